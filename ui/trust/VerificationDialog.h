#pragma once

#include "core/trust/Verification.h"

#include <QDialog>

#include <memory>

class QLabel;
class QPushButton;
class QTableWidget;

namespace tb::core {
class Store;
}

namespace tb::ui {

// Provider › Verify stored results…: the same verification as `tierbench-cli verify`, run on the storage thread,
// every check in a table with the differences first and marked, and Verify again for after a fix. Non-modal.
class VerificationDialog : public QDialog {
    Q_OBJECT

public:
    VerificationDialog(std::shared_ptr<core::Store> store, QString providerName, QWidget* parent = nullptr);

    // Starts a verification; verified() follows when its report is shown.
    void verify();
    QString summaryText() const;

signals:
    void verified(bool passed);

private:
    void showReport(const core::Result<core::VerificationReport>& report);

    std::shared_ptr<core::Store> m_store;
    QString m_provider;
    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_again = nullptr;
};

}  // namespace tb::ui
