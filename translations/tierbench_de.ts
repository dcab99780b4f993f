<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Agreement</name>
    <message>
        <location filename="../core/trust/Agreement.cpp" line="+116"/>
        <source>worse than chance</source>
        <translation>schlechter als Zufall</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>slight</source>
        <translation>gering</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fair</source>
        <translation>ausreichend</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>moderate</source>
        <translation>mittelmäßig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>substantial</source>
        <translation>beachtlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>almost perfect</source>
        <translation>nahezu vollkommen</translation>
    </message>
</context>
<context>
    <name>AgreementAnalysis</name>
    <message>
        <location filename="../core/trust/AgreementReport.cpp" line="+58"/>
        <source>%1 has no evaluation.</source>
        <translation>%1 hat keine Bewertung.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not read the evaluation&apos;s rubric.</source>
        <translation>Der Kriterienkatalog der Bewertung konnte nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>AznhcParser</name>
    <message>
        <location filename="../core/import/AznhcParser.cpp" line="+115"/>
        <source>All %1 nodes healthy.</source>
        <translation>Alle %1 Knoten gesund.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 nodes unhealthy%3: %4</source>
        <translation>%1 von %2 Knoten nicht gesund%3: %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (fault codes %1)</source>
        <translation> (Fehlercodes %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> %1 nodes reported no results (unreachable, no shared filesystem, a failed install, or a job over about 300 nodes).</source>
        <translation> %1 Knoten meldeten keine Ergebnisse (nicht erreichbar, kein gemeinsames Dateisystem, eine fehlgeschlagene Installation oder ein Job über etwa 300 Knoten).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>nodes in the health log</source>
        <translation>Knoten im Health-Check-Protokoll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 further nodes were not kept (limit 20000).</source>
        <translation>%1 weitere Knoten wurden nicht behalten (Grenze 20000).</translation>
    </message>
</context>
<context>
    <name>Baseline</name>
    <message>
        <location filename="../core/domain/Baseline.cpp" line="+103"/>
        <source>Tier mode must be &quot;fraction&quot; or &quot;absolute&quot;</source>
        <translation>Der Stufenmodus muss „fraction“ oder „absolute“ sein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every tier edge (platinum, gold, silver, bronze) needs a number</source>
        <translation>Jede Stufengrenze (platinum, gold, silver, bronze) braucht eine Zahl</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Direction must be &quot;higher&quot; or &quot;lower&quot;</source>
        <translation>Die Richtung muss „higher“ oder „lower“ sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The expected value must be a number</source>
        <translation>Der Erwartungswert muss eine Zahl sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>minSizeBytes must be a number of bytes</source>
        <translation>minSizeBytes muss eine Anzahl Bytes sein</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A baseline needs a metric</source>
        <translation>Eine Baseline braucht eine Metrik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A baseline needs a source (who published the figure, where)</source>
        <translation>Eine Baseline braucht eine Quelle (wer den Wert veröffentlicht hat, wo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown unit</source>
        <translation>Unbekannte Einheit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hardware key is not valid</source>
        <translation>Der Hardwareschlüssel ist ungültig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The expected value must be a positive number</source>
        <translation>Der Erwartungswert muss eine positive Zahl sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The expected value is not a plausible figure</source>
        <translation>Der Erwartungswert ist kein plausibler Wert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The minimum message size cannot be negative</source>
        <translation>Die minimale Nachrichtengröße darf nicht negativ sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;per&quot; must be empty or &quot;nic&quot;</source>
        <translation>„per“ muss leer oder „nic“ sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tier edges must be positive numbers</source>
        <translation>Stufengrenzen müssen positive Zahlen sein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tier edges given as fractions of the expected value must lie between 0.01 and 100</source>
        <translation>Stufengrenzen, die als Anteile des Erwartungswerts angegeben sind, müssen zwischen 0,01 und 100 liegen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tier edge is not a plausible figure</source>
        <translation>Eine Stufengrenze ist kein plausibler Wert</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tier edges must fall from platinum to bronze for a higher-is-better metric</source>
        <translation>Bei einer Metrik, bei der höher besser ist, müssen die Stufengrenzen von Platin nach Bronze fallen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier edges must rise from platinum to bronze for a lower-is-better metric</source>
        <translation>Bei einer Metrik, bei der niedriger besser ist, müssen die Stufengrenzen von Platin nach Bronze steigen</translation>
    </message>
</context>
<context>
    <name>BaselineMatcher</name>
    <message>
        <location filename="../core/baseline/BaselineMatcher.cpp" line="+38"/>
        <source>form factor not stated</source>
        <translation>Bauform nicht angegeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>memory size not stated</source>
        <translation>Speichergröße nicht angegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory size differs (%1 vs %2)</source>
        <translation>Speichergröße weicht ab (%1 statt %2)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>same NIC speed, different fabric (%1 vs %2)</source>
        <translation>gleiche NIC-Geschwindigkeit, anderes Fabric (%1 statt %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>host link %1 inferred from the GPU model</source>
        <translation>Host-Anbindung %1 aus dem GPU-Modell abgeleitet</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No baseline for %1: shown without tier bands</source>
        <translation>Keine Baseline für %1: ohne Stufenbänder angezeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown hardware</source>
        <translation>unbekannte Hardware</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Host-backend run (no GPU measured): no comparable baseline, GPU and fabric baselines judge GPU runs only</source>
        <translation>Lauf auf dem Host-Backend (keine GPU gemessen): keine vergleichbare Baseline, GPU- und Fabric-Baselines beurteilen nur GPU-Läufe</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>algorithm not recorded; compared with the %1 figure</source>
        <translation>Algorithmus nicht erfasst; mit dem Wert für %1 verglichen</translation>
    </message>
</context>
<context>
    <name>BaselineMeasurementSource</name>
    <message>
        <location filename="../core/rating/BaselineMeasurementSource.cpp" line="+130"/>
        <source>%1 on %2 (run %3)</source>
        <translation>%1 auf %2 (Lauf %3)</translation>
    </message>
</context>
<context>
    <name>BaselineRepository</name>
    <message>
        <location filename="../core/store/BaselineRepository.cpp" line="+43"/>
        <source>Cannot number the new baseline version</source>
        <translation>Die neue Baseline-Version kann nicht nummeriert werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>from %1</source>
        <translation>aus %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from %1 (version %2)</source>
        <translation>aus %1 (Version %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot store the baseline version</source>
        <translation>Die Baseline-Version kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot store a baseline</source>
        <translation>Eine Baseline kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot read the baselines</source>
        <translation>Die Baselines können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot read the baseline version</source>
        <translation>Die Baseline-Version kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No such baseline version</source>
        <translation>Diese Baseline-Version gibt es nicht</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+14"/>
        <source>Cannot read the baseline versions</source>
        <translation>Die Baseline-Versionen können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The database holds no baselines yet</source>
        <translation>Die Datenbank enthält noch keine Baselines</translation>
    </message>
</context>
<context>
    <name>BaselineSet</name>
    <message>
        <location filename="../core/domain/BaselineSet.cpp" line="+16"/>
        <source>entry %1 (%2 on %3)</source>
        <translation>Eintrag %1 (%2 auf %3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The baselines file is not a JSON object</source>
        <translation>Die Baseline-Datei ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not a Tierbench baselines file (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>Keine Tierbench-Baseline-Datei („format“ muss „%1“ sein)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This baselines file was written by a newer Tierbench</source>
        <translation>Diese Baseline-Datei stammt von einer neueren Tierbench-Version</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The baselines file needs a &quot;version&quot;</source>
        <translation>Die Baseline-Datei braucht eine „version“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The baselines file needs an &quot;entries&quot; array</source>
        <translation>Die Baseline-Datei braucht ein Array „entries“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry %1 is not an object</source>
        <translation>Eintrag %1 ist kein Objekt</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The baselines file has no entries</source>
        <translation>Die Baseline-Datei hat keine Einträge</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>another entry has the same metric, hardware key and algorithm</source>
        <translation>ein anderer Eintrag hat dieselbe Metrik, denselben Hardwareschlüssel und denselben Algorithmus</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot read the baselines file</source>
        <translation>Die Baseline-Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The baselines file is too large</source>
        <translation>Die Baseline-Datei ist zu groß</translation>
    </message>
</context>
<context>
    <name>BaselineVerdict</name>
    <message>
        <location filename="../core/baseline/BaselineVerdict.cpp" line="+32"/>
        <source>%1 % of %2 · %3</source>
        <translation>%1 % von %2 · %3</translation>
    </message>
</context>
<context>
    <name>BlindChartPainter</name>
    <message>
        <location filename="../ui/trust/BlindChartPainter.cpp" line="+26"/>
        <location line="+40"/>
        <source>independent</source>
        <translation>unabhängig</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+38"/>
        <source>disclosed</source>
        <translation>offengelegt</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>disclosed account favoured</source>
        <translation>offengelegtes Konto bevorzugt</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>not enough samples for an interval (at least %1 per group)</source>
        <translation>nicht genug Messwerte für ein Intervall (mindestens %1 je Gruppe)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median difference %1 %2 (%3%), 95% interval %4 to %5; dashed line: no difference</source>
        <translation>Median-Differenz %1 %2 (%3%), 95-%-Intervall %4 bis %5; gestrichelte Linie: keine Differenz</translation>
    </message>
</context>
<context>
    <name>BlindComparison</name>
    <message>
        <location filename="../core/trust/BlindComparison.cpp" line="+168"/>
        <source>not enough samples</source>
        <translation>nicht genug Messwerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>within noise</source>
        <translation>im Rauschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beyond noise</source>
        <translation>jenseits des Rauschens</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The account the provider knew about measured %1 better on %2 (median %3 against %4 %5; 95% interval of the difference %6 to %7): the provider may have treated the benchmark account better.</source>
        <translation>Das Konto, von dem der Anbieter wusste, hat bei %2 um %1 besser gemessen (Median %3 gegenüber %4 %5; 95-%-Intervall der Differenz %6 bis %7): Der Anbieter hat das Benchmark-Konto möglicherweise bevorzugt behandelt.</translation>
    </message>
</context>
<context>
    <name>CalculatorCostSource</name>
    <message>
        <location filename="../core/rating/CalculatorCostSource.cpp" line="+11"/>
        <source>unpriced: no price record in force, so the calculator has nothing to rate</source>
        <translation>ohne Preis: kein gültiger Preiseintrag, daher hat der Rechner nichts zu bewerten</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>unpriced under %1: %2</source>
        <translation>ohne Preis im Szenario %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an effective price of $%1 per useful GPU-hour cannot be compared</source>
        <translation>ein effektiver Preis von $%1 je nutzbarer GPU-Stunde lässt sich nicht vergleichen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the calculator gave no result</source>
        <translation>der Rechner lieferte kein Ergebnis</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unpriced under %1: $%2 per useful GPU-hour, but no other priced provider to compare with</source>
        <translation>ohne Preis im Szenario %1: $%2 je nutzbarer GPU-Stunde, aber kein anderer Anbieter mit Preis zum Vergleich</translation>
    </message>
</context>
<context>
    <name>ClusterDeploy</name>
    <message>
        <location filename="../core/cluster/ClusterDeploy.cpp" line="+51"/>
        <source>shared: the login node&apos;s bundle was seen on %1 earlier in this session</source>
        <translation>gemeinsam: das Paket des Login-Knotens wurde in dieser Sitzung bereits auf %1 gesehen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>not checked: %1; the job&apos;s tasks use the login node&apos;s copy</source>
        <translation>nicht geprüft: %1; die Tasks des Jobs verwenden die Kopie des Login-Knotens</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>not checked: no node could be reached now (%1); the job&apos;s tasks use the login node&apos;s copy</source>
        <translation>nicht geprüft: gerade ist kein Knoten erreichbar (%1); die Tasks des Jobs verwenden die Kopie des Login-Knotens</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>shared: the login node&apos;s bundle is visible on %1 of %2 nodes</source>
        <translation>gemeinsam: das Paket des Login-Knotens ist auf %1 von %2 Knoten sichtbar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not shared: %1 cannot see the bundle; copying it to each node</source>
        <translation>nicht gemeinsam: %1 sieht das Paket nicht; es wird auf jeden Knoten kopiert</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The probes could not be copied to %1</source>
        <translation>Die Messprogramme konnten nicht nach %1 kopiert werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per node: copied to %1 of %2 nodes (%3 saw the login node&apos;s copy)</source>
        <translation>je Knoten: auf %1 von %2 Knoten kopiert (%3 sahen die Kopie des Login-Knotens)</translation>
    </message>
</context>
<context>
    <name>ClusterJobKind</name>
    <message>
        <location filename="../core/domain/ClusterJobRecord.cpp" line="+11"/>
        <source>cross-node audit</source>
        <translation>knotenübergreifende Prüfung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collective (tb-coll)</source>
        <translation>kollektive Operation (tb-coll)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collective (nccl-tests)</source>
        <translation>kollektive Operation (nccl-tests)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recipe</source>
        <translation>Rezept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node pair</source>
        <translation>Knotenpaar</translation>
    </message>
</context>
<context>
    <name>ClusterJobOwnership</name>
    <message>
        <location filename="../core/store/ClusterJobOwnership.cpp" line="+23"/>
        <source>The job&apos;s owner could not be recorded.</source>
        <translation>Der Eigentümer des Jobs konnte nicht erfasst werden.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+41"/>
        <source>The cluster jobs could not be read.</source>
        <translation>Die Cluster-Jobs konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The process watching this job ended without ending it; the next connection to the cluster cancels it with scancel.</source>
        <translation>Der Prozess, der diesen Job überwachte, endete, ohne ihn zu beenden; die nächste Verbindung zum Cluster bricht ihn mit scancel ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The process submitting this job ended before the scheduler took it.</source>
        <translation>Der Prozess, der diesen Job abschickte, endete, bevor der Scheduler ihn annahm.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The cluster job could not be marked for cancelling.</source>
        <translation>Der Cluster-Job konnte nicht zum Abbrechen vorgemerkt werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the next connection to the cluster cancels it with scancel.</source>
        <translation>die nächste Verbindung zum Cluster bricht ihn mit scancel ab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cancelled with scancel at the next connection to the cluster.</source>
        <translation>bei der nächsten Verbindung zum Cluster mit scancel abgebrochen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancelled with scancel at the next connection to the cluster.</source>
        <translation>Bei der nächsten Verbindung zum Cluster mit scancel abgebrochen.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>An abandoned cluster job could not be marked interrupted.</source>
        <translation>Ein verwaister Cluster-Job konnte nicht als unterbrochen markiert werden.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The cluster job could not be updated.</source>
        <translation>Der Cluster-Job konnte nicht aktualisiert werden.</translation>
    </message>
</context>
<context>
    <name>ClusterJobRunner</name>
    <message>
        <location filename="../core/cluster/ClusterJobRunner.cpp" line="+51"/>
        <source>Job %1, left by a process that ended, could not be cancelled yet: %2</source>
        <translation>Job %1, von einem beendeten Prozess hinterlassen, konnte noch nicht abgebrochen werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Job %1 was cancelled, but the database could not record it: %2</source>
        <translation>Job %1 wurde abgebrochen, aber die Datenbank konnte das nicht erfassen: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cancelled job %1, left in the queue: %2</source>
        <translation>Job %1 abgebrochen, der in der Warteschlange zurückblieb: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The connection to the login node was lost (%1); connecting again (try %2 of %3)</source>
        <translation>Die Verbindung zum Login-Knoten ist abgebrochen (%1); neuer Verbindungsversuch (%2 von %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connected again; watching on</source>
        <translation>Wieder verbunden; die Überwachung läuft weiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not connect again: %1</source>
        <translation>Keine erneute Verbindung möglich: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cancelled before the job was submitted</source>
        <translation>Abgebrochen, bevor der Job abgeschickt wurde</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Cancelled by the analyst</source>
        <translation>Vom Analysten abgebrochen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The job could not be watched: %1</source>
        <translation>Der Job konnte nicht überwacht werden: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job %1 was still pending after %2 s (%3); cancelled at its deadline</source>
        <translation>Job %1 wartete nach %2 s noch immer (%3); bei Fristablauf abgebrochen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Job %1 wrote no output for %2 s; cancelled as hung</source>
        <translation>Job %1 schrieb %2 s lang keine Ausgabe; als hängend abgebrochen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>What the scheduler kept of the job could not be removed: %1</source>
        <translation>Was der Scheduler vom Job noch vorhielt, konnte nicht entfernt werden: %1</translation>
    </message>
</context>
<context>
    <name>ClusterJobWatch</name>
    <message>
        <location filename="../core/cluster/ClusterJobWatch.cpp" line="+362"/>
        <source>node %1 failed (%2)</source>
        <translation>Knoten %1 fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rank %1 failed</source>
        <translation>Rank %1 fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rank %1 on %2 failed</source>
        <translation>Rank %1 auf %2 fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 on %2: %3</source>
        <translation>%1 auf %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ranks %1</source>
        <translation>Ranks %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no result from node %1</source>
        <translation>kein Ergebnis von Knoten %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>ranks there: %1</source>
        <translation>Ranks dort: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Rank 0 printed no protocol line of the probe, so the run has no result.</source>
        <translation>Rang 0 hat keine Protokollzeile der Probe ausgegeben, daher hat der Lauf kein Ergebnis.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The job ended early: %1</source>
        <translation>Der Job endete vorzeitig: %1</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Job %1 ended %2</source>
        <translation>Job %1 endete: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>without a final state</source>
        <translation>ohne Endzustand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job %1 reached its time limit</source>
        <translation>Job %1 erreichte sein Zeitlimit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 with exit code %2</source>
        <translation>%1 mit Exit-Code %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>no result from node %1: it was allocated to job %2 but its program reported nothing (it wrote only: %3)</source>
        <translation>kein Ergebnis von Knoten %1: er war Job %2 zugeteilt, aber sein Programm meldete nichts (es schrieb nur: %3)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no result from node %1: it was allocated to job %2 but wrote nothing</source>
        <translation>kein Ergebnis von Knoten %1: er war Job %2 zugeteilt, schrieb aber nichts</translation>
    </message>
    <message>
        <location line="+22"/>
        <source> (the finding for %1 could not be stored: %2)</source>
        <translation> (der Befund für %1 konnte nicht gespeichert werden: %2)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The connection was lost while job %1 ran and could not be made again (%2); the next connection to the cluster cancels it with scancel.</source>
        <translation>Die Verbindung brach ab, während Job %1 lief, und ließ sich nicht wiederherstellen (%2); die nächste Verbindung zum Cluster bricht ihn mit scancel ab.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The database could not record this (%1): cancel job %2 by hand.</source>
        <translation>Die Datenbank konnte das nicht erfassen (%1): Job %2 bitte von Hand abbrechen.</translation>
    </message>
</context>
<context>
    <name>ClusterLauncher</name>
    <message>
        <location filename="../core/launch/ClusterLauncher.cpp" line="+13"/>
        <source>This scheduler is reached through its login node, and no connection to it is open</source>
        <translation>Dieser Scheduler wird über seinen Login-Knoten erreicht, und es ist keine Verbindung zu ihm offen</translation>
    </message>
</context>
<context>
    <name>ClusterOperations</name>
    <message>
        <location filename="../core/cluster/ClusterOperations.cpp" line="+385"/>
        <source>Job %1 was cancelled, but the database could not record it: %2</source>
        <translation>Job %1 wurde abgebrochen, aber die Datenbank konnte das nicht erfassen: %2</translation>
    </message>
    <message>
        <location line="-293"/>
        <source>partition %1 is %2</source>
        <translation>Partition %1 ist %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No node of the partition can take a job now</source>
        <translation>Gerade kann kein Knoten der Partition einen Job annehmen</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>The nccl-tests output could not be read: %1</source>
        <translation>Die Ausgabe von nccl-tests konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pairwise runs need at least two nodes</source>
        <translation>Paarweise Läufe brauchen mindestens zwei Knoten</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Round of %n pair(s)</source>
        <translation>
            <numerusform>Runde mit %n Paar</numerusform>
            <numerusform>Runde mit %n Paaren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Cancelled by the analyst from the cluster view</source>
        <translation>Vom Analysten in der Cluster-Ansicht abgebrochen</translation>
    </message>
</context>
<context>
    <name>ClusterQueries</name>
    <message>
        <location filename="../core/cluster/ClusterQueries.cpp" line="+78"/>
        <source>%1 has no cluster called %2</source>
        <translation>%1 hat keinen Cluster namens %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No cross-node audit yet</source>
        <translation>Noch keine knotenübergreifende Prüfung</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No scheduler audit yet</source>
        <translation>Noch keine Scheduler-Prüfung</translation>
    </message>
</context>
<context>
    <name>ClusterRepository</name>
    <message>
        <location filename="../core/store/ClusterRepository.cpp" line="+163"/>
        <location line="+26"/>
        <source>The cluster could not be saved.</source>
        <translation>Der Cluster konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No such cluster</source>
        <translation>Kein solcher Cluster</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The node is not a cluster&apos;s login node</source>
        <translation>Der Knoten ist nicht der Login-Knoten eines Clusters</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+16"/>
        <source>The job could not be recorded.</source>
        <translation>Der Job konnte nicht erfasst werden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No such job</source>
        <translation>Kein solcher Job</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The job&apos;s run could not be recorded.</source>
        <translation>Der Lauf des Jobs konnte nicht erfasst werden.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The job&apos;s runs could not be read.</source>
        <translation>Die Läufe des Jobs konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The job&apos;s findings could not be read.</source>
        <translation>Die Befunde des Jobs konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The command output could not be kept.</source>
        <translation>Die Befehlsausgabe konnte nicht aufbewahrt werden.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No such command output</source>
        <translation>Keine solche Befehlsausgabe</translation>
    </message>
</context>
<context>
    <name>ClusterWorkflow</name>
    <message>
        <location filename="../core/usecase/ClusterWorkflow.cpp" line="+28"/>
        <source>%1: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, starting with a letter, digit or &apos;_&apos; (a Slurm name, not an option)</source>
        <translation>%1: Buchstaben, Ziffern, „.“, „_“ und „-“, beginnend mit einem Buchstaben, einer Ziffer oder „_“ (ein Slurm-Name, keine Option)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>QoS</source>
        <translation>QoS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reservation</source>
        <translation>Reservierung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time limit: between 1 minute and 7 days</source>
        <translation>Zeitlimit: zwischen 1 Minute und 7 Tagen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deadlines cannot be negative</source>
        <translation>Fristen können nicht negativ sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Container image: no line breaks or control characters</source>
        <translation>Container-Image: keine Zeilenumbrüche oder Steuerzeichen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Environment: %1 is not a variable name (letters, digits, &apos;_&apos;)</source>
        <translation>Umgebung: %1 ist kein Variablenname (Buchstaben, Ziffern, „_“)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Environment: %1 holds a NUL character</source>
        <translation>Umgebung: %1 enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Login host</source>
        <translation>Login-Host</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jump host</source>
        <translation>Jump-Host</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: &quot;%2&quot; is an option, not a name</source>
        <translation>%1: „%2“ ist eine Option, kein Name</translation>
    </message>
</context>
<context>
    <name>CmaxAgreement</name>
    <message>
        <location filename="../core/run/CmaxAgreement.cpp" line="+94"/>
        <source>%1: cmax %2 (%3), Tierbench %4 (%5)</source>
        <translation>%1: cmax %2 (%3), Tierbench %4 (%5)</translation>
    </message>
</context>
<context>
    <name>CmaxAuditParser</name>
    <message>
        <location filename="../core/import/CmaxAuditParser.cpp" line="+169"/>
        <source>%1 failed, %2 warnings, %3 passed, %4 skipped</source>
        <translation>%1 fehlgeschlagen, %2 Warnungen, %3 bestanden, %4 übersprungen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the report has no closing count line</source>
        <translation>der Bericht hat keine abschließende Zählzeile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the report counts %1 checks, %2 were read</source>
        <translation>der Bericht zählt %1 Prüfungen, %2 wurden gelesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lines were longer than the line limit</source>
        <translation>%1 Zeilen waren länger als die Zeilengrenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 checks past %2 were not kept</source>
        <translation>%1 Prüfungen jenseits von %2 wurden nicht behalten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The report has no &quot;# ClusterMAX ... audit report&quot; title; read by its check blocks.</source>
        <translation>Der Bericht hat keinen Titel „# ClusterMAX ... audit report“; er wurde anhand seiner Prüfblöcke gelesen.</translation>
    </message>
</context>
<context>
    <name>CollectiveOperation</name>
    <message>
        <location filename="../core/import/CollectiveOperation.cpp" line="+107"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation>Unbekannte kollektive Operation „%1“.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The input names the collective %1; it cannot be set to %2.</source>
        <translation>Die Eingabe nennt die kollektive Operation %1; sie kann nicht auf %2 gesetzt werden.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>busbw/algbw in the rows is %1, but %2 over %3 ranks gives %4: the rows may come from another collective.</source>
        <translation>busbw/algbw in den Zeilen ist %1, aber %2 über %3 Ranks ergibt %4: Die Zeilen stammen womöglich von einer anderen kollektiven Operation.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>busbw/algbw in the rows is %1, but %2 has busbw = algbw: the rows may come from another collective.</source>
        <translation>busbw/algbw in den Zeilen ist %1, aber bei %2 gilt busbw = algbw: Die Zeilen stammen womöglich von einer anderen kollektiven Operation.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rank count (%1) follows from busbw/algbw = %2 for %3.</source>
        <translation>Die Rank-Anzahl (%1) folgt aus busbw/algbw = %2 für %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>busbw/algbw in the rows (%1) fits no rank count of %2: the rows may come from another collective.</source>
        <translation>busbw/algbw in den Zeilen (%1) passt zu keiner Rank-Anzahl von %2: Die Zeilen stammen womöglich von einer anderen kollektiven Operation.</translation>
    </message>
</context>
<context>
    <name>ConflictGate</name>
    <message>
        <location filename="../core/trust/ConflictGate.cpp" line="+19"/>
        <source>The conflict-of-interest register could not be read, so nothing was started: %1</source>
        <translation>Das Register der Interessenkonflikte konnte nicht gelesen werden, daher wurde nichts gestartet: %1</translation>
    </message>
</context>
<context>
    <name>ConflictWarning</name>
    <message>
        <location filename="../ui/trust/ConflictWarning.cpp" line="+35"/>
        <location line="+10"/>
        <source>Conflict of interest</source>
        <translation>Interessenkonflikt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go ahead, disclosed</source>
        <translation>Fortfahren, offengelegt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Conflicts</name>
    <message>
        <location filename="../core/trust/Conflicts.cpp" line="+62"/>
        <source>%1: %2 with %3 since %4</source>
        <translation>%1: %2 mit %3 seit %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 with %3 from %4 to %5</source>
        <translation>%1: %2 mit %3 von %4 bis %5</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>consulting</source>
        <translation>Beratung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>investment</source>
        <translation>Beteiligung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>employment</source>
        <translation>Anstellung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other relationship</source>
        <translation>andere Beziehung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A conflict needs the reviewer&apos;s name (and a shorter note).</source>
        <translation>Ein Konflikt braucht den Namen des Prüfers (und eine kürzere Notiz).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The start date must be YYYY-MM-DD, not &quot;%1&quot;.</source>
        <translation>Das Anfangsdatum muss JJJJ-MM-TT sein, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The end date must be YYYY-MM-DD and not before the start, not &quot;%1&quot;.</source>
        <translation>Das Enddatum muss JJJJ-MM-TT sein und darf nicht vor dem Beginn liegen, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not record the conflict of interest.</source>
        <translation>Der Interessenkonflikt konnte nicht erfasst werden.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no conflict %1 in the register.</source>
        <translation>Im Register gibt es keinen Konflikt %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The end date must be YYYY-MM-DD and not before %1, not &quot;%2&quot;.</source>
        <translation>Das Enddatum muss JJJJ-MM-TT sein und darf nicht vor %1 liegen, nicht „%2“.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not end the conflict.</source>
        <translation>Der Konflikt konnte nicht beendet werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Someone changed this entry of the register meanwhile.</source>
        <translation>Jemand hat diesen Eintrag des Registers inzwischen geändert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not read the conflict-of-interest register.</source>
        <translation>Das Register der Interessenkonflikte konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The reviewer has a current relationship with this provider:
%1
It will be disclosed in the review and marked on the tier board.</source>
        <translation>Der Prüfer hat eine laufende Beziehung zu diesem Anbieter:
%1
Sie wird im Prüfbericht offengelegt und auf der Stufentafel markiert.</translation>
    </message>
</context>
<context>
    <name>ConnectionCheck</name>
    <message>
        <location filename="../core/store/ConnectionCheck.cpp" line="+71"/>
        <source>Only a team database on a server can be tested.</source>
        <translation>Nur eine Team-Datenbank auf einem Server kann getestet werden.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The address is not valid. Check the fields; a password goes in the password field, never in the address.</source>
        <translation>Die Adresse ist ungültig. Bitte die Felder prüfen; ein Passwort gehört in das Passwortfeld, nie in die Adresse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt&apos;s PostgreSQL driver is missing. Install the package libqt6sql6-psql.</source>
        <translation>Der PostgreSQL-Treiber von Qt fehlt. Bitte das Paket libqt6sql6-psql installieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server asks for a password. Type it in the password field; tick &quot;Remember&quot; to keep it in the system keychain.</source>
        <translation>Der Server verlangt ein Passwort. Bitte im Passwortfeld eingeben; „Merken“ ankreuzen, um es im System-Schlüsselbund aufzubewahren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server refused the password for this user. Check the user name and type the password again.</source>
        <translation>Der Server hat das Passwort für diesen Benutzer abgelehnt. Bitte den Benutzernamen prüfen und das Passwort erneut eingeben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server has no database of that name. Check the name, or ask the team&apos;s administrator to create it.</source>
        <translation>Der Server hat keine Datenbank dieses Namens. Bitte den Namen prüfen oder den Administrator des Teams bitten, sie anzulegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No server answered at that host and port. Check both, and that the server is running and reachable from here.</source>
        <translation>Unter diesem Host und Port hat kein Server geantwortet. Bitte beides prüfen und ob der Server läuft und von hier erreichbar ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The encrypted connection failed: the server&apos;s certificate did not verify against the CA file, or the server does not offer TLS. Check the TLS mode and the CA file.</source>
        <translation>Die verschlüsselte Verbindung ist fehlgeschlagen: Das Zertifikat des Servers ließ sich nicht mit der CA-Datei prüfen, oder der Server bietet kein TLS an. Bitte TLS-Modus und CA-Datei prüfen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server&apos;s PostgreSQL is too old. Tierbench needs PostgreSQL 11 or newer.</source>
        <translation>Das PostgreSQL des Servers ist zu alt. Tierbench braucht PostgreSQL 11 oder neuer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A newer Tierbench has written this database. Update Tierbench before connecting.</source>
        <translation>Ein neueres Tierbench hat diese Datenbank geschrieben. Bitte Tierbench vor dem Verbinden aktualisieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection failed for the reason below.</source>
        <translation>Die Verbindung ist aus dem unten genannten Grund fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>Contribution</name>
    <message>
        <location filename="../core/domain/Contribution.cpp" line="+11"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interview</source>
        <translation>Interview</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
</context>
<context>
    <name>CostInput</name>
    <message>
        <location filename="../core/cost/CostInput.cpp" line="+11"/>
        <source>GPU price</source>
        <translation>GPU-Preis</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>the provider&apos;s price record</source>
        <translation>der Preiseintrag des Anbieters</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Orchestration premium</source>
        <translation>Orchestrierungsaufschlag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: +10% for a managed hyperscaler stack in the RL scenario</source>
        <translation>SemiAnalysis-TCO-Artikel: +10 % für einen verwalteten Hyperscaler-Stack im RL-Szenario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs in the cluster</source>
        <translation>GPUs im Cluster</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <location line="+8"/>
        <location line="+6"/>
        <location line="+39"/>
        <source>the scenario</source>
        <translation>das Szenario</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>GPUs per node</source>
        <translation>GPUs je Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an HGX node</source>
        <translation>ein HGX-Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average job size</source>
        <translation>Durchschnittliche Jobgröße</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blast radius</source>
        <translation>Ausfallradius</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SemiAnalysis TCO article: 8-way HGX, 64-way in NVL72</source>
        <translation>SemiAnalysis-TCO-Artikel: 8 bei HGX, 64 bei NVL72</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot storage</source>
        <translation>Hot Storage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the scenario (survey range 2-25 TB per GPU)</source>
        <translation>das Szenario (Spanne laut Umfrage 2–25 TB je GPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot storage price</source>
        <translation>Preis für Hot Storage</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <location line="+2"/>
        <location line="+6"/>
        <source>the provider&apos;s price record; 0 when bundled</source>
        <translation>der Preiseintrag des Anbieters; 0, wenn inbegriffen</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Cold storage</source>
        <translation>Cold Storage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cold storage price</source>
        <translation>Preis für Cold Storage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Front-end network</source>
        <translation>Front-End-Netzwerk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Egress volume</source>
        <translation>Egress-Volumen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Egress price</source>
        <translation>Egress-Preis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control plane</source>
        <translation>Control Plane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support uplift</source>
        <translation>Support-Aufschlag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: AWS 10% of the bill, stepping down to 3%</source>
        <translation>SemiAnalysis-TCO-Artikel: AWS 10 % der Rechnung, gestaffelt bis 3 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-level MTBF</source>
        <translation>MTBF je GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article calculator defaults (interviews and testing)</source>
        <translation>Standardwerte des Rechners zum SemiAnalysis-TCO-Artikel (Interviews und Tests)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to identify a failure</source>
        <translation>Zeit bis zur Erkennung eines Ausfalls</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+2"/>
        <source>SemiAnalysis TCO article calculator defaults</source>
        <translation>Standardwerte des Rechners zum SemiAnalysis-TCO-Artikel</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Time to repair or replace a node</source>
        <translation>Zeit für Reparatur oder Austausch eines Knotens</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Job start-up time</source>
        <translation>Startzeit eines Jobs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: 1 h async checkpoints (RL scenario); Young/Daly offered</source>
        <translation>SemiAnalysis-TCO-Artikel: asynchrone Checkpoints jede Stunde (RL-Szenario); Young/Daly wählbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint save time (blocking)</source>
        <translation>Dauer des Checkpoint-Speicherns (blockierend)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assumed; feeds the Young/Daly interval only</source>
        <translation>angenommen; fließt nur in das Young/Daly-Intervall ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failover time to a hot spare</source>
        <translation>Umschaltzeit auf eine Hot-Spare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived: the value that reproduces the article&apos;s 6.14% (Gold pretrain)</source>
        <translation>abgeleitet: der Wert, der die 6,14 % des Artikels ergibt (Gold, Pretraining)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fault-tolerance overhead</source>
        <translation>Overhead der Fehlertoleranz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: HyperPod Checkpointless 5% performance/memory overhead</source>
        <translation>SemiAnalysis-TCO-Artikel: HyperPod Checkpointless mit 5 % Mehraufwand an Leistung/Speicher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Idle spare GPUs</source>
        <translation>Ungenutzte Reserve-GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: 32 idle GPUs (4 nodes) for TorchPass in the pretrain case</source>
        <translation>SemiAnalysis-TCO-Artikel: 32 ungenutzte GPUs (4 Knoten) für TorchPass im Pretraining-Fall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engineer cost</source>
        <translation>Kosten eines Ingenieurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SemiAnalysis TCO article: $200k a year</source>
        <translation>SemiAnalysis-TCO-Artikel: $200k im Jahr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set-up engineering</source>
        <translation>Engineering für die Einrichtung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set-up cluster time (paid)</source>
        <translation>Cluster-Zeit für die Einrichtung (bezahlt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: hyperscaler paid POC of 1 month (pretrain), 2 weeks (RL)</source>
        <translation>SemiAnalysis-TCO-Artikel: bezahlter POC beim Hyperscaler von 1 Monat (Pretraining), 2 Wochen (RL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debugging engineering per month</source>
        <translation>Debugging-Engineering je Monat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: 1 week a month of 2 engineers (hyperscaler pretrain)</source>
        <translation>SemiAnalysis-TCO-Artikel: 1 Woche im Monat von 2 Ingenieuren (Hyperscaler, Pretraining)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract term</source>
        <translation>Vertragslaufzeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: 3-year TCO; set-up amortised over the term</source>
        <translation>SemiAnalysis-TCO-Artikel: TCO über 3 Jahre; Einrichtung über die Laufzeit verteilt</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>published</source>
        <translation>veröffentlicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived</source>
        <translation>abgeleitet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assumed</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>user-supplied</source>
        <translation>vom Benutzer angegeben</translation>
    </message>
</context>
<context>
    <name>CostInputs</name>
    <message>
        <location filename="../core/cost/CostInputs.cpp" line="+64"/>
        <source>%1 is not a cost input.</source>
        <translation>%1 ist keine Kosteneingabe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a number.</source>
        <translation>%1 ist keine Zahl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be negative (%2 %3).</source>
        <translation>%1 kann nicht negativ sein (%2 %3).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is measured in %2, not %3.</source>
        <translation>%1 wird in %2 gemessen, nicht in %3.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A per-node figure needs the GPUs per node, which is not set.</source>
        <translation>Ein Wert je Knoten braucht die GPUs je Knoten, die nicht gesetzt sind.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>checkpoint-restart, waiting for the repair (cold)</source>
        <translation>Checkpoint-Neustart, Warten auf die Reparatur (cold)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checkpoint-restart on a spare (hot)</source>
        <translation>Checkpoint-Neustart auf einer Reserve (hot)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fault tolerant (the job keeps running)</source>
        <translation>fehlertolerant (der Job läuft weiter)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>price record</source>
        <translation>Preiseintrag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entered</source>
        <translation>eingegeben</translation>
    </message>
</context>
<context>
    <name>CostModel</name>
    <message>
        <location filename="../core/cost/CostModel.cpp" line="+35"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Networking</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control plane</source>
        <translation>Control Plane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput expense</source>
        <translation>Goodput-Aufwand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set-up</source>
        <translation>Einrichtung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debugging</source>
        <translation>Debugging</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 is missing: enter it (%2) before the cost can be computed.</source>
        <translation>%1 fehlt: bitte eingeben (%2), bevor die Kosten berechnet werden können.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be a number of zero or more.</source>
        <translation>%1 muss eine Zahl von null oder mehr sein.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The cluster needs at least one GPU.</source>
        <translation>Der Cluster braucht mindestens eine GPU.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The average job needs at least one GPU.</source>
        <translation>Der durchschnittliche Job braucht mindestens eine GPU.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The average job (%1 GPUs) is larger than the cluster (%2 GPUs).</source>
        <translation>Der durchschnittliche Job (%1 GPUs) ist größer als der Cluster (%2 GPUs).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The blast radius (%1 GPUs) is larger than the cluster (%2 GPUs).</source>
        <translation>Der Ausfallradius (%1 GPUs) ist größer als der Cluster (%2 GPUs).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MTBF must be more than zero GPU-hours: with zero, every hour is a failure.</source>
        <translation>Die MTBF muss mehr als null GPU-Stunden betragen: Bei null ist jede Stunde ein Ausfall.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The contract term must be more than zero months: set-up is spread over it.</source>
        <translation>Die Vertragslaufzeit muss mehr als null Monate betragen: Die Einrichtung wird auf sie verteilt.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Failures, spares and overheads take %1% of the cluster&apos;s time: no useful GPU-hours are left. Check the MTBF and the recovery times.</source>
        <translation>Ausfälle, Reserven und Overheads beanspruchen %1 % der Cluster-Zeit: Es bleiben keine nutzbaren GPU-Stunden. Bitte MTBF und Wiederherstellungszeiten prüfen.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The inputs give a cost too large to be real: check the prices and quantities.</source>
        <translation>Die Eingaben ergeben Kosten, die zu hoch sind, um real zu sein: Bitte Preise und Mengen prüfen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is used but has no price: enter it, or record it as bundled.</source>
        <translation>%1 wird verwendet, hat aber keinen Preis: bitte eingeben oder als inbegriffen erfassen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hot storage</source>
        <translation>Hot Storage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cold storage</source>
        <translation>Cold Storage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress</source>
        <translation>Egress</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GPU price is zero.</source>
        <translation>Der GPU-Preis ist null.</translation>
    </message>
</context>
<context>
    <name>CostScenario</name>
    <message>
        <location filename="../core/cost/CostScenario.cpp" line="+44"/>
        <source>Large LLM pretraining</source>
        <translation>Großes LLM-Pretraining</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>5,184 GPUs, one job of 4,096, blast radius 64 (NVL72), 500 TB hot and 10 PB cold storage; Gold recovers with TorchPass on 32 idle spares, the hyperscaler with Checkpointless (5% overhead), Silver by checkpoint-restart on hot spares.</source>
        <translation>5.184 GPUs, ein Job mit 4.096, Ausfallradius 64 (NVL72), 500 TB Hot Storage und 10 PB Cold Storage; Gold erholt sich mit TorchPass auf 32 ungenutzten Reserven, der Hyperscaler mit Checkpointless (5 % Overhead), Silver per Checkpoint-Neustart auf Hot-Spares.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Research (multimodal RL)</source>
        <translation>Forschung (multimodales RL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2,048 GPUs in jobs of 64, no fault tolerance, checkpoints every hour, 25 PB hot storage; the hyperscaler adds a 10% orchestration premium; hyperscaler and Silver need a two-week POC and a week a month of one engineer.</source>
        <translation>2.048 GPUs in Jobs zu 64, keine Fehlertoleranz, Checkpoints stündlich, 25 PB Hot Storage; der Hyperscaler schlägt 10 % Orchestrierungsaufschlag auf; Hyperscaler und Silver brauchen einen zweiwöchigen POC und eine Woche pro Monat eines Ingenieurs.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Inference endpoints</source>
        <translation>Inferenz-Endpunkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>512 GPUs serving single-node (8-GPU) replicas behind a load balancer, so a failure costs only its node; Silver repairs a node in 8 hours.</source>
        <translation>512 GPUs bedienen Einzelknoten-Replikate (8 GPUs) hinter einem Load Balancer, daher kostet ein Ausfall nur seinen Knoten; Silver repariert einen Knoten in 8 Stunden.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A scenario needs a &quot;key&quot;.</source>
        <translation>Ein Szenario braucht einen „key“.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown recovery &quot;%1&quot;: use checkpoint_cold, checkpoint_hot or fault_tolerant.</source>
        <translation>Unbekannte Wiederherstellung „%1“: checkpoint_cold, checkpoint_hot oder fault_tolerant verwenden.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a cost input.</source>
        <translation>%1 ist keine Kosteneingabe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs a numeric &quot;value&quot;.</source>
        <translation>%1 braucht einen numerischen „value“.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown unit &quot;%1&quot; for %2.</source>
        <translation>Unbekannte Einheit „%1“ für %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 needs a number.</source>
        <translation>%1 braucht eine Zahl.</translation>
    </message>
</context>
<context>
    <name>CostUnit</name>
    <message>
        <location filename="../core/cost/CostInput.cpp" line="-80"/>
        <source>USD/GPU-h</source>
        <translation>USD/GPU-h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/node-h</source>
        <translation>USD/Knoten-h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/h</source>
        <translation>USD/h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/TB-month</source>
        <translation>USD/TB-Monat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/GB-month</source>
        <translation>USD/GB-Monat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/TB</source>
        <translation>USD/TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/year</source>
        <translation>USD/Jahr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-h</source>
        <translation>GPU-h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TB/month</source>
        <translation>TB/Monat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fraction</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>month</source>
        <translation>Monat</translation>
    </message>
</context>
<context>
    <name>CsvCell</name>
    <message>
        <location filename="../core/domain/CsvCell.cpp" line="+66"/>
        <source>%1 holds a NUL character (byte %2), which no text cell can hold; nothing was imported.</source>
        <translation>%1 enthält ein NUL-Zeichen (Byte %2), das keine Textzelle aufnehmen kann; nichts wurde importiert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not UTF-8 text (it looks like %2): save it as UTF-8 and import it again; nothing was imported.</source>
        <translation>%1 ist kein UTF-8-Text (es sieht nach %2 aus): Bitte als UTF-8 speichern und erneut importieren; nichts wurde importiert.</translation>
    </message>
</context>
<context>
    <name>DatabaseCopy</name>
    <message>
        <location filename="../core/store/DatabaseCopy.cpp" line="+57"/>
        <source>The table %1 has no key to copy it by.</source>
        <translation>Die Tabelle %1 hat keinen Schlüssel, nach dem sie sich kopieren ließe.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the table %1</source>
        <translation>Die Tabelle %1 konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+97"/>
        <location line="+33"/>
        <source>Could not write the table %1</source>
        <translation>Die Tabelle %1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>The column %1 of the table %2 holds a NUL character, which PostgreSQL does not keep in text; nothing was copied. Remove it in the source and copy again.</source>
        <translation>Die Spalte %1 der Tabelle %2 enthält ein NUL-Zeichen, das PostgreSQL in Text nicht speichert; nichts wurde kopiert. Entfernen Sie es in der Quelle und kopieren Sie erneut.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The value %1 of the column %2 is not of its type %3.</source>
        <translation>Der Wert %1 der Spalte %2 hat nicht deren Typ %3.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Could not continue the ids of %1</source>
        <translation>Die IDs von %1 konnten nicht fortgeführt werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not count the rows of %1</source>
        <translation>Die Zeilen von %1 konnten nicht gezählt werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The source and the destination are the same database.</source>
        <translation>Quelle und Ziel sind dieselbe Datenbank.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The two databases do not have the same tables; open both with this Tierbench first.</source>
        <translation>Die beiden Datenbanken haben nicht dieselben Tabellen; öffnen Sie zuerst beide mit diesem Tierbench.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The destination %1 already holds data (table %2): a copy goes into a new, empty database only.</source>
        <translation>Das Ziel %1 enthält bereits Daten (Tabelle %2): Eine Kopie ist nur in eine neue, leere Datenbank möglich.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not empty the table %1</source>
        <translation>Die Tabelle %1 konnte nicht geleert werden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The source&apos;s table %1 lacks the column %2.</source>
        <translation>Der Tabelle %1 der Quelle fehlt die Spalte %2.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The copy of the table %1 differs from its source; nothing was written.</source>
        <translation>Die Kopie der Tabelle %1 weicht von ihrer Quelle ab; es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>DatabaseLocation</name>
    <message>
        <location filename="../core/store/DatabaseLocation.cpp" line="+104"/>
        <source>The database address is not valid: %1</source>
        <translation>Die Datenbankadresse ist ungültig: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No database given.</source>
        <translation>Keine Datenbank angegeben.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a service name is letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation>ein Dienstname besteht aus Buchstaben, Ziffern, „.“, „_“ oder „-“</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+28"/>
        <source>it contains a password; put the password in ~/.pgpass (or the file PGPASSFILE names) instead, where libpq finds it</source>
        <translation>sie enthält ein Passwort; das Passwort gehört stattdessen in ~/.pgpass (oder die Datei, die PGPASSFILE nennt), wo libpq es findet</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>the path after the host is one database name</source>
        <translation>der Pfad nach dem Host ist ein einzelner Datenbankname</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>connection option names are plain words, not percent-encoded</source>
        <translation>Namen von Verbindungsoptionen sind einfache Wörter, nicht prozentkodiert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown connection option &apos;%1&apos;</source>
        <translation>unbekannte Verbindungsoption „%1“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sslmode must be one of %1</source>
        <translation>sslmode muss eines von %1 sein</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the port must be a number from 1 to 65535</source>
        <translation>der Port muss eine Zahl von 1 bis 65535 sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no database name (postgresql://user@host:port/DATABASE)</source>
        <translation>kein Datenbankname (postgresql://user@host:port/DATENBANK)</translation>
    </message>
</context>
<context>
    <name>DcgmDiagJsonParser</name>
    <message>
        <location filename="../core/import/SystemJsonParsers.cpp" line="+121"/>
        <source>Not valid JSON: %1 in a test category.</source>
        <translation>Kein gültiges JSON: %1 in einer Testkategorie.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+9"/>
        <source>Not a JSON object: %1 at offset %2.</source>
        <translation>Kein JSON-Objekt: %1 bei Offset %2.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No &quot;test_categories&quot; in the JSON.</source>
        <translation>Kein „test_categories“ im JSON.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The diagnostic JSON lists no tests.</source>
        <translation>Das Diagnose-JSON führt keine Tests auf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the first %1 tests were read; %2 more were not.</source>
        <translation>Nur die ersten %1 Tests wurden gelesen, %2 weitere nicht.</translation>
    </message>
</context>
<context>
    <name>DcgmDiagResults</name>
    <message>
        <location filename="../core/import/DcgmDiagResults.cpp" line="+137"/>
        <source>%1 on GPU %2</source>
        <translation>%1 auf GPU %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No test verdict was read: the output ends before the first test.</source>
        <translation>Kein Testergebnis gelesen: Die Ausgabe endet vor dem ersten Test.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Failed: %1. </source>
        <translation>Fehlgeschlagen: %1. </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warnings: %1. </source>
        <translation>Warnungen: %1. </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 tests passed.</source>
        <translation>%1 von %2 Tests bestanden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 tests passed, %3 skipped.</source>
        <translation>%1 von %2 Tests bestanden, %3 übersprungen.</translation>
    </message>
</context>
<context>
    <name>DcgmiDiagParser</name>
    <message>
        <location filename="../core/import/DcgmiDiagParser.cpp" line="+58"/>
        <source>dcgmi reported an error: %1</source>
        <translation>dcgmi meldete einen Fehler: %1</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>The diagnostic table has no test rows: the output is cut short.</source>
        <translation>Die Diagnosetabelle hat keine Testzeilen: Die Ausgabe ist abgeschnitten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is not closed: the output may be cut short, later tests missing.</source>
        <translation>Die Tabelle ist nicht abgeschlossen: Die Ausgabe ist womöglich abgeschnitten, spätere Tests fehlen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the table has no closing rule, so later tests may be missing</source>
        <translation>die Tabelle hat keine abschließende Linie, spätere Tests können fehlen</translation>
    </message>
</context>
<context>
    <name>DeliveryExplanation</name>
    <message>
        <location filename="../core/rating/DeliveryExplanation.cpp" line="+14"/>
        <source>Handover: received %1 (when it was asked for is not recorded).</source>
        <translation>Übergabe: erhalten am %1 (wann sie angefragt wurde, ist nicht erfasst).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Handover: requested %1, not handed over yet: %n day(s) so far.</source>
        <translation>
            <numerusform>Übergabe: angefragt am %1, noch nicht übergeben: bisher %n Tag.</numerusform>
            <numerusform>Übergabe: angefragt am %1, noch nicht übergeben: bisher %n Tage.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Handover: requested %1, not handed over yet.</source>
        <translation>Übergabe: angefragt am %1, noch nicht übergeben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handover: requested %1, received %2: on time.</source>
        <translation>Übergabe: angefragt am %1, erhalten am %2: pünktlich.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Late handover: requested %1, received %2: %n day(s) late.</source>
        <translation>
            <numerusform>Verspätete Übergabe: angefragt am %1, erhalten am %2: %n Tag zu spät.</numerusform>
            <numerusform>Verspätete Übergabe: angefragt am %1, erhalten am %2: %n Tage zu spät.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no date promised</source>
        <translation>kein Termin zugesagt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promised for %1, date passed</source>
        <translation>zugesagt für %1, Termin überschritten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promised for %1</source>
        <translation>zugesagt für %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>verdict %1, counted</source>
        <translation>Urteil %1, angerechnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>n/a, left out of the score</source>
        <translation>n. z., nicht in die Punktzahl eingerechnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict %1, not counted</source>
        <translation>Urteil %1, nicht angerechnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned, not generally available: %1 (%2; %3).</source>
        <translation>Geplant, nicht allgemein verfügbar: %1 (%2; %3).</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n planned feature(s), not generally available</source>
        <translation>
            <numerusform>%n geplante Funktion, nicht allgemein verfügbar</numerusform>
            <numerusform>%n geplante Funktionen, nicht allgemein verfügbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; %n past the promised date.</source>
        <translation>
            <numerusform>; %n davon mit überschrittenem Termin.</numerusform>
            <numerusform>; %n davon mit überschrittenem Termin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n planned feature(s), not generally available.</source>
        <translation>
            <numerusform>%n geplante Funktion, nicht allgemein verfügbar.</numerusform>
            <numerusform>%n geplante Funktionen, nicht allgemein verfügbar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DemoDatabase</name>
    <message>
        <location filename="../core/demo/DemoDatabase.cpp" line="+34"/>
        <source>The demo data is missing from this build.</source>
        <translation>Die Demo-Daten fehlen in diesem Build.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+20"/>
        <location line="+25"/>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+49"/>
        <source>The demo data of this build is damaged.</source>
        <translation>Die Demo-Daten dieses Builds sind beschädigt.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>illustrative demo sweep (not a measurement)</source>
        <translation>illustrative Demo-Messreihe (keine Messung)</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>The demo database could not be written.</source>
        <translation>Die Demo-Datenbank konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The demo database could not be put in place.</source>
        <translation>Die Demo-Datenbank konnte nicht an ihren Platz gelegt werden.</translation>
    </message>
</context>
<context>
    <name>DeployPlan</name>
    <message>
        <location filename="../core/run/NodeFacts.cpp" line="+89"/>
        <source>no prebuilt bundle is configured</source>
        <translation>kein vorgefertigtes Paket konfiguriert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the node is %1, the prebuilt bundle %2</source>
        <translation>der Knoten ist %1, das vorgefertigte Paket %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the node&apos;s C library is not glibc or unknown</source>
        <translation>die C-Bibliothek des Knotens ist nicht glibc oder unbekannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the node has glibc %1.%2, prebuilt binaries need 2.34</source>
        <translation>der Knoten hat glibc %1.%2, vorgefertigte Programme brauchen 2.34</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>driver %1 is older than 580, which CUDA 13 probes need</source>
        <translation>Treiber %1 ist älter als 580, den die CUDA-13-Messprogramme brauchen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>prebuilt bundle fits (glibc %1.%2)</source>
        <translation>vorgefertigtes Paket passt (glibc %1.%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, CUDA probes with the node&apos;s nvcc</source>
        <translation>, CUDA-Messprogramme mit dem nvcc des Knotens</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, without CUDA probes (no nvcc)</source>
        <translation>, ohne CUDA-Messprogramme (kein nvcc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, HIP probes with the node&apos;s hipcc</source>
        <translation>, HIP-Messprogramme mit dem hipcc des Knotens</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, without HIP probes (no hipcc)</source>
        <translation>, ohne HIP-Messprogramme (kein hipcc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>building the sources on the node (%1)%2</source>
        <translation>Quellen werden auf dem Knoten gebaut (%1)%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot deploy: %1, and the node lacks %2</source>
        <translation>Bereitstellung nicht möglich: %1, und dem Knoten fehlt %2</translation>
    </message>
</context>
<context>
    <name>Deployer</name>
    <message>
        <location filename="../core/run/Deployer.cpp" line="+55"/>
        <source>bundle %1 already on the node</source>
        <translation>Paket %1 liegt bereits auf dem Knoten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No temporary folder for the bundle archive</source>
        <translation>Kein temporärer Ordner für das Paketarchiv</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sending bundle %1 (%2 files, %3 bytes)</source>
        <translation>Paket %1 wird gesendet (%2 Dateien, %3 Bytes)</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>sent and verified %1 MB in %2 s over %n channel(s)</source>
        <translation>
            <numerusform>%1 MB in %2 s über %n Kanal gesendet und geprüft</numerusform>
            <numerusform>%1 MB in %2 s über %n Kanäle gesendet und geprüft</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>building the probes on the node</source>
        <translation>Messprogramme werden auf dem Knoten gebaut</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Building the probes on the node failed</source>
        <translation>Das Bauen der Messprogramme auf dem Knoten ist fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking the bundle on the node failed</source>
        <translation>Das Entpacken des Pakets auf dem Knoten ist fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bundle ready in %1 s</source>
        <translation>Paket nach %1 s bereit</translation>
    </message>
</context>
<context>
    <name>DisputeFile</name>
    <message>
        <location filename="../core/trust/DisputeFile.cpp" line="+23"/>
        <source>The dispute file is %1 MiB; at most %2 MiB are read.</source>
        <translation>Die Einspruchsdatei ist %1 MiB groß; gelesen werden höchstens %2 MiB.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dispute file is not a JSON object: %1 at byte %2.</source>
        <translation>Die Einspruchsdatei ist kein JSON-Objekt: %1 bei Byte %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file does not say &quot;format&quot;: &quot;tierbench-disputes&quot; (see docs/disputes.md).</source>
        <translation>Die Datei enthält nicht &quot;format&quot;: &quot;tierbench-disputes&quot; (siehe docs/disputes.md).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dispute format version %1 is not known; this program reads version 1.</source>
        <translation>Die Einspruchsformat-Version %1 ist unbekannt; dieses Programm liest Version 1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; is missing</source>
        <translation>„%1“ fehlt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not text</source>
        <translation>„%1“ ist kein Text</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is longer than %2 characters</source>
        <translation>„%1“ ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is empty</source>
        <translation>„%1“ ist leer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The dispute file: %1.</source>
        <translation>Die Einspruchsdatei: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dispute file has no &quot;disputes&quot; list.</source>
        <translation>Die Einspruchsdatei hat keine Liste „disputes“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file holds %1 disputes; at most %2 are read.</source>
        <translation>Die Datei enthält %1 Einsprüche; gelesen werden höchstens %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dispute %1: %2.</source>
        <translation>Einspruch %1: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;requested_verdict&quot; is %1, not one of pass, partial, fail, na, unknown</source>
        <translation>„requested_verdict“ ist %1, nicht pass, partial, fail, na oder unknown</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;evidence&quot; is not an object</source>
        <translation>„evidence“ ist kein Objekt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;attachment&quot; is not an object</source>
        <translation>„attachment“ ist kein Objekt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the attachment has no &quot;content_base64&quot;</source>
        <translation>der Anhang hat kein „content_base64“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dispute %1: the attachment is larger than %2 MiB.</source>
        <translation>Einspruch %1: Der Anhang ist größer als %2 MiB.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the attachment&apos;s content is not base64</source>
        <translation>der Inhalt des Anhangs ist kein Base64</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the attachment %1 does not have the SHA-256 the file states (%2)</source>
        <translation>der Anhang %1 hat nicht die SHA-256, die die Datei angibt (%2)</translation>
    </message>
</context>
<context>
    <name>DisputeRepository</name>
    <message>
        <location filename="../core/store/DisputeRepository.cpp" line="+88"/>
        <location line="+50"/>
        <source>Could not import the disputes</source>
        <translation>Die Einsprüche konnten nicht importiert werden</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Could not read the disputes</source>
        <translation>Die Einsprüche konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read dispute %1</source>
        <translation>Einspruch %1 konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No dispute %1.</source>
        <translation>Kein Einspruch %1.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Could not record the decision on dispute %1</source>
        <translation>Die Entscheidung über Einspruch %1 konnte nicht erfasst werden</translation>
    </message>
</context>
<context>
    <name>DisputeWorkflow</name>
    <message>
        <location filename="../core/usecase/DisputeWorkflow.cpp" line="+49"/>
        <source>The dispute file is about &quot;%1&quot;, not %2: nothing was imported.</source>
        <translation>Die Einspruchsdatei betrifft „%1“, nicht %2: Es wurde nichts importiert.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no evaluation to dispute.</source>
        <translation>%1 hat keine Bewertung, gegen die Einspruch erhoben werden könnte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dispute %1: the evaluation&apos;s rubric has no item &quot;%2&quot;: nothing was imported.</source>
        <translation>Einspruch %1: Der Kriterienkatalog der Bewertung hat keinen Punkt „%2“: Es wurde nichts importiert.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Say why: a decision on a dispute needs the reasoning.</source>
        <translation>Bitte begründen: Eine Entscheidung über einen Einspruch braucht eine Begründung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The reasoning is longer than %1 characters.</source>
        <translation>Die Begründung ist länger als %1 Zeichen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dispute %1 was accepted by %2 on %3; it is decided.</source>
        <translation>Einspruch %1 wurde am %3 von %2 angenommen; er ist entschieden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispute %1 was rejected by %2 on %3; it is decided.</source>
        <translation>Einspruch %1 wurde am %3 von %2 abgelehnt; er ist entschieden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dispute %1 accepted: %2</source>
        <translation>Einspruch %1 angenommen: %2</translation>
    </message>
</context>
<context>
    <name>EngagementImport</name>
    <message>
        <location filename="../core/engagement/EngagementImport.cpp" line="+49"/>
        <source>cut and run again</source>
        <translation>abgebrochen und erneut ausgeführt</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>past its deadline of %n minute(s)</source>
        <translation>
            <numerusform>nach Ablauf der Frist von %n Minute</numerusform>
            <numerusform>nach Ablauf der Frist von %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cut twice; not run a third time</source>
        <translation>zweimal abgebrochen; kein dritter Versuch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unsupported on this node</source>
        <translation>auf diesem Knoten nicht unterstützt</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>nothing to import: %1</source>
        <translation>nichts zu importieren: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the file could not be read</source>
        <translation>die Datei ließ sich nicht lesen</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>engagement %1, step %2</source>
        <translation>Engagement %1, Schritt %2</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>engagement %1, step %2 (%3)</source>
        <translation>Engagement %1, Schritt %2 (%3)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>paused: %1 of its %2 node-hours used</source>
        <translation>angehalten: %1 von %2 Knotenstunden verbraucht</translation>
    </message>
</context>
<context>
    <name>EngagementRepository</name>
    <message>
        <location filename="../core/store/EngagementRepository.cpp" line="+172"/>
        <source>Could not record the engagement</source>
        <translation>Das Engagement konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not record the engagement&apos;s steps</source>
        <translation>Die Schritte des Engagements konnten nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not read the engagement</source>
        <translation>Das Engagement konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no engagement %1</source>
        <translation>Es gibt kein Engagement %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+14"/>
        <source>Could not read the engagement&apos;s steps</source>
        <translation>Die Schritte des Engagements konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no engagement step %1</source>
        <translation>Es gibt keinen Engagement-Schritt %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the engagements</source>
        <translation>Die Engagements konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not change the engagement&apos;s state</source>
        <translation>Der Zustand des Engagements konnte nicht geändert werden</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Could not update the engagement&apos;s step</source>
        <translation>Der Schritt des Engagements konnte nicht aktualisiert werden</translation>
    </message>
</context>
<context>
    <name>EngagementRunner</name>
    <message>
        <location filename="../core/engagement/EngagementRunner.cpp" line="+91"/>
        <source>No recipe named %1 in this Tierbench</source>
        <translation>Dieses Tierbench hat kein Rezept namens %1</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Evaluation %1 is under rubric %2, the plan under %3: its runs are stored, but not attached to the %n item(s) rubric %2 lacks: %4</source>
        <translation>
            <numerusform>Bewertung %1 folgt Rubrik %2, der Plan Rubrik %3: seine Läufe werden gespeichert, aber nicht dem %n Punkt zugeordnet, der Rubrik %2 fehlt: %4</numerusform>
            <numerusform>Bewertung %1 folgt Rubrik %2, der Plan Rubrik %3: seine Läufe werden gespeichert, aber nicht den %n Punkten zugeordnet, die Rubrik %2 fehlen: %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The plan&apos;s estimate of %1 node-hours is over its budget of %2: choose fewer phases</source>
        <translation>Die Schätzung des Plans von %1 Knotenstunden übersteigt sein Budget von %2: wählen Sie weniger Phasen</translation>
    </message>
    <message>
        <location line="+162"/>
        <source>paused by %1</source>
        <translation>angehalten von %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Engagement %1 was stopped; it cannot go on</source>
        <translation>Engagement %1 wurde beendet und kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>skipped by %1</source>
        <translation>übersprungen von %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step %1 was left out when engagement %2 started (%3); start a new engagement with its phase or the consent it needs</source>
        <translation>Schritt %1 wurde beim Start von Engagement %2 ausgelassen (%3); starten Sie ein neues Engagement mit seiner Phase oder der nötigen Zustimmung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Engagement %1 has no step %2 that waits or runs</source>
        <translation>Engagement %1 hat keinen wartenden oder laufenden Schritt %2</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>run again at the request of %1</source>
        <translation>auf Wunsch von %1 erneut ausgeführt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Engagement %1 has no ended step %2</source>
        <translation>Engagement %1 hat keinen beendeten Schritt %2</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="+21"/>
        <source>Draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In review</source>
        <translation>In Prüfung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Abgeschlossen</translation>
    </message>
</context>
<context>
    <name>EvaluationRepository</name>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="+93"/>
        <source>Could not read the evaluation</source>
        <translation>Die Bewertung konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no evaluation with this id.</source>
        <translation>Es gibt keine Bewertung mit dieser ID.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Could not read the provider</source>
        <translation>Der Anbieter konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no provider with this id.</source>
        <translation>Es gibt keinen Anbieter mit dieser ID.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not create the evaluation</source>
        <translation>Die Bewertung konnte nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+100"/>
        <source>Could not create the evaluation&apos;s checklist</source>
        <translation>Die Checkliste der Bewertung konnte nicht angelegt werden</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+52"/>
        <source>Could not save the evaluation</source>
        <translation>Die Bewertung konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Could not delete the evaluation</source>
        <translation>Die Bewertung konnte nicht gelöscht werden</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not read the verdicts</source>
        <translation>Die Urteile konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not read the verdict</source>
        <translation>Das Urteil konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This check item is not part of the evaluation.</source>
        <translation>Dieser Prüfpunkt gehört nicht zur Bewertung.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Evaluation %1 is closed: its verdicts, evidence, scores and tier are read-only. Re-open it first (Edit evaluation…, status In review; or tierbench-cli evaluations edit --id %1 --status in_review).</source>
        <translation>Bewertung %1 ist abgeschlossen: Ihre Urteile, Nachweise, Punktzahlen und Stufe sind schreibgeschützt. Öffnen Sie sie zuerst wieder (Bewertung bearbeiten …, Status „In Prüfung“; oder tierbench-cli evaluations edit --id %1 --status in_review).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Availability must be &quot;ga&quot; (generally available) or &quot;planned&quot;.</source>
        <translation>Die Verfügbarkeit muss „ga“ (allgemein verfügbar) oder „planned“ (geplant) sein.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+6"/>
        <source>Could not save the verdict</source>
        <translation>Das Urteil konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>Could not read the evaluation&apos;s verdicts</source>
        <translation>Die Urteile der Bewertung konnten nicht gelesen werden</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The rubric version can be changed only while no checklist item is decided; this evaluation has %n decided item(s).</source>
        <translation>
            <numerusform>Die Katalogversion lässt sich nur ändern, solange kein Prüfpunkt entschieden ist; diese Bewertung hat %n entschiedenen Prüfpunkt.</numerusform>
            <numerusform>Die Katalogversion lässt sich nur ändern, solange kein Prüfpunkt entschieden ist; diese Bewertung hat %n entschiedene Prüfpunkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not replace the evaluation&apos;s checklist</source>
        <translation>Die Checkliste der Bewertung konnte nicht ersetzt werden</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>Could not read the evaluation&apos;s delivery dates</source>
        <translation>Die Liefertermine der Bewertung konnten nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>EvaluationWorkflow</name>
    <message>
        <location filename="../core/usecase/EvaluationWorkflow.cpp" line="+30"/>
        <source>Hands-on tests</source>
        <translation>Praktische Tests</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The evaluation needs a title.</source>
        <translation>Die Bewertung braucht einen Titel.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a date (YYYY-MM-DD): %2</source>
        <translation>%1 ist kein Datum (JJJJ-MM-TT): %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Testing from</source>
        <translation>Test ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Testing until</source>
        <translation>Test bis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware requested</source>
        <translation>Hardware angefragt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware received</source>
        <translation>Hardware erhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The testing window ends (%1) before it starts (%2).</source>
        <translation>Der Testzeitraum endet (%1), bevor er beginnt (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hardware was received (%1) before it was requested (%2).</source>
        <translation>Die Hardware wurde erhalten (%1), bevor sie angefragt wurde (%2).</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>The evaluation was already closed on %1.</source>
        <translation>Die Bewertung wurde bereits am %1 abgeschlossen.</translation>
    </message>
</context>
<context>
    <name>EvidenceCounter</name>
    <message>
        <location filename="../core/import/EvidenceCounter.cpp" line="+72"/>
        <source>%1 reads &quot;%2&quot;, which no counter can be</source>
        <translation>%1 lautet „%2“, was kein Zähler sein kann</translation>
    </message>
</context>
<context>
    <name>EvidenceRepository</name>
    <message>
        <location filename="../core/store/EvidenceRepository.cpp" line="+21"/>
        <source>Could not read the verdict</source>
        <translation>Das Urteil konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The evaluation has no verdict for this check item</source>
        <translation>Die Bewertung hat kein Urteil für diesen Prüfpunkt</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not read the finding</source>
        <translation>Der Befund konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The finding does not belong to run %1</source>
        <translation>Der Befund gehört nicht zu Lauf %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not attach the evidence</source>
        <translation>Der Nachweis konnte nicht angehängt werden</translation>
    </message>
</context>
<context>
    <name>EvidenceWorkflow</name>
    <message>
        <location filename="../core/usecase/EvidenceWorkflow.cpp" line="+27"/>
        <source> (suggested %1)</source>
        <translation> (vorgeschlagen %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scheduler audit run %1: %2%3</source>
        <translation>Lauf der Scheduler-Prüfung %1: %2%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-node run %1: %2%3</source>
        <translation>tb-node-Lauf %1: %2%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>confirmed from the scheduler audit&apos;s findings</source>
        <translation>aus den Befunden der Scheduler-Prüfung bestätigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confirmed from tb-node&apos;s checks</source>
        <translation>aus den Prüfungen von tb-node bestätigt</translation>
    </message>
</context>
<context>
    <name>FabricJsonDocument</name>
    <message>
        <location filename="../core/import/FabricJsonDocument.cpp" line="+23"/>
        <source>The report is larger than %1 MiB; a %2 report never is, so it was not read.</source>
        <translation>Der Bericht ist größer als %1 MiB; ein %2-Bericht ist das nie, daher wurde er nicht gelesen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not valid JSON: %1 at offset %2 (a report cut short, or not %3).</source>
        <translation>Kein gültiges JSON: %1 bei Offset %2 (ein abgeschnittener Bericht oder kein %3).</translation>
    </message>
</context>
<context>
    <name>FactCheckExport</name>
    <message>
        <location filename="../core/report/FactCheckBundle.cpp" line="+94"/>
        <source>The bundle is signed after it is sealed.</source>
        <translation>Das Bündel wird erst nach dem Versiegeln signiert.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+17"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 is not empty: a bundle goes into a new or empty folder.</source>
        <translation>%1 ist nicht leer: Ein Paket kommt in einen neuen oder leeren Ordner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not create the folder for %1.</source>
        <translation>Der Ordner für %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <location line="+92"/>
        <location line="+8"/>
        <location line="+8"/>
        <location line="+35"/>
        <source>Could not read run %1</source>
        <translation>Lauf %1 konnte nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>FactCheckScoring</name>
    <message>
        <location filename="../core/report/FactCheckScoring.cpp" line="+93"/>
        <source>The scoring input has no criteria or verdicts.</source>
        <translation>Die Eingaben für die Punktzahl enthalten keine Kriterien oder Urteile.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The scoring input gives “%1” as a verdict, which is not a verdict.</source>
        <translation>Die Eingaben für die Punktzahl nennen „%1“ als Urteil, das es nicht gibt.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>%1 suggested score</source>
        <translation>vorgeschlagene Punktzahl für %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>weighted total</source>
        <translation>gewichtete Summe</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>suggested tier</source>
        <translation>vorgeschlagene Stufe</translation>
    </message>
</context>
<context>
    <name>FactCheckVerifier</name>
    <message>
        <location filename="../core/report/FactCheckVerifier.cpp" line="+41"/>
        <source>The bundle has no %1.</source>
        <translation>Das Paket hat keine Datei %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1 ist kein JSON-Objekt: %2</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>No bundle at %1.</source>
        <translation>Kein Paket unter %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is larger than a bundle may be.</source>
        <translation>%1 ist größer, als ein Paket sein darf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 holds more than a bundle may.</source>
        <translation>%1 enthält mehr, als ein Paket darf.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 is not a Tierbench fact-check manifest.</source>
        <translation>%1 ist kein Tierbench-Faktencheck-Manifest.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bundle is of a newer format (%1) than this program reads (%2).</source>
        <translation>Das Paket hat ein neueres Format (%1), als dieses Programm liest (%2).</translation>
    </message>
    <message>
        <location line="-165"/>
        <location line="+193"/>
        <location line="+16"/>
        <location line="+91"/>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location line="-340"/>
        <source>unsigned</source>
        <translation>unsigniert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bundle carries no signature, so nothing shows who made it.</source>
        <translation>Das Bündel trägt keine Signatur, also zeigt nichts, wer es erstellt hat.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+1"/>
        <source>sound</source>
        <translation>einwandfrei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The manifest is not the one that was signed, or not by this signer: %1</source>
        <translation>Das Manifest ist nicht das signierte, oder nicht von diesem Unterzeichner: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+301"/>
        <source>present</source>
        <translation>vorhanden</translation>
    </message>
    <message>
        <location line="-299"/>
        <source>The run&apos;s files are here without the run they belong to.</source>
        <translation>Die Dateien des Laufs sind hier ohne den Lauf, zu dem sie gehören.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The run in this folder is not the run the folder is named after, or it points at another run&apos;s files.</source>
        <translation>Der Lauf in diesem Ordner ist nicht der, nach dem der Ordner benannt ist, oder er verweist auf Dateien eines anderen Laufs.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The manifest states what the bundle&apos;s files do not.</source>
        <translation>Das Manifest gibt an, was die Dateien des Bündels nicht sagen.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Not a fact-check bundle: %1 is in it twice, and a bundle names each file once.</source>
        <translation>Kein Faktencheck-Bündel: %1 ist zweimal darin, ein Bündel nennt jede Datei nur einmal.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The file is not the one the bundle was made with.</source>
        <translation>Die Datei ist nicht die, mit der das Paket erstellt wurde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not listed</source>
        <translation>nicht aufgeführt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the manifest does not list was added.</source>
        <translation>Eine Datei, die das Manifest nicht aufführt, wurde hinzugefügt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (SHA256SUMS)</source>
        <translation>%1 (SHA256SUMS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SHA256SUMS and the file disagree.</source>
        <translation>SHA256SUMS und die Datei stimmen nicht überein.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+16"/>
        <source>run %1 %2</source>
        <translation>Lauf %1 %2</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>The log is not the one that was hashed when it was stored.</source>
        <translation>Das Protokoll ist nicht das, dessen Hash beim Speichern gebildet wurde.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>run %1 imported file</source>
        <translation>Lauf %1, importierte Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The log is not the file that was imported.</source>
        <translation>Das Protokoll ist nicht die Datei, die importiert wurde.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The output is not the one that was hashed when it was stored.</source>
        <translation>Die Ausgabe ist nicht die, deren Hash beim Speichern gebildet wurde.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>run %1 samples</source>
        <translation>Lauf %1, Messwerte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>parsed</source>
        <translation>ausgewertet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no parse</source>
        <translation>nicht auswertbar</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The bundle&apos;s evaluation is scored from this file; without it the stated scores and tier cannot be recomputed.</source>
        <translation>Die Bewertung des Bündels wird aus dieser Datei berechnet; ohne sie lassen sich die angegebenen Punktzahlen und die Stufe nicht nachrechnen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The bundle&apos;s evidence does not give the figure the review states.</source>
        <translation>Die Nachweise des Pakets ergeben nicht den Wert, den der Prüfbericht nennt.</translation>
    </message>
</context>
<context>
    <name>FactCheckWriter</name>
    <message>
        <location filename="../ui/trust/FactCheckWriter.cpp" line="+28"/>
        <source>Could not make a temporary folder for the review PDF.</source>
        <translation>Für den PDF-Prüfbericht konnte kein temporärer Ordner angelegt werden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not read the review PDF back: %1</source>
        <translation>Der PDF-Prüfbericht konnte nicht zurückgelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>FindingStatus</name>
    <message>
        <location filename="../core/domain/FindingKind.cpp" line="+17"/>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warn</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fail</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waived</source>
        <translation>ausgesetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>FioJob</name>
    <message>
        <location filename="../core/import/FioJob.cpp" line="+168"/>
        <source>Job &quot;%1&quot;: its %2 phase gives no bandwidth.</source>
        <translation>Job „%1“: Die Phase %2 nennt keine Bandbreite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Job &quot;%1&quot;: rw=%2 is not an fio mode; its phases were taken from what moved data.</source>
        <translation>Job „%1“: rw=%2 ist kein fio-Modus; seine Phasen wurden danach bestimmt, was Daten bewegt hat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Job &quot;%1&quot; moved no data: it has no result.</source>
        <translation>Job „%1“ hat keine Daten bewegt: Er hat kein Ergebnis.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Job &quot;%1&quot; (rw=%2) has no %3 result: a job missing one of its phases is not a pass.</source>
        <translation>Job „%1“ (rw=%2) hat kein Ergebnis für %3: Ein Job, dem eine seiner Phasen fehlt, ist nicht bestanden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fio reported error %1 for job &quot;%2&quot;.</source>
        <translation>fio meldete Fehler %1 für Job „%2“.</translation>
    </message>
</context>
<context>
    <name>FioJsonParser</name>
    <message>
        <location filename="../core/import/FioJsonParser.cpp" line="+91"/>
        <source>a job that is not an object</source>
        <translation>ein Job, der kein Objekt ist</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 bytes before fio&apos;s JSON document (notes fio printed) were not read.</source>
        <translation>%1 Bytes vor dem JSON-Dokument von fio (Hinweise, die fio ausgab) wurden nicht gelesen.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>fio&apos;s JSON ends early or is broken (%1 at offset %2): the %n job(s) before that point were read; the rest of the document and its fio version are missing.</source>
        <translation>
            <numerusform>Das JSON von fio endet zu früh oder ist beschädigt (%1 bei Offset %2): Der %n Job davor wurde gelesen; der Rest des Dokuments und seine fio-Version fehlen.</numerusform>
            <numerusform>Das JSON von fio endet zu früh oder ist beschädigt (%1 bei Offset %2): Die %n Jobs davor wurden gelesen; der Rest des Dokuments und seine fio-Version fehlen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Text after fio&apos;s JSON document was not read.</source>
        <translation>Text nach dem JSON-Dokument von fio wurde nicht gelesen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>fio&apos;s JSON has no &quot;jobs&quot; (nor &quot;client_stats&quot;): it holds no result.</source>
        <translation>Das JSON von fio hat kein „jobs“ (und kein „client_stats“): Es enthält kein Ergebnis.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n job(s) were not valid JSON and were not read (first: %1).</source>
        <translation>
            <numerusform>%n Job war kein gültiges JSON und wurde nicht gelesen (erster: %1).</numerusform>
            <numerusform>%n Jobs waren kein gültiges JSON und wurden nicht gelesen (erster: %1).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the first %1 jobs were read; %2 more were not.</source>
        <translation>Nur die ersten %1 Jobs wurden gelesen; %2 weitere nicht.</translation>
    </message>
</context>
<context>
    <name>FioTextParser</name>
    <message>
        <location filename="../core/import/FioTextParser.cpp" line="+232"/>
        <source>fio&apos;s output ends inside a job&apos;s result, before its &quot;Run status group&quot; summary: it was cut short.</source>
        <translation>Die Ausgabe von fio endet mitten im Ergebnis eines Jobs, vor ihrer Zusammenfassung „Run status group“: Sie wurde abgeschnitten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fio&apos;s output ends before its &quot;Run status group&quot; summary: it was cut short.</source>
        <translation>Die Ausgabe von fio endet vor ihrer Zusammenfassung „Run status group“: Sie wurde abgeschnitten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the first %1 jobs were read; %2 more were not.</source>
        <translation>Nur die ersten %1 Jobs wurden gelesen; %2 weitere nicht.</translation>
    </message>
</context>
<context>
    <name>FormatDetector</name>
    <message>
        <location filename="../core/import/FormatDetector.cpp" line="+176"/>
        <source>The input is empty.</source>
        <translation>Die Eingabe ist leer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The input is binary data, not a recognised tool output.</source>
        <translation>Die Eingabe sind Binärdaten, keine erkannte Werkzeugausgabe.</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Not a recognised tool output (no marker of nccl-tests, rccl-tests, NCCL, nvbandwidth, nvidia-smi, a kernel log, lspci, ibstat, ibv_devinfo, ibdev2netdev, rocm-smi, dcgmi, AzNHC, perftest, iperf3, sinfo, scontrol, sacct, kubectl, cmax, torchtitan, Megatron-LM or NeMo in the first kilobytes).</source>
        <translation>Keine erkannte Werkzeugausgabe (in den ersten Kilobytes kein Kennzeichen von nccl-tests, rccl-tests, NCCL, nvbandwidth, nvidia-smi, einem Kernel-Log, lspci, ibstat, ibv_devinfo, ibdev2netdev, rocm-smi, dcgmi, AzNHC, perftest, iperf3, sinfo, scontrol, sacct, kubectl, cmax, torchtitan, Megatron-LM oder NeMo).</translation>
    </message>
</context>
<context>
    <name>Gate</name>
    <message>
        <location filename="../core/rating/Gate.cpp" line="+11"/>
        <source>Only older GPUs offered</source>
        <translation>Nur ältere GPUs im Angebot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No SOC 2 / ISO 27001 security attestation</source>
        <translation>Kein Sicherheitsnachweis nach SOC 2 / ISO 27001</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe ACS left enabled</source>
        <translation>PCIe ACS bleibt aktiviert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA not enabled</source>
        <translation>GPUDirect RDMA nicht aktiviert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU hours charged during cluster creation or downtime</source>
        <translation>GPU-Stunden werden während Cluster-Aufbau oder Ausfallzeit berechnet</translation>
    </message>
</context>
<context>
    <name>HardwareKey</name>
    <message>
        <location filename="../core/domain/HardwareKey.cpp" line="+165"/>
        <source>A hardware key part must read COUNTxMODEL/FABRIC, node/FABRIC or host/FABRIC</source>
        <translation>Ein Teil des Hardwareschlüssels muss ANZAHLxMODELL/FABRIC, node/FABRIC oder host/FABRIC lauten</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A count in a hardware key must be at least 1</source>
        <translation>Eine Anzahl im Hardwareschlüssel muss mindestens 1 sein</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A hardware key part needs a fabric after &apos;/&apos;</source>
        <translation>Ein Teil des Hardwareschlüssels braucht nach &apos;/&apos; ein Fabric</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The hardware key is empty</source>
        <translation>Der Hardwareschlüssel ist leer</translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <location filename="../core/baseline/Headline.cpp" line="+103"/>
        <source>Peak at ≥ %1</source>
        <translation>Spitze bei ≥ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in-place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the sweep stopped at %1, below the %2 the headline needs</source>
        <translation>die Messreihe endete bei %1, unter den %2, die die Kennzahl braucht</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Slowest GPU pair, peak at ≥ %1</source>
        <translation>Langsamstes GPU-Paar, Spitze bei ≥ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU %1 → GPU %2, worst of %3 pairs</source>
        <translation>GPU %1 → GPU %2, schlechtestes von %3 Paaren</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Median time of %1 runs</source>
        <translation>Median der Zeit aus %1 Läufen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
</context>
<context>
    <name>HostSweepEstimate</name>
    <message>
        <location filename="../ui/runs/HostSweepEstimate.cpp" line="+53"/>
        <source>about %1 s</source>
        <translation>etwa %1 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about %1 min</source>
        <translation>etwa %1 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about %1 h</source>
        <translation>etwa %1 h</translation>
    </message>
</context>
<context>
    <name>IbPortChecks</name>
    <message>
        <location filename="../core/import/IbPortChecks.cpp" line="+59"/>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rate not shown</source>
        <translation>Rate nicht angezeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown link layer</source>
        <translation>unbekannte Link-Schicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LID %1</source>
        <translation>LID %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, firmware %2</source>
        <translation>%1, Firmware %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 InfiniBand ports active at %2 Gb/s.</source>
        <translation>%1 InfiniBand-Ports aktiv mit %2 Gb/s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 InfiniBand ports active.</source>
        <translation>%1 InfiniBand-Ports aktiv.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>InfiniBand ports not active: %1</source>
        <translation>Inaktive InfiniBand-Ports: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>InfiniBand ports below the fastest port&apos;s %1 Gb/s: %2</source>
        <translation>InfiniBand-Ports unter den %1 Gb/s des schnellsten Ports: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fastest InfiniBand port, Gb/s</source>
        <translation>schnellster InfiniBand-Port, Gb/s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No InfiniBand link layer; %1 RDMA Ethernet (RoCE) ports active.</source>
        <translation>Keine InfiniBand-Link-Schicht; %1 RDMA-Ethernet-Ports (RoCE) aktiv.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No InfiniBand link layer; RoCE ports down: %1</source>
        <translation>Keine InfiniBand-Link-Schicht; inaktive RoCE-Ports: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Ethernet ports active.</source>
        <translation>%1 Ethernet-Ports aktiv.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ethernet ports down (they do not affect the InfiniBand fabric): %1</source>
        <translation>Inaktive Ethernet-Ports (ohne Einfluss auf das InfiniBand-Fabric): %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Active InfiniBand ports without a LID (no subnet manager configured them): %1</source>
        <translation>Aktive InfiniBand-Ports ohne LID (kein Subnet Manager hat sie konfiguriert): %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>InfiniBand ports with an active MTU below 4096: %1</source>
        <translation>InfiniBand-Ports mit einer aktiven MTU unter 4096: %1</translation>
    </message>
</context>
<context>
    <name>Ibdev2netdevParser</name>
    <message>
        <location filename="../core/import/Ibdev2netdevParser.cpp" line="+85"/>
        <source>InfiniBand (IPoIB)</source>
        <translation>InfiniBand (IPoIB)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ethernet (RoCE)</source>
        <translation>Ethernet (RoCE)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, port %2</source>
        <translation>%1, Port %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCI %1</source>
        <translation>PCI %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no state</source>
        <translation>kein Zustand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 HCA ports mapped to interfaces, all up (%2 InfiniBand, %3 Ethernet).</source>
        <translation>%1 HCA-Ports Schnittstellen zugeordnet, alle aktiv (%2 InfiniBand, %3 Ethernet).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interfaces down: %1</source>
        <translation>Inaktive Schnittstellen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last line is cut short.</source>
        <translation>Die letzte Zeile ist abgeschnitten.</translation>
    </message>
</context>
<context>
    <name>IbstatParser</name>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="+44"/>
        <source>ibstat stopped early: %1</source>
        <translation>ibstat brach vorzeitig ab: %1</translation>
    </message>
</context>
<context>
    <name>IbvDevinfoParser</name>
    <message>
        <location filename="../core/import/IbvDevinfoParser.cpp" line="+125"/>
        <source>%1 HCAs listed but no port: the output is cut short or the HCAs have no ports.</source>
        <translation>%1 HCAs aufgeführt, aber kein Port: Die Ausgabe ist abgeschnitten, oder die HCAs haben keine Ports.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The output ends inside the last port&apos;s block.</source>
        <translation>Die Ausgabe endet mitten im Block des letzten Ports.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2 of %3 ports read)</source>
        <translation>%1 (%2 von %3 Ports gelesen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HCAs without all their ports: %1. The output is cut short.</source>
        <translation>HCAs, deren Ports nicht alle gelesen wurden: %1. Die Ausgabe ist abgeschnitten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without -v, ibv_devinfo does not show the ports&apos; width and speed: no rate is checked.</source>
        <translation>Ohne -v zeigt ibv_devinfo Breite und Geschwindigkeit der Ports nicht: Es wird keine Rate geprüft.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>HCAs listed</source>
        <translation>Aufgeführte HCAs</translation>
    </message>
</context>
<context>
    <name>ImportScreen</name>
    <message>
        <location filename="../core/import/ImportScreen.cpp" line="+32"/>
        <source>%1 figures were not used: %2</source>
        <translation>%1 Werte wurden nicht verwendet: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 impossible figures were not used; their text is in finding import.refused_values.</source>
        <translation>%1 unmögliche Werte wurden nicht verwendet; ihr Text steht im Befund import.refused_values.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 row of size %2</source>
        <translation>%1-Zeile der Größe %2</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Avg bus bandwidth %1</source>
        <translation>Avg bus bandwidth %1</translation>
    </message>
</context>
<context>
    <name>ImportService</name>
    <message>
        <location filename="../core/import/ImportService.cpp" line="+94"/>
        <source>A figure is not a finite number.</source>
        <translation>Ein Wert ist keine endliche Zahl.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The raw log could not be stored.</source>
        <translation>Das Rohprotokoll konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation>Unbekannte kollektive Operation „%1“.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run could not be read.</source>
        <translation>Der Lauf konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No imported run %1.</source>
        <translation>Kein importierter Lauf %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run %1 already names its collective (%2).</source>
        <translation>Lauf %1 nennt seine kollektive Operation bereits (%2).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The run could not be updated.</source>
        <translation>Der Lauf konnte nicht aktualisiert werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The run&apos;s samples could not be renamed.</source>
        <translation>Die Messwerte des Laufs konnten nicht umbenannt werden.</translation>
    </message>
</context>
<context>
    <name>ImportWorkflow</name>
    <message>
        <location filename="../core/usecase/ImportWorkflow.cpp" line="+26"/>
        <source>Evaluation %1 belongs to another provider.</source>
        <translation>Bewertung %1 gehört zu einem anderen Anbieter.</translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <location filename="../core/import/Importer.cpp" line="+139"/>
        <source>Unknown format &quot;%1&quot;.</source>
        <translation>Unbekanntes Format „%1“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation>Unbekannte kollektive Operation „%1“.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The input could not be read.</source>
        <translation>Die Eingabe konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The JSON document is larger than %1 MiB.</source>
        <translation>Das JSON-Dokument ist größer als %1 MiB.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 line breaks were a lone CR (old Mac line endings or a progress display); they were read as line ends.</source>
        <translation>%1 Zeilenumbrüche waren ein einzelnes CR (alte Mac-Zeilenenden oder eine Fortschrittsanzeige); sie wurden als Zeilenende gelesen.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n malformed line(s) were skipped.</source>
        <translation>
            <numerusform>%n fehlerhafte Zeile wurde übersprungen.</numerusform>
            <numerusform>%n fehlerhafte Zeilen wurden übersprungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>The input has %n figure(s) that are not finite numbers (NaN or infinite); a measurement never is one, so nothing was imported.</source>
        <translation>
            <numerusform>Die Eingabe hat %n Wert, der keine endliche Zahl ist (NaN oder unendlich); ein Messwert ist das nie, daher wurde nichts importiert.</numerusform>
            <numerusform>Die Eingabe hat %n Werte, die keine endlichen Zahlen sind (NaN oder unendlich); ein Messwert ist das nie, daher wurde nichts importiert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The input names this run&apos;s collective (%1); the operation given (%2) was not applied to it.</source>
        <translation>Die Eingabe nennt die kollektive Operation dieses Laufs (%1); die angegebene Operation (%2) wurde nicht angewendet.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Recognised as %1 output (it has &quot;%2&quot;), but nothing in it could be read: it was cut short before any result, or the tool stopped early.</source>
        <translation>Als Ausgabe von %1 erkannt (sie enthält „%2“), aber nichts darin ließ sich lesen: Sie wurde vor dem ersten Ergebnis abgeschnitten, oder das Werkzeug brach vorzeitig ab.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing could be read as %1 output.</source>
        <translation>Nichts ließ sich als Ausgabe von %1 lesen.</translation>
    </message>
</context>
<context>
    <name>IncompleteEvidence</name>
    <message>
        <location filename="../core/import/IncompleteEvidence.cpp" line="+11"/>
        <source>Not fully read (%1), so it cannot pass; what was read: %2</source>
        <translation>Nicht vollständig gelesen (%1), daher kann die Prüfung nicht bestehen; gelesen wurde: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the input ends mid-line, without a newline: it was cut</source>
        <translation>die Eingabe endet mitten in einer Zeile, ohne Zeilenumbruch: sie wurde abgeschnitten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs attached, %2 read</source>
        <translation>%1 GPUs angeschlossen, %2 gelesen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 incomplete</source>
        <translation>%1 unvollständig</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not closed</source>
        <translation>%1 ist nicht geschlossen</translation>
    </message>
</context>
<context>
    <name>Interview</name>
    <message>
        <location filename="../core/domain/Interview.cpp" line="+16"/>
        <source>An interview belongs to a provider.</source>
        <translation>Ein Interview gehört zu einem Anbieter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interview date is missing or not a date (YYYY-MM-DD).</source>
        <translation>Das Interviewdatum fehlt oder ist kein Datum (JJJJ-MM-TT).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interview date lies in the future.</source>
        <translation>Das Interviewdatum liegt in der Zukunft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interviewee&apos;s role is required.</source>
        <translation>Die Rolle der befragten Person ist erforderlich.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Role, channel and name are limited to 200 characters.</source>
        <translation>Rolle, Kanal und Name sind auf 200 Zeichen begrenzt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The notes are larger than 1 MB.</source>
        <translation>Die Notizen sind größer als 1 MB.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A sentiment needs a criterion.</source>
        <translation>Eine Einschätzung braucht ein Kriterium.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A sentiment lies between -2 and +2 (got %1).</source>
        <translation>Eine Einschätzung liegt zwischen -2 und +2 (erhalten: %1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A tag may not contain a comma.</source>
        <translation>Ein Tag darf kein Komma enthalten.</translation>
    </message>
</context>
<context>
    <name>InterviewCsv</name>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="+37"/>
        <source>row %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>a quoted field is never closed</source>
        <translation>ein Feld in Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty; expected a header row</source>
        <translation>die Datei ist leer; erwartet wurde eine Kopfzeile</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file has %1 rows; one import takes at most %2 interviews (split the file)</source>
        <translation>die Datei hat %1 Zeilen; ein Import nimmt höchstens %2 Interviews (teilen Sie die Datei)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown column</source>
        <translation>unbekannte Spalte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column appears twice</source>
        <translation>Spalte kommt doppelt vor</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>required column is missing</source>
        <translation>erforderliche Spalte fehlt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>has %1 fields, the header has %2</source>
        <translation>hat %1 Felder, die Kopfzeile hat %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>provider is empty</source>
        <translation>Anbieter ist leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no provider named &quot;%1&quot;</source>
        <translation>kein Anbieter namens „%1“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>„%1“ ist kein Datum (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;%1&quot; is not one of ai_lab, enterprise, startup, research, other</source>
        <translation>„%1“ ist keiner der Werte ai_lab, enterprise, startup, research, other</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; is not yes/no</source>
        <translation>„%1“ ist nicht yes/no</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not a whole number from -2 to 2</source>
        <translation>„%1“ ist keine ganze Zahl von -2 bis 2</translation>
    </message>
</context>
<context>
    <name>InterviewRepository</name>
    <message>
        <location filename="../core/store/InterviewRepository.cpp" line="+49"/>
        <source>Could not read the interviews</source>
        <translation>Die Interviews konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not read the interview sentiment</source>
        <translation>Die Einschätzungen des Interviews konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read the interview</source>
        <translation>Das Interview konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>No interview %1.</source>
        <translation>Kein Interview %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+10"/>
        <source>Could not save the interview sentiment</source>
        <translation>Die Einschätzungen des Interviews konnten nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not read the criteria</source>
        <translation>Die Kriterien konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+32"/>
        <source>Could not save the interview</source>
        <translation>Das Interview konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not delete the interview</source>
        <translation>Das Interview konnte nicht gelöscht werden</translation>
    </message>
</context>
<context>
    <name>InterviewWorkflow</name>
    <message>
        <location filename="../core/usecase/InterviewWorkflow.cpp" line="+49"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is larger than 32 MB; that is not an interview file.</source>
        <translation>%1 ist größer als 32 MB; das ist keine Interviewdatei.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>belongs to another provider; import it on that provider&apos;s page</source>
        <translation>gehört zu einem anderen Anbieter; bitte auf dessen Seite importieren</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Iperf3JsonParser</name>
    <message>
        <location filename="../core/import/Iperf3JsonParser.cpp" line="+40"/>
        <source>iperf3 reported an error: %1</source>
        <translation>iperf3 meldete einen Fehler: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The report has no end.sum_received: the test did not finish.</source>
        <translation>Der Bericht hat kein end.sum_received: Der Test lief nicht zu Ende.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The report has no end.sum.lost_percent: the UDP test did not finish.</source>
        <translation>Der Bericht hat kein end.sum.lost_percent: Der UDP-Test lief nicht zu Ende.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A packet loss of %1 % is not a percentage; it was not kept.</source>
        <translation>Ein Paketverlust von %1 % ist kein Prozentwert; er wurde nicht übernommen.</translation>
    </message>
</context>
<context>
    <name>JsonMemberStream</name>
    <message>
        <location filename="../core/import/JsonMemberStream.cpp" line="+243"/>
        <source>text after the end of the document</source>
        <translation>Text nach dem Ende des Dokuments</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the document is not a JSON object</source>
        <translation>das Dokument ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>a control character inside a string</source>
        <translation>ein Steuerzeichen in einer Zeichenkette</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>one element of &quot;%1&quot; is larger than 16 MiB</source>
        <translation>ein Element von „%1“ ist größer als 16 MiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the document outside its streamed parts is larger than 16 MiB</source>
        <translation>das Dokument ist außerhalb seiner gestreamten Teile größer als 16 MiB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a misplaced comma</source>
        <translation>ein Komma an falscher Stelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a misplaced colon</source>
        <translation>ein Doppelpunkt an falscher Stelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a comma before the end of an array or object</source>
        <translation>ein Komma vor dem Ende eines Arrays oder Objekts</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>nested deeper than %1 levels</source>
        <translation>tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>an array closed by &apos;}&apos;</source>
        <translation>ein Array, das mit „}“ geschlossen wird</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an object closed by &apos;]&apos;</source>
        <translation>ein Objekt, das mit „]“ geschlossen wird</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+7"/>
        <source>a member name is missing</source>
        <translation>ein Elementname fehlt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a comma before the end of an object</source>
        <translation>ein Komma vor dem Ende eines Objekts</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a &apos;:&apos; is missing after a member name</source>
        <translation>nach einem Elementnamen fehlt ein „:“</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a missing comma between array elements</source>
        <translation>ein fehlendes Komma zwischen Array-Elementen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a missing comma between members</source>
        <translation>ein fehlendes Komma zwischen Elementen</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>the document is empty</source>
        <translation>das Dokument ist leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the document ends before it is complete</source>
        <translation>das Dokument endet, bevor es vollständig ist</translation>
    </message>
</context>
<context>
    <name>KernelLogParser</name>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="+104"/>
        <source>graphics engine exception (usually the application; repeated on one GPU, the hardware)</source>
        <translation>Ausnahme der Grafik-Engine (meist die Anwendung; wiederholt auf einer GPU: die Hardware)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory page fault (usually the application)</source>
        <translation>Seitenfehler im GPU-Speicher (meist die Anwendung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU stopped processing (usually the application)</source>
        <translation>GPU hat die Verarbeitung eingestellt (meist die Anwendung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preemptive cleanup after an earlier error</source>
        <translation>vorsorgliche Bereinigung nach einem früheren Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double-bit ECC error: the GPU needs a reset, the job died</source>
        <translation>Doppelbit-ECC-Fehler: die GPU braucht einen Reset, der Job ist abgebrochen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>internal micro-controller error: the GPU needs a reset</source>
        <translation>interner Mikrocontroller-Fehler: die GPU braucht einen Reset</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ECC page retirement or row remapping recorded: reset the GPU to apply it</source>
        <translation>ECC-Seitenstilllegung oder Zeilen-Remapping vermerkt: GPU zurücksetzen, um es anzuwenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ECC page retirement or row remapping failed to record: the GPU should be replaced</source>
        <translation>ECC-Seitenstilllegung oder Zeilen-Remapping konnte nicht vermerkt werden: die GPU sollte ersetzt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink error: check the links and the fabric</source>
        <translation>NVLink-Fehler: Links und Fabric prüfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU has fallen off the bus: it needs a reset or the node a reboot</source>
        <translation>GPU ist vom Bus gefallen: sie braucht einen Reset oder der Knoten einen Neustart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>high single-bit ECC error rate</source>
        <translation>hohe Rate an Einzelbit-ECC-Fehlern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contained ECC error: the affected application must restart</source>
        <translation>eingedämmter ECC-Fehler: die betroffene Anwendung muss neu starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>uncontained ECC error: every application on the GPU is affected; reset needed</source>
        <translation>nicht eingedämmter ECC-Fehler: jede Anwendung auf der GPU ist betroffen; Reset nötig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>context switch timeout</source>
        <translation>Zeitüberschreitung beim Kontextwechsel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GSP firmware error or RPC timeout: the GPU needs a reset</source>
        <translation>GSP-Firmware-Fehler oder RPC-Zeitüberschreitung: die GPU braucht einen Reset</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unrecovered ECC error</source>
        <translation>nicht behobener ECC-Fehler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NVLink error from one of the Blackwell-era NVLink units: check the links, the GPU may need a reset</source>
        <translation>NVLink-Fehler aus einer der NVLink-Einheiten der Blackwell-Generation: Links prüfen, die GPU braucht womöglich einen Reset</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU recovery action changed: reset or reboot required</source>
        <translation>Wiederherstellungsmaßnahme der GPU geändert: Reset oder Neustart erforderlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a code Tierbench&apos;s table does not name: see NVIDIA&apos;s Xid catalogue</source>
        <translation>ein Code, den Tierbenchs Tabelle nicht nennt: siehe NVIDIAs Xid-Katalog</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>None of the %1 lines looks like a kernel log line (no timestamp, facility or NVRM tag): this is not a kernel log, so no Xid verdict is given.</source>
        <translation>Keine der %1 Zeilen sieht wie eine Kernel-Log-Zeile aus (kein Zeitstempel, keine Facility, kein NVRM-Kennzeichen): Dies ist kein Kernel-Log, daher gibt es kein Xid-Urteil.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a kernel log: no verdict.</source>
        <translation>Kein Kernel-Log: kein Urteil.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>caused by previous Xid %1 (%2, x%3)</source>
        <translation>verursacht durch vorheriges Xid %1 (%2, x%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no timestamp)</source>
        <translation>(kein Zeitstempel)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Xid %1 (%2) %3 times on %4, first at %5: %6</source>
        <translation>Xid %1 (%2) %3-mal auf %4, zuerst um %5: %6</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Xid %1 (%2) named as the cause of Xid %3 %4 times; its own line is not in the log.</source>
        <translation>Xid %1 (%2) %4-mal als Ursache von Xid %3 genannt; seine eigene Zeile steht nicht im Protokoll.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>NVSwitch SXid %1 (%2) %3 times on %4, first at %5: %6</source>
        <translation>NVSwitch-SXid %1 (%2) %3-mal auf %4, zuerst um %5: %6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fatal</source>
        <translation>schwerwiegend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>non-fatal</source>
        <translation>nicht schwerwiegend</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (named as a cause)</source>
        <translation>%1 (als Ursache genannt)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Xid codes in the log: %1</source>
        <translation>Xid-Codes im Protokoll: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>NVSwitch SXid codes in the log: %1</source>
        <translation>NVSwitch-SXid-Codes im Protokoll: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The driver could not initialise a GPU (%1 times; the GPU is unusable until reset or repaired): %2</source>
        <translation>Der Treiber konnte eine GPU nicht initialisieren (%1-mal; die GPU ist bis zu einem Reset oder einer Reparatur unbenutzbar): %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>nvidia-peermem reported errors (GPUDirect RDMA): %1</source>
        <translation>nvidia-peermem meldete Fehler (GPUDirect RDMA): %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xid and SXid lines in %1 log lines</source>
        <translation>Xid- und SXid-Zeilen in %1 Protokollzeilen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Xid or SXid events in the log.</source>
        <translation>Keine Xid- oder SXid-Ereignisse im Protokoll.</translation>
    </message>
</context>
<context>
    <name>KubeAudit</name>
    <message numerus="yes">
        <location filename="../core/launch/kube/KubeAudit.cpp" line="+30"/>
        <source> and %n more</source>
        <translation>
            <numerusform> und %n weiterer</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>kubectl&apos;s reply to &quot;%1&quot; is not JSON</source>
        <translation>Die Antwort von kubectl auf „%1“ ist kein JSON</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kubectl&apos;s reply to &quot;%1&quot; is not a list of objects</source>
        <translation>Die Antwort von kubectl auf „%1“ ist keine Liste von Objekten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kubectl&apos;s reply to &quot;%1&quot; holds an item without metadata</source>
        <translation>Die Antwort von kubectl auf „%1“ enthält ein Element ohne Metadaten</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The audit has no output of &quot;%1&quot;</source>
        <translation>Die Prüfung hat keine Ausgabe von „%1“</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the API server did not answer with its version: %1</source>
        <translation>Der API-Server hat nicht mit seiner Version geantwortet: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kubeconfig reaches the API server (%1)</source>
        <translation>kubeconfig erreicht den API-Server (%1)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no node advertises nvidia.com/gpu or amd.com/gpu capacity</source>
        <translation>kein Knoten meldet Kapazität für nvidia.com/gpu oder amd.com/gpu</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>GPUs: %1, on %n node(s); not Ready: %2</source>
        <translation>
            <numerusform>GPUs: %1, auf %n Knoten; nicht bereit: %2</numerusform>
            <numerusform>GPUs: %1, auf %n Knoten; nicht bereit: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>GPUs: %1, on %n Ready node(s)</source>
        <translation>
            <numerusform>GPUs: %1, auf %n bereiten Knoten</numerusform>
            <numerusform>GPUs: %1, auf %n bereiten Knoten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>no %1 DaemonSet found</source>
        <translation>kein DaemonSet %1 gefunden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 present but not every pod is ready: %2</source>
        <translation>%1 vorhanden, aber nicht jeder Pod ist bereit: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 healthy: %2</source>
        <translation>%1 gesund: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU operator</source>
        <translation>GPU-Operator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>network operator</source>
        <translation>Netzwerk-Operator</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>mpijobs.kubeflow.org is served</source>
        <translation>mpijobs.kubeflow.org wird bereitgestellt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no MPI operator; JobSet is there for multi-node jobs</source>
        <translation>kein MPI-Operator; für Mehrknoten-Jobs ist JobSet vorhanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither the MPI operator nor JobSet: multi-node jobs need an indexed Job</source>
        <translation>weder der MPI-Operator noch JobSet: Mehrknoten-Jobs brauchen einen indizierten Job</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no gang scheduler (Kueue, Volcano): multi-node jobs can deadlock half-placed</source>
        <translation>kein Gang-Scheduler (Kueue, Volcano): Mehrknoten-Jobs können halb platziert blockieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gang scheduling through %1</source>
        <translation>Gang-Scheduling über %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no default StorageClass among: %1</source>
        <translation>keine Standard-StorageClass unter: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>default StorageClass: %1</source>
        <translation>Standard-StorageClass: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no StorageClass with a ReadWriteMany-capable provisioner</source>
        <translation>keine StorageClass mit einem ReadWriteMany-fähigen Provisioner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ReadWriteMany-capable: %1</source>
        <translation>ReadWriteMany-fähig: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the test claim could not be made: %1</source>
        <translation>der Test-Claim konnte nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a 1Gi claim was Bound within %1 s</source>
        <translation>ein 1Gi-Claim war innerhalb von %1 s gebunden (Bound)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the claim stays %1 until a pod uses it: the default class binds at first consumer</source>
        <translation>der Claim bleibt %1, bis ein Pod ihn nutzt: Die Standardklasse bindet beim ersten Verbraucher</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the claim was still %1 after %2 s</source>
        <translation>der Claim war nach %2 s immer noch %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>allowed: %1</source>
        <translation>erlaubt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not allowed: %1</source>
        <translation>nicht erlaubt: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>kubectl could not list the nodes (exit %1)</source>
        <translation>kubectl konnte die Knoten nicht auflisten (Exit-Code %1)</translation>
    </message>
</context>
<context>
    <name>KubeAuditRunner</name>
    <message>
        <location filename="../core/cluster/kube/KubeAuditRunner.cpp" line="+32"/>
        <source>kubectl&apos;s reply to &quot;%1&quot; is larger than 32 MiB</source>
        <translation>Die Antwort von kubectl auf „%1“ ist größer als 32 MiB</translation>
    </message>
</context>
<context>
    <name>KubeClusterRepository</name>
    <message>
        <location filename="../core/store/KubeClusterRepository.cpp" line="+19"/>
        <source>Could not read the Kubernetes settings</source>
        <translation>Die Kubernetes-Einstellungen konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cluster %1 has no Kubernetes settings</source>
        <translation>Cluster %1 hat keine Kubernetes-Einstellungen</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+15"/>
        <source>Could not save the Kubernetes settings</source>
        <translation>Die Kubernetes-Einstellungen konnten nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not record the kubectl version</source>
        <translation>Die kubectl-Version konnte nicht erfasst werden</translation>
    </message>
</context>
<context>
    <name>KubeClusterWorkflow</name>
    <message>
        <location filename="../core/usecase/KubeClusterWorkflow.cpp" line="+23"/>
        <source>Kubeconfig: a file path (it is used where it lies, never copied)</source>
        <translation>Kubeconfig: ein Dateipfad (die Datei wird dort verwendet, wo sie liegt, nie kopiert)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Context: a name from the kubeconfig</source>
        <translation>Kontext: ein Name aus der kubeconfig</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Namespace: lower-case letters, digits and &apos;-&apos;, at most 63 characters</source>
        <translation>Namespace: Kleinbuchstaben, Ziffern und „-“, höchstens 63 Zeichen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs and RDMA devices per worker: 0 to 64</source>
        <translation>GPUs und RDMA-Geräte je Worker: 0 bis 64</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RDMA resource: an extended resource name such as rdma/ib</source>
        <translation>RDMA-Ressource: ein Name einer erweiterten Ressource wie rdma/ib</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node selector: label=value pairs</source>
        <translation>Node-Selector: Paare label=value</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tolerations: objects with key, operator Equal or Exists, value and effect</source>
        <translation>Tolerations: Objekte mit key, operator Equal oder Exists, value und effect</translation>
    </message>
</context>
<context>
    <name>KubeCollective</name>
    <message>
        <location filename="../core/cluster/kube/KubeCollective.cpp" line="+67"/>
        <source>Cluster %1 is no Kubernetes cluster</source>
        <translation>Cluster %1 ist kein Kubernetes-Cluster</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The job was not recorded</source>
        <translation>Der Job wurde nicht aufgezeichnet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The nccl-tests output could not be read: %1</source>
        <translation>Die Ausgabe von nccl-tests konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>KubeDescribeNodeParser</name>
    <message>
        <location filename="../core/import/KubeDescribeNodeParser.cpp" line="+185"/>
        <source>%1 lines were longer than the line limit</source>
        <translation>%1 Zeilen waren länger als die Zeilengrenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>%1 Knoten jenseits von %2 wurden nicht behalten</translation>
    </message>
</context>
<context>
    <name>KubeJobStatus</name>
    <message>
        <location filename="../core/launch/kube/KubeJobStatus.cpp" line="+160"/>
        <source>Pods that ended Failed: %1</source>
        <translation>Pods, die mit Failed endeten: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>waiting for admission: %1</source>
        <translation>wartet auf Zulassung: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the workload has no admission condition yet</source>
        <translation>die Workload hat noch keine Zulassungsbedingung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>gang pending (PodGroup %1): %2</source>
        <translation>Gang wartet (PodGroup %1): %2</translation>
    </message>
</context>
<context>
    <name>KubeLauncher</name>
    <message>
        <location filename="../core/launch/kube/KubeLauncher.cpp" line="+117"/>
        <source>A job named %1 was already submitted</source>
        <translation>Ein Job namens %1 wurde bereits übermittelt</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>kubectl create refused the job: %1</source>
        <translation>kubectl create hat den Job abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>kubectl get failed: %1</source>
        <translation>kubectl get ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>%1 is no Kubernetes job of Tierbench&apos;s</source>
        <translation>%1 ist kein Kubernetes-Job von Tierbench</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+101"/>
        <source>kubectl delete failed: %1</source>
        <translation>kubectl delete ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="-75"/>
        <location line="+21"/>
        <source>kubectl could not list the cluster&apos;s CRDs: %1</source>
        <translation>kubectl konnte die CRDs des Clusters nicht auflisten: %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Pods of run %1 are still there after %2 s: %3</source>
        <translation>Pods von Lauf %1 sind nach %2 s noch da: %3</translation>
    </message>
</context>
<context>
    <name>KubeManifests</name>
    <message>
        <location filename="../core/launch/kube/KubeManifests.cpp" line="+125"/>
        <source>&quot;%1&quot; is no gang scheduler: kueue:QUEUE, volcano or none</source>
        <translation>„%1“ ist kein Gang-Scheduler: kueue:QUEUE, volcano oder none</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; is not a job name Kubernetes takes (lower-case letters, digits and &apos;-&apos;, at most %2 characters)</source>
        <translation>„%1“ ist kein Jobname, den Kubernetes annimmt (Kleinbuchstaben, Ziffern und „-“, höchstens %2 Zeichen)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a label value</source>
        <translation>„%1“ ist kein Label-Wert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a container image reference</source>
        <translation>„%1“ ist kein Verweis auf ein Container-Image</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A collective needs 1 to 1024 workers, not %1</source>
        <translation>Eine kollektive Operation braucht 1 bis 1024 Worker, nicht %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The collective has no command</source>
        <translation>Die kollektive Operation hat keinen Befehl</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a resource name</source>
        <translation>„%1“ ist kein Ressourcenname</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not an environment variable name</source>
        <translation>„%1“ ist kein Name einer Umgebungsvariable</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node selector %1 has no valid label value</source>
        <translation>Node-Selector %1 hat keinen gültigen Label-Wert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a Kueue queue name</source>
        <translation>„%1“ ist kein Kueue-Warteschlangenname</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A toleration must be an object with operator Equal or Exists</source>
        <translation>Eine Toleration muss ein Objekt mit operator Equal oder Exists sein</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Each pod needs a node of its own to run on</source>
        <translation>Jeder Pod braucht einen eigenen Knoten, auf dem er läuft</translation>
    </message>
</context>
<context>
    <name>KubeNodeAuditRunner</name>
    <message>
        <location filename="../core/cluster/kube/KubeNodeAuditRunner.cpp" line="+28"/>
        <source>No GPU node to audit: run the Kubernetes audit first</source>
        <translation>Kein GPU-Knoten zu prüfen: zuerst die Kubernetes-Prüfung ausführen</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The job was not recorded</source>
        <translation>Der Job wurde nicht erfasst</translation>
    </message>
</context>
<context>
    <name>KubeNodeChecks</name>
    <message>
        <location filename="../core/import/KubeNodeChecks.cpp" line="+10"/>
        <source>; and %1 more</source>
        <translation>; und %1 weitere</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>GPU count unreadable</source>
        <translation>GPU-Anzahl nicht lesbar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GPUs in capacity, none allocatable</source>
        <translation>%1 GPUs in der Kapazität, keine zuteilbar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no GPU advertised</source>
        <translation>keine GPU gemeldet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 of %3 allocatable)</source>
        <translation>%1 (%2 von %3 zuteilbar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 GPUs allocatable</source>
        <translation>%1 von %2 GPUs zuteilbar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cordoned</source>
        <translation>gesperrt (cordon)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ready not shown</source>
        <translation>Ready nicht angezeigt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>allocatable, on %1 GPU nodes</source>
        <translation>zuteilbar, auf %1 GPU-Knoten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of %2 nodes are not Ready: %3</source>
        <translation>%1 von %2 Knoten sind nicht Ready: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. %1 more are out of service: %2</source>
        <translation>. %1 weitere sind außer Betrieb: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 nodes are cordoned, tainted out of service or report a problem: %3</source>
        <translation>%1 von %2 Knoten sind gesperrt (cordon), per Taint außer Betrieb genommen oder melden ein Problem: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 of %2 nodes show no Ready condition: whether they take pods is not visible.</source>
        <translation>%1 von %2 Knoten zeigen keine Ready-Condition: Ob sie Pods annehmen, ist nicht zu sehen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All %1 nodes are Ready and in service.</source>
        <translation>Alle %1 Knoten sind Ready und in Betrieb.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taken out by a health monitor&apos;s taint: %1</source>
        <translation>Durch den Taint eines Health-Monitors außer Betrieb genommen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No taint of a health monitor on any node: whether a failed check cordons a node is not visible here.</source>
        <translation>Kein Knoten trägt einen Taint eines Health-Monitors: Ob eine fehlgeschlagene Prüfung einen Knoten sperrt (cordon), ist hier nicht zu sehen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nodes carry conditions beyond the kubelet&apos;s, set by a health monitor: %1</source>
        <translation>Knoten tragen über die des kubelet hinaus Conditions, die ein Health-Monitor setzt: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the kubelet&apos;s conditions: no node-problem-detector or similar posts to the nodes.</source>
        <translation>Nur die Conditions des kubelet: Kein node-problem-detector oder Ähnliches meldet an die Knoten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 Ready nodes advertise no allocatable GPU: %2</source>
        <translation>%1 Ready-Knoten melden keine zuteilbare GPU: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer GPUs allocatable than installed: %1</source>
        <translation>Weniger GPUs zuteilbar als eingebaut: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No Ready worker with its capacity shown: whether the nodes advertise GPUs is not visible.</source>
        <translation>Kein Ready-Worker mit angezeigter Kapazität: Ob die Knoten GPUs melden, ist nicht zu sehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU counts that are not a count: %1</source>
        <translation>GPU-Anzahlen, die keine Anzahl sind: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs allocatable on %2 nodes; every Ready GPU node advertises all of them%3.</source>
        <translation>%1 GPUs auf %2 Knoten zuteilbar; jeder Ready-GPU-Knoten meldet alle seine GPUs%3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 workers without any sign of a GPU are CPU nodes)</source>
        <translation> (%1 Worker ohne jedes Anzeichen einer GPU sind CPU-Knoten)</translation>
    </message>
</context>
<context>
    <name>KubeNodeJsonParser</name>
    <message>
        <location filename="../core/import/KubeNodeJsonParser.cpp" line="+93"/>
        <location line="+7"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation>Kein gültiges JSON: %1 bei Offset %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The list holds %1 objects, none of them a Node.</source>
        <translation>Die Liste enthält %1 Objekte, keines davon ein Node.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the JSON ends before the node list does</source>
        <translation>das JSON endet vor dem Ende der Knotenliste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 items are not JSON objects</source>
        <translation>%1 Einträge sind keine JSON-Objekte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>%1 Knoten jenseits von %2 wurden nicht behalten</translation>
    </message>
</context>
<context>
    <name>KubeNodeYamlParser</name>
    <message>
        <location filename="../core/import/KubeNodeYamlParser.cpp" line="+263"/>
        <source>%1 lines were longer than the line limit</source>
        <translation>%1 Zeilen waren länger als die Zeilengrenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>%1 Knoten jenseits von %2 wurden nicht behalten</translation>
    </message>
</context>
<context>
    <name>Kubectl</name>
    <message>
        <location filename="../core/launch/kube/Kubectl.cpp" line="+49"/>
        <source>kubectl could not be started (%1): %2</source>
        <translation>kubectl konnte nicht gestartet werden (%1): %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>kubectl did not answer within %1 s: %2</source>
        <translation>kubectl hat nicht innerhalb von %1 s geantwortet: %2</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <location filename="../core/launch/Launcher.cpp" line="+19"/>
        <source>Runs through %1 are not supported yet.</source>
        <translation>Läufe über %1 werden noch nicht unterstützt.</translation>
    </message>
</context>
<context>
    <name>LauncherKind</name>
    <message>
        <location filename="../core/domain/LauncherKind.cpp" line="+11"/>
        <source>Direct (login shell)</source>
        <translation>Direkt (Login-Shell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slurm</source>
        <translation>Slurm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kubernetes</source>
        <translation>Kubernetes</translation>
    </message>
</context>
<context>
    <name>LspciParser</name>
    <message>
        <location filename="../core/import/LspciParser.cpp" line="+76"/>
        <location line="+10"/>
        <source>unknown bridge %1</source>
        <translation>unbekannte Bridge %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 (%2): %3%4</source>
        <translation>%1 (%2): %3%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, above GPU %1</source>
        <translation>, über GPU %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ACS redirection is off on all %1 bridges with ACS; peer-to-peer traffic can go directly through the PCIe switches.</source>
        <translation>ACS-Umleitung ist auf allen %1 Bridges mit ACS aus; Peer-to-Peer-Verkehr kann direkt über die PCIe-Switches laufen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ACS request/completion redirect is on, so peer-to-peer traffic (GPU to GPU, GPUDirect RDMA to the NIC) is sent up to the root complex instead of across the switch, which cuts its bandwidth and raises latency: %1</source>
        <translation>ACS-Umleitung für Request/Completion ist an, daher wird Peer-to-Peer-Verkehr (GPU zu GPU, GPUDirect RDMA zur NIC) bis zum Root Complex hochgeschickt statt über den Switch, was seine Bandbreite senkt und die Latenz erhöht: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ACS upstream forwarding or egress control is on: %1</source>
        <translation>ACS Upstream Forwarding oder Egress Control ist an: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 GPU/NIC links run at their full speed and width.</source>
        <translation>%1 GPU-/NIC-Links laufen mit voller Geschwindigkeit und Breite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downgraded links: %1</source>
        <translation>Herabgestufte Links: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The output ends mid-line: the last device was not fully read.</source>
        <translation>Die Ausgabe endet mitten in einer Zeile: Das letzte Gerät wurde nicht vollständig gelesen.</translation>
    </message>
</context>
<context>
    <name>MeasuredInputs</name>
    <message>
        <location filename="../core/cost/MeasuredInputs.cpp" line="+122"/>
        <source>Could not read the evaluation</source>
        <translation>Die Bewertung konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No evaluation yet: nothing measured, every input is a default.</source>
        <translation>Noch keine Bewertung: nichts gemessen, jede Eingabe ist ein Standardwert.</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+47"/>
        <source>Could not read the runs</source>
        <translation>Die Läufe konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Could not read the Slurm audit findings</source>
        <translation>Die Befunde der Slurm-Prüfung konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No Slurm audit found a periodic health check, so the time to identify a failure is not measured; the default is kept.</source>
        <translation>Keine Slurm-Prüfung fand einen periodischen Health-Check, daher ist die Zeit bis zum Erkennen eines Ausfalls nicht gemessen; der Standardwert bleibt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The time to drain and to repair or replace a node is not measured (the Slurm audit stores node states, not how long a drain took); the default is kept.</source>
        <translation>Die Zeit zum Leeren und zum Reparieren oder Ersetzen eines Knotens ist nicht gemessen (die Slurm-Prüfung speichert Knotenzustände, nicht die Dauer eines Drains); der Standardwert bleibt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The evaluation records no hardware handover date, so the time to a working cluster is not measured.</source>
        <translation>Die Bewertung erfasst kein Datum der Hardware-Übergabe, daher ist die Zeit bis zu einem funktionierenden Cluster nicht gemessen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No successful probe or recipe run in the evaluation yet: the time to a working cluster is not measured.</source>
        <translation>In der Bewertung gibt es noch keinen erfolgreichen Lauf eines Messprogramms oder Rezepts: Die Zeit bis zu einem funktionierenden Cluster ist nicht gemessen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The first successful run (%1) does not follow the handover date (%2): the time to a working cluster is not measured.</source>
        <translation>Der erste erfolgreiche Lauf (%1) liegt nicht nach dem Übergabedatum (%2): Die Zeit bis zu einem funktionierenden Cluster ist nicht gemessen.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Could not read the nodes</source>
        <translation>Die Knoten konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the health findings</source>
        <translation>Die Health-Befunde konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The evaluation&apos;s nodes give no GPU count, so no failure rate can be measured.</source>
        <translation>Die Knoten der Bewertung nennen keine GPU-Anzahl, daher lässt sich keine Ausfallrate messen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The evaluation has no runs after its start, so it has no observation window yet.</source>
        <translation>Die Bewertung hat keine Läufe nach ihrem Beginn, also noch kein Beobachtungsfenster.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not read the recipe timings</source>
        <translation>Die Rezept-Zeiten konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>95% interval %1 to %2 GPU-h from %3 events</source>
        <translation>95-%-Intervall %1 bis %2 GPU-h aus %3 Ereignissen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 hard failures on %2 GPUs over %3 h (%4 to %5); runs %6</source>
        <translation>%1 harte Ausfälle auf %2 GPUs in %3 h (%4 bis %5); Läufe %6</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no hard failure on %1 GPUs over %2 h: the MTBF is at least %3 GPU-h (95%); the default is kept</source>
        <translation>kein harter Ausfall auf %1 GPUs in %2 h: Die MTBF beträgt mindestens %3 GPU-h (95 %); der Standardwert bleibt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Slurm prolog %1 s (run %2)</source>
        <translation>Slurm-Prolog %1 s (Lauf %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>import_torch + model_load recipe timings; runs %1</source>
        <translation>Rezept-Zeiten von import_torch + model_load; Läufe %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Slurm HealthCheckInterval %1 s: a failure is found half an interval later on average (run %2)</source>
        <translation>Slurm HealthCheckInterval %1 s: Ein Ausfall wird im Mittel ein halbes Intervall später erkannt (Lauf %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>at most %1 s</source>
        <translation>höchstens %1 s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hardware handed over %1 (requested %2), first successful run %3 hours later (run %4)</source>
        <translation>Hardware übergeben am %1 (angefragt am %2), erster erfolgreicher Lauf %3 Stunden später (Lauf %4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
</context>
<context>
    <name>MeasuredRunQuery</name>
    <message>
        <location filename="../core/store/MeasuredRunQuery.cpp" line="+23"/>
        <source>Could not read the measured runs</source>
        <translation>Die gemessenen Läufe konnten nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>NameRules</name>
    <message>
        <location filename="../core/domain/NameRules.cpp" line="+10"/>
        <source>%1: at most %2 characters, not %3.</source>
        <translation>%1: höchstens %2 Zeichen, nicht %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: no line breaks, control characters or text-direction controls (%2 at position %3).</source>
        <translation>%1: keine Zeilenumbrüche, Steuerzeichen oder Textrichtungszeichen (%2 an Position %3).</translation>
    </message>
</context>
<context>
    <name>NcclJsonParser</name>
    <message>
        <location filename="../core/import/NcclJsonParser.cpp" line="+146"/>
        <location line="+11"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation>Kein gültiges JSON: %1 bei Offset %2.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The collective is not named in the JSON; operation set to &quot;unknown&quot;.</source>
        <translation>Die kollektive Operation ist im JSON nicht genannt; Operation auf „unknown“ gesetzt.</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>A device entry was not counted: %1</source>
        <translation>Ein Geräteeintrag wurde nicht gezählt: %1</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>The rank count from nthreads x ngpus (%1) is not plausible; not used.</source>
        <translation>Die Rank-Anzahl aus nthreads x ngpus (%1) ist nicht plausibel; nicht verwendet.</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>result %1: size %2 (%3)</source>
        <translation>Ergebnis %1: Größe %2 (%3)</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Not valid JSON: %1 in an element of &quot;%2&quot;.</source>
        <translation>Kein gültiges JSON: %1 in einem Element von „%2“.</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>The test reported an error: %1</source>
        <translation>Der Test meldete einen Fehler: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No end_time: the run may not have finished.</source>
        <translation>Keine end_time: Der Lauf ist womöglich nicht zu Ende gelaufen.</translation>
    </message>
</context>
<context>
    <name>NcclLogLines</name>
    <message>
        <location filename="../core/import/NcclLogLines.cpp" line="+176"/>
        <location line="+9"/>
        <source>none found; NCCL&apos;s internal network code</source>
        <translation>keines gefunden; NCCLs interner Netzwerkcode</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>NCCL library version</source>
        <translation>Version der NCCL-Bibliothek</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA driver API %1.%2</source>
        <translation>CUDA-Treiber-API %1.%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ranks</source>
        <translation>%1 Ranks</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the network NCCL chose (&quot;Using network&quot;)</source>
        <translation>das Netzwerk, das NCCL gewählt hat („Using network“)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HCAs and ports NET/IB uses (device:port/link layer)</source>
        <translation>HCAs und Ports, die NET/IB verwendet (Gerät:Port/Link-Schicht)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 collective</source>
        <translation>%1 kollektiv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 NVLS</source>
        <translation>%1 NVLS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 p2p</source>
        <translation>%1 p2p</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ring channels</source>
        <translation>Ring-Kanäle</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>libibverbs could not be loaded</source>
        <translation>libibverbs konnte nicht geladen werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NET/IB found no device</source>
        <translation>NET/IB fand kein Gerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no network plugin</source>
        <translation>kein Netzwerk-Plugin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+19"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>A run across %1 nodes used NCCL&apos;s TCP socket transport%2 instead of InfiniBand/RoCE%3: inter-node bandwidth is capped by TCP, so its results do not measure the fabric.</source>
        <translation>Ein Lauf über %1 Knoten nutzte NCCLs TCP-Socket-Transport%2 statt InfiniBand/RoCE%3: Die Bandbreite zwischen den Knoten ist durch TCP begrenzt, daher messen seine Ergebnisse nicht das Fabric.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source> over %1</source>
        <translation> über %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>NCCL used its TCP socket transport%1%2; if this run spans nodes, it did not use the RDMA fabric.</source>
        <translation>NCCL nutzte seinen TCP-Socket-Transport%1%2; falls dieser Lauf mehrere Knoten umfasst, nutzte er nicht das RDMA-Fabric.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 nodes over %2%3.</source>
        <translation>%1 Knoten über %2%3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>enabled</source>
        <translation>aktiviert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 network channels use GPUDirect RDMA (GDRDMA).</source>
        <translation>%1 von %2 Netzwerkkanälen nutzen GPUDirect RDMA (GDRDMA).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL reports GPUDirect RDMA enabled.</source>
        <translation>NCCL meldet GPUDirect RDMA als aktiviert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>partly</source>
        <translation>teilweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA enabled for some GPU/HCA pairs, disabled for %1 (%2).</source>
        <translation>GPUDirect RDMA für einige GPU/HCA-Paare aktiviert, für %1 deaktiviert (%2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No network channel uses GPUDirect RDMA: traffic to the NICs is staged through host memory.</source>
        <translation>Kein Netzwerkkanal nutzt GPUDirect RDMA: Der Verkehr zu den NICs wird im Hostspeicher zwischengespeichert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA disabled (%1): traffic to the NICs is staged through host memory.</source>
        <translation>GPUDirect RDMA deaktiviert (%1): Der Verkehr zu den NICs wird im Hostspeicher zwischengespeichert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NCCL could not read the topology cleanly: %1</source>
        <translation>NCCL konnte die Topologie nicht fehlerfrei lesen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 NCCL WARN lines: %2</source>
        <translation>%1 NCCL-WARN-Zeilen: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NCCL reported errors (where, then how they propagated): %1</source>
        <translation>NCCL meldete Fehler (wo, dann wie sie sich fortpflanzten): %1</translation>
    </message>
</context>
<context>
    <name>NcclRunImport</name>
    <message>
        <location filename="../core/cluster/NcclRunImport.cpp" line="+103"/>
        <source>nccl-tests reported values out of bounds</source>
        <translation>nccl-tests hat Werte außerhalb der zulässigen Grenzen gemeldet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The nccl-tests output could not be read: %1</source>
        <translation>Die Ausgabe von nccl-tests konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>NcclTextParser</name>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="+74"/>
        <source>The collective is not named in the input (no &quot;Collective test starting&quot; line or *_perf command); operation set to &quot;unknown&quot;. Name it (import --operation) to compare the run with baselines.</source>
        <translation>Die kollektive Operation ist in der Eingabe nicht genannt (keine Zeile „Collective test starting“ und kein *_perf-Befehl); Operation auf „unknown“ gesetzt. Nennen Sie sie (import --operation), um den Lauf mit Baselines zu vergleichen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The output stops before the result table: only the test&apos;s header (arguments, devices, versions) was read. It was cut short, or the test ended before its first result.</source>
        <translation>Die Ausgabe endet vor der Ergebnistabelle: Nur der Kopf des Tests (Argumente, Geräte, Versionen) wurde gelesen. Sie wurde abgeschnitten, oder der Test endete vor seinem ersten Ergebnis.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No result table: only NCCL&apos;s own lines (version, INFO/WARN) were found.</source>
        <translation>Keine Ergebnistabelle: Nur NCCLs eigene Zeilen (Version, INFO/WARN) wurden gefunden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rows with impossible figures were not used: %2</source>
        <translation>%1 Zeilen mit unmöglichen Werten wurden nicht verwendet: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rows with impossible figures were not used; their text is in finding import.refused_values.</source>
        <translation>%1 Zeilen mit unmöglichen Werten wurden nicht verwendet; ihr Text steht im Befund import.refused_values.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No rank lines; the rank count assumes a single process (nThread x nGpus).</source>
        <translation>Keine Rank-Zeilen; die Rank-Anzahl geht von einem einzigen Prozess aus (nThread x nGpus).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rank count from the header was not used: %1</source>
        <translation>Die Rank-Anzahl aus dem Kopf wurde nicht verwendet: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>busbw/algbw and the redop/root columns fit only %1%2; if that is the collective, set it.</source>
        <translation>busbw/algbw und die Spalten redop/root passen nur zu %1%2; falls das die kollektive Operation ist, setzen Sie sie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> over %1 ranks</source>
        <translation> über %1 Ranks</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>busbw/algbw fits %1: the rows alone cannot tell which.</source>
        <translation>busbw/algbw passt zu %1: Anhand der Zeilen allein lässt sich nicht sagen, zu welcher.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table header; the rows were read with the standard nccl-tests column layout.</source>
        <translation>Kein Tabellenkopf; die Zeilen wurden mit dem Standard-Spaltenlayout von nccl-tests gelesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No &quot;Avg bus bandwidth&quot; summary: the output may have been cut short.</source>
        <translation>Keine Zusammenfassung „Avg bus bandwidth“: Die Ausgabe wurde womöglich abgeschnitten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table header has no result rows.</source>
        <translation>Der Tabellenkopf hat keine Ergebniszeilen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows go beyond the header&apos;s maxBytes; the header and the table may come from different runs.</source>
        <translation>Zeilen gehen über maxBytes des Tabellenkopfs hinaus; Kopf und Tabelle stammen womöglich aus verschiedenen Läufen.</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+1"/>
        <source>A line longer than the line limit was cut.</source>
        <translation>Eine Zeile über der Zeilengrenze wurde abgeschnitten.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The test reported an error: %1</source>
        <translation>Der Test meldete einen Fehler: %1</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>A rank line was ignored: %1</source>
        <translation>Eine Rank-Zeile wurde ignoriert: %1</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>line %1: &quot;%2&quot; (%3)</source>
        <translation>Zeile %1: „%2“ (%3)</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+8"/>
        <source>The last row is cut short and was ignored.</source>
        <translation>Die letzte Zeile ist abgeschnitten und wurde ignoriert.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A row without its in-place half was kept (size %1).</source>
        <translation>Eine Zeile ohne ihre In-place-Hälfte wurde behalten (Größe %1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The input ends inside the last row; its last number may be cut.</source>
        <translation>Die Eingabe endet mitten in der letzten Zeile; ihre letzte Zahl ist womöglich abgeschnitten.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The test aborted: %1</source>
        <translation>Der Test brach ab: %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>No result table: only NCCL&apos;s own INFO/WARN lines (%1) were found.</source>
        <translation>Keine Ergebnistabelle: Nur NCCLs eigene INFO/WARN-Zeilen (%1) wurden gefunden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 rows had a root outside 0..2^24; their root was not used.</source>
        <translation>%1 Zeilen hatten einen root außerhalb von 0..2^24; ihr root wurde nicht verwendet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rank lines with impossible rank numbers were ignored.</source>
        <translation>%1 Rank-Zeilen mit unmöglichen Rank-Nummern wurden ignoriert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rows beyond the limit of %2 were not kept.</source>
        <translation>%1 Zeilen jenseits der Grenze von %2 wurden nicht behalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 later runs were not kept (limits: %2 runs, %3 rows).</source>
        <translation>%1 spätere Läufe wurden nicht behalten (Grenzen: %2 Läufe, %3 Zeilen).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 incomplete rows were ignored.</source>
        <translation>%1 unvollständige Zeilen wurden ignoriert.</translation>
    </message>
</context>
<context>
    <name>NodeCheckSuggestions</name>
    <message>
        <location filename="../core/run/NodeCheckSuggestions.cpp" line="+36"/>
        <source>Could not read the verdict suggestions %1</source>
        <translation>Die Urteilsvorschläge %1 konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The verdict suggestions %1 are not valid JSON</source>
        <translation>Die Urteilsvorschläge %1 sind kein gültiges JSON</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown verdict %1 in %2</source>
        <translation>Unbekanntes Urteil %1 in %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown check status %1 in %2</source>
        <translation>Unbekannter Prüfstatus %1 in %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An entry of %1 lacks its check or item</source>
        <translation>Einem Eintrag von %1 fehlt die Prüfung oder der Prüfpunkt</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>no GPU on this node&apos;s PCI bus, so this says nothing about the provider&apos;s GPU nodes</source>
        <translation>keine GPU am PCI-Bus dieses Knotens, daher sagt dies nichts über die GPU-Knoten des Anbieters aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this node lacks what the item asks about, which does not make the item N/A for the provider</source>
        <translation>diesem Knoten fehlt, wonach der Punkt fragt; das macht den Punkt für den Anbieter nicht zu N/A</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a node without events does not show whether the provider monitors for them</source>
        <translation>ein Knoten ohne Ereignisse zeigt nicht, ob der Anbieter sie überwacht</translation>
    </message>
</context>
<context>
    <name>NodeFindingTitles</name>
    <message>
        <location filename="../core/run/NodeFindingTitles.cpp" line="+15"/>
        <source>Network topology known to Slurm</source>
        <translation>Slurm bekannte Netzwerktopologie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs as GRES</source>
        <translation>GPUs als GRES</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PMIx for MPI jobs</source>
        <translation>PMIx für MPI-Jobs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Containers through Pyxis</source>
        <translation>Container über Pyxis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job accounting</source>
        <translation>Job-Accounting</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node health check</source>
        <translation>Health-Check der Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Healthy nodes return to service</source>
        <translation>Gesunde Knoten kehren in den Betrieb zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node states</source>
        <translation>Knotenzustände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job start-up (prolog) time</source>
        <translation>Startzeit eines Jobs (Prolog)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL defaults on the nodes</source>
        <translation>NCCL-Standardwerte auf den Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Driver</source>
        <translation>Treiber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA runtime</source>
        <translation>CUDA-Laufzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ROCm</source>
        <translation>ROCm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RCCL</source>
        <translation>RCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container toolkit CVEs</source>
        <translation>CVEs des Container-Toolkits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared /home</source>
        <translation>Gemeinsames /home</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel file system</source>
        <translation>Paralleles Dateisystem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU driver</source>
        <translation>GPU-Treiber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row remapping</source>
        <translation>Row-Remapping</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Xid events</source>
        <translation>Xid-Ereignisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA (peermem / dma-buf)</source>
        <translation>GPUDirect RDMA (peermem / dma-buf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB partition key isolation</source>
        <translation>Isolierung über IB-Partitionsschlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports</source>
        <translation>IB-Ports</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DCGM monitoring</source>
        <translation>DCGM-Überwachung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric manager</source>
        <translation>Fabric Manager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SXid events</source>
        <translation>SXid-Ereignisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe ACS</source>
        <translation>PCIe ACS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container toolkit version</source>
        <translation>Version des Container-Toolkits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU model</source>
        <translation>CPU-Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DCGM</source>
        <translation>DCGM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DCGM exporter</source>
        <translation>DCGM-Exporter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AMD GPU kernel module</source>
        <translation>AMD-GPU-Kernelmodul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA kernel module</source>
        <translation>NVIDIA-Kernelmodul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>enroot</source>
        <translation>enroot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric manager installed</source>
        <translation>Fabric Manager installiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/home mount</source>
        <translation>/home-Mount</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel file systems</source>
        <translation>Parallele Dateisysteme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU models</source>
        <translation>GPU-Modelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU driver version</source>
        <translation>GPU-Treiberversion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HPC-X</source>
        <translation>HPC-X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports and rates</source>
        <translation>IB-Ports und Raten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel log source</source>
        <translation>Quelle des Kernel-Logs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kubernetes</source>
        <translation>Kubernetes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory (bytes)</source>
        <translation>Speicher (Bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nvidia_peermem</source>
        <translation>nvidia_peermem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/etc/nccl.conf</source>
        <translation>/etc/nccl.conf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL environment</source>
        <translation>NCCL-Umgebung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node_exporter</source>
        <translation>node_exporter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NUMA nodes</source>
        <translation>NUMA-Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pyxis</source>
        <translation>Pyxis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA NICs</source>
        <translation>RDMA-NICs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slurm client</source>
        <translation>Slurm-Client</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Impossible figures refused</source>
        <translation>Unmögliche Werte abgelehnt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>IB port %1</source>
        <translation>IB-Port %1</translation>
    </message>
</context>
<context>
    <name>NodeHostKey</name>
    <message>
        <location filename="../core/run/NodeHostKey.cpp" line="+35"/>
        <source>The host key of node %1 changed: it was registered with %2 %3 and now presents %4 %5. Nothing was run. If the provider re-installed the node, check the new fingerprint with them and re-key the node (tierbench-cli run ... --rekey-node).</source>
        <translation>Der Hostschlüssel von Knoten %1 hat sich geändert: Er wurde mit %2 %3 registriert und zeigt jetzt %4 %5. Es wurde nichts ausgeführt. Falls der Anbieter den Knoten neu installiert hat, den neuen Fingerabdruck mit ihm abgleichen und den Schlüssel des Knotens erneuern (tierbench-cli run ... --rekey-node).</translation>
    </message>
</context>
<context>
    <name>NodeMatrix</name>
    <message>
        <location filename="../core/cluster/NodeMatrix.cpp" line="+22"/>
        <source>Driver</source>
        <translation>Treiber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA runtime</source>
        <translation>CUDA-Laufzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA kernel module</source>
        <translation>NVIDIA-Kernelmodul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe ACS</source>
        <translation>PCIe ACS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA (peermem / dma-buf)</source>
        <translation>GPUDirect RDMA (peermem / dma-buf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nvidia_peermem</source>
        <translation>nvidia_peermem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports</source>
        <translation>IB-Ports</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports and rates</source>
        <translation>IB-Ports und Raten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Xid events</source>
        <translation>Xid-Ereignisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SXid events</source>
        <translation>SXid-Ereignisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric manager</source>
        <translation>Fabric Manager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/etc/nccl.conf</source>
        <translation>/etc/nccl.conf</translation>
    </message>
</context>
<context>
    <name>NodeRepository</name>
    <message>
        <location filename="../core/store/NodeRepository.cpp" line="+84"/>
        <source>A node needs a host</source>
        <translation>Ein Knoten braucht einen Host</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+25"/>
        <source>The node could not be saved.</source>
        <translation>Der Knoten konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The node could not be removed.</source>
        <translation>Der Knoten konnte nicht entfernt werden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The node could not be read.</source>
        <translation>Der Knoten konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Node %1 not found</source>
        <translation>Knoten %1 nicht gefunden</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+17"/>
        <source>The nodes could not be read.</source>
        <translation>Die Knoten konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The node&apos;s host key could not be saved.</source>
        <translation>Der Hostschlüssel des Knotens konnte nicht gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>NodeSupervisor</name>
    <message>
        <location filename="../core/engagement/NodeSupervisor.cpp" line="+120"/>
        <location line="+128"/>
        <source>&quot;%1&quot; is no step id for the node</source>
        <translation>„%1“ ist keine Schrittkennung für den Knoten</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>The engagement&apos;s supervisor could not be started on the node: %1</source>
        <translation>Der Supervisor des Engagements konnte auf dem Knoten nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The node has no engagement folder %1</source>
        <translation>Der Knoten hat keinen Engagement-Ordner %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No such step output: %1 %2</source>
        <translation>Keine solche Schrittausgabe: %1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The node has no output of step %1</source>
        <translation>Der Knoten hat keine Ausgabe von Schritt %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The node refused to pause</source>
        <translation>Der Knoten hat das Pausieren abgelehnt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The node refused to resume</source>
        <translation>Der Knoten hat das Fortsetzen abgelehnt</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+22"/>
        <source>The node has no step %1</source>
        <translation>Der Knoten hat keinen Schritt %1</translation>
    </message>
</context>
<context>
    <name>NvbandwidthJsonParser</name>
    <message>
        <location filename="../core/import/NvbandwidthJsonParser.cpp" line="+101"/>
        <location line="+11"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation>Kein gültiges JSON: %1 bei Offset %2.</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Test %1 failed: %2</source>
        <translation>Test %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Not valid JSON: %1 in a test case.</source>
        <translation>Kein gültiges JSON: %1 in einem Testfall.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Tests waived (not applicable on this system).</source>
        <translation>Tests ausgesetzt (auf diesem System nicht anwendbar).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the first %1 figures were kept; %2 more were not read.</source>
        <translation>Nur die ersten %1 Werte wurden behalten, %2 weitere wurden nicht gelesen.</translation>
    </message>
</context>
<context>
    <name>NvbandwidthParser</name>
    <message>
        <location filename="../core/import/NvbandwidthParser.cpp" line="+119"/>
        <location line="+1"/>
        <source>A line longer than the line limit was cut.</source>
        <translation>Eine Zeile über der Zeilengrenze wurde abgeschnitten.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>nvbandwidth reported an error: %1</source>
        <translation>nvbandwidth meldete einen Fehler: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Tests waived (not applicable on this system).</source>
        <translation>Tests ausgesetzt (auf diesem System nicht anwendbar).</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiChecks</name>
    <message>
        <location filename="../core/import/NvidiaSmiChecks.cpp" line="+58"/>
        <source>GPUs attached</source>
        <translation>Angeschlossene GPUs</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2 uncorrectable ECC errors since boot</source>
        <translation>%1: %2 nicht korrigierbare ECC-Fehler seit dem Start</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 uncorrectable ECC errors over its lifetime</source>
        <translation>%1: %2 nicht korrigierbare ECC-Fehler über die Lebensdauer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ECC disabled on %1</source>
        <translation>ECC deaktiviert auf %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No uncorrectable ECC errors on %1 GPUs.</source>
        <translation>Keine nicht korrigierbaren ECC-Fehler auf %1 GPUs.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: page retirement pending (needs a GPU reset)</source>
        <translation>%1: Seitenstilllegung ausstehend (braucht einen GPU-Reset)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 single-bit and %3 double-bit retired pages</source>
        <translation>%1: %2 Einzelbit- und %3 Doppelbit-stillgelegte Seiten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No retired pages.</source>
        <translation>Keine stillgelegten Seiten.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: row remapping pending after %2 uncorrectable errors; needs a GPU reset</source>
        <translation>%1: Zeilen-Remapping nach %2 nicht korrigierbaren Fehlern ausstehend; braucht einen GPU-Reset</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: row remapping failed; the GPU should be replaced</source>
        <translation>%1: Zeilen-Remapping fehlgeschlagen; die GPU sollte ersetzt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 rows remapped after uncorrectable errors</source>
        <translation>%1: %2 Zeilen nach nicht korrigierbaren Fehlern umgemappt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No remapped rows pending or failed.</source>
        <translation>Kein Zeilen-Remapping ausstehend oder fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No GPU asks for a reset.</source>
        <translation>Keine GPU verlangt einen Reset.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset required: %1</source>
        <translation>Reset erforderlich: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No PCIe replays since reset.</source>
        <translation>Keine PCIe-Replays seit dem Reset.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>PCIe replays since reset (link retransmissions; a rising count points to a marginal link): %1</source>
        <translation>PCIe-Replays seit dem Reset (Neuübertragungen auf dem Link; eine steigende Zahl deutet auf einen grenzwertigen Link hin): %1</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiNvlinkParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiNvlinkParser.cpp" line="+66"/>
        <source>GPU %1 link %2: &quot;%3&quot; is not a link speed; the link was not counted.</source>
        <translation>GPU %1, Link %2: „%3“ ist keine Link-Geschwindigkeit; der Link wurde nicht gezählt.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 of %2 links active</source>
        <translation>%1 von %2 Links aktiv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1 GB/s in all</source>
        <translation>, insgesamt %1 GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 GB/s each (%2 GB/s)</source>
        <translation>, je %1 GB/s (%2 GB/s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU %1: %2 of %3 links active%4</source>
        <translation>GPU %1: %2 von %3 Links aktiv%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (inactive: %1)</source>
        <translation> (inaktiv: %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No active NVLink on any of the %1 GPUs: a PCIe system, or NVLink is down.</source>
        <translation>Auf keiner der %1 GPUs ist ein NVLink aktiv: ein PCIe-System, oder NVLink ist ausgefallen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVLink degraded: %1</source>
        <translation>NVLink beeinträchtigt: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All %1 GPUs have %2 active NVLinks.</source>
        <translation>Alle %1 GPUs haben %2 aktive NVLinks.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Links at different speeds on %1.</source>
        <translation>Links mit unterschiedlichen Geschwindigkeiten auf %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The output has no final newline; the last GPU may be cut short.</source>
        <translation>Der Ausgabe fehlt der abschließende Zeilenumbruch; die letzte GPU ist womöglich abgeschnitten.</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="+141"/>
        <source>The output is cut short: %1 GPUs attached, %2 listed, the last one incomplete. Checks cover only what is present.</source>
        <translation>Die Ausgabe ist abgeschnitten: %1 GPUs angeschlossen, %2 aufgeführt, die letzte unvollständig. Die Prüfungen decken nur das Vorhandene ab.</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiTopoParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiTopoParser.cpp" line="+204"/>
        <source>The matrix header was read but no row: the output is cut short.</source>
        <translation>Der Kopf der Matrix wurde gelesen, aber keine Zeile: Die Ausgabe ist abgeschnitten.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>All %1 GPU pairs are connected by NVLink (%2).</source>
        <translation>Alle %1 GPU-Paare sind über NVLink verbunden (%2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No NVLink between any of the %1 GPUs: peer traffic crosses PCIe (%2).</source>
        <translation>Zwischen keiner der %1 GPUs besteht eine NVLink-Verbindung: Peer-Verkehr läuft über PCIe (%2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 GPU pairs have no NVLink between them (a broken or partial NVLink mesh): %3</source>
        <translation>%1 von %2 GPU-Paaren haben kein NVLink zwischen sich (ein defektes oder unvollständiges NVLink-Netz): %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every GPU has a NIC under the same PCIe switch (PIX/PXB), so GPUDirect RDMA stays off the CPU.</source>
        <translation>Jede GPU hat eine NIC unter demselben PCIe-Switch (PIX/PXB), daher läuft GPUDirect RDMA nicht über die CPU.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs whose nearest NIC is not under the same PCIe switch: GPUDirect RDMA traffic crosses the host bridge or the CPU interconnect: %1</source>
        <translation>GPUs, deren nächste NIC nicht unter demselben PCIe-Switch hängt: GPUDirect-RDMA-Verkehr läuft über die Host-Bridge oder die Verbindung zwischen den CPUs: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>Rows with fewer cells than the header has columns (cut or collapsed): %1</source>
        <translation>Zeilen mit weniger Zellen, als der Kopf Spalten hat (abgeschnitten oder zusammengezogen): %1</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiXmlParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiXmlParser.cpp" line="+31"/>
        <source>A line longer than the line limit: the XML cannot be read past it.</source>
        <translation>Eine Zeile über der Zeilengrenze: Das XML lässt sich darüber hinaus nicht lesen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>An XML element&apos;s text runs past %1 MiB: this is not nvidia-smi output; reading stopped there.</source>
        <translation>Der Text eines XML-Elements ist länger als %1 MiB: Das ist keine Ausgabe von nvidia-smi; das Lesen endete dort.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The XML is malformed at line %1: %2; what came before was read.</source>
        <translation>Das XML ist in Zeile %1 fehlerhaft: %2; was davor stand, wurde gelesen.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>The XML is cut short: %1 GPUs attached, %2 read, the last one incomplete. Checks cover only what is present.</source>
        <translation>Das XML ist abgeschnitten: %1 GPUs angeschlossen, %2 gelesen, die letzte unvollständig. Die Prüfungen decken nur das Vorhandene ab.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the XML is malformed</source>
        <translation>das XML ist fehlerhaft</translation>
    </message>
</context>
<context>
    <name>OrgType</name>
    <message>
        <location filename="../core/domain/OrgType.cpp" line="+11"/>
        <source>AI lab</source>
        <translation>KI-Labor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enterprise</source>
        <translation>Unternehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Startup</source>
        <translation>Start-up</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research</source>
        <translation>Forschung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
</context>
<context>
    <name>PairSchedule</name>
    <message>
        <location filename="../core/cluster/PairSchedule.cpp" line="+63"/>
        <source>One pair only: %1 GB/s; three or more nodes are needed to name a slow node</source>
        <translation>Nur ein Paar: %1 GB/s; um einen langsamen Knoten zu benennen, braucht es drei oder mehr Knoten</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s), median %1 GB/s: no node stands out</source>
        <translation>
            <numerusform>%n Paar, Median %1 GB/s: kein Knoten fällt auf</numerusform>
            <numerusform>%n Paare, Median %1 GB/s: kein Knoten fällt auf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s), median %1 GB/s; slow: %2</source>
        <translation>
            <numerusform>%n Paar, Median %1 GB/s; langsam: %2</numerusform>
            <numerusform>%n Paare, Median %1 GB/s; langsam: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PerftestJsonParser</name>
    <message>
        <location filename="../core/import/PerftestJsonParser.cpp" line="+41"/>
        <source>The report has no results: the test did not run to its end.</source>
        <translation>Der Bericht hat keine results: Der Test lief nicht bis zum Ende.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The report has no t_typical or t_avg.</source>
        <translation>Der Bericht hat weder t_typical noch t_avg.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The report has no BW_average.</source>
        <translation>Der Bericht hat kein BW_average.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The report does not say its bandwidth unit; it was read as Gb/s (--report_gbits).</source>
        <translation>Der Bericht nennt seine Bandbreiteneinheit nicht; sie wurde als Gb/s gelesen (--report_gbits).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The report&apos;s bandwidth is 0: the test moved nothing.</source>
        <translation>Die Bandbreite des Berichts ist 0: Der Test hat nichts übertragen.</translation>
    </message>
</context>
<context>
    <name>PerftestTextParser</name>
    <message>
        <location filename="../core/import/PerftestTextParser.cpp" line="+95"/>
        <source>A perftest header with an unknown bandwidth unit was not read: %1</source>
        <translation>Eine perftest-Kopfzeile mit unbekannter Bandbreiteneinheit wurde nicht gelesen: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>A row with a message size of %1 bytes was not read.</source>
        <translation>Eine Zeile mit einer Nachrichtengröße von %1 Byte wurde nicht gelesen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A row reports no bandwidth (0) at %1 bytes: the test moved nothing.</source>
        <translation>Eine Zeile meldet bei %1 Byte keine Bandbreite (0): Der Test hat nichts übertragen.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>perftest reported an error: %1</source>
        <translation>perftest meldete einen Fehler: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Only the first %1 figures were kept; %2 more were not read.</source>
        <translation>Nur die ersten %1 Werte wurden behalten, %2 weitere wurden nicht gelesen.</translation>
    </message>
</context>
<context>
    <name>PgSampleWriter</name>
    <message>
        <location filename="../core/store/PgSampleWriter.cpp" line="+20"/>
        <location line="+46"/>
        <source>The samples could not be stored.</source>
        <translation>Die Messwerte konnten nicht gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>PlanEstimate</name>
    <message>
        <location filename="../core/engagement/PlanEstimate.cpp" line="+13"/>
        <source>%1 nodes: %2 … %3</source>
        <translation>%1 Knoten: %2 … %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>phase %1 not chosen</source>
        <translation>Phase %1 nicht gewählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>destructive: runs only with recorded consent</source>
        <translation>destruktiv: läuft nur mit festgehaltener Zustimmung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no node to run on</source>
        <translation>kein Knoten, auf dem es laufen kann</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a plain node has no scheduler to audit</source>
        <translation>ein einzelner Knoten hat keinen Scheduler zum Prüfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needs two nodes</source>
        <translation>braucht zwei Knoten</translation>
    </message>
</context>
<context>
    <name>PlanLoader</name>
    <message>
        <location filename="../core/engagement/PlanLoader.cpp" line="+44"/>
        <location line="+251"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="-249"/>
        <source>The plan is refused: %1</source>
        <translation>Der Plan wird abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan %1 is refused: %2</source>
        <translation>Der Plan %1 wird abgelehnt: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is missing</source>
        <translation>„%1“ fehlt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; must be text</source>
        <translation>„%1“ muss Text sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is longer than %2 characters</source>
        <translation>„%1“ ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; holds a control character</source>
        <translation>„%1“ enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is empty</source>
        <translation>„%1“ ist leer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; must be a whole number from %2 to %3</source>
        <translation>„%1“ muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; must be a list of at most 200 texts</source>
        <translation>„%1“ muss eine Liste von höchstens 200 Texten sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; must hold texts of at most 4096 characters</source>
        <translation>„%1“ darf nur Texte von höchstens 4096 Zeichen enthalten</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>a step has no field &quot;%1&quot;</source>
        <translation>ein Schritt hat kein Feld „%1“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step name &quot;%1&quot; must be lower-case letters, digits, &apos;.&apos; and &apos;-&apos;</source>
        <translation>Schrittname „%1“ darf nur Kleinbuchstaben, Ziffern, „.“ und „-“ enthalten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step %1: unknown kind &quot;%2&quot; (probe, recipe, audit or import)</source>
        <translation>Schritt %1: unbekannte Art „%2“ (probe, recipe, audit oder import)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step %1: unknown probe &quot;%2&quot; (this Tierbench has %3)</source>
        <translation>Schritt %1: unbekannte Probe „%2“ (dieses Tierbench hat %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step %1: unknown recipe &quot;%2&quot; (this Tierbench has %3)</source>
        <translation>Schritt %1: unbekanntes Rezept „%2“ (dieses Tierbench hat %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step %1: an audit is &quot;scheduler&quot; or &quot;nodes&quot;, not &quot;%2&quot;</source>
        <translation>Schritt %1: ein Audit ist „scheduler“ oder „nodes“, nicht „%2“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step %1: unknown import format &quot;%2&quot;</source>
        <translation>Schritt %1: unbekanntes Importformat „%2“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step %1: the path must lie inside the engagement&apos;s folder</source>
        <translation>Schritt %1: der Pfad muss im Ordner des Engagements liegen</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+6"/>
        <source>step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>step %1: only a probe or a recipe takes arguments</source>
        <translation>Schritt %1: nur eine Probe oder ein Rezept nimmt Argumente</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>step %1: unknown scope &quot;%2&quot; (once, each-node, each-pair, cluster or world-doubling)</source>
        <translation>Schritt %1: unbekannter Umfang „%2“ (once, each-node, each-pair, cluster oder world-doubling)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step %1: the rubric has no item &quot;%2&quot;</source>
        <translation>Schritt %1: der Kriterienkatalog hat keinen Punkt „%2“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;destructive&quot; must be true or false</source>
        <translation>„destructive“ muss true oder false sein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step %1: its deadline is shorter than the time it is expected to take</source>
        <translation>Schritt %1: seine Frist ist kürzer als die erwartete Dauer</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>A plan file is at most %1 KiB</source>
        <translation>Eine Plandatei ist höchstens %1 KiB groß</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a plan is one JSON object</source>
        <translation>ein Plan ist ein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The plan is not JSON: %1</source>
        <translation>Der Plan ist kein JSON: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan %1 is not JSON: %2</source>
        <translation>Der Plan %1 ist kein JSON: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not a Tierbench plan (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>kein Tierbench-Plan („format“ muss „%1“ sein)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>schema %1 is not one this Tierbench reads (it reads %2)</source>
        <translation>Schema %1 kann dieses Tierbench nicht lesen (es liest %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>plan name &quot;%1&quot; must be lower-case letters, digits, &apos;.&apos; and &apos;-&apos;</source>
        <translation>Planname „%1“ darf nur Kleinbuchstaben, Ziffern, „.“ und „-“ enthalten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the database holds no rubric version &quot;%1&quot;</source>
        <translation>die Datenbank enthält keine Katalogversion „%1“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;budget_node_hours&quot; must be a number above 0</source>
        <translation>„budget_node_hours“ muss eine Zahl über 0 sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a plan needs at least one phase with steps</source>
        <translation>ein Plan braucht mindestens eine Phase mit Schritten</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>phase name &quot;%1&quot; is not a name or is used twice</source>
        <translation>Phasenname „%1“ ist kein Name oder wird doppelt verwendet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>phase %1 has no steps</source>
        <translation>Phase %1 hat keine Schritte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a step is a JSON object</source>
        <translation>ein Schritt ist ein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a plan has at most %1 steps</source>
        <translation>ein Plan hat höchstens %1 Schritte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step name &quot;%1&quot; is used twice</source>
        <translation>Schrittname „%1“ wird doppelt verwendet</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A plan file is at most %1 KiB: %2</source>
        <translation>Eine Plandatei ist höchstens %1 KiB groß: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot read the plan %1: %2</source>
        <translation>Der Plan %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No plan named &quot;%1&quot; (Tierbench ships %2; or give a file&apos;s path)</source>
        <translation>Kein Plan namens „%1“ (Tierbench liefert %2; oder den Pfad einer Datei angeben)</translation>
    </message>
</context>
<context>
    <name>Plausibility</name>
    <message>
        <location filename="../core/domain/Plausibility.cpp" line="+99"/>
        <source>more than the fastest GPU fabric carries per GPU (NVLink 6: 1.8 TB/s each way)</source>
        <translation>mehr, als das schnellste GPU-Fabric je GPU überträgt (NVLink 6: 1,8 TB/s je Richtung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>faster than any GPU memory (the fastest HBM4 parts reach about 22 TB/s)</source>
        <translation>schneller als jeder GPU-Speicher (die schnellsten HBM4-Bausteine erreichen etwa 22 TB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more than 128 GPUs&apos; memories together</source>
        <translation>mehr als die Speicher von 128 GPUs zusammen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>faster than four 1.6 Tb/s network ports</source>
        <translation>schneller als vier Netzwerkports mit 1,6 Tb/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>longer than a week</source>
        <translation>länger als eine Woche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more than any GPU computes</source>
        <translation>mehr, als irgendeine GPU rechnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>larger than 1 PiB</source>
        <translation>größer als 1 PiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>larger than 2^53, where a number stops being exact</source>
        <translation>größer als 2^53, ab wo eine Zahl nicht mehr exakt ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a measured figure</source>
        <translation>kein Messwert</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 is not a finite number; a measurement is never NaN or infinite.</source>
        <translation>%1 %2 ist keine endliche Zahl; ein Messwert ist nie NaN oder unendlich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 is negative, which this quantity cannot be.</source>
        <translation>%1 %2 ist negativ, was diese Größe nicht sein kann.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 is above %3 %4: %5.</source>
        <translation>%1 %2 liegt über %3 %4: %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 is below %3 %4: too small to be a measured figure, it would put every result in the top band.</source>
        <translation>%1 %2 liegt unter %3 %4: zu klein für einen Messwert, es brächte jedes Ergebnis in die oberste Stufe.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rank %1 is outside 0..%2: no job has that many ranks.</source>
        <translation>Rank %1 liegt außerhalb von 0..%2: Kein Job hat so viele Ranks.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a rank count of %1 is outside 0..%2: no job has that many ranks.</source>
        <translation>eine Rank-Anzahl von %1 liegt außerhalb von 0..%2: Kein Job hat so viele Ranks.</translation>
    </message>
</context>
<context>
    <name>PriceCsv</name>
    <message>
        <location filename="../core/cost/PriceCsv.cpp" line="+24"/>
        <source>row %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>a quoted field is not closed</source>
        <translation>ein Feld in Anführungszeichen ist nicht geschlossen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty; the first row must name the columns</source>
        <translation>die Datei ist leer; die erste Zeile muss die Spalten benennen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown column (known: %1)</source>
        <translation>unbekannte Spalte (bekannt: %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>required column missing</source>
        <translation>Pflichtspalte fehlt</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>more fields than columns</source>
        <translation>mehr Felder als Spalten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no provider named &quot;%1&quot;</source>
        <translation>kein Anbieter namens „%1“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the price per GPU-hour is required</source>
        <translation>der Preis je GPU-Stunde ist Pflicht</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown term &quot;%1&quot; (on_demand, 1_month, 3_months, 6_months, 1_year, 2_years, 3_years)</source>
        <translation>unbekannte Laufzeit „%1“ (on_demand, 1_month, 3_months, 6_months, 1_year, 2_years, 3_years)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>„%1“ ist kein Datum (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the same model, term and date appear twice in the file</source>
        <translation>dasselbe Modell, dieselbe Laufzeit und dasselbe Datum stehen zweimal in der Datei</translation>
    </message>
</context>
<context>
    <name>PriceRepository</name>
    <message>
        <location filename="../core/store/PriceRepository.cpp" line="+105"/>
        <source>A price needs the GPU model it is for.</source>
        <translation>Ein Preis braucht das GPU-Modell, für das er gilt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The price per GPU-hour must be a number of zero or more.</source>
        <translation>Der Preis je GPU-Stunde muss eine Zahl von null oder mehr sein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 USD per GPU-hour is not a GPU price (a node price? divide by its GPUs).</source>
        <translation>%1 USD je GPU-Stunde ist kein GPU-Preis (ein Knotenpreis? durch seine GPUs teilen).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 must be a number of zero or more.</source>
        <translation>%1 muss eine Zahl von null oder mehr sein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 is beyond any real price (at most %3); check the unit.</source>
        <translation>%1 mit %2 liegt über jedem realen Preis (höchstens %3); bitte die Einheit prüfen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Support is a percentage of the bill, at most 100.</source>
        <translation>Support ist ein Prozentsatz der Rechnung, höchstens 100.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a component that can be bundled (%2).</source>
        <translation>„%1“ ist keine Komponente, die inbegriffen sein kann (%2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every price needs its source (a quote, a price page, an invoice).</source>
        <translation>Jeder Preis braucht seine Quelle (ein Angebot, eine Preisseite, eine Rechnung).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every price needs the date it is valid from.</source>
        <translation>Jeder Preis braucht das Datum, ab dem er gilt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not read the prices</source>
        <translation>Die Preise konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not read the price</source>
        <translation>Der Preis konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No price record %1.</source>
        <translation>Kein Preiseintrag %1.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+30"/>
        <source>Could not save the price (one record per model, term and date)</source>
        <translation>Der Preis konnte nicht gespeichert werden (ein Eintrag je Modell, Laufzeit und Datum)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not delete the price</source>
        <translation>Der Preis konnte nicht gelöscht werden</translation>
    </message>
</context>
<context>
    <name>PriceTerm</name>
    <message>
        <location filename="../core/domain/PriceRecord.cpp" line="+11"/>
        <source>on demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 month</source>
        <translation>1 Monat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 months</source>
        <translation>3 Monate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 months</source>
        <translation>6 Monate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 year</source>
        <translation>1 Jahr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 years</source>
        <translation>2 Jahre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 years</source>
        <translation>3 Jahre</translation>
    </message>
</context>
<context>
    <name>PriceUndoCommand</name>
    <message>
        <location filename="../ui/pricing/PriceUndoCommand.cpp" line="+30"/>
        <source>add price %1</source>
        <translation>Preis %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delete price %1</source>
        <translation>Preis %1 löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit price %1</source>
        <translation>Preis %1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>PricingScore</name>
    <message numerus="yes">
        <location filename="../core/cost/PricingScore.cpp" line="+28"/>
        <source>%1: $%2 per useful GPU-hour, %3% of the median of %n priced peer(s) ($%4); %5 of 5</source>
        <translation>
            <numerusform>%1: $%2 je nutzbarer GPU-Stunde, %3 % des Medians von %n Vergleichsanbieter mit Preis ($%4); %5 von 5</numerusform>
            <numerusform>%1: $%2 je nutzbarer GPU-Stunde, %3 % des Medians von %n Vergleichsanbietern mit Preis ($%4); %5 von 5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PricingWorkflow</name>
    <message>
        <location filename="../core/usecase/PricingWorkflow.cpp" line="+50"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is larger than 8 MB; that is not a price list.</source>
        <translation>%1 ist größer als 8 MB; das ist keine Preisliste.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>belongs to another provider; import it on that provider&apos;s page</source>
        <translation>gehört zu einem anderen Anbieter; auf der Seite dieses Anbieters importieren</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a price for this model, term and date is already stored</source>
        <translation>ein Preis für dieses Modell, diese Laufzeit und dieses Datum ist bereits gespeichert</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ProbeArguments</name>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+102"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../core/run/OwnProbeOptions.cpp" line="+64"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+91"/>
        <source>%1 is not a size: use e.g. 64K, 1M or 1G</source>
        <translation>%1 ist keine Größe: z. B. 64K, 1M oder 1G verwenden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 needs %2: the directory of the node to measure</source>
        <translation>%1 braucht %2: das zu messende Verzeichnis des Knotens</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 is not HOST:PORT</source>
        <translation>%1 ist nicht HOST:PORT</translation>
    </message>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+7"/>
        <source>%1 is not a range: use MIN:MAX, MIN:MAX:x4 or MIN:MAX:+1M</source>
        <translation>%1 ist kein Bereich: MIN:MAX, MIN:MAX:x4 oder MIN:MAX:+1M verwenden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a range needs 0 &lt; MIN ≤ MAX</source>
        <translation>%1: Ein Bereich braucht 0 &lt; MIN ≤ MAX</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a step: use x2 (or more) or +STEP, e.g. +1M</source>
        <translation>%1 ist keine Schrittweite: x2 (oder mehr) oder +SCHRITT verwenden, z. B. +1M</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>empty size between commas</source>
        <translation>leere Größe zwischen Kommas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>1 size: %1</source>
        <translation>1 Größe: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sizes, %2 … %3</source>
        <translation>%1 Größen, %2 … %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>huge</source>
        <translation>riesig</translation>
    </message>
    <message>
        <location filename="../core/run/OwnProbeOptions.cpp" line="-76"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+18"/>
        <source>%1: use a whole number from %2 to %3</source>
        <translation>%1: eine ganze Zahl von %2 bis %3 verwenden</translation>
    </message>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+9"/>
        <source>%1 is not a backend: gpu or host</source>
        <translation>%1 ist kein Backend: gpu oder host</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose at least one operation</source>
        <translation>mindestens eine Operation wählen</translation>
    </message>
    <message>
        <location filename="../core/run/OwnProbeOptions.cpp" line="+9"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+1"/>
        <source>unknown operation %1 (known: %2)</source>
        <translation>unbekannte Operation %1 (bekannt: %2)</translation>
    </message>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+6"/>
        <source>the data check is on or off</source>
        <translation>die Datenprüfung ist an oder aus</translation>
    </message>
    <message>
        <location filename="../core/run/OwnProbeOptions.cpp" line="+120"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+40"/>
        <source>%1 is not an option of %2 (its options: %3)</source>
        <translation>%1 ist keine Option von %2 (seine Optionen: %3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+2"/>
        <source>%1: a value without its option (%2 takes: %3)</source>
        <translation>%1: ein Wert ohne seine Option (%2 nimmt: %3)</translation>
    </message>
</context>
<context>
    <name>ProbeBundle</name>
    <message>
        <location filename="../core/run/ProbeBundle.cpp" line="+48"/>
        <source>Probe folder %1 not found</source>
        <translation>Messprogramm-Ordner %1 nicht gefunden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Probe folder %1 holds no files</source>
        <translation>Messprogramm-Ordner %1 enthält keine Dateien</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>ProbeLineReader</name>
    <message>
        <location filename="../core/import/ProbeLineReader.cpp" line="+106"/>
        <source>line longer than the limit, cut</source>
        <translation>Zeile länger als die Grenze, abgeschnitten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not a JSON object: %1</source>
        <translation>kein JSON-Objekt: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no &quot;tb&quot; protocol version</source>
        <translation>keine „tb“-Protokollversion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>protocol version %1 is not supported</source>
        <translation>Protokollversion %1 wird nicht unterstützt</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 without an id</source>
        <translation>%1 ohne ID</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>sample without a metric or a value</source>
        <translation>Messwert ohne Metrik oder Wert</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>unknown type &quot;%1&quot;</source>
        <translation>unbekannter Typ „%1“</translation>
    </message>
</context>
<context>
    <name>ProbeLogParser</name>
    <message>
        <location filename="../core/import/ProbeLogParser.cpp" line="+23"/>
        <source>No &quot;end&quot; line: the probe output is cut short.</source>
        <translation>Keine „end“-Zeile: Die Ausgabe des Messprogramms ist abgeschnitten.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 lines were not protocol lines.</source>
        <translation>%1 Zeilen waren keine Protokollzeilen.</translation>
    </message>
</context>
<context>
    <name>ProbeRunner</name>
    <message numerus="yes">
        <location filename="../core/run/RunRecorder.cpp" line="+109"/>
        <source>%n impossible figure(s) were not stored as samples: %1</source>
        <translation>
            <numerusform>%n unmöglicher Wert wurde nicht als Messwert gespeichert: %1</numerusform>
            <numerusform>%n unmögliche Werte wurden nicht als Messwerte gespeichert: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the address belongs to %1</source>
        <translation>die Adresse gehört %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the address is not registered to %1: the provider may resell another company&apos;s capacity (aggregator)</source>
        <translation>die Adresse ist nicht auf %1 registriert: Der Anbieter verkauft womöglich Kapazität einer anderen Firma weiter (Aggregator)</translation>
    </message>
    <message>
        <location filename="../core/run/ProbeRunner.cpp" line="+30"/>
        <source>unsupported on this node: a tool or folder it needs is missing</source>
        <translation>auf diesem Knoten nicht unterstützt: ein benötigtes Werkzeug oder ein Ordner fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its command exited with code %1</source>
        <translation>sein Befehl endete mit Code %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a check failed</source>
        <translation>eine Prüfung schlug fehl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unsupported on this node</source>
        <translation>auf diesem Knoten nicht unterstützt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runtime error</source>
        <translation>Laufzeitfehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data verification failed</source>
        <translation>Datenprüfung fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>usage error</source>
        <translation>Aufruffehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>run %1 (%2)</source>
        <translation>Lauf %1 (%2)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Run cancelled</source>
        <translation>Lauf abgebrochen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 ist nicht innerhalb von %2 s fertig geworden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>killed by SIG%1</source>
        <translation>durch SIG%1 beendet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run was stopped: its remote process group (%1) could not be recorded, so it could not have been ended had this program stopped</source>
        <translation>Der Lauf wurde angehalten: Seine entfernte Prozessgruppe (%1) konnte nicht erfasst werden, daher hätte sie nicht beendet werden können, falls dieses Programm abbricht</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <location line="+13"/>
        <location line="+49"/>
        <source>%n sample(s) received from the node could not be stored</source>
        <translation>
            <numerusform>%n vom Knoten empfangener Messwert konnte nicht gespeichert werden</numerusform>
            <numerusform>%n vom Knoten empfangene Messwerte konnten nicht gespeichert werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-61"/>
        <source> (and %n finding(s))</source>
        <translation>
            <numerusform>(und %n Befund)</numerusform>
            <numerusform>(und %n Befunde)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>; also %n sample(s) could not be stored</source>
        <translation>
            <numerusform>; außerdem konnte %n Messwert nicht gespeichert werden</numerusform>
            <numerusform>; außerdem konnten %n Messwerte nicht gespeichert werden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Provider</name>
    <message>
        <location filename="../core/domain/Provider.cpp" line="+12"/>
        <source>Neocloud</source>
        <translation>Neocloud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyperscaler</source>
        <translation>Hyperscaler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marketplace / aggregator</source>
        <translation>Marktplatz / Aggregator</translation>
    </message>
</context>
<context>
    <name>ProviderCosts</name>
    <message>
        <location filename="../core/cost/ProviderCosts.cpp" line="+17"/>
        <source>hyperscaler defaults (a hyperscaler)</source>
        <translation>Hyperscaler-Standardwerte (ein Hyperscaler)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold-tier defaults (reference tier %1)</source>
        <translation>Standardwerte der Gold-Stufe (Referenzstufe %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silver-tier defaults (reference tier Silver)</source>
        <translation>Standardwerte der Silver-Stufe (Referenzstufe Silver)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silver-tier defaults (reference tier %1; none published for it)</source>
        <translation>Standardwerte der Silver-Stufe (Referenzstufe %1; für sie ist keine veröffentlicht)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver-tier defaults (no reference tier)</source>
        <translation>Standardwerte der Silver-Stufe (keine Referenzstufe)</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>%1 has no price in force: record one on its Pricing tab.</source>
        <translation>%1 hat keinen gültigen Preis: bitte einen auf seinem Reiter „Preise“ erfassen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no price for %2 in force: record one on its Pricing tab.</source>
        <translation>%1 hat keinen gültigen Preis für %2: bitte einen auf seinem Reiter „Preise“ erfassen.</translation>
    </message>
</context>
<context>
    <name>ProviderRepository</name>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="+66"/>
        <source>Could not read the providers</source>
        <translation>Die Anbieter konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+13"/>
        <source>Could not read the provider</source>
        <translation>Der Anbieter konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>There is no provider with this id.</source>
        <translation>Es gibt keinen Anbieter mit dieser ID.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no provider named &quot;%1&quot;.</source>
        <translation>Es gibt keinen Anbieter namens „%1“.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A provider needs a name.</source>
        <translation>Ein Anbieter braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider name</source>
        <translation>Anbietername</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a ClusterMAX 1.0 tier (platinum, gold, silver, bronze, underperform).</source>
        <translation>„%1“ ist keine ClusterMAX-1.0-Stufe (platinum, gold, silver, bronze, underperform).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not check the provider name</source>
        <translation>Der Anbietername konnte nicht geprüft werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A provider named &quot;%1&quot; already exists.</source>
        <translation>Ein Anbieter namens „%1“ existiert bereits.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not add the provider</source>
        <translation>Der Anbieter konnte nicht hinzugefügt werden</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not save the provider</source>
        <translation>Der Anbieter konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not delete the provider</source>
        <translation>Der Anbieter konnte nicht gelöscht werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+4"/>
        <source>Could not count what belongs to the provider</source>
        <translation>Was zum Anbieter gehört, konnte nicht gezählt werden</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../ui/common/FileDialog.cpp" line="+97"/>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/runs/RunHistoryModel.cpp" line="+11"/>
        <source>&lt; 1 s</source>
        <translation>&lt; 1 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
</context>
<context>
    <name>RatingEngine</name>
    <message>
        <location filename="../core/rating/RatingEngine.cpp" line="+108"/>
        <source>unpriced: there is no cost scenario &quot;%1&quot;</source>
        <translation>ohne Preis: es gibt kein Kostenszenario „%1“</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>No provider %1.</source>
        <translation>Kein Anbieter %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The provider has no evaluation yet, so nothing can be suggested.</source>
        <translation>Der Anbieter hat noch keine Bewertung; kein Vorschlag möglich.</translation>
    </message>
</context>
<context>
    <name>RatingRepository</name>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="+63"/>
        <location line="+23"/>
        <source>Could not read the evaluations</source>
        <translation>Die Bewertungen konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The provider has no evaluation yet.</source>
        <translation>Der Anbieter hat noch keine Bewertung.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not read the criteria</source>
        <translation>Die Kriterien konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read the verdicts</source>
        <translation>Die Urteile konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The verdict of item %1 is stored as “%2”, which is not a verdict</source>
        <translation>Das Urteil von Punkt %1 ist als „%2“ gespeichert, was kein Urteil ist</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Interview %1: %2</source>
        <translation>Interview %1: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not read the scores</source>
        <translation>Die Punktzahlen konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Could not save the suggested scores</source>
        <translation>Die vorgeschlagenen Punktzahlen konnten nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A score lies between 0 and 5.</source>
        <translation>Eine Punktzahl liegt zwischen 0 und 5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The score differs from the suggested %1 by more than %2: write a rationale.</source>
        <translation>Die Punktzahl weicht um mehr als %2 vom Vorschlag %1 ab: bitte eine Begründung schreiben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no suggested score to agree with: write a rationale.</source>
        <translation>Es gibt keine vorgeschlagene Punktzahl, der man zustimmen könnte: bitte eine Begründung schreiben.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Could not save the score</source>
        <translation>Die Punktzahl konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 differs from the suggested %2: a justification is required.</source>
        <translation>%1 weicht vom Vorschlag %2 ab: Eine Begründung ist erforderlich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no suggested tier: a justification is required.</source>
        <translation>Es gibt keine vorgeschlagene Stufe: Eine Begründung ist erforderlich.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Could not read the rating rounds</source>
        <translation>Die Einstufungsrunden konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not save the tier</source>
        <translation>Die Stufe konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not read the rating history</source>
        <translation>Der Einstufungsverlauf konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not read the ratings</source>
        <translation>Die Einstufungen konnten nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>RatingWorkflow</name>
    <message>
        <location filename="../core/usecase/RatingWorkflow.cpp" line="+71"/>
        <location line="+55"/>
        <source>The evaluation belongs to another provider.</source>
        <translation>Die Bewertung gehört zu einem anderen Anbieter.</translation>
    </message>
</context>
<context>
    <name>Recipe</name>
    <message>
        <location filename="../core/run/Recipe.cpp" line="+86"/>
        <source>%1 (Python module)</source>
        <translation>%1 (Python-Modul)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the node has no folder %1 (the storage tier this step runs on)</source>
        <translation>der Knoten hat keinen Ordner %1 (die Speicherstufe, auf der dieser Schritt läuft)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>this recipe has no commands</source>
        <translation>dieses Rezept hat keine Befehle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none of the tools it needs is on the node: %1</source>
        <translation>keines der benötigten Werkzeuge ist auf dem Knoten: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>a recipe takes one argument, --dir DIR: the storage tier it runs on</source>
        <translation>ein Rezept nimmt ein Argument, --dir DIR: die Speicherstufe, auf der es läuft</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--dir wants a folder of the node: absolute or under ~/, without .., at most 255 characters</source>
        <translation>--dir erwartet einen Ordner des Knotens: absolut oder unter ~/, ohne .., höchstens 255 Zeichen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot read the recipe file %1</source>
        <translation>Die Rezeptdatei %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The recipe file %1 is not valid JSON</source>
        <translation>Die Rezeptdatei %1 ist kein gültiges JSON</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A recipe in %1 has no usable name</source>
        <translation>Ein Rezept in %1 hat keinen brauchbaren Namen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Recipe %1 in %2 requires a Python module that is not a module name</source>
        <translation>Rezept %1 in %2 verlangt ein Python-Modul, dessen Name kein Modulname ist</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recipe %1 in %2 imports its log as &quot;%3&quot;, which is not an import format</source>
        <translation>Rezept %1 in %2 importiert sein Protokoll als „%3“, das kein Importformat ist</translation>
    </message>
    <message>
        <location filename="../build/translations/recipe/RecipeMessages.cpp" line="+6"/>
        <source>Install PyTorch into a fresh virtual environment</source>
        <extracomment>Title of the hands-on timing recipe pytorch_install</extracomment>
        <translation>PyTorch in eine frische virtuelle Umgebung installieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pull a large NGC container (22.1 GB in the rating)</source>
        <extracomment>Title of the hands-on timing recipe container_pull</extracomment>
        <translation>Einen großen NGC-Container ziehen (22,1 GB in der Einstufung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cold `import torch`</source>
        <extracomment>Title of the hands-on timing recipe import_torch</extracomment>
        <translation>Kaltes `import torch`</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download and load a 15-billion-parameter model</source>
        <extracomment>Title of the hands-on timing recipe model_load</extracomment>
        <translation>Ein Modell mit 15 Milliarden Parametern herunterladen und laden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whois of the node&apos;s public IP (who owns the capacity)</source>
        <extracomment>Title of the hands-on timing recipe whois</extracomment>
        <translation>Whois der öffentlichen IP des Knotens (wem die Kapazität gehört)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install PyTorch with uv into a fresh environment and cache</source>
        <extracomment>Title of the hands-on timing recipe uv_install_torch</extracomment>
        <translation>PyTorch mit uv in eine frische Umgebung mit frischem Cache installieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install vLLM with pip into a fresh virtual environment and cache</source>
        <extracomment>Title of the hands-on timing recipe pip_install_vllm</extracomment>
        <translation>vLLM mit pip in eine frische virtuelle Umgebung mit frischem Cache installieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install vLLM with uv into a fresh environment and cache</source>
        <extracomment>Title of the hands-on timing recipe uv_install_vllm</extracomment>
        <translation>vLLM mit uv in eine frische Umgebung mit frischem Cache installieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>`vllm serve` of a small model until /v1/models answers</source>
        <extracomment>Title of the hands-on timing recipe vllm_serve</extracomment>
        <translation>`vllm serve` eines kleinen Modells, bis /v1/models antwortet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pull a PyTorch image from Docker Hub (about 3 GB)</source>
        <extracomment>Title of the hands-on timing recipe container_pull_dockerhub</extracomment>
        <translation>Ein PyTorch-Image von Docker Hub ziehen (etwa 3 GB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pull an inference image from ghcr.io (about 5 GB)</source>
        <extracomment>Title of the hands-on timing recipe container_pull_ghcr</extracomment>
        <translation>Ein Inferenz-Image von ghcr.io ziehen (etwa 5 GB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download a 7-billion-parameter model from Hugging Face (15 GB)</source>
        <extracomment>Title of the hands-on timing recipe model_pull_hf</extracomment>
        <translation>Ein Modell mit 7 Milliarden Parametern von Hugging Face herunterladen (15 GB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download a 7-billion-parameter model from ModelScope (15 GB)</source>
        <extracomment>Title of the hands-on timing recipe model_pull_modelscope</extracomment>
        <translation>Ein Modell mit 7 Milliarden Parametern von ModelScope herunterladen (15 GB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cold `import torch` from an environment on the step&apos;s storage tier</source>
        <extracomment>Title of the hands-on timing recipe import_torch_venv</extracomment>
        <translation>Kaltes `import torch` aus einer Umgebung auf der Speicherstufe des Schritts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who owns the node&apos;s public IP: organisation, ASN and location</source>
        <extracomment>Title of the hands-on timing recipe public_ip_owner</extracomment>
        <translation>Wem die öffentliche IP des Knotens gehört: Organisation, ASN und Standort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>torchtitan&apos;s own Llama 3.1 8B run (FSDP, bf16) on every GPU of the node, 50 steps, its log imported</source>
        <extracomment>Title of the hands-on timing recipe torchtitan_llama3_8b</extracomment>
        <translation>torchtitans eigener Llama-3.1-8B-Lauf (FSDP, bf16) auf jeder GPU des Knotens, 50 Schritte, sein Protokoll importiert</translation>
    </message>
</context>
<context>
    <name>RecipePreview</name>
    <message>
        <location filename="../ui/runs/RecipePreview.cpp" line="+51"/>
        <source>Drops the node&apos;s page cache before timing (sync; echo 3 &gt; /proc/sys/vm/drop_caches, as root): every program on the node loses its cached files and reads them from disk again.</source>
        <translation>Verwirft vor der Zeitmessung den Page-Cache des Knotens (sync; echo 3 &gt; /proc/sys/vm/drop_caches, als root): Jedes Programm auf dem Knoten verliert seine zwischengespeicherten Dateien und liest sie erneut von der Platte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asks an outside service (ifconfig.me) for the node&apos;s public address and looks it up with whois.</source>
        <translation>Fragt einen externen Dienst (ifconfig.me) nach der öffentlichen Adresse des Knotens und schlägt sie mit whois nach.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asks an outside service (ipinfo.io) who owns the node&apos;s public address: organisation, ASN and location.</source>
        <translation>Fragt einen externen Dienst (ipinfo.io), wem die öffentliche Adresse des Knotens gehört: Organisation, ASN und Standort.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starts a vLLM server on the node&apos;s loopback address for the test and stops it afterwards.</source>
        <translation>Startet für den Test einen vLLM-Server auf der Loopback-Adresse des Knotens und beendet ihn danach.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trains on every GPU of the node with torchtitan&apos;s own config, which reads its tokenizer and data set where it says (C4 comes from Hugging Face unless it was staged on the node).</source>
        <translation>Trainiert auf jeder GPU des Knotens mit torchtitans eigener Konfiguration, die Tokenizer und Datensatz dort liest, wo sie es angibt (C4 kommt von Hugging Face, sofern es nicht auf dem Knoten bereitliegt).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its output is also read as the tool&apos;s log (import format %1): the steps it logged become runs of their own, beside the timing.</source>
        <translation>Seine Ausgabe wird auch als Protokoll des Werkzeugs gelesen (Importformat %1): die protokollierten Schritte werden eigene Läufe, neben der Zeitmessung.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Downloads from the internet onto the node (removed again afterwards where it lands in the scratch folder).</source>
        <translation>Lädt aus dem Internet auf den Knoten herunter (danach wieder entfernt, soweit es im Scratch-Ordner landet).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set-up (not timed):</source>
        <translation>Einrichtung (ohne Zeitmessung):</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Timed, where %1 and the Python module %2 exist:</source>
        <translation>Zeitgemessen, wo %1 und das Python-Modul %2 vorhanden sind:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>else, where %1 and the Python module %2 exist:</source>
        <translation>sonst, wo %1 und das Python-Modul %2 vorhanden sind:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Timed:</source>
        <translation>Zeitgemessen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timed, where %1 exists:</source>
        <translation>Zeitgemessen, wo %1 vorhanden ist:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>else, where %1 exists:</source>
        <translation>sonst, wo %1 vorhanden ist:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clean-up (not timed):</source>
        <translation>Aufräumen (ohne Zeitmessung):</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>evidence for %1</source>
        <translation>Nachweis für %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped after %1</source>
        <translation>abgebrochen nach %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>tiers: %1</source>
        <translation>Stufen: %1</translation>
    </message>
</context>
<context>
    <name>ReconciliationMethod</name>
    <message>
        <location filename="../core/trust/ReconciliationMethod.cpp" line="+7"/>
        <source>discussion</source>
        <comment>reconciliation method: the reviewers talked it through</comment>
        <translation>Diskussion</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median</source>
        <comment>reconciliation method: the median of the reviewers&apos; scores</comment>
        <translation>Median</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean</source>
        <comment>reconciliation method: the mean of the reviewers&apos; scores</comment>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lead reviewer&apos;s call</source>
        <comment>reconciliation method: the lead reviewer decided</comment>
        <translation>Entscheid des leitenden Prüfers</translation>
    </message>
</context>
<context>
    <name>RemotePath</name>
    <message>
        <location filename="../core/session/RemotePath.cpp" line="+8"/>
        <source>The remote folder &quot;%1&quot; cannot be used: %2</source>
        <translation>Der entfernte Ordner „%1“ kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is empty</source>
        <translation>er ist leer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it must be an absolute path or start with ~/</source>
        <translation>er muss ein absoluter Pfad sein oder mit ~/ beginnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it holds a control character or a line break</source>
        <translation>er enthält ein Steuerzeichen oder einen Zeilenumbruch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the character %1 is not allowed in a remote folder (the build tools on the node cannot take it in a path)</source>
        <translation>das Zeichen %1 ist in einem entfernten Ordner nicht erlaubt (die Build-Werkzeuge auf dem Knoten vertragen es in keinem Pfad)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it must not contain &quot;..&quot;</source>
        <translation>er darf kein „..“ enthalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is longer than 1024 characters</source>
        <translation>er ist länger als 1024 Zeichen</translation>
    </message>
</context>
<context>
    <name>RemotePaths</name>
    <message>
        <location filename="../core/run/RemotePaths.cpp" line="+17"/>
        <source>The login node did not say where the home is</source>
        <translation>Der Login-Knoten hat nicht gesagt, wo das Home-Verzeichnis liegt</translation>
    </message>
</context>
<context>
    <name>Renderable</name>
    <message>
        <location filename="../ui/charts/Renderable.cpp" line="+37"/>
        <source>Cannot write the SVG file</source>
        <translation>Die SVG-Datei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Charts export as .png or .svg</source>
        <translation>Diagramme werden als .png oder .svg exportiert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot write the PNG file</source>
        <translation>Die PNG-Datei kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>ReportChart</name>
    <message>
        <location filename="../ui/report/ReportChart.cpp" line="+158"/>
        <source>Score (0-5): bar = final, diamond = suggested</source>
        <translation>Punktzahl (0–5): Balken = endgültig, Raute = vorgeschlagen</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>%1% of expected</source>
        <translation>%1 % des Erwartungswerts</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Message size (bytes, log scale)</source>
        <translation>Nachrichtengröße (Bytes, logarithmisch)</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>measured (median per size), run #%1</source>
        <translation>gemessen (Median je Größe), Lauf #%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected %1 %2 from %3 (%4)</source>
        <translation>erwartet %1 %2 laut %3 (%4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>host backend: no GPU was measured, so no GPU baseline applies</source>
        <translation>Host-Backend: Es wurde keine GPU gemessen, daher gilt keine GPU-Baseline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no baseline for %1: no expected line</source>
        <translation>keine Baseline für %1: keine Soll-Linie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown hardware</source>
        <translation>unbekannte Hardware</translation>
    </message>
    <message numerus="yes">
        <location line="+301"/>
        <source>… %n more line(s)</source>
        <translation>
            <numerusform>… %n weitere Linie</numerusform>
            <numerusform>… %n weitere Linien</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewChartPlan</name>
    <message>
        <location filename="../ui/report/ReviewChartPlan.cpp" line="+33"/>
        <source>%1 (in-place)</source>
        <translation>%1 (in-place)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU %1: %2</source>
        <translation>GPU %1: %2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 — run #%2, host backend (no GPU measured)</source>
        <translation>%1 — Lauf #%2, Host-Backend (keine GPU gemessen)</translation>
    </message>
</context>
<context>
    <name>ReviewContent</name>
    <message>
        <location filename="../core/report/ReviewContent.cpp" line="+21"/>
        <source>[another provider]</source>
        <translation>[anderer Anbieter]</translation>
    </message>
</context>
<context>
    <name>ReviewContentLoader</name>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="+96"/>
        <source>Could not look up the evaluation</source>
        <translation>Die Bewertung konnte nicht nachgeschlagen werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The evaluation does not exist.</source>
        <translation>Die Bewertung existiert nicht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not read the providers</source>
        <translation>Die Anbieter konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not read the review data</source>
        <translation>Die Daten für den Prüfbericht konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The provider does not exist.</source>
        <translation>Der Anbieter existiert nicht.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 has no evaluation to report on.</source>
        <translation>%1 hat keine Bewertung, über die sich berichten ließe.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The evaluation&apos;s state is stored as “%1”, which is not an evaluation state.</source>
        <translation>Der Zustand der Bewertung ist als „%1“ gespeichert, den es nicht gibt.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Item %1 has an unknown verdict &quot;%2&quot;.</source>
        <translation>Punkt %1 hat ein unbekanntes Urteil „%2“.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Item %1 has an unknown suggested verdict &quot;%2&quot;.</source>
        <translation>Punkt %1 hat ein unbekanntes vorgeschlagenes Urteil „%2“.</translation>
    </message>
    <message>
        <location line="+331"/>
        <location line="+5"/>
        <source>[name withheld]</source>
        <translation>[Name zurückgehalten]</translation>
    </message>
</context>
<context>
    <name>ReviewCostSection</name>
    <message>
        <location filename="../ui/report/ReviewCostSection.cpp" line="+31"/>
        <source>Price in force: %1 at %2 per GPU-hour, %3 (source: %4, valid from %5). Defaults: %6.</source>
        <translation>Gültiger Preis: %1 zu %2 je GPU-Stunde, %3 (Quelle: %4, gültig ab %5). Standardwerte: %6.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No price record is in force for this provider, so no cost can be computed. Defaults that would apply: %1.</source>
        <translation>Für diesen Anbieter ist kein Preiseintrag gültig, daher lassen sich keine Kosten berechnen. Standardwerte, die gelten würden: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pricing criterion, suggested from this calculator: %1 (blended with the checklist as measured evidence).</source>
        <translation>Kriterium Preise, von diesem Rechner vorgeschlagen: %1 (als gemessener Nachweis mit der Checkliste verrechnet).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pricing criterion: %1.</source>
        <translation>Kriterium Preise: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Result per scenario</source>
        <translation>Ergebnis je Szenario</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recovery</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput loss</source>
        <translation>Goodput-Verlust</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TCO per month</source>
        <translation>TCO pro Monat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO over the term</source>
        <translation>TCO über die Laufzeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Effective $/useful GPU-h</source>
        <translation>Effektiv $/nutzbare GPU-h</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No result: %1</source>
        <translation>Kein Ergebnis: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Component (USD per month)</source>
        <translation>Komponente (USD pro Monat)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Total (TCO)</source>
        <translation>Summe (TCO)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Inputs under %1</source>
        <translation>Eingaben im Szenario %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n input(s) measured by Tierbench (shaded), the others from the scenario, the price record or the published defaults (docs/cost-model.md).</source>
        <translation>
            <numerusform>%n Eingabe von Tierbench gemessen (schattiert), die übrigen aus dem Szenario, dem Preiseintrag oder den veröffentlichten Standardwerten (docs/cost-model.md).</numerusform>
            <numerusform>%n Eingaben von Tierbench gemessen (schattiert), die übrigen aus dem Szenario, dem Preiseintrag oder den veröffentlichten Standardwerten (docs/cost-model.md).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+127"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What was measured</source>
        <translation>Was gemessen wurde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+13"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Observation window</source>
        <translation>Beobachtungsfenster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2 (%3 h)</source>
        <translation>%1 bis %2 (%3 h)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs observed</source>
        <translation>Beobachtete GPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard failures (Xid/SXid)</source>
        <translation>Harte Ausfälle (Xid/SXid)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Runs read for failures</source>
        <translation>Auf Ausfälle gelesene Läufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs timing start-up</source>
        <translation>Läufe mit Zeitmessung des Starts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware handover</source>
        <translation>Hardware-Übergabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>requested %1, received %2</source>
        <translation>angefragt %1, erhalten %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time to a working cluster</source>
        <translation>Zeit bis zu einem funktionierenden Cluster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h to the first successful run (#%2)</source>
        <translation>%1 h bis zum ersten erfolgreichen Lauf (#%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slurm prolog</source>
        <translation>Slurm-Prolog</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>%1 s (run #%2)</source>
        <translation>%1 s (Lauf #%2)</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+5"/>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Health-check interval</source>
        <translation>Health-Check-Intervall</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sensitivity under %1</source>
        <translation>Sensitivität im Szenario %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result to analyse.</source>
        <translation>Kein Ergebnis zum Analysieren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The effective price of a useful GPU-hour (%1) with each input alone lowered and raised by 20%, largest swing first.</source>
        <translation>Der effektive Preis einer nutzbaren GPU-Stunde (%1), wenn jeweils eine Eingabe allein um 20 % gesenkt und erhöht wird, größter Ausschlag zuerst.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>input −20%</source>
        <translation>Eingabe −20 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input +20%</source>
        <translation>Eingabe +20 %</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Lowered 20%</source>
        <translation>Um 20 % gesenkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raised 20%</source>
        <translation>Um 20 % erhöht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Swing</source>
        <translation>Ausschlag</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cost of useful GPU-hours</source>
        <translation>Kosten nutzbarer GPU-Stunden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cost was not computed for this review.</source>
        <translation>Die Kosten wurden für diesen Bericht nicht berechnet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What a useful GPU-hour costs at this provider: the eight monthly components of the total cost of ownership, the GPU-hours lost to failures and recovery (goodput), and everything paid spread over the hours that did useful work. Formulas, defaults and their sources: docs/cost-model.md.</source>
        <translation>Was eine nutzbare GPU-Stunde bei diesem Anbieter kostet: die acht monatlichen Komponenten der Gesamtbetriebskosten, die durch Ausfälle und Wiederherstellung verlorenen GPU-Stunden (Goodput) und alles Bezahlte, verteilt auf die Stunden, die nutzbare Arbeit leisteten. Formeln, Standardwerte und ihre Quellen: docs/cost-model.md.</translation>
    </message>
</context>
<context>
    <name>ReviewDeliveryDisputes</name>
    <message>
        <location filename="../ui/report/ReviewDeliveryDisputes.cpp" line="+11"/>
        <source>Accepted</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Delivery: handover and planned features</source>
        <translation>Lieferung: Übergabe und geplante Funktionen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No handover dates and no planned features were recorded.</source>
        <translation>Es wurden weder Übergabedaten noch geplante Funktionen erfasst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the rating explains it: when the test cluster was asked for and handed over, and what the provider only plans. These lines explain the rating; the scores follow the verdicts.</source>
        <translation>So, wie die Einstufung es erklärt: wann der Testcluster angefragt und übergeben wurde und was der Anbieter nur plant. Diese Zeilen erläutern die Einstufung; die Punktzahlen folgen den Urteilen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>late</source>
        <translation>verspätet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>date passed</source>
        <translation>Termin überschritten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Disputes</source>
        <translation>Einsprüche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The provider has disputed nothing in this evaluation. It received its fact-check bundle (its review, every piece of evidence with its raw data and hashes) and can answer with a dispute file (docs/disputes.md).</source>
        <translation>Der Anbieter hat in dieser Bewertung nichts beanstandet. Er hat sein Faktencheck-Paket erhalten (seinen Prüfbericht, jeden Nachweis mit Rohdaten und Hashes) und kann mit einer Einspruchsdatei antworten (docs/disputes.md).</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n dispute(s) from the provider</source>
        <translation>
            <numerusform>%n Einspruch des Anbieters</numerusform>
            <numerusform>%n Einsprüche des Anbieters</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>: %1 accepted, %2 rejected, %3 open. An accepted dispute that asked for another verdict changed it on the checklist (audited).</source>
        <translation>: %1 angenommen, %2 abgelehnt, %3 offen. Ein angenommener Einspruch, der ein anderes Urteil verlangte, hat es in der Prüfliste geändert (im Prüfprotokoll).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Evidence: %1</source>
        <translation>Nachweis: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attached: %1 (SHA-256 %2)</source>
        <translation>Angehängt: %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not decided yet</source>
        <translation>noch nicht entschieden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Item</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Claim</source>
        <translation>Behauptung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Asked</source>
        <translation>Verlangt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reasoning</source>
        <translation>Begründung</translation>
    </message>
</context>
<context>
    <name>ReviewEngagementSection</name>
    <message>
        <location filename="../ui/report/ReviewEngagementSection.cpp" line="+30"/>
        <source>Waiting</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left out</source>
        <translation>Ausgelassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>still running</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Engagement</source>
        <translation>Engagement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No engagement was run for this evaluation: every measurement in this review was started by hand.</source>
        <translation>Für diese Bewertung lief kein Engagement: Jede Messung in diesem Review wurde von Hand gestartet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plan %1, version %2, started %3 by %4; the engagement is %5.</source>
        <translation>Plan %1, Version %2, gestartet %3 von %4; das Engagement ist %5.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the newest of the evaluation&apos;s %1 engagements.</source>
        <translation>Dies ist das neueste der %1 Engagements dieser Bewertung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Node-hours used: %1 of a budget of %2.</source>
        <translation>Verbrauchte Knotenstunden: %1 von einem Budget von %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node-hours used: %1.</source>
        <translation>Verbrauchte Knotenstunden: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No consent to destructive steps was recorded: such steps of the plan were left out.</source>
        <translation>Keine Zustimmung zu destruktiven Schritten erfasst: Solche Schritte des Plans wurden ausgelassen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destructive steps (%1) ran with the consent of %2, recorded %3.</source>
        <translation>Destruktive Schritte (%1) liefen mit der Zustimmung von %2, erfasst %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Steps: %1.</source>
        <translation>Schritte: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Node-hours</source>
        <translation>Knotenstunden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first %1 of %2 step instances are listed; the counts above cover all of them.</source>
        <translation>Die ersten %1 von %2 Schrittinstanzen sind aufgeführt; die Zählung oben umfasst alle.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Left for the analyst</source>
        <translation>Bleibt für den Analysten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The engagement&apos;s stored plan no longer reads in this database, so no item is counted as decided by it.</source>
        <translation>Der gespeicherte Plan des Engagements lässt sich in dieser Datenbank nicht mehr lesen, daher gilt kein Punkt als von ihm entschieden.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Every item the plan does not decide already has a verdict.</source>
        <translation>Jeder Punkt, den der Plan nicht entscheidet, hat bereits ein Urteil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No step of the plan decides these items and they have no verdict yet: attestations, pricing, partnerships and what customers say are the analyst&apos;s to establish.</source>
        <translation>Kein Schritt des Plans entscheidet diese Punkte, und sie haben noch kein Urteil: Nachweise, Preise, Partnerschaften und was Kunden sagen, muss der Analyst klären.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Still open</source>
        <translation>Noch offen</translation>
    </message>
</context>
<context>
    <name>ReviewPdfWriter</name>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="+50"/>
        <source>Tierbench · GPU cloud provider review</source>
        <translation>Tierbench · Prüfbericht GPU-Cloud-Anbieter</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Assigned tier</source>
        <translation>Zugewiesene Stufe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not assigned</source>
        <translation>Nicht zugewiesen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Suggested by the tier rules: %1</source>
        <translation>Von den Stufenregeln vorgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review date</source>
        <translation>Prüfdatum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviewer</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rubric version</source>
        <translation>Version des Kriterienkatalogs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Confidential. This review concerns %1 only and holds no data about any other provider. Interviewees are identified by role and type of organisation only.</source>
        <translation>Vertraulich. Dieser Bericht betrifft nur %1 und enthält keine Daten über andere Anbieter. Befragte Personen werden nur über Rolle und Art der Organisation benannt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+95"/>
        <source>%1 — provider review</source>
        <translation>%1 — Anbieterprüfung</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Rubric %1</source>
        <translation>Kriterienkatalog %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Confidential</source>
        <translation>Vertraulich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+51"/>
        <source>Could not write the review to %1.</source>
        <translation>Der Bericht konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Could not start the PDF at %1.</source>
        <translation>Das PDF unter %1 konnte nicht begonnen werden.</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>No tier suggested: %1 of %2 criteria scored, a tier needs %3.</source>
        <translation>Keine Stufe vorgeschlagen: %1 von %2 Kriterien bewertet, eine Stufe braucht %3.</translation>
    </message>
</context>
<context>
    <name>ReviewScoringLoader</name>
    <message>
        <location filename="../core/report/ReviewScoringLoader.cpp" line="+40"/>
        <source>%1 of %2 items decided, %3 needed</source>
        <translation>%1 von %2 Prüfpunkten entschieden, %3 nötig</translation>
    </message>
</context>
<context>
    <name>ReviewSections</name>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="+47"/>
        <source>no SOC 2 / ISO 27001 attestation</source>
        <translation>kein Nachweis nach SOC 2 / ISO 27001</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PCIe ACS left enabled</source>
        <translation>PCIe ACS bleibt aktiviert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUDirect RDMA not enabled</source>
        <translation>GPUDirect RDMA nicht aktiviert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU hours charged during cluster creation or downtime</source>
        <translation>GPU-Stunden werden während Cluster-Aufbau oder Ausfallzeit berechnet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only older GPUs offered</source>
        <translation>nur ältere GPUs im Angebot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not yet assigned</source>
        <translation>noch nicht zugewiesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was reviewed against the criteria of rubric %2 by %3. Assigned tier: %4.</source>
        <translation>%1 wurde von %3 nach den Kriterien des Katalogs %2 geprüft. Zugewiesene Stufe: %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the analyst</source>
        <translation>dem Analysten</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Assigned tier</source>
        <translation>Zugewiesene Stufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested tier</source>
        <translation>Vorgeschlagene Stufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <location line="+402"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="-418"/>
        <source>Weighted score</source>
        <translation>Gewichtete Punktzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of 5</source>
        <translation>%1 von 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not scored</source>
        <translation>ohne Punktzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>Checklist</source>
        <translation>Checkliste</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>%1 items: %2 pass, %3 partial, %4 fail, %5 n/a, %6 unknown</source>
        <translation>%1 Punkte: %2 erfüllt, %3 teilweise, %4 nicht erfüllt, %5 entfällt, %6 unbekannt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Planned features</source>
        <translation>Geplante Funktionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (listed with promised dates, not credited as available)</source>
        <translation>%1 (mit zugesagten Terminen aufgeführt, nicht als verfügbar angerechnet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 past the promised date</source>
        <translation>%1 mit überschrittenem Termin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gates triggered</source>
        <translation>Ausgelöste Ausschlusskriterien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurements</source>
        <translation>Messungen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Customer interviews</source>
        <translation>Kundeninterviews</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handover delay</source>
        <translation>Verzögerung bis zur Übergabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 days (requested %2, received %3)</source>
        <translation>%1 Tage (angefragt %2, erhalten %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+364"/>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <location line="-363"/>
        <source>Hands-on window</source>
        <translation>Testzeitraum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no runs recorded</source>
        <translation>keine Läufe erfasst</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Criterion scores</source>
        <translation>Punktzahlen je Kriterium</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Weighted total</source>
        <translation>Gewichtete Summe</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+82"/>
        <location line="+205"/>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <location line="-287"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested</source>
        <translation>Vorgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Endgültig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rationale</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each item of the rubric with the verdict, the evidence it rests on and the runs that support it. Generally available features and features that are only planned are kept apart: a planned feature carries the date the provider promised and does not count as available.</source>
        <translation>Jeder Punkt des Kriterienkatalogs mit dem Urteil, dem Nachweis, auf dem es beruht, und den Läufen, die es stützen. Allgemein verfügbare und nur geplante Funktionen werden getrennt: Eine geplante Funktion trägt den vom Anbieter zugesagten Termin und zählt nicht als verfügbar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (weight %2%, score %3)</source>
        <translation>%1 (Gewicht %2 %, Punktzahl %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(no evidence recorded)</source>
        <translation>(kein Nachweis erfasst)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs: %1</source>
        <translation>Läufe: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Suggested %1 by a measurement, awaiting confirmation.</source>
        <translation>Von einer Messung als %1 vorgeschlagen, Bestätigung ausstehend.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+29"/>
        <source>Item</source>
        <translation>Prüfpunkt</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Availability</source>
        <translation>Verfügbarkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Planned features and promised dates</source>
        <translation>Geplante Funktionen und zugesagte Termine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every feature credited in this review is generally available.</source>
        <translation>Jede in diesem Bericht angerechnete Funktion ist allgemein verfügbar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no date</source>
        <translation>kein Termin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (overdue)</source>
        <translation>%1 (überfällig)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Verdict today</source>
        <translation>Urteil heute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promised for</source>
        <translation>Zugesagt für</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Measured results against baselines</source>
        <translation>Messergebnisse im Vergleich zu Baselines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No probe results were recorded for this evaluation.</source>
        <translation>Für diese Bewertung wurden keine Messergebnisse erfasst.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This review summarises %1 runs: %2 sweep charts, %3 scalar results and %4 recipe timings are shown (runs attached as evidence first, then the newest); %5 further sweeps, %6 scalar results and %7 recipe timings are not drawn. Every run is listed with the SHA-256 of its raw results in the last section.</source>
        <translation>Diese Übersicht fasst %1 Läufe zusammen: %2 Messreihen-Diagramme, %3 Einzelwerte und %4 Rezept-Zeiten sind dargestellt (zuerst die als Nachweis angehängten Läufe, dann die neuesten); %5 weitere Messreihen, %6 Einzelwerte und %7 Rezept-Zeiten sind nicht gezeichnet. Jeder Lauf ist im letzten Abschnitt mit dem SHA-256 seiner Rohergebnisse aufgeführt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No GPU was measured: every sweep of this evaluation ran on the probes&apos; host backend (below).</source>
        <translation>Es wurde keine GPU gemessen: Jede Messreihe dieser Bewertung lief auf dem Host-Backend der Messprogramme (siehe unten).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Host-backend runs (no GPU measured)</source>
        <translation>Läufe auf dem Host-Backend (keine GPU gemessen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These runs used the probes&apos; host backend: threads in one process or the front-end TCP network between nodes. They test the harness and that network, not the GPUs or their fabric, so no GPU baseline judges them and they do not count as measured results.</source>
        <translation>Diese Läufe nutzten das Host-Backend der Messprogramme: Threads in einem Prozess oder das Front-End-TCP-Netzwerk zwischen Knoten. Sie prüfen das Messgerüst und dieses Netzwerk, nicht die GPUs oder ihr Fabric; daher beurteilt sie keine GPU-Baseline, und sie zählen nicht als Messergebnisse.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 (host backend, no GPU)</source>
        <translation>%1 (Host-Backend, keine GPU)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+270"/>
        <source>Probe</source>
        <translation>Messprogramm</translation>
    </message>
    <message>
        <location line="-270"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+30"/>
        <location line="+239"/>
        <location line="+36"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="-299"/>
        <source>Recipe timings</source>
        <translation>Rezeptzeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recipe was timed in this evaluation.</source>
        <translation>In dieser Bewertung wurde kein Rezept zeitlich gemessen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+240"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="-241"/>
        <source>Recipe</source>
        <translation>Rezept</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+241"/>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Customer interview highlights</source>
        <translation>Kernaussagen aus Kundeninterviews</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No customer interviews were recorded for this provider.</source>
        <translation>Für diesen Anbieter wurden keine Kundeninterviews erfasst.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Interviews %1 to %2 are not listed (a review lists the first %3); every interview counts in the averages below.</source>
        <translation>Die Interviews %1 bis %2 sind nicht aufgeführt (ein Review führt die ersten %3 auf); jedes Interview zählt in den Mittelwerten unten.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Average sentiment</source>
        <translation>Mittlere Stimmung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Interviews</source>
        <translation>Interviews</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Here the runs spanned %1.</source>
        <translation>Hier erstreckten sich die Läufe über %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No customer interviews were recorded, so what is generally available rests on the hands-on tests and the provider&apos;s documentation alone.</source>
        <translation>Es wurden keine Kundeninterviews erfasst; was allgemein verfügbar ist, stützt sich daher allein auf die praktischen Tests und die Dokumentation des Anbieters.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Customer interviews (%1) were used to separate what is generally available from what is merely planned.</source>
        <translation>Kundeninterviews (%1) dienten dazu, allgemein Verfügbares von bloß Geplantem zu trennen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planned features are listed with the date the provider promised and are not credited as available (%1 in this review).</source>
        <translation>Geplante Funktionen werden mit dem vom Anbieter zugesagten Termin aufgeführt und nicht als verfügbar angerechnet (%1 in diesem Prüfbericht).</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (Slurm job %2)</source>
        <translation>%1 (Slurm-Job %2)</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>The hands-on recipes are deliberately simple proxies for deeper configuration problems: installing PyTorch and vLLM with pip and uv, pulling containers from Docker Hub, ghcr.io and nvcr.io, downloading models, importing torch, serving a model with vLLM, and who owns the node&apos;s public IP. Each runs with a fresh cache on the storage tier named under Where. A recipe whose tool or tier the node lacks was not run: that is no failure of the provider.</source>
        <translation>Die praktischen Rezepte sind bewusst einfache Stellvertreter für tiefer liegende Konfigurationsprobleme: PyTorch und vLLM mit pip und uv installieren, Container von Docker Hub, ghcr.io und nvcr.io ziehen, Modelle herunterladen, torch importieren, ein Modell mit vLLM bereitstellen und prüfen, wem die öffentliche IP des Knotens gehört. Jedes läuft mit frischem Cache auf der unter „Wo“ genannten Speicherstufe. Ein Rezept, dessen Werkzeug oder Speicherstufe dem Knoten fehlt, lief nicht: Das ist kein Versagen des Anbieters.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not run</source>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unsupported on the node</source>
        <translation>auf dem Knoten nicht unterstützt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(no consent to quote)</source>
        <translation>(keine Einwilligung zum Zitieren)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interviewee</source>
        <translation>Befragte Person</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sentiment (-2..+2)</source>
        <translation>Einschätzung (-2..+2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Highlight</source>
        <translation>Kernaussage</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Tier justification</source>
        <translation>Begründung der Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tier has been assigned yet.</source>
        <translation>Es wurde noch keine Stufe zugewiesen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assigned tier: %1, by %2 on %3 (assignment %4 of this evaluation&apos;s history).</source>
        <translation>Zugewiesene Stufe: %1, von %2 am %3 (Zuweisung %4 im Verlauf dieser Bewertung).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Justification</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No justification recorded.</source>
        <translation>Keine Begründung erfasst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why the suggestion</source>
        <translation>Warum dieser Vorschlag</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No explanation stored with the suggestion.</source>
        <translation>Zum Vorschlag ist keine Erklärung gespeichert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gates</source>
        <translation>Ausschlusskriterien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No gate of the tier rules was triggered by a failed checklist item.</source>
        <translation>Kein Ausschlusskriterium der Stufenregeln wurde durch einen nicht erfüllten Prüfpunkt ausgelöst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Failed gate items cap the provider at Underperforming: %1.</source>
        <translation>Nicht erfüllte Ausschlusskriterien begrenzen den Anbieter auf „Unterdurchschnittlich“: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Conflict-of-interest disclosure</source>
        <translation>Offenlegung von Interessenkonflikten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reviewer: %1</source>
        <translation>Prüfer: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reviewer has not recorded a disclosure for this evaluation.</source>
        <translation>Der Prüfer hat für diese Bewertung keine Offenlegung erfasst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Methodology</source>
        <translation>Methodik</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What was tested</source>
        <translation>Was geprüft wurde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The review combines hands-on testing on nodes the provider lent, a documentation and compliance review against the %1 items of rubric %2 (%3 criteria), and interviews with the provider&apos;s customers. Probes run: %4. Recipes timed: %5.</source>
        <translation>Die Prüfung verbindet praktische Tests auf vom Anbieter bereitgestellten Knoten, eine Prüfung von Dokumentation und Compliance anhand der %1 Punkte des Katalogs %2 (%3 Kriterien) und Interviews mit Kunden des Anbieters. Gelaufene Messprogramme: %4. Zeitlich gemessene Rezepte: %5.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The five-day window</source>
        <translation>Das Fünf-Tage-Fenster</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands-on testing runs in a window of about five days per provider. Such a window shows configuration and performance, but it cannot measure reliability at scale over time; the reliability verdicts therefore also rest on documentation and interviews. %1</source>
        <translation>Die praktischen Tests laufen in einem Fenster von etwa fünf Tagen je Anbieter. Ein solches Fenster zeigt Konfiguration und Leistung, kann aber Zuverlässigkeit im großen Maßstab über die Zeit nicht messen; die Urteile zur Zuverlässigkeit stützen sich daher auch auf Dokumentation und Interviews. %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No timed runs were recorded.</source>
        <translation>Es wurden keine zeitlich gemessenen Läufe erfasst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interviews, generally available and planned</source>
        <translation>Interviews, allgemein Verfügbares und Geplantes</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Handover delays</source>
        <translation>Verzögerungen bis zur Übergabe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The test cluster was requested on %1 and handed over on %2, %3 days later. Significant handover delays count against the provider (Lifecycle): a provider that needs extra weeks to meet the published criteria is not delivering them as a customer would get them.%4</source>
        <translation>Der Testcluster wurde am %1 angefragt und am %2 übergeben, %3 Tage später. Erhebliche Verzögerungen bei der Übergabe gehen zulasten des Anbieters (Lifecycle): Ein Anbieter, der zusätzliche Wochen braucht, um die veröffentlichten Kriterien zu erfüllen, liefert sie nicht so, wie ein Kunde sie bekäme.%4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This delay was counted against the provider.</source>
        <translation>Diese Verzögerung wurde dem Anbieter angelastet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No handover dates were recorded. Significant handover delays count against the provider.</source>
        <translation>Es wurden keine Übergabedaten erfasst. Erhebliche Verzögerungen bei der Übergabe gehen zulasten des Anbieters.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Baselines and figures</source>
        <translation>Baselines und Werte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measurements are compared with the newest baseline set for the same hardware; a sweep&apos;s share of the baseline is its best value at or above the baseline&apos;s minimum message size. Raw outputs are kept with their SHA-256 hashes (last section), so every figure can be traced to its run.</source>
        <translation>Messungen werden mit dem neuesten Baseline-Satz für dieselbe Hardware verglichen; der Anteil einer Messreihe an der Baseline ist ihr bester Wert bei oder über der Mindest-Nachrichtengröße der Baseline. Rohausgaben werden mit ihren SHA-256-Hashes aufbewahrt (letzter Abschnitt), sodass sich jeder Wert bis zu seinem Lauf zurückverfolgen lässt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Verification</source>
        <translation>Verifizierung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Anyone with the database can repeat this check: tierbench-cli verify --provider &quot;%1&quot;.</source>
        <translation>Wer die Datenbank hat, kann diese Verifizierung wiederholen: tierbench-cli verify --provider &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Probe versions and raw result hashes</source>
        <translation>Versionen der Messprogramme und Hashes der Rohergebnisse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No runs.</source>
        <translation>Keine Läufe.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bundle</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 newest of %2 runs are shown above; the other %3 are listed below with the hashes of their raw results.</source>
        <translation>Oben sind die %1 neuesten von %2 Läufen dargestellt; die übrigen %3 sind unten mit den Hashes ihrer Rohergebnisse aufgeführt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(truncated)</source>
        <translation>(gekürzt)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none stored</source>
        <translation>keines gespeichert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no raw result was stored with this run</source>
        <translation>zu diesem Lauf wurde kein Rohergebnis gespeichert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SHA-256 of the raw results</source>
        <translation>SHA-256 der Rohergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stream</source>
        <translation>Datenstrom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>AI lab</source>
        <translation>KI-Labor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enterprise</source>
        <translation>Unternehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start-up</source>
        <translation>Start-up</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Research organisation</source>
        <translation>Forschungseinrichtung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other organisation</source>
        <translation>Sonstige Organisation</translation>
    </message>
    <message>
        <location line="-598"/>
        <source>Scored criteria</source>
        <translation>Bewertete Kriterien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 (a tier needs %3)</source>
        <translation>%1 von %2 (eine Stufe braucht %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not rated now (a newer evaluation exists)</source>
        <translation>derzeit nicht bewertet (es gibt eine neuere Bewertung)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 run</source>
        <translation>1 Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 sample</source>
        <translation>1 Messwert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 samples</source>
        <translation>%1 Messwerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 recipe timing</source>
        <translation>1 Rezeptzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 recipe timings</source>
        <translation>%1 Rezeptzeiten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 from the first to the last run</source>
        <translation>%1 vom ersten bis zum letzten Lauf</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>not scored: %1</source>
        <translation>nicht bewertet: %1</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Bandwidth sweeps show the median of repeated samples per message size. Where a baseline for the same hardware exists, the dashed line is its expected value, drawn from the minimum size at which it applies; a chart without one says so.</source>
        <translation>Bandbreiten-Messreihen zeigen je Nachrichtengröße den Median wiederholter Messwerte. Gibt es eine Baseline für dieselbe Hardware, ist die gestrichelte Linie ihr Erwartungswert, gezeichnet ab der Mindestgröße, ab der sie gilt; ein Diagramm ohne Baseline weist darauf hin.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n line(s) beside a bus bandwidth (algorithm bandwidth, times) are not drawn; the raw results of every run keep them.</source>
        <translation>
            <numerusform>%n Linie neben einer Busbandbreite (Algorithmusbandbreite, Zeiten) wird nicht gezeichnet; die Rohergebnisse jedes Laufs enthalten sie.</numerusform>
            <numerusform>%n Linien neben einer Busbandbreite (Algorithmusbandbreite, Zeiten) werden nicht gezeichnet; die Rohergebnisse jedes Laufs enthalten sie.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Customer interviews: %1. Interviewees appear by role and type of organisation only; names, dates and channels are withheld, and notes are quoted only with the interviewee&apos;s consent.</source>
        <translation>Kundeninterviews: %1. Befragte erscheinen nur mit Rolle und Art der Organisation; Namen, Daten und Kanäle werden nicht genannt, und Notizen werden nur mit Zustimmung der Befragten zitiert.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>No tier is suggested now.</source>
        <translation>Derzeit wird keine Stufe vorgeschlagen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested tier now: %1.</source>
        <translation>Derzeit vorgeschlagene Stufe: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Suggested at the last assignment: %1.</source>
        <translation>Vorgeschlagen bei der letzten Zuweisung: %1.</translation>
    </message>
</context>
<context>
    <name>ReviewTrainingSection</name>
    <message>
        <location filename="../ui/report/ReviewTrainingSection.cpp" line="+15"/>
        <source>Training runs</source>
        <translation>Trainingsläufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each training run step by step: tokens per second per GPU (or the step time where the log gives no rate) and the model FLOPs utilisation against the GPU&apos;s dense bf16 peak. The first step holds warm-up and compilation and is left out of the medians. A marked step is one where a rank ran at least 10 % behind the fastest; the rank is named.</source>
        <translation>Jeder Trainingslauf Schritt für Schritt: Tokens pro Sekunde und GPU (oder die Schrittzeit, wo das Log keine Rate angibt) und die Model-FLOPs-Auslastung gegenüber der dichten bf16-Spitzenleistung der GPU. Der erste Schritt enthält Aufwärmen und Kompilieren und zählt nicht zu den Medianen. Ein markierter Schritt ist einer, in dem ein Rang mindestens 10 % hinter dem schnellsten lag; der Rang wird genannt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run #%1 — %2 — %3</source>
        <translation>Lauf #%1 — %2 — %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown hardware</source>
        <translation>unbekannte Hardware</translation>
    </message>
</context>
<context>
    <name>ReviewTrustSection</name>
    <message>
        <location filename="../ui/report/ReviewTrustSection.cpp" line="+21"/>
        <source>Conflicts of interest in the register</source>
        <translation>Interessenkonflikte im Register</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No reviewer is recorded for this evaluation, so the register could not be consulted.</source>
        <translation>Für diese Bewertung ist kein Prüfer erfasst, daher konnte das Register nicht herangezogen werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The register holds no relationship of %1 with %2 during this evaluation.</source>
        <translation>Das Register enthält für die Dauer dieser Bewertung keine Beziehung von %1 zu %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Disclosed automatically from the register: the following relationships with %1 overlap this evaluation.</source>
        <translation>Automatisch aus dem Register offengelegt: Die folgenden Beziehungen zu %1 überschneiden sich mit dieser Bewertung.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blind runs: disclosed against independent accounts</source>
        <translation>Blindläufe: offengelegte gegenüber unabhängigen Konten</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No metric shows the disclosed account treated better beyond noise.</source>
        <translation>Keine Metrik zeigt, dass das offengelegte Konto jenseits des Rauschens besser behandelt wurde.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medians</source>
        <translation>Mediane</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>%1 runs ran on accounts the provider knew were the benchmark&apos;s, %2 on accounts obtained without telling it, %3 have no account recorded. For each metric measured on both, the difference of the medians of the repeated samples (disclosed minus independent) has a percentile bootstrap interval (%4 resamples, fixed seed, 95%); it is beyond noise only when the interval excludes 0, and needs at least %5 samples on each side. Pairs in the table are disclosed / independent.</source>
        <translation>%1 Läufe liefen auf Konten, von denen der Anbieter wusste, dass sie dem Benchmark gehören, %2 auf Konten, die ohne sein Wissen beschafft wurden, für %3 ist kein Konto erfasst. Für jede auf beiden gemessene Metrik hat die Differenz der Mediane der wiederholten Messwerte (offengelegt minus unabhängig) ein Perzentil-Bootstrap-Intervall (%4 Stichproben, feste Saat, 95 %); sie liegt nur dann jenseits des Rauschens, wenn das Intervall 0 ausschließt, und braucht mindestens %5 Messwerte auf jeder Seite. Paare in der Tabelle sind offengelegt / unabhängig.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Samples</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reviewer agreement</source>
        <translation>Übereinstimmung der Prüfer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 reviewers scored this evaluation independently; no one saw another&apos;s scores before every sheet was submitted. Agreement is weighted Cohen&apos;s kappa (linear and quadratic weights) for two reviewers and Krippendorff&apos;s alpha (ordinal) for any number; 1 is perfect agreement, 0 what chance alone gives.</source>
        <translation>%1 Prüfer haben diese Bewertung unabhängig bewertet; niemand sah die Punktzahlen anderer, bevor alle Bögen abgegeben waren. Die Übereinstimmung ist Cohens gewichtetes Kappa (lineare und quadratische Gewichte) für zwei Prüfer und Krippendorffs Alpha (ordinal) für beliebig viele; 1 ist vollkommene Übereinstimmung, 0 das, was der Zufall allein ergibt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reviewers</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Criterion scores (0–5)</source>
        <translation>Punktzahlen der Kriterien (0–5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kappa linear %1, quadratic %2; alpha %3 (%4 criteria)</source>
        <translation>Kappa linear %1, quadratisch %2; Alpha %3 (%4 Kriterien)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check items (fail / partial / pass)</source>
        <translation>Prüfpunkte (nicht bestanden / teilweise / bestanden)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kappa linear %1, quadratic %2; alpha %3 (%4 items)</source>
        <translation>Kappa linear %1, quadratisch %2; Alpha %3 (%4 Punkte)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 by %2 (%3)</source>
        <translation>%1 nach %2 (%3)</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>not reconciled</source>
        <translation>nicht abgestimmt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>Punktzahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Items kappa (lin. / quad.)</source>
        <translation>Kappa der Punkte (lin. / quad.)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items alpha</source>
        <translation>Alpha der Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final score reconciled</source>
        <translation>Endgültige Punktzahl abgestimmt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items differing</source>
        <translation>Abweichende Punkte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Check items the reviewers graded differently:</source>
        <translation>Prüfpunkte, die die Prüfer unterschiedlich bewertet haben:</translation>
    </message>
</context>
<context>
    <name>ReviewVerificationLoader</name>
    <message>
        <location filename="../core/report/ReviewVerificationLoader.cpp" line="+21"/>
        <source>%1 %2: recorded %3, now %4. %5</source>
        <translation>%1 %2: erfasst %3, jetzt %4. %5</translation>
    </message>
</context>
<context>
    <name>ReviewWording</name>
    <message>
        <location filename="../ui/report/ReviewWording.cpp" line="+18"/>
        <source>Planned (no date promised)</source>
        <translation>Geplant (kein Termin zugesagt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Planned, promised for %1: date passed</source>
        <translation>Geplant, zugesagt für %1: Termin überschritten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned, promised for %1</source>
        <translation>Geplant, zugesagt für %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Generally available</source>
        <translation>Allgemein verfügbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not available</source>
        <translation>Nicht verfügbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not applicable</source>
        <translation>Nicht anwendbar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not established</source>
        <translation>Nicht festgestellt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gate triggered: %1, so the tier is capped at Underperforming</source>
        <translation>Ausschlusskriterium ausgelöst: %1, daher ist die Stufe auf „Unterdurchschnittlich“ begrenzt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gate not decided yet: %1 would cap the tier</source>
        <translation>Ausschlusskriterium noch nicht entschieden: %1 würde die Stufe begrenzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gate not triggered: %1 would cap the tier</source>
        <translation>Ausschlusskriterium nicht ausgelöst: %1 würde die Stufe begrenzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no interviews recorded</source>
        <translation>keine Interviews erfasst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 interview</source>
        <translation>1 Interview</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 interviews</source>
        <translation>%1 Interviews</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>less than an hour</source>
        <translation>weniger als eine Stunde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
</context>
<context>
    <name>RocmSmiChecks</name>
    <message>
        <location filename="../core/import/RocmSmiChecks.cpp" line="+76"/>
        <source>The VBIOS is an SR-IOV build: the GPUs are virtual functions in a VM.</source>
        <translation>Das VBIOS ist ein SR-IOV-Build: Die GPUs sind virtuelle Funktionen in einer VM.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No PCIe replays.</source>
        <translation>Keine PCIe-Replays.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>PCIe replays: %1</source>
        <translation>PCIe-Replays: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No uncorrectable ECC errors.</source>
        <translation>Keine nicht korrigierbaren ECC-Fehler.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Uncorrectable ECC errors: %1</source>
        <translation>Nicht korrigierbare ECC-Fehler: %1</translation>
    </message>
</context>
<context>
    <name>RocmSmiJsonParser</name>
    <message>
        <location filename="../core/import/SystemJsonParsers.cpp" line="+22"/>
        <source>Not valid JSON: %1 in &quot;%2&quot;.</source>
        <translation>Kein gültiges JSON: %1 in „%2“.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Not a JSON object: %1 at offset %2.</source>
        <translation>Kein JSON-Objekt: %1 bei Offset %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No &quot;cardN&quot; object in the JSON.</source>
        <translation>Kein Objekt „cardN“ im JSON.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JSON names the driver but no GPU.</source>
        <translation>Das JSON nennt den Treiber, aber keine GPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the first %1 GPUs were read; %2 more were not.</source>
        <translation>Nur die ersten %1 GPUs wurden gelesen, %2 weitere nicht.</translation>
    </message>
</context>
<context>
    <name>RoundRepository</name>
    <message>
        <location filename="../core/store/RoundRepository.cpp" line="+31"/>
        <location line="+13"/>
        <location line="+43"/>
        <location line="+110"/>
        <source>Could not read the rating rounds</source>
        <translation>Die Einstufungsrunden konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>No rating round is open.</source>
        <translation>Keine Einstufungsrunde ist offen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A round needs a name, such as &quot;2.1&quot;.</source>
        <translation>Eine Runde braucht einen Namen, etwa „2.1“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 is still open; close it before opening another.</source>
        <translation>Runde %1 ist noch offen; bitte erst schließen, bevor eine weitere geöffnet wird.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not open round %1</source>
        <translation>Runde %1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No rating round %1.</source>
        <translation>Keine Einstufungsrunde %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 is already closed.</source>
        <translation>Runde %1 ist bereits geschlossen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+15"/>
        <source>Could not freeze the round</source>
        <translation>Die Runde konnte nicht eingefroren werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not close the round</source>
        <translation>Die Runde konnte nicht geschlossen werden</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Could not read the round</source>
        <translation>Die Runde konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No earlier closed round.</source>
        <translation>Keine frühere geschlossene Runde.</translation>
    </message>
</context>
<context>
    <name>RowConflictPrompt</name>
    <message>
        <location filename="../ui/common/RowConflictPrompt.cpp" line="+13"/>
        <source>Reload shows their version in this editor (your changes in it are dropped). Overwrite saves your version over theirs. Keep editing leaves both as they are.</source>
        <translation>„Neu laden“ zeigt deren Fassung in diesem Editor (Ihre Änderungen darin gehen verloren). „Überschreiben“ speichert Ihre Fassung über deren. „Weiter bearbeiten“ lässt beide, wie sie sind.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overwrite</source>
        <translation>Überschreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep editing</source>
        <translation>Weiter bearbeiten</translation>
    </message>
</context>
<context>
    <name>RowVersion</name>
    <message>
        <location filename="../core/store/RowVersion.cpp" line="+37"/>
        <source>The provider no longer exists: someone deleted it.</source>
        <translation>Der Anbieter existiert nicht mehr: Jemand hat ihn gelöscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the provider</source>
        <translation>Der Anbieter konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this provider at %2 (now version %3; you had version %4).</source>
        <translation>„%1“ hat diesen Anbieter geändert (Zeitpunkt: %2; jetzt Version %3; Sie hatten Version %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this provider at %1 (now version %2; you had version %3).</source>
        <translation>Jemand hat diesen Anbieter geändert (Zeitpunkt: %1; jetzt Version %2; Sie hatten Version %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The evaluation no longer exists: someone deleted it.</source>
        <translation>Die Bewertung existiert nicht mehr: Jemand hat sie gelöscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the evaluation</source>
        <translation>Die Bewertung konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this evaluation at %2 (now version %3; you had version %4).</source>
        <translation>„%1“ hat diese Bewertung geändert (Zeitpunkt: %2; jetzt Version %3; Sie hatten Version %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this evaluation at %1 (now version %2; you had version %3).</source>
        <translation>Jemand hat diese Bewertung geändert (Zeitpunkt: %1; jetzt Version %2; Sie hatten Version %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The verdict no longer exists: someone deleted it.</source>
        <translation>Das Urteil existiert nicht mehr: Jemand hat es gelöscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the verdict</source>
        <translation>Das Urteil konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this verdict at %2 (now version %3; you had version %4).</source>
        <translation>„%1“ hat dieses Urteil geändert (Zeitpunkt: %2; jetzt Version %3; Sie hatten Version %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this verdict at %1 (now version %2; you had version %3).</source>
        <translation>Jemand hat dieses Urteil geändert (Zeitpunkt: %1; jetzt Version %2; Sie hatten Version %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interview no longer exists: someone deleted it.</source>
        <translation>Das Interview existiert nicht mehr: Jemand hat es gelöscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the interview</source>
        <translation>Das Interview konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this interview at %2 (now version %3; you had version %4).</source>
        <translation>„%1“ hat dieses Interview geändert (Zeitpunkt: %2; jetzt Version %3; Sie hatten Version %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this interview at %1 (now version %2; you had version %3).</source>
        <translation>Jemand hat dieses Interview geändert (Zeitpunkt: %1; jetzt Version %2; Sie hatten Version %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tier assignment no longer exists: someone deleted it.</source>
        <translation>Die Stufenzuweisung existiert nicht mehr: Jemand hat sie gelöscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the tier assignment</source>
        <translation>Die Stufenzuweisung konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this tier assignment at %2 (now version %3; you had version %4).</source>
        <translation>„%1“ hat diese Stufenzuweisung geändert (Zeitpunkt: %2; jetzt Version %3; Sie hatten Version %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this tier assignment at %1 (now version %2; you had version %3).</source>
        <translation>Jemand hat diese Stufenzuweisung geändert (Zeitpunkt: %1; jetzt Version %2; Sie hatten Version %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The node no longer exists: someone deleted it.</source>
        <translation>Der Knoten existiert nicht mehr: Jemand hat ihn gelöscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the node</source>
        <translation>Der Knoten konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this node at %2 (now version %3; you had version %4).</source>
        <translation>„%1“ hat diesen Knoten geändert (Zeitpunkt: %2; jetzt Version %3; Sie hatten Version %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this node at %1 (now version %2; you had version %3).</source>
        <translation>Jemand hat diesen Knoten geändert (Zeitpunkt: %1; jetzt Version %2; Sie hatten Version %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The price record no longer exists: someone deleted it.</source>
        <translation>Der Preiseintrag existiert nicht mehr: Jemand hat ihn gelöscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the price record</source>
        <translation>Der Preiseintrag konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this price record at %2 (now version %3; you had version %4).</source>
        <translation>„%1“ hat diesen Preiseintrag geändert (Zeitpunkt: %2; jetzt Version %3; Sie hatten Version %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this price record at %1 (now version %2; you had version %3).</source>
        <translation>Jemand hat diesen Preiseintrag geändert (Zeitpunkt: %1; jetzt Version %2; Sie hatten Version %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dispute no longer exists: someone deleted it.</source>
        <translation>Der Einspruch existiert nicht mehr: Jemand hat ihn gelöscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the dispute</source>
        <translation>Der Einspruch konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this dispute at %2 (now version %3; you had version %4).</source>
        <translation>„%1“ hat diesen Einspruch geändert (Zeitpunkt: %2; jetzt Version %3; Sie hatten Version %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this dispute at %1 (now version %2; you had version %3).</source>
        <translation>Jemand hat diesen Einspruch geändert (Zeitpunkt: %1; jetzt Version %2; Sie hatten Version %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cluster no longer exists: someone deleted it.</source>
        <translation>Der Cluster existiert nicht mehr: Jemand hat ihn gelöscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the cluster</source>
        <translation>Der Cluster konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this cluster at %2 (now version %3; you had version %4).</source>
        <translation>„%1“ hat diesen Cluster geändert (Zeitpunkt: %2; jetzt Version %3; Sie hatten Version %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this cluster at %1 (now version %2; you had version %3).</source>
        <translation>Jemand hat diesen Cluster geändert (Zeitpunkt: %1; jetzt Version %2; Sie hatten Version %3).</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>This kind of row carries no version.</source>
        <translation>Diese Art von Datensatz trägt keine Version.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Could not read the row&apos;s version</source>
        <translation>Die Version des Datensatzes konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 Nothing was saved: reload to see their change, or overwrite it knowingly.</source>
        <translation>%1 Nichts wurde gespeichert: Laden Sie neu, um die Änderung zu sehen, oder überschreiben Sie sie bewusst.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>an unknown time</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>Rubric</name>
    <message>
        <location filename="../build/translations/rubric/RubricMessages.cpp" line="+6"/>
        <location line="+78"/>
        <location line="+508"/>
        <source>Security</source>
        <extracomment>1.0 security: criterion name
----------
2.0 security: criterion name
----------
3.0 security: criterion name</extracomment>
        <translation>Sicherheit</translation>
    </message>
    <message>
        <location line="-584"/>
        <source>Security attestation</source>
        <extracomment>1.0 security.soc2: item title</extracomment>
        <translation>Sicherheitsnachweis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is there a SOC 2 or ISO 27001 attestation?</source>
        <extracomment>1.0 security.soc2: item question</extracomment>
        <translation>Gibt es eine Attestierung nach SOC 2 oder ISO 27001?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A current third-party report or certificate covering the GPU service.</source>
        <extracomment>1.0 security.soc2: item guidance</extracomment>
        <translation>Ein aktueller Bericht oder ein Zertifikat eines Dritten, das den GPU-Dienst abdeckt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ease of use and lifecycle</source>
        <extracomment>1.0 lifecycle: criterion name</extracomment>
        <translation>Bedienbarkeit und Lebenszyklus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Getting a working cluster</source>
        <extracomment>1.0 lifecycle.cluster_create: item title</extracomment>
        <translation>Zu einem funktionierenden Cluster kommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How quickly does a customer go from contract to running jobs?</source>
        <extracomment>1.0 lifecycle.cluster_create: item question</extracomment>
        <translation>Wie schnell kommt ein Kunde vom Vertrag zu laufenden Jobs?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self-service or fast, accurate delivery with everything working at handover.</source>
        <extracomment>1.0 lifecycle.cluster_create: item guidance</extracomment>
        <translation>Selbstbedienung oder schnelle, korrekte Lieferung, bei der zur Übergabe alles funktioniert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm and Kubernetes</source>
        <extracomment>1.0 orchestration: criterion name</extracomment>
        <translation>Slurm und Kubernetes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm offering</source>
        <extracomment>1.0 orchestration.slurm: item title</extracomment>
        <translation>Slurm-Angebot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a working Slurm cluster provided?</source>
        <extracomment>1.0 orchestration.slurm: item question</extracomment>
        <translation>Wird ein funktionierender Slurm-Cluster bereitgestellt?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A managed Slurm with containers and accounting working at handover.</source>
        <extracomment>1.0 orchestration.slurm: item guidance</extracomment>
        <translation>Ein verwaltetes Slurm, bei dem Container und Accounting zur Übergabe funktionieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubernetes offering</source>
        <extracomment>1.0 orchestration.kubernetes: item title</extracomment>
        <translation>Kubernetes-Angebot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a working Kubernetes cluster provided?</source>
        <extracomment>1.0 orchestration.kubernetes: item question</extracomment>
        <translation>Wird ein funktionierender Kubernetes-Cluster bereitgestellt?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A managed Kubernetes with the GPU operator and network operator installed.</source>
        <extracomment>1.0 orchestration.kubernetes: item guidance</extracomment>
        <translation>Ein verwaltetes Kubernetes mit installiertem GPU Operator und Network Operator.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+228"/>
        <location line="+508"/>
        <source>Storage</source>
        <extracomment>1.0 storage: criterion name
----------
2.0 storage: criterion name
----------
3.0 storage: criterion name</extracomment>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="-734"/>
        <source>Shared filesystem</source>
        <extracomment>1.0 storage.parallel_fs: item title</extracomment>
        <translation>Gemeinsames Dateisystem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a high-performance shared filesystem provided?</source>
        <extracomment>1.0 storage.parallel_fs: item question</extracomment>
        <translation>Wird ein leistungsfähiges gemeinsames Dateisystem bereitgestellt?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A parallel filesystem mounted on every node from day one.</source>
        <extracomment>1.0 storage.parallel_fs: item guidance</extracomment>
        <translation>Ein paralleles Dateisystem, das vom ersten Tag an auf jedem Knoten eingehängt ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL/RCCL networking performance</source>
        <extracomment>1.0 networking: criterion name</extracomment>
        <translation>NCCL/RCCL-Netzwerkleistung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collective bandwidth</source>
        <extracomment>1.0 networking.nccl_multinode: item title</extracomment>
        <translation>Kollektive Bandbreite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do multi-node NCCL/RCCL tests reach the expected bus bandwidth?</source>
        <extracomment>1.0 networking.nccl_multinode: item question</extracomment>
        <translation>Erreichen knotenübergreifende NCCL/RCCL-Tests die erwartete Busbandbreite?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collectives across nodes reach the bandwidth the fabric should deliver, with GPUDirect RDMA working.</source>
        <extracomment>1.0 networking.nccl_multinode: item guidance</extracomment>
        <translation>Kollektive Operationen über Knoten hinweg erreichen die Bandbreite, die das Fabric liefern sollte, und GPUDirect RDMA funktioniert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reliability and support</source>
        <extracomment>1.0 reliability: criterion name</extracomment>
        <translation>Zuverlässigkeit und Support</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uptime and support</source>
        <extracomment>1.0 reliability.uptime_sla: item title</extracomment>
        <translation>Verfügbarkeit und Support</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What uptime and support response are committed?</source>
        <extracomment>1.0 reliability.uptime_sla: item question</extracomment>
        <translation>Welche Verfügbarkeit und welche Support-Reaktionszeit werden zugesagt?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A written SLA and engineers reachable quickly during incidents.</source>
        <extracomment>1.0 reliability.uptime_sla: item guidance</extracomment>
        <translation>Ein schriftliches SLA und Ingenieure, die bei Störungen schnell erreichbar sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monitoring and health checks</source>
        <extracomment>1.0 monitoring: criterion name</extracomment>
        <translation>Überwachung und Health-Checks</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+364"/>
        <location line="+544"/>
        <source>Monitoring</source>
        <extracomment>1.0 monitoring.dashboard: item title
----------
2.0 monitoring: criterion name
----------
3.0 monitoring: criterion name</extracomment>
        <translation>Überwachung</translation>
    </message>
    <message>
        <location line="-906"/>
        <source>Are GPU metrics and health checks visible to the customer?</source>
        <extracomment>1.0 monitoring.dashboard: item question</extracomment>
        <translation>Sind GPU-Metriken und Health-Checks für den Kunden sichtbar?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dashboard with DCGM metrics and automatic health checks.</source>
        <extracomment>1.0 monitoring.dashboard: item guidance</extracomment>
        <translation>Ein Dashboard mit DCGM-Metriken und automatischen Health-Checks.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+410"/>
        <location line="+544"/>
        <source>Pricing</source>
        <extracomment>1.0 pricing: criterion name
----------
2.0 pricing: criterion name
----------
3.0 pricing: criterion name</extracomment>
        <translation>Preise</translation>
    </message>
    <message>
        <location line="-952"/>
        <source>Price per GPU-hour</source>
        <extracomment>1.0 pricing.gpu_hour: item title</extracomment>
        <translation>Preis je GPU-Stunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What does a GPU-hour cost for this quality?</source>
        <extracomment>1.0 pricing.gpu_hour: item question</extracomment>
        <translation>Was kostet eine GPU-Stunde bei dieser Qualität?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A price in line with the quality delivered.</source>
        <extracomment>1.0 pricing.gpu_hour: item guidance</extracomment>
        <translation>Ein Preis, der zur gelieferten Qualität passt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consumption models</source>
        <extracomment>1.0 consumption: criterion name</extracomment>
        <translation>Bezugsmodelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On demand and contract terms</source>
        <extracomment>1.0 consumption.terms: item title</extracomment>
        <translation>On-Demand und Vertragslaufzeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which consumption models are offered (on demand, reserved, spot)?</source>
        <extracomment>1.0 consumption.terms: item question</extracomment>
        <translation>Welche Bezugsmodelle werden angeboten (On-Demand, reserviert, Spot)?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A choice from on demand to long-term reserved capacity.</source>
        <extracomment>1.0 consumption.terms: item guidance</extracomment>
        <translation>Eine Auswahl von On-Demand bis zu langfristig reservierter Kapazität.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+508"/>
        <source>Third-party attestation, compliance regimes, tenant isolation on the backend fabric, and how current and hardened the GPU software stack is.</source>
        <extracomment>2.0 security: criterion description
----------
3.0 security: criterion description</extracomment>
        <translation>Attestierung durch Dritte, Compliance-Regelwerke, Mandantentrennung im Backend-Fabric und wie aktuell und gehärtet der GPU-Software-Stack ist.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>SOC 1 / SOC 2 Type II attestation</source>
        <extracomment>2.0 security.soc2: item title
----------
3.0 security.soc2: item title</extracomment>
        <translation>Attestierung nach SOC 1 / SOC 2 Type II</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can you share a current SOC 2 Type II report (or SOC 1 Type II) covering the GPU cloud, and under what NDA?</source>
        <extracomment>2.0 security.soc2: item question
----------
3.0 security.soc2: item question</extracomment>
        <translation>Können Sie einen aktuellen SOC-2-Type-II-Bericht (oder SOC 1 Type II) vorlegen, der die GPU-Cloud abdeckt, und unter welchem NDA?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>An auditor&apos;s Type II report, not a Type I or a &apos;readiness&apos; letter, dated within the last twelve months and scoped to the data centres and control plane we are renting. The report is handed over on request under a normal NDA.</source>
        <extracomment>2.0 security.soc2: item guidance
----------
3.0 security.soc2: item guidance</extracomment>
        <translation>Ein Type-II-Bericht eines Prüfers, kein Type-I-Bericht und kein „Readiness“-Schreiben, aus den letzten zwölf Monaten und mit einem Geltungsbereich, der die gemieteten Rechenzentren und die Control Plane umfasst. Der Bericht wird auf Anfrage unter einem üblichen NDA übergeben.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>ISO 27001 certification</source>
        <extracomment>2.0 security.iso27001: item title
----------
3.0 security.iso27001: item title</extracomment>
        <translation>Zertifizierung nach ISO 27001</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is the operation certified to ISO/IEC 27001, by which registrar, and does the certificate&apos;s scope include these sites?</source>
        <extracomment>2.0 security.iso27001: item question
----------
3.0 security.iso27001: item question</extracomment>
        <translation>Ist der Betrieb nach ISO/IEC 27001 zertifiziert, durch welche Zertifizierungsstelle, und umfasst der Geltungsbereich des Zertifikats diese Standorte?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A certificate from an accredited registrar whose scope names the GPU cloud service and the sites in use; the certificate number can be looked up. A parent company&apos;s certificate that excludes the GPU business does not count.</source>
        <extracomment>2.0 security.iso27001: item guidance
----------
3.0 security.iso27001: item guidance</extracomment>
        <translation>Ein Zertifikat einer akkreditierten Zertifizierungsstelle, dessen Geltungsbereich den GPU-Cloud-Dienst und die genutzten Standorte nennt; die Zertifikatsnummer lässt sich nachschlagen. Ein Zertifikat der Muttergesellschaft, das das GPU-Geschäft ausnimmt, zählt nicht.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>GDPR readiness</source>
        <extracomment>2.0 security.gdpr: item title
----------
3.0 security.gdpr: item title</extracomment>
        <translation>DSGVO-Bereitschaft</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Do you offer a data processing agreement and EU data residency, and who are your sub-processors?</source>
        <extracomment>2.0 security.gdpr: item question
----------
3.0 security.gdpr: item question</extracomment>
        <translation>Bieten Sie einen Auftragsverarbeitungsvertrag und Datenhaltung in der EU an, und wer sind Ihre Unterauftragsverarbeiter?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A standard DPA with a published sub-processor list, the option to keep data and backups inside the EU, and a named contact for data-protection requests.</source>
        <extracomment>2.0 security.gdpr: item guidance
----------
3.0 security.gdpr: item guidance</extracomment>
        <translation>Ein Standard-AVV mit veröffentlichter Liste der Unterauftragsverarbeiter, die Möglichkeit, Daten und Sicherungen in der EU zu halten, und ein benannter Ansprechpartner für Datenschutzanfragen.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>PCI DSS scope</source>
        <extracomment>2.0 security.pci: item title
----------
3.0 security.pci: item title</extracomment>
        <translation>Geltungsbereich von PCI DSS</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can card-holder data workloads run here, and do you hold a PCI DSS attestation of compliance?</source>
        <extracomment>2.0 security.pci: item question
----------
3.0 security.pci: item question</extracomment>
        <translation>Können hier Workloads mit Karteninhaberdaten laufen, und haben Sie eine PCI-DSS-Konformitätsbescheinigung (AOC)?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Either an attestation of compliance for the relevant service, or a clear written statement that PCI workloads are out of scope. Vague answers are worse than an honest no.</source>
        <extracomment>2.0 security.pci: item guidance
----------
3.0 security.pci: item guidance</extracomment>
        <translation>Entweder eine Konformitätsbescheinigung für den betreffenden Dienst oder eine klare schriftliche Aussage, dass PCI-Workloads ausgeschlossen sind. Vage Antworten sind schlechter als ein ehrliches Nein.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>HIPAA and a BAA</source>
        <extracomment>2.0 security.hipaa: item title
----------
3.0 security.hipaa: item title</extracomment>
        <translation>HIPAA und ein BAA</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Will you sign a Business Associate Agreement for workloads with protected health information?</source>
        <extracomment>2.0 security.hipaa: item question
----------
3.0 security.hipaa: item question</extracomment>
        <translation>Unterzeichnen Sie ein Business Associate Agreement für Workloads mit geschützten Gesundheitsdaten?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A BAA is available without a custom legal project, and the covered services are listed. Where it is not offered, the provider says so plainly.</source>
        <extracomment>2.0 security.hipaa: item guidance
----------
3.0 security.hipaa: item guidance</extracomment>
        <translation>Ein BAA ist ohne eigenes Rechtsprojekt erhältlich, und die abgedeckten Dienste sind aufgeführt. Wo es nicht angeboten wird, sagt der Anbieter das klar.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>FedRAMP or government authorisation</source>
        <extracomment>2.0 security.fedramp: item title
----------
3.0 security.fedramp: item title</extracomment>
        <translation>FedRAMP oder behördliche Autorisierung</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Do you hold a FedRAMP (or equivalent national) authorisation, and at which impact level?</source>
        <extracomment>2.0 security.fedramp: item question
----------
3.0 security.fedramp: item question</extracomment>
        <translation>Haben Sie eine Autorisierung nach FedRAMP (oder einem gleichwertigen nationalen Verfahren), und auf welcher Impact-Stufe?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>An authorisation listed in the FedRAMP marketplace, or an equivalent national scheme, for customers who need it. Not expected of every neocloud; recorded as N/A where the provider does not target government work.</source>
        <extracomment>2.0 security.fedramp: item guidance
----------
3.0 security.fedramp: item guidance</extracomment>
        <translation>Eine im FedRAMP Marketplace gelistete Autorisierung oder ein gleichwertiges nationales Verfahren für Kunden, die es brauchen. Nicht von jeder Neocloud zu erwarten; als N/A erfasst, wo der Anbieter nicht auf Behördenaufträge zielt.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Tenant isolation on the backend fabric</source>
        <extracomment>2.0 security.fabric_isolation: item title
----------
3.0 security.fabric_isolation: item title</extracomment>
        <translation>Mandantentrennung im Backend-Fabric</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How are tenants separated on the InfiniBand or RoCE backend network: PKeys, VLANs/VRFs, or dedicated switches?</source>
        <extracomment>2.0 security.fabric_isolation: item question
----------
3.0 security.fabric_isolation: item question</extracomment>
        <translation>Wie werden Mandanten im InfiniBand- oder RoCE-Backend-Netzwerk getrennt: PKeys, VLANs/VRFs oder eigene Switches?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Each tenant gets its own InfiniBand partition (PKey) or its own VLAN/VRF on RoCE, set by the provider and not changeable from the tenant&apos;s nodes. A node sees only its own tenant&apos;s ports; ibstat and the subnet manager confirm it.</source>
        <extracomment>2.0 security.fabric_isolation: item guidance
----------
3.0 security.fabric_isolation: item guidance</extracomment>
        <translation>Jeder Mandant erhält eine eigene InfiniBand-Partition (PKey) oder ein eigenes VLAN/VRF bei RoCE, vom Anbieter gesetzt und von den Knoten des Mandanten aus nicht änderbar. Ein Knoten sieht nur die Ports seines eigenen Mandanten; ibstat und der Subnet Manager bestätigen es.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Driver and firmware currency</source>
        <extracomment>2.0 security.driver_currency: item title
----------
3.0 security.driver_currency: item title</extracomment>
        <translation>Aktualität von Treibern und Firmware</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Which GPU driver, NIC firmware and BMC/BIOS versions are deployed, and how quickly are security updates rolled out?</source>
        <extracomment>2.0 security.driver_currency: item question
----------
3.0 security.driver_currency: item question</extracomment>
        <translation>Welche Versionen von GPU-Treiber, NIC-Firmware und BMC/BIOS sind im Einsatz, und wie schnell werden Sicherheitsupdates ausgerollt?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Drivers on a currently supported branch with recent security fixes, NIC and switch firmware within a release or two of the vendor&apos;s latest, and a written patch cadence with a maintenance-window process the customer can see.</source>
        <extracomment>2.0 security.driver_currency: item guidance
----------
3.0 security.driver_currency: item guidance</extracomment>
        <translation>Treiber auf einem aktuell unterstützten Zweig mit neueren Sicherheitskorrekturen, NIC- und Switch-Firmware höchstens ein oder zwei Releases hinter der neuesten des Herstellers und ein schriftlicher Patch-Rhythmus mit einem Wartungsfensterprozess, den der Kunde sehen kann.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>NVIDIA Container Toolkit escape CVEs</source>
        <extracomment>2.0 security.container_toolkit: item title
----------
3.0 security.container_toolkit: item title</extracomment>
        <translation>Ausbruchs-CVEs des NVIDIA Container Toolkit</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Which NVIDIA Container Toolkit version runs on the nodes, and were the published container-escape CVEs patched?</source>
        <extracomment>2.0 security.container_toolkit: item question
----------
3.0 security.container_toolkit: item question</extracomment>
        <translation>Welche Version des NVIDIA Container Toolkit läuft auf den Knoten, und wurden die veröffentlichten CVEs zum Container-Ausbruch gepatcht?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>The toolkit on every node is at or above the fixed version for the known escape vulnerabilities, and the provider can say when it patched. A probe of the node confirms the version.</source>
        <extracomment>2.0 security.container_toolkit: item guidance
----------
3.0 security.container_toolkit: item guidance</extracomment>
        <translation>Das Toolkit auf jedem Knoten hat mindestens die korrigierte Version für die bekannten Ausbruchslücken, und der Anbieter kann sagen, wann er gepatcht hat. Eine Messung auf dem Knoten bestätigt die Version.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Lifecycle</source>
        <extracomment>2.0 lifecycle: criterion name
----------
3.0 lifecycle: criterion name</extracomment>
        <translation>Lebenszyklus</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Everything between signing and leaving: cost transparency, delivery, creating and growing a cluster, support, and the audit trail.</source>
        <extracomment>2.0 lifecycle: criterion description
----------
3.0 lifecycle: criterion description</extracomment>
        <translation>Alles zwischen Unterschrift und Abschied: Kostentransparenz, Lieferung, Anlegen und Erweitern eines Clusters, Support und der Prüfpfad.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Onboarding and offboarding cost transparency</source>
        <extracomment>2.0 lifecycle.onboarding_cost: item title
----------
3.0 lifecycle.onboarding_cost: item title</extracomment>
        <translation>Kostentransparenz bei Einstieg und Ausstieg</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What does it cost to start and to end a contract: setup fees, data migration, early termination, wiping?</source>
        <extracomment>2.0 lifecycle.onboarding_cost: item question
----------
3.0 lifecycle.onboarding_cost: item question</extracomment>
        <translation>Was kostet es, einen Vertrag zu beginnen und zu beenden: Einrichtungsgebühren, Datenmigration, vorzeitige Kündigung, Löschen?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Every one-off fee is written in the quote before signing; leaving costs nothing beyond what the contract says, and data is wiped with a certificate on request.</source>
        <extracomment>2.0 lifecycle.onboarding_cost: item guidance
----------
3.0 lifecycle.onboarding_cost: item guidance</extracomment>
        <translation>Jede einmalige Gebühr steht vor der Unterschrift im Angebot; der Ausstieg kostet nichts über den Vertrag hinaus, und Daten werden auf Anfrage mit Zertifikat gelöscht.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Egress fees</source>
        <extracomment>2.0 lifecycle.egress: item title
----------
3.0 lifecycle.egress: item title</extracomment>
        <translation>Egress-Gebühren</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What do you charge for data leaving the cluster to the internet or another cloud?</source>
        <extracomment>2.0 lifecycle.egress: item question
----------
3.0 lifecycle.egress: item question</extracomment>
        <translation>Was berechnen Sie für Daten, die den Cluster ins Internet oder in eine andere Cloud verlassen?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>No egress fees, or a published per-GB price low enough that moving a checkpoint out is not a budget decision.</source>
        <extracomment>2.0 lifecycle.egress: item guidance
----------
3.0 lifecycle.egress: item guidance</extracomment>
        <translation>Keine Egress-Gebühren oder ein veröffentlichter Preis je GB, niedrig genug, dass das Hinausschieben eines Checkpoints keine Budgetfrage ist.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Delivery-date accuracy</source>
        <extracomment>2.0 lifecycle.delivery_date: item title
----------
3.0 lifecycle.delivery_date: item title</extracomment>
        <translation>Termintreue der Lieferung</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>When will the cluster be handed over, and how did your last deliveries compare to the promised date?</source>
        <extracomment>2.0 lifecycle.delivery_date: item question
----------
3.0 lifecycle.delivery_date: item question</extracomment>
        <translation>Wann wird der Cluster übergeben, und wie verhielten sich Ihre letzten Lieferungen zum zugesagten Termin?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>The cluster arrives on the promised date with the promised configuration; delays are announced early with a new firm date. Customers interviewed confirm the track record.</source>
        <extracomment>2.0 lifecycle.delivery_date: item guidance
----------
3.0 lifecycle.delivery_date: item guidance</extracomment>
        <translation>Der Cluster kommt zum zugesagten Termin in der zugesagten Konfiguration; Verzögerungen werden früh mit einem neuen festen Termin angekündigt. Befragte Kunden bestätigen diese Bilanz.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Ease of creating a cluster</source>
        <extracomment>2.0 lifecycle.cluster_create: item title
----------
3.0 lifecycle.cluster_create: item title</extracomment>
        <translation>Einfaches Anlegen eines Clusters</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How does a customer create a cluster: console, API, Terraform, a ticket? How long until the first job runs?</source>
        <extracomment>2.0 lifecycle.cluster_create: item question
----------
3.0 lifecycle.cluster_create: item question</extracomment>
        <translation>Wie legt ein Kunde einen Cluster an: Konsole, API, Terraform, ein Ticket? Wie lange dauert es bis zum ersten Job?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Self-service creation through a console or API (ideally Terraform too), with a working scheduler and shared storage ready within hours, not days of back-and-forth tickets.</source>
        <extracomment>2.0 lifecycle.cluster_create: item guidance
----------
3.0 lifecycle.cluster_create: item guidance</extracomment>
        <translation>Anlegen in Selbstbedienung über Konsole oder API (idealerweise auch Terraform), mit funktionierendem Scheduler und gemeinsamem Speicher innerhalb von Stunden, nicht nach Tagen voller Tickets hin und her.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Ease of expanding a cluster</source>
        <extracomment>2.0 lifecycle.cluster_expand: item title
----------
3.0 lifecycle.cluster_expand: item title</extracomment>
        <translation>Einfaches Erweitern eines Clusters</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How are nodes added to a running cluster, and does the existing cluster keep running meanwhile?</source>
        <extracomment>2.0 lifecycle.cluster_expand: item question
----------
3.0 lifecycle.cluster_expand: item question</extracomment>
        <translation>Wie werden einem laufenden Cluster Knoten hinzugefügt, und läuft der bestehende Cluster währenddessen weiter?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>New nodes join the same fabric partition, scheduler and filesystems without rebuilding the cluster or interrupting running jobs.</source>
        <extracomment>2.0 lifecycle.cluster_expand: item guidance
----------
3.0 lifecycle.cluster_expand: item guidance</extracomment>
        <translation>Neue Knoten kommen in dieselbe Fabric-Partition, denselben Scheduler und dieselben Dateisysteme, ohne dass der Cluster neu aufgebaut wird oder laufende Jobs unterbrochen werden.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>GPUDirect RDMA out of the box</source>
        <extracomment>2.0 lifecycle.gpudirect_rdma: item title
----------
3.0 lifecycle.gpudirect_rdma: item title</extracomment>
        <translation>GPUDirect RDMA ab Werk</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is GPUDirect RDMA enabled on delivered nodes (nvidia-peermem or dma-buf), without the customer having to configure it?</source>
        <extracomment>2.0 lifecycle.gpudirect_rdma: item question
----------
3.0 lifecycle.gpudirect_rdma: item question</extracomment>
        <translation>Ist GPUDirect RDMA auf gelieferten Knoten aktiv (nvidia-peermem oder dma-buf), ohne dass der Kunde es einrichten muss?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>GPUDirect RDMA works from the first login: the peermem module or dma-buf path is active, NCCL reports GDR on the backend NICs, and the collective tests reach their expected bus bandwidth without tuning.</source>
        <extracomment>2.0 lifecycle.gpudirect_rdma: item guidance
----------
3.0 lifecycle.gpudirect_rdma: item guidance</extracomment>
        <translation>GPUDirect RDMA funktioniert ab der ersten Anmeldung: Das peermem-Modul oder der dma-buf-Pfad ist aktiv, NCCL meldet GDR auf den Backend-NICs, und die kollektiven Tests erreichen ohne Tuning ihre erwartete Busbandbreite.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>No GPU hours billed during creation or downtime</source>
        <extracomment>2.0 lifecycle.billing_fairness: item title
----------
3.0 lifecycle.billing_fairness: item title</extracomment>
        <translation>Keine berechneten GPU-Stunden während Aufbau oder Ausfall</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Are GPU hours charged while a cluster is being built, or while nodes are broken and waiting for repair?</source>
        <extracomment>2.0 lifecycle.billing_fairness: item question
----------
3.0 lifecycle.billing_fairness: item question</extracomment>
        <translation>Werden GPU-Stunden berechnet, während ein Cluster aufgebaut wird oder während Knoten defekt sind und auf Reparatur warten?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Billing starts when the customer accepts working nodes and stops for any node that is down through the provider&apos;s fault; credits are applied automatically, not after a dispute.</source>
        <extracomment>2.0 lifecycle.billing_fairness: item guidance
----------
3.0 lifecycle.billing_fairness: item guidance</extracomment>
        <translation>Die Abrechnung beginnt, wenn der Kunde funktionierende Knoten abnimmt, und endet für jeden Knoten, der durch Verschulden des Anbieters ausfällt; Gutschriften werden automatisch erteilt, nicht erst nach einem Streit.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Time to a working PyTorch</source>
        <extracomment>2.0 lifecycle.pytorch_ready: item title
----------
3.0 lifecycle.pytorch_ready: item title</extracomment>
        <translation>Zeit bis zu einem funktionierenden PyTorch</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How long does it take on a fresh node to install PyTorch and run &apos;import torch&apos; with the GPUs visible?</source>
        <extracomment>2.0 lifecycle.pytorch_ready: item question
----------
3.0 lifecycle.pytorch_ready: item question</extracomment>
        <translation>Wie lange dauert es auf einem frischen Knoten, PyTorch zu installieren und „import torch“ mit sichtbaren GPUs auszuführen?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Package mirrors or caches make a pip install of PyTorch take well under a minute, and &apos;import torch&apos; returns in seconds; nothing in the image fights the install.</source>
        <extracomment>2.0 lifecycle.pytorch_ready: item guidance
----------
3.0 lifecycle.pytorch_ready: item guidance</extracomment>
        <translation>Paketspiegel oder Caches sorgen dafür, dass eine pip-Installation von PyTorch deutlich unter einer Minute dauert und „import torch“ in Sekunden zurückkehrt; nichts im Image behindert die Installation.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Support quality</source>
        <extracomment>2.0 lifecycle.support: item title
----------
3.0 lifecycle.support: item title</extracomment>
        <translation>Qualität des Supports</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Through which channels is support reachable (shared Slack, tickets, phone), who answers, and how fast?</source>
        <extracomment>2.0 lifecycle.support: item question
----------
3.0 lifecycle.support: item question</extracomment>
        <translation>Über welche Kanäle ist der Support erreichbar (gemeinsames Slack, Tickets, Telefon), wer antwortet, und wie schnell?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A shared channel staffed by engineers who can act on the cluster, answers in minutes during an incident, and fixes that stick. Interviewed customers describe support as a strength.</source>
        <extracomment>2.0 lifecycle.support: item guidance
----------
3.0 lifecycle.support: item guidance</extracomment>
        <translation>Ein gemeinsamer Kanal, besetzt mit Ingenieuren, die am Cluster handeln können, bei Störungen binnen Minuten antworten und dauerhafte Lösungen liefern. Befragte Kunden nennen den Support eine Stärke.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Audit-log completeness and retention</source>
        <extracomment>2.0 lifecycle.audit_log: item title
----------
3.0 lifecycle.audit_log: item title</extracomment>
        <translation>Vollständigkeit und Aufbewahrung des Prüfprotokolls</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Which actions on the account and the cluster are logged, for how long, and can customers export the log?</source>
        <extracomment>2.0 lifecycle.audit_log: item question
----------
3.0 lifecycle.audit_log: item question</extracomment>
        <translation>Welche Aktionen am Konto und am Cluster werden protokolliert, wie lange, und können Kunden das Protokoll exportieren?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Every console, API and staff action on the tenant is logged with who and when, kept for at least a year, and exportable or streamable to the customer&apos;s SIEM.</source>
        <extracomment>2.0 lifecycle.audit_log: item guidance
----------
3.0 lifecycle.audit_log: item guidance</extracomment>
        <translation>Jede Aktion über Konsole, API und durch Personal am Mandanten wird mit Wer und Wann protokolliert, mindestens ein Jahr aufbewahrt und lässt sich exportieren oder an das SIEM des Kunden streamen.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Orchestration</source>
        <extracomment>2.0 orchestration: criterion name
----------
3.0 orchestration: criterion name</extracomment>
        <translation>Orchestrierung</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Identity and access management plus the maturity of managed Slurm and Kubernetes.</source>
        <extracomment>2.0 orchestration: criterion description
----------
3.0 orchestration: criterion description</extracomment>
        <translation>Identitäts- und Zugriffsverwaltung sowie die Reife von verwaltetem Slurm und Kubernetes.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>User and group management</source>
        <extracomment>2.0 orchestration.users_groups: item title
----------
3.0 orchestration.users_groups: item title</extracomment>
        <translation>Benutzer- und Gruppenverwaltung</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How are cluster users and groups created and kept in sync across nodes?</source>
        <extracomment>2.0 orchestration.users_groups: item question
----------
3.0 orchestration.users_groups: item question</extracomment>
        <translation>Wie werden Benutzer und Gruppen des Clusters angelegt und über die Knoten hinweg synchron gehalten?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Users and groups are managed centrally (directory or console) and appear consistently on every node with the same UIDs and home directories; no hand-edited /etc/passwd.</source>
        <extracomment>2.0 orchestration.users_groups: item guidance
----------
3.0 orchestration.users_groups: item guidance</extracomment>
        <translation>Benutzer und Gruppen werden zentral verwaltet (Verzeichnisdienst oder Konsole) und erscheinen auf jedem Knoten einheitlich mit denselben UIDs und Home-Verzeichnissen; kein von Hand bearbeitetes /etc/passwd.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Role-based access control</source>
        <extracomment>2.0 orchestration.rbac: item title
----------
3.0 orchestration.rbac: item title</extracomment>
        <translation>Rollenbasierte Zugriffskontrolle</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can the customer define roles that separate administrators, researchers and billing users?</source>
        <extracomment>2.0 orchestration.rbac: item question
----------
3.0 orchestration.rbac: item question</extracomment>
        <translation>Kann der Kunde Rollen festlegen, die Administratoren, Forschende und Abrechnungsbenutzer trennen?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Roles with least privilege for the console, API, scheduler and Kubernetes namespaces, assignable by the customer&apos;s own administrators.</source>
        <extracomment>2.0 orchestration.rbac: item guidance
----------
3.0 orchestration.rbac: item guidance</extracomment>
        <translation>Rollen mit minimalen Rechten für Konsole, API, Scheduler und Kubernetes-Namespaces, die die eigenen Administratoren des Kunden zuweisen können.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Single sign-on</source>
        <extracomment>2.0 orchestration.sso: item title
----------
3.0 orchestration.sso: item title</extracomment>
        <translation>Single Sign-on</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Does the console and the cluster login support SSO (SAML or OIDC) with the customer&apos;s identity provider?</source>
        <extracomment>2.0 orchestration.sso: item question
----------
3.0 orchestration.sso: item question</extracomment>
        <translation>Unterstützen Konsole und Cluster-Anmeldung SSO (SAML oder OIDC) mit dem Identitätsanbieter des Kunden?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>SAML or OIDC sign-on for the console, and SSH or kubeconfig access tied to the same identities, without a per-seat surcharge.</source>
        <extracomment>2.0 orchestration.sso: item guidance
----------
3.0 orchestration.sso: item guidance</extracomment>
        <translation>Anmeldung per SAML oder OIDC an der Konsole und an dieselben Identitäten gebundener SSH- oder kubeconfig-Zugang, ohne Aufpreis je Benutzer.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Managed Slurm maturity</source>
        <extracomment>2.0 orchestration.slurm: item title
----------
3.0 orchestration.slurm: item title</extracomment>
        <translation>Reife des verwalteten Slurm</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Do you offer managed Slurm, who operates the controller, and which versions and plugins are supported?</source>
        <extracomment>2.0 orchestration.slurm: item question
----------
3.0 orchestration.slurm: item question</extracomment>
        <translation>Bieten Sie verwaltetes Slurm an, wer betreibt den Controller, und welche Versionen und Plugins werden unterstützt?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A current Slurm release operated by the provider, accounting enabled, sane partitions and QoS, and upgrades done for the customer; the setup matches a well-configured reference cluster rather than a quick install before handover.</source>
        <extracomment>2.0 orchestration.slurm: item guidance
----------
3.0 orchestration.slurm: item guidance</extracomment>
        <translation>Ein aktuelles Slurm-Release, vom Anbieter betrieben, mit aktivem Accounting, sinnvollen Partitionen und QoS und Upgrades, die für den Kunden erledigt werden; die Einrichtung entspricht einem gut konfigurierten Referenz-Cluster statt einer schnellen Installation vor der Übergabe.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Managed Kubernetes maturity</source>
        <extracomment>2.0 orchestration.kubernetes: item title
----------
3.0 orchestration.kubernetes: item title</extracomment>
        <translation>Reife des verwalteten Kubernetes</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Do you offer managed Kubernetes with the GPU and network operators installed, and how are upgrades handled?</source>
        <extracomment>2.0 orchestration.kubernetes: item question
----------
3.0 orchestration.kubernetes: item question</extracomment>
        <translation>Bieten Sie verwaltetes Kubernetes mit installiertem GPU Operator und Network Operator an, und wie werden Upgrades gehandhabt?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A conformant, current Kubernetes with the GPU operator, network operator and a batch scheduler or MPI operator ready; control plane managed and upgraded by the provider.</source>
        <extracomment>2.0 orchestration.kubernetes: item guidance
----------
3.0 orchestration.kubernetes: item guidance</extracomment>
        <translation>Ein konformes, aktuelles Kubernetes mit GPU Operator, Network Operator und einem einsatzbereiten Batch-Scheduler oder MPI Operator; die Control Plane verwaltet und aktualisiert der Anbieter.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Topology configuration</source>
        <extracomment>2.0 orchestration.topology: item title
----------
3.0 orchestration.topology: item title</extracomment>
        <translation>Topologie-Konfiguration</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is the network topology exposed to the scheduler (Slurm topology.conf or Kubernetes topology labels)?</source>
        <extracomment>2.0 orchestration.topology: item question
----------
3.0 orchestration.topology: item question</extracomment>
        <translation>Ist die Netzwerktopologie für den Scheduler sichtbar (Slurm topology.conf oder Kubernetes-Topologie-Labels)?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>The scheduler knows the leaf and spine layout (or NVLink domains) so large jobs are placed on well-connected nodes; the configuration matches the physical fabric.</source>
        <extracomment>2.0 orchestration.topology: item guidance
----------
3.0 orchestration.topology: item guidance</extracomment>
        <translation>Der Scheduler kennt den Leaf-Spine-Aufbau (oder die NVLink-Domänen), sodass große Jobs auf gut verbundenen Knoten platziert werden; die Konfiguration entspricht dem physischen Fabric.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Pyxis and enroot for containers in Slurm</source>
        <extracomment>2.0 orchestration.pyxis: item title
----------
3.0 orchestration.pyxis: item title</extracomment>
        <translation>Pyxis und enroot für Container in Slurm</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can jobs run containers under Slurm with Pyxis and enroot (srun --container-image)?</source>
        <extracomment>2.0 orchestration.pyxis: item question
----------
3.0 orchestration.pyxis: item question</extracomment>
        <translation>Können Jobs unter Slurm Container mit Pyxis und enroot ausführen (srun --container-image)?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Pyxis and enroot are installed and configured with a fast local cache, so an srun with a container image works on every node without extra steps.</source>
        <extracomment>2.0 orchestration.pyxis: item guidance
----------
3.0 orchestration.pyxis: item guidance</extracomment>
        <translation>Pyxis und enroot sind installiert und mit einem schnellen lokalen Cache eingerichtet, sodass ein srun mit Container-Image auf jedem Knoten ohne weitere Schritte funktioniert.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Kubeconfig access</source>
        <extracomment>2.0 orchestration.kubeconfig: item title
----------
3.0 orchestration.kubeconfig: item title</extracomment>
        <translation>Zugang per kubeconfig</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Does the customer get a kubeconfig with cluster-admin or well-scoped rights, directly and without a ticket?</source>
        <extracomment>2.0 orchestration.kubeconfig: item question
----------
3.0 orchestration.kubeconfig: item question</extracomment>
        <translation>Erhält der Kunde eine kubeconfig mit cluster-admin- oder passend eingegrenzten Rechten, direkt und ohne Ticket?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A downloadable kubeconfig with the rights the customer needs, rotated credentials, and API access from the customer&apos;s own network.</source>
        <extracomment>2.0 orchestration.kubeconfig: item guidance
----------
3.0 orchestration.kubeconfig: item guidance</extracomment>
        <translation>Eine herunterladbare kubeconfig mit den Rechten, die der Kunde braucht, rotierten Zugangsdaten und API-Zugriff aus dem eigenen Netz des Kunden.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>ReadWriteMany storage class</source>
        <extracomment>2.0 orchestration.rwx_storage: item title
----------
3.0 orchestration.rwx_storage: item title</extracomment>
        <translation>Storage-Klasse ReadWriteMany</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is there a ReadWriteMany storage class backed by the shared filesystem for Kubernetes workloads?</source>
        <extracomment>2.0 orchestration.rwx_storage: item question
----------
3.0 orchestration.rwx_storage: item question</extracomment>
        <translation>Gibt es für Kubernetes-Workloads eine Storage-Klasse ReadWriteMany auf dem gemeinsamen Dateisystem?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A default RWX storage class on the high-performance filesystem, so many pods can read one dataset and write checkpoints without workarounds.</source>
        <extracomment>2.0 orchestration.rwx_storage: item guidance
----------
3.0 orchestration.rwx_storage: item guidance</extracomment>
        <translation>Eine Standard-Storage-Klasse RWX auf dem leistungsfähigen Dateisystem, sodass viele Pods einen Datensatz lesen und Checkpoints schreiben können, ohne Umwege.</translation>
    </message>
    <message>
        <location line="-504"/>
        <location line="+508"/>
        <source>Shared filesystems and object storage: present from day one, fast, stable and protected.</source>
        <extracomment>2.0 storage: criterion description
----------
3.0 storage: criterion description</extracomment>
        <translation>Gemeinsame Dateisysteme und Objektspeicher: ab dem ersten Tag vorhanden, schnell, stabil und geschützt.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>High-performance parallel filesystem out of the box</source>
        <extracomment>2.0 storage.parallel_fs: item title
----------
3.0 storage.parallel_fs: item title</extracomment>
        <translation>Leistungsfähiges paralleles Dateisystem ab Werk</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Which shared filesystem is mounted on delivered nodes (Weka, DDN/Lustre, VAST, other), and at what capacity?</source>
        <extracomment>2.0 storage.parallel_fs: item question
----------
3.0 storage.parallel_fs: item question</extracomment>
        <translation>Welches gemeinsame Dateisystem ist auf gelieferten Knoten eingehängt (Weka, DDN/Lustre, VAST, anderes), und mit welcher Kapazität?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A parallel filesystem such as Weka, DDN or VAST is mounted on every node at handover, sized for the cluster, not a single NFS server added later.</source>
        <extracomment>2.0 storage.parallel_fs: item guidance
----------
3.0 storage.parallel_fs: item guidance</extracomment>
        <translation>Ein paralleles Dateisystem wie Weka, DDN oder VAST ist zur Übergabe auf jedem Knoten eingehängt und für den Cluster bemessen, kein einzelner NFS-Server, der später dazukommt.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Managed S3-compatible object storage</source>
        <extracomment>2.0 storage.object_s3: item title
----------
3.0 storage.object_s3: item title</extracomment>
        <translation>Verwalteter S3-kompatibler Objektspeicher</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is there a managed S3-compatible object store in the same region, and how is it billed?</source>
        <extracomment>2.0 storage.object_s3: item question
----------
3.0 storage.object_s3: item question</extracomment>
        <translation>Gibt es in derselben Region einen verwalteten S3-kompatiblen Objektspeicher, und wie wird er abgerechnet?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>An S3 API endpoint close to the GPUs with no request-fee surprises, suitable for datasets and checkpoints.</source>
        <extracomment>2.0 storage.object_s3: item guidance
----------
3.0 storage.object_s3: item guidance</extracomment>
        <translation>Ein S3-API-Endpunkt nahe bei den GPUs ohne Überraschungen bei Anfragegebühren, geeignet für Datensätze und Checkpoints.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Mounts that stay mounted</source>
        <extracomment>2.0 storage.mount_stability: item title
----------
3.0 storage.mount_stability: item title</extracomment>
        <translation>Mounts, die eingehängt bleiben</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How often have shared mounts gone stale or dropped on customer clusters in the last quarter?</source>
        <extracomment>2.0 storage.mount_stability: item question
----------
3.0 storage.mount_stability: item question</extracomment>
        <translation>Wie oft sind gemeinsame Mounts im letzten Quartal auf Kunden-Clustern veraltet oder weggefallen?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Mounts survive node reboots and network blips; customers interviewed do not report stale handles or remount scripts.</source>
        <extracomment>2.0 storage.mount_stability: item guidance
----------
3.0 storage.mount_stability: item guidance</extracomment>
        <translation>Mounts überstehen Neustarts der Knoten und kurze Netzwerkaussetzer; befragte Kunden berichten weder von veralteten Handles noch von Remount-Skripten.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Measured read performance</source>
        <extracomment>2.0 storage.read_perf: item title
----------
3.0 storage.read_perf: item title</extracomment>
        <translation>Gemessene Leseleistung</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What aggregate and per-node read throughput should the filesystem deliver, and can we measure it?</source>
        <extracomment>2.0 storage.read_perf: item question
----------
3.0 storage.read_perf: item question</extracomment>
        <translation>Welchen Gesamt- und Pro-Knoten-Lesedurchsatz sollte das Dateisystem liefern, und können wir ihn messen?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Measured reads come close to the advertised per-node figure and scale across nodes, so data loading never starves the GPUs.</source>
        <extracomment>2.0 storage.read_perf: item guidance
----------
3.0 storage.read_perf: item guidance</extracomment>
        <translation>Gemessene Lesevorgänge kommen dem angegebenen Wert je Knoten nahe und skalieren über Knoten hinweg, sodass das Laden der Daten die GPUs nie aushungert.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Measured write performance</source>
        <extracomment>2.0 storage.write_perf: item title
----------
3.0 storage.write_perf: item title</extracomment>
        <translation>Gemessene Schreibleistung</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What write throughput should a full-cluster checkpoint see?</source>
        <extracomment>2.0 storage.write_perf: item question
----------
3.0 storage.write_perf: item question</extracomment>
        <translation>Welchen Schreibdurchsatz sollte ein Checkpoint des ganzen Clusters erreichen?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A checkpoint of the whole model writes at the advertised throughput, so saving takes seconds to a few minutes rather than stalling training.</source>
        <extracomment>2.0 storage.write_perf: item guidance
----------
3.0 storage.write_perf: item guidance</extracomment>
        <translation>Ein Checkpoint des ganzen Modells wird mit dem angegebenen Durchsatz geschrieben, sodass das Speichern Sekunden bis wenige Minuten dauert, statt das Training aufzuhalten.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Snapshots</source>
        <extracomment>2.0 storage.snapshots: item title
----------
3.0 storage.snapshots: item title</extracomment>
        <translation>Snapshots</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can the customer take and restore filesystem snapshots themselves?</source>
        <extracomment>2.0 storage.snapshots: item question
----------
3.0 storage.snapshots: item question</extracomment>
        <translation>Kann der Kunde selbst Snapshots des Dateisystems anlegen und wiederherstellen?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Self-service snapshots with a documented schedule and a restore that does not need a ticket.</source>
        <extracomment>2.0 storage.snapshots: item guidance
----------
3.0 storage.snapshots: item guidance</extracomment>
        <translation>Snapshots in Selbstbedienung mit dokumentiertem Zeitplan und einer Wiederherstellung, die kein Ticket braucht.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Backups</source>
        <extracomment>2.0 storage.backups: item title
----------
3.0 storage.backups: item title</extracomment>
        <translation>Sicherungen</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is data backed up off the filesystem, where to, and how is a restore requested?</source>
        <extracomment>2.0 storage.backups: item question
----------
3.0 storage.backups: item question</extracomment>
        <translation>Werden Daten außerhalb des Dateisystems gesichert, wohin, und wie wird eine Wiederherstellung angefordert?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Backups to a separate system or site are available, with a tested restore and a stated recovery time.</source>
        <extracomment>2.0 storage.backups: item guidance
----------
3.0 storage.backups: item guidance</extracomment>
        <translation>Sicherungen auf ein separates System oder an einen anderen Standort sind verfügbar, mit getesteter Wiederherstellung und genannter Wiederherstellungszeit.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Published durability SLA</source>
        <extracomment>2.0 storage.durability_sla: item title
----------
3.0 storage.durability_sla: item title</extracomment>
        <translation>Veröffentlichtes Haltbarkeits-SLA</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What durability and availability do you commit to for each storage tier, in writing?</source>
        <extracomment>2.0 storage.durability_sla: item question
----------
3.0 storage.durability_sla: item question</extracomment>
        <translation>Welche Haltbarkeit und Verfügbarkeit sagen Sie für jede Speicherstufe schriftlich zu?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A published SLA for durability and availability of each storage service, with credits when it is missed.</source>
        <extracomment>2.0 storage.durability_sla: item guidance
----------
3.0 storage.durability_sla: item guidance</extracomment>
        <translation>Ein veröffentlichtes SLA zu Haltbarkeit und Verfügbarkeit jedes Speicherdienstes, mit Gutschriften bei Verfehlung.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Large container pull time</source>
        <extracomment>2.0 storage.container_pull: item title
----------
3.0 storage.container_pull: item title</extracomment>
        <translation>Pull-Zeit großer Container</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How long does pulling a 20+ GB NGC container take on a fresh node? Is there a local registry mirror or cache?</source>
        <extracomment>2.0 storage.container_pull: item question
----------
3.0 storage.container_pull: item question</extracomment>
        <translation>Wie lange dauert der Pull eines NGC-Containers von 20 GB und mehr auf einem frischen Knoten? Gibt es einen lokalen Registry-Spiegel oder Cache?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A local mirror or cache brings a large NGC image onto a node in seconds; several minutes points to pulling every layer across the internet.</source>
        <extracomment>2.0 storage.container_pull: item guidance
----------
3.0 storage.container_pull: item guidance</extracomment>
        <translation>Ein lokaler Spiegel oder Cache bringt ein großes NGC-Image in Sekunden auf einen Knoten; mehrere Minuten deuten darauf hin, dass jede Schicht über das Internet geladen wird.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Model download and load time</source>
        <extracomment>2.0 storage.model_load: item title
----------
3.0 storage.model_load: item title</extracomment>
        <translation>Herunterladen und Laden eines Modells</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How long does it take to download a 15-billion-parameter model and load it onto the GPUs?</source>
        <extracomment>2.0 storage.model_load: item question
----------
3.0 storage.model_load: item question</extracomment>
        <translation>Wie lange dauert es, ein Modell mit 15 Milliarden Parametern herunterzuladen und auf die GPUs zu laden?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Fast internet or a model cache plus a quick filesystem bring the weights onto the GPUs in a minute or two.</source>
        <extracomment>2.0 storage.model_load: item guidance
----------
3.0 storage.model_load: item guidance</extracomment>
        <translation>Schnelles Internet oder ein Modell-Cache plus ein zügiges Dateisystem bringen die Gewichte in ein, zwei Minuten auf die GPUs.</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+520"/>
        <source>Networking</source>
        <extracomment>2.0 networking: criterion name
----------
3.0 networking: criterion name</extracomment>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>The backend fabric and the software on it, judged by what collectives and training actually reach.</source>
        <extracomment>2.0 networking: criterion description
----------
3.0 networking: criterion description</extracomment>
        <translation>Das Backend-Fabric und die Software darauf, beurteilt nach dem, was kollektive Operationen und Training tatsächlich erreichen.</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>InfiniBand or RoCEv2 backend</source>
        <extracomment>2.0 networking.fabric: item title
----------
3.0 networking.fabric: item title</extracomment>
        <translation>Backend mit InfiniBand oder RoCEv2</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Which backend fabric connects the GPUs (InfiniBand, RoCEv2, other), at what rate per GPU, and with what topology?</source>
        <extracomment>2.0 networking.fabric: item question
----------
3.0 networking.fabric: item question</extracomment>
        <translation>Welches Backend-Fabric verbindet die GPUs (InfiniBand, RoCEv2, anderes), mit welcher Rate je GPU und in welcher Topologie?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>A non-blocking (or clearly stated) rail-optimised InfiniBand or RoCEv2 fabric at the full per-GPU rate the platform supports, for example 400G per GPU on H100/H200 and 800G on the newest systems.</source>
        <extracomment>2.0 networking.fabric: item guidance
----------
3.0 networking.fabric: item guidance</extracomment>
        <translation>Ein nicht blockierendes (oder klar beschriebenes), rail-optimiertes InfiniBand- oder RoCEv2-Fabric mit der vollen Rate je GPU, die die Plattform unterstützt, etwa 400G je GPU bei H100/H200 und 800G bei den neuesten Systemen.</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>HPC-X / MPI available</source>
        <extracomment>2.0 networking.hpcx: item title
----------
3.0 networking.hpcx: item title</extracomment>
        <translation>HPC-X / MPI verfügbar</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Is NVIDIA HPC-X or another tuned MPI installed and working across nodes?</source>
        <extracomment>2.0 networking.hpcx: item question
----------
3.0 networking.hpcx: item question</extracomment>
        <translation>Ist NVIDIA HPC-X oder ein anderes abgestimmtes MPI installiert und funktioniert knotenübergreifend?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>HPC-X (or a tuned Open MPI with UCX) is installed in the image and in the scheduler&apos;s environment, so mpirun across nodes works without building anything.</source>
        <extracomment>2.0 networking.hpcx: item guidance
----------
3.0 networking.hpcx: item guidance</extracomment>
        <translation>HPC-X (oder ein abgestimmtes Open MPI mit UCX) ist im Image und in der Umgebung des Schedulers installiert, sodass mpirun über Knoten hinweg funktioniert, ohne etwas zu bauen.</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Sane default NCCL configuration</source>
        <extracomment>2.0 networking.nccl_defaults: item title
----------
3.0 networking.nccl_defaults: item title</extracomment>
        <translation>Sinnvolle NCCL-Standardkonfiguration</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>What NCCL settings ship on the nodes (/etc/nccl.conf, NCCL_* variables, topology files)?</source>
        <extracomment>2.0 networking.nccl_defaults: item question
----------
3.0 networking.nccl_defaults: item question</extracomment>
        <translation>Welche NCCL-Einstellungen sind auf den Knoten vorhanden (/etc/nccl.conf, NCCL_*-Variablen, Topologie-Dateien)?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Defaults that pick the right HCAs and GID index, enable GDR, and include a topology file where the platform needs it; nothing a customer must discover by trial and error.</source>
        <extracomment>2.0 networking.nccl_defaults: item guidance
----------
3.0 networking.nccl_defaults: item guidance</extracomment>
        <translation>Standardwerte, die die richtigen HCAs und den richtigen GID-Index wählen, GDR aktivieren und eine Topologie-Datei enthalten, wo die Plattform sie braucht; nichts, was ein Kunde durch Ausprobieren herausfinden muss.</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>SHARP in-network reductions</source>
        <extracomment>2.0 networking.sharp: item title
----------
3.0 networking.sharp: item title</extracomment>
        <translation>SHARP-Reduktionen im Netzwerk</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Is SHARP (in-network aggregation) enabled on the InfiniBand fabric and usable from NCCL?</source>
        <extracomment>2.0 networking.sharp: item question
----------
3.0 networking.sharp: item question</extracomment>
        <translation>Ist SHARP (Aggregation im Netzwerk) im InfiniBand-Fabric aktiv und aus NCCL nutzbar?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>SHARP enabled on the switches and the NCCL plugin installed, so large all-reduce operations use it; recorded as N/A on fabrics without it.</source>
        <extracomment>2.0 networking.sharp: item guidance
----------
3.0 networking.sharp: item guidance</extracomment>
        <translation>SHARP ist auf den Switches aktiv und das NCCL-Plugin installiert, sodass große all-reduce-Operationen es nutzen; bei Fabrics ohne SHARP als N/A erfasst.</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Four-node NCCL tests reach expected bandwidth</source>
        <extracomment>2.0 networking.nccl_4node: item title
----------
3.0 networking.nccl_4node: item title</extracomment>
        <translation>NCCL-Tests über vier Knoten erreichen die erwartete Bandbreite</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Can we run nccl-tests across four nodes, and what bus bandwidth do you expect for all_reduce and all_gather?</source>
        <extracomment>2.0 networking.nccl_4node: item question
----------
3.0 networking.nccl_4node: item question</extracomment>
        <translation>Können wir nccl-tests über vier Knoten ausführen, und welche Busbandbreite erwarten Sie für all_reduce und all_gather?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Across four nodes, all_reduce and all_gather reach the bus bandwidth expected for the fabric at large message sizes, with no outlier node dragging the result down.</source>
        <extracomment>2.0 networking.nccl_4node: item guidance
----------
3.0 networking.nccl_4node: item guidance</extracomment>
        <translation>Über vier Knoten erreichen all_reduce und all_gather bei großen Nachrichten die für das Fabric erwartete Busbandbreite, ohne dass ein Ausreißer-Knoten das Ergebnis herunterzieht.</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>PyTorch training reaches expected MFU</source>
        <extracomment>2.0 networking.pytorch_mfu: item title
----------
3.0 networking.pytorch_mfu: item title</extracomment>
        <translation>PyTorch-Training erreicht die erwartete MFU</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Does a multi-node PyTorch training run reach the model FLOPs utilisation expected for this hardware?</source>
        <extracomment>2.0 networking.pytorch_mfu: item question
----------
3.0 networking.pytorch_mfu: item question</extracomment>
        <translation>Erreicht ein knotenübergreifendes PyTorch-Training die für diese Hardware erwartete Model FLOPs Utilisation?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>A standard multi-node training job reaches an MFU in line with well-run clusters of the same hardware; throughput is stable across the run.</source>
        <extracomment>2.0 networking.pytorch_mfu: item guidance
----------
3.0 networking.pytorch_mfu: item guidance</extracomment>
        <translation>Ein üblicher knotenübergreifender Trainings-Job erreicht eine MFU wie gut betriebene Cluster mit derselben Hardware; der Durchsatz ist über den ganzen Lauf stabil.</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>PCIe ACS disabled for peer-to-peer</source>
        <extracomment>2.0 networking.pcie_acs: item title
----------
3.0 networking.pcie_acs: item title</extracomment>
        <translation>PCIe ACS für Peer-to-Peer deaktiviert</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Is PCIe Access Control Services disabled (or set for direct P2P) on the bridges between GPUs and NICs?</source>
        <extracomment>2.0 networking.pcie_acs: item question
----------
3.0 networking.pcie_acs: item question</extracomment>
        <translation>Ist PCIe Access Control Services auf den Brücken zwischen GPUs und NICs deaktiviert (oder auf direktes P2P eingestellt)?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>ACS does not redirect GPU-to-NIC and GPU-to-GPU traffic through the root complex on bare metal, so P2P and GPUDirect run at full speed; lspci confirms it.</source>
        <extracomment>2.0 networking.pcie_acs: item guidance
----------
3.0 networking.pcie_acs: item guidance</extracomment>
        <translation>ACS leitet auf Bare Metal den Verkehr GPU zu NIC und GPU zu GPU nicht über den Root Complex um, sodass P2P und GPUDirect mit voller Geschwindigkeit laufen; lspci bestätigt es.</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+532"/>
        <source>Reliability</source>
        <extracomment>2.0 reliability: criterion name
----------
3.0 reliability: criterion name</extracomment>
        <translation>Zuverlässigkeit</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Commitments on uptime and response, and evidence that hardware faults are detected and handled.</source>
        <extracomment>2.0 reliability: criterion description
----------
3.0 reliability: criterion description</extracomment>
        <translation>Zusagen zu Verfügbarkeit und Reaktionszeit und Nachweise, dass Hardwarefehler erkannt und behandelt werden.</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Hardware uptime SLA</source>
        <extracomment>2.0 reliability.uptime_sla: item title
----------
3.0 reliability.uptime_sla: item title</extracomment>
        <translation>Verfügbarkeits-SLA für die Hardware</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>What uptime do you commit to per node and per cluster, and what happens when it is missed?</source>
        <extracomment>2.0 reliability.uptime_sla: item question
----------
3.0 reliability.uptime_sla: item question</extracomment>
        <translation>Welche Verfügbarkeit sagen Sie je Knoten und je Cluster zu, und was geschieht, wenn sie verfehlt wird?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>A written per-node uptime SLA with automatic credits and a stated time to replace a failed node.</source>
        <extracomment>2.0 reliability.uptime_sla: item guidance
----------
3.0 reliability.uptime_sla: item guidance</extracomment>
        <translation>Ein schriftliches Verfügbarkeits-SLA je Knoten mit automatischen Gutschriften und einer genannten Zeit bis zum Austausch eines ausgefallenen Knotens.</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>24x7 support response commitment</source>
        <extracomment>2.0 reliability.support_24x7: item title
----------
3.0 reliability.support_24x7: item title</extracomment>
        <translation>Zusage zur Support-Reaktion rund um die Uhr</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Is there 24x7 support with a written response time for a cluster-down incident?</source>
        <extracomment>2.0 reliability.support_24x7: item question
----------
3.0 reliability.support_24x7: item question</extracomment>
        <translation>Gibt es Support rund um die Uhr mit schriftlich zugesagter Reaktionszeit bei einem Ausfall des Clusters?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Round-the-clock coverage with a response commitment measured in minutes for severity-one incidents, and engineers rather than a ticket queue on the other end.</source>
        <extracomment>2.0 reliability.support_24x7: item guidance
----------
3.0 reliability.support_24x7: item guidance</extracomment>
        <translation>Abdeckung rund um die Uhr mit einer in Minuten gemessenen Reaktionszusage für Störungen der höchsten Stufe, und am anderen Ende Ingenieure statt einer Ticket-Warteschlange.</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Link-flap stability</source>
        <extracomment>2.0 reliability.link_flap: item title
----------
3.0 reliability.link_flap: item title</extracomment>
        <translation>Stabilität gegen Link-Flapping</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>How often do backend links flap, and how are flapping links found and fixed?</source>
        <extracomment>2.0 reliability.link_flap: item question
----------
3.0 reliability.link_flap: item question</extracomment>
        <translation>Wie oft flappen Backend-Links, und wie werden flappende Links gefunden und behoben?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Link flaps are rare, monitored at the switch, and faulty optics or cables are replaced proactively; customers do not see jobs crash from flapping links.</source>
        <extracomment>2.0 reliability.link_flap: item guidance
----------
3.0 reliability.link_flap: item guidance</extracomment>
        <translation>Link-Flaps sind selten, werden am Switch überwacht, und fehlerhafte Optiken oder Kabel werden vorsorglich getauscht; Kunden sehen keine Jobs, die wegen flappender Links abstürzen.</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Filesystem stability</source>
        <extracomment>2.0 reliability.fs_stability: item title
----------
3.0 reliability.fs_stability: item title</extracomment>
        <translation>Stabilität des Dateisystems</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>What outages has the shared filesystem had in the last quarter?</source>
        <extracomment>2.0 reliability.fs_stability: item question
----------
3.0 reliability.fs_stability: item question</extracomment>
        <translation>Welche Ausfälle hatte das gemeinsame Dateisystem im letzten Quartal?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>No unplanned filesystem outages that stopped customer jobs, and post-mortems for any that did.</source>
        <extracomment>2.0 reliability.fs_stability: item guidance
----------
3.0 reliability.fs_stability: item guidance</extracomment>
        <translation>Keine ungeplanten Dateisystemausfälle, die Kunden-Jobs angehalten haben, und Post-Mortems für jeden, bei dem es doch geschah.</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>GPU fall-off-the-bus detection</source>
        <extracomment>2.0 reliability.gpu_fall_off_bus: item title
----------
3.0 reliability.gpu_fall_off_bus: item title</extracomment>
        <translation>Erkennung von GPUs, die vom Bus fallen</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>How is a GPU that falls off the PCIe bus detected, and how fast is the node drained and repaired?</source>
        <extracomment>2.0 reliability.gpu_fall_off_bus: item question
----------
3.0 reliability.gpu_fall_off_bus: item question</extracomment>
        <translation>Wie wird eine GPU erkannt, die vom PCIe-Bus fällt, und wie schnell wird der Knoten gesperrt (drain) und repariert?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Fallen GPUs are detected within minutes by monitoring, the node is drained automatically, and the customer is told without having to open a ticket.</source>
        <extracomment>2.0 reliability.gpu_fall_off_bus: item guidance
----------
3.0 reliability.gpu_fall_off_bus: item guidance</extracomment>
        <translation>Ausgefallene GPUs erkennt die Überwachung binnen Minuten, der Knoten wird automatisch gesperrt (drain), und der Kunde wird informiert, ohne ein Ticket öffnen zu müssen.</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>PCIe error detection</source>
        <extracomment>2.0 reliability.pcie_errors: item title
----------
3.0 reliability.pcie_errors: item title</extracomment>
        <translation>Erkennung von PCIe-Fehlern</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Are PCIe AER and link-degradation errors monitored on GPUs and NICs?</source>
        <extracomment>2.0 reliability.pcie_errors: item question
----------
3.0 reliability.pcie_errors: item question</extracomment>
        <translation>Werden PCIe-AER- und Link-Degradierungsfehler auf GPUs und NICs überwacht?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>PCIe errors and links trained below their width or speed are detected and acted on before they cause slow or failed jobs.</source>
        <extracomment>2.0 reliability.pcie_errors: item guidance
----------
3.0 reliability.pcie_errors: item guidance</extracomment>
        <translation>PCIe-Fehler und Links, die mit zu geringer Breite oder Geschwindigkeit trainiert sind, werden erkannt und behoben, bevor sie langsame oder fehlgeschlagene Jobs verursachen.</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>ECC error handling</source>
        <extracomment>2.0 reliability.ecc_errors: item title
----------
3.0 reliability.ecc_errors: item title</extracomment>
        <translation>Behandlung von ECC-Fehlern</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>How are GPU ECC errors and row remapping failures monitored and handled?</source>
        <extracomment>2.0 reliability.ecc_errors: item question
----------
3.0 reliability.ecc_errors: item question</extracomment>
        <translation>Wie werden ECC-Fehler der GPUs und fehlgeschlagenes Row-Remapping überwacht und behandelt?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Uncorrectable ECC errors and pending row remaps are watched, the affected GPU is taken out of service and reset or replaced, and counts are visible to the customer.</source>
        <extracomment>2.0 reliability.ecc_errors: item guidance
----------
3.0 reliability.ecc_errors: item guidance</extracomment>
        <translation>Nicht korrigierbare ECC-Fehler und ausstehende Row-Remaps werden beobachtet, die betroffene GPU wird aus dem Betrieb genommen und zurückgesetzt oder ersetzt, und die Zähler sind für den Kunden sichtbar.</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>NVIDIA XID and SXID monitoring</source>
        <extracomment>2.0 reliability.xid_sxid: item title
----------
3.0 reliability.xid_sxid: item title</extracomment>
        <translation>Überwachung von NVIDIA-XID und -SXID</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Are XID and SXID events collected from every node and turned into alerts or automatic action?</source>
        <extracomment>2.0 reliability.xid_sxid: item question
----------
3.0 reliability.xid_sxid: item question</extracomment>
        <translation>Werden XID- und SXID-Ereignisse von jedem Knoten gesammelt und in Alarme oder automatische Maßnahmen umgesetzt?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Kernel XID/SXID events are collected centrally, classified, and the serious ones trigger draining and repair automatically.</source>
        <extracomment>2.0 reliability.xid_sxid: item guidance
----------
3.0 reliability.xid_sxid: item guidance</extracomment>
        <translation>XID/SXID-Ereignisse des Kernels werden zentral gesammelt und eingeordnet, und die schwerwiegenden lösen automatisch Sperren (drain) und Reparatur aus.</translation>
    </message>
    <message>
        <location line="-528"/>
        <location line="+544"/>
        <source>What the customer can see about their cluster, and how health problems are caught before they hurt jobs.</source>
        <extracomment>2.0 monitoring: criterion description
----------
3.0 monitoring: criterion description</extracomment>
        <translation>Was der Kunde über seinen Cluster sehen kann und wie Health-Probleme erkannt werden, bevor sie Jobs schaden.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Pre-installed Grafana or equivalent dashboard</source>
        <extracomment>2.0 monitoring.dashboard: item title
----------
3.0 monitoring.dashboard: item title</extracomment>
        <translation>Vorinstalliertes Grafana oder gleichwertiges Dashboard</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Is there a ready dashboard for the cluster&apos;s GPUs, network and storage at handover?</source>
        <extracomment>2.0 monitoring.dashboard: item question
----------
3.0 monitoring.dashboard: item question</extracomment>
        <translation>Gibt es zur Übergabe ein fertiges Dashboard für GPUs, Netzwerk und Speicher des Clusters?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A Grafana (or equivalent) dashboard is available from day one, covering GPUs, fabric and storage per node and per job.</source>
        <extracomment>2.0 monitoring.dashboard: item guidance
----------
3.0 monitoring.dashboard: item guidance</extracomment>
        <translation>Ein Grafana-Dashboard (oder gleichwertiges) ist ab dem ersten Tag verfügbar und deckt GPUs, Fabric und Speicher je Knoten und je Job ab.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>DCGM metrics including SM activity</source>
        <extracomment>2.0 monitoring.dcgm: item title
----------
3.0 monitoring.dcgm: item title</extracomment>
        <translation>DCGM-Metriken einschließlich SM-Aktivität</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which DCGM metrics are collected, including SM activity and occupancy, and at what interval?</source>
        <extracomment>2.0 monitoring.dcgm: item question
----------
3.0 monitoring.dcgm: item question</extracomment>
        <translation>Welche DCGM-Metriken werden erfasst, einschließlich SM-Aktivität und Belegung, und in welchem Intervall?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>DCGM exporter runs on every node with profiling metrics (SM activity, tensor activity, memory bandwidth) at a few-second interval.</source>
        <extracomment>2.0 monitoring.dcgm: item guidance
----------
3.0 monitoring.dcgm: item guidance</extracomment>
        <translation>Der DCGM-Exporter läuft auf jedem Knoten mit Profiling-Metriken (SM-Aktivität, Tensor-Aktivität, Speicherbandbreite) im Abstand weniger Sekunden.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>TFLOPs estimation</source>
        <extracomment>2.0 monitoring.tflops_estimate: item title
----------
3.0 monitoring.tflops_estimate: item title</extracomment>
        <translation>TFLOPs-Schätzung</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Does the dashboard estimate delivered TFLOPs or MFU per job?</source>
        <extracomment>2.0 monitoring.tflops_estimate: item question
----------
3.0 monitoring.tflops_estimate: item question</extracomment>
        <translation>Schätzt das Dashboard die gelieferten TFLOPs oder die MFU je Job?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Per-job estimates of achieved FLOPs derived from the profiling counters, so customers see efficiency, not just utilisation.</source>
        <extracomment>2.0 monitoring.tflops_estimate: item guidance
----------
3.0 monitoring.tflops_estimate: item guidance</extracomment>
        <translation>Schätzungen der erreichten FLOPs je Job, abgeleitet aus den Profiling-Zählern, sodass Kunden die Effizienz sehen, nicht nur die Auslastung.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Job accounting</source>
        <extracomment>2.0 monitoring.job_accounting: item title
----------
3.0 monitoring.job_accounting: item title</extracomment>
        <translation>Job-Accounting</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Is per-job and per-user GPU-hour accounting available?</source>
        <extracomment>2.0 monitoring.job_accounting: item question
----------
3.0 monitoring.job_accounting: item question</extracomment>
        <translation>Gibt es ein Accounting der GPU-Stunden je Job und je Benutzer?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Slurm accounting or the Kubernetes equivalent records every job&apos;s GPU hours by user and project, queryable by the customer.</source>
        <extracomment>2.0 monitoring.job_accounting: item guidance
----------
3.0 monitoring.job_accounting: item guidance</extracomment>
        <translation>Slurm-Accounting oder das Kubernetes-Gegenstück erfasst die GPU-Stunden jedes Jobs nach Benutzer und Projekt, für den Kunden abfragbar.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Custom alerting</source>
        <extracomment>2.0 monitoring.alerting: item title
----------
3.0 monitoring.alerting: item title</extracomment>
        <translation>Eigene Alarme</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Can customers define their own alerts and route them to their tools?</source>
        <extracomment>2.0 monitoring.alerting: item question
----------
3.0 monitoring.alerting: item question</extracomment>
        <translation>Können Kunden eigene Alarme festlegen und an ihre Werkzeuge weiterleiten?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Customer-defined alert rules with delivery to email, Slack, PagerDuty or webhooks.</source>
        <extracomment>2.0 monitoring.alerting: item guidance
----------
3.0 monitoring.alerting: item guidance</extracomment>
        <translation>Vom Kunden festgelegte Alarmregeln mit Zustellung per E-Mail, Slack, PagerDuty oder Webhooks.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Automated active health checks</source>
        <extracomment>2.0 monitoring.active_health_checks: item title
----------
3.0 monitoring.active_health_checks: item title</extracomment>
        <translation>Automatische aktive Health-Checks</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which active tests (GPU burn, NCCL, DCGM diagnostics) run on nodes, and when?</source>
        <extracomment>2.0 monitoring.active_health_checks: item question
----------
3.0 monitoring.active_health_checks: item question</extracomment>
        <translation>Welche aktiven Tests (GPU-Burn, NCCL, DCGM-Diagnose) laufen auf den Knoten, und wann?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Active checks run before a node is handed out and periodically when it is idle, catching slow GPUs and bad links before a job lands there.</source>
        <extracomment>2.0 monitoring.active_health_checks: item guidance
----------
3.0 monitoring.active_health_checks: item guidance</extracomment>
        <translation>Aktive Prüfungen laufen, bevor ein Knoten vergeben wird, und regelmäßig, wenn er unbeschäftigt ist, und fangen langsame GPUs und schlechte Links ab, bevor ein Job dort landet.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Automated passive health checks</source>
        <extracomment>2.0 monitoring.passive_health_checks: item title
----------
3.0 monitoring.passive_health_checks: item title</extracomment>
        <translation>Automatische passive Health-Checks</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>What is checked continuously in the background while jobs run?</source>
        <extracomment>2.0 monitoring.passive_health_checks: item question
----------
3.0 monitoring.passive_health_checks: item question</extracomment>
        <translation>Was wird im Hintergrund fortlaufend geprüft, während Jobs laufen?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Continuous passive checks (XID, ECC, thermals, link state, filesystem) that flag a node within minutes of a problem.</source>
        <extracomment>2.0 monitoring.passive_health_checks: item guidance
----------
3.0 monitoring.passive_health_checks: item guidance</extracomment>
        <translation>Fortlaufende passive Prüfungen (XID, ECC, Temperaturen, Link-Zustand, Dateisystem), die einen Knoten binnen Minuten nach einem Problem markieren.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Automatic node draining</source>
        <extracomment>2.0 monitoring.auto_drain: item title
----------
3.0 monitoring.auto_drain: item title</extracomment>
        <translation>Automatisches Sperren von Knoten (drain)</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>When a health check fails, is the node drained from the scheduler automatically?</source>
        <extracomment>2.0 monitoring.auto_drain: item question
----------
3.0 monitoring.auto_drain: item question</extracomment>
        <translation>Wird der Knoten automatisch im Scheduler gesperrt (drain), wenn ein Health-Check fehlschlägt?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Failed checks drain the node in Slurm or cordon it in Kubernetes automatically, and the node returns only after passing again.</source>
        <extracomment>2.0 monitoring.auto_drain: item guidance
----------
3.0 monitoring.auto_drain: item guidance</extracomment>
        <translation>Fehlgeschlagene Prüfungen sperren den Knoten automatisch in Slurm (drain) oder in Kubernetes (cordon), und der Knoten kehrt erst nach einer erneut bestandenen Prüfung zurück.</translation>
    </message>
    <message>
        <location line="-540"/>
        <location line="+544"/>
        <source>What the customer pays for a given quality, and how flexible the commercial terms are.</source>
        <extracomment>2.0 pricing: criterion description
----------
3.0 pricing: criterion description</extracomment>
        <translation>Was der Kunde für eine bestimmte Qualität bezahlt und wie flexibel die kaufmännischen Bedingungen sind.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Price per GPU-hour for the quality delivered</source>
        <extracomment>2.0 pricing.gpu_hour: item title
----------
3.0 pricing.gpu_hour: item title</extracomment>
        <translation>Preis je GPU-Stunde für die gelieferte Qualität</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>What is the price per GPU-hour for this configuration, on demand and committed?</source>
        <extracomment>2.0 pricing.gpu_hour: item question
----------
3.0 pricing.gpu_hour: item question</extracomment>
        <translation>Wie hoch ist der Preis je GPU-Stunde für diese Konfiguration, On-Demand und mit Bindung?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A competitive price for the quality delivered: a slightly higher rate can be the better deal when it comes with working storage, networking and support.</source>
        <extracomment>2.0 pricing.gpu_hour: item guidance
----------
3.0 pricing.gpu_hour: item guidance</extracomment>
        <translation>Ein wettbewerbsfähiger Preis für die gelieferte Qualität: Ein etwas höherer Satz kann das bessere Geschäft sein, wenn funktionierender Speicher, funktionierendes Netzwerk und guter Support dazugehören.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Range of commitment terms</source>
        <extracomment>2.0 pricing.commitment_terms: item title
----------
3.0 pricing.commitment_terms: item title</extracomment>
        <translation>Auswahl an Vertragslaufzeiten</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which terms are offered: on demand, monthly, one to three years? What are the discounts?</source>
        <extracomment>2.0 pricing.commitment_terms: item question
----------
3.0 pricing.commitment_terms: item question</extracomment>
        <translation>Welche Laufzeiten werden angeboten: On-Demand, monatlich, ein bis drei Jahre? Welche Rabatte gibt es?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A spread of terms from on demand to multi-year, with prices published or quoted clearly.</source>
        <extracomment>2.0 pricing.commitment_terms: item guidance
----------
3.0 pricing.commitment_terms: item guidance</extracomment>
        <translation>Eine Spanne von Laufzeiten von On-Demand bis mehrjährig, mit veröffentlichten oder klar angebotenen Preisen.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Storage bundled or charged separately</source>
        <extracomment>2.0 pricing.storage_bundled: item title
----------
3.0 pricing.storage_bundled: item title</extracomment>
        <translation>Speicher inbegriffen oder gesondert berechnet</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Is shared storage included in the GPU price, and at what capacity per GPU?</source>
        <extracomment>2.0 pricing.storage_bundled: item question
----------
3.0 pricing.storage_bundled: item question</extracomment>
        <translation>Ist gemeinsamer Speicher im GPU-Preis enthalten, und mit welcher Kapazität je GPU?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Reasonable storage per GPU is included, or its separate price is stated up front in the quote.</source>
        <extracomment>2.0 pricing.storage_bundled: item guidance
----------
3.0 pricing.storage_bundled: item guidance</extracomment>
        <translation>Angemessener Speicher je GPU ist enthalten, oder sein gesonderter Preis steht von vornherein im Angebot.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Networking bundled or charged separately</source>
        <extracomment>2.0 pricing.network_bundled: item title
----------
3.0 pricing.network_bundled: item title</extracomment>
        <translation>Netzwerk inbegriffen oder gesondert berechnet</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Are the backend fabric, public IPs and bandwidth included, or billed on top?</source>
        <extracomment>2.0 pricing.network_bundled: item question
----------
3.0 pricing.network_bundled: item question</extracomment>
        <translation>Sind Backend-Fabric, öffentliche IPs und Bandbreite enthalten oder werden sie zusätzlich berechnet?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>The backend fabric is always included; public IPs and internet bandwidth are included or priced openly.</source>
        <extracomment>2.0 pricing.network_bundled: item guidance
----------
3.0 pricing.network_bundled: item guidance</extracomment>
        <translation>Das Backend-Fabric ist immer enthalten; öffentliche IPs und Internet-Bandbreite sind enthalten oder offen bepreist.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Contract expansion terms</source>
        <extracomment>2.0 pricing.expansion_terms: item title
----------
3.0 pricing.expansion_terms: item title</extracomment>
        <translation>Bedingungen für Vertragserweiterungen</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>If we need more GPUs mid-contract, at what price and how quickly?</source>
        <extracomment>2.0 pricing.expansion_terms: item question
----------
3.0 pricing.expansion_terms: item question</extracomment>
        <translation>Wenn wir mitten in der Vertragslaufzeit mehr GPUs brauchen: zu welchem Preis und wie schnell?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Expansion at the contracted rate with a stated lead time, co-terminous with the existing contract.</source>
        <extracomment>2.0 pricing.expansion_terms: item guidance
----------
3.0 pricing.expansion_terms: item guidance</extracomment>
        <translation>Erweiterung zum vertraglichen Satz mit genannter Vorlaufzeit, mit demselben Laufzeitende wie der bestehende Vertrag.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Partnerships</source>
        <extracomment>2.0 partnerships: criterion name
----------
3.0 partnerships: criterion name</extracomment>
        <translation>Partnerschaften</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Standing with the chip vendors and the software ecosystem, which tends to mean earlier hardware and better escalation paths.</source>
        <extracomment>2.0 partnerships: criterion description
----------
3.0 partnerships: criterion description</extracomment>
        <translation>Das Ansehen bei den Chip-Herstellern und im Software-Ökosystem, das meist frühere Hardware und bessere Eskalationswege bedeutet.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>NVIDIA Cloud Partner</source>
        <extracomment>2.0 partnerships.nvidia_ncp: item title
----------
3.0 partnerships.nvidia_ncp: item title</extracomment>
        <translation>NVIDIA Cloud Partner</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Are you an NVIDIA Cloud Partner, and at which level?</source>
        <extracomment>2.0 partnerships.nvidia_ncp: item question
----------
3.0 partnerships.nvidia_ncp: item question</extracomment>
        <translation>Sind Sie NVIDIA Cloud Partner, und auf welcher Stufe?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Listed NVIDIA Cloud Partner with reference-architecture deployments; recorded as N/A for AMD-only providers.</source>
        <extracomment>2.0 partnerships.nvidia_ncp: item guidance
----------
3.0 partnerships.nvidia_ncp: item guidance</extracomment>
        <translation>Gelisteter NVIDIA Cloud Partner mit Installationen nach Referenzarchitektur; bei Anbietern nur mit AMD als N/A erfasst.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>AMD Cloud Alliance</source>
        <extracomment>2.0 partnerships.amd_alliance: item title
----------
3.0 partnerships.amd_alliance: item title</extracomment>
        <translation>AMD Cloud Alliance</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Are you part of AMD&apos;s cloud partner programme for Instinct GPUs?</source>
        <extracomment>2.0 partnerships.amd_alliance: item question
----------
3.0 partnerships.amd_alliance: item question</extracomment>
        <translation>Gehören Sie zum Cloud-Partnerprogramm von AMD für Instinct-GPUs?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A recognised AMD partner where AMD GPUs are offered; N/A where they are not.</source>
        <extracomment>2.0 partnerships.amd_alliance: item guidance
----------
3.0 partnerships.amd_alliance: item guidance</extracomment>
        <translation>Ein anerkannter AMD-Partner, wo AMD-GPUs angeboten werden; N/A, wo nicht.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Chip-vendor investment</source>
        <extracomment>2.0 partnerships.vendor_investment: item title
----------
3.0 partnerships.vendor_investment: item title</extracomment>
        <translation>Beteiligung eines Chip-Herstellers</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Has a chip vendor invested in the company?</source>
        <extracomment>2.0 partnerships.vendor_investment: item question
----------
3.0 partnerships.vendor_investment: item question</extracomment>
        <translation>Hat ein Chip-Hersteller in das Unternehmen investiert?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A vendor stake is noted as a signal of early allocation and escalation paths, not as a quality measure by itself.</source>
        <extracomment>2.0 partnerships.vendor_investment: item guidance
----------
3.0 partnerships.vendor_investment: item guidance</extracomment>
        <translation>Eine Beteiligung eines Herstellers wird als Zeichen für frühe Zuteilung und Eskalationswege vermerkt, nicht als Qualitätsmaß für sich.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>SchedMD relationship</source>
        <extracomment>2.0 partnerships.schedmd: item title
----------
3.0 partnerships.schedmd: item title</extracomment>
        <translation>Beziehung zu SchedMD</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Do you have a support relationship with SchedMD for Slurm?</source>
        <extracomment>2.0 partnerships.schedmd: item question
----------
3.0 partnerships.schedmd: item question</extracomment>
        <translation>Haben Sie für Slurm eine Support-Beziehung zu SchedMD?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A SchedMD support contract, so Slurm bugs get fixed upstream rather than patched locally.</source>
        <extracomment>2.0 partnerships.schedmd: item guidance
----------
3.0 partnerships.schedmd: item guidance</extracomment>
        <translation>Ein Support-Vertrag mit SchedMD, sodass Slurm-Fehler upstream behoben statt lokal gepatcht werden.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Participation in industry events</source>
        <extracomment>2.0 partnerships.industry_events: item title
----------
3.0 partnerships.industry_events: item title</extracomment>
        <translation>Teilnahme an Branchenveranstaltungen</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Do your engineers take part in conferences, standards or open-source communities?</source>
        <extracomment>2.0 partnerships.industry_events: item question
----------
3.0 partnerships.industry_events: item question</extracomment>
        <translation>Nehmen Ihre Ingenieure an Konferenzen, Normungsgremien oder Open-Source-Communities teil?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Visible technical participation (talks, upstream contributions, working groups), not only sponsorship booths.</source>
        <extracomment>2.0 partnerships.industry_events: item guidance
----------
3.0 partnerships.industry_events: item guidance</extracomment>
        <translation>Sichtbare technische Beteiligung (Vorträge, Beiträge upstream, Arbeitsgruppen), nicht nur Sponsorenstände.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Ecosystem support and integration</source>
        <extracomment>2.0 partnerships.ecosystem: item title
----------
3.0 partnerships.ecosystem: item title</extracomment>
        <translation>Unterstützung und Einbindung ins Ökosystem</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which tools integrate with your platform (Terraform, SkyPilot, dstack, W&amp;B, MLOps tools)?</source>
        <extracomment>2.0 partnerships.ecosystem: item question
----------
3.0 partnerships.ecosystem: item question</extracomment>
        <translation>Welche Werkzeuge lassen sich in Ihre Plattform einbinden (Terraform, SkyPilot, dstack, W&amp;B, MLOps-Werkzeuge)?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Maintained integrations with the common tools customers use to launch and track work.</source>
        <extracomment>2.0 partnerships.ecosystem: item guidance
----------
3.0 partnerships.ecosystem: item guidance</extracomment>
        <translation>Gepflegte Anbindungen an die üblichen Werkzeuge, mit denen Kunden Arbeit starten und verfolgen.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Availability</source>
        <extracomment>2.0 availability: criterion name
----------
3.0 availability: criterion name</extracomment>
        <translation>Verfügbarkeit</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>How much capacity exists, which GPUs are live, how it is planned, and what comes next.</source>
        <extracomment>2.0 availability: criterion description
----------
3.0 availability: criterion description</extracomment>
        <translation>Wie viel Kapazität es gibt, welche GPUs in Betrieb sind, wie sie geplant wird und was als Nächstes kommt.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Total GPU quantity</source>
        <extracomment>2.0 availability.gpu_quantity: item title
----------
3.0 availability.gpu_quantity: item title</extracomment>
        <translation>Gesamtzahl der GPUs</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>How many GPUs of each model are deployed and rentable today?</source>
        <extracomment>2.0 availability.gpu_quantity: item question
----------
3.0 availability.gpu_quantity: item question</extracomment>
        <translation>Wie viele GPUs jedes Modells sind heute installiert und mietbar?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Enough deployed capacity to serve large contracts, stated per model and site, consistent with what customers and public records show.</source>
        <extracomment>2.0 availability.gpu_quantity: item guidance
----------
3.0 availability.gpu_quantity: item guidance</extracomment>
        <translation>Genug installierte Kapazität für große Verträge, angegeben je Modell und Standort, im Einklang mit dem, was Kunden und öffentliche Quellen zeigen.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Cluster-scale experience</source>
        <extracomment>2.0 availability.cluster_scale: item title
----------
3.0 availability.cluster_scale: item title</extracomment>
        <translation>Erfahrung mit großen Clustern</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>What is the largest single cluster you have delivered and operated for one customer?</source>
        <extracomment>2.0 availability.cluster_scale: item question
----------
3.0 availability.cluster_scale: item question</extracomment>
        <translation>Was ist der größte einzelne Cluster, den Sie für einen Kunden geliefert und betrieben haben?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Proven delivery of large single-fabric clusters (thousands of GPUs) with references.</source>
        <extracomment>2.0 availability.cluster_scale: item guidance
----------
3.0 availability.cluster_scale: item guidance</extracomment>
        <translation>Nachgewiesene Lieferung großer Cluster mit einem einzigen Fabric (Tausende GPUs), mit Referenzen.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Utilisation and capacity planning</source>
        <extracomment>2.0 availability.utilization: item title
----------
3.0 availability.utilization: item title</extracomment>
        <translation>Auslastung und Kapazitätsplanung</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>What is your current utilisation, and how do you plan capacity for on-demand and committed customers?</source>
        <extracomment>2.0 availability.utilization: item question
----------
3.0 availability.utilization: item question</extracomment>
        <translation>Wie hoch ist Ihre aktuelle Auslastung, und wie planen Sie Kapazität für On-Demand-Kunden und Kunden mit Bindung?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A deliberate buffer for on-demand and expansion, with capacity planning the provider can explain; not sold out for months.</source>
        <extracomment>2.0 availability.utilization: item guidance
----------
3.0 availability.utilization: item guidance</extracomment>
        <translation>Ein bewusster Puffer für On-Demand und Erweiterungen, mit einer Kapazitätsplanung, die der Anbieter erklären kann; nicht auf Monate ausverkauft.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Current GPU models live</source>
        <extracomment>2.0 availability.live_models: item title
----------
3.0 availability.live_models: item title</extracomment>
        <translation>Aktuelle GPU-Modelle in Betrieb</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which GPU generations are live today (for example H100, H200, B200, GB200/GB300, MI300X/MI325X/MI355X)?</source>
        <extracomment>2.0 availability.live_models: item question
----------
3.0 availability.live_models: item question</extracomment>
        <translation>Welche GPU-Generationen sind heute in Betrieb (etwa H100, H200, B200, GB200/GB300, MI300X/MI325X/MI355X)?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Current-generation GPUs are rentable now. A fleet of only older generations caps the rating regardless of service quality.</source>
        <extracomment>2.0 availability.live_models: item guidance
----------
3.0 availability.live_models: item guidance</extracomment>
        <translation>GPUs der aktuellen Generation sind jetzt mietbar. Eine Flotte nur älterer Generationen begrenzt die Einstufung, unabhängig von der Qualität des Dienstes.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Roadmap for future silicon</source>
        <extracomment>2.0 availability.roadmap: item title
----------
3.0 availability.roadmap: item title</extracomment>
        <translation>Roadmap für künftige Chips</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which next-generation systems are ordered, and when will customers be able to use them?</source>
        <extracomment>2.0 availability.roadmap: item question
----------
3.0 availability.roadmap: item question</extracomment>
        <translation>Welche Systeme der nächsten Generation sind bestellt, und wann können Kunden sie nutzen?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Firm orders and dates for the next generation, and a track record of bringing new GPUs online early.</source>
        <extracomment>2.0 availability.roadmap: item guidance
----------
3.0 availability.roadmap: item guidance</extracomment>
        <translation>Feste Bestellungen und Termine für die nächste Generation und eine Bilanz, neue GPUs früh in Betrieb zu nehmen.</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Owns or operates the capacity it sells</source>
        <extracomment>2.0 availability.own_capacity: item title
----------
3.0 availability.own_capacity: item title</extracomment>
        <translation>Betreibt die Kapazität, die er verkauft, selbst</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Is this capacity yours, or resold from another cloud? Whose network owns the node&apos;s public IP?</source>
        <extracomment>2.0 availability.own_capacity: item question
----------
3.0 availability.own_capacity: item question</extracomment>
        <translation>Gehört diese Kapazität Ihnen, oder wird sie von einer anderen Cloud weiterverkauft? Wessen Netz gehört die öffentliche IP des Knotens?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>The provider operates the hardware or says openly whose capacity it resells; a whois of the node&apos;s public address matches what was said.</source>
        <extracomment>2.0 availability.own_capacity: item guidance
----------
3.0 availability.own_capacity: item guidance</extracomment>
        <translation>Der Anbieter betreibt die Hardware selbst oder sagt offen, wessen Kapazität er weiterverkauft; ein whois der öffentlichen Adresse des Knotens passt zu dem, was gesagt wurde.</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Storage throughput from 1 to 32 clients</source>
        <extracomment>3.0 storage.client_scaling: item title</extracomment>
        <translation>Speicherdurchsatz von 1 bis 32 Clients</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How do sequential and random reads and writes, buffered and direct, scale from 1 to 32 clients on each storage tier?</source>
        <extracomment>3.0 storage.client_scaling: item question</extracomment>
        <translation>Wie skalieren sequenzielles und zufälliges Lesen und Schreiben, gepuffert und direkt, von 1 bis 32 Clients auf jeder Speicherebene?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fio curves for /home, /data and /scratch show throughput rising with clients and no collapse; a long mixed run loses little over time.</source>
        <extracomment>3.0 storage.client_scaling: item guidance</extracomment>
        <translation>fio-Kurven für /home, /data und /scratch zeigen mit den Clients steigenden Durchsatz und keinen Einbruch; ein langer gemischter Lauf verliert mit der Zeit wenig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint save and load</source>
        <extracomment>3.0 storage.checkpoint: item title</extracomment>
        <translation>Checkpoint speichern und laden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long do a PyTorch distributed checkpoint save and load take on the shared file system?</source>
        <extracomment>3.0 storage.checkpoint: item question</extracomment>
        <translation>Wie lange dauern Speichern und Laden eines verteilten PyTorch-Checkpoints auf dem gemeinsamen Dateisystem?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>torch.distributed.checkpoint saves and loads complete in a time that does not stall training, on every node at once.</source>
        <extracomment>3.0 storage.checkpoint: item guidance</extracomment>
        <translation>Speichern und Laden mit torch.distributed.checkpoint sind auf allen Knoten gleichzeitig in einer Zeit fertig, die das Training nicht aufhält.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>GPUDirect RDMA through dma_buf</source>
        <extracomment>3.0 networking.gdr_dmabuf: item title</extracomment>
        <translation>GPUDirect RDMA über dma_buf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does GPUDirect RDMA run through dma_buf on the open NVIDIA kernel driver, or only through nvidia_peermem?</source>
        <extracomment>3.0 networking.gdr_dmabuf: item question</extracomment>
        <translation>Läuft GPUDirect RDMA über dma_buf mit dem offenen NVIDIA-Kerneltreiber oder nur über nvidia_peermem?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The open kernel driver is loaded and RDMA to GPU memory works through dma_buf. The legacy nvidia_peermem module alone does not pass.</source>
        <extracomment>3.0 networking.gdr_dmabuf: item guidance</extracomment>
        <translation>Der offene Kerneltreiber ist geladen, und RDMA in den GPU-Speicher funktioniert über dma_buf. Das alte Modul nvidia_peermem allein genügt nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RDMA bandwidth on every rail</source>
        <extracomment>3.0 networking.rdma_per_rail: item title</extracomment>
        <translation>RDMA-Bandbreite auf jeder Schiene</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does every rail reach its line rate in ib_write_bw and ib_read_bw, with GPU memory and with host memory?</source>
        <extracomment>3.0 networking.rdma_per_rail: item question</extracomment>
        <translation>Erreicht jede Schiene in ib_write_bw und ib_read_bw ihre Leitungsrate, mit GPU-Speicher und mit Hauptspeicher?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each rail measured on its own, from GPU memory and from host memory, comes close to the port&apos;s rate, and the results hold as the number of nodes doubles.</source>
        <extracomment>3.0 networking.rdma_per_rail: item guidance</extracomment>
        <translation>Jede Schiene, einzeln aus GPU-Speicher und aus Hauptspeicher gemessen, kommt nahe an die Rate des Ports, und die Ergebnisse halten, wenn sich die Zahl der Knoten verdoppelt.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Eight-hour burn-in</source>
        <extracomment>3.0 reliability.burn_in: item title</extracomment>
        <translation>Achtstündiger Burn-in</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does the cluster run GEMM and all-to-all together for eight hours without errors, throttling or lost nodes?</source>
        <extracomment>3.0 reliability.burn_in: item question</extracomment>
        <translation>Läuft der Cluster acht Stunden lang GEMM und All-to-all gleichzeitig, ohne Fehler, Drosselung oder verlorene Knoten?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temperature, power, clocks and FLOPs stay steady over the run and the kernel log shows no new Xid or link errors.</source>
        <extracomment>3.0 reliability.burn_in: item guidance</extracomment>
        <translation>Temperatur, Leistung, Takt und FLOPs bleiben über den Lauf stabil, und das Kernelprotokoll zeigt keine neuen Xid- oder Link-Fehler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fault detected, drained and replaced</source>
        <extracomment>3.0 reliability.fault_remediation: item title</extracomment>
        <translation>Fehler erkannt, Knoten entleert und ersetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When a GPU fault is injected, how long until it is detected, the node is drained and a healthy node is back in use?</source>
        <extracomment>3.0 reliability.fault_remediation: item question</extracomment>
        <translation>Wie lange dauert es nach einem eingespeisten GPU-Fehler, bis er erkannt, der Knoten entleert und ein gesunder Knoten wieder in Betrieb ist?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detection in about two minutes and scheduling stopped there; on HGX, automatic replacement from a hot spare within an hour.</source>
        <extracomment>3.0 reliability.fault_remediation: item guidance</extracomment>
        <translation>Erkennung in etwa zwei Minuten und dort keine neuen Jobs mehr; bei HGX automatischer Ersatz aus einer Hot-Spare-Reserve innerhalb einer Stunde.</translation>
    </message>
</context>
<context>
    <name>RubricLoader</name>
    <message>
        <location filename="../core/domain/RubricLoader.cpp" line="+29"/>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The rubric is invalid at %1: %2</source>
        <translation>Der Kriterienkatalog ist ungültig bei %1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a text value</source>
        <translation>Textwert erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be zero or more</source>
        <translation>muss null oder größer sein</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; is not a key (lower-case letters, digits, _ and .)</source>
        <translation>„%1“ ist kein Schlüssel (Kleinbuchstaben, Ziffern, _ und .)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the key &quot;%1&quot; is used twice</source>
        <translation>der Schlüssel „%1“ wird doppelt verwendet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected schema version %1</source>
        <translation>Schemaversion %1 erwartet</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected a non-empty list of criteria</source>
        <translation>nicht leere Liste von Kriterien erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+36"/>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>expected a non-empty list of check items</source>
        <translation>nicht leere Liste von Prüfpunkten erwartet</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&quot;%1&quot; is not a known gate (%2)</source>
        <translation>„%1“ ist kein bekanntes Ausschlusskriterium (%2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the criteria weights add up to %1, not 1</source>
        <translation>die Gewichte der Kriterien ergeben zusammen %1, nicht 1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The rubric is not valid JSON at %1: %2</source>
        <translation>Der Kriterienkatalog ist kein gültiges JSON bei %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected an object at the top</source>
        <translation>auf oberster Ebene ein Objekt erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the rubric file %1.</source>
        <translation>Die Katalogdatei %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rubric file %1 is too large.</source>
        <translation>Die Katalogdatei %1 ist zu groß.</translation>
    </message>
</context>
<context>
    <name>RubricRepository</name>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="+40"/>
        <location line="+100"/>
        <source>Could not read the rubric versions</source>
        <translation>Die Versionen des Kriterienkatalogs konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Rubric version %1 is already installed.</source>
        <translation>Version %1 des Kriterienkatalogs ist bereits installiert.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not install the rubric</source>
        <translation>Der Kriterienkatalog konnte nicht installiert werden</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not install the rubric&apos;s criteria</source>
        <translation>Die Kriterien des Katalogs konnten nicht installiert werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not install the rubric&apos;s check items</source>
        <translation>Die Prüfpunkte des Katalogs konnten nicht installiert werden</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A shipped rubric is missing.</source>
        <translation>Ein mitgelieferter Kriterienkatalog fehlt.</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+13"/>
        <source>Could not read the rubric</source>
        <translation>Der Kriterienkatalog konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>There is no rubric version &quot;%1&quot;.</source>
        <translation>Es gibt keine Katalogversion „%1“.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rubric of this evaluation is missing.</source>
        <translation>Der Kriterienkatalog dieser Bewertung fehlt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the rubric&apos;s criteria</source>
        <translation>Die Kriterien des Katalogs konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the rubric&apos;s check items</source>
        <translation>Die Prüfpunkte des Katalogs konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Could not read the criteria</source>
        <translation>Die Kriterien konnten nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>RunAccounts</name>
    <message>
        <location filename="../core/trust/RunAccounts.cpp" line="+33"/>
        <source>disclosed to the provider</source>
        <translation>dem Anbieter offengelegt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>obtained independently</source>
        <translation>unabhängig beschafft</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the run&apos;s account.</source>
        <translation>Das Konto des Laufs konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not read the runs&apos; accounts.</source>
        <translation>Die Konten der Läufe konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The account needs a name.</source>
        <translation>Das Konto braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The account name or note is too long.</source>
        <translation>Kontoname oder Notiz ist zu lang.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not read the run.</source>
        <translation>Der Lauf konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no run %1.</source>
        <translation>Es gibt keinen Lauf %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not record the run&apos;s account.</source>
        <translation>Das Konto des Laufs konnte nicht erfasst werden.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not count the provider&apos;s runs.</source>
        <translation>Die Läufe des Anbieters konnten nicht gezählt werden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not read the provider&apos;s samples.</source>
        <translation>Die Messwerte des Anbieters konnten nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>RunBatchWriter</name>
    <message>
        <location filename="../core/store/RunBatchWriter.cpp" line="+56"/>
        <source>Run %1 holds %2 sample(s) and %3 finding(s) where %4 and %5 were expected: the waiting batch was not stored, so that nothing is stored twice.</source>
        <translation>Lauf %1 enthält %2 Messwert(e) und %3 Befund(e), erwartet waren %4 und %5: Der wartende Block wurde nicht gespeichert, damit nichts doppelt gespeichert wird.</translation>
    </message>
</context>
<context>
    <name>RunCharts</name>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="+94"/>
        <source>each run&apos;s own baseline</source>
        <translation>die eigene Baseline jedes Laufs</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Host backend: no GPU was measured, so no GPU baseline applies</source>
        <translation>Host-Backend: Es wurde keine GPU gemessen, daher gilt keine GPU-Baseline</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+88"/>
        <location line="+65"/>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>%1 host→device</source>
        <translation>%1 Host→Gerät</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 device→host</source>
        <translation>%1 Gerät→Host</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (in-place)</source>
        <translation>%1 (in-place)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, GPU %2</source>
        <translation>%1, GPU %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>% of each run&apos;s expected value</source>
        <translation>% vom Erwartungswert des jeweiligen Laufs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lines have different baselines: each is a percentage of its own.</source>
        <translation>Die Linien haben verschiedene Baselines: Jede ist ein Prozentsatz ihrer eigenen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not drawn (no baseline): %1.</source>
        <translation>Nicht gezeichnet (keine Baseline): %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No samples of %1 in the selected runs</source>
        <translation>Keine Messwerte von %1 in den ausgewählten Läufen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy bandwidth (GB/s)</source>
        <translation>Kopierbandbreite (GB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host/device copy bandwidth</source>
        <translation>Kopierbandbreite Host/Gerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bus bandwidth</source>
        <translation>Busbandbreite %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unknown hardware</source>
        <translation>unbekannte Hardware</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Training run %1 — %2</source>
        <translation>Trainingslauf %1 — %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 bus bandwidth — %2</source>
        <translation>Busbandbreite %1 — %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Host/device copy bandwidth — %1</source>
        <translation>Kopierbandbreite Host/Gerät — %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPU-to-GPU bandwidth — %1</source>
        <translation>Bandbreite GPU zu GPU — %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Device copy bandwidth (GB/s)</source>
        <translation>Kopierbandbreite im Gerät (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device memory copy bandwidth — %1</source>
        <translation>Kopierbandbreite im Gerätespeicher — %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This run has no samples a chart can show</source>
        <translation>Dieser Lauf hat keine Messwerte, die ein Diagramm zeigen kann</translation>
    </message>
</context>
<context>
    <name>RunEvidenceItems</name>
    <message>
        <location filename="../core/run/RunEvidenceItems.cpp" line="+18"/>
        <source>Could not read the evidence proposals %1</source>
        <translation>Die Nachweisvorschläge %1 konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The evidence proposals %1 are not valid JSON</source>
        <translation>Die Nachweisvorschläge %1 sind kein gültiges JSON</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An entry of %1 for %2 is not an item key</source>
        <translation>Ein Eintrag von %1 für %2 ist kein Prüfpunktschlüssel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The needs of %1 in %2 are not valid</source>
        <translation>Die Anforderungen von %1 in %2 sind ungültig</translation>
    </message>
</context>
<context>
    <name>RunHistoryQuery</name>
    <message>
        <location filename="../core/store/RunHistoryQuery.cpp" line="+72"/>
        <source>No run with id %1</source>
        <translation>Kein Lauf mit ID %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The findings could not be read.</source>
        <translation>Die Befunde konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not save the node&apos;s known_hosts file</source>
        <translation>Die known_hosts-Datei des Knotens konnte nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>RunKind</name>
    <message>
        <location filename="../core/domain/RunStatus.cpp" line="+11"/>
        <source>probe</source>
        <translation>Messprogramm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recipe</source>
        <translation>Rezept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>import</source>
        <translation>Import</translation>
    </message>
</context>
<context>
    <name>RunOrchestrator</name>
    <message>
        <location filename="../core/run/RunOrchestrator.cpp" line="+54"/>
        <source>ended process group %1 left on the node by interrupted run %2</source>
        <translation>Prozessgruppe %1 beendet, die der unterbrochene Lauf %2 auf dem Knoten hinterließ</translation>
    </message>
</context>
<context>
    <name>RunOwnership</name>
    <message>
        <location filename="../core/store/RunOwnership.cpp" line="+46"/>
        <source>The run&apos;s owner could not be recorded.</source>
        <translation>Der Eigentümer des Laufs konnte nicht erfasst werden.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+31"/>
        <source>The runs could not be read.</source>
        <translation>Die Läufe konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>An abandoned run could not be marked interrupted.</source>
        <translation>Ein verwaister Lauf konnte nicht als unterbrochen markiert werden.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The run could not be updated.</source>
        <translation>Der Lauf konnte nicht aktualisiert werden.</translation>
    </message>
</context>
<context>
    <name>RunPanel</name>
    <message>
        <location filename="../core/run/ProbeCatalog.cpp" line="+9"/>
        <source>node checks: driver, PCIe ACS, GPUDirect, IB ports, Xid, ECC</source>
        <translation>Knotenprüfungen: Treiber, PCIe ACS, GPUDirect, IB-Ports, Xid, ECC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host/device and device-to-device copy bandwidth</source>
        <translation>Kopierbandbreite Host/Gerät und Gerät zu Gerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix multiply throughput</source>
        <translation>Durchsatz der Matrixmultiplikation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL/RCCL collectives on this node</source>
        <translation>NCCL/RCCL-Kollektive auf diesem Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a directory&apos;s read and write performance, measured by fio</source>
        <translation>Lese- und Schreibleistung eines Verzeichnisses, gemessen mit fio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>front-end network between every pair of nodes (iperf3)</source>
        <translation>Frontend-Netz zwischen jedem Knotenpaar (iperf3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA bandwidth and latency on every rail (perftest)</source>
        <translation>RDMA-Bandbreite und -Latenz auf jeder Schiene (perftest)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a short training run: tokens/s, TFLOP/s and MFU per step (PyTorch, FSDP)</source>
        <translation>ein kurzer Trainingslauf: Tokens/s, TFLOP/s und MFU pro Schritt (PyTorch, FSDP)</translation>
    </message>
</context>
<context>
    <name>RunRepository</name>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="+110"/>
        <source>The run could not be recorded.</source>
        <translation>Der Lauf konnte nicht erfasst werden.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not record the run&apos;s process group</source>
        <translation>Die Prozessgruppe des Laufs konnte nicht erfasst werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+29"/>
        <source>Run %1 does not exist.</source>
        <translation>Lauf %1 existiert nicht.</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+26"/>
        <source>The run could not be updated.</source>
        <translation>Der Lauf konnte nicht aktualisiert werden.</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+37"/>
        <location line="+253"/>
        <source>The run does not exist.</source>
        <translation>Der Lauf existiert nicht.</translation>
    </message>
    <message>
        <location line="-285"/>
        <location line="+9"/>
        <source>The run could not be sealed.</source>
        <translation>Der Lauf konnte nicht versiegelt werden.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The run could not be finished.</source>
        <translation>Der Lauf konnte nicht abgeschlossen werden.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+162"/>
        <location line="+51"/>
        <location line="+9"/>
        <location line="+132"/>
        <source>The raw log could not be read.</source>
        <translation>Das Rohprotokoll konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="-332"/>
        <location line="+7"/>
        <location line="+149"/>
        <location line="+17"/>
        <location line="+7"/>
        <source>The raw log could not be stored.</source>
        <translation>Das Rohprotokoll konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+8"/>
        <source>The samples could not be stored.</source>
        <translation>Die Messwerte konnten nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>The findings could not be read.</source>
        <translation>Die Befunde konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Finding %1 has an unknown kind &quot;%2&quot;.</source>
        <translation>Befund %1 hat eine unbekannte Art „%2“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finding %1 has an unknown status &quot;%2&quot;.</source>
        <translation>Befund %1 hat einen unbekannten Status „%2“.</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>The findings could not be stored.</source>
        <translation>Die Befunde konnten nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+95"/>
        <location line="+14"/>
        <location line="+3"/>
        <source>The run could not be read.</source>
        <translation>Der Lauf konnte nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>RunSpill</name>
    <message>
        <location filename="../core/store/RunSpill.cpp" line="+147"/>
        <location line="+6"/>
        <location line="+16"/>
        <source>Samples waiting for the database could not be kept in %1.</source>
        <translation>Messwerte, die auf die Datenbank warten, konnten nicht in %1 aufbewahrt werden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <location line="+13"/>
        <source>Samples waiting for the database could not be read back from %1.</source>
        <translation>Messwerte, die auf die Datenbank warten, konnten nicht aus %1 zurückgelesen werden.</translation>
    </message>
</context>
<context>
    <name>RunStatus</name>
    <message>
        <location filename="../core/domain/RunStatus.cpp" line="+5"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
</context>
<context>
    <name>SacctParser</name>
    <message>
        <location filename="../core/import/SacctParser.cpp" line="+26"/>
        <source>; and %1 more</source>
        <translation>; und %1 weitere</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>step %1 %2 by signal %3</source>
        <translation>Schritt %1 %2 durch Signal %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step %1 %2, exit code %3</source>
        <translation>Schritt %1 %2, Exit-Code %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>node failure</source>
        <translation>Knotenausfall</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>failed (COMPLETED, but a step did not)</source>
        <translation>fehlgeschlagen (COMPLETED, aber ein Schritt nicht)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed (%1)</source>
        <translation>fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>exit code %1:%2</source>
        <translation>Exit-Code %1:%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; on %1</source>
        <translation>; auf %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 finished, %2 not finished</source>
        <translation>%1 beendet, %2 nicht beendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 by node failure</source>
        <translation>%1 durch Knotenausfall</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accounting records %1 jobs.</source>
        <translation>Das Accounting verzeichnet %1 Jobs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 finished jobs ended by a node failure: %3</source>
        <translation>%1 von %2 beendeten Jobs endeten durch einen Knotenausfall: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>. %1 more failed: %2</source>
        <translation>. %1 weitere schlugen fehl: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 finished jobs failed: %3</source>
        <translation>%1 von %2 beendeten Jobs schlugen fehl: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 jobs have an exit code that is not one (code:signal, each 0-255): how they ended is not known.</source>
        <translation>%1 Jobs haben einen ungültigen Exit-Code (Code:Signal, je 0-255): Wie sie endeten, ist nicht bekannt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 finished jobs completed with every step%2.</source>
        <translation>%1 beendete Jobs liefen mit allen Schritten vollständig durch%2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1 more were cancelled)</source>
        <translation> (%1 weitere wurden abgebrochen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No job both finished and ran to its end (%1 cancelled, %2 not finished).</source>
        <translation>Kein Job ist beendet und zugleich bis zu Ende gelaufen (%1 abgebrochen, %2 nicht beendet).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rows did not fit the header</source>
        <translation>%1 Zeilen passten nicht zur Kopfzeile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows were longer than the line limit</source>
        <translation>%1 Zeilen waren länger als die Zeilengrenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows of jobs past %2 were not kept</source>
        <translation>%1 Zeilen von Jobs jenseits der ersten %2 wurden nicht behalten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Job states sacct does not print: %1</source>
        <translation>Job-Zustände, die sacct nicht ausgibt: %1</translation>
    </message>
</context>
<context>
    <name>SampleRederivation</name>
    <message>
        <location filename="../core/trust/SampleRederivation.cpp" line="+23"/>
        <source>%1 at %2 B</source>
        <translation>%1 bei %2 B</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>run %1 sample %2 (%3)</source>
        <translation>Lauf %1, Messwert %2 (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The raw text yields a sample that is not stored.</source>
        <translation>Der Rohtext ergibt einen Messwert, der nicht gespeichert ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A stored sample that the raw text does not yield.</source>
        <translation>Ein gespeicherter Messwert, den der Rohtext nicht ergibt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stored sample is not what the raw text says.</source>
        <translation>Der gespeicherte Messwert entspricht nicht dem Rohtext.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <location line="+98"/>
        <source>run %1 samples</source>
        <translation>Lauf %1, Messwerte</translation>
    </message>
    <message numerus="yes">
        <location line="-104"/>
        <source>%n more sample(s) differ.</source>
        <translation>
            <numerusform>%n weiterer Messwert weicht ab.</numerusform>
            <numerusform>%n weitere Messwerte weichen ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n Messwert</numerusform>
            <numerusform>%n Messwerte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not read the stored results</source>
        <translation>Die gespeicherten Ergebnisse konnten nicht gelesen werden</translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no parse</source>
        <translation>nicht auswertbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stored file no longer parses: %1</source>
        <translation>Die gespeicherte Datei lässt sich nicht mehr auswerten: %1</translation>
    </message>
</context>
<context>
    <name>SchemaCatalog</name>
    <message>
        <location filename="../core/store/SchemaCatalog.cpp" line="+54"/>
        <location line="+51"/>
        <source>Could not read the database&apos;s tables</source>
        <translation>Die Tabellen der Datenbank konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The tables&apos; foreign keys form a cycle.</source>
        <translation>Die Fremdschlüssel der Tabellen bilden einen Zyklus.</translation>
    </message>
</context>
<context>
    <name>ScontrolNodeParser</name>
    <message>
        <location filename="../core/import/ScontrolNodeParser.cpp" line="+72"/>
        <source>%1 lines were longer than the line limit</source>
        <translation>%1 Zeilen waren länger als die Zeilengrenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes were not read whole</source>
        <translation>%1 Knoten wurden nicht vollständig gelesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>%1 Knoten jenseits von %2 wurden nicht behalten</translation>
    </message>
</context>
<context>
    <name>ScoreSheets</name>
    <message>
        <location filename="../core/trust/ScoreSheets.cpp" line="+16"/>
        <location line="+54"/>
        <source>Could not read the evaluation&apos;s rubric.</source>
        <translation>Der Kriterienkatalog der Bewertung konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not read the score sheet.</source>
        <translation>Der Bewertungsbogen konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A score sheet needs the reviewer&apos;s name.</source>
        <translation>Ein Bewertungsbogen braucht den Namen des Prüfers.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+112"/>
        <source>The rubric has no criterion %1.</source>
        <translation>Der Kriterienkatalog hat kein Kriterium %1.</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>A criterion score is 0 to 5 (%1: %2).</source>
        <translation>Eine Kriteriumspunktzahl liegt zwischen 0 und 5 (%1: %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rubric has no check item %1.</source>
        <translation>Der Kriterienkatalog hat keinen Prüfpunkt %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An item grade is fail, partial or pass (%1).</source>
        <translation>Eine Punktbewertung ist fail, partial oder pass (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A submitted sheet scores every criterion (%1 of %2 scored).</source>
        <translation>Ein abgegebener Bogen bewertet jedes Kriterium (%1 von %2 bewertet).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 submitted this sheet on %2; a submitted sheet does not change (reconcile the final score instead).</source>
        <translation>%1 hat diesen Bogen am %2 abgegeben; ein abgegebener Bogen ändert sich nicht (stattdessen die endgültige Punktzahl abstimmen).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not save the score sheet.</source>
        <translation>Der Bewertungsbogen konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the score sheets.</source>
        <translation>Die Bewertungsbögen konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The scores stay hidden until at least two reviewers have submitted their sheets (%1 so far).</source>
        <translation>Die Punktzahlen bleiben verborgen, bis mindestens zwei Prüfer ihre Bögen abgegeben haben (bisher %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The scores stay hidden until every reviewer has submitted; still out: %1.</source>
        <translation>Die Punktzahlen bleiben verborgen, bis jeder Prüfer abgegeben hat; noch ausstehend: %1.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The reconciliation method is one of %1.</source>
        <translation>Die Abstimmungsmethode ist eine von %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A final score is 0 to 5.</source>
        <translation>Eine endgültige Punktzahl liegt zwischen 0 und 5.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Reconciled from the reviewers&apos; sheets (%1)</source>
        <translation>Aus den Bögen der Prüfer abgestimmt (%1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not record the reconciliation.</source>
        <translation>Die Abstimmung konnte nicht erfasst werden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the reconciliations.</source>
        <translation>Die Abstimmungen konnten nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>ScoreSuggester</name>
    <message>
        <location filename="../core/rating/ScoreSuggester.cpp" line="+105"/>
        <source>Effective price per useful GPU-hour (%1)</source>
        <translation>Effektiver Preis je nutzbarer GPU-Stunde (%1)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unknown: no evidence yet</source>
        <translation>unbekannt: noch kein Nachweis</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (item weight %2)</source>
        <translation>%1 (Gewicht des Prüfpunkts %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown: missing evidence, lowers confidence</source>
        <translation>unbekannt: fehlender Nachweis senkt die Sicherheit der Einschätzung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1% of expected</source>
        <translation>%1 % des Erwartungswerts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1% of expected, band %2</source>
        <translation>%1 % des Erwartungswerts, Band %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>sentiment %1, moved the score by %2</source>
        <translation>Einschätzung %1, verschob die Bewertung um %2</translation>
    </message>
</context>
<context>
    <name>ScoringMinimums</name>
    <message>
        <location filename="../core/rating/ScoringMinimums.cpp" line="+24"/>
        <source>A criterion is scored when at least %1% of its check items have a verdict (N/A counts); an evaluation gets a suggested tier and counts as a peer when at least %2% of its criteria are scored.</source>
        <translation>Ein Kriterium wird bewertet, wenn mindestens %1 % seiner Prüfpunkte ein Urteil haben (N/A zählt); eine Bewertung erhält eine Stufenempfehlung und zählt für die Platzierung der anderen, wenn mindestens %2 % ihrer Kriterien bewertet sind.</translation>
    </message>
</context>
<context>
    <name>SetVerdictCommand</name>
    <message>
        <location filename="../ui/checklist/SetVerdictCommand.cpp" line="+28"/>
        <source>Set “%1” to %2</source>
        <translation>„%1“ auf %2 setzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit evidence of “%1”</source>
        <translation>Nachweise zu „%1“ bearbeiten</translation>
    </message>
</context>
<context>
    <name>SinfoParser</name>
    <message>
        <location filename="../core/import/SinfoParser.cpp" line="+260"/>
        <source>The listing has no header; it was read as sinfo&apos;s default columns (PARTITION AVAIL TIMELIMIT NODES STATE NODELIST).</source>
        <translation>Die Auflistung hat keine Kopfzeile; sie wurde mit den Standardspalten von sinfo gelesen (PARTITION AVAIL TIMELIMIT NODES STATE NODELIST).</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>No node could be read: %1 rows did not fit the header (first: %2).</source>
        <translation>Kein Knoten konnte gelesen werden: %1 Zeilen passten nicht zur Kopfzeile (erste: %2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 rows did not fit the header (first: %2)</source>
        <translation>%1 Zeilen passten nicht zur Kopfzeile (erste: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows had a node list that is not one (first: %2)</source>
        <translation>%1 Zeilen hatten eine ungültige Knotenliste (erste: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows were longer than the line limit</source>
        <translation>%1 Zeilen waren länger als die Zeilengrenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows past %2 node names were not read</source>
        <translation>%1 Zeilen jenseits von %2 Knotennamen wurden nicht gelesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>%1 Knoten jenseits von %2 wurden nicht behalten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>States sinfo does not print were read as given: %1</source>
        <translation>Zustände, die sinfo nicht ausgibt, wurden wie angegeben gelesen: %1</translation>
    </message>
</context>
<context>
    <name>SlurmAudit</name>
    <message numerus="yes">
        <location filename="../core/launch/slurm/SlurmAudit.cpp" line="+18"/>
        <source> and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>TopologyPlugin is %1: jobs are placed without regard to the network&apos;s switches</source>
        <translation>TopologyPlugin ist %1: Jobs werden ohne Rücksicht auf die Switches des Netzwerks platziert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>topology/%1 is set but scontrol show topology lists no switch or block</source>
        <translation>topology/%1 ist gesetzt, aber scontrol show topology listet keinen Switch und keinen Block</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>topology/%1 with %n switch(es), but GPU nodes missing from it: %2</source>
        <translation>
            <numerusform>topology/%1 mit %n Switch, aber GPU-Knoten fehlen darin: %2</numerusform>
            <numerusform>topology/%1 mit %n Switches, aber GPU-Knoten fehlen darin: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>topology/%1 with %n switch(es) covering every GPU node</source>
        <translation>
            <numerusform>topology/%1 mit %n Switch, der jeden GPU-Knoten abdeckt</numerusform>
            <numerusform>topology/%1 mit %n Switches, die jeden GPU-Knoten abdecken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GresTypes does not include gpu: jobs cannot ask for GPUs with --gpus-per-node</source>
        <translation>GresTypes enthält kein gpu: Jobs können mit --gpus-per-node keine GPUs anfordern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GresTypes=%1 but no node advertises a gpu GRES</source>
        <translation>GresTypes=%1, aber kein Knoten bietet eine gpu-GRES an</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 GPUs on %n node(s) as GRES</source>
        <translation>
            <numerusform>%1 GPUs auf %n Knoten als GRES</numerusform>
            <numerusform>%1 GPUs auf %n Knoten als GRES</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>srun lists pmix (%1)</source>
        <translation>srun listet pmix (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no pmix plugin; only pmi2 is listed</source>
        <translation>kein pmix-Plugin; nur pmi2 ist gelistet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>srun lists neither pmix nor pmi2</source>
        <translation>srun listet weder pmix noch pmi2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>srun --help printed no options</source>
        <translation>srun --help gab keine Optionen aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pyxis is loaded: srun offers --container-image</source>
        <translation>Pyxis ist geladen: srun bietet --container-image</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>srun has no --container-image: Pyxis is not installed, containers need another route</source>
        <translation>srun hat kein --container-image: Pyxis ist nicht installiert, Container brauchen einen anderen Weg</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>AccountingStorageType is %1: sacct has no job history</source>
        <translation>AccountingStorageType ist %1: sacct hat keinen Job-Verlauf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>accounting is configured but sacct failed: %1</source>
        <translation>Accounting ist konfiguriert, aber sacct schlug fehl: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, and sacct answers</source>
        <translation>%1, und sacct antwortet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>HealthCheckProgram is not set: unhealthy GPUs are not drained automatically</source>
        <translation>HealthCheckProgram ist nicht gesetzt: Nicht gesunde GPUs werden nicht automatisch gesperrt (drain)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a site script</source>
        <translation>ein Skript des Standorts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DCGM</source>
        <translation>DCGM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NHC</source>
        <translation>NHC</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>HealthCheckProgram=%1 (%2) but HealthCheckInterval is 0: it never runs</source>
        <translation>HealthCheckProgram=%1 (%2), aber HealthCheckInterval ist 0: Es läuft nie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HealthCheckProgram=%1 (%2) every %3 s</source>
        <translation>HealthCheckProgram=%1 (%2) alle %3 s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ResumeProgram=%1, ReturnToService=%2</source>
        <translation>ResumeProgram=%1, ReturnToService=%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ReturnToService=2: a node that registers healthy returns to service</source>
        <translation>ReturnToService=2: ein Knoten, der sich gesund meldet, kehrt in den Betrieb zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReturnToService=1 and no ResumeProgram: only nodes down for not responding come back</source>
        <translation>ReturnToService=1 und kein ResumeProgram: nur Knoten, die wegen fehlender Antwort down sind, kommen zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReturnToService=0 and no ResumeProgram: every down node needs a manual scontrol update</source>
        <translation>ReturnToService=0 und kein ResumeProgram: jeder Knoten im Zustand down braucht ein manuelles scontrol update</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no node listed</source>
        <translation>kein Knoten gelistet</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>all %n node(s) up</source>
        <translation>
            <numerusform>%n Knoten ist up</numerusform>
            <numerusform>alle %n Knoten sind up</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 nodes cannot take jobs: %3</source>
        <translation>%1 von %2 Knoten können keine Jobs annehmen: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a full-node srun on %1 took %2 s (limit %3 s)</source>
        <translation>ein srun über den ganzen Knoten auf %1 dauerte %2 s (Grenze %3 s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no /etc/nccl.conf: NCCL tunes itself</source>
        <translation>%1 hat keine /etc/nccl.conf: NCCL stimmt sich selbst ab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>/etc/nccl.conf on %1 leaves NCCL_ALGO, NCCL_PROTO and NCCL_MIN_NCHANNELS to NCCL</source>
        <translation>/etc/nccl.conf auf %1 überlässt NCCL_ALGO, NCCL_PROTO und NCCL_MIN_NCHANNELS dem NCCL</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>/etc/nccl.conf on %1 forces %2</source>
        <translation>/etc/nccl.conf auf %1 erzwingt %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the full-node srun did not run: %1</source>
        <translation>der srun über den ganzen Knoten lief nicht: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no worker was reached to read /etc/nccl.conf</source>
        <translation>kein Worker war erreichbar, um /etc/nccl.conf zu lesen</translation>
    </message>
</context>
<context>
    <name>SlurmAuditRunner</name>
    <message>
        <location filename="../core/cluster/slurm/SlurmAuditRunner.cpp" line="+21"/>
        <source>The cluster&apos;s discovery output is larger than 64 MiB</source>
        <translation>Die Discovery-Ausgabe des Clusters ist größer als 64 MiB</translation>
    </message>
</context>
<context>
    <name>SlurmBatchScript</name>
    <message>
        <location filename="../core/launch/slurm/SlurmBatchScript.cpp" line="+12"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty, or holds a line break or control character</source>
        <translation>leer, oder enthält einen Zeilenumbruch oder ein Steuerzeichen</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, starting with a letter, digit or &apos;_&apos; (a Slurm name, not an option)</source>
        <translation>Buchstaben, Ziffern, „.“, „_“ und „-“, beginnend mit einem Buchstaben, einer Ziffer oder „_“ (ein Slurm-Name, keine Option)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>QoS</source>
        <translation>QoS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reservation</source>
        <translation>Reservierung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <source>between 1 and %1</source>
        <translation>zwischen 1 und %1</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Tasks per node</source>
        <translation>Tasks je Knoten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPUs per node / CPUs per task</source>
        <translation>GPUs je Knoten / CPUs je Task</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>out of range</source>
        <translation>außerhalb des Bereichs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>between 1 minute and 7 days</source>
        <translation>zwischen 1 Minute und 7 Tagen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not a node name</source>
        <translation>kein Knotenname</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Node list</source>
        <translation>Knotenliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>names %1 nodes for a job of %2</source>
        <translation>nennt %1 Knoten für einen Job mit %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Environment variable</source>
        <translation>Umgebungsvariable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>names are letters, digits and &apos;_&apos;, not starting with a digit</source>
        <translation>Namen bestehen aus Buchstaben, Ziffern und „_“ und beginnen nicht mit einer Ziffer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Environment variable %1</source>
        <translation>Umgebungsvariable %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds a NUL character</source>
        <translation>enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>nothing to run</source>
        <translation>nichts auszuführen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an argument holds a NUL character</source>
        <translation>ein Argument enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Container image</source>
        <translation>Container-Image</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds a line break or control character</source>
        <translation>enthält einen Zeilenumbruch oder ein Steuerzeichen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Container mount</source>
        <translation>Container-Mount</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SRC:DST[:FLAGS], without commas</source>
        <translation>SRC:DST[:FLAGS], ohne Kommas</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>Output file</source>
        <translation>Ausgabedatei</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>a plain file name in the job folder</source>
        <translation>ein einfacher Dateiname im Job-Ordner</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stdout and stderr need files of their own</source>
        <translation>stdout und stderr brauchen je eine eigene Datei</translation>
    </message>
</context>
<context>
    <name>SlurmDiscovery</name>
    <message>
        <location filename="../core/launch/slurm/SlurmDiscovery.cpp" line="+113"/>
        <source>The discovery reply is cut or garbled</source>
        <translation>Die Discovery-Antwort ist abgeschnitten oder verstümmelt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The discovery reply holds %1 of %2 command outputs</source>
        <translation>Die Discovery-Antwort enthält %1 von %2 Befehlsausgaben</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>scontrol show config printed no configuration: is this a Slurm login node?</source>
        <translation>scontrol show config gab keine Konfiguration aus: Ist das ein Slurm-Login-Knoten?</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>srun exited %1</source>
        <translation>srun endete mit %1</translation>
    </message>
</context>
<context>
    <name>SlurmFaultDrill</name>
    <message>
        <location filename="../core/cluster/slurm/SlurmFaultDrill.cpp" line="+110"/>
        <source>%1 was taken out of service %2 after the fault (ClusterMAX 3.0 expects about %3): %4</source>
        <translation>%1 wurde %2 nach dem Fehler außer Betrieb genommen (ClusterMAX 3.0 erwartet etwa %3): %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 stayed in service %2 after the fault: the health checks did not drain it</source>
        <translation>%1 blieb %2 nach dem Fehler in Betrieb: die Health Checks haben den Knoten nicht gedrained</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slurm&apos;s own drain stamp to the poll that saw it</source>
        <translation>von Slurms eigenem Drain-Zeitstempel bis zur Abfrage, die ihn sah</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was back in service %2 after it was drained</source>
        <translation>%1 war %2 nach dem Drain wieder in Betrieb</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was still out of service %2 after it was drained</source>
        <translation>%1 war %2 nach dem Drain noch außer Betrieb</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The fault drill takes a node of the provider&apos;s out of service; it runs only with the analyst&apos;s recorded consent</source>
        <translation>Die Fehlerübung nimmt einen Knoten des Anbieters außer Betrieb; sie läuft nur mit der festgehaltenen Zustimmung des Analysten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a Slurm node name</source>
        <translation>„%1“ ist kein Slurm-Knotenname</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The marker folder must be a plain path inside the home folder: %1</source>
        <translation>Der Marker-Ordner muss ein einfacher Pfad im Home-Ordner sein: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The poll interval is 1 to 60 s, the detection deadline at most a day, the return deadline at most a week</source>
        <translation>Das Abfrageintervall beträgt 1 bis 60 s, die Erkennungsfrist höchstens einen Tag, die Rückkehrfrist höchstens eine Woche</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The login node&apos;s clock could not be read</source>
        <translation>Die Uhr des Login-Knotens konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Slurm has no node %1</source>
        <translation>Slurm hat keinen Knoten %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not in service (%2); the drill starts from a node that is</source>
        <translation>%1 ist nicht in Betrieb (%2); die Übung beginnt mit einem Knoten, der es ist</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a synthetic Xid 79 line stays in %1&apos;s kernel log until the node reboots</source>
        <translation>eine künstliche Xid-79-Zeile bleibt bis zum Neustart im Kernel-Log von %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the provider clears the fault it triggered on %1</source>
        <translation>der Anbieter behebt den Fehler, den er auf %1 ausgelöst hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>injecting the fault on %1 (%2)</source>
        <translation>Fehler wird auf %1 eingebracht (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The fault marker on %1 could not be removed</source>
        <translation>Der Fehler-Marker für %1 konnte nicht entfernt werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fault cleared</source>
        <translation>Fehler behoben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fault cleared on %1</source>
        <translation>Fehler auf %1 behoben</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The fault could not be injected on %1</source>
        <translation>Der Fehler konnte auf %1 nicht eingebracht werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fault injected (%1)</source>
        <translation>Fehler eingebracht (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ask the provider to trigger the fault on %1 now</source>
        <translation>bitten Sie den Anbieter, den Fehler auf %1 jetzt auszulösen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The fault drill was cancelled</source>
        <translation>Die Fehlerübung wurde abgebrochen</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+35"/>
        <source>Slurm no longer lists %1</source>
        <translation>Slurm führt %1 nicht mehr auf</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>%1 was not drained within %2 s</source>
        <translation>%1 wurde nicht innerhalb von %2 s gedrained</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The fault drill was cancelled while %1 was out of service; the fault was cleared</source>
        <translation>Die Fehlerübung wurde abgebrochen, während %1 außer Betrieb war; der Fehler wurde behoben</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 was not back in service within %2 s</source>
        <translation>%1 war nicht innerhalb von %2 s wieder in Betrieb</translation>
    </message>
</context>
<context>
    <name>SlurmHostlist</name>
    <message>
        <location filename="../core/launch/slurm/SlurmHostlist.cpp" line="+8"/>
        <source>Not a Slurm node list: %1</source>
        <translation>Keine Slurm-Knotenliste: %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>a range is not of the form a-b with a &lt;= b</source>
        <translation>ein Bereich hat nicht die Form a-b mit a &lt;= b</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+33"/>
        <location line="+45"/>
        <source>it names more hosts than Tierbench expands</source>
        <translation>sie nennt mehr Hosts, als Tierbench expandiert</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+7"/>
        <location line="+37"/>
        <source>brackets do not match</source>
        <translation>die Klammern passen nicht zusammen</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>it is longer than 1 MiB</source>
        <translation>sie ist länger als 1 MiB</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a name contains white space or control characters</source>
        <translation>ein Name enthält Leer- oder Steuerzeichen</translation>
    </message>
</context>
<context>
    <name>SlurmJobState</name>
    <message>
        <location filename="../core/launch/slurm/SlurmJobState.cpp" line="+11"/>
        <source>pending</source>
        <translation>wartend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>configuring</source>
        <translation>wird konfiguriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completing</source>
        <translation>wird abgeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suspended</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requeued</source>
        <translation>erneut eingereiht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resizing</source>
        <translation>Größe wird geändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time limit reached</source>
        <translation>Zeitlimit erreicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node failure</source>
        <translation>Knotenausfall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory</source>
        <translation>Speicher erschöpft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>boot failure</source>
        <translation>Boot-Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadline passed</source>
        <translation>Frist verstrichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preempted</source>
        <translation>verdrängt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>SlurmJobStatus</name>
    <message>
        <location filename="../core/launch/slurm/SlurmJobStatus.cpp" line="+56"/>
        <source>%1 --json did not print a JSON object</source>
        <translation>%1 --json gab kein JSON-Objekt aus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 --json printed no job list</source>
        <translation>%1 --json gab keine Job-Liste aus</translation>
    </message>
</context>
<context>
    <name>SlurmLauncher</name>
    <message>
        <location filename="../core/launch/slurm/SlurmLauncher.cpp" line="+128"/>
        <source>sbatch refused the job: %1</source>
        <translation>sbatch hat den Job abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Slurm still lists job %1 %2 s after scancel</source>
        <translation>Slurm listet Job %1 noch %2 s nach scancel</translation>
    </message>
</context>
<context>
    <name>SlurmNode</name>
    <message>
        <location filename="../core/launch/slurm/SlurmNode.cpp" line="+82"/>
        <source>drained</source>
        <translation>gesperrt (drained)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draining</source>
        <translation>wird gesperrt (draining)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not responding</source>
        <translation>antwortet nicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failing</source>
        <translation>fällt aus</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>sinfo --json did not print a JSON object</source>
        <translation>sinfo --json gab kein JSON-Objekt aus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sinfo --json printed no node list</source>
        <translation>sinfo --json gab keine Knotenliste aus</translation>
    </message>
</context>
<context>
    <name>SlurmNodeChecks</name>
    <message>
        <location filename="../core/import/SlurmNodeChecks.cpp" line="+14"/>
        <source>; and %1 more</source>
        <translation>; und %1 weitere</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> (set by %1 at %2)</source>
        <translation> (gesetzt von %1 am %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (set by %1)</source>
        <translation> (gesetzt von %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (set at %1)</source>
        <translation> (gesetzt am %1)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>state not shown</source>
        <translation>Zustand nicht angezeigt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>listed with a reason</source>
        <translation>mit Grund gelistet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, rebooting</source>
        <translation>, Neustart läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, reboot pending</source>
        <translation>, Neustart ausstehend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, powered down</source>
        <translation>, ausgeschaltet</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 more configured for the future</source>
        <translation>%1 weitere für die Zukunft konfiguriert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 down or failing: %2</source>
        <translation>%1 down oder fehlerhaft: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 drained, in maintenance or rebooting: %2</source>
        <translation>%1 gedrained, in Wartung oder im Neustart: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2 listed nodes cannot take jobs. %3</source>
        <translation>%1 von %2 gelisteten Knoten können keine Jobs annehmen. %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The listing shows no state for %1 of %2 nodes: whether they can take jobs is not visible.</source>
        <translation>Die Auflistung zeigt für %1 von %2 Knoten keinen Zustand: Ob sie Jobs annehmen können, ist nicht zu sehen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All %1 listed nodes can take jobs.</source>
        <translation>Alle %1 gelisteten Knoten können Jobs annehmen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Taken out by a health check or by Slurm itself: %1</source>
        <translation>Durch einen Health Check oder durch Slurm selbst außer Betrieb genommen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No reason of the %1 nodes out of service names a health check or Slurm itself: whether a failed check drains a node is not visible here.</source>
        <translation>Keiner der Gründe der %1 Knoten außer Betrieb nennt einen Health Check oder Slurm selbst: Ob eine fehlgeschlagene Prüfung einen Knoten drained, ist hier nicht zu sehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No node is drained or down: whether a failed check drains a node is not visible here.</source>
        <translation>Kein Knoten ist gedrained oder down: Ob eine fehlgeschlagene Prüfung einen Knoten drained, ist hier nicht zu sehen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>on %1 nodes (gpu GRES)</source>
        <translation>auf %1 Knoten (gpu-GRES)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>up, in partitions where no node has a GPU</source>
        <translation>up, in Partitionen ohne Knoten mit GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No listed node advertises a gpu GRES; up without one: %1</source>
        <translation>Kein gelisteter Knoten bietet eine gpu-GRES an; up ohne sie: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes are up but advertise no gpu GRES where other nodes of their partition do: %2</source>
        <translation>%1 Knoten sind up, bieten aber keine gpu-GRES an, obwohl andere Knoten ihrer Partition es tun: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU counts that are not a count: %1</source>
        <translation>GPU-Anzahlen, die keine Anzahl sind: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs on %2 nodes as GRES; every GPU node that is up advertises them.</source>
        <translation>%1 GPUs auf %2 Knoten als GRES; jeder GPU-Knoten, der up ist, bietet sie an.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No node is up: whether the nodes advertise GPUs is not visible.</source>
        <translation>Kein Knoten ist up: Ob die Knoten GPUs anbieten, ist nicht zu sehen.</translation>
    </message>
</context>
<context>
    <name>SlurmPoll</name>
    <message>
        <location filename="../core/launch/slurm/SlurmPoll.cpp" line="+115"/>
        <source>The job poll&apos;s reply is cut or garbled</source>
        <translation>Die Antwort der Job-Abfrage ist abgeschnitten oder verstümmelt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The job poll printed no queue</source>
        <translation>Die Job-Abfrage gab keine Warteschlange aus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>squeue failed: %1</source>
        <translation>squeue schlug fehl: %1</translation>
    </message>
</context>
<context>
    <name>SlurmStepLauncher</name>
    <message>
        <location filename="../core/launch/slurm/SlurmStepLauncher.cpp" line="+23"/>
        <source>Not a Slurm name: %1</source>
        <translation>Kein Slurm-Name: %1</translation>
    </message>
</context>
<context>
    <name>SshConnection</name>
    <message>
        <location filename="../remote/SshOptions.cpp" line="+92"/>
        <source>Invalid SSH option ProxyJump</source>
        <translation>Ungültige SSH-Option ProxyJump</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invalid SSH option %1</source>
        <translation>Ungültige SSH-Option %1</translation>
    </message>
    <message>
        <location filename="../remote/SshConnection.cpp" line="+126"/>
        <location line="+69"/>
        <source>Could not create an SSH session</source>
        <translation>Es konnte keine SSH-Sitzung angelegt werden</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Could not connect to %1</source>
        <translation>Keine Verbindung zu %1 möglich</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Jump host %1: %2</source>
        <translation>Jump-Host %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The jump host %1 could not be reached: %2</source>
        <translation>Der Jump-Host %1 war nicht erreichbar: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Reading the host key</source>
        <translation>Lesen des Hostschlüssels</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hashing the host key</source>
        <translation>Hashen des Hostschlüssels</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>remove the old line %1 from %2</source>
        <translation>die alte Zeile %1 aus %2 entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove the old entry for %1 from %2</source>
        <translation>den alten Eintrag für %1 aus %2 entfernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host key of %1 differs from the one on record (now %2 %3). This can mean someone intercepts the connection. If the provider confirms the key changed, %4 and connect again.</source>
        <translation>Der Hostschlüssel von %1 weicht vom hinterlegten ab (jetzt %2 %3). Das kann bedeuten, dass jemand die Verbindung abfängt. Bestätigt der Anbieter, dass sich der Schlüssel geändert hat: %4 und erneut verbinden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host key of %1 (%2 %3) is not known and was not accepted</source>
        <translation>Der Hostschlüssel von %1 (%2 %3) ist unbekannt und wurde nicht akzeptiert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not add the host key to %1</source>
        <translation>Der Hostschlüssel konnte nicht zu %1 hinzugefügt werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not check the host key against %1</source>
        <translation>Der Hostschlüssel konnte nicht mit %1 abgeglichen werden</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Key file %1 not found</source>
        <translation>Schlüsseldatei %1 nicht gefunden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No passphrase given for the key %1</source>
        <translation>Keine Passphrase für den Schlüssel %1 angegeben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the key %1 (wrong passphrase?)</source>
        <translation>Der Schlüssel %1 konnte nicht gelesen werden (falsche Passphrase?)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Logging in with %1</source>
        <translation>Anmeldung mit %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The node refused the key %1</source>
        <translation>Der Knoten hat den Schlüssel %1 abgelehnt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 refused every key offered (agent and key files)</source>
        <translation>%1 hat jeden angebotenen Schlüssel abgelehnt (Agent und Schlüsseldateien)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+13"/>
        <location line="+25"/>
        <source>Logging in to %1</source>
        <translation>Anmeldung bei %1</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>the node does not accept public keys</source>
        <translation>der Knoten akzeptiert keine öffentlichen Schlüssel</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+15"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location filename="../remote/SshErrors.cpp" line="+19"/>
        <source>%1: the node stopped answering (no traffic for %2 s)</source>
        <translation>%1: Der Knoten antwortet nicht mehr (seit %2 s kein Datenverkehr)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: timed out</source>
        <translation>%1: Zeitüberschreitung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the connection was lost</source>
        <translation>%1: Die Verbindung wurde unterbrochen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../remote/SshExecutor.cpp" line="+114"/>
        <location line="+16"/>
        <source>Opening a channel</source>
        <translation>Öffnen eines Kanals</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starting the remote command</source>
        <translation>Starten des entfernten Befehls</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Reading the command&apos;s output</source>
        <translation>Lesen der Befehlsausgabe</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Running the remote command</source>
        <translation>Ausführen des entfernten Befehls</translation>
    </message>
    <message>
        <location filename="../remote/SshUploader.cpp" line="+78"/>
        <location line="+101"/>
        <source>Cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Cannot create the folder for %1 on the node</source>
        <translation>Der Ordner für %1 kann auf dem Knoten nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+25"/>
        <source>Opening an upload channel</source>
        <translation>Öffnen eines Upload-Kanals</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Starting the upload</source>
        <translation>Starten des Uploads</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Upload cancelled</source>
        <translation>Upload abgebrochen</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+26"/>
        <location line="+4"/>
        <location line="+11"/>
        <source>Uploading</source>
        <translation>Hochladen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Writing %1 on the node failed</source>
        <translation>Schreiben von %1 auf dem Knoten fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The upload of %1 did not arrive intact</source>
        <translation>Der Upload von %1 kam nicht unversehrt an</translation>
    </message>
</context>
<context>
    <name>SshSignature</name>
    <message>
        <location filename="../core/report/SshSignature.cpp" line="+46"/>
        <source>ssh-keygen did not finish in time.</source>
        <translation>ssh-keygen wurde nicht rechtzeitig fertig.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No SSH key at %1.</source>
        <translation>Kein SSH-Schlüssel unter %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not make a temporary folder to sign in.</source>
        <translation>Es konnte kein temporärer Ordner zum Signieren angelegt werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+34"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+40"/>
        <source>Could not run %1.</source>
        <translation>%1 konnte nicht ausgeführt werden.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>The key %1 has a passphrase and no ssh-agent holds it: add it with ssh-add and export again.</source>
        <translation>Der Schlüssel %1 hat eine Passphrase, und kein ssh-agent hält ihn: fügen Sie ihn mit ssh-add hinzu und exportieren Sie erneut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ssh-keygen could not sign with %1.</source>
        <translation>ssh-keygen konnte nicht mit %1 signieren.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No allowed-signers file at %1.</source>
        <translation>Keine Allowed-Signers-Datei unter %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not make a temporary folder to verify in.</source>
        <translation>Es konnte kein temporärer Ordner zum Prüfen angelegt werden.</translation>
    </message>
</context>
<context>
    <name>SshTarget</name>
    <message>
        <location filename="../core/session/SshTarget.cpp" line="+12"/>
        <source>Invalid target &quot;%1&quot;: %2</source>
        <translation>Ungültiges Ziel „%1“: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>empty user name</source>
        <translation>leerer Benutzername</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing ]</source>
        <translation>] fehlt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unexpected text after ]</source>
        <translation>unerwarteter Text nach ]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>write IPv6 addresses as [addr]:port</source>
        <translation>IPv6-Adressen als [Adresse]:Port schreiben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>empty host</source>
        <translation>leerer Host</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the host name holds characters a host cannot have</source>
        <translation>der Hostname enthält Zeichen, die ein Host nicht haben kann</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>port must be 1-65535</source>
        <translation>Port muss zwischen 1 und 65535 liegen</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <location filename="../core/store/AuditLog.cpp" line="+32"/>
        <source>Could not write the audit log</source>
        <translation>Das Prüfprotokoll konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Could not read the audit log</source>
        <translation>Das Prüfprotokoll konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../core/store/Migrator.cpp" line="+75"/>
        <source>The file is not a Tierbench database, or it is damaged</source>
        <translation>Die Datei ist keine Tierbench-Datenbank oder ist beschädigt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This database was written by a newer Tierbench (schema %1; this version understands up to %2). It was not opened, and nothing in it was changed. Open it with a newer Tierbench.</source>
        <translation>Diese Datenbank stammt von einer neueren Tierbench-Version (Schema %1; diese Version versteht bis %2). Sie wurde nicht geöffnet, und nichts darin wurde verändert. Bitte mit einer neueren Tierbench-Version öffnen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not write a backup before migrating</source>
        <translation>Vor der Migration konnte keine Sicherung geschrieben werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+170"/>
        <source>A migration script is missing</source>
        <translation>Ein Migrationsskript fehlt</translation>
    </message>
    <message>
        <location line="-157"/>
        <location line="+75"/>
        <location line="+17"/>
        <source>Could not start a migration</source>
        <translation>Eine Migration konnte nicht gestartet werden</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Could not lock the database for migrating</source>
        <translation>Die Datenbank konnte für die Migration nicht gesperrt werden</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+8"/>
        <location line="+51"/>
        <location line="+12"/>
        <location line="+6"/>
        <source>Migration to schema %1 failed</source>
        <translation>Migration auf Schema %1 fehlgeschlagen</translation>
    </message>
    <message>
        <location line="-91"/>
        <location line="+27"/>
        <location line="+74"/>
        <source>Could not record the schema version</source>
        <translation>Die Schemaversion konnte nicht vermerkt werden</translation>
    </message>
    <message>
        <location line="-184"/>
        <location line="+6"/>
        <location line="+70"/>
        <location line="+10"/>
        <source>Could not read the schema version</source>
        <translation>Die Schemaversion konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+25"/>
        <location line="+51"/>
        <source>Could not commit a migration</source>
        <translation>Eine Migration konnte nicht festgeschrieben werden</translation>
    </message>
    <message>
        <location filename="../core/store/SqlDialect.cpp" line="+78"/>
        <location filename="../core/store/SqlError.cpp" line="+53"/>
        <location line="+16"/>
        <location line="+9"/>
        <source>A database statement failed</source>
        <translation>Eine Datenbankanweisung ist fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../core/store/ConnectionCheck.cpp" line="-141"/>
        <location filename="../core/store/Store.cpp" line="+78"/>
        <location line="+133"/>
        <location filename="../core/store/TeamDatabaseLink.cpp" line="+38"/>
        <location line="+3"/>
        <source>Could not configure the database</source>
        <translation>Die Datenbank konnte nicht konfiguriert werden</translation>
    </message>
    <message>
        <location filename="../core/store/Store.cpp" line="-90"/>
        <source>The database %1 is read-only: %2 cannot be written (a read-only disk, mount or permission). Nothing was changed.</source>
        <translation>Die Datenbank %1 ist schreibgeschützt: %2 kann nicht geschrieben werden (schreibgeschützter Datenträger, Mount oder fehlende Berechtigung). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not open the database %1</source>
        <translation>Die Datenbank %1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../core/store/ConnectionCheck.cpp" line="+42"/>
        <location filename="../core/store/Store.cpp" line="+63"/>
        <source>This Tierbench cannot reach PostgreSQL: Qt&apos;s PostgreSQL driver is not installed (Debian package libqt6sql6-psql).</source>
        <translation>Dieses Tierbench erreicht PostgreSQL nicht: Qts PostgreSQL-Treiber ist nicht installiert (Debian-Paket libqt6sql6-psql).</translation>
    </message>
    <message>
        <location line="-50"/>
        <location filename="../core/store/Store.cpp" line="+9"/>
        <source>Could not connect to the database %1</source>
        <translation>Keine Verbindung zur Datenbank %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../core/store/Store.cpp" line="+13"/>
        <source>The server runs PostgreSQL %1; Tierbench needs PostgreSQL 11 or newer. Nothing was changed.</source>
        <translation>Der Server läuft mit PostgreSQL %1; Tierbench braucht PostgreSQL 11 oder neuer. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../core/store/Transaction.cpp" line="+35"/>
        <source>Could not start a database transaction</source>
        <translation>Es konnte keine Datenbanktransaktion gestartet werden</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The transaction was already finished</source>
        <translation>Die Transaktion war bereits abgeschlossen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not save the changes</source>
        <translation>Die Änderungen konnten nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../core/store/SqlError.cpp" line="-51"/>
        <source>the file is damaged or not a Tierbench database: %1</source>
        <translation>die Datei ist beschädigt oder keine Tierbench-Datenbank: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is read-only: %1</source>
        <translation>die Datei ist schreibgeschützt: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the database role you are connected as may not do this (a read-only reviewer role cannot write; an analyst role cannot change the schema or the audit log): %1</source>
        <translation>Die Datenbankrolle, mit der Sie verbunden sind, darf das nicht (eine schreibgeschützte Prüferrolle kann nicht schreiben; eine Analystenrolle kann weder das Schema noch das Prüfprotokoll ändern): %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the text holds a NUL character, which neither database engine keeps; nothing was written</source>
        <translation>der Text enthält ein NUL-Zeichen, das keine der beiden Datenbank-Engines speichert; nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../core/store/WalGuard.cpp" line="+53"/>
        <location line="+8"/>
        <source>Could not lock %1: %2</source>
        <translation>%1 konnte nicht gesperrt werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This system has no open file description locks</source>
        <translation>Dieses System hat keine Sperren für offene Dateibeschreibungen (OFD-Locks)</translation>
    </message>
    <message>
        <location filename="../core/store/TeamDatabaseLink.cpp" line="+41"/>
        <location line="+5"/>
        <source>Could not listen for changes</source>
        <translation>Auf Änderungen konnte nicht gehört werden</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+57"/>
        <source>the server closed the connection</source>
        <translation>der Server hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The connection to the team database %1 was lost (%2). Reconnecting…</source>
        <translation>Die Verbindung zur Team-Datenbank %1 ist abgebrochen (%2). Neue Verbindung wird aufgebaut …</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Reconnected to the team database %1.</source>
        <translation>Wieder mit der Team-Datenbank %1 verbunden.</translation>
    </message>
</context>
<context>
    <name>TableDigester</name>
    <message>
        <location filename="../core/store/TableDigest.cpp" line="+71"/>
        <source>Could not read the table %1</source>
        <translation>Die Tabelle %1 konnte nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>TarWriter</name>
    <message>
        <location filename="../core/run/TarWriter.cpp" line="+22"/>
        <location line="+36"/>
        <location line="+34"/>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Path too long for the bundle archive</source>
        <translation>Pfad zu lang für das Paketarchiv</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot copy %1 into the bundle</source>
        <translation>%1 kann nicht in das Paket kopiert werden</translation>
    </message>
</context>
<context>
    <name>TeamRoles</name>
    <message>
        <location filename="../core/store/TeamRoles.cpp" line="+21"/>
        <source>“%1” is not a plain PostgreSQL name: use lower-case letters, digits and _, at most 63, not starting with a digit.</source>
        <translation>„%1“ ist kein einfacher PostgreSQL-Name: Kleinbuchstaben, Ziffern und _ verwenden, höchstens 63, nicht mit einer Ziffer beginnend.</translation>
    </message>
</context>
<context>
    <name>Tier</name>
    <message>
        <location filename="../core/domain/Tier.cpp" line="+13"/>
        <source>Platinum</source>
        <translation>Platin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bronze</source>
        <translation>Bronze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Participation Ribbon</source>
        <translation>Teilnahmeschleife</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underperforming</source>
        <translation>Unterdurchschnittlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unavailable</source>
        <translation>Nicht verfügbar</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Unable to test</source>
        <translation>Nicht testbar</translation>
    </message>
</context>
<context>
    <name>TierBoard</name>
    <message>
        <location filename="../core/report/TierBoard.cpp" line="+62"/>
        <source>Live board</source>
        <translation>Aktuelle Tafel</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>There is no cost scenario &quot;%1&quot;.</source>
        <translation>Es gibt kein Kostenszenario „%1“.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No rating round %1.</source>
        <translation>Keine Einstufungsrunde %1.</translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="+53"/>
        <source>assigned tier</source>
        <translation>zugewiesene Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suggested tier</source>
        <translation>vorgeschlagene Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reference tier</source>
        <translation>Referenzstufe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>list $%1</source>
        <translation>Liste $%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unpriced</source>
        <translation>ohne Preis</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>rows by %1</source>
        <translation>Zeilen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, arrows: movement since round %2</source>
        <translation>%1, Pfeile: Veränderung seit Runde %2</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>No tier yet</source>
        <translation>Noch keine Stufe</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Badges: S = suggested tier, R = reference tier (colour of that tier; white = none)</source>
        <translation>Abzeichen: V = vorgeschlagene Stufe, R = Referenzstufe (Farbe dieser Stufe; weiß = keine)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Price: effective $ per useful GPU-hour under %1, then the list $ per GPU-hour in force; unpriced = no price record</source>
        <translation>Preis: effektive $ je nutzbarer GPU-Stunde im Szenario %1, dann der gültige Listenpreis in $ je GPU-Stunde; ohne Preis = kein Preiseintrag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no scenario</source>
        <translation>kein Szenario</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>C = a reviewer of this placement has a disclosed conflict of interest with the provider (see its review)</source>
        <translation>C = ein Prüfer dieser Einstufung hat einen offengelegten Interessenkonflikt mit dem Anbieter (siehe dessen Prüfbericht)</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+12"/>
        <location line="+14"/>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown format &quot;%1&quot;: use .pdf, .png or .svg</source>
        <translation>Unbekanntes Format „%1“: .pdf, .png oder .svg verwenden</translation>
    </message>
    <message>
        <location filename="../core/report/BoardConflicts.cpp" line="+30"/>
        <source>Could not read the evaluations.</source>
        <translation>Die Bewertungen konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read the score sheets.</source>
        <translation>Die Bewertungsbögen konnten nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>TierSuggester</name>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="+15"/>
        <source>not launched publicly</source>
        <translation>nicht öffentlich gestartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sold out with no plans to add capacity</source>
        <translation>ausverkauft, kein Ausbau geplant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>government-only</source>
        <translation>nur für Behörden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>access refused</source>
        <translation>Zugang verweigert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>otherwise untestable</source>
        <translation>anderweitig nicht testbar</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not be tested: %1.</source>
        <translation>Konnte nicht getestet werden: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No criterion has a score yet, so no tier can be suggested.</source>
        <translation>Noch kein Kriterium hat eine Punktzahl, daher lässt sich keine Stufe vorschlagen.</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+12"/>
        <location line="+50"/>
        <source>Gate: %1 (%2) caps the tier at Underperforming.</source>
        <translation>Ausschlusskriterium: %1 (%2) begrenzt die Stufe auf „Unterdurchschnittlich“.</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Marked unable to test: the evaluation has no tier and does not count as a peer.</source>
        <translation>Als nicht testbar markiert: Die Bewertung hat keine Stufe und zählt nicht als Vergleichsanbieter.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Weighted total %1, rank %2 of %3 evaluated providers%4.</source>
        <translation>Gewichtete Summe %1, Rang %2 von %3 bewerteten Anbietern%4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (tied with %1)</source>
        <translation> (gleichauf mit %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Platinum: total at least %1 and in the top %2 of peers.</source>
        <translation>Platin: Summe mindestens %1 und unter den besten %2 der Vergleichsgruppe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not Platinum: not in the top %1 of peers.</source>
        <translation>Nicht Platin: nicht unter den besten %1 der Vergleichsgruppe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold: total at least %1 and in the top %2 of peers.</source>
        <translation>Gold: Summe mindestens %1 und unter den besten %2 der Vergleichsgruppe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Platinum and Gold are relative tiers and need at least %1 evaluated providers; there are %2.</source>
        <translation>Platin und Gold sind relative Stufen und brauchen mindestens %1 bewertete Anbieter; es gibt %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not Gold: not in the top %1 of peers.</source>
        <translation>Nicht Gold: nicht unter den besten %1 der Vergleichsgruppe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silver: total at least %1.</source>
        <translation>Silber: Summe mindestens %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bronze: total at least %1 (minimum criteria met).</source>
        <translation>Bronze: Summe mindestens %1 (Mindestkriterien erfüllt).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Underperforming: total below %1, the minimum criteria.</source>
        <translation>Unterdurchschnittlich: Summe unter %1, den Mindestkriterien.</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Only %1 of %2 criteria are scored; a tier needs at least %3, so none is suggested and the evaluation does not count as a peer.</source>
        <translation>Nur %1 von %2 Kriterien sind bewertet; eine Stufe braucht mindestens %3, daher wird keine vorgeschlagen und die Bewertung zählt nicht für die Platzierung.</translation>
    </message>
</context>
<context>
    <name>ToolLog</name>
    <message>
        <location filename="../core/run/ToolLogImport.cpp" line="+17"/>
        <source>its %1 output could not be read</source>
        <translation>seine %1-Ausgabe ließ sich nicht lesen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its output is not a %1 output Tierbench reads: %2</source>
        <translation>seine Ausgabe ist keine %1-Ausgabe, die Tierbench liest: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its %1 output holds no result</source>
        <translation>seine %1-Ausgabe enthält kein Ergebnis</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>its %1 output read into run(s) %2</source>
        <translation>seine %1-Ausgabe gelesen in Lauf/Läufe %2</translation>
    </message>
</context>
<context>
    <name>TrainingLogParser</name>
    <message>
        <location filename="../core/import/TrainingLogParser.cpp" line="+127"/>
        <source>line %1: step %2 %3 is not a finite number, so not a measurement</source>
        <translation>Zeile %1: Schritt %2 %3 ist keine endliche Zahl und damit keine Messung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>memory %1 GiB in use</source>
        <translation>%1 GiB Speicher belegt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory at %1 % of the device</source>
        <translation>Speicher bei %1 % des Geräts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 TFLOP/s per GPU</source>
        <translation>%1 TFLOP/s pro GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MFU %1 %</source>
        <translation>MFU %1 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a step of %1 ms</source>
        <translation>ein Schritt von %1 ms</translation>
    </message>
    <message numerus="yes">
        <location line="+155"/>
        <source>%n step(s) logged, %1 to %2 of %3</source>
        <translation>
            <numerusform>%n Schritt protokolliert, %1 bis %2 von %3</numerusform>
            <numerusform>%n Schritte protokolliert, %1 bis %2 von %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n step(s) logged, %1 to %2</source>
        <translation>
            <numerusform>%n Schritt protokolliert, %1 bis %2</numerusform>
            <numerusform>%n Schritte protokolliert, %1 bis %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not reported</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torchtitan prints no MFU under FP8 or MX training; Tierbench rates the run on tokens/s.</source>
        <translation>torchtitan gibt beim Training mit FP8 oder MX keine MFU aus; Tierbench bewertet den Lauf nach Tokens/s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NaN or infinite loss from step %1</source>
        <translation>NaN oder unendlicher Loss ab Schritt %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loss stopped being a number: the run diverged, or a device computes wrong results.</source>
        <translation>Der Loss ist keine Zahl mehr: Das Training ist divergiert, oder ein Gerät rechnet falsch.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every logged loss is a number</source>
        <translation>jeder protokollierte Loss ist eine Zahl</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>rank %1</source>
        <translation>Rang %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Slowest rank %1: %2 tokens/s per GPU on average, against the other ranks&apos; median of %3 over %n rank(s).</source>
        <translation>
            <numerusform>Langsamster Rang %1: im Mittel %2 Tokens/s pro GPU, gegenüber dem Median %3 der übrigen Ränge, über %n Rang.</numerusform>
            <numerusform>Langsamster Rang %1: im Mittel %2 Tokens/s pro GPU, gegenüber dem Median %3 der übrigen Ränge, über %n Ränge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n impossible reading(s) left out: %1</source>
        <translation>
            <numerusform>%n unmöglicher Wert ausgelassen: %1</numerusform>
            <numerusform>%n unmögliche Werte ausgelassen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n line(s) longer than the line limit were not read.</source>
        <translation>
            <numerusform>%n Zeile über der Zeilengrenze wurde nicht gelesen.</numerusform>
            <numerusform>%n Zeilen über der Zeilengrenze wurden nicht gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More steps or runs than an import keeps (%1 steps, %2 runs); the rest was left out.</source>
        <translation>Mehr Schritte oder Läufe, als ein Import behält (%1 Schritte, %2 Läufe); der Rest wurde ausgelassen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No training step was found in the log.</source>
        <translation>Im Log wurde kein Trainingsschritt gefunden.</translation>
    </message>
</context>
<context>
    <name>TrainingSteps</name>
    <message>
        <location filename="../core/domain/TrainingSteps.cpp" line="+70"/>
        <source>No step was logged.</source>
        <translation>Es wurde kein Schritt protokolliert.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>median %1 tokens/s per GPU</source>
        <translation>Median %1 Tokens/s pro GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median step %1 ms</source>
        <translation>Median-Schritt %1 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU: no peak known</source>
        <translation>MFU: keine Spitzenleistung bekannt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MFU %1 %</source>
        <translation>MFU %1 %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no rank fell behind</source>
        <translation>kein Rang fiel zurück</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>rank %1 slowest in %2 of %n step(s), up to %3 % behind</source>
        <translation>
            <numerusform>Rang %1 am langsamsten in %2 von %n Schritt, bis zu %3 % zurück</numerusform>
            <numerusform>Rang %1 am langsamsten in %2 von %n Schritten, bis zu %3 % zurück</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingStepsChart</name>
    <message>
        <location filename="../ui/charts/TrainingStepsChart.cpp" line="+39"/>
        <source>Training run, step by step</source>
        <translation>Trainingslauf, Schritt für Schritt</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>step time (ms)</source>
        <translation>Schrittzeit (ms)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>rank %1</source>
        <translation>Rang %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>— tokens/s per GPU</source>
        <translation>— Tokens/s pro GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>— step time</source>
        <translation>— Schrittzeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU (right axis)</source>
        <translation>MFU (rechte Achse)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bands: %1</source>
        <translation>Bänder: %1</translation>
    </message>
</context>
<context>
    <name>TrustMenu</name>
    <message>
        <location filename="../ui/trust/TrustMenu.cpp" line="+21"/>
        <source>&amp;Blind runs…</source>
        <translation>Blin&amp;dläufe …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a provider to compare its disclosed and independent runs.</source>
        <translation>Einen Anbieter auswählen, um seine offengelegten und unabhängigen Läufe zu vergleichen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reviewer &amp;agreement…</source>
        <translation>Prüfer-Überein&amp;stimmung …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a provider to see its reviewers&apos; agreement.</source>
        <translation>Einen Anbieter auswählen, um die Übereinstimmung seiner Prüfer zu sehen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Conflicts of &amp;interest…</source>
        <translation>Interessen&amp;konflikte …</translation>
    </message>
</context>
<context>
    <name>TrustNotes</name>
    <message>
        <location filename="../core/trust/TrustNotes.cpp" line="+19"/>
        <source>Trust: the blind-run comparison could not be read (%1).</source>
        <translation>Vertrauen: Der Vergleich der Blindläufe konnte nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trust: %1</source>
        <translation>Vertrauen: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Trust: the reviewers&apos; scores differ on %n criteria not yet reconciled.</source>
        <translation>
            <numerusform>Vertrauen: Die Punktzahlen der Prüfer weichen bei %n noch nicht abgestimmten Kriterium ab.</numerusform>
            <numerusform>Vertrauen: Die Punktzahlen der Prüfer weichen bei %n noch nicht abgestimmten Kriterien ab.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trust: conflict of interest disclosed, %1.</source>
        <translation>Vertrauen: Interessenkonflikt offengelegt, %1.</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="-12"/>
        <source>Pass</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial</source>
        <translation>Teilweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fail</source>
        <translation>Nicht erfüllt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N/A</source>
        <translation>Entfällt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>Verification</name>
    <message>
        <location filename="../core/trust/Verification.cpp" line="+45"/>
        <source>Verified on %1: nothing to check (no raw results stored, no scores stored).</source>
        <translation>Verifiziert am %1: nichts zu prüfen (keine Rohergebnisse gespeichert, keine Punktzahlen gespeichert).</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Verified on %1: %n checked</source>
        <translation>
            <numerusform>Verifiziert am %1: %n geprüft</numerusform>
            <numerusform>Verifiziert am %1: %n geprüft</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, all match.</source>
        <translation>%1, alle stimmen überein.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n differ.</source>
        <translation>
            <numerusform>%1, %n weicht ab.</numerusform>
            <numerusform>%1, %n weichen ab.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Raw log</source>
        <translation>Rohprotokoll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imported file</source>
        <translation>Importierte Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command output</source>
        <translation>Befehlsausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample</source>
        <translation>Messwert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggested score</source>
        <translation>Vorgeschlagene Punktzahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggested tier</source>
        <translation>Vorgeschlagene Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bundle file</source>
        <translation>Paketdatei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run seal</source>
        <translation>Laufsiegel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Signature</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manifest</source>
        <translation>Manifest</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Could not read the stored results</source>
        <translation>Die gespeicherten Ergebnisse konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+36"/>
        <source>run %1 %2</source>
        <translation>Lauf %1 %2</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>No hash was recorded for this log.</source>
        <translation>Für dieses Protokoll wurde kein Hash erfasst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stored log is not the one that was hashed when it was stored.</source>
        <translation>Das gespeicherte Protokoll ist nicht das, dessen Hash beim Speichern gebildet wurde.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>run %1 imported file</source>
        <translation>Lauf %1, importierte Datei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file was longer than the stored log: only the log&apos;s own hash can be checked.</source>
        <translation>Die Datei war länger als das gespeicherte Protokoll: Nur der Hash des Protokolls selbst lässt sich prüfen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The stored text is not the file that was imported.</source>
        <translation>Der gespeicherte Text ist nicht die Datei, die importiert wurde.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The stored output is not the one that was hashed when it was stored.</source>
        <translation>Die gespeicherte Ausgabe ist nicht die, deren Hash beim Speichern gebildet wurde.</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+13"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Hashed under the old scheme: this run&apos;s operation, hardware key, arguments and the presence of its logs are not covered.</source>
        <translation>Nach dem alten Verfahren gehasht: Operation, Hardware-Schlüssel, Argumente und das Vorhandensein der Logs dieses Laufs sind nicht abgedeckt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No raw log is kept for this run: its samples cannot be checked against raw text.</source>
        <translation>Für diesen Lauf ist kein Roh-Log gespeichert: seine Messwerte lassen sich nicht am Rohtext prüfen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The stored suggestion does not follow from the stored evidence (changed since %1, or altered).</source>
        <translation>Der gespeicherte Vorschlag folgt nicht aus den gespeicherten Nachweisen (seit %1 geändert oder manipuliert).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>suggested tier</source>
        <translation>vorgeschlagene Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tier suggested when %1 assigned %2 on %3 no longer follows from the stored evidence.</source>
        <translation>Die Stufe, die vorgeschlagen war, als %1 am %3 %2 zuwies, folgt nicht mehr aus den gespeicherten Nachweisen.</translation>
    </message>
    <message>
        <location filename="../core/report/FactCheckVerifier.cpp" line="-273"/>
        <location filename="../core/trust/Verification.cpp" line="-64"/>
        <source>run %1 seal</source>
        <translation>Lauf %1 Siegel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../core/trust/Verification.cpp" line="+14"/>
        <source>The run&apos;s logs (present, hash, cut at the cap), operation, hardware key or arguments are not what was sealed.</source>
        <translation>Die Logs des Laufs (vorhanden, Hash, an der Grenze abgeschnitten), seine Operation, sein Hardware-Schlüssel oder seine Argumente sind nicht die versiegelten.</translation>
    </message>
</context>
<context>
    <name>WalkthroughState</name>
    <message>
        <location filename="../core/store/WalkthroughState.cpp" line="+30"/>
        <source>Could not read the walkthrough state</source>
        <translation>Der Stand des Rundgangs konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not read the walkthrough timers</source>
        <translation>Die Zeitmessungen des Rundgangs konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not save the walkthrough state</source>
        <translation>Der Stand des Rundgangs konnte nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>ZipArchive</name>
    <message>
        <location filename="../core/report/ZipArchive.cpp" line="+122"/>
        <source>Not a fact-check bundle: %1</source>
        <translation>Kein Faktencheck-Paket: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too short for a zip file</source>
        <translation>zu kurz für eine Zip-Datei</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no zip directory</source>
        <translation>kein Zip-Verzeichnis</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bundle has %1 files; at most %2 are read.</source>
        <translation>Das Paket enthält %1 Dateien; gelesen werden höchstens %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the zip directory lies outside the file</source>
        <translation>das Zip-Verzeichnis liegt außerhalb der Datei</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+12"/>
        <source>a damaged zip directory</source>
        <translation>ein beschädigtes Zip-Verzeichnis</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is compressed or encrypted (a bundle stores its files as they are)</source>
        <translation>%1 ist komprimiert oder verschlüsselt (ein Paket speichert seine Dateien unverändert)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the path %1 leads outside the bundle</source>
        <translation>der Pfad %1 führt aus dem Paket hinaus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The bundle&apos;s files are larger than %1 GiB.</source>
        <translation>Die Dateien des Pakets sind größer als %1 GiB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no file record</source>
        <translation>%1 hat keinen Dateieintrag</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is cut short</source>
        <translation>%1 ist abgeschnitten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 fails its CRC check</source>
        <translation>%1 besteht die CRC-Prüfung nicht</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+51"/>
        <source>Workbench for rating GPU cloud providers against the ClusterMAX criteria.</source>
        <translation>Werkbank zur Bewertung von GPU-Cloud-Anbietern nach den ClusterMAX-Kriterien.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Save a picture of the window once it is filled, then quit.</source>
        <translation>Ein Bild des gefüllten Fensters speichern, dann beenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print ready_ms and peak_rss_kib once the provider list is shown, then quit.</source>
        <translation>ready_ms und peak_rss_kib ausgeben, sobald die Anbieterliste angezeigt wird, dann beenden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Window size, e.g. 1280x800.</source>
        <translation>Fenstergröße, z. B. 1280x800.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select this provider first.</source>
        <translation>Diesen Anbieter zuerst auswählen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>With --page checklist: check item key to select.</source>
        <translation>Mit --page checklist: Schlüssel des auszuwählenden Prüfpunkts.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Provider tab to show: %1 (or its title as shown).</source>
        <translation>Anzuzeigender Anbieter-Reiter: %1 (oder sein angezeigter Titel).</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Database file (created with the demo data when missing), or a team database: postgresql://USER@HOST:PORT/DBNAME or pgservice:NAME. Default: %1</source>
        <translation>Datenbankdatei (wird mit den Demo-Daten angelegt, falls sie fehlt) oder eine Team-Datenbank: postgresql://USER@HOST:PORT/DBNAME oder pgservice:NAME. Standard: %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Window view to show: %1 (or its title as shown).</source>
        <translation>Anzuzeigende Fensteransicht: %1 (oder ihr angezeigter Titel).</translation>
    </message>
</context>
<context>
    <name>tb::app::GuiStartup</name>
    <message>
        <location filename="../app/gui/GuiStartup.cpp" line="+40"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Creating the demo database…</source>
        <translation>Demo-Datenbank wird angelegt …</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Could not open the database</source>
        <translation>Die Datenbank konnte nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>tb::ui::AgreementDialog</name>
    <message>
        <location filename="../ui/trust/AgreementDialog.cpp" line="+30"/>
        <source>κ linear %1, quadratic %2 · α %3 (%4)</source>
        <translation>κ linear %1, quadratisch %2 · α %3 (%4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>α %1 (%2)</source>
        <translation>α %1 (%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reviewer agreement: %1</source>
        <translation>Übereinstimmung der Prüfer: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your sheet (%1)</source>
        <translation>Ihr Bogen (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>set your name in Preferences</source>
        <translation>Ihren Namen in den Einstellungen festlegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+23"/>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Your score (0–5)</source>
        <translation>Ihre Punktzahl (0–5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save draft</source>
        <translation>Entwurf speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Submit (final)</source>
        <translation>Abgeben (endgültig)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Agreement (shown once every sheet is submitted)</source>
        <translation>Übereinstimmung (angezeigt, sobald jeder Bogen abgegeben ist)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scores</source>
        <translation>Punktzahlen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check items</source>
        <translation>Prüfpunkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items they disagree on</source>
        <translation>Punkte, bei denen sie abweichen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reconciled</source>
        <translation>Abgestimmt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>how the reviewers settled it</source>
        <translation>wie die Prüfer es gelöst haben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reconcile final score</source>
        <translation>Endgültige Punktzahl abstimmen</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1: submitted</source>
        <translation>%1: abgegeben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: draft</source>
        <translation>%1: Entwurf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No reviewer has a sheet yet.</source>
        <translation>Noch kein Prüfer hat einen Bogen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheets: %1.</source>
        <translation>Bögen: %1.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Hidden until every reviewer has submitted: nobody sees another&apos;s scores before.</source>
        <translation>Verborgen, bis jeder Prüfer abgegeben hat: Niemand sieht vorher die Punktzahlen anderer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewers: %1&lt;br&gt;Criterion scores: %2&lt;br&gt;Check items: %3</source>
        <translation>Prüfer: %1&lt;br&gt;Punktzahlen der Kriterien: %2&lt;br&gt;Prüfpunkte: %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
</context>
<context>
    <name>tb::ui::Appearance</name>
    <message>
        <location filename="../ui/main/Appearance.cpp" line="+60"/>
        <location line="+40"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
</context>
<context>
    <name>tb::ui::BaselineEditor</name>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="+32"/>
        <source>Add row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove row</source>
        <translation>Zeile entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import JSON…</source>
        <translation>JSON importieren …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export JSON…</source>
        <translation>JSON exportieren …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as new version</source>
        <translation>Als neue Version speichern</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New row: fill in every field, including the source, then save.</source>
        <translation>Neue Zeile: jedes Feld ausfüllen, auch die Quelle, dann speichern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import baselines</source>
        <translation>Baselines importieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export baselines</source>
        <translation>Baselines exportieren</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>New baselines were saved elsewhere. Your unsaved edits are kept: save them as a new version, or reopen this page to see the stored ones.</source>
        <translation>Anderswo wurden neue Baselines gespeichert. Ihre ungespeicherten Änderungen bleiben erhalten: als neue Version speichern oder diese Seite neu öffnen, um die gespeicherten zu sehen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Baseline version %1 — %2 entries. %3</source>
        <translation>Baseline-Version %1 — %2 Einträge. %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Row %1 (%2): a baseline needs a source — who published the figure, and where.</source>
        <translation>Zeile %1 (%2): Eine Baseline braucht eine Quelle — wer den Wert veröffentlicht hat und wo.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No database is open</source>
        <translation>Keine Datenbank geöffnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>baseline editor</source>
        <translation>Baseline-Editor</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Saved as baseline version %1.</source>
        <translation>Als Baseline-Version %1 gespeichert.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Imported %1 entries from %2; save to store them as a new version.</source>
        <translation>%1 Einträge aus %2 importiert; speichern, um sie als neue Version abzulegen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot write the baselines file</source>
        <translation>Die Baseline-Datei kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>tb::ui::BaselineTableModel</name>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="+62"/>
        <source>%1 bytes; the headline counts samples of this size and larger. Type a size such as 64 MiB, 1 GiB or a number of bytes.</source>
        <translation>%1 Bytes; die Kennzahl berücksichtigt Messwerte dieser Größe und darüber. Geben Sie eine Größe wie 64 MiB, 1 GiB oder eine Anzahl Bytes ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every size counts. Type a size such as 64 MiB, 1 GiB or a number of bytes.</source>
        <translation>Jede Größe zählt. Geben Sie eine Größe wie 64 MiB, 1 GiB oder eine Anzahl Bytes ein.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fraction</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>absolute</source>
        <translation>absolut</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per NIC</source>
        <translation>je NIC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>per node</source>
        <translation>je Knoten</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better</source>
        <translation>Besser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edges</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Platinum</source>
        <translation>Platin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bronze</source>
        <translation>Bronze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Min. size (bytes)</source>
        <translation>Min. Größe (B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per</source>
        <translation>Je</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
</context>
<context>
    <name>tb::ui::BlindRunsDialog</name>
    <message>
        <location filename="../ui/trust/BlindRunsDialog.cpp" line="+39"/>
        <source>Choose a metric on the left.</source>
        <translation>Links eine Metrik wählen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blind runs: %1</source>
        <translation>Blindläufe: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Probe</source>
        <translation>Messprogramm</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+21"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>How it was obtained</source>
        <translation>Wie es beschafft wurde</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+23"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the account&apos;s name, e.g. bench@provider or a customer&apos;s login</source>
        <translation>der Name des Kontos, z. B. bench@provider oder die Anmeldung eines Kunden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>how it was obtained (bought by card, lent by a customer, ...)</source>
        <translation>wie es beschafft wurde (per Karte gekauft, von einem Kunden geliehen, …)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set account of the selected run</source>
        <translation>Konto des ausgewählten Laufs setzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Obtained</source>
        <translation>Beschafft</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The comparison could not be read: %1</source>
        <translation>Der Vergleich konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 runs on disclosed accounts, %2 on independent ones, %3 without an account. Median difference per metric with a %4-resample bootstrap interval (95%); beyond noise only when the interval excludes 0.</source>
        <translation>%1 Läufe auf offengelegten Konten, %2 auf unabhängigen, %3 ohne Konto. Median-Differenz je Metrik mit einem Bootstrap-Intervall aus %4 Stichproben (95 %); nur jenseits des Rauschens, wenn das Intervall 0 ausschließt.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The disclosed account did better beyond noise on %n metric(s).</source>
        <translation>
            <numerusform>Das offengelegte Konto schnitt bei %n Metrik jenseits des Rauschens besser ab.</numerusform>
            <numerusform>Das offengelegte Konto schnitt bei %n Metriken jenseits des Rauschens besser ab.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Select a run first.</source>
        <translation>Zuerst einen Lauf auswählen.</translation>
    </message>
</context>
<context>
    <name>tb::ui::CalibrationModel</name>
    <message>
        <location filename="../ui/calibration/CalibrationModel.cpp" line="+11"/>
        <location line="+79"/>
        <location line="+14"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Double-click or press Enter to open %1</source>
        <translation>Doppelklick oder Eingabetaste öffnet %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>agrees</source>
        <translation>stimmt überein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 tier higher</source>
        <translation>1 Stufe höher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 tier lower</source>
        <translation>1 Stufe niedriger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tiers higher</source>
        <translation>%1 Stufen höher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tiers lower</source>
        <translation>%1 Stufen niedriger</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is rated %2 here and %3 in the reference.</source>
        <translation>%1 ist hier als %2 eingestuft, in der Referenz als %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assigned %1 against the suggested %2 (see the rating tab for the justification).</source>
        <translation>%1 zugewiesen, vorgeschlagen war %2 (Begründung im Reiter „Einstufung“).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assigned tier in round %1</source>
        <translation>Zugewiesene Stufe in Runde %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assigned</source>
        <translation>Zugewiesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggested</source>
        <translation>Vorgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against reference</source>
        <translation>Gegenüber Referenz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous round</source>
        <translation>Vorige Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>tb::ui::CalibrationView</name>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="+40"/>
        <source>Only &amp;disagreements</source>
        <translation>Nur &amp;Abweichungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Providers whose tier here differs from the reference tier, or whose assigned tier differs from the suggestion.</source>
        <translation>Anbieter, deren Stufe hier von der Referenzstufe abweicht oder deren zugewiesene Stufe vom Vorschlag abweicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;load</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close round…</source>
        <translation>Runde &amp;schließen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Freeze every provider&apos;s assigned tier as a named round (e.g. 2.2); the tier board then shows movement against it.</source>
        <translation>Die zugewiesene Stufe jedes Anbieters als benannte Runde einfrieren (z. B. 2.2); die Stufentafel zeigt dann die Veränderung dagegen.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tiers here: the assigned tier, else the suggested one. Highlighted cells differ from the reference tier or from the suggestion.</source>
        <translation>Stufen hier: die zugewiesene Stufe, sonst die vorgeschlagene. Hervorgehobene Zellen weichen von der Referenzstufe oder vom Vorschlag ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click a row (or press Enter) to open its provider.</source>
        <translation>Doppelklick auf eine Zeile (oder Eingabetaste) öffnet ihren Anbieter.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Loading…</source>
        <translation>Wird geladen …</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n Anbieter</numerusform>
            <numerusform>%n Anbieter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n disagreement(s)</source>
        <translation>
            <numerusform>%n Abweichung</numerusform>
            <numerusform>%n Abweichungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>movement since round %1</source>
        <translation>Veränderung seit Runde %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round %1 open</source>
        <translation>Runde %1 offen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close round</source>
        <translation>Runde schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Freeze every provider&apos;s current assignment as round:</source>
        <translation>Die aktuelle Zuweisung jedes Anbieters einfrieren als Runde:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round not closed</source>
        <translation>Runde nicht geschlossen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 closed.</source>
        <translation>Runde %1 geschlossen.</translation>
    </message>
</context>
<context>
    <name>tb::ui::ChecklistModel</name>
    <message>
        <location filename="../ui/checklist/ChecklistModel.cpp" line="+222"/>
        <source>%1: %2 of %3 items decided (%4 pass, %5 partial, %6 fail)</source>
        <translation>%1: %2 von %3 Punkten entschieden (%4 erfüllt, %5 teilweise, %6 nicht erfüllt)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1/%2 decided</source>
        <translation>%1/%2 entschieden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 pass · %2 partial · %3 fail</source>
        <translation>%1 erfüllt · %2 teilweise · %3 nicht erfüllt</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Criterion / check item</source>
        <translation>Kriterium / Prüfpunkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence</source>
        <translation>Nachweise</translation>
    </message>
</context>
<context>
    <name>tb::ui::ChecklistView</name>
    <message>
        <location filename="../ui/checklist/ChecklistView.cpp" line="+35"/>
        <source>Eval&amp;uation:</source>
        <translation>Bewert&amp;ung:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This provider has no evaluation yet.</source>
        <translation>Für diesen Anbieter gibt es noch keine Bewertung.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Evaluation %1</source>
        <translation>Bewertung %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Reload shows their verdict and evidence (your edit is dropped). Overwrite saves yours over theirs.</source>
        <translation>„Neu laden“ zeigt das Urteil und den Nachweis der anderen Person (Ihre Änderung wird verworfen). „Überschreiben“ speichert Ihre Fassung über deren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Someone else changed this verdict</source>
        <translation>Jemand anderes hat dieses Urteil geändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Overwrite</source>
        <translation>Überschreiben</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rubric %1</source>
        <translation>Kriterienkatalog %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reviewer %1</source>
        <translation>Prüfer %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 items decided</source>
        <translation>%1 von %2 Punkten entschieden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>closed, read-only: re-open it with Edit… (status In review)</source>
        <translation>abgeschlossen, schreibgeschützt: mit Bearbeiten … wieder öffnen (Status „In Prüfung“)</translation>
    </message>
    <message>
        <location line="-253"/>
        <source>&amp;Start an evaluation…</source>
        <translation>Bewertung &amp;beginnen …</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterAuditModel</name>
    <message>
        <location filename="../ui/cluster/ClusterAuditModel.cpp" line="+99"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggests a verdict for</source>
        <translation>Schlägt ein Urteil vor für</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterDialog</name>
    <message>
        <location filename="../ui/cluster/ClusterDialog.cpp" line="+127"/>
        <location line="+19"/>
        <source>Login node</source>
        <translation>Login-Knoten</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>e.g. h100-east</source>
        <translation>z. B. h100-east</translation>
    </message>
    <message>
        <location line="-126"/>
        <location line="+19"/>
        <source>[user@]host[:port] or a Host alias of ~/.ssh/config</source>
        <translation>[user@]host[:port] oder Alias aus ~/.ssh/config</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ProxyJump [user@]host[:port], optional</source>
        <translation>ProxyJump [user@]host[:port], optional</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+22"/>
        <source>key file, optional (the agent is tried first)</source>
        <translation>Schlüsseldatei, optional (Agent hat Vorrang)</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+23"/>
        <source>~/.ssh/known_hosts</source>
        <translation>~/.ssh/known_hosts</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Slurm: a login node and the partition its jobs go to. Kubernetes: a kubeconfig and context, and what every worker pod asks for. Fixed once the cluster is saved.</source>
        <translation>Slurm: ein Login-Knoten und die Partition, in die seine Jobs gehen. Kubernetes: eine kubeconfig und ein Kontext sowie das, was jeder Worker-Pod anfordert. Liegt fest, sobald der Cluster gespeichert ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scheduler:</source>
        <translation>Scheduler:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kubernetes API</source>
        <translation>Kubernetes-API</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>~/.kube/config (only the path is saved, never the file)</source>
        <translation>~/.kube/config (nur der Pfad wird gespeichert, nie die Datei)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&amp;rowse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the kubeconfig&apos;s current context</source>
        <translation>der aktuelle Kontext der kubeconfig</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Kubeconfig:</source>
        <translation>&amp;Kubeconfig:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Context:</source>
        <translation>Kont&amp;ext:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Names&amp;pace:</source>
        <translation>Names&amp;pace:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every worker pod gets</source>
        <translation>Jeder Worker-Pod erhält</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. ghcr.io/example/nccl-tests:2.13 (with tb-node for the node audit)</source>
        <translation>z. B. ghcr.io/example/nccl-tests:2.13 (mit tb-node für die Knotenprüfung)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an extended resource such as rdma/ib; empty: none</source>
        <translation>eine erweiterte Ressource wie rdma/ib; leer: keine</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nvidia.com/gpu.product=NVIDIA-H100-80GB-HBM3</source>
        <translation>nvidia.com/gpu.product=NVIDIA-H100-80GB-HBM3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nvidia.com/gpu:NoSchedule
dedicated=gpu:NoExecute</source>
        <translation>nvidia.com/gpu:NoSchedule
dedicated=gpu:NoExecute</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Image:</source>
        <translation>&amp;Image:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs per worker:</source>
        <translation>&amp;GPUs je Worker:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA reso&amp;urce:</source>
        <translation>RDMA-Ress&amp;ource:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA &amp;devices per worker:</source>
        <translation>RDMA-Ge&amp;räte je Worker:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node &amp;selector:</source>
        <translation>Knoten&amp;selektor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tolerations:</source>
        <translation>&amp;Tolerations:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reach the API t&amp;hrough the login node (kubectl runs there)</source>
        <translation>Die API &amp;über den Login-Knoten erreichen (kubectl läuft dort)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>L&amp;ogin:</source>
        <translation>&amp;Login:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ke&amp;y file:</source>
        <translation>Sc&amp;hlüsseldatei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kno&amp;wn hosts:</source>
        <translation>kno&amp;wn_hosts-Datei:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Login:</source>
        <translation>&amp;Login:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Jump host:</source>
        <translation>&amp;Jump-Host:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Key file:</source>
        <translation>&amp;Schlüsseldatei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Known &amp;hosts:</source>
        <translation>&amp;known_hosts-Datei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote &amp;folder:</source>
        <translation>Entfernter &amp;Ordner:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every job gets</source>
        <translation>Jeder Job erhält</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cluster&apos;s default partition</source>
        <translation>die Standardpartition des Clusters</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pyxis image for collectives, e.g. nvcr.io#nvidia/pytorch:24.01-py3; empty: none</source>
        <translation>Pyxis-Image für kollektive Operationen, z. B. nvcr.io#nvidia/pytorch:24.01-py3; leer: keines</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NCCL_SOCKET_IFNAME=eth0
NCCL_IB_HCA=mlx5</source>
        <translation>NCCL_SOCKET_IFNAME=eth0
NCCL_IB_HCA=mlx5</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partition:</source>
        <translation>&amp;Partition:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Account:</source>
        <translation>Kon&amp;to:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;QoS:</source>
        <translation>&amp;QoS:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reservation:</source>
        <translation>&amp;Reservierung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container &amp;image:</source>
        <translation>Container-&amp;Image:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL &amp;environment:</source>
        <translation>NCCL-&amp;Umgebung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel when pending longer than:</source>
        <translation>Abbrechen bei Wartezeit über:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel when silent longer than:</source>
        <translation>Abbrechen ohne Ausgabe nach:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose a kubeconfig</source>
        <translation>kubeconfig wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubeconfig files (*)</source>
        <translation>Kubeconfig-Dateien (*)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>e.g. h100-k8s</source>
        <translation>z. B. h100-k8s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit Kubernetes cluster %1</source>
        <translation>Kubernetes-Cluster %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit cluster %1</source>
        <translation>Cluster %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a Slurm cluster</source>
        <translation>Slurm-Cluster hinzufügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a Kubernetes cluster</source>
        <translation>Kubernetes-Cluster hinzufügen</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The kubeconfig lies on the login node: type the context, or leave it empty for its current one.</source>
        <translation>Die kubeconfig liegt auf dem Login-Knoten: Bitte den Kontext eingeben oder leer lassen für ihren aktuellen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no file %1 on this machine.</source>
        <translation>Auf diesem Rechner gibt es keine Datei %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the contexts of %1 with kubectl…</source>
        <translation>Kontexte von %1 werden mit kubectl gelesen …</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>kubectl could not read the contexts: %1</source>
        <translation>kubectl konnte die Kontexte nicht lesen: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n context(s) in the kubeconfig.</source>
        <translation>
            <numerusform>%n Kontext in der kubeconfig.</numerusform>
            <numerusform>%n Kontexte in der kubeconfig.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Node selector: &quot;%1&quot; is not label=value</source>
        <translation>Knotenselektor: „%1“ ist nicht label=value</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Tolerations: &quot;%1&quot; is not KEY[=VALUE]:EFFECT</source>
        <translation>Tolerations: „%1“ ist nicht KEY[=VALUE]:EFFECT</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>NCCL environment: &quot;%1&quot; is not NAME=VALUE</source>
        <translation>NCCL-Umgebung: „%1“ ist nicht NAME=WERT</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Enter the login node.</source>
        <translation>Bitte den Login-Knoten eingeben.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Enter a name for the cluster.</source>
        <translation>Bitte einen Namen für den Cluster eingeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the kubeconfig file.</source>
        <translation>Bitte die kubeconfig-Datei wählen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the login node kubectl runs on.</source>
        <translation>Bitte den Login-Knoten eingeben, auf dem kubectl läuft.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>RDMA devices per worker need the RDMA resource&apos;s name.</source>
        <translation>RDMA-Geräte je Worker brauchen den Namen der RDMA-Ressource.</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterJobsModel</name>
    <message>
        <location filename="../ui/cluster/ClusterJobsModel.cpp" line="+74"/>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm id</source>
        <translation>Slurm-ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kubernetes object</source>
        <translation>Kubernetes-Objekt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pending reason</source>
        <translation>Grund des Wartens</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scheduler&apos;s reason</source>
        <translation>Grund des Schedulers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted</source>
        <translation>Abgeschickt</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterJobsPanel</name>
    <message>
        <location filename="../ui/cluster/ClusterJobsPanel.cpp" line="+30"/>
        <source>&amp;Run tb-coll across nodes</source>
        <translation>tb-coll über die Knoten &amp;laufen lassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel job</source>
        <translation>Job a&amp;bbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scancel, then wait until squeue holds nothing of the job</source>
        <translation>scancel, dann warten, bis squeue nichts mehr vom Job enthält</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No job is running.</source>
        <translation>Es läuft kein Job.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cha&amp;rt</source>
        <translation>&amp;Diagramm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ou&amp;tput</source>
        <translation>Ausga&amp;be</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Double-click a job for its script or manifest as submitted</source>
        <translation>Doppelklick auf einen Job zeigt sein Skript oder Manifest, wie es abgesendet wurde</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>busbw (GB/s)</source>
        <translation>busbw (GB/s)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Job %1: %2. The scheduler says: %3</source>
        <translation>Job %1: %2. Der Scheduler meldet: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (cancelling)</source>
        <translation>%1 (wird abgebrochen)</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>all_reduce busbw</source>
        <translation>all_reduce busbw</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitting…</source>
        <translation>Wird abgeschickt …</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Job %1: %2</source>
        <translation>Job %1: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <source>(submitting)</source>
        <translation>(wird abgeschickt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — pending: %2</source>
        <translation>%1 — wartend: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 · %n sample(s)</source>
        <translation>
            <numerusform>%1 · %n Messwert</numerusform>
            <numerusform>%1 · %n Messwerte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterScheduler</name>
    <message>
        <location filename="../ui/cluster/ClusterScheduler.cpp" line="+55"/>
        <source>Could not log in to %1</source>
        <translation>Anmeldung bei %1 fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterSnapshotModel</name>
    <message>
        <location filename="../ui/cluster/ClusterSnapshotModel.cpp" line="+62"/>
        <source>%1 of %2 in use</source>
        <translation>%1 von %2 belegt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 CPUs, %2 GiB</source>
        <translation>%1 CPUs, %2 GiB</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GRES</source>
        <translation>GRES</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPUs and memory</source>
        <translation>CPUs und Speicher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterView</name>
    <message>
        <location filename="../ui/cluster/ClusterView.cpp" line="+49"/>
        <source>Re&amp;fresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Ra&amp;w output…</source>
        <translation>R&amp;ohausgabe …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected check&apos;s output, whole, in a window of its own</source>
        <translation>Die vollständige Ausgabe der gewählten Prüfung in einem eigenen Fenster</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Only rows &amp;where nodes differ</source>
        <translation>Nur Zeilen mit Ab&amp;weichungen zwischen Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node &amp;matrix</source>
        <translation>Knoten&amp;matrix</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Jobs</source>
        <translation>&amp;Jobs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>tb-node on %1</source>
        <translation>tb-node auf %1</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>No job is running.</source>
        <translation>Es läuft kein Job.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cross-node audit %1 ended %2</source>
        <translation>Knotenübergreifende Prüfung %1 endete: %2</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+113"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>The scheduler audit failed</source>
        <translation>Die Scheduler-Prüfung ist fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Job %1 ended %2</source>
        <translation>Job %1 endete: %2</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The cross-node audit failed</source>
        <translation>Die knotenübergreifende Prüfung ist fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The job could not run</source>
        <translation>Der Job konnte nicht laufen</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClustersTab</name>
    <message>
        <location filename="../ui/cluster/ClustersTab.cpp" line="+36"/>
        <source>&amp;Add…</source>
        <translation>&amp;Neu …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a Slurm or a Kubernetes cluster</source>
        <translation>Einen Slurm- oder Kubernetes-Cluster hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add a Slurm cluster: its login node (reached like any node: ~/.ssh/config, agent, keys, ProxyJump) and the partition, account and limits its jobs get. Or add a Kubernetes cluster: a kubeconfig and context, and what every worker pod asks for.</source>
        <translation>Einen Slurm-Cluster hinzufügen: seinen Login-Knoten (erreichbar wie jeder Knoten: ~/.ssh/config, Agent, Schlüssel, ProxyJump) sowie Partition, Konto und Limits, die seine Jobs erhalten. Oder einen Kubernetes-Cluster hinzufügen: eine kubeconfig und einen Kontext sowie das, was jeder Worker-Pod anfordert.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>%1 (Kubernetes)</source>
        <translation>%1 (Kubernetes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubernetes cluster; kubectl runs on %1</source>
        <translation>Kubernetes-Cluster; kubectl läuft auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1@%2:%3, partition %4</source>
        <translation>%1@%2:%3, Partition %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <location line="+85"/>
        <location line="+64"/>
        <source>Cluster not saved</source>
        <translation>Cluster nicht gespeichert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Someone else changed this cluster</source>
        <translation>Jemand anderes hat diesen Cluster geändert</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>Neu geladen: Dies ist die Fassung, die %1 gespeichert hat.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Delete cluster</source>
        <translation>Cluster löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the cluster %1 and its login node? Runs and jobs stay in the database.</source>
        <translation>Den Cluster %1 und seinen Login-Knoten löschen? Läufe und Jobs bleiben in der Datenbank.</translation>
    </message>
</context>
<context>
    <name>tb::ui::CompareTableModel</name>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="+63"/>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no comparable baseline</source>
        <translation>keine vergleichbare Baseline</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Headline</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>% of expected</source>
        <translation>% vom Soll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Band</source>
        <translation>Band</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
</context>
<context>
    <name>tb::ui::CompareView</name>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="+55"/>
        <source>&amp;Providers</source>
        <translation>Anb&amp;ieter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search providers…</source>
        <translation>Anbieter suchen …</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all_reduce bus bandwidth</source>
        <translation>Busbandbreite all_reduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all_gather bus bandwidth</source>
        <translation>Busbandbreite all_gather</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reduce_scatter bus bandwidth</source>
        <translation>Busbandbreite reduce_scatter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alltoall bus bandwidth</source>
        <translation>Busbandbreite alltoall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sendrecv bus bandwidth</source>
        <translation>Busbandbreite sendrecv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host→device copy</source>
        <translation>Kopie Host→Gerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device→host copy</source>
        <translation>Kopie Gerät→Host</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device memory copy</source>
        <translation>Kopie im Gerätespeicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-to-GPU (slowest pair)</source>
        <translation>GPU zu GPU (langsamstes Paar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 GEMM</source>
        <translation>BF16-GEMM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container pull time</source>
        <translation>Dauer des Container-Pulls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>import torch time</source>
        <translation>Dauer von import torch</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tick providers: each one&apos;s newest run of the metric is compared at once.</source>
        <translation>Anbieter ankreuzen: Der jeweils neueste Lauf der Metrik wird sofort verglichen.</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>No finished run with samples yet</source>
        <translation>Noch kein abgeschlossener Lauf mit Messwerten</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>%1 · run %2</source>
        <translation>%1 · Lauf %2</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n run(s) ranked by percentage of their own matching baseline.</source>
        <translation>
            <numerusform>%n Lauf, gereiht nach dem Prozentsatz seiner eigenen passenden Baseline.</numerusform>
            <numerusform>%n Läufe, gereiht nach dem Prozentsatz ihrer jeweils eigenen passenden Baseline.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-70"/>
        <source>unknown hardware</source>
        <translation>unbekannte Hardware</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>provider %1</source>
        <translation>Anbieter %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>None of the selected runs measured %1.</source>
        <translation>Keiner der ausgewählten Läufe hat %1 gemessen.</translation>
    </message>
</context>
<context>
    <name>tb::ui::ConflictsDialog</name>
    <message>
        <location filename="../ui/trust/ConflictsDialog.cpp" line="+25"/>
        <source>Conflicts of interest</source>
        <translation>Interessenkonflikte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every reviewer&apos;s relationships with the providers they rate. A current one is flagged before an evaluation, a walkthrough or a tier assignment starts, disclosed in the review and marked on the tier board.</source>
        <translation>Die Beziehungen jedes Prüfers zu den Anbietern, die er bewertet. Eine laufende wird markiert, bevor eine Bewertung, ein Rundgang oder eine Stufenzuweisung beginnt, im Prüfbericht offengelegt und auf der Stufentafel gekennzeichnet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+25"/>
        <source>Reviewer</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+26"/>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Relationship</source>
        <translation>Beziehung</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+29"/>
        <source>Until</source>
        <translation>Bis</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+30"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>YYYY-MM-DD, empty while ongoing</source>
        <translation>JJJJ-MM-TT, leer, solange sie andauert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to the register</source>
        <translation>Ins Register aufnehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the selected one on the date in Until</source>
        <translation>Den ausgewählten Eintrag zum Datum unter „Bis“ beenden</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>ongoing</source>
        <translation>andauernd</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Added to the register.</source>
        <translation>Ins Register aufgenommen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select an entry first.</source>
        <translation>Zuerst einen Eintrag auswählen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ended.</source>
        <translation>Beendet.</translation>
    </message>
</context>
<context>
    <name>tb::ui::ConnectDialog</name>
    <message>
        <location filename="../ui/team/ConnectDialog.cpp" line="+30"/>
        <source>Connect to team database</source>
        <translation>Mit Team-Datenbank verbinden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A team database is a PostgreSQL database the whole team works in. The password comes from the field below, the system keychain or ~/.pgpass, and is never saved in the settings.</source>
        <translation>Eine Team-Datenbank ist eine PostgreSQL-Datenbank, in der das ganze Team arbeitet. Das Passwort kommt aus dem Feld unten, dem System-Schlüsselbund oder ~/.pgpass und wird nie in den Einstellungen gespeichert.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Recent connections:</source>
        <translation>&amp;Zuletzt verwendete Verbindungen:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Server</source>
        <translation>&amp;Server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;libpq service</source>
        <translation>&amp;libpq-Dienst</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Connect to:</source>
        <translation>Verbinden mit:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>db.example.org</source>
        <translation>db.example.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tierbench</source>
        <translation>tierbench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disable (no encryption)</source>
        <translation>disable (keine Verschlüsselung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>require (encrypted, certificate not checked)</source>
        <translation>require (verschlüsselt, Zertifikat nicht geprüft)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verify-ca (encrypted, certificate signed by the CA)</source>
        <translation>verify-ca (verschlüsselt, Zertifikat von der CA signiert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verify-full (encrypted, CA and host name checked)</source>
        <translation>verify-full (verschlüsselt, CA und Hostname geprüft)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;TLS mode:</source>
        <translation>&amp;TLS-Modus:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>~/.postgresql/root.crt when empty</source>
        <translation>~/.postgresql/root.crt, wenn leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bro&amp;wse…</source>
        <translation>Du&amp;rchsuchen …</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CA f&amp;ile:</source>
        <translation>CA-Date&amp;i:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a name from ~/.pg_service.conf</source>
        <translation>ein Name aus ~/.pg_service.conf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service na&amp;me:</source>
        <translation>Dienst&amp;name:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>from the keychain or ~/.pgpass when empty</source>
        <translation>aus dem Schlüsselbund oder ~/.pgpass, wenn leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;assword:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;emember in the system keychain</source>
        <translation>Im System-Schlüsselbund &amp;merken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forget stored password</source>
        <translation>Gespeichertes Passwort ver&amp;gessen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Fill in the server&apos;s details, then test the connection or connect.</source>
        <translation>Bitte die Angaben zum Server ausfüllen, dann die Verbindung testen oder verbinden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Test c&amp;onnection</source>
        <translation>Verbindung t&amp;esten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>CA certificate</source>
        <translation>CA-Zertifikat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificates (*.crt *.pem);;All files (*)</source>
        <translation>Zertifikate (*.crt *.pem);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>None yet</source>
        <translation>Noch keine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose one to fill in the fields</source>
        <translation>Eine wählen, um die Felder auszufüllen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Type the name of a libpq service.</source>
        <translation>Bitte den Namen eines libpq-Dienstes eingeben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type the server&apos;s host name and the database&apos;s name.</source>
        <translation>Bitte den Hostnamen des Servers und den Namen der Datenbank eingeben.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Testing the connection to %1…</source>
        <translation>Verbindung zu %1 wird getestet …</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>encrypted</source>
        <translation>verschlüsselt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not encrypted</source>
        <translation>nicht verschlüsselt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connected to %1 as %2 (PostgreSQL %3, %4). The database is empty: Connect creates the schema.</source>
        <translation>Als %2 mit %1 verbunden (PostgreSQL %3, %4). Die Datenbank ist leer: „Verbinden“ legt das Schema an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connected to %1 as %2 (PostgreSQL %3, %4, schema version %5).</source>
        <translation>Als %2 mit %1 verbunden (PostgreSQL %3, %4, Schemaversion %5).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung mit %1 wird hergestellt …</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Connected to %1.</source>
        <translation>Mit %1 verbunden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saving the password in the system keychain…</source>
        <translation>Passwort wird im System-Schlüsselbund gespeichert …</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connected, but the system keychain did not keep the password: %1</source>
        <translation>Verbunden, aber der System-Schlüsselbund hat das Passwort nicht aufbewahrt: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removing the password from the system keychain…</source>
        <translation>Passwort wird aus dem System-Schlüsselbund entfernt …</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The system keychain keeps no password for %1 now.</source>
        <translation>Der System-Schlüsselbund enthält jetzt kein Passwort für %1.</translation>
    </message>
</context>
<context>
    <name>tb::ui::ConnectionBanner</name>
    <message>
        <location filename="../ui/runs/ConnectionBanner.cpp" line="+24"/>
        <source>Re&amp;connect</source>
        <translation>Neu &amp;verbinden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to the node again (host key and passphrase as usual); nothing is run</source>
        <translation>Erneut am Knoten anmelden (Hostschlüssel und Passphrase wie gewohnt); es wird nichts ausgeführt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-&amp;key node…</source>
        <translation>Schlüssel &amp;erneuern …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the host key the node presents now, after the provider confirmed it (audited)</source>
        <translation>Den Hostschlüssel erfassen, den der Knoten jetzt zeigt, nachdem der Anbieter ihn bestätigt hat (protokolliert)</translation>
    </message>
</context>
<context>
    <name>tb::ui::CostCompareView</name>
    <message>
        <location filename="../ui/pricing/CostCompareView.cpp" line="+54"/>
        <source>Scenario:</source>
        <translation>Szenario:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU price</source>
        <translation>GPU-Preis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput loss</source>
        <translation>Goodput-Verlust</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TCO per month</source>
        <translation>TCO pro Monat</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+70"/>
        <source>Effective $/useful GPU-h</source>
        <translation>Effektiv $/nutzbare GPU-h</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Measured inputs</source>
        <translation>Gemessene Eingaben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pricing score</source>
        <translation>Preis-Punktzahl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>No provider has a price in force: record prices on a provider&apos;s Pricing tab.</source>
        <translation>Kein Anbieter hat einen gültigen Preis: Preise auf dem Reiter „Preise“ eines Anbieters erfassen.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n priced provider(s). The effective price spreads everything paid over the GPU-hours that did useful work.</source>
        <translation>
            <numerusform>%n Anbieter mit Preis. Der effektive Preis verteilt alles Bezahlte auf die GPU-Stunden, die nützliche Arbeit geleistet haben.</numerusform>
            <numerusform>%n Anbieter mit Preis. Der effektive Preis verteilt alles Bezahlte auf die GPU-Stunden, die nützliche Arbeit geleistet haben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>List $/GPU-h</source>
        <translation>Listenpreis $/GPU-h</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n measured</source>
        <translation>
            <numerusform>%n gemessen</numerusform>
            <numerusform>%n gemessen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>defaults only</source>
        <translation>nur Standardwerte</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing to chart yet.</source>
        <translation>Noch nichts darzustellen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>USD per GPU-hour</source>
        <translation>USD je GPU-Stunde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: list price and effective price of a useful GPU-hour</source>
        <translation>%1: Listenpreis und effektiver Preis einer nutzbaren GPU-Stunde</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
</context>
<context>
    <name>tb::ui::DisputesPanel</name>
    <message>
        <location filename="../ui/trust/DisputesPanel.cpp" line="+25"/>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepted</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Import dispute file…</source>
        <translation>Einspruchsdatei &amp;importieren …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A provider&apos;s answer to its fact-check bundle, in the format of docs/disputes.md.</source>
        <translation>Die Antwort eines Anbieters auf sein Faktencheck-Paket, im Format von docs/disputes.md.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import dispute file</source>
        <translation>Einspruchsdatei importieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dispute files (*.json);;All files (*)</source>
        <translation>Einspruchsdateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Item</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Claim</source>
        <translation>Behauptung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Asks</source>
        <translation>Verlangt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reasoning</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Reasoning (required to accept or reject):</source>
        <translation>&amp;Begründung (zum Annehmen oder Ablehnen nötig):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why the claim holds or does not: what the evidence shows.</source>
        <translation>Warum die Behauptung zutrifft oder nicht: was die Nachweise zeigen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Accept</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepting a dispute that asks for a verdict changes the verdict on the checklist.</source>
        <translation>Wird ein Einspruch angenommen, der ein Urteil verlangt, ändert sich das Urteil in der Prüfliste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;ject</source>
        <translation>Ab&amp;lehnen</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>not decided yet</source>
        <translation>noch nicht entschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No disputes. A provider answers its fact-check bundle with a dispute file.</source>
        <translation>Keine Einsprüche. Ein Anbieter antwortet auf sein Faktencheck-Paket mit einer Einspruchsdatei.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n dispute(s)</source>
        <translation>
            <numerusform>%n Einspruch</numerusform>
            <numerusform>%n Einsprüche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>, %n open.</source>
        <translation>
            <numerusform>, %n offen.</numerusform>
            <numerusform>, %n offen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Select a dispute to see its evidence and decide it.</source>
        <translation>Einen Einspruch auswählen, um seine Nachweise zu sehen und über ihn zu entscheiden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2), received %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2), eingegangen am %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asks for the verdict &lt;b&gt;%1&lt;/b&gt;; accepting sets it on the checklist.</source>
        <translation>Verlangt das Urteil &lt;b&gt;%1&lt;/b&gt;; Annehmen setzt es in der Prüfliste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Evidence: %1</source>
        <translation>Nachweis: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attached: %1 (SHA-256 %2)</source>
        <translation>Angehängt: %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contact: %1</source>
        <translation>Kontakt: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is larger than a dispute file may be (%2 MiB).</source>
        <translation>%1 ist größer, als eine Einspruchsdatei sein darf (%2 MiB).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Importing %1…</source>
        <translation>%1 wird importiert …</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Imported %n dispute(s) from %1.</source>
        <translation>
            <numerusform>%n Einspruch aus %1 importiert.</numerusform>
            <numerusform>%n Einsprüche aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was imported: %1</source>
        <translation>Es wurde nichts importiert: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Dispute %1 accepted.</source>
        <translation>Einspruch %1 angenommen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dispute %1 rejected.</source>
        <translation>Einspruch %1 abgelehnt.</translation>
    </message>
</context>
<context>
    <name>tb::ui::EngagementPanel</name>
    <message>
        <location filename="../ui/engagement/EngagementPanel.cpp" line="+32"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>E&amp;ngagement:</source>
        <translation>E&amp;ngagement:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ne&amp;w engagement…</source>
        <translation>Ne&amp;ues Engagement…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Update from node</source>
        <translation>Vom Knoten a&amp;ktualisieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Collect the steps that finished on the node, store their results once, and let the node&apos;s supervisor go on</source>
        <translation>Auf dem Knoten beendete Schritte abholen, ihre Ergebnisse einmal speichern und den Supervisor des Knotens weiterlaufen lassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The step that runs finishes; no further step starts</source>
        <translation>Der laufende Schritt wird beendet; kein weiterer Schritt beginnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip step</source>
        <translation>Schritt überspringen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retr&amp;y step</source>
        <translation>Schritt &amp;wiederholen</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Select a node to see its engagements.</source>
        <translation>Wählen Sie einen Knoten, um seine Engagements zu sehen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>#%1 %2 %3 (%4, %5)</source>
        <translation>#%1 %2 %3 (%4, %5)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No engagement on this node yet. New engagement… runs a ClusterMAX plan here unattended: the node goes on while this window is closed.</source>
        <translation>Noch kein Engagement auf diesem Knoten. „Neues Engagement…“ führt hier einen ClusterMAX-Plan unbeaufsichtigt aus: Der Knoten arbeitet weiter, auch wenn dieses Fenster geschlossen ist.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 %2, %3: %4 of %5 steps finished (%6 failed), %7 running, %8 waiting. %9 of %10 node-hours used.</source>
        <translation>%1 %2, %3: %4 von %5 Schritten beendet (%6 fehlgeschlagen), %7 laufen, %8 warten. %9 von %10 Knotenstunden verbraucht.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About %1 minutes of steps left.</source>
        <translation>Etwa %1 Minuten an Schritten verbleiben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Consent for %1 given by %2 at %3.</source>
        <translation>Zustimmung für %1 erteilt von %2 am %3.</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the node has no session</source>
        <translation>der Knoten hat keine Sitzung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starting the engagement (deploying what it needs)…</source>
        <translation>Engagement wird gestartet (das Nötige wird bereitgestellt)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Asking the node…</source>
        <translation>Knoten wird gefragt…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
</context>
<context>
    <name>tb::ui::EngagementStartDialog</name>
    <message>
        <location filename="../ui/engagement/EngagementStartDialog.cpp" line="+26"/>
        <source>New engagement on %1</source>
        <translation>Neues Engagement auf %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Plan &amp;file…</source>
        <translation>Plan&amp;datei…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Plan:</source>
        <translation>&amp;Plan:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Phases to run</source>
        <translation>Auszuführende Phasen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Node-hours</source>
        <translation>Knotenstunden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left out because</source>
        <translation>Ausgelassen, weil</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Engagement plan</source>
        <translation>Engagement-Plan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Plans (*.json)</source>
        <translation>Pläne (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The plans cannot be read: %1</source>
        <translation>Die Pläne können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This plan cannot be used: %1</source>
        <translation>Dieser Plan kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (version %2, rubric %3)</source>
        <translation>%1 (Version %2, Rubrik %3)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The provider agreed to the steps that disrupt the node: %1</source>
        <translation>Der Anbieter hat den Schritten zugestimmt, die den Knoten stören: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Nothing would run: choose a phase, or give consent for its steps.</source>
        <translation>Es würde nichts laufen: Wählen Sie eine Phase oder stimmen Sie ihren Schritten zu.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n step(s) would run on %1: about %2 node-hours, at most %3; the budget is %4 node-hours.</source>
        <translation>
            <numerusform>%n Schritt würde auf %1 laufen: etwa %2 Knotenstunden, höchstens %3; das Budget beträgt %4 Knotenstunden.</numerusform>
            <numerusform>%n Schritte würden auf %1 laufen: etwa %2 Knotenstunden, höchstens %3; das Budget beträgt %4 Knotenstunden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::EngagementStepsModel</name>
    <message>
        <location filename="../ui/engagement/EngagementStepsModel.cpp" line="+40"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left out</source>
        <translation>ausgelassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (attempt %2)</source>
        <translation>%1 (Versuch %2)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node-hours</source>
        <translation>Knotenstunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
</context>
<context>
    <name>tb::ui::EvaluationActions</name>
    <message>
        <location filename="../ui/checklist/EvaluationActions.cpp" line="+149"/>
        <source>Someone else changed this evaluation</source>
        <translation>Jemand anderes hat diese Bewertung geändert</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>Neu geladen: Dies ist die Fassung, die %1 gespeichert hat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close evaluation</source>
        <translation>Bewertung abschließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this evaluation? Its status becomes Final and the time is recorded; a closed evaluation can be reopened by editing its status.</source>
        <translation>Diese Bewertung abschließen? Ihr Status wird „Endgültig“ und der Zeitpunkt wird festgehalten; eine abgeschlossene Bewertung lässt sich durch Ändern des Status wieder öffnen.</translation>
    </message>
</context>
<context>
    <name>tb::ui::EvaluationDialog</name>
    <message>
        <location filename="../ui/checklist/EvaluationDialog.cpp" line="+22"/>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New evaluation</source>
        <translation>Neue Bewertung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>e.g. Hands-on review, H100 cluster, May 2026</source>
        <translation>z. B. Praxistest, H100-Cluster, Mai 2026</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ClusterMAX %1</source>
        <translation>ClusterMAX %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set a default in Edit › Preferences</source>
        <translation>Vorgabe unter Bearbeiten › Einstellungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any commercial or personal relationship with the provider; printed in the review</source>
        <translation>Jede geschäftliche oder persönliche Beziehung zum Anbieter; steht im Bericht</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>received</source>
        <translation>erhalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rubric:</source>
        <translation>&amp;Kriterienkatalog:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Status:</source>
        <translation>&amp;Status:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;viewer:</source>
        <translation>&amp;Prüfer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Disclosure:</source>
        <translation>&amp;Offenlegung:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Testing &amp;window:</source>
        <translation>Test&amp;zeitraum:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hardware requested:</source>
        <translation>&amp;Hardware angefragt:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Start evaluation</source>
        <translation>Bewertung &amp;beginnen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Edit evaluation</source>
        <translation>Bewertung bearbeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another rubric version can be chosen only while no checklist item is decided.</source>
        <translation>Eine andere Katalogversion lässt sich nur wählen, solange kein Prüfpunkt entschieden ist.</translation>
    </message>
</context>
<context>
    <name>tb::ui::EvidenceDialog</name>
    <message>
        <location filename="../ui/runs/EvidenceDialog.cpp" line="+45"/>
        <source>Attach as evidence</source>
        <translation>Als Nachweis anhängen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Proposed for this run</source>
        <translation>Für diesen Lauf vorgeschlagen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing is proposed for this run: choose an item</source>
        <translation>Für diesen Lauf wird nichts vorgeschlagen: einen Punkt wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All items</source>
        <translation>Alle Prüfpunkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All other items</source>
        <translation>Alle übrigen Prüfpunkte</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Why this run supports the verdict (optional)</source>
        <translation>Warum dieser Lauf das Urteil stützt (optional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check &amp;item:</source>
        <translation>&amp;Prüfpunkt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
</context>
<context>
    <name>tb::ui::FileActions</name>
    <message>
        <location filename="../ui/imports/FileActions.cpp" line="+58"/>
        <source>&amp;Import tool output…</source>
        <translation>Werkzeugausgabe &amp;importieren …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open local database…</source>
        <translation>Lokale Datenbank ö&amp;ffnen …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open database</source>
        <translation>Datenbank öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierbench databases (*.sqlite *.tierbench *.db);;All files (*)</source>
        <translation>Tierbench-Datenbanken (*.sqlite *.tierbench *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New database…</source>
        <translation>&amp;Neue Datenbank …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New database</source>
        <translation>Neue Datenbank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierbench databases (*.sqlite)</source>
        <translation>Tierbench-Datenbanken (*.sqlite)</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Imported %n run(s).</source>
        <translation>
            <numerusform>%n Lauf importiert.</numerusform>
            <numerusform>%n Läufe importiert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>%1 exists already; open it with Open local database….</source>
        <translation>%1 existiert bereits; öffnen Sie die Datei mit „Lokale Datenbank öffnen …“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>%1 is not a database file.</source>
        <translation>%1 ist keine Datenbankdatei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open the database</source>
        <translation>Die Datenbank konnte nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>tb::ui::HostKeyDialog</name>
    <message>
        <location filename="../ui/runs/HostKeyDialog.cpp" line="+27"/>
        <source>Host key refused</source>
        <translation>Hostschlüssel abgelehnt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unknown host key</source>
        <translation>Unbekannter Hostschlüssel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;The host key of %1 is not the one on record.&lt;/b&gt; Tierbench refuses to connect: this can mean that someone intercepts the connection.</source>
        <translation>&lt;b&gt;Der Hostschlüssel von %1 ist nicht der hinterlegte.&lt;/b&gt; Tierbench verweigert die Verbindung: Das kann bedeuten, dass jemand die Verbindung abfängt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1 is not in your known_hosts file yet.&lt;/b&gt; Compare the fingerprint with the one the provider gave you (for example `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub` on the node) before you accept it.</source>
        <translation>&lt;b&gt;%1 steht noch nicht in Ihrer known_hosts-Datei.&lt;/b&gt; Vergleichen Sie den Fingerabdruck mit dem, den der Anbieter Ihnen genannt hat (zum Beispiel `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub` auf dem Knoten), bevor Sie ihn akzeptieren.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key type:</source>
        <translation>Schlüsseltyp:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fingerprint:</source>
        <translation>Fingerabdruck:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>known_hosts:</source>
        <translation>known_hosts:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the provider confirms that the key changed, remove line %1 of %2 (or run `ssh-keygen -R &apos;%3&apos; -f %2`) and connect again.</source>
        <translation>Bestätigt der Anbieter, dass sich der Schlüssel geändert hat, Zeile %1 von %2 entfernen (oder `ssh-keygen -R &apos;%3&apos; -f %2` ausführen) und erneut verbinden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If the provider confirms that the key changed, remove the old entry for %1 from %2 (`ssh-keygen -R &apos;%1&apos; -f %2`) and connect again.</source>
        <translation>Bestätigt der Anbieter, dass sich der Schlüssel geändert hat, den alten Eintrag für %1 aus %2 entfernen (`ssh-keygen -R &apos;%1&apos; -f %2`) und erneut verbinden.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Accept and remember</source>
        <translation>&amp;Akzeptieren und merken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Refuse</source>
        <translation>A&amp;blehnen</translation>
    </message>
</context>
<context>
    <name>tb::ui::ImportDialog</name>
    <message>
        <location filename="../ui/imports/ImportDialog.cpp" line="+50"/>
        <location line="+130"/>
        <source>Import tool output</source>
        <translation>Werkzeugausgabe importieren</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Outputs of nccl-tests, rccl-tests, nvbandwidth, nvidia-smi, kernel logs, lspci, ibstat, rocm-smi, dcgmi diag and more. Each file is read and recognised first; nothing is stored until you press Store.</source>
        <translation>Ausgaben von nccl-tests, rccl-tests, nvbandwidth, nvidia-smi, Kernel-Protokollen, lspci, ibstat, rocm-smi, dcgmi diag und mehr. Jede Datei wird zuerst gelesen und erkannt; gespeichert wird erst, wenn Sie „Speichern“ drücken.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Provider:</source>
        <translation>&amp;Anbieter:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Evaluation:</source>
        <translation>&amp;Bewertung:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recognised as</source>
        <translation>Erkannt als</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warnings and findings</source>
        <translation>Warnungen und Befunde</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Add file…</source>
        <translation>Datei &amp;hinzufügen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Store</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot open %1.</source>
        <translation>%1 lässt sich nicht öffnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a folder.</source>
        <translation>%1 ist ein Ordner.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+13"/>
        <source>reading…</source>
        <translation>wird gelesen …</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not imported</source>
        <translation>nicht importiert</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the output is truncated</source>
        <translation>die Ausgabe ist abgeschnitten</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Befund</numerusform>
            <numerusform>%n Befunde</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no warnings</source>
        <translation>keine Warnungen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool output (*.txt *.log *.json *.xml);;All files (*)</source>
        <translation>Werkzeugausgabe (*.txt *.log *.json *.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>none (the provider&apos;s runs only)</source>
        <translation>keine (nur Läufe des Anbieters)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (#%2)</source>
        <translation>%1 (#%2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Storing…</source>
        <translation>Wird gespeichert …</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Stored %n run(s).</source>
        <translation>
            <numerusform>%n Lauf gespeichert.</numerusform>
            <numerusform>%n Läufe gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Reading %n file(s)…</source>
        <translation>
            <numerusform>%n Datei wird gelesen …</numerusform>
            <numerusform>%n Dateien werden gelesen …</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a file, or drop files on the main window.</source>
        <translation>Fügen Sie eine Datei hinzu oder ziehen Sie Dateien auf das Hauptfenster.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No file was recognised: nothing to store.</source>
        <translation>Keine Datei wurde erkannt: nichts zu speichern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick the provider the output belongs to.</source>
        <translation>Wählen Sie den Anbieter, zu dem die Ausgabe gehört.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 recognised, %2 not: Store keeps the recognised ones.</source>
        <translation>%1 erkannt, %2 nicht: „Speichern“ übernimmt die erkannten.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n file(s) recognised: Store keeps them under %1.</source>
        <translation>
            <numerusform>%n Datei erkannt: „Speichern“ legt sie unter %1 ab.</numerusform>
            <numerusform>%n Dateien erkannt: „Speichern“ legt sie unter %1 ab.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewEditor</name>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="+29"/>
        <source>Edit interview</source>
        <translation>Interview bearbeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add interview</source>
        <translation>Interview hinzufügen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Shown on this provider&apos;s page only</source>
        <translation>Nur auf der Seite dieses Anbieters angezeigt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. ML platform lead (required)</source>
        <translation>z. B. Leitung ML-Plattform (erforderlich)</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>video call</source>
        <translation>Videoanruf</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in person</source>
        <translation>persönlich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>email</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interviewee agreed to be quoted (anonymously)</source>
        <translation>Die befragte Person ist mit einem (anonymen) Zitat einverstanden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>comma separated, e.g. support, storage</source>
        <translation>durch Kommas getrennt, z. B. support, storage</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Interviewee:</source>
        <translation>&amp;Befragte Person:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Role:</source>
        <translation>&amp;Rolle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Organisation type:</source>
        <translation>&amp;Organisationsart:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hannel:</source>
        <translation>&amp;Kanal:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tags:</source>
        <translation>&amp;Tags:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentiment per criterion</source>
        <translation>Einschätzung je Kriterium</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not discussed</source>
        <translation>nicht besprochen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>very negative</source>
        <translation>sehr negativ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>negative</source>
        <translation>negativ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>positive</source>
        <translation>positiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>very positive</source>
        <translation>sehr positiv</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The provider has no rubric yet: no criteria to rate.</source>
        <translation>Der Anbieter hat noch keinen Kriterienkatalog: keine Kriterien zu bewerten.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Notizen:</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>B</source>
        <translation>F</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bold (Ctrl+B)</source>
        <translation>Fett (Strg+B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I</source>
        <translation>K</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Italic (Ctrl+I)</source>
        <translation>Kursiv (Strg+I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>• List</source>
        <translation>• Liste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bulleted list</source>
        <translation>Aufzählung</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Say how the interview was held (the channel).</source>
        <translation>Bitte angeben, wie das Interview geführt wurde (den Kanal).</translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewListModel</name>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="+126"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not discussed</source>
        <translation>nicht besprochen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No consent recorded: do not quote this interview.</source>
        <translation>Keine Einwilligung erfasst: dieses Interview nicht zitieren.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interviewee</source>
        <translation>Befragte Person</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Organisation</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Channel</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consent</source>
        <translation>Einwilligung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentiment</source>
        <translation>Einschätzung</translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewsTab</name>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="+42"/>
        <source>Search name, role, channel, tags, notes…</source>
        <translation>Name, Rolle, Kanal, Tags, Notizen durchsuchen …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All organisations</source>
        <translation>Alle Organisationen</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+157"/>
        <source>All tags</source>
        <translation>Alle Tags</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>&amp;Add…</source>
        <translation>&amp;Neu …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import CSV…</source>
        <translation>CSV-&amp;Import …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport CSV…</source>
        <translation>CSV-E&amp;xport …</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Select an interview to read its notes.</source>
        <translation>Ein Interview auswählen, um seine Notizen zu lesen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Names stay on this page; everywhere else an interview shows only the role and the organisation type.</source>
        <translation>Namen bleiben auf dieser Seite; überall sonst zeigt ein Interview nur die Rolle und die Art der Organisation.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Import interviews</source>
        <translation>Interviews importieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export interviews</source>
        <translation>Interviews exportieren</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%n interview(s)</source>
        <translation>
            <numerusform>%n Interview</numerusform>
            <numerusform>%n Interviews</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No notes.</source>
        <translation>Keine Notizen.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Interview not saved</source>
        <translation>Interview nicht gespeichert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Someone else changed this interview</source>
        <translation>Jemand anderes hat dieses Interview geändert</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Interview not reloaded</source>
        <translation>Interview nicht neu geladen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete interview</source>
        <translation>Interview löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the interview with %1 of %2? The audit log keeps a record.</source>
        <translation>Das Interview mit %1 von %2 löschen? Das Prüfprotokoll behält einen Eintrag.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Importing…</source>
        <translation>Wird importiert …</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing imported</source>
        <translation>Nichts importiert</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n row(s) of %1 have errors; nothing was imported. Fix them and import the file again.</source>
        <translation>
            <numerusform>%n Zeile von %1 ist fehlerhaft; nichts wurde importiert. Bitte korrigieren und die Datei erneut importieren.</numerusform>
            <numerusform>%n Zeilen von %1 sind fehlerhaft; nichts wurde importiert. Bitte korrigieren und die Datei erneut importieren.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
    </message>
</context>
<context>
    <name>tb::ui::KubeRunDialog</name>
    <message>
        <location filename="../ui/cluster/KubeRunDialog.cpp" line="+28"/>
        <source>MPIJob (MPI operator)</source>
        <translation>MPIJob (MPI-Operator)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>JobSet with a headless Service</source>
        <translation>JobSet mit einem Headless Service</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>indexed Job with a headless Service</source>
        <translation>indizierter Job mit einem Headless Service</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kueue, queue %1</source>
        <translation>Kueue, Warteschlange %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+38"/>
        <source>Volcano PodGroup</source>
        <translation>Volcano-PodGroup</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run a collective on %1</source>
        <translation>Kollektive Operation auf %1 ausführen</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+8"/>
        <source>Automatic: %1</source>
        <translation>Automatisch: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Automatic (the cluster&apos;s CRDs could not be read: indexed Job)</source>
        <translation>Automatisch (die CRDs des Clusters konnten nicht gelesen werden: indizierter Job)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Automatic (the cluster could not be asked: none)</source>
        <translation>Automatisch (der Cluster konnte nicht gefragt werden: keines)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kueue queue</source>
        <translation>Kueue-Warteschlange</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None (pods scheduled one by one)</source>
        <translation>Keines (Pods werden einzeln eingeplant)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The LocalQueue in the cluster&apos;s namespace the job is submitted to</source>
        <translation>Die LocalQueue im Namespace des Clusters, an die der Job abgesendet wird</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The argv of each rank, split like a shell would (quotes group words); an MPIJob starts it with mpirun</source>
        <translation>Die argv jedes Rangs, aufgeteilt wie von einer Shell (Anführungszeichen fassen Wörter zusammen); ein MPIJob startet sie mit mpirun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Workers:</source>
        <translation>&amp;Worker:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Form:</source>
        <translation>&amp;Form:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Gang scheduling:</source>
        <translation>&amp;Gang-Scheduling:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Queue:</source>
        <translation>Wa&amp;rteschlange:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Image:</source>
        <translation>&amp;Image:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ommand:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each worker: %n GPU(s), %1 × %2, namespace %3, label tierbench.run=%4</source>
        <translation>
            <numerusform>Jeder Worker: %n GPU, %1 × %2, Namespace %3, Label tierbench.run=%4</numerusform>
            <numerusform>Jeder Worker: %n GPUs, %1 × %2, Namespace %3, Label tierbench.run=%4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no RDMA resource</source>
        <translation>keine RDMA-Ressource</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Manifest (what kubectl create will be given):</source>
        <translation>&amp;Manifest (was kubectl create erhält):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Submit</source>
        <translation>Ab&amp;senden</translation>
    </message>
</context>
<context>
    <name>tb::ui::KubeScheduler</name>
    <message>
        <location filename="../ui/cluster/KubeScheduler.cpp" line="+52"/>
        <source>Context:</source>
        <translation>Kontext:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Namespace:</source>
        <translation>Namespace:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kubeconfig:</source>
        <translation>Kubeconfig:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kubectl runs:</source>
        <translation>kubectl läuft:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every worker pod gets:</source>
        <translation>Jeder Worker-Pod erhält:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job form:</source>
        <translation>Job-Form:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gang scheduling:</source>
        <translation>Gang-Scheduling:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kubectl of the last audit:</source>
        <translation>kubectl der letzten Prüfung:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not read yet: Refresh asks the cluster</source>
        <translation>noch nicht gelesen: „Aktualisieren“ fragt den Cluster</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A collective is an MPIJob, a JobSet or an indexed Job across GPU nodes. Run reads which one the cluster serves and its gang scheduler, then shows the exact manifest before it is submitted.</source>
        <translation>Eine kollektive Operation ist ein MPIJob, ein JobSet oder ein indizierter Job über GPU-Knoten. „Kollektive Operation ausführen“ liest, welche Form der Cluster anbietet und welchen Gang-Scheduler er hat, und zeigt dann das genaue Manifest, bevor es abgesendet wird.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an image with tb-node on its PATH (default: the cluster&apos;s)</source>
        <translation>ein Image mit tb-node im PATH (Standard: das des Clusters)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>kubectl reads which job form and gang scheduler the cluster serves</source>
        <translation>kubectl liest, welche Job-Form und welchen Gang-Scheduler der Cluster anbietet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit th&amp;e cluster</source>
        <translation>Cluster p&amp;rüfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kubectl reads the server version, nodes, operators, CRDs, StorageClasses and RBAC, and makes a test claim that must bind within 10 s; every reply is kept</source>
        <translation>kubectl liest Serverversion, Knoten, Operatoren, CRDs, StorageClasses und RBAC und legt einen Test-Claim an, der innerhalb von 10 s gebunden sein muss; jede Antwort wird aufbewahrt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Audit e&amp;very GPU node</source>
        <translation>Je&amp;den GPU-Knoten prüfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-node in one pod per GPU node (host paths read-only), removed afterwards</source>
        <translation>tb-node in einem Pod je GPU-Knoten (Host-Pfade schreibgeschützt), danach entfernt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster a&amp;udit</source>
        <translation>Cluster-Prü&amp;fung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Kubernetes audit yet.</source>
        <translation>Noch keine Kubernetes-Prüfung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a check to see the kubectl output it was read from.</source>
        <translation>Eine Prüfung wählen, um die kubectl-Ausgabe zu sehen, aus der sie gelesen wurde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run a collective…</source>
        <translation>Kollektive Operation &amp;ausführen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MPIJob or an indexed Job across GPU nodes; the manifest is shown before it is submitted</source>
        <translation>Ein MPIJob oder ein indizierter Job über GPU-Knoten; das Manifest wird vor dem Absenden angezeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deletes everything labelled with the run, then waits until none of its pods is left</source>
        <translation>Löscht alles, was mit dem Lauf gekennzeichnet ist, und wartet dann, bis keiner seiner Pods mehr übrig ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The log of the job&apos;s first pod (the MPIJob&apos;s launcher), as it arrives.</source>
        <translation>Das Log des ersten Pods des Jobs (des Launchers des MPIJob), so wie es eintrifft.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kubernetes conte&amp;xt</source>
        <translation>Kubernetes-Konte&amp;xt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>tb-node ima&amp;ge:</source>
        <translation>tb-node-&amp;Image:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The Kubernetes settings could not be read</source>
        <translation>Die Kubernetes-Einstellungen konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+33"/>
        <source>current context</source>
        <translation>aktueller Kontext</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>%1 (used where it lies)</source>
        <translation>%1 (verwendet dort, wo sie liegt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the login node %1@%2</source>
        <translation>auf dem Login-Knoten %1@%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on this machine</source>
        <translation>auf diesem Rechner</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>node selector %1</source>
        <translation>Knotenselektor %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n toleration(s)</source>
        <translation>
            <numerusform>%n Toleration</numerusform>
            <numerusform>%n Tolerations</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no audit yet</source>
        <translation>noch keine Prüfung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kubectl %1</source>
        <translation>kubectl %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · Kubernetes</source>
        <translation>%1 · Kubernetes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · Kubernetes · %2, namespace %3 · kubectl on %4@%5</source>
        <translation>%1 · Kubernetes · %2, Namespace %3 · kubectl auf %4@%5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · Kubernetes · %2, namespace %3</source>
        <translation>%1 · Kubernetes · %2, Namespace %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kubeconfig %1 (used where it lies)</source>
        <translation>kubeconfig %1 (verwendet dort, wo sie liegt)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Kubernetes audit of %1: %n check(s) failed. Confirm the suggested verdicts in History.</source>
        <translation>
            <numerusform>Kubernetes-Prüfung von %1: %n Prüfung fehlgeschlagen. Die vorgeschlagenen Urteile im Verlauf bestätigen.</numerusform>
            <numerusform>Kubernetes-Prüfung von %1: %n Prüfungen fehlgeschlagen. Die vorgeschlagenen Urteile im Verlauf bestätigen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pods %1 (%2), %3</source>
        <translation>Pods %1 (%2), %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Manifest of %1</source>
        <translation>Manifest von %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelling: deleting everything labelled with the run, then waiting until none of its pods is left…</source>
        <translation>Wird abgebrochen: Alles mit dem Label des Laufs wird gelöscht, dann wird gewartet, bis keiner seiner Pods mehr übrig ist …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1. Nothing labelled with the run is left.</source>
        <translation>%1. Nichts mit dem Label des Laufs ist übrig.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The login node&apos;s session is gone</source>
        <translation>Die Sitzung des Login-Knotens besteht nicht mehr</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+2"/>
        <source>could not be read: %1</source>
        <translation>konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cluster runs an %1.</source>
        <translation>Der Cluster führt einen %1 aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The job form could not be read: %1</source>
        <translation>Die Job-Form konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 Gang scheduling: %2.</source>
        <translation>%1 Gang-Scheduling: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 The gang scheduler could not be read: %2</source>
        <translation>%1 Der Gang-Scheduler konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+89"/>
        <source>Reading which job form and gang scheduler the cluster serves…</source>
        <translation>Es wird gelesen, welche Job-Form und welchen Gang-Scheduler der Cluster anbietet …</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Auditing the cluster through kubectl (the test claim may take 10 s to bind)…</source>
        <translation>Cluster wird über kubectl geprüft (der Test-Claim kann 10 s bis zur Bindung brauchen) …</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Kubernetes audit with kubectl %1: %2 failed, %3 warnings; %n GPU node(s)</source>
        <translation>
            <numerusform>Kubernetes-Prüfung mit kubectl %1: %2 fehlgeschlagen, %3 Warnungen; %n GPU-Knoten</numerusform>
            <numerusform>Kubernetes-Prüfung mit kubectl %1: %2 fehlgeschlagen, %3 Warnungen; %n GPU-Knoten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>tb-node in one pod per GPU node (label tierbench.run=%1)…</source>
        <translation>tb-node in einem Pod je GPU-Knoten (Label tierbench.run=%1) …</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Submitting %1 (label tierbench.run=%2)…</source>
        <translation>%1 wird abgesendet (Label tierbench.run=%2) …</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deleting everything labelled tierbench.run=%1…</source>
        <translation>Alles mit dem Label tierbench.run=%1 wird gelöscht …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everything labelled tierbench.run=%1 is deleted; no pod of it is left.</source>
        <translation>Alles mit dem Label tierbench.run=%1 ist gelöscht; kein Pod davon ist übrig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run %1 could not be cleaned up</source>
        <translation>Der Lauf %1 konnte nicht aufgeräumt werden</translation>
    </message>
</context>
<context>
    <name>tb::ui::LiveCharts</name>
    <message>
        <location filename="../ui/charts/LiveCharts.cpp" line="+38"/>
        <source>host/device copy bandwidth</source>
        <translation>Kopierbandbreite Host/Gerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bus bandwidth</source>
        <translation>Busbandbreite %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 algorithm bandwidth</source>
        <translation>Algorithmusbandbreite %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, GPU %2</source>
        <translation>%1, GPU %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+146"/>
        <source>Me&amp;tric:</source>
        <translation>Me&amp;trik:</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Live results</source>
        <translation>Live-Ergebnisse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Live results — %1</source>
        <translation>Live-Ergebnisse — %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Charted: values in %1. Values in %2 are in the Samples tab.</source>
        <translation>Dargestellt: Werte in %1. Werte in %2 stehen im Reiter „Messwerte“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Me&amp;tric (%1 charts):</source>
        <translation>Me&amp;trik (%1 Diagramme):</translation>
    </message>
</context>
<context>
    <name>tb::ui::LiveSamplesModel</name>
    <message numerus="yes">
        <location filename="../ui/runs/LiveSamplesModel.cpp" line="+44"/>
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n Rank</numerusform>
            <numerusform>%n Ranks</numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Probe</source>
        <translation>Messprogramm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrong</source>
        <translation>Fehlerhaft</translation>
    </message>
</context>
<context>
    <name>tb::ui::MainWindow</name>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="+84"/>
        <location line="+400"/>
        <source>Tierbench</source>
        <translation>Tierbench</translation>
    </message>
    <message>
        <location line="-386"/>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening the database…</source>
        <translation>Datenbank wird geöffnet …</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tier board</source>
        <translation>Stufentafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baselines</source>
        <translation>Baselines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Select a provider to verify its stored results.</source>
        <translation>Einen Anbieter wählen, um seine gespeicherten Ergebnisse zu verifizieren.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Select a provider to export its review.</source>
        <translation>Einen Anbieter auswählen, um seinen Prüfbericht zu exportieren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export review PDF</source>
        <translation>Prüfbericht als PDF exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exporting the review…</source>
        <translation>Prüfbericht wird exportiert …</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>%1 geschrieben (%n Seite).</numerusform>
            <numerusform>%1 geschrieben (%n Seiten).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a provider to export its fact-check bundle.</source>
        <translation>Einen Anbieter auswählen, um sein Faktencheck-Paket zu exportieren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export fact-check bundle</source>
        <translation>Faktencheck-Paket exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zip file (*.zip)</source>
        <translation>Zip-Datei (*.zip)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sign with %1</source>
        <translation>Mit %1 signieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a key…</source>
        <translation>Schlüssel wählen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export unsigned</source>
        <translation>Unsigniert exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign the fact-check bundle</source>
        <translation>Faktencheck-Bündel signieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign the bundle with your SSH key, so the provider can check that it comes from you? An unsigned bundle proves only that its files are consistent, not who made it.</source>
        <translation>Das Bündel mit Ihrem SSH-Schlüssel signieren, damit der Anbieter prüfen kann, dass es von Ihnen stammt? Ein unsigniertes Bündel belegt nur, dass seine Dateien zueinander passen, nicht, wer es erstellt hat.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>SSH key to sign the bundle with</source>
        <translation>SSH-Schlüssel zum Signieren des Bündels</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Exporting the fact-check bundle…</source>
        <translation>Das Faktencheck-Paket wird exportiert …</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Select a provider with an evaluation to start a walkthrough.</source>
        <translation>Einen Anbieter mit einer Bewertung auswählen, um einen Rundgang zu beginnen.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Find provider</source>
        <translation>Anbieter &amp;suchen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Provider</source>
        <translation>&amp;Anbieter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New provider…</source>
        <translation>&amp;Neuer Anbieter …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit provider…</source>
        <translation>Anbieter &amp;bearbeiten …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete provider…</source>
        <translation>Anbieter &amp;löschen …</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open &amp;checklist</source>
        <translation>&amp;Checkliste öffnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start &amp;walkthrough with provider…</source>
        <translation>&amp;Rundgang mit Anbieter beginnen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Verify stored results…</source>
        <translation>Gespeicherte Ergebnisse &amp;verifizieren …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E&amp;xport review PDF…</source>
        <translation>Prüfbericht als PDF e&amp;xportieren …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export &amp;fact-check bundle…</source>
        <translation>&amp;Faktencheck-Paket exportieren …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>%1 (team database) — Tierbench</source>
        <translation>%1 (Team-Datenbank) — Tierbench</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — Tierbench</source>
        <translation>%1 — Tierbench</translation>
    </message>
    <message>
        <location line="+281"/>
        <source>This also deletes everything recorded for it (evaluations with their verdicts: %1; probe runs with their samples: %2; interviews: %3).</source>
        <translation>Damit wird auch alles gelöscht, was zu ihm erfasst ist (Bewertungen mit ihren Urteilen: %1; Messläufe mit ihren Messwerten: %2; Interviews: %3).</translation>
    </message>
    <message>
        <location filename="../ui/main/HelpMenu.cpp" line="+38"/>
        <source>not loaded</source>
        <translation>nicht geladen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Tierbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A workbench for rating GPU cloud providers against the ClusterMAX criteria: checklists, probes, interviews and tiers.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later); the probes that run on the nodes under the Apache License 2.0. There is no warranty.&lt;/p&gt;&lt;p&gt;In use:&lt;/p&gt;&lt;table&gt;%2&lt;/table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tierbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Eine Werkbank zur Einstufung von GPU-Cloud-Anbietern nach den ClusterMAX-Kriterien: Checklisten, Messprogramme, Interviews und Stufen.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder später (GPL-3.0-or-later); die Messprogramme, die auf den Knoten laufen, unter der Apache License 2.0. Es gibt keine Gewährleistung.&lt;/p&gt;&lt;p&gt;In Verwendung:&lt;/p&gt;&lt;table&gt;%2&lt;/table&gt;</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Documentation</source>
        <translation>Dokumentation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The manual was not found. Looked for:
%1</source>
        <translation>Das Handbuch wurde nicht gefunden. Gesucht wurde:
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No program to show %1 was found on this desktop.</source>
        <translation>Auf diesem Desktop wurde kein Programm gefunden, das %1 anzeigen kann.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Documentation</source>
        <translation>&amp;Dokumentation</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About Tierbench</source>
        <translation>Ü&amp;ber Tierbench</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Tierbench</source>
        <translation>Über Tierbench</translation>
    </message>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="-393"/>
        <source>Search providers (Ctrl+F)</source>
        <translation>Anbieter suchen (Strg+F)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tier:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All tiers</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K&amp;ind:</source>
        <translation>A&amp;rt:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>No database open</source>
        <translation>Keine Datenbank geöffnet</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+16"/>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Database: %1 (disconnected)</source>
        <translation>Datenbank: %1 (getrennt)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Loading providers…</source>
        <translation>Anbieter werden geladen …</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>1 provider</source>
        <translation>1 Anbieter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 providers</source>
        <translation>%1 Anbieter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 shown</source>
        <translation>%1 von %2 angezeigt</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Saved provider “%1”.</source>
        <translation>Anbieter „%1“ gespeichert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Someone else changed this provider</source>
        <translation>Jemand anderes hat diesen Anbieter geändert</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>Neu geladen: Dies ist die Fassung, die %1 gespeichert hat.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+11"/>
        <location line="+10"/>
        <source>Delete provider</source>
        <translation>Anbieter löschen</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Delete the provider “%1”?</source>
        <translation>Den Anbieter „%1“ löschen?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Other providers are not affected. This cannot be undone.</source>
        <translation>Andere Anbieter sind nicht betroffen. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deleted provider “%1”.</source>
        <translation>Anbieter „%1“ gelöscht.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Close Tierbench</source>
        <translation>Tierbench schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run is in progress on %1. Cancel it and close?</source>
        <translation>Auf %1 ist ein Lauf im Gange. Abbrechen und schließen?</translation>
    </message>
    <message>
        <location line="-737"/>
        <source>Costs</source>
        <translation>Kosten</translation>
    </message>
    <message numerus="yes">
        <location line="+108"/>
        <source>Wrote %1 (%n file(s)), unsigned.</source>
        <translation>
            <numerusform>%1 geschrieben (%n Datei), unsigniert.</numerusform>
            <numerusform>%1 geschrieben (%n Dateien), unsigniert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Wrote %1 (%n file(s)), signed.</source>
        <translation>
            <numerusform>%1 geschrieben (%n Datei), signiert.</numerusform>
            <numerusform>%1 geschrieben (%n Dateien), signiert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+91"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeDialog</name>
    <message>
        <location filename="../ui/runs/NodeDialog.cpp" line="+45"/>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. gpu-node-01 (defaults to the host)</source>
        <translation>z. B. gpu-node-01 (Standard: der Host)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[user@]host[:port] or a Host alias from ~/.ssh/config</source>
        <translation>[user@]host[:port] oder Alias aus ~/.ssh/config</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[user@]host[:port] of a bastion (optional)</source>
        <translation>[user@]host[:port] eines Bastion-Hosts (optional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>~/.ssh/id_ed25519 (optional; the agent is tried first)</source>
        <translation>~/.ssh/id_ed25519 (optional; Agent hat Vorrang)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>~/.ssh/known_hosts (default)</source>
        <translation>~/.ssh/known_hosts (Standard)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Label:</source>
        <translation>&amp;Bezeichnung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Jump host:</source>
        <translation>&amp;Jump-Host:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Identity file:</source>
        <translation>&amp;Schlüsseldatei:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a private key file</source>
        <translation>Private Schlüsseldatei wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;known_hosts file:</source>
        <translation>&amp;known_hosts-Datei:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a known_hosts file</source>
        <translation>known_hosts-Datei wählen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Passwords and passphrases are asked for when needed and never stored.</source>
        <translation>Passwörter und Passphrasen werden bei Bedarf abgefragt und nie gespeichert.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Edit node</source>
        <translation>Knoten bearbeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add node</source>
        <translation>Knoten hinzufügen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Enter the node&apos;s address.</source>
        <translation>Bitte die Adresse des Knotens eingeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Jump host: %1</source>
        <translation>Jump-Host: %1</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeMatrixModel</name>
    <message>
        <location filename="../ui/cluster/NodeMatrixModel.cpp" line="+34"/>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Differs from most nodes.</source>
        <translation>Weicht von den meisten Knoten ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click for the node&apos;s raw output.</source>
        <translation>Doppelklick zeigt die Rohausgabe des Knotens.</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%n cell(s) differ from most nodes</source>
        <translation>
            <numerusform>%n Zelle weicht von den meisten Knoten ab</numerusform>
            <numerusform>%n Zellen weichen von den meisten Knoten ab</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeMatrixPage</name>
    <message>
        <location filename="../ui/cluster/NodeMatrixPage.cpp" line="+17"/>
        <source>No cross-node audit yet.</source>
        <translation>Noch keine knotenübergreifende Prüfung.</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%1: %2 nodes, %3 rows, %4 differ, %n outlier cell(s).</source>
        <translation>
            <numerusform>%1: %2 Knoten, %3 Zeilen, %4 abweichend, %n Ausreißer-Zelle.</numerusform>
            <numerusform>%1: %2 Knoten, %3 Zeilen, %4 abweichend, %n Ausreißer-Zellen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2</source>
        <comment>one sentence followed by another</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n node(s) reported nothing.</source>
        <translation>
            <numerusform>%n Knoten meldete nichts.</numerusform>
            <numerusform>%n Knoten meldeten nichts.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click a cell for its raw output.</source>
        <translation>Doppelklick auf eine Zelle zeigt ihre Rohausgabe.</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeSessions</name>
    <message>
        <location filename="../ui/runs/NodeSessions.cpp" line="+55"/>
        <source>Connection lost: %1</source>
        <translation>Verbindung verloren: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This build has no SSH support wired in</source>
        <translation>Dieser Build hat keine SSH-Unterstützung eingebunden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird aufgebaut …</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting for your decision on the host key of %1</source>
        <translation>Warte auf Ihre Entscheidung zum Hostschlüssel von %1</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodesRunsTab</name>
    <message>
        <location filename="../ui/runs/NodesRunsTab.cpp" line="+38"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add…</source>
        <translation>&amp;Neu …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete</source>
        <translation>Lö&amp;schen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-&amp;key node…</source>
        <translation>Schlüssel &amp;erneuern …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the host key the node presents now, after the provider confirmed it (audited)</source>
        <translation>Den Hostschlüssel, den der Knoten jetzt zeigt, erfassen, nachdem der Anbieter ihn bestätigt hat (im Prüfprotokoll)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Run</source>
        <translation>Lau&amp;f</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Engagement</source>
        <translation>Engagement</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>Host key not seen yet</source>
        <translation>Hostschlüssel noch nicht gesehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host key %1 %2</source>
        <translation>Hostschlüssel %1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>connection lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>It was registered with %1 %2 and now presents %3 %4. If the provider re-installed the node, confirm the new fingerprint with them, then re-key the node.</source>
        <translation>Er wurde mit %1 %2 registriert und zeigt jetzt %3 %4. Falls der Anbieter den Knoten neu installiert hat, den neuen Fingerabdruck mit ihm bestätigen und dann den Schlüssel des Knotens erneuern.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No nodes yet: add the machine the provider handed over.</source>
        <translation>Noch keine Knoten: den Rechner hinzufügen, den der Anbieter übergeben hat.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Someone else changed this node</source>
        <translation>Jemand anderes hat diesen Knoten geändert</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>Neu geladen: Dies ist die Fassung, die %1 gespeichert hat.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete node</source>
        <translation>Knoten löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the node %1? Its runs stay in the database, without the node.</source>
        <translation>Den Knoten %1 löschen? Seine Läufe bleiben ohne den Knoten in der Datenbank.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Connection works</source>
        <translation>Verbindung funktioniert</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Connection works: %1</source>
        <translation>Verbindung funktioniert: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Refused: the host key changed. The node was registered with %1 %2 and now presents %3 %4. Nothing was stored or run. If the provider re-installed the node, confirm the new fingerprint with them, then use Re-key node.</source>
        <translation>Abgelehnt: Der Hostschlüssel hat sich geändert. Der Knoten wurde mit %1 %2 registriert und zeigt jetzt %3 %4. Es wurde nichts gespeichert oder ausgeführt. Falls der Anbieter den Knoten neu installiert hat, den neuen Fingerabdruck mit ihm bestätigen und dann „Schlüssel erneuern“ verwenden.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Record the new host key of %1?

Registered: %2 %3
Presented now: %4 %5

Only do this when the provider has confirmed the new fingerprint (for example after re-installing the node). The change is written to the audit log.</source>
        <translation>Den neuen Hostschlüssel von %1 erfassen?

Registriert: %2 %3
Jetzt gezeigt: %4 %5

Nur tun, wenn der Anbieter den neuen Fingerabdruck bestätigt hat (etwa nach einer Neuinstallation des Knotens). Die Änderung wird ins Prüfprotokoll geschrieben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re-key node</source>
        <translation>Schlüssel erneuern</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Re-keyed: the node is now registered with %1 %2. Test the connection again to log in.</source>
        <translation>Schlüssel erneuert: Der Knoten ist jetzt mit %1 %2 registriert. Die Verbindung erneut testen, um sich anzumelden.</translation>
    </message>
</context>
<context>
    <name>tb::ui::P2pMatrixWidget</name>
    <message>
        <location filename="../ui/charts/P2pMatrixWidget.cpp" line="+18"/>
        <source>GPU-to-GPU bandwidth</source>
        <translation>Bandbreite GPU zu GPU</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Expected %1 per pair (%2)</source>
        <translation>Erwartet %1 je Paar (%2)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>GPU %1 → GPU %2: not measured</source>
        <translation>GPU %1 → GPU %2: nicht gemessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU %1 → GPU %2: %3</source>
        <translation>GPU %1 → GPU %2: %3</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No P2P samples</source>
        <translation>Keine P2P-Messwerte</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>destination GPU · source GPU by row · %1</source>
        <translation>Ziel-GPU · Quell-GPU je Zeile · %1</translation>
    </message>
</context>
<context>
    <name>tb::ui::PassphraseDialog</name>
    <message>
        <location filename="../ui/runs/PassphraseDialog.cpp" line="+12"/>
        <source>Key passphrase</source>
        <translation>Passphrase des Schlüssels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrong passphrase. Passphrase for %1 (attempt %2 of 3):</source>
        <translation>Falsche Passphrase. Passphrase für %1 (Versuch %2 von 3):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passphrase for %1:</source>
        <translation>Passphrase für %1:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Used for this login only; Tierbench never stores it.</source>
        <translation>Nur für diese Anmeldung verwendet; Tierbench speichert sie nie.</translation>
    </message>
</context>
<context>
    <name>tb::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/main/PreferencesDialog.cpp" line="+20"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your name as it appears in reviews</source>
        <translation>Ihr Name, wie er in Berichten steht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. No commercial relationship with any provider reviewed.</source>
        <translation>z. B. Keine geschäftliche Beziehung zu einem bewerteten Anbieter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reviewer name:</source>
        <translation>&amp;Name des Prüfers:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default &amp;disclosure:</source>
        <translation>Vorgabe für die &amp;Offenlegung:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New evaluations start with these; each evaluation keeps its own copy. tierbench-cli evaluations add uses them too.</source>
        <translation>Neue Bewertungen beginnen mit diesen Angaben; jede Bewertung behält ihre eigene Kopie. Auch tierbench-cli evaluations add verwendet sie.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The language changes the next time Tierbench starts. The theme changes at once.</source>
        <translation>Die Sprache ändert sich beim nächsten Start von Tierbench. Das Farbschema ändert sich sofort.</translation>
    </message>
</context>
<context>
    <name>tb::ui::PriceEditor</name>
    <message>
        <location filename="../ui/pricing/PriceEditor.cpp" line="+42"/>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Front-end network</source>
        <translation>Front-End-Netzwerk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back-end network</source>
        <translation>Back-End-Netzwerk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control plane</source>
        <translation>Control Plane</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edit price</source>
        <translation>Preis bearbeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New price</source>
        <translation>Neuer Preis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. H100 SXM</source>
        <translation>z. B. H100 SXM</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>per GPU-hour</source>
        <translation>je GPU-Stunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per node-hour</source>
        <translation>je Knotenstunde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> GPUs/node</source>
        <translation> GPUs/Knoten</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>USD per TB-month; empty: not known</source>
        <translation>USD je TB-Monat; leer: nicht bekannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>USD per hour; empty: not known</source>
        <translation>USD je Stunde; leer: nicht bekannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of the bill; empty: not known</source>
        <translation>% der Rechnung; leer: nicht bekannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per TB; empty: not known</source>
        <translation>USD je TB; leer: nicht bekannt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. +25% capacity at the same rate within 6 months</source>
        <translation>z. B. +25 % Kapazität zum selben Preis innerhalb von 6 Monaten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>quote, price page URL, invoice</source>
        <translation>Angebot, URL der Preisseite, Rechnung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU model:</source>
        <translation>GPU-Modell:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price:</source>
        <translation>Preis:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commitment:</source>
        <translation>Laufzeit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Included in the price:</source>
        <translation>Im Preis enthalten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage:</source>
        <translation>Speicher:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Front-end network:</source>
        <translation>Front-End-Netzwerk:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Control plane:</source>
        <translation>Control Plane:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support:</source>
        <translation>Support:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress:</source>
        <translation>Egress:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansion terms:</source>
        <translation>Erweiterungsbedingungen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valid from:</source>
        <translation>Gültig ab:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes:</source>
        <translation>Anmerkungen:</translation>
    </message>
</context>
<context>
    <name>tb::ui::PricingTab</name>
    <message>
        <location filename="../ui/pricing/PricingTab.cpp" line="+65"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Price records (every version; the newest valid one per model and term is in force)</source>
        <translation>Preiseinträge (jede Version; in Kraft ist je Modell und Laufzeit der neueste gültige)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD/GPU-h</source>
        <translation>USD/GPU-h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Term</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Valid from</source>
        <translation>Gültig ab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In force</source>
        <translation>In Kraft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Included</source>
        <translation>Enthalten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Egress</source>
        <translation>Egress</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add…</source>
        <translation>&amp;Neu …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import CSV…</source>
        <translation>CSV-&amp;Import …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport CSV…</source>
        <translation>CSV-E&amp;xport …</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cost in use</source>
        <translation>Verwendete Kosten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Scenario:</source>
        <translation>Szenario:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD per month</source>
        <translation>USD pro Monat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evidence / note</source>
        <translation>Nachweis / Anmerkung</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Undo %1</source>
        <translation>%1 rückgängig machen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo %1</source>
        <translation>%1 wiederholen</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+364"/>
        <location line="+9"/>
        <source>Import prices</source>
        <translation>Preise importieren</translation>
    </message>
    <message>
        <location line="-373"/>
        <location line="+4"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+387"/>
        <source>Export prices</source>
        <translation>Preise exportieren</translation>
    </message>
    <message>
        <location line="-289"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>included</source>
        <translation>enthalten</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>/TB-mo</source>
        <translation>/TB-Monat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>/h</source>
        <translation>/h</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>/TB</source>
        <translation>/TB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expansion: %1</source>
        <translation>Erweiterung: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No provider selected.</source>
        <translation>Kein Anbieter ausgewählt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No result.</source>
        <translation>Kein Ergebnis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing score: none without a cost.</source>
        <translation>Preis-Punktzahl: keine ohne Kosten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No result to analyse.</source>
        <translation>Kein Ergebnis zum Analysieren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1 per useful GPU-hour&lt;/b&gt; (price %2/GPU-h, %3 %4) · TCO %5 a month, %6 over %7 months · goodput loss %8% of the GPU line (%9)</source>
        <translation>&lt;b&gt;%1 je nutzbarer GPU-Stunde&lt;/b&gt; (Preis %2/GPU-h, %3 %4) · TCO %5 im Monat, %6 über %7 Monate · Goodput-Verlust %8 % der GPU-Zeile (%9)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Defaults: %1. Checkpoint interval offered: Young %2 min, Daly %3 min.</source>
        <translation>Standardwerte: %1. Vorgeschlagenes Checkpoint-Intervall: Young %2 min, Daly %3 min.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pricing score suggested — %1</source>
        <translation>Preis-Punktzahl vorgeschlagen — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing score: no other priced provider to compare with under this scenario.</source>
        <translation>Preis-Punktzahl: kein anderer Anbieter mit Preis zum Vergleich in diesem Szenario.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Total (TCO)</source>
        <translation>Summe (TCO)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>● measured</source>
        <translation>● gemessen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Measured: %1
Evidence: %2</source>
        <translation>Gemessen: %1
Nachweis: %2</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Someone else changed this price</source>
        <translation>Jemand anderes hat diesen Preis geändert</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>Neu geladen: Dies ist die Fassung, die %1 gespeichert hat.</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n row(s) could not be read; nothing was imported.</source>
        <translation>
            <numerusform>%n Zeile konnte nicht gelesen werden; es wurde nichts importiert.</numerusform>
            <numerusform>%n Zeilen konnten nicht gelesen werden; es wurde nichts importiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ProbeArgumentsEditor</name>
    <message>
        <location filename="../ui/runs/ProbeArgumentsEditor.cpp" line="+52"/>
        <source>Sizes</source>
        <translation>Größen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repeats</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranks</source>
        <translation>Ranks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Operations</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data check</source>
        <translation>Datenprüfung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>MIN:MAX:xFACTOR (geometric), MIN:MAX:+STEP (arithmetic) or a list A,B,C; K, M, G, T are powers of 1024. Empty: the probe&apos;s default sweep.</source>
        <translation>MIN:MAX:xFAKTOR (geometrisch), MIN:MAX:+SCHRITT (arithmetisch) oder eine Liste A,B,C; K, M, G, T sind Potenzen von 1024. Leer: die Standard-Messreihe des Messprogramms.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Matrix</source>
        <translation>Matrix</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Operations per timed batch.</source>
        <translation>Operationen je gemessenem Durchgang.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timed batches; the median, minimum and maximum are over them.</source>
        <translation>Gemessene Durchgänge; Median, Minimum und Maximum beziehen sich auf sie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Untimed batches before timing starts.</source>
        <translation>Ungemessene Durchgänge vor Beginn der Messung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timing</source>
        <translation>Zeitmessung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU (default)</source>
        <translation>GPU (Standard)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host (no GPU)</source>
        <translation>Host (keine GPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU: measure the node&apos;s GPUs. Host: memcpy and one thread per rank, to try a sweep without a GPU (--backend host).</source>
        <translation>GPU: die GPUs des Knotens messen. Host: memcpy und ein Thread je Rank, um eine Messreihe ohne GPU zu erproben (--backend host).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU backend: use the first N GPUs of the node. Host backend: N simulated ranks.</source>
        <translation>GPU-Backend: die ersten N GPUs des Knotens verwenden. Host-Backend: N simulierte Ranks.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verify the data</source>
        <translation>Daten prüfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check each copy&apos;s or collective&apos;s result (off: --no-check).</source>
        <translation>Das Ergebnis jeder Kopie bzw. jeder kollektiven Operation prüfen (aus: --no-check).</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Exactly what runs on the node, from the deployed probe folder (named by content hash). Every argument is quoted for the remote shell.</source>
        <translation>Genau das, was auf dem Knoten läuft, aus dem bereitgestellten Messprogramm-Ordner (benannt nach Inhalts-Hash). Jedes Argument ist für die entfernte Shell maskiert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Probe arguments</source>
        <translation>Argumente des Messprogramms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a probe in the list to set its arguments.</source>
        <translation>Ein Messprogramm in der Liste wählen, um seine Argumente festzulegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arguments of %1</source>
        <translation>Argumente von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 reads the node as it is; it has no measurement options.</source>
        <translation>%1 liest den Knoten so, wie er ist; es hat keine Messoptionen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Empty fields use the probe&apos;s default, shown in grey.</source>
        <translation>Leere Felder verwenden den grau angezeigten Standard des Messprogramms.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>tb-gemm measures GPUs only: on the host it reports “unsupported”.</source>
        <translation>tb-gemm misst nur GPUs: auf dem Host meldet es „unsupported“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host backend: no GPU is measured, the figures are not GPU figures.</source>
        <translation>Host-Backend: Es wird keine GPU gemessen, die Werte sind keine GPU-Werte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This sweep takes %1 on the host backend (no GPU measured).</source>
        <translation>Diese Messreihe dauert auf dem Host-Backend %1 (keine GPU gemessen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This sweep takes %1 (estimated at %2 GB/s per rank; a smaller largest size or fewer iterations shorten it).</source>
        <translation>Diese Messreihe dauert %1 (geschätzt mit %2 GB/s je Rank; eine kleinere Höchstgröße oder weniger Iterationen verkürzen sie).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Nothing runs until the marked fields are fixed.</source>
        <translation>Nichts läuft, bis die markierten Felder korrigiert sind.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
</context>
<context>
    <name>tb::ui::ProviderDialog</name>
    <message>
        <location filename="../ui/providers/ProviderDialog.cpp" line="+16"/>
        <source>Add provider</source>
        <translation>Anbieter hinzufügen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. CoreWeave</source>
        <translation>z. B. CoreWeave</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>H100, H200, B200</source>
        <translation>H100, H200, B200</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>e.g. 2.1</source>
        <translation>z. B. 2.1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Website:</source>
        <translation>&amp;Webseite:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPU models:</source>
        <translation>&amp;GPU-Modelle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference &amp;tier:</source>
        <translation>Referenz&amp;stufe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX &amp;round:</source>
        <translation>ClusterMAX-&amp;Runde:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Edit provider “%1”</source>
        <translation>Anbieter „%1“ bearbeiten</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Please enter a name: a provider needs one.</source>
        <translation>Bitte einen Namen eingeben: Jeder Anbieter braucht einen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A provider named “%1” already exists. Choose another name or edit that provider.</source>
        <translation>Ein Anbieter namens „%1“ existiert bereits. Bitte einen anderen Namen wählen oder diesen Anbieter bearbeiten.</translation>
    </message>
</context>
<context>
    <name>tb::ui::ProviderListModel</name>
    <message>
        <location filename="../ui/providers/ProviderListModel.cpp" line="+149"/>
        <source>ClusterMAX %1: %2</source>
        <translation>ClusterMAX %1: %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference tier</source>
        <translation>Referenzstufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
</context>
<context>
    <name>tb::ui::ProviderPage</name>
    <message>
        <location filename="../ui/providers/ProviderPage.cpp" line="+115"/>
        <source>&amp;Overview</source>
        <translation>&amp;Überblick</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chec&amp;klist</source>
        <translation>Chec&amp;kliste</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Interviews</source>
        <translation>&amp;Interviews</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R&amp;ating</source>
        <translation>&amp;Einstufung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>suggested</source>
        <translation>vorgeschlagen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Nodes &amp;&amp; runs</source>
        <translation>Knoten &amp;&amp; &amp;Läufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;sults</source>
        <translation>Er&amp;gebnisse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Disputes</source>
        <translation>Ein&amp;sprüche</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Website:</source>
        <translation>Webseite:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU models:</source>
        <translation>GPU-Modelle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference tier:</source>
        <translation>Referenzstufe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX 1.0:</source>
        <translation>ClusterMAX 1.0:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last changed:</source>
        <translation>Zuletzt geändert:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Evaluations</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reviewer</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double-click or press Return to open an evaluation&apos;s checklist.</source>
        <translation>Doppelklick oder Eingabetaste öffnet die Checkliste einer Bewertung.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>not assigned yet</source>
        <translation>noch nicht zugewiesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No tier suggested or assigned yet</source>
        <translation>Noch keine Stufe vorgeschlagen oder zugewiesen</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>No provider selected</source>
        <translation>Kein Anbieter ausgewählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a provider on the left, or add one with Ctrl+N.</source>
        <translation>Links einen Anbieter wählen oder mit Strg+N einen hinzufügen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>ClusterMAX %1</source>
        <translation>ClusterMAX %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <location line="+10"/>
        <location line="+1"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 (ClusterMAX %2)</source>
        <translation>%1 (ClusterMAX %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No notes yet. Edit the provider (F2) to add some.</source>
        <translation>Noch keine Notizen. Anbieter bearbeiten (F2), um welche hinzuzufügen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Evaluation %1</source>
        <translation>Bewertung %1</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>C&amp;lusters</source>
        <translation>Cl&amp;uster</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Pricing</source>
        <translation>&amp;Preise</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>&amp;New evaluation…</source>
        <translation>&amp;Neue Bewertung …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;lose evaluation</source>
        <translation>Bewertung ab&amp;schließen</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>assigned</source>
        <translation>zugewiesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by %1 on %2</source>
        <translation>von %1 am %2</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>%1, closed %2</source>
        <translation>%1, abgeschlossen %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No evaluation yet: start one with New evaluation…</source>
        <translation>Noch keine Bewertung: mit „Neue Bewertung …“ beginnen</translation>
    </message>
</context>
<context>
    <name>tb::ui::RatingTab</name>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="+61"/>
        <source>Assignment history</source>
        <translation>Verlauf der Zuweisungen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assigned</source>
        <translation>Zugewiesen</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+102"/>
        <source>Suggested</source>
        <translation>Vorgeschlagen</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Justification</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Suggested tier</source>
        <translation>Vorgeschlagene Stufe</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>How much customer interviews count in a suggested score, next to the checklist (0.5) and the measurements (0.3); parts without evidence drop out.</source>
        <translation>Wie stark Kundeninterviews in eine vorgeschlagene Punktzahl eingehen, neben der Checkliste (0,5) und den Messungen (0,3); Teile ohne Nachweis fallen heraus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interview &amp;weight:</source>
        <translation>Interview-Ge&amp;wicht:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Scores per criterion (expand a row to see what moved it)</source>
        <translation>Punktzahlen je Kriterium (Zeile aufklappen zeigt, was sie bewegt hat)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Criterion / evidence</source>
        <translation>Kriterium / Nachweis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final</source>
        <translation>Endgültig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moved by</source>
        <translation>Beeinflusst durch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select a criterion.</source>
        <translation>Ein Kriterium auswählen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Set final score:</source>
        <translation>Endgültige &amp;Punktzahl:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rationale (required when more than 0.5 from the suggestion)</source>
        <translation>Begründung (bei &gt; 0,5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;score</source>
        <translation>Spei&amp;chern</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Assign a tier</source>
        <translation>Stufe zuweisen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a tier…</source>
        <translation>Stufe wählen …</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Required when the tier differs from the suggestion</source>
        <translation>Erforderlich, wenn die Stufe vom Vorschlag abweicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Assign tier</source>
        <translation>Stufe &amp;zuweisen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tier:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Justification:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ClusterMAX 3.0 lists a provider it could not test at all apart from the tiers: no tier is suggested or shown while the mark is set. Unavailable is a tier, for capacity that exists but was not offered.</source>
        <translation>ClusterMAX 3.0 führt einen Anbieter, den es gar nicht testen konnte, getrennt von den Stufen: Solange die Markierung gesetzt ist, wird keine Stufe vorgeschlagen oder angezeigt. „Nicht verfügbar“ ist dagegen eine Stufe, für Kapazität, die es gibt, aber nicht angeboten wurde.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Rating…</source>
        <translation>Wird eingestuft …</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>suggested</source>
        <translation>vorgeschlagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No provider selected.</source>
        <translation>Kein Anbieter ausgewählt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No evaluation yet: start one to get a suggestion.</source>
        <translation>Noch keine Bewertung: erst eine beginnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Suggested: %1 · weighted total %2 of 5</source>
        <translation>Vorschlag: %1 · gewichtete Summe %2 von 5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Peer standing: not ranked (no weighted total).</source>
        <translation>Platzierung: ohne Rang (keine gewichtete Summe).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delivery (explained, not scored):</source>
        <translation>Lieferung (erläutert, nicht bewertet):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gates: none hit.</source>
        <translation>Ausschlusskriterien: keines ausgelöst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gate hit: %1 (%2)</source>
        <translation>Ausschlusskriterium ausgelöst: %1 (%2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no evidence</source>
        <translation>kein Nachweis</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>checklist %1</source>
        <translation>Checkliste %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured %1</source>
        <translation>gemessen %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>interviews %1</source>
        <translation>Interviews %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n item(s) without evidence</source>
        <translation>
            <numerusform>%n Prüfpunkt ohne Nachweis</numerusform>
            <numerusform>%n Prüfpunkte ohne Nachweis</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The evaluation&apos;s rubric has no criteria.</source>
        <translation>Der Kriterienkatalog der Bewertung hat keine Kriterien.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no round open</source>
        <translation>keine Runde offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(as suggested)</source>
        <translation>(wie vorgeschlagen)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No tier assigned yet.</source>
        <translation>Noch keine Stufe zugewiesen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The evaluation is closed: its final scores are read-only.</source>
        <translation>Die Bewertung ist abgeschlossen: ihre endgültigen Punktzahlen sind schreibgeschützt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a criterion to set its final score.</source>
        <translation>Kriterium wählen, um die Punktzahl festzulegen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: suggested %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: vorgeschlagen %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The evaluation is closed, read-only: re-open it with Edit… (status In review) to assign a tier.</source>
        <translation>Die Bewertung ist abgeschlossen und schreibgeschützt: Um eine Stufe zuzuweisen, öffnen Sie sie mit Bearbeiten … wieder (Status „In Prüfung“).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tier can be assigned once the provider has an evaluation.</source>
        <translation>Eine Stufe kann zugewiesen werden, sobald der Anbieter eine Bewertung hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Marked unable to test, so no tier is shown: assigning a tier clears the mark and needs a justification.</source>
        <translation>Als nicht testbar markiert, daher wird keine Stufe angezeigt: Eine Stufe zuzuweisen hebt die Markierung auf und braucht eine Begründung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing is suggested yet: choose the tier to assign and say why.</source>
        <translation>Noch ist nichts vorgeschlagen: Wählen Sie die zuzuweisende Stufe und begründen Sie sie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unavailable: the provider could not be tested (%1).</source>
        <translation>Nicht verfügbar: Der Anbieter konnte nicht getestet werden (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Differs from the suggestion (%1): a justification is required.</source>
        <translation>Weicht vom Vorschlag ab (%1): Eine Begründung ist erforderlich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no suggestion to agree with: a justification is required.</source>
        <translation>Es gibt keinen Vorschlag, dem man zustimmen könnte: Eine Begründung ist erforderlich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agrees with the suggestion.</source>
        <translation>Stimmt mit dem Vorschlag überein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear &amp;unable to test</source>
        <translation>„Nicht &amp;testbar“ aufheben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark &amp;unable to test</source>
        <translation>Als nicht &amp;testbar markieren</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Marked unable to test: no tier is shown.</source>
        <translation>Als nicht testbar markiert: Es wird keine Stufe angezeigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No longer marked unable to test.</source>
        <translation>Nicht mehr als nicht testbar markiert.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A tier that differs from the suggestion needs a justification.</source>
        <translation>Eine Stufe, die vom Vorschlag abweicht, braucht eine Begründung.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tier assigned.</source>
        <translation>Stufe zugewiesen.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Score saved.</source>
        <translation>Punktzahl gespeichert.</translation>
    </message>
    <message>
        <location line="-599"/>
        <source>&amp;Start an evaluation…</source>
        <translation>Bewertung &amp;beginnen …</translation>
    </message>
    <message numerus="yes">
        <location line="+231"/>
        <source>Peer standing: rank %1 of %2 evaluated providers, tied with %n other(s).</source>
        <translation>
            <numerusform>Platzierung: Rang %1 von %2 bewerteten Anbietern, gleichauf mit %n weiteren.</numerusform>
            <numerusform>Platzierung: Rang %1 von %2 bewerteten Anbietern, gleichauf mit %n weiteren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Peer standing: rank %1 of %n evaluated provider(s).</source>
        <translation>
            <numerusform>Platzierung: Rang %1 von %n bewerteten Anbieter.</numerusform>
            <numerusform>Platzierung: Rang %1 von %n bewerteten Anbietern.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peer standing: not ranked (too few criteria scored to count as a peer).</source>
        <translation>Platzierung: ohne Rang (zu wenige Kriterien bewertet, um mitzuzählen).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scored criteria: %1 of %2; a tier needs at least %3. %4</source>
        <translation>Bewertete Kriterien: %1 von %2; eine Stufe braucht mindestens %3. %4</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>not scored</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 items decided; a score needs at least %3.</source>
        <translation>%1 von %2 Prüfpunkten entschieden; eine Punktzahl braucht mindestens %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 of %2 items decided, %3 needed for a score</source>
        <translation>%1 von %2 Prüfpunkten entschieden, %3 nötig für eine Punktzahl</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>assigned</source>
        <translation>zugewiesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assigned by %1 on %2</source>
        <translation>Zugewiesen von %1 am %2</translation>
    </message>
</context>
<context>
    <name>tb::ui::RawOutputDialog</name>
    <message>
        <location filename="../ui/cluster/RawOutputDialog.cpp" line="+18"/>
        <source>(no output)</source>
        <translation>(keine Ausgabe)</translation>
    </message>
</context>
<context>
    <name>tb::ui::RecipeTimingWidget</name>
    <message>
        <location filename="../ui/charts/RecipeTimingWidget.cpp" line="+27"/>
        <source>Recipe timings against tier thresholds</source>
        <translation>Rezeptzeiten im Vergleich zu den Stufenschwellen</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>no baseline</source>
        <translation>keine Baseline</translation>
    </message>
</context>
<context>
    <name>tb::ui::ResultsTab</name>
    <message>
        <location filename="../ui/runs/ResultsTab.cpp" line="+22"/>
        <source>Re&amp;load</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the list again, e.g. after an import from the command line</source>
        <translation>Die Liste erneut lesen, z. B. nach einem Import über die Kommandozeile</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No results yet.</source>
        <translation>Noch keine Ergebnisse.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n run(s): probes, recipes and imported tool outputs.</source>
        <translation>
            <numerusform>%n Lauf: Messprogramme, Rezepte und importierte Werkzeugausgaben.</numerusform>
            <numerusform>%n Läufe: Messprogramme, Rezepte und importierte Werkzeugausgaben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::RunHistoryModel</name>
    <message>
        <location filename="../ui/runs/RunHistoryModel.cpp" line="+57"/>
        <source>%1 (exit %2)</source>
        <translation>%1 (Exit %2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2 failed)</source>
        <translation>%1 (%2 fehlgeschlagen)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Probe / recipe / tool</source>
        <translation>Messprogramm / Rezept / Werkzeug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
</context>
<context>
    <name>tb::ui::RunHistoryPanel</name>
    <message>
        <location filename="../ui/runs/RunHistoryPanel.cpp" line="+87"/>
        <source>Select a run.</source>
        <translation>Einen Lauf auswählen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Attach as evidence…</source>
        <translation>Als Nachweis &amp;anhängen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link this run (or the selected check) to a check item of the evaluation</source>
        <translation>Diesen Lauf (oder die ausgewählte Prüfung) mit einem Prüfpunkt der Bewertung verknüpfen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+92"/>
        <source>Select a run to see its chart.</source>
        <translation>Einen Lauf auswählen, um sein Diagramm zu sehen.</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value / detail</source>
        <translation>Wert / Detail</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Check item</source>
        <translation>Prüfpunkt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested</source>
        <translation>Vorgeschlagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Because</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Con&amp;firm verdict</source>
        <translation>Urteil &amp;bestätigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+291"/>
        <source>Accept the ticked suggestions</source>
        <translation>Die angehakten Vorschläge übernehmen</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>%1, bundle %2</source>
        <translation>%1, Paket %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 — evidence for %2</source>
        <translation>%1 — Nachweis für %2</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>This run&apos;s checks suggest no verdicts.</source>
        <translation>Die Prüfungen dieses Laufs schlagen keine Urteile vor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only tb-node runs and scheduler audits suggest verdicts; this %1 run suggests none.</source>
        <translation>Nur tb-node-Läufe und Scheduler-Prüfungen schlagen Urteile vor; dieser %1-Lauf schlägt keine vor.</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Accept %n ticked suggestion(s)</source>
        <translation>
            <numerusform>%n angehakten Vorschlag übernehmen</numerusform>
            <numerusform>%n angehakte Vorschläge übernehmen</numerusform>
        </translation>
    </message>
    <message>
        <location line="-288"/>
        <source>Write the suggested verdict of every checked row, all at once or none</source>
        <translation>Das vorgeschlagene Urteil jeder markierten Zeile schreiben, alle auf einmal oder keines</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Verdict:</source>
        <translation>Urteil:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+246"/>
        <source>Suggested verdicts</source>
        <translation>Vorgeschlagene Urteile</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>No results for this provider yet: run probes on a node (Nodes &amp; runs) or import a tool&apos;s output with tierbench-cli import --provider.</source>
        <translation>Noch keine Ergebnisse für diesen Anbieter: Messprogramme auf einem Knoten ausführen (Knoten &amp; Läufe) oder die Ausgabe eines Werkzeugs mit tierbench-cli import --provider importieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No runs on this node yet: pick probes or recipes above and press Run.</source>
        <translation>Noch keine Läufe auf diesem Knoten: oben Messprogramme oder Rezepte wählen und „Ausführen“ drücken.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Run %1: %2 %3, %4</source>
        <translation>Lauf %1: %2 %3, %4</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>tb-node reports facts and checks, no samples: see Findings and Suggested verdicts.</source>
        <translation>tb-node meldet Fakten und Prüfungen, keine Messwerte: siehe Befunde und Vorgeschlagene Urteile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No samples yet: the run is still running, and its chart appears here as they arrive.</source>
        <translation>Noch keine Messwerte: Der Lauf läuft noch; sein Diagramm erscheint hier, sobald sie eintreffen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This run stored no samples.</source>
        <translation>Dieser Lauf hat keine Messwerte gespeichert.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Suggested verdicts (%1)</source>
        <translation>Vorgeschlagene Urteile (%1)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The scheduler audit&apos;s findings suggest these verdicts. Nothing is written until you confirm one; pick another verdict first to change it.</source>
        <translation>Die Befunde der Scheduler-Prüfung schlagen diese Urteile vor. Es wird nichts geschrieben, bevor Sie eines bestätigen; um es zu ändern, zuerst ein anderes Urteil wählen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tb-node&apos;s checks suggest these verdicts. Nothing is written until you confirm one (pick another verdict first to change it), or tick several and confirm them at once.</source>
        <translation>Die Prüfungen von tb-node schlagen diese Urteile vor. Es wird nichts geschrieben, bevor Sie eines bestätigen (um es zu ändern, zuerst ein anderes Urteil wählen) oder mehrere markieren und auf einmal bestätigen.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Attach check %1 of run %2 as evidence for:</source>
        <translation>Prüfung %1 von Lauf %2 als Nachweis anhängen für:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach run %1 as evidence for:</source>
        <translation>Lauf %1 als Nachweis anhängen für:</translation>
    </message>
</context>
<context>
    <name>tb::ui::RunPanel</name>
    <message>
        <location filename="../ui/runs/RunPanel.cpp" line="+72"/>
        <location line="+684"/>
        <source>Connected to %1 again</source>
        <translation>Wieder mit %1 verbunden</translation>
    </message>
    <message>
        <location line="-666"/>
        <source>Run on this node</source>
        <translation>Auf diesem Knoten ausführen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Probes</source>
        <translation>Messprogramme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recipes (hands-on timings)</source>
        <translation>Rezepte (Zeitmessungen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a recipe to see what it runs on the node.</source>
        <translation>Auf ein Rezept klicken, um zu sehen, was es auf dem Knoten ausführt.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;run</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+9"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+100"/>
        <source>Choose a node.</source>
        <translation>Einen Knoten wählen.</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Item</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Samples</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Filter the log (e.g. FAIL, pcie, stderr)…</source>
        <translation>Protokoll filtern (z. B. FAIL, pcie, stderr) …</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The connection to %1 was lost during a run</source>
        <translation>Die Verbindung zu %1 ging während eines Laufs verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its samples are kept. Reconnect logs in again without running anything.</source>
        <translation>Seine Messwerte bleiben erhalten. „Neu verbinden“ meldet sich erneut an, ohne etwas auszuführen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Ready to run on %1.</source>
        <translation>Bereit zur Ausführung auf %1.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Fix the arguments first: %1</source>
        <translation>Erst die Argumente korrigieren: %1</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Cancelling: signalling the remote process group…</source>
        <translation>Wird abgebrochen: Signal an die entfernte Prozessgruppe …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancel requested</source>
        <translation>Abbruch angefordert</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+243"/>
        <source>queued</source>
        <translation>in Warteschlange</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird aufgebaut …</translation>
    </message>
    <message>
        <location line="+242"/>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>connected to %1</source>
        <translation>verbunden mit %1</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>The host key of %1 was refused</source>
        <translation>Der Hostschlüssel von %1 wurde abgelehnt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not ready: %1 presents a host key other than the one it was registered with. Nothing runs there until the node is re-keyed.</source>
        <translation>Nicht bereit: %1 zeigt einen anderen Hostschlüssel als den, mit dem der Knoten registriert wurde. Dort läuft nichts, bis der Schlüssel des Knotens erneuert ist.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The node&apos;s host key was refused: re-key the node once the provider confirmed the new key</source>
        <translation>Der Hostschlüssel des Knotens wurde abgelehnt: den Schlüssel des Knotens erneuern, sobald der Anbieter den neuen Schlüssel bestätigt hat</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>The node&apos;s session is gone.</source>
        <translation>Die Sitzung des Knotens besteht nicht mehr.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No recipe named %1</source>
        <translation>Kein Rezept namens %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The probe sources were not found (set TB_PROBES_DIR)</source>
        <translation>Die Quellen der Messprogramme wurden nicht gefunden (TB_PROBES_DIR setzen)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1: %2, %3 samples</source>
        <translation>%1: %2, %3 Messwerte</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>deploying</source>
        <translation>wird bereitgestellt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Running %1 on %2…</source>
        <translation>%1 läuft auf %2 …</translation>
    </message>
    <message>
        <location line="-254"/>
        <source>Lo&amp;g</source>
        <translation>Pr&amp;otokoll</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sa&amp;mples</source>
        <translation>&amp;Messwerte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Char&amp;t</source>
        <translation>&amp;Diagramm</translation>
    </message>
    <message>
        <location line="+287"/>
        <source>%1: %2, %3 samples, %4 checks (%5 failed)</source>
        <translation>%1: %2, %3 Messwerte, %4 Prüfungen (%5 fehlgeschlagen)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 %2 on %3 (%4)</source>
        <translation>%1 %2 auf %3 (%4)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>end: %1</source>
        <translation>Ende: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cancelled: %1.</source>
        <translation>Abgebrochen: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done: %1.</source>
        <translation>Fertig: %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finished: %1.</source>
        <translation>Beendet: %1.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>The connection to %1 was lost before this item started.</source>
        <translation>Die Verbindung zu %1 ging verloren, bevor dieser Schritt begann.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run %1 (%2) is marked interrupted; the samples received before the drop are kept: %3.</source>
        <translation>Lauf %1 (%2) ist als unterbrochen markiert; die vor dem Abbruch empfangenen Messwerte bleiben erhalten: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had not started on the node; nothing was recorded for it.</source>
        <translation>%1 hatte auf dem Knoten noch nicht begonnen; dafür wurde nichts erfasst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queued items not run: %1.</source>
        <translation>Nicht ausgeführte Schritte aus der Warteschlange: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnect logs in again without running anything; Rerun then repeats the batch.</source>
        <translation>„Neu verbinden“ meldet sich erneut an, ohne etwas auszuführen; „Wiederholen“ wiederholt dann den Stapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection to %1 (%2) lost during %3</source>
        <translation>Verbindung zu %1 (%2) während %3 verloren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connection to %1 lost. Samples kept: %2 (run %3, interrupted).</source>
        <translation>Verbindung zu %1 verloren. Messwerte erhalten: %2 (Lauf %3, unterbrochen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection to %1 lost.</source>
        <translation>Verbindung zu %1 verloren.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Reconnecting to %1…</source>
        <translation>Erneute Verbindung zu %1 …</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Answer the host key or passphrase question if one appears.</source>
        <translation>Bitte die Frage nach Hostschlüssel oder Passphrase beantworten, falls eine erscheint.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run or Rerun when ready; the interrupted run stays in the history.</source>
        <translation>„Ausführen“ oder „Wiederholen“, sobald bereit; der unterbrochene Lauf bleibt im Verlauf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected to %1. Ready to run.</source>
        <translation>Mit %1 verbunden. Bereit zur Ausführung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connected to %1 again</source>
        <translation>wieder mit %1 verbunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not reconnect to %1</source>
        <translation>Keine Verbindung zu %1 möglich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected to %1: the reconnect failed.</source>
        <translation>Nicht mit %1 verbunden: Die erneute Verbindung ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>tb::ui::SlurmJobForm</name>
    <message>
        <location filename="../ui/cluster/SlurmJobForm.cpp" line="+26"/>
        <source>One task per GPU on GPU nodes (each tb-coll task uses the GPU numbered by its local rank modulo the node&apos;s GPU count)</source>
        <translation>Ein Task je GPU auf GPU-Knoten (jeder tb-coll-Task nutzt die GPU mit der Nummer seines lokalen Rangs modulo der GPU-Anzahl des Knotens)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole nodes (--exclusive)</source>
        <translation>Ganze Knoten (--exclusive)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the cluster&apos;s container image (Pyxis)</source>
        <translation>Im Container-Image des Clusters (Pyxis)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Nodes:</source>
        <translation>&amp;Knoten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tasks per node:</source>
        <translation>&amp;Tasks je Knoten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs per node:</source>
        <translation>&amp;GPUs je Knoten:</translation>
    </message>
</context>
<context>
    <name>tb::ui::SlurmScheduler</name>
    <message>
        <location filename="../ui/cluster/SlurmScheduler.cpp" line="+34"/>
        <source>sinfo, scontrol and squeue on the login node</source>
        <translation>sinfo, scontrol und squeue auf dem Login-Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit the &amp;scheduler</source>
        <translation>&amp;Scheduler prüfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the Slurm configuration and times one full-node srun; the raw outputs are kept</source>
        <translation>Liest die Slurm-Konfiguration und misst die Dauer eines srun über einen ganzen Knoten; die Rohausgaben werden aufbewahrt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit e&amp;very node</source>
        <translation>J&amp;eden Knoten prüfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-node on every node of the partition in one job, one task per node</source>
        <translation>tb-node auf jedem Knoten der Partition in einem Job, ein Task je Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sched&amp;uler audit</source>
        <translation>Scheduler-Prü&amp;fung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No scheduler audit yet.</source>
        <translation>Noch keine Scheduler-Prüfung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a check to see the command output it was read from.</source>
        <translation>Eine Prüfung wählen, um die Befehlsausgabe zu sehen, aus der sie gelesen wurde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run tb-coll across nodes</source>
        <translation>tb-coll über die Knoten &amp;laufen lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Slurm job of tb-coll across the nodes, charted while it runs</source>
        <translation>Ein Slurm-Job mit tb-coll über die Knoten, schon während der Ausführung als Diagramm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scancel, then wait until squeue holds nothing of the job</source>
        <translation>scancel, dann warten, bis squeue nichts mehr vom Job enthält</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-coll&apos;s host backend measures the front-end TCP network, not NCCL</source>
        <translation>Das Host-Backend von tb-coll misst das Front-End-TCP-Netzwerk, nicht NCCL</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Partitions &amp;&amp; nod&amp;es</source>
        <translation>Partitionen &amp;&amp; K&amp;noten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 · %2@%3 · Slurm</source>
        <translation>%1 · %2@%3 · Slurm</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Scheduler audit of %1: %n check(s) failed. Confirm the suggested verdicts in History.</source>
        <translation>
            <numerusform>Scheduler-Prüfung von %1: %n Prüfung fehlgeschlagen. Die vorgeschlagenen Urteile im Verlauf bestätigen.</numerusform>
            <numerusform>Scheduler-Prüfung von %1: %n Prüfungen fehlgeschlagen. Die vorgeschlagenen Urteile im Verlauf bestätigen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>job %1 (%2), %3</source>
        <translation>Job %1 (%2), %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Batch script of job %1</source>
        <translation>Batch-Skript von Job %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelling: scancel, then waiting until squeue holds nothing of the job…</source>
        <translation>Wird abgebrochen: scancel, dann warten, bis squeue nichts mehr vom Job enthält …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; squeue holds nothing of it</source>
        <translation>%1; squeue enthält nichts mehr von ihm</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reading the cluster…</source>
        <translation>Cluster wird gelesen …</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Discovery failed</source>
        <translation>Discovery fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 %2: %3 of %4 nodes can take jobs, %5 GPUs; %n job(s) of yours in the queue</source>
        <translation>
            <numerusform>%1 %2: %3 von %4 Knoten können Jobs annehmen, %5 GPUs; %n Job von Ihnen in der Warteschlange</numerusform>
            <numerusform>%1 %2: %3 von %4 Knoten können Jobs annehmen, %5 GPUs; %n Jobs von Ihnen in der Warteschlange</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Auditing the scheduler (one full-node srun included)…</source>
        <translation>Scheduler wird geprüft (einschließlich eines srun über einen ganzen Knoten) …</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scheduler audit: %1 failed, %2 warnings</source>
        <translation>Scheduler-Prüfung: %1 fehlgeschlagen, %2 Warnungen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>tb-node on every node</source>
        <translation>tb-node auf jedem Knoten</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>tb-coll on %1 nodes × %2 tasks</source>
        <translation>tb-coll auf %1 Knoten × %2 Tasks</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancelling job %1…</source>
        <translation>Job %1 wird abgebrochen …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Job %1 cancelled; squeue holds nothing of it</source>
        <translation>Job %1 abgebrochen; squeue enthält nichts mehr von ihm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job %1 could not be cancelled</source>
        <translation>Job %1 konnte nicht abgebrochen werden</translation>
    </message>
</context>
<context>
    <name>tb::ui::SweepChart</name>
    <message>
        <location filename="../ui/charts/SweepChart.cpp" line="+115"/>
        <source>Message size</source>
        <translation>Nachrichtengröße</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bus bandwidth (GB/s)</source>
        <translation>Busbandbreite (GB/s)</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Bands: %1</source>
        <translation>Stufenbereiche: %1</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>Expected %1 for %2%3</source>
        <translation>Erwartet %1 für %2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 per NIC × %3)</source>
        <translation>%1 (%2 je NIC × %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; bands from %1 (the headline&apos;s sizes)</source>
        <translation>; Stufenbereiche ab %1 (die Größen der Kennzahl)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 &lt; %2</source>
        <translation>%1 &lt; %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ≥ %2</source>
        <translation>%1 ≥ %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expected %1</source>
        <translation>Erwartet %1</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
</context>
<context>
    <name>tb::ui::TeamDatabaseMenu</name>
    <message>
        <location filename="../ui/team/TeamDatabaseMenu.cpp" line="+23"/>
        <source>Connect to &amp;team database…</source>
        <translation>Mit &amp;Team-Datenbank verbinden …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recent team data&amp;bases</source>
        <translation>&amp;Letzte Team-Datenbanken</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No team database yet</source>
        <translation>Noch keine Team-Datenbank</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung mit %1 wird hergestellt …</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not connect to the team database</source>
        <translation>Keine Verbindung zur Team-Datenbank möglich</translation>
    </message>
</context>
<context>
    <name>tb::ui::TierBadge</name>
    <message>
        <location filename="../ui/providers/TierBadge.cpp" line="+16"/>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reference tier: %1</source>
        <translation>Referenzstufe: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No reference tier</source>
        <translation>Keine Referenzstufe</translation>
    </message>
</context>
<context>
    <name>tb::ui::TierBoardView</name>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="+41"/>
        <source>Show &amp;suggested tier</source>
        <translation>&amp;Vorgeschlagene Stufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;reference tier</source>
        <translation>&amp;Referenzstufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show pr&amp;ice under</source>
        <translation>Pre&amp;is im Szenario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Beside each name: the effective price of a useful GPU-hour under the scenario, then the list price per GPU-hour in force</source>
        <translation>Neben jedem Namen: der effektive Preis einer nutzbaren GPU-Stunde im Szenario, dann der gültige Listenpreis je GPU-Stunde</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Re&amp;load</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Place providers by:</source>
        <translation>Anbieter &amp;platzieren nach:</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Loading…</source>
        <translation>Wird geladen …</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n Anbieter</numerusform>
            <numerusform>%n Anbieter</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export tier board</source>
        <translation>Stufentafel exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</source>
        <translation>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>tb::ui::TornadoChart</name>
    <message>
        <location filename="../ui/pricing/TornadoChart.cpp" line="+19"/>
        <source>No result to analyse.</source>
        <translation>Kein Ergebnis zum Analysieren.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No input moves the result.</source>
        <translation>Keine Eingabe bewegt das Ergebnis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input −20%</source>
        <translation>Eingabe −20 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input +20%</source>
        <translation>Eingabe +20 %</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Change of the effective price ($%1) when one input moves by 20%</source>
        <translation>Änderung des effektiven Preises ($%1), wenn sich eine Eingabe um 20 % bewegt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>USD per useful GPU-hour</source>
        <translation>USD je nutzbarer GPU-Stunde</translation>
    </message>
</context>
<context>
    <name>tb::ui::VerdictPanel</name>
    <message>
        <location filename="../ui/checklist/VerdictPanel.cpp" line="+38"/>
        <source>Select a check item on the left to see its question, what good looks like, and to record a verdict with evidence.</source>
        <translation>Links einen Prüfpunkt wählen, um seine Frage und den Maßstab zu sehen und ein Urteil mit Nachweisen festzuhalten.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What good looks like</source>
        <translation>Woran man Gutes erkennt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Evi&amp;dence</source>
        <translation>Nach&amp;weise</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What you saw, where, and when: commands, documents, ticket numbers, run ids.</source>
        <translation>Was, wo und wann gesehen: Befehle, Dokumente, Ticketnummern, Lauf-IDs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ctrl+Return saves. Every change can be undone (Ctrl+Z).</source>
        <translation>Strg+Eingabe speichert. Jede Änderung lässt sich rückgängig machen (Strg+Z).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save evidence</source>
        <translation>Nachweise &amp;speichern</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>(no question recorded)</source>
        <translation>(keine Frage hinterlegt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no guidance recorded)</source>
        <translation>(kein Maßstab hinterlegt)</translation>
    </message>
</context>
<context>
    <name>tb::ui::VerificationDialog</name>
    <message>
        <location filename="../ui/trust/VerificationDialog.cpp" line="+19"/>
        <source>Verify %1</source>
        <translation>%1 verifizieren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Checked</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recorded → now</source>
        <translation>Erfasst → jetzt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it means</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Verify &amp;again</source>
        <translation>&amp;Erneut verifizieren</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Verifying the stored results of %1…</source>
        <translation>Die gespeicherten Ergebnisse von %1 werden verifiziert …</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The verification could not run: %1</source>
        <translation>Die Verifizierung konnte nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Matches</source>
        <translation>Stimmt überein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Differs</source>
        <translation>Weicht ab</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded: %1
Now: %2</source>
        <translation>Erfasst: %1
Jetzt: %2</translation>
    </message>
</context>
<context>
    <name>tb::ui::WalkthroughWindow</name>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="+60"/>
        <source>Walkthrough</source>
        <translation>Rundgang</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Loading the checklist…</source>
        <translation>Checkliste wird geladen …</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Promised date, YYYY-MM-DD</source>
        <translation>Zugesagter Termin, JJJJ-MM-TT</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No evidence or notes yet. Press E to write the provider&apos;s answer.</source>
        <translation>Noch keine Nachweise oder Notizen. E drücken, um die Antwort des Anbieters zu schreiben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Evidence and the provider&apos;s answer (E edits)</source>
        <translation>Nachweis und Antwort des Anbieters (E bearbeitet)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>N/→ next   P/← previous   1 pass  2 partial  3 fail  4 n/a  5 unknown   A available/planned   D promised date   E notes   J jump   Space pause   Esc leave</source>
        <translation>N/→ weiter   P/← zurück   1 erfüllt  2 teilweise  3 nicht erfüllt  4 entfällt  5 unbekannt   A verfügbar/geplant   D Zusagetermin   E Notizen   J springen   Leertaste Pause   Esc verlassen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Walkthrough — %1</source>
        <translation>Rundgang — %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This evaluation&apos;s rubric has no check items.</source>
        <translation>Der Kriterienkatalog dieser Bewertung hat keine Prüfpunkte.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Resumed the session last saved %1.</source>
        <translation>Die zuletzt am %1 gespeicherte Sitzung wird fortgesetzt.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Criterion %1 of %2: %3</source>
        <translation>Kriterium %1 von %2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Item %1 of %2</source>
        <translation>Prüfpunkt %1 von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(no question recorded)</source>
        <translation>(keine Frage hinterlegt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What good looks like: %1</source>
        <translation>Woran man Gutes erkennt: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not described</source>
        <translation>nicht beschrieben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Planned — no date promised yet (D)</source>
        <translation>Geplant — noch kein Termin zugesagt (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned — promised for %1</source>
        <translation>Geplant — zugesagt für %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Criterion %1   Session %2%3</source>
        <translation>Kriterium %1   Sitzung %2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PAUSED</source>
        <translation>PAUSIERT</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Editing notes: Ctrl+Return saves, Esc saves and returns to the keys.</source>
        <translation>Notizen bearbeiten: Strg+Eingabe speichert, Esc speichert und kehrt zu den Tasten zurück.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Promised date: Return saves (the feature becomes planned), Esc cancels.</source>
        <translation>Zugesagter Termin: Eingabe speichert (die Funktion wird geplant), Esc bricht ab.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; is not a date; write it as YYYY-MM-DD.</source>
        <translation>„%1“ ist kein Datum; bitte als JJJJ-MM-TT schreiben.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Jump: arrows choose, Return goes there, Esc returns.</source>
        <translation>Springen: Pfeiltasten wählen, Eingabe springt dorthin, Esc kehrt zurück.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Paused

Space resumes. The session can be resumed another day.</source>
        <translation>Pausiert

Leertaste setzt fort. Die Sitzung lässt sich an einem anderen Tag fortsetzen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Session summary</source>
        <translation>Sitzungsübersicht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time spent: %1 in total.</source>
        <translation>Aufgewendete Zeit: insgesamt %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open items (%1)</source>
        <translation>Offene Prüfpunkte (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None: every item has a confirmed verdict.</source>
        <translation>Keine: Jeder Prüfpunkt hat ein bestätigtes Urteil.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Promises (%1)</source>
        <translation>Zusagen (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No planned features were recorded.</source>
        <translation>Es wurden keine geplanten Funktionen erfasst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no date promised</source>
        <translation>kein Termin zugesagt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promised for %1</source>
        <translation>zugesagt für %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Up/Down scroll, P returns to the last item, Esc leaves the walkthrough.</source>
        <translation>Auf/Ab blättert, P kehrt zum letzten Prüfpunkt zurück, Esc verlässt den Rundgang.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Session state not saved: %1</source>
        <translation>Sitzungsstand nicht gespeichert: %1</translation>
    </message>
</context>
</TS>
