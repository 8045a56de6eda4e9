#pragma once
// The fabric templates' descriptions and the help of their keys (model/generate) in the user's
// language, for the New from Template dialog and `spinel-cli generate --list`. The model keeps
// its English (GeneratorError, tests); a test checks that the English here is the model's, word
// for word.

#include <QCoreApplication>
#include <QString>

#include "generate/generators.h"

namespace spinel {

class TemplateText {
    Q_DECLARE_TR_FUNCTIONS(TemplateText)
public:
    static QString description(const TemplateInfo &info);
    static QString help(const TemplateInfo &info, const TemplateKey &key);
    // Whether the template's description and every key's help have a wording here (a test checks
    // every template the model lists, so a new key cannot reach the dialog in English only).
    static bool knows(const TemplateInfo &info);
};

} // namespace spinel
