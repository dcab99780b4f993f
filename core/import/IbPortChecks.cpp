#include "core/import/IbPortChecks.h"

namespace tb::core {

namespace {

bool isIb(const IbPort& p) {
    return p.linkLayer.compare(QLatin1String("InfiniBand"), Qt::CaseInsensitive) == 0;
}

}  // namespace

bool IbPortChecks::wholeLinkLayer(const QString& text) {
    return text == QLatin1String("InfiniBand") || text == QLatin1String("Ethernet");
}

QString IbPortChecks::normalState(const QString& text) {
    QString t = text.trimmed();
    // "4: ACTIVE" (ibstatus) and "PORT_ACTIVE (4)" / "LINK_UP (5)" (ibv_devinfo)
    const qsizetype colon = t.indexOf(u':');
    if (colon > 0 && t.at(0).isDigit())
        t = t.mid(colon + 1).trimmed();
    const qsizetype paren = t.indexOf(u'(');
    if (paren > 0)
        t = t.left(paren).trimmed();
    if (t.startsWith(QLatin1String("PORT_")))
        t = t.mid(5);
    static const struct {
        const char* from;
        const char* to;
    } names[] = {{"ACTIVE", "Active"},     {"DOWN", "Down"},
                 {"INIT", "Initializing"}, {"ARMED", "Armed"},
                 {"LINK_UP", "LinkUp"},    {"LINKUP", "LinkUp"},
                 {"POLLING", "Polling"},   {"DISABLED", "Disabled"},
                 {"SLEEP", "Sleep"},       {"LINK_ERROR_RECOVERY", "LinkErrorRecovery"}};
    for (const auto& n : names) {
        if (t.compare(QLatin1String(n.from), Qt::CaseInsensitive) == 0)
            return QLatin1String(n.to);
    }
    return t;
}

void IbPortChecks::apply(ParsedRun& run, const QVector<IbPort>& ports) {
    QStringList ibDown, ethDown, rates, noLid, smallMtu;
    int ib = 0, eth = 0;
    double maxRate = 0;
    for (const IbPort& p : ports) {
        if (isIb(p))
            maxRate = std::max(maxRate, p.rate);
    }
    for (const IbPort& p : ports) {
        const bool active =
            p.state.compare(QLatin1String("Active"), Qt::CaseInsensitive) == 0 &&
            (p.physState.isEmpty() || p.physState.compare(QLatin1String("LinkUp"), Qt::CaseInsensitive) == 0);
        const QString name = QStringLiteral("%1/%2").arg(p.ca).arg(p.port);
        QStringList shown{p.state};
        if (!p.physState.isEmpty())
            shown << p.physState;
        shown << (p.rate > 0 ? tr("%1 Gb/s").arg(p.rate) : tr("rate not shown"));
        shown << (p.linkLayer.isEmpty() ? tr("unknown link layer") : p.linkLayer);
        if (p.lid)
            shown << tr("LID %1").arg(*p.lid);
        if (p.activeMtu)
            shown << tr("MTU %1").arg(*p.activeMtu);
        run.findings.push_back({FindingKind::Fact, QStringLiteral("ib.port.%1").arg(name), FindingStatus::None,
                                shown.join(QStringLiteral(", ")),
                                p.caType.isEmpty() ? QString() : tr("%1, firmware %2").arg(p.caType, p.firmware)});
        QJsonObject dev{{QStringLiteral("name"), name}, {QStringLiteral("link_layer"), p.linkLayer}};
        run.devices.append(dev);
        if (isIb(p)) {
            ++ib;
            if (!active)
                ibDown << QStringLiteral("%1 (%2%3)")
                              .arg(name, p.state,
                                   p.physState.isEmpty() ? QString() : QStringLiteral(", ") + p.physState);
            else if (p.rate > 0 && p.rate < maxRate)
                rates << QStringLiteral("%1 at %2 Gb/s").arg(name).arg(p.rate);
            // 0 and 0xffff are not unicast LIDs: no subnet manager has configured the port.
            if (active && p.lid && (*p.lid == 0 || *p.lid == 65535))
                noLid << QStringLiteral("%1 (LID %2)").arg(name).arg(*p.lid);
            if (active && p.activeMtu && *p.activeMtu < 4096)
                smallMtu << QStringLiteral("%1 (%2)").arg(name).arg(*p.activeMtu);
        } else {
            ++eth;
            if (!active)
                ethDown << QStringLiteral("%1 (%2)").arg(name, p.state);
        }
    }
    if (ib > 0) {
        FindingStatus status = FindingStatus::Pass;
        QString detail = maxRate > 0 ? tr("%1 InfiniBand ports active at %2 Gb/s.").arg(ib).arg(maxRate)
                                     : tr("%1 InfiniBand ports active.").arg(ib);
        if (!ibDown.isEmpty()) {
            status = FindingStatus::Fail;
            detail = tr("InfiniBand ports not active: %1").arg(ibDown.join(QStringLiteral(", ")));
        } else if (!rates.isEmpty()) {
            status = FindingStatus::Warn;
            detail = tr("InfiniBand ports below the fastest port's %1 Gb/s: %2")
                         .arg(maxRate)
                         .arg(rates.join(QStringLiteral(", ")));
        }
        run.findings.push_back({FindingKind::Check, QStringLiteral("ib.ports"), status, QString::number(ib), detail});
        if (maxRate > 0) {
            run.findings.push_back({FindingKind::Fact, QStringLiteral("ib.rate"), FindingStatus::None,
                                    QString::number(maxRate), tr("fastest InfiniBand port, Gb/s")});
        }
    } else if (!ports.isEmpty()) {
        // A RoCE-only node: its RDMA ports are Ethernet, so they are the fabric.
        run.findings.push_back(
            {FindingKind::Check, QStringLiteral("ib.ports"),
             ethDown.isEmpty() ? FindingStatus::Pass : FindingStatus::Warn, QString::number(eth),
             ethDown.isEmpty()
                 ? tr("No InfiniBand link layer; %1 RDMA Ethernet (RoCE) ports active.").arg(eth)
                 : tr("No InfiniBand link layer; RoCE ports down: %1").arg(ethDown.join(QStringLiteral(", ")))});
    }
    if (eth > 0) {
        run.findings.push_back({FindingKind::Check, QStringLiteral("eth.ports"),
                                ethDown.isEmpty() ? FindingStatus::Pass : FindingStatus::Warn, QString::number(eth),
                                ethDown.isEmpty() ? tr("%1 Ethernet ports active.").arg(eth)
                                                  : tr("Ethernet ports down (they do not affect the InfiniBand "
                                                       "fabric): %1")
                                                        .arg(ethDown.join(QStringLiteral(", ")))});
    }
    if (!noLid.isEmpty()) {
        run.findings.push_back({FindingKind::Check, QStringLiteral("ib.lid"), FindingStatus::Fail,
                                QString::number(noLid.size()),
                                tr("Active InfiniBand ports without a LID (no subnet manager configured them): %1")
                                    .arg(noLid.join(QStringLiteral(", ")))});
    }
    if (!smallMtu.isEmpty()) {
        run.findings.push_back(
            {FindingKind::Check, QStringLiteral("ib.mtu"), FindingStatus::Warn, QString::number(smallMtu.size()),
             tr("InfiniBand ports with an active MTU below 4096: %1").arg(smallMtu.join(QStringLiteral(", ")))});
    }
}

}  // namespace tb::core
