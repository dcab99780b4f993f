#pragma once

#include "core/import/KubeNodeChecks.h"
#include "core/import/LineParser.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tb::core {

// kubectl get node(s) -o yaml: one Node, a List of them (items:), or several documents (---). Not a YAML parser: it
// follows the block mappings and sequences kubectl writes, by indentation, and reads the few paths the checks need
// (metadata.name, metadata.labels, spec.unschedulable, spec.taints, status.capacity, status.allocatable,
// status.conditions); block scalars (|, >) and flow collections are skipped, quoted scalars unquoted. The checks are
// KubeNodeChecks'.
class KubeNodeYamlParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(KubeNodeYamlParser)

public:
    static constexpr int kMaxNodes = 20000;
    static constexpr int kMaxDepth = 64;

    KubeNodeYamlParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

    // 'a''b' -> a'b, "a\"b" -> a"b, plain -> trimmed; a trailing " # comment" of a plain scalar dropped.
    static QString scalar(std::string_view text);

private:
    struct Level {
        int indent = 0;
        QString key;  // empty for a sequence item
        bool item = false;
    };
    void endNode();
    void value(const QStringList& path, const QString& key, const QString& text);
    void itemStarted(const QStringList& path);

    ParsedImport m_result;
    ParsedRun m_run;
    QVector<Level> m_stack;
    int m_blockIndent = -1;  // inside a block scalar: lines indented deeper than this are its text
    bool m_inList = false;   // the document is a List: each items entry is a node
    std::optional<KubeNodeStatus> m_node;
    QString m_kind;
    QVector<KubeNodeStatus> m_nodes;
    QHash<QString, qsizetype> m_index;  // a node shown twice: the later view replaces the earlier
    qint64 m_dropped = 0;
    qint64 m_cut = 0;
    bool m_lastInNode = false;
};

}  // namespace tb::core
