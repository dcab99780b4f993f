#include "core/import/Importer.h"

#include "core/import/AznhcParser.h"
#include "core/import/CmaxAuditParser.h"
#include "core/import/CollectiveOperation.h"
#include "core/import/DcgmiDiagParser.h"
#include "core/import/FioJsonParser.h"
#include "core/import/FioTextParser.h"
#include "core/import/FormatDetector.h"
#include "core/import/Ibdev2netdevParser.h"
#include "core/import/IbvDevinfoParser.h"
#include "core/import/ImportScreen.h"
#include "core/import/IbstatParser.h"
#include "core/import/Iperf3JsonParser.h"
#include "core/import/KernelLogParser.h"
#include "core/import/KubeDescribeNodeParser.h"
#include "core/import/KubeNodeJsonParser.h"
#include "core/import/KubeNodeYamlParser.h"
#include "core/import/LineSplitter.h"
#include "core/import/LspciParser.h"
#include "core/import/NcclJsonParser.h"
#include "core/import/NcclTextParser.h"
#include "core/import/NvbandwidthJsonParser.h"
#include "core/import/NvbandwidthParser.h"
#include "core/import/NvidiaSmiNvlinkParser.h"
#include "core/import/NvidiaSmiParser.h"
#include "core/import/NvidiaSmiTopoParser.h"
#include "core/import/NvidiaSmiXmlParser.h"
#include "core/import/PerftestJsonParser.h"
#include "core/import/PerftestTextParser.h"
#include "core/import/ProbeLogParser.h"
#include "core/import/RocmSmiParser.h"
#include "core/import/SacctParser.h"
#include "core/import/ScontrolNodeParser.h"
#include "core/import/SinfoParser.h"
#include "core/import/SystemJsonParsers.h"
#include "core/import/TrainingLogParser.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QIODevice>

#include <exception>

namespace tb::core {

namespace {
bool hasContent(const ParsedImport& p) {
    for (const ParsedRun& r : p.runs) {
        if (!r.rows.isEmpty() || !r.samples.isEmpty() || !r.findings.isEmpty() || r.failed || r.truncated) {
            return true;
        }
    }
    return false;
}

}  // namespace

std::unique_ptr<LineParser> Importer::makeLineParser(const QString& f) {
    if (f == QLatin1String("nccl-tests"))
        return std::make_unique<NcclTextParser>();
    if (f == QLatin1String("nvbandwidth"))
        return std::make_unique<NvbandwidthParser>();
    if (f == QLatin1String("nvidia-smi-q"))
        return std::make_unique<NvidiaSmiParser>();
    if (f == QLatin1String("kernel-log"))
        return std::make_unique<KernelLogParser>();
    if (f == QLatin1String("lspci"))
        return std::make_unique<LspciParser>();
    if (f == QLatin1String("ibstat"))
        return std::make_unique<IbstatParser>();
    if (f == QLatin1String("rocm-smi"))
        return std::make_unique<RocmSmiParser>();
    if (f == QLatin1String("tb-jsonl"))
        return std::make_unique<ProbeLogParser>();
    if (f == QLatin1String("nvidia-smi-xml"))
        return std::make_unique<NvidiaSmiXmlParser>();
    if (f == QLatin1String("nvidia-smi-topo"))
        return std::make_unique<NvidiaSmiTopoParser>();
    if (f == QLatin1String("nvidia-smi-nvlink"))
        return std::make_unique<NvidiaSmiNvlinkParser>();
    if (f == QLatin1String("ibv-devinfo"))
        return std::make_unique<IbvDevinfoParser>();
    if (f == QLatin1String("ibdev2netdev"))
        return std::make_unique<Ibdev2netdevParser>();
    if (f == QLatin1String("dcgmi-diag"))
        return std::make_unique<DcgmiDiagParser>();
    if (f == QLatin1String("aznhc"))
        return std::make_unique<AznhcParser>();
    if (f == QLatin1String("fio"))
        return std::make_unique<FioTextParser>();
    if (f == QLatin1String("perftest"))
        return std::make_unique<PerftestTextParser>();
    if (f == QLatin1String("sinfo"))
        return std::make_unique<SinfoParser>();
    if (f == QLatin1String("scontrol-node"))
        return std::make_unique<ScontrolNodeParser>();
    if (f == QLatin1String("sacct"))
        return std::make_unique<SacctParser>();
    if (f == QLatin1String("kubectl-describe-node"))
        return std::make_unique<KubeDescribeNodeParser>();
    if (f == QLatin1String("kubectl-node-yaml"))
        return std::make_unique<KubeNodeYamlParser>();
    if (f == QLatin1String("cmax-audit"))
        return std::make_unique<CmaxAuditParser>();
    for (const auto framework : {TrainingLogParser::Framework::Torchtitan, TrainingLogParser::Framework::Megatron,
                                 TrainingLogParser::Framework::Nemo}) {
        if (f == TrainingLogParser::formatName(framework))
            return std::make_unique<TrainingLogParser>(framework);
    }
    return nullptr;
}

std::unique_ptr<DocumentParser> Importer::makeDocumentParser(const QString& format) {
    if (format == QLatin1String("nccl-tests-json"))
        return std::make_unique<NcclJsonParser>();
    if (format == QLatin1String("dcgmi-diag-json"))
        return std::make_unique<DcgmDiagJsonParser>();
    if (format == QLatin1String("rocm-smi-json"))
        return std::make_unique<RocmSmiJsonParser>();
    if (format == QLatin1String("nvbandwidth-json"))
        return std::make_unique<NvbandwidthJsonParser>();
    if (format == QLatin1String("fio-json"))
        return std::make_unique<FioJsonParser>();
    if (format == QLatin1String("perftest-json"))
        return std::make_unique<PerftestJsonParser>();
    if (format == QLatin1String("iperf3-json"))
        return std::make_unique<Iperf3JsonParser>();
    if (format == QLatin1String("kubectl-node-json"))
        return std::make_unique<KubeNodeJsonParser>();
    return nullptr;
}

Result<ParsedImport> Importer::parse(QIODevice& in, const QString& formatIn, ImportCapture* capture,
                                     const ImportOptions& options) {
    QString format = formatIn.isEmpty() ? QStringLiteral("auto") : formatIn;
    if (format != QLatin1String("auto") && !FormatDetector::isKnown(format)) {
        return makeError(ErrorCode::InvalidArgument, tr("Unknown format \"%1\".").arg(format),
                         FormatDetector::formatNames().join(QStringLiteral(", ")));
    }
    if (!options.operation.isEmpty() && !CollectiveOperation::isKnown(options.operation)) {
        return makeError(ErrorCode::InvalidArgument, tr("Unknown collective \"%1\".").arg(options.operation),
                         CollectiveOperation::known().join(QStringLiteral(", ")));
    }
    // Hashing costs more than parsing: only when the caller keeps the capture.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    qint64 total = 0;
    auto take = [&](const char* data, qint64 size) {
        total += size;
        if (!capture)
            return;
        hash.addData(QByteArrayView(data, size));
        if (!capture->rawTruncated) {
            const qint64 room = capture->rawCap - capture->raw.size();
            if (size <= room) {
                capture->raw.append(data, qsizetype(size));
            } else {
                capture->raw.append(data, qsizetype(std::max<qint64>(room, 0)));
                capture->rawTruncated = true;
            }
        }
    };
    // One buffer for the whole stream (no allocation per chunk); `in.read` fills it.
    QByteArray buffer(qsizetype(kChunk), Qt::Uninitialized);
    auto readChunk = [&]() -> qint64 { return std::max<qint64>(in.read(buffer.data(), kChunk), 0); };

    // The head decides the format; it is then parsed like any other chunk.
    QByteArray head;
    while (head.size() < kHead) {
        const QByteArray part = in.read(kHead - head.size());
        if (part.isEmpty())
            break;
        head.append(part);
    }
    if (!in.isReadable()) {
        return makeError(ErrorCode::Io, tr("The input could not be read."), in.errorString());
    }
    QString marker;  // what auto-detection recognised; empty when the format was forced
    if (format == QLatin1String("auto")) {
        QString reason;
        format = FormatDetector::detect(head, &reason, &marker);
        if (format.isEmpty())
            return makeError(ErrorCode::Parse, reason);
    }

    ParsedImport result;
    if (std::unique_ptr<DocumentParser> document = makeDocumentParser(format)) {
        // Streamed element by element: the text is never held whole nor built into one tree (issue 13.2).
        take(head.constData(), head.size());
        document->feed(head.constData(), head.size());
        qint64 size = head.size();
        head.clear();
        while (true) {
            const qint64 got = readChunk();
            if (got == 0)
                break;
            take(buffer.constData(), got);
            size += got;
            if (size > kMaxDocument) {
                return makeError(ErrorCode::TooLarge,
                                 tr("The JSON document is larger than %1 MiB.").arg(kMaxDocument / (1024 * 1024)));
            }
            document->feed(buffer.constData(), qsizetype(got));
        }
        result = document->finish();
    } else {
        std::unique_ptr<LineParser> parser = makeLineParser(format);
        LineSplitter splitter;
        qint64 rejectedLines = 0;
        const LineSplitter::Sink sink = [&](std::string_view line, bool cut, bool last) {
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
            parser->addLine(line, cut, last);  // the fuzzers must see every parser bug, not its containment
#else
            // Last line of defence for hostile input: a std::string_view bound check that a parser missed skips
            // that one line with a warning instead of ending the import (or the program).
            try {
                parser->addLine(line, cut, last);
            } catch (const std::exception&) {
                ++rejectedLines;
            }
#endif
        };
        take(head.constData(), head.size());
        splitter.feed(head, sink);
        head.clear();
        while (true) {
            const qint64 got = readChunk();
            if (got == 0)
                break;
            take(buffer.constData(), got);
            splitter.feed(buffer.constData(), qsizetype(got), sink);
        }
        splitter.finish(sink);
        if (splitter.crBreaks() > 0) {
            result.warnings << tr("%1 line breaks were a lone CR (old Mac line endings or a progress display); they "
                                  "were read as line ends.")
                                   .arg(splitter.crBreaks());
        }
        LineParser::StreamEnd end;
        end.endedWithoutNewline = splitter.endedWithoutNewline();
        end.cutLines = splitter.cutLines();
        end.bytes = total;
        const QStringList early = result.warnings;
        result = parser->finish(end);
        result.warnings = early + result.warnings;
        if (rejectedLines > 0) {
            result.warnings << tr("%n malformed line(s) were skipped.", nullptr, int(rejectedLines));
        }
    }
    result.format = format;
    result.bytes = total;
    if (capture) {
        capture->bytes = total;
        capture->sha256 = QString::fromLatin1(hash.result().toHex());
    }
    ImportScreen::apply(result);
    if (result.invalidValues > 0) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("The input has %n figure(s) that are not finite numbers (NaN or infinite); a measurement "
                            "never is one, so nothing was imported.",
                            nullptr, int(result.invalidValues)),
                         result.invalidInput);
    }
    if (!options.operation.isEmpty()) {
        for (ParsedRun& run : result.runs) {
            if (run.operation == QLatin1String("unknown")) {  // status-lint: foreign word (an operation)
                if (auto st = CollectiveOperation::apply(run, options.operation); !st)
                    return st.error();
            } else if (!run.rows.isEmpty() && run.operation != options.operation) {
                run.warnings << tr("The input names this run's collective (%1); the operation given (%2) was not "
                                   "applied to it.")
                                    .arg(run.operation, options.operation);
            }
        }
    }
    if (!hasContent(result)) {
        const QString detail = result.warnings.join(QStringLiteral("; "));
        if (!marker.isEmpty()) {
            // It carries the tool's marker, so it is that tool's output; say what was missing instead of refusing it.
            ParsedRun run;
            run.tool = format;
            run.operation = QStringLiteral("unknown");
            run.truncated = true;
            run.warnings << tr("Recognised as %1 output (it has \"%2\"), but nothing in it could be read: it was cut "
                               "short before any result, or the tool stopped early.")
                                .arg(format, marker);
            run.warnings += result.warnings;
            result.runs.clear();
            result.runs.push_back(run);
            result.truncated = true;
            return result;
        }
        return makeError(ErrorCode::Parse, tr("Nothing could be read as %1 output.").arg(format), detail);
    }
    return result;
}

Result<ParsedImport> Importer::parseBytes(const QByteArray& data, const QString& format, const ImportOptions& options) {
    QByteArray copy = data;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return parse(buffer, format, nullptr, options);
}

}  // namespace tb::core
