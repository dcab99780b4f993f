#!/usr/bin/env python3
"""Fails on a string literal compared with a status, kind or verdict key.

Finding kinds and statuses, run statuses, checklist verdicts and evaluation states are enum classes with one key table
each (core/domain/KeyTable.h); their stored words are read and written only at the storage and wire boundaries. A
literal compare such as `f.status == QLatin1String("pass")` is the string status coming back: compare the enum
instead, or convert the word once with the table's fromKey(). Usage: check_string_statuses.py ROOT | --self-test
"""
import pathlib
import re
import sys

# The keys of FindingKind, FindingStatus, RunStatus, Verdict and EvaluationStatus (their tables in core/domain).
KEYS = {
    "fact", "check",                                          # FindingKind
    "pass", "warn", "fail", "waived", "unknown",              # FindingStatus
    "running", "ok", "failed", "cancelled", "interrupted",    # RunStatus
    "partial", "na",                                          # Verdict (pass, fail, unknown above)
    "draft", "in_review", "final",                            # EvaluationStatus
}
FOLDERS = ("core", "remote", "ui", "app", "tests")
LITERAL = r'(?:QLatin1String\(\s*"(?P<{n}>[a-z_]+)"\s*\)|QStringLiteral\(\s*"(?P<{n}2>[a-z_]+)"\s*\)|u"(?P<{n}3>[a-z_]+)"(?:_s)?|QString\(\s*"(?P<{n}4>[a-z_]+)"\s*\))'
COMPARE = re.compile(r'(?:==|!=)\s*' + LITERAL.format(n="a") + r'|' + LITERAL.format(n="b") + r'\s*(?:==|!=)'
                     + r'|\.compare\(\s*' + LITERAL.format(n="c"))
# Words that are some other program's own, not our tables' keys, and say so on the line (a probe's exit word, a
# tool's status column): mark the line (or the line after it, where clang-format wraps the comment) with
# `// status-lint: foreign word` and the reason.
ALLOW = "status-lint: foreign word"


def word_of(match):
    for name, value in match.groupdict().items():
        if value:
            return value
    return None


def scan_text(text, path):
    reports = []
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        following = lines[number] if number < len(lines) else ""
        if ALLOW in line or ALLOW in following or line.lstrip().startswith("//"):
            continue
        for m in COMPARE.finditer(line):
            word = word_of(m)
            if word in KEYS:
                reports.append(f"{path}:{number}: literal compare with the key \"{word}\": {line.strip()}")
    return reports


def scan(root):
    reports = []
    for folder in FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in (".cpp", ".h") or "fixtures" in path.parts:
                continue
            reports += scan_text(path.read_text(encoding="utf-8", errors="replace"), path.relative_to(root))
    return reports


def self_test():
    bad = '''if (f.status == QLatin1String("pass")) {}
bool x = u"running"_s != run.status;
if (v.verdict.compare(QStringLiteral("na")) == 0) {}
'''
    good = '''if (f.status == FindingStatus::Pass) {}
if (name == QLatin1String("gpu.xid")) {}
if (word == QLatin1String("ok")) {}  // status-lint: foreign word (tb-node's exit word)
'''
    found = scan_text(bad, "bad.cpp")
    clean = scan_text(good, "good.cpp")
    if len(found) != 3 or clean:
        print("self-test failed:", found, clean)
        return 1
    print("self-test ok: 3 reports on the bad sample, none on the good one")
    return 0


def main():
    if len(sys.argv) == 2 and sys.argv[1] == "--self-test":
        return self_test()
    reports = scan(pathlib.Path(sys.argv[1]))
    for r in reports:
        print(r)
    if reports:
        print(f"{len(reports)} literal compare(s) with a status/kind/verdict key: compare the enum "
              "(core/domain key tables) instead")
        return 1
    print("no literal compares with status, kind or verdict keys")
    return 0


if __name__ == "__main__":
    sys.exit(main())
