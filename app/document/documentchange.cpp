#include "document/documentchange.h"

namespace spinel {

DocumentChange::Kinds DocumentChange::kinds() const
{
    Kinds kinds;
    if (!devicesAdded.isEmpty() || !devicesRemoved.isEmpty() || !devicesChanged.isEmpty()) kinds |= Devices;
    if (!linksAdded.isEmpty() || !linksRemoved.isEmpty() || !linksChanged.isEmpty()) kinds |= Links;
    if (!domainsAdded.isEmpty() || !domainsRemoved.isEmpty() || !domainsChanged.isEmpty()) kinds |= Domains;
    return kinds;
}

qsizetype DocumentChange::size() const
{
    return devicesAdded.size() + devicesRemoved.size() + devicesChanged.size() + linksAdded.size() + linksRemoved.size()
           + linksChanged.size() + domainsAdded.size() + domainsRemoved.size() + domainsChanged.size();
}

void DocumentChange::merge(const DocumentChange &other)
{
    devicesAdded += other.devicesAdded;
    devicesRemoved += other.devicesRemoved;
    devicesChanged += other.devicesChanged;
    linksAdded += other.linksAdded;
    linksRemoved += other.linksRemoved;
    linksChanged += other.linksChanged;
    domainsAdded += other.domainsAdded;
    domainsRemoved += other.domainsRemoved;
    domainsChanged += other.domainsChanged;
    deviceFields |= other.deviceFields;
    linkFields |= other.linkFields;
    domainFields |= other.domainFields;
}

DocumentChange::Fields DocumentChange::fieldsChanged(const Device &before, const Device &after)
{
    Fields fields;
    if (!(before.position == after.position)) fields |= Position;
    if (before.name != after.name) fields |= Name;
    if (before.model != after.model || before.kind != after.kind || before.role != after.role) fields |= Model;
    if (before.group != after.group) fields |= Group;
    if (before.nicModel != after.nicModel || before.nicCount != after.nicCount) fields |= Nics;
    return fields;
}

DocumentChange::Fields DocumentChange::fieldsChanged(const Link &before, const Link &after)
{
    Fields fields;
    if (!(before.from == after.from) || !(before.to == after.to)) fields |= Ends;
    if (before.speedGbps != after.speedGbps || before.count != after.count || before.medium != after.medium
        || before.lengthM != after.lengthM)
        fields |= Cable;
    return fields;
}

DocumentChange::Fields DocumentChange::fieldsChanged(const ScaleUpDomain &before, const ScaleUpDomain &after)
{
    Fields fields;
    if (before.name != after.name) fields |= Name;
    if (before.model != after.model) fields |= Model;
    if (before.members != after.members) fields |= Members;
    if (before.partitionGpus != after.partitionGpus) fields |= Partition;
    return fields;
}

} // namespace spinel
