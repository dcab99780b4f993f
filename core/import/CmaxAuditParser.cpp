#include "core/import/CmaxAuditParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"

namespace tb::core {

using namespace tb::core::bytes;

namespace {

bool isCheckId(const QString& id) {
    if (id.isEmpty() || id.size() > 200)
        return false;
    for (const QChar c : id) {
        if (!(c.isLetterOrNumber() && c.unicode() < 0x80) && c != u'.' && c != u'_' && c != u'-' && c != u':')
            return false;
    }
    return true;
}

}  // namespace

CmaxAuditParser::CmaxAuditParser() {
    m_result.format = QStringLiteral("cmax-audit");
    m_run.tool = QStringLiteral("cmax");
    m_run.operation = QStringLiteral("audit");
}

QByteArray CmaxAuditParser::withoutTerminalCodes(View line) {
    QByteArray out;
    out.reserve(qsizetype(line.size()));
    for (size_t i = 0; i < line.size(); ++i) {
        if (line[i] != '\x1b') {
            out += line[i];
            continue;
        }
        if (i + 1 < line.size() && line[i + 1] == '[') {
            // CSI: parameters, then one final byte in @..~
            size_t j = i + 2;
            while (j < line.size() && !(line[j] >= '@' && line[j] <= '~'))
                ++j;
            i = j;
        } else if (i + 1 < line.size() && line[i + 1] == ']') {
            // OSC: up to BEL or ESC backslash
            size_t j = i + 2;
            while (j < line.size() && line[j] != '\x07' &&
                   !(line[j] == '\x1b' && j + 1 < line.size() && line[j + 1] == '\\'))
                ++j;
            i = j < line.size() && line[j] == '\x1b' ? j + 1 : j;
        }
    }
    return out;
}

bool CmaxAuditParser::readHeading(const QString& line) {
    static const char* const kStatuses[] = {"PASS", "WARNING", "FAIL", "SKIPPED"};
    QString status;
    for (const char* s : kStatuses) {
        if (line.startsWith(QLatin1String(s)) && line.size() > qsizetype(qstrlen(s)) && line.at(qstrlen(s)).isSpace()) {
            status = QLatin1String(s);
            break;
        }
    }
    const QString t = line.trimmed();
    const qsizetype open = t.lastIndexOf(QLatin1String("  ["));
    if (status.isEmpty() || !t.endsWith(u']') || open < 0)
        return false;
    const QString id = t.mid(open + 3, t.size() - open - 4);
    if (!isCheckId(id))
        return false;
    Check c{id, t.mid(status.size(), open - status.size()).trimmed().left(300), status, {}, {}};
    if (const auto it = m_index.constFind(id); it != m_index.cend()) {
        m_checks[*it] = c;  // printed twice: the later block stands
        m_current = *it;
    } else if (m_checks.size() >= kMaxChecks) {
        ++m_dropped;
        m_current = -1;
    } else {
        m_index.insert(id, m_checks.size());
        m_current = m_checks.size();
        m_checks.push_back(c);
    }
    return true;
}

void CmaxAuditParser::readSummary(const QString& line) {
    // "2 failed, 1 warning, 40 passed, 3 skipped"
    int total = 0, parts = 0;
    for (const QString& part : line.split(u',')) {
        const QStringList words = part.trimmed().split(u' ', Qt::SkipEmptyParts);
        bool ok = false;
        const int n = words.value(0).toInt(&ok);
        if (!ok || n < 0 || n > 1000000 || words.size() != 2)
            return;
        total += n;
        ++parts;
    }
    if (parts == 4)
        m_summaryCount = total;
}

void CmaxAuditParser::addLine(View raw, bool cut, bool last) {
    (void)last;
    if (cut) {
        ++m_cut;
        return;
    }
    const QString line = QString::fromUtf8(withoutTerminalCodes(trimRight(raw)));
    const QString t = line.trimmed();
    if (t.isEmpty())
        return;
    if (t.startsWith(QLatin1String("# ClusterMAX"))) {
        m_titleSeen = true;
        return;
    }
    if (!line.at(0).isSpace()) {
        if (readHeading(line))
            return;
        m_current = -1;
        if (t.contains(QLatin1String(" failed, ")) && t.contains(QLatin1String(" passed, ")))
            readSummary(t);
        return;
    }
    if (m_current < 0)
        return;
    Check& c = m_checks[m_current];
    if (t.startsWith(QLatin1String("Observed:"))) {
        c.observed = t.mid(9).trimmed().left(500);
    } else if (t.startsWith(QLatin1String("Recommendation:")) || t.startsWith(QLatin1String("References:")) ||
               t.startsWith(QLatin1String("Reproduce:")) || t.startsWith(u'[')) {
        return;
    } else if (c.assessment.isEmpty()) {
        c.assessment = t.left(1000);
    }
}

ParsedImport CmaxAuditParser::finish(const StreamEnd& end) {
    (void)end;
    if (m_checks.isEmpty())
        return std::move(m_result);
    int counts[4] = {0, 0, 0, 0};
    for (const Check& c : m_checks) {
        FindingStatus status = FindingStatus::Unknown;
        if (c.status == QLatin1String("PASS")) {
            status = FindingStatus::Pass;
            ++counts[0];
        } else if (c.status == QLatin1String("WARNING")) {
            status = FindingStatus::Warn;
            ++counts[1];
        } else if (c.status == QLatin1String("FAIL")) {
            status = FindingStatus::Fail;
            ++counts[2];
        } else {
            // cmax skips a check that does not apply ("n/a for k8s machines", "Not applicable: ...") and one it
            // could not verify; only the first is not applicable.
            const bool inapplicable = c.observed.startsWith(QLatin1String("n/a for")) ||
                                      c.assessment.startsWith(QLatin1String("Not applicable")) ||
                                      c.assessment.startsWith(QLatin1String("Skipped because"));
            status = inapplicable ? FindingStatus::Waived : FindingStatus::Unknown;
            ++counts[3];
        }
        QString detail = c.title;
        if (!c.assessment.isEmpty())
            detail += QStringLiteral(": ") + c.assessment;
        m_run.findings.push_back(FindingRecord::check(QStringLiteral("cmax.") + c.id, status, c.observed, detail));
    }
    m_run.findings.push_back(FindingRecord::fact(QStringLiteral("cmax.checks"), QString::number(m_checks.size()),
                                                 tr("%1 failed, %2 warnings, %3 passed, %4 skipped")
                                                     .arg(counts[2])
                                                     .arg(counts[1])
                                                     .arg(counts[0])
                                                     .arg(counts[3])));
    QStringList unread;
    if (m_summaryCount < 0)
        unread << tr("the report has no closing count line");
    else if (m_summaryCount > m_checks.size() + m_dropped)
        unread << tr("the report counts %1 checks, %2 were read").arg(m_summaryCount).arg(m_checks.size());
    if (m_cut > 0)
        unread << tr("%1 lines were longer than the line limit").arg(m_cut);
    if (m_dropped > 0)
        unread << tr("%1 checks past %2 were not kept").arg(m_dropped).arg(kMaxChecks);
    if (!unread.isEmpty()) {
        m_run.warnings += unread;
        IncompleteEvidence::apply(m_run, unread.join(QStringLiteral(", ")));
    }
    if (!m_titleSeen)
        m_run.warnings << tr("The report has no \"# ClusterMAX ... audit report\" title; read by its check blocks.");
    m_result.truncated = m_run.truncated;
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
