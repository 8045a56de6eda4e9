// The English sources below are the model's texts (model/generate/*.cpp, commonKeys in
// templateparams.cpp); tst_templatetext compares them with fabricTemplates() word for word.

#include "common/templatetext.h"

#include <cstring>

namespace spinel {

namespace {

struct TemplateWords {
    const char *templateName;
    const char *text;
};

// A key's help; an empty template name is the wording every template shares unless one of its own
// follows for that template.
struct KeyWords {
    const char *templateName;
    const char *key;
    const char *text;
};

// clang-format off
const TemplateWords kDescriptions[] = {
    {"fat-tree", QT_TRANSLATE_NOOP("TemplateText", "k-ary fat-tree (Al-Fares et al. 2008): k pods, (k/2)^2 cores, k^3/4 endpoints, 1:1.")},
    {"leaf-spine", QT_TRANSLATE_NOOP("TemplateText", "Leaf-spine Clos fabric: leaves, the fewest spines that keep the oversubscription, and a core tier when two tiers no longer fit.")},
    {"rail-optimized", QT_TRANSLATE_NOOP("TemplateText", "NVIDIA DGX SuperPOD-style scalable units: one leaf per rail per SU, spines, and a core tier once two tiers no longer fit.")},
    {"torus", QT_TRANSLATE_NOOP("TemplateText", "Direct-connect torus: every server linked to its neighbours in each dimension, with wrap-around.")},
    {"nvl72", QT_TRANSLATE_NOOP("TemplateText", "NVL72 racks (GB200/GB300): one NVLink domain of 18 compute trays per rack, scalable units of 8 racks (576 GPUs) on a rail-optimized scale-out fabric per plane, as in NVIDIA's DGX SuperPOD with DGX GB200/GB300.")},
};
const KeyWords kHelp[] = {
    {"", "name", QT_TRANSLATE_NOOP("TemplateText", "Design name (default: the template's name).")},
    {"", "k", QT_TRANSLATE_NOOP("TemplateText", "Switch ports used per switch; even, at most the switch's ports.")},
    {"", "transport", QT_TRANSLATE_NOOP("TemplateText", "infiniband, roce or tcp (default: InfiniBand on InfiniBand switches, else RoCE).")},
    {"nvl72", "transport", QT_TRANSLATE_NOOP("TemplateText", "infiniband, roce or tcp (default: InfiniBand on InfiniBand switches, else RoCE = Spectrum-X).")},
    {"", "server", QT_TRANSLATE_NOOP("TemplateText", "Server model (catalog id).")},
    {"", "nic", QT_TRANSLATE_NOOP("TemplateText", "NIC model (default: the server's own).")},
    {"nvl72", "nic", QT_TRANSLATE_NOOP("TemplateText", "Scale-out NIC per port (default: the tray's own; planes=2 with ConnectX-8: cx8-2x400g).")},
    {"", "nics-per-server", QT_TRANSLATE_NOOP("TemplateText", "NICs per server (default: the server's own).")},
    {"torus", "nics-per-server", QT_TRANSLATE_NOOP("TemplateText", "NICs per server (default: one per cable, 2 per dimension × links-per-neighbor).")},
    {"", "switch", QT_TRANSLATE_NOOP("TemplateText", "Switch model for every tier (catalog id).")},
    {"nvl72", "switch", QT_TRANSLATE_NOOP("TemplateText", "Scale-out switch for every tier (q3400 InfiniBand; qm9700 as in the DGX SuperPOD with GB200; sn5600 for Spectrum-X Ethernet).")},
    {"", "servers", QT_TRANSLATE_NOOP("TemplateText", "Number of servers (or give gpus).")},
    {"", "gpus", QT_TRANSLATE_NOOP("TemplateText", "Number of GPUs, a multiple of the server's GPUs (instead of servers).")},
    {"", "oversubscription", QT_TRANSLATE_NOOP("TemplateText", "Leaf downlink:uplink ratio (1 = non-blocking).")},
    {"leaf-spine", "oversubscription", QT_TRANSLATE_NOOP("TemplateText", "Leaf downlink:uplink ratio (1 = non-blocking, 2 = 2:1, ...).")},
    {"", "tiers", QT_TRANSLATE_NOOP("TemplateText", "auto, 2 or 3 (auto: 2 while leaf-spine fits, else 3).")},
    {"", "rails", QT_TRANSLATE_NOOP("TemplateText", "true: NIC r of each server goes to the rail-r leaf of its group; false: NICs fill leaves in order.")},
    {"leaf-spine", "planes", QT_TRANSLATE_NOOP("TemplateText", "Independent switch planes; each server's NICs are split evenly between them.")},
    {"nvl72", "planes", QT_TRANSLATE_NOOP("TemplateText", "Scale-out planes: 1, or 2 with each NIC's port split into one half per plane.")},
    {"", "sus", QT_TRANSLATE_NOOP("TemplateText", "Scalable units.")},
    {"", "servers-per-su", QT_TRANSLATE_NOOP("TemplateText", "Servers in each scalable unit.")},
    {"", "dims", QT_TRANSLATE_NOOP("TemplateText", "Servers per dimension, e.g. 4x4x4 (1 to 6 dimensions).")},
    {"", "link-gbps", QT_TRANSLATE_NOOP("TemplateText", "Speed of each link (default: the NIC's).")},
    {"", "links-per-neighbor", QT_TRANSLATE_NOOP("TemplateText", "Parallel cables to each neighbour.")},
    {"", "racks", QT_TRANSLATE_NOOP("TemplateText", "NVLink domains of 72 GPUs: NVL72 racks, or NVL36x2 pairs of racks.")},
    {"", "rack", QT_TRANSLATE_NOOP("TemplateText", "Rack model (catalog rack: gb200-nvl72, gb300-nvl72 or gb200-nvl36x2).")},
    {"", "racks-per-su", QT_TRANSLATE_NOOP("TemplateText", "Racks in a scalable unit (NVIDIA's SuperPOD: 8 = 576 GPUs).")},
    {"", "partition", QT_TRANSLATE_NOOP("TemplateText", "GPUs per NVLink partition: 72 (the whole rack), 36 or 8.")},
};
// clang-format on

const char *descriptionSource(const TemplateInfo &info)
{
    for (const TemplateWords &words : kDescriptions)
        if (info.name == words.templateName) return words.text;
    return nullptr;
}

const char *helpSource(const TemplateInfo &info, const TemplateKey &key)
{
    const char *shared = nullptr;
    for (const KeyWords &words : kHelp) {
        if (key.name != words.key) continue;
        if (info.name == words.templateName) return words.text;
        if (std::strlen(words.templateName) == 0) shared = words.text;
    }
    return shared;
}

} // namespace

QString TemplateText::description(const TemplateInfo &info)
{
    const char *source = descriptionSource(info);
    return source ? tr(source) : QString::fromStdString(info.description);
}

QString TemplateText::help(const TemplateInfo &info, const TemplateKey &key)
{
    const char *source = helpSource(info, key);
    return source ? tr(source) : QString::fromStdString(key.help);
}

bool TemplateText::knows(const TemplateInfo &info)
{
    if (!descriptionSource(info)) return false;
    for (const TemplateKey &key : info.keys)
        if (!helpSource(info, key)) return false;
    return true;
}

} // namespace spinel
