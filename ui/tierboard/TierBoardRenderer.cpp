#include "ui/tierboard/TierBoardRenderer.h"

#include "ui/common/TierPalette.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>

namespace tb::ui {

namespace {
constexpr double kMargin = 16;
constexpr double kHeader = 44;
constexpr double kLabelWidth = 236;  // "Participation Ribbon (15)" on one line
constexpr double kChipHeight = 26;
constexpr double kGap = 6;
constexpr double kRowPad = 10;

QFont chipFont() {
    QFont f;
    f.setPixelSize(13);
    return f;
}
}  // namespace

TierBoardRenderer::Ink TierBoardRenderer::Ink::fromPalette(const QPalette& palette) {
    Ink ink;
    ink.paper = palette.color(QPalette::Base);
    ink.text = palette.color(QPalette::Text);
    if (palette.color(QPalette::Window).lightnessF() < 0.5) {
        ink.muted = QColor(0xa8, 0xab, 0xb1);  // 5.1:1 on the dark chip
        ink.chip = QColor(0x35, 0x38, 0x3d);
        ink.price = QColor(0x8a, 0xb4, 0xf8);
        ink.unpriced = ink.muted;
    }
    return ink;
}

TierBoardRenderer::TierBoardRenderer(const core::TierBoard& board, Options options)
    : m_board(board), m_options(options) {}

QString TierBoardRenderer::placementName(Placement placement) {
    switch (placement) {
        case Placement::Assigned:
            return core::TierBoard::tr("assigned tier");
        case Placement::Suggested:
            return core::TierBoard::tr("suggested tier");
        case Placement::Reference:
            return core::TierBoard::tr("reference tier");
    }
    return {};
}

QString TierBoardRenderer::priceText(const core::TierBoardEntry& e) {
    const QString list =
        e.listUsdPerGpuHour ? core::TierBoard::tr("list $%1").arg(*e.listUsdPerGpuHour, 0, 'f', 2) : QString();
    if (e.effectiveUsdPerUsefulGpuHour) {
        return QStringLiteral("$%1 \u00b7 %2").arg(*e.effectiveUsdPerUsefulGpuHour, 0, 'f', 2).arg(list);
    }
    return list.isEmpty() ? core::TierBoard::tr("unpriced") : list;
}

std::optional<core::Tier> TierBoardRenderer::rowTier(const core::TierBoardEntry& e) const {
    switch (m_options.placement) {
        case Placement::Assigned:
            return e.assigned;
        case Placement::Suggested:
            return e.suggested;
        case Placement::Reference:
            return e.reference;
    }
    return std::nullopt;
}

bool TierBoardRenderer::isUnableToTest(const core::TierBoardEntry& e) const {
    // The published reference is a tier of its own round, whatever the evaluation's state.
    return e.unableToTest && m_options.placement != Placement::Reference;
}

double TierBoardRenderer::heightFor(double width) const {
    return layout(nullptr, QRectF(0, 0, width, 0));
}

void TierBoardRenderer::paint(QPainter& painter, const QRectF& rect) const {
    layout(&painter, rect);
}

double TierBoardRenderer::layout(QPainter* p, const QRectF& rect) const {
    const QFont font = chipFont();
    const QFontMetricsF fm(font);
    QFont titleFont = font;
    titleFont.setPixelSize(20);
    titleFont.setBold(true);
    QFont small = font;
    small.setPixelSize(10);
    small.setBold(true);
    QFont priceFont = font;
    priceFont.setPixelSize(11);
    const QFontMetricsF priceMetrics(priceFont);

    if (p) {
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        p->fillRect(rect, m_ink.paper);
        p->setFont(titleFont);
        p->setPen(m_ink.text);
        QString subtitle = core::TierBoard::tr("rows by %1").arg(placementName(m_options.placement));
        if (m_options.showMovement && !m_board.comparedWith.isEmpty()) {
            subtitle = core::TierBoard::tr("%1, arrows: movement since round %2").arg(subtitle, m_board.comparedWith);
        }
        p->drawText(QRectF(rect.left() + kMargin, rect.top() + 8, rect.width() - 2 * kMargin, 26),
                    Qt::AlignLeft | Qt::AlignVCenter, m_board.title);
        p->setFont(font);
        p->setPen(m_ink.muted);
        p->drawText(QRectF(rect.left() + kMargin, rect.top() + 8, rect.width() - 2 * kMargin, 26),
                    Qt::AlignRight | Qt::AlignVCenter, subtitle);
    }
    double y = rect.top() + kHeader;
    const double chipsLeft = rect.left() + kMargin + kLabelWidth + kGap;
    const double chipsRight = rect.right() - kMargin;

    // Rows: each tier, then evaluations marked unable to test (no tier, and not the tier Unavailable), then
    // providers that have no tier under the chosen placement. The first two rows without a tier show only when used.
    struct Row {
        std::optional<core::Tier> tier;
        bool unableToTest = false;
    };
    QList<Row> rows;
    for (core::Tier t : core::kAllTiers) {
        rows << Row{t, false};
    }
    rows << Row{std::nullopt, true} << Row{std::nullopt, false};
    for (const Row& r : rows) {
        const std::optional<core::Tier>& row = r.tier;
        QList<const core::TierBoardEntry*> chips;
        for (const core::TierBoardEntry& e : m_board.entries) {
            if (isUnableToTest(e) == r.unableToTest && (r.unableToTest || rowTier(e) == row)) {
                chips << &e;
            }
        }
        if (!row && chips.isEmpty()) {
            continue;
        }
        // Chip widths and wrapping.
        QList<QRectF> boxes;
        double x = chipsLeft;
        double cy = y + kRowPad;
        for (const core::TierBoardEntry* e : chips) {
            double w = fm.horizontalAdvance(e->name) + 20;
            if (m_options.showMovement && e->movement() != 0) {
                w += 14;
            }
            if (m_options.showSuggested) {
                w += 18;
            }
            if (m_options.showReference) {
                w += 18;
            }
            if (!e->conflict.isEmpty()) {
                w += 18;
            }
            if (m_options.showPrice) {
                w += priceMetrics.horizontalAdvance(priceText(*e)) + 10;
            }
            if (x + w > chipsRight && x > chipsLeft) {
                x = chipsLeft;
                cy += kChipHeight + kGap;
            }
            boxes << QRectF(x, cy, w, kChipHeight);
            x += w + kGap;
        }
        const double rowHeight = std::max(kChipHeight + 2 * kRowPad, cy + kChipHeight + kRowPad - y);
        if (p) {
            // Unable to test: a pale sand, apart from Unavailable's grey and from the grey of "No tier yet".
            const QColor band = row              ? tierColor(*row)
                                : r.unableToTest ? QColor(0xe3, 0xd9, 0xb8)
                                                 : QColor(0xd0, 0xd0, 0xd0);
            const QColor bandText = row ? tierTextColor(*row) : QColor(0x20, 0x20, 0x20);
            const QRectF label(rect.left() + kMargin, y, kLabelWidth, rowHeight - 4);
            p->setPen(Qt::NoPen);
            p->setBrush(band);
            p->drawRoundedRect(label, 6, 6);
            QColor light = band;
            light.setAlpha(40);
            p->setBrush(light);
            p->drawRoundedRect(QRectF(chipsLeft - kGap / 2, y, chipsRight - chipsLeft + kGap, rowHeight - 4), 6, 6);
            QFont lf = font;
            lf.setBold(true);
            lf.setPixelSize(15);
            p->setFont(lf);
            p->setPen(bandText);
            p->drawText(label.adjusted(8, 0, -8, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                        (row              ? core::tierName(*row)
                         : r.unableToTest ? core::unableToTestName()
                                          : core::TierBoard::tr("No tier yet")) +
                            QStringLiteral(" (%1)").arg(chips.size()));
            for (int i = 0; i < chips.size(); ++i) {
                const core::TierBoardEntry& e = *chips[i];
                QRectF box = boxes[i];
                p->setPen(QPen(band.darker(120), 1.2));
                p->setBrush(m_ink.chip);
                p->drawRoundedRect(box, kChipHeight / 2, kChipHeight / 2);
                double tx = box.left() + 10;
                const int move = m_options.showMovement ? e.movement() : 0;
                if (move != 0) {
                    QPainterPath arrow;
                    const double ax = tx + 5;
                    const double ay = box.center().y();
                    if (move > 0) {
                        arrow.moveTo(ax, ay - 6);
                        arrow.lineTo(ax + 5, ay + 4);
                        arrow.lineTo(ax - 5, ay + 4);
                    } else {
                        arrow.moveTo(ax, ay + 6);
                        arrow.lineTo(ax + 5, ay - 4);
                        arrow.lineTo(ax - 5, ay - 4);
                    }
                    arrow.closeSubpath();
                    p->setPen(Qt::NoPen);
                    p->setBrush(move > 0 ? QColor(0x2e, 0x8b, 0x57) : QColor(0xc0, 0x39, 0x2b));
                    p->drawPath(arrow);
                    tx += 14;
                }
                p->setFont(font);
                p->setPen(m_ink.text);
                const double nameWidth = fm.horizontalAdvance(e.name);
                p->drawText(QRectF(tx, box.top(), nameWidth + 2, box.height()), Qt::AlignLeft | Qt::AlignVCenter,
                            e.name);
                tx += nameWidth + 6;
                auto badge = [&](const QString& letter, std::optional<core::Tier> t) {
                    const QRectF b(tx, box.center().y() - 7, 14, 14);
                    p->setPen(QPen(QColor(0x60, 0x60, 0x60), 0.8));
                    p->setBrush(t ? tierColor(*t) : QColor(Qt::white));
                    p->drawEllipse(b);
                    p->setFont(small);
                    p->setPen(t ? tierTextColor(*t) : QColor(0x60, 0x60, 0x60));
                    p->drawText(b, Qt::AlignCenter, letter);
                    tx += 18;
                };
                if (m_options.showSuggested) {
                    badge(QStringLiteral("S"), e.suggested);
                }
                if (m_options.showReference) {
                    badge(QStringLiteral("R"), e.reference);
                }
                if (!e.conflict.isEmpty()) {
                    // A disclosed conflict of interest (issue 18.6): a red-ringed C, explained in the legend.
                    const QRectF b(tx, box.center().y() - 7, 14, 14);
                    p->setPen(QPen(QColor(0xb0, 0x20, 0x20), 1.6));
                    p->setBrush(QColor(0xff, 0xf0, 0xf0));
                    p->drawEllipse(b);
                    p->setFont(small);
                    p->setPen(QColor(0xb0, 0x20, 0x20));
                    p->drawText(b, Qt::AlignCenter, QStringLiteral("C"));
                    tx += 18;
                }
                if (m_options.showPrice) {
                    // Effective price in ink, list price and "unpriced" muted: the effective one is the comparison.
                    p->setFont(priceFont);
                    p->setPen(e.effectiveUsdPerUsefulGpuHour ? m_ink.price : m_ink.unpriced);
                    p->drawText(QRectF(tx + 2, box.top(), box.right() - tx - 2, box.height()),
                                Qt::AlignLeft | Qt::AlignVCenter, priceText(e));
                }
            }
        }
        y += rowHeight;
    }
    if (p && (m_options.showSuggested || m_options.showReference)) {
        p->setFont(font);
        p->setPen(m_ink.muted);
        p->drawText(
            QRectF(rect.left() + kMargin, y + 2, rect.width() - 2 * kMargin, 20), Qt::AlignLeft,
            core::TierBoard::tr("Badges: S = suggested tier, R = reference tier (colour of that tier; white = none)"));
    }
    if (m_options.showPrice) {
        if (m_options.showSuggested || m_options.showReference) {
            y += 20;
        }
        if (p) {
            p->setFont(font);
            p->setPen(m_ink.muted);
            p->drawText(
                QRectF(rect.left() + kMargin, y + 2, rect.width() - 2 * kMargin, 20), Qt::AlignLeft,
                core::TierBoard::tr("Price: effective $ per useful GPU-hour under %1, then the list $ per "
                                    "GPU-hour in force; unpriced = no price record")
                    .arg(m_board.priceScenario.isEmpty() ? core::TierBoard::tr("no scenario") : m_board.priceScenario));
        }
    }
    // The conflict legend whenever a placement carries the mark, so the board never shows it unexplained.
    const bool anyConflict = std::any_of(m_board.entries.cbegin(), m_board.entries.cend(),
                                         [](const core::TierBoardEntry& e) { return !e.conflict.isEmpty(); });
    if (anyConflict) {
        if (m_options.showSuggested || m_options.showReference || m_options.showPrice) {
            y += 20;
        }
        if (p) {
            p->setFont(font);
            p->setPen(QColor(0xb0, 0x20, 0x20));
            p->drawText(QRectF(rect.left() + kMargin, y + 2, rect.width() - 2 * kMargin, 20), Qt::AlignLeft,
                        core::TierBoard::tr("C = a reviewer of this placement has a disclosed conflict of interest "
                                            "with the provider (see its review)"));
        }
    }
    if (p) {
        p->restore();
    }
    return y + 26 - rect.top();
}

core::Status TierBoardRenderer::exportTo(const QString& path, double width) const {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const double height = heightFor(width);
    if (suffix == QLatin1String("png")) {
        QImage image(QSize(int(width * 2), int(height * 2)), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        p.scale(2, 2);
        paint(p, QRectF(0, 0, width, height));
        p.end();
        if (!image.save(path, "PNG")) {
            return core::makeError(core::ErrorCode::Io, core::TierBoard::tr("Could not write %1").arg(path));
        }
        return {};
    }
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(QSize(int(width), int(height)));
        svg.setViewBox(QRectF(0, 0, width, height));
        svg.setTitle(m_board.title);
        QPainter p;
        if (!p.begin(&svg)) {
            return core::makeError(core::ErrorCode::Io, core::TierBoard::tr("Could not write %1").arg(path));
        }
        paint(p, QRectF(0, 0, width, height));
        p.end();
        return {};
    }
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(path);
        pdf.setTitle(m_board.title);
        pdf.setResolution(72);
        pdf.setPageSize(QPageSize(QSizeF(width, height), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter p;
        if (!p.begin(&pdf)) {
            return core::makeError(core::ErrorCode::Io, core::TierBoard::tr("Could not write %1").arg(path));
        }
        paint(p, QRectF(0, 0, width, height));
        p.end();
        return {};
    }
    return core::makeError(core::ErrorCode::InvalidArgument,
                           core::TierBoard::tr("Unknown format \"%1\": use .pdf, .png or .svg").arg(suffix));
}

}  // namespace tb::ui
