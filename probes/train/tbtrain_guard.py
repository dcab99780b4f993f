"""What makes tb-train end instead of hanging: a watchdog on each phase and a thread that turns SIGTERM, SIGINT and
SIGHUP into an error line, `end` and exit 3.

Both act from their own thread and leave with os._exit: the main thread may sit inside a collective or a kernel
for as long as a dead peer lets it, and Python runs signal handlers only between its own bytecodes. A thread of
Python's still needs the GIL; where the main thread is stuck in C++ while holding it, the watchdog's backstop,
faulthandler's own C thread, ends the process BACKSTOP_S later (the threads' tracebacks on stderr, exit 1, no `end`).
"""
import faulthandler
import os
import signal
import sys
import threading
import time

from tbtrain_protocol import RUNTIME

SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
BACKSTOP_S = 10


def leave(emitter, message):
    emitter.fatal(RUNTIME, message)
    try:
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    os._exit(RUNTIME)


def watch_signals(emitter):
    """From the main thread: a signal's number reaches a pipe at once (signal.set_wakeup_fd), where a thread
    reads it and ends the run."""
    r, w = os.pipe()
    os.set_blocking(w, False)
    for sig in SIGNALS:
        signal.signal(sig, lambda *_: None)  # the thread below acts; the main thread must carry on undisturbed
    signal.set_wakeup_fd(w)

    def reader():
        while True:
            data = os.read(r, 1)
            if data and data[0] in [int(s) for s in SIGNALS]:
                leave(emitter, f"interrupted by {signal.Signals(data[0]).name}: the run stopped before its end")

    threading.Thread(target=reader, name="tb-train-signals", daemon=True).start()


class Watchdog:
    """Ends the run when a phase outlasts its limit: a peer that hangs (a stopped process, a lost NCCL peer) makes
    no collective fail, so nothing else would."""

    def __init__(self, emitter):
        self.emitter = emitter
        self.cond = threading.Condition()
        self.what, self.deadline, self.limit = None, None, 0.0
        threading.Thread(target=self._run, name="tb-train-watchdog", daemon=True).start()

    def arm(self, what, seconds):
        with self.cond:
            self.what, self.limit = what, seconds
            self.deadline = time.monotonic() + seconds
            self.cond.notify()
        try:
            faulthandler.dump_traceback_later(seconds + BACKSTOP_S, exit=True)
        except (RuntimeError, ValueError, OSError):  # no usable stderr: the Python watchdog alone
            pass

    def disarm(self):
        with self.cond:
            self.what = self.deadline = None
            self.cond.notify()
        faulthandler.cancel_dump_traceback_later()

    def _run(self):
        with self.cond:
            while True:
                if self.deadline is None:
                    self.cond.wait()
                    continue
                left = self.deadline - time.monotonic()
                if left > 0:
                    self.cond.wait(left)
                    continue
                leave(self.emitter, f"{self.what} made no progress for {self.limit:.0f} s (--timeout): a peer rank "
                      "hung or died, or the device stopped answering")
