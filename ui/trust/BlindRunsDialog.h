#pragma once

#include "core/domain/RunRecord.h"
#include "core/trust/RunAccounts.h"
#include "ui/common/ChangeSubscription.h"

#include <QDialog>
#include <QHash>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace tb::core {
class Store;
}

namespace tb::ui {

// The chart of one metric's blind comparison (BlindChartPainter) as a widget.
class BlindChartWidget : public QWidget {
    Q_OBJECT

public:
    explicit BlindChartWidget(QWidget* parent = nullptr);
    void setComparison(std::optional<core::BlindMetricComparison> comparison);
    const std::optional<core::BlindMetricComparison>& comparison() const { return m_comparison; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<core::BlindMetricComparison> m_comparison;
};

// Provider › Blind runs… (issue 18.3): every run with the account it ran under and how that was obtained (set or
// changed here, audited), and per metric the disclosed against the independent samples with the bootstrap interval
// of the median difference, the same comparison as `tierbench-cli blind`. Follows changes made anywhere.
class BlindRunsDialog : public QDialog {
    Q_OBJECT

public:
    BlindRunsDialog(std::shared_ptr<core::Store> store, qint64 providerId, QString providerName,
                    QWidget* parent = nullptr);

    void reload();
    QString summaryText() const;
    // Sets the account of the selected run from the form (what the Save button does).
    void saveAccount();

signals:
    void reloaded();
    void accountSaved(bool ok, const QString& message);

private:
    struct Loaded {
        core::Result<core::BlindReport> report = core::makeError(core::ErrorCode::Internal, {});
        QVector<core::RunRecord> runs;
        QHash<qint64, core::RunAccount> accounts;
    };
    void showLoaded(const Loaded& loaded);
    void showMetric(int row);
    void fillForm();

    std::shared_ptr<core::Store> m_store;
    qint64 m_providerId = 0;
    QString m_provider;
    ChangeSubscription m_changes;
    QLabel* m_summary = nullptr;
    QListWidget* m_metrics = nullptr;
    BlindChartWidget* m_chart = nullptr;
    QTableWidget* m_runs = nullptr;
    QLineEdit* m_account = nullptr;
    QComboBox* m_obtained = nullptr;
    QLineEdit* m_note = nullptr;
    QPushButton* m_save = nullptr;
    QVector<core::BlindMetricComparison> m_comparisons;
    QHash<qint64, core::RunAccount> m_accounts;
};

}  // namespace tb::ui
