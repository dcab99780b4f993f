// A review exported from a Japanese session has no missing glyphs: the PDF embeds the Noto CJK face of the session's
// language next to DejaVu, every character of its text is one of the two fonts can draw, and the Japanese words
// come out of the PDF as text (pdftotext), not as empty boxes. A Chinese session gets the Simplified Chinese face.
#include "core/demo/DemoDatabase.h"
#include "core/report/ReviewContentLoader.h"
#include "core/store/Store.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/TestSupport.h"
#include "ui/report/ReportFonts.h"
#include "ui/report/ReviewPdfWriter.h"

#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QProcess>
#include <QRawFont>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include <algorithm>

using namespace tb::core;
using tb::test::runTool;
using tb::ui::ReportFonts;
using tb::ui::ReviewPdfWriter;

namespace {

bool isCjk(char32_t c) {
    return (c >= 0x3040 && c <= 0x30ff) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3000 && c <= 0x303f) ||
           (c >= 0xff00 && c <= 0xffef);
}

}  // namespace

class TestReviewPdfCjk : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QTranslator m_translator;
    QString m_pdf;
    QString m_text;

private slots:
    void initTestCase() {
        for (const char* tool : {"pdftotext", "pdffonts", "pdftoppm"}) {
            if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty()) {
                TB_SERVICE_UNAVAILABLE(
                    QStringLiteral("poppler-utils (pdftotext, pdffonts, pdftoppm) are not installed"));
            }
        }
        if (!QFontDatabase::families().contains(QStringLiteral("Noto Sans CJK JP"))) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("fonts-noto-cjk is not installed (packaging/install-deps.sh)"));
        }
        // The session of a Japanese analyst, as app/gui/main.cpp sets it up for LANG=ja_JP.UTF-8.
        const QLocale japanese(QLocale::Japanese, QLocale::Japan);
        QLocale::setDefault(japanese);
        QVERIFY(
            m_translator.load(japanese, QStringLiteral("tierbench"), QStringLiteral("_"), QStringLiteral(":/i18n")));
        QVERIFY(QCoreApplication::installTranslator(&m_translator));

        auto store = DemoDatabase::openOrCreate(m_dir.filePath(QStringLiteral("demo.sqlite")));
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        const auto content = (*store)->run([](QSqlDatabase& db) -> Result<ReviewContent> {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("SELECT provider_id FROM evaluation ORDER BY id LIMIT 1")) || !q.next()) {
                return makeError(ErrorCode::NotFound, QStringLiteral("the demo has no evaluation"));
            }
            return ReviewContentLoader::load(db, q.value(0).toLongLong());
        });
        QVERIFY2(content.ok(), qPrintable(content ? QString() : content.error().toString()));
        m_pdf = m_dir.filePath(QStringLiteral("review-ja.pdf"));
        const auto written = ReviewPdfWriter::write(*content, m_pdf, {QDate(2026, 5, 4), false});
        QVERIFY2(written.ok(), qPrintable(written ? QString() : written.error().toString()));
        m_text = runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), m_pdf, QStringLiteral("-")});
        QVERIFY2(!m_text.startsWith(u'<'), qPrintable(m_text));
    }
    void cleanupTestCase() {
        QCoreApplication::removeTranslator(&m_translator);
        QLocale::setDefault(QLocale::c());
    }

    void embedsTheJapaneseFace() {
        const QString fonts = runTool(QStringLiteral("pdffonts"), {m_pdf});
        bool cjk = false;
        const QStringList lines = fonts.split(u'\n', Qt::SkipEmptyParts).mid(2);
        for (const QString& line : lines) {
            const QStringList cols = line.simplified().split(u' ');
            // name type encoding emb sub uni object ID: every font embedded
            QVERIFY2(cols.size() >= 5 && cols.contains(QStringLiteral("yes")), qPrintable(line));
            cjk = cjk || line.contains(QStringLiteral("NotoSansCJKjp"), Qt::CaseInsensitive);
        }
        QVERIFY2(cjk, qPrintable(fonts));
        QVERIFY2(fonts.contains(QStringLiteral("DejaVuSans")), qPrintable(fonts));
    }

    // The words are Japanese and extractable: the headings of the catalogue and the rubric's Japanese. Compared in
    // NFKC: Noto CJK draws an ideograph such as 日 and the Kangxi radical ⽇ with one glyph, and Qt's PDF text map
    // names the lower code point, so a viewer copies ⽇ (the page shows the right character).
    void textIsJapanese() {
        const QString text = m_text.normalized(QString::NormalizationForm_KC);
        for (const char* context : {"ReviewPdfWriter", "ReviewSections"}) {
            const char* source = QByteArray(context) == "ReviewPdfWriter" ? "Contents" : "Methodology";
            const QString word = QCoreApplication::translate(context, source);
            QVERIFY2(word != QLatin1String(source), source);
            QVERIFY2(text.contains(word.normalized(QString::NormalizationForm_KC)),
                     qPrintable(word + QStringLiteral(" missing from:\n") + m_text.left(3000)));
        }
        QVERIFY(
            text.contains(QCoreApplication::translate("Rubric", "Security").normalized(QString::NormalizationForm_KC)));
        int cjk = 0;
        for (char32_t c : m_text.toUcs4()) {
            cjk += isCjk(c) ? 1 : 0;
        }
        QVERIFY2(cjk > 1000, qPrintable(QString::number(cjk)));
    }

    // No missing glyphs: every character of the review is in DejaVu Sans or in the Japanese Noto face, the two fonts
    // the review names (a replacement character would mean text that no font could map).
    void everyCharacterHasAGlyph() {
        QFont sans = ReportFonts::font(QStringLiteral("DejaVu Sans"), false, 10);
        const QStringList families = sans.families();
        QCOMPARE(families.value(1), QStringLiteral("Noto Sans CJK JP"));
        QList<QRawFont> fonts;
        for (const QString& family : families) {
            QFont f(family);
            f.setPixelSize(20);
            const QRawFont raw = QRawFont::fromFont(f);
            QVERIFY2(raw.isValid() && raw.familyName() == family,
                     qPrintable(family + QStringLiteral(" -> ") + raw.familyName()));
            fonts << raw;
        }
        QSet<char32_t> missing;
        for (char32_t c : m_text.toUcs4()) {
            if (c < 0x20 || c == 0x20 || c == 0xa0 || c == 0x0c) {
                continue;
            }
            QVERIFY2(c != 0xfffd, "a replacement character in the review's text");
            const bool drawn = std::any_of(fonts.cbegin(), fonts.cend(),
                                           [c](const QRawFont& f) { return f.supportsCharacter(uint(c)); });
            if (!drawn) {
                missing.insert(c);
            }
        }
        QStringList shown;
        for (char32_t c : std::as_const(missing)) {
            shown << QStringLiteral("U+%1 %2").arg(uint(c), 4, 16, QLatin1Char('0')).arg(QString::fromUcs4(&c, 1));
        }
        QVERIFY2(missing.isEmpty(), qPrintable(shown.join(u'\n')));
    }

    // The pages render (for a person to look at: /tmp/tb-shots/review-ja.pdf and review-ja-page-*.png).
    void rendersPagesForLooking() {
        const QString out = QStringLiteral("/tmp/tb-shots");
        QDir().mkpath(out);
        QFile::remove(out + QStringLiteral("/review-ja.pdf"));
        QVERIFY(QFile::copy(m_pdf, out + QStringLiteral("/review-ja.pdf")));
        const QString result =
            runTool(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("60"), QStringLiteral("-png"),
                                                 m_pdf, out + QStringLiteral("/review-ja-page")});
        QVERIFY2(!result.startsWith(u'<'), qPrintable(result));
    }

    // Chinese text takes the Simplified Chinese face (the same code points are drawn differently in Japan), and that
    // face has the glyphs of the Chinese interface's common words.
    void chineseSessionUsesTheSimplifiedFace() {
        const QLocale chinese(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China);
        QCOMPARE(ReportFonts::cjkFamily(chinese, false), QStringLiteral("Noto Sans CJK SC"));
        QCOMPARE(ReportFonts::cjkFamily(chinese, true), QStringLiteral("Noto Sans Mono CJK SC"));
        QCOMPARE(ReportFonts::families(QStringLiteral("DejaVu Sans"), false, chinese).value(1),
                 QStringLiteral("Noto Sans CJK SC"));
        QFont f(QStringLiteral("Noto Sans CJK SC"));
        f.setPixelSize(20);
        const QRawFont raw = QRawFont::fromFont(f);
        QVERIFY(raw.isValid());
        for (char32_t c : QStringLiteral("评估供应商检查清单铂金黄金白银青铜").toUcs4()) {
            QVERIFY2(raw.supportsCharacter(uint(c)), qPrintable(QString::fromUcs4(&c, 1)));
        }
    }
};

QTEST_MAIN(TestReviewPdfCjk)
#include "tst_ReviewPdfCjk.moc"
