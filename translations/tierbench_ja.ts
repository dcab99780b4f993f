<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Agreement</name>
    <message>
        <location filename="../core/trust/Agreement.cpp" line="+116"/>
        <source>worse than chance</source>
        <translation>偶然より低い一致</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>slight</source>
        <translation>わずかな一致</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fair</source>
        <translation>まずまずの一致</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>moderate</source>
        <translation>中程度の一致</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>substantial</source>
        <translation>かなりの一致</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>almost perfect</source>
        <translation>ほぼ完全な一致</translation>
    </message>
</context>
<context>
    <name>AgreementAnalysis</name>
    <message>
        <location filename="../core/trust/AgreementReport.cpp" line="+58"/>
        <source>%1 has no evaluation.</source>
        <translation>%1 には評価がありません。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not read the evaluation&apos;s rubric.</source>
        <translation>評価のルーブリックを読み取れませんでした。</translation>
    </message>
</context>
<context>
    <name>AznhcParser</name>
    <message>
        <location filename="../core/import/AznhcParser.cpp" line="+115"/>
        <source>All %1 nodes healthy.</source>
        <translation>全 %1 ノードが正常です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 nodes unhealthy%3: %4</source>
        <translation>%2 ノード中 %1 ノードが異常%3: %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (fault codes %1)</source>
        <translation> (障害コード %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> %1 nodes reported no results (unreachable, no shared filesystem, a failed install, or a job over about 300 nodes).</source>
        <translation> %1 ノードから結果がありません (到達不能、共有ファイルシステムなし、インストール失敗、または約 300 ノードを超えるジョブ)。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>nodes in the health log</source>
        <translation>ヘルスログ内のノード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 further nodes were not kept (limit 20000).</source>
        <translation>さらに %1 ノードは保持されませんでした (上限 20000)。</translation>
    </message>
</context>
<context>
    <name>Baseline</name>
    <message>
        <location filename="../core/domain/Baseline.cpp" line="+103"/>
        <source>Tier mode must be &quot;fraction&quot; or &quot;absolute&quot;</source>
        <translation>ティアモードは &quot;fraction&quot; または &quot;absolute&quot; でなければなりません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every tier edge (platinum, gold, silver, bronze) needs a number</source>
        <translation>各ティアの境界 (platinum、gold、silver、bronze) には数値が必要です</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Direction must be &quot;higher&quot; or &quot;lower&quot;</source>
        <translation>方向は &quot;higher&quot; または &quot;lower&quot; でなければなりません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The expected value must be a number</source>
        <translation>期待値は数値でなければなりません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>minSizeBytes must be a number of bytes</source>
        <translation>minSizeBytes はバイト数でなければなりません</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A baseline needs a metric</source>
        <translation>ベースラインにはメトリックが必要です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A baseline needs a source (who published the figure, where)</source>
        <translation>ベースラインには出典 (誰がどこで公表した数値か) が必要です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown unit</source>
        <translation>不明な単位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hardware key is not valid</source>
        <translation>ハードウェアキーが無効です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The expected value must be a positive number</source>
        <translation>期待値は正の数でなければなりません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The expected value is not a plausible figure</source>
        <translation>期待値はあり得る数値ではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The minimum message size cannot be negative</source>
        <translation>最小メッセージサイズを負にすることはできません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;per&quot; must be empty or &quot;nic&quot;</source>
        <translation>&quot;per&quot; は空または &quot;nic&quot; でなければなりません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tier edges must be positive numbers</source>
        <translation>ティアの境界は正の数でなければなりません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tier edges given as fractions of the expected value must lie between 0.01 and 100</source>
        <translation>期待値に対する比率で指定するティアの境界は 0.01 から 100 の間でなければなりません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tier edge is not a plausible figure</source>
        <translation>ティアの境界があり得る数値ではありません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tier edges must fall from platinum to bronze for a higher-is-better metric</source>
        <translation>高いほど良いメトリックでは、ティアの境界は platinum から bronze に向かって下がらなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier edges must rise from platinum to bronze for a lower-is-better metric</source>
        <translation>低いほど良いメトリックでは、ティアの境界は platinum から bronze に向かって上がらなければなりません</translation>
    </message>
</context>
<context>
    <name>BaselineMatcher</name>
    <message>
        <location filename="../core/baseline/BaselineMatcher.cpp" line="+38"/>
        <source>form factor not stated</source>
        <translation>フォームファクター未記載</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>memory size not stated</source>
        <translation>メモリサイズ未記載</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory size differs (%1 vs %2)</source>
        <translation>メモリサイズが異なります (%1 と %2)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>same NIC speed, different fabric (%1 vs %2)</source>
        <translation>NIC 速度は同じでファブリックが異なります (%1 と %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>host link %1 inferred from the GPU model</source>
        <translation>ホストリンク %1 は GPU モデルから推定</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No baseline for %1: shown without tier bands</source>
        <translation>%1 のベースラインがありません: ティア帯なしで表示します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown hardware</source>
        <translation>不明なハードウェア</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Host-backend run (no GPU measured): no comparable baseline, GPU and fabric baselines judge GPU runs only</source>
        <translation>ホストバックエンドの実行 (GPU 測定なし): 比較できるベースラインはありません。GPU とファブリックのベースラインは GPU の実行だけを判定します</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>algorithm not recorded; compared with the %1 figure</source>
        <translation>アルゴリズム未記録。%1 の数値と比較しました</translation>
    </message>
</context>
<context>
    <name>BaselineMeasurementSource</name>
    <message>
        <location filename="../core/rating/BaselineMeasurementSource.cpp" line="+130"/>
        <source>%1 on %2 (run %3)</source>
        <translation>%2 上の %1 (実行 %3)</translation>
    </message>
</context>
<context>
    <name>BaselineRepository</name>
    <message>
        <location filename="../core/store/BaselineRepository.cpp" line="+43"/>
        <source>Cannot number the new baseline version</source>
        <translation>新しいベースラインバージョンに番号を付けられません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>from %1</source>
        <translation>%1 から</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from %1 (version %2)</source>
        <translation>%1 から (バージョン %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot store the baseline version</source>
        <translation>ベースラインバージョンを保存できません</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot store a baseline</source>
        <translation>ベースラインを保存できません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot read the baselines</source>
        <translation>ベースラインを読み込めません</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot read the baseline version</source>
        <translation>ベースラインバージョンを読み込めません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No such baseline version</source>
        <translation>そのベースラインバージョンはありません</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+14"/>
        <source>Cannot read the baseline versions</source>
        <translation>ベースラインバージョンを読み込めません</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The database holds no baselines yet</source>
        <translation>データベースにはまだベースラインがありません</translation>
    </message>
</context>
<context>
    <name>BaselineSet</name>
    <message>
        <location filename="../core/domain/BaselineSet.cpp" line="+16"/>
        <source>entry %1 (%2 on %3)</source>
        <translation>エントリ %1 (%3 上の %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The baselines file is not a JSON object</source>
        <translation>ベースラインファイルが JSON オブジェクトではありません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not a Tierbench baselines file (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>Tierbench のベースラインファイルではありません (&quot;format&quot; は &quot;%1&quot; でなければなりません)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This baselines file was written by a newer Tierbench</source>
        <translation>このベースラインファイルは新しいバージョンの Tierbench で書かれています</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The baselines file needs a &quot;version&quot;</source>
        <translation>ベースラインファイルには &quot;version&quot; が必要です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The baselines file needs an &quot;entries&quot; array</source>
        <translation>ベースラインファイルには &quot;entries&quot; 配列が必要です</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry %1 is not an object</source>
        <translation>エントリ %1 はオブジェクトではありません</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The baselines file has no entries</source>
        <translation>ベースラインファイルにエントリがありません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>another entry has the same metric, hardware key and algorithm</source>
        <translation>別のエントリが同じメトリック、ハードウェアキー、アルゴリズムを持っています</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot read the baselines file</source>
        <translation>ベースラインファイルを読み込めません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The baselines file is too large</source>
        <translation>ベースラインファイルが大きすぎます</translation>
    </message>
</context>
<context>
    <name>BaselineVerdict</name>
    <message>
        <location filename="../core/baseline/BaselineVerdict.cpp" line="+32"/>
        <source>%1 % of %2 · %3</source>
        <translation>%2 の %1 % · %3</translation>
    </message>
</context>
<context>
    <name>BlindChartPainter</name>
    <message>
        <location filename="../ui/trust/BlindChartPainter.cpp" line="+26"/>
        <location line="+40"/>
        <source>independent</source>
        <translation>独立</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+38"/>
        <source>disclosed</source>
        <translation>開示</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>disclosed account favoured</source>
        <translation>開示アカウントが優遇</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>not enough samples for an interval (at least %1 per group)</source>
        <translation>区間を求めるにはサンプルが足りません (各グループ %1 件以上)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>difference</source>
        <translation>差</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median difference %1 %2 (%3%), 95% interval %4 to %5; dashed line: no difference</source>
        <translation>中央値の差 %1 %2 (%3%)、95% 区間 %4～%5。破線: 差なし</translation>
    </message>
</context>
<context>
    <name>BlindComparison</name>
    <message>
        <location filename="../core/trust/BlindComparison.cpp" line="+168"/>
        <source>not enough samples</source>
        <translation>サンプル不足</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>within noise</source>
        <translation>ノイズの範囲内</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beyond noise</source>
        <translation>ノイズを超える差</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The account the provider knew about measured %1 better on %2 (median %3 against %4 %5; 95% interval of the difference %6 to %7): the provider may have treated the benchmark account better.</source>
        <translation>プロバイダーが把握していたアカウントは %2 で %1 良い測定結果でした (中央値 %3 対 %4 %5、差の 95% 区間 %6～%7)。プロバイダーがベンチマーク用アカウントを優遇した可能性があります。</translation>
    </message>
</context>
<context>
    <name>CalculatorCostSource</name>
    <message>
        <location filename="../core/rating/CalculatorCostSource.cpp" line="+11"/>
        <source>unpriced: no price record in force, so the calculator has nothing to rate</source>
        <translation>価格なし: 適用中の価格記録がないため、計算機が評価するものがありません</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>unpriced under %1: %2</source>
        <translation>シナリオ %1 では価格なし: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an effective price of $%1 per useful GPU-hour cannot be compared</source>
        <translation>有効 GPU 時間あたり $%1 という実効価格は比較できません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the calculator gave no result</source>
        <translation>計算機が結果を返しませんでした</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unpriced under %1: $%2 per useful GPU-hour, but no other priced provider to compare with</source>
        <translation>シナリオ %1 では価格なし: 有効 GPU 時間あたり $%2 ですが、比較できる価格のある他のプロバイダーがありません</translation>
    </message>
</context>
<context>
    <name>ClusterDeploy</name>
    <message>
        <location filename="../core/cluster/ClusterDeploy.cpp" line="+51"/>
        <source>shared: the login node&apos;s bundle was seen on %1 earlier in this session</source>
        <translation>共有: ログインノードのバンドルはこのセッションで先に %1 上で確認済み</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>not checked: %1; the job&apos;s tasks use the login node&apos;s copy</source>
        <translation>未確認: %1。ジョブのタスクはログインノードのコピーを使います</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>not checked: no node could be reached now (%1); the job&apos;s tasks use the login node&apos;s copy</source>
        <translation>未確認: 現在到達できるノードがありません (%1)。ジョブのタスクはログインノードのコピーを使います</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>shared: the login node&apos;s bundle is visible on %1 of %2 nodes</source>
        <translation>共有: ログインノードのバンドルは %2 ノード中 %1 ノードから見えます</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not shared: %1 cannot see the bundle; copying it to each node</source>
        <translation>非共有: %1 からバンドルが見えません。各ノードにコピーします</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The probes could not be copied to %1</source>
        <translation>プローブを %1 にコピーできませんでした</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per node: copied to %1 of %2 nodes (%3 saw the login node&apos;s copy)</source>
        <translation>ノードごと: %2 ノード中 %1 ノードにコピー (%3 はログインノードのコピーを参照)</translation>
    </message>
</context>
<context>
    <name>ClusterJobKind</name>
    <message>
        <location filename="../core/domain/ClusterJobRecord.cpp" line="+11"/>
        <source>cross-node audit</source>
        <translation>ノード横断監査</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collective (tb-coll)</source>
        <translation>集団通信 (tb-coll)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collective (nccl-tests)</source>
        <translation>集団通信 (nccl-tests)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recipe</source>
        <translation>レシピ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node pair</source>
        <translation>ノードペア</translation>
    </message>
</context>
<context>
    <name>ClusterJobOwnership</name>
    <message>
        <location filename="../core/store/ClusterJobOwnership.cpp" line="+23"/>
        <source>The job&apos;s owner could not be recorded.</source>
        <translation>ジョブの所有者を記録できませんでした。</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+41"/>
        <source>The cluster jobs could not be read.</source>
        <translation>クラスタージョブを読み込めませんでした。</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The process watching this job ended without ending it; the next connection to the cluster cancels it with scancel.</source>
        <translation>このジョブを監視していたプロセスがジョブを終了させずに終了しました。次回クラスターに接続したときに scancel で取り消します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The process submitting this job ended before the scheduler took it.</source>
        <translation>このジョブを投入していたプロセスが、スケジューラーが受け付ける前に終了しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An abandoned cluster job could not be marked interrupted.</source>
        <translation>放棄されたクラスタージョブを中断済みにできませんでした。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The cluster job could not be marked for cancelling.</source>
        <translation>クラスタージョブに取り消しの印を付けられませんでした。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the next connection to the cluster cancels it with scancel.</source>
        <translation>次回クラスターに接続したときに scancel で取り消します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cancelled with scancel at the next connection to the cluster.</source>
        <translation>次回クラスターに接続したときに scancel で取り消されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancelled with scancel at the next connection to the cluster.</source>
        <translation>次回クラスターに接続したときに scancel で取り消されました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cluster job could not be updated.</source>
        <translation>クラスタージョブを更新できませんでした。</translation>
    </message>
</context>
<context>
    <name>ClusterJobRunner</name>
    <message>
        <location filename="../core/cluster/ClusterJobRunner.cpp" line="+51"/>
        <source>Job %1, left by a process that ended, could not be cancelled yet: %2</source>
        <translation>終了したプロセスが残したジョブ %1 はまだ取り消せていません: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Job %1 was cancelled, but the database could not record it: %2</source>
        <translation>ジョブ %1 は取り消されましたが、データベースに記録できませんでした: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cancelled job %1, left in the queue: %2</source>
        <translation>キューに残っていたジョブ %1 を取り消しました: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The connection to the login node was lost (%1); connecting again (try %2 of %3)</source>
        <translation>ログインノードへの接続が切れました (%1)。再接続しています (%3 回中 %2 回目)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connected again; watching on</source>
        <translation>再接続しました。監視を続けます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not connect again: %1</source>
        <translation>再接続できませんでした: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cancelled before the job was submitted</source>
        <translation>ジョブ投入前に取り消されました</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Cancelled by the analyst</source>
        <translation>アナリストが取り消しました</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The job could not be watched: %1</source>
        <translation>ジョブを監視できませんでした: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>no reason given</source>
        <translation>理由の記載なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job %1 was still pending after %2 s (%3); cancelled at its deadline</source>
        <translation>ジョブ %1 は %2 秒後も保留中でした (%3)。期限で取り消しました</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Job %1 wrote no output for %2 s; cancelled as hung</source>
        <translation>ジョブ %1 は %2 秒間出力がありませんでした。ハングとみなして取り消しました</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>What the scheduler kept of the job could not be removed: %1</source>
        <translation>スケジューラに残っていたジョブのオブジェクトを削除できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>ClusterJobWatch</name>
    <message>
        <location filename="../core/cluster/ClusterJobWatch.cpp" line="+362"/>
        <source>node %1 failed (%2)</source>
        <translation>ノード %1 が失敗しました (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rank %1 failed</source>
        <translation>ランク %1 が失敗しました</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rank %1 on %2 failed</source>
        <translation>%2 上のランク %1 が失敗しました</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 on %2: %3</source>
        <translation>%2 上の %1: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1</source>
        <translation>ランク %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ranks %1</source>
        <translation>ランク %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no result from node %1</source>
        <translation>ノード %1 から結果がありません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>ranks there: %1</source>
        <translation>そこのランク: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Rank 0 printed no protocol line of the probe, so the run has no result.</source>
        <translation>ランク 0 がプローブのプロトコル行を出力しなかったため、この実行には結果がありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The job ended early: %1</source>
        <translation>ジョブが途中で終了しました: %1</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Job %1 ended %2</source>
        <translation>ジョブ %1 が終了しました (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>without a final state</source>
        <translation>最終状態なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job %1 reached its time limit</source>
        <translation>ジョブ %1 が制限時間に達しました</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 with exit code %2</source>
        <translation>%1 (終了コード %2)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>no result from node %1: it was allocated to job %2 but its program reported nothing (it wrote only: %3)</source>
        <translation>ノード %1 から結果がありません: ジョブ %2 に割り当てられましたが、プログラムは何も報告しませんでした (出力はこれだけ: %3)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no result from node %1: it was allocated to job %2 but wrote nothing</source>
        <translation>ノード %1 から結果がありません: ジョブ %2 に割り当てられましたが、何も書き込みませんでした</translation>
    </message>
    <message>
        <location line="+22"/>
        <source> (the finding for %1 could not be stored: %2)</source>
        <translation> (%1 の所見を保存できませんでした: %2)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The connection was lost while job %1 ran and could not be made again (%2); the next connection to the cluster cancels it with scancel.</source>
        <translation>ジョブ %1 の実行中に接続が切れ、再接続できませんでした (%2)。次回クラスターに接続したときに scancel で取り消します。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The database could not record this (%1): cancel job %2 by hand.</source>
        <translation>データベースにこれを記録できませんでした (%1): ジョブ %2 を手動で取り消してください。</translation>
    </message>
</context>
<context>
    <name>ClusterLauncher</name>
    <message>
        <location filename="../core/launch/ClusterLauncher.cpp" line="+13"/>
        <source>This scheduler is reached through its login node, and no connection to it is open</source>
        <translation>このスケジューラにはログインノード経由で接続しますが、接続が開かれていません</translation>
    </message>
</context>
<context>
    <name>ClusterOperations</name>
    <message>
        <location filename="../core/cluster/ClusterOperations.cpp" line="+385"/>
        <source>Job %1 was cancelled, but the database could not record it: %2</source>
        <translation>ジョブ %1 は取り消されましたが、データベースに記録できませんでした: %2</translation>
    </message>
    <message>
        <location line="-293"/>
        <source>partition %1 is %2</source>
        <translation>パーティション %1 は %2 です</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No node of the partition can take a job now</source>
        <translation>現在ジョブを受け付けられるパーティションのノードがありません</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>The nccl-tests output could not be read: %1</source>
        <translation>nccl-tests の出力を読み込めませんでした: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pairwise runs need at least two nodes</source>
        <translation>ペアごとの実行には少なくとも 2 ノードが必要です</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Round of %n pair(s)</source>
        <translation>
            <numerusform>%n ペアのラウンド</numerusform>
        </translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Cancelled by the analyst from the cluster view</source>
        <translation>アナリストがクラスタービューから取り消しました</translation>
    </message>
</context>
<context>
    <name>ClusterQueries</name>
    <message>
        <location filename="../core/cluster/ClusterQueries.cpp" line="+78"/>
        <source>%1 has no cluster called %2</source>
        <translation>%1 には %2 というクラスターはありません</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>rank %1</source>
        <translation>ランク %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No cross-node audit yet</source>
        <translation>ノード横断監査はまだありません</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No scheduler audit yet</source>
        <translation>スケジューラー監査はまだありません</translation>
    </message>
</context>
<context>
    <name>ClusterRepository</name>
    <message>
        <location filename="../core/store/ClusterRepository.cpp" line="+163"/>
        <location line="+26"/>
        <source>The cluster could not be saved.</source>
        <translation>クラスターを保存できませんでした。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No such cluster</source>
        <translation>そのクラスターはありません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The node is not a cluster&apos;s login node</source>
        <translation>このノードはクラスターのログインノードではありません</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+16"/>
        <source>The job could not be recorded.</source>
        <translation>ジョブを記録できませんでした。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No such job</source>
        <translation>そのジョブはありません</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The job&apos;s run could not be recorded.</source>
        <translation>ジョブの実行を記録できませんでした。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The job&apos;s runs could not be read.</source>
        <translation>ジョブの実行を読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The job&apos;s findings could not be read.</source>
        <translation>ジョブの所見を読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The command output could not be kept.</source>
        <translation>コマンド出力を保持できませんでした。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No such command output</source>
        <translation>そのコマンド出力はありません</translation>
    </message>
</context>
<context>
    <name>ClusterWorkflow</name>
    <message>
        <location filename="../core/usecase/ClusterWorkflow.cpp" line="+28"/>
        <source>%1: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, starting with a letter, digit or &apos;_&apos; (a Slurm name, not an option)</source>
        <translation>%1: 英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; で、英字、数字または &apos;_&apos; で始まること (オプションではなく Slurm の名前)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partition</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Account</source>
        <translation>アカウント</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>QoS</source>
        <translation>QoS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reservation</source>
        <translation>予約</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time limit: between 1 minute and 7 days</source>
        <translation>制限時間: 1 分から 7 日の間</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deadlines cannot be negative</source>
        <translation>期限を負にすることはできません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Container image: no line breaks or control characters</source>
        <translation>コンテナイメージ: 改行や制御文字は使えません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Environment: %1 is not a variable name (letters, digits, &apos;_&apos;)</source>
        <translation>環境: %1 は変数名ではありません (英字、数字、&apos;_&apos;)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Environment: %1 holds a NUL character</source>
        <translation>環境: %1 に NUL 文字が含まれています</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Login host</source>
        <translation>ログインホスト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jump host</source>
        <translation>踏み台ホスト</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: &quot;%2&quot; is an option, not a name</source>
        <translation>%1: &quot;%2&quot; は名前ではなくオプションです</translation>
    </message>
</context>
<context>
    <name>CmaxAgreement</name>
    <message>
        <location filename="../core/run/CmaxAgreement.cpp" line="+94"/>
        <source>%1: cmax %2 (%3), Tierbench %4 (%5)</source>
        <translation>%1: cmax %2（%3）、Tierbench %4（%5）</translation>
    </message>
</context>
<context>
    <name>CmaxAuditParser</name>
    <message>
        <location filename="../core/import/CmaxAuditParser.cpp" line="+169"/>
        <source>%1 failed, %2 warnings, %3 passed, %4 skipped</source>
        <translation>失敗 %1、警告 %2、合格 %3、スキップ %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the report has no closing count line</source>
        <translation>レポートに末尾の集計行がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the report counts %1 checks, %2 were read</source>
        <translation>レポートのチェック数は %1 件ですが、読み取れたのは %2 件です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lines were longer than the line limit</source>
        <translation>%1 行が行の長さの上限を超えていました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 checks past %2 were not kept</source>
        <translation>上限 %2 件を超えた %1 件のチェックは保持しませんでした</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The report has no &quot;# ClusterMAX ... audit report&quot; title; read by its check blocks.</source>
        <translation>レポートに「# ClusterMAX ... audit report」というタイトルがありません。チェックブロックをもとに読み込みました。</translation>
    </message>
</context>
<context>
    <name>CollectiveOperation</name>
    <message>
        <location filename="../core/import/CollectiveOperation.cpp" line="+107"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation>不明な集団通信 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The input names the collective %1; it cannot be set to %2.</source>
        <translation>入力は集団通信 %1 を指定しています。%2 には設定できません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>busbw/algbw in the rows is %1, but %2 over %3 ranks gives %4: the rows may come from another collective.</source>
        <translation>行の busbw/algbw は %1 ですが、%3 ランクでの %2 では %4 になります: 行は別の集団通信のものかもしれません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>busbw/algbw in the rows is %1, but %2 has busbw = algbw: the rows may come from another collective.</source>
        <translation>行の busbw/algbw は %1 ですが、%2 では busbw = algbw です: 行は別の集団通信のものかもしれません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rank count (%1) follows from busbw/algbw = %2 for %3.</source>
        <translation>ランク数 (%1) は %3 の busbw/algbw = %2 から導かれます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>busbw/algbw in the rows (%1) fits no rank count of %2: the rows may come from another collective.</source>
        <translation>行の busbw/algbw (%1) は %2 のどのランク数にも合いません: 行は別の集団通信のものかもしれません。</translation>
    </message>
</context>
<context>
    <name>ConflictGate</name>
    <message>
        <location filename="../core/trust/ConflictGate.cpp" line="+19"/>
        <source>The conflict-of-interest register could not be read, so nothing was started: %1</source>
        <translation>利益相反の登録簿を読み込めなかったため、何も開始しませんでした: %1</translation>
    </message>
</context>
<context>
    <name>ConflictWarning</name>
    <message>
        <location filename="../ui/trust/ConflictWarning.cpp" line="+35"/>
        <location line="+10"/>
        <source>Conflict of interest</source>
        <translation>利益相反</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go ahead, disclosed</source>
        <translation>開示して続行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>Conflicts</name>
    <message>
        <location filename="../core/trust/Conflicts.cpp" line="+62"/>
        <source>%1: %2 with %3 since %4</source>
        <translation>%1: %3 との %2 (%4 から)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 with %3 from %4 to %5</source>
        <translation>%1: %3 との %2 (%4～%5)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>consulting</source>
        <translation>コンサルティング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>investment</source>
        <translation>投資</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>employment</source>
        <translation>雇用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other relationship</source>
        <translation>その他の関係</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A conflict needs the reviewer&apos;s name (and a shorter note).</source>
        <translation>利益相反にはレビュアーの名前が必要です (メモはもっと短くしてください)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The start date must be YYYY-MM-DD, not &quot;%1&quot;.</source>
        <translation>開始日は YYYY-MM-DD 形式でなければなりません (&quot;%1&quot; は無効です)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The end date must be YYYY-MM-DD and not before the start, not &quot;%1&quot;.</source>
        <translation>終了日は YYYY-MM-DD 形式で、開始日より前ではいけません (&quot;%1&quot; は無効です)。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not record the conflict of interest.</source>
        <translation>利益相反を記録できませんでした。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no conflict %1 in the register.</source>
        <translation>登録簿に利益相反 %1 はありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The end date must be YYYY-MM-DD and not before %1, not &quot;%2&quot;.</source>
        <translation>終了日は YYYY-MM-DD 形式で、%1 より前ではいけません (&quot;%2&quot; は無効です)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not end the conflict.</source>
        <translation>利益相反を終了できませんでした。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Someone changed this entry of the register meanwhile.</source>
        <translation>この登録簿の項目は、その間に他のユーザーが変更しました。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not read the conflict-of-interest register.</source>
        <translation>利益相反の登録簿を読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The reviewer has a current relationship with this provider:
%1
It will be disclosed in the review and marked on the tier board.</source>
        <translation>レビュアーはこのプロバイダーと現在関係があります:
%1
この関係はレビューで開示され、ティアボードに印が付きます。</translation>
    </message>
</context>
<context>
    <name>ConnectionCheck</name>
    <message>
        <location filename="../core/store/ConnectionCheck.cpp" line="+71"/>
        <source>Only a team database on a server can be tested.</source>
        <translation>テストできるのはサーバー上のチームデータベースだけです。</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The address is not valid. Check the fields; a password goes in the password field, never in the address.</source>
        <translation>アドレスが正しくありません。各欄を確認してください。パスワードはアドレスではなくパスワード欄に入力します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt&apos;s PostgreSQL driver is missing. Install the package libqt6sql6-psql.</source>
        <translation>Qt の PostgreSQL ドライバーがありません。パッケージ libqt6sql6-psql をインストールしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server asks for a password. Type it in the password field; tick &quot;Remember&quot; to keep it in the system keychain.</source>
        <translation>サーバーがパスワードを求めています。パスワード欄に入力してください。システムのキーチェーンに保存するには「記憶する」にチェックを入れてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server refused the password for this user. Check the user name and type the password again.</source>
        <translation>サーバーがこのユーザーのパスワードを拒否しました。ユーザー名を確認し、パスワードを入力し直してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server has no database of that name. Check the name, or ask the team&apos;s administrator to create it.</source>
        <translation>サーバーにその名前のデータベースはありません。名前を確認するか、チームの管理者に作成を依頼してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No server answered at that host and port. Check both, and that the server is running and reachable from here.</source>
        <translation>そのホストとポートで応答するサーバーがありませんでした。両方を確認し、サーバーが稼働していてここから到達できることを確認してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The encrypted connection failed: the server&apos;s certificate did not verify against the CA file, or the server does not offer TLS. Check the TLS mode and the CA file.</source>
        <translation>暗号化接続に失敗しました: サーバーの証明書を CA ファイルで検証できなかったか、サーバーが TLS を提供していません。TLS モードと CA ファイルを確認してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server&apos;s PostgreSQL is too old. Tierbench needs PostgreSQL 11 or newer.</source>
        <translation>サーバーの PostgreSQL が古すぎます。Tierbench には PostgreSQL 11 以降が必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A newer Tierbench has written this database. Update Tierbench before connecting.</source>
        <translation>このデータベースは新しいバージョンの Tierbench で書き込まれています。接続する前に Tierbench を更新してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection failed for the reason below.</source>
        <translation>以下の理由で接続に失敗しました。</translation>
    </message>
</context>
<context>
    <name>Contribution</name>
    <message>
        <location filename="../core/domain/Contribution.cpp" line="+11"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interview</source>
        <translation>インタビュー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
</context>
<context>
    <name>CostInput</name>
    <message>
        <location filename="../core/cost/CostInput.cpp" line="+11"/>
        <source>GPU price</source>
        <translation>GPU 価格</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>the provider&apos;s price record</source>
        <translation>プロバイダーの価格記録</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Orchestration premium</source>
        <translation>オーケストレーション追加料金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: +10% for a managed hyperscaler stack in the RL scenario</source>
        <translation>SemiAnalysis の TCO 記事: RL シナリオではハイパースケーラーのマネージドスタックに +10%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs in the cluster</source>
        <translation>クラスター内の GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <location line="+8"/>
        <location line="+6"/>
        <location line="+39"/>
        <source>the scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>GPUs per node</source>
        <translation>ノードあたりの GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an HGX node</source>
        <translation>HGX ノード 1 台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average job size</source>
        <translation>平均ジョブサイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blast radius</source>
        <translation>障害の影響範囲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SemiAnalysis TCO article: 8-way HGX, 64-way in NVL72</source>
        <translation>SemiAnalysis の TCO 記事: HGX は 8 基、NVL72 は 64 基</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot storage</source>
        <translation>ホットストレージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the scenario (survey range 2-25 TB per GPU)</source>
        <translation>シナリオ (調査での範囲は GPU あたり 2～25 TB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot storage price</source>
        <translation>ホットストレージ価格</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <location line="+2"/>
        <location line="+6"/>
        <source>the provider&apos;s price record; 0 when bundled</source>
        <translation>プロバイダーの価格記録 (バンドル込みなら 0)</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Cold storage</source>
        <translation>コールドストレージ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cold storage price</source>
        <translation>コールドストレージ価格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Front-end network</source>
        <translation>フロントエンドネットワーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Egress volume</source>
        <translation>エグレス量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Egress price</source>
        <translation>エグレス価格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control plane</source>
        <translation>コントロールプレーン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support uplift</source>
        <translation>サポート追加料金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: AWS 10% of the bill, stepping down to 3%</source>
        <translation>SemiAnalysis の TCO 記事: AWS は請求額の 10%、段階的に 3% まで低下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-level MTBF</source>
        <translation>GPU 単位の MTBF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article calculator defaults (interviews and testing)</source>
        <translation>SemiAnalysis の TCO 記事の計算機の既定値 (インタビューとテスト)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to identify a failure</source>
        <translation>障害の特定にかかる時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+2"/>
        <source>SemiAnalysis TCO article calculator defaults</source>
        <translation>SemiAnalysis の TCO 記事の計算機の既定値</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Time to repair or replace a node</source>
        <translation>ノードの修理・交換にかかる時間</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Job start-up time</source>
        <translation>ジョブの起動時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint interval</source>
        <translation>チェックポイント間隔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: 1 h async checkpoints (RL scenario); Young/Daly offered</source>
        <translation>SemiAnalysis の TCO 記事: 1 時間ごとの非同期チェックポイント (RL シナリオ)。Young/Daly も選択可</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint save time (blocking)</source>
        <translation>チェックポイント保存時間 (ブロッキング)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assumed; feeds the Young/Daly interval only</source>
        <translation>仮定値。Young/Daly 間隔にのみ使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failover time to a hot spare</source>
        <translation>ホットスペアへのフェイルオーバー時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived: the value that reproduces the article&apos;s 6.14% (Gold pretrain)</source>
        <translation>導出値: 記事の 6.14% (Gold の事前学習) を再現する値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fault-tolerance overhead</source>
        <translation>耐障害性のオーバーヘッド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: HyperPod Checkpointless 5% performance/memory overhead</source>
        <translation>SemiAnalysis の TCO 記事: HyperPod Checkpointless の性能/メモリのオーバーヘッド 5%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Idle spare GPUs</source>
        <translation>待機中のスペア GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: 32 idle GPUs (4 nodes) for TorchPass in the pretrain case</source>
        <translation>SemiAnalysis の TCO 記事: 事前学習のケースで TorchPass 用の待機 GPU 32 基 (4 ノード)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engineer cost</source>
        <translation>エンジニアのコスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SemiAnalysis TCO article: $200k a year</source>
        <translation>SemiAnalysis の TCO 記事: 年 $200k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set-up engineering</source>
        <translation>セットアップのエンジニアリング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set-up cluster time (paid)</source>
        <translation>セットアップ中のクラスター時間 (有料)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: hyperscaler paid POC of 1 month (pretrain), 2 weeks (RL)</source>
        <translation>SemiAnalysis の TCO 記事: ハイパースケーラーの有償 POC は 1 か月 (事前学習)、2 週間 (RL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debugging engineering per month</source>
        <translation>月あたりのデバッグ作業</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: 1 week a month of 2 engineers (hyperscaler pretrain)</source>
        <translation>SemiAnalysis の TCO 記事: エンジニア 2 人が月に 1 週間 (ハイパースケーラーの事前学習)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract term</source>
        <translation>契約期間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: 3-year TCO; set-up amortised over the term</source>
        <translation>SemiAnalysis の TCO 記事: 3 年間の TCO。セットアップは契約期間で償却</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>published</source>
        <translation>公表値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived</source>
        <translation>導出値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assumed</source>
        <translation>仮定値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>user-supplied</source>
        <translation>ユーザー指定</translation>
    </message>
</context>
<context>
    <name>CostInputs</name>
    <message>
        <location filename="../core/cost/CostInputs.cpp" line="+64"/>
        <source>%1 is not a cost input.</source>
        <translation>%1 はコスト入力ではありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a number.</source>
        <translation>%1 は数値ではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be negative (%2 %3).</source>
        <translation>%1 を負にすることはできません (%2 %3)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is measured in %2, not %3.</source>
        <translation>%1 の単位は %3 ではなく %2 です。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A per-node figure needs the GPUs per node, which is not set.</source>
        <translation>ノードあたりの数値には GPU 数/ノードが必要ですが、設定されていません。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>checkpoint-restart, waiting for the repair (cold)</source>
        <translation>チェックポイントからの再開、修理待ち (コールド)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checkpoint-restart on a spare (hot)</source>
        <translation>スペアでのチェックポイントからの再開 (ホット)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fault tolerant (the job keeps running)</source>
        <translation>耐障害 (ジョブは動き続ける)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>default</source>
        <translation>既定値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>price record</source>
        <translation>価格記録</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entered</source>
        <translation>入力値</translation>
    </message>
</context>
<context>
    <name>CostModel</name>
    <message>
        <location filename="../core/cost/CostModel.cpp" line="+35"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Networking</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control plane</source>
        <translation>コントロールプレーン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support</source>
        <translation>サポート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput expense</source>
        <translation>グッドプットの費用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set-up</source>
        <translation>セットアップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debugging</source>
        <translation>デバッグ</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 is missing: enter it (%2) before the cost can be computed.</source>
        <translation>%1 がありません: コストを計算する前に入力してください (%2)。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be a number of zero or more.</source>
        <translation>%1 は 0 以上の数値でなければなりません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The cluster needs at least one GPU.</source>
        <translation>クラスターには少なくとも 1 基の GPU が必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The average job needs at least one GPU.</source>
        <translation>平均ジョブには少なくとも 1 基の GPU が必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The average job (%1 GPUs) is larger than the cluster (%2 GPUs).</source>
        <translation>平均ジョブ (%1 GPU) がクラスター (%2 GPU) より大きくなっています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The blast radius (%1 GPUs) is larger than the cluster (%2 GPUs).</source>
        <translation>障害の影響範囲 (%1 GPU) がクラスター (%2 GPU) より大きくなっています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MTBF must be more than zero GPU-hours: with zero, every hour is a failure.</source>
        <translation>MTBF は 0 GPU 時間より大きくなければなりません: 0 では毎時間が障害になります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The contract term must be more than zero months: set-up is spread over it.</source>
        <translation>契約期間は 0 か月より長くなければなりません: セットアップはこの期間に配分されます。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Failures, spares and overheads take %1% of the cluster&apos;s time: no useful GPU-hours are left. Check the MTBF and the recovery times.</source>
        <translation>障害、スペア、オーバーヘッドがクラスター時間の %1% を占め、有効な GPU 時間が残りません。MTBF と復旧時間を確認してください。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The inputs give a cost too large to be real: check the prices and quantities.</source>
        <translation>入力から算出したコストが現実的でないほど大きくなっています。価格と数量を確認してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is used but has no price: enter it, or record it as bundled.</source>
        <translation>%1 は使われていますが価格がありません: 入力するか、バンドル込みとして記録してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hot storage</source>
        <translation>ホットストレージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cold storage</source>
        <translation>コールドストレージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress</source>
        <translation>エグレス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GPU price is zero.</source>
        <translation>GPU 価格が 0 です。</translation>
    </message>
</context>
<context>
    <name>CostScenario</name>
    <message>
        <location filename="../core/cost/CostScenario.cpp" line="+44"/>
        <source>Large LLM pretraining</source>
        <translation>大規模 LLM 事前学習</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>5,184 GPUs, one job of 4,096, blast radius 64 (NVL72), 500 TB hot and 10 PB cold storage; Gold recovers with TorchPass on 32 idle spares, the hyperscaler with Checkpointless (5% overhead), Silver by checkpoint-restart on hot spares.</source>
        <translation>5,184 GPU、4,096 GPU のジョブ 1 件、障害の影響範囲 64 (NVL72)、ホットストレージ 500 TB とコールドストレージ 10 PB。ゴールドは 32 基の待機スペアで TorchPass により復旧、ハイパースケーラーは Checkpointless (オーバーヘッド 5%)、シルバーはホットスペアでのチェックポイントからの再開。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Research (multimodal RL)</source>
        <translation>研究 (マルチモーダル RL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2,048 GPUs in jobs of 64, no fault tolerance, checkpoints every hour, 25 PB hot storage; the hyperscaler adds a 10% orchestration premium; hyperscaler and Silver need a two-week POC and a week a month of one engineer.</source>
        <translation>64 GPU のジョブで計 2,048 GPU、耐障害性なし、1 時間ごとのチェックポイント、ホットストレージ 25 PB。ハイパースケーラーはオーケストレーション追加料金 10% を加算。ハイパースケーラーとシルバーには 2 週間の POC と、毎月エンジニア 1 人の 1 週間分の作業が必要。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Inference endpoints</source>
        <translation>推論エンドポイント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>512 GPUs serving single-node (8-GPU) replicas behind a load balancer, so a failure costs only its node; Silver repairs a node in 8 hours.</source>
        <translation>ロードバランサーの背後で単一ノード (8 GPU) のレプリカを提供する 512 GPU。障害の損失はそのノードのみ。シルバーはノードを 8 時間で修理。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A scenario needs a &quot;key&quot;.</source>
        <translation>シナリオには &quot;key&quot; が必要です。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown recovery &quot;%1&quot;: use checkpoint_cold, checkpoint_hot or fault_tolerant.</source>
        <translation>不明な復旧方式 &quot;%1&quot;: checkpoint_cold、checkpoint_hot、fault_tolerant のいずれかを使ってください。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a cost input.</source>
        <translation>%1 はコスト入力ではありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs a numeric &quot;value&quot;.</source>
        <translation>%1 には数値の &quot;value&quot; が必要です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown unit &quot;%1&quot; for %2.</source>
        <translation>%2 の単位 &quot;%1&quot; は不明です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 needs a number.</source>
        <translation>%1 には数値が必要です。</translation>
    </message>
</context>
<context>
    <name>CostUnit</name>
    <message>
        <location filename="../core/cost/CostInput.cpp" line="-80"/>
        <source>USD/GPU-h</source>
        <translation>USD/GPU 時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/node-h</source>
        <translation>USD/ノード時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/h</source>
        <translation>USD/時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/TB-month</source>
        <translation>USD/TB 月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/GB-month</source>
        <translation>USD/GB 月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/TB</source>
        <translation>USD/TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/year</source>
        <translation>USD/年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h</source>
        <translation>時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min</source>
        <translation>分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d</source>
        <translation>日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-h</source>
        <translation>GPU 時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TB/month</source>
        <translation>TB/月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fraction</source>
        <translation>比率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>month</source>
        <translation>か月</translation>
    </message>
</context>
<context>
    <name>CsvCell</name>
    <message>
        <location filename="../core/domain/CsvCell.cpp" line="+66"/>
        <source>%1 holds a NUL character (byte %2), which no text cell can hold; nothing was imported.</source>
        <translation>%1 に NUL 文字 (バイト %2) が含まれています。テキストのセルには格納できないため、何もインポートしていません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not UTF-8 text (it looks like %2): save it as UTF-8 and import it again; nothing was imported.</source>
        <translation>%1 は UTF-8 のテキストではありません (%2 のようです)。UTF-8 で保存してからもう一度インポートしてください。何もインポートしていません。</translation>
    </message>
</context>
<context>
    <name>DatabaseCopy</name>
    <message>
        <location filename="../core/store/DatabaseCopy.cpp" line="+57"/>
        <source>The table %1 has no key to copy it by.</source>
        <translation>テーブル %1 にはコピーの基準となるキーがありません。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the table %1</source>
        <translation>テーブル %1 を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+97"/>
        <location line="+33"/>
        <source>Could not write the table %1</source>
        <translation>テーブル %1 に書き込めませんでした</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>The column %1 of the table %2 holds a NUL character, which PostgreSQL does not keep in text; nothing was copied. Remove it in the source and copy again.</source>
        <translation>テーブル %2 の列 %1 に NUL 文字が含まれています。PostgreSQL はテキストに NUL を保持しないため、何もコピーされませんでした。コピー元で取り除いてから再度コピーしてください。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The value %1 of the column %2 is not of its type %3.</source>
        <translation>列 %2 の値 %1 は、その型 %3 ではありません。</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Could not continue the ids of %1</source>
        <translation>%1 の ID の採番を引き継げませんでした</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not count the rows of %1</source>
        <translation>%1 の行数を数えられませんでした</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The source and the destination are the same database.</source>
        <translation>コピー元とコピー先が同じデータベースです。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The two databases do not have the same tables; open both with this Tierbench first.</source>
        <translation>2 つのデータベースのテーブルが一致しません。先に両方をこの Tierbench で開いてください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The destination %1 already holds data (table %2): a copy goes into a new, empty database only.</source>
        <translation>コピー先 %1 にはすでにデータがあります (テーブル %2): コピーできるのは新しい空のデータベースだけです。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not empty the table %1</source>
        <translation>テーブル %1 を空にできませんでした</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The source&apos;s table %1 lacks the column %2.</source>
        <translation>コピー元のテーブル %1 に列 %2 がありません。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The copy of the table %1 differs from its source; nothing was written.</source>
        <translation>テーブル %1 のコピーがコピー元と一致しません。何も書き込んでいません。</translation>
    </message>
</context>
<context>
    <name>DatabaseLocation</name>
    <message>
        <location filename="../core/store/DatabaseLocation.cpp" line="+104"/>
        <source>The database address is not valid: %1</source>
        <translation>データベースのアドレスが無効です: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No database given.</source>
        <translation>データベースが指定されていません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a service name is letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation>サービス名は英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; で構成されます</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+28"/>
        <source>it contains a password; put the password in ~/.pgpass (or the file PGPASSFILE names) instead, where libpq finds it</source>
        <translation>パスワードが含まれています。パスワードは代わりに ~/.pgpass (または PGPASSFILE が指すファイル) に置いてください。libpq はそこから読み取ります</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>the path after the host is one database name</source>
        <translation>ホストの後のパスは 1 つのデータベース名です</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>connection option names are plain words, not percent-encoded</source>
        <translation>接続オプション名はパーセントエンコードせず、そのままの単語で指定します</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown connection option &apos;%1&apos;</source>
        <translation>不明な接続オプション &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sslmode must be one of %1</source>
        <translation>sslmode は %1 のいずれかでなければなりません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the port must be a number from 1 to 65535</source>
        <translation>ポートは 1 から 65535 の数値でなければなりません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no database name (postgresql://user@host:port/DATABASE)</source>
        <translation>データベース名がありません (postgresql://user@host:port/DATABASE)</translation>
    </message>
</context>
<context>
    <name>DcgmDiagJsonParser</name>
    <message>
        <location filename="../core/import/SystemJsonParsers.cpp" line="+121"/>
        <source>Not valid JSON: %1 in a test category.</source>
        <translation>有効な JSON ではありません: テストカテゴリ内の %1。</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+9"/>
        <source>Not a JSON object: %1 at offset %2.</source>
        <translation>JSON オブジェクトではありません: オフセット %2 で %1。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No &quot;test_categories&quot; in the JSON.</source>
        <translation>JSON に &quot;test_categories&quot; がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The diagnostic JSON lists no tests.</source>
        <translation>診断 JSON にテストが記載されていません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the first %1 tests were read; %2 more were not.</source>
        <translation>最初の %1 件のテストのみ読み込みました。残り %2 件は読み込んでいません。</translation>
    </message>
</context>
<context>
    <name>DcgmDiagResults</name>
    <message>
        <location filename="../core/import/DcgmDiagResults.cpp" line="+137"/>
        <source>%1 on GPU %2</source>
        <translation>%1 (GPU %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No test verdict was read: the output ends before the first test.</source>
        <translation>テストの判定を読み取れませんでした: 出力は最初のテストの前で終わっています。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Failed: %1. </source>
        <translation>失敗: %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warnings: %1. </source>
        <translation>警告: %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 tests passed.</source>
        <translation>%2 件中 %1 件のテストに合格しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 tests passed, %3 skipped.</source>
        <translation>%2 件中 %1 件のテストに合格、%3 件をスキップしました。</translation>
    </message>
</context>
<context>
    <name>DcgmiDiagParser</name>
    <message>
        <location filename="../core/import/DcgmiDiagParser.cpp" line="+58"/>
        <source>dcgmi reported an error: %1</source>
        <translation>dcgmi がエラーを報告しました: %1</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>The diagnostic table has no test rows: the output is cut short.</source>
        <translation>診断テーブルにテスト行がありません: 出力が途中で切れています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is not closed: the output may be cut short, later tests missing.</source>
        <translation>テーブルが閉じていません: 出力が途中で切れ、後続のテストが欠けている可能性があります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the table has no closing rule, so later tests may be missing</source>
        <translation>表に閉じ罫線がないため、後続のテストが欠けている可能性があります</translation>
    </message>
</context>
<context>
    <name>DeliveryExplanation</name>
    <message>
        <location filename="../core/rating/DeliveryExplanation.cpp" line="+14"/>
        <source>Handover: received %1 (when it was asked for is not recorded).</source>
        <translation>引き渡し: %1 に受領 (要求した日は記録されていません)。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Handover: requested %1, not handed over yet: %n day(s) so far.</source>
        <translation>
            <numerusform>引き渡し: %1 に要求、まだ引き渡されていません (これまで %n 日)。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Handover: requested %1, not handed over yet.</source>
        <translation>引き渡し: %1 に要求、まだ引き渡されていません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handover: requested %1, received %2: on time.</source>
        <translation>引き渡し: %1 に要求、%2 に受領: 期限どおりです。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Late handover: requested %1, received %2: %n day(s) late.</source>
        <translation>
            <numerusform>引き渡しの遅れ: %1 に要求、%2 に受領: %n 日遅れです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no date promised</source>
        <translation>約束された日付なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promised for %1, date passed</source>
        <translation>%1 を約束、日付を過ぎています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promised for %1</source>
        <translation>%1 を約束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>verdict %1, counted</source>
        <translation>判定 %1 (計上)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>n/a, left out of the score</source>
        <translation>対象外 (スコアには含めません)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict %1, not counted</source>
        <translation>判定 %1 (計上しない)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned, not generally available: %1 (%2; %3).</source>
        <translation>予定 (一般提供されていません): %1 (%2、%3)。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n planned feature(s), not generally available</source>
        <translation>
            <numerusform>一般提供されていない予定の機能 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; %n past the promised date.</source>
        <translation>
            <numerusform>。そのうち %n 件は約束の日付を過ぎています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n planned feature(s), not generally available.</source>
        <translation>
            <numerusform>一般提供されていない予定の機能が %n 件あります。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DemoDatabase</name>
    <message>
        <location filename="../core/demo/DemoDatabase.cpp" line="+34"/>
        <source>The demo data is missing from this build.</source>
        <translation>このビルドにはデモデータがありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+20"/>
        <location line="+25"/>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+49"/>
        <source>The demo data of this build is damaged.</source>
        <translation>このビルドのデモデータは破損しています。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>illustrative demo sweep (not a measurement)</source>
        <translation>説明用のデモスイープ (測定値ではありません)</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>The demo database could not be written.</source>
        <translation>デモデータベースを書き込めませんでした。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The demo database could not be put in place.</source>
        <translation>デモデータベースを配置できませんでした。</translation>
    </message>
</context>
<context>
    <name>DeployPlan</name>
    <message>
        <location filename="../core/run/NodeFacts.cpp" line="+89"/>
        <source>no prebuilt bundle is configured</source>
        <translation>ビルド済みバンドルが設定されていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the node is %1, the prebuilt bundle %2</source>
        <translation>ノードは %1、ビルド済みバンドルは %2 です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the node&apos;s C library is not glibc or unknown</source>
        <translation>ノードの C ライブラリが glibc ではないか不明です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the node has glibc %1.%2, prebuilt binaries need 2.34</source>
        <translation>ノードの glibc は %1.%2 です。ビルド済みバイナリには 2.34 が必要です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>driver %1 is older than 580, which CUDA 13 probes need</source>
        <translation>ドライバー %1 は、CUDA 13 のプローブに必要な 580 より古いです</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>prebuilt bundle fits (glibc %1.%2)</source>
        <translation>ビルド済みバンドルが適合 (glibc %1.%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, CUDA probes with the node&apos;s nvcc</source>
        <translation>、CUDA プローブはノードの nvcc で</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, without CUDA probes (no nvcc)</source>
        <translation>、CUDA プローブなし (nvcc なし)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, HIP probes with the node&apos;s hipcc</source>
        <translation>、HIP プローブはノードの hipcc で</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, without HIP probes (no hipcc)</source>
        <translation>、HIP プローブなし (hipcc なし)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>building the sources on the node (%1)%2</source>
        <translation>ノード上でソースをビルド (%1)%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot deploy: %1, and the node lacks %2</source>
        <translation>デプロイできません: %1、かつノードに %2 がありません</translation>
    </message>
</context>
<context>
    <name>Deployer</name>
    <message>
        <location filename="../core/run/Deployer.cpp" line="+55"/>
        <source>bundle %1 already on the node</source>
        <translation>バンドル %1 はすでにノード上にあります</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No temporary folder for the bundle archive</source>
        <translation>バンドルアーカイブ用の一時フォルダーがありません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sending bundle %1 (%2 files, %3 bytes)</source>
        <translation>バンドル %1 を送信中 (%2 ファイル、%3 バイト)</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>sent and verified %1 MB in %2 s over %n channel(s)</source>
        <translation>
            <numerusform>%1 MB を %2 秒で %n チャネル経由で送信し、検証しました</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>building the probes on the node</source>
        <translation>ノード上でプローブをビルド中</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Building the probes on the node failed</source>
        <translation>ノード上でのプローブのビルドに失敗しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking the bundle on the node failed</source>
        <translation>ノード上でのバンドルの展開に失敗しました</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bundle ready in %1 s</source>
        <translation>バンドルは %1 秒で準備完了</translation>
    </message>
</context>
<context>
    <name>DisputeFile</name>
    <message>
        <location filename="../core/trust/DisputeFile.cpp" line="+23"/>
        <source>The dispute file is %1 MiB; at most %2 MiB are read.</source>
        <translation>異議ファイルは %1 MiB です。読み込むのは最大 %2 MiB です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dispute file is not a JSON object: %1 at byte %2.</source>
        <translation>異議ファイルは JSON オブジェクトではありません: バイト %2 で %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file does not say &quot;format&quot;: &quot;tierbench-disputes&quot; (see docs/disputes.md).</source>
        <translation>ファイルに &quot;format&quot;: &quot;tierbench-disputes&quot; の記載がありません (docs/disputes.md を参照)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dispute format version %1 is not known; this program reads version 1.</source>
        <translation>異議ファイルの形式バージョン %1 は不明です。このプログラムが読めるのはバージョン 1 です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; is missing</source>
        <translation>&quot;%1&quot; がありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not text</source>
        <translation>&quot;%1&quot; がテキストではありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is longer than %2 characters</source>
        <translation>&quot;%1&quot; が %2 文字を超えています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is empty</source>
        <translation>&quot;%1&quot; が空です</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The dispute file: %1.</source>
        <translation>異議ファイル: %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dispute file has no &quot;disputes&quot; list.</source>
        <translation>異議ファイルに &quot;disputes&quot; のリストがありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file holds %1 disputes; at most %2 are read.</source>
        <translation>ファイルには %1 件の異議があります。読み込むのは最大 %2 件です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dispute %1: %2.</source>
        <translation>異議 %1: %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not an object</source>
        <translation>オブジェクトではありません</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;requested_verdict&quot; is %1, not one of pass, partial, fail, na, unknown</source>
        <translation>&quot;requested_verdict&quot; が %1 です (pass、partial、fail、na、unknown のいずれかが必要です)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;evidence&quot; is not an object</source>
        <translation>&quot;evidence&quot; がオブジェクトではありません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;attachment&quot; is not an object</source>
        <translation>&quot;attachment&quot; がオブジェクトではありません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the attachment has no &quot;content_base64&quot;</source>
        <translation>添付ファイルに &quot;content_base64&quot; がありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dispute %1: the attachment is larger than %2 MiB.</source>
        <translation>異議 %1: 添付ファイルが %2 MiB を超えています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the attachment&apos;s content is not base64</source>
        <translation>添付ファイルの内容が base64 ではありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the attachment %1 does not have the SHA-256 the file states (%2)</source>
        <translation>添付ファイル %1 の SHA-256 がファイルの記載 (%2) と一致しません</translation>
    </message>
</context>
<context>
    <name>DisputeRepository</name>
    <message>
        <location filename="../core/store/DisputeRepository.cpp" line="+88"/>
        <location line="+50"/>
        <source>Could not import the disputes</source>
        <translation>異議をインポートできませんでした</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Could not read the disputes</source>
        <translation>異議を読み取れませんでした</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read dispute %1</source>
        <translation>異議 %1 を読み取れませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No dispute %1.</source>
        <translation>異議 %1 はありません。</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Could not record the decision on dispute %1</source>
        <translation>異議 %1 の決定を記録できませんでした</translation>
    </message>
</context>
<context>
    <name>DisputeWorkflow</name>
    <message>
        <location filename="../core/usecase/DisputeWorkflow.cpp" line="+49"/>
        <source>The dispute file is about &quot;%1&quot;, not %2: nothing was imported.</source>
        <translation>異議ファイルは %2 ではなく &quot;%1&quot; に関するものです。何もインポートしていません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no evaluation to dispute.</source>
        <translation>%1 には異議の対象となる評価がありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dispute %1: the evaluation&apos;s rubric has no item &quot;%2&quot;: nothing was imported.</source>
        <translation>異議 %1: 評価のルーブリックに項目 &quot;%2&quot; がありません。何もインポートしていません。</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Say why: a decision on a dispute needs the reasoning.</source>
        <translation>理由を書いてください: 異議の決定には理由が必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The reasoning is longer than %1 characters.</source>
        <translation>理由が %1 文字を超えています。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dispute %1 was accepted by %2 on %3; it is decided.</source>
        <translation>異議 %1 は %3 に %2 が受理しました。決定済みです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispute %1 was rejected by %2 on %3; it is decided.</source>
        <translation>異議 %1 は %3 に %2 が却下しました。決定済みです。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dispute %1 accepted: %2</source>
        <translation>異議 %1 を受理: %2</translation>
    </message>
</context>
<context>
    <name>EngagementImport</name>
    <message>
        <location filename="../core/engagement/EngagementImport.cpp" line="+49"/>
        <source>cut and run again</source>
        <translation>中断され、再実行されました</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>past its deadline of %n minute(s)</source>
        <translation>
            <numerusform>%n 分の期限を超過</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cut twice; not run a third time</source>
        <translation>2 回中断されたため、3 回目は実行しません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unsupported on this node</source>
        <translation>このノードでは未対応</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>nothing to import: %1</source>
        <translation>インポートするものがありません: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the file could not be read</source>
        <translation>ファイルを読み取れませんでした</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>engagement %1, step %2</source>
        <translation>エンゲージメント %1、ステップ %2</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>engagement %1, step %2 (%3)</source>
        <translation>エンゲージメント %1、ステップ %2（%3）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>paused: %1 of its %2 node-hours used</source>
        <translation>一時停止: %2 ノード時間のうち %1 を使用</translation>
    </message>
</context>
<context>
    <name>EngagementRepository</name>
    <message>
        <location filename="../core/store/EngagementRepository.cpp" line="+172"/>
        <source>Could not record the engagement</source>
        <translation>エンゲージメントを記録できませんでした</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not record the engagement&apos;s steps</source>
        <translation>エンゲージメントのステップを記録できませんでした</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not read the engagement</source>
        <translation>エンゲージメントを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no engagement %1</source>
        <translation>エンゲージメント %1 はありません</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+14"/>
        <source>Could not read the engagement&apos;s steps</source>
        <translation>エンゲージメントのステップを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no engagement step %1</source>
        <translation>エンゲージメントのステップ %1 はありません</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the engagements</source>
        <translation>エンゲージメントを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not change the engagement&apos;s state</source>
        <translation>エンゲージメントの状態を変更できませんでした</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Could not update the engagement&apos;s step</source>
        <translation>エンゲージメントのステップを更新できませんでした</translation>
    </message>
</context>
<context>
    <name>EngagementRunner</name>
    <message>
        <location filename="../core/engagement/EngagementRunner.cpp" line="+91"/>
        <source>No recipe named %1 in this Tierbench</source>
        <translation>この Tierbench には %1 という名前のレシピがありません</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Evaluation %1 is under rubric %2, the plan under %3: its runs are stored, but not attached to the %n item(s) rubric %2 lacks: %4</source>
        <translation>
            <numerusform>評価 %1 はルーブリック %2、計画は %3 に基づいています: 実行は保存されますが、ルーブリック %2 にない %n 項目には紐付けられません: %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The plan&apos;s estimate of %1 node-hours is over its budget of %2: choose fewer phases</source>
        <translation>プランの見積もり %1 ノード時間が予算 %2 を超えています。フェーズを減らしてください</translation>
    </message>
    <message>
        <location line="+162"/>
        <source>paused by %1</source>
        <translation>%1 が一時停止</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Engagement %1 was stopped; it cannot go on</source>
        <translation>エンゲージメント %1 は停止されたため、続行できません</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>skipped by %1</source>
        <translation>%1 がスキップ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step %1 was left out when engagement %2 started (%3); start a new engagement with its phase or the consent it needs</source>
        <translation>ステップ %1 はエンゲージメント %2 の開始時に対象外になりました（%3）。そのフェーズか必要な同意を付けて新しいエンゲージメントを開始してください</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Engagement %1 has no step %2 that waits or runs</source>
        <translation>エンゲージメント %1 には待機中または実行中のステップ %2 がありません</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>run again at the request of %1</source>
        <translation>%1 の依頼により再実行</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Engagement %1 has no ended step %2</source>
        <translation>エンゲージメント %1 には終了したステップ %2 がありません</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="+21"/>
        <source>Draft</source>
        <translation>下書き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In review</source>
        <translation>レビュー中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>確定</translation>
    </message>
</context>
<context>
    <name>EvaluationRepository</name>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="+93"/>
        <source>Could not read the evaluation</source>
        <translation>評価を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no evaluation with this id.</source>
        <translation>この ID の評価はありません。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Could not read the provider</source>
        <translation>プロバイダーを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no provider with this id.</source>
        <translation>この ID のプロバイダーはありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not create the evaluation</source>
        <translation>評価を作成できませんでした</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+100"/>
        <source>Could not create the evaluation&apos;s checklist</source>
        <translation>評価のチェックリストを作成できませんでした</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+52"/>
        <source>Could not save the evaluation</source>
        <translation>評価を保存できませんでした</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Could not read the evaluation&apos;s verdicts</source>
        <translation>評価の判定を読み込めませんでした</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The rubric version can be changed only while no checklist item is decided; this evaluation has %n decided item(s).</source>
        <translation>
            <numerusform>ルーブリックのバージョンは、チェックリスト項目が 1 つも判定されていない間だけ変更できます。この評価には判定済みの項目が %n 件あります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not replace the evaluation&apos;s checklist</source>
        <translation>評価のチェックリストを置き換えられませんでした</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Could not delete the evaluation</source>
        <translation>評価を削除できませんでした</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not read the verdicts</source>
        <translation>判定を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not read the verdict</source>
        <translation>判定を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This check item is not part of the evaluation.</source>
        <translation>このチェック項目はこの評価に含まれていません。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Evaluation %1 is closed: its verdicts, evidence, scores and tier are read-only. Re-open it first (Edit evaluation…, status In review; or tierbench-cli evaluations edit --id %1 --status in_review).</source>
        <translation>評価 %1 は確定済みです: 判定、エビデンス、スコア、ティアは読み取り専用です。先に再開してください (評価を編集…でステータスを「レビュー中」にするか、tierbench-cli evaluations edit --id %1 --status in_review)。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Availability must be &quot;ga&quot; (generally available) or &quot;planned&quot;.</source>
        <translation>提供状況は &quot;ga&quot; (一般提供) または &quot;planned&quot; でなければなりません。</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+6"/>
        <source>Could not save the verdict</source>
        <translation>判定を保存できませんでした</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the evaluation&apos;s delivery dates</source>
        <translation>評価の引き渡し日を読み取れませんでした</translation>
    </message>
</context>
<context>
    <name>EvaluationWorkflow</name>
    <message>
        <location filename="../core/usecase/EvaluationWorkflow.cpp" line="+30"/>
        <source>Hands-on tests</source>
        <translation>実機テスト</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The evaluation needs a title.</source>
        <translation>評価にはタイトルが必要です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a date (YYYY-MM-DD): %2</source>
        <translation>%1 は日付 (YYYY-MM-DD) ではありません: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Testing from</source>
        <translation>テスト開始日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Testing until</source>
        <translation>テスト終了日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware requested</source>
        <translation>ハードウェア要求日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware received</source>
        <translation>ハードウェア受領日</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The testing window ends (%1) before it starts (%2).</source>
        <translation>テスト期間の終了 (%1) が開始 (%2) より前です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hardware was received (%1) before it was requested (%2).</source>
        <translation>ハードウェアの受領 (%1) が要求 (%2) より前です。</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>The evaluation was already closed on %1.</source>
        <translation>この評価は %1 にすでに確定されています。</translation>
    </message>
</context>
<context>
    <name>EvidenceCounter</name>
    <message>
        <location filename="../core/import/EvidenceCounter.cpp" line="+72"/>
        <source>%1 reads &quot;%2&quot;, which no counter can be</source>
        <translation>%1 の値は「%2」で、カウンターの値としてあり得ません</translation>
    </message>
</context>
<context>
    <name>EvidenceRepository</name>
    <message>
        <location filename="../core/store/EvidenceRepository.cpp" line="+21"/>
        <source>Could not read the verdict</source>
        <translation>判定を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The evaluation has no verdict for this check item</source>
        <translation>この評価にはこのチェック項目の判定がありません</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not read the finding</source>
        <translation>所見を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The finding does not belong to run %1</source>
        <translation>この所見は実行 %1 のものではありません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not attach the evidence</source>
        <translation>エビデンスを添付できませんでした</translation>
    </message>
</context>
<context>
    <name>EvidenceWorkflow</name>
    <message>
        <location filename="../core/usecase/EvidenceWorkflow.cpp" line="+27"/>
        <source> (suggested %1)</source>
        <translation> (提案: %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scheduler audit run %1: %2%3</source>
        <translation>スケジューラー監査の実行 %1: %2%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-node run %1: %2%3</source>
        <translation>tb-node の実行 %1: %2%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>confirmed from the scheduler audit&apos;s findings</source>
        <translation>スケジューラー監査の所見で確認済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confirmed from tb-node&apos;s checks</source>
        <translation>tb-node のチェックで確認済み</translation>
    </message>
</context>
<context>
    <name>FabricJsonDocument</name>
    <message>
        <location filename="../core/import/FabricJsonDocument.cpp" line="+23"/>
        <source>The report is larger than %1 MiB; a %2 report never is, so it was not read.</source>
        <translation>レポートが %1 MiB を超えています。%2 のレポートがこれほど大きくなることはないため、読み込みませんでした。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not valid JSON: %1 at offset %2 (a report cut short, or not %3).</source>
        <translation>有効な JSON ではありません: オフセット %2 で %1（途中で切れたレポートか、%3 ではありません）。</translation>
    </message>
</context>
<context>
    <name>FactCheckExport</name>
    <message>
        <location filename="../core/report/FactCheckBundle.cpp" line="+94"/>
        <source>The bundle is signed after it is sealed.</source>
        <translation>バンドルは封印した後に署名します。</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+17"/>
        <source>Could not write %1: %2</source>
        <translation>%1 を書き込めませんでした: %2</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 is not empty: a bundle goes into a new or empty folder.</source>
        <translation>%1 は空ではありません: バンドルは新しいフォルダーか空のフォルダーに作成します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not create the folder for %1.</source>
        <translation>%1 のフォルダーを作成できませんでした。</translation>
    </message>
    <message>
        <location line="+92"/>
        <location line="+8"/>
        <location line="+8"/>
        <location line="+35"/>
        <source>Could not read run %1</source>
        <translation>実行 %1 を読み取れませんでした</translation>
    </message>
</context>
<context>
    <name>FactCheckScoring</name>
    <message>
        <location filename="../core/report/FactCheckScoring.cpp" line="+93"/>
        <source>The scoring input has no criteria or verdicts.</source>
        <translation>スコア算出の入力に評価基準も判定もありません。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The scoring input gives “%1” as a verdict, which is not a verdict.</source>
        <translation>スコア算出の入力で判定として &quot;%1&quot; が指定されていますが、そのような判定はありません。</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>%1 suggested score</source>
        <translation>%1 の提案スコア</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>weighted total</source>
        <translation>加重合計</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>suggested tier</source>
        <translation>提案ティア</translation>
    </message>
</context>
<context>
    <name>FactCheckVerifier</name>
    <message>
        <location filename="../core/report/FactCheckVerifier.cpp" line="+41"/>
        <source>The bundle has no %1.</source>
        <translation>バンドルに %1 がありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1 は JSON オブジェクトではありません: %2</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>No bundle at %1.</source>
        <translation>%1 にバンドルがありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is larger than a bundle may be.</source>
        <translation>%1 はバンドルの上限サイズを超えています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <source>Could not read %1: %2</source>
        <translation>%1 を読み取れませんでした: %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 holds more than a bundle may.</source>
        <translation>%1 にはバンドルの上限を超える内容があります。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 is not a Tierbench fact-check manifest.</source>
        <translation>%1 は Tierbench のファクトチェック マニフェストではありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bundle is of a newer format (%1) than this program reads (%2).</source>
        <translation>バンドルの形式 (%1) は、このプログラムが読める形式 (%2) より新しいものです。</translation>
    </message>
    <message>
        <location line="-165"/>
        <location line="+193"/>
        <location line="+16"/>
        <location line="+91"/>
        <source>missing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-340"/>
        <source>unsigned</source>
        <translation>未署名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bundle carries no signature, so nothing shows who made it.</source>
        <translation>バンドルに署名がないため、誰が作成したかを示すものがありません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+1"/>
        <source>sound</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid</source>
        <translation>無効</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The manifest is not the one that was signed, or not by this signer: %1</source>
        <translation>マニフェストが署名されたものと異なるか、この署名者によるものではありません: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+301"/>
        <source>present</source>
        <translation>あり</translation>
    </message>
    <message>
        <location line="-299"/>
        <source>The run&apos;s files are here without the run they belong to.</source>
        <translation>この実行のファイルが、属する実行なしでここにあります。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The run in this folder is not the run the folder is named after, or it points at another run&apos;s files.</source>
        <translation>このフォルダーの実行はフォルダー名の実行ではないか、別の実行のファイルを指しています。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The manifest states what the bundle&apos;s files do not.</source>
        <translation>マニフェストの記載がバンドルのファイルの内容と一致しません。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Not a fact-check bundle: %1 is in it twice, and a bundle names each file once.</source>
        <translation>ファクトチェック・バンドルではありません: %1 が 2 回含まれています。バンドルは各ファイルを 1 回だけ記載します。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The file is not the one the bundle was made with.</source>
        <translation>このファイルはバンドル作成時のファイルと異なります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not listed</source>
        <translation>記載なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the manifest does not list was added.</source>
        <translation>マニフェストに記載されていないファイルが追加されています。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (SHA256SUMS)</source>
        <translation>%1 (SHA256SUMS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SHA256SUMS and the file disagree.</source>
        <translation>SHA256SUMS とファイルが一致しません。</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+16"/>
        <source>run %1 %2</source>
        <translation>実行 %1 %2</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>The log is not the one that was hashed when it was stored.</source>
        <translation>ログは、保存時にハッシュを取ったものと異なります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>run %1 imported file</source>
        <translation>実行 %1 のインポートしたファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The log is not the file that was imported.</source>
        <translation>ログはインポートしたファイルと異なります。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The output is not the one that was hashed when it was stored.</source>
        <translation>出力は、保存時にハッシュを取ったものと異なります。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>run %1 samples</source>
        <translation>実行 %1 のサンプル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>parsed</source>
        <translation>解析済み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no parse</source>
        <translation>解析なし</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The bundle&apos;s evaluation is scored from this file; without it the stated scores and tier cannot be recomputed.</source>
        <translation>バンドルの評価はこのファイルから採点されます。これがないと記載されたスコアとティアを再計算できません。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The bundle&apos;s evidence does not give the figure the review states.</source>
        <translation>バンドルのエビデンスからはレビューに記載された数値が得られません。</translation>
    </message>
</context>
<context>
    <name>FactCheckWriter</name>
    <message>
        <location filename="../ui/trust/FactCheckWriter.cpp" line="+28"/>
        <source>Could not make a temporary folder for the review PDF.</source>
        <translation>レビュー PDF 用の一時フォルダーを作成できませんでした。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not read the review PDF back: %1</source>
        <translation>レビュー PDF を読み戻せませんでした: %1</translation>
    </message>
</context>
<context>
    <name>FindingStatus</name>
    <message>
        <location filename="../core/domain/FindingKind.cpp" line="+17"/>
        <source>pass</source>
        <translation>合格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fail</source>
        <translation>不合格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waived</source>
        <translation>免除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>FioJob</name>
    <message>
        <location filename="../core/import/FioJob.cpp" line="+168"/>
        <source>Job &quot;%1&quot;: its %2 phase gives no bandwidth.</source>
        <translation>ジョブ「%1」: %2 フェーズに帯域幅がありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Job &quot;%1&quot;: rw=%2 is not an fio mode; its phases were taken from what moved data.</source>
        <translation>ジョブ「%1」: rw=%2 は fio のモードではありません。フェーズはデータを転送したものから判断しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Job &quot;%1&quot; moved no data: it has no result.</source>
        <translation>ジョブ「%1」はデータを転送していません: 結果がありません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Job &quot;%1&quot; (rw=%2) has no %3 result: a job missing one of its phases is not a pass.</source>
        <translation>ジョブ「%1」(rw=%2) には %3 の結果がありません: フェーズが欠けたジョブは合格ではありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fio reported error %1 for job &quot;%2&quot;.</source>
        <translation>fio はジョブ「%2」でエラー %1 を報告しました。</translation>
    </message>
</context>
<context>
    <name>FioJsonParser</name>
    <message>
        <location filename="../core/import/FioJsonParser.cpp" line="+91"/>
        <source>a job that is not an object</source>
        <translation>オブジェクトではないジョブ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 bytes before fio&apos;s JSON document (notes fio printed) were not read.</source>
        <translation>fio の JSON 文書の前にある %1 バイト (fio が出力した注記) は読み込んでいません。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>fio&apos;s JSON ends early or is broken (%1 at offset %2): the %n job(s) before that point were read; the rest of the document and its fio version are missing.</source>
        <translation>
            <numerusform>fio の JSON が途中で終わっているか壊れています (オフセット %2 で %1): それより前の %n 件のジョブは読み込みました。文書の残りと fio のバージョンがありません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Text after fio&apos;s JSON document was not read.</source>
        <translation>fio の JSON 文書の後ろのテキストは読み込んでいません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>fio&apos;s JSON has no &quot;jobs&quot; (nor &quot;client_stats&quot;): it holds no result.</source>
        <translation>fio の JSON に &quot;jobs&quot; も &quot;client_stats&quot; もありません: 結果を含んでいません。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n job(s) were not valid JSON and were not read (first: %1).</source>
        <translation>
            <numerusform>%n 件のジョブは有効な JSON ではなく、読み込んでいません (最初: %1)。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the first %1 jobs were read; %2 more were not.</source>
        <translation>最初の %1 件のジョブのみ読み込みました。残り %2 件は読み込んでいません。</translation>
    </message>
</context>
<context>
    <name>FioTextParser</name>
    <message>
        <location filename="../core/import/FioTextParser.cpp" line="+232"/>
        <source>fio&apos;s output ends inside a job&apos;s result, before its &quot;Run status group&quot; summary: it was cut short.</source>
        <translation>fio の出力はジョブの結果の途中、&quot;Run status group&quot; の要約の前で終わっています: 途中で切れています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fio&apos;s output ends before its &quot;Run status group&quot; summary: it was cut short.</source>
        <translation>fio の出力は &quot;Run status group&quot; の要約の前で終わっています: 途中で切れています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the first %1 jobs were read; %2 more were not.</source>
        <translation>最初の %1 件のジョブのみ読み込みました。残り %2 件は読み込んでいません。</translation>
    </message>
</context>
<context>
    <name>FormatDetector</name>
    <message>
        <location filename="../core/import/FormatDetector.cpp" line="+176"/>
        <source>The input is empty.</source>
        <translation>入力が空です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The input is binary data, not a recognised tool output.</source>
        <translation>入力はバイナリデータで、認識できるツール出力ではありません。</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Not a recognised tool output (no marker of nccl-tests, rccl-tests, NCCL, nvbandwidth, nvidia-smi, a kernel log, lspci, ibstat, ibv_devinfo, ibdev2netdev, rocm-smi, dcgmi, AzNHC, perftest, iperf3, sinfo, scontrol, sacct, kubectl, cmax, torchtitan, Megatron-LM or NeMo in the first kilobytes).</source>
        <translation>認識できるツール出力ではありません (先頭の数キロバイトに nccl-tests、rccl-tests、NCCL、nvbandwidth、nvidia-smi、カーネルログ、lspci、ibstat、ibv_devinfo、ibdev2netdev、rocm-smi、dcgmi、AzNHC、perftest、iperf3、sinfo、scontrol、sacct、kubectl、cmax、torchtitan、Megatron-LM、NeMo の目印がありません)。</translation>
    </message>
</context>
<context>
    <name>Gate</name>
    <message>
        <location filename="../core/rating/Gate.cpp" line="+11"/>
        <source>Only older GPUs offered</source>
        <translation>旧世代の GPU のみ提供</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No SOC 2 / ISO 27001 security attestation</source>
        <translation>SOC 2 / ISO 27001 のセキュリティ認証なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe ACS left enabled</source>
        <translation>PCIe ACS が有効のまま</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA not enabled</source>
        <translation>GPUDirect RDMA が無効</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU hours charged during cluster creation or downtime</source>
        <translation>クラスター作成中やダウンタイム中に GPU 時間を課金</translation>
    </message>
</context>
<context>
    <name>HardwareKey</name>
    <message>
        <location filename="../core/domain/HardwareKey.cpp" line="+165"/>
        <source>A hardware key part must read COUNTxMODEL/FABRIC, node/FABRIC or host/FABRIC</source>
        <translation>ハードウェアキーの各部は COUNTxMODEL/FABRIC、node/FABRIC または host/FABRIC の形式でなければなりません</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A count in a hardware key must be at least 1</source>
        <translation>ハードウェアキーの数は 1 以上でなければなりません</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A hardware key part needs a fabric after &apos;/&apos;</source>
        <translation>ハードウェアキーの各部には &apos;/&apos; の後にファブリックが必要です</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The hardware key is empty</source>
        <translation>ハードウェアキーが空です</translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <location filename="../core/baseline/Headline.cpp" line="+103"/>
        <source>Peak at ≥ %1</source>
        <translation>≥ %1 でのピーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in-place</source>
        <translation>インプレース</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the sweep stopped at %1, below the %2 the headline needs</source>
        <translation>スイープは %1 で止まりました。見出しの数値に必要な %2 に届いていません</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Slowest GPU pair, peak at ≥ %1</source>
        <translation>最も遅い GPU ペア、≥ %1 でのピーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU %1 → GPU %2, worst of %3 pairs</source>
        <translation>GPU %1 → GPU %2、%3 ペア中で最悪</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Peak</source>
        <translation>ピーク</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Median time of %1 runs</source>
        <translation>%1 回の実行の時間の中央値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>時間</translation>
    </message>
</context>
<context>
    <name>HostSweepEstimate</name>
    <message>
        <location filename="../ui/runs/HostSweepEstimate.cpp" line="+53"/>
        <source>about %1 s</source>
        <translation>約 %1 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about %1 min</source>
        <translation>約 %1 分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about %1 h</source>
        <translation>約 %1 時間</translation>
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
        <translation>レート表示なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown link layer</source>
        <translation>不明なリンク層</translation>
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
        <translation>%1、ファームウェア %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 InfiniBand ports active at %2 Gb/s.</source>
        <translation>%1 個の InfiniBand ポートが %2 Gb/s でアクティブです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 InfiniBand ports active.</source>
        <translation>%1 個の InfiniBand ポートがアクティブです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>InfiniBand ports not active: %1</source>
        <translation>アクティブでない InfiniBand ポート: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>InfiniBand ports below the fastest port&apos;s %1 Gb/s: %2</source>
        <translation>最速ポートの %1 Gb/s を下回る InfiniBand ポート: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fastest InfiniBand port, Gb/s</source>
        <translation>最速の InfiniBand ポート (Gb/s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No InfiniBand link layer; %1 RDMA Ethernet (RoCE) ports active.</source>
        <translation>InfiniBand リンク層なし。%1 個の RDMA Ethernet (RoCE) ポートがアクティブです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No InfiniBand link layer; RoCE ports down: %1</source>
        <translation>InfiniBand リンク層なし。ダウンしている RoCE ポート: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Ethernet ports active.</source>
        <translation>%1 個の Ethernet ポートがアクティブです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ethernet ports down (they do not affect the InfiniBand fabric): %1</source>
        <translation>ダウンしている Ethernet ポート (InfiniBand ファブリックには影響しません): %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Active InfiniBand ports without a LID (no subnet manager configured them): %1</source>
        <translation>LID のないアクティブな InfiniBand ポート (サブネットマネージャーが設定していません): %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>InfiniBand ports with an active MTU below 4096: %1</source>
        <translation>アクティブ MTU が 4096 未満の InfiniBand ポート: %1</translation>
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
        <translation>%1、ポート %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCI %1</source>
        <translation>PCI %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no state</source>
        <translation>状態なし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 HCA ports mapped to interfaces, all up (%2 InfiniBand, %3 Ethernet).</source>
        <translation>%1 個の HCA ポートがインターフェースに対応付けられ、すべてアップしています (InfiniBand %2、Ethernet %3)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interfaces down: %1</source>
        <translation>ダウンしているインターフェース: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last line is cut short.</source>
        <translation>最終行が途中で切れています。</translation>
    </message>
</context>
<context>
    <name>IbstatParser</name>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="+44"/>
        <source>ibstat stopped early: %1</source>
        <translation>ibstat が途中で停止しました: %1</translation>
    </message>
</context>
<context>
    <name>IbvDevinfoParser</name>
    <message>
        <location filename="../core/import/IbvDevinfoParser.cpp" line="+125"/>
        <source>%1 HCAs listed but no port: the output is cut short or the HCAs have no ports.</source>
        <translation>%1 個の HCA が記載されていますがポートがありません: 出力が途中で切れているか、HCA にポートがありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The output ends inside the last port&apos;s block.</source>
        <translation>出力が最後のポートのブロックの途中で終わっています。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2 of %3 ports read)</source>
        <translation>%1（%3 ポート中 %2 ポートを読み取り）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HCAs without all their ports: %1. The output is cut short.</source>
        <translation>ポートがすべて揃っていない HCA: %1。出力は途中で切れています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without -v, ibv_devinfo does not show the ports&apos; width and speed: no rate is checked.</source>
        <translation>-v なしでは ibv_devinfo はポートの幅と速度を表示しません: レートは確認されません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>HCAs listed</source>
        <translation>記載された HCA</translation>
    </message>
</context>
<context>
    <name>ImportScreen</name>
    <message>
        <location filename="../core/import/ImportScreen.cpp" line="+32"/>
        <source>%1 figures were not used: %2</source>
        <translation>%1 個の数値は使われませんでした: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 impossible figures were not used; their text is in finding import.refused_values.</source>
        <translation>あり得ない数値 %1 個は使われませんでした。そのテキストは所見 import.refused_values にあります。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 row of size %2</source>
        <translation>サイズ %2 の行 %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Avg bus bandwidth %1</source>
        <translation>平均バス帯域幅 %1</translation>
    </message>
</context>
<context>
    <name>ImportService</name>
    <message>
        <location filename="../core/import/ImportService.cpp" line="+94"/>
        <source>A figure is not a finite number.</source>
        <translation>数値が有限の数ではありません。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The raw log could not be stored.</source>
        <translation>生ログを保存できませんでした。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation>不明な集団通信 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run could not be read.</source>
        <translation>実行を読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No imported run %1.</source>
        <translation>インポートされた実行 %1 はありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run %1 already names its collective (%2).</source>
        <translation>実行 %1 はすでに集団通信を指定しています (%2)。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The run could not be updated.</source>
        <translation>実行を更新できませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The run&apos;s samples could not be renamed.</source>
        <translation>実行のサンプルの名前を変更できませんでした。</translation>
    </message>
</context>
<context>
    <name>ImportWorkflow</name>
    <message>
        <location filename="../core/usecase/ImportWorkflow.cpp" line="+26"/>
        <source>Evaluation %1 belongs to another provider.</source>
        <translation>評価 %1 は別のプロバイダーのものです。</translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <location filename="../core/import/Importer.cpp" line="+139"/>
        <source>Unknown format &quot;%1&quot;.</source>
        <translation>不明な形式 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation>不明な集団通信 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The input could not be read.</source>
        <translation>入力を読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The JSON document is larger than %1 MiB.</source>
        <translation>JSON ドキュメントが %1 MiB を超えています。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 line breaks were a lone CR (old Mac line endings or a progress display); they were read as line ends.</source>
        <translation>%1 個の改行が単独の CR でした (古い Mac の改行か進捗表示)。行末として読み込みました。</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n malformed line(s) were skipped.</source>
        <translation>
            <numerusform>不正な形式の行 %n 行をスキップしました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>The input has %n figure(s) that are not finite numbers (NaN or infinite); a measurement never is one, so nothing was imported.</source>
        <translation>
            <numerusform>入力に有限でない数値 (NaN または無限大) が %n 個あります。測定値がそうなることはないため、何もインポートしていません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The input names this run&apos;s collective (%1); the operation given (%2) was not applied to it.</source>
        <translation>入力はこの実行の集団通信 (%1) を指定しています。指定された操作 (%2) は適用していません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Recognised as %1 output (it has &quot;%2&quot;), but nothing in it could be read: it was cut short before any result, or the tool stopped early.</source>
        <translation>%1 の出力と認識しましたが (&quot;%2&quot; を含む)、読み取れる内容がありません: 結果の前で途切れたか、ツールが途中で停止しました。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing could be read as %1 output.</source>
        <translation>%1 の出力として読み取れるものがありません。</translation>
    </message>
</context>
<context>
    <name>IncompleteEvidence</name>
    <message>
        <location filename="../core/import/IncompleteEvidence.cpp" line="+11"/>
        <source>Not fully read (%1), so it cannot pass; what was read: %2</source>
        <translation>完全には読み取れていない（%1）ため合格にはできません。読み取れた内容: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the input ends mid-line, without a newline: it was cut</source>
        <translation>入力が改行なしで行の途中で終わっています: 途中で切れています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs attached, %2 read</source>
        <translation>接続された GPU %1 基、読み取り %2 基</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 incomplete</source>
        <translation>%1 が不完全</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not closed</source>
        <translation>%1 が閉じられていません</translation>
    </message>
</context>
<context>
    <name>Interview</name>
    <message>
        <location filename="../core/domain/Interview.cpp" line="+16"/>
        <source>An interview belongs to a provider.</source>
        <translation>インタビューはプロバイダーに属します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interview date is missing or not a date (YYYY-MM-DD).</source>
        <translation>インタビューの日付がないか、日付 (YYYY-MM-DD) ではありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interview date lies in the future.</source>
        <translation>インタビューの日付が未来です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interviewee&apos;s role is required.</source>
        <translation>インタビュー対象者の役職は必須です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Role, channel and name are limited to 200 characters.</source>
        <translation>役職、チャネル、名前は 200 文字までです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The notes are larger than 1 MB.</source>
        <translation>メモが 1 MB を超えています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A sentiment needs a criterion.</source>
        <translation>センチメントには評価基準が必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A sentiment lies between -2 and +2 (got %1).</source>
        <translation>センチメントは -2 から +2 の間です (値: %1)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A tag may not contain a comma.</source>
        <translation>タグにカンマは使えません。</translation>
    </message>
</context>
<context>
    <name>InterviewCsv</name>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="+37"/>
        <source>row %1, column %2: %3</source>
        <translation>%1 行目、%2 列目: %3</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>a quoted field is never closed</source>
        <translation>引用符で囲まれたフィールドが閉じていません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty; expected a header row</source>
        <translation>ファイルが空です。ヘッダー行が必要です</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file has %1 rows; one import takes at most %2 interviews (split the file)</source>
        <translation>ファイルは %1 行あります。1 回のインポートで扱えるインタビューは最大 %2 件です (ファイルを分割してください)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown column</source>
        <translation>不明な列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column appears twice</source>
        <translation>列が重複しています</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>required column is missing</source>
        <translation>必須の列がありません</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>has %1 fields, the header has %2</source>
        <translation>フィールドが %1 個ありますが、ヘッダーは %2 個です</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>provider is empty</source>
        <translation>プロバイダーが空です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no provider named &quot;%1&quot;</source>
        <translation>&quot;%1&quot; という名前のプロバイダーはありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>&quot;%1&quot; は日付 (YYYY-MM-DD) ではありません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;%1&quot; is not one of ai_lab, enterprise, startup, research, other</source>
        <translation>&quot;%1&quot; は ai_lab、enterprise、startup、research、other のいずれでもありません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; is not yes/no</source>
        <translation>&quot;%1&quot; は yes/no ではありません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not a whole number from -2 to 2</source>
        <translation>&quot;%1&quot; は -2 から 2 の整数ではありません</translation>
    </message>
</context>
<context>
    <name>InterviewRepository</name>
    <message>
        <location filename="../core/store/InterviewRepository.cpp" line="+49"/>
        <source>Could not read the interviews</source>
        <translation>インタビューを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not read the interview sentiment</source>
        <translation>インタビューのセンチメントを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read the interview</source>
        <translation>インタビューを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>No interview %1.</source>
        <translation>インタビュー %1 はありません。</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+10"/>
        <source>Could not save the interview sentiment</source>
        <translation>インタビューのセンチメントを保存できませんでした</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not read the criteria</source>
        <translation>評価基準を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+32"/>
        <source>Could not save the interview</source>
        <translation>インタビューを保存できませんでした</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not delete the interview</source>
        <translation>インタビューを削除できませんでした</translation>
    </message>
</context>
<context>
    <name>InterviewWorkflow</name>
    <message>
        <location filename="../core/usecase/InterviewWorkflow.cpp" line="+49"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is larger than 32 MB; that is not an interview file.</source>
        <translation>%1 は 32 MB を超えています。インタビューファイルではありません。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>belongs to another provider; import it on that provider&apos;s page</source>
        <translation>別のプロバイダーのものです。そのプロバイダーのページでインポートしてください</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>Iperf3JsonParser</name>
    <message>
        <location filename="../core/import/Iperf3JsonParser.cpp" line="+40"/>
        <source>iperf3 reported an error: %1</source>
        <translation>iperf3 がエラーを報告しました: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The report has no end.sum_received: the test did not finish.</source>
        <translation>レポートに end.sum_received がありません。テストは最後まで実行されませんでした。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The report has no end.sum.lost_percent: the UDP test did not finish.</source>
        <translation>レポートに end.sum.lost_percent がありません。UDP テストは最後まで実行されませんでした。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A packet loss of %1 % is not a percentage; it was not kept.</source>
        <translation>パケット損失 %1 % は百分率として成り立たないため、保持しませんでした。</translation>
    </message>
</context>
<context>
    <name>JsonMemberStream</name>
    <message>
        <location filename="../core/import/JsonMemberStream.cpp" line="+63"/>
        <source>one element of &quot;%1&quot; is larger than 16 MiB</source>
        <translation>&quot;%1&quot; の要素の 1 つが 16 MiB を超えています</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the document outside its streamed parts is larger than 16 MiB</source>
        <translation>ストリーム部分以外のドキュメントが 16 MiB を超えています</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a misplaced comma</source>
        <translation>位置の誤ったカンマ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a misplaced colon</source>
        <translation>位置の誤ったコロン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a comma before the end of an array or object</source>
        <translation>配列またはオブジェクトの終わりの前のカンマ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>nested deeper than %1 levels</source>
        <translation>%1 階層より深い入れ子</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>an array closed by &apos;}&apos;</source>
        <translation>&apos;}&apos; で閉じられた配列</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an object closed by &apos;]&apos;</source>
        <translation>&apos;]&apos; で閉じられたオブジェクト</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+7"/>
        <source>a member name is missing</source>
        <translation>メンバー名がありません</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a comma before the end of an object</source>
        <translation>オブジェクトの終わりの前のカンマ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a &apos;:&apos; is missing after a member name</source>
        <translation>メンバー名の後に &apos;:&apos; がありません</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a missing comma between members</source>
        <translation>メンバー間のカンマがありません</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a missing comma between array elements</source>
        <translation>配列要素間のカンマがありません</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>a control character inside a string</source>
        <translation>文字列内の制御文字</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>text after the end of the document</source>
        <translation>ドキュメントの終わりの後のテキスト</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the document is not a JSON object</source>
        <translation>ドキュメントが JSON オブジェクトではありません</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the document is empty</source>
        <translation>ドキュメントが空です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the document ends before it is complete</source>
        <translation>ドキュメントが完結する前に終わっています</translation>
    </message>
</context>
<context>
    <name>KernelLogParser</name>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="+104"/>
        <source>graphics engine exception (usually the application; repeated on one GPU, the hardware)</source>
        <translation>グラフィックスエンジンの例外 (通常はアプリケーション。1 つの GPU で繰り返す場合はハードウェア)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory page fault (usually the application)</source>
        <translation>GPU メモリのページフォールト (通常はアプリケーション)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU stopped processing (usually the application)</source>
        <translation>GPU が処理を停止 (通常はアプリケーション)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preemptive cleanup after an earlier error</source>
        <translation>以前のエラー後のプリエンプティブなクリーンアップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double-bit ECC error: the GPU needs a reset, the job died</source>
        <translation>ダブルビット ECC エラー: GPU のリセットが必要で、ジョブは異常終了しました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>internal micro-controller error: the GPU needs a reset</source>
        <translation>内部マイクロコントローラーのエラー: GPU のリセットが必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ECC page retirement or row remapping recorded: reset the GPU to apply it</source>
        <translation>ECC ページリタイアメントまたは行リマッピングが記録されました: 適用するには GPU をリセットしてください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ECC page retirement or row remapping failed to record: the GPU should be replaced</source>
        <translation>ECC ページリタイアメントまたは行リマッピングの記録に失敗しました: GPU を交換すべきです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink error: check the links and the fabric</source>
        <translation>NVLink エラー: リンクとファブリックを確認してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU has fallen off the bus: it needs a reset or the node a reboot</source>
        <translation>GPU がバスから外れました: GPU のリセットかノードの再起動が必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>high single-bit ECC error rate</source>
        <translation>シングルビット ECC エラーの発生率が高い</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contained ECC error: the affected application must restart</source>
        <translation>封じ込められた ECC エラー: 影響を受けたアプリケーションは再起動が必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>uncontained ECC error: every application on the GPU is affected; reset needed</source>
        <translation>封じ込められなかった ECC エラー: GPU 上のすべてのアプリケーションが影響を受けます。リセットが必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>context switch timeout</source>
        <translation>コンテキストスイッチのタイムアウト</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GSP firmware error or RPC timeout: the GPU needs a reset</source>
        <translation>GSP ファームウェアのエラーまたは RPC タイムアウト: GPU のリセットが必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unrecovered ECC error</source>
        <translation>回復されていない ECC エラー</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NVLink error from one of the Blackwell-era NVLink units: check the links, the GPU may need a reset</source>
        <translation>Blackwell 世代の NVLink ユニットからの NVLink エラー: リンクを確認してください。GPU のリセットが必要な場合があります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU recovery action changed: reset or reboot required</source>
        <translation>GPU の復旧アクションが変更されました: リセットまたは再起動が必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a code Tierbench&apos;s table does not name: see NVIDIA&apos;s Xid catalogue</source>
        <translation>Tierbench の表にないコード: NVIDIA の Xid カタログを参照してください</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>None of the %1 lines looks like a kernel log line (no timestamp, facility or NVRM tag): this is not a kernel log, so no Xid verdict is given.</source>
        <translation>%1 行のいずれもカーネルログの行に見えません (タイムスタンプ、ファシリティ、NVRM タグなし): これはカーネルログではないため、Xid の判定は行いません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a kernel log: no verdict.</source>
        <translation>カーネルログではありません: 判定なし。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>caused by previous Xid %1 (%2, x%3)</source>
        <translation>以前の Xid %1 が原因 (%2、x%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no timestamp)</source>
        <translation>(タイムスタンプなし)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Xid %1 (%2) %3 times on %4, first at %5: %6</source>
        <translation>Xid %1 (%2) が %4 で %3 回、初回は %5: %6</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Xid %1 (%2) named as the cause of Xid %3 %4 times; its own line is not in the log.</source>
        <translation>Xid %1 (%2) が Xid %3 の原因として %4 回挙げられていますが、それ自体の行はログにありません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>NVSwitch SXid %1 (%2) %3 times on %4, first at %5: %6</source>
        <translation>NVSwitch SXid %1 (%2) が %4 で %3 回、初回は %5: %6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fatal</source>
        <translation>致命的</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>non-fatal</source>
        <translation>非致命的</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (named as a cause)</source>
        <translation>%1 (原因として記載)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Xid codes in the log: %1</source>
        <translation>ログ内の Xid コード: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>NVSwitch SXid codes in the log: %1</source>
        <translation>ログ内の NVSwitch SXid コード: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The driver could not initialise a GPU (%1 times; the GPU is unusable until reset or repaired): %2</source>
        <translation>ドライバーが GPU を初期化できませんでした (%1 回。リセットか修理まで GPU は使用不能): %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>nvidia-peermem reported errors (GPUDirect RDMA): %1</source>
        <translation>nvidia-peermem がエラーを報告しました (GPUDirect RDMA): %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xid and SXid lines in %1 log lines</source>
        <translation>%1 行のログ中の Xid と SXid の行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Xid or SXid events in the log.</source>
        <translation>ログに Xid や SXid のイベントはありません。</translation>
    </message>
</context>
<context>
    <name>KubeAudit</name>
    <message numerus="yes">
        <location filename="../core/launch/kube/KubeAudit.cpp" line="+30"/>
        <source> and %n more</source>
        <translation>
            <numerusform> ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>kubectl&apos;s reply to &quot;%1&quot; is not JSON</source>
        <translation>&quot;%1&quot; に対する kubectl の応答は JSON ではありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kubectl&apos;s reply to &quot;%1&quot; is not a list of objects</source>
        <translation>&quot;%1&quot; に対する kubectl の応答はオブジェクトのリストではありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kubectl&apos;s reply to &quot;%1&quot; holds an item without metadata</source>
        <translation>&quot;%1&quot; に対する kubectl の応答にメタデータのない項目があります</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The audit has no output of &quot;%1&quot;</source>
        <translation>監査には &quot;%1&quot; の出力がありません</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the API server did not answer with its version: %1</source>
        <translation>API サーバーがバージョンを返しませんでした: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kubeconfig reaches the API server (%1)</source>
        <translation>kubeconfig で API サーバーに到達できます (%1)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no node advertises nvidia.com/gpu or amd.com/gpu capacity</source>
        <translation>nvidia.com/gpu または amd.com/gpu の容量を公開しているノードはありません</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>GPUs: %1, on %n node(s); not Ready: %2</source>
        <translation>
            <numerusform>%n 台のノードに %1 個の GPU、Ready でないノード: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>GPUs: %1, on %n Ready node(s)</source>
        <translation>
            <numerusform>%n 台の Ready ノードに %1 個の GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>no %1 DaemonSet found</source>
        <translation>%1 の DaemonSet が見つかりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 present but not every pod is ready: %2</source>
        <translation>%1 はありますが、準備ができていない Pod があります: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 healthy: %2</source>
        <translation>%1 は正常です: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU operator</source>
        <translation>GPU オペレーター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>network operator</source>
        <translation>ネットワークオペレーター</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>mpijobs.kubeflow.org is served</source>
        <translation>mpijobs.kubeflow.org が提供されています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no MPI operator; JobSet is there for multi-node jobs</source>
        <translation>MPI オペレーターはありません。マルチノードジョブには JobSet があります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither the MPI operator nor JobSet: multi-node jobs need an indexed Job</source>
        <translation>MPI オペレーターも JobSet もありません: マルチノードジョブにはインデックス付き Job が必要です</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no gang scheduler (Kueue, Volcano): multi-node jobs can deadlock half-placed</source>
        <translation>ギャングスケジューラー (Kueue、Volcano) がありません: マルチノードジョブが一部だけ配置されてデッドロックすることがあります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gang scheduling through %1</source>
        <translation>%1 によるギャングスケジューリング</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no default StorageClass among: %1</source>
        <translation>次の中に既定の StorageClass がありません: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>default StorageClass: %1</source>
        <translation>既定の StorageClass: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no StorageClass with a ReadWriteMany-capable provisioner</source>
        <translation>ReadWriteMany 対応のプロビジョナーを持つ StorageClass がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ReadWriteMany-capable: %1</source>
        <translation>ReadWriteMany 対応: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the test claim could not be made: %1</source>
        <translation>テスト用クレームを作成できませんでした: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a 1Gi claim was Bound within %1 s</source>
        <translation>1Gi のクレームが %1 秒以内に Bound になりました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the claim stays %1 until a pod uses it: the default class binds at first consumer</source>
        <translation>クレームは Pod が使うまで %1 のままです: 既定のクラスは最初の利用時にバインドします</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the claim was still %1 after %2 s</source>
        <translation>%2 秒後もクレームは %1 のままでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>allowed: %1</source>
        <translation>許可: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not allowed: %1</source>
        <translation>不許可: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>kubectl could not list the nodes (exit %1)</source>
        <translation>kubectl がノードを一覧できませんでした (終了コード %1)</translation>
    </message>
</context>
<context>
    <name>KubeAuditRunner</name>
    <message>
        <location filename="../core/cluster/kube/KubeAuditRunner.cpp" line="+32"/>
        <source>kubectl&apos;s reply to &quot;%1&quot; is larger than 32 MiB</source>
        <translation>&quot;%1&quot; に対する kubectl の応答が 32 MiB を超えています</translation>
    </message>
</context>
<context>
    <name>KubeClusterRepository</name>
    <message>
        <location filename="../core/store/KubeClusterRepository.cpp" line="+19"/>
        <source>Could not read the Kubernetes settings</source>
        <translation>Kubernetes の設定を読み取れませんでした</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cluster %1 has no Kubernetes settings</source>
        <translation>クラスター %1 には Kubernetes の設定がありません</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+15"/>
        <source>Could not save the Kubernetes settings</source>
        <translation>Kubernetes の設定を保存できませんでした</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not record the kubectl version</source>
        <translation>kubectl のバージョンを記録できませんでした</translation>
    </message>
</context>
<context>
    <name>KubeClusterWorkflow</name>
    <message>
        <location filename="../core/usecase/KubeClusterWorkflow.cpp" line="+23"/>
        <source>Kubeconfig: a file path (it is used where it lies, never copied)</source>
        <translation>Kubeconfig: ファイルパス (その場所で使い、コピーはしません)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Context: a name from the kubeconfig</source>
        <translation>コンテキスト: kubeconfig にある名前</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Namespace: lower-case letters, digits and &apos;-&apos;, at most 63 characters</source>
        <translation>Namespace: 英小文字、数字、&apos;-&apos;、63 文字以内</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs and RDMA devices per worker: 0 to 64</source>
        <translation>ワーカーあたりの GPU と RDMA デバイス: 0～64</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RDMA resource: an extended resource name such as rdma/ib</source>
        <translation>RDMA リソース: rdma/ib のような拡張リソース名</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node selector: label=value pairs</source>
        <translation>ノードセレクター: label=value の組</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tolerations: objects with key, operator Equal or Exists, value and effect</source>
        <translation>Toleration: key、operator (Equal または Exists)、value、effect を持つオブジェクト</translation>
    </message>
</context>
<context>
    <name>KubeCollective</name>
    <message>
        <location filename="../core/cluster/kube/KubeCollective.cpp" line="+67"/>
        <source>Cluster %1 is no Kubernetes cluster</source>
        <translation>クラスタ %1 は Kubernetes クラスタではありません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The job was not recorded</source>
        <translation>ジョブは記録されませんでした</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The nccl-tests output could not be read: %1</source>
        <translation>nccl-tests の出力を読み込めませんでした: %1</translation>
    </message>
</context>
<context>
    <name>KubeDescribeNodeParser</name>
    <message>
        <location filename="../core/import/KubeDescribeNodeParser.cpp" line="+185"/>
        <source>%1 lines were longer than the line limit</source>
        <translation>%1 行が行の長さの上限を超えていました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>上限 %2 台を超えた %1 台のノードは保持しませんでした</translation>
    </message>
</context>
<context>
    <name>KubeJobStatus</name>
    <message>
        <location filename="../core/launch/kube/KubeJobStatus.cpp" line="+160"/>
        <source>Pods that ended Failed: %1</source>
        <translation>Failed で終了した Pod: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>waiting for admission: %1</source>
        <translation>アドミッション待ち: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the workload has no admission condition yet</source>
        <translation>ワークロードにはまだアドミッション条件がありません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>gang pending (PodGroup %1): %2</source>
        <translation>ギャング スケジューリング待ち (PodGroup %1): %2</translation>
    </message>
</context>
<context>
    <name>KubeLauncher</name>
    <message>
        <location filename="../core/launch/kube/KubeLauncher.cpp" line="+117"/>
        <source>A job named %1 was already submitted</source>
        <translation>%1 という名前のジョブは既に投入されています</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>kubectl create refused the job: %1</source>
        <translation>kubectl create がジョブを拒否しました: %1</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>kubectl get failed: %1</source>
        <translation>kubectl get が失敗しました: %1</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>%1 is no Kubernetes job of Tierbench&apos;s</source>
        <translation>%1 は Tierbench の Kubernetes ジョブではありません</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+101"/>
        <source>kubectl delete failed: %1</source>
        <translation>kubectl delete が失敗しました: %1</translation>
    </message>
    <message>
        <location line="-75"/>
        <location line="+21"/>
        <source>kubectl could not list the cluster&apos;s CRDs: %1</source>
        <translation>kubectl がクラスターの CRD を一覧できませんでした: %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Pods of run %1 are still there after %2 s: %3</source>
        <translation>実行 %1 の Pod が %2 秒後もまだ残っています: %3</translation>
    </message>
</context>
<context>
    <name>KubeManifests</name>
    <message>
        <location filename="../core/launch/kube/KubeManifests.cpp" line="+125"/>
        <source>&quot;%1&quot; is no gang scheduler: kueue:QUEUE, volcano or none</source>
        <translation>&quot;%1&quot; はギャング スケジューラーではありません: kueue:QUEUE、volcano、または none</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; is not a job name Kubernetes takes (lower-case letters, digits and &apos;-&apos;, at most %2 characters)</source>
        <translation>&quot;%1&quot; は Kubernetes で使えるジョブ名ではありません (英小文字、数字、&apos;-&apos;、%2 文字以内)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a label value</source>
        <translation>&quot;%1&quot; はラベル値ではありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a container image reference</source>
        <translation>&quot;%1&quot; はコンテナーイメージの参照ではありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A collective needs 1 to 1024 workers, not %1</source>
        <translation>集合通信には 1～1024 のワーカーが必要です (%1 ではありません)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The collective has no command</source>
        <translation>集合通信にコマンドがありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a resource name</source>
        <translation>&quot;%1&quot; はリソース名ではありません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not an environment variable name</source>
        <translation>&quot;%1&quot; は環境変数名ではありません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node selector %1 has no valid label value</source>
        <translation>ノードセレクター %1 に有効なラベル値がありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a Kueue queue name</source>
        <translation>&quot;%1&quot; は Kueue のキュー名ではありません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A toleration must be an object with operator Equal or Exists</source>
        <translation>Toleration は operator が Equal または Exists のオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Each pod needs a node of its own to run on</source>
        <translation>各 Pod には実行先のノードが 1 つずつ必要です</translation>
    </message>
</context>
<context>
    <name>KubeNodeAuditRunner</name>
    <message>
        <location filename="../core/cluster/kube/KubeNodeAuditRunner.cpp" line="+28"/>
        <source>No GPU node to audit: run the Kubernetes audit first</source>
        <translation>監査する GPU ノードがありません: 先に Kubernetes の監査を実行してください</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The job was not recorded</source>
        <translation>ジョブは記録されませんでした</translation>
    </message>
</context>
<context>
    <name>KubeNodeChecks</name>
    <message>
        <location filename="../core/import/KubeNodeChecks.cpp" line="+10"/>
        <source>; and %1 more</source>
        <translation>; ほか %1 件</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>GPU count unreadable</source>
        <translation>GPU 数を読み取れません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GPUs in capacity, none allocatable</source>
        <translation>容量に GPU %1 個、割り当て可能なものはなし</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no GPU advertised</source>
        <translation>GPU の公開なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 of %3 allocatable)</source>
        <translation>%1（%3 個中 %2 個が割り当て可能）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 GPUs allocatable</source>
        <translation>%2 個中 %1 個の GPU が割り当て可能</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cordoned</source>
        <translation>cordon 済み</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ready not shown</source>
        <translation>Ready の表示なし</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>allocatable, on %1 GPU nodes</source>
        <translation>割り当て可能、GPU ノード %1 台</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of %2 nodes are not Ready: %3</source>
        <translation>%2 台中 %1 台のノードが Ready ではありません: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. %1 more are out of service: %2</source>
        <translation>。ほかに %1 台がサービス外です: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 nodes are cordoned, tainted out of service or report a problem: %3</source>
        <translation>%2 台中 %1 台のノードが cordon されているか、taint によりサービス外になっているか、問題を報告しています: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 of %2 nodes show no Ready condition: whether they take pods is not visible.</source>
        <translation>%2 台中 %1 台のノードに Ready の Condition がありません: Pod を受け付けるかどうかはわかりません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All %1 nodes are Ready and in service.</source>
        <translation>%1 台のノードはすべて Ready で、サービス中です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taken out by a health monitor&apos;s taint: %1</source>
        <translation>ヘルスモニターの taint によりサービスから外されています: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No taint of a health monitor on any node: whether a failed check cordons a node is not visible here.</source>
        <translation>どのノードにもヘルスモニターの taint がありません: 失敗したチェックがノードを cordon するかどうかは、ここではわかりません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nodes carry conditions beyond the kubelet&apos;s, set by a health monitor: %1</source>
        <translation>ノードには kubelet 以外に、ヘルスモニターが設定した Condition があります: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the kubelet&apos;s conditions: no node-problem-detector or similar posts to the nodes.</source>
        <translation>kubelet の Condition のみです: node-problem-detector などはノードに報告していません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 Ready nodes advertise no allocatable GPU: %2</source>
        <translation>Ready のノード %1 台が割り当て可能な GPU を公開していません: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer GPUs allocatable than installed: %1</source>
        <translation>割り当て可能な GPU が搭載数より少なくなっています: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No Ready worker with its capacity shown: whether the nodes advertise GPUs is not visible.</source>
        <translation>容量が表示された Ready のワーカーがありません: ノードが GPU を公開しているかどうかはわかりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU counts that are not a count: %1</source>
        <translation>数として読めない GPU 数: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs allocatable on %2 nodes; every Ready GPU node advertises all of them%3.</source>
        <translation>%2 台のノードで %1 個の GPU が割り当て可能です。Ready の GPU ノードはすべて、全 GPU を公開しています%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 workers without any sign of a GPU are CPU nodes)</source>
        <translation>（GPU の兆候がまったくないワーカー %1 台は CPU ノードです）</translation>
    </message>
</context>
<context>
    <name>KubeNodeJsonParser</name>
    <message>
        <location filename="../core/import/KubeNodeJsonParser.cpp" line="+93"/>
        <location line="+7"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation>有効な JSON ではありません: オフセット %2 で %1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The list holds %1 objects, none of them a Node.</source>
        <translation>リストには %1 個のオブジェクトがありますが、Node はありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the JSON ends before the node list does</source>
        <translation>ノードリストが終わる前に JSON が終わっています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 items are not JSON objects</source>
        <translation>%1 個の要素が JSON オブジェクトではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>上限 %2 台を超えた %1 台のノードは保持しませんでした</translation>
    </message>
</context>
<context>
    <name>KubeNodeYamlParser</name>
    <message>
        <location filename="../core/import/KubeNodeYamlParser.cpp" line="+263"/>
        <source>%1 lines were longer than the line limit</source>
        <translation>%1 行が行の長さの上限を超えていました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>上限 %2 台を超えた %1 台のノードは保持しませんでした</translation>
    </message>
</context>
<context>
    <name>Kubectl</name>
    <message>
        <location filename="../core/launch/kube/Kubectl.cpp" line="+49"/>
        <source>kubectl could not be started (%1): %2</source>
        <translation>kubectl を起動できませんでした (%1): %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>kubectl did not answer within %1 s: %2</source>
        <translation>kubectl が %1 秒以内に応答しませんでした: %2</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <location filename="../core/launch/Launcher.cpp" line="+19"/>
        <source>Runs through %1 are not supported yet.</source>
        <translation>%1 経由の実行はまだサポートされていません。</translation>
    </message>
</context>
<context>
    <name>LauncherKind</name>
    <message>
        <location filename="../core/domain/LauncherKind.cpp" line="+11"/>
        <source>Direct (login shell)</source>
        <translation>直接 (ログインシェル)</translation>
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
        <translation>不明なブリッジ %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 (%2): %3%4</source>
        <translation>%1 (%2): %3%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, above GPU %1</source>
        <translation>、GPU %1 の上位</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ACS redirection is off on all %1 bridges with ACS; peer-to-peer traffic can go directly through the PCIe switches.</source>
        <translation>ACS を持つ %1 個のブリッジすべてで ACS リダイレクトがオフです。ピアツーピア通信は PCIe スイッチを直接通過できます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ACS request/completion redirect is on, so peer-to-peer traffic (GPU to GPU, GPUDirect RDMA to the NIC) is sent up to the root complex instead of across the switch, which cuts its bandwidth and raises latency: %1</source>
        <translation>ACS の要求/完了リダイレクトがオンのため、ピアツーピア通信 (GPU 間、NIC への GPUDirect RDMA) はスイッチを横切らずにルートコンプレックスまで送られ、帯域幅が下がりレイテンシが上がります: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ACS upstream forwarding or egress control is on: %1</source>
        <translation>ACS のアップストリーム転送またはエグレス制御がオンです: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 GPU/NIC links run at their full speed and width.</source>
        <translation>%1 本の GPU/NIC リンクが最大速度と最大幅で動作しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downgraded links: %1</source>
        <translation>ダウングレードされたリンク: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The output ends mid-line: the last device was not fully read.</source>
        <translation>出力が行の途中で終わっています: 最後のデバイスは完全には読み取れていません。</translation>
    </message>
</context>
<context>
    <name>MeasuredInputs</name>
    <message>
        <location filename="../core/cost/MeasuredInputs.cpp" line="+122"/>
        <source>Could not read the evaluation</source>
        <translation>評価を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No evaluation yet: nothing measured, every input is a default.</source>
        <translation>評価がまだありません: 測定値はなく、すべての入力は既定値です。</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+47"/>
        <source>Could not read the runs</source>
        <translation>実行を読み込めませんでした</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Could not read the Slurm audit findings</source>
        <translation>Slurm 監査の所見を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No Slurm audit found a periodic health check, so the time to identify a failure is not measured; the default is kept.</source>
        <translation>どの Slurm 監査でも定期的なヘルスチェックが見つからなかったため、障害を特定するまでの時間は測定されていません。既定値を使います。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The time to drain and to repair or replace a node is not measured (the Slurm audit stores node states, not how long a drain took); the default is kept.</source>
        <translation>ノードのドレインと修理または交換にかかる時間は測定されていません (Slurm 監査が保存するのはノードの状態で、ドレインにかかった時間ではありません)。既定値を使います。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The evaluation records no hardware handover date, so the time to a working cluster is not measured.</source>
        <translation>評価にハードウェアの引き渡し日が記録されていないため、クラスターが動作するまでの時間は測定されていません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No successful probe or recipe run in the evaluation yet: the time to a working cluster is not measured.</source>
        <translation>評価にはまだ成功したプローブまたはレシピの実行がありません: クラスターが動作するまでの時間は測定されていません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The first successful run (%1) does not follow the handover date (%2): the time to a working cluster is not measured.</source>
        <translation>最初に成功した実行 (%1) が引き渡し日 (%2) より後ではありません: クラスターが動作するまでの時間は測定されていません。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Could not read the nodes</source>
        <translation>ノードを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the health findings</source>
        <translation>ヘルスの所見を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The evaluation&apos;s nodes give no GPU count, so no failure rate can be measured.</source>
        <translation>評価のノードから GPU 数が得られないため、故障率を測定できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The evaluation has no runs after its start, so it has no observation window yet.</source>
        <translation>評価には開始後の実行がないため、観測期間がまだありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not read the recipe timings</source>
        <translation>レシピのタイミングを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>95% interval %1 to %2 GPU-h from %3 events</source>
        <translation>%3 件のイベントから 95% 区間 %1 〜 %2 GPU 時間</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 hard failures on %2 GPUs over %3 h (%4 to %5); runs %6</source>
        <translation>%2 GPU で %3 時間 (%4 〜 %5) に %1 件のハード障害。実行 %6</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no hard failure on %1 GPUs over %2 h: the MTBF is at least %3 GPU-h (95%); the default is kept</source>
        <translation>%1 GPU で %2 時間ハード障害なし: MTBF は少なくとも %3 GPU 時間 (95%)。既定値を維持します</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Slurm prolog %1 s (run %2)</source>
        <translation>Slurm prolog %1 秒 (実行 %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>import_torch + model_load recipe timings; runs %1</source>
        <translation>import_torch + model_load のレシピタイミング。実行 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Slurm HealthCheckInterval %1 s: a failure is found half an interval later on average (run %2)</source>
        <translation>Slurm HealthCheckInterval %1 秒: 障害は平均して間隔の半分だけ遅れて見つかります (実行 %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>at most %1 s</source>
        <translation>最大 %1 秒</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hardware handed over %1 (requested %2), first successful run %3 hours later (run %4)</source>
        <translation>ハードウェアの引き渡し %1 (要求 %2)、最初に成功した実行は %3 時間後 (実行 %4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not recorded</source>
        <translation>未記録</translation>
    </message>
</context>
<context>
    <name>MeasuredRunQuery</name>
    <message>
        <location filename="../core/store/MeasuredRunQuery.cpp" line="+23"/>
        <source>Could not read the measured runs</source>
        <translation>測定済みの実行を読み込めませんでした</translation>
    </message>
</context>
<context>
    <name>NameRules</name>
    <message>
        <location filename="../core/domain/NameRules.cpp" line="+10"/>
        <source>%1: at most %2 characters, not %3.</source>
        <translation>%1: %2 文字以内にしてください（%3 文字あります）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: no line breaks, control characters or text-direction controls (%2 at position %3).</source>
        <translation>%1: 改行、制御文字、文字方向の制御文字は使えません（%3 文字目に %2）。</translation>
    </message>
</context>
<context>
    <name>NcclJsonParser</name>
    <message>
        <location filename="../core/import/NcclJsonParser.cpp" line="+70"/>
        <source>Not valid JSON: %1 in an element of &quot;%2&quot;.</source>
        <translation>有効な JSON ではありません: &quot;%2&quot; の要素内の %1。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A device entry was not counted: %1</source>
        <translation>デバイスのエントリが数えられませんでした: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>result %1: size %2 (%3)</source>
        <translation>結果 %1: サイズ %2 (%3)</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+11"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation>有効な JSON ではありません: オフセット %2 で %1。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The collective is not named in the JSON; operation set to &quot;unknown&quot;.</source>
        <translation>JSON に集団通信の名前がありません。操作を &quot;unknown&quot; にしました。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rank count from nthreads x ngpus (%1) is not plausible; not used.</source>
        <translation>nthreads x ngpus から得たランク数 (%1) はあり得ない値です。使用しません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The test reported an error: %1</source>
        <translation>テストがエラーを報告しました: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No end_time: the run may not have finished.</source>
        <translation>end_time がありません: 実行が完了していない可能性があります。</translation>
    </message>
</context>
<context>
    <name>NcclLogLines</name>
    <message>
        <location filename="../core/import/NcclLogLines.cpp" line="+176"/>
        <location line="+9"/>
        <source>none found; NCCL&apos;s internal network code</source>
        <translation>見つかりません。NCCL 内部のネットワークコード</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>NCCL library version</source>
        <translation>NCCL ライブラリのバージョン</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA driver API %1.%2</source>
        <translation>CUDA ドライバー API %1.%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ranks</source>
        <translation>%1 ランク</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the network NCCL chose (&quot;Using network&quot;)</source>
        <translation>NCCL が選んだネットワーク (&quot;Using network&quot;)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HCAs and ports NET/IB uses (device:port/link layer)</source>
        <translation>NET/IB が使う HCA とポート (デバイス:ポート/リンク層)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 collective</source>
        <translation>%1 集団通信</translation>
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
        <translation>リングチャネル</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>libibverbs could not be loaded</source>
        <translation>libibverbs を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NET/IB found no device</source>
        <translation>NET/IB がデバイスを見つけられませんでした</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no network plugin</source>
        <translation>ネットワークプラグインなし</translation>
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
        <translation>%1 ノードにまたがる実行が InfiniBand/RoCE%3 ではなく NCCL の TCP ソケット転送%2 を使いました: ノード間帯域幅が TCP で制限されるため、結果はファブリックを測定していません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source> over %1</source>
        <translation> (%1 経由)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>NCCL used its TCP socket transport%1%2; if this run spans nodes, it did not use the RDMA fabric.</source>
        <translation>NCCL は TCP ソケット転送%1%2 を使いました。この実行が複数ノードにまたがる場合、RDMA ファブリックは使われていません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 nodes over %2%3.</source>
        <translation>%2%3 経由の %1 ノード。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>enabled</source>
        <translation>有効</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 network channels use GPUDirect RDMA (GDRDMA).</source>
        <translation>%2 個中 %1 個のネットワークチャネルが GPUDirect RDMA (GDRDMA) を使っています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL reports GPUDirect RDMA enabled.</source>
        <translation>NCCL は GPUDirect RDMA が有効と報告しています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>partly</source>
        <translation>一部</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA enabled for some GPU/HCA pairs, disabled for %1 (%2).</source>
        <translation>GPUDirect RDMA は一部の GPU/HCA ペアで有効、%1 で無効 (%2)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>disabled</source>
        <translation>無効</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No network channel uses GPUDirect RDMA: traffic to the NICs is staged through host memory.</source>
        <translation>GPUDirect RDMA を使うネットワークチャネルはありません: NIC への通信はホストメモリを経由します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA disabled (%1): traffic to the NICs is staged through host memory.</source>
        <translation>GPUDirect RDMA は無効です (%1): NIC への通信はホストメモリを経由します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NCCL could not read the topology cleanly: %1</source>
        <translation>NCCL がトポロジーを正しく読み取れませんでした: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 NCCL WARN lines: %2</source>
        <translation>NCCL WARN 行 %1 行: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NCCL reported errors (where, then how they propagated): %1</source>
        <translation>NCCL がエラーを報告しました (発生箇所と伝播の経路): %1</translation>
    </message>
</context>
<context>
    <name>NcclRunImport</name>
    <message>
        <location filename="../core/cluster/NcclRunImport.cpp" line="+103"/>
        <source>nccl-tests reported values out of bounds</source>
        <translation>nccl-tests が範囲外の値を報告しました</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The nccl-tests output could not be read: %1</source>
        <translation>nccl-tests の出力を読み込めませんでした: %1</translation>
    </message>
</context>
<context>
    <name>NcclTextParser</name>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="+74"/>
        <source>The collective is not named in the input (no &quot;Collective test starting&quot; line or *_perf command); operation set to &quot;unknown&quot;. Name it (import --operation) to compare the run with baselines.</source>
        <translation>入力に集団通信の名前がありません (&quot;Collective test starting&quot; 行や *_perf コマンドがありません)。操作を &quot;unknown&quot; にしました。ベースラインと比較するには名前を指定してください (import --operation)。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The output stops before the result table: only the test&apos;s header (arguments, devices, versions) was read. It was cut short, or the test ended before its first result.</source>
        <translation>出力が結果テーブルの前で終わっています: テストのヘッダー (引数、デバイス、バージョン) のみ読み込みました。途中で切れたか、最初の結果の前にテストが終了しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No result table: only NCCL&apos;s own lines (version, INFO/WARN) were found.</source>
        <translation>結果テーブルがありません: NCCL 自身の行 (バージョン、INFO/WARN) のみ見つかりました。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rows with impossible figures were not used: %2</source>
        <translation>あり得ない数値を含む %1 行は使われませんでした: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rows with impossible figures were not used; their text is in finding import.refused_values.</source>
        <translation>あり得ない数値を含む %1 行は使われませんでした。そのテキストは所見 import.refused_values にあります。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No rank lines; the rank count assumes a single process (nThread x nGpus).</source>
        <translation>ランクの行がありません。ランク数は単一プロセス (nThread x nGpus) と仮定しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rank count from the header was not used: %1</source>
        <translation>ヘッダーのランク数は使われませんでした: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>busbw/algbw and the redop/root columns fit only %1%2; if that is the collective, set it.</source>
        <translation>busbw/algbw と redop/root 列に合うのは %1%2 だけです。それが集団通信なら設定してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> over %1 ranks</source>
        <translation> (%1 ランク)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>busbw/algbw fits %1: the rows alone cannot tell which.</source>
        <translation>busbw/algbw は %1 に合います: 行だけではどれか判断できません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table header; the rows were read with the standard nccl-tests column layout.</source>
        <translation>テーブルヘッダーがありません。行は nccl-tests の標準の列配置で読み込みました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No &quot;Avg bus bandwidth&quot; summary: the output may have been cut short.</source>
        <translation>&quot;Avg bus bandwidth&quot; の要約がありません: 出力が途中で切れている可能性があります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table header has no result rows.</source>
        <translation>テーブルヘッダーに結果の行がありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows go beyond the header&apos;s maxBytes; the header and the table may come from different runs.</source>
        <translation>行がヘッダーの maxBytes を超えています。ヘッダーとテーブルは別の実行のものかもしれません。</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+1"/>
        <source>A line longer than the line limit was cut.</source>
        <translation>行の長さの上限を超えた行を切り詰めました。</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The test reported an error: %1</source>
        <translation>テストがエラーを報告しました: %1</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>A rank line was ignored: %1</source>
        <translation>ランクの行を無視しました: %1</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>line %1: &quot;%2&quot; (%3)</source>
        <translation>%1 行目: &quot;%2&quot; (%3)</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+8"/>
        <source>The last row is cut short and was ignored.</source>
        <translation>最後の行が途中で切れているため無視しました。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A row without its in-place half was kept (size %1).</source>
        <translation>インプレースの半分がない行を保持しました (サイズ %1)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The input ends inside the last row; its last number may be cut.</source>
        <translation>入力が最後の行の途中で終わっています。最後の数値が切れている可能性があります。</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The test aborted: %1</source>
        <translation>テストが中断しました: %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>No result table: only NCCL&apos;s own INFO/WARN lines (%1) were found.</source>
        <translation>結果テーブルがありません: NCCL 自身の INFO/WARN 行 (%1) のみ見つかりました。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 rows had a root outside 0..2^24; their root was not used.</source>
        <translation>%1 行の root が 0..2^24 の範囲外でした。その root は使っていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rank lines with impossible rank numbers were ignored.</source>
        <translation>あり得ないランク番号を持つランクの行 %1 行を無視しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rows beyond the limit of %2 were not kept.</source>
        <translation>上限 %2 を超えた %1 行は保持しませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 later runs were not kept (limits: %2 runs, %3 rows).</source>
        <translation>後続の %1 件の実行は保持しませんでした (上限: %2 実行、%3 行)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 incomplete rows were ignored.</source>
        <translation>不完全な %1 行を無視しました。</translation>
    </message>
</context>
<context>
    <name>NodeCheckSuggestions</name>
    <message>
        <location filename="../core/run/NodeCheckSuggestions.cpp" line="+36"/>
        <source>Could not read the verdict suggestions %1</source>
        <translation>判定の提案 %1 を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The verdict suggestions %1 are not valid JSON</source>
        <translation>判定の提案 %1 は有効な JSON ではありません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown verdict %1 in %2</source>
        <translation>%2 内の不明な判定 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown check status %1 in %2</source>
        <translation>%2 に不明なチェックのステータス %1 があります</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An entry of %1 lacks its check or item</source>
        <translation>%1 のエントリにチェックまたは項目がありません</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>no GPU on this node&apos;s PCI bus, so this says nothing about the provider&apos;s GPU nodes</source>
        <translation>このノードの PCI バスに GPU がないため、プロバイダーの GPU ノードについては何も示しません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this node lacks what the item asks about, which does not make the item N/A for the provider</source>
        <translation>このノードには項目が問う対象がありませんが、それでプロバイダーにとってこの項目が N/A になるわけではありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a node without events does not show whether the provider monitors for them</source>
        <translation>イベントのないノードでは、プロバイダーがそれを監視しているかどうかはわかりません</translation>
    </message>
</context>
<context>
    <name>NodeFindingTitles</name>
    <message>
        <location filename="../core/run/NodeFindingTitles.cpp" line="+15"/>
        <source>Network topology known to Slurm</source>
        <translation>Slurm が把握するネットワークトポロジー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs as GRES</source>
        <translation>GRES としての GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PMIx for MPI jobs</source>
        <translation>MPI ジョブ向け PMIx</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Containers through Pyxis</source>
        <translation>Pyxis 経由のコンテナ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job accounting</source>
        <translation>ジョブアカウンティング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node health check</source>
        <translation>ノードのヘルスチェック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Healthy nodes return to service</source>
        <translation>正常なノードのサービス復帰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node states</source>
        <translation>ノードの状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job start-up (prolog) time</source>
        <translation>ジョブの起動 (prolog) 時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL defaults on the nodes</source>
        <translation>ノード上の NCCL 既定値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Driver</source>
        <translation>ドライバー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA runtime</source>
        <translation>CUDA ランタイム</translation>
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
        <translation>コンテナツールキットの CVE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared /home</source>
        <translation>共有 /home</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel file system</source>
        <translation>並列ファイルシステム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU driver</source>
        <translation>GPU ドライバー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row remapping</source>
        <translation>行リマッピング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Xid events</source>
        <translation>Xid イベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA (peermem / dma-buf)</source>
        <translation>GPUDirect RDMA (peermem / dma-buf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB partition key isolation</source>
        <translation>IB パーティションキーによる分離</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports</source>
        <translation>IB ポート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DCGM monitoring</source>
        <translation>DCGM による監視</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric manager</source>
        <translation>ファブリックマネージャー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SXid events</source>
        <translation>SXid イベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe ACS</source>
        <translation>PCIe ACS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container toolkit version</source>
        <translation>コンテナツールキットのバージョン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU model</source>
        <translation>CPU モデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DCGM</source>
        <translation>DCGM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DCGM exporter</source>
        <translation>DCGM エクスポーター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AMD GPU kernel module</source>
        <translation>AMD GPU カーネルモジュール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA kernel module</source>
        <translation>NVIDIA カーネルモジュール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>enroot</source>
        <translation>enroot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric manager installed</source>
        <translation>ファブリックマネージャーのインストール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/home mount</source>
        <translation>/home のマウント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel file systems</source>
        <translation>並列ファイルシステム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU models</source>
        <translation>GPU モデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU driver version</source>
        <translation>GPU ドライバーのバージョン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HPC-X</source>
        <translation>HPC-X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports and rates</source>
        <translation>IB ポートとレート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel log source</source>
        <translation>カーネルログの取得元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kubernetes</source>
        <translation>Kubernetes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory (bytes)</source>
        <translation>メモリ (バイト)</translation>
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
        <translation>NCCL 環境変数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node_exporter</source>
        <translation>node_exporter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NUMA nodes</source>
        <translation>NUMA ノード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operating system</source>
        <translation>オペレーティングシステム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pyxis</source>
        <translation>Pyxis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA NICs</source>
        <translation>RDMA NIC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slurm client</source>
        <translation>Slurm クライアント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Impossible figures refused</source>
        <translation>拒否されたあり得ない数値</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>IB port %1</source>
        <translation>IB ポート %1</translation>
    </message>
</context>
<context>
    <name>NodeHostKey</name>
    <message>
        <location filename="../core/run/NodeHostKey.cpp" line="+35"/>
        <source>The host key of node %1 changed: it was registered with %2 %3 and now presents %4 %5. Nothing was run. If the provider re-installed the node, check the new fingerprint with them and re-key the node (tierbench-cli run ... --rekey-node).</source>
        <translation>ノード %1 のホスト鍵が変わりました: 登録時は %2 %3 でしたが、現在は %4 %5 を提示しています。何も実行していません。プロバイダーがノードを再インストールした場合は、新しいフィンガープリントをプロバイダーに確認し、ノードの鍵を登録し直してください (tierbench-cli run ... --rekey-node)。</translation>
    </message>
</context>
<context>
    <name>NodeMatrix</name>
    <message>
        <location filename="../core/cluster/NodeMatrix.cpp" line="+22"/>
        <source>Driver</source>
        <translation>ドライバー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA runtime</source>
        <translation>CUDA ランタイム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA kernel module</source>
        <translation>NVIDIA カーネルモジュール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
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
        <translation>IB ポート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports and rates</source>
        <translation>IB ポートとレート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Xid events</source>
        <translation>Xid イベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SXid events</source>
        <translation>SXid イベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric manager</source>
        <translation>ファブリックマネージャー</translation>
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
        <translation>ノードにはホストが必要です</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+25"/>
        <source>The node could not be saved.</source>
        <translation>ノードを保存できませんでした。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The node could not be removed.</source>
        <translation>ノードを削除できませんでした。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The node could not be read.</source>
        <translation>ノードを読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Node %1 not found</source>
        <translation>ノード %1 が見つかりません</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+17"/>
        <source>The nodes could not be read.</source>
        <translation>ノードを読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The node&apos;s host key could not be saved.</source>
        <translation>ノードのホスト鍵を保存できませんでした。</translation>
    </message>
</context>
<context>
    <name>NodeSupervisor</name>
    <message>
        <location filename="../core/engagement/NodeSupervisor.cpp" line="+120"/>
        <location line="+128"/>
        <source>&quot;%1&quot; is no step id for the node</source>
        <translation>「%1」はノードのステップ ID ではありません</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>The engagement&apos;s supervisor could not be started on the node: %1</source>
        <translation>エンゲージメントのスーパーバイザをノードで起動できませんでした: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The node has no engagement folder %1</source>
        <translation>ノードにエンゲージメントのフォルダ %1 がありません</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No such step output: %1 %2</source>
        <translation>そのようなステップ出力はありません: %1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The node has no output of step %1</source>
        <translation>ノードにステップ %1 の出力がありません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The node refused to pause</source>
        <translation>ノードが一時停止を拒否しました</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The node refused to resume</source>
        <translation>ノードが再開を拒否しました</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+22"/>
        <source>The node has no step %1</source>
        <translation>ノードにステップ %1 はありません</translation>
    </message>
</context>
<context>
    <name>NvbandwidthJsonParser</name>
    <message>
        <location filename="../core/import/NvbandwidthJsonParser.cpp" line="+44"/>
        <source>Not valid JSON: %1 in a test case.</source>
        <translation>有効な JSON ではありません: テストケース内の %1。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Test %1 failed: %2</source>
        <translation>テスト %1 が失敗しました: %2</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+11"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation>有効な JSON ではありません: オフセット %2 で %1。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Tests waived (not applicable on this system).</source>
        <translation>テストは免除されました (このシステムでは対象外)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the first %1 figures were kept; %2 more were not read.</source>
        <translation>最初の %1 個の数値のみ保持しました。残り %2 個は読み込んでいません。</translation>
    </message>
</context>
<context>
    <name>NvbandwidthParser</name>
    <message>
        <location filename="../core/import/NvbandwidthParser.cpp" line="+119"/>
        <location line="+1"/>
        <source>A line longer than the line limit was cut.</source>
        <translation>行の長さの上限を超えた行を切り詰めました。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>nvbandwidth reported an error: %1</source>
        <translation>nvbandwidth がエラーを報告しました: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Tests waived (not applicable on this system).</source>
        <translation>テストは免除されました (このシステムでは対象外)。</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiChecks</name>
    <message>
        <location filename="../core/import/NvidiaSmiChecks.cpp" line="+58"/>
        <source>GPUs attached</source>
        <translation>接続された GPU</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2 uncorrectable ECC errors since boot</source>
        <translation>%1: 起動以降の訂正不能 ECC エラー %2 件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 uncorrectable ECC errors over its lifetime</source>
        <translation>%1: 生涯の訂正不能 ECC エラー %2 件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ECC disabled on %1</source>
        <translation>%1 で ECC が無効です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No uncorrectable ECC errors on %1 GPUs.</source>
        <translation>%1 GPU に訂正不能 ECC エラーはありません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: page retirement pending (needs a GPU reset)</source>
        <translation>%1: ページリタイアメント保留中 (GPU のリセットが必要)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 single-bit and %3 double-bit retired pages</source>
        <translation>%1: シングルビット %2 件、ダブルビット %3 件のリタイア済みページ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No retired pages.</source>
        <translation>リタイア済みページはありません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: row remapping pending after %2 uncorrectable errors; needs a GPU reset</source>
        <translation>%1: 訂正不能エラー %2 件の後、行リマッピングが保留中。GPU のリセットが必要です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: row remapping failed; the GPU should be replaced</source>
        <translation>%1: 行リマッピングに失敗しました。GPU を交換すべきです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 rows remapped after uncorrectable errors</source>
        <translation>%1: 訂正不能エラーの後 %2 行がリマップされました</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No remapped rows pending or failed.</source>
        <translation>保留中または失敗したリマップ行はありません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No GPU asks for a reset.</source>
        <translation>リセットを要求している GPU はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset required: %1</source>
        <translation>リセットが必要: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No PCIe replays since reset.</source>
        <translation>リセット以降の PCIe リプレイはありません。</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>PCIe replays since reset (link retransmissions; a rising count points to a marginal link): %1</source>
        <translation>リセット以降の PCIe リプレイ (リンクの再送。増加傾向はリンクの不安定を示します): %1</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiNvlinkParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiNvlinkParser.cpp" line="+66"/>
        <source>GPU %1 link %2: &quot;%3&quot; is not a link speed; the link was not counted.</source>
        <translation>GPU %1 のリンク %2: &quot;%3&quot; はリンク速度ではありません。このリンクは数えていません。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 of %2 links active</source>
        <translation>%2 本中 %1 本のリンクがアクティブ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1 GB/s in all</source>
        <translation>、合計 %1 GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 GB/s each (%2 GB/s)</source>
        <translation>、各 %1 GB/s (%2 GB/s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU %1: %2 of %3 links active%4</source>
        <translation>GPU %1: %3 本中 %2 本のリンクがアクティブ%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (inactive: %1)</source>
        <translation> (非アクティブ: %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No active NVLink on any of the %1 GPUs: a PCIe system, or NVLink is down.</source>
        <translation>%1 GPU のいずれにもアクティブな NVLink がありません: PCIe システムか、NVLink がダウンしています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVLink degraded: %1</source>
        <translation>NVLink の劣化: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All %1 GPUs have %2 active NVLinks.</source>
        <translation>%1 GPU すべてに %2 本のアクティブな NVLink があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Links at different speeds on %1.</source>
        <translation>%1 でリンク速度が異なります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The output has no final newline; the last GPU may be cut short.</source>
        <translation>出力が改行で終わっていません: 最後の GPU が途中で切れている可能性があります。</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="+141"/>
        <source>The output is cut short: %1 GPUs attached, %2 listed, the last one incomplete. Checks cover only what is present.</source>
        <translation>出力が途中で切れています: 接続 GPU %1、記載 %2、最後の 1 つは不完全です。チェックは存在する分のみが対象です。</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiTopoParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiTopoParser.cpp" line="+204"/>
        <source>The matrix header was read but no row: the output is cut short.</source>
        <translation>行列のヘッダーは読み込みましたが行がありません: 出力が途中で切れています。</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>All %1 GPU pairs are connected by NVLink (%2).</source>
        <translation>%1 組の GPU ペアすべてが NVLink で接続されています (%2)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No NVLink between any of the %1 GPUs: peer traffic crosses PCIe (%2).</source>
        <translation>%1 GPU 間に NVLink がありません: ピア通信は PCIe を経由します (%2)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 GPU pairs have no NVLink between them (a broken or partial NVLink mesh): %3</source>
        <translation>%2 組中 %1 組の GPU ペアの間に NVLink がありません (NVLink メッシュが壊れているか部分的): %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every GPU has a NIC under the same PCIe switch (PIX/PXB), so GPUDirect RDMA stays off the CPU.</source>
        <translation>すべての GPU と同じ PCIe スイッチ (PIX/PXB) 配下に NIC があるため、GPUDirect RDMA は CPU を経由しません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs whose nearest NIC is not under the same PCIe switch: GPUDirect RDMA traffic crosses the host bridge or the CPU interconnect: %1</source>
        <translation>最寄りの NIC が同じ PCIe スイッチ配下にない GPU: GPUDirect RDMA の通信はホストブリッジまたは CPU 間接続を経由します: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>Rows with fewer cells than the header has columns (cut or collapsed): %1</source>
        <translation>ヘッダーの列数よりセルが少ない行 (切れているか潰れている): %1</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiXmlParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiXmlParser.cpp" line="+31"/>
        <source>A line longer than the line limit: the XML cannot be read past it.</source>
        <translation>行の長さの上限を超えた行: それ以降の XML は読み込めません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>An XML element&apos;s text runs past %1 MiB: this is not nvidia-smi output; reading stopped there.</source>
        <translation>XML 要素のテキストが %1 MiB を超えています: これは nvidia-smi の出力ではありません。そこで読み込みを止めました。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The XML is malformed at line %1: %2; what came before was read.</source>
        <translation>XML の %1 行目が不正です: %2。それより前の部分は読み込みました。</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>The XML is cut short: %1 GPUs attached, %2 read, the last one incomplete. Checks cover only what is present.</source>
        <translation>XML が途中で切れています: 接続 GPU %1、読み込み %2、最後の 1 つは不完全です。チェックは存在する分のみが対象です。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the XML is malformed</source>
        <translation>XML の形式が不正です</translation>
    </message>
</context>
<context>
    <name>OrgType</name>
    <message>
        <location filename="../core/domain/OrgType.cpp" line="+11"/>
        <source>AI lab</source>
        <translation>AI ラボ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enterprise</source>
        <translation>エンタープライズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Startup</source>
        <translation>スタートアップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research</source>
        <translation>研究機関</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other</source>
        <translation>その他</translation>
    </message>
</context>
<context>
    <name>PairSchedule</name>
    <message>
        <location filename="../core/cluster/PairSchedule.cpp" line="+63"/>
        <source>One pair only: %1 GB/s; three or more nodes are needed to name a slow node</source>
        <translation>ペアは 1 組のみ: %1 GB/s。遅いノードを特定するには 3 ノード以上が必要です</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s), median %1 GB/s: no node stands out</source>
        <translation>
            <numerusform>%n ペア、中央値 %1 GB/s: 目立つノードはありません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s), median %1 GB/s; slow: %2</source>
        <translation>
            <numerusform>%n ペア、中央値 %1 GB/s。遅いノード: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PerftestJsonParser</name>
    <message>
        <location filename="../core/import/PerftestJsonParser.cpp" line="+41"/>
        <source>The report has no results: the test did not run to its end.</source>
        <translation>レポートに results がありません。テストは最後まで実行されませんでした。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The report has no t_typical or t_avg.</source>
        <translation>レポートに t_typical も t_avg もありません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The report has no BW_average.</source>
        <translation>レポートに BW_average がありません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The report does not say its bandwidth unit; it was read as Gb/s (--report_gbits).</source>
        <translation>レポートに帯域幅の単位が書かれていないため、Gb/s（--report_gbits）として読みました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The report&apos;s bandwidth is 0: the test moved nothing.</source>
        <translation>レポートの帯域幅が 0 です。テストは何も転送しませんでした。</translation>
    </message>
</context>
<context>
    <name>PerftestTextParser</name>
    <message>
        <location filename="../core/import/PerftestTextParser.cpp" line="+95"/>
        <source>A perftest header with an unknown bandwidth unit was not read: %1</source>
        <translation>帯域幅の単位が不明な perftest の見出し行は読みませんでした: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>A row with a message size of %1 bytes was not read.</source>
        <translation>メッセージサイズが %1 バイトの行は読みませんでした。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A row reports no bandwidth (0) at %1 bytes: the test moved nothing.</source>
        <translation>%1 バイトの行の帯域幅が 0 です。テストは何も転送しませんでした。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>perftest reported an error: %1</source>
        <translation>perftest がエラーを報告しました: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Only the first %1 figures were kept; %2 more were not read.</source>
        <translation>最初の %1 個の数値のみ保持しました。残り %2 個は読み込んでいません。</translation>
    </message>
</context>
<context>
    <name>PgSampleWriter</name>
    <message>
        <location filename="../core/store/PgSampleWriter.cpp" line="+20"/>
        <location line="+46"/>
        <source>The samples could not be stored.</source>
        <translation>サンプルを保存できませんでした。</translation>
    </message>
</context>
<context>
    <name>PlanEstimate</name>
    <message>
        <location filename="../core/engagement/PlanEstimate.cpp" line="+13"/>
        <source>%1 nodes: %2 … %3</source>
        <translation>%1 ノード: %2 … %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>phase %1 not chosen</source>
        <translation>フェーズ %1 は選択されていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>destructive: runs only with recorded consent</source>
        <translation>破壊的: 記録された同意がある場合のみ実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no node to run on</source>
        <translation>実行するノードがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a plain node has no scheduler to audit</source>
        <translation>単体ノードには監査するスケジューラがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needs two nodes</source>
        <translation>2 ノードが必要です</translation>
    </message>
</context>
<context>
    <name>PlanLoader</name>
    <message>
        <location filename="../core/engagement/PlanLoader.cpp" line="+44"/>
        <location line="+251"/>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <location line="-249"/>
        <source>The plan is refused: %1</source>
        <translation>プランは拒否されました: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan %1 is refused: %2</source>
        <translation>プラン %1 は拒否されました: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is missing</source>
        <translation>「%1」がありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; must be text</source>
        <translation>「%1」はテキストでなければなりません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is longer than %2 characters</source>
        <translation>「%1」が %2 文字を超えています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; holds a control character</source>
        <translation>「%1」に制御文字が含まれています</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is empty</source>
        <translation>「%1」が空です</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; must be a whole number from %2 to %3</source>
        <translation>「%1」は %2 から %3 までの整数でなければなりません</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; must be a list of at most 200 texts</source>
        <translation>「%1」は最大 200 個のテキストのリストでなければなりません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; must hold texts of at most 4096 characters</source>
        <translation>「%1」のテキストは最大 4096 文字でなければなりません</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>a step has no field &quot;%1&quot;</source>
        <translation>ステップにはフィールド「%1」はありません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step name &quot;%1&quot; must be lower-case letters, digits, &apos;.&apos; and &apos;-&apos;</source>
        <translation>ステップ名「%1」は小文字、数字、「.」と「-」のみ使用できます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step %1: unknown kind &quot;%2&quot; (probe, recipe, audit or import)</source>
        <translation>ステップ %1: 不明な種類「%2」(probe、recipe、audit、import のいずれか)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step %1: unknown probe &quot;%2&quot; (this Tierbench has %3)</source>
        <translation>ステップ %1: 不明なプローブ「%2」(この Tierbench にあるのは %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step %1: unknown recipe &quot;%2&quot; (this Tierbench has %3)</source>
        <translation>ステップ %1: 不明なレシピ「%2」(この Tierbench にあるのは %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step %1: an audit is &quot;scheduler&quot; or &quot;nodes&quot;, not &quot;%2&quot;</source>
        <translation>ステップ %1: 監査は「scheduler」か「nodes」で、「%2」ではありません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step %1: unknown import format &quot;%2&quot;</source>
        <translation>ステップ %1: 不明なインポート形式「%2」</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step %1: the path must lie inside the engagement&apos;s folder</source>
        <translation>ステップ %1: パスはエンゲージメントのフォルダー内になければなりません</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+6"/>
        <source>step %1: %2</source>
        <translation>ステップ %1: %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>step %1: only a probe or a recipe takes arguments</source>
        <translation>ステップ %1: 引数を取るのはプローブとレシピだけです</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>step %1: unknown scope &quot;%2&quot; (once, each-node, each-pair, cluster or world-doubling)</source>
        <translation>ステップ %1: 不明な範囲「%2」(once、each-node、each-pair、cluster、world-doubling のいずれか)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step %1: the rubric has no item &quot;%2&quot;</source>
        <translation>ステップ %1: ルーブリックに項目「%2」はありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;destructive&quot; must be true or false</source>
        <translation>「destructive」は true か false でなければなりません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step %1: its deadline is shorter than the time it is expected to take</source>
        <translation>ステップ %1: 期限が想定所要時間より短いです</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>A plan file is at most %1 KiB</source>
        <translation>プランファイルは最大 %1 KiB です</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a plan is one JSON object</source>
        <translation>プランは 1 つの JSON オブジェクトです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The plan is not JSON: %1</source>
        <translation>プランは JSON ではありません: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan %1 is not JSON: %2</source>
        <translation>プラン %1 は JSON ではありません: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not a Tierbench plan (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>Tierbench のプランではありません(「format」は「%1」でなければなりません)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>schema %1 is not one this Tierbench reads (it reads %2)</source>
        <translation>スキーマ %1 はこの Tierbench では読めません(読めるのは %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>plan name &quot;%1&quot; must be lower-case letters, digits, &apos;.&apos; and &apos;-&apos;</source>
        <translation>プラン名「%1」は小文字、数字、「.」と「-」のみ使用できます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the database holds no rubric version &quot;%1&quot;</source>
        <translation>データベースにルーブリックのバージョン「%1」はありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;budget_node_hours&quot; must be a number above 0</source>
        <translation>「budget_node_hours」は 0 より大きい数でなければなりません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a plan needs at least one phase with steps</source>
        <translation>プランにはステップを持つフェーズが少なくとも 1 つ必要です</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>phase name &quot;%1&quot; is not a name or is used twice</source>
        <translation>フェーズ名「%1」は名前として不正か、重複しています</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>phase %1 has no steps</source>
        <translation>フェーズ %1 にステップがありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a step is a JSON object</source>
        <translation>ステップは JSON オブジェクトです</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a plan has at most %1 steps</source>
        <translation>プランのステップは最大 %1 個です</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step name &quot;%1&quot; is used twice</source>
        <translation>ステップ名「%1」が重複しています</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A plan file is at most %1 KiB: %2</source>
        <translation>プランファイルは最大 %1 KiB です: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot read the plan %1: %2</source>
        <translation>プラン %1 を読めません: %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No plan named &quot;%1&quot; (Tierbench ships %2; or give a file&apos;s path)</source>
        <translation>「%1」という名前のプランはありません(Tierbench 同梱: %2。またはファイルのパスを指定してください)</translation>
    </message>
</context>
<context>
    <name>Plausibility</name>
    <message>
        <location filename="../core/domain/Plausibility.cpp" line="+99"/>
        <source>more than the fastest GPU fabric carries per GPU (NVLink 6: 1.8 TB/s each way)</source>
        <translation>最速の GPU ファブリックが GPU あたりに運べる量を超えています (NVLink 6: 片方向 1.8 TB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>faster than any GPU memory (the fastest HBM4 parts reach about 22 TB/s)</source>
        <translation>どの GPU メモリよりも高速です (最速の HBM4 でも約 22 TB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more than 128 GPUs&apos; memories together</source>
        <translation>GPU 128 基分のメモリの合計を超えています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>faster than four 1.6 Tb/s network ports</source>
        <translation>1.6 Tb/s のネットワークポート 4 つ分より高速です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>longer than a week</source>
        <translation>1 週間より長い</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more than any GPU computes</source>
        <translation>どの GPU の演算能力も超えています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>larger than 1 PiB</source>
        <translation>1 PiB より大きい</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>larger than 2^53, where a number stops being exact</source>
        <translation>2^53 より大きく、数値が正確でなくなります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a measured figure</source>
        <translation>測定値ではありません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 is not a finite number; a measurement is never NaN or infinite.</source>
        <translation>%1 %2 は有限の数ではありません。測定値が NaN や無限大になることはありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 is negative, which this quantity cannot be.</source>
        <translation>%1 %2 は負の値ですが、この量は負になり得ません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 is above %3 %4: %5.</source>
        <translation>%1 %2 は %3 %4 を超えています: %5。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 is below %3 %4: too small to be a measured figure, it would put every result in the top band.</source>
        <translation>%1 %2 は %3 %4 を下回っています: 測定値としては小さすぎ、すべての結果が最上位の帯に入ってしまいます。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rank %1 is outside 0..%2: no job has that many ranks.</source>
        <translation>ランク %1 は 0..%2 の範囲外です: それほど多くのランクを持つジョブはありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a rank count of %1 is outside 0..%2: no job has that many ranks.</source>
        <translation>ランク数 %1 は 0..%2 の範囲外です: それほど多くのランクを持つジョブはありません。</translation>
    </message>
</context>
<context>
    <name>PriceCsv</name>
    <message>
        <location filename="../core/cost/PriceCsv.cpp" line="+24"/>
        <source>row %1, column %2: %3</source>
        <translation>%1 行目、%2 列目: %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>a quoted field is not closed</source>
        <translation>引用符で囲まれたフィールドが閉じていません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty; the first row must name the columns</source>
        <translation>ファイルが空です。最初の行で列名を指定してください</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown column (known: %1)</source>
        <translation>不明な列 (既知の列: %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>required column missing</source>
        <translation>必須の列がありません</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; は数値ではありません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>more fields than columns</source>
        <translation>フィールドが列より多くあります</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no provider named &quot;%1&quot;</source>
        <translation>&quot;%1&quot; という名前のプロバイダーはありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the price per GPU-hour is required</source>
        <translation>GPU 時間あたりの価格は必須です</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown term &quot;%1&quot; (on_demand, 1_month, 3_months, 6_months, 1_year, 2_years, 3_years)</source>
        <translation>不明な期間 &quot;%1&quot; (on_demand、1_month、3_months、6_months、1_year、2_years、3_years)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>&quot;%1&quot; は日付 (YYYY-MM-DD) ではありません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the same model, term and date appear twice in the file</source>
        <translation>同じモデル、期間、日付がファイル内に 2 回あります</translation>
    </message>
</context>
<context>
    <name>PriceRepository</name>
    <message>
        <location filename="../core/store/PriceRepository.cpp" line="+105"/>
        <source>A price needs the GPU model it is for.</source>
        <translation>価格には対象の GPU モデルが必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The price per GPU-hour must be a number of zero or more.</source>
        <translation>GPU 時間あたりの価格は 0 以上の数値でなければなりません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 USD per GPU-hour is not a GPU price (a node price? divide by its GPUs).</source>
        <translation>GPU 時間あたり %1 USD は GPU の価格ではありません (ノードの価格なら GPU 数で割ってください)。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 must be a number of zero or more.</source>
        <translation>%1 は 0 以上の数値でなければなりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 is beyond any real price (at most %3); check the unit.</source>
        <translation>%1 の値 %2 は現実の価格の範囲を超えています (上限 %3)。単位を確認してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Support is a percentage of the bill, at most 100.</source>
        <translation>サポートは請求額に対する割合で、最大 100 です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a component that can be bundled (%2).</source>
        <translation>&quot;%1&quot; はバンドルできるコンポーネントではありません (%2)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every price needs its source (a quote, a price page, an invoice).</source>
        <translation>すべての価格には出典 (見積もり、価格ページ、請求書) が必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every price needs the date it is valid from.</source>
        <translation>すべての価格には有効開始日が必要です。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not read the prices</source>
        <translation>価格を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not read the price</source>
        <translation>価格を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No price record %1.</source>
        <translation>価格記録 %1 はありません。</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+30"/>
        <source>Could not save the price (one record per model, term and date)</source>
        <translation>価格を保存できませんでした (モデル、期間、日付ごとに 1 件)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not delete the price</source>
        <translation>価格を削除できませんでした</translation>
    </message>
</context>
<context>
    <name>PriceTerm</name>
    <message>
        <location filename="../core/domain/PriceRecord.cpp" line="+11"/>
        <source>on demand</source>
        <translation>オンデマンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 month</source>
        <translation>1 か月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 months</source>
        <translation>3 か月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 months</source>
        <translation>6 か月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 year</source>
        <translation>1 年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 years</source>
        <translation>2 年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 years</source>
        <translation>3 年</translation>
    </message>
</context>
<context>
    <name>PriceUndoCommand</name>
    <message>
        <location filename="../ui/pricing/PriceUndoCommand.cpp" line="+30"/>
        <source>add price %1</source>
        <translation>価格 %1 を追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delete price %1</source>
        <translation>価格 %1 を削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit price %1</source>
        <translation>価格 %1 を編集</translation>
    </message>
</context>
<context>
    <name>PricingScore</name>
    <message numerus="yes">
        <location filename="../core/cost/PricingScore.cpp" line="+28"/>
        <source>%1: $%2 per useful GPU-hour, %3% of the median of %n priced peer(s) ($%4); %5 of 5</source>
        <translation>
            <numerusform>%1: 有効 GPU 時間あたり $%2、価格のある比較対象 %n 社の中央値 ($%4) の %3%。5 段階中 %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PricingWorkflow</name>
    <message>
        <location filename="../core/usecase/PricingWorkflow.cpp" line="+50"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is larger than 8 MB; that is not a price list.</source>
        <translation>%1 は 8 MB を超えています。価格表ではありません。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>belongs to another provider; import it on that provider&apos;s page</source>
        <translation>別のプロバイダーのものです。そのプロバイダーのページでインポートしてください</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a price for this model, term and date is already stored</source>
        <translation>このモデル、期間、日付の価格はすでに保存されています</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>ProbeArguments</name>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+102"/>
        <source>all</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <location filename="../core/run/OwnProbeOptions.cpp" line="+64"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+91"/>
        <source>%1 is not a size: use e.g. 64K, 1M or 1G</source>
        <translation>%1 はサイズではありません: 64K、1M、1G のように指定してください</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 needs %2: the directory of the node to measure</source>
        <translation>%1 には %2 が必要です: 測定するノードのディレクトリ</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 is not HOST:PORT</source>
        <translation>%1 は HOST:PORT の形式ではありません</translation>
    </message>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+7"/>
        <source>%1 is not a range: use MIN:MAX, MIN:MAX:x4 or MIN:MAX:+1M</source>
        <translation>%1 は範囲ではありません: MIN:MAX、MIN:MAX:x4、MIN:MAX:+1M のように指定してください</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a range needs 0 &lt; MIN ≤ MAX</source>
        <translation>%1: 範囲には 0 &lt; MIN ≤ MAX が必要です</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a step: use x2 (or more) or +STEP, e.g. +1M</source>
        <translation>%1 は刻みではありません: x2 (以上) または +STEP (例: +1M) を使ってください</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>empty size between commas</source>
        <translation>カンマの間のサイズが空です</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>1 size: %1</source>
        <translation>サイズ 1 個: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sizes, %2 … %3</source>
        <translation>サイズ %1 個、%2 … %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>huge</source>
        <translation>巨大</translation>
    </message>
    <message>
        <location filename="../core/run/OwnProbeOptions.cpp" line="-76"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+18"/>
        <source>%1: use a whole number from %2 to %3</source>
        <translation>%1: %2 から %3 の整数を使ってください</translation>
    </message>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+9"/>
        <source>%1 is not a backend: gpu or host</source>
        <translation>%1 はバックエンドではありません: gpu または host</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose at least one operation</source>
        <translation>操作を少なくとも 1 つ選んでください</translation>
    </message>
    <message>
        <location filename="../core/run/OwnProbeOptions.cpp" line="+9"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+1"/>
        <source>unknown operation %1 (known: %2)</source>
        <translation>不明な操作 %1 (既知の操作: %2)</translation>
    </message>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+6"/>
        <source>the data check is on or off</source>
        <translation>データチェックはオンかオフです</translation>
    </message>
    <message>
        <location filename="../core/run/OwnProbeOptions.cpp" line="+120"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+40"/>
        <source>%1 is not an option of %2 (its options: %3)</source>
        <translation>%1 は %2 のオプションではありません (オプション: %3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+2"/>
        <source>%1: a value without its option (%2 takes: %3)</source>
        <translation>%1: オプションのない値 (%2 が受け取るもの: %3)</translation>
    </message>
</context>
<context>
    <name>ProbeBundle</name>
    <message>
        <location filename="../core/run/ProbeBundle.cpp" line="+48"/>
        <source>Probe folder %1 not found</source>
        <translation>プローブフォルダー %1 が見つかりません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Probe folder %1 holds no files</source>
        <translation>プローブフォルダー %1 にファイルがありません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot read %1</source>
        <translation>%1 を読み込めません</translation>
    </message>
</context>
<context>
    <name>ProbeLineReader</name>
    <message>
        <location filename="../core/import/ProbeLineReader.cpp" line="+106"/>
        <source>line longer than the limit, cut</source>
        <translation>上限を超える長さの行を切り詰めました</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not a JSON object: %1</source>
        <translation>JSON オブジェクトではありません: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no &quot;tb&quot; protocol version</source>
        <translation>&quot;tb&quot; プロトコルのバージョンがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>protocol version %1 is not supported</source>
        <translation>プロトコルバージョン %1 はサポートされていません</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 without an id</source>
        <translation>ID のない %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>sample without a metric or a value</source>
        <translation>メトリックまたは値のないサンプル</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>unknown type &quot;%1&quot;</source>
        <translation>不明な種類 &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>ProbeLogParser</name>
    <message>
        <location filename="../core/import/ProbeLogParser.cpp" line="+23"/>
        <source>No &quot;end&quot; line: the probe output is cut short.</source>
        <translation>&quot;end&quot; 行がありません: プローブの出力が途中で切れています。</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 lines were not protocol lines.</source>
        <translation>%1 行はプロトコルの行ではありませんでした。</translation>
    </message>
</context>
<context>
    <name>ProbeRunner</name>
    <message>
        <location filename="../core/run/ProbeRunner.cpp" line="+30"/>
        <source>unsupported on this node: a tool or folder it needs is missing</source>
        <translation>このノードでは未対応: 必要なツールまたはフォルダーがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its command exited with code %1</source>
        <translation>コマンドが終了コード %1 で終了しました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a check failed</source>
        <translation>チェックが失敗しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unsupported on this node</source>
        <translation>このノードではサポートされていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runtime error</source>
        <translation>実行時エラー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data verification failed</source>
        <translation>データ検証に失敗しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>usage error</source>
        <translation>使用法のエラー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exit code %1</source>
        <translation>終了コード %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>run %1 (%2)</source>
        <translation>実行 %1（%2）</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Run cancelled</source>
        <translation>実行を取り消しました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 は %2 秒以内に終わりませんでした</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 failed: %2</source>
        <translation>%1 が失敗しました: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>killed by SIG%1</source>
        <translation>SIG%1 により強制終了</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run was stopped: its remote process group (%1) could not be recorded, so it could not have been ended had this program stopped</source>
        <translation>実行を停止しました: リモートのプロセスグループ (%1) を記録できず、このプログラムが停止した場合に終了させられなかったためです</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <location line="+13"/>
        <location line="+49"/>
        <source>%n sample(s) received from the node could not be stored</source>
        <translation>
            <numerusform>ノードから受け取った %n 個のサンプルを保存できませんでした</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-61"/>
        <source> (and %n finding(s))</source>
        <translation>
            <numerusform> (および %n 件の所見)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>; also %n sample(s) could not be stored</source>
        <translation>
            <numerusform>。さらに %n 個のサンプルを保存できませんでした</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/run/RunRecorder.cpp" line="+109"/>
        <source>%n impossible figure(s) were not stored as samples: %1</source>
        <translation>
            <numerusform>あり得ない数値 %n 個をサンプルとして保存しませんでした: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the address belongs to %1</source>
        <translation>このアドレスは %1 のものです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the address is not registered to %1: the provider may resell another company&apos;s capacity (aggregator)</source>
        <translation>このアドレスは %1 に登録されていません: プロバイダーは他社の容量を再販している可能性があります (アグリゲーター)</translation>
    </message>
</context>
<context>
    <name>Provider</name>
    <message>
        <location filename="../core/domain/Provider.cpp" line="+12"/>
        <source>Neocloud</source>
        <translation>ネオクラウド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyperscaler</source>
        <translation>ハイパースケーラー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marketplace / aggregator</source>
        <translation>マーケットプレイス / アグリゲーター</translation>
    </message>
</context>
<context>
    <name>ProviderCosts</name>
    <message>
        <location filename="../core/cost/ProviderCosts.cpp" line="+17"/>
        <source>hyperscaler defaults (a hyperscaler)</source>
        <translation>ハイパースケーラーの既定値 (ハイパースケーラー)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold-tier defaults (reference tier %1)</source>
        <translation>ゴールドティアの既定値 (参照ティア %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silver-tier defaults (reference tier Silver)</source>
        <translation>シルバーティアの既定値 (参照ティア シルバー)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silver-tier defaults (reference tier %1; none published for it)</source>
        <translation>シルバーティアの既定値 (参照ティア %1。公表値なし)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver-tier defaults (no reference tier)</source>
        <translation>シルバーティアの既定値 (参照ティアなし)</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>%1 has no price in force: record one on its Pricing tab.</source>
        <translation>%1 には有効な価格がありません: 料金タブで記録してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no price for %2 in force: record one on its Pricing tab.</source>
        <translation>%1 には %2 の有効な価格がありません: 料金タブで記録してください。</translation>
    </message>
</context>
<context>
    <name>ProviderRepository</name>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="+66"/>
        <source>Could not read the providers</source>
        <translation>プロバイダーを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+13"/>
        <source>Could not read the provider</source>
        <translation>プロバイダーを読み込めませんでした</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>There is no provider with this id.</source>
        <translation>この ID のプロバイダーはありません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no provider named &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; という名前のプロバイダーはありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A provider needs a name.</source>
        <translation>プロバイダーには名前が必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider name</source>
        <translation>プロバイダー名</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a ClusterMAX 1.0 tier (platinum, gold, silver, bronze, underperform).</source>
        <translation>&quot;%1&quot; は ClusterMAX 1.0 のティア (platinum、gold、silver、bronze、underperform) ではありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not check the provider name</source>
        <translation>プロバイダー名を確認できませんでした</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A provider named &quot;%1&quot; already exists.</source>
        <translation>&quot;%1&quot; という名前のプロバイダーはすでに存在します。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not add the provider</source>
        <translation>プロバイダーを追加できませんでした</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not save the provider</source>
        <translation>プロバイダーを保存できませんでした</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not delete the provider</source>
        <translation>プロバイダーを削除できませんでした</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+4"/>
        <source>Could not count what belongs to the provider</source>
        <translation>プロバイダーに属するものを数えられませんでした</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../ui/common/FileDialog.cpp" line="+97"/>
        <source>Folder</source>
        <translation>フォルダー</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/runs/RunHistoryModel.cpp" line="+11"/>
        <source>&lt; 1 s</source>
        <translation>&lt; 1 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <translation>%1 時間 %2 分</translation>
    </message>
</context>
<context>
    <name>RatingEngine</name>
    <message>
        <location filename="../core/rating/RatingEngine.cpp" line="+108"/>
        <source>unpriced: there is no cost scenario &quot;%1&quot;</source>
        <translation>価格なし: コストのシナリオ &quot;%1&quot; はありません</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>No provider %1.</source>
        <translation>プロバイダー %1 はありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The provider has no evaluation yet, so nothing can be suggested.</source>
        <translation>プロバイダーにはまだ評価がないため、何も提案できません。</translation>
    </message>
</context>
<context>
    <name>RatingRepository</name>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="+63"/>
        <location line="+23"/>
        <source>Could not read the evaluations</source>
        <translation>評価を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The provider has no evaluation yet.</source>
        <translation>プロバイダーにはまだ評価がありません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not read the criteria</source>
        <translation>評価基準を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read the verdicts</source>
        <translation>判定を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The verdict of item %1 is stored as “%2”, which is not a verdict</source>
        <translation>項目 %1 の判定は &quot;%2&quot; として保存されていますが、これは判定ではありません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Interview %1: %2</source>
        <translation>インタビュー %1: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not read the scores</source>
        <translation>スコアを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Could not save the suggested scores</source>
        <translation>提案スコアを保存できませんでした</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A score lies between 0 and 5.</source>
        <translation>スコアは 0 から 5 の間です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The score differs from the suggested %1 by more than %2: write a rationale.</source>
        <translation>スコアが提案値 %1 と %2 を超えて異なります: 根拠を書いてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no suggested score to agree with: write a rationale.</source>
        <translation>同意できる提案スコアがありません: 根拠を書いてください。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Could not save the score</source>
        <translation>スコアを保存できませんでした</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 differs from the suggested %2: a justification is required.</source>
        <translation>%1 は提案された %2 と異なります: 理由の記載が必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no suggested tier: a justification is required.</source>
        <translation>提案ティアがありません: 理由の記載が必要です。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Could not read the rating rounds</source>
        <translation>格付けラウンドを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not save the tier</source>
        <translation>ティアを保存できませんでした</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not read the rating history</source>
        <translation>格付けの履歴を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not read the ratings</source>
        <translation>格付けを読み込めませんでした</translation>
    </message>
</context>
<context>
    <name>RatingWorkflow</name>
    <message>
        <location filename="../core/usecase/RatingWorkflow.cpp" line="+71"/>
        <location line="+55"/>
        <source>The evaluation belongs to another provider.</source>
        <translation>この評価は別のプロバイダーのものです。</translation>
    </message>
</context>
<context>
    <name>Recipe</name>
    <message>
        <location filename="../core/run/Recipe.cpp" line="+86"/>
        <source>%1 (Python module)</source>
        <translation>%1（Python モジュール）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the node has no folder %1 (the storage tier this step runs on)</source>
        <translation>ノードにフォルダー %1 がありません（このステップを実行するストレージ階層）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>this recipe has no commands</source>
        <translation>このレシピにはコマンドがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none of the tools it needs is on the node: %1</source>
        <translation>必要なツールがノードに一つもありません: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>a recipe takes one argument, --dir DIR: the storage tier it runs on</source>
        <translation>レシピが受け取る引数は --dir DIR（実行するストレージ階層）の一つだけです</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--dir wants a folder of the node: absolute or under ~/, without .., at most 255 characters</source>
        <translation>--dir にはノードのフォルダーを指定してください: 絶対パスまたは ~/ 以下、.. を含まず、255 文字以内</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot read the recipe file %1</source>
        <translation>レシピファイル %1 を読み込めません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The recipe file %1 is not valid JSON</source>
        <translation>レシピファイル %1 は有効な JSON ではありません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A recipe in %1 has no usable name</source>
        <translation>%1 内のレシピに使える名前がありません</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Recipe %1 in %2 requires a Python module that is not a module name</source>
        <translation>%2 のレシピ %1 が要求する Python モジュールの名前が不正です</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recipe %1 in %2 imports its log as &quot;%3&quot;, which is not an import format</source>
        <translation>%2 のレシピ %1 はログを「%3」としてインポートしますが、これはインポート形式ではありません</translation>
    </message>
    <message>
        <location filename="../build/translations/recipe/RecipeMessages.cpp" line="+6"/>
        <source>Install PyTorch into a fresh virtual environment</source>
        <extracomment>Title of the hands-on timing recipe pytorch_install</extracomment>
        <translation>新しい仮想環境に PyTorch をインストール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pull a large NGC container (22.1 GB in the rating)</source>
        <extracomment>Title of the hands-on timing recipe container_pull</extracomment>
        <translation>大きな NGC コンテナーを取得 (格付けでは 22.1 GB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cold `import torch`</source>
        <extracomment>Title of the hands-on timing recipe import_torch</extracomment>
        <translation>コールド状態での `import torch`</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download and load a 15-billion-parameter model</source>
        <extracomment>Title of the hands-on timing recipe model_load</extracomment>
        <translation>150 億パラメーターのモデルをダウンロードして読み込む</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whois of the node&apos;s public IP (who owns the capacity)</source>
        <extracomment>Title of the hands-on timing recipe whois</extracomment>
        <translation>ノードのパブリック IP の Whois (キャパシティの所有者)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install PyTorch with uv into a fresh environment and cache</source>
        <extracomment>Title of the hands-on timing recipe uv_install_torch</extracomment>
        <translation>uv で新しい環境とキャッシュに PyTorch をインストール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install vLLM with pip into a fresh virtual environment and cache</source>
        <extracomment>Title of the hands-on timing recipe pip_install_vllm</extracomment>
        <translation>pip で新しい仮想環境とキャッシュに vLLM をインストール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install vLLM with uv into a fresh environment and cache</source>
        <extracomment>Title of the hands-on timing recipe uv_install_vllm</extracomment>
        <translation>uv で新しい環境とキャッシュに vLLM をインストール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>`vllm serve` of a small model until /v1/models answers</source>
        <extracomment>Title of the hands-on timing recipe vllm_serve</extracomment>
        <translation>小さなモデルの `vllm serve` が /v1/models に応答するまで</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pull a PyTorch image from Docker Hub (about 3 GB)</source>
        <extracomment>Title of the hands-on timing recipe container_pull_dockerhub</extracomment>
        <translation>Docker Hub から PyTorch イメージを取得（約 3 GB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pull an inference image from ghcr.io (about 5 GB)</source>
        <extracomment>Title of the hands-on timing recipe container_pull_ghcr</extracomment>
        <translation>ghcr.io から推論イメージを取得（約 5 GB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download a 7-billion-parameter model from Hugging Face (15 GB)</source>
        <extracomment>Title of the hands-on timing recipe model_pull_hf</extracomment>
        <translation>Hugging Face から 70 億パラメーターのモデルをダウンロード（15 GB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download a 7-billion-parameter model from ModelScope (15 GB)</source>
        <extracomment>Title of the hands-on timing recipe model_pull_modelscope</extracomment>
        <translation>ModelScope から 70 億パラメーターのモデルをダウンロード（15 GB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cold `import torch` from an environment on the step&apos;s storage tier</source>
        <extracomment>Title of the hands-on timing recipe import_torch_venv</extracomment>
        <translation>ステップのストレージ階層上の環境からのコールド `import torch`</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who owns the node&apos;s public IP: organisation, ASN and location</source>
        <extracomment>Title of the hands-on timing recipe public_ip_owner</extracomment>
        <translation>ノードのパブリック IP の所有者: 組織、ASN、所在地</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>torchtitan&apos;s own Llama 3.1 8B run (FSDP, bf16) on every GPU of the node, 50 steps, its log imported</source>
        <extracomment>Title of the hands-on timing recipe torchtitan_llama3_8b</extracomment>
        <translation>torchtitan 自身の Llama 3.1 8B 実行（FSDP、bf16）をノードの全 GPU で 50 ステップ、ログをインポート</translation>
    </message>
</context>
<context>
    <name>RecipePreview</name>
    <message>
        <location filename="../ui/runs/RecipePreview.cpp" line="+51"/>
        <source>Drops the node&apos;s page cache before timing (sync; echo 3 &gt; /proc/sys/vm/drop_caches, as root): every program on the node loses its cached files and reads them from disk again.</source>
        <translation>計測前にノードのページキャッシュを破棄します (sync; echo 3 &gt; /proc/sys/vm/drop_caches、root 権限): ノード上のすべてのプログラムがキャッシュされたファイルを失い、ディスクから読み直します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asks an outside service (ifconfig.me) for the node&apos;s public address and looks it up with whois.</source>
        <translation>外部サービス (ifconfig.me) にノードのパブリックアドレスを問い合わせ、whois で調べます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asks an outside service (ipinfo.io) who owns the node&apos;s public address: organisation, ASN and location.</source>
        <translation>外部サービス（ipinfo.io）にノードのパブリックアドレスの所有者（組織、ASN、所在地）を問い合わせます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starts a vLLM server on the node&apos;s loopback address for the test and stops it afterwards.</source>
        <translation>テストのためにノードのループバックアドレスで vLLM サーバーを起動し、終了後に停止します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trains on every GPU of the node with torchtitan&apos;s own config, which reads its tokenizer and data set where it says (C4 comes from Hugging Face unless it was staged on the node).</source>
        <translation>torchtitan 自身の設定でノードの全 GPU を使って学習します。トークナイザーとデータセットは設定が示す場所から読み込みます（ノードに配置済みでなければ C4 は Hugging Face から取得されます）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its output is also read as the tool&apos;s log (import format %1): the steps it logged become runs of their own, beside the timing.</source>
        <translation>出力はツールのログ（インポート形式 %1）としても読み込まれます: 記録されたステップは計時とは別の独自の実行になります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Downloads from the internet onto the node (removed again afterwards where it lands in the scratch folder).</source>
        <translation>インターネットからノードにダウンロードします (スクラッチフォルダーに置かれた場合は後で削除します)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set-up (not timed):</source>
        <translation>セットアップ (計測なし):</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Timed, where %1 and the Python module %2 exist:</source>
        <translation>計測 (%1 と Python モジュール %2 がある場合):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>else, where %1 and the Python module %2 exist:</source>
        <translation>それ以外で %1 と Python モジュール %2 がある場合:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Timed:</source>
        <translation>計測:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timed, where %1 exists:</source>
        <translation>計測 (%1 がある場合):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>else, where %1 exists:</source>
        <translation>それ以外 (%1 がある場合):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clean-up (not timed):</source>
        <translation>クリーンアップ (計測なし):</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>evidence for %1</source>
        <translation>%1 のエビデンス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped after %1</source>
        <translation>%1 の後で停止</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>tiers: %1</source>
        <translation>ティア: %1</translation>
    </message>
</context>
<context>
    <name>ReconciliationMethod</name>
    <message>
        <location filename="../core/trust/ReconciliationMethod.cpp" line="+7"/>
        <source>discussion</source>
        <comment>reconciliation method: the reviewers talked it through</comment>
        <translation>協議</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median</source>
        <comment>reconciliation method: the median of the reviewers&apos; scores</comment>
        <translation>中央値</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean</source>
        <comment>reconciliation method: the mean of the reviewers&apos; scores</comment>
        <translation>平均値</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lead reviewer&apos;s call</source>
        <comment>reconciliation method: the lead reviewer decided</comment>
        <translation>主担当レビュアーの判断</translation>
    </message>
</context>
<context>
    <name>RemotePath</name>
    <message>
        <location filename="../core/session/RemotePath.cpp" line="+8"/>
        <source>The remote folder &quot;%1&quot; cannot be used: %2</source>
        <translation>リモートフォルダー &quot;%1&quot; は使えません: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is empty</source>
        <translation>空です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it must be an absolute path or start with ~/</source>
        <translation>絶対パスか ~/ で始まるパスでなければなりません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it holds a control character or a line break</source>
        <translation>制御文字か改行が含まれています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the character %1 is not allowed in a remote folder (the build tools on the node cannot take it in a path)</source>
        <translation>文字 %1 はリモートフォルダーに使えません (ノード上のビルドツールがパスで扱えません)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it must not contain &quot;..&quot;</source>
        <translation>&quot;..&quot; を含めてはいけません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is longer than 1024 characters</source>
        <translation>1024 文字を超えています</translation>
    </message>
</context>
<context>
    <name>RemotePaths</name>
    <message>
        <location filename="../core/run/RemotePaths.cpp" line="+17"/>
        <source>The login node did not say where the home is</source>
        <translation>ログインノードがホームの場所を返しませんでした</translation>
    </message>
</context>
<context>
    <name>Renderable</name>
    <message>
        <location filename="../ui/charts/Renderable.cpp" line="+37"/>
        <source>Cannot write the SVG file</source>
        <translation>SVG ファイルを書き込めません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Charts export as .png or .svg</source>
        <translation>グラフは .png または .svg でエクスポートします</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot write the PNG file</source>
        <translation>PNG ファイルを書き込めません</translation>
    </message>
</context>
<context>
    <name>ReportChart</name>
    <message>
        <location filename="../ui/report/ReportChart.cpp" line="+158"/>
        <source>Score (0-5): bar = final, diamond = suggested</source>
        <translation>スコア (0-5): 棒 = 確定、ひし形 = 提案</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>%1% of expected</source>
        <translation>期待値の %1%</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Message size (bytes, log scale)</source>
        <translation>メッセージサイズ (バイト、対数目盛)</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>measured (median per size), run #%1</source>
        <translation>測定値 (サイズごとの中央値)、実行 #%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected %1 %2 from %3 (%4)</source>
        <translation>期待値 %1 %2 (%3 による、%4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>host backend: no GPU was measured, so no GPU baseline applies</source>
        <translation>ホストバックエンド: GPU を測定していないため、GPU のベースラインは適用されません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no baseline for %1: no expected line</source>
        <translation>%1 のベースラインなし: 期待値の線なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown hardware</source>
        <translation>不明なハードウェア</translation>
    </message>
    <message numerus="yes">
        <location line="+301"/>
        <source>… %n more line(s)</source>
        <translation>
            <numerusform>… ほか %n 本の線</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewChartPlan</name>
    <message>
        <location filename="../ui/report/ReviewChartPlan.cpp" line="+33"/>
        <source>%1 (in-place)</source>
        <translation>%1 (インプレース)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU %1: %2</source>
        <translation>GPU %1: %2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 — run #%2, host backend (no GPU measured)</source>
        <translation>%1 — 実行 #%2、ホストバックエンド (GPU 測定なし)</translation>
    </message>
</context>
<context>
    <name>ReviewContent</name>
    <message>
        <location filename="../core/report/ReviewContent.cpp" line="+21"/>
        <source>[another provider]</source>
        <translation>[別のプロバイダー]</translation>
    </message>
</context>
<context>
    <name>ReviewContentLoader</name>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="+96"/>
        <source>Could not look up the evaluation</source>
        <translation>評価を検索できませんでした</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The evaluation does not exist.</source>
        <translation>評価が存在しません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not read the providers</source>
        <translation>プロバイダーを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not read the review data</source>
        <translation>レビューのデータを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The provider does not exist.</source>
        <translation>プロバイダーが存在しません。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 has no evaluation to report on.</source>
        <translation>%1 にはレポートの対象となる評価がありません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The evaluation&apos;s state is stored as “%1”, which is not an evaluation state.</source>
        <translation>評価の状態は &quot;%1&quot; として保存されていますが、そのような状態はありません。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Item %1 has an unknown verdict &quot;%2&quot;.</source>
        <translation>項目 %1 の判定 &quot;%2&quot; は不明です。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Item %1 has an unknown suggested verdict &quot;%2&quot;.</source>
        <translation>項目 %1 の提案された判定 &quot;%2&quot; は不明です。</translation>
    </message>
    <message>
        <location line="+331"/>
        <location line="+5"/>
        <source>[name withheld]</source>
        <translation>[名前非公開]</translation>
    </message>
</context>
<context>
    <name>ReviewCostSection</name>
    <message>
        <location filename="../ui/report/ReviewCostSection.cpp" line="+31"/>
        <source>Price in force: %1 at %2 per GPU-hour, %3 (source: %4, valid from %5). Defaults: %6.</source>
        <translation>適用中の価格: %1、GPU 時間あたり %2、%3 (出典: %4、%5 から有効)。既定値: %6。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No price record is in force for this provider, so no cost can be computed. Defaults that would apply: %1.</source>
        <translation>このプロバイダーには適用中の価格記録がないため、コストを計算できません。適用される既定値: %1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pricing criterion, suggested from this calculator: %1 (blended with the checklist as measured evidence).</source>
        <translation>料金の評価基準、この計算機による提案: %1 (測定されたエビデンスとしてチェックリストと組み合わせています)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pricing criterion: %1.</source>
        <translation>料金の評価基準: %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Result per scenario</source>
        <translation>シナリオごとの結果</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no result</source>
        <translation>結果なし</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recovery</source>
        <translation>復旧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput loss</source>
        <translation>グッドプットの損失</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TCO per month</source>
        <translation>月あたりの TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO over the term</source>
        <translation>期間全体の TCO</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Effective $/useful GPU-h</source>
        <translation>有効 GPU 時間あたりの実効 $</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No result: %1</source>
        <translation>結果なし: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Component (USD per month)</source>
        <translation>コンポーネント (月あたり USD)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Total (TCO)</source>
        <translation>合計 (TCO)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Inputs under %1</source>
        <translation>シナリオ %1 の入力</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n input(s) measured by Tierbench (shaded), the others from the scenario, the price record or the published defaults (docs/cost-model.md).</source>
        <translation>
            <numerusform>Tierbench が測定した入力は %n 件 (網掛け)。その他はシナリオ、価格記録、または公開された既定値 (docs/cost-model.md) によります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+127"/>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>取得元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evidence</source>
        <translation>エビデンス</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What was measured</source>
        <translation>測定した内容</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluation</source>
        <translation>評価</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+13"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Observation window</source>
        <translation>観測期間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2 (%3 h)</source>
        <translation>%1 〜 %2 (%3 時間)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs observed</source>
        <translation>観測した GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard failures (Xid/SXid)</source>
        <translation>ハード障害 (Xid/SXid)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Runs read for failures</source>
        <translation>障害を読み取った実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs timing start-up</source>
        <translation>起動時間を計測した実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware handover</source>
        <translation>ハードウェアの引き渡し</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>not recorded</source>
        <translation>未記録</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>requested %1, received %2</source>
        <translation>要求 %1、受領 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time to a working cluster</source>
        <translation>クラスターが動作するまでの時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h to the first successful run (#%2)</source>
        <translation>最初に成功した実行 (#%2) まで %1 時間</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slurm prolog</source>
        <translation>Slurm prolog</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>%1 s (run #%2)</source>
        <translation>%1 秒 (実行 #%2)</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+5"/>
        <source>not measured</source>
        <translation>未測定</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Health-check interval</source>
        <translation>ヘルスチェックの間隔</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sensitivity under %1</source>
        <translation>シナリオ %1 での感度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result to analyse.</source>
        <translation>分析する結果がありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The effective price of a useful GPU-hour (%1) with each input alone lowered and raised by 20%, largest swing first.</source>
        <translation>各入力を 1 つずつ 20% 下げた場合と上げた場合の、有効 GPU 時間の実効価格 (%1)。振れ幅の大きい順。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>input −20%</source>
        <translation>入力 −20%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input +20%</source>
        <translation>入力 +20%</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Lowered 20%</source>
        <translation>20% 下げた場合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raised 20%</source>
        <translation>20% 上げた場合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Swing</source>
        <translation>振れ幅</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cost of useful GPU-hours</source>
        <translation>有効 GPU 時間のコスト</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cost was not computed for this review.</source>
        <translation>このレビューではコストを計算していません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What a useful GPU-hour costs at this provider: the eight monthly components of the total cost of ownership, the GPU-hours lost to failures and recovery (goodput), and everything paid spread over the hours that did useful work. Formulas, defaults and their sources: docs/cost-model.md.</source>
        <translation>このプロバイダーでの有効 GPU 時間のコスト: 総保有コストの 8 つの月額コンポーネント、障害と復旧で失われた GPU 時間 (グッドプット)、そして支払った全額を有効な処理を行った時間に割り振ったものです。計算式、既定値とその出典: docs/cost-model.md。</translation>
    </message>
</context>
<context>
    <name>ReviewDeliveryDisputes</name>
    <message>
        <location filename="../ui/report/ReviewDeliveryDisputes.cpp" line="+11"/>
        <source>Accepted</source>
        <translation>受理</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rejected</source>
        <translation>却下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>未決</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Delivery: handover and planned features</source>
        <translation>引き渡し: ハードウェアの引き渡しと予定されている機能</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No handover dates and no planned features were recorded.</source>
        <translation>引き渡し日も予定されている機能も記録されていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the rating explains it: when the test cluster was asked for and handed over, and what the provider only plans. These lines explain the rating; the scores follow the verdicts.</source>
        <translation>格付けでの説明のとおり、テストクラスターをいつ要求し、いつ引き渡されたか、そしてプロバイダーが予定しているだけのものは何かを示します。これらの行は格付けの説明であり、スコアは判定に従います。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>late</source>
        <translation>遅延</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>date passed</source>
        <translation>日付を過ぎています</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Disputes</source>
        <translation>異議</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The provider has disputed nothing in this evaluation. It received its fact-check bundle (its review, every piece of evidence with its raw data and hashes) and can answer with a dispute file (docs/disputes.md).</source>
        <translation>このプロバイダーはこの評価に対して異議を申し立てていません。プロバイダーはファクトチェック バンドル (レビュー、生データとハッシュ付きのすべてのエビデンス) を受け取っており、異議ファイル (docs/disputes.md) で回答できます。</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n dispute(s) from the provider</source>
        <translation>
            <numerusform>プロバイダーからの異議 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>: %1 accepted, %2 rejected, %3 open. An accepted dispute that asked for another verdict changed it on the checklist (audited).</source>
        <translation>: 受理 %1 件、却下 %2 件、未決 %3 件。別の判定を求めた異議が受理された場合は、チェックリストの判定を変更しています (監査対象)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Evidence: %1</source>
        <translation>エビデンス: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attached: %1 (SHA-256 %2)</source>
        <translation>添付: %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not decided yet</source>
        <translation>未決定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Claim</source>
        <translation>主張</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Asked</source>
        <translation>要求</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reasoning</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>ReviewEngagementSection</name>
    <message>
        <location filename="../ui/report/ReviewEngagementSection.cpp" line="+30"/>
        <source>Waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left out</source>
        <translation>除外</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>still running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Engagement</source>
        <translation>エンゲージメント</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No engagement was run for this evaluation: every measurement in this review was started by hand.</source>
        <translation>この評価ではエンゲージメントは実行されていません。このレビューの測定はすべて手動で開始されました。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plan %1, version %2, started %3 by %4; the engagement is %5.</source>
        <translation>プラン %1、バージョン %2、%3 に %4 が開始。エンゲージメントは %5 です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the newest of the evaluation&apos;s %1 engagements.</source>
        <translation>これはこの評価の %1 件のエンゲージメントのうち最新のものです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Node-hours used: %1 of a budget of %2.</source>
        <translation>使用したノード時間: %1 (予算 %2)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node-hours used: %1.</source>
        <translation>使用したノード時間: %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No consent to destructive steps was recorded: such steps of the plan were left out.</source>
        <translation>破壊的ステップへの同意は記録されていません。プランのそのようなステップは除外されました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destructive steps (%1) ran with the consent of %2, recorded %3.</source>
        <translation>破壊的ステップ (%1) は %2 の同意 (%3 に記録) のもとで実行されました。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>exit code %1</source>
        <translation>終了コード %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attempt %1</source>
        <translation>試行 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Steps: %1.</source>
        <translation>ステップ: %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase</source>
        <translation>フェーズ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Node-hours</source>
        <translation>ノード時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first %1 of %2 step instances are listed; the counts above cover all of them.</source>
        <translation>%2 件のステップインスタンスのうち最初の %1 件を一覧にしています。上の件数はすべてを含みます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Left for the analyst</source>
        <translation>アナリストに残る項目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The engagement&apos;s stored plan no longer reads in this database, so no item is counted as decided by it.</source>
        <translation>エンゲージメントの保存されたプランはこのデータベースでは読めなくなっているため、どの項目もそれによって決定されたとはみなされません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Every item the plan does not decide already has a verdict.</source>
        <translation>プランが決定しない項目にはすべて既に判定があります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No step of the plan decides these items and they have no verdict yet: attestations, pricing, partnerships and what customers say are the analyst&apos;s to establish.</source>
        <translation>プランのどのステップもこれらの項目を決定せず、まだ判定もありません。認証、価格、パートナーシップ、顧客の声はアナリストが確認します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Criterion</source>
        <translation>基準</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items</source>
        <translation>項目数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Still open</source>
        <translation>未決</translation>
    </message>
</context>
<context>
    <name>ReviewPdfWriter</name>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="+50"/>
        <source>Tierbench · GPU cloud provider review</source>
        <translation>Tierbench · GPU クラウドプロバイダーレビュー</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Assigned tier</source>
        <translation>決定ティア</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not assigned</source>
        <translation>未決定</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No tier suggested: %1 of %2 criteria scored, a tier needs %3.</source>
        <translation>ティアの提案なし: %2 基準中 %1 基準にスコアあり。ティアには %3 基準が必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Suggested by the tier rules: %1</source>
        <translation>ティアのルールによる提案: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review date</source>
        <translation>レビュー日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviewer</source>
        <translation>レビュアー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not recorded</source>
        <translation>未記録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rubric version</source>
        <translation>ルーブリックのバージョン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluation</source>
        <translation>評価</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Confidential. This review concerns %1 only and holds no data about any other provider. Interviewees are identified by role and type of organisation only.</source>
        <translation>機密。このレビューは %1 のみを対象とし、他のプロバイダーのデータは含みません。インタビュー対象者は役職と組織の種類でのみ示しています。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+95"/>
        <source>%1 — provider review</source>
        <translation>%1 — プロバイダーレビュー</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Rubric %1</source>
        <translation>ルーブリック %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Confidential</source>
        <translation>機密</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+51"/>
        <source>Could not write the review to %1.</source>
        <translation>レビューを %1 に書き込めませんでした。</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Could not start the PDF at %1.</source>
        <translation>%1 で PDF を開始できませんでした。</translation>
    </message>
</context>
<context>
    <name>ReviewScoringLoader</name>
    <message>
        <location filename="../core/report/ReviewScoringLoader.cpp" line="+40"/>
        <source>%1 of %2 items decided, %3 needed</source>
        <translation>%2 項目中 %1 項目判定済み、%3 項目必要</translation>
    </message>
</context>
<context>
    <name>ReviewSections</name>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="+47"/>
        <source>no SOC 2 / ISO 27001 attestation</source>
        <translation>SOC 2 / ISO 27001 認証なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PCIe ACS left enabled</source>
        <translation>PCIe ACS が有効のまま</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUDirect RDMA not enabled</source>
        <translation>GPUDirect RDMA が無効</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU hours charged during cluster creation or downtime</source>
        <translation>クラスター作成中やダウンタイム中に GPU 時間を課金</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only older GPUs offered</source>
        <translation>旧世代の GPU のみ提供</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not yet assigned</source>
        <translation>未決定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was reviewed against the criteria of rubric %2 by %3. Assigned tier: %4.</source>
        <translation>%1 はルーブリック %2 の評価基準に照らして %3 がレビューしました。決定ティア: %4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the analyst</source>
        <translation>アナリスト</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Assigned tier</source>
        <translation>決定ティア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested tier</source>
        <translation>提案ティア</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <location line="+402"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-424"/>
        <source>Scored criteria</source>
        <translation>スコア付きの評価基準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 (a tier needs %3)</source>
        <translation>%2 中 %1 (ティアには %3 が必要)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not rated now (a newer evaluation exists)</source>
        <translation>現在は格付け対象外 (新しい評価があります)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weighted score</source>
        <translation>加重スコア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of 5</source>
        <translation>5 段階中 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not scored</source>
        <translation>スコアなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>Checklist</source>
        <translation>チェックリスト</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>%1 items: %2 pass, %3 partial, %4 fail, %5 n/a, %6 unknown</source>
        <translation>%1 項目: 合格 %2、一部合格 %3、不合格 %4、対象外 %5、不明 %6</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Planned features</source>
        <translation>予定されている機能</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (listed with promised dates, not credited as available)</source>
        <translation>%1 (約束された日付付きで記載。提供済みとしては評価しません)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 past the promised date</source>
        <translation>約束の日付を %1 過ぎています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gates triggered</source>
        <translation>該当したゲート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurements</source>
        <translation>測定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 run</source>
        <translation>実行 1 件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 runs</source>
        <translation>実行 %1 件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 sample</source>
        <translation>サンプル 1 個</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 samples</source>
        <translation>サンプル %1 個</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 recipe timing</source>
        <translation>レシピタイミング 1 件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 recipe timings</source>
        <translation>レシピタイミング %1 件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Customer interviews</source>
        <translation>顧客インタビュー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handover delay</source>
        <translation>引き渡しの遅れ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 days (requested %2, received %3)</source>
        <translation>%1 日 (要求 %2、受領 %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+364"/>
        <source>not recorded</source>
        <translation>未記録</translation>
    </message>
    <message>
        <location line="-363"/>
        <source>Hands-on window</source>
        <translation>実機テスト期間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 from the first to the last run</source>
        <translation>最初の実行から最後の実行まで %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no runs recorded</source>
        <translation>実行の記録なし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Criterion scores</source>
        <translation>評価基準のスコア</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not scored: %1</source>
        <translation>スコアなし: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weighted total</source>
        <translation>加重合計</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+82"/>
        <location line="+205"/>
        <source>Criterion</source>
        <translation>評価基準</translation>
    </message>
    <message>
        <location line="-287"/>
        <source>Weight</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested</source>
        <translation>提案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>確定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rationale</source>
        <translation>根拠</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each item of the rubric with the verdict, the evidence it rests on and the runs that support it. Generally available features and features that are only planned are kept apart: a planned feature carries the date the provider promised and does not count as available.</source>
        <translation>ルーブリックの各項目について、判定、その根拠となるエビデンス、それを裏付ける実行を示します。一般提供されている機能と予定にすぎない機能は分けて扱います: 予定の機能にはプロバイダーが約束した日付を付け、提供済みとはみなしません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (weight %2%, score %3)</source>
        <translation>%1 (重み %2%、スコア %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(no evidence recorded)</source>
        <translation>(エビデンスの記録なし)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs: %1</source>
        <translation>実行: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Suggested %1 by a measurement, awaiting confirmation.</source>
        <translation>測定により %1 を提案。確認待ち。</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+29"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Availability</source>
        <translation>提供状況</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evidence</source>
        <translation>エビデンス</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Planned features and promised dates</source>
        <translation>予定されている機能と約束された日付</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every feature credited in this review is generally available.</source>
        <translation>このレビューで評価した機能はすべて一般提供されています。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no date</source>
        <translation>日付なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (overdue)</source>
        <translation>%1 (期日超過)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Verdict today</source>
        <translation>現在の判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promised for</source>
        <translation>約束の時期</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Measured results against baselines</source>
        <translation>ベースラインと比較した測定結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No probe results were recorded for this evaluation.</source>
        <translation>この評価ではプローブの結果が記録されていません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bandwidth sweeps show the median of repeated samples per message size. Where a baseline for the same hardware exists, the dashed line is its expected value, drawn from the minimum size at which it applies; a chart without one says so.</source>
        <translation>帯域幅スイープは、メッセージサイズごとに繰り返したサンプルの中央値を示します。同じハードウェアのベースラインがある場合、破線はその期待値で、適用される最小サイズから描かれます。ベースラインのないグラフにはその旨を記しています。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n line(s) beside a bus bandwidth (algorithm bandwidth, times) are not drawn; the raw results of every run keep them.</source>
        <translation>
            <numerusform>バス帯域幅以外の %n 本の線 (アルゴリズム帯域幅、時間) は描画していません。各実行の生の結果には残っています。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This review summarises %1 runs: %2 sweep charts, %3 scalar results and %4 recipe timings are shown (runs attached as evidence first, then the newest); %5 further sweeps, %6 scalar results and %7 recipe timings are not drawn. Every run is listed with the SHA-256 of its raw results in the last section.</source>
        <translation>このレビューは %1 件の実行をまとめています: スイープグラフ %2 件、スカラー結果 %3 件、レシピタイミング %4 件を示します (エビデンスとして添付された実行を先に、次に新しい順)。残りのスイープ %5 件、スカラー結果 %6 件、レシピタイミング %7 件は描画していません。すべての実行は最後のセクションに生の結果の SHA-256 とともに記載しています。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No GPU was measured: every sweep of this evaluation ran on the probes&apos; host backend (below).</source>
        <translation>GPU は測定されていません: この評価のスイープはすべてプローブのホストバックエンドで実行されました (下記)。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Host-backend runs (no GPU measured)</source>
        <translation>ホストバックエンドの実行 (GPU 測定なし)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These runs used the probes&apos; host backend: threads in one process or the front-end TCP network between nodes. They test the harness and that network, not the GPUs or their fabric, so no GPU baseline judges them and they do not count as measured results.</source>
        <translation>これらの実行はプローブのホストバックエンドを使いました: 1 プロセス内のスレッド、またはノード間のフロントエンド TCP ネットワークです。テストしているのはハーネスとそのネットワークであり、GPU やそのファブリックではないため、GPU のベースラインで判定せず、測定結果にも数えません。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 (host backend, no GPU)</source>
        <translation>%1 (ホストバックエンド、GPU なし)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+270"/>
        <source>Probe</source>
        <translation>プローブ</translation>
    </message>
    <message>
        <location line="-270"/>
        <source>Metric</source>
        <translation>メトリック</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected</source>
        <translation>期待値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation>比率</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+30"/>
        <location line="+239"/>
        <location line="+36"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="-299"/>
        <source>Recipe timings</source>
        <translation>レシピタイミング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recipe was timed in this evaluation.</source>
        <translation>この評価ではレシピのタイミングを計測していません。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Recipe</source>
        <translation>レシピ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+240"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location line="-240"/>
        <location line="+241"/>
        <source>Started</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Customer interview highlights</source>
        <translation>顧客インタビューの要点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No customer interviews were recorded for this provider.</source>
        <translation>このプロバイダーの顧客インタビューは記録されていません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Customer interviews: %1. Interviewees appear by role and type of organisation only; names, dates and channels are withheld, and notes are quoted only with the interviewee&apos;s consent.</source>
        <translation>顧客インタビュー: %1。インタビュー相手は役割と組織の種類でのみ示し、名前・日付・経路は伏せています。メモは相手の同意がある場合にのみ引用しています。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Interviews %1 to %2 are not listed (a review lists the first %3); every interview counts in the averages below.</source>
        <translation>インタビュー %1 〜 %2 は一覧にありません (レビューは最初の %3 件を一覧にします)。すべてのインタビューが下の平均に含まれます。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Average sentiment</source>
        <translation>平均センチメント</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Interviews</source>
        <translation>インタビュー数</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Here the runs spanned %1.</source>
        <translation>ここでは実行が %1 にわたりました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No customer interviews were recorded, so what is generally available rests on the hands-on tests and the provider&apos;s documentation alone.</source>
        <translation>顧客インタビューは記録されていないため、一般提供されているかどうかは実地テストとプロバイダーのドキュメントのみに基づいています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Customer interviews (%1) were used to separate what is generally available from what is merely planned.</source>
        <translation>顧客インタビュー (%1) を使って、一般提供されているものと予定にすぎないものを区別しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planned features are listed with the date the provider promised and are not credited as available (%1 in this review).</source>
        <translation>予定されている機能は、プロバイダーが約束した日付とともに記載し、提供済みとしては評価しません (このレビューでは %1)。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 on %2</source>
        <translation>%2 上の %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (Slurm job %2)</source>
        <translation>%1 (Slurm ジョブ %2)</translation>
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
        <translation>実地レシピは、より深い構成上の問題を映す意図的に単純な代理指標です: pip と uv による PyTorch と vLLM のインストール、Docker Hub・ghcr.io・nvcr.io からのコンテナー取得、モデルのダウンロード、torch のインポート、vLLM によるモデル提供、そしてノードのパブリック IP の所有者。いずれも「場所」に示したストレージ階層で新しいキャッシュを使って実行します。ノードにツールや階層がないレシピは実行されていません。それはプロバイダーの不備ではありません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>default</source>
        <translation>既定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not run</source>
        <translation>未実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unsupported on the node</source>
        <translation>ノードで未対応</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Customer</source>
        <translation>顧客</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(no consent to quote)</source>
        <translation>(引用の同意なし)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interviewee</source>
        <translation>インタビュー対象者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sentiment (-2..+2)</source>
        <translation>センチメント (-2..+2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Highlight</source>
        <translation>要点</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Tier justification</source>
        <translation>ティアの理由</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tier has been assigned yet.</source>
        <translation>まだティアが決定されていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assigned tier: %1, by %2 on %3 (assignment %4 of this evaluation&apos;s history).</source>
        <translation>決定ティア: %1 (%2、%3。この評価の履歴で %4 回目の決定)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Justification</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No justification recorded.</source>
        <translation>理由の記録なし。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why the suggestion</source>
        <translation>提案の理由</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No tier is suggested now.</source>
        <translation>現在提案されているティアはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested tier now: %1.</source>
        <translation>現在の提案ティア: %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Suggested at the last assignment: %1.</source>
        <translation>前回の決定時の提案: %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No explanation stored with the suggestion.</source>
        <translation>提案に説明が保存されていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gates</source>
        <translation>ゲート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No gate of the tier rules was triggered by a failed checklist item.</source>
        <translation>不合格のチェックリスト項目によって該当したティアルールのゲートはありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Failed gate items cap the provider at Underperforming: %1.</source>
        <translation>不合格のゲート項目により、プロバイダーは基準未達に制限されます: %1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Conflict-of-interest disclosure</source>
        <translation>利益相反の開示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reviewer: %1</source>
        <translation>レビュアー: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reviewer has not recorded a disclosure for this evaluation.</source>
        <translation>レビュアーはこの評価の開示を記録していません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Methodology</source>
        <translation>方法論</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What was tested</source>
        <translation>テストした内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The review combines hands-on testing on nodes the provider lent, a documentation and compliance review against the %1 items of rubric %2 (%3 criteria), and interviews with the provider&apos;s customers. Probes run: %4. Recipes timed: %5.</source>
        <translation>このレビューは、プロバイダーが貸与したノードでの実機テスト、ルーブリック %2 の %1 項目 (%3 評価基準) に照らした文書とコンプライアンスのレビュー、プロバイダーの顧客へのインタビューを組み合わせています。実行したプローブ: %4。計測したレシピ: %5。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The five-day window</source>
        <translation>5 日間の期間</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands-on testing runs in a window of about five days per provider. Such a window shows configuration and performance, but it cannot measure reliability at scale over time; the reliability verdicts therefore also rest on documentation and interviews. %1</source>
        <translation>実機テストはプロバイダーごとに約 5 日間の期間で行います。この期間で設定と性能はわかりますが、大規模環境での長期的な信頼性は測定できないため、信頼性の判定は文書とインタビューにも基づいています。%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No timed runs were recorded.</source>
        <translation>計測した実行は記録されていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interviews, generally available and planned</source>
        <translation>インタビュー、一般提供と予定</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Handover delays</source>
        <translation>引き渡しの遅れ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The test cluster was requested on %1 and handed over on %2, %3 days later. Significant handover delays count against the provider (Lifecycle): a provider that needs extra weeks to meet the published criteria is not delivering them as a customer would get them.%4</source>
        <translation>テストクラスターは %1 に要求され、%3 日後の %2 に引き渡されました。大幅な引き渡しの遅れはプロバイダーに不利に評価されます (ライフサイクル): 公表された基準を満たすのに数週間余計にかかるプロバイダーは、顧客が受け取る形でそれを提供していないことになります。%4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This delay was counted against the provider.</source>
        <translation>この遅れはプロバイダーに不利に評価しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No handover dates were recorded. Significant handover delays count against the provider.</source>
        <translation>引き渡しの日付が記録されていません。大幅な引き渡しの遅れはプロバイダーに不利に評価されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Baselines and figures</source>
        <translation>ベースラインと数値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measurements are compared with the newest baseline set for the same hardware; a sweep&apos;s share of the baseline is its best value at or above the baseline&apos;s minimum message size. Raw outputs are kept with their SHA-256 hashes (last section), so every figure can be traced to its run.</source>
        <translation>測定値は同じハードウェアの最新のベースラインセットと比較します。スイープのベースラインに対する比率は、ベースラインの最小メッセージサイズ以上での最良値です。生の出力は SHA-256 ハッシュとともに保持している (最後のセクション) ため、すべての数値を実行までたどれます。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Verification</source>
        <translation>検証</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Anyone with the database can repeat this check: tierbench-cli verify --provider &quot;%1&quot;.</source>
        <translation>データベースがあれば誰でもこの検証を繰り返せます: tierbench-cli verify --provider &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Probe versions and raw result hashes</source>
        <translation>プローブのバージョンと生の結果のハッシュ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No runs.</source>
        <translation>実行なし。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bundle</source>
        <translation>バンドル</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 newest of %2 runs are shown above; the other %3 are listed below with the hashes of their raw results.</source>
        <translation>%2 件の実行のうち新しい %1 件を上に示しています。残りの %3 件は生の結果のハッシュとともに下に記載しています。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(truncated)</source>
        <translation>(切り詰め)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none stored</source>
        <translation>保存なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no raw result was stored with this run</source>
        <translation>この実行には生の結果が保存されていません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SHA-256 of the raw results</source>
        <translation>生の結果の SHA-256</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stream</source>
        <translation>ストリーム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>AI lab</source>
        <translation>AI ラボ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enterprise</source>
        <translation>エンタープライズ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start-up</source>
        <translation>スタートアップ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Research organisation</source>
        <translation>研究組織</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other organisation</source>
        <translation>その他の組織</translation>
    </message>
</context>
<context>
    <name>ReviewTrainingSection</name>
    <message>
        <location filename="../ui/report/ReviewTrainingSection.cpp" line="+15"/>
        <source>Training runs</source>
        <translation>学習実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each training run step by step: tokens per second per GPU (or the step time where the log gives no rate) and the model FLOPs utilisation against the GPU&apos;s dense bf16 peak. The first step holds warm-up and compilation and is left out of the medians. A marked step is one where a rank ran at least 10 % behind the fastest; the rank is named.</source>
        <translation>各学習実行をステップごとに示します。GPU あたりの毎秒トークン数 (ログにレートがない場合はステップ時間) と、GPU の密な bf16 ピークに対するモデル FLOPs 利用率 (MFU) です。最初のステップはウォームアップとコンパイルを含むため、中央値から除外します。印の付いたステップは、あるランクが最速のランクより 10 % 以上遅れたステップで、そのランクを示します。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run #%1 — %2 — %3</source>
        <translation>実行 #%1 — %2 — %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown hardware</source>
        <translation>不明なハードウェア</translation>
    </message>
</context>
<context>
    <name>ReviewTrustSection</name>
    <message>
        <location filename="../ui/report/ReviewTrustSection.cpp" line="+21"/>
        <source>Conflicts of interest in the register</source>
        <translation>登録簿にある利益相反</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No reviewer is recorded for this evaluation, so the register could not be consulted.</source>
        <translation>この評価にはレビュアーが記録されていないため、登録簿を参照できませんでした。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The register holds no relationship of %1 with %2 during this evaluation.</source>
        <translation>この評価の期間中、%1 と %2 の関係は登録簿にありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Disclosed automatically from the register: the following relationships with %1 overlap this evaluation.</source>
        <translation>登録簿から自動的に開示: %1 との次の関係がこの評価の期間と重なっています。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blind runs: disclosed against independent accounts</source>
        <translation>ブラインド実行: 開示アカウントと独立アカウントの比較</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No metric shows the disclosed account treated better beyond noise.</source>
        <translation>開示アカウントがノイズを超えて優遇されたことを示すメトリックはありません。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Metric</source>
        <translation>メトリック</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medians</source>
        <translation>中央値</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>%1 runs ran on accounts the provider knew were the benchmark&apos;s, %2 on accounts obtained without telling it, %3 have no account recorded. For each metric measured on both, the difference of the medians of the repeated samples (disclosed minus independent) has a percentile bootstrap interval (%4 resamples, fixed seed, 95%); it is beyond noise only when the interval excludes 0, and needs at least %5 samples on each side. Pairs in the table are disclosed / independent.</source>
        <translation>%1 回の実行は、プロバイダーがベンチマーク用と知っていたアカウントで、%2 回はプロバイダーに知らせずに入手したアカウントで行われ、%3 回はアカウントが記録されていません。両方で測定した各メトリックについて、繰り返しサンプルの中央値の差 (開示 − 独立) にパーセンタイル ブートストラップ区間 (リサンプル %4 回、固定シード、95%) を求めています。区間が 0 を含まない場合にのみノイズを超える差とし、各側に %5 件以上のサンプルが必要です。表の組は「開示 / 独立」の順です。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Samples</source>
        <translation>サンプル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95% interval</source>
        <translation>95% 区間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change</source>
        <translation>差</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reviewer agreement</source>
        <translation>レビュアー間の一致度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 reviewers scored this evaluation independently; no one saw another&apos;s scores before every sheet was submitted. Agreement is weighted Cohen&apos;s kappa (linear and quadratic weights) for two reviewers and Krippendorff&apos;s alpha (ordinal) for any number; 1 is perfect agreement, 0 what chance alone gives.</source>
        <translation>%1 人のレビュアーがこの評価を独立に採点しました。すべての採点シートが提出されるまで、誰も他人のスコアを見ていません。一致度は、レビュアーが 2 人の場合は重み付き Cohen のカッパ (線形および二次の重み)、人数を問わない場合は Krippendorff のアルファ (順序尺度) です。1 は完全な一致、0 は偶然だけで得られる一致です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reviewers</source>
        <translation>レビュアー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Criterion scores (0–5)</source>
        <translation>評価基準のスコア (0～5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kappa linear %1, quadratic %2; alpha %3 (%4 criteria)</source>
        <translation>カッパ 線形 %1、二次 %2、アルファ %3 (評価基準 %4 件)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check items (fail / partial / pass)</source>
        <translation>チェック項目 (不合格 / 一部合格 / 合格)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kappa linear %1, quadratic %2; alpha %3 (%4 items)</source>
        <translation>カッパ 線形 %1、二次 %2、アルファ %3 (項目 %4 件)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 by %2 (%3)</source>
        <translation>%1 (%2、%3)</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>not reconciled</source>
        <translation>未調整</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Criterion</source>
        <translation>評価基準</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Items kappa (lin. / quad.)</source>
        <translation>項目のカッパ (線形 / 二次)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items alpha</source>
        <translation>項目のアルファ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final score reconciled</source>
        <translation>最終スコアの調整済み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items differing</source>
        <translation>不一致の項目</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Check items the reviewers graded differently:</source>
        <translation>レビュアーの評価が分かれたチェック項目:</translation>
    </message>
</context>
<context>
    <name>ReviewVerificationLoader</name>
    <message>
        <location filename="../core/report/ReviewVerificationLoader.cpp" line="+21"/>
        <source>%1 %2: recorded %3, now %4. %5</source>
        <translation>%1 %2: 記録値 %3、現在値 %4。%5</translation>
    </message>
</context>
<context>
    <name>ReviewWording</name>
    <message>
        <location filename="../ui/report/ReviewWording.cpp" line="+18"/>
        <source>Planned (no date promised)</source>
        <translation>予定 (日付の約束なし)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Planned, promised for %1: date passed</source>
        <translation>予定、%1 の約束: 期日経過</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned, promised for %1</source>
        <translation>予定、%1 の約束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Generally available</source>
        <translation>一般提供</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not available</source>
        <translation>提供なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not applicable</source>
        <translation>対象外</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not established</source>
        <translation>未確認</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gate triggered: %1, so the tier is capped at Underperforming</source>
        <translation>ゲート該当: %1 のため、ティアは基準未達が上限になります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gate not decided yet: %1 would cap the tier</source>
        <translation>ゲート未判定: %1 はティアの上限を制限し得ます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gate not triggered: %1 would cap the tier</source>
        <translation>ゲート非該当: %1 はティアの上限を制限し得ます</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no interviews recorded</source>
        <translation>インタビューの記録なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 interview</source>
        <translation>1 件のインタビュー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 interviews</source>
        <translation>%1 件のインタビュー</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>less than an hour</source>
        <translation>1 時間未満</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 hour</source>
        <translation>1 時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 hours</source>
        <translation>%1 時間</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 day</source>
        <translation>1 日</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 days</source>
        <translation>%1 日</translation>
    </message>
</context>
<context>
    <name>RocmSmiChecks</name>
    <message>
        <location filename="../core/import/RocmSmiChecks.cpp" line="+76"/>
        <source>The VBIOS is an SR-IOV build: the GPUs are virtual functions in a VM.</source>
        <translation>VBIOS が SR-IOV ビルドです: GPU は VM 内の仮想機能です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No PCIe replays.</source>
        <translation>PCIe リプレイはありません。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>PCIe replays: %1</source>
        <translation>PCIe リプレイ: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No uncorrectable ECC errors.</source>
        <translation>訂正不能 ECC エラーはありません。</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Uncorrectable ECC errors: %1</source>
        <translation>訂正不能 ECC エラー: %1</translation>
    </message>
</context>
<context>
    <name>RocmSmiJsonParser</name>
    <message>
        <location filename="../core/import/SystemJsonParsers.cpp" line="+22"/>
        <source>Not valid JSON: %1 in &quot;%2&quot;.</source>
        <translation>有効な JSON ではありません: &quot;%2&quot; 内の %1。</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Not a JSON object: %1 at offset %2.</source>
        <translation>JSON オブジェクトではありません: オフセット %2 で %1。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No &quot;cardN&quot; object in the JSON.</source>
        <translation>JSON に &quot;cardN&quot; オブジェクトがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JSON names the driver but no GPU.</source>
        <translation>JSON にドライバーの記載はありますが GPU がありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the first %1 GPUs were read; %2 more were not.</source>
        <translation>最初の %1 GPU のみ読み込みました。残り %2 GPU は読み込んでいません。</translation>
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
        <translation>格付けラウンドを読み込めませんでした</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>No rating round is open.</source>
        <translation>開いている格付けラウンドはありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A round needs a name, such as &quot;2.1&quot;.</source>
        <translation>ラウンドには &quot;2.1&quot; のような名前が必要です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 is still open; close it before opening another.</source>
        <translation>ラウンド %1 はまだ開いています。別のラウンドを開く前に閉じてください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not open round %1</source>
        <translation>ラウンド %1 を開けませんでした</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No rating round %1.</source>
        <translation>格付けラウンド %1 はありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 is already closed.</source>
        <translation>ラウンド %1 はすでに閉じています。</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+15"/>
        <source>Could not freeze the round</source>
        <translation>ラウンドを凍結できませんでした</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not close the round</source>
        <translation>ラウンドを閉じられませんでした</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Could not read the round</source>
        <translation>ラウンドを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No earlier closed round.</source>
        <translation>以前に閉じたラウンドはありません。</translation>
    </message>
</context>
<context>
    <name>RowConflictPrompt</name>
    <message>
        <location filename="../ui/common/RowConflictPrompt.cpp" line="+13"/>
        <source>Reload shows their version in this editor (your changes in it are dropped). Overwrite saves your version over theirs. Keep editing leaves both as they are.</source>
        <translation>「再読み込み」は相手のバージョンをこのエディターに表示します (ここでの変更は破棄されます)。「上書き」は自分のバージョンを相手のものの上に保存します。「編集を続ける」はどちらもそのままにします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reload</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overwrite</source>
        <translation>上書き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep editing</source>
        <translation>編集を続ける</translation>
    </message>
</context>
<context>
    <name>RowVersion</name>
    <message>
        <location filename="../core/store/RowVersion.cpp" line="+37"/>
        <source>The provider no longer exists: someone deleted it.</source>
        <translation>このプロバイダーはもう存在しません: 他のユーザーが削除しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the provider</source>
        <translation>プロバイダーを保存できませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this provider at %2 (now version %3; you had version %4).</source>
        <translation>「%1」が %2 にこのプロバイダーを変更しました (現在はバージョン %3、あなたが読み込んだのはバージョン %4)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this provider at %1 (now version %2; you had version %3).</source>
        <translation>他のユーザーが %1 にこのプロバイダーを変更しました (現在はバージョン %2、あなたが読み込んだのはバージョン %3)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The evaluation no longer exists: someone deleted it.</source>
        <translation>この評価はもう存在しません: 他のユーザーが削除しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the evaluation</source>
        <translation>評価を保存できませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this evaluation at %2 (now version %3; you had version %4).</source>
        <translation>「%1」が %2 にこの評価を変更しました (現在はバージョン %3、あなたが読み込んだのはバージョン %4)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this evaluation at %1 (now version %2; you had version %3).</source>
        <translation>他のユーザーが %1 にこの評価を変更しました (現在はバージョン %2、あなたが読み込んだのはバージョン %3)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The verdict no longer exists: someone deleted it.</source>
        <translation>この判定はもう存在しません: 他のユーザーが削除しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the verdict</source>
        <translation>判定を保存できませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this verdict at %2 (now version %3; you had version %4).</source>
        <translation>「%1」が %2 にこの判定を変更しました (現在はバージョン %3、あなたが読み込んだのはバージョン %4)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this verdict at %1 (now version %2; you had version %3).</source>
        <translation>他のユーザーが %1 にこの判定を変更しました (現在はバージョン %2、あなたが読み込んだのはバージョン %3)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interview no longer exists: someone deleted it.</source>
        <translation>このインタビューはもう存在しません: 他のユーザーが削除しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the interview</source>
        <translation>インタビューを保存できませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this interview at %2 (now version %3; you had version %4).</source>
        <translation>「%1」が %2 にこのインタビューを変更しました (現在はバージョン %3、あなたが読み込んだのはバージョン %4)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this interview at %1 (now version %2; you had version %3).</source>
        <translation>他のユーザーが %1 にこのインタビューを変更しました (現在はバージョン %2、あなたが読み込んだのはバージョン %3)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tier assignment no longer exists: someone deleted it.</source>
        <translation>このティアの決定はもう存在しません: 他のユーザーが削除しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the tier assignment</source>
        <translation>ティアの決定を保存できませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this tier assignment at %2 (now version %3; you had version %4).</source>
        <translation>「%1」が %2 にこのティアの決定を変更しました (現在はバージョン %3、あなたが読み込んだのはバージョン %4)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this tier assignment at %1 (now version %2; you had version %3).</source>
        <translation>他のユーザーが %1 にこのティアの決定を変更しました (現在はバージョン %2、あなたが読み込んだのはバージョン %3)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The node no longer exists: someone deleted it.</source>
        <translation>このノードはもう存在しません: 他のユーザーが削除しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the node</source>
        <translation>ノードを保存できませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this node at %2 (now version %3; you had version %4).</source>
        <translation>「%1」が %2 にこのノードを変更しました (現在はバージョン %3、あなたが読み込んだのはバージョン %4)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this node at %1 (now version %2; you had version %3).</source>
        <translation>他のユーザーが %1 にこのノードを変更しました (現在はバージョン %2、あなたが読み込んだのはバージョン %3)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The price record no longer exists: someone deleted it.</source>
        <translation>この価格記録はもう存在しません: 他のユーザーが削除しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the price record</source>
        <translation>価格記録を保存できませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this price record at %2 (now version %3; you had version %4).</source>
        <translation>「%1」が %2 にこの価格記録を変更しました (現在はバージョン %3、あなたが読み込んだのはバージョン %4)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this price record at %1 (now version %2; you had version %3).</source>
        <translation>他のユーザーが %1 にこの価格記録を変更しました (現在はバージョン %2、あなたが読み込んだのはバージョン %3)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dispute no longer exists: someone deleted it.</source>
        <translation>この異議はもう存在しません: 他のユーザーが削除しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the dispute</source>
        <translation>異議を保存できませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this dispute at %2 (now version %3; you had version %4).</source>
        <translation>「%1」が %2 にこの異議を変更しました (現在はバージョン %3、あなたが読み込んだのはバージョン %4)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this dispute at %1 (now version %2; you had version %3).</source>
        <translation>他のユーザーが %1 にこの異議を変更しました (現在はバージョン %2、あなたが読み込んだのはバージョン %3)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cluster no longer exists: someone deleted it.</source>
        <translation>このクラスターはもう存在しません: 他のユーザーが削除しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the cluster</source>
        <translation>クラスターを保存できませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this cluster at %2 (now version %3; you had version %4).</source>
        <translation>「%1」が %2 にこのクラスターを変更しました (現在はバージョン %3、あなたが読み込んだのはバージョン %4)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this cluster at %1 (now version %2; you had version %3).</source>
        <translation>他のユーザーが %1 にこのクラスターを変更しました (現在はバージョン %2、あなたが読み込んだのはバージョン %3)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>This kind of row carries no version.</source>
        <translation>この種類の行にはバージョンがありません。</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Could not read the row&apos;s version</source>
        <translation>行のバージョンを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 Nothing was saved: reload to see their change, or overwrite it knowingly.</source>
        <translation>%1 何も保存していません: 再読み込みして相手の変更を確認するか、承知のうえで上書きしてください。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>an unknown time</source>
        <translation>不明な時刻</translation>
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
        <translation>セキュリティ</translation>
    </message>
    <message>
        <location line="-584"/>
        <source>Security attestation</source>
        <extracomment>1.0 security.soc2: item title</extracomment>
        <translation>セキュリティ認証</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is there a SOC 2 or ISO 27001 attestation?</source>
        <extracomment>1.0 security.soc2: item question</extracomment>
        <translation>SOC 2 または ISO 27001 の認証はありますか?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A current third-party report or certificate covering the GPU service.</source>
        <extracomment>1.0 security.soc2: item guidance</extracomment>
        <translation>GPU サービスを対象とする、現在有効な第三者の報告書または証明書。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ease of use and lifecycle</source>
        <extracomment>1.0 lifecycle: criterion name</extracomment>
        <translation>使いやすさとライフサイクル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Getting a working cluster</source>
        <extracomment>1.0 lifecycle.cluster_create: item title</extracomment>
        <translation>動作するクラスターの入手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How quickly does a customer go from contract to running jobs?</source>
        <extracomment>1.0 lifecycle.cluster_create: item question</extracomment>
        <translation>顧客が契約からジョブの実行までにかかる時間はどれくらいですか?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self-service or fast, accurate delivery with everything working at handover.</source>
        <extracomment>1.0 lifecycle.cluster_create: item guidance</extracomment>
        <translation>セルフサービス、または引き渡し時にすべてが動作する迅速で正確な提供。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm and Kubernetes</source>
        <extracomment>1.0 orchestration: criterion name</extracomment>
        <translation>Slurm と Kubernetes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm offering</source>
        <extracomment>1.0 orchestration.slurm: item title</extracomment>
        <translation>Slurm の提供</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a working Slurm cluster provided?</source>
        <extracomment>1.0 orchestration.slurm: item question</extracomment>
        <translation>動作する Slurm クラスターが提供されますか?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A managed Slurm with containers and accounting working at handover.</source>
        <extracomment>1.0 orchestration.slurm: item guidance</extracomment>
        <translation>引き渡し時にコンテナとアカウンティングが動作するマネージド Slurm。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubernetes offering</source>
        <extracomment>1.0 orchestration.kubernetes: item title</extracomment>
        <translation>Kubernetes の提供</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a working Kubernetes cluster provided?</source>
        <extracomment>1.0 orchestration.kubernetes: item question</extracomment>
        <translation>動作する Kubernetes クラスターが提供されますか?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A managed Kubernetes with the GPU operator and network operator installed.</source>
        <extracomment>1.0 orchestration.kubernetes: item guidance</extracomment>
        <translation>GPU Operator と Network Operator がインストールされたマネージド Kubernetes。</translation>
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
        <translation>ストレージ</translation>
    </message>
    <message>
        <location line="-734"/>
        <source>Shared filesystem</source>
        <extracomment>1.0 storage.parallel_fs: item title</extracomment>
        <translation>共有ファイルシステム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a high-performance shared filesystem provided?</source>
        <extracomment>1.0 storage.parallel_fs: item question</extracomment>
        <translation>高性能な共有ファイルシステムが提供されますか?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A parallel filesystem mounted on every node from day one.</source>
        <extracomment>1.0 storage.parallel_fs: item guidance</extracomment>
        <translation>初日からすべてのノードにマウントされた並列ファイルシステム。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL/RCCL networking performance</source>
        <extracomment>1.0 networking: criterion name</extracomment>
        <translation>NCCL/RCCL のネットワーク性能</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collective bandwidth</source>
        <extracomment>1.0 networking.nccl_multinode: item title</extracomment>
        <translation>集団通信の帯域幅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do multi-node NCCL/RCCL tests reach the expected bus bandwidth?</source>
        <extracomment>1.0 networking.nccl_multinode: item question</extracomment>
        <translation>複数ノードの NCCL/RCCL テストは期待されるバス帯域幅に達しますか?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collectives across nodes reach the bandwidth the fabric should deliver, with GPUDirect RDMA working.</source>
        <extracomment>1.0 networking.nccl_multinode: item guidance</extracomment>
        <translation>ノード間の集団通信がファブリック本来の帯域幅に達し、GPUDirect RDMA が動作している。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reliability and support</source>
        <extracomment>1.0 reliability: criterion name</extracomment>
        <translation>信頼性とサポート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uptime and support</source>
        <extracomment>1.0 reliability.uptime_sla: item title</extracomment>
        <translation>稼働率とサポート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What uptime and support response are committed?</source>
        <extracomment>1.0 reliability.uptime_sla: item question</extracomment>
        <translation>どの程度の稼働率とサポート対応が約束されていますか?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A written SLA and engineers reachable quickly during incidents.</source>
        <extracomment>1.0 reliability.uptime_sla: item guidance</extracomment>
        <translation>書面の SLA と、障害時にすぐ連絡が取れるエンジニア。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monitoring and health checks</source>
        <extracomment>1.0 monitoring: criterion name</extracomment>
        <translation>監視とヘルスチェック</translation>
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
        <translation>監視</translation>
    </message>
    <message>
        <location line="-906"/>
        <source>Are GPU metrics and health checks visible to the customer?</source>
        <extracomment>1.0 monitoring.dashboard: item question</extracomment>
        <translation>GPU のメトリックとヘルスチェックは顧客から見えますか?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dashboard with DCGM metrics and automatic health checks.</source>
        <extracomment>1.0 monitoring.dashboard: item guidance</extracomment>
        <translation>DCGM メトリックと自動ヘルスチェックのダッシュボード。</translation>
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
        <translation>料金</translation>
    </message>
    <message>
        <location line="-952"/>
        <source>Price per GPU-hour</source>
        <extracomment>1.0 pricing.gpu_hour: item title</extracomment>
        <translation>GPU 時間あたりの価格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What does a GPU-hour cost for this quality?</source>
        <extracomment>1.0 pricing.gpu_hour: item question</extracomment>
        <translation>この品質で GPU 1 時間あたりいくらですか?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A price in line with the quality delivered.</source>
        <extracomment>1.0 pricing.gpu_hour: item guidance</extracomment>
        <translation>提供される品質に見合った価格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consumption models</source>
        <extracomment>1.0 consumption: criterion name</extracomment>
        <translation>利用形態</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On demand and contract terms</source>
        <extracomment>1.0 consumption.terms: item title</extracomment>
        <translation>オンデマンドと契約期間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which consumption models are offered (on demand, reserved, spot)?</source>
        <extracomment>1.0 consumption.terms: item question</extracomment>
        <translation>どの利用形態 (オンデマンド、リザーブド、スポット) が提供されていますか?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A choice from on demand to long-term reserved capacity.</source>
        <extracomment>1.0 consumption.terms: item guidance</extracomment>
        <translation>オンデマンドから長期リザーブド容量までの選択肢。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+508"/>
        <source>Third-party attestation, compliance regimes, tenant isolation on the backend fabric, and how current and hardened the GPU software stack is.</source>
        <extracomment>2.0 security: criterion description
----------
3.0 security: criterion description</extracomment>
        <translation>第三者認証、コンプライアンス制度、バックエンドファブリック上のテナント分離、GPU ソフトウェアスタックの更新状況と堅牢化。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>SOC 1 / SOC 2 Type II attestation</source>
        <extracomment>2.0 security.soc2: item title
----------
3.0 security.soc2: item title</extracomment>
        <translation>SOC 1 / SOC 2 Type II 認証</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can you share a current SOC 2 Type II report (or SOC 1 Type II) covering the GPU cloud, and under what NDA?</source>
        <extracomment>2.0 security.soc2: item question
----------
3.0 security.soc2: item question</extracomment>
        <translation>GPU クラウドを対象とする現在有効な SOC 2 Type II 報告書 (または SOC 1 Type II) を共有できますか? どのような NDA の下でですか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>An auditor&apos;s Type II report, not a Type I or a &apos;readiness&apos; letter, dated within the last twelve months and scoped to the data centres and control plane we are renting. The report is handed over on request under a normal NDA.</source>
        <extracomment>2.0 security.soc2: item guidance
----------
3.0 security.soc2: item guidance</extracomment>
        <translation>Type I や「準備状況」の書簡ではなく監査人による Type II 報告書で、過去 12 か月以内の日付があり、借りるデータセンターとコントロールプレーンが対象範囲に含まれている。報告書は通常の NDA の下で求めに応じて渡される。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>ISO 27001 certification</source>
        <extracomment>2.0 security.iso27001: item title
----------
3.0 security.iso27001: item title</extracomment>
        <translation>ISO 27001 認証</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is the operation certified to ISO/IEC 27001, by which registrar, and does the certificate&apos;s scope include these sites?</source>
        <extracomment>2.0 security.iso27001: item question
----------
3.0 security.iso27001: item question</extracomment>
        <translation>運用は ISO/IEC 27001 の認証を受けていますか? どの認証機関によるもので、証明書の範囲にこれらの拠点は含まれますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A certificate from an accredited registrar whose scope names the GPU cloud service and the sites in use; the certificate number can be looked up. A parent company&apos;s certificate that excludes the GPU business does not count.</source>
        <extracomment>2.0 security.iso27001: item guidance
----------
3.0 security.iso27001: item guidance</extracomment>
        <translation>認定を受けた認証機関による証明書で、その範囲に GPU クラウドサービスと使用する拠点が明記され、証明書番号を照会できる。GPU 事業を除外した親会社の証明書は数えない。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>GDPR readiness</source>
        <extracomment>2.0 security.gdpr: item title
----------
3.0 security.gdpr: item title</extracomment>
        <translation>GDPR への対応</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Do you offer a data processing agreement and EU data residency, and who are your sub-processors?</source>
        <extracomment>2.0 security.gdpr: item question
----------
3.0 security.gdpr: item question</extracomment>
        <translation>データ処理契約と EU 内のデータ保管を提供していますか? 再委託先はどこですか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A standard DPA with a published sub-processor list, the option to keep data and backups inside the EU, and a named contact for data-protection requests.</source>
        <extracomment>2.0 security.gdpr: item guidance
----------
3.0 security.gdpr: item guidance</extracomment>
        <translation>再委託先一覧を公開した標準の DPA、データとバックアップを EU 内に保持する選択肢、データ保護に関する問い合わせの担当者の明示。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>PCI DSS scope</source>
        <extracomment>2.0 security.pci: item title
----------
3.0 security.pci: item title</extracomment>
        <translation>PCI DSS の範囲</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can card-holder data workloads run here, and do you hold a PCI DSS attestation of compliance?</source>
        <extracomment>2.0 security.pci: item question
----------
3.0 security.pci: item question</extracomment>
        <translation>カード会員データを扱うワークロードをここで実行できますか? PCI DSS の準拠証明 (AOC) を持っていますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Either an attestation of compliance for the relevant service, or a clear written statement that PCI workloads are out of scope. Vague answers are worse than an honest no.</source>
        <extracomment>2.0 security.pci: item guidance
----------
3.0 security.pci: item guidance</extracomment>
        <translation>該当サービスの準拠証明、または PCI ワークロードは対象外であるという明確な書面。曖昧な回答は正直な「いいえ」より悪い。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>HIPAA and a BAA</source>
        <extracomment>2.0 security.hipaa: item title
----------
3.0 security.hipaa: item title</extracomment>
        <translation>HIPAA と BAA</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Will you sign a Business Associate Agreement for workloads with protected health information?</source>
        <extracomment>2.0 security.hipaa: item question
----------
3.0 security.hipaa: item question</extracomment>
        <translation>保護対象保健情報を扱うワークロードについて、事業提携契約 (BAA) に署名しますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A BAA is available without a custom legal project, and the covered services are listed. Where it is not offered, the provider says so plainly.</source>
        <extracomment>2.0 security.hipaa: item guidance
----------
3.0 security.hipaa: item guidance</extracomment>
        <translation>個別の法務案件にせずに BAA が利用でき、対象サービスが記載されている。提供していない場合はプロバイダーがはっきりそう述べる。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>FedRAMP or government authorisation</source>
        <extracomment>2.0 security.fedramp: item title
----------
3.0 security.fedramp: item title</extracomment>
        <translation>FedRAMP または政府の認可</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Do you hold a FedRAMP (or equivalent national) authorisation, and at which impact level?</source>
        <extracomment>2.0 security.fedramp: item question
----------
3.0 security.fedramp: item question</extracomment>
        <translation>FedRAMP (または同等の国の制度) の認可を持っていますか? どの影響レベルですか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>An authorisation listed in the FedRAMP marketplace, or an equivalent national scheme, for customers who need it. Not expected of every neocloud; recorded as N/A where the provider does not target government work.</source>
        <extracomment>2.0 security.fedramp: item guidance
----------
3.0 security.fedramp: item guidance</extracomment>
        <translation>必要とする顧客のために、FedRAMP マーケットプレイスに掲載された認可、または同等の国の制度による認可。すべてのネオクラウドに期待されるものではなく、プロバイダーが政府案件を対象としない場合は対象外と記録する。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Tenant isolation on the backend fabric</source>
        <extracomment>2.0 security.fabric_isolation: item title
----------
3.0 security.fabric_isolation: item title</extracomment>
        <translation>バックエンドファブリック上のテナント分離</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How are tenants separated on the InfiniBand or RoCE backend network: PKeys, VLANs/VRFs, or dedicated switches?</source>
        <extracomment>2.0 security.fabric_isolation: item question
----------
3.0 security.fabric_isolation: item question</extracomment>
        <translation>InfiniBand または RoCE のバックエンドネットワークでテナントはどのように分離されていますか: PKey、VLAN/VRF、専用スイッチ?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Each tenant gets its own InfiniBand partition (PKey) or its own VLAN/VRF on RoCE, set by the provider and not changeable from the tenant&apos;s nodes. A node sees only its own tenant&apos;s ports; ibstat and the subnet manager confirm it.</source>
        <extracomment>2.0 security.fabric_isolation: item guidance
----------
3.0 security.fabric_isolation: item guidance</extracomment>
        <translation>各テナントがプロバイダーの設定した専用の InfiniBand パーティション (PKey) または RoCE 上の専用 VLAN/VRF を持ち、テナントのノードからは変更できない。ノードからは自テナントのポートしか見えず、ibstat とサブネットマネージャーでそれを確認できる。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Driver and firmware currency</source>
        <extracomment>2.0 security.driver_currency: item title
----------
3.0 security.driver_currency: item title</extracomment>
        <translation>ドライバーとファームウェアの更新状況</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Which GPU driver, NIC firmware and BMC/BIOS versions are deployed, and how quickly are security updates rolled out?</source>
        <extracomment>2.0 security.driver_currency: item question
----------
3.0 security.driver_currency: item question</extracomment>
        <translation>どの GPU ドライバー、NIC ファームウェア、BMC/BIOS のバージョンが導入されていますか? セキュリティ更新はどれくらい早く展開されますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Drivers on a currently supported branch with recent security fixes, NIC and switch firmware within a release or two of the vendor&apos;s latest, and a written patch cadence with a maintenance-window process the customer can see.</source>
        <extracomment>2.0 security.driver_currency: item guidance
----------
3.0 security.driver_currency: item guidance</extracomment>
        <translation>ドライバーは現在サポートされているブランチで最近のセキュリティ修正を含み、NIC とスイッチのファームウェアはベンダーの最新から 1〜2 リリース以内。書面のパッチ周期と、顧客から見えるメンテナンスウィンドウの手順がある。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>NVIDIA Container Toolkit escape CVEs</source>
        <extracomment>2.0 security.container_toolkit: item title
----------
3.0 security.container_toolkit: item title</extracomment>
        <translation>NVIDIA Container Toolkit のエスケープ CVE</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Which NVIDIA Container Toolkit version runs on the nodes, and were the published container-escape CVEs patched?</source>
        <extracomment>2.0 security.container_toolkit: item question
----------
3.0 security.container_toolkit: item question</extracomment>
        <translation>ノードではどの NVIDIA Container Toolkit のバージョンが動いていますか? 公表されたコンテナエスケープの CVE は修正済みですか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>The toolkit on every node is at or above the fixed version for the known escape vulnerabilities, and the provider can say when it patched. A probe of the node confirms the version.</source>
        <extracomment>2.0 security.container_toolkit: item guidance
----------
3.0 security.container_toolkit: item guidance</extracomment>
        <translation>すべてのノードのツールキットが既知のエスケープ脆弱性の修正版以上であり、プロバイダーはいつ修正したかを説明できる。ノードのプローブでバージョンを確認する。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Lifecycle</source>
        <extracomment>2.0 lifecycle: criterion name
----------
3.0 lifecycle: criterion name</extracomment>
        <translation>ライフサイクル</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Everything between signing and leaving: cost transparency, delivery, creating and growing a cluster, support, and the audit trail.</source>
        <extracomment>2.0 lifecycle: criterion description
----------
3.0 lifecycle: criterion description</extracomment>
        <translation>契約から離脱までのすべて: コストの透明性、提供、クラスターの作成と拡張、サポート、監査証跡。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Onboarding and offboarding cost transparency</source>
        <extracomment>2.0 lifecycle.onboarding_cost: item title
----------
3.0 lifecycle.onboarding_cost: item title</extracomment>
        <translation>利用開始と終了のコストの透明性</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What does it cost to start and to end a contract: setup fees, data migration, early termination, wiping?</source>
        <extracomment>2.0 lifecycle.onboarding_cost: item question
----------
3.0 lifecycle.onboarding_cost: item question</extracomment>
        <translation>契約の開始と終了にかかる費用はいくらですか: 初期費用、データ移行、中途解約、データ消去?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Every one-off fee is written in the quote before signing; leaving costs nothing beyond what the contract says, and data is wiped with a certificate on request.</source>
        <extracomment>2.0 lifecycle.onboarding_cost: item guidance
----------
3.0 lifecycle.onboarding_cost: item guidance</extracomment>
        <translation>一時的な費用はすべて署名前に見積もりに書かれている。離脱時に契約書以外の費用はかからず、求めに応じて証明書付きでデータを消去する。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Egress fees</source>
        <extracomment>2.0 lifecycle.egress: item title
----------
3.0 lifecycle.egress: item title</extracomment>
        <translation>エグレス料金</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What do you charge for data leaving the cluster to the internet or another cloud?</source>
        <extracomment>2.0 lifecycle.egress: item question
----------
3.0 lifecycle.egress: item question</extracomment>
        <translation>クラスターからインターネットや別のクラウドへ出ていくデータにいくら課金しますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>No egress fees, or a published per-GB price low enough that moving a checkpoint out is not a budget decision.</source>
        <extracomment>2.0 lifecycle.egress: item guidance
----------
3.0 lifecycle.egress: item guidance</extracomment>
        <translation>エグレス料金なし、またはチェックポイントを持ち出すのが予算の判断にならないほど安い、公開された GB 単価。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Delivery-date accuracy</source>
        <extracomment>2.0 lifecycle.delivery_date: item title
----------
3.0 lifecycle.delivery_date: item title</extracomment>
        <translation>納期の正確さ</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>When will the cluster be handed over, and how did your last deliveries compare to the promised date?</source>
        <extracomment>2.0 lifecycle.delivery_date: item question
----------
3.0 lifecycle.delivery_date: item question</extracomment>
        <translation>クラスターはいつ引き渡されますか? 最近の納品は約束の日付と比べてどうでしたか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>The cluster arrives on the promised date with the promised configuration; delays are announced early with a new firm date. Customers interviewed confirm the track record.</source>
        <extracomment>2.0 lifecycle.delivery_date: item guidance
----------
3.0 lifecycle.delivery_date: item guidance</extracomment>
        <translation>クラスターが約束の日付に約束の構成で届く。遅れる場合は早めに知らされ、新しい確定日が示される。インタビューした顧客が実績を裏付ける。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Ease of creating a cluster</source>
        <extracomment>2.0 lifecycle.cluster_create: item title
----------
3.0 lifecycle.cluster_create: item title</extracomment>
        <translation>クラスター作成の容易さ</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How does a customer create a cluster: console, API, Terraform, a ticket? How long until the first job runs?</source>
        <extracomment>2.0 lifecycle.cluster_create: item question
----------
3.0 lifecycle.cluster_create: item question</extracomment>
        <translation>顧客はどのようにクラスターを作成しますか: コンソール、API、Terraform、チケット? 最初のジョブが動くまでどれくらいかかりますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Self-service creation through a console or API (ideally Terraform too), with a working scheduler and shared storage ready within hours, not days of back-and-forth tickets.</source>
        <extracomment>2.0 lifecycle.cluster_create: item guidance
----------
3.0 lifecycle.cluster_create: item guidance</extracomment>
        <translation>コンソールまたは API (理想的には Terraform も) によるセルフサービスの作成で、動作するスケジューラーと共有ストレージが、チケットのやり取りで何日もかからず数時間以内に用意される。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Ease of expanding a cluster</source>
        <extracomment>2.0 lifecycle.cluster_expand: item title
----------
3.0 lifecycle.cluster_expand: item title</extracomment>
        <translation>クラスター拡張の容易さ</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How are nodes added to a running cluster, and does the existing cluster keep running meanwhile?</source>
        <extracomment>2.0 lifecycle.cluster_expand: item question
----------
3.0 lifecycle.cluster_expand: item question</extracomment>
        <translation>稼働中のクラスターにノードはどのように追加されますか? その間も既存のクラスターは動き続けますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>New nodes join the same fabric partition, scheduler and filesystems without rebuilding the cluster or interrupting running jobs.</source>
        <extracomment>2.0 lifecycle.cluster_expand: item guidance
----------
3.0 lifecycle.cluster_expand: item guidance</extracomment>
        <translation>新しいノードが、クラスターを再構築したり実行中のジョブを中断したりせずに、同じファブリックパーティション、スケジューラー、ファイルシステムに加わる。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>GPUDirect RDMA out of the box</source>
        <extracomment>2.0 lifecycle.gpudirect_rdma: item title
----------
3.0 lifecycle.gpudirect_rdma: item title</extracomment>
        <translation>すぐに使える GPUDirect RDMA</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is GPUDirect RDMA enabled on delivered nodes (nvidia-peermem or dma-buf), without the customer having to configure it?</source>
        <extracomment>2.0 lifecycle.gpudirect_rdma: item question
----------
3.0 lifecycle.gpudirect_rdma: item question</extracomment>
        <translation>納品されたノードで GPUDirect RDMA (nvidia-peermem または dma-buf) が、顧客が設定しなくても有効になっていますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>GPUDirect RDMA works from the first login: the peermem module or dma-buf path is active, NCCL reports GDR on the backend NICs, and the collective tests reach their expected bus bandwidth without tuning.</source>
        <extracomment>2.0 lifecycle.gpudirect_rdma: item guidance
----------
3.0 lifecycle.gpudirect_rdma: item guidance</extracomment>
        <translation>GPUDirect RDMA が最初のログインから動作する: peermem モジュールまたは dma-buf の経路が有効で、NCCL がバックエンド NIC で GDR を報告し、集団通信テストがチューニングなしで期待されるバス帯域幅に達する。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>No GPU hours billed during creation or downtime</source>
        <extracomment>2.0 lifecycle.billing_fairness: item title
----------
3.0 lifecycle.billing_fairness: item title</extracomment>
        <translation>作成中やダウンタイム中の GPU 時間の課金なし</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Are GPU hours charged while a cluster is being built, or while nodes are broken and waiting for repair?</source>
        <extracomment>2.0 lifecycle.billing_fairness: item question
----------
3.0 lifecycle.billing_fairness: item question</extracomment>
        <translation>クラスターの構築中や、ノードが故障して修理を待っている間に GPU 時間が課金されますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Billing starts when the customer accepts working nodes and stops for any node that is down through the provider&apos;s fault; credits are applied automatically, not after a dispute.</source>
        <extracomment>2.0 lifecycle.billing_fairness: item guidance
----------
3.0 lifecycle.billing_fairness: item guidance</extracomment>
        <translation>課金は顧客が動作するノードを受け入れた時点で始まり、プロバイダーの責任でダウンしたノードについては停止する。クレジットは異議申し立ての後ではなく自動的に適用される。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Time to a working PyTorch</source>
        <extracomment>2.0 lifecycle.pytorch_ready: item title
----------
3.0 lifecycle.pytorch_ready: item title</extracomment>
        <translation>PyTorch が動くまでの時間</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How long does it take on a fresh node to install PyTorch and run &apos;import torch&apos; with the GPUs visible?</source>
        <extracomment>2.0 lifecycle.pytorch_ready: item question
----------
3.0 lifecycle.pytorch_ready: item question</extracomment>
        <translation>新しいノードで PyTorch をインストールし、GPU が見える状態で &apos;import torch&apos; を実行するまでにどれくらいかかりますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Package mirrors or caches make a pip install of PyTorch take well under a minute, and &apos;import torch&apos; returns in seconds; nothing in the image fights the install.</source>
        <extracomment>2.0 lifecycle.pytorch_ready: item guidance
----------
3.0 lifecycle.pytorch_ready: item guidance</extracomment>
        <translation>パッケージのミラーやキャッシュにより PyTorch の pip install は 1 分を大きく下回り、&apos;import torch&apos; は数秒で戻る。イメージ内にインストールを妨げるものがない。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Support quality</source>
        <extracomment>2.0 lifecycle.support: item title
----------
3.0 lifecycle.support: item title</extracomment>
        <translation>サポートの品質</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Through which channels is support reachable (shared Slack, tickets, phone), who answers, and how fast?</source>
        <extracomment>2.0 lifecycle.support: item question
----------
3.0 lifecycle.support: item question</extracomment>
        <translation>サポートにはどのチャネル (共有 Slack、チケット、電話) で連絡でき、誰がどれくらいの速さで回答しますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A shared channel staffed by engineers who can act on the cluster, answers in minutes during an incident, and fixes that stick. Interviewed customers describe support as a strength.</source>
        <extracomment>2.0 lifecycle.support: item guidance
----------
3.0 lifecycle.support: item guidance</extracomment>
        <translation>クラスターに対処できるエンジニアが常駐する共有チャネルがあり、障害時には数分で回答し、修正が長続きする。インタビューした顧客がサポートを強みとして挙げる。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Audit-log completeness and retention</source>
        <extracomment>2.0 lifecycle.audit_log: item title
----------
3.0 lifecycle.audit_log: item title</extracomment>
        <translation>監査ログの網羅性と保持期間</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Which actions on the account and the cluster are logged, for how long, and can customers export the log?</source>
        <extracomment>2.0 lifecycle.audit_log: item question
----------
3.0 lifecycle.audit_log: item question</extracomment>
        <translation>アカウントとクラスターに対するどの操作が、どのくらいの期間記録されますか? 顧客はログをエクスポートできますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Every console, API and staff action on the tenant is logged with who and when, kept for at least a year, and exportable or streamable to the customer&apos;s SIEM.</source>
        <extracomment>2.0 lifecycle.audit_log: item guidance
----------
3.0 lifecycle.audit_log: item guidance</extracomment>
        <translation>テナントに対するコンソール、API、スタッフのすべての操作が実行者と日時とともに記録され、少なくとも 1 年保持され、顧客の SIEM にエクスポートまたはストリーミングできる。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Orchestration</source>
        <extracomment>2.0 orchestration: criterion name
----------
3.0 orchestration: criterion name</extracomment>
        <translation>オーケストレーション</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Identity and access management plus the maturity of managed Slurm and Kubernetes.</source>
        <extracomment>2.0 orchestration: criterion description
----------
3.0 orchestration: criterion description</extracomment>
        <translation>ID とアクセスの管理、およびマネージド Slurm と Kubernetes の成熟度。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>User and group management</source>
        <extracomment>2.0 orchestration.users_groups: item title
----------
3.0 orchestration.users_groups: item title</extracomment>
        <translation>ユーザーとグループの管理</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How are cluster users and groups created and kept in sync across nodes?</source>
        <extracomment>2.0 orchestration.users_groups: item question
----------
3.0 orchestration.users_groups: item question</extracomment>
        <translation>クラスターのユーザーとグループはどのように作成され、ノード間で同期されますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Users and groups are managed centrally (directory or console) and appear consistently on every node with the same UIDs and home directories; no hand-edited /etc/passwd.</source>
        <extracomment>2.0 orchestration.users_groups: item guidance
----------
3.0 orchestration.users_groups: item guidance</extracomment>
        <translation>ユーザーとグループは一元管理 (ディレクトリまたはコンソール) され、すべてのノードに同じ UID とホームディレクトリで一貫して現れる。/etc/passwd の手作業での編集はない。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Role-based access control</source>
        <extracomment>2.0 orchestration.rbac: item title
----------
3.0 orchestration.rbac: item title</extracomment>
        <translation>ロールベースのアクセス制御</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can the customer define roles that separate administrators, researchers and billing users?</source>
        <extracomment>2.0 orchestration.rbac: item question
----------
3.0 orchestration.rbac: item question</extracomment>
        <translation>顧客は管理者、研究者、請求担当者を分けるロールを定義できますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Roles with least privilege for the console, API, scheduler and Kubernetes namespaces, assignable by the customer&apos;s own administrators.</source>
        <extracomment>2.0 orchestration.rbac: item guidance
----------
3.0 orchestration.rbac: item guidance</extracomment>
        <translation>コンソール、API、スケジューラー、Kubernetes 名前空間に対する最小権限のロールがあり、顧客自身の管理者が割り当てられる。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Single sign-on</source>
        <extracomment>2.0 orchestration.sso: item title
----------
3.0 orchestration.sso: item title</extracomment>
        <translation>シングルサインオン</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Does the console and the cluster login support SSO (SAML or OIDC) with the customer&apos;s identity provider?</source>
        <extracomment>2.0 orchestration.sso: item question
----------
3.0 orchestration.sso: item question</extracomment>
        <translation>コンソールとクラスターへのログインは、顧客の ID プロバイダーとの SSO (SAML または OIDC) に対応していますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>SAML or OIDC sign-on for the console, and SSH or kubeconfig access tied to the same identities, without a per-seat surcharge.</source>
        <extracomment>2.0 orchestration.sso: item guidance
----------
3.0 orchestration.sso: item guidance</extracomment>
        <translation>コンソールへの SAML または OIDC サインオンと、同じ ID に結び付いた SSH または kubeconfig のアクセスが、ユーザーごとの追加料金なしで使える。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Managed Slurm maturity</source>
        <extracomment>2.0 orchestration.slurm: item title
----------
3.0 orchestration.slurm: item title</extracomment>
        <translation>マネージド Slurm の成熟度</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Do you offer managed Slurm, who operates the controller, and which versions and plugins are supported?</source>
        <extracomment>2.0 orchestration.slurm: item question
----------
3.0 orchestration.slurm: item question</extracomment>
        <translation>マネージド Slurm を提供していますか? コントローラーは誰が運用し、どのバージョンとプラグインがサポートされますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A current Slurm release operated by the provider, accounting enabled, sane partitions and QoS, and upgrades done for the customer; the setup matches a well-configured reference cluster rather than a quick install before handover.</source>
        <extracomment>2.0 orchestration.slurm: item guidance
----------
3.0 orchestration.slurm: item guidance</extracomment>
        <translation>プロバイダーが運用する最新の Slurm リリースで、アカウンティングが有効、妥当なパーティションと QoS があり、アップグレードは顧客の代わりに行われる。構成は引き渡し前の急ごしらえではなく、よく設定された参照クラスターに匹敵する。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Managed Kubernetes maturity</source>
        <extracomment>2.0 orchestration.kubernetes: item title
----------
3.0 orchestration.kubernetes: item title</extracomment>
        <translation>マネージド Kubernetes の成熟度</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Do you offer managed Kubernetes with the GPU and network operators installed, and how are upgrades handled?</source>
        <extracomment>2.0 orchestration.kubernetes: item question
----------
3.0 orchestration.kubernetes: item question</extracomment>
        <translation>GPU Operator と Network Operator がインストールされたマネージド Kubernetes を提供していますか? アップグレードはどのように扱われますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A conformant, current Kubernetes with the GPU operator, network operator and a batch scheduler or MPI operator ready; control plane managed and upgraded by the provider.</source>
        <extracomment>2.0 orchestration.kubernetes: item guidance
----------
3.0 orchestration.kubernetes: item guidance</extracomment>
        <translation>適合性のある最新の Kubernetes に GPU Operator、Network Operator、バッチスケジューラーまたは MPI Operator が用意されている。コントロールプレーンはプロバイダーが管理し、アップグレードする。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Topology configuration</source>
        <extracomment>2.0 orchestration.topology: item title
----------
3.0 orchestration.topology: item title</extracomment>
        <translation>トポロジーの設定</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is the network topology exposed to the scheduler (Slurm topology.conf or Kubernetes topology labels)?</source>
        <extracomment>2.0 orchestration.topology: item question
----------
3.0 orchestration.topology: item question</extracomment>
        <translation>ネットワークトポロジーはスケジューラーに公開されていますか (Slurm の topology.conf や Kubernetes のトポロジーラベル)?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>The scheduler knows the leaf and spine layout (or NVLink domains) so large jobs are placed on well-connected nodes; the configuration matches the physical fabric.</source>
        <extracomment>2.0 orchestration.topology: item guidance
----------
3.0 orchestration.topology: item guidance</extracomment>
        <translation>スケジューラーがリーフとスパインの配置 (または NVLink ドメイン) を把握しており、大きなジョブが接続の良いノードに配置される。設定は物理ファブリックと一致している。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Pyxis and enroot for containers in Slurm</source>
        <extracomment>2.0 orchestration.pyxis: item title
----------
3.0 orchestration.pyxis: item title</extracomment>
        <translation>Slurm でのコンテナ向け Pyxis と enroot</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can jobs run containers under Slurm with Pyxis and enroot (srun --container-image)?</source>
        <extracomment>2.0 orchestration.pyxis: item question
----------
3.0 orchestration.pyxis: item question</extracomment>
        <translation>ジョブは Slurm 上で Pyxis と enroot を使ってコンテナを実行できますか (srun --container-image)?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Pyxis and enroot are installed and configured with a fast local cache, so an srun with a container image works on every node without extra steps.</source>
        <extracomment>2.0 orchestration.pyxis: item guidance
----------
3.0 orchestration.pyxis: item guidance</extracomment>
        <translation>Pyxis と enroot が高速なローカルキャッシュとともにインストール・設定されており、コンテナイメージを指定した srun が追加の手順なしにすべてのノードで動く。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Kubeconfig access</source>
        <extracomment>2.0 orchestration.kubeconfig: item title
----------
3.0 orchestration.kubeconfig: item title</extracomment>
        <translation>kubeconfig によるアクセス</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Does the customer get a kubeconfig with cluster-admin or well-scoped rights, directly and without a ticket?</source>
        <extracomment>2.0 orchestration.kubeconfig: item question
----------
3.0 orchestration.kubeconfig: item question</extracomment>
        <translation>顧客はチケットなしで直接、cluster-admin または適切に範囲を絞った権限の kubeconfig を受け取れますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A downloadable kubeconfig with the rights the customer needs, rotated credentials, and API access from the customer&apos;s own network.</source>
        <extracomment>2.0 orchestration.kubeconfig: item guidance
----------
3.0 orchestration.kubeconfig: item guidance</extracomment>
        <translation>顧客が必要とする権限を持つダウンロード可能な kubeconfig、定期的に更新される認証情報、顧客自身のネットワークからの API アクセス。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>ReadWriteMany storage class</source>
        <extracomment>2.0 orchestration.rwx_storage: item title
----------
3.0 orchestration.rwx_storage: item title</extracomment>
        <translation>ReadWriteMany ストレージクラス</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is there a ReadWriteMany storage class backed by the shared filesystem for Kubernetes workloads?</source>
        <extracomment>2.0 orchestration.rwx_storage: item question
----------
3.0 orchestration.rwx_storage: item question</extracomment>
        <translation>Kubernetes のワークロード向けに、共有ファイルシステムを基盤とする ReadWriteMany ストレージクラスはありますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A default RWX storage class on the high-performance filesystem, so many pods can read one dataset and write checkpoints without workarounds.</source>
        <extracomment>2.0 orchestration.rwx_storage: item guidance
----------
3.0 orchestration.rwx_storage: item guidance</extracomment>
        <translation>高性能ファイルシステム上の既定の RWX ストレージクラスがあり、多数の Pod が回避策なしに 1 つのデータセットを読み、チェックポイントを書ける。</translation>
    </message>
    <message>
        <location line="-504"/>
        <location line="+508"/>
        <source>Shared filesystems and object storage: present from day one, fast, stable and protected.</source>
        <extracomment>2.0 storage: criterion description
----------
3.0 storage: criterion description</extracomment>
        <translation>共有ファイルシステムとオブジェクトストレージ: 初日から存在し、高速で安定し、保護されている。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>High-performance parallel filesystem out of the box</source>
        <extracomment>2.0 storage.parallel_fs: item title
----------
3.0 storage.parallel_fs: item title</extracomment>
        <translation>すぐに使える高性能並列ファイルシステム</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Which shared filesystem is mounted on delivered nodes (Weka, DDN/Lustre, VAST, other), and at what capacity?</source>
        <extracomment>2.0 storage.parallel_fs: item question
----------
3.0 storage.parallel_fs: item question</extracomment>
        <translation>納品されたノードにはどの共有ファイルシステム (Weka、DDN/Lustre、VAST、その他) がどの容量でマウントされていますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A parallel filesystem such as Weka, DDN or VAST is mounted on every node at handover, sized for the cluster, not a single NFS server added later.</source>
        <extracomment>2.0 storage.parallel_fs: item guidance
----------
3.0 storage.parallel_fs: item guidance</extracomment>
        <translation>Weka、DDN、VAST などの並列ファイルシステムが引き渡し時にすべてのノードにマウントされ、クラスターに見合った容量がある。後から追加された単一の NFS サーバーではない。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Managed S3-compatible object storage</source>
        <extracomment>2.0 storage.object_s3: item title
----------
3.0 storage.object_s3: item title</extracomment>
        <translation>マネージドの S3 互換オブジェクトストレージ</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is there a managed S3-compatible object store in the same region, and how is it billed?</source>
        <extracomment>2.0 storage.object_s3: item question
----------
3.0 storage.object_s3: item question</extracomment>
        <translation>同じリージョンにマネージドの S3 互換オブジェクトストアはありますか? 課金方法は?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>An S3 API endpoint close to the GPUs with no request-fee surprises, suitable for datasets and checkpoints.</source>
        <extracomment>2.0 storage.object_s3: item guidance
----------
3.0 storage.object_s3: item guidance</extracomment>
        <translation>GPU の近くにある S3 API エンドポイントで、想定外のリクエスト料金がなく、データセットとチェックポイントに適している。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Mounts that stay mounted</source>
        <extracomment>2.0 storage.mount_stability: item title
----------
3.0 storage.mount_stability: item title</extracomment>
        <translation>マウントが外れないこと</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How often have shared mounts gone stale or dropped on customer clusters in the last quarter?</source>
        <extracomment>2.0 storage.mount_stability: item question
----------
3.0 storage.mount_stability: item question</extracomment>
        <translation>直近の四半期に、顧客のクラスターで共有マウントが古くなったり外れたりしたことはどれくらいありますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Mounts survive node reboots and network blips; customers interviewed do not report stale handles or remount scripts.</source>
        <extracomment>2.0 storage.mount_stability: item guidance
----------
3.0 storage.mount_stability: item guidance</extracomment>
        <translation>マウントはノードの再起動やネットワークの一時的な途切れを乗り切る。インタビューした顧客から stale handle や再マウント用スクリプトの話が出ない。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Measured read performance</source>
        <extracomment>2.0 storage.read_perf: item title
----------
3.0 storage.read_perf: item title</extracomment>
        <translation>測定した読み取り性能</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What aggregate and per-node read throughput should the filesystem deliver, and can we measure it?</source>
        <extracomment>2.0 storage.read_perf: item question
----------
3.0 storage.read_perf: item question</extracomment>
        <translation>ファイルシステムが提供すべき全体とノードあたりの読み取りスループットはどれくらいで、それを測定できますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Measured reads come close to the advertised per-node figure and scale across nodes, so data loading never starves the GPUs.</source>
        <extracomment>2.0 storage.read_perf: item guidance
----------
3.0 storage.read_perf: item guidance</extracomment>
        <translation>測定した読み取りが公称のノードあたりの数値に近く、ノード数に応じてスケールするため、データ読み込みで GPU が待たされることがない。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Measured write performance</source>
        <extracomment>2.0 storage.write_perf: item title
----------
3.0 storage.write_perf: item title</extracomment>
        <translation>測定した書き込み性能</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What write throughput should a full-cluster checkpoint see?</source>
        <extracomment>2.0 storage.write_perf: item question
----------
3.0 storage.write_perf: item question</extracomment>
        <translation>クラスター全体のチェックポイントではどの程度の書き込みスループットが出るはずですか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A checkpoint of the whole model writes at the advertised throughput, so saving takes seconds to a few minutes rather than stalling training.</source>
        <extracomment>2.0 storage.write_perf: item guidance
----------
3.0 storage.write_perf: item guidance</extracomment>
        <translation>モデル全体のチェックポイントが公称のスループットで書き込まれ、保存は学習を止めることなく数秒から数分で終わる。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Snapshots</source>
        <extracomment>2.0 storage.snapshots: item title
----------
3.0 storage.snapshots: item title</extracomment>
        <translation>スナップショット</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can the customer take and restore filesystem snapshots themselves?</source>
        <extracomment>2.0 storage.snapshots: item question
----------
3.0 storage.snapshots: item question</extracomment>
        <translation>顧客は自分でファイルシステムのスナップショットを取得・復元できますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Self-service snapshots with a documented schedule and a restore that does not need a ticket.</source>
        <extracomment>2.0 storage.snapshots: item guidance
----------
3.0 storage.snapshots: item guidance</extracomment>
        <translation>文書化されたスケジュールによるセルフサービスのスナップショットと、チケット不要の復元。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Backups</source>
        <extracomment>2.0 storage.backups: item title
----------
3.0 storage.backups: item title</extracomment>
        <translation>バックアップ</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is data backed up off the filesystem, where to, and how is a restore requested?</source>
        <extracomment>2.0 storage.backups: item question
----------
3.0 storage.backups: item question</extracomment>
        <translation>データはファイルシステムの外にバックアップされていますか? どこに、また復元はどのように依頼しますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Backups to a separate system or site are available, with a tested restore and a stated recovery time.</source>
        <extracomment>2.0 storage.backups: item guidance
----------
3.0 storage.backups: item guidance</extracomment>
        <translation>別のシステムまたは拠点へのバックアップが利用でき、復元がテスト済みで、復旧時間が明示されている。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Published durability SLA</source>
        <extracomment>2.0 storage.durability_sla: item title
----------
3.0 storage.durability_sla: item title</extracomment>
        <translation>公表された耐久性 SLA</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What durability and availability do you commit to for each storage tier, in writing?</source>
        <extracomment>2.0 storage.durability_sla: item question
----------
3.0 storage.durability_sla: item question</extracomment>
        <translation>各ストレージ階層について、どの程度の耐久性と可用性を書面で約束していますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A published SLA for durability and availability of each storage service, with credits when it is missed.</source>
        <extracomment>2.0 storage.durability_sla: item guidance
----------
3.0 storage.durability_sla: item guidance</extracomment>
        <translation>各ストレージサービスの耐久性と可用性について公表された SLA があり、未達時にはクレジットがある。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Large container pull time</source>
        <extracomment>2.0 storage.container_pull: item title
----------
3.0 storage.container_pull: item title</extracomment>
        <translation>大きなコンテナの取得時間</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How long does pulling a 20+ GB NGC container take on a fresh node? Is there a local registry mirror or cache?</source>
        <extracomment>2.0 storage.container_pull: item question
----------
3.0 storage.container_pull: item question</extracomment>
        <translation>新しいノードで 20 GB 超の NGC コンテナの取得にどれくらいかかりますか? ローカルのレジストリミラーやキャッシュはありますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A local mirror or cache brings a large NGC image onto a node in seconds; several minutes points to pulling every layer across the internet.</source>
        <extracomment>2.0 storage.container_pull: item guidance
----------
3.0 storage.container_pull: item guidance</extracomment>
        <translation>ローカルのミラーやキャッシュにより、大きな NGC イメージが数秒でノードに届く。数分かかる場合は、すべてのレイヤーをインターネット越しに取得していることを示す。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Model download and load time</source>
        <extracomment>2.0 storage.model_load: item title
----------
3.0 storage.model_load: item title</extracomment>
        <translation>モデルのダウンロードと読み込みの時間</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How long does it take to download a 15-billion-parameter model and load it onto the GPUs?</source>
        <extracomment>2.0 storage.model_load: item question
----------
3.0 storage.model_load: item question</extracomment>
        <translation>150 億パラメーターのモデルをダウンロードして GPU に読み込むまでにどれくらいかかりますか?</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Fast internet or a model cache plus a quick filesystem bring the weights onto the GPUs in a minute or two.</source>
        <extracomment>2.0 storage.model_load: item guidance
----------
3.0 storage.model_load: item guidance</extracomment>
        <translation>高速なインターネットまたはモデルキャッシュと、速いファイルシステムにより、重みが 1〜2 分で GPU に載る。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+520"/>
        <source>Networking</source>
        <extracomment>2.0 networking: criterion name
----------
3.0 networking: criterion name</extracomment>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>The backend fabric and the software on it, judged by what collectives and training actually reach.</source>
        <extracomment>2.0 networking: criterion description
----------
3.0 networking: criterion description</extracomment>
        <translation>バックエンドファブリックとその上のソフトウェア。集団通信と学習が実際に到達する性能で判断する。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>InfiniBand or RoCEv2 backend</source>
        <extracomment>2.0 networking.fabric: item title
----------
3.0 networking.fabric: item title</extracomment>
        <translation>InfiniBand または RoCEv2 のバックエンド</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Which backend fabric connects the GPUs (InfiniBand, RoCEv2, other), at what rate per GPU, and with what topology?</source>
        <extracomment>2.0 networking.fabric: item question
----------
3.0 networking.fabric: item question</extracomment>
        <translation>GPU を接続するバックエンドファブリックは何で (InfiniBand、RoCEv2、その他)、GPU あたりのレートとトポロジーはどうなっていますか?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>A non-blocking (or clearly stated) rail-optimised InfiniBand or RoCEv2 fabric at the full per-GPU rate the platform supports, for example 400G per GPU on H100/H200 and 800G on the newest systems.</source>
        <extracomment>2.0 networking.fabric: item guidance
----------
3.0 networking.fabric: item guidance</extracomment>
        <translation>プラットフォームが対応する GPU あたりの最大レートでの、ノンブロッキング (または明確に記載された) レール最適化 InfiniBand または RoCEv2 ファブリック。例えば H100/H200 では GPU あたり 400G、最新システムでは 800G。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>HPC-X / MPI available</source>
        <extracomment>2.0 networking.hpcx: item title
----------
3.0 networking.hpcx: item title</extracomment>
        <translation>HPC-X / MPI の提供</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Is NVIDIA HPC-X or another tuned MPI installed and working across nodes?</source>
        <extracomment>2.0 networking.hpcx: item question
----------
3.0 networking.hpcx: item question</extracomment>
        <translation>NVIDIA HPC-X または他のチューニング済み MPI がインストールされ、ノード間で動作しますか?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>HPC-X (or a tuned Open MPI with UCX) is installed in the image and in the scheduler&apos;s environment, so mpirun across nodes works without building anything.</source>
        <extracomment>2.0 networking.hpcx: item guidance
----------
3.0 networking.hpcx: item guidance</extracomment>
        <translation>HPC-X (または UCX 付きのチューニング済み Open MPI) がイメージとスケジューラーの環境にインストールされており、何もビルドせずにノード間で mpirun が動く。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Sane default NCCL configuration</source>
        <extracomment>2.0 networking.nccl_defaults: item title
----------
3.0 networking.nccl_defaults: item title</extracomment>
        <translation>妥当な NCCL の既定設定</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>What NCCL settings ship on the nodes (/etc/nccl.conf, NCCL_* variables, topology files)?</source>
        <extracomment>2.0 networking.nccl_defaults: item question
----------
3.0 networking.nccl_defaults: item question</extracomment>
        <translation>ノードにはどのような NCCL の設定 (/etc/nccl.conf、NCCL_* 変数、トポロジーファイル) が用意されていますか?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Defaults that pick the right HCAs and GID index, enable GDR, and include a topology file where the platform needs it; nothing a customer must discover by trial and error.</source>
        <extracomment>2.0 networking.nccl_defaults: item guidance
----------
3.0 networking.nccl_defaults: item guidance</extracomment>
        <translation>正しい HCA と GID インデックスを選び、GDR を有効にし、プラットフォームが必要とする場合はトポロジーファイルを含む既定値。顧客が試行錯誤で見つけなければならないものがない。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>SHARP in-network reductions</source>
        <extracomment>2.0 networking.sharp: item title
----------
3.0 networking.sharp: item title</extracomment>
        <translation>SHARP によるネットワーク内集約</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Is SHARP (in-network aggregation) enabled on the InfiniBand fabric and usable from NCCL?</source>
        <extracomment>2.0 networking.sharp: item question
----------
3.0 networking.sharp: item question</extracomment>
        <translation>InfiniBand ファブリックで SHARP (ネットワーク内集約) が有効で、NCCL から使えますか?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>SHARP enabled on the switches and the NCCL plugin installed, so large all-reduce operations use it; recorded as N/A on fabrics without it.</source>
        <extracomment>2.0 networking.sharp: item guidance
----------
3.0 networking.sharp: item guidance</extracomment>
        <translation>スイッチで SHARP が有効で NCCL プラグインがインストールされており、大きな all-reduce がそれを使う。SHARP のないファブリックでは対象外と記録する。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Four-node NCCL tests reach expected bandwidth</source>
        <extracomment>2.0 networking.nccl_4node: item title
----------
3.0 networking.nccl_4node: item title</extracomment>
        <translation>4 ノードの NCCL テストが期待帯域幅に達する</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Can we run nccl-tests across four nodes, and what bus bandwidth do you expect for all_reduce and all_gather?</source>
        <extracomment>2.0 networking.nccl_4node: item question
----------
3.0 networking.nccl_4node: item question</extracomment>
        <translation>4 ノードにまたがって nccl-tests を実行できますか? all_reduce と all_gather のバス帯域幅はどれくらいを想定していますか?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Across four nodes, all_reduce and all_gather reach the bus bandwidth expected for the fabric at large message sizes, with no outlier node dragging the result down.</source>
        <extracomment>2.0 networking.nccl_4node: item guidance
----------
3.0 networking.nccl_4node: item guidance</extracomment>
        <translation>4 ノードにまたがって、all_reduce と all_gather が大きなメッセージサイズでファブリックに期待されるバス帯域幅に達し、結果を引き下げる外れ値のノードがない。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>PyTorch training reaches expected MFU</source>
        <extracomment>2.0 networking.pytorch_mfu: item title
----------
3.0 networking.pytorch_mfu: item title</extracomment>
        <translation>PyTorch の学習が期待 MFU に達する</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Does a multi-node PyTorch training run reach the model FLOPs utilisation expected for this hardware?</source>
        <extracomment>2.0 networking.pytorch_mfu: item question
----------
3.0 networking.pytorch_mfu: item question</extracomment>
        <translation>複数ノードの PyTorch 学習は、このハードウェアに期待されるモデル FLOPs 利用率に達しますか?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>A standard multi-node training job reaches an MFU in line with well-run clusters of the same hardware; throughput is stable across the run.</source>
        <extracomment>2.0 networking.pytorch_mfu: item guidance
----------
3.0 networking.pytorch_mfu: item guidance</extracomment>
        <translation>標準的な複数ノードの学習ジョブが、同じハードウェアのよく運用されたクラスターに匹敵する MFU に達し、実行中のスループットが安定している。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>PCIe ACS disabled for peer-to-peer</source>
        <extracomment>2.0 networking.pcie_acs: item title
----------
3.0 networking.pcie_acs: item title</extracomment>
        <translation>ピアツーピアのための PCIe ACS 無効化</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Is PCIe Access Control Services disabled (or set for direct P2P) on the bridges between GPUs and NICs?</source>
        <extracomment>2.0 networking.pcie_acs: item question
----------
3.0 networking.pcie_acs: item question</extracomment>
        <translation>GPU と NIC の間のブリッジで PCIe Access Control Services は無効 (または直接 P2P に設定) になっていますか?</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>ACS does not redirect GPU-to-NIC and GPU-to-GPU traffic through the root complex on bare metal, so P2P and GPUDirect run at full speed; lspci confirms it.</source>
        <extracomment>2.0 networking.pcie_acs: item guidance
----------
3.0 networking.pcie_acs: item guidance</extracomment>
        <translation>ベアメタルで ACS が GPU から NIC、GPU から GPU への通信をルートコンプレックス経由にリダイレクトせず、P2P と GPUDirect が最大速度で動く。lspci で確認できる。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+532"/>
        <source>Reliability</source>
        <extracomment>2.0 reliability: criterion name
----------
3.0 reliability: criterion name</extracomment>
        <translation>信頼性</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Commitments on uptime and response, and evidence that hardware faults are detected and handled.</source>
        <extracomment>2.0 reliability: criterion description
----------
3.0 reliability: criterion description</extracomment>
        <translation>稼働率と対応の約束、およびハードウェア障害が検出・対処されていることのエビデンス。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Hardware uptime SLA</source>
        <extracomment>2.0 reliability.uptime_sla: item title
----------
3.0 reliability.uptime_sla: item title</extracomment>
        <translation>ハードウェア稼働率の SLA</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>What uptime do you commit to per node and per cluster, and what happens when it is missed?</source>
        <extracomment>2.0 reliability.uptime_sla: item question
----------
3.0 reliability.uptime_sla: item question</extracomment>
        <translation>ノードあたり、クラスターあたりでどの程度の稼働率を約束していますか? 未達の場合はどうなりますか?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>A written per-node uptime SLA with automatic credits and a stated time to replace a failed node.</source>
        <extracomment>2.0 reliability.uptime_sla: item guidance
----------
3.0 reliability.uptime_sla: item guidance</extracomment>
        <translation>ノードあたりの稼働率について書面の SLA があり、自動クレジットと故障ノードの交換時間の明示がある。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>24x7 support response commitment</source>
        <extracomment>2.0 reliability.support_24x7: item title
----------
3.0 reliability.support_24x7: item title</extracomment>
        <translation>24 時間 365 日のサポート対応の約束</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Is there 24x7 support with a written response time for a cluster-down incident?</source>
        <extracomment>2.0 reliability.support_24x7: item question
----------
3.0 reliability.support_24x7: item question</extracomment>
        <translation>クラスター停止の障害について、書面の対応時間を伴う 24 時間 365 日のサポートはありますか?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Round-the-clock coverage with a response commitment measured in minutes for severity-one incidents, and engineers rather than a ticket queue on the other end.</source>
        <extracomment>2.0 reliability.support_24x7: item guidance
----------
3.0 reliability.support_24x7: item guidance</extracomment>
        <translation>24 時間体制で、重大度 1 の障害には分単位の対応が約束され、窓口の先にいるのはチケットキューではなくエンジニアである。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Link-flap stability</source>
        <extracomment>2.0 reliability.link_flap: item title
----------
3.0 reliability.link_flap: item title</extracomment>
        <translation>リンクフラップの安定性</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>How often do backend links flap, and how are flapping links found and fixed?</source>
        <extracomment>2.0 reliability.link_flap: item question
----------
3.0 reliability.link_flap: item question</extracomment>
        <translation>バックエンドのリンクはどのくらいの頻度でフラップし、フラップするリンクはどのように発見・修正されますか?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Link flaps are rare, monitored at the switch, and faulty optics or cables are replaced proactively; customers do not see jobs crash from flapping links.</source>
        <extracomment>2.0 reliability.link_flap: item guidance
----------
3.0 reliability.link_flap: item guidance</extracomment>
        <translation>リンクフラップはまれで、スイッチで監視され、不良の光モジュールやケーブルは事前に交換される。顧客がリンクフラップでジョブがクラッシュするのを経験しない。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Filesystem stability</source>
        <extracomment>2.0 reliability.fs_stability: item title
----------
3.0 reliability.fs_stability: item title</extracomment>
        <translation>ファイルシステムの安定性</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>What outages has the shared filesystem had in the last quarter?</source>
        <extracomment>2.0 reliability.fs_stability: item question
----------
3.0 reliability.fs_stability: item question</extracomment>
        <translation>直近の四半期に共有ファイルシステムにどのような停止がありましたか?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>No unplanned filesystem outages that stopped customer jobs, and post-mortems for any that did.</source>
        <extracomment>2.0 reliability.fs_stability: item guidance
----------
3.0 reliability.fs_stability: item guidance</extracomment>
        <translation>顧客のジョブを止めた計画外のファイルシステム停止がなく、あった場合は事後分析がある。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>GPU fall-off-the-bus detection</source>
        <extracomment>2.0 reliability.gpu_fall_off_bus: item title
----------
3.0 reliability.gpu_fall_off_bus: item title</extracomment>
        <translation>GPU のバス脱落の検出</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>How is a GPU that falls off the PCIe bus detected, and how fast is the node drained and repaired?</source>
        <extracomment>2.0 reliability.gpu_fall_off_bus: item question
----------
3.0 reliability.gpu_fall_off_bus: item question</extracomment>
        <translation>PCIe バスから外れた GPU はどのように検出され、ノードはどれくらい早くドレインされ修理されますか?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Fallen GPUs are detected within minutes by monitoring, the node is drained automatically, and the customer is told without having to open a ticket.</source>
        <extracomment>2.0 reliability.gpu_fall_off_bus: item guidance
----------
3.0 reliability.gpu_fall_off_bus: item guidance</extracomment>
        <translation>外れた GPU は監視によって数分以内に検出され、ノードは自動的にドレインされ、顧客はチケットを開かなくても通知を受ける。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>PCIe error detection</source>
        <extracomment>2.0 reliability.pcie_errors: item title
----------
3.0 reliability.pcie_errors: item title</extracomment>
        <translation>PCIe エラーの検出</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Are PCIe AER and link-degradation errors monitored on GPUs and NICs?</source>
        <extracomment>2.0 reliability.pcie_errors: item question
----------
3.0 reliability.pcie_errors: item question</extracomment>
        <translation>GPU と NIC で PCIe AER やリンク劣化のエラーは監視されていますか?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>PCIe errors and links trained below their width or speed are detected and acted on before they cause slow or failed jobs.</source>
        <extracomment>2.0 reliability.pcie_errors: item guidance
----------
3.0 reliability.pcie_errors: item guidance</extracomment>
        <translation>PCIe エラーや、幅や速度が本来より低くトレーニングされたリンクが、ジョブの低速化や失敗を招く前に検出され対処される。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>ECC error handling</source>
        <extracomment>2.0 reliability.ecc_errors: item title
----------
3.0 reliability.ecc_errors: item title</extracomment>
        <translation>ECC エラーの処理</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>How are GPU ECC errors and row remapping failures monitored and handled?</source>
        <extracomment>2.0 reliability.ecc_errors: item question
----------
3.0 reliability.ecc_errors: item question</extracomment>
        <translation>GPU の ECC エラーと行リマッピングの失敗はどのように監視・処理されますか?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Uncorrectable ECC errors and pending row remaps are watched, the affected GPU is taken out of service and reset or replaced, and counts are visible to the customer.</source>
        <extracomment>2.0 reliability.ecc_errors: item guidance
----------
3.0 reliability.ecc_errors: item guidance</extracomment>
        <translation>訂正不能 ECC エラーと保留中の行リマップが監視され、影響を受けた GPU はサービスから外されてリセットまたは交換され、件数は顧客から見える。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>NVIDIA XID and SXID monitoring</source>
        <extracomment>2.0 reliability.xid_sxid: item title
----------
3.0 reliability.xid_sxid: item title</extracomment>
        <translation>NVIDIA の XID と SXID の監視</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Are XID and SXID events collected from every node and turned into alerts or automatic action?</source>
        <extracomment>2.0 reliability.xid_sxid: item question
----------
3.0 reliability.xid_sxid: item question</extracomment>
        <translation>XID と SXID のイベントはすべてのノードから収集され、アラートや自動対処につながっていますか?</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Kernel XID/SXID events are collected centrally, classified, and the serious ones trigger draining and repair automatically.</source>
        <extracomment>2.0 reliability.xid_sxid: item guidance
----------
3.0 reliability.xid_sxid: item guidance</extracomment>
        <translation>カーネルの XID/SXID イベントが一元的に収集・分類され、重大なものは自動的にドレインと修理を引き起こす。</translation>
    </message>
    <message>
        <location line="-528"/>
        <location line="+544"/>
        <source>What the customer can see about their cluster, and how health problems are caught before they hurt jobs.</source>
        <extracomment>2.0 monitoring: criterion description
----------
3.0 monitoring: criterion description</extracomment>
        <translation>顧客が自分のクラスターについて何を見られるか、ヘルスの問題がジョブに影響する前にどのように捉えられるか。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Pre-installed Grafana or equivalent dashboard</source>
        <extracomment>2.0 monitoring.dashboard: item title
----------
3.0 monitoring.dashboard: item title</extracomment>
        <translation>プリインストールされた Grafana または同等のダッシュボード</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Is there a ready dashboard for the cluster&apos;s GPUs, network and storage at handover?</source>
        <extracomment>2.0 monitoring.dashboard: item question
----------
3.0 monitoring.dashboard: item question</extracomment>
        <translation>引き渡し時に、クラスターの GPU、ネットワーク、ストレージ向けのダッシュボードが用意されていますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A Grafana (or equivalent) dashboard is available from day one, covering GPUs, fabric and storage per node and per job.</source>
        <extracomment>2.0 monitoring.dashboard: item guidance
----------
3.0 monitoring.dashboard: item guidance</extracomment>
        <translation>Grafana (または同等) のダッシュボードが初日から利用でき、GPU、ファブリック、ストレージをノードごと、ジョブごとに表示する。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>DCGM metrics including SM activity</source>
        <extracomment>2.0 monitoring.dcgm: item title
----------
3.0 monitoring.dcgm: item title</extracomment>
        <translation>SM アクティビティを含む DCGM メトリック</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which DCGM metrics are collected, including SM activity and occupancy, and at what interval?</source>
        <extracomment>2.0 monitoring.dcgm: item question
----------
3.0 monitoring.dcgm: item question</extracomment>
        <translation>SM アクティビティや占有率を含め、どの DCGM メトリックがどの間隔で収集されますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>DCGM exporter runs on every node with profiling metrics (SM activity, tensor activity, memory bandwidth) at a few-second interval.</source>
        <extracomment>2.0 monitoring.dcgm: item guidance
----------
3.0 monitoring.dcgm: item guidance</extracomment>
        <translation>DCGM エクスポーターがすべてのノードで、プロファイリングメトリック (SM アクティビティ、テンソルアクティビティ、メモリ帯域幅) を数秒間隔で収集している。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>TFLOPs estimation</source>
        <extracomment>2.0 monitoring.tflops_estimate: item title
----------
3.0 monitoring.tflops_estimate: item title</extracomment>
        <translation>TFLOPs の推定</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Does the dashboard estimate delivered TFLOPs or MFU per job?</source>
        <extracomment>2.0 monitoring.tflops_estimate: item question
----------
3.0 monitoring.tflops_estimate: item question</extracomment>
        <translation>ダッシュボードはジョブごとに実効 TFLOPs や MFU を推定しますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Per-job estimates of achieved FLOPs derived from the profiling counters, so customers see efficiency, not just utilisation.</source>
        <extracomment>2.0 monitoring.tflops_estimate: item guidance
----------
3.0 monitoring.tflops_estimate: item guidance</extracomment>
        <translation>プロファイリングカウンターから導いたジョブごとの実効 FLOPs の推定があり、顧客は利用率だけでなく効率を見られる。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Job accounting</source>
        <extracomment>2.0 monitoring.job_accounting: item title
----------
3.0 monitoring.job_accounting: item title</extracomment>
        <translation>ジョブアカウンティング</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Is per-job and per-user GPU-hour accounting available?</source>
        <extracomment>2.0 monitoring.job_accounting: item question
----------
3.0 monitoring.job_accounting: item question</extracomment>
        <translation>ジョブごと、ユーザーごとの GPU 時間のアカウンティングはありますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Slurm accounting or the Kubernetes equivalent records every job&apos;s GPU hours by user and project, queryable by the customer.</source>
        <extracomment>2.0 monitoring.job_accounting: item guidance
----------
3.0 monitoring.job_accounting: item guidance</extracomment>
        <translation>Slurm のアカウンティングまたは Kubernetes の同等機能が、すべてのジョブの GPU 時間をユーザーとプロジェクトごとに記録し、顧客が照会できる。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Custom alerting</source>
        <extracomment>2.0 monitoring.alerting: item title
----------
3.0 monitoring.alerting: item title</extracomment>
        <translation>カスタムアラート</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Can customers define their own alerts and route them to their tools?</source>
        <extracomment>2.0 monitoring.alerting: item question
----------
3.0 monitoring.alerting: item question</extracomment>
        <translation>顧客は独自のアラートを定義し、自分のツールに送れますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Customer-defined alert rules with delivery to email, Slack, PagerDuty or webhooks.</source>
        <extracomment>2.0 monitoring.alerting: item guidance
----------
3.0 monitoring.alerting: item guidance</extracomment>
        <translation>顧客が定義するアラートルールと、メール、Slack、PagerDuty、Webhook への通知。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Automated active health checks</source>
        <extracomment>2.0 monitoring.active_health_checks: item title
----------
3.0 monitoring.active_health_checks: item title</extracomment>
        <translation>自動のアクティブヘルスチェック</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which active tests (GPU burn, NCCL, DCGM diagnostics) run on nodes, and when?</source>
        <extracomment>2.0 monitoring.active_health_checks: item question
----------
3.0 monitoring.active_health_checks: item question</extracomment>
        <translation>どのアクティブテスト (GPU burn、NCCL、DCGM 診断) がいつノードで実行されますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Active checks run before a node is handed out and periodically when it is idle, catching slow GPUs and bad links before a job lands there.</source>
        <extracomment>2.0 monitoring.active_health_checks: item guidance
----------
3.0 monitoring.active_health_checks: item guidance</extracomment>
        <translation>ノードを渡す前と、アイドル時に定期的にアクティブチェックが実行され、ジョブが載る前に遅い GPU や不良リンクを見つける。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Automated passive health checks</source>
        <extracomment>2.0 monitoring.passive_health_checks: item title
----------
3.0 monitoring.passive_health_checks: item title</extracomment>
        <translation>自動のパッシブヘルスチェック</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>What is checked continuously in the background while jobs run?</source>
        <extracomment>2.0 monitoring.passive_health_checks: item question
----------
3.0 monitoring.passive_health_checks: item question</extracomment>
        <translation>ジョブの実行中、バックグラウンドで継続的に何がチェックされていますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Continuous passive checks (XID, ECC, thermals, link state, filesystem) that flag a node within minutes of a problem.</source>
        <extracomment>2.0 monitoring.passive_health_checks: item guidance
----------
3.0 monitoring.passive_health_checks: item guidance</extracomment>
        <translation>継続的なパッシブチェック (XID、ECC、温度、リンク状態、ファイルシステム) が、問題発生から数分以内にノードに印を付ける。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Automatic node draining</source>
        <extracomment>2.0 monitoring.auto_drain: item title
----------
3.0 monitoring.auto_drain: item title</extracomment>
        <translation>ノードの自動ドレイン</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>When a health check fails, is the node drained from the scheduler automatically?</source>
        <extracomment>2.0 monitoring.auto_drain: item question
----------
3.0 monitoring.auto_drain: item question</extracomment>
        <translation>ヘルスチェックが失敗したとき、ノードは自動的にスケジューラーからドレインされますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Failed checks drain the node in Slurm or cordon it in Kubernetes automatically, and the node returns only after passing again.</source>
        <extracomment>2.0 monitoring.auto_drain: item guidance
----------
3.0 monitoring.auto_drain: item guidance</extracomment>
        <translation>失敗したチェックにより、Slurm ではノードが自動的にドレインされ、Kubernetes では cordon され、再びチェックに合格するまでノードは戻らない。</translation>
    </message>
    <message>
        <location line="-540"/>
        <location line="+544"/>
        <source>What the customer pays for a given quality, and how flexible the commercial terms are.</source>
        <extracomment>2.0 pricing: criterion description
----------
3.0 pricing: criterion description</extracomment>
        <translation>一定の品質に対して顧客が支払う金額と、商取引条件の柔軟性。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Price per GPU-hour for the quality delivered</source>
        <extracomment>2.0 pricing.gpu_hour: item title
----------
3.0 pricing.gpu_hour: item title</extracomment>
        <translation>提供品質に対する GPU 時間あたりの価格</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>What is the price per GPU-hour for this configuration, on demand and committed?</source>
        <extracomment>2.0 pricing.gpu_hour: item question
----------
3.0 pricing.gpu_hour: item question</extracomment>
        <translation>この構成の GPU 時間あたりの価格は、オンデマンドと契約でそれぞれいくらですか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A competitive price for the quality delivered: a slightly higher rate can be the better deal when it comes with working storage, networking and support.</source>
        <extracomment>2.0 pricing.gpu_hour: item guidance
----------
3.0 pricing.gpu_hour: item guidance</extracomment>
        <translation>提供品質に対して競争力のある価格: 動作するストレージ、ネットワーク、サポートが伴うなら、少し高い単価の方がよい取引になり得る。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Range of commitment terms</source>
        <extracomment>2.0 pricing.commitment_terms: item title
----------
3.0 pricing.commitment_terms: item title</extracomment>
        <translation>契約期間の幅</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which terms are offered: on demand, monthly, one to three years? What are the discounts?</source>
        <extracomment>2.0 pricing.commitment_terms: item question
----------
3.0 pricing.commitment_terms: item question</extracomment>
        <translation>どの期間が提供されていますか: オンデマンド、月単位、1〜3 年? 割引はどうなっていますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A spread of terms from on demand to multi-year, with prices published or quoted clearly.</source>
        <extracomment>2.0 pricing.commitment_terms: item guidance
----------
3.0 pricing.commitment_terms: item guidance</extracomment>
        <translation>オンデマンドから複数年までの期間の幅があり、価格が公開されているか明確に見積もられる。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Storage bundled or charged separately</source>
        <extracomment>2.0 pricing.storage_bundled: item title
----------
3.0 pricing.storage_bundled: item title</extracomment>
        <translation>ストレージは込みか別料金か</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Is shared storage included in the GPU price, and at what capacity per GPU?</source>
        <extracomment>2.0 pricing.storage_bundled: item question
----------
3.0 pricing.storage_bundled: item question</extracomment>
        <translation>共有ストレージは GPU 価格に含まれていますか? GPU あたりの容量は?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Reasonable storage per GPU is included, or its separate price is stated up front in the quote.</source>
        <extracomment>2.0 pricing.storage_bundled: item guidance
----------
3.0 pricing.storage_bundled: item guidance</extracomment>
        <translation>GPU あたり妥当な量のストレージが含まれているか、その別料金が見積もりで最初に明示されている。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Networking bundled or charged separately</source>
        <extracomment>2.0 pricing.network_bundled: item title
----------
3.0 pricing.network_bundled: item title</extracomment>
        <translation>ネットワークは込みか別料金か</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Are the backend fabric, public IPs and bandwidth included, or billed on top?</source>
        <extracomment>2.0 pricing.network_bundled: item question
----------
3.0 pricing.network_bundled: item question</extracomment>
        <translation>バックエンドファブリック、パブリック IP、帯域幅は含まれていますか、それとも追加で課金されますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>The backend fabric is always included; public IPs and internet bandwidth are included or priced openly.</source>
        <extracomment>2.0 pricing.network_bundled: item guidance
----------
3.0 pricing.network_bundled: item guidance</extracomment>
        <translation>バックエンドファブリックは常に含まれ、パブリック IP とインターネット帯域幅は含まれるか、価格が公開されている。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Contract expansion terms</source>
        <extracomment>2.0 pricing.expansion_terms: item title
----------
3.0 pricing.expansion_terms: item title</extracomment>
        <translation>契約拡張の条件</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>If we need more GPUs mid-contract, at what price and how quickly?</source>
        <extracomment>2.0 pricing.expansion_terms: item question
----------
3.0 pricing.expansion_terms: item question</extracomment>
        <translation>契約期間の途中で GPU を増やす必要が生じた場合、価格はいくらで、どれくらい早く用意できますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Expansion at the contracted rate with a stated lead time, co-terminous with the existing contract.</source>
        <extracomment>2.0 pricing.expansion_terms: item guidance
----------
3.0 pricing.expansion_terms: item guidance</extracomment>
        <translation>契約単価での拡張が明示されたリードタイムで可能で、既存の契約と同時に終了する。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Partnerships</source>
        <extracomment>2.0 partnerships: criterion name
----------
3.0 partnerships: criterion name</extracomment>
        <translation>パートナーシップ</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Standing with the chip vendors and the software ecosystem, which tends to mean earlier hardware and better escalation paths.</source>
        <extracomment>2.0 partnerships: criterion description
----------
3.0 partnerships: criterion description</extracomment>
        <translation>チップベンダーやソフトウェアエコシステムとの関係。これは一般に、より早いハードウェアの入手と良好なエスカレーション経路を意味する。</translation>
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
        <translation>NVIDIA Cloud Partner ですか? どのレベルですか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Listed NVIDIA Cloud Partner with reference-architecture deployments; recorded as N/A for AMD-only providers.</source>
        <extracomment>2.0 partnerships.nvidia_ncp: item guidance
----------
3.0 partnerships.nvidia_ncp: item guidance</extracomment>
        <translation>リファレンスアーキテクチャーでの導入実績がある、掲載された NVIDIA Cloud Partner。AMD のみのプロバイダーでは対象外と記録する。</translation>
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
        <translation>Instinct GPU 向けの AMD のクラウドパートナープログラムに参加していますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A recognised AMD partner where AMD GPUs are offered; N/A where they are not.</source>
        <extracomment>2.0 partnerships.amd_alliance: item guidance
----------
3.0 partnerships.amd_alliance: item guidance</extracomment>
        <translation>AMD GPU を提供している場合は認定された AMD パートナー。提供していない場合は対象外。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Chip-vendor investment</source>
        <extracomment>2.0 partnerships.vendor_investment: item title
----------
3.0 partnerships.vendor_investment: item title</extracomment>
        <translation>チップベンダーからの出資</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Has a chip vendor invested in the company?</source>
        <extracomment>2.0 partnerships.vendor_investment: item question
----------
3.0 partnerships.vendor_investment: item question</extracomment>
        <translation>チップベンダーがこの会社に出資していますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A vendor stake is noted as a signal of early allocation and escalation paths, not as a quality measure by itself.</source>
        <extracomment>2.0 partnerships.vendor_investment: item guidance
----------
3.0 partnerships.vendor_investment: item guidance</extracomment>
        <translation>ベンダーの出資は、早期の割り当てとエスカレーション経路の兆候として記録するが、それ自体を品質の尺度とはしない。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>SchedMD relationship</source>
        <extracomment>2.0 partnerships.schedmd: item title
----------
3.0 partnerships.schedmd: item title</extracomment>
        <translation>SchedMD との関係</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Do you have a support relationship with SchedMD for Slurm?</source>
        <extracomment>2.0 partnerships.schedmd: item question
----------
3.0 partnerships.schedmd: item question</extracomment>
        <translation>Slurm について SchedMD とサポート契約を結んでいますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A SchedMD support contract, so Slurm bugs get fixed upstream rather than patched locally.</source>
        <extracomment>2.0 partnerships.schedmd: item guidance
----------
3.0 partnerships.schedmd: item guidance</extracomment>
        <translation>SchedMD のサポート契約があり、Slurm のバグはローカルでのパッチではなくアップストリームで修正される。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Participation in industry events</source>
        <extracomment>2.0 partnerships.industry_events: item title
----------
3.0 partnerships.industry_events: item title</extracomment>
        <translation>業界イベントへの参加</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Do your engineers take part in conferences, standards or open-source communities?</source>
        <extracomment>2.0 partnerships.industry_events: item question
----------
3.0 partnerships.industry_events: item question</extracomment>
        <translation>エンジニアはカンファレンス、標準化、オープンソースコミュニティに参加していますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Visible technical participation (talks, upstream contributions, working groups), not only sponsorship booths.</source>
        <extracomment>2.0 partnerships.industry_events: item guidance
----------
3.0 partnerships.industry_events: item guidance</extracomment>
        <translation>スポンサーブースだけでなく、目に見える技術的な参加 (講演、アップストリームへの貢献、ワーキンググループ)。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Ecosystem support and integration</source>
        <extracomment>2.0 partnerships.ecosystem: item title
----------
3.0 partnerships.ecosystem: item title</extracomment>
        <translation>エコシステムのサポートと統合</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which tools integrate with your platform (Terraform, SkyPilot, dstack, W&amp;B, MLOps tools)?</source>
        <extracomment>2.0 partnerships.ecosystem: item question
----------
3.0 partnerships.ecosystem: item question</extracomment>
        <translation>どのツールがプラットフォームと統合されていますか (Terraform、SkyPilot、dstack、W&amp;B、MLOps ツール)?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Maintained integrations with the common tools customers use to launch and track work.</source>
        <extracomment>2.0 partnerships.ecosystem: item guidance
----------
3.0 partnerships.ecosystem: item guidance</extracomment>
        <translation>顧客が作業の起動と追跡に使う一般的なツールとの、保守された統合。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Availability</source>
        <extracomment>2.0 availability: criterion name
----------
3.0 availability: criterion name</extracomment>
        <translation>提供状況</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>How much capacity exists, which GPUs are live, how it is planned, and what comes next.</source>
        <extracomment>2.0 availability: criterion description
----------
3.0 availability: criterion description</extracomment>
        <translation>どれだけの容量があり、どの GPU が稼働中で、どのように計画され、次に何が来るか。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Total GPU quantity</source>
        <extracomment>2.0 availability.gpu_quantity: item title
----------
3.0 availability.gpu_quantity: item title</extracomment>
        <translation>GPU の総数</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>How many GPUs of each model are deployed and rentable today?</source>
        <extracomment>2.0 availability.gpu_quantity: item question
----------
3.0 availability.gpu_quantity: item question</extracomment>
        <translation>各モデルの GPU が現在何基導入され、レンタル可能ですか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Enough deployed capacity to serve large contracts, stated per model and site, consistent with what customers and public records show.</source>
        <extracomment>2.0 availability.gpu_quantity: item guidance
----------
3.0 availability.gpu_quantity: item guidance</extracomment>
        <translation>大口契約に対応できる十分な導入容量があり、モデルと拠点ごとに示され、顧客や公開記録の情報と一致している。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Cluster-scale experience</source>
        <extracomment>2.0 availability.cluster_scale: item title
----------
3.0 availability.cluster_scale: item title</extracomment>
        <translation>クラスター規模の経験</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>What is the largest single cluster you have delivered and operated for one customer?</source>
        <extracomment>2.0 availability.cluster_scale: item question
----------
3.0 availability.cluster_scale: item question</extracomment>
        <translation>1 社の顧客向けに提供・運用した最大の単一クラスターはどれくらいですか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Proven delivery of large single-fabric clusters (thousands of GPUs) with references.</source>
        <extracomment>2.0 availability.cluster_scale: item guidance
----------
3.0 availability.cluster_scale: item guidance</extracomment>
        <translation>大規模な単一ファブリックのクラスター (数千 GPU) の提供実績と、その参照先。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Utilisation and capacity planning</source>
        <extracomment>2.0 availability.utilization: item title
----------
3.0 availability.utilization: item title</extracomment>
        <translation>利用率と容量計画</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>What is your current utilisation, and how do you plan capacity for on-demand and committed customers?</source>
        <extracomment>2.0 availability.utilization: item question
----------
3.0 availability.utilization: item question</extracomment>
        <translation>現在の利用率はどれくらいですか? オンデマンドと契約の顧客に向けて容量をどのように計画していますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A deliberate buffer for on-demand and expansion, with capacity planning the provider can explain; not sold out for months.</source>
        <extracomment>2.0 availability.utilization: item guidance
----------
3.0 availability.utilization: item guidance</extracomment>
        <translation>オンデマンドと拡張のための意図的な余裕があり、プロバイダーが説明できる容量計画がある。何か月も売り切れていない。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Current GPU models live</source>
        <extracomment>2.0 availability.live_models: item title
----------
3.0 availability.live_models: item title</extracomment>
        <translation>現在稼働中の GPU モデル</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which GPU generations are live today (for example H100, H200, B200, GB200/GB300, MI300X/MI325X/MI355X)?</source>
        <extracomment>2.0 availability.live_models: item question
----------
3.0 availability.live_models: item question</extracomment>
        <translation>現在どの世代の GPU が稼働していますか (例: H100、H200、B200、GB200/GB300、MI300X/MI325X/MI355X)?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Current-generation GPUs are rentable now. A fleet of only older generations caps the rating regardless of service quality.</source>
        <extracomment>2.0 availability.live_models: item guidance
----------
3.0 availability.live_models: item guidance</extracomment>
        <translation>現行世代の GPU が今レンタルできる。旧世代のみの構成では、サービス品質にかかわらず格付けに上限がかかる。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Roadmap for future silicon</source>
        <extracomment>2.0 availability.roadmap: item title
----------
3.0 availability.roadmap: item title</extracomment>
        <translation>将来のシリコンのロードマップ</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which next-generation systems are ordered, and when will customers be able to use them?</source>
        <extracomment>2.0 availability.roadmap: item question
----------
3.0 availability.roadmap: item question</extracomment>
        <translation>どの次世代システムを発注済みで、顧客はいつから使えますか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Firm orders and dates for the next generation, and a track record of bringing new GPUs online early.</source>
        <extracomment>2.0 availability.roadmap: item guidance
----------
3.0 availability.roadmap: item guidance</extracomment>
        <translation>次世代の確定した発注と日付、および新しい GPU を早期に稼働させてきた実績。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Owns or operates the capacity it sells</source>
        <extracomment>2.0 availability.own_capacity: item title
----------
3.0 availability.own_capacity: item title</extracomment>
        <translation>販売する容量を自ら所有・運用している</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Is this capacity yours, or resold from another cloud? Whose network owns the node&apos;s public IP?</source>
        <extracomment>2.0 availability.own_capacity: item question
----------
3.0 availability.own_capacity: item question</extracomment>
        <translation>この容量は自社のものですか、それとも別のクラウドから再販したものですか? ノードのパブリック IP はどのネットワークのものですか?</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>The provider operates the hardware or says openly whose capacity it resells; a whois of the node&apos;s public address matches what was said.</source>
        <extracomment>2.0 availability.own_capacity: item guidance
----------
3.0 availability.own_capacity: item guidance</extracomment>
        <translation>プロバイダーがハードウェアを運用しているか、誰の容量を再販しているかを公にしている。ノードのパブリックアドレスの whois が説明と一致する。</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Storage throughput from 1 to 32 clients</source>
        <extracomment>3.0 storage.client_scaling: item title</extracomment>
        <translation>1～32 クライアントでのストレージスループット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How do sequential and random reads and writes, buffered and direct, scale from 1 to 32 clients on each storage tier?</source>
        <extracomment>3.0 storage.client_scaling: item question</extracomment>
        <translation>各ストレージ階層で、シーケンシャルとランダムの読み書き（バッファードとダイレクト）は 1～32 クライアントでどうスケールしますか。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fio curves for /home, /data and /scratch show throughput rising with clients and no collapse; a long mixed run loses little over time.</source>
        <extracomment>3.0 storage.client_scaling: item guidance</extracomment>
        <translation>/home、/data、/scratch の fio 曲線でクライアント数とともにスループットが伸び、崩れないこと。長時間の混合実行でも時間とともにほとんど低下しないこと。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint save and load</source>
        <extracomment>3.0 storage.checkpoint: item title</extracomment>
        <translation>チェックポイントの保存と読み込み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long do a PyTorch distributed checkpoint save and load take on the shared file system?</source>
        <extracomment>3.0 storage.checkpoint: item question</extracomment>
        <translation>共有ファイルシステム上で、PyTorch 分散チェックポイントの保存と読み込みにどれだけかかりますか。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>torch.distributed.checkpoint saves and loads complete in a time that does not stall training, on every node at once.</source>
        <extracomment>3.0 storage.checkpoint: item guidance</extracomment>
        <translation>torch.distributed.checkpoint の保存と読み込みが、全ノード同時でも学習を止めない時間で完了すること。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>GPUDirect RDMA through dma_buf</source>
        <extracomment>3.0 networking.gdr_dmabuf: item title</extracomment>
        <translation>dma_buf による GPUDirect RDMA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does GPUDirect RDMA run through dma_buf on the open NVIDIA kernel driver, or only through nvidia_peermem?</source>
        <extracomment>3.0 networking.gdr_dmabuf: item question</extracomment>
        <translation>GPUDirect RDMA はオープン版 NVIDIA カーネルドライバーの dma_buf で動作しますか。それとも nvidia_peermem だけですか。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The open kernel driver is loaded and RDMA to GPU memory works through dma_buf. The legacy nvidia_peermem module alone does not pass.</source>
        <extracomment>3.0 networking.gdr_dmabuf: item guidance</extracomment>
        <translation>オープン版カーネルドライバーが読み込まれ、GPU メモリへの RDMA が dma_buf で動作すること。旧来の nvidia_peermem モジュールだけでは合格になりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RDMA bandwidth on every rail</source>
        <extracomment>3.0 networking.rdma_per_rail: item title</extracomment>
        <translation>全レールの RDMA 帯域幅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does every rail reach its line rate in ib_write_bw and ib_read_bw, with GPU memory and with host memory?</source>
        <extracomment>3.0 networking.rdma_per_rail: item question</extracomment>
        <translation>ib_write_bw と ib_read_bw で、GPU メモリとホストメモリの両方について、各レールが回線速度に達しますか。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each rail measured on its own, from GPU memory and from host memory, comes close to the port&apos;s rate, and the results hold as the number of nodes doubles.</source>
        <extracomment>3.0 networking.rdma_per_rail: item guidance</extracomment>
        <translation>各レールを GPU メモリとホストメモリから個別に測定してポートの速度に近い値が出ており、ノード数を倍にしても結果が保たれること。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Eight-hour burn-in</source>
        <extracomment>3.0 reliability.burn_in: item title</extracomment>
        <translation>8 時間のバーンイン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does the cluster run GEMM and all-to-all together for eight hours without errors, throttling or lost nodes?</source>
        <extracomment>3.0 reliability.burn_in: item question</extracomment>
        <translation>クラスターは GEMM と all-to-all を同時に 8 時間、エラーやスロットリング、ノードの脱落なしに実行できますか。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temperature, power, clocks and FLOPs stay steady over the run and the kernel log shows no new Xid or link errors.</source>
        <extracomment>3.0 reliability.burn_in: item guidance</extracomment>
        <translation>実行中、温度・電力・クロック・FLOPs が安定し、カーネルログに新たな Xid やリンクのエラーが出ないこと。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fault detected, drained and replaced</source>
        <extracomment>3.0 reliability.fault_remediation: item title</extracomment>
        <translation>障害の検知・ドレイン・交換</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When a GPU fault is injected, how long until it is detected, the node is drained and a healthy node is back in use?</source>
        <extracomment>3.0 reliability.fault_remediation: item question</extracomment>
        <translation>GPU 障害を注入したとき、検知・ノードのドレイン・健全なノードの復帰までにそれぞれどれだけかかりますか。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detection in about two minutes and scheduling stopped there; on HGX, automatic replacement from a hot spare within an hour.</source>
        <extracomment>3.0 reliability.fault_remediation: item guidance</extracomment>
        <translation>約 2 分で検知し、そのノードへのスケジューリングを止めること。HGX ではホットスペアから 1 時間以内に自動で交換されること。</translation>
    </message>
</context>
<context>
    <name>RubricLoader</name>
    <message>
        <location filename="../core/domain/RubricLoader.cpp" line="+29"/>
        <source>line %1, column %2</source>
        <translation>%1 行目、%2 列目</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The rubric is invalid at %1: %2</source>
        <translation>ルーブリックの %1 が無効です: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a text value</source>
        <translation>テキスト値が必要です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must not be empty</source>
        <translation>空にはできません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a number</source>
        <translation>数値が必要です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be zero or more</source>
        <translation>0 以上でなければなりません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; is not a key (lower-case letters, digits, _ and .)</source>
        <translation>&quot;%1&quot; はキーではありません (英小文字、数字、_ と .)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the key &quot;%1&quot; is used twice</source>
        <translation>キー &quot;%1&quot; が 2 回使われています</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected schema version %1</source>
        <translation>スキーマバージョン %1 が必要です</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected a non-empty list of criteria</source>
        <translation>空でない評価基準のリストが必要です</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+36"/>
        <source>expected an object</source>
        <translation>オブジェクトが必要です</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>expected a non-empty list of check items</source>
        <translation>空でないチェック項目のリストが必要です</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&quot;%1&quot; is not a known gate (%2)</source>
        <translation>&quot;%1&quot; は既知のゲートではありません (%2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the criteria weights add up to %1, not 1</source>
        <translation>評価基準の重みの合計が 1 ではなく %1 です</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The rubric is not valid JSON at %1: %2</source>
        <translation>ルーブリックは %1 で有効な JSON ではありません: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected an object at the top</source>
        <translation>最上位にオブジェクトが必要です</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the rubric file %1.</source>
        <translation>ルーブリックファイル %1 を読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rubric file %1 is too large.</source>
        <translation>ルーブリックファイル %1 が大きすぎます。</translation>
    </message>
</context>
<context>
    <name>RubricRepository</name>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="+40"/>
        <location line="+100"/>
        <source>Could not read the rubric versions</source>
        <translation>ルーブリックのバージョンを読み込めませんでした</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Rubric version %1 is already installed.</source>
        <translation>ルーブリックのバージョン %1 はすでにインストールされています。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not install the rubric</source>
        <translation>ルーブリックをインストールできませんでした</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not install the rubric&apos;s criteria</source>
        <translation>ルーブリックの評価基準をインストールできませんでした</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not install the rubric&apos;s check items</source>
        <translation>ルーブリックのチェック項目をインストールできませんでした</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A shipped rubric is missing.</source>
        <translation>同梱のルーブリックがありません。</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+13"/>
        <source>Could not read the rubric</source>
        <translation>ルーブリックを読み込めませんでした</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>There is no rubric version &quot;%1&quot;.</source>
        <translation>ルーブリックのバージョン &quot;%1&quot; はありません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rubric of this evaluation is missing.</source>
        <translation>この評価のルーブリックがありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the rubric&apos;s criteria</source>
        <translation>ルーブリックの評価基準を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the rubric&apos;s check items</source>
        <translation>ルーブリックのチェック項目を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Could not read the criteria</source>
        <translation>評価基準を読み込めませんでした</translation>
    </message>
</context>
<context>
    <name>RunAccounts</name>
    <message>
        <location filename="../core/trust/RunAccounts.cpp" line="+33"/>
        <source>disclosed to the provider</source>
        <translation>プロバイダーに開示</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>obtained independently</source>
        <translation>独自に入手</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the run&apos;s account.</source>
        <translation>実行のアカウントを読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not read the runs&apos; accounts.</source>
        <translation>実行のアカウントを読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The account needs a name.</source>
        <translation>アカウントには名前が必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The account name or note is too long.</source>
        <translation>アカウント名またはメモが長すぎます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not read the run.</source>
        <translation>実行を読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no run %1.</source>
        <translation>実行 %1 はありません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not record the run&apos;s account.</source>
        <translation>実行のアカウントを記録できませんでした。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not count the provider&apos;s runs.</source>
        <translation>プロバイダーの実行を数えられませんでした。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not read the provider&apos;s samples.</source>
        <translation>プロバイダーのサンプルを読み取れませんでした。</translation>
    </message>
</context>
<context>
    <name>RunBatchWriter</name>
    <message>
        <location filename="../core/store/RunBatchWriter.cpp" line="+56"/>
        <source>Run %1 holds %2 sample(s) and %3 finding(s) where %4 and %5 were expected: the waiting batch was not stored, so that nothing is stored twice.</source>
        <translation>実行 %1 には %2 件のサンプルと %3 件の所見がありますが、%4 件と %5 件のはずでした。二重に保存しないよう、待機中のバッチは保存しませんでした。</translation>
    </message>
</context>
<context>
    <name>RunCharts</name>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="+94"/>
        <source>each run&apos;s own baseline</source>
        <translation>各実行自身のベースライン</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Host backend: no GPU was measured, so no GPU baseline applies</source>
        <translation>ホストバックエンド: GPU を測定していないため、GPU のベースラインは適用されません</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+88"/>
        <location line="+65"/>
        <source>run %1</source>
        <translation>実行 %1</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>%1 host→device</source>
        <translation>%1 ホスト→デバイス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 device→host</source>
        <translation>%1 デバイス→ホスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (in-place)</source>
        <translation>%1 (インプレース)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, GPU %2</source>
        <translation>%1、GPU %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>% of each run&apos;s expected value</source>
        <translation>各実行の期待値に対する %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lines have different baselines: each is a percentage of its own.</source>
        <translation>線ごとにベースラインが異なります: それぞれ自身のベースラインに対する割合です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not drawn (no baseline): %1.</source>
        <translation>描画なし (ベースラインなし): %1。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No samples of %1 in the selected runs</source>
        <translation>選択した実行に %1 のサンプルがありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy bandwidth (GB/s)</source>
        <translation>コピー帯域幅 (GB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host/device copy bandwidth</source>
        <translation>ホスト/デバイス間のコピー帯域幅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bus bandwidth</source>
        <translation>%1 バス帯域幅</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unknown hardware</source>
        <translation>不明なハードウェア</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Training run %1 — %2</source>
        <translation>学習実行 %1 — %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 bus bandwidth — %2</source>
        <translation>%1 バス帯域幅 — %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Host/device copy bandwidth — %1</source>
        <translation>ホスト/デバイス間のコピー帯域幅 — %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPU-to-GPU bandwidth — %1</source>
        <translation>GPU 間の帯域幅 — %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Device copy bandwidth (GB/s)</source>
        <translation>デバイスのコピー帯域幅 (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device memory copy bandwidth — %1</source>
        <translation>デバイスメモリのコピー帯域幅 — %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This run has no samples a chart can show</source>
        <translation>この実行にはグラフで表示できるサンプルがありません</translation>
    </message>
</context>
<context>
    <name>RunEvidenceItems</name>
    <message>
        <location filename="../core/run/RunEvidenceItems.cpp" line="+18"/>
        <source>Could not read the evidence proposals %1</source>
        <translation>エビデンスの提案 %1 を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The evidence proposals %1 are not valid JSON</source>
        <translation>エビデンスの提案 %1 は有効な JSON ではありません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An entry of %1 for %2 is not an item key</source>
        <translation>%2 に対する %1 のエントリは項目キーではありません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The needs of %1 in %2 are not valid</source>
        <translation>%2 の %1 の要件が無効です</translation>
    </message>
</context>
<context>
    <name>RunHistoryQuery</name>
    <message>
        <location filename="../core/store/RunHistoryQuery.cpp" line="+72"/>
        <source>No run with id %1</source>
        <translation>ID %1 の実行はありません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The findings could not be read.</source>
        <translation>所見を読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not save the node&apos;s known_hosts file</source>
        <translation>ノードの known_hosts ファイルを保存できませんでした</translation>
    </message>
</context>
<context>
    <name>RunKind</name>
    <message>
        <location filename="../core/domain/RunStatus.cpp" line="+11"/>
        <source>probe</source>
        <translation>プローブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recipe</source>
        <translation>レシピ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>import</source>
        <translation>インポート</translation>
    </message>
</context>
<context>
    <name>RunOrchestrator</name>
    <message>
        <location filename="../core/run/RunOrchestrator.cpp" line="+54"/>
        <source>ended process group %1 left on the node by interrupted run %2</source>
        <translation>中断された実行 %2 がノードに残したプロセスグループ %1 を終了しました</translation>
    </message>
</context>
<context>
    <name>RunOwnership</name>
    <message>
        <location filename="../core/store/RunOwnership.cpp" line="+46"/>
        <source>The run&apos;s owner could not be recorded.</source>
        <translation>実行の所有者を記録できませんでした。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+31"/>
        <source>The runs could not be read.</source>
        <translation>実行を読み込めませんでした。</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>An abandoned run could not be marked interrupted.</source>
        <translation>放棄された実行を中断済みにできませんでした。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The run could not be updated.</source>
        <translation>実行を更新できませんでした。</translation>
    </message>
</context>
<context>
    <name>RunPanel</name>
    <message>
        <location filename="../core/run/ProbeCatalog.cpp" line="+9"/>
        <source>node checks: driver, PCIe ACS, GPUDirect, IB ports, Xid, ECC</source>
        <translation>ノードチェック: ドライバー、PCIe ACS、GPUDirect、IB ポート、Xid、ECC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host/device and device-to-device copy bandwidth</source>
        <translation>ホスト/デバイス間とデバイス間のコピー帯域幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix multiply throughput</source>
        <translation>行列乗算のスループット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL/RCCL collectives on this node</source>
        <translation>このノード上の NCCL/RCCL 集団通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a directory&apos;s read and write performance, measured by fio</source>
        <translation>ディレクトリの読み書き性能 (fio で測定)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>front-end network between every pair of nodes (iperf3)</source>
        <translation>全ノードペア間のフロントエンドネットワーク（iperf3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA bandwidth and latency on every rail (perftest)</source>
        <translation>各レールの RDMA 帯域幅とレイテンシ（perftest）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a short training run: tokens/s, TFLOP/s and MFU per step (PyTorch, FSDP)</source>
        <translation>短い学習実行: ステップごとのトークン/秒、TFLOP/s、MFU（PyTorch、FSDP）</translation>
    </message>
</context>
<context>
    <name>RunRepository</name>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="+110"/>
        <source>The run could not be recorded.</source>
        <translation>実行を記録できませんでした。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not record the run&apos;s process group</source>
        <translation>実行のプロセスグループを記録できませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+29"/>
        <source>Run %1 does not exist.</source>
        <translation>実行 %1 は存在しません。</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+26"/>
        <source>The run could not be updated.</source>
        <translation>実行を更新できませんでした。</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+37"/>
        <location line="+253"/>
        <source>The run does not exist.</source>
        <translation>実行が存在しません。</translation>
    </message>
    <message>
        <location line="-285"/>
        <location line="+9"/>
        <source>The run could not be sealed.</source>
        <translation>実行を封印できませんでした。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The run could not be finished.</source>
        <translation>実行を完了できませんでした。</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+162"/>
        <location line="+51"/>
        <location line="+9"/>
        <location line="+132"/>
        <source>The raw log could not be read.</source>
        <translation>生ログを読み込めませんでした。</translation>
    </message>
    <message>
        <location line="-332"/>
        <location line="+7"/>
        <location line="+149"/>
        <location line="+17"/>
        <location line="+7"/>
        <source>The raw log could not be stored.</source>
        <translation>生ログを保存できませんでした。</translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+8"/>
        <source>The samples could not be stored.</source>
        <translation>サンプルを保存できませんでした。</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>The findings could not be read.</source>
        <translation>所見を読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Finding %1 has an unknown kind &quot;%2&quot;.</source>
        <translation>所見 %1 の種類 &quot;%2&quot; は不明です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finding %1 has an unknown status &quot;%2&quot;.</source>
        <translation>所見 %1 のステータス &quot;%2&quot; は不明です。</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>The findings could not be stored.</source>
        <translation>所見を保存できませんでした。</translation>
    </message>
    <message>
        <location line="+95"/>
        <location line="+14"/>
        <location line="+3"/>
        <source>The run could not be read.</source>
        <translation>実行を読み込めませんでした。</translation>
    </message>
</context>
<context>
    <name>RunSpill</name>
    <message>
        <location filename="../core/store/RunSpill.cpp" line="+147"/>
        <location line="+6"/>
        <location line="+16"/>
        <source>Samples waiting for the database could not be kept in %1.</source>
        <translation>データベースを待っているサンプルを %1 に保持できませんでした。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <location line="+13"/>
        <source>Samples waiting for the database could not be read back from %1.</source>
        <translation>データベースを待っているサンプルを %1 から読み戻せませんでした。</translation>
    </message>
</context>
<context>
    <name>RunStatus</name>
    <message>
        <location filename="../core/domain/RunStatus.cpp" line="+5"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interrupted</source>
        <translation>中断</translation>
    </message>
</context>
<context>
    <name>SacctParser</name>
    <message>
        <location filename="../core/import/SacctParser.cpp" line="+26"/>
        <source>; and %1 more</source>
        <translation>; ほか %1 件</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>step %1 %2 by signal %3</source>
        <translation>ステップ %1 %2（シグナル %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step %1 %2, exit code %3</source>
        <translation>ステップ %1 %2、終了コード %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>node failure</source>
        <translation>ノード障害</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>failed (COMPLETED, but a step did not)</source>
        <translation>失敗（COMPLETED ですが、完了しなかったステップがあります）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed (%1)</source>
        <translation>失敗（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>exit code %1:%2</source>
        <translation>終了コード %1:%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; on %1</source>
        <translation>; 実行ノード: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 finished, %2 not finished</source>
        <translation>終了 %1 件、未終了 %2 件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 by node failure</source>
        <translation>うちノード障害によるもの %1 件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accounting records %1 jobs.</source>
        <translation>アカウンティングに %1 件のジョブが記録されています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 finished jobs ended by a node failure: %3</source>
        <translation>終了した %2 件のジョブのうち %1 件がノード障害で終わりました: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>. %1 more failed: %2</source>
        <translation>。ほかに %1 件が失敗しました: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 finished jobs failed: %3</source>
        <translation>終了した %2 件のジョブのうち %1 件が失敗しました: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 jobs have an exit code that is not one (code:signal, each 0-255): how they ended is not known.</source>
        <translation>%1 件のジョブの終了コードが有効な形式（コード:シグナル、それぞれ 0-255）ではありません: どのように終了したかは不明です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 finished jobs completed with every step%2.</source>
        <translation>終了した %1 件のジョブはすべてのステップまで完了しました%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1 more were cancelled)</source>
        <translation>（ほかに %1 件が取り消されました）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No job both finished and ran to its end (%1 cancelled, %2 not finished).</source>
        <translation>終了し、かつ最後まで実行されたジョブはありません（取り消し %1 件、未終了 %2 件）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rows did not fit the header</source>
        <translation>%1 行がヘッダーに合いませんでした</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows were longer than the line limit</source>
        <translation>%1 行が行の長さの上限を超えていました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows of jobs past %2 were not kept</source>
        <translation>上限 %2 件を超えたジョブの %1 行は保持しませんでした</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Job states sacct does not print: %1</source>
        <translation>sacct が出力しないジョブ状態: %1</translation>
    </message>
</context>
<context>
    <name>SampleRederivation</name>
    <message>
        <location filename="../core/trust/SampleRederivation.cpp" line="+23"/>
        <source>%1 at %2 B</source>
        <translation>%2 B で %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>run %1 sample %2 (%3)</source>
        <translation>実行 %1 のサンプル %2 (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The raw text yields a sample that is not stored.</source>
        <translation>生テキストから、保存されていないサンプルが得られます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A stored sample that the raw text does not yield.</source>
        <translation>生テキストからは得られない保存済みのサンプルです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stored sample is not what the raw text says.</source>
        <translation>保存されたサンプルが生テキストの内容と異なります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <location line="+98"/>
        <source>run %1 samples</source>
        <translation>実行 %1 のサンプル</translation>
    </message>
    <message numerus="yes">
        <location line="-104"/>
        <source>%n more sample(s) differ.</source>
        <translation>
            <numerusform>ほかに %n 件のサンプルが一致しません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n 件のサンプル</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not read the stored results</source>
        <translation>保存された結果を読み込めませんでした</translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 回の実行</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no parse</source>
        <translation>解析なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stored file no longer parses: %1</source>
        <translation>保存されたファイルを解析できなくなっています: %1</translation>
    </message>
</context>
<context>
    <name>SchemaCatalog</name>
    <message>
        <location filename="../core/store/SchemaCatalog.cpp" line="+54"/>
        <location line="+51"/>
        <source>Could not read the database&apos;s tables</source>
        <translation>データベースのテーブルを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The tables&apos; foreign keys form a cycle.</source>
        <translation>テーブルの外部キーが循環しています。</translation>
    </message>
</context>
<context>
    <name>ScontrolNodeParser</name>
    <message>
        <location filename="../core/import/ScontrolNodeParser.cpp" line="+72"/>
        <source>%1 lines were longer than the line limit</source>
        <translation>%1 行が行の長さの上限を超えていました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes were not read whole</source>
        <translation>%1 台のノードを完全には読み取れませんでした</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>上限 %2 台を超えた %1 台のノードは保持しませんでした</translation>
    </message>
</context>
<context>
    <name>ScoreSheets</name>
    <message>
        <location filename="../core/trust/ScoreSheets.cpp" line="+16"/>
        <location line="+54"/>
        <source>Could not read the evaluation&apos;s rubric.</source>
        <translation>評価のルーブリックを読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not read the score sheet.</source>
        <translation>採点シートを読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A score sheet needs the reviewer&apos;s name.</source>
        <translation>採点シートにはレビュアーの名前が必要です。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+112"/>
        <source>The rubric has no criterion %1.</source>
        <translation>ルーブリックに評価基準 %1 はありません。</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>A criterion score is 0 to 5 (%1: %2).</source>
        <translation>評価基準のスコアは 0～5 です (%1: %2)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rubric has no check item %1.</source>
        <translation>ルーブリックにチェック項目 %1 はありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An item grade is fail, partial or pass (%1).</source>
        <translation>項目の評価は fail、partial、pass のいずれかです (%1)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A submitted sheet scores every criterion (%1 of %2 scored).</source>
        <translation>提出するシートではすべての評価基準を採点する必要があります (%2 件中 %1 件採点済み)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 submitted this sheet on %2; a submitted sheet does not change (reconcile the final score instead).</source>
        <translation>%1 がこのシートを %2 に提出しました。提出済みのシートは変更できません (代わりに最終スコアを調整してください)。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not save the score sheet.</source>
        <translation>採点シートを保存できませんでした。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the score sheets.</source>
        <translation>採点シートを読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The scores stay hidden until at least two reviewers have submitted their sheets (%1 so far).</source>
        <translation>少なくとも 2 人のレビュアーがシートを提出するまで、スコアは表示されません (現在 %1 人)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The scores stay hidden until every reviewer has submitted; still out: %1.</source>
        <translation>すべてのレビュアーが提出するまで、スコアは表示されません。未提出: %1。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The reconciliation method is one of %1.</source>
        <translation>調整方法は %1 のいずれかです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A final score is 0 to 5.</source>
        <translation>最終スコアは 0～5 です。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Reconciled from the reviewers&apos; sheets (%1)</source>
        <translation>レビュアーのシートから調整 (%1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not record the reconciliation.</source>
        <translation>調整結果を記録できませんでした。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the reconciliations.</source>
        <translation>調整結果を読み取れませんでした。</translation>
    </message>
</context>
<context>
    <name>ScoreSuggester</name>
    <message>
        <location filename="../core/rating/ScoreSuggester.cpp" line="+105"/>
        <source>Effective price per useful GPU-hour (%1)</source>
        <translation>有効 GPU 時間あたりの実効価格 (%1)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unknown: no evidence yet</source>
        <translation>不明: エビデンスがまだありません</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (item weight %2)</source>
        <translation>%1 (項目の重み %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown: missing evidence, lowers confidence</source>
        <translation>不明: エビデンスがなく、信頼度を下げます</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1% of expected</source>
        <translation>期待値の %1%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1% of expected, band %2</source>
        <translation>期待値の %1%、帯 %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>sentiment %1, moved the score by %2</source>
        <translation>センチメント %1、スコアを %2 動かしました</translation>
    </message>
</context>
<context>
    <name>ScoringMinimums</name>
    <message>
        <location filename="../core/rating/ScoringMinimums.cpp" line="+24"/>
        <source>A criterion is scored when at least %1% of its check items have a verdict (N/A counts); an evaluation gets a suggested tier and counts as a peer when at least %2% of its criteria are scored.</source>
        <translation>評価基準は、チェック項目の %1% 以上に判定 (対象外を含む) があるときにスコアが付きます。評価は、評価基準の %2% 以上にスコアがあるときに提案ティアを得て、比較対象として数えられます。</translation>
    </message>
</context>
<context>
    <name>SetVerdictCommand</name>
    <message>
        <location filename="../ui/checklist/SetVerdictCommand.cpp" line="+28"/>
        <source>Set “%1” to %2</source>
        <translation>「%1」を %2 に設定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit evidence of “%1”</source>
        <translation>「%1」のエビデンスを編集</translation>
    </message>
</context>
<context>
    <name>SinfoParser</name>
    <message>
        <location filename="../core/import/SinfoParser.cpp" line="+260"/>
        <source>The listing has no header; it was read as sinfo&apos;s default columns (PARTITION AVAIL TIMELIMIT NODES STATE NODELIST).</source>
        <translation>一覧にヘッダーがありません。sinfo の既定の列（PARTITION AVAIL TIMELIMIT NODES STATE NODELIST）として読み込みました。</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>No node could be read: %1 rows did not fit the header (first: %2).</source>
        <translation>ノードを 1 台も読み取れませんでした: %1 行がヘッダーに合いませんでした（最初の行: %2）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 rows did not fit the header (first: %2)</source>
        <translation>%1 行がヘッダーに合いませんでした（最初の行: %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows had a node list that is not one (first: %2)</source>
        <translation>%1 行のノードリストが有効ではありませんでした（最初の行: %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows were longer than the line limit</source>
        <translation>%1 行が行の長さの上限を超えていました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows past %2 node names were not read</source>
        <translation>ノード名 %2 個を超えた %1 行は読み取りませんでした</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>上限 %2 台を超えた %1 台のノードは保持しませんでした</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>States sinfo does not print were read as given: %1</source>
        <translation>sinfo が出力しない状態をそのまま読み込みました: %1</translation>
    </message>
</context>
<context>
    <name>SlurmAudit</name>
    <message numerus="yes">
        <location filename="../core/launch/slurm/SlurmAudit.cpp" line="+18"/>
        <source> and %n more</source>
        <translation>
            <numerusform> ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>TopologyPlugin is %1: jobs are placed without regard to the network&apos;s switches</source>
        <translation>TopologyPlugin は %1 です: ジョブはネットワークのスイッチを考慮せずに配置されます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>topology/%1 is set but scontrol show topology lists no switch or block</source>
        <translation>topology/%1 が設定されていますが、scontrol show topology にスイッチやブロックがありません</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>topology/%1 with %n switch(es), but GPU nodes missing from it: %2</source>
        <translation>
            <numerusform>topology/%1 で %n 台のスイッチがありますが、含まれていない GPU ノードがあります: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>topology/%1 with %n switch(es) covering every GPU node</source>
        <translation>
            <numerusform>topology/%1 で %n 台のスイッチがすべての GPU ノードをカバーしています</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GresTypes does not include gpu: jobs cannot ask for GPUs with --gpus-per-node</source>
        <translation>GresTypes に gpu が含まれていません: ジョブは --gpus-per-node で GPU を要求できません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GresTypes=%1 but no node advertises a gpu GRES</source>
        <translation>GresTypes=%1 ですが、gpu の GRES を公開しているノードがありません</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 GPUs on %n node(s) as GRES</source>
        <translation>
            <numerusform>%n ノード上の %1 GPU が GRES として登録</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>srun lists pmix (%1)</source>
        <translation>srun が pmix を列挙 (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no pmix plugin; only pmi2 is listed</source>
        <translation>pmix プラグインなし。pmi2 のみ列挙されています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>srun lists neither pmix nor pmi2</source>
        <translation>srun は pmix も pmi2 も列挙していません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>srun --help printed no options</source>
        <translation>srun --help がオプションを出力しませんでした</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pyxis is loaded: srun offers --container-image</source>
        <translation>Pyxis が読み込まれています: srun で --container-image が使えます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>srun has no --container-image: Pyxis is not installed, containers need another route</source>
        <translation>srun に --container-image がありません: Pyxis がインストールされておらず、コンテナには別の方法が必要です</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>AccountingStorageType is %1: sacct has no job history</source>
        <translation>AccountingStorageType は %1 です: sacct にジョブ履歴がありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>accounting is configured but sacct failed: %1</source>
        <translation>アカウンティングは設定されていますが sacct が失敗しました: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, and sacct answers</source>
        <translation>%1、sacct も応答</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>HealthCheckProgram is not set: unhealthy GPUs are not drained automatically</source>
        <translation>HealthCheckProgram が設定されていません: 異常な GPU は自動的にドレインされません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a site script</source>
        <translation>サイト独自のスクリプト</translation>
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
        <translation>HealthCheckProgram=%1 (%2) ですが HealthCheckInterval が 0 です: 一度も実行されません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HealthCheckProgram=%1 (%2) every %3 s</source>
        <translation>HealthCheckProgram=%1 (%2)、%3 秒ごと</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ResumeProgram=%1, ReturnToService=%2</source>
        <translation>ResumeProgram=%1、ReturnToService=%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ReturnToService=2: a node that registers healthy returns to service</source>
        <translation>ReturnToService=2: 正常として登録されたノードはサービスに復帰します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReturnToService=1 and no ResumeProgram: only nodes down for not responding come back</source>
        <translation>ReturnToService=1 で ResumeProgram なし: 無応答でダウンしたノードのみ復帰します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReturnToService=0 and no ResumeProgram: every down node needs a manual scontrol update</source>
        <translation>ReturnToService=0 で ResumeProgram なし: ダウンしたノードはすべて手動の scontrol update が必要です</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no node listed</source>
        <translation>ノードの記載なし</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>all %n node(s) up</source>
        <translation>
            <numerusform>全 %n ノードがアップ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 nodes cannot take jobs: %3</source>
        <translation>%2 ノード中 %1 ノードがジョブを受け付けられません: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a full-node srun on %1 took %2 s (limit %3 s)</source>
        <translation>%1 でのノード全体の srun に %2 秒かかりました (上限 %3 秒)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no /etc/nccl.conf: NCCL tunes itself</source>
        <translation>%1 に /etc/nccl.conf がありません: NCCL は自身でチューニングします</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>/etc/nccl.conf on %1 leaves NCCL_ALGO, NCCL_PROTO and NCCL_MIN_NCHANNELS to NCCL</source>
        <translation>%1 の /etc/nccl.conf は NCCL_ALGO、NCCL_PROTO、NCCL_MIN_NCHANNELS を NCCL に任せています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>/etc/nccl.conf on %1 forces %2</source>
        <translation>%1 の /etc/nccl.conf は %2 を強制しています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the full-node srun did not run: %1</source>
        <translation>ノード全体の srun が実行されませんでした: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no worker was reached to read /etc/nccl.conf</source>
        <translation>/etc/nccl.conf を読むためのワーカーに到達できませんでした</translation>
    </message>
</context>
<context>
    <name>SlurmAuditRunner</name>
    <message>
        <location filename="../core/cluster/slurm/SlurmAuditRunner.cpp" line="+21"/>
        <source>The cluster&apos;s discovery output is larger than 64 MiB</source>
        <translation>クラスターの検出出力が 64 MiB を超えています</translation>
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
        <translation>値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty, or holds a line break or control character</source>
        <translation>空か、改行または制御文字を含んでいます</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, starting with a letter, digit or &apos;_&apos; (a Slurm name, not an option)</source>
        <translation>英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; で、英字、数字または &apos;_&apos; で始まること (オプションではなく Slurm の名前)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Partition</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account</source>
        <translation>アカウント</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>QoS</source>
        <translation>QoS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reservation</source>
        <translation>予約</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nodes</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <source>between 1 and %1</source>
        <translation>1 から %1 の間</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Tasks per node</source>
        <translation>ノードあたりのタスク数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPUs per node / CPUs per task</source>
        <translation>ノードあたりの GPU 数 / タスクあたりの CPU 数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>out of range</source>
        <translation>範囲外</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time limit</source>
        <translation>制限時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>between 1 minute and 7 days</source>
        <translation>1 分から 7 日の間</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not a node name</source>
        <translation>ノード名ではありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Node list</source>
        <translation>ノードリスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>names %1 nodes for a job of %2</source>
        <translation>%2 ノードのジョブに %1 ノードを指定しています</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Environment variable</source>
        <translation>環境変数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>names are letters, digits and &apos;_&apos;, not starting with a digit</source>
        <translation>名前は英字、数字、&apos;_&apos; で、数字で始まらないこと</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Environment variable %1</source>
        <translation>環境変数 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds a NUL character</source>
        <translation>NUL 文字を含んでいます</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>nothing to run</source>
        <translation>実行するものがありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an argument holds a NUL character</source>
        <translation>引数に NUL 文字が含まれています</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Container image</source>
        <translation>コンテナイメージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds a line break or control character</source>
        <translation>改行または制御文字を含んでいます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Container mount</source>
        <translation>コンテナのマウント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SRC:DST[:FLAGS], without commas</source>
        <translation>SRC:DST[:FLAGS]、カンマなし</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>Output file</source>
        <translation>出力ファイル</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>a plain file name in the job folder</source>
        <translation>ジョブフォルダー内の単純なファイル名</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stdout and stderr need files of their own</source>
        <translation>stdout と stderr にはそれぞれ専用のファイルが必要です</translation>
    </message>
</context>
<context>
    <name>SlurmDiscovery</name>
    <message>
        <location filename="../core/launch/slurm/SlurmDiscovery.cpp" line="+113"/>
        <source>The discovery reply is cut or garbled</source>
        <translation>検出の応答が途中で切れているか壊れています</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The discovery reply holds %1 of %2 command outputs</source>
        <translation>検出の応答に含まれるコマンド出力は %2 個中 %1 個です</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>scontrol show config printed no configuration: is this a Slurm login node?</source>
        <translation>scontrol show config が設定を出力しませんでした: これは Slurm のログインノードですか?</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>srun exited %1</source>
        <translation>srun が %1 で終了しました</translation>
    </message>
</context>
<context>
    <name>SlurmFaultDrill</name>
    <message>
        <location filename="../core/cluster/slurm/SlurmFaultDrill.cpp" line="+110"/>
        <source>%1 was taken out of service %2 after the fault (ClusterMAX 3.0 expects about %3): %4</source>
        <translation>%1 は障害の %2 後にサービスから外されました（ClusterMAX 3.0 の想定は約 %3）: %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 stayed in service %2 after the fault: the health checks did not drain it</source>
        <translation>%1 は障害の %2 後もサービス中のままでした: ヘルスチェックがドレインしませんでした</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slurm&apos;s own drain stamp to the poll that saw it</source>
        <translation>Slurm 自身のドレイン時刻から、それを検出したポーリングまで</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was back in service %2 after it was drained</source>
        <translation>%1 はドレインの %2 後にサービスへ復帰しました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was still out of service %2 after it was drained</source>
        <translation>%1 はドレインの %2 後もサービス外のままでした</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The fault drill takes a node of the provider&apos;s out of service; it runs only with the analyst&apos;s recorded consent</source>
        <translation>障害訓練はプロバイダーのノードをサービスから外します。アナリストの同意が記録されている場合にのみ実行されます</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a Slurm node name</source>
        <translation>「%1」は Slurm のノード名ではありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The marker folder must be a plain path inside the home folder: %1</source>
        <translation>マーカーフォルダーはホームフォルダー内の単純なパスでなければなりません: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The poll interval is 1 to 60 s, the detection deadline at most a day, the return deadline at most a week</source>
        <translation>ポーリング間隔は 1〜60 秒、検出期限は最大 1 日、復帰期限は最大 1 週間です</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The login node&apos;s clock could not be read</source>
        <translation>ログインノードの時刻を読み取れませんでした</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Slurm has no node %1</source>
        <translation>Slurm にノード %1 はありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not in service (%2); the drill starts from a node that is</source>
        <translation>%1 はサービス中ではありません（%2）。訓練はサービス中のノードから始めます</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a synthetic Xid 79 line stays in %1&apos;s kernel log until the node reboots</source>
        <translation>合成した Xid 79 の行は、ノードが再起動するまで %1 のカーネルログに残ります</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the provider clears the fault it triggered on %1</source>
        <translation>プロバイダーが %1 で起こした障害を解消します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>injecting the fault on %1 (%2)</source>
        <translation>%1 に障害を注入しています（%2）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The fault marker on %1 could not be removed</source>
        <translation>%1 の障害マーカーを削除できませんでした</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fault cleared</source>
        <translation>障害を解消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fault cleared on %1</source>
        <translation>%1 の障害を解消しました</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The fault could not be injected on %1</source>
        <translation>%1 に障害を注入できませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fault injected (%1)</source>
        <translation>障害を注入（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ask the provider to trigger the fault on %1 now</source>
        <translation>今すぐ %1 で障害を起こすようプロバイダーに依頼してください</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The fault drill was cancelled</source>
        <translation>障害訓練はキャンセルされました</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+35"/>
        <source>Slurm no longer lists %1</source>
        <translation>Slurm に %1 が表示されなくなりました</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>%1 was not drained within %2 s</source>
        <translation>%1 は %2 秒以内にドレインされませんでした</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The fault drill was cancelled while %1 was out of service; the fault was cleared</source>
        <translation>%1 がサービス外の間に障害訓練がキャンセルされました。障害は解消済みです</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 was not back in service within %2 s</source>
        <translation>%1 は %2 秒以内にサービスへ復帰しませんでした</translation>
    </message>
</context>
<context>
    <name>SlurmHostlist</name>
    <message>
        <location filename="../core/launch/slurm/SlurmHostlist.cpp" line="+8"/>
        <source>Not a Slurm node list: %1</source>
        <translation>Slurm のノードリストではありません: %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>a range is not of the form a-b with a &lt;= b</source>
        <translation>範囲が a &lt;= b となる a-b の形式ではありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+33"/>
        <location line="+45"/>
        <source>it names more hosts than Tierbench expands</source>
        <translation>Tierbench が展開できる数より多くのホストを指定しています</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+7"/>
        <location line="+37"/>
        <source>brackets do not match</source>
        <translation>括弧が対応していません</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>it is longer than 1 MiB</source>
        <translation>1 MiB を超えています</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a name contains white space or control characters</source>
        <translation>名前に空白か制御文字が含まれています</translation>
    </message>
</context>
<context>
    <name>SlurmJobState</name>
    <message>
        <location filename="../core/launch/slurm/SlurmJobState.cpp" line="+11"/>
        <source>pending</source>
        <translation>保留中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>configuring</source>
        <translation>設定中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completing</source>
        <translation>完了処理中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suspended</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requeued</source>
        <translation>再キュー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resizing</source>
        <translation>サイズ変更中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time limit reached</source>
        <translation>制限時間に到達</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node failure</source>
        <translation>ノード障害</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory</source>
        <translation>メモリ不足</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>boot failure</source>
        <translation>起動失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadline passed</source>
        <translation>期限切れ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preempted</source>
        <translation>プリエンプト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>SlurmJobStatus</name>
    <message>
        <location filename="../core/launch/slurm/SlurmJobStatus.cpp" line="+56"/>
        <source>%1 --json did not print a JSON object</source>
        <translation>%1 --json が JSON オブジェクトを出力しませんでした</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 --json printed no job list</source>
        <translation>%1 --json がジョブリストを出力しませんでした</translation>
    </message>
</context>
<context>
    <name>SlurmLauncher</name>
    <message>
        <location filename="../core/launch/slurm/SlurmLauncher.cpp" line="+128"/>
        <source>sbatch refused the job: %1</source>
        <translation>sbatch がジョブを拒否しました: %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Slurm still lists job %1 %2 s after scancel</source>
        <translation>scancel の %2 秒後も Slurm がジョブ %1 を列挙しています</translation>
    </message>
</context>
<context>
    <name>SlurmNode</name>
    <message>
        <location filename="../core/launch/slurm/SlurmNode.cpp" line="+82"/>
        <source>drained</source>
        <translation>ドレイン済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draining</source>
        <translation>ドレイン中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not responding</source>
        <translation>無応答</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>maintenance</source>
        <translation>メンテナンス</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failing</source>
        <translation>障害発生中</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>sinfo --json did not print a JSON object</source>
        <translation>sinfo --json が JSON オブジェクトを出力しませんでした</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sinfo --json printed no node list</source>
        <translation>sinfo --json がノードリストを出力しませんでした</translation>
    </message>
</context>
<context>
    <name>SlurmNodeChecks</name>
    <message>
        <location filename="../core/import/SlurmNodeChecks.cpp" line="+14"/>
        <source>; and %1 more</source>
        <translation>; ほか %1 件</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> (set by %1 at %2)</source>
        <translation>（%1 が %2 に設定）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (set by %1)</source>
        <translation>（%1 が設定）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (set at %1)</source>
        <translation>（%1 に設定）</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>state not shown</source>
        <translation>状態の表示なし</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>listed with a reason</source>
        <translation>理由付きで記載</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, rebooting</source>
        <translation>、再起動中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, reboot pending</source>
        <translation>、再起動待ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, powered down</source>
        <translation>、電源オフ</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 more configured for the future</source>
        <translation>ほかに将来用として構成済みのノード %1 台</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 down or failing: %2</source>
        <translation>down または障害中のノード %1 台: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 drained, in maintenance or rebooting: %2</source>
        <translation>ドレイン済み、メンテナンス中または再起動中のノード %1 台: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2 listed nodes cannot take jobs. %3</source>
        <translation>記載された %2 台中 %1 台のノードがジョブを受け付けられません。%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The listing shows no state for %1 of %2 nodes: whether they can take jobs is not visible.</source>
        <translation>一覧には %2 台中 %1 台のノードの状態がありません: ジョブを受け付けられるかどうかはわかりません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All %1 listed nodes can take jobs.</source>
        <translation>記載された %1 台のノードはすべてジョブを受け付けられます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Taken out by a health check or by Slurm itself: %1</source>
        <translation>ヘルスチェックまたは Slurm 自身によってサービスから外されています: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No reason of the %1 nodes out of service names a health check or Slurm itself: whether a failed check drains a node is not visible here.</source>
        <translation>サービス外の %1 台のノードの理由に、ヘルスチェックや Slurm 自身を示すものはありません: 失敗したチェックがノードをドレインするかどうかは、ここではわかりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No node is drained or down: whether a failed check drains a node is not visible here.</source>
        <translation>ドレイン済みまたは down のノードはありません: 失敗したチェックがノードをドレインするかどうかは、ここではわかりません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>on %1 nodes (gpu GRES)</source>
        <translation>ノード %1 台上（gpu GRES）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>up, in partitions where no node has a GPU</source>
        <translation>up、GPU を持つノードのないパーティション内</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No listed node advertises a gpu GRES; up without one: %1</source>
        <translation>gpu の GRES を公開している記載ノードはありません。GRES なしで up のノード: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes are up but advertise no gpu GRES where other nodes of their partition do: %2</source>
        <translation>%1 台のノードが up ですが、同じパーティションの他のノードと違って gpu の GRES を公開していません: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU counts that are not a count: %1</source>
        <translation>数として読めない GPU 数: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs on %2 nodes as GRES; every GPU node that is up advertises them.</source>
        <translation>%2 台のノード上の %1 個の GPU が GRES として登録されています。up の GPU ノードはすべて GPU を公開しています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No node is up: whether the nodes advertise GPUs is not visible.</source>
        <translation>up のノードがありません: ノードが GPU を公開しているかどうかはわかりません。</translation>
    </message>
</context>
<context>
    <name>SlurmPoll</name>
    <message>
        <location filename="../core/launch/slurm/SlurmPoll.cpp" line="+115"/>
        <source>The job poll&apos;s reply is cut or garbled</source>
        <translation>ジョブのポーリングの応答が途中で切れているか壊れています</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The job poll printed no queue</source>
        <translation>ジョブのポーリングがキューを出力しませんでした</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>squeue failed: %1</source>
        <translation>squeue が失敗しました: %1</translation>
    </message>
</context>
<context>
    <name>SlurmStepLauncher</name>
    <message>
        <location filename="../core/launch/slurm/SlurmStepLauncher.cpp" line="+23"/>
        <source>Not a Slurm name: %1</source>
        <translation>Slurm の名前ではありません: %1</translation>
    </message>
</context>
<context>
    <name>SshConnection</name>
    <message>
        <location filename="../remote/SshConnection.cpp" line="+126"/>
        <location line="+69"/>
        <source>Could not create an SSH session</source>
        <translation>SSH セッションを作成できませんでした</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 が %2 秒以内に応答しませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Could not connect to %1</source>
        <translation>%1 に接続できませんでした</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Jump host %1: %2</source>
        <translation>踏み台ホスト %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The jump host %1 could not be reached: %2</source>
        <translation>踏み台ホスト %1 に到達できませんでした: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Reading the host key</source>
        <translation>ホスト鍵を読み込み中</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hashing the host key</source>
        <translation>ホスト鍵のハッシュを計算中</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>remove the old line %1 from %2</source>
        <translation>%2 から古い行 %1 を削除してください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove the old entry for %1 from %2</source>
        <translation>%2 から %1 の古いエントリを削除してください</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host key of %1 differs from the one on record (now %2 %3). This can mean someone intercepts the connection. If the provider confirms the key changed, %4 and connect again.</source>
        <translation>%1 のホスト鍵が記録と異なります (現在は %2 %3)。誰かが接続を傍受している可能性があります。鍵が変わったことをプロバイダーが確認した場合は、%4 から再接続してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host key of %1 (%2 %3) is not known and was not accepted</source>
        <translation>%1 のホスト鍵 (%2 %3) は不明で、受け入れられませんでした</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not add the host key to %1</source>
        <translation>ホスト鍵を %1 に追加できませんでした</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not check the host key against %1</source>
        <translation>ホスト鍵を %1 と照合できませんでした</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Key file %1 not found</source>
        <translation>鍵ファイル %1 が見つかりません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No passphrase given for the key %1</source>
        <translation>鍵 %1 のパスフレーズが指定されていません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the key %1 (wrong passphrase?)</source>
        <translation>鍵 %1 を読み込めませんでした (パスフレーズの誤り?)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Logging in with %1</source>
        <translation>%1 でログイン中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The node refused the key %1</source>
        <translation>ノードが鍵 %1 を拒否しました</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 refused every key offered (agent and key files)</source>
        <translation>%1 は提示したすべての鍵 (エージェントと鍵ファイル) を拒否しました</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+13"/>
        <location line="+25"/>
        <source>Logging in to %1</source>
        <translation>%1 にログイン中</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>the node does not accept public keys</source>
        <translation>ノードが公開鍵を受け付けません</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+15"/>
        <source>Not connected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <location filename="../remote/SshErrors.cpp" line="+19"/>
        <source>%1: the node stopped answering (no traffic for %2 s)</source>
        <translation>%1: ノードが応答しなくなりました (%2 秒間通信なし)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: timed out</source>
        <translation>%1: タイムアウトしました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the connection was lost</source>
        <translation>%1: 接続が切れました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 failed</source>
        <translation>%1 が失敗しました</translation>
    </message>
    <message>
        <location filename="../remote/SshExecutor.cpp" line="+114"/>
        <location line="+16"/>
        <source>Opening a channel</source>
        <translation>チャネルを開いています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starting the remote command</source>
        <translation>リモートコマンドを開始しています</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Reading the command&apos;s output</source>
        <translation>コマンドの出力を読み込んでいます</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Running the remote command</source>
        <translation>リモートコマンドを実行しています</translation>
    </message>
    <message>
        <location filename="../remote/SshOptions.cpp" line="+92"/>
        <source>Invalid SSH option ProxyJump</source>
        <translation>無効な SSH オプション ProxyJump</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invalid SSH option %1</source>
        <translation>無効な SSH オプション %1</translation>
    </message>
    <message>
        <location filename="../remote/SshUploader.cpp" line="+78"/>
        <location line="+101"/>
        <source>Cannot read %1</source>
        <translation>%1 を読み込めません</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Cannot create the folder for %1 on the node</source>
        <translation>ノード上に %1 のフォルダーを作成できません</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+25"/>
        <source>Opening an upload channel</source>
        <translation>アップロードチャネルを開いています</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Starting the upload</source>
        <translation>アップロードを開始しています</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Upload cancelled</source>
        <translation>アップロードを取り消しました</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+26"/>
        <location line="+4"/>
        <location line="+11"/>
        <source>Uploading</source>
        <translation>アップロード中</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Writing %1 on the node failed</source>
        <translation>ノード上での %1 の書き込みに失敗しました</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The upload of %1 did not arrive intact</source>
        <translation>%1 のアップロードが正しく届きませんでした</translation>
    </message>
</context>
<context>
    <name>SshSignature</name>
    <message>
        <location filename="../core/report/SshSignature.cpp" line="+46"/>
        <source>ssh-keygen did not finish in time.</source>
        <translation>ssh-keygen が時間内に終了しませんでした。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No SSH key at %1.</source>
        <translation>%1 に SSH 鍵がありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not make a temporary folder to sign in.</source>
        <translation>署名用の一時フォルダーを作成できませんでした。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+34"/>
        <source>Could not write %1: %2</source>
        <translation>%1 を書き込めませんでした: %2</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+40"/>
        <source>Could not run %1.</source>
        <translation>%1 を実行できませんでした。</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>The key %1 has a passphrase and no ssh-agent holds it: add it with ssh-add and export again.</source>
        <translation>鍵 %1 にはパスフレーズがあり、ssh-agent にも登録されていません。ssh-add で追加してから再度エクスポートしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ssh-keygen could not sign with %1.</source>
        <translation>ssh-keygen は %1 で署名できませんでした。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No allowed-signers file at %1.</source>
        <translation>%1 に allowed-signers ファイルがありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not make a temporary folder to verify in.</source>
        <translation>検証用の一時フォルダーを作成できませんでした。</translation>
    </message>
</context>
<context>
    <name>SshTarget</name>
    <message>
        <location filename="../core/session/SshTarget.cpp" line="+12"/>
        <source>Invalid target &quot;%1&quot;: %2</source>
        <translation>無効なターゲット &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty</source>
        <translation>空です</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>empty user name</source>
        <translation>ユーザー名が空です</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing ]</source>
        <translation>] がありません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unexpected text after ]</source>
        <translation>] の後に予期しないテキストがあります</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>write IPv6 addresses as [addr]:port</source>
        <translation>IPv6 アドレスは [addr]:port の形式で書いてください</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>empty host</source>
        <translation>ホストが空です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the host name holds characters a host cannot have</source>
        <translation>ホスト名にホスト名として使えない文字が含まれています</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>port must be 1-65535</source>
        <translation>ポートは 1-65535 でなければなりません</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <location filename="../core/store/AuditLog.cpp" line="+32"/>
        <source>Could not write the audit log</source>
        <translation>監査ログを書き込めませんでした</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Could not read the audit log</source>
        <translation>監査ログを読み込めませんでした</translation>
    </message>
    <message>
        <location filename="../core/store/Migrator.cpp" line="+63"/>
        <location line="+6"/>
        <location line="+70"/>
        <location line="+10"/>
        <source>Could not read the schema version</source>
        <translation>スキーマバージョンを読み込めませんでした</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>The file is not a Tierbench database, or it is damaged</source>
        <translation>このファイルは Tierbench のデータベースではないか、破損しています</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This database was written by a newer Tierbench (schema %1; this version understands up to %2). It was not opened, and nothing in it was changed. Open it with a newer Tierbench.</source>
        <translation>このデータベースは新しいバージョンの Tierbench で書かれています (スキーマ %1。このバージョンが扱えるのは %2 まで)。開いておらず、何も変更していません。新しいバージョンの Tierbench で開いてください。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not write a backup before migrating</source>
        <translation>移行前にバックアップを書き込めませんでした</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+170"/>
        <source>A migration script is missing</source>
        <translation>移行スクリプトがありません</translation>
    </message>
    <message>
        <location line="-157"/>
        <location line="+75"/>
        <location line="+17"/>
        <source>Could not start a migration</source>
        <translation>移行を開始できませんでした</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Could not lock the database for migrating</source>
        <translation>移行のためにデータベースをロックできませんでした</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+27"/>
        <location line="+74"/>
        <source>Could not record the schema version</source>
        <translation>スキーマバージョンを記録できませんでした</translation>
    </message>
    <message>
        <location line="-87"/>
        <location line="+8"/>
        <location line="+51"/>
        <location line="+12"/>
        <location line="+6"/>
        <source>Migration to schema %1 failed</source>
        <translation>スキーマ %1 への移行に失敗しました</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+25"/>
        <location line="+51"/>
        <source>Could not commit a migration</source>
        <translation>移行をコミットできませんでした</translation>
    </message>
    <message>
        <location filename="../core/store/SqlDialect.cpp" line="+78"/>
        <location filename="../core/store/SqlError.cpp" line="+53"/>
        <location line="+16"/>
        <location line="+9"/>
        <source>A database statement failed</source>
        <translation>データベースの文が失敗しました</translation>
    </message>
    <message>
        <location filename="../core/store/SqlError.cpp" line="-51"/>
        <source>the file is damaged or not a Tierbench database: %1</source>
        <translation>ファイルが破損しているか、Tierbench のデータベースではありません: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is read-only: %1</source>
        <translation>ファイルは読み取り専用です: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the database role you are connected as may not do this (a read-only reviewer role cannot write; an analyst role cannot change the schema or the audit log): %1</source>
        <translation>接続しているデータベースロールではこの操作はできません (読み取り専用のレビュアーロールは書き込めず、アナリストロールはスキーマや監査ログを変更できません): %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the text holds a NUL character, which neither database engine keeps; nothing was written</source>
        <translation>テキストに NUL 文字が含まれています。どちらのデータベースエンジンも保持しないため、何も書き込まれませんでした</translation>
    </message>
    <message>
        <location filename="../core/store/ConnectionCheck.cpp" line="-141"/>
        <location filename="../core/store/Store.cpp" line="+78"/>
        <location line="+133"/>
        <location filename="../core/store/TeamDatabaseLink.cpp" line="+38"/>
        <location line="+3"/>
        <source>Could not configure the database</source>
        <translation>データベースを設定できませんでした</translation>
    </message>
    <message>
        <location filename="../core/store/Store.cpp" line="-90"/>
        <source>The database %1 is read-only: %2 cannot be written (a read-only disk, mount or permission). Nothing was changed.</source>
        <translation>データベース %1 は読み取り専用です: %2 に書き込めません (読み取り専用のディスク、マウント、または権限)。何も変更していません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not open the database %1</source>
        <translation>データベース %1 を開けませんでした</translation>
    </message>
    <message>
        <location filename="../core/store/ConnectionCheck.cpp" line="+42"/>
        <location filename="../core/store/Store.cpp" line="+63"/>
        <source>This Tierbench cannot reach PostgreSQL: Qt&apos;s PostgreSQL driver is not installed (Debian package libqt6sql6-psql).</source>
        <translation>この Tierbench は PostgreSQL に接続できません: Qt の PostgreSQL ドライバーがインストールされていません (Debian パッケージ libqt6sql6-psql)。</translation>
    </message>
    <message>
        <location line="-50"/>
        <location filename="../core/store/Store.cpp" line="+9"/>
        <source>Could not connect to the database %1</source>
        <translation>データベース %1 に接続できませんでした</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../core/store/Store.cpp" line="+13"/>
        <source>The server runs PostgreSQL %1; Tierbench needs PostgreSQL 11 or newer. Nothing was changed.</source>
        <translation>サーバーは PostgreSQL %1 です。Tierbench には PostgreSQL 11 以降が必要です。何も変更していません。</translation>
    </message>
    <message>
        <location filename="../core/store/Transaction.cpp" line="+35"/>
        <source>Could not start a database transaction</source>
        <translation>データベースのトランザクションを開始できませんでした</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The transaction was already finished</source>
        <translation>トランザクションはすでに終了しています</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not save the changes</source>
        <translation>変更を保存できませんでした</translation>
    </message>
    <message>
        <location filename="../core/store/WalGuard.cpp" line="+53"/>
        <location line="+8"/>
        <source>Could not lock %1: %2</source>
        <translation>%1 をロックできませんでした: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This system has no open file description locks</source>
        <translation>このシステムにはオープンファイル記述ロックがありません</translation>
    </message>
    <message>
        <location filename="../core/store/TeamDatabaseLink.cpp" line="+41"/>
        <location line="+5"/>
        <source>Could not listen for changes</source>
        <translation>変更を監視できませんでした</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+57"/>
        <source>the server closed the connection</source>
        <translation>サーバーが接続を閉じました</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The connection to the team database %1 was lost (%2). Reconnecting…</source>
        <translation>チームデータベース %1 への接続が切れました (%2)。再接続しています…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Reconnected to the team database %1.</source>
        <translation>チームデータベース %1 に再接続しました。</translation>
    </message>
</context>
<context>
    <name>TableDigester</name>
    <message>
        <location filename="../core/store/TableDigest.cpp" line="+71"/>
        <source>Could not read the table %1</source>
        <translation>テーブル %1 を読み込めませんでした</translation>
    </message>
</context>
<context>
    <name>TarWriter</name>
    <message>
        <location filename="../core/run/TarWriter.cpp" line="+22"/>
        <location line="+36"/>
        <location line="+34"/>
        <source>Cannot write %1</source>
        <translation>%1 を書き込めません</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Path too long for the bundle archive</source>
        <translation>バンドルアーカイブにはパスが長すぎます</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Cannot read %1</source>
        <translation>%1 を読み込めません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot copy %1 into the bundle</source>
        <translation>%1 をバンドルにコピーできません</translation>
    </message>
</context>
<context>
    <name>TeamRoles</name>
    <message>
        <location filename="../core/store/TeamRoles.cpp" line="+21"/>
        <source>“%1” is not a plain PostgreSQL name: use lower-case letters, digits and _, at most 63, not starting with a digit.</source>
        <translation>「%1」は単純な PostgreSQL 名ではありません: 英小文字、数字、_ を使い、63 文字以内で、数字で始めないでください。</translation>
    </message>
</context>
<context>
    <name>Tier</name>
    <message>
        <location filename="../core/domain/Tier.cpp" line="+13"/>
        <source>Platinum</source>
        <translation>プラチナ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold</source>
        <translation>ゴールド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver</source>
        <translation>シルバー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bronze</source>
        <translation>ブロンズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Participation Ribbon</source>
        <translation>参加賞リボン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underperforming</source>
        <translation>基準未達</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unavailable</source>
        <translation>利用不可</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Unable to test</source>
        <translation>テスト不能</translation>
    </message>
</context>
<context>
    <name>TierBoard</name>
    <message>
        <location filename="../core/report/TierBoard.cpp" line="+62"/>
        <source>Live board</source>
        <translation>ライブボード</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>There is no cost scenario &quot;%1&quot;.</source>
        <translation>コストのシナリオ &quot;%1&quot; はありません。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No rating round %1.</source>
        <translation>格付けラウンド %1 はありません。</translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="+53"/>
        <source>assigned tier</source>
        <translation>決定ティア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suggested tier</source>
        <translation>提案ティア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reference tier</source>
        <translation>参照ティア</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>list $%1</source>
        <translation>表示価格 $%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unpriced</source>
        <translation>価格なし</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>rows by %1</source>
        <translation>行の並び: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, arrows: movement since round %2</source>
        <translation>%1、矢印: ラウンド %2 からの変動</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>No tier yet</source>
        <translation>ティアはまだありません</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Badges: S = suggested tier, R = reference tier (colour of that tier; white = none)</source>
        <translation>バッジ: S = 提案ティア、R = 参照ティア (そのティアの色。白 = なし)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Price: effective $ per useful GPU-hour under %1, then the list $ per GPU-hour in force; unpriced = no price record</source>
        <translation>価格: シナリオ %1 での有効 GPU 時間あたりの実効 $、続いて適用中の GPU 時間あたりの表示価格 $。価格なし = 価格記録なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no scenario</source>
        <translation>シナリオなし</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>C = a reviewer of this placement has a disclosed conflict of interest with the provider (see its review)</source>
        <translation>C = この配置のレビュアーにプロバイダーとの開示済みの利益相反があります (レビューを参照)</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+12"/>
        <location line="+14"/>
        <source>Could not write %1</source>
        <translation>%1 に書き込めませんでした</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown format &quot;%1&quot;: use .pdf, .png or .svg</source>
        <translation>不明な形式 &quot;%1&quot;: .pdf、.png、.svg のいずれかを使ってください</translation>
    </message>
    <message>
        <location filename="../core/report/BoardConflicts.cpp" line="+30"/>
        <source>Could not read the evaluations.</source>
        <translation>評価を読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read the score sheets.</source>
        <translation>採点シートを読み取れませんでした。</translation>
    </message>
</context>
<context>
    <name>TierSuggester</name>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="+15"/>
        <source>not launched publicly</source>
        <translation>一般公開されていない</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sold out with no plans to add capacity</source>
        <translation>売り切れで容量追加の予定なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>government-only</source>
        <translation>政府機関専用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>access refused</source>
        <translation>アクセス拒否</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>otherwise untestable</source>
        <translation>その他の理由でテスト不能</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marked unable to test: the evaluation has no tier and does not count as a peer.</source>
        <translation>テスト不能とマークされています。この評価にはティアがなく、比較対象にも数えません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not be tested: %1.</source>
        <translation>テストできませんでした: %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only %1 of %2 criteria are scored; a tier needs at least %3, so none is suggested and the evaluation does not count as a peer.</source>
        <translation>スコアのある評価基準は %2 中 %1 のみです。ティアには少なくとも %3 が必要なため、提案はなく、この評価は比較対象に数えられません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+12"/>
        <location line="+50"/>
        <source>Gate: %1 (%2) caps the tier at Underperforming.</source>
        <translation>ゲート: %1 (%2) により、ティアの上限は基準未達になります。</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>No criterion has a score yet, so no tier can be suggested.</source>
        <translation>スコアのある評価基準がまだないため、ティアを提案できません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Weighted total %1, rank %2 of %3 evaluated providers%4.</source>
        <translation>加重合計 %1、評価済みプロバイダー %3 社中 %2 位%4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (tied with %1)</source>
        <translation> (%1 と同順位)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Platinum: total at least %1 and in the top %2 of peers.</source>
        <translation>プラチナ: 合計 %1 以上かつ比較対象の上位 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not Platinum: not in the top %1 of peers.</source>
        <translation>プラチナではない: 比較対象の上位 %1 に入っていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold: total at least %1 and in the top %2 of peers.</source>
        <translation>ゴールド: 合計 %1 以上かつ比較対象の上位 %2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Platinum and Gold are relative tiers and need at least %1 evaluated providers; there are %2.</source>
        <translation>プラチナとゴールドは相対的なティアで、評価済みプロバイダーが少なくとも %1 社必要です。現在は %2 社です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not Gold: not in the top %1 of peers.</source>
        <translation>ゴールドではない: 比較対象の上位 %1 に入っていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silver: total at least %1.</source>
        <translation>シルバー: 合計 %1 以上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bronze: total at least %1 (minimum criteria met).</source>
        <translation>ブロンズ: 合計 %1 以上 (最低基準を満たす)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Underperforming: total below %1, the minimum criteria.</source>
        <translation>基準未達: 合計が最低基準の %1 を下回っています。</translation>
    </message>
</context>
<context>
    <name>ToolLog</name>
    <message>
        <location filename="../core/run/ToolLogImport.cpp" line="+17"/>
        <source>its %1 output could not be read</source>
        <translation>%1 の出力を読み取れませんでした</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its output is not a %1 output Tierbench reads: %2</source>
        <translation>出力は Tierbench が読める %1 の出力ではありません: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its %1 output holds no result</source>
        <translation>%1 の出力に結果がありません</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>its %1 output read into run(s) %2</source>
        <translation>%1 の出力を実行 %2 に読み込みました</translation>
    </message>
</context>
<context>
    <name>TrainingLogParser</name>
    <message>
        <location filename="../core/import/TrainingLogParser.cpp" line="+127"/>
        <source>line %1: step %2 %3 is not a finite number, so not a measurement</source>
        <translation>%1 行目: ステップ %2 の %3 は有限の数値ではないため、測定値ではありません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>step %1: %2</source>
        <translation>ステップ %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>memory %1 GiB in use</source>
        <translation>使用中のメモリ %1 GiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory at %1 % of the device</source>
        <translation>メモリがデバイスの %1 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens/s</source>
        <translation>%1 トークン/秒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 TFLOP/s per GPU</source>
        <translation>GPU あたり %1 TFLOP/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MFU %1 %</source>
        <translation>MFU %1 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a step of %1 ms</source>
        <translation>%1 ms のステップ</translation>
    </message>
    <message numerus="yes">
        <location line="+155"/>
        <source>%n step(s) logged, %1 to %2 of %3</source>
        <translation>
            <numerusform>%n ステップを記録 (%3 中 %1 から %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n step(s) logged, %1 to %2</source>
        <translation>
            <numerusform>%n ステップを記録 (%1 から %2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torchtitan prints no MFU under FP8 or MX training; Tierbench rates the run on tokens/s.</source>
        <translation>torchtitan は FP8 や MX の学習では MFU を出力しません。Tierbench はトークン/秒で評価します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NaN or infinite loss from step %1</source>
        <translation>ステップ %1 から損失が NaN または無限大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loss stopped being a number: the run diverged, or a device computes wrong results.</source>
        <translation>損失が数値でなくなりました。学習が発散したか、デバイスが誤った結果を計算しています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every logged loss is a number</source>
        <translation>記録されたすべての損失が数値です</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>rank %1</source>
        <translation>ランク %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Slowest rank %1: %2 tokens/s per GPU on average, against the other ranks&apos; median of %3 over %n rank(s).</source>
        <translation>
            <numerusform>最も遅いランク %1: GPU あたり平均 %2 トークン/秒 (他のランクの中央値は %3、全 %n ランク)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n impossible reading(s) left out: %1</source>
        <translation>
            <numerusform>ありえない値 %n 件を除外しました: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n line(s) longer than the line limit were not read.</source>
        <translation>
            <numerusform>行の上限を超える %n 行は読み込まれませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More steps or runs than an import keeps (%1 steps, %2 runs); the rest was left out.</source>
        <translation>インポートが保持できる数 (%1 ステップ、%2 実行) を超えたため、残りは除外しました。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No training step was found in the log.</source>
        <translation>ログに学習ステップが見つかりませんでした。</translation>
    </message>
</context>
<context>
    <name>TrainingSteps</name>
    <message>
        <location filename="../core/domain/TrainingSteps.cpp" line="+70"/>
        <source>No step was logged.</source>
        <translation>ステップが記録されていません。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>median %1 tokens/s per GPU</source>
        <translation>中央値 GPU あたり %1 トークン/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median step %1 ms</source>
        <translation>ステップ中央値 %1 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU: no peak known</source>
        <translation>MFU: ピーク性能不明</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MFU %1 %</source>
        <translation>MFU %1 %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no rank fell behind</source>
        <translation>遅れたランクなし</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>rank %1 slowest in %2 of %n step(s), up to %3 % behind</source>
        <translation>
            <numerusform>ランク %1 が %n ステップ中 %2 ステップで最も遅く、最大 %3 % 遅れ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingStepsChart</name>
    <message>
        <location filename="../ui/charts/TrainingStepsChart.cpp" line="+39"/>
        <source>Training run, step by step</source>
        <translation>学習実行 (ステップごと)</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tokens/s per GPU</source>
        <translation>GPU あたりトークン/秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>step time (ms)</source>
        <translation>ステップ時間 (ms)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>rank %1</source>
        <translation>ランク %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>— tokens/s per GPU</source>
        <translation>— GPU あたりトークン/秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>— step time</source>
        <translation>— ステップ時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU (right axis)</source>
        <translation>MFU (右軸)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bands: %1</source>
        <translation>帯: %1</translation>
    </message>
</context>
<context>
    <name>TrustMenu</name>
    <message>
        <location filename="../ui/trust/TrustMenu.cpp" line="+21"/>
        <source>&amp;Blind runs…</source>
        <translation>ブラインド実行(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a provider to compare its disclosed and independent runs.</source>
        <translation>開示アカウントと独立アカウントの実行を比較するには、プロバイダーを選択してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reviewer &amp;agreement…</source>
        <translation>レビュアー間の一致度(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a provider to see its reviewers&apos; agreement.</source>
        <translation>レビュアー間の一致度を見るには、プロバイダーを選択してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Conflicts of &amp;interest…</source>
        <translation>利益相反(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>TrustNotes</name>
    <message>
        <location filename="../core/trust/TrustNotes.cpp" line="+19"/>
        <source>Trust: the blind-run comparison could not be read (%1).</source>
        <translation>信頼性: ブラインド実行の比較を読み取れませんでした (%1)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trust: %1</source>
        <translation>信頼性: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Trust: the reviewers&apos; scores differ on %n criteria not yet reconciled.</source>
        <translation>
            <numerusform>信頼性: レビュアーのスコアが、まだ調整されていない %n 件の評価基準で異なります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trust: conflict of interest disclosed, %1.</source>
        <translation>信頼性: 利益相反を開示済み、%1。</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="-12"/>
        <source>Pass</source>
        <translation>合格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial</source>
        <translation>一部合格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fail</source>
        <translation>不合格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N/A</source>
        <translation>対象外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>Verification</name>
    <message>
        <location filename="../core/trust/Verification.cpp" line="+45"/>
        <source>Verified on %1: nothing to check (no raw results stored, no scores stored).</source>
        <translation>%1 に検証: 確認する対象がありません (生の結果もスコアも保存されていません)。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Verified on %1: %n checked</source>
        <translation>
            <numerusform>%1 に検証: %n 件を確認</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, all match.</source>
        <translation>%1、すべて一致しました。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n differ.</source>
        <translation>
            <numerusform>%1、%n 件が一致しません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Raw log</source>
        <translation>生ログ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imported file</source>
        <translation>インポートしたファイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command output</source>
        <translation>コマンド出力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample</source>
        <translation>サンプル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggested score</source>
        <translation>提案スコア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggested tier</source>
        <translation>提案ティア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bundle file</source>
        <translation>バンドルのファイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run seal</source>
        <translation>実行の封印</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Signature</source>
        <translation>署名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manifest</source>
        <translation>マニフェスト</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Could not read the stored results</source>
        <translation>保存された結果を読み込めませんでした</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+36"/>
        <source>run %1 %2</source>
        <translation>実行 %1 %2</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>No hash was recorded for this log.</source>
        <translation>このログにはハッシュが記録されていません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stored log is not the one that was hashed when it was stored.</source>
        <translation>保存されたログは、保存時にハッシュを取ったものと異なります。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>run %1 imported file</source>
        <translation>実行 %1 のインポートしたファイル</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file was longer than the stored log: only the log&apos;s own hash can be checked.</source>
        <translation>ファイルが保存されたログより長かったため、ログ自体のハッシュのみ確認できます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The stored text is not the file that was imported.</source>
        <translation>保存されたテキストはインポートしたファイルと異なります。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The stored output is not the one that was hashed when it was stored.</source>
        <translation>保存された出力は、保存時にハッシュを取ったものと異なります。</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+13"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Hashed under the old scheme: this run&apos;s operation, hardware key, arguments and the presence of its logs are not covered.</source>
        <translation>旧方式でハッシュされています。この実行の演算、ハードウェアキー、引数、ログの有無は対象外です。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>run %1</source>
        <translation>実行 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No raw log is kept for this run: its samples cannot be checked against raw text.</source>
        <translation>この実行には生ログが保存されていません。サンプルを生テキストと照合できません。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The stored suggestion does not follow from the stored evidence (changed since %1, or altered).</source>
        <translation>保存された提案は保存されたエビデンスから導かれません (%1 以降に変更されたか、改ざんされています)。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>suggested tier</source>
        <translation>提案ティア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tier suggested when %1 assigned %2 on %3 no longer follows from the stored evidence.</source>
        <translation>%1 が %3 に %2 を決定したときの提案ティアは、保存されたエビデンスからはもう導かれません。</translation>
    </message>
    <message>
        <location filename="../core/report/FactCheckVerifier.cpp" line="-273"/>
        <location filename="../core/trust/Verification.cpp" line="-64"/>
        <source>run %1 seal</source>
        <translation>実行 %1 の封印</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../core/trust/Verification.cpp" line="+14"/>
        <source>The run&apos;s logs (present, hash, cut at the cap), operation, hardware key or arguments are not what was sealed.</source>
        <translation>この実行のログ（有無、ハッシュ、上限での切り捨て）、演算、ハードウェアキー、または引数が封印時と異なります。</translation>
    </message>
</context>
<context>
    <name>WalkthroughState</name>
    <message>
        <location filename="../core/store/WalkthroughState.cpp" line="+30"/>
        <source>Could not read the walkthrough state</source>
        <translation>ウォークスルーの状態を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not read the walkthrough timers</source>
        <translation>ウォークスルーのタイマーを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not save the walkthrough state</source>
        <translation>ウォークスルーの状態を保存できませんでした</translation>
    </message>
</context>
<context>
    <name>ZipArchive</name>
    <message>
        <location filename="../core/report/ZipArchive.cpp" line="+122"/>
        <source>Not a fact-check bundle: %1</source>
        <translation>ファクトチェック バンドルではありません: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too short for a zip file</source>
        <translation>zip ファイルとしては短すぎます</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no zip directory</source>
        <translation>zip ディレクトリがありません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bundle has %1 files; at most %2 are read.</source>
        <translation>バンドルには %1 個のファイルがあります。読み込むのは最大 %2 個です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the zip directory lies outside the file</source>
        <translation>zip ディレクトリがファイルの範囲外にあります</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+12"/>
        <source>a damaged zip directory</source>
        <translation>zip ディレクトリが壊れています</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is compressed or encrypted (a bundle stores its files as they are)</source>
        <translation>%1 は圧縮または暗号化されています (バンドルはファイルをそのまま格納します)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the path %1 leads outside the bundle</source>
        <translation>パス %1 はバンドルの外を指しています</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The bundle&apos;s files are larger than %1 GiB.</source>
        <translation>バンドルのファイルが %1 GiB を超えています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no file record</source>
        <translation>%1 にファイルレコードがありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is cut short</source>
        <translation>%1 が途中で切れています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 fails its CRC check</source>
        <translation>%1 は CRC チェックに失敗しました</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+19"/>
        <source>Database file (created with the demo data when missing), or a team database: postgresql://USER@HOST:PORT/DBNAME or pgservice:NAME. Default: %1</source>
        <translation>データベースファイル (ない場合はデモデータで作成)、またはチームデータベース: postgresql://USER@HOST:PORT/DBNAME または pgservice:NAME。既定値: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save a picture of the window once it is filled, then quit.</source>
        <translation>ウィンドウの表示が整ったら画像を保存して終了します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print ready_ms and peak_rss_kib once the provider list is shown, then quit.</source>
        <translation>プロバイダーの一覧が表示されたら ready_ms と peak_rss_kib を出力して終了します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Window size, e.g. 1280x800.</source>
        <translation>ウィンドウサイズ (例: 1280x800)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select this provider first.</source>
        <translation>最初にこのプロバイダーを選択します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Provider tab to show: %1 (or its title as shown).</source>
        <translation>表示するプロバイダーのタブ: %1 (または表示されているタイトル)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Window view to show: %1 (or its title as shown).</source>
        <translation>表示するウィンドウのビュー: %1 (または表示されているタイトル)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --page checklist: check item key to select.</source>
        <translation>--page checklist と併用: 選択するチェック項目のキー。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Workbench for rating GPU cloud providers against the ClusterMAX criteria.</source>
        <translation>ClusterMAX の評価基準に照らして GPU クラウドプロバイダーを格付けするワークベンチ。</translation>
    </message>
</context>
<context>
    <name>tb::app::GuiStartup</name>
    <message>
        <location filename="../app/gui/GuiStartup.cpp" line="+40"/>
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Creating the demo database…</source>
        <translation>デモデータベースを作成しています…</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Could not open the database</source>
        <translation>データベースを開けませんでした</translation>
    </message>
</context>
<context>
    <name>tb::ui::AgreementDialog</name>
    <message>
        <location filename="../ui/trust/AgreementDialog.cpp" line="+30"/>
        <source>κ linear %1, quadratic %2 · α %3 (%4)</source>
        <translation>κ 線形 %1、二次 %2 · α %3 (%4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>α %1 (%2)</source>
        <translation>α %1 (%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reviewer agreement: %1</source>
        <translation>レビュアー間の一致度: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your sheet (%1)</source>
        <translation>自分のシート (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>set your name in Preferences</source>
        <translation>設定で名前を指定してください</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+23"/>
        <source>Criterion</source>
        <translation>評価基準</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Your score (0–5)</source>
        <translation>自分のスコア (0～5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save draft</source>
        <translation>下書きを保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Submit (final)</source>
        <translation>提出 (確定)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Agreement (shown once every sheet is submitted)</source>
        <translation>一致度 (すべてのシートが提出されると表示)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scores</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check items</source>
        <translation>チェック項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items they disagree on</source>
        <translation>意見が分かれた項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reconciled</source>
        <translation>調整済み</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>how the reviewers settled it</source>
        <translation>レビュアーがどう決着させたか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reconcile final score</source>
        <translation>最終スコアを調整</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1: submitted</source>
        <translation>%1: 提出済み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: draft</source>
        <translation>%1: 下書き</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No reviewer has a sheet yet.</source>
        <translation>まだシートを持つレビュアーはいません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheets: %1.</source>
        <translation>シート: %1。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Hidden until every reviewer has submitted: nobody sees another&apos;s scores before.</source>
        <translation>すべてのレビュアーが提出するまで非表示です。それまで誰も他人のスコアを見られません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewers: %1&lt;br&gt;Criterion scores: %2&lt;br&gt;Check items: %3</source>
        <translation>レビュアー: %1&lt;br&gt;評価基準のスコア: %2&lt;br&gt;チェック項目: %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2、%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not yet</source>
        <translation>未調整</translation>
    </message>
</context>
<context>
    <name>tb::ui::Appearance</name>
    <message>
        <location filename="../ui/main/Appearance.cpp" line="+60"/>
        <location line="+40"/>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
</context>
<context>
    <name>tb::ui::BaselineEditor</name>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="+32"/>
        <source>Add row</source>
        <translation>行を追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove row</source>
        <translation>行を削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import JSON…</source>
        <translation>JSON をインポート…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export JSON…</source>
        <translation>JSON をエクスポート…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as new version</source>
        <translation>新しいバージョンとして保存</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New row: fill in every field, including the source, then save.</source>
        <translation>新しい行: 出典を含むすべてのフィールドを入力してから保存してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import baselines</source>
        <translation>ベースラインのインポート</translation>
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
        <translation>ベースラインのエクスポート</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>New baselines were saved elsewhere. Your unsaved edits are kept: save them as a new version, or reopen this page to see the stored ones.</source>
        <translation>新しいベースラインが別の場所で保存されました。未保存の編集は保持しています: 新しいバージョンとして保存するか、このページを開き直して保存済みのものを表示してください。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Baseline version %1 — %2 entries. %3</source>
        <translation>ベースラインのバージョン %1 — %2 エントリ。%3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Row %1 (%2): a baseline needs a source — who published the figure, and where.</source>
        <translation>%1 行目 (%2): ベースラインには出典 (誰がどこで公表した数値か) が必要です。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No database is open</source>
        <translation>データベースが開かれていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>baseline editor</source>
        <translation>ベースラインエディター</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Saved as baseline version %1.</source>
        <translation>ベースラインのバージョン %1 として保存しました。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Imported %1 entries from %2; save to store them as a new version.</source>
        <translation>%2 から %1 エントリをインポートしました。新しいバージョンとして保存するには保存してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot write the baselines file</source>
        <translation>ベースラインファイルを書き込めません</translation>
    </message>
</context>
<context>
    <name>tb::ui::BaselineTableModel</name>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="+62"/>
        <source>%1 bytes; the headline counts samples of this size and larger. Type a size such as 64 MiB, 1 GiB or a number of bytes.</source>
        <translation>%1 バイト。見出しの数値はこのサイズ以上のサンプルを数えます。64 MiB、1 GiB のようなサイズかバイト数を入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every size counts. Type a size such as 64 MiB, 1 GiB or a number of bytes.</source>
        <translation>すべてのサイズを数えます。64 MiB、1 GiB のようなサイズかバイト数を入力してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fraction</source>
        <translation>比率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>absolute</source>
        <translation>絶対値</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per NIC</source>
        <translation>NIC あたり</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>per node</source>
        <translation>ノードあたり</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Metric</source>
        <translation>メトリック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Algorithm</source>
        <translation>アルゴリズム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better</source>
        <translation>良い方向</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected</source>
        <translation>期待値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edges</source>
        <translation>境界</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Platinum</source>
        <translation>プラチナ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold</source>
        <translation>ゴールド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver</source>
        <translation>シルバー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bronze</source>
        <translation>ブロンズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Min. size (bytes)</source>
        <translation>最小サイズ (バイト)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per</source>
        <translation>単位あたり</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
</context>
<context>
    <name>tb::ui::BlindRunsDialog</name>
    <message>
        <location filename="../ui/trust/BlindRunsDialog.cpp" line="+39"/>
        <source>Choose a metric on the left.</source>
        <translation>左側でメトリックを選んでください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blind runs: %1</source>
        <translation>ブラインド実行: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Probe</source>
        <translation>プローブ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+21"/>
        <source>Account</source>
        <translation>アカウント</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>How it was obtained</source>
        <translation>入手方法</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+23"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the account&apos;s name, e.g. bench@provider or a customer&apos;s login</source>
        <translation>アカウント名 (例: bench@provider、顧客のログイン名)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>how it was obtained (bought by card, lent by a customer, ...)</source>
        <translation>入手方法 (カードで購入、顧客から借用など)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set account of the selected run</source>
        <translation>選択した実行のアカウントを設定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Obtained</source>
        <translation>入手方法</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The comparison could not be read: %1</source>
        <translation>比較を読み取れませんでした: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 runs on disclosed accounts, %2 on independent ones, %3 without an account. Median difference per metric with a %4-resample bootstrap interval (95%); beyond noise only when the interval excludes 0.</source>
        <translation>開示アカウントでの実行 %1 回、独立アカウントでの実行 %2 回、アカウントなし %3 回。メトリックごとの中央値の差と、リサンプル %4 回のブートストラップ区間 (95%) を示します。区間が 0 を含まない場合にのみノイズを超える差とします。</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The disclosed account did better beyond noise on %n metric(s).</source>
        <translation>
            <numerusform>開示アカウントは %n 件のメトリックでノイズを超えて良い結果でした。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>not recorded</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Select a run first.</source>
        <translation>先に実行を選択してください。</translation>
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
        <translation>ダブルクリックまたは Enter キーで %1 を開きます</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>agrees</source>
        <translation>一致</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 tier higher</source>
        <translation>1 ティア上</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 tier lower</source>
        <translation>1 ティア下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tiers higher</source>
        <translation>%1 ティア上</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tiers lower</source>
        <translation>%1 ティア下</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is rated %2 here and %3 in the reference.</source>
        <translation>%1 はここでは %2、参照では %3 と格付けされています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assigned %1 against the suggested %2 (see the rating tab for the justification).</source>
        <translation>提案の %2 に対して %1 を決定 (理由は格付けタブを参照)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assigned tier in round %1</source>
        <translation>ラウンド %1 での決定ティア</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Provider</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assigned</source>
        <translation>決定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggested</source>
        <translation>提案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference</source>
        <translation>参照</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against reference</source>
        <translation>参照との比較</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous round</source>
        <translation>前のラウンド</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round %1</source>
        <translation>ラウンド %1</translation>
    </message>
</context>
<context>
    <name>tb::ui::CalibrationView</name>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="+40"/>
        <source>Only &amp;disagreements</source>
        <translation>不一致のみ(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Providers whose tier here differs from the reference tier, or whose assigned tier differs from the suggestion.</source>
        <translation>ここでのティアが参照ティアと異なる、または決定ティアが提案と異なるプロバイダー。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;load</source>
        <translation>再読み込み(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close round…</source>
        <translation>ラウンドを閉じる(&amp;C)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Freeze every provider&apos;s assigned tier as a named round (e.g. 2.2); the tier board then shows movement against it.</source>
        <translation>全プロバイダーの決定ティアを名前付きのラウンド (例: 2.2) として凍結します。以後ティアボードはそれに対する変動を表示します。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tiers here: the assigned tier, else the suggested one. Highlighted cells differ from the reference tier or from the suggestion.</source>
        <translation>ここでのティア: 決定ティア、なければ提案ティア。強調表示されたセルは参照ティアまたは提案と異なります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click a row (or press Enter) to open its provider.</source>
        <translation>行をダブルクリック (または Enter キー) でそのプロバイダーを開きます。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n 社のプロバイダー</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n disagreement(s)</source>
        <translation>
            <numerusform>%n 件の不一致</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>movement since round %1</source>
        <translation>ラウンド %1 からの変動</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round %1 open</source>
        <translation>ラウンド %1 進行中</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close round</source>
        <translation>ラウンドを閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Freeze every provider&apos;s current assignment as round:</source>
        <translation>全プロバイダーの現在の決定を次のラウンドとして凍結します:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round not closed</source>
        <translation>ラウンドを閉じていません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 closed.</source>
        <translation>ラウンド %1 を閉じました。</translation>
    </message>
</context>
<context>
    <name>tb::ui::ChecklistModel</name>
    <message>
        <location filename="../ui/checklist/ChecklistModel.cpp" line="+222"/>
        <source>%1: %2 of %3 items decided (%4 pass, %5 partial, %6 fail)</source>
        <translation>%1: %3 項目中 %2 項目判定済み (合格 %4、一部合格 %5、不合格 %6)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1/%2 decided</source>
        <translation>%1/%2 判定済み</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 pass · %2 partial · %3 fail</source>
        <translation>合格 %1 · 一部合格 %2 · 不合格 %3</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Criterion / check item</source>
        <translation>評価基準 / チェック項目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence</source>
        <translation>エビデンス</translation>
    </message>
</context>
<context>
    <name>tb::ui::ChecklistView</name>
    <message>
        <location filename="../ui/checklist/ChecklistView.cpp" line="+35"/>
        <source>Eval&amp;uation:</source>
        <translation>評価(&amp;U):</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This provider has no evaluation yet.</source>
        <translation>このプロバイダーにはまだ評価がありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start an evaluation…</source>
        <translation>評価を開始(&amp;S)…</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Evaluation %1</source>
        <translation>評価 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Reload shows their verdict and evidence (your edit is dropped). Overwrite saves yours over theirs.</source>
        <translation>「再読み込み」は相手の判定とエビデンスを表示します (あなたの編集は破棄されます)。「上書き」はあなたの内容で相手の内容を上書きします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Someone else changed this verdict</source>
        <translation>他の人がこの判定を変更しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reload</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Overwrite</source>
        <translation>上書き</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rubric %1</source>
        <translation>ルーブリック %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reviewer %1</source>
        <translation>レビュアー %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 items decided</source>
        <translation>%2 項目中 %1 項目判定済み</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>closed, read-only: re-open it with Edit… (status In review)</source>
        <translation>確定済み、読み取り専用: 編集… で再開してください (ステータス「レビュー中」)</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterAuditModel</name>
    <message>
        <location filename="../ui/cluster/ClusterAuditModel.cpp" line="+99"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggests a verdict for</source>
        <translation>判定を提案する対象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found</source>
        <translation>検出結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence</source>
        <translation>エビデンス</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterDialog</name>
    <message>
        <location filename="../ui/cluster/ClusterDialog.cpp" line="+127"/>
        <location line="+19"/>
        <source>Login node</source>
        <translation>ログインノード</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>e.g. h100-east</source>
        <translation>例: h100-east</translation>
    </message>
    <message>
        <location line="-126"/>
        <location line="+19"/>
        <source>[user@]host[:port] or a Host alias of ~/.ssh/config</source>
        <translation>[user@]host[:port] または ~/.ssh/config の Host エイリアス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ProxyJump [user@]host[:port], optional</source>
        <translation>ProxyJump [user@]host[:port] (省略可)</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+22"/>
        <source>key file, optional (the agent is tried first)</source>
        <translation>鍵ファイル (省略可。先にエージェントを試します)</translation>
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
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Slurm: a login node and the partition its jobs go to. Kubernetes: a kubeconfig and context, and what every worker pod asks for. Fixed once the cluster is saved.</source>
        <translation>Slurm: ログインノードと、ジョブの投入先パーティション。Kubernetes: kubeconfig とコンテキスト、および各ワーカー Pod が要求するもの。クラスターを保存した後は変更できません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scheduler:</source>
        <translation>スケジューラー:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kubernetes API</source>
        <translation>Kubernetes API</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>~/.kube/config (only the path is saved, never the file)</source>
        <translation>~/.kube/config (保存するのはパスだけで、ファイルは保存しません)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&amp;rowse…</source>
        <translation>参照(&amp;R)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the kubeconfig&apos;s current context</source>
        <translation>kubeconfig の現在のコンテキスト</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Kubeconfig:</source>
        <translation>Kubeconfig(&amp;K):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Context:</source>
        <translation>コンテキスト(&amp;C):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Names&amp;pace:</source>
        <translation>Namespace(&amp;P):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every worker pod gets</source>
        <translation>各ワーカー Pod に割り当てるもの</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. ghcr.io/example/nccl-tests:2.13 (with tb-node for the node audit)</source>
        <translation>例: ghcr.io/example/nccl-tests:2.13 (ノード監査には tb-node を含めます)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an extended resource such as rdma/ib; empty: none</source>
        <translation>rdma/ib などの拡張リソース。空: なし</translation>
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
        <translation>イメージ(&amp;I):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs per worker:</source>
        <translation>ワーカーあたりの GPU 数(&amp;G):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA reso&amp;urce:</source>
        <translation>RDMA リソース(&amp;U):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA &amp;devices per worker:</source>
        <translation>ワーカーあたりの RDMA デバイス数(&amp;D):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node &amp;selector:</source>
        <translation>ノードセレクター(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tolerations:</source>
        <translation>Toleration(&amp;T):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reach the API t&amp;hrough the login node (kubectl runs there)</source>
        <translation>ログインノード経由で API に接続する (kubectl はそこで実行します)(&amp;H)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>L&amp;ogin:</source>
        <translation>ログイン(&amp;O):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ke&amp;y file:</source>
        <translation>鍵ファイル(&amp;Y):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kno&amp;wn hosts:</source>
        <translation>既知のホスト(&amp;W):</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Login:</source>
        <translation>ログイン(&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Jump host:</source>
        <translation>踏み台ホスト(&amp;J):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Key file:</source>
        <translation>鍵ファイル(&amp;K):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Known &amp;hosts:</source>
        <translation>既知のホスト(&amp;H):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote &amp;folder:</source>
        <translation>リモートフォルダー(&amp;F):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every job gets</source>
        <translation>各ジョブに割り当てるもの</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cluster&apos;s default partition</source>
        <translation>クラスターの既定のパーティション</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pyxis image for collectives, e.g. nvcr.io#nvidia/pytorch:24.01-py3; empty: none</source>
        <translation>集団通信用の Pyxis イメージ (例: nvcr.io#nvidia/pytorch:24.01-py3)。空: なし</translation>
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
        <translation> 秒</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partition:</source>
        <translation>パーティション(&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Account:</source>
        <translation>アカウント(&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;QoS:</source>
        <translation>QoS(&amp;Q):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reservation:</source>
        <translation>予約(&amp;R):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit:</source>
        <translation>制限時間(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container &amp;image:</source>
        <translation>コンテナイメージ(&amp;I):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL &amp;environment:</source>
        <translation>NCCL 環境変数(&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel when pending longer than:</source>
        <translation>保留がこれより長い場合は取り消す:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel when silent longer than:</source>
        <translation>無出力がこれより長い場合は取り消す:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose a kubeconfig</source>
        <translation>kubeconfig を選択</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubeconfig files (*)</source>
        <translation>Kubeconfig ファイル (*)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>e.g. h100-k8s</source>
        <translation>例: h100-k8s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit Kubernetes cluster %1</source>
        <translation>Kubernetes クラスター %1 の編集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit cluster %1</source>
        <translation>クラスター %1 の編集</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a Slurm cluster</source>
        <translation>Slurm クラスターの追加</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a Kubernetes cluster</source>
        <translation>Kubernetes クラスターの追加</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The kubeconfig lies on the login node: type the context, or leave it empty for its current one.</source>
        <translation>kubeconfig はログインノード上にあります。コンテキストを入力するか、現在のコンテキストを使う場合は空のままにしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no file %1 on this machine.</source>
        <translation>このマシンにファイル %1 はありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the contexts of %1 with kubectl…</source>
        <translation>kubectl で %1 のコンテキストを読み込んでいます…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>kubectl could not read the contexts: %1</source>
        <translation>kubectl がコンテキストを読み込めませんでした: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n context(s) in the kubeconfig.</source>
        <translation>
            <numerusform>kubeconfig にコンテキストが %n 個あります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Node selector: &quot;%1&quot; is not label=value</source>
        <translation>ノードセレクター: &quot;%1&quot; は label=value ではありません</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Tolerations: &quot;%1&quot; is not KEY[=VALUE]:EFFECT</source>
        <translation>Toleration: &quot;%1&quot; は KEY[=VALUE]:EFFECT ではありません</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>NCCL environment: &quot;%1&quot; is not NAME=VALUE</source>
        <translation>NCCL 環境変数: &quot;%1&quot; は NAME=VALUE ではありません</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Enter the login node.</source>
        <translation>ログインノードを入力してください。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Enter a name for the cluster.</source>
        <translation>クラスターの名前を入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the kubeconfig file.</source>
        <translation>kubeconfig ファイルを選択してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the login node kubectl runs on.</source>
        <translation>kubectl を実行するログインノードを入力してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>RDMA devices per worker need the RDMA resource&apos;s name.</source>
        <translation>ワーカーあたりの RDMA デバイス数を指定するには RDMA リソースの名前が必要です。</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterJobsModel</name>
    <message>
        <location filename="../ui/cluster/ClusterJobsModel.cpp" line="+74"/>
        <source>Job</source>
        <translation>ジョブ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm id</source>
        <translation>Slurm ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kubernetes object</source>
        <translation>Kubernetes オブジェクト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pending reason</source>
        <translation>保留の理由</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scheduler&apos;s reason</source>
        <translation>スケジューラーの理由</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted</source>
        <translation>投入日時</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterJobsPanel</name>
    <message>
        <location filename="../ui/cluster/ClusterJobsPanel.cpp" line="+30"/>
        <source>&amp;Run tb-coll across nodes</source>
        <translation>ノードをまたいで tb-coll を実行(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel job</source>
        <translation>ジョブを取り消す(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scancel, then wait until squeue holds nothing of the job</source>
        <translation>scancel の後、squeue からジョブが消えるまで待ちます</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No job is running.</source>
        <translation>実行中のジョブはありません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cha&amp;rt</source>
        <translation>グラフ(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ou&amp;tput</source>
        <translation>出力(&amp;T)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Double-click a job for its script or manifest as submitted</source>
        <translation>ジョブをダブルクリックすると、送信したときのスクリプトまたはマニフェストを表示します</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>busbw (GB/s)</source>
        <translation>busbw (GB/s)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Job %1: %2. The scheduler says: %3</source>
        <translation>ジョブ %1: %2。スケジューラーの応答: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (cancelling)</source>
        <translation>%1 (取り消し中)</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>all_reduce busbw</source>
        <translation>all_reduce busbw</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitting…</source>
        <translation>投入中…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Job %1: %2</source>
        <translation>ジョブ %1: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <source>(submitting)</source>
        <translation>(投入中)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — pending: %2</source>
        <translation>%1 — 保留中: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2</source>
        <translation>%1、ノード %2</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 · %n sample(s)</source>
        <translation>
            <numerusform>%1 · %n 個のサンプル</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterScheduler</name>
    <message>
        <location filename="../ui/cluster/ClusterScheduler.cpp" line="+55"/>
        <source>Could not log in to %1</source>
        <translation>%1 にログインできませんでした</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterSnapshotModel</name>
    <message>
        <location filename="../ui/cluster/ClusterSnapshotModel.cpp" line="+62"/>
        <source>%1 of %2 in use</source>
        <translation>%2 中 %1 使用中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 CPUs, %2 GiB</source>
        <translation>%1 CPU、%2 GiB</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Partition</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Nodes</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Time limit</source>
        <translation>制限時間</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GRES</source>
        <translation>GRES</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPUs and memory</source>
        <translation>CPU とメモリ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partitions</source>
        <translation>パーティション</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterView</name>
    <message>
        <location filename="../ui/cluster/ClusterView.cpp" line="+49"/>
        <source>Re&amp;fresh</source>
        <translation>更新(&amp;F)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Ra&amp;w output…</source>
        <translation>生の出力(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected check&apos;s output, whole, in a window of its own</source>
        <translation>選択したチェックの出力全体を別ウィンドウに表示します</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Only rows &amp;where nodes differ</source>
        <translation>ノード間で異なる行のみ(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node &amp;matrix</source>
        <translation>ノードマトリクス(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Jobs</source>
        <translation>ジョブ(&amp;J)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;History</source>
        <translation>履歴(&amp;H)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>tb-node on %1</source>
        <translation>%1 上の tb-node</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>No job is running.</source>
        <translation>実行中のジョブはありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cross-node audit %1 ended %2</source>
        <translation>ノード横断監査 %1 が終了しました (%2)</translation>
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
        <translation>スケジューラー監査に失敗しました</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Job %1 ended %2</source>
        <translation>ジョブ %1 が終了しました (%2)</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The cross-node audit failed</source>
        <translation>ノード横断監査に失敗しました</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The job could not run</source>
        <translation>ジョブを実行できませんでした</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClustersTab</name>
    <message>
        <location filename="../ui/cluster/ClustersTab.cpp" line="+36"/>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a Slurm or a Kubernetes cluster</source>
        <translation>Slurm または Kubernetes クラスターの追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add a Slurm cluster: its login node (reached like any node: ~/.ssh/config, agent, keys, ProxyJump) and the partition, account and limits its jobs get. Or add a Kubernetes cluster: a kubeconfig and context, and what every worker pod asks for.</source>
        <translation>Slurm クラスターを追加します: ログインノード (他のノードと同様に ~/.ssh/config、エージェント、鍵、ProxyJump で接続) と、ジョブに割り当てるパーティション、アカウント、制限です。または Kubernetes クラスターを追加します: kubeconfig とコンテキスト、および各ワーカー Pod が要求するリソースです。</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>%1 (Kubernetes)</source>
        <translation>%1 (Kubernetes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubernetes cluster; kubectl runs on %1</source>
        <translation>Kubernetes クラスター。kubectl は %1 で実行します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1@%2:%3, partition %4</source>
        <translation>%1@%2:%3、パーティション %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(default)</source>
        <translation>(既定)</translation>
    </message>
    <message>
        <location line="+85"/>
        <location line="+64"/>
        <source>Cluster not saved</source>
        <translation>クラスターを保存していません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Someone else changed this cluster</source>
        <translation>他のユーザーがこのクラスターを変更しました</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>再読み込みしました: これは %1 が保存したバージョンです。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Delete cluster</source>
        <translation>クラスターの削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the cluster %1 and its login node? Runs and jobs stay in the database.</source>
        <translation>クラスター %1 とそのログインノードを削除しますか? 実行とジョブはデータベースに残ります。</translation>
    </message>
</context>
<context>
    <name>tb::ui::CompareTableModel</name>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="+63"/>
        <source>run %1</source>
        <translation>実行 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no comparable baseline</source>
        <translation>比較できるベースラインなし</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Headline</source>
        <translation>見出しの数値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected</source>
        <translation>期待値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>% of expected</source>
        <translation>期待値に対する %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Band</source>
        <translation>帯</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
</context>
<context>
    <name>tb::ui::CompareView</name>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="+55"/>
        <source>&amp;Providers</source>
        <translation>プロバイダー(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search providers…</source>
        <translation>プロバイダーを検索…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runs</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Metric</source>
        <translation>メトリック</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all_reduce bus bandwidth</source>
        <translation>all_reduce のバス帯域幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all_gather bus bandwidth</source>
        <translation>all_gather のバス帯域幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reduce_scatter bus bandwidth</source>
        <translation>reduce_scatter のバス帯域幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alltoall bus bandwidth</source>
        <translation>alltoall のバス帯域幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sendrecv bus bandwidth</source>
        <translation>sendrecv のバス帯域幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host→device copy</source>
        <translation>ホスト→デバイスのコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device→host copy</source>
        <translation>デバイス→ホストのコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device memory copy</source>
        <translation>デバイスメモリのコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-to-GPU (slowest pair)</source>
        <translation>GPU 間 (最も遅いペア)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 GEMM</source>
        <translation>BF16 GEMM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container pull time</source>
        <translation>コンテナの取得時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>import torch time</source>
        <translation>import torch の時間</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tick providers: each one&apos;s newest run of the metric is compared at once.</source>
        <translation>プロバイダーにチェックを付けると、それぞれのそのメトリックの最新の実行を一度に比較します。</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>No finished run with samples yet</source>
        <translation>サンプルのある完了した実行はまだありません</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>unknown hardware</source>
        <translation>不明なハードウェア</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>provider %1</source>
        <translation>プロバイダー %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 · run %2</source>
        <translation>%1 · 実行 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>None of the selected runs measured %1.</source>
        <translation>選択した実行のいずれも %1 を測定していません。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n run(s) ranked by percentage of their own matching baseline.</source>
        <translation>
            <numerusform>%n 件の実行を、それぞれに対応するベースラインに対する割合で順位付け。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ConflictsDialog</name>
    <message>
        <location filename="../ui/trust/ConflictsDialog.cpp" line="+25"/>
        <source>Conflicts of interest</source>
        <translation>利益相反</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every reviewer&apos;s relationships with the providers they rate. A current one is flagged before an evaluation, a walkthrough or a tier assignment starts, disclosed in the review and marked on the tier board.</source>
        <translation>各レビュアーと、その人が格付けするプロバイダーとの関係です。現在の関係は、評価・ウォークスルー・ティアの決定を始める前に警告され、レビューで開示され、ティアボードに印が付きます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+25"/>
        <source>Reviewer</source>
        <translation>レビュアー</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+26"/>
        <source>Provider</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Relationship</source>
        <translation>関係</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>From</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+29"/>
        <source>Until</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+30"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>YYYY-MM-DD, empty while ongoing</source>
        <translation>YYYY-MM-DD (継続中は空欄)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to the register</source>
        <translation>登録簿に追加</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the selected one on the date in Until</source>
        <translation>選択した項目を「終了」の日付で終了</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>ongoing</source>
        <translation>継続中</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Added to the register.</source>
        <translation>登録簿に追加しました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select an entry first.</source>
        <translation>先に項目を選択してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ended.</source>
        <translation>終了しました。</translation>
    </message>
</context>
<context>
    <name>tb::ui::ConnectDialog</name>
    <message>
        <location filename="../ui/team/ConnectDialog.cpp" line="+30"/>
        <source>Connect to team database</source>
        <translation>チームデータベースへの接続</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A team database is a PostgreSQL database the whole team works in. The password comes from the field below, the system keychain or ~/.pgpass, and is never saved in the settings.</source>
        <translation>チームデータベースは、チーム全員が作業する PostgreSQL データベースです。パスワードは下の欄、システムのキーチェーン、または ~/.pgpass から取得し、設定には保存しません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Recent connections:</source>
        <translation>最近の接続(&amp;R):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Server</source>
        <translation>サーバー(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;libpq service</source>
        <translation>libpq サービス(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Connect to:</source>
        <translation>接続先:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>db.example.org</source>
        <translation>db.example.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host:</source>
        <translation>ホスト(&amp;H):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tierbench</source>
        <translation>tierbench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Database:</source>
        <translation>データベース(&amp;D):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;User:</source>
        <translation>ユーザー(&amp;U):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disable (no encryption)</source>
        <translation>disable (暗号化なし)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>require (encrypted, certificate not checked)</source>
        <translation>require (暗号化あり、証明書は検証しない)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verify-ca (encrypted, certificate signed by the CA)</source>
        <translation>verify-ca (暗号化あり、CA が署名した証明書)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verify-full (encrypted, CA and host name checked)</source>
        <translation>verify-full (暗号化あり、CA とホスト名を検証)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;TLS mode:</source>
        <translation>TLS モード(&amp;T):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>~/.postgresql/root.crt when empty</source>
        <translation>空の場合は ~/.postgresql/root.crt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bro&amp;wse…</source>
        <translation>参照(&amp;W)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CA f&amp;ile:</source>
        <translation>CA ファイル(&amp;I):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a name from ~/.pg_service.conf</source>
        <translation>~/.pg_service.conf にある名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service na&amp;me:</source>
        <translation>サービス名(&amp;M):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>from the keychain or ~/.pgpass when empty</source>
        <translation>空の場合はキーチェーンまたは ~/.pgpass から</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;assword:</source>
        <translation>パスワード(&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;emember in the system keychain</source>
        <translation>システムのキーチェーンに記憶する(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forget stored password</source>
        <translation>保存したパスワードを消去(&amp;F)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Fill in the server&apos;s details, then test the connection or connect.</source>
        <translation>サーバーの情報を入力してから、接続をテストするか接続してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Test c&amp;onnection</source>
        <translation>接続をテスト(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Connect</source>
        <translation>接続(&amp;C)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>CA certificate</source>
        <translation>CA 証明書</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificates (*.crt *.pem);;All files (*)</source>
        <translation>証明書 (*.crt *.pem);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>None yet</source>
        <translation>まだありません</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose one to fill in the fields</source>
        <translation>選択すると各欄に入力されます</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Type the name of a libpq service.</source>
        <translation>libpq サービスの名前を入力してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type the server&apos;s host name and the database&apos;s name.</source>
        <translation>サーバーのホスト名とデータベース名を入力してください。</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Testing the connection to %1…</source>
        <translation>%1 への接続をテストしています…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>encrypted</source>
        <translation>暗号化あり</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not encrypted</source>
        <translation>暗号化なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connected to %1 as %2 (PostgreSQL %3, %4). The database is empty: Connect creates the schema.</source>
        <translation>%2 として %1 に接続しました (PostgreSQL %3、%4)。データベースは空です。「接続」でスキーマを作成します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connected to %1 as %2 (PostgreSQL %3, %4, schema version %5).</source>
        <translation>%2 として %1 に接続しました (PostgreSQL %3、%4、スキーマバージョン %5)。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Connected to %1.</source>
        <translation>%1 に接続しました。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saving the password in the system keychain…</source>
        <translation>システムのキーチェーンにパスワードを保存しています…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connected, but the system keychain did not keep the password: %1</source>
        <translation>接続しましたが、システムのキーチェーンにパスワードを保存できませんでした: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removing the password from the system keychain…</source>
        <translation>システムのキーチェーンからパスワードを削除しています…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The system keychain keeps no password for %1 now.</source>
        <translation>システムのキーチェーンには %1 のパスワードはもうありません。</translation>
    </message>
</context>
<context>
    <name>tb::ui::ConnectionBanner</name>
    <message>
        <location filename="../ui/runs/ConnectionBanner.cpp" line="+24"/>
        <source>Re&amp;connect</source>
        <translation>再接続(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to the node again (host key and passphrase as usual); nothing is run</source>
        <translation>もう一度ノードにログインします (ホスト鍵とパスフレーズはいつも通り)。何も実行しません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-&amp;key node…</source>
        <translation>ノードの鍵を再登録(&amp;K)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the host key the node presents now, after the provider confirmed it (audited)</source>
        <translation>プロバイダーの確認後、ノードが現在提示しているホスト鍵を記録します (監査対象)</translation>
    </message>
</context>
<context>
    <name>tb::ui::CostCompareView</name>
    <message>
        <location filename="../ui/pricing/CostCompareView.cpp" line="+49"/>
        <source>&amp;Refresh</source>
        <translation>更新(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scenario:</source>
        <translation>シナリオ:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Provider</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Defaults</source>
        <translation>既定値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU price</source>
        <translation>GPU 価格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput loss</source>
        <translation>グッドプットの損失</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TCO per month</source>
        <translation>月あたりの TCO</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+70"/>
        <source>Effective $/useful GPU-h</source>
        <translation>有効 GPU 時間あたりの実効 $</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Measured inputs</source>
        <translation>測定された入力</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pricing score</source>
        <translation>料金スコア</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>No provider has a price in force: record prices on a provider&apos;s Pricing tab.</source>
        <translation>有効な価格を持つプロバイダーがありません: プロバイダーの料金タブで価格を記録してください。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n priced provider(s). The effective price spreads everything paid over the GPU-hours that did useful work.</source>
        <translation>
            <numerusform>価格のあるプロバイダー %n 社。実効価格は、支払ったすべての費用を有効な作業をした GPU 時間に配分したものです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>List $/GPU-h</source>
        <translation>表示価格 $/GPU 時間</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n measured</source>
        <translation>
            <numerusform>%n 件測定</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>defaults only</source>
        <translation>既定値のみ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing to chart yet.</source>
        <translation>グラフにするものがまだありません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>USD per GPU-hour</source>
        <translation>GPU 時間あたりの USD</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: list price and effective price of a useful GPU-hour</source>
        <translation>%1: 有効 GPU 時間の表示価格と実効価格</translation>
    </message>
</context>
<context>
    <name>tb::ui::DisputesPanel</name>
    <message>
        <location filename="../ui/trust/DisputesPanel.cpp" line="+25"/>
        <source>Open</source>
        <translation>未決</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepted</source>
        <translation>受理</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rejected</source>
        <translation>却下</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Import dispute file…</source>
        <translation>異議ファイルをインポート(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A provider&apos;s answer to its fact-check bundle, in the format of docs/disputes.md.</source>
        <translation>ファクトチェック バンドルに対するプロバイダーの回答 (docs/disputes.md の形式)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import dispute file</source>
        <translation>異議ファイルのインポート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dispute files (*.json);;All files (*)</source>
        <translation>異議ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Claim</source>
        <translation>主張</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Asks</source>
        <translation>要求</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reasoning</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Reasoning (required to accept or reject):</source>
        <translation>理由 (受理・却下に必須)(&amp;R):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why the claim holds or does not: what the evidence shows.</source>
        <translation>主張が成り立つかどうかの理由: エビデンスが示していること。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Accept</source>
        <translation>受理(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepting a dispute that asks for a verdict changes the verdict on the checklist.</source>
        <translation>判定を求める異議を受理すると、チェックリストの判定が変わります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;ject</source>
        <translation>却下(&amp;J)</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>not decided yet</source>
        <translation>未決定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2、%3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No disputes. A provider answers its fact-check bundle with a dispute file.</source>
        <translation>異議はありません。プロバイダーはファクトチェック バンドルに異議ファイルで回答します。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n dispute(s)</source>
        <translation>
            <numerusform>異議 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>, %n open.</source>
        <translation>
            <numerusform>、未決 %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Select a dispute to see its evidence and decide it.</source>
        <translation>異議を選択すると、エビデンスを確認して決定できます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2), received %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)、%3 に受領。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asks for the verdict &lt;b&gt;%1&lt;/b&gt;; accepting sets it on the checklist.</source>
        <translation>判定 &lt;b&gt;%1&lt;/b&gt; を求めています。受理するとチェックリストに設定されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Evidence: %1</source>
        <translation>エビデンス: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attached: %1 (SHA-256 %2)</source>
        <translation>添付: %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contact: %1</source>
        <translation>連絡先: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is larger than a dispute file may be (%2 MiB).</source>
        <translation>%1 は異議ファイルの上限 (%2 MiB) を超えています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Importing %1…</source>
        <translation>%1 をインポートしています…</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Imported %n dispute(s) from %1.</source>
        <translation>
            <numerusform>%1 から異議を %n 件インポートしました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was imported: %1</source>
        <translation>何もインポートしていません: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Dispute %1 accepted.</source>
        <translation>異議 %1 を受理しました。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dispute %1 rejected.</source>
        <translation>異議 %1 を却下しました。</translation>
    </message>
</context>
<context>
    <name>tb::ui::EngagementPanel</name>
    <message>
        <location filename="../ui/engagement/EngagementPanel.cpp" line="+32"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>E&amp;ngagement:</source>
        <translation>エンゲージメント(&amp;N):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ne&amp;w engagement…</source>
        <translation>新しいエンゲージメント(&amp;W)…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Update from node</source>
        <translation>ノードから更新(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Collect the steps that finished on the node, store their results once, and let the node&apos;s supervisor go on</source>
        <translation>ノードで終了したステップを回収して結果を一度だけ保存し、ノードのスーパーバイザーを続行させます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The step that runs finishes; no further step starts</source>
        <translation>実行中のステップは最後まで実行され、次のステップは始まりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip step</source>
        <translation>ステップをスキップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retr&amp;y step</source>
        <translation>ステップを再試行(&amp;Y)</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Select a node to see its engagements.</source>
        <translation>エンゲージメントを見るにはノードを選択してください。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>#%1 %2 %3 (%4, %5)</source>
        <translation>#%1 %2 %3（%4、%5）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No engagement on this node yet. New engagement… runs a ClusterMAX plan here unattended: the node goes on while this window is closed.</source>
        <translation>このノードにはまだエンゲージメントがありません。「新しいエンゲージメント…」で ClusterMAX のプランを無人で実行します。このウィンドウを閉じてもノードは続行します。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 %2, %3: %4 of %5 steps finished (%6 failed), %7 running, %8 waiting. %9 of %10 node-hours used.</source>
        <translation>%1 %2、%3: %5 ステップ中 %4 完了（失敗 %6）、実行中 %7、待機中 %8。%10 ノード時間中 %9 を使用。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About %1 minutes of steps left.</source>
        <translation>残りのステップは約 %1 分です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Consent for %1 given by %2 at %3.</source>
        <translation>%1 への同意: %2（%3）。</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Connecting to %1…</source>
        <translation>%1 に接続中…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the node has no session</source>
        <translation>ノードにセッションがありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starting the engagement (deploying what it needs)…</source>
        <translation>エンゲージメントを開始しています（必要なものを配置中）…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Asking the node…</source>
        <translation>ノードに問い合わせ中…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Done.</source>
        <translation>完了しました。</translation>
    </message>
</context>
<context>
    <name>tb::ui::EngagementStartDialog</name>
    <message>
        <location filename="../ui/engagement/EngagementStartDialog.cpp" line="+26"/>
        <source>New engagement on %1</source>
        <translation>%1 で新しいエンゲージメント</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Plan &amp;file…</source>
        <translation>プランファイル(&amp;F)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Plan:</source>
        <translation>プラン(&amp;P):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Phases to run</source>
        <translation>実行するフェーズ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation>実行先</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Node-hours</source>
        <translation>ノード時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left out because</source>
        <translation>対象外の理由</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Engagement plan</source>
        <translation>エンゲージメントのプラン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Plans (*.json)</source>
        <translation>プラン (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The plans cannot be read: %1</source>
        <translation>プランを読み込めません: %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>File: %1</source>
        <translation>ファイル: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This plan cannot be used: %1</source>
        <translation>このプランは使用できません: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (version %2, rubric %3)</source>
        <translation>%1（バージョン %2、ルーブリック %3）</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The provider agreed to the steps that disrupt the node: %1</source>
        <translation>プロバイダーはノードを中断させるステップに同意しました: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Nothing would run: choose a phase, or give consent for its steps.</source>
        <translation>何も実行されません: フェーズを選ぶか、そのステップに同意してください。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n step(s) would run on %1: about %2 node-hours, at most %3; the budget is %4 node-hours.</source>
        <translation>
            <numerusform>%n ステップが %1 で実行されます: 約 %2 ノード時間、最大 %3。予算は %4 ノード時間です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::EngagementStepsModel</name>
    <message>
        <location filename="../ui/engagement/EngagementStepsModel.cpp" line="+40"/>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left out</source>
        <translation>対象外</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cancelled</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (attempt %2)</source>
        <translation>%1（%2 回目）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase</source>
        <translation>フェーズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where</source>
        <translation>実行先</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node-hours</source>
        <translation>ノード時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
</context>
<context>
    <name>tb::ui::EvaluationActions</name>
    <message>
        <location filename="../ui/checklist/EvaluationActions.cpp" line="+149"/>
        <source>Someone else changed this evaluation</source>
        <translation>他のユーザーがこの評価を変更しました</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>再読み込みしました: これは %1 が保存したバージョンです。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close evaluation</source>
        <translation>評価を確定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this evaluation? Its status becomes Final and the time is recorded; a closed evaluation can be reopened by editing its status.</source>
        <translation>この評価を確定しますか? ステータスが「確定」になり、日時が記録されます。確定した評価はステータスを編集して再開できます。</translation>
    </message>
</context>
<context>
    <name>tb::ui::EvaluationDialog</name>
    <message>
        <location filename="../ui/checklist/EvaluationDialog.cpp" line="+22"/>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New evaluation</source>
        <translation>新しい評価</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>e.g. Hands-on review, H100 cluster, May 2026</source>
        <translation>例: 実機レビュー、H100 クラスター、2026 年 5 月</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ClusterMAX %1</source>
        <translation>ClusterMAX %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set a default in Edit › Preferences</source>
        <translation>既定値は 編集 › 設定 で設定できます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any commercial or personal relationship with the provider; printed in the review</source>
        <translation>プロバイダーとの商業上または個人的な関係。レビューに記載されます</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>to</source>
        <translation>〜</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>received</source>
        <translation>受領</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rubric:</source>
        <translation>ルーブリック(&amp;R):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Status:</source>
        <translation>ステータス(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;viewer:</source>
        <translation>レビュアー(&amp;V):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Disclosure:</source>
        <translation>開示(&amp;D):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Testing &amp;window:</source>
        <translation>テスト期間(&amp;W):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hardware requested:</source>
        <translation>ハードウェア要求日(&amp;H):</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Start evaluation</source>
        <translation>評価を開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Edit evaluation</source>
        <translation>評価を編集</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another rubric version can be chosen only while no checklist item is decided.</source>
        <translation>別のルーブリックのバージョンを選べるのは、チェックリスト項目が 1 つも判定されていない間だけです。</translation>
    </message>
</context>
<context>
    <name>tb::ui::EvidenceDialog</name>
    <message>
        <location filename="../ui/runs/EvidenceDialog.cpp" line="+45"/>
        <source>Attach as evidence</source>
        <translation>エビデンスとして添付</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Proposed for this run</source>
        <translation>この実行に提案された項目</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing is proposed for this run: choose an item</source>
        <translation>この実行には提案がありません: 項目を選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All items</source>
        <translation>すべての項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All other items</source>
        <translation>その他のすべての項目</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Why this run supports the verdict (optional)</source>
        <translation>この実行が判定を裏付ける理由 (省略可)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check &amp;item:</source>
        <translation>チェック項目(&amp;I):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Note:</source>
        <translation>メモ(&amp;N):</translation>
    </message>
</context>
<context>
    <name>tb::ui::FileActions</name>
    <message>
        <location filename="../ui/imports/FileActions.cpp" line="+58"/>
        <source>&amp;Import tool output…</source>
        <translation>ツール出力をインポート(&amp;I)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open local database…</source>
        <translation>ローカルデータベースを開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open database</source>
        <translation>データベースを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierbench databases (*.sqlite *.tierbench *.db);;All files (*)</source>
        <translation>Tierbench データベース (*.sqlite *.tierbench *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New database…</source>
        <translation>新しいデータベース(&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New database</source>
        <translation>新しいデータベース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierbench databases (*.sqlite)</source>
        <translation>Tierbench データベース (*.sqlite)</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Imported %n run(s).</source>
        <translation>
            <numerusform>%n 件の実行をインポートしました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>%1 exists already; open it with Open local database….</source>
        <translation>%1 はすでに存在します。「ローカルデータベースを開く…」で開いてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>%1 is not a database file.</source>
        <translation>%1 はデータベースファイルではありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open the database</source>
        <translation>データベースを開けませんでした</translation>
    </message>
</context>
<context>
    <name>tb::ui::HostKeyDialog</name>
    <message>
        <location filename="../ui/runs/HostKeyDialog.cpp" line="+27"/>
        <source>Host key refused</source>
        <translation>ホスト鍵を拒否しました</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unknown host key</source>
        <translation>不明なホスト鍵</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;The host key of %1 is not the one on record.&lt;/b&gt; Tierbench refuses to connect: this can mean that someone intercepts the connection.</source>
        <translation>&lt;b&gt;%1 のホスト鍵が記録と異なります。&lt;/b&gt; Tierbench は接続を拒否します: 誰かが接続を傍受している可能性があります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1 is not in your known_hosts file yet.&lt;/b&gt; Compare the fingerprint with the one the provider gave you (for example `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub` on the node) before you accept it.</source>
        <translation>&lt;b&gt;%1 はまだ known_hosts ファイルにありません。&lt;/b&gt; 受け入れる前に、フィンガープリントをプロバイダーから受け取ったもの (例えばノード上の `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub`) と比較してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Host:</source>
        <translation>ホスト:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key type:</source>
        <translation>鍵の種類:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fingerprint:</source>
        <translation>フィンガープリント:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>known_hosts:</source>
        <translation>known_hosts:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the provider confirms that the key changed, remove line %1 of %2 (or run `ssh-keygen -R &apos;%3&apos; -f %2`) and connect again.</source>
        <translation>鍵が変わったことをプロバイダーが確認した場合は、%2 の %1 行目を削除して (または `ssh-keygen -R &apos;%3&apos; -f %2` を実行して) 再接続してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If the provider confirms that the key changed, remove the old entry for %1 from %2 (`ssh-keygen -R &apos;%1&apos; -f %2`) and connect again.</source>
        <translation>鍵が変わったことをプロバイダーが確認した場合は、%2 から %1 の古いエントリを削除して (`ssh-keygen -R &apos;%1&apos; -f %2`) 再接続してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Accept and remember</source>
        <translation>受け入れて記憶(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Refuse</source>
        <translation>拒否(&amp;R)</translation>
    </message>
</context>
<context>
    <name>tb::ui::ImportDialog</name>
    <message>
        <location filename="../ui/imports/ImportDialog.cpp" line="+50"/>
        <location line="+130"/>
        <source>Import tool output</source>
        <translation>ツール出力のインポート</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Outputs of nccl-tests, rccl-tests, nvbandwidth, nvidia-smi, kernel logs, lspci, ibstat, rocm-smi, dcgmi diag and more. Each file is read and recognised first; nothing is stored until you press Store.</source>
        <translation>nccl-tests、rccl-tests、nvbandwidth、nvidia-smi、カーネルログ、lspci、ibstat、rocm-smi、dcgmi diag などの出力。各ファイルはまず読み込んで認識します。「保存」を押すまで何も保存しません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Provider:</source>
        <translation>プロバイダー(&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Evaluation:</source>
        <translation>評価(&amp;E):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recognised as</source>
        <translation>認識結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warnings and findings</source>
        <translation>警告と所見</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Add file…</source>
        <translation>ファイルを追加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Store</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot open %1.</source>
        <translation>%1 を開けません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a folder.</source>
        <translation>%1 はフォルダーです。</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+13"/>
        <source>reading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not imported</source>
        <translation>インポートなし</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the output is truncated</source>
        <translation>出力が途中で切れています</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n 件の所見</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no warnings</source>
        <translation>警告なし</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool output (*.txt *.log *.json *.xml);;All files (*)</source>
        <translation>ツール出力 (*.txt *.log *.json *.xml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>none (the provider&apos;s runs only)</source>
        <translation>なし (プロバイダーの実行のみ)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (#%2)</source>
        <translation>%1 (#%2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Storing…</source>
        <translation>保存中…</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Stored %n run(s).</source>
        <translation>
            <numerusform>%n 件の実行を保存しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Reading %n file(s)…</source>
        <translation>
            <numerusform>%n 個のファイルを読み込んでいます…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a file, or drop files on the main window.</source>
        <translation>ファイルを追加するか、メインウィンドウにファイルをドロップしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No file was recognised: nothing to store.</source>
        <translation>認識できたファイルがありません: 保存するものはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick the provider the output belongs to.</source>
        <translation>出力が属するプロバイダーを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 recognised, %2 not: Store keeps the recognised ones.</source>
        <translation>%1 件認識、%2 件認識できず: 「保存」は認識できたものを保存します。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n file(s) recognised: Store keeps them under %1.</source>
        <translation>
            <numerusform>%n 個のファイルを認識: 「保存」で %1 の下に保存します。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewEditor</name>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="+29"/>
        <source>Edit interview</source>
        <translation>インタビューの編集</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add interview</source>
        <translation>インタビューの追加</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Shown on this provider&apos;s page only</source>
        <translation>このプロバイダーのページにのみ表示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. ML platform lead (required)</source>
        <translation>例: ML プラットフォームのリード (必須)</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>video call</source>
        <translation>ビデオ通話</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>phone</source>
        <translation>電話</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in person</source>
        <translation>対面</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>email</source>
        <translation>メール</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interviewee agreed to be quoted (anonymously)</source>
        <translation>インタビュー対象者は (匿名での) 引用に同意した</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>comma separated, e.g. support, storage</source>
        <translation>カンマ区切り (例: support, storage)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Date:</source>
        <translation>日付(&amp;D):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Interviewee:</source>
        <translation>インタビュー対象者(&amp;I):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Role:</source>
        <translation>役職(&amp;R):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Organisation type:</source>
        <translation>組織の種類(&amp;O):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hannel:</source>
        <translation>チャネル(&amp;H):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tags:</source>
        <translation>タグ(&amp;T):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentiment per criterion</source>
        <translation>評価基準ごとのセンチメント</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not discussed</source>
        <translation>話題にならず</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>very negative</source>
        <translation>非常に否定的</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>negative</source>
        <translation>否定的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>positive</source>
        <translation>肯定的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>very positive</source>
        <translation>非常に肯定的</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The provider has no rubric yet: no criteria to rate.</source>
        <translation>このプロバイダーにはまだルーブリックがありません: 評価する基準がありません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Notes:</source>
        <translation>メモ(&amp;N):</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bold (Ctrl+B)</source>
        <translation>太字 (Ctrl+B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Italic (Ctrl+I)</source>
        <translation>斜体 (Ctrl+I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>• List</source>
        <translation>• リスト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bulleted list</source>
        <translation>箇条書き</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Say how the interview was held (the channel).</source>
        <translation>インタビューの方法 (チャネル) を指定してください。</translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewListModel</name>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="+126"/>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not discussed</source>
        <translation>話題にならず</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No consent recorded: do not quote this interview.</source>
        <translation>同意の記録なし: このインタビューは引用しないでください。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interviewee</source>
        <translation>インタビュー対象者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Role</source>
        <translation>役職</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Organisation</source>
        <translation>組織</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Channel</source>
        <translation>チャネル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consent</source>
        <translation>同意</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tags</source>
        <translation>タグ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentiment</source>
        <translation>センチメント</translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewsTab</name>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="+42"/>
        <source>Search name, role, channel, tags, notes…</source>
        <translation>名前、役職、チャネル、タグ、メモを検索…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All organisations</source>
        <translation>すべての組織</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+157"/>
        <source>All tags</source>
        <translation>すべてのタグ</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import CSV…</source>
        <translation>CSV 取込(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport CSV…</source>
        <translation>CSV 出力(&amp;X)…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Select an interview to read its notes.</source>
        <translation>インタビューを選択するとメモを表示します。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Names stay on this page; everywhere else an interview shows only the role and the organisation type.</source>
        <translation>名前はこのページにのみ表示されます。他の場所では、インタビューは役職と組織の種類のみを表示します。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Import interviews</source>
        <translation>インタビューのインポート</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export interviews</source>
        <translation>インタビューのエクスポート</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%n interview(s)</source>
        <translation>
            <numerusform>%n 件のインタビュー</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No notes.</source>
        <translation>メモなし。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Interview not saved</source>
        <translation>インタビューを保存していません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Someone else changed this interview</source>
        <translation>他のユーザーがこのインタビューを変更しました</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Interview not reloaded</source>
        <translation>インタビューは再読み込みされていません</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete interview</source>
        <translation>インタビューの削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the interview with %1 of %2? The audit log keeps a record.</source>
        <translation>%2 の %1 とのインタビューを削除しますか? 監査ログには記録が残ります。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Importing…</source>
        <translation>インポート中…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Import failed</source>
        <translation>インポートに失敗しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing imported</source>
        <translation>何もインポートしていません</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n row(s) of %1 have errors; nothing was imported. Fix them and import the file again.</source>
        <translation>
            <numerusform>%1 の %n 行にエラーがあります。何もインポートしていません。修正してからファイルをもう一度インポートしてください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported to %1</source>
        <translation>%1 にエクスポートしました</translation>
    </message>
</context>
<context>
    <name>tb::ui::KubeRunDialog</name>
    <message>
        <location filename="../ui/cluster/KubeRunDialog.cpp" line="+28"/>
        <source>MPIJob (MPI operator)</source>
        <translation>MPIJob (MPI Operator)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>JobSet with a headless Service</source>
        <translation>headless Service 付きの JobSet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>indexed Job with a headless Service</source>
        <translation>headless Service 付きのインデックス付き Job</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kueue, queue %1</source>
        <translation>Kueue (キュー %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+38"/>
        <source>Volcano PodGroup</source>
        <translation>Volcano PodGroup</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run a collective on %1</source>
        <translation>%1 で集団通信を実行</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+8"/>
        <source>Automatic: %1</source>
        <translation>自動: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Automatic (the cluster&apos;s CRDs could not be read: indexed Job)</source>
        <translation>自動 (クラスターの CRD を読み込めなかったため、インデックス付き Job)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Automatic (the cluster could not be asked: none)</source>
        <translation>自動 (クラスターに問い合わせできなかったため、なし)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kueue queue</source>
        <translation>Kueue キュー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None (pods scheduled one by one)</source>
        <translation>なし (Pod を 1 つずつスケジュール)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The LocalQueue in the cluster&apos;s namespace the job is submitted to</source>
        <translation>ジョブの送信先となる、クラスターの Namespace 内の LocalQueue</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The argv of each rank, split like a shell would (quotes group words); an MPIJob starts it with mpirun</source>
        <translation>各ランクの argv。シェルと同様に分割します (引用符で単語をまとめます)。MPIJob は mpirun で起動します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Workers:</source>
        <translation>ワーカー数(&amp;W):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Form:</source>
        <translation>形式(&amp;F):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Gang scheduling:</source>
        <translation>ギャング スケジューリング(&amp;G):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Queue:</source>
        <translation>キュー(&amp;Q):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Image:</source>
        <translation>イメージ(&amp;I):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ommand:</source>
        <translation>コマンド(&amp;O):</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each worker: %n GPU(s), %1 × %2, namespace %3, label tierbench.run=%4</source>
        <translation>
            <numerusform>各ワーカー: GPU %n 基、%1 × %2、Namespace %3、ラベル tierbench.run=%4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no RDMA resource</source>
        <translation>RDMA リソースなし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Manifest (what kubectl create will be given):</source>
        <translation>マニフェスト (kubectl create に渡す内容)(&amp;M):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Submit</source>
        <translation>送信(&amp;S)</translation>
    </message>
</context>
<context>
    <name>tb::ui::KubeScheduler</name>
    <message>
        <location filename="../ui/cluster/KubeScheduler.cpp" line="+52"/>
        <source>Context:</source>
        <translation>コンテキスト:</translation>
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
        <translation>kubectl の実行場所:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every worker pod gets:</source>
        <translation>各ワーカー Pod に割り当てるもの:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job form:</source>
        <translation>ジョブ形式:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gang scheduling:</source>
        <translation>ギャング スケジューリング:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kubectl of the last audit:</source>
        <translation>最後の監査の kubectl:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not read yet: Refresh asks the cluster</source>
        <translation>未取得: 「更新」でクラスターに問い合わせます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A collective is an MPIJob, a JobSet or an indexed Job across GPU nodes. Run reads which one the cluster serves and its gang scheduler, then shows the exact manifest before it is submitted.</source>
        <translation>コレクティブは GPU ノードをまたぐ MPIJob、JobSet、またはインデックス付き Job です。実行時には、クラスターが提供する形式とギャング スケジューラーを読み込み、送信前に正確なマニフェストを表示します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an image with tb-node on its PATH (default: the cluster&apos;s)</source>
        <translation>PATH に tb-node を含むイメージ (既定: クラスターのイメージ)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>kubectl reads which job form and gang scheduler the cluster serves</source>
        <translation>クラスターが提供するジョブ形式とギャング スケジューラーを kubectl で読み込みます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit th&amp;e cluster</source>
        <translation>クラスターを監査(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kubectl reads the server version, nodes, operators, CRDs, StorageClasses and RBAC, and makes a test claim that must bind within 10 s; every reply is kept</source>
        <translation>kubectl でサーバーのバージョン、ノード、Operator、CRD、StorageClass、RBAC を読み取り、10 秒以内にバインドされる必要があるテスト用クレームを作成します。すべての応答は保持します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Audit e&amp;very GPU node</source>
        <translation>全 GPU ノードを監査(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-node in one pod per GPU node (host paths read-only), removed afterwards</source>
        <translation>GPU ノードごとに 1 つの Pod で tb-node を実行 (ホストパスは読み取り専用)。終了後に削除します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster a&amp;udit</source>
        <translation>クラスター監査(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Kubernetes audit yet.</source>
        <translation>Kubernetes 監査はまだありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a check to see the kubectl output it was read from.</source>
        <translation>チェックを選択すると、読み取り元の kubectl 出力を表示します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run a collective…</source>
        <translation>集団通信を実行(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MPIJob or an indexed Job across GPU nodes; the manifest is shown before it is submitted</source>
        <translation>GPU ノードをまたぐ MPIJob またはインデックス付き Job。送信前にマニフェストを表示します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deletes everything labelled with the run, then waits until none of its pods is left</source>
        <translation>実行のラベルが付いたものをすべて削除し、その Pod がなくなるまで待ちます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The log of the job&apos;s first pod (the MPIJob&apos;s launcher), as it arrives.</source>
        <translation>ジョブの最初の Pod (MPIJob のランチャー) のログを、届いたとおりに表示します。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kubernetes conte&amp;xt</source>
        <translation>Kubernetes コンテキスト(&amp;X)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>tb-node ima&amp;ge:</source>
        <translation>tb-node イメージ(&amp;G):</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The Kubernetes settings could not be read</source>
        <translation>Kubernetes の設定を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+33"/>
        <source>current context</source>
        <translation>現在のコンテキスト</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>%1 (used where it lies)</source>
        <translation>%1 (その場所で使用)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the login node %1@%2</source>
        <translation>ログインノード %1@%2 上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on this machine</source>
        <translation>このマシン上</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>GPU %n 基</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>node selector %1</source>
        <translation>ノードセレクター %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n toleration(s)</source>
        <translation>
            <numerusform>Toleration %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no audit yet</source>
        <translation>まだ監査していません</translation>
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
        <translation>%1 · Kubernetes · %2、Namespace %3 · kubectl は %4@%5 で実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · Kubernetes · %2, namespace %3</source>
        <translation>%1 · Kubernetes · %2、Namespace %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kubeconfig %1 (used where it lies)</source>
        <translation>kubeconfig %1 (その場所で使用)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Kubernetes audit of %1: %n check(s) failed. Confirm the suggested verdicts in History.</source>
        <translation>
            <numerusform>%1 の Kubernetes 監査: %n 件のチェックが失敗しました。履歴で提案された判定を確認してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pods %1 (%2), %3</source>
        <translation>Pod %1 (%2)、%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Manifest of %1</source>
        <translation>%1 のマニフェスト</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelling: deleting everything labelled with the run, then waiting until none of its pods is left…</source>
        <translation>取り消し中: 実行のラベルが付いたものをすべて削除し、その Pod がなくなるまで待っています…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1. Nothing labelled with the run is left.</source>
        <translation>%1。実行のラベルが付いたものは何も残っていません。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The login node&apos;s session is gone</source>
        <translation>ログインノードのセッションがなくなりました</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+2"/>
        <source>could not be read: %1</source>
        <translation>読み込めませんでした: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cluster runs an %1.</source>
        <translation>クラスターは %1 を実行します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The job form could not be read: %1</source>
        <translation>ジョブ形式を読み込めませんでした: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 Gang scheduling: %2.</source>
        <translation>%1 ギャング スケジューリング: %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 The gang scheduler could not be read: %2</source>
        <translation>%1 ギャング スケジューラーを読み込めませんでした: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+89"/>
        <source>Reading which job form and gang scheduler the cluster serves…</source>
        <translation>クラスターが提供するジョブ形式とギャング スケジューラーを読み込んでいます…</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Auditing the cluster through kubectl (the test claim may take 10 s to bind)…</source>
        <translation>kubectl でクラスターを監査しています (テスト用クレームのバインドに 10 秒かかることがあります)…</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Kubernetes audit with kubectl %1: %2 failed, %3 warnings; %n GPU node(s)</source>
        <translation>
            <numerusform>kubectl %1 による Kubernetes 監査: 失敗 %2、警告 %3。GPU ノード %n 台</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>tb-node in one pod per GPU node (label tierbench.run=%1)…</source>
        <translation>GPU ノードごとに 1 つの Pod で tb-node を実行しています (ラベル tierbench.run=%1)…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Submitting %1 (label tierbench.run=%2)…</source>
        <translation>%1 を送信しています (ラベル tierbench.run=%2)…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deleting everything labelled tierbench.run=%1…</source>
        <translation>ラベル tierbench.run=%1 が付いたものをすべて削除しています…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everything labelled tierbench.run=%1 is deleted; no pod of it is left.</source>
        <translation>ラベル tierbench.run=%1 が付いたものをすべて削除しました。その Pod は残っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run %1 could not be cleaned up</source>
        <translation>実行 %1 を片付けられませんでした</translation>
    </message>
</context>
<context>
    <name>tb::ui::LiveCharts</name>
    <message>
        <location filename="../ui/charts/LiveCharts.cpp" line="+38"/>
        <source>host/device copy bandwidth</source>
        <translation>ホスト/デバイス間のコピー帯域幅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bus bandwidth</source>
        <translation>%1 バス帯域幅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 algorithm bandwidth</source>
        <translation>%1 アルゴリズム帯域幅</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, GPU %2</source>
        <translation>%1、GPU %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+146"/>
        <source>Me&amp;tric:</source>
        <translation>メトリック(&amp;T):</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Live results</source>
        <translation>ライブ結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Live results — %1</source>
        <translation>ライブ結果 — %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Charted: values in %1. Values in %2 are in the Samples tab.</source>
        <translation>グラフ表示: %1 の値。%2 の値は「サンプル」タブにあります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Me&amp;tric (%1 charts):</source>
        <translation>メトリック(&amp;T) (%1 個のグラフ):</translation>
    </message>
</context>
<context>
    <name>tb::ui::LiveSamplesModel</name>
    <message numerus="yes">
        <location filename="../ui/runs/LiveSamplesModel.cpp" line="+44"/>
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n ランク</numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Probe</source>
        <translation>プローブ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric</source>
        <translation>メトリック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Devices</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrong</source>
        <translation>誤り</translation>
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
        <translation>プロバイダー</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening the database…</source>
        <translation>データベースを開いています…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tier board</source>
        <translation>ティアボード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baselines</source>
        <translation>ベースライン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibration</source>
        <translation>キャリブレーション</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Costs</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Select a provider to verify its stored results.</source>
        <translation>プロバイダーを選択すると、保存された結果を検証できます。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Select a provider to export its review.</source>
        <translation>レビューをエクスポートするプロバイダーを選択してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export review PDF</source>
        <translation>レビュー PDF のエクスポート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exporting the review…</source>
        <translation>レビューをエクスポートしています…</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>%1 を書き込みました (%n ページ)。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a provider to export its fact-check bundle.</source>
        <translation>ファクトチェック バンドルをエクスポートするには、プロバイダーを選択してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export fact-check bundle</source>
        <translation>ファクトチェック バンドルのエクスポート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zip file (*.zip)</source>
        <translation>Zip ファイル (*.zip)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sign with %1</source>
        <translation>%1 で署名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a key…</source>
        <translation>鍵を選択…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export unsigned</source>
        <translation>署名せずにエクスポート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign the fact-check bundle</source>
        <translation>ファクトチェック・バンドルに署名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign the bundle with your SSH key, so the provider can check that it comes from you? An unsigned bundle proves only that its files are consistent, not who made it.</source>
        <translation>プロバイダーがあなたからのものだと確認できるよう、SSH 鍵でバンドルに署名しますか？ 署名のないバンドルは、ファイル同士が整合していることしか示さず、誰が作成したかは示しません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>SSH key to sign the bundle with</source>
        <translation>バンドルに署名する SSH 鍵</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Exporting the fact-check bundle…</source>
        <translation>ファクトチェック バンドルをエクスポートしています…</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Wrote %1 (%n file(s)), unsigned.</source>
        <translation>
            <numerusform>%1 を書き出しました（%n ファイル、署名なし）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Wrote %1 (%n file(s)), signed.</source>
        <translation>
            <numerusform>%1 を書き出しました（%n ファイル、署名済み）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select a provider with an evaluation to start a walkthrough.</source>
        <translation>ウォークスルーを開始するには、評価のあるプロバイダーを選択してください。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Find provider</source>
        <translation>プロバイダーを検索(&amp;F)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Provider</source>
        <translation>プロバイダー(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New provider…</source>
        <translation>新しいプロバイダー(&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit provider…</source>
        <translation>プロバイダーを編集(&amp;E)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete provider…</source>
        <translation>プロバイダーを削除(&amp;D)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open &amp;checklist</source>
        <translation>チェックリストを開く(&amp;C)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start &amp;walkthrough with provider…</source>
        <translation>プロバイダーとのウォークスルーを開始(&amp;W)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Verify stored results…</source>
        <translation>保存された結果を検証(&amp;V)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E&amp;xport review PDF…</source>
        <translation>レビュー PDF をエクスポート(&amp;X)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export &amp;fact-check bundle…</source>
        <translation>ファクトチェック バンドルをエクスポート(&amp;F)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>%1 (team database) — Tierbench</source>
        <translation>%1 (チームデータベース) — Tierbench</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — Tierbench</source>
        <translation>%1 — Tierbench</translation>
    </message>
    <message>
        <location line="+281"/>
        <source>This also deletes everything recorded for it (evaluations with their verdicts: %1; probe runs with their samples: %2; interviews: %3).</source>
        <translation>これにより、このプロバイダーについて記録されたすべてのものも削除されます (判定を含む評価: %1 件、サンプルを含むプローブ実行: %2 件、インタビュー: %3 件)。</translation>
    </message>
    <message>
        <location filename="../ui/main/HelpMenu.cpp" line="+38"/>
        <source>not loaded</source>
        <translation>未読み込み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Tierbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A workbench for rating GPU cloud providers against the ClusterMAX criteria: checklists, probes, interviews and tiers.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later); the probes that run on the nodes under the Apache License 2.0. There is no warranty.&lt;/p&gt;&lt;p&gt;In use:&lt;/p&gt;&lt;table&gt;%2&lt;/table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tierbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;GPU クラウドプロバイダーを ClusterMAX の評価基準に照らして格付けするワークベンチです: チェックリスト、プローブ、インタビュー、ティア。&lt;/p&gt;&lt;p&gt;GNU General Public License バージョン 3 以降 (GPL-3.0-or-later) のフリーソフトウェアです。ノード上で動くプローブは Apache License 2.0 です。無保証です。&lt;/p&gt;&lt;p&gt;使用中:&lt;/p&gt;&lt;table&gt;%2&lt;/table&gt;</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Documentation</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The manual was not found. Looked for:
%1</source>
        <translation>マニュアルが見つかりませんでした。探した場所:
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No program to show %1 was found on this desktop.</source>
        <translation>このデスクトップには %1 を表示するプログラムが見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Documentation</source>
        <translation>ドキュメント(&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About Tierbench</source>
        <translation>Tierbench について(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Tierbench</source>
        <translation>Tierbench について</translation>
    </message>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="-393"/>
        <source>Search providers (Ctrl+F)</source>
        <translation>プロバイダーを検索 (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tier:</source>
        <translation>ティア(&amp;T):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All tiers</source>
        <translation>すべてのティア</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not rated</source>
        <translation>未格付け</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K&amp;ind:</source>
        <translation>種類(&amp;I):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All kinds</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>No database open</source>
        <translation>データベースが開かれていません</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+16"/>
        <source>Database: %1</source>
        <translation>データベース: %1</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Database: %1 (disconnected)</source>
        <translation>データベース: %1 (切断)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Loading providers…</source>
        <translation>プロバイダーを読み込んでいます…</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>1 provider</source>
        <translation>プロバイダー 1 社</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 providers</source>
        <translation>プロバイダー %1 社</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 shown</source>
        <translation>%2 社中 %1 社を表示</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Saved provider “%1”.</source>
        <translation>プロバイダー「%1」を保存しました。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Someone else changed this provider</source>
        <translation>他の人がこのプロバイダーを変更しました</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>再読み込みしました: これは %1 が保存したバージョンです。</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+11"/>
        <location line="+10"/>
        <source>Delete provider</source>
        <translation>プロバイダーの削除</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Delete the provider “%1”?</source>
        <translation>プロバイダー「%1」を削除しますか?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Other providers are not affected. This cannot be undone.</source>
        <translation>他のプロバイダーには影響しません。この操作は元に戻せません。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deleted provider “%1”.</source>
        <translation>プロバイダー「%1」を削除しました。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Close Tierbench</source>
        <translation>Tierbench を閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run is in progress on %1. Cancel it and close?</source>
        <translation>%1 で実行中です。取り消して閉じますか?</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeDialog</name>
    <message>
        <location filename="../ui/runs/NodeDialog.cpp" line="+45"/>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. gpu-node-01 (defaults to the host)</source>
        <translation>例: gpu-node-01 (既定値はホスト)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[user@]host[:port] or a Host alias from ~/.ssh/config</source>
        <translation>[user@]host[:port] または ~/.ssh/config の Host エイリアス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[user@]host[:port] of a bastion (optional)</source>
        <translation>踏み台の [user@]host[:port] (省略可)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>~/.ssh/id_ed25519 (optional; the agent is tried first)</source>
        <translation>~/.ssh/id_ed25519 (省略可。先にエージェントを試します)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>~/.ssh/known_hosts (default)</source>
        <translation>~/.ssh/known_hosts (既定)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Label:</source>
        <translation>ラベル(&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Target:</source>
        <translation>ターゲット(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Jump host:</source>
        <translation>踏み台ホスト(&amp;J):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Identity file:</source>
        <translation>ID ファイル(&amp;I):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a private key file</source>
        <translation>秘密鍵ファイルを選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;known_hosts file:</source>
        <translation>known_hosts ファイル(&amp;K):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a known_hosts file</source>
        <translation>known_hosts ファイルを選択</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Passwords and passphrases are asked for when needed and never stored.</source>
        <translation>パスワードとパスフレーズは必要なときに尋ね、保存しません。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Edit node</source>
        <translation>ノードの編集</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add node</source>
        <translation>ノードの追加</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Enter the node&apos;s address.</source>
        <translation>ノードのアドレスを入力してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Jump host: %1</source>
        <translation>踏み台ホスト: %1</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeMatrixModel</name>
    <message>
        <location filename="../ui/cluster/NodeMatrixModel.cpp" line="+34"/>
        <source>no result</source>
        <translation>結果なし</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Differs from most nodes.</source>
        <translation>大多数のノードと異なります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click for the node&apos;s raw output.</source>
        <translation>ダブルクリックでノードの生の出力を表示します。</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%n cell(s) differ from most nodes</source>
        <translation>
            <numerusform>%n 個のセルが大多数のノードと異なります</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeMatrixPage</name>
    <message>
        <location filename="../ui/cluster/NodeMatrixPage.cpp" line="+17"/>
        <source>No cross-node audit yet.</source>
        <translation>ノード横断監査はまだありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%1: %2 nodes, %3 rows, %4 differ, %n outlier cell(s).</source>
        <translation>
            <numerusform>%1: %2 ノード、%3 行、%4 行が相違、外れ値のセル %n 個。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2</source>
        <comment>one sentence followed by another</comment>
        <translation>%1%2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n node(s) reported nothing.</source>
        <translation>
            <numerusform>%n ノードから報告がありません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click a cell for its raw output.</source>
        <translation>セルをダブルクリックすると生の出力を表示します。</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeSessions</name>
    <message>
        <location filename="../ui/runs/NodeSessions.cpp" line="+55"/>
        <source>Connection lost: %1</source>
        <translation>接続が切れました: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This build has no SSH support wired in</source>
        <translation>このビルドには SSH サポートが組み込まれていません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Connected</source>
        <translation>接続済み</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting for your decision on the host key of %1</source>
        <translation>%1 のホスト鍵についてあなたの判断を待っています</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodesRunsTab</name>
    <message>
        <location filename="../ui/runs/NodesRunsTab.cpp" line="+38"/>
        <source>Nodes</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Test connection</source>
        <translation>接続をテスト(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-&amp;key node…</source>
        <translation>ノードの鍵を再登録(&amp;K)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the host key the node presents now, after the provider confirmed it (audited)</source>
        <translation>プロバイダーの確認後、ノードが現在提示しているホスト鍵を記録します (監査対象)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History</source>
        <translation>履歴(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Engagement</source>
        <translation>エンゲージメント</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>Host key not seen yet</source>
        <translation>ホスト鍵はまだ確認されていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host key %1 %2</source>
        <translation>ホスト鍵 %1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>connection lost</source>
        <translation>接続が切れました</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>It was registered with %1 %2 and now presents %3 %4. If the provider re-installed the node, confirm the new fingerprint with them, then re-key the node.</source>
        <translation>登録時は %1 %2 でしたが、現在は %3 %4 を提示しています。プロバイダーがノードを再インストールした場合は、新しいフィンガープリントをプロバイダーに確認してから、ノードの鍵を再登録してください。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Connected</source>
        <translation>接続済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No nodes yet: add the machine the provider handed over.</source>
        <translation>ノードはまだありません: プロバイダーから引き渡されたマシンを追加してください。</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Someone else changed this node</source>
        <translation>他のユーザーがこのノードを変更しました</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>再読み込みしました: これは %1 が保存したバージョンです。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete node</source>
        <translation>ノードの削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the node %1? Its runs stay in the database, without the node.</source>
        <translation>ノード %1 を削除しますか? その実行はノードなしでデータベースに残ります。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Connection works</source>
        <translation>接続できます</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Connection works: %1</source>
        <translation>接続できます: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Refused: the host key changed. The node was registered with %1 %2 and now presents %3 %4. Nothing was stored or run. If the provider re-installed the node, confirm the new fingerprint with them, then use Re-key node.</source>
        <translation>拒否: ホスト鍵が変わりました。ノードは %1 %2 で登録されましたが、現在は %3 %4 を提示しています。何も保存・実行していません。プロバイダーがノードを再インストールした場合は、新しいフィンガープリントをプロバイダーに確認してから「ノードの鍵を再登録」を使ってください。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Record the new host key of %1?

Registered: %2 %3
Presented now: %4 %5

Only do this when the provider has confirmed the new fingerprint (for example after re-installing the node). The change is written to the audit log.</source>
        <translation>%1 の新しいホスト鍵を記録しますか?

登録済み: %2 %3
現在の提示: %4 %5

プロバイダーが新しいフィンガープリントを確認した場合 (例えばノードの再インストール後) にのみ行ってください。変更は監査ログに書き込まれます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re-key node</source>
        <translation>ノードの鍵の再登録</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Re-keyed: the node is now registered with %1 %2. Test the connection again to log in.</source>
        <translation>鍵を再登録しました: ノードは %1 %2 で登録されています。ログインするにはもう一度接続をテストしてください。</translation>
    </message>
</context>
<context>
    <name>tb::ui::P2pMatrixWidget</name>
    <message>
        <location filename="../ui/charts/P2pMatrixWidget.cpp" line="+18"/>
        <source>GPU-to-GPU bandwidth</source>
        <translation>GPU 間の帯域幅</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Expected %1 per pair (%2)</source>
        <translation>ペアあたりの期待値 %1 (%2)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>GPU %1 → GPU %2: not measured</source>
        <translation>GPU %1 → GPU %2: 未測定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU %1 → GPU %2: %3</source>
        <translation>GPU %1 → GPU %2: %3</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No P2P samples</source>
        <translation>P2P のサンプルなし</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>destination GPU · source GPU by row · %1</source>
        <translation>送信先 GPU · 行ごとの送信元 GPU · %1</translation>
    </message>
</context>
<context>
    <name>tb::ui::PassphraseDialog</name>
    <message>
        <location filename="../ui/runs/PassphraseDialog.cpp" line="+12"/>
        <source>Key passphrase</source>
        <translation>鍵のパスフレーズ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrong passphrase. Passphrase for %1 (attempt %2 of 3):</source>
        <translation>パスフレーズが違います。%1 のパスフレーズ (3 回中 %2 回目):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passphrase for %1:</source>
        <translation>%1 のパスフレーズ:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Used for this login only; Tierbench never stores it.</source>
        <translation>このログインにのみ使います。Tierbench は保存しません。</translation>
    </message>
</context>
<context>
    <name>tb::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/main/PreferencesDialog.cpp" line="+20"/>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your name as it appears in reviews</source>
        <translation>レビューに表示されるあなたの名前</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. No commercial relationship with any provider reviewed.</source>
        <translation>例: レビューしたどのプロバイダーとも商業上の関係はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reviewer name:</source>
        <translation>レビュアー名(&amp;R):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default &amp;disclosure:</source>
        <translation>既定の開示(&amp;D):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New evaluations start with these; each evaluation keeps its own copy. tierbench-cli evaluations add uses them too.</source>
        <translation>新しい評価はこれらで始まり、各評価は独自のコピーを保持します。tierbench-cli evaluations add もこれらを使います。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme:</source>
        <translation>テーマ(&amp;T):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The language changes the next time Tierbench starts. The theme changes at once.</source>
        <translation>言語は次回 Tierbench を起動したときに変わります。テーマはすぐに変わります。</translation>
    </message>
</context>
<context>
    <name>tb::ui::PriceEditor</name>
    <message>
        <location filename="../ui/pricing/PriceEditor.cpp" line="+42"/>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Front-end network</source>
        <translation>フロントエンドネットワーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back-end network</source>
        <translation>バックエンドネットワーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support</source>
        <translation>サポート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control plane</source>
        <translation>コントロールプレーン</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edit price</source>
        <translation>価格の編集</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New price</source>
        <translation>新しい価格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. H100 SXM</source>
        <translation>例: H100 SXM</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>per GPU-hour</source>
        <translation>GPU 時間あたり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per node-hour</source>
        <translation>ノード時間あたり</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> GPUs/node</source>
        <translation> GPU/ノード</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>USD per TB-month; empty: not known</source>
        <translation>TB 月あたりの USD。空: 不明</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>USD per hour; empty: not known</source>
        <translation>時間あたりの USD。空: 不明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of the bill; empty: not known</source>
        <translation>請求額に対する %。空: 不明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per TB; empty: not known</source>
        <translation>TB あたりの USD。空: 不明</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. +25% capacity at the same rate within 6 months</source>
        <translation>例: 6 か月以内なら同じ単価で容量 +25%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>quote, price page URL, invoice</source>
        <translation>見積もり、価格ページの URL、請求書</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU model:</source>
        <translation>GPU モデル:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price:</source>
        <translation>価格:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commitment:</source>
        <translation>契約期間:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Included in the price:</source>
        <translation>価格に含まれるもの:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage:</source>
        <translation>ストレージ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Front-end network:</source>
        <translation>フロントエンドネットワーク:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Control plane:</source>
        <translation>コントロールプレーン:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support:</source>
        <translation>サポート:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress:</source>
        <translation>エグレス:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansion terms:</source>
        <translation>拡張の条件:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source:</source>
        <translation>出典:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valid from:</source>
        <translation>有効開始日:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes:</source>
        <translation>メモ:</translation>
    </message>
</context>
<context>
    <name>tb::ui::PricingTab</name>
    <message>
        <location filename="../ui/pricing/PricingTab.cpp" line="+65"/>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Price records (every version; the newest valid one per model and term is in force)</source>
        <translation>価格記録 (全バージョン。モデルと期間ごとに最新の有効なものが適用されます)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU model</source>
        <translation>GPU モデル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD/GPU-h</source>
        <translation>USD/GPU 時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Term</source>
        <translation>期間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Valid from</source>
        <translation>有効開始日</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In force</source>
        <translation>適用中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Included</source>
        <translation>込み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Support</source>
        <translation>サポート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Egress</source>
        <translation>エグレス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import CSV…</source>
        <translation>CSV 取込(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport CSV…</source>
        <translation>CSV 出力(&amp;X)…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cost in use</source>
        <translation>使用中のコスト</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Scenario:</source>
        <translation>シナリオ:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Component</source>
        <translation>コンポーネント</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD per month</source>
        <translation>月あたりの USD</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>取得元</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evidence / note</source>
        <translation>エビデンス / メモ</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Undo %1</source>
        <translation>元に戻す: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo %1</source>
        <translation>やり直し: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+364"/>
        <location line="+9"/>
        <source>Import prices</source>
        <translation>価格のインポート</translation>
    </message>
    <message>
        <location line="-373"/>
        <location line="+4"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+387"/>
        <source>Export prices</source>
        <translation>価格のエクスポート</translation>
    </message>
    <message>
        <location line="-289"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>included</source>
        <translation>込み</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>/TB-mo</source>
        <translation>/TB 月</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>/h</source>
        <translation>/時間</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>/TB</source>
        <translation>/TB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expansion: %1</source>
        <translation>拡張: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No provider selected.</source>
        <translation>プロバイダーが選択されていません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No result.</source>
        <translation>結果なし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing score: none without a cost.</source>
        <translation>料金スコア: コストがないためなし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No result to analyse.</source>
        <translation>分析する結果がありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1 per useful GPU-hour&lt;/b&gt; (price %2/GPU-h, %3 %4) · TCO %5 a month, %6 over %7 months · goodput loss %8% of the GPU line (%9)</source>
        <translation>&lt;b&gt;有効 GPU 時間あたり %1&lt;/b&gt; (価格 %2/GPU 時間、%3 %4) · TCO 月 %5、%7 か月で %6 · グッドプットの損失は GPU 費用の %8% (%9)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Defaults: %1. Checkpoint interval offered: Young %2 min, Daly %3 min.</source>
        <translation>既定値: %1。提示されるチェックポイント間隔: Young %2 分、Daly %3 分。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pricing score suggested — %1</source>
        <translation>料金スコアの提案 — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing score: no other priced provider to compare with under this scenario.</source>
        <translation>料金スコア: このシナリオで比較できる、価格のある他のプロバイダーがありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Total (TCO)</source>
        <translation>合計 (TCO)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>● measured</source>
        <translation>● 測定値</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Measured: %1
Evidence: %2</source>
        <translation>測定値: %1
エビデンス: %2</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Someone else changed this price</source>
        <translation>他のユーザーがこの価格を変更しました</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>再読み込みしました: これは %1 が保存したバージョンです。</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n row(s) could not be read; nothing was imported.</source>
        <translation>
            <numerusform>%n 行を読み込めませんでした。何もインポートしていません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ProbeArgumentsEditor</name>
    <message>
        <location filename="../ui/runs/ProbeArgumentsEditor.cpp" line="+52"/>
        <source>Sizes</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Iterations</source>
        <translation>反復回数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repeats</source>
        <translation>繰り返し</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm-up</source>
        <translation>ウォームアップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranks</source>
        <translation>ランク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Operations</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data check</source>
        <translation>データチェック</translation>
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
        <translation>MIN:MAX:xFACTOR (等比)、MIN:MAX:+STEP (等差)、またはリスト A,B,C。K、M、G、T は 1024 のべき乗です。空: プローブの既定のスイープ。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Matrix</source>
        <translation>行列</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Operations per timed batch.</source>
        <translation>計測バッチあたりの操作数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timed batches; the median, minimum and maximum are over them.</source>
        <translation>計測するバッチ数。中央値、最小値、最大値はこれらから求めます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Untimed batches before timing starts.</source>
        <translation>計測開始前の計測しないバッチ数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timing</source>
        <translation>計測</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU (default)</source>
        <translation>GPU (既定)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host (no GPU)</source>
        <translation>ホスト (GPU なし)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU: measure the node&apos;s GPUs. Host: memcpy and one thread per rank, to try a sweep without a GPU (--backend host).</source>
        <translation>GPU: ノードの GPU を測定します。ホスト: memcpy とランクごとに 1 スレッドで、GPU なしでスイープを試します (--backend host)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU backend: use the first N GPUs of the node. Host backend: N simulated ranks.</source>
        <translation>GPU バックエンド: ノードの先頭 N 基の GPU を使います。ホストバックエンド: N 個の模擬ランク。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verify the data</source>
        <translation>データを検証</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check each copy&apos;s or collective&apos;s result (off: --no-check).</source>
        <translation>各コピーや集団通信の結果を確認します (オフ: --no-check)。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Exactly what runs on the node, from the deployed probe folder (named by content hash). Every argument is quoted for the remote shell.</source>
        <translation>デプロイされたプローブフォルダー (内容のハッシュで命名) からノード上で実際に実行される内容です。すべての引数はリモートシェル用に引用符で囲まれます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Probe arguments</source>
        <translation>プローブの引数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a probe in the list to set its arguments.</source>
        <translation>引数を設定するには一覧からプローブを選択してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arguments of %1</source>
        <translation>%1 の引数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 reads the node as it is; it has no measurement options.</source>
        <translation>%1 はノードの現状を読み取ります。測定のオプションはありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Empty fields use the probe&apos;s default, shown in grey.</source>
        <translation>空のフィールドはプローブの既定値 (灰色で表示) を使います。</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>tb-gemm measures GPUs only: on the host it reports “unsupported”.</source>
        <translation>tb-gemm は GPU のみを測定します: ホストでは「unsupported」を報告します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host backend: no GPU is measured, the figures are not GPU figures.</source>
        <translation>ホストバックエンド: GPU は測定されず、数値は GPU の数値ではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This sweep takes %1 on the host backend (no GPU measured).</source>
        <translation>このスイープはホストバックエンドで %1 かかります (GPU 測定なし)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This sweep takes %1 (estimated at %2 GB/s per rank; a smaller largest size or fewer iterations shorten it).</source>
        <translation>このスイープには %1 かかります (ランクあたり %2 GB/s と推定。最大サイズを小さくするか反復回数を減らすと短くなります)。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Nothing runs until the marked fields are fixed.</source>
        <translation>印の付いたフィールドを修正するまで何も実行しません。</translation>
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
        <translation>プロバイダーの追加</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. CoreWeave</source>
        <translation>例: CoreWeave</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>H100, H200, B200</source>
        <translation>H100、H200、B200</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>未格付け</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>e.g. 2.1</source>
        <translation>例: 2.1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Website:</source>
        <translation>Web サイト(&amp;W):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kind:</source>
        <translation>種類(&amp;K):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPU models:</source>
        <translation>GPU モデル(&amp;G):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference &amp;tier:</source>
        <translation>参照ティア(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX &amp;round:</source>
        <translation>ClusterMAX ラウンド(&amp;R):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;otes:</source>
        <translation>メモ(&amp;O):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Edit provider “%1”</source>
        <translation>プロバイダー「%1」の編集</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Please enter a name: a provider needs one.</source>
        <translation>名前を入力してください: プロバイダーには名前が必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A provider named “%1” already exists. Choose another name or edit that provider.</source>
        <translation>「%1」という名前のプロバイダーはすでに存在します。別の名前を選ぶか、そのプロバイダーを編集してください。</translation>
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
        <translation>プロバイダー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference tier</source>
        <translation>参照ティア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
</context>
<context>
    <name>tb::ui::ProviderPage</name>
    <message>
        <location filename="../ui/providers/ProviderPage.cpp" line="+115"/>
        <source>&amp;Overview</source>
        <translation>概要(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chec&amp;klist</source>
        <translation>チェックリスト(&amp;K)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Interviews</source>
        <translation>インタビュー(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R&amp;ating</source>
        <translation>格付け(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>suggested</source>
        <translation>提案</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Nodes &amp;&amp; runs</source>
        <translation>ノードと実行(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lusters</source>
        <translation>クラスター(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;sults</source>
        <translation>結果(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pricing</source>
        <translation>料金(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Disputes</source>
        <translation>異議(&amp;D)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Website:</source>
        <translation>Web サイト:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU models:</source>
        <translation>GPU モデル:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference tier:</source>
        <translation>参照ティア:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX 1.0:</source>
        <translation>ClusterMAX 1.0:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last changed:</source>
        <translation>最終更新:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Evaluations</source>
        <translation>評価</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evaluation</source>
        <translation>評価</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reviewer</source>
        <translation>レビュアー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double-click or press Return to open an evaluation&apos;s checklist.</source>
        <translation>ダブルクリックまたは Enter キーで評価のチェックリストを開きます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New evaluation…</source>
        <translation>新しい評価(&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;lose evaluation</source>
        <translation>評価を確定(&amp;L)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>not assigned yet</source>
        <translation>まだ決定されていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No tier suggested or assigned yet</source>
        <translation>ティアはまだ提案も決定もされていません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>assigned</source>
        <translation>決定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by %1 on %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>No provider selected</source>
        <translation>プロバイダーが選択されていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a provider on the left, or add one with Ctrl+N.</source>
        <translation>左でプロバイダーを選ぶか、Ctrl+N で追加してください。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>ClusterMAX %1</source>
        <translation>ClusterMAX %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>reference</source>
        <translation>参照</translation>
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
        <translation>未格付け</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No notes yet. Edit the provider (F2) to add some.</source>
        <translation>メモはまだありません。追加するにはプロバイダーを編集してください (F2)。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Evaluation %1</source>
        <translation>評価 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, closed %2</source>
        <translation>%1、%2 に確定</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No evaluation yet: start one with New evaluation…</source>
        <translation>評価なし: 「新しい評価…」で開始</translation>
    </message>
</context>
<context>
    <name>tb::ui::RatingTab</name>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="+61"/>
        <source>Assignment history</source>
        <translation>決定の履歴</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>担当者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assigned</source>
        <translation>決定</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+102"/>
        <source>Suggested</source>
        <translation>提案</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Justification</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Suggested tier</source>
        <translation>提案ティア</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Start an evaluation…</source>
        <translation>評価を開始(&amp;S)…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>How much customer interviews count in a suggested score, next to the checklist (0.5) and the measurements (0.3); parts without evidence drop out.</source>
        <translation>提案スコアにおける顧客インタビューの比重。チェックリスト (0.5) と測定値 (0.3) と並びます。エビデンスのない部分は除外されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interview &amp;weight:</source>
        <translation>インタビューの重み(&amp;W):</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Scores per criterion (expand a row to see what moved it)</source>
        <translation>評価基準ごとのスコア (行を展開すると、何が動かしたかを表示)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Criterion / evidence</source>
        <translation>評価基準 / エビデンス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weight</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final</source>
        <translation>確定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moved by</source>
        <translation>変動要因</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select a criterion.</source>
        <translation>評価基準を選択してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Set final score:</source>
        <translation>最終スコアを設定(&amp;S):</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rationale (required when more than 0.5 from the suggestion)</source>
        <translation>根拠 (提案との差が 0.5 を超えるなら必須)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;score</source>
        <translation>スコアを保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Assign a tier</source>
        <translation>ティアの決定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a tier…</source>
        <translation>ティアを選択…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Required when the tier differs from the suggestion</source>
        <translation>ティアが提案と異なる場合は必須</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Assign tier</source>
        <translation>ティアを決定(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tier:</source>
        <translation>ティア(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason:</source>
        <translation>理由(&amp;R):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Justification:</source>
        <translation>理由の説明(&amp;J):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ClusterMAX 3.0 lists a provider it could not test at all apart from the tiers: no tier is suggested or shown while the mark is set. Unavailable is a tier, for capacity that exists but was not offered.</source>
        <translation>ClusterMAX 3.0 は、まったくテストできなかったプロバイダーをティアとは別に掲載します。この印が付いている間はティアを提案も表示もしません。「利用不可」はティアであり、存在するが提供されなかったキャパシティに使います。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Rating…</source>
        <translation>格付け中…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>suggested</source>
        <translation>提案</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No provider selected.</source>
        <translation>プロバイダーが選択されていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No evaluation yet: start one to get a suggestion.</source>
        <translation>評価はまだありません: 提案を得るには評価を開始してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Suggested: %1 · weighted total %2 of 5</source>
        <translation>提案: %1 · 加重合計 5 段階中 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing yet</source>
        <translation>まだありません</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Peer standing: rank %1 of %2 evaluated providers, tied with %n other(s).</source>
        <translation>
            <numerusform>比較対象内の順位: 評価済みプロバイダー %2 社中 %1 位 (ほか %n 社と同順位)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Peer standing: rank %1 of %n evaluated provider(s).</source>
        <translation>
            <numerusform>比較対象内の順位: 評価済みプロバイダー %n 社中 %1 位。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peer standing: not ranked (too few criteria scored to count as a peer).</source>
        <translation>比較対象内の順位: 順位なし (比較対象に数えるにはスコアのある評価基準が少なすぎます)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peer standing: not ranked (no weighted total).</source>
        <translation>比較対象内の順位: 順位なし (加重合計なし)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scored criteria: %1 of %2; a tier needs at least %3. %4</source>
        <translation>スコアのある評価基準: %2 中 %1。ティアには少なくとも %3 が必要です。%4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delivery (explained, not scored):</source>
        <translation>引き渡し (説明のみ、スコア対象外):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gates: none hit.</source>
        <translation>ゲート: 該当なし。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gate hit: %1 (%2)</source>
        <translation>ゲート該当: %1 (%2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>not scored</source>
        <translation>スコアなし</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no evidence</source>
        <translation>エビデンスなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 items decided; a score needs at least %3.</source>
        <translation>%2 項目中 %1 項目判定済み。スコアには少なくとも %3 項目が必要です。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 of %2 items decided, %3 needed for a score</source>
        <translation>%2 項目中 %1 項目判定済み、スコアには %3 項目必要</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>checklist %1</source>
        <translation>チェックリスト %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured %1</source>
        <translation>測定 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>interviews %1</source>
        <translation>インタビュー %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n item(s) without evidence</source>
        <translation>
            <numerusform>エビデンスのない項目 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The evaluation&apos;s rubric has no criteria.</source>
        <translation>評価のルーブリックに評価基準がありません。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>assigned</source>
        <translation>決定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assigned by %1 on %2</source>
        <translation>%1 が %2 に決定</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no round open</source>
        <translation>開いているラウンドなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(as suggested)</source>
        <translation>(提案どおり)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No tier assigned yet.</source>
        <translation>ティアはまだ決定されていません。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The evaluation is closed: its final scores are read-only.</source>
        <translation>評価は確定済みです: 最終スコアは読み取り専用です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a criterion to set its final score.</source>
        <translation>最終スコアを設定する評価基準を選択してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: suggested %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: 提案 %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The evaluation is closed, read-only: re-open it with Edit… (status In review) to assign a tier.</source>
        <translation>評価は確定済みで読み取り専用です: ティアを決定するには 編集… で再開してください (ステータス「レビュー中」)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tier can be assigned once the provider has an evaluation.</source>
        <translation>プロバイダーに評価ができるとティアを決定できます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Marked unable to test, so no tier is shown: assigning a tier clears the mark and needs a justification.</source>
        <translation>テスト不能の印が付いているためティアは表示されません。ティアを決定すると印は外れ、理由の記入が必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing is suggested yet: choose the tier to assign and say why.</source>
        <translation>まだ提案はありません: 決定するティアを選び、理由を書いてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unavailable: the provider could not be tested (%1).</source>
        <translation>利用不可: プロバイダーをテストできませんでした (%1)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Differs from the suggestion (%1): a justification is required.</source>
        <translation>提案 (%1) と異なります: 理由の記載が必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no suggestion to agree with: a justification is required.</source>
        <translation>同意できる提案がありません: 理由の記載が必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agrees with the suggestion.</source>
        <translation>提案と一致しています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear &amp;unable to test</source>
        <translation>テスト不能を解除(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark &amp;unable to test</source>
        <translation>テスト不能にする(&amp;U)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Marked unable to test: no tier is shown.</source>
        <translation>テスト不能にしました: ティアは表示されません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No longer marked unable to test.</source>
        <translation>テスト不能の印を外しました。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A tier that differs from the suggestion needs a justification.</source>
        <translation>提案と異なるティアには理由の記載が必要です。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tier assigned.</source>
        <translation>ティアを決定しました。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Score saved.</source>
        <translation>スコアを保存しました。</translation>
    </message>
</context>
<context>
    <name>tb::ui::RawOutputDialog</name>
    <message>
        <location filename="../ui/cluster/RawOutputDialog.cpp" line="+18"/>
        <source>(no output)</source>
        <translation>(出力なし)</translation>
    </message>
</context>
<context>
    <name>tb::ui::RecipeTimingWidget</name>
    <message>
        <location filename="../ui/charts/RecipeTimingWidget.cpp" line="+27"/>
        <source>Recipe timings against tier thresholds</source>
        <translation>ティアのしきい値と比較したレシピのタイミング</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>no baseline</source>
        <translation>ベースラインなし</translation>
    </message>
</context>
<context>
    <name>tb::ui::ResultsTab</name>
    <message>
        <location filename="../ui/runs/ResultsTab.cpp" line="+22"/>
        <source>Re&amp;load</source>
        <translation>再読み込み(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the list again, e.g. after an import from the command line</source>
        <translation>一覧を読み直します (例: コマンドラインからインポートした後)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No results yet.</source>
        <translation>結果はまだありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n run(s): probes, recipes and imported tool outputs.</source>
        <translation>
            <numerusform>%n 件の実行: プローブ、レシピ、インポートしたツール出力。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::RunHistoryModel</name>
    <message>
        <location filename="../ui/runs/RunHistoryModel.cpp" line="+57"/>
        <source>%1 (exit %2)</source>
        <translation>%1 (終了コード %2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2 failed)</source>
        <translation>%1 (%2 件失敗)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Probe / recipe / tool</source>
        <translation>プローブ / レシピ / ツール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples</source>
        <translation>サンプル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checks</source>
        <translation>チェック</translation>
    </message>
</context>
<context>
    <name>tb::ui::RunHistoryPanel</name>
    <message>
        <location filename="../ui/runs/RunHistoryPanel.cpp" line="+87"/>
        <source>Select a run.</source>
        <translation>実行を選択してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Attach as evidence…</source>
        <translation>エビデンスとして添付(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link this run (or the selected check) to a check item of the evaluation</source>
        <translation>この実行 (または選択したチェック) を評価のチェック項目に関連付けます</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+92"/>
        <source>Select a run to see its chart.</source>
        <translation>グラフを表示するには実行を選択してください。</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Chart</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value / detail</source>
        <translation>値 / 詳細</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>所見</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Check item</source>
        <translation>チェック項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested</source>
        <translation>提案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Current</source>
        <translation>現在</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Because</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Con&amp;firm verdict</source>
        <translation>判定を確定(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+291"/>
        <source>Accept the ticked suggestions</source>
        <translation>チェックした提案を受け入れる</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>%1, bundle %2</source>
        <translation>%1、バンドル %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 — evidence for %2</source>
        <translation>%1 — %2 のエビデンス</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>This run&apos;s checks suggest no verdicts.</source>
        <translation>この実行のチェックは判定を提案していません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only tb-node runs and scheduler audits suggest verdicts; this %1 run suggests none.</source>
        <translation>判定を提案するのは tb-node の実行とスケジューラー監査だけです。この %1 の実行は何も提案しません。</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Accept %n ticked suggestion(s)</source>
        <translation>
            <numerusform>チェックした提案 %n 件を受け入れる</numerusform>
        </translation>
    </message>
    <message>
        <location line="-288"/>
        <source>Write the suggested verdict of every checked row, all at once or none</source>
        <translation>チェックしたすべての行の提案された判定を、すべて一度に書き込むか、何も書き込みません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Verdict:</source>
        <translation>判定:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+246"/>
        <source>Suggested verdicts</source>
        <translation>提案された判定</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>No results for this provider yet: run probes on a node (Nodes &amp; runs) or import a tool&apos;s output with tierbench-cli import --provider.</source>
        <translation>このプロバイダーの結果はまだありません: ノードでプローブを実行する (ノードと実行) か、tierbench-cli import --provider でツールの出力をインポートしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No runs on this node yet: pick probes or recipes above and press Run.</source>
        <translation>このノードにはまだ実行がありません: 上でプローブかレシピを選んで「実行」を押してください。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Run %1: %2 %3, %4</source>
        <translation>実行 %1: %2 %3、%4</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>tb-node reports facts and checks, no samples: see Findings and Suggested verdicts.</source>
        <translation>tb-node は事実とチェックを報告し、サンプルはありません: 「所見」と「提案された判定」を参照してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No samples yet: the run is still running, and its chart appears here as they arrive.</source>
        <translation>サンプルはまだありません: 実行中で、サンプルが届くとここにグラフが表示されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This run stored no samples.</source>
        <translation>この実行はサンプルを保存していません。</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Suggested verdicts (%1)</source>
        <translation>提案された判定 (%1)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The scheduler audit&apos;s findings suggest these verdicts. Nothing is written until you confirm one; pick another verdict first to change it.</source>
        <translation>スケジューラー監査の所見はこれらの判定を提案しています。確定するまで何も書き込みません。変更するには先に別の判定を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tb-node&apos;s checks suggest these verdicts. Nothing is written until you confirm one (pick another verdict first to change it), or tick several and confirm them at once.</source>
        <translation>tb-node のチェックはこれらの判定を提案しています。確定するまで何も書き込みません (変更するには先に別の判定を選択)。複数にチェックを付けて一度に確定することもできます。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Attach check %1 of run %2 as evidence for:</source>
        <translation>実行 %2 のチェック %1 を次のエビデンスとして添付:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach run %1 as evidence for:</source>
        <translation>実行 %1 を次のエビデンスとして添付:</translation>
    </message>
</context>
<context>
    <name>tb::ui::RunPanel</name>
    <message>
        <location filename="../ui/runs/RunPanel.cpp" line="+72"/>
        <location line="+684"/>
        <source>Connected to %1 again</source>
        <translation>%1 に再接続しました</translation>
    </message>
    <message>
        <location line="-666"/>
        <source>Run on this node</source>
        <translation>このノードで実行</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Probes</source>
        <translation>プローブ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recipes (hands-on timings)</source>
        <translation>レシピ (実機での計測)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a recipe to see what it runs on the node.</source>
        <translation>レシピをクリックすると、ノード上で何を実行するかを表示します。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>取り消し(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;run</source>
        <translation>再実行(&amp;R)</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+9"/>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+100"/>
        <source>Choose a node.</source>
        <translation>ノードを選んでください。</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Samples</source>
        <translation>サンプル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Filter the log (e.g. FAIL, pcie, stderr)…</source>
        <translation>ログを絞り込み (例: FAIL、pcie、stderr)…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Lo&amp;g</source>
        <translation>ログ(&amp;G)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sa&amp;mples</source>
        <translation>サンプル(&amp;M)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Char&amp;t</source>
        <translation>グラフ(&amp;T)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The connection to %1 was lost during a run</source>
        <translation>実行中に %1 への接続が切れました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its samples are kept. Reconnect logs in again without running anything.</source>
        <translation>サンプルは保持しています。「再接続」は何も実行せずにログインし直します。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host key of %1 was refused</source>
        <translation>%1 のホスト鍵を拒否しました</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not ready: %1 presents a host key other than the one it was registered with. Nothing runs there until the node is re-keyed.</source>
        <translation>準備未完了: %1 は登録時と異なるホスト鍵を提示しています。ノードの鍵を再登録するまで、そこでは何も実行しません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready to run on %1.</source>
        <translation>%1 で実行する準備ができました。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Fix the arguments first: %1</source>
        <translation>先に引数を修正してください: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The node&apos;s host key was refused: re-key the node once the provider confirmed the new key</source>
        <translation>ノードのホスト鍵を拒否しました: プロバイダーが新しい鍵を確認したら、ノードの鍵を再登録してください</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Cancelling: signalling the remote process group…</source>
        <translation>取り消し中: リモートのプロセスグループにシグナルを送っています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancel requested</source>
        <translation>取り消しを要求しました</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+243"/>
        <source>queued</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>connected to %1</source>
        <translation>%1 に接続しました</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The node&apos;s session is gone.</source>
        <translation>ノードのセッションがなくなりました。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No recipe named %1</source>
        <translation>%1 という名前のレシピはありません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>command: %1</source>
        <translation>コマンド: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The probe sources were not found (set TB_PROBES_DIR)</source>
        <translation>プローブのソースが見つかりません (TB_PROBES_DIR を設定してください)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Running %1 on %2…</source>
        <translation>%2 で %1 を実行しています…</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1: %2, %3 samples</source>
        <translation>%1: %2、サンプル %3 個</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, %3 samples, %4 checks (%5 failed)</source>
        <translation>%1: %2、サンプル %3 個、チェック %4 件 (%5 件失敗)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 %2 on %3 (%4)</source>
        <translation>%3 上の %1 %2 (%4)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>end: %1</source>
        <translation>終了: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cancelled: %1.</source>
        <translation>取り消しました: %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done: %1.</source>
        <translation>完了: %1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finished: %1.</source>
        <translation>終了しました: %1。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>deploying</source>
        <translation>デプロイ中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>starting</source>
        <translation>開始中</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not run</source>
        <translation>未実行</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The connection to %1 was lost before this item started.</source>
        <translation>この項目の開始前に %1 への接続が切れました。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run %1 (%2) is marked interrupted; the samples received before the drop are kept: %3.</source>
        <translation>実行 %1 (%2) は中断済みとされています。切断前に受け取ったサンプルは保持しています: %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had not started on the node; nothing was recorded for it.</source>
        <translation>%1 はノード上でまだ開始していなかったため、何も記録していません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queued items not run: %1.</source>
        <translation>実行されなかった待機中の項目: %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnect logs in again without running anything; Rerun then repeats the batch.</source>
        <translation>「再接続」は何も実行せずにログインし直します。その後「再実行」でまとめて繰り返します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection to %1 (%2) lost during %3</source>
        <translation>%3 の間に %1 (%2) への接続が切れました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connection to %1 lost. Samples kept: %2 (run %3, interrupted).</source>
        <translation>%1 への接続が切れました。保持したサンプル: %2 (実行 %3、中断)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection to %1 lost.</source>
        <translation>%1 への接続が切れました。</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Reconnecting to %1…</source>
        <translation>%1 に再接続しています…</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Answer the host key or passphrase question if one appears.</source>
        <translation>ホスト鍵やパスフレーズの質問が表示されたら答えてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run or Rerun when ready; the interrupted run stays in the history.</source>
        <translation>準備ができたら「実行」または「再実行」を押してください。中断した実行は履歴に残ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected to %1. Ready to run.</source>
        <translation>%1 に接続しました。実行の準備ができています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connected to %1 again</source>
        <translation>%1 に再接続しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not reconnect to %1</source>
        <translation>%1 に再接続できませんでした</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected to %1: the reconnect failed.</source>
        <translation>%1 に接続していません: 再接続に失敗しました。</translation>
    </message>
</context>
<context>
    <name>tb::ui::SlurmJobForm</name>
    <message>
        <location filename="../ui/cluster/SlurmJobForm.cpp" line="+26"/>
        <source>One task per GPU on GPU nodes (each tb-coll task uses the GPU numbered by its local rank modulo the node&apos;s GPU count)</source>
        <translation>GPU ノードでは GPU ごとに 1 タスク (各 tb-coll タスクは、ローカルランクをノードの GPU 数で割った余りの番号の GPU を使います)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole nodes (--exclusive)</source>
        <translation>ノード全体 (--exclusive)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the cluster&apos;s container image (Pyxis)</source>
        <translation>クラスターのコンテナイメージ内で (Pyxis)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Nodes:</source>
        <translation>ノード数(&amp;N):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tasks per node:</source>
        <translation>ノードあたりのタスク数(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs per node:</source>
        <translation>ノードあたりの GPU 数(&amp;G):</translation>
    </message>
</context>
<context>
    <name>tb::ui::SlurmScheduler</name>
    <message>
        <location filename="../ui/cluster/SlurmScheduler.cpp" line="+34"/>
        <source>sinfo, scontrol and squeue on the login node</source>
        <translation>ログインノードでの sinfo、scontrol、squeue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit the &amp;scheduler</source>
        <translation>スケジューラーを監査(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the Slurm configuration and times one full-node srun; the raw outputs are kept</source>
        <translation>Slurm の設定を読み込み、ノード全体の srun を 1 回計測します。生の出力は保持します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit e&amp;very node</source>
        <translation>全ノードを監査(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-node on every node of the partition in one job, one task per node</source>
        <translation>パーティションの全ノードで tb-node を 1 つのジョブとして実行 (ノードごとに 1 タスク)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sched&amp;uler audit</source>
        <translation>スケジューラー監査(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No scheduler audit yet.</source>
        <translation>スケジューラー監査はまだありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a check to see the command output it was read from.</source>
        <translation>チェックを選択すると、読み取り元のコマンド出力を表示します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run tb-coll across nodes</source>
        <translation>ノードをまたいで tb-coll を実行(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Slurm job of tb-coll across the nodes, charted while it runs</source>
        <translation>ノードをまたぐ tb-coll の Slurm ジョブを 1 つ実行し、実行中にグラフを表示します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scancel, then wait until squeue holds nothing of the job</source>
        <translation>scancel の後、squeue からジョブが消えるまで待ちます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-coll&apos;s host backend measures the front-end TCP network, not NCCL</source>
        <translation>tb-coll のホストバックエンドは NCCL ではなくフロントエンドの TCP ネットワークを測定します</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Partitions &amp;&amp; nod&amp;es</source>
        <translation>パーティションとノード(&amp;E)</translation>
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
            <numerusform>%1 のスケジューラー監査: %n 件のチェックが失敗しました。履歴で提案された判定を確認してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>job %1 (%2), %3</source>
        <translation>ジョブ %1 (%2)、%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Batch script of job %1</source>
        <translation>ジョブ %1 のバッチスクリプト</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelling: scancel, then waiting until squeue holds nothing of the job…</source>
        <translation>取り消し中: scancel の後、squeue からジョブが消えるまで待っています…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; squeue holds nothing of it</source>
        <translation>%1。squeue にはもう残っていません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reading the cluster…</source>
        <translation>クラスターを読み込んでいます…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Discovery failed</source>
        <translation>検出に失敗しました</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 %2: %3 of %4 nodes can take jobs, %5 GPUs; %n job(s) of yours in the queue</source>
        <translation>
            <numerusform>%1 %2: %4 ノード中 %3 ノードがジョブを受け付け可能、GPU %5 基。キュー内のあなたのジョブ %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Auditing the scheduler (one full-node srun included)…</source>
        <translation>スケジューラーを監査しています (ノード全体の srun を 1 回含む)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scheduler audit: %1 failed, %2 warnings</source>
        <translation>スケジューラー監査: 失敗 %1、警告 %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>tb-node on every node</source>
        <translation>全ノードでの tb-node</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>tb-coll on %1 nodes × %2 tasks</source>
        <translation>%1 ノード × %2 タスクでの tb-coll</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancelling job %1…</source>
        <translation>ジョブ %1 を取り消しています…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Job %1 cancelled; squeue holds nothing of it</source>
        <translation>ジョブ %1 を取り消しました。squeue にはもう残っていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job %1 could not be cancelled</source>
        <translation>ジョブ %1 を取り消せませんでした</translation>
    </message>
</context>
<context>
    <name>tb::ui::SweepChart</name>
    <message>
        <location filename="../ui/charts/SweepChart.cpp" line="+115"/>
        <source>Message size</source>
        <translation>メッセージサイズ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bus bandwidth (GB/s)</source>
        <translation>バス帯域幅 (GB/s)</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Bands: %1</source>
        <translation>帯: %1</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>Expected %1 for %2%3</source>
        <translation>%2%3 の期待値 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 per NIC × %3)</source>
        <translation>%1 (NIC あたり %2 × %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; bands from %1 (the headline&apos;s sizes)</source>
        <translation>。帯は %1 から (見出しの数値のサイズ)</translation>
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
        <translation>期待値 %1</translation>
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
        <translation>チームデータベースに接続(&amp;T)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recent team data&amp;bases</source>
        <translation>最近のチームデータベース(&amp;B)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No team database yet</source>
        <translation>チームデータベースはまだありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear the list</source>
        <translation>一覧を消去(&amp;C)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not connect to the team database</source>
        <translation>チームデータベースに接続できませんでした</translation>
    </message>
</context>
<context>
    <name>tb::ui::TierBadge</name>
    <message>
        <location filename="../ui/providers/TierBadge.cpp" line="+16"/>
        <source>Not rated</source>
        <translation>未格付け</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reference tier: %1</source>
        <translation>参照ティア: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No reference tier</source>
        <translation>参照ティアなし</translation>
    </message>
</context>
<context>
    <name>tb::ui::TierBoardView</name>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="+41"/>
        <source>Show &amp;suggested tier</source>
        <translation>提案ティアを表示(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;reference tier</source>
        <translation>参照ティアを表示(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show pr&amp;ice under</source>
        <translation>価格を表示するシナリオ(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Beside each name: the effective price of a useful GPU-hour under the scenario, then the list price per GPU-hour in force</source>
        <translation>各名前の横に: シナリオでの有効 GPU 時間の実効価格、続いて適用中の GPU 時間あたりの表示価格</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Re&amp;load</source>
        <translation>再読み込み(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Place providers by:</source>
        <translation>プロバイダーの配置基準(&amp;P):</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n 社のプロバイダー</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export tier board</source>
        <translation>ティアボードのエクスポート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</source>
        <translation>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
</context>
<context>
    <name>tb::ui::TornadoChart</name>
    <message>
        <location filename="../ui/pricing/TornadoChart.cpp" line="+19"/>
        <source>No result to analyse.</source>
        <translation>分析する結果がありません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No input moves the result.</source>
        <translation>結果を動かす入力はありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input −20%</source>
        <translation>入力 −20%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input +20%</source>
        <translation>入力 +20%</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Change of the effective price ($%1) when one input moves by 20%</source>
        <translation>1 つの入力が 20% 動いたときの実効価格 ($%1) の変化</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>USD per useful GPU-hour</source>
        <translation>有効 GPU 時間あたりの USD</translation>
    </message>
</context>
<context>
    <name>tb::ui::VerdictPanel</name>
    <message>
        <location filename="../ui/checklist/VerdictPanel.cpp" line="+38"/>
        <source>Select a check item on the left to see its question, what good looks like, and to record a verdict with evidence.</source>
        <translation>左のチェック項目を選択すると、その質問と合格の目安が表示され、エビデンス付きで判定を記録できます。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What good looks like</source>
        <translation>合格の目安</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Evi&amp;dence</source>
        <translation>エビデンス(&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What you saw, where, and when: commands, documents, ticket numbers, run ids.</source>
        <translation>何を、どこで、いつ見たか: コマンド、文書、チケット番号、実行 ID。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ctrl+Return saves. Every change can be undone (Ctrl+Z).</source>
        <translation>Ctrl+Return で保存、Ctrl+Z で元に戻す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save evidence</source>
        <translation>エビデンスを保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>(no question recorded)</source>
        <translation>(質問の記録なし)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no guidance recorded)</source>
        <translation>(目安の記録なし)</translation>
    </message>
</context>
<context>
    <name>tb::ui::VerificationDialog</name>
    <message>
        <location filename="../ui/trust/VerificationDialog.cpp" line="+19"/>
        <source>Verify %1</source>
        <translation>%1 を検証</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Checked</source>
        <translation>確認対象</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recorded → now</source>
        <translation>記録値 → 現在値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it means</source>
        <translation>意味</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Verify &amp;again</source>
        <translation>再検証(&amp;A)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Verifying the stored results of %1…</source>
        <translation>%1 の保存された結果を検証しています…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The verification could not run: %1</source>
        <translation>検証を実行できませんでした: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Matches</source>
        <translation>一致</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Differs</source>
        <translation>不一致</translation>
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
        <translation>記録値: %1
現在値: %2</translation>
    </message>
</context>
<context>
    <name>tb::ui::WalkthroughWindow</name>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="+60"/>
        <source>Walkthrough</source>
        <translation>ウォークスルー</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Loading the checklist…</source>
        <translation>チェックリストを読み込んでいます…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Promised date, YYYY-MM-DD</source>
        <translation>約束の日付 (YYYY-MM-DD)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No evidence or notes yet. Press E to write the provider&apos;s answer.</source>
        <translation>エビデンスやメモはまだありません。E キーでプロバイダーの回答を書きます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Evidence and the provider&apos;s answer (E edits)</source>
        <translation>エビデンスとプロバイダーの回答 (E で編集)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>N/→ next   P/← previous   1 pass  2 partial  3 fail  4 n/a  5 unknown   A available/planned   D promised date   E notes   J jump   Space pause   Esc leave</source>
        <translation>N/→ 次へ   P/← 前へ   1 合格  2 一部合格  3 不合格  4 対象外  5 不明   A 提供済み/予定   D 約束の日付   E メモ   J ジャンプ   Space 一時停止   Esc 終了</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Walkthrough — %1</source>
        <translation>ウォークスルー — %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This evaluation&apos;s rubric has no check items.</source>
        <translation>この評価のルーブリックにはチェック項目がありません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Resumed the session last saved %1.</source>
        <translation>%1 に最後に保存したセッションを再開しました。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Criterion %1 of %2: %3</source>
        <translation>評価基準 %2 中 %1: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Item %1 of %2</source>
        <translation>項目 %2 中 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(no question recorded)</source>
        <translation>(質問の記録なし)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What good looks like: %1</source>
        <translation>合格の目安: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not described</source>
        <translation>記載なし</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Planned — no date promised yet (D)</source>
        <translation>予定 — 日付の約束はまだなし (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned — promised for %1</source>
        <translation>予定 — %1 の約束</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Criterion %1   Session %2%3</source>
        <translation>評価基準 %1   セッション %2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PAUSED</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Editing notes: Ctrl+Return saves, Esc saves and returns to the keys.</source>
        <translation>メモを編集中: Ctrl+Return で保存、Esc で保存してキー操作に戻ります。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Promised date: Return saves (the feature becomes planned), Esc cancels.</source>
        <translation>約束の日付: Return で保存 (機能は予定扱いになります)、Esc で取り消し。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; is not a date; write it as YYYY-MM-DD.</source>
        <translation>&quot;%1&quot; は日付ではありません。YYYY-MM-DD の形式で書いてください。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Jump: arrows choose, Return goes there, Esc returns.</source>
        <translation>ジャンプ: 矢印キーで選択、Return で移動、Esc で戻ります。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Paused

Space resumes. The session can be resumed another day.</source>
        <translation>一時停止中

Space で再開します。セッションは別の日に再開することもできます。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Session summary</source>
        <translation>セッションのまとめ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time spent: %1 in total.</source>
        <translation>所要時間: 合計 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open items (%1)</source>
        <translation>未完了の項目 (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None: every item has a confirmed verdict.</source>
        <translation>なし: すべての項目に確定した判定があります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Promises (%1)</source>
        <translation>約束 (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No planned features were recorded.</source>
        <translation>予定の機能は記録されていません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no date promised</source>
        <translation>日付の約束なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promised for %1</source>
        <translation>%1 の約束</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Up/Down scroll, P returns to the last item, Esc leaves the walkthrough.</source>
        <translation>上下キーでスクロール、P で最後の項目に戻り、Esc でウォークスルーを終了します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Not saved: %1</source>
        <translation>保存していません: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Session state not saved: %1</source>
        <translation>セッションの状態を保存していません: %1</translation>
    </message>
</context>
</TS>
