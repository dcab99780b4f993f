#pragma once

#include "core/import/ParsedImport.h"

#include <QtGlobal>

namespace tb::core {

// A parser of one JSON document format that takes the text in chunks (JsonMemberStream underneath), so its memory
// follows what it keeps, not the size of the document (issue 13.2).
class DocumentParser {
public:
    virtual ~DocumentParser() = default;
    virtual void feed(const char* data, qsizetype size) = 0;
    virtual ParsedImport finish() = 0;
};

}  // namespace tb::core
