#pragma once

#include <QString>

namespace tb::test {

// Root of the source tree (TB_SOURCE_DIR, set by CTest).
QString sourceDir();
// ../shared beside the checkout, when present (real-world tool outputs in shared/realdata); empty otherwise.
QString sharedDir();

}  // namespace tb::test
