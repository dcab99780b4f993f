#include "core/run/Recipe.h"
#include "ui/remote/RecipePreview.h"

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
};

QTEST_GUILESS_MAIN(TestRecipePreview)
#include "tst_RecipePreview.moc"
