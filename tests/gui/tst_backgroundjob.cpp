// The workers' plumbing: DesignSnapshots makes at most one copy of the design per edit, shared by
// every worker, never one that mixes two states; BackgroundJob gathers a burst of changes into
// one run, drops a run overtaken by a change and runs the newest state instead; its work runs
// below the UI thread's priority.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <QSemaphore>
#include <QThreadPool>

#include <atomic>
#include <thread>

#include "common/computepool.h"
#include "common/pooltask.h"
#include "document/backgroundjob.h"
#include "document/designsnapshots.h"
#include "document/document.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

class TestBackgroundJob : public QObject {
    Q_OBJECT

private slots:
    void snapshotsAreSharedUntilAnEdit();
    void snapshotOfAnOldVersionIsRefused();
    void editWaitsForACopyInProgress();
    void burstRunsOnce();
    void staleRunIsDroppedAndRerun();
    void emptyWorkPublishesNothing();
    void destroyedWhileRunningStopsTheRun();
    void largeResultIsMovedNotCopied();
    void workRunsBelowTheUiThread();
    void computeTaskRunOnTheUiThreadLeavesItsPriority();
};

void TestBackgroundJob::snapshotsAreSharedUntilAnEdit()
{
    Document document;
    document.newDesignFrom(testdata::exampleDesign());
    DesignSnapshots &snapshots = *document.snapshots();
    const int copiesBefore = snapshots.copiesMade();
    const quint64 version = snapshots.version();
    const auto first = snapshots.take(version);
    const auto second = snapshots.take(version);
    QVERIFY(first);
    QCOMPARE(first.get(), second.get()); // the same copy: one per edit, not one per worker
    QCOMPARE(snapshots.copiesMade(), copiesBefore + 1);
    QCOMPARE(*first, document.design());

    // An edit: the next snapshot is a new copy; the old one still shows the design before it.
    const std::size_t linksBefore = document.design().links.size();
    document.removeLink(0);
    QVERIFY(snapshots.version() != version);
    const auto after = snapshots.take(snapshots.version());
    QVERIFY(after.get() != first.get());
    QCOMPARE(after->links.size(), linksBefore - 1);
    QCOMPARE(first->links.size(), linksBefore);
    QCOMPARE(snapshots.copiesMade(), copiesBefore + 2);
}

void TestBackgroundJob::snapshotOfAnOldVersionIsRefused()
{
    Document document;
    document.newDesignFrom(testdata::exampleDesign());
    const quint64 version = document.snapshots()->version();
    Device device = document.design().devices.front();
    device.name = "renamed";
    document.replaceDevice(device);
    // A worker that was asked for the design before the rename is stale: no copy, no design.
    const int copies = document.snapshots()->copiesMade();
    QVERIFY(!document.snapshots()->take(version));
    QCOMPARE(document.snapshots()->copiesMade(), copies);
    QCOMPARE(document.snapshots()->take(document.snapshots()->version())->devices.front().name, std::string("renamed"));
}

void TestBackgroundJob::editWaitsForACopyInProgress()
{
    // Copies race edits on another thread: every copy must be a state the document really had
    // (here: the link count and the last link's id always agree).
    Document document;
    Design design = testdata::exampleDesign();
    document.newDesignFrom(design);
    std::atomic<bool> stop = false;
    std::atomic<int> inconsistent = 0, taken = 0;
    std::shared_ptr<DesignSnapshots> snapshots = document.snapshots();
    std::thread worker([&] {
        // At least one copy, even if the edits were all done before this thread first ran.
        while (!stop || taken == 0) {
            const auto copy = snapshots->take(snapshots->version());
            if (!copy) continue;
            ++taken;
            for (const Link &link : copy->links)
                if (link.id.rfind("added-", 0) == 0 && std::stoul(link.id.substr(6)) >= copy->links.size()) ++inconsistent;
        }
    });
    const std::size_t base = document.design().links.size();
    Link link = document.design().links.front();
    for (int i = 0; i < 2000; ++i) {
        // "added-N" is appended as link number N+1 (after the `base` originals): its number is
        // always below the count in any consistent state.
        link.id = "added-" + std::to_string(base + std::size_t(i));
        document.insertLink(int(document.design().links.size()), link);
    }
    stop = true;
    worker.join();
    QCOMPARE(inconsistent.load(), 0);
    QVERIFY(taken.load() > 0);
}

void TestBackgroundJob::burstRunsOnce()
{
    QObject context;
    std::atomic<int> runs = 0;
    std::vector<int> published;
    int value = 0;
    BackgroundJob<int> job(
        &context, 20,
        [&]() -> BackgroundJob<int>::Work {
            const int seen = value;
            return [&runs, seen](const JobTicket &) -> std::optional<int> {
                ++runs;
                return seen * 10;
            };
        },
        [&](int &&result, quint64) { published.push_back(result); });
    for (value = 1; value <= 5; ++value) job.schedule();
    value = 5;
    QVERIFY(job.isBusy());
    QVERIFY(job.waitUntilIdle(5000));
    QCOMPARE(runs.load(), 1);
    QCOMPARE(published, std::vector<int>{50});
    QVERIFY(job.isCurrent());
}

void TestBackgroundJob::staleRunIsDroppedAndRerun()
{
    QObject context;
    std::atomic<bool> release = false;
    std::atomic<int> started = 0;
    std::vector<int> published;
    int value = 1;
    BackgroundJob<int> job(
        &context, 0,
        [&]() -> BackgroundJob<int>::Work {
            const int seen = value;
            return [&, seen](const JobTicket &) -> std::optional<int> {
                ++started;
                while (seen == 1 && !release) std::this_thread::yield(); // the first run waits
                return seen;
            };
        },
        [&](int &&result, quint64) { published.push_back(result); });
    job.runNow();
    QTRY_COMPARE_WITH_TIMEOUT(started.load(), 1, 5000);
    // A change while the first run is in flight: its result (1) must never be published.
    value = 2;
    job.schedule();
    release = true;
    QVERIFY(job.waitUntilIdle(5000));
    QCOMPARE(published, std::vector<int>{2});
    QCOMPARE(started.load(), 2);
}

void TestBackgroundJob::emptyWorkPublishesNothing()
{
    QObject context;
    int prepared = 0, published = 0;
    BackgroundJob<int> job(
        &context, 0,
        [&]() -> BackgroundJob<int>::Work {
            ++prepared;
            return {};
        },
        [&](int &&, quint64) { ++published; });
    job.runNow();
    QVERIFY(job.waitUntilIdle(1000));
    QCOMPARE(prepared, 1);
    QCOMPARE(published, 0);
    QVERIFY(!job.isRunning());
}

void TestBackgroundJob::destroyedWhileRunningStopsTheRun()
{
    // Closing a window mid-run: the job's destructor marks the run stale (the work, which polls
    // its ticket, stops) and waits for it, so no pool thread outlives what the work uses. Nothing
    // is published from a destructor.
    std::atomic<bool> started = false, workEnded = false;
    int published = 0;
    QElapsedTimer destroying;
    {
        QObject context;
        BackgroundJob<int> job(
            &context, 0,
            [&]() -> BackgroundJob<int>::Work {
                return [&](const JobTicket &ticket) -> std::optional<int> {
                    started = true;
                    QElapsedTimer limit;
                    limit.start();
                    // Only a stale ticket ends this run early; 10 s is the test's own safety net.
                    while (!ticket.isStale() && limit.elapsed() < 10000) std::this_thread::yield();
                    workEnded = true;
                    return 1;
                };
            },
            [&](int &&, quint64) { ++published; });
        job.runNow();
        QTRY_VERIFY_WITH_TIMEOUT(started.load(), 5000);
        QVERIFY(job.isRunning());
        destroying.start();
    }
    QVERIFY(workEnded.load()); // the run ended before the job was gone
    QVERIFY2(destroying.elapsed() < 5000, "the destructor waited for the safety net, not the stale ticket");
    QCoreApplication::processEvents();
    QCOMPARE(published, 0);
}

namespace {
// Counts copies, so a test can see that a result travels from the worker to publish() by move.
struct CopyCounted {
    CopyCounted() = default;
    CopyCounted(const CopyCounted &other)
        : copies(other.copies + 1)
        , payload(other.payload)
    { }
    CopyCounted(CopyCounted &&) noexcept = default;
    CopyCounted &operator=(const CopyCounted &) = delete;
    CopyCounted &operator=(CopyCounted &&) noexcept = default;
    int copies = 0;
    std::vector<int> payload;
};
} // namespace

void TestBackgroundJob::largeResultIsMovedNotCopied()
{
    QObject context;
    std::optional<CopyCounted> published;
    BackgroundJob<CopyCounted> job(
        &context, 0,
        []() -> BackgroundJob<CopyCounted>::Work {
            return [](const JobTicket &) -> std::optional<CopyCounted> {
                CopyCounted result;
                result.payload.assign(300000, 7); // a per-link vector at 1,800 racks
                return result;
            };
        },
        [&](CopyCounted &&result, quint64) { published = std::move(result); });
    job.runNow();
    QVERIFY(job.waitUntilIdle(5000));
    QVERIFY(published);
    QCOMPARE(published->payload.size(), std::size_t(300000));
    QCOMPARE(published->copies, 0);
    // Waiting on a finished job returns at once (a taken QFuture result would leave it waiting).
    job.waitForRun();
}

void TestBackgroundJob::workRunsBelowTheUiThread()
{
#if !defined(Q_OS_LINUX)
    QSKIP("per-thread priorities are set on Linux only");
#endif
    const int uiNice = currentThreadNice();
    QObject context;
    std::optional<int> workNice;
    BackgroundJob<int> job(
        &context, 0, []() -> BackgroundJob<int>::Work { return [](const JobTicket &) { return currentThreadNice(); }; },
        [&](int &&nice, quint64) { workNice = nice; });
    job.runNow();
    QVERIFY(job.waitUntilIdle(5000));
    QVERIFY(workNice);
    // Lowered to kComputeNice (or left lower, if the whole test already runs below it).
    QCOMPARE(*workNice, std::max(uiNice, kComputeNice));
    QCOMPARE(currentThreadNice(), uiNice);
    // Qt's global pool (work that paints) keeps the priority of the thread that started it.
    QFuture<int> global = runOnPool([] { return currentThreadNice(); });
    global.waitForFinished();
    tsan::acquireResult(global);
    QCOMPARE(global.result(), uiNice);
}

void TestBackgroundJob::computeTaskRunOnTheUiThreadLeavesItsPriority()
{
    // Every compute thread busy: a task still queued is run by the thread that waits for it, here
    // the UI thread, which must not be lowered by it.
    const int uiNice = currentThreadNice();
    const int threads = computePool()->maxThreadCount();
    QSemaphore started, release;
    std::vector<QFuture<void>> blockers;
    for (int i = 0; i < threads; ++i) {
        blockers.push_back(runOnComputePool([&] {
            started.release();
            release.acquire();
        }));
    }
    QVERIFY(started.tryAcquire(threads, 5000));
    QFuture<Qt::HANDLE> queued = runOnComputePool([] { return QThread::currentThreadId(); });
    queued.waitForFinished();
    tsan::acquireResult(queued);
    QCOMPARE(queued.result(), QThread::currentThreadId());
    QCOMPARE(currentThreadNice(), uiNice);
    release.release(threads);
    for (QFuture<void> &blocker : blockers) blocker.waitForFinished();
}

SPINEL_QTEST_MAIN(TestBackgroundJob)
#include "tst_backgroundjob.moc"
