#include "ui/common/EnglishPlurals.h"

#include <QCoreApplication>

namespace tb::ui {

EnglishPlurals::EnglishPlurals() {
    if (m_translator.load(catalogue())) {
        m_installed = QCoreApplication::installTranslator(&m_translator);
    }
}

EnglishPlurals::~EnglishPlurals() {
    if (m_installed) {
        QCoreApplication::removeTranslator(&m_translator);
    }
}

QString EnglishPlurals::catalogue() {
    return QStringLiteral(":/i18n/tierbench_en.qm");
}

}  // namespace tb::ui
