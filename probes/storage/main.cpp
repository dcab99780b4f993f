// tb-storage: a directory's read and write performance, measured by fio (probes/PROTOCOL.md).
#include "StorageOptions.h"
#include "StorageProbe.h"

#include <cstdio>

int main(int argc, char** argv) {
    tbp::StorageOptions o;
    std::string err;
    if (!tbp::parseStorageOptions(argc, argv, o, err)) {
        std::fprintf(stderr, "tb-storage: %s\n%s", err.c_str(), tbp::storageUsage().c_str());
        return tbp::exitValue(tbp::ExitCode::Usage);
    }
    if (o.help) {
        std::printf("%s", tbp::storageUsage().c_str());
        return tbp::exitValue(tbp::ExitCode::Ok);
    }
    tbp::Emitter em;
    return tbp::exitValue(tbp::runStorageProbe(o, em));
}
