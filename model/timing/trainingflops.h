#pragma once
// The arithmetic of a transformer training step: its shape, active parameters, and model and
// hardware FLOPs per token. Pure functions, no fabric; see model/timing/MODEL.md section 7.

#include "core/design.h"

namespace spinel::timing {

struct TransformerShape {
    int layers = 0;
    int hidden = 0;
};

// Layers and hidden size as given, the missing ones derived from `parameters` (N ~ 12 L h^2).
TransformerShape deriveShape(double parameters, int layers, int hidden);

// Parameters one token passes through. Dense: all of them. Mixture of experts: as given, else the
// Switch/GShard layout (every layer's FFN is E experts of 8h^2, attention 4h^2), where
// active / total = (1 + 2k) / (1 + 2E).
double activeParameters(double parameters, double active, int experts, int topK);

// The parameters that live in experts (split over the expert-parallel group); the rest are dense.
double expertParameters(double parameters, double active, int experts, int topK);

struct FlopsPerToken {
    double dense = 0;     // 6 x active parameters (forward 2, backward 4)
    double attention = 0; // 12 L h s: the score and value matmuls, forward and backward
    double recompute = 0; // what activation recomputation runs again
    double model() const { return dense + attention; }
    double hardware() const { return model() + recompute; }
};

FlopsPerToken flopsPerToken(double activeParameters, const TransformerShape &shape, int sequenceLength, Recompute recompute);

} // namespace spinel::timing
