#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>

namespace tb::core {

// What a name the analyst gives (a provider's, a login node's) may hold. Names are printed by the CLI on terminals,
// drawn in the workbench and the review, and written into file names: at most kMaxLength characters, and none of
// the controls of UnsafeText.h (a name with ESC or a right-to-left override could rewrite or reorder what is shown
// around it). Checked where the store or the use case accepts the name, so the workbench and the CLI refuse the same.
class NameRules {
    Q_DECLARE_TR_FUNCTIONS(NameRules)

public:
    static constexpr int kMaxLength = 200;

    // Ok, or InvalidArgument saying what is wrong with the name; `what` names the field ("Provider name").
    static Status check(const QString& name, const QString& what);
};

}  // namespace tb::core
