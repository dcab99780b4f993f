#pragma once

#include <QStringList>

namespace tb::ui {

// The team databases connected to lately, newest first, kept in the settings (`teamDatabase/recent`) as their
// addresses: DatabaseLocation refuses any address with a password in it, so none can be stored here.
//
// Thread contract: GUI thread (QSettings of the application).
class RecentConnections {
public:
    static constexpr int kMaximum = 8;

    static QStringList list();
    // Moves `address` to the front (adds it when new); only addresses that parse as a server's are kept.
    static void remember(const QString& address);
    static void forget(const QString& address);
    static void clear();
};

}  // namespace tb::ui
