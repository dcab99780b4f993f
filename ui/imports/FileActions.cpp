#include "ui/imports/FileActions.h"

#include "core/store/Store.h"
#include "ui/common/FileDialog.h"
#include "ui/common/GuiContinuation.h"
#include "ui/main/MainWindow.h"
#include "ui/common/MessageBox.h"
#include "ui/imports/ImportDialog.h"

#include <QAction>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QPromise>
#include <QThread>
#include <QThreadPool>
#include <QUrl>

namespace tb::ui {

namespace {
QStringList localFiles(const QMimeData* mime) {
    QStringList out;
    if (!mime || !mime->hasUrls()) {
        return out;
    }
    for (const QUrl& url : mime->urls()) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile()) {
            out << url.toLocalFile();
        }
    }
    return out;
}

// Store::open on a pool thread; the store then belongs to the caller's thread (its change signal is delivered there).
QFuture<core::Result<std::shared_ptr<core::Store>>> openAsync(const QString& path) {
    using R = core::Result<std::shared_ptr<core::Store>>;
    auto promise = std::make_shared<QPromise<R>>();
    QFuture<R> future = promise->future();
    promise->start();
    QThread* caller = QThread::currentThread();
    QThreadPool::globalInstance()->start([promise, path, caller] {
        R opened = core::Store::open(path);
        if (opened) {
            (*opened)->moveToThread(caller);
        }
        promise->addResult(opened);
        promise->finish();
    });
    return future;
}
}  // namespace

FileActions::FileActions(MainWindow* window, QMenu* fileMenu) : QObject(window), m_window(window) {
    m_import = new QAction(tr("&Import tool output…"), this);
    m_import->setObjectName(QStringLiteral("importAction"));
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_import, &QAction::triggered, this, [this] { importFiles({}); });
    auto* open = new QAction(tr("&Open local database…"), this);
    open->setObjectName(QStringLiteral("openDatabaseAction"));
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, [this] {
        FileDialog::openFile(m_window, tr("Open database"), QDir::homePath(),
                             tr("Tierbench databases (*.sqlite *.tierbench *.db);;All files (*)"), this,
                             [this](const QString& path) { openDatabase(path, false); });
    });
    auto* create = new QAction(tr("&New database…"), this);
    create->setObjectName(QStringLiteral("newDatabaseAction"));
    connect(create, &QAction::triggered, this, [this] {
        FileDialog::saveFile(m_window, tr("New database"), QDir::home().filePath(QStringLiteral("tierbench.sqlite")),
                             tr("Tierbench databases (*.sqlite)"), QStringLiteral("sqlite"), this,
                             [this](const QString& path) { openDatabase(path, true); });
    });
    QAction* first = fileMenu->actions().value(0);
    fileMenu->insertAction(first, m_import);
    fileMenu->insertSeparator(first);
    fileMenu->insertAction(first, open);
    fileMenu->insertAction(first, create);
    fileMenu->insertSeparator(first);
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

ImportDialog* FileActions::importDialog() const {
    return m_dialog;
}

void FileActions::importFiles(const QStringList& paths) {
    if (!m_window->store()) {
        return;
    }
    if (!m_dialog) {
        m_dialog = new ImportDialog(m_window->store(), m_window->currentProviderId(), m_window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_dialog, &ImportDialog::stored, m_window, [this](qint64, const QVector<qint64>& ids) {
            m_window->setStatusText(tr("Imported %n run(s).", nullptr, int(ids.size())));
        });
        m_dialog->open();
    }
    m_dialog->addFiles(paths);  // files dropped while it is open join the same list
}

void FileActions::openDatabase(const QString& path, bool create) {
    if (path.isEmpty()) {
        return;
    }
    if (create && QFileInfo::exists(path)) {
        emit databaseFailed(tr("%1 exists already; open it with Open local database….").arg(path));
        m_window->setStatusText(tr("%1 exists already; open it with Open local database….").arg(path));
        return;
    }
    if (!create && !QFileInfo(path).isFile()) {
        emit databaseFailed(tr("%1 is not a database file.").arg(path));
        m_window->setStatusText(tr("%1 is not a database file.").arg(path));
        return;
    }
    m_window->setStatusText(tr("Opening %1…").arg(path));
    openAsync(path) | ui::whileAlive(this, [this, path](const core::Result<std::shared_ptr<core::Store>>& opened) {
        if (!opened) {
            m_window->setStatusText(opened.error().message);
            emit databaseFailed(opened.error().toString());
            MessageBox::critical(m_window, tr("Could not open the database"),
                                 opened.error().message + QStringLiteral("\n\n") + path, opened.error().detail, this,
                                 [](MessageBox::Answer) {});
            return;
        }
        if (m_dialog) {
            m_dialog->close();  // it holds the previous store's providers
        }
        m_window->setStore(*opened);
        emit databaseOpened(path);
    });
}

bool FileActions::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_window) {
        if (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove) {
            auto* drag = static_cast<QDropEvent*>(event);
            if (!localFiles(drag->mimeData()).isEmpty()) {
                drag->acceptProposedAction();
                return true;
            }
        } else if (event->type() == QEvent::Drop) {
            auto* drop = static_cast<QDropEvent*>(event);
            const QStringList files = localFiles(drop->mimeData());
            if (!files.isEmpty()) {
                drop->acceptProposedAction();
                importFiles(files);
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace tb::ui
