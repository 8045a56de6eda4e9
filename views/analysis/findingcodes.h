#pragma once
// What each finding code means and what to do about it, for Help ▸ Finding Codes and the
// findings list's tooltips. The codes are the rules checks' (model/rules); a code the list does
// not know (a newer check) gets a generic text rather than nothing.

#include <QList>
#include <QString>

namespace spinel {

struct FindingCodeHelp {
    QString code;    // as in the findings list and `spinel-cli validate`
    QString meaning; // what the check found
    QString action;  // what the user can do
};

QList<FindingCodeHelp> findingCodesHelp();
// The help for `code`, or a generic entry naming it.
FindingCodeHelp findingCodeHelp(const QString &code);

} // namespace spinel
