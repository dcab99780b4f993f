#pragma once

#include <QAnyStringView>
#include <QList>
#include <QMetaObject>
#include <QObject>
#include <QString>
#include <QTest>
#include <QtGlobal>

#include <memory>
#include <source_location>
#include <type_traits>

namespace tb::test {

// The one descendant of PARENT of type W named OBJECTNAME: how the GUI suites reach a widget (or an action) without
// a getter in the ui header. The widget gets its object name where it is created, in lowerCamelCase.
//
// When there is none, or more than one, the test does not get a null pointer to crash on: the running test function
// fails with a message naming the parent's class and object name, the wanted type and name, how many matched and
// the caller's file and line, and the suite stops there (qFatal, which QtTest records as that function's failure).
template <typename W>
W* child(const QObject* parent, QAnyStringView name,
         const std::source_location where = std::source_location::current()) {
    const QString objectName = name.toString();
    QString why;
    if (!parent) {
        why = QStringLiteral("the parent is null");
    } else {
        const QList<W*> found = parent->findChildren<W*>(objectName, Qt::FindChildrenRecursively);
        if (found.size() == 1)
            return found.first();
        why = found.isEmpty() ? QStringLiteral("none found") : QStringLiteral("%1 found").arg(found.size());
    }
    const QString parentName =
        parent ? QStringLiteral("%1 \"%2\"")
                     .arg(QString::fromLatin1(parent->metaObject()->className()), parent->objectName())
               : QStringLiteral("(null)");
    const QString message = QStringLiteral("%1:%2: no single %3 named \"%4\" under %5: %6")
                                .arg(QString::fromUtf8(where.file_name()))
                                .arg(where.line())
                                .arg(QString::fromLatin1(W::staticMetaObject.className()), objectName, parentName, why);
    QTest::qFail(qPrintable(message), where.file_name(), int(where.line()));
    qFatal("%s", qPrintable(message));
}

// The same under a parent held by a smart pointer (std::unique_ptr, QScopedPointer).
template <typename W, typename Holder>
requires(!std::is_convertible_v<const Holder&, const QObject*>) W* child(
    const Holder& parent, QAnyStringView name, const std::source_location where = std::source_location::current()) {
    return child<W>(static_cast<const QObject*>(std::to_address(parent)), name, where);
}

}  // namespace tb::test
