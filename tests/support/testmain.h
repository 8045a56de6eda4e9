// Registration of a Qt Test class in its area's test executable (spinel_model_tests, ...).
// A test file ends with SPINEL_QTEST_MAIN(TestClass) where a standalone Qt test would have
// QTEST_MAIN(TestClass) (likewise SPINEL_QTEST_GUILESS_MAIN, SPINEL_QTEST_APPLESS_MAIN): the test
// runs exactly as QTEST_MAIN would run it, as `spinel_<area>_tests tst_<unit> [Qt Test options]`.
// One executable per area links the libraries once instead of once per test. This header comes
// with the tests' precompiled header, so a test file needs no include for it.

// An include guard, not #pragma once: GCC ignores #pragma once for a header that came in with the
// precompiled header, and testmain.cpp includes this one again.
#ifndef SPINEL_TESTS_SUPPORT_TESTMAIN_H
#define SPINEL_TESTS_SUPPORT_TESTMAIN_H

#include <QtTest>

#if defined(QT_WIDGETS_LIB)
#include <QApplication>
#elif defined(QT_GUI_LIB)
#include <QGuiApplication>
#endif

namespace spinel::testsupport {

// Runs one test class in a fresh process: creates the application object the test asked for,
// then the test object, and returns QTest::qExec's result.
using TestRunner = int (*)(int &argc, char **argv);

// Records the test of `sourceFile` (its name, e.g. "tst_bom", is the file name without folder and
// extension); called during static initialisation. Returns true, for the registering variable.
bool registerTest(const char *sourceFile, TestRunner runner);

// The executable's main: runs the test named by argv[1] with the remaining arguments (argv[0]
// renamed to the test, so QCoreApplication::applicationName() is "tst_<unit>" as before); without
// a known name, lists the registered tests and returns 2.
int runRegisteredTest(int argc, char **argv);

template <typename TestObject>
void callInitMain()
{
    if constexpr (requires { TestObject::initMain(); }) TestObject::initMain();
}

} // namespace spinel::testsupport

// The flag's name is made unique with __COUNTER__: a unity build compiles several test files as one.
#define SPINEL_TEST_CONCAT2_(a, b) a##b
#define SPINEL_TEST_CONCAT_(a, b) SPINEL_TEST_CONCAT2_(a, b)

// What Qt 6's QTEST_MAIN does (qtest.h): initMain() if the class has one, the application
// object, the test object, the source path for QFINDTESTDATA, qExec.
#define SPINEL_QTEST_REGISTER_(TestObject, ...)                                                                                  \
    [[maybe_unused]] static const bool SPINEL_TEST_CONCAT_(                                                                      \
        spinelTestRegistered, __COUNTER__) = ::spinel::testsupport::registerTest(__FILE__, [](int &argc, char **argv) -> int {   \
        ::spinel::testsupport::callInitMain<TestObject>();                                                                       \
        __VA_ARGS__                                                                                                              \
        TestObject tc;                                                                                                           \
        QTEST_SET_MAIN_SOURCE_PATH                                                                                               \
        return QTest::qExec(&tc, argc, argv);                                                                                    \
    });

#define SPINEL_QTEST_APP_(Application)                                                                                           \
    Application app(argc, argv);                                                                                                 \
    app.setAttribute(Qt::AA_Use96Dpi, true);

// The application QTEST_MAIN picks: QApplication when the test links Qt Widgets, QGuiApplication
// with Qt Gui, else QCoreApplication.
#if defined(QT_WIDGETS_LIB)
#define SPINEL_QTEST_MAIN(TestObject) SPINEL_QTEST_REGISTER_(TestObject, SPINEL_QTEST_APP_(QApplication))
#elif defined(QT_GUI_LIB)
#define SPINEL_QTEST_MAIN(TestObject) SPINEL_QTEST_REGISTER_(TestObject, SPINEL_QTEST_APP_(QGuiApplication))
#else
#define SPINEL_QTEST_MAIN(TestObject) SPINEL_QTEST_REGISTER_(TestObject, SPINEL_QTEST_APP_(QCoreApplication))
#endif
#define SPINEL_QTEST_GUILESS_MAIN(TestObject) SPINEL_QTEST_REGISTER_(TestObject, SPINEL_QTEST_APP_(QCoreApplication))
#define SPINEL_QTEST_APPLESS_MAIN(TestObject) SPINEL_QTEST_REGISTER_(TestObject)

#endif // SPINEL_TESTS_SUPPORT_TESTMAIN_H
