#!/usr/bin/env python3
"""Fails when a QtTest assertion sits inside a job handed to the storage or session thread.

`store->run([](QSqlDatabase& db) { QVERIFY(x); })` runs the lambda on the storage thread: a failing QVERIFY there
only returns from the lambda, QtTest never hears of it, and the test goes on and passes. Jobs must return what they
read; the test asserts on its own thread. The same holds for RemoteSession::submit jobs (the session's worker).

Usage: check_store_job_asserts.py SOURCE_DIR   (scans SOURCE_DIR/tests)
       check_store_job_asserts.py --self-test  (the check against samples it must and must not flag)
"""

import os
import re
import sys

ASSERT = re.compile(r'\b(QVERIFY2?|QCOMPARE|QFAIL|QSKIP|QTRY_\w+|QEXPECT_FAIL|QVERIFY_THROWS_\w+|TB_VERIFY_OK)\s*\(')
JOB = re.compile(r'(?:->|\.)\s*(?:run|submit)\s*\(\s*\[')


def strip(text):
    """Blanks comments and string literals (keeping line breaks) so braces and names inside them do not count."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif c == 'R' and text.startswith('R"', i):
            m = re.match(r'R"([^(]*)\(', text[i:])
            end = text.find(')' + m.group(1) + '"', i) if m else -1
            j = n if end < 0 else end + len(m.group(1)) + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif c in '"\'':
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == '\\' else 1
            out.append(c + ' ' * (min(j, n) - i - 1) + (c if j < n else ''))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def job_bodies(code):
    """(start, end) of each lambda body passed to run( or submit(."""
    for m in JOB.finditer(code):
        open_brace = code.find('{', m.end())
        if open_brace < 0:
            continue
        depth = 0
        for k in range(open_brace, len(code)):
            if code[k] == '{':
                depth += 1
            elif code[k] == '}':
                depth -= 1
                if depth == 0:
                    yield open_brace, k
                    break


def scan(path, text):
    code = strip(text)
    hits = []
    for start, end in job_bodies(code):
        for a in ASSERT.finditer(code, start, end):
            line = code.count('\n', 0, a.start()) + 1
            hits.append('%s:%d: %s inside a store/session job; return the value and assert on the test thread'
                        % (path, line, a.group(1)))
    return hits


# Each sample: how many assertions the check must find in it.
SELF_TEST = [
    (1, 'm_store->run([](QSqlDatabase& db) { QVERIFY(ProviderRepository(db).add(p, a).ok()); });'),
    (2, 'store.run([&](QSqlDatabase& db) {\n  auto x = f(db);\n  QCOMPARE(x, 1);\n  TB_VERIFY_OK(g(db));\n});'),
    (1, 's->submit([](core::RemoteConnection& c) { if (c.isConnected()) { QFAIL("x"); } });'),
    (0, 'const auto id = m_store->run([](QSqlDatabase& db) { return add(db); });\nQVERIFY(id.ok());'),
    (0, 'const auto n = TB_DB(m_store, count(db, QStringLiteral("QVERIFY(in a string)")));  // QCOMPARE(x) comment'),
    (0, 'm_store->run([](QSqlDatabase& db) { return R"(QVERIFY( raw ))"; });'),
]


def self_test():
    failures = 0
    for want, sample in SELF_TEST:
        got = len(scan('<sample>', sample))
        if got != want:
            print('self-test: found %d, expected %d in: %s' % (got, want, sample))
            failures += 1
    print('self-test: %s' % ('ok' if failures == 0 else '%d sample(s) wrong' % failures))
    return 1 if failures else 0


def main():
    if len(sys.argv) > 1 and sys.argv[1] == '--self-test':
        return self_test()
    root = sys.argv[1] if len(sys.argv) > 1 else '.'
    hits = []
    for folder, _, files in os.walk(os.path.join(root, 'tests')):
        for name in sorted(files):
            if not name.endswith(('.cpp', '.h')):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding='utf-8', errors='replace') as f:
                hits += scan(os.path.relpath(path, root), f.read())
    for h in hits:
        print(h)
    if hits:
        print('%d assertion(s) inside jobs' % len(hits))
        return 1
    print('store job assertions: ok')
    return 0


if __name__ == '__main__':
    sys.exit(main())
