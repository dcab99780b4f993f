#pragma once

#include "core/import/DocumentParser.h"
#include "core/import/JsonMemberStream.h"
#include "core/import/ParsedImport.h"

#include <QByteArray>
#include <QCoreApplication>

namespace tb::core {

// fio --output-format=json and json+ (fio 3, and fio 2 whose bw figures are KiB/s), and a client/server run's JSON
// (--client=...: "client_stats", each job with the client's "hostname", plus fio's "All clients" sum): one run per
// job (FioJob).
//
// Streamed: the jobs are read one at a time (JsonMemberStream), so a json+ document with its big latency histograms
// costs the memory of one job, not of the document. Lines of fio's notes before the document are skipped and text
// after it ignored, with a warning each. A document cut short keeps the jobs before the cut and says what is missing.
// A job with a bare nan or inf (fio has written them) is read with those figures not finite, so the import is
// refused with their words rather than as broken JSON.
class FioJsonParser : public DocumentParser {
    Q_DECLARE_TR_FUNCTIONS(FioJsonParser)

public:
    static constexpr qsizetype kMaxJobs = 20000;

    FioJsonParser();
    FioJsonParser(const FioJsonParser&) = delete;
    FioJsonParser& operator=(const FioJsonParser&) = delete;

    void feed(const char* data, qsizetype size) override;
    ParsedImport finish() override;

    static ParsedImport parse(const QByteArray& document);

private:
    void addJob(const QByteArray& element);

    JsonMemberStream m_stream;
    QVector<ParsedRun> m_runs;
    QStringList m_warnings;
    qint64 m_skippedLead = 0;  // bytes of notes before the document
    bool m_started = false;    // the document's '{' was seen
    bool m_lineStart = true;
    qint64 m_invalidJobs = 0;
    qint64 m_droppedJobs = 0;
    QString m_firstInvalid;
};

}  // namespace tb::core
