#pragma once
// The model's messages (findings, generator refusals, bill-of-materials and import warnings, errors
// in lesson files, notes on collective timings) in the user's language: each message id has one tr() wording here, its
// arguments formatted for the locale. The model's englishText() stays what the CLI and the JSON
// outputs print.

#include <QCoreApplication>
#include <QString>

#include "core/message.h"
#include "io/loaderror.h"
#include "rules/analysis.h"

namespace spinel {

class MessageText {
    Q_DECLARE_TR_FUNCTIONS(MessageText)
public:
    // The message worded for the UI; an id this class does not know falls back to the English.
    static QString text(const Message &message);
    // A finding's message; one made without an id (by hand) shows its English text.
    static QString text(const Finding &finding);
    // A load error where it is ("file: path: what"); its what worded here when it is typed.
    static QString text(const LoadError &error);
    // A format error where it is in the file ("path: what"), worded here when it is typed.
    static QString text(const FormatError &error);
    // Whether `id` has a wording here (a test checks every id the model lists).
    static bool knows(const std::string &id);
};

} // namespace spinel
