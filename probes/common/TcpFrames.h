// The frames of TcpGroup's control connections (rank 0 and each other rank) and the first frame of each data
// connection: a 16-byte header (magic, type, sender, payload length; little-endian) and a payload of at most
// 16 MiB, read and written in full within a deadline. Internal to TcpGroup.
#pragma once

#include "TcpSocket.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace tbp::frames {

constexpr std::uint32_t kMagic = 0x31434254;  // "TBC1"
constexpr std::size_t kHeader = 16;
constexpr std::size_t kMaxPayload = 16u << 20;

enum Type : std::uint32_t {
    kHello = 1,   // peer -> 0: key, world, rank, data port
    kTable = 2,   // 0 -> peer: every rank's data address
    kReduce = 3,  // peer -> 0: seq, op, values (a barrier is a reduction of nothing)
    kResult = 4,  // 0 -> peer: seq, values
    kBcast = 5,   // 0 -> peer: bytes
    kFail = 6,    // peer -> 0: rank that failed (this one, or a peer it lost), reason
    kAbort = 7,   // 0 -> peer: rank that failed, reason
    kDataHi = 8,  // on a data connection: key, rank
};

void putU32(std::string& s, std::uint32_t v);
void putU64(std::string& s, std::uint64_t v);
void putDouble(std::string& s, double d);
void putStr(std::string& s, const std::string& v);

// Reads from a payload; every getter fails (and stays failed) past the end.
struct Reader {
    const std::string& s;
    std::size_t pos = 0;
    bool ok = true;
    std::uint32_t u32();
    std::uint64_t u64();
    double dbl();
    std::string str();
};

std::string frameBytes(std::uint32_t type, std::uint32_t from, const std::string& payload);
// Blocking write of a whole buffer on a non-blocking socket, bounded by `deadline`.
bool writeAll(int fd, const std::string& bytes, Clock::time_point deadline);
// Reads one whole frame from a fresh connection (rendezvous, data hello), bounded by `deadline`, and not a byte
// more: what follows belongs to whoever reads the connection next.
bool readFrame(int fd, std::string& inbox, std::uint32_t& type, std::uint32_t& from, std::string& payload,
               Clock::time_point deadline);
std::string listRanks(const std::vector<int>& ranks);  // "1, 2, 3" (the first 8, then "and N more")

}  // namespace tbp::frames
