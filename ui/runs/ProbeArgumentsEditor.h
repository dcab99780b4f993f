#pragma once

#include "core/run/ProbeArguments.h"

#include <QGroupBox>
#include <QHash>
#include <QMap>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QWidget;

namespace tb::ui {

// The run panel's editor of one probe's arguments: the common options of probes/common/Options.cpp as fields
// (defaults as placeholders), validated as the probe's own parser would (core::ProbeArguments) with the message
// beside the field, and a read-only preview of the exact, quoted command line. It holds the arguments of every
// probe and shows the one setProbe() names. What the analyst enters is kept in QSettings (no secrets here: sizes,
// counts, backend) so it survives the session; arguments set from code are not saved.
//
// Thread contract: GUI thread.
class ProbeArgumentsEditor : public QGroupBox {
    Q_OBJECT

public:
    using Option = core::ProbeArguments::Option;

    explicit ProbeArgumentsEditor(QWidget* parent = nullptr);

    // Shows this probe's arguments (empty: none selected).
    void setProbe(const QString& probe);
    const QString& probe() const { return m_probe; }
    // Replaces a probe's arguments (code, tests); options without a field are kept and passed on quoted.
    void setArguments(const QString& probe, const QStringList& argv);
    // The words after the program for this probe, as the run passes them.
    QStringList arguments(const QString& probe) const;
    bool isValid(const QString& probe) const;
    // The first problem as one line naming the probe and the field; empty when valid.
    QString problemSummary(const QString& probe) const;
    // The command line the preview shows for this probe.
    QString commandLine(const QString& probe) const;
    // The command for display: quoted words, an option and its value kept together, lines continued with " \\"
    // (still a valid command when pasted into a shell) so that none is longer than `columns` where it can be helped.
    static QString wrapCommand(const QString& program, const QStringList& argv, int columns);
    static QString optionName(Option option);

    QLineEdit* field(Option option) const { return m_fields.value(option); }
    QLabel* messageLabel(Option option) const { return m_messages.value(option); }
    QCheckBox* opBox(const QString& op) const { return m_opBoxes.value(op); }

signals:
    // Any change to a probe's arguments (typing, a check box, setArguments).
    void argumentsChanged(const QString& probe);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;  // re-wraps the preview when its width changes

private:
    void showPreview();
    QLineEdit* addField(Option option, QWidget* parent);
    void loadWidgets();
    void readWidgets();
    void refresh();
    void save(const QString& probe) const;
    void load();
    core::ProbeArguments& current();

    QString m_probe;
    QHash<QString, core::ProbeArguments> m_args;
    bool m_loading = false;

    QLabel* m_intro;
    QWidget* m_form;
    QMap<Option, QLineEdit*> m_fields;
    QMap<Option, QLabel*> m_messages;
    QMap<Option, QWidget*> m_rows;
    QLabel* m_sizesHint;
    QComboBox* m_backend;
    QLabel* m_backendHint;
    QCheckBox* m_check;
    QWidget* m_opsRow;
    QGridLayout* m_opsLayout;  // three boxes a row: five in one row made the Nodes tab wider than a 1400 px window
    QHash<QString, QCheckBox*> m_opBoxes;
    QPlainTextEdit* m_preview;
    QString m_previewTip;
};

}  // namespace tb::ui
