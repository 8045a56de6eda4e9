#pragma once
// Internal to MessageText: the wording tables per area and the argument formats they share.

#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>
#include <initializer_list>
#include <utility>

#include "common/messagetext.h"

namespace spinel::wording {

using Wording = std::function<QString(const Message &)>;

const QHash<QString, Wording> &findings(); // findings and BOM warnings (findingwordings.cpp)
const QHash<QString, Wording> &refusals(); // generator refusals (refusalwordings.cpp)
const QHash<QString, Wording> &imports();  // importers' warnings (importwordings.cpp)
const QHash<QString, Wording> &lessons();  // errors in lesson files (lessonwordings.cpp)
const QHash<QString, Wording> &loads();    // reading files and their JSON fields (loadwordings.cpp)
const QHash<QString, Wording> &designs();  // errors in design and catalog files (designwordings.cpp)
const QHash<QString, Wording> &timings();  // notes on a collective's result (timingwordings.cpp)

QString str(const Message &m, const char *name);
QString integer(long long value); // locale digits: 1.024 in German
QString integer(const Message &m, const char *name);
QString rate(double gbps); // "400 Gb/s", "1,6 Tb/s"
QString rate(const Message &m, const char *name);
QString number(const Message &m, const char *name);    // a plain number in locale digits
QString speedGbps(const Message &m, const char *name); // always in Gb/s, as the generators say it
QString ratio(const Message &m, const char *name);     // "2,5:1"
QString metres(double value);
QString quoted(const QString &text);
QStringList texts(const Message &m, const char *name);
QString joined(const QStringList &items);                // "a, b, c"
QString alternatives(const QStringList &items);          // "a, b or c"
QString integerList(const Message &m, const char *name); // "8, 36 or 72"
// The text of `keyword` in `words`; `otherwise` (null: the keyword as it is) for another.
QString keywordText(const std::string &keyword, std::initializer_list<std::pair<const char *, QString>> words,
                    const QString &otherwise = {});
QString tier(const std::string &keyword);
QString medium(const std::string &keyword);
QString catalogKind(const std::string &keyword);
QString jsonType(const std::string &keyword);          // jsonfields::typeName's words: "an object", "a number"
QString keyed(const Message &m, const QString &why);   // "leaf-spine: planes=3: why"
QString refusal(const Message &m, const QString &why); // "fat-tree: why"

} // namespace spinel::wording
