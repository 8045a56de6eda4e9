#pragma once
// One edit of a Document, as its listeners see it (issue 11): which kinds of objects changed,
// which ids were added, removed or changed, and which fields of the changed ones differ. A bulk
// edit (delete 60,000 objects, move 16,000 devices, undo of either) is one DocumentChange, so
// the canvas, the docks and the actions react once rather than once per object.

#include <QFlags>
#include <QMetaType>
#include <QStringList>

#include "core/design.h"

namespace spinel {

struct DocumentChange {
    enum Kind : unsigned {
        NoKind = 0,
        Devices = 1u << 0,
        Links = 1u << 1,
        Domains = 1u << 2,
    };
    Q_DECLARE_FLAGS(Kinds, Kind)

    // What differs in a changed object. One mask per kind; an object added or removed is listed
    // as such, not here.
    enum Field : unsigned {
        NoField = 0,
        Position = 1u << 0,  // device position
        Name = 1u << 1,      // device or domain name
        Model = 1u << 2,     // device or domain catalog model, a device's kind or role
        Group = 1u << 3,     // device group label
        Nics = 1u << 4,      // a server's NIC model or count
        Ends = 1u << 5,      // a link's devices or ports
        Cable = 1u << 6,     // a link's speed, count, medium or length
        Members = 1u << 7,   // a domain's trays
        Partition = 1u << 8, // a domain's NVLink partition
    };
    Q_DECLARE_FLAGS(Fields, Field)

    QStringList devicesAdded, devicesRemoved, devicesChanged;
    QStringList linksAdded, linksRemoved, linksChanged;
    QStringList domainsAdded, domainsRemoved, domainsChanged;
    Fields deviceFields, linkFields, domainFields;

    Kinds kinds() const;
    bool isEmpty() const { return kinds() == NoKind; }
    // How many ids it names, all lists together.
    qsizetype size() const;
    // Appends `other` (a later edit in the same batch). An object removed then added again
    // (undo inside a macro, a domain rebuilt) stays in both lists: listeners apply removals first.
    void merge(const DocumentChange &other);

    static Fields fieldsChanged(const Device &before, const Device &after);
    static Fields fieldsChanged(const Link &before, const Link &after);
    static Fields fieldsChanged(const ScaleUpDomain &before, const ScaleUpDomain &after);
};

Q_DECLARE_OPERATORS_FOR_FLAGS(DocumentChange::Kinds)
Q_DECLARE_OPERATORS_FOR_FLAGS(DocumentChange::Fields)

} // namespace spinel

Q_DECLARE_METATYPE(spinel::DocumentChange)
