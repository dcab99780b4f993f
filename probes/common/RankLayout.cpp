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

const char* firstOf(const EnvLookup& env, std::initializer_list<const char*> names) {
    for (const char* n : names)
        if (const char* v = env(n); v && *v)
            return v;
    return nullptr;
}

RankLayout fromEnvironment(const EnvLookup& env) {
    struct Source {
        const char* name;
        const char* rank;
        std::initializer_list<const char*> size;
        std::initializer_list<const char*> local;
        const char* requires_;
    };
    const Source sources[] = {
        {"tb", "TB_RANK", {"TB_WORLD_SIZE"}, {"TB_LOCAL_RANK"}, nullptr},
        // A pod of Tierbench's Kubernetes Indexed Job or JobSet: the completion index is the rank.
        {"indexed-job", "JOB_COMPLETION_INDEX", {"TB_WORLD_SIZE"}, {"TB_LOCAL_RANK"}, nullptr},
        {"ompi", "OMPI_COMM_WORLD_RANK", {"OMPI_COMM_WORLD_SIZE"}, {"OMPI_COMM_WORLD_LOCAL_RANK"}, nullptr},
        {"mv2", "MV2_COMM_WORLD_RANK", {"MV2_COMM_WORLD_SIZE"}, {"MV2_COMM_WORLD_LOCAL_RANK"}, nullptr},
        // PMIx carries no size variable: Slurm's or Open MPI's gives it.
        {"pmix",
         "PMIX_RANK",
         {"OMPI_COMM_WORLD_SIZE", "SLURM_STEP_NUM_TASKS", "SLURM_NTASKS"},
         {"OMPI_COMM_WORLD_LOCAL_RANK", "SLURM_LOCALID", "MPI_LOCALRANKID"},
         nullptr},
        {"slurm", "SLURM_PROCID", {"SLURM_STEP_NUM_TASKS", "SLURM_NTASKS"}, {"SLURM_LOCALID"}, "SLURM_STEP_ID"},
        {"pmi", "PMI_RANK", {"PMI_SIZE"}, {"MPI_LOCALRANKID"}, nullptr},
    };
    for (const auto& s : sources) {
        RankLayout l;
        if (s.requires_ && !env(s.requires_))
            continue;
        if (!num(env(s.rank), l.rank) || !num(firstOf(env, s.size), l.size))
            continue;
        if (!num(firstOf(env, s.local), l.localRank))
            l.localRank = 0;
        if (l.size < 1 || l.rank >= l.size)
            continue;
        l.source = s.name;
        return l;
    }
    return RankLayout{};
}

std::string hostPort(const std::string& host, const std::string& port) {
    return host.find(':') != std::string::npos ? "[" + host + "]:" + port : host + ":" + port;
}

void findRendezvous(const Options& o, const EnvLookup& env, RankLayout& l) {
    if (!o.rendezvous.empty()) {
        l.rendezvous = o.rendezvous;
        l.rendezvousFrom = "--rendezvous";
        return;
    }
    for (const char* var : {"TB_COLL_RENDEZVOUS", "TB_COLL_ROOT_ADDR"}) {
        if (const char* v = env(var); v && *v) {
            l.rendezvous = v;
            l.rendezvousFrom = var;
            return;
        }
    }
    const char* addr = env("MASTER_ADDR");
    const char* port = env("MASTER_PORT");
    if (addr && *addr && port && *port) {
        l.rendezvous = hostPort(addr, port);
        l.rendezvousFrom = "MASTER_ADDR:MASTER_PORT";
        return;
    }
    // Tierbench's Indexed Job names rank 0's pod under the job's headless Service.
    if (const char* host = env("TB_COORDINATOR"); host && *host && l.source == "indexed-job") {
        int p = 0;
        if (!num(env("TB_COLL_PORT"), p) || p < 1 || p > 65535)
            p = kDefaultRendezvousPort;
        l.rendezvous = hostPort(host, std::to_string(p));
        l.rendezvousFrom = "TB_COORDINATOR";
        return;
    }
    if (!env("SLURM_STEP_ID") || !env("SLURM_JOB_ID"))
        return;
    for (const char* var : {"SLURM_STEP_NODELIST", "SLURM_JOB_NODELIST", "SLURM_NODELIST"}) {
        const char* list = env(var);
        const std::string host = list ? firstHostOfNodelist(list) : std::string();
        if (host.empty())
            continue;
        int p = 0;
        if (!num(env("TB_COLL_PORT"), p) || p < 1 || p > 65535)
            p = derivedRendezvousPort(std::atol(env("SLURM_JOB_ID")), std::atol(env("SLURM_STEP_ID")));
        l.rendezvous = hostPort(host, std::to_string(p));
        l.rendezvousFrom = var;
        return;
    }
}

}  // namespace

RankLayout detectLayout(const Options& o, const EnvLookup& env) {
    RankLayout l = fromEnvironment(env);
    if (o.rank >= 0 || o.world >= 0) {
        RankLayout x = l;
        if (o.rank >= 0)
            x.rank = o.rank;
        if (o.world >= 0)
            x.size = o.world;
        if (o.localRank >= 0)
            x.localRank = o.localRank;
        else if (x.source == "single")
            x.localRank = 0;
        x.source = "options";
        l = x.rank < x.size ? x : RankLayout{};
    } else if (o.localRank >= 0 && l.size > 1) {
        l.localRank = o.localRank;
    }
    if (l.size > 1)
        findRendezvous(o, env, l);
    return l;
}

RankLayout detectLayout(const Options& o) {
    return detectLayout(o, [](const char* k) { return static_cast<const char*>(std::getenv(k)); });
}

std::string firstHostOfNodelist(const std::string& nodelist) {
    std::string host;
    bool inBracket = false, taken = false;
    for (char c : nodelist) {
        if (!inBracket && c == ',')
            break;  // the first host ends at the first comma outside brackets
        if (c == '[') {
            if (inBracket)
                return {};
            inBracket = true;
            taken = false;
        } else if (c == ']') {
            if (!inBracket)
                return {};
            inBracket = false;
        } else if (inBracket) {
            // Keep the first value of the first range: "07-09,12" -> "07" (zero padding as written).
            if (c == '-' || c == ',')
                taken = true;
            else if (!taken)
                host += c;
        } else if (c == ' ' || c == '\t' || c == '\n') {
            break;
        } else {
            host += c;
        }
    }
    return inBracket ? std::string() : host;
}

int derivedRendezvousPort(long jobId, long stepId) {
    const unsigned long mix = static_cast<unsigned long>(jobId) * 31ul + static_cast<unsigned long>(stepId);
    return 10000 + static_cast<int>(mix % 20000ul);
}

}  // namespace tbp
