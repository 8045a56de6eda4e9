#include "commands/setlinkproperty.h"

#include <QCoreApplication>

#include <cmath>

#include "commands/commandids.h"
#include "core/limits.h"

namespace spinel {

namespace {

// The format's limits, so an edit never makes a design that cannot be saved and reopened.
using limits::kMaxLengthM;
using limits::kMaxSpeedGbps;

QString undoText(LinkProperty property, int count)
{
    switch (property) {
    case LinkProperty::Speed: return QCoreApplication::translate("Undo", "Change Speed of %n Link(s)", nullptr, count);
    case LinkProperty::Count: return QCoreApplication::translate("Undo", "Change Cable Count of %n Link(s)", nullptr, count);
    case LinkProperty::Medium: return QCoreApplication::translate("Undo", "Change Medium of %n Link(s)", nullptr, count);
    case LinkProperty::Length: return QCoreApplication::translate("Undo", "Change Length of %n Link(s)", nullptr, count);
    }
    return {};
}

} // namespace

SetLinkProperty::SetLinkProperty(Document *document, const std::vector<std::string> &ids, LinkProperty property,
                                 const QVariant &value, QUndoCommand *parent)
    : ChangeObjects(document, parent)
    , m_property(property)
{
    for (const std::string &id : ids) {
        const Link *link = find(id);
        if (!link) continue;
        Link edited = *link;
        if (apply(edited, property, value)) addEdited(std::move(edited));
    }
    setText(undoText(property, objectCount()));
}

bool SetLinkProperty::apply(Link &link, LinkProperty property, const QVariant &value)
{
    switch (property) {
    case LinkProperty::Speed: {
        const double speed = value.toDouble();
        if (!std::isfinite(speed) || speed <= 0 || speed > kMaxSpeedGbps) return false;
        link.speedGbps = speed;
        return true;
    }
    case LinkProperty::Count: {
        const int count = value.toInt();
        if (count < 1 || count > limits::kMaxCablesPerLink) return false;
        link.count = count;
        return true;
    }
    case LinkProperty::Medium: {
        const int medium = value.toInt();
        if (medium < int(Medium::Dac) || medium > int(Medium::Singlemode)) return false;
        link.medium = Medium(medium);
        return true;
    }
    case LinkProperty::Length: {
        const double length = value.toDouble();
        if (!std::isfinite(length) || length < 0 || length > kMaxLengthM) return false;
        link.lengthM = length > 0 ? std::optional<double>(length) : std::nullopt; // 0: not set
        return true;
    }
    }
    return false;
}

int SetLinkProperty::id() const
{
    return m_property == LinkProperty::Medium ? -1 : SetLinkPropertyId;
}

bool SetLinkProperty::mergeWith(const QUndoCommand *other)
{
    const auto *set = static_cast<const SetLinkProperty *>(other);
    return set->m_property == m_property && sameObjects(*set);
}

} // namespace spinel
