#pragma once

#include "core/trust/AgreementReport.h"
#include "ui/common/ChangeSubscription.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace tb::core {
class Store;
}

namespace tb::ui {

// Provider › Reviewer agreement… (issue 18.5). The reviewer's own score sheet (a score 0..5 per criterion, saved
// as a draft or submitted); who else has a sheet and whether it is in; and, only once every sheet is submitted,
// everyone's scores, weighted kappa / Krippendorff's alpha per criterion and overall, the items they disagree on,
// and the reconciliation of a criterion's final score (audited, one transaction). Before that it shows no score
// but the reviewer's own: it reads through core::ScoreSheets, which refuses. Follows changes made anywhere.
class AgreementDialog : public QDialog {
    Q_OBJECT

public:
    AgreementDialog(std::shared_ptr<core::Store> store, qint64 providerId, QString providerName, QString reviewer,
                    QWidget* parent = nullptr);

    void reload();
    QString statusText() const;
    QString figuresText() const;
    void saveSheet(bool submit);
    void reconcile(const QString& criterionKey, double score, const QString& method, const QString& note);

signals:
    void reloaded();
    void saved(bool ok, const QString& message);

private:
    struct Loaded {
        core::Result<core::AgreementReport> report = core::makeError(core::ErrorCode::Internal, {});
        std::optional<core::ScoreSheet> mine;
        QVector<std::pair<QString, QString>> criteria;  // key, name
        qint64 evaluationId = 0;
    };
    void showLoaded(const Loaded& l);

    std::shared_ptr<core::Store> m_store;
    qint64 m_providerId = 0;
    QString m_provider, m_reviewer;
    qint64 m_evaluationId = 0;
    ChangeSubscription m_changes;
    QLabel* m_status = nullptr;
    QLabel* m_figures = nullptr;
    QTableWidget* m_mine = nullptr;   // the own sheet's scores, one row per criterion (column 1 editable)
    QTableWidget* m_table = nullptr;  // everyone's scores and the agreement: empty until all have submitted
    QPushButton* m_saveDraft = nullptr;
    QPushButton* m_submit = nullptr;
    QComboBox* m_criterion = nullptr;
    QDoubleSpinBox* m_final = nullptr;
    QComboBox* m_method = nullptr;
    QLineEdit* m_note = nullptr;
    QPushButton* m_reconcile = nullptr;
};

}  // namespace tb::ui
