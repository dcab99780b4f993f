#pragma once

#include <QString>
#include <QStringList>

namespace tb::core {

// Splits an SQL script into single statements for QSqlQuery, which runs one at a time. Understands `--` line
// comments, quoted strings and CREATE TRIGGER ... BEGIN ... END; bodies whose inner semicolons do not end the
// statement, and PostgreSQL's $$-quoted function bodies.
QStringList splitSqlScript(const QString& script);

}  // namespace tb::core
