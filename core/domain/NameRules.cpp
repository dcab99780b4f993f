#include "core/domain/NameRules.h"

#include "core/domain/UnsafeText.h"

namespace tb::core {

Status NameRules::check(const QString& name, const QString& what) {
    if (name.size() > kMaxLength) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("%1: at most %2 characters, not %3.").arg(what).arg(kMaxLength).arg(name.size()));
    }
    if (const qsizetype at = firstUnsafeTextChar(name); at >= 0) {
        const QString code = QStringLiteral("U+%1").arg(name.at(at).unicode(), 4, 16, QLatin1Char('0')).toUpper();
        return makeError(ErrorCode::InvalidArgument,
                         tr("%1: no line breaks, control characters or text-direction controls (%2 at position %3).")
                             .arg(what, code)
                             .arg(at + 1));
    }
    return {};
}

}  // namespace tb::core
