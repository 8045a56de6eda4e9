#pragma once
// Writing a whole file so that a failure never leaves half of it: the model-side (no Qt) writer
// behind spinel-cli's -o. The GUI writes through QSaveFile with the same guarantees.

#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace spinel {

// The reason a write failed, without the file name ("No space left on device"); the caller
// names the file once.
class WriteError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Writes `bytes` to `fileName`:
// - a regular file (or a new one) atomically: a unique temporary in the same folder (an unnamed
//   O_TMPFILE, so kill -9 leaves nothing; mkstemp where the file system has none), written,
//   fsync'ed, given the old file's mode and owner (a new file gets 0666 less the umask), renamed
//   over the target, then the folder fsync'ed. On any error the temporary is removed and the
//   target is untouched;
// - through a symbolic link: the link stays and its target is replaced;
// - a file with several hard links in place (so every link sees the new text), after reserving
//   the space, so a full disk fails before a byte is overwritten;
// - a FIFO, a character device or "-" (standard output) directly, as a stream.
// Throws WriteError.
void writeFileAtomically(const std::string &fileName, std::string_view bytes);

// Receives a file's bytes in order, a chunk at a time.
using ByteSink = std::function<void(std::string_view bytes)>;
// The same, with the bytes handed to the sink by `produce` as they are written, so the whole
// text need not be in memory at once. `produce` may be called twice (a file system without
// O_TMPFILE links found out late) and must give the same bytes each time; for a file with several
// hard links its bytes are gathered first (the space is reserved before the old text is touched).
void writeFileAtomically(const std::string &fileName, const std::function<void(const ByteSink &)> &produce);

} // namespace spinel
