#include "core/run/Deployer.h"

#include "core/session/RemoteCommand.h"
#include "core/session/ShellQuote.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>

namespace tb::core {

Deployer::Deployer(RemoteConnection& connection, Options options) : m_conn(connection), m_options(std::move(options)) {}

Result<DeployResult> Deployer::deploy(const ProbeBundle& sources, const ProbeBundle* prebuilt,
                                      const CancelToken& cancel, const std::function<void(const QString&)>& log) {
    auto factsOut = RemoteCommand::capture(m_conn, NodeFacts::factsCommand(), 64 * 1024, 60);
    if (!factsOut) {
        return factsOut.error();
    }
    const NodeFacts facts = NodeFacts::parse(factsOut->out);
    const DeployPlan plan = DeployPlan::choose(facts, prebuilt ? prebuilt->arch : QString(), false);
    if (log) {
        log(plan.reason);
    }
    if (plan.kind == DeployPlan::Kind::Impossible) {
        return makeError(ErrorCode::Unsupported, plan.reason);
    }
    auto result = deployBundle(plan.kind == DeployPlan::Kind::Prebuilt ? *prebuilt : sources, cancel, log);
    if (result) {
        result->plan = plan;
    }
    return result;
}

Result<DeployResult> Deployer::deployBundle(const ProbeBundle& bundle, const CancelToken& cancel,
                                            const std::function<void(const QString&)>& log) {
    QElapsedTimer timer;
    timer.start();
    DeployResult r;
    r.hash = bundle.hash;
    r.bundleDir = m_options.remoteDir + QStringLiteral("/bundles/") + bundle.hash;
    r.binDir = r.bundleDir + (bundle.kind == ProbeBundle::Kind::Sources ? QStringLiteral("/build") : QString());
    const QString dir = ShellQuote::path(r.bundleDir);
    const QString marker = ShellQuote::path(r.bundleDir + QStringLiteral("/.tb-ready"));

    auto check = RemoteCommand::capture(m_conn, QStringLiteral("cat -- %1 2>/dev/null").arg(marker), 4096, 30);
    if (!check) {
        return check.error();
    }
    if (check->exitCode == 0 && check->out.trimmed() == bundle.hash.toLatin1()) {
        r.cached = true;
        r.seconds = timer.nsecsElapsed() / 1e9;
        if (log) {
            log(tr("bundle %1 already on the node").arg(bundle.hash.left(12)));
        }
        return r;
    }

    QTemporaryDir local;
    if (!local.isValid()) {
        return makeError(ErrorCode::Io, tr("No temporary folder for the bundle archive"));
    }
    const QString archive = local.filePath(QStringLiteral("bundle.tar"));
    if (auto st = bundle.writeArchive(archive); !st) {
        return st.error();
    }
    // Each deploy uploads under its own name: two deploys of one bundle at once must not share (and delete) one
    // archive.
    const QString remoteTar =
        m_options.remoteDir + QStringLiteral("/bundles/") + bundle.hash +
        QStringLiteral(".%1.tar").arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
    if (log) {
        log(tr("sending bundle %1 (%2 files, %3 bytes)")
                .arg(bundle.hash.left(12))
                .arg(bundle.files.size())
                .arg(bundle.totalBytes));
    }
    auto up = m_conn.upload(archive, remoteTar, m_options.uploadChannels, cancel);
    if (!up) {
        return up.error();
    }
    r.upload = *up;
    if (log) {
        log(tr("sent and verified %1 MB in %2 s over %n channel(s)", nullptr, up->channels)
                .arg(up->bytesSent / 1e6, 0, 'f', 1)
                .arg(up->seconds, 0, 'f', 2));
    }
    const QString staging = ShellQuote::path(r.bundleDir + QStringLiteral(".staging"));
    const QString tar = ShellQuote::path(remoteTar);
    // One deploy of a bundle at a time on the node (issue 13.9: two first deploys at once removed each other's
    // staging folder). flock where the node has it (the kernel drops the lock when its holder dies); else a mkdir
    // lock, taken over when older than the build timeout (its holder was killed). Under the lock the marker is
    // read again: a deploy that waited finds the other's work done and only removes its own archive.
    QString script =
        QStringLiteral(
            "L=%1; if command -v flock >/dev/null 2>&1; then exec 9>\"$L\"; flock 9; else "
            "n=0; until mkdir -- \"$L.d\" 2>/dev/null; do n=$((n+1)); if [ $n -gt %4 ]; then rm -rf -- \"$L.d\"; "
            "n=0; fi; sleep 1; done; trap 'rmdir -- \"$L.d\" 2>/dev/null' EXIT; fi; "
            "if [ \"$(head -n 1 %2/.tb-ready 2>/dev/null)\" = %3 ]; then rm -f -- %5; exit 0; fi; ")
            .arg(ShellQuote::path(r.bundleDir + QStringLiteral(".lock")), dir, ShellQuote::quote(bundle.hash))
            .arg(m_options.buildTimeoutS)
            .arg(tar);
    script += QStringLiteral("set -e; rm -rf -- %1 %2; mkdir -p -- %1; tar -xf %3 -C %1; rm -f -- %3; ")
                  .arg(staging, dir, tar);
    if (bundle.kind == ProbeBundle::Kind::Sources) {
        r.built = true;
        // Configure and build inside the staging folder; the binaries do not depend on where the folder ends up.
        script += QStringLiteral(
                      "cd -- %1; cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DPROBES_CUDA=%2 "
                      "-DPROBES_HIP=%3 >build.log 2>&1 || { tail -n 40 build.log >&2; exit 5; }; "
                      "cmake --build build -j \"$(nproc 2>/dev/null || echo 2)\" >>build.log 2>&1 || "
                      "{ tail -n 40 build.log >&2; exit 5; }; cd - >/dev/null; ")
                      .arg(staging, ShellQuote::quote(m_options.probesCuda), ShellQuote::quote(m_options.probesHip));
        if (log) {
            log(tr("building the probes on the node"));
        }
    }
    // The lock file stays: removing it would let a later deploy lock a new file while a waiter holds the old one.
    script += QStringLiteral("printf '%s\\n' %1 > %2/.tb-ready; mv -- %2 %3")
                  .arg(ShellQuote::quote(bundle.hash), staging, dir);
    auto done = RemoteCommand::capture(m_conn, script, 256 * 1024, m_options.buildTimeoutS);
    if (!done) {
        return done.error();
    }
    if (done->exitCode != 0) {
        return makeError(done->exitCode == 5 ? ErrorCode::ProbeFailed : ErrorCode::Io,
                         done->exitCode == 5 ? tr("Building the probes on the node failed")
                                             : tr("Unpacking the bundle on the node failed"),
                         QString::fromUtf8(done->err.right(4000)));
    }
    r.seconds = timer.nsecsElapsed() / 1e9;
    if (log) {
        log(tr("bundle ready in %1 s").arg(r.seconds, 0, 'f', 1));
    }
    return r;
}

}  // namespace tb::core
