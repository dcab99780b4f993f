#pragma once

#include <memory>

namespace tb::core {
class Store;
}

namespace tb::ui {

// Implemented by views and tabs that read the database. MainWindow::addView() and ProviderPage::addTab() hand the
// store to every widget that implements this, once it is open (and again if another file is opened).
//
// Thread contract: called on the GUI thread. Use `store->submit(...) | ui::whileAlive(this, ...)`; never block.
class StoreAware {
public:
    virtual ~StoreAware() = default;
    virtual void setStore(std::shared_ptr<core::Store> store) = 0;
};

}  // namespace tb::ui
