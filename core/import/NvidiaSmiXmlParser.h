#pragma once

#include "core/import/LineParser.h"
#include "core/import/NvidiaSmiChecks.h"

#include <QCoreApplication>
#include <QXmlStreamReader>

namespace tb::core {

// `nvidia-smi -q -x`: the XML form of `nvidia-smi -q`, read as a stream (QXmlStreamReader fed line by line, so memory
// stays bounded whatever the size). Fills the same per-GPU health record as the text parser and gives the same checks
// (NvidiaSmiChecks): ECC (Ampere+ SRAM/DRAM, pre-Ampere single/double bit), retired pages, remapped rows, reset
// required, PCIe replays. External DTDs are never fetched and entity expansion stays within Qt's limit.
class NvidiaSmiXmlParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(NvidiaSmiXmlParser)

public:
    // The longest stretch of input without a complete XML token (a text node) that is read; nvidia-smi's are short.
    static constexpr qint64 kMaxNode = 4 * 1024 * 1024;

    NvidiaSmiXmlParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    void drain();
    void element(const QString& text);

    QXmlStreamReader m_xml;
    QStringList m_path;
    QString m_text;
    bool m_failed = false;
    qint64 m_unread = 0;  // bytes fed since the reader last produced a token
    bool m_sawRoot = false;
    ParsedImport m_result;
    ParsedRun m_run;
    QVector<NvidiaSmiGpu> m_gpus;
    int m_attached = -1;
};

}  // namespace tb::core
