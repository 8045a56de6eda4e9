#include "validation/measurements.h"

#include <nlohmann/json.hpp>

#include "io/jsonfields.h"
#include "io/jsontext.h"
#include "io/loaderror.h"

namespace spinel {

extern const char *const kBuiltinMeasurementsJson; // generated from resources/measurements.json

using namespace jsonfields;

namespace {

template <typename T>
std::optional<T> nullable(const json &object, const char *key, const std::string &path, T minimum, T maximum)
{
    const json *value = field(object, key);
    if (!value || value->is_null()) return std::nullopt;
    return T(asNumber(*value, join(path, key), double(minimum), double(maximum)));
}

std::optional<std::string> nullableString(const json &object, const char *key, const std::string &path)
{
    const json *value = field(object, key);
    if (!value || value->is_null()) return std::nullopt;
    return asString(*value, join(path, key));
}

MeasuredRow readRow(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path, {"id",
                             "system",
                             "gpu",
                             "server_model",
                             "gpus_per_server",
                             "servers",
                             "nics_per_server",
                             "nic_gbps",
                             "transport",
                             "fabric",
                             "nccl_version",
                             "op",
                             "bytes",
                             "busbw_GBps",
                             "time_us",
                             "algorithm",
                             "env",
                             "source",
                             "quote",
                             "anomalous",
                             "notes"});
    MeasuredRow row;
    row.id = readString(object, "id", path, 128);
    row.system = readString(object, "system", path);
    row.gpu = readString(object, "gpu", path, 64);
    row.serverModel = nullableString(object, "server_model", path).value_or(std::string());
    row.gpusPerServer = int(readInteger(object, "gpus_per_server", path, 1, 1024));
    row.servers = int(readInteger(object, "servers", path, 1, 1'000'000));
    row.nicsPerServer = nullable<int>(object, "nics_per_server", path, 1, 1024);
    row.nicGbps = nullable<double>(object, "nic_gbps", path, 1, 3200);
    if (const auto text = nullableString(object, "transport", path)) {
        row.transport = transportFromString(*text);
        if (!row.transport) throw FormatError(join(path, "transport"), "expected infiniband, roce, tcp or null");
    }
    row.op = readString(object, "op", path, 32);
    row.bytes = readNumber(object, "bytes", path, 0, 1e15);
    row.busbwGBps = nullable<double>(object, "busbw_GBps", path, 0.0, 1e5);
    row.timeUs = nullable<double>(object, "time_us", path, 0.0, 1e9);
    if (!row.busbwGBps && !row.timeUs) throw FormatError(path, "a row needs busbw_GBps or time_us");
    row.algorithm = readString(object, "algorithm", path, 32);
    row.ncclVersion = nullableString(object, "nccl_version", path).value_or(std::string());
    row.env = readOptionalString(object, "env", path).value_or(std::string());
    row.source = readString(object, "source", path);
    row.anomalous = readBool(object, "anomalous", path);
    row.notes = readOptionalString(object, "notes", path, 1 << 16).value_or(std::string());
    return row;
}

} // namespace

std::vector<MeasuredRow> readMeasurements(const std::string &bytes, const std::string &fileName)
{
    try {
        const json root = parseJsonText(bytes);
        requireObject(root, {});
        checkKeys(root, {}, {"format", "version", "description", "rows"});
        if (readString(root, "format", {}) != "spinel-measurements")
            throw FormatError("format", "expected \"spinel-measurements\"");
        readInteger(root, "version", {}, 1, 1);
        const json &rows = requireField(root, "rows", {});
        requireArray(rows, "rows");
        std::vector<MeasuredRow> result;
        for (std::size_t i = 0; i < rows.size(); ++i) result.push_back(readRow(rows[i], index("rows", i)));
        return result;
    } catch (const FormatError &error) {
        throw LoadError(fileName, error.path(), error.what(), error.message());
    }
}

const std::vector<MeasuredRow> &builtinMeasurements()
{
    static const std::vector<MeasuredRow> rows = readMeasurements(kBuiltinMeasurementsJson, "measurements.json (built in)");
    return rows;
}

} // namespace spinel
