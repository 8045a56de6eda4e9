#include "timing/trainingflops.h"

#include <algorithm>
#include <cmath>

namespace spinel::timing {

// N ~ 12 L h^2 (Kaplan et al. 2020, "Scaling Laws for Neural Language Models", eq. 2.1) with an
// aspect ratio h / L = 128 (GPT-3 175B: 12288 / 96), h rounded to a multiple of 128.
TransformerShape deriveShape(double parameters, int layers, int hidden)
{
    TransformerShape shape{layers, hidden};
    if (shape.hidden <= 0 && shape.layers > 0)
        shape.hidden = int(std::lround(std::sqrt(parameters / (12.0 * shape.layers)) / 128.0)) * 128;
    if (shape.hidden <= 0) shape.hidden = int(std::lround(std::cbrt(parameters * 128.0 / 12.0) / 128.0)) * 128;
    shape.hidden = std::clamp(shape.hidden, 128, 1 << 20);
    if (shape.layers <= 0)
        shape.layers = int(std::clamp(std::lround(parameters / (12.0 * shape.hidden * double(shape.hidden))), 1L, 1L << 20));
    return shape;
}

double activeParameters(double parameters, double active, int experts, int topK)
{
    if (experts <= 1) return parameters;
    if (active > 0) return std::min(active, parameters);
    // Switch Transformer (Fedus et al. 2021) / GShard layout: attention 4h^2 per layer, each expert
    // a full 8h^2 FFN, so a layer holds 4 + 8E and a token uses 4 + 8k units of h^2.
    return parameters * (1.0 + 2.0 * topK) / (1.0 + 2.0 * experts);
}

double expertParameters(double parameters, double active, int experts, int topK)
{
    if (experts <= 1 || topK >= experts) return 0;
    // total = dense + E e and active = dense + k e, so one expert (over all layers) holds
    // e = (total - active) / (E - k).
    const double used = activeParameters(parameters, active, experts, topK);
    return (parameters - used) / double(experts - topK) * experts;
}

// Model FLOPs per token, forward and backward: 6 N for the matmuls with the weights (Kaplan et al.
// 2020) plus 12 L h s for attention's QK^T and AV. This is Narayanan et al. SC21 eq. (3),
// 96 B s L h^2 (1 + s / 6h + V / 16Lh) per batch, without its recomputation pass (x 3/4), and PaLM
// (Chowdhery et al. 2022) appendix B, 6N + 12 L H Q T. Both count the full s x s score matrix, not
// its causal half, and so does Spinel, so that its MFU reads like theirs.
FlopsPerToken flopsPerToken(double activeParameters, const TransformerShape &shape, int sequenceLength, Recompute recompute)
{
    FlopsPerToken flops;
    flops.dense = 6.0 * activeParameters;
    flops.attention = 12.0 * shape.layers * double(shape.hidden) * sequenceLength;
    // Recomputation runs forward work again (Korthikanti et al. 2022, arXiv 2205.05198): full, one
    // more forward pass (2 of the 6, so hardware = 8/6 of model FLOPs); selective, only the attention
    // core's forward (4 L h s of the 12 L h s).
    if (recompute == Recompute::Full) flops.recompute = flops.model() / 3.0;
    else if (recompute == Recompute::Selective) flops.recompute = flops.attention / 3.0;
    return flops;
}

} // namespace spinel::timing
