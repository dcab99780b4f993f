#pragma once

#include "core/domain/Interview.h"

#include <QMap>
#include <QString>

namespace tb::core {

// What an interview may show outside its provider's own page: the interviewee's role and organisation type, and
// the sentiment numbers. No name, no date, no channel, no notes, no tags (each of those can identify a person).
// Every view outside the provider's page is built from this type, never from Interview.
struct AnonymisedInterview {
    qint64 id = 0;
    qint64 providerId = 0;
    QString role;
    OrgType orgType = OrgType::Other;
    QMap<QString, int> sentiment;

    static AnonymisedInterview from(const Interview& interview);
    // "ML platform lead, AI lab"
    QString label() const;
};

}  // namespace tb::core
