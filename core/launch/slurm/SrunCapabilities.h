#pragma once

#include <QString>
#include <QStringList>

namespace tb::core {

// What `srun --mpi=list` and `srun --help` say about a cluster's srun: the MPI plugin types it can start tasks
// with, and the options SPANK plugins add (Pyxis adds --container-image and friends).
struct SrunCapabilities {
    QStringList mpiTypes;       // "pmix", "pmi2", "none", "cray_shasta", "pmix_v4" ... (as listed)
    QStringList pmixVersions;   // "pmix_v4"
    QStringList options;        // every long option srun --help lists, without the dashes
    QStringList pluginOptions;  // those under "Options provided by plugins:"
    bool helpRead = false;

    bool hasMpi(const QString& type) const { return mpiTypes.contains(type); }
    // Pyxis' options are present (srun --help lists --container-image, which Slurm's own --container is not).
    bool hasPyxis() const { return options.contains(QStringLiteral("container-image")); }
    bool hasOption(const QString& longOption) const { return options.contains(longOption); }

    // Both formats: 22.05+ ("MPI plugin types are...", tab-indented names, "specific pmix plugin versions
    // available: pmix_v4") and older ("srun: MPI types are...", "srun: pmix_v3" lines).
    static QStringList parseMpiList(const QString& srunMpiList, QStringList* pmixVersions = nullptr);
    static SrunCapabilities parse(const QString& srunMpiList, const QString& srunHelp);
};

}  // namespace tb::core
