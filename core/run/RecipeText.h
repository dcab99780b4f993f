#pragma once

#include "core/run/Recipe.h"

#include <QString>

namespace tb::core {

// A recipe's title as the reader's language shows it. Recipes are data (resources/recipes/*.json, in English);
// translations/RecipeMessages.cmake makes each shipped title a message of the context "Recipe", looked up here under
// the English at display time, like core::RubricText. A recipe book from elsewhere shows its titles as written, a
// recipe without a title its name.
class RecipeText {
public:
    static constexpr const char* kContext = "Recipe";

    static QString title(const Recipe& recipe);
};

}  // namespace tb::core
