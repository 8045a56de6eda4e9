#pragma once
// The individual fabric templates behind generateFabric(); internal to model/generate.

#include "generate/templateparams.h"

namespace spinel::fabric {

TemplateInfo fatTreeInfo();
TemplateInfo leafSpineInfo();
TemplateInfo railOptimizedInfo();
TemplateInfo torusInfo();
TemplateInfo nvl72Info();

Design generateFatTree(const TemplateParams &params);
Design generateLeafSpine(const TemplateParams &params);
Design generateRailOptimized(const TemplateParams &params);
Design generateTorus(const TemplateParams &params);
Design generateNvl72(const TemplateParams &params);

// Refuses designs over kMaxGeneratedGpus / kMaxGeneratedServers with a message saying so.
void checkGeneratedSize(const std::string &templateName, long long servers, long long gpus);

} // namespace spinel::fabric
