#pragma once

#include "core/domain/PriceRecord.h"

#include <QDialog>
#include <QMap>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace tb::ui {

// Edits one price record. Accept checks it as the repository does (PriceRepository::validate) and keeps the dialog
// open with the reason when it is refused; optional prices left empty are "not known".
class PriceEditor : public QDialog {
    Q_OBJECT

public:
    explicit PriceEditor(const core::PriceRecord& record, QWidget* parent = nullptr);
    core::PriceRecord record() const;
    void accept() override;
    // A line under the fields (why the editor came back after a refused save).
    void showMessage(const QString& message);

private:
    core::PriceRecord m_base;
    QLineEdit* m_model = nullptr;
    QDoubleSpinBox* m_price = nullptr;
    QComboBox* m_unit = nullptr;  // per GPU-hour or per node-hour
    QDoubleSpinBox* m_gpusPerNode = nullptr;
    QComboBox* m_term = nullptr;
    QMap<QString, QCheckBox*> m_bundled;
    QLineEdit *m_storage = nullptr, *m_network = nullptr, *m_control = nullptr, *m_support = nullptr,
              *m_egress = nullptr;
    QLineEdit *m_expansion = nullptr, *m_source = nullptr, *m_notes = nullptr;
    QDateEdit* m_date = nullptr;
    QLabel* m_error = nullptr;
};

}  // namespace tb::ui
