#include "core/import/NcclTableLayout.h"

#include "core/import/ByteText.h"
#include "core/import/NcclTextTokens.h"

#include <algorithm>

namespace tb::core {

using namespace tb::core::bytes;

NcclTableLayout::Half NcclTableLayout::standardHalf(int start, bool error) {
    Half h;
    h.time = start;
    h.algbw = start + 1;
    h.busbw = start + 2;
    h.wrong = start + 3;
    h.errorColumn = error;
    return h;
}

void NcclTableLayout::finishLayout() {
    m_valid = true;
    m_minTokens = m_half[0].busbw + 1;
}

std::optional<NcclTableLayout> NcclTableLayout::fromHeader(View body) {
    View tok[64];
    const size_t n = split(body, tok);
    if (n < 4 || tok[0] != "size")
        return std::nullopt;
    NcclTableLayout l;
    l.m_size = 0;
    l.m_count = l.m_type = -1;
    int halfStart[2] = {-1, -1};
    int halves = 0;
    for (size_t i = 0; i < n; ++i) {
        const View t = tok[i];
        if (t == "time" || t == "cputime") {
            if (halves < 2)
                halfStart[halves++] = int(i);
            continue;
        }
        if (halves == 0) {
            if (t == "count")
                l.m_count = int(i);
            else if (t == "type")
                l.m_type = int(i);
            else if (t == "redop")
                l.m_redop = int(i);
            else if (t == "root")
                l.m_root = int(i);
            continue;
        }
        Half& h = l.m_half[halves - 1];
        if (t == "algbw")
            h.algbw = int(i);
        else if (t == "busbw")
            h.busbw = int(i);
        else if (t == "#wrong" || t == "wrong")
            h.wrong = int(i);
        else if (t == "error") {
            h.wrong = int(i);
            h.errorColumn = true;
        }
    }
    if (halves == 0 || l.m_count < 0)
        return std::nullopt;
    for (int h = 0; h < halves; ++h)
        l.m_half[h].time = halfStart[h];
    if (l.m_half[0].algbw < 0 || l.m_half[0].busbw < 0)
        return std::nullopt;
    l.m_halves = halves;
    l.finishLayout();
    return l;
}

std::optional<NcclTableLayout> NcclTableLayout::infer(const View* tok, int n) {
    using nccltext::isNumberish;
    NcclTableLayout l;
    if (n >= 13 && !isNumberish(tok[3]) && isNumberish(tok[4])) {
        l.m_redop = 3;
        l.m_root = 4;
        l.m_half[0] = standardHalf(5, false);
        l.m_half[1] = standardHalf(9, false);
    } else if (n == 12 && !isNumberish(tok[3])) {
        l.m_redop = 3;
        l.m_half[0] = standardHalf(4, true);
        l.m_half[1] = standardHalf(8, true);
    } else if (n == 12) {
        l.m_root = 3;
        l.m_half[0] = standardHalf(4, true);
        l.m_half[1] = standardHalf(8, true);
    } else if (n == 11) {
        l.m_half[0] = standardHalf(3, true);
        l.m_half[1] = standardHalf(7, true);
    } else {
        return std::nullopt;
    }
    l.m_halves = 2;
    l.finishLayout();
    return l;
}

NcclTableLayout::RowStatus NcclTableLayout::read(const View* tok, int n, CollectiveRow* row, RowText* text) const {
    if (n < m_minTokens)
        return RowStatus::Short;
    // A header mangled into a layout without size/count columns, or a row whose first fields are not integers, is
    // not a data row (found by fuzz_detect); nothing below may index with -1 or dereference an empty optional.
    const auto sizeBytes = m_size >= 0 && m_size < n ? toInt(tok[m_size]) : std::nullopt;
    const auto count = m_count >= 0 && m_count < n ? toInt(tok[m_count]) : std::nullopt;
    if (!sizeBytes || !count)
        return RowStatus::NotSized;
    row->sizeBytes = *sizeBytes;
    row->count = *count;
    text->type = m_type >= 0 && m_type < n ? tok[m_type] : View();
    text->redop = m_redop >= 0 && m_redop < n ? tok[m_redop] : View();
    if (m_root >= 0 && m_root < n) {
        if (auto v = toInt(tok[m_root])) {
            if (*v >= -1 && *v < (1 << 24))
                row->root = int(*v);
            else
                text->badRoot = true;  // would overflow an int
        }
    }
    for (int h = 0; h < m_halves; ++h) {
        const Half& lh = m_half[h];
        CollectiveHalf& out = h == 0 ? row->outOfPlace : row->inPlace;
        if (lh.time < 0 || lh.algbw < 0 || lh.busbw < 0 || lh.time >= n || lh.algbw >= n || lh.busbw >= n)
            break;
        const auto t = toDouble(tok[lh.time]);
        const auto a = toDouble(tok[lh.algbw]);
        const auto b = toDouble(tok[lh.busbw]);
        if (!t || !a || !b)
            return RowStatus::Bad;
        out.present = true;
        out.timeUs = *t;
        out.algbw = *a;
        out.busbw = *b;
        if (lh.wrong >= 0 && lh.wrong < n) {
            View w = tok[lh.wrong];
            if (!w.empty() && w.back() == '*') {
                w.remove_suffix(1);
                text->marked = true;
            }
            if (lh.errorColumn) {
                out.error = toDouble(w);
            } else {
                out.wrong = toInt(w);
            }
        }
    }
    return RowStatus::Ok;
}

}  // namespace tb::core
