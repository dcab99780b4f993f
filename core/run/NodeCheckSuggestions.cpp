#include "core/run/NodeCheckSuggestions.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <map>

namespace tb::core {

namespace {
// Worse verdicts win when several checks feed one item; Unknown and N/A never hide a measured result.
int severity(Verdict v) {
    switch (v) {
        case Verdict::Fail:
            return 4;
        case Verdict::Partial:
            return 3;
        case Verdict::Pass:
            return 2;
        case Verdict::NotApplicable:
            return 1;
        case Verdict::Unknown:
            return 0;
    }
    return 0;
}
}  // namespace

Result<NodeCheckSuggestions> NodeCheckSuggestions::load(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::Io, tr("Could not read the verdict suggestions %1").arg(path), file.errorString());
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.read(1024 * 1024), &parseError);
    if (!doc.isObject()) {
        return makeError(ErrorCode::Parse, tr("The verdict suggestions %1 are not valid JSON").arg(path),
                         parseError.errorString());
    }
    NodeCheckSuggestions s;
    const QJsonObject statuses = doc.object().value(QStringLiteral("statusVerdicts")).toObject();
    for (auto it = statuses.begin(); it != statuses.end(); ++it) {
        const auto v = verdictFromKey(it.value().toString());
        if (!v) {
            return makeError(ErrorCode::Parse, tr("Unknown verdict %1 in %2").arg(it.value().toString(), path));
        }
        // A check status the table names must be one (a typo would silently never suggest anything).
        const auto status = findingStatusFromKey(it.key());
        if (!status || *status == FindingStatus::None) {
            return makeError(ErrorCode::Parse, tr("Unknown check status %1 in %2").arg(it.key(), path));
        }
        s.m_statusVerdicts[*status] = *v;
    }
    for (const QJsonValue& entry : doc.object().value(QStringLiteral("checks")).toArray()) {
        const QString check = entry[QStringLiteral("check")].toString();
        const QString item = entry[QStringLiteral("item")].toString();
        if (check.isEmpty() || item.isEmpty()) {
            return makeError(ErrorCode::Parse, tr("An entry of %1 lacks its check or item").arg(path));
        }
        s.m_items[check].append(
            {item, entry[QStringLiteral("gpu")].toBool(), entry[QStringLiteral("monitoring")].toBool()});
    }
    return s;
}

QStringList NodeCheckSuggestions::itemsFor(const QString& checkId) const {
    QStringList out;
    for (const Entry& e : m_items.value(checkId)) {
        out << e.item;
    }
    return out;
}

QStringList NodeCheckSuggestions::allItems() const {
    QStringList out;
    for (const auto& entries : m_items) {
        for (const Entry& e : entries) {
            if (!out.contains(e.item)) {
                out << e.item;
            }
        }
    }
    out.sort();
    return out;
}

QVector<VerdictSuggestion> NodeCheckSuggestions::suggest(const QVector<CheckFinding>& checks) const {
    std::map<QString, VerdictSuggestion> byItem;
    const bool noGpu = std::any_of(checks.cbegin(), checks.cend(), [](const CheckFinding& c) {
        return c.id == QLatin1String("gpu.driver") && c.status == FindingStatus::Waived;
    });
    for (const CheckFinding& c : checks) {
        const auto mapped = m_statusVerdicts.find(c.status);
        if (mapped == m_statusVerdicts.end()) {
            continue;
        }
        for (const Entry& entry : m_items.value(c.id)) {
            Verdict verdict = mapped->second;
            QString because;
            if (verdict == Verdict::NotApplicable) {
                // Only the analyst marks an item N/A. A check this node waived says the node lacks the subject (no
                // GPU, no InfiniBand or RoCE device), not that the provider's offer has none; N/A would take the
                // item out of the score and raise the criterion on no evidence.
                verdict = Verdict::Unknown;
                because = entry.needsGpu && noGpu
                              ? tr("no GPU on this node's PCI bus, so this says nothing about the provider's GPU nodes")
                              : tr("this node lacks what the item asks about, which does not make the item N/A for "
                                   "the provider");
            } else if (entry.asksAboutMonitoring && verdict == Verdict::Pass) {
                verdict = Verdict::Unknown;
                because = tr("a node without events does not show whether the provider monitors for them");
            }
            VerdictSuggestion& s = byItem[entry.item];
            const bool first = s.checkIds.isEmpty();
            s.checkItemKey = entry.item;
            if (first || severity(verdict) > severity(s.verdict)) {
                s.verdict = verdict;
            }
            s.checkIds << c.id;
            if (c.findingId > 0) {
                s.findingIds << c.findingId;
            }
            const QString status = findingStatusKey(c.status);
            QString line = c.detail.isEmpty() ? QStringLiteral("%1 %2").arg(c.id, status)
                                              : QStringLiteral("%1 %2: %3").arg(c.id, status, c.detail);
            if (!because.isEmpty()) {
                line += QStringLiteral(" (") + because + u')';
            }
            s.reason = first ? line : s.reason + QStringLiteral("; ") + line;
        }
    }
    QVector<VerdictSuggestion> out;
    for (auto& [key, s] : byItem) {
        out.append(s);
    }
    return out;
}

}  // namespace tb::core
