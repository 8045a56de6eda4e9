#pragma once
// Keeps a canvas scene in step with a Document's incremental edits: each batched change
// (Document::changed) is applied to the scene in one go. A design reset is left to the caller:
// the main window also refits the view and recounts.

namespace spinel {
class Document;
class FabricScene;
struct DocumentChange;

void followDocumentEdits(const Document &document, FabricScene &scene);
// Applies one change: removals first (racks, then links, then devices), then additions
// (devices before the links that need them, then racks), then objects changed in place.
void applyDocumentChange(const DocumentChange &change, FabricScene &scene);

} // namespace spinel
