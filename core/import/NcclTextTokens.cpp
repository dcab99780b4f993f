#include "core/import/NcclTextTokens.h"

#include "core/import/ByteText.h"

namespace tb::core::nccltext {

using namespace tb::core::bytes;

View stripPrefixes(View s) {
    for (int guard = 0; guard < 6; ++guard) {
        View t = trimLeft(s);
        if (t.empty())
            return t;
        if (t[0] == '>') {
            s = t.substr(1);
            continue;
        }
        if (t[0] == '[') {
            const size_t close = t.find(']');
            if (close != View::npos && close > 1 && close < 24) {
                bool ok = true;
                for (size_t i = 1; i < close; ++i) {
                    if (!isDigit(t[i]) && t[i] != ',')
                        ok = false;
                }
                if (ok) {
                    View rest = t.substr(close + 1);
                    if (startsWith(rest, "<stdout>:") || startsWith(rest, "<stderr>:"))
                        rest = rest.substr(9);
                    s = rest;
                    continue;
                }
            }
            return t;
        }
        if (isDigit(t[0])) {
            size_t i = 0;
            while (i < t.size() && i < 8 && isDigit(t[i]))
                ++i;
            if (i < t.size() && t[i] == ':' && (i + 1 == t.size() || isSpace(t[i + 1]))) {
                s = t.substr(i + 1);
                continue;
            }
        }
        return t;
    }
    return trimLeft(s);
}

View stripHostPrefix(View s) {
    const View t = trimLeft(s);
    if (t.empty() || !isAlpha(t[0]))
        return s;  // the common case (a row, a comment): done at once
    size_t i = 0;
    bool letter = false;
    while (i < t.size() && i < 64 && (isAlpha(t[i]) || isDigit(t[i]) || t[i] == '-' || t[i] == '.' || t[i] == '_')) {
        letter = letter || isAlpha(t[i]);
        ++i;
    }
    if (i == 0 || !letter || i >= t.size() || t[i] != ':' || i + 1 >= t.size() || !isSpace(t[i + 1]))
        return s;
    const View rest = trimLeft(t.substr(i + 1));
    if (rest.empty())
        return s;
    // Only in front of what nccl-tests prints, so "Hostname: node01" or "rccl-tests: Version" stay as they are.
    if (rest[0] == '#' || rest[0] == '[' || isDigit(rest[0]) || startsWith(rest, "size") ||
        startsWith(rest, "nThread") || startsWith(rest, "Rank") || startsWith(rest, "Avg bus") ||
        startsWith(rest, "Out of bounds") || startsWith(rest, "NCCL") || startsWith(rest, "Collective test")) {
        return rest;
    }
    return s;
}

bool hasInnerTag(View s) {
    const size_t at = s.find("]<std");
    return at != View::npos && (contains(s.substr(at), "]<stdout>:") || contains(s.substr(at), "]<stderr>:"));
}

QByteArray withoutTags(View s) {
    QByteArray out;
    out.reserve(qsizetype(s.size()));
    size_t pos = 0;
    while (pos < s.size()) {
        size_t tag = s.find("]<std", pos);
        if (tag == View::npos || tag + 10 > s.size() || s[tag + 9] != ':') {
            out.append(s.data() + pos, qsizetype(s.size() - pos));
            break;
        }
        const size_t open = s.rfind('[', tag);
        if (open == View::npos || open < pos) {
            out.append(s.data() + pos, qsizetype(tag + 10 - pos));
            pos = tag + 10;
            continue;
        }
        out.append(s.data() + pos, qsizetype(open - pos));
        out.append(' ');
        pos = tag + 10;
    }
    return out;
}

bool isTypeName(View t) {
    static constexpr View names[] = {"float", "half",   "double", "bfloat16", "bf16",     "int8",   "uint8",
                                     "int32", "uint32", "int64",  "uint64",   "int",      "uint",   "char",
                                     "fp16",  "fp32",   "fp64",   "fp8_e4m3", "fp8_e5m2", "f8e4m3", "f8e5m2"};
    for (View n : names) {
        if (t == n)
            return true;
    }
    return false;
}

bool isBracketNumber(View t) {
    if (t.size() < 3 || t.front() != '[' || t.back() != ']')
        return false;
    for (size_t i = 1; i + 1 < t.size(); ++i) {
        if (!isDigit(t[i]) && t[i] != ',')
            return false;
    }
    return true;
}

bool isNumberish(View t) {
    if (t.empty())
        return false;
    const char c = t[0];
    return isDigit(c) || c == '-' || c == '+' || c == '.';
}

QString opFromBinary(View token) {
    const size_t slash = token.rfind('/');
    if (slash != View::npos)
        token = token.substr(slash + 1);
    const size_t perf = token.find("_perf");
    if (perf == View::npos || perf == 0)
        return {};
    token = token.substr(0, perf);
    for (char c : token) {
        if (!isAlpha(c) && c != '_' && !isDigit(c))
            return {};
    }
    return str(token);
}

QString argKey(View t, View prev) {
    if (startsWith(t, "nThread"))
        return QStringLiteral("nThread");
    if (startsWith(t, "nGpus"))
        return QStringLiteral("nGpus");
    if (t == "minBytes")
        return QStringLiteral("minBytes");
    if (t == "maxBytes")
        return QStringLiteral("maxBytes");
    if (t == "step:")
        return QStringLiteral("step");
    if (t == "validation:")
        return QStringLiteral("validation");
    if (t == "graph:")
        return QStringLiteral("graph");
    if (t == "unalign:")
        return QStringLiteral("unalign");
    if (t == "iters:") {
        return prev == "warmup" ? QStringLiteral("warmupIters")
               : prev == "agg"  ? QStringLiteral("aggIters")
                                : QStringLiteral("iters");
    }
    return {};
}

std::optional<RankDevice> rankDevice(View body) {
    View tok[16];
    const size_t n = split(body, tok);
    if (n < 2)
        return std::nullopt;
    const auto rank = toInt(tok[1]);
    if (!rank)
        return std::nullopt;
    RankDevice out;
    out.rank = *rank;
    QJsonObject& dev = out.device;
    dev.insert(QStringLiteral("rank"), double(*rank));
    for (size_t i = 2; i + 1 < n; ++i) {
        if (tok[i] == "on")
            dev.insert(QStringLiteral("host"), str(tok[i + 1]));
        if (tok[i] == "device") {
            if (auto d = toInt(tok[i + 1]))
                dev.insert(QStringLiteral("device"), double(*d));
        }
        if (tok[i] == "Pid") {
            if (auto p = toInt(tok[i + 1]))
                dev.insert(QStringLiteral("pid"), double(*p));
        }
    }
    const size_t open = body.find('[');
    const size_t close = open == View::npos ? View::npos : body.find(']', open);
    if (open != View::npos && close != View::npos) {
        dev.insert(QStringLiteral("pci"), str(body.substr(open + 1, close - open - 1)));
        dev.insert(QStringLiteral("name"), str(trim(body.substr(close + 1))));
    }
    return out;
}

}  // namespace tb::core::nccltext
