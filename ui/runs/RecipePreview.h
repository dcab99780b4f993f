#pragma once

#include "core/run/Recipe.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace tb::ui {

// What a recipe will do on the node, said before it runs: what it times and for which checklist item, its time
// limit and tier bounds, every command exactly as it will run (set-up, each alternative with the tool it needs, the
// clean-up), and a warning for what touches more than its scratch folder (dropping the node's page cache, network
// look-ups of the node's address).
class RecipePreview {
    Q_DECLARE_TR_FUNCTIONS(RecipePreview)

public:
    // Plain sentences, one per line: the warnings first.
    static QStringList warnings(const core::Recipe& recipe);
    // Rich text for the run panel's preview (commands in monospace, HTML-escaped).
    static QString html(const core::Recipe& recipe);
    // The commands one per line as a shell would show them ("$ docker pull …"), with their section.
    static QStringList commandLines(const core::Recipe& recipe);
};

}  // namespace tb::ui
