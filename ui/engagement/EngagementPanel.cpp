#include "ui/engagement/EngagementPanel.h"

#include "core/engagement/EngagementRunner.h"
#include "core/run/ProbeBundle.h"
#include "core/session/RemoteSession.h"
#include "core/store/EngagementRepository.h"
#include "core/store/Store.h"
#include "ui/common/AnalystName.h"
#include "ui/common/GuiContinuation.h"
#include "ui/engagement/EngagementStartDialog.h"
#include "ui/engagement/EngagementStepsModel.h"
#include "ui/runs/NodeSessions.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
constexpr int kAutoUpdateMs = 30000;  // how often a connected node is asked where its engagement stands

QString engagementStateText(core::EngagementState state) {
    switch (state) {
        case core::EngagementState::Running:
            return EngagementPanel::tr("running");
        case core::EngagementState::Paused:
            return EngagementPanel::tr("paused");
        case core::EngagementState::Ended:
            return EngagementPanel::tr("ended");
        case core::EngagementState::Stopped:
            return EngagementPanel::tr("stopped");
    }
    return {};
}
}  // namespace

EngagementPanel::EngagementPanel(NodeSessions* sessions, QWidget* parent) : QWidget(parent), m_sessions(sessions) {
    setObjectName(QStringLiteral("engagementPanel"));
    auto* layout = new QVBoxLayout(this);

    auto* top = new QHBoxLayout;
    auto* label = new QLabel(tr("E&ngagement:"), this);
    m_engagements = new QComboBox(this);
    m_engagements->setObjectName(QStringLiteral("engagementCombo"));
    m_engagements->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    label->setBuddy(m_engagements);
    m_new = new QPushButton(tr("Ne&w engagement…"), this);
    m_new->setObjectName(QStringLiteral("newEngagementButton"));
    top->addWidget(label);
    top->addWidget(m_engagements, 1);
    top->addWidget(m_new);
    layout->addLayout(top);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("engagementSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_bar = new QProgressBar(this);
    m_bar->setObjectName(QStringLiteral("engagementProgress"));
    m_bar->setRange(0, 100);
    layout->addWidget(m_bar);

    m_model = new EngagementStepsModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("engagementSteps"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(EngagementStepsModel::Note, QHeaderView::Stretch);
    layout->addWidget(m_table, 1);

    auto* buttons = new QHBoxLayout;
    m_update = new QPushButton(tr("&Update from node"), this);
    m_update->setObjectName(QStringLiteral("updateEngagementButton"));
    m_update->setToolTip(
        tr("Collect the steps that finished on the node, store their results once, and let the "
           "node's supervisor go on"));
    m_pause = new QPushButton(tr("Pause"), this);
    m_pause->setObjectName(QStringLiteral("pauseEngagementButton"));
    m_pause->setToolTip(tr("The step that runs finishes; no further step starts"));
    m_resume = new QPushButton(tr("Resume"), this);
    m_resume->setObjectName(QStringLiteral("resumeEngagementButton"));
    m_skip = new QPushButton(tr("Skip step"), this);
    m_skip->setObjectName(QStringLiteral("skipStepButton"));
    m_retry = new QPushButton(tr("Retr&y step"), this);
    m_retry->setObjectName(QStringLiteral("retryStepButton"));
    for (QPushButton* b : {m_update, m_pause, m_resume, m_skip, m_retry}) {
        buttons->addWidget(b);
    }
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("engagementStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_autoUpdate = new QTimer(this);
    m_autoUpdate->setInterval(kAutoUpdateMs);
    connect(m_autoUpdate, &QTimer::timeout, this, [this] {
        // Only on a node already logged in to: a timer must never pop up a host key or passphrase question.
        if (!m_busy && m_view && m_view->status.engagement.state == core::EngagementState::Running &&
            m_sessions->isConnected(m_place.node.id)) {
            updateFromNode();
        }
    });
    m_autoUpdate->start();

    connect(m_engagements, &QComboBox::currentIndexChanged, this,
            [this] { showEngagement(m_engagements->currentData().toLongLong()); });
    connect(m_new, &QPushButton::clicked, this, &EngagementPanel::startNew);
    connect(m_update, &QPushButton::clicked, this, &EngagementPanel::updateFromNode);
    connect(m_pause, &QPushButton::clicked, this, &EngagementPanel::pause);
    connect(m_resume, &QPushButton::clicked, this, &EngagementPanel::resume);
    connect(m_skip, &QPushButton::clicked, this, &EngagementPanel::skipStep);
    connect(m_retry, &QPushButton::clicked, this, &EngagementPanel::retryStep);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &EngagementPanel::updateButtons);
    updateButtons();
}

EngagementPanel::~EngagementPanel() {
    // A start still deploying stops on the worker; the rest of any call finishes there and its continuation, tied
    // to this panel, never runs.
    m_cancel.cancel();
}

void EngagementPanel::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        // Engagements and their steps are announced as runs of their provider (core/store/ChangeRecorder).
        if (m_place.providerId > 0 && c.touches(core::EntityKind::Run) && c.touchesProvider(m_place.providerId)) {
            reload();
        }
    });
    reload();
}

void EngagementPanel::setPlace(const RunPlace& place) {
    const bool otherNode = place.node.id != m_place.node.id;
    m_place = place;
    if (otherNode) {
        m_view.reset();
        m_model->setSteps({});
        m_engagements->clear();
    }
    reload();
}

EngagementStartDialog* EngagementPanel::startDialog() const {
    return m_dialog;
}

qint64 EngagementPanel::currentEngagementId() const {
    return m_engagements->currentData().toLongLong();
}

void EngagementPanel::selectEngagement(qint64 id) {
    const int i = m_engagements->findData(id);
    if (i >= 0) {
        m_engagements->setCurrentIndex(i);
    }
}

void EngagementPanel::reload() {
    const quint64 generation = ++m_generation;
    if (!m_store || m_place.node.id <= 0) {
        m_engagements->clear();
        m_summary->setText(m_place.node.id <= 0 ? tr("Select a node to see its engagements.") : QString());
        updateButtons();
        return;
    }
    const qint64 providerId = m_place.providerId;
    const qint64 nodeId = m_place.node.id;
    m_store->submit([providerId](QSqlDatabase& db) {
        return core::EngagementRepository(db).list(providerId);
    }) | whileAlive(this, [this, generation, nodeId](const core::Result<QVector<core::EngagementListing>>& all) {
        if (generation != m_generation) {
            return;
        }
        if (!all) {
            m_status->setText(all.error().toString());
            return;
        }
        const qint64 keep = currentEngagementId();
        QSignalBlocker block(m_engagements);
        m_engagements->clear();
        for (const core::EngagementListing& l : *all) {
            if (l.engagement.nodeId != nodeId) {
                continue;
            }
            m_engagements->addItem(tr("#%1 %2 %3 (%4, %5)")
                                       .arg(l.engagement.id)
                                       .arg(l.engagement.planName, l.engagement.planVersion,
                                            engagementStateText(l.engagement.state), l.engagement.createdAt.left(16)),
                                   l.engagement.id);
        }
        emit loaded(m_engagements->count());
        if (m_engagements->count() == 0) {
            m_view.reset();
            m_model->setSteps({});
            m_bar->setValue(0);
            m_summary->setText(
                tr("No engagement on this node yet. New engagement… runs a ClusterMAX plan here "
                   "unattended: the node goes on while this window is closed."));
            updateButtons();
            return;
        }
        // The newest first (the list is newest first); the one shown stays shown.
        const int i = m_engagements->findData(keep);
        m_engagements->setCurrentIndex(i >= 0 ? i : 0);
        showEngagement(currentEngagementId());
    });
}

void EngagementPanel::showEngagement(qint64 id) {
    if (!m_store || id <= 0) {
        return;
    }
    const quint64 generation = ++m_generation;
    m_store->submit([id](QSqlDatabase& db) { return core::EngagementView::read(db, id); }) |
        whileAlive(this, [this, generation, id](const core::Result<core::EngagementView>& v) {
            if (generation != m_generation) {
                return;
            }
            if (!v) {
                m_status->setText(v.error().toString());
                return;
            }
            const QString keep = selectedStep();
            m_view = *v;
            m_progress = v->progress;
            m_model->setSteps(v->status.steps);
            if (const int row = m_model->rowOf(keep); row >= 0) {
                m_table->selectRow(row);
            }
            const core::EngagementRecord& e = v->status.engagement;
            const core::EngagementProgress& p = v->progress;
            m_bar->setValue(p.percent());
            QString text = tr("%1 %2, %3: %4 of %5 steps finished (%6 failed), %7 running, %8 waiting. "
                              "%9 of %10 node-hours used.")
                               .arg(e.planName, e.planVersion, engagementStateText(e.state))
                               .arg(p.finished)
                               .arg(p.total)
                               .arg(p.failed)
                               .arg(p.running)
                               .arg(p.waiting)
                               .arg(p.nodeHoursUsed, 0, 'f', 2)
                               .arg(p.budgetNodeHours, 0, 'f', 2);
            if (p.minutesLeft > 0 && e.state != core::EngagementState::Ended) {
                text += u' ' + tr("About %1 minutes of steps left.").arg(p.minutesLeft);
            }
            if (!e.stateNote.isEmpty()) {
                text += u' ' + e.stateNote;
            }
            if (!e.consentBy.isEmpty()) {
                text += u' ' + tr("Consent for %1 given by %2 at %3.")
                                   .arg(e.consentSteps.join(QStringLiteral(", ")), e.consentBy, e.consentAt);
            }
            m_summary->setText(text);
            updateButtons();
            emit shown(id);
        });
}

QString EngagementPanel::selectedStep() const {
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const core::EngagementStepRecord* s = rows.isEmpty() ? nullptr : m_model->stepAt(rows.first().row());
    return s ? s->instanceId : QString();
}

void EngagementPanel::startNew() {
    if (!m_store || m_place.node.id <= 0 || m_busy) {
        return;
    }
    const QString nodeName = m_place.node.name.isEmpty() ? m_place.target.host : m_place.node.name;
    auto* dialog = new EngagementStartDialog(m_store, nodeName, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (dialog->plan()) {
            start(*dialog->plan(), dialog->phases(), dialog->consent());
        }
    });
    dialog->open();
}

void EngagementPanel::start(const core::EngagementPlan& plan, const QStringList& phases, bool consent) {
    core::EngagementStartRequest request;
    request.providerId = m_place.providerId;
    request.evaluationId = m_place.evaluationId;
    request.nodeId = m_place.node.id;
    request.providerName = m_place.providerName;
    request.nodeName = m_place.node.name.isEmpty() ? m_place.target.host : m_place.node.name;
    request.plan = plan;
    request.target = m_place.target;
    request.phases = phases;
    request.destructiveConsent = consent;
    request.remoteDir = m_place.node.remoteDir;
    request.probesDir = core::ProbeBundle::defaultSourcesDir();
    request.actor = analystName();
    const std::shared_ptr<core::Store> store = m_store;
    const core::CancelToken cancel = m_cancel;
    onNode(QStringLiteral("start"), [store, request, cancel](core::RemoteConnection& c) -> core::Status {
        auto id = core::EngagementRunner(store).start(c, request, cancel);
        if (!id) {
            return id.error();
        }
        return {};
    });
}

void EngagementPanel::updateFromNode() {
    const qint64 id = currentEngagementId();
    if (id <= 0) {
        return;
    }
    const std::shared_ptr<core::Store> store = m_store;
    const QString actor = analystName();
    onNode(QStringLiteral("update"), [store, id, actor](core::RemoteConnection& c) -> core::Status {
        auto s = core::EngagementRunner(store).sync(c, id, actor);
        if (!s) {
            return s.error();
        }
        return {};
    });
}

void EngagementPanel::pause() {
    const qint64 id = currentEngagementId();
    const std::shared_ptr<core::Store> store = m_store;
    const QString actor = analystName();
    onNode(QStringLiteral("pause"),
           [store, id, actor](core::RemoteConnection& c) { return core::EngagementRunner(store).pause(c, id, actor); });
}

void EngagementPanel::resume() {
    const qint64 id = currentEngagementId();
    const std::shared_ptr<core::Store> store = m_store;
    const QString actor = analystName();
    onNode(QStringLiteral("resume"), [store, id, actor](core::RemoteConnection& c) {
        return core::EngagementRunner(store).resume(c, id, actor);
    });
}

void EngagementPanel::skipStep() {
    const qint64 id = currentEngagementId();
    const QString step = selectedStep();
    const std::shared_ptr<core::Store> store = m_store;
    const QString actor = analystName();
    onNode(QStringLiteral("skip"), [store, id, step, actor](core::RemoteConnection& c) {
        return core::EngagementRunner(store).skip(c, id, step, actor);
    });
}

void EngagementPanel::retryStep() {
    const qint64 id = currentEngagementId();
    const QString step = selectedStep();
    const std::shared_ptr<core::Store> store = m_store;
    const QString actor = analystName();
    onNode(QStringLiteral("retry"), [store, id, step, actor](core::RemoteConnection& c) {
        return core::EngagementRunner(store).retry(c, id, step, actor);
    });
}

void EngagementPanel::onNode(const QString& action, RemoteCall call) {
    if (m_busy || !m_store || m_place.node.id <= 0) {
        return;
    }
    setBusy(true, tr("Connecting to %1…").arg(m_place.target.display()));
    const qint64 nodeId = m_place.node.id;
    m_sessions->connectNode(nodeId, m_place.target, this, [this, nodeId, action, call](const core::Status& st) {
        core::RemoteSession* session = st ? m_sessions->session(nodeId) : nullptr;
        if (!session) {
            const QString why = st ? tr("the node has no session") : st.error().toString();
            setBusy(false, why);
            emit actionDone(action, false, why);
            return;
        }
        setBusy(true, action == QLatin1String("start") ? tr("Starting the engagement (deploying what it needs)…")
                                                       : tr("Asking the node…"));
        session->submit([call](core::RemoteConnection& c) { return call(c); }) |
            whileAlive(this, [this, action](const core::Status& done) {
                const QString message = done ? QString() : done.error().toString();
                setBusy(false, done ? tr("Done.") : message);
                reload();
                emit actionDone(action, bool(done), message);
            });
    });
}

void EngagementPanel::setBusy(bool busy, const QString& status) {
    m_busy = busy;
    if (!status.isNull()) {
        m_status->setText(status);
    }
    updateButtons();
}

void EngagementPanel::updateButtons() {
    const bool node =
        m_store && m_place.node.id > 0 && m_place.hostKeyRefused.isEmpty() && m_sessions->hasConnectionFactory();
    const bool have = node && m_view.has_value() && !m_busy;
    const core::EngagementState state = m_view ? m_view->status.engagement.state : core::EngagementState::Stopped;
    const QString step = selectedStep();
    const int row = m_model->rowOf(step);
    const core::EngagementStepRecord* s = m_model->stepAt(row);
    m_new->setEnabled(node && !m_busy);
    m_engagements->setEnabled(!m_busy);
    m_update->setEnabled(have && state != core::EngagementState::Stopped);
    m_pause->setEnabled(have && state == core::EngagementState::Running);
    m_resume->setEnabled(have && state == core::EngagementState::Paused);
    // Left out steps stay left out: consent and phases are chosen when an engagement starts (core refuses too).
    m_skip->setEnabled(have && s && !core::isFinal(s->state));
    m_retry->setEnabled(have && s && core::isFinal(s->state) && s->state != core::EngagementStepState::LeftOut);
}

}  // namespace tb::ui
