#include "ui/report/ReviewPdfWriter.h"

#include "core/domain/Checklist.h"
#include "core/domain/Provider.h"
#include "core/domain/Tier.h"
#include "ui/common/TierPalette.h"
#include "ui/report/ReportFonts.h"
#include "ui/report/ReportLayout.h"
#include "ui/report/ReviewSections.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>

#include <cmath>

namespace tb::ui {

namespace {
const QString kSans = QStringLiteral("DejaVu Sans");
const QString kMono = QStringLiteral("DejaVu Sans Mono");
const QColor kInk(0x1d, 0x23, 0x2b);
const QColor kMuted(0x5d, 0x67, 0x72);
const QColor kAccent(0x2f, 0x3e, 0x4e);

struct Page {
    QRectF full;
    QRectF body;
    double unit = 1.0;  // one millimetre
};

QFont makeFont(const QString& family, double pt, bool bold = false) {
    return ReportFonts::font(family, false, pt, bold);  // with the CJK fallback; no ligatures (ReportLayout)
}

void paintCover(QPainter& p, const Page& page, const core::ReviewContent& c, const QDate& date) {
    const double u = page.unit;
    const QRectF b = page.body;
    p.fillRect(QRectF(page.full.left(), page.full.top(), page.full.width(), 62 * u), kAccent);
    p.setPen(Qt::white);
    p.setFont(makeFont(kSans, 11));
    p.drawText(QRectF(b.left(), 20 * u, b.width(), 8 * u), Qt::AlignLeft | Qt::AlignVCenter,
               ReviewPdfWriter::tr("Tierbench \u00b7 GPU cloud provider review"));
    p.setFont(makeFont(kSans, 30, true));
    p.drawText(QRectF(b.left(), 30 * u, b.width(), 20 * u), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
               c.providerName);

    double y = 80 * u;
    p.setPen(kMuted);
    p.setFont(makeFont(kSans, 11));
    QStringList facts;
    if (!c.providerKind.isEmpty()) {  // the kind's name, not its stored key ("neocloud", issue 12.7)
        const auto kind = core::providerKindFromKey(c.providerKind);
        facts << (kind ? core::providerKindName(*kind) : c.providerKind);
    }
    if (!c.gpuModels.isEmpty()) {
        facts << c.gpuModels;
    }
    if (!c.website.isEmpty()) {
        facts << c.website;
    }
    p.drawText(QRectF(b.left(), y, b.width(), 8 * u), Qt::AlignLeft | Qt::AlignVCenter,
               facts.join(QStringLiteral("  \u00b7  ")));
    y += 20 * u;

    // The medal: assigned tier in its colour.
    // Marked unable to test, the evaluation has no tier, whatever an earlier assignment said.
    const auto tier = core::tierFromKey(c.unableToTest ? QString() : c.rating.assignedTier);
    const QColor fill = tier ? tierColor(*tier) : QColor(0xd0, 0xd4, 0xd8);
    const QColor text = tier ? tierTextColor(*tier) : kInk;
    p.setPen(kInk);
    p.setFont(makeFont(kSans, 12));
    p.drawText(QRectF(b.left(), y, b.width(), 8 * u), Qt::AlignLeft | Qt::AlignVCenter,
               ReviewPdfWriter::tr("Assigned tier"));
    y += 10 * u;
    const QRectF medal(b.left(), y, 95 * u, 30 * u);
    p.setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    path.addRoundedRect(medal, 4 * u, 4 * u);
    p.fillPath(path, fill);
    p.setPen(text);
    p.setFont(makeFont(kSans, 24, true));
    p.drawText(medal, Qt::AlignCenter,
               tier             ? core::tierName(*tier)
               : c.unableToTest ? core::unableToTestName()
                                : ReviewPdfWriter::tr("Not assigned"));
    // The engine's suggestion now, as the Rating tab and `rate` show it (the stored one for an older evaluation).
    const QString suggested = c.scoring.current ? c.scoring.suggestedTier : c.rating.suggestedTier;
    if (!suggested.isEmpty() || c.scoring.current) {
        p.setPen(kMuted);
        p.setFont(makeFont(kSans, 11));
        p.drawText(
            QRectF(medal.right() + 8 * u, medal.top(), b.right() - medal.right() - 8 * u, medal.height()),
            Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
            suggested.isEmpty()
                ? ReviewPdfWriter::tr("No tier suggested: %1 of %2 criteria scored, a tier needs %3.")
                      .arg(c.scoring.scoredCriteria)
                      .arg(c.scoring.criteria)
                      .arg(c.scoring.needed)
                : ReviewPdfWriter::tr("Suggested by the tier rules: %1").arg(ReviewSections::tierLabel(suggested)));
    }
    y = medal.bottom() + 22 * u;

    const QVector<QPair<QString, QString>> rows = {
        {ReviewPdfWriter::tr("Review date"), date.toString(Qt::ISODate)},
        {ReviewPdfWriter::tr("Reviewer"), c.reviewer.isEmpty() ? ReviewPdfWriter::tr("not recorded") : c.reviewer},
        {ReviewPdfWriter::tr("Rubric version"),
         c.rubricTitle.isEmpty() ? c.rubricVersion : c.rubricVersion + QStringLiteral(" \u2014 ") + c.rubricTitle},
        {ReviewPdfWriter::tr("Evaluation"), c.evaluationTitle},
        {ReviewPdfWriter::tr("Status"), core::evaluationStatusName(c.status)},
    };
    for (const auto& row : rows) {
        p.setFont(makeFont(kSans, 11, true));
        p.setPen(kInk);
        p.drawText(QRectF(b.left(), y, 50 * u, 9 * u), Qt::AlignLeft | Qt::AlignVCenter, row.first);
        p.setFont(makeFont(kSans, 11));
        p.drawText(QRectF(b.left() + 50 * u, y, b.width() - 50 * u, 9 * u),
                   Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, row.second);
        p.fillRect(QRectF(b.left(), y + 9 * u, b.width(), 0.2 * u), QColor(0xd0, 0xd4, 0xd8));
        y += 11 * u;
    }
    p.setPen(kMuted);
    p.setFont(makeFont(kSans, 9));
    p.drawText(
        QRectF(b.left(), page.full.bottom() - 40 * u, b.width(), 20 * u), Qt::AlignLeft | Qt::TextWordWrap,
        ReviewPdfWriter::tr("Confidential. This review concerns %1 only and holds no data about any other provider. "
                            "Interviewees are identified by role and type of organisation only.")
            .arg(c.providerName));
}

void paintFrame(QPainter& p, const Page& page, const core::ReviewContent& c, int pageNo, int pageCount) {
    const double u = page.unit;
    const QRectF b = page.body;
    p.setFont(makeFont(kSans, 8));
    p.setPen(kMuted);
    const QRectF head(b.left(), b.top() - 12 * u, b.width(), 6 * u);
    p.drawText(head, Qt::AlignLeft | Qt::AlignVCenter,
               ReviewPdfWriter::tr("%1 \u2014 provider review").arg(c.providerName));
    p.drawText(head, Qt::AlignRight | Qt::AlignVCenter, ReviewPdfWriter::tr("Rubric %1").arg(c.rubricVersion));
    p.fillRect(QRectF(b.left(), b.top() - 5 * u, b.width(), 0.2 * u), QColor(0xc8, 0xcd, 0xd2));
    const QRectF foot(b.left(), b.bottom() + 6 * u, b.width(), 6 * u);
    p.fillRect(QRectF(b.left(), b.bottom() + 4 * u, b.width(), 0.2 * u), QColor(0xc8, 0xcd, 0xd2));
    p.drawText(foot, Qt::AlignLeft | Qt::AlignVCenter, ReviewPdfWriter::tr("Confidential"));
    p.drawText(foot, Qt::AlignRight | Qt::AlignVCenter,
               ReviewPdfWriter::tr("Page %1 of %2").arg(pageNo).arg(pageCount));
}

// Table of contents: one line per entry with dot leaders; returns how many pages it needs at the given offset.
int paintToc(QPainter* p, const Page& page, const QVector<ReportLayout::TocEntry>& toc, int firstBodyPage,
             QPdfWriter* writer, int pageNo, int pageCount, const core::ReviewContent& c) {
    const double u = page.unit;
    const QRectF b = page.body;
    const QFont title = makeFont(kSans, 17, true);
    const QFont entry = makeFont(kSans, 11);
    const double lh = QFontMetricsF(entry, writer).lineSpacing() * 1.5;
    const double top = b.top() + 16 * u;
    const int perPage = std::max(1, int((b.bottom() - top) / lh));
    const int pages = std::max(1, int(std::ceil(double(toc.size()) / perPage)));
    if (!p) {
        return pages;
    }
    for (int pg = 0; pg < pages; ++pg) {
        if (pg > 0) {
            writer->newPage();
        }
        paintFrame(*p, page, c, pageNo + pg, pageCount);
        p->setFont(title);
        p->setPen(kAccent);
        p->drawText(QRectF(b.left(), b.top(), b.width(), 12 * u), Qt::AlignLeft | Qt::AlignVCenter,
                    ReviewPdfWriter::tr("Contents"));
        p->setFont(entry);
        p->setPen(kInk);
        double y = top;
        for (int i = pg * perPage; i < std::min<int>(toc.size(), (pg + 1) * perPage); ++i) {
            const QString number = QString::number(toc[i].page + firstBodyPage);
            const QRectF line(b.left() + toc[i].level * 8 * u, y, b.width() - toc[i].level * 8 * u, lh);
            const QFontMetricsF fm(entry, writer);
            const double textW = fm.horizontalAdvance(toc[i].title);
            const double numW = fm.horizontalAdvance(number);
            p->drawText(line, Qt::AlignLeft | Qt::AlignVCenter, toc[i].title);
            p->drawText(line, Qt::AlignRight | Qt::AlignVCenter, number);
            // Dot leaders between title and page number.
            const double dot = fm.horizontalAdvance(QStringLiteral(". "));
            QString dots;
            const int count = int((line.width() - textW - numW - 6 * u) / dot);
            for (int d = 0; d < count; ++d) {
                dots += QStringLiteral(". ");
            }
            p->setPen(kMuted);
            p->drawText(QRectF(line.left() + textW + 2 * u, y, line.width() - textW - numW - 4 * u, lh),
                        Qt::AlignRight | Qt::AlignVCenter, dots);
            p->setPen(kInk);
            y += lh;
        }
    }
    return pages;
}

}  // namespace

QStringList ReviewPdfWriter::ensureFonts() {
    static const bool registered = [] {
        const QStringList families = QFontDatabase::families();
        if (families.contains(kSans) && families.contains(kMono)) {
            return true;
        }
        bool ok = true;
        const QDir dir(QStringLiteral("/usr/share/fonts/truetype/dejavu"));
        for (const char* file : {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf"}) {
            ok = QFontDatabase::addApplicationFont(dir.filePath(QLatin1String(file))) >= 0 && ok;
        }
        return ok;
    }();
    Q_UNUSED(registered);
    return {kSans, kMono};
}

core::Result<ReviewPdfWriter::Outcome> ReviewPdfWriter::write(const core::ReviewContent& content, const QString& path,
                                                              const Options& options) {
    ensureFonts();
    // Written beside the target and renamed into place only when complete (issue 13.2): a failed or killed export
    // leaves the previous file at the path as it was, never a truncated PDF.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return core::makeError(core::ErrorCode::Io, tr("Could not write the review to %1.").arg(path),
                               file.errorString());
    }
    Outcome outcome;
    {
        QPdfWriter writer(&file);
        writer.setResolution(300);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        writer.setTitle(tr("%1 \u2014 provider review").arg(content.providerName));
        writer.setCreator(QStringLiteral("Tierbench"));

        Page page;
        page.unit = 300.0 / 25.4;
        page.full = QRectF(0, 0, writer.width(), writer.height());
        page.body = page.full.adjusted(18 * page.unit, 24 * page.unit, -18 * page.unit, -22 * page.unit);
        const QDate date = options.date.isValid() ? options.date : QDate::currentDate();

        ReportLayout layout(&writer, page.body, kSans, kMono);
        if (!options.coverOnly) {
            ReviewSections::build(layout, content, date);
        }
        const auto& toc = layout.toc();
        const int tocPages = options.coverOnly ? 0 : paintToc(nullptr, page, toc, 0, &writer, 0, 0, content);
        const int firstBodyPage = 2 + tocPages;  // 1-based number of the first body page
        const int bodyPages = options.coverOnly ? 0 : int(layout.pages().size());
        outcome.pageCount = 1 + tocPages + bodyPages;
        for (const auto& e : toc) {
            if (e.level == 0) {
                outcome.sections << e.title;
            }
        }

        QPainter painter;
        if (!painter.begin(&writer)) {
            return core::makeError(core::ErrorCode::Io, tr("Could not start the PDF at %1.").arg(path));
        }
        paintCover(painter, page, content, date);
        if (!options.coverOnly) {
            writer.newPage();
            paintToc(&painter, page, toc, firstBodyPage, &writer, 2, outcome.pageCount, content);
            for (int i = 0; i < bodyPages; ++i) {
                writer.newPage();
                paintFrame(painter, page, content, firstBodyPage + i, outcome.pageCount);
                for (const auto& op : layout.pages()[i]) {
                    op(painter);
                }
            }
        }
        painter.end();
    }
    if (file.error() != QFileDevice::NoError || !file.flush() || !file.commit()) {
        return core::makeError(core::ErrorCode::Io, tr("Could not write the review to %1.").arg(path),
                               file.errorString());
    }
    return outcome;
}

}  // namespace tb::ui
