#pragma once

#include <QString>
#include <QVector>

namespace tb::core {

// One question of the checklist. `gate` names an Underperforming gate of the tier rules ("gate.attestation",
// "gate.acs", "gate.gdr", "gate.billing", "gate.old_gpus") or is empty.
struct CheckItem {
    qint64 id = 0;  // check_item.id once stored; 0 in a rubric loaded from a file
    QString key;    // stable across versions where the meaning is the same ("security.soc2")
    QString title;
    QString question;     // what to ask the provider
    QString guidance;     // what good looks like
    double weight = 1.0;  // relative weight inside its criterion
    int position = 0;
    QString gate;
    // Where the item comes from, when the rubric names it (each item 3.0 added cites the public 3.0 material); empty
    // for the items of older rubrics, whose source is the rubric's own.
    QString source;
};

struct Criterion {
    qint64 id = 0;
    QString key;  // "security"
    QString name;
    double weight = 0.0;  // share of the total; the criteria of one rubric sum to 1
    int position = 0;
    QString description;
    QVector<CheckItem> items;
};

// A versioned rubric. An evaluation keeps the version it was made with.
struct Rubric {
    qint64 id = 0;
    QString version;  // "2.0"
    QString title;
    QString published;  // date text as published
    QString source;     // where the criteria come from
    QVector<Criterion> criteria;

    int itemCount() const;
    const Criterion* criterion(const QString& key) const;
    // Searches every criterion; nullptr when absent.
    const CheckItem* item(const QString& key) const;
    const CheckItem* itemById(qint64 checkItemId) const;
};

}  // namespace tb::core
