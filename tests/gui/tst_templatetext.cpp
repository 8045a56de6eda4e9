// The New from Template dialog's texts: every template's description and every key's help has a
// tr() wording whose English is the model's own (what `spinel-cli generate --list` prints), and
// none reaches the dialog untranslated.
#include <QLabel>
#include <QTest>
#include <QTranslator>

#include "common/templatetext.h"
#include "dialogs/templatedialog.h"
#include "generate/generators.h"
#include "support/testmain.h"

using namespace spinel;

// A stand-in for a translation: every TemplateText string becomes "«de»", so any text that
// still reads otherwise bypassed tr(). Outside an unnamed namespace: the test class holds one
// (GCC's -Wsubobject-linkage in a unity build).
class MarkerTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *, const char *, int) const override
    {
        return QLatin1String(context) == QLatin1String("TemplateText") ? QStringLiteral("«de»") : QString();
    }
};

class TestTemplateText : public QObject {
    Q_OBJECT

private slots:
    void cleanup();
    void everyTemplateIsWorded();
    void englishIsTheModels();
    void keysWithTheirOwnHelpPerTemplate();
    void dialogShowsTheTranslation();

private:
    MarkerTranslator m_translator;
};

void TestTemplateText::cleanup()
{
    QCoreApplication::removeTranslator(&m_translator);
}

void TestTemplateText::everyTemplateIsWorded()
{
    const auto templates = fabricTemplates();
    QCOMPARE(templates.size(), std::size_t(5)); // fat-tree, leaf-spine, rail-optimized, torus, nvl72
    QCoreApplication::installTranslator(&m_translator);
    for (const TemplateInfo &info : templates) {
        QVERIFY2(TemplateText::knows(info), info.name.c_str());
        QCOMPARE(TemplateText::description(info), QStringLiteral("«de»"));
        for (const TemplateKey &key : info.keys)
            QVERIFY2(TemplateText::help(info, key) == QStringLiteral("«de»"), (info.name + ": " + key.name).c_str());
    }
    // A key a generator gains later, not yet worded: known as missing, shown in the model's English.
    TemplateInfo later = templates.front();
    later.keys.push_back({"later-key", "", "Added later."});
    QVERIFY(!TemplateText::knows(later));
    QCOMPARE(TemplateText::help(later, later.keys.back()), QStringLiteral("Added later."));
}

// Untranslated, the dialog reads exactly as `spinel-cli generate --list`: the tr() sources are
// the model's English word for word.
void TestTemplateText::englishIsTheModels()
{
    for (const TemplateInfo &info : fabricTemplates()) {
        QCOMPARE(TemplateText::description(info), QString::fromStdString(info.description));
        for (const TemplateKey &key : info.keys) QCOMPARE(TemplateText::help(info, key), QString::fromStdString(key.help));
    }
}

// The same key reads differently where its template means something else by it: the torus's
// NICs follow its cables, the NVL72 racks' planes split each NIC port.
void TestTemplateText::keysWithTheirOwnHelpPerTemplate()
{
    const auto templates = fabricTemplates();
    auto helpOf = [&](const std::string &templateName, const std::string &keyName) {
        for (const TemplateInfo &info : templates)
            if (info.name == templateName)
                for (const TemplateKey &key : info.keys)
                    if (key.name == keyName) return TemplateText::help(info, key);
        return QString();
    };
    QVERIFY(helpOf("torus", "nics-per-server").contains(QStringLiteral("per dimension")));
    QVERIFY(!helpOf("leaf-spine", "nics-per-server").contains(QStringLiteral("per dimension")));
    QVERIFY(helpOf("nvl72", "planes").contains(QStringLiteral("half per plane")));
    QVERIFY(helpOf("leaf-spine", "planes").contains(QStringLiteral("split evenly")));
}

void TestTemplateText::dialogShowsTheTranslation()
{
    QCoreApplication::installTranslator(&m_translator);
    TemplateDialog dialog(builtinCatalog());
    dialog.setTemplate(QStringLiteral("torus"));
    bool described = false;
    for (const QLabel *label : dialog.findChildren<QLabel *>()) described = described || label->text() == QStringLiteral("«de»");
    QVERIFY(described);
    // The tooltip adds the CLI key after the help.
    QVERIFY2(dialog.field(QStringLiteral("dims"))->toolTip().startsWith(QStringLiteral("«de»")),
             qPrintable(dialog.field(QStringLiteral("dims"))->toolTip()));
}

SPINEL_QTEST_MAIN(TestTemplateText)
#include "tst_templatetext.moc"
