#include "core/run/NodeFacts.h"

#include "core/domain/FindingKind.h"
#include "core/domain/FindingRecord.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tb::core {

QString NodeFacts::factsCommand() {
    // Each probe is independent and never fails the whole command.
    return QStringLiteral(
        "echo \"arch=$(uname -m)\"; "
        "echo \"glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null || ldd --version 2>/dev/null | head -n1)\"; "
        "if [ -r /proc/driver/nvidia/version ]; then echo \"nvidia=$(head -n1 /proc/driver/nvidia/version)\"; fi; "
        "if [ -d /sys/module/amdgpu ]; then echo amdgpu=1; fi; "
        "for t in g++ c++ cmake nvcc hipcc; do if command -v $t >/dev/null 2>&1; then echo \"have=$t\"; "
        "elif [ $t = nvcc ] && [ -x /usr/local/cuda/bin/nvcc ]; then echo have=nvcc; "
        "elif [ $t = hipcc ] && [ -x /opt/rocm/bin/hipcc ]; then echo have=hipcc; fi; done; true");
}

NodeFacts NodeFacts::parse(const QByteArray& output) {
    NodeFacts f;
    static const QRegularExpression glibcRe(QStringLiteral("(\\d+)\\.(\\d+)"));
    static const QRegularExpression nvidiaRe(QStringLiteral("Kernel Module\\s+(?:for\\s+\\S+\\s+)?(\\d+)\\.(\\d+)"));
    for (const QByteArray& raw : output.split('\n')) {
        const QString line = QString::fromUtf8(raw.left(4096)).trimmed();
        const qsizetype eq = line.indexOf(u'=');
        if (eq <= 0) {
            continue;
        }
        const QString key = line.left(eq);
        const QString value = line.mid(eq + 1);
        if (key == QStringLiteral("arch")) {
            f.arch = value;
        } else if (key == QStringLiteral("glibc")) {
            if (value.contains(QStringLiteral("musl"), Qt::CaseInsensitive)) {
                continue;
            }
            const auto m = glibcRe.match(value);
            if (m.hasMatch()) {
                f.glibcMajor = m.captured(1).toInt();
                f.glibcMinor = m.captured(2).toInt();
            }
        } else if (key == QStringLiteral("nvidia")) {
            const auto m = nvidiaRe.match(value);
            if (m.hasMatch()) {
                f.nvidiaDriverMajor = m.captured(1).toInt();
            }
        } else if (key == QStringLiteral("amdgpu")) {
            f.amdGpu = true;
        } else if (key == QStringLiteral("have")) {
            if (value == QStringLiteral("g++") || value == QStringLiteral("c++")) {
                f.haveCxx = true;
            } else if (value == QStringLiteral("cmake")) {
                f.haveCmake = true;
            } else if (value == QStringLiteral("nvcc")) {
                f.haveNvcc = true;
            } else if (value == QStringLiteral("hipcc")) {
                f.haveHipcc = true;
            }
        }
    }
    return f;
}

void NodeFacts::mergeFindings(const QVector<FindingRecord>& findings) {
    static const QRegularExpression versionRe(QStringLiteral("^(\\d+)\\."));
    for (const FindingRecord& r : findings) {
        if (!isFact(r)) {
            continue;
        }
        if (r.key == QStringLiteral("driver.nvidia")) {
            const auto m = versionRe.match(r.value);
            if (m.hasMatch()) {
                nvidiaDriverMajor = m.captured(1).toInt();
            }
        } else if (r.key == QStringLiteral("driver.amdgpu") && !r.value.isEmpty()) {
            amdGpu = true;
        }
    }
}

DeployPlan DeployPlan::choose(const NodeFacts& facts, const QString& prebuiltArch, bool needsCuda13) {
    DeployPlan plan;
    QString whyNotPrebuilt;
    if (prebuiltArch.isEmpty()) {
        whyNotPrebuilt = tr("no prebuilt bundle is configured");
    } else if (!facts.arch.isEmpty() && facts.arch != prebuiltArch) {
        whyNotPrebuilt = tr("the node is %1, the prebuilt bundle %2").arg(facts.arch, prebuiltArch);
    } else if (!facts.glibcAtLeast(2, 34)) {
        whyNotPrebuilt = facts.glibcMajor == 0 ? tr("the node's C library is not glibc or unknown")
                                               : tr("the node has glibc %1.%2, prebuilt binaries need 2.34")
                                                     .arg(facts.glibcMajor)
                                                     .arg(facts.glibcMinor);
    } else if (needsCuda13 && facts.nvidiaDriverMajor > 0 && facts.nvidiaDriverMajor < 580) {
        whyNotPrebuilt = tr("driver %1 is older than 580, which CUDA 13 probes need").arg(facts.nvidiaDriverMajor);
    }
    if (whyNotPrebuilt.isEmpty()) {
        plan.kind = Kind::Prebuilt;
        plan.reason = tr("prebuilt bundle fits (glibc %1.%2)").arg(facts.glibcMajor).arg(facts.glibcMinor);
        return plan;
    }
    if (facts.haveCxx && facts.haveCmake) {
        plan.kind = Kind::BuildOnNode;
        QString gpu;
        if (facts.nvidiaDriverMajor > 0) {
            gpu = facts.haveNvcc ? tr(", CUDA probes with the node's nvcc") : tr(", without CUDA probes (no nvcc)");
        } else if (facts.amdGpu) {
            gpu = facts.haveHipcc ? tr(", HIP probes with the node's hipcc") : tr(", without HIP probes (no hipcc)");
        }
        plan.reason = tr("building the sources on the node (%1)%2").arg(whyNotPrebuilt, gpu);
        return plan;
    }
    plan.kind = Kind::Impossible;
    plan.reason = tr("cannot deploy: %1, and the node lacks %2")
                      .arg(whyNotPrebuilt, !facts.haveCxx ? QStringLiteral("g++") : QStringLiteral("cmake"));
    return plan;
}

}  // namespace tb::core
