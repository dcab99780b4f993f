#pragma once

#include <QString>
#include <QTranslator>

namespace tb::ui {

// The plurals-only English catalogue (translations/tierbench_en.ts, compiled in at :/i18n/tierbench_en.qm): the %n
// messages with their English singular and plural, so a count reads "1 interview" / "2 interviews" instead of
// "interview(s)"; every other message stays the sources' English. ui::Translators installs it for English and for a
// language without a catalogue; tierbench-cli installs it always through this class (its messages stay English
// whatever the locale), for the object's lifetime.
class EnglishPlurals {
public:
    EnglishPlurals();
    ~EnglishPlurals();
    EnglishPlurals(const EnglishPlurals&) = delete;
    EnglishPlurals& operator=(const EnglishPlurals&) = delete;
    bool installed() const { return m_installed; }

    static QString catalogue();

private:
    QTranslator m_translator;
    bool m_installed = false;
};

}  // namespace tb::ui
