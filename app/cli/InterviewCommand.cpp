// tierbench-cli interview add (issue 12.12): a customer interview from a script, with its sentiment per criterion,
// saved through the workbench's use case and audited under the Preferences' reviewer name.
#include "app/cli/CliSupport.h"
#include "core/domain/Interview.h"
#include "core/domain/OrgType.h"
#include "core/store/ProviderRepository.h"
#include "core/usecase/InterviewWorkflow.h"

#include <QDate>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kInterviewSynopsis = QStringLiteral(
    "interview add --provider NAME --date YYYY-MM-DD --role ROLE [--org-type KEY] [--channel C] [--consent] "
    "[--name NAME] [--notes TEXT] [--tag T]... [--sentiment CRITERION=-2..2]... [--json]");

int runInterview(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const bool consent = takeFlag(args, QStringLiteral("--consent"));
    if (args.isEmpty() || args.takeFirst() != QLatin1String("add")) {
        return usageError(ctx, Cli::tr("interview needs add."), kInterviewSynopsis);
    }
    std::optional<QString> provider, date, role, orgType, channel, name, notes;
    const std::pair<const char*, std::optional<QString>*> options[] = {
        {"--provider", &provider}, {"--date", &date}, {"--role", &role},  {"--org-type", &orgType},
        {"--channel", &channel},   {"--name", &name}, {"--notes", &notes}};
    for (const auto& [option, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(option));
        if (!v) {
            return usageError(ctx, v.error().message, kInterviewSynopsis);
        }
        *slot = *v;
    }
    auto tags = takeAll(args, QStringLiteral("--tag"));
    auto sentiments = takeAll(args, QStringLiteral("--sentiment"));
    if (!tags || !sentiments) {
        return usageError(ctx, (!tags ? tags.error() : sentiments.error()).message, kInterviewSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kInterviewSynopsis);
    }
    if (!provider || !date || !role) {
        return usageError(ctx, Cli::tr("interview add needs --provider, --date and --role."), kInterviewSynopsis);
    }
    core::Interview interview;
    interview.heldOn = QDate::fromString(*date, Qt::ISODate);
    interview.role = *role;
    interview.consent = consent;
    interview.channel = channel.value_or(QString());
    interview.intervieweeName = name.value_or(QString());
    interview.notesHtml = notes ? notes->toHtmlEscaped() : QString();
    interview.tags = *tags;
    if (orgType) {
        const auto t = core::orgTypeFromKey(*orgType);
        if (!t) {
            return usageError(ctx, Cli::tr("Unknown --org-type %1.").arg(*orgType), kInterviewSynopsis);
        }
        interview.orgType = *t;
    }
    for (const QString& s : *sentiments) {
        const qsizetype eq = s.indexOf(u'=');
        bool ok = false;
        const int value = eq > 0 ? s.mid(eq + 1).toInt(&ok) : 0;
        if (!ok) {
            return usageError(ctx, Cli::tr("--sentiment takes CRITERION=-2..2, not %1.").arg(s), kInterviewSynopsis);
        }
        interview.sentiment.insert(s.left(eq), value);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kInterviewSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString actor = cliActor();
    auto id = store->run([&](QSqlDatabase& db) -> core::Result<qint64> {
        auto p = core::ProviderRepository(db).findByName(*provider);
        if (!p) {
            return p.error();
        }
        interview.providerId = p->id;
        if (auto st = interview.validate(); !st) {  // the field named in the detail
            return st.error();
        }
        return core::InterviewWorkflow(db).save(interview, actor);
    });
    if (!id) {
        return reportError(ctx, id.error());
    }
    if (json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("id"), *id}});
    } else {
        ctx.out << Cli::tr("Interview %1 added.").arg(*id) << Qt::endl;
    }
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("interview"), kInterviewSynopsis,
               Cli::tr("Record a customer interview with its sentiment per criterion."), runInterview);

}  // namespace tb::cli
