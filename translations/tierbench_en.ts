<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Cli</name>
    <message numerus="yes">
        <location filename="../app/cli/DisputeCommand.cpp" line="+79"/>
        <source>Imported %n dispute(s) for %1; they are open.</source>
        <translation>
            <numerusform>Imported %n dispute for %1; it is open.</numerusform>
            <numerusform>Imported %n disputes for %1; they are open.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/FactCheckCommand.cpp" line="+157"/>
        <source>Fact-check bundle of %1 (made by Tierbench %2 on %3): %n checked</source>
        <translation>
            <numerusform>Fact-check bundle of %1 (made by Tierbench %2 on %3): %n checked</numerusform>
            <numerusform>Fact-check bundle of %1 (made by Tierbench %2 on %3): %n checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n differ.</source>
        <translation>
            <numerusform>%n differs.</numerusform>
            <numerusform>%n differ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RunCommand.cpp" line="+390"/>
        <source> (%n received but not stored)</source>
        <translation>
            <numerusform> (%n received but not stored)</numerusform>
            <numerusform> (%n received but not stored)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>The connection to the node was lost. Run %1 is kept as interrupted with the %n sample(s) received; run the same command again to reconnect and rerun.</source>
        <translation>
            <numerusform>The connection to the node was lost. Run %1 is kept as interrupted with the %n sample received; run the same command again to reconnect and rerun.</numerusform>
            <numerusform>The connection to the node was lost. Run %1 is kept as interrupted with the %n samples received; run the same command again to reconnect and rerun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cluster/ClusterCliSupport.cpp" line="+205"/>
        <source>job %1 (Slurm %2): %3, %n sample(s)</source>
        <translation>
            <numerusform>job %1 (Slurm %2): %3, %n sample</numerusform>
            <numerusform>job %1 (Slurm %2): %3, %n samples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cluster/SlurmJobCommands.cpp" line="+145"/>
        <source>%n outlier(s)</source>
        <translation>
            <numerusform>%n outlier</numerusform>
            <numerusform>%n outliers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cluster/KubeClusterCli.cpp" line="+478"/>
        <source>run %1: %n sample(s) stored</source>
        <translation>
            <numerusform>run %1: %n sample stored</numerusform>
            <numerusform>run %1: %n samples stored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>job %1: %n node(s), %2; differing: %3</source>
        <translation>
            <numerusform>job %1: %n node, %2; differing: %3</numerusform>
            <numerusform>job %1: %n nodes, %2; differing: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/EngagementCommand.cpp" line="+285"/>
        <source>Dry run of plan %1 %2 for %3 on %n node(s); nothing is started.</source>
        <translation>
            <numerusform>Dry run of plan %1 %2 for %3 on %n node; nothing is started.</numerusform>
            <numerusform>Dry run of plan %1 %2 for %3 on %n nodes; nothing is started.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClusterOperations</name>
    <message numerus="yes">
        <location filename="../core/cluster/ClusterOperations.cpp" line="+280"/>
        <source>Round of %n pair(s)</source>
        <translation>
            <numerusform>Round of %n pair</numerusform>
            <numerusform>Round of %n pairs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeliveryExplanation</name>
    <message numerus="yes">
        <location filename="../core/rating/DeliveryExplanation.cpp" line="+19"/>
        <source>Handover: requested %1, not handed over yet: %n day(s) so far.</source>
        <translation>
            <numerusform>Handover: requested %1, not handed over yet: %n day so far.</numerusform>
            <numerusform>Handover: requested %1, not handed over yet: %n days so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Late handover: requested %1, received %2: %n day(s) late.</source>
        <translation>
            <numerusform>Late handover: requested %1, received %2: %n day late.</numerusform>
            <numerusform>Late handover: requested %1, received %2: %n days late.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n planned feature(s), not generally available</source>
        <translation>
            <numerusform>%n planned feature, not generally available</numerusform>
            <numerusform>%n planned features, not generally available</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; %n past the promised date.</source>
        <translation>
            <numerusform>; %n past the promised date.</numerusform>
            <numerusform>; %n past the promised date.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n planned feature(s), not generally available.</source>
        <translation>
            <numerusform>%n planned feature, not generally available.</numerusform>
            <numerusform>%n planned features, not generally available.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Deployer</name>
    <message numerus="yes">
        <location filename="../core/run/Deployer.cpp" line="+85"/>
        <source>sent and verified %1 MB in %2 s over %n channel(s)</source>
        <translation>
            <numerusform>sent and verified %1 MB in %2 s over %n channel</numerusform>
            <numerusform>sent and verified %1 MB in %2 s over %n channels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngagementImport</name>
    <message numerus="yes">
        <location filename="../core/engagement/EngagementImport.cpp" line="+75"/>
        <source>past its deadline of %n minute(s)</source>
        <translation>
            <numerusform>past its deadline of %n minute</numerusform>
            <numerusform>past its deadline of %n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngagementRunner</name>
    <message numerus="yes">
        <location filename="../core/engagement/EngagementRunner.cpp" line="+120"/>
        <source>Evaluation %1 is under rubric %2, the plan under %3: its runs are stored, but not attached to the %n item(s) rubric %2 lacks: %4</source>
        <translation>
            <numerusform>Evaluation %1 is under rubric %2, the plan under %3: its runs are stored, but not attached to the %n item rubric %2 lacks: %4</numerusform>
            <numerusform>Evaluation %1 is under rubric %2, the plan under %3: its runs are stored, but not attached to the %n items rubric %2 lacks: %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationRepository</name>
    <message numerus="yes">
        <location filename="../core/store/EvaluationRepository.cpp" line="+225"/>
        <source>The rubric version can be changed only while no checklist item is decided; this evaluation has %n decided item(s).</source>
        <translation>
            <numerusform>The rubric version can be changed only while no checklist item is decided; this evaluation has %n decided item.</numerusform>
            <numerusform>The rubric version can be changed only while no checklist item is decided; this evaluation has %n decided items.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FioJsonParser</name>
    <message numerus="yes">
        <location filename="../core/import/FioJsonParser.cpp" line="+107"/>
        <source>fio&apos;s JSON ends early or is broken (%1 at offset %2): the %n job(s) before that point were read; the rest of the document and its fio version are missing.</source>
        <translation>
            <numerusform>fio&apos;s JSON ends early or is broken (%1 at offset %2): the %n job before that point was read; the rest of the document and its fio version are missing.</numerusform>
            <numerusform>fio&apos;s JSON ends early or is broken (%1 at offset %2): the %n jobs before that point were read; the rest of the document and its fio version are missing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n job(s) were not valid JSON and were not read (first: %1).</source>
        <translation>
            <numerusform>%n job was not valid JSON and was not read (first: %1).</numerusform>
            <numerusform>%n jobs were not valid JSON and were not read (first: %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message numerus="yes">
        <location filename="../core/import/Importer.cpp" line="+248"/>
        <source>%n malformed line(s) were skipped.</source>
        <translation>
            <numerusform>%n malformed line was skipped.</numerusform>
            <numerusform>%n malformed lines were skipped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>The input has %n figure(s) that are not finite numbers (NaN or infinite); a measurement never is one, so nothing was imported.</source>
        <translation>
            <numerusform>The input has %n figure that is not a finite number (NaN or infinite); a measurement never is one, so nothing was imported.</numerusform>
            <numerusform>The input has %n figures that are not finite numbers (NaN or infinite); a measurement never is one, so nothing was imported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KubeAudit</name>
    <message numerus="yes">
        <location filename="../core/launch/kube/KubeAudit.cpp" line="+30"/>
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+133"/>
        <source>GPUs: %1, on %n node(s); not Ready: %2</source>
        <translation>
            <numerusform>GPUs: %1, on %n node; not Ready: %2</numerusform>
            <numerusform>GPUs: %1, on %n nodes; not Ready: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>GPUs: %1, on %n Ready node(s)</source>
        <translation>
            <numerusform>GPUs: %1, on %n Ready node</numerusform>
            <numerusform>GPUs: %1, on %n Ready nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PairSchedule</name>
    <message numerus="yes">
        <location filename="../core/cluster/PairSchedule.cpp" line="+66"/>
        <source>%n pair(s), median %1 GB/s: no node stands out</source>
        <translation>
            <numerusform>%n pair, median %1 GB/s: no node stands out</numerusform>
            <numerusform>%n pairs, median %1 GB/s: no node stands out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s), median %1 GB/s; slow: %2</source>
        <translation>
            <numerusform>%n pair, median %1 GB/s; slow: %2</numerusform>
            <numerusform>%n pairs, median %1 GB/s; slow: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PricingScore</name>
    <message numerus="yes">
        <location filename="../core/cost/PricingScore.cpp" line="+28"/>
        <source>%1: $%2 per useful GPU-hour, %3% of the median of %n priced peer(s) ($%4); %5 of 5</source>
        <translation>
            <numerusform>%1: $%2 per useful GPU-hour, %3% of the median of %n priced peer ($%4); %5 of 5</numerusform>
            <numerusform>%1: $%2 per useful GPU-hour, %3% of the median of %n priced peers ($%4); %5 of 5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProbeRunner</name>
    <message numerus="yes">
        <location filename="../core/run/ProbeRunner.cpp" line="+169"/>
        <location line="+13"/>
        <location line="+49"/>
        <source>%n sample(s) received from the node could not be stored</source>
        <translation>
            <numerusform>%n sample received from the node could not be stored</numerusform>
            <numerusform>%n samples received from the node could not be stored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-61"/>
        <source> (and %n finding(s))</source>
        <translation>
            <numerusform> (and %n finding)</numerusform>
            <numerusform> (and %n findings)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>; also %n sample(s) could not be stored</source>
        <translation>
            <numerusform>; also %n sample could not be stored</numerusform>
            <numerusform>; also %n samples could not be stored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/run/RunRecorder.cpp" line="+109"/>
        <source>%n impossible figure(s) were not stored as samples: %1</source>
        <translation>
            <numerusform>%n impossible figure was not stored as a sample: %1</numerusform>
            <numerusform>%n impossible figures were not stored as samples: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportChart</name>
    <message numerus="yes">
        <location filename="../ui/report/ReportChart.cpp" line="+362"/>
        <source>… %n more line(s)</source>
        <translation>
            <numerusform>… %n more line</numerusform>
            <numerusform>… %n more lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewCostSection</name>
    <message numerus="yes">
        <location filename="../ui/report/ReviewCostSection.cpp" line="+142"/>
        <source>%n input(s) measured by Tierbench (shaded), the others from the scenario, the price record or the published defaults (docs/cost-model.md).</source>
        <translation>
            <numerusform>%n input measured by Tierbench (shaded), the others from the scenario, the price record or the published defaults (docs/cost-model.md).</numerusform>
            <numerusform>%n inputs measured by Tierbench (shaded), the others from the scenario, the price record or the published defaults (docs/cost-model.md).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDeliveryDisputes</name>
    <message numerus="yes">
        <location filename="../ui/report/ReviewDeliveryDisputes.cpp" line="+71"/>
        <source>%n dispute(s) from the provider</source>
        <translation>
            <numerusform>%n dispute from the provider</numerusform>
            <numerusform>%n disputes from the provider</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewSections</name>
    <message numerus="yes">
        <location filename="../ui/report/ReviewSections.cpp" line="+255"/>
        <source>%n line(s) beside a bus bandwidth (algorithm bandwidth, times) are not drawn; the raw results of every run keep them.</source>
        <translation>
            <numerusform>%n line beside a bus bandwidth (algorithm bandwidth, times) is not drawn; the raw results of every run keep it.</numerusform>
            <numerusform>%n lines beside a bus bandwidth (algorithm bandwidth, times) are not drawn; the raw results of every run keep them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SampleRederivation</name>
    <message numerus="yes">
        <location filename="../core/trust/SampleRederivation.cpp" line="+81"/>
        <source>%n more sample(s) differ.</source>
        <translation>
            <numerusform>%n more sample differs.</numerusform>
            <numerusform>%n more samples differ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n sample</numerusform>
            <numerusform>%n samples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+98"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SlurmAudit</name>
    <message numerus="yes">
        <location filename="../core/launch/slurm/SlurmAudit.cpp" line="+18"/>
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>topology/%1 with %n switch(es), but GPU nodes missing from it: %2</source>
        <translation>
            <numerusform>topology/%1 with %n switch, but GPU nodes missing from it: %2</numerusform>
            <numerusform>topology/%1 with %n switches, but GPU nodes missing from it: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>topology/%1 with %n switch(es) covering every GPU node</source>
        <translation>
            <numerusform>topology/%1 with %n switch covering every GPU node</numerusform>
            <numerusform>topology/%1 with %n switches covering every GPU node</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%1 GPUs on %n node(s) as GRES</source>
        <translation>
            <numerusform>%1 GPUs on %n node as GRES</numerusform>
            <numerusform>%1 GPUs on %n nodes as GRES</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+90"/>
        <source>all %n node(s) up</source>
        <translation>
            <numerusform>the %n node up</numerusform>
            <numerusform>all %n nodes up</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingLogParser</name>
    <message numerus="yes">
        <location filename="../core/import/TrainingLogParser.cpp" line="+321"/>
        <source>%n step(s) logged, %1 to %2 of %3</source>
        <translation>
            <numerusform>%n step logged, %1 to %2 of %3</numerusform>
            <numerusform>%n steps logged, %1 to %2 of %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n step(s) logged, %1 to %2</source>
        <translation>
            <numerusform>%n step logged, %1 to %2</numerusform>
            <numerusform>%n steps logged, %1 to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Slowest rank %1: %2 tokens/s per GPU on average, against the other ranks&apos; median of %3 over %n rank(s).</source>
        <translation>
            <numerusform>Slowest rank %1: %2 tokens/s per GPU on average, against the other ranks&apos; median of %3 over %n rank.</numerusform>
            <numerusform>Slowest rank %1: %2 tokens/s per GPU on average, against the other ranks&apos; median of %3 over %n ranks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n impossible reading(s) left out: %1</source>
        <translation>
            <numerusform>%n impossible reading left out: %1</numerusform>
            <numerusform>%n impossible readings left out: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n line(s) longer than the line limit were not read.</source>
        <translation>
            <numerusform>%n line longer than the line limit was not read.</numerusform>
            <numerusform>%n lines longer than the line limit were not read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingSteps</name>
    <message numerus="yes">
        <location filename="../core/domain/TrainingSteps.cpp" line="+109"/>
        <source>rank %1 slowest in %2 of %n step(s), up to %3 % behind</source>
        <translation>
            <numerusform>rank %1 slowest in %2 of %n step, up to %3 % behind</numerusform>
            <numerusform>rank %1 slowest in %2 of %n steps, up to %3 % behind</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrustNotes</name>
    <message numerus="yes">
        <location filename="../core/trust/TrustNotes.cpp" line="+39"/>
        <source>Trust: the reviewers&apos; scores differ on %n criteria not yet reconciled.</source>
        <translation>
            <numerusform>Trust: the reviewers&apos; scores differ on %n criterion not yet reconciled.</numerusform>
            <numerusform>Trust: the reviewers&apos; scores differ on %n criteria not yet reconciled.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Verification</name>
    <message numerus="yes">
        <location filename="../core/trust/Verification.cpp" line="+49"/>
        <source>Verified on %1: %n checked</source>
        <translation>
            <numerusform>Verified on %1: %n checked</numerusform>
            <numerusform>Verified on %1: %n checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1, %n differ.</source>
        <translation>
            <numerusform>%1, %n differs.</numerusform>
            <numerusform>%1, %n differ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::BlindRunsDialog</name>
    <message numerus="yes">
        <location filename="../ui/trust/BlindRunsDialog.cpp" line="+146"/>
        <source>The disclosed account did better beyond noise on %n metric(s).</source>
        <translation>
            <numerusform>The disclosed account did better beyond noise on %n metric.</numerusform>
            <numerusform>The disclosed account did better beyond noise on %n metrics.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::CalibrationView</name>
    <message numerus="yes">
        <location filename="../ui/calibration/CalibrationView.cpp" line="+137"/>
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n provider</numerusform>
            <numerusform>%n providers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n disagreement(s)</source>
        <translation>
            <numerusform>%n disagreement</numerusform>
            <numerusform>%n disagreements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterDialog</name>
    <message numerus="yes">
        <location filename="../ui/cluster/ClusterDialog.cpp" line="+368"/>
        <source>%n context(s) in the kubeconfig.</source>
        <translation>
            <numerusform>%n context in the kubeconfig.</numerusform>
            <numerusform>%n contexts in the kubeconfig.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterJobsPanel</name>
    <message numerus="yes">
        <location filename="../ui/cluster/ClusterJobsPanel.cpp" line="+217"/>
        <source>%1 · %n sample(s)</source>
        <translation>
            <numerusform>%1 · %n sample</numerusform>
            <numerusform>%1 · %n samples</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::CompareView</name>
    <message numerus="yes">
        <location filename="../ui/compare/CompareView.cpp" line="+419"/>
        <source>%n run(s) ranked by percentage of their own matching baseline.</source>
        <translation>
            <numerusform>%n run ranked by percentage of its own matching baseline.</numerusform>
            <numerusform>%n runs ranked by percentage of their own matching baseline.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::CostCompareView</name>
    <message numerus="yes">
        <location filename="../ui/pricing/CostCompareView.cpp" line="+127"/>
        <source>%n priced provider(s). The effective price spreads everything paid over the GPU-hours that did useful work.</source>
        <translation>
            <numerusform>%n priced provider. The effective price spreads everything paid over the GPU-hours that did useful work.</numerusform>
            <numerusform>%n priced providers. The effective price spreads everything paid over the GPU-hours that did useful work.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n measured</source>
        <translation>
            <numerusform>%n measured</numerusform>
            <numerusform>%n measured</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::DisputesPanel</name>
    <message numerus="yes">
        <location filename="../ui/trust/DisputesPanel.cpp" line="+186"/>
        <source>%n dispute(s)</source>
        <translation>
            <numerusform>%n dispute</numerusform>
            <numerusform>%n disputes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>, %n open.</source>
        <translation>
            <numerusform>, %n open.</numerusform>
            <numerusform>, %n open.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>Imported %n dispute(s) from %1.</source>
        <translation>
            <numerusform>Imported %n dispute from %1.</numerusform>
            <numerusform>Imported %n disputes from %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::EngagementStartDialog</name>
    <message numerus="yes">
        <location filename="../ui/engagement/EngagementStartDialog.cpp" line="+222"/>
        <source>%n step(s) would run on %1: about %2 node-hours, at most %3; the budget is %4 node-hours.</source>
        <translation>
            <numerusform>%n step would run on %1: about %2 node-hours, at most %3; the budget is %4 node-hours.</numerusform>
            <numerusform>%n steps would run on %1: about %2 node-hours, at most %3; the budget is %4 node-hours.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::FileActions</name>
    <message numerus="yes">
        <location filename="../ui/imports/FileActions.cpp" line="+99"/>
        <source>Imported %n run(s).</source>
        <translation>
            <numerusform>Imported %n run.</numerusform>
            <numerusform>Imported %n runs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ImportDialog</name>
    <message numerus="yes">
        <location filename="../ui/imports/ImportDialog.cpp" line="+166"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+90"/>
        <source>Stored %n run(s).</source>
        <translation>
            <numerusform>Stored %n run.</numerusform>
            <numerusform>Stored %n runs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Reading %n file(s)…</source>
        <translation>
            <numerusform>Reading %n file…</numerusform>
            <numerusform>Reading %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n file(s) recognised: Store keeps them under %1.</source>
        <translation>
            <numerusform>%n file recognised: Store keeps it under %1.</numerusform>
            <numerusform>%n files recognised: Store keeps them under %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewsTab</name>
    <message numerus="yes">
        <location filename="../ui/interviews/InterviewsTab.cpp" line="+197"/>
        <source>%n interview(s)</source>
        <translation>
            <numerusform>%n interview</numerusform>
            <numerusform>%n interviews</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+186"/>
        <source>%n row(s) of %1 have errors; nothing was imported. Fix them and import the file again.</source>
        <translation>
            <numerusform>%n row of %1 has errors; nothing was imported. Fix it and import the file again.</numerusform>
            <numerusform>%n rows of %1 have errors; nothing was imported. Fix them and import the file again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::KubeRunDialog</name>
    <message numerus="yes">
        <location filename="../ui/cluster/KubeRunDialog.cpp" line="+102"/>
        <source>Each worker: %n GPU(s), %1 × %2, namespace %3, label tierbench.run=%4</source>
        <translation>
            <numerusform>Each worker: %n GPU, %1 × %2, namespace %3, label tierbench.run=%4</numerusform>
            <numerusform>Each worker: %n GPUs, %1 × %2, namespace %3, label tierbench.run=%4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::KubeScheduler</name>
    <message numerus="yes">
        <location filename="../ui/cluster/KubeScheduler.cpp" line="+153"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n toleration(s)</source>
        <translation>
            <numerusform>%n toleration</numerusform>
            <numerusform>%n tolerations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Kubernetes audit of %1: %n check(s) failed. Confirm the suggested verdicts in History.</source>
        <translation>
            <numerusform>Kubernetes audit of %1: %n check failed. Confirm the suggested verdicts in History.</numerusform>
            <numerusform>Kubernetes audit of %1: %n checks failed. Confirm the suggested verdicts in History.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+126"/>
        <source>Kubernetes audit with kubectl %1: %2 failed, %3 warnings; %n GPU node(s)</source>
        <translation>
            <numerusform>Kubernetes audit with kubectl %1: %2 failed, %3 warnings; %n GPU node</numerusform>
            <numerusform>Kubernetes audit with kubectl %1: %2 failed, %3 warnings; %n GPU nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::LiveSamplesModel</name>
    <message numerus="yes">
        <location filename="../ui/runs/LiveSamplesModel.cpp" line="+44"/>
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::MainWindow</name>
    <message numerus="yes">
        <location filename="../ui/main/MainWindow.cpp" line="+165"/>
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>Wrote %1 (%n page).</numerusform>
            <numerusform>Wrote %1 (%n pages).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>Wrote %1 (%n file(s)), unsigned.</source>
        <translation>
            <numerusform>Wrote %1 (%n file), unsigned.</numerusform>
            <numerusform>Wrote %1 (%n files), unsigned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Wrote %1 (%n file(s)), signed.</source>
        <translation>
            <numerusform>Wrote %1 (%n file), signed.</numerusform>
            <numerusform>Wrote %1 (%n files), signed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeMatrixModel</name>
    <message numerus="yes">
        <location filename="../ui/cluster/NodeMatrixModel.cpp" line="+91"/>
        <source>%n cell(s) differ from most nodes</source>
        <translation>
            <numerusform>%n cell differs from most nodes</numerusform>
            <numerusform>%n cells differ from most nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeMatrixPage</name>
    <message numerus="yes">
        <location filename="../ui/cluster/NodeMatrixPage.cpp" line="+50"/>
        <source>%1: %2 nodes, %3 rows, %4 differ, %n outlier cell(s).</source>
        <translation>
            <numerusform>%1: %2 nodes, %3 rows, %4 differ, %n outlier cell.</numerusform>
            <numerusform>%1: %2 nodes, %3 rows, %4 differ, %n outlier cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n node(s) reported nothing.</source>
        <translation>
            <numerusform>%n node reported nothing.</numerusform>
            <numerusform>%n nodes reported nothing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::PricingTab</name>
    <message numerus="yes">
        <location filename="../ui/pricing/PricingTab.cpp" line="+553"/>
        <source>%n row(s) could not be read; nothing was imported.</source>
        <translation>
            <numerusform>%n row could not be read; nothing was imported.</numerusform>
            <numerusform>%n rows could not be read; nothing was imported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::RatingTab</name>
    <message numerus="yes">
        <location filename="../ui/rating/RatingTab.cpp" line="+334"/>
        <source>Peer standing: rank %1 of %2 evaluated providers, tied with %n other(s).</source>
        <translation>
            <numerusform>Peer standing: rank %1 of %2 evaluated providers, tied with %n other.</numerusform>
            <numerusform>Peer standing: rank %1 of %2 evaluated providers, tied with %n others.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Peer standing: rank %1 of %n evaluated provider(s).</source>
        <translation>
            <numerusform>Peer standing: rank %1 of %n evaluated provider.</numerusform>
            <numerusform>Peer standing: rank %1 of %n evaluated providers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+82"/>
        <source>%n item(s) without evidence</source>
        <translation>
            <numerusform>%n item without evidence</numerusform>
            <numerusform>%n items without evidence</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ResultsTab</name>
    <message numerus="yes">
        <location filename="../ui/runs/ResultsTab.cpp" line="+31"/>
        <source>%n run(s): probes, recipes and imported tool outputs.</source>
        <translation>
            <numerusform>%n run: probes, recipes and imported tool outputs.</numerusform>
            <numerusform>%n runs: probes, recipes and imported tool outputs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::RunHistoryPanel</name>
    <message numerus="yes">
        <location filename="../ui/runs/RunHistoryPanel.cpp" line="+423"/>
        <source>Accept %n ticked suggestion(s)</source>
        <translation>
            <numerusform>Accept %n ticked suggestion</numerusform>
            <numerusform>Accept %n ticked suggestions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::SlurmScheduler</name>
    <message numerus="yes">
        <location filename="../ui/cluster/SlurmScheduler.cpp" line="+73"/>
        <source>Scheduler audit of %1: %n check(s) failed. Confirm the suggested verdicts in History.</source>
        <translation>
            <numerusform>Scheduler audit of %1: %n check failed. Confirm the suggested verdicts in History.</numerusform>
            <numerusform>Scheduler audit of %1: %n checks failed. Confirm the suggested verdicts in History.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>%1 %2: %3 of %4 nodes can take jobs, %5 GPUs; %n job(s) of yours in the queue</source>
        <translation>
            <numerusform>%1 %2: %3 of %4 nodes can take jobs, %5 GPUs; %n job of yours in the queue</numerusform>
            <numerusform>%1 %2: %3 of %4 nodes can take jobs, %5 GPUs; %n jobs of yours in the queue</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::TierBoardView</name>
    <message numerus="yes">
        <location filename="../ui/tierboard/TierBoardView.cpp" line="+159"/>
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n provider</numerusform>
            <numerusform>%n providers</numerusform>
        </translation>
    </message>
</context>
</TS>
