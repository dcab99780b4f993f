#include "ui/providers/TierBadge.h"

#include "ui/common/TierPalette.h"

namespace tb::ui {

TierBadge::TierBadge(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("tierBadge"));
    setAlignment(Qt::AlignCenter);
    setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    setTier(std::nullopt);
}

void TierBadge::setTier(std::optional<core::Tier> tier, const QString& suffix) {
    m_tier = tier;
    const QString text = tier ? core::tierName(*tier) : tr("Not rated");
    setText(suffix.isEmpty() ? text : text + QStringLiteral(" · ") + suffix);
    if (tier) {
        setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; border-radius: 9px; padding: 3px 12px;"
                                     " font-weight: 600; }")
                          .arg(tierColor(*tier).name(), tierTextColor(*tier).name()));
        setAccessibleName(tr("Reference tier: %1").arg(text));
    } else {
        setStyleSheet(
            QStringLiteral("QLabel { border: 1px solid palette(mid); color: palette(text); border-radius: "
                           "9px; padding: 2px 11px; }"));
        setAccessibleName(tr("No reference tier"));
    }
}

void TierBadge::setUnableToTest(const QString& suffix) {
    setTier(std::nullopt);
    const QString text = core::unableToTestName();
    setText(suffix.isEmpty() ? text : text + QStringLiteral(" · ") + suffix);
    setAccessibleName(text);
}

}  // namespace tb::ui
