// FabricScene's queue of large edits: a batch of tens of thousands of objects (select-all +
// delete, its undo, a paste of many racks) is applied in slices of ~25 ms across event-loop
// turns, so the window keeps painting and shows progress instead of freezing for seconds.
#include "canvas/fabricscene.h"

#include <QElapsedTimer>
#include <QTimer>

#include "canvas/deviceitem.h"
#include "canvas/linkitem.h"

namespace spinel {

void FabricScene::enqueue(PendingStep::Kind kind, const QStringList &ids, bool withLinks)
{
    if (ids.isEmpty()) return;
    PendingStep step{kind, withLinks, ids, {}};
    m_pendingTotal += int(step.size());
    m_pending.push_back(std::move(step));
    scheduleSlice();
}

void FabricScene::enqueueSelection(std::vector<QGraphicsItem *> items)
{
    if (items.empty()) return;
    m_pendingTotal += int(items.size());
    m_pending.push_back({PendingStep::Select, false, {}, std::move(items)});
    scheduleSlice();
}

void FabricScene::scheduleSlice()
{
    if (m_sliceScheduled) return;
    m_sliceScheduled = true;
    // On the next turn: the edit's command returns first, and every part of the change
    // (removals, then additions) is queued in order before the first slice runs.
    QTimer::singleShot(0, this, &FabricScene::applyPendingSlice);
}

void FabricScene::runStep(PendingStep &step)
{
    const qsizetype at = step.next++;
    switch (step.kind) {
    case PendingStep::RemoveDomains: domainsRemoved(step.ids); break;
    case PendingStep::RemoveLink: linkRemoved(step.ids.at(at)); break;
    case PendingStep::RemoveDevice: deviceRemoved(step.ids.at(at)); break;
    case PendingStep::AddDevice:
        m_addingInBulk = step.withLinks;
        deviceAdded(step.ids.at(at));
        m_addingInBulk = false;
        break;
    case PendingStep::AddLink: linkAdded(step.ids.at(at)); break;
    case PendingStep::SyncDomains: domainsChanged(step.ids); break;
    case PendingStep::ChangeDevice: deviceChanged(step.ids.at(at)); break;
    case PendingStep::ChangeLink: linkChanged(step.ids.at(at)); break;
    case PendingStep::Select: step.items[std::size_t(at)]->setSelected(true); break;
    }
}

void FabricScene::runPendingSteps(int budgetMs)
{
    QElapsedTimer timer;
    timer.start();
    // Deleting selected items makes Qt emit selectionChanged per item, and listeners rescan the
    // selection each time: held back, and announced once when the whole edit is in.
    const bool selectionMoved = selectionChangedBy([&] {
        m_applyingStep = true;
        int steps = 0;
        while (!m_pending.empty()) {
            // A step adds to the queue's back only (std::deque keeps the front in place), or
            // empties it (a new design).
            runStep(m_pending.front());
            if (m_pending.empty()) break;
            if (m_pending.front().next >= m_pending.front().size()) m_pending.pop_front();
            ++m_pendingDone;
            if (budgetMs >= 0 && ++steps % 64 == 0 && timer.elapsed() >= budgetMs) break;
        }
        m_applyingStep = false;
    });
    if (selectionMoved) m_pendingSelectionChanged = true;
    const int done = m_pendingDone, total = m_pendingTotal;
    if (!m_pending.empty()) {
        emit pendingEditsProgress(done, total);
        return;
    }
    m_pendingDone = m_pendingTotal = 0;
    const bool announce = std::exchange(m_pendingSelectionChanged, false);
    emit pendingEditsProgress(total, total);
    if (announce) emit this->selectionChanged();
    for (auto &[context, done] : std::exchange(m_whenApplied, {}))
        if (context) done();
}

void FabricScene::applyPendingSlice()
{
    m_sliceScheduled = false;
    if (m_pending.empty()) return;
    // The first slice runs in the same event-loop turn as the command that queued the edit (on
    // 16,384 GPUs the delete's own ~25 ms): half the budget, so the turn stays within the UI rule.
    runPendingSteps(m_pendingDone == 0 ? kSliceMs / 2 : kSliceMs);
    if (m_pending.empty()) return;
    scheduleSlice();
}

void FabricScene::finishPendingEdits()
{
    if (!m_pending.empty()) runPendingSteps(-1);
}

void FabricScene::whenEditsApplied(QObject *context, std::function<void()> done)
{
    if (m_pending.empty()) done();
    else m_whenApplied.emplace_back(context, std::move(done));
}

void FabricScene::dropPendingEdits()
{
    m_whenApplied.clear();
    // A new design replaces the items the queue refers to.
    m_pending.clear();
    m_pendingDone = m_pendingTotal = 0;
    m_pendingSelectionChanged = false;
}

} // namespace spinel
