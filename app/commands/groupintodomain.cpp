#include "commands/groupintodomain.h"

#include <QCoreApplication>

#include <algorithm>
#include <unordered_set>

#include "document/document.h"

namespace spinel {

GroupIntoDomain::GroupIntoDomain(Document *document, const std::vector<std::string> &deviceIds, QUndoCommand *parent)
    : EditDomains(document, parent)
{
    const Design &design = document->design();
    std::vector<std::pair<int, std::string>> servers;
    std::unordered_set<std::string> chosen;
    for (const std::string &id : deviceIds) {
        const int index = document->deviceIndex(id);
        if (index < 0 || !design.devices[std::size_t(index)].isServer() || !chosen.insert(id).second) continue;
        servers.emplace_back(index, id);
    }
    std::sort(servers.begin(), servers.end());
    setText(QCoreApplication::translate("Undo", "Group %n Server(s) Into NVLink Domain", nullptr, int(servers.size())));
    if (servers.size() < 2) return;

    ScaleUpDomain domain;
    domain.id = uniqueId(design, "domain");
    // "NVLink domain 3": numbered like the devices the editor names.
    domain.name = QCoreApplication::translate("Undo", "NVLink domain %1")
                      .arg(QString::fromStdString(domain.id.substr(domain.id.find('-') + 1)))
                      .toStdString();
    for (const auto &server : servers) domain.members.push_back(server.second);
    m_domainId = domain.id;
    setEdit(DomainEdit::make(design.domains, DomainEdit::withoutMembers(design.domains, chosen), {domain}));
}

} // namespace spinel
