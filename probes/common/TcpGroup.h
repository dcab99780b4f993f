// The ranks of one multi-process run, connected over TCP: a control star through rank 0 (rendezvous, barrier,
// reductions, broadcast, failure notices) and, for the host collectives, a data connection between every pair.
//
// Rendezvous: rank 0 listens on the port of `rendezvous` on every address; the others connect to HOST:PORT
// (retrying until rank 0 is up), send their rank, world size, key and data port; rank 0 answers with every rank's
// address as it saw it, so ranks on different hosts reach each other over the network they reached rank 0 through.
//
// Failure: every wait watches the control connection too. A rank that dies closes its connections; a rank that
// fails or sees a peer go silent tells rank 0; rank 0 tells everyone which rank it was, so every surviving rank
// fails within moments (or after `timeoutS` of silence), naming the rank that failed, instead of hanging.
//
// One thread per process; no call may be made concurrently.
#pragma once

#include "Backend.h"
#include "TcpSocket.h"

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace tbp {

class TcpGroup {
public:
    struct Config {
        int rank = 0, world = 1;
        std::string rendezvous;  // HOST:PORT of rank 0
        int timeoutS = 120;      // rendezvous deadline, and the longest silence of a peer
        std::string key;         // every rank must give the same (world, job): strangers are turned away
        bool mesh = false;       // also connect every pair for data (exchange())
    };

    static std::unique_ptr<TcpGroup> join(const Config& config, std::string& err);
    ~TcpGroup();

    int rank() const { return m_cfg.rank; }
    int world() const { return m_cfg.world; }
    const std::string& rendezvous() const { return m_cfg.rendezvous; }
    // Where rank `r` is reached: its address as rank 0 saw it (rank 0 itself: the rendezvous host).
    std::string hostOf(int r) const;

    bool barrier(std::string& err);
    // Element-wise reduction over all ranks; every rank gets the result.
    bool reduce(double* values, int n, Reduce op, std::string& err);
    // Rank 0's `len` bytes to every rank.
    bool broadcast(void* data, std::size_t len, std::string& err);
    // Sends `sendBytes` to rank `to` while receiving `recvBytes` from rank `from` (either may be 0; to and from may
    // be the same rank). Needs the mesh.
    bool exchange(int to, const void* send, std::size_t sendBytes, int from, void* recv, std::size_t recvBytes,
                  const char* what, std::string& err);
    // The last barrier: after it, a peer that closes its connections is no longer a failure.
    bool finish(std::string& err);
    // This rank failed on its own (`why`): every other rank is told so and fails naming this rank.
    void abort(const std::string& why);

private:
    struct Frame {
        std::uint32_t type = 0, from = 0;
        std::string payload;
    };
    struct Peer {
        Fd ctl;  // rank 0: one per peer; other ranks: only peers[0], to rank 0
        std::string inbox;
        std::deque<Frame> queue;
        bool ctlClosed = false, sentFail = false;
        Fd data;
        std::string host;  // as rank 0 saw it ("" for rank 0 itself: the rendezvous host)
        int dataPort = 0;
    };
    struct Transfer {
        int peer;
        bool out;
        char* p;
        std::size_t left;
    };

    explicit TcpGroup(const Config& c);
    bool rendezvousAsRoot(std::string& err);
    bool rendezvousAsPeer(std::string& err);
    bool connectMesh(std::string& err);
    bool control(std::uint32_t type, const std::string& payload, std::string& result, std::string& err);
    bool sendFrame(int peer, std::uint32_t type, const std::string& payload);
    // Runs the transfers and reads control frames until both `ready()` and every transfer are done.
    bool run(std::vector<Transfer>& xfers, const std::function<bool()>& ready,
             const std::function<std::string()>& waitingOn, const std::string& what, std::string& err);
    bool readControl(int peer);  // false: the connection closed
    void dispatch(int peer, Frame&& f);
    // A failure seen here: settle on the root cause (briefly), tell the others, fill `err`.
    void fail(int suspect, const std::string& why, std::string& err);
    std::vector<int> controlPeers() const;

    Config m_cfg;
    std::vector<Peer> m_peers;
    Fd m_dataListen;
    int m_dataPort = 0;
    std::uint64_t m_seq = 0;
    bool m_finished = false;
    int m_failedRank = -1;  // set by an abort from rank 0 (or found by rank 0)
    std::string m_failure;
};

}  // namespace tbp
