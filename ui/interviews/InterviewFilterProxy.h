#pragma once

#include <QSortFilterProxyModel>

namespace tb::ui {

// Search and filter over InterviewListModel: free text (name, role, channel, tags, notes; case-insensitive), an
// organisation type key and a tag (both empty = all). Sorts by the model's raw values.
class InterviewFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit InterviewFilterProxy(QObject* parent = nullptr);

    void setSearchText(const QString& text);
    void setOrgTypeKey(const QString& key);
    void setTag(const QString& tag);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_search;
    QString m_orgType;
    QString m_tag;
};

}  // namespace tb::ui
