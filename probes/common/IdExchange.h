// Hands rank 0's NCCL/RCCL unique id (an opaque blob) to the other ranks of a multi-process run through a shared
// file; gives up after `timeoutS` with a reason. (Over the network the TCP rendezvous carries it: TcpGroup.)
#pragma once

#include <string>

namespace tbp {

// Rank 0 writes `blob` to `path` atomically (temp file + rename); other ranks wait for it and read it.
// Use a path unique to the job (e.g. with $SLURM_JOB_ID): a stale file from an earlier run would be read.
bool exchangeIdFile(const std::string& path, int rank, void* blob, std::size_t len, int timeoutS, std::string& err);

}  // namespace tbp
