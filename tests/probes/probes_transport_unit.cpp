// Unit tests of the rank transport (no Qt, no GPU): rank layout from launcher variables and options, the
// rendezvous address a Slurm step or a launcher implies, Slurm hostlists, and TcpGroup over loopback with one
// thread per rank: rendezvous, barrier, reductions, broadcast, the data mesh, a stranger turned away, a rank that
// fails on its own named by every other rank, the ring collectives' results.
#include "CollData.h"
#include "ProbeTest.h"
#include "RankLayout.h"
#include "TcpGroup.h"
#include "TcpRing.h"

#include <atomic>
#include <map>
#include <memory>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

tbp::RankLayout layoutOf(std::map<std::string, std::string> env, tbp::Options o = {}) {
    return tbp::detectLayout(o, [env](const char* k) -> const char* {
        auto it = env.find(k);
        return it == env.end() ? nullptr : it->second.c_str();
    });
}

void testRankLayout() {
    auto l = layoutOf({});
    EXPECT(l.size == 1 && l.rank == 0 && l.source == "single");
    l = layoutOf({{"OMPI_COMM_WORLD_RANK", "5"}, {"OMPI_COMM_WORLD_SIZE", "16"}, {"OMPI_COMM_WORLD_LOCAL_RANK", "5"}});
    EXPECT(l.rank == 5 && l.size == 16 && l.localRank == 5 && l.source == "ompi");
    // A batch script carries SLURM_NTASKS but is one process: only srun steps count.
    l = layoutOf({{"SLURM_PROCID", "0"}, {"SLURM_NTASKS", "8"}, {"SLURM_LOCALID", "0"}});
    EXPECT(l.size == 1);
    l = layoutOf(
        {{"SLURM_PROCID", "9"}, {"SLURM_STEP_NUM_TASKS", "16"}, {"SLURM_LOCALID", "1"}, {"SLURM_STEP_ID", "0"}});
    EXPECT(l.rank == 9 && l.size == 16 && l.localRank == 1 && l.source == "slurm");
    // Inside a step without SLURM_STEP_NUM_TASKS, SLURM_NTASKS gives the size.
    l = layoutOf({{"SLURM_PROCID", "3"}, {"SLURM_NTASKS", "4"}, {"SLURM_LOCALID", "1"}, {"SLURM_STEP_ID", "2"}});
    EXPECT(l.rank == 3 && l.size == 4 && l.source == "slurm");
    l = layoutOf({{"PMI_RANK", "3"}, {"PMI_SIZE", "4"}});
    EXPECT(l.rank == 3 && l.size == 4 && l.localRank == 0 && l.source == "pmi");
    l = layoutOf({{"PMI_RANK", "4"}, {"PMI_SIZE", "4"}});  // inconsistent
    EXPECT(l.size == 1);
    l = layoutOf({{"TB_RANK", "1"}, {"TB_WORLD_SIZE", "2"}, {"PMI_RANK", "3"}, {"PMI_SIZE", "4"}});
    EXPECT(l.rank == 1 && l.size == 2 && l.source == "tb");
    // A pod of Tierbench's Indexed Job: the completion index is the rank; past the pods it is no layout.
    l = layoutOf({{"JOB_COMPLETION_INDEX", "3"}, {"TB_WORLD_SIZE", "4"}, {"TB_COORDINATOR", "tb-coll-7-0.tb-coll-7"}});
    EXPECT(l.rank == 3 && l.size == 4 && l.source == "indexed-job");
    EXPECT(l.rendezvous == "tb-coll-7-0.tb-coll-7:29500" && l.rendezvousFrom == "TB_COORDINATOR");
    l = layoutOf(
        {{"JOB_COMPLETION_INDEX", "1"}, {"TB_WORLD_SIZE", "2"}, {"TB_COORDINATOR", "h"}, {"TB_COLL_PORT", "31000"}});
    EXPECT(l.rendezvous == "h:31000");
    EXPECT(layoutOf({{"JOB_COMPLETION_INDEX", "4"}, {"TB_WORLD_SIZE", "4"}}).size == 1);
    l = layoutOf({{"MV2_COMM_WORLD_RANK", "2"}, {"MV2_COMM_WORLD_SIZE", "3"}, {"MV2_COMM_WORLD_LOCAL_RANK", "0"}});
    EXPECT(l.rank == 2 && l.size == 3 && l.source == "mv2");
    // PMIx gives the rank; the size comes from the Slurm step (srun --mpi=pmix) or Open MPI.
    l = layoutOf({{"PMIX_RANK", "6"}, {"SLURM_STEP_NUM_TASKS", "8"}, {"SLURM_LOCALID", "2"}});
    EXPECT(l.rank == 6 && l.size == 8 && l.localRank == 2 && l.source == "pmix");
    l = layoutOf({{"PMIX_RANK", "1"}});  // no size anywhere
    EXPECT(l.size == 1);
    // Options win over the environment.
    tbp::Options o;
    o.rank = 1;
    o.world = 3;
    l = layoutOf({{"OMPI_COMM_WORLD_RANK", "5"}, {"OMPI_COMM_WORLD_SIZE", "16"}}, o);
    EXPECT(l.rank == 1 && l.size == 3 && l.source == "options" && l.localRank == 0);
    o.world = 1;  // rank 1 of 1 is no layout
    EXPECT(layoutOf({}, o).source == "single");
}

void testRendezvous() {
    tbp::Options o;
    o.rank = 0;
    o.world = 2;
    // Nothing given: none (the backend then says what it needs).
    EXPECT(layoutOf({}, o).rendezvous.empty());
    o.rendezvous = "head:29500";
    auto l = layoutOf({{"MASTER_ADDR", "x"}, {"MASTER_PORT", "1"}}, o);
    EXPECT(l.rendezvous == "head:29500" && l.rendezvousFrom == "--rendezvous");
    o.rendezvous.clear();
    l = layoutOf({{"TB_COLL_RENDEZVOUS", "10.0.0.1:1234"}, {"MASTER_ADDR", "x"}, {"MASTER_PORT", "1"}}, o);
    EXPECT(l.rendezvous == "10.0.0.1:1234" && l.rendezvousFrom == "TB_COLL_RENDEZVOUS");
    l = layoutOf({{"MASTER_ADDR", "fd00::1"}, {"MASTER_PORT", "29400"}}, o);
    EXPECT(l.rendezvous == "[fd00::1]:29400");
    // A Slurm step: task 0 runs on the step's first node; every rank derives the same port from the ids.
    const std::map<std::string, std::string> slurm = {{"SLURM_PROCID", "1"},
                                                      {"SLURM_STEP_NUM_TASKS", "4"},
                                                      {"SLURM_LOCALID", "1"},
                                                      {"SLURM_STEP_ID", "3"},
                                                      {"SLURM_JOB_ID", "4242"},
                                                      {"SLURM_JOB_NODELIST", "n[1-9]"},
                                                      {"SLURM_STEP_NODELIST", "gpu[07-09,12],login"}};
    l = layoutOf(slurm);
    EXPECT(l.rendezvous == "gpu07:" + std::to_string(tbp::derivedRendezvousPort(4242, 3)));
    EXPECT(l.rendezvousFrom == "SLURM_STEP_NODELIST");
    auto withPort = slurm;
    withPort["TB_COLL_PORT"] = "31000";
    EXPECT(layoutOf(withPort).rendezvous == "gpu07:31000");
    const int p = tbp::derivedRendezvousPort(4242, 3);
    EXPECT(p >= 10000 && p < 30000 && p != tbp::derivedRendezvousPort(4243, 3));
    EXPECT(tbp::derivedRendezvousPort(4242, 3) == p);
}

void testHostlist() {
    EXPECT_EQ(tbp::firstHostOfNodelist("gpu[07-09,12],login"), std::string("gpu07"));
    EXPECT_EQ(tbp::firstHostOfNodelist("node1"), std::string("node1"));
    EXPECT_EQ(tbp::firstHostOfNodelist("a-b,c"), std::string("a-b"));
    EXPECT_EQ(tbp::firstHostOfNodelist("rack[1-2]-n[3,5]"), std::string("rack1-n3"));
    EXPECT_EQ(tbp::firstHostOfNodelist("tb-n[1-2]"), std::string("tb-n1"));
    EXPECT(tbp::firstHostOfNodelist("").empty());
    EXPECT(tbp::firstHostOfNodelist("bad[1-2").empty());
    EXPECT(tbp::firstHostOfNodelist("bad]x").empty());
}

// A free port below Linux's ephemeral range (32768 and up), so no outgoing connection of a peer takes it as its
// source port between this check and rank 0's bind.
int freePort() {
    static unsigned next = 20000 + static_cast<unsigned>(getpid()) % 9000;
    for (int tries = 0; tries < 1000; ++tries) {
        const int port = static_cast<int>(20000 + (next++ % 10000));
        std::string err;
        if (tbp::listenAll(port, err).valid())
            return port;
    }
    return 29999;
}

// Runs `body(rank, group)` on `n` threads, one group each.
template <class F>
void withGroup(int n, bool mesh, F body, std::vector<std::string>* errors = nullptr, int timeoutS = 20) {
    const std::string rv = "127.0.0.1:" + std::to_string(freePort());
    std::vector<std::thread> t;
    std::vector<std::string> errs(static_cast<std::size_t>(n));
    for (int r = n - 1; r >= 0; --r)  // peers first: they retry until rank 0 listens
        t.emplace_back([&, r] {
            tbp::TcpGroup::Config c;
            c.rank = r;
            c.world = n;
            c.rendezvous = rv;
            c.timeoutS = timeoutS;
            c.key = "unit";
            c.mesh = mesh;
            std::string err;
            auto g = tbp::TcpGroup::join(c, err);
            if (!g) {
                errs[static_cast<std::size_t>(r)] = "join: " + err;
                return;
            }
            body(r, *g, errs[static_cast<std::size_t>(r)]);
        });
    for (auto& th : t)
        th.join();
    if (errors)
        *errors = errs;
    else
        for (int r = 0; r < n; ++r)
            if (!errs[static_cast<std::size_t>(r)].empty()) {
                std::fprintf(stderr, "rank %d: %s\n", r, errs[static_cast<std::size_t>(r)].c_str());
                EXPECT(false);
            }
}

void testGroupControl() {
    withGroup(4, false, [](int r, tbp::TcpGroup& g, std::string& err) {
        double v[2] = {double(r), double(r * r)};
        if (!g.reduce(v, 2, tbp::Reduce::Sum, err))
            return;
        EXPECT(v[0] == 6 && v[1] == 14);
        double m = r == 2 ? 9.5 : r;
        if (!g.reduce(&m, 1, tbp::Reduce::Max, err) || !g.barrier(err))
            return;
        EXPECT(m == 9.5);
        char blob[128];
        for (int i = 0; i < 128; ++i)
            blob[i] = r == 0 ? static_cast<char>(i * 7 + 1) : 0;
        if (!g.broadcast(blob, sizeof blob, err))
            return;
        for (int i = 0; i < 128; ++i)
            EXPECT(blob[i] == static_cast<char>(i * 7 + 1));
        g.finish(err);
    });
}

// A connection from something that is not a rank of this run (another job, a port scan) is turned away; the
// group still forms.
void testStrangerTurnedAway() {
    const int port = freePort();
    const std::string rv = "127.0.0.1:" + std::to_string(port);
    std::atomic<bool> done{false};
    std::thread stranger([&] {
        std::string err;
        for (int i = 0; i < 100 && !done; ++i) {
            tbp::Fd s = tbp::connectUntil("127.0.0.1", std::to_string(port),
                                          tbp::Clock::now() + std::chrono::milliseconds(50), err);
            if (s.valid()) {
                const char junk[] = "GET / HTTP/1.0\r\n\r\n0123456789abcdef";
                (void)::send(s.get(), junk, sizeof junk, MSG_NOSIGNAL);
                break;
            }
        }
    });
    std::vector<std::thread> t;
    std::vector<int> ok(2, 0);
    for (int r = 1; r >= 0; --r)
        t.emplace_back([&, r] {
            if (r == 1)
                std::this_thread::sleep_for(std::chrono::milliseconds(300));  // the stranger comes first
            tbp::TcpGroup::Config c{r, 2, rv, 10, "unit", true};
            std::string err;
            auto g = tbp::TcpGroup::join(c, err);
            ok[static_cast<std::size_t>(r)] = g && g->barrier(err) && g->finish(err);
            if (!ok[static_cast<std::size_t>(r)])
                std::fprintf(stderr, "rank %d: %s\n", r, err.c_str());
        });
    for (auto& th : t)
        th.join();
    done = true;
    stranger.join();
    EXPECT(ok[0] && ok[1]);
}

// Every ring collective over the mesh, checked against the expected pattern, out of place and in place.
void testRingCollectives() {
    for (int n : {2, 3, 4}) {
        withGroup(n, true, [n](int r, tbp::TcpGroup& g, std::string& err) {
            const std::size_t count = 1000 * static_cast<std::size_t>(n) + 7;
            std::vector<float> send(count + 1), recv(count + 1), scratch(count + 1), chunk(count / n + 2);
            tbp::RingBuffers b{send.data(), recv.data(), scratch.data(), chunk.data()};
            for (tbp::CollOp op : {tbp::CollOp::AllReduce, tbp::CollOp::AllGather, tbp::CollOp::ReduceScatter,
                                   tbp::CollOp::AllToAll, tbp::CollOp::SendRecv}) {
                for (bool inPlace : {false, true}) {
                    const tbp::CollLayout lay = tbp::collLayout(op, count, n, r);
                    std::fill(recv.begin(), recv.end(), -1.0f);
                    float* in = inPlace ? recv.data() + lay.inPlaceSendOffset : send.data();
                    for (std::size_t i = 0; i < lay.sendCount; ++i)
                        in[i] = tbp::collInput(r, i);
                    if (!tbp::ringCollective(g, op, count, inPlace, b, err))
                        return;
                    const float* out = recv.data() + (inPlace ? lay.inPlaceRecvOffset : 0);
                    std::size_t wrong = 0;
                    for (std::size_t i = 0; i < lay.recvCount; ++i)
                        wrong += out[i] != tbp::collExpected(op, r, n, i, lay.count / n);
                    if (wrong)
                        std::fprintf(stderr, "n=%d rank %d %s%s: %zu wrong\n", n, r, tbp::collName(op),
                                     inPlace ? " in place" : "", wrong);
                    EXPECT(wrong == 0);
                }
            }
            g.finish(err);
        });
    }
}

// A rank that fails on its own (abort) is named by every other rank, which fail instead of waiting.
void testAbortNamesTheRank() {
    std::vector<std::string> errs;
    withGroup(
        4, true,
        [](int r, tbp::TcpGroup& g, std::string& err) {
            if (r == 2) {
                g.abort("out of memory (test)");
                err = "aborted";
                return;
            }
            std::vector<float> buf(64, 1.0f), tmp(64);
            // Rank 3 waits on data from rank 2; ranks 0 and 1 wait at a barrier that rank 2 never reaches.
            if (r == 3)
                g.exchange(0, nullptr, 0, 2, tmp.data(), 64 * 4, "a test exchange", err);
            else
                g.barrier(err);
        },
        &errs, 60);
    for (int r : {0, 1, 3}) {
        EXPECT(errs[static_cast<std::size_t>(r)].find("rank 2 failed: out of memory (test)") != std::string::npos);
        if (errs[static_cast<std::size_t>(r)].find("rank 2 failed: out of memory (test)") == std::string::npos)
            std::fprintf(stderr, "rank %d said: %s\n", r, errs[static_cast<std::size_t>(r)].c_str());
    }
}

}  // namespace

int main() {
    testRankLayout();
    testRendezvous();
    testHostlist();
    testGroupControl();
    testStrangerTurnedAway();
    testRingCollectives();
    testAbortNamesTheRank();
    return testResult("probes_transport_unit");
}
