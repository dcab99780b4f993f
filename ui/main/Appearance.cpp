#include "ui/main/Appearance.h"

#include "core/settings/WorkbenchSettings.h"

#include "ui/common/EnglishPlurals.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace tb::ui {

namespace {
QSettings settings() {
    return core::workbenchSettings();  // shared with the CLI
}
const QString kLanguage = QStringLiteral("appearance/language");
const QString kTheme = QStringLiteral("appearance/theme");

// What the platform gave before the first applyTheme(), so System can go back to it without a restart.
struct PlatformLook {
    QString style;
    QPalette palette;
};
PlatformLook& platformLook() {
    static PlatformLook look{QApplication::style()->name(), QApplication::palette()};
    return look;
}
}  // namespace

QString Appearance::language() {
    const QString code = settings().value(kLanguage).toString();
    return languageCodes().contains(code) ? code : QString();
}

void Appearance::setLanguage(const QString& code) {
    settings().setValue(kLanguage, languageCodes().contains(code) ? code : QString());
}

QStringList Appearance::languageCodes() {
    return {QString(), QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja"), QStringLiteral("zh_CN")};
}

QString Appearance::languageName(const QString& code) {
    // Each language's own name, so an analyst who cannot read the current one still finds theirs.
    if (code == QLatin1String("en")) {
        return QStringLiteral("English");
    }
    if (code == QLatin1String("de")) {
        return QStringLiteral("Deutsch");
    }
    if (code == QLatin1String("ja")) {
        return QStringLiteral("日本語");
    }
    if (code == QLatin1String("zh_CN")) {
        return QStringLiteral("简体中文");
    }
    return tr("System");
}

QLocale Appearance::uiLocale() {
    const QString code = language();
    if (code.isEmpty()) {
        return QLocale();
    }
    if (code == QLatin1String("zh_CN")) {
        return QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China);
    }
    return QLocale(code);
}

Appearance::Theme Appearance::theme() {
    const QString name = settings().value(kTheme).toString();
    if (name == QLatin1String("light")) {
        return Theme::Light;
    }
    if (name == QLatin1String("dark")) {
        return Theme::Dark;
    }
    return Theme::System;
}

void Appearance::setTheme(Theme theme) {
    settings().setValue(kTheme, theme == Theme::Light  ? QStringLiteral("light")
                                : theme == Theme::Dark ? QStringLiteral("dark")
                                                       : QString());
}

QString Appearance::themeName(Theme theme) {
    switch (theme) {
        case Theme::Light:
            return tr("Light");
        case Theme::Dark:
            return tr("Dark");
        case Theme::System:
            break;
    }
    return tr("System");
}

void Appearance::applyTheme(Theme theme) {
    const PlatformLook& look = platformLook();
    if (theme == Theme::System) {
        QApplication::setStyle(QStyleFactory::create(look.style));
        QApplication::setPalette(look.palette);
        return;
    }
    // Fusion draws every control from the palette; a platform style may not (and ignore a dark one).
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(theme == Theme::Dark ? darkPalette() : lightPalette());
}

QPalette Appearance::lightPalette() {
    QPalette p(QColor(0xef, 0xef, 0xef), QColor(0xf7, 0xf7, 0xf7));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf3, 0xf3, 0xf3));
    p.setColor(QPalette::WindowText, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Text, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::ButtonText, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xdc));
    p.setColor(QPalette::ToolTipText, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Highlight, QColor(0x2d, 0x74, 0xb8));  // white on it: 4.9:1
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x1f, 0x4e, 0x9a));
    p.setColor(QPalette::PlaceholderText, QColor(0x6b, 0x6b, 0x6b));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x70, 0x70, 0x70));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x70, 0x70, 0x70));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x70, 0x70, 0x70));
    return p;
}

QPalette Appearance::darkPalette() {
    const QColor window(0x2b, 0x2d, 0x31);
    const QColor text(0xe8, 0xe8, 0xe8);
    QPalette p(window, window);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::Button, QColor(0x35, 0x38, 0x3d));
    p.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x24));
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x29, 0x2d));
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Midlight, QColor(0x3e, 0x41, 0x46));
    p.setColor(QPalette::Mid, QColor(0x24, 0x26, 0x29));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1b, 0x1e));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6d, 0xb5));  // white on it: 5.3:1
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::LinkVisited, QColor(0xc0, 0x9c, 0xf5));
    p.setColor(QPalette::PlaceholderText, QColor(0xa8, 0xab, 0xb1));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x90, 0x93, 0x98));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x90, 0x93, 0x98));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x90, 0x93, 0x98));
    return p;
}

bool Appearance::isDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightnessF() < 0.5;
}

Translators::Translators() {
    const QLocale locale = Appearance::uiLocale();
    // English is the sources' own language: Qt's English needs no catalogue, the workbench's only its plurals.
    if (Appearance::language() != QLatin1String("en")) {
        if (m_qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            m_qtInstalled = QCoreApplication::installTranslator(&m_qt);
        }
        if (m_tierbench.load(locale, QStringLiteral("tierbench"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
            m_tierbenchInstalled = QCoreApplication::installTranslator(&m_tierbench);
        }
    }
    // English, the C locale, or a language without a catalogue: the text shown is the sources', so its plurals.
    if (!m_tierbenchInstalled && m_tierbench.load(EnglishPlurals::catalogue())) {
        m_tierbenchInstalled = QCoreApplication::installTranslator(&m_tierbench);
    }
}

Translators::~Translators() {
    if (m_tierbenchInstalled) {
        QCoreApplication::removeTranslator(&m_tierbench);
    }
    if (m_qtInstalled) {
        QCoreApplication::removeTranslator(&m_qt);
    }
}

QString Translators::tierbenchCatalogue() const {
    return m_tierbenchInstalled ? m_tierbench.filePath() : QString();
}

}  // namespace tb::ui
