#include "core/import/SinfoParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"
#include "core/import/SlurmNodeChecks.h"
#include "core/launch/slurm/SlurmHostlist.h"
#include "core/launch/slurm/SlurmKeyValue.h"

#include <vector>

namespace tb::core {

using namespace tb::core::bytes;

namespace {

struct StateWord {
    const char* word;
    const char* base;  // nullptr: a flag only
    const char* flag;  // nullptr: none
};

// sinfo's compact (%t) and long (%T) state names, and the words of the '+' form.
constexpr StateWord kStateWords[] = {
    {"idle", "idle", nullptr},
    {"mix", "mixed", nullptr},
    {"mixed", "mixed", nullptr},
    {"alloc", "allocated", nullptr},
    {"allocated", "allocated", nullptr},
    {"comp", "completing", nullptr},
    {"completing", "completing", nullptr},
    {"down", "down", nullptr},
    {"drain", "idle", "DRAIN"},
    {"drained", "idle", "DRAIN"},
    {"drng", "mixed", "DRAIN"},
    {"draining", "mixed", "DRAIN"},
    {"fail", "idle", "FAIL"},
    {"failg", "allocated", "FAIL"},
    {"failing", "allocated", "FAIL"},
    {"maint", "idle", "MAINTENANCE"},
    {"maintenance", "idle", "MAINTENANCE"},
    {"resv", "idle", "RESERVED"},
    {"reserved", "idle", "RESERVED"},
    {"futr", "future", nullptr},
    {"future", "future", nullptr},
    {"unk", "unknown", nullptr},
    {"unknown", "unknown", nullptr},
    {"npc", "allocated", "PERFCTRS"},
    {"perfctrs", "allocated", "PERFCTRS"},
    {"pow_dn", "idle", "POWERED_DOWN"},
    {"powered_down", "idle", "POWERED_DOWN"},
    {"power_down", "idle", "POWER_DOWN"},
    {"powering_down", "idle", "POWERING_DOWN"},
    {"pow_up", "idle", "POWERING_UP"},
    {"powering_up", "idle", "POWERING_UP"},
    {"boot", "idle", "BOOTING"},
    {"booting", "idle", "BOOTING"},
    {"inval", "down", "INVALID_REG"},
    {"invalid", "down", "INVALID_REG"},
    {"invalid_reg", "down", "INVALID_REG"},
    {"plnd", "idle", "PLANNED"},
    {"planned", "idle", "PLANNED"},
    {"blocked", "idle", "BLOCKED"},
    {"cloud", nullptr, "CLOUD"},
    {"not_responding", nullptr, "NOT_RESPONDING"},
    {"reboot", nullptr, "REBOOT_REQUESTED"},
    {"reboot_requested", nullptr, "REBOOT_REQUESTED"},
    {"reboot_issued", nullptr, "REBOOT_ISSUED"},
    {"dynamic_future", nullptr, "DYNAMIC_FUTURE"},
    {"dynamic_norm", nullptr, "DYNAMIC_NORM"},
};

// The one-character suffixes sinfo appends to a state (man sinfo, NODE STATE CODES).
const char* suffixFlag(QChar c) {
    switch (c.unicode()) {
        case '*':
            return "NOT_RESPONDING";
        case '~':
            return "POWERED_DOWN";
        case '#':
            return "POWERING_UP";
        case '!':
            return "POWER_DOWN";
        case '%':
            return "POWERING_DOWN";
        case '$':
            return "MAINTENANCE";
        case '@':
            return "REBOOT_REQUESTED";
        case '^':
            return "REBOOT_ISSUED";
        case '-':
            return "PLANNED";
        default:
            return nullptr;
    }
}

const StateWord* stateWord(const QString& word) {
    for (const StateWord& w : kStateWords) {
        if (word == QLatin1String(w.word))
            return &w;
    }
    return nullptr;
}

void addFlag(QStringList& flags, const QString& flag) {
    if (!flags.contains(flag))
        flags << flag;
}

bool isHeaderWord(View t) {
    bool letter = false;
    for (char c : t) {
        if (c >= 'A' && c <= 'Z')
            letter = true;
        else if (!isDigit(c) && c != '_' && c != ':' && c != '/' && c != '(' && c != ')' && c != '%' && c != '-')
            return false;
    }
    return letter;
}

// "root(0)" -> "root"; sinfo's words for "not known" -> "".
QString person(View v) {
    QString s = str(v.substr(0, 128));
    if (s == QLatin1String("Unknown") || SlurmKeyValue::isUnset(s))
        return {};
    const qsizetype paren = s.indexOf(u'(');
    return paren > 0 ? s.left(paren) : s;
}

QString stamp(View v) {
    QString s = str(v.substr(0, 64));
    return s == QLatin1String("Unknown") || SlurmKeyValue::isUnset(s) ? QString() : s;
}

}  // namespace

SinfoParser::State SinfoParser::decodeState(const QString& text) {
    State st;
    QString t = text.trimmed().left(200).toLower();
    while (!t.isEmpty()) {
        const char* flag = suffixFlag(t.back());
        if (!flag)
            break;
        addFlag(st.flags, QLatin1String(flag));
        t.chop(1);
    }
    const QStringList words = t.split(u'+', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < words.size() && i < 16; ++i) {
        const StateWord* w = stateWord(words.at(i));
        if (!w) {
            st.known = false;
            if (i == 0)
                st.base = words.at(i).left(32);
            else
                addFlag(st.flags, words.at(i).left(32).toUpper());
            continue;
        }
        if (i == 0 && w->base)
            st.base = QLatin1String(w->base);
        if (w->flag)
            addFlag(st.flags, QLatin1String(w->flag));
    }
    if (st.base.isEmpty())
        st.known = false;
    return st;
}

SinfoParser::SinfoParser() {
    m_result.format = QStringLiteral("sinfo");
    m_run.tool = QStringLiteral("sinfo");
    m_run.operation = QStringLiteral("nodes");
}

bool SinfoParser::readHeader(View line) {
    View tok[64];
    bool more = false;
    const size_t n = split(line, tok, &more);
    if (n < 2 || more)
        return false;
    bool hasNodes = false;
    for (size_t i = 0; i < n; ++i) {
        if (!isHeaderWord(tok[i]))
            return false;
        hasNodes = hasNodes || tok[i] == "NODELIST" || tok[i] == "HOSTNAMES";
    }
    if (!hasNodes)
        return false;
    m_columns.clear();
    m_reasonAt = -1;
    for (size_t i = 0; i < n; ++i) {
        const View w = tok[i];
        Column c = Column::Other;
        if (w == "PARTITION")
            c = Column::Partition;
        else if (w == "NODELIST")
            c = Column::NodeList;
        else if (w == "HOSTNAMES")
            c = Column::Hostnames;
        else if (w == "STATE")
            c = Column::State;
        else if (w == "GRES")
            c = Column::Gres;
        else if (w == "REASON" && m_reasonAt < 0)
            c = Column::Reason;
        else if (w == "USER")
            c = Column::User;
        else if (w == "TIMESTAMP")
            c = Column::Timestamp;
        if (c == Column::Reason)
            m_reasonAt = int(i);
        if (c == Column::Gres)
            m_gresKnown = true;
        m_columns << c;
    }
    return true;
}

SlurmNode* SinfoParser::node(const QString& name) {
    const auto it = m_index.constFind(name);
    if (it != m_index.cend())
        return &m_nodes[*it];
    if (m_nodes.size() >= kMaxNodes) {
        ++m_dropped;
        return nullptr;
    }
    m_index.insert(name, m_nodes.size());
    SlurmNode n;
    n.name = name;
    m_nodes.push_back(n);
    return &m_nodes.back();
}

void SinfoParser::readRow(View line, bool last) {
    std::vector<View> tokens;
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isSpace(line[i]))
            ++i;
        if (i >= line.size())
            break;
        size_t j = i;
        while (j < line.size() && !isSpace(line[j]))
            ++j;
        if (tokens.size() >= 4096) {
            ++m_malformed;
            return;
        }
        tokens.push_back(line.substr(i, j - i));
        i = j;
    }
    if (m_columns.isEmpty()) {
        // No header (sinfo -h): only sinfo's default columns can be recognised, by their shape.
        const bool avail = tokens.size() == 6 &&
                           (tokens[1] == "up" || tokens[1] == "down" || tokens[1] == "drain" || tokens[1] == "inact");
        if (!avail || !toInt(tokens[3]))
            return;
        m_columns = {Column::Partition, Column::Other, Column::Other, Column::Other, Column::State, Column::NodeList};
        m_run.warnings << tr(
            "The listing has no header; it was read as sinfo's default columns (PARTITION AVAIL "
            "TIMELIMIT NODES STATE NODELIST).");
    }
    const qsizetype columns = m_columns.size();
    const qsizetype extra = qsizetype(tokens.size()) - columns;
    if (extra < 0 || (extra > 0 && m_reasonAt < 0)) {
        if (m_firstBad.isEmpty())
            m_firstBad = str(line.substr(0, 200));
        ++m_malformed;
        return;
    }
    ++m_rows;
    m_lastRowCut = last;
    QString partition, list, hostnames, stateText, gres, reason, user, when;
    bool hasState = false;
    for (qsizetype c = 0, t = 0; c < columns; ++c) {
        View value = tokens[size_t(t)];
        if (c == m_reasonAt) {
            const View first = tokens[size_t(t)];
            const View lastWord = tokens[size_t(t + extra)];
            value = View(first.data(), size_t(lastWord.data() + lastWord.size() - first.data()));
            t += extra;
        }
        ++t;
        switch (m_columns[c]) {
            case Column::Partition:
                partition = str(value.substr(0, 128));
                if (partition.endsWith(u'*'))
                    partition.chop(1);  // the default partition
                break;
            case Column::NodeList:
                list = str(value);
                break;
            case Column::Hostnames:
                hostnames = str(value);
                break;
            case Column::State:
                stateText = str(value.substr(0, 200));
                hasState = true;
                break;
            case Column::Gres:
                gres = str(value.substr(0, 1000));
                if (SlurmKeyValue::isUnset(gres))
                    gres.clear();
                break;
            case Column::Reason:
                reason = str(value.substr(0, 2000));
                if (reason == QLatin1String("none") || SlurmKeyValue::isUnset(reason))
                    reason.clear();
                break;
            case Column::User:
                user = person(value);
                break;
            case Column::Timestamp:
                when = stamp(value);
                break;
            case Column::Other:
                break;
        }
    }
    if (list.isEmpty())
        list = hostnames;
    if (m_visits >= kMaxNodeVisits) {
        ++m_unread;  // not expanded at all: the cap is what keeps a hostile listing quick
        return;
    }
    auto hosts = SlurmHostlist::expand(list);
    if (!hosts || list.isEmpty()) {
        ++m_badLists;
        if (m_firstBad.isEmpty())
            m_firstBad =
                hosts ? str(line.substr(0, 200)) : hosts.error().message + QStringLiteral(": ") + list.left(200);
        return;
    }
    if (m_visits + hosts->size() > kMaxNodeVisits) {
        ++m_unread;
        m_visits = kMaxNodeVisits;
        return;
    }
    m_visits += hosts->size();
    State state;
    if (hasState) {
        state = decodeState(stateText);
        if (!state.known && m_unknownStates.size() < 10 && !m_unknownStates.contains(stateText))
            m_unknownStates << stateText;
    }
    for (const QString& name : *hosts) {
        if (name.size() > 253) {
            ++m_badLists;
            continue;
        }
        SlurmNode* n = node(name);
        if (!n)
            continue;
        if (!partition.isEmpty() && !n->partitions.contains(partition) && n->partitions.size() < 64)
            n->partitions << partition;
        if (hasState) {
            n->state = state.base;
            n->flags = state.flags;
        }
        if (!gres.isEmpty())
            n->gres = gres;
        if (!reason.isEmpty()) {
            n->reason = reason;
            n->reasonUser = user;
            n->reasonTime = when;
        }
    }
}

void SinfoParser::addLine(View line, bool cut, bool last) {
    const View s = trim(line);
    if (s.empty())
        return;
    if (cut) {
        ++m_cut;
        return;
    }
    if (readHeader(s))
        return;
    if (s[0] == '$' || s[0] == '#')
        return;  // a shell prompt or a comment between pasted listings
    readRow(s, last);
}

ParsedImport SinfoParser::finish(const StreamEnd& end) {
    if (m_nodes.isEmpty()) {
        if (m_malformed + m_badLists + m_cut > 0) {
            m_result.warnings << tr("No node could be read: %1 rows did not fit the header (first: %2).")
                                     .arg(m_malformed + m_badLists + m_cut)
                                     .arg(m_firstBad);
        }
        return std::move(m_result);
    }
    SlurmNodeChecks::apply(m_run, m_nodes, m_gresKnown);
    QStringList unread;
    if (m_malformed > 0)
        unread << tr("%1 rows did not fit the header (first: %2)").arg(m_malformed).arg(m_firstBad);
    if (m_badLists > 0)
        unread << tr("%1 rows had a node list that is not one (first: %2)").arg(m_badLists).arg(m_firstBad);
    if (m_cut > 0)
        unread << tr("%1 rows were longer than the line limit").arg(m_cut);
    if (m_unread > 0)
        unread << tr("%1 rows past %2 node names were not read").arg(m_unread).arg(kMaxNodeVisits);
    if (m_dropped > 0)
        unread << tr("%1 nodes past %2 were not kept").arg(m_dropped).arg(kMaxNodes);
    if (end.endedWithoutNewline && m_lastRowCut)
        unread << IncompleteEvidence::endsMidLine();
    if (!unread.isEmpty()) {
        m_run.warnings += unread;
        IncompleteEvidence::apply(m_run, unread.join(QStringLiteral(", ")));
    }
    if (!m_unknownStates.isEmpty()) {
        m_run.warnings
            << tr("States sinfo does not print were read as given: %1").arg(m_unknownStates.join(QStringLiteral(", ")));
    }
    m_result.truncated = m_run.truncated;
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
