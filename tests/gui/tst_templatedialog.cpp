// File ▸ New from Template: the preview follows typed parameters (rail-optimized, 1 SU: 256 GPUs,
// 8 leaves, 4 spines), a refused parameter shows the generator's own message, and Create opens
// the generated design as an unsaved, untitled document.
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "common/messagetext.h"
#include "dialogs/templatedialog.h"
#include "document/document.h"
#include "generate/generators.h"
#include "mainwindow/analysiscontroller.h"
#include "mainwindow/mainwindow.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

// Replaces the text of a parameter field by typing, as a user would.
void typeInto(TemplateDialog &dialog, const QString &key, const QString &text)
{
    auto *edit = qobject_cast<QLineEdit *>(dialog.field(key));
    QVERIFY2(edit, qPrintable(key));
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

QString previewLabel(const TemplateDialog &dialog, const char *name)
{
    const auto *label = dialog.findChild<QLabel *>(QLatin1String(name));
    return label ? label->text() : QString();
}

} // namespace

class TestTemplateDialog : public QObject {
    Q_OBJECT

private slots:
    void previewFollowsTheParameters();
    void refusalShowsTheGeneratorsMessage();
    void refusalMarksTheKeyItNames();
    void createReplacesTheDesign();
};

void TestTemplateDialog::previewFollowsTheParameters()
{
    TemplateDialog dialog(builtinCatalog());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setTemplate(QStringLiteral("rail-optimized"));
    typeInto(dialog, QStringLiteral("sus"), QStringLiteral("1"));
    QTRY_VERIFY_WITH_TIMEOUT(dialog.preview() != nullptr, 5000);

    const TemplatePreview *preview = dialog.preview();
    QVERIFY2(preview->ok(), preview->error.c_str());
    QCOMPARE(preview->counts.gpus, 256);
    QCOMPARE(preview->counts.leaves, 8);
    QCOMPARE(preview->counts.spines, 4);
    QCOMPARE(preview->counts.cores, 0);
    QCOMPARE(previewLabel(dialog, "gpus"), QStringLiteral("256"));
    QVERIFY(previewLabel(dialog, "switches").contains(QStringLiteral("8 leaf")));
    QVERIFY(previewLabel(dialog, "switches").contains(QStringLiteral("4 spine")));
    QVERIFY(previewLabel(dialog, "cost").contains(QStringLiteral("per GPU")));
    QVERIFY(preview->networkPriceUsd > 0);
    QVERIFY(dialog.errorLabel()->isHidden());
    QVERIFY(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());

    // Two SUs double the GPUs; the preview follows without being asked.
    typeInto(dialog, QStringLiteral("sus"), QStringLiteral("2"));
    QTRY_COMPARE_WITH_TIMEOUT(previewLabel(dialog, "gpus"), QStringLiteral("512"), 5000);
}

void TestTemplateDialog::refusalShowsTheGeneratorsMessage()
{
    TemplateDialog dialog(builtinCatalog());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setTemplate(QStringLiteral("fat-tree"));
    typeInto(dialog, QStringLiteral("k"), QStringLiteral("5"));
    QTRY_VERIFY_WITH_TIMEOUT(dialog.preview() != nullptr, 5000);

    QString expected;
    try {
        generateFabric("fat-tree", {{"k", "5"}}, builtinCatalog());
        QFAIL("k=5 should be refused");
    } catch (const GeneratorError &error) {
        QCOMPARE(error.key(), std::string("k"));
        expected = MessageText::text(error.message);
    }
    QCOMPARE(dialog.preview()->refusedKey(), std::string("k"));
    QVERIFY(dialog.errorLabel()->isVisible());
    QCOMPARE(dialog.errorLabel()->text(), expected);
    QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    // The refused field is marked.
    QVERIFY(!dialog.field(QStringLiteral("k"))->styleSheet().isEmpty());

    typeInto(dialog, QStringLiteral("k"), QStringLiteral("4"));
    QTRY_VERIFY_WITH_TIMEOUT(dialog.errorLabel()->isHidden(), 5000);
    QCOMPARE(dialog.preview()->counts.endpoints, 16); // k³/4
    QCOMPARE(*dialog.preview()->design, generateFabric("fat-tree", {{"k", "4"}}, builtinCatalog()));
}

// The field marked is the key the refusal names, not a word read out of its text: the torus
// refusal below begins "torus: dims=4x4x4 with links-per-neighbor=1 …", yet the key to change is
// nics-per-server.
void TestTemplateDialog::refusalMarksTheKeyItNames()
{
    TemplateDialog dialog(builtinCatalog());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setTemplate(QStringLiteral("torus"));
    typeInto(dialog, QStringLiteral("nics-per-server"), QStringLiteral("8"));
    QTRY_VERIFY_WITH_TIMEOUT(dialog.preview() != nullptr && !dialog.preview()->ok(), 5000);
    QCOMPARE(dialog.preview()->refusal.id, std::string("generate.torus.nics-mismatch"));
    QCOMPARE(dialog.preview()->refusedKey(), std::string("nics-per-server"));
    QVERIFY(!dialog.field(QStringLiteral("nics-per-server"))->styleSheet().isEmpty());
    QVERIFY(dialog.field(QStringLiteral("dims"))->styleSheet().isEmpty());
    QVERIFY(dialog.errorLabel()->text().contains(QStringLiteral("nics-per-server=6")));
}

void TestTemplateDialog::createReplacesTheDesign()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openExample());

    bool filled = false;
    QTimer::singleShot(50, &window, [&] {
        auto *dialog = qobject_cast<TemplateDialog *>(QApplication::activeModalWidget());
        if (!dialog) return;
        dialog->setTemplate(QStringLiteral("rail-optimized"));
        typeInto(*dialog, QStringLiteral("sus"), QStringLiteral("1"));
        filled = true;
        // Create straight away, before the preview is back: the design is generated on accept.
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    window.analysis()->newFromTemplateAction()->trigger();
    QVERIFY(filled);

    const Design expected = generateFabric("rail-optimized", {{"sus", "1"}}, window.document()->catalog());
    QCOMPARE(window.document()->design(), expected);
    QVERIFY(window.document()->fileName().isEmpty());
    QVERIFY(window.document()->isModified()); // closing asks before the new design is lost
    QVERIFY(window.isWindowModified());
}

SPINEL_QTEST_MAIN(TestTemplateDialog)
#include "tst_templatedialog.moc"
