#pragma once
// Renders a "why this number" explanation (model/timing/explain.h) as translated text: the time split
// into its terms, both formulas written out with the design's numbers, the bottleneck and what would
// change it. Used by `spinel-cli collective --explain` and the explanation dock.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "timing/explain.h"

namespace spinel {

class ExplainText {
    Q_DECLARE_TR_FUNCTIONS(ExplainText)
public:
    // "11.5 s", "95.3 µs", "2.10 ms": a duration in the unit that reads best.
    static QString duration(double us);
    static QString bottleneck(const timing::Bottleneck &bottleneck);
    static QString headline(const timing::CollectiveExplanation &e); // "Why 11.5 s: ..."
    // NCCL's nodes in words: "4 servers", or "8 NVLink domains of 144 servers" when nodes are racks.
    static QString nodes(int nodes, int servers);
    static QString term(const timing::ExplainTerm &term); // "28 NVLink steps × 3.40 µs"
    static QString latencyFormula(const timing::CollectiveExplanation &e);
    static QString bandwidthFormula(const timing::CollectiveExplanation &e);
    // "of which 120 µs filling the NVLS chunk pipeline…"; empty when the result has no fill.
    static QString pipelineFill(const timing::CollectiveExplanation &e);
    static QString rate(const timing::CollectiveExplanation &e);
    static QString location(const timing::CollectiveExplanation &e);
    static QString counterfactual(const timing::Counterfactual &c, const timing::CollectiveExplanation &e);
    // Everything above, one item per line (the CLI prints it as is).
    static QStringList lines(const timing::CollectiveExplanation &e);
};

} // namespace spinel
