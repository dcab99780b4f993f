#include "ui/report/ReportLayout.h"

#include "ui/report/ReportFonts.h"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <numeric>

namespace tb::ui {

namespace {
const QColor kText(0x1d, 0x23, 0x2b);
const QColor kRule(0xb8, 0xbf, 0xc7);
const QColor kHeaderFill(0x2f, 0x3e, 0x4e);
const QColor kShade(0xf2, 0xf4, 0xf6);
}  // namespace

ReportLayout::ReportLayout(QPaintDevice* device, QRectF body, QString fontFamily, QString monoFamily)
    : m_device(device), m_body(body), m_family(std::move(fontFamily)), m_mono(std::move(monoFamily)) {
    m_pages.append(QVector<PaintOp>());
    m_y = m_body.top();
}

double ReportLayout::mm(double millimetres) const {
    return millimetres * m_device->logicalDpiY() / 25.4;
}

QFont ReportLayout::font(double pointSize, bool bold, bool mono) const {
    // Any letter spacing turns ligatures off; "fi" as one glyph would make the PDF's text unsearchable
    // ("justiﬁcation"). ReportFonts sets a tenth of a device pixel (QFixed keeps 1/64), invisible at 300 dpi, and
    // the CJK fallback after DejaVu.
    return ReportFonts::font(mono ? m_mono : m_family, mono, pointSize, bold);
}

double ReportLayout::lineHeight(const QFont& f) const {
    return QFontMetricsF(f, m_device).lineSpacing();
}

QStringList ReportLayout::wrap(const QString& text, const QFont& f, double width) const {
    QStringList out;
    const QStringList paragraphs = text.split(u'\n');
    for (const QString& para : paragraphs) {
        if (para.isEmpty()) {
            out << QString();
            continue;
        }
        QTextLayout layout(para, f, m_device);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            out << para.mid(line.textStart(), line.textLength()).trimmed();
        }
        layout.endLayout();
    }
    return out;
}

void ReportLayout::newPage() {
    m_pages.append(QVector<PaintOp>());
    m_y = m_body.top();
}

void ReportLayout::ensure(double height) {
    if (height > remaining() && m_y > m_body.top() + 1.0) {
        newPage();
    }
}

void ReportLayout::space(double millimetres) {
    m_y = std::min(m_y + mm(millimetres), m_body.bottom());
}

void ReportLayout::heading(const QString& title, int level, bool inToc) {
    const QFont f = font(level == 0 ? 17.0 : (level == 1 ? 13.0 : 11.0), true);
    const double h = lineHeight(f);
    // Keep a heading with at least a few lines of what follows it.
    ensure(h * 1.6 + mm(18));
    if (level == 0 && m_y > m_body.top() + 1.0) {
        space(4);
    } else if (m_y > m_body.top() + 1.0) {
        space(level == 1 ? 3 : 2);
    }
    const QStringList lines = wrap(title, f, m_body.width());
    if (inToc) {
        m_toc.append({title, level, int(m_pages.size() - 1)});
    }
    const double x = m_body.left();
    const double y0 = m_y;
    const double ascent = QFontMetricsF(f, m_device).ascent();
    const QRectF body = m_body;
    const double rule = mm(0.35);
    add([=](QPainter& p) {
        p.setFont(f);
        p.setPen(level == 0 ? kHeaderFill : kText);
        double y = y0;
        for (const QString& l : lines) {
            p.drawText(QPointF(x, y + ascent), l);
            y += h;
        }
        if (level == 0) {
            p.fillRect(QRectF(body.left(), y + rule, body.width(), rule), kHeaderFill);
        }
    });
    m_y += h * lines.size() + (level == 0 ? mm(3) : mm(1.2));
}

void ReportLayout::paragraph(const QString& text, double pointSize, bool bold, QColor colour) {
    const QFont f = font(pointSize, bold);
    const double h = lineHeight(f);
    const double ascent = QFontMetricsF(f, m_device).ascent();
    const QColor c = colour.isValid() ? colour : kText;
    const QStringList lines = wrap(text, f, m_body.width());
    // Paint line by line so a long paragraph can continue on the next page.
    for (const QString& l : lines) {
        ensure(h);
        const QPointF at(m_body.left(), m_y + ascent);
        add([=](QPainter& p) {
            p.setFont(f);
            p.setPen(c);
            p.drawText(at, l);
        });
        m_y += h;
    }
    m_y += h * 0.45;
}

void ReportLayout::keyValues(const QVector<QPair<QString, QString>>& pairs) {
    QVector<Row> rows;
    for (const auto& kv : pairs) {
        rows.append(Row{Cell{kv.first, {}, {}, true, false}, Cell{kv.second, {}, {}, false, false}});
    }
    table({}, {0.3, 0.7}, rows, 9.5);
}

double ReportLayout::rowHeight(const Row& row, const QVector<double>& widths, const QFont& f, const QFont& bold,
                               const QFont& mono, QVector<QStringList>* lines) const {
    const double pad = mm(1.0);
    double height = 0.0;
    lines->clear();
    for (int i = 0; i < widths.size(); ++i) {
        const Cell cell = i < row.size() ? row[i] : Cell{};
        const QFont& cf = cell.mono ? mono : (cell.bold ? bold : f);
        QStringList l = wrap(cell.text, cf, widths[i] - 2 * pad);
        // A row never splits, so one cell may not outgrow half a page: the rest is elided visibly.
        const int maxLines = std::max(1, int(m_body.height() * 0.5 / lineHeight(cf)));
        if (l.size() > maxLines) {
            l = l.mid(0, maxLines);
            l.last() += QChar(0x2026);
        }
        height = std::max(height, l.size() * lineHeight(cf));
        lines->append(l);
    }
    return height + 2 * pad;
}

void ReportLayout::paintRow(const Row& row, const QVector<double>& widths, const QVector<QStringList>& lines,
                            double height, const QFont& f, const QFont& bold, const QFont& mono, bool header,
                            bool shaded) {
    const double pad = mm(1.0);
    const double y0 = m_y;
    const double x0 = m_body.left();
    const double w = m_body.width();
    const double rule = mm(0.15);
    QVector<Cell> cells = row;
    cells.resize(widths.size());
    const double lhF = lineHeight(f);
    const double lhMono = lineHeight(mono);
    const double ascF = QFontMetricsF(f, m_device).ascent();
    const double ascMono = QFontMetricsF(mono, m_device).ascent();
    add([=](QPainter& p) {
        if (header) {
            p.fillRect(QRectF(x0, y0, w, height), kHeaderFill);
        } else if (shaded) {
            p.fillRect(QRectF(x0, y0, w, height), kShade);
        }
        double x = x0;
        for (int i = 0; i < widths.size(); ++i) {
            const Cell& cell = cells[i];
            if (cell.background.isValid()) {
                p.fillRect(QRectF(x, y0, widths[i], height), cell.background);
            }
            const QFont& cf = cell.mono ? mono : (cell.bold || header ? bold : f);
            p.setFont(cf);
            p.setPen(header ? QColor(Qt::white) : (cell.foreground.isValid() ? cell.foreground : kText));
            const double lh = cell.mono ? lhMono : lhF;
            const double asc = cell.mono ? ascMono : ascF;
            double y = y0 + pad;
            for (const QString& l : lines[i]) {
                p.drawText(QPointF(x + pad, y + asc), l);
                y += lh;
            }
            x += widths[i];
        }
        p.fillRect(QRectF(x0, y0 + height - rule, w, rule), kRule);
    });
}

void ReportLayout::table(const QStringList& header, const QVector<double>& columnWeights, const QVector<Row>& rows,
                         double pointSize) {
    const double total = std::accumulate(columnWeights.cbegin(), columnWeights.cend(), 0.0);
    QVector<double> widths;
    for (double wgt : columnWeights) {
        widths.append(m_body.width() * wgt / total);
    }
    const QFont f = font(pointSize);
    const QFont bold = font(pointSize, true);
    const QFont mono = font(pointSize * 0.92, false, true);
    Row headerRow;
    for (const QString& h : header) {
        headerRow.append(Cell{h, {}, {}, true, false});
    }
    QVector<QStringList> headerLines;
    const double headerHeight = header.isEmpty() ? 0.0 : rowHeight(headerRow, widths, bold, bold, mono, &headerLines);
    QVector<QStringList> lines;
    bool needHeader = !header.isEmpty();
    for (int r = 0; r < rows.size(); ++r) {
        const double h = rowHeight(rows[r], widths, f, bold, mono, &lines);
        if (h + (needHeader ? headerHeight : 0.0) > remaining()) {
            newPage();
            needHeader = !header.isEmpty();
        }
        if (needHeader) {
            paintRow(headerRow, widths, headerLines, headerHeight, bold, bold, mono, true, false);
            m_y += headerHeight;
            needHeader = false;
        }
        paintRow(rows[r], widths, lines, h, f, bold, mono, false, r % 2 == 1);
        m_y += h;
    }
    m_y += mm(2.5);
}

void ReportLayout::drawing(double height, std::function<void(QPainter&, const QRectF&)> paint) {
    height = std::min(height, m_body.height());
    ensure(height);
    const QRectF rect(m_body.left(), m_y, m_body.width(), height);
    add([rect, paint = std::move(paint)](QPainter& p) {
        p.save();
        paint(p, rect);
        p.restore();
    });
    m_y += height + mm(2);
}

}  // namespace tb::ui
