#pragma once

#include "core/import/ParsedImport.h"

#include <string_view>

namespace tb::core {

// A streaming parser of one text format: it sees each line once, in order, and keeps only what it reports.
class LineParser {
public:
    struct StreamEnd {
        bool endedWithoutNewline = false;  // the last line had no newline (a cut-off capture)
        qint64 cutLines = 0;               // lines longer than the line limit
        qint64 bytes = 0;
    };

    virtual ~LineParser() = default;
    // line: without the newline; valid only during the call. cut: longer than the line limit and shortened.
    // last: the input ended right after this line without a newline (the capture may have been cut mid-line).
    virtual void addLine(std::string_view line, bool cut, bool last) = 0;
    virtual ParsedImport finish(const StreamEnd& end) = 0;
};

}  // namespace tb::core
