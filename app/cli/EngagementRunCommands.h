#pragma once

#include "app/cli/CliCommand.h"
#include "app/cli/CliSshOptions.h"

#include <QStringList>

namespace tb::cli {

// `engagement start` (not --dry-run) on a plain node, and the commands that follow an engagement: status, list,
// pause, resume, skip, retry, wait (core/engagement/EngagementRunner). `args` are the words after the sub-command.
struct EngagementStartOptions {
    QString provider, plan;
    SshOptions ssh;
    QStringList phases;
    bool consent = false;
    bool json = false;
};
int startEngagementOnNode(CliContext& ctx, const EngagementStartOptions& o, const QString& synopsis);
int runEngagementFollowUp(CliContext& ctx, const QString& sub, QStringList args, const QString& synopsis);
bool isEngagementFollowUp(const QString& sub);

}  // namespace tb::cli
