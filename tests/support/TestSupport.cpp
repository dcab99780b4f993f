#include "tests/support/TestSupport.h"

#include <QDir>
#include <QFileInfo>

namespace tb::test {

QString sourceDir() {
    return qEnvironmentVariable("TB_SOURCE_DIR", QStringLiteral(".."));
}

QString sharedDir() {
    const QString dir = qEnvironmentVariable("TB_SHARED_DIR");
    return !dir.isEmpty() && QFileInfo(dir).isDir() ? QDir(dir).canonicalPath() : QString();
}

}  // namespace tb::test
