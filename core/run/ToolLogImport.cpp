#include "core/run/ToolLogImport.h"

#include <QBuffer>
#include <QStringList>

namespace tb::core {

ToolLog ToolLog::read(const QByteArray& bytes, const QString& format) {
    ToolLog log;
    log.format = format;
    QBuffer in;
    in.setData(bytes);
    if (!in.open(QIODevice::ReadOnly)) {
        log.refusal = tr("its %1 output could not be read").arg(format);
        return log;
    }
    auto parsed = Importer::parse(in, format, &log.capture);
    if (!parsed) {
        log.refusal = tr("its output is not a %1 output Tierbench reads: %2").arg(format, parsed.error().message);
    } else if (parsed->runs.isEmpty()) {
        log.refusal = tr("its %1 output holds no result").arg(format);
    } else {
        log.parsed = std::move(*parsed);
    }
    return log;
}

QString ToolLog::summary(const QVector<qint64>& runIds) const {
    if (!parsed) {
        return refusal;
    }
    QStringList ids;
    for (qint64 id : runIds) {
        ids << QString::number(id);
    }
    return tr("its %1 output read into run(s) %2").arg(format, ids.join(QStringLiteral(", ")));
}

Result<QVector<qint64>> ToolLog::store(QSqlDatabase& db, qint64 providerId, const QString& sourceName,
                                       const ImportPlacement& placement) const {
    if (!parsed) {
        return QVector<qint64>();
    }
    return ImportService::store(db, providerId, *parsed, sourceName, capture, placement);
}

}  // namespace tb::core
