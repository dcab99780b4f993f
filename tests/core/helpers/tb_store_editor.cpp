// A second workbench in its own process, for the team-database tests (issue 16): it opens the same database and
// edits as a person would, so the tests see what another analyst's process does, not another Store of theirs.
//
//   tb_store_editor DB verdict EVALUATION_ID CHECK_ITEM_ID ACTOR
//       reads the verdict, prints "read VERSION", waits for a line on stdin, then sets the verdict to `pass` naming
//       the version it read: prints "saved" (exit 0) or "conflict MESSAGE" (exit 3).
//   tb_store_editor DB provider-add NAME
//       adds a provider, prints its id.
//   tb_store_editor DB provider-touch ID
//       for each line on stdin: updates the provider's notes and prints CLOCK_MONOTONIC in nanoseconds taken right
//       after the commit returned (the live-update benchmark's start mark).
//   tb_store_editor DB provider-add-each
//       for each line on stdin: adds a provider named by the line and prints CLOCK_MONOTONIC in nanoseconds taken
//       right after the commit returned (the start mark of the benchmark's commit-to-repainted-list figure).
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RowVersion.h"
#include "core/store/Store.h"

#include <QCoreApplication>

#include <cstdio>
#include <iostream>
#include <string>

#include <time.h>

using namespace tb::core;

namespace {
long long monotonicNs() {
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<long long>(ts.tv_sec) * 1000000000LL + ts.tv_nsec;
}
}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        std::fprintf(stderr,
                     "usage: tb_store_editor DB (verdict EVAL ITEM ACTOR | provider-add NAME | "
                     "provider-touch ID | provider-add-each)\n");
        return 2;
    }
    auto opened = Store::open(args[1]);
    if (!opened) {
        std::fprintf(stderr, "open failed: %s\n", qPrintable(opened.error().toString()));
        return 4;
    }
    std::shared_ptr<Store> store = *opened;
    const QString mode = args[2];
    if (mode == QLatin1String("verdict") && args.size() == 6) {
        const qint64 evaluation = args[3].toLongLong();
        const qint64 item = args[4].toLongLong();
        const QString actor = args[5];
        auto read = store->run([&](QSqlDatabase& db) { return EvaluationRepository(db).verdict(evaluation, item); });
        if (!read) {
            std::fprintf(stderr, "read failed: %s\n", qPrintable(read.error().toString()));
            return 1;
        }
        std::printf("read %lld\n", static_cast<long long>(read->rowVersion));
        std::fflush(stdout);
        std::string line;
        std::getline(std::cin, line);
        auto saved = store->run([&](QSqlDatabase& db) {
            return EvaluationRepository(db).setVerdict(
                evaluation, item, Verdict::Pass, QStringLiteral("seen by %1").arg(actor), actor, read->rowVersion);
        });
        if (!saved) {
            const bool conflict = RowVersion::isConflict(saved.error());
            std::printf("%s %s\n", conflict ? "conflict" : "error", qPrintable(saved.error().message));
            std::fflush(stdout);
            return conflict ? 3 : 1;
        }
        std::printf("saved\n");
        return 0;
    }
    if (mode == QLatin1String("provider-add") && args.size() == 4) {
        auto id = store->run([&](QSqlDatabase& db) {
            Provider p;
            p.name = args[3];
            return ProviderRepository(db).add(p, QStringLiteral("editor"));
        });
        if (!id) {
            std::fprintf(stderr, "add failed: %s\n", qPrintable(id.error().toString()));
            return 1;
        }
        std::printf("%lld\n", static_cast<long long>(*id));
        return 0;
    }
    if (mode == QLatin1String("provider-touch") && args.size() == 4) {
        const qint64 id = args[3].toLongLong();
        std::string line;
        for (int i = 0; std::getline(std::cin, line); ++i) {
            auto st = store->run([&](QSqlDatabase& db) -> Status {
                ProviderRepository repo(db);
                auto p = repo.get(id);
                if (!p) {
                    return p.error();
                }
                p->notes = QStringLiteral("touch %1").arg(i);
                return repo.update(*p, QStringLiteral("editor"));
            });
            if (!st) {
                std::fprintf(stderr, "update failed: %s\n", qPrintable(st.error().toString()));
                return 1;
            }
            std::printf("%lld\n", monotonicNs());
            std::fflush(stdout);
        }
        return 0;
    }
    if (mode == QLatin1String("provider-add-each") && args.size() == 3) {
        std::string line;
        while (std::getline(std::cin, line)) {
            auto id = store->run([&](QSqlDatabase& db) {
                Provider p;
                p.name = QString::fromStdString(line);
                return ProviderRepository(db).add(p, QStringLiteral("editor"));
            });
            if (!id) {
                std::fprintf(stderr, "add failed: %s\n", qPrintable(id.error().toString()));
                return 1;
            }
            std::printf("%lld\n", monotonicNs());
            std::fflush(stdout);
        }
        return 0;
    }
    std::fprintf(stderr, "unknown mode\n");
    return 2;
}
