#include "core/import/NvidiaSmiXmlParser.h"

#include "core/import/EvidenceCounter.h"
#include "core/import/IncompleteEvidence.h"

namespace tb::core {

namespace {

// "2", "12 KB" -> 2, 12; anything else -1.
int attachedCount(const QString& text) {
    bool ok = false;
    const qint64 v = text.section(u' ', 0, 0).toLongLong(&ok);
    return ok && v >= 0 ? int(std::min<qint64>(v, 1 << 20)) : -1;
}

}  // namespace

NvidiaSmiXmlParser::NvidiaSmiXmlParser() {
    m_result.format = QStringLiteral("nvidia-smi-xml");
    m_run.tool = QStringLiteral("nvidia-smi");
    m_run.operation = QStringLiteral("query");
}

void NvidiaSmiXmlParser::addLine(std::string_view line, bool cut, bool last) {
    (void)last;
    if (m_failed)
        return;
    if (cut) {
        m_failed = true;
        m_run.warnings << tr("A line longer than the line limit: the XML cannot be read past it.");
        return;
    }
    m_xml.addData(QByteArray(line.data(), qsizetype(line.size())));
    m_xml.addData(QByteArrayLiteral("\n"));
    m_unread += qint64(line.size()) + 1;
    drain();
    // QXmlStreamReader holds a text node whole until it ends: one that never ends would hold the whole input.
    if (m_unread > kMaxNode) {
        m_failed = true;
        m_xml.clear();
        m_run.warnings << tr("An XML element's text runs past %1 MiB: this is not nvidia-smi output; reading stopped "
                             "there.")
                              .arg(kMaxNode / (1024 * 1024));
    }
}

void NvidiaSmiXmlParser::drain() {
    while (!m_xml.atEnd()) {
        const QXmlStreamReader::TokenType t = m_xml.readNext();
        if (t == QXmlStreamReader::Invalid)
            break;
        m_unread = 0;
        if (t == QXmlStreamReader::StartElement) {
            const QString name = m_xml.name().toString();
            if (m_path.isEmpty() && name == QLatin1String("nvidia_smi_log"))
                m_sawRoot = true;
            if (m_path.size() < 64)
                m_path << name;
            m_text.clear();
            if (name == QLatin1String("gpu") && m_path.size() == 2 && m_gpus.size() < 1024) {
                NvidiaSmiGpu g;
                g.bus = m_xml.attributes().value(QStringLiteral("id")).toString();
                m_gpus.push_back(g);
            }
        } else if (t == QXmlStreamReader::Characters) {
            if (m_text.size() < 4096)
                m_text += m_xml.text();
        } else if (t == QXmlStreamReader::EndElement) {
            element(m_text.trimmed());
            m_text.clear();
            if (!m_path.isEmpty())
                m_path.removeLast();
        }
    }
    if (m_xml.hasError() && m_xml.error() != QXmlStreamReader::PrematureEndOfDocumentError) {
        m_failed = true;
        m_run.warnings << tr("The XML is malformed at line %1: %2; what came before was read.")
                              .arg(m_xml.lineNumber())
                              .arg(m_xml.errorString());
    }
}

void NvidiaSmiXmlParser::element(const QString& text) {
    if (m_path.size() == 2) {
        const QString& n = m_path[1];
        if (n == QLatin1String("driver_version"))
            m_run.env.insert(QStringLiteral("driver"), text);
        else if (n == QLatin1String("cuda_version"))
            m_run.env.insert(QStringLiteral("cuda"), text);
        else if (n == QLatin1String("attached_gpus"))
            m_attached = attachedCount(text);
        else if (n == QLatin1String("gpu") && !m_gpus.isEmpty())
            m_gpus.back().complete = true;
        return;
    }
    if (m_path.size() < 3 || m_path[1] != QLatin1String("gpu") || m_gpus.isEmpty())
        return;
    NvidiaSmiGpu& g = m_gpus.back();
    const QString& section = m_path[2];
    const QString& leaf = m_path.back();
    if (m_path.size() == 3) {
        if (section == QLatin1String("product_name"))
            g.name = text;
        return;
    }
    if (section == QLatin1String("ecc_mode") && leaf == QLatin1String("current_ecc")) {
        g.eccMode = text;
    } else if (section == QLatin1String("ecc_errors") && m_path.size() >= 5) {
        const bool isVolatile = m_path[3] == QLatin1String("volatile");
        if (!isVolatile && m_path[3] != QLatin1String("aggregate"))
            return;
        bool uncorrectable = false, correctable = false;
        if (m_path.size() == 5) {
            // Ampere+: sram_correctable, sram_uncorrectable(_parity|_secded), dram_*; "*_sources" are breakdowns.
            if (leaf.contains(QLatin1String("sources")))
                return;
            uncorrectable = leaf.contains(QLatin1String("uncorrectable"));
            correctable = !uncorrectable && leaf.contains(QLatin1String("correctable"));
        } else if (leaf == QLatin1String("total")) {
            uncorrectable = m_path[4] == QLatin1String("double_bit");
            correctable = m_path[4] == QLatin1String("single_bit");
        }
        if (!uncorrectable && !correctable)
            return;
        const QString label = QStringLiteral("%1/%2").arg(m_path[3], m_path.mid(4).join(u'/'));
        g.addEcc(EvidenceCounter::read(text), label, isVolatile, uncorrectable);
    } else if (section == QLatin1String("retired_pages")) {
        if (leaf == QLatin1String("retired_count") && m_path.size() == 5) {
            if (m_path[3] == QLatin1String("multiple_single_bit_retirement") ||
                m_path[3] == QLatin1String("double_bit_retirement")) {
                const bool single = m_path[3] == QLatin1String("multiple_single_bit_retirement");
                NvidiaSmiGpu::setCounter(single ? g.retiredSbe : g.retiredDbe, g.impossibleRetired,
                                         EvidenceCounter::read(text), m_path[3] + QStringLiteral("/retired_count"));
            }
        } else if (leaf == QLatin1String("pending_blacklist") || leaf == QLatin1String("pending_retirement")) {
            if (text != QLatin1String("N/A"))
                g.retiredPending = text;
        }
    } else if (section == QLatin1String("remapped_rows")) {
        if (leaf == QLatin1String("remapped_row_corr"))
            NvidiaSmiGpu::setCounter(g.remapCorrectable, g.impossibleRemap, EvidenceCounter::read(text), leaf);
        else if (leaf == QLatin1String("remapped_row_unc"))
            NvidiaSmiGpu::setCounter(g.remapUncorrectable, g.impossibleRemap, EvidenceCounter::read(text), leaf);
        else if (leaf == QLatin1String("remapped_row_pending"))
            g.remapPending = text;
        else if (leaf == QLatin1String("remapped_row_failure"))
            g.remapFailure = text;
    } else if (section == QLatin1String("gpu_reset_status") && leaf == QLatin1String("reset_required")) {
        g.resetRequired = text;
    } else if (section == QLatin1String("pci") && leaf == QLatin1String("replay_counter")) {
        NvidiaSmiGpu::setCounter(g.replays, g.impossibleReplays, EvidenceCounter::read(text), leaf);
    }
}

ParsedImport NvidiaSmiXmlParser::finish(const StreamEnd& end) {
    (void)end;
    if (!m_sawRoot)
        return std::move(m_result);
    const bool premature =
        !m_failed && m_xml.hasError() && m_xml.error() == QXmlStreamReader::PrematureEndOfDocumentError;
    const bool fewer = m_attached > 0 && m_gpus.size() < m_attached;
    const bool lastIncomplete = !m_gpus.isEmpty() && !m_gpus.back().complete;
    // A document whose root never closed was cut, even when every GPU it lists is whole.
    const bool unclosed = !m_xml.hasError() && !m_failed && !m_path.isEmpty();
    const bool truncated = m_failed || premature || fewer || lastIncomplete || unclosed;
    if (truncated) {
        m_run.truncated = true;
        m_run.warnings << tr("The XML is cut short: %1 GPUs attached, %2 read, the last one incomplete. Checks "
                             "cover only what is present.")
                              .arg(m_attached)
                              .arg(m_gpus.size());
    }
    m_result.truncated = truncated;
    if (!m_gpus.isEmpty())
        NvidiaSmiChecks::apply(m_run, m_gpus, m_attached);
    if (truncated) {
        QStringList why;
        if (fewer)
            why << IncompleteEvidence::gpusRead(m_attached, m_gpus.size());
        if (lastIncomplete)
            why << IncompleteEvidence::partIncomplete(QStringLiteral("GPU ") + m_gpus.back().bus);
        if (m_failed)
            why << tr("the XML is malformed");
        else if (premature || unclosed)
            why << IncompleteEvidence::notClosed(QStringLiteral("<nvidia_smi_log>"));
        IncompleteEvidence::apply(m_run, why.join(QStringLiteral(", ")));
    }
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
