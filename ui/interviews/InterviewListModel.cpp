#include "ui/interviews/InterviewListModel.h"

#include <QColor>
#include <QTextDocumentFragment>

#include <algorithm>

namespace tb::ui {

InterviewListModel::InterviewListModel(QObject* parent) : QAbstractTableModel(parent) {}

void InterviewListModel::setInterviews(const QList<core::Interview>& interviews) {
    beginResetModel();
    m_interviews = interviews;
    m_notesText.clear();
    m_notesText.reserve(interviews.size());
    for (const core::Interview& i : interviews) {
        m_notesText.append(QTextDocumentFragment::fromHtml(i.notesHtml).toPlainText());
    }
    endResetModel();
}

void InterviewListModel::setCriterionNames(const QMap<QString, QString>& names) {
    m_criterionNames = names;
    if (!m_interviews.isEmpty()) {
        const int col = int(Column::Sentiment);
        emit dataChanged(index(0, col), index(rowCount() - 1, col));
    }
}

const core::Interview* InterviewListModel::interviewAt(int row) const {
    return row >= 0 && row < m_interviews.size() ? &m_interviews[row] : nullptr;
}

int InterviewListModel::rowOf(qint64 interviewId) const {
    for (int r = 0; r < m_interviews.size(); ++r) {
        if (m_interviews[r].id == interviewId) {
            return r;
        }
    }
    return -1;
}

QStringList InterviewListModel::allTags() const {
    QStringList tags;
    for (const core::Interview& i : m_interviews) {
        for (const QString& t : i.tags) {
            if (!tags.contains(t, Qt::CaseInsensitive)) {
                tags.append(t);
            }
        }
    }
    tags.sort(Qt::CaseInsensitive);
    return tags;
}

QString InterviewListModel::signedSentiment(int value) {
    if (value > 0) {
        return QStringLiteral("+%1").arg(value);
    }
    if (value < 0) {
        return QStringLiteral("\u2212%1").arg(-value);  // a real minus sign lines up with the plus
    }
    return QStringLiteral("0");
}

QString InterviewListModel::sentimentSummary(const QMap<QString, int>& sentiment, const QMap<QString, QString>& names) {
    QList<QPair<QString, int>> parts;
    for (auto it = sentiment.cbegin(); it != sentiment.cend(); ++it) {
        parts.append({names.value(it.key(), it.key()), it.value()});
    }
    std::sort(parts.begin(), parts.end(),
              [](const auto& a, const auto& b) { return QString::localeAwareCompare(a.first, b.first) < 0; });
    QStringList out;
    for (const auto& [name, value] : parts) {
        out.append(name + QLatin1Char(' ') + signedSentiment(value));
    }
    return out.join(QStringLiteral(" · "));
}

int InterviewListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_interviews.size());
}

int InterviewListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(Column::Count);
}

QVariant InterviewListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const core::Interview& i = m_interviews[index.row()];
    const auto column = static_cast<Column>(index.column());
    switch (role) {
        case IdRole:
            return i.id;
        case OrgTypeKeyRole:
            return core::orgTypeKey(i.orgType);
        case TagsRole:
            return i.tags;
        case SearchTextRole:
            return QStringList{
                i.intervieweeName,       i.role, core::orgTypeName(i.orgType), i.channel, i.tags.join(u' '),
                m_notesText[index.row()]}
                .join(u'\n');
        default:
            break;
    }
    if (role == Qt::DisplayRole || role == RawRole) {
        switch (column) {
            case Column::Date:
                return i.heldOn.toString(Qt::ISODate);
            case Column::Interviewee:
                return i.intervieweeName;
            case Column::Role:
                return i.role;
            case Column::OrgType:
                return core::orgTypeName(i.orgType);
            case Column::Channel:
                return i.channel;
            case Column::Consent:
                if (role == RawRole) {
                    return i.consent;
                }
                return i.consent ? tr("Yes") : tr("No");
            case Column::Tags:
                return i.tags.join(QStringLiteral(", "));
            case Column::Sentiment: {
                if (role == RawRole) {
                    if (i.sentiment.isEmpty()) {
                        return 0.0;
                    }
                    double sum = 0;
                    for (int v : i.sentiment) {
                        sum += v;
                    }
                    return sum / i.sentiment.size();
                }
                const QString summary = sentimentSummary(i.sentiment, m_criterionNames);
                return summary.isEmpty() ? tr("not discussed") : summary;
            }
            case Column::Count:
                break;
        }
        return {};
    }
    if (role == Qt::ToolTipRole) {
        if (column == Column::Consent && !i.consent) {
            return tr("No consent recorded: do not quote this interview.");
        }
        if (column == Column::Sentiment) {
            return sentimentSummary(i.sentiment, m_criterionNames);
        }
    }
    if (role == Qt::ForegroundRole && column == Column::Consent && !i.consent) {
        return QColor(0xb0, 0x40, 0x20);
    }
    return {};
}

QVariant InterviewListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (static_cast<Column>(section)) {
        case Column::Date:
            return tr("Date");
        case Column::Interviewee:
            return tr("Interviewee");
        case Column::Role:
            return tr("Role");
        case Column::OrgType:
            return tr("Organisation");
        case Column::Channel:
            return tr("Channel");
        case Column::Consent:
            return tr("Consent");
        case Column::Tags:
            return tr("Tags");
        case Column::Sentiment:
            return tr("Sentiment");
        case Column::Count:
            break;
    }
    return {};
}

}  // namespace tb::ui
