#include "core/run/RecipeText.h"

#include <QCoreApplication>

namespace tb::core {

QString RecipeText::title(const Recipe& recipe) {
    if (recipe.title.isEmpty()) {
        return recipe.name;
    }
    // The English is the message's source; without a translator (the CLI) translate() returns it.
    return QCoreApplication::translate(kContext, recipe.title.toUtf8().constData());
}

}  // namespace tb::core
