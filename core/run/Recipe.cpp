#include "core/run/Recipe.h"

#include "core/session/ShellQuote.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

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

QString Recipe::script(const QString& scratchDir) const {
    // scratchDir may start with ~/ (expanded by the shell through ShellQuote::path); commands see it through $S.
    QString s = QStringLiteral("S=%1; rm -rf -- \"$S\" && mkdir -p -- \"$S\" && cd -- \"$S\" || exit 3; ")
                    .arg(ShellQuote::path(scratchDir));
    const auto expand = [](const QVector<QStringList>& cmds) { return joinCommands(cmds); };
    if (!setup.isEmpty()) {
        s += QStringLiteral("{ %1; } || { echo 'recipe setup failed' >&2; exit 3; }; ").arg(expand(setup));
    }
    QStringList branches;
    for (const Variant& v : variants) {
        const QString cond =
            v.requiredTool.isEmpty()
                ? QStringLiteral("true")
                : QStringLiteral("command -v %1 >/dev/null 2>&1").arg(ShellQuote::quote(v.requiredTool));
        branches << QStringLiteral("%1; then %2").arg(cond, expand(v.commands));
    }
    s += QStringLiteral("t0=$(date +%s.%N); ");
    if (branches.isEmpty()) {
        s += QStringLiteral("rc=2; ");
    } else {
        s += QStringLiteral("if ") + branches.join(QStringLiteral("; elif ")) +
             QStringLiteral("; else echo 'none of the required tools is installed' >&2; (exit 2); fi; rc=$?; ");
    }
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
            variant.commands = commandList(vv.toObject().value(QStringLiteral("commands")));
            r.variants << variant;
        }
        r.outputFact = o.value(QStringLiteral("outputFact")).toString();
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
