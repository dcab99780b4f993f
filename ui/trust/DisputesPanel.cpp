#include "ui/trust/DisputesPanel.h"

#include "core/store/ProviderRepository.h"
#include "core/usecase/DisputeWorkflow.h"
#include "ui/common/AnalystName.h"
#include "ui/common/FileDialog.h"
#include "ui/common/GuiContinuation.h"

#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tb::ui {
namespace {

QString stateName(core::Dispute::State state) {
    switch (state) {
        case core::Dispute::State::Open:
            return DisputesPanel::tr("Open");
        case core::Dispute::State::Accepted:
            return DisputesPanel::tr("Accepted");
        case core::Dispute::State::Rejected:
            return DisputesPanel::tr("Rejected");
    }
    return {};
}

QColor stateColour(core::Dispute::State state) {
    switch (state) {
        case core::Dispute::State::Open:
            return QColor(0xfd, 0xf1, 0xd6);
        case core::Dispute::State::Accepted:
            return QColor(0xd8, 0xf0, 0xd8);
        case core::Dispute::State::Rejected:
            return QColor(0xf8, 0xd7, 0xd3);
    }
    return {};
}

}  // namespace

DisputesPanel::DisputesPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("disputesPanel"));
    auto* layout = new QVBoxLayout(this);
    auto* head = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("disputesSummary"));
    m_summary->setWordWrap(true);
    head->addWidget(m_summary, 1);
    m_import = new QPushButton(tr("&Import dispute file…"), this);
    m_import->setObjectName(QStringLiteral("disputesImportButton"));
    m_import->setToolTip(tr("A provider's answer to its fact-check bundle, in the format of docs/disputes.md."));
    connect(m_import, &QPushButton::clicked, this, [this] {
        FileDialog::openFile(this, tr("Import dispute file"), {}, tr("Dispute files (*.json);;All files (*)"), this,
                             [this](const QString& path) { importFile(path); });
    });
    head->addWidget(m_import);
    layout->addLayout(head);

    m_table = new QTableWidget(0, 6, this);
    m_table->setObjectName(QStringLiteral("disputesTable"));
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Item"), tr("Claim"), tr("Asks"), tr("State"), tr("Reasoning")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(5, QHeaderView::Stretch);
    m_table->setMinimumHeight(180);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &DisputesPanel::updateButtons);
    layout->addWidget(m_table, 2);

    m_detail = new QLabel(this);
    m_detail->setObjectName(QStringLiteral("disputeDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_detail);

    auto* reasonLabel = new QLabel(tr("&Reasoning (required to accept or reject):"), this);
    m_reasoning = new QPlainTextEdit(this);
    m_reasoning->setObjectName(QStringLiteral("disputeReasoning"));
    m_reasoning->setPlaceholderText(tr("Why the claim holds or does not: what the evidence shows."));
    m_reasoning->setMaximumHeight(90);
    reasonLabel->setBuddy(m_reasoning);
    connect(m_reasoning, &QPlainTextEdit::textChanged, this, &DisputesPanel::updateButtons);
    layout->addWidget(reasonLabel);
    layout->addWidget(m_reasoning);

    auto* buttons = new QHBoxLayout;
    m_accept = new QPushButton(tr("&Accept"), this);
    m_accept->setObjectName(QStringLiteral("disputeAcceptButton"));
    m_accept->setToolTip(tr("Accepting a dispute that asks for a verdict changes the verdict on the checklist."));
    m_reject = new QPushButton(tr("Re&ject"), this);
    m_reject->setObjectName(QStringLiteral("disputeRejectButton"));
    connect(m_accept, &QPushButton::clicked, this, [this] { decideSelected(true); });
    connect(m_reject, &QPushButton::clicked, this, [this] { decideSelected(false); });
    buttons->addWidget(m_accept);
    buttons->addWidget(m_reject);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("disputesStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    updateButtons();
}

void DisputesPanel::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    // A dispute imported or decided anywhere (the CLI, another workbench) shows here without a reload.
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (m_providerId > 0 && c.touchesProvider(m_providerId) && c.touches(core::EntityKind::Verdict)) {
            reload();
        }
    });
    reload();
}

void DisputesPanel::setProvider(qint64 providerId) {
    m_providerId = providerId;
    m_reasoning->clear();
    m_status->clear();
    reload();
}

void DisputesPanel::reload() {
    const quint64 generation = ++m_generation;
    if (!m_store || m_providerId <= 0) {
        show({});
        return;
    }
    const qint64 providerId = m_providerId;
    m_store->submit([providerId](QSqlDatabase& db) { return core::DisputeWorkflow(db).list(providerId); }) |
        ui::whileAlive(this, [this, generation](core::Result<QList<core::Dispute>> list) {
            if (generation != m_generation) {
                return;  // the provider changed or a newer reload is on its way
            }
            if (!list) {
                m_status->setText(list.error().toString());
                return;
            }
            show(*list);
        });
}

void DisputesPanel::show(const QList<core::Dispute>& disputes) {
    const qint64 keep = selected() ? selected()->id : 0;
    m_disputes = disputes;
    int open = 0;
    m_table->setRowCount(int(disputes.size()));
    for (int row = 0; row < disputes.size(); ++row) {
        const core::Dispute& d = disputes[row];
        open += d.state == core::Dispute::State::Open ? 1 : 0;
        auto* state = new QTableWidgetItem(stateName(d.state));
        state->setBackground(stateColour(d.state));
        const QStringList cells{QStringLiteral("%1").arg(d.id), d.itemTitle.isEmpty() ? d.itemKey : d.itemTitle,
                                d.claim, d.requestedVerdict.isEmpty() ? QStringLiteral("\u2013") : d.requestedVerdict};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            item->setToolTip(cells[col]);
            m_table->setItem(row, col, item);
        }
        m_table->setItem(row, 4, state);
        auto* reasoning = new QTableWidgetItem(
            d.reasoning.isEmpty() ? tr("not decided yet")
                                  : tr("%1 (%2, %3)").arg(d.reasoning, d.decidedBy, d.decidedAt.left(10)));
        reasoning->setToolTip(reasoning->text());
        m_table->setItem(row, 5, reasoning);
        if (d.id == keep) {
            m_table->selectRow(row);
        }
    }
    m_table->resizeColumnToContents(0);
    m_table->resizeColumnToContents(3);
    m_table->resizeColumnToContents(4);
    m_table->resizeRowsToContents();
    m_summary->setText(disputes.isEmpty()
                           ? tr("No disputes. A provider answers its fact-check bundle with a dispute file.")
                           : tr("%n dispute(s)", nullptr, int(disputes.size())) + tr(", %n open.", nullptr, open));
    updateButtons();
    emit reloaded();
}

const core::Dispute* DisputesPanel::selected() const {
    const auto rows = m_table->selectionModel() ? m_table->selectionModel()->selectedRows() : QModelIndexList();
    if (rows.isEmpty() || rows.first().row() >= m_disputes.size()) {
        return nullptr;
    }
    return &m_disputes[rows.first().row()];
}

void DisputesPanel::updateButtons() {
    const core::Dispute* d = selected();
    const bool open = d && d->state == core::Dispute::State::Open;
    const bool reasoned = !m_reasoning->toPlainText().trimmed().isEmpty();
    m_accept->setEnabled(open && reasoned);
    m_reject->setEnabled(open && reasoned);
    m_import->setEnabled(m_providerId > 0 && m_store);
    if (!d) {
        m_detail->setText(tr("Select a dispute to see its evidence and decide it."));
        return;
    }
    QString text =
        tr("<b>%1</b> (%2), received %3.").arg(d->itemTitle.toHtmlEscaped(), d->itemKey, d->receivedAt.left(10));
    if (!d->requestedVerdict.isEmpty()) {
        text += QStringLiteral(" ") +
                tr("Asks for the verdict <b>%1</b>; accepting sets it on the checklist.").arg(d->requestedVerdict);
    }
    if (!d->evidenceText.isEmpty()) {
        text += QStringLiteral("<br>") + tr("Evidence: %1").arg(d->evidenceText.toHtmlEscaped());
    }
    if (!d->attachmentName.isEmpty()) {
        text += QStringLiteral("<br>") +
                tr("Attached: %1 (SHA-256 %2)").arg(d->attachmentName.toHtmlEscaped(), d->attachmentSha256);
    }
    text += QStringLiteral("<br>") + tr("Contact: %1").arg(d->contact.toHtmlEscaped());
    m_detail->setText(text);
}

void DisputesPanel::importFile(const QString& path) {
    if (path.isEmpty() || !m_store || m_providerId <= 0) {
        return;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        m_status->setText(tr("Cannot read %1: %2").arg(path, f.errorString()));
        return;
    }
    if (f.size() > core::DisputeFile::kMaxFile) {
        m_status->setText(
            tr("%1 is larger than a dispute file may be (%2 MiB).").arg(path).arg(core::DisputeFile::kMaxFile >> 20));
        return;
    }
    const QByteArray bytes = f.read(core::DisputeFile::kMaxFile + 1);
    const QString name = QFileInfo(path).fileName();
    const qint64 providerId = m_providerId;
    const QString actor = analystName();
    m_status->setText(tr("Importing %1…").arg(name));
    m_store->submit([=](QSqlDatabase& db) -> core::Result<QList<qint64>> {
        auto provider = core::ProviderRepository(db).get(providerId);
        if (!provider) {
            return provider.error();
        }
        return core::DisputeWorkflow(db).import(provider->name, bytes, name, actor);
    }) | ui::whileAlive(this, [this, name](core::Result<QList<qint64>> ids) {
        m_status->setText(ids ? tr("Imported %n dispute(s) from %1.", nullptr, int(ids->size())).arg(name)
                              : tr("Nothing was imported: %1").arg(ids.error().message));
        reload();
    });
}

void DisputesPanel::decideSelected(bool accept) {
    const core::Dispute* d = selected();
    if (!d || !m_store) {
        return;
    }
    const qint64 id = d->id;
    const qint64 version = d->rowVersion;
    const QString reasoning = m_reasoning->toPlainText();
    const QString actor = analystName();
    m_accept->setEnabled(false);
    m_reject->setEnabled(false);
    m_store->submit([=](QSqlDatabase& db) {
        core::DisputeWorkflow disputes(db);
        return accept ? disputes.accept(id, reasoning, actor, version) : disputes.reject(id, reasoning, actor, version);
    }) | ui::whileAlive(this, [this, id, accept](core::Status st) {
        if (st) {
            m_reasoning->clear();
            m_status->setText(accept ? tr("Dispute %1 accepted.").arg(id) : tr("Dispute %1 rejected.").arg(id));
            emit decided(id);
        } else {
            m_status->setText(st.error().message);
        }
        reload();
    });
}

}  // namespace tb::ui
