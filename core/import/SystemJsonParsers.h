#pragma once

#include "core/import/DcgmDiagResults.h"
#include "core/import/DocumentParser.h"
#include "core/import/JsonMemberStream.h"
#include "core/import/ParsedImport.h"
#include "core/import/RocmSmiChecks.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QVector>

namespace tb::core {

// Both are streamed (JsonMemberStream): memory follows what they keep (at most kMaxTests tests, kMaxCards cards), not
// the size of the document (issue 13.2). One element (a test category, a card) is refused above 16 MiB.

// `dcgmi diag --json` (DCGM 2/3: "DCGM GPU Diagnostic" -> test_categories[].tests[].results[] with gpu_ids /
// gpu_id, status, warnings, info; DCGM 4: "DCGM Diagnostic" with entity_id and test_summary, metadata{}). Same checks
// as the text form (DcgmDiagResults). The categories are read one at a time.
class DcgmDiagJsonParser : public DocumentParser {
    Q_DECLARE_TR_FUNCTIONS(DcgmDiagJsonParser)

public:
    static constexpr qsizetype kMaxTests = 1024;

    DcgmDiagJsonParser();
    DcgmDiagJsonParser(const DcgmDiagJsonParser&) = delete;
    DcgmDiagJsonParser& operator=(const DcgmDiagJsonParser&) = delete;

    void feed(const char* data, qsizetype size) override { m_stream.feed(data, size); }
    ParsedImport finish() override;
    static ParsedImport parse(const QByteArray& document);

private:
    void addCategory(const QByteArray& element);

    JsonMemberStream m_stream;
    QVector<DcgmTest> m_tests;
    qint64 m_droppedTests = 0;
    QString m_invalid;
};

// `rocm-smi --json` (`-a --json`, `--showallinfo --json`): {"card0": {"Card Series": ..., "PCI Bus": ...,
// "PCIe Replay Count": ...}, "system": {"Driver version": ...}}. Same facts and checks as the text form
// (RocmSmiChecks). The top-level members are read one at a time.
class RocmSmiJsonParser : public DocumentParser {
    Q_DECLARE_TR_FUNCTIONS(RocmSmiJsonParser)

public:
    static constexpr qsizetype kMaxCards = 1024;

    RocmSmiJsonParser();
    RocmSmiJsonParser(const RocmSmiJsonParser&) = delete;
    RocmSmiJsonParser& operator=(const RocmSmiJsonParser&) = delete;

    void feed(const char* data, qsizetype size) override { m_stream.feed(data, size); }
    ParsedImport finish() override;
    static ParsedImport parse(const QByteArray& document);

private:
    void addMember(const QString& key, const QByteArray& element);

    JsonMemberStream m_stream;
    QMap<int, RocmSmiGpu> m_gpus;
    QJsonObject m_env;
    qint64 m_droppedCards = 0;
    QString m_invalid;
};

}  // namespace tb::core
