#include "core/launch/slurm/SlurmTopology.h"

#include "core/launch/slurm/SlurmHostlist.h"
#include "core/launch/slurm/SlurmKeyValue.h"

#include <QSet>

namespace tb::core {

QStringList SlurmTopology::nodes() const {
    QStringList out;
    QSet<QString> seen;
    for (const Element& e : elements) {
        for (const QString& n : e.nodes) {
            if (!seen.contains(n)) {
                seen.insert(n);
                out << n;
            }
        }
    }
    return out;
}

QStringList SlurmTopology::missing(const QStringList& wanted) const {
    const QStringList all = nodes();
    const QSet<QString> present(all.cbegin(), all.cend());
    QStringList out;
    for (const QString& n : wanted) {
        if (!present.contains(n)) {
            out << n;
        }
    }
    return out;
}

SlurmTopology SlurmTopology::parse(const QString& text) {
    SlurmTopology topology;
    for (const SlurmRecord& r :
         SlurmKeyValue::records(text, {QStringLiteral("SwitchName"), QStringLiteral("BlockName")})) {
        Element e;
        e.block = r.fields.first().first == QLatin1String("BlockName");
        e.name = r.fields.first().second;
        if (e.name.isEmpty()) {
            continue;
        }
        e.level = r.value(u"Level").toInt();
        const QString nodes = r.value(u"Nodes");
        e.nodes = SlurmHostlist::expand(nodes).valueOr({});
        e.switches = SlurmHostlist::expand(r.value(u"Switches")).valueOr({});
        topology.elements.append(e);
    }
    return topology;
}

}  // namespace tb::core
