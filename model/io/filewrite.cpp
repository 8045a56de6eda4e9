#include "io/filewrite.h"

#include <cerrno>
#include <cstring>
#include <random>
#include <string>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace spinel {

namespace {

[[noreturn]] void fail(const std::string &what, int error)
{
    throw WriteError(what.empty() ? std::string(std::strerror(error)) : what + ": " + std::strerror(error));
}

// Closes the descriptor and removes the temporary unless released: every error path cleans up.
class Temporary {
public:
    Temporary(int fd, std::string path)
        : m_fd(fd)
        , m_path(std::move(path))
    { }
    ~Temporary()
    {
        if (m_fd >= 0) ::close(m_fd);
        if (!m_path.empty()) ::unlink(m_path.c_str());
    }
    Temporary(const Temporary &) = delete;
    Temporary &operator=(const Temporary &) = delete;
    int fd() const { return m_fd; }
    const std::string &path() const { return m_path; }
    void close()
    {
        const int fd = std::exchange(m_fd, -1);
        if (::close(fd) != 0) fail({}, errno);
    }
    void release() { m_path.clear(); }

private:
    int m_fd;
    std::string m_path;
};

void writeAll(int fd, std::string_view bytes)
{
    while (!bytes.empty()) {
        const ssize_t written = ::write(fd, bytes.data(), bytes.size());
        if (written < 0) {
            if (errno == EINTR) continue;
            fail({}, errno);
        }
        bytes.remove_prefix(std::size_t(written));
    }
}

std::string folderOf(const std::string &path)
{
    const auto slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

// Where a chain of symbolic links ends (the target may not exist yet: writing creates it).
std::string followLinks(std::string path)
{
    for (int hops = 0; hops < 40; ++hops) {
        struct stat info { };
        if (::lstat(path.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) return path;
        std::string target(std::size_t(info.st_size > 0 ? info.st_size : 4096) + 1, '\0');
        const ssize_t length = ::readlink(path.c_str(), target.data(), target.size());
        if (length < 0) fail("cannot follow the symbolic link", errno);
        target.resize(std::size_t(length));
        path = (target.front() == '/' ? target : folderOf(path) + "/" + target);
    }
    fail("cannot follow the symbolic link", ELOOP);
}

mode_t currentUmask()
{
    // umask() can only be read by setting it; set it straight back.
    const mode_t mask = ::umask(022);
    ::umask(mask);
    return mask;
}

void syncFolder(const std::string &folder)
{
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return; // the rename is done; a folder we cannot open cannot be synced either
    const int result = ::fsync(fd);
    const int error = errno;
    ::close(fd);
    // Some file systems cannot fsync a folder (EINVAL); the data itself is already on disk.
    if (result != 0 && error != EINVAL && error != EROFS) fail("cannot sync the folder", error);
}

using Produce = std::function<void(const ByteSink &)>;

void writeAll(int fd, const Produce &produce)
{
    produce([fd](std::string_view bytes) { writeAll(fd, bytes); });
}

void writeStream(const std::string &path, const Produce &produce)
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) fail({}, errno);
    Temporary guard(fd, {});
    writeAll(fd, produce);
    guard.close();
}

void writeInPlace(const std::string &path, std::string_view bytes)
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) fail({}, errno);
    Temporary guard(fd, {});
    // Reserve first: a full disk then fails before the old text is touched.
    if (!bytes.empty()) {
        const int reserved = ::posix_fallocate(fd, 0, off_t(bytes.size()));
        if (reserved != 0 && reserved != EOPNOTSUPP && reserved != EINVAL) fail({}, reserved);
    }
    writeAll(fd, bytes);
    if (::ftruncate(fd, off_t(bytes.size())) != 0) fail({}, errno);
    if (::fsync(fd) != 0) fail({}, errno);
    guard.close();
}

} // namespace

void writeFileAtomically(const std::string &fileName, std::string_view bytes)
{
    writeFileAtomically(fileName, [bytes](const ByteSink &sink) { sink(bytes); });
}

void writeFileAtomically(const std::string &fileName, const Produce &produce)
{
    if (fileName.empty()) throw WriteError("no file name given");
    if (fileName == "-") {
        writeAll(STDOUT_FILENO, produce);
        return;
    }
    const std::string target = followLinks(fileName);
    struct stat existing { };
    const bool exists = ::stat(target.c_str(), &existing) == 0;
    if (!exists && errno != ENOENT) fail({}, errno);
    if (exists && S_ISDIR(existing.st_mode)) throw WriteError("is a folder, not a file");
    if (exists && !S_ISREG(existing.st_mode)) return writeStream(target, produce); // FIFO, device, socket
    if (exists && existing.st_nlink > 1) {
        std::string bytes;
        produce([&bytes](std::string_view chunk) { bytes.append(chunk); });
        return writeInPlace(target, bytes);
    }

    const std::string folder = folderOf(target);
    const auto slash = target.rfind('/');
    const std::string prefix = folder + "/." + target.substr(slash == std::string::npos ? 0 : slash + 1) + ".";
    // mkstemp makes the file 0600: give it what the old file had, or what a new file would get.
    const mode_t mode = exists ? (existing.st_mode & 07777) : (0666 & ~currentUmask());
    auto finish = [&](int fd) {
        writeAll(fd, produce);
        if (exists && (existing.st_uid != ::geteuid() || existing.st_gid != ::getegid())) {
            // Best effort: only root may give a file away; the mode below is what matters most.
            [[maybe_unused]] const int ignored = ::fchown(fd, existing.st_uid, existing.st_gid);
        }
        if (::fchmod(fd, mode) != 0) fail({}, errno);
        if (::fsync(fd) != 0) fail({}, errno);
    };

    // Preferred: an unnamed file (O_TMPFILE) that gets a name only once complete, so even kill -9
    // mid-write leaves nothing behind. File systems without O_TMPFILE take the mkstemp path.
    bool named = false;
    const int anonymous = ::open(folder.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
    if (anonymous >= 0) {
        Temporary temporary(anonymous, {});
        finish(anonymous);
        const std::string self = "/proc/self/fd/" + std::to_string(anonymous);
        std::random_device random;
        for (int attempt = 0; !named; ++attempt) {
            const std::string name = prefix + std::to_string(random()) + ".tmp";
            if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW) == 0) {
                Temporary link(-1, name);
                temporary.close();
                if (::rename(name.c_str(), target.c_str()) != 0) fail({}, errno);
                link.release();
                named = true;
            } else if (errno == ENOENT || errno == EPERM || errno == EXDEV) {
                break; // no /proc to name it through: write it again the portable way
            } else if (errno != EEXIST || attempt > 100) {
                fail({}, errno);
            }
        }
    }
    if (!named) {
        std::string pattern = prefix + "XXXXXX";
        const int fd = ::mkstemp(pattern.data());
        if (fd < 0) fail({}, errno);
        Temporary temporary(fd, pattern);
        finish(fd);
        temporary.close();
        if (::rename(temporary.path().c_str(), target.c_str()) != 0) fail({}, errno);
        temporary.release();
    }
    syncFolder(folder);
}

} // namespace spinel
