#pragma once

#include "core/import/LineParser.h"

#include <QCoreApplication>
#include <QMap>

namespace tb::core {

// `nvidia-smi topo -m`: the GPU/NIC connection matrix (X, NV#, PIX, PXB, PHB, NODE, SYS; SOC on old drivers), the
// CPU/NUMA affinity columns, the legend and the NIC legend. Tab- or space-separated, with rows or the header wrapped
// onto the next line by a narrow terminal. Checks: topo.nvlink (GPU pairs without NVLink between them) and
// topo.nic_affinity (a GPU whose nearest NIC is not under the same PCIe switch, i.e. no PIX/PXB NIC).
class NvidiaSmiTopoParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(NvidiaSmiTopoParser)

public:
    NvidiaSmiTopoParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

    // PIX 1, PXB 2, PHB 3, NODE 4, SYS/SOC 5, NV# 0, X -1; 99 for anything else.
    static int distance(const QString& cell);
    static bool isCell(std::string_view token);
    static bool isDevice(std::string_view token);

private:
    struct Row {
        QString name;
        QStringList cells;
        QStringList affinity;
    };
    void header(const QStringList& tokens);
    void finding(FindingKind kind, const QString& key, FindingStatus status, const QString& value,
                 const QString& detail);

    ParsedImport m_result;
    ParsedRun m_run;
    QStringList m_columns;   // device columns
    QStringList m_affinity;  // "CPU Affinity", "NUMA Affinity", "GPU NUMA ID"
    QVector<Row> m_rows;
    QMap<QString, QString> m_nicNames;  // NIC0 -> mlx5_0
    bool m_legend = false, m_nicLegend = false, m_tabs = false;
};

}  // namespace tb::core
