#include "io/designvalues.h"

#include <cmath>
#include <cstdint>

#include "core/limits.h"

namespace spinel::streamvalues {

namespace {

using namespace limits;

// A string value as written, without unescaping it into simdjson's buffer: the text up to the
// closing quote when no escape comes first (nearly every id and name), else the unescaped text.
// Stage 1 has checked that a token starting with a quote is a whole string.
std::string_view text(od::value value, std::size_t maxLength)
{
    const std::string_view token = value.raw_json_token();
    if (token.empty() || token.front() != '"') giveUp();
    const char *begin = token.data() + 1;
    const char *end = begin;
    while (*end != '"' && *end != '\\') ++end;
    std::string_view out(begin, std::size_t(end - begin));
    if (*end == '\\' && value.get_string().get(out) != simdjson::SUCCESS) giveUp();
    if (out.size() > maxLength) giveUp();
    return out;
}

std::string_view id(od::value value)
{
    const std::string_view out = text(value, kMaxIdLength);
    if (out.empty()) giveUp();
    return out;
}

// An enum's value by its file name (toString's), compared in place.
template <typename Enum, std::size_t N>
Enum named(od::value value, const Enum (&values)[N])
{
    const std::string_view name = text(value, 64);
    for (const Enum candidate : values)
        if (name == toString(candidate)) return candidate;
    giveUp();
}

double number(od::value value, double minimum, double maximum)
{
    double out;
    if (value.get_double().get(out) != simdjson::SUCCESS || !std::isfinite(out) || out < minimum || out > maximum) giveUp();
    return out;
}

int integer(od::value value, int minimum, int maximum)
{
    const double out = number(value, minimum, maximum);
    // In range, so the conversion is defined; whole exactly when it converts back unchanged
    // (std::floor is a call into libm on the baseline x86-64 target: 3 per link).
    const int whole = int(out);
    if (double(whole) != out) giveUp();
    return whole;
}

// Each known key once per object: a repeat is the strict reader's "given twice" error.
void mark(std::uint32_t &seen, int bit)
{
    if (seen & (1u << bit)) giveUp();
    seen |= 1u << bit;
}

} // namespace

void giveUp()
{
    throw GiveUp{};
}

void refuse()
{
    throw Refused{};
}

// The key's text: in place when it has no escape (then the first quote ends it), else unescaped
// into simdjson's buffer ("i\\u0064" is "id"). `raw` points into the text, just past the quote.
std::string_view key(od::field &field)
{
    const char *raw = field.key().raw();
    const char *end = raw;
    while (*end != '"' && *end != '\\') ++end;
    if (*end == '"') return {raw, std::size_t(end - raw)};
    return get(field.unescaped_key());
}

void readDevice(od::value value, Device &device)
{
    od::object object = get(value.get_object());
    std::uint32_t seen = 0;
    bool hasName = false;
    for (auto result : object) {
        od::field field = get(std::move(result));
        const std::string_view name = key(field);
        od::value v = field.value();
        if (is(name, "id")) {
            mark(seen, 0);
            device.id = id(v);
        } else if (is(name, "name")) {
            mark(seen, 1);
            device.name = text(v, kMaxNameLength);
            hasName = true;
        } else if (is(name, "kind")) {
            mark(seen, 2);
            device.kind = named(v, {DeviceKind::Switch, DeviceKind::Server});
        } else if (is(name, "role")) {
            mark(seen, 3);
            device.role = named(v, {SwitchRole::Leaf, SwitchRole::Spine, SwitchRole::Core});
        } else if (is(name, "model")) {
            mark(seen, 4);
            device.model = text(v, kMaxIdLength);
        } else if (is(name, "x")) {
            mark(seen, 5);
            device.position.x = number(v, -kMaxPosition, kMaxPosition);
        } else if (is(name, "y")) {
            mark(seen, 6);
            device.position.y = number(v, -kMaxPosition, kMaxPosition);
        } else if (is(name, "group")) {
            mark(seen, 7);
            device.group = text(v, kMaxNameLength);
        } else if (is(name, "nic_model")) {
            mark(seen, 8);
            device.nicModel = std::string(text(v, kMaxIdLength));
        } else if (is(name, "nic_count")) {
            mark(seen, 9);
            device.nicCount = integer(v, 0, kMaxNicsPerServer);
        } else giveUp();
    }
    // id, kind and model are required; a role belongs to switches, NICs to servers.
    if ((seen & 0b10101) != 0b10101) giveUp();
    if (device.isSwitch() != bool(seen & (1u << 3))) giveUp();
    if (device.isSwitch() && (device.nicModel || device.nicCount)) giveUp();
    if (!hasName) device.name = device.id;
}

void readLink(od::value value, Link &link)
{
    od::object object = get(value.get_object());
    std::uint32_t seen = 0;
    for (auto result : object) {
        od::field field = get(std::move(result));
        const std::string_view name = key(field);
        od::value v = field.value();
        if (is(name, "id")) {
            mark(seen, 0);
            link.id = id(v);
        } else if (is(name, "from")) {
            mark(seen, 1);
            link.from.device = id(v);
        } else if (is(name, "from_port")) {
            mark(seen, 2);
            link.from.port = integer(v, 0, kMaxPort);
        } else if (is(name, "to")) {
            mark(seen, 3);
            link.to.device = id(v);
        } else if (is(name, "to_port")) {
            mark(seen, 4);
            link.to.port = integer(v, 0, kMaxPort);
        } else if (is(name, "speed_gbps")) {
            mark(seen, 5);
            link.speedGbps = number(v, 0, kMaxSpeedGbps);
            if (!(link.speedGbps > 0)) giveUp();
        } else if (is(name, "count")) {
            mark(seen, 6);
            link.count = integer(v, 1, kMaxCablesPerLink);
        } else if (is(name, "medium")) {
            mark(seen, 7);
            link.medium = named(v, {Medium::Dac, Medium::Aoc, Medium::Multimode, Medium::Singlemode});
        } else if (is(name, "length_m")) {
            mark(seen, 8);
            link.lengthM = number(v, 0, kMaxLengthM);
            if (!(*link.lengthM > 0)) giveUp();
        } else giveUp();
    }
    // id, from, to, speed_gbps, count and medium are required.
    if ((seen & 0b11101011) != 0b11101011) giveUp();
}

void readDomain(od::value value, ScaleUpDomain &domain)
{
    od::object object = get(value.get_object());
    std::uint32_t seen = 0;
    bool hasName = false;
    for (auto result : object) {
        od::field field = get(std::move(result));
        const std::string_view name = key(field);
        od::value v = field.value();
        if (is(name, "id")) {
            mark(seen, 0);
            domain.id = id(v);
        } else if (is(name, "name")) {
            mark(seen, 1);
            domain.name = text(v, kMaxNameLength);
            hasName = true;
        } else if (is(name, "model")) {
            mark(seen, 2);
            domain.model = text(v, kMaxIdLength);
        } else if (is(name, "members")) {
            mark(seen, 3);
            for (auto element : get(v.get_array())) {
                if (domain.members.size() >= std::size_t(kMaxDomainMembers)) giveUp();
                domain.members.emplace_back(id(get(std::move(element))));
            }
        } else if (is(name, "partition_gpus")) {
            mark(seen, 4);
            domain.partitionGpus = integer(v, 0, kMaxPartitionGpus);
        } else giveUp();
    }
    // id and members are required.
    if ((seen & 0b1001) != 0b1001) giveUp();
    if (!hasName) domain.name = domain.id;
}

// The small part of the file (name, settings, training, prices) goes into a JSON value so the
// strict reader's own rules apply to it unchanged; only devices and links are read here.
nlohmann::json toJson(od::value value, int depth)
{
    if (depth > 8) giveUp();
    switch (get(value.type())) {
    case od::json_type::object: {
        nlohmann::json out = nlohmann::json::object();
        for (auto result : get(value.get_object())) {
            od::field field = get(std::move(result));
            std::string name(key(field));
            if (out.contains(name)) giveUp();
            out[std::move(name)] = toJson(field.value(), depth + 1);
        }
        return out;
    }
    case od::json_type::array: {
        nlohmann::json out = nlohmann::json::array();
        for (auto element : get(value.get_array())) out.push_back(toJson(get(std::move(element)), depth + 1));
        return out;
    }
    case od::json_type::number: {
        od::number n = get(value.get_number());
        switch (n.get_number_type()) {
        case od::number_type::signed_integer: return n.get_int64();
        case od::number_type::unsigned_integer: return n.get_uint64();
        default: return n.get_double();
        }
    }
    case od::json_type::string: return std::string(get(value.get_string()));
    case od::json_type::boolean: return get(value.get_bool());
    case od::json_type::null:
        if (value.is_null()) return nullptr;
        giveUp();
    }
    giveUp();
}

} // namespace spinel::streamvalues
