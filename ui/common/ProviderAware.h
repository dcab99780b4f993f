#pragma once

#include <QtGlobal>

namespace tb::ui {

// Implemented by tabs on the provider page that show something of one provider (probe runs, interviews, rating).
// ProviderPage::addTab() calls setProvider() whenever the selection changes; 0 means no provider is selected.
// Tabs that also implement StoreAware get the store first.
class ProviderAware {
public:
    virtual ~ProviderAware() = default;
    virtual void setProvider(qint64 providerId) = 0;
};

}  // namespace tb::ui
