#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace tb::core {

struct FindingRecord;

// What decides between a prebuilt probe bundle and building the sources on the node: C library, GPU driver,
// compilers. Filled from a short shell query (factsCommand) or from tb-node's stored facts.
struct NodeFacts {
    QString arch;        // uname -m
    int glibcMajor = 0;  // 0: unknown (musl, or not found)
    int glibcMinor = 0;
    int nvidiaDriverMajor = 0;  // 0: no NVIDIA driver
    bool amdGpu = false;
    bool haveCxx = false, haveCmake = false, haveNvcc = false, haveHipcc = false;

    // One line per fact, `key=value`; parse() reads it. Only POSIX sh and common tools.
    static QString factsCommand();
    static NodeFacts parse(const QByteArray& output);
    // tb-node's facts (driver.nvidia, driver.amdgpu) refine what the shell query found.
    void mergeFindings(const QVector<FindingRecord>& findings);

    bool glibcAtLeast(int major, int minor) const {
        return glibcMajor > major || (glibcMajor == major && glibcMinor >= minor);
    }
};

// Prebuilt where it fits, else the node's own toolchain (docs/DESIGN.md, "Deploy").
struct DeployPlan {
    enum class Kind { Prebuilt, BuildOnNode, Impossible };
    Kind kind = Kind::Impossible;
    QString reason;  // one sentence for the log and the run panel

    // prebuiltArch: the architecture of the prebuilt bundle (empty: none available). needsCuda13: the prebuilt
    // bundle holds CUDA 13 probes, which need driver 580 or later.
    static DeployPlan choose(const NodeFacts& facts, const QString& prebuiltArch, bool needsCuda13);

    Q_DECLARE_TR_FUNCTIONS(DeployPlan)
};

}  // namespace tb::core
