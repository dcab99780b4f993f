#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

#include <string_view>

// Token-level helpers of the nccl-tests text parser, on raw bytes (no allocation except opFromBinary's result).
namespace tb::core::nccltext {

// Strips what launchers put in front of a line: OpenMPI `[1,0]<stdout>:`, `--tag-output` `[0]`, srun `--label`
// ` 0: `, and markdown quotes `> `. Returns the rest with leading blanks removed.
std::string_view stripPrefixes(std::string_view s);
// A host-name prefix ("node01: ", as pdsh and some launchers print) in front of nccl-tests content; the rest, or s
// unchanged when the first token is not such a prefix.
std::string_view stripHostPrefix(std::string_view s);
// Whether an OpenMPI tag ("[1,0]<stdout>:") sits inside the line: rows split or glued by the launcher.
bool hasInnerTag(std::string_view s);
// s with every "[N,M]<stdout>:" / "<stderr>:" tag replaced by a blank.
QByteArray withoutTags(std::string_view s);
// nccl-tests' data type names (float, half, bfloat16, int8, fp8_e4m3, ...).
bool isTypeName(std::string_view t);
// "[0]" / "[1,0]": a rank tag some launchers print inside a row.
bool isBracketNumber(std::string_view t);
// Starts like a number (digit, sign or dot).
bool isNumberish(std::string_view t);
// "all_reduce_perf" / "/opt/nccl-tests/build/all_reduce_perf_mpi" -> "all_reduce"; empty when not a *_perf binary.
QString opFromBinary(std::string_view token);

// The args line's keys: "nThread", "nGpus", "minBytes", "maxBytes", "step", "validation", "graph", "unalign",
// "warmupIters", "aggIters", "iters" for the token that introduces them (prev: the token before); else empty.
QString argKey(std::string_view token, std::string_view prev);

// "Rank N [Group G] Pid P on HOST device D [BDF] NAME..." -> {rank, host, device, pid, pci, name}.
struct RankDevice {
    qint64 rank = 0;
    QJsonObject device;
};
std::optional<RankDevice> rankDevice(std::string_view body);

}  // namespace tb::core::nccltext
