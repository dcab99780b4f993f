#include "PeakTable.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace tbp {

namespace {

struct Row {
    const char* model;
    std::vector<const char*> mustHave;  // upper-case substrings that must all appear
    std::vector<const char*> mustNot;
    double bf16, fp8;
};

// Dense figures (half of the "with sparsity" numbers) from the vendors' datasheets:
//  NVIDIA A100 Tensor Core GPU datasheet (BF16 312); H100 datasheet (SXM BF16 989.4 / FP8 1978.9,
//  PCIe 756 / 1513, NVL 835 / 1671); H200 datasheet (SXM as H100 SXM; NVL as H100 NVL);
//  DGX B200 / HGX B200 datasheet (per GPU BF16 2250 / FP8 4500); GB200 NVL72 (per GPU 2500 / 5000);
//  L40S datasheet (BF16 362.05 / FP8 733); AMD Instinct MI250X (BF16 383), MI300X and MI325X
//  (BF16 1307.4 / FP8 2614.9), MI350X (2306.9 / 4613.7), MI355X (2516.6 / 5033.2) datasheets.
// Order matters: more specific rows first.
const std::vector<Row>& table() {
    static const std::vector<Row> rows = {
        {"H100 NVL", {"H100", "NVL"}, {}, 835, 1671},
        {"H100 PCIe", {"H100", "PCIE"}, {}, 756, 1513},
        {"H100 SXM", {"H100"}, {}, 989.4, 1978.9},
        // "NVIDIA GH200 480GB" contains "H200": the Grace Hopper row comes first.
        {"GH200", {"GH200"}, {}, 989.4, 1978.9},
        {"H200 NVL", {"H200", "NVL"}, {"GH200"}, 835, 1671},
        {"H200", {"H200"}, {"GH200"}, 989.4, 1978.9},
        {"GB200", {"GB200"}, {}, 2500, 5000},
        {"B200", {"B200"}, {"GB200"}, 2250, 4500},
        {"A100", {"A100"}, {}, 312, 0},
        {"L40S", {"L40S"}, {}, 362.05, 733},
        {"MI355X", {"MI355X"}, {}, 2516.6, 5033.2},
        {"MI350X", {"MI350X"}, {}, 2306.9, 4613.7},
        {"MI325X", {"MI325X"}, {}, 1307.4, 2614.9},
        {"MI300X", {"MI300X"}, {}, 1307.4, 2614.9},
        {"MI250X", {"MI250X"}, {}, 383, 0},
    };
    return rows;
}

}  // namespace

bool lookupPeak(const std::string& deviceName, Peak& out) {
    std::string up = deviceName;
    std::transform(up.begin(), up.end(), up.begin(), [](unsigned char c) { return std::toupper(c); });
    for (const Row& r : table()) {
        const bool has = std::all_of(r.mustHave.begin(), r.mustHave.end(),
                                     [&](const char* s) { return up.find(s) != std::string::npos; });
        const bool hasNot = std::any_of(r.mustNot.begin(), r.mustNot.end(),
                                        [&](const char* s) { return up.find(s) != std::string::npos; });
        if (has && !hasNot) {
            out = {r.model, r.bf16, r.fp8};
            return true;
        }
    }
    return false;
}

}  // namespace tbp
