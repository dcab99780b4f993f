#!/usr/bin/env python3
"""Lists the CUDA code objects in an executable's .nv_fatbin section and checks the expected ones are there.

usage: check_fatbin.py [--sass 80,90,100] [--ptx 100] BINARY...
Exit 0 when every binary holds SASS for each --sass arch and PTX for each --ptx arch, 1 otherwise.
Needs no CUDA tools (there is no cuobjdump on the build machine): it reads the ELF section table and the
fatbin container (magic 0xBA55ED50; per entry: kind u16 at +0 with 1 = PTX and 2 = SASS, header size u32
at +4, payload size u64 at +8, arch u32 at +28).
"""
import struct
import sys


def nv_fatbin(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF" or data[4] != 2:
        raise ValueError(f"{path}: not a 64-bit ELF file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    strtab = sections[shstrndx]
    for s in sections:
        name_off = strtab[4] + s[0]
        name = data[name_off:data.index(b"\0", name_off)].decode()
        if name == ".nv_fatbin":
            return data[s[4]:s[4] + s[5]]
    return b""


def entries(blob):
    found = []
    pos = 0
    while True:
        pos = blob.find(b"\x50\xed\x55\xba", pos)
        if pos < 0 or pos + 16 > len(blob):
            return found
        _, _, hdr, size = struct.unpack_from("<IHHQ", blob, pos)
        e, end = pos + hdr, pos + hdr + size
        while e + 32 <= min(end, len(blob)):
            kind, = struct.unpack_from("<H", blob, e)
            ehdr, = struct.unpack_from("<I", blob, e + 4)
            payload, = struct.unpack_from("<Q", blob, e + 8)
            arch, = struct.unpack_from("<I", blob, e + 28)
            if kind in (1, 2):
                found.append(("ptx" if kind == 1 else "sass", arch))
            if ehdr == 0:
                break
            e += ehdr + payload
        pos = max(end, pos + 4)


def main(argv):
    want_sass, want_ptx, files = set(), set(), []
    it = iter(argv)
    for a in it:
        if a == "--sass":
            want_sass = {int(x) for x in next(it).split(",") if x}
        elif a == "--ptx":
            want_ptx = {int(x) for x in next(it).split(",") if x}
        else:
            files.append(a)
    if not files:
        print(__doc__)
        return 64
    ok = True
    for path in files:
        found = set(entries(nv_fatbin(path)))
        sass = sorted({a for k, a in found if k == "sass"})
        ptx = sorted({a for k, a in found if k == "ptx"})
        missing = [f"sm_{a}" for a in sorted(want_sass - set(sass))] + \
                  [f"compute_{a}" for a in sorted(want_ptx - set(ptx))]
        print(f"{path}: SASS {', '.join(f'sm_{a}' for a in sass) or 'none'}; "
              f"PTX {', '.join(f'compute_{a}' for a in ptx) or 'none'}"
              + (f"; MISSING {', '.join(missing)}" if missing else ""))
        ok = ok and not missing
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
