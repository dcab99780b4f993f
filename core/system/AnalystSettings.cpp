#include "core/system/AnalystSettings.h"

#include <QSettings>

namespace tb::core {

namespace {
// The workbench's organisation and application name, so the CLI (named "tierbench") reads the same file.
QSettings settings() {
    return QSettings(QStringLiteral("Tierbench"), QStringLiteral("Tierbench"));
}
const QString kReviewer = QStringLiteral("analyst/reviewerName");
const QString kDisclosure = QStringLiteral("analyst/defaultDisclosure");
}  // namespace

QString AnalystSettings::reviewerName() {
    return settings().value(kReviewer).toString().trimmed();
}

void AnalystSettings::setReviewerName(const QString& name) {
    settings().setValue(kReviewer, name.trimmed());
}

QString AnalystSettings::defaultDisclosure() {
    return settings().value(kDisclosure).toString();
}

void AnalystSettings::setDefaultDisclosure(const QString& text) {
    settings().setValue(kDisclosure, text);
}

}  // namespace tb::core
