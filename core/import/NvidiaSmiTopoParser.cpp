#include "core/import/NvidiaSmiTopoParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"

namespace tb::core {

using namespace tb::core::bytes;

namespace {

// Tab-separated cells (trimmed, empty ones kept) or blank-separated tokens.
QStringList cellsOf(View line, bool tabs) {
    QStringList out;
    if (tabs) {
        size_t pos = 0;
        while (pos <= line.size() && out.size() < 1024) {
            size_t tab = line.find('\t', pos);
            if (tab == View::npos)
                tab = line.size();
            out << str(trim(line.substr(pos, tab - pos)));
            pos = tab + 1;
        }
        return out;
    }
    View tok[512];
    const size_t n = split(line, tok);
    for (size_t i = 0; i < n; ++i)
        out << str(tok[i]);
    return out;
}

bool isGpu(const QString& name) {
    return name.startsWith(QLatin1String("GPU"));
}

}  // namespace

NvidiaSmiTopoParser::NvidiaSmiTopoParser() {
    m_result.format = QStringLiteral("nvidia-smi-topo");
    m_run.tool = QStringLiteral("nvidia-smi");
    m_run.operation = QStringLiteral("topo");
}

bool NvidiaSmiTopoParser::isDevice(View t) {
    auto digitsFrom = [&](size_t i) {
        if (i >= t.size())
            return false;
        for (size_t j = i; j < t.size(); ++j) {
            if (!isDigit(t[j]))
                return false;
        }
        return true;
    };
    return (startsWith(t, "GPU") && digitsFrom(3)) || (startsWith(t, "NIC") && digitsFrom(3)) ||
           (startsWith(t, "mlx") && t.size() > 3) || (startsWith(t, "bnxt_re") && t.size() > 7) ||
           (startsWith(t, "ionic_") && t.size() > 6) || (startsWith(t, "CPU") && digitsFrom(3));
}

bool NvidiaSmiTopoParser::isCell(View t) {
    if (t == "X" || t == "PIX" || t == "PXB" || t == "PHB" || t == "NODE" || t == "SYS" || t == "SOC")
        return true;
    if (startsWith(t, "NV") && t.size() > 2) {
        for (size_t i = 2; i < t.size(); ++i) {
            if (!isDigit(t[i]))
                return false;
        }
        return true;
    }
    return false;
}

int NvidiaSmiTopoParser::distance(const QString& cell) {
    if (cell == QLatin1String("X"))
        return -1;
    if (cell.startsWith(QLatin1String("NV")))
        return 0;
    if (cell == QLatin1String("PIX"))
        return 1;
    if (cell == QLatin1String("PXB"))
        return 2;
    if (cell == QLatin1String("PHB"))
        return 3;
    if (cell == QLatin1String("NODE"))
        return 4;
    if (cell == QLatin1String("SYS") || cell == QLatin1String("SOC"))
        return 5;
    return 99;
}

void NvidiaSmiTopoParser::header(const QStringList& tokens) {
    QStringList words;
    for (const QString& t : tokens) {
        if (t.isEmpty())
            continue;
        const QByteArray b = t.toUtf8();
        if (words.isEmpty() && isDevice(view(b))) {
            if (m_columns.size() < 512)
                m_columns << t;
        } else {
            words << t;
        }
    }
    if (m_affinity.size() + words.size() > 64)
        return;  // a header is a few words; endless ones are not nvidia-smi's
    if (m_tabs) {
        m_affinity += words;
        return;
    }
    // Blank-separated: regroup "CPU Affinity NUMA Affinity GPU NUMA ID" into its column names.
    QString current;
    for (const QString& w : words) {
        current = current.isEmpty() ? w : current + u' ' + w;
        if (w == QLatin1String("Affinity") || w == QLatin1String("ID")) {
            m_affinity << current;
            current.clear();
        }
    }
    if (!current.isEmpty())
        m_affinity << current;
}

void NvidiaSmiTopoParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    (void)last;
    const View s = trim(line);
    if (s.empty())
        return;
    if (startsWith(s, "NIC Legend")) {
        m_nicLegend = true;
        m_legend = false;
        return;
    }
    if (startsWith(s, "Legend")) {
        m_legend = true;
        return;
    }
    if (m_nicLegend) {
        View k, v;
        if (keyValue(s, &k, &v) && startsWith(k, "NIC") && m_nicNames.size() < 512)
            m_nicNames.insert(str(k), str(v));
        return;
    }
    if (m_legend)
        return;
    const bool tabs = contains(line, "\t");
    View tok[3];
    const size_t n = split(s, tok);
    const bool firstDevice = n >= 1 && isDevice(tok[0]);
    const bool secondDevice = n >= 2 && isDevice(tok[1]);
    const bool secondCell = n >= 2 && isCell(tok[1]);
    if (firstDevice && secondDevice && m_rows.isEmpty()) {
        if (m_columns.isEmpty())
            m_tabs = tabs;
        header(cellsOf(s, tabs));
        return;
    }
    if (m_columns.isEmpty())
        return;
    if (firstDevice && secondCell) {
        if (m_rows.size() >= 512)
            return;
        QStringList cells = cellsOf(tabs ? trimRight(line) : s, tabs);
        if (tabs && !cells.isEmpty() && cells.front().isEmpty())
            cells.removeFirst();
        Row r;
        r.name = cells.takeFirst();
        r.cells = cells.mid(0, m_columns.size());
        r.affinity = cells.mid(m_columns.size());
        // nvidia-smi prints an extra empty cell before "GPU NUMA ID": drop empty cells beyond the header's columns.
        for (qsizetype i = r.affinity.size() - 1; i >= 0 && r.affinity.size() > m_affinity.size(); --i) {
            if (r.affinity[i].isEmpty())
                r.affinity.removeAt(i);
        }
        m_rows.push_back(r);
        return;
    }
    if (n >= 1 && isCell(tok[0]) && !m_rows.isEmpty() && m_rows.back().cells.size() < m_columns.size()) {
        // A row wrapped onto the next line by a narrow terminal.
        Row& r = m_rows.back();
        QStringList more = cellsOf(s, tabs);
        while (!more.isEmpty() && r.cells.size() < m_columns.size())
            r.cells << more.takeFirst();
        r.affinity += more;
        return;
    }
    if (!m_rows.isEmpty() || n < 1)
        return;
    // A wrapped header: more device columns or the affinity column names.
    if (firstDevice || startsWith(s, "CPU Affinity") || startsWith(s, "NUMA"))
        header(cellsOf(s, tabs));
}

void NvidiaSmiTopoParser::finding(FindingKind kind, const QString& key, FindingStatus status, const QString& value,
                                  const QString& detail) {
    m_run.findings.push_back({kind, key, status, value, detail});
}

ParsedImport NvidiaSmiTopoParser::finish(const StreamEnd& end) {
    (void)end;
    if (m_rows.isEmpty()) {
        if (!m_columns.isEmpty()) {
            m_run.truncated = true;
            m_run.warnings << tr("The matrix header was read but no row: the output is cut short.");
            m_result.truncated = true;
            m_result.runs.push_back(m_run);
        }
        return std::move(m_result);
    }
    auto nicName = [&](const QString& col) {
        const QString n = m_nicNames.value(col);
        return n.isEmpty() ? col : QStringLiteral("%1 (%2)").arg(col, n);
    };
    QVector<int> gpuCols, nicCols;
    for (int c = 0; c < m_columns.size(); ++c) {
        (isGpu(m_columns[c]) ? gpuCols : nicCols) << c;
    }
    int gpus = 0;
    QStringList noNvlink, shortRows;
    int pairs = 0;
    QStringList farNic;
    QString nvWidth;
    for (const Row& r : m_rows) {
        if (r.cells.size() < m_columns.size())
            shortRows << r.name;
        if (!isGpu(r.name))
            continue;
        ++gpus;
        QJsonObject dev{{QStringLiteral("name"), r.name}};
        for (int a = 0; a < m_affinity.size() && a < r.affinity.size(); ++a) {
            if (!r.affinity[a].isEmpty())
                dev.insert(m_affinity[a], r.affinity[a]);
        }
        m_run.devices.append(dev);
        if (!r.affinity.isEmpty()) {
            QStringList a;
            for (int i = 0; i < m_affinity.size() && i < r.affinity.size(); ++i) {
                if (!r.affinity[i].isEmpty())
                    a << QStringLiteral("%1 %2").arg(m_affinity[i], r.affinity[i]);
            }
            finding(FindingKind::Fact, QStringLiteral("topo.affinity.%1").arg(r.name), FindingStatus::None,
                    a.join(QStringLiteral(", ")), QString());
        }
        const qsizetype self = m_columns.indexOf(r.name);
        for (int c : gpuCols) {
            if (c >= r.cells.size() || c <= self)
                continue;  // each pair once (upper triangle)
            const QString cell = r.cells[c];
            const int d = distance(cell);
            if (d < 0)
                continue;
            ++pairs;
            if (d == 0)
                nvWidth = cell;
            else
                noNvlink << QStringLiteral("%1-%2 %3").arg(r.name, m_columns[c], cell);
        }
        int best = 99;
        QString bestNic;
        for (int c : nicCols) {
            if (c >= r.cells.size())
                continue;
            const int d = distance(r.cells[c]);
            if (d > 0 && d < best) {
                best = d;
                bestNic = m_columns[c];
            }
        }
        if (!nicCols.isEmpty() && !bestNic.isEmpty()) {
            finding(FindingKind::Fact, QStringLiteral("topo.nearest_nic.%1").arg(r.name), FindingStatus::None,
                    nicName(bestNic), r.cells[m_columns.indexOf(bestNic)]);
            if (best > 2)
                farNic << QStringLiteral("%1 (nearest %2 over %3)")
                              .arg(r.name, nicName(bestNic), r.cells[m_columns.indexOf(bestNic)]);
        }
    }
    finding(FindingKind::Fact, QStringLiteral("topo.gpus"), FindingStatus::None, QString::number(gpus), QString());
    if (!nicCols.isEmpty()) {
        QStringList names;
        for (int c : nicCols)
            names << nicName(m_columns[c]);
        finding(FindingKind::Fact, QStringLiteral("topo.nics"), FindingStatus::None, QString::number(nicCols.size()),
                names.join(QStringLiteral(", ")));
    }
    if (pairs > 0) {
        if (noNvlink.isEmpty()) {
            finding(FindingKind::Check, QStringLiteral("topo.nvlink"), FindingStatus::Pass, nvWidth,
                    tr("All %1 GPU pairs are connected by NVLink (%2).").arg(pairs).arg(nvWidth));
        } else if (noNvlink.size() == pairs) {
            finding(FindingKind::Check, QStringLiteral("topo.nvlink"), FindingStatus::Warn,
                    QString::number(noNvlink.size()),
                    tr("No NVLink between any of the %1 GPUs: peer traffic crosses PCIe (%2).")
                        .arg(gpus)
                        .arg(noNvlink.mid(0, 8).join(QStringLiteral(", "))));
        } else {
            finding(FindingKind::Check, QStringLiteral("topo.nvlink"), FindingStatus::Fail,
                    QString::number(noNvlink.size()),
                    tr("%1 of %2 GPU pairs have no NVLink between them (a broken or partial NVLink mesh): %3")
                        .arg(noNvlink.size())
                        .arg(pairs)
                        .arg(noNvlink.mid(0, 16).join(QStringLiteral(", "))));
        }
    }
    if (!nicCols.isEmpty() && gpus > 0) {
        finding(FindingKind::Check, QStringLiteral("topo.nic_affinity"),
                farNic.isEmpty() ? FindingStatus::Pass : FindingStatus::Warn, QString::number(farNic.size()),
                farNic.isEmpty()
                    ? tr("Every GPU has a NIC under the same PCIe switch (PIX/PXB), so GPUDirect RDMA stays off "
                         "the CPU.")
                    : tr("GPUs whose nearest NIC is not under the same PCIe switch: GPUDirect RDMA traffic crosses "
                         "the host bridge or the CPU interconnect: %1")
                          .arg(farNic.join(QStringLiteral(", "))));
    }
    if (!shortRows.isEmpty()) {
        m_run.truncated = true;
        m_run.warnings << tr("Rows with fewer cells than the header has columns (cut or collapsed): %1")
                              .arg(shortRows.join(QStringLiteral(", ")));
        IncompleteEvidence::apply(m_run, tr("Rows with fewer cells than the header has columns (cut or collapsed): %1")
                                             .arg(shortRows.join(QStringLiteral(", "))));
    }
    m_result.truncated = m_run.truncated;
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
