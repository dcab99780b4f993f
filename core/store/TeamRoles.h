#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace tb::core {

// The PostgreSQL roles of a team database (issue 16.3), as the SQL an administrator runs (`tierbench-cli db roles
// --print-sql`, docs/team-database.md, "Roles"):
// - the migration role owns the database and its schema and is the only one that runs migrations;
// - each analyst logs in as their own role, a member of the analysts' group: rows only (SELECT, INSERT, UPDATE,
//   DELETE), no DDL, schema_version read-only, audit_log insert-only;
// - each reviewer logs in as a member of the reviewers' group: SELECT only.
// The audit log's session_user_name is filled by the server (migration 013), so it names the login that wrote it.
// Passwords are never part of it: the administrator sets them (psql's \password), analysts keep theirs in
// ~/.pgpass or the keychain.
class TeamRoles {
    Q_DECLARE_TR_FUNCTIONS(TeamRoles)

public:
    QString database = QStringLiteral("tierbench");
    QString owner = QStringLiteral("tierbench_owner");
    QString analystsGroup = QStringLiteral("tierbench_analysts");
    QString reviewersGroup = QStringLiteral("tierbench_reviewers");
    QStringList analysts;   // logins to create in the analysts' group
    QStringList reviewers;  // logins to create in the reviewers' group

    // Names must be plain PostgreSQL identifiers (lower-case letters, digits, _; at most 63): an error names the
    // first that is not, since they are written into SQL.
    Status validate() const;
    // Step 1, before the first start: the roles, the database owned by the migration role, default privileges for
    // every table the owner creates later. A psql script (it uses \connect), run by a superuser.
    QString setupSql() const;
    // Step 3, after the migration role's first start created the schema (and again after each upgrade; it is
    // idempotent): the rights on the existing tables.
    QString grantsSql() const;
    // Both, with step 2 (the first start) between them as a comment.
    QString fullScript() const;
};

}  // namespace tb::core
