#pragma once

// tierbench-cli's exit codes. Stable: scripts depend on them, and docs/command-line.md lists them. Never renumber.
namespace tb::cli {

enum ExitCode : int {
    Ok = 0,
    Failure = 1,          // anything not covered below
    Usage = 2,            // unknown command or option, missing argument
    NotFound = 3,         // provider, run or file not found
    DatabaseError = 4,    // cannot open, newer schema, constraint violated
    InvalidInput = 5,     // a file or value that could not be parsed or validated
    HostKeyRefused = 10,  // unknown key not accepted, or changed key
    AuthFailed = 11,
    Unreachable = 12,
    ProbeFailed = 13,  // the remote probe or recipe ran and failed
    TimedOut = 14,
    Cancelled = 15,
    JobFailed = 16,           // a cluster job ran and failed (or the scheduler refused it)
    NodeFailed = 17,          // a cluster node failed during a job or reported nothing
    DeadlinePassed = 18,      // a cluster job pended or stayed silent past its deadline and was cancelled
    VerificationFailed = 19,  // `verify` found a stored result or score that differs from what it should be
    ConflictRefused = 20,     // a current conflict of interest of the reviewer, and no --acknowledge: nothing started
    EditConflict = 21,        // another analyst saved the row since the version given (--if-version): nothing saved
    PermissionDenied = 22,    // the database role may not do this (a read-only reviewer writing, a runtime role DDL)
};

}  // namespace tb::cli
