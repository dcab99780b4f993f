#include "core/import/NvidiaSmiParser.h"

#include "core/import/ByteText.h"
#include "core/import/EvidenceCounter.h"
#include "core/import/IncompleteEvidence.h"
#include "core/import/NvidiaSmiChecks.h"

#include <QCoreApplication>

namespace tb::core {

using namespace tb::core::bytes;

namespace {
int indentOf(View line) {
    int n = 0;
    for (char c : line) {
        if (c == ' ')
            ++n;
        else if (c == '\t')
            n += 4;
        else
            break;
    }
    return n;
}

}  // namespace

NvidiaSmiParser::NvidiaSmiParser() {
    m_result.format = QStringLiteral("nvidia-smi-q");
    m_run.tool = QStringLiteral("nvidia-smi");
    m_run.operation = QStringLiteral("query");
}

void NvidiaSmiParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    (void)last;
    const View s = trim(line);
    if (s.empty() || startsWith(s, "===="))
        return;
    const int indent = indentOf(line);
    View key, value;
    const bool kv = keyValue(s, &key, &value);
    if (indent == 0) {
        if (startsWith(s, "GPU ") && !contains(s, " : ")) {
            Gpu g;
            g.bus = str(trim(s.substr(4)));
            m_gpus.push_back(g);
            m_path.clear();
            m_indent.clear();
            return;
        }
        if (kv) {
            if (key == "Driver Version")
                m_run.env.insert(QStringLiteral("driver"), str(value));
            else if (key == "CUDA Version")
                m_run.env.insert(QStringLiteral("cuda"), str(value));
            else if (key == "Attached GPUs")
                m_attached = int(leadingInt(value).value_or(-1));
        }
        return;
    }
    if (m_gpus.isEmpty())
        return;
    while (!m_indent.isEmpty() && m_indent.back() >= indent) {
        m_indent.pop_back();
        m_path.pop_back();
    }
    if (!kv || (value.empty() && !contains(s, ": "))) {
        m_indent.push_back(indent);
        m_path.push_back(str(s));
        return;
    }
    Gpu& g = m_gpus.back();
    const QString section = m_path.isEmpty() ? QString() : m_path.front();
    const QString sub = m_path.size() > 1 ? m_path.at(1) : QString();
    auto counter = [&]() { return EvidenceCounter::read(str(value)); };
    auto label = [&]() {
        QStringList where = m_path.mid(1);
        where << str(key);
        return where.join(QStringLiteral(" / "));
    };
    if (m_path.isEmpty()) {
        if (key == "Product Name")
            g.name = str(value);
        else if (key == "Processes")
            g.complete = true;
        return;
    }
    if (section == QLatin1String("ECC Mode") && key == "Current") {
        g.eccMode = str(value);
    } else if (section == QLatin1String("ECC Errors")) {
        // Ampere+: "DRAM Uncorrectable : 0"; pre-Ampere: "Single Bit / Double Bit -> Total : 0".
        const bool isVolatile = sub == QLatin1String("Volatile");
        const bool isAggregate = sub == QLatin1String("Aggregate");
        if (!isVolatile && !isAggregate)
            return;
        const QString leaf = m_path.size() > 2 ? m_path.at(2) : QString();
        bool uncorrectable = false, correctable = false;
        if (leaf.isEmpty()) {
            if (contains(key, "Uncorrectable"))
                uncorrectable = true;
            else if (contains(key, "Correctable"))
                correctable = true;
        } else if (key == "Total") {
            uncorrectable = leaf == QLatin1String("Double Bit");
            correctable = leaf == QLatin1String("Single Bit");
        }
        if (uncorrectable || correctable)
            g.addEcc(counter(), label(), isVolatile, uncorrectable);
    } else if (section == QLatin1String("Retired Pages")) {
        if (startsWith(key, "Single Bit"))
            NvidiaSmiGpu::setCounter(g.retiredSbe, g.impossibleRetired, counter(), label());
        else if (startsWith(key, "Double Bit"))
            NvidiaSmiGpu::setCounter(g.retiredDbe, g.impossibleRetired, counter(), label());
        else if (startsWith(key, "Pending"))
            g.retiredPending = str(value);
    } else if (section == QLatin1String("Remapped Rows")) {
        if (key == "Correctable Error")
            NvidiaSmiGpu::setCounter(g.remapCorrectable, g.impossibleRemap, counter(), label());
        else if (key == "Uncorrectable Error")
            NvidiaSmiGpu::setCounter(g.remapUncorrectable, g.impossibleRemap, counter(), label());
        else if (key == "Pending")
            g.remapPending = str(value);
        else if (key == "Remapping Failure Occurred")
            g.remapFailure = str(value);
    } else if (section == QLatin1String("GPU Reset Status") && key == "Reset Required") {
        g.resetRequired = str(value);
    } else if (section == QLatin1String("PCI") && key == "Replays Since Reset") {
        NvidiaSmiGpu::setCounter(g.replays, g.impossibleReplays, counter(), label());
    }
}

ParsedImport NvidiaSmiParser::finish(const StreamEnd& end) {
    const bool fewer = m_attached > 0 && m_gpus.size() < m_attached;
    const bool lastIncomplete = !m_gpus.isEmpty() && !m_gpus.back().complete;
    const bool truncated = end.endedWithoutNewline || fewer || lastIncomplete;
    if (truncated) {
        m_run.truncated = true;
        m_run.warnings << tr("The output is cut short: %1 GPUs attached, %2 listed, the last one incomplete. "
                             "Checks cover only what is present.")
                              .arg(m_attached)
                              .arg(m_gpus.size());
    }
    if (m_gpus.isEmpty()) {
        m_result.truncated = truncated;
        if (m_attached >= 0 || m_run.env.contains(QStringLiteral("driver")))
            m_result.runs.push_back(m_run);
        return std::move(m_result);
    }
    NvidiaSmiChecks::apply(m_run, m_gpus, m_attached);
    if (truncated) {
        QStringList why;
        if (fewer)
            why << IncompleteEvidence::gpusRead(m_attached, m_gpus.size());
        if (lastIncomplete)
            why << IncompleteEvidence::partIncomplete(QStringLiteral("GPU ") + m_gpus.back().bus);
        if (end.endedWithoutNewline)
            why << IncompleteEvidence::endsMidLine();
        IncompleteEvidence::apply(m_run, why.join(QStringLiteral(", ")));
    }
    m_result.truncated = m_run.truncated;
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
