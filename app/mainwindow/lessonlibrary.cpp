#include "mainwindow/lessonlibrary.h"

#include <QDir>
#include <QFile>

#include <algorithm>

#include "io/loaderror.h"

namespace spinel {

std::vector<lessons::Lesson> LessonLibrary::builtIn()
{
    std::vector<lessons::Lesson> lessons;
    const QDir dir(QStringLiteral(":/lessons"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) continue;
        try {
            lessons.push_back(lessons::readLesson(file.readAll().toStdString(), dir.filePath(name).toStdString()));
        } catch (const LoadError &error) {
            // CTest checks every built-in lesson; a broken one must not take the others down.
            qWarning("%s", error.what());
        }
    }
    std::sort(lessons.begin(), lessons.end(), [](const auto &a, const auto &b) { return a.id < b.id; });
    return lessons;
}

} // namespace spinel
