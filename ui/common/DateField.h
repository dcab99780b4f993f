#pragma once

#include <QDateEdit>

namespace tb::ui {

// A date in a form. Tab leaves it for the next field, as from every other field: QDateEdit's own Tab walks its
// year, month and day parts, so what an analyst typed after Tab went into the day instead of the next field (issue
// 38.8). The arrow keys and a click still choose a part; the calendar pops up as before.
class DateField : public QDateEdit {
    Q_OBJECT

public:
    explicit DateField(QWidget* parent = nullptr) : QDateEdit(parent) {}
    DateField(QDate date, QWidget* parent = nullptr) : QDateEdit(date, parent) {}

protected:
    bool focusNextPrevChild(bool next) override { return QAbstractSpinBox::focusNextPrevChild(next); }
};

}  // namespace tb::ui
