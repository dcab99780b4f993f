#pragma once

#include <QAbstractListModel>
#include <QStringList>

namespace tb::ui {

// The live log of the run panel: deploy steps, probe log lines, checks and stderr, one row per line, capped at
// maxLines (the oldest go first; the raw log in the store is complete up to its own cap). Rows carry a kind in
// KindRole ("deploy", "log", "check", "stderr", "status") for colouring.
//
// Thread contract: GUI thread only.
class RunLogModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role { KindRole = Qt::UserRole + 1 };

    explicit RunLogModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    void appendLines(const QString& kind, const QStringList& lines);
    void clear();
    void setMaxLines(int maxLines) { m_maxLines = maxLines; }
    QString lineAt(int row) const { return m_lines.at(row).text; }

private:
    struct Line {
        QString kind, text;
    };
    QVector<Line> m_lines;
    int m_maxLines = 20000;
};

}  // namespace tb::ui
