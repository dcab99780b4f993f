#pragma once

#include "core/import/DocumentParser.h"
#include "core/import/JsonMemberStream.h"
#include "core/import/KubeNodeChecks.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QVector>

namespace tb::core {

// kubectl get node(s) -o json: a Node, or a List (NodeList) whose items are streamed one node at a time
// (JsonMemberStream), so a large cluster's list is never held whole. Reads the same fields as the YAML and describe
// forms; the checks are KubeNodeChecks'.
class KubeNodeJsonParser : public DocumentParser {
    Q_DECLARE_TR_FUNCTIONS(KubeNodeJsonParser)

public:
    static constexpr int kMaxNodes = 20000;

    KubeNodeJsonParser();
    KubeNodeJsonParser(const KubeNodeJsonParser&) = delete;
    KubeNodeJsonParser& operator=(const KubeNodeJsonParser&) = delete;

    void feed(const char* data, qsizetype size) override { m_stream.feed(data, size); }
    ParsedImport finish() override;

    // One Node object; nullopt when it is not one (another kind, no name).
    static std::optional<KubeNodeStatus> node(const QJsonObject& object);

private:
    void addItem(const QByteArray& element);

    JsonMemberStream m_stream;
    QVector<KubeNodeStatus> m_nodes;
    QHash<QString, qsizetype> m_index;  // a node shown twice: the later view replaces the earlier
    qint64 m_dropped = 0;
    qint64 m_invalid = 0;
    qint64 m_others = 0;  // items that are not nodes
};

}  // namespace tb::core
