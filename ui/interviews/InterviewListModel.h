#pragma once

#include "core/domain/Interview.h"

#include <QAbstractTableModel>
#include <QList>
#include <QMap>

namespace tb::ui {

// The interviews of one provider, for that provider's own page only (it shows the interviewee's name). Rows are
// set in one go from a store job's result; the model never reads the database itself.
class InterviewListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Column { Date, Interviewee, Role, OrgType, Channel, Consent, Tags, Sentiment, Count };
    enum Role {
        RawRole = Qt::UserRole + 1,  // sortable value: ISO date, text, mean sentiment as double
        IdRole,                      // interview id
        OrgTypeKeyRole,              // "ai_lab", ...
        TagsRole,                    // QStringList
        SearchTextRole,              // everything a search may match: name, role, channel, tags, notes as text
    };

    explicit InterviewListModel(QObject* parent = nullptr);

    void setInterviews(const QList<core::Interview>& interviews);
    // Criterion key -> display name, for the sentiment summary ("Security +1"); unknown keys show as the key.
    void setCriterionNames(const QMap<QString, QString>& names);
    const QList<core::Interview>& interviews() const { return m_interviews; }
    const core::Interview* interviewAt(int row) const;
    int rowOf(qint64 interviewId) const;
    // Every tag used, sorted, for the tag filter.
    QStringList allTags() const;

    // "Security +1 · Networking −2", sorted by criterion name.
    static QString sentimentSummary(const QMap<QString, int>& sentiment, const QMap<QString, QString>& names);
    static QString signedSentiment(int value);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<core::Interview> m_interviews;
    QList<QString> m_notesText;  // plain text of each row's notes, for searching
    QMap<QString, QString> m_criterionNames;
};

}  // namespace tb::ui
