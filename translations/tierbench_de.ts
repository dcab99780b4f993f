<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Baseline</name>
    <message>
        <source>Tier mode must be "fraction" or "absolute"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every tier edge (platinum, gold, silver, bronze) needs a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Direction must be "higher" or "lower"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The expected value must be a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>minSizeBytes must be a number of bytes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A baseline needs a metric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A baseline needs a source (who published the figure, where)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unknown unit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The hardware key is not valid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The expected value must be a positive number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The minimum message size cannot be negative</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"per" must be empty or "nic"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tier edges must be positive numbers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tier edges must fall from platinum to bronze for a higher-is-better metric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tier edges must rise from platinum to bronze for a lower-is-better metric</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BaselineEditor</name>
    <message>
        <source>Add row</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove row</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Import JSON…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save as new version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New row: fill in every field, including the source, then save.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Import baselines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export baselines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Baseline version %1 — %2 entries. %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Row %1 (%2): a baseline needs a source — who published the figure, and where.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No database is open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>baseline editor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Saved as baseline version %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Imported %1 entries from %2; save to store them as a new version.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write the baselines file</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BaselineMatcher</name>
    <message>
        <source>No baseline for %1: shown without tier bands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown hardware</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>algorithm not recorded; compared with the %1 figure</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BaselineRepository</name>
    <message>
        <source>Cannot number the new baseline version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>from %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>from %1 (version %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot store the baseline version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot store a baseline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the baselines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the baseline version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No such baseline version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the baseline versions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The database holds no baselines yet</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BaselineSet</name>
    <message>
        <source>The baselines file is not a JSON object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not a Tierbench baselines file ("format" must be "%1")</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This baselines file was written by a newer Tierbench</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The baselines file needs a "version"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The baselines file needs an "entries" array</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>entry %1 is not an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>another entry has the same metric, hardware key and algorithm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the baselines file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The baselines file is too large</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BaselineTableModel</name>
    <message>
        <source>Metric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Better</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edges</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Platinum</source>
        <translation type="unfinished">Platin</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished">Gold</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation type="unfinished">Silber</translation>
    </message>
    <message>
        <source>Bronze</source>
        <translation type="unfinished">Bronze</translation>
    </message>
    <message>
        <source>Min. size (bytes)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Per</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ChecklistModel</name>
    <message>
        <source>%1: %2 of %3 items decided (%4 pass, %5 partial, %6 fail)</source>
        <translation>%1: %2 von %3 Punkten entschieden (%4 erfüllt, %5 teilweise, %6 nicht erfüllt)</translation>
    </message>
    <message>
        <source>%1/%2 decided</source>
        <translation>%1/%2 entschieden</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 pass · %2 partial · %3 fail</source>
        <translation>%1 erfüllt · %2 teilweise · %3 nicht erfüllt</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Criterion / check item</source>
        <translation>Kriterium / Prüfpunkt</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
</context>
<context>
    <name>ChecklistView</name>
    <message>
        <source>Eval&amp;uation:</source>
        <translation>Bewert&amp;ung:</translation>
    </message>
    <message>
        <source>This provider has no evaluation yet.</source>
        <translation>Für diesen Anbieter gibt es noch keine Bewertung.</translation>
    </message>
    <message>
        <source>Evaluation %1</source>
        <translation>Bewertung %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Rubric %1</source>
        <translation>Kriterienkatalog %1</translation>
    </message>
    <message>
        <source>reviewer %1</source>
        <translation>Prüfer %1</translation>
    </message>
    <message>
        <source>%1 of %2 items decided</source>
        <translation>%1 von %2 Punkten entschieden</translation>
    </message>
</context>
<context>
    <name>CompareTableModel</name>
    <message>
        <source>run %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no baseline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished">Anbieter</translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Headline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>% of expected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Band</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Providers</source>
        <translation type="unfinished">Anbieter</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all_reduce bus bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all_gather bus bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reduce_scatter bus bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>alltoall bus bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>sendrecv bus bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Host→device copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device→host copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device memory copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU-to-GPU (slowest pair)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BF16 GEMM</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Container pull time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>import torch time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pick providers, then runs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown hardware</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>provider %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>None of the selected runs measured %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 runs ranked by percentage of their matching baseline.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DeployPlan</name>
    <message>
        <source>no prebuilt bundle is configured</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the node is %1, the prebuilt bundle %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the node's C library is not glibc or unknown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the node has glibc %1.%2, prebuilt binaries need 2.34</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>driver %1 is older than 580, which CUDA 13 probes need</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>prebuilt bundle fits (glibc %1.%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, CUDA probes with the node's nvcc</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, without CUDA probes (no nvcc)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, HIP probes with the node's hipcc</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, without HIP probes (no hipcc)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>building the sources on the node (%1)%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot deploy: %1, and the node lacks %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Deployer</name>
    <message>
        <source>bundle %1 already on the node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No temporary folder for the bundle archive</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>sending bundle %1 (%2 files, %3 bytes)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>building the probes on the node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Building the probes on the node failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unpacking the bundle on the node failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bundle ready in %1 s</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <source>Draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>In Prüfung</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Abgeschlossen</translation>
    </message>
</context>
<context>
    <name>EvaluationRepository</name>
    <message>
        <source>Could not read the evaluation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no evaluation with this id.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the provider</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no provider with this id.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not create the evaluation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not create the evaluation's checklist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not save the evaluation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not delete the evaluation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the verdicts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the verdict</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This check item is not part of the evaluation.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Availability must be "ga" (generally available) or "planned".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not save the verdict</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Gate</name>
    <message>
        <source>Only older GPUs offered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No SOC 2 / ISO 27001 security attestation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PCIe ACS left enabled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUDirect RDMA not enabled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU hours charged during cluster creation or downtime</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GuiStartup</name>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <source>Creating the demo database…</source>
        <translation>Demo-Datenbank wird angelegt …</translation>
    </message>
    <message>
        <source>Could not open the database</source>
        <translation>Die Datenbank konnte nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>HardwareKey</name>
    <message>
        <source>A hardware key part must read COUNTxMODEL/FABRIC, node/FABRIC or host/FABRIC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A count in a hardware key must be at least 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A hardware key part needs a fabric after '/'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The hardware key is empty</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <source>Peak at ≥ %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>in-place</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the sweep stopped at %1, below the %2 the headline needs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slowest GPU pair, peak at ≥ %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU %1 → GPU %2, worst of %3 pairs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Median time of %1 runs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>IbstatParser</name>
    <message>
        <source>ibstat stopped early: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown link layer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, firmware %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 InfiniBand ports active at %2 Gb/s.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>InfiniBand ports not active: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>InfiniBand ports below the fastest port's %1 Gb/s: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fastest InfiniBand port, Gb/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 Ethernet ports active.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ethernet ports down (they do not affect the InfiniBand fabric): %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No InfiniBand link layer; %1 RDMA Ethernet (RoCE) ports active.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No InfiniBand link layer; RoCE ports down: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ImportService</name>
    <message>
        <source>The provider could not be looked up.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No provider named "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The raw log could not be stored.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <source>Unknown format "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The input could not be read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The JSON document is larger than %1 MiB.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing could be read as %1 output: not a recognised tool output.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Interview</name>
    <message>
        <source>An interview belongs to a provider.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The interview date is missing or not a date (YYYY-MM-DD).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The interview date lies in the future.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The interviewee's role is required.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Role, channel and name are limited to 200 characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The notes are larger than 1 MB.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A sentiment needs a criterion.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A sentiment lies between -2 and +2 (got %1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A tag may not contain a comma.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>InterviewCsv</name>
    <message>
        <source>a quoted field is never closed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file is empty; expected a header row</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown column</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>column appears twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>required column is missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>has %1 fields, the header has %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>provider is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no provider named "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a date (YYYY-MM-DD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not one of ai_lab, enterprise, startup, research, other</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not yes/no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a whole number from -2 to 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the providers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the criteria</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>InterviewCsv::RowError</name>
    <message>
        <source>row %1, column %2: %3</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>InterviewRepository</name>
    <message>
        <source>Could not read the interviews</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the interview sentiment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the interview</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No interview %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not save the interview sentiment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not save the interview</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not delete the interview</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>KernelLogParser</name>
    <message>
        <source>graphics engine exception (usually the application; repeated on one GPU, the hardware)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU memory page fault (usually the application)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU stopped processing (usually the application)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>preemptive cleanup after an earlier error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>double-bit ECC error: the GPU needs a reset, the job died</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>internal micro-controller error: the GPU needs a reset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ECC page retirement or row remapping recorded: reset the GPU to apply it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ECC page retirement or row remapping failed to record: the GPU should be replaced</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NVLink error: check the links and the fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU has fallen off the bus: it needs a reset or the node a reboot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>high single-bit ECC error rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>contained ECC error: the affected application must restart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>uncontained ECC error: every application on the GPU is affected; reset needed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>context switch timeout</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GSP firmware error or RPC timeout: the GPU needs a reset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unrecovered ECC error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU recovery action changed: reset or reboot required</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>see NVIDIA's Xid catalogue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Xid %1 (%2) %3 times on %4, first at %5: %6</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NVSwitch SXid %1 (%2) %3 times on %4, first at %5: %6</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fatal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>non-fatal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Xid codes in the log: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NVSwitch SXid codes in the log: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nvidia-peermem reported errors (GPUDirect RDMA): %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Xid and SXid lines in %1 log lines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No Xid or SXid events in the log.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LspciParser</name>
    <message>
        <source>unknown bridge %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (%2): %3%4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, above GPU %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ACS redirection is off on all %1 bridges with ACS; peer-to-peer traffic can go directly through the PCIe switches.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ACS request/completion redirect is on, so peer-to-peer traffic (GPU to GPU, GPUDirect RDMA to the NIC) is sent up to the root complex instead of across the switch, which cuts its bandwidth and raises latency: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ACS upstream forwarding or egress control is on: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GPU/NIC links run at their full speed and width.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Downgraded links: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tierbench</source>
        <translation>Tierbench</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Opening the database…</source>
        <translation>Datenbank wird geöffnet …</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Find provider</source>
        <translation>Anbieter &amp;suchen</translation>
    </message>
    <message>
        <source>&amp;Provider</source>
        <translation>&amp;Anbieter</translation>
    </message>
    <message>
        <source>&amp;New provider…</source>
        <translation>&amp;Neuer Anbieter …</translation>
    </message>
    <message>
        <source>&amp;Edit provider…</source>
        <translation>Anbieter &amp;bearbeiten …</translation>
    </message>
    <message>
        <source>&amp;Delete provider…</source>
        <translation>Anbieter &amp;löschen …</translation>
    </message>
    <message>
        <source>Open &amp;checklist</source>
        <translation>&amp;Checkliste öffnen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Tierbench</source>
        <translation>Ü&amp;ber Tierbench</translation>
    </message>
    <message>
        <source>About Tierbench</source>
        <translation>Über Tierbench</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Tierbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A workbench for rating GPU cloud providers against the ClusterMAX criteria: checklists, probes, interviews and tiers.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tierbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Eine Werkbank zur Bewertung von GPU-Cloud-Anbietern nach den ClusterMAX-Kriterien: Checklisten, Messprogramme, Interviews und Stufen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Search providers (Ctrl+F)</source>
        <translation>Anbieter suchen (Strg+F)</translation>
    </message>
    <message>
        <source>&amp;Tier:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>All tiers</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <source>K&amp;ind:</source>
        <translation>A&amp;rt:</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>No database open</source>
        <translation>Keine Datenbank geöffnet</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Loading providers…</source>
        <translation>Anbieter werden geladen …</translation>
    </message>
    <message>
        <source>Saved provider “%1”.</source>
        <translation>Anbieter „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>Delete provider</source>
        <translation>Anbieter löschen</translation>
    </message>
    <message>
        <source>Delete the provider “%1”?</source>
        <translation>Den Anbieter „%1“ löschen?</translation>
    </message>
    <message>
        <source>Other providers are not affected. This cannot be undone.</source>
        <translation>Andere Anbieter sind nicht betroffen. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Deleted provider “%1”.</source>
        <translation>Anbieter „%1“ gelöscht.</translation>
    </message>
    <message>
        <source>1 provider</source>
        <translation>1 Anbieter</translation>
    </message>
    <message>
        <source>%1 providers</source>
        <translation>%1 Anbieter</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>%1 von %2 angezeigt</translation>
    </message>
    <message>
        <source>This also deletes everything recorded for it: %1 evaluation(s) with their verdicts, %2 probe run(s) with their samples, and %3 interview(s).</source>
        <translation>Damit wird auch alles gelöscht, was zu ihm erfasst ist: %1 Bewertung(en) mit ihren Urteilen, %2 Messlauf/-läufe mit ihren Messwerten und %3 Interview(s).</translation>
    </message>
</context>
<context>
    <name>NcclJsonParser</name>
    <message>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The collective is not named in the JSON; operation set to "unknown".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The test reported an error: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No end_time: the run may not have finished.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NcclTextParser</name>
    <message>
        <source>The collective is not named in the input (no "Collective test starting" line or *_perf command); operation set to "unknown".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No rank lines; the rank count assumes a single process (nThread x nGpus).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No table header; the rows were read with the standard nccl-tests column layout.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No "Avg bus bandwidth" summary: the output may have been cut short.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The table header has no result rows.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rows go beyond the header's maxBytes; the header and the table may come from different runs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A line longer than the line limit was cut.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The test reported an error: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The last row is cut short and was ignored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A row without its in-place half was kept (size %1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The input ends inside the last row; its last number may be cut.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The test aborted: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 rows beyond the limit of %2 were not kept.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 incomplete rows were ignored.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NodeRepository</name>
    <message>
        <source>A node needs a host</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The node could not be saved.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The node could not be removed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The node could not be read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Node %1 not found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The nodes could not be read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The node's host key could not be saved.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NvbandwidthJsonParser</name>
    <message>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Test %1 failed: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tests waived (not applicable on this system).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NvbandwidthParser</name>
    <message>
        <source>A line longer than the line limit was cut.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nvbandwidth reported an error: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tests waived (not applicable on this system).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NvidiaSmiParser</name>
    <message>
        <source>The output is cut short: %1 GPUs attached, %2 listed, the last one incomplete. Checks cover only what is present.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs attached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 uncorrectable ECC errors since boot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 uncorrectable ECC errors over its lifetime</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ECC disabled on %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No uncorrectable ECC errors on %1 GPUs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: page retirement pending (needs a GPU reset)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 single-bit and %3 double-bit retired pages</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No retired pages.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: row remapping pending after %2 uncorrectable errors; needs a GPU reset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: row remapping failed; the GPU should be replaced</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 rows remapped after uncorrectable errors</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No remapped rows pending or failed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No GPU asks for a reset.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reset required: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No PCIe replays since reset.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PCIe replays since reset (link retransmissions; a rising count points to a marginal link): %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>OrgType</name>
    <message>
        <source>AI lab</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Enterprise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Startup</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Research</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>P2pMatrixWidget</name>
    <message>
        <source>GPU-to-GPU bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected %1 per pair (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU %1 → GPU %2: not measured</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU %1 → GPU %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No P2P samples</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>destination GPU · source GPU by row · %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProbeBundle</name>
    <message>
        <source>Probe folder %1 not found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Probe folder %1 holds no files</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProbeLineReader</name>
    <message>
        <source>line longer than the limit, cut</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no "tb" protocol version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>protocol version %1 is not supported</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 without an id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>sample without a metric or a value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown type "%1"</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProbeLogParser</name>
    <message>
        <source>No "end" line: the probe output is cut short.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 lines were not protocol lines.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProbeRunner</name>
    <message>
        <source>ok</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a check failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unsupported on this node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>runtime error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>data verification failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>usage error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>exit code %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run cancelled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 did not finish within %2 s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>killed by SIG%1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Provider</name>
    <message>
        <source>Neocloud</source>
        <translation>Neocloud</translation>
    </message>
    <message>
        <source>Hyperscaler</source>
        <translation>Hyperscaler</translation>
    </message>
    <message>
        <source>Marketplace / aggregator</source>
        <translation>Marktplatz / Aggregator</translation>
    </message>
</context>
<context>
    <name>ProviderDialog</name>
    <message>
        <source>Add provider</source>
        <translation>Anbieter hinzufügen</translation>
    </message>
    <message>
        <source>e.g. CoreWeave</source>
        <translation>z. B. CoreWeave</translation>
    </message>
    <message>
        <source>H100, H200, B200</source>
        <translation>H100, H200, B200</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <source>e.g. 2.1</source>
        <translation>z. B. 2.1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Website:</source>
        <translation>&amp;Webseite:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;GPU models:</source>
        <translation>&amp;GPU-Modelle:</translation>
    </message>
    <message>
        <source>Reference &amp;tier:</source>
        <translation>Referenz-&amp;Stufe:</translation>
    </message>
    <message>
        <source>ClusterMAX &amp;round:</source>
        <translation>ClusterMAX-&amp;Runde:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <source>Edit provider “%1”</source>
        <translation>Anbieter „%1“ bearbeiten</translation>
    </message>
    <message>
        <source>Please enter a name: a provider needs one.</source>
        <translation>Bitte einen Namen eingeben: Jeder Anbieter braucht einen.</translation>
    </message>
    <message>
        <source>A provider named “%1” already exists. Choose another name or edit that provider.</source>
        <translation>Ein Anbieter namens „%1“ existiert bereits. Bitte einen anderen Namen wählen oder diesen Anbieter bearbeiten.</translation>
    </message>
</context>
<context>
    <name>ProviderListModel</name>
    <message>
        <source>ClusterMAX %1: %2</source>
        <translation>ClusterMAX %1: %2</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Reference tier</source>
        <translation>Referenzstufe</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
</context>
<context>
    <name>ProviderPage</name>
    <message>
        <source>&amp;Overview</source>
        <translation>Ü&amp;berblick</translation>
    </message>
    <message>
        <source>Chec&amp;klist</source>
        <translation>Chec&amp;kliste</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Website:</source>
        <translation>Webseite:</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>GPU models:</source>
        <translation>GPU-Modelle:</translation>
    </message>
    <message>
        <source>Reference tier:</source>
        <translation>Referenzstufe:</translation>
    </message>
    <message>
        <source>ClusterMAX 1.0:</source>
        <translation>ClusterMAX 1.0:</translation>
    </message>
    <message>
        <source>Last changed:</source>
        <translation>Zuletzt geändert:</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Evaluations</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Double-click or press Return to open an evaluation's checklist.</source>
        <translation>Doppelklick oder Eingabetaste öffnet die Checkliste einer Bewertung.</translation>
    </message>
    <message>
        <source>No provider selected</source>
        <translation>Kein Anbieter ausgewählt</translation>
    </message>
    <message>
        <source>Pick a provider on the left, or add one with Ctrl+N.</source>
        <translation>Links einen Anbieter wählen oder mit Strg+N einen hinzufügen.</translation>
    </message>
    <message>
        <source>ClusterMAX %1</source>
        <translation>ClusterMAX %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (ClusterMAX %2)</source>
        <translation>%1 (ClusterMAX %2)</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <source>No notes yet. Edit the provider (F2) to add some.</source>
        <translation>Noch keine Notizen. Anbieter bearbeiten (F2), um welche hinzuzufügen.</translation>
    </message>
    <message>
        <source>Evaluation %1</source>
        <translation>Bewertung %1</translation>
    </message>
    <message>
        <source>No evaluation yet</source>
        <translation>Noch keine Bewertung</translation>
    </message>
</context>
<context>
    <name>ProviderRepository</name>
    <message>
        <source>Could not read the provider</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no provider with this id.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no provider named "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A provider needs a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a ClusterMAX 1.0 tier (platinum, gold, silver, bronze, underperform).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not check the provider name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A provider named "%1" already exists.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not add the provider</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not save the provider</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not delete the provider</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not count what belongs to the provider</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RatingEngine</name>
    <message>
        <source>Could not read the providers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No provider %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The provider has no evaluation yet, so nothing can be suggested.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RatingRepository</name>
    <message>
        <source>Could not read the evaluations</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The provider has no evaluation yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the criteria</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the verdicts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interview %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not save the suggested scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A score lies between 0 and 5.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The score differs from the suggested %1 by more than %2: write a rationale.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no suggested score to agree with: write a rationale.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not save the score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 differs from the suggested %2: a justification is required.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no suggested tier: a justification is required.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the rating rounds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not save the tier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the rating history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the ratings</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RecipeBook</name>
    <message>
        <source>Cannot read the recipe file %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The recipe file %1 is not valid JSON</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A recipe in %1 has no usable name</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RecipeTimingWidget</name>
    <message>
        <source>Recipe timings against tier thresholds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no baseline</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Renderable</name>
    <message>
        <source>Cannot write the SVG file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Charts export as .png or .svg</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write the PNG file</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ReportChart</name>
    <message>
        <source>Score (0-5): bar = final, diamond = suggested</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1% of expected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Message size (bytes, log scale)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>measured (median per size), run #%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected %1 %2 from %3 (%4)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ReviewContent</name>
    <message>
        <source>[another provider]</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ReviewContentLoader</name>
    <message>
        <source>Could not look up the provider</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No provider named "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not look up the evaluation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The evaluation does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the providers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the review data</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The provider does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has no evaluation to report on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>[name withheld]</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ReviewPdfWriter</name>
    <message>
        <source>Could not write the review to %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 — provider review</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not start the PDF at %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ReviewSections</name>
    <message numerus="yes">
        <source>%n interview(s) with customers of the provider. Interviewees appear by role and type of organisation only; names, dates and channels are withheld, and notes are quoted only with the interviewee's consent.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>AI lab</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Enterprise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start-up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Research organisation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Other organisation</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RocmSmiParser</name>
    <message>
        <source>The VBIOS is an SR-IOV build: the GPUs are virtual functions in a VM.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No PCIe replays.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PCIe replays: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No uncorrectable ECC errors.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Uncorrectable ECC errors: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RoundRepository</name>
    <message>
        <source>Could not read the rating rounds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No rating round is open.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A round needs a name, such as "2.1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Round %1 is still open; close it before opening another.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not open round %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No rating round %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Round %1 is already closed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not freeze the round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not close the round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No earlier closed round.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RubricLoader</name>
    <message>
        <source>The rubric is not valid JSON at %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected an object at the top</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the rubric file %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The rubric file %1 is too large.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RubricRepository</name>
    <message>
        <source>Could not read the rubric versions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rubric version %1 is already installed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not install the rubric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not install the rubric's criteria</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not install the rubric's check items</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A shipped rubric is missing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the rubric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no rubric version "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The rubric of this evaluation is missing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the rubric's criteria</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the rubric's check items</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RunCharts</name>
    <message>
        <source> host→device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> device→host</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (in-place)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No samples of %1 in the selected runs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy bandwidth (GB/s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Host/device copy bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 bus bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown hardware</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 bus bandwidth — %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Host/device copy bandwidth — %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU-to-GPU bandwidth — %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device copy bandwidth (GB/s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device memory copy bandwidth — %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This run has no samples a chart can show</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RunRepository</name>
    <message>
        <source>The run could not be recorded.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The run could not be updated.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The run does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The run could not be finished.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The raw log could not be read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The raw log could not be stored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The samples could not be stored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The findings could not be stored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The run could not be read.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoreSuggester</name>
    <message>
        <source>unknown: no evidence yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (item weight %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown: missing evidence, lowers confidence</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1% of expected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, band %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>sentiment %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SetVerdictCommand</name>
    <message>
        <source>Set “%1” to %2</source>
        <translation>„%1“ auf %2 setzen</translation>
    </message>
    <message>
        <source>Edit evidence of “%1”</source>
        <translation>Belege zu „%1“ bearbeiten</translation>
    </message>
</context>
<context>
    <name>SshTarget</name>
    <message>
        <source>Invalid target "%1": %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>empty user name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>missing ]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unexpected text after ]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>write IPv6 addresses as [addr]:port</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>empty host</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the host name holds characters a host cannot have</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>port must be 1-65535</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>Could not write the audit log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the audit log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The file is not a Tierbench database, or it is damaged</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This database was written by a newer Tierbench (schema %1; this version understands up to %2). It was not opened, and nothing in it was changed. Open it with a newer Tierbench.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not write a backup before migrating</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A migration script is missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not start a migration</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Migration to schema %1 failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not record the schema version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not commit a migration</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A database statement failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not configure the database</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not open the database %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not start a database transaction</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The transaction was already finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not save the changes</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SweepChart</name>
    <message>
        <source>Message size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected %1 for %2%3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (%1 per NIC × %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 &lt; %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 ≥ %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TarWriter</name>
    <message>
        <source>Cannot write %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Path too long for the bundle archive</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot copy %1 into the bundle</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Tier</name>
    <message>
        <source>Platinum</source>
        <translation>Platin</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <source>Bronze</source>
        <translation>Bronze</translation>
    </message>
    <message>
        <source>Underperforming</source>
        <translation>Unterdurchschnittlich</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>Nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>TierBadge</name>
    <message>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <source>Reference tier: %1</source>
        <translation>Referenzstufe: %1</translation>
    </message>
    <message>
        <source>No reference tier</source>
        <translation>Keine Referenzstufe</translation>
    </message>
</context>
<context>
    <name>TierBoard</name>
    <message>
        <source>Live board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No rating round %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TierBoardRenderer</name>
    <message>
        <source>assigned tier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>suggested tier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reference tier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rows by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, arrows: movement since round %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not rated</source>
        <translation type="unfinished">Nicht bewertet</translation>
    </message>
    <message>
        <source>Badges: S = suggested tier, R = reference tier (colour of that tier; white = none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not write %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unknown format "%1": use .pdf, .png or .svg</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TierSuggester</name>
    <message>
        <source>not launched publicly</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>sold out with no plans to add capacity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>government-only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>access refused</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>otherwise untestable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not be tested: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No criterion has a score yet, so no tier can be suggested.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Gate: %1 (%2) caps the tier at Underperforming.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Weighted total %1, rank %2 of %3 evaluated providers%4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (tied with %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Platinum: total at least %1 and in the top %2 of peers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not Platinum: not in the top %1 of peers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Gold: total at least %1 and in the top %2 of peers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Platinum and Gold are relative tiers and need at least %1 evaluated providers; there are %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not Gold: not in the top %1 of peers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Silver: total at least %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bronze: total at least %1 (minimum criteria met).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Underperforming: total below %1, the minimum criteria.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>%1 % of %2 · %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pass</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <source>Partial</source>
        <translation>Teilweise</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Nicht erfüllt</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>Entfällt</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <source>Select a check item on the left to see its question, what good looks like, and to record a verdict with evidence.</source>
        <translation>Links einen Prüfpunkt wählen, um seine Frage und den Maßstab zu sehen und ein Urteil mit Belegen festzuhalten.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>What good looks like</source>
        <translation>Woran man Gutes erkennt</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Evi&amp;dence</source>
        <translation>Bele&amp;ge</translation>
    </message>
    <message>
        <source>What you saw, where, and when: commands, documents, ticket numbers, run ids.</source>
        <translation>Was, wo und wann gesehen: Befehle, Dokumente, Ticketnummern, Lauf-IDs.</translation>
    </message>
    <message>
        <source>Ctrl+Return saves. Every change can be undone (Ctrl+Z).</source>
        <translation>Strg+Eingabe speichert. Jede Änderung lässt sich rückgängig machen (Strg+Z).</translation>
    </message>
    <message>
        <source>&amp;Save evidence</source>
        <translation>Belege &amp;speichern</translation>
    </message>
    <message>
        <source>(no question recorded)</source>
        <translation>(keine Frage hinterlegt)</translation>
    </message>
    <message>
        <source>(no guidance recorded)</source>
        <translation>(kein Maßstab hinterlegt)</translation>
    </message>
</context>
<context>
    <name>WalkthroughState</name>
    <message>
        <source>Could not read the walkthrough state</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the walkthrough timers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not save the walkthrough state</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WalkthroughWindow</name>
    <message>
        <source>Walkthrough</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Loading the checklist…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Promised date, YYYY-MM-DD</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No evidence or notes yet. Press E to write the provider's answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>N/→ next   P/← previous   1 pass  2 partial  3 fail  4 n/a  5 unknown   A available/planned   D promised date   E notes   J jump   Space pause   Esc leave</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Walkthrough — %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This evaluation's rubric has no check items.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resumed the session last saved %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Criterion %1 of %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Item %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(no question recorded)</source>
        <translation type="unfinished">(keine Frage hinterlegt)</translation>
    </message>
    <message>
        <source>What good looks like: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not described</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Planned — no date promised yet (D)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Planned — promised for %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Generally available</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Criterion %1   Session %2%3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PAUSED</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Editing notes: Ctrl+Return saves, Esc saves and returns to the keys.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Promised date: Return saves (the feature becomes planned), Esc cancels.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a date; write it as YYYY-MM-DD.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Jump: arrows choose, Return goes there, Esc returns.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Paused

Space resumes. The session can be resumed another day.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Session summary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time spent: %1 in total.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open items (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>None: every item has a confirmed verdict.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Promises (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No planned features were recorded.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no date promised</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>promised for %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Session state not saved: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Evidence and the provider's answer (E edits)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Up/Down scroll, P returns to the last item, Esc leaves the walkthrough.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Workbench for rating GPU cloud providers against the ClusterMAX criteria.</source>
        <translation>Werkbank zur Bewertung von GPU-Cloud-Anbietern nach den ClusterMAX-Kriterien.</translation>
    </message>
    <message>
        <source>Database file (created with the demo data when missing). Default: %1</source>
        <translation>Datenbankdatei (fehlt sie, wird sie mit den Demo-Daten angelegt). Standard: %1</translation>
    </message>
    <message>
        <source>Save a picture of the window once it is filled, then quit.</source>
        <translation>Ein Bild des gefüllten Fensters speichern, dann beenden.</translation>
    </message>
    <message>
        <source>Print ready_ms and peak_rss_kib once the provider list is shown, then quit.</source>
        <translation>ready_ms und peak_rss_kib ausgeben, sobald die Anbieterliste angezeigt wird, dann beenden.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1280x800.</source>
        <translation>Fenstergröße, z. B. 1280x800.</translation>
    </message>
    <message>
        <source>Select this provider first.</source>
        <translation>Diesen Anbieter zuerst auswählen.</translation>
    </message>
    <message>
        <source>Provider tab to show: overview, checklist.</source>
        <translation>Anzuzeigender Reiter: overview, checklist.</translation>
    </message>
    <message>
        <source>With --page checklist: check item key to select.</source>
        <translation>Mit --page checklist: Schlüssel des auszuwählenden Prüfpunkts.</translation>
    </message>
</context>
<context>
    <name>tb::core</name>
    <message>
        <source>form factor not stated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>memory size not stated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>memory size differs (%1 vs %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>same NIC speed, different fabric (%1 vs %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>host link %1 inferred from the GPU model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>entry %1 (%2 on %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The demo data is missing from this build.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The demo data of this build is damaged.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the providers</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>tb::core::RunSink</name>
    <message>
        <source>the address belongs to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the address is not registered to %1: the provider may resell another company's capacity (aggregator)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>tb::core::Validator</name>
    <message>
        <source>The rubric is invalid at %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a text value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be zero or more</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a key (lower-case letters, digits, _ and .)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the key "%1" is used twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected schema version %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a non-empty list of criteria</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a non-empty list of check items</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a known gate (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the criteria weights add up to %1, not 1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>tb::ui</name>
    <message>
        <source>Tierbench · GPU cloud provider review</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Assigned tier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not assigned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Suggested by the tier rules: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Review date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reviewer</source>
        <translation type="unfinished">Prüfer</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rubric version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Evaluation</source>
        <translation type="unfinished">Bewertung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished">Status</translation>
    </message>
    <message>
        <source>Confidential. This review concerns %1 only and holds no data about any other provider. Interviewees are identified by role and type of organisation only.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 — provider review</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rubric %1</source>
        <translation type="unfinished">Kriterienkatalog %1</translation>
    </message>
    <message>
        <source>Confidential</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Generally available</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Planned (no date promised)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Planned, promised for %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no SOC 2 / ISO 27001 attestation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PCIe ACS left enabled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUDirect RDMA not enabled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU hours charged during cluster creation or downtime</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>only older GPUs offered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not yet assigned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 was reviewed against the criteria of rubric %2 by %3. Assigned tier: %4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the analyst</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Suggested tier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">keine</translation>
    </message>
    <message>
        <source>Weighted score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of 5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not scored</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checklist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 items: %2 pass, %3 partial, %4 fail, %5 n/a, %6 unknown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Planned features</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (listed with promised dates, not credited as available)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Gates triggered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measurements</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 runs, %2 samples, %3 recipe timings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Customer interviews</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Handover delay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 days (requested %2, received %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hands-on window</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 days from the first to the last run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no runs recorded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Criterion scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Weighted total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Criterion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished">Gewicht</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished">Abgeschlossen</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each item of the rubric with the verdict, the evidence it rests on and the runs that support it. Generally available features and features that are only planned are kept apart: a planned feature carries the date the provider promised and does not count as available.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (weight %2%, score %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(no evidence recorded)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Runs: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Suggested %1 by a measurement, awaiting confirmation.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Gate: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished">Urteil</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished">Belege</translation>
    </message>
    <message>
        <source>Planned features and promised dates</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every feature credited in this review is generally available.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Verdict today</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Promised for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured results against baselines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No probe results were recorded for this evaluation.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bandwidth sweeps show the median of repeated samples per message size; the dashed line is the expected value of the baseline for the same hardware, which applies from its minimum size on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Probe</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recipe timings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No recipe was timed in this evaluation.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The hands-on recipes are deliberately simple proxies for deeper configuration problems: installing PyTorch, pulling a large NGC container, importing torch, downloading and loading a 15-billion-parameter model, and a whois of the node's public IP.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recipe</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished">Begonnen</translation>
    </message>
    <message>
        <source>Customer interview highlights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No customer interviews were recorded for this provider.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(no consent to quote)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interviewee</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sentiment (-2..+2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Highlight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tier justification</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No tier has been assigned yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Assigned tier: %1, by %2 on %3 (assignment %4 of this evaluation's history).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Justification</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No justification recorded.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Why the suggestion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Suggested tier: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No explanation stored with the suggestion.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Gates</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No gate of the tier rules was triggered by a failed checklist item.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failed gate items cap the provider at Underperforming: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Conflict-of-interest disclosure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reviewer: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The reviewer has not recorded a disclosure for this evaluation.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Methodology</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What was tested</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The review combines hands-on testing on nodes the provider lent, a documentation and compliance review against the %1 items of rubric %2 (%3 criteria), and interviews with the provider's customers. Probes run: %4. Recipes timed: %5.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The five-day window</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hands-on testing runs in a window of about five days per provider. Such a window shows configuration and performance, but it cannot measure reliability at scale over time; the reliability verdicts therefore also rest on documentation and interviews. %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Here the runs spanned %1 days.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No timed runs were recorded.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interviews, generally available and planned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 customer interviews were used to separate what is generally available from what is merely planned. Planned features are listed with the date the provider promised and are not credited as available (%2 in this review).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Handover delays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The test cluster was requested on %1 and handed over on %2, %3 days later. Significant handover delays count against the provider (Lifecycle): a provider that needs extra weeks to meet the published criteria is not delivering them as a customer would get them.%4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This delay was counted against the provider.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No handover dates were recorded. Significant handover delays count against the provider.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Baselines and figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measurements are compared with the newest baseline set for the same hardware; a sweep's share of the baseline is its best value at or above the baseline's minimum message size. Raw outputs are kept with their SHA-256 hashes (last section), so every figure can be traced to its run.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Probe versions and raw result hashes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No runs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished">Art</translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bundle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(truncated)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SHA-256 of the raw results</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stream</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SHA-256</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>
