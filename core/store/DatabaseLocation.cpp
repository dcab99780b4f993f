#include "core/store/DatabaseLocation.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QUrl>
#include <QUrlQuery>

namespace tb::core {

namespace {
// The libpq connection keywords a URL may carry. Not `password` (see the class comment) and not `options` or
// `passfile` either: they could smuggle settings or point libpq at another file than the analyst's.
const QStringList& allowedOptions() {
    static const QStringList keys{
        QStringLiteral("sslmode"),
        QStringLiteral("sslrootcert"),
        QStringLiteral("sslcert"),
        QStringLiteral("sslkey"),
        QStringLiteral("sslcrl"),
        QStringLiteral("sslcompression"),
        QStringLiteral("connect_timeout"),
        QStringLiteral("application_name"),
        QStringLiteral("service"),
        QStringLiteral("host"),
        QStringLiteral("hostaddr"),
        QStringLiteral("port"),
        QStringLiteral("target_session_attrs"),
        QStringLiteral("keepalives"),
        QStringLiteral("keepalives_idle"),
        QStringLiteral("gssencmode"),
        QStringLiteral("channel_binding"),
        QStringLiteral("require_auth"),
    };
    return keys;
}

const QStringList& sslModes() {
    static const QStringList modes{QStringLiteral("disable"),   QStringLiteral("allow"),
                                   QStringLiteral("prefer"),    QStringLiteral("require"),
                                   QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
    return modes;
}

// libpq's conninfo quoting: a value with spaces, quotes or backslashes goes in single quotes, escaped.
QString conninfoValue(const QString& value) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:@+-]+$"));
    if (plain.match(value).hasMatch()) {
        return value;
    }
    QString escaped = value;
    escaped.replace(u'\\', QStringLiteral("\\\\")).replace(u'\'', QStringLiteral("\\'"));
    return u'\'' + escaped + u'\'';
}

// The address as it may be shown: whatever could be a password someone put in it anyway becomes ***. Everything
// between "//" and the last '@' of the address part is the user information: only the user name before the first
// ':' (typed or percent-encoded) stays, since a password may itself hold '@', '/' or ':'. In the query, the value
// of any key that decodes to password or passfile, or that is percent-encoded at all, is hidden.
QString redacted(const QString& text) {
    QString shown = text;
    const qsizetype slashes = shown.indexOf(QLatin1String("//"));
    if (slashes >= 0) {
        const qsizetype queryStart = shown.indexOf(u'?', slashes + 2);
        const qsizetype addressEnd = queryStart < 0 ? shown.size() : queryStart;
        const qsizetype at = shown.lastIndexOf(u'@', addressEnd - 1);
        if (at > slashes + 1) {
            const QString userinfo = shown.mid(slashes + 2, at - slashes - 2);
            static const QRegularExpression colon(QStringLiteral(":|%3a"), QRegularExpression::CaseInsensitiveOption);
            const qsizetype cut = userinfo.indexOf(colon);
            if (cut >= 0) {
                shown.replace(slashes + 2, at - slashes - 2, userinfo.left(cut) + QStringLiteral(":***"));
            }
        }
    }
    const qsizetype queryStart = shown.indexOf(u'?');
    if (queryStart >= 0) {
        QStringList pairs = shown.mid(queryStart + 1).split(u'&');
        for (QString& pair : pairs) {
            const QString rawKey = pair.section(u'=', 0, 0);
            const QString key = QUrl::fromPercentEncoding(rawKey.toUtf8()).toLower();
            if (pair.contains(u'=') && (key.contains(QLatin1String("pass")) || rawKey.contains(u'%'))) {
                pair = rawKey + QStringLiteral("=***");
            }
        }
        shown = shown.left(queryStart + 1) + pairs.join(u'&');
    }
    return shown;
}

// QUrl's own error text quotes the whole address ("...; source was \"postgresql://alice:pw@..."): only the part
// before the quotation is ours to show.
QString urlProblem(const QUrl& url) {
    QString why = url.errorString();
    const qsizetype source = why.indexOf(QLatin1String("; source was"));
    if (source >= 0) {
        why.truncate(source);
    }
    return why.trimmed();
}

Error invalid(const QString& text, const QString& why) {
    return makeError(ErrorCode::InvalidArgument, DatabaseLocation::tr("The database address is not valid: %1").arg(why),
                     redacted(text));
}
}  // namespace

bool DatabaseLocation::isServerUrl(const QString& text) {
    return text.startsWith(QLatin1String("postgresql:"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("postgres:"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("pgservice:"), Qt::CaseInsensitive);
}

Result<DatabaseLocation> DatabaseLocation::parse(const QString& text) {
    DatabaseLocation loc;
    if (text.trimmed().isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("No database given."));
    }
    if (!isServerUrl(text)) {
        loc.m_engine = Engine::Sqlite;
        loc.m_path = QFileInfo(text).absoluteFilePath();
        loc.m_display = loc.m_path;
        return loc;
    }
    loc.m_engine = Engine::PostgreSql;
    QStringList options;
    if (text.startsWith(QLatin1String("pgservice:"), Qt::CaseInsensitive)) {
        const QString name = text.mid(int(qstrlen("pgservice:")));
        static const QRegularExpression serviceName(QStringLiteral("^[A-Za-z0-9_.-]+$"));
        if (!serviceName.match(name).hasMatch()) {
            return invalid(text, tr("a service name is letters, digits, '.', '_' or '-'"));
        }
        options << QStringLiteral("service=") + name;
    } else {
        const QUrl url(text, QUrl::StrictMode);
        if (!url.isValid()) {
            return invalid(text, urlProblem(url));
        }
        // user:password@ (even an empty one): QUrl drops an empty password, so look at the text itself. A
        // percent-encoded ':' in the user name (alice%3Apw@) is a password in disguise: libpq would decode it.
        const QString authority = text.section(QLatin1String("//"), 1).section(u'/', 0, 0);
        const QString userinfo = authority.contains(u'@') ? authority.section(u'@', 0, -2) : QString();
        if (!url.password().isEmpty() || userinfo.contains(u':') ||
            userinfo.contains(QLatin1String("%3a"), Qt::CaseInsensitive)) {
            return invalid(text, tr("it contains a password; put the password in ~/.pgpass (or the file PGPASSFILE "
                                    "names) instead, where libpq finds it"));
        }
        loc.m_user = url.userName();
        loc.m_host = url.host();
        loc.m_port = url.port(-1);
        QString path = url.path();
        if (path.startsWith(u'/')) {
            path.remove(0, 1);
        }
        if (path.contains(u'/')) {
            return invalid(text, tr("the path after the host is one database name"));
        }
        loc.m_database = path;
        const QUrlQuery query(url);
        // Option names are plain words: an encoded one (pass%77ord) could only be hiding what it is. Read from the
        // text itself, since QUrl decodes unreserved characters before anyone can look.
        const qsizetype queryStart = text.indexOf(u'?');
        if (queryStart >= 0) {
            for (const QString& pair : text.mid(queryStart + 1).split(u'&')) {
                if (pair.section(u'=', 0, 0).contains(u'%')) {
                    return invalid(text, tr("connection option names are plain words, not percent-encoded"));
                }
            }
        }
        for (const auto& [rawKey, rawValue] : query.queryItems(QUrl::FullyDecoded)) {
            const QString key = rawKey.toLower();
            if (key == QLatin1String("password") || key == QLatin1String("passfile")) {
                return invalid(text, tr("it contains a password; put the password in ~/.pgpass (or the file "
                                        "PGPASSFILE names) instead, where libpq finds it"));
            }
            if (!allowedOptions().contains(key)) {
                return invalid(text, tr("unknown connection option '%1'").arg(rawKey));
            }
            if (key == QLatin1String("sslmode") && !sslModes().contains(rawValue)) {
                return invalid(text, tr("sslmode must be one of %1").arg(sslModes().join(QStringLiteral(", "))));
            }
            if (key == QLatin1String("host") && loc.m_host.isEmpty()) {
                loc.m_host = rawValue;  // a socket folder: postgresql://user@/db?host=/run/postgresql
                continue;
            }
            if (key == QLatin1String("port") && loc.m_port < 0) {
                bool ok = false;
                loc.m_port = rawValue.toInt(&ok);
                if (!ok || loc.m_port < 1 || loc.m_port > 65535) {
                    return invalid(text, tr("the port must be a number from 1 to 65535"));
                }
                continue;
            }
            options << key + u'=' + conninfoValue(rawValue);
        }
        if (loc.m_database.isEmpty() && !query.hasQueryItem(QStringLiteral("service"))) {
            return invalid(text, tr("no database name (postgresql://user@host:port/DATABASE)"));
        }
    }
    if (!options.join(u' ').contains(QLatin1String("application_name="))) {
        options << QStringLiteral("application_name=Tierbench");
    }
    if (!options.join(u' ').contains(QLatin1String("connect_timeout="))) {
        // A server that does not answer is reported, not waited for forever.
        options << QStringLiteral("connect_timeout=10");
    }
    loc.m_options = options.join(u';');
    loc.m_display = text;
    return loc;
}

QString DatabaseLocation::serverUrl(const QString& user, const QString& host, int port, const QString& database,
                                    const QString& sslMode, const QString& caFile) {
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(user.trimmed());
    // An empty host still needs the authority's "//" (postgresql:///db is libpq's local socket).
    url.setHost(host.trimmed().isEmpty() ? QStringLiteral("") : host.trimmed());
    if (port > 0) {
        url.setPort(port);
    }
    url.setPath(u'/' + database.trimmed());
    QUrlQuery query;
    if (!sslMode.isEmpty()) {
        query.addQueryItem(QStringLiteral("sslmode"), sslMode);
    }
    if (!caFile.trimmed().isEmpty()) {
        // QUrlQuery leaves its own delimiters alone in a value: a file name with '&', '=' or '#' is escaped here.
        QString value = caFile.trimmed();
        value.replace(u'%', QStringLiteral("%25"))
            .replace(u'&', QStringLiteral("%26"))
            .replace(u'=', QStringLiteral("%3D"))
            .replace(u'+', QStringLiteral("%2B"))
            .replace(u'#', QStringLiteral("%23"));
        query.addQueryItem(QStringLiteral("sslrootcert"), value);
    }
    url.setQuery(query);
    QString text = url.toString(QUrl::FullyEncoded);
    if (host.trimmed().isEmpty() && !text.contains(QLatin1String("//"))) {
        text.replace(QLatin1String("postgresql:"), QLatin1String("postgresql://"));
    }
    return text;
}

QString DatabaseLocation::option(const QString& key) const {
    // m_options is keyword=value;... as parse() wrote it (values quoted for libpq where needed).
    for (const QString& pair : m_options.split(u';', Qt::SkipEmptyParts)) {
        if (pair.section(u'=', 0, 0) == key) {
            QString value = pair.section(u'=', 1);
            if (value.startsWith(u'\'') && value.endsWith(u'\'') && value.size() >= 2) {
                value = value.mid(1, value.size() - 2).replace(QStringLiteral("\\'"), QStringLiteral("'"));
                value.replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
            }
            return value;
        }
    }
    return {};
}

QString DatabaseLocation::secretKey() const {
    if (isSqlite()) {
        return {};
    }
    if (!serviceName().isEmpty() && m_host.isEmpty() && m_database.isEmpty()) {
        return QStringLiteral("service:") + serviceName();
    }
    QString key = m_user.isEmpty() ? QString() : m_user + u'@';
    key += m_host.isEmpty() ? QStringLiteral("localhost") : m_host;
    key += u':' + QString::number(m_port > 0 ? m_port : 5432) + u'/' + m_database;
    return key;
}

void DatabaseLocation::applyTo(QSqlDatabase& db) const {
    if (!m_host.isEmpty()) {
        db.setHostName(m_host);
    }
    if (m_port > 0) {
        db.setPort(m_port);
    }
    if (!m_user.isEmpty()) {
        db.setUserName(m_user);
    }
    if (!m_database.isEmpty()) {
        db.setDatabaseName(m_database);
    }
    db.setConnectOptions(m_options);
    if (!m_password.isEmpty()) {
        db.setPassword(m_password);
    }
}

}  // namespace tb::core
