#include "ui/runs/RecipePreview.h"

#include "core/run/RecipeText.h"
#include "core/domain/Tier.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace tb::ui {

namespace {

QString shown(const QStringList& command) {
    // As typed in a shell: arguments with spaces or shell characters in single quotes.
    QStringList parts;
    for (const QString& a : command) {
        const bool plain =
            !a.isEmpty() && a.indexOf(QRegularExpression(QStringLiteral("[^A-Za-z0-9_./:=@%+,{}#-]"))) < 0;
        parts << (plain ? a : u'\'' + QString(a).replace(u'\'', QStringLiteral("'\\''")) + u'\'');
    }
    return QStringLiteral("$ ") + parts.join(u' ');
}

bool anyCommandContains(const core::Recipe& r, const QString& needle) {
    auto in = [&needle](const QVector<QStringList>& commands) {
        for (const QStringList& c : commands) {
            if (c.join(u' ').contains(needle)) {
                return true;
            }
        }
        return false;
    };
    bool found = in(r.setup) || in(r.cleanup);
    for (const auto& v : r.variants) {
        found = found || in(v.commands);
    }
    return found;
}

QString seconds(double s) {
    return QLocale::c().toString(s, 'g', 4) + QStringLiteral(" s");
}

}  // namespace

QStringList RecipePreview::warnings(const core::Recipe& r) {
    QStringList out;
    if (anyCommandContains(r, QStringLiteral("drop_caches"))) {
        out << tr(
            "Drops the node's page cache before timing (sync; echo 3 > /proc/sys/vm/drop_caches, as root): "
            "every program on the node loses its cached files and reads them from disk again.");
    }
    if (anyCommandContains(r, QStringLiteral("ifconfig.me")) || anyCommandContains(r, QStringLiteral("whois"))) {
        out << tr("Asks an outside service (ifconfig.me) for the node's public address and looks it up with whois.");
    }
    if (anyCommandContains(r, QStringLiteral("ipinfo.io"))) {
        out << tr(
            "Asks an outside service (ipinfo.io) who owns the node's public address: organisation, ASN and "
            "location.");
    }
    if (anyCommandContains(r, QStringLiteral("vllm serve"))) {
        out << tr("Starts a vLLM server on the node's loopback address for the test and stops it afterwards.");
    }
    if (anyCommandContains(r, QStringLiteral("torchtitan.train"))) {
        out << tr(
            "Trains on every GPU of the node with torchtitan's own config, which reads its tokenizer and data set "
            "where it says (C4 comes from Hugging Face unless it was staged on the node).");
    }
    if (!r.importLog.isEmpty()) {
        out << tr("Its output is also read as the tool's log (import format %1): the steps it logged become runs "
                  "of their own, beside the timing.")
                   .arg(r.importLog);
    }
    const QStringList downloads{QStringLiteral(" pull"),           QStringLiteral("pip install"),
                                QStringLiteral("from_pretrained"), QStringLiteral("download"),
                                QStringLiteral("docker://"),       QStringLiteral("vllm serve")};
    if (std::any_of(downloads.cbegin(), downloads.cend(),
                    [&](const QString& word) { return anyCommandContains(r, word); })) {
        out << tr(
            "Downloads from the internet onto the node (removed again afterwards where it lands in the scratch "
            "folder).");
    }
    return out;
}

QStringList RecipePreview::commandLines(const core::Recipe& r) {
    QStringList out;
    if (!r.setup.isEmpty()) {
        out << tr("Set-up (not timed):");
        for (const QStringList& c : r.setup) {
            out << shown(c);
        }
    }
    for (int i = 0; i < r.variants.size(); ++i) {
        const auto& v = r.variants[i];
        if (!v.requiredModule.isEmpty()) {
            // A tool and a Python module (torchtitan): both named, since a node with one of them gets nothing timed.
            out << (i == 0 ? tr("Timed, where %1 and the Python module %2 exist:")
                           : tr("else, where %1 and the Python module %2 exist:"))
                       .arg(v.requiredTool.isEmpty() ? QStringLiteral("python3") : v.requiredTool, v.requiredModule);
        } else {
            out << (r.variants.size() == 1 ? tr("Timed:")
                    : i == 0               ? tr("Timed, where %1 exists:").arg(v.requiredTool)
                                           : tr("else, where %1 exists:").arg(v.requiredTool));
        }
        for (const QStringList& c : v.commands) {
            out << shown(c);
        }
    }
    if (!r.cleanup.isEmpty()) {
        out << tr("Clean-up (not timed):");
        for (const QStringList& c : r.cleanup) {
            out << shown(c);
        }
    }
    return out;
}

QString RecipePreview::html(const core::Recipe& r) {
    QString text = QStringLiteral("<b>") + core::RecipeText::title(r).toHtmlEscaped() + QStringLiteral("</b>");
    QStringList facts;
    if (!r.checkItem.isEmpty()) {
        facts << tr("evidence for %1").arg(r.checkItem);
    }
    facts << tr("stopped after %1").arg(seconds(r.timeoutS));
    QStringList bounds;
    const std::pair<core::Tier, std::optional<double>> tiers[] = {{core::Tier::Platinum, r.platinum},
                                                                  {core::Tier::Gold, r.gold},
                                                                  {core::Tier::Silver, r.silver},
                                                                  {core::Tier::Bronze, r.bronze}};
    for (const auto& [tier, bound] : tiers) {
        if (bound) {
            bounds << QStringLiteral("%1 ≤ %2").arg(core::tierName(tier), seconds(*bound));
        }
    }
    if (!bounds.isEmpty()) {
        facts << tr("tiers: %1").arg(bounds.join(QStringLiteral(", ")));
    }
    text += QStringLiteral(" — ") + facts.join(QStringLiteral("; ")).toHtmlEscaped();
    for (const QString& w : warnings(r)) {
        text += QStringLiteral("<br><span style=\"color:#b45309\">⚠ ") + w.toHtmlEscaped() + QStringLiteral("</span>");
    }
    text += QStringLiteral("<pre style=\"margin-top:4px; white-space:pre-wrap\">");
    for (const QString& line : commandLines(r)) {
        text += line.toHtmlEscaped() + u'\n';
    }
    text += QStringLiteral("</pre>");
    return text;
}

}  // namespace tb::ui
