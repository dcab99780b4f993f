#include "core/domain/HardwareKey.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tb::core {

namespace {
bool isScaleOutFabric(const QString& fabric) {
    return fabric.startsWith(QLatin1String("ib")) || fabric.startsWith(QLatin1String("roce")) ||
           fabric.startsWith(QLatin1String("eth")) || fabric.startsWith(QLatin1String("efa"));
}

}  // namespace

QString HardwareComponent::toString() const {
    switch (scope) {
        case Scope::Any:
            return QStringLiteral("any");
        case Scope::Node:
            return (count > 0 ? QString::number(count) + u'x' : QString()) + QStringLiteral("node/") + fabric;
        case Scope::Host:
            return QStringLiteral("host/") + fabric;
        case Scope::Gpu:
            break;
    }
    QString text;
    if (nodes > 1) {
        text += QString::number(nodes) + u'x';
    }
    if (count > 0) {
        text += QString::number(count) + u'x';
    }
    return text + device + u'/' + fabric;
}

QString HardwareKey::normaliseFabric(const QString& fabric) {
    QString f = fabric.trimmed().toLower();
    f.replace(u' ', u'-');
    f.replace(u'_', u'-');
    if (f == QLatin1String("nvswitch") || f == QLatin1String("nvlink4") || f == QLatin1String("nvlink3") ||
        f == QLatin1String("nvlink5")) {
        return QStringLiteral("nvlink");
    }
    if (f == QLatin1String("infinity-fabric") || f == QLatin1String("if") || f == QLatin1String("xgmi-link")) {
        return QStringLiteral("xgmi");
    }
    if (f == QLatin1String("pcie5") || f == QLatin1String("pcie-5") || f == QLatin1String("gen5")) {
        return QStringLiteral("pcie-gen5");
    }
    if (f == QLatin1String("pcie4") || f == QLatin1String("pcie-4") || f == QLatin1String("gen4")) {
        return QStringLiteral("pcie-gen4");
    }
    return f;
}

void HardwareKey::splitModel(const QString& device, QString* family, QString* formFactor, QString* memory) {
    QString d = device.toUpper();
    for (const char* noise : {"NVIDIA", "AMD", "INSTINCT", "TESLA", "HBM3E", "HBM3", "HBM2E", "HBM2"}) {
        d.replace(QLatin1String(noise), QString());
    }
    static const QRegularExpression sep(QStringLiteral("[\\s_\\-]+"));
    static const QRegularExpression familyRe(QStringLiteral("^(GB|GH|MI|[A-Z])\\d{2,4}[A-Z]?$"));
    static const QRegularExpression memRe(QStringLiteral("^\\d{2,3}GB?$"));
    family->clear();
    formFactor->clear();
    memory->clear();
    for (const QString& token : d.split(sep, Qt::SkipEmptyParts)) {
        if (family->isEmpty() && familyRe.match(token).hasMatch()) {
            *family = token;
        } else if (token.startsWith(QLatin1String("SXM"))) {
            *formFactor = QStringLiteral("SXM");
        } else if (token == QLatin1String("PCIE")) {
            *formFactor = QStringLiteral("PCIE");
        } else if (token == QLatin1String("NVL")) {
            *formFactor = QStringLiteral("NVL");
        } else if (memRe.match(token).hasMatch()) {
            *memory = token.endsWith(u'B') ? token : token + u'B';
        }
    }
    if (family->isEmpty()) {
        *family = d.trimmed();
    }
}

QString HardwareKey::canonicalDevice(const QString& deviceName, QString* fabric) {
    QString family, formFactor, memory;
    splitModel(deviceName, &family, &formFactor, &memory);
    family.replace(u' ', u'-');
    if (family.isEmpty()) {
        return {};
    }
    // Their PCIe and NVL variants carry the word in the name ("NVIDIA H100 PCIe", "NVIDIA H200 NVL").
    static const char* const sxmByDefault[] = {"H100", "H800", "H200", "H20", "B100", "B200"};
    if (formFactor.isEmpty()) {
        for (const char* f : sxmByDefault) {
            if (family == QLatin1String(f)) {
                formFactor = QStringLiteral("SXM");
            }
        }
    }
    // The one memory size of these parts: stating it would only make baselines without it look like a mismatch.
    static const char* const onlySize[][3] = {{"H100", "SXM", "80GB"},  {"H800", "SXM", "80GB"},
                                              {"H200", "SXM", "141GB"}, {"MI300X", "", "192GB"},
                                              {"MI325X", "", "256GB"},  {"MI355X", "", "288GB"}};
    for (const auto& o : onlySize) {
        if (family == QLatin1String(o[0]) && formFactor == QLatin1String(o[1]) && memory == QLatin1String(o[2])) {
            memory.clear();
        }
    }
    if (fabric) {
        if (family.startsWith(QLatin1String("MI"))) {
            *fabric = QStringLiteral("xgmi");
        } else if (formFactor == QLatin1String("SXM") || family.startsWith(QLatin1String("GB")) ||
                   family.startsWith(QLatin1String("GH"))) {
            *fabric = QStringLiteral("nvlink");
        } else {
            *fabric = QStringLiteral("pcie");
        }
    }
    QString device = family;
    if (!formFactor.isEmpty()) {
        device += u'-' + formFactor;
    }
    if (!memory.isEmpty()) {
        device += u'-' + memory;
    }
    return device;
}

QString HardwareKey::fromDevices(const QString& deviceName, int gpusPerNode, int nodes) {
    QString fabric;
    const QString device = canonicalDevice(deviceName, &fabric);
    if (device.isEmpty() || gpusPerNode < 1 || nodes < 1) {
        return {};
    }
    HardwareComponent c;
    c.nodes = nodes;
    c.count = gpusPerNode;
    c.device = device;
    c.fabric = fabric;
    return c.toString();
}

Result<HardwareKey> HardwareKey::parse(const QString& text) {
    static const QRegularExpression partSep(QStringLiteral("[,+;]"));
    static const QRegularExpression partRe(
        QStringLiteral("^(?:(\\d+)\\s*[xX×]\\s*)?(?:(\\d+)\\s*[xX×]\\s*)?([^/]+?)\\s*/\\s*([A-Za-z0-9 ._\\-]+)$"));
    HardwareKey key;
    const QStringList parts = text.split(partSep, Qt::SkipEmptyParts);
    for (const QString& raw : parts) {
        const QString part = raw.trimmed();
        if (part.isEmpty()) {
            continue;
        }
        HardwareComponent c;
        if (part.compare(QLatin1String("any"), Qt::CaseInsensitive) == 0 || part == QLatin1String("*")) {
            c.scope = HardwareComponent::Scope::Any;
            key.m_parts.push_back(c);
            continue;
        }
        const auto m = partRe.match(part);
        if (!m.hasMatch()) {
            return makeError(ErrorCode::Parse,
                             tr("A hardware key part must read COUNTxMODEL/FABRIC, node/FABRIC or host/FABRIC"), part);
        }
        const int first = m.captured(1).toInt();
        const int second = m.captured(2).toInt();
        c.device = m.captured(3).trimmed();
        c.fabric = normaliseFabric(m.captured(4));
        const QString dev = c.device.toLower();
        if (dev == QLatin1String("node") || dev == QLatin1String("nic")) {
            c.scope = HardwareComponent::Scope::Node;
            c.device = QStringLiteral("node");
            c.count = first;
        } else if (dev == QLatin1String("host")) {
            c.scope = HardwareComponent::Scope::Host;
            c.device = QStringLiteral("host");
        } else {
            c.scope = HardwareComponent::Scope::Gpu;
            if (!m.captured(2).isEmpty()) {
                c.nodes = first;
                c.count = second;
            } else {
                c.count = first;
            }
            if (c.nodes < 1 || (m.captured(1).size() > 0 && first == 0)) {
                return makeError(ErrorCode::Parse, tr("A count in a hardware key must be at least 1"), part);
            }
            splitModel(c.device, &c.family, &c.formFactor, &c.memory);
            if (isScaleOutFabric(c.fabric)) {
                // `2x8xH100/ib-ndr-400g`: the GPUs' own fabric is not stated; the fabric named is the scale-out one.
                HardwareComponent nodePart;
                nodePart.scope = HardwareComponent::Scope::Node;
                nodePart.device = QStringLiteral("node");
                nodePart.fabric = c.fabric;
                c.fabric.clear();
                key.m_parts.push_back(c);
                key.m_parts.push_back(nodePart);
                continue;
            }
        }
        if (c.fabric.isEmpty()) {
            return makeError(ErrorCode::Parse, tr("A hardware key part needs a fabric after '/'"), part);
        }
        key.m_parts.push_back(c);
    }
    if (key.m_parts.isEmpty()) {
        return makeError(ErrorCode::Parse, tr("The hardware key is empty"), text);
    }
    return key;
}

QString HardwareKey::toString() const {
    QStringList out;
    for (const auto& p : m_parts) {
        out << p.toString();
    }
    return out.join(u',');
}

std::optional<HardwareComponent> HardwareKey::gpu() const {
    for (const auto& p : m_parts) {
        if (p.scope == HardwareComponent::Scope::Gpu) {
            return p;
        }
    }
    return std::nullopt;
}

std::optional<HardwareComponent> HardwareKey::node() const {
    for (const auto& p : m_parts) {
        if (p.scope == HardwareComponent::Scope::Node) {
            return p;
        }
    }
    return std::nullopt;
}

std::optional<HardwareComponent> HardwareKey::host() const {
    for (const auto& p : m_parts) {
        if (p.scope == HardwareComponent::Scope::Host) {
            return p;
        }
    }
    return std::nullopt;
}

bool HardwareKey::isAny() const {
    return m_parts.size() == 1 && m_parts.front().scope == HardwareComponent::Scope::Any;
}

bool HardwareKey::isMultiNode() const {
    const auto g = gpu();
    return g && g->nodes > 1;
}

int HardwareKey::nicsPerNode() const {
    if (const auto n = node(); n && n->count > 0) {
        return n->count;
    }
    if (const auto g = gpu(); g && g->count > 0) {
        return g->count;
    }
    return 1;
}

QString HardwareKey::hostFabric(bool* inferred) const {
    if (inferred) {
        *inferred = false;
    }
    if (const auto h = host()) {
        return h->fabric;
    }
    const auto g = gpu();
    if (!g) {
        return {};
    }
    // Host link generation of the GPU's own PCIe interface (the datasheets); Grace parts use C2C, not PCIe.
    static const char* const gen5[] = {"H100", "H200", "H800", "H20", "B200", "MI300X", "MI325X", "MI355X"};
    static const char* const gen4[] = {"A100", "A800", "A10",   "A30",    "A40",  "L4",
                                       "L40",  "L40S", "MI250", "MI250X", "MI210"};
    QString gen;
    for (const char* f : gen5) {
        if (g->family == QLatin1String(f)) {
            gen = QStringLiteral("pcie-gen5");
        }
    }
    for (const char* f : gen4) {
        if (g->family == QLatin1String(f)) {
            gen = QStringLiteral("pcie-gen4");
        }
    }
    if (g->family == QLatin1String("V100")) {
        gen = QStringLiteral("pcie-gen3");
    }
    if (inferred && !gen.isEmpty()) {
        *inferred = true;
    }
    return gen;
}

}  // namespace tb::core
