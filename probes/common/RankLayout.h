// Where this process sits in a multi-process collective run, from the launcher's environment.
#pragma once

#include <functional>
#include <string>

namespace tbp {

struct RankLayout {
    int rank = 0, size = 1, localRank = 0;
    std::string source = "single";  // tb | ompi | slurm | pmi | single
};

// Order: TB_RANK/TB_WORLD_SIZE/TB_LOCAL_RANK (explicit), OMPI_COMM_WORLD_*, Slurm step variables
// (SLURM_PROCID/SLURM_STEP_NUM_TASKS or SLURM_NTASKS/SLURM_LOCALID; only inside an srun step, because a
// batch script also carries SLURM_NTASKS but is one process), PMI_RANK/PMI_SIZE (+MPI_LOCALRANKID).
// Inconsistent values (rank >= size) fall back to a single process.
RankLayout detectLayout(const std::function<const char*(const char*)>& env);
RankLayout detectLayout();

}  // namespace tbp
