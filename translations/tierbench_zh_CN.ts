<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AznhcParser</name>
    <message>
        <location filename="../core/import/AznhcParser.cpp" line="+115"/>
        <source>All %1 nodes healthy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 nodes unhealthy%3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (fault codes %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> %1 nodes reported no results (unreachable, no shared filesystem, a failed install, or a job over about 300 nodes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>nodes in the health log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 further nodes were not kept (limit 20000).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Baseline</name>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="+99"/>
        <source>Tier mode must be &quot;fraction&quot; or &quot;absolute&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every tier edge (platinum, gold, silver, bronze) needs a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Direction must be &quot;higher&quot; or &quot;lower&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The expected value must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>minSizeBytes must be a number of bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A baseline needs a metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A baseline needs a source (who published the figure, where)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hardware key is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The expected value must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The expected value is not a plausible figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The minimum message size cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;per&quot; must be empty or &quot;nic&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tier edges must be positive numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tier edges given as fractions of the expected value must lie between 0.01 and 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tier edge is not a plausible figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tier edges must fall from platinum to bronze for a higher-is-better metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier edges must rise from platinum to bronze for a lower-is-better metric</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BaselineMatcher</name>
    <message>
        <location filename="../core/baseline/BaselineMatcher.cpp" line="+38"/>
        <source>form factor not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>memory size not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory size differs (%1 vs %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>same NIC speed, different fabric (%1 vs %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>host link %1 inferred from the GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No baseline for %1: shown without tier bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>algorithm not recorded; compared with the %1 figure</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BaselineMeasurementSource</name>
    <message>
        <location filename="../core/rating/BaselineMeasurementSource.cpp" line="+129"/>
        <source>%1 on %2 (run %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BaselineRepository</name>
    <message>
        <location filename="../core/baseline/BaselineRepository.cpp" line="+43"/>
        <source>Cannot number the new baseline version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from %1 (version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot store the baseline version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot store a baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot read the baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot read the baseline version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No such baseline version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+14"/>
        <source>Cannot read the baseline versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The database holds no baselines yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BaselineSet</name>
    <message>
        <location filename="../core/baseline/BaselineSet.cpp" line="+16"/>
        <source>entry %1 (%2 on %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The baselines file is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not a Tierbench baselines file (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This baselines file was written by a newer Tierbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The baselines file needs a &quot;version&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The baselines file needs an &quot;entries&quot; array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry %1 is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The baselines file has no entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>another entry has the same metric, hardware key and algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot read the baselines file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The baselines file is too large</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BaselineVerdict</name>
    <message>
        <location filename="../core/baseline/BaselineVerdict.cpp" line="+32"/>
        <source>%1 % of %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterDeploy</name>
    <message>
        <location filename="../core/run/ClusterDeploy.cpp" line="+51"/>
        <source>shared: the login node&apos;s bundle was seen on %1 earlier in this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>not checked: %1; the job&apos;s tasks use the login node&apos;s copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>not checked: no node could be reached now (%1); the job&apos;s tasks use the login node&apos;s copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>shared: the login node&apos;s bundle is visible on %1 of %2 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not shared: %1 cannot see the bundle; copying it to each node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The probes could not be copied to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per node: copied to %1 of %2 nodes (%3 saw the login node&apos;s copy)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterJobKind</name>
    <message>
        <location filename="../core/domain/ClusterJobRecord.cpp" line="+11"/>
        <source>cross-node audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collective (tb-coll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collective (nccl-tests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node pair</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterJobOwnership</name>
    <message>
        <location filename="../core/store/ClusterJobOwnership.cpp" line="+23"/>
        <source>The job&apos;s owner could not be recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+41"/>
        <source>The cluster jobs could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The process watching this job ended without ending it; the next connection to the cluster cancels it with scancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The process submitting this job ended before the scheduler took it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An abandoned cluster job could not be marked interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The cluster job could not be marked for cancelling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the next connection to the cluster cancels it with scancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cancelled with scancel at the next connection to the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancelled with scancel at the next connection to the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cluster job could not be updated.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterJobRunner</name>
    <message>
        <location filename="../core/run/ClusterJobRunner.cpp" line="+92"/>
        <source>The connection to the login node was lost (%1); connecting again (try %2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connected again; watching on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not connect again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cancelled before the job was submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Cancelled by the analyst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The job could not be watched: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job %1 was still pending after %2 s (%3); cancelled at its deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Job %1 wrote no output for %2 s; cancelled as hung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>deadline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterJobWatch</name>
    <message>
        <location filename="../core/run/ClusterJobWatch.cpp" line="+362"/>
        <source>node %1 failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rank %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rank %1 on %2 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ranks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no result from node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>ranks there: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Job %1 ended %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>without a final state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job %1 reached its time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source> with exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>no result from node %1: it was allocated to job %2 but its program reported nothing (it wrote only: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no result from node %1: it was allocated to job %2 but wrote nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source> (the finding for %1 could not be stored: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The connection was lost while job %1 ran and could not be made again (%2); the next connection to the cluster cancels it with scancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The database could not record this (%1): cancel job %2 by hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterOperations</name>
    <message>
        <location filename="../core/run/ClusterOperations.cpp" line="+53"/>
        <source>Job %1, left by a process that ended, could not be cancelled yet: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+329"/>
        <source>Job %1 was cancelled, but the database could not record it: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-324"/>
        <source>cancelled job %1, left in the queue: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>partition %1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No node of the partition can take a job now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+139"/>
        <source>The nccl-tests output could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pairwise runs need at least two nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Round of %n pair(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Cancelled by the analyst from the cluster view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterRepository</name>
    <message>
        <location filename="../core/store/ClusterRepository.cpp" line="+138"/>
        <location line="+18"/>
        <source>The cluster could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+13"/>
        <source>No such cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The node is not a cluster&apos;s login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+16"/>
        <source>The job could not be recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No such job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The job&apos;s run could not be recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The job&apos;s runs could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The job&apos;s findings could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The command output could not be kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No such command output</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterWorkflow</name>
    <message>
        <location filename="../core/usecase/ClusterWorkflow.cpp" line="+50"/>
        <source>%1: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, starting with a letter, digit or &apos;_&apos; (a Slurm name, not an option)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>QoS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reservation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time limit: between 1 minute and 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deadlines cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Container image: no line breaks or control characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Environment: %1 is not a variable name (letters, digits, &apos;_&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Environment: %1 holds a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Login host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jump host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: &quot;%2&quot; is an option, not a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 has no cluster called %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No cross-node audit yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No scheduler audit yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CollectiveOperation</name>
    <message>
        <location filename="../core/import/CollectiveOperation.cpp" line="+107"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The input names the collective %1; it cannot be set to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>busbw/algbw in the rows is %1, but %2 over %3 ranks gives %4: the rows may come from another collective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>busbw/algbw in the rows is %1, but %2 has busbw = algbw: the rows may come from another collective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rank count (%1) follows from busbw/algbw = %2 for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>busbw/algbw in the rows (%1) fits no rank count of %2: the rows may come from another collective.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Contribution</name>
    <message>
        <location filename="../core/rating/Contribution.cpp" line="+11"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interview</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostInput</name>
    <message>
        <location filename="../core/cost/CostInput.cpp" line="+11"/>
        <source>GPU price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orchestration premium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs in the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average job size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blast radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hot storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hot storage price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cold storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cold storage price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Front-end network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Egress volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Egress price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support uplift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-level MTBF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time to identify a failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time to repair or replace a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job start-up time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint save time (blocking)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failover time to a hot spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fault-tolerance overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Idle spare GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engineer cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set-up engineering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set-up cluster time (paid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debugging engineering per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+70"/>
        <source>published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>user-supplied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostInputs</name>
    <message>
        <location filename="../core/cost/CostInputs.cpp" line="+64"/>
        <source>%1 is not a cost input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be negative (%2 %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is measured in %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A per-node figure needs the GPUs per node, which is not set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+67"/>
        <source>checkpoint-restart, waiting for the repair (cold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checkpoint-restart on a spare (hot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fault tolerant (the job keeps running)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>price record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostModel</name>
    <message>
        <location filename="../core/cost/CostModel.cpp" line="+35"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Networking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput expense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debugging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 is missing: enter it (%2) before the cost can be computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be a number of zero or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The cluster needs at least one GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The average job needs at least one GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The average job (%1 GPUs) is larger than the cluster (%2 GPUs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The blast radius (%1 GPUs) is larger than the cluster (%2 GPUs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MTBF must be more than zero GPU-hours: with zero, every hour is a failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The contract term must be more than zero months: set-up is spread over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Failures, spares and overheads take %1% of the cluster&apos;s time: no useful GPU-hours are left. Check the MTBF and the recovery times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is used but has no price: enter it, or record it as bundled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hot storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cold storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GPU price is zero.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostScenario</name>
    <message>
        <location filename="../core/cost/CostScenario.cpp" line="+44"/>
        <source>Large LLM pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>5,184 GPUs, one job of 4,096, blast radius 64 (NVL72), 500 TB hot and 10 PB cold storage; Gold recovers with TorchPass on 32 idle spares, the hyperscaler with Checkpointless (5% overhead), Silver by checkpoint-restart on hot spares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Research (multimodal RL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2,048 GPUs in jobs of 64, no fault tolerance, checkpoints every hour, 25 PB hot storage; the hyperscaler adds a 10% orchestration premium; hyperscaler and Silver need a two-week POC and a week a month of one engineer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Inference endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>512 GPUs serving single-node (8-GPU) replicas behind a load balancer, so a failure costs only its node; Silver repairs a node in 8 hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A scenario needs a &quot;key&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown recovery &quot;%1&quot;: use checkpoint_cold, checkpoint_hot or fault_tolerant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a cost input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs a numeric &quot;value&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown unit &quot;%1&quot; for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 needs a number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DatabaseLocation</name>
    <message>
        <location filename="../core/store/DatabaseLocation.cpp" line="+68"/>
        <source>The database address is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No database given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a service name is letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+18"/>
        <source>it contains a password; put the password in ~/.pgpass (or the file PGPASSFILE names) instead, where libpq finds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>the path after the host is one database name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown connection option &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sslmode must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the port must be a number from 1 to 65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no database name (postgresql://user@host:port/DATABASE)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DcgmDiagJsonParser</name>
    <message>
        <location filename="../core/import/SystemJsonParsers.cpp" line="+121"/>
        <source>Not valid JSON: %1 in a test category.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+9"/>
        <source>Not a JSON object: %1 at offset %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No &quot;test_categories&quot; in the JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The diagnostic JSON lists no tests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the first %1 tests were read; %2 more were not.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DcgmDiagResults</name>
    <message>
        <location filename="../core/import/DcgmDiagResults.cpp" line="+130"/>
        <source> on GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Failed: %1. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warnings: %1. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 tests passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1 skipped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DcgmiDiagParser</name>
    <message>
        <location filename="../core/import/DcgmiDiagParser.cpp" line="+57"/>
        <source>dcgmi reported an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The diagnostic table has no test rows: the output is cut short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is not closed: the output may be cut short, later tests missing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoDatabase</name>
    <message>
        <location filename="../core/demo/DemoDatabase.cpp" line="+35"/>
        <source>The demo data is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+20"/>
        <location line="+49"/>
        <source>The demo data of this build is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>illustrative demo sweep (not a measurement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+106"/>
        <source>The demo database could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The demo database could not be put in place.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeployPlan</name>
    <message>
        <location filename="../core/run/NodeFacts.cpp" line="+88"/>
        <source>no prebuilt bundle is configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the node is %1, the prebuilt bundle %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the node&apos;s C library is not glibc or unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the node has glibc %1.%2, prebuilt binaries need 2.34</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>driver %1 is older than 580, which CUDA 13 probes need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>prebuilt bundle fits (glibc %1.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, CUDA probes with the node&apos;s nvcc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, without CUDA probes (no nvcc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, HIP probes with the node&apos;s hipcc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, without HIP probes (no hipcc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>building the sources on the node (%1)%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot deploy: %1, and the node lacks %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Deployer</name>
    <message>
        <location filename="../core/run/Deployer.cpp" line="+55"/>
        <source>bundle %1 already on the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No temporary folder for the bundle archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sending bundle %1 (%2 files, %3 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>sent and verified %1 MB in %2 s over %n channel(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>building the probes on the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Building the probes on the node failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking the bundle on the node failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bundle ready in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="+21"/>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvaluationRepository</name>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="+86"/>
        <source>Could not read the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no evaluation with this id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Could not read the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no provider with this id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not create the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+93"/>
        <source>Could not create the evaluation&apos;s checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+52"/>
        <source>Could not save the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Could not read the evaluation&apos;s verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The rubric version can be changed only while no checklist item is decided; this evaluation has %n decided item(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not replace the evaluation&apos;s checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Could not delete the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not read the verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not read the verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This check item is not part of the evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Evaluation %1 is closed: its verdicts, evidence, scores and tier are read-only. Re-open it first (Edit evaluation…, status In review; or tierbench-cli evaluations edit --id %1 --status in_review).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Availability must be &quot;ga&quot; (generally available) or &quot;planned&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+6"/>
        <source>Could not save the verdict</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvaluationWorkflow</name>
    <message>
        <location filename="../core/usecase/EvaluationWorkflow.cpp" line="+26"/>
        <source>Hands-on tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The evaluation needs a title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a date (YYYY-MM-DD): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Testing from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Testing until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The testing window ends (%1) before it starts (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hardware was received (%1) before it was requested (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+100"/>
        <source>The evaluation was already closed on %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvidenceRepository</name>
    <message>
        <location filename="../core/store/EvidenceRepository.cpp" line="+21"/>
        <source>Could not read the verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The evaluation has no verdict for this check item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not read the finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The finding does not belong to run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not attach the evidence</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvidenceWorkflow</name>
    <message>
        <location filename="../core/usecase/EvidenceWorkflow.cpp" line="+27"/>
        <source> (suggested %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scheduler audit run %1: %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-node run %1: %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>confirmed from the scheduler audit&apos;s findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confirmed from tb-node&apos;s checks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormatDetector</name>
    <message>
        <location filename="../core/import/FormatDetector.cpp" line="+117"/>
        <source>The input is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The input is binary data, not a recognised tool output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Not a recognised tool output (no marker of nccl-tests, rccl-tests, NCCL, nvbandwidth, nvidia-smi, a kernel log, lspci, ibstat, ibv_devinfo, ibdev2netdev, rocm-smi, dcgmi or AzNHC in the first kilobytes).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Gate</name>
    <message>
        <location filename="../core/rating/Gate.cpp" line="+11"/>
        <source>Only older GPUs offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No SOC 2 / ISO 27001 security attestation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe ACS left enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA not enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU hours charged during cluster creation or downtime</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HardwareKey</name>
    <message>
        <location filename="../core/baseline/HardwareKey.cpp" line="+165"/>
        <source>A hardware key part must read COUNTxMODEL/FABRIC, node/FABRIC or host/FABRIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A count in a hardware key must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A hardware key part needs a fabric after &apos;/&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The hardware key is empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <location filename="../core/baseline/Headline.cpp" line="+102"/>
        <source>Peak at ≥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in-place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the sweep stopped at %1, below the %2 the headline needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Slowest GPU pair, peak at ≥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU %1 → GPU %2, worst of %3 pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Median time of %1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostSweepEstimate</name>
    <message>
        <location filename="../ui/remote/HostSweepEstimate.cpp" line="+53"/>
        <source>about %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about %1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about %1 h</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IbPortChecks</name>
    <message>
        <location filename="../core/import/IbPortChecks.cpp" line="+55"/>
        <source>%1 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rate not shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown link layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LID %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MTU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, firmware %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 InfiniBand ports active at %2 Gb/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 InfiniBand ports active.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>InfiniBand ports not active: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>InfiniBand ports below the fastest port&apos;s %1 Gb/s: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>fastest InfiniBand port, Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No InfiniBand link layer; %1 RDMA Ethernet (RoCE) ports active.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No InfiniBand link layer; RoCE ports down: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 Ethernet ports active.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ethernet ports down (they do not affect the InfiniBand fabric): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Active InfiniBand ports without a LID (no subnet manager configured them): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>InfiniBand ports with an active MTU below 4096: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ibdev2netdevParser</name>
    <message>
        <location filename="../core/import/Ibdev2netdevParser.cpp" line="+84"/>
        <source>InfiniBand (IPoIB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ethernet (RoCE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, port %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCI %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 HCA ports mapped to interfaces, all up (%2 InfiniBand, %3 Ethernet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interfaces down: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last line is cut short.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IbstatParser</name>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="+43"/>
        <source>ibstat stopped early: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IbvDevinfoParser</name>
    <message>
        <location filename="../core/import/IbvDevinfoParser.cpp" line="+117"/>
        <source>%1 HCAs listed but no port: the output is cut short or the HCAs have no ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The output ends inside the last port&apos;s block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Without -v, ibv_devinfo does not show the ports&apos; width and speed: no rate is checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HCAs listed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportScreen</name>
    <message>
        <location filename="../core/import/ImportScreen.cpp" line="+32"/>
        <source>%1 figures were not used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 impossible figures were not used; their text is in finding import.refused_values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 row of size %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Avg bus bandwidth %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportService</name>
    <message>
        <location filename="../core/import/ImportService.cpp" line="+22"/>
        <source>The provider could not be looked up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No provider named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>A figure is not a finite number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The raw log could not be stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The run could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No imported run %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run %1 already names its collective (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The run could not be updated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The run&apos;s samples could not be renamed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportWorkflow</name>
    <message>
        <location filename="../core/usecase/ImportWorkflow.cpp" line="+26"/>
        <source>Evaluation %1 belongs to another provider.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <location filename="../core/import/Importer.cpp" line="+97"/>
        <source>Unknown format &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The input could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The JSON document is larger than %1 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 line breaks were a lone CR (old Mac line endings or a progress display); they were read as line ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 malformed line(s) were skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The input has %1 figure(s) that are not finite numbers (NaN or infinite); a measurement never is one, so nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The input names this run&apos;s collective (%1); the operation given (%2) was not applied to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Recognised as %1 output (it has &quot;%2&quot;), but nothing in it could be read: it was cut short before any result, or the tool stopped early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing could be read as %1 output.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Interview</name>
    <message>
        <location filename="../core/interview/Interview.cpp" line="+16"/>
        <source>An interview belongs to a provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interview date is missing or not a date (YYYY-MM-DD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interview date lies in the future.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interviewee&apos;s role is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Role, channel and name are limited to 200 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The notes are larger than 1 MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A sentiment needs a criterion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A sentiment lies between -2 and +2 (got %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A tag may not contain a comma.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterviewCsv</name>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="+42"/>
        <source>row %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+78"/>
        <source>a quoted field is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty; expected a header row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>required column is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>has %1 fields, the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>provider is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no provider named &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;%1&quot; is not one of ai_lab, enterprise, startup, research, other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; is not yes/no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not a whole number from -2 to 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+58"/>
        <source>Could not read the providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Could not read the criteria</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterviewRepository</name>
    <message>
        <location filename="../core/store/InterviewRepository.cpp" line="+48"/>
        <source>Could not read the interviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Could not read the interview sentiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read the interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>No interview %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+10"/>
        <source>Could not save the interview sentiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not read the criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+26"/>
        <source>Could not save the interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not delete the interview</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterviewWorkflow</name>
    <message>
        <location filename="../core/usecase/InterviewWorkflow.cpp" line="+47"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is larger than 32 MB; that is not an interview file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>belongs to another provider; import it on that provider&apos;s page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonMemberStream</name>
    <message>
        <location filename="../core/import/JsonMemberStream.cpp" line="+63"/>
        <source>one element of &quot;%1&quot; is larger than 16 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the document outside its streamed parts is larger than 16 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a misplaced comma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a misplaced colon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a comma before the end of an array or object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>nested deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>an array closed by &apos;}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an object closed by &apos;]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+7"/>
        <source>a member name is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a comma before the end of an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a &apos;:&apos; is missing after a member name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a missing comma between members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a missing comma between array elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>a control character inside a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>text after the end of the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the document is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the document is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the document ends before it is complete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KernelLogParser</name>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="+103"/>
        <source>graphics engine exception (usually the application; repeated on one GPU, the hardware)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory page fault (usually the application)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU stopped processing (usually the application)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preemptive cleanup after an earlier error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double-bit ECC error: the GPU needs a reset, the job died</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>internal micro-controller error: the GPU needs a reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ECC page retirement or row remapping recorded: reset the GPU to apply it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ECC page retirement or row remapping failed to record: the GPU should be replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink error: check the links and the fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU has fallen off the bus: it needs a reset or the node a reboot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>high single-bit ECC error rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contained ECC error: the affected application must restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>uncontained ECC error: every application on the GPU is affected; reset needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>context switch timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GSP firmware error or RPC timeout: the GPU needs a reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unrecovered ECC error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NVLink error from one of the Blackwell-era NVLink units: check the links, the GPU may need a reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU recovery action changed: reset or reboot required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a code Tierbench&apos;s table does not name: see NVIDIA&apos;s Xid catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+96"/>
        <source>None of the %1 lines looks like a kernel log line (no timestamp, facility or NVRM tag): this is not a kernel log, so no Xid verdict is given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a kernel log: no verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>caused by previous Xid %1 (%2, x%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no timestamp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Xid %1 (%2) %3 times on %4, first at %5: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Xid %1 (%2) named as the cause of Xid %3 %4 times; its own line is not in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>NVSwitch SXid %1 (%2) %3 times on %4, first at %5: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fatal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>non-fatal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (named as a cause)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Xid codes in the log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>NVSwitch SXid codes in the log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The driver could not initialise a GPU (%1 times; the GPU is unusable until reset or repaired): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>nvidia-peermem reported errors (GPUDirect RDMA): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xid and SXid lines in %1 log lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Xid or SXid events in the log.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <location filename="../core/launch/Launcher.cpp" line="+19"/>
        <source>Runs through %1 are not supported yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LauncherKind</name>
    <message>
        <location filename="../core/domain/LauncherKind.cpp" line="+11"/>
        <source>Direct (login shell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slurm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LspciParser</name>
    <message>
        <location filename="../core/import/LspciParser.cpp" line="+75"/>
        <location line="+10"/>
        <source>unknown bridge %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1 (%2): %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, above GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ACS redirection is off on all %1 bridges with ACS; peer-to-peer traffic can go directly through the PCIe switches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ACS request/completion redirect is on, so peer-to-peer traffic (GPU to GPU, GPUDirect RDMA to the NIC) is sent up to the root complex instead of across the switch, which cuts its bandwidth and raises latency: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ACS upstream forwarding or egress control is on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 GPU/NIC links run at their full speed and width.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downgraded links: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeasuredInputs</name>
    <message>
        <location filename="../core/cost/MeasuredInputs.cpp" line="+34"/>
        <source>Could not read the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No evaluation yet: nothing measured, every input is a default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not read the runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not read the nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read the health findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The evaluation&apos;s nodes give no GPU count, so no failure rate can be measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The evaluation has no runs after its start, so it has no observation window yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not read the recipe timings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>95% interval %1 to %2 GPU-h from %3 events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 hard failures on %2 GPUs over %3 h (%4 to %5); runs %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no hard failure on %1 GPUs over %2 h: the MTBF is at least %3 GPU-h (95%); the default is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>import_torch + model_load recipe timings; runs %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeasuredRunQuery</name>
    <message>
        <location filename="../core/store/MeasuredRunQuery.cpp" line="+23"/>
        <source>Could not read the measured runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NcclJsonParser</name>
    <message>
        <location filename="../core/import/NcclJsonParser.cpp" line="+70"/>
        <source>Not valid JSON: %1 in an element of &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A device entry was not counted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>result %1: size %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+11"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The collective is not named in the JSON; operation set to &quot;unknown&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rank count from nthreads x ngpus (%1) is not plausible; not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The test reported an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No end_time: the run may not have finished.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NcclLogLines</name>
    <message>
        <location filename="../core/import/NcclLogLines.cpp" line="+176"/>
        <location line="+9"/>
        <source>none found; NCCL&apos;s internal network code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+103"/>
        <source>NCCL library version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA driver API %1.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the network NCCL chose (&quot;Using network&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HCAs and ports NET/IB uses (device:port/link layer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 NVLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 p2p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ring channels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>libibverbs could not be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NET/IB found no device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no network plugin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+19"/>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <source>A run across %1 nodes used NCCL&apos;s TCP socket transport%2 instead of InfiniBand/RoCE%3: inter-node bandwidth is capped by TCP, so its results do not measure the fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source> over %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>NCCL used its TCP socket transport%1%2; if this run spans nodes, it did not use the RDMA fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 nodes over %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 network channels use GPUDirect RDMA (GDRDMA).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL reports GPUDirect RDMA enabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>partly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA enabled for some GPU/HCA pairs, disabled for %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No network channel uses GPUDirect RDMA: traffic to the NICs is staged through host memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA disabled (%1): traffic to the NICs is staged through host memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NCCL could not read the topology cleanly: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 NCCL WARN lines: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NCCL reported errors (where, then how they propagated): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NcclTextParser</name>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="+74"/>
        <source>The collective is not named in the input (no &quot;Collective test starting&quot; line or *_perf command); operation set to &quot;unknown&quot;. Name it (import --operation) to compare the run with baselines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The output stops before the result table: only the test&apos;s header (arguments, devices, versions) was read. It was cut short, or the test ended before its first result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No result table: only NCCL&apos;s own lines (version, INFO/WARN) were found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rows with impossible figures were not used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rows with impossible figures were not used; their text is in finding import.refused_values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No rank lines; the rank count assumes a single process (nThread x nGpus).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rank count from the header was not used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>busbw/algbw and the redop/root columns fit only %1%2; if that is the collective, set it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> over %1 ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>busbw/algbw fits %1: the rows alone cannot tell which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table header; the rows were read with the standard nccl-tests column layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No &quot;Avg bus bandwidth&quot; summary: the output may have been cut short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table header has no result rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows go beyond the header&apos;s maxBytes; the header and the table may come from different runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+1"/>
        <source>A line longer than the line limit was cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The test reported an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+64"/>
        <source>A rank line was ignored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+132"/>
        <source>line %1: &quot;%2&quot; (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+8"/>
        <source>The last row is cut short and was ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A row without its in-place half was kept (size %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The input ends inside the last row; its last number may be cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The test aborted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>No result table: only NCCL&apos;s own INFO/WARN lines (%1) were found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 rows had a root outside 0..2^24; their root was not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rank lines with impossible rank numbers were ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rows beyond the limit of %2 were not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 later runs were not kept (limits: %2 runs, %3 rows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 incomplete rows were ignored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeCheckSuggestions</name>
    <message>
        <location filename="../core/run/NodeCheckSuggestions.cpp" line="+36"/>
        <source>Could not read the verdict suggestions %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The verdict suggestions %1 are not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown verdict %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An entry of %1 lacks its check or item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>no GPU on this node&apos;s PCI bus, so this says nothing about the provider&apos;s GPU nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a node without events does not show whether the provider monitors for them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeFindingTitles</name>
    <message>
        <location filename="../core/run/NodeFindingTitles.cpp" line="+13"/>
        <source>Network topology known to Slurm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs as GRES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PMIx for MPI jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Containers through Pyxis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job accounting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node health check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Healthy nodes return to service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job start-up (prolog) time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL defaults on the nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ROCm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RCCL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container toolkit CVEs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared /home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row remapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Xid events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA (peermem / dma-buf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB partition key isolation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DCGM monitoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SXid events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe ACS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container toolkit version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DCGM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DCGM exporter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AMD GPU kernel module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA kernel module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>enroot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric manager installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/home mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel file systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU driver version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HPC-X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports and rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel log source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nvidia_peermem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/etc/nccl.conf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node_exporter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NUMA nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operating system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pyxis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slurm client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Impossible figures refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>IB port %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeMatrix</name>
    <message>
        <location filename="../core/run/NodeMatrix.cpp" line="+21"/>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA kernel module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe ACS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA (peermem / dma-buf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nvidia_peermem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports and rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Xid events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SXid events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/etc/nccl.conf</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeRepository</name>
    <message>
        <location filename="../core/store/NodeRepository.cpp" line="+61"/>
        <source>A node needs a host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+16"/>
        <source>The node could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The node could not be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The node could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Node %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+17"/>
        <source>The nodes could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The node&apos;s host key could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeWorkflow</name>
    <message>
        <location filename="../core/usecase/NodeWorkflow.cpp" line="+141"/>
        <source>The host key of node %1 changed: it was registered with %2 %3 and now presents %4 %5. Nothing was run. If the provider re-installed the node, check the new fingerprint with them and re-key the node (tierbench-cli run ... --rekey-node).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvbandwidthJsonParser</name>
    <message>
        <location filename="../core/import/NvbandwidthJsonParser.cpp" line="+44"/>
        <source>Not valid JSON: %1 in a test case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Test %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+11"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Tests waived (not applicable on this system).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the first %1 figures were kept; %2 more were not read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvbandwidthParser</name>
    <message>
        <location filename="../core/import/NvbandwidthParser.cpp" line="+119"/>
        <location line="+1"/>
        <source>A line longer than the line limit was cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>nvbandwidth reported an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Tests waived (not applicable on this system).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvidiaSmiChecks</name>
    <message>
        <location filename="../core/import/NvidiaSmiChecks.cpp" line="+16"/>
        <source>GPUs attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 uncorrectable ECC errors since boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 uncorrectable ECC errors over its lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ECC disabled on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No uncorrectable ECC errors on %1 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: page retirement pending (needs a GPU reset)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 single-bit and %3 double-bit retired pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No retired pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: row remapping pending after %2 uncorrectable errors; needs a GPU reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: row remapping failed; the GPU should be replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 rows remapped after uncorrectable errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No remapped rows pending or failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No GPU asks for a reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset required: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No PCIe replays since reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe replays since reset (link retransmissions; a rising count points to a marginal link): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvidiaSmiNvlinkParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiNvlinkParser.cpp" line="+65"/>
        <source>GPU %1 link %2: &quot;%3&quot; is not a link speed; the link was not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 of %2 links active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1 GB/s in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 GB/s each (%2 GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU %1: %2 of %3 links active%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (inactive: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No active NVLink on any of the %1 GPUs: a PCIe system, or NVLink is down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVLink degraded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All %1 GPUs have %2 active NVLinks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Links at different speeds on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The output has no final newline; the last GPU may be cut short.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvidiaSmiParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="+139"/>
        <source>The output is cut short: %1 GPUs attached, %2 listed, the last one incomplete. Checks cover only what is present.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvidiaSmiTopoParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiTopoParser.cpp" line="+203"/>
        <source>The matrix header was read but no row: the output is cut short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+84"/>
        <source>All %1 GPU pairs are connected by NVLink (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No NVLink between any of the %1 GPUs: peer traffic crosses PCIe (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 GPU pairs have no NVLink between them (a broken or partial NVLink mesh): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every GPU has a NIC under the same PCIe switch (PIX/PXB), so GPUDirect RDMA stays off the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs whose nearest NIC is not under the same PCIe switch: GPUDirect RDMA traffic crosses the host bridge or the CPU interconnect: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rows with fewer cells than the header has columns (cut or collapsed): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvidiaSmiXmlParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiXmlParser.cpp" line="+28"/>
        <source>A line longer than the line limit: the XML cannot be read past it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>An XML element&apos;s text runs past %1 MiB: this is not nvidia-smi output; reading stopped there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The XML is malformed at line %1: %2; what came before was read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+90"/>
        <source>The XML is cut short: %1 GPUs attached, %2 read, the last one incomplete. Checks cover only what is present.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrgType</name>
    <message>
        <location filename="../core/interview/OrgType.cpp" line="+11"/>
        <source>AI lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enterprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Startup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PairSchedule</name>
    <message>
        <location filename="../core/run/PairSchedule.cpp" line="+63"/>
        <source>One pair only: %1 GB/s; three or more nodes are needed to name a slow node</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s), median %1 GB/s: no node stands out</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s), median %1 GB/s; slow: %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Plausibility</name>
    <message>
        <location filename="../core/domain/Plausibility.cpp" line="+99"/>
        <source>more than the fastest GPU fabric carries per GPU (NVLink 6: 1.8 TB/s each way)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>faster than any GPU memory (the fastest HBM4 parts reach about 22 TB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more than 128 GPUs&apos; memories together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>faster than four 1.6 Tb/s network ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>longer than a week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more than any GPU computes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>larger than 1 PiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>larger than 2^53, where a number stops being exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a measured figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 is not a finite number; a measurement is never NaN or infinite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 is negative, which this quantity cannot be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 is above %3 %4: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 is below %3 %4: too small to be a measured figure, it would put every result in the top band.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rank %1 is outside 0..%2: no job has that many ranks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a rank count of %1 is outside 0..%2: no job has that many ranks.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceCsv</name>
    <message>
        <location filename="../core/cost/PriceCsv.cpp" line="+31"/>
        <source>row %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>a quoted field is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty; the first row must name the columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown column (known: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>required column missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>more fields than columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no provider named &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the price per GPU-hour is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown term &quot;%1&quot; (on_demand, 1_month, 3_months, 6_months, 1_year, 2_years, 3_years)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the same model, term and date appear twice in the file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceRepository</name>
    <message>
        <location filename="../core/store/PriceRepository.cpp" line="+100"/>
        <source>A price needs the GPU model it is for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The price per GPU-hour must be a number of zero or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 USD per GPU-hour is not a GPU price (a node price? divide by its GPUs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be a number of zero or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Support is a percentage of the bill, at most 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a component that can be bundled (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every price needs its source (a quote, a price page, an invoice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every price needs the date it is valid from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not read the prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not read the price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No price record %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+26"/>
        <source>Could not save the price (one record per model, term and date)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not delete the price</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceTerm</name>
    <message>
        <location filename="../core/domain/PriceRecord.cpp" line="+11"/>
        <source>on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 years</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PricingScore</name>
    <message>
        <location filename="../core/cost/PricingScore.cpp" line="+27"/>
        <source>%1: $%2 per useful GPU-hour, %3% of the median of %4 priced peer(s) ($%5); %6 of 5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PricingTab</name>
    <message>
        <location filename="../ui/pricing/PriceUndoCommand.cpp" line="+23"/>
        <source>add price %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delete price %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit price %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PricingWorkflow</name>
    <message>
        <location filename="../core/usecase/PricingWorkflow.cpp" line="+20"/>
        <source>hyperscaler defaults (a hyperscaler)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold-tier defaults (reference tier %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silver-tier defaults (reference tier Silver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silver-tier defaults (reference tier %1; none published for it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver-tier defaults (no reference tier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is larger than 8 MB; that is not a price list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>belongs to another provider; import it on that provider&apos;s page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a price for this model, term and date is already stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 has no price in force: record one on its Pricing tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no price for %2 in force: record one on its Pricing tab.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeArguments</name>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+97"/>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+91"/>
        <source>%1 is not a size: use e.g. 64K, 1M or 1G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a range: use MIN:MAX, MIN:MAX:x4 or MIN:MAX:+1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a range needs 0 &lt; MIN ≤ MAX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a step: use x2 (or more) or +STEP, e.g. +1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>empty size between commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>1 size: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sizes, %2 … %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>huge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: use a whole number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not a backend: gpu or host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose at least one operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown operation %1 (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the data check is on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 is not an option of %2 (its options: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a value without its option (%2 takes: %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeBundle</name>
    <message>
        <location filename="../core/run/ProbeBundle.cpp" line="+48"/>
        <source>Probe folder %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Probe folder %1 holds no files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeLineReader</name>
    <message>
        <location filename="../core/run/ProbeLineReader.cpp" line="+82"/>
        <source>line longer than the limit, cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no &quot;tb&quot; protocol version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>protocol version %1 is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 without an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>sample without a metric or a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>unknown type &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeLogParser</name>
    <message>
        <location filename="../core/import/ProbeLogParser.cpp" line="+22"/>
        <source>No &quot;end&quot; line: the probe output is cut short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 lines were not protocol lines.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeRunner</name>
    <message>
        <location filename="../core/run/ProbeRunner.cpp" line="+26"/>
        <source>its command exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a check failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unsupported on this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runtime error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data verification failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>usage error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Run cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 did not finish within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>killed by SIG%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run was stopped: its remote process group (%1) could not be recorded, so it could not have been ended had this program stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n sample(s) received from the node could not be stored</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> (and %n finding(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>; also %n sample(s) could not be stored</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/run/RunRecorder.cpp" line="+97"/>
        <source>%n impossible figure(s) were not stored as samples: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the address belongs to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the address is not registered to %1: the provider may resell another company&apos;s capacity (aggregator)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Provider</name>
    <message>
        <location filename="../core/domain/Provider.cpp" line="+12"/>
        <source>Neocloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyperscaler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marketplace / aggregator</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProviderRepository</name>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="+74"/>
        <location line="+13"/>
        <source>Could not read the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>There is no provider with this id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no provider named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A provider needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; is not a ClusterMAX 1.0 tier (platinum, gold, silver, bronze, underperform).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not check the provider name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A provider named &quot;%1&quot; already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not add the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Could not save the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not delete the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+4"/>
        <source>Could not count what belongs to the provider</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../ui/FileDialog.cpp" line="+96"/>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/pricing/PricingTab.cpp" line="+61"/>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="+11"/>
        <source>&lt; 1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingEngine</name>
    <message>
        <location filename="../core/rating/RatingEngine.cpp" line="+99"/>
        <source>Could not read the providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No provider %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The provider has no evaluation yet, so nothing can be suggested.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingRepository</name>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="+61"/>
        <location line="+19"/>
        <source>Could not read the evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The provider has no evaluation yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not read the criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read the verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Interview %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not read the scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Could not save the suggested scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A score lies between 0 and 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The score differs from the suggested %1 by more than %2: write a rationale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no suggested score to agree with: write a rationale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Could not save the score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 differs from the suggested %2: a justification is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no suggested tier: a justification is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Could not read the rating rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not save the tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not read the rating history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not read the ratings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingWorkflow</name>
    <message>
        <location filename="../core/usecase/RatingWorkflow.cpp" line="+68"/>
        <source>The evaluation belongs to another provider.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recipe</name>
    <message>
        <location filename="../core/run/Recipe.cpp" line="+116"/>
        <source>Cannot read the recipe file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The recipe file %1 is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A recipe in %1 has no usable name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecipePreview</name>
    <message>
        <location filename="../ui/remote/RecipePreview.cpp" line="+48"/>
        <source>Drops the node&apos;s page cache before timing (sync; echo 3 &gt; /proc/sys/vm/drop_caches, as root): every program on the node loses its cached files and reads them from disk again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asks an outside service (ifconfig.me) for the node&apos;s public address and looks it up with whois.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Downloads from the internet onto the node (removed again afterwards where it lands in the scratch folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set-up (not timed):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Timed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timed, where %1 exists:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>else, where %1 exists:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clean-up (not timed):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>evidence for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>tiers: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemotePath</name>
    <message>
        <location filename="../core/session/RemotePath.cpp" line="+8"/>
        <source>The remote folder &quot;%1&quot; cannot be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it must be an absolute path or start with ~/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it holds a control character or a line break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the character %1 is not allowed in a remote folder (the build tools on the node cannot take it in a path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it must not contain &quot;..&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is longer than 1024 characters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemotePaths</name>
    <message>
        <location filename="../core/run/RemotePaths.cpp" line="+17"/>
        <source>The login node did not say where the home is</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Renderable</name>
    <message>
        <location filename="../ui/charts/Renderable.cpp" line="+37"/>
        <source>Cannot write the SVG file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Charts export as .png or .svg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot write the PNG file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportChart</name>
    <message>
        <location filename="../ui/report/ReportChart.cpp" line="+103"/>
        <source>Score (0-5): bar = final, diamond = suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1% of expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Message size (bytes, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>measured (median per size), run #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>… %1 more lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected %1 %2 from %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>host backend: no GPU was measured, so no GPU baseline applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no baseline for %1: no expected line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown hardware</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewChartPlan</name>
    <message>
        <location filename="../ui/report/ReviewChartPlan.cpp" line="+33"/>
        <source>%1 (in-place)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 — run #%2, host backend (no GPU measured)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewContent</name>
    <message>
        <location filename="../core/report/ReviewContent.cpp" line="+21"/>
        <source>[another provider]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewContentLoader</name>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="+93"/>
        <source>Could not look up the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No provider named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not look up the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The evaluation does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not read the providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not read the review data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The provider does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 has no evaluation to report on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+397"/>
        <location line="+5"/>
        <source>[name withheld]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPdfWriter</name>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="+53"/>
        <source>Tierbench · GPU cloud provider review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Assigned tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No tier suggested: %1 of %2 criteria scored, a tier needs %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Suggested by the tier rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rubric version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Confidential. This review concerns %1 only and holds no data about any other provider. Interviewees are identified by role and type of organisation only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+95"/>
        <source>%1 — provider review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Rubric %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Confidential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+51"/>
        <source>Could not write the review to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Could not start the PDF at %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewScoringLoader</name>
    <message>
        <location filename="../core/report/ReviewScoringLoader.cpp" line="+33"/>
        <source>%1 of %2 items decided, %3 needed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewSections</name>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="+44"/>
        <source>no SOC 2 / ISO 27001 attestation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PCIe ACS left enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUDirect RDMA not enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU hours charged during cluster creation or downtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only older GPUs offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not yet assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was reviewed against the criteria of rubric %2 by %3. Assigned tier: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the analyst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Assigned tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <location line="+359"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-381"/>
        <source>Scored criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 (a tier needs %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not rated now (a newer evaluation exists)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weighted score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>Checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-62"/>
        <source>%1 items: %2 pass, %3 partial, %4 fail, %5 n/a, %6 unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Planned features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (listed with promised dates, not credited as available)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 past the promised date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gates triggered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 recipe timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 recipe timings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Customer interviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handover delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 days (requested %2, received %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+321"/>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-320"/>
        <source>Hands-on window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 days from the first to the last run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no runs recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Criterion scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not scored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weighted total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+82"/>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rationale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each item of the rubric with the verdict, the evidence it rests on and the runs that support it. Generally available features and features that are only planned are kept apart: a planned feature carries the date the provider promised and does not count as available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (weight %2%, score %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(no evidence recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Suggested %1 by a measurement, awaiting confirmation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+29"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Availability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Planned features and promised dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every feature credited in this review is generally available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (passed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Verdict today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promised for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Measured results against baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No probe results were recorded for this evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bandwidth sweeps show the median of repeated samples per message size. Where a baseline for the same hardware exists, the dashed line is its expected value, drawn from the minimum size at which it applies; a chart without one says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n line(s) beside a bus bandwidth (algorithm bandwidth, times) are not drawn; the raw results of every run keep them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This review summarises %1 runs: %2 sweep charts, %3 scalar results and %4 recipe timings are shown (runs attached as evidence first, then the newest); %5 further sweeps, %6 scalar results and %7 recipe timings are not drawn. Every run is listed with the SHA-256 of its raw results in the last section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No GPU was measured: every sweep of this evaluation ran on the probes&apos; host backend (below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Host-backend runs (no GPU measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These runs used the probes&apos; host backend: threads in one process or the front-end TCP network between nodes. They test the harness and that network, not the GPUs or their fabric, so no GPU baseline judges them and they do not count as measured results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (host backend, no GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+213"/>
        <source>Probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-213"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+25"/>
        <location line="+187"/>
        <location line="+36"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Recipe timings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recipe was timed in this evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hands-on recipes are deliberately simple proxies for deeper configuration problems: installing PyTorch, pulling a large NGC container, importing torch, downloading and loading a 15-billion-parameter model, and a whois of the node&apos;s public IP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+189"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-188"/>
        <location line="+189"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-184"/>
        <source>Customer interview highlights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No customer interviews were recorded for this provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n interview(s) with customers of the provider. Interviewees appear by role and type of organisation only; names, dates and channels are withheld, and notes are quoted only with the interviewee&apos;s consent.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(no consent to quote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interviewee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sentiment (-2..+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Highlight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tier justification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tier has been assigned yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assigned tier: %1, by %2 on %3 (assignment %4 of this evaluation&apos;s history).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Justification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No justification recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why the suggestion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No tier is suggested now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested tier now: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Suggested at the last assignment: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No explanation stored with the suggestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No gate of the tier rules was triggered by a failed checklist item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Failed gate items cap the provider at Underperforming: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Conflict-of-interest disclosure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reviewer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reviewer has not recorded a disclosure for this evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Methodology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What was tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The review combines hands-on testing on nodes the provider lent, a documentation and compliance review against the %1 items of rubric %2 (%3 criteria), and interviews with the provider&apos;s customers. Probes run: %4. Recipes timed: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The five-day window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands-on testing runs in a window of about five days per provider. Such a window shows configuration and performance, but it cannot measure reliability at scale over time; the reliability verdicts therefore also rest on documentation and interviews. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Here the runs spanned %1 days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No timed runs were recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interviews, generally available and planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 customer interviews were used to separate what is generally available from what is merely planned. Planned features are listed with the date the provider promised and are not credited as available (%2 in this review).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Handover delays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The test cluster was requested on %1 and handed over on %2, %3 days later. Significant handover delays count against the provider (Lifecycle): a provider that needs extra weeks to meet the published criteria is not delivering them as a customer would get them.%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This delay was counted against the provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No handover dates were recorded. Significant handover delays count against the provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Baselines and figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measurements are compared with the newest baseline set for the same hardware; a sweep&apos;s share of the baseline is its best value at or above the baseline&apos;s minimum message size. Raw outputs are kept with their SHA-256 hashes (last section), so every figure can be traced to its run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Probe versions and raw result hashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source> on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (Slurm job %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 newest of %2 runs are shown above; the other %3 are listed below with the hashes of their raw results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(truncated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no raw result was stored with this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SHA-256 of the raw results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>AI lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enterprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Research organisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other organisation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewWording</name>
    <message>
        <location filename="../ui/report/ReviewWording.cpp" line="+16"/>
        <source>Planned (no date promised)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Planned, promised for %1: date passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned, promised for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Generally available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not applicable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not established</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gate triggered: %1, so the tier is capped at Underperforming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gate not decided yet: %1 would cap the tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gate not triggered: %1 would cap the tier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RocmSmiChecks</name>
    <message>
        <location filename="../core/import/RocmSmiChecks.cpp" line="+52"/>
        <source>The VBIOS is an SR-IOV build: the GPUs are virtual functions in a VM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No PCIe replays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe replays: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No uncorrectable ECC errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uncorrectable ECC errors: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RocmSmiJsonParser</name>
    <message>
        <location filename="../core/import/SystemJsonParsers.cpp" line="+22"/>
        <source>Not valid JSON: %1 in &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Not a JSON object: %1 at offset %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No &quot;cardN&quot; object in the JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JSON names the driver but no GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the first %1 GPUs were read; %2 more were not.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundRepository</name>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="+31"/>
        <location line="+13"/>
        <location line="+43"/>
        <location line="+96"/>
        <source>Could not read the rating rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-134"/>
        <source>No rating round is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A round needs a name, such as &quot;2.1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 is still open; close it before opening another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not open round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No rating round %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 is already closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not freeze the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not close the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Could not read the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No earlier closed round.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rubric</name>
    <message>
        <location filename="../build/translations/rubric/RubricMessages.cpp" line="+6"/>
        <location line="+78"/>
        <source>Security</source>
        <extracomment>1.0 security: criterion name
----------
2.0 security: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Security attestation</source>
        <extracomment>1.0 security.soc2: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is there a SOC 2 or ISO 27001 attestation?</source>
        <extracomment>1.0 security.soc2: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A current third-party report or certificate covering the GPU service.</source>
        <extracomment>1.0 security.soc2: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ease of use and lifecycle</source>
        <extracomment>1.0 lifecycle: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Getting a working cluster</source>
        <extracomment>1.0 lifecycle.cluster_create: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How quickly does a customer go from contract to running jobs?</source>
        <extracomment>1.0 lifecycle.cluster_create: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self-service or fast, accurate delivery with everything working at handover.</source>
        <extracomment>1.0 lifecycle.cluster_create: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm and Kubernetes</source>
        <extracomment>1.0 orchestration: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm offering</source>
        <extracomment>1.0 orchestration.slurm: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a working Slurm cluster provided?</source>
        <extracomment>1.0 orchestration.slurm: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A managed Slurm with containers and accounting working at handover.</source>
        <extracomment>1.0 orchestration.slurm: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubernetes offering</source>
        <extracomment>1.0 orchestration.kubernetes: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a working Kubernetes cluster provided?</source>
        <extracomment>1.0 orchestration.kubernetes: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A managed Kubernetes with the GPU operator and network operator installed.</source>
        <extracomment>1.0 orchestration.kubernetes: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+228"/>
        <source>Storage</source>
        <extracomment>1.0 storage: criterion name
----------
2.0 storage: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-226"/>
        <source>Shared filesystem</source>
        <extracomment>1.0 storage.parallel_fs: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a high-performance shared filesystem provided?</source>
        <extracomment>1.0 storage.parallel_fs: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A parallel filesystem mounted on every node from day one.</source>
        <extracomment>1.0 storage.parallel_fs: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL/RCCL networking performance</source>
        <extracomment>1.0 networking: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collective bandwidth</source>
        <extracomment>1.0 networking.nccl_multinode: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do multi-node NCCL/RCCL tests reach the expected bus bandwidth?</source>
        <extracomment>1.0 networking.nccl_multinode: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collectives across nodes reach the bandwidth the fabric should deliver, with GPUDirect RDMA working.</source>
        <extracomment>1.0 networking.nccl_multinode: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reliability and support</source>
        <extracomment>1.0 reliability: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uptime and support</source>
        <extracomment>1.0 reliability.uptime_sla: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What uptime and support response are committed?</source>
        <extracomment>1.0 reliability.uptime_sla: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A written SLA and engineers reachable quickly during incidents.</source>
        <extracomment>1.0 reliability.uptime_sla: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monitoring and health checks</source>
        <extracomment>1.0 monitoring: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+364"/>
        <source>Monitoring</source>
        <extracomment>1.0 monitoring.dashboard: item title
----------
2.0 monitoring: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-362"/>
        <source>Are GPU metrics and health checks visible to the customer?</source>
        <extracomment>1.0 monitoring.dashboard: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dashboard with DCGM metrics and automatic health checks.</source>
        <extracomment>1.0 monitoring.dashboard: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+410"/>
        <source>Pricing</source>
        <extracomment>1.0 pricing: criterion name
----------
2.0 pricing: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-408"/>
        <source>Price per GPU-hour</source>
        <extracomment>1.0 pricing.gpu_hour: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What does a GPU-hour cost for this quality?</source>
        <extracomment>1.0 pricing.gpu_hour: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A price in line with the quality delivered.</source>
        <extracomment>1.0 pricing.gpu_hour: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consumption models</source>
        <extracomment>1.0 consumption: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On demand and contract terms</source>
        <extracomment>1.0 consumption.terms: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which consumption models are offered (on demand, reserved, spot)?</source>
        <extracomment>1.0 consumption.terms: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A choice from on demand to long-term reserved capacity.</source>
        <extracomment>1.0 consumption.terms: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Third-party attestation, compliance regimes, tenant isolation on the backend fabric, and how current and hardened the GPU software stack is.</source>
        <extracomment>2.0 security: criterion description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SOC 1 / SOC 2 Type II attestation</source>
        <extracomment>2.0 security.soc2: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can you share a current SOC 2 Type II report (or SOC 1 Type II) covering the GPU cloud, and under what NDA?</source>
        <extracomment>2.0 security.soc2: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An auditor&apos;s Type II report, not a Type I or a &apos;readiness&apos; letter, dated within the last twelve months and scoped to the data centres and control plane we are renting. The report is handed over on request under a normal NDA.</source>
        <extracomment>2.0 security.soc2: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ISO 27001 certification</source>
        <extracomment>2.0 security.iso27001: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is the operation certified to ISO/IEC 27001, by which registrar, and does the certificate&apos;s scope include these sites?</source>
        <extracomment>2.0 security.iso27001: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A certificate from an accredited registrar whose scope names the GPU cloud service and the sites in use; the certificate number can be looked up. A parent company&apos;s certificate that excludes the GPU business does not count.</source>
        <extracomment>2.0 security.iso27001: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDPR readiness</source>
        <extracomment>2.0 security.gdpr: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do you offer a data processing agreement and EU data residency, and who are your sub-processors?</source>
        <extracomment>2.0 security.gdpr: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A standard DPA with a published sub-processor list, the option to keep data and backups inside the EU, and a named contact for data-protection requests.</source>
        <extracomment>2.0 security.gdpr: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCI DSS scope</source>
        <extracomment>2.0 security.pci: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can card-holder data workloads run here, and do you hold a PCI DSS attestation of compliance?</source>
        <extracomment>2.0 security.pci: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either an attestation of compliance for the relevant service, or a clear written statement that PCI workloads are out of scope. Vague answers are worse than an honest no.</source>
        <extracomment>2.0 security.pci: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HIPAA and a BAA</source>
        <extracomment>2.0 security.hipaa: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Will you sign a Business Associate Agreement for workloads with protected health information?</source>
        <extracomment>2.0 security.hipaa: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A BAA is available without a custom legal project, and the covered services are listed. Where it is not offered, the provider says so plainly.</source>
        <extracomment>2.0 security.hipaa: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FedRAMP or government authorisation</source>
        <extracomment>2.0 security.fedramp: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do you hold a FedRAMP (or equivalent national) authorisation, and at which impact level?</source>
        <extracomment>2.0 security.fedramp: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An authorisation listed in the FedRAMP marketplace, or an equivalent national scheme, for customers who need it. Not expected of every neocloud; recorded as N/A where the provider does not target government work.</source>
        <extracomment>2.0 security.fedramp: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenant isolation on the backend fabric</source>
        <extracomment>2.0 security.fabric_isolation: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How are tenants separated on the InfiniBand or RoCE backend network: PKeys, VLANs/VRFs, or dedicated switches?</source>
        <extracomment>2.0 security.fabric_isolation: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each tenant gets its own InfiniBand partition (PKey) or its own VLAN/VRF on RoCE, set by the provider and not changeable from the tenant&apos;s nodes. A node sees only its own tenant&apos;s ports; ibstat and the subnet manager confirm it.</source>
        <extracomment>2.0 security.fabric_isolation: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Driver and firmware currency</source>
        <extracomment>2.0 security.driver_currency: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which GPU driver, NIC firmware and BMC/BIOS versions are deployed, and how quickly are security updates rolled out?</source>
        <extracomment>2.0 security.driver_currency: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drivers on a currently supported branch with recent security fixes, NIC and switch firmware within a release or two of the vendor&apos;s latest, and a written patch cadence with a maintenance-window process the customer can see.</source>
        <extracomment>2.0 security.driver_currency: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVIDIA Container Toolkit escape CVEs</source>
        <extracomment>2.0 security.container_toolkit: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which NVIDIA Container Toolkit version runs on the nodes, and were the published container-escape CVEs patched?</source>
        <extracomment>2.0 security.container_toolkit: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The toolkit on every node is at or above the fixed version for the known escape vulnerabilities, and the provider can say when it patched. A probe of the node confirms the version.</source>
        <extracomment>2.0 security.container_toolkit: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lifecycle</source>
        <extracomment>2.0 lifecycle: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything between signing and leaving: cost transparency, delivery, creating and growing a cluster, support, and the audit trail.</source>
        <extracomment>2.0 lifecycle: criterion description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Onboarding and offboarding cost transparency</source>
        <extracomment>2.0 lifecycle.onboarding_cost: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What does it cost to start and to end a contract: setup fees, data migration, early termination, wiping?</source>
        <extracomment>2.0 lifecycle.onboarding_cost: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every one-off fee is written in the quote before signing; leaving costs nothing beyond what the contract says, and data is wiped with a certificate on request.</source>
        <extracomment>2.0 lifecycle.onboarding_cost: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Egress fees</source>
        <extracomment>2.0 lifecycle.egress: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What do you charge for data leaving the cluster to the internet or another cloud?</source>
        <extracomment>2.0 lifecycle.egress: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No egress fees, or a published per-GB price low enough that moving a checkpoint out is not a budget decision.</source>
        <extracomment>2.0 lifecycle.egress: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delivery-date accuracy</source>
        <extracomment>2.0 lifecycle.delivery_date: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When will the cluster be handed over, and how did your last deliveries compare to the promised date?</source>
        <extracomment>2.0 lifecycle.delivery_date: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cluster arrives on the promised date with the promised configuration; delays are announced early with a new firm date. Customers interviewed confirm the track record.</source>
        <extracomment>2.0 lifecycle.delivery_date: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ease of creating a cluster</source>
        <extracomment>2.0 lifecycle.cluster_create: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How does a customer create a cluster: console, API, Terraform, a ticket? How long until the first job runs?</source>
        <extracomment>2.0 lifecycle.cluster_create: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self-service creation through a console or API (ideally Terraform too), with a working scheduler and shared storage ready within hours, not days of back-and-forth tickets.</source>
        <extracomment>2.0 lifecycle.cluster_create: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ease of expanding a cluster</source>
        <extracomment>2.0 lifecycle.cluster_expand: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How are nodes added to a running cluster, and does the existing cluster keep running meanwhile?</source>
        <extracomment>2.0 lifecycle.cluster_expand: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New nodes join the same fabric partition, scheduler and filesystems without rebuilding the cluster or interrupting running jobs.</source>
        <extracomment>2.0 lifecycle.cluster_expand: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUDirect RDMA out of the box</source>
        <extracomment>2.0 lifecycle.gpudirect_rdma: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is GPUDirect RDMA enabled on delivered nodes (nvidia-peermem or dma-buf), without the customer having to configure it?</source>
        <extracomment>2.0 lifecycle.gpudirect_rdma: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUDirect RDMA works from the first login: the peermem module or dma-buf path is active, NCCL reports GDR on the backend NICs, and the collective tests reach their expected bus bandwidth without tuning.</source>
        <extracomment>2.0 lifecycle.gpudirect_rdma: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No GPU hours billed during creation or downtime</source>
        <extracomment>2.0 lifecycle.billing_fairness: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Are GPU hours charged while a cluster is being built, or while nodes are broken and waiting for repair?</source>
        <extracomment>2.0 lifecycle.billing_fairness: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Billing starts when the customer accepts working nodes and stops for any node that is down through the provider&apos;s fault; credits are applied automatically, not after a dispute.</source>
        <extracomment>2.0 lifecycle.billing_fairness: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time to a working PyTorch</source>
        <extracomment>2.0 lifecycle.pytorch_ready: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long does it take on a fresh node to install PyTorch and run &apos;import torch&apos; with the GPUs visible?</source>
        <extracomment>2.0 lifecycle.pytorch_ready: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Package mirrors or caches make a pip install of PyTorch take well under a minute, and &apos;import torch&apos; returns in seconds; nothing in the image fights the install.</source>
        <extracomment>2.0 lifecycle.pytorch_ready: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support quality</source>
        <extracomment>2.0 lifecycle.support: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Through which channels is support reachable (shared Slack, tickets, phone), who answers, and how fast?</source>
        <extracomment>2.0 lifecycle.support: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A shared channel staffed by engineers who can act on the cluster, answers in minutes during an incident, and fixes that stick. Interviewed customers describe support as a strength.</source>
        <extracomment>2.0 lifecycle.support: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Audit-log completeness and retention</source>
        <extracomment>2.0 lifecycle.audit_log: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which actions on the account and the cluster are logged, for how long, and can customers export the log?</source>
        <extracomment>2.0 lifecycle.audit_log: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every console, API and staff action on the tenant is logged with who and when, kept for at least a year, and exportable or streamable to the customer&apos;s SIEM.</source>
        <extracomment>2.0 lifecycle.audit_log: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orchestration</source>
        <extracomment>2.0 orchestration: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Identity and access management plus the maturity of managed Slurm and Kubernetes.</source>
        <extracomment>2.0 orchestration: criterion description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>User and group management</source>
        <extracomment>2.0 orchestration.users_groups: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How are cluster users and groups created and kept in sync across nodes?</source>
        <extracomment>2.0 orchestration.users_groups: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Users and groups are managed centrally (directory or console) and appear consistently on every node with the same UIDs and home directories; no hand-edited /etc/passwd.</source>
        <extracomment>2.0 orchestration.users_groups: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Role-based access control</source>
        <extracomment>2.0 orchestration.rbac: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can the customer define roles that separate administrators, researchers and billing users?</source>
        <extracomment>2.0 orchestration.rbac: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roles with least privilege for the console, API, scheduler and Kubernetes namespaces, assignable by the customer&apos;s own administrators.</source>
        <extracomment>2.0 orchestration.rbac: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single sign-on</source>
        <extracomment>2.0 orchestration.sso: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does the console and the cluster login support SSO (SAML or OIDC) with the customer&apos;s identity provider?</source>
        <extracomment>2.0 orchestration.sso: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SAML or OIDC sign-on for the console, and SSH or kubeconfig access tied to the same identities, without a per-seat surcharge.</source>
        <extracomment>2.0 orchestration.sso: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Managed Slurm maturity</source>
        <extracomment>2.0 orchestration.slurm: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do you offer managed Slurm, who operates the controller, and which versions and plugins are supported?</source>
        <extracomment>2.0 orchestration.slurm: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A current Slurm release operated by the provider, accounting enabled, sane partitions and QoS, and upgrades done for the customer; the setup matches a well-configured reference cluster rather than a quick install before handover.</source>
        <extracomment>2.0 orchestration.slurm: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Managed Kubernetes maturity</source>
        <extracomment>2.0 orchestration.kubernetes: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do you offer managed Kubernetes with the GPU and network operators installed, and how are upgrades handled?</source>
        <extracomment>2.0 orchestration.kubernetes: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A conformant, current Kubernetes with the GPU operator, network operator and a batch scheduler or MPI operator ready; control plane managed and upgraded by the provider.</source>
        <extracomment>2.0 orchestration.kubernetes: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Topology configuration</source>
        <extracomment>2.0 orchestration.topology: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is the network topology exposed to the scheduler (Slurm topology.conf or Kubernetes topology labels)?</source>
        <extracomment>2.0 orchestration.topology: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scheduler knows the leaf and spine layout (or NVLink domains) so large jobs are placed on well-connected nodes; the configuration matches the physical fabric.</source>
        <extracomment>2.0 orchestration.topology: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pyxis and enroot for containers in Slurm</source>
        <extracomment>2.0 orchestration.pyxis: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can jobs run containers under Slurm with Pyxis and enroot (srun --container-image)?</source>
        <extracomment>2.0 orchestration.pyxis: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pyxis and enroot are installed and configured with a fast local cache, so an srun with a container image works on every node without extra steps.</source>
        <extracomment>2.0 orchestration.pyxis: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubeconfig access</source>
        <extracomment>2.0 orchestration.kubeconfig: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does the customer get a kubeconfig with cluster-admin or well-scoped rights, directly and without a ticket?</source>
        <extracomment>2.0 orchestration.kubeconfig: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A downloadable kubeconfig with the rights the customer needs, rotated credentials, and API access from the customer&apos;s own network.</source>
        <extracomment>2.0 orchestration.kubeconfig: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ReadWriteMany storage class</source>
        <extracomment>2.0 orchestration.rwx_storage: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is there a ReadWriteMany storage class backed by the shared filesystem for Kubernetes workloads?</source>
        <extracomment>2.0 orchestration.rwx_storage: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A default RWX storage class on the high-performance filesystem, so many pods can read one dataset and write checkpoints without workarounds.</source>
        <extracomment>2.0 orchestration.rwx_storage: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shared filesystems and object storage: present from day one, fast, stable and protected.</source>
        <extracomment>2.0 storage: criterion description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High-performance parallel filesystem out of the box</source>
        <extracomment>2.0 storage.parallel_fs: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which shared filesystem is mounted on delivered nodes (Weka, DDN/Lustre, VAST, other), and at what capacity?</source>
        <extracomment>2.0 storage.parallel_fs: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A parallel filesystem such as Weka, DDN or VAST is mounted on every node at handover, sized for the cluster, not a single NFS server added later.</source>
        <extracomment>2.0 storage.parallel_fs: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Managed S3-compatible object storage</source>
        <extracomment>2.0 storage.object_s3: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is there a managed S3-compatible object store in the same region, and how is it billed?</source>
        <extracomment>2.0 storage.object_s3: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An S3 API endpoint close to the GPUs with no request-fee surprises, suitable for datasets and checkpoints.</source>
        <extracomment>2.0 storage.object_s3: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mounts that stay mounted</source>
        <extracomment>2.0 storage.mount_stability: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How often have shared mounts gone stale or dropped on customer clusters in the last quarter?</source>
        <extracomment>2.0 storage.mount_stability: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mounts survive node reboots and network blips; customers interviewed do not report stale handles or remount scripts.</source>
        <extracomment>2.0 storage.mount_stability: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured read performance</source>
        <extracomment>2.0 storage.read_perf: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What aggregate and per-node read throughput should the filesystem deliver, and can we measure it?</source>
        <extracomment>2.0 storage.read_perf: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured reads come close to the advertised per-node figure and scale across nodes, so data loading never starves the GPUs.</source>
        <extracomment>2.0 storage.read_perf: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured write performance</source>
        <extracomment>2.0 storage.write_perf: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What write throughput should a full-cluster checkpoint see?</source>
        <extracomment>2.0 storage.write_perf: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A checkpoint of the whole model writes at the advertised throughput, so saving takes seconds to a few minutes rather than stalling training.</source>
        <extracomment>2.0 storage.write_perf: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Snapshots</source>
        <extracomment>2.0 storage.snapshots: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can the customer take and restore filesystem snapshots themselves?</source>
        <extracomment>2.0 storage.snapshots: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self-service snapshots with a documented schedule and a restore that does not need a ticket.</source>
        <extracomment>2.0 storage.snapshots: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backups</source>
        <extracomment>2.0 storage.backups: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is data backed up off the filesystem, where to, and how is a restore requested?</source>
        <extracomment>2.0 storage.backups: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backups to a separate system or site are available, with a tested restore and a stated recovery time.</source>
        <extracomment>2.0 storage.backups: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Published durability SLA</source>
        <extracomment>2.0 storage.durability_sla: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What durability and availability do you commit to for each storage tier, in writing?</source>
        <extracomment>2.0 storage.durability_sla: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A published SLA for durability and availability of each storage service, with credits when it is missed.</source>
        <extracomment>2.0 storage.durability_sla: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large container pull time</source>
        <extracomment>2.0 storage.container_pull: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long does pulling a 20+ GB NGC container take on a fresh node? Is there a local registry mirror or cache?</source>
        <extracomment>2.0 storage.container_pull: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A local mirror or cache brings a large NGC image onto a node in seconds; several minutes points to pulling every layer across the internet.</source>
        <extracomment>2.0 storage.container_pull: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model download and load time</source>
        <extracomment>2.0 storage.model_load: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long does it take to download a 15-billion-parameter model and load it onto the GPUs?</source>
        <extracomment>2.0 storage.model_load: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast internet or a model cache plus a quick filesystem bring the weights onto the GPUs in a minute or two.</source>
        <extracomment>2.0 storage.model_load: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Networking</source>
        <extracomment>2.0 networking: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The backend fabric and the software on it, judged by what collectives and training actually reach.</source>
        <extracomment>2.0 networking: criterion description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>InfiniBand or RoCEv2 backend</source>
        <extracomment>2.0 networking.fabric: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which backend fabric connects the GPUs (InfiniBand, RoCEv2, other), at what rate per GPU, and with what topology?</source>
        <extracomment>2.0 networking.fabric: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A non-blocking (or clearly stated) rail-optimised InfiniBand or RoCEv2 fabric at the full per-GPU rate the platform supports, for example 400G per GPU on H100/H200 and 800G on the newest systems.</source>
        <extracomment>2.0 networking.fabric: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HPC-X / MPI available</source>
        <extracomment>2.0 networking.hpcx: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is NVIDIA HPC-X or another tuned MPI installed and working across nodes?</source>
        <extracomment>2.0 networking.hpcx: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HPC-X (or a tuned Open MPI with UCX) is installed in the image and in the scheduler&apos;s environment, so mpirun across nodes works without building anything.</source>
        <extracomment>2.0 networking.hpcx: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sane default NCCL configuration</source>
        <extracomment>2.0 networking.nccl_defaults: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What NCCL settings ship on the nodes (/etc/nccl.conf, NCCL_* variables, topology files)?</source>
        <extracomment>2.0 networking.nccl_defaults: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defaults that pick the right HCAs and GID index, enable GDR, and include a topology file where the platform needs it; nothing a customer must discover by trial and error.</source>
        <extracomment>2.0 networking.nccl_defaults: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SHARP in-network reductions</source>
        <extracomment>2.0 networking.sharp: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is SHARP (in-network aggregation) enabled on the InfiniBand fabric and usable from NCCL?</source>
        <extracomment>2.0 networking.sharp: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SHARP enabled on the switches and the NCCL plugin installed, so large all-reduce operations use it; recorded as N/A on fabrics without it.</source>
        <extracomment>2.0 networking.sharp: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four-node NCCL tests reach expected bandwidth</source>
        <extracomment>2.0 networking.nccl_4node: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can we run nccl-tests across four nodes, and what bus bandwidth do you expect for all_reduce and all_gather?</source>
        <extracomment>2.0 networking.nccl_4node: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Across four nodes, all_reduce and all_gather reach the bus bandwidth expected for the fabric at large message sizes, with no outlier node dragging the result down.</source>
        <extracomment>2.0 networking.nccl_4node: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PyTorch training reaches expected MFU</source>
        <extracomment>2.0 networking.pytorch_mfu: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does a multi-node PyTorch training run reach the model FLOPs utilisation expected for this hardware?</source>
        <extracomment>2.0 networking.pytorch_mfu: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A standard multi-node training job reaches an MFU in line with well-run clusters of the same hardware; throughput is stable across the run.</source>
        <extracomment>2.0 networking.pytorch_mfu: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCIe ACS disabled for peer-to-peer</source>
        <extracomment>2.0 networking.pcie_acs: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is PCIe Access Control Services disabled (or set for direct P2P) on the bridges between GPUs and NICs?</source>
        <extracomment>2.0 networking.pcie_acs: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ACS does not redirect GPU-to-NIC and GPU-to-GPU traffic through the root complex on bare metal, so P2P and GPUDirect run at full speed; lspci confirms it.</source>
        <extracomment>2.0 networking.pcie_acs: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reliability</source>
        <extracomment>2.0 reliability: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commitments on uptime and response, and evidence that hardware faults are detected and handled.</source>
        <extracomment>2.0 reliability: criterion description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware uptime SLA</source>
        <extracomment>2.0 reliability.uptime_sla: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What uptime do you commit to per node and per cluster, and what happens when it is missed?</source>
        <extracomment>2.0 reliability.uptime_sla: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A written per-node uptime SLA with automatic credits and a stated time to replace a failed node.</source>
        <extracomment>2.0 reliability.uptime_sla: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>24x7 support response commitment</source>
        <extracomment>2.0 reliability.support_24x7: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is there 24x7 support with a written response time for a cluster-down incident?</source>
        <extracomment>2.0 reliability.support_24x7: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round-the-clock coverage with a response commitment measured in minutes for severity-one incidents, and engineers rather than a ticket queue on the other end.</source>
        <extracomment>2.0 reliability.support_24x7: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link-flap stability</source>
        <extracomment>2.0 reliability.link_flap: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How often do backend links flap, and how are flapping links found and fixed?</source>
        <extracomment>2.0 reliability.link_flap: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link flaps are rare, monitored at the switch, and faulty optics or cables are replaced proactively; customers do not see jobs crash from flapping links.</source>
        <extracomment>2.0 reliability.link_flap: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem stability</source>
        <extracomment>2.0 reliability.fs_stability: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What outages has the shared filesystem had in the last quarter?</source>
        <extracomment>2.0 reliability.fs_stability: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No unplanned filesystem outages that stopped customer jobs, and post-mortems for any that did.</source>
        <extracomment>2.0 reliability.fs_stability: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU fall-off-the-bus detection</source>
        <extracomment>2.0 reliability.gpu_fall_off_bus: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How is a GPU that falls off the PCIe bus detected, and how fast is the node drained and repaired?</source>
        <extracomment>2.0 reliability.gpu_fall_off_bus: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fallen GPUs are detected within minutes by monitoring, the node is drained automatically, and the customer is told without having to open a ticket.</source>
        <extracomment>2.0 reliability.gpu_fall_off_bus: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCIe error detection</source>
        <extracomment>2.0 reliability.pcie_errors: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Are PCIe AER and link-degradation errors monitored on GPUs and NICs?</source>
        <extracomment>2.0 reliability.pcie_errors: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCIe errors and links trained below their width or speed are detected and acted on before they cause slow or failed jobs.</source>
        <extracomment>2.0 reliability.pcie_errors: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ECC error handling</source>
        <extracomment>2.0 reliability.ecc_errors: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How are GPU ECC errors and row remapping failures monitored and handled?</source>
        <extracomment>2.0 reliability.ecc_errors: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncorrectable ECC errors and pending row remaps are watched, the affected GPU is taken out of service and reset or replaced, and counts are visible to the customer.</source>
        <extracomment>2.0 reliability.ecc_errors: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVIDIA XID and SXID monitoring</source>
        <extracomment>2.0 reliability.xid_sxid: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Are XID and SXID events collected from every node and turned into alerts or automatic action?</source>
        <extracomment>2.0 reliability.xid_sxid: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel XID/SXID events are collected centrally, classified, and the serious ones trigger draining and repair automatically.</source>
        <extracomment>2.0 reliability.xid_sxid: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the customer can see about their cluster, and how health problems are caught before they hurt jobs.</source>
        <extracomment>2.0 monitoring: criterion description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pre-installed Grafana or equivalent dashboard</source>
        <extracomment>2.0 monitoring.dashboard: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is there a ready dashboard for the cluster&apos;s GPUs, network and storage at handover?</source>
        <extracomment>2.0 monitoring.dashboard: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Grafana (or equivalent) dashboard is available from day one, covering GPUs, fabric and storage per node and per job.</source>
        <extracomment>2.0 monitoring.dashboard: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DCGM metrics including SM activity</source>
        <extracomment>2.0 monitoring.dcgm: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which DCGM metrics are collected, including SM activity and occupancy, and at what interval?</source>
        <extracomment>2.0 monitoring.dcgm: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DCGM exporter runs on every node with profiling metrics (SM activity, tensor activity, memory bandwidth) at a few-second interval.</source>
        <extracomment>2.0 monitoring.dcgm: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TFLOPs estimation</source>
        <extracomment>2.0 monitoring.tflops_estimate: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does the dashboard estimate delivered TFLOPs or MFU per job?</source>
        <extracomment>2.0 monitoring.tflops_estimate: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per-job estimates of achieved FLOPs derived from the profiling counters, so customers see efficiency, not just utilisation.</source>
        <extracomment>2.0 monitoring.tflops_estimate: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job accounting</source>
        <extracomment>2.0 monitoring.job_accounting: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is per-job and per-user GPU-hour accounting available?</source>
        <extracomment>2.0 monitoring.job_accounting: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm accounting or the Kubernetes equivalent records every job&apos;s GPU hours by user and project, queryable by the customer.</source>
        <extracomment>2.0 monitoring.job_accounting: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Custom alerting</source>
        <extracomment>2.0 monitoring.alerting: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can customers define their own alerts and route them to their tools?</source>
        <extracomment>2.0 monitoring.alerting: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Customer-defined alert rules with delivery to email, Slack, PagerDuty or webhooks.</source>
        <extracomment>2.0 monitoring.alerting: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automated active health checks</source>
        <extracomment>2.0 monitoring.active_health_checks: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which active tests (GPU burn, NCCL, DCGM diagnostics) run on nodes, and when?</source>
        <extracomment>2.0 monitoring.active_health_checks: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Active checks run before a node is handed out and periodically when it is idle, catching slow GPUs and bad links before a job lands there.</source>
        <extracomment>2.0 monitoring.active_health_checks: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automated passive health checks</source>
        <extracomment>2.0 monitoring.passive_health_checks: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is checked continuously in the background while jobs run?</source>
        <extracomment>2.0 monitoring.passive_health_checks: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continuous passive checks (XID, ECC, thermals, link state, filesystem) that flag a node within minutes of a problem.</source>
        <extracomment>2.0 monitoring.passive_health_checks: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic node draining</source>
        <extracomment>2.0 monitoring.auto_drain: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When a health check fails, is the node drained from the scheduler automatically?</source>
        <extracomment>2.0 monitoring.auto_drain: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed checks drain the node in Slurm or cordon it in Kubernetes automatically, and the node returns only after passing again.</source>
        <extracomment>2.0 monitoring.auto_drain: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the customer pays for a given quality, and how flexible the commercial terms are.</source>
        <extracomment>2.0 pricing: criterion description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price per GPU-hour for the quality delivered</source>
        <extracomment>2.0 pricing.gpu_hour: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is the price per GPU-hour for this configuration, on demand and committed?</source>
        <extracomment>2.0 pricing.gpu_hour: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A competitive price for the quality delivered: a slightly higher rate can be the better deal when it comes with working storage, networking and support.</source>
        <extracomment>2.0 pricing.gpu_hour: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Range of commitment terms</source>
        <extracomment>2.0 pricing.commitment_terms: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which terms are offered: on demand, monthly, one to three years? What are the discounts?</source>
        <extracomment>2.0 pricing.commitment_terms: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A spread of terms from on demand to multi-year, with prices published or quoted clearly.</source>
        <extracomment>2.0 pricing.commitment_terms: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage bundled or charged separately</source>
        <extracomment>2.0 pricing.storage_bundled: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is shared storage included in the GPU price, and at what capacity per GPU?</source>
        <extracomment>2.0 pricing.storage_bundled: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reasonable storage per GPU is included, or its separate price is stated up front in the quote.</source>
        <extracomment>2.0 pricing.storage_bundled: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Networking bundled or charged separately</source>
        <extracomment>2.0 pricing.network_bundled: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Are the backend fabric, public IPs and bandwidth included, or billed on top?</source>
        <extracomment>2.0 pricing.network_bundled: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The backend fabric is always included; public IPs and internet bandwidth are included or priced openly.</source>
        <extracomment>2.0 pricing.network_bundled: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract expansion terms</source>
        <extracomment>2.0 pricing.expansion_terms: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If we need more GPUs mid-contract, at what price and how quickly?</source>
        <extracomment>2.0 pricing.expansion_terms: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expansion at the contracted rate with a stated lead time, co-terminous with the existing contract.</source>
        <extracomment>2.0 pricing.expansion_terms: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partnerships</source>
        <extracomment>2.0 partnerships: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standing with the chip vendors and the software ecosystem, which tends to mean earlier hardware and better escalation paths.</source>
        <extracomment>2.0 partnerships: criterion description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVIDIA Cloud Partner</source>
        <extracomment>2.0 partnerships.nvidia_ncp: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Are you an NVIDIA Cloud Partner, and at which level?</source>
        <extracomment>2.0 partnerships.nvidia_ncp: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Listed NVIDIA Cloud Partner with reference-architecture deployments; recorded as N/A for AMD-only providers.</source>
        <extracomment>2.0 partnerships.nvidia_ncp: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD Cloud Alliance</source>
        <extracomment>2.0 partnerships.amd_alliance: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Are you part of AMD&apos;s cloud partner programme for Instinct GPUs?</source>
        <extracomment>2.0 partnerships.amd_alliance: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A recognised AMD partner where AMD GPUs are offered; N/A where they are not.</source>
        <extracomment>2.0 partnerships.amd_alliance: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chip-vendor investment</source>
        <extracomment>2.0 partnerships.vendor_investment: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Has a chip vendor invested in the company?</source>
        <extracomment>2.0 partnerships.vendor_investment: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A vendor stake is noted as a signal of early allocation and escalation paths, not as a quality measure by itself.</source>
        <extracomment>2.0 partnerships.vendor_investment: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SchedMD relationship</source>
        <extracomment>2.0 partnerships.schedmd: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do you have a support relationship with SchedMD for Slurm?</source>
        <extracomment>2.0 partnerships.schedmd: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A SchedMD support contract, so Slurm bugs get fixed upstream rather than patched locally.</source>
        <extracomment>2.0 partnerships.schedmd: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Participation in industry events</source>
        <extracomment>2.0 partnerships.industry_events: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do your engineers take part in conferences, standards or open-source communities?</source>
        <extracomment>2.0 partnerships.industry_events: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Visible technical participation (talks, upstream contributions, working groups), not only sponsorship booths.</source>
        <extracomment>2.0 partnerships.industry_events: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ecosystem support and integration</source>
        <extracomment>2.0 partnerships.ecosystem: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which tools integrate with your platform (Terraform, SkyPilot, dstack, W&amp;B, MLOps tools)?</source>
        <extracomment>2.0 partnerships.ecosystem: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maintained integrations with the common tools customers use to launch and track work.</source>
        <extracomment>2.0 partnerships.ecosystem: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Availability</source>
        <extracomment>2.0 availability: criterion name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much capacity exists, which GPUs are live, how it is planned, and what comes next.</source>
        <extracomment>2.0 availability: criterion description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total GPU quantity</source>
        <extracomment>2.0 availability.gpu_quantity: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many GPUs of each model are deployed and rentable today?</source>
        <extracomment>2.0 availability.gpu_quantity: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enough deployed capacity to serve large contracts, stated per model and site, consistent with what customers and public records show.</source>
        <extracomment>2.0 availability.gpu_quantity: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cluster-scale experience</source>
        <extracomment>2.0 availability.cluster_scale: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is the largest single cluster you have delivered and operated for one customer?</source>
        <extracomment>2.0 availability.cluster_scale: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proven delivery of large single-fabric clusters (thousands of GPUs) with references.</source>
        <extracomment>2.0 availability.cluster_scale: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Utilisation and capacity planning</source>
        <extracomment>2.0 availability.utilization: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is your current utilisation, and how do you plan capacity for on-demand and committed customers?</source>
        <extracomment>2.0 availability.utilization: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deliberate buffer for on-demand and expansion, with capacity planning the provider can explain; not sold out for months.</source>
        <extracomment>2.0 availability.utilization: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current GPU models live</source>
        <extracomment>2.0 availability.live_models: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which GPU generations are live today (for example H100, H200, B200, GB200/GB300, MI300X/MI325X/MI355X)?</source>
        <extracomment>2.0 availability.live_models: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current-generation GPUs are rentable now. A fleet of only older generations caps the rating regardless of service quality.</source>
        <extracomment>2.0 availability.live_models: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadmap for future silicon</source>
        <extracomment>2.0 availability.roadmap: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which next-generation systems are ordered, and when will customers be able to use them?</source>
        <extracomment>2.0 availability.roadmap: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Firm orders and dates for the next generation, and a track record of bringing new GPUs online early.</source>
        <extracomment>2.0 availability.roadmap: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owns or operates the capacity it sells</source>
        <extracomment>2.0 availability.own_capacity: item title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is this capacity yours, or resold from another cloud? Whose network owns the node&apos;s public IP?</source>
        <extracomment>2.0 availability.own_capacity: item question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The provider operates the hardware or says openly whose capacity it resells; a whois of the node&apos;s public address matches what was said.</source>
        <extracomment>2.0 availability.own_capacity: item guidance</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RubricLoader</name>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="+29"/>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The rubric is invalid at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a text value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be zero or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; is not a key (lower-case letters, digits, _ and .)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the key &quot;%1&quot; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected schema version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected a non-empty list of criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+36"/>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>expected a non-empty list of check items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&quot;%1&quot; is not a known gate (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the criteria weights add up to %1, not 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The rubric is not valid JSON at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected an object at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the rubric file %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rubric file %1 is too large.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RubricRepository</name>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="+40"/>
        <location line="+99"/>
        <source>Could not read the rubric versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Rubric version %1 is already installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not install the rubric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not install the rubric&apos;s criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not install the rubric&apos;s check items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A shipped rubric is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+13"/>
        <source>Could not read the rubric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>There is no rubric version &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rubric of this evaluation is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the rubric&apos;s criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the rubric&apos;s check items</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunCharts</name>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="+93"/>
        <source>each run&apos;s own baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Host backend: no GPU was measured, so no GPU baseline applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source> host→device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source> device→host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (in-place)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>% of each run&apos;s expected value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lines have different baselines: each is a percentage of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not drawn (no baseline): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No samples of %1 in the selected runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host/device copy bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unknown hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 bus bandwidth — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Host/device copy bandwidth — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPU-to-GPU bandwidth — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Device copy bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device memory copy bandwidth — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This run has no samples a chart can show</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunEvidenceItems</name>
    <message>
        <location filename="../core/run/RunEvidenceItems.cpp" line="+16"/>
        <source>Could not read the evidence proposals %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The evidence proposals %1 are not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An entry of %1 for %2 is not an item key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunHistoryQuery</name>
    <message>
        <location filename="../core/store/RunHistoryQuery.cpp" line="+71"/>
        <source>No run with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Could not save the node&apos;s known_hosts file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunKind</name>
    <message>
        <location filename="../core/domain/RunStatus.cpp" line="+11"/>
        <source>probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>import</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunOrchestrator</name>
    <message>
        <location filename="../core/run/RunOrchestrator.cpp" line="+54"/>
        <source>ended process group %1 left on the node by interrupted run %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunOwnership</name>
    <message>
        <location filename="../core/store/RunOwnership.cpp" line="+46"/>
        <source>The run&apos;s owner could not be recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+31"/>
        <source>The runs could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-14"/>
        <source>An abandoned run could not be marked interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The run could not be updated.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunPanel</name>
    <message>
        <location filename="../core/run/ProbeCatalog.cpp" line="+9"/>
        <source>node checks: driver, PCIe ACS, GPUDirect, IB ports, Xid, ECC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host/device and device-to-device copy bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix multiply throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL/RCCL collectives on this node</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunRepository</name>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="+107"/>
        <source>The run could not be recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not record the run&apos;s process group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+13"/>
        <source>The run could not be updated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+24"/>
        <location line="+245"/>
        <source>The run does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-248"/>
        <source>The run could not be finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+154"/>
        <location line="+51"/>
        <location line="+9"/>
        <location line="+95"/>
        <source>The raw log could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-287"/>
        <location line="+7"/>
        <location line="+141"/>
        <location line="+17"/>
        <location line="+7"/>
        <source>The raw log could not be stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-131"/>
        <location line="+8"/>
        <source>The samples could not be stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The findings could not be stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The run could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunStatus</name>
    <message>
        <location filename="../core/domain/RunStatus.cpp" line="+5"/>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interrupted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSuggester</name>
    <message>
        <location filename="../core/rating/ScoreSuggester.cpp" line="+115"/>
        <source>unknown: no evidence yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (item weight %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown: missing evidence, lowers confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1% of expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, band %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>sentiment %1, moved the score by %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringMinimums</name>
    <message>
        <location filename="../core/rating/ScoringMinimums.cpp" line="+24"/>
        <source>A criterion is scored when at least %1% of its check items have a verdict (N/A counts); an evaluation gets a suggested tier and counts as a peer when at least %2% of its criteria are scored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetVerdictCommand</name>
    <message>
        <location filename="../ui/SetVerdictCommand.cpp" line="+23"/>
        <source>Set “%1” to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit evidence of “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmAudit</name>
    <message numerus="yes">
        <location filename="../core/launch/slurm/SlurmAudit.cpp" line="+18"/>
        <source> and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>TopologyPlugin is %1: jobs are placed without regard to the network&apos;s switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>topology/%1 is set but scontrol show topology lists no switch or block</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>topology/%1 with %n switch(es), but GPU nodes missing from it: %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>topology/%1 with %n switch(es) covering every GPU node</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GresTypes does not include gpu: jobs cannot ask for GPUs with --gpus-per-node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GresTypes=%1 but no node advertises a gpu GRES</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 GPUs on %n node(s) as GRES</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>srun lists pmix (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no pmix plugin; only pmi2 is listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>srun lists neither pmix nor pmi2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>srun --help printed no options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pyxis is loaded: srun offers --container-image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>srun has no --container-image: Pyxis is not installed, containers need another route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>AccountingStorageType is %1: sacct has no job history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>accounting is configured but sacct failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, and sacct answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>HealthCheckProgram is not set: unhealthy GPUs are not drained automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a site script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DCGM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NHC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>HealthCheckProgram=%1 (%2) but HealthCheckInterval is 0: it never runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HealthCheckProgram=%1 (%2) every %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ResumeProgram=%1, ReturnToService=%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ReturnToService=2: a node that registers healthy returns to service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReturnToService=1 and no ResumeProgram: only nodes down for not responding come back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReturnToService=0 and no ResumeProgram: every down node needs a manual scontrol update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no node listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>all %n node(s) up</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 nodes cannot take jobs: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a full-node srun on %1 took %2 s (limit %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no /etc/nccl.conf: NCCL tunes itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>/etc/nccl.conf on %1 leaves NCCL_ALGO, NCCL_PROTO and NCCL_MIN_NCHANNELS to NCCL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>/etc/nccl.conf on %1 forces %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the full-node srun did not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no worker was reached to read /etc/nccl.conf</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmAuditRunner</name>
    <message>
        <location filename="../core/run/SlurmAuditRunner.cpp" line="+22"/>
        <source>The cluster&apos;s discovery output is larger than 64 MiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmBatchScript</name>
    <message>
        <location filename="../core/launch/slurm/SlurmBatchScript.cpp" line="+12"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty, or holds a line break or control character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, starting with a letter, digit or &apos;_&apos; (a Slurm name, not an option)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>QoS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reservation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <source>between 1 and %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Tasks per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPUs per node / CPUs per task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>between 1 minute and 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not a node name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Node list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>names %1 nodes for a job of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Environment variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>names are letters, digits and &apos;_&apos;, not starting with a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Environment variable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>nothing to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an argument holds a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Container image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds a line break or control character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Container mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SRC:DST[:FLAGS], without commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>Output file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>a plain file name in the job folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stdout and stderr need files of their own</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmDiscovery</name>
    <message>
        <location filename="../core/launch/slurm/SlurmDiscovery.cpp" line="+113"/>
        <source>The discovery reply is cut or garbled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The discovery reply holds %1 of %2 command outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>scontrol show config printed no configuration: is this a Slurm login node?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>srun exited %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmHostlist</name>
    <message>
        <location filename="../core/launch/slurm/SlurmHostlist.cpp" line="+8"/>
        <source>Not a Slurm node list: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>a range is not of the form a-b with a &lt;= b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+33"/>
        <location line="+45"/>
        <source>it names more hosts than Tierbench expands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+7"/>
        <location line="+37"/>
        <source>brackets do not match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>it is longer than 1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a name contains white space or control characters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmJobState</name>
    <message>
        <location filename="../core/launch/slurm/SlurmJobState.cpp" line="+11"/>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>configuring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requeued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time limit reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>boot failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadline passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preempted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmJobStatus</name>
    <message>
        <location filename="../core/launch/slurm/SlurmJobStatus.cpp" line="+56"/>
        <source>%1 --json did not print a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 --json printed no job list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmLauncher</name>
    <message>
        <location filename="../core/launch/slurm/SlurmLauncher.cpp" line="+128"/>
        <source>sbatch refused the job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Slurm still lists job %1 %2 s after scancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmNode</name>
    <message>
        <location filename="../core/launch/slurm/SlurmNode.cpp" line="+82"/>
        <source>drained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not responding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>sinfo --json did not print a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sinfo --json printed no node list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmPoll</name>
    <message>
        <location filename="../core/launch/slurm/SlurmPoll.cpp" line="+115"/>
        <source>The job poll&apos;s reply is cut or garbled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The job poll printed no queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>squeue failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmStepLauncher</name>
    <message>
        <location filename="../core/launch/slurm/SlurmStepLauncher.cpp" line="+23"/>
        <source>Not a Slurm name: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SshConnection</name>
    <message>
        <location filename="../remote/SshConnection.cpp" line="+126"/>
        <location line="+69"/>
        <source>Could not create an SSH session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1 did not answer within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Could not connect to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Jump host %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The jump host %1 could not be reached: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Reading the host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hashing the host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>remove the old line %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove the old entry for %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host key of %1 differs from the one on record (now %2 %3). This can mean someone intercepts the connection. If the provider confirms the key changed, %4 and connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host key of %1 (%2 %3) is not known and was not accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not add the host key to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not check the host key against %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Key file %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No passphrase given for the key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the key %1 (wrong passphrase?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Logging in with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The node refused the key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 refused every key offered (agent and key files)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+13"/>
        <location line="+25"/>
        <source>Logging in to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-34"/>
        <source>the node does not accept public keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+15"/>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshErrors.cpp" line="+19"/>
        <source>%1: the node stopped answering (no traffic for %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the connection was lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshExecutor.cpp" line="+114"/>
        <location line="+16"/>
        <source>Opening a channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starting the remote command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Reading the command&apos;s output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Running the remote command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshOptions.cpp" line="+92"/>
        <source>Invalid SSH option ProxyJump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invalid SSH option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshUploader.cpp" line="+78"/>
        <location line="+101"/>
        <source>Cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Cannot create the folder for %1 on the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+25"/>
        <source>Opening an upload channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Starting the upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Upload cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+26"/>
        <location line="+4"/>
        <location line="+11"/>
        <source>Uploading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Writing %1 on the node failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The upload of %1 did not arrive intact</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SshTarget</name>
    <message>
        <location filename="../core/session/SshTarget.cpp" line="+12"/>
        <source>Invalid target &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>empty user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing ]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unexpected text after ]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>write IPv6 addresses as [addr]:port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>empty host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the host name holds characters a host cannot have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>port must be 1-65535</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <location filename="../core/store/AuditLog.cpp" line="+32"/>
        <source>Could not write the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Could not read the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Migrator.cpp" line="+63"/>
        <location line="+6"/>
        <location line="+70"/>
        <location line="+10"/>
        <source>Could not read the schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-74"/>
        <source>The file is not a Tierbench database, or it is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This database was written by a newer Tierbench (schema %1; this version understands up to %2). It was not opened, and nothing in it was changed. Open it with a newer Tierbench.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not write a backup before migrating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+125"/>
        <source>A migration script is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-112"/>
        <location line="+67"/>
        <source>Could not start a migration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Could not lock the database for migrating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+27"/>
        <location line="+29"/>
        <source>Could not record the schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-42"/>
        <location line="+8"/>
        <location line="+26"/>
        <source>Migration to schema %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+31"/>
        <source>Could not commit a migration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/SqlDialect.cpp" line="+70"/>
        <location filename="../core/store/SqlError.cpp" line="+35"/>
        <location line="+9"/>
        <source>A database statement failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/SqlError.cpp" line="-19"/>
        <source>the file is damaged or not a Tierbench database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is read-only: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Store.cpp" line="+76"/>
        <location line="+131"/>
        <location line="+14"/>
        <source>Could not configure the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-103"/>
        <source>The database %1 is read-only: %2 cannot be written (a read-only disk, mount or permission). Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not open the database %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>This Tierbench cannot reach PostgreSQL: Qt&apos;s PostgreSQL driver is not installed (Debian package libqt6sql6-psql).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not connect to the database %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The server runs PostgreSQL %1; Tierbench needs PostgreSQL 11 or newer. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Transaction.cpp" line="+34"/>
        <source>Could not start a database transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The transaction was already finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save the changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/WalGuard.cpp" line="+53"/>
        <location line="+8"/>
        <source>Could not lock %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This system has no open file description locks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TarWriter</name>
    <message>
        <location filename="../core/run/TarWriter.cpp" line="+22"/>
        <location line="+36"/>
        <location line="+34"/>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Path too long for the bundle archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot copy %1 into the bundle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tier</name>
    <message>
        <location filename="../core/domain/Tier.cpp" line="+11"/>
        <source>Platinum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bronze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underperforming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unavailable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TierBoard</name>
    <message>
        <location filename="../core/rating/TierBoard.cpp" line="+20"/>
        <source>Could not read the providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Live board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No rating round %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="+38"/>
        <source>assigned tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suggested tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reference tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>rows by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, arrows: movement since round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+69"/>
        <source>No tier yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Badges: S = suggested tier, R = reference tier (colour of that tier; white = none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+12"/>
        <location line="+14"/>
        <source>Could not write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown format &quot;%1&quot;: use .pdf, .png or .svg</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TierSuggester</name>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="+15"/>
        <source>not launched publicly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sold out with no plans to add capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>government-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>access refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>otherwise untestable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not be tested: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only %1 of %2 criteria are scored; a tier needs at least %3, so none is suggested and the evaluation does not count as a peer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+12"/>
        <location line="+50"/>
        <source>Gate: %1 (%2) caps the tier at Underperforming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-54"/>
        <source>No criterion has a score yet, so no tier can be suggested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Weighted total %1, rank %2 of %3 evaluated providers%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (tied with %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Platinum: total at least %1 and in the top %2 of peers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not Platinum: not in the top %1 of peers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold: total at least %1 and in the top %2 of peers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Platinum and Gold are relative tiers and need at least %1 evaluated providers; there are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not Gold: not in the top %1 of peers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silver: total at least %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bronze: total at least %1 (minimum criteria met).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Underperforming: total below %1, the minimum criteria.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="-12"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N/A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WalkthroughState</name>
    <message>
        <location filename="../core/report/WalkthroughState.cpp" line="+30"/>
        <source>Could not read the walkthrough state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not read the walkthrough timers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not save the walkthrough state</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+21"/>
        <source>Database file (created with the demo data when missing), or a team database: postgresql://USER@HOST:PORT/DBNAME or pgservice:NAME. Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save a picture of the window once it is filled, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print ready_ms and peak_rss_kib once the provider list is shown, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Window size, e.g. 1280x800.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select this provider first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Provider tab to show: %1 (or its title as shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Window view to show: %1 (or its title as shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --page checklist: check item key to select.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Workbench for rating GPU cloud providers against the ClusterMAX criteria.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::app::GuiStartup</name>
    <message>
        <location filename="../app/gui/GuiStartup.cpp" line="+33"/>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Creating the demo database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Could not open the database</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::BaselineEditor</name>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="+31"/>
        <source>Add row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as new version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New row: fill in every field, including the source, then save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>New baselines were saved elsewhere. Your unsaved edits are kept: save them as a new version, or reopen this page to see the stored ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Baseline version %1 — %2 entries. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Row %1 (%2): a baseline needs a source — who published the figure, and where.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No database is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>baseline editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Saved as baseline version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Imported %1 entries from %2; save to store them as a new version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot write the baselines file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::BaselineTableModel</name>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="+62"/>
        <source>%1 bytes; the headline counts samples of this size and larger. Type a size such as 64 MiB, 1 GiB or a number of bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every size counts. Type a size such as 64 MiB, 1 GiB or a number of bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Platinum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bronze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Min. size (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::CalibrationModel</name>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="+11"/>
        <location line="+76"/>
        <location line="+14"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Double-click or press Enter to open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>agrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 tier higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 tier lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tiers higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tiers lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is rated %2 here and %3 in the reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assigned %1 against the suggested %2 (see the rating tab for the justification).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assigned tier in round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::CalibrationView</name>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="+39"/>
        <source>Only &amp;disagreements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Providers whose tier here differs from the reference tier, or whose assigned tier differs from the suggestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Freeze every provider&apos;s assigned tier as a named round (e.g. 2.2); the tier board then shows movement against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tiers here: the assigned tier, else the suggested one. Highlighted cells differ from the reference tier or from the suggestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click a row (or press Enter) to open its provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%n provider(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n disagreement(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>movement since round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round %1 open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Freeze every provider&apos;s current assignment as round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 closed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ChecklistModel</name>
    <message>
        <location filename="../ui/ChecklistModel.cpp" line="+203"/>
        <source>%1: %2 of %3 items decided (%4 pass, %5 partial, %6 fail)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1/%2 decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 pass · %2 partial · %3 fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Criterion / check item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ChecklistView</name>
    <message>
        <location filename="../ui/ChecklistView.cpp" line="+32"/>
        <source>Eval&amp;uation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This provider has no evaluation yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start an evaluation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Evaluation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Rubric %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reviewer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 items decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>closed, read-only: re-open it with Edit… (status In review)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterAuditModel</name>
    <message>
        <location filename="../ui/cluster/ClusterAuditModel.cpp" line="+86"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggests a verdict for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterDialog</name>
    <message>
        <location filename="../ui/cluster/ClusterDialog.cpp" line="+19"/>
        <source>Slurm cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. h100-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[user@]host[:port] or a Host alias of ~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ProxyJump [user@]host[:port], optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>key file, optional (the agent is tried first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>~/.ssh/known_hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Login:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Jump host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Key file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Known &amp;hosts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote &amp;folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every job gets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the cluster&apos;s default partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pyxis image for collectives, e.g. nvcr.io#nvidia/pytorch:24.01-py3; empty: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NCCL_SOCKET_IFNAME=eth0
NCCL_IB_HCA=mlx5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Account:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;QoS:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reservation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container &amp;image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL &amp;environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel when pending longer than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel when silent longer than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Edit cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a Slurm cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>NCCL environment: &quot;%1&quot; is not NAME=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Enter the login node.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterJobsModel</name>
    <message>
        <location filename="../ui/cluster/ClusterJobsModel.cpp" line="+74"/>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pending reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterJobsPanel</name>
    <message>
        <location filename="../ui/cluster/ClusterJobsPanel.cpp" line="+40"/>
        <source>One task per GPU on GPU nodes (tb-coll drives GPU local rank % GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole nodes (--exclusive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the cluster&apos;s container image (Pyxis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tasks per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Run tb-coll across nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scancel, then wait until squeue holds nothing of the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No job is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>C&amp;hart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>busbw (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-coll&apos;s host backend measures the front-end TCP network, not NCCL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all_reduce busbw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(submitting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — pending: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source> · %n sample(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterSnapshotModel</name>
    <message>
        <location filename="../ui/cluster/ClusterSnapshotModel.cpp" line="+62"/>
        <source>%1 of %2 in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 CPUs, %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GRES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPUs and memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partitions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterView</name>
    <message>
        <location filename="../ui/cluster/ClusterView.cpp" line="+65"/>
        <source>R&amp;efresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sinfo, scontrol and squeue on the login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit the &amp;scheduler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reads the Slurm configuration and times one full-node srun; the raw outputs are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit every &amp;node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tb-node on every node of the partition in one job, one task per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Partitions &amp;&amp; nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No scheduler audit yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Select a check to see the command output it was read from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scheduler &amp;audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No cross-node audit yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only rows where nodes &amp;differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Node &amp;matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>tb-node on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 · %2@%3 · Slurm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not log in to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading the cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Discovery failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 %2: %3 of %4 nodes can take jobs, %5 GPUs; %n job(s) of yours in the queue</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>job %1 (%2), %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Scheduler audit of %1: %n check(s) failed. Confirm the suggested verdicts in History.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2 nodes, %3 rows, %4 differ, %5 outlier cell(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>; %n node(s) reported nothing</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click a cell for its raw output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Auditing the scheduler (one full-node srun included)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The scheduler audit failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scheduler audit: %1 failed, %2 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Job %1 ended %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>tb-node on every node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The cross-node audit failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>tb-coll on %1 nodes × %2 tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The job could not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelling: scancel, then waiting until squeue holds nothing of the job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cancelling job %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Job %1 could not be cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Job %1 cancelled; squeue holds nothing of it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ClustersTab</name>
    <message>
        <location filename="../ui/cluster/ClustersTab.cpp" line="+31"/>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add a Slurm cluster: its login node (reached like any node: ~/.ssh/config, agent, keys, ProxyJump) and the partition, account and limits its jobs get.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1@%2:%3, partition %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Cluster not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Delete cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the cluster %1 and its login node? Runs and jobs stay in the database.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::CompareTableModel</name>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="+63"/>
        <source>run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Headline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>% of expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::CompareView</name>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="+53"/>
        <source>&amp;Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search providers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all_reduce bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all_gather bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reduce_scatter bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alltoall bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sendrecv bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host→device copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device→host copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device memory copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-to-GPU (slowest pair)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 GEMM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container pull time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>import torch time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tick providers: each one&apos;s newest run of the metric is compared at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+141"/>
        <source>No finished run with samples yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+88"/>
        <source>unknown hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>provider %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>None of the selected runs measured %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n run(s) ranked by percentage of their own matching baseline.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ConnectionBanner</name>
    <message>
        <location filename="../ui/remote/ConnectionBanner.cpp" line="+24"/>
        <source>Re&amp;connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to the node again (host key and passphrase as usual); nothing is run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-&amp;key node…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the host key the node presents now, after the provider confirmed it (audited)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::CostCompareView</name>
    <message>
        <location filename="../ui/pricing/CostCompareView.cpp" line="+48"/>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TCO per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+70"/>
        <source>Effective $/useful GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Measured inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pricing score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+64"/>
        <source>No provider has a price in force: record prices on a provider&apos;s Pricing tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n priced provider(s). The effective price spreads everything paid over the GPU-hours that did useful work.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>List $/GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n measured</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>defaults only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing to chart yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>USD per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: list price and effective price of a useful GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::EvaluationActions</name>
    <message>
        <location filename="../ui/EvaluationActions.cpp" line="+125"/>
        <source>Close evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this evaluation? Its status becomes Final and the time is recorded; a closed evaluation can be reopened by editing its status.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::EvaluationDialog</name>
    <message>
        <location filename="../ui/EvaluationDialog.cpp" line="+22"/>
        <source>YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>e.g. Hands-on review, H100 cluster, May 2026</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ClusterMAX %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set a default in Edit › Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any commercial or personal relationship with the provider; printed in the review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rubric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;viewer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Disclosure:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Testing &amp;window:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hardware requested:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Start evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Edit evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another rubric version can be chosen only while no checklist item is decided.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::EvidenceDialog</name>
    <message>
        <location filename="../ui/remote/EvidenceDialog.cpp" line="+44"/>
        <source>Attach as evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Proposed for this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All other items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Why this run supports the verdict (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check &amp;item:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::FileActions</name>
    <message>
        <location filename="../ui/imports/FileActions.cpp" line="+57"/>
        <source>&amp;Import tool output…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierbench databases (*.sqlite *.tierbench *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierbench databases (*.sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Imported %n run(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>%1 exists already; open it with Open database….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>%1 is not a database file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open the database</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::HostKeyDialog</name>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="+27"/>
        <source>Host key refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unknown host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;The host key of %1 is not the one on record.&lt;/b&gt; Tierbench refuses to connect: this can mean that someone intercepts the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1 is not in your known_hosts file yet.&lt;/b&gt; Compare the fingerprint with the one the provider gave you (for example `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub` on the node) before you accept it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fingerprint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>known_hosts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the provider confirms that the key changed, remove line %1 of %2 (or run `ssh-keygen -R &apos;%3&apos; -f %2`) and connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If the provider confirms that the key changed, remove the old entry for %1 from %2 (`ssh-keygen -R &apos;%1&apos; -f %2`) and connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Accept and remember</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Refuse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ImportDialog</name>
    <message>
        <location filename="../ui/imports/ImportDialog.cpp" line="+50"/>
        <location line="+130"/>
        <source>Import tool output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Outputs of nccl-tests, rccl-tests, nvbandwidth, nvidia-smi, kernel logs, lspci, ibstat, rocm-smi, dcgmi diag and more. Each file is read and recognised first; nothing is stored until you press Store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Evaluation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recognised as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warnings and findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Add file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot open %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+13"/>
        <source>reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the output is truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n finding(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool output (*.txt *.log *.json *.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>none (the provider&apos;s runs only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (#%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Storing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Stored %n run(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Reading %n file(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a file, or drop files on the main window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No file was recognised: nothing to store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick the provider the output belongs to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 recognised, %2 not: Store keeps the recognised ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n file(s) recognised: Store keeps them under %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewEditor</name>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="+28"/>
        <source>Edit interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Shown on this provider&apos;s page only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. ML platform lead (required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>video call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interviewee agreed to be quoted (anonymously)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>comma separated, e.g. support, storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Interviewee:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Organisation type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hannel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentiment per criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not discussed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>very negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>very positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The provider has no rubric yet: no criteria to rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bold (Ctrl+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Italic (Ctrl+I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>• List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bulleted list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Say how the interview was held (the channel).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewListModel</name>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="+126"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not discussed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No consent recorded: do not quote this interview.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interviewee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Organisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentiment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewsTab</name>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="+38"/>
        <source>Search name, role, channel, tags, notes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All organisations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+157"/>
        <source>All tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-155"/>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Select an interview to read its notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Names stay on this page; everywhere else an interview shows only the role and the organisation type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Import interviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export interviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%n interview(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Interview not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Delete interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the interview with %1 of %2? The audit log keeps a record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Importing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n row(s) of %1 have errors; nothing was imported. Fix them and import the file again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::LiveCharts</name>
    <message>
        <location filename="../ui/charts/LiveCharts.cpp" line="+38"/>
        <source>host/device copy bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 algorithm bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+146"/>
        <source>Me&amp;tric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Live results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Live results — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+83"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Charted: values in %1. Values in %2 are in the Samples tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Me&amp;tric (%1 charts):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::LiveSamplesModel</name>
    <message numerus="yes">
        <location filename="../ui/remote/LiveSamplesModel.cpp" line="+44"/>
        <source>%n rank(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+67"/>
        <source>Tierbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening the database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tier board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Select a provider to export its review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export review PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exporting the review…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Wrote %1 (%n page(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a provider with an evaluation to start a walkthrough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Find provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New provider…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit provider…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete provider…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open &amp;checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start &amp;walkthrough with provider…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xport review PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Tierbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Tierbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;Tierbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A workbench for rating GPU cloud providers against the ClusterMAX criteria: checklists, probes, interviews and tiers.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Search providers (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K&amp;ind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+82"/>
        <source>No database open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Loading providers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+94"/>
        <source>1 provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Saved provider “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+11"/>
        <location line="+12"/>
        <source>Delete provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Delete the provider “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This also deletes everything recorded for it: %1 evaluation(s) with their verdicts, %2 probe run(s) with their samples, and %3 interview(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Other providers are not affected. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deleted provider “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Close Tierbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run is in progress on %1. Cancel it and close?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeDialog</name>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="+45"/>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. gpu-node-01 (defaults to the host)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[user@]host[:port] or a Host alias from ~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[user@]host[:port] of a bastion (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>~/.ssh/id_ed25519 (optional; the agent is tried first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>~/.ssh/known_hosts (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Jump host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Identity file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a private key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;known_hosts file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a known_hosts file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Passwords and passphrases are asked for when needed and never stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Edit node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Enter the node&apos;s address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Jump host: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeMatrixModel</name>
    <message>
        <location filename="../ui/cluster/NodeMatrixModel.cpp" line="+32"/>
        <source>no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Differs from most nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click for the node&apos;s raw output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>%n cell(s) differ from most nodes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeSessions</name>
    <message>
        <location filename="../ui/remote/NodeSessions.cpp" line="+54"/>
        <source>Connection lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This build has no SSH support wired in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting for your decision on the host key of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::NodesRunsTab</name>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="+31"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-&amp;key node…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the host key the node presents now, after the provider confirmed it (audited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+140"/>
        <source>Host key not seen yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host key %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>connection lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>It was registered with %1 %2 and now presents %3 %4. If the provider re-installed the node, confirm the new fingerprint with them, then re-key the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No nodes yet: add the machine the provider handed over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Delete node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the node %1? Its runs stay in the database, without the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Connection works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Connection works: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Refused: the host key changed. The node was registered with %1 %2 and now presents %3 %4. Nothing was stored or run. If the provider re-installed the node, confirm the new fingerprint with them, then use Re-key node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Record the new host key of %1?

Registered: %2 %3
Presented now: %4 %5

Only do this when the provider has confirmed the new fingerprint (for example after re-installing the node). The change is written to the audit log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re-key node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Re-keyed: the node is now registered with %1 %2. Test the connection again to log in.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::P2pMatrixWidget</name>
    <message>
        <location filename="../ui/charts/P2pMatrixWidget.cpp" line="+18"/>
        <source>GPU-to-GPU bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Expected %1 per pair (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>GPU %1 → GPU %2: not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU %1 → GPU %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No P2P samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>destination GPU · source GPU by row · %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::PassphraseDialog</name>
    <message>
        <location filename="../ui/remote/PassphraseDialog.cpp" line="+12"/>
        <source>Key passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrong passphrase. Passphrase for %1 (attempt %2 of 3):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passphrase for %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Used for this login only; Tierbench never stores it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/PreferencesDialog.cpp" line="+16"/>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your name as it appears in reviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. No commercial relationship with any provider reviewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reviewer name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default &amp;disclosure:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New evaluations start with these; each evaluation keeps its own copy. tierbench-cli evaluations add uses them too.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::PriceEditor</name>
    <message>
        <location filename="../ui/pricing/PriceEditor.cpp" line="+41"/>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Front-end network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back-end network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. H100 SXM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per node-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source> GPUs/node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>USD per TB-month; empty: not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>USD per hour; empty: not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of the bill; empty: not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per TB; empty: not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. +25% capacity at the same rate within 6 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>quote, price page URL, invoice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commitment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Included in the price:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Front-end network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Control plane:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansion terms:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valid from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::PricingTab</name>
    <message>
        <location filename="../ui/pricing/PricingTab.cpp" line="+13"/>
        <source>Price records (every version; the newest valid one per model and term is in force)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD/GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Valid from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Egress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cost in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evidence / note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+302"/>
        <location line="+9"/>
        <source>Import prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-311"/>
        <location line="+4"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+325"/>
        <source>Export prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-225"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>/TB-mo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>/TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expansion: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No provider selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing score: none without a cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No result to analyse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1 per useful GPU-hour&lt;/b&gt; (price %2/GPU-h, %3 %4) · TCO %5 a month, %6 over %7 months · goodput loss %8% of the GPU line (%9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Defaults: %1. Checkpoint interval offered: Young %2 min, Daly %3 min.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pricing score suggested — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing score: no other priced provider to compare with under this scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Total (TCO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>● measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Measured: %1
Evidence: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+90"/>
        <source>%n row(s) could not be read; nothing was imported.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ProbeArgumentsEditor</name>
    <message>
        <location filename="../ui/remote/ProbeArgumentsEditor.cpp" line="+51"/>
        <source>Sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>MIN:MAX:xFACTOR (geometric), MIN:MAX:+STEP (arithmetic) or a list A,B,C; K, M, G, T are powers of 1024. Empty: the probe&apos;s default sweep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Operations per timed batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timed batches; the median, minimum and maximum are over them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Untimed batches before timing starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host (no GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU: measure the node&apos;s GPUs. Host: memcpy and one thread per rank, to try a sweep without a GPU (--backend host).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU backend: use the first N GPUs of the node. Host backend: N simulated ranks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verify the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check each copy&apos;s or collective&apos;s result (off: --no-check).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Exactly what runs on the node, from the deployed probe folder (named by content hash). Every argument is quoted for the remote shell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Probe arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a probe in the list to set its arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arguments of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 reads the node as it is; it has no measurement options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Empty fields use the probe&apos;s default, shown in grey.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+91"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>tb-gemm measures GPUs only: on the host it reports “unsupported”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host backend: no GPU is measured, the figures are not GPU figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This sweep takes %1 (estimated at %2 GB/s per rank; a smaller largest size or fewer iterations shorten it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing runs until the marked fields are fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ProviderDialog</name>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="+16"/>
        <source>Add provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. CoreWeave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>H100, H200, B200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>e.g. 2.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Website:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPU models:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference &amp;tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX &amp;round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;otes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Edit provider “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Please enter a name: a provider needs one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A provider named “%1” already exists. Choose another name or edit that provider.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ProviderListModel</name>
    <message>
        <location filename="../ui/ProviderListModel.cpp" line="+149"/>
        <source>ClusterMAX %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ProviderPage</name>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="+97"/>
        <source>&amp;Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chec&amp;klist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Interviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R&amp;ating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Nodes &amp;&amp; runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;sults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Website:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU models:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX 1.0:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last changed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double-click or press Return to open an evaluation&apos;s checklist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New evaluation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;lose evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No tier assigned yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+101"/>
        <source>No provider selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a provider on the left, or add one with Ctrl+N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>ClusterMAX %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <location line="+10"/>
        <location line="+1"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 (ClusterMAX %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No notes yet. Edit the provider (F2) to add some.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Evaluation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, closed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No evaluation yet: start one with New evaluation…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::RatingTab</name>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="+58"/>
        <source>Assignment history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+85"/>
        <source>Suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Justification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Suggested tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Start an evaluation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>How much customer interviews count in a suggested score, next to the checklist (0.5) and the measurements (0.3); parts without evidence drop out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interview &amp;weight:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Scores per criterion (expand a row to see what moved it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Criterion / evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moved by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select a criterion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Set final score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rationale (required when more than 0.5 from the suggestion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Assign a tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Required when the tier differs from the suggestion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Assign tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Justification:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Rating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No provider selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No evaluation yet: start one to get a suggestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Suggested: %1 · weighted total %2 of 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Peer standing: rank %1 of %n evaluated provider(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>, tied with %n other(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peer standing: not ranked (too few criteria scored to count as a peer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peer standing: not ranked (no weighted total).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scored criteria: %1 of %2; a tier needs at least %3. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Gates: none hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gate hit: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>not scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 items decided; a score needs at least %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 of %2 items decided, %3 needed for a score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>checklist %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>interviews %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n item(s) without evidence</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The evaluation&apos;s rubric has no criteria.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assigned by %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no round open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(as suggested)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No tier assigned yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The evaluation is closed: its final scores are read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a criterion to set its final score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: suggested %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The evaluation is closed, read-only: re-open it with Edit… (status In review) to assign a tier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tier can be assigned once the provider has an evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unavailable: the provider could not be tested (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Differs from the suggestion (%1): a justification is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no suggestion to agree with: a justification is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agrees with the suggestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A tier that differs from the suggestion needs a justification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tier assigned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Score saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::RawOutputDialog</name>
    <message>
        <location filename="../ui/cluster/RawOutputDialog.cpp" line="+18"/>
        <source>(no output)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::RecipeTimingWidget</name>
    <message>
        <location filename="../ui/charts/RecipeTimingWidget.cpp" line="+27"/>
        <source>Recipe timings against tier thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>no baseline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ResultsTab</name>
    <message>
        <location filename="../ui/remote/ResultsTab.cpp" line="+21"/>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the list again, e.g. after an import from the command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No results yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n run(s): probes, recipes and imported tool outputs.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::RunHistoryModel</name>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="+57"/>
        <source>%1 (exit %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2 failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Probe / recipe / tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::RunHistoryPanel</name>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="+77"/>
        <source>Select a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Attach as evidence…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link this run (or the selected check) to a check item of the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+92"/>
        <source>Select a run to see its chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value / detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Check item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Because</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Con&amp;firm verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+275"/>
        <source>Confirm checked as suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-273"/>
        <source>Write the suggested verdict of every checked row, all at once or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Verdict:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+231"/>
        <source>Suggested verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-125"/>
        <source>No results for this provider yet: run probes on a node (Nodes &amp; runs) or import a tool&apos;s output with tierbench-cli import --provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No runs on this node yet: pick probes or recipes above and press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Run %1: %2 %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, bundle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source> — evidence for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>tb-node reports facts and checks, no samples: see Findings and Suggested verdicts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No samples yet: the run is still running, and its chart appears here as they arrive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This run stored no samples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Suggested verdicts (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The scheduler audit&apos;s findings suggest these verdicts. Nothing is written until you confirm one; pick another verdict first to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tb-node&apos;s checks suggest these verdicts. Nothing is written until you confirm one (pick another verdict first to change it), or tick several and confirm them at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Confirm %n checked as suggested</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Attach check %1 of run %2 as evidence for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach run %1 as evidence for:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::RunPanel</name>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="+70"/>
        <location line="+666"/>
        <source>Connected to %1 again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-648"/>
        <source>Run on this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Probes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recipes (hands-on timings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a recipe to see what it runs on the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+9"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+100"/>
        <source>Choose a node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Filter the log (e.g. FAIL, pcie, stderr)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;hart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The connection to %1 was lost during a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its samples are kept. Reconnect logs in again without running anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host key of %1 was refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not ready: %1 presents a host key other than the one it was registered with. Nothing runs there until the node is re-keyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready to run on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Fix the arguments first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The node&apos;s host key was refused: re-key the node once the provider confirmed the new key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Cancelling: signalling the remote process group…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancel requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+245"/>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-232"/>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>connected to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The node&apos;s session is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No recipe named %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The probe sources were not found (set TB_PROBES_DIR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Running %1 on %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1: %2, %3 samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, %3 samples, %4 checks (%5 failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 %2 on %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>end: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cancelled: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finished: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>deploying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The connection to %1 was lost before this item started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run %1 (%2) is marked interrupted; the samples received before the drop are kept: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had not started on the node; nothing was recorded for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queued items not run: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnect logs in again without running anything; Rerun then repeats the batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection to %1 (%2) lost during %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connection to %1 lost. Samples kept: %2 (run %3, interrupted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection to %1 lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Reconnecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Answer the host key or passphrase question if one appears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run or Rerun when ready; the interrupted run stays in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected to %1. Ready to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connected to %1 again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not reconnect to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected to %1: the reconnect failed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::SweepChart</name>
    <message>
        <location filename="../ui/charts/SweepChart.cpp" line="+114"/>
        <source>Message size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bus bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Bands: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+199"/>
        <source>Expected %1 for %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1 per NIC × %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; bands from %1 (the headline&apos;s sizes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 &lt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ≥ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 — %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::TierBadge</name>
    <message>
        <location filename="../ui/TierBadge.cpp" line="+16"/>
        <source>Not rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reference tier: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No reference tier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::TierBoardView</name>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="+29"/>
        <source>Show &amp;suggested tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;reference tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Place providers by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n provider(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export tier board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::TornadoChart</name>
    <message>
        <location filename="../ui/pricing/TornadoChart.cpp" line="+19"/>
        <source>No result to analyse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No input moves the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input −20%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input +20%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Change of the effective price ($%1) when one input moves by 20%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>USD per useful GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::VerdictPanel</name>
    <message>
        <location filename="../ui/VerdictPanel.cpp" line="+38"/>
        <source>Select a check item on the left to see its question, what good looks like, and to record a verdict with evidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What good looks like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Evi&amp;dence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What you saw, where, and when: commands, documents, ticket numbers, run ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ctrl+Return saves. Every change can be undone (Ctrl+Z).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>(no question recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no guidance recorded)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::WalkthroughWindow</name>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="+61"/>
        <source>Walkthrough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Loading the checklist…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Promised date, YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No evidence or notes yet. Press E to write the provider&apos;s answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Evidence and the provider&apos;s answer (E edits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>N/→ next   P/← previous   1 pass  2 partial  3 fail  4 n/a  5 unknown   A available/planned   D promised date   E notes   J jump   Space pause   Esc leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Walkthrough — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This evaluation&apos;s rubric has no check items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Resumed the session last saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Criterion %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Item %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(no question recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What good looks like: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not described</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Planned — no date promised yet (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned — promised for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generally available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Criterion %1   Session %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PAUSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Editing notes: Ctrl+Return saves, Esc saves and returns to the keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Promised date: Return saves (the feature becomes planned), Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; is not a date; write it as YYYY-MM-DD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Jump: arrows choose, Return goes there, Esc returns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Paused

Space resumes. The session can be resumed another day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Session summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time spent: %1 in total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open items (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None: every item has a confirmed verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Promises (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No planned features were recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no date promised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promised for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Up/Down scroll, P returns to the last item, Esc leaves the walkthrough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Session state not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
