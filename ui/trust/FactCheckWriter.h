#pragma once

#include "core/Result.h"
#include "core/rating/RatingEngine.h"
#include "core/report/ReviewContent.h"
#include "core/report/FactCheckBundle.h"

#include <QCoreApplication>
#include <QDate>
#include <QSqlDatabase>

namespace tb::ui {

// A provider's fact-check bundle as Provider › Export fact-check bundle… and `tierbench-cli factcheck export` make
// it: the review content and the bundle's data read in one storage job (collect), then the review PDF painted and
// the bundle sealed and written on the GUI thread (finish), the way the review export splits its work.
class FactCheckWriter {
    Q_DECLARE_TR_FUNCTIONS(FactCheckWriter)

public:
    struct Job {
        core::ReviewContent content;
        core::FactCheckBundle bundle;
    };
    // Storage thread.
    static core::Result<Job> collect(QSqlDatabase& db, qint64 providerId, const core::RatingConfig& config);
    // GUI thread. out: a new or empty folder, or a .zip file; signKey: the analyst's SSH key to sign the manifest
    // with (core::SshSignature; never prompts), or empty for an unsigned bundle. Returns the files written.
    static core::Result<int> finish(Job& job, const QString& out, const QDate& date = {}, const QString& signKey = {});
};

}  // namespace tb::ui
