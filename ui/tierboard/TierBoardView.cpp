#include "ui/tierboard/TierBoardView.h"

#include "ui/common/ChangeSubscription.h"
#include "core/cost/CostScenario.h"
#include "core/rating/RatingEngine.h"
#include "core/report/TierBoard.h"
#include "core/store/Store.h"
#include "ui/common/FileDialog.h"
#include "ui/common/GuiContinuation.h"
#include "ui/common/MessageBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSettings>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace tb::ui {

using Placement = TierBoardRenderer::Placement;

namespace {
// The board's options as the analyst left them (settings, per user; no data of any database).
const QString kPlacementKey = QStringLiteral("tierBoard/placement");
const QString kShowSuggestedKey = QStringLiteral("tierBoard/showSuggested");
const QString kShowReferenceKey = QStringLiteral("tierBoard/showReference");
const QString kShowPriceKey = QStringLiteral("tierBoard/showPrice");
const QString kPriceScenarioKey = QStringLiteral("tierBoard/priceScenario");
}  // namespace

TierBoardView::TierBoardView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("tierBoardView"));
    m_placement = new QComboBox(this);
    m_placement->setObjectName(QStringLiteral("tierBoardPlacement"));
    for (Placement p : {Placement::Assigned, Placement::Suggested, Placement::Reference}) {
        m_placement->addItem(TierBoardRenderer::placementName(p), static_cast<int>(p));
    }
    m_showSuggested = new QCheckBox(tr("Show &suggested tier"), this);
    m_showReference = new QCheckBox(tr("Show &reference tier"), this);
    m_showPrice = new QCheckBox(tr("Show pr&ice under"), this);
    m_showPrice->setObjectName(QStringLiteral("tierBoardShowPrice"));
    m_showPrice->setToolTip(
        tr("Beside each name: the effective price of a useful GPU-hour under the scenario, then "
           "the list price per GPU-hour in force"));
    m_priceScenario = new QComboBox(this);
    m_priceScenario->setObjectName(QStringLiteral("tierBoardPriceScenario"));
    for (const core::CostScenario& sc : core::CostScenario::builtIn()) {
        m_priceScenario->addItem(sc.name, sc.key);
        m_priceScenario->setItemData(m_priceScenario->count() - 1, sc.description, Qt::ToolTipRole);
    }
    m_priceScenario->setEnabled(false);
    auto* refresh = new QPushButton(tr("Re&load"), this);
    auto* exportButton = new QPushButton(tr("&Export…"), this);
    exportButton->setObjectName(QStringLiteral("tierBoardExport"));
    m_status = new QLabel(this);

    auto* placementLabel = new QLabel(tr("&Place providers by:"), this);
    placementLabel->setBuddy(m_placement);
    auto* bar = new QHBoxLayout;
    bar->addWidget(placementLabel);
    bar->addWidget(m_placement);
    bar->addWidget(m_showSuggested);
    bar->addWidget(m_showReference);
    bar->addWidget(m_showPrice);
    bar->addWidget(m_priceScenario);
    bar->addStretch(1);
    bar->addWidget(m_status);
    bar->addWidget(refresh);
    bar->addWidget(exportButton);

    m_board = new TierBoardWidget;
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_board);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(scroll, 1);

    connect(m_placement, &QComboBox::currentIndexChanged, this, &TierBoardView::applyOptions);
    connect(m_showSuggested, &QCheckBox::toggled, this, &TierBoardView::applyOptions);
    connect(m_showReference, &QCheckBox::toggled, this, &TierBoardView::applyOptions);
    // Prices are read with the board, so a change of either reloads it.
    connect(m_showPrice, &QCheckBox::toggled, this, [this](bool on) {
        m_priceScenario->setEnabled(on);
        applyOptions();
        reload();
    });
    connect(m_priceScenario, &QComboBox::currentIndexChanged, this, [this] {
        if (m_showPrice->isChecked()) {
            reload();
        }
    });
    connect(refresh, &QPushButton::clicked, this, &TierBoardView::reload);
    connect(exportButton, &QPushButton::clicked, this, &TierBoardView::exportBoard);
    // Until assignments exist the reference tiers are the only placement that shows anything; after that, the
    // board opens as the analyst left it (issue 38.8: it forgot its grouping across restarts).
    const QSettings settings;
    const int placement = settings.value(kPlacementKey, static_cast<int>(Placement::Reference)).toInt();
    const int at = m_placement->findData(placement);
    m_placement->setCurrentIndex(at >= 0 ? at : m_placement->findData(static_cast<int>(Placement::Reference)));
    m_showSuggested->setChecked(settings.value(kShowSuggestedKey, false).toBool());
    m_showReference->setChecked(settings.value(kShowReferenceKey, false).toBool());
    if (const int scenario = m_priceScenario->findData(settings.value(kPriceScenarioKey).toString()); scenario >= 0) {
        m_priceScenario->setCurrentIndex(scenario);
    }
    m_showPrice->setChecked(settings.value(kShowPriceKey, false).toBool());
    // Saved on every change, so a crash or a kill keeps the last choice too.
    const auto save = [this] {
        QSettings s;
        s.setValue(kPlacementKey, m_placement->currentData());
        s.setValue(kShowSuggestedKey, m_showSuggested->isChecked());
        s.setValue(kShowReferenceKey, m_showReference->isChecked());
        s.setValue(kShowPriceKey, m_showPrice->isChecked());
        s.setValue(kPriceScenarioKey, m_priceScenario->currentData());
    };
    connect(m_placement, &QComboBox::currentIndexChanged, this, save);
    connect(m_showSuggested, &QCheckBox::toggled, this, save);
    connect(m_showReference, &QCheckBox::toggled, this, save);
    connect(m_showPrice, &QCheckBox::toggled, this, save);
    connect(m_priceScenario, &QComboBox::currentIndexChanged, this, save);
}

void TierBoardView::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    // Tiers and suggestions follow everything that feeds a rating.
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (c.touchesAny({core::EntityKind::Provider, core::EntityKind::Evaluation, core::EntityKind::Verdict,
                          core::EntityKind::Run, core::EntityKind::Interview, core::EntityKind::Rating,
                          core::EntityKind::Baseline, core::EntityKind::Price})) {
            reload();
        }
    });
    reload();
}

void TierBoardView::reload() {
    if (!m_store) {
        return;
    }
    m_status->setText(tr("Loading…"));
    const QString priceScenario = m_showPrice->isChecked() ? m_priceScenario->currentData().toString() : QString();
    m_store->submit([priceScenario](QSqlDatabase& db) -> core::Result<core::TierBoard> {
        auto board = core::TierBoard::live(db, core::RatingEngine());
        if (board && !priceScenario.isEmpty()) {
            if (auto st = board->attachPrices(db, priceScenario); !st) {
                return st.error();
            }
        }
        return board;
    }) | ui::whileAlive(this, [this](core::Result<core::TierBoard> board) {
        if (!board) {
            m_status->setText(board.error().message);
            return;
        }
        m_status->setText(tr("%n provider(s)", nullptr, int(board->entries.size())));
        m_board->setBoard(*board);
    });
}

void TierBoardView::applyOptions() {
    TierBoardRenderer::Options options = m_board->options();
    options.placement = static_cast<Placement>(m_placement->currentData().toInt());
    options.showSuggested = m_showSuggested->isChecked();
    options.showReference = m_showReference->isChecked();
    options.showPrice = m_showPrice->isChecked();
    m_board->setOptions(options);
}

void TierBoardView::exportBoard() {
    FileDialog::saveFile(this, tr("Export tier board"), QStringLiteral("tierboard.pdf"),
                         tr("PDF (*.pdf);;SVG (*.svg);;PNG (*.png)"), QStringLiteral("pdf"), this,
                         [this](const QString& path) {
                             if (auto st = m_board->exportTo(path); !st) {
                                 MessageBox::critical(this, tr("Export failed"), st.error().message, st.error().detail);
                             }
                             emit exported(path);
                         });
}

}  // namespace tb::ui
