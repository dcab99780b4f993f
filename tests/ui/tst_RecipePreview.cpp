#include "core/run/Recipe.h"
#include "tests/support/Widgets.h"
#include "ui/runs/NodeSessions.h"
#include "ui/runs/RecipePreview.h"
#include "ui/runs/RunPanel.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QTextBrowser>
#include <QtTest>

using namespace tb;
using ui::RecipePreview;

class TestRecipePreview : public QObject {
    Q_OBJECT

    core::Recipe recipe(const QString& name) {
        auto book = core::RecipeBook::load(core::RecipeBook::builtinPath());
        if (!book) {
            qFatal("%s", qPrintable(book.error().toString()));
        }
        const auto r = book->find(name);
        if (!r) {
            qFatal("no recipe %s", qPrintable(name));
        }
        return *r;
    }

private slots:
    // import_torch drops the node's page cache in its set-up: the preview says so before anything runs, and
    // shows that command exactly.
    void sayingThatARecipeDropsThePageCache() {
        const core::Recipe r = recipe(QStringLiteral("import_torch"));
        const QStringList warnings = RecipePreview::warnings(r);
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().contains(QStringLiteral("page cache")), qPrintable(warnings.first()));
        const QStringList lines = RecipePreview::commandLines(r);
        QCOMPARE(lines.first(), QStringLiteral("Set-up (not timed):"));
        QCOMPARE(lines.at(1), QStringLiteral("$ sh -c 'sync; echo 3 > /proc/sys/vm/drop_caches 2>/dev/null || true'"));
        QVERIFY(lines.contains(QStringLiteral("$ python3 -c 'import torch'")));
        const QString html = RecipePreview::html(r);
        QVERIFY(html.contains(QStringLiteral("page cache")));
        QVERIFY(html.contains(QStringLiteral("echo 3 &gt; /proc/sys/vm/drop_caches")));
        QVERIFY(html.contains(r.checkItem));
    }

    // Alternatives say which tool each needs; the clean-up is listed; recipes without side effects carry no page
    // cache warning.
    void everyCommandIsShownWithItsSection() {
        const core::Recipe r = recipe(QStringLiteral("container_pull"));
        const QStringList lines = RecipePreview::commandLines(r);
        QCOMPARE(lines.first(), QStringLiteral("Timed, where docker exists:"));
        QCOMPARE(lines.at(1), QStringLiteral("$ docker pull nvcr.io/nvidia/pytorch:25.01-py3"));
        QVERIFY(lines.contains(QStringLiteral("else, where enroot exists:")));
        QVERIFY(lines.contains(QStringLiteral("else, where podman exists:")));
        QCOMPARE(lines.at(lines.size() - 2), QStringLiteral("Clean-up (not timed):"));
        QCOMPARE(lines.last(), QStringLiteral("$ rm -f {scratch}/pytorch.sqsh"));
        for (const QString& w : RecipePreview::warnings(r)) {
            QVERIFY(!w.contains(QStringLiteral("page cache")));
        }
        QVERIFY(RecipePreview::html(r).contains(QStringLiteral("Platinum ≤ 10 s")));
    }

    // torchtitan's run needs a program and a Python module: the preview names both, says the GPUs are taken and
    // where its tokenizer and data come from, and that its log becomes runs of their own.
    void torchtitanSaysWhatItNeedsAndWhatItReads() {
        const core::Recipe r = recipe(QStringLiteral("torchtitan_llama3_8b"));
        const QStringList lines = RecipePreview::commandLines(r);
        QCOMPARE(lines.first(), QStringLiteral("Timed, where torchrun and the Python module torchtitan exist:"));
        QVERIFY(lines.at(1).startsWith(QLatin1String("$ sh -c ")));
        QVERIFY(lines.at(1).contains(QLatin1String("torchtitan.train")));
        const QString warnings = RecipePreview::warnings(r).join(u'\n');
        QVERIFY2(warnings.contains(QLatin1String("every GPU")), qPrintable(warnings));
        QVERIFY2(warnings.contains(QLatin1String("(import format torchtitan-log)")), qPrintable(warnings));
    }

    // Loop 4e: the Nodes page's preview kept the last recipe's commands after the selection was cleared, as if they
    // were about to run. It follows the recipe current or ticked, and is empty when there is none.
    void previewIsClearedWithTheSelection() {
        ui::NodeSessions sessions(nullptr);
        ui::RunPanel panel(&sessions);
        QListWidget* recipes = tb::test::child<QListWidget>(&panel, "recipeList");
        QTextBrowser* preview = tb::test::child<QTextBrowser>(&panel, "recipePreview");
        int torch = -1;
        int pull = -1;
        for (int i = 0; i < recipes->count(); ++i) {
            const QString name = recipes->item(i)->data(Qt::UserRole).toString();
            torch = name == QLatin1String("import_torch") ? i : torch;
            pull = name == QLatin1String("container_pull") ? i : pull;
        }
        QVERIFY(torch >= 0 && pull >= 0);
        QVERIFY(preview->toPlainText().isEmpty());

        recipes->setCurrentRow(torch);
        QVERIFY(preview->toPlainText().contains(QStringLiteral("drop_caches")));
        recipes->setCurrentRow(-1);
        QVERIFY2(preview->toPlainText().isEmpty(), qPrintable(preview->toPlainText()));

        // Ticked without being current: shown while ticked, gone when unticked.
        recipes->item(pull)->setCheckState(Qt::Checked);
        QVERIFY(preview->toPlainText().contains(QStringLiteral("docker pull")));
        recipes->item(pull)->setCheckState(Qt::Unchecked);
        QVERIFY(preview->toPlainText().isEmpty());

        // Unticking one of two ticked recipes shows the other one, not the unticked one.
        recipes->item(torch)->setCheckState(Qt::Checked);
        recipes->item(pull)->setCheckState(Qt::Checked);
        recipes->item(pull)->setCheckState(Qt::Unchecked);
        QVERIFY(preview->toPlainText().contains(QStringLiteral("drop_caches")));
        QVERIFY(!preview->toPlainText().contains(QStringLiteral("docker pull")));
        panel.select({}, {});  // what choosing another node does
        QVERIFY(preview->toPlainText().isEmpty());
    }

    // With $TB_SHOTS_DIR set: the run panel with torchtitan's recipe chosen, for a person to look at.
    void torchtitanPreviewShot() {
        const QString dir = qEnvironmentVariable("TB_SHOTS_DIR");
        if (dir.isEmpty()) {
            QSKIP("TB_SHOTS_DIR not set");
        }
        ui::NodeSessions sessions(nullptr);
        ui::RunPanel panel(&sessions);
        panel.resize(1400, 900);
        panel.show();
        QListWidget* recipes = tb::test::child<QListWidget>(&panel, "recipeList");
        for (int i = 0; i < recipes->count(); ++i) {
            if (recipes->item(i)->data(Qt::UserRole).toString() == QLatin1String("torchtitan_llama3_8b")) {
                recipes->setCurrentRow(i);
            }
        }
        QVERIFY(tb::test::child<QTextBrowser>(&panel, "recipePreview")->toPlainText().contains(u"torchtitan.train"));
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.grab().save(dir + QStringLiteral("/run-panel-torchtitan.png")));
    }

    // Loop 4g: choosing the host backend for tb-coll showed a one-line hint with the sweep's time estimate that
    // widened the whole run panel, so Run and the progress list went off the right of a 1400 px window.
    void hostBackendHintDoesNotWidenThePanel() {
        ui::NodeSessions sessions(nullptr);
        ui::RunPanel panel(&sessions);
        panel.resize(900, 700);
        panel.show();
        for (int i = 0; i < tb::test::child<QListWidget>(&panel, "probeList")->count(); ++i) {
            QListWidgetItem* item = tb::test::child<QListWidget>(&panel, "probeList")->item(i);
            if (item->data(Qt::UserRole).toString() == QLatin1String("tb-coll")) {
                item->setCheckState(Qt::Checked);
                tb::test::child<QListWidget>(&panel, "probeList")->setCurrentItem(item);
            }
        }
        auto* backend = panel.findChild<QComboBox*>(QStringLiteral("backendCombo"));
        auto* hint = panel.findChild<QLabel*>(QStringLiteral("backendHint"));
        QVERIFY(backend && hint);
        const int before = panel.minimumSizeHint().width();
        backend->setCurrentIndex(backend->findData(QStringLiteral("host")));
        QTRY_VERIFY(hint->isVisible());
        QVERIFY2(hint->text().startsWith(QStringLiteral("This sweep takes")), qPrintable(hint->text()));  // time first
        QVERIFY2(hint->toolTip().contains(QStringLiteral("GB/s per rank")), qPrintable(hint->toolTip()));
        QVERIFY2(panel.minimumSizeHint().width() <= before + 2,
                 qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(panel.minimumSizeHint().width())));
    }
};

QTEST_MAIN(TestRecipePreview)
#include "tst_RecipePreview.moc"
