// Anonymisation walk: interviews with distinctive interviewee names for one provider; then every main-window view,
// and the provider page with each OTHER provider selected, has its rendered text collected (labels, buttons, line
// and text edits, combo items, tab titles, tool tips, and every item view's DisplayRole and ToolTipRole data). No
// interviewee name may appear there. A positive control on the owning provider's page proves the walk sees the
// interview table at all.
#include "core/store/InterviewRepository.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/providers/ProviderPage.h"
#include "ui/calibration/CalibrationModel.h"
#include "ui/calibration/CalibrationView.h"
#include "ui/interviews/InterviewListModel.h"
#include "ui/interviews/InterviewsTab.h"
#include "ui/rating/RatingTab.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTextEdit>

using namespace tb;

namespace {
const QStringList kNames = {QStringLiteral("Zebulon Quartermaine"), QStringLiteral("Ottoline Fairweather-Vance"),
                            QStringLiteral("Ignatius Pemberton-Oyelaran")};

void walkModel(const QAbstractItemModel* model, const QModelIndex& parent, QStringList& out, int depth = 0) {
    if (!model || depth > 4) {
        return;
    }
    for (int r = 0; r < model->rowCount(parent); ++r) {
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex idx = model->index(r, c, parent);
            out << idx.data(Qt::DisplayRole).toString() << idx.data(Qt::ToolTipRole).toString();
            if (c == 0 && model->hasChildren(idx)) {
                walkModel(model, idx, out, depth + 1);
            }
        }
    }
    for (int c = 0; c < model->columnCount(parent); ++c) {
        out << model->headerData(c, Qt::Horizontal).toString();
    }
}

QString renderedText(QWidget* root) {
    QStringList out{root->windowTitle()};
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : std::as_const(widgets)) {
        out << w->toolTip() << w->windowTitle();
        if (auto* l = qobject_cast<QLabel*>(w)) {
            out << l->text();
        } else if (auto* b = qobject_cast<QAbstractButton*>(w)) {
            out << b->text();
        } else if (auto* e = qobject_cast<QLineEdit*>(w)) {
            out << e->text() << e->placeholderText();
        } else if (auto* t = qobject_cast<QTextEdit*>(w)) {
            out << t->toPlainText();
        } else if (auto* p = qobject_cast<QPlainTextEdit*>(w)) {
            out << p->toPlainText();
        } else if (auto* c = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < c->count(); ++i) {
                out << c->itemText(i);
            }
        } else if (auto* tabs = qobject_cast<QTabWidget*>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                out << tabs->tabText(i) << tabs->tabToolTip(i);
            }
        }
        if (auto* v = qobject_cast<QAbstractItemView*>(w)) {
            walkModel(v->model(), v->rootIndex(), out);
        }
    }
    return out.join(u'\n');
}

QStringList namesIn(const QString& text) {
    QStringList found;
    for (const QString& n : kNames) {
        // The family name alone must not leak either (notes quoting "Quartermaine said ...").
        if (text.contains(n, Qt::CaseInsensitive) || text.contains(n.split(u' ').last(), Qt::CaseInsensitive)) {
            found << n;
        }
    }
    return found;
}
}  // namespace

class TestAnonymisation : public QObject, public test::MainWindowFixture {
    Q_OBJECT

private:
    qint64 m_owner = 0;
    QList<qint64> m_others;

    ui::InterviewsTab* interviewsTab() { return m_window->providerPage()->findChild<ui::InterviewsTab*>(); }
    ui::RatingTab* ratingTab() { return m_window->providerPage()->findChild<ui::RatingTab*>(); }

    // Selects a provider and waits until the page and both interview-related tabs show it.
    void showProvider(qint64 id) {
        QSignalSpy page(m_window->providerPage(), &ui::ProviderPage::loaded);
        QSignalSpy interviews(interviewsTab(), &ui::InterviewsTab::reloaded);
        QSignalSpy rating(ratingTab(), &ui::RatingTab::reloaded);
        QVERIFY(m_window->selectProvider(id));
        QTRY_VERIFY(!page.isEmpty() && page.last().at(0).toLongLong() == id);
        QTRY_VERIFY(!interviews.isEmpty());
        QTRY_VERIFY(!rating.isEmpty());
    }

private slots:
    void initTestCase() {
        isolateSettings();
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(interviewsTab());
        QVERIFY(ratingTab());
        m_owner = scalar(QStringLiteral("SELECT provider_id FROM evaluation ORDER BY id LIMIT 1")).toLongLong();
        QVERIFY(m_owner > 0);
        const qint64 owner = m_owner;
        const QString added = m_store->run([owner](QSqlDatabase& db) {
            int n = 0;
            for (const QString& name : kNames) {
                core::Interview i;
                i.providerId = owner;
                i.heldOn = QDate(2026, 1, 5 + n);
                i.intervieweeName = name;
                i.role = n == 0 ? QStringLiteral("Infra lead") : QStringLiteral("ML engineer");
                i.orgType = n == 1 ? core::OrgType::Enterprise : core::OrgType::AiLab;
                i.channel = QStringLiteral("video call");
                i.consent = true;
                i.tags = {QStringLiteral("support")};
                i.notesHtml = QStringLiteral("<p>%1 said the fabric is fine</p>").arg(name);
                i.sentiment = {{QStringLiteral("networking"), 2 - n}, {QStringLiteral("security"), n - 1}};
                if (auto id = core::InterviewRepository(db).add(i, QStringLiteral("ana")); !id) {
                    return id.error().toString();
                }
                ++n;
            }
            return QString();
        });
        QCOMPARE(added, QString());
        const auto ids = m_store->run([owner](QSqlDatabase& db) {
            QList<qint64> out;
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT id FROM provider WHERE id <> %1 ORDER BY name").arg(owner));
            while (q.next()) {
                out << q.value(0).toLongLong();
            }
            return out;
        });
        m_others = ids;
        QVERIFY(m_others.size() >= 2);
    }

    void cleanupTestCase() { closeWindow(); }

    void ownerPageShowsNamesControl() {
        showProvider(m_owner);
        m_window->providerPage()->tabs()->setCurrentWidget(interviewsTab());
        QTRY_COMPARE(interviewsTab()->model()->rowCount(), 3);
        const QString interviewsText = renderedText(interviewsTab());
        QCOMPARE(namesIn(interviewsText).size(), kNames.size());
        // The owner's Rating tab uses the interviews (anonymised) and shows no name either.
        QTRY_VERIFY(ratingTab()->rating().evaluation.id > 0);
        const QString ratingText = renderedText(ratingTab());
        QVERIFY(ratingText.contains(QStringLiteral("Infra lead")));  // the interview moved a score, by role
        QVERIFY2(namesIn(ratingText).isEmpty(), qPrintable(namesIn(ratingText).join(u',')));
    }

    void everyMainWindowViewIsAnonymised() {
        // Calibration and the rest load on setStore; reload the calibration now that interviews exist.
        auto* calibration = m_window->findChild<ui::CalibrationView*>();
        QVERIFY(calibration);
        QSignalSpy reloaded(calibration, &ui::CalibrationView::reloaded);
        calibration->reload();
        QTRY_VERIFY(!reloaded.isEmpty());
        QVERIFY(calibration->model()->rowCount() > 0);
        QTabWidget* views = m_window->views();
        for (int v = 0; v < views->count(); ++v) {
            views->setCurrentIndex(v);
            if (views->widget(v)->isAncestorOf(m_window->providerPage())) {
                continue;  // the Providers view holds the owner's page: walked per provider below
            }
            const QStringList leaked = namesIn(renderedText(views->widget(v)));
            QVERIFY2(leaked.isEmpty(),
                     qPrintable(QStringLiteral("view %1 shows %2").arg(views->tabText(v), leaked.join(u','))));
        }
    }

    void otherProvidersPagesAreAnonymised() {
        QTabWidget* views = m_window->views();
        for (int v = 0; v < views->count(); ++v) {
            if (views->widget(v)->isAncestorOf(m_window->providerPage())) {
                views->setCurrentIndex(v);
            }
        }
        for (qint64 other : std::as_const(m_others)) {
            showProvider(other);
            QVERIFY(!QTest::currentTestFailed());
            QCOMPARE(interviewsTab()->model()->rowCount(), 0);
            QTabWidget* tabs = m_window->providerPage()->tabs();
            for (int t = 0; t < tabs->count(); ++t) {
                tabs->setCurrentIndex(t);
                const QStringList leaked = namesIn(renderedText(tabs->widget(t)));
                QVERIFY2(leaked.isEmpty(), qPrintable(QStringLiteral("provider %1, tab %2 shows %3")
                                                          .arg(other)
                                                          .arg(tabs->tabText(t), leaked.join(u','))));
            }
            // And nothing anywhere in the window while another provider is selected.
            const QStringList leaked = namesIn(renderedText(m_window.get()));
            QVERIFY2(
                leaked.isEmpty(),
                qPrintable(
                    QStringLiteral("window with provider %1 selected shows %2").arg(other).arg(leaked.join(u','))));
        }
    }
};

QTEST_MAIN(TestAnonymisation)
#include "tst_Anonymisation.moc"
