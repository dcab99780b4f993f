#pragma once

#include <QSqlDatabase>

// Evaluates the expression as one job on the store's storage thread, where `db` names the connection, and returns
// its value to the test thread. Assert on what comes back: a QVERIFY inside a store job only returns from the job,
// QtTest never hears of it and the test passes (tests/lint/check_store_job_asserts.py refuses that). `store` is a
// Store pointer; the expression may hold commas.
//
//     const auto id = TB_DB(m_store, ProviderRepository(db).add(p, kActor));
//     QVERIFY(id.ok());
#define TB_DB(store, ...) (store)->run([&](QSqlDatabase& db) { return (__VA_ARGS__); })
