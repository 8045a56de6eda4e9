#include "common/messagetext.h"

#include <QLocale>

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

QString tier(const std::string &keyword)
{
    if (keyword == "leaf") return MessageText::tr("leaf");
    if (keyword == "spine") return MessageText::tr("spine");
    if (keyword == "core") return MessageText::tr("core");
    return MessageText::tr("server");
}

QString medium(const std::string &keyword)
{
    if (keyword == "dac") return MessageText::tr("copper (DAC)");
    if (keyword == "aoc") return MessageText::tr("active optical (AOC)");
    if (keyword == "multimode") return MessageText::tr("multimode fibre");
    if (keyword == "singlemode") return MessageText::tr("single-mode fibre");
    return QString::fromStdString(keyword);
}

QString catalogKind(const std::string &keyword)
{
    if (keyword == "switch") return MessageText::tr("switch");
    if (keyword == "server") return MessageText::tr("server");
    if (keyword == "nic") return MessageText::tr("NIC");
    if (keyword == "cable") return MessageText::tr("cable");
    if (keyword == "transceiver") return MessageText::tr("transceiver");
    if (keyword == "rack") return MessageText::tr("rack");
    return QString::fromStdString(keyword);
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

QString MessageText::text(const Message &message)
{
    const QString id = QString::fromStdString(message.id);
    for (const auto *table : {&wording::findings(), &wording::refusals()}) {
        auto it = table->constFind(id);
        if (it != table->constEnd()) return it.value()(message);
    }
    return QString::fromStdString(englishText(message));
}

QString MessageText::text(const Finding &finding)
{
    return finding.typed.id.empty() ? QString::fromStdString(finding.message) : text(finding.typed);
}

bool MessageText::knows(const std::string &id)
{
    const QString key = QString::fromStdString(id);
    return wording::findings().contains(key) || wording::refusals().contains(key);
}

} // namespace spinel
