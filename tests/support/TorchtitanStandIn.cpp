#include "tests/support/TorchtitanStandIn.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>

namespace tb::test {

namespace {
constexpr QFileDevice::Permissions kReadable =
    QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
constexpr QFileDevice::Permissions kOpen =
    kReadable | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;
}  // namespace

TorchtitanStandIn::TorchtitanStandIn(bool withConfig) {
    const QString source =
        qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/tests/probes/fixtures/torchtitan-standin");
    if (!m_dir.isValid() || !QFileInfo(source).isDir() || !QFile::setPermissions(m_dir.path(), kOpen)) {
        return;
    }
    QDirIterator it(source, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString from = it.next();
        const QString rel = QDir(source).relativeFilePath(from);
        const QString to = m_dir.filePath(rel);
        if (it.fileInfo().isDir()) {
            if (!QDir().mkpath(to) || !QFile::setPermissions(to, kOpen)) {
                return;
            }
        } else if (withConfig || !rel.endsWith(QLatin1String("llama3_8b.toml"))) {
            if (!QFile::copy(from, to) ||
                !QFile::setPermissions(to, rel.startsWith(QLatin1String("bin/")) ? kOpen : kReadable)) {
                return;
            }
        }
    }
    m_valid = QFileInfo(binDir() + QStringLiteral("/torchrun")).isExecutable() &&
              QFileInfo::exists(m_dir.filePath(QStringLiteral("torchtitan/train.py")));
}

}  // namespace tb::test
