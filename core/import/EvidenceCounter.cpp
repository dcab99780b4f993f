#include "core/import/EvidenceCounter.h"

#include <cmath>
#include <limits>

namespace tb::core {

namespace {

// What tools print for a counter they do not have; "[N/A]" and "[Not Supported]" are nvidia-smi's newer forms.
bool saysNone(QStringView t) {
    if (t.startsWith(u'[') && t.endsWith(u']'))
        t = t.mid(1, t.size() - 2).trimmed();
    return t.isEmpty() || t.compare(u"N/A", Qt::CaseInsensitive) == 0 || t.compare(u"NA", Qt::CaseInsensitive) == 0 ||
           t.compare(u"Not Supported", Qt::CaseInsensitive) == 0 ||
           t.compare(u"Not Available", Qt::CaseInsensitive) == 0;
}

EvidenceCounter impossible(QStringView text) {
    EvidenceCounter c;
    c.state = EvidenceCounter::State::Impossible;
    c.text = text.left(64).toString();
    return c;
}

}  // namespace

EvidenceCounter EvidenceCounter::read(QStringView raw) {
    const QStringView t = raw.trimmed();
    if (saysNone(t))
        return {};
    QStringView digits = t;
    if (digits.startsWith(u'+'))
        digits = digits.mid(1);
    if (digits.isEmpty())
        return impossible(t);
    for (const QChar c : digits) {
        if (c < u'0' || c > u'9')
            return impossible(t);
    }
    bool ok = false;
    const quint64 v = digits.toULongLong(&ok, 10);  // false above 2^64-1
    if (!ok)
        return impossible(t);
    EvidenceCounter c;
    c.state = State::Count;
    c.value = v;
    return c;
}

EvidenceCounter EvidenceCounter::readJson(const QJsonValue& value) {
    if (value.isString())
        return read(value.toString());
    if (value.isNull() || value.isUndefined())
        return {};
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (std::isfinite(d) && d >= 0 && d <= 9007199254740992.0 && d == std::floor(d)) {
            EvidenceCounter c;
            c.state = State::Count;
            c.value = quint64(d);
            return c;
        }
        return impossible(QString::number(d, 'g', QLocale::FloatingPointShortest));
    }
    if (value.isBool())
        return impossible(value.toBool() ? u"true" : u"false");
    return impossible(value.isArray() ? u"[...]" : u"{...}");
}

QString EvidenceCounter::quoted(const QString& label) const {
    return tr("%1 reads \"%2\", which no counter can be").arg(label, text);
}

quint64 EvidenceCounter::add(quint64 a, quint64 b) {
    return b > std::numeric_limits<quint64>::max() - a ? std::numeric_limits<quint64>::max() : a + b;
}

}  // namespace tb::core
