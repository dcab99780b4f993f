#include "core/import/DcgmiDiagParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"

namespace tb::core {

using namespace tb::core::bytes;

namespace {

// "|-----  Hardware  ----------+---|" / "+-----  Stress  ---+---+" -> "Hardware"; empty for a plain rule.
QString sectionName(View s) {
    const size_t sep = s.find('+', 1);
    View first = s.substr(1, sep == View::npos ? View::npos : sep - 1);
    first = trim(first);
    while (!first.empty() && (first.front() == '-' || first.front() == '='))
        first.remove_prefix(1);
    while (!first.empty() && (first.back() == '-' || first.back() == '='))
        first.remove_suffix(1);
    return str(trim(first));
}

}  // namespace

DcgmiDiagParser::DcgmiDiagParser() {
    m_result.format = QStringLiteral("dcgmi-diag");
    m_run.tool = QStringLiteral("dcgmi");
    m_run.operation = QStringLiteral("diag");
}

void DcgmiDiagParser::appendText(QStringList& list, const QString& text, bool join) {
    const int previous = m_lastFragment;
    m_lastFragment = int(text.size());
    if (list.isEmpty() || !join) {
        if (list.size() < 64)
            list << text;
        return;
    }
    QString& lastText = list.last();
    if (lastText.size() > 4000)
        return;
    // DCGM wraps at a fixed width, inside words too: a line that filled the column continues without a blank.
    if (m_wrapWidth > 0 && previous >= m_wrapWidth)
        lastText += text;
    else
        lastText += u' ' + text;
}

void DcgmiDiagParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    (void)last;
    const View s = trim(line);
    if (s.empty())
        return;
    if (startsWith(s, "Error:") || startsWith(s, "Error ") || contains(s, "Diagnostic could not be run")) {
        m_run.failed = true;
        m_run.warnings << tr("dcgmi reported an error: %1").arg(str(s.substr(0, 300)));
        return;
    }
    if (s[0] == '+' || (s[0] == '|' && s.size() > 2 && s[1] == '-')) {
        const QString name = sectionName(s);
        if (!name.isEmpty()) {
            m_category = name;
            m_table = true;
        } else if (m_table && !m_tests.isEmpty() && s[0] == '+' && !contains(s, "=")) {
            m_closed = true;
        }
        m_last = name == QLatin1String("Metadata") ? Last::Meta : Last::None;
        return;
    }
    if (s[0] != '|')
        return;
    // "| name | result |"
    const size_t mid = s.find('|', 1);
    if (mid == View::npos)
        return;
    const size_t end = s.find('|', mid + 1);
    const View rawName = s.substr(1, mid - 1);
    const View rawValue = s.substr(mid + 1, end == View::npos ? View::npos : end - mid - 1);
    const QString name = str(trim(rawName));
    const QString value = str(trim(rawValue));
    if (rawValue.size() > 2)
        m_wrapWidth = int(rawValue.size()) - 3;  // a blank on each side and at least one of padding
    if (name == QLatin1String("Diagnostic") && value == QLatin1String("Result")) {
        m_table = true;
        return;
    }
    m_table = true;
    m_closed = false;
    if (m_category == QLatin1String("Metadata")) {
        if (!name.isEmpty() && m_meta.size() < 64)
            m_meta << qMakePair(name, value);
        else if (name.isEmpty() && !m_meta.isEmpty() && m_meta.last().second.size() < 4096)
            m_meta.last().second += value;
        return;
    }
    if (name.startsWith(QLatin1String("Warning")) || name.startsWith(QLatin1String("Info"))) {
        const bool warning = name.startsWith(QLatin1String("Warning"));
        if (m_tests.isEmpty())
            return;
        QString text = value;
        const QString suffix = name.mid(name.indexOf(u':') + 1).trimmed();
        if (name.contains(u':') && !suffix.isEmpty())
            text = suffix + QStringLiteral(": ") + value;  // DCGM 4: "Warning: GPU0 | ..."
        appendText(warning ? m_tests.last().warnings : m_tests.last().info, text, false);
        m_last = warning ? Last::Warning : Last::Info;
        return;
    }
    if (name.isEmpty()) {
        if (m_tests.isEmpty())
            return;
        DcgmTest& t = m_tests.last();
        if (m_last == Last::Warning) {
            appendText(t.warnings, value, true);
        } else if (m_last == Last::Info) {
            appendText(t.info, value, true);
        } else if (m_last == Last::Test) {
            const auto results = DcgmDiagResults::parseResult(value);
            for (const auto& r : results) {
                if (t.results.size() < 256)
                    t.results.push_back(r);
            }
        }
        return;
    }
    if (m_tests.size() >= 1024)
        return;
    DcgmTest t;
    t.category = m_category;
    t.name = name;
    t.results = DcgmDiagResults::parseResult(value);
    if (t.results.isEmpty() && !value.isEmpty())
        t.info << value;
    // DCGM 4 prints the overall result on the test's row and the per-GPU results below it.
    if (t.results.size() == 1 && t.results.front().gpu.isEmpty())
        t.summary = t.results.front().status;
    m_tests.push_back(t);
    m_last = Last::Test;
}

ParsedImport DcgmiDiagParser::finish(const StreamEnd& end) {
    if (!m_table && !m_run.failed)
        return std::move(m_result);
    if (m_tests.isEmpty() && !m_run.failed) {
        m_run.warnings << tr("The diagnostic table has no test rows: the output is cut short.");
        m_run.truncated = true;
    } else if (!m_tests.isEmpty() && !m_closed) {
        m_run.warnings << tr("The table is not closed: the output may be cut short, later tests missing.");
        m_run.truncated = true;
    }
    DcgmDiagResults::apply(m_run, m_tests, m_meta);
    if (!m_tests.isEmpty() && !m_closed) {
        QString why = tr("the table has no closing rule, so later tests may be missing");
        if (end.endedWithoutNewline)
            why += QStringLiteral("; ") + IncompleteEvidence::endsMidLine();
        IncompleteEvidence::apply(m_run, why);
    }
    m_result.truncated = m_run.truncated;
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
