#include "ui/interviews/InterviewFilterProxy.h"

#include "ui/interviews/InterviewListModel.h"

namespace tb::ui {

InterviewFilterProxy::InterviewFilterProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(InterviewListModel::RawRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void InterviewFilterProxy::setSearchText(const QString& text) {
    m_search = text.trimmed();
    invalidateFilter();
}

void InterviewFilterProxy::setOrgTypeKey(const QString& key) {
    m_orgType = key;
    invalidateFilter();
}

void InterviewFilterProxy::setTag(const QString& tag) {
    m_tag = tag;
    invalidateFilter();
}

bool InterviewFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QModelIndex idx = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_orgType.isEmpty() && idx.data(InterviewListModel::OrgTypeKeyRole).toString() != m_orgType) {
        return false;
    }
    if (!m_tag.isEmpty() &&
        !idx.data(InterviewListModel::TagsRole).toStringList().contains(m_tag, Qt::CaseInsensitive)) {
        return false;
    }
    if (!m_search.isEmpty() &&
        !idx.data(InterviewListModel::SearchTextRole).toString().contains(m_search, Qt::CaseInsensitive)) {
        return false;
    }
    return true;
}

}  // namespace tb::ui
