#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>

class QMenu;
class QWidget;

namespace tb::core {
class Store;
}

namespace tb::ui {

// The trust actions of issue 18 in the Provider menu: Blind runs…, Reviewer agreement…, Conflicts of interest….
// The main window says where its store and selected provider are; nothing else of it is touched.
class TrustMenu {
    Q_DECLARE_TR_FUNCTIONS(TrustMenu)

public:
    struct Context {
        std::function<std::shared_ptr<core::Store>()> store;
        std::function<qint64()> providerId;
        std::function<QString()> providerName;
        std::function<void(const QString&)> status;
    };
    static void populate(QMenu* menu, QWidget* window, Context context);
};

}  // namespace tb::ui
