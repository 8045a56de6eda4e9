#pragma once
// The palette: the catalog's switches by role and its servers, by model, with icons. Entries are
// dragged onto the canvas (as PaletteEntry MIME data) or double-clicked to place at the view centre.

#include <QTreeWidget>

#include "docks/paletteentry.h"

namespace spinel {
class Catalog;

class PaletteWidget : public QTreeWidget {
    Q_OBJECT
public:
    explicit PaletteWidget(QWidget *parent = nullptr);

    void setCatalog(const Catalog &catalog);
    // The item showing `entry`, for tests and keyboard navigation; nullptr when absent.
    QTreeWidgetItem *itemFor(const PaletteEntry &entry) const;
    static std::optional<PaletteEntry> entryOf(const QTreeWidgetItem *item);
    // What dragging `item` carries (caller owns); nullptr for section headers.
    QMimeData *dragData(QTreeWidgetItem *item) const { return mimeData({item}); }

signals:
    void placeRequested(const PaletteEntry &entry);

protected:
    // Double-click or Enter places the entry (not itemActivated, which is a single click on some desktops).
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QList<QTreeWidgetItem *> &items) const override;
};

} // namespace spinel
