// The cursor of a followed pod log: each line given once across broken streams, whatever the stream repeats after
// a resume from the last line's second (sinceTime has second precision), lines of one timestamp included, a line
// cut in the middle held back until it comes again whole.
#include "core/launch/kube/KubeLogCursor.h"

#include <QtTest>

using namespace tb::core;

class tst_KubeLogCursor : public QObject {
    Q_OBJECT

private slots:
    void stripsTimestamps() {
        KubeLogCursor c;
        QCOMPARE(c.feed("2026-12-03T14:20:06.123456789Z first\n2026-12-03T14:20:06.2Z second\n"),
                 QByteArray("first\nsecond\n"));
        QCOMPARE(c.sinceTime(), QStringLiteral("2026-12-03T14:20:06Z"));
        QCOMPARE(c.lines(), 2);
    }

    void holdsAPartialLine() {
        KubeLogCursor c;
        QCOMPARE(c.feed("2026-12-03T14:20:06.1Z one\n2026-12-03T14:20:06.2Z tw"), QByteArray("one\n"));
        QCOMPARE(c.feed("o\n"), QByteArray("two\n"));
        QCOMPARE(c.feed("2026-12-03T14:20:07Z end without newline"), QByteArray());
        QCOMPARE(c.finish(), QByteArray("end without newline"));
    }

    void resumeSkipsWhatWasGiven() {
        KubeLogCursor c;
        // Three lines share one timestamp; the stream breaks in the middle of the fourth.
        QCOMPARE(c.feed("2026-12-03T14:20:05.9Z zero\n"
                        "2026-12-03T14:20:06.5Z a\n2026-12-03T14:20:06.5Z b\n2026-12-03T14:20:06.5Z c"),
                 QByteArray("zero\na\nb\n"));
        c.resume();
        // Asked again from 14:20:06: the older line of that second and the two tied lines given come again.
        QCOMPARE(c.feed("2026-12-03T14:20:06.5Z a\n2026-12-03T14:20:06.5Z b\n2026-12-03T14:20:06.5Z c\n"
                        "2026-12-03T14:20:06.7Z d\n"),
                 QByteArray("c\nd\n"));
        c.resume();
        // A resume that brings nothing new gives nothing.
        QCOMPARE(c.feed("2026-12-03T14:20:06.5Z a\n2026-12-03T14:20:06.5Z b\n2026-12-03T14:20:06.5Z c\n"
                        "2026-12-03T14:20:06.7Z d\n"),
                 QByteArray());
        // After the repeats, a line of the same timestamp as the last is new.
        QCOMPARE(c.feed("2026-12-03T14:20:06.7Z e\n"), QByteArray("e\n"));
        QCOMPARE(c.lines(), 6);
    }

    void untimedLinesPass() {
        KubeLogCursor c;
        QCOMPARE(c.feed("no stamp here\n2026-13-40T99:99:99Z bad date\n"),
                 QByteArray("no stamp here\n2026-13-40T99:99:99Z bad date\n"));
        QVERIFY(c.sinceTime().isEmpty());
    }

    void hostileInputDoesNotHang() {
        KubeLogCursor c;
        QByteArray junk(1 << 20, '\n');
        QCOMPARE(c.feed(junk).size(), junk.size());
        QCOMPARE(c.feed(QByteArray(1 << 20, 'x')), QByteArray());  // held until its end
        QCOMPARE(c.finish().size(), 1 << 20);
    }
};

QTEST_GUILESS_MAIN(tst_KubeLogCursor)
#include "tst_KubeLogCursor.moc"
