#include "core/engagement/PlanLoader.h"

#include "core/domain/JsonLineMap.h"
#include "core/import/FormatDetector.h"
#include "core/run/ProbeArguments.h"
#include "core/run/ProbeCatalog.h"
#include "core/run/Recipe.h"
#include "core/store/RubricRepository.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace tb::core {

namespace {

constexpr char kFormat[] = "tierbench-plan";
constexpr int kMaxSteps = 500;
constexpr int kMaxDeadlineMin = 7 * 24 * 60;  // a week: longer than any engagement window
constexpr double kMaxBudgetNodeHours = 1e6;

bool isName(const QString& s) {
    static const QRegularExpression re(QStringLiteral("^[a-z0-9][a-z0-9.-]{0,63}$"));
    return re.match(s).hasMatch();
}

// Collects the first refusal with the line of the value at fault.
class Reader {
public:
    Reader(const QByteArray& json, QString origin) : m_lines(json), m_origin(std::move(origin)) {}

    bool failed() const { return m_error.has_value(); }
    int line(const QString& path) const { return m_lines.line(path); }
    Error error() const { return *m_error; }
    void refuse(const QString& path, const QString& why) {
        if (m_error) {
            return;
        }
        const QString where = PlanLoader::tr("line %1").arg(m_lines.line(path));
        m_error = makeError(ErrorCode::InvalidArgument,
                            m_origin.isEmpty() ? PlanLoader::tr("The plan is refused: %1").arg(why)
                                               : PlanLoader::tr("The plan %1 is refused: %2").arg(m_origin, why),
                            where);
    }
    QString text(const QJsonObject& o, const QString& path, const char* key, bool required, int maxLength = 200) {
        const QJsonValue v = o.value(QLatin1String(key));
        const QString at = path.isEmpty() ? QString::fromLatin1(key) : path + u'.' + QLatin1String(key);
        if (v.isUndefined()) {
            if (required) {
                refuse(path, PlanLoader::tr("\"%1\" is missing").arg(QLatin1String(key)));
            }
            return {};
        }
        if (!v.isString()) {
            refuse(at, PlanLoader::tr("\"%1\" must be text").arg(QLatin1String(key)));
            return {};
        }
        const QString s = v.toString();
        if (s.size() > maxLength) {
            refuse(at, PlanLoader::tr("\"%1\" is longer than %2 characters").arg(QLatin1String(key)).arg(maxLength));
        }
        for (const QChar c : s) {
            if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format) {
                refuse(at, PlanLoader::tr("\"%1\" holds a control character").arg(QLatin1String(key)));
                break;
            }
        }
        if (required && s.trimmed().isEmpty()) {
            refuse(at, PlanLoader::tr("\"%1\" is empty").arg(QLatin1String(key)));
        }
        return s;
    }
    int whole(const QJsonObject& o, const QString& path, const char* key, int fallback, int min, int max) {
        const QJsonValue v = o.value(QLatin1String(key));
        const QString at = path + u'.' + QLatin1String(key);
        if (v.isUndefined()) {
            return fallback;
        }
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d != double(qint64(d)) || d < min || d > max) {
            refuse(at, PlanLoader::tr("\"%1\" must be a whole number from %2 to %3")
                           .arg(QLatin1String(key))
                           .arg(min)
                           .arg(max));
            return fallback;
        }
        return int(d);
    }
    QStringList words(const QJsonObject& o, const QString& path, const char* key) {
        const QJsonValue v = o.value(QLatin1String(key));
        const QString at = path + u'.' + QLatin1String(key);
        QStringList out;
        if (v.isUndefined()) {
            return out;
        }
        if (!v.isArray() || v.toArray().size() > 200) {
            refuse(at, PlanLoader::tr("\"%1\" must be a list of at most 200 texts").arg(QLatin1String(key)));
            return out;
        }
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!a[i].isString() || a[i].toString().size() > 4096) {
                refuse(at + QStringLiteral("[%1]").arg(i),
                       PlanLoader::tr("\"%1\" must hold texts of at most 4096 characters").arg(QLatin1String(key)));
                return out;
            }
            out << a[i].toString();
        }
        return out;
    }

private:
    JsonLineMap m_lines;
    QString m_origin;
    std::optional<Error> m_error;
};

std::optional<PlanStepKind> kindFrom(const QString& s) {
    for (PlanStepKind k : {PlanStepKind::Probe, PlanStepKind::Recipe, PlanStepKind::Audit, PlanStepKind::Import}) {
        if (planStepKindKey(k) == s) {
            return k;
        }
    }
    return std::nullopt;
}

std::optional<PlanScope> scopeFrom(const QString& s) {
    for (PlanScope k :
         {PlanScope::Once, PlanScope::EachNode, PlanScope::EachPair, PlanScope::Cluster, PlanScope::WorldDoubling}) {
        if (planScopeKey(k) == s) {
            return k;
        }
    }
    return std::nullopt;
}

void readStep(Reader& r, const QJsonObject& o, const QString& at, const PlanVocabulary& words,
              const QSet<QString>& items, PlanStep& s) {
    static const QStringList known{
        QStringLiteral("name"),         QStringLiteral("title"),       QStringLiteral("kind"),
        QStringLiteral("probe"),        QStringLiteral("recipe"),      QStringLiteral("audit"),
        QStringLiteral("format"),       QStringLiteral("path"),        QStringLiteral("args"),
        QStringLiteral("scope"),        QStringLiteral("evidences"),   QStringLiteral("destructive"),
        QStringLiteral("expected_min"), QStringLiteral("deadline_min")};
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!known.contains(it.key())) {
            r.refuse(at + u'.' + it.key(), PlanLoader::tr("a step has no field \"%1\"").arg(it.key().left(64)));
        }
    }
    s.name = r.text(o, at, "name", true, 64);
    if (!r.failed() && !isName(s.name)) {
        r.refuse(at + QStringLiteral(".name"),
                 PlanLoader::tr("step name \"%1\" must be lower-case letters, digits, '.' and '-'").arg(s.name));
    }
    s.title = r.text(o, at, "title", false);
    const QString kind = r.text(o, at, "kind", true, 32);
    const auto k = kindFrom(kind);
    if (!r.failed() && !k) {
        r.refuse(at + QStringLiteral(".kind"),
                 PlanLoader::tr("step %1: unknown kind \"%2\" (probe, recipe, audit or import)").arg(s.name, kind));
        return;
    }
    s.kind = k.value_or(PlanStepKind::Probe);
    switch (s.kind) {
        case PlanStepKind::Probe:
            s.target = r.text(o, at, "probe", true, 64);
            if (!r.failed() && !words.probes.contains(s.target)) {
                r.refuse(at + QStringLiteral(".probe"),
                         PlanLoader::tr("step %1: unknown probe \"%2\" (this Tierbench has %3)")
                             .arg(s.name, s.target, words.probes.join(QStringLiteral(", "))));
            }
            break;
        case PlanStepKind::Recipe:
            s.target = r.text(o, at, "recipe", true, 64);
            if (!r.failed() && !words.recipes.contains(s.target)) {
                r.refuse(at + QStringLiteral(".recipe"),
                         PlanLoader::tr("step %1: unknown recipe \"%2\" (this Tierbench has %3)")
                             .arg(s.name, s.target, words.recipes.join(QStringLiteral(", "))));
            }
            break;
        case PlanStepKind::Audit:
            s.target = r.text(o, at, "audit", true, 32);
            if (!r.failed() && s.target != QLatin1String("scheduler") && s.target != QLatin1String("nodes")) {
                r.refuse(at + QStringLiteral(".audit"),
                         PlanLoader::tr("step %1: an audit is \"scheduler\" or \"nodes\", not \"%2\"")
                             .arg(s.name, s.target));
            }
            break;
        case PlanStepKind::Import:
            s.target = r.text(o, at, "format", true, 64);
            s.path = r.text(o, at, "path", true, 255);
            if (!r.failed() && !words.importFormats.contains(s.target)) {
                r.refuse(at + QStringLiteral(".format"),
                         PlanLoader::tr("step %1: unknown import format \"%2\"").arg(s.name, s.target));
            }
            // A path in the engagement's folder on the node: never outside it, never a way into the node's other files.
            if (!r.failed() && (s.path.startsWith(u'/') || s.path.startsWith(u'~') ||
                                s.path.split(u'/').contains(QStringLiteral("..")))) {
                r.refuse(at + QStringLiteral(".path"),
                         PlanLoader::tr("step %1: the path must lie inside the engagement's folder").arg(s.name));
            }
            break;
    }
    s.args = r.words(o, at, "args");
    if (!r.failed() && !s.args.isEmpty()) {
        if (s.kind == PlanStepKind::Recipe) {
            if (auto tier = Recipe::tierOfArgs(s.args); !tier) {
                r.refuse(at + QStringLiteral(".args"), PlanLoader::tr("step %1: %2").arg(s.name, tier.error().message));
            }
        } else if (s.kind != PlanStepKind::Probe) {
            r.refuse(at + QStringLiteral(".args"),
                     PlanLoader::tr("step %1: only a probe or a recipe takes arguments").arg(s.name));
        } else if (const QStringList problems = ProbeArguments::problemsOfArgv(s.target, s.args); !problems.isEmpty()) {
            r.refuse(at + QStringLiteral(".args"), PlanLoader::tr("step %1: %2").arg(s.name, problems.first()));
        }
    }
    const QString scope = r.text(o, at, "scope", false, 32);
    if (!scope.isEmpty()) {
        const auto sc = scopeFrom(scope);
        if (!sc) {
            r.refuse(
                at + QStringLiteral(".scope"),
                PlanLoader::tr("step %1: unknown scope \"%2\" (once, each-node, each-pair, cluster or world-doubling)")
                    .arg(s.name, scope));
        }
        s.scope = sc.value_or(PlanScope::Once);
    }
    s.evidences = r.words(o, at, "evidences");
    for (qsizetype i = 0; i < s.evidences.size() && !r.failed(); ++i) {
        if (!items.contains(s.evidences[i])) {
            r.refuse(at + QStringLiteral(".evidences[%1]").arg(i),
                     PlanLoader::tr("step %1: the rubric has no item \"%2\"").arg(s.name, s.evidences[i].left(100)));
        }
    }
    if (const QJsonValue d = o.value(QStringLiteral("destructive")); !d.isUndefined()) {
        if (!d.isBool()) {
            r.refuse(at + QStringLiteral(".destructive"), PlanLoader::tr("\"destructive\" must be true or false"));
        }
        s.destructive = d.toBool();
    }
    s.expectedMin = r.whole(o, at, "expected_min", 5, 0, kMaxDeadlineMin);
    s.deadlineMin = r.whole(o, at, "deadline_min", std::max(30, 2 * s.expectedMin), 1, kMaxDeadlineMin);
    if (!r.failed() && s.deadlineMin < s.expectedMin) {
        r.refuse(at + QStringLiteral(".deadline_min"),
                 PlanLoader::tr("step %1: its deadline is shorter than the time it is expected to take").arg(s.name));
    }
}

}  // namespace

Result<PlanVocabulary> PlanVocabulary::current(QSqlDatabase& db) {
    PlanVocabulary v;
    for (const ProbeCatalog::Entry& e : ProbeCatalog::entries()) {
        v.probes << QString::fromLatin1(e.name);
    }
    const auto& book = RecipeBook::builtin();
    if (!book) {
        return book.error();
    }
    for (const Recipe& r : book->recipes()) {
        v.recipes << r.name;
    }
    v.importFormats = FormatDetector::formatNames();
    auto rubrics = RubricRepository(db).versions();
    if (!rubrics) {
        return rubrics.error();
    }
    for (const Rubric& header : *rubrics) {
        auto rubric = RubricRepository(db).load(header.version);
        if (!rubric) {
            return rubric.error();
        }
        QSet<QString>& items = v.rubricItems[rubric->version];
        for (const Criterion& c : rubric->criteria) {
            for (const CheckItem& i : c.items) {
                items.insert(i.key);
            }
        }
    }
    return v;
}

Result<EngagementPlan> PlanLoader::parse(const QByteArray& json, const PlanVocabulary& words, const QString& origin) {
    if (json.size() > kMaxBytes) {
        return makeError(ErrorCode::TooLarge, tr("A plan file is at most %1 KiB").arg(kMaxBytes / 1024));
    }
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        const QString where = tr("line %1").arg(JsonLineMap::lineOf(json, pe.offset));
        const QString why = pe.error != QJsonParseError::NoError ? pe.errorString() : tr("a plan is one JSON object");
        return makeError(ErrorCode::Parse,
                         origin.isEmpty() ? tr("The plan is not JSON: %1").arg(why)
                                          : tr("The plan %1 is not JSON: %2").arg(origin, why),
                         where);
    }
    const QJsonObject root = doc.object();
    Reader r(json, origin);
    EngagementPlan plan;
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
        r.refuse(QStringLiteral("format"),
                 tr("not a Tierbench plan (\"format\" must be \"%1\")").arg(QLatin1String(kFormat)));
    } else if (root.value(QStringLiteral("schema")).toInt(-1) != kSchema) {
        r.refuse(QStringLiteral("schema"),
                 tr("schema %1 is not one this Tierbench reads (it reads %2)")
                     .arg(root.value(QStringLiteral("schema")).toVariant().toString().left(20))
                     .arg(kSchema));
    }
    plan.name = r.text(root, QString(), "name", true, 64);
    if (!r.failed() && !isName(plan.name)) {
        r.refuse(QStringLiteral("name"),
                 tr("plan name \"%1\" must be lower-case letters, digits, '.' and '-'").arg(plan.name));
    }
    plan.version = r.text(root, QString(), "version", true, 32);
    plan.title = r.text(root, QString(), "title", true);
    plan.rubric = r.text(root, QString(), "rubric", true, 32);
    plan.source = r.text(root, QString(), "source", false, 2000);
    if (!r.failed() && !words.rubricItems.contains(plan.rubric)) {
        r.refuse(QStringLiteral("rubric"), tr("the database holds no rubric version \"%1\"").arg(plan.rubric));
    }
    if (const QJsonValue b = root.value(QStringLiteral("budget_node_hours")); !b.isUndefined()) {
        const double d = b.toDouble(-1);
        if (!b.isDouble() || !(d > 0) || d > kMaxBudgetNodeHours) {
            r.refuse(QStringLiteral("budget_node_hours"), tr("\"budget_node_hours\" must be a number above 0"));
        }
        plan.budgetNodeHours = d;
    }
    const QSet<QString> items = words.rubricItems.value(plan.rubric);
    const QJsonArray phases = root.value(QStringLiteral("phases")).toArray();
    if (!r.failed() && phases.isEmpty()) {
        r.refuse(QStringLiteral("phases"), tr("a plan needs at least one phase with steps"));
    }
    QSet<QString> stepNames, phaseNames;
    int count = 0;
    for (qsizetype i = 0; i < phases.size() && !r.failed(); ++i) {
        const QString at = QStringLiteral("phases[%1]").arg(i);
        const QJsonObject po = phases[i].toObject();
        PlanPhase phase;
        phase.name = r.text(po, at, "name", true, 64);
        phase.title = r.text(po, at, "title", false);
        if (!r.failed() && (!isName(phase.name) || phaseNames.contains(phase.name))) {
            r.refuse(at + QStringLiteral(".name"),
                     tr("phase name \"%1\" is not a name or is used twice").arg(phase.name));
        }
        phaseNames.insert(phase.name);
        const QJsonArray steps = po.value(QStringLiteral("steps")).toArray();
        if (!r.failed() && steps.isEmpty()) {
            r.refuse(at, tr("phase %1 has no steps").arg(phase.name));
        }
        for (qsizetype j = 0; j < steps.size() && !r.failed(); ++j) {
            const QString sat = at + QStringLiteral(".steps[%1]").arg(j);
            if (!steps[j].isObject()) {
                r.refuse(sat, tr("a step is a JSON object"));
                break;
            }
            if (++count > kMaxSteps) {
                r.refuse(sat, tr("a plan has at most %1 steps").arg(kMaxSteps));
                break;
            }
            PlanStep s;
            s.phase = phase.name;
            readStep(r, steps[j].toObject(), sat, words, items, s);
            if (!r.failed() && stepNames.contains(s.name)) {
                r.refuse(sat + QStringLiteral(".name"), tr("step name \"%1\" is used twice").arg(s.name));
            }
            stepNames.insert(s.name);
            s.line = r.line(sat);
            phase.steps << s;
        }
        plan.phases << phase;
    }
    if (r.failed()) {
        return r.error();
    }
    plan.text = json;
    return plan;
}

Result<EngagementPlan> PlanLoader::loadFile(const QString& path, const PlanVocabulary& words) {
    QFile f(path);
    if (QFileInfo(path).size() > kMaxBytes) {
        return makeError(ErrorCode::TooLarge, tr("A plan file is at most %1 KiB: %2").arg(kMaxBytes / 1024).arg(path));
    }
    if (!f.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::NotFound, tr("Cannot read the plan %1: %2").arg(path, f.errorString()));
    }
    return parse(f.read(kMaxBytes + 1), words, QFileInfo(path).fileName());
}

QStringList PlanLoader::builtinNames() {
    QStringList names;
    for (const QString& f :
         QDir(QStringLiteral(":/plans")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        names << f.chopped(5);
    }
    return names;
}

QString PlanLoader::builtinPath(const QString& name) {
    return QStringLiteral(":/plans/%1.json").arg(name);
}

Result<EngagementPlan> PlanLoader::find(const QString& nameOrPath, const PlanVocabulary& words) {
    if (builtinNames().contains(nameOrPath)) {
        return loadFile(builtinPath(nameOrPath), words);
    }
    if (nameOrPath.contains(u'/') || nameOrPath.endsWith(QLatin1String(".json"))) {
        return loadFile(nameOrPath, words);
    }
    return makeError(ErrorCode::NotFound, tr("No plan named \"%1\" (Tierbench ships %2; or give a file's path)")
                                              .arg(nameOrPath.left(100), builtinNames().join(QStringLiteral(", "))));
}

}  // namespace tb::core
