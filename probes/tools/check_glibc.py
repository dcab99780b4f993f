#!/usr/bin/env python3
"""Fails when a binary needs a newer glibc than the probes promise (default 2.34: Ubuntu 22.04, Debian 12,
RHEL 9). usage: check_glibc.py [--max 2.34] BINARY...   (uses binutils' objdump -T)"""
import re
import subprocess
import sys


def main(argv):
    limit, files = (2, 34), []
    it = iter(argv)
    for a in it:
        if a == "--max":
            limit = tuple(int(x) for x in next(it).split("."))
        else:
            files.append(a)
    ok = True
    for f in files:
        out = subprocess.run(["objdump", "-T", f], capture_output=True, text=True, check=True).stdout
        versions = {tuple(int(x) for x in v.split(".")) for v in re.findall(r"GLIBC_(\d+\.\d+)", out)}
        worst = max(versions, default=(0, 0))
        too_new = sorted(v for v in versions if v > limit)
        needing = sorted({m.group(2) for m in re.finditer(r"\(GLIBC_(\d+\.\d+)\)\s+(\S+)", out)
                          if tuple(int(x) for x in m.group(1).split(".")) > limit})
        print(f"{f}: needs glibc {'.'.join(map(str, worst))}" +
              (f" (over {'.'.join(map(str, limit))} for {', '.join(needing)})" if too_new else ""))
        ok = ok and not too_new
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
