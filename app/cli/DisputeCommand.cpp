// tierbench-cli dispute: a provider's disputes (docs/disputes.md) imported, listed and decided.
#include "app/cli/CliSupport.h"
#include "app/cli/TerminalText.h"
#include "core/store/ProviderRepository.h"
#include "core/usecase/DisputeWorkflow.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral(
    "dispute import --provider NAME FILE [--json] | dispute list [--provider NAME] [--json] | dispute accept|reject "
    "ID --reason TEXT [--json]");

QJsonObject toJson(const core::Dispute& d) {
    return {{QStringLiteral("id"), double(d.id)},
            {QStringLiteral("evaluation_id"), double(d.evaluationId)},
            {QStringLiteral("item"), d.itemKey},
            {QStringLiteral("item_title"), d.itemTitle},
            {QStringLiteral("claim"), d.claim},
            {QStringLiteral("requested_verdict"), d.requestedVerdict},
            {QStringLiteral("evidence"), d.evidenceText},
            {QStringLiteral("attachment"), d.attachmentName},
            {QStringLiteral("attachment_sha256"), d.attachmentSha256},
            {QStringLiteral("contact"), d.contact},
            {QStringLiteral("state"), core::Dispute::stateKey(d.state)},
            {QStringLiteral("reasoning"), d.reasoning},
            {QStringLiteral("decided_by"), d.decidedBy},
            {QStringLiteral("decided_at"), d.decidedAt},
            {QStringLiteral("received_at"), d.receivedAt},
            {QStringLiteral("row_version"), double(d.rowVersion)}};
}

int runImport(CliContext& ctx, QStringList args, bool json) {
    auto provider = takeOption(args, QStringLiteral("--provider"));
    if (!provider) {
        return usageError(ctx, provider.error().message, kSynopsis);
    }
    if (!provider->has_value() || args.size() != 1) {
        return usageError(ctx, Cli::tr("dispute import needs --provider NAME and the file."), kSynopsis);
    }
    const QString path = args.first();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return reportError(
            ctx, core::makeError(core::ErrorCode::NotFound, Cli::tr("Cannot read %1: %2").arg(path, f.errorString())));
    }
    // Never more than the format allows into memory: a larger file is refused by its size, unread.
    if (f.size() > core::DisputeFile::kMaxFile) {
        return reportError(
            ctx, core::makeError(core::ErrorCode::TooLarge, Cli::tr("%1 is larger than a dispute file may be (%2 MiB).")
                                                                .arg(path)
                                                                .arg(core::DisputeFile::kMaxFile >> 20)));
    }
    const QByteArray bytes = f.read(core::DisputeFile::kMaxFile + 1);
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString name = **provider;
    const QString actor = cliActor();
    auto ids = store->run([&](QSqlDatabase& db) {
        return core::DisputeWorkflow(db).import(name, bytes, QFileInfo(path).fileName(), actor);
    });
    if (!ids) {
        return reportError(ctx, ids.error());
    }
    if (json) {
        QJsonArray list;
        for (qint64 id : *ids) {
            list.append(double(id));
        }
        printJson(ctx.out, QJsonObject{{QStringLiteral("provider"), name}, {QStringLiteral("ids"), list}});
    } else {
        ctx.out << Cli::tr("Imported %n dispute(s) for %1; they are open.", nullptr, int(ids->size())).arg(name)
                << Qt::endl;
    }
    return Ok;
}

int runList(CliContext& ctx, QStringList args, bool json) {
    auto provider = takeOption(args, QStringLiteral("--provider"));
    if (!provider) {
        return usageError(ctx, provider.error().message, kSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    auto list = store->run([&](QSqlDatabase& db) -> core::Result<QList<core::Dispute>> {
        qint64 id = 0;
        if (provider->has_value()) {
            auto p = core::ProviderRepository(db).findByName(**provider);
            if (!p) {
                return p.error();
            }
            id = p->id;
        }
        return core::DisputeWorkflow(db).list(id);
    });
    if (!list) {
        return reportError(ctx, list.error());
    }
    if (json) {
        QJsonArray out;
        for (const core::Dispute& d : *list) {
            out.append(toJson(d));
        }
        printJson(ctx.out, out);
        return Ok;
    }
    for (const core::Dispute& d : *list) {
        ctx.out << d.id << "  " << core::Dispute::stateKey(d.state).leftJustified(8) << "  " << oneLine(d.itemKey)
                << "  " << oneLine(d.claim.left(80));
        if (!d.requestedVerdict.isEmpty()) {
            ctx.out << "  (asks: " << oneLine(d.requestedVerdict) << ')';
        }
        if (!d.reasoning.isEmpty()) {
            ctx.out << "\n      " << oneLine(d.decidedBy) << ": " << oneLine(d.reasoning.left(200));
        }
        ctx.out << '\n';
    }
    ctx.out.flush();
    return Ok;
}

int runDecide(CliContext& ctx, QStringList args, bool json, bool accept) {
    auto reason = takeOption(args, QStringLiteral("--reason"));
    if (!reason) {
        return usageError(ctx, reason.error().message, kSynopsis);
    }
    bool ok = false;
    const qint64 id = args.size() == 1 ? args.first().toLongLong(&ok) : 0;
    if (!ok || id <= 0 || !reason->has_value()) {
        return usageError(ctx, Cli::tr("dispute accept|reject needs the dispute's ID and --reason TEXT."), kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString actor = cliActor();
    const QString why = **reason;
    auto decided = store->run([&](QSqlDatabase& db) -> core::Result<core::Dispute> {
        core::DisputeWorkflow disputes(db);
        auto st = accept ? disputes.accept(id, why, actor) : disputes.reject(id, why, actor);
        if (!st) {
            return st.error();
        }
        return disputes.get(id);
    });
    if (!decided) {
        return reportError(ctx, decided.error());
    }
    if (json) {
        printJson(ctx.out, toJson(*decided));
    } else {
        ctx.out << Cli::tr("Dispute %1 is %2.").arg(id).arg(core::Dispute::stateKey(decided->state)) << Qt::endl;
    }
    return Ok;
}

int runDispute(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const QString sub = args.isEmpty() ? QString() : args.takeFirst();
    if (sub == QLatin1String("import")) {
        return runImport(ctx, args, json);
    }
    if (sub == QLatin1String("list")) {
        return runList(ctx, args, json);
    }
    if (sub == QLatin1String("accept") || sub == QLatin1String("reject")) {
        return runDecide(ctx, args, json, sub == QLatin1String("accept"));
    }
    return usageError(ctx, Cli::tr("dispute needs import, list, accept or reject."), kSynopsis);
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("dispute"), kSynopsis,
               Cli::tr("Import a provider's disputes, list them, and accept or reject one with the reasoning."),
               runDispute);

}  // namespace tb::cli
