#include "core/domain/Rubric.h"

namespace tb::core {

int Rubric::itemCount() const {
    int n = 0;
    for (const Criterion& c : criteria) {
        n += int(c.items.size());
    }
    return n;
}

const Criterion* Rubric::criterion(const QString& key) const {
    for (const Criterion& c : criteria) {
        if (c.key == key) {
            return &c;
        }
    }
    return nullptr;
}

const CheckItem* Rubric::item(const QString& key) const {
    for (const Criterion& c : criteria) {
        for (const CheckItem& i : c.items) {
            if (i.key == key) {
                return &i;
            }
        }
    }
    return nullptr;
}

const CheckItem* Rubric::itemById(qint64 checkItemId) const {
    for (const Criterion& c : criteria) {
        for (const CheckItem& i : c.items) {
            if (i.id == checkItemId) {
                return &i;
            }
        }
    }
    return nullptr;
}

}  // namespace tb::core
