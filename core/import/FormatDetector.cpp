#include "core/import/FormatDetector.h"

#include "core/import/ByteText.h"

#include <QCoreApplication>

namespace tb::core {

using namespace tb::core::bytes;

namespace {

bool looksBinary(const QByteArray& head) {
    qsizetype control = 0;
    for (char c : head) {
        const auto u = static_cast<unsigned char>(c);
        if (u == 0)
            return true;
        if (u < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != '\v' && c != 0x1b)
            ++control;
    }
    return head.size() > 0 && control * 20 > head.size();
}

// A data row of an nccl-tests table: size count type ... with at least 11 fields and mostly numbers.
bool looksLikeNcclRow(View line) {
    View tok[20];
    const size_t n = split(line, tok);
    if (n < 11 || !toInt(tok[0]) || !toInt(tok[1]) || tok[2].empty() || !isAlpha(tok[2][0]))
        return false;
    size_t numeric = 0;
    for (size_t i = 3; i < n; ++i) {
        if (toDouble(tok[i]) || tok[i] == "N/A")
            ++numeric;
    }
    return numeric + 2 >= n - 3;
}

bool looksLikeLspciHeader(View line) {
    // "17:00.0 PCI bridge: ..." or "0000:17:00.0 ..."
    if (line.size() > 13 && line[4] == ':' && line[7] == ':')
        line = line.substr(5);
    return line.size() > 8 && line[2] == ':' && line[5] == '.' && isSpace(line[7]);
}

}  // namespace

QStringList FormatDetector::formatNames() {
    return {QStringLiteral("nccl-tests"),   QStringLiteral("nccl-tests-json"),
            QStringLiteral("nvbandwidth"),  QStringLiteral("nvbandwidth-json"),
            QStringLiteral("nvidia-smi-q"), QStringLiteral("kernel-log"),
            QStringLiteral("lspci"),        QStringLiteral("ibstat"),
            QStringLiteral("rocm-smi"),     QStringLiteral("tb-jsonl")};
}

bool FormatDetector::isKnown(const QString& name) {
    return formatNames().contains(name);
}

bool FormatDetector::isDocumentFormat(const QString& name) {
    return name == QLatin1String("nccl-tests-json") || name == QLatin1String("nvbandwidth-json");
}

QString FormatDetector::detect(const QByteArray& head, QString* reason) {
    auto fail = [&](const char* why) {
        if (reason)
            *reason = QCoreApplication::translate("FormatDetector", why);
        return QString();
    };
    if (head.trimmed().isEmpty())
        return fail(QT_TRANSLATE_NOOP("FormatDetector", "The input is empty."));
    if (looksBinary(head))
        return fail(QT_TRANSLATE_NOOP("FormatDetector", "The input is binary data, not a recognised tool output."));
    const View h = view(head);
    const View t = trimLeft(h);
    if (!t.empty() && t[0] == '{') {
        if (startsWith(t, "{\"tb\"") || startsWith(t, "{\"tb\":"))
            return QStringLiteral("tb-jsonl");
        if (contains(h, "\"nvbandwidth\""))
            return QStringLiteral("nvbandwidth-json");
        if (contains(h, "\"results\"") || contains(h, "\"nccl_version\"") || contains(h, "\"out_of_place\"")) {
            return QStringLiteral("nccl-tests-json");
        }
        if (contains(h, "\"tb\":1") || contains(h, "\"tb\": 1"))
            return QStringLiteral("tb-jsonl");
    }
    if (contains(h, "nvbandwidth Version") ||
        (contains(h, "Running ") && contains(h, "memcpy") && contains(h, "bandwidth (GB/s)"))) {
        return QStringLiteral("nvbandwidth");
    }
    if (contains(h, "NVSMI LOG") || (contains(h, "Attached GPUs") && contains(h, "Product Name"))) {
        return QStringLiteral("nvidia-smi-q");
    }
    if (contains(h, "ROCm System Management Interface") || contains(h, "End of ROCm SMI Log") ||
        contains(h, "\t\t: ")) {
        return QStringLiteral("rocm-smi");
    }
    if ((contains(h, "CA '") && contains(h, "Port ")) || contains(h, "Infiniband device '")) {
        return QStringLiteral("ibstat");
    }
    if (contains(h, "ACSCtl:") || contains(h, "ACSCap:"))
        return QStringLiteral("lspci");
    if (contains(h, "nThread ") || contains(h, "Collective test starting") || contains(h, "out-of-place") ||
        contains(h, "Avg bus bandwidth") || contains(h, "nccl-tests version") || contains(h, "rccl-tests")) {
        return QStringLiteral("nccl-tests");
    }
    if (contains(h, "NVRM:") || contains(h, "Xid (") || contains(h, "nvidia-nvswitch")) {
        return QStringLiteral("kernel-log");
    }
    // Weaker signals, line by line: bare table rows (grep output), lspci stanzas.
    size_t pos = 0;
    int rows = 0;
    int lspci = 0;
    while (pos < h.size()) {
        size_t nl = h.find('\n', pos);
        if (nl == View::npos)
            nl = h.size();
        const View line = h.substr(pos, nl - pos);
        if (looksLikeNcclRow(line))
            ++rows;
        if (looksLikeLspciHeader(line))
            ++lspci;
        pos = nl + 1;
    }
    if (rows >= 1)
        return QStringLiteral("nccl-tests");
    if (lspci >= 1 && contains(h, "Capabilities:"))
        return QStringLiteral("lspci");
    return fail(QT_TRANSLATE_NOOP("FormatDetector",
                                  "Not a recognised tool output (no marker of nccl-tests, rccl-tests, nvbandwidth, "
                                  "nvidia-smi, a kernel log, lspci, ibstat or rocm-smi in the first kilobytes)."));
}

}  // namespace tb::core
