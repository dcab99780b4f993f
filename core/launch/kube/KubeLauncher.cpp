#include "core/launch/kube/KubeLauncher.h"

#include "core/launch/kube/KubeJson.h"
#include "core/launch/kube/KubeAudit.h"
#include "core/launch/kube/Kubectl.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>

namespace tb::core {

namespace {
using kubejson::obj;
using kubejson::str;
QString kindArg(KubeJobForm form) {
    switch (form) {
        case KubeJobForm::MpiJob:
            return QStringLiteral("mpijobs.kubeflow.org");
        case KubeJobForm::JobSet:
            return QStringLiteral("jobsets.jobset.x-k8s.io");
        case KubeJobForm::NodePods:
            return QStringLiteral("pods");
        case KubeJobForm::IndexedJob:
            break;
    }
    return QStringLiteral("jobs.batch");
}
QString schedulerPrefix(KubeJobForm form) {
    switch (form) {
        case KubeJobForm::MpiJob:
            return QStringLiteral("mpijob/");
        case KubeJobForm::JobSet:
            return QStringLiteral("jobset/");
        case KubeJobForm::NodePods:
            return QStringLiteral("pods/");
        case KubeJobForm::IndexedJob:
            break;
    }
    return QStringLiteral("job/");
}
// Everything a run can have made, one kind per word (the pods last: their owners' deletion takes them too).
const char* const kCleanupKinds[] = {"mpijobs.kubeflow.org",
                                     "jobsets.jobset.x-k8s.io",
                                     "podgroups.scheduling.volcano.sh",
                                     "jobs.batch",
                                     "services",
                                     "pods"};
QString selector(const QString& run) {
    return KubeManifests::runLabelKey() + u'=' + run;
}
// The line by which a failed job's reason reaches the job's log and the runner's failure reading.
constexpr char kFailedPrefix[] = "kubernetes: job failed: ";
}  // namespace

KubeLauncher::KubeLauncher(Kubectl& kubectl, KubeJobForm form, KubeCollectiveSpec base)
    : m_kubectl(kubectl), m_form(form), m_base(std::move(base)) {}

QString KubeLauncher::schedulerId(KubeJobForm form, const QString& name) {
    return schedulerPrefix(form) + name;
}

QString KubeLauncher::nodePodsId(const QString& runLabel) {
    return schedulerPrefix(KubeJobForm::NodePods) + selector(runLabel);
}

KubeJobStatus KubeLauncher::lastStatus(const QString& schedulerId) const {
    return m_jobs.value(schedulerId).last;
}

std::optional<TaskFailure> KubeLauncher::failureLine(QByteArrayView line) const {
    if (!line.startsWith(kFailedPrefix)) {
        return std::nullopt;
    }
    TaskFailure f;
    f.what = QString::fromUtf8(line.sliced(sizeof(kFailedPrefix) - 1)).left(1000);
    return f;
}

Result<KubeCollectiveSpec> KubeLauncher::collectiveSpec(const ClusterJobSpec& spec, const QString& jobDir) const {
    KubeCollectiveSpec k = m_base;
    if (k.name.isEmpty()) {
        k.name = spec.name.left(KubeManifests::kMaxNameLength);
    }
    if (k.runLabel.isEmpty()) {
        // The job's folder ends in its own stamp, row id and random part: a label no other run has.
        k.runLabel = jobDir.section(u'/', -1).right(63);
    }
    k.workers = spec.nodes;
    if (m_form == KubeJobForm::NodePods) {
        k.pinnedNodes = spec.nodeList;
    }
    if (!spec.command.isEmpty()) {
        k.command = spec.command;
    }
    k.environment += spec.environment;
    if (spec.timeLimitMin > 0) {
        k.activeDeadlineS = spec.timeLimitMin * 60;
    }
    if (Status st = KubeManifests::validate(k); !st) {
        return st.error();
    }
    return k;
}

Result<SubmittedJob> KubeLauncher::submit(RemoteConnection* connection, const ClusterJobSpec& spec,
                                          const QString& jobDir) {
    (void)connection;  // kubectl was made with it when it runs on the login node
    auto k = collectiveSpec(spec, jobDir);
    if (!k) {
        return k.error();
    }
    // Bare pods have no object of their own: they are the job by their label.
    const QString id = m_form == KubeJobForm::NodePods ? nodePodsId(k->runLabel) : schedulerId(m_form, k->name);
    if (m_jobs.contains(id)) {
        return makeError(ErrorCode::InvalidArgument, tr("A job named %1 was already submitted").arg(k->name));
    }
    auto objects = KubeManifests::collective(*k, m_form);
    if (!objects) {
        return objects.error();
    }
    const QJsonObject manifest = KubeManifests::list(*objects);
    SubmittedJob job;
    job.schedulerId = id;
    job.jobDir = jobDir;
    job.script = QString::fromUtf8(QJsonDocument(manifest).toJson(QJsonDocument::Indented));
    job.spec = QJsonObject{{QStringLiteral("form"), kubeJobFormKey(m_form)},
                           {QStringLiteral("gang"), k->gang.key()},
                           {QStringLiteral("runLabel"), k->runLabel},
                           {QStringLiteral("image"), k->image},
                           {QStringLiteral("workers"), k->workers},
                           {QStringLiteral("gpusPerWorker"), k->settings.gpusPerWorker},
                           {QStringLiteral("rdmaResource"), k->settings.rdmaResource},
                           {QStringLiteral("rdmaPerWorker"), k->settings.rdmaPerWorker},
                           {QStringLiteral("nodeSelector"), k->settings.nodeSelector},
                           {QStringLiteral("tolerations"), k->settings.tolerations},
                           {QStringLiteral("command"), QJsonArray::fromStringList(k->command)},
                           {QStringLiteral("namespace"), m_kubectl.target().ns}};
    auto created = m_kubectl.run({QStringLiteral("create"), QStringLiteral("--validate=false"), QStringLiteral("-f"),
                                  QStringLiteral("-"), QStringLiteral("-o"), QStringLiteral("name")},
                                 QJsonDocument(manifest).toJson(QJsonDocument::Compact));
    if (!created || created->exitCode != 0) {
        // The objects before the refused one exist (the Service of an indexed Job): none may stay behind.
        (void)cleanup(m_kubectl, k->runLabel, 60);
        if (!created) {
            return created.error();
        }
        return makeError(
            ErrorCode::ProbeFailed,
            tr("kubectl create refused the job: %1").arg(QString::fromUtf8(created->err.trimmed().left(1000))));
    }
    Tracked t;
    t.name = k->name;
    t.runLabel = k->runLabel;
    t.gang = k->gang;
    m_jobs.insert(job.schedulerId, t);
    return job;
}

QByteArray KubeLauncher::readLogs(Tracked& job, bool ended) {
    QByteArray out;
    for (const KubePod& pod : job.last.ranks) {
        if (!pod.node.isEmpty() && !job.announced.contains(pod.rank)) {
            job.announced.insert(pod.rank);
            out += QByteArray::number(pod.rank) + ": @tb task " + QByteArray::number(pod.rank) + ' ' +
                   pod.node.toUtf8() + '\n';
        }
        if (!pod.hasLog) {
            continue;
        }
        KubeLogCursor& cursor = job.cursors[pod.name];
        QStringList args{QStringLiteral("logs"), QStringLiteral("pod/") + pod.name, QStringLiteral("--all-containers"),
                         QStringLiteral("--timestamps")};
        if (const QString since = cursor.sinceTime(); !since.isEmpty()) {
            args << QStringLiteral("--since-time=") + since;
        }
        cursor.resume();
        auto r = m_kubectl.run(args);
        QByteArray text = r && r->exitCode == 0 ? cursor.feed(r->out) : QByteArray();
        if (ended) {
            text += cursor.finish();  // the pod has ended: a last line without its newline is complete
            if (!text.isEmpty() && !text.endsWith('\n')) {
                text += '\n';
            }
        }
        const QByteArray label = QByteArray::number(pod.rank) + ": ";
        for (qsizetype at = 0; at < text.size();) {
            qsizetype nl = text.indexOf('\n', at);
            if (nl < 0) {
                nl = text.size() - 1;
            }
            out += label + text.mid(at, nl - at + 1);
            at = nl + 1;
        }
    }
    return out;
}

JobState KubeLauncher::pollOne(Tracked& job, const KubeJobStatus& st, QByteArray* output) {
    JobState state;
    if (!st.found) {
        if (job.deleted && job.started) {
            // Deleted by this launcher while it ran: the job's last word is that, not the Running it had. One that
            // never started stays as it was last seen (Pending, with the reason it waited for).
            state.phase = JobPhase::Finished;
            state.state = QStringLiteral("Deleted");
            state.nodes = job.last.nodes.join(u',');
        }
        return state;  // else Unknown: gone from the cluster (the runner decides after a few polls)
    }
    job.last = st;
    const bool ended = st.succeeded || st.failed;
    job.started = job.started || ended || st.state == QLatin1String("Running");
    *output = readLogs(job, ended);
    state.state = st.state;
    state.reason = st.reason;
    state.nodes = st.nodes.join(u',');
    if (ended) {
        state.phase = JobPhase::Finished;
        state.succeeded = st.succeeded;
        state.exitCode = st.succeeded ? 0 : 1;
        if (st.failed && !job.ended) {
            *output += QByteArray(kFailedPrefix) + st.reason.simplified().toUtf8() + '\n';
        }
        job.ended = true;
    } else {
        state.phase = st.state == QLatin1String("Running") ? JobPhase::Running : JobPhase::Waiting;
    }
    return state;
}

Result<QHash<QString, KubeJobStatus>> KubeLauncher::readStates(const QVector<Tracked*>& jobs) {
    // One `kubectl get` for every watched job: its object, its pods, a JobSet's child Jobs and a Volcano PodGroup
    // all carry the run's label, so one list by label holds them all, whatever the number of jobs. Kueue's
    // Workloads do not carry it (the job's is found by owner): they are one more list per poll, not per job.
    QStringList labels;
    bool kueue = false, volcano = false;
    for (const Tracked* t : jobs) {
        labels << t->runLabel;
        kueue = kueue || t->gang.kind == KubeGang::Kind::Kueue;
        volcano = volcano || t->gang.kind == KubeGang::Kind::Volcano;
    }
    QStringList kinds;
    if (m_form != KubeJobForm::NodePods) {
        kinds << kindArg(m_form);
    }
    if (m_form == KubeJobForm::JobSet) {
        kinds << QStringLiteral("jobs.batch");
    }
    kinds << QStringLiteral("pods");
    if (volcano) {
        kinds << QStringLiteral("podgroups.scheduling.volcano.sh");
    }
    const QString sel = labels.size() == 1
                            ? selector(labels.first())
                            : KubeManifests::runLabelKey() + QStringLiteral(" in (") + labels.join(u',') + u')';
    auto got = m_kubectl.run({QStringLiteral("get"), kinds.join(u','), QStringLiteral("-l"), sel, QStringLiteral("-o"),
                              QStringLiteral("json")});
    if (!got) {
        return got.error();
    }
    if (got->exitCode != 0) {
        return makeError(ErrorCode::ProbeFailed,
                         tr("kubectl get failed: %1").arg(QString::fromUtf8(got->err.trimmed().left(300))));
    }
    auto items = KubeAudit::items(got->out, QStringLiteral("get ") + kinds.join(u','));
    if (!items) {
        return items.error();
    }
    QJsonArray workloads;
    if (kueue) {
        auto w = m_kubectl.run({QStringLiteral("get"), QStringLiteral("workloads.kueue.x-k8s.io"), QStringLiteral("-o"),
                                QStringLiteral("json")});
        if (w && w->exitCode == 0) {
            workloads = KubeAudit::items(w->out, QStringLiteral("get workloads")).valueOr(QJsonArray());
        }
    }
    // The list, sorted by run label and kind, into what KubeJobStatus reads of one job.
    const QString topKind = m_form == KubeJobForm::MpiJob   ? QStringLiteral("MPIJob")
                            : m_form == KubeJobForm::JobSet ? QStringLiteral("JobSet")
                                                            : QStringLiteral("Job");
    struct Parts {
        QJsonObject top, group;
        QJsonArray pods, children;
    };
    QHash<QString, Parts> byLabel;
    for (const QJsonValue& v : *items) {
        const QJsonObject o = v.toObject();
        const QJsonObject meta = obj(o, "metadata");
        const QString label = str(obj(meta, "labels"), KubeManifests::runLabelKey().toLatin1().constData());
        const QString kind = str(o, "kind");
        Parts& p = byLabel[label];
        if (kind == QLatin1String("Pod")) {
            p.pods.append(o);
        } else if (kind == QLatin1String("PodGroup")) {
            p.group = o;
        } else if (kind == topKind && p.top.isEmpty()) {
            p.top = o;  // an indexed Job's own object, or a JobSet's or an MPIJob's
        } else if (kind == QLatin1String("Job")) {
            p.children.append(o);  // a JobSet's child Jobs
        }
    }
    QHash<QString, KubeJobStatus> states;
    for (const Tracked* t : jobs) {
        const Parts p = byLabel.value(t->runLabel);
        const bool mine = str(obj(p.top, "metadata"), "name") == t->name;
        KubeJobStatus::Objects o;
        o.job = mine ? p.top : QJsonObject();
        o.pods = p.pods;
        o.childJobs = p.children;
        o.workloads = t->gang.kind == KubeGang::Kind::Kueue ? workloads : QJsonArray();
        o.podGroup = t->gang.kind == KubeGang::Kind::Volcano ? p.group : QJsonObject();
        states.insert(t->name, KubeJobStatus::read(o, m_form, t->gang));
    }
    return states;
}

Result<JobPoll> KubeLauncher::poll(RemoteConnection* connection, const QVector<OutputCursor>& jobs) {
    (void)connection;
    JobPoll poll;
    poll.accounting = true;  // the job's conditions are its final word
    QVector<Tracked*> watched;
    for (const OutputCursor& c : jobs) {
        if (auto it = m_jobs.find(c.schedulerId); it != m_jobs.end()) {
            watched << &*it;
        }  // else not submitted through this launcher: unknown
    }
    if (watched.isEmpty()) {
        return poll;
    }
    auto states = readStates(watched);
    if (!states) {
        return states.error();
    }
    for (const OutputCursor& c : jobs) {
        auto it = m_jobs.find(c.schedulerId);
        if (it == m_jobs.end()) {
            continue;
        }
        QByteArray output;
        JobState state = pollOne(*it, states->value(it->name), &output);
        if (state.phase == JobPhase::Unknown) {
            continue;
        }
        state.schedulerId = c.schedulerId;
        poll.states.insert(c.schedulerId, state);
        poll.output.insert(c.schedulerId, output);
        poll.outputSize.insert(c.schedulerId, c.offset + output.size());
        poll.errorSize.insert(c.schedulerId, 0);
    }
    return poll;
}

Status KubeLauncher::cancel(RemoteConnection* connection, const QStringList& schedulerIds, int waitS) {
    (void)connection;
    Status all;
    for (const QString& id : schedulerIds) {
        Status st;
        if (auto it = m_jobs.find(id); it != m_jobs.end()) {
            it->deleted = true;
            st = cleanup(m_kubectl, it->runLabel, waitS);
        } else {
            // A job of an earlier process (the leftover clean-up): its object by kind and name; its pods go with it.
            const QString kind = id.section(u'/', 0, 0);
            const QString name = id.section(u'/', 1);
            const QString byLabel =
                name.startsWith(selector(QString())) ? name.mid(selector(QString()).size()) : QString();
            if (kind == QLatin1String("pods") && KubeManifests::isLabelValue(byLabel) && !byLabel.isEmpty()) {
                st = cleanup(m_kubectl, byLabel, waitS);  // a node audit's pods, by the run's label
                if (!st && all) {
                    all = st;
                }
                continue;
            }
            const KubeJobForm form = kind == QLatin1String("mpijob")   ? KubeJobForm::MpiJob
                                     : kind == QLatin1String("jobset") ? KubeJobForm::JobSet
                                                                       : KubeJobForm::IndexedJob;
            if (!KubeManifests::isDnsLabel(name) || schedulerId(form, name) != id) {
                st = makeError(ErrorCode::InvalidArgument, tr("%1 is no Kubernetes job of Tierbench's").arg(id));
            } else {
                auto del =
                    m_kubectl.run({QStringLiteral("delete"), kindArg(form), name, QStringLiteral("--ignore-not-found"),
                                   QStringLiteral("--wait=true"), QStringLiteral("--timeout=%1s").arg(qMax(1, waitS))},
                                  {}, waitS + 30);
                if (!del) {
                    st = del.error();
                } else if (del->exitCode != 0) {
                    st =
                        makeError(ErrorCode::ProbeFailed,
                                  tr("kubectl delete failed: %1").arg(QString::fromUtf8(del->err.trimmed().left(300))));
                }
            }
        }
        if (!st && all) {
            all = st;
        }
    }
    return all;
}

Status KubeLauncher::release(RemoteConnection* connection, const QString& schedulerId, int waitS) {
    return cancel(connection, {schedulerId}, waitS);  // its last status stays for lastStatus()
}

Result<KubeJobForm> KubeLauncher::detectForm(Kubectl& kubectl) {
    auto r = kubectl.run({QStringLiteral("get"), QStringLiteral("customresourcedefinitions"),
                          QStringLiteral("mpijobs.kubeflow.org"), QStringLiteral("jobsets.jobset.x-k8s.io"),
                          QStringLiteral("--ignore-not-found"), QStringLiteral("-o"), QStringLiteral("name")},
                         {}, 60, false);
    if (!r) {
        return r.error();
    }
    if (r->exitCode != 0) {
        return makeError(
            ErrorCode::ProbeFailed,
            tr("kubectl could not list the cluster's CRDs: %1").arg(QString::fromUtf8(r->err.trimmed().left(300))));
    }
    if (r->out.contains("mpijobs.kubeflow.org")) {
        return KubeJobForm::MpiJob;
    }
    return r->out.contains("jobsets.jobset.x-k8s.io") ? KubeJobForm::JobSet : KubeJobForm::IndexedJob;
}

Result<KubeGang> KubeLauncher::detectGang(Kubectl& kubectl) {
    KubeGang gang;
    auto crds =
        kubectl.run({QStringLiteral("get"), QStringLiteral("customresourcedefinitions"),
                     QStringLiteral("localqueues.kueue.x-k8s.io"), QStringLiteral("podgroups.scheduling.volcano.sh"),
                     QStringLiteral("--ignore-not-found"), QStringLiteral("-o"), QStringLiteral("name")},
                    {}, 60, false);
    if (!crds) {
        return crds.error();
    }
    if (crds->exitCode != 0) {
        return makeError(
            ErrorCode::ProbeFailed,
            tr("kubectl could not list the cluster's CRDs: %1").arg(QString::fromUtf8(crds->err.trimmed().left(300))));
    }
    if (crds->out.contains("localqueues.kueue.x-k8s.io")) {
        auto queues = kubectl.run({QStringLiteral("get"), QStringLiteral("localqueues.kueue.x-k8s.io"),
                                   QStringLiteral("-o"), QStringLiteral("json")});
        if (!queues) {
            return queues.error();
        }
        QStringList names;
        auto listed = KubeAudit::items(queues->out, QStringLiteral("get localqueues"));
        for (const QJsonValue& q : listed ? *listed : QJsonArray()) {
            const QString n = str(obj(q.toObject(), "metadata"), "name");
            if (KubeManifests::isDnsLabel(n)) {
                names << n;
            }
        }
        names.sort();
        if (!names.isEmpty()) {
            gang.kind = KubeGang::Kind::Kueue;
            gang.queue = names.contains(QStringLiteral("default")) ? QStringLiteral("default") : names.first();
            return gang;
        }
    }
    if (crds->out.contains("podgroups.scheduling.volcano.sh")) {
        gang.kind = KubeGang::Kind::Volcano;
    }
    return gang;
}

Status KubeLauncher::cleanup(Kubectl& kubectl, const QString& runLabel, int waitS) {
    // Everything the run can have made, by its label, in one call; a kind the cluster does not serve (no MPI
    // operator, no JobSet, no Volcano) makes kubectl refuse the whole list, so then one kind at a time, the unknown
    // ones passed over.
    QStringList kinds;
    for (const char* k : kCleanupKinds) {
        kinds << QString::fromLatin1(k);
    }
    auto deleteKinds = [&](const QString& which) {
        return kubectl.run({QStringLiteral("delete"), which, QStringLiteral("-l"), selector(runLabel),
                            QStringLiteral("--ignore-not-found"), QStringLiteral("--wait=false")});
    };
    auto del = deleteKinds(kinds.join(u','));
    if (!del) {
        return del.error();
    }
    if (del->exitCode != 0) {
        for (const QString& kind : kinds) {
            auto one = deleteKinds(kind);
            if (!one) {
                return one.error();
            }
            // "the server doesn't have a resource type": nothing of that kind can exist.
            if (one->exitCode != 0 && !one->err.contains("resource type")) {
                return makeError(ErrorCode::ProbeFailed,
                                 tr("kubectl delete failed: %1").arg(QString::fromUtf8(one->err.trimmed().left(300))));
            }
        }
    }
    QElapsedTimer clock;
    clock.start();
    while (true) {
        auto pods = kubectl.run({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
                                 selector(runLabel), QStringLiteral("-o"), QStringLiteral("name")});
        if (pods && pods->exitCode == 0 && pods->out.trimmed().isEmpty()) {
            return {};
        }
        if (clock.elapsed() > qint64(waitS) * 1000) {
            return makeError(ErrorCode::Timeout,
                             tr("Pods of run %1 are still there after %2 s: %3")
                                 .arg(runLabel)
                                 .arg(waitS)
                                 .arg(pods ? QString::fromUtf8(pods->out.trimmed().left(300)) : QString()));
        }
        QThread::msleep(300);
    }
}

}  // namespace tb::core
