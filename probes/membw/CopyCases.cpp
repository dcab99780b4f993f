#include "CopyCases.h"

#include "CopySweep.h"

namespace tbp {

namespace {

// One direction between host and device, or within a device, measured on every device in turn.
class PerDeviceCopy : public MeasuredCase<CopyEnv> {
public:
    PerDeviceCopy(const char* key, Copy kind) : m_key(key), m_kind(kind) {}
    std::string key() const override { return m_key; }
    ExitCode run(CopyEnv& env) override {
        ExitCode rc = ExitCode::Ok;
        for (int d = 0; d < env.devices; ++d) {
            // The host side of H2D/D2H runs on the CPUs nearest to the device, as its buffer was placed there.
            const bool hostSide = m_kind != Copy::D2D;
            if (hostSide)
                env.b.bindNear(d);
            rc = worse(rc, sweepCopy(env, m_kind, d, d));
            if (hostSide)
                env.b.unbind();
            if (rc == ExitCode::Runtime)
                break;
        }
        return rc;
    }

private:
    const char* m_key;
    Copy m_kind;
};

class PeerCopy : public MeasuredCase<CopyEnv> {
public:
    std::string key() const override { return "p2p"; }
    std::string waiver(const CopyEnv& env) const override {
        return env.devices < 2 ? "only one device, so there is no peer-to-peer pair" : "";
    }
    ExitCode run(CopyEnv& env) override {
        ExitCode rc = ExitCode::Ok;
        for (int s = 0; s < env.devices; ++s) {
            for (int d = 0; d < env.devices; ++d) {
                if (d == s)
                    continue;
                std::string why;
                if (!env.b.enablePeer(d, s, why)) {
                    // The pair-level filter: the driver decides, so it is asked per pair.
                    env.em.check("membw.p2p." + std::to_string(s) + "-" + std::to_string(d), CheckStatus::Waived,
                                 "no peer access from device " + std::to_string(s) + " to device " + std::to_string(d) +
                                     ": " + why);
                    env.done += static_cast<long>(env.o.sizes.size());
                    continue;
                }
                rc = worse(rc, sweepCopy(env, Copy::P2P, s, d));
                if (rc == ExitCode::Runtime)
                    return rc;
            }
        }
        return rc;
    }
};

}  // namespace

CaseList<CopyEnv> copyCases() {
    CaseList<CopyEnv> cases;
    cases.push_back(std::make_unique<PerDeviceCopy>("h2d", Copy::H2D));
    cases.push_back(std::make_unique<PerDeviceCopy>("d2h", Copy::D2H));
    cases.push_back(std::make_unique<PerDeviceCopy>("d2d", Copy::D2D));
    cases.push_back(std::make_unique<PeerCopy>());
    return cases;
}

long copySweepsOf(const std::string& op, int devices) {
    if (op == "p2p")
        return devices > 1 ? static_cast<long>(devices) * (devices - 1) : 0;
    return devices;
}

}  // namespace tbp
