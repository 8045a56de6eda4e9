// The stream reader and writer of .spinel files (issue 13): the writer gives the same bytes as
// nlohmann's tree dump, the stream reader builds the same Design as the strict tree reader, and it
// hands every file it does not fully understand to the strict reader instead of guessing.
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "generate/generators.h"
#include "io/designformat.h"
#include "io/designstreamreader.h"
#include "io/designstreamwriter.h"
#include "io/filewrite.h"
#include "io/loaderror.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

// Everything the format has, with text and numbers that take the writer's slow paths.
Design oddDesign()
{
    Design design = testdata::exampleDesign();
    design.settings.name = "Ünïcode \"quoted\" \\ back\tslash";
    design.settings.description = "line one\nline two \x01 control";
    design.settings.priceOverridesUsd["qm9700"] = 1234.5;
    design.settings.training.overlap.pipeline = 0.125;
    design.devices[0].position = {0.0001, -1e6 - 0.5};
    design.devices[0].name = "名前";
    design.devices[1].group = "pod \"A\"";
    design.links[0].lengthM = 2.75;
    design.links[1].from.port = 7;
    design.links[1].to.port = 4095;
    for (Device &device : design.devices)
        if (device.isServer()) {
            device.nicModel = "cx7-400g";
            device.nicCount = 4;
            break;
        }
    return design;
}

std::string treeDump(const std::string &text)
{
    return nlohmann::ordered_json::parse(text).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

} // namespace

class TestDesignStream : public QObject {
    Q_OBJECT
private slots:
    void writerMatchesTreeDump_data();
    void writerMatchesTreeDump();
    void streamReaderMatchesTreeReader_data();
    void streamReaderMatchesTreeReader();
    void streamReaderHandsOddFilesOver_data();
    void streamReaderHandsOddFilesOver();
    void escapedKeysReadTheSame();
    void controlBytesTakeTheStrictPath();
    void piecesReadTheSame_data();
    void piecesReadTheSame();
    void everyCutReadsTheSame();
    void errorsRefusedInEveryPiece();
    void chunkedWriterGivesTheSameBytes();
};

void TestDesignStream::writerMatchesTreeDump_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("example") << 0;
    QTest::newRow("odd text and numbers") << 1;
    QTest::newRow("generated rail-optimized") << 2;
    QTest::newRow("no links") << 3;
}

static Design designNumber(int which)
{
    switch (which) {
    case 0: return testdata::exampleDesign();
    case 1: return oddDesign();
    case 2: return generateFabric("rail-optimized", {{"sus", "2"}}, builtinCatalog());
    default: {
        Design design = testdata::exampleDesign();
        design.links.clear();
        return design;
    }
    }
}

void TestDesignStream::writerMatchesTreeDump()
{
    QFETCH(int, which);
    const std::string text = writeDesign(designNumber(which));
    // Re-dumping the parsed text with nlohmann (the writer before issue 13) changes nothing.
    QCOMPARE(QString::fromStdString(text), QString::fromStdString(treeDump(text)));
}

void TestDesignStream::streamReaderMatchesTreeReader_data()
{
    writerMatchesTreeDump_data();
}

void TestDesignStream::streamReaderMatchesTreeReader()
{
    QFETCH(int, which);
    const Design design = designNumber(which);
    const std::string text = writeDesign(design);
    const std::optional<Design> streamed = readDesignStream(text);
    QVERIFY2(streamed.has_value(), "a file Spinel wrote took the slow path");
    QVERIFY(*streamed == readDesignTree(text, builtinCatalog(), "x.spinel"));
    QVERIFY(*streamed == design);
}

void TestDesignStream::streamReaderHandsOddFilesOver_data()
{
    QTest::addColumn<QString>("from"); // a piece of the example's text
    QTest::addColumn<QString>("to");   // what it becomes
    QTest::addColumn<bool>("valid");   // whether the strict reader accepts the result
    QTest::newRow("unknown key") << QStringLiteral("\"kind\": \"server\"")
                                 << QStringLiteral("\"kind\": \"server\", \"colour\": 1") << false;
    QTest::newRow("duplicate key") << QStringLiteral("\"kind\": \"server\"")
                                   << QStringLiteral("\"kind\": \"server\", \"kind\": \"server\"") << false;
    QTest::newRow("count 1.5") << QStringLiteral("\"count\": 1") << QStringLiteral("\"count\": 1.5") << false;
    QTest::newRow("count as text") << QStringLiteral("\"count\": 1") << QStringLiteral("\"count\": \"1\"") << false;
    QTest::newRow("speed 0") << QStringLiteral("\"speed_gbps\": 400") << QStringLiteral("\"speed_gbps\": 0") << false;
    QTest::newRow("role on a server") << QStringLiteral("\"kind\": \"server\"")
                                      << QStringLiteral("\"kind\": \"server\", \"role\": \"leaf\"") << false;
    QTest::newRow("trailing content") << QStringLiteral("\n}\n") << QStringLiteral("\n}\n{}") << false;
    QTest::newRow("version 3") << QStringLiteral("\"version\": 2") << QStringLiteral("\"version\": 3") << false;
    QTest::newRow("tab in a string") << QStringLiteral("\"name\": \"") << QStringLiteral("\"name\": \"\t") << false;
    // Valid, but written differently from Spinel's own files: read by the strict reader.
    QTest::newRow("count 1.0") << QStringLiteral("\"count\": 1") << QStringLiteral("\"count\": 1.0") << true;
    QTest::newRow("newline in a string") << QStringLiteral("\"name\": \"") << QStringLiteral("\"name\": \"\n") << false;
}

void TestDesignStream::streamReaderHandsOddFilesOver()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, valid);
    std::string text = writeDesign(testdata::exampleDesign());
    const auto at = text.find(from.toStdString());
    QVERIFY(at != std::string::npos);
    text.replace(at, std::size_t(from.size()), to.toStdString());
    bool treeAccepts = true;
    try {
        readDesignTree(text, builtinCatalog(), "x.spinel");
    } catch (const LoadError &) {
        treeAccepts = false;
    }
    QCOMPARE(treeAccepts, valid);
    const std::optional<Design> streamed = readDesignStream(text);
    // Refused files never get through the fast path; valid ones it takes must read the same.
    if (!valid) QVERIFY(!streamed.has_value());
    else if (streamed) QVERIFY(*streamed == readDesignTree(text, builtinCatalog(), "x.spinel"));
}

void TestDesignStream::escapedKeysReadTheSame()
{
    // JSON allows escapes in keys: "i\u0064" is "id" to both readers.
    std::string text = writeDesign(testdata::exampleDesign());
    const auto at = text.find("\"id\"");
    text.replace(at, 4, "\"i\\u0064\"");
    const std::optional<Design> streamed = readDesignStream(text);
    QVERIFY(streamed.has_value());
    QVERIFY(*streamed == readDesignTree(text, builtinCatalog(), "x.spinel"));
}

void TestDesignStream::controlBytesTakeTheStrictPath()
{
    // The strict reader refuses a control byte anywhere (outside strings "binary data", inside
    // "invalid JSON"; tab, newline and carriage return only inside strings), so the fast path must
    // never take such a file: insert each kind at every place of a small design's text.
    const std::string text = writeDesign(generateFabric("leaf-spine", {{"gpus", "16"}}, builtinCatalog()));
    const bool validAsIs = readDesignStream(text).has_value();
    QVERIFY(validAsIs);
    int tried = 0;
    for (const char control : {'\x00', '\x01', '\x0b', '\x0c', '\x1f', '\t', '\n', '\r'}) {
        for (std::size_t at = 0; at <= text.size(); ++at) {
            std::string bad = text;
            bad.insert(at, 1, control);
            const bool whitespace = control == '\t' || control == '\n' || control == '\r';
            bool inString = false; // whether `at` falls inside a string of the original text
            for (std::size_t k = 0; k < at; ++k) {
                if (text[k] == '\\') ++k;
                else if (text[k] == '"') inString = !inString;
            }
            if (whitespace && !inString) continue; // white space between tokens is valid JSON
            ++tried;
            if (readDesignStream(bad).has_value())
                QFAIL(qPrintable(QStringLiteral("taken with byte %1 at %2").arg(int(control)).arg(at)));
        }
    }
    // Five kinds everywhere, three more inside the strings (the string test found some).
    QVERIFY(tried > 5 * int(text.size() + 1));
}

void TestDesignStream::piecesReadTheSame_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("layout"); // as written, CRLF line ends, or all on one line
    QTest::addColumn<int>("pieceBytes");
    for (const int which : {0, 1, 2, 3})
        for (const QString &layout : {QStringLiteral("lf"), QStringLiteral("crlf"), QStringLiteral("one line")})
            for (const int pieceBytes : {64, 200, 4096, int(kStreamPieceBytes)})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2 %3").arg(which).arg(layout).arg(pieceBytes)))
                    << which << layout << pieceBytes;
    // Domains (an array of arrays) and pinned scenarios after the links.
    for (const int pieceBytes : {64, 300, int(kStreamPieceBytes)})
        QTest::addRow("nvl72 %d", pieceBytes) << 4 << QStringLiteral("lf") << pieceBytes;
}

static std::string laidOut(const std::string &text, const QString &layout)
{
    if (layout == QLatin1String("one line"))
        return nlohmann::ordered_json::parse(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (layout == QLatin1String("crlf")) {
        std::string out;
        for (const char c : text) out += c == '\n' ? std::string("\r\n") : std::string(1, c);
        return out;
    }
    return text;
}

void TestDesignStream::piecesReadTheSame()
{
    QFETCH(int, which);
    QFETCH(QString, layout);
    QFETCH(int, pieceBytes);
    const Design design = which == 4 ? generateFabric("nvl72", {{"racks", "3"}}, builtinCatalog()) : designNumber(which);
    const std::string text = laidOut(writeDesign(design), layout);
    // A piece smaller than an object is asked for again, longer, until the object fits; a text on
    // one line is read in one piece.
    const std::optional<Design> streamed = readDesignStream(text, nullptr, std::size_t(pieceBytes));
    QVERIFY2(streamed.has_value(), "refused");
    QVERIFY(*streamed == design);
    // From a file, read as it is parsed: the same.
    QTemporaryDir folder;
    const std::string fileName = folder.filePath(QStringLiteral("x.spinel")).toStdString();
    writeFileAtomically(fileName, text);
    const std::optional<Design> fromFile = readDesignStreamFile(fileName, nullptr, std::size_t(pieceBytes));
    QVERIFY2(fromFile.has_value(), "refused from the file");
    QVERIFY(*fromFile == design);
}

void TestDesignStream::everyCutReadsTheSame()
{
    // Every piece size from the smallest up to a few objects' length, so the buffer's reads end at
    // every byte of the text: inside strings (with escapes, quotes and non-ASCII text in them),
    // numbers, keys and white space; the pieces themselves end at newlines.
    const Design design = oddDesign();
    const std::string text = writeDesign(design);
    for (std::size_t pieceBytes = 64; pieceBytes <= 700; ++pieceBytes) {
        const std::optional<Design> streamed = readDesignStream(text, nullptr, pieceBytes);
        if (!streamed || !(*streamed == design)) QFAIL(qPrintable(QStringLiteral("pieces of %1 bytes").arg(pieceBytes)));
    }
}

// What SpinelFormat::read makes of a text the stream reader, in pieces of `pieceBytes`, accepts:
// the validation's error text, or "" when it loads (and then the design).
static std::string validateStreamed(Design &streamed)
{
    try {
        validateDesign(streamed, builtinCatalog());
    } catch (const FormatError &error) {
        return LoadError("x.spinel", error.path(), error.what(), error.message()).what();
    }
    return {};
}

void TestDesignStream::errorsRefusedInEveryPiece()
{
    // Whatever the stream reader refuses the strict reader reads again, so every located error is
    // the strict reader's own, wherever the cuts between pieces fall: a byte deleted, or a quote,
    // comma or bracket put in, at each place of a small design's text, read in three piece sizes.
    const std::string text = writeDesign(generateFabric("leaf-spine", {{"gpus", "16"}}, builtinCatalog()));
    int refused = 0, tried = 0;
    for (std::size_t at = 0; at < text.size(); at += 5) {
        for (const char *change : {"", "\"", ",", "}", "]"}) {
            std::string bad = text;
            if (*change) bad.insert(at, change);
            else bad.erase(at, 1);
            std::string strict;
            Design strictDesign;
            try {
                strictDesign = readDesignTree(bad, builtinCatalog(), "x.spinel");
            } catch (const LoadError &error) {
                strict = error.what();
            }
            refused += strict.empty() ? 0 : 1;
            ++tried;
            for (const std::size_t pieceBytes : {64, 150, 1000}) {
                // Refused: SpinelFormat::read hands the text to the strict reader, which names the error.
                std::optional<Design> streamed = readDesignStream(bad, nullptr, pieceBytes);
                if (!streamed) continue;
                const std::string error = validateStreamed(*streamed);
                if (error != strict || (error.empty() && !(*streamed == strictDesign)))
                    QFAIL(qPrintable(QStringLiteral("'%1' at %2, pieces of %3: %4 / %5")
                                         .arg(QString::fromLatin1(change))
                                         .arg(at)
                                         .arg(pieceBytes)
                                         .arg(QString::fromStdString(error), QString::fromStdString(strict))));
            }
        }
    }
    // Most changes break the file (a deleted space or digit may not).
    QVERIFY2(refused > tried / 2, qPrintable(QStringLiteral("%1 of %2").arg(refused).arg(tried)));
}

void TestDesignStream::chunkedWriterGivesTheSameBytes()
{
    for (const int which : {0, 1, 2, 3, 4}) {
        // 4: domains, whose members are written on lines of their own.
        const Design design = which == 4 ? generateFabric("nvl72", {{"racks", "3"}}, builtinCatalog()) : designNumber(which);
        const std::string whole = writeDesign(design);
        for (const std::size_t chunkBytes : {1, 7, 4096, 1 << 20}) {
            std::string chunked;
            std::size_t chunks = 0, largest = 0;
            writeDesignText(
                design,
                [&](std::string_view chunk) {
                    chunked.append(chunk);
                    ++chunks;
                    largest = std::max(largest, chunk.size());
                },
                chunkBytes);
            QCOMPARE(QString::fromStdString(chunked), QString::fromStdString(whole));
            // Handed over between objects, once a chunk is full: a device or link is < 500 bytes.
            QVERIFY2(largest < chunkBytes + 4096 || chunks == 1, qPrintable(QString::number(largest)));
        }
    }
}

SPINEL_QTEST_GUILESS_MAIN(TestDesignStream)
#include "tst_designstream.moc"
