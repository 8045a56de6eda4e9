// The tests registered by SPINEL_QTEST_MAIN in one test executable, and running one of them.
#include "support/testmain.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <vector>

namespace spinel::testsupport {

namespace {

// Built on first use: registrations run during static initialisation, in no fixed order.
std::map<std::string, TestRunner> &registry()
{
    static std::map<std::string, TestRunner> tests;
    return tests;
}

std::string unitName(const char *sourceFile)
{
    std::string name(sourceFile);
    if (const auto slash = name.find_last_of("/\\"); slash != std::string::npos) name.erase(0, slash + 1);
    if (const auto dot = name.rfind('.'); dot != std::string::npos) name.erase(dot);
    return name;
}

// Whether a thread named `name` still runs in this process (Linux: /proc/self/task/*/comm).
bool threadRunning(const std::string &name)
{
    std::error_code error;
    for (const auto &task : std::filesystem::directory_iterator("/proc/self/task", error)) {
        std::ifstream comm(task.path() / "comm");
        std::string line;
        if (std::getline(comm, line) && line == name) return true;
    }
    return false;
}

// Qt Test runs a watchdog QThread ("QtTest Watchdog") during the test. QThread::wait() returns
// before the thread's own exit has dropped its reference to its QThreadData (a pthread key
// destructor), so a process that exits at once can reach LeakSanitizer's check at exit while that
// thread is half gone: its 152-byte QThreadData is then reported as leaked from QtCore, in about one
// of 25 model tests under load (reproduced 28 Nov with tst_idallocator, which starts no thread).
// Waiting, at most 2 s, until the thread has gone lets the check see the process as it will be.
void awaitWatchdogExit()
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
    while (threadRunning("QtTest Watchdog") && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

} // namespace

bool registerTest(const char *sourceFile, TestRunner runner)
{
    registry().emplace(unitName(sourceFile), runner);
    return true;
}

int runRegisteredTest(int argc, char **argv)
{
    const auto test = argc >= 2 ? registry().find(argv[1]) : registry().end();
    if (test == registry().end()) {
        std::fprintf(stderr, "usage: %s TEST [Qt Test options], TEST one of:\n", argc ? argv[0] : "tests");
        for (const auto &[name, runner] : registry()) std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    // The test sees the command line it had as its own executable: argv[0] ends in its name (the
    // default application name, which QSettings and QStandardPaths' test mode use for their
    // folders), followed by its own options.
    std::string program(argv[0]);
    const auto slash = program.find_last_of('/');
    program = (slash == std::string::npos ? std::string() : program.substr(0, slash + 1)) + test->first;
    std::vector<char *> arguments{program.data()};
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    arguments.push_back(nullptr);
    int testArgc = argc - 1;
    const int result = test->second(testArgc, arguments.data());
    awaitWatchdogExit();
    return result;
}

} // namespace spinel::testsupport
