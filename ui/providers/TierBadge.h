#pragma once

#include "core/domain/Tier.h"

#include <QLabel>

#include <optional>

namespace tb::ui {

// A rounded label in the tier's medal colour ("Gold"), or an outlined "Not rated" when there is no tier.
class TierBadge : public QLabel {
    Q_OBJECT

public:
    explicit TierBadge(QWidget* parent = nullptr);

    void setTier(std::optional<core::Tier> tier, const QString& suffix = {});
    // ClusterMAX 3.0's "unable to test" where a tier would be: no tier, drawn like an empty badge.
    void setUnableToTest(const QString& suffix = {});
    std::optional<core::Tier> tier() const { return m_tier; }

private:
    std::optional<core::Tier> m_tier;
};

}  // namespace tb::ui
