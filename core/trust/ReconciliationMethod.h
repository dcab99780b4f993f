#pragma once

#include <QCoreApplication>
#include <QString>

namespace tb::core {

// The ways a criterion's final score is reconciled (ScoreSheets::methods(): discussion, median, mean, lead). The key
// is what the database stores and the CLI takes; name() is what a reader sees, in the language shown, so a
// translated sentence never carries the English key.
class ReconciliationMethod {
    Q_DECLARE_TR_FUNCTIONS(ReconciliationMethod)

public:
    // An unknown key (a newer program's, or edited by hand) as stored.
    static QString name(const QString& key);
};

}  // namespace tb::core
