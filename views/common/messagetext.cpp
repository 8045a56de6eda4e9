#include "common/messagetext.h"

#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>

#include "common/messagewordings.h"

namespace spinel {

namespace wording {

QString str(const Message &m, const char *name)
{
    return QString::fromStdString(m.text(name));
}

QString integer(long long value)
{
    return QLocale().toString(value);
}

QString integer(const Message &m, const char *name)
{
    return integer(m.integer(name));
}

QString number(const Message &m, const char *name)
{
    return QLocale().toString(m.number(name), 'g', 6);
}

QString rate(double gbps)
{
    //: %L1 a rate in terabits per second
    if (gbps >= 1000 && std::fmod(gbps, 100) == 0) return MessageText::tr("%L1 Tb/s").arg(gbps / 1000, 0, 'g', 6);
    //: %L1 a rate in gigabits per second
    return MessageText::tr("%L1 Gb/s").arg(gbps, 0, 'g', 6);
}

QString rate(const Message &m, const char *name)
{
    return rate(m.number(name));
}

QString ratio(const Message &m, const char *name)
{
    //: An oversubscription ratio such as 2.5:1; %L1 the first number
    return MessageText::tr("%L1:1").arg(m.number(name), 0, 'g', 3);
}

QString metres(double value)
{
    //: A length; %L1 the number of metres
    return MessageText::tr("%L1 m").arg(value, 0, 'g', 6);
}

QString quoted(const QString &text)
{
    //: An object id quoted in a sentence (use your language's quotation marks)
    return MessageText::tr("\"%1\"").arg(text);
}

QStringList texts(const Message &m, const char *name)
{
    QStringList list;
    for (const std::string &text : m.texts(name)) list << QString::fromStdString(text);
    return list;
}

QString joined(const QStringList &items)
{
    return items.join(MessageText::tr(", "));
}

// "a, b or c"
QString alternatives(const QStringList &items)
{
    if (items.size() < 2) return items.value(0);
    //: The last two of a list of alternatives: "a, b or c"
    return MessageText::tr("%1 or %2").arg(QStringList(items.mid(0, items.size() - 1)).join(MessageText::tr(", ")), items.last());
}

QString integerList(const Message &m, const char *name)
{
    QStringList items;
    for (long long value : m.integers(name)) items << integer(value);
    return alternatives(items);
}

QString keywordText(const std::string &keyword, std::initializer_list<std::pair<const char *, QString>> words,
                    const QString &otherwise)
{
    for (const auto &[word, text] : words)
        if (keyword == word) return text;
    return otherwise.isNull() ? QString::fromStdString(keyword) : otherwise;
}

QString tier(const std::string &keyword)
{
    return keywordText(keyword,
                       {{"leaf", MessageText::tr("leaf")}, {"spine", MessageText::tr("spine")}, {"core", MessageText::tr("core")}},
                       MessageText::tr("server"));
}

QString medium(const std::string &keyword)
{
    return keywordText(keyword, {{"dac", MessageText::tr("copper (DAC)")},
                                 {"aoc", MessageText::tr("active optical (AOC)")},
                                 {"multimode", MessageText::tr("multimode fibre")},
                                 {"singlemode", MessageText::tr("single-mode fibre")}});
}

QString jsonType(const std::string &keyword)
{
    return keywordText(keyword,
                       {{"null", MessageText::tr("null")},
                        {"an object", MessageText::tr("an object")},
                        {"an array", MessageText::tr("an array")},
                        {"a string", MessageText::tr("a string")},
                        {"true/false", MessageText::tr("true/false")},
                        {"binary data", MessageText::tr("binary data")},
                        {"a number", MessageText::tr("a number")}},
                       MessageText::tr("nothing"));
}

QString catalogKind(const std::string &keyword)
{
    return keywordText(keyword, {{"switch", MessageText::tr("switch")},
                                 {"server", MessageText::tr("server")},
                                 {"nic", MessageText::tr("NIC")},
                                 {"cable", MessageText::tr("cable")},
                                 {"transceiver", MessageText::tr("transceiver")},
                                 {"rack", MessageText::tr("rack")}});
}

// "leaf-spine: planes=3: <why>", the refused key and the text typed shown as typed.
QString keyed(const Message &m, const QString &why)
{
    //: A refused template parameter: %1 template, %2 key, %3 the value typed, %4 why it was refused
    return MessageText::tr("%1: %2=%3: %4").arg(str(m, "template"), str(m, "key"), str(m, "value"), why);
}

// "fat-tree: <why>"
QString refusal(const Message &m, const QString &why)
{
    //: A refused template: %1 template name, %2 why
    return MessageText::tr("%1: %2").arg(str(m, "template"), why);
}

QString speedGbps(const Message &m, const char *name)
{
    //: %L1 a rate in gigabits per second
    return MessageText::tr("%L1 Gb/s").arg(m.number(name), 0, 'g', 6);
}

} // namespace wording

namespace {

std::array<const QHash<QString, wording::Wording> *, 7> wordingTables()
{
    return {&wording::findings(), &wording::refusals(), &wording::imports(), &wording::lessons(),
            &wording::loads(),    &wording::designs(),  &wording::timings()};
}

} // namespace

QString MessageText::text(const Message &message)
{
    const QString id = QString::fromStdString(message.id);
    for (const auto *table : wordingTables()) {
        auto it = table->constFind(id);
        if (it != table->constEnd()) return it.value()(message);
    }
    return QString::fromStdString(englishText(message));
}

QString MessageText::text(const Finding &finding)
{
    return finding.typed.id.empty() ? QString::fromStdString(finding.message) : text(finding.typed);
}

QString MessageText::text(const LoadError &error)
{
    // Located as LoadError::what() is: "file: path: what".
    QStringList parts;
    if (!error.file().empty()) parts << QString::fromStdString(error.file());
    if (!error.path().empty()) parts << QString::fromStdString(error.path());
    parts << (error.message().id.empty() ? QString::fromStdString(error.detail()) : text(error.message()));
    return parts.join(QStringLiteral(": "));
}

QString MessageText::text(const FormatError &error)
{
    const QString what = error.message().id.empty() ? QString::fromStdString(error.what()) : text(error.message());
    if (error.path().empty()) return what;
    return QString::fromStdString(error.path()) + QStringLiteral(": ") + what;
}

bool MessageText::knows(const std::string &id)
{
    const QString key = QString::fromStdString(id);
    const auto tables = wordingTables();
    return std::any_of(tables.begin(), tables.end(), [&](const auto *table) { return table->contains(key); });
}

} // namespace spinel
