#include "ui/calibration/CalibrationView.h"

#include "ui/common/ChangeSubscription.h"
#include "core/rating/BaselineMeasurementSource.h"
#include "core/report/TierBoard.h"
#include "core/store/RoundRepository.h"
#include "core/store/Store.h"
#include "ui/common/AnalystName.h"
#include "ui/common/GuiContinuation.h"
#include "ui/common/MessageBox.h"
#include "ui/calibration/CalibrationFilterProxy.h"
#include "ui/calibration/CalibrationModel.h"
#include "ui/rating/RatingSettings.h"
#include "ui/tierboard/TierBoardView.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
struct CalibrationData {
    core::Result<core::TierBoard> board = core::TierBoard{};
    QString openRound;
};
}  // namespace

CalibrationView::CalibrationView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("calibrationView"));
    m_model = new CalibrationModel(this);
    m_proxy = new CalibrationFilterProxy(this);
    m_proxy->setSourceModel(m_model);

    m_only = new QCheckBox(tr("Only &disagreements"), this);
    m_only->setObjectName(QStringLiteral("calibrationOnlyDisagreements"));
    m_only->setToolTip(
        tr("Providers whose tier here differs from the reference tier, or whose assigned tier "
           "differs from the suggestion."));
    auto* reload = new QPushButton(tr("Re&load"), this);
    m_closeRound = new QPushButton(tr("&Close round…"), this);
    m_closeRound->setObjectName(QStringLiteral("calibrationCloseRound"));
    m_closeRound->setToolTip(
        tr("Freeze every provider's assigned tier as a named round (e.g. 2.2); the tier board "
           "then shows movement against it."));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("calibrationSummary"));

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_only);
    bar->addStretch(1);
    bar->addWidget(m_summary);
    bar->addWidget(reload);
    bar->addWidget(m_closeRound);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("calibrationTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(int(CalibrationModel::Column::Provider), Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_table, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        const qint64 id = index.data(CalibrationModel::ProviderIdRole).toLongLong();
        if (id > 0) {
            emit providerActivated(id);
        }
    });
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto* hint = new QLabel(tr("Tiers here: the assigned tier, else the suggested one. Highlighted cells differ from "
                               "the reference tier or from the suggestion.") +
                                u' ' + tr("Double-click a row (or press Enter) to open its provider."),
                            this);
    hint->setEnabled(false);
    hint->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    layout->addWidget(hint);

    connect(m_only, &QCheckBox::toggled, m_proxy, &CalibrationFilterProxy::setOnlyDisagreements);
    connect(reload, &QPushButton::clicked, this, &CalibrationView::reload);
    connect(m_closeRound, &QPushButton::clicked, this, &CalibrationView::askCloseRound);
}

void CalibrationView::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (c.touchesAny({core::EntityKind::Provider, core::EntityKind::Evaluation, core::EntityKind::Verdict,
                          core::EntityKind::Run, core::EntityKind::Interview, core::EntityKind::Rating,
                          core::EntityKind::Baseline, core::EntityKind::Price})) {
            reload();
        }
    });
    reload();
}

void CalibrationView::reload() {
    if (!m_store) {
        return;
    }
    const quint64 generation = ++m_generation;
    const auto config = RatingSettings::engineConfig();
    m_summary->setText(tr("Loading…"));
    m_store->submit([config](QSqlDatabase& db) {
        CalibrationData loaded;
        const core::BaselineMeasurementSource measurements;
        loaded.board = core::TierBoard::live(db, core::RatingEngine(config, &measurements));
        if (auto open = core::RoundRepository(db).openRound()) {
            loaded.openRound = open->name;
        }
        return loaded;
    }) | ui::whileAlive(this, [this, generation](const CalibrationData& loaded) {
        if (generation != m_generation) {
            return;
        }
        m_openRound = loaded.openRound;
        if (!loaded.board) {
            m_summary->setText(loaded.board.error().message);
            emit reloaded();
            return;
        }
        m_model->setBoard(*loaded.board);
        int disagreements = 0;
        for (const auto& e : loaded.board->entries) {
            disagreements += CalibrationModel::disagrees(e) ? 1 : 0;
        }
        QString text = tr("%n provider(s)", nullptr, int(loaded.board->entries.size())) + QStringLiteral(", ") +
                       tr("%n disagreement(s)", nullptr, disagreements);
        if (!loaded.board->comparedWith.isEmpty()) {
            text += QStringLiteral(" · ") + tr("movement since round %1").arg(loaded.board->comparedWith);
        }
        if (!m_openRound.isEmpty()) {
            text += QStringLiteral(" · ") + tr("round %1 open").arg(m_openRound);
        }
        m_summary->setText(text);
        emit reloaded();
    });
}

void CalibrationView::askCloseRound() {
    auto* dialog = new QInputDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Close round"));
    dialog->setLabelText(tr("Freeze every provider's current assignment as round:"));
    dialog->setTextValue(m_openRound);
    connect(dialog, &QInputDialog::textValueSelected, this, [this](const QString& name) {
        if (!name.trimmed().isEmpty()) {
            closeRound(name.trimmed());
        }
    });
    dialog->open();
}

void CalibrationView::closeRound(const QString& name) {
    if (!m_store) {
        return;
    }
    const QString actor = analystName();
    m_store->submit([name, actor](QSqlDatabase& db) { return core::RoundRepository(db).freeze(name, actor); }) |
        ui::whileAlive(this, [this, name](const core::Result<qint64>& closed) {
            if (!closed) {
                MessageBox::critical(this, tr("Round not closed"), closed.error().message, closed.error().detail);
                emit roundClosed(false, closed.error().message);
                return;
            }
            emit roundClosed(true, tr("Round %1 closed.").arg(name));
            reload();
            // The board's arrows now count from this round: let the tier board views of this window show it.
            for (TierBoardView* board : window()->findChildren<TierBoardView*>()) {
                board->reload();
            }
        });
}

}  // namespace tb::ui
