#pragma once

#include <QtGlobal>

#include <memory>

namespace tb::core {
class Store;
}

namespace tb::ui {

class WalkthroughWindow;

// Enters the confidential presenter mode: hides every visible top-level window (main window, tier board,
// comparisons, dialogs), opens a WalkthroughWindow for one evaluation full screen (or at 1280x720 when
// fullScreen is false), and shows the hidden windows again when the walkthrough is left. The walkthrough window
// deletes itself after leaving.
//
// Thread contract: GUI thread.
class WalkthroughMode {
public:
    static WalkthroughWindow* start(std::shared_ptr<core::Store> store, qint64 evaluationId, bool fullScreen = true);
};

}  // namespace tb::ui
