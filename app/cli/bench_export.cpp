// spinel-cli bench export: every topology export of the 16,384-GPU design, goal < 2 s each
// (issue 15). Output goes to a counting stream so the figure is the writer, not the disk.
#include "cli/bench.h"
#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include <ostream>
#include <streambuf>

#include "export/exportformat.h"

namespace spinel::cli {
namespace {

// Counts bytes and drops them.
class CountingBuffer : public std::streambuf {
public:
    long long bytes = 0;

protected:
    int_type overflow(int_type c) override
    {
        if (c != traits_type::eof()) ++bytes;
        return traits_type::not_eof(c);
    }
    std::streamsize xsputn(const char *, std::streamsize count) override
    {
        bytes += count;
        return count;
    }
};

void runExportBench(BenchContext &context)
{
    const std::optional<Design> generated = benchDesign16k(context);
    if (!generated) return;
    const Design &design = *generated;
    const Catalog &catalog = builtinCatalog();
    const int runs = context.quick() ? 1 : 3;
    for (const auto &info : exporting::exportFormats()) {
        long long bytes = 0;
        context.measure(QStringLiteral("export %1 (16,384 GPUs)").arg(QString::fromLatin1(info.name)), runs, 2000, [&] {
            bytes = 0;
            exporting::exportDesign(info.format, design, catalog,
                                    [&](const std::string &, const std::function<void(std::ostream &)> &write) {
                                        CountingBuffer buffer;
                                        std::ostream out(&buffer);
                                        write(out);
                                        bytes += buffer.bytes;
                                    });
        });
        context.note(QStringLiteral("export %1: %2 bytes").arg(QString::fromLatin1(info.name)).arg(bytes));
    }
}

const BenchRegistration registeredExportBench({"export", QT_TRANSLATE_NOOP("Cli", "Topology exports of the 16,384-GPU design."),
                                               25, &runExportBench});

} // namespace
} // namespace spinel::cli
