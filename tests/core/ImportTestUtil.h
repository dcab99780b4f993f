#pragma once
// Shared by the import suites: fixture loading and finding lookup.
#include "core/import/Importer.h"

#include "tests/support/TestSupport.h"

#include <QFile>
#include <QtTest>

namespace importtest {

inline QByteArray fixture(const QString& name) {
    QFile f(tb::test::sourceDir() + QStringLiteral("/tests/core/fixtures/imports/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

// The parse of `text`, or an empty one (with the reason as a warning) when the importer refuses it.
inline tb::core::ParsedImport parseText(const QByteArray& text, const QString& format = QStringLiteral("auto")) {
    auto r = tb::core::Importer::parseBytes(text, format);
    if (!r)
        qWarning() << r.error().toString();
    return r.ok() ? r.value() : tb::core::ParsedImport{};
}

inline tb::core::ParsedImport parse(const QString& name, const QString& format = QStringLiteral("auto")) {
    return parseText(fixture(name), format);
}

inline tb::core::FindingRecord finding(const tb::core::ParsedRun& run, const QString& key) {
    for (const auto& f : run.findings) {
        if (f.key == key)
            return f;
    }
    return {};
}

}  // namespace importtest
