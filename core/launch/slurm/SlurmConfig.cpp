#include "core/launch/slurm/SlurmConfig.h"

#include "core/launch/slurm/SlurmKeyValue.h"

#include <QRegularExpression>

namespace tb::core {

SlurmConfig SlurmConfig::parse(const QString& text) {
    SlurmConfig config;
    config.m_entries = SlurmKeyValue::configLines(text);
    for (const auto& e : config.m_entries) {
        if (!config.m_index.contains(e.first)) {  // the first wins: later copies belong to status lines
            config.m_index.insert(e.first, e.second);
        }
    }
    return config;
}

std::optional<QString> SlurmConfig::setting(const QString& key) const {
    const auto it = m_index.constFind(key);
    if (it == m_index.constEnd() || SlurmKeyValue::isUnset(*it)) {
        return std::nullopt;
    }
    return *it;
}

std::optional<qint64> SlurmConfig::number(const QString& key) const {
    const auto v = setting(key);
    if (!v) {
        return std::nullopt;
    }
    static const QRegularExpression leading(QStringLiteral("^\\s*(-?\\d{1,18})"));
    const auto m = leading.match(*v);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    return m.captured(1).toLongLong();
}

QString SlurmConfig::topologyPlugin() const {
    const auto v = setting(QStringLiteral("TopologyPlugin"));
    if (!v) {
        return {};
    }
    QString name = v->trimmed();
    if (name.startsWith(QLatin1String("topology/"))) {
        name = name.mid(9);
    }
    return name == QLatin1String("none") ? QString() : name;
}

bool SlurmConfig::accountingEnabled() const {
    const auto v = setting(QStringLiteral("AccountingStorageType"));
    return v && !v->endsWith(QLatin1String("/none"));
}

QVector<QPair<QString, QString>> SlurmConfig::prologs() const {
    QVector<QPair<QString, QString>> out;
    static const QRegularExpression prolog(QStringLiteral("^(Prolog\\d*|PrologSlurmctld|TaskProlog|SrunProlog)$"));
    for (const auto& e : m_entries) {
        if (prolog.match(e.first).hasMatch() && !SlurmKeyValue::isUnset(e.second)) {
            out.append(e);
        }
    }
    return out;
}

}  // namespace tb::core
