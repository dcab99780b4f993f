#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QPalette>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace tb::ui {

// The workbench's language and theme, as Edit › Preferences sets them and app/gui/main.cpp applies them at start
// (QSettings, the same file as core::AnalystSettings). The language takes effect at the next start: the windows'
// texts are set once when they are built. The theme applies at once, since every widget follows a palette change.
class Appearance {
    Q_DECLARE_TR_FUNCTIONS(tb::ui::Appearance)

public:
    enum class Theme { System, Light, Dark };

    // "" follows the system locale; otherwise "en" or a catalogue's language (translations/: de, ja, zh_CN).
    static QString language();
    static void setLanguage(const QString& code);
    // The choices, in the order the dialog lists them, each named in its own language ("System" in the current one).
    static QStringList languageCodes();
    static QString languageName(const QString& code);
    // The locale whose catalogues are loaded: the system's, or the chosen language's.
    static QLocale uiLocale();

    static Theme theme();
    static void setTheme(Theme theme);
    static QString themeName(Theme theme);
    // Fusion with a light or a dark palette, or the platform's own style and palette back for System.
    static void applyTheme(Theme theme);
    static QPalette lightPalette();
    static QPalette darkPalette();
    static bool isDark(const QPalette& palette);
};

// Qt's own catalogue (qtbase_<lang>.qm, from Debian's qt6-translations-l10n: standard buttons, the help text's
// "Usage:") and the workbench's (compiled in at :/i18n/tierbench_<lang>.qm) for Appearance::uiLocale(), installed for
// the object's lifetime. English, or a language without a catalogue, gets only the English plurals (EnglishPlurals.h).
// For zh_CN QLocale's UI languages (zh-Hans-CN, zh-CN, zh) reach tierbench_zh_CN through their second entry.
class Translators {
public:
    Translators();
    ~Translators();
    Translators(const Translators&) = delete;
    Translators& operator=(const Translators&) = delete;
    // The loaded catalogue's path (the English plurals' for English).
    QString tierbenchCatalogue() const;

private:
    QTranslator m_qt;
    QTranslator m_tierbench;
    bool m_qtInstalled = false;
    bool m_tierbenchInstalled = false;
};

}  // namespace tb::ui
