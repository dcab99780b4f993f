#include "ui/imports/ImportDialog.h"

#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "core/usecase/ImportWorkflow.h"
#include "ui/common/FileDialog.h"
#include "ui/common/GuiContinuation.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPromise>
#include <QPushButton>
#include <QThreadPool>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
enum Column { ColFile, ColFormat, ColRuns, ColRows, ColNotes, ColCount };

qsizetype rowCount(const core::ParsedImport& p) {
    qsizetype rows = 0;
    for (const core::ParsedRun& r : p.runs) {
        rows += r.rows.size() + r.samples.size();
    }
    return rows;
}

qsizetype findingCount(const core::ParsedImport& p) {
    qsizetype n = 0;
    for (const core::ParsedRun& r : p.runs) {
        n += r.findings.size();
    }
    return n;
}
}  // namespace

ImportDialog::ImportDialog(std::shared_ptr<core::Store> store, qint64 providerId, QWidget* parent)
    : QDialog(parent), m_store(std::move(store)) {
    setObjectName(QStringLiteral("importDialog"));
    setWindowTitle(tr("Import tool output"));
    setMinimumSize(720, 380);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Outputs of nccl-tests, rccl-tests, nvbandwidth, nvidia-smi, kernel logs, lspci, "
                                "ibstat, rocm-smi, dcgmi diag and more. Each file is read and recognised first; "
                                "nothing is stored until you press Store."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    m_provider = new QComboBox(this);
    m_provider->setObjectName(QStringLiteral("importProviderCombo"));
    m_evaluation = new QComboBox(this);
    m_evaluation->setObjectName(QStringLiteral("importEvaluationCombo"));
    form->addRow(tr("&Provider:"), m_provider);
    form->addRow(tr("&Evaluation:"), m_evaluation);
    layout->addLayout(form);

    m_files = new QTreeWidget(this);
    m_files->setObjectName(QStringLiteral("recognisedTree"));
    m_files->setRootIsDecorated(false);
    m_files->setHeaderLabels({tr("File"), tr("Recognised as"), tr("Runs"), tr("Rows"), tr("Warnings and findings")});
    m_files->header()->setStretchLastSection(true);
    layout->addWidget(m_files, 1);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("importStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_add = m_buttons->addButton(tr("&Add file…"), QDialogButtonBox::ActionRole);
    m_storeButton = m_buttons->addButton(tr("&Store"), QDialogButtonBox::AcceptRole);
    m_storeButton->setObjectName(QStringLiteral("importStoreButton"));
    connect(m_add, &QPushButton::clicked, this, &ImportDialog::chooseFile);
    connect(m_storeButton, &QPushButton::clicked, this, &ImportDialog::storeAll);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    connect(m_provider, &QComboBox::currentIndexChanged, this, [this] {
        loadEvaluations();
        updateButtons();
    });
    loadProviders(providerId);
    updateButtons();
}

QFuture<ImportDialog::Parsed> ImportDialog::parseAsync(const QString& path) {
    auto promise = std::make_shared<QPromise<Parsed>>();
    QFuture<Parsed> future = promise->future();
    promise->start();
    // A tool's output may be hundreds of megabytes: read and parse it away from the GUI thread.
    QThreadPool::globalInstance()->start([promise, path] {
        Parsed p;
        p.path = path;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            p.result = core::makeError(core::ErrorCode::NotFound, tr("Cannot open %1.").arg(path), file.errorString());
        } else if (QFileInfo(path).isDir()) {
            p.result = core::makeError(core::ErrorCode::InvalidArgument, tr("%1 is a folder.").arg(path));
        } else {
            p.result = core::Importer::parse(file, QStringLiteral("auto"), &p.capture);
        }
        promise->addResult(p);
        promise->finish();
    });
    return future;
}

void ImportDialog::addFiles(const QStringList& paths) {
    for (const QString& path : paths) {
        ++m_pending;
        auto* row = new QTreeWidgetItem(m_files);
        row->setText(ColFile, QFileInfo(path).fileName());
        row->setToolTip(ColFile, path);
        row->setText(ColFormat, tr("reading…"));
        parseAsync(path) | ui::whileAlive(this, [this](const Parsed& p) {
            --m_pending;
            showParsed(p);
        });
    }
    updateButtons();
}

void ImportDialog::showParsed(const Parsed& p) {
    QTreeWidgetItem* row = nullptr;
    for (int i = 0; i < m_files->topLevelItemCount(); ++i) {
        QTreeWidgetItem* r = m_files->topLevelItem(i);
        if (r->toolTip(ColFile) == p.path && r->text(ColFormat) == tr("reading…")) {
            row = r;
            break;
        }
    }
    if (!row) {
        return;
    }
    if (!p.result) {
        row->setText(ColFormat, tr("not imported"));
        row->setText(ColNotes, p.result.error().message);
        row->setToolTip(ColNotes, p.result.error().toString());
        row->setForeground(ColFormat, QColor(0xb0, 0x2a, 0x1e));
    } else {
        const core::ParsedImport& d = *p.result;
        row->setText(ColFormat, d.format);
        row->setText(ColRuns, QString::number(d.runs.size()));
        row->setText(ColRows, QString::number(rowCount(d)));
        QStringList notes = d.warnings;
        for (const core::ParsedRun& r : d.runs) {
            notes += r.warnings;
        }
        if (d.truncated) {
            notes.prepend(tr("the output is truncated"));
        }
        const qsizetype findings = findingCount(d);
        if (findings > 0) {
            notes << tr("%n finding(s)", nullptr, int(findings));
        }
        row->setText(ColNotes, notes.isEmpty() ? tr("no warnings") : notes.join(QStringLiteral("; ")));
        row->setToolTip(ColNotes, notes.join(u'\n'));
        m_parsed.append(p);
    }
    for (int c = 0; c < ColNotes; ++c) {
        m_files->resizeColumnToContents(c);
    }
    emit parsed(p.path, bool(p.result));
    updateButtons();
}

void ImportDialog::chooseFile() {
    FileDialog::openFile(this, tr("Import tool output"), QDir::homePath(),
                         tr("Tool output (*.txt *.log *.json *.xml);;All files (*)"), this,
                         [this](const QString& path) { addFiles({path}); });
}

void ImportDialog::loadProviders(qint64 select) {
    if (!m_store) {
        return;
    }
    m_store->submit([](QSqlDatabase& db) { return core::ProviderRepository(db).list(); }) |
        ui::whileAlive(this, [this, select](const core::Result<QVector<core::Provider>>& read) {
            if (!read) {
                // Not "no providers": the picker keeps what it shows and the status line says why.
                m_status->setText(read.error().message);
                return;
            }
            const QVector<core::Provider>& providers = *read;
            const QSignalBlocker block(m_provider);
            m_provider->clear();
            for (const core::Provider& p : providers) {
                m_provider->addItem(p.name, p.id);
            }
            const int at = m_provider->findData(select);
            m_provider->setCurrentIndex(at >= 0 ? at : (providers.isEmpty() ? -1 : 0));
            loadEvaluations();
            updateButtons();
        });
}

void ImportDialog::loadEvaluations() {
    const qint64 providerId = m_provider->currentData().toLongLong();
    m_evaluation->clear();
    m_evaluation->addItem(tr("none (the provider's runs only)"), qint64(0));
    if (!m_store || providerId <= 0) {
        return;
    }
    m_store->submit([providerId](QSqlDatabase& db) {
        return core::EvaluationRepository(db).evaluationsFor(providerId);
    }) | ui::whileAlive(this, [this, providerId](const QVector<core::Evaluation>& evaluations) {
        if (m_provider->currentData().toLongLong() != providerId) {
            return;  // the analyst picked another provider meanwhile
        }
        for (const core::Evaluation& e : evaluations) {
            m_evaluation->addItem(tr("%1 (#%2)").arg(e.title).arg(e.id), e.id);
        }
        if (!evaluations.isEmpty()) {
            m_evaluation->setCurrentIndex(1);  // the newest, where evidence goes
        }
    });
}

void ImportDialog::storeAll() {
    const qint64 providerId = m_provider->currentData().toLongLong();
    if (!m_store || providerId <= 0 || m_parsed.isEmpty() || m_pending > 0 || m_storing) {
        return;
    }
    const qint64 evaluation = m_evaluation->currentData().toLongLong();
    const std::optional<qint64> evaluationId = evaluation > 0 ? std::optional<qint64>(evaluation) : std::nullopt;
    m_storing = true;
    m_status->setText(tr("Storing…"));
    updateButtons();
    QVector<core::ImportFile> files;
    for (const Parsed& p : m_parsed) {
        files.append({*p.result, QFileInfo(p.path).fileName(), p.capture});
    }
    // Every recognised file or none: the one core call the CLI's import also goes through.
    m_store->submit([files, providerId, evaluationId](QSqlDatabase& db) {
        return core::ImportWorkflow(db).storeAll(providerId, evaluationId, files);
    }) | ui::whileAlive(this, [this, providerId](const core::Result<QVector<qint64>>& ids) {
        m_storing = false;
        if (!ids) {
            m_status->setText(ids.error().message);
            emit errorOccurred(ids.error().toString());
            updateButtons();
            return;
        }
        m_status->setText(tr("Stored %n run(s).", nullptr, int(ids->size())));
        emit stored(providerId, *ids);
        accept();
    });
}

void ImportDialog::updateButtons() {
    const bool ready = m_provider->currentData().toLongLong() > 0 && !m_parsed.isEmpty() && m_pending == 0;
    m_storeButton->setEnabled(ready && !m_storing);
    if (m_storing) {
        return;
    }
    if (m_pending > 0) {
        m_status->setText(tr("Reading %n file(s)…", nullptr, m_pending));
    } else if (m_files->topLevelItemCount() == 0) {
        m_status->setText(tr("Add a file, or drop files on the main window."));
    } else if (m_parsed.isEmpty()) {
        m_status->setText(tr("No file was recognised: nothing to store."));
    } else if (m_provider->currentData().toLongLong() <= 0) {
        m_status->setText(tr("Pick the provider the output belongs to."));
    } else {
        const int refused = m_files->topLevelItemCount() - int(m_parsed.size());
        m_status->setText(
            refused > 0
                ? tr("%1 recognised, %2 not: Store keeps the recognised ones.").arg(m_parsed.size()).arg(refused)
                : tr("%n file(s) recognised: Store keeps them under %1.", nullptr, int(m_parsed.size()))
                      .arg(m_provider->currentText()));
    }
}

}  // namespace tb::ui
