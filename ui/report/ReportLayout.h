#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>

class QPaintDevice;
class QPainter;

namespace tb::ui {

// Flows the body of a paginated document onto pages of a fixed size: headings, wrapped paragraphs, tables that
// break between rows (never inside one) and repeat their header, and fixed-height drawings such as charts.
//
// Layout and painting are separate passes: laying out records paint operations per page, so the caller learns the
// page count and each heading's page (for the table of contents and "page N of M") before anything is painted.
// All measures are in device units of the paint device given at construction (the PDF writer at 300 dpi).
class ReportLayout {
public:
    using PaintOp = std::function<void(QPainter&)>;

    struct Cell {
        Cell() = default;
        Cell(QString t, QColor bg = {}, QColor fg = {}, bool isBold = false, bool isMono = false)  // NOLINT: implicit
            : text(std::move(t)), background(bg), foreground(fg), bold(isBold), mono(isMono) {}
        QString text;
        QColor background;  // invalid: none
        QColor foreground;  // invalid: default text colour
        bool bold = false;
        bool mono = false;
    };
    using Row = QVector<Cell>;

    struct TocEntry {
        QString title;
        int level = 0;
        int page = 0;  // 0-based index into pages()
    };

    ReportLayout(QPaintDevice* device, QRectF body, QString fontFamily, QString monoFamily);

    double mm(double millimetres) const;
    QFont font(double pointSize, bool bold = false, bool mono = false) const;
    double lineHeight(const QFont& font) const;
    // Lines of `text` wrapped to `width` (words kept whole where they fit; long tokens such as hashes broken).
    QStringList wrap(const QString& text, const QFont& font, double width) const;

    void heading(const QString& title, int level, bool inToc = true);
    void paragraph(const QString& text, double pointSize = 10.0, bool bold = false, QColor colour = {});
    // Label/value pairs in two columns; rows flow like table rows.
    void keyValues(const QVector<QPair<QString, QString>>& pairs);
    // columnWeights are relative widths; header repeats on every page the table continues on.
    void table(const QStringList& header, const QVector<double>& columnWeights, const QVector<Row>& rows,
               double pointSize = 8.5);
    // A drawing of fixed height over the full body width; starts a new page when it does not fit.
    void drawing(double height, std::function<void(QPainter&, const QRectF&)> paint);
    void space(double millimetres);
    // Starts a new page unless `height` still fits: keeps a heading with the drawing that follows it.
    void keepTogether(double height) { ensure(height); }
    void newPage();

    const QVector<QVector<PaintOp>>& pages() const { return m_pages; }
    const QVector<TocEntry>& toc() const { return m_toc; }
    QRectF body() const { return m_body; }
    QPaintDevice* device() const { return m_device; }

private:
    void ensure(double height);
    double remaining() const { return m_body.bottom() - m_y; }
    void add(PaintOp op) { m_pages.last().append(std::move(op)); }
    double rowHeight(const Row& row, const QVector<double>& widths, const QFont& font, const QFont& bold,
                     const QFont& mono, QVector<QStringList>* lines) const;
    void paintRow(const Row& row, const QVector<double>& widths, const QVector<QStringList>& lines, double height,
                  const QFont& font, const QFont& bold, const QFont& mono, bool header, bool shaded);

    QPaintDevice* m_device;
    QRectF m_body;
    QString m_family;
    QString m_mono;
    double m_y = 0.0;
    QVector<QVector<PaintOp>> m_pages;
    QVector<TocEntry> m_toc;
};

}  // namespace tb::ui
