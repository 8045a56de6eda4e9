#pragma once
// Internal to MessageText: the wording tables per area and the argument formats they share.

#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>

#include "common/messagetext.h"

namespace spinel::wording {

using Wording = std::function<QString(const Message &)>;

const QHash<QString, Wording> &findings();  // findings and BOM warnings (findingwordings.cpp)
const QHash<QString, Wording> &refusals();  // generator refusals (refusalwordings.cpp)

QString str(const Message &m, const char *name);
QString integer(long long value);             // locale digits: 1.024 in German
QString integer(const Message &m, const char *name);
QString rate(double gbps);                    // "400 Gb/s", "1,6 Tb/s"
QString rate(const Message &m, const char *name);
QString number(const Message &m, const char *name);     // a plain number in locale digits
QString speedGbps(const Message &m, const char *name);  // always in Gb/s, as the generators say it
QString ratio(const Message &m, const char *name);      // "2,5:1"
QString metres(double value);
QString quoted(const QString &text);
QStringList texts(const Message &m, const char *name);
QString joined(const QStringList &items);     // "a, b, c"
QString alternatives(const QStringList &items);  // "a, b or c"
QString integerList(const Message &m, const char *name);  // "8, 36 or 72"
QString tier(const std::string &keyword);
QString medium(const std::string &keyword);
QString catalogKind(const std::string &keyword);
QString keyed(const Message &m, const QString &why);    // "leaf-spine: planes=3: why"
QString refusal(const Message &m, const QString &why);  // "fat-tree: why"

} // namespace spinel::wording
