#include "core/run/Recipe.h"

#include "core/import/FormatDetector.h"
#include "core/session/ShellQuote.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace tb::core {

namespace {
QVector<QStringList> commandList(const QJsonValue& v) {
    QVector<QStringList> out;
    for (const QJsonValue& cmd : v.toArray()) {
        QStringList argv;
        for (const QJsonValue& a : cmd.toArray()) {
            argv << a.toString();
        }
        if (!argv.isEmpty()) {
            out << argv;
        }
    }
    return out;
}

std::optional<double> bound(const QJsonObject& o, const char* key) {
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

// {scratch} becomes "$S" outside the quotes (the shell substitutes the folder); the rest of each word is quoted.
QString quoteWord(const QString& word) {
    static const QString placeholder = QStringLiteral("{scratch}");
    if (!word.contains(placeholder)) {
        return ShellQuote::quote(word);
    }
    QString out;
    const QStringList pieces = word.split(placeholder);
    for (qsizetype i = 0; i < pieces.size(); ++i) {
        if (i > 0) {
            out += QStringLiteral("\"$S\"");
        }
        if (!pieces[i].isEmpty()) {
            out += ShellQuote::quote(pieces[i]);
        }
    }
    return out;
}

QString joinCommands(const QVector<QStringList>& commands) {
    QStringList lines;
    for (const QStringList& argv : commands) {
        QStringList words;
        for (const QString& a : argv) {
            words << quoteWord(a);
        }
        lines << words.join(u' ');
    }
    return lines.join(QStringLiteral(" && "));
}
}  // namespace

QString Recipe::tierFor(double seconds) const {
    if (!platinum && !gold && !silver && !bronze) {
        return {};
    }
    const std::pair<const std::optional<double>*, const char*> steps[] = {
        {&platinum, "platinum"}, {&gold, "gold"}, {&silver, "silver"}, {&bronze, "bronze"}};
    for (const auto& [limit, tier] : steps) {
        if (!*limit || seconds <= **limit) {
            return QString::fromLatin1(tier);
        }
    }
    return QStringLiteral("underperforming");
}

QStringList Recipe::tools() const {
    QStringList out;
    for (const Variant& v : variants) {
        if (v.requiredTool.isEmpty() && v.requiredModule.isEmpty()) {
            return {};
        }
        const QString module = v.requiredModule.isEmpty() ? QString() : tr("%1 (Python module)").arg(v.requiredModule);
        for (const QString& t : {v.requiredTool, module}) {
            if (!t.isEmpty() && !out.contains(t)) {
                out << t;
            }
        }
    }
    return out;
}

QString Recipe::script(const QString& scratchDir, const QString& tierDir) const {
    // Protocol lines are built here (JSON-escaped by Qt, then one quoted word): names of folders and tools can hold
    // any character without breaking the line or the shell.
    const auto json = [](const QJsonObject& o) {
        return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    };
    const auto finding = [](const char* type, const QString& id, const QString& key, const QString& text,
                            const QString& status = {}) {
        QJsonObject o{{QStringLiteral("tb"), 1},
                      {QStringLiteral("type"), QLatin1String(type)},
                      {QStringLiteral("id"), id},
                      {key, text}};
        if (!status.isEmpty()) {
            o.insert(QStringLiteral("status"), status);
        }
        return o;
    };
    const auto print = [&json](const QJsonObject& o) {
        return QStringLiteral("printf '%s\\n' %1; ").arg(ShellQuote::quote(json(o)));
    };
    // `condition` false on the node: a waived check `id` saying why, the same on stderr, and exit 2 (unsupported).
    const auto unsupportedUnless = [&](const QString& condition, const QString& id, const QString& why) {
        return QStringLiteral("%1 || { %2echo %3 >&2; exit 2; }; ")
            .arg(condition, print(finding("check", id, QStringLiteral("detail"), why, QStringLiteral("waived"))),
                 ShellQuote::quote(why));
    };
    QString s;
    QString scratch = scratchDir;
    if (!tierDir.isEmpty()) {
        s += unsupportedUnless(QStringLiteral("[ -d %1 ]").arg(ShellQuote::path(tierDir)), QStringLiteral("recipe.dir"),
                               tr("the node has no folder %1 (the storage tier this step runs on)").arg(tierDir));
        const QString leaf = scratchDir.section(u'/', -1, -1, QString::SectionSkipEmpty);
        scratch = tierDir + QStringLiteral("/.tierbench/") + (leaf.isEmpty() ? name : leaf);
    }
    // Which variant runs is known before anything is set up: a node without the tools is told so, untouched.
    QStringList choose;
    for (qsizetype i = 0; i < variants.size(); ++i) {
        QStringList tests;
        if (const QString& tool = variants[i].requiredTool; !tool.isEmpty()) {
            tests << QStringLiteral("command -v %1 >/dev/null 2>&1").arg(ShellQuote::quote(tool));
        }
        if (const QString& module = variants[i].requiredModule; !module.isEmpty()) {
            // The module name goes into Python source: only a dotted identifier gets there (the loader refused
            // anything else), and the whole line is one quoted word.
            tests << QStringLiteral("python3 -c %1 >/dev/null 2>&1")
                         .arg(ShellQuote::quote(QStringLiteral("import ") + module));
        }
        choose << QStringLiteral("%1; then v=%2")
                      .arg(tests.isEmpty() ? QStringLiteral("true") : tests.join(QStringLiteral(" && ")))
                      .arg(i + 1);
    }
    s += QStringLiteral("v=0; ");
    if (!choose.isEmpty()) {
        s += QStringLiteral("if ") + choose.join(QStringLiteral("; elif ")) + QStringLiteral("; fi; ");
    }
    s += unsupportedUnless(
        QStringLiteral("[ \"$v\" -ne 0 ]"), QStringLiteral("recipe.tool"),
        variants.isEmpty()
            ? tr("this recipe has no commands")
            : tr("none of the tools it needs is on the node: %1").arg(tools().join(QStringLiteral(", "))));
    // scratch may start with ~/ (expanded by the shell through ShellQuote::path); commands see it through $S.
    s += QStringLiteral("S=%1; rm -rf -- \"$S\" && mkdir -p -- \"$S\" && cd -- \"$S\" || exit 3; ")
             .arg(ShellQuote::path(scratch));
    if (!tierDir.isEmpty()) {
        // The file system of the tier, as the node names it (nfs, lustre, ext2/ext3, ...): what the timing is of. The
        // fact is a printf format: its detail is the one %s; every other % and \ the JSON holds is doubled.
        const QString format = json(finding("fact", QStringLiteral("recipe.dir"), QStringLiteral("value"), tierDir))
                                   .replace(u'\\', QStringLiteral("\\\\"))
                                   .replace(u'%', QStringLiteral("%%"));
        s += QStringLiteral(
                 "fs=$(stat -f -c %T . 2>/dev/null | tr -cd 'A-Za-z0-9_./-' | cut -c1-64); "
                 "printf %1 \"$fs\"; ")
                 .arg(ShellQuote::quote(format.chopped(1) + QStringLiteral(",\"detail\":\"%s\"}\\n")));
    }
    const auto expand = [](const QVector<QStringList>& cmds) { return joinCommands(cmds); };
    if (!setup.isEmpty()) {
        s += QStringLiteral("{ %1; } || { echo 'recipe setup failed' >&2; exit 3; }; ").arg(expand(setup));
    }
    QStringList branches;
    for (qsizetype i = 0; i < variants.size(); ++i) {
        QStringList written;
        for (const QStringList& argv : variants[i].commands) {
            written << argv.join(u' ');
        }
        branches << QStringLiteral("%1) %2t0=$(date +%s.%N); %3 ;;")
                        .arg(i + 1)
                        .arg(print(finding("fact", QStringLiteral("recipe.command"), QStringLiteral("value"),
                                           written.join(QStringLiteral(" && ")))),
                             expand(variants[i].commands));
    }
    // The fact is printed before t0: the timing is of the commands alone.
    s += QStringLiteral("case \"$v\" in ") + branches.join(u' ') + QStringLiteral(" esac; rc=$?; ");
    s += QStringLiteral("t1=$(date +%s.%N); ");
    s += QStringLiteral(
             "if [ $rc -eq 0 ]; then printf '{\"tb\":1,\"type\":\"sample\",\"metric\":\"%s\",\"value\":%s,"
             "\"unit\":\"s\"}\\n' %1 \"$(awk -v a=\"$t0\" -v b=\"$t1\" 'BEGIN{printf \"%.3f\", b-a}')\"; fi; ")
             .arg(ShellQuote::quote(metric()));
    if (!cleanup.isEmpty()) {
        s += QStringLiteral("{ %1; } >/dev/null 2>&1; ").arg(expand(cleanup));
    }
    s += QStringLiteral("exit $rc");
    return s;
}

Result<QString> Recipe::tierOfArgs(const QStringList& args) {
    if (args.isEmpty()) {
        return QString();
    }
    QString dir;
    if (args.size() == 2 && args[0] == QLatin1String("--dir")) {
        dir = args[1];
    } else if (args.size() == 1 && args[0].startsWith(QLatin1String("--dir="))) {
        dir = args[0].mid(6);
    } else {
        return makeError(ErrorCode::InvalidArgument,
                         tr("a recipe takes one argument, --dir DIR: the storage tier it runs on"));
    }
    if (!(dir.startsWith(u'/') || dir == QLatin1String("~") || dir.startsWith(QLatin1String("~/"))) ||
        dir.size() > 255 || dir.split(u'/').contains(QStringLiteral(".."))) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("--dir wants a folder of the node: absolute or under ~/, without .., at most 255 "
                            "characters"));
    }
    return dir;
}

const Result<RecipeBook>& RecipeBook::builtin() {
    static const Result<RecipeBook> book = load(builtinPath());
    return book;
}

Result<RecipeBook> RecipeBook::load(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::NotFound, Recipe::tr("Cannot read the recipe file %1").arg(path), f.errorString());
    }
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.read(4 * 1024 * 1024), &err);
    if (!doc.isObject()) {
        return makeError(ErrorCode::Parse, Recipe::tr("The recipe file %1 is not valid JSON").arg(path),
                         err.errorString());
    }
    RecipeBook book;
    for (const QJsonValue& v : doc.object().value(QStringLiteral("recipes")).toArray()) {
        const QJsonObject o = v.toObject();
        Recipe r;
        r.name = o.value(QStringLiteral("name")).toString();
        if (r.name.isEmpty() || r.name.contains(u' ')) {
            return makeError(ErrorCode::Parse, Recipe::tr("A recipe in %1 has no usable name").arg(path));
        }
        r.title = o.value(QStringLiteral("title")).toString(r.name);
        r.checkItem = o.value(QStringLiteral("checkItem")).toString();
        r.timeoutS = o.value(QStringLiteral("timeoutS")).toInt(600);
        r.setup = commandList(o.value(QStringLiteral("setup")));
        r.cleanup = commandList(o.value(QStringLiteral("cleanup")));
        for (const QJsonValue& vv : o.value(QStringLiteral("variants")).toArray()) {
            Recipe::Variant variant;
            variant.requiredTool = vv.toObject().value(QStringLiteral("requires")).toString();
            variant.requiredModule = vv.toObject().value(QStringLiteral("requiresModule")).toString();
            static const QRegularExpression dotted(
                QStringLiteral("^([A-Za-z_][A-Za-z0-9_]*)(\\.[A-Za-z_][A-Za-z0-9_]*)*$"));
            if (!variant.requiredModule.isEmpty() &&
                (variant.requiredModule.size() > 100 || !dotted.match(variant.requiredModule).hasMatch())) {
                return makeError(
                    ErrorCode::Parse,
                    Recipe::tr("Recipe %1 in %2 requires a Python module that is not a module name").arg(r.name, path));
            }
            variant.commands = commandList(vv.toObject().value(QStringLiteral("commands")));
            r.variants << variant;
        }
        r.outputFact = o.value(QStringLiteral("outputFact")).toString();
        r.importLog = o.value(QStringLiteral("importLog")).toString();
        if (!r.importLog.isEmpty() && !FormatDetector::formatNames().contains(r.importLog)) {
            return makeError(ErrorCode::Parse,
                             Recipe::tr("Recipe %1 in %2 imports its log as \"%3\", which is not an import format")
                                 .arg(r.name, path, r.importLog));
        }
        r.compareWithProvider = o.value(QStringLiteral("compareWithProvider")).toBool();
        const QJsonObject t = o.value(QStringLiteral("thresholds")).toObject();
        r.platinum = bound(t, "platinum");
        r.gold = bound(t, "gold");
        r.silver = bound(t, "silver");
        r.bronze = bound(t, "bronze");
        r.thresholdSource = t.value(QStringLiteral("source")).toString();
        book.m_recipes << r;
    }
    return book;
}

std::optional<Recipe> RecipeBook::find(const QString& name) const {
    for (const Recipe& r : m_recipes) {
        if (r.name == name) {
            return r;
        }
    }
    return std::nullopt;
}

}  // namespace tb::core
