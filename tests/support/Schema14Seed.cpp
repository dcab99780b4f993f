#include "tests/support/Schema14Seed.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace tb::test {

namespace {
QString run(QSqlDatabase& db, const QString& sql) {
    QSqlQuery q(db);
    return q.exec(sql) ? QString() : sql.left(60) + QStringLiteral(": ") + q.lastError().text();
}

QVariant one(QSqlDatabase& db, const QString& sql) {
    QSqlQuery q(db);
    return q.exec(sql) && q.next() ? q.value(0) : QVariant();
}
}  // namespace

QString Schema14Seed::write(QSqlDatabase& db) {
    const QStringList sql = {
        QStringLiteral("INSERT INTO provider (id, name, reference_tier, reference_round) VALUES (9001, 'Kept Cloud', "
                       "'gold', '2.1')"),
        QStringLiteral("INSERT INTO rubric_version (id, version, title) VALUES (9001, '2.0', 'ClusterMAX 2.0')"),
        QStringLiteral("INSERT INTO criterion (id, rubric_id, key, name, weight, position) VALUES (9001, 9001, "
                       "'security', 'Security', 1, 0)"),
        QStringLiteral("INSERT INTO check_item (id, criterion_id, key, title, position) VALUES (9001, 9001, "
                       "'security.soc2', 'SOC 2', 0)"),
        QStringLiteral("INSERT INTO evaluation (id, provider_id, rubric_id, title) VALUES (9001, 9001, 9001, "
                       "'Made under 2.0')"),
        QStringLiteral("INSERT INTO verdict (evaluation_id, check_item_id, verdict) VALUES (9001, 9001, 'pass')"),
        QStringLiteral("INSERT INTO rating (id, evaluation_id, assigned_tier, justification) VALUES (9001, 9001, "
                       "'silver', 'kept')"),
    };
    for (const QString& s : sql) {
        if (QString why = run(db, s); !why.isEmpty()) {
            return why;
        }
    }
    return {};
}

QString Schema14Seed::checkMigrated(QSqlDatabase& db) {
    if (one(db, QStringLiteral("SELECT name FROM provider WHERE id = 9001")).toString() !=
        QLatin1String("Kept Cloud")) {
        return QStringLiteral("the provider is gone");
    }
    if (one(db, QStringLiteral("SELECT reference_tier FROM provider WHERE id = 9001")).toString() !=
        QLatin1String("gold")) {
        return QStringLiteral("the reference tier changed");
    }
    if (one(db, QStringLiteral("SELECT r.version FROM evaluation e JOIN rubric_version r ON r.id = e.rubric_id "
                               "WHERE e.id = 9001"))
            .toString() != QLatin1String("2.0")) {
        return QStringLiteral("the evaluation no longer names rubric 2.0");
    }
    if (one(db, QStringLiteral("SELECT count(*) FROM verdict WHERE evaluation_id = 9001")).toInt() != 1) {
        return QStringLiteral("the evaluation's verdict is gone");
    }
    if (one(db, QStringLiteral("SELECT assigned_tier FROM rating WHERE id = 9001")).toString() !=
        QLatin1String("silver")) {
        return QStringLiteral("the assigned tier is gone");
    }
    if (one(db, QStringLiteral("SELECT unable_to_test FROM evaluation WHERE id = 9001")).toInt() != 0) {
        return QStringLiteral("the evaluation came out marked unable to test");
    }
    if (one(db, QStringLiteral("SELECT source FROM check_item WHERE id = 9001")).toString() != QString()) {
        return QStringLiteral("a 2.0 item got a source");
    }
    // The new tier is taken by both checks; a word that is no tier still is not.
    if (QString why = run(db, QStringLiteral("INSERT INTO rating (evaluation_id, assigned_tier) VALUES (9001, "
                                             "'participation_ribbon')"));
        !why.isEmpty()) {
        return why;
    }
    if (QString why = run(db, QStringLiteral("UPDATE provider SET reference_tier = 'participation_ribbon' WHERE id "
                                             "= 9001"));
        !why.isEmpty()) {
        return why;
    }
    if (run(db, QStringLiteral("INSERT INTO rating (evaluation_id, assigned_tier) VALUES (9001, 'unable_to_test')"))
            .isEmpty()) {
        return QStringLiteral("unable_to_test was stored as a tier");
    }
    if (run(db, QStringLiteral("UPDATE evaluation SET unable_to_test = 2 WHERE id = 9001")).isEmpty()) {
        return QStringLiteral("unable_to_test took a value other than 0 and 1");
    }
    return {};
}

}  // namespace tb::test
