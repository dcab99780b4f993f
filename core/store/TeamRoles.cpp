#include "core/store/TeamRoles.h"

#include <QRegularExpression>

namespace tb::core {

namespace {
bool isPlainIdentifier(const QString& name) {
    static const QRegularExpression plain(QStringLiteral("^[a-z_][a-z0-9_]{0,62}$"));
    return plain.match(name).hasMatch();
}
}  // namespace

Status TeamRoles::validate() const {
    QStringList all{database, owner, analystsGroup, reviewersGroup};
    all += analysts;
    all += reviewers;
    for (const QString& name : all) {
        if (!isPlainIdentifier(name)) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("“%1” is not a plain PostgreSQL name: use lower-case letters, digits and _, at most "
                                "63, not starting with a digit.")
                                 .arg(name));
        }
    }
    return {};
}

QString TeamRoles::setupSql() const {
    QString sql;
    sql += QStringLiteral("-- Step 1 (as a PostgreSQL superuser, before the first start): roles and the database.\n");
    sql += QStringLiteral("CREATE ROLE %1 LOGIN;  -- the migration role: owns the schema, runs the migrations\n")
               .arg(owner);
    sql +=
        QStringLiteral("CREATE ROLE %1 NOLOGIN;  -- analysts: read and write rows, nothing else\n").arg(analystsGroup);
    sql += QStringLiteral("CREATE ROLE %1 NOLOGIN;  -- reviewers: read only\n").arg(reviewersGroup);
    for (const QString& a : analysts) {
        sql += QStringLiteral("CREATE ROLE %1 LOGIN IN ROLE %2;\n").arg(a, analystsGroup);
    }
    for (const QString& r : reviewers) {
        sql += QStringLiteral("CREATE ROLE %1 LOGIN IN ROLE %2;\n").arg(r, reviewersGroup);
    }
    sql +=
        QStringLiteral("-- Passwords: \\password ROLE here; each person keeps theirs in ~/.pgpass or the keychain.\n");
    sql += QStringLiteral("CREATE DATABASE %1 OWNER %2;\n").arg(database, owner);
    sql += QStringLiteral("\\connect %1\n").arg(database);
    sql += QStringLiteral("REVOKE ALL ON DATABASE %1 FROM PUBLIC;\n").arg(database);
    sql += QStringLiteral("GRANT CONNECT ON DATABASE %1 TO %2, %3;\n").arg(database, analystsGroup, reviewersGroup);
    sql += QStringLiteral("REVOKE CREATE ON SCHEMA public FROM PUBLIC;\n");
    sql += QStringLiteral("ALTER SCHEMA public OWNER TO %1;\n").arg(owner);
    sql += QStringLiteral("GRANT USAGE ON SCHEMA public TO %1, %2;\n").arg(analystsGroup, reviewersGroup);
    sql +=
        QStringLiteral("-- Every table the migration role creates from now on (the first start, later migrations):\n");
    sql += QStringLiteral(
               "ALTER DEFAULT PRIVILEGES FOR ROLE %1 IN SCHEMA public\n"
               "    GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %2;\n")
               .arg(owner, analystsGroup);
    sql += QStringLiteral(
               "ALTER DEFAULT PRIVILEGES FOR ROLE %1 IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO %2;\n")
               .arg(owner, analystsGroup);
    sql += QStringLiteral("ALTER DEFAULT PRIVILEGES FOR ROLE %1 IN SCHEMA public GRANT SELECT ON TABLES TO %2;\n")
               .arg(owner, reviewersGroup);
    return sql;
}

QString TeamRoles::grantsSql() const {
    QString sql;
    sql +=
        QStringLiteral("-- Step 3 (as a superuser or %1, after the first start and after every upgrade):\n").arg(owner);
    sql += QStringLiteral("\\connect %1\n").arg(database);
    sql += QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %1;\n")
               .arg(analystsGroup);
    sql += QStringLiteral("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO %1;\n").arg(analystsGroup);
    sql += QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1;\n").arg(reviewersGroup);
    sql += QStringLiteral("-- Only the migration role moves the schema version; the audit log only grows.\n");
    sql += QStringLiteral("REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON schema_version FROM %1;\n").arg(analystsGroup);
    sql += QStringLiteral("REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM %1;\n").arg(analystsGroup);
    return sql;
}

QString TeamRoles::fullScript() const {
    return QStringLiteral("-- Tierbench team database roles. Run with psql as a superuser: psql -f roles.sql\n") +
           setupSql() +
           QStringLiteral(
               "\n-- Step 2: start Tierbench once as the migration role; it creates the schema:\n"
               "--   tierbench-cli --db postgresql://%1@HOST/%2 providers\n"
               "-- then run step 3 (tierbench-cli db roles --print-sql --step grants).\n\n")
               .arg(owner, database) +
           grantsSql();
}

}  // namespace tb::core
