#include "ui/report/ReportFonts.h"

namespace tb::ui {

QString ReportFonts::cjkFamily(const QLocale& locale, bool mono) {
    QString region = QStringLiteral("JP");
    switch (locale.language()) {
        case QLocale::Chinese:
            region = locale.script() == QLocale::TraditionalHanScript ? QStringLiteral("TC") : QStringLiteral("SC");
            break;
        case QLocale::Korean:
            region = QStringLiteral("KR");
            break;
        default:
            break;
    }
    return (mono ? QStringLiteral("Noto Sans Mono CJK ") : QStringLiteral("Noto Sans CJK ")) + region;
}

QStringList ReportFonts::families(const QString& primary, bool mono, const QLocale& locale) {
    return {primary, cjkFamily(locale, mono)};
}

QFont ReportFonts::font(const QString& primary, bool mono, double pointSize, bool bold) {
    QFont f;
    f.setFamilies(families(primary, mono));
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    f.setKerning(true);
    f.setLetterSpacing(QFont::AbsoluteSpacing, 0.1);
    return f;
}

}  // namespace tb::ui
