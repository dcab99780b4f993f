#include "core/store/ChangeSet.h"

#include <QStringList>

#include <algorithm>

namespace tb::core {

ChangeSet ChangeSet::all() {
    ChangeSet set;
    set.m_everything = true;
    return set;
}

void ChangeSet::add(EntityKind kind, qint64 id) {
    m_kinds.insert(kind);
    m_ids[kind].insert(id);
}

void ChangeSet::addKind(EntityKind kind) {
    m_kinds.insert(kind);
    m_wholeKinds.insert(kind);
}

void ChangeSet::addProvider(qint64 providerId) {
    if (providerId > 0) {
        m_providers.insert(providerId);
    } else {
        m_unknownProvider = true;
    }
}

void ChangeSet::merge(const ChangeSet& other) {
    m_everything = m_everything || other.m_everything;
    m_unknownProvider = m_unknownProvider || other.m_unknownProvider;
    m_kinds.unite(other.m_kinds);
    m_wholeKinds.unite(other.m_wholeKinds);
    for (auto it = other.m_ids.cbegin(); it != other.m_ids.cend(); ++it) {
        m_ids[it.key()].unite(it.value());
    }
    m_providers.unite(other.m_providers);
}

bool ChangeSet::touchesAny(std::initializer_list<EntityKind> kinds) const {
    return std::any_of(kinds.begin(), kinds.end(), [this](EntityKind k) { return touches(k); });
}

bool ChangeSet::touches(EntityKind kind, qint64 id) const {
    return m_everything || m_wholeKinds.contains(kind) || m_ids.value(kind).contains(id);
}

QString entityKindKey(EntityKind kind) {
    switch (kind) {
        case EntityKind::Provider:
            return QStringLiteral("provider");
        case EntityKind::Evaluation:
            return QStringLiteral("evaluation");
        case EntityKind::Verdict:
            return QStringLiteral("verdict");
        case EntityKind::Node:
            return QStringLiteral("node");
        case EntityKind::Run:
            return QStringLiteral("run");
        case EntityKind::Samples:
            return QStringLiteral("samples");
        case EntityKind::Interview:
            return QStringLiteral("interview");
        case EntityKind::Rating:
            return QStringLiteral("rating");
        case EntityKind::Baseline:
            return QStringLiteral("baseline");
        case EntityKind::Rubric:
            return QStringLiteral("rubric");
        case EntityKind::Walkthrough:
            return QStringLiteral("walkthrough");
        case EntityKind::Price:
            return QStringLiteral("price");
        case EntityKind::Cluster:
            return QStringLiteral("cluster");
    }
    return QStringLiteral("?");
}

QString ChangeSet::toString() const {
    if (m_everything) {
        return QStringLiteral("everything");
    }
    QStringList parts;
    for (EntityKind kind : m_kinds) {
        QList<qint64> ids(m_ids.value(kind).cbegin(), m_ids.value(kind).cend());
        std::sort(ids.begin(), ids.end());
        QStringList idText;
        for (qint64 id : ids) {
            idText << QString::number(id);
        }
        if (m_wholeKinds.contains(kind)) {
            idText << QStringLiteral("*");
        }
        parts << entityKindKey(kind) + u':' + idText.join(u',');
    }
    std::sort(parts.begin(), parts.end());
    QList<qint64> providers(m_providers.cbegin(), m_providers.cend());
    std::sort(providers.begin(), providers.end());
    QStringList p;
    for (qint64 id : providers) {
        p << QString::number(id);
    }
    if (m_unknownProvider) {
        p << QStringLiteral("?");
    }
    if (!p.isEmpty()) {
        parts << QStringLiteral("providers:") + p.join(u',');
    }
    return parts.join(u' ');
}

}  // namespace tb::core
