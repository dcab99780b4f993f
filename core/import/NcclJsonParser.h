#pragma once

#include "core/import/DocumentParser.h"
#include "core/import/JsonMemberStream.h"
#include "core/import/ParsedImport.h"

#include <QByteArray>
#include <QCoreApplication>

namespace tb::core {

// nccl-tests `-J file.json`: results[].out_of_place/in_place{time|cpu_time, alg_bw, bus_bw, nwrong}, devices[],
// config{}, average_bus_bandwidth{}, out_of_bounds{}.
//
// Streamed: feed() takes the document in chunks and reads "results" and "devices" one element at a time
// (JsonMemberStream), so memory follows the rows kept, not the size of the text (issue 13.2).
class NcclJsonParser : public DocumentParser {
    Q_DECLARE_TR_FUNCTIONS(NcclJsonParser)

public:
    NcclJsonParser();
    NcclJsonParser(const NcclJsonParser&) = delete;
    NcclJsonParser& operator=(const NcclJsonParser&) = delete;

    void feed(const char* data, qsizetype size) override { m_stream.feed(data, size); }
    ParsedImport finish() override;

    // The whole document at once (tests, fuzzers): feed() and finish().
    static ParsedImport parse(const QByteArray& document);

private:
    void addElement(const QString& key, const QByteArray& element);
    void addResult(const QJsonObject& o);
    void addDevice(const QJsonObject& o);

    JsonMemberStream m_stream;
    ParsedRun m_run;
    QString m_invalid;  // the first element that is not valid JSON
    qint64 m_refused = 0;
    QStringList m_refusedText;
    qsizetype m_resultIndex = 0;
    int m_maxRank = -1;
    qint64 m_badRanks = 0;
    QStringList m_deviceWarnings;
};

}  // namespace tb::core
