<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Baseline</name>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="103"/>
        <source>Tier mode must be &quot;fraction&quot; or &quot;absolute&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="111"/>
        <source>Every tier edge (platinum, gold, silver, bronze) needs a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="148"/>
        <source>Direction must be &quot;higher&quot; or &quot;lower&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="153"/>
        <source>The expected value must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="160"/>
        <source>minSizeBytes must be a number of bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="175"/>
        <source>A baseline needs a metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="178"/>
        <source>A baseline needs a source (who published the figure, where)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="182"/>
        <source>Unknown unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="185"/>
        <source>The hardware key is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="188"/>
        <source>The expected value must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="192"/>
        <source>The minimum message size cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="195"/>
        <source>&quot;per&quot; must be empty or &quot;nic&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="200"/>
        <source>Tier edges must be positive numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="208"/>
        <source>Tier edges must fall from platinum to bronze for a higher-is-better metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Baseline.cpp" line="209"/>
        <source>Tier edges must rise from platinum to bronze for a lower-is-better metric</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BaselineMatcher</name>
    <message>
        <location filename="../core/baseline/BaselineMatcher.cpp" line="43"/>
        <source>form factor not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineMatcher.cpp" line="47"/>
        <source>memory size not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineMatcher.cpp" line="48"/>
        <source>memory size differs (%1 vs %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineMatcher.cpp" line="68"/>
        <source>same NIC speed, different fabric (%1 vs %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineMatcher.cpp" line="80"/>
        <source>host link %1 inferred from the GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineMatcher.cpp" line="139"/>
        <source>No baseline for %1: shown without tier bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineMatcher.cpp" line="140"/>
        <source>unknown hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineMatcher.cpp" line="206"/>
        <source>algorithm not recorded; compared with the %1 figure</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BaselineMeasurementSource</name>
    <message>
        <location filename="../core/rating/BaselineMeasurementSource.cpp" line="102"/>
        <source>%1 on %2 (run %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BaselineRepository</name>
    <message>
        <location filename="../core/baseline/BaselineRepository.cpp" line="40"/>
        <source>Cannot number the new baseline version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineRepository.cpp" line="49"/>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineRepository.cpp" line="50"/>
        <source>from %1 (version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineRepository.cpp" line="56"/>
        <source>Cannot store the baseline version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineRepository.cpp" line="76"/>
        <source>Cannot store a baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineRepository.cpp" line="101"/>
        <source>Cannot read the baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineRepository.cpp" line="130"/>
        <source>Cannot read the baseline version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineRepository.cpp" line="134"/>
        <source>No such baseline version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineRepository.cpp" line="152"/>
        <location filename="../core/baseline/BaselineRepository.cpp" line="166"/>
        <source>Cannot read the baseline versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineRepository.cpp" line="157"/>
        <source>The database holds no baselines yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BaselineSet</name>
    <message>
        <location filename="../core/baseline/BaselineSet.cpp" line="21"/>
        <source>entry %1 (%2 on %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineSet.cpp" line="30"/>
        <source>The baselines file is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineSet.cpp" line="37"/>
        <source>Not a Tierbench baselines file (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineSet.cpp" line="40"/>
        <source>This baselines file was written by a newer Tierbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineSet.cpp" line="47"/>
        <source>The baselines file needs a &quot;version&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineSet.cpp" line="51"/>
        <source>The baselines file needs an &quot;entries&quot; array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineSet.cpp" line="56"/>
        <source>entry %1 is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineSet.cpp" line="89"/>
        <source>another entry has the same metric, hardware key and algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineSet.cpp" line="114"/>
        <source>Cannot read the baselines file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/BaselineSet.cpp" line="119"/>
        <source>The baselines file is too large</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BaselineVerdict</name>
    <message>
        <location filename="../core/baseline/BaselineVerdict.cpp" line="32"/>
        <source>%1 % of %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoDatabase</name>
    <message>
        <location filename="../core/demo/DemoDatabase.cpp" line="30"/>
        <source>The demo data is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/DemoDatabase.cpp" line="35"/>
        <location filename="../core/demo/DemoDatabase.cpp" line="55"/>
        <location filename="../core/demo/DemoDatabase.cpp" line="104"/>
        <source>The demo data of this build is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/DemoDatabase.cpp" line="150"/>
        <source>illustrative demo sweep (not a measurement)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeployPlan</name>
    <message>
        <location filename="../core/remote/NodeFacts.cpp" line="89"/>
        <source>no prebuilt bundle is configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeFacts.cpp" line="91"/>
        <source>the node is %1, the prebuilt bundle %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeFacts.cpp" line="93"/>
        <source>the node&apos;s C library is not glibc or unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeFacts.cpp" line="94"/>
        <source>the node has glibc %1.%2, prebuilt binaries need 2.34</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeFacts.cpp" line="98"/>
        <source>driver %1 is older than 580, which CUDA 13 probes need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeFacts.cpp" line="102"/>
        <source>prebuilt bundle fits (glibc %1.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeFacts.cpp" line="109"/>
        <source>, CUDA probes with the node&apos;s nvcc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeFacts.cpp" line="109"/>
        <source>, without CUDA probes (no nvcc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeFacts.cpp" line="111"/>
        <source>, HIP probes with the node&apos;s hipcc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeFacts.cpp" line="111"/>
        <source>, without HIP probes (no hipcc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeFacts.cpp" line="113"/>
        <source>building the sources on the node (%1)%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeFacts.cpp" line="117"/>
        <source>cannot deploy: %1, and the node lacks %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Deployer</name>
    <message>
        <location filename="../core/remote/Deployer.cpp" line="60"/>
        <source>bundle %1 already on the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/Deployer.cpp" line="67"/>
        <source>No temporary folder for the bundle archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/Deployer.cpp" line="75"/>
        <source>sending bundle %1 (%2 files, %3 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/Deployer.cpp" line="98"/>
        <source>building the probes on the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/Deployer.cpp" line="109"/>
        <source>Building the probes on the node failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/Deployer.cpp" line="110"/>
        <source>Unpacking the bundle on the node failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/Deployer.cpp" line="115"/>
        <source>bundle ready in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="76"/>
        <source>Draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="78"/>
        <source>In review</source>
        <translation>In Prüfung</translation>
    </message>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="80"/>
        <source>Final</source>
        <translation>Abgeschlossen</translation>
    </message>
</context>
<context>
    <name>EvaluationRepository</name>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="87"/>
        <source>Could not read the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="91"/>
        <source>There is no evaluation with this id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="110"/>
        <source>Could not read the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="114"/>
        <source>There is no provider with this id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="121"/>
        <source>Could not create the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="131"/>
        <source>Could not create the evaluation&apos;s checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="174"/>
        <source>Could not save the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="201"/>
        <source>Could not delete the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="228"/>
        <source>Could not read the verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="242"/>
        <source>Could not read the verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="246"/>
        <source>This check item is not part of the evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="268"/>
        <source>Availability must be &quot;ga&quot; (generally available) or &quot;planned&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="288"/>
        <location filename="../core/store/EvaluationRepository.cpp" line="293"/>
        <source>Could not save the verdict</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvidenceRepository</name>
    <message>
        <location filename="../core/store/EvidenceRepository.cpp" line="27"/>
        <source>Could not read the verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvidenceRepository.cpp" line="31"/>
        <source>The evaluation has no verdict for this check item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvidenceRepository.cpp" line="52"/>
        <source>Could not read the finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvidenceRepository.cpp" line="56"/>
        <source>The finding does not belong to run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/EvidenceRepository.cpp" line="66"/>
        <source>Could not attach the evidence</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Gate</name>
    <message>
        <location filename="../core/rating/Gate.cpp" line="36"/>
        <source>Only older GPUs offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/Gate.cpp" line="38"/>
        <source>No SOC 2 / ISO 27001 security attestation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/Gate.cpp" line="40"/>
        <source>PCIe ACS left enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/Gate.cpp" line="42"/>
        <source>GPUDirect RDMA not enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/Gate.cpp" line="44"/>
        <source>GPU hours charged during cluster creation or downtime</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HardwareKey</name>
    <message>
        <location filename="../core/baseline/HardwareKey.cpp" line="170"/>
        <source>A hardware key part must read COUNTxMODEL/FABRIC, node/FABRIC or host/FABRIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/HardwareKey.cpp" line="193"/>
        <source>A count in a hardware key must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/HardwareKey.cpp" line="209"/>
        <source>A hardware key part needs a fabric after &apos;/&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/HardwareKey.cpp" line="214"/>
        <source>The hardware key is empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <location filename="../core/baseline/Headline.cpp" line="107"/>
        <source>Peak at ≥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Headline.cpp" line="109"/>
        <source>in-place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Headline.cpp" line="112"/>
        <source>the sweep stopped at %1, below the %2 the headline needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Headline.cpp" line="139"/>
        <source>Slowest GPU pair, peak at ≥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Headline.cpp" line="140"/>
        <source>GPU %1 → GPU %2, worst of %3 pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Headline.cpp" line="155"/>
        <source>Peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Headline.cpp" line="166"/>
        <source>Median time of %1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/baseline/Headline.cpp" line="166"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IbstatParser</name>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="47"/>
        <source>ibstat stopped early: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="120"/>
        <source>unknown link layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="121"/>
        <source>%1, firmware %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="138"/>
        <source>%1 InfiniBand ports active at %2 Gb/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="141"/>
        <source>InfiniBand ports not active: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="144"/>
        <source>InfiniBand ports below the fastest port&apos;s %1 Gb/s: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="151"/>
        <source>fastest InfiniBand port, Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="158"/>
        <source>No InfiniBand link layer; %1 RDMA Ethernet (RoCE) ports active.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="159"/>
        <source>No InfiniBand link layer; RoCE ports down: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="165"/>
        <source>%1 Ethernet ports active.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="166"/>
        <source>Ethernet ports down (they do not affect the InfiniBand fabric): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportService</name>
    <message>
        <location filename="../core/import/ImportService.cpp" line="25"/>
        <source>The provider could not be looked up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/ImportService.cpp" line="28"/>
        <source>No provider named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/ImportService.cpp" line="124"/>
        <source>The raw log could not be stored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <location filename="../core/import/Importer.cpp" line="71"/>
        <source>Unknown format &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/Importer.cpp" line="105"/>
        <source>The input could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/Importer.cpp" line="125"/>
        <source>The JSON document is larger than %1 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/Importer.cpp" line="164"/>
        <source>%1 malformed line(s) were skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/Importer.cpp" line="176"/>
        <source>Nothing could be read as %1 output: not a recognised tool output.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Interview</name>
    <message>
        <location filename="../core/interview/Interview.cpp" line="19"/>
        <source>An interview belongs to a provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/Interview.cpp" line="22"/>
        <source>The interview date is missing or not a date (YYYY-MM-DD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/Interview.cpp" line="25"/>
        <source>The interview date lies in the future.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/Interview.cpp" line="28"/>
        <source>The interviewee&apos;s role is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/Interview.cpp" line="31"/>
        <source>Role, channel and name are limited to 200 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/Interview.cpp" line="34"/>
        <source>The notes are larger than 1 MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/Interview.cpp" line="38"/>
        <source>A sentiment needs a criterion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/Interview.cpp" line="42"/>
        <source>A sentiment lies between -2 and +2 (got %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/Interview.cpp" line="47"/>
        <source>A tag may not contain a comma.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterviewCsv</name>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="45"/>
        <source>row %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="121"/>
        <source>a quoted field is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="125"/>
        <source>the file is empty; expected a header row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="133"/>
        <source>unknown column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="136"/>
        <source>column appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="143"/>
        <source>required column is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="157"/>
        <source>has %1 fields, the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="172"/>
        <source>provider is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="173"/>
        <source>no provider named &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="178"/>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="189"/>
        <source>&quot;%1&quot; is not one of ai_lab, enterprise, startup, research, other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="198"/>
        <source>&quot;%1&quot; is not yes/no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="217"/>
        <source>&quot;%1&quot; is not a whole number from -2 to 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="262"/>
        <location filename="../core/interview/InterviewCsv.cpp" line="320"/>
        <source>Could not read the providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="302"/>
        <source>Could not read the criteria</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterviewRepository</name>
    <message>
        <location filename="../core/store/InterviewRepository.cpp" line="51"/>
        <source>Could not read the interviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/InterviewRepository.cpp" line="83"/>
        <source>Could not read the interview sentiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/InterviewRepository.cpp" line="99"/>
        <source>Could not read the interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/InterviewRepository.cpp" line="103"/>
        <location filename="../core/store/InterviewRepository.cpp" line="114"/>
        <source>No interview %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/InterviewRepository.cpp" line="134"/>
        <location filename="../core/store/InterviewRepository.cpp" line="144"/>
        <source>Could not save the interview sentiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/InterviewRepository.cpp" line="178"/>
        <location filename="../core/store/InterviewRepository.cpp" line="214"/>
        <source>Could not save the interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/InterviewRepository.cpp" line="240"/>
        <source>Could not delete the interview</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KernelLogParser</name>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="77"/>
        <source>graphics engine exception (usually the application; repeated on one GPU, the hardware)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="79"/>
        <source>GPU memory page fault (usually the application)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="81"/>
        <source>GPU stopped processing (usually the application)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="83"/>
        <source>preemptive cleanup after an earlier error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="85"/>
        <source>double-bit ECC error: the GPU needs a reset, the job died</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="88"/>
        <source>internal micro-controller error: the GPU needs a reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="90"/>
        <source>ECC page retirement or row remapping recorded: reset the GPU to apply it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="92"/>
        <source>ECC page retirement or row remapping failed to record: the GPU should be replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="94"/>
        <source>NVLink error: check the links and the fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="96"/>
        <source>GPU has fallen off the bus: it needs a reset or the node a reboot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="98"/>
        <source>high single-bit ECC error rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="100"/>
        <source>contained ECC error: the affected application must restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="102"/>
        <source>uncontained ECC error: every application on the GPU is affected; reset needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="104"/>
        <source>context switch timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="107"/>
        <source>GSP firmware error or RPC timeout: the GPU needs a reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="109"/>
        <source>unrecovered ECC error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="111"/>
        <source>GPU recovery action changed: reset or reboot required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="113"/>
        <source>see NVIDIA&apos;s Xid catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="198"/>
        <source>Xid %1 (%2) %3 times on %4, first at %5: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="209"/>
        <source>NVSwitch SXid %1 (%2) %3 times on %4, first at %5: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="211"/>
        <source>fatal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="211"/>
        <source>non-fatal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="230"/>
        <source>Xid codes in the log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="242"/>
        <source>NVSwitch SXid codes in the log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="256"/>
        <source>nvidia-peermem reported errors (GPUDirect RDMA): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="259"/>
        <source>Xid and SXid lines in %1 log lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="262"/>
        <source>No Xid or SXid events in the log.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LspciParser</name>
    <message>
        <location filename="../core/import/LspciParser.cpp" line="80"/>
        <location filename="../core/import/LspciParser.cpp" line="90"/>
        <source>unknown bridge %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/LspciParser.cpp" line="146"/>
        <source>%1 (%2): %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/LspciParser.cpp" line="148"/>
        <source>, above GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/LspciParser.cpp" line="155"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/LspciParser.cpp" line="159"/>
        <source>ACS redirection is off on all %1 bridges with ACS; peer-to-peer traffic can go directly through the PCIe switches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/LspciParser.cpp" line="164"/>
        <source>ACS request/completion redirect is on, so peer-to-peer traffic (GPU to GPU, GPUDirect RDMA to the NIC) is sent up to the root complex instead of across the switch, which cuts its bandwidth and raises latency: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/LspciParser.cpp" line="170"/>
        <source>ACS upstream forwarding or egress control is on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/LspciParser.cpp" line="188"/>
        <source>%1 GPU/NIC links run at their full speed and width.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/LspciParser.cpp" line="189"/>
        <source>Downgraded links: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/LspciParser.cpp" line="196"/>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NcclJsonParser</name>
    <message>
        <location filename="../core/import/NcclJsonParser.cpp" line="69"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclJsonParser.cpp" line="100"/>
        <source>The collective is not named in the JSON; operation set to &quot;unknown&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclJsonParser.cpp" line="166"/>
        <source>The test reported an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclJsonParser.cpp" line="170"/>
        <source>No end_time: the run may not have finished.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NcclTextParser</name>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="70"/>
        <source>The collective is not named in the input (no &quot;Collective test starting&quot; line or *_perf command); operation set to &quot;unknown&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="79"/>
        <source>No rank lines; the rank count assumes a single process (nThread x nGpus).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="83"/>
        <source>No table header; the rows were read with the standard nccl-tests column layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="86"/>
        <source>No &quot;Avg bus bandwidth&quot; summary: the output may have been cut short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="90"/>
        <source>The table header has no result rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="95"/>
        <source>Rows go beyond the header&apos;s maxBytes; the header and the table may come from different runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="131"/>
        <location filename="../core/import/NcclTextParser.cpp" line="132"/>
        <source>A line longer than the line limit was cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="208"/>
        <source>The test reported an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="335"/>
        <location filename="../core/import/NcclTextParser.cpp" line="343"/>
        <source>The last row is cut short and was ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="355"/>
        <source>A row without its in-place half was kept (size %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="360"/>
        <source>The input ends inside the last row; its last number may be cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="429"/>
        <source>The test aborted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="478"/>
        <source>%1 rows beyond the limit of %2 were not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="481"/>
        <source>%1 later runs were not kept (limits: %2 runs, %3 rows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="487"/>
        <source>%1 incomplete rows were ignored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeCheckSuggestions</name>
    <message>
        <location filename="../core/remote/NodeCheckSuggestions.cpp" line="39"/>
        <source>Could not read the verdict suggestions %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeCheckSuggestions.cpp" line="44"/>
        <source>The verdict suggestions %1 are not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeCheckSuggestions.cpp" line="52"/>
        <source>Unknown verdict %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/NodeCheckSuggestions.cpp" line="60"/>
        <source>An entry of %1 lacks its check or item</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeRepository</name>
    <message>
        <location filename="../core/store/NodeRepository.cpp" line="64"/>
        <source>A node needs a host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/NodeRepository.cpp" line="73"/>
        <location filename="../core/store/NodeRepository.cpp" line="88"/>
        <source>The node could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/NodeRepository.cpp" line="95"/>
        <source>The node could not be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/NodeRepository.cpp" line="102"/>
        <source>The node could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/NodeRepository.cpp" line="106"/>
        <source>Node %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/NodeRepository.cpp" line="117"/>
        <location filename="../core/store/NodeRepository.cpp" line="134"/>
        <source>The nodes could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/NodeRepository.cpp" line="160"/>
        <source>The node&apos;s host key could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvbandwidthJsonParser</name>
    <message>
        <location filename="../core/import/NvbandwidthJsonParser.cpp" line="25"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvbandwidthJsonParser.cpp" line="63"/>
        <source>Test %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvbandwidthJsonParser.cpp" line="108"/>
        <source>Tests waived (not applicable on this system).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvbandwidthParser</name>
    <message>
        <location filename="../core/import/NvbandwidthParser.cpp" line="124"/>
        <location filename="../core/import/NvbandwidthParser.cpp" line="125"/>
        <source>A line longer than the line limit was cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvbandwidthParser.cpp" line="175"/>
        <source>nvbandwidth reported an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvbandwidthParser.cpp" line="216"/>
        <source>Tests waived (not applicable on this system).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvidiaSmiParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="147"/>
        <source>The output is cut short: %1 GPUs attached, %2 listed, the last one incomplete. Checks cover only what is present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="164"/>
        <source>GPUs attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="181"/>
        <source>%1: %2 uncorrectable ECC errors since boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="183"/>
        <source>%1: %2 uncorrectable ECC errors over its lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="192"/>
        <source>ECC disabled on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="194"/>
        <source>No uncorrectable ECC errors on %1 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="206"/>
        <source>%1: page retirement pending (needs a GPU reset)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="208"/>
        <source>%1: %2 single-bit and %3 double-bit retired pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="220"/>
        <source>No retired pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="231"/>
        <source>%1: row remapping pending after %2 uncorrectable errors; needs a GPU reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="235"/>
        <source>%1: row remapping failed; the GPU should be replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="237"/>
        <source>%1: %2 rows remapped after uncorrectable errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="245"/>
        <source>No remapped rows pending or failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="258"/>
        <source>No GPU asks for a reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="259"/>
        <source>Reset required: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="273"/>
        <source>No PCIe replays since reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="274"/>
        <source>PCIe replays since reset (link retransmissions; a rising count points to a marginal link): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrgType</name>
    <message>
        <location filename="../core/interview/OrgType.cpp" line="36"/>
        <source>AI lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/OrgType.cpp" line="38"/>
        <source>Enterprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/OrgType.cpp" line="40"/>
        <source>Startup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/OrgType.cpp" line="42"/>
        <source>Research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interview/OrgType.cpp" line="44"/>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeArguments</name>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="101"/>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="105"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="197"/>
        <source>%1 is not a size: write a number with K, M, G or T (powers of 1024), e.g. 64K, 1M, 1G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="205"/>
        <source>%1 is not a size range: write MIN:MAX or MIN:MAX:xFACTOR or MIN:MAX:+STEP, e.g. 1K:1G:x2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="219"/>
        <source>the range must start above 0 and end at or above its start (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="227"/>
        <source>%1 is not a step: write xFACTOR (2 or more) or +STEP, e.g. x2 or +1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="242"/>
        <source>empty size between commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="256"/>
        <source>1 size: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="259"/>
        <source>%1 sizes, %2 … %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="261"/>
        <source>huge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="278"/>
        <source>%1 is not allowed: write a whole number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="290"/>
        <source>%1 is not a backend: gpu or host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="296"/>
        <source>choose at least one operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="297"/>
        <source>unknown operation %1 (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeArguments.cpp" line="303"/>
        <source>the data check is on or off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeBundle</name>
    <message>
        <location filename="../core/remote/ProbeBundle.cpp" line="33"/>
        <source>Probe folder %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeBundle.cpp" line="46"/>
        <source>Probe folder %1 holds no files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeBundle.cpp" line="53"/>
        <source>Cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeLineReader</name>
    <message>
        <location filename="../core/probe/ProbeLineReader.cpp" line="85"/>
        <source>line longer than the limit, cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/probe/ProbeLineReader.cpp" line="94"/>
        <source>not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/probe/ProbeLineReader.cpp" line="98"/>
        <source>no &quot;tb&quot; protocol version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/probe/ProbeLineReader.cpp" line="100"/>
        <source>protocol version %1 is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/probe/ProbeLineReader.cpp" line="120"/>
        <source>%1 without an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/probe/ProbeLineReader.cpp" line="136"/>
        <source>sample without a metric or a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/probe/ProbeLineReader.cpp" line="163"/>
        <source>unknown type &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeLogParser</name>
    <message>
        <location filename="../core/import/ProbeLogParser.cpp" line="23"/>
        <source>No &quot;end&quot; line: the probe output is cut short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/ProbeLogParser.cpp" line="92"/>
        <source>%1 lines were not protocol lines.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeRunner</name>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="69"/>
        <source>the address belongs to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="70"/>
        <source>the address is not registered to %1: the provider may resell another company&apos;s capacity (aggregator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="216"/>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="218"/>
        <source>a check failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="220"/>
        <source>unsupported on this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="222"/>
        <source>runtime error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="224"/>
        <source>data verification failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="226"/>
        <source>usage error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="228"/>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="273"/>
        <source>Run cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="277"/>
        <source>%1 did not finish within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="286"/>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/ProbeRunner.cpp" line="288"/>
        <source>killed by SIG%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Provider</name>
    <message>
        <location filename="../core/domain/Provider.cpp" line="35"/>
        <source>Neocloud</source>
        <translation>Neocloud</translation>
    </message>
    <message>
        <location filename="../core/domain/Provider.cpp" line="37"/>
        <source>Hyperscaler</source>
        <translation>Hyperscaler</translation>
    </message>
    <message>
        <location filename="../core/domain/Provider.cpp" line="39"/>
        <source>Marketplace / aggregator</source>
        <translation>Marktplatz / Aggregator</translation>
    </message>
</context>
<context>
    <name>ProviderRepository</name>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="78"/>
        <location filename="../core/store/ProviderRepository.cpp" line="91"/>
        <source>Could not read the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="82"/>
        <source>There is no provider with this id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="95"/>
        <source>There is no provider named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="103"/>
        <source>A provider needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="110"/>
        <source>&quot;%1&quot; is not a ClusterMAX 1.0 tier (platinum, gold, silver, bronze, underperform).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="118"/>
        <source>Could not check the provider name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="123"/>
        <source>A provider named &quot;%1&quot; already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="141"/>
        <source>Could not add the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="179"/>
        <source>Could not save the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="206"/>
        <source>Could not delete the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="226"/>
        <location filename="../core/store/ProviderRepository.cpp" line="230"/>
        <source>Could not count what belongs to the provider</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="11"/>
        <source>&lt; 1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="14"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="18"/>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="20"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingEngine</name>
    <message>
        <location filename="../core/rating/RatingEngine.cpp" line="84"/>
        <source>Could not read the providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/RatingEngine.cpp" line="124"/>
        <source>No provider %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/RatingEngine.cpp" line="129"/>
        <source>The provider has no evaluation yet, so nothing can be suggested.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingRepository</name>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="62"/>
        <location filename="../core/store/RatingRepository.cpp" line="81"/>
        <source>Could not read the evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="85"/>
        <source>The provider has no evaluation yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="96"/>
        <source>Could not read the criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="112"/>
        <source>Could not read the verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="126"/>
        <source>Interview %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="140"/>
        <source>Could not read the scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="183"/>
        <source>Could not save the suggested scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="206"/>
        <source>A score lies between 0 and 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="211"/>
        <source>The score differs from the suggested %1 by more than %2: write a rationale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="214"/>
        <source>There is no suggested score to agree with: write a rationale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="243"/>
        <source>Could not save the score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="264"/>
        <source>%1 differs from the suggested %2: a justification is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="266"/>
        <source>There is no suggested tier: a justification is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="285"/>
        <source>Could not read the rating rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="301"/>
        <source>Could not save the tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="335"/>
        <source>Could not read the rating history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="348"/>
        <source>Could not read the ratings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recipe</name>
    <message>
        <location filename="../core/remote/Recipe.cpp" line="120"/>
        <source>Cannot read the recipe file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/Recipe.cpp" line="125"/>
        <source>The recipe file %1 is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/Recipe.cpp" line="133"/>
        <source>A recipe in %1 has no usable name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Renderable</name>
    <message>
        <location filename="../ui/charts/Renderable.cpp" line="37"/>
        <source>Cannot write the SVG file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/Renderable.cpp" line="45"/>
        <source>Charts export as .png or .svg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/Renderable.cpp" line="58"/>
        <source>Cannot write the PNG file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportChart</name>
    <message>
        <location filename="../ui/report/ReportChart.cpp" line="104"/>
        <source>Score (0-5): bar = final, diamond = suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReportChart.cpp" line="151"/>
        <source>%1% of expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReportChart.cpp" line="202"/>
        <source>Message size (bytes, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReportChart.cpp" line="239"/>
        <source>measured (median per size), run #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReportChart.cpp" line="246"/>
        <source>expected %1 %2 from %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewContent</name>
    <message>
        <location filename="../core/report/ReviewContent.cpp" line="21"/>
        <source>[another provider]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewContentLoader</name>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="93"/>
        <source>Could not look up the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="97"/>
        <source>No provider named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="106"/>
        <source>Could not look up the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="110"/>
        <source>The evaluation does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="121"/>
        <source>Could not read the providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="140"/>
        <source>Could not read the review data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="149"/>
        <source>The provider does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="175"/>
        <source>%1 has no evaluation to report on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="452"/>
        <location filename="../core/report/ReviewContentLoader.cpp" line="457"/>
        <source>[name withheld]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPdfWriter</name>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="55"/>
        <source>Tierbench · GPU cloud provider review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="83"/>
        <source>Assigned tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="92"/>
        <source>Not assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="98"/>
        <source>Suggested by the tier rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="103"/>
        <source>Review date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="104"/>
        <source>Reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="104"/>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="105"/>
        <source>Rubric version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="107"/>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="108"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="123"/>
        <source>Confidential. This review concerns %1 only and holds no data about any other provider. Interviewees are identified by role and type of organisation only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="134"/>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="225"/>
        <source>%1 — provider review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="135"/>
        <source>Rubric %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="139"/>
        <source>Confidential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="140"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="164"/>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="217"/>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="268"/>
        <source>Could not write the review to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="251"/>
        <source>Could not start the PDF at %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewSections</name>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="37"/>
        <source>Generally available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="39"/>
        <source>Planned (no date promised)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="40"/>
        <source>Planned, promised for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="53"/>
        <source>no SOC 2 / ISO 27001 attestation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="56"/>
        <source>PCIe ACS left enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="59"/>
        <source>GPUDirect RDMA not enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="62"/>
        <source>GPU hours charged during cluster creation or downtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="65"/>
        <source>only older GPUs offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="71"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="73"/>
        <source>not yet assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="75"/>
        <source>%1 was reviewed against the criteria of rubric %2 by %3. Assigned tier: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="76"/>
        <source>the analyst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="88"/>
        <source>Assigned tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="89"/>
        <source>Suggested tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="90"/>
        <location filename="../ui/report/ReviewSections.cpp" line="101"/>
        <location filename="../ui/report/ReviewSections.cpp" line="344"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="91"/>
        <source>Weighted score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="91"/>
        <source>%1 of 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="91"/>
        <source>not scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="92"/>
        <location filename="../ui/report/ReviewSections.cpp" line="138"/>
        <source>Checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="92"/>
        <source>%1 items: %2 pass, %3 partial, %4 fail, %5 n/a, %6 unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="99"/>
        <source>Planned features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="100"/>
        <source>%1 (listed with promised dates, not credited as available)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="101"/>
        <source>Gates triggered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="102"/>
        <source>Measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="103"/>
        <source>%1 runs, %2 samples, %3 recipe timings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="104"/>
        <source>Customer interviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="105"/>
        <source>Handover delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="106"/>
        <source>%1 days (requested %2, received %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="107"/>
        <location filename="../ui/report/ReviewSections.cpp" line="322"/>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="108"/>
        <source>Hands-on window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="109"/>
        <source>%1 days from the first to the last run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="109"/>
        <source>no runs recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="114"/>
        <source>Criterion scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="123"/>
        <source>Weighted total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="128"/>
        <location filename="../ui/report/ReviewSections.cpp" line="186"/>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="128"/>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="128"/>
        <source>Suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="128"/>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="128"/>
        <source>Rationale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="139"/>
        <source>Each item of the rubric with the verdict, the evidence it rests on and the runs that support it. Generally available features and features that are only planned are kept apart: a planned feature carries the date the provider promised and does not count as available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="144"/>
        <source>%1 (weight %2%, score %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="148"/>
        <source>(no evidence recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="150"/>
        <source>Runs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="153"/>
        <source>Suggested %1 by a measurement, awaiting confirmation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="158"/>
        <source>Gate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="166"/>
        <location filename="../ui/report/ReviewSections.cpp" line="186"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="166"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="166"/>
        <source>Availability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="166"/>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="168"/>
        <source>Planned features and promised dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="171"/>
        <source>Every feature credited in this review is generally available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="182"/>
        <source>no date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="186"/>
        <source>Verdict today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="186"/>
        <source>Promised for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="193"/>
        <source>Measured results against baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="195"/>
        <source>No probe results were recorded for this evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="198"/>
        <source>Bandwidth sweeps show the median of repeated samples per message size; the dashed line is the expected value of the baseline for the same hardware, which applies from its minimum size on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="224"/>
        <location filename="../ui/report/ReviewSections.cpp" line="396"/>
        <source>Probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="224"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="224"/>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="224"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="224"/>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="224"/>
        <location filename="../ui/report/ReviewSections.cpp" line="247"/>
        <location filename="../ui/report/ReviewSections.cpp" line="396"/>
        <location filename="../ui/report/ReviewSections.cpp" line="414"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="230"/>
        <source>Recipe timings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="232"/>
        <source>No recipe was timed in this evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="235"/>
        <source>The hands-on recipes are deliberately simple proxies for deeper configuration problems: installing PyTorch, pulling a large NGC container, importing torch, downloading and loading a 15-billion-parameter model, and a whois of the node&apos;s public IP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="247"/>
        <location filename="../ui/report/ReviewSections.cpp" line="396"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="247"/>
        <source>Recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="247"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="247"/>
        <location filename="../ui/report/ReviewSections.cpp" line="396"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="251"/>
        <source>Customer interview highlights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="253"/>
        <source>No customer interviews were recorded for this provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/report/ReviewSections.cpp" line="256"/>
        <source>%n interview(s) with customers of the provider. Interviewees appear by role and type of organisation only; names, dates and channels are withheld, and notes are quoted only with the interviewee&apos;s consent.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="274"/>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="274"/>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="281"/>
        <source>(no consent to quote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="284"/>
        <source>Interviewee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="284"/>
        <source>Sentiment (-2..+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="284"/>
        <source>Highlight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="288"/>
        <source>Tier justification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="290"/>
        <source>No tier has been assigned yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="292"/>
        <source>Assigned tier: %1, by %2 on %3 (assignment %4 of this evaluation&apos;s history).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="298"/>
        <source>Justification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="299"/>
        <source>No justification recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="300"/>
        <source>Why the suggestion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="302"/>
        <source>Suggested tier: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="304"/>
        <source>No explanation stored with the suggestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="306"/>
        <source>Gates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="308"/>
        <source>No gate of the tier rules was triggered by a failed checklist item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="315"/>
        <source>Failed gate items cap the provider at Underperforming: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="321"/>
        <source>Conflict-of-interest disclosure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="322"/>
        <source>Reviewer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="323"/>
        <source>The reviewer has not recorded a disclosure for this evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="328"/>
        <source>Methodology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="337"/>
        <source>What was tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="338"/>
        <source>The review combines hands-on testing on nodes the provider lent, a documentation and compliance review against the %1 items of rubric %2 (%3 criteria), and interviews with the provider&apos;s customers. Probes run: %4. Recipes timed: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="346"/>
        <source>The five-day window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="348"/>
        <source>Hands-on testing runs in a window of about five days per provider. Such a window shows configuration and performance, but it cannot measure reliability at scale over time; the reliability verdicts therefore also rest on documentation and interviews. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="351"/>
        <source>Here the runs spanned %1 days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="352"/>
        <source>No timed runs were recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="353"/>
        <source>Interviews, generally available and planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="354"/>
        <source>%1 customer interviews were used to separate what is generally available from what is merely planned. Planned features are listed with the date the provider promised and are not credited as available (%2 in this review).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="359"/>
        <source>Handover delays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="362"/>
        <source>The test cluster was requested on %1 and handed over on %2, %3 days later. Significant handover delays count against the provider (Lifecycle): a provider that needs extra weeks to meet the published criteria is not delivering them as a customer would get them.%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="367"/>
        <source>This delay was counted against the provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="370"/>
        <source>No handover dates were recorded. Significant handover delays count against the provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="372"/>
        <source>Baselines and figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="374"/>
        <source>Measurements are compared with the newest baseline set for the same hardware; a sweep&apos;s share of the baseline is its best value at or above the baseline&apos;s minimum message size. Raw outputs are kept with their SHA-256 hashes (last section), so every figure can be traced to its run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="380"/>
        <source>Probe versions and raw result hashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="382"/>
        <source>No runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="396"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="396"/>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="396"/>
        <source>Bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="403"/>
        <source>(truncated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="409"/>
        <source>result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="413"/>
        <source>SHA-256 of the raw results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="414"/>
        <source>Stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="414"/>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="414"/>
        <source>SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="445"/>
        <source>AI lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="448"/>
        <source>Enterprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="451"/>
        <source>Start-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="454"/>
        <source>Research organisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="456"/>
        <source>Other organisation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RocmSmiParser</name>
    <message>
        <location filename="../core/import/RocmSmiParser.cpp" line="186"/>
        <source>The VBIOS is an SR-IOV build: the GPUs are virtual functions in a VM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/RocmSmiParser.cpp" line="191"/>
        <source>No PCIe replays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/RocmSmiParser.cpp" line="192"/>
        <source>PCIe replays: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/RocmSmiParser.cpp" line="197"/>
        <source>No uncorrectable ECC errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/import/RocmSmiParser.cpp" line="198"/>
        <source>Uncorrectable ECC errors: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundRepository</name>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="32"/>
        <location filename="../core/store/RoundRepository.cpp" line="45"/>
        <location filename="../core/store/RoundRepository.cpp" line="91"/>
        <location filename="../core/store/RoundRepository.cpp" line="188"/>
        <source>Could not read the rating rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="50"/>
        <source>No rating round is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="58"/>
        <source>A round needs a name, such as &quot;2.1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="63"/>
        <source>Round %1 is still open; close it before opening another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="72"/>
        <source>Could not open round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="95"/>
        <source>No rating round %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="99"/>
        <source>Round %1 is already closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="118"/>
        <source>Could not freeze the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="126"/>
        <source>Could not close the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="168"/>
        <source>Could not read the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="192"/>
        <source>No earlier closed round.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RubricLoader</name>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="34"/>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="55"/>
        <source>The rubric is invalid at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="65"/>
        <source>expected a text value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="69"/>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="80"/>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="84"/>
        <source>must be zero or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="97"/>
        <source>&quot;%1&quot; is not a key (lower-case letters, digits, _ and .)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="100"/>
        <source>the key &quot;%1&quot; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="110"/>
        <source>expected schema version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="128"/>
        <source>expected a non-empty list of criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="137"/>
        <location filename="../core/rubric/RubricLoader.cpp" line="172"/>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="166"/>
        <source>expected a non-empty list of check items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="198"/>
        <source>&quot;%1&quot; is not a known gate (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="211"/>
        <source>the criteria weights add up to %1, not 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="228"/>
        <source>The rubric is not valid JSON at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="232"/>
        <source>expected an object at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="240"/>
        <source>Could not read the rubric file %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rubric/RubricLoader.cpp" line="244"/>
        <source>The rubric file %1 is too large.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RubricRepository</name>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="43"/>
        <location filename="../core/store/RubricRepository.cpp" line="138"/>
        <source>Could not read the rubric versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="47"/>
        <source>Rubric version %1 is already installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="56"/>
        <source>Could not install the rubric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="75"/>
        <source>Could not install the rubric&apos;s criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="89"/>
        <source>Could not install the rubric&apos;s check items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="114"/>
        <source>A shipped rubric is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="153"/>
        <location filename="../core/store/RubricRepository.cpp" line="166"/>
        <source>Could not read the rubric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="157"/>
        <source>There is no rubric version &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="170"/>
        <source>The rubric of this evaluation is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="179"/>
        <source>Could not read the rubric&apos;s criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="197"/>
        <source>Could not read the rubric&apos;s check items</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunCharts</name>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="69"/>
        <source> host→device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="69"/>
        <source> device→host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="71"/>
        <source> (in-place)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="82"/>
        <source>No samples of %1 in the selected runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="86"/>
        <source>Copy bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="87"/>
        <source>Host/device copy bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="89"/>
        <source>%1 bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="105"/>
        <source>unknown hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="112"/>
        <source>%1 bus bandwidth — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="118"/>
        <source>Host/device copy bandwidth — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="126"/>
        <source>GPU-to-GPU bandwidth — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="131"/>
        <source>Device copy bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="132"/>
        <source>Device memory copy bandwidth — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="159"/>
        <source>This run has no samples a chart can show</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunHistoryQuery</name>
    <message>
        <location filename="../core/store/RunHistoryQuery.cpp" line="74"/>
        <source>No run with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RunHistoryQuery.cpp" line="110"/>
        <source>Could not save the node&apos;s known_hosts file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunPanel</name>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="38"/>
        <source>node checks: driver, PCIe ACS, GPUDirect, IB ports, Xid, ECC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="39"/>
        <source>host/device and device-to-device copy bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="40"/>
        <source>matrix multiply throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="41"/>
        <source>NCCL/RCCL collectives on this node</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunRepository</name>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="108"/>
        <source>The run could not be recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="125"/>
        <source>The run could not be updated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="128"/>
        <location filename="../core/store/RunRepository.cpp" line="143"/>
        <location filename="../core/store/RunRepository.cpp" line="330"/>
        <source>The run does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="140"/>
        <source>The run could not be finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="151"/>
        <location filename="../core/store/RunRepository.cpp" line="285"/>
        <location filename="../core/store/RunRepository.cpp" line="406"/>
        <source>The raw log could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="166"/>
        <location filename="../core/store/RunRepository.cpp" line="318"/>
        <source>The raw log could not be stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="199"/>
        <location filename="../core/store/RunRepository.cpp" line="207"/>
        <source>The samples could not be stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="271"/>
        <source>The findings could not be stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="327"/>
        <source>The run could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSuggester</name>
    <message>
        <location filename="../core/rating/ScoreSuggester.cpp" line="107"/>
        <source>unknown: no evidence yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/ScoreSuggester.cpp" line="121"/>
        <source>%1 (item weight %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/ScoreSuggester.cpp" line="125"/>
        <source>unknown: missing evidence, lowers confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/ScoreSuggester.cpp" line="130"/>
        <source>%1% of expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/ScoreSuggester.cpp" line="132"/>
        <source>, band %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/ScoreSuggester.cpp" line="140"/>
        <source>sentiment %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetVerdictCommand</name>
    <message>
        <location filename="../ui/SetVerdictCommand.cpp" line="23"/>
        <source>Set “%1” to %2</source>
        <translation>„%1“ auf %2 setzen</translation>
    </message>
    <message>
        <location filename="../ui/SetVerdictCommand.cpp" line="26"/>
        <source>Edit evidence of “%1”</source>
        <translation>Belege zu „%1“ bearbeiten</translation>
    </message>
</context>
<context>
    <name>SshConnection</name>
    <message>
        <location filename="../remote/SshConnection.cpp" line="154"/>
        <source>Invalid SSH option ProxyJump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="164"/>
        <source>Invalid SSH option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="255"/>
        <source>Could not create an SSH session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="270"/>
        <source>%1 did not answer within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="271"/>
        <source>Could not connect to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="291"/>
        <source>Reading the host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="299"/>
        <source>Hashing the host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="327"/>
        <source>remove the old line %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="328"/>
        <source>remove the old entry for %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="331"/>
        <source>The host key of %1 differs from the one on record (now %2 %3). This can mean someone intercepts the connection. If the provider confirms the key changed, %4 and connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="342"/>
        <source>The host key of %1 (%2 %3) is not known and was not accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="348"/>
        <source>Could not add the host key to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="358"/>
        <source>Could not check the host key against %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="387"/>
        <source>Key file %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="399"/>
        <source>No passphrase given for the key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="407"/>
        <source>Could not read the key %1 (wrong passphrase?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="415"/>
        <source>Logging in with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="417"/>
        <source>The node refused the key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="434"/>
        <source>%1 refused every key offered (agent and key files)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="442"/>
        <location filename="../remote/SshConnection.cpp" line="455"/>
        <location filename="../remote/SshConnection.cpp" line="479"/>
        <source>Logging in to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="446"/>
        <source>the node does not accept public keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="487"/>
        <location filename="../remote/SshConnection.cpp" line="502"/>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshErrors.cpp" line="15"/>
        <source>%1: the node stopped answering (no traffic for %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshErrors.cpp" line="26"/>
        <source>%1: timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshErrors.cpp" line="30"/>
        <source>%1: the connection was lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshErrors.cpp" line="33"/>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshExecutor.cpp" line="125"/>
        <location filename="../remote/SshExecutor.cpp" line="143"/>
        <source>Opening a channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshExecutor.cpp" line="147"/>
        <source>Starting the remote command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshExecutor.cpp" line="164"/>
        <source>Reading the command&apos;s output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshExecutor.cpp" line="183"/>
        <source>Running the remote command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshUploader.cpp" line="81"/>
        <location filename="../remote/SshUploader.cpp" line="190"/>
        <source>Cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshUploader.cpp" line="110"/>
        <source>Cannot create the folder for %1 on the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshUploader.cpp" line="126"/>
        <location filename="../remote/SshUploader.cpp" line="158"/>
        <source>Opening an upload channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshUploader.cpp" line="164"/>
        <source>Starting the upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshUploader.cpp" line="176"/>
        <source>Upload cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshUploader.cpp" line="195"/>
        <location filename="../remote/SshUploader.cpp" line="219"/>
        <location filename="../remote/SshUploader.cpp" line="223"/>
        <location filename="../remote/SshUploader.cpp" line="233"/>
        <source>Uploading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshUploader.cpp" line="245"/>
        <source>Writing %1 on the node failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../remote/SshUploader.cpp" line="260"/>
        <source>The upload of %1 did not arrive intact</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SshTarget</name>
    <message>
        <location filename="../core/remote/SshTarget.cpp" line="12"/>
        <source>Invalid target &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/SshTarget.cpp" line="15"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/SshTarget.cpp" line="22"/>
        <source>empty user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/SshTarget.cpp" line="29"/>
        <source>missing ]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/SshTarget.cpp" line="36"/>
        <source>unexpected text after ]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/SshTarget.cpp" line="42"/>
        <source>write IPv6 addresses as [addr]:port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/SshTarget.cpp" line="50"/>
        <source>empty host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/SshTarget.cpp" line="54"/>
        <source>the host name holds characters a host cannot have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/SshTarget.cpp" line="61"/>
        <source>port must be 1-65535</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <location filename="../core/store/AuditLog.cpp" line="32"/>
        <source>Could not write the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/AuditLog.cpp" line="62"/>
        <source>Could not read the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Migrator.cpp" line="43"/>
        <source>The file is not a Tierbench database, or it is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Migrator.cpp" line="50"/>
        <source>This database was written by a newer Tierbench (schema %1; this version understands up to %2). It was not opened, and nothing in it was changed. Open it with a newer Tierbench.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Migrator.cpp" line="67"/>
        <source>Could not write a backup before migrating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Migrator.cpp" line="76"/>
        <source>A migration script is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Migrator.cpp" line="81"/>
        <source>Could not start a migration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Migrator.cpp" line="87"/>
        <source>Migration to schema %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Migrator.cpp" line="95"/>
        <source>Could not record the schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Migrator.cpp" line="100"/>
        <source>Could not commit a migration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/SqlError.cpp" line="25"/>
        <location filename="../core/store/SqlError.cpp" line="34"/>
        <source>A database statement failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Store.cpp" line="29"/>
        <source>Could not configure the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Store.cpp" line="58"/>
        <source>Could not open the database %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Transaction.cpp" line="24"/>
        <source>Could not start a database transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Transaction.cpp" line="40"/>
        <source>The transaction was already finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/Transaction.cpp" line="44"/>
        <source>Could not save the changes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TarWriter</name>
    <message>
        <location filename="../core/remote/TarWriter.cpp" line="26"/>
        <location filename="../core/remote/TarWriter.cpp" line="62"/>
        <location filename="../core/remote/TarWriter.cpp" line="96"/>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/TarWriter.cpp" line="38"/>
        <source>Path too long for the bundle archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/TarWriter.cpp" line="70"/>
        <source>Cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remote/TarWriter.cpp" line="81"/>
        <source>Cannot copy %1 into the bundle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tier</name>
    <message>
        <location filename="../core/domain/Tier.cpp" line="42"/>
        <source>Platinum</source>
        <translation>Platin</translation>
    </message>
    <message>
        <location filename="../core/domain/Tier.cpp" line="44"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../core/domain/Tier.cpp" line="46"/>
        <source>Silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <location filename="../core/domain/Tier.cpp" line="48"/>
        <source>Bronze</source>
        <translation>Bronze</translation>
    </message>
    <message>
        <location filename="../core/domain/Tier.cpp" line="50"/>
        <source>Underperforming</source>
        <translation>Unterdurchschnittlich</translation>
    </message>
    <message>
        <location filename="../core/domain/Tier.cpp" line="52"/>
        <source>Unavailable</source>
        <translation>Nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>TierBoard</name>
    <message>
        <location filename="../core/rating/TierBoard.cpp" line="24"/>
        <source>Could not read the providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierBoard.cpp" line="64"/>
        <source>Live board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierBoard.cpp" line="98"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierBoard.cpp" line="102"/>
        <source>No rating round %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="41"/>
        <source>assigned tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="43"/>
        <source>suggested tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="45"/>
        <source>reference tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="86"/>
        <source>rows by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="88"/>
        <source>, arrows: movement since round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="157"/>
        <source>No tier yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="215"/>
        <source>Badges: S = suggested tier, R = reference tier (colour of that tier; white = none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="234"/>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="246"/>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="260"/>
        <source>Could not write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="267"/>
        <source>Unknown format &quot;%1&quot;: use .pdf, .png or .svg</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TierSuggester</name>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="18"/>
        <source>not launched publicly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="21"/>
        <source>sold out with no plans to add capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="24"/>
        <source>government-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="27"/>
        <source>access refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="29"/>
        <source>otherwise untestable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="40"/>
        <source>Could not be tested: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="44"/>
        <source>No criterion has a score yet, so no tier can be suggested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="48"/>
        <location filename="../core/rating/TierSuggester.cpp" line="98"/>
        <source>Gate: %1 (%2) caps the tier at Underperforming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="56"/>
        <source>Weighted total %1, rank %2 of %3 evaluated providers%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="60"/>
        <source> (tied with %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="66"/>
        <source>Platinum: total at least %1 and in the top %2 of peers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="72"/>
        <source>Not Platinum: not in the top %1 of peers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="74"/>
        <source>Gold: total at least %1 and in the top %2 of peers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="81"/>
        <source>Platinum and Gold are relative tiers and need at least %1 evaluated providers; there are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="86"/>
        <source>Not Gold: not in the top %1 of peers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="89"/>
        <source>Silver: total at least %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="92"/>
        <source>Bronze: total at least %1 (minimum criteria met).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="94"/>
        <source>Underperforming: total below %1, the minimum criteria.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="39"/>
        <source>Pass</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="41"/>
        <source>Partial</source>
        <translation>Teilweise</translation>
    </message>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="43"/>
        <source>Fail</source>
        <translation>Nicht erfüllt</translation>
    </message>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="45"/>
        <source>N/A</source>
        <translation>Entfällt</translation>
    </message>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="47"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>WalkthroughState</name>
    <message>
        <location filename="../core/report/WalkthroughState.cpp" line="35"/>
        <source>Could not read the walkthrough state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/WalkthroughState.cpp" line="46"/>
        <source>Could not read the walkthrough timers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/WalkthroughState.cpp" line="56"/>
        <source>Could not save the walkthrough state</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="34"/>
        <source>Workbench for rating GPU cloud providers against the ClusterMAX criteria.</source>
        <translation>Werkbank zur Bewertung von GPU-Cloud-Anbietern nach den ClusterMAX-Kriterien.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="39"/>
        <source>Database file (created with the demo data when missing). Default: %1</source>
        <translation>Datenbankdatei (fehlt sie, wird sie mit den Demo-Daten angelegt). Standard: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="44"/>
        <source>Save a picture of the window once it is filled, then quit.</source>
        <translation>Ein Bild des gefüllten Fensters speichern, dann beenden.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="48"/>
        <source>Print ready_ms and peak_rss_kib once the provider list is shown, then quit.</source>
        <translation>ready_ms und peak_rss_kib ausgeben, sobald die Anbieterliste angezeigt wird, dann beenden.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="50"/>
        <source>Window size, e.g. 1280x800.</source>
        <translation>Fenstergröße, z. B. 1280x800.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="52"/>
        <source>Select this provider first.</source>
        <translation>Diesen Anbieter zuerst auswählen.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="56"/>
        <source>Provider tab to show by its title: overview, checklist, interviews, rating...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="61"/>
        <source>Window view to show by its title: tier board, compare, baselines...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="64"/>
        <source>With --page checklist: check item key to select.</source>
        <translation>Mit --page checklist: Schlüssel des auszuwählenden Prüfpunkts.</translation>
    </message>
</context>
<context>
    <name>tb::app::GuiStartup</name>
    <message>
        <location filename="../app/gui/GuiStartup.cpp" line="31"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <location filename="../app/gui/GuiStartup.cpp" line="47"/>
        <source>Creating the demo database…</source>
        <translation>Demo-Datenbank wird angelegt …</translation>
    </message>
    <message>
        <location filename="../app/gui/GuiStartup.cpp" line="66"/>
        <source>Could not open the database</source>
        <translation>Die Datenbank konnte nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>tb::ui::BaselineEditor</name>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="30"/>
        <source>Add row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="31"/>
        <source>Remove row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="32"/>
        <source>Import JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="33"/>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="34"/>
        <source>Save as new version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="46"/>
        <source>New row: fill in every field, including the source, then save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="50"/>
        <source>Import baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="50"/>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="56"/>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="56"/>
        <source>Export baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="87"/>
        <source>Baseline version %1 — %2 entries. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="107"/>
        <source>Row %1 (%2): a baseline needs a source — who published the figure, and where.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="121"/>
        <source>No database is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="123"/>
        <source>baseline editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="141"/>
        <source>Saved as baseline version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="156"/>
        <source>Imported %1 entries from %2; save to store them as a new version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="164"/>
        <source>Cannot write the baselines file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::BaselineTableModel</name>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="183"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="185"/>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="187"/>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="189"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="191"/>
        <source>Better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="193"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="195"/>
        <source>Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="197"/>
        <source>Platinum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="199"/>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="201"/>
        <source>Silver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="203"/>
        <source>Bronze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="205"/>
        <source>Min. size (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="207"/>
        <source>Per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="209"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="211"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::CalibrationModel</name>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="11"/>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="81"/>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="95"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="84"/>
        <source>agrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="87"/>
        <source>1 tier higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="87"/>
        <source>1 tier lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="89"/>
        <source>%1 tiers higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="89"/>
        <source>%1 tiers lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="121"/>
        <source>%1 is rated %2 here and %3 in the reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="125"/>
        <source>Assigned %1 against the suggested %2 (see the rating tab for the justification).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="129"/>
        <source>Assigned tier in round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="154"/>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="156"/>
        <source>Assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="158"/>
        <source>Suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="160"/>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="162"/>
        <source>Against reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="164"/>
        <source>Previous round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="164"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::CalibrationView</name>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="38"/>
        <source>Only &amp;disagreements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="41"/>
        <source>Providers whose tier here differs from the reference tier, or whose assigned tier differs from the suggestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="43"/>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="44"/>
        <source>&amp;Close round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="47"/>
        <source>Freeze every provider&apos;s assigned tier as a named round (e.g. 2.2); the tier board then shows movement against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="69"/>
        <source>Tiers here: the assigned tier, else the suggested one. Highlighted cells differ from the reference tier or from the suggestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="96"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/calibration/CalibrationView.cpp" line="122"/>
        <source>%n provider(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/calibration/CalibrationView.cpp" line="123"/>
        <source>%n disagreement(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="125"/>
        <source>movement since round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="128"/>
        <source>round %1 open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="138"/>
        <source>Close round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="139"/>
        <source>Freeze every provider&apos;s current assignment as round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="157"/>
        <source>Round not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="161"/>
        <source>Round %1 closed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ChecklistModel</name>
    <message>
        <location filename="../ui/ChecklistModel.cpp" line="177"/>
        <source>%1: %2 of %3 items decided (%4 pass, %5 partial, %6 fail)</source>
        <translation>%1: %2 von %3 Punkten entschieden (%4 erfüllt, %5 teilweise, %6 nicht erfüllt)</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistModel.cpp" line="196"/>
        <source>%1/%2 decided</source>
        <translation>%1/%2 entschieden</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistModel.cpp" line="204"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistModel.cpp" line="215"/>
        <source>%1 pass · %2 partial · %3 fail</source>
        <translation>%1 erfüllt · %2 teilweise · %3 nicht erfüllt</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistModel.cpp" line="268"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistModel.cpp" line="300"/>
        <source>Criterion / check item</source>
        <translation>Kriterium / Prüfpunkt</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistModel.cpp" line="302"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistModel.cpp" line="304"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistModel.cpp" line="306"/>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
</context>
<context>
    <name>tb::ui::ChecklistView</name>
    <message>
        <location filename="../ui/ChecklistView.cpp" line="29"/>
        <source>Eval&amp;uation:</source>
        <translation>Bewert&amp;ung:</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistView.cpp" line="43"/>
        <source>This provider has no evaluation yet.</source>
        <translation>Für diesen Anbieter gibt es noch keine Bewertung.</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistView.cpp" line="119"/>
        <source>Evaluation %1</source>
        <translation>Bewertung %1</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistView.cpp" line="120"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistView.cpp" line="211"/>
        <source>Rubric %1</source>
        <translation>Kriterienkatalog %1</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistView.cpp" line="214"/>
        <source>reviewer %1</source>
        <translation>Prüfer %1</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistView.cpp" line="216"/>
        <source>%1 of %2 items decided</source>
        <translation>%1 von %2 Punkten entschieden</translation>
    </message>
</context>
<context>
    <name>tb::ui::CompareTableModel</name>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="63"/>
        <source>run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="73"/>
        <source>no baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="95"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="97"/>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="99"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="101"/>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="103"/>
        <source>Headline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="105"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="107"/>
        <source>% of expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="109"/>
        <source>Band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="111"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::CompareView</name>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="41"/>
        <source>Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="44"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="47"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="50"/>
        <source>all_reduce bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="51"/>
        <source>all_gather bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="52"/>
        <source>reduce_scatter bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="53"/>
        <source>alltoall bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="54"/>
        <source>sendrecv bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="55"/>
        <source>Host→device copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="56"/>
        <source>Device→host copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="57"/>
        <source>Device memory copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="58"/>
        <source>GPU-to-GPU (slowest pair)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="59"/>
        <source>BF16 GEMM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="60"/>
        <source>Container pull time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="61"/>
        <source>import torch time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="70"/>
        <source>Pick providers, then runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="174"/>
        <source>unknown hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="219"/>
        <source>provider %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="245"/>
        <source>None of the selected runs measured %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="246"/>
        <source>%1 runs ranked by percentage of their matching baseline.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ConnectionBanner</name>
    <message>
        <location filename="../ui/remote/ConnectionBanner.cpp" line="24"/>
        <source>Re&amp;connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/ConnectionBanner.cpp" line="26"/>
        <source>Log in to the node again (host key and passphrase as usual); nothing is run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/ConnectionBanner.cpp" line="28"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::EvidenceDialog</name>
    <message>
        <location filename="../ui/remote/EvidenceDialog.cpp" line="14"/>
        <source>Attach as evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/EvidenceDialog.cpp" line="31"/>
        <source>Why this run supports the verdict (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/EvidenceDialog.cpp" line="32"/>
        <source>Check &amp;item:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/EvidenceDialog.cpp" line="33"/>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::HostKeyDialog</name>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="27"/>
        <source>Host key refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="27"/>
        <source>Unknown host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="40"/>
        <source>&lt;b&gt;The host key of %1 is not the one on record.&lt;/b&gt; Tierbench refuses to connect: this can mean that someone intercepts the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="44"/>
        <source>&lt;b&gt;%1 is not in your known_hosts file yet.&lt;/b&gt; Compare the fingerprint with the one the provider gave you (for example `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub` on the node) before you accept it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="55"/>
        <source>Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="59"/>
        <source>Key type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="65"/>
        <source>Fingerprint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="66"/>
        <source>known_hosts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="72"/>
        <source>If the provider confirms that the key changed, remove line %1 of %2 (or run `ssh-keygen -R &apos;%3&apos; -f %2`) and connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="77"/>
        <source>If the provider confirms that the key changed, remove the old entry for %1 from %2 (`ssh-keygen -R &apos;%1&apos; -f %2`) and connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="91"/>
        <source>&amp;Accept and remember</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/HostKeyDialog.cpp" line="93"/>
        <source>&amp;Refuse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewEditor</name>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="28"/>
        <source>Edit interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="28"/>
        <source>Add interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="38"/>
        <source>Shown on this provider&apos;s page only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="41"/>
        <source>e.g. ML platform lead (required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="53"/>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="54"/>
        <source>video call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="53"/>
        <source>phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="53"/>
        <source>in person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="53"/>
        <source>email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="53"/>
        <source>chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="56"/>
        <source>The interviewee agreed to be quoted (anonymously)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="62"/>
        <source>comma separated, e.g. support, storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="71"/>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="72"/>
        <source>&amp;Interviewee:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="73"/>
        <source>&amp;Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="74"/>
        <source>&amp;Organisation type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="75"/>
        <source>C&amp;hannel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="77"/>
        <source>&amp;Tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="79"/>
        <source>Sentiment per criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="84"/>
        <source>not discussed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="86"/>
        <source>very negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="86"/>
        <source>negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="87"/>
        <source>neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="87"/>
        <source>positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="88"/>
        <source>very positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="98"/>
        <source>The provider has no rubric yet: no criteria to rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="115"/>
        <source>&amp;Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="142"/>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="142"/>
        <source>Bold (Ctrl+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="145"/>
        <source>I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="145"/>
        <source>Italic (Ctrl+I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="148"/>
        <source>• List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="148"/>
        <source>Bulleted list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="206"/>
        <source>Say how the interview was held (the channel).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewListModel</name>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="126"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="126"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="141"/>
        <source>not discussed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="150"/>
        <source>No consent recorded: do not quote this interview.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="168"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="170"/>
        <source>Interviewee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="172"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="174"/>
        <source>Organisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="176"/>
        <source>Channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="178"/>
        <source>Consent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="180"/>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="182"/>
        <source>Sentiment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewsTab</name>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="72"/>
        <source>Search name, role, channel, tags, notes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="76"/>
        <source>All organisations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="82"/>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="249"/>
        <source>All tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="84"/>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="85"/>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="86"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="87"/>
        <source>&amp;Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="88"/>
        <source>E&amp;xport CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="119"/>
        <source>Select an interview to read its notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="130"/>
        <source>Names stay on this page; everywhere else an interview shows only the role and the organisation type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="162"/>
        <source>Import interviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="162"/>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="170"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="170"/>
        <source>Export interviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/interviews/InterviewsTab.cpp" line="237"/>
        <source>%n interview(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="282"/>
        <source>No notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="333"/>
        <source>Interview not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="348"/>
        <source>Delete interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="349"/>
        <source>Delete the interview with %1 of %2? The audit log keeps a record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="372"/>
        <source>Importing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="378"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="382"/>
        <source>%1 is larger than 32 MB; that is not an interview file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="400"/>
        <source>belongs to another provider; import it on that provider&apos;s page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="424"/>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="426"/>
        <source>Nothing imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/interviews/InterviewsTab.cpp" line="427"/>
        <source>%n row(s) of %1 have errors; nothing was imported. Fix them and import the file again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="451"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="457"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="461"/>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::LiveSamplesModel</name>
    <message>
        <location filename="../ui/remote/LiveSamplesModel.cpp" line="84"/>
        <source>Probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/LiveSamplesModel.cpp" line="86"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/LiveSamplesModel.cpp" line="88"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/LiveSamplesModel.cpp" line="90"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/LiveSamplesModel.cpp" line="92"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/LiveSamplesModel.cpp" line="94"/>
        <source>Wrong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="63"/>
        <source>Tierbench</source>
        <translation>Tierbench</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="77"/>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="81"/>
        <source>Opening the database…</source>
        <translation>Datenbank wird geöffnet …</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="88"/>
        <source>Tier board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="89"/>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="90"/>
        <source>Baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="91"/>
        <source>Calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="104"/>
        <source>Select a provider to export its review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="108"/>
        <source>Export review PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="108"/>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="112"/>
        <source>Exporting the review…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/MainWindow.cpp" line="124"/>
        <source>Wrote %1 (%n page(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="132"/>
        <source>Select a provider with an evaluation to start a walkthrough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="160"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="161"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="164"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="165"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="168"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="174"/>
        <source>&amp;Find provider</source>
        <translation>Anbieter &amp;suchen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="183"/>
        <source>&amp;Provider</source>
        <translation>&amp;Anbieter</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="184"/>
        <source>&amp;New provider…</source>
        <translation>&amp;Neuer Anbieter …</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="187"/>
        <source>&amp;Edit provider…</source>
        <translation>Anbieter &amp;bearbeiten …</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="190"/>
        <source>&amp;Delete provider…</source>
        <translation>Anbieter &amp;löschen …</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="196"/>
        <source>Open &amp;checklist</source>
        <translation>&amp;Checkliste öffnen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="203"/>
        <source>Start &amp;walkthrough with provider…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="205"/>
        <source>E&amp;xport review PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="208"/>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="210"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="211"/>
        <source>&amp;About Tierbench</source>
        <translation>Ü&amp;ber Tierbench</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="212"/>
        <source>About Tierbench</source>
        <translation>Über Tierbench</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="213"/>
        <source>&lt;p&gt;&lt;b&gt;Tierbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A workbench for rating GPU cloud providers against the ClusterMAX criteria: checklists, probes, interviews and tiers.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tierbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Eine Werkbank zur Bewertung von GPU-Cloud-Anbietern nach den ClusterMAX-Kriterien: Checklisten, Messprogramme, Interviews und Stufen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="232"/>
        <source>Search providers (Ctrl+F)</source>
        <translation>Anbieter suchen (Strg+F)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="237"/>
        <source>&amp;Tier:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="240"/>
        <source>All tiers</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="244"/>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="246"/>
        <source>K&amp;ind:</source>
        <translation>A&amp;rt:</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="249"/>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="331"/>
        <source>No database open</source>
        <translation>Keine Datenbank geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="337"/>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="337"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="353"/>
        <source>Loading providers…</source>
        <translation>Anbieter werden geladen …</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="422"/>
        <source>1 provider</source>
        <translation>1 Anbieter</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="422"/>
        <source>%1 providers</source>
        <translation>%1 Anbieter</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="423"/>
        <source>%1 of %2 shown</source>
        <translation>%1 von %2 angezeigt</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="486"/>
        <source>Saved provider “%1”.</source>
        <translation>Anbieter „%1“ gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="501"/>
        <location filename="../ui/MainWindow.cpp" line="512"/>
        <location filename="../ui/MainWindow.cpp" line="524"/>
        <source>Delete provider</source>
        <translation>Anbieter löschen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="505"/>
        <source>Delete the provider “%1”?</source>
        <translation>Den Anbieter „%1“ löschen?</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="506"/>
        <source>This also deletes everything recorded for it: %1 evaluation(s) with their verdicts, %2 probe run(s) with their samples, and %3 interview(s).</source>
        <translation>Damit wird auch alles gelöscht, was zu ihm erfasst ist: %1 Bewertung(en) mit ihren Urteilen, %2 Messlauf/-läufe mit ihren Messwerten und %3 Interview(s).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="511"/>
        <source>Other providers are not affected. This cannot be undone.</source>
        <translation>Andere Anbieter sind nicht betroffen. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="535"/>
        <source>Deleted provider “%1”.</source>
        <translation>Anbieter „%1“ gelöscht.</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeDialog</name>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="46"/>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="50"/>
        <source>e.g. gpu-node-01 (defaults to the host)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="51"/>
        <source>[user@]host[:port] or a Host alias from ~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="52"/>
        <source>[user@]host[:port] of a bastion (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="53"/>
        <source>~/.ssh/id_ed25519 (optional; the agent is tried first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="54"/>
        <source>~/.ssh/known_hosts (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="55"/>
        <source>&amp;Label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="56"/>
        <source>&amp;Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="57"/>
        <source>&amp;Jump host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="58"/>
        <source>&amp;Identity file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="58"/>
        <source>Choose a private key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="59"/>
        <source>&amp;known_hosts file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="59"/>
        <source>Choose a known_hosts file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="66"/>
        <source>Passwords and passphrases are asked for when needed and never stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="81"/>
        <source>Edit node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="81"/>
        <source>Add node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="119"/>
        <source>Enter the node&apos;s address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeDialog.cpp" line="124"/>
        <source>Jump host: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeSessions</name>
    <message>
        <location filename="../ui/remote/NodeSessions.cpp" line="54"/>
        <source>Connection lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeSessions.cpp" line="81"/>
        <source>This build has no SSH support wired in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeSessions.cpp" line="90"/>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeSessions.cpp" line="101"/>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodeSessions.cpp" line="119"/>
        <source>Waiting for your decision on the host key of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::NodesRunsTab</name>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="34"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="40"/>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="42"/>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="44"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="50"/>
        <source>&amp;Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="64"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="65"/>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="188"/>
        <source>Host key not seen yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="189"/>
        <source>Host key %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="230"/>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="232"/>
        <source>No nodes yet: add the machine the provider handed over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="280"/>
        <source>Hands-on tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="337"/>
        <source>Delete node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="338"/>
        <source>Delete the node %1? Its runs stay in the database, without the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/NodesRunsTab.cpp" line="368"/>
        <source>Connection works: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::P2pMatrixWidget</name>
    <message>
        <location filename="../ui/charts/P2pMatrixWidget.cpp" line="18"/>
        <source>GPU-to-GPU bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/P2pMatrixWidget.cpp" line="59"/>
        <source>Expected %1 per pair (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/P2pMatrixWidget.cpp" line="84"/>
        <source>GPU %1 → GPU %2: not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/P2pMatrixWidget.cpp" line="86"/>
        <source>GPU %1 → GPU %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/P2pMatrixWidget.cpp" line="117"/>
        <source>No P2P samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/P2pMatrixWidget.cpp" line="162"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/P2pMatrixWidget.cpp" line="166"/>
        <source>destination GPU · source GPU by row · %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::PassphraseDialog</name>
    <message>
        <location filename="../ui/remote/PassphraseDialog.cpp" line="12"/>
        <source>Key passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/PassphraseDialog.cpp" line="15"/>
        <source>Wrong passphrase. Passphrase for %1 (attempt %2 of 3):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/PassphraseDialog.cpp" line="16"/>
        <source>Passphrase for %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/PassphraseDialog.cpp" line="24"/>
        <source>Used for this login only; Tierbench never stores it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ProviderDialog</name>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="16"/>
        <source>Add provider</source>
        <translation>Anbieter hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="23"/>
        <source>e.g. CoreWeave</source>
        <translation>z. B. CoreWeave</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="34"/>
        <source>H100, H200, B200</source>
        <translation>H100, H200, B200</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="37"/>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="43"/>
        <source>e.g. 2.1</source>
        <translation>z. B. 2.1</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="49"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="50"/>
        <source>&amp;Website:</source>
        <translation>&amp;Webseite:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="51"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="52"/>
        <source>&amp;GPU models:</source>
        <translation>&amp;GPU-Modelle:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="53"/>
        <source>Reference &amp;tier:</source>
        <translation>Referenz-&amp;Stufe:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="54"/>
        <source>ClusterMAX &amp;round:</source>
        <translation>ClusterMAX-&amp;Runde:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="55"/>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="62"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="68"/>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="79"/>
        <source>Edit provider “%1”</source>
        <translation>Anbieter „%1“ bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="122"/>
        <source>Please enter a name: a provider needs one.</source>
        <translation>Bitte einen Namen eingeben: Jeder Anbieter braucht einen.</translation>
    </message>
    <message>
        <location filename="../ui/ProviderDialog.cpp" line="126"/>
        <source>A provider named “%1” already exists. Choose another name or edit that provider.</source>
        <translation>Ein Anbieter namens „%1“ existiert bereits. Bitte einen anderen Namen wählen oder diesen Anbieter bearbeiten.</translation>
    </message>
</context>
<context>
    <name>tb::ui::ProviderListModel</name>
    <message>
        <location filename="../ui/ProviderListModel.cpp" line="149"/>
        <source>ClusterMAX %1: %2</source>
        <translation>ClusterMAX %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/ProviderListModel.cpp" line="177"/>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location filename="../ui/ProviderListModel.cpp" line="179"/>
        <source>Reference tier</source>
        <translation>Referenzstufe</translation>
    </message>
    <message>
        <location filename="../ui/ProviderListModel.cpp" line="181"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../ui/ProviderListModel.cpp" line="183"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
</context>
<context>
    <name>tb::ui::ProviderPage</name>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="70"/>
        <source>&amp;Overview</source>
        <translation>Ü&amp;berblick</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="72"/>
        <source>Chec&amp;klist</source>
        <translation>Chec&amp;kliste</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="82"/>
        <source>&amp;Interviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="83"/>
        <source>R&amp;ating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="84"/>
        <source>&amp;Nodes &amp;&amp; runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="85"/>
        <source>Re&amp;sults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="106"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="115"/>
        <source>Website:</source>
        <translation>Webseite:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="116"/>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="117"/>
        <source>GPU models:</source>
        <translation>GPU-Modelle:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="118"/>
        <source>Reference tier:</source>
        <translation>Referenzstufe:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="119"/>
        <source>ClusterMAX 1.0:</source>
        <translation>ClusterMAX 1.0:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="120"/>
        <source>Last changed:</source>
        <translation>Zuletzt geändert:</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="123"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="132"/>
        <source>Evaluations</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="137"/>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="137"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="137"/>
        <source>Reviewer</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="137"/>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="143"/>
        <source>Double-click or press Return to open an evaluation&apos;s checklist.</source>
        <translation>Doppelklick oder Eingabetaste öffnet die Checkliste einer Bewertung.</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="228"/>
        <source>No provider selected</source>
        <translation>Kein Anbieter ausgewählt</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="229"/>
        <source>Pick a provider on the left, or add one with Ctrl+N.</source>
        <translation>Links einen Anbieter wählen oder mit Strg+N einen hinzufügen.</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="250"/>
        <source>ClusterMAX %1</source>
        <translation>ClusterMAX %1</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="254"/>
        <location filename="../ui/ProviderPage.cpp" line="262"/>
        <location filename="../ui/ProviderPage.cpp" line="272"/>
        <location filename="../ui/ProviderPage.cpp" line="273"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="267"/>
        <source>%1 (ClusterMAX %2)</source>
        <translation>%1 (ClusterMAX %2)</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="269"/>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="275"/>
        <source>No notes yet. Edit the provider (F2) to add some.</source>
        <translation>Noch keine Notizen. Anbieter bearbeiten (F2), um welche hinzuzufügen.</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="283"/>
        <source>Evaluation %1</source>
        <translation>Bewertung %1</translation>
    </message>
    <message>
        <location filename="../ui/ProviderPage.cpp" line="291"/>
        <source>No evaluation yet</source>
        <translation>Noch keine Bewertung</translation>
    </message>
</context>
<context>
    <name>tb::ui::RatingTab</name>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="54"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="56"/>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="58"/>
        <source>Interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="84"/>
        <source>Assignment history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="90"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="90"/>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="90"/>
        <source>Assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="90"/>
        <location filename="../ui/rating/RatingTab.cpp" line="161"/>
        <source>Suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="90"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="90"/>
        <source>Justification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="108"/>
        <source>Suggested tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="139"/>
        <source>How much customer interviews count in a suggested score, next to the checklist (0.5) and the measurements (0.3); parts without evidence drop out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="141"/>
        <source>Interview &amp;weight:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="156"/>
        <source>Scores per criterion (expand a row to see what moved it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="161"/>
        <source>Criterion / evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="161"/>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="161"/>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="161"/>
        <source>Moved by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="161"/>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="172"/>
        <source>Select a criterion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="174"/>
        <source>&amp;Set final score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="183"/>
        <source>Rationale (required when more than 0.5 from the suggestion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="184"/>
        <source>Save &amp;score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="200"/>
        <source>Assign a tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="214"/>
        <source>Required when the tier differs from the suggestion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="219"/>
        <source>&amp;Assign tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="221"/>
        <source>&amp;Tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="222"/>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="223"/>
        <source>&amp;Justification:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="255"/>
        <source>Rating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="300"/>
        <source>No provider selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="301"/>
        <source>No evaluation yet: start one to get a suggestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="303"/>
        <source>Suggested: %1 · weighted total %2 of 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="304"/>
        <source>nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/rating/RatingTab.cpp" line="307"/>
        <source>Peer standing: rank %1 of %n evaluated provider(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/rating/RatingTab.cpp" line="310"/>
        <source>, tied with %n other(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="314"/>
        <source>Peer standing: not ranked (no weighted total).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="318"/>
        <source>Gates: none hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="323"/>
        <source>Gate hit: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="345"/>
        <source>no evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="352"/>
        <source>checklist %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="355"/>
        <source>measured %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="358"/>
        <source>interviews %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/rating/RatingTab.cpp" line="361"/>
        <source>%n item(s) without evidence</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="383"/>
        <source>The evaluation&apos;s rubric has no criteria.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="410"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="411"/>
        <source>no round open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="412"/>
        <source>(as suggested)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="420"/>
        <source>No tier assigned yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="446"/>
        <source>Select a criterion to set its final score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="457"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: suggested %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="484"/>
        <source>A tier can be assigned once the provider has an evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="486"/>
        <source>Unavailable: the provider could not be tested (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="489"/>
        <source>Differs from the suggestion (%1): a justification is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="491"/>
        <source>There is no suggestion to agree with: a justification is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="493"/>
        <source>Agrees with the suggestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="506"/>
        <source>A tier that differs from the suggestion needs a justification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="558"/>
        <source>Tier assigned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="599"/>
        <source>Score saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::RecipeTimingWidget</name>
    <message>
        <location filename="../ui/charts/RecipeTimingWidget.cpp" line="27"/>
        <source>Recipe timings against tier thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/RecipeTimingWidget.cpp" line="93"/>
        <source>no baseline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::ResultsTab</name>
    <message>
        <location filename="../ui/remote/ResultsTab.cpp" line="20"/>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/ResultsTab.cpp" line="21"/>
        <source>Read the list again, e.g. after an import from the command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/ResultsTab.cpp" line="28"/>
        <source>No results yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/remote/ResultsTab.cpp" line="29"/>
        <source>%n run(s): probes, recipes and imported tool outputs.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::RunHistoryModel</name>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="75"/>
        <source>recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="77"/>
        <source>import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="77"/>
        <source>probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="79"/>
        <source>%1 (exit %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="86"/>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="90"/>
        <source>%1 (%2 failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="104"/>
        <source>Probe / recipe / tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="106"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="108"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="110"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="112"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="114"/>
        <source>Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryModel.cpp" line="116"/>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::RunHistoryPanel</name>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="65"/>
        <source>Select a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="67"/>
        <source>&amp;Attach as evidence…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="69"/>
        <source>Link this run (or the selected check) to a check item of the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="77"/>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="154"/>
        <source>Select a run to see its chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="78"/>
        <source>Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="82"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="82"/>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="82"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="82"/>
        <source>Value / detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="83"/>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="87"/>
        <source>tb-node&apos;s checks suggest these verdicts. Nothing is written until you confirm one; pick another verdict first to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="95"/>
        <source>Check item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="95"/>
        <source>Suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="95"/>
        <source>Current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="95"/>
        <source>Because</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="103"/>
        <source>Con&amp;firm verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="106"/>
        <source>Verdict:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="110"/>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="302"/>
        <source>Suggested verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="201"/>
        <source>No results for this provider yet: run probes on a node (Nodes &amp; runs) or import a tool&apos;s output with tierbench-cli import --provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="203"/>
        <source>No runs on this node yet: pick probes or recipes above and press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="240"/>
        <source>Run %1: %2 %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="242"/>
        <source>, bundle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="245"/>
        <source> — evidence for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="250"/>
        <source>tb-node reports facts and checks, no samples: see Findings and Suggested verdicts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="252"/>
        <source>This run stored no samples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="303"/>
        <source>Suggested verdicts (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="336"/>
        <source>Attach check %1 of run %2 as evidence for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="337"/>
        <source>Attach run %1 as evidence for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="385"/>
        <source> (suggested %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="386"/>
        <source>tb-node run %1: %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunHistoryPanel.cpp" line="405"/>
        <source>confirmed from tb-node&apos;s checks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::RunPanel</name>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="86"/>
        <source>Run on this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="100"/>
        <source>Probes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="103"/>
        <source>Recipes (hands-on timings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="108"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="110"/>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="112"/>
        <source>Re&amp;run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="126"/>
        <location filename="../ui/remote/RunPanel.cpp" line="135"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="128"/>
        <location filename="../ui/remote/RunPanel.cpp" line="206"/>
        <source>Choose a node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="135"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="135"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="135"/>
        <source>Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="135"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="151"/>
        <source>Filter the log (e.g. FAIL, pcie, stderr)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="174"/>
        <source>&amp;Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="186"/>
        <source>&amp;Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="191"/>
        <source>Live results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="193"/>
        <source>C&amp;hart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="205"/>
        <source>Ready to run on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="222"/>
        <source>%1 — evidence for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="276"/>
        <source>Cancelling: signalling the remote process group…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="277"/>
        <source>cancel requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="295"/>
        <source>Live results — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="300"/>
        <location filename="../ui/remote/RunPanel.cpp" line="505"/>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="312"/>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="317"/>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="323"/>
        <source>connected to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="330"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="330"/>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="342"/>
        <source>The node&apos;s session is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="354"/>
        <location filename="../ui/remote/RunPanel.cpp" line="364"/>
        <location filename="../ui/remote/RunPanel.cpp" line="398"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="354"/>
        <source>No recipe named %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="364"/>
        <source>The probe sources were not found (set TB_PROBES_DIR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="369"/>
        <location filename="../ui/remote/RunPanel.cpp" line="506"/>
        <source>deploying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="369"/>
        <location filename="../ui/remote/RunPanel.cpp" line="506"/>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="370"/>
        <source>Running %1 on %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="378"/>
        <location filename="../ui/remote/RunPanel.cpp" line="506"/>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="411"/>
        <source>%1: %2, %3 samples, %4 checks (%5 failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="418"/>
        <source>The connection dropped; Rerun logs in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="434"/>
        <source>%1 %2 on %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="470"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/remote/RunPanel.cpp" line="479"/>
        <source>end: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::SweepChart</name>
    <message>
        <location filename="../ui/charts/SweepChart.cpp" line="82"/>
        <source>Message size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/SweepChart.cpp" line="85"/>
        <source>Bus bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/SweepChart.cpp" line="326"/>
        <source>Expected %1 for %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/SweepChart.cpp" line="328"/>
        <source> (%1 per NIC × %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/SweepChart.cpp" line="356"/>
        <source>%1 &lt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/SweepChart.cpp" line="357"/>
        <source>%1 ≥ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/SweepChart.cpp" line="365"/>
        <source>Expected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/SweepChart.cpp" line="409"/>
        <source>%1 — %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::TierBadge</name>
    <message>
        <location filename="../ui/TierBadge.cpp" line="16"/>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <location filename="../ui/TierBadge.cpp" line="22"/>
        <source>Reference tier: %1</source>
        <translation>Referenzstufe: %1</translation>
    </message>
    <message>
        <location filename="../ui/TierBadge.cpp" line="27"/>
        <source>No reference tier</source>
        <translation>Keine Referenzstufe</translation>
    </message>
</context>
<context>
    <name>tb::ui::TierBoardView</name>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="28"/>
        <source>Show &amp;suggested tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="29"/>
        <source>Show &amp;reference tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="30"/>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="31"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="34"/>
        <source>&amp;Place providers by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="73"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tierboard/TierBoardView.cpp" line="80"/>
        <source>%n provider(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="94"/>
        <source>Export tier board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="95"/>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="100"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tb::ui::VerdictPanel</name>
    <message>
        <location filename="../ui/VerdictPanel.cpp" line="37"/>
        <source>Select a check item on the left to see its question, what good looks like, and to record a verdict with evidence.</source>
        <translation>Links einen Prüfpunkt wählen, um seine Frage und den Maßstab zu sehen und ein Urteil mit Belegen festzuhalten.</translation>
    </message>
    <message>
        <location filename="../ui/VerdictPanel.cpp" line="61"/>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location filename="../ui/VerdictPanel.cpp" line="68"/>
        <source>What good looks like</source>
        <translation>Woran man Gutes erkennt</translation>
    </message>
    <message>
        <location filename="../ui/VerdictPanel.cpp" line="75"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../ui/VerdictPanel.cpp" line="88"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/VerdictPanel.cpp" line="94"/>
        <source>Evi&amp;dence</source>
        <translation>Bele&amp;ge</translation>
    </message>
    <message>
        <location filename="../ui/VerdictPanel.cpp" line="98"/>
        <source>What you saw, where, and when: commands, documents, ticket numbers, run ids.</source>
        <translation>Was, wo und wann gesehen: Befehle, Dokumente, Ticketnummern, Lauf-IDs.</translation>
    </message>
    <message>
        <location filename="../ui/VerdictPanel.cpp" line="102"/>
        <source>Ctrl+Return saves. Every change can be undone (Ctrl+Z).</source>
        <translation>Strg+Eingabe speichert. Jede Änderung lässt sich rückgängig machen (Strg+Z).</translation>
    </message>
    <message>
        <location filename="../ui/VerdictPanel.cpp" line="105"/>
        <source>&amp;Save evidence</source>
        <translation>Belege &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/VerdictPanel.cpp" line="140"/>
        <source>(no question recorded)</source>
        <translation>(keine Frage hinterlegt)</translation>
    </message>
    <message>
        <location filename="../ui/VerdictPanel.cpp" line="141"/>
        <source>(no guidance recorded)</source>
        <translation>(kein Maßstab hinterlegt)</translation>
    </message>
</context>
<context>
    <name>tb::ui::WalkthroughWindow</name>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="61"/>
        <source>Walkthrough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="149"/>
        <source>Loading the checklist…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="165"/>
        <source>Promised date, YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="178"/>
        <source>No evidence or notes yet. Press E to write the provider&apos;s answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="185"/>
        <source>Evidence and the provider&apos;s answer (E edits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="214"/>
        <source>N/→ next   P/← previous   1 pass  2 partial  3 fail  4 n/a  5 unknown   A available/planned   D promised date   E notes   J jump   Space pause   Esc leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="231"/>
        <source>Walkthrough — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="242"/>
        <source>This evaluation&apos;s rubric has no check items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="256"/>
        <source>Resumed the session last saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="328"/>
        <source>Criterion %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="333"/>
        <source>Item %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="335"/>
        <source>(no question recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="337"/>
        <source>What good looks like: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="337"/>
        <source>not described</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="345"/>
        <source>Planned — no date promised yet (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="346"/>
        <source>Planned — promised for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="347"/>
        <source>Generally available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="361"/>
        <source>Criterion %1   Session %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="363"/>
        <source>PAUSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="422"/>
        <source>Editing notes: Ctrl+Return saves, Esc saves and returns to the keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="451"/>
        <source>Promised date: Return saves (the feature becomes planned), Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="458"/>
        <source>&quot;%1&quot; is not a date; write it as YYYY-MM-DD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="502"/>
        <source>Jump: arrows choose, Return goes there, Esc returns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="519"/>
        <source>Paused

Space resumes. The session can be resumed another day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="537"/>
        <source>Session summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="543"/>
        <source>Time spent: %1 in total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="546"/>
        <source>Open items (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="548"/>
        <source>None: every item has a confirmed verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="554"/>
        <source>Promises (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="556"/>
        <source>No planned features were recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="561"/>
        <source>no date promised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="562"/>
        <source>promised for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="570"/>
        <source>Up/Down scroll, P returns to the last item, Esc leaves the walkthrough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="572"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="595"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="614"/>
        <source>Session state not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
