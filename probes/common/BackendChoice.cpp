#include "BackendChoice.h"

#include "HostBackend.h"
#include "HostTcpBackend.h"

namespace tbp {

std::unique_ptr<CopyBackend> pickCopyBackend(const Options& o, std::string& why) {
    if (o.backend == "host")
        return std::make_unique<HostBackend>(o.ranks);
    return makeGpuCopyBackend(o, why);
}

std::unique_ptr<CollBackend> pickCollBackend(const Options& o, const RankLayout& layout, std::string& why) {
    if (o.backend != "host")
        return makeGpuCollBackend(o, layout, why);
    if (layout.size > 1)
        return std::make_unique<HostTcpBackend>(o, layout);
    return std::make_unique<HostBackend>(o.ranks);
}

}  // namespace tbp
