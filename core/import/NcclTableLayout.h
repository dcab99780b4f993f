#pragma once

#include "core/import/ParsedImport.h"

#include <optional>
#include <string_view>

namespace tb::core {

// Where the columns of an nccl-tests/rccl-tests result table are: read from the header's tokens, or inferred from a
// row's token count for headerless (grep-filtered) tables. Reads one data row into a CollectiveRow without
// allocating. A default-constructed layout is invalid.
class NcclTableLayout {
public:
    enum class RowStatus {
        Ok,
        Short,     // fewer tokens than through the out-of-place busbw (a row cut short)
        NotSized,  // size or count is not an integer: not a data row
        Bad,       // a time/algbw/busbw field is not a number (a row cut mid-number)
    };
    struct RowText {
        std::string_view type, redop;  // views into the row; empty when the layout has no such column
        bool marked = false;           // a `#wrong`/`error` field carried nccl-tests' failure asterisk
        bool badRoot = false;          // a root outside -1..2^24 (not kept)
    };

    // body: a header line without its '#' ("size count type redop root time algbw busbw #wrong ...").
    static std::optional<NcclTableLayout> fromHeader(std::string_view body);
    // The standard layouts by token count (11: oldest, 12: redop or root with `error`, 13+: redop, root, #wrong).
    static std::optional<NcclTableLayout> infer(const std::string_view* tok, int n);

    bool isValid() const { return m_valid; }
    int halves() const { return m_halves; }
    RowStatus read(const std::string_view* tok, int n, CollectiveRow* row, RowText* text) const;

private:
    struct Half {
        int time = -1, algbw = -1, busbw = -1, wrong = -1;
        bool errorColumn = false;  // `error` (float) rather than `#wrong` (count)
    };
    static Half standardHalf(int start, bool error);
    void finishLayout();

    bool m_valid = false;
    int m_size = 0, m_count = 1, m_type = 2, m_redop = -1, m_root = -1;
    Half m_half[2];
    int m_halves = 0;
    int m_minTokens = 0;  // through the out-of-place busbw
};

}  // namespace tb::core
