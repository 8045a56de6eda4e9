#pragma once
// Undo command: set one property (speed, cable count, medium, length) on several link bundles,
// from the properties dock. Invalid values change nothing. Repeated steps of a number merge.

#include <QVariant>

#include <string>
#include <vector>

#include "commands/changeobjects.h"
#include "docks/editableproperty.h"

namespace spinel {

class SetLinkProperty : public ChangeObjects<Link> {
public:
    SetLinkProperty(Document *document, const std::vector<std::string> &ids, LinkProperty property, const QVariant &value,
                    QUndoCommand *parent = nullptr);

    static bool apply(Link &link, LinkProperty property, const QVariant &value);

    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    LinkProperty m_property;
};

} // namespace spinel
