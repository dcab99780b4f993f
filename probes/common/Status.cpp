#include "Status.h"

namespace tbp {

namespace {

constexpr Keyed<CheckStatus> kCheckStatus[] = {{CheckStatus::Pass, "pass"},
                                               {CheckStatus::Warn, "warn"},
                                               {CheckStatus::Fail, "fail"},
                                               {CheckStatus::Waived, "waived"},
                                               {CheckStatus::Unknown, "unknown"}};
constexpr Keyed<LogLevel> kLogLevel[] = {
    {LogLevel::Debug, "debug"}, {LogLevel::Info, "info"}, {LogLevel::Warn, "warn"}, {LogLevel::Error, "error"}};
constexpr Keyed<ExitCode> kEndStatus[] = {{ExitCode::Ok, "ok"},         {ExitCode::Failed, "failed"},
                                          {ExitCode::Verify, "failed"}, {ExitCode::Unsupported, "unsupported"},
                                          {ExitCode::Runtime, "error"}, {ExitCode::Usage, "error"}};

int severity(ExitCode c) {
    switch (c) {
        case ExitCode::Ok:
            return 0;
        case ExitCode::Unsupported:
            return 1;
        case ExitCode::Failed:
            return 2;
        case ExitCode::Verify:
            return 3;
        case ExitCode::Runtime:
            return 4;
        case ExitCode::Usage:
            return 5;
    }
    return 5;
}

}  // namespace

const char* keyOf(CheckStatus s) {
    return keyIn(kCheckStatus, s);
}

const char* keyOf(LogLevel l) {
    return keyIn(kLogLevel, l);
}

const char* endStatusOf(ExitCode c) {
    return keyIn(kEndStatus, c);
}

ExitCode worse(ExitCode a, ExitCode b) {
    return severity(b) > severity(a) ? b : a;
}

}  // namespace tbp
