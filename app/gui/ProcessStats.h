#pragma once

#include <QtGlobal>

namespace tb::app {

// Figures the startup benchmark reads from the GUI's own output (Linux /proc; -1 where unavailable).
// Milliseconds since this process was started by the kernel (10 ms resolution: clock ticks).
qint64 msSinceProcessStart();
// Peak resident set size (VmHWM) in KiB.
qint64 peakRssKiB();

}  // namespace tb::app
