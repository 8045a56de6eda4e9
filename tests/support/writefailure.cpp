#include "support/writefailure.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <cstring>

#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace spinel::testdata {

QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

void writeFile(const QString &fileName, const QByteArray &bytes)
{
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), qint64(bytes.size()));
}

QString reason(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

FileSizeLimit::FileSizeLimit(std::uint64_t bytes)
{
    std::signal(SIGXFSZ, SIG_IGN); // then the write fails with EFBIG, as on a full disk
    rlimit limit{};
    ::getrlimit(RLIMIT_FSIZE, &limit);
    m_previous = limit.rlim_cur;
    limit.rlim_cur = rlim_t(bytes);
    ::setrlimit(RLIMIT_FSIZE, &limit);
}

FileSizeLimit::~FileSizeLimit()
{
    rlimit limit{};
    ::getrlimit(RLIMIT_FSIZE, &limit);
    limit.rlim_cur = rlim_t(m_previous);
    ::setrlimit(RLIMIT_FSIZE, &limit);
}

TinyFileSystem::TinyFileSystem(int kibibytes)
{
    char pattern[] = "/tmp/spinel-tinyfs-XXXXXX";
    if (!::mkdtemp(pattern)) {
        m_whyNot = QStringLiteral("cannot make a mount point: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
        return;
    }
    m_path = QString::fromLocal8Bit(pattern);
    const QByteArray options = "size=" + QByteArray::number(kibibytes) + "k";
    if (::mount("tmpfs", pattern, "tmpfs", 0, options.constData()) != 0) {
        m_whyNot = QStringLiteral("cannot mount a tmpfs here (%1); needs root").arg(QString::fromLocal8Bit(std::strerror(errno)));
        ::rmdir(pattern);
        return;
    }
    m_mounted = true;
}

TinyFileSystem::~TinyFileSystem()
{
    if (m_mounted) ::umount2(m_path.toLocal8Bit().constData(), MNT_DETACH);
    if (!m_path.isEmpty()) ::rmdir(m_path.toLocal8Bit().constData());
}

bool TinyFileSystem::makeReadOnly() const
{
    return m_mounted && ::mount(nullptr, m_path.toLocal8Bit().constData(), nullptr, MS_REMOUNT | MS_RDONLY, nullptr) == 0;
}

void TinyFileSystem::leaveFree(std::uint64_t freeBytes) const
{
    QFile filler(QDir(m_path).filePath(QStringLiteral(".filler")));
    if (!filler.open(QIODevice::WriteOnly | QIODevice::Append)) return;
    const QByteArray page(4096, 'x');
    for (;;) {
        struct statvfs info { };
        if (::statvfs(m_path.toLocal8Bit().constData(), &info) != 0) return;
        const std::uint64_t available = std::uint64_t(info.f_bavail) * info.f_frsize;
        if (available <= freeBytes + page.size()) return;
        if (filler.write(page) != page.size() || !filler.flush()) return;
    }
}

} // namespace spinel::testdata
