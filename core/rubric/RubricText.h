#pragma once

#include "core/domain/Rubric.h"

#include <QString>

namespace tb::core {

// A rubric's words as the reader's language shows them. Rubric text is data: resources/rubrics/*.json, then the
// database, both in English, and nothing here changes them, their keys or their ids. translations/CMakeLists.txt
// turns every text of the shipped rubrics into a message of the context "Rubric" (see RubricMessages.cmake), so the
// catalogue carries them without a second copy to keep in step; these functions look a stored text up at display
// time. Widgets and the review call them; the CLI, exports and the audit log keep the stored text. A text the
// catalogue does not know (a rubric installed from elsewhere) shows as stored.
class RubricText {
public:
    static constexpr const char* kContext = "Rubric";

    static QString text(const QString& stored);
    static QString title(const CheckItem& item) { return text(item.title); }
    static QString question(const CheckItem& item) { return text(item.question); }
    static QString guidance(const CheckItem& item) { return text(item.guidance); }
    static QString name(const Criterion& criterion) { return text(criterion.name); }
    static QString description(const Criterion& criterion) { return text(criterion.description); }
};

}  // namespace tb::core
