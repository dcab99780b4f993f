#pragma once

#include "core/import/LineParser.h"

#include <QCoreApplication>

namespace tb::core {

// `nvidia-smi nvlink --status` (and `-s`): per GPU its links with their speed or `<inactive>`. Check nvlink.links:
// a GPU with inactive links while others have theirs is a degraded NVLink mesh (fail); no active link anywhere is a
// warning (a PCIe system, or NVLink down everywhere).
class NvidiaSmiNvlinkParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(NvidiaSmiNvlinkParser)

public:
    NvidiaSmiNvlinkParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    struct Gpu {
        QString index, name, uuid;
        int active = 0, inactive = 0;
        QStringList inactiveLinks;
        double speed = 0, total = 0;  // GB/s of one link (the most common), and the sum over active links
        bool speedsDiffer = false;
        QString note;  // "all links are inActive" and the like
    };
    ParsedImport m_result;
    ParsedRun m_run;
    QVector<Gpu> m_gpus;
    qint64 m_badLinks = 0;
};

}  // namespace tb::core
