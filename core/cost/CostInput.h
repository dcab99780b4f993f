#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace tb::core {

// Units a cost input is entered in. Each input has one canonical unit (the first of its family); values in another
// unit of the same family are converted once, at entry (CostInputs::set), so the model only sees canonical units.
enum class CostUnit {
    UsdPerGpuHour,
    UsdPerNodeHour,  // converted with gpus_per_node
    UsdPerHour,
    UsdPerTbMonth,
    UsdPerGbMonth,
    UsdPerTb,
    UsdPerYear,
    Hours,
    Minutes,
    Seconds,
    Days,
    GpuHours,
    Gpus,
    Nodes,  // converted with gpus_per_node
    Tb,
    TbPerMonth,
    Fraction,
    Percent,
    Months,
};

// Where a default comes from, so a reader can check it: the article's calculator defaults, our own arithmetic on
// published figures, a plain assumption, or nothing published (the analyst must enter it).
enum class DefaultKind { Published, Derived, Assumed, UserSupplied };

// One row of the input table: the single place each input's unit, default and source are written down.
// docs/cost-model.md is the prose form of this table and is checked against it by tst_CostModel.
struct CostInputSpec {
    const char* key;
    const char* name;      // translated in the "CostInput" context
    CostUnit unit;         // canonical unit
    bool required;         // no usable default: the calculator refuses to run without it
    double goldDefault;    // ClusterMAX Gold-tier column
    double hyperDefault;   // hyperscaler column
    double silverDefault;  // Silver-tier column
    DefaultKind kind;
    const char* source;
};

class CostInputTable {
    Q_DECLARE_TR_FUNCTIONS(CostInput)

public:
    static const QList<CostInputSpec>& specs();
    static const CostInputSpec* find(const QString& key);
    static QString name(const CostInputSpec& spec);
    // The source in the reader's language (the table's English is the message, context "CostInput").
    static QString source(const CostInputSpec& spec);
    // The unit as a reader sees it ("36 か月"); unitSymbol() is the fixed symbol that files, the CLI and parsing use.
    static QString unitLabel(CostUnit unit);
    static QString unitSymbol(CostUnit unit);
    static std::optional<CostUnit> unitFromSymbol(const QString& symbol);
    static QString kindName(DefaultKind kind);
};

}  // namespace tb::core
