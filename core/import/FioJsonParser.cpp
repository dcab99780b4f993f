#include "core/import/FioJsonParser.h"

#include "core/import/FioJob.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace tb::core {

namespace {

// fio has printed nan, -nan and inf as bare words (its printf of a double), which is not JSON. Outside strings they
// become strings, which FioJob reads as not finite.
QByteArray quoteBareNonFinite(const QByteArray& text) {
    QByteArray out;
    out.reserve(text.size() + 64);
    bool inString = false, escape = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            out += c;
            if (escape)
                escape = false;
            else if (c == '\\')
                escape = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            out += c;
            continue;
        }
        for (const char* word : {"-nan", "nan", "-inf", "inf"}) {
            const qsizetype n = qsizetype(qstrlen(word));
            if (text.mid(i, n).toLower() == word) {
                out += '"' + QByteArray(word) + '"';
                i += n - 1;
                goto next;
            }
        }
        out += c;
    next:;
    }
    return out;
}

}  // namespace

FioJsonParser::FioJsonParser()
    : m_stream({QStringLiteral("jobs"), QStringLiteral("client_stats")},
               [this](const JsonMemberStream::Element& e) { addJob(e.text); }) {}

ParsedImport FioJsonParser::parse(const QByteArray& document) {
    FioJsonParser parser;
    parser.feed(document.constData(), document.size());
    return parser.finish();
}

void FioJsonParser::feed(const char* data, qsizetype size) {
    qsizetype i = 0;
    // Notes fio printed before its document ("fio: ...", "note: ..."): skipped up to a line that opens it.
    while (!m_started && i < size) {
        const char c = data[i];
        if (m_lineStart && c == '{') {
            m_started = true;
            break;
        }
        m_lineStart = c == '\n' || (m_lineStart && (c == ' ' || c == '\t' || c == '\r'));
        ++m_skippedLead;
        ++i;
    }
    if (m_started && i < size)
        m_stream.feed(data + i, size - i);
}

void FioJsonParser::addJob(const QByteArray& element) {
    if (m_runs.size() >= kMaxJobs) {
        ++m_droppedJobs;
        return;
    }
    QJsonParseError err;
    QJsonDocument doc = QJsonDocument::fromJson(element, &err);
    if (doc.isNull())
        doc = QJsonDocument::fromJson(quoteBareNonFinite(element), &err);
    if (!doc.isObject()) {
        ++m_invalidJobs;
        if (m_firstInvalid.isEmpty())
            m_firstInvalid = doc.isNull() ? err.errorString() : tr("a job that is not an object");
        return;
    }
    m_runs.push_back(FioJob::fromJson(doc.object()).toRun(QString()));
}

ParsedImport FioJsonParser::finish() {
    ParsedImport result;
    result.format = QStringLiteral("fio-json");
    if (m_skippedLead > 0)
        result.warnings
            << tr("%1 bytes before fio's JSON document (notes fio printed) were not read.").arg(m_skippedLead);
    // Text after the document (a second report, a note) is not part of it: the document itself is complete.
    const bool complete = m_stream.finish() || m_stream.done();
    if (!complete) {
        result.truncated = true;
        result.warnings << tr("fio's JSON ends early or is broken (%1 at offset %2): the %n job(s) before that point "
                              "were read; the rest of the document and its fio version are missing.",
                              nullptr, int(m_runs.size()))
                               .arg(m_stream.error())
                               .arg(m_stream.errorOffset() + m_skippedLead);
    } else if (m_stream.failed()) {
        result.warnings << tr("Text after fio's JSON document was not read.");
    }
    QString version;
    if (complete) {
        const QJsonDocument rest = QJsonDocument::fromJson(m_stream.rest());
        const QJsonObject root = rest.object();
        version = root.value(QStringLiteral("fio version")).toString().left(64);
        if (!root.contains(QStringLiteral("jobs")) && !root.contains(QStringLiteral("client_stats")))
            result.warnings << tr("fio's JSON has no \"jobs\" (nor \"client_stats\"): it holds no result.");
    }
    if (m_invalidJobs > 0) {
        result.warnings << tr("%n job(s) were not valid JSON and were not read (first: %1).", nullptr,
                              int(m_invalidJobs))
                               .arg(m_firstInvalid);
    }
    if (m_droppedJobs > 0) {
        result.truncated = true;
        result.warnings << tr("Only the first %1 jobs were read; %2 more were not.").arg(kMaxJobs).arg(m_droppedJobs);
    }
    for (ParsedRun& run : m_runs) {
        if (!version.isEmpty())
            run.env.insert(QStringLiteral("fio_version"), version);
        run.truncated = result.truncated;
    }
    result.runs = std::move(m_runs);
    m_runs.clear();
    return result;
}

}  // namespace tb::core
