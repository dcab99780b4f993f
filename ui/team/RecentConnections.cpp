#include "ui/team/RecentConnections.h"

#include "core/store/DatabaseLocation.h"

#include <QSettings>

namespace tb::ui {

namespace {
const QString kKey = QStringLiteral("teamDatabase/recent");

void store(const QStringList& addresses) {
    QSettings settings;
    settings.setValue(kKey, addresses);
}
}  // namespace

QStringList RecentConnections::list() {
    QStringList out;
    // Whatever the file holds is re-checked: an address edited by hand to hold a password is not offered.
    for (const QString& address : QSettings().value(kKey).toStringList()) {
        const auto parsed = core::DatabaseLocation::parse(address);
        if (parsed && !parsed->isSqlite() && !out.contains(address)) {
            out << address;
        }
    }
    return out.mid(0, kMaximum);
}

void RecentConnections::remember(const QString& address) {
    const auto parsed = core::DatabaseLocation::parse(address);
    if (!parsed || parsed->isSqlite()) {
        return;
    }
    QStringList addresses = list();
    addresses.removeAll(address);
    addresses.prepend(address);
    store(addresses.mid(0, kMaximum));
}

void RecentConnections::forget(const QString& address) {
    QStringList addresses = list();
    addresses.removeAll(address);
    store(addresses);
}

void RecentConnections::clear() {
    store({});
}

}  // namespace tb::ui
