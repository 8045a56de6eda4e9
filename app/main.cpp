// spinel: the desktop editor. Parses the command line, installs translations, opens the window
// (or, with --screenshot, renders it to a PNG and exits).
#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <optional>

#include "document/memorytuning.h"
#include "canvas/canvasview.h"
#include "core/version.h"
#include "canvas/fabricscene.h"
#include "docks/overviewwidget.h"
#include "document/document.h"
#include "export/savefile.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/analysiscontroller.h"
#include "document/analysisrunner.h"
#include "mainwindow/plotdocks.h"
#include "mainwindow/animationdock.h"
#include "mainwindow/explaindock.h"
#include "mainwindow/lessonpanel.h"
#include "mainwindow/presentationmode.h"
#include "animation/collectiveanimation.h"
#include "document/plotupdater.h"

namespace {

constexpr int kScreenshotWidth = 1600;
constexpr int kScreenshotHeight = 1000;

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

// --lang is needed before the real parser is built, so its help texts come out translated.
QString requestedLanguage(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("lang"), QString(), QStringLiteral("code")});
    parser.parse(arguments); // unknown options are the real parser's business
    return parser.value(QStringLiteral("lang"));
}

// Installs Spinel's and Qt's own translations for `locale`; the translators live as long as the app.
bool installTranslations(QApplication &app, const QLocale &locale)
{
    static QTranslator spinelTranslator;
    static QTranslator qtTranslator;
    const bool found = spinelTranslator.load(locale, QStringLiteral("spinel"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    // Without a translation (the C locale, an unknown language) English still gets its plural
    // forms ("1 link", "2 links") from spinel_en.
    if (found || spinelTranslator.load(QStringLiteral("spinel_en"), QStringLiteral(":/i18n")))
        app.installTranslator(&spinelTranslator);
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(&qtTranslator);
    return found;
}

// --present: presentation mode with the animation on its first step, ready for the audience.
void enterPresentation(spinel::MainWindow &window, bool fullScreen)
{
    window.presentation()->enter(fullScreen);
    window.animationDock()->animation()->waitUntilReady(10000);
    window.animationDock()->animation()->stepForward();
    QApplication::processEvents();
}

// --lesson ID: the Lessons dock shown with the lesson started (its design replaces FILE's).
bool startLesson(spinel::MainWindow &window, const QString &id)
{
    if (id.isEmpty()) return true;
    window.lessonPanel()->action()->trigger();
    if (window.lessonPanel()->startLesson(id)) return true;
    err() << QApplication::translate("main", "No lesson \"%1\"; spinel-cli lesson --list shows them.").arg(id) << Qt::endl;
    return false;
}

int takeScreenshot(spinel::MainWindow &window, const QString &fileName, const QString &outFile, bool present, const QString &lesson)
{
    QString error;
    const bool loaded = fileName.isEmpty() ? window.document()->loadAsUntitled(spinel::MainWindow::exampleResource(), &error)
                                           : window.document()->load(fileName, &error);
    if (!loaded) {
        err() << error << Qt::endl;
        return 1;
    }
    if (!startLesson(window, lesson)) return 1;
    // Laid out and painted without being mapped, so the size is exact on any screen or platform.
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(kScreenshotWidth, kScreenshotHeight);
    window.show();
    QApplication::processEvents();
    // The plots are computed off the UI thread; a screenshot shows them finished.
    window.plotDocks()->updater()->waitUntilCurrent(10000);
    // So are the findings and canvas badges, and Why This Number.
    window.analysis()->runner()->waitUntilIdle(10000);
    window.explainDock()->waitUntilCurrent(10000);
    QApplication::processEvents();
    // Raised only once shown: a tab beside Properties, hidden before the window was laid out.
    if (!lesson.isEmpty()) window.lessonPanel()->dock()->raise();
    if (present) enterPresentation(window, false);
    window.canvasView()->fitToDesign();
    // Large designs draw their links and the overview on workers: wait for those images.
    window.grab();
    window.scene()->finishRendering();
    window.overviewWidget()->finishRefresh();
    QApplication::processEvents();
    const QImage image = window.grab().toImage();
    // Like every GUI writer: encoded in memory, then written whole or not at all (SaveFile).
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    error.clear();
    if (!image.save(&png, "PNG") || !spinel::SaveFile::writeAll(outFile, png.data().constData(), png.data().size(), &error)) {
        err() << (error.isEmpty() ? QApplication::translate("main", "Cannot write %1").arg(outFile) : error) << Qt::endl;
        return 1;
    }
    return 0;
}

// Before QApplication, which needs a display: `spinel --version` works over ssh too.
bool printVersionIfAsked(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "--version") == 0 || qstrcmp(argv[i], "-v") == 0) {
            std::printf("spinel %s\n%s\n", spinel::spinelVersion(), qPrintable(spinel::MainWindow::buildInfo()));
            return true;
        }
    }
    return false;
}

void setUpApplication(QApplication &app)
{
    QApplication::setApplicationName(QStringLiteral("Spinel"));
    QApplication::setOrganizationName(QStringLiteral("Spinel"));
    QApplication::setApplicationVersion(QString::fromLatin1(spinel::spinelVersion()));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/spinel.svg")));
    // Matches the installed .desktop file, so Wayland compositors and docks show Spinel's icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.spinel.Spinel"));

    const QString language = requestedLanguage(app.arguments());
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    if (!language.isEmpty()) QLocale::setDefault(locale);
    if (!installTranslations(app, locale) && !language.isEmpty() && !language.startsWith(QLatin1String("en")))
        err() << QApplication::translate("main", "No translation for language \"%1\"; using English.").arg(language) << Qt::endl;
}

struct Options {
    QString fileName;
    std::optional<QString> screenshot; // the PNG to write
    std::optional<QString> lesson;
    bool present = false;
};

// The command line (--help exits here); nothing when it names more than one file.
std::optional<Options> parseOptions(QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Design AI-training network fabrics."));
    parser.addHelpOption();
    // Not addVersionOption(): handled above, before the display is opened; listed for --help.
    const QCommandLineOption versionOption({QStringLiteral("v"), QStringLiteral("version")},
                                           QApplication::translate("main", "Display version and build information."));
    parser.addOption(versionOption);
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Render the window with FILE (or the built-in example) at %1 × %2 to a PNG file and exit.")
            .arg(kScreenshotWidth)
            .arg(kScreenshotHeight),
        QApplication::translate("main", "out.png"));
    const QCommandLineOption languageOption(QStringLiteral("lang"),
                                            QApplication::translate("main", "User interface language, e.g. de or zh_CN."),
                                            QApplication::translate("main", "code"));
    const QCommandLineOption presentOption(
        QStringLiteral("present"),
        QApplication::translate("main", "Open in presentation mode (F5): full screen, the collective animated beside the plot."));
    const QCommandLineOption lessonOption(
        QStringLiteral("lesson"),
        QApplication::translate("main", "Open the Lessons panel and start the lesson ID (its design replaces FILE)."),
        QApplication::translate("main", "ID"));
    parser.addOption(screenshotOption);
    parser.addOption(presentOption);
    parser.addOption(lessonOption);
    parser.addOption(languageOption);
    parser.addPositionalArgument(QStringLiteral("FILE"), QApplication::translate("main", "Design file to open."),
                                 QStringLiteral("[FILE]"));
    parser.process(app);

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        err() << QApplication::translate("main", "Only one design can be opened at a time.") << Qt::endl;
        return std::nullopt;
    }
    Options options;
    options.fileName = files.value(0);
    if (parser.isSet(screenshotOption)) options.screenshot = parser.value(screenshotOption);
    if (parser.isSet(lessonOption)) options.lesson = parser.value(lessonOption);
    options.present = parser.isSet(presentOption);
    return options;
}

// SPINEL_OPEN_TIMING=1: how long the window took to show the design (the "opens in under 2 s" goal
// for large designs), from `openTimer`'s start to the first painted frame.
void reportOpenTiming(spinel::MainWindow &window, QElapsedTimer &openTimer, qint64 windowMs)
{
    const qint64 loadedMs = openTimer.elapsed();
    // Queued behind the paint events the load posted: runs once the first frame is drawn.
    QTimer::singleShot(0, &window, [&window, &openTimer, windowMs, loadedMs] {
        window.canvasView()->viewport()->repaint();
        err() << QStringLiteral("open: window %1 ms, load + scene %2 ms, first frame at %3 ms")
                     .arg(windowMs)
                     .arg(loadedMs - windowMs)
                     .arg(openTimer.elapsed())
              << Qt::endl;
    });
}

} // namespace

int main(int argc, char *argv[])
{
    spinel::restartWithMallocTuning(argv); // large designs: see memorytuning.h
    if (printVersionIfAsked(argc, argv)) return 0;
    QApplication app(argc, argv);
    setUpApplication(app);
    const std::optional<Options> options = parseOptions(app);
    if (!options) return 2;

    QElapsedTimer openTimer;
    openTimer.start();
    spinel::MainWindow window;
    if (options->screenshot)
        return takeScreenshot(window, options->fileName, *options->screenshot, options->present,
                              options->lesson.value_or(QString()));

    window.restoreWindowState();
    window.show();
    const qint64 windowMs = openTimer.elapsed();
    if (options->fileName.isEmpty()) {
        window.openStartupDesign();
    } else if (!window.openFile(options->fileName)) {
        window.document()->newDesign();
    }
    window.offerRecovery();
    if (options->lesson && !startLesson(window, *options->lesson)) return 2;
    if (options->present) enterPresentation(window, true);
    if (qEnvironmentVariableIsSet("SPINEL_OPEN_TIMING")) reportOpenTiming(window, openTimer, windowMs);
    const int exitCode = app.exec();
    // The process ends here: the canvas's items are left to the operating system rather than
    // deleted one by one (0.4 s of a 0.85 s exit on 1,800 NVL72 racks). Everything else, the
    // recovery files and workers included, is shut down as usual by the window's destructor.
#if !defined(__SANITIZE_ADDRESS__) // the checked build's leak checker would report every item
    (void)window.releaseSceneForExit().release();
#endif
    return exitCode;
}
