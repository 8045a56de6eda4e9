#pragma once
// For files that translate through a small free tr() helper: lupdate files such strings under the
// enclosing class or namespace (e.g. "spinel::ReportWriter" inside its methods, "spinel" in free
// functions), so the helper looks them up in those contexts, in order.

#include <QCoreApplication>
#include <QString>

#include <initializer_list>

namespace spinel {

inline QString translateIn(std::initializer_list<const char *> contexts, const char *text)
{
    for (const char *context : contexts) {
        const QString translated = QCoreApplication::translate(context, text);
        if (translated != QLatin1String(text)) return translated;
    }
    return QString::fromUtf8(text);
}

} // namespace spinel
