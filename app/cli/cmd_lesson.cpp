// spinel-cli lesson --list | lesson ID|FILE [--check] [--language L] [--dir DIR]: the lessons of
// resources/lessons (built in) or a teacher's folder; --check runs every claim against the model and
// exits 1 if one fails, so lessons cannot silently drift from the model.
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include "io/loaderror.h"
#include "lessons/lesson.h"

namespace spinel::cli {
namespace {

using namespace spinel::lessons;

// The built-in lessons (a Qt resource), or every lesson of --dir. Prints the located error.
std::optional<std::vector<Lesson>> allLessons(const QCommandLineParser &parser)
{
    try {
        if (parser.isSet(QStringLiteral("dir"))) return loadLessonDirectory(parser.value(QStringLiteral("dir")).toStdString());
        std::vector<Lesson> lessons;
        const QDir dir(QStringLiteral(":/lessons"));
        for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QFile file(dir.filePath(name));
            if (!file.open(QIODevice::ReadOnly)) continue;
            lessons.push_back(readLesson(file.readAll().toStdString(), dir.filePath(name).toStdString()));
        }
        return lessons;
    } catch (const LoadError &error) {
        err() << QString::fromStdString(error.what()) << Qt::endl;
        return std::nullopt;
    }
}

int listLessons(const std::vector<Lesson> &lessons, const std::string &language)
{
    for (const Lesson &lesson : lessons) {
        std::size_t checks = 0;
        for (const Step &step : lesson.steps) checks += step.checks.size();
        out() << QStringLiteral("%1  %2")
                     .arg(QString::fromStdString(lesson.id), -28)
                     .arg(QString::fromStdString(localized(lesson.title, language)))
              << "  " << Cli::tr("(%1 steps, %2 checks)").arg(lesson.steps.size()).arg(checks) << "\n";
    }
    out().flush();
    return ExitOk;
}

void showLesson(const Lesson &lesson, const std::string &language)
{
    auto text = [&](const LocalText &t) { return QString::fromStdString(localized(t, language)); };
    out() << text(lesson.title) << "\n";
    if (!lesson.summary.empty()) out() << text(lesson.summary) << "\n";
    if (!lesson.assumptions.empty()) {
        out() << Cli::tr("Assumptions:") << "\n";
        for (const LocalText &a : lesson.assumptions) out() << "  - " << text(a) << "\n";
    }
    int n = 0;
    for (const Step &step : lesson.steps) {
        out() << "\n" << Cli::tr("Step %1: %2").arg(++n).arg(text(step.text)) << "\n";
        if (!step.question.empty()) out() << Cli::tr("  Question: %1").arg(text(step.question)) << "\n";
        if (!step.hint.empty()) out() << Cli::tr("  Hint: %1").arg(text(step.hint)) << "\n";
        if (!step.answer.empty()) out() << Cli::tr("  Answer: %1").arg(text(step.answer)) << "\n";
    }
    out().flush();
}

// Prints one line per check; true when all pass.
bool checkOne(const Lesson &lesson, const Catalog &catalog, const std::string &language)
{
    std::map<std::string, const Check *> byId;
    for (const Step &step : lesson.steps)
        for (const Check &check : step.checks) byId[check.id] = &check;
    std::vector<CheckResult> results;
    try {
        results = checkLesson(lesson, catalog);
    } catch (const std::exception &error) {
        err() << QString::fromStdString(lesson.id) << ": " << QString::fromStdString(error.what()) << Qt::endl;
        return false;
    }
    bool all = true;
    for (const CheckResult &r : results) {
        const Check &check = *byId.at(r.id);
        QString value = !r.error.empty()        ? QString::fromStdString(r.error)
                        : !check.equals.empty() ? QString::fromStdString(r.name)
                                                : QString::number(r.value, 'g', 4);
        QString expected = !check.equals.empty()    ? QStringLiteral("= %1").arg(QString::fromStdString(check.equals))
                           : check.min && check.max ? QStringLiteral("in [%1, %2]").arg(*check.min).arg(*check.max)
                           : check.min              ? QStringLiteral(">= %1").arg(*check.min)
                                                    : QStringLiteral("<= %1").arg(*check.max);
        out() << (r.passed ? Cli::tr("PASS") : Cli::tr("FAIL")) << "  " << QString::fromStdString(lesson.id) << "/"
              << QString::fromStdString(r.id) << "  " << value << " (" << expected << ")  "
              << QString::fromStdString(localized(check.claim, language)) << "\n";
        all = all && r.passed;
    }
    out().flush();
    return all;
}

int runLesson(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Show or check the lessons (resources/lessons, or --dir)."));
    addCommonOptions(parser);
    parser.addOption({QStringLiteral("list"), Cli::tr("List the lessons.")});
    parser.addOption(
        {QStringLiteral("check"), Cli::tr("Run every check of the lesson (of every lesson without ID) against the model; exit 1 "
                                          "if one fails.")});
    parser.addOption(
        {QStringLiteral("dir"), Cli::tr("Read lessons from this folder instead of the built-in ones."), Cli::tr("DIR")});
    parser.addOption({QStringLiteral("language"), Cli::tr("en, de or zh_CN (default: en)."), Cli::tr("L")});
    parser.addPositionalArgument(QStringLiteral("ID"), Cli::tr("A lesson id, or a lesson file (.json)."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 0, 1, exitCode)) return exitCode;
    const std::string language = parser.isSet(QStringLiteral("language")) ? parser.value(QStringLiteral("language")).toStdString()
                                                                          : std::string("en");
    const auto catalog = catalogFor(parser);
    if (!catalog) return ExitFailure;

    std::vector<Lesson> lessons;
    const QString wanted = parser.positionalArguments().value(0);
    if (wanted.endsWith(QLatin1String(".json")) && QFileInfo::exists(wanted)) {
        try {
            lessons.push_back(loadLessonFile(wanted.toStdString()));
        } catch (const LoadError &error) {
            err() << QString::fromStdString(error.what()) << Qt::endl;
            return ExitFailure;
        }
    } else {
        auto loaded = allLessons(parser);
        if (!loaded) return ExitFailure;
        lessons = std::move(*loaded);
        if (!wanted.isEmpty()) {
            std::erase_if(lessons, [&](const Lesson &l) { return QString::fromStdString(l.id) != wanted; });
            if (lessons.empty()) {
                err() << Cli::tr("No lesson \"%1\"; spinel-cli lesson --list shows them.").arg(wanted) << Qt::endl;
                return ExitFailure;
            }
        }
    }
    if (parser.isSet(QStringLiteral("list"))) return listLessons(lessons, language);
    if (parser.isSet(QStringLiteral("check"))) {
        bool all = true;
        for (const Lesson &lesson : lessons) all = checkOne(lesson, *catalog, language) && all;
        return all ? ExitOk : ExitFailure;
    }
    if (wanted.isEmpty()) return listLessons(lessons, language);
    showLesson(lessons.front(), language);
    return ExitOk;
}

const Registration registeredLessonCommand({"lesson",
                                            QT_TRANSLATE_NOOP("Cli", "Show or check the lessons (claims checked by the model)."),
                                            96, &runLesson});

} // namespace
} // namespace spinel::cli
