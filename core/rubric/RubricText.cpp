#include "core/rubric/RubricText.h"

#include <QCoreApplication>

namespace tb::core {

QString RubricText::text(const QString& stored) {
    if (stored.isEmpty()) {
        return stored;
    }
    // The stored English is the message's source text; without a translator (the CLI) translate() returns it.
    return QCoreApplication::translate(kContext, stored.toUtf8().constData());
}

}  // namespace tb::core
