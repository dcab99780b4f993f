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
