#include "RankLayout.h"

#include <cstdlib>

namespace tbp {

namespace {
bool num(const char* v, int& out) {
    if (!v || !*v)
        return false;
    char* end = nullptr;
    const long x = std::strtol(v, &end, 10);
    if (*end || x < 0 || x > 1000000)
        return false;
    out = static_cast<int>(x);
    return true;
}
}  // namespace

RankLayout detectLayout(const std::function<const char*(const char*)>& env) {
    struct Source {
        const char* name;
        const char* rank;
        const char* size;
        const char* local;
        const char* requires_;
    };
    const Source sources[] = {
        {"tb", "TB_RANK", "TB_WORLD_SIZE", "TB_LOCAL_RANK", nullptr},
        {"ompi", "OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_LOCAL_RANK", nullptr},
        {"slurm", "SLURM_PROCID", "SLURM_STEP_NUM_TASKS", "SLURM_LOCALID", "SLURM_STEP_ID"},
        {"pmi", "PMI_RANK", "PMI_SIZE", "MPI_LOCALRANKID", nullptr},
    };
    for (const auto& s : sources) {
        RankLayout l;
        if (s.requires_ && !env(s.requires_))
            continue;
        if (!num(env(s.rank), l.rank) || !num(env(s.size), l.size))
            continue;
        if (!num(env(s.local), l.localRank))
            l.localRank = 0;
        if (l.size < 1 || l.rank >= l.size)
            continue;
        l.source = s.name;
        return l;
    }
    return RankLayout{};
}

RankLayout detectLayout() {
    return detectLayout([](const char* k) { return static_cast<const char*>(std::getenv(k)); });
}

}  // namespace tbp
