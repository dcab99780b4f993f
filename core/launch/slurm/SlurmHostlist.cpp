#include "core/launch/slurm/SlurmHostlist.h"

namespace tb::core {

namespace {

Error bad(const QString& list, const char* why) {
    return makeError(ErrorCode::Parse, SlurmHostlist::tr("Not a Slurm node list: %1").arg(SlurmHostlist::tr(why)),
                     list.left(200));
}

// Splits at commas that are not inside brackets.
QStringList topLevelItems(const QString& list, bool* balanced) {
    QStringList items;
    QString current;
    int depth = 0;
    *balanced = true;
    for (const QChar c : list) {
        if (c == u'[') {
            ++depth;
        } else if (c == u']') {
            --depth;
            if (depth < 0) {
                *balanced = false;
            }
        }
        if (c == u',' && depth == 0) {
            items << current;
            current.clear();
        } else {
            current += c;
        }
    }
    if (depth != 0) {
        *balanced = false;
    }
    items << current;
    return items;
}

// "01-03,7" -> "01" "02" "03" "7"
Result<QStringList> expandRanges(const QString& list, const QString& body, qsizetype budget) {
    QStringList out;
    for (const QString& part : body.split(u',')) {
        const qsizetype dash = part.indexOf(u'-');
        const QString lo = dash < 0 ? part : part.left(dash);
        const QString hi = dash < 0 ? part : part.mid(dash + 1);
        bool okLo = false, okHi = false;
        const qlonglong a = lo.toLongLong(&okLo);
        const qlonglong b = hi.toLongLong(&okHi);
        if (!okLo || !okHi || lo.isEmpty() || hi.isEmpty() || lo.startsWith(u'+') || hi.startsWith(u'+') || a < 0 ||
            b < a) {
            return bad(list, QT_TRANSLATE_NOOP("SlurmHostlist", "a range is not of the form a-b with a <= b"));
        }
        // b - a, not b - a + 1: "0-9223372036854775807" must not overflow into a small count and an endless loop.
        if (b - a >= budget - out.size()) {
            return bad(list, QT_TRANSLATE_NOOP("SlurmHostlist", "it names more hosts than Tierbench expands"));
        }
        const int width = lo.size() > 1 && lo.startsWith(u'0') ? static_cast<int>(lo.size()) : 0;
        for (qlonglong i = a; i <= b; ++i) {
            out << QStringLiteral("%1").arg(i, width, 10, QLatin1Char('0'));
        }
    }
    return out;
}

Result<QStringList> expandItem(const QString& list, const QString& item, qsizetype budget) {
    const qsizetype open = item.indexOf(u'[');
    if (open < 0) {
        if (item.contains(u']')) {
            return bad(list, QT_TRANSLATE_NOOP("SlurmHostlist", "brackets do not match"));
        }
        return QStringList{item};
    }
    const qsizetype close = item.indexOf(u']', open);
    const qsizetype nextOpen = item.indexOf(u'[', open + 1);
    if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
        return bad(list, QT_TRANSLATE_NOOP("SlurmHostlist", "brackets do not match"));
    }
    const QString prefix = item.left(open);
    auto numbers = expandRanges(list, item.mid(open + 1, close - open - 1), budget);
    if (!numbers) {
        return numbers.error();
    }
    auto rest = expandItem(list, item.mid(close + 1), budget);
    if (!rest) {
        return rest.error();
    }
    if (numbers->size() * rest->size() > budget) {
        return bad(list, QT_TRANSLATE_NOOP("SlurmHostlist", "it names more hosts than Tierbench expands"));
    }
    QStringList out;
    for (const QString& n : *numbers) {
        for (const QString& r : *rest) {
            out << prefix + n + r;
        }
    }
    return out;
}

}  // namespace

Result<QStringList> SlurmHostlist::expand(const QString& list) {
    const QString trimmed = list.trimmed();
    if (trimmed.isEmpty() || trimmed == QLatin1String("(null)") || trimmed == QLatin1String("None assigned") ||
        trimmed == QLatin1String("None") || trimmed == QLatin1String("N/A")) {
        return QStringList{};
    }
    if (trimmed.size() > 1024 * 1024) {
        return bad(list.left(200), QT_TRANSLATE_NOOP("SlurmHostlist", "it is longer than 1 MiB"));
    }
    bool balanced = true;
    const QStringList items = topLevelItems(trimmed, &balanced);
    if (!balanced) {
        return bad(trimmed, QT_TRANSLATE_NOOP("SlurmHostlist", "brackets do not match"));
    }
    QStringList hosts;
    for (const QString& raw : items) {
        const QString item = raw.trimmed();
        if (item.isEmpty()) {
            continue;
        }
        for (const QChar c : item) {
            if (c.isSpace() || c.unicode() < 0x20) {
                return bad(trimmed,
                           QT_TRANSLATE_NOOP("SlurmHostlist", "a name contains white space or control characters"));
            }
        }
        auto expanded = expandItem(trimmed, item, kMaxHosts - hosts.size());
        if (!expanded) {
            return expanded.error();
        }
        hosts += *expanded;
        if (hosts.size() > kMaxHosts) {
            return bad(trimmed, QT_TRANSLATE_NOOP("SlurmHostlist", "it names more hosts than Tierbench expands"));
        }
    }
    return hosts;
}

QString SlurmHostlist::compress(const QStringList& hosts) {
    struct Split {
        QString prefix, digits;
    };
    const auto split = [](const QString& h) {
        qsizetype i = h.size();
        while (i > 0 && h.at(i - 1).isDigit()) {
            --i;
        }
        return Split{h.left(i), h.mid(i)};
    };
    QStringList parts;
    qsizetype i = 0;
    while (i < hosts.size()) {
        const Split first = split(hosts.at(i));
        if (first.digits.isEmpty() || first.digits.size() > 18) {
            parts << hosts.at(i);
            ++i;
            continue;
        }
        // Collect consecutive names with this prefix and a number of the same written width (or unpadded).
        const bool padded = first.digits.size() > 1 && first.digits.startsWith(u'0');
        QStringList ranges;
        qlonglong start = first.digits.toLongLong();
        qlonglong prev = start;
        QString startText = first.digits, prevText = first.digits;
        qsizetype j = i + 1;
        const auto closeRange = [&]() { ranges << (start == prev ? startText : startText + u'-' + prevText); };
        for (; j < hosts.size(); ++j) {
            const Split s = split(hosts.at(j));
            const bool samePad =
                padded ? s.digits.size() == first.digits.size() : !(s.digits.size() > 1 && s.digits.startsWith(u'0'));
            if (s.prefix != first.prefix || s.digits.isEmpty() || s.digits.size() > 18 || !samePad) {
                break;
            }
            const qlonglong n = s.digits.toLongLong();
            if (n == prev + 1) {
                prev = n;
                prevText = s.digits;
            } else {
                closeRange();
                start = prev = n;
                startText = prevText = s.digits;
            }
        }
        closeRange();
        if (j - i == 1) {
            parts << hosts.at(i);
        } else {
            parts << first.prefix + u'[' + ranges.join(u',') + u']';
        }
        i = j;
    }
    return parts.join(u',');
}

}  // namespace tb::core
