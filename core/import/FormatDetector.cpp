#include "core/import/FormatDetector.h"

#include "core/import/ByteText.h"
#include "core/import/NcclTextTokens.h"

#include <QCoreApplication>

#include <string>

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

// A data row of an nccl-tests table, whatever a launcher put in front of it or inside it: size count type ... with at
// least 11 fields and mostly numbers, or fewer fields when the type is one of nccl-tests' type names (a row a line
// break cut short, the oldest layouts).
bool looksLikeNcclRow(View raw) {
    View line = nccltext::stripPrefixes(raw);
    const View host = nccltext::stripHostPrefix(line);
    if (host.data() != line.data())
        line = nccltext::stripPrefixes(host);
    QByteArray untagged;
    if (nccltext::hasInnerTag(line)) {
        untagged = nccltext::withoutTags(line);
        line = view(untagged);
    }
    View all[24];
    const size_t total = split(line, all);
    View tok[24];
    size_t n = 0;
    for (size_t i = 0; i < total; ++i) {
        if (!nccltext::isBracketNumber(all[i]))
            tok[n++] = all[i];
    }
    if (n < 6 || !toInt(tok[0]) || !toInt(tok[1]) || tok[2].empty() || !isAlpha(tok[2][0]))
        return false;
    size_t numeric = 0;
    for (size_t i = 3; i < n; ++i) {
        if (toDouble(tok[i]) || tok[i] == "N/A")
            ++numeric;
    }
    if (n >= 11 && numeric + 2 >= n - 3)
        return true;
    return nccltext::isTypeName(tok[2]) && numeric + 2 >= n - 3;
}

bool looksLikeLspciHeader(View line) {
    // "17:00.0 PCI bridge: ..." or "0000:17:00.0 ..."
    if (line.size() > 13 && line[4] == ':' && line[7] == ':')
        line = line.substr(5);
    return line.size() > 8 && line[2] == ':' && line[5] == '.' && isSpace(line[7]);
}

// "mlx5_0 port 1 ==> ib0 (Up)"
bool looksLikeIbdev2netdev(View line) {
    const size_t arrow = line.find(" ==> ");
    return arrow != View::npos && contains(line.substr(0, arrow), " port ") && contains(line.substr(arrow), "(");
}

// "node-001 | Healthy", "node-002 | ERROR: ..."
bool looksLikeAznhc(View line) {
    const size_t bar = line.find(" | ");
    if (bar == View::npos || bar == 0)
        return false;
    const View rest = line.substr(bar + 3);
    return startsWith(rest, "Healthy") || startsWith(rest, "ERROR");
}

// A header line of sinfo (any -o layout, -N, -l, -R): upper-case column names, one of them the node list.
bool looksLikeSinfoHeader(View line) {
    View tok[32];
    bool more = false;
    const size_t n = split(line, tok, &more);
    if (n < 2 || more)
        return false;
    bool nodes = false, other = false;
    for (size_t i = 0; i < n; ++i) {
        for (char c : tok[i]) {
            if (!(c >= 'A' && c <= 'Z') && !isDigit(c) && c != '_' && c != ':' && c != '/' && c != '(' && c != ')')
                return false;
        }
        nodes = nodes || tok[i] == "NODELIST" || tok[i] == "HOSTNAMES";
        other = other || tok[i] == "PARTITION" || tok[i] == "STATE" || tok[i] == "REASON" || tok[i] == "GRES" ||
                tok[i] == "NODES";
    }
    return nodes && other;
}

// sacct's header: JobID (or JobIDRaw) first, State among the columns, plain or '|'-separated.
bool looksLikeSacctHeader(View line) {
    return (startsWith(line, "JobID ") || startsWith(line, "JobID|") || startsWith(line, "JobIDRaw")) &&
           contains(line, "State");
}

// A line that starts at the left margin with this key ("Taints:" of kubectl describe node).
bool hasLineStarting(View h, View key) {
    return startsWith(h, key) || contains(h, std::string("\n") + std::string(key));
}

}  // namespace

QStringList FormatDetector::formatNames() {
    return {QStringLiteral("nccl-tests"),
            QStringLiteral("nccl-tests-json"),
            QStringLiteral("nvbandwidth"),
            QStringLiteral("nvbandwidth-json"),
            QStringLiteral("nvidia-smi-q"),
            QStringLiteral("nvidia-smi-xml"),
            QStringLiteral("nvidia-smi-topo"),
            QStringLiteral("nvidia-smi-nvlink"),
            QStringLiteral("kernel-log"),
            QStringLiteral("lspci"),
            QStringLiteral("ibstat"),
            QStringLiteral("ibv-devinfo"),
            QStringLiteral("ibdev2netdev"),
            QStringLiteral("rocm-smi"),
            QStringLiteral("rocm-smi-json"),
            QStringLiteral("dcgmi-diag"),
            QStringLiteral("dcgmi-diag-json"),
            QStringLiteral("aznhc"),
            QStringLiteral("tb-jsonl"),
            QStringLiteral("fio"),
            QStringLiteral("fio-json"),
            QStringLiteral("perftest"),
            QStringLiteral("perftest-json"),
            QStringLiteral("iperf3-json"),
            QStringLiteral("sinfo"),
            QStringLiteral("scontrol-node"),
            QStringLiteral("sacct"),
            QStringLiteral("kubectl-describe-node"),
            QStringLiteral("kubectl-node-yaml"),
            QStringLiteral("kubectl-node-json"),
            QStringLiteral("cmax-audit"),
            QStringLiteral("torchtitan-log"),
            QStringLiteral("megatron-log"),
            QStringLiteral("nemo-log")};
}

bool FormatDetector::isKnown(const QString& name) {
    return formatNames().contains(name);
}

bool FormatDetector::isDocumentFormat(const QString& name) {
    return name == QLatin1String("nccl-tests-json") || name == QLatin1String("nvbandwidth-json") ||
           name == QLatin1String("dcgmi-diag-json") || name == QLatin1String("rocm-smi-json") ||
           name == QLatin1String("fio-json") || name == QLatin1String("perftest-json") ||
           name == QLatin1String("iperf3-json") || name == QLatin1String("kubectl-node-json");
}

QString FormatDetector::detect(const QByteArray& head, QString* reason, QString* marker) {
    auto fail = [&](const char* why) {
        if (reason)
            *reason = QCoreApplication::translate("FormatDetector", why);
        return QString();
    };
    auto found = [&](const char* format, const char* what) {
        if (marker)
            *marker = QString::fromLatin1(what);
        return QString::fromLatin1(format);
    };
    if (head.trimmed().isEmpty())
        return fail(QT_TRANSLATE_NOOP("FormatDetector", "The input is empty."));
    if (looksBinary(head))
        return fail(QT_TRANSLATE_NOOP("FormatDetector", "The input is binary data, not a recognised tool output."));
    const View h = view(head);
    const View t = trimLeft(h);
    // fio: its JSON names itself (also after notes fio printed first); its text has job result headers.
    if (contains(h, "\"fio version\"") || (!t.empty() && t[0] == '{' && contains(h, "\"client_stats\"")))
        return found("fio-json", "\"fio version\"");
    if (contains(h, ": (groupid=") && contains(h, "err=")) {
        return found("fio", "fio job result (groupid=...)");
    }
    if (!t.empty() && t[0] == '{') {
        // kubectl get node(s) -o json: a Node or a List of them.
        if (contains(h, "\"kind\": \"Node\"") || contains(h, "\"kind\":\"Node\"") ||
            (contains(h, "\"nodeInfo\"") && contains(h, "\"allocatable\"")))
            return found("kubectl-node-json", "\"kind\": \"Node\"");
        if (startsWith(t, "{\"tb\"") || startsWith(t, "{\"tb\":"))
            return found("tb-jsonl", "{\"tb\":");
        if (contains(h, "\"nvbandwidth\""))
            return found("nvbandwidth-json", "\"nvbandwidth\"");
        // Before nccl-tests' JSON, which also has "results".
        if (contains(h, "\"test_info\"") || contains(h, "\"BW_average\"") || contains(h, "\"t_typical\""))
            return found("perftest-json", "\"test_info\"");
        if (contains(h, "\"connecting_to\"") || contains(h, "\"iperf 3") ||
            (contains(h, "\"start\"") && contains(h, "\"intervals\"")))
            return found("iperf3-json", "\"start\" ... \"intervals\"");
        if (contains(h, "\"test_categories\"") || contains(h, "\"DCGM GPU Diagnostic\"") ||
            contains(h, "\"DCGM Diagnostic\""))
            return found("dcgmi-diag-json", "\"test_categories\"");
        if (contains(h, "\"results\"") || contains(h, "\"nccl_version\"") || contains(h, "\"out_of_place\"")) {
            return found("nccl-tests-json", "\"results\"");
        }
        if (contains(h, "\"card0\"") || (contains(h, "\"card") && contains(h, "\"PCI Bus\"")))
            return found("rocm-smi-json", "\"card0\"");
        if (contains(h, "\"tb\":1") || contains(h, "\"tb\": 1"))
            return found("tb-jsonl", "\"tb\":1");
    }
    // cmax audit's report: its title, or its check blocks and closing count line. Before the scheduler outputs and
    // the tools, since an observed value may quote any of them.
    if ((contains(h, "# ClusterMAX") && contains(h, "audit report")) ||
        (contains(h, " passed, ") && contains(h, " skipped") && contains(h, "  [") &&
         (contains(h, "\nPASS ") || contains(h, "\nFAIL ") || contains(h, "\nWARNING "))))
        return found("cmax-audit", "# ClusterMAX audit report");
    // Training logs: their per-step keys. Before NCCL's lines and the scheduler outputs, which a training job's log
    // often holds too (NCCL_DEBUG=INFO, a Slurm prolog).
    if (contains(h, "step:") && (contains(h, "tps:") || contains(h, "wps:")) &&
        (contains(h, "tflops:") || contains(h, "mfu:") || contains(h, "memory:")))
        return found("torchtitan-log", "step: ... tps: ... tflops:");
    if (contains(h, "elapsed time per iteration (ms)") || contains(h, "throughput per GPU (TFLOP/s/GPU)") ||
        contains(h, "MODEL_TFLOP/s/GPU"))
        return found("megatron-log", "elapsed time per iteration (ms)");
    if (contains(h, "train_step_timing in s=") || (contains(h, "global_step=") && contains(h, "reduced_train_loss=")))
        return found("nemo-log", "global_step= ... train_step_timing in s=");
    // Scheduler outputs: their headers and keys are strong markers, and a drain reason may quote a kernel log
    // ("Xid (PCI:...)"), so they come before the tools whose words they can hold.
    if (contains(h, "NodeName=") && (contains(h, "State=") || contains(h, "CPUTot=")))
        return found("scontrol-node", "NodeName=... State=");
    if (hasLineStarting(h, "Name:") && hasLineStarting(h, "Taints:") &&
        (hasLineStarting(h, "Capacity:") || hasLineStarting(h, "Conditions:")))
        return found("kubectl-describe-node", "Name: ... Taints: ... Capacity:");
    if (hasLineStarting(h, "kind: Node") || contains(h, "  kind: Node\n") ||
        (contains(h, "nodeInfo:") && contains(h, "allocatable:")))
        return found("kubectl-node-yaml", "kind: Node");
    {
        size_t pos = 0;
        while (pos < h.size()) {
            size_t nl = h.find('\n', pos);
            if (nl == View::npos)
                nl = h.size();
            const View line = trim(h.substr(pos, nl - pos));
            if (looksLikeSacctHeader(line))
                return found("sacct", "JobID ... State");
            if (looksLikeSinfoHeader(line))
                return found("sinfo", "NODELIST ... STATE");
            pos = nl + 1;
        }
    }
    if (contains(h, "<nvidia_smi_log") || contains(h, "nvsmi_device_v"))
        return found("nvidia-smi-xml", "<nvidia_smi_log>");
    // perftest (ib_write_bw, ib_read_lat, ...): its banner or its result header.
    if (((contains(h, " BW Test") || contains(h, " Latency Test")) && contains(h, "RDMA_")) ||
        (contains(h, "#bytes") && (contains(h, "BW average[") || contains(h, "t_typical[") || contains(h, "t_min[")))) {
        return found("perftest", "#bytes ... BW average");
    }
    if (contains(h, "nvbandwidth Version") ||
        (contains(h, "Running ") && contains(h, "memcpy") && contains(h, "bandwidth (GB/s)"))) {
        return found("nvbandwidth", "nvbandwidth Version");
    }
    if (contains(h, "NVSMI LOG") || (contains(h, "Attached GPUs") && contains(h, "Product Name"))) {
        return found("nvidia-smi-q", "NVSMI LOG");
    }
    if (contains(h, "ROCm System Management Interface") || contains(h, "End of ROCm SMI Log") ||
        contains(h, "\t\t: ")) {
        return found("rocm-smi", "ROCm System Management Interface");
    }
    if ((contains(h, "CA '") && contains(h, "Port ")) || contains(h, "Infiniband device '")) {
        return found("ibstat", "CA '...'");
    }
    if (contains(h, "hca_id:"))
        return found("ibv-devinfo", "hca_id:");
    if (contains(h, "ACSCtl:") || contains(h, "ACSCap:"))
        return found("lspci", "ACSCtl:");
    if ((contains(h, "| Diagnostic") && contains(h, "| Result")) || contains(h, "Successfully ran diagnostic") ||
        contains(h, "-----  Deployment  ")) {
        return found("dcgmi-diag", "| Diagnostic | Result |");
    }
    if (contains(h, "nThread ") || contains(h, "Collective test starting") || contains(h, "out-of-place") ||
        contains(h, "Avg bus bandwidth") || contains(h, "nccl-tests version") || contains(h, "rccl-tests") ||
        contains(h, "Collective test concluded") || contains(h, "# Using devices")) {
        return found("nccl-tests", "nccl-tests header");
    }
    if (contains(h, "GPU0") &&
        (contains(h, "CPU Affinity") || contains(h, "X    = Self") || contains(h, "NV#  = Connection"))) {
        return found("nvidia-smi-topo", "GPU0 ... CPU Affinity");
    }
    if (contains(h, "GPU 0: ") && contains(h, "Link 0: ") && (contains(h, "GB/s") || contains(h, "<inactive>")))
        return found("nvidia-smi-nvlink", "GPU 0: ... Link 0:");
    if (contains(h, "NVRM:") || contains(h, "Xid (") || contains(h, "nvidia-nvswitch")) {
        return found("kernel-log", "NVRM:");
    }
    if (contains(h, "Health check failed:") || contains(h, "Node Health Check completed"))
        return found("aznhc", "Health check failed:");
    // Excerpts cut from the middle of a tool's output, without its banner.
    if (contains(h, "memcpy CE") || contains(h, "memcpy SM") || (contains(h, "SUM ") && contains(h, "_memcpy_")))
        return found("nvbandwidth", "memcpy CE ... bandwidth");
    if (contains(h, "Physical state:") && contains(h, "Link layer:"))
        return found("ibstat", "Physical state: / Link layer:");
    {
        int keys = 0;
        for (const char* k : {"Product Name", "Remapped Rows", "ECC Errors", "Retired Pages", "Replays Since Reset",
                              "Persistence Mode", "FB Memory Usage", "GPU Reset Status", "Clocks Event Reasons",
                              "Pending Page Blacklist", "Uncorrectable Error"}) {
            if (contains(h, k))
                ++keys;
        }
        if (keys >= 2 && contains(h, " : "))
            return found("nvidia-smi-q", "nvidia-smi -q sections");
    }
    // NCCL's own lines: a run's log without the test's header (or with the table cut away) is still NCCL output.
    if (contains(h, "NCCL INFO") || contains(h, "NCCL WARN") || contains(h, "NCCL version "))
        return found("nccl-tests", "NCCL INFO/WARN");
    // Weaker signals, line by line: bare table rows (pasted excerpts, grep output), lspci stanzas, ibdev2netdev and
    // AzNHC lines.
    size_t pos = 0;
    int rows = 0;
    int lspci = 0;
    int ibdev = 0;
    int nhc = 0;
    while (pos < h.size()) {
        size_t nl = h.find('\n', pos);
        if (nl == View::npos)
            nl = h.size();
        const View line = trim(h.substr(pos, nl - pos));
        if (looksLikeNcclRow(line))
            ++rows;
        if (looksLikeLspciHeader(line))
            ++lspci;
        if (looksLikeIbdev2netdev(line))
            ++ibdev;
        if (looksLikeAznhc(line))
            ++nhc;
        pos = nl + 1;
    }
    if (ibdev >= 1)
        return found("ibdev2netdev", "HCA port ==> interface");
    if (nhc >= 1)
        return found("aznhc", "host | Healthy/ERROR");
    if (rows >= 1)
        return found("nccl-tests", "nccl-tests result rows");
    if (lspci >= 1 && contains(h, "Capabilities:"))
        return found("lspci", "lspci device stanzas");
    return fail(QT_TRANSLATE_NOOP(
        "FormatDetector",
        "Not a recognised tool output (no marker of nccl-tests, rccl-tests, NCCL, nvbandwidth, "
        "nvidia-smi, a kernel log, lspci, ibstat, ibv_devinfo, ibdev2netdev, rocm-smi, dcgmi, "
        "AzNHC, perftest, iperf3, sinfo, scontrol, sacct, kubectl, cmax, torchtitan, Megatron-LM or NeMo in the "
        "first kilobytes)."));
}

}  // namespace tb::core
