// Writes providers in a loop of transactions until killed, printing each committed id on its own line, flushed
// right after the commit returns. tst_StoreCrash kills it with SIGKILL and then checks that every printed id
// survived and the file is intact.
//
// Usage: tb_store_writer DB_PATH
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace tb::core;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: tb_store_writer DB_PATH\n");
        return 2;
    }
    auto store = Store::open(QString::fromLocal8Bit(argv[1]));
    if (!store) {
        std::fprintf(stderr, "open failed: %s\n", qPrintable(store.error().toString()));
        return 4;
    }
    // A large note makes each transaction write several pages, so the kill lands inside one more often.
    const QString filler(4000, u'x');
    for (int i = 0;; ++i) {
        auto id = (*store)->run([&](QSqlDatabase& db) {
            Provider p;
            p.name = QStringLiteral("writer-%1-%2").arg(QCoreApplication::applicationPid()).arg(i);
            p.notes = filler;
            return ProviderRepository(db).add(p, QStringLiteral("writer"));
        });
        if (!id) {
            std::fprintf(stderr, "write failed: %s\n", qPrintable(id.error().toString()));
            return 1;
        }
        std::printf("%lld\n", static_cast<long long>(*id));
        std::fflush(stdout);
    }
}
