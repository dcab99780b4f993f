#pragma once

#include "core/import/DocumentParser.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

namespace tb::core {

// The small JSON reports of the fabric tools (iperf3 --json, perftest --out_json): kept whole up to kMaxBytes (a test
// of an hour at one-second intervals is a few MB), then read at finish(). Larger input is refused, not read in part.
class FabricJsonDocument : public DocumentParser {
    Q_DECLARE_TR_FUNCTIONS(FabricJsonDocument)

public:
    static constexpr qsizetype kMaxBytes = 32 * 1024 * 1024;

    void feed(const char* data, qsizetype size) override;
    ParsedImport finish() override;

protected:
    virtual QString formatName() const = 0;
    // Reads the document's root object into `result` (its runs and warnings).
    virtual void read(const QJsonObject& root, ParsedImport& result) = 0;

private:
    QByteArray m_text;
    bool m_tooLarge = false;
};

}  // namespace tb::core
