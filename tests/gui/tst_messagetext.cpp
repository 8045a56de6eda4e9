// The app's wording of model messages: every id the model lists has a tr() wording that shows
// every argument, no part of a message reaches the screen untranslated, and numbers follow the
// locale (German: 1.234,5).
#include <QLocale>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include "common/messagetext.h"
#include "io/designformat.h"
#include "support/samplemessages.h"
#include "support/testmain.h"

using namespace spinel;

// A stand-in for a translation: every MessageText string becomes its placeholders alone, in
// «guillemets», so any English still on screen must have bypassed tr(). Outside the unnamed
// namespace: the test class holds one (GCC's -Wsubobject-linkage in a unity build).
class PlaceholderTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (QLatin1String(context) != QLatin1String("MessageText")) return {};
        static const QRegularExpression placeholder(QStringLiteral("%L?(\\d|n)"));
        QStringList kept;
        for (const auto &match : placeholder.globalMatch(QString::fromUtf8(sourceText))) kept << match.captured();
        return QStringLiteral("«%1»").arg(kept.join(QStringLiteral(" · ")));
    }
};

namespace {

// English plural forms as translations/spinel_en.ts gives them (the English UI loads it): "(s)"
// dropped for one, "s" otherwise. Only numerus strings are answered.
class EnglishPluralTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *, const char *sourceText, const char *, int n) const override
    {
        const QString source = QString::fromUtf8(sourceText);
        if (n < 0 || !source.contains(QLatin1String("(s)"))) return {};
        return QString(source).replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    }
};

// Words of three letters or more.
QStringList wordsOf(const QString &text)
{
    QStringList words;
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    for (const auto &match : word.globalMatch(text)) words << match.captured();
    return words;
}

} // namespace

class TestMessageText : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void everyIdHasAWording();
    void everyWordingShowsEveryArgument();
    void nothingBypassesTranslation();
    void germanFindingHasNoEnglish();
    void englishSourceMatchesTheModel();
    void loadErrorIsLocated();
    void fileErrorsReadAsTheModelsEnglish();
    void germanFileErrorHasNoEnglish();
    void timingNotes();

private:
    PlaceholderTranslator m_translator;
};

void TestMessageText::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestMessageText::cleanup()
{
    QCoreApplication::removeTranslator(&m_translator);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestMessageText::everyIdHasAWording()
{
    QVERIFY(messageSpecs().size() > 70);
    for (const MessageSpec &spec : messageSpecs()) QVERIFY2(MessageText::knows(spec.id), spec.id.c_str());
    QVERIFY(!MessageText::knows("no-such-message"));
}

void TestMessageText::everyWordingShowsEveryArgument()
{
    for (const MessageSpec &spec : messageSpecs()) {
        const testdata::SampleMessage sample = testdata::sampleMessage(spec);
        const QString text = MessageText::text(sample.message);
        for (std::size_t i = 0; i < sample.shown.size(); ++i) {
            // Keywords are worded too ("singlemode" reads "single-mode fibre"); nothingBypassesTranslation covers them.
            if (spec.args[i].kind == MessageArg::Kind::Keyword) continue;
            for (const std::string &value : sample.shown[i].second)
                QVERIFY2(text.contains(QString::fromStdString(value)),
                         qPrintable(QStringLiteral("%1: %2 not in: %3")
                                        .arg(QString::fromStdString(spec.id), QString::fromStdString(value), text)));
        }
    }
}

// With every MessageText string "translated" to its placeholders alone, a wording keeps only the
// arguments: any English word left came from outside tr() (or from the model's English fallback).
void TestMessageText::nothingBypassesTranslation()
{
    QCoreApplication::installTranslator(&m_translator);
    for (const MessageSpec &spec : messageSpecs()) {
        const testdata::SampleMessage sample = testdata::sampleMessage(spec);
        const QString text = MessageText::text(sample.message);
        QVERIFY2(text.startsWith(QStringLiteral("«")), qPrintable(QString::fromStdString(spec.id) + QStringLiteral(": ") + text));
        QString rest = text;
        for (const auto &[name, values] : sample.shown)
            for (const std::string &value : values) rest.remove(QString::fromStdString(value));
        QVERIFY2(wordsOf(rest).isEmpty(), qPrintable(QString::fromStdString(spec.id) + QStringLiteral(": ") + text));
    }
}

void TestMessageText::germanFindingHasNoEnglish()
{
    QCoreApplication::installTranslator(&m_translator);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const Message message{"oversubscription.switch",
                          {arg::id("switch", "leaf-1"), arg::ratio("ratio", 2.5), arg::gbps("down", 12800), arg::gbps("up", 5120),
                           arg::ratio("target", 1)}};
    const QString text = MessageText::text(message);
    // English: "leaf-1 is 2.5:1 oversubscribed (12.8 Tb/s down, 5120 Gb/s up), above the design's 1:1 target".
    const QString english = QString::fromStdString(englishText(message)).remove(QStringLiteral("leaf-1"));
    QVERIFY(wordsOf(english).size() >= 5);
    for (const QString &word : wordsOf(english)) QVERIFY2(!text.contains(word), qPrintable(word + QStringLiteral(" in ") + text));
    QVERIFY2(text.contains(QStringLiteral("leaf-1")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("2,5")), qPrintable(text));   // decimal comma
    QVERIFY2(text.contains(QStringLiteral("12,8")), qPrintable(text));  // 12.8 Tb/s
    QVERIFY2(text.contains(QStringLiteral("5.120")), qPrintable(text)); // group separator
}

// Untranslated (English UI), a finding reads as the CLI prints it, but for the locale's digit
// grouping: the tr() source strings are the model's English.
void TestMessageText::englishSourceMatchesTheModel()
{
    const Message ports{"port-budget.over-no-breakout",
                        {arg::id("device", "leaf-1"), arg::integer("used", 70), arg::text("model", "qm9700"),
                         arg::integer("total", 64), arg::integer("over", 6)}};
    QCOMPARE(MessageText::text(ports), QString::fromStdString(englishText(ports)));
    const Message reach{"cable-reach.beyond-better",
                        {arg::id("link", "l1"), arg::integer("length", 40), arg::keyword("medium", "dac"), arg::integer("reach", 3),
                         arg::gbps("speed", 400), arg::keyword("better", "aoc"), arg::integer("betterReach", 100)}};
    QCOMPARE(MessageText::text(reach),
             QStringLiteral("l1 is 40 m of copper (DAC), beyond its 3 m reach at 400 Gb/s; active optical (AOC) reaches 100 m"));
    const Message refusal{"generate.whole-number",
                          {arg::text("template", "fat-tree"), arg::text("key", "k"), arg::text("value", "two")}};
    QCOMPARE(MessageText::text(refusal), QString::fromStdString(englishText(refusal)));
    const Message imported{"import.model-fits",
                           {arg::integer("count", 7), arg::text("model", "qm9700"), arg::text("name", "Quantum-2"),
                            arg::ids("devices", {"leaf-1", "srv-1"}), arg::integers("ports", {64, 0}),
                            arg::numbers("speeds", {400, 0}, "Gb/s")}};
    QCOMPARE(MessageText::text(imported), QString::fromStdString(englishText(imported)));
}

// A typed load error keeps its file and path and words its message; an untyped one reads as
// what() does.
void TestMessageText::loadErrorIsLocated()
{
    const LoadError typed("l.json", "steps", Message{"lesson.no-steps", {}});
    QCOMPARE(MessageText::text(typed), QStringLiteral("l.json: steps: a lesson needs at least one step"));
    QCOMPARE(MessageText::text(typed), QString::fromStdString(typed.what()));
    QCoreApplication::installTranslator(&m_translator);
    QCOMPARE(MessageText::text(typed), QStringLiteral("l.json: steps: «»"));
    const LoadError untyped("d.spinel", "links[3].to", "no device \"leaf-9\"");
    QCOMPARE(MessageText::text(untyped), QStringLiteral("d.spinel: links[3].to: no device \"leaf-9\""));
}

// In an English UI the errors of design and catalog files read as the CLI prints them: the tr()
// sources are the model's English. Two keep their worded kinds ("a NIC", not "a nic").
void TestMessageText::fileErrorsReadAsTheModelsEnglish()
{
    EnglishPluralTranslator plurals;
    QCoreApplication::installTranslator(&plurals);
    int compared = 0;
    for (const auto *part : {&loadMessageSpecs(), &designMessageSpecs(), &catalogMessageSpecs()}) {
        for (const MessageSpec &spec : *part) {
            if (spec.id == "design.model-kind" || spec.id == "catalog.other-data") continue;
            const testdata::SampleMessage sample = testdata::sampleMessage(spec);
            QCOMPARE(MessageText::text(sample.message), QString::fromStdString(englishText(sample.message)));
            ++compared;
        }
    }
    QVERIFY(compared >= 60);
    // One link end moved: the singular in both.
    const Message one{"design.rack-server-upgraded",
                      {arg::id("server", "nvl-1"), arg::id("model", "gb200-nvl72"), arg::integer("trays", 18),
                       arg::id("first", "nvl-1-t1"), arg::id("last", "nvl-1-t18"), arg::integer("links", 1)}};
    QVERIFY2(MessageText::text(one).endsWith(QStringLiteral("; 1 link end moved to the trays")),
             qPrintable(MessageText::text(one)));
    QCOMPARE(MessageText::text(one), QString::fromStdString(englishText(one)));
}

// A design file's error in German: located as the CLI's, worded with no English left but the
// file's own words.
void TestMessageText::germanFileErrorHasNoEnglish()
{
    QCoreApplication::installTranslator(&m_translator);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    try {
        readDesign(R"({"format": "spinel-design", "version": 2, "devices": [{"id": "s", "kind": "switch", "role": "leaf",
                       "model": "qm9700", "x": 12345678}]})",
                   builtinCatalog(), "d.spinel");
        QFAIL("accepted");
    } catch (const LoadError &error) {
        QCOMPARE(error.message().id, std::string("json.out-of-range"));
        const QString text = MessageText::text(error);
        QVERIFY2(text.startsWith(QStringLiteral("d.spinel: devices[0].x: «")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("12.345.678")), qPrintable(text)); // German digit grouping
        QVERIFY2(!text.contains(QStringLiteral("range")) && !text.contains(QStringLiteral("allowed")), qPrintable(text));
    }
}

// A collective's note as the bus-bandwidth plot's tooltip and `spinel-cli collective` show it:
// the model's English, untranslated.
void TestMessageText::timingNotes()
{
    const Message better{
        "collective.better-choice",
        {arg::keyword("uplinks", "leaf"), arg::ratio("ratio", 2), arg::text("algorithm", "Tree"), arg::integer("saving", 35)}};
    QCOMPARE(QString::fromStdString(englishText(better)),
             QStringLiteral("NCCL's tuner does not see the leaf uplinks at 2:1; NCCL_ALGO=Tree would take 35% less here"));
    QCOMPARE(MessageText::text(better), QString::fromStdString(englishText(better)));
    const Message forced{"collective.forced", {arg::text("algorithm", "NVLS"), arg::text("protocol", "Simple")}};
    QCOMPARE(MessageText::text(forced), QStringLiteral("forced; NCCL's own choice here is NVLS/Simple"));
}

SPINEL_QTEST_MAIN(TestMessageText)
#include "tst_messagetext.moc"
