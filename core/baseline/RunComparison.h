#pragma once

#include "core/baseline/Headline.h"
#include "core/domain/RunRecord.h"
#include "core/domain/SampleRecord.h"

#include <QString>
#include <QVector>

namespace tb::core {

// One run's headline for one metric, for the comparison view.
struct ComparisonRow {
    QString provider;
    RunRecord run;
    HeadlineValue headline;
};

// Ranks runs of several providers on one metric by percentage of their own matching baseline (so an 8xA100 run
// at 98 % ranks above an 8xH100 run at 80 %); runs without a baseline follow, by raw value.
class RunComparison {
public:
    // `samplesPerRun` parallel to `runs`; runs without a sample of the metric are left out.
    static QVector<ComparisonRow> build(const QString& metric, const QVector<RunRecord>& runs,
                                        const QVector<QVector<SampleRecord>>& samplesPerRun,
                                        const QStringList& providerNames, const BaselineMatcher& matcher);
    static void rank(QVector<ComparisonRow>& rows);
};

}  // namespace tb::core
