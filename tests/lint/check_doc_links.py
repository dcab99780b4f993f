#!/usr/bin/env python3
"""Fails when a relative link in README.md or docs/*.md points at nothing.

The README is a map into docs/; a file moved or a heading renamed must not leave a dead link behind. Checks that
each relative target exists and, for a link into a Markdown file, that its #anchor names a heading there (GitHub's
rule: lower case, punctuation dropped, spaces to hyphens). Links with a scheme (https:, mailto:) are not checked.
Usage: check_doc_links.py [SOURCE_DIR]
"""
import pathlib
import re
import sys

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")


def strip_code(text):
    """Markdown without fenced blocks and inline code, where brackets are not links."""
    out, in_fence = [], False
    for line in text.splitlines():
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        if not in_fence:
            out.append(re.sub(r"`[^`]*`", "", line))
    return out


def anchors(path):
    seen, result = {}, set()
    for line in strip_code(path.read_text(encoding="utf-8")):
        m = HEADING.match(line)
        if not m:
            continue
        slug = re.sub(r"[^\w\- ]", "", m.group(1).lower()).replace(" ", "-")
        n = seen.get(slug, 0)
        seen[slug] = n + 1
        result.add(slug if n == 0 else f"{slug}-{n}")
    return result


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    files = [root / "README.md", *sorted((root / "docs").glob("*.md"))]
    bad = 0
    for md in files:
        for line in strip_code(md.read_text(encoding="utf-8")):
            for target in LINK.findall(line):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    continue
                name, _, anchor = target.partition("#")
                dest = (md.parent / name).resolve() if name else md
                problem = None
                if not dest.exists():
                    problem = "no such file"
                elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
                    problem = f"no heading #{anchor}"
                if problem:
                    bad += 1
                    print(f"{md.relative_to(root)}: {target}: {problem}")
    if bad:
        return 1
    print(f"doc links: ok ({len(files)} files)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
