// Where this process sits in a multi-process collective run, and where rank 0 listens: from the options, else the
// launcher's environment (probes/PROTOCOL.md, "tb-coll layouts").
#pragma once

#include "Options.h"

#include <functional>
#include <string>

namespace tbp {

using EnvLookup = std::function<const char*(const char*)>;

struct RankLayout {
    int rank = 0, size = 1, localRank = 0;
    std::string source = "single";  // options | tb | indexed-job | ompi | mv2 | pmix | slurm | pmi | single
    std::string rendezvous;         // HOST:PORT of rank 0; empty when nothing gave or implies one
    std::string rendezvousFrom;     // what gave it: --rendezvous, TB_COLL_RENDEZVOUS, MASTER_ADDR, SLURM_..._NODELIST
};

// Environment order: TB_RANK/TB_WORLD_SIZE/TB_LOCAL_RANK (explicit), JOB_COMPLETION_INDEX with TB_WORLD_SIZE (a pod
// of Tierbench's Kubernetes Indexed Job or JobSet), OMPI_COMM_WORLD_*, MV2_COMM_WORLD_*, PMIX_RANK
// (its size from OMPI_COMM_WORLD_SIZE or the Slurm step), the Slurm step (SLURM_PROCID, SLURM_STEP_NUM_TASKS or
// SLURM_NTASKS, SLURM_LOCALID; only inside an srun step, since a batch script also carries SLURM_NTASKS but is one
// process), PMI_RANK/PMI_SIZE (+MPI_LOCALRANKID). --rank/--world/--local-rank override what the environment says.
// Inconsistent values (rank >= size) fall back to a single process.
//
// Rendezvous: --rendezvous, else TB_COLL_RENDEZVOUS (or the older TB_COLL_ROOT_ADDR), else MASTER_ADDR:MASTER_PORT,
// else, in an Indexed Job's pod, TB_COORDINATOR with port TB_COLL_PORT or 29500, else, in a Slurm step, the first host
// of SLURM_STEP_NODELIST (or SLURM_JOB_NODELIST), where Slurm places task 0, with port TB_COLL_PORT or one derived from
// the job and step ids so that every rank derives the same.
RankLayout detectLayout(const Options& o, const EnvLookup& env);
constexpr int kDefaultRendezvousPort = 29500;  // torch.distributed's, for a launcher that names only a host
RankLayout detectLayout(const Options& o);

// The first host of a Slurm hostlist ("gpu[07-09,12],login" -> "gpu07"); empty for an empty or malformed list.
std::string firstHostOfNodelist(const std::string& nodelist);

// The port every rank of Slurm job `jobId`, step `stepId` derives when no rendezvous is given: 10000..29999, below
// Linux's ephemeral range.
int derivedRendezvousPort(long jobId, long stepId);

}  // namespace tbp
