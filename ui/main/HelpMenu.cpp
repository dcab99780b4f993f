#include "ui/main/HelpMenu.h"

#include "core/settings/RuntimeVersions.h"

#include <QAction>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QKeySequence>
#include <QMenu>
#include <QMessageBox>
#include <QUrl>

namespace tb::ui {

namespace {
QStringList documentationCandidates(const QString& programDir) {
    const QString app = programDir.isEmpty() ? QCoreApplication::applicationDirPath() : programDir;
    return {app + QStringLiteral("/../share/doc/tierbench/README.md"), app + QStringLiteral("/../../README.md"),
            app + QStringLiteral("/../README.md")};
}
}  // namespace

QString HelpMenu::documentationPath(const QString& programDir) {
    for (const QString& candidate : documentationCandidates(programDir)) {
        if (QFileInfo(candidate).isFile()) {
            return QFileInfo(candidate).canonicalFilePath();
        }
    }
    return {};
}

QString HelpMenu::aboutText() {
    QString versions;
    for (const core::RuntimeVersion& v : core::runtimeVersions()) {
        versions +=
            QStringLiteral("<tr><td style=\"padding-right:12px\">%1</td><td>%2</td></tr>")
                .arg(v.component.toHtmlEscaped(), v.version.isEmpty() ? tr("not loaded") : v.version.toHtmlEscaped());
    }
    return tr("<p><b>Tierbench %1</b></p><p>A workbench for rating GPU cloud providers against the ClusterMAX "
              "criteria: checklists, probes, interviews and tiers.</p>"
              "<p>Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later); the "
              "probes that run on the nodes under the Apache License 2.0. There is no warranty.</p>"
              "<p>In use:</p><table>%2</table>")
        .arg(QStringLiteral(TB_VERSION), versions);
}

void HelpMenu::openDocumentation(QWidget* parent, const QString& programDir) {
    const QString path = documentationPath(programDir);
    if (!path.isEmpty() && QDesktopServices::openUrl(QUrl::fromLocalFile(path))) {
        return;
    }
    QStringList looked;
    for (const QString& c : documentationCandidates(programDir)) {
        looked << QDir::cleanPath(c);
    }
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Documentation"),
                                path.isEmpty() ? tr("The manual was not found. Looked for:\n%1").arg(looked.join(u'\n'))
                                               : tr("No program to show %1 was found on this desktop.").arg(path),
                                QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("documentationMissingBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void HelpMenu::populate(QMenu* help, QWidget* parent) {
    QAction* docs = help->addAction(tr("&Documentation"), parent, [parent] { openDocumentation(parent); });
    docs->setObjectName(QStringLiteral("helpDocumentationAction"));
    docs->setShortcut(QKeySequence::HelpContents);
    help->addSeparator();
    QAction* about = help->addAction(tr("&About Tierbench"), parent, [parent] {
        auto* box =
            new QMessageBox(QMessageBox::Information, tr("About Tierbench"), aboutText(), QMessageBox::Ok, parent);
        box->setObjectName(QStringLiteral("aboutBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    about->setObjectName(QStringLiteral("helpAboutAction"));
    about->setMenuRole(QAction::AboutRole);
}

}  // namespace tb::ui
