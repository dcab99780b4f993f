<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Agreement</name>
    <message>
        <location filename="../core/trust/Agreement.cpp" line="+116"/>
        <source>worse than chance</source>
        <translation>差于随机</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>slight</source>
        <translation>轻微</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fair</source>
        <translation>一般</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>moderate</source>
        <translation>中等</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>substantial</source>
        <translation>较强</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>almost perfect</source>
        <translation>几乎完全一致</translation>
    </message>
</context>
<context>
    <name>AgreementAnalysis</name>
    <message>
        <location filename="../core/trust/AgreementReport.cpp" line="+58"/>
        <source>%1 has no evaluation.</source>
        <translation>%1 没有评估。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not read the evaluation&apos;s rubric.</source>
        <translation>无法读取评估的评分细则。</translation>
    </message>
</context>
<context>
    <name>AznhcParser</name>
    <message>
        <location filename="../core/import/AznhcParser.cpp" line="+115"/>
        <source>All %1 nodes healthy.</source>
        <translation>全部 %1 个节点健康。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 nodes unhealthy%3: %4</source>
        <translation>%2 个节点中有 %1 个不健康%3：%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (fault codes %1)</source>
        <translation>（故障代码 %1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> %1 nodes reported no results (unreachable, no shared filesystem, a failed install, or a job over about 300 nodes).</source>
        <translation>%1 个节点未报告结果（无法访问、没有共享文件系统、安装失败，或作业超过约 300 个节点）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>nodes in the health log</source>
        <translation>健康日志中的节点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 further nodes were not kept (limit 20000).</source>
        <translation>另有 %1 个节点未保留（上限 20000）。</translation>
    </message>
</context>
<context>
    <name>Baseline</name>
    <message>
        <location filename="../core/domain/Baseline.cpp" line="+103"/>
        <source>Tier mode must be &quot;fraction&quot; or &quot;absolute&quot;</source>
        <translation>等级模式必须为 &quot;fraction&quot; 或 &quot;absolute&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every tier edge (platinum, gold, silver, bronze) needs a number</source>
        <translation>每个等级界限（platinum、gold、silver、bronze）都需要一个数值</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Direction must be &quot;higher&quot; or &quot;lower&quot;</source>
        <translation>方向必须为 &quot;higher&quot; 或 &quot;lower&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The expected value must be a number</source>
        <translation>期望值必须是数字</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>minSizeBytes must be a number of bytes</source>
        <translation>minSizeBytes 必须是字节数</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A baseline needs a metric</source>
        <translation>基线需要一个指标</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A baseline needs a source (who published the figure, where)</source>
        <translation>基线需要一个来源（谁在何处发布了该数据）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown unit</source>
        <translation>未知单位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hardware key is not valid</source>
        <translation>硬件键无效</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The expected value must be a positive number</source>
        <translation>期望值必须是正数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The expected value is not a plausible figure</source>
        <translation>期望值不是合理的数据</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The minimum message size cannot be negative</source>
        <translation>最小消息大小不能为负</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;per&quot; must be empty or &quot;nic&quot;</source>
        <translation>&quot;per&quot; 必须为空或 &quot;nic&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tier edges must be positive numbers</source>
        <translation>等级界限必须是正数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tier edges given as fractions of the expected value must lie between 0.01 and 100</source>
        <translation>以期望值比例给出的等级界限必须介于 0.01 与 100 之间</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tier edge is not a plausible figure</source>
        <translation>某个等级界限不是合理的数据</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tier edges must fall from platinum to bronze for a higher-is-better metric</source>
        <translation>对于越高越好的指标，等级界限必须从铂金到青铜依次降低</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier edges must rise from platinum to bronze for a lower-is-better metric</source>
        <translation>对于越低越好的指标，等级界限必须从铂金到青铜依次升高</translation>
    </message>
</context>
<context>
    <name>BaselineMatcher</name>
    <message>
        <location filename="../core/baseline/BaselineMatcher.cpp" line="+38"/>
        <source>form factor not stated</source>
        <translation>未说明规格尺寸</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>memory size not stated</source>
        <translation>未说明内存容量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory size differs (%1 vs %2)</source>
        <translation>内存容量不同（%1 与 %2）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>same NIC speed, different fabric (%1 vs %2)</source>
        <translation>网卡速率相同，互连网络不同（%1 与 %2）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>host link %1 inferred from the GPU model</source>
        <translation>主机链路 %1 由 GPU 型号推断</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No baseline for %1: shown without tier bands</source>
        <translation>没有 %1 的基线：不显示等级区间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown hardware</source>
        <translation>未知硬件</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Host-backend run (no GPU measured): no comparable baseline, GPU and fabric baselines judge GPU runs only</source>
        <translation>host 后端运行（未测量 GPU）：没有可比较的基线，GPU 和互连网络基线只评判 GPU 运行</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>algorithm not recorded; compared with the %1 figure</source>
        <translation>未记录算法；与 %1 的数据比较</translation>
    </message>
</context>
<context>
    <name>BaselineMeasurementSource</name>
    <message>
        <location filename="../core/rating/BaselineMeasurementSource.cpp" line="+130"/>
        <source>%1 on %2 (run %3)</source>
        <translation>%2 上的 %1（运行 %3）</translation>
    </message>
</context>
<context>
    <name>BaselineRepository</name>
    <message>
        <location filename="../core/store/BaselineRepository.cpp" line="+43"/>
        <source>Cannot number the new baseline version</source>
        <translation>无法为新基线版本编号</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from %1 (version %2)</source>
        <translation>来自 %1（版本 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot store the baseline version</source>
        <translation>无法保存基线版本</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot store a baseline</source>
        <translation>无法保存基线</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot read the baselines</source>
        <translation>无法读取基线</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot read the baseline version</source>
        <translation>无法读取基线版本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No such baseline version</source>
        <translation>没有此基线版本</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+14"/>
        <source>Cannot read the baseline versions</source>
        <translation>无法读取基线版本列表</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The database holds no baselines yet</source>
        <translation>数据库中还没有基线</translation>
    </message>
</context>
<context>
    <name>BaselineSet</name>
    <message>
        <location filename="../core/domain/BaselineSet.cpp" line="+16"/>
        <source>entry %1 (%2 on %3)</source>
        <translation>条目 %1（%3 上的 %2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The baselines file is not a JSON object</source>
        <translation>基线文件不是 JSON 对象</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not a Tierbench baselines file (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>不是 Tierbench 基线文件（&quot;format&quot; 必须为 &quot;%1&quot;）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This baselines file was written by a newer Tierbench</source>
        <translation>此基线文件由更新版本的 Tierbench 写入</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The baselines file needs a &quot;version&quot;</source>
        <translation>基线文件需要 &quot;version&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The baselines file needs an &quot;entries&quot; array</source>
        <translation>基线文件需要 &quot;entries&quot; 数组</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry %1 is not an object</source>
        <translation>条目 %1 不是对象</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The baselines file has no entries</source>
        <translation>基线文件没有条目</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>another entry has the same metric, hardware key and algorithm</source>
        <translation>另一条目具有相同的指标、硬件键和算法</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot read the baselines file</source>
        <translation>无法读取基线文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The baselines file is too large</source>
        <translation>基线文件过大</translation>
    </message>
</context>
<context>
    <name>BaselineVerdict</name>
    <message>
        <location filename="../core/baseline/BaselineVerdict.cpp" line="+32"/>
        <source>%1 % of %2 · %3</source>
        <translation>%2 的 %1 % · %3</translation>
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
        <translation>已告知</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>disclosed account favoured</source>
        <translation>已告知账户受到优待</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>not enough samples for an interval (at least %1 per group)</source>
        <translation>样本不足，无法计算区间（每组至少 %1 个）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median difference %1 %2 (%3%), 95% interval %4 to %5; dashed line: no difference</source>
        <translation>中位数差值 %1 %2（%3%），95% 区间 %4 至 %5；虚线：无差值</translation>
    </message>
</context>
<context>
    <name>BlindComparison</name>
    <message>
        <location filename="../core/trust/BlindComparison.cpp" line="+168"/>
        <source>not enough samples</source>
        <translation>样本不足</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>within noise</source>
        <translation>在噪声范围内</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beyond noise</source>
        <translation>超出噪声</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The account the provider knew about measured %1 better on %2 (median %3 against %4 %5; 95% interval of the difference %6 to %7): the provider may have treated the benchmark account better.</source>
        <translation>提供商知情的账户在 %2 上的测量结果好 %1（中位数 %3 对 %4 %5；差值的 95% 区间为 %6 至 %7）：提供商可能优待了基准测试账户。</translation>
    </message>
</context>
<context>
    <name>CalculatorCostSource</name>
    <message>
        <location filename="../core/rating/CalculatorCostSource.cpp" line="+11"/>
        <source>unpriced: no price record in force, so the calculator has nothing to rate</source>
        <translation>未定价：没有生效的价格记录，计算器无可评定</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>unpriced under %1: %2</source>
        <translation>在场景 %1 下未定价：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an effective price of $%1 per useful GPU-hour cannot be compared</source>
        <translation>每有效 GPU 小时 $%1 的实际价格无法比较</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the calculator gave no result</source>
        <translation>计算器没有给出结果</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unpriced under %1: $%2 per useful GPU-hour, but no other priced provider to compare with</source>
        <translation>在场景 %1 下未定价：每有效 GPU 小时 $%2，但没有其他已定价的提供商可供比较</translation>
    </message>
</context>
<context>
    <name>ClusterDeploy</name>
    <message>
        <location filename="../core/cluster/ClusterDeploy.cpp" line="+51"/>
        <source>shared: the login node&apos;s bundle was seen on %1 earlier in this session</source>
        <translation>共享：本次会话中先前已在 %1 上看到登录节点的探针包</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>not checked: %1; the job&apos;s tasks use the login node&apos;s copy</source>
        <translation>未检查：%1；作业的任务使用登录节点上的副本</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>not checked: no node could be reached now (%1); the job&apos;s tasks use the login node&apos;s copy</source>
        <translation>未检查：当前无法访问任何节点（%1）；作业的任务使用登录节点上的副本</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>shared: the login node&apos;s bundle is visible on %1 of %2 nodes</source>
        <translation>共享：%2 个节点中有 %1 个可见登录节点的探针包</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not shared: %1 cannot see the bundle; copying it to each node</source>
        <translation>未共享：%1 看不到探针包；正在复制到每个节点</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The probes could not be copied to %1</source>
        <translation>无法将探针复制到 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per node: copied to %1 of %2 nodes (%3 saw the login node&apos;s copy)</source>
        <translation>按节点：已复制到 %2 个节点中的 %1 个（%3 个可见登录节点的副本）</translation>
    </message>
</context>
<context>
    <name>ClusterJobKind</name>
    <message>
        <location filename="../core/domain/ClusterJobRecord.cpp" line="+11"/>
        <source>cross-node audit</source>
        <translation>跨节点审计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collective (tb-coll)</source>
        <translation>集合通信（tb-coll）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collective (nccl-tests)</source>
        <translation>集合通信（nccl-tests）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recipe</source>
        <translation>测试方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node pair</source>
        <translation>节点对</translation>
    </message>
</context>
<context>
    <name>ClusterJobOwnership</name>
    <message>
        <location filename="../core/store/ClusterJobOwnership.cpp" line="+23"/>
        <source>The job&apos;s owner could not be recorded.</source>
        <translation>无法记录作业的所有者。</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+41"/>
        <source>The cluster jobs could not be read.</source>
        <translation>无法读取集群作业。</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The process watching this job ended without ending it; the next connection to the cluster cancels it with scancel.</source>
        <translation>监视此作业的进程在结束前未终止该作业；下次连接集群时将用 scancel 取消它。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The process submitting this job ended before the scheduler took it.</source>
        <translation>提交此作业的进程在调度器接收之前就结束了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An abandoned cluster job could not be marked interrupted.</source>
        <translation>无法将被遗弃的集群作业标记为已中断。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The cluster job could not be marked for cancelling.</source>
        <translation>无法将集群作业标记为待取消。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the next connection to the cluster cancels it with scancel.</source>
        <translation>下次连接集群时将用 scancel 取消它。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cancelled with scancel at the next connection to the cluster.</source>
        <translation>已在下次连接集群时用 scancel 取消。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancelled with scancel at the next connection to the cluster.</source>
        <translation>已在下次连接集群时用 scancel 取消。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cluster job could not be updated.</source>
        <translation>无法更新集群作业。</translation>
    </message>
</context>
<context>
    <name>ClusterJobRunner</name>
    <message>
        <location filename="../core/cluster/ClusterJobRunner.cpp" line="+51"/>
        <source>Job %1, left by a process that ended, could not be cancelled yet: %2</source>
        <translation>作业 %1 由已结束的进程遗留，暂时无法取消：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Job %1 was cancelled, but the database could not record it: %2</source>
        <translation>作业 %1 已取消，但数据库无法记录：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cancelled job %1, left in the queue: %2</source>
        <translation>已取消作业 %1，仍留在队列中：%2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The connection to the login node was lost (%1); connecting again (try %2 of %3)</source>
        <translation>与登录节点的连接已断开（%1）；正在重新连接（第 %2 次，共 %3 次）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connected again; watching on</source>
        <translation>已重新连接；继续监视</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not connect again: %1</source>
        <translation>无法重新连接：%1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cancelled before the job was submitted</source>
        <translation>已在作业提交前取消</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Cancelled by the analyst</source>
        <translation>已由分析师取消</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The job could not be watched: %1</source>
        <translation>无法监视作业：%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>no reason given</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job %1 was still pending after %2 s (%3); cancelled at its deadline</source>
        <translation>作业 %1 在 %2 秒后仍在排队（%3）；已在截止时间取消</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Job %1 wrote no output for %2 s; cancelled as hung</source>
        <translation>作业 %1 在 %2 秒内没有任何输出；视为挂起已取消</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>What the scheduler kept of the job could not be removed: %1</source>
        <translation>无法删除调度器中该作业的残留对象：%1</translation>
    </message>
</context>
<context>
    <name>ClusterJobWatch</name>
    <message>
        <location filename="../core/cluster/ClusterJobWatch.cpp" line="+362"/>
        <source>node %1 failed (%2)</source>
        <translation>节点 %1 失败（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rank %1 failed</source>
        <translation>rank %1 失败</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rank %1 on %2 failed</source>
        <translation>%2 上的 rank %1 失败</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 on %2: %3</source>
        <translation>%2 上的 %1：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ranks %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no result from node %1</source>
        <translation>节点 %1 没有结果</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>ranks there: %1</source>
        <translation>该处的 rank：%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Rank 0 printed no protocol line of the probe, so the run has no result.</source>
        <translation>0 号进程未输出探针的协议行，因此本次运行没有结果。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The job ended early: %1</source>
        <translation>作业提前结束：%1</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Job %1 ended %2</source>
        <translation>作业 %1 结束：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>without a final state</source>
        <translation>无最终状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job %1 reached its time limit</source>
        <translation>作业 %1 已达到时间限制</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 with exit code %2</source>
        <translation>%1，退出码 %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>no result from node %1: it was allocated to job %2 but its program reported nothing (it wrote only: %3)</source>
        <translation>节点 %1 没有结果：它已分配给作业 %2，但其程序未报告任何内容（只输出了：%3）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no result from node %1: it was allocated to job %2 but wrote nothing</source>
        <translation>节点 %1 没有结果：它已分配给作业 %2，但没有任何输出</translation>
    </message>
    <message>
        <location line="+22"/>
        <source> (the finding for %1 could not be stored: %2)</source>
        <translation>（无法保存 %1 的发现项：%2）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The connection was lost while job %1 ran and could not be made again (%2); the next connection to the cluster cancels it with scancel.</source>
        <translation>作业 %1 运行期间连接断开且无法重新建立（%2）；下次连接集群时将用 scancel 取消它。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The database could not record this (%1): cancel job %2 by hand.</source>
        <translation>数据库无法记录此事（%1）：请手动取消作业 %2。</translation>
    </message>
</context>
<context>
    <name>ClusterLauncher</name>
    <message>
        <location filename="../core/launch/ClusterLauncher.cpp" line="+13"/>
        <source>This scheduler is reached through its login node, and no connection to it is open</source>
        <translation>此调度器需通过其登录节点访问，但当前没有打开的连接</translation>
    </message>
</context>
<context>
    <name>ClusterOperations</name>
    <message>
        <location filename="../core/cluster/ClusterOperations.cpp" line="+385"/>
        <source>Job %1 was cancelled, but the database could not record it: %2</source>
        <translation>作业 %1 已取消，但数据库无法记录：%2</translation>
    </message>
    <message>
        <location line="-293"/>
        <source>partition %1 is %2</source>
        <translation>分区 %1 状态为 %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No node of the partition can take a job now</source>
        <translation>分区中当前没有节点可以接收作业</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>The nccl-tests output could not be read: %1</source>
        <translation>无法读取 nccl-tests 输出：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pairwise runs need at least two nodes</source>
        <translation>成对运行至少需要两个节点</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Round of %n pair(s)</source>
        <translation>
            <numerusform>%n 个节点对的一轮</numerusform>
        </translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Cancelled by the analyst from the cluster view</source>
        <translation>已由分析师从集群视图取消</translation>
    </message>
</context>
<context>
    <name>ClusterQueries</name>
    <message>
        <location filename="../core/cluster/ClusterQueries.cpp" line="+78"/>
        <source>%1 has no cluster called %2</source>
        <translation>%1 没有名为 %2 的集群</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No cross-node audit yet</source>
        <translation>尚无跨节点审计</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No scheduler audit yet</source>
        <translation>尚无调度器审计</translation>
    </message>
</context>
<context>
    <name>ClusterRepository</name>
    <message>
        <location filename="../core/store/ClusterRepository.cpp" line="+163"/>
        <location line="+26"/>
        <source>The cluster could not be saved.</source>
        <translation>无法保存集群。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No such cluster</source>
        <translation>没有此集群</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The node is not a cluster&apos;s login node</source>
        <translation>该节点不是某个集群的登录节点</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+16"/>
        <source>The job could not be recorded.</source>
        <translation>无法记录作业。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No such job</source>
        <translation>没有此作业</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The job&apos;s run could not be recorded.</source>
        <translation>无法记录作业的运行。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The job&apos;s runs could not be read.</source>
        <translation>无法读取作业的运行。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The job&apos;s findings could not be read.</source>
        <translation>无法读取作业的发现项。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The command output could not be kept.</source>
        <translation>无法保留命令输出。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No such command output</source>
        <translation>没有此命令输出</translation>
    </message>
</context>
<context>
    <name>ClusterWorkflow</name>
    <message>
        <location filename="../core/usecase/ClusterWorkflow.cpp" line="+28"/>
        <source>%1: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, starting with a letter, digit or &apos;_&apos; (a Slurm name, not an option)</source>
        <translation>%1：字母、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;，以字母、数字或 &apos;_&apos; 开头（Slurm 名称，而非选项）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>QoS</source>
        <translation>QoS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reservation</source>
        <translation>预留</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time limit: between 1 minute and 7 days</source>
        <translation>时间限制：介于 1 分钟到 7 天之间</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deadlines cannot be negative</source>
        <translation>截止时间不能为负</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Container image: no line breaks or control characters</source>
        <translation>容器镜像：不能包含换行或控制字符</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Environment: %1 is not a variable name (letters, digits, &apos;_&apos;)</source>
        <translation>环境：%1 不是变量名（字母、数字、&apos;_&apos;）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Environment: %1 holds a NUL character</source>
        <translation>环境：%1 含有 NUL 字符</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Login host</source>
        <translation>登录主机</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jump host</source>
        <translation>跳板机</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: &quot;%2&quot; is an option, not a name</source>
        <translation>%1：&quot;%2&quot; 是选项，不是名称</translation>
    </message>
</context>
<context>
    <name>CmaxAgreement</name>
    <message>
        <location filename="../core/run/CmaxAgreement.cpp" line="+94"/>
        <source>%1: cmax %2 (%3), Tierbench %4 (%5)</source>
        <translation>%1：cmax %2（%3），Tierbench %4（%5）</translation>
    </message>
</context>
<context>
    <name>CmaxAuditParser</name>
    <message>
        <location filename="../core/import/CmaxAuditParser.cpp" line="+169"/>
        <source>%1 failed, %2 warnings, %3 passed, %4 skipped</source>
        <translation>%1 项未通过，%2 项警告，%3 项通过，%4 项跳过</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the report has no closing count line</source>
        <translation>报告没有结尾的计数行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the report counts %1 checks, %2 were read</source>
        <translation>报告统计了 %1 项检查，读取了 %2 项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lines were longer than the line limit</source>
        <translation>%1 行超过行长度上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 checks past %2 were not kept</source>
        <translation>超出 %2 项上限的 %1 项检查未保留</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The report has no &quot;# ClusterMAX ... audit report&quot; title; read by its check blocks.</source>
        <translation>报告没有“# ClusterMAX ... audit report”标题；已按其检查块读取。</translation>
    </message>
</context>
<context>
    <name>CollectiveOperation</name>
    <message>
        <location filename="../core/import/CollectiveOperation.cpp" line="+107"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation>未知的集合通信 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The input names the collective %1; it cannot be set to %2.</source>
        <translation>输入指定的集合通信为 %1；不能设为 %2。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>busbw/algbw in the rows is %1, but %2 over %3 ranks gives %4: the rows may come from another collective.</source>
        <translation>各行中的 busbw/algbw 为 %1，但 %2 在 %3 个 rank 上应为 %4：这些行可能来自另一种集合通信。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>busbw/algbw in the rows is %1, but %2 has busbw = algbw: the rows may come from another collective.</source>
        <translation>各行中的 busbw/algbw 为 %1，但 %2 的 busbw = algbw：这些行可能来自另一种集合通信。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rank count (%1) follows from busbw/algbw = %2 for %3.</source>
        <translation>rank 数（%1）由 %3 的 busbw/algbw = %2 推得。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>busbw/algbw in the rows (%1) fits no rank count of %2: the rows may come from another collective.</source>
        <translation>各行中的 busbw/algbw（%1）与 %2 的任何 rank 数都不符：这些行可能来自另一种集合通信。</translation>
    </message>
</context>
<context>
    <name>ConflictGate</name>
    <message>
        <location filename="../core/trust/ConflictGate.cpp" line="+19"/>
        <source>The conflict-of-interest register could not be read, so nothing was started: %1</source>
        <translation>无法读取利益冲突登记册，因此未启动任何操作：%1</translation>
    </message>
</context>
<context>
    <name>ConflictWarning</name>
    <message>
        <location filename="../ui/trust/ConflictWarning.cpp" line="+35"/>
        <location line="+10"/>
        <source>Conflict of interest</source>
        <translation>利益冲突</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go ahead, disclosed</source>
        <translation>继续（已披露）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>Conflicts</name>
    <message>
        <location filename="../core/trust/Conflicts.cpp" line="+62"/>
        <source>%1: %2 with %3 since %4</source>
        <translation>%1：自 %4 起与 %3 存在%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 with %3 from %4 to %5</source>
        <translation>%1：与 %3 存在%2（%4 至 %5）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>consulting</source>
        <translation>咨询关系</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>investment</source>
        <translation>投资关系</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>employment</source>
        <translation>雇佣关系</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other relationship</source>
        <translation>其他关系</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A conflict needs the reviewer&apos;s name (and a shorter note).</source>
        <translation>利益冲突需要填写评审人姓名（备注请更短些）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The start date must be YYYY-MM-DD, not &quot;%1&quot;.</source>
        <translation>开始日期必须为 YYYY-MM-DD，而不是“%1”。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The end date must be YYYY-MM-DD and not before the start, not &quot;%1&quot;.</source>
        <translation>结束日期必须为 YYYY-MM-DD 且不早于开始日期，而不是“%1”。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not record the conflict of interest.</source>
        <translation>无法记录该利益冲突。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no conflict %1 in the register.</source>
        <translation>登记簿中没有利益冲突 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The end date must be YYYY-MM-DD and not before %1, not &quot;%2&quot;.</source>
        <translation>结束日期必须为 YYYY-MM-DD 且不早于 %1，而不是“%2”。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not end the conflict.</source>
        <translation>无法结束该利益冲突。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Someone changed this entry of the register meanwhile.</source>
        <translation>此登记簿条目已被他人同时更改。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not read the conflict-of-interest register.</source>
        <translation>无法读取利益冲突登记簿。</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The reviewer has a current relationship with this provider:
%1
It will be disclosed in the review and marked on the tier board.</source>
        <translation>评审人与该提供商存在当前关系：
%1
该关系将在评审报告中披露，并在等级榜上标注。</translation>
    </message>
</context>
<context>
    <name>ConnectionCheck</name>
    <message>
        <location filename="../core/store/ConnectionCheck.cpp" line="+71"/>
        <source>Only a team database on a server can be tested.</source>
        <translation>只能测试服务器上的团队数据库。</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The address is not valid. Check the fields; a password goes in the password field, never in the address.</source>
        <translation>地址无效。请检查各字段；密码应填在密码字段中，绝不能写在地址里。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt&apos;s PostgreSQL driver is missing. Install the package libqt6sql6-psql.</source>
        <translation>缺少 Qt 的 PostgreSQL 驱动。请安装软件包 libqt6sql6-psql。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server asks for a password. Type it in the password field; tick &quot;Remember&quot; to keep it in the system keychain.</source>
        <translation>服务器要求输入密码。请在密码字段中输入；勾选“记住”可将其保存在系统钥匙串中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server refused the password for this user. Check the user name and type the password again.</source>
        <translation>服务器拒绝了该用户的密码。请检查用户名并重新输入密码。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server has no database of that name. Check the name, or ask the team&apos;s administrator to create it.</source>
        <translation>服务器上没有该名称的数据库。请检查名称，或请团队管理员创建它。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No server answered at that host and port. Check both, and that the server is running and reachable from here.</source>
        <translation>该主机和端口上没有服务器响应。请检查两者，并确认服务器正在运行且可从此处访问。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The encrypted connection failed: the server&apos;s certificate did not verify against the CA file, or the server does not offer TLS. Check the TLS mode and the CA file.</source>
        <translation>加密连接失败：服务器的证书未能通过 CA 文件验证，或服务器不提供 TLS。请检查 TLS 模式和 CA 文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server&apos;s PostgreSQL is too old. Tierbench needs PostgreSQL 11 or newer.</source>
        <translation>服务器的 PostgreSQL 版本过旧。Tierbench 需要 PostgreSQL 11 或更高版本。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A newer Tierbench has written this database. Update Tierbench before connecting.</source>
        <translation>此数据库由更新版本的 Tierbench 写入。请先更新 Tierbench 再连接。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection failed for the reason below.</source>
        <translation>连接因以下原因失败。</translation>
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
        <translation>实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interview</source>
        <translation>访谈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
</context>
<context>
    <name>CostInput</name>
    <message>
        <location filename="../core/cost/CostInput.cpp" line="+11"/>
        <source>GPU price</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>the provider&apos;s price record</source>
        <translation>提供商的价格记录</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Orchestration premium</source>
        <translation>编排溢价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: +10% for a managed hyperscaler stack in the RL scenario</source>
        <translation>SemiAnalysis TCO 文章：RL 场景中超大规模云厂商的托管技术栈 +10%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs in the cluster</source>
        <translation>集群中的 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <location line="+8"/>
        <location line="+6"/>
        <location line="+39"/>
        <source>the scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an HGX node</source>
        <translation>一个 HGX 节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average job size</source>
        <translation>平均作业规模</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blast radius</source>
        <translation>故障影响范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SemiAnalysis TCO article: 8-way HGX, 64-way in NVL72</source>
        <translation>SemiAnalysis TCO 文章：HGX 为 8 个，NVL72 为 64 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot storage</source>
        <translation>热存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the scenario (survey range 2-25 TB per GPU)</source>
        <translation>场景（调研范围为每 GPU 2–25 TB）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot storage price</source>
        <translation>热存储价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <location line="+2"/>
        <location line="+6"/>
        <source>the provider&apos;s price record; 0 when bundled</source>
        <translation>提供商的价格记录；已捆绑时为 0</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Cold storage</source>
        <translation>冷存储</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cold storage price</source>
        <translation>冷存储价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Front-end network</source>
        <translation>前端网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Egress volume</source>
        <translation>出站流量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Egress price</source>
        <translation>出站流量价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control plane</source>
        <translation>控制平面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support uplift</source>
        <translation>支持费用加成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: AWS 10% of the bill, stepping down to 3%</source>
        <translation>SemiAnalysis TCO 文章：AWS 为账单的 10%，逐级降至 3%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-level MTBF</source>
        <translation>GPU 级 MTBF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article calculator defaults (interviews and testing)</source>
        <translation>SemiAnalysis TCO 文章计算器的默认值（访谈和测试）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to identify a failure</source>
        <translation>识别故障的时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+2"/>
        <source>SemiAnalysis TCO article calculator defaults</source>
        <translation>SemiAnalysis TCO 文章计算器的默认值</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Time to repair or replace a node</source>
        <translation>修复或更换节点的时间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Job start-up time</source>
        <translation>作业启动时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: 1 h async checkpoints (RL scenario); Young/Daly offered</source>
        <translation>SemiAnalysis TCO 文章：每 1 小时异步检查点（RL 场景）；可选 Young/Daly</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint save time (blocking)</source>
        <translation>检查点保存时间（阻塞）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assumed; feeds the Young/Daly interval only</source>
        <translation>假设值；仅用于 Young/Daly 间隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failover time to a hot spare</source>
        <translation>切换到热备的时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived: the value that reproduces the article&apos;s 6.14% (Gold pretrain)</source>
        <translation>推导值：可复现文章中 6.14%（Gold 预训练）的数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fault-tolerance overhead</source>
        <translation>容错开销</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: HyperPod Checkpointless 5% performance/memory overhead</source>
        <translation>SemiAnalysis TCO 文章：HyperPod Checkpointless 带来 5% 的性能/内存开销</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Idle spare GPUs</source>
        <translation>闲置备用 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: 32 idle GPUs (4 nodes) for TorchPass in the pretrain case</source>
        <translation>SemiAnalysis TCO 文章：预训练情形下为 TorchPass 预留 32 个空闲 GPU（4 个节点）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engineer cost</source>
        <translation>工程师成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SemiAnalysis TCO article: $200k a year</source>
        <translation>SemiAnalysis TCO 文章：每年 $200k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set-up engineering</source>
        <translation>部署工程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set-up cluster time (paid)</source>
        <translation>部署期集群时间（计费）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: hyperscaler paid POC of 1 month (pretrain), 2 weeks (RL)</source>
        <translation>SemiAnalysis TCO 文章：超大规模云厂商的付费 POC 为 1 个月（预训练）、2 周（RL）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debugging engineering per month</source>
        <translation>每月调试工程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: 1 week a month of 2 engineers (hyperscaler pretrain)</source>
        <translation>SemiAnalysis TCO 文章：每月 2 名工程师投入 1 周（超大规模云厂商预训练）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract term</source>
        <translation>合同期限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SemiAnalysis TCO article: 3-year TCO; set-up amortised over the term</source>
        <translation>SemiAnalysis TCO 文章：3 年 TCO；部署成本在合同期内摊销</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>published</source>
        <translation>已公布</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived</source>
        <translation>推算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assumed</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>user-supplied</source>
        <translation>用户提供</translation>
    </message>
</context>
<context>
    <name>CostInputs</name>
    <message>
        <location filename="../core/cost/CostInputs.cpp" line="+64"/>
        <source>%1 is not a cost input.</source>
        <translation>%1 不是成本输入项。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a number.</source>
        <translation>%1 不是数字。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be negative (%2 %3).</source>
        <translation>%1 不能为负（%2 %3）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is measured in %2, not %3.</source>
        <translation>%1 的单位是 %2，而不是 %3。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A per-node figure needs the GPUs per node, which is not set.</source>
        <translation>按节点计的数据需要每节点 GPU 数，但未设置。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>checkpoint-restart, waiting for the repair (cold)</source>
        <translation>检查点重启，等待修复（冷）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checkpoint-restart on a spare (hot)</source>
        <translation>在备用节点上检查点重启（热）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fault tolerant (the job keeps running)</source>
        <translation>容错（作业持续运行）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>price record</source>
        <translation>价格记录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entered</source>
        <translation>已输入</translation>
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
        <translation>存储</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Networking</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control plane</source>
        <translation>控制平面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support</source>
        <translation>支持</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput expense</source>
        <translation>有效产出损失</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set-up</source>
        <translation>部署</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debugging</source>
        <translation>调试</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 is missing: enter it (%2) before the cost can be computed.</source>
        <translation>缺少 %1：请先输入（%2）才能计算成本。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be a number of zero or more.</source>
        <translation>%1 必须是零或更大的数字。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The cluster needs at least one GPU.</source>
        <translation>集群至少需要一个 GPU。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The average job needs at least one GPU.</source>
        <translation>平均作业至少需要一个 GPU。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The average job (%1 GPUs) is larger than the cluster (%2 GPUs).</source>
        <translation>平均作业（%1 个 GPU）大于集群（%2 个 GPU）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The blast radius (%1 GPUs) is larger than the cluster (%2 GPUs).</source>
        <translation>故障影响范围（%1 个 GPU）大于集群（%2 个 GPU）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MTBF must be more than zero GPU-hours: with zero, every hour is a failure.</source>
        <translation>MTBF 必须大于零 GPU 小时：若为零，每小时都是故障。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The contract term must be more than zero months: set-up is spread over it.</source>
        <translation>合同期限必须大于零个月：部署成本要分摊到其中。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Failures, spares and overheads take %1% of the cluster&apos;s time: no useful GPU-hours are left. Check the MTBF and the recovery times.</source>
        <translation>故障、备用和开销占用了集群 %1% 的时间：没有剩余的有效 GPU 小时。请检查 MTBF 和恢复时间。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The inputs give a cost too large to be real: check the prices and quantities.</source>
        <translation>根据输入算出的成本大得不切实际：请检查价格和数量。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is used but has no price: enter it, or record it as bundled.</source>
        <translation>%1 已使用但没有价格：请输入价格，或记录为已捆绑。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hot storage</source>
        <translation>热存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cold storage</source>
        <translation>冷存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress</source>
        <translation>出站流量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GPU price is zero.</source>
        <translation>GPU 价格为零。</translation>
    </message>
</context>
<context>
    <name>CostScenario</name>
    <message>
        <location filename="../core/cost/CostScenario.cpp" line="+44"/>
        <source>Large LLM pretraining</source>
        <translation>大型 LLM 预训练</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>5,184 GPUs, one job of 4,096, blast radius 64 (NVL72), 500 TB hot and 10 PB cold storage; Gold recovers with TorchPass on 32 idle spares, the hyperscaler with Checkpointless (5% overhead), Silver by checkpoint-restart on hot spares.</source>
        <translation>5,184 个 GPU，一个 4,096 GPU 的作业，故障影响范围 64（NVL72），500 TB 热存储和 10 PB 冷存储；黄金级用 TorchPass 在 32 个闲置备用 GPU 上恢复，超大规模云厂商用 Checkpointless（5% 开销），白银级在热备上检查点重启。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Research (multimodal RL)</source>
        <translation>研究（多模态 RL）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2,048 GPUs in jobs of 64, no fault tolerance, checkpoints every hour, 25 PB hot storage; the hyperscaler adds a 10% orchestration premium; hyperscaler and Silver need a two-week POC and a week a month of one engineer.</source>
        <translation>2,048 个 GPU，作业规模 64，无容错，每小时一个检查点，25 PB 热存储；超大规模云厂商加收 10% 编排溢价；超大规模云厂商和白银级需要两周的 POC，以及每月一名工程师一周的工作量。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Inference endpoints</source>
        <translation>推理端点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>512 GPUs serving single-node (8-GPU) replicas behind a load balancer, so a failure costs only its node; Silver repairs a node in 8 hours.</source>
        <translation>512 个 GPU 在负载均衡器后运行单节点（8 GPU）副本，因此一次故障只损失其所在节点；白银级在 8 小时内修复一个节点。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A scenario needs a &quot;key&quot;.</source>
        <translation>场景需要 &quot;key&quot;。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown recovery &quot;%1&quot;: use checkpoint_cold, checkpoint_hot or fault_tolerant.</source>
        <translation>未知的恢复方式 &quot;%1&quot;：请使用 checkpoint_cold、checkpoint_hot 或 fault_tolerant。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a cost input.</source>
        <translation>%1 不是成本输入项。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs a numeric &quot;value&quot;.</source>
        <translation>%1 需要数值 &quot;value&quot;。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown unit &quot;%1&quot; for %2.</source>
        <translation>%2 的单位 &quot;%1&quot; 未知。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 needs a number.</source>
        <translation>%1 需要一个数字。</translation>
    </message>
</context>
<context>
    <name>CostUnit</name>
    <message>
        <location filename="../core/cost/CostInput.cpp" line="-80"/>
        <source>USD/GPU-h</source>
        <translation>美元/GPU 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/node-h</source>
        <translation>美元/节点小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/h</source>
        <translation>美元/小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/TB-month</source>
        <translation>美元/TB·月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/GB-month</source>
        <translation>美元/GB·月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/TB</source>
        <translation>美元/TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/year</source>
        <translation>美元/年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d</source>
        <translation>天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-h</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node</source>
        <translation>节点</translation>
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
        <translation>比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>month</source>
        <translation>月</translation>
    </message>
</context>
<context>
    <name>CsvCell</name>
    <message>
        <location filename="../core/domain/CsvCell.cpp" line="+66"/>
        <source>%1 holds a NUL character (byte %2), which no text cell can hold; nothing was imported.</source>
        <translation>%1 含有 NUL 字符（第 %2 字节），文本单元格无法容纳；未导入任何内容。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not UTF-8 text (it looks like %2): save it as UTF-8 and import it again; nothing was imported.</source>
        <translation>%1 不是 UTF-8 文本（看起来是 %2）：请另存为 UTF-8 后重新导入；未导入任何内容。</translation>
    </message>
</context>
<context>
    <name>DatabaseCopy</name>
    <message>
        <location filename="../core/store/DatabaseCopy.cpp" line="+57"/>
        <source>The table %1 has no key to copy it by.</source>
        <translation>表 %1 没有可据以复制的键。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the table %1</source>
        <translation>无法读取表 %1</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+97"/>
        <location line="+33"/>
        <source>Could not write the table %1</source>
        <translation>无法写入表 %1</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>The column %1 of the table %2 holds a NUL character, which PostgreSQL does not keep in text; nothing was copied. Remove it in the source and copy again.</source>
        <translation>表 %2 的列 %1 含有 NUL 字符,PostgreSQL 不在文本中保存它;未复制任何内容。请在源中删除它后再复制。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The value %1 of the column %2 is not of its type %3.</source>
        <translation>列 %2 的值 %1 不属于其类型 %3。</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Could not continue the ids of %1</source>
        <translation>无法让 %1 的 ID 接续编号</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not count the rows of %1</source>
        <translation>无法统计 %1 的行数</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The source and the destination are the same database.</source>
        <translation>源和目标是同一个数据库。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The two databases do not have the same tables; open both with this Tierbench first.</source>
        <translation>两个数据库的表不相同；请先用此版本的 Tierbench 分别打开两者。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The destination %1 already holds data (table %2): a copy goes into a new, empty database only.</source>
        <translation>目标 %1 中已有数据（表 %2）：只能复制到新的空数据库中。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not empty the table %1</source>
        <translation>无法清空表 %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The source&apos;s table %1 lacks the column %2.</source>
        <translation>源数据库的表 %1 缺少列 %2。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The copy of the table %1 differs from its source; nothing was written.</source>
        <translation>表 %1 的副本与源不一致；未写入任何内容。</translation>
    </message>
</context>
<context>
    <name>DatabaseLocation</name>
    <message>
        <location filename="../core/store/DatabaseLocation.cpp" line="+104"/>
        <source>The database address is not valid: %1</source>
        <translation>数据库地址无效：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No database given.</source>
        <translation>未指定数据库。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a service name is letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation>服务名由字母、数字、&apos;.&apos;、&apos;_&apos; 或 &apos;-&apos; 组成</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+28"/>
        <source>it contains a password; put the password in ~/.pgpass (or the file PGPASSFILE names) instead, where libpq finds it</source>
        <translation>其中含有密码；请改将密码放入 ~/.pgpass（或 PGPASSFILE 指定的文件），libpq 会在那里找到它</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>the path after the host is one database name</source>
        <translation>主机之后的路径是一个数据库名</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>connection option names are plain words, not percent-encoded</source>
        <translation>连接选项名称应为普通单词，不能使用百分号编码</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown connection option &apos;%1&apos;</source>
        <translation>未知的连接选项 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sslmode must be one of %1</source>
        <translation>sslmode 必须是 %1 之一</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the port must be a number from 1 to 65535</source>
        <translation>端口必须是 1 到 65535 之间的数字</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no database name (postgresql://user@host:port/DATABASE)</source>
        <translation>没有数据库名（postgresql://user@host:port/DATABASE）</translation>
    </message>
</context>
<context>
    <name>DcgmDiagJsonParser</name>
    <message>
        <location filename="../core/import/SystemJsonParsers.cpp" line="+121"/>
        <source>Not valid JSON: %1 in a test category.</source>
        <translation>不是有效的 JSON：测试类别中的 %1。</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+9"/>
        <source>Not a JSON object: %1 at offset %2.</source>
        <translation>不是 JSON 对象：偏移 %2 处的 %1。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No &quot;test_categories&quot; in the JSON.</source>
        <translation>JSON 中没有 &quot;test_categories&quot;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The diagnostic JSON lists no tests.</source>
        <translation>诊断 JSON 未列出任何测试。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the first %1 tests were read; %2 more were not.</source>
        <translation>只读取了前 %1 项测试；另有 %2 项未读取。</translation>
    </message>
</context>
<context>
    <name>DcgmDiagResults</name>
    <message>
        <location filename="../core/import/DcgmDiagResults.cpp" line="+137"/>
        <source>%1 on GPU %2</source>
        <translation>GPU %2 上的 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No test verdict was read: the output ends before the first test.</source>
        <translation>未读取到任何测试结论：输出在第一个测试之前就结束了。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Failed: %1. </source>
        <translation>失败：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warnings: %1. </source>
        <translation>警告：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 tests passed.</source>
        <translation>%2 项测试中 %1 项通过。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 tests passed, %3 skipped.</source>
        <translation>%2 项测试中 %1 项通过，%3 项跳过。</translation>
    </message>
</context>
<context>
    <name>DcgmiDiagParser</name>
    <message>
        <location filename="../core/import/DcgmiDiagParser.cpp" line="+58"/>
        <source>dcgmi reported an error: %1</source>
        <translation>dcgmi 报告错误：%1</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>The diagnostic table has no test rows: the output is cut short.</source>
        <translation>诊断表中没有测试行：输出被截断。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is not closed: the output may be cut short, later tests missing.</source>
        <translation>表格未闭合：输出可能被截断，缺少后面的测试。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the table has no closing rule, so later tests may be missing</source>
        <translation>表格没有结束线，后面的测试可能缺失</translation>
    </message>
</context>
<context>
    <name>DeliveryExplanation</name>
    <message>
        <location filename="../core/rating/DeliveryExplanation.cpp" line="+14"/>
        <source>Handover: received %1 (when it was asked for is not recorded).</source>
        <translation>交付：于 %1 到位（未记录何时申请）。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Handover: requested %1, not handed over yet: %n day(s) so far.</source>
        <translation>
            <numerusform>交付：于 %1 申请，尚未交付：至今已 %n 天。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Handover: requested %1, not handed over yet.</source>
        <translation>交付：于 %1 申请，尚未交付。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handover: requested %1, received %2: on time.</source>
        <translation>交付：于 %1 申请，于 %2 到位：按时。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Late handover: requested %1, received %2: %n day(s) late.</source>
        <translation>
            <numerusform>交付延迟：于 %1 申请，于 %2 到位：晚了 %n 天。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no date promised</source>
        <translation>未承诺日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promised for %1, date passed</source>
        <translation>承诺于 %1，已过期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promised for %1</source>
        <translation>承诺于 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>verdict %1, counted</source>
        <translation>判定 %1，已计入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>n/a, left out of the score</source>
        <translation>不适用，不计入得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict %1, not counted</source>
        <translation>判定 %1，未计入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned, not generally available: %1 (%2; %3).</source>
        <translation>计划中，尚未正式可用：%1（%2；%3）。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n planned feature(s), not generally available</source>
        <translation>
            <numerusform>%n 项计划中的功能，尚未正式可用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; %n past the promised date.</source>
        <translation>
            <numerusform>；其中 %n 项已超过承诺日期。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n planned feature(s), not generally available.</source>
        <translation>
            <numerusform>%n 项计划中的功能，尚未正式可用。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DemoDatabase</name>
    <message>
        <location filename="../core/demo/DemoDatabase.cpp" line="+34"/>
        <source>The demo data is missing from this build.</source>
        <translation>此构建中缺少演示数据。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+20"/>
        <location line="+25"/>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+49"/>
        <source>The demo data of this build is damaged.</source>
        <translation>此构建的演示数据已损坏。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>illustrative demo sweep (not a measurement)</source>
        <translation>示意性演示扫描（非测量）</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>The demo database could not be written.</source>
        <translation>无法写入演示数据库。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The demo database could not be put in place.</source>
        <translation>无法放置演示数据库。</translation>
    </message>
</context>
<context>
    <name>DeployPlan</name>
    <message>
        <location filename="../core/run/NodeFacts.cpp" line="+89"/>
        <source>no prebuilt bundle is configured</source>
        <translation>未配置预编译探针包</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the node is %1, the prebuilt bundle %2</source>
        <translation>节点为 %1，预编译探针包为 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the node&apos;s C library is not glibc or unknown</source>
        <translation>节点的 C 库不是 glibc 或未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the node has glibc %1.%2, prebuilt binaries need 2.34</source>
        <translation>节点的 glibc 为 %1.%2，预编译程序需要 2.34</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>driver %1 is older than 580, which CUDA 13 probes need</source>
        <translation>驱动 %1 低于 580，CUDA 13 探针需要 580 以上</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>prebuilt bundle fits (glibc %1.%2)</source>
        <translation>预编译探针包适用（glibc %1.%2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, CUDA probes with the node&apos;s nvcc</source>
        <translation>，CUDA 探针使用节点的 nvcc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, without CUDA probes (no nvcc)</source>
        <translation>，不含 CUDA 探针（无 nvcc）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, HIP probes with the node&apos;s hipcc</source>
        <translation>，HIP 探针使用节点的 hipcc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, without HIP probes (no hipcc)</source>
        <translation>，不含 HIP 探针（无 hipcc）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>building the sources on the node (%1)%2</source>
        <translation>在节点上编译源码（%1）%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot deploy: %1, and the node lacks %2</source>
        <translation>无法部署：%1，且节点缺少 %2</translation>
    </message>
</context>
<context>
    <name>Deployer</name>
    <message>
        <location filename="../core/run/Deployer.cpp" line="+55"/>
        <source>bundle %1 already on the node</source>
        <translation>探针包 %1 已在节点上</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No temporary folder for the bundle archive</source>
        <translation>没有用于探针包归档的临时文件夹</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sending bundle %1 (%2 files, %3 bytes)</source>
        <translation>正在发送探针包 %1（%2 个文件，%3 字节）</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>sent and verified %1 MB in %2 s over %n channel(s)</source>
        <translation>
            <numerusform>已通过 %n 个通道发送并校验 %1 MB，用时 %2 秒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>building the probes on the node</source>
        <translation>正在节点上编译探针</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Building the probes on the node failed</source>
        <translation>在节点上编译探针失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking the bundle on the node failed</source>
        <translation>在节点上解包探针包失败</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bundle ready in %1 s</source>
        <translation>探针包已就绪，用时 %1 秒</translation>
    </message>
</context>
<context>
    <name>DisputeFile</name>
    <message>
        <location filename="../core/trust/DisputeFile.cpp" line="+23"/>
        <source>The dispute file is %1 MiB; at most %2 MiB are read.</source>
        <translation>异议文件大小为 %1 MiB；最多读取 %2 MiB。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dispute file is not a JSON object: %1 at byte %2.</source>
        <translation>异议文件不是 JSON 对象：第 %2 字节处 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file does not say &quot;format&quot;: &quot;tierbench-disputes&quot; (see docs/disputes.md).</source>
        <translation>文件中没有 &quot;format&quot;: &quot;tierbench-disputes&quot;（参见 docs/disputes.md）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dispute format version %1 is not known; this program reads version 1.</source>
        <translation>未知的异议格式版本 %1；本程序读取版本 1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; is missing</source>
        <translation>缺少“%1”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not text</source>
        <translation>“%1”不是文本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is longer than %2 characters</source>
        <translation>“%1”超过 %2 个字符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is empty</source>
        <translation>“%1”为空</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The dispute file: %1.</source>
        <translation>异议文件：%1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dispute file has no &quot;disputes&quot; list.</source>
        <translation>异议文件中没有“disputes”列表。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file holds %1 disputes; at most %2 are read.</source>
        <translation>文件包含 %1 条异议；最多读取 %2 条。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dispute %1: %2.</source>
        <translation>异议 %1：%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;requested_verdict&quot; is %1, not one of pass, partial, fail, na, unknown</source>
        <translation>“requested_verdict”为 %1，不是 pass、partial、fail、na、unknown 之一</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;evidence&quot; is not an object</source>
        <translation>“evidence”不是对象</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;attachment&quot; is not an object</source>
        <translation>“attachment”不是对象</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the attachment has no &quot;content_base64&quot;</source>
        <translation>附件没有“content_base64”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dispute %1: the attachment is larger than %2 MiB.</source>
        <translation>异议 %1：附件超过 %2 MiB。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the attachment&apos;s content is not base64</source>
        <translation>附件内容不是 base64</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the attachment %1 does not have the SHA-256 the file states (%2)</source>
        <translation>附件 %1 的 SHA-256 与文件所述（%2）不符</translation>
    </message>
</context>
<context>
    <name>DisputeRepository</name>
    <message>
        <location filename="../core/store/DisputeRepository.cpp" line="+88"/>
        <location line="+50"/>
        <source>Could not import the disputes</source>
        <translation>无法导入异议</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Could not read the disputes</source>
        <translation>无法读取异议</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read dispute %1</source>
        <translation>无法读取异议 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No dispute %1.</source>
        <translation>没有异议 %1。</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Could not record the decision on dispute %1</source>
        <translation>无法记录对异议 %1 的决定</translation>
    </message>
</context>
<context>
    <name>DisputeWorkflow</name>
    <message>
        <location filename="../core/usecase/DisputeWorkflow.cpp" line="+49"/>
        <source>The dispute file is about &quot;%1&quot;, not %2: nothing was imported.</source>
        <translation>异议文件针对的是“%1”，而不是 %2：未导入任何内容。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no evaluation to dispute.</source>
        <translation>%1 没有可提出异议的评估。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dispute %1: the evaluation&apos;s rubric has no item &quot;%2&quot;: nothing was imported.</source>
        <translation>异议 %1：评估的评分细则中没有检查项“%2”：未导入任何内容。</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Say why: a decision on a dispute needs the reasoning.</source>
        <translation>请说明理由：对异议作出决定需要给出理由。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The reasoning is longer than %1 characters.</source>
        <translation>理由超过 %1 个字符。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dispute %1 was accepted by %2 on %3; it is decided.</source>
        <translation>异议 %1 已由 %2 于 %3 接受；已作出决定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispute %1 was rejected by %2 on %3; it is decided.</source>
        <translation>异议 %1 已由 %2 于 %3 驳回；已作出决定。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dispute %1 accepted: %2</source>
        <translation>异议 %1 已接受：%2</translation>
    </message>
</context>
<context>
    <name>EngagementImport</name>
    <message>
        <location filename="../core/engagement/EngagementImport.cpp" line="+49"/>
        <source>cut and run again</source>
        <translation>被中断并重新运行</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>past its deadline of %n minute(s)</source>
        <translation>
            <numerusform>超过 %n 分钟的期限</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cut twice; not run a third time</source>
        <translation>两次被中断；不再运行第三次</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unsupported on this node</source>
        <translation>此节点不支持</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>nothing to import: %1</source>
        <translation>没有可导入的内容：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the file could not be read</source>
        <translation>无法读取该文件</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>engagement %1, step %2</source>
        <translation>评估任务 %1，步骤 %2</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>engagement %1, step %2 (%3)</source>
        <translation>评估任务 %1，步骤 %2（%3）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>paused: %1 of its %2 node-hours used</source>
        <translation>已暂停：已用 %1 / %2 节点小时</translation>
    </message>
</context>
<context>
    <name>EngagementRepository</name>
    <message>
        <location filename="../core/store/EngagementRepository.cpp" line="+172"/>
        <source>Could not record the engagement</source>
        <translation>无法记录评估任务</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not record the engagement&apos;s steps</source>
        <translation>无法记录评估任务的步骤</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not read the engagement</source>
        <translation>无法读取评估任务</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no engagement %1</source>
        <translation>不存在评估任务 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+14"/>
        <source>Could not read the engagement&apos;s steps</source>
        <translation>无法读取评估任务的步骤</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no engagement step %1</source>
        <translation>不存在评估任务步骤 %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the engagements</source>
        <translation>无法读取评估任务列表</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not change the engagement&apos;s state</source>
        <translation>无法更改评估任务的状态</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Could not update the engagement&apos;s step</source>
        <translation>无法更新评估任务的步骤</translation>
    </message>
</context>
<context>
    <name>EngagementRunner</name>
    <message>
        <location filename="../core/engagement/EngagementRunner.cpp" line="+91"/>
        <source>No recipe named %1 in this Tierbench</source>
        <translation>此 Tierbench 中没有名为 %1 的配方</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Evaluation %1 is under rubric %2, the plan under %3: its runs are stored, but not attached to the %n item(s) rubric %2 lacks: %4</source>
        <translation>
            <numerusform>评估 %1 采用评分细则 %2，计划采用 %3：其运行会被保存，但不会关联到评分细则 %2 中缺少的 %n 个条目：%4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The plan&apos;s estimate of %1 node-hours is over its budget of %2: choose fewer phases</source>
        <translation>计划估算的 %1 节点小时超出其预算 %2：请选择更少的阶段</translation>
    </message>
    <message>
        <location line="+162"/>
        <source>paused by %1</source>
        <translation>由 %1 暂停</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Engagement %1 was stopped; it cannot go on</source>
        <translation>评估任务 %1 已停止，无法继续</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>skipped by %1</source>
        <translation>由 %1 跳过</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step %1 was left out when engagement %2 started (%3); start a new engagement with its phase or the consent it needs</source>
        <translation>步骤 %1 在评测任务 %2 开始时未纳入（%3）；请带上其阶段或所需的同意新建评测任务</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Engagement %1 has no step %2 that waits or runs</source>
        <translation>评估任务 %1 没有正在等待或运行的步骤 %2</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>run again at the request of %1</source>
        <translation>应 %1 的要求重新运行</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Engagement %1 has no ended step %2</source>
        <translation>评估任务 %1 没有已结束的步骤 %2</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="+21"/>
        <source>Draft</source>
        <translation>草稿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In review</source>
        <translation>审阅中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>定稿</translation>
    </message>
</context>
<context>
    <name>EvaluationRepository</name>
    <message>
        <location filename="../core/store/EvaluationRepository.cpp" line="+93"/>
        <source>Could not read the evaluation</source>
        <translation>无法读取评估</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no evaluation with this id.</source>
        <translation>没有此 ID 的评估。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Could not read the provider</source>
        <translation>无法读取提供商</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no provider with this id.</source>
        <translation>没有此 ID 的提供商。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not create the evaluation</source>
        <translation>无法创建评估</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+100"/>
        <source>Could not create the evaluation&apos;s checklist</source>
        <translation>无法创建评估的检查清单</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+52"/>
        <source>Could not save the evaluation</source>
        <translation>无法保存评估</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Could not read the evaluation&apos;s verdicts</source>
        <translation>无法读取评估的判定</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The rubric version can be changed only while no checklist item is decided; this evaluation has %n decided item(s).</source>
        <translation>
            <numerusform>只有在检查清单中没有已判定的项时才能更改评分细则版本；此评估有 %n 个已判定的项。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not replace the evaluation&apos;s checklist</source>
        <translation>无法替换评估的检查清单</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Could not delete the evaluation</source>
        <translation>无法删除评估</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not read the verdicts</source>
        <translation>无法读取判定</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not read the verdict</source>
        <translation>无法读取判定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This check item is not part of the evaluation.</source>
        <translation>此检查项不属于该评估。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Evaluation %1 is closed: its verdicts, evidence, scores and tier are read-only. Re-open it first (Edit evaluation…, status In review; or tierbench-cli evaluations edit --id %1 --status in_review).</source>
        <translation>评估 %1 已关闭：其判定、证据、得分和等级均为只读。请先重新打开（编辑评估…，状态设为审阅中；或 tierbench-cli evaluations edit --id %1 --status in_review）。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Availability must be &quot;ga&quot; (generally available) or &quot;planned&quot;.</source>
        <translation>可用性必须为 &quot;ga&quot;（正式可用）或 &quot;planned&quot;（计划中）。</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+6"/>
        <source>Could not save the verdict</source>
        <translation>无法保存判定</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the evaluation&apos;s delivery dates</source>
        <translation>无法读取评估的交付日期</translation>
    </message>
</context>
<context>
    <name>EvaluationWorkflow</name>
    <message>
        <location filename="../core/usecase/EvaluationWorkflow.cpp" line="+30"/>
        <source>Hands-on tests</source>
        <translation>动手测试</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The evaluation needs a title.</source>
        <translation>评估需要标题。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a date (YYYY-MM-DD): %2</source>
        <translation>%1 不是日期（YYYY-MM-DD）：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Testing from</source>
        <translation>测试开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Testing until</source>
        <translation>测试结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware requested</source>
        <translation>硬件申请日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware received</source>
        <translation>硬件到位日期</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The testing window ends (%1) before it starts (%2).</source>
        <translation>测试窗口的结束日期（%1）早于开始日期（%2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hardware was received (%1) before it was requested (%2).</source>
        <translation>硬件到位日期（%1）早于申请日期（%2）。</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>The evaluation was already closed on %1.</source>
        <translation>该评估已于 %1 关闭。</translation>
    </message>
</context>
<context>
    <name>EvidenceCounter</name>
    <message>
        <location filename="../core/import/EvidenceCounter.cpp" line="+72"/>
        <source>%1 reads &quot;%2&quot;, which no counter can be</source>
        <translation>%1 的值为“%2”，计数器不可能是这个值</translation>
    </message>
</context>
<context>
    <name>EvidenceRepository</name>
    <message>
        <location filename="../core/store/EvidenceRepository.cpp" line="+21"/>
        <source>Could not read the verdict</source>
        <translation>无法读取判定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The evaluation has no verdict for this check item</source>
        <translation>该评估对此检查项没有判定</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not read the finding</source>
        <translation>无法读取发现项</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The finding does not belong to run %1</source>
        <translation>该发现项不属于运行 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not attach the evidence</source>
        <translation>无法附加证据</translation>
    </message>
</context>
<context>
    <name>EvidenceWorkflow</name>
    <message>
        <location filename="../core/usecase/EvidenceWorkflow.cpp" line="+27"/>
        <source> (suggested %1)</source>
        <translation>（建议 %1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scheduler audit run %1: %2%3</source>
        <translation>调度器审计运行 %1：%2%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-node run %1: %2%3</source>
        <translation>tb-node 运行 %1：%2%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>confirmed from the scheduler audit&apos;s findings</source>
        <translation>根据调度器审计的发现项确认</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confirmed from tb-node&apos;s checks</source>
        <translation>根据 tb-node 的检查确认</translation>
    </message>
</context>
<context>
    <name>FabricJsonDocument</name>
    <message>
        <location filename="../core/import/FabricJsonDocument.cpp" line="+23"/>
        <source>The report is larger than %1 MiB; a %2 report never is, so it was not read.</source>
        <translation>报告大于 %1 MiB；%2 的报告从不会这么大，因此未读取。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not valid JSON: %1 at offset %2 (a report cut short, or not %3).</source>
        <translation>不是有效的 JSON：偏移 %2 处 %1（报告被截断，或不是 %3）。</translation>
    </message>
</context>
<context>
    <name>FactCheckExport</name>
    <message>
        <location filename="../core/report/FactCheckBundle.cpp" line="+94"/>
        <source>The bundle is signed after it is sealed.</source>
        <translation>资料包须在封存后才能签名。</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+17"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 is not empty: a bundle goes into a new or empty folder.</source>
        <translation>%1 不为空：核查包须放入新的或空的文件夹。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not create the folder for %1.</source>
        <translation>无法为 %1 创建文件夹。</translation>
    </message>
    <message>
        <location line="+92"/>
        <location line="+8"/>
        <location line="+8"/>
        <location line="+35"/>
        <source>Could not read run %1</source>
        <translation>无法读取运行 %1</translation>
    </message>
</context>
<context>
    <name>FactCheckScoring</name>
    <message>
        <location filename="../core/report/FactCheckScoring.cpp" line="+93"/>
        <source>The scoring input has no criteria or verdicts.</source>
        <translation>评分输入中没有评估维度或判定。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The scoring input gives “%1” as a verdict, which is not a verdict.</source>
        <translation>评分输入中将“%1”作为判定，但并无此判定。</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>%1 suggested score</source>
        <translation>%1 建议得分</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>weighted total</source>
        <translation>加权总分</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>suggested tier</source>
        <translation>建议等级</translation>
    </message>
</context>
<context>
    <name>FactCheckVerifier</name>
    <message>
        <location filename="../core/report/FactCheckVerifier.cpp" line="+41"/>
        <source>The bundle has no %1.</source>
        <translation>核查包中没有 %1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1 不是 JSON 对象：%2</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>No bundle at %1.</source>
        <translation>%1 处没有核查包。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is larger than a bundle may be.</source>
        <translation>%1 超出核查包允许的大小。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 holds more than a bundle may.</source>
        <translation>%1 包含的内容超出核查包的上限。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 is not a Tierbench fact-check manifest.</source>
        <translation>%1 不是 Tierbench 事实核查清单文件（manifest）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bundle is of a newer format (%1) than this program reads (%2).</source>
        <translation>核查包的格式（%1）比本程序可读取的格式（%2）更新。</translation>
    </message>
    <message>
        <location line="-165"/>
        <location line="+193"/>
        <location line="+16"/>
        <location line="+91"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location line="-340"/>
        <source>unsigned</source>
        <translation>未签名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bundle carries no signature, so nothing shows who made it.</source>
        <translation>资料包没有签名，因此无法表明是谁制作的。</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+1"/>
        <source>sound</source>
        <translation>有效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The manifest is not the one that was signed, or not by this signer: %1</source>
        <translation>清单不是被签名的那一份，或并非由此签名者签名：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+301"/>
        <source>present</source>
        <translation>存在</translation>
    </message>
    <message>
        <location line="-299"/>
        <source>The run&apos;s files are here without the run they belong to.</source>
        <translation>此处有该运行的文件，却没有它们所属的运行。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The run in this folder is not the run the folder is named after, or it points at another run&apos;s files.</source>
        <translation>此文件夹中的运行不是文件夹名所指的运行，或者它指向另一个运行的文件。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The manifest states what the bundle&apos;s files do not.</source>
        <translation>清单所述与资料包中的文件不符。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Not a fact-check bundle: %1 is in it twice, and a bundle names each file once.</source>
        <translation>不是事实核查资料包：%1 出现了两次，而资料包中每个文件只列一次。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The file is not the one the bundle was made with.</source>
        <translation>该文件不是创建核查包时所用的文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not listed</source>
        <translation>未列出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the manifest does not list was added.</source>
        <translation>添加了清单文件（manifest）中未列出的文件。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (SHA256SUMS)</source>
        <translation>%1（SHA256SUMS）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SHA256SUMS and the file disagree.</source>
        <translation>SHA256SUMS 与文件不一致。</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+16"/>
        <source>run %1 %2</source>
        <translation>运行 %1 %2</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>The log is not the one that was hashed when it was stored.</source>
        <translation>该日志与保存时计算哈希的日志不同。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>run %1 imported file</source>
        <translation>运行 %1 的导入文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The log is not the file that was imported.</source>
        <translation>该日志不是导入的文件。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The output is not the one that was hashed when it was stored.</source>
        <translation>该输出与保存时计算哈希的输出不同。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>run %1 samples</source>
        <translation>运行 %1 的样本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>parsed</source>
        <translation>已解析</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no parse</source>
        <translation>无解析结果</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The bundle&apos;s evaluation is scored from this file; without it the stated scores and tier cannot be recomputed.</source>
        <translation>资料包的评估依据此文件评分；缺少它就无法重新计算所述的分数和等级。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The bundle&apos;s evidence does not give the figure the review states.</source>
        <translation>核查包中的证据得不出评审报告所述的数值。</translation>
    </message>
</context>
<context>
    <name>FactCheckWriter</name>
    <message>
        <location filename="../ui/trust/FactCheckWriter.cpp" line="+28"/>
        <source>Could not make a temporary folder for the review PDF.</source>
        <translation>无法为评审报告 PDF 创建临时文件夹。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not read the review PDF back: %1</source>
        <translation>无法读回评审报告 PDF：%1</translation>
    </message>
</context>
<context>
    <name>FindingStatus</name>
    <message>
        <location filename="../core/domain/FindingKind.cpp" line="+17"/>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waived</source>
        <translation>已豁免</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>FioJob</name>
    <message>
        <location filename="../core/import/FioJob.cpp" line="+168"/>
        <source>Job &quot;%1&quot;: its %2 phase gives no bandwidth.</source>
        <translation>作业“%1”：其 %2 阶段没有给出带宽。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Job &quot;%1&quot;: rw=%2 is not an fio mode; its phases were taken from what moved data.</source>
        <translation>作业“%1”：rw=%2 不是 fio 的模式；其阶段按实际传输了数据的部分确定。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Job &quot;%1&quot; moved no data: it has no result.</source>
        <translation>作业“%1”没有传输任何数据：它没有结果。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Job &quot;%1&quot; (rw=%2) has no %3 result: a job missing one of its phases is not a pass.</source>
        <translation>作业“%1”（rw=%2）没有 %3 的结果：缺少某一阶段的作业不算通过。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fio reported error %1 for job &quot;%2&quot;.</source>
        <translation>fio 报告作业“%2”出错：%1。</translation>
    </message>
</context>
<context>
    <name>FioJsonParser</name>
    <message>
        <location filename="../core/import/FioJsonParser.cpp" line="+91"/>
        <source>a job that is not an object</source>
        <translation>不是对象的作业</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 bytes before fio&apos;s JSON document (notes fio printed) were not read.</source>
        <translation>fio 的 JSON 文档之前的 %1 字节（fio 输出的提示）未被读取。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>fio&apos;s JSON ends early or is broken (%1 at offset %2): the %n job(s) before that point were read; the rest of the document and its fio version are missing.</source>
        <translation>
            <numerusform>fio 的 JSON 提前结束或已损坏（偏移 %2 处：%1）：已读取此前的 %n 个作业；文档其余部分及其 fio 版本缺失。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Text after fio&apos;s JSON document was not read.</source>
        <translation>fio 的 JSON 文档之后的文本未被读取。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>fio&apos;s JSON has no &quot;jobs&quot; (nor &quot;client_stats&quot;): it holds no result.</source>
        <translation>fio 的 JSON 没有 &quot;jobs&quot;（也没有 &quot;client_stats&quot;）：其中没有结果。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n job(s) were not valid JSON and were not read (first: %1).</source>
        <translation>
            <numerusform>%n 个作业不是有效的 JSON，未被读取（第一个：%1）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the first %1 jobs were read; %2 more were not.</source>
        <translation>只读取了前 %1 个作业；另外 %2 个未读取。</translation>
    </message>
</context>
<context>
    <name>FioTextParser</name>
    <message>
        <location filename="../core/import/FioTextParser.cpp" line="+232"/>
        <source>fio&apos;s output ends inside a job&apos;s result, before its &quot;Run status group&quot; summary: it was cut short.</source>
        <translation>fio 的输出在某个作业的结果中间、&quot;Run status group&quot; 汇总之前结束：输出被截断。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fio&apos;s output ends before its &quot;Run status group&quot; summary: it was cut short.</source>
        <translation>fio 的输出在其 &quot;Run status group&quot; 汇总之前结束：输出被截断。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the first %1 jobs were read; %2 more were not.</source>
        <translation>只读取了前 %1 个作业；另外 %2 个未读取。</translation>
    </message>
</context>
<context>
    <name>FormatDetector</name>
    <message>
        <location filename="../core/import/FormatDetector.cpp" line="+176"/>
        <source>The input is empty.</source>
        <translation>输入为空。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The input is binary data, not a recognised tool output.</source>
        <translation>输入是二进制数据，不是可识别的工具输出。</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Not a recognised tool output (no marker of nccl-tests, rccl-tests, NCCL, nvbandwidth, nvidia-smi, a kernel log, lspci, ibstat, ibv_devinfo, ibdev2netdev, rocm-smi, dcgmi, AzNHC, perftest, iperf3, sinfo, scontrol, sacct, kubectl, cmax, torchtitan, Megatron-LM or NeMo in the first kilobytes).</source>
        <translation>不是可识别的工具输出（前几 KB 中没有 nccl-tests、rccl-tests、NCCL、nvbandwidth、nvidia-smi、内核日志、lspci、ibstat、ibv_devinfo、ibdev2netdev、rocm-smi、dcgmi、AzNHC、perftest、iperf3、sinfo、scontrol、sacct、kubectl、cmax、torchtitan、Megatron-LM 或 NeMo 的标记）。</translation>
    </message>
</context>
<context>
    <name>Gate</name>
    <message>
        <location filename="../core/rating/Gate.cpp" line="+11"/>
        <source>Only older GPUs offered</source>
        <translation>只提供较旧的 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No SOC 2 / ISO 27001 security attestation</source>
        <translation>没有 SOC 2 / ISO 27001 安全认证</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe ACS left enabled</source>
        <translation>PCIe ACS 保持启用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA not enabled</source>
        <translation>未启用 GPUDirect RDMA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU hours charged during cluster creation or downtime</source>
        <translation>在集群创建或停机期间收取 GPU 时长费用</translation>
    </message>
</context>
<context>
    <name>HardwareKey</name>
    <message>
        <location filename="../core/domain/HardwareKey.cpp" line="+165"/>
        <source>A hardware key part must read COUNTxMODEL/FABRIC, node/FABRIC or host/FABRIC</source>
        <translation>硬件键的每部分必须写成 COUNTxMODEL/FABRIC、node/FABRIC 或 host/FABRIC</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A count in a hardware key must be at least 1</source>
        <translation>硬件键中的数量至少为 1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A hardware key part needs a fabric after &apos;/&apos;</source>
        <translation>硬件键的部分在 &apos;/&apos; 之后需要互连网络</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The hardware key is empty</source>
        <translation>硬件键为空</translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <location filename="../core/baseline/Headline.cpp" line="+103"/>
        <source>Peak at ≥ %1</source>
        <translation>峰值 ≥ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in-place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the sweep stopped at %1, below the %2 the headline needs</source>
        <translation>扫描停在 %1，低于主要数据所需的 %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Slowest GPU pair, peak at ≥ %1</source>
        <translation>最慢的 GPU 对，峰值 ≥ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU %1 → GPU %2, worst of %3 pairs</source>
        <translation>GPU %1 → GPU %2，%3 个 GPU 对中最差的</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Median time of %1 runs</source>
        <translation>%1 次运行的中位时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
</context>
<context>
    <name>HostSweepEstimate</name>
    <message>
        <location filename="../ui/runs/HostSweepEstimate.cpp" line="+53"/>
        <source>about %1 s</source>
        <translation>约 %1 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about %1 min</source>
        <translation>约 %1 分钟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about %1 h</source>
        <translation>约 %1 小时</translation>
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
        <translation>未显示速率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown link layer</source>
        <translation>未知链路层</translation>
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
        <translation>%1，固件 %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 InfiniBand ports active at %2 Gb/s.</source>
        <translation>%1 个 InfiniBand 端口以 %2 Gb/s 处于活动状态。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 InfiniBand ports active.</source>
        <translation>%1 个 InfiniBand 端口处于活动状态。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>InfiniBand ports not active: %1</source>
        <translation>未处于活动状态的 InfiniBand 端口：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>InfiniBand ports below the fastest port&apos;s %1 Gb/s: %2</source>
        <translation>低于最快端口 %1 Gb/s 的 InfiniBand 端口：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fastest InfiniBand port, Gb/s</source>
        <translation>最快的 InfiniBand 端口，Gb/s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No InfiniBand link layer; %1 RDMA Ethernet (RoCE) ports active.</source>
        <translation>没有 InfiniBand 链路层；%1 个 RDMA 以太网（RoCE）端口处于活动状态。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No InfiniBand link layer; RoCE ports down: %1</source>
        <translation>没有 InfiniBand 链路层；已断开的 RoCE 端口：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Ethernet ports active.</source>
        <translation>%1 个以太网端口处于活动状态。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ethernet ports down (they do not affect the InfiniBand fabric): %1</source>
        <translation>已断开的以太网端口（不影响 InfiniBand 互连网络）：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Active InfiniBand ports without a LID (no subnet manager configured them): %1</source>
        <translation>没有 LID 的活动 InfiniBand 端口（没有子网管理器配置它们）：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>InfiniBand ports with an active MTU below 4096: %1</source>
        <translation>活动 MTU 低于 4096 的 InfiniBand 端口：%1</translation>
    </message>
</context>
<context>
    <name>Ibdev2netdevParser</name>
    <message>
        <location filename="../core/import/Ibdev2netdevParser.cpp" line="+85"/>
        <source>InfiniBand (IPoIB)</source>
        <translation>InfiniBand（IPoIB）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ethernet (RoCE)</source>
        <translation>以太网（RoCE）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, port %2</source>
        <translation>%1，端口 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCI %1</source>
        <translation>PCI %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no state</source>
        <translation>无状态</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 HCA ports mapped to interfaces, all up (%2 InfiniBand, %3 Ethernet).</source>
        <translation>%1 个 HCA 端口已映射到接口，全部启用（%2 个 InfiniBand，%3 个以太网）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interfaces down: %1</source>
        <translation>已断开的接口：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last line is cut short.</source>
        <translation>最后一行被截断。</translation>
    </message>
</context>
<context>
    <name>IbstatParser</name>
    <message>
        <location filename="../core/import/IbstatParser.cpp" line="+44"/>
        <source>ibstat stopped early: %1</source>
        <translation>ibstat 提前停止：%1</translation>
    </message>
</context>
<context>
    <name>IbvDevinfoParser</name>
    <message>
        <location filename="../core/import/IbvDevinfoParser.cpp" line="+125"/>
        <source>%1 HCAs listed but no port: the output is cut short or the HCAs have no ports.</source>
        <translation>列出了 %1 个 HCA 但没有端口：输出被截断，或这些 HCA 没有端口。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The output ends inside the last port&apos;s block.</source>
        <translation>输出在最后一个端口的块内结束。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2 of %3 ports read)</source>
        <translation>%1（%3 个端口中读取了 %2 个）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HCAs without all their ports: %1. The output is cut short.</source>
        <translation>端口不全的 HCA：%1。输出被截断。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without -v, ibv_devinfo does not show the ports&apos; width and speed: no rate is checked.</source>
        <translation>不带 -v 时，ibv_devinfo 不显示端口的宽度和速率：不检查速率。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>HCAs listed</source>
        <translation>列出的 HCA</translation>
    </message>
</context>
<context>
    <name>ImportScreen</name>
    <message>
        <location filename="../core/import/ImportScreen.cpp" line="+32"/>
        <source>%1 figures were not used: %2</source>
        <translation>%1 个数据未被使用：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 impossible figures were not used; their text is in finding import.refused_values.</source>
        <translation>%1 个不可能的数据未被使用；其文本见发现项 import.refused_values。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 row of size %2</source>
        <translation>大小为 %2 的 %1 行</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Avg bus bandwidth %1</source>
        <translation>平均总线带宽 %1</translation>
    </message>
</context>
<context>
    <name>ImportService</name>
    <message>
        <location filename="../core/import/ImportService.cpp" line="+94"/>
        <source>A figure is not a finite number.</source>
        <translation>某个数据不是有限数值。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The raw log could not be stored.</source>
        <translation>无法保存原始日志。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation>未知的集合通信 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run could not be read.</source>
        <translation>无法读取运行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No imported run %1.</source>
        <translation>没有导入的运行 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run %1 already names its collective (%2).</source>
        <translation>运行 %1 已指定其集合通信（%2）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The run could not be updated.</source>
        <translation>无法更新运行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The run&apos;s samples could not be renamed.</source>
        <translation>无法重命名运行的样本。</translation>
    </message>
</context>
<context>
    <name>ImportWorkflow</name>
    <message>
        <location filename="../core/usecase/ImportWorkflow.cpp" line="+26"/>
        <source>Evaluation %1 belongs to another provider.</source>
        <translation>评估 %1 属于另一个提供商。</translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <location filename="../core/import/Importer.cpp" line="+139"/>
        <source>Unknown format &quot;%1&quot;.</source>
        <translation>未知格式 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation>未知的集合通信 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The input could not be read.</source>
        <translation>无法读取输入。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The JSON document is larger than %1 MiB.</source>
        <translation>JSON 文档大于 %1 MiB。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 line breaks were a lone CR (old Mac line endings or a progress display); they were read as line ends.</source>
        <translation>%1 个换行符是单独的 CR（旧式 Mac 行尾或进度显示）；已将其读作行尾。</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n malformed line(s) were skipped.</source>
        <translation>
            <numerusform>已跳过 %n 行格式错误的行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>The input has %n figure(s) that are not finite numbers (NaN or infinite); a measurement never is one, so nothing was imported.</source>
        <translation>
            <numerusform>输入中有 %n 个数据不是有限数值（NaN 或无穷大）；测量值不可能如此，因此未导入任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The input names this run&apos;s collective (%1); the operation given (%2) was not applied to it.</source>
        <translation>输入指定了此运行的集合通信（%1）；给定的操作（%2）未应用于它。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Recognised as %1 output (it has &quot;%2&quot;), but nothing in it could be read: it was cut short before any result, or the tool stopped early.</source>
        <translation>已识别为 %1 输出（含有 &quot;%2&quot;），但无法读取其中任何内容：它在任何结果之前被截断，或工具提前停止。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing could be read as %1 output.</source>
        <translation>无法将任何内容读作 %1 输出。</translation>
    </message>
</context>
<context>
    <name>IncompleteEvidence</name>
    <message>
        <location filename="../core/import/IncompleteEvidence.cpp" line="+11"/>
        <source>Not fully read (%1), so it cannot pass; what was read: %2</source>
        <translation>未完整读取（%1），因此不能判定为通过；已读取的内容：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the input ends mid-line, without a newline: it was cut</source>
        <translation>输入在行中间结束，没有换行符：已被截断</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs attached, %2 read</source>
        <translation>已连接 %1 个 GPU，读取了 %2 个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 incomplete</source>
        <translation>%1 不完整</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not closed</source>
        <translation>%1 未闭合</translation>
    </message>
</context>
<context>
    <name>Interview</name>
    <message>
        <location filename="../core/domain/Interview.cpp" line="+16"/>
        <source>An interview belongs to a provider.</source>
        <translation>访谈属于某个提供商。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interview date is missing or not a date (YYYY-MM-DD).</source>
        <translation>缺少访谈日期，或不是日期（YYYY-MM-DD）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interview date lies in the future.</source>
        <translation>访谈日期在未来。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interviewee&apos;s role is required.</source>
        <translation>必须填写受访者的角色。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Role, channel and name are limited to 200 characters.</source>
        <translation>角色、渠道和姓名限 200 个字符。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The notes are larger than 1 MB.</source>
        <translation>备注大于 1 MB。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A sentiment needs a criterion.</source>
        <translation>评价倾向需要一个评估维度。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A sentiment lies between -2 and +2 (got %1).</source>
        <translation>评价倾向介于 -2 与 +2 之间（得到 %1）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A tag may not contain a comma.</source>
        <translation>标签不能包含逗号。</translation>
    </message>
</context>
<context>
    <name>InterviewCsv</name>
    <message>
        <location filename="../core/interview/InterviewCsv.cpp" line="+37"/>
        <source>row %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>a quoted field is never closed</source>
        <translation>引号字段没有闭合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty; expected a header row</source>
        <translation>文件为空；应有标题行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file has %1 rows; one import takes at most %2 interviews (split the file)</source>
        <translation>文件有 %1 行;一次导入最多接受 %2 条访谈(请拆分文件)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown column</source>
        <translation>未知列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column appears twice</source>
        <translation>列出现了两次</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>required column is missing</source>
        <translation>缺少必需的列</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>has %1 fields, the header has %2</source>
        <translation>有 %1 个字段，标题行有 %2 个</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>provider is empty</source>
        <translation>提供商为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no provider named &quot;%1&quot;</source>
        <translation>没有名为 &quot;%1&quot; 的提供商</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>&quot;%1&quot; 不是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;%1&quot; is not one of ai_lab, enterprise, startup, research, other</source>
        <translation>&quot;%1&quot; 不是 ai_lab、enterprise、startup、research、other 之一</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; is not yes/no</source>
        <translation>&quot;%1&quot; 不是 yes/no</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not a whole number from -2 to 2</source>
        <translation>&quot;%1&quot; 不是 -2 到 2 之间的整数</translation>
    </message>
</context>
<context>
    <name>InterviewRepository</name>
    <message>
        <location filename="../core/store/InterviewRepository.cpp" line="+49"/>
        <source>Could not read the interviews</source>
        <translation>无法读取访谈</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not read the interview sentiment</source>
        <translation>无法读取访谈的评价倾向</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read the interview</source>
        <translation>无法读取访谈</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>No interview %1.</source>
        <translation>没有访谈 %1。</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+10"/>
        <source>Could not save the interview sentiment</source>
        <translation>无法保存访谈的评价倾向</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not read the criteria</source>
        <translation>无法读取评估维度</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+32"/>
        <source>Could not save the interview</source>
        <translation>无法保存访谈</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not delete the interview</source>
        <translation>无法删除访谈</translation>
    </message>
</context>
<context>
    <name>InterviewWorkflow</name>
    <message>
        <location filename="../core/usecase/InterviewWorkflow.cpp" line="+49"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is larger than 32 MB; that is not an interview file.</source>
        <translation>%1 大于 32 MB；这不是访谈文件。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>belongs to another provider; import it on that provider&apos;s page</source>
        <translation>属于另一个提供商；请在该提供商的页面导入</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>Iperf3JsonParser</name>
    <message>
        <location filename="../core/import/Iperf3JsonParser.cpp" line="+40"/>
        <source>iperf3 reported an error: %1</source>
        <translation>iperf3 报告了错误：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The report has no end.sum_received: the test did not finish.</source>
        <translation>报告中没有 end.sum_received：测试没有完成。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The report has no end.sum.lost_percent: the UDP test did not finish.</source>
        <translation>报告中没有 end.sum.lost_percent：UDP 测试没有完成。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A packet loss of %1 % is not a percentage; it was not kept.</source>
        <translation>丢包率 %1 % 不是有效的百分比，未保留。</translation>
    </message>
</context>
<context>
    <name>JsonMemberStream</name>
    <message>
        <location filename="../core/import/JsonMemberStream.cpp" line="+63"/>
        <source>one element of &quot;%1&quot; is larger than 16 MiB</source>
        <translation>&quot;%1&quot; 的某个元素大于 16 MiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the document outside its streamed parts is larger than 16 MiB</source>
        <translation>文档在流式读取部分之外的内容大于 16 MiB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a misplaced comma</source>
        <translation>位置错误的逗号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a misplaced colon</source>
        <translation>位置错误的冒号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a comma before the end of an array or object</source>
        <translation>数组或对象结束前多了逗号</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>an array closed by &apos;}&apos;</source>
        <translation>数组以 &apos;}&apos; 闭合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an object closed by &apos;]&apos;</source>
        <translation>对象以 &apos;]&apos; 闭合</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+7"/>
        <source>a member name is missing</source>
        <translation>缺少成员名</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a comma before the end of an object</source>
        <translation>对象结束前多了逗号</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a &apos;:&apos; is missing after a member name</source>
        <translation>成员名之后缺少 &apos;:&apos;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a missing comma between members</source>
        <translation>成员之间缺少逗号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a missing comma between array elements</source>
        <translation>数组元素之间缺少逗号</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>a control character inside a string</source>
        <translation>字符串中有控制字符</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>text after the end of the document</source>
        <translation>文档结束后还有文本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the document is not a JSON object</source>
        <translation>文档不是 JSON 对象</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the document is empty</source>
        <translation>文档为空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the document ends before it is complete</source>
        <translation>文档在完整之前就结束了</translation>
    </message>
</context>
<context>
    <name>KernelLogParser</name>
    <message>
        <location filename="../core/import/KernelLogParser.cpp" line="+104"/>
        <source>graphics engine exception (usually the application; repeated on one GPU, the hardware)</source>
        <translation>图形引擎异常（通常由应用程序引起；若在同一 GPU 上反复出现，则是硬件问题）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory page fault (usually the application)</source>
        <translation>GPU 显存页错误（通常由应用程序引起）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU stopped processing (usually the application)</source>
        <translation>GPU 停止处理（通常由应用程序引起）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preemptive cleanup after an earlier error</source>
        <translation>先前错误之后的预防性清理</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double-bit ECC error: the GPU needs a reset, the job died</source>
        <translation>双比特 ECC 错误：GPU 需要重置，作业已终止</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>internal micro-controller error: the GPU needs a reset</source>
        <translation>内部微控制器错误：GPU 需要重置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ECC page retirement or row remapping recorded: reset the GPU to apply it</source>
        <translation>已记录 ECC 页停用或行重映射：重置 GPU 以使其生效</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ECC page retirement or row remapping failed to record: the GPU should be replaced</source>
        <translation>ECC 页停用或行重映射未能记录：应更换该 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink error: check the links and the fabric</source>
        <translation>NVLink 错误：请检查链路和互连网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU has fallen off the bus: it needs a reset or the node a reboot</source>
        <translation>GPU 已从总线上掉线：需要重置 GPU 或重启节点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>high single-bit ECC error rate</source>
        <translation>单比特 ECC 错误率高</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contained ECC error: the affected application must restart</source>
        <translation>已隔离的 ECC 错误：受影响的应用程序必须重启</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>uncontained ECC error: every application on the GPU is affected; reset needed</source>
        <translation>未隔离的 ECC 错误：GPU 上的所有应用程序均受影响；需要重置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>context switch timeout</source>
        <translation>上下文切换超时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GSP firmware error or RPC timeout: the GPU needs a reset</source>
        <translation>GSP 固件错误或 RPC 超时：GPU 需要重置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unrecovered ECC error</source>
        <translation>未恢复的 ECC 错误</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NVLink error from one of the Blackwell-era NVLink units: check the links, the GPU may need a reset</source>
        <translation>来自 Blackwell 代 NVLink 单元之一的 NVLink 错误：请检查链路，GPU 可能需要重置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU recovery action changed: reset or reboot required</source>
        <translation>GPU 恢复操作已更改：需要重置或重启</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a code Tierbench&apos;s table does not name: see NVIDIA&apos;s Xid catalogue</source>
        <translation>Tierbench 表中未列出的代码：请查阅 NVIDIA 的 Xid 目录</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>None of the %1 lines looks like a kernel log line (no timestamp, facility or NVRM tag): this is not a kernel log, so no Xid verdict is given.</source>
        <translation>%1 行中没有一行像内核日志行（没有时间戳、facility 或 NVRM 标记）：这不是内核日志，因此不给出 Xid 判定。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a kernel log: no verdict.</source>
        <translation>不是内核日志：无判定。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>caused by previous Xid %1 (%2, x%3)</source>
        <translation>由先前的 Xid %1 引起（%2，x%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no timestamp)</source>
        <translation>（无时间戳）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Xid %1 (%2) %3 times on %4, first at %5: %6</source>
        <translation>Xid %1（%2）在 %4 上出现 %3 次，首次于 %5：%6</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Xid %1 (%2) named as the cause of Xid %3 %4 times; its own line is not in the log.</source>
        <translation>Xid %1（%2）被 %4 次列为 Xid %3 的原因；其本身的行不在日志中。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>NVSwitch SXid %1 (%2) %3 times on %4, first at %5: %6</source>
        <translation>NVSwitch SXid %1（%2）在 %4 上出现 %3 次，首次于 %5：%6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fatal</source>
        <translation>致命</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>non-fatal</source>
        <translation>非致命</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (named as a cause)</source>
        <translation>%1（被列为原因）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Xid codes in the log: %1</source>
        <translation>日志中的 Xid 代码：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>NVSwitch SXid codes in the log: %1</source>
        <translation>日志中的 NVSwitch SXid 代码：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The driver could not initialise a GPU (%1 times; the GPU is unusable until reset or repaired): %2</source>
        <translation>驱动无法初始化某个 GPU（%1 次；在重置或修复前该 GPU 不可用）：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>nvidia-peermem reported errors (GPUDirect RDMA): %1</source>
        <translation>nvidia-peermem 报告错误（GPUDirect RDMA）：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xid and SXid lines in %1 log lines</source>
        <translation>%1 行日志中的 Xid 和 SXid 行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Xid or SXid events in the log.</source>
        <translation>日志中没有 Xid 或 SXid 事件。</translation>
    </message>
</context>
<context>
    <name>KubeAudit</name>
    <message numerus="yes">
        <location filename="../core/launch/kube/KubeAudit.cpp" line="+30"/>
        <source> and %n more</source>
        <translation>
            <numerusform> 以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>kubectl&apos;s reply to &quot;%1&quot; is not JSON</source>
        <translation>kubectl 对“%1”的回复不是 JSON</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kubectl&apos;s reply to &quot;%1&quot; is not a list of objects</source>
        <translation>kubectl 对“%1”的回复不是对象列表</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kubectl&apos;s reply to &quot;%1&quot; holds an item without metadata</source>
        <translation>kubectl 对“%1”的回复中有一项缺少元数据</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The audit has no output of &quot;%1&quot;</source>
        <translation>审计中没有“%1”的输出</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the API server did not answer with its version: %1</source>
        <translation>API 服务器未返回其版本：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kubeconfig reaches the API server (%1)</source>
        <translation>kubeconfig 可访问 API 服务器（%1）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no node advertises nvidia.com/gpu or amd.com/gpu capacity</source>
        <translation>没有节点公布 nvidia.com/gpu 或 amd.com/gpu 容量</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>GPUs: %1, on %n node(s); not Ready: %2</source>
        <translation>
            <numerusform>%n 个节点上共 %1 个 GPU；未 Ready：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>GPUs: %1, on %n Ready node(s)</source>
        <translation>
            <numerusform>%n 个 Ready 节点上共 %1 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>no %1 DaemonSet found</source>
        <translation>未找到 %1 DaemonSet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 present but not every pod is ready: %2</source>
        <translation>%1 已存在，但并非每个 Pod 都已就绪：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 healthy: %2</source>
        <translation>%1 正常：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU operator</source>
        <translation>GPU Operator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>network operator</source>
        <translation>网络 Operator</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>mpijobs.kubeflow.org is served</source>
        <translation>已提供 mpijobs.kubeflow.org</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no MPI operator; JobSet is there for multi-node jobs</source>
        <translation>没有 MPI Operator；多节点作业可使用 JobSet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither the MPI operator nor JobSet: multi-node jobs need an indexed Job</source>
        <translation>既没有 MPI Operator 也没有 JobSet：多节点作业需要使用索引 Job</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no gang scheduler (Kueue, Volcano): multi-node jobs can deadlock half-placed</source>
        <translation>没有组调度器（Kueue、Volcano）：多节点作业可能在部分调度后死锁</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gang scheduling through %1</source>
        <translation>通过 %1 进行组调度（gang scheduling）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no default StorageClass among: %1</source>
        <translation>以下各项中没有默认 StorageClass：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>default StorageClass: %1</source>
        <translation>默认 StorageClass：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no StorageClass with a ReadWriteMany-capable provisioner</source>
        <translation>没有带支持 ReadWriteMany 的 provisioner 的 StorageClass</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ReadWriteMany-capable: %1</source>
        <translation>支持 ReadWriteMany：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the test claim could not be made: %1</source>
        <translation>无法创建测试存储声明：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a 1Gi claim was Bound within %1 s</source>
        <translation>1Gi 的存储声明在 %1 秒内变为 Bound</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the claim stays %1 until a pod uses it: the default class binds at first consumer</source>
        <translation>在有 Pod 使用之前，存储声明保持 %1：默认存储类在首次使用时绑定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the claim was still %1 after %2 s</source>
        <translation>%2 秒后存储声明仍为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>allowed: %1</source>
        <translation>允许：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not allowed: %1</source>
        <translation>不允许：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>kubectl could not list the nodes (exit %1)</source>
        <translation>kubectl 无法列出节点（退出码 %1）</translation>
    </message>
</context>
<context>
    <name>KubeAuditRunner</name>
    <message>
        <location filename="../core/cluster/kube/KubeAuditRunner.cpp" line="+32"/>
        <source>kubectl&apos;s reply to &quot;%1&quot; is larger than 32 MiB</source>
        <translation>kubectl 对“%1”的回复超过 32 MiB</translation>
    </message>
</context>
<context>
    <name>KubeClusterRepository</name>
    <message>
        <location filename="../core/store/KubeClusterRepository.cpp" line="+19"/>
        <source>Could not read the Kubernetes settings</source>
        <translation>无法读取 Kubernetes 设置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cluster %1 has no Kubernetes settings</source>
        <translation>集群 %1 没有 Kubernetes 设置</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+15"/>
        <source>Could not save the Kubernetes settings</source>
        <translation>无法保存 Kubernetes 设置</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not record the kubectl version</source>
        <translation>无法记录 kubectl 版本</translation>
    </message>
</context>
<context>
    <name>KubeClusterWorkflow</name>
    <message>
        <location filename="../core/usecase/KubeClusterWorkflow.cpp" line="+23"/>
        <source>Kubeconfig: a file path (it is used where it lies, never copied)</source>
        <translation>Kubeconfig：文件路径（就地使用，从不复制）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Context: a name from the kubeconfig</source>
        <translation>上下文：kubeconfig 中的名称</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Namespace: lower-case letters, digits and &apos;-&apos;, at most 63 characters</source>
        <translation>Namespace：小写字母、数字和“-”，最多 63 个字符</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs and RDMA devices per worker: 0 to 64</source>
        <translation>每个工作 Pod 的 GPU 和 RDMA 设备数：0 到 64</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RDMA resource: an extended resource name such as rdma/ib</source>
        <translation>RDMA 资源：扩展资源名称，例如 rdma/ib</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node selector: label=value pairs</source>
        <translation>节点选择器：label=value 对</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tolerations: objects with key, operator Equal or Exists, value and effect</source>
        <translation>Toleration：包含 key、operator（Equal 或 Exists）、value 和 effect 的对象</translation>
    </message>
</context>
<context>
    <name>KubeCollective</name>
    <message>
        <location filename="../core/cluster/kube/KubeCollective.cpp" line="+67"/>
        <source>Cluster %1 is no Kubernetes cluster</source>
        <translation>集群 %1 不是 Kubernetes 集群</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The job was not recorded</source>
        <translation>作业未被记录</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The nccl-tests output could not be read: %1</source>
        <translation>无法读取 nccl-tests 输出：%1</translation>
    </message>
</context>
<context>
    <name>KubeDescribeNodeParser</name>
    <message>
        <location filename="../core/import/KubeDescribeNodeParser.cpp" line="+185"/>
        <source>%1 lines were longer than the line limit</source>
        <translation>%1 行超过行长度上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>超出 %2 个上限的 %1 个节点未保留</translation>
    </message>
</context>
<context>
    <name>KubeJobStatus</name>
    <message>
        <location filename="../core/launch/kube/KubeJobStatus.cpp" line="+160"/>
        <source>Pods that ended Failed: %1</source>
        <translation>以 Failed 结束的 Pod:%1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>waiting for admission: %1</source>
        <translation>等待准入：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the workload has no admission condition yet</source>
        <translation>该工作负载尚无准入条件</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>gang pending (PodGroup %1): %2</source>
        <translation>gang 调度等待中（PodGroup %1）：%2</translation>
    </message>
</context>
<context>
    <name>KubeLauncher</name>
    <message>
        <location filename="../core/launch/kube/KubeLauncher.cpp" line="+117"/>
        <source>A job named %1 was already submitted</source>
        <translation>名为 %1 的作业已经提交</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>kubectl create refused the job: %1</source>
        <translation>kubectl create 拒绝了该作业：%1</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>kubectl get failed: %1</source>
        <translation>kubectl get 失败：%1</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>%1 is no Kubernetes job of Tierbench&apos;s</source>
        <translation>%1 不是 Tierbench 的 Kubernetes 作业</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+101"/>
        <source>kubectl delete failed: %1</source>
        <translation>kubectl delete 失败：%1</translation>
    </message>
    <message>
        <location line="-75"/>
        <location line="+21"/>
        <source>kubectl could not list the cluster&apos;s CRDs: %1</source>
        <translation>kubectl 无法列出集群的 CRD：%1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Pods of run %1 are still there after %2 s: %3</source>
        <translation>运行 %1 的 Pod 在 %2 秒后仍然存在：%3</translation>
    </message>
</context>
<context>
    <name>KubeManifests</name>
    <message>
        <location filename="../core/launch/kube/KubeManifests.cpp" line="+125"/>
        <source>&quot;%1&quot; is no gang scheduler: kueue:QUEUE, volcano or none</source>
        <translation>&quot;%1&quot; 不是 gang 调度器：应为 kueue:QUEUE、volcano 或 none</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; is not a job name Kubernetes takes (lower-case letters, digits and &apos;-&apos;, at most %2 characters)</source>
        <translation>“%1”不是 Kubernetes 接受的作业名称（小写字母、数字和“-”，最多 %2 个字符）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a label value</source>
        <translation>“%1”不是标签值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a container image reference</source>
        <translation>“%1”不是容器镜像引用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A collective needs 1 to 1024 workers, not %1</source>
        <translation>集合通信需要 1 到 1024 个工作 Pod，而不是 %1 个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The collective has no command</source>
        <translation>该集合通信没有命令</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a resource name</source>
        <translation>“%1”不是资源名称</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not an environment variable name</source>
        <translation>“%1”不是环境变量名</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node selector %1 has no valid label value</source>
        <translation>节点选择器 %1 没有有效的标签值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a Kueue queue name</source>
        <translation>&quot;%1&quot; 不是 Kueue 队列名</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A toleration must be an object with operator Equal or Exists</source>
        <translation>Toleration 必须是 operator 为 Equal 或 Exists 的对象</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Each pod needs a node of its own to run on</source>
        <translation>每个 Pod 都需要一个自己的节点来运行</translation>
    </message>
</context>
<context>
    <name>KubeNodeAuditRunner</name>
    <message>
        <location filename="../core/cluster/kube/KubeNodeAuditRunner.cpp" line="+28"/>
        <source>No GPU node to audit: run the Kubernetes audit first</source>
        <translation>没有可审计的 GPU 节点：请先运行 Kubernetes 审计</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The job was not recorded</source>
        <translation>作业未被记录</translation>
    </message>
</context>
<context>
    <name>KubeNodeChecks</name>
    <message>
        <location filename="../core/import/KubeNodeChecks.cpp" line="+10"/>
        <source>; and %1 more</source>
        <translation>；另有 %1 项</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>GPU count unreadable</source>
        <translation>无法读取 GPU 数量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GPUs in capacity, none allocatable</source>
        <translation>容量中有 %1 个 GPU，均不可分配</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no GPU advertised</source>
        <translation>未公布 GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 of %3 allocatable)</source>
        <translation>%1（%3 个中 %2 个可分配）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 GPUs allocatable</source>
        <translation>%2 个 GPU 中 %1 个可分配</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cordoned</source>
        <translation>已封锁</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ready not shown</source>
        <translation>未显示 Ready</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>allocatable, on %1 GPU nodes</source>
        <translation>可分配，位于 %1 个 GPU 节点上</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of %2 nodes are not Ready: %3</source>
        <translation>%2 个节点中有 %1 个未 Ready：%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. %1 more are out of service: %2</source>
        <translation>。另有 %1 个节点停止服务：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 nodes are cordoned, tainted out of service or report a problem: %3</source>
        <translation>%2 个节点中有 %1 个被封锁、被污点移出服务或报告了问题：%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 of %2 nodes show no Ready condition: whether they take pods is not visible.</source>
        <translation>%2 个节点中有 %1 个没有 Ready 状况：无法看出它们是否接收 Pod。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All %1 nodes are Ready and in service.</source>
        <translation>全部 %1 个节点均为 Ready 且在服务中。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taken out by a health monitor&apos;s taint: %1</source>
        <translation>被健康监控程序的污点移出服务：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No taint of a health monitor on any node: whether a failed check cordons a node is not visible here.</source>
        <translation>没有任何节点带有健康监控程序的污点：此处无法看出检查失败是否会封锁节点。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nodes carry conditions beyond the kubelet&apos;s, set by a health monitor: %1</source>
        <translation>节点带有 kubelet 之外、由健康监控程序设置的状况：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the kubelet&apos;s conditions: no node-problem-detector or similar posts to the nodes.</source>
        <translation>只有 kubelet 的状况：没有 node-problem-detector 或类似程序向节点上报。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 Ready nodes advertise no allocatable GPU: %2</source>
        <translation>%1 个 Ready 节点未公布可分配的 GPU：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer GPUs allocatable than installed: %1</source>
        <translation>可分配的 GPU 少于已安装的数量：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No Ready worker with its capacity shown: whether the nodes advertise GPUs is not visible.</source>
        <translation>没有显示容量的 Ready 工作节点：无法看出节点是否公布 GPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU counts that are not a count: %1</source>
        <translation>不是有效数量的 GPU 数：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs allocatable on %2 nodes; every Ready GPU node advertises all of them%3.</source>
        <translation>%2 个节点上有 %1 个可分配的 GPU；每个 Ready 的 GPU 节点都公布了其全部 GPU%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 workers without any sign of a GPU are CPU nodes)</source>
        <translation>（%1 个没有任何 GPU 迹象的工作节点为 CPU 节点）</translation>
    </message>
</context>
<context>
    <name>KubeNodeJsonParser</name>
    <message>
        <location filename="../core/import/KubeNodeJsonParser.cpp" line="+93"/>
        <location line="+7"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation>不是有效的 JSON：偏移 %2 处 %1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The list holds %1 objects, none of them a Node.</source>
        <translation>列表包含 %1 个对象，其中没有 Node。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the JSON ends before the node list does</source>
        <translation>JSON 在节点列表结束之前就已结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 items are not JSON objects</source>
        <translation>%1 个条目不是 JSON 对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>超出 %2 个上限的 %1 个节点未保留</translation>
    </message>
</context>
<context>
    <name>KubeNodeYamlParser</name>
    <message>
        <location filename="../core/import/KubeNodeYamlParser.cpp" line="+263"/>
        <source>%1 lines were longer than the line limit</source>
        <translation>%1 行超过行长度上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>超出 %2 个上限的 %1 个节点未保留</translation>
    </message>
</context>
<context>
    <name>Kubectl</name>
    <message>
        <location filename="../core/launch/kube/Kubectl.cpp" line="+49"/>
        <source>kubectl could not be started (%1): %2</source>
        <translation>无法启动 kubectl（%1）：%2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>kubectl did not answer within %1 s: %2</source>
        <translation>kubectl 未在 %1 秒内响应：%2</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <location filename="../core/launch/Launcher.cpp" line="+19"/>
        <source>Runs through %1 are not supported yet.</source>
        <translation>尚不支持通过 %1 运行。</translation>
    </message>
</context>
<context>
    <name>LauncherKind</name>
    <message>
        <location filename="../core/domain/LauncherKind.cpp" line="+11"/>
        <source>Direct (login shell)</source>
        <translation>直接（登录 shell）</translation>
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
        <translation>未知桥 %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 (%2): %3%4</source>
        <translation>%1（%2）：%3%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, above GPU %1</source>
        <translation>，位于 GPU %1 之上</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ACS redirection is off on all %1 bridges with ACS; peer-to-peer traffic can go directly through the PCIe switches.</source>
        <translation>所有 %1 个带 ACS 的桥上 ACS 重定向均已关闭；点对点流量可直接经过 PCIe 交换机。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ACS request/completion redirect is on, so peer-to-peer traffic (GPU to GPU, GPUDirect RDMA to the NIC) is sent up to the root complex instead of across the switch, which cuts its bandwidth and raises latency: %1</source>
        <translation>ACS 请求/完成重定向已开启，因此点对点流量（GPU 到 GPU、GPUDirect RDMA 到网卡）会被送到根复合体，而不是穿过交换机，从而降低带宽并增加延迟：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ACS upstream forwarding or egress control is on: %1</source>
        <translation>ACS 上游转发或出口控制已开启：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 GPU/NIC links run at their full speed and width.</source>
        <translation>%1 条 GPU/网卡链路以全速和全宽度运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downgraded links: %1</source>
        <translation>降级的链路：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The output ends mid-line: the last device was not fully read.</source>
        <translation>输出在行中间结束：最后一个设备未被完整读取。</translation>
    </message>
</context>
<context>
    <name>MeasuredInputs</name>
    <message>
        <location filename="../core/cost/MeasuredInputs.cpp" line="+122"/>
        <source>Could not read the evaluation</source>
        <translation>无法读取评估</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No evaluation yet: nothing measured, every input is a default.</source>
        <translation>尚无评估：没有实测内容，每项输入均为默认值。</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+47"/>
        <source>Could not read the runs</source>
        <translation>无法读取运行</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Could not read the Slurm audit findings</source>
        <translation>无法读取 Slurm 审计的发现项</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No Slurm audit found a periodic health check, so the time to identify a failure is not measured; the default is kept.</source>
        <translation>没有任何 Slurm 审计发现周期性健康检查，因此未测量识别故障所需的时间；保留默认值。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The time to drain and to repair or replace a node is not measured (the Slurm audit stores node states, not how long a drain took); the default is kept.</source>
        <translation>未测量排空以及修复或更换节点所需的时间（Slurm 审计保存的是节点状态，而不是排空耗时）；保留默认值。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The evaluation records no hardware handover date, so the time to a working cluster is not measured.</source>
        <translation>评估未记录硬件交付日期，因此未测量到集群可用所需的时间。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No successful probe or recipe run in the evaluation yet: the time to a working cluster is not measured.</source>
        <translation>评估中尚无成功的探针或测试方案运行：未测量到集群可用所需的时间。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The first successful run (%1) does not follow the handover date (%2): the time to a working cluster is not measured.</source>
        <translation>第一次成功运行（%1）不在交付日期（%2）之后：未测量到集群可用所需的时间。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Could not read the nodes</source>
        <translation>无法读取节点</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the health findings</source>
        <translation>无法读取健康发现项</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The evaluation&apos;s nodes give no GPU count, so no failure rate can be measured.</source>
        <translation>评估的节点未给出 GPU 数量，因此无法测量故障率。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The evaluation has no runs after its start, so it has no observation window yet.</source>
        <translation>评估开始后没有运行，因此尚无观测窗口。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not read the recipe timings</source>
        <translation>无法读取测试方案的计时</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>95% interval %1 to %2 GPU-h from %3 events</source>
        <translation>95% 区间 %1 至 %2 GPU 小时，基于 %3 个事件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 hard failures on %2 GPUs over %3 h (%4 to %5); runs %6</source>
        <translation>%2 个 GPU 在 %3 小时内（%4 至 %5）发生 %1 次硬故障；运行 %6</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no hard failure on %1 GPUs over %2 h: the MTBF is at least %3 GPU-h (95%); the default is kept</source>
        <translation>%1 个 GPU 在 %2 小时内没有硬故障：MTBF 至少为 %3 GPU 小时（95%）；保留默认值</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Slurm prolog %1 s (run %2)</source>
        <translation>Slurm prolog %1 秒（运行 %2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>import_torch + model_load recipe timings; runs %1</source>
        <translation>import_torch + model_load 测试方案计时；运行 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Slurm HealthCheckInterval %1 s: a failure is found half an interval later on average (run %2)</source>
        <translation>Slurm HealthCheckInterval %1 秒：故障平均在半个间隔后被发现（运行 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>at most %1 s</source>
        <translation>最多 %1 秒</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hardware handed over %1 (requested %2), first successful run %3 hours later (run %4)</source>
        <translation>硬件于 %1 交付（%2 申请），首次成功运行在 %3 小时后（运行 %4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
</context>
<context>
    <name>MeasuredRunQuery</name>
    <message>
        <location filename="../core/store/MeasuredRunQuery.cpp" line="+23"/>
        <source>Could not read the measured runs</source>
        <translation>无法读取实测运行</translation>
    </message>
</context>
<context>
    <name>NameRules</name>
    <message>
        <location filename="../core/domain/NameRules.cpp" line="+10"/>
        <source>%1: at most %2 characters, not %3.</source>
        <translation>%1：最多 %2 个字符，而不是 %3 个。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: no line breaks, control characters or text-direction controls (%2 at position %3).</source>
        <translation>%1：不能包含换行符、控制字符或文字方向控制符（第 %3 个字符为 %2）。</translation>
    </message>
</context>
<context>
    <name>NcclJsonParser</name>
    <message>
        <location filename="../core/import/NcclJsonParser.cpp" line="+70"/>
        <source>Not valid JSON: %1 in an element of &quot;%2&quot;.</source>
        <translation>不是有效的 JSON：&quot;%2&quot; 的某个元素中 %1。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A device entry was not counted: %1</source>
        <translation>有一个设备条目未被计入：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>result %1: size %2 (%3)</source>
        <translation>结果 %1：大小 %2（%3）</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+11"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation>不是有效的 JSON：偏移 %2 处 %1。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The collective is not named in the JSON; operation set to &quot;unknown&quot;.</source>
        <translation>JSON 中未指定集合通信；操作设为 &quot;unknown&quot;。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rank count from nthreads x ngpus (%1) is not plausible; not used.</source>
        <translation>由 nthreads x ngpus 得到的 rank 数（%1）不合理；未使用。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The test reported an error: %1</source>
        <translation>测试报告错误：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No end_time: the run may not have finished.</source>
        <translation>没有 end_time：运行可能未完成。</translation>
    </message>
</context>
<context>
    <name>NcclLogLines</name>
    <message>
        <location filename="../core/import/NcclLogLines.cpp" line="+176"/>
        <location line="+9"/>
        <source>none found; NCCL&apos;s internal network code</source>
        <translation>未找到；NCCL 的内部网络代码</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>NCCL library version</source>
        <translation>NCCL 库版本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA driver API %1.%2</source>
        <translation>CUDA 驱动 API %1.%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ranks</source>
        <translation>%1 个 rank</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the network NCCL chose (&quot;Using network&quot;)</source>
        <translation>NCCL 选择的网络（&quot;Using network&quot;）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HCAs and ports NET/IB uses (device:port/link layer)</source>
        <translation>NET/IB 使用的 HCA 和端口（设备:端口/链路层）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 collective</source>
        <translation>%1 个集合通信通道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 NVLS</source>
        <translation>%1 个 NVLS 通道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 p2p</source>
        <translation>%1 个 p2p 通道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ring channels</source>
        <translation>环形通道</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>libibverbs could not be loaded</source>
        <translation>无法加载 libibverbs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NET/IB found no device</source>
        <translation>NET/IB 未找到设备</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no network plugin</source>
        <translation>没有网络插件</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+19"/>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>A run across %1 nodes used NCCL&apos;s TCP socket transport%2 instead of InfiniBand/RoCE%3: inter-node bandwidth is capped by TCP, so its results do not measure the fabric.</source>
        <translation>跨 %1 个节点的运行使用了 NCCL 的 TCP 套接字传输%2，而非 InfiniBand/RoCE%3：节点间带宽受 TCP 限制，因此其结果不能衡量互连网络。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source> over %1</source>
        <translation>，经由 %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>NCCL used its TCP socket transport%1%2; if this run spans nodes, it did not use the RDMA fabric.</source>
        <translation>NCCL 使用了其 TCP 套接字传输%1%2；如果此运行跨节点，则未使用 RDMA 互连网络。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 nodes over %2%3.</source>
        <translation>%1 个节点，经由 %2%3。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 network channels use GPUDirect RDMA (GDRDMA).</source>
        <translation>%2 个网络通道中有 %1 个使用 GPUDirect RDMA（GDRDMA）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL reports GPUDirect RDMA enabled.</source>
        <translation>NCCL 报告已启用 GPUDirect RDMA。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>partly</source>
        <translation>部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA enabled for some GPU/HCA pairs, disabled for %1 (%2).</source>
        <translation>部分 GPU/HCA 对启用了 GPUDirect RDMA，%1 对禁用（%2）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>disabled</source>
        <translation>已禁用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No network channel uses GPUDirect RDMA: traffic to the NICs is staged through host memory.</source>
        <translation>没有网络通道使用 GPUDirect RDMA：到网卡的流量经主机内存中转。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA disabled (%1): traffic to the NICs is staged through host memory.</source>
        <translation>GPUDirect RDMA 已禁用（%1）：到网卡的流量经主机内存中转。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NCCL could not read the topology cleanly: %1</source>
        <translation>NCCL 未能正确读取拓扑：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 NCCL WARN lines: %2</source>
        <translation>%1 行 NCCL WARN：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NCCL reported errors (where, then how they propagated): %1</source>
        <translation>NCCL 报告了错误（出错位置，以及错误如何传播）：%1</translation>
    </message>
</context>
<context>
    <name>NcclRunImport</name>
    <message>
        <location filename="../core/cluster/NcclRunImport.cpp" line="+103"/>
        <source>nccl-tests reported values out of bounds</source>
        <translation>nccl-tests 报告的值超出范围</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The nccl-tests output could not be read: %1</source>
        <translation>无法读取 nccl-tests 输出：%1</translation>
    </message>
</context>
<context>
    <name>NcclTextParser</name>
    <message>
        <location filename="../core/import/NcclTextParser.cpp" line="+74"/>
        <source>The collective is not named in the input (no &quot;Collective test starting&quot; line or *_perf command); operation set to &quot;unknown&quot;. Name it (import --operation) to compare the run with baselines.</source>
        <translation>输入中未指定集合通信（没有 &quot;Collective test starting&quot; 行或 *_perf 命令）；操作设为 &quot;unknown&quot;。请指定它（import --operation），以便将运行与基线比较。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The output stops before the result table: only the test&apos;s header (arguments, devices, versions) was read. It was cut short, or the test ended before its first result.</source>
        <translation>输出在结果表之前就停止了：只读取了测试的头部（参数、设备、版本）。输出被截断，或测试在第一个结果之前就结束了。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No result table: only NCCL&apos;s own lines (version, INFO/WARN) were found.</source>
        <translation>没有结果表：只找到 NCCL 自身的行（版本、INFO/WARN）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rows with impossible figures were not used: %2</source>
        <translation>%1 行含有不可能的数据，未使用：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rows with impossible figures were not used; their text is in finding import.refused_values.</source>
        <translation>%1 行含有不可能的数据，未使用；其文本见发现项 import.refused_values。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No rank lines; the rank count assumes a single process (nThread x nGpus).</source>
        <translation>没有 rank 行；rank 数按单进程计算（nThread x nGpus）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rank count from the header was not used: %1</source>
        <translation>未使用头部给出的 rank 数：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>busbw/algbw and the redop/root columns fit only %1%2; if that is the collective, set it.</source>
        <translation>busbw/algbw 以及 redop/root 列只符合 %1%2；如果就是该集合通信，请设置它。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> over %1 ranks</source>
        <translation>，%1 个 rank</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>busbw/algbw fits %1: the rows alone cannot tell which.</source>
        <translation>busbw/algbw 符合 %1：仅凭这些行无法判断是哪一个。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table header; the rows were read with the standard nccl-tests column layout.</source>
        <translation>没有表头；已按 nccl-tests 标准列布局读取这些行。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No &quot;Avg bus bandwidth&quot; summary: the output may have been cut short.</source>
        <translation>没有 &quot;Avg bus bandwidth&quot; 汇总：输出可能被截断。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table header has no result rows.</source>
        <translation>表头下没有结果行。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows go beyond the header&apos;s maxBytes; the header and the table may come from different runs.</source>
        <translation>有行超出了头部的 maxBytes；头部和表格可能来自不同的运行。</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+1"/>
        <source>A line longer than the line limit was cut.</source>
        <translation>一行超过行长度上限，已被截断。</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The test reported an error: %1</source>
        <translation>测试报告错误：%1</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>A rank line was ignored: %1</source>
        <translation>忽略了一行 rank 行：%1</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>line %1: &quot;%2&quot; (%3)</source>
        <translation>第 %1 行：&quot;%2&quot;（%3）</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+8"/>
        <source>The last row is cut short and was ignored.</source>
        <translation>最后一行被截断，已忽略。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A row without its in-place half was kept (size %1).</source>
        <translation>保留了一行缺少 in-place 部分的行（大小 %1）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The input ends inside the last row; its last number may be cut.</source>
        <translation>输入在最后一行内结束；其最后一个数字可能被截断。</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The test aborted: %1</source>
        <translation>测试中止：%1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>No result table: only NCCL&apos;s own INFO/WARN lines (%1) were found.</source>
        <translation>没有结果表：只找到 NCCL 自身的 INFO/WARN 行（%1）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 rows had a root outside 0..2^24; their root was not used.</source>
        <translation>%1 行的 root 超出 0..2^24；未使用其 root。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rank lines with impossible rank numbers were ignored.</source>
        <translation>忽略了 %1 行 rank 编号不可能的 rank 行。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rows beyond the limit of %2 were not kept.</source>
        <translation>超出 %2 上限的 %1 行未保留。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 later runs were not kept (limits: %2 runs, %3 rows).</source>
        <translation>之后的 %1 次运行未保留（上限：%2 次运行，%3 行）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 incomplete rows were ignored.</source>
        <translation>忽略了 %1 行不完整的行。</translation>
    </message>
</context>
<context>
    <name>NodeCheckSuggestions</name>
    <message>
        <location filename="../core/run/NodeCheckSuggestions.cpp" line="+36"/>
        <source>Could not read the verdict suggestions %1</source>
        <translation>无法读取判定建议 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The verdict suggestions %1 are not valid JSON</source>
        <translation>判定建议 %1 不是有效的 JSON</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown verdict %1 in %2</source>
        <translation>%2 中有未知判定 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown check status %1 in %2</source>
        <translation>%2 中有未知的检查状态 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An entry of %1 lacks its check or item</source>
        <translation>%1 的某个条目缺少检查或检查项</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>no GPU on this node&apos;s PCI bus, so this says nothing about the provider&apos;s GPU nodes</source>
        <translation>此节点的 PCI 总线上没有 GPU，因此这不能说明提供商的 GPU 节点情况</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this node lacks what the item asks about, which does not make the item N/A for the provider</source>
        <translation>此节点缺少该项所问的对象,但这并不使该项对提供商而言为 N/A</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a node without events does not show whether the provider monitors for them</source>
        <translation>没有事件的节点无法说明提供商是否监控这些事件</translation>
    </message>
</context>
<context>
    <name>NodeFindingTitles</name>
    <message>
        <location filename="../core/run/NodeFindingTitles.cpp" line="+15"/>
        <source>Network topology known to Slurm</source>
        <translation>Slurm 已知的网络拓扑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs as GRES</source>
        <translation>GPU 作为 GRES</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PMIx for MPI jobs</source>
        <translation>用于 MPI 作业的 PMIx</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Containers through Pyxis</source>
        <translation>通过 Pyxis 运行容器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job accounting</source>
        <translation>作业记账</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node health check</source>
        <translation>节点健康检查</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Healthy nodes return to service</source>
        <translation>健康节点恢复服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node states</source>
        <translation>节点状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job start-up (prolog) time</source>
        <translation>作业启动（prolog）时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL defaults on the nodes</source>
        <translation>节点上的 NCCL 默认设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA runtime</source>
        <translation>CUDA 运行时</translation>
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
        <translation>容器工具包 CVE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared /home</source>
        <translation>共享 /home</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel file system</source>
        <translation>并行文件系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU driver</source>
        <translation>GPU 驱动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row remapping</source>
        <translation>行重映射</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Xid events</source>
        <translation>Xid 事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA (peermem / dma-buf)</source>
        <translation>GPUDirect RDMA（peermem / dma-buf）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB partition key isolation</source>
        <translation>IB 分区键隔离</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports</source>
        <translation>IB 端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DCGM monitoring</source>
        <translation>DCGM 监控</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric manager</source>
        <translation>Fabric Manager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SXid events</source>
        <translation>SXid 事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe ACS</source>
        <translation>PCIe ACS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container toolkit version</source>
        <translation>容器工具包版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU model</source>
        <translation>CPU 型号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DCGM</source>
        <translation>DCGM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DCGM exporter</source>
        <translation>DCGM exporter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AMD GPU kernel module</source>
        <translation>AMD GPU 内核模块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA kernel module</source>
        <translation>NVIDIA 内核模块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>enroot</source>
        <translation>enroot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric manager installed</source>
        <translation>已安装 Fabric Manager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/home mount</source>
        <translation>/home 挂载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel file systems</source>
        <translation>并行文件系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU driver version</source>
        <translation>GPU 驱动版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HPC-X</source>
        <translation>HPC-X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports and rates</source>
        <translation>IB 端口和速率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel log source</source>
        <translation>内核日志来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kubernetes</source>
        <translation>Kubernetes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory (bytes)</source>
        <translation>内存（字节）</translation>
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
        <translation>NCCL 环境</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node_exporter</source>
        <translation>node_exporter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NUMA nodes</source>
        <translation>NUMA 节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pyxis</source>
        <translation>Pyxis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA NICs</source>
        <translation>RDMA 网卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slurm client</source>
        <translation>Slurm 客户端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Impossible figures refused</source>
        <translation>拒收的不可能数据</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>IB port %1</source>
        <translation>IB 端口 %1</translation>
    </message>
</context>
<context>
    <name>NodeHostKey</name>
    <message>
        <location filename="../core/run/NodeHostKey.cpp" line="+35"/>
        <source>The host key of node %1 changed: it was registered with %2 %3 and now presents %4 %5. Nothing was run. If the provider re-installed the node, check the new fingerprint with them and re-key the node (tierbench-cli run ... --rekey-node).</source>
        <translation>节点 %1 的主机密钥已变更：注册时为 %2 %3，现在出示的是 %4 %5。未执行任何操作。如果提供商重装了该节点，请与他们核对新的指纹，并为节点重新登记密钥（tierbench-cli run ... --rekey-node）。</translation>
    </message>
</context>
<context>
    <name>NodeMatrix</name>
    <message>
        <location filename="../core/cluster/NodeMatrix.cpp" line="+22"/>
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA runtime</source>
        <translation>CUDA 运行时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA kernel module</source>
        <translation>NVIDIA 内核模块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel</source>
        <translation>内核</translation>
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
        <translation>GPUDirect RDMA（peermem / dma-buf）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nvidia_peermem</source>
        <translation>nvidia_peermem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports</source>
        <translation>IB 端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IB ports and rates</source>
        <translation>IB 端口和速率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Xid events</source>
        <translation>Xid 事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SXid events</source>
        <translation>SXid 事件</translation>
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
        <translation>节点需要一个主机</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+25"/>
        <source>The node could not be saved.</source>
        <translation>无法保存节点。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The node could not be removed.</source>
        <translation>无法移除节点。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The node could not be read.</source>
        <translation>无法读取节点。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Node %1 not found</source>
        <translation>未找到节点 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+17"/>
        <source>The nodes could not be read.</source>
        <translation>无法读取节点列表。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The node&apos;s host key could not be saved.</source>
        <translation>无法保存节点的主机密钥。</translation>
    </message>
</context>
<context>
    <name>NodeSupervisor</name>
    <message>
        <location filename="../core/engagement/NodeSupervisor.cpp" line="+120"/>
        <location line="+128"/>
        <source>&quot;%1&quot; is no step id for the node</source>
        <translation>“%1”不是节点的步骤标识</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>The engagement&apos;s supervisor could not be started on the node: %1</source>
        <translation>无法在节点上启动评测的监督进程：%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The node has no engagement folder %1</source>
        <translation>节点上没有评测文件夹 %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No such step output: %1 %2</source>
        <translation>没有这样的步骤输出：%1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The node has no output of step %1</source>
        <translation>节点上没有步骤 %1 的输出</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The node refused to pause</source>
        <translation>节点拒绝暂停</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The node refused to resume</source>
        <translation>节点拒绝继续</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+22"/>
        <source>The node has no step %1</source>
        <translation>节点上没有步骤 %1</translation>
    </message>
</context>
<context>
    <name>NvbandwidthJsonParser</name>
    <message>
        <location filename="../core/import/NvbandwidthJsonParser.cpp" line="+44"/>
        <source>Not valid JSON: %1 in a test case.</source>
        <translation>不是有效的 JSON：测试用例中 %1。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Test %1 failed: %2</source>
        <translation>测试 %1 失败：%2</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+11"/>
        <source>Not valid JSON: %1 at offset %2.</source>
        <translation>不是有效的 JSON：偏移 %2 处 %1。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Tests waived (not applicable on this system).</source>
        <translation>测试被豁免（不适用于此系统）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the first %1 figures were kept; %2 more were not read.</source>
        <translation>只保留了前 %1 个数据；另有 %2 个未读取。</translation>
    </message>
</context>
<context>
    <name>NvbandwidthParser</name>
    <message>
        <location filename="../core/import/NvbandwidthParser.cpp" line="+119"/>
        <location line="+1"/>
        <source>A line longer than the line limit was cut.</source>
        <translation>一行超过行长度上限，已被截断。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>nvbandwidth reported an error: %1</source>
        <translation>nvbandwidth 报告错误：%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Tests waived (not applicable on this system).</source>
        <translation>测试被豁免（不适用于此系统）。</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiChecks</name>
    <message>
        <location filename="../core/import/NvidiaSmiChecks.cpp" line="+58"/>
        <source>GPUs attached</source>
        <translation>已连接的 GPU</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2 uncorrectable ECC errors since boot</source>
        <translation>%1：自启动以来有 %2 个不可纠正的 ECC 错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 uncorrectable ECC errors over its lifetime</source>
        <translation>%1：整个使用期内有 %2 个不可纠正的 ECC 错误</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ECC disabled on %1</source>
        <translation>%1 上已禁用 ECC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No uncorrectable ECC errors on %1 GPUs.</source>
        <translation>%1 个 GPU 上没有不可纠正的 ECC 错误。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: page retirement pending (needs a GPU reset)</source>
        <translation>%1：页停用待处理（需要重置 GPU）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 single-bit and %3 double-bit retired pages</source>
        <translation>%1：%2 个单比特和 %3 个双比特停用页</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No retired pages.</source>
        <translation>没有停用页。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: row remapping pending after %2 uncorrectable errors; needs a GPU reset</source>
        <translation>%1：%2 个不可纠正错误后行重映射待处理；需要重置 GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: row remapping failed; the GPU should be replaced</source>
        <translation>%1：行重映射失败；应更换该 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 rows remapped after uncorrectable errors</source>
        <translation>%1：不可纠正错误后重映射了 %2 行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No remapped rows pending or failed.</source>
        <translation>没有待处理或失败的重映射行。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No GPU asks for a reset.</source>
        <translation>没有 GPU 要求重置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset required: %1</source>
        <translation>需要重置：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No PCIe replays since reset.</source>
        <translation>自重置以来没有 PCIe 重放。</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>PCIe replays since reset (link retransmissions; a rising count points to a marginal link): %1</source>
        <translation>自重置以来的 PCIe 重放（链路重传；计数上升说明链路处于边缘状态）：%1</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiNvlinkParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiNvlinkParser.cpp" line="+66"/>
        <source>GPU %1 link %2: &quot;%3&quot; is not a link speed; the link was not counted.</source>
        <translation>GPU %1 链路 %2：&quot;%3&quot; 不是链路速率；未计入该链路。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 of %2 links active</source>
        <translation>%2 条链路中 %1 条处于活动状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1 GB/s in all</source>
        <translation>，合计 %1 GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 GB/s each (%2 GB/s)</source>
        <translation>，每条 %1 GB/s（%2 GB/s）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU %1: %2 of %3 links active%4</source>
        <translation>GPU %1：%3 条链路中 %2 条处于活动状态%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (inactive: %1)</source>
        <translation>（未活动：%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No active NVLink on any of the %1 GPUs: a PCIe system, or NVLink is down.</source>
        <translation>%1 个 GPU 上都没有活动的 NVLink：这是 PCIe 系统，或 NVLink 已断开。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVLink degraded: %1</source>
        <translation>NVLink 降级：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All %1 GPUs have %2 active NVLinks.</source>
        <translation>全部 %1 个 GPU 都有 %2 条活动的 NVLink。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Links at different speeds on %1.</source>
        <translation>%1 上的链路速率不一致。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The output has no final newline; the last GPU may be cut short.</source>
        <translation>输出没有最后的换行符；最后一个 GPU 可能被截断。</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiParser.cpp" line="+141"/>
        <source>The output is cut short: %1 GPUs attached, %2 listed, the last one incomplete. Checks cover only what is present.</source>
        <translation>输出被截断：已连接 %1 个 GPU，列出 %2 个，最后一个不完整。检查只涵盖现有内容。</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiTopoParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiTopoParser.cpp" line="+204"/>
        <source>The matrix header was read but no row: the output is cut short.</source>
        <translation>读取了矩阵表头但没有行：输出被截断。</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>All %1 GPU pairs are connected by NVLink (%2).</source>
        <translation>全部 %1 个 GPU 对均由 NVLink 连接（%2）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No NVLink between any of the %1 GPUs: peer traffic crosses PCIe (%2).</source>
        <translation>%1 个 GPU 之间都没有 NVLink：对等流量经过 PCIe（%2）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 GPU pairs have no NVLink between them (a broken or partial NVLink mesh): %3</source>
        <translation>%2 个 GPU 对中有 %1 个之间没有 NVLink（NVLink 网状结构损坏或不完整）：%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every GPU has a NIC under the same PCIe switch (PIX/PXB), so GPUDirect RDMA stays off the CPU.</source>
        <translation>每个 GPU 在同一 PCIe 交换机下（PIX/PXB）都有一块网卡，因此 GPUDirect RDMA 不经过 CPU。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs whose nearest NIC is not under the same PCIe switch: GPUDirect RDMA traffic crosses the host bridge or the CPU interconnect: %1</source>
        <translation>最近的网卡不在同一 PCIe 交换机下的 GPU：GPUDirect RDMA 流量经过主机桥或 CPU 互连：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>Rows with fewer cells than the header has columns (cut or collapsed): %1</source>
        <translation>单元格少于表头列数的行（被截断或合并）：%1</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiXmlParser</name>
    <message>
        <location filename="../core/import/NvidiaSmiXmlParser.cpp" line="+31"/>
        <source>A line longer than the line limit: the XML cannot be read past it.</source>
        <translation>一行超过行长度上限：无法读取其后的 XML。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>An XML element&apos;s text runs past %1 MiB: this is not nvidia-smi output; reading stopped there.</source>
        <translation>某个 XML 元素的文本超过 %1 MiB：这不是 nvidia-smi 输出；已在该处停止读取。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The XML is malformed at line %1: %2; what came before was read.</source>
        <translation>XML 在第 %1 行格式错误：%2；已读取之前的内容。</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>The XML is cut short: %1 GPUs attached, %2 read, the last one incomplete. Checks cover only what is present.</source>
        <translation>XML 被截断：已连接 %1 个 GPU，读取 %2 个，最后一个不完整。检查只涵盖现有内容。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the XML is malformed</source>
        <translation>XML 格式错误</translation>
    </message>
</context>
<context>
    <name>OrgType</name>
    <message>
        <location filename="../core/domain/OrgType.cpp" line="+11"/>
        <source>AI lab</source>
        <translation>AI 实验室</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enterprise</source>
        <translation>企业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Startup</source>
        <translation>初创公司</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research</source>
        <translation>研究机构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>PairSchedule</name>
    <message>
        <location filename="../core/cluster/PairSchedule.cpp" line="+63"/>
        <source>One pair only: %1 GB/s; three or more nodes are needed to name a slow node</source>
        <translation>只有一个节点对：%1 GB/s；需要三个或更多节点才能找出慢节点</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s), median %1 GB/s: no node stands out</source>
        <translation>
            <numerusform>%n 个节点对，中位数 %1 GB/s：没有节点明显偏离</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s), median %1 GB/s; slow: %2</source>
        <translation>
            <numerusform>%n 个节点对，中位数 %1 GB/s；慢节点：%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PerftestJsonParser</name>
    <message>
        <location filename="../core/import/PerftestJsonParser.cpp" line="+41"/>
        <source>The report has no results: the test did not run to its end.</source>
        <translation>报告中没有 results：测试没有运行到结束。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The report has no t_typical or t_avg.</source>
        <translation>报告中既没有 t_typical 也没有 t_avg。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The report has no BW_average.</source>
        <translation>报告中没有 BW_average。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The report does not say its bandwidth unit; it was read as Gb/s (--report_gbits).</source>
        <translation>报告未说明带宽单位；按 Gb/s（--report_gbits）读取。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The report&apos;s bandwidth is 0: the test moved nothing.</source>
        <translation>报告的带宽为 0：测试没有传输任何数据。</translation>
    </message>
</context>
<context>
    <name>PerftestTextParser</name>
    <message>
        <location filename="../core/import/PerftestTextParser.cpp" line="+95"/>
        <source>A perftest header with an unknown bandwidth unit was not read: %1</source>
        <translation>未读取带宽单位未知的 perftest 表头：%1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>A row with a message size of %1 bytes was not read.</source>
        <translation>未读取消息大小为 %1 字节的行。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A row reports no bandwidth (0) at %1 bytes: the test moved nothing.</source>
        <translation>%1 字节处的行报告带宽为 0：测试没有传输任何数据。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>perftest reported an error: %1</source>
        <translation>perftest 报告了错误：%1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Only the first %1 figures were kept; %2 more were not read.</source>
        <translation>只保留了前 %1 个数据；另有 %2 个未读取。</translation>
    </message>
</context>
<context>
    <name>PgSampleWriter</name>
    <message>
        <location filename="../core/store/PgSampleWriter.cpp" line="+20"/>
        <location line="+46"/>
        <source>The samples could not be stored.</source>
        <translation>无法保存样本。</translation>
    </message>
</context>
<context>
    <name>PlanEstimate</name>
    <message>
        <location filename="../core/engagement/PlanEstimate.cpp" line="+13"/>
        <source>%1 nodes: %2 … %3</source>
        <translation>%1 个节点：%2 … %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>phase %1 not chosen</source>
        <translation>未选择阶段 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>destructive: runs only with recorded consent</source>
        <translation>破坏性：仅在已记录同意时运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no node to run on</source>
        <translation>没有可运行的节点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a plain node has no scheduler to audit</source>
        <translation>单个节点没有可审计的调度器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needs two nodes</source>
        <translation>需要两个节点</translation>
    </message>
</context>
<context>
    <name>PlanLoader</name>
    <message>
        <location filename="../core/engagement/PlanLoader.cpp" line="+44"/>
        <location line="+251"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location line="-249"/>
        <source>The plan is refused: %1</source>
        <translation>计划被拒绝：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan %1 is refused: %2</source>
        <translation>计划 %1 被拒绝：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is missing</source>
        <translation>缺少“%1”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; must be text</source>
        <translation>“%1”必须是文本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is longer than %2 characters</source>
        <translation>“%1”超过 %2 个字符</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; holds a control character</source>
        <translation>“%1”包含控制字符</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is empty</source>
        <translation>“%1”为空</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; must be a whole number from %2 to %3</source>
        <translation>“%1”必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; must be a list of at most 200 texts</source>
        <translation>“%1”必须是最多 200 个文本的列表</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; must hold texts of at most 4096 characters</source>
        <translation>“%1”中的文本最多 4096 个字符</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>a step has no field &quot;%1&quot;</source>
        <translation>步骤没有字段“%1”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step name &quot;%1&quot; must be lower-case letters, digits, &apos;.&apos; and &apos;-&apos;</source>
        <translation>步骤名“%1”只能包含小写字母、数字、“.”和“-”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step %1: unknown kind &quot;%2&quot; (probe, recipe, audit or import)</source>
        <translation>步骤 %1：未知类型“%2”（probe、recipe、audit 或 import）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step %1: unknown probe &quot;%2&quot; (this Tierbench has %3)</source>
        <translation>步骤 %1：未知探针“%2”（此 Tierbench 提供 %3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step %1: unknown recipe &quot;%2&quot; (this Tierbench has %3)</source>
        <translation>步骤 %1：未知配方“%2”（此 Tierbench 提供 %3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step %1: an audit is &quot;scheduler&quot; or &quot;nodes&quot;, not &quot;%2&quot;</source>
        <translation>步骤 %1：审计应为“scheduler”或“nodes”，而不是“%2”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step %1: unknown import format &quot;%2&quot;</source>
        <translation>步骤 %1：未知导入格式“%2”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step %1: the path must lie inside the engagement&apos;s folder</source>
        <translation>步骤 %1：路径必须位于评估任务的文件夹内</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+6"/>
        <source>step %1: %2</source>
        <translation>步骤 %1：%2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>step %1: only a probe or a recipe takes arguments</source>
        <translation>步骤 %1：只有探针或测试方案接受参数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>step %1: unknown scope &quot;%2&quot; (once, each-node, each-pair, cluster or world-doubling)</source>
        <translation>步骤 %1：未知范围“%2”（once、each-node、each-pair、cluster 或 world-doubling）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step %1: the rubric has no item &quot;%2&quot;</source>
        <translation>步骤 %1：评分标准中没有条目“%2”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;destructive&quot; must be true or false</source>
        <translation>“destructive”必须为 true 或 false</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step %1: its deadline is shorter than the time it is expected to take</source>
        <translation>步骤 %1：其期限短于预计所需时间</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>A plan file is at most %1 KiB</source>
        <translation>计划文件最大 %1 KiB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a plan is one JSON object</source>
        <translation>计划是一个 JSON 对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The plan is not JSON: %1</source>
        <translation>计划不是 JSON：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan %1 is not JSON: %2</source>
        <translation>计划 %1 不是 JSON：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not a Tierbench plan (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>不是 Tierbench 计划（“format”必须为“%1”）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>schema %1 is not one this Tierbench reads (it reads %2)</source>
        <translation>此 Tierbench 无法读取架构 %1（它读取 %2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>plan name &quot;%1&quot; must be lower-case letters, digits, &apos;.&apos; and &apos;-&apos;</source>
        <translation>计划名“%1”只能包含小写字母、数字、“.”和“-”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the database holds no rubric version &quot;%1&quot;</source>
        <translation>数据库中没有评分标准版本“%1”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;budget_node_hours&quot; must be a number above 0</source>
        <translation>“budget_node_hours”必须是大于 0 的数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a plan needs at least one phase with steps</source>
        <translation>计划至少需要一个包含步骤的阶段</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>phase name &quot;%1&quot; is not a name or is used twice</source>
        <translation>阶段名“%1”不是有效名称或重复使用</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>phase %1 has no steps</source>
        <translation>阶段 %1 没有步骤</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a step is a JSON object</source>
        <translation>步骤是一个 JSON 对象</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a plan has at most %1 steps</source>
        <translation>计划最多 %1 个步骤</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step name &quot;%1&quot; is used twice</source>
        <translation>步骤名“%1”重复使用</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A plan file is at most %1 KiB: %2</source>
        <translation>计划文件最大 %1 KiB：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot read the plan %1: %2</source>
        <translation>无法读取计划 %1：%2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No plan named &quot;%1&quot; (Tierbench ships %2; or give a file&apos;s path)</source>
        <translation>没有名为“%1”的计划（Tierbench 提供 %2；或给出文件路径）</translation>
    </message>
</context>
<context>
    <name>Plausibility</name>
    <message>
        <location filename="../core/domain/Plausibility.cpp" line="+99"/>
        <source>more than the fastest GPU fabric carries per GPU (NVLink 6: 1.8 TB/s each way)</source>
        <translation>超过最快 GPU 互连网络每个 GPU 的承载能力（NVLink 6：每个方向 1.8 TB/s）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>faster than any GPU memory (the fastest HBM4 parts reach about 22 TB/s)</source>
        <translation>快于任何 GPU 显存（最快的 HBM4 约为 22 TB/s）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more than 128 GPUs&apos; memories together</source>
        <translation>超过 128 个 GPU 显存的总和</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>faster than four 1.6 Tb/s network ports</source>
        <translation>快于四个 1.6 Tb/s 网络端口</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>longer than a week</source>
        <translation>超过一周</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more than any GPU computes</source>
        <translation>超过任何 GPU 的算力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>larger than 1 PiB</source>
        <translation>大于 1 PiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>larger than 2^53, where a number stops being exact</source>
        <translation>大于 2^53，数字在此之上不再精确</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a measured figure</source>
        <translation>不是测量数据</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 is not a finite number; a measurement is never NaN or infinite.</source>
        <translation>%1 %2 不是有限数值；测量值绝不会是 NaN 或无穷大。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 is negative, which this quantity cannot be.</source>
        <translation>%1 %2 为负，而该量不可能为负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 is above %3 %4: %5.</source>
        <translation>%1 %2 高于 %3 %4：%5。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 is below %3 %4: too small to be a measured figure, it would put every result in the top band.</source>
        <translation>%1 %2 低于 %3 %4：太小，不可能是测量数据，它会让每个结果都进入最高区间。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rank %1 is outside 0..%2: no job has that many ranks.</source>
        <translation>rank %1 超出 0..%2：没有作业有这么多 rank。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a rank count of %1 is outside 0..%2: no job has that many ranks.</source>
        <translation>rank 数 %1 超出 0..%2：没有作业有这么多 rank。</translation>
    </message>
</context>
<context>
    <name>PriceCsv</name>
    <message>
        <location filename="../core/cost/PriceCsv.cpp" line="+24"/>
        <source>row %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>a quoted field is not closed</source>
        <translation>引号字段没有闭合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty; the first row must name the columns</source>
        <translation>文件为空；第一行必须给出列名</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown column (known: %1)</source>
        <translation>未知列（已知：%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>required column missing</source>
        <translation>缺少必需的列</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; 不是数字</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>more fields than columns</source>
        <translation>字段多于列数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no provider named &quot;%1&quot;</source>
        <translation>没有名为 &quot;%1&quot; 的提供商</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the price per GPU-hour is required</source>
        <translation>必须填写每 GPU 小时价格</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown term &quot;%1&quot; (on_demand, 1_month, 3_months, 6_months, 1_year, 2_years, 3_years)</source>
        <translation>未知期限 &quot;%1&quot;（on_demand、1_month、3_months、6_months、1_year、2_years、3_years）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>&quot;%1&quot; 不是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the same model, term and date appear twice in the file</source>
        <translation>文件中同一型号、期限和日期出现了两次</translation>
    </message>
</context>
<context>
    <name>PriceRepository</name>
    <message>
        <location filename="../core/store/PriceRepository.cpp" line="+105"/>
        <source>A price needs the GPU model it is for.</source>
        <translation>价格需要注明所针对的 GPU 型号。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The price per GPU-hour must be a number of zero or more.</source>
        <translation>每 GPU 小时价格必须是零或更大的数字。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 USD per GPU-hour is not a GPU price (a node price? divide by its GPUs).</source>
        <translation>每 GPU 小时 %1 美元不是 GPU 价格（是节点价格？请除以其 GPU 数）。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 must be a number of zero or more.</source>
        <translation>%1 必须是零或更大的数字。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 is beyond any real price (at most %3); check the unit.</source>
        <translation>%1 的值 %2 超出了任何真实价格（最多 %3）；请检查单位。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Support is a percentage of the bill, at most 100.</source>
        <translation>支持费用是账单的百分比，最多 100。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a component that can be bundled (%2).</source>
        <translation>&quot;%1&quot; 不是可捆绑的组成部分（%2）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every price needs its source (a quote, a price page, an invoice).</source>
        <translation>每个价格都需要来源（报价、价格页面、发票）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every price needs the date it is valid from.</source>
        <translation>每个价格都需要生效日期。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not read the prices</source>
        <translation>无法读取价格</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not read the price</source>
        <translation>无法读取价格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No price record %1.</source>
        <translation>没有价格记录 %1。</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+30"/>
        <source>Could not save the price (one record per model, term and date)</source>
        <translation>无法保存价格（每个型号、期限和日期只能有一条记录）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not delete the price</source>
        <translation>无法删除价格</translation>
    </message>
</context>
<context>
    <name>PriceTerm</name>
    <message>
        <location filename="../core/domain/PriceRecord.cpp" line="+11"/>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 month</source>
        <translation>1 个月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 months</source>
        <translation>3 个月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 months</source>
        <translation>6 个月</translation>
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
        <translation>添加价格 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delete price %1</source>
        <translation>删除价格 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit price %1</source>
        <translation>编辑价格 %1</translation>
    </message>
</context>
<context>
    <name>PricingScore</name>
    <message numerus="yes">
        <location filename="../core/cost/PricingScore.cpp" line="+28"/>
        <source>%1: $%2 per useful GPU-hour, %3% of the median of %n priced peer(s) ($%4); %5 of 5</source>
        <translation>
            <numerusform>%1：每有效 GPU 小时 $%2，为 %n 个已定价同类提供商中位数（$%4）的 %3%；%5 / 5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PricingWorkflow</name>
    <message>
        <location filename="../core/usecase/PricingWorkflow.cpp" line="+50"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is larger than 8 MB; that is not a price list.</source>
        <translation>%1 大于 8 MB；这不是价格表。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>belongs to another provider; import it on that provider&apos;s page</source>
        <translation>属于另一个提供商；请在该提供商的页面导入</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a price for this model, term and date is already stored</source>
        <translation>已保存此型号、期限和日期的价格</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>ProbeArguments</name>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+102"/>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location filename="../core/run/OwnProbeOptions.cpp" line="+64"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+91"/>
        <source>%1 is not a size: use e.g. 64K, 1M or 1G</source>
        <translation>%1 不是大小：请使用如 64K、1M 或 1G</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 needs %2: the directory of the node to measure</source>
        <translation>%1 需要 %2：要测量的节点目录</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 is not HOST:PORT</source>
        <translation>%1 不是 HOST:PORT 形式</translation>
    </message>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+7"/>
        <source>%1 is not a range: use MIN:MAX, MIN:MAX:x4 or MIN:MAX:+1M</source>
        <translation>%1 不是范围：请使用 MIN:MAX、MIN:MAX:x4 或 MIN:MAX:+1M</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a range needs 0 &lt; MIN ≤ MAX</source>
        <translation>%1：范围需要 0 &lt; MIN ≤ MAX</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a step: use x2 (or more) or +STEP, e.g. +1M</source>
        <translation>%1 不是步长：请使用 x2（或更大）或 +STEP，例如 +1M</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>empty size between commas</source>
        <translation>逗号之间的大小为空</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>1 size: %1</source>
        <translation>1 个大小：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sizes, %2 … %3</source>
        <translation>%1 个大小，%2 … %3</translation>
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
        <translation>%1：请使用 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+9"/>
        <source>%1 is not a backend: gpu or host</source>
        <translation>%1 不是后端：gpu 或 host</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose at least one operation</source>
        <translation>请至少选择一种操作</translation>
    </message>
    <message>
        <location filename="../core/run/OwnProbeOptions.cpp" line="+9"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+1"/>
        <source>unknown operation %1 (known: %2)</source>
        <translation>未知操作 %1（已知：%2）</translation>
    </message>
    <message>
        <location filename="../core/run/ProbeArguments.cpp" line="+6"/>
        <source>the data check is on or off</source>
        <translation>数据校验为开或关</translation>
    </message>
    <message>
        <location filename="../core/run/OwnProbeOptions.cpp" line="+120"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+40"/>
        <source>%1 is not an option of %2 (its options: %3)</source>
        <translation>%1 不是 %2 的选项（其选项：%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <location filename="../core/run/ProbeArguments.cpp" line="+2"/>
        <source>%1: a value without its option (%2 takes: %3)</source>
        <translation>%1：值缺少其选项（%2 接受：%3）</translation>
    </message>
</context>
<context>
    <name>ProbeBundle</name>
    <message>
        <location filename="../core/run/ProbeBundle.cpp" line="+48"/>
        <source>Probe folder %1 not found</source>
        <translation>未找到探针文件夹 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Probe folder %1 holds no files</source>
        <translation>探针文件夹 %1 中没有文件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
</context>
<context>
    <name>ProbeLineReader</name>
    <message>
        <location filename="../core/import/ProbeLineReader.cpp" line="+106"/>
        <source>line longer than the limit, cut</source>
        <translation>行长度超过上限，已截断</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not a JSON object: %1</source>
        <translation>不是 JSON 对象：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no &quot;tb&quot; protocol version</source>
        <translation>没有 &quot;tb&quot; 协议版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>protocol version %1 is not supported</source>
        <translation>不支持协议版本 %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 without an id</source>
        <translation>%1 缺少 id</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>sample without a metric or a value</source>
        <translation>样本缺少指标或值</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>unknown type &quot;%1&quot;</source>
        <translation>未知类型 &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>ProbeLogParser</name>
    <message>
        <location filename="../core/import/ProbeLogParser.cpp" line="+23"/>
        <source>No &quot;end&quot; line: the probe output is cut short.</source>
        <translation>没有 &quot;end&quot; 行：探针输出被截断。</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 lines were not protocol lines.</source>
        <translation>%1 行不是协议行。</translation>
    </message>
</context>
<context>
    <name>ProbeRunner</name>
    <message>
        <location filename="../core/run/ProbeRunner.cpp" line="+30"/>
        <source>unsupported on this node: a tool or folder it needs is missing</source>
        <translation>此节点不支持：缺少所需的工具或文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its command exited with code %1</source>
        <translation>其命令以代码 %1 退出</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a check failed</source>
        <translation>某项检查未通过</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unsupported on this node</source>
        <translation>此节点不支持</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runtime error</source>
        <translation>运行时错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data verification failed</source>
        <translation>数据校验失败</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>usage error</source>
        <translation>用法错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exit code %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>run %1 (%2)</source>
        <translation>运行 %1（%2）</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Run cancelled</source>
        <translation>运行已取消</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 未在 %2 秒内完成</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 failed: %2</source>
        <translation>%1 失败：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>killed by SIG%1</source>
        <translation>被 SIG%1 终止</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run was stopped: its remote process group (%1) could not be recorded, so it could not have been ended had this program stopped</source>
        <translation>运行已停止：无法记录其远程进程组（%1），因此若本程序停止，将无法结束它</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <location line="+13"/>
        <location line="+49"/>
        <source>%n sample(s) received from the node could not be stored</source>
        <translation>
            <numerusform>从节点收到的 %n 个样本无法保存</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-61"/>
        <source> (and %n finding(s))</source>
        <translation>
            <numerusform>（以及 %n 个发现项）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>; also %n sample(s) could not be stored</source>
        <translation>
            <numerusform>；另有 %n 个样本无法保存</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/run/RunRecorder.cpp" line="+109"/>
        <source>%n impossible figure(s) were not stored as samples: %1</source>
        <translation>
            <numerusform>%n 个不可能的数据未作为样本保存：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the address belongs to %1</source>
        <translation>该地址属于 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the address is not registered to %1: the provider may resell another company&apos;s capacity (aggregator)</source>
        <translation>该地址未注册给 %1：该提供商可能在转售其他公司的算力（聚合商）</translation>
    </message>
</context>
<context>
    <name>Provider</name>
    <message>
        <location filename="../core/domain/Provider.cpp" line="+12"/>
        <source>Neocloud</source>
        <translation>新型云</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyperscaler</source>
        <translation>超大规模云厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marketplace / aggregator</source>
        <translation>市场 / 聚合商</translation>
    </message>
</context>
<context>
    <name>ProviderCosts</name>
    <message>
        <location filename="../core/cost/ProviderCosts.cpp" line="+17"/>
        <source>hyperscaler defaults (a hyperscaler)</source>
        <translation>超大规模云厂商默认值（超大规模云厂商）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold-tier defaults (reference tier %1)</source>
        <translation>黄金等级默认值（参考等级 %1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silver-tier defaults (reference tier Silver)</source>
        <translation>白银等级默认值（参考等级 白银）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silver-tier defaults (reference tier %1; none published for it)</source>
        <translation>白银等级默认值（参考等级 %1；该等级没有公布值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver-tier defaults (no reference tier)</source>
        <translation>白银等级默认值（无参考等级）</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>%1 has no price in force: record one on its Pricing tab.</source>
        <translation>%1 没有生效的价格：请在其“定价”标签页中记录一个。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no price for %2 in force: record one on its Pricing tab.</source>
        <translation>%1 没有 %2 的生效价格：请在其“定价”标签页中记录一个。</translation>
    </message>
</context>
<context>
    <name>ProviderRepository</name>
    <message>
        <location filename="../core/store/ProviderRepository.cpp" line="+66"/>
        <source>Could not read the providers</source>
        <translation>无法读取提供商</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+13"/>
        <source>Could not read the provider</source>
        <translation>无法读取提供商</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>There is no provider with this id.</source>
        <translation>没有此 ID 的提供商。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no provider named &quot;%1&quot;.</source>
        <translation>没有名为 &quot;%1&quot; 的提供商。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A provider needs a name.</source>
        <translation>提供商需要名称。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider name</source>
        <translation>提供商名称</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a ClusterMAX 1.0 tier (platinum, gold, silver, bronze, underperform).</source>
        <translation>&quot;%1&quot; 不是 ClusterMAX 1.0 等级（platinum、gold、silver、bronze、underperform）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not check the provider name</source>
        <translation>无法检查提供商名称</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A provider named &quot;%1&quot; already exists.</source>
        <translation>名为 &quot;%1&quot; 的提供商已存在。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not add the provider</source>
        <translation>无法添加提供商</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not save the provider</source>
        <translation>无法保存提供商</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not delete the provider</source>
        <translation>无法删除提供商</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+4"/>
        <source>Could not count what belongs to the provider</source>
        <translation>无法统计属于该提供商的内容</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../ui/common/FileDialog.cpp" line="+97"/>
        <source>Folder</source>
        <translation>文件夹</translation>
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
        <translation>%1 小时 %2 分</translation>
    </message>
</context>
<context>
    <name>RatingEngine</name>
    <message>
        <location filename="../core/rating/RatingEngine.cpp" line="+108"/>
        <source>unpriced: there is no cost scenario &quot;%1&quot;</source>
        <translation>未定价：没有成本场景 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>No provider %1.</source>
        <translation>没有提供商 %1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The provider has no evaluation yet, so nothing can be suggested.</source>
        <translation>该提供商还没有评估，因此无法给出建议。</translation>
    </message>
</context>
<context>
    <name>RatingRepository</name>
    <message>
        <location filename="../core/store/RatingRepository.cpp" line="+63"/>
        <location line="+23"/>
        <source>Could not read the evaluations</source>
        <translation>无法读取评估</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The provider has no evaluation yet.</source>
        <translation>该提供商还没有评估。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not read the criteria</source>
        <translation>无法读取评估维度</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read the verdicts</source>
        <translation>无法读取判定</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The verdict of item %1 is stored as “%2”, which is not a verdict</source>
        <translation>检查项 %1 的判定存储为“%2”，这不是有效的判定</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Interview %1: %2</source>
        <translation>访谈 %1：%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not read the scores</source>
        <translation>无法读取得分</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Could not save the suggested scores</source>
        <translation>无法保存建议得分</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A score lies between 0 and 5.</source>
        <translation>得分介于 0 与 5 之间。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The score differs from the suggested %1 by more than %2: write a rationale.</source>
        <translation>得分与建议的 %1 相差超过 %2：请写明理由。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no suggested score to agree with: write a rationale.</source>
        <translation>没有可认同的建议得分：请写明理由。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Could not save the score</source>
        <translation>无法保存得分</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 differs from the suggested %2: a justification is required.</source>
        <translation>%1 与建议的 %2 不同：需要说明理由。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no suggested tier: a justification is required.</source>
        <translation>没有建议等级：需要说明理由。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Could not read the rating rounds</source>
        <translation>无法读取评级轮次</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not save the tier</source>
        <translation>无法保存等级</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not read the rating history</source>
        <translation>无法读取评级历史</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not read the ratings</source>
        <translation>无法读取评级</translation>
    </message>
</context>
<context>
    <name>RatingWorkflow</name>
    <message>
        <location filename="../core/usecase/RatingWorkflow.cpp" line="+71"/>
        <location line="+55"/>
        <source>The evaluation belongs to another provider.</source>
        <translation>该评估属于另一个提供商。</translation>
    </message>
</context>
<context>
    <name>Recipe</name>
    <message>
        <location filename="../core/run/Recipe.cpp" line="+86"/>
        <source>%1 (Python module)</source>
        <translation>%1（Python 模块）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the node has no folder %1 (the storage tier this step runs on)</source>
        <translation>节点上没有文件夹 %1（此步骤运行所在的存储层）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>this recipe has no commands</source>
        <translation>此测试方案没有命令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none of the tools it needs is on the node: %1</source>
        <translation>节点上没有它所需的任何工具：%1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>a recipe takes one argument, --dir DIR: the storage tier it runs on</source>
        <translation>测试方案只接受一个参数 --dir DIR：它运行所在的存储层</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--dir wants a folder of the node: absolute or under ~/, without .., at most 255 characters</source>
        <translation>--dir 需要节点上的文件夹：绝对路径或位于 ~/ 下，不含 ..，最多 255 个字符</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot read the recipe file %1</source>
        <translation>无法读取测试方案文件 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The recipe file %1 is not valid JSON</source>
        <translation>测试方案文件 %1 不是有效的 JSON</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A recipe in %1 has no usable name</source>
        <translation>%1 中的某个测试方案没有可用的名称</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Recipe %1 in %2 requires a Python module that is not a module name</source>
        <translation>%2 中的测试方案 %1 所需的 Python 模块名称无效</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recipe %1 in %2 imports its log as &quot;%3&quot;, which is not an import format</source>
        <translation>%2 中的测试方案 %1 以“%3”导入其日志，但这不是导入格式</translation>
    </message>
    <message>
        <location filename="../build/translations/recipe/RecipeMessages.cpp" line="+6"/>
        <source>Install PyTorch into a fresh virtual environment</source>
        <extracomment>Title of the hands-on timing recipe pytorch_install</extracomment>
        <translation>在全新的虚拟环境中安装 PyTorch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pull a large NGC container (22.1 GB in the rating)</source>
        <extracomment>Title of the hands-on timing recipe container_pull</extracomment>
        <translation>拉取一个大型 NGC 容器（评级中为 22.1 GB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cold `import torch`</source>
        <extracomment>Title of the hands-on timing recipe import_torch</extracomment>
        <translation>冷启动 `import torch`</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download and load a 15-billion-parameter model</source>
        <extracomment>Title of the hands-on timing recipe model_load</extracomment>
        <translation>下载并加载一个 150 亿参数的模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whois of the node&apos;s public IP (who owns the capacity)</source>
        <extracomment>Title of the hands-on timing recipe whois</extracomment>
        <translation>节点公网 IP 的 Whois（容量归谁所有）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install PyTorch with uv into a fresh environment and cache</source>
        <extracomment>Title of the hands-on timing recipe uv_install_torch</extracomment>
        <translation>用 uv 将 PyTorch 安装到全新环境和缓存中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install vLLM with pip into a fresh virtual environment and cache</source>
        <extracomment>Title of the hands-on timing recipe pip_install_vllm</extracomment>
        <translation>用 pip 将 vLLM 安装到全新虚拟环境和缓存中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install vLLM with uv into a fresh environment and cache</source>
        <extracomment>Title of the hands-on timing recipe uv_install_vllm</extracomment>
        <translation>用 uv 将 vLLM 安装到全新环境和缓存中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>`vllm serve` of a small model until /v1/models answers</source>
        <extracomment>Title of the hands-on timing recipe vllm_serve</extracomment>
        <translation>用 `vllm serve` 启动小模型直到 /v1/models 响应</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pull a PyTorch image from Docker Hub (about 3 GB)</source>
        <extracomment>Title of the hands-on timing recipe container_pull_dockerhub</extracomment>
        <translation>从 Docker Hub 拉取 PyTorch 镜像（约 3 GB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pull an inference image from ghcr.io (about 5 GB)</source>
        <extracomment>Title of the hands-on timing recipe container_pull_ghcr</extracomment>
        <translation>从 ghcr.io 拉取推理镜像（约 5 GB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download a 7-billion-parameter model from Hugging Face (15 GB)</source>
        <extracomment>Title of the hands-on timing recipe model_pull_hf</extracomment>
        <translation>从 Hugging Face 下载 70 亿参数模型（15 GB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download a 7-billion-parameter model from ModelScope (15 GB)</source>
        <extracomment>Title of the hands-on timing recipe model_pull_modelscope</extracomment>
        <translation>从 ModelScope 下载 70 亿参数模型（15 GB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cold `import torch` from an environment on the step&apos;s storage tier</source>
        <extracomment>Title of the hands-on timing recipe import_torch_venv</extracomment>
        <translation>从步骤所在存储层上的环境冷启动 `import torch`</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who owns the node&apos;s public IP: organisation, ASN and location</source>
        <extracomment>Title of the hands-on timing recipe public_ip_owner</extracomment>
        <translation>节点公网 IP 的归属：组织、ASN 和位置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>torchtitan&apos;s own Llama 3.1 8B run (FSDP, bf16) on every GPU of the node, 50 steps, its log imported</source>
        <extracomment>Title of the hands-on timing recipe torchtitan_llama3_8b</extracomment>
        <translation>torchtitan 自带的 Llama 3.1 8B 运行（FSDP，bf16），在节点每块 GPU 上运行 50 步，并导入其日志</translation>
    </message>
</context>
<context>
    <name>RecipePreview</name>
    <message>
        <location filename="../ui/runs/RecipePreview.cpp" line="+51"/>
        <source>Drops the node&apos;s page cache before timing (sync; echo 3 &gt; /proc/sys/vm/drop_caches, as root): every program on the node loses its cached files and reads them from disk again.</source>
        <translation>计时前清除节点的页缓存（sync; echo 3 &gt; /proc/sys/vm/drop_caches，需 root）：节点上的每个程序都会失去缓存的文件，需重新从磁盘读取。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asks an outside service (ifconfig.me) for the node&apos;s public address and looks it up with whois.</source>
        <translation>向外部服务（ifconfig.me）查询节点的公网地址，并用 whois 查询。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asks an outside service (ipinfo.io) who owns the node&apos;s public address: organisation, ASN and location.</source>
        <translation>向外部服务（ipinfo.io）查询节点公网地址的归属：组织、ASN 和位置。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starts a vLLM server on the node&apos;s loopback address for the test and stops it afterwards.</source>
        <translation>为测试在节点的回环地址上启动一个 vLLM 服务器，结束后将其停止。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trains on every GPU of the node with torchtitan&apos;s own config, which reads its tokenizer and data set where it says (C4 comes from Hugging Face unless it was staged on the node).</source>
        <translation>使用 torchtitan 自带的配置在节点的每块 GPU 上训练，按配置所示位置读取分词器和数据集（若未预先放到节点上，C4 会从 Hugging Face 下载）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its output is also read as the tool&apos;s log (import format %1): the steps it logged become runs of their own, beside the timing.</source>
        <translation>其输出也会作为该工具的日志读取（导入格式 %1）：记录的各步成为独立的运行，与计时并列。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Downloads from the internet onto the node (removed again afterwards where it lands in the scratch folder).</source>
        <translation>从互联网下载到节点上（若落在临时文件夹中，之后会再删除）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set-up (not timed):</source>
        <translation>准备（不计时）：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Timed, where %1 and the Python module %2 exist:</source>
        <translation>计时，在 %1 和 Python 模块 %2 存在时：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>else, where %1 and the Python module %2 exist:</source>
        <translation>否则，存在 %1 和 Python 模块 %2 时：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Timed:</source>
        <translation>计时：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timed, where %1 exists:</source>
        <translation>计时，在 %1 存在时：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>else, where %1 exists:</source>
        <translation>否则，在 %1 存在时：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clean-up (not timed):</source>
        <translation>清理（不计时）：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>evidence for %1</source>
        <translation>%1 的证据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped after %1</source>
        <translation>在 %1 后停止</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>tiers: %1</source>
        <translation>等级：%1</translation>
    </message>
</context>
<context>
    <name>ReconciliationMethod</name>
    <message>
        <location filename="../core/trust/ReconciliationMethod.cpp" line="+7"/>
        <source>discussion</source>
        <comment>reconciliation method: the reviewers talked it through</comment>
        <translation>讨论</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median</source>
        <comment>reconciliation method: the median of the reviewers&apos; scores</comment>
        <translation>中位数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean</source>
        <comment>reconciliation method: the mean of the reviewers&apos; scores</comment>
        <translation>平均值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lead reviewer&apos;s call</source>
        <comment>reconciliation method: the lead reviewer decided</comment>
        <translation>主评审人决定</translation>
    </message>
</context>
<context>
    <name>RemotePath</name>
    <message>
        <location filename="../core/session/RemotePath.cpp" line="+8"/>
        <source>The remote folder &quot;%1&quot; cannot be used: %2</source>
        <translation>无法使用远程文件夹 &quot;%1&quot;：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is empty</source>
        <translation>它为空</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it must be an absolute path or start with ~/</source>
        <translation>它必须是绝对路径或以 ~/ 开头</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it holds a control character or a line break</source>
        <translation>它含有控制字符或换行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the character %1 is not allowed in a remote folder (the build tools on the node cannot take it in a path)</source>
        <translation>远程文件夹中不允许使用字符 %1（节点上的构建工具无法处理路径中的该字符）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it must not contain &quot;..&quot;</source>
        <translation>它不能包含 &quot;..&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is longer than 1024 characters</source>
        <translation>它超过 1024 个字符</translation>
    </message>
</context>
<context>
    <name>RemotePaths</name>
    <message>
        <location filename="../core/run/RemotePaths.cpp" line="+17"/>
        <source>The login node did not say where the home is</source>
        <translation>登录节点未告知主目录的位置</translation>
    </message>
</context>
<context>
    <name>Renderable</name>
    <message>
        <location filename="../ui/charts/Renderable.cpp" line="+37"/>
        <source>Cannot write the SVG file</source>
        <translation>无法写入 SVG 文件</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Charts export as .png or .svg</source>
        <translation>图表可导出为 .png 或 .svg</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot write the PNG file</source>
        <translation>无法写入 PNG 文件</translation>
    </message>
</context>
<context>
    <name>ReportChart</name>
    <message>
        <location filename="../ui/report/ReportChart.cpp" line="+158"/>
        <source>Score (0-5): bar = final, diamond = suggested</source>
        <translation>得分（0-5）：条形 = 最终，菱形 = 建议</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>%1% of expected</source>
        <translation>期望值的 %1%</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Message size (bytes, log scale)</source>
        <translation>消息大小（字节，对数刻度）</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>measured (median per size), run #%1</source>
        <translation>实测（每个大小的中位数），运行 #%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected %1 %2 from %3 (%4)</source>
        <translation>期望 %1 %2，来自 %3（%4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>host backend: no GPU was measured, so no GPU baseline applies</source>
        <translation>host 后端：未测量 GPU，因此不适用 GPU 基线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no baseline for %1: no expected line</source>
        <translation>没有 %1 的基线：无期望线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown hardware</source>
        <translation>未知硬件</translation>
    </message>
    <message numerus="yes">
        <location line="+301"/>
        <source>… %n more line(s)</source>
        <translation>
            <numerusform>… 另有 %n 条线</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewChartPlan</name>
    <message>
        <location filename="../ui/report/ReviewChartPlan.cpp" line="+33"/>
        <source>%1 (in-place)</source>
        <translation>%1（in-place）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 — run #%2, host backend (no GPU measured)</source>
        <translation>%1 — 运行 #%2，host 后端（未测量 GPU）</translation>
    </message>
</context>
<context>
    <name>ReviewContent</name>
    <message>
        <location filename="../core/report/ReviewContent.cpp" line="+21"/>
        <source>[another provider]</source>
        <translation>[另一提供商]</translation>
    </message>
</context>
<context>
    <name>ReviewContentLoader</name>
    <message>
        <location filename="../core/report/ReviewContentLoader.cpp" line="+96"/>
        <source>Could not look up the evaluation</source>
        <translation>无法查找评估</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The evaluation does not exist.</source>
        <translation>该评估不存在。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not read the providers</source>
        <translation>无法读取提供商</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not read the review data</source>
        <translation>无法读取评审数据</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The provider does not exist.</source>
        <translation>该提供商不存在。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 has no evaluation to report on.</source>
        <translation>%1 没有可供报告的评估。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The evaluation&apos;s state is stored as “%1”, which is not an evaluation state.</source>
        <translation>评估的状态存储为“%1”，但并无此状态。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Item %1 has an unknown verdict &quot;%2&quot;.</source>
        <translation>检查项 %1 的判定“%2”未知。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Item %1 has an unknown suggested verdict &quot;%2&quot;.</source>
        <translation>检查项 %1 的建议判定“%2”未知。</translation>
    </message>
    <message>
        <location line="+331"/>
        <location line="+5"/>
        <source>[name withheld]</source>
        <translation>[姓名已隐去]</translation>
    </message>
</context>
<context>
    <name>ReviewCostSection</name>
    <message>
        <location filename="../ui/report/ReviewCostSection.cpp" line="+31"/>
        <source>Price in force: %1 at %2 per GPU-hour, %3 (source: %4, valid from %5). Defaults: %6.</source>
        <translation>生效价格：%1，每 GPU 小时 %2，%3（来源：%4，自 %5 起有效）。默认值：%6。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No price record is in force for this provider, so no cost can be computed. Defaults that would apply: %1.</source>
        <translation>此提供商没有生效的价格记录，因此无法计算成本。将适用的默认值：%1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pricing criterion, suggested from this calculator: %1 (blended with the checklist as measured evidence).</source>
        <translation>定价评估维度，由此计算器建议：%1（作为实测证据与检查清单合并）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pricing criterion: %1.</source>
        <translation>定价评估维度：%1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Result per scenario</source>
        <translation>各场景的结果</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no result</source>
        <translation>无结果</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recovery</source>
        <translation>恢复方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput loss</source>
        <translation>有效产出损失</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TCO per month</source>
        <translation>每月 TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO over the term</source>
        <translation>整个期限的 TCO</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Effective $/useful GPU-h</source>
        <translation>实际 $/有效 GPU 小时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No result: %1</source>
        <translation>无结果:%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Component (USD per month)</source>
        <translation>组成部分（每月 USD）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Total (TCO)</source>
        <translation>总计（TCO）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Inputs under %1</source>
        <translation>场景 %1 下的输入</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n input(s) measured by Tierbench (shaded), the others from the scenario, the price record or the published defaults (docs/cost-model.md).</source>
        <translation>
            <numerusform>%n 项输入由 Tierbench 实测（阴影标出），其余来自场景、价格记录或公布的默认值（docs/cost-model.md）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+127"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What was measured</source>
        <translation>测量内容</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+13"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Observation window</source>
        <translation>观测窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2 (%3 h)</source>
        <translation>%1 至 %2（%3 小时）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs observed</source>
        <translation>观测的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard failures (Xid/SXid)</source>
        <translation>硬故障（Xid/SXid）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Runs read for failures</source>
        <translation>读取故障的运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs timing start-up</source>
        <translation>计时启动的运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware handover</source>
        <translation>硬件交付</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>requested %1, received %2</source>
        <translation>%1 申请，%2 到位</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time to a working cluster</source>
        <translation>到集群可用的时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h to the first successful run (#%2)</source>
        <translation>到首次成功运行（#%2）用时 %1 小时</translation>
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
        <translation>%1 秒（运行 #%2）</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+5"/>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Health-check interval</source>
        <translation>健康检查间隔</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sensitivity under %1</source>
        <translation>场景 %1 下的敏感性</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result to analyse.</source>
        <translation>没有可分析的结果。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The effective price of a useful GPU-hour (%1) with each input alone lowered and raised by 20%, largest swing first.</source>
        <translation>每项输入单独降低和提高 20% 时每有效 GPU 小时的实际价格（%1），按波动幅度从大到小排列。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>input −20%</source>
        <translation>输入 −20%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input +20%</source>
        <translation>输入 +20%</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Lowered 20%</source>
        <translation>降低 20%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raised 20%</source>
        <translation>提高 20%</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Swing</source>
        <translation>波动幅度</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cost of useful GPU-hours</source>
        <translation>有效 GPU 小时的成本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cost was not computed for this review.</source>
        <translation>本评审未计算成本。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What a useful GPU-hour costs at this provider: the eight monthly components of the total cost of ownership, the GPU-hours lost to failures and recovery (goodput), and everything paid spread over the hours that did useful work. Formulas, defaults and their sources: docs/cost-model.md.</source>
        <translation>在此提供商处一个有效 GPU 小时的成本：总拥有成本的八项月度组成部分、因故障和恢复而损失的 GPU 小时（有效产出），以及把全部支出分摊到完成有效工作的小时上。公式、默认值及其来源：docs/cost-model.md。</translation>
    </message>
</context>
<context>
    <name>ReviewDeliveryDisputes</name>
    <message>
        <location filename="../ui/report/ReviewDeliveryDisputes.cpp" line="+11"/>
        <source>Accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rejected</source>
        <translation>已驳回</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>待处理</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Delivery: handover and planned features</source>
        <translation>交付：交付情况与计划中的功能</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No handover dates and no planned features were recorded.</source>
        <translation>未记录交付日期，也未记录计划中的功能。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the rating explains it: when the test cluster was asked for and handed over, and what the provider only plans. These lines explain the rating; the scores follow the verdicts.</source>
        <translation>按评级的说明：测试集群何时申请、何时交付，以及提供商仅在计划中的内容。这些内容用于解释评级；得分依据判定。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>late</source>
        <translation>延迟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>date passed</source>
        <translation>已过期</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Disputes</source>
        <translation>异议</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The provider has disputed nothing in this evaluation. It received its fact-check bundle (its review, every piece of evidence with its raw data and hashes) and can answer with a dispute file (docs/disputes.md).</source>
        <translation>提供商未对此评估提出任何异议。提供商已收到其事实核查包（评审报告以及附带原始数据和哈希的每一项证据），可以用异议文件（docs/disputes.md）作出回应。</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n dispute(s) from the provider</source>
        <translation>
            <numerusform>提供商提出的 %n 条异议</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>: %1 accepted, %2 rejected, %3 open. An accepted dispute that asked for another verdict changed it on the checklist (audited).</source>
        <translation>：已接受 %1 条，已驳回 %2 条，待处理 %3 条。要求更改判定的异议被接受后，已在检查清单中更改判定（记入审计）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Evidence: %1</source>
        <translation>证据：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attached: %1 (SHA-256 %2)</source>
        <translation>附件：%1（SHA-256 %2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not decided yet</source>
        <translation>尚未决定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Item</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Claim</source>
        <translation>主张</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Asked</source>
        <translation>要求</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation>结果</translation>
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
        <translation>等待中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left out</source>
        <translation>已排除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>still running</source>
        <translation>仍在运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Engagement</source>
        <translation>评测任务</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No engagement was run for this evaluation: every measurement in this review was started by hand.</source>
        <translation>此评估未运行评测任务:本评审中的每项测量都是手动启动的。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plan %1, version %2, started %3 by %4; the engagement is %5.</source>
        <translation>计划 %1,版本 %2,由 %4 于 %3 启动;评测任务%5。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the newest of the evaluation&apos;s %1 engagements.</source>
        <translation>这是此评估的 %1 个评测任务中最新的一个。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Node-hours used: %1 of a budget of %2.</source>
        <translation>已用节点小时:%1,预算 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node-hours used: %1.</source>
        <translation>已用节点小时:%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No consent to destructive steps was recorded: such steps of the plan were left out.</source>
        <translation>未记录对破坏性步骤的同意:计划中的此类步骤已被排除。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destructive steps (%1) ran with the consent of %2, recorded %3.</source>
        <translation>破坏性步骤(%1)在 %2 的同意下运行,记录于 %3。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>exit code %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attempt %1</source>
        <translation>第 %1 次尝试</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Steps: %1.</source>
        <translation>步骤:%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Node-hours</source>
        <translation>节点小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first %1 of %2 step instances are listed; the counts above cover all of them.</source>
        <translation>列出了 %2 个步骤实例中的前 %1 个;上面的计数涵盖全部。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Left for the analyst</source>
        <translation>留给分析师的事项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The engagement&apos;s stored plan no longer reads in this database, so no item is counted as decided by it.</source>
        <translation>评测任务保存的计划在此数据库中已无法读取,因此没有任何项目被视为由它决定。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Every item the plan does not decide already has a verdict.</source>
        <translation>计划不决定的每个项目都已有结论。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No step of the plan decides these items and they have no verdict yet: attestations, pricing, partnerships and what customers say are the analyst&apos;s to establish.</source>
        <translation>计划中没有步骤决定这些项目,而且它们还没有结论:认证、定价、合作伙伴关系和客户反馈需由分析师确认。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Criterion</source>
        <translation>标准</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items</source>
        <translation>项目数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Still open</source>
        <translation>仍未决</translation>
    </message>
</context>
<context>
    <name>ReviewPdfWriter</name>
    <message>
        <location filename="../ui/report/ReviewPdfWriter.cpp" line="+50"/>
        <source>Tierbench · GPU cloud provider review</source>
        <translation>Tierbench · GPU 云提供商评审</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Assigned tier</source>
        <translation>评定等级</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not assigned</source>
        <translation>未评定</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No tier suggested: %1 of %2 criteria scored, a tier needs %3.</source>
        <translation>未建议等级：%2 个评估维度中已评分 %1 个，等级需要 %3 个。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Suggested by the tier rules: %1</source>
        <translation>由等级规则建议：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review date</source>
        <translation>评审日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviewer</source>
        <translation>评审人</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rubric version</source>
        <translation>评分细则版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Confidential. This review concerns %1 only and holds no data about any other provider. Interviewees are identified by role and type of organisation only.</source>
        <translation>机密。本评审仅涉及 %1，不含任何其他提供商的数据。受访者仅以角色和组织类型标识。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+95"/>
        <source>%1 — provider review</source>
        <translation>%1 — 提供商评审</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Rubric %1</source>
        <translation>评分细则 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Confidential</source>
        <translation>机密</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+51"/>
        <source>Could not write the review to %1.</source>
        <translation>无法将评审写入 %1。</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Could not start the PDF at %1.</source>
        <translation>无法在 %1 创建 PDF。</translation>
    </message>
</context>
<context>
    <name>ReviewScoringLoader</name>
    <message>
        <location filename="../core/report/ReviewScoringLoader.cpp" line="+40"/>
        <source>%1 of %2 items decided, %3 needed</source>
        <translation>已判定 %2 项中的 %1 项，需要 %3 项</translation>
    </message>
</context>
<context>
    <name>ReviewSections</name>
    <message>
        <location filename="../ui/report/ReviewSections.cpp" line="+47"/>
        <source>no SOC 2 / ISO 27001 attestation</source>
        <translation>没有 SOC 2 / ISO 27001 认证</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PCIe ACS left enabled</source>
        <translation>PCIe ACS 保持启用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUDirect RDMA not enabled</source>
        <translation>未启用 GPUDirect RDMA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU hours charged during cluster creation or downtime</source>
        <translation>在集群创建或停机期间收取 GPU 时长费用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only older GPUs offered</source>
        <translation>只提供较旧的 GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not yet assigned</source>
        <translation>尚未评定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was reviewed against the criteria of rubric %2 by %3. Assigned tier: %4.</source>
        <translation>%1 按评分细则 %2 的评估维度由 %3 评审。评定等级：%4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the analyst</source>
        <translation>分析师</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Assigned tier</source>
        <translation>评定等级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested tier</source>
        <translation>建议等级</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <location line="+402"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-424"/>
        <source>Scored criteria</source>
        <translation>已评分的评估维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 (a tier needs %3)</source>
        <translation>%2 个中的 %1 个（等级需要 %3 个）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not rated now (a newer evaluation exists)</source>
        <translation>当前未评级（已有更新的评估）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weighted score</source>
        <translation>加权得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of 5</source>
        <translation>%1 / 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not scored</source>
        <translation>未评分</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>Checklist</source>
        <translation>检查清单</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>%1 items: %2 pass, %3 partial, %4 fail, %5 n/a, %6 unknown</source>
        <translation>%1 项：%2 项通过，%3 项部分通过，%4 项未通过，%5 项不适用，%6 项未知</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Planned features</source>
        <translation>计划中的功能</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (listed with promised dates, not credited as available)</source>
        <translation>%1（列出承诺日期，不计为可用）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 past the promised date</source>
        <translation>%1 已超过承诺日期</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gates triggered</source>
        <translation>触发的否决项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurements</source>
        <translation>测量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 run</source>
        <translation>1 次运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 runs</source>
        <translation>%1 次运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 sample</source>
        <translation>1 个样本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 samples</source>
        <translation>%1 个样本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 recipe timing</source>
        <translation>1 项测试方案计时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 recipe timings</source>
        <translation>%1 项测试方案计时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Customer interviews</source>
        <translation>客户访谈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handover delay</source>
        <translation>交付延迟</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 days (requested %2, received %3)</source>
        <translation>%1 天（申请于 %2，到位于 %3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+364"/>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <location line="-363"/>
        <source>Hands-on window</source>
        <translation>动手测试窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 from the first to the last run</source>
        <translation>从第一次到最后一次运行共 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no runs recorded</source>
        <translation>未记录运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Criterion scores</source>
        <translation>评估维度得分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not scored: %1</source>
        <translation>未评分：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weighted total</source>
        <translation>加权总分</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+82"/>
        <location line="+205"/>
        <source>Criterion</source>
        <translation>评估维度</translation>
    </message>
    <message>
        <location line="-287"/>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested</source>
        <translation>建议</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>最终</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rationale</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each item of the rubric with the verdict, the evidence it rests on and the runs that support it. Generally available features and features that are only planned are kept apart: a planned feature carries the date the provider promised and does not count as available.</source>
        <translation>评分细则的每一项，连同判定、判定所依据的证据以及支持它的运行。正式可用的功能与仅在计划中的功能分开列出：计划中的功能附有提供商承诺的日期，不计为可用。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (weight %2%, score %3)</source>
        <translation>%1（权重 %2%，得分 %3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(no evidence recorded)</source>
        <translation>（未记录证据）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs: %1</source>
        <translation>运行：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Suggested %1 by a measurement, awaiting confirmation.</source>
        <translation>由测量建议为 %1，等待确认。</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+29"/>
        <source>Item</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Availability</source>
        <translation>可用性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Planned features and promised dates</source>
        <translation>计划中的功能及承诺日期</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every feature credited in this review is generally available.</source>
        <translation>本评审中计入的每项功能均已正式可用。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (overdue)</source>
        <translation>%1（已逾期）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Verdict today</source>
        <translation>当前判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promised for</source>
        <translation>承诺日期</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Measured results against baselines</source>
        <translation>实测结果与基线对比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No probe results were recorded for this evaluation.</source>
        <translation>此评估未记录探针结果。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bandwidth sweeps show the median of repeated samples per message size. Where a baseline for the same hardware exists, the dashed line is its expected value, drawn from the minimum size at which it applies; a chart without one says so.</source>
        <translation>带宽扫描图显示每个消息大小下重复样本的中位数。若存在同一硬件的基线，虚线为其期望值，从其适用的最小大小开始绘制；没有基线的图表会注明。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n line(s) beside a bus bandwidth (algorithm bandwidth, times) are not drawn; the raw results of every run keep them.</source>
        <translation>
            <numerusform>总线带宽之外的 %n 条线（算法带宽、时间）未绘制；每次运行的原始结果中保留了它们。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This review summarises %1 runs: %2 sweep charts, %3 scalar results and %4 recipe timings are shown (runs attached as evidence first, then the newest); %5 further sweeps, %6 scalar results and %7 recipe timings are not drawn. Every run is listed with the SHA-256 of its raw results in the last section.</source>
        <translation>本评审汇总了 %1 次运行：显示 %2 张扫描图、%3 个标量结果和 %4 项测试方案计时（先显示作为证据附加的运行，然后是最新的）；另有 %5 个扫描、%6 个标量结果和 %7 项测试方案计时未绘制。每次运行及其原始结果的 SHA-256 都列在最后一节。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No GPU was measured: every sweep of this evaluation ran on the probes&apos; host backend (below).</source>
        <translation>未测量 GPU：此评估的每次扫描都在探针的 host 后端上运行（见下文）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Host-backend runs (no GPU measured)</source>
        <translation>host 后端运行（未测量 GPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These runs used the probes&apos; host backend: threads in one process or the front-end TCP network between nodes. They test the harness and that network, not the GPUs or their fabric, so no GPU baseline judges them and they do not count as measured results.</source>
        <translation>这些运行使用了探针的 host 后端：单进程中的线程，或节点之间的前端 TCP 网络。它们测试的是测试工具和该网络，而不是 GPU 或其互连网络，因此不以任何 GPU 基线评判，也不计为实测结果。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 (host backend, no GPU)</source>
        <translation>%1（host 后端，无 GPU）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+270"/>
        <source>Probe</source>
        <translation>探针</translation>
    </message>
    <message>
        <location line="-270"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+30"/>
        <location line="+239"/>
        <location line="+36"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="-299"/>
        <source>Recipe timings</source>
        <translation>测试方案计时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recipe was timed in this evaluation.</source>
        <translation>此评估中没有对任何测试方案计时。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Recipe</source>
        <translation>测试方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+240"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="-240"/>
        <location line="+241"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Customer interview highlights</source>
        <translation>客户访谈要点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No customer interviews were recorded for this provider.</source>
        <translation>未记录此提供商的客户访谈。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Customer interviews: %1. Interviewees appear by role and type of organisation only; names, dates and channels are withheld, and notes are quoted only with the interviewee&apos;s consent.</source>
        <translation>客户访谈：%1。受访者仅以角色和所在组织类型出现；姓名、日期和渠道均不公开，笔记仅在受访者同意时引用。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Interviews %1 to %2 are not listed (a review lists the first %3); every interview counts in the averages below.</source>
        <translation>访谈 %1 至 %2 未列出(评审只列出前 %3 条);每条访谈都计入下面的平均值。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Average sentiment</source>
        <translation>平均情绪</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Interviews</source>
        <translation>访谈数</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Here the runs spanned %1.</source>
        <translation>此处的运行跨越了 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No customer interviews were recorded, so what is generally available rests on the hands-on tests and the provider&apos;s documentation alone.</source>
        <translation>未记录任何客户访谈，因此哪些功能正式可用仅依据实际测试和提供商的文档。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Customer interviews (%1) were used to separate what is generally available from what is merely planned.</source>
        <translation>借助客户访谈（%1）区分了正式可用的功能与仅在计划中的功能。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planned features are listed with the date the provider promised and are not credited as available (%1 in this review).</source>
        <translation>计划中的功能列出提供商承诺的日期，不计为可用（本评审报告中有 %1 项）。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (Slurm job %2)</source>
        <translation>%1（Slurm 作业 %2）</translation>
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
        <translation>实操测试方案是有意简化的代理指标，用于发现更深层的配置问题：用 pip 和 uv 安装 PyTorch 与 vLLM，从 Docker Hub、ghcr.io 和 nvcr.io 拉取容器，下载模型，导入 torch，用 vLLM 提供模型服务，以及节点公网 IP 的归属。每项都在“位置”列所示的存储层上使用全新缓存运行。节点缺少工具或存储层的测试方案未运行：这不算提供商的失败。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unsupported on the node</source>
        <translation>节点不支持</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(no consent to quote)</source>
        <translation>（未同意引用）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interviewee</source>
        <translation>受访者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sentiment (-2..+2)</source>
        <translation>评价倾向（-2..+2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Highlight</source>
        <translation>要点</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Tier justification</source>
        <translation>等级理由</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tier has been assigned yet.</source>
        <translation>尚未评定等级。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assigned tier: %1, by %2 on %3 (assignment %4 of this evaluation&apos;s history).</source>
        <translation>评定等级：%1，由 %2 于 %3 评定（此评估历史中的第 %4 次评定）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Justification</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No justification recorded.</source>
        <translation>未记录理由。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why the suggestion</source>
        <translation>建议的依据</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No tier is suggested now.</source>
        <translation>当前没有建议等级。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested tier now: %1.</source>
        <translation>当前建议等级：%1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Suggested at the last assignment: %1.</source>
        <translation>上次评定时的建议：%1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No explanation stored with the suggestion.</source>
        <translation>建议未附带说明。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gates</source>
        <translation>否决项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No gate of the tier rules was triggered by a failed checklist item.</source>
        <translation>没有任何未通过的检查项触发等级规则中的否决项。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Failed gate items cap the provider at Underperforming: %1.</source>
        <translation>未通过的否决项将该提供商限制为表现不佳：%1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Conflict-of-interest disclosure</source>
        <translation>利益冲突披露</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reviewer: %1</source>
        <translation>评审人：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reviewer has not recorded a disclosure for this evaluation.</source>
        <translation>评审人尚未为此评估记录披露。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Methodology</source>
        <translation>方法</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What was tested</source>
        <translation>测试内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The review combines hands-on testing on nodes the provider lent, a documentation and compliance review against the %1 items of rubric %2 (%3 criteria), and interviews with the provider&apos;s customers. Probes run: %4. Recipes timed: %5.</source>
        <translation>本评审结合了在提供商出借的节点上进行的动手测试、对照评分细则 %2 的 %1 个检查项（%3 个评估维度）进行的文档与合规审查，以及对该提供商客户的访谈。运行的探针：%4。计时的测试方案：%5。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The five-day window</source>
        <translation>五天窗口</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands-on testing runs in a window of about five days per provider. Such a window shows configuration and performance, but it cannot measure reliability at scale over time; the reliability verdicts therefore also rest on documentation and interviews. %1</source>
        <translation>每个提供商的动手测试在约五天的窗口内进行。这样的窗口能反映配置和性能，但无法衡量长期大规模运行的可靠性；因此可靠性判定也依据文档和访谈。%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No timed runs were recorded.</source>
        <translation>未记录计时运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interviews, generally available and planned</source>
        <translation>访谈、正式可用与计划中</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Handover delays</source>
        <translation>交付延迟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The test cluster was requested on %1 and handed over on %2, %3 days later. Significant handover delays count against the provider (Lifecycle): a provider that needs extra weeks to meet the published criteria is not delivering them as a customer would get them.%4</source>
        <translation>测试集群于 %1 申请，于 %2 交付，晚了 %3 天。明显的交付延迟会对提供商不利（生命周期）：需要额外数周才能达到公布标准的提供商，并没有按客户实际获得的方式提供这些能力。%4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This delay was counted against the provider.</source>
        <translation>此延迟已计为对提供商不利。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No handover dates were recorded. Significant handover delays count against the provider.</source>
        <translation>未记录交付日期。明显的交付延迟会对提供商不利。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Baselines and figures</source>
        <translation>基线与数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measurements are compared with the newest baseline set for the same hardware; a sweep&apos;s share of the baseline is its best value at or above the baseline&apos;s minimum message size. Raw outputs are kept with their SHA-256 hashes (last section), so every figure can be traced to its run.</source>
        <translation>测量结果与同一硬件的最新基线集比较；扫描相对于基线的占比是其在基线最小消息大小及以上的最佳值。原始输出连同其 SHA-256 哈希一并保留（最后一节），因此每个数据都可追溯到其运行。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Verification</source>
        <translation>校验</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Anyone with the database can repeat this check: tierbench-cli verify --provider &quot;%1&quot;.</source>
        <translation>任何拥有该数据库的人都可以重复此校验：tierbench-cli verify --provider &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Probe versions and raw result hashes</source>
        <translation>探针版本与原始结果哈希</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No runs.</source>
        <translation>没有运行。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bundle</source>
        <translation>探针包</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 newest of %2 runs are shown above; the other %3 are listed below with the hashes of their raw results.</source>
        <translation>上面显示了 %2 次运行中最新的 %1 次；其余 %3 次连同其原始结果的哈希列在下面。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(truncated)</source>
        <translation>（已截断）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none stored</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no raw result was stored with this run</source>
        <translation>此运行未保存原始结果</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SHA-256 of the raw results</source>
        <translation>原始结果的 SHA-256</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stream</source>
        <translation>流</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>AI lab</source>
        <translation>AI 实验室</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enterprise</source>
        <translation>企业</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start-up</source>
        <translation>初创公司</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Research organisation</source>
        <translation>研究机构</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other organisation</source>
        <translation>其他组织</translation>
    </message>
</context>
<context>
    <name>ReviewTrainingSection</name>
    <message>
        <location filename="../ui/report/ReviewTrainingSection.cpp" line="+15"/>
        <source>Training runs</source>
        <translation>训练运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each training run step by step: tokens per second per GPU (or the step time where the log gives no rate) and the model FLOPs utilisation against the GPU&apos;s dense bf16 peak. The first step holds warm-up and compilation and is left out of the medians. A marked step is one where a rank ran at least 10 % behind the fastest; the rank is named.</source>
        <translation>逐步显示每次训练运行：每 GPU 每秒 token 数（日志没有速率时为步骤时间），以及相对 GPU 稠密 bf16 峰值的模型 FLOPs 利用率。第一步包含预热和编译，不计入中位数。标记的步骤表示某个 rank 比最快的 rank 至少慢 10 %，并注明该 rank。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run #%1 — %2 — %3</source>
        <translation>运行 #%1 — %2 — %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown hardware</source>
        <translation>未知硬件</translation>
    </message>
</context>
<context>
    <name>ReviewTrustSection</name>
    <message>
        <location filename="../ui/report/ReviewTrustSection.cpp" line="+21"/>
        <source>Conflicts of interest in the register</source>
        <translation>登记簿中的利益冲突</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No reviewer is recorded for this evaluation, so the register could not be consulted.</source>
        <translation>此评估未记录评审人，因此无法查阅登记簿。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The register holds no relationship of %1 with %2 during this evaluation.</source>
        <translation>登记簿中没有此评估期间 %1 与 %2 的关系。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Disclosed automatically from the register: the following relationships with %1 overlap this evaluation.</source>
        <translation>根据登记簿自动披露：以下与 %1 的关系与此评估期间重叠。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blind runs: disclosed against independent accounts</source>
        <translation>盲测运行：已告知账户与独立账户对比</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No metric shows the disclosed account treated better beyond noise.</source>
        <translation>没有指标显示已告知账户受到超出噪声的优待。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medians</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>%1 runs ran on accounts the provider knew were the benchmark&apos;s, %2 on accounts obtained without telling it, %3 have no account recorded. For each metric measured on both, the difference of the medians of the repeated samples (disclosed minus independent) has a percentile bootstrap interval (%4 resamples, fixed seed, 95%); it is beyond noise only when the interval excludes 0, and needs at least %5 samples on each side. Pairs in the table are disclosed / independent.</source>
        <translation>%1 次运行使用的是提供商知道属于基准测试的账户，%2 次使用的是未告知提供商而获得的账户，%3 次未记录账户。对于在两类账户上都测量过的每个指标，重复样本中位数之差（已告知减独立）给出百分位 bootstrap 区间（%4 次重采样，固定种子，95%）；只有当区间不包含 0 时才算超出噪声，且每一侧至少需要 %5 个样本。表中成对数值为“已告知 / 独立”。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95% interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change</source>
        <translation>差值</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reviewer agreement</source>
        <translation>评审人一致性</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 reviewers scored this evaluation independently; no one saw another&apos;s scores before every sheet was submitted. Agreement is weighted Cohen&apos;s kappa (linear and quadratic weights) for two reviewers and Krippendorff&apos;s alpha (ordinal) for any number; 1 is perfect agreement, 0 what chance alone gives.</source>
        <translation>%1 位评审人独立为此评估打分；在所有评分表提交之前，没有人看到他人的得分。一致性指标：两位评审人时为加权 Cohen&apos;s kappa（线性和二次权重），任意人数时为 Krippendorff&apos;s alpha（有序）；1 表示完全一致，0 表示仅凭随机所得的一致。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reviewers</source>
        <translation>评审人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Criterion scores (0–5)</source>
        <translation>评估维度得分（0–5）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kappa linear %1, quadratic %2; alpha %3 (%4 criteria)</source>
        <translation>kappa 线性 %1，二次 %2；alpha %3（%4 个评估维度）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check items (fail / partial / pass)</source>
        <translation>检查项（未通过 / 部分通过 / 通过）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kappa linear %1, quadratic %2; alpha %3 (%4 items)</source>
        <translation>kappa 线性 %1，二次 %2；alpha %3（%4 个检查项）</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 by %2 (%3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>not reconciled</source>
        <translation>未协调</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Criterion</source>
        <translation>评估维度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Items kappa (lin. / quad.)</source>
        <translation>检查项 kappa（线性 / 二次）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items alpha</source>
        <translation>检查项 alpha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final score reconciled</source>
        <translation>最终得分已协调</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items differing</source>
        <translation>不一致的检查项</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Check items the reviewers graded differently:</source>
        <translation>评审人评定不一致的检查项：</translation>
    </message>
</context>
<context>
    <name>ReviewVerificationLoader</name>
    <message>
        <location filename="../core/report/ReviewVerificationLoader.cpp" line="+21"/>
        <source>%1 %2: recorded %3, now %4. %5</source>
        <translation>%1 %2：记录值 %3，当前值 %4。%5</translation>
    </message>
</context>
<context>
    <name>ReviewWording</name>
    <message>
        <location filename="../ui/report/ReviewWording.cpp" line="+18"/>
        <source>Planned (no date promised)</source>
        <translation>计划中（未承诺日期）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Planned, promised for %1: date passed</source>
        <translation>计划中，承诺于 %1：已过期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned, promised for %1</source>
        <translation>计划中，承诺于 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Generally available</source>
        <translation>正式可用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not established</source>
        <translation>未确定</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gate triggered: %1, so the tier is capped at Underperforming</source>
        <translation>已触发否决项：%1，因此等级被限制为表现不佳</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gate not decided yet: %1 would cap the tier</source>
        <translation>否决项尚未判定：%1 将限制等级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gate not triggered: %1 would cap the tier</source>
        <translation>未触发否决项：%1 将限制等级</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no interviews recorded</source>
        <translation>未记录访谈</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 interview</source>
        <translation>1 次访谈</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 interviews</source>
        <translation>%1 次访谈</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>less than an hour</source>
        <translation>不到一小时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 hour</source>
        <translation>1 小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 day</source>
        <translation>1 天</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
</context>
<context>
    <name>RocmSmiChecks</name>
    <message>
        <location filename="../core/import/RocmSmiChecks.cpp" line="+76"/>
        <source>The VBIOS is an SR-IOV build: the GPUs are virtual functions in a VM.</source>
        <translation>VBIOS 是 SR-IOV 版本：这些 GPU 是虚拟机中的虚拟功能。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No PCIe replays.</source>
        <translation>没有 PCIe 重放。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>PCIe replays: %1</source>
        <translation>PCIe 重放：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No uncorrectable ECC errors.</source>
        <translation>没有不可纠正的 ECC 错误。</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Uncorrectable ECC errors: %1</source>
        <translation>不可纠正的 ECC 错误：%1</translation>
    </message>
</context>
<context>
    <name>RocmSmiJsonParser</name>
    <message>
        <location filename="../core/import/SystemJsonParsers.cpp" line="+22"/>
        <source>Not valid JSON: %1 in &quot;%2&quot;.</source>
        <translation>不是有效的 JSON：&quot;%2&quot; 中 %1。</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Not a JSON object: %1 at offset %2.</source>
        <translation>不是 JSON 对象：偏移 %2 处 %1。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No &quot;cardN&quot; object in the JSON.</source>
        <translation>JSON 中没有 &quot;cardN&quot; 对象。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JSON names the driver but no GPU.</source>
        <translation>JSON 指定了驱动但没有 GPU。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the first %1 GPUs were read; %2 more were not.</source>
        <translation>只读取了前 %1 个 GPU；另有 %2 个未读取。</translation>
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
        <translation>无法读取评级轮次</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>No rating round is open.</source>
        <translation>没有开放的评级轮次。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A round needs a name, such as &quot;2.1&quot;.</source>
        <translation>轮次需要名称，如 &quot;2.1&quot;。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 is still open; close it before opening another.</source>
        <translation>轮次 %1 仍处于开放状态；请先关闭它再开启另一轮。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not open round %1</source>
        <translation>无法开启轮次 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No rating round %1.</source>
        <translation>没有评级轮次 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 is already closed.</source>
        <translation>轮次 %1 已关闭。</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+15"/>
        <source>Could not freeze the round</source>
        <translation>无法冻结该轮次</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not close the round</source>
        <translation>无法关闭该轮次</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Could not read the round</source>
        <translation>无法读取该轮次</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No earlier closed round.</source>
        <translation>没有更早的已关闭轮次。</translation>
    </message>
</context>
<context>
    <name>RowConflictPrompt</name>
    <message>
        <location filename="../ui/common/RowConflictPrompt.cpp" line="+13"/>
        <source>Reload shows their version in this editor (your changes in it are dropped). Overwrite saves your version over theirs. Keep editing leaves both as they are.</source>
        <translation>“重新加载”会在此编辑器中显示对方的版本（你在其中的更改将被丢弃）。“覆盖”会用你的版本覆盖对方的版本。“继续编辑”则两者都保持不变。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep editing</source>
        <translation>继续编辑</translation>
    </message>
</context>
<context>
    <name>RowVersion</name>
    <message>
        <location filename="../core/store/RowVersion.cpp" line="+37"/>
        <source>The provider no longer exists: someone deleted it.</source>
        <translation>此提供商已不存在：有人删除了它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the provider</source>
        <translation>无法保存提供商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this provider at %2 (now version %3; you had version %4).</source>
        <translation>“%1”于 %2 更改了此提供商（现为版本 %3；你的是版本 %4）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this provider at %1 (now version %2; you had version %3).</source>
        <translation>有人于 %1 更改了此提供商（现为版本 %2；你的是版本 %3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The evaluation no longer exists: someone deleted it.</source>
        <translation>此评估已不存在：有人删除了它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the evaluation</source>
        <translation>无法保存评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this evaluation at %2 (now version %3; you had version %4).</source>
        <translation>“%1”于 %2 更改了此评估（现为版本 %3；你的是版本 %4）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this evaluation at %1 (now version %2; you had version %3).</source>
        <translation>有人于 %1 更改了此评估（现为版本 %2；你的是版本 %3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The verdict no longer exists: someone deleted it.</source>
        <translation>此判定已不存在：有人删除了它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the verdict</source>
        <translation>无法保存判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this verdict at %2 (now version %3; you had version %4).</source>
        <translation>“%1”于 %2 更改了此判定（现为版本 %3；你的是版本 %4）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this verdict at %1 (now version %2; you had version %3).</source>
        <translation>有人于 %1 更改了此判定（现为版本 %2；你的是版本 %3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interview no longer exists: someone deleted it.</source>
        <translation>此访谈已不存在：有人删除了它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the interview</source>
        <translation>无法保存访谈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this interview at %2 (now version %3; you had version %4).</source>
        <translation>“%1”于 %2 更改了此访谈（现为版本 %3；你的是版本 %4）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this interview at %1 (now version %2; you had version %3).</source>
        <translation>有人于 %1 更改了此访谈（现为版本 %2；你的是版本 %3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tier assignment no longer exists: someone deleted it.</source>
        <translation>此等级评定已不存在：有人删除了它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the tier assignment</source>
        <translation>无法保存等级评定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this tier assignment at %2 (now version %3; you had version %4).</source>
        <translation>“%1”于 %2 更改了此等级评定（现为版本 %3；你的是版本 %4）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this tier assignment at %1 (now version %2; you had version %3).</source>
        <translation>有人于 %1 更改了此等级评定（现为版本 %2；你的是版本 %3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The node no longer exists: someone deleted it.</source>
        <translation>此节点已不存在：有人删除了它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the node</source>
        <translation>无法保存节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this node at %2 (now version %3; you had version %4).</source>
        <translation>“%1”于 %2 更改了此节点（现为版本 %3；你的是版本 %4）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this node at %1 (now version %2; you had version %3).</source>
        <translation>有人于 %1 更改了此节点（现为版本 %2；你的是版本 %3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The price record no longer exists: someone deleted it.</source>
        <translation>此价格记录已不存在：有人删除了它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the price record</source>
        <translation>无法保存价格记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this price record at %2 (now version %3; you had version %4).</source>
        <translation>“%1”于 %2 更改了此价格记录（现为版本 %3；你的是版本 %4）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this price record at %1 (now version %2; you had version %3).</source>
        <translation>有人于 %1 更改了此价格记录（现为版本 %2；你的是版本 %3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dispute no longer exists: someone deleted it.</source>
        <translation>此异议已不存在：有人删除了它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the dispute</source>
        <translation>无法保存异议</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this dispute at %2 (now version %3; you had version %4).</source>
        <translation>“%1”于 %2 更改了此异议（现为版本 %3；你的是版本 %4）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this dispute at %1 (now version %2; you had version %3).</source>
        <translation>有人于 %1 更改了此异议（现为版本 %2；你的是版本 %3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cluster no longer exists: someone deleted it.</source>
        <translation>此集群已不存在：有人删除了它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save the cluster</source>
        <translation>无法保存集群</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” changed this cluster at %2 (now version %3; you had version %4).</source>
        <translation>“%1”于 %2 更改了此集群（现为版本 %3；你的是版本 %4）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone changed this cluster at %1 (now version %2; you had version %3).</source>
        <translation>有人于 %1 更改了此集群（现为版本 %2；你的是版本 %3）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>This kind of row carries no version.</source>
        <translation>此类行没有版本。</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Could not read the row&apos;s version</source>
        <translation>无法读取该行的版本</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 Nothing was saved: reload to see their change, or overwrite it knowingly.</source>
        <translation>%1 未保存任何内容：请重新加载以查看对方的更改，或在知情的情况下覆盖它。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>an unknown time</source>
        <translation>未知时间</translation>
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
        <translation>安全</translation>
    </message>
    <message>
        <location line="-584"/>
        <source>Security attestation</source>
        <extracomment>1.0 security.soc2: item title</extracomment>
        <translation>安全认证</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is there a SOC 2 or ISO 27001 attestation?</source>
        <extracomment>1.0 security.soc2: item question</extracomment>
        <translation>是否有 SOC 2 或 ISO 27001 认证？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A current third-party report or certificate covering the GPU service.</source>
        <extracomment>1.0 security.soc2: item guidance</extracomment>
        <translation>覆盖 GPU 服务的现行第三方报告或证书。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ease of use and lifecycle</source>
        <extracomment>1.0 lifecycle: criterion name</extracomment>
        <translation>易用性与生命周期</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Getting a working cluster</source>
        <extracomment>1.0 lifecycle.cluster_create: item title</extracomment>
        <translation>获得可用的集群</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How quickly does a customer go from contract to running jobs?</source>
        <extracomment>1.0 lifecycle.cluster_create: item question</extracomment>
        <translation>客户从签约到运行作业需要多快？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self-service or fast, accurate delivery with everything working at handover.</source>
        <extracomment>1.0 lifecycle.cluster_create: item guidance</extracomment>
        <translation>自助服务，或快速、准确的交付，交付时一切正常工作。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm and Kubernetes</source>
        <extracomment>1.0 orchestration: criterion name</extracomment>
        <translation>Slurm 与 Kubernetes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm offering</source>
        <extracomment>1.0 orchestration.slurm: item title</extracomment>
        <translation>Slurm 服务</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a working Slurm cluster provided?</source>
        <extracomment>1.0 orchestration.slurm: item question</extracomment>
        <translation>是否提供可用的 Slurm 集群？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A managed Slurm with containers and accounting working at handover.</source>
        <extracomment>1.0 orchestration.slurm: item guidance</extracomment>
        <translation>托管的 Slurm，交付时容器和记账功能均可用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubernetes offering</source>
        <extracomment>1.0 orchestration.kubernetes: item title</extracomment>
        <translation>Kubernetes 服务</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a working Kubernetes cluster provided?</source>
        <extracomment>1.0 orchestration.kubernetes: item question</extracomment>
        <translation>是否提供可用的 Kubernetes 集群？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A managed Kubernetes with the GPU operator and network operator installed.</source>
        <extracomment>1.0 orchestration.kubernetes: item guidance</extracomment>
        <translation>托管的 Kubernetes，已安装 GPU Operator 和 Network Operator。</translation>
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
        <translation>存储</translation>
    </message>
    <message>
        <location line="-734"/>
        <source>Shared filesystem</source>
        <extracomment>1.0 storage.parallel_fs: item title</extracomment>
        <translation>共享文件系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a high-performance shared filesystem provided?</source>
        <extracomment>1.0 storage.parallel_fs: item question</extracomment>
        <translation>是否提供高性能共享文件系统？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A parallel filesystem mounted on every node from day one.</source>
        <extracomment>1.0 storage.parallel_fs: item guidance</extracomment>
        <translation>从第一天起在每个节点上挂载并行文件系统。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL/RCCL networking performance</source>
        <extracomment>1.0 networking: criterion name</extracomment>
        <translation>NCCL/RCCL 网络性能</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collective bandwidth</source>
        <extracomment>1.0 networking.nccl_multinode: item title</extracomment>
        <translation>集合通信带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do multi-node NCCL/RCCL tests reach the expected bus bandwidth?</source>
        <extracomment>1.0 networking.nccl_multinode: item question</extracomment>
        <translation>多节点 NCCL/RCCL 测试能否达到预期的总线带宽？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collectives across nodes reach the bandwidth the fabric should deliver, with GPUDirect RDMA working.</source>
        <extracomment>1.0 networking.nccl_multinode: item guidance</extracomment>
        <translation>跨节点集合通信达到互连网络应有的带宽，且 GPUDirect RDMA 正常工作。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reliability and support</source>
        <extracomment>1.0 reliability: criterion name</extracomment>
        <translation>可靠性与支持</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uptime and support</source>
        <extracomment>1.0 reliability.uptime_sla: item title</extracomment>
        <translation>正常运行时间与支持</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What uptime and support response are committed?</source>
        <extracomment>1.0 reliability.uptime_sla: item question</extracomment>
        <translation>承诺了怎样的正常运行时间和支持响应？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A written SLA and engineers reachable quickly during incidents.</source>
        <extracomment>1.0 reliability.uptime_sla: item guidance</extracomment>
        <translation>书面 SLA，事故期间能迅速联系到工程师。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monitoring and health checks</source>
        <extracomment>1.0 monitoring: criterion name</extracomment>
        <translation>监控与健康检查</translation>
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
        <translation>监控</translation>
    </message>
    <message>
        <location line="-906"/>
        <source>Are GPU metrics and health checks visible to the customer?</source>
        <extracomment>1.0 monitoring.dashboard: item question</extracomment>
        <translation>客户能否看到 GPU 指标和健康检查？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dashboard with DCGM metrics and automatic health checks.</source>
        <extracomment>1.0 monitoring.dashboard: item guidance</extracomment>
        <translation>带有 DCGM 指标和自动健康检查的仪表板。</translation>
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
        <translation>定价</translation>
    </message>
    <message>
        <location line="-952"/>
        <source>Price per GPU-hour</source>
        <extracomment>1.0 pricing.gpu_hour: item title</extracomment>
        <translation>每 GPU 小时价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What does a GPU-hour cost for this quality?</source>
        <extracomment>1.0 pricing.gpu_hour: item question</extracomment>
        <translation>以这样的质量，一个 GPU 小时花费多少？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A price in line with the quality delivered.</source>
        <extracomment>1.0 pricing.gpu_hour: item guidance</extracomment>
        <translation>价格与所提供的质量相称。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consumption models</source>
        <extracomment>1.0 consumption: criterion name</extracomment>
        <translation>消费模式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On demand and contract terms</source>
        <extracomment>1.0 consumption.terms: item title</extracomment>
        <translation>按需与合同期限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which consumption models are offered (on demand, reserved, spot)?</source>
        <extracomment>1.0 consumption.terms: item question</extracomment>
        <translation>提供哪些消费模式（按需、预留、竞价）？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A choice from on demand to long-term reserved capacity.</source>
        <extracomment>1.0 consumption.terms: item guidance</extracomment>
        <translation>从按需到长期预留容量均可选择。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+508"/>
        <source>Third-party attestation, compliance regimes, tenant isolation on the backend fabric, and how current and hardened the GPU software stack is.</source>
        <extracomment>2.0 security: criterion description
----------
3.0 security: criterion description</extracomment>
        <translation>第三方认证、合规体系、后端互连网络上的租户隔离，以及 GPU 软件栈的更新程度和加固情况。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>SOC 1 / SOC 2 Type II attestation</source>
        <extracomment>2.0 security.soc2: item title
----------
3.0 security.soc2: item title</extracomment>
        <translation>SOC 1 / SOC 2 Type II 认证</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can you share a current SOC 2 Type II report (or SOC 1 Type II) covering the GPU cloud, and under what NDA?</source>
        <extracomment>2.0 security.soc2: item question
----------
3.0 security.soc2: item question</extracomment>
        <translation>能否提供覆盖 GPU 云的现行 SOC 2 Type II 报告（或 SOC 1 Type II），需签署何种 NDA？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>An auditor&apos;s Type II report, not a Type I or a &apos;readiness&apos; letter, dated within the last twelve months and scoped to the data centres and control plane we are renting. The report is handed over on request under a normal NDA.</source>
        <extracomment>2.0 security.soc2: item guidance
----------
3.0 security.soc2: item guidance</extracomment>
        <translation>审计师出具的 Type II 报告，而非 Type I 或“准备就绪”函，日期在过去十二个月内，范围涵盖我们租用的数据中心和控制平面。在正常 NDA 下应要求即可提供该报告。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>ISO 27001 certification</source>
        <extracomment>2.0 security.iso27001: item title
----------
3.0 security.iso27001: item title</extracomment>
        <translation>ISO 27001 认证</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is the operation certified to ISO/IEC 27001, by which registrar, and does the certificate&apos;s scope include these sites?</source>
        <extracomment>2.0 security.iso27001: item question
----------
3.0 security.iso27001: item question</extracomment>
        <translation>运营是否通过 ISO/IEC 27001 认证，由哪家认证机构认证，证书范围是否包括这些站点？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A certificate from an accredited registrar whose scope names the GPU cloud service and the sites in use; the certificate number can be looked up. A parent company&apos;s certificate that excludes the GPU business does not count.</source>
        <extracomment>2.0 security.iso27001: item guidance
----------
3.0 security.iso27001: item guidance</extracomment>
        <translation>由经认可的认证机构颁发的证书，其范围写明 GPU 云服务和所用站点；证书编号可查。母公司的证书若不包括 GPU 业务，则不算。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>GDPR readiness</source>
        <extracomment>2.0 security.gdpr: item title
----------
3.0 security.gdpr: item title</extracomment>
        <translation>GDPR 准备情况</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Do you offer a data processing agreement and EU data residency, and who are your sub-processors?</source>
        <extracomment>2.0 security.gdpr: item question
----------
3.0 security.gdpr: item question</extracomment>
        <translation>是否提供数据处理协议和欧盟数据驻留，你们的子处理者有哪些？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A standard DPA with a published sub-processor list, the option to keep data and backups inside the EU, and a named contact for data-protection requests.</source>
        <extracomment>2.0 security.gdpr: item guidance
----------
3.0 security.gdpr: item guidance</extracomment>
        <translation>标准 DPA 并公布子处理者名单，可选择将数据和备份保留在欧盟境内，并有处理数据保护请求的指定联系人。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>PCI DSS scope</source>
        <extracomment>2.0 security.pci: item title
----------
3.0 security.pci: item title</extracomment>
        <translation>PCI DSS 范围</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can card-holder data workloads run here, and do you hold a PCI DSS attestation of compliance?</source>
        <extracomment>2.0 security.pci: item question
----------
3.0 security.pci: item question</extracomment>
        <translation>能否在此运行持卡人数据工作负载，你们是否持有 PCI DSS 合规证明？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Either an attestation of compliance for the relevant service, or a clear written statement that PCI workloads are out of scope. Vague answers are worse than an honest no.</source>
        <extracomment>2.0 security.pci: item guidance
----------
3.0 security.pci: item guidance</extracomment>
        <translation>要么持有相关服务的合规证明，要么明确书面声明 PCI 工作负载不在范围内。含糊的回答比坦诚的“不”更糟。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>HIPAA and a BAA</source>
        <extracomment>2.0 security.hipaa: item title
----------
3.0 security.hipaa: item title</extracomment>
        <translation>HIPAA 与 BAA</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Will you sign a Business Associate Agreement for workloads with protected health information?</source>
        <extracomment>2.0 security.hipaa: item question
----------
3.0 security.hipaa: item question</extracomment>
        <translation>对于含受保护健康信息的工作负载，你们是否会签署业务伙伴协议（BAA）？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A BAA is available without a custom legal project, and the covered services are listed. Where it is not offered, the provider says so plainly.</source>
        <extracomment>2.0 security.hipaa: item guidance
----------
3.0 security.hipaa: item guidance</extracomment>
        <translation>无需专门的法务项目即可签署 BAA，并列出所涵盖的服务。若不提供，提供商会明确说明。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>FedRAMP or government authorisation</source>
        <extracomment>2.0 security.fedramp: item title
----------
3.0 security.fedramp: item title</extracomment>
        <translation>FedRAMP 或政府授权</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Do you hold a FedRAMP (or equivalent national) authorisation, and at which impact level?</source>
        <extracomment>2.0 security.fedramp: item question
----------
3.0 security.fedramp: item question</extracomment>
        <translation>是否持有 FedRAMP（或同等国家级）授权，影响级别是多少？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>An authorisation listed in the FedRAMP marketplace, or an equivalent national scheme, for customers who need it. Not expected of every neocloud; recorded as N/A where the provider does not target government work.</source>
        <extracomment>2.0 security.fedramp: item guidance
----------
3.0 security.fedramp: item guidance</extracomment>
        <translation>为有需要的客户提供列于 FedRAMP marketplace 的授权，或同等的国家级方案。并非每家新型云都需具备；若提供商不面向政府业务，则记为不适用。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Tenant isolation on the backend fabric</source>
        <extracomment>2.0 security.fabric_isolation: item title
----------
3.0 security.fabric_isolation: item title</extracomment>
        <translation>后端互连网络上的租户隔离</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How are tenants separated on the InfiniBand or RoCE backend network: PKeys, VLANs/VRFs, or dedicated switches?</source>
        <extracomment>2.0 security.fabric_isolation: item question
----------
3.0 security.fabric_isolation: item question</extracomment>
        <translation>在 InfiniBand 或 RoCE 后端网络上如何隔离租户：PKey、VLAN/VRF，还是专用交换机？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Each tenant gets its own InfiniBand partition (PKey) or its own VLAN/VRF on RoCE, set by the provider and not changeable from the tenant&apos;s nodes. A node sees only its own tenant&apos;s ports; ibstat and the subnet manager confirm it.</source>
        <extracomment>2.0 security.fabric_isolation: item guidance
----------
3.0 security.fabric_isolation: item guidance</extracomment>
        <translation>每个租户有自己的 InfiniBand 分区（PKey）或 RoCE 上自己的 VLAN/VRF，由提供商设置，租户节点无法更改。节点只能看到本租户的端口；ibstat 和子网管理器可予以确认。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Driver and firmware currency</source>
        <extracomment>2.0 security.driver_currency: item title
----------
3.0 security.driver_currency: item title</extracomment>
        <translation>驱动与固件的更新程度</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Which GPU driver, NIC firmware and BMC/BIOS versions are deployed, and how quickly are security updates rolled out?</source>
        <extracomment>2.0 security.driver_currency: item question
----------
3.0 security.driver_currency: item question</extracomment>
        <translation>部署的是哪些 GPU 驱动、网卡固件和 BMC/BIOS 版本，安全更新多快推出？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Drivers on a currently supported branch with recent security fixes, NIC and switch firmware within a release or two of the vendor&apos;s latest, and a written patch cadence with a maintenance-window process the customer can see.</source>
        <extracomment>2.0 security.driver_currency: item guidance
----------
3.0 security.driver_currency: item guidance</extracomment>
        <translation>驱动处于当前受支持的分支并包含近期安全修复，网卡和交换机固件与厂商最新版本相差不超过一两个版本，并有书面的补丁节奏以及客户可见的维护窗口流程。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>NVIDIA Container Toolkit escape CVEs</source>
        <extracomment>2.0 security.container_toolkit: item title
----------
3.0 security.container_toolkit: item title</extracomment>
        <translation>NVIDIA Container Toolkit 逃逸类 CVE</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Which NVIDIA Container Toolkit version runs on the nodes, and were the published container-escape CVEs patched?</source>
        <extracomment>2.0 security.container_toolkit: item question
----------
3.0 security.container_toolkit: item question</extracomment>
        <translation>节点上运行的是哪个版本的 NVIDIA Container Toolkit，已公布的容器逃逸 CVE 是否已修补？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>The toolkit on every node is at or above the fixed version for the known escape vulnerabilities, and the provider can say when it patched. A probe of the node confirms the version.</source>
        <extracomment>2.0 security.container_toolkit: item guidance
----------
3.0 security.container_toolkit: item guidance</extracomment>
        <translation>每个节点上的工具包版本都不低于已知逃逸漏洞的修复版本，提供商能说明何时打的补丁。对节点运行探针可确认版本。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Lifecycle</source>
        <extracomment>2.0 lifecycle: criterion name
----------
3.0 lifecycle: criterion name</extracomment>
        <translation>生命周期</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Everything between signing and leaving: cost transparency, delivery, creating and growing a cluster, support, and the audit trail.</source>
        <extracomment>2.0 lifecycle: criterion description
----------
3.0 lifecycle: criterion description</extracomment>
        <translation>从签约到离开之间的一切：成本透明度、交付、创建和扩展集群、支持以及审计记录。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Onboarding and offboarding cost transparency</source>
        <extracomment>2.0 lifecycle.onboarding_cost: item title
----------
3.0 lifecycle.onboarding_cost: item title</extracomment>
        <translation>入驻与退出成本透明度</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What does it cost to start and to end a contract: setup fees, data migration, early termination, wiping?</source>
        <extracomment>2.0 lifecycle.onboarding_cost: item question
----------
3.0 lifecycle.onboarding_cost: item question</extracomment>
        <translation>开始和结束合同要花多少钱：开通费、数据迁移、提前终止、数据擦除？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Every one-off fee is written in the quote before signing; leaving costs nothing beyond what the contract says, and data is wiped with a certificate on request.</source>
        <extracomment>2.0 lifecycle.onboarding_cost: item guidance
----------
3.0 lifecycle.onboarding_cost: item guidance</extracomment>
        <translation>每项一次性费用在签约前都写在报价中；离开时除合同规定外不产生任何费用，并可应要求擦除数据并出具证明。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Egress fees</source>
        <extracomment>2.0 lifecycle.egress: item title
----------
3.0 lifecycle.egress: item title</extracomment>
        <translation>出站流量费用</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What do you charge for data leaving the cluster to the internet or another cloud?</source>
        <extracomment>2.0 lifecycle.egress: item question
----------
3.0 lifecycle.egress: item question</extracomment>
        <translation>数据离开集群流向互联网或其他云时如何收费？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>No egress fees, or a published per-GB price low enough that moving a checkpoint out is not a budget decision.</source>
        <extracomment>2.0 lifecycle.egress: item guidance
----------
3.0 lifecycle.egress: item guidance</extracomment>
        <translation>没有出站流量费用，或公布的每 GB 价格低到迁出一个检查点不必成为预算决策。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Delivery-date accuracy</source>
        <extracomment>2.0 lifecycle.delivery_date: item title
----------
3.0 lifecycle.delivery_date: item title</extracomment>
        <translation>交付日期准确性</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>When will the cluster be handed over, and how did your last deliveries compare to the promised date?</source>
        <extracomment>2.0 lifecycle.delivery_date: item question
----------
3.0 lifecycle.delivery_date: item question</extracomment>
        <translation>集群何时交付，你们最近几次交付与承诺日期相比如何？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>The cluster arrives on the promised date with the promised configuration; delays are announced early with a new firm date. Customers interviewed confirm the track record.</source>
        <extracomment>2.0 lifecycle.delivery_date: item guidance
----------
3.0 lifecycle.delivery_date: item guidance</extracomment>
        <translation>集群在承诺日期以承诺的配置交付；延迟会提前通知并给出新的确定日期。受访客户证实其过往记录。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Ease of creating a cluster</source>
        <extracomment>2.0 lifecycle.cluster_create: item title
----------
3.0 lifecycle.cluster_create: item title</extracomment>
        <translation>创建集群的便捷性</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How does a customer create a cluster: console, API, Terraform, a ticket? How long until the first job runs?</source>
        <extracomment>2.0 lifecycle.cluster_create: item question
----------
3.0 lifecycle.cluster_create: item question</extracomment>
        <translation>客户如何创建集群：控制台、API、Terraform，还是工单？多久能运行第一个作业？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Self-service creation through a console or API (ideally Terraform too), with a working scheduler and shared storage ready within hours, not days of back-and-forth tickets.</source>
        <extracomment>2.0 lifecycle.cluster_create: item guidance
----------
3.0 lifecycle.cluster_create: item guidance</extracomment>
        <translation>通过控制台或 API（最好也支持 Terraform）自助创建，调度器和共享存储在数小时内就绪，而不是数天来回的工单。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Ease of expanding a cluster</source>
        <extracomment>2.0 lifecycle.cluster_expand: item title
----------
3.0 lifecycle.cluster_expand: item title</extracomment>
        <translation>扩展集群的便捷性</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How are nodes added to a running cluster, and does the existing cluster keep running meanwhile?</source>
        <extracomment>2.0 lifecycle.cluster_expand: item question
----------
3.0 lifecycle.cluster_expand: item question</extracomment>
        <translation>如何向运行中的集群添加节点，现有集群在此期间能否继续运行？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>New nodes join the same fabric partition, scheduler and filesystems without rebuilding the cluster or interrupting running jobs.</source>
        <extracomment>2.0 lifecycle.cluster_expand: item guidance
----------
3.0 lifecycle.cluster_expand: item guidance</extracomment>
        <translation>新节点加入同一互连网络分区、调度器和文件系统，无需重建集群或中断运行中的作业。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>GPUDirect RDMA out of the box</source>
        <extracomment>2.0 lifecycle.gpudirect_rdma: item title
----------
3.0 lifecycle.gpudirect_rdma: item title</extracomment>
        <translation>开箱即用的 GPUDirect RDMA</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is GPUDirect RDMA enabled on delivered nodes (nvidia-peermem or dma-buf), without the customer having to configure it?</source>
        <extracomment>2.0 lifecycle.gpudirect_rdma: item question
----------
3.0 lifecycle.gpudirect_rdma: item question</extracomment>
        <translation>交付的节点是否已启用 GPUDirect RDMA（nvidia-peermem 或 dma-buf），无需客户自行配置？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>GPUDirect RDMA works from the first login: the peermem module or dma-buf path is active, NCCL reports GDR on the backend NICs, and the collective tests reach their expected bus bandwidth without tuning.</source>
        <extracomment>2.0 lifecycle.gpudirect_rdma: item guidance
----------
3.0 lifecycle.gpudirect_rdma: item guidance</extracomment>
        <translation>GPUDirect RDMA 从首次登录起即可工作：peermem 模块或 dma-buf 路径已激活，NCCL 报告后端网卡上启用了 GDR，集合通信测试无需调优即可达到预期的总线带宽。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>No GPU hours billed during creation or downtime</source>
        <extracomment>2.0 lifecycle.billing_fairness: item title
----------
3.0 lifecycle.billing_fairness: item title</extracomment>
        <translation>创建或停机期间不计 GPU 时长费用</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Are GPU hours charged while a cluster is being built, or while nodes are broken and waiting for repair?</source>
        <extracomment>2.0 lifecycle.billing_fairness: item question
----------
3.0 lifecycle.billing_fairness: item question</extracomment>
        <translation>在集群构建期间，或节点损坏等待修复期间，是否收取 GPU 时长费用？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Billing starts when the customer accepts working nodes and stops for any node that is down through the provider&apos;s fault; credits are applied automatically, not after a dispute.</source>
        <extracomment>2.0 lifecycle.billing_fairness: item guidance
----------
3.0 lifecycle.billing_fairness: item guidance</extracomment>
        <translation>计费从客户验收可用节点时开始，任何因提供商原因停机的节点停止计费；补偿自动发放，无需申诉。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Time to a working PyTorch</source>
        <extracomment>2.0 lifecycle.pytorch_ready: item title
----------
3.0 lifecycle.pytorch_ready: item title</extracomment>
        <translation>获得可用 PyTorch 的时间</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How long does it take on a fresh node to install PyTorch and run &apos;import torch&apos; with the GPUs visible?</source>
        <extracomment>2.0 lifecycle.pytorch_ready: item question
----------
3.0 lifecycle.pytorch_ready: item question</extracomment>
        <translation>在全新节点上安装 PyTorch 并运行 &apos;import torch&apos;（GPU 可见）需要多长时间？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Package mirrors or caches make a pip install of PyTorch take well under a minute, and &apos;import torch&apos; returns in seconds; nothing in the image fights the install.</source>
        <extracomment>2.0 lifecycle.pytorch_ready: item guidance
----------
3.0 lifecycle.pytorch_ready: item guidance</extracomment>
        <translation>软件包镜像或缓存让 pip 安装 PyTorch 远低于一分钟，&apos;import torch&apos; 在几秒内返回；镜像中没有任何东西妨碍安装。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Support quality</source>
        <extracomment>2.0 lifecycle.support: item title
----------
3.0 lifecycle.support: item title</extracomment>
        <translation>支持质量</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Through which channels is support reachable (shared Slack, tickets, phone), who answers, and how fast?</source>
        <extracomment>2.0 lifecycle.support: item question
----------
3.0 lifecycle.support: item question</extracomment>
        <translation>可通过哪些渠道获得支持（共享 Slack、工单、电话），由谁回复，多快？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A shared channel staffed by engineers who can act on the cluster, answers in minutes during an incident, and fixes that stick. Interviewed customers describe support as a strength.</source>
        <extracomment>2.0 lifecycle.support: item guidance
----------
3.0 lifecycle.support: item guidance</extracomment>
        <translation>由能直接操作集群的工程师值守的共享渠道，事故期间几分钟内回复，修复持久有效。受访客户认为支持是其强项。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Audit-log completeness and retention</source>
        <extracomment>2.0 lifecycle.audit_log: item title
----------
3.0 lifecycle.audit_log: item title</extracomment>
        <translation>审计日志的完整性与保留</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Which actions on the account and the cluster are logged, for how long, and can customers export the log?</source>
        <extracomment>2.0 lifecycle.audit_log: item question
----------
3.0 lifecycle.audit_log: item question</extracomment>
        <translation>账户和集群上的哪些操作会被记录，保留多久，客户能否导出日志？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Every console, API and staff action on the tenant is logged with who and when, kept for at least a year, and exportable or streamable to the customer&apos;s SIEM.</source>
        <extracomment>2.0 lifecycle.audit_log: item guidance
----------
3.0 lifecycle.audit_log: item guidance</extracomment>
        <translation>控制台、API 以及员工对租户的每项操作都记录操作者和时间，至少保留一年，并可导出或以流式方式传送到客户的 SIEM。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Orchestration</source>
        <extracomment>2.0 orchestration: criterion name
----------
3.0 orchestration: criterion name</extracomment>
        <translation>编排</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Identity and access management plus the maturity of managed Slurm and Kubernetes.</source>
        <extracomment>2.0 orchestration: criterion description
----------
3.0 orchestration: criterion description</extracomment>
        <translation>身份与访问管理，以及托管 Slurm 和 Kubernetes 的成熟度。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>User and group management</source>
        <extracomment>2.0 orchestration.users_groups: item title
----------
3.0 orchestration.users_groups: item title</extracomment>
        <translation>用户与组管理</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How are cluster users and groups created and kept in sync across nodes?</source>
        <extracomment>2.0 orchestration.users_groups: item question
----------
3.0 orchestration.users_groups: item question</extracomment>
        <translation>集群用户和组如何创建，并在各节点间保持同步？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Users and groups are managed centrally (directory or console) and appear consistently on every node with the same UIDs and home directories; no hand-edited /etc/passwd.</source>
        <extracomment>2.0 orchestration.users_groups: item guidance
----------
3.0 orchestration.users_groups: item guidance</extracomment>
        <translation>用户和组集中管理（目录服务或控制台），在每个节点上一致出现，UID 和主目录相同；没有手工编辑的 /etc/passwd。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Role-based access control</source>
        <extracomment>2.0 orchestration.rbac: item title
----------
3.0 orchestration.rbac: item title</extracomment>
        <translation>基于角色的访问控制</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can the customer define roles that separate administrators, researchers and billing users?</source>
        <extracomment>2.0 orchestration.rbac: item question
----------
3.0 orchestration.rbac: item question</extracomment>
        <translation>客户能否定义角色，将管理员、研究人员和计费用户区分开？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Roles with least privilege for the console, API, scheduler and Kubernetes namespaces, assignable by the customer&apos;s own administrators.</source>
        <extracomment>2.0 orchestration.rbac: item guidance
----------
3.0 orchestration.rbac: item guidance</extracomment>
        <translation>控制台、API、调度器和 Kubernetes 命名空间的最小权限角色，可由客户自己的管理员分配。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Single sign-on</source>
        <extracomment>2.0 orchestration.sso: item title
----------
3.0 orchestration.sso: item title</extracomment>
        <translation>单点登录</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Does the console and the cluster login support SSO (SAML or OIDC) with the customer&apos;s identity provider?</source>
        <extracomment>2.0 orchestration.sso: item question
----------
3.0 orchestration.sso: item question</extracomment>
        <translation>控制台和集群登录是否支持与客户的身份提供商进行 SSO（SAML 或 OIDC）？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>SAML or OIDC sign-on for the console, and SSH or kubeconfig access tied to the same identities, without a per-seat surcharge.</source>
        <extracomment>2.0 orchestration.sso: item guidance
----------
3.0 orchestration.sso: item guidance</extracomment>
        <translation>控制台支持 SAML 或 OIDC 登录，SSH 或 kubeconfig 访问与同一身份绑定，且不按席位额外收费。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Managed Slurm maturity</source>
        <extracomment>2.0 orchestration.slurm: item title
----------
3.0 orchestration.slurm: item title</extracomment>
        <translation>托管 Slurm 的成熟度</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Do you offer managed Slurm, who operates the controller, and which versions and plugins are supported?</source>
        <extracomment>2.0 orchestration.slurm: item question
----------
3.0 orchestration.slurm: item question</extracomment>
        <translation>是否提供托管 Slurm，由谁运维控制器，支持哪些版本和插件？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A current Slurm release operated by the provider, accounting enabled, sane partitions and QoS, and upgrades done for the customer; the setup matches a well-configured reference cluster rather than a quick install before handover.</source>
        <extracomment>2.0 orchestration.slurm: item guidance
----------
3.0 orchestration.slurm: item guidance</extracomment>
        <translation>由提供商运维的当前 Slurm 版本，启用记账，分区和 QoS 设置合理，并代客户升级；配置与配置良好的参考集群相当，而不是交付前的仓促安装。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Managed Kubernetes maturity</source>
        <extracomment>2.0 orchestration.kubernetes: item title
----------
3.0 orchestration.kubernetes: item title</extracomment>
        <translation>托管 Kubernetes 的成熟度</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Do you offer managed Kubernetes with the GPU and network operators installed, and how are upgrades handled?</source>
        <extracomment>2.0 orchestration.kubernetes: item question
----------
3.0 orchestration.kubernetes: item question</extracomment>
        <translation>是否提供已安装 GPU Operator 和 Network Operator 的托管 Kubernetes，升级如何处理？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A conformant, current Kubernetes with the GPU operator, network operator and a batch scheduler or MPI operator ready; control plane managed and upgraded by the provider.</source>
        <extracomment>2.0 orchestration.kubernetes: item guidance
----------
3.0 orchestration.kubernetes: item guidance</extracomment>
        <translation>符合一致性认证的当前 Kubernetes，GPU Operator、Network Operator 以及批处理调度器或 MPI Operator 已就绪；控制平面由提供商管理和升级。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Topology configuration</source>
        <extracomment>2.0 orchestration.topology: item title
----------
3.0 orchestration.topology: item title</extracomment>
        <translation>拓扑配置</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is the network topology exposed to the scheduler (Slurm topology.conf or Kubernetes topology labels)?</source>
        <extracomment>2.0 orchestration.topology: item question
----------
3.0 orchestration.topology: item question</extracomment>
        <translation>网络拓扑是否向调度器公开（Slurm topology.conf 或 Kubernetes 拓扑标签）？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>The scheduler knows the leaf and spine layout (or NVLink domains) so large jobs are placed on well-connected nodes; the configuration matches the physical fabric.</source>
        <extracomment>2.0 orchestration.topology: item guidance
----------
3.0 orchestration.topology: item guidance</extracomment>
        <translation>调度器了解 leaf 与 spine 布局（或 NVLink 域），从而把大型作业放在连接良好的节点上；配置与物理互连网络一致。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Pyxis and enroot for containers in Slurm</source>
        <extracomment>2.0 orchestration.pyxis: item title
----------
3.0 orchestration.pyxis: item title</extracomment>
        <translation>在 Slurm 中用 Pyxis 和 enroot 运行容器</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can jobs run containers under Slurm with Pyxis and enroot (srun --container-image)?</source>
        <extracomment>2.0 orchestration.pyxis: item question
----------
3.0 orchestration.pyxis: item question</extracomment>
        <translation>作业能否在 Slurm 下通过 Pyxis 和 enroot 运行容器（srun --container-image）？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Pyxis and enroot are installed and configured with a fast local cache, so an srun with a container image works on every node without extra steps.</source>
        <extracomment>2.0 orchestration.pyxis: item guidance
----------
3.0 orchestration.pyxis: item guidance</extracomment>
        <translation>已安装并配置 Pyxis 和 enroot，带有快速的本地缓存，因此带容器镜像的 srun 在每个节点上无需额外步骤即可运行。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Kubeconfig access</source>
        <extracomment>2.0 orchestration.kubeconfig: item title
----------
3.0 orchestration.kubeconfig: item title</extracomment>
        <translation>Kubeconfig 访问</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Does the customer get a kubeconfig with cluster-admin or well-scoped rights, directly and without a ticket?</source>
        <extracomment>2.0 orchestration.kubeconfig: item question
----------
3.0 orchestration.kubeconfig: item question</extracomment>
        <translation>客户能否直接获得具有 cluster-admin 或范围合适权限的 kubeconfig，无需提交工单？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A downloadable kubeconfig with the rights the customer needs, rotated credentials, and API access from the customer&apos;s own network.</source>
        <extracomment>2.0 orchestration.kubeconfig: item guidance
----------
3.0 orchestration.kubeconfig: item guidance</extracomment>
        <translation>可下载的 kubeconfig，具有客户所需的权限，凭据定期轮换，并可从客户自己的网络访问 API。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>ReadWriteMany storage class</source>
        <extracomment>2.0 orchestration.rwx_storage: item title
----------
3.0 orchestration.rwx_storage: item title</extracomment>
        <translation>ReadWriteMany 存储类</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is there a ReadWriteMany storage class backed by the shared filesystem for Kubernetes workloads?</source>
        <extracomment>2.0 orchestration.rwx_storage: item question
----------
3.0 orchestration.rwx_storage: item question</extracomment>
        <translation>是否有基于共享文件系统、供 Kubernetes 工作负载使用的 ReadWriteMany 存储类？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A default RWX storage class on the high-performance filesystem, so many pods can read one dataset and write checkpoints without workarounds.</source>
        <extracomment>2.0 orchestration.rwx_storage: item guidance
----------
3.0 orchestration.rwx_storage: item guidance</extracomment>
        <translation>高性能文件系统上的默认 RWX 存储类，使多个 pod 无需变通办法即可读取同一数据集并写入检查点。</translation>
    </message>
    <message>
        <location line="-504"/>
        <location line="+508"/>
        <source>Shared filesystems and object storage: present from day one, fast, stable and protected.</source>
        <extracomment>2.0 storage: criterion description
----------
3.0 storage: criterion description</extracomment>
        <translation>共享文件系统和对象存储：从第一天起就有，快速、稳定且受保护。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>High-performance parallel filesystem out of the box</source>
        <extracomment>2.0 storage.parallel_fs: item title
----------
3.0 storage.parallel_fs: item title</extracomment>
        <translation>开箱即用的高性能并行文件系统</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Which shared filesystem is mounted on delivered nodes (Weka, DDN/Lustre, VAST, other), and at what capacity?</source>
        <extracomment>2.0 storage.parallel_fs: item question
----------
3.0 storage.parallel_fs: item question</extracomment>
        <translation>交付的节点上挂载的是哪种共享文件系统（Weka、DDN/Lustre、VAST 或其他），容量多大？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A parallel filesystem such as Weka, DDN or VAST is mounted on every node at handover, sized for the cluster, not a single NFS server added later.</source>
        <extracomment>2.0 storage.parallel_fs: item guidance
----------
3.0 storage.parallel_fs: item guidance</extracomment>
        <translation>交付时每个节点都挂载了 Weka、DDN 或 VAST 等并行文件系统，容量与集群规模相称，而不是之后才加的单台 NFS 服务器。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Managed S3-compatible object storage</source>
        <extracomment>2.0 storage.object_s3: item title
----------
3.0 storage.object_s3: item title</extracomment>
        <translation>托管的 S3 兼容对象存储</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is there a managed S3-compatible object store in the same region, and how is it billed?</source>
        <extracomment>2.0 storage.object_s3: item question
----------
3.0 storage.object_s3: item question</extracomment>
        <translation>同一区域内是否有托管的 S3 兼容对象存储，如何计费？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>An S3 API endpoint close to the GPUs with no request-fee surprises, suitable for datasets and checkpoints.</source>
        <extracomment>2.0 storage.object_s3: item guidance
----------
3.0 storage.object_s3: item guidance</extracomment>
        <translation>靠近 GPU 的 S3 API 端点，没有意外的请求费用，适合存放数据集和检查点。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Mounts that stay mounted</source>
        <extracomment>2.0 storage.mount_stability: item title
----------
3.0 storage.mount_stability: item title</extracomment>
        <translation>挂载稳定可靠</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How often have shared mounts gone stale or dropped on customer clusters in the last quarter?</source>
        <extracomment>2.0 storage.mount_stability: item question
----------
3.0 storage.mount_stability: item question</extracomment>
        <translation>上一季度客户集群上的共享挂载多少次失效或掉线？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Mounts survive node reboots and network blips; customers interviewed do not report stale handles or remount scripts.</source>
        <extracomment>2.0 storage.mount_stability: item guidance
----------
3.0 storage.mount_stability: item guidance</extracomment>
        <translation>挂载能经受节点重启和网络抖动；受访客户未报告失效句柄或重新挂载脚本。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Measured read performance</source>
        <extracomment>2.0 storage.read_perf: item title
----------
3.0 storage.read_perf: item title</extracomment>
        <translation>实测读取性能</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What aggregate and per-node read throughput should the filesystem deliver, and can we measure it?</source>
        <extracomment>2.0 storage.read_perf: item question
----------
3.0 storage.read_perf: item question</extracomment>
        <translation>文件系统应提供怎样的总读取吞吐量和每节点读取吞吐量，我们能否测量？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Measured reads come close to the advertised per-node figure and scale across nodes, so data loading never starves the GPUs.</source>
        <extracomment>2.0 storage.read_perf: item guidance
----------
3.0 storage.read_perf: item guidance</extracomment>
        <translation>实测读取接近宣传的每节点数据并能随节点扩展，因此数据加载从不让 GPU 空等。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Measured write performance</source>
        <extracomment>2.0 storage.write_perf: item title
----------
3.0 storage.write_perf: item title</extracomment>
        <translation>实测写入性能</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What write throughput should a full-cluster checkpoint see?</source>
        <extracomment>2.0 storage.write_perf: item question
----------
3.0 storage.write_perf: item question</extracomment>
        <translation>全集群检查点应有怎样的写入吞吐量？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A checkpoint of the whole model writes at the advertised throughput, so saving takes seconds to a few minutes rather than stalling training.</source>
        <extracomment>2.0 storage.write_perf: item guidance
----------
3.0 storage.write_perf: item guidance</extracomment>
        <translation>整个模型的检查点以宣传的吞吐量写入，因此保存只需几秒到几分钟，而不会拖住训练。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Snapshots</source>
        <extracomment>2.0 storage.snapshots: item title
----------
3.0 storage.snapshots: item title</extracomment>
        <translation>快照</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Can the customer take and restore filesystem snapshots themselves?</source>
        <extracomment>2.0 storage.snapshots: item question
----------
3.0 storage.snapshots: item question</extracomment>
        <translation>客户能否自行创建和恢复文件系统快照？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Self-service snapshots with a documented schedule and a restore that does not need a ticket.</source>
        <extracomment>2.0 storage.snapshots: item guidance
----------
3.0 storage.snapshots: item guidance</extracomment>
        <translation>自助快照，有文档化的计划，恢复无需提交工单。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Backups</source>
        <extracomment>2.0 storage.backups: item title
----------
3.0 storage.backups: item title</extracomment>
        <translation>备份</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Is data backed up off the filesystem, where to, and how is a restore requested?</source>
        <extracomment>2.0 storage.backups: item question
----------
3.0 storage.backups: item question</extracomment>
        <translation>数据是否备份到文件系统之外，备份到哪里，如何申请恢复？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Backups to a separate system or site are available, with a tested restore and a stated recovery time.</source>
        <extracomment>2.0 storage.backups: item guidance
----------
3.0 storage.backups: item guidance</extracomment>
        <translation>可备份到独立的系统或站点，恢复经过测试，并注明恢复时间。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Published durability SLA</source>
        <extracomment>2.0 storage.durability_sla: item title
----------
3.0 storage.durability_sla: item title</extracomment>
        <translation>公布的持久性 SLA</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>What durability and availability do you commit to for each storage tier, in writing?</source>
        <extracomment>2.0 storage.durability_sla: item question
----------
3.0 storage.durability_sla: item question</extracomment>
        <translation>你们对每个存储层级书面承诺了怎样的持久性和可用性？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A published SLA for durability and availability of each storage service, with credits when it is missed.</source>
        <extracomment>2.0 storage.durability_sla: item guidance
----------
3.0 storage.durability_sla: item guidance</extracomment>
        <translation>每项存储服务的持久性和可用性都有公布的 SLA，未达标时给予补偿。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Large container pull time</source>
        <extracomment>2.0 storage.container_pull: item title
----------
3.0 storage.container_pull: item title</extracomment>
        <translation>大型容器拉取时间</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How long does pulling a 20+ GB NGC container take on a fresh node? Is there a local registry mirror or cache?</source>
        <extracomment>2.0 storage.container_pull: item question
----------
3.0 storage.container_pull: item question</extracomment>
        <translation>在全新节点上拉取 20 GB 以上的 NGC 容器需要多久？是否有本地镜像仓库或缓存？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>A local mirror or cache brings a large NGC image onto a node in seconds; several minutes points to pulling every layer across the internet.</source>
        <extracomment>2.0 storage.container_pull: item guidance
----------
3.0 storage.container_pull: item guidance</extracomment>
        <translation>本地镜像或缓存可在几秒内把大型 NGC 镜像拉到节点上；若需数分钟，说明每一层都是从互联网拉取的。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Model download and load time</source>
        <extracomment>2.0 storage.model_load: item title
----------
3.0 storage.model_load: item title</extracomment>
        <translation>模型下载与加载时间</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>How long does it take to download a 15-billion-parameter model and load it onto the GPUs?</source>
        <extracomment>2.0 storage.model_load: item question
----------
3.0 storage.model_load: item question</extracomment>
        <translation>下载一个 150 亿参数的模型并加载到 GPU 上需要多长时间？</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+508"/>
        <source>Fast internet or a model cache plus a quick filesystem bring the weights onto the GPUs in a minute or two.</source>
        <extracomment>2.0 storage.model_load: item guidance
----------
3.0 storage.model_load: item guidance</extracomment>
        <translation>快速的互联网或模型缓存，加上快速的文件系统，可在一两分钟内把权重加载到 GPU 上。</translation>
    </message>
    <message>
        <location line="-506"/>
        <location line="+520"/>
        <source>Networking</source>
        <extracomment>2.0 networking: criterion name
----------
3.0 networking: criterion name</extracomment>
        <translation>网络</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>The backend fabric and the software on it, judged by what collectives and training actually reach.</source>
        <extracomment>2.0 networking: criterion description
----------
3.0 networking: criterion description</extracomment>
        <translation>后端互连网络及其上的软件，以集合通信和训练实际能达到的性能来评判。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>InfiniBand or RoCEv2 backend</source>
        <extracomment>2.0 networking.fabric: item title
----------
3.0 networking.fabric: item title</extracomment>
        <translation>InfiniBand 或 RoCEv2 后端</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Which backend fabric connects the GPUs (InfiniBand, RoCEv2, other), at what rate per GPU, and with what topology?</source>
        <extracomment>2.0 networking.fabric: item question
----------
3.0 networking.fabric: item question</extracomment>
        <translation>GPU 之间由哪种后端互连网络连接（InfiniBand、RoCEv2 或其他），每 GPU 速率多少，采用什么拓扑？</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>A non-blocking (or clearly stated) rail-optimised InfiniBand or RoCEv2 fabric at the full per-GPU rate the platform supports, for example 400G per GPU on H100/H200 and 800G on the newest systems.</source>
        <extracomment>2.0 networking.fabric: item guidance
----------
3.0 networking.fabric: item guidance</extracomment>
        <translation>无阻塞（或明确说明）的轨道优化 InfiniBand 或 RoCEv2 互连网络，达到平台支持的每 GPU 全速率，例如 H100/H200 上每 GPU 400G，最新系统上 800G。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>HPC-X / MPI available</source>
        <extracomment>2.0 networking.hpcx: item title
----------
3.0 networking.hpcx: item title</extracomment>
        <translation>提供 HPC-X / MPI</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Is NVIDIA HPC-X or another tuned MPI installed and working across nodes?</source>
        <extracomment>2.0 networking.hpcx: item question
----------
3.0 networking.hpcx: item question</extracomment>
        <translation>是否安装了 NVIDIA HPC-X 或其他经过调优的 MPI，并能跨节点工作？</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>HPC-X (or a tuned Open MPI with UCX) is installed in the image and in the scheduler&apos;s environment, so mpirun across nodes works without building anything.</source>
        <extracomment>2.0 networking.hpcx: item guidance
----------
3.0 networking.hpcx: item guidance</extracomment>
        <translation>镜像和调度器环境中已安装 HPC-X（或带 UCX 的调优 Open MPI），因此无需编译任何东西即可跨节点运行 mpirun。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Sane default NCCL configuration</source>
        <extracomment>2.0 networking.nccl_defaults: item title
----------
3.0 networking.nccl_defaults: item title</extracomment>
        <translation>合理的默认 NCCL 配置</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>What NCCL settings ship on the nodes (/etc/nccl.conf, NCCL_* variables, topology files)?</source>
        <extracomment>2.0 networking.nccl_defaults: item question
----------
3.0 networking.nccl_defaults: item question</extracomment>
        <translation>节点上自带哪些 NCCL 设置（/etc/nccl.conf、NCCL_* 变量、拓扑文件）？</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Defaults that pick the right HCAs and GID index, enable GDR, and include a topology file where the platform needs it; nothing a customer must discover by trial and error.</source>
        <extracomment>2.0 networking.nccl_defaults: item guidance
----------
3.0 networking.nccl_defaults: item guidance</extracomment>
        <translation>默认设置能选对 HCA 和 GID 索引、启用 GDR，并在平台需要时提供拓扑文件；不需要客户反复试错去摸索。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>SHARP in-network reductions</source>
        <extracomment>2.0 networking.sharp: item title
----------
3.0 networking.sharp: item title</extracomment>
        <translation>SHARP 网内归约</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Is SHARP (in-network aggregation) enabled on the InfiniBand fabric and usable from NCCL?</source>
        <extracomment>2.0 networking.sharp: item question
----------
3.0 networking.sharp: item question</extracomment>
        <translation>InfiniBand 互连网络上是否启用了 SHARP（网内聚合），NCCL 能否使用？</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>SHARP enabled on the switches and the NCCL plugin installed, so large all-reduce operations use it; recorded as N/A on fabrics without it.</source>
        <extracomment>2.0 networking.sharp: item guidance
----------
3.0 networking.sharp: item guidance</extracomment>
        <translation>交换机上启用了 SHARP 并安装了 NCCL 插件，因此大型 all-reduce 操作会使用它；在没有 SHARP 的互连网络上记为不适用。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Four-node NCCL tests reach expected bandwidth</source>
        <extracomment>2.0 networking.nccl_4node: item title
----------
3.0 networking.nccl_4node: item title</extracomment>
        <translation>四节点 NCCL 测试达到预期带宽</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Can we run nccl-tests across four nodes, and what bus bandwidth do you expect for all_reduce and all_gather?</source>
        <extracomment>2.0 networking.nccl_4node: item question
----------
3.0 networking.nccl_4node: item question</extracomment>
        <translation>能否跨四个节点运行 nccl-tests，你们预计 all_reduce 和 all_gather 的总线带宽是多少？</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Across four nodes, all_reduce and all_gather reach the bus bandwidth expected for the fabric at large message sizes, with no outlier node dragging the result down.</source>
        <extracomment>2.0 networking.nccl_4node: item guidance
----------
3.0 networking.nccl_4node: item guidance</extracomment>
        <translation>跨四个节点时，all_reduce 和 all_gather 在大消息尺寸下达到该互连网络预期的总线带宽，没有拖低结果的异常节点。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>PyTorch training reaches expected MFU</source>
        <extracomment>2.0 networking.pytorch_mfu: item title
----------
3.0 networking.pytorch_mfu: item title</extracomment>
        <translation>PyTorch 训练达到预期 MFU</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Does a multi-node PyTorch training run reach the model FLOPs utilisation expected for this hardware?</source>
        <extracomment>2.0 networking.pytorch_mfu: item question
----------
3.0 networking.pytorch_mfu: item question</extracomment>
        <translation>多节点 PyTorch 训练能否达到此硬件预期的模型 FLOPs 利用率？</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>A standard multi-node training job reaches an MFU in line with well-run clusters of the same hardware; throughput is stable across the run.</source>
        <extracomment>2.0 networking.pytorch_mfu: item guidance
----------
3.0 networking.pytorch_mfu: item guidance</extracomment>
        <translation>标准的多节点训练作业达到与同类硬件运行良好的集群相当的 MFU；整个运行期间吞吐量稳定。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>PCIe ACS disabled for peer-to-peer</source>
        <extracomment>2.0 networking.pcie_acs: item title
----------
3.0 networking.pcie_acs: item title</extracomment>
        <translation>为点对点通信禁用 PCIe ACS</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>Is PCIe Access Control Services disabled (or set for direct P2P) on the bridges between GPUs and NICs?</source>
        <extracomment>2.0 networking.pcie_acs: item question
----------
3.0 networking.pcie_acs: item question</extracomment>
        <translation>GPU 与网卡之间的桥上是否禁用了 PCIe 访问控制服务（或设为直接 P2P）？</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+520"/>
        <source>ACS does not redirect GPU-to-NIC and GPU-to-GPU traffic through the root complex on bare metal, so P2P and GPUDirect run at full speed; lspci confirms it.</source>
        <extracomment>2.0 networking.pcie_acs: item guidance
----------
3.0 networking.pcie_acs: item guidance</extracomment>
        <translation>在裸金属上，ACS 不会把 GPU 到网卡、GPU 到 GPU 的流量重定向到根复合体，因此 P2P 和 GPUDirect 全速运行；lspci 可予以确认。</translation>
    </message>
    <message>
        <location line="-518"/>
        <location line="+532"/>
        <source>Reliability</source>
        <extracomment>2.0 reliability: criterion name
----------
3.0 reliability: criterion name</extracomment>
        <translation>可靠性</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Commitments on uptime and response, and evidence that hardware faults are detected and handled.</source>
        <extracomment>2.0 reliability: criterion description
----------
3.0 reliability: criterion description</extracomment>
        <translation>对正常运行时间和响应的承诺，以及硬件故障能被发现并处理的证据。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Hardware uptime SLA</source>
        <extracomment>2.0 reliability.uptime_sla: item title
----------
3.0 reliability.uptime_sla: item title</extracomment>
        <translation>硬件正常运行时间 SLA</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>What uptime do you commit to per node and per cluster, and what happens when it is missed?</source>
        <extracomment>2.0 reliability.uptime_sla: item question
----------
3.0 reliability.uptime_sla: item question</extracomment>
        <translation>你们对每个节点和每个集群承诺怎样的正常运行时间，未达到时怎么办？</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>A written per-node uptime SLA with automatic credits and a stated time to replace a failed node.</source>
        <extracomment>2.0 reliability.uptime_sla: item guidance
----------
3.0 reliability.uptime_sla: item guidance</extracomment>
        <translation>书面的每节点正常运行时间 SLA，自动补偿，并注明更换故障节点的时间。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>24x7 support response commitment</source>
        <extracomment>2.0 reliability.support_24x7: item title
----------
3.0 reliability.support_24x7: item title</extracomment>
        <translation>7x24 支持响应承诺</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Is there 24x7 support with a written response time for a cluster-down incident?</source>
        <extracomment>2.0 reliability.support_24x7: item question
----------
3.0 reliability.support_24x7: item question</extracomment>
        <translation>是否有 7x24 支持，并对集群宕机事故有书面响应时间？</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Round-the-clock coverage with a response commitment measured in minutes for severity-one incidents, and engineers rather than a ticket queue on the other end.</source>
        <extracomment>2.0 reliability.support_24x7: item guidance
----------
3.0 reliability.support_24x7: item guidance</extracomment>
        <translation>全天候覆盖，一级事故的响应承诺以分钟计，另一端是工程师而不是工单队列。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Link-flap stability</source>
        <extracomment>2.0 reliability.link_flap: item title
----------
3.0 reliability.link_flap: item title</extracomment>
        <translation>链路抖动稳定性</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>How often do backend links flap, and how are flapping links found and fixed?</source>
        <extracomment>2.0 reliability.link_flap: item question
----------
3.0 reliability.link_flap: item question</extracomment>
        <translation>后端链路多久抖动一次，如何发现并修复抖动的链路？</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Link flaps are rare, monitored at the switch, and faulty optics or cables are replaced proactively; customers do not see jobs crash from flapping links.</source>
        <extracomment>2.0 reliability.link_flap: item guidance
----------
3.0 reliability.link_flap: item guidance</extracomment>
        <translation>链路抖动很少见，在交换机上受到监控，故障光模块或线缆会被主动更换；客户不会看到作业因链路抖动而崩溃。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Filesystem stability</source>
        <extracomment>2.0 reliability.fs_stability: item title
----------
3.0 reliability.fs_stability: item title</extracomment>
        <translation>文件系统稳定性</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>What outages has the shared filesystem had in the last quarter?</source>
        <extracomment>2.0 reliability.fs_stability: item question
----------
3.0 reliability.fs_stability: item question</extracomment>
        <translation>上一季度共享文件系统发生过哪些中断？</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>No unplanned filesystem outages that stopped customer jobs, and post-mortems for any that did.</source>
        <extracomment>2.0 reliability.fs_stability: item guidance
----------
3.0 reliability.fs_stability: item guidance</extracomment>
        <translation>没有导致客户作业停止的计划外文件系统中断；若有，则有事后分析报告。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>GPU fall-off-the-bus detection</source>
        <extracomment>2.0 reliability.gpu_fall_off_bus: item title
----------
3.0 reliability.gpu_fall_off_bus: item title</extracomment>
        <translation>GPU 掉卡检测</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>How is a GPU that falls off the PCIe bus detected, and how fast is the node drained and repaired?</source>
        <extracomment>2.0 reliability.gpu_fall_off_bus: item question
----------
3.0 reliability.gpu_fall_off_bus: item question</extracomment>
        <translation>如何检测从 PCIe 总线上掉线的 GPU，节点多快被排空并修复？</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Fallen GPUs are detected within minutes by monitoring, the node is drained automatically, and the customer is told without having to open a ticket.</source>
        <extracomment>2.0 reliability.gpu_fall_off_bus: item guidance
----------
3.0 reliability.gpu_fall_off_bus: item guidance</extracomment>
        <translation>掉线的 GPU 在几分钟内被监控发现，节点自动排空，并且无需客户提交工单就会通知客户。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>PCIe error detection</source>
        <extracomment>2.0 reliability.pcie_errors: item title
----------
3.0 reliability.pcie_errors: item title</extracomment>
        <translation>PCIe 错误检测</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Are PCIe AER and link-degradation errors monitored on GPUs and NICs?</source>
        <extracomment>2.0 reliability.pcie_errors: item question
----------
3.0 reliability.pcie_errors: item question</extracomment>
        <translation>是否监控 GPU 和网卡上的 PCIe AER 及链路降级错误？</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>PCIe errors and links trained below their width or speed are detected and acted on before they cause slow or failed jobs.</source>
        <extracomment>2.0 reliability.pcie_errors: item guidance
----------
3.0 reliability.pcie_errors: item guidance</extracomment>
        <translation>PCIe 错误以及训练后宽度或速率不足的链路会被检测并处理，以免导致作业变慢或失败。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>ECC error handling</source>
        <extracomment>2.0 reliability.ecc_errors: item title
----------
3.0 reliability.ecc_errors: item title</extracomment>
        <translation>ECC 错误处理</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>How are GPU ECC errors and row remapping failures monitored and handled?</source>
        <extracomment>2.0 reliability.ecc_errors: item question
----------
3.0 reliability.ecc_errors: item question</extracomment>
        <translation>如何监控和处理 GPU ECC 错误及行重映射失败？</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Uncorrectable ECC errors and pending row remaps are watched, the affected GPU is taken out of service and reset or replaced, and counts are visible to the customer.</source>
        <extracomment>2.0 reliability.ecc_errors: item guidance
----------
3.0 reliability.ecc_errors: item guidance</extracomment>
        <translation>监视不可纠正的 ECC 错误和待处理的行重映射，受影响的 GPU 会停止服务并被重置或更换，客户可以看到计数。</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>NVIDIA XID and SXID monitoring</source>
        <extracomment>2.0 reliability.xid_sxid: item title
----------
3.0 reliability.xid_sxid: item title</extracomment>
        <translation>NVIDIA XID 和 SXID 监控</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Are XID and SXID events collected from every node and turned into alerts or automatic action?</source>
        <extracomment>2.0 reliability.xid_sxid: item question
----------
3.0 reliability.xid_sxid: item question</extracomment>
        <translation>是否从每个节点收集 XID 和 SXID 事件，并转化为告警或自动操作？</translation>
    </message>
    <message>
        <location line="-530"/>
        <location line="+532"/>
        <source>Kernel XID/SXID events are collected centrally, classified, and the serious ones trigger draining and repair automatically.</source>
        <extracomment>2.0 reliability.xid_sxid: item guidance
----------
3.0 reliability.xid_sxid: item guidance</extracomment>
        <translation>内核 XID/SXID 事件被集中收集和分类，严重的事件会自动触发排空和修复。</translation>
    </message>
    <message>
        <location line="-528"/>
        <location line="+544"/>
        <source>What the customer can see about their cluster, and how health problems are caught before they hurt jobs.</source>
        <extracomment>2.0 monitoring: criterion description
----------
3.0 monitoring: criterion description</extracomment>
        <translation>客户能看到集群的哪些情况，以及健康问题如何在影响作业之前被发现。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Pre-installed Grafana or equivalent dashboard</source>
        <extracomment>2.0 monitoring.dashboard: item title
----------
3.0 monitoring.dashboard: item title</extracomment>
        <translation>预装 Grafana 或同等仪表板</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Is there a ready dashboard for the cluster&apos;s GPUs, network and storage at handover?</source>
        <extracomment>2.0 monitoring.dashboard: item question
----------
3.0 monitoring.dashboard: item question</extracomment>
        <translation>交付时是否有现成的仪表板，显示集群的 GPU、网络和存储？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A Grafana (or equivalent) dashboard is available from day one, covering GPUs, fabric and storage per node and per job.</source>
        <extracomment>2.0 monitoring.dashboard: item guidance
----------
3.0 monitoring.dashboard: item guidance</extracomment>
        <translation>从第一天起就提供 Grafana（或同等）仪表板，按节点和作业涵盖 GPU、互连网络和存储。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>DCGM metrics including SM activity</source>
        <extracomment>2.0 monitoring.dcgm: item title
----------
3.0 monitoring.dcgm: item title</extracomment>
        <translation>含 SM 活动的 DCGM 指标</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which DCGM metrics are collected, including SM activity and occupancy, and at what interval?</source>
        <extracomment>2.0 monitoring.dcgm: item question
----------
3.0 monitoring.dcgm: item question</extracomment>
        <translation>收集哪些 DCGM 指标（包括 SM 活动和占用率），间隔多少？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>DCGM exporter runs on every node with profiling metrics (SM activity, tensor activity, memory bandwidth) at a few-second interval.</source>
        <extracomment>2.0 monitoring.dcgm: item guidance
----------
3.0 monitoring.dcgm: item guidance</extracomment>
        <translation>每个节点都运行 DCGM exporter，以几秒的间隔采集性能剖析指标（SM 活动、Tensor 活动、显存带宽）。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>TFLOPs estimation</source>
        <extracomment>2.0 monitoring.tflops_estimate: item title
----------
3.0 monitoring.tflops_estimate: item title</extracomment>
        <translation>TFLOPs 估算</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Does the dashboard estimate delivered TFLOPs or MFU per job?</source>
        <extracomment>2.0 monitoring.tflops_estimate: item question
----------
3.0 monitoring.tflops_estimate: item question</extracomment>
        <translation>仪表板是否按作业估算实际交付的 TFLOPs 或 MFU？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Per-job estimates of achieved FLOPs derived from the profiling counters, so customers see efficiency, not just utilisation.</source>
        <extracomment>2.0 monitoring.tflops_estimate: item guidance
----------
3.0 monitoring.tflops_estimate: item guidance</extracomment>
        <translation>根据性能剖析计数器按作业估算实际达到的 FLOPs，让客户看到的是效率，而不仅是利用率。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Job accounting</source>
        <extracomment>2.0 monitoring.job_accounting: item title
----------
3.0 monitoring.job_accounting: item title</extracomment>
        <translation>作业记账</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Is per-job and per-user GPU-hour accounting available?</source>
        <extracomment>2.0 monitoring.job_accounting: item question
----------
3.0 monitoring.job_accounting: item question</extracomment>
        <translation>是否提供按作业和按用户的 GPU 小时记账？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Slurm accounting or the Kubernetes equivalent records every job&apos;s GPU hours by user and project, queryable by the customer.</source>
        <extracomment>2.0 monitoring.job_accounting: item guidance
----------
3.0 monitoring.job_accounting: item guidance</extracomment>
        <translation>Slurm 记账或 Kubernetes 的同等功能按用户和项目记录每个作业的 GPU 小时，客户可以查询。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Custom alerting</source>
        <extracomment>2.0 monitoring.alerting: item title
----------
3.0 monitoring.alerting: item title</extracomment>
        <translation>自定义告警</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Can customers define their own alerts and route them to their tools?</source>
        <extracomment>2.0 monitoring.alerting: item question
----------
3.0 monitoring.alerting: item question</extracomment>
        <translation>客户能否定义自己的告警并发送到自己的工具？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Customer-defined alert rules with delivery to email, Slack, PagerDuty or webhooks.</source>
        <extracomment>2.0 monitoring.alerting: item guidance
----------
3.0 monitoring.alerting: item guidance</extracomment>
        <translation>客户自定义告警规则，可发送到电子邮件、Slack、PagerDuty 或 webhook。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Automated active health checks</source>
        <extracomment>2.0 monitoring.active_health_checks: item title
----------
3.0 monitoring.active_health_checks: item title</extracomment>
        <translation>自动化主动健康检查</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which active tests (GPU burn, NCCL, DCGM diagnostics) run on nodes, and when?</source>
        <extracomment>2.0 monitoring.active_health_checks: item question
----------
3.0 monitoring.active_health_checks: item question</extracomment>
        <translation>节点上运行哪些主动测试（GPU burn、NCCL、DCGM 诊断），何时运行？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Active checks run before a node is handed out and periodically when it is idle, catching slow GPUs and bad links before a job lands there.</source>
        <extracomment>2.0 monitoring.active_health_checks: item guidance
----------
3.0 monitoring.active_health_checks: item guidance</extracomment>
        <translation>主动检查在节点交付前以及空闲时定期运行，在作业落到节点之前发现慢 GPU 和坏链路。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Automated passive health checks</source>
        <extracomment>2.0 monitoring.passive_health_checks: item title
----------
3.0 monitoring.passive_health_checks: item title</extracomment>
        <translation>自动化被动健康检查</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>What is checked continuously in the background while jobs run?</source>
        <extracomment>2.0 monitoring.passive_health_checks: item question
----------
3.0 monitoring.passive_health_checks: item question</extracomment>
        <translation>作业运行时后台持续检查哪些内容？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Continuous passive checks (XID, ECC, thermals, link state, filesystem) that flag a node within minutes of a problem.</source>
        <extracomment>2.0 monitoring.passive_health_checks: item guidance
----------
3.0 monitoring.passive_health_checks: item guidance</extracomment>
        <translation>持续的被动检查（XID、ECC、温度、链路状态、文件系统），在问题出现后几分钟内标记节点。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Automatic node draining</source>
        <extracomment>2.0 monitoring.auto_drain: item title
----------
3.0 monitoring.auto_drain: item title</extracomment>
        <translation>自动排空节点</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>When a health check fails, is the node drained from the scheduler automatically?</source>
        <extracomment>2.0 monitoring.auto_drain: item question
----------
3.0 monitoring.auto_drain: item question</extracomment>
        <translation>健康检查失败时，节点是否会自动从调度器中排空？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Failed checks drain the node in Slurm or cordon it in Kubernetes automatically, and the node returns only after passing again.</source>
        <extracomment>2.0 monitoring.auto_drain: item guidance
----------
3.0 monitoring.auto_drain: item guidance</extracomment>
        <translation>检查失败会自动在 Slurm 中排空节点或在 Kubernetes 中封锁节点，节点只有再次通过检查后才会恢复。</translation>
    </message>
    <message>
        <location line="-540"/>
        <location line="+544"/>
        <source>What the customer pays for a given quality, and how flexible the commercial terms are.</source>
        <extracomment>2.0 pricing: criterion description
----------
3.0 pricing: criterion description</extracomment>
        <translation>客户为一定的质量支付多少，以及商业条款有多灵活。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Price per GPU-hour for the quality delivered</source>
        <extracomment>2.0 pricing.gpu_hour: item title
----------
3.0 pricing.gpu_hour: item title</extracomment>
        <translation>与交付质量相称的每 GPU 小时价格</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>What is the price per GPU-hour for this configuration, on demand and committed?</source>
        <extracomment>2.0 pricing.gpu_hour: item question
----------
3.0 pricing.gpu_hour: item question</extracomment>
        <translation>此配置按需和承诺使用的每 GPU 小时价格是多少？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A competitive price for the quality delivered: a slightly higher rate can be the better deal when it comes with working storage, networking and support.</source>
        <extracomment>2.0 pricing.gpu_hour: item guidance
----------
3.0 pricing.gpu_hour: item guidance</extracomment>
        <translation>与交付质量相称的有竞争力的价格：若附带可用的存储、网络和支持，稍高的价格反而可能更划算。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Range of commitment terms</source>
        <extracomment>2.0 pricing.commitment_terms: item title
----------
3.0 pricing.commitment_terms: item title</extracomment>
        <translation>承诺期限的选择范围</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which terms are offered: on demand, monthly, one to three years? What are the discounts?</source>
        <extracomment>2.0 pricing.commitment_terms: item question
----------
3.0 pricing.commitment_terms: item question</extracomment>
        <translation>提供哪些期限：按需、按月、一到三年？折扣是多少？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A spread of terms from on demand to multi-year, with prices published or quoted clearly.</source>
        <extracomment>2.0 pricing.commitment_terms: item guidance
----------
3.0 pricing.commitment_terms: item guidance</extracomment>
        <translation>从按需到多年的多种期限，价格公开或报价清晰。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Storage bundled or charged separately</source>
        <extracomment>2.0 pricing.storage_bundled: item title
----------
3.0 pricing.storage_bundled: item title</extracomment>
        <translation>存储捆绑或单独收费</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Is shared storage included in the GPU price, and at what capacity per GPU?</source>
        <extracomment>2.0 pricing.storage_bundled: item question
----------
3.0 pricing.storage_bundled: item question</extracomment>
        <translation>共享存储是否包含在 GPU 价格中，每 GPU 多少容量？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Reasonable storage per GPU is included, or its separate price is stated up front in the quote.</source>
        <extracomment>2.0 pricing.storage_bundled: item guidance
----------
3.0 pricing.storage_bundled: item guidance</extracomment>
        <translation>包含合理的每 GPU 存储，或在报价中预先写明其单独价格。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Networking bundled or charged separately</source>
        <extracomment>2.0 pricing.network_bundled: item title
----------
3.0 pricing.network_bundled: item title</extracomment>
        <translation>网络捆绑或单独收费</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Are the backend fabric, public IPs and bandwidth included, or billed on top?</source>
        <extracomment>2.0 pricing.network_bundled: item question
----------
3.0 pricing.network_bundled: item question</extracomment>
        <translation>后端互连网络、公网 IP 和带宽是包含在内，还是另行计费？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>The backend fabric is always included; public IPs and internet bandwidth are included or priced openly.</source>
        <extracomment>2.0 pricing.network_bundled: item guidance
----------
3.0 pricing.network_bundled: item guidance</extracomment>
        <translation>后端互连网络始终包含在内；公网 IP 和互联网带宽包含在内或公开定价。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Contract expansion terms</source>
        <extracomment>2.0 pricing.expansion_terms: item title
----------
3.0 pricing.expansion_terms: item title</extracomment>
        <translation>合同扩容条款</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>If we need more GPUs mid-contract, at what price and how quickly?</source>
        <extracomment>2.0 pricing.expansion_terms: item question
----------
3.0 pricing.expansion_terms: item question</extracomment>
        <translation>如果合同期内需要更多 GPU，价格如何，多快能到位？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Expansion at the contracted rate with a stated lead time, co-terminous with the existing contract.</source>
        <extracomment>2.0 pricing.expansion_terms: item guidance
----------
3.0 pricing.expansion_terms: item guidance</extracomment>
        <translation>按合同价格扩容，注明交付周期，与现有合同同时到期。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Partnerships</source>
        <extracomment>2.0 partnerships: criterion name
----------
3.0 partnerships: criterion name</extracomment>
        <translation>合作伙伴关系</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Standing with the chip vendors and the software ecosystem, which tends to mean earlier hardware and better escalation paths.</source>
        <extracomment>2.0 partnerships: criterion description
----------
3.0 partnerships: criterion description</extracomment>
        <translation>与芯片厂商和软件生态的关系，这通常意味着更早拿到硬件和更好的问题升级渠道。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>NVIDIA Cloud Partner</source>
        <extracomment>2.0 partnerships.nvidia_ncp: item title
----------
3.0 partnerships.nvidia_ncp: item title</extracomment>
        <translation>NVIDIA 云合作伙伴</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Are you an NVIDIA Cloud Partner, and at which level?</source>
        <extracomment>2.0 partnerships.nvidia_ncp: item question
----------
3.0 partnerships.nvidia_ncp: item question</extracomment>
        <translation>你们是否是 NVIDIA 云合作伙伴，处于哪个级别？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Listed NVIDIA Cloud Partner with reference-architecture deployments; recorded as N/A for AMD-only providers.</source>
        <extracomment>2.0 partnerships.nvidia_ncp: item guidance
----------
3.0 partnerships.nvidia_ncp: item guidance</extracomment>
        <translation>列名的 NVIDIA 云合作伙伴，有参考架构部署；仅提供 AMD 的提供商记为不适用。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>AMD Cloud Alliance</source>
        <extracomment>2.0 partnerships.amd_alliance: item title
----------
3.0 partnerships.amd_alliance: item title</extracomment>
        <translation>AMD 云联盟</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Are you part of AMD&apos;s cloud partner programme for Instinct GPUs?</source>
        <extracomment>2.0 partnerships.amd_alliance: item question
----------
3.0 partnerships.amd_alliance: item question</extracomment>
        <translation>你们是否加入了 AMD Instinct GPU 的云合作伙伴计划？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A recognised AMD partner where AMD GPUs are offered; N/A where they are not.</source>
        <extracomment>2.0 partnerships.amd_alliance: item guidance
----------
3.0 partnerships.amd_alliance: item guidance</extracomment>
        <translation>提供 AMD GPU 时是获认可的 AMD 合作伙伴；不提供时记为不适用。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Chip-vendor investment</source>
        <extracomment>2.0 partnerships.vendor_investment: item title
----------
3.0 partnerships.vendor_investment: item title</extracomment>
        <translation>芯片厂商投资</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Has a chip vendor invested in the company?</source>
        <extracomment>2.0 partnerships.vendor_investment: item question
----------
3.0 partnerships.vendor_investment: item question</extracomment>
        <translation>是否有芯片厂商投资了该公司？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A vendor stake is noted as a signal of early allocation and escalation paths, not as a quality measure by itself.</source>
        <extracomment>2.0 partnerships.vendor_investment: item guidance
----------
3.0 partnerships.vendor_investment: item guidance</extracomment>
        <translation>厂商持股被记为可较早获得配额和升级渠道的信号，其本身并不衡量质量。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>SchedMD relationship</source>
        <extracomment>2.0 partnerships.schedmd: item title
----------
3.0 partnerships.schedmd: item title</extracomment>
        <translation>与 SchedMD 的关系</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Do you have a support relationship with SchedMD for Slurm?</source>
        <extracomment>2.0 partnerships.schedmd: item question
----------
3.0 partnerships.schedmd: item question</extracomment>
        <translation>你们是否与 SchedMD 有 Slurm 支持合作？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A SchedMD support contract, so Slurm bugs get fixed upstream rather than patched locally.</source>
        <extracomment>2.0 partnerships.schedmd: item guidance
----------
3.0 partnerships.schedmd: item guidance</extracomment>
        <translation>有 SchedMD 支持合同，因此 Slurm 缺陷会在上游修复，而不是在本地打补丁。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Participation in industry events</source>
        <extracomment>2.0 partnerships.industry_events: item title
----------
3.0 partnerships.industry_events: item title</extracomment>
        <translation>参与行业活动</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Do your engineers take part in conferences, standards or open-source communities?</source>
        <extracomment>2.0 partnerships.industry_events: item question
----------
3.0 partnerships.industry_events: item question</extracomment>
        <translation>你们的工程师是否参与会议、标准组织或开源社区？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Visible technical participation (talks, upstream contributions, working groups), not only sponsorship booths.</source>
        <extracomment>2.0 partnerships.industry_events: item guidance
----------
3.0 partnerships.industry_events: item guidance</extracomment>
        <translation>可见的技术参与（演讲、上游贡献、工作组），而不仅是赞助展位。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Ecosystem support and integration</source>
        <extracomment>2.0 partnerships.ecosystem: item title
----------
3.0 partnerships.ecosystem: item title</extracomment>
        <translation>生态支持与集成</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which tools integrate with your platform (Terraform, SkyPilot, dstack, W&amp;B, MLOps tools)?</source>
        <extracomment>2.0 partnerships.ecosystem: item question
----------
3.0 partnerships.ecosystem: item question</extracomment>
        <translation>哪些工具与你们的平台集成（Terraform、SkyPilot、dstack、W&amp;B、MLOps 工具）？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Maintained integrations with the common tools customers use to launch and track work.</source>
        <extracomment>2.0 partnerships.ecosystem: item guidance
----------
3.0 partnerships.ecosystem: item guidance</extracomment>
        <translation>对客户用来启动和跟踪工作的常用工具提供持续维护的集成。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Availability</source>
        <extracomment>2.0 availability: criterion name
----------
3.0 availability: criterion name</extracomment>
        <translation>可用性</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>How much capacity exists, which GPUs are live, how it is planned, and what comes next.</source>
        <extracomment>2.0 availability: criterion description
----------
3.0 availability: criterion description</extracomment>
        <translation>有多少容量，哪些 GPU 已上线，如何规划，以及接下来会有什么。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Total GPU quantity</source>
        <extracomment>2.0 availability.gpu_quantity: item title
----------
3.0 availability.gpu_quantity: item title</extracomment>
        <translation>GPU 总量</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>How many GPUs of each model are deployed and rentable today?</source>
        <extracomment>2.0 availability.gpu_quantity: item question
----------
3.0 availability.gpu_quantity: item question</extracomment>
        <translation>目前每种型号部署并可租用的 GPU 有多少？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Enough deployed capacity to serve large contracts, stated per model and site, consistent with what customers and public records show.</source>
        <extracomment>2.0 availability.gpu_quantity: item guidance
----------
3.0 availability.gpu_quantity: item guidance</extracomment>
        <translation>已部署的容量足以承接大合同，按型号和站点说明，并与客户和公开记录一致。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Cluster-scale experience</source>
        <extracomment>2.0 availability.cluster_scale: item title
----------
3.0 availability.cluster_scale: item title</extracomment>
        <translation>集群规模经验</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>What is the largest single cluster you have delivered and operated for one customer?</source>
        <extracomment>2.0 availability.cluster_scale: item question
----------
3.0 availability.cluster_scale: item question</extracomment>
        <translation>你们为单个客户交付并运营过的最大单一集群有多大？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Proven delivery of large single-fabric clusters (thousands of GPUs) with references.</source>
        <extracomment>2.0 availability.cluster_scale: item guidance
----------
3.0 availability.cluster_scale: item guidance</extracomment>
        <translation>有交付大型单一互连网络集群（数千个 GPU）的成功经验，并有客户可作参考。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Utilisation and capacity planning</source>
        <extracomment>2.0 availability.utilization: item title
----------
3.0 availability.utilization: item title</extracomment>
        <translation>利用率与容量规划</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>What is your current utilisation, and how do you plan capacity for on-demand and committed customers?</source>
        <extracomment>2.0 availability.utilization: item question
----------
3.0 availability.utilization: item question</extracomment>
        <translation>你们当前的利用率是多少，如何为按需客户和承诺客户规划容量？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>A deliberate buffer for on-demand and expansion, with capacity planning the provider can explain; not sold out for months.</source>
        <extracomment>2.0 availability.utilization: item guidance
----------
3.0 availability.utilization: item guidance</extracomment>
        <translation>为按需和扩容刻意保留缓冲，容量规划提供商能讲清楚；不会连续数月售罄。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Current GPU models live</source>
        <extracomment>2.0 availability.live_models: item title
----------
3.0 availability.live_models: item title</extracomment>
        <translation>当前上线的 GPU 型号</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which GPU generations are live today (for example H100, H200, B200, GB200/GB300, MI300X/MI325X/MI355X)?</source>
        <extracomment>2.0 availability.live_models: item question
----------
3.0 availability.live_models: item question</extracomment>
        <translation>目前上线的是哪些 GPU 代次（例如 H100、H200、B200、GB200/GB300、MI300X/MI325X/MI355X）？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Current-generation GPUs are rentable now. A fleet of only older generations caps the rating regardless of service quality.</source>
        <extracomment>2.0 availability.live_models: item guidance
----------
3.0 availability.live_models: item guidance</extracomment>
        <translation>当前一代的 GPU 现已可租用。只有较旧代次的机群会限制评级，无论服务质量如何。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Roadmap for future silicon</source>
        <extracomment>2.0 availability.roadmap: item title
----------
3.0 availability.roadmap: item title</extracomment>
        <translation>未来芯片路线图</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Which next-generation systems are ordered, and when will customers be able to use them?</source>
        <extracomment>2.0 availability.roadmap: item question
----------
3.0 availability.roadmap: item question</extracomment>
        <translation>已订购哪些下一代系统，客户何时能使用？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Firm orders and dates for the next generation, and a track record of bringing new GPUs online early.</source>
        <extracomment>2.0 availability.roadmap: item guidance
----------
3.0 availability.roadmap: item guidance</extracomment>
        <translation>下一代有确定的订单和日期，并有较早上线新 GPU 的过往记录。</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Owns or operates the capacity it sells</source>
        <extracomment>2.0 availability.own_capacity: item title
----------
3.0 availability.own_capacity: item title</extracomment>
        <translation>拥有或运营其所售容量</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>Is this capacity yours, or resold from another cloud? Whose network owns the node&apos;s public IP?</source>
        <extracomment>2.0 availability.own_capacity: item question
----------
3.0 availability.own_capacity: item question</extracomment>
        <translation>这些容量是你们自己的，还是从其他云转售的？节点的公网 IP 归谁的网络所有？</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+544"/>
        <source>The provider operates the hardware or says openly whose capacity it resells; a whois of the node&apos;s public address matches what was said.</source>
        <extracomment>2.0 availability.own_capacity: item guidance
----------
3.0 availability.own_capacity: item guidance</extracomment>
        <translation>提供商运营这些硬件，或公开说明转售的是谁的容量；对节点公网地址的 whois 查询结果与其说法一致。</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Storage throughput from 1 to 32 clients</source>
        <extracomment>3.0 storage.client_scaling: item title</extracomment>
        <translation>1 到 32 个客户端的存储吞吐量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How do sequential and random reads and writes, buffered and direct, scale from 1 to 32 clients on each storage tier?</source>
        <extracomment>3.0 storage.client_scaling: item question</extracomment>
        <translation>在每个存储层上，顺序和随机读写（缓冲与直接）从 1 到 32 个客户端如何扩展？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fio curves for /home, /data and /scratch show throughput rising with clients and no collapse; a long mixed run loses little over time.</source>
        <extracomment>3.0 storage.client_scaling: item guidance</extracomment>
        <translation>/home、/data 和 /scratch 的 fio 曲线显示吞吐量随客户端数增加而上升且没有崩塌；长时间混合运行随时间损失很小。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint save and load</source>
        <extracomment>3.0 storage.checkpoint: item title</extracomment>
        <translation>检查点保存与加载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long do a PyTorch distributed checkpoint save and load take on the shared file system?</source>
        <extracomment>3.0 storage.checkpoint: item question</extracomment>
        <translation>在共享文件系统上，PyTorch 分布式检查点的保存和加载需要多长时间？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>torch.distributed.checkpoint saves and loads complete in a time that does not stall training, on every node at once.</source>
        <extracomment>3.0 storage.checkpoint: item guidance</extracomment>
        <translation>torch.distributed.checkpoint 的保存和加载在所有节点同时进行时也能在不拖住训练的时间内完成。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>GPUDirect RDMA through dma_buf</source>
        <extracomment>3.0 networking.gdr_dmabuf: item title</extracomment>
        <translation>通过 dma_buf 的 GPUDirect RDMA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does GPUDirect RDMA run through dma_buf on the open NVIDIA kernel driver, or only through nvidia_peermem?</source>
        <extracomment>3.0 networking.gdr_dmabuf: item question</extracomment>
        <translation>GPUDirect RDMA 是通过开源 NVIDIA 内核驱动的 dma_buf 运行，还是仅通过 nvidia_peermem？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The open kernel driver is loaded and RDMA to GPU memory works through dma_buf. The legacy nvidia_peermem module alone does not pass.</source>
        <extracomment>3.0 networking.gdr_dmabuf: item guidance</extracomment>
        <translation>已加载开源内核驱动，且到 GPU 显存的 RDMA 通过 dma_buf 工作。仅有旧的 nvidia_peermem 模块不算通过。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RDMA bandwidth on every rail</source>
        <extracomment>3.0 networking.rdma_per_rail: item title</extracomment>
        <translation>每条轨道的 RDMA 带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does every rail reach its line rate in ib_write_bw and ib_read_bw, with GPU memory and with host memory?</source>
        <extracomment>3.0 networking.rdma_per_rail: item question</extracomment>
        <translation>在 ib_write_bw 和 ib_read_bw 中，无论使用 GPU 显存还是主机内存，每条轨道都能达到其线路速率吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each rail measured on its own, from GPU memory and from host memory, comes close to the port&apos;s rate, and the results hold as the number of nodes doubles.</source>
        <extracomment>3.0 networking.rdma_per_rail: item guidance</extracomment>
        <translation>从 GPU 显存和主机内存分别单独测量每条轨道，结果接近端口速率，并且节点数翻倍时结果依然保持。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Eight-hour burn-in</source>
        <extracomment>3.0 reliability.burn_in: item title</extracomment>
        <translation>八小时老化测试</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does the cluster run GEMM and all-to-all together for eight hours without errors, throttling or lost nodes?</source>
        <extracomment>3.0 reliability.burn_in: item question</extracomment>
        <translation>集群能否同时运行 GEMM 和 all-to-all 八小时，而没有错误、降频或丢失节点？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temperature, power, clocks and FLOPs stay steady over the run and the kernel log shows no new Xid or link errors.</source>
        <extracomment>3.0 reliability.burn_in: item guidance</extracomment>
        <translation>运行期间温度、功耗、频率和 FLOPs 保持稳定，内核日志中没有新的 Xid 或链路错误。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fault detected, drained and replaced</source>
        <extracomment>3.0 reliability.fault_remediation: item title</extracomment>
        <translation>故障检测、排空与替换</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When a GPU fault is injected, how long until it is detected, the node is drained and a healthy node is back in use?</source>
        <extracomment>3.0 reliability.fault_remediation: item question</extracomment>
        <translation>注入 GPU 故障后，需要多长时间才能检测到、排空该节点并让健康节点重新投入使用？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detection in about two minutes and scheduling stopped there; on HGX, automatic replacement from a hot spare within an hour.</source>
        <extracomment>3.0 reliability.fault_remediation: item guidance</extracomment>
        <translation>约两分钟内检测到并停止向该节点调度；在 HGX 上，一小时内自动用热备节点替换。</translation>
    </message>
</context>
<context>
    <name>RubricLoader</name>
    <message>
        <location filename="../core/domain/RubricLoader.cpp" line="+29"/>
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The rubric is invalid at %1: %2</source>
        <translation>评分细则在 %1 处无效：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a text value</source>
        <translation>应为文本值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be zero or more</source>
        <translation>必须为零或更大</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; is not a key (lower-case letters, digits, _ and .)</source>
        <translation>&quot;%1&quot; 不是键（小写字母、数字、_ 和 .）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the key &quot;%1&quot; is used twice</source>
        <translation>键 &quot;%1&quot; 被使用了两次</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected schema version %1</source>
        <translation>应为模式版本 %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected a non-empty list of criteria</source>
        <translation>应为非空的评估维度列表</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+36"/>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>expected a non-empty list of check items</source>
        <translation>应为非空的检查项列表</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&quot;%1&quot; is not a known gate (%2)</source>
        <translation>&quot;%1&quot; 不是已知的否决项（%2）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the criteria weights add up to %1, not 1</source>
        <translation>各评估维度权重之和为 %1，而不是 1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The rubric is not valid JSON at %1: %2</source>
        <translation>评分细则在 %1 处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected an object at the top</source>
        <translation>顶层应为对象</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the rubric file %1.</source>
        <translation>无法读取评分细则文件 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rubric file %1 is too large.</source>
        <translation>评分细则文件 %1 过大。</translation>
    </message>
</context>
<context>
    <name>RubricRepository</name>
    <message>
        <location filename="../core/store/RubricRepository.cpp" line="+40"/>
        <location line="+100"/>
        <source>Could not read the rubric versions</source>
        <translation>无法读取评分细则版本</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Rubric version %1 is already installed.</source>
        <translation>评分细则版本 %1 已安装。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not install the rubric</source>
        <translation>无法安装评分细则</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not install the rubric&apos;s criteria</source>
        <translation>无法安装评分细则的评估维度</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not install the rubric&apos;s check items</source>
        <translation>无法安装评分细则的检查项</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A shipped rubric is missing.</source>
        <translation>缺少一份随附的评分细则。</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+13"/>
        <source>Could not read the rubric</source>
        <translation>无法读取评分细则</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>There is no rubric version &quot;%1&quot;.</source>
        <translation>没有评分细则版本 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rubric of this evaluation is missing.</source>
        <translation>缺少此评估的评分细则。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the rubric&apos;s criteria</source>
        <translation>无法读取评分细则的评估维度</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the rubric&apos;s check items</source>
        <translation>无法读取评分细则的检查项</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Could not read the criteria</source>
        <translation>无法读取评估维度</translation>
    </message>
</context>
<context>
    <name>RunAccounts</name>
    <message>
        <location filename="../core/trust/RunAccounts.cpp" line="+33"/>
        <source>disclosed to the provider</source>
        <translation>已告知提供商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>obtained independently</source>
        <translation>独立获得</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not read the run&apos;s account.</source>
        <translation>无法读取该运行的账户。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not read the runs&apos; accounts.</source>
        <translation>无法读取各运行的账户。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The account needs a name.</source>
        <translation>账户需要名称。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The account name or note is too long.</source>
        <translation>账户名称或备注过长。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not read the run.</source>
        <translation>无法读取该运行。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no run %1.</source>
        <translation>没有运行 %1。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not record the run&apos;s account.</source>
        <translation>无法记录该运行的账户。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not count the provider&apos;s runs.</source>
        <translation>无法统计提供商的运行次数。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not read the provider&apos;s samples.</source>
        <translation>无法读取提供商的样本。</translation>
    </message>
</context>
<context>
    <name>RunBatchWriter</name>
    <message>
        <location filename="../core/store/RunBatchWriter.cpp" line="+56"/>
        <source>Run %1 holds %2 sample(s) and %3 finding(s) where %4 and %5 were expected: the waiting batch was not stored, so that nothing is stored twice.</source>
        <translation>运行 %1 中有 %2 个样本和 %3 条发现，预期应为 %4 和 %5：为避免重复保存，等待中的批次未被保存。</translation>
    </message>
</context>
<context>
    <name>RunCharts</name>
    <message>
        <location filename="../ui/charts/RunCharts.cpp" line="+94"/>
        <source>each run&apos;s own baseline</source>
        <translation>每次运行各自的基线</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Host backend: no GPU was measured, so no GPU baseline applies</source>
        <translation>host 后端：未测量 GPU，因此不适用 GPU 基线</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+88"/>
        <location line="+65"/>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>%1 host→device</source>
        <translation>%1 主机→设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 device→host</source>
        <translation>%1 设备→主机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (in-place)</source>
        <translation>%1（in-place）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, GPU %2</source>
        <translation>%1，GPU %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>% of each run&apos;s expected value</source>
        <translation>每次运行期望值的 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lines have different baselines: each is a percentage of its own.</source>
        <translation>各条线的基线不同：每条都是相对其自身基线的百分比。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not drawn (no baseline): %1.</source>
        <translation>未绘制（无基线）：%1。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No samples of %1 in the selected runs</source>
        <translation>所选运行中没有 %1 的样本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy bandwidth (GB/s)</source>
        <translation>复制带宽（GB/s）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host/device copy bandwidth</source>
        <translation>主机/设备复制带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bus bandwidth</source>
        <translation>%1 总线带宽</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unknown hardware</source>
        <translation>未知硬件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Training run %1 — %2</source>
        <translation>训练运行 %1 — %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 bus bandwidth — %2</source>
        <translation>%1 总线带宽 — %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Host/device copy bandwidth — %1</source>
        <translation>主机/设备复制带宽 — %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPU-to-GPU bandwidth — %1</source>
        <translation>GPU 到 GPU 带宽 — %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Device copy bandwidth (GB/s)</source>
        <translation>设备复制带宽（GB/s）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device memory copy bandwidth — %1</source>
        <translation>设备显存复制带宽 — %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This run has no samples a chart can show</source>
        <translation>此运行没有可在图表中显示的样本</translation>
    </message>
</context>
<context>
    <name>RunEvidenceItems</name>
    <message>
        <location filename="../core/run/RunEvidenceItems.cpp" line="+18"/>
        <source>Could not read the evidence proposals %1</source>
        <translation>无法读取证据提议 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The evidence proposals %1 are not valid JSON</source>
        <translation>证据提议 %1 不是有效的 JSON</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An entry of %1 for %2 is not an item key</source>
        <translation>%1 中针对 %2 的某个条目不是检查项键</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The needs of %1 in %2 are not valid</source>
        <translation>%2 中 %1 的需求无效</translation>
    </message>
</context>
<context>
    <name>RunHistoryQuery</name>
    <message>
        <location filename="../core/store/RunHistoryQuery.cpp" line="+72"/>
        <source>No run with id %1</source>
        <translation>没有 ID 为 %1 的运行</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The findings could not be read.</source>
        <translation>无法读取发现项。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not save the node&apos;s known_hosts file</source>
        <translation>无法保存节点的 known_hosts 文件</translation>
    </message>
</context>
<context>
    <name>RunKind</name>
    <message>
        <location filename="../core/domain/RunStatus.cpp" line="+11"/>
        <source>probe</source>
        <translation>探针</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recipe</source>
        <translation>测试方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>import</source>
        <translation>导入</translation>
    </message>
</context>
<context>
    <name>RunOrchestrator</name>
    <message>
        <location filename="../core/run/RunOrchestrator.cpp" line="+54"/>
        <source>ended process group %1 left on the node by interrupted run %2</source>
        <translation>已结束被中断的运行 %2 在节点上遗留的进程组 %1</translation>
    </message>
</context>
<context>
    <name>RunOwnership</name>
    <message>
        <location filename="../core/store/RunOwnership.cpp" line="+46"/>
        <source>The run&apos;s owner could not be recorded.</source>
        <translation>无法记录运行的所有者。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+31"/>
        <source>The runs could not be read.</source>
        <translation>无法读取运行。</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>An abandoned run could not be marked interrupted.</source>
        <translation>无法将被遗弃的运行标记为已中断。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The run could not be updated.</source>
        <translation>无法更新运行。</translation>
    </message>
</context>
<context>
    <name>RunPanel</name>
    <message>
        <location filename="../core/run/ProbeCatalog.cpp" line="+9"/>
        <source>node checks: driver, PCIe ACS, GPUDirect, IB ports, Xid, ECC</source>
        <translation>节点检查：驱动、PCIe ACS、GPUDirect、IB 端口、Xid、ECC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host/device and device-to-device copy bandwidth</source>
        <translation>主机/设备及设备到设备的复制带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix multiply throughput</source>
        <translation>矩阵乘法吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL/RCCL collectives on this node</source>
        <translation>此节点上的 NCCL/RCCL 集合通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a directory&apos;s read and write performance, measured by fio</source>
        <translation>目录的读写性能，由 fio 测量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>front-end network between every pair of nodes (iperf3)</source>
        <translation>每对节点之间的前端网络（iperf3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA bandwidth and latency on every rail (perftest)</source>
        <translation>每条轨道上的 RDMA 带宽和延迟（perftest）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a short training run: tokens/s, TFLOP/s and MFU per step (PyTorch, FSDP)</source>
        <translation>一次短时训练：每步的 tokens/s、TFLOP/s 和 MFU（PyTorch，FSDP）</translation>
    </message>
</context>
<context>
    <name>RunRepository</name>
    <message>
        <location filename="../core/store/RunRepository.cpp" line="+110"/>
        <source>The run could not be recorded.</source>
        <translation>无法记录运行。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not record the run&apos;s process group</source>
        <translation>无法记录运行的进程组</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+29"/>
        <source>Run %1 does not exist.</source>
        <translation>运行 %1 不存在。</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+26"/>
        <source>The run could not be updated.</source>
        <translation>无法更新运行。</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+37"/>
        <location line="+253"/>
        <source>The run does not exist.</source>
        <translation>该运行不存在。</translation>
    </message>
    <message>
        <location line="-285"/>
        <location line="+9"/>
        <source>The run could not be sealed.</source>
        <translation>无法封存该运行。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The run could not be finished.</source>
        <translation>无法完成运行。</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+162"/>
        <location line="+51"/>
        <location line="+9"/>
        <location line="+132"/>
        <source>The raw log could not be read.</source>
        <translation>无法读取原始日志。</translation>
    </message>
    <message>
        <location line="-332"/>
        <location line="+7"/>
        <location line="+149"/>
        <location line="+17"/>
        <location line="+7"/>
        <source>The raw log could not be stored.</source>
        <translation>无法保存原始日志。</translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+8"/>
        <source>The samples could not be stored.</source>
        <translation>无法保存样本。</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>The findings could not be read.</source>
        <translation>无法读取发现项。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Finding %1 has an unknown kind &quot;%2&quot;.</source>
        <translation>发现项 %1 的类型 &quot;%2&quot; 未知。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finding %1 has an unknown status &quot;%2&quot;.</source>
        <translation>发现项 %1 的状态 &quot;%2&quot; 未知。</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>The findings could not be stored.</source>
        <translation>无法保存发现项。</translation>
    </message>
    <message>
        <location line="+95"/>
        <location line="+14"/>
        <location line="+3"/>
        <source>The run could not be read.</source>
        <translation>无法读取运行。</translation>
    </message>
</context>
<context>
    <name>RunSpill</name>
    <message>
        <location filename="../core/store/RunSpill.cpp" line="+147"/>
        <location line="+6"/>
        <location line="+16"/>
        <source>Samples waiting for the database could not be kept in %1.</source>
        <translation>等待数据库的样本无法保存在 %1 中。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <location line="+13"/>
        <source>Samples waiting for the database could not be read back from %1.</source>
        <translation>无法从 %1 读回等待数据库的样本。</translation>
    </message>
</context>
<context>
    <name>RunStatus</name>
    <message>
        <location filename="../core/domain/RunStatus.cpp" line="+5"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
</context>
<context>
    <name>SacctParser</name>
    <message>
        <location filename="../core/import/SacctParser.cpp" line="+26"/>
        <source>; and %1 more</source>
        <translation>；另有 %1 项</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>step %1 %2 by signal %3</source>
        <translation>步骤 %1 %2（信号 %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step %1 %2, exit code %3</source>
        <translation>步骤 %1 %2，退出码 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>node failure</source>
        <translation>节点故障</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>failed (COMPLETED, but a step did not)</source>
        <translation>失败（COMPLETED，但有步骤未完成）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed (%1)</source>
        <translation>失败（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>exit code %1:%2</source>
        <translation>退出码 %1:%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; on %1</source>
        <translation>；节点：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 finished, %2 not finished</source>
        <translation>%1 个已结束，%2 个未结束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 by node failure</source>
        <translation>其中 %1 个因节点故障</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accounting records %1 jobs.</source>
        <translation>记账中记录了 %1 个作业。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 finished jobs ended by a node failure: %3</source>
        <translation>%2 个已结束的作业中有 %1 个因节点故障而终止：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>. %1 more failed: %2</source>
        <translation>。另有 %1 个失败：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 finished jobs failed: %3</source>
        <translation>%2 个已结束的作业中有 %1 个失败：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 jobs have an exit code that is not one (code:signal, each 0-255): how they ended is not known.</source>
        <translation>%1 个作业的退出码无效（应为 代码:信号，各 0-255）：无法得知它们如何结束。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 finished jobs completed with every step%2.</source>
        <translation>%1 个已结束的作业的所有步骤均已完成%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1 more were cancelled)</source>
        <translation>（另有 %1 个被取消）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No job both finished and ran to its end (%1 cancelled, %2 not finished).</source>
        <translation>没有既已结束又运行到底的作业（%1 个已取消，%2 个未结束）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rows did not fit the header</source>
        <translation>%1 行与标题行不符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows were longer than the line limit</source>
        <translation>%1 行超过行长度上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows of jobs past %2 were not kept</source>
        <translation>超出 %2 个作业上限的 %1 行未保留</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Job states sacct does not print: %1</source>
        <translation>sacct 不会输出的作业状态：%1</translation>
    </message>
</context>
<context>
    <name>SampleRederivation</name>
    <message>
        <location filename="../core/trust/SampleRederivation.cpp" line="+23"/>
        <source>%1 at %2 B</source>
        <translation>%2 B 时为 %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>run %1 sample %2 (%3)</source>
        <translation>运行 %1 的样本 %2（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The raw text yields a sample that is not stored.</source>
        <translation>原始文本得出一个未保存的样本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A stored sample that the raw text does not yield.</source>
        <translation>原始文本得不出的已保存样本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stored sample is not what the raw text says.</source>
        <translation>已保存的样本与原始文本不符。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <location line="+98"/>
        <source>run %1 samples</source>
        <translation>运行 %1 的样本</translation>
    </message>
    <message numerus="yes">
        <location line="-104"/>
        <source>%n more sample(s) differ.</source>
        <translation>
            <numerusform>另有 %n 个样本不一致。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n 个样本</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not read the stored results</source>
        <translation>无法读取已保存的结果</translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 次运行</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no parse</source>
        <translation>无解析结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stored file no longer parses: %1</source>
        <translation>已保存的文件无法再解析：%1</translation>
    </message>
</context>
<context>
    <name>SchemaCatalog</name>
    <message>
        <location filename="../core/store/SchemaCatalog.cpp" line="+54"/>
        <location line="+51"/>
        <source>Could not read the database&apos;s tables</source>
        <translation>无法读取数据库的表</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The tables&apos; foreign keys form a cycle.</source>
        <translation>表的外键构成了循环。</translation>
    </message>
</context>
<context>
    <name>ScontrolNodeParser</name>
    <message>
        <location filename="../core/import/ScontrolNodeParser.cpp" line="+72"/>
        <source>%1 lines were longer than the line limit</source>
        <translation>%1 行超过行长度上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes were not read whole</source>
        <translation>%1 个节点未完整读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>超出 %2 个上限的 %1 个节点未保留</translation>
    </message>
</context>
<context>
    <name>ScoreSheets</name>
    <message>
        <location filename="../core/trust/ScoreSheets.cpp" line="+16"/>
        <location line="+54"/>
        <source>Could not read the evaluation&apos;s rubric.</source>
        <translation>无法读取评估的评分细则。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not read the score sheet.</source>
        <translation>无法读取评分表。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A score sheet needs the reviewer&apos;s name.</source>
        <translation>评分表需要评审人姓名。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+112"/>
        <source>The rubric has no criterion %1.</source>
        <translation>评分细则中没有评估维度 %1。</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>A criterion score is 0 to 5 (%1: %2).</source>
        <translation>评估维度得分为 0 到 5（%1：%2）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rubric has no check item %1.</source>
        <translation>评分细则中没有检查项 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An item grade is fail, partial or pass (%1).</source>
        <translation>检查项评定须为 fail、partial 或 pass（%1）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A submitted sheet scores every criterion (%1 of %2 scored).</source>
        <translation>提交的评分表须为每个评估维度打分（已打分 %1 / %2）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 submitted this sheet on %2; a submitted sheet does not change (reconcile the final score instead).</source>
        <translation>%1 已于 %2 提交此评分表；已提交的评分表不可更改（请改为协调最终得分）。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not save the score sheet.</source>
        <translation>无法保存评分表。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the score sheets.</source>
        <translation>无法读取评分表。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The scores stay hidden until at least two reviewers have submitted their sheets (%1 so far).</source>
        <translation>在至少两位评审人提交评分表之前，得分保持隐藏（目前 %1 位）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The scores stay hidden until every reviewer has submitted; still out: %1.</source>
        <translation>在每位评审人都提交之前，得分保持隐藏；尚未提交：%1。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The reconciliation method is one of %1.</source>
        <translation>协调方法须为 %1 之一。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A final score is 0 to 5.</source>
        <translation>最终得分为 0 到 5。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Reconciled from the reviewers&apos; sheets (%1)</source>
        <translation>根据评审人的评分表协调（%1）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not record the reconciliation.</source>
        <translation>无法记录协调结果。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the reconciliations.</source>
        <translation>无法读取协调记录。</translation>
    </message>
</context>
<context>
    <name>ScoreSuggester</name>
    <message>
        <location filename="../core/rating/ScoreSuggester.cpp" line="+105"/>
        <source>Effective price per useful GPU-hour (%1)</source>
        <translation>每有效 GPU 小时的实际价格（%1）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unknown: no evidence yet</source>
        <translation>未知：尚无证据</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (item weight %2)</source>
        <translation>%1（检查项权重 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown: missing evidence, lowers confidence</source>
        <translation>未知：缺少证据，降低置信度</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1% of expected</source>
        <translation>期望值的 %1%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1% of expected, band %2</source>
        <translation>期望值的 %1%，区间 %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>sentiment %1, moved the score by %2</source>
        <translation>评价倾向 %1，使得分变化 %2</translation>
    </message>
</context>
<context>
    <name>ScoringMinimums</name>
    <message>
        <location filename="../core/rating/ScoringMinimums.cpp" line="+24"/>
        <source>A criterion is scored when at least %1% of its check items have a verdict (N/A counts); an evaluation gets a suggested tier and counts as a peer when at least %2% of its criteria are scored.</source>
        <translation>当一个评估维度中至少 %1% 的检查项有判定（不适用也算）时，该维度即被评分；当一次评估中至少 %2% 的评估维度已评分时，它会获得建议等级并计为同类对比对象。</translation>
    </message>
</context>
<context>
    <name>SetVerdictCommand</name>
    <message>
        <location filename="../ui/checklist/SetVerdictCommand.cpp" line="+28"/>
        <source>Set “%1” to %2</source>
        <translation>将“%1”设为 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit evidence of “%1”</source>
        <translation>编辑“%1”的证据</translation>
    </message>
</context>
<context>
    <name>SinfoParser</name>
    <message>
        <location filename="../core/import/SinfoParser.cpp" line="+260"/>
        <source>The listing has no header; it was read as sinfo&apos;s default columns (PARTITION AVAIL TIMELIMIT NODES STATE NODELIST).</source>
        <translation>列表没有标题行；已按 sinfo 的默认列（PARTITION AVAIL TIMELIMIT NODES STATE NODELIST）读取。</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>No node could be read: %1 rows did not fit the header (first: %2).</source>
        <translation>未能读取任何节点：%1 行与标题行不符（第一行：%2）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 rows did not fit the header (first: %2)</source>
        <translation>%1 行与标题行不符（第一行：%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows had a node list that is not one (first: %2)</source>
        <translation>%1 行的节点列表无效（第一行：%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows were longer than the line limit</source>
        <translation>%1 行超过行长度上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows past %2 node names were not read</source>
        <translation>超出 %2 个节点名后的 %1 行未读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes past %2 were not kept</source>
        <translation>超出 %2 个上限的 %1 个节点未保留</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>States sinfo does not print were read as given: %1</source>
        <translation>sinfo 不会输出的状态已按原样读取：%1</translation>
    </message>
</context>
<context>
    <name>SlurmAudit</name>
    <message numerus="yes">
        <location filename="../core/launch/slurm/SlurmAudit.cpp" line="+18"/>
        <source> and %n more</source>
        <translation>
            <numerusform>等另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>TopologyPlugin is %1: jobs are placed without regard to the network&apos;s switches</source>
        <translation>TopologyPlugin 为 %1：放置作业时不考虑网络交换机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>topology/%1 is set but scontrol show topology lists no switch or block</source>
        <translation>已设置 topology/%1，但 scontrol show topology 未列出任何交换机或块</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>topology/%1 with %n switch(es), but GPU nodes missing from it: %2</source>
        <translation>
            <numerusform>topology/%1 含 %n 个交换机，但缺少以下 GPU 节点：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>topology/%1 with %n switch(es) covering every GPU node</source>
        <translation>
            <numerusform>topology/%1 含 %n 个交换机，覆盖所有 GPU 节点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GresTypes does not include gpu: jobs cannot ask for GPUs with --gpus-per-node</source>
        <translation>GresTypes 不包含 gpu：作业无法用 --gpus-per-node 申请 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GresTypes=%1 but no node advertises a gpu GRES</source>
        <translation>GresTypes=%1，但没有节点提供 gpu GRES</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 GPUs on %n node(s) as GRES</source>
        <translation>
            <numerusform>%n 个节点上的 %1 个 GPU 作为 GRES</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>srun lists pmix (%1)</source>
        <translation>srun 列出了 pmix（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no pmix plugin; only pmi2 is listed</source>
        <translation>没有 pmix 插件；只列出了 pmi2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>srun lists neither pmix nor pmi2</source>
        <translation>srun 既未列出 pmix 也未列出 pmi2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>srun --help printed no options</source>
        <translation>srun --help 未输出任何选项</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pyxis is loaded: srun offers --container-image</source>
        <translation>已加载 Pyxis：srun 提供 --container-image</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>srun has no --container-image: Pyxis is not installed, containers need another route</source>
        <translation>srun 没有 --container-image：未安装 Pyxis，容器需要其他途径</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>AccountingStorageType is %1: sacct has no job history</source>
        <translation>AccountingStorageType 为 %1：sacct 没有作业历史</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>accounting is configured but sacct failed: %1</source>
        <translation>已配置记账，但 sacct 失败：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, and sacct answers</source>
        <translation>%1，且 sacct 有响应</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>HealthCheckProgram is not set: unhealthy GPUs are not drained automatically</source>
        <translation>未设置 HealthCheckProgram：不健康的 GPU 不会被自动排空</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a site script</source>
        <translation>站点脚本</translation>
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
        <translation>HealthCheckProgram=%1（%2），但 HealthCheckInterval 为 0：它从不运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HealthCheckProgram=%1 (%2) every %3 s</source>
        <translation>HealthCheckProgram=%1（%2），每 %3 秒</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ResumeProgram=%1, ReturnToService=%2</source>
        <translation>ResumeProgram=%1，ReturnToService=%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ReturnToService=2: a node that registers healthy returns to service</source>
        <translation>ReturnToService=2：注册为健康的节点会恢复服务</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReturnToService=1 and no ResumeProgram: only nodes down for not responding come back</source>
        <translation>ReturnToService=1 且没有 ResumeProgram：只有因无响应而宕机的节点会恢复</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReturnToService=0 and no ResumeProgram: every down node needs a manual scontrol update</source>
        <translation>ReturnToService=0 且没有 ResumeProgram：每个宕机节点都需要手动 scontrol update</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no node listed</source>
        <translation>未列出节点</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>all %n node(s) up</source>
        <translation>
            <numerusform>全部 %n 个节点均在线</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 nodes cannot take jobs: %3</source>
        <translation>%2 个节点中有 %1 个无法接收作业：%3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a full-node srun on %1 took %2 s (limit %3 s)</source>
        <translation>在 %1 上的整节点 srun 用时 %2 秒（上限 %3 秒）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no /etc/nccl.conf: NCCL tunes itself</source>
        <translation>%1 没有 /etc/nccl.conf：NCCL 自行调优</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>/etc/nccl.conf on %1 leaves NCCL_ALGO, NCCL_PROTO and NCCL_MIN_NCHANNELS to NCCL</source>
        <translation>%1 上的 /etc/nccl.conf 将 NCCL_ALGO、NCCL_PROTO 和 NCCL_MIN_NCHANNELS 交给 NCCL 决定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>/etc/nccl.conf on %1 forces %2</source>
        <translation>%1 上的 /etc/nccl.conf 强制设置了 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the full-node srun did not run: %1</source>
        <translation>整节点 srun 未运行：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no worker was reached to read /etc/nccl.conf</source>
        <translation>未能连到任何工作节点以读取 /etc/nccl.conf</translation>
    </message>
</context>
<context>
    <name>SlurmAuditRunner</name>
    <message>
        <location filename="../core/cluster/slurm/SlurmAuditRunner.cpp" line="+21"/>
        <source>The cluster&apos;s discovery output is larger than 64 MiB</source>
        <translation>集群的发现输出大于 64 MiB</translation>
    </message>
</context>
<context>
    <name>SlurmBatchScript</name>
    <message>
        <location filename="../core/launch/slurm/SlurmBatchScript.cpp" line="+12"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty, or holds a line break or control character</source>
        <translation>为空，或含有换行或控制字符</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, starting with a letter, digit or &apos;_&apos; (a Slurm name, not an option)</source>
        <translation>字母、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;，以字母、数字或 &apos;_&apos; 开头（Slurm 名称，而非选项）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>QoS</source>
        <translation>QoS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reservation</source>
        <translation>预留</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <source>between 1 and %1</source>
        <translation>介于 1 到 %1 之间</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Tasks per node</source>
        <translation>每节点任务数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPUs per node / CPUs per task</source>
        <translation>每节点 GPU 数 / 每任务 CPU 数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>out of range</source>
        <translation>超出范围</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time limit</source>
        <translation>时间限制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>between 1 minute and 7 days</source>
        <translation>介于 1 分钟到 7 天之间</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not a node name</source>
        <translation>不是节点名</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Node list</source>
        <translation>节点列表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>names %1 nodes for a job of %2</source>
        <translation>列出了 %1 个节点，而作业需要 %2 个</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Environment variable</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>names are letters, digits and &apos;_&apos;, not starting with a digit</source>
        <translation>名称由字母、数字和 &apos;_&apos; 组成，不能以数字开头</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Environment variable %1</source>
        <translation>环境变量 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds a NUL character</source>
        <translation>含有 NUL 字符</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>nothing to run</source>
        <translation>没有要运行的内容</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an argument holds a NUL character</source>
        <translation>某个参数含有 NUL 字符</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Container image</source>
        <translation>容器镜像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds a line break or control character</source>
        <translation>含有换行或控制字符</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Container mount</source>
        <translation>容器挂载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SRC:DST[:FLAGS], without commas</source>
        <translation>SRC:DST[:FLAGS]，不含逗号</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>Output file</source>
        <translation>输出文件</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>a plain file name in the job folder</source>
        <translation>作业文件夹中的普通文件名</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stdout and stderr need files of their own</source>
        <translation>stdout 和 stderr 需要各自的文件</translation>
    </message>
</context>
<context>
    <name>SlurmDiscovery</name>
    <message>
        <location filename="../core/launch/slurm/SlurmDiscovery.cpp" line="+113"/>
        <source>The discovery reply is cut or garbled</source>
        <translation>发现回复被截断或已损坏</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The discovery reply holds %1 of %2 command outputs</source>
        <translation>发现回复包含 %2 个命令输出中的 %1 个</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>scontrol show config printed no configuration: is this a Slurm login node?</source>
        <translation>scontrol show config 未输出任何配置：这是 Slurm 登录节点吗？</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>srun exited %1</source>
        <translation>srun 以 %1 退出</translation>
    </message>
</context>
<context>
    <name>SlurmFaultDrill</name>
    <message>
        <location filename="../core/cluster/slurm/SlurmFaultDrill.cpp" line="+110"/>
        <source>%1 was taken out of service %2 after the fault (ClusterMAX 3.0 expects about %3): %4</source>
        <translation>故障发生 %2 后 %1 被移出服务（ClusterMAX 3.0 预期约 %3）：%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 stayed in service %2 after the fault: the health checks did not drain it</source>
        <translation>故障发生 %2 后 %1 仍在服务中：健康检查没有将其排空</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slurm&apos;s own drain stamp to the poll that saw it</source>
        <translation>从 Slurm 自己的排空时间戳到看到它的那次轮询</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was back in service %2 after it was drained</source>
        <translation>%1 在被排空 %2 后恢复服务</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was still out of service %2 after it was drained</source>
        <translation>%1 在被排空 %2 后仍未恢复服务</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The fault drill takes a node of the provider&apos;s out of service; it runs only with the analyst&apos;s recorded consent</source>
        <translation>故障演练会让提供商的一个节点停止服务；只有记录了分析师的同意才会运行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a Slurm node name</source>
        <translation>“%1”不是 Slurm 节点名</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The marker folder must be a plain path inside the home folder: %1</source>
        <translation>标记文件夹必须是主目录内的普通路径：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The poll interval is 1 to 60 s, the detection deadline at most a day, the return deadline at most a week</source>
        <translation>轮询间隔为 1 到 60 秒，检测期限最多一天，恢复期限最多一周</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The login node&apos;s clock could not be read</source>
        <translation>无法读取登录节点的时钟</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Slurm has no node %1</source>
        <translation>Slurm 中没有节点 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not in service (%2); the drill starts from a node that is</source>
        <translation>%1 不在服务中（%2）；演练须从在服务的节点开始</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a synthetic Xid 79 line stays in %1&apos;s kernel log until the node reboots</source>
        <translation>一条合成的 Xid 79 行会留在 %1 的内核日志中，直到节点重启</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the provider clears the fault it triggered on %1</source>
        <translation>由提供商清除其在 %1 上触发的故障</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>injecting the fault on %1 (%2)</source>
        <translation>正在向 %1 注入故障（%2）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The fault marker on %1 could not be removed</source>
        <translation>无法删除 %1 的故障标记</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fault cleared</source>
        <translation>故障已清除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fault cleared on %1</source>
        <translation>%1 上的故障已清除</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The fault could not be injected on %1</source>
        <translation>无法向 %1 注入故障</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fault injected (%1)</source>
        <translation>已注入故障（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ask the provider to trigger the fault on %1 now</source>
        <translation>请提供商现在在 %1 上触发故障</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The fault drill was cancelled</source>
        <translation>故障演练已取消</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+35"/>
        <source>Slurm no longer lists %1</source>
        <translation>Slurm 不再列出 %1</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>%1 was not drained within %2 s</source>
        <translation>%1 未在 %2 秒内被排空</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The fault drill was cancelled while %1 was out of service; the fault was cleared</source>
        <translation>故障演练在 %1 停止服务期间被取消；故障已清除</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 was not back in service within %2 s</source>
        <translation>%1 未在 %2 秒内恢复服务</translation>
    </message>
</context>
<context>
    <name>SlurmHostlist</name>
    <message>
        <location filename="../core/launch/slurm/SlurmHostlist.cpp" line="+8"/>
        <source>Not a Slurm node list: %1</source>
        <translation>不是 Slurm 节点列表：%1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>a range is not of the form a-b with a &lt;= b</source>
        <translation>范围不是 a-b（a &lt;= b）的形式</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+33"/>
        <location line="+45"/>
        <source>it names more hosts than Tierbench expands</source>
        <translation>它列出的主机数超过 Tierbench 能展开的数量</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+7"/>
        <location line="+37"/>
        <source>brackets do not match</source>
        <translation>括号不匹配</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>it is longer than 1 MiB</source>
        <translation>它超过 1 MiB</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a name contains white space or control characters</source>
        <translation>某个名称含有空白或控制字符</translation>
    </message>
</context>
<context>
    <name>SlurmJobState</name>
    <message>
        <location filename="../core/launch/slurm/SlurmJobState.cpp" line="+11"/>
        <source>pending</source>
        <translation>排队中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>configuring</source>
        <translation>配置中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completing</source>
        <translation>结束中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suspended</source>
        <translation>已挂起</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requeued</source>
        <translation>已重新排队</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resizing</source>
        <translation>调整规模中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time limit reached</source>
        <translation>已达时间限制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node failure</source>
        <translation>节点故障</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>boot failure</source>
        <translation>启动失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadline passed</source>
        <translation>已过截止时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preempted</source>
        <translation>被抢占</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>SlurmJobStatus</name>
    <message>
        <location filename="../core/launch/slurm/SlurmJobStatus.cpp" line="+56"/>
        <source>%1 --json did not print a JSON object</source>
        <translation>%1 --json 未输出 JSON 对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 --json printed no job list</source>
        <translation>%1 --json 未输出作业列表</translation>
    </message>
</context>
<context>
    <name>SlurmLauncher</name>
    <message>
        <location filename="../core/launch/slurm/SlurmLauncher.cpp" line="+128"/>
        <source>sbatch refused the job: %1</source>
        <translation>sbatch 拒绝了该作业：%1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Slurm still lists job %1 %2 s after scancel</source>
        <translation>执行 scancel %2 秒后，Slurm 仍列出作业 %1</translation>
    </message>
</context>
<context>
    <name>SlurmNode</name>
    <message>
        <location filename="../core/launch/slurm/SlurmNode.cpp" line="+82"/>
        <source>drained</source>
        <translation>已排空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draining</source>
        <translation>排空中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not responding</source>
        <translation>无响应</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>maintenance</source>
        <translation>维护中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failing</source>
        <translation>故障中</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>sinfo --json did not print a JSON object</source>
        <translation>sinfo --json 未输出 JSON 对象</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sinfo --json printed no node list</source>
        <translation>sinfo --json 未输出节点列表</translation>
    </message>
</context>
<context>
    <name>SlurmNodeChecks</name>
    <message>
        <location filename="../core/import/SlurmNodeChecks.cpp" line="+14"/>
        <source>; and %1 more</source>
        <translation>；另有 %1 项</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> (set by %1 at %2)</source>
        <translation>（由 %1 于 %2 设置）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (set by %1)</source>
        <translation>（由 %1 设置）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (set at %1)</source>
        <translation>（设置于 %1）</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>state not shown</source>
        <translation>未显示状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>listed with a reason</source>
        <translation>列出了原因</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, rebooting</source>
        <translation>，正在重启</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, reboot pending</source>
        <translation>，待重启</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, powered down</source>
        <translation>，已断电</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 more configured for the future</source>
        <translation>另有 %1 个节点配置为将来使用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 down or failing: %2</source>
        <translation>%1 个节点宕机或故障：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 drained, in maintenance or rebooting: %2</source>
        <translation>%1 个节点已排空、维护中或正在重启：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2 listed nodes cannot take jobs. %3</source>
        <translation>列出的 %2 个节点中有 %1 个无法接收作业。%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The listing shows no state for %1 of %2 nodes: whether they can take jobs is not visible.</source>
        <translation>列表未显示 %2 个节点中 %1 个的状态：无法看出它们能否接收作业。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All %1 listed nodes can take jobs.</source>
        <translation>列出的全部 %1 个节点均可接收作业。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Taken out by a health check or by Slurm itself: %1</source>
        <translation>被健康检查或 Slurm 自身移出服务：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No reason of the %1 nodes out of service names a health check or Slurm itself: whether a failed check drains a node is not visible here.</source>
        <translation>%1 个停止服务节点的原因均未提及健康检查或 Slurm 自身：此处无法看出检查失败是否会排空节点。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No node is drained or down: whether a failed check drains a node is not visible here.</source>
        <translation>没有节点被排空或宕机：此处无法看出检查失败是否会排空节点。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>on %1 nodes (gpu GRES)</source>
        <translation>位于 %1 个节点上（gpu GRES）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>up, in partitions where no node has a GPU</source>
        <translation>处于 up 状态，所在分区中没有配备 GPU 的节点</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No listed node advertises a gpu GRES; up without one: %1</source>
        <translation>列出的节点均未提供 gpu GRES；无 GRES 而处于 up 状态的节点：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes are up but advertise no gpu GRES where other nodes of their partition do: %2</source>
        <translation>%1 个节点处于 up 状态，但未像其分区中的其他节点那样提供 gpu GRES：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU counts that are not a count: %1</source>
        <translation>不是有效数量的 GPU 数：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs on %2 nodes as GRES; every GPU node that is up advertises them.</source>
        <translation>%2 个节点上的 %1 个 GPU 作为 GRES；所有处于 up 状态的 GPU 节点均提供了 GPU。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No node is up: whether the nodes advertise GPUs is not visible.</source>
        <translation>没有处于 up 状态的节点：无法看出节点是否提供 GPU。</translation>
    </message>
</context>
<context>
    <name>SlurmPoll</name>
    <message>
        <location filename="../core/launch/slurm/SlurmPoll.cpp" line="+115"/>
        <source>The job poll&apos;s reply is cut or garbled</source>
        <translation>作业轮询的回复被截断或已损坏</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The job poll printed no queue</source>
        <translation>作业轮询未输出队列</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>squeue failed: %1</source>
        <translation>squeue 失败：%1</translation>
    </message>
</context>
<context>
    <name>SlurmStepLauncher</name>
    <message>
        <location filename="../core/launch/slurm/SlurmStepLauncher.cpp" line="+23"/>
        <source>Not a Slurm name: %1</source>
        <translation>不是 Slurm 名称：%1</translation>
    </message>
</context>
<context>
    <name>SshConnection</name>
    <message>
        <location filename="../remote/SshConnection.cpp" line="+126"/>
        <location line="+69"/>
        <source>Could not create an SSH session</source>
        <translation>无法创建 SSH 会话</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 未在 %2 秒内响应</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Could not connect to %1</source>
        <translation>无法连接到 %1</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Jump host %1: %2</source>
        <translation>跳板机 %1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The jump host %1 could not be reached: %2</source>
        <translation>无法连接跳板机 %1：%2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Reading the host key</source>
        <translation>正在读取主机密钥</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hashing the host key</source>
        <translation>正在计算主机密钥哈希</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>remove the old line %1 from %2</source>
        <translation>从 %2 中删除旧的第 %1 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove the old entry for %1 from %2</source>
        <translation>从 %2 中删除 %1 的旧条目</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host key of %1 differs from the one on record (now %2 %3). This can mean someone intercepts the connection. If the provider confirms the key changed, %4 and connect again.</source>
        <translation>%1 的主机密钥与记录中的不同（现在为 %2 %3）。这可能意味着有人在拦截连接。如果提供商确认密钥已更改，请 %4，然后重新连接。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host key of %1 (%2 %3) is not known and was not accepted</source>
        <translation>%1 的主机密钥（%2 %3）未知，且未被接受</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not add the host key to %1</source>
        <translation>无法将主机密钥添加到 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not check the host key against %1</source>
        <translation>无法对照 %1 检查主机密钥</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Key file %1 not found</source>
        <translation>未找到密钥文件 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No passphrase given for the key %1</source>
        <translation>未提供密钥 %1 的口令</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the key %1 (wrong passphrase?)</source>
        <translation>无法读取密钥 %1（口令错误？）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Logging in with %1</source>
        <translation>正在使用 %1 登录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The node refused the key %1</source>
        <translation>节点拒绝了密钥 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 refused every key offered (agent and key files)</source>
        <translation>%1 拒绝了提供的所有密钥（代理和密钥文件）</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+13"/>
        <location line="+25"/>
        <source>Logging in to %1</source>
        <translation>正在登录 %1</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>the node does not accept public keys</source>
        <translation>节点不接受公钥</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+15"/>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <location filename="../remote/SshErrors.cpp" line="+19"/>
        <source>%1: the node stopped answering (no traffic for %2 s)</source>
        <translation>%1：节点停止响应（%2 秒无流量）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: timed out</source>
        <translation>%1：超时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the connection was lost</source>
        <translation>%1：连接已断开</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 failed</source>
        <translation>%1 失败</translation>
    </message>
    <message>
        <location filename="../remote/SshExecutor.cpp" line="+114"/>
        <location line="+16"/>
        <source>Opening a channel</source>
        <translation>正在打开通道</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starting the remote command</source>
        <translation>正在启动远程命令</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Reading the command&apos;s output</source>
        <translation>正在读取命令输出</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Running the remote command</source>
        <translation>正在运行远程命令</translation>
    </message>
    <message>
        <location filename="../remote/SshOptions.cpp" line="+92"/>
        <source>Invalid SSH option ProxyJump</source>
        <translation>无效的 SSH 选项 ProxyJump</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invalid SSH option %1</source>
        <translation>无效的 SSH 选项 %1</translation>
    </message>
    <message>
        <location filename="../remote/SshUploader.cpp" line="+78"/>
        <location line="+101"/>
        <source>Cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Cannot create the folder for %1 on the node</source>
        <translation>无法在节点上为 %1 创建文件夹</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+25"/>
        <source>Opening an upload channel</source>
        <translation>正在打开上传通道</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Starting the upload</source>
        <translation>正在开始上传</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Upload cancelled</source>
        <translation>上传已取消</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+26"/>
        <location line="+4"/>
        <location line="+11"/>
        <source>Uploading</source>
        <translation>正在上传</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Writing %1 on the node failed</source>
        <translation>在节点上写入 %1 失败</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The upload of %1 did not arrive intact</source>
        <translation>%1 上传后不完整</translation>
    </message>
</context>
<context>
    <name>SshSignature</name>
    <message>
        <location filename="../core/report/SshSignature.cpp" line="+46"/>
        <source>ssh-keygen did not finish in time.</source>
        <translation>ssh-keygen 未能按时结束。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No SSH key at %1.</source>
        <translation>%1 处没有 SSH 密钥。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not make a temporary folder to sign in.</source>
        <translation>无法创建用于签名的临时文件夹。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+34"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+40"/>
        <source>Could not run %1.</source>
        <translation>无法运行 %1。</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>The key %1 has a passphrase and no ssh-agent holds it: add it with ssh-add and export again.</source>
        <translation>密钥 %1 设有口令且没有 ssh-agent 持有它：请用 ssh-add 添加后重新导出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ssh-keygen could not sign with %1.</source>
        <translation>ssh-keygen 无法使用 %1 签名。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No allowed-signers file at %1.</source>
        <translation>%1 处没有 allowed-signers 文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not make a temporary folder to verify in.</source>
        <translation>无法创建用于验证的临时文件夹。</translation>
    </message>
</context>
<context>
    <name>SshTarget</name>
    <message>
        <location filename="../core/session/SshTarget.cpp" line="+12"/>
        <source>Invalid target &quot;%1&quot;: %2</source>
        <translation>无效目标 &quot;%1&quot;：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>empty user name</source>
        <translation>用户名为空</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing ]</source>
        <translation>缺少 ]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unexpected text after ]</source>
        <translation>] 之后有多余文本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>write IPv6 addresses as [addr]:port</source>
        <translation>IPv6 地址请写作 [addr]:port</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>empty host</source>
        <translation>主机为空</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the host name holds characters a host cannot have</source>
        <translation>主机名含有主机名不能使用的字符</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>port must be 1-65535</source>
        <translation>端口必须为 1-65535</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <location filename="../core/store/AuditLog.cpp" line="+32"/>
        <source>Could not write the audit log</source>
        <translation>无法写入审计日志</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Could not read the audit log</source>
        <translation>无法读取审计日志</translation>
    </message>
    <message>
        <location filename="../core/store/Migrator.cpp" line="+63"/>
        <location line="+6"/>
        <location line="+70"/>
        <location line="+10"/>
        <source>Could not read the schema version</source>
        <translation>无法读取模式版本</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>The file is not a Tierbench database, or it is damaged</source>
        <translation>该文件不是 Tierbench 数据库，或已损坏</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This database was written by a newer Tierbench (schema %1; this version understands up to %2). It was not opened, and nothing in it was changed. Open it with a newer Tierbench.</source>
        <translation>此数据库由更新版本的 Tierbench 写入（模式 %1；本版本最多支持 %2）。未打开该数据库，其中的内容也未做任何更改。请用更新版本的 Tierbench 打开。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not write a backup before migrating</source>
        <translation>迁移前无法写入备份</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+170"/>
        <source>A migration script is missing</source>
        <translation>缺少迁移脚本</translation>
    </message>
    <message>
        <location line="-157"/>
        <location line="+75"/>
        <location line="+17"/>
        <source>Could not start a migration</source>
        <translation>无法开始迁移</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Could not lock the database for migrating</source>
        <translation>无法锁定数据库以进行迁移</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+27"/>
        <location line="+74"/>
        <source>Could not record the schema version</source>
        <translation>无法记录模式版本</translation>
    </message>
    <message>
        <location line="-87"/>
        <location line="+8"/>
        <location line="+51"/>
        <location line="+12"/>
        <location line="+6"/>
        <source>Migration to schema %1 failed</source>
        <translation>迁移到模式 %1 失败</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+25"/>
        <location line="+51"/>
        <source>Could not commit a migration</source>
        <translation>无法提交迁移</translation>
    </message>
    <message>
        <location filename="../core/store/SqlDialect.cpp" line="+78"/>
        <location filename="../core/store/SqlError.cpp" line="+53"/>
        <location line="+16"/>
        <location line="+9"/>
        <source>A database statement failed</source>
        <translation>数据库语句执行失败</translation>
    </message>
    <message>
        <location filename="../core/store/SqlError.cpp" line="-51"/>
        <source>the file is damaged or not a Tierbench database: %1</source>
        <translation>该文件已损坏或不是 Tierbench 数据库：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is read-only: %1</source>
        <translation>该文件为只读：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the database role you are connected as may not do this (a read-only reviewer role cannot write; an analyst role cannot change the schema or the audit log): %1</source>
        <translation>你所连接的数据库角色无权执行此操作（只读的评审人角色不能写入；分析师角色不能更改架构或审计日志）：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the text holds a NUL character, which neither database engine keeps; nothing was written</source>
        <translation>文本含有 NUL 字符,两种数据库引擎都不保存它;未写入任何内容</translation>
    </message>
    <message>
        <location filename="../core/store/ConnectionCheck.cpp" line="-141"/>
        <location filename="../core/store/Store.cpp" line="+78"/>
        <location line="+133"/>
        <location filename="../core/store/TeamDatabaseLink.cpp" line="+38"/>
        <location line="+3"/>
        <source>Could not configure the database</source>
        <translation>无法配置数据库</translation>
    </message>
    <message>
        <location filename="../core/store/Store.cpp" line="-90"/>
        <source>The database %1 is read-only: %2 cannot be written (a read-only disk, mount or permission). Nothing was changed.</source>
        <translation>数据库 %1 为只读：无法写入 %2（只读磁盘、挂载或权限）。未做任何更改。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not open the database %1</source>
        <translation>无法打开数据库 %1</translation>
    </message>
    <message>
        <location filename="../core/store/ConnectionCheck.cpp" line="+42"/>
        <location filename="../core/store/Store.cpp" line="+63"/>
        <source>This Tierbench cannot reach PostgreSQL: Qt&apos;s PostgreSQL driver is not installed (Debian package libqt6sql6-psql).</source>
        <translation>此 Tierbench 无法连接 PostgreSQL：未安装 Qt 的 PostgreSQL 驱动（Debian 软件包 libqt6sql6-psql）。</translation>
    </message>
    <message>
        <location line="-50"/>
        <location filename="../core/store/Store.cpp" line="+9"/>
        <source>Could not connect to the database %1</source>
        <translation>无法连接到数据库 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../core/store/Store.cpp" line="+13"/>
        <source>The server runs PostgreSQL %1; Tierbench needs PostgreSQL 11 or newer. Nothing was changed.</source>
        <translation>服务器运行的是 PostgreSQL %1；Tierbench 需要 PostgreSQL 11 或更高版本。未做任何更改。</translation>
    </message>
    <message>
        <location filename="../core/store/Transaction.cpp" line="+35"/>
        <source>Could not start a database transaction</source>
        <translation>无法开始数据库事务</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The transaction was already finished</source>
        <translation>该事务已结束</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not save the changes</source>
        <translation>无法保存更改</translation>
    </message>
    <message>
        <location filename="../core/store/WalGuard.cpp" line="+53"/>
        <location line="+8"/>
        <source>Could not lock %1: %2</source>
        <translation>无法锁定 %1：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This system has no open file description locks</source>
        <translation>此系统不支持打开文件描述锁（OFD 锁）</translation>
    </message>
    <message>
        <location filename="../core/store/TeamDatabaseLink.cpp" line="+41"/>
        <location line="+5"/>
        <source>Could not listen for changes</source>
        <translation>无法监听更改</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+57"/>
        <source>the server closed the connection</source>
        <translation>服务器关闭了连接</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The connection to the team database %1 was lost (%2). Reconnecting…</source>
        <translation>与团队数据库 %1 的连接已断开（%2）。正在重新连接…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Reconnected to the team database %1.</source>
        <translation>已重新连接到团队数据库 %1。</translation>
    </message>
</context>
<context>
    <name>TableDigester</name>
    <message>
        <location filename="../core/store/TableDigest.cpp" line="+71"/>
        <source>Could not read the table %1</source>
        <translation>无法读取表 %1</translation>
    </message>
</context>
<context>
    <name>TarWriter</name>
    <message>
        <location filename="../core/run/TarWriter.cpp" line="+22"/>
        <location line="+36"/>
        <location line="+34"/>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Path too long for the bundle archive</source>
        <translation>路径对探针包归档而言过长</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot copy %1 into the bundle</source>
        <translation>无法将 %1 复制到探针包中</translation>
    </message>
</context>
<context>
    <name>TeamRoles</name>
    <message>
        <location filename="../core/store/TeamRoles.cpp" line="+21"/>
        <source>“%1” is not a plain PostgreSQL name: use lower-case letters, digits and _, at most 63, not starting with a digit.</source>
        <translation>“%1”不是简单的 PostgreSQL 名称：请使用小写字母、数字和 _，最多 63 个，且不以数字开头。</translation>
    </message>
</context>
<context>
    <name>Tier</name>
    <message>
        <location filename="../core/domain/Tier.cpp" line="+13"/>
        <source>Platinum</source>
        <translation>铂金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold</source>
        <translation>黄金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver</source>
        <translation>白银</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bronze</source>
        <translation>青铜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Participation Ribbon</source>
        <translation>参与奖绶带</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underperforming</source>
        <translation>表现不佳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unavailable</source>
        <translation>不可用</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Unable to test</source>
        <translation>无法测试</translation>
    </message>
</context>
<context>
    <name>TierBoard</name>
    <message>
        <location filename="../core/report/TierBoard.cpp" line="+62"/>
        <source>Live board</source>
        <translation>实时榜</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>There is no cost scenario &quot;%1&quot;.</source>
        <translation>没有成本场景 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No rating round %1.</source>
        <translation>没有评级轮次 %1。</translation>
    </message>
    <message>
        <location filename="../ui/tierboard/TierBoardRenderer.cpp" line="+53"/>
        <source>assigned tier</source>
        <translation>评定等级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suggested tier</source>
        <translation>建议等级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reference tier</source>
        <translation>参考等级</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>list $%1</source>
        <translation>标价 $%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unpriced</source>
        <translation>未定价</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>rows by %1</source>
        <translation>按%1排列行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, arrows: movement since round %2</source>
        <translation>%1，箭头：自第 %2 轮以来的变化</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>No tier yet</source>
        <translation>尚无等级</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Badges: S = suggested tier, R = reference tier (colour of that tier; white = none)</source>
        <translation>徽章：S = 建议等级，R = 参考等级（该等级的颜色；白色 = 无）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Price: effective $ per useful GPU-hour under %1, then the list $ per GPU-hour in force; unpriced = no price record</source>
        <translation>价格：场景 %1 下每有效 GPU 小时的实际 $，然后是生效的每 GPU 小时标价 $；未定价 = 没有价格记录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no scenario</source>
        <translation>无场景</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>C = a reviewer of this placement has a disclosed conflict of interest with the provider (see its review)</source>
        <translation>C = 此排位的一位评审人与该提供商存在已披露的利益冲突（见其评审报告）</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+12"/>
        <location line="+14"/>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown format &quot;%1&quot;: use .pdf, .png or .svg</source>
        <translation>未知格式 &quot;%1&quot;：请使用 .pdf、.png 或 .svg</translation>
    </message>
    <message>
        <location filename="../core/report/BoardConflicts.cpp" line="+30"/>
        <source>Could not read the evaluations.</source>
        <translation>无法读取评估。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read the score sheets.</source>
        <translation>无法读取评分表。</translation>
    </message>
</context>
<context>
    <name>TierSuggester</name>
    <message>
        <location filename="../core/rating/TierSuggester.cpp" line="+15"/>
        <source>not launched publicly</source>
        <translation>未公开上线</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sold out with no plans to add capacity</source>
        <translation>已售罄且无扩容计划</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>government-only</source>
        <translation>仅限政府</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>access refused</source>
        <translation>拒绝访问</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>otherwise untestable</source>
        <translation>其他原因无法测试</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marked unable to test: the evaluation has no tier and does not count as a peer.</source>
        <translation>已标记为无法测试：该评估没有等级，也不计入同行比较。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not be tested: %1.</source>
        <translation>无法测试：%1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only %1 of %2 criteria are scored; a tier needs at least %3, so none is suggested and the evaluation does not count as a peer.</source>
        <translation>%2 个评估维度中只有 %1 个已评分；等级至少需要 %3 个，因此不建议等级，该评估也不计为同类对比对象。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+12"/>
        <location line="+50"/>
        <source>Gate: %1 (%2) caps the tier at Underperforming.</source>
        <translation>否决项：%1（%2）将等级限制为表现不佳。</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>No criterion has a score yet, so no tier can be suggested.</source>
        <translation>尚无评估维度有得分，因此无法建议等级。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Weighted total %1, rank %2 of %3 evaluated providers%4.</source>
        <translation>加权总分 %1，在 %3 个已评估提供商中排名第 %2%4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (tied with %1)</source>
        <translation>（与 %1 并列）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Platinum: total at least %1 and in the top %2 of peers.</source>
        <translation>铂金：总分至少 %1，且位于同类提供商的前 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not Platinum: not in the top %1 of peers.</source>
        <translation>非铂金：不在同类提供商的前 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold: total at least %1 and in the top %2 of peers.</source>
        <translation>黄金：总分至少 %1，且位于同类提供商的前 %2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Platinum and Gold are relative tiers and need at least %1 evaluated providers; there are %2.</source>
        <translation>铂金和黄金是相对等级，至少需要 %1 个已评估的提供商；当前有 %2 个。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not Gold: not in the top %1 of peers.</source>
        <translation>非黄金：不在同类提供商的前 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silver: total at least %1.</source>
        <translation>白银：总分至少 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bronze: total at least %1 (minimum criteria met).</source>
        <translation>青铜：总分至少 %1（达到最低标准）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Underperforming: total below %1, the minimum criteria.</source>
        <translation>表现不佳：总分低于最低标准 %1。</translation>
    </message>
</context>
<context>
    <name>ToolLog</name>
    <message>
        <location filename="../core/run/ToolLogImport.cpp" line="+17"/>
        <source>its %1 output could not be read</source>
        <translation>无法读取其 %1 输出</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its output is not a %1 output Tierbench reads: %2</source>
        <translation>其输出不是 Tierbench 可读取的 %1 输出：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its %1 output holds no result</source>
        <translation>其 %1 输出中没有结果</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>its %1 output read into run(s) %2</source>
        <translation>其 %1 输出已读入运行 %2</translation>
    </message>
</context>
<context>
    <name>TrainingLogParser</name>
    <message>
        <location filename="../core/import/TrainingLogParser.cpp" line="+127"/>
        <source>line %1: step %2 %3 is not a finite number, so not a measurement</source>
        <translation>第 %1 行：步骤 %2 的 %3 不是有限数值，因此不是测量值</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>step %1: %2</source>
        <translation>步骤 %1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>memory %1 GiB in use</source>
        <translation>已用内存 %1 GiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory at %1 % of the device</source>
        <translation>内存占设备的 %1 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 TFLOP/s per GPU</source>
        <translation>每 GPU %1 TFLOP/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MFU %1 %</source>
        <translation>MFU %1 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a step of %1 ms</source>
        <translation>耗时 %1 ms 的步骤</translation>
    </message>
    <message numerus="yes">
        <location line="+155"/>
        <source>%n step(s) logged, %1 to %2 of %3</source>
        <translation>
            <numerusform>记录了 %n 个步骤，%3 个中的 %1 至 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n step(s) logged, %1 to %2</source>
        <translation>
            <numerusform>记录了 %n 个步骤，%1 至 %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torchtitan prints no MFU under FP8 or MX training; Tierbench rates the run on tokens/s.</source>
        <translation>torchtitan 在 FP8 或 MX 训练中不输出 MFU；Tierbench 按 token/秒 评价该运行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NaN or infinite loss from step %1</source>
        <translation>从步骤 %1 起损失为 NaN 或无穷大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loss stopped being a number: the run diverged, or a device computes wrong results.</source>
        <translation>损失不再是数值：训练发散，或某个设备计算出错误结果。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every logged loss is a number</source>
        <translation>记录的每个损失都是数值</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Slowest rank %1: %2 tokens/s per GPU on average, against the other ranks&apos; median of %3 over %n rank(s).</source>
        <translation>
            <numerusform>最慢的 rank %1：平均每 GPU %2 token/秒，其他 rank 的中位数为 %3（共 %n 个 rank）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n impossible reading(s) left out: %1</source>
        <translation>
            <numerusform>已略去 %n 个不可能的读数：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n line(s) longer than the line limit were not read.</source>
        <translation>
            <numerusform>%n 行超过行长上限，未读取。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More steps or runs than an import keeps (%1 steps, %2 runs); the rest was left out.</source>
        <translation>步骤或运行数超过一次导入可保留的上限（%1 个步骤、%2 次运行），其余已略去。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No training step was found in the log.</source>
        <translation>日志中未找到训练步骤。</translation>
    </message>
</context>
<context>
    <name>TrainingSteps</name>
    <message>
        <location filename="../core/domain/TrainingSteps.cpp" line="+70"/>
        <source>No step was logged.</source>
        <translation>未记录任何步骤。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>median %1 tokens/s per GPU</source>
        <translation>中位数 每 GPU %1 token/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median step %1 ms</source>
        <translation>步骤中位数 %1 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU: no peak known</source>
        <translation>MFU：峰值未知</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MFU %1 %</source>
        <translation>MFU %1 %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no rank fell behind</source>
        <translation>没有 rank 落后</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>rank %1 slowest in %2 of %n step(s), up to %3 % behind</source>
        <translation>
            <numerusform>rank %1 在 %n 个步骤中有 %2 个最慢，最多落后 %3 %</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingStepsChart</name>
    <message>
        <location filename="../ui/charts/TrainingStepsChart.cpp" line="+39"/>
        <source>Training run, step by step</source>
        <translation>训练运行（逐步）</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tokens/s per GPU</source>
        <translation>每 GPU token/秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>step time (ms)</source>
        <translation>步骤时间 (ms)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>— tokens/s per GPU</source>
        <translation>— 每 GPU token/秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>— step time</source>
        <translation>— 步骤时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU (right axis)</source>
        <translation>MFU（右轴）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bands: %1</source>
        <translation>区间：%1</translation>
    </message>
</context>
<context>
    <name>TrustMenu</name>
    <message>
        <location filename="../ui/trust/TrustMenu.cpp" line="+21"/>
        <source>&amp;Blind runs…</source>
        <translation>盲测运行(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a provider to compare its disclosed and independent runs.</source>
        <translation>请选择一个提供商以比较其已告知账户与独立账户的运行。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reviewer &amp;agreement…</source>
        <translation>评审人一致性(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a provider to see its reviewers&apos; agreement.</source>
        <translation>请选择一个提供商以查看其评审人一致性。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Conflicts of &amp;interest…</source>
        <translation>利益冲突(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>TrustNotes</name>
    <message>
        <location filename="../core/trust/TrustNotes.cpp" line="+19"/>
        <source>Trust: the blind-run comparison could not be read (%1).</source>
        <translation>可信度：无法读取盲测运行对比（%1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trust: %1</source>
        <translation>可信度：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Trust: the reviewers&apos; scores differ on %n criteria not yet reconciled.</source>
        <translation>
            <numerusform>可信度：评审人的得分在 %n 个尚未协调的评估维度上存在分歧。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trust: conflict of interest disclosed, %1.</source>
        <translation>可信度：已披露利益冲突，%1。</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <location filename="../core/domain/Checklist.cpp" line="-12"/>
        <source>Pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial</source>
        <translation>部分通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N/A</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>Verification</name>
    <message>
        <location filename="../core/trust/Verification.cpp" line="+45"/>
        <source>Verified on %1: nothing to check (no raw results stored, no scores stored).</source>
        <translation>于 %1 校验：没有可检查的内容（未保存原始结果，也未保存得分）。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Verified on %1: %n checked</source>
        <translation>
            <numerusform>于 %1 校验：已检查 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, all match.</source>
        <translation>%1，全部一致。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n differ.</source>
        <translation>
            <numerusform>%1，%n 项不一致。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Raw log</source>
        <translation>原始日志</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imported file</source>
        <translation>导入的文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command output</source>
        <translation>命令输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggested score</source>
        <translation>建议得分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggested tier</source>
        <translation>建议等级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bundle file</source>
        <translation>核查包文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run seal</source>
        <translation>运行封印</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manifest</source>
        <translation>清单</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Could not read the stored results</source>
        <translation>无法读取已保存的结果</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+36"/>
        <source>run %1 %2</source>
        <translation>运行 %1 %2</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>No hash was recorded for this log.</source>
        <translation>此日志未记录哈希。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stored log is not the one that was hashed when it was stored.</source>
        <translation>已保存的日志与保存时计算哈希的日志不同。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>run %1 imported file</source>
        <translation>运行 %1 的导入文件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file was longer than the stored log: only the log&apos;s own hash can be checked.</source>
        <translation>该文件比已保存的日志长：只能检查日志本身的哈希。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The stored text is not the file that was imported.</source>
        <translation>已保存的文本与导入的文件不同。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The stored output is not the one that was hashed when it was stored.</source>
        <translation>已保存的输出与保存时计算哈希的输出不同。</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+13"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Hashed under the old scheme: this run&apos;s operation, hardware key, arguments and the presence of its logs are not covered.</source>
        <translation>按旧方案计算哈希：此运行的操作、硬件键、参数以及日志是否存在均未涵盖。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No raw log is kept for this run: its samples cannot be checked against raw text.</source>
        <translation>此运行未保存原始日志：无法对照原始文本检查其样本。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The stored suggestion does not follow from the stored evidence (changed since %1, or altered).</source>
        <translation>已保存的建议无法由已保存的证据得出（自 %1 以来已更改，或被篡改）。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>suggested tier</source>
        <translation>建议等级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tier suggested when %1 assigned %2 on %3 no longer follows from the stored evidence.</source>
        <translation>%1 于 %3 评定 %2 时的建议等级已无法由已保存的证据得出。</translation>
    </message>
    <message>
        <location filename="../core/report/FactCheckVerifier.cpp" line="-273"/>
        <location filename="../core/trust/Verification.cpp" line="-64"/>
        <source>run %1 seal</source>
        <translation>运行 %1 封印</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../core/trust/Verification.cpp" line="+14"/>
        <source>The run&apos;s logs (present, hash, cut at the cap), operation, hardware key or arguments are not what was sealed.</source>
        <translation>该运行的日志（是否存在、哈希、是否在上限处截断）、操作、硬件键或参数与封存时不一致。</translation>
    </message>
</context>
<context>
    <name>WalkthroughState</name>
    <message>
        <location filename="../core/store/WalkthroughState.cpp" line="+30"/>
        <source>Could not read the walkthrough state</source>
        <translation>无法读取逐项审阅状态</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not read the walkthrough timers</source>
        <translation>无法读取逐项审阅计时</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not save the walkthrough state</source>
        <translation>无法保存逐项审阅状态</translation>
    </message>
</context>
<context>
    <name>ZipArchive</name>
    <message>
        <location filename="../core/report/ZipArchive.cpp" line="+122"/>
        <source>Not a fact-check bundle: %1</source>
        <translation>不是事实核查包：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too short for a zip file</source>
        <translation>太短，不是 zip 文件</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no zip directory</source>
        <translation>没有 zip 目录</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bundle has %1 files; at most %2 are read.</source>
        <translation>核查包包含 %1 个文件；最多读取 %2 个。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the zip directory lies outside the file</source>
        <translation>zip 目录位于文件范围之外</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+12"/>
        <source>a damaged zip directory</source>
        <translation>zip 目录已损坏</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is compressed or encrypted (a bundle stores its files as they are)</source>
        <translation>%1 已压缩或加密（核查包按原样存储文件）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the path %1 leads outside the bundle</source>
        <translation>路径 %1 指向核查包之外</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The bundle&apos;s files are larger than %1 GiB.</source>
        <translation>核查包中的文件超过 %1 GiB。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no file record</source>
        <translation>%1 没有文件记录</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is cut short</source>
        <translation>%1 被截断</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 fails its CRC check</source>
        <translation>%1 未通过 CRC 校验</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+19"/>
        <source>Database file (created with the demo data when missing), or a team database: postgresql://USER@HOST:PORT/DBNAME or pgservice:NAME. Default: %1</source>
        <translation>数据库文件（不存在时以演示数据创建），或团队数据库：postgresql://USER@HOST:PORT/DBNAME 或 pgservice:NAME。默认：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save a picture of the window once it is filled, then quit.</source>
        <translation>窗口内容加载完毕后保存窗口截图，然后退出。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print ready_ms and peak_rss_kib once the provider list is shown, then quit.</source>
        <translation>显示提供商列表后输出 ready_ms 和 peak_rss_kib，然后退出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Window size, e.g. 1280x800.</source>
        <translation>窗口大小，例如 1280x800。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select this provider first.</source>
        <translation>先选中此提供商。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Provider tab to show: %1 (or its title as shown).</source>
        <translation>要显示的提供商标签页：%1（或其显示的标题）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Window view to show: %1 (or its title as shown).</source>
        <translation>要显示的窗口视图：%1（或其显示的标题）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --page checklist: check item key to select.</source>
        <translation>与 --page checklist 一起使用：要选中的检查项键。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Workbench for rating GPU cloud providers against the ClusterMAX criteria.</source>
        <translation>按 ClusterMAX 标准为 GPU 云提供商评级的工作台。</translation>
    </message>
</context>
<context>
    <name>tb::app::GuiStartup</name>
    <message>
        <location filename="../app/gui/GuiStartup.cpp" line="+40"/>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Creating the demo database…</source>
        <translation>正在创建演示数据库…</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Could not open the database</source>
        <translation>无法打开数据库</translation>
    </message>
</context>
<context>
    <name>tb::ui::AgreementDialog</name>
    <message>
        <location filename="../ui/trust/AgreementDialog.cpp" line="+30"/>
        <source>κ linear %1, quadratic %2 · α %3 (%4)</source>
        <translation>κ 线性 %1，二次 %2 · α %3（%4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>α %1 (%2)</source>
        <translation>α %1（%2）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reviewer agreement: %1</source>
        <translation>评审人一致性：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your sheet (%1)</source>
        <translation>你的评分表（%1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>set your name in Preferences</source>
        <translation>请在首选项中设置你的姓名</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+23"/>
        <source>Criterion</source>
        <translation>评估维度</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Your score (0–5)</source>
        <translation>你的得分（0–5）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save draft</source>
        <translation>保存草稿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Submit (final)</source>
        <translation>提交（最终）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Agreement (shown once every sheet is submitted)</source>
        <translation>一致性（所有评分表提交后显示）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check items</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items they disagree on</source>
        <translation>存在分歧的检查项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reconciled</source>
        <translation>已协调</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>how the reviewers settled it</source>
        <translation>评审人如何协调</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reconcile final score</source>
        <translation>协调最终得分</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1: submitted</source>
        <translation>%1：已提交</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: draft</source>
        <translation>%1：草稿</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No reviewer has a sheet yet.</source>
        <translation>尚无评审人创建评分表。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheets: %1.</source>
        <translation>评分表：%1。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Hidden until every reviewer has submitted: nobody sees another&apos;s scores before.</source>
        <translation>在每位评审人都提交之前保持隐藏：此前没有人能看到他人的得分。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewers: %1&lt;br&gt;Criterion scores: %2&lt;br&gt;Check items: %3</source>
        <translation>评审人：%1&lt;br&gt;评估维度得分：%2&lt;br&gt;检查项：%3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not yet</source>
        <translation>尚未</translation>
    </message>
</context>
<context>
    <name>tb::ui::Appearance</name>
    <message>
        <location filename="../ui/main/Appearance.cpp" line="+60"/>
        <location line="+40"/>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
</context>
<context>
    <name>tb::ui::BaselineEditor</name>
    <message>
        <location filename="../ui/baselines/BaselineEditor.cpp" line="+32"/>
        <source>Add row</source>
        <translation>添加行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove row</source>
        <translation>删除行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import JSON…</source>
        <translation>导入 JSON…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export JSON…</source>
        <translation>导出 JSON…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as new version</source>
        <translation>另存为新版本</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New row: fill in every field, including the source, then save.</source>
        <translation>新行：填写每个字段（包括来源），然后保存。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import baselines</source>
        <translation>导入基线</translation>
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
        <translation>导出基线</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>New baselines were saved elsewhere. Your unsaved edits are kept: save them as a new version, or reopen this page to see the stored ones.</source>
        <translation>其他地方保存了新的基线。你未保存的编辑仍保留：将其另存为新版本，或重新打开此页面查看已保存的基线。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Baseline version %1 — %2 entries. %3</source>
        <translation>基线版本 %1 — %2 个条目。%3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Row %1 (%2): a baseline needs a source — who published the figure, and where.</source>
        <translation>第 %1 行（%2）：基线需要来源 — 谁发布了该数据，在何处发布。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No database is open</source>
        <translation>未打开数据库</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>baseline editor</source>
        <translation>基线编辑器</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Saved as baseline version %1.</source>
        <translation>已另存为基线版本 %1。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Imported %1 entries from %2; save to store them as a new version.</source>
        <translation>已从 %2 导入 %1 个条目；保存后将存为新版本。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot write the baselines file</source>
        <translation>无法写入基线文件</translation>
    </message>
</context>
<context>
    <name>tb::ui::BaselineTableModel</name>
    <message>
        <location filename="../ui/baselines/BaselineTableModel.cpp" line="+62"/>
        <source>%1 bytes; the headline counts samples of this size and larger. Type a size such as 64 MiB, 1 GiB or a number of bytes.</source>
        <translation>%1 字节；主要数据计入此大小及以上的样本。请输入大小，如 64 MiB、1 GiB 或字节数。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every size counts. Type a size such as 64 MiB, 1 GiB or a number of bytes.</source>
        <translation>所有大小都计入。请输入大小，如 64 MiB、1 GiB 或字节数。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fraction</source>
        <translation>比例</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>absolute</source>
        <translation>绝对值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per NIC</source>
        <translation>每网卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>per node</source>
        <translation>每节点</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better</source>
        <translation>更优方向</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected</source>
        <translation>期望值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edges</source>
        <translation>界限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Platinum</source>
        <translation>铂金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold</source>
        <translation>黄金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver</source>
        <translation>白银</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bronze</source>
        <translation>青铜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Min. size (bytes)</source>
        <translation>最小大小（字节）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per</source>
        <translation>每</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>tb::ui::BlindRunsDialog</name>
    <message>
        <location filename="../ui/trust/BlindRunsDialog.cpp" line="+39"/>
        <source>Choose a metric on the left.</source>
        <translation>请在左侧选择一个指标。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blind runs: %1</source>
        <translation>盲测运行：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Probe</source>
        <translation>探针</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+21"/>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>How it was obtained</source>
        <translation>获得方式</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+23"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the account&apos;s name, e.g. bench@provider or a customer&apos;s login</source>
        <translation>账户名称，例如 bench@provider 或客户的登录名</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>how it was obtained (bought by card, lent by a customer, ...)</source>
        <translation>获得方式（刷卡购买、向客户借用等）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set account of the selected run</source>
        <translation>设置所选运行的账户</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Obtained</source>
        <translation>获得方式</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The comparison could not be read: %1</source>
        <translation>无法读取对比：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 runs on disclosed accounts, %2 on independent ones, %3 without an account. Median difference per metric with a %4-resample bootstrap interval (95%); beyond noise only when the interval excludes 0.</source>
        <translation>已告知账户上 %1 次运行，独立账户上 %2 次，无账户 %3 次。每个指标的中位数差值及 %4 次重采样的 bootstrap 区间（95%）；只有当区间不包含 0 时才算超出噪声。</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The disclosed account did better beyond noise on %n metric(s).</source>
        <translation>
            <numerusform>已告知账户在 %n 个指标上的表现好于独立账户，且超出噪声。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Select a run first.</source>
        <translation>请先选择一次运行。</translation>
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
        <translation>双击或按 Enter 打开 %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>agrees</source>
        <translation>一致</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 tier higher</source>
        <translation>高 1 个等级</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 tier lower</source>
        <translation>低 1 个等级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tiers higher</source>
        <translation>高 %1 个等级</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tiers lower</source>
        <translation>低 %1 个等级</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is rated %2 here and %3 in the reference.</source>
        <translation>%1 在此评为 %2，在参考中为 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assigned %1 against the suggested %2 (see the rating tab for the justification).</source>
        <translation>评定为 %1，建议为 %2（理由见“评级”标签页）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assigned tier in round %1</source>
        <translation>第 %1 轮的评定等级</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assigned</source>
        <translation>评定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggested</source>
        <translation>建议</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against reference</source>
        <translation>与参考对比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous round</source>
        <translation>上一轮</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
</context>
<context>
    <name>tb::ui::CalibrationView</name>
    <message>
        <location filename="../ui/calibration/CalibrationView.cpp" line="+40"/>
        <source>Only &amp;disagreements</source>
        <translation>仅显示分歧(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Providers whose tier here differs from the reference tier, or whose assigned tier differs from the suggestion.</source>
        <translation>此处等级与参考等级不同，或评定等级与建议不同的提供商。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;load</source>
        <translation>重新加载(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close round…</source>
        <translation>关闭轮次(&amp;C)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Freeze every provider&apos;s assigned tier as a named round (e.g. 2.2); the tier board then shows movement against it.</source>
        <translation>把每个提供商的评定等级冻结为一个命名轮次（如 2.2）；之后等级榜会显示相对它的变化。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tiers here: the assigned tier, else the suggested one. Highlighted cells differ from the reference tier or from the suggestion.</source>
        <translation>此处的等级：评定等级，若无则为建议等级。高亮的单元格与参考等级或建议不同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click a row (or press Enter) to open its provider.</source>
        <translation>双击一行（或按 Enter）打开其提供商。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n 个提供商</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n disagreement(s)</source>
        <translation>
            <numerusform>%n 处分歧</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>movement since round %1</source>
        <translation>自第 %1 轮以来的变化</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round %1 open</source>
        <translation>第 %1 轮开放中</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close round</source>
        <translation>关闭轮次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Freeze every provider&apos;s current assignment as round:</source>
        <translation>将每个提供商当前的评定冻结为轮次：</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round not closed</source>
        <translation>轮次未关闭</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 closed.</source>
        <translation>第 %1 轮已关闭。</translation>
    </message>
</context>
<context>
    <name>tb::ui::ChecklistModel</name>
    <message>
        <location filename="../ui/checklist/ChecklistModel.cpp" line="+222"/>
        <source>%1: %2 of %3 items decided (%4 pass, %5 partial, %6 fail)</source>
        <translation>%1：%3 项中已判定 %2 项（%4 项通过，%5 项部分通过，%6 项未通过）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1/%2 decided</source>
        <translation>已判定 %1/%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 pass · %2 partial · %3 fail</source>
        <translation>%1 通过 · %2 部分通过 · %3 未通过</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Criterion / check item</source>
        <translation>评估维度 / 检查项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
</context>
<context>
    <name>tb::ui::ChecklistView</name>
    <message>
        <location filename="../ui/checklist/ChecklistView.cpp" line="+35"/>
        <source>Eval&amp;uation:</source>
        <translation>评估(&amp;U)：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This provider has no evaluation yet.</source>
        <translation>该提供商还没有评估。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start an evaluation…</source>
        <translation>开始评估(&amp;S)…</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Evaluation %1</source>
        <translation>评估 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Reload shows their verdict and evidence (your edit is dropped). Overwrite saves yours over theirs.</source>
        <translation>“重新加载”显示对方的判定和证据（你的编辑将被丢弃）。“覆盖”用你的内容覆盖对方的。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Someone else changed this verdict</source>
        <translation>其他人更改了此判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rubric %1</source>
        <translation>评分细则 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reviewer %1</source>
        <translation>评审人 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 items decided</source>
        <translation>%2 项中已判定 %1 项</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>closed, read-only: re-open it with Edit… (status In review)</source>
        <translation>已关闭，只读：请用“编辑…”重新打开（状态设为审阅中）</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterAuditModel</name>
    <message>
        <location filename="../ui/cluster/ClusterAuditModel.cpp" line="+99"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggests a verdict for</source>
        <translation>建议判定的检查项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found</source>
        <translation>发现</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterDialog</name>
    <message>
        <location filename="../ui/cluster/ClusterDialog.cpp" line="+127"/>
        <location line="+19"/>
        <source>Login node</source>
        <translation>登录节点</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>e.g. h100-east</source>
        <translation>例如 h100-east</translation>
    </message>
    <message>
        <location line="-126"/>
        <location line="+19"/>
        <source>[user@]host[:port] or a Host alias of ~/.ssh/config</source>
        <translation>[user@]host[:port] 或 ~/.ssh/config 中的 Host 别名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ProxyJump [user@]host[:port], optional</source>
        <translation>ProxyJump [user@]host[:port]，可选</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+22"/>
        <source>key file, optional (the agent is tried first)</source>
        <translation>密钥文件，可选（先尝试代理）</translation>
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
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Slurm: a login node and the partition its jobs go to. Kubernetes: a kubeconfig and context, and what every worker pod asks for. Fixed once the cluster is saved.</source>
        <translation>Slurm：登录节点及其作业提交到的分区。Kubernetes：kubeconfig 和上下文，以及每个工作 Pod 请求的资源。集群保存后不可更改。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scheduler:</source>
        <translation>调度器：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kubernetes API</source>
        <translation>Kubernetes API</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>~/.kube/config (only the path is saved, never the file)</source>
        <translation>~/.kube/config（只保存路径，从不保存文件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&amp;rowse…</source>
        <translation>浏览(&amp;R)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the kubeconfig&apos;s current context</source>
        <translation>kubeconfig 的当前上下文</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Kubeconfig:</source>
        <translation>Kubeconfig(&amp;K)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Context:</source>
        <translation>上下文(&amp;C)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Names&amp;pace:</source>
        <translation>Namespace(&amp;P)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every worker pod gets</source>
        <translation>每个 工作 Pod 获得</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. ghcr.io/example/nccl-tests:2.13 (with tb-node for the node audit)</source>
        <translation>例如 ghcr.io/example/nccl-tests:2.13（节点审计需包含 tb-node）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an extended resource such as rdma/ib; empty: none</source>
        <translation>扩展资源，如 rdma/ib；留空：无</translation>
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
        <translation>镜像(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs per worker:</source>
        <translation>每个工作 Pod 的 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA reso&amp;urce:</source>
        <translation>RDMA 资源(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA &amp;devices per worker:</source>
        <translation>每个工作 Pod 的 RDMA 设备数(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node &amp;selector:</source>
        <translation>节点选择器(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tolerations:</source>
        <translation>容忍度(&amp;T)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reach the API t&amp;hrough the login node (kubectl runs there)</source>
        <translation>通过登录节点访问 API（kubectl 在那里运行）(&amp;H)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>L&amp;ogin:</source>
        <translation>登录(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ke&amp;y file:</source>
        <translation>密钥文件(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kno&amp;wn hosts:</source>
        <translation>已知主机(&amp;W)：</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Login:</source>
        <translation>登录(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Jump host:</source>
        <translation>跳板机(&amp;J)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Key file:</source>
        <translation>密钥文件(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Known &amp;hosts:</source>
        <translation>已知主机(&amp;H)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote &amp;folder:</source>
        <translation>远程文件夹(&amp;F)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every job gets</source>
        <translation>每个作业获得</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cluster&apos;s default partition</source>
        <translation>集群的默认分区</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pyxis image for collectives, e.g. nvcr.io#nvidia/pytorch:24.01-py3; empty: none</source>
        <translation>用于集合通信的 Pyxis 镜像，如 nvcr.io#nvidia/pytorch:24.01-py3；留空：无</translation>
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
        <translation>无限制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partition:</source>
        <translation>分区(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Account:</source>
        <translation>账户(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;QoS:</source>
        <translation>QoS(&amp;Q)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reservation:</source>
        <translation>预留(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit:</source>
        <translation>时间限制(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container &amp;image:</source>
        <translation>容器镜像(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL &amp;environment:</source>
        <translation>NCCL 环境(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel when pending longer than:</source>
        <translation>排队超过此时长时取消：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel when silent longer than:</source>
        <translation>无输出超过此时长时取消：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose a kubeconfig</source>
        <translation>选择 kubeconfig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubeconfig files (*)</source>
        <translation>Kubeconfig 文件 (*)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>e.g. h100-k8s</source>
        <translation>例如 h100-k8s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit Kubernetes cluster %1</source>
        <translation>编辑 Kubernetes 集群 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit cluster %1</source>
        <translation>编辑集群 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a Slurm cluster</source>
        <translation>添加 Slurm 集群</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a Kubernetes cluster</source>
        <translation>添加 Kubernetes 集群</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The kubeconfig lies on the login node: type the context, or leave it empty for its current one.</source>
        <translation>kubeconfig 位于登录节点上：请输入上下文，或留空以使用其当前上下文。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no file %1 on this machine.</source>
        <translation>此计算机上没有文件 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the contexts of %1 with kubectl…</source>
        <translation>正在用 kubectl 读取 %1 的上下文…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>kubectl could not read the contexts: %1</source>
        <translation>kubectl 无法读取上下文：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n context(s) in the kubeconfig.</source>
        <translation>
            <numerusform>kubeconfig 中有 %n 个上下文。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Node selector: &quot;%1&quot; is not label=value</source>
        <translation>节点选择器：&quot;%1&quot; 不是 label=value</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Tolerations: &quot;%1&quot; is not KEY[=VALUE]:EFFECT</source>
        <translation>容忍度：&quot;%1&quot; 不是 KEY[=VALUE]:EFFECT</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>NCCL environment: &quot;%1&quot; is not NAME=VALUE</source>
        <translation>NCCL 环境：&quot;%1&quot; 不是 NAME=VALUE</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Enter the login node.</source>
        <translation>请输入登录节点。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Enter a name for the cluster.</source>
        <translation>请输入集群名称。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the kubeconfig file.</source>
        <translation>请选择 kubeconfig 文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the login node kubectl runs on.</source>
        <translation>请输入运行 kubectl 的登录节点。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>RDMA devices per worker need the RDMA resource&apos;s name.</source>
        <translation>每个工作 Pod 的 RDMA 设备数需要 RDMA 资源的名称。</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterJobsModel</name>
    <message>
        <location filename="../ui/cluster/ClusterJobsModel.cpp" line="+74"/>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm id</source>
        <translation>Slurm ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kubernetes object</source>
        <translation>Kubernetes 对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pending reason</source>
        <translation>排队原因</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scheduler&apos;s reason</source>
        <translation>调度器给出的原因</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted</source>
        <translation>提交时间</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterJobsPanel</name>
    <message>
        <location filename="../ui/cluster/ClusterJobsPanel.cpp" line="+30"/>
        <source>&amp;Run tb-coll across nodes</source>
        <translation>跨节点运行 tb-coll(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel job</source>
        <translation>取消作业(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scancel, then wait until squeue holds nothing of the job</source>
        <translation>执行 scancel，然后等待 squeue 中不再有该作业的任何内容</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No job is running.</source>
        <translation>没有正在运行的作业。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cha&amp;rt</source>
        <translation>图表(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ou&amp;tput</source>
        <translation>输出(&amp;T)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Double-click a job for its script or manifest as submitted</source>
        <translation>双击作业查看其提交时的脚本或清单文件（manifest）</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>busbw (GB/s)</source>
        <translation>busbw（GB/s）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Job %1: %2. The scheduler says: %3</source>
        <translation>作业 %1：%2。调度器提示：%3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (cancelling)</source>
        <translation>%1（正在取消）</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>all_reduce busbw</source>
        <translation>all_reduce busbw</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitting…</source>
        <translation>正在提交…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Job %1: %2</source>
        <translation>作业 %1：%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <source>(submitting)</source>
        <translation>（提交中）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — pending: %2</source>
        <translation>%1 — 排队中：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2</source>
        <translation>%1，节点 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 · %n sample(s)</source>
        <translation>
            <numerusform>%1 · %n 个样本</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterScheduler</name>
    <message>
        <location filename="../ui/cluster/ClusterScheduler.cpp" line="+55"/>
        <source>Could not log in to %1</source>
        <translation>无法登录 %1</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterSnapshotModel</name>
    <message>
        <location filename="../ui/cluster/ClusterSnapshotModel.cpp" line="+62"/>
        <source>%1 of %2 in use</source>
        <translation>已用 %2 中的 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 CPUs, %2 GiB</source>
        <translation>%1 个 CPU，%2 GiB</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Nodes</source>
        <translation>节点</translation>
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
        <translation>时间限制</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GRES</source>
        <translation>GRES</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPUs and memory</source>
        <translation>CPU 和内存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClusterView</name>
    <message>
        <location filename="../ui/cluster/ClusterView.cpp" line="+49"/>
        <source>Re&amp;fresh</source>
        <translation>刷新(&amp;F)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Ra&amp;w output…</source>
        <translation>原始输出(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected check&apos;s output, whole, in a window of its own</source>
        <translation>在单独窗口中显示所选检查的完整输出</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Only rows &amp;where nodes differ</source>
        <translation>仅显示节点间有差异的行(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node &amp;matrix</source>
        <translation>节点矩阵(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Jobs</source>
        <translation>作业(&amp;J)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;History</source>
        <translation>历史(&amp;H)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>tb-node on %1</source>
        <translation>%1 上的 tb-node</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>No job is running.</source>
        <translation>没有正在运行的作业。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cross-node audit %1 ended %2</source>
        <translation>跨节点审计 %1 结束：%2</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+113"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>The scheduler audit failed</source>
        <translation>调度器审计失败</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Job %1 ended %2</source>
        <translation>作业 %1 结束：%2</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The cross-node audit failed</source>
        <translation>跨节点审计失败</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The job could not run</source>
        <translation>作业无法运行</translation>
    </message>
</context>
<context>
    <name>tb::ui::ClustersTab</name>
    <message>
        <location filename="../ui/cluster/ClustersTab.cpp" line="+36"/>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a Slurm or a Kubernetes cluster</source>
        <translation>添加 Slurm 或 Kubernetes 集群</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add a Slurm cluster: its login node (reached like any node: ~/.ssh/config, agent, keys, ProxyJump) and the partition, account and limits its jobs get. Or add a Kubernetes cluster: a kubeconfig and context, and what every worker pod asks for.</source>
        <translation>添加 Slurm 集群：其登录节点（与其他节点一样连接：~/.ssh/config、代理、密钥、ProxyJump），以及其作业使用的分区、账户和限制。或添加 Kubernetes 集群：kubeconfig 及其上下文，以及每个 工作 Pod 申请的资源。</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>%1 (Kubernetes)</source>
        <translation>%1（Kubernetes）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubernetes cluster; kubectl runs on %1</source>
        <translation>Kubernetes 集群；kubectl 在 %1 上运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1@%2:%3, partition %4</source>
        <translation>%1@%2:%3，分区 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <location line="+85"/>
        <location line="+64"/>
        <source>Cluster not saved</source>
        <translation>集群未保存</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Someone else changed this cluster</source>
        <translation>其他人更改了此集群</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>已重新加载：这是 %1 保存的版本。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Delete cluster</source>
        <translation>删除集群</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the cluster %1 and its login node? Runs and jobs stay in the database.</source>
        <translation>删除集群 %1 及其登录节点？运行和作业仍保留在数据库中。</translation>
    </message>
</context>
<context>
    <name>tb::ui::CompareTableModel</name>
    <message>
        <location filename="../ui/compare/CompareTableModel.cpp" line="+63"/>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no comparable baseline</source>
        <translation>没有可比较的基线</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Headline</source>
        <translation>主要数据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected</source>
        <translation>期望值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>% of expected</source>
        <translation>期望值的 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Band</source>
        <translation>区间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>tb::ui::CompareView</name>
    <message>
        <location filename="../ui/compare/CompareView.cpp" line="+55"/>
        <source>&amp;Providers</source>
        <translation>提供商(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search providers…</source>
        <translation>搜索提供商…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all_reduce bus bandwidth</source>
        <translation>all_reduce 总线带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all_gather bus bandwidth</source>
        <translation>all_gather 总线带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reduce_scatter bus bandwidth</source>
        <translation>reduce_scatter 总线带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alltoall bus bandwidth</source>
        <translation>alltoall 总线带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sendrecv bus bandwidth</source>
        <translation>sendrecv 总线带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host→device copy</source>
        <translation>主机→设备复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device→host copy</source>
        <translation>设备→主机复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device memory copy</source>
        <translation>设备显存复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-to-GPU (slowest pair)</source>
        <translation>GPU 到 GPU（最慢的一对）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 GEMM</source>
        <translation>BF16 GEMM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container pull time</source>
        <translation>容器拉取时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>import torch time</source>
        <translation>import torch 时间</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tick providers: each one&apos;s newest run of the metric is compared at once.</source>
        <translation>勾选提供商：一次比较每个提供商该指标的最新运行。</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>No finished run with samples yet</source>
        <translation>尚无带样本的已完成运行</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>unknown hardware</source>
        <translation>未知硬件</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>provider %1</source>
        <translation>提供商 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 · run %2</source>
        <translation>%1 · 运行 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>None of the selected runs measured %1.</source>
        <translation>所选运行都没有测量 %1。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n run(s) ranked by percentage of their own matching baseline.</source>
        <translation>
            <numerusform>%n 次运行，按相对各自匹配基线的百分比排名。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ConflictsDialog</name>
    <message>
        <location filename="../ui/trust/ConflictsDialog.cpp" line="+25"/>
        <source>Conflicts of interest</source>
        <translation>利益冲突</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every reviewer&apos;s relationships with the providers they rate. A current one is flagged before an evaluation, a walkthrough or a tier assignment starts, disclosed in the review and marked on the tier board.</source>
        <translation>每位评审人与其所评级提供商之间的关系。当前存在的关系会在评估、逐项审阅或等级评定开始前提示，在评审报告中披露，并在等级榜上标注。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+25"/>
        <source>Reviewer</source>
        <translation>评审人</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+26"/>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Relationship</source>
        <translation>关系</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>From</source>
        <translation>自</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+29"/>
        <source>Until</source>
        <translation>至</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+30"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>YYYY-MM-DD, empty while ongoing</source>
        <translation>YYYY-MM-DD，持续中则留空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to the register</source>
        <translation>添加到登记簿</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the selected one on the date in Until</source>
        <translation>在“至”所填日期结束所选条目</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>ongoing</source>
        <translation>持续中</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Added to the register.</source>
        <translation>已添加到登记簿。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select an entry first.</source>
        <translation>请先选择一个条目。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ended.</source>
        <translation>已结束。</translation>
    </message>
</context>
<context>
    <name>tb::ui::ConnectDialog</name>
    <message>
        <location filename="../ui/team/ConnectDialog.cpp" line="+30"/>
        <source>Connect to team database</source>
        <translation>连接团队数据库</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A team database is a PostgreSQL database the whole team works in. The password comes from the field below, the system keychain or ~/.pgpass, and is never saved in the settings.</source>
        <translation>团队数据库是整个团队共同使用的 PostgreSQL 数据库。密码来自下方字段、系统钥匙串或 ~/.pgpass，从不保存在设置中。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Recent connections:</source>
        <translation>最近的连接(&amp;R)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Server</source>
        <translation>服务器(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;libpq service</source>
        <translation>libpq 服务(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Connect to:</source>
        <translation>连接到：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>db.example.org</source>
        <translation>db.example.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tierbench</source>
        <translation>tierbench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disable (no encryption)</source>
        <translation>disable（不加密）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>require (encrypted, certificate not checked)</source>
        <translation>require（加密，不检查证书）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verify-ca (encrypted, certificate signed by the CA)</source>
        <translation>verify-ca（加密，证书由 CA 签名）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verify-full (encrypted, CA and host name checked)</source>
        <translation>verify-full（加密，检查 CA 和主机名）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;TLS mode:</source>
        <translation>TLS 模式(&amp;T)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>~/.postgresql/root.crt when empty</source>
        <translation>留空时使用 ~/.postgresql/root.crt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bro&amp;wse…</source>
        <translation>浏览(&amp;W)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CA f&amp;ile:</source>
        <translation>CA 文件(&amp;I)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a name from ~/.pg_service.conf</source>
        <translation>~/.pg_service.conf 中的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service na&amp;me:</source>
        <translation>服务名称(&amp;M)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>from the keychain or ~/.pgpass when empty</source>
        <translation>留空时从钥匙串或 ~/.pgpass 获取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;assword:</source>
        <translation>密码(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;emember in the system keychain</source>
        <translation>记住到系统钥匙串(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forget stored password</source>
        <translation>忘记已保存的密码(&amp;F)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Fill in the server&apos;s details, then test the connection or connect.</source>
        <translation>请填写服务器信息，然后测试连接或直接连接。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Test c&amp;onnection</source>
        <translation>测试连接(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>CA certificate</source>
        <translation>CA 证书</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificates (*.crt *.pem);;All files (*)</source>
        <translation>证书 (*.crt *.pem);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>None yet</source>
        <translation>暂无</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose one to fill in the fields</source>
        <translation>选择一项以填写各字段</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Type the name of a libpq service.</source>
        <translation>请输入 libpq 服务的名称。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type the server&apos;s host name and the database&apos;s name.</source>
        <translation>请输入服务器的主机名和数据库名称。</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Testing the connection to %1…</source>
        <translation>正在测试与 %1 的连接…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>encrypted</source>
        <translation>已加密</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not encrypted</source>
        <translation>未加密</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connected to %1 as %2 (PostgreSQL %3, %4). The database is empty: Connect creates the schema.</source>
        <translation>已以 %2 身份连接到 %1（PostgreSQL %3，%4）。数据库为空：“连接”将创建架构。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connected to %1 as %2 (PostgreSQL %3, %4, schema version %5).</source>
        <translation>已以 %2 身份连接到 %1（PostgreSQL %3，%4，架构版本 %5）。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Connected to %1.</source>
        <translation>已连接到 %1。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saving the password in the system keychain…</source>
        <translation>正在将密码保存到系统钥匙串…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connected, but the system keychain did not keep the password: %1</source>
        <translation>已连接，但系统钥匙串未能保存密码：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removing the password from the system keychain…</source>
        <translation>正在从系统钥匙串中删除密码…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The system keychain keeps no password for %1 now.</source>
        <translation>系统钥匙串中现已没有 %1 的密码。</translation>
    </message>
</context>
<context>
    <name>tb::ui::ConnectionBanner</name>
    <message>
        <location filename="../ui/runs/ConnectionBanner.cpp" line="+24"/>
        <source>Re&amp;connect</source>
        <translation>重新连接(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to the node again (host key and passphrase as usual); nothing is run</source>
        <translation>重新登录节点（主机密钥和口令照常）；不运行任何内容</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-&amp;key node…</source>
        <translation>重新登记节点密钥(&amp;K)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the host key the node presents now, after the provider confirmed it (audited)</source>
        <translation>在提供商确认后，记录节点当前出示的主机密钥（记入审计）</translation>
    </message>
</context>
<context>
    <name>tb::ui::CostCompareView</name>
    <message>
        <location filename="../ui/pricing/CostCompareView.cpp" line="+49"/>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scenario:</source>
        <translation>场景：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Defaults</source>
        <translation>默认值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU price</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput loss</source>
        <translation>有效产出损失</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TCO per month</source>
        <translation>每月 TCO</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+70"/>
        <source>Effective $/useful GPU-h</source>
        <translation>有效 $/有效 GPU 小时</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Measured inputs</source>
        <translation>实测输入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pricing score</source>
        <translation>定价得分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>No provider has a price in force: record prices on a provider&apos;s Pricing tab.</source>
        <translation>没有提供商有生效的价格：请在提供商的“定价”标签页中记录价格。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n priced provider(s). The effective price spreads everything paid over the GPU-hours that did useful work.</source>
        <translation>
            <numerusform>%n 个已定价的提供商。有效价格把所有支出分摊到实际做了有用工作的 GPU 小时上。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>List $/GPU-h</source>
        <translation>标价 $/GPU 小时</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n measured</source>
        <translation>
            <numerusform>%n 项实测</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>defaults only</source>
        <translation>仅默认值</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing to chart yet.</source>
        <translation>尚无可绘制的内容。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>USD per GPU-hour</source>
        <translation>美元/GPU 小时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: list price and effective price of a useful GPU-hour</source>
        <translation>%1：标价与每有效 GPU 小时的实际价格</translation>
    </message>
</context>
<context>
    <name>tb::ui::DisputesPanel</name>
    <message>
        <location filename="../ui/trust/DisputesPanel.cpp" line="+25"/>
        <source>Open</source>
        <translation>待处理</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rejected</source>
        <translation>已驳回</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Import dispute file…</source>
        <translation>导入异议文件(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A provider&apos;s answer to its fact-check bundle, in the format of docs/disputes.md.</source>
        <translation>提供商对其事实核查包的回应，格式见 docs/disputes.md。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import dispute file</source>
        <translation>导入异议文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dispute files (*.json);;All files (*)</source>
        <translation>异议文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Item</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Claim</source>
        <translation>主张</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Asks</source>
        <translation>要求</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reasoning</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Reasoning (required to accept or reject):</source>
        <translation>理由（接受或驳回时必填）(&amp;R)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why the claim holds or does not: what the evidence shows.</source>
        <translation>主张是否成立的理由：证据表明了什么。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Accept</source>
        <translation>接受(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepting a dispute that asks for a verdict changes the verdict on the checklist.</source>
        <translation>接受要求某一判定的异议会更改检查清单中的判定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;ject</source>
        <translation>驳回(&amp;J)</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>not decided yet</source>
        <translation>尚未决定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No disputes. A provider answers its fact-check bundle with a dispute file.</source>
        <translation>没有异议。提供商用异议文件回应其事实核查包。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n dispute(s)</source>
        <translation>
            <numerusform>%n 条异议</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>, %n open.</source>
        <translation>
            <numerusform>，%n 条待处理。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Select a dispute to see its evidence and decide it.</source>
        <translation>选择一条异议以查看其证据并作出决定。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2), received %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2），于 %3 收到。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asks for the verdict &lt;b&gt;%1&lt;/b&gt;; accepting sets it on the checklist.</source>
        <translation>要求判定为 &lt;b&gt;%1&lt;/b&gt;；接受后会在检查清单中设置该判定。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Evidence: %1</source>
        <translation>证据：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attached: %1 (SHA-256 %2)</source>
        <translation>附件：%1（SHA-256 %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contact: %1</source>
        <translation>联系人：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is larger than a dispute file may be (%2 MiB).</source>
        <translation>%1 超出异议文件允许的大小（%2 MiB）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Imported %n dispute(s) from %1.</source>
        <translation>
            <numerusform>已从 %1 导入 %n 条异议。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was imported: %1</source>
        <translation>未导入任何内容：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Dispute %1 accepted.</source>
        <translation>已接受异议 %1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dispute %1 rejected.</source>
        <translation>已驳回异议 %1。</translation>
    </message>
</context>
<context>
    <name>tb::ui::EngagementPanel</name>
    <message>
        <location filename="../ui/engagement/EngagementPanel.cpp" line="+32"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>E&amp;ngagement:</source>
        <translation>评测任务(&amp;N)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ne&amp;w engagement…</source>
        <translation>新建评测任务(&amp;W)…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Update from node</source>
        <translation>从节点更新(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Collect the steps that finished on the node, store their results once, and let the node&apos;s supervisor go on</source>
        <translation>收集节点上已完成的步骤，结果只保存一次，并让节点的监督进程继续</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The step that runs finishes; no further step starts</source>
        <translation>正在运行的步骤会完成；不再开始新的步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip step</source>
        <translation>跳过步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retr&amp;y step</source>
        <translation>重试步骤(&amp;Y)</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Select a node to see its engagements.</source>
        <translation>选择一个节点以查看其评测任务。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>#%1 %2 %3 (%4, %5)</source>
        <translation>#%1 %2 %3（%4，%5）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No engagement on this node yet. New engagement… runs a ClusterMAX plan here unattended: the node goes on while this window is closed.</source>
        <translation>此节点上还没有评测任务。“新建评测任务…”会在这里无人值守地运行 ClusterMAX 计划：关闭此窗口后节点仍会继续。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 %2, %3: %4 of %5 steps finished (%6 failed), %7 running, %8 waiting. %9 of %10 node-hours used.</source>
        <translation>%1 %2，%3：%5 个步骤中已完成 %4 个（失败 %6 个），运行中 %7 个，等待中 %8 个。已用 %9 / %10 节点小时。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About %1 minutes of steps left.</source>
        <translation>剩余步骤约需 %1 分钟。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Consent for %1 given by %2 at %3.</source>
        <translation>%1 的同意由 %2 于 %3 给出。</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the node has no session</source>
        <translation>该节点没有会话</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starting the engagement (deploying what it needs)…</source>
        <translation>正在启动评测任务（部署所需内容）…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Asking the node…</source>
        <translation>正在询问节点…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
</context>
<context>
    <name>tb::ui::EngagementStartDialog</name>
    <message>
        <location filename="../ui/engagement/EngagementStartDialog.cpp" line="+26"/>
        <source>New engagement on %1</source>
        <translation>在 %1 上新建评测任务</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Plan &amp;file…</source>
        <translation>计划文件(&amp;F)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Plan:</source>
        <translation>计划(&amp;P)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Phases to run</source>
        <translation>要运行的阶段</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Node-hours</source>
        <translation>节点小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left out because</source>
        <translation>未纳入原因</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Engagement plan</source>
        <translation>评测任务计划</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Plans (*.json)</source>
        <translation>计划 (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The plans cannot be read: %1</source>
        <translation>无法读取计划：%1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This plan cannot be used: %1</source>
        <translation>无法使用此计划：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (version %2, rubric %3)</source>
        <translation>%1（版本 %2，评分标准 %3）</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The provider agreed to the steps that disrupt the node: %1</source>
        <translation>提供商已同意会干扰节点的步骤：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Nothing would run: choose a phase, or give consent for its steps.</source>
        <translation>不会运行任何步骤：请选择一个阶段，或同意其中的步骤。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n step(s) would run on %1: about %2 node-hours, at most %3; the budget is %4 node-hours.</source>
        <translation>
            <numerusform>将在 %1 上运行 %n 个步骤：约 %2 节点小时，最多 %3；预算为 %4 节点小时。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::EngagementStepsModel</name>
    <message>
        <location filename="../ui/engagement/EngagementStepsModel.cpp" line="+40"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left out</source>
        <translation>未纳入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (attempt %2)</source>
        <translation>%1（第 %2 次）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node-hours</source>
        <translation>节点小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>tb::ui::EvaluationActions</name>
    <message>
        <location filename="../ui/checklist/EvaluationActions.cpp" line="+149"/>
        <source>Someone else changed this evaluation</source>
        <translation>其他人更改了此评估</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>已重新加载：这是 %1 保存的版本。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close evaluation</source>
        <translation>关闭评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this evaluation? Its status becomes Final and the time is recorded; a closed evaluation can be reopened by editing its status.</source>
        <translation>关闭此评估？其状态将变为定稿并记录时间；已关闭的评估可通过编辑其状态重新打开。</translation>
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
        <translation>新建评估</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>e.g. Hands-on review, H100 cluster, May 2026</source>
        <translation>例如 动手评审，H100 集群，2026 年 5 月</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ClusterMAX %1</source>
        <translation>ClusterMAX %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set a default in Edit › Preferences</source>
        <translation>在“编辑 › 首选项”中设置默认值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any commercial or personal relationship with the provider; printed in the review</source>
        <translation>与该提供商的任何商业或个人关系；会印在评审报告中</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>received</source>
        <translation>到位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rubric:</source>
        <translation>评分细则(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Status:</source>
        <translation>状态(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;viewer:</source>
        <translation>评审人(&amp;V)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Disclosure:</source>
        <translation>披露(&amp;D)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Testing &amp;window:</source>
        <translation>测试窗口(&amp;W)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hardware requested:</source>
        <translation>硬件申请日期(&amp;H)：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Start evaluation</source>
        <translation>开始评估(&amp;S)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Edit evaluation</source>
        <translation>编辑评估</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another rubric version can be chosen only while no checklist item is decided.</source>
        <translation>只有在检查清单中没有已判定的项时才能选择其他评分细则版本。</translation>
    </message>
</context>
<context>
    <name>tb::ui::EvidenceDialog</name>
    <message>
        <location filename="../ui/runs/EvidenceDialog.cpp" line="+45"/>
        <source>Attach as evidence</source>
        <translation>附加为证据</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Proposed for this run</source>
        <translation>建议用于此运行的检查项</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing is proposed for this run: choose an item</source>
        <translation>此运行没有建议项：请选择一个检查项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All items</source>
        <translation>所有检查项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All other items</source>
        <translation>所有其他检查项</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Why this run supports the verdict (optional)</source>
        <translation>此运行为何支持该判定（可选）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check &amp;item:</source>
        <translation>检查项(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
</context>
<context>
    <name>tb::ui::FileActions</name>
    <message>
        <location filename="../ui/imports/FileActions.cpp" line="+58"/>
        <source>&amp;Import tool output…</source>
        <translation>导入工具输出(&amp;I)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open local database…</source>
        <translation>打开本地数据库(&amp;O)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open database</source>
        <translation>打开数据库</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierbench databases (*.sqlite *.tierbench *.db);;All files (*)</source>
        <translation>Tierbench 数据库 (*.sqlite *.tierbench *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New database…</source>
        <translation>新建数据库(&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New database</source>
        <translation>新建数据库</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierbench databases (*.sqlite)</source>
        <translation>Tierbench 数据库 (*.sqlite)</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Imported %n run(s).</source>
        <translation>
            <numerusform>已导入 %n 次运行。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>%1 exists already; open it with Open local database….</source>
        <translation>%1 已存在；请用“打开本地数据库…”打开它。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>%1 is not a database file.</source>
        <translation>%1 不是数据库文件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open the database</source>
        <translation>无法打开数据库</translation>
    </message>
</context>
<context>
    <name>tb::ui::HostKeyDialog</name>
    <message>
        <location filename="../ui/runs/HostKeyDialog.cpp" line="+27"/>
        <source>Host key refused</source>
        <translation>已拒绝主机密钥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unknown host key</source>
        <translation>未知主机密钥</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;The host key of %1 is not the one on record.&lt;/b&gt; Tierbench refuses to connect: this can mean that someone intercepts the connection.</source>
        <translation>&lt;b&gt;%1 的主机密钥与记录中的不同。&lt;/b&gt;Tierbench 拒绝连接：这可能意味着有人在拦截连接。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1 is not in your known_hosts file yet.&lt;/b&gt; Compare the fingerprint with the one the provider gave you (for example `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub` on the node) before you accept it.</source>
        <translation>&lt;b&gt;%1 尚未在你的 known_hosts 文件中。&lt;/b&gt;接受之前，请将指纹与提供商给你的指纹核对（例如在节点上运行 `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub`）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key type:</source>
        <translation>密钥类型：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fingerprint:</source>
        <translation>指纹：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>known_hosts:</source>
        <translation>known_hosts：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the provider confirms that the key changed, remove line %1 of %2 (or run `ssh-keygen -R &apos;%3&apos; -f %2`) and connect again.</source>
        <translation>如果提供商确认密钥已更改，请删除 %2 的第 %1 行（或运行 `ssh-keygen -R &apos;%3&apos; -f %2`），然后重新连接。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If the provider confirms that the key changed, remove the old entry for %1 from %2 (`ssh-keygen -R &apos;%1&apos; -f %2`) and connect again.</source>
        <translation>如果提供商确认密钥已更改，请从 %2 中删除 %1 的旧条目（`ssh-keygen -R &apos;%1&apos; -f %2`），然后重新连接。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Accept and remember</source>
        <translation>接受并记住(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Refuse</source>
        <translation>拒绝(&amp;R)</translation>
    </message>
</context>
<context>
    <name>tb::ui::ImportDialog</name>
    <message>
        <location filename="../ui/imports/ImportDialog.cpp" line="+50"/>
        <location line="+130"/>
        <source>Import tool output</source>
        <translation>导入工具输出</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Outputs of nccl-tests, rccl-tests, nvbandwidth, nvidia-smi, kernel logs, lspci, ibstat, rocm-smi, dcgmi diag and more. Each file is read and recognised first; nothing is stored until you press Store.</source>
        <translation>nccl-tests、rccl-tests、nvbandwidth、nvidia-smi、内核日志、lspci、ibstat、rocm-smi、dcgmi diag 等工具的输出。每个文件都会先读取并识别；按“保存”之前不会存储任何内容。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Provider:</source>
        <translation>提供商(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Evaluation:</source>
        <translation>评估(&amp;E)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recognised as</source>
        <translation>识别为</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warnings and findings</source>
        <translation>警告和发现项</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Add file…</source>
        <translation>添加文件(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Store</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot open %1.</source>
        <translation>无法打开 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a folder.</source>
        <translation>%1 是文件夹。</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+13"/>
        <source>reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not imported</source>
        <translation>未导入</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the output is truncated</source>
        <translation>输出被截断</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n 个发现项</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no warnings</source>
        <translation>无警告</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool output (*.txt *.log *.json *.xml);;All files (*)</source>
        <translation>工具输出 (*.txt *.log *.json *.xml);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>none (the provider&apos;s runs only)</source>
        <translation>无（仅该提供商的运行）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (#%2)</source>
        <translation>%1（#%2）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Storing…</source>
        <translation>正在保存…</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Stored %n run(s).</source>
        <translation>
            <numerusform>已保存 %n 次运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Reading %n file(s)…</source>
        <translation>
            <numerusform>正在读取 %n 个文件…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a file, or drop files on the main window.</source>
        <translation>添加文件，或将文件拖放到主窗口上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No file was recognised: nothing to store.</source>
        <translation>没有识别出任何文件：没有可保存的内容。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick the provider the output belongs to.</source>
        <translation>请选择该输出所属的提供商。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 recognised, %2 not: Store keeps the recognised ones.</source>
        <translation>识别出 %1 个，%2 个未识别：“保存”会保留已识别的文件。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n file(s) recognised: Store keeps them under %1.</source>
        <translation>
            <numerusform>识别出 %n 个文件：“保存”会将其保存在 %1 下。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewEditor</name>
    <message>
        <location filename="../ui/interviews/InterviewEditor.cpp" line="+29"/>
        <source>Edit interview</source>
        <translation>编辑访谈</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add interview</source>
        <translation>添加访谈</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Shown on this provider&apos;s page only</source>
        <translation>仅在此提供商的页面上显示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. ML platform lead (required)</source>
        <translation>例如 ML 平台负责人（必填）</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>video call</source>
        <translation>视频通话</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>phone</source>
        <translation>电话</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in person</source>
        <translation>当面</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>email</source>
        <translation>电子邮件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The interviewee agreed to be quoted (anonymously)</source>
        <translation>受访者同意被（匿名）引用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>comma separated, e.g. support, storage</source>
        <translation>逗号分隔，例如 support, storage</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Interviewee:</source>
        <translation>受访者(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Role:</source>
        <translation>角色(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Organisation type:</source>
        <translation>组织类型(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hannel:</source>
        <translation>渠道(&amp;H)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tags:</source>
        <translation>标签(&amp;T)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentiment per criterion</source>
        <translation>各评估维度的评价倾向</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not discussed</source>
        <translation>未讨论</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>very negative</source>
        <translation>非常负面</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>negative</source>
        <translation>负面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>positive</source>
        <translation>正面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>very positive</source>
        <translation>非常正面</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The provider has no rubric yet: no criteria to rate.</source>
        <translation>该提供商还没有评分细则：没有可评价的评估维度。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Notes:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bold (Ctrl+B)</source>
        <translation>粗体 (Ctrl+B)</translation>
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
        <translation>• 列表</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bulleted list</source>
        <translation>项目符号列表</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Say how the interview was held (the channel).</source>
        <translation>请说明访谈的进行方式（渠道）。</translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewListModel</name>
    <message>
        <location filename="../ui/interviews/InterviewListModel.cpp" line="+126"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not discussed</source>
        <translation>未讨论</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No consent recorded: do not quote this interview.</source>
        <translation>未记录同意：请勿引用此访谈。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interviewee</source>
        <translation>受访者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Organisation</source>
        <translation>组织</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Channel</source>
        <translation>渠道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consent</source>
        <translation>同意</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentiment</source>
        <translation>评价倾向</translation>
    </message>
</context>
<context>
    <name>tb::ui::InterviewsTab</name>
    <message>
        <location filename="../ui/interviews/InterviewsTab.cpp" line="+42"/>
        <source>Search name, role, channel, tags, notes…</source>
        <translation>搜索姓名、角色、渠道、标签、备注…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All organisations</source>
        <translation>所有组织</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+157"/>
        <source>All tags</source>
        <translation>所有标签</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import CSV…</source>
        <translation>导入 CSV(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport CSV…</source>
        <translation>导出 CSV(&amp;X)…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Select an interview to read its notes.</source>
        <translation>选择一个访谈以阅读其备注。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Names stay on this page; everywhere else an interview shows only the role and the organisation type.</source>
        <translation>姓名只在此页面显示；在其他任何地方，访谈只显示角色和组织类型。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Import interviews</source>
        <translation>导入访谈</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export interviews</source>
        <translation>导出访谈</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%n interview(s)</source>
        <translation>
            <numerusform>%n 次访谈</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No notes.</source>
        <translation>无备注。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Interview not saved</source>
        <translation>访谈未保存</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Someone else changed this interview</source>
        <translation>其他人更改了此访谈</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Interview not reloaded</source>
        <translation>访谈未重新加载</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete interview</source>
        <translation>删除访谈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the interview with %1 of %2? The audit log keeps a record.</source>
        <translation>删除与 %2 的 %1 的访谈？审计日志会保留记录。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Importing…</source>
        <translation>正在导入…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing imported</source>
        <translation>未导入任何内容</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n row(s) of %1 have errors; nothing was imported. Fix them and import the file again.</source>
        <translation>
            <numerusform>%1 中有 %n 行存在错误；未导入任何内容。请修正后重新导入该文件。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
</context>
<context>
    <name>tb::ui::KubeRunDialog</name>
    <message>
        <location filename="../ui/cluster/KubeRunDialog.cpp" line="+28"/>
        <source>MPIJob (MPI operator)</source>
        <translation>MPIJob（MPI Operator）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>JobSet with a headless Service</source>
        <translation>带 headless Service 的 JobSet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>indexed Job with a headless Service</source>
        <translation>带 headless Service 的索引 Job</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kueue, queue %1</source>
        <translation>Kueue，队列 %1</translation>
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
        <translation>无</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run a collective on %1</source>
        <translation>在 %1 上运行集合通信</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+8"/>
        <source>Automatic: %1</source>
        <translation>自动：%1</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Automatic (the cluster&apos;s CRDs could not be read: indexed Job)</source>
        <translation>自动（无法读取集群的 CRD：索引 Job）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Automatic (the cluster could not be asked: none)</source>
        <translation>自动（无法询问集群：无）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kueue queue</source>
        <translation>Kueue 队列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None (pods scheduled one by one)</source>
        <translation>无（Pod 逐个调度）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The LocalQueue in the cluster&apos;s namespace the job is submitted to</source>
        <translation>作业提交到的集群 Namespace 中的 LocalQueue</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The argv of each rank, split like a shell would (quotes group words); an MPIJob starts it with mpirun</source>
        <translation>每个 rank 的 argv，按 shell 的方式拆分（引号将单词组合在一起）；MPIJob 用 mpirun 启动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Workers:</source>
        <translation>工作 Pod 数(&amp;W)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Form:</source>
        <translation>形式(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Gang scheduling:</source>
        <translation>gang 调度(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Queue:</source>
        <translation>队列(&amp;Q)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Image:</source>
        <translation>镜像(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ommand:</source>
        <translation>命令(&amp;O)：</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each worker: %n GPU(s), %1 × %2, namespace %3, label tierbench.run=%4</source>
        <translation>
            <numerusform>每个工作 Pod：%n 个 GPU，%1 × %2，Namespace %3，标签 tierbench.run=%4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no RDMA resource</source>
        <translation>无 RDMA 资源</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Manifest (what kubectl create will be given):</source>
        <translation>清单文件（manifest，将交给 kubectl create）(&amp;M)：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Submit</source>
        <translation>提交(&amp;S)</translation>
    </message>
</context>
<context>
    <name>tb::ui::KubeScheduler</name>
    <message>
        <location filename="../ui/cluster/KubeScheduler.cpp" line="+52"/>
        <source>Context:</source>
        <translation>上下文：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Namespace:</source>
        <translation>Namespace：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kubeconfig:</source>
        <translation>Kubeconfig：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kubectl runs:</source>
        <translation>kubectl 运行位置：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every worker pod gets:</source>
        <translation>每个工作 Pod 获得：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job form:</source>
        <translation>作业形式：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gang scheduling:</source>
        <translation>gang 调度：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kubectl of the last audit:</source>
        <translation>上次审计的 kubectl：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not read yet: Refresh asks the cluster</source>
        <translation>尚未读取：“刷新”会询问集群</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A collective is an MPIJob, a JobSet or an indexed Job across GPU nodes. Run reads which one the cluster serves and its gang scheduler, then shows the exact manifest before it is submitted.</source>
        <translation>集合通信作业是跨 GPU 节点的 MPIJob、JobSet 或索引 Job。运行时先读取集群支持的形式及其 gang 调度器，然后在提交前显示确切的清单文件（manifest）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an image with tb-node on its PATH (default: the cluster&apos;s)</source>
        <translation>PATH 中包含 tb-node 的镜像（默认：集群的镜像）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>kubectl reads which job form and gang scheduler the cluster serves</source>
        <translation>用 kubectl 读取集群支持的作业形式和 gang 调度器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit th&amp;e cluster</source>
        <translation>审计集群(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kubectl reads the server version, nodes, operators, CRDs, StorageClasses and RBAC, and makes a test claim that must bind within 10 s; every reply is kept</source>
        <translation>kubectl 读取服务器版本、节点、Operator、CRD、StorageClass 和 RBAC，并创建一个必须在 10 秒内绑定的测试存储声明；保留每个回复</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Audit e&amp;very GPU node</source>
        <translation>审计每个 GPU 节点(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-node in one pod per GPU node (host paths read-only), removed afterwards</source>
        <translation>每个 GPU 节点一个 Pod 运行 tb-node（主机路径只读），之后删除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster a&amp;udit</source>
        <translation>集群审计(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Kubernetes audit yet.</source>
        <translation>尚无 Kubernetes 审计。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a check to see the kubectl output it was read from.</source>
        <translation>选择一项检查，查看其读取来源的 kubectl 输出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run a collective…</source>
        <translation>运行集合通信(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MPIJob or an indexed Job across GPU nodes; the manifest is shown before it is submitted</source>
        <translation>跨 GPU 节点的 MPIJob 或索引 Job；提交前会显示清单文件（manifest）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deletes everything labelled with the run, then waits until none of its pods is left</source>
        <translation>删除带有该运行标签的所有内容，然后等待其 Pod 全部消失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The log of the job&apos;s first pod (the MPIJob&apos;s launcher), as it arrives.</source>
        <translation>作业第一个 Pod（MPIJob 的启动器）的日志，实时显示。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kubernetes conte&amp;xt</source>
        <translation>Kubernetes 上下文(&amp;X)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>tb-node ima&amp;ge:</source>
        <translation>tb-node 镜像(&amp;G)：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The Kubernetes settings could not be read</source>
        <translation>无法读取 Kubernetes 设置</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+33"/>
        <source>current context</source>
        <translation>当前上下文</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>%1 (used where it lies)</source>
        <translation>%1（就地使用）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the login node %1@%2</source>
        <translation>在登录节点 %1@%2 上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on this machine</source>
        <translation>在本机上</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>node selector %1</source>
        <translation>节点选择器 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n toleration(s)</source>
        <translation>
            <numerusform>%n 个容忍度</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no audit yet</source>
        <translation>尚未审计</translation>
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
        <translation>%1 · Kubernetes · %2，Namespace %3 · kubectl 在 %4@%5 上运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · Kubernetes · %2, namespace %3</source>
        <translation>%1 · Kubernetes · %2，Namespace %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kubeconfig %1 (used where it lies)</source>
        <translation>kubeconfig %1（就地使用）</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Kubernetes audit of %1: %n check(s) failed. Confirm the suggested verdicts in History.</source>
        <translation>
            <numerusform>%1 的 Kubernetes 审计：%n 项检查未通过。请在“历史”中确认建议的判定。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pods %1 (%2), %3</source>
        <translation>Pod %1（%2），%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Manifest of %1</source>
        <translation>%1 的清单文件（manifest）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelling: deleting everything labelled with the run, then waiting until none of its pods is left…</source>
        <translation>正在取消：删除带有该运行标签的所有内容，然后等待其 Pod 全部消失…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1. Nothing labelled with the run is left.</source>
        <translation>%1。带有该运行标签的内容已全部删除。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The login node&apos;s session is gone</source>
        <translation>登录节点的会话已不存在</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+2"/>
        <source>could not be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cluster runs an %1.</source>
        <translation>集群运行 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The job form could not be read: %1</source>
        <translation>无法读取作业形式：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 Gang scheduling: %2.</source>
        <translation>%1 gang 调度：%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 The gang scheduler could not be read: %2</source>
        <translation>%1 无法读取 gang 调度器：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+89"/>
        <source>Reading which job form and gang scheduler the cluster serves…</source>
        <translation>正在读取集群支持的作业形式和 gang 调度器…</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Auditing the cluster through kubectl (the test claim may take 10 s to bind)…</source>
        <translation>正在通过 kubectl 审计集群（测试存储声明可能需要 10 秒才能绑定）…</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Kubernetes audit with kubectl %1: %2 failed, %3 warnings; %n GPU node(s)</source>
        <translation>
            <numerusform>使用 kubectl %1 的 Kubernetes 审计：%2 项未通过，%3 项警告；%n 个 GPU 节点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>tb-node in one pod per GPU node (label tierbench.run=%1)…</source>
        <translation>每个 GPU 节点一个 Pod 运行 tb-node（标签 tierbench.run=%1）…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Submitting %1 (label tierbench.run=%2)…</source>
        <translation>正在提交 %1（标签 tierbench.run=%2）…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deleting everything labelled tierbench.run=%1…</source>
        <translation>正在删除标签为 tierbench.run=%1 的所有内容…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everything labelled tierbench.run=%1 is deleted; no pod of it is left.</source>
        <translation>标签为 tierbench.run=%1 的所有内容已删除；其 Pod 已全部消失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run %1 could not be cleaned up</source>
        <translation>无法清理运行 %1</translation>
    </message>
</context>
<context>
    <name>tb::ui::LiveCharts</name>
    <message>
        <location filename="../ui/charts/LiveCharts.cpp" line="+38"/>
        <source>host/device copy bandwidth</source>
        <translation>主机/设备复制带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bus bandwidth</source>
        <translation>%1 总线带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 algorithm bandwidth</source>
        <translation>%1 算法带宽</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, GPU %2</source>
        <translation>%1，GPU %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+146"/>
        <source>Me&amp;tric:</source>
        <translation>指标(&amp;T)：</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Live results</source>
        <translation>实时结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Live results — %1</source>
        <translation>实时结果 — %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Charted: values in %1. Values in %2 are in the Samples tab.</source>
        <translation>已绘制：单位为 %1 的值。单位为 %2 的值见“样本”标签页。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Me&amp;tric (%1 charts):</source>
        <translation>指标（%1 张图表）(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>tb::ui::LiveSamplesModel</name>
    <message numerus="yes">
        <location filename="../ui/runs/LiveSamplesModel.cpp" line="+44"/>
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n 个 rank</numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Probe</source>
        <translation>探针</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrong</source>
        <translation>错误</translation>
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
        <translation>提供商</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening the database…</source>
        <translation>正在打开数据库…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tier board</source>
        <translation>等级榜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baselines</source>
        <translation>基线</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Costs</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Select a provider to verify its stored results.</source>
        <translation>选择一个提供商以校验其已保存的结果。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Select a provider to export its review.</source>
        <translation>请选择一个提供商以导出其评审报告。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export review PDF</source>
        <translation>导出评审报告 PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exporting the review…</source>
        <translation>正在导出评审报告…</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>已写入 %1（%n 页）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a provider to export its fact-check bundle.</source>
        <translation>请选择一个提供商以导出其事实核查包。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export fact-check bundle</source>
        <translation>导出事实核查包</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zip file (*.zip)</source>
        <translation>Zip 文件 (*.zip)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sign with %1</source>
        <translation>用 %1 签名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a key…</source>
        <translation>选择密钥…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export unsigned</source>
        <translation>不签名导出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign the fact-check bundle</source>
        <translation>为事实核查资料包签名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign the bundle with your SSH key, so the provider can check that it comes from you? An unsigned bundle proves only that its files are consistent, not who made it.</source>
        <translation>用您的 SSH 密钥为资料包签名，以便提供商核实它来自您？未签名的资料包只能证明其文件彼此一致，不能证明是谁制作的。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>SSH key to sign the bundle with</source>
        <translation>用于为资料包签名的 SSH 密钥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Exporting the fact-check bundle…</source>
        <translation>正在导出事实核查包…</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Wrote %1 (%n file(s)), unsigned.</source>
        <translation>
            <numerusform>已写入 %1（%n 个文件），未签名。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Wrote %1 (%n file(s)), signed.</source>
        <translation>
            <numerusform>已写入 %1（%n 个文件），已签名。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select a provider with an evaluation to start a walkthrough.</source>
        <translation>请选择一个有评估的提供商以开始逐项审阅。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Find provider</source>
        <translation>查找提供商(&amp;F)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Provider</source>
        <translation>提供商(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New provider…</source>
        <translation>新建提供商(&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit provider…</source>
        <translation>编辑提供商(&amp;E)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete provider…</source>
        <translation>删除提供商(&amp;D)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open &amp;checklist</source>
        <translation>打开检查清单(&amp;C)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start &amp;walkthrough with provider…</source>
        <translation>与提供商一起开始逐项审阅(&amp;W)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Verify stored results…</source>
        <translation>校验已保存的结果(&amp;V)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E&amp;xport review PDF…</source>
        <translation>导出评审报告 PDF(&amp;X)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export &amp;fact-check bundle…</source>
        <translation>导出事实核查包(&amp;F)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>%1 (team database) — Tierbench</source>
        <translation>%1（团队数据库）— Tierbench</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — Tierbench</source>
        <translation>%1 — Tierbench</translation>
    </message>
    <message>
        <location line="+281"/>
        <source>This also deletes everything recorded for it (evaluations with their verdicts: %1; probe runs with their samples: %2; interviews: %3).</source>
        <translation>这也会删除为其记录的所有内容（评估及其判定：%1 个；探针运行及其样本：%2 次；访谈：%3 次）。</translation>
    </message>
    <message>
        <location filename="../ui/main/HelpMenu.cpp" line="+38"/>
        <source>not loaded</source>
        <translation>未加载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Tierbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A workbench for rating GPU cloud providers against the ClusterMAX criteria: checklists, probes, interviews and tiers.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later); the probes that run on the nodes under the Apache License 2.0. There is no warranty.&lt;/p&gt;&lt;p&gt;In use:&lt;/p&gt;&lt;table&gt;%2&lt;/table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tierbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;按 ClusterMAX 评估维度为 GPU 云提供商评级的工作台：检查清单、探针、访谈和等级。&lt;/p&gt;&lt;p&gt;自由软件，采用 GNU 通用公共许可证第 3 版或更高版本（GPL-3.0-or-later）；在节点上运行的探针采用 Apache License 2.0。不提供任何担保。&lt;/p&gt;&lt;p&gt;正在使用：&lt;/p&gt;&lt;table&gt;%2&lt;/table&gt;</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Documentation</source>
        <translation>文档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The manual was not found. Looked for:
%1</source>
        <translation>未找到手册。查找过：
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No program to show %1 was found on this desktop.</source>
        <translation>此桌面上未找到可显示 %1 的程序。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Documentation</source>
        <translation>文档(&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About Tierbench</source>
        <translation>关于 Tierbench(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Tierbench</source>
        <translation>关于 Tierbench</translation>
    </message>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="-393"/>
        <source>Search providers (Ctrl+F)</source>
        <translation>搜索提供商 (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tier:</source>
        <translation>等级(&amp;T)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All tiers</source>
        <translation>所有等级</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not rated</source>
        <translation>未评级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K&amp;ind:</source>
        <translation>类型(&amp;I)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All kinds</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>No database open</source>
        <translation>未打开数据库</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+16"/>
        <source>Database: %1</source>
        <translation>数据库：%1</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Database: %1 (disconnected)</source>
        <translation>数据库：%1（已断开）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Loading providers…</source>
        <translation>正在加载提供商…</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>1 provider</source>
        <translation>1 个提供商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 providers</source>
        <translation>%1 个提供商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 shown</source>
        <translation>显示 %2 个中的 %1 个</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Saved provider “%1”.</source>
        <translation>已保存提供商“%1”。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Someone else changed this provider</source>
        <translation>其他人更改了此提供商</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>已重新加载：这是 %1 保存的版本。</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+11"/>
        <location line="+10"/>
        <source>Delete provider</source>
        <translation>删除提供商</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Delete the provider “%1”?</source>
        <translation>删除提供商“%1”？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Other providers are not affected. This cannot be undone.</source>
        <translation>其他提供商不受影响。此操作无法撤销。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deleted provider “%1”.</source>
        <translation>已删除提供商“%1”。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Close Tierbench</source>
        <translation>关闭 Tierbench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run is in progress on %1. Cancel it and close?</source>
        <translation>%1 上有正在进行的运行。取消它并关闭？</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeDialog</name>
    <message>
        <location filename="../ui/runs/NodeDialog.cpp" line="+45"/>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. gpu-node-01 (defaults to the host)</source>
        <translation>例如 gpu-node-01（默认为主机名）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[user@]host[:port] or a Host alias from ~/.ssh/config</source>
        <translation>[user@]host[:port] 或 ~/.ssh/config 中的 Host 别名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[user@]host[:port] of a bastion (optional)</source>
        <translation>堡垒机的 [user@]host[:port]（可选）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>~/.ssh/id_ed25519 (optional; the agent is tried first)</source>
        <translation>~/.ssh/id_ed25519（可选；先尝试代理）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>~/.ssh/known_hosts (default)</source>
        <translation>~/.ssh/known_hosts（默认）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Label:</source>
        <translation>标签(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Target:</source>
        <translation>目标(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Jump host:</source>
        <translation>跳板机(&amp;J)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Identity file:</source>
        <translation>身份文件(&amp;I)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a private key file</source>
        <translation>选择私钥文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;known_hosts file:</source>
        <translation>known_hosts 文件(&amp;K)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a known_hosts file</source>
        <translation>选择 known_hosts 文件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Passwords and passphrases are asked for when needed and never stored.</source>
        <translation>密码和口令在需要时询问，从不保存。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Edit node</source>
        <translation>编辑节点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add node</source>
        <translation>添加节点</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Enter the node&apos;s address.</source>
        <translation>请输入节点的地址。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Jump host: %1</source>
        <translation>跳板机：%1</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeMatrixModel</name>
    <message>
        <location filename="../ui/cluster/NodeMatrixModel.cpp" line="+34"/>
        <source>no result</source>
        <translation>无结果</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Differs from most nodes.</source>
        <translation>与大多数节点不同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click for the node&apos;s raw output.</source>
        <translation>双击查看该节点的原始输出。</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%n cell(s) differ from most nodes</source>
        <translation>
            <numerusform>%n 个单元格与大多数节点不同</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeMatrixPage</name>
    <message>
        <location filename="../ui/cluster/NodeMatrixPage.cpp" line="+17"/>
        <source>No cross-node audit yet.</source>
        <translation>尚无跨节点审计。</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%1: %2 nodes, %3 rows, %4 differ, %n outlier cell(s).</source>
        <translation>
            <numerusform>%1：%2 个节点，%3 行，%4 行有差异，%n 个异常单元格。</numerusform>
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
            <numerusform>%n 个节点未报告任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click a cell for its raw output.</source>
        <translation>双击单元格查看其原始输出。</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodeSessions</name>
    <message>
        <location filename="../ui/runs/NodeSessions.cpp" line="+55"/>
        <source>Connection lost: %1</source>
        <translation>连接已断开：%1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This build has no SSH support wired in</source>
        <translation>此构建未接入 SSH 支持</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting for your decision on the host key of %1</source>
        <translation>正在等待你对 %1 的主机密钥作出决定</translation>
    </message>
</context>
<context>
    <name>tb::ui::NodesRunsTab</name>
    <message>
        <location filename="../ui/runs/NodesRunsTab.cpp" line="+38"/>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-&amp;key node…</source>
        <translation>重新登记节点密钥(&amp;K)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the host key the node presents now, after the provider confirmed it (audited)</source>
        <translation>在提供商确认后，记录节点当前出示的主机密钥（记入审计）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History</source>
        <translation>历史(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Engagement</source>
        <translation>评测任务</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>Host key not seen yet</source>
        <translation>尚未见到主机密钥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host key %1 %2</source>
        <translation>主机密钥 %1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>connection lost</source>
        <translation>连接已断开</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>It was registered with %1 %2 and now presents %3 %4. If the provider re-installed the node, confirm the new fingerprint with them, then re-key the node.</source>
        <translation>注册时为 %1 %2，现在出示的是 %3 %4。如果提供商重装了该节点，请与他们确认新的指纹，然后为节点重新登记密钥。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No nodes yet: add the machine the provider handed over.</source>
        <translation>尚无节点：请添加提供商交付的机器。</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Someone else changed this node</source>
        <translation>其他人更改了此节点</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>已重新加载：这是 %1 保存的版本。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete node</source>
        <translation>删除节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the node %1? Its runs stay in the database, without the node.</source>
        <translation>删除节点 %1？其运行仍保留在数据库中，但不再关联该节点。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Connection works</source>
        <translation>连接正常</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Connection works: %1</source>
        <translation>连接正常：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Refused: the host key changed. The node was registered with %1 %2 and now presents %3 %4. Nothing was stored or run. If the provider re-installed the node, confirm the new fingerprint with them, then use Re-key node.</source>
        <translation>已拒绝：主机密钥已更改。节点注册时为 %1 %2，现在出示的是 %3 %4。未保存或运行任何内容。如果提供商重装了该节点，请与他们确认新的指纹，然后使用“重新登记节点密钥”。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Record the new host key of %1?

Registered: %2 %3
Presented now: %4 %5

Only do this when the provider has confirmed the new fingerprint (for example after re-installing the node). The change is written to the audit log.</source>
        <translation>记录 %1 的新主机密钥？

已注册：%2 %3
当前出示：%4 %5

仅在提供商确认新指纹后（例如重装节点之后）才这样做。此更改会写入审计日志。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re-key node</source>
        <translation>重新登记节点密钥</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Re-keyed: the node is now registered with %1 %2. Test the connection again to log in.</source>
        <translation>已重新登记：节点现在以 %1 %2 注册。请再次测试连接以登录。</translation>
    </message>
</context>
<context>
    <name>tb::ui::P2pMatrixWidget</name>
    <message>
        <location filename="../ui/charts/P2pMatrixWidget.cpp" line="+18"/>
        <source>GPU-to-GPU bandwidth</source>
        <translation>GPU 到 GPU 带宽</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Expected %1 per pair (%2)</source>
        <translation>每对期望 %1（%2）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>GPU %1 → GPU %2: not measured</source>
        <translation>GPU %1 → GPU %2：未测量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU %1 → GPU %2: %3</source>
        <translation>GPU %1 → GPU %2：%3</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No P2P samples</source>
        <translation>没有 P2P 样本</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>destination GPU · source GPU by row · %1</source>
        <translation>列为目标 GPU · 行为源 GPU · %1</translation>
    </message>
</context>
<context>
    <name>tb::ui::PassphraseDialog</name>
    <message>
        <location filename="../ui/runs/PassphraseDialog.cpp" line="+12"/>
        <source>Key passphrase</source>
        <translation>密钥口令</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrong passphrase. Passphrase for %1 (attempt %2 of 3):</source>
        <translation>口令错误。%1 的口令（第 %2 次尝试，共 3 次）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passphrase for %1:</source>
        <translation>%1 的口令：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Used for this login only; Tierbench never stores it.</source>
        <translation>仅用于本次登录；Tierbench 从不保存它。</translation>
    </message>
</context>
<context>
    <name>tb::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/main/PreferencesDialog.cpp" line="+20"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your name as it appears in reviews</source>
        <translation>你在评审报告中显示的姓名</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. No commercial relationship with any provider reviewed.</source>
        <translation>例如 与所评审的任何提供商均无商业关系。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reviewer name:</source>
        <translation>评审人姓名(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default &amp;disclosure:</source>
        <translation>默认披露(&amp;D)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New evaluations start with these; each evaluation keeps its own copy. tierbench-cli evaluations add uses them too.</source>
        <translation>新评估以这些值开始；每个评估保留自己的副本。tierbench-cli evaluations add 也使用这些值。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The language changes the next time Tierbench starts. The theme changes at once.</source>
        <translation>语言将在下次启动 Tierbench 时更改。主题会立即更改。</translation>
    </message>
</context>
<context>
    <name>tb::ui::PriceEditor</name>
    <message>
        <location filename="../ui/pricing/PriceEditor.cpp" line="+42"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Front-end network</source>
        <translation>前端网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back-end network</source>
        <translation>后端网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support</source>
        <translation>支持</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control plane</source>
        <translation>控制平面</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edit price</source>
        <translation>编辑价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New price</source>
        <translation>新建价格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. H100 SXM</source>
        <translation>例如 H100 SXM</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per node-hour</source>
        <translation>每节点小时</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> GPUs/node</source>
        <translation> GPU/节点</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>USD per TB-month; empty: not known</source>
        <translation>美元/TB·月；留空：未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>USD per hour; empty: not known</source>
        <translation>美元/小时；留空：未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of the bill; empty: not known</source>
        <translation>账单的 %；留空：未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per TB; empty: not known</source>
        <translation>美元/TB；留空：未知</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. +25% capacity at the same rate within 6 months</source>
        <translation>例如 6 个月内以相同价格增加 25% 容量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>quote, price page URL, invoice</source>
        <translation>报价、价格页面 URL、发票</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU model:</source>
        <translation>GPU 型号：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commitment:</source>
        <translation>承诺期限：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Included in the price:</source>
        <translation>价格中包含：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage:</source>
        <translation>存储：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Front-end network:</source>
        <translation>前端网络：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Control plane:</source>
        <translation>控制平面：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support:</source>
        <translation>支持：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress:</source>
        <translation>出站流量：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansion terms:</source>
        <translation>扩容条款：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valid from:</source>
        <translation>生效日期：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
</context>
<context>
    <name>tb::ui::PricingTab</name>
    <message>
        <location filename="../ui/pricing/PricingTab.cpp" line="+65"/>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Price records (every version; the newest valid one per model and term is in force)</source>
        <translation>价格记录（所有版本；每个型号和期限中最新的有效记录生效）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD/GPU-h</source>
        <translation>美元/GPU 小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Term</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Valid from</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In force</source>
        <translation>生效中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Included</source>
        <translation>已包含</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Support</source>
        <translation>支持</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Egress</source>
        <translation>出站流量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import CSV…</source>
        <translation>导入 CSV(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport CSV…</source>
        <translation>导出 CSV(&amp;X)…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cost in use</source>
        <translation>当前使用的成本</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Scenario:</source>
        <translation>场景：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Component</source>
        <translation>组成部分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD per month</source>
        <translation>美元/月</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evidence / note</source>
        <translation>证据 / 备注</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Undo %1</source>
        <translation>撤销%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo %1</source>
        <translation>重做%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+364"/>
        <location line="+9"/>
        <source>Import prices</source>
        <translation>导入价格</translation>
    </message>
    <message>
        <location line="-373"/>
        <location line="+4"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+387"/>
        <source>Export prices</source>
        <translation>导出价格</translation>
    </message>
    <message>
        <location line="-289"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>included</source>
        <translation>已包含</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>/TB-mo</source>
        <translation>/TB·月</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>/h</source>
        <translation>/小时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>/TB</source>
        <translation>/TB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expansion: %1</source>
        <translation>扩容：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No provider selected.</source>
        <translation>未选择提供商。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No result.</source>
        <translation>无结果。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing score: none without a cost.</source>
        <translation>定价得分：没有成本则无得分。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No result to analyse.</source>
        <translation>没有可分析的结果。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1 per useful GPU-hour&lt;/b&gt; (price %2/GPU-h, %3 %4) · TCO %5 a month, %6 over %7 months · goodput loss %8% of the GPU line (%9)</source>
        <translation>&lt;b&gt;每有效 GPU 小时 %1&lt;/b&gt;（价格 %2/GPU 小时，%3 %4）· 每月 TCO %5，%7 个月共 %6 · 有效产出损失为 GPU 费用的 %8%（%9）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Defaults: %1. Checkpoint interval offered: Young %2 min, Daly %3 min.</source>
        <translation>默认值：%1。建议的检查点间隔：Young %2 分钟，Daly %3 分钟。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pricing score suggested — %1</source>
        <translation>建议的定价得分 — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing score: no other priced provider to compare with under this scenario.</source>
        <translation>定价得分：在此场景下没有其他已定价的提供商可供比较。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Total (TCO)</source>
        <translation>总计（TCO）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>● measured</source>
        <translation>● 实测</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Measured: %1
Evidence: %2</source>
        <translation>实测：%1
证据：%2</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Someone else changed this price</source>
        <translation>其他人更改了此价格</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Reloaded: this is the version %1 saved.</source>
        <translation>已重新加载：这是 %1 保存的版本。</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n row(s) could not be read; nothing was imported.</source>
        <translation>
            <numerusform>%n 行无法读取；未导入任何内容。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::ProbeArgumentsEditor</name>
    <message>
        <location filename="../ui/runs/ProbeArgumentsEditor.cpp" line="+52"/>
        <source>Sizes</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Iterations</source>
        <translation>迭代次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repeats</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranks</source>
        <translation>rank 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Operations</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data check</source>
        <translation>数据校验</translation>
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
        <translation>MIN:MAX:xFACTOR（几何）、MIN:MAX:+STEP（等差）或列表 A,B,C；K、M、G、T 为 1024 的幂。留空：使用探针的默认扫描。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Matrix</source>
        <translation>矩阵</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Operations per timed batch.</source>
        <translation>每个计时批次的操作数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timed batches; the median, minimum and maximum are over them.</source>
        <translation>计时批次；中位数、最小值和最大值基于这些批次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Untimed batches before timing starts.</source>
        <translation>开始计时前不计时的批次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timing</source>
        <translation>计时</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU (default)</source>
        <translation>GPU（默认）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host (no GPU)</source>
        <translation>host（无 GPU）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU: measure the node&apos;s GPUs. Host: memcpy and one thread per rank, to try a sweep without a GPU (--backend host).</source>
        <translation>GPU：测量节点的 GPU。Host：memcpy，每个 rank 一个线程，用于在没有 GPU 的情况下试运行扫描（--backend host）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU backend: use the first N GPUs of the node. Host backend: N simulated ranks.</source>
        <translation>GPU 后端：使用节点的前 N 个 GPU。Host 后端：N 个模拟 rank。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verify the data</source>
        <translation>校验数据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check each copy&apos;s or collective&apos;s result (off: --no-check).</source>
        <translation>检查每次复制或集合通信的结果（关闭：--no-check）。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Exactly what runs on the node, from the deployed probe folder (named by content hash). Every argument is quoted for the remote shell.</source>
        <translation>节点上实际运行的命令，来自已部署的探针文件夹（以内容哈希命名）。每个参数都会为远程 shell 加上引号。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Probe arguments</source>
        <translation>探针参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a probe in the list to set its arguments.</source>
        <translation>在列表中选择一个探针以设置其参数。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arguments of %1</source>
        <translation>%1 的参数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 reads the node as it is; it has no measurement options.</source>
        <translation>%1 按节点现状读取；它没有测量选项。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Empty fields use the probe&apos;s default, shown in grey.</source>
        <translation>空字段使用探针的默认值（以灰色显示）。</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>tb-gemm measures GPUs only: on the host it reports “unsupported”.</source>
        <translation>tb-gemm 只测量 GPU：在 host 上会报告“unsupported”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host backend: no GPU is measured, the figures are not GPU figures.</source>
        <translation>host 后端：不测量 GPU，这些数据不是 GPU 数据。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This sweep takes %1 on the host backend (no GPU measured).</source>
        <translation>此扫描在 host 后端上需要 %1（未测量 GPU）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This sweep takes %1 (estimated at %2 GB/s per rank; a smaller largest size or fewer iterations shorten it).</source>
        <translation>此扫描需要 %1（按每个 rank %2 GB/s 估算；减小最大大小或减少迭代次数可缩短时间）。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Nothing runs until the marked fields are fixed.</source>
        <translation>在修正标记的字段之前不会运行任何内容。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
</context>
<context>
    <name>tb::ui::ProviderDialog</name>
    <message>
        <location filename="../ui/providers/ProviderDialog.cpp" line="+16"/>
        <source>Add provider</source>
        <translation>添加提供商</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. CoreWeave</source>
        <translation>例如 CoreWeave</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>H100, H200, B200</source>
        <translation>H100, H200, B200</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>未评级</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>e.g. 2.1</source>
        <translation>例如 2.1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Website:</source>
        <translation>网站(&amp;W)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPU models:</source>
        <translation>GPU 型号(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference &amp;tier:</source>
        <translation>参考等级(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX &amp;round:</source>
        <translation>ClusterMAX 轮次(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;otes:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Edit provider “%1”</source>
        <translation>编辑提供商“%1”</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Please enter a name: a provider needs one.</source>
        <translation>请输入名称：提供商需要名称。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A provider named “%1” already exists. Choose another name or edit that provider.</source>
        <translation>名为“%1”的提供商已存在。请另选名称，或编辑该提供商。</translation>
    </message>
</context>
<context>
    <name>tb::ui::ProviderListModel</name>
    <message>
        <location filename="../ui/providers/ProviderListModel.cpp" line="+149"/>
        <source>ClusterMAX %1: %2</source>
        <translation>ClusterMAX %1：%2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference tier</source>
        <translation>参考等级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>类型</translation>
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
        <translation>概览(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chec&amp;klist</source>
        <translation>检查清单(&amp;K)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Interviews</source>
        <translation>访谈(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R&amp;ating</source>
        <translation>评级(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>suggested</source>
        <translation>建议</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Nodes &amp;&amp; runs</source>
        <translation>节点和运行(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lusters</source>
        <translation>集群(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;sults</source>
        <translation>结果(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pricing</source>
        <translation>定价(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Disputes</source>
        <translation>异议(&amp;D)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Website:</source>
        <translation>网站：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU models:</source>
        <translation>GPU 型号：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference tier:</source>
        <translation>参考等级：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX 1.0:</source>
        <translation>ClusterMAX 1.0：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last changed:</source>
        <translation>最后更改：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Evaluations</source>
        <translation>评估</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reviewer</source>
        <translation>评审人</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double-click or press Return to open an evaluation&apos;s checklist.</source>
        <translation>双击或按 Return 打开评估的检查清单。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New evaluation…</source>
        <translation>新建评估(&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;lose evaluation</source>
        <translation>关闭评估(&amp;L)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>not assigned yet</source>
        <translation>尚未评定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No tier suggested or assigned yet</source>
        <translation>尚未建议或评定等级</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>assigned</source>
        <translation>已评定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by %1 on %2</source>
        <translation>由 %1 于 %2</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>No provider selected</source>
        <translation>未选择提供商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a provider on the left, or add one with Ctrl+N.</source>
        <translation>在左侧选择一个提供商，或按 Ctrl+N 添加一个。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>ClusterMAX %1</source>
        <translation>ClusterMAX %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>reference</source>
        <translation>参考</translation>
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
        <translation>%1（ClusterMAX %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated</source>
        <translation>未评级</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No notes yet. Edit the provider (F2) to add some.</source>
        <translation>尚无备注。编辑提供商（F2）即可添加。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Evaluation %1</source>
        <translation>评估 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, closed %2</source>
        <translation>%1，于 %2 关闭</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No evaluation yet: start one with New evaluation…</source>
        <translation>尚无评估：请用“新建评估…”开始一个。</translation>
    </message>
</context>
<context>
    <name>tb::ui::RatingTab</name>
    <message>
        <location filename="../ui/rating/RatingTab.cpp" line="+61"/>
        <source>Assignment history</source>
        <translation>评定历史</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>评定人</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assigned</source>
        <translation>评定</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+102"/>
        <source>Suggested</source>
        <translation>建议</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Justification</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Suggested tier</source>
        <translation>建议等级</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Start an evaluation…</source>
        <translation>开始评估(&amp;S)…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>How much customer interviews count in a suggested score, next to the checklist (0.5) and the measurements (0.3); parts without evidence drop out.</source>
        <translation>客户访谈在建议得分中所占的比重，与检查清单（0.5）和实测（0.3）并列；没有证据的部分不计入。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interview &amp;weight:</source>
        <translation>访谈权重(&amp;W)：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Scores per criterion (expand a row to see what moved it)</source>
        <translation>各评估维度得分（展开一行可查看影响得分的因素）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Criterion / evidence</source>
        <translation>评估维度 / 证据</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final</source>
        <translation>最终</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moved by</source>
        <translation>影响因素</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select a criterion.</source>
        <translation>请选择一个评估维度。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Set final score:</source>
        <translation>设置最终得分(&amp;S)：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rationale (required when more than 0.5 from the suggestion)</source>
        <translation>理由（与建议相差超过 0.5 时必填）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;score</source>
        <translation>保存得分(&amp;S)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Assign a tier</source>
        <translation>评定等级</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a tier…</source>
        <translation>选择等级…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Required when the tier differs from the suggestion</source>
        <translation>等级与建议不同时必填</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Assign tier</source>
        <translation>评定等级(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tier:</source>
        <translation>等级(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason:</source>
        <translation>原因(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Justification:</source>
        <translation>理由(&amp;J)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ClusterMAX 3.0 lists a provider it could not test at all apart from the tiers: no tier is suggested or shown while the mark is set. Unavailable is a tier, for capacity that exists but was not offered.</source>
        <translation>ClusterMAX 3.0 将完全无法测试的提供商与各等级分开列出：设置此标记期间，不建议也不显示任何等级。“不可用”则是一个等级，用于存在但未提供的容量。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Rating…</source>
        <translation>正在评级…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>suggested</source>
        <translation>建议</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No provider selected.</source>
        <translation>未选择提供商。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No evaluation yet: start one to get a suggestion.</source>
        <translation>尚无评估：开始一个评估以获得建议。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Suggested: %1 · weighted total %2 of 5</source>
        <translation>建议：%1 · 加权总分 %2 / 5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing yet</source>
        <translation>暂无</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Peer standing: rank %1 of %2 evaluated providers, tied with %n other(s).</source>
        <translation>
            <numerusform>同类排名：在 %2 个已评估提供商中排名第 %1，与另外 %n 个并列。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Peer standing: rank %1 of %n evaluated provider(s).</source>
        <translation>
            <numerusform>同类排名：在 %n 个已评估提供商中排名第 %1。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peer standing: not ranked (too few criteria scored to count as a peer).</source>
        <translation>同类排名：未排名（已评分的评估维度太少，不计为同类对比对象）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peer standing: not ranked (no weighted total).</source>
        <translation>同类排名：未排名（无加权总分）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scored criteria: %1 of %2; a tier needs at least %3. %4</source>
        <translation>已评分的评估维度：%2 个中的 %1 个；等级至少需要 %3 个。%4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delivery (explained, not scored):</source>
        <translation>交付（仅说明，不计分）：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gates: none hit.</source>
        <translation>否决项：均未触发。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gate hit: %1 (%2)</source>
        <translation>触发否决项：%1（%2）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>not scored</source>
        <translation>未评分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no evidence</source>
        <translation>无证据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 items decided; a score needs at least %3.</source>
        <translation>%2 项中已判定 %1 项；评分至少需要 %3 项。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 of %2 items decided, %3 needed for a score</source>
        <translation>%2 项中已判定 %1 项，评分需要 %3 项</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>checklist %1</source>
        <translation>检查清单 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured %1</source>
        <translation>实测 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>interviews %1</source>
        <translation>访谈 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n item(s) without evidence</source>
        <translation>
            <numerusform>%n 个检查项没有证据</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The evaluation&apos;s rubric has no criteria.</source>
        <translation>该评估的评分细则没有评估维度。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>assigned</source>
        <translation>已评定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assigned by %1 on %2</source>
        <translation>由 %1 于 %2 评定</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no round open</source>
        <translation>没有开放的轮次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(as suggested)</source>
        <translation>（与建议一致）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No tier assigned yet.</source>
        <translation>尚未评定等级。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The evaluation is closed: its final scores are read-only.</source>
        <translation>该评估已关闭：其最终得分为只读。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a criterion to set its final score.</source>
        <translation>选择一个评估维度以设置其最终得分。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: suggested %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：建议 %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The evaluation is closed, read-only: re-open it with Edit… (status In review) to assign a tier.</source>
        <translation>该评估已关闭，只读：请用“编辑…”重新打开（状态设为审阅中）以评定等级。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tier can be assigned once the provider has an evaluation.</source>
        <translation>提供商有了评估之后才能评定等级。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Marked unable to test, so no tier is shown: assigning a tier clears the mark and needs a justification.</source>
        <translation>已标记为无法测试，因此不显示等级：评定等级会清除该标记，并需要填写理由。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing is suggested yet: choose the tier to assign and say why.</source>
        <translation>尚无建议：请选择要评定的等级并说明理由。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unavailable: the provider could not be tested (%1).</source>
        <translation>不可用：无法测试该提供商（%1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Differs from the suggestion (%1): a justification is required.</source>
        <translation>与建议（%1）不同：需要说明理由。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no suggestion to agree with: a justification is required.</source>
        <translation>没有可认同的建议：需要说明理由。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agrees with the suggestion.</source>
        <translation>与建议一致。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear &amp;unable to test</source>
        <translation>清除无法测试(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark &amp;unable to test</source>
        <translation>标记为无法测试(&amp;U)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Marked unable to test: no tier is shown.</source>
        <translation>已标记为无法测试：不显示等级。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No longer marked unable to test.</source>
        <translation>已不再标记为无法测试。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A tier that differs from the suggestion needs a justification.</source>
        <translation>与建议不同的等级需要说明理由。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tier assigned.</source>
        <translation>已评定等级。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Score saved.</source>
        <translation>已保存得分。</translation>
    </message>
</context>
<context>
    <name>tb::ui::RawOutputDialog</name>
    <message>
        <location filename="../ui/cluster/RawOutputDialog.cpp" line="+18"/>
        <source>(no output)</source>
        <translation>（无输出）</translation>
    </message>
</context>
<context>
    <name>tb::ui::RecipeTimingWidget</name>
    <message>
        <location filename="../ui/charts/RecipeTimingWidget.cpp" line="+27"/>
        <source>Recipe timings against tier thresholds</source>
        <translation>测试方案计时与等级阈值对比</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>no baseline</source>
        <translation>无基线</translation>
    </message>
</context>
<context>
    <name>tb::ui::ResultsTab</name>
    <message>
        <location filename="../ui/runs/ResultsTab.cpp" line="+22"/>
        <source>Re&amp;load</source>
        <translation>重新加载(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the list again, e.g. after an import from the command line</source>
        <translation>重新读取列表，例如在命令行导入之后</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No results yet.</source>
        <translation>尚无结果。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n run(s): probes, recipes and imported tool outputs.</source>
        <translation>
            <numerusform>%n 次运行：探针、测试方案和导入的工具输出。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tb::ui::RunHistoryModel</name>
    <message>
        <location filename="../ui/runs/RunHistoryModel.cpp" line="+57"/>
        <source>%1 (exit %2)</source>
        <translation>%1（退出码 %2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2 failed)</source>
        <translation>%1（%2 项失败）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Probe / recipe / tool</source>
        <translation>探针 / 测试方案 / 工具</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
</context>
<context>
    <name>tb::ui::RunHistoryPanel</name>
    <message>
        <location filename="../ui/runs/RunHistoryPanel.cpp" line="+87"/>
        <source>Select a run.</source>
        <translation>请选择一次运行。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Attach as evidence…</source>
        <translation>附加为证据(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link this run (or the selected check) to a check item of the evaluation</source>
        <translation>将此运行（或所选检查）关联到评估的某个检查项</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+92"/>
        <source>Select a run to see its chart.</source>
        <translation>选择一次运行以查看其图表。</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value / detail</source>
        <translation>值 / 详情</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>发现项</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Check item</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested</source>
        <translation>建议</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Because</source>
        <translation>依据</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Con&amp;firm verdict</source>
        <translation>确认判定(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+291"/>
        <source>Accept the ticked suggestions</source>
        <translation>接受勾选的建议</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>%1, bundle %2</source>
        <translation>%1，探针包 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 — evidence for %2</source>
        <translation>%1 — %2 的证据</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>This run&apos;s checks suggest no verdicts.</source>
        <translation>此运行的检查未建议任何判定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only tb-node runs and scheduler audits suggest verdicts; this %1 run suggests none.</source>
        <translation>只有 tb-node 运行和调度器审计会建议判定；此 %1 运行没有建议。</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Accept %n ticked suggestion(s)</source>
        <translation>
            <numerusform>接受 %n 条勾选的建议</numerusform>
        </translation>
    </message>
    <message>
        <location line="-288"/>
        <source>Write the suggested verdict of every checked row, all at once or none</source>
        <translation>写入每个已勾选行的建议判定，要么全部写入，要么全不写入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Verdict:</source>
        <translation>判定：</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+246"/>
        <source>Suggested verdicts</source>
        <translation>建议判定</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>No results for this provider yet: run probes on a node (Nodes &amp; runs) or import a tool&apos;s output with tierbench-cli import --provider.</source>
        <translation>该提供商尚无结果：在节点上运行探针（节点和运行），或用 tierbench-cli import --provider 导入工具输出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No runs on this node yet: pick probes or recipes above and press Run.</source>
        <translation>此节点尚无运行：请在上方选择探针或测试方案，然后按“运行”。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Run %1: %2 %3, %4</source>
        <translation>运行 %1：%2 %3，%4</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>tb-node reports facts and checks, no samples: see Findings and Suggested verdicts.</source>
        <translation>tb-node 报告事实和检查，没有样本：请查看“发现项”和“建议判定”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No samples yet: the run is still running, and its chart appears here as they arrive.</source>
        <translation>尚无样本：运行仍在进行，样本到达后图表会显示在这里。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This run stored no samples.</source>
        <translation>此运行未保存样本。</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Suggested verdicts (%1)</source>
        <translation>建议判定（%1）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The scheduler audit&apos;s findings suggest these verdicts. Nothing is written until you confirm one; pick another verdict first to change it.</source>
        <translation>调度器审计的发现项建议了这些判定。在你确认之前不会写入任何内容；如需更改，请先选择另一个判定。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tb-node&apos;s checks suggest these verdicts. Nothing is written until you confirm one (pick another verdict first to change it), or tick several and confirm them at once.</source>
        <translation>tb-node 的检查建议了这些判定。在你确认之前不会写入任何内容（如需更改，请先选择另一个判定），也可勾选多项一次确认。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Attach check %1 of run %2 as evidence for:</source>
        <translation>将运行 %2 的检查 %1 附加为以下检查项的证据：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach run %1 as evidence for:</source>
        <translation>将运行 %1 附加为以下检查项的证据：</translation>
    </message>
</context>
<context>
    <name>tb::ui::RunPanel</name>
    <message>
        <location filename="../ui/runs/RunPanel.cpp" line="+72"/>
        <location line="+684"/>
        <source>Connected to %1 again</source>
        <translation>已重新连接到 %1</translation>
    </message>
    <message>
        <location line="-666"/>
        <source>Run on this node</source>
        <translation>在此节点上运行</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Probes</source>
        <translation>探针</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recipes (hands-on timings)</source>
        <translation>测试方案（动手计时）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a recipe to see what it runs on the node.</source>
        <translation>单击一个测试方案，查看它在节点上运行的内容。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;run</source>
        <translation>重新运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+9"/>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+100"/>
        <source>Choose a node.</source>
        <translation>请选择一个节点。</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Filter the log (e.g. FAIL, pcie, stderr)…</source>
        <translation>筛选日志（例如 FAIL、pcie、stderr）…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Lo&amp;g</source>
        <translation>日志(&amp;G)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sa&amp;mples</source>
        <translation>样本(&amp;M)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Char&amp;t</source>
        <translation>图表(&amp;T)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The connection to %1 was lost during a run</source>
        <translation>运行期间与 %1 的连接已断开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its samples are kept. Reconnect logs in again without running anything.</source>
        <translation>其样本已保留。“重新连接”会重新登录，但不运行任何内容。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host key of %1 was refused</source>
        <translation>已拒绝 %1 的主机密钥</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not ready: %1 presents a host key other than the one it was registered with. Nothing runs there until the node is re-keyed.</source>
        <translation>未就绪：%1 出示的主机密钥与注册时的不同。在为节点重新登记密钥之前，不会在其上运行任何内容。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready to run on %1.</source>
        <translation>已准备好在 %1 上运行。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Fix the arguments first: %1</source>
        <translation>请先修正参数：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The node&apos;s host key was refused: re-key the node once the provider confirmed the new key</source>
        <translation>节点的主机密钥被拒绝：待提供商确认新密钥后，请为节点重新登记密钥</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Cancelling: signalling the remote process group…</source>
        <translation>正在取消：向远程进程组发送信号…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancel requested</source>
        <translation>已请求取消</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+243"/>
        <source>queued</source>
        <translation>已排队</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>connected to %1</source>
        <translation>已连接到 %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The node&apos;s session is gone.</source>
        <translation>节点的会话已不存在。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No recipe named %1</source>
        <translation>没有名为 %1 的测试方案</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The probe sources were not found (set TB_PROBES_DIR)</source>
        <translation>未找到探针源码（请设置 TB_PROBES_DIR）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Running %1 on %2…</source>
        <translation>正在 %2 上运行 %1…</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1: %2, %3 samples</source>
        <translation>%1：%2，%3 个样本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, %3 samples, %4 checks (%5 failed)</source>
        <translation>%1：%2，%3 个样本，%4 项检查（%5 项未通过）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 %2 on %3 (%4)</source>
        <translation>%3 上的 %1 %2（%4）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>end: %1</source>
        <translation>结束：%1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cancelled: %1.</source>
        <translation>已取消：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done: %1.</source>
        <translation>完成：%1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finished: %1.</source>
        <translation>已结束：%1。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>deploying</source>
        <translation>部署中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The connection to %1 was lost before this item started.</source>
        <translation>此项开始之前与 %1 的连接已断开。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run %1 (%2) is marked interrupted; the samples received before the drop are kept: %3.</source>
        <translation>运行 %1（%2）已标记为中断；断开之前收到的样本已保留：%3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had not started on the node; nothing was recorded for it.</source>
        <translation>%1 尚未在节点上启动；未为其记录任何内容。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queued items not run: %1.</source>
        <translation>未运行的排队项：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnect logs in again without running anything; Rerun then repeats the batch.</source>
        <translation>“重新连接”会重新登录，但不运行任何内容；之后“重新运行”会重复该批次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection to %1 (%2) lost during %3</source>
        <translation>在 %3 期间与 %1（%2）的连接已断开</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connection to %1 lost. Samples kept: %2 (run %3, interrupted).</source>
        <translation>与 %1 的连接已断开。已保留样本：%2（运行 %3，已中断）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection to %1 lost.</source>
        <translation>与 %1 的连接已断开。</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Reconnecting to %1…</source>
        <translation>正在重新连接 %1…</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Answer the host key or passphrase question if one appears.</source>
        <translation>如果出现主机密钥或口令提示，请作答。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run or Rerun when ready; the interrupted run stays in the history.</source>
        <translation>准备好后点“运行”或“重新运行”；中断的运行保留在历史中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected to %1. Ready to run.</source>
        <translation>已连接到 %1。可以运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connected to %1 again</source>
        <translation>已重新连接到 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not reconnect to %1</source>
        <translation>无法重新连接到 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected to %1: the reconnect failed.</source>
        <translation>未连接到 %1：重新连接失败。</translation>
    </message>
</context>
<context>
    <name>tb::ui::SlurmJobForm</name>
    <message>
        <location filename="../ui/cluster/SlurmJobForm.cpp" line="+26"/>
        <source>One task per GPU on GPU nodes (each tb-coll task uses the GPU numbered by its local rank modulo the node&apos;s GPU count)</source>
        <translation>GPU 节点上每个 GPU 一个任务（每个 tb-coll 任务使用编号为其本地 rank 对节点 GPU 数取模的 GPU）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole nodes (--exclusive)</source>
        <translation>整节点（--exclusive）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the cluster&apos;s container image (Pyxis)</source>
        <translation>在集群的容器镜像中（Pyxis）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Nodes:</source>
        <translation>节点数(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tasks per node:</source>
        <translation>每节点任务数(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs per node:</source>
        <translation>每节点 GPU 数(&amp;G)：</translation>
    </message>
</context>
<context>
    <name>tb::ui::SlurmScheduler</name>
    <message>
        <location filename="../ui/cluster/SlurmScheduler.cpp" line="+34"/>
        <source>sinfo, scontrol and squeue on the login node</source>
        <translation>在登录节点上运行 sinfo、scontrol 和 squeue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit the &amp;scheduler</source>
        <translation>审计调度器(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the Slurm configuration and times one full-node srun; the raw outputs are kept</source>
        <translation>读取 Slurm 配置并为一次整节点 srun 计时；保留原始输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit e&amp;very node</source>
        <translation>审计每个节点(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-node on every node of the partition in one job, one task per node</source>
        <translation>在一个作业中对分区的每个节点运行 tb-node，每节点一个任务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sched&amp;uler audit</source>
        <translation>调度器审计(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No scheduler audit yet.</source>
        <translation>尚无调度器审计。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a check to see the command output it was read from.</source>
        <translation>选择一项检查，查看其读取来源的命令输出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run tb-coll across nodes</source>
        <translation>跨节点运行 tb-coll(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Slurm job of tb-coll across the nodes, charted while it runs</source>
        <translation>跨节点运行一个 tb-coll 的 Slurm 作业，运行期间绘制图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scancel, then wait until squeue holds nothing of the job</source>
        <translation>执行 scancel，然后等待 squeue 中不再有该作业的任何内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tb-coll&apos;s host backend measures the front-end TCP network, not NCCL</source>
        <translation>tb-coll 的 host 后端测量的是前端 TCP 网络，而非 NCCL</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Partitions &amp;&amp; nod&amp;es</source>
        <translation>分区和节点(&amp;E)</translation>
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
            <numerusform>%1 的调度器审计：%n 项检查未通过。请在“历史”中确认建议的判定。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>job %1 (%2), %3</source>
        <translation>作业 %1（%2），%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Batch script of job %1</source>
        <translation>作业 %1 的批处理脚本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelling: scancel, then waiting until squeue holds nothing of the job…</source>
        <translation>正在取消：执行 scancel，然后等待 squeue 中不再有该作业的任何内容…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; squeue holds nothing of it</source>
        <translation>%1；squeue 中已无该作业</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reading the cluster…</source>
        <translation>正在读取集群…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Discovery failed</source>
        <translation>发现失败</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 %2: %3 of %4 nodes can take jobs, %5 GPUs; %n job(s) of yours in the queue</source>
        <translation>
            <numerusform>%1 %2：%4 个节点中有 %3 个可接收作业，%5 个 GPU；队列中有你的 %n 个作业</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Auditing the scheduler (one full-node srun included)…</source>
        <translation>正在审计调度器（包括一次整节点 srun）…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scheduler audit: %1 failed, %2 warnings</source>
        <translation>调度器审计：%1 项未通过，%2 项警告</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>tb-node on every node</source>
        <translation>在每个节点上运行 tb-node</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>tb-coll on %1 nodes × %2 tasks</source>
        <translation>在 %1 个节点 × %2 个任务上运行 tb-coll</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancelling job %1…</source>
        <translation>正在取消作业 %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Job %1 cancelled; squeue holds nothing of it</source>
        <translation>作业 %1 已取消；squeue 中已无该作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job %1 could not be cancelled</source>
        <translation>无法取消作业 %1</translation>
    </message>
</context>
<context>
    <name>tb::ui::SweepChart</name>
    <message>
        <location filename="../ui/charts/SweepChart.cpp" line="+115"/>
        <source>Message size</source>
        <translation>消息大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bus bandwidth (GB/s)</source>
        <translation>总线带宽（GB/s）</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Bands: %1</source>
        <translation>区间：%1</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>Expected %1 for %2%3</source>
        <translation>%2 的期望值 %1%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 per NIC × %3)</source>
        <translation>%1（每网卡 %2 × %3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; bands from %1 (the headline&apos;s sizes)</source>
        <translation>；区间来自 %1（主要数据的大小）</translation>
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
        <translation>期望值 %1</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2：%3</translation>
    </message>
</context>
<context>
    <name>tb::ui::TeamDatabaseMenu</name>
    <message>
        <location filename="../ui/team/TeamDatabaseMenu.cpp" line="+23"/>
        <source>Connect to &amp;team database…</source>
        <translation>连接团队数据库(&amp;T)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recent team data&amp;bases</source>
        <translation>最近的团队数据库(&amp;B)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No team database yet</source>
        <translation>暂无团队数据库</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear the list</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not connect to the team database</source>
        <translation>无法连接到团队数据库</translation>
    </message>
</context>
<context>
    <name>tb::ui::TierBadge</name>
    <message>
        <location filename="../ui/providers/TierBadge.cpp" line="+16"/>
        <source>Not rated</source>
        <translation>未评级</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reference tier: %1</source>
        <translation>参考等级：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No reference tier</source>
        <translation>无参考等级</translation>
    </message>
</context>
<context>
    <name>tb::ui::TierBoardView</name>
    <message>
        <location filename="../ui/tierboard/TierBoardView.cpp" line="+41"/>
        <source>Show &amp;suggested tier</source>
        <translation>显示建议等级(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;reference tier</source>
        <translation>显示参考等级(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show pr&amp;ice under</source>
        <translation>按场景显示价格(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Beside each name: the effective price of a useful GPU-hour under the scenario, then the list price per GPU-hour in force</source>
        <translation>每个名称旁：该场景下每有效 GPU 小时的实际价格，然后是生效的每 GPU 小时标价</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Re&amp;load</source>
        <translation>重新加载(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Place providers by:</source>
        <translation>提供商排列依据(&amp;P)：</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n 个提供商</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export tier board</source>
        <translation>导出等级榜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</source>
        <translation>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>tb::ui::TornadoChart</name>
    <message>
        <location filename="../ui/pricing/TornadoChart.cpp" line="+19"/>
        <source>No result to analyse.</source>
        <translation>没有可分析的结果。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No input moves the result.</source>
        <translation>没有输入会影响结果。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input −20%</source>
        <translation>输入 −20%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input +20%</source>
        <translation>输入 +20%</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Change of the effective price ($%1) when one input moves by 20%</source>
        <translation>某一输入变动 20% 时有效价格（$%1）的变化</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>USD per useful GPU-hour</source>
        <translation>美元/有效 GPU 小时</translation>
    </message>
</context>
<context>
    <name>tb::ui::VerdictPanel</name>
    <message>
        <location filename="../ui/checklist/VerdictPanel.cpp" line="+38"/>
        <source>Select a check item on the left to see its question, what good looks like, and to record a verdict with evidence.</source>
        <translation>在左侧选择一个检查项，查看其问题和合格标准，并记录判定及证据。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What good looks like</source>
        <translation>合格标准</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Evi&amp;dence</source>
        <translation>证据(&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What you saw, where, and when: commands, documents, ticket numbers, run ids.</source>
        <translation>你看到了什么、在哪里、何时看到：命令、文档、工单号、运行 ID。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ctrl+Return saves. Every change can be undone (Ctrl+Z).</source>
        <translation>Ctrl+Return 保存。每项更改都可撤销（Ctrl+Z）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save evidence</source>
        <translation>保存证据(&amp;S)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>(no question recorded)</source>
        <translation>（未记录问题）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no guidance recorded)</source>
        <translation>（未记录指导）</translation>
    </message>
</context>
<context>
    <name>tb::ui::VerificationDialog</name>
    <message>
        <location filename="../ui/trust/VerificationDialog.cpp" line="+19"/>
        <source>Verify %1</source>
        <translation>校验 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Checked</source>
        <translation>检查对象</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recorded → now</source>
        <translation>记录值 → 当前值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it means</source>
        <translation>含义</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Verify &amp;again</source>
        <translation>重新校验(&amp;A)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Verifying the stored results of %1…</source>
        <translation>正在校验 %1 的已保存结果…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The verification could not run: %1</source>
        <translation>无法执行校验：%1</translation>
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
        <translation>记录值：%1
当前值：%2</translation>
    </message>
</context>
<context>
    <name>tb::ui::WalkthroughWindow</name>
    <message>
        <location filename="../ui/walkthrough/WalkthroughWindow.cpp" line="+60"/>
        <source>Walkthrough</source>
        <translation>逐项审阅</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Loading the checklist…</source>
        <translation>正在加载检查清单…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Promised date, YYYY-MM-DD</source>
        <translation>承诺日期，YYYY-MM-DD</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No evidence or notes yet. Press E to write the provider&apos;s answer.</source>
        <translation>尚无证据或备注。按 E 记录提供商的回答。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Evidence and the provider&apos;s answer (E edits)</source>
        <translation>证据和提供商的回答（按 E 编辑）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>N/→ next   P/← previous   1 pass  2 partial  3 fail  4 n/a  5 unknown   A available/planned   D promised date   E notes   J jump   Space pause   Esc leave</source>
        <translation>N/→ 下一项   P/← 上一项   1 通过  2 部分通过  3 未通过  4 不适用  5 未知   A 可用/计划中   D 承诺日期   E 备注   J 跳转   空格 暂停   Esc 离开</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Walkthrough — %1</source>
        <translation>逐项审阅 — %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This evaluation&apos;s rubric has no check items.</source>
        <translation>该评估的评分细则没有检查项。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Resumed the session last saved %1.</source>
        <translation>已恢复上次于 %1 保存的会话。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Criterion %1 of %2: %3</source>
        <translation>评估维度 %1 / %2：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Item %1 of %2</source>
        <translation>检查项 %1 / %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(no question recorded)</source>
        <translation>（未记录问题）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What good looks like: %1</source>
        <translation>合格标准：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not described</source>
        <translation>未描述</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Planned — no date promised yet (D)</source>
        <translation>计划中 — 尚未承诺日期（D）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned — promised for %1</source>
        <translation>计划中 — 承诺于 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Criterion %1   Session %2%3</source>
        <translation>评估维度 %1   会话 %2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PAUSED</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Editing notes: Ctrl+Return saves, Esc saves and returns to the keys.</source>
        <translation>正在编辑备注：Ctrl+Return 保存，Esc 保存并返回按键操作。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Promised date: Return saves (the feature becomes planned), Esc cancels.</source>
        <translation>承诺日期：Return 保存（该功能变为计划中），Esc 取消。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; is not a date; write it as YYYY-MM-DD.</source>
        <translation>&quot;%1&quot; 不是日期；请写作 YYYY-MM-DD。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Jump: arrows choose, Return goes there, Esc returns.</source>
        <translation>跳转：方向键选择，Return 前往，Esc 返回。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Paused

Space resumes. The session can be resumed another day.</source>
        <translation>已暂停

按空格继续。会话可以改天继续。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Session summary</source>
        <translation>会话摘要</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time spent: %1 in total.</source>
        <translation>总用时：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open items (%1)</source>
        <translation>未完成的检查项（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None: every item has a confirmed verdict.</source>
        <translation>无：每个检查项都有已确认的判定。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Promises (%1)</source>
        <translation>承诺（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No planned features were recorded.</source>
        <translation>未记录计划中的功能。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no date promised</source>
        <translation>未承诺日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promised for %1</source>
        <translation>承诺于 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Up/Down scroll, P returns to the last item, Esc leaves the walkthrough.</source>
        <translation>上/下 滚动，P 返回上一个检查项，Esc 离开逐项审阅。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Session state not saved: %1</source>
        <translation>会话状态未保存：%1</translation>
    </message>
</context>
</TS>
