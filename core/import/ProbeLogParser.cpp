#include "core/import/ProbeLogParser.h"

#include "core/domain/FindingKind.h"
#include "core/import/ImportScreen.h"

#include <QCoreApplication>

namespace tb::core {

namespace {
constexpr int kMaxItems = 500000;
}  // namespace

ProbeLogParser::ProbeLogParser() {
    m_result.format = QStringLiteral("tb-jsonl");
}

void ProbeLogParser::flush() {
    if (!m_open)
        return;
    if (!m_ended) {
        m_run.truncated = true;
        m_run.warnings << tr("No \"end\" line: the probe output is cut short.");
    }
    m_result.truncated = m_result.truncated || m_run.truncated;
    m_result.runs.push_back(std::move(m_run));
    m_run = ParsedRun{};
    m_open = false;
    m_ended = false;
}

void ProbeLogParser::addLine(std::string_view line, bool cut, bool last) {
    (void)last;
    const ProbeEvent e = ProbeLineReader::parseLine(line, cut);
    if (e.type == ProbeEventType::Raw && e.refusedFigure) {
        // A sample line with an impossible figure: refused the way every import refuses one, text kept.
        if (!m_open) {
            m_open = true;
            m_run.tool = QStringLiteral("probe");
            m_run.operation = QStringLiteral("unknown");
        }
        ImportScreen::addRefused(m_run, 1, {QStringLiteral("%1 (%2)").arg(e.rawLine.left(300), e.rawReason)});
        return;
    }
    if (e.type == ProbeEventType::Raw) {
        ++m_raw;
        return;
    }
    if (e.type == ProbeEventType::Hello || !m_open) {
        if (e.type == ProbeEventType::Hello)
            flush();
        if (!m_open) {
            m_open = true;
            m_run.tool = QStringLiteral("probe");
            m_run.operation = QStringLiteral("unknown");
        }
    }
    const qsizetype items = m_run.samples.size() + m_run.findings.size();
    switch (e.type) {
        case ProbeEventType::Hello:
            m_run.operation = e.hello.probe;
            m_run.devices = e.hello.devices;
            m_run.rankCount = int(e.hello.devices.size());
            m_run.args = e.hello.args;
            m_run.env = e.hello.libs;
            m_run.env.insert(QStringLiteral("probe_version"), e.hello.version);
            m_run.env.insert(QStringLiteral("host"), e.hello.host);
            m_run.env.insert(QStringLiteral("backend"), e.hello.backend);
            break;
        case ProbeEventType::Fact:
        case ProbeEventType::Check:
            if (items < kMaxItems)
                m_run.findings.push_back(e.finding);
            if (e.type == ProbeEventType::Check && hasStatus(e.finding, FindingStatus::Fail))
                m_run.failed = true;
            break;
        case ProbeEventType::Sample:
            if (items < kMaxItems)
                m_run.samples.push_back(e.sample);
            break;
        case ProbeEventType::Log:
            if (e.log.level == QLatin1String("error") && m_run.warnings.size() < 100)
                m_run.warnings << e.log.message;
            break;
        case ProbeEventType::End:
            m_ended = true;
            if (!e.end.succeeded())
                m_run.failed = true;
            if (e.end.exitCode)
                m_run.args.insert(QStringLiteral("exit_code"), *e.end.exitCode);
            flush();
            break;
        default:
            break;
    }
}

ParsedImport ProbeLogParser::finish(const StreamEnd& end) {
    (void)end;
    flush();
    if (m_raw > 0)
        m_result.warnings << tr("%1 lines were not protocol lines.").arg(m_raw);
    return std::move(m_result);
}

}  // namespace tb::core
