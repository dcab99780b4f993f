#pragma once

#include "core/import/DocumentParser.h"
#include "core/import/JsonMemberStream.h"
#include "core/import/ParsedImport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

namespace tb::core {

// nvbandwidth -j: {"nvbandwidth": {version, "GPU Device list", testcases: [{name, status, bandwidth_description,
// bandwidth_matrix: [[string]], sum}]}}. Cells are strings ("N/A" skipped).
//
// Streamed: the test cases are read one at a time (JsonMemberStream), so memory follows the samples kept (at most
// NvbandwidthParser::kMaxSamples, as for the text form), not the size of the document (issue 13.2).
class NvbandwidthJsonParser : public DocumentParser {
    Q_DECLARE_TR_FUNCTIONS(NvbandwidthJsonParser)

public:
    NvbandwidthJsonParser();
    NvbandwidthJsonParser(const NvbandwidthJsonParser&) = delete;
    NvbandwidthJsonParser& operator=(const NvbandwidthJsonParser&) = delete;

    void feed(const char* data, qsizetype size) override { m_stream.feed(data, size); }
    ParsedImport finish() override;

    // The whole document at once (tests, fuzzers): feed() and finish().
    static ParsedImport parse(const QByteArray& document);

private:
    void addTestcase(const QByteArray& element);
    void addSample(const QString& metric, double value, const QString& unit, const QJsonObject& extra);

    JsonMemberStream m_stream;
    ParsedRun m_run;
    QString m_invalid;  // the first test case that is not valid JSON
    int m_waived = 0;
    qint64 m_dropped = 0;  // samples past the cap
};

}  // namespace tb::core
