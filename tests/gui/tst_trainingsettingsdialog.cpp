// The Training Settings dialog: its new inputs (context, expert and virtual pipeline parallelism,
// micro-batch, sequence length, recomputation, ZeRO, experts, kernel efficiency, overlap per kind)
// typed as a user would, accepted, pushed as one SetTrainingSettings and undone, redone, and saved.
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include "commands/settrainingsettings.h"
#include "dialogs/trainingsettingsdialog.h"
#include "document/document.h"
#include "io/designformat.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

template <typename Box>
Box *box(QDialog &dialog, const char *name)
{
    Box *found = dialog.findChild<Box *>(QLatin1String(name));
    if (!found) qFatal("no box %s", name);
    return found;
}

// Selects the box's text and types `text` over it, as a user would.
template <typename Box>
void type(QDialog &dialog, const char *name, const QString &text)
{
    Box *spin = box<Box>(dialog, name);
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Tab);
}

} // namespace

class TestTrainingSettingsDialog : public QObject {
    Q_OBJECT
private slots:
    void unchangedDialogKeepsSettings();
    void newFieldsRoundTripThroughUndo();
    void tokensToTrainReadInTrillions();
};

void TestTrainingSettingsDialog::unchangedDialogKeepsSettings()
{
    TrainingSettings odd;
    odd.parameters = 671.123456e9; // more digits than the box shows
    odd.kernelEfficiency = 0.4567;
    odd.overlap.dataParallel = 0.333;
    TrainingSettingsDialog dialog(odd);
    QCOMPARE(dialog.settings(), odd);
}

void TestTrainingSettingsDialog::newFieldsRoundTripThroughUndo()
{
    Document document;
    QVERIFY(document.load(testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel"))));
    const TrainingSettings before = document.design().settings.training;
    QCOMPARE(before.contextParallel, 1);

    TrainingSettingsDialog dialog(before);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    type<QSpinBox>(dialog, "context_parallel", QStringLiteral("2"));
    type<QSpinBox>(dialog, "experts", QStringLiteral("16"));
    type<QSpinBox>(dialog, "top_k", QStringLiteral("2"));
    type<QSpinBox>(dialog, "expert_parallel", QStringLiteral("4"));
    type<QSpinBox>(dialog, "virtual_stages", QStringLiteral("2"));
    type<QSpinBox>(dialog, "micro_batch_size", QStringLiteral("2"));
    type<QSpinBox>(dialog, "sequence_length", QStringLiteral("8192"));
    type<QDoubleSpinBox>(dialog, "kernel_efficiency", QStringLiteral("55"));
    type<QDoubleSpinBox>(dialog, "overlap_expert_parallel", QStringLiteral("100"));
    box<QComboBox>(dialog, "recompute")->setCurrentIndex(2);
    box<QComboBox>(dialog, "zero_stage")->setCurrentIndex(3);
    QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));

    TrainingSettings expected = before;
    expected.contextParallel = 2;
    expected.experts = 16;
    expected.topK = 2;
    expected.expertParallel = 4;
    expected.virtualStages = 2;
    expected.microBatchSize = 2;
    expected.sequenceLength = 8192;
    expected.kernelEfficiency = 0.55;
    expected.overlap.expertParallel = 1;
    expected.recompute = Recompute::Full;
    expected.zeroStage = 3;
    const TrainingSettings after = dialog.settings();
    QCOMPARE(after, expected);

    document.undoStack()->push(new SetTrainingSettings(&document, after));
    QCOMPARE(document.design().settings.training, expected);
    document.undoStack()->undo();
    QCOMPARE(document.design().settings.training, before);
    document.undoStack()->redo();
    QCOMPARE(document.design().settings.training, expected);
    // And they survive a save and load.
    const Design back = readDesign(writeDesign(document.design()), document.catalog(), "mem");
    QCOMPARE(back.settings.training, expected);
}

void TestTrainingSettingsDialog::tokensToTrainReadInTrillions()
{
    // The default 2·10¹² tokens read "2 T", not "2000 B" (issue 12), with the count spelled out.
    TrainingSettings settings;
    settings.trainTokens = 2e12;
    TrainingSettingsDialog dialog(settings);
    auto *tokens = box<QDoubleSpinBox>(dialog, "train_tokens");
    QCOMPARE(tokens->value(), 2.0);
    QVERIFY(tokens->suffix().contains(QLatin1Char('T')));
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("train_tokens_text"))->text(), QStringLiteral("= 2.0·10¹² tokens"));
    QCOMPARE(TrainingSettingsDialog::tokenCountText(1.5e13), QStringLiteral("= 1.5·10¹³ tokens"));
    QCOMPARE(TrainingSettingsDialog::tokenCountText(3e11), QStringLiteral("= 3.0·10¹¹ tokens"));
    QCOMPARE(TrainingSettingsDialog::tokenCountText(0), QStringLiteral("no tokens"));

    // 15 T typed: 1.5e13 tokens saved; the label follows.
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    type<QDoubleSpinBox>(dialog, "train_tokens", QStringLiteral("15"));
    QCOMPARE(dialog.settings().trainTokens, 15e12);
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("train_tokens_text"))->text(), QStringLiteral("= 1.5·10¹³ tokens"));
    // An untouched odd value comes back exactly, not rounded to the box's 3 decimals.
    settings.trainTokens = 1234567890123.0;
    TrainingSettingsDialog odd(settings);
    QCOMPARE(odd.settings().trainTokens, settings.trainTokens);
}

SPINEL_QTEST_MAIN(TestTrainingSettingsDialog)
#include "tst_trainingsettingsdialog.moc"
