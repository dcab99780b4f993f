"""The probes' JSON Lines protocol (probes/PROTOCOL.md) as tb-train writes it: no torch needed here.

Only rank 0 writes the stream. Another rank is "quiet": it writes nothing on stdout but `log` lines of level
`error`, each beginning `rank N: `, with the same text on stderr, as tb-coll's ranks do.
"""
import json
import math
import re
import socket
import sys
import threading

VERSION = "0.1.0"
PROBE = "tb-train"

OK, FAILED, UNSUPPORTED, RUNTIME, VERIFY, USAGE = 0, 1, 2, 3, 4, 64

MAX_STRING_BYTES = 16 * 1024
MAX_LINE_BYTES = 64 * 1024
_SURROGATE = re.compile("[\ud800-\udfff]")


class RunError(Exception):
    """Ends the run with an error line and this exit code."""

    def __init__(self, message, code=RUNTIME):
        super().__init__(message)
        self.message, self.code = message, code


def end_status(code):
    """The `end` status word of an exit code."""
    return {OK: "ok", FAILED: "failed", VERIFY: "failed", UNSUPPORTED: "unsupported"}.get(code, "error")


def cut_string(text):
    """Valid text (lone surrogates from odd bytes become U+FFFD) of at most 16 KiB of UTF-8, ending in `...` when
    cut."""
    data = _SURROGATE.sub("\ufffd", text).encode("utf-8")
    if len(data) <= MAX_STRING_BYTES:
        return data.decode("utf-8")
    return data[:MAX_STRING_BYTES - 3].decode("utf-8", "ignore") + "..."


def clean(value):
    """A value JSON can carry as the protocol wants it: strings cut, NaN and infinities as null."""
    if isinstance(value, str):
        return cut_string(value)
    if isinstance(value, bool) or value is None or isinstance(value, int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {cut_string(str(k)): clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [clean(v) for v in value]
    return cut_string(str(value))


class Emitter:
    """Writes protocol lines; thread-safe, since the watchdog and the signal thread may end the run. After `end`
    nothing more is written."""

    def __init__(self, rank=0, args=None, out=None, err=None):
        self.rank = rank
        self.args = args or {}  # hello's args, also for the hello that an early end writes
        self.out = out or sys.stdout.buffer
        self.err = err or sys.stderr
        self.lock = threading.RLock()
        self.ended = False
        self.said_hello = False
        self.failed_checks = 0

    @property
    def quiet(self):
        return self.rank != 0

    def _write(self, type_, body):
        obj = {"tb": 1, "type": type_}
        obj.update(clean(body))
        line = json.dumps(obj, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        if len(line.encode("utf-8")) + 1 > MAX_LINE_BYTES:
            # Values are cut one by one, so only a huge evidence object gets here: keep the stream valid.
            line = json.dumps({"tb": 1, "type": "log", "level": "error",
                               "message": f"dropped an overlong '{type_}' line"}, separators=(",", ":"))
        with self.lock:
            if self.ended:
                return
            self.said_hello = self.said_hello or type_ == "hello"
            try:
                self.out.write(line.encode("utf-8") + b"\n")
                self.out.flush()
            except (OSError, ValueError):
                pass  # a closed stdout must not turn into a second error

    def write(self, type_, **body):
        if not self.quiet:
            self._write(type_, body)

    def hello(self, backend, devices, libs):
        self.write("hello", probe=PROBE, version=VERSION, host=socket.gethostname(), backend=backend,
                   devices=devices, libs=libs, args=self.args)

    def fact(self, id_, value, detail=""):
        self.write("fact", id=id_, value=str(value), detail=detail)

    def check(self, id_, status, detail, evidence=None):
        if status == "fail":
            self.failed_checks += 1
        body = {"id": id_, "status": status, "detail": detail}
        if evidence is not None:
            body["evidence"] = evidence
        self.write("check", **body)

    def sample(self, metric, value, unit, median, min_, max_, iters, extra, size=None):
        self.write("sample", metric=metric, size=size, value=value, unit=unit, median=median, min=min_, max=max_,
                   iters=iters, extra=extra)

    def progress(self, done, total, what):
        self.write("progress", done=done, total=total, what=what)

    def log(self, level, message):
        if not self.quiet:
            self._write("log", {"level": level, "message": message})
            return
        if level != "error":
            return
        text = f"rank {self.rank}: {message}"
        try:
            print(text, file=self.err, flush=True)
        except (OSError, ValueError):
            pass
        self._write("log", {"level": level, "message": text})

    def end(self, code):
        """Writes `end` once (the first caller wins) and returns the code to exit with."""
        with self.lock:
            if not self.quiet:
                self._write("end", {"status": end_status(code), "exit_code": code})
            self.ended = True
        return code

    def fatal(self, code, message):
        """An error line and `end`, for a run that stops here."""
        with self.lock:
            if self.ended:
                return code
            if not self.said_hello:  # a signal before PyTorch loaded: the stream still opens with hello
                self.hello("none", [], {})
            self.log("error", message)
            return self.end(code)
