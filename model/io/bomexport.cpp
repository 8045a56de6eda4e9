#include "io/bomexport.h"

#include <nlohmann/json.hpp>

#include "io/csv.h"

namespace spinel {

std::string bomToCsv(const Bom &bom)
{
    std::string text = csv::row({"category", "catalog_id", "name", "length", "quantity", "unit_price_usd", "extended_price_usd",
                                 "unit_power_w", "total_power_w", "price_source", "price_date", "note"});
    for (const auto &line : bom.lines)
        text += csv::row({toString(line.category), line.catalogId, line.name, line.lengthBucket, std::to_string(line.quantity),
                          csv::number(line.unitPriceUsd), csv::number(line.extendedPriceUsd), csv::number(line.unitPowerW),
                          csv::number(line.totalPowerW), line.priceSource, line.priceDate, line.note});
    text += csv::row({"total", "", "", "", "", "", csv::number(bom.total.priceUsd), "", csv::number(bom.total.powerW), "", "",
                      std::to_string(bom.gpus) + " GPUs"});
    return text;
}

std::string bomToJson(const Bom &bom)
{
    nlohmann::ordered_json root;
    root["gpus"] = bom.gpus;
    root["includes_servers"] = bom.includesServers;
    nlohmann::ordered_json lines = nlohmann::ordered_json::array();
    for (const auto &line : bom.lines) {
        nlohmann::ordered_json item;
        item["category"] = toString(line.category);
        item["catalog_id"] = line.catalogId;
        item["name"] = line.name;
        if (!line.lengthBucket.empty()) item["length"] = line.lengthBucket;
        item["quantity"] = line.quantity;
        item["unit_price_usd"] = line.unitPriceUsd;
        item["extended_price_usd"] = line.extendedPriceUsd;
        item["unit_power_w"] = line.unitPowerW;
        item["total_power_w"] = line.totalPowerW;
        item["price_source"] = line.priceSource;
        item["price_date"] = line.priceDate;
        if (!line.note.empty()) item["note"] = line.note;
        lines.push_back(std::move(item));
    }
    root["lines"] = std::move(lines);
    nlohmann::ordered_json categories;
    for (auto category :
         {BomCategory::Servers, BomCategory::Switches, BomCategory::Nics, BomCategory::Transceivers, BomCategory::Cables})
        categories[toString(category)] = {{"price_usd", bom.of(category).priceUsd}, {"power_w", bom.of(category).powerW}};
    root["categories"] = std::move(categories);
    root["total"] = {{"price_usd", bom.total.priceUsd}, {"power_w", bom.total.powerW}};
    root["per_gpu"] = {{"price_usd", bom.priceUsdPerGpu}, {"power_w", bom.powerWPerGpu}};
    std::vector<std::string> warnings;
    for (const Message &warning : bom.warnings) warnings.push_back(englishText(warning));
    root["warnings"] = std::move(warnings);
    return root.dump(2) + "\n";
}

namespace {

std::string cablingHeader()
{
    return csv::row({"cable", "a_device", "a_name", "a_port", "b_device", "b_name", "b_port", "speed_gbps", "medium", "length_m",
                     "length_assumed", "cable_part", "transceiver_part", "link"});
}

void appendCablingRow(std::string &text, std::size_t number, const CableRun &run)
{
    text += csv::row({std::to_string(number), run.fromDevice, run.fromName, std::to_string(run.fromPort), run.toDevice, run.toName,
                      std::to_string(run.toPort), csv::number(run.speedGbps), toString(run.medium), csv::number(run.lengthM, 1),
                      run.lengthAssumed ? "yes" : "no", run.cableId, transceiverParts(run), run.linkId});
}

} // namespace

std::string cablingPlanToCsv(const std::vector<CableRun> &plan)
{
    std::string text = cablingHeader();
    std::size_t number = 0;
    for (const auto &run : plan) appendCablingRow(text, ++number, run);
    return text;
}

std::string cablingPlanToCsv(const Design &design, const Catalog &catalog)
{
    std::string text = cablingHeader();
    std::size_t number = 0;
    forEachCable(design, catalog, [&](const CableRun &run) { appendCablingRow(text, ++number, run); });
    return text;
}

} // namespace spinel
