#pragma once

#include "ui/common/ChangeSubscription.h"

#include "core/domain/Interview.h"
#include "ui/common/ProviderAware.h"
#include "ui/common/StoreAware.h"
#include "ui/interviews/InterviewEditor.h"

#include <QList>
#include <QPair>
#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace tb::ui {

class InterviewFilterProxy;
class InterviewListModel;

// The "Interviews" tab of the provider page: the provider's customer interviews (with the interviewee's name: this
// is the one place that shows it), search and filters, add/edit/delete, CSV import and export.
//
// Thread contract: GUI thread. Every read and write is a store job (`submit().then(this, ...)`); a reload that
// returns after the provider changed is dropped.
class InterviewsTab : public QWidget, public ProviderAware, public StoreAware {
    Q_OBJECT

public:
    explicit InterviewsTab(QWidget* parent = nullptr);

    void setStore(std::shared_ptr<core::Store> store) override;
    void setProvider(qint64 providerId) override;

    InterviewListModel* model() const { return m_model; }
    InterviewFilterProxy* proxy() const { return m_proxy; }
    // The editor now open (null when none).
    InterviewEditor* editor() const { return m_editor; }
    // Per-row errors of the last refused import ("row 3, column held_on: ..."), empty after a good one.
    QStringList lastImportErrors() const { return m_lastImportErrors; }

public slots:
    void reload();
    // Opens the editor for a new interview (0) or an existing one; returns it (shown, non-blocking).
    InterviewEditor* openEditor(qint64 interviewId = 0);
    // The editor on this interview as given (a reloaded version, or the analyst's own after a refused save).
    InterviewEditor* openEditorOn(const core::Interview& interview);
    // Asks (MessageBox) and deletes the selected interview.
    void deleteSelected();
    // Reads and imports a CSV file in one store job: every row or none.
    void importCsvFile(const QString& path);
    // Writes this provider's interviews as CSV.
    void exportCsvFile(const QString& path);

signals:
    void reloaded();
    void importFinished(int imported, const QStringList& errors);
    void exportFinished(bool ok, const QString& message);
    void errorOccurred(const QString& message);

private:
    void save(const core::Interview& interview);
    // Another analyst saved the interview since the editor read it: Reload, Overwrite knowingly or Keep editing.
    void resolveConflict(const core::Interview& mine, const core::Error& conflict);
    void updateButtons();
    void showSelectedNotes();
    void refillTagFilter();
    qint64 selectedId() const;

    std::shared_ptr<core::Store> m_store;

    ChangeSubscription m_changes;  // the store's change signal
    qint64 m_providerId = 0;
    quint64 m_generation = 0;
    QList<QPair<QString, QString>> m_criteria;  // (key, name) of the rubric
    QStringList m_lastImportErrors;
    QPointer<InterviewEditor> m_editor;

    InterviewListModel* m_model;
    InterviewFilterProxy* m_proxy;
    QTableView* m_table;
    QLineEdit* m_search;
    QComboBox* m_orgFilter;
    QComboBox* m_tagFilter;
    QPushButton* m_add;
    QPushButton* m_edit;
    QPushButton* m_delete;
    QPushButton* m_import;
    QPushButton* m_export;
    QTextBrowser* m_notes;
    QLabel* m_status;
};

}  // namespace tb::ui
