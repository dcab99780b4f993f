#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tb::core {

// A job as the runner asks for it, in the scheduler's neutral terms; a launcher adds its cluster's defaults
// (partition, account, QoS, reservation, image, NCCL environment) and writes the scheduler's own form (a batch
// script, a manifest) from it.
struct ClusterJobSpec {
    QString name = QStringLiteral("tierbench");
    int nodes = 1;
    int tasksPerNode = 1;
    int gpusPerNode = 0;
    int cpusPerTask = 0;
    bool exclusive = false;
    int timeLimitMin = 0;  // 0: the cluster's default
    QStringList nodeList;  // exactly these nodes (pairwise runs); empty: any
    QStringList exclude;
    bool inContainer = false;  // run the tasks in the cluster's container image (collectives); tb-node runs on the host
    QStringList containerMounts;
    QVector<QPair<QString, QString>> environment;  // on top of the cluster's NCCL environment
    QStringList command;                           // argv of every task
    bool collective = false;                       // the tasks talk to each other: start them with the cluster's PMI
    // One failed task ends the step (collectives: the others would wait for it for ever). A cross-node audit turns
    // it off, so every node reports even when one node's checks fail.
    bool killOnBadExit = true;
};

// What a submission left behind: the scheduler's id, where the output goes, and what was submitted (stored).
struct SubmittedJob {
    QString schedulerId;
    QString jobDir;      // on the login node
    QString outputPath;  // the job's stdout file on the login node's view of the file system
    QString errorPath;   // its stderr file (the scheduler's own messages land here); empty: none
    QString script;      // the batch script or manifest as submitted
    QJsonObject spec;    // the values it was written from
};

// Where a job stands, scheduler-neutral.
enum class JobPhase {
    Waiting,   // pending, configuring, requeued
    Running,   // running, completing, suspended
    Finished,  // ended: see state
    Unknown,   // the scheduler does not (yet, or any more) report it
};

struct JobState {
    QString schedulerId;
    JobPhase phase = JobPhase::Unknown;
    QString state;            // the scheduler's word (PENDING, NODE_FAIL, ...)
    QString reason;           // pending reason
    QString nodes;            // allocation
    bool succeeded = false;   // Finished and the scheduler says it completed
    bool nodeFailed = false;  // Finished because a node failed
    bool timedOut = false;    // Finished at its time limit
    std::optional<int> exitCode, signal;
};

// A job whose output the poll reads on from `offset`.
struct OutputCursor {
    QString schedulerId;
    QString outputPath;
    qint64 offset = 0;
    QString errorPath;
    qint64 errorOffset = 0;
};

struct JobPoll {
    QHash<QString, JobState> states;    // by scheduler id; a job missing here is Unknown
    QHash<QString, QByteArray> output;  // new bytes from each cursor's offset
    QHash<QString, qint64> outputSize;  // the file's size as seen (-1: no file yet)
    QHash<QString, QByteArray> errors;  // new bytes of the stderr file
    QHash<QString, qint64> errorSize;
    bool accounting = false;  // states came from the accounting database (exit codes are real)
};

// One line of job output: which task wrote it (-1: the job script or the scheduler itself) and its bytes without
// the scheduler's label.
struct TaskLine {
    int rank = -1;
    QByteArray text;
};

// A line in which the scheduler says a task or a node failed ("srun: error: node2: task 2: Exited with exit
// code 3", "srun: error: Node failure on node2").
struct TaskFailure {
    QString node;
    QVector<int> ranks;
    QString what;              // the scheduler's words
    bool nodeFailure = false;  // the node itself went away
    bool collateral = false;   // terminated because another task failed (kill-on-bad-exit)
};

}  // namespace tb::core
