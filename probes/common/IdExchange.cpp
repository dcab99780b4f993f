#include "IdExchange.h"

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <thread>

#include <unistd.h>

namespace tbp {

namespace {

using Clock = std::chrono::steady_clock;

}  // namespace

bool exchangeIdFile(const std::string& path, int rank, void* blob, std::size_t len, int timeoutS, std::string& err) {
    if (rank == 0) {
        const std::string tmp = path + ".tmp." + std::to_string(::getpid());
        {
            std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
            out.write(static_cast<const char*>(blob), static_cast<std::streamsize>(len));
            if (!out) {
                err = "cannot write " + tmp + ": " + std::strerror(errno);
                return false;
            }
        }
        if (std::rename(tmp.c_str(), path.c_str()) != 0) {
            err = "cannot rename " + tmp + " to " + path + ": " + std::strerror(errno);
            return false;
        }
        return true;
    }
    const auto deadline = Clock::now() + std::chrono::seconds(timeoutS);
    while (Clock::now() < deadline) {
        std::ifstream in(path, std::ios::binary);
        if (in) {
            std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            if (data.size() == len) {
                std::memcpy(blob, data.data(), len);
                return true;
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    err = "rank " + std::to_string(rank) + " waited " + std::to_string(timeoutS) + " s for the id file " + path;
    return false;
}

}  // namespace tbp
