// main() of every area's test executable: runs the one registered test named on the command line.
#include "support/testmain.h"

int main(int argc, char *argv[])
{
    return spinel::testsupport::runRegisteredTest(argc, argv);
}
