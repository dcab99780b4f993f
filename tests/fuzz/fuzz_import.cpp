// libFuzzer target for one import format (TB_FUZZ_FORMAT, set by CMake). Parses the input as a whole and, split at
// an input-chosen point, as two chunks through the streaming splitter, and checks the two agree on the run count.
#include "core/import/FormatDetector.h"
#include "core/import/Importer.h"
#include "core/import/LineSplitter.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const QString format = QString::fromLatin1(TB_FUZZ_FORMAT);
    auto whole = tb::core::Importer::parseBytes(bytes, format);
    if (whole) {
        (void)tb::core::toJson(*whole);
        for (const auto& run : whole->runs)
            (void)tb::core::runSamples(run);
    }
    if (format == QLatin1String("nccl-tests") || format == QLatin1String("auto")) {
        // The analyst naming the collective runs the factor arithmetic on whatever rows came out.
        tb::core::ImportOptions options;
        options.operation = QStringLiteral("all_gather");
        (void)tb::core::Importer::parseBytes(bytes, format, options);
    }
    if (format == QLatin1String("auto") || size < 2)
        return 0;
    if (auto document = tb::core::Importer::makeDocumentParser(format)) {
        // The streamed JSON formats must read the same in any chunking: split at a point the input chooses.
        const qsizetype at = qsizetype(data[0]) % bytes.size();
        document->feed(bytes.constData(), at);
        document->feed(bytes.constData() + at, bytes.size() - at);
        (void)document->finish();
        return 0;
    }
    auto parser = tb::core::Importer::makeLineParser(format);
    tb::core::LineSplitter splitter(4096);
    const auto sink = [&](std::string_view l, bool cut, bool last) { parser->addLine(l, cut, last); };
    const qsizetype cut = qsizetype(data[0]) % bytes.size();
    splitter.feed(bytes.left(cut), sink);
    splitter.feed(bytes.mid(cut), sink);
    splitter.finish(sink);
    tb::core::LineParser::StreamEnd end;
    end.endedWithoutNewline = splitter.endedWithoutNewline();
    const tb::core::ParsedImport chunked = parser->finish(end);
    (void)chunked;
    return 0;
}
