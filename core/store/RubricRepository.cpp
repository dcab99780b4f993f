#include "core/store/RubricRepository.h"

#include "core/domain/RubricLoader.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"
#include "core/store/Transaction.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSqlQuery>

namespace tb::core {

namespace {
const QString kSelectVersion = QStringLiteral("SELECT id, version, title, published, source FROM rubric_version");

Rubric versionFromQuery(const QSqlQuery& q) {
    Rubric r;
    r.id = q.value(0).toLongLong();
    r.version = q.value(1).toString();
    r.title = q.value(2).toString();
    r.published = q.value(3).toString();
    r.source = q.value(4).toString();
    return r;
}
}  // namespace

RubricRepository::RubricRepository(QSqlDatabase& db) : m_db(db) {}

Result<qint64> RubricRepository::install(const Rubric& rubric, const QString& contentSha256) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id FROM rubric_version WHERE version = ?"));
    q.addBindValue(notNull(rubric.version));
    if (auto st = exec(q, tr("Could not read the rubric versions")); !st) {
        return st.error();
    }
    if (q.next()) {
        return makeError(ErrorCode::Duplicate, tr("Rubric version %1 is already installed.").arg(rubric.version));
    }
    q.prepare(
        QStringLiteral("INSERT INTO rubric_version (version, title, published, source, content_sha256) VALUES (?, ?, "
                       "?, ?, ?) RETURNING id"));
    q.addBindValue(notNull(rubric.version));
    q.addBindValue(notNull(rubric.title));
    q.addBindValue(notNull(rubric.published));
    q.addBindValue(notNull(rubric.source));
    q.addBindValue(notNull(contentSha256));
    auto inserted = insertReturningId(q, tr("Could not install the rubric"));
    if (!inserted) {
        return inserted.error();
    }
    const qint64 rubricId = *inserted;
    QSqlQuery cq(m_db);
    cq.prepare(
        QStringLiteral("INSERT INTO criterion (rubric_id, key, name, weight, position, description) VALUES (?, ?, ?, "
                       "?, ?, ?) RETURNING id"));
    QSqlQuery iq(m_db);
    iq.prepare(
        QStringLiteral("INSERT INTO check_item (criterion_id, key, title, question, guidance, weight, position, gate, "
                       "source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (int ci = 0; ci < rubric.criteria.size(); ++ci) {
        const Criterion& c = rubric.criteria.at(ci);
        cq.addBindValue(rubricId);
        cq.addBindValue(notNull(c.key));
        cq.addBindValue(notNull(c.name));
        cq.addBindValue(c.weight);
        cq.addBindValue(ci);
        cq.addBindValue(notNull(c.description));
        auto criterionInserted = insertReturningId(cq, tr("Could not install the rubric's criteria"));
        if (!criterionInserted) {
            return criterionInserted.error();
        }
        const qint64 criterionId = *criterionInserted;
        for (int ii = 0; ii < c.items.size(); ++ii) {
            const CheckItem& i = c.items.at(ii);
            iq.addBindValue(criterionId);
            iq.addBindValue(notNull(i.key));
            iq.addBindValue(notNull(i.title));
            iq.addBindValue(notNull(i.question));
            iq.addBindValue(notNull(i.guidance));
            iq.addBindValue(i.weight);
            iq.addBindValue(ii);
            iq.addBindValue(notNull(i.gate));
            iq.addBindValue(notNull(i.source));
            if (auto st = exec(iq, tr("Could not install the rubric's check items")); !st) {
                return st.error();
            }
        }
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return rubricId;
}

Result<int> RubricRepository::installShipped() {
    auto installed = versions();
    if (!installed) {
        return installed.error();
    }
    QStringList have;
    for (const Rubric& r : *installed) {
        have << r.version;
    }
    QDir dir(QStringLiteral(":/rubrics"));
    int count = 0;
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            return makeError(ErrorCode::Internal, tr("A shipped rubric is missing."), name);
        }
        const QByteArray data = file.readAll();
        auto rubric = RubricLoader::parse(data, name);
        if (!rubric) {
            return rubric.error();
        }
        if (have.contains(rubric->version)) {
            continue;
        }
        const QString sha = QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
        auto id = install(*rubric, sha);
        if (!id) {
            return id.error();
        }
        have << rubric->version;
        ++count;
    }
    return count;
}

Result<QVector<Rubric>> RubricRepository::versions() const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (auto st = exec(q, kSelectVersion + QStringLiteral(" ORDER BY id"), tr("Could not read the rubric versions"));
        !st) {
        return st.error();
    }
    QVector<Rubric> out;
    while (q.next()) {
        out << versionFromQuery(q);
    }
    return out;
}

Result<Rubric> RubricRepository::load(const QString& version) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id FROM rubric_version WHERE version = ?"));
    q.addBindValue(version.trimmed());
    if (auto st = exec(q, tr("Could not read the rubric")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("There is no rubric version \"%1\".").arg(version));
    }
    return loadById(q.value(0).toLongLong());
}

Result<Rubric> RubricRepository::loadById(qint64 rubricId) const {
    QSqlQuery q(m_db);
    q.prepare(kSelectVersion + QStringLiteral(" WHERE id = ?"));
    q.addBindValue(rubricId);
    if (auto st = exec(q, tr("Could not read the rubric")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("The rubric of this evaluation is missing."),
                         QString::number(rubricId));
    }
    Rubric r = versionFromQuery(q);
    q.finish();
    q.prepare(
        QStringLiteral("SELECT id, key, name, weight, position, description FROM criterion WHERE rubric_id = ? "
                       "ORDER BY position, id"));
    q.addBindValue(rubricId);
    if (auto st = exec(q, tr("Could not read the rubric's criteria")); !st) {
        return st.error();
    }
    while (q.next()) {
        Criterion c;
        c.id = q.value(0).toLongLong();
        c.key = q.value(1).toString();
        c.name = q.value(2).toString();
        c.weight = q.value(3).toDouble();
        c.position = q.value(4).toInt();
        c.description = q.value(5).toString();
        r.criteria << c;
    }
    q.prepare(
        QStringLiteral("SELECT i.id, i.criterion_id, i.key, i.title, i.question, i.guidance, i.weight, "
                       "i.position, i.gate, i.source FROM check_item i JOIN criterion c ON c.id = i.criterion_id "
                       "WHERE c.rubric_id = ? ORDER BY c.position, i.position, i.id"));
    q.addBindValue(rubricId);
    if (auto st = exec(q, tr("Could not read the rubric's check items")); !st) {
        return st.error();
    }
    while (q.next()) {
        const qint64 criterionId = q.value(1).toLongLong();
        for (Criterion& c : r.criteria) {
            if (c.id == criterionId) {
                CheckItem i;
                i.id = q.value(0).toLongLong();
                i.key = q.value(2).toString();
                i.title = q.value(3).toString();
                i.question = q.value(4).toString();
                i.guidance = q.value(5).toString();
                i.weight = q.value(6).toDouble();
                i.position = q.value(7).toInt();
                i.gate = q.value(8).toString();
                i.source = q.value(9).toString();
                c.items << i;
                break;
            }
        }
    }
    return r;
}

Result<QStringList> RubricRepository::criterionKeys() const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    // Grouped rather than DISTINCT ... ORDER BY position: PostgreSQL refuses to order a DISTINCT list by a column
    // it does not hold.
    if (auto st = exec(q, QStringLiteral("SELECT key FROM criterion GROUP BY key ORDER BY min(position), key"),
                       tr("Could not read the criteria"));
        !st) {
        return st.error();
    }
    QStringList keys;
    while (q.next()) {
        keys << q.value(0).toString();
    }
    return keys;
}

}  // namespace tb::core
