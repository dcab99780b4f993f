#include "core/launch/slurm/SrunCapabilities.h"

#include <QRegularExpression>

namespace tb::core {

QStringList SrunCapabilities::parseMpiList(const QString& text, QStringList* pmixVersions) {
    QStringList types;
    static const QRegularExpression name(QStringLiteral("^[a-z][a-z0-9_]{0,40}$"));
    for (QString line : text.split(u'\n')) {
        line = line.trimmed();
        if (line.startsWith(QLatin1String("srun: "))) {
            line = line.mid(6).trimmed();
        }
        if (line.startsWith(QLatin1String("specific pmix plugin versions available:"))) {
            const QStringList versions = line.section(u':', 1).split(u',', Qt::SkipEmptyParts);
            for (const QString& v : versions) {
                if (pmixVersions && name.match(v.trimmed()).hasMatch()) {
                    *pmixVersions << v.trimmed();
                }
            }
            continue;
        }
        if (name.match(line).hasMatch() && !types.contains(line)) {
            types << line;
        }
    }
    return types;
}

SrunCapabilities SrunCapabilities::parse(const QString& srunMpiList, const QString& srunHelp) {
    SrunCapabilities caps;
    caps.mpiTypes = parseMpiList(srunMpiList, &caps.pmixVersions);
    // "pmix_v4" listed alone (old format) means pmix is there.
    for (const QString& t : QStringList(caps.mpiTypes)) {
        if (t.startsWith(QLatin1String("pmix_")) && !caps.mpiTypes.contains(QStringLiteral("pmix"))) {
            caps.mpiTypes << QStringLiteral("pmix");
        }
    }
    static const QRegularExpression option(QStringLiteral("^\\s{0,12}(?:-[A-Za-z],\\s+)?--([a-z][a-z0-9-]{0,60})"));
    bool inPlugins = false;
    for (const QString& line : srunHelp.split(u'\n')) {
        if (!line.isEmpty() && !line.front().isSpace()) {
            inPlugins = line.trimmed().startsWith(QLatin1String("Options provided by plugins"));
        }
        const auto m = option.match(line);
        if (!m.hasMatch()) {
            continue;
        }
        caps.helpRead = true;
        const QString name = m.captured(1);
        if (!caps.options.contains(name)) {
            caps.options << name;
        }
        if (inPlugins && !caps.pluginOptions.contains(name)) {
            caps.pluginOptions << name;
        }
    }
    return caps;
}

}  // namespace tb::core
