#pragma once

#include <QByteArray>
#include <QString>

namespace tb::core {

// One dispute row (schema 10): a provider's claim against one rubric item of an evaluation, its supporting
// evidence, and the analyst's decision. requestedVerdict is a verdict key or empty (the claim asks for no change of
// verdict, e.g. a correction of the evidence text).
struct Dispute {
    enum class State { Open, Accepted, Rejected };

    qint64 id = 0;
    qint64 providerId = 0;
    qint64 evaluationId = 0;
    qint64 checkItemId = 0;
    QString itemKey;    // check_item.key, read with the row
    QString itemTitle;  // check_item.title
    QString claim;
    QString requestedVerdict;
    QString evidenceText;
    QString attachmentName;
    QByteArray attachment;  // read only where asked for (DisputeRepository::get with content)
    QString attachmentSha256;
    QString contact;
    QString sourceName;
    QString sourceSha256;
    State state = State::Open;
    QString reasoning;
    QString decidedBy;
    QString decidedAt;
    QString receivedAt;
    qint64 rowVersion = 1;

    static QString stateKey(State state);
    static bool stateFromKey(const QString& key, State& state);
};

}  // namespace tb::core
