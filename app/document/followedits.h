#pragma once
// Keeps a canvas scene in step with a Document's incremental edits (its typed signals, per object and in bulk).
// A design reset is left to the caller: the main window also refits the view and recounts.

namespace spinel {
class Document;
class FabricScene;

void followDocumentEdits(const Document &document, FabricScene &scene);

} // namespace spinel
