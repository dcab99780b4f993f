#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <array>
#include <cstddef>
#include <optional>

namespace tb::core {

// One value of an enum as the database and files spell it (`key`) and as people read it (`name`: the source text of
// a translation in the table's context, marked with QT_TRANSLATE_NOOP so lupdate finds it; nullptr where the value
// has no name of its own). Alias rows are only read, never written: older or alternative spellings.
template <typename E>
struct KeyEntry {
    E value;
    const char* key;
    const char* name = nullptr;
    bool alias = false;
};

// The one table behind an enum's key(), fromKey() and name(): each enum lists its values once, in display order,
// instead of three switch statements that must agree. Build it with keyTable<E>("Context", {...}).
template <typename E, std::size_t N>
struct KeyTable {
    const char* context;
    std::array<KeyEntry<E>, N> entries;

    QString key(E value) const {
        const KeyEntry<E>* e = find(value);
        return e ? QString::fromLatin1(e->key) : QString();
    }

    // Trimmed and case-insensitive; aliases too.
    std::optional<E> fromKey(QStringView text) const {
        const QStringView k = text.trimmed();
        for (const KeyEntry<E>& e : entries) {
            if (k.compare(QLatin1String(e.key), Qt::CaseInsensitive) == 0) {
                return e.value;
            }
        }
        return std::nullopt;
    }

    // Translated in the table's context; the key where the value has no name.
    QString name(E value) const {
        const KeyEntry<E>* e = find(value);
        if (!e) {
            return {};
        }
        return e->name ? QCoreApplication::translate(context, e->name) : QString::fromLatin1(e->key);
    }

private:
    const KeyEntry<E>* find(E value) const {
        for (const KeyEntry<E>& e : entries) {
            if (!e.alias && e.value == value) {
                return &e;
            }
        }
        return nullptr;
    }
};

template <typename E, std::size_t N>
constexpr KeyTable<E, N> keyTable(const char* context, const KeyEntry<E> (&entries)[N]) {
    KeyTable<E, N> table{context, {}};
    for (std::size_t i = 0; i < N; ++i) {
        table.entries[i] = entries[i];
    }
    return table;
}

}  // namespace tb::core
