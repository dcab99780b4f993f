#include "core/import/DcgmDiagResults.h"

#include <QRegularExpression>

namespace tb::core {

namespace {

int severity(FindingStatus s) {
    switch (s) {
        case FindingStatus::Fail:
            return 3;
        case FindingStatus::Warn:
            return 2;
        case FindingStatus::Pass:
            return 1;
        case FindingStatus::None:
        case FindingStatus::Waived:
        case FindingStatus::Unknown:
            break;
    }
    return 0;  // skipped or not a status
}

}  // namespace

FindingStatus DcgmDiagResults::normalStatus(const QString& word) {
    const QString w = word.trimmed().toLower();
    if (w.startsWith(QLatin1String("pass")))
        return FindingStatus::Pass;
    if (w.startsWith(QLatin1String("fail")) || w == QLatin1String("error"))
        return FindingStatus::Fail;
    if (w.startsWith(QLatin1String("warn")))
        return FindingStatus::Warn;
    if (w.startsWith(QLatin1String("skip")) || w == QLatin1String("not run") || w == QLatin1String("n/a"))
        return FindingStatus::Waived;
    return FindingStatus::None;
}

QString DcgmDiagResults::slug(const QString& name) {
    QString s = name.trimmed().toLower();
    for (QChar& c : s) {
        if (!c.isLetterOrNumber())
            c = u'_';
    }
    while (s.contains(QLatin1String("__")))
        s.replace(QLatin1String("__"), QLatin1String("_"));
    while (s.endsWith(u'_'))
        s.chop(1);
    while (s.startsWith(u'_'))
        s.remove(0, 1);
    return s.left(60);
}

QVector<DcgmTest::Result> DcgmDiagResults::parseResult(const QString& textIn) {
    const QString text = textIn.trimmed();
    QVector<DcgmTest::Result> out;
    // DCGM 4: "GPU0: Fail"
    static const QRegularExpression perGpu(QStringLiteral("^GPU\\s*(\\d+)\\s*:\\s*(\\w+)"));
    if (const auto m = perGpu.match(text); m.hasMatch()) {
        if (normalStatus(m.captured(2)) != FindingStatus::None)
            out.push_back({m.captured(1), m.captured(2)});
        return out;
    }
    const qsizetype dash = text.indexOf(QLatin1String(" - "));
    const QString word = dash < 0 ? text : text.left(dash);
    if (normalStatus(word) == FindingStatus::None)
        return out;
    if (dash < 0) {
        out.push_back({QString(), word});
        return out;
    }
    QString rest = text.mid(dash + 3).trimmed();
    if (rest.compare(QLatin1String("All"), Qt::CaseInsensitive) == 0) {
        out.push_back({QStringLiteral("all"), word});
        return out;
    }
    if (rest.startsWith(QLatin1String("GPU")))
        rest = rest.mid(rest.indexOf(u':') + 1);
    for (const QString& g : rest.split(u',', Qt::SkipEmptyParts)) {
        if (out.size() < 1024)
            out.push_back({g.trimmed(), word});
    }
    if (out.isEmpty())
        out.push_back({QString(), word});
    return out;
}

void DcgmDiagResults::apply(ParsedRun& run, const QVector<DcgmTest>& tests,
                            const QList<QPair<QString, QString>>& meta) {
    for (const auto& [key, value] : meta) {
        if (key.contains(QLatin1String("DCGM Version"), Qt::CaseInsensitive) || key == QLatin1String("version")) {
            run.env.insert(QStringLiteral("dcgm_version"), value);
            run.findings.push_back(
                {FindingKind::Fact, QStringLiteral("dcgm.version"), FindingStatus::None, value, QString()});
        } else if (key.contains(QLatin1String("Driver Version"), Qt::CaseInsensitive)) {
            run.env.insert(QStringLiteral("driver"), value);
            run.findings.push_back(
                {FindingKind::Fact, QStringLiteral("gpu.driver"), FindingStatus::None, value, QString()});
        } else if (key.contains(QLatin1String("Device IDs"), Qt::CaseInsensitive)) {
            run.findings.push_back(
                {FindingKind::Fact, QStringLiteral("dcgm.device_ids"), FindingStatus::None, value, QString()});
        }
    }
    int worst = 0;
    QStringList failed, warned, passed, skipped;
    for (const DcgmTest& t : tests) {
        FindingStatus status = normalStatus(t.summary);
        QStringList badGpus;
        for (const DcgmTest::Result& r : t.results) {
            const FindingStatus s = normalStatus(r.status);
            if (severity(s) > severity(status))
                status = s;
            if ((s == FindingStatus::Fail || s == FindingStatus::Warn) && !r.gpu.isEmpty())
                badGpus << r.gpu;
        }
        if (status == FindingStatus::None)
            status = FindingStatus::Waived;  // no result at all: not run
        worst = std::max(worst, severity(status));
        const QString id = QStringLiteral("dcgm.diag.%1").arg(slug(t.name));
        const QString where = t.category.isEmpty() ? t.name : QStringLiteral("%1 (%2)").arg(t.name, t.category);
        // A passed or skipped test is a fact whose value is DCGM's outcome ("pass", "skip"), not a check.
        if (status == FindingStatus::Pass) {
            passed << t.name;
            run.findings.push_back({FindingKind::Fact, id, FindingStatus::None, QStringLiteral("pass"), where});
            continue;
        }
        if (status == FindingStatus::Waived) {
            skipped << t.name;
            run.findings.push_back({FindingKind::Fact, id, FindingStatus::None, QStringLiteral("skip"),
                                    t.info.isEmpty() ? where : where + QStringLiteral(": ") + t.info.join(u' ')});
            continue;
        }
        (status == FindingStatus::Fail ? failed : warned) << t.name;
        QString detail = where;
        if (!badGpus.isEmpty())
            detail = tr("%1 on GPU %2").arg(detail, badGpus.join(QStringLiteral(", ")));
        if (!t.warnings.isEmpty())
            detail += QStringLiteral(": ") + t.warnings.mid(0, 8).join(QStringLiteral(" | "));
        run.findings.push_back({FindingKind::Check, id, status, badGpus.join(QStringLiteral(",")), detail});
    }
    if (tests.isEmpty()) {
        // Cut before any verdict: the diagnostic says nothing yet, which is never a pass. An "Error:" line instead
        // of a table has already failed the run.
        if (!run.failed) {
            run.findings.push_back({FindingKind::Check, QStringLiteral("dcgm.diag"), FindingStatus::Unknown, QString(),
                                    tr("No test verdict was read: the output ends before the first test.")});
        }
        return;
    }
    const FindingStatus overall = worst == 3   ? FindingStatus::Fail
                                  : worst == 2 ? FindingStatus::Warn
                                  : worst == 1 ? FindingStatus::Pass
                                               : FindingStatus::Unknown;
    QString detail;
    if (!failed.isEmpty())
        detail = tr("Failed: %1. ").arg(failed.join(QStringLiteral(", ")));
    if (!warned.isEmpty())
        detail += tr("Warnings: %1. ").arg(warned.join(QStringLiteral(", ")));
    detail += skipped.isEmpty()
                  ? tr("%1 of %2 tests passed.").arg(passed.size()).arg(tests.size())
                  : tr("%1 of %2 tests passed, %3 skipped.").arg(passed.size()).arg(tests.size()).arg(skipped.size());
    run.findings.push_back(
        {FindingKind::Check, QStringLiteral("dcgm.diag"), overall, QString::number(failed.size()), detail});
    run.failed = run.failed || worst == 3;
}

}  // namespace tb::core
