#pragma once

#include "core/Result.h"
#include "core/report/TierBoard.h"

#include <QPalette>
#include <QSizeF>

class QPainter;
class QRectF;

namespace tb::ui {

// Paints the tier board like the published chart: one row per tier in medal colours, provider names as chips.
// The same painting serves the widget, PDF (vector), SVG and PNG, so every export matches the screen.
class TierBoardRenderer {
public:
    enum class Placement { Assigned, Suggested, Reference };
    struct Options {
        Placement placement = Placement::Assigned;  // which tier decides the row
        bool showSuggested = false;                 // a small "S" badge in the suggested tier's colour
        bool showReference = false;                 // a small "R" badge in the reference tier's colour
        bool showMovement = true;                   // arrow for movement since the previous round
        // Beside the name: effective $ per useful GPU-hour under the board's price scenario and the list price
        // (TierBoard::attachPrices), or "unpriced".
        bool showPrice = false;
    };
    // The board's colours apart from the tiers' own: light paper for exports and the review, the window's palette on
    // screen (dark too). Every text colour reads 4.5:1 on the paper and the chips (tests/ui/tst_Palettes).
    struct Ink {
        QColor paper{Qt::white};
        QColor text{0x1a, 0x1a, 0x1a};
        QColor muted{0x55, 0x55, 0x55};
        QColor chip{Qt::white};
        QColor price{0x1f, 0x4e, 0x79};
        QColor unpriced{0x6b, 0x6b, 0x6b};
        static Ink fromPalette(const QPalette& palette);
    };

    TierBoardRenderer(const core::TierBoard& board, Options options);

    // Height needed at `width` (rows wrap their chips).
    double heightFor(double width) const;
    void paint(QPainter& painter, const QRectF& rect) const;
    void setInk(const Ink& ink) { m_ink = ink; }
    const Ink& ink() const { return m_ink; }

    // By suffix: .pdf (vector), .svg, .png (2x). Needs a QGuiApplication.
    core::Status exportTo(const QString& path, double width = 1400) const;

    static QString placementName(Placement placement);
    // "$2.13 · list $2.00", "list $2.00", "unpriced": what a chip shows with showPrice.
    static QString priceText(const core::TierBoardEntry& entry);

private:
    std::optional<core::Tier> rowTier(const core::TierBoardEntry& entry) const;
    // In the "Unable to test" row under the chosen placement.
    bool isUnableToTest(const core::TierBoardEntry& entry) const;
    double layout(QPainter* painter, const QRectF& rect) const;  // paints when painter != nullptr

    const core::TierBoard& m_board;
    Options m_options;
    Ink m_ink;
};

}  // namespace tb::ui
