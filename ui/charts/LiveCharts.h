#pragma once

#include "core/domain/SampleRecord.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>
#include <QWidget>

class QComboBox;
class QLabel;
class QStackedWidget;

namespace tb::ui {

class ChartView;
class SweepChart;

// The run panel's live charts: one chart per probe and metric family (a collective's bus bandwidth with its in-place
// twin, its algorithm bandwidth, host/device copies, device copies), never two families or two units on one axis,
// and one series per metric and device within a chart. A picker above shows one chart at a time. Rates (GB/s,
// TFLOP/s) are charted; a sweep's times stay in the Samples tab once a rate arrives, and every chart says so.
//
// Thread contract: GUI thread only.
class LiveCharts : public QWidget {
    Q_OBJECT

public:
    // Where a sample goes: its chart (key and title) and its series within that chart.
    struct Placement {
        QString chartKey;
        QString chartTitle;
        QString seriesName;
        bool rate = false;
    };
    static Placement placementOf(const QString& probe, const core::SampleRecord& sample);

    explicit LiveCharts(QWidget* parent = nullptr);

    // Drops every chart; `node` names the node in the titles.
    void reset(const QString& node);
    // A sized sample (others are ignored): drawn at the chart's next throttle tick.
    void addSample(const QString& probe, const core::SampleRecord& sample);
    void flushPending();

    int chartCount() const { return int(m_charts.size()); }
    SweepChart* chart(int index) const;
    QString chartTitle(int index) const;
    int chartIndex(const QString& chartKey) const;
    // The chart on screen (the first until the analyst picks another); an empty chart before any sample.
    SweepChart* sweepChart() const;
    void setCurrentChart(int index);

private:
    struct Entry {
        QString key;
        QString unit;  // kept apart: a unit such as "GB/s" holds the key's separator
        QString title;
        ChartView* view = nullptr;
        QHash<QString, int> seriesOf;
    };
    void updateNotes();
    void showPlaceholder();

    QComboBox* m_picker;
    QLabel* m_pickerLabel;
    QStackedWidget* m_stack;
    ChartView* m_placeholder;
    QVector<Entry> m_charts;
    QString m_node;
    QStringList m_unchartedUnits;
};

}  // namespace tb::ui
