#pragma once
// Write failures on demand, for the tests of every writer: a file-size limit that fails writes
// part-way ("File too large", as a full disk fails them), and a tiny file system that really
// fills up ("No space left on device") where the machine lets a test mount one.

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace spinel::testdata {

// A file's bytes, or "<missing>"; writes bytes to a file (a test failure if it cannot); the
// system's text for an errno, as the writers under test report it.
QByteArray readAll(const QString &fileName);
void writeFile(const QString &fileName, const QByteArray &bytes);
QString reason(int error);

// While alive, any write that would take a file in this process (and in processes it starts)
// past `bytes` fails with EFBIG instead of raising SIGXFSZ.
class FileSizeLimit {
public:
    explicit FileSizeLimit(std::uint64_t bytes);
    ~FileSizeLimit();
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

private:
    std::uint64_t m_previous = 0;
};

// A tmpfs of `kibibytes` mounted on a fresh folder (needs root); unmounted when destroyed.
class TinyFileSystem {
public:
    explicit TinyFileSystem(int kibibytes);
    ~TinyFileSystem();
    TinyFileSystem(const TinyFileSystem &) = delete;
    TinyFileSystem &operator=(const TinyFileSystem &) = delete;

    bool mounted() const { return m_mounted; }
    QString whyNot() const { return m_whyNot; } // for QSKIP
    QString path() const { return m_path; }
    // Fills the file system with a filler file until about `freeBytes` stay free.
    void leaveFree(std::uint64_t freeBytes) const;
    // Remounts it read-only: even root then cannot create, replace or delete files in it.
    bool makeReadOnly() const;

private:
    QString m_path;
    QString m_whyNot;
    bool m_mounted = false;
};

} // namespace spinel::testdata
