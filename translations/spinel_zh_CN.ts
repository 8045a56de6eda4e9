<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AlgorithmBands</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>An NCCL algorithm and protocol, e.g. &quot;ring · LL&quot;; both are NCCL&apos;s own names.</extracomment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>AnimationExporter</name>
    <message>
        <source>Cannot create the directory %1</source>
        <translation>无法创建目录 %1</translation>
    </message>
</context>
<context>
    <name>AnimationPalette</name>
    <message>
        <source>Animation: link load in this step</source>
        <translation>动画：此步骤中的链路负载</translation>
    </message>
    <message>
        <source>95 % or more of the step (saturated)</source>
        <translation>步骤的 95 % 或以上（饱和）</translation>
    </message>
    <message>
        <source>75–95 %</source>
        <translation>75–95 %</translation>
    </message>
    <message>
        <source>50–75 %</source>
        <translation>50–75 %</translation>
    </message>
    <message>
        <source>25–50 %</source>
        <translation>25–50 %</translation>
    </message>
    <message>
        <source>Under 25 %</source>
        <translation>低于 25 %</translation>
    </message>
    <message>
        <source>Bottleneck of the step (dashed)</source>
        <translation>步骤的瓶颈（虚线）</translation>
    </message>
    <message>
        <source>Chunk in flight</source>
        <translation>传输中的数据块</translation>
    </message>
    <message>
        <source>NVLink: transfer and active domain</source>
        <translation>NVLink：传输与活动域</translation>
    </message>
    <message>
        <source>Idle link: %1</source>
        <extracomment>A link that carries nothing in the animation&apos;s step, drawn in its cable&apos;s colour.</extracomment>
        <translation>空闲链路：%1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Fabric generators and rules checks.</source>
        <translation>网络架构生成器与规则检查。</translation>
    </message>
    <message>
        <source>Saving and loading large designs.</source>
        <translation>大型设计的保存与加载。</translation>
    </message>
    <message>
        <source>cannot generate the 16,384-GPU design: %1</source>
        <translation>无法生成 16,384 GPU 的设计：%1</translation>
    </message>
    <message>
        <source>copy the 16,384-GPU design (UI thread)</source>
        <translation>复制 16,384 GPU 的设计（UI 线程）</translation>
    </message>
    <message>
        <source>plot figures: sweeps, scaling, BOMs (worker)</source>
        <translation>绘图数据：扫描、扩展性、物料清单（工作线程）</translation>
    </message>
    <message>
        <source>Live plot figures on the 16,384-GPU design.</source>
        <translation>16,384 GPU 设计上的实时绘图数据。</translation>
    </message>
    <message>
        <source>design: %1 GPUs, %2 servers, %3 switches, %4 links; %5 evaluations per pass</source>
        <translation>设计：%1 个 GPU，%2 台服务器，%3 台交换机，%4 条链路；每轮 %5 次计算</translation>
    </message>
    <message>
        <source>build fabric profile (16,384 GPUs)</source>
        <translation>构建网络架构概况（16,384 个 GPU）</translation>
    </message>
    <message>
        <source>7 ops x 32 sizes + GPU-count sweep</source>
        <translation>7 种操作 x 32 种大小 + GPU 数量扫描</translation>
    </message>
    <message>
        <source>profile + 7 ops x 32 sizes + GPU sweep</source>
        <translation>概况 + 7 种操作 x 32 种大小 + GPU 扫描</translation>
    </message>
    <message>
        <source>Collective timing on the 16,384-GPU rail-optimized design.</source>
        <translation>在 16,384 GPU 的轨道优化设计上计算集合通信耗时。</translation>
    </message>
    <message>
        <source>Merge a user catalog FILE over the built-in one.</source>
        <translation>将用户产品目录 FILE 合并到内置目录之上。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>请尝试“%1 --help”。</translation>
    </message>
    <message>
        <source>Wrong number of arguments.</source>
        <translation>参数数量错误。</translation>
    </message>
    <message>
        <source>Design:      %1</source>
        <translation>设计：     %1</translation>
    </message>
    <message>
        <source>GPUs:        %1 in %2 servers (%3 NICs)</source>
        <translation>GPU：      %1 个，分布于 %2 台服务器（%3 个 NIC）</translation>
    </message>
    <message>
        <source>Switches:    %1 leaf, %2 spine, %3 core</source>
        <translation>交换机：   叶 %1，脊 %2，核心 %3</translation>
    </message>
    <message>
        <source>Cables:      %1 server-leaf, %2 leaf-spine, %3 spine-core, %4 other</source>
        <translation>线缆：     服务器-叶 %1，叶-脊 %2，脊-核心 %3，其他 %4</translation>
    </message>
    <message>
        <source>  %1: %2 switches, %3 of %4 ports used, oversubscription %5</source>
        <translation>  %1：%2 台交换机，已用 %3/%4 个端口，超额订阅比 %5</translation>
    </message>
    <message>
        <source>Bisection:   %1 Gb/s of %2 Gb/s full (%3%, %4)</source>
        <translation>对分带宽： %1 Gb/s，满对分为 %2 Gb/s（%3%，%4）</translation>
    </message>
    <message>
        <source>, %1 via %2</source>
        <translation>，经 %2 为 %1</translation>
    </message>
    <message>
        <source>Diameter:    %1 hops%2</source>
        <translation>直径：     %1 跳%2</translation>
    </message>
    <message>
        <source>Cut off:     %1 GPUs outside the main fabric</source>
        <translation>已隔离：   %1 个 GPU 不在主网络架构中</translation>
    </message>
    <message>
        <source>Findings:    %1 errors, %2 warnings, %3 info</source>
        <translation>检查结果： %1 个错误，%2 个警告，%3 条信息</translation>
    </message>
    <message>
        <source>Check a fabric: port budgets, speeds, oversubscription, bisection, connectivity, single points of failure, rails, hops, cable reach. Exit status 1 when there are error findings.</source>
        <translation>检查网络架构：端口预算、速率、超额订阅比、对分带宽、连通性、单点故障、轨道、跳数、线缆长度。存在错误级检查结果时退出状态为 1。</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>输出 JSON 而非文本。</translation>
    </message>
    <message>
        <source>Analyse with these devices or links failed (comma-separated, repeatable).</source>
        <translation>在这些设备或链路故障的情况下分析（逗号分隔，可重复）。</translation>
    </message>
    <message>
        <source>ID[,ID...]</source>
        <translation>ID[,ID...]</translation>
    </message>
    <message>
        <source>The .spinel design.</source>
        <translation>.spinel 设计文件。</translation>
    </message>
    <message>
        <source>With %1 failed:</source>
        <translation>%1 故障时：</translation>
    </message>
    <message>
        <source>  bisection lost: %1 Gb/s (%2 -&gt; %3 Gb/s)</source>
        <translation>  对分带宽损失： %1 Gb/s（%2 -&gt; %3 Gb/s）</translation>
    </message>
    <message>
        <source>  GPUs cut off:   %1</source>
        <translation>  被隔离的 GPU： %1</translation>
    </message>
    <message>
        <source>  %1: oversubscription %2 -&gt; %3</source>
        <translation>  %1：超额订阅比 %2 -&gt; %3</translation>
    </message>
    <message>
        <source>  new %1: %2</source>
        <translation>  新增 %1：%2</translation>
    </message>
    <message>
        <source>Check a fabric and run failure what-ifs.</source>
        <translation>检查网络架构并进行故障假设分析。</translation>
    </message>
    <message>
        <source>met</source>
        <translation>达成</translation>
    </message>
    <message>
        <source>MISSED</source>
        <translation>未达成</translation>
    </message>
    <message>
        <source>Measure Spinel&apos;s speed goals on this machine. Progress and figures go to stderr; --json prints the results to stdout.</source>
        <translation>在本机上测量 Spinel 的速度目标。进度和数据输出到 stderr；--json 将结果输出到 stdout。</translation>
    </message>
    <message>
        <source>One run per measurement (a smoke test, not a measurement).</source>
        <translation>每项测量只运行一次（冒烟测试，而非正式测量）。</translation>
    </message>
    <message>
        <source>Print the results as JSON.</source>
        <translation>以 JSON 格式输出结果。</translation>
    </message>
    <message>
        <source>List the sections.</source>
        <translation>列出各测试部分。</translation>
    </message>
    <message>
        <source>Sections to run (default: all).</source>
        <translation>要运行的部分（默认：全部）。</translation>
    </message>
    <message>
        <source>Unknown bench section &apos;%1&apos;; see --list.</source>
        <translation>未知的基准测试部分“%1”；请参见 --list。</translation>
    </message>
    <message>
        <source>Measure the speed goals on this machine.</source>
        <translation>在本机上测量速度目标。</translation>
    </message>
    <message>
        <source>Bill of materials: quantities, unit and extended prices, power.</source>
        <translation>物料清单：数量、单价与总价、功耗。</translation>
    </message>
    <message>
        <source>CSV output (the default).</source>
        <translation>CSV 输出（默认）。</translation>
    </message>
    <message>
        <source>JSON output.</source>
        <translation>JSON 输出。</translation>
    </message>
    <message>
        <source>Include the GPU servers.</source>
        <translation>包含 GPU 服务器。</translation>
    </message>
    <message>
        <source>Write to FILE instead of stdout.</source>
        <translation>写入 FILE 而非 stdout。</translation>
    </message>
    <message>
        <source>Choose one of --csv and --json.</source>
        <translation>请在 --csv 和 --json 中选择其一。</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Cabling plan: one row per cable with both ends&apos; device and port.</source>
        <translation>布线计划：每根线缆一行，列出两端的设备和端口。</translation>
    </message>
    <message>
        <source>CSV output (the default and only format).</source>
        <translation>CSV 输出（默认且唯一的格式）。</translation>
    </message>
    <message>
        <source>Bill of materials as CSV or JSON.</source>
        <translation>以 CSV 或 JSON 格式输出物料清单。</translation>
    </message>
    <message>
        <source>Cabling plan as CSV.</source>
        <translation>以 CSV 格式输出布线计划。</translation>
    </message>
    <message>
        <source>Time one collective (NCCL-style alpha-beta model) on a design.</source>
        <translation>在设计上估算一次集合通信的耗时（NCCL 风格的 alpha-beta 模型）。</translation>
    </message>
    <message>
        <source>Message size (nccl-tests definition): 8, 64KiB, 1GiB, 1e9.</source>
        <translation>消息大小（nccl-tests 定义）：8、64KiB、1GiB、1e9。</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>SIZE</translation>
    </message>
    <message>
        <source>--bytes needs a size of zero or more bytes, such as 8, 64KiB, 1GiB or 1e9.</source>
        <translation>--bytes 需要零或更多字节的大小，例如 8、64KiB、1GiB 或 1e9。</translation>
    </message>
    <message>
        <source>--gpus %1 is more than the design&apos;s %2 GPUs.</source>
        <translation>--gpus %1 超过了设计中的 %2 个 GPU。</translation>
    </message>
    <message>
        <source>Cannot time %1: %2</source>
        <translation>无法估算 %1 的耗时：%2</translation>
    </message>
    <message>
        <source>Time:       %1 us (latency %2 us + bandwidth %3 us)</source>
        <translation>耗时：   %1 us（延迟 %2 us + 带宽 %3 us）</translation>
    </message>
    <message>
        <source>algbw:      %1 GB/s</source>
        <translation>algbw：  %1 GB/s</translation>
    </message>
    <message>
        <source>busbw:      %1 GB/s</source>
        <translation>busbw：  %1 GB/s</translation>
    </message>
    <message>
        <source>Algorithm:  %1 (%2)</source>
        <translation>算法：   %1（%2）</translation>
    </message>
    <message>
        <source>Bottleneck: %1</source>
        <translation>瓶颈：   %1</translation>
    </message>
    <message>
        <source>Time one collective on a design (time, algbw, busbw, bottleneck).</source>
        <translation>估算设计上一次集合通信的性能（耗时、algbw、busbw、瓶颈）。</translation>
    </message>
    <message>
        <source>Set a template parameter (repeatable).</source>
        <translation>设置模板参数（可重复）。</translation>
    </message>
    <message>
        <source>key=value</source>
        <translation>键=值</translation>
    </message>
    <message>
        <source>Write the design to FILE.</source>
        <translation>将设计写入 FILE。</translation>
    </message>
    <message>
        <source>List the templates and their parameters.</source>
        <translation>列出模板及其参数。</translation>
    </message>
    <message>
        <source>Template name (see --list).</source>
        <translation>模板名称（参见 --list）。</translation>
    </message>
    <message>
        <source>Name a template; see --list.</source>
        <translation>请指定模板；参见 --list。</translation>
    </message>
    <message>
        <source>Say where to write the design with -o FILE.</source>
        <translation>请用 -o FILE 指定设计的输出位置。</translation>
    </message>
    <message>
        <source>--set expects key=value, not &apos;%1&apos;.</source>
        <translation>--set 需要“键=值”形式，而不是“%1”。</translation>
    </message>
    <message>
        <source>%1: %2 GPUs in %3 servers; %4 leaf, %5 spine, %6 core switches; %7 cables</source>
        <translation>%1：%2 个 GPU，分布于 %3 台服务器；叶交换机 %4 台，脊交换机 %5 台，核心交换机 %6 台；线缆 %7 根</translation>
    </message>
    <message>
        <source>Generated design is invalid at %1: %2</source>
        <translation>生成的设计在 %1 处无效：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Generate a fabric from a template.</source>
        <translation>从模板生成网络架构。</translation>
    </message>
    <message>
        <source>Summarise a design: GPUs, servers, switches by role, cables.</source>
        <translation>汇总设计：GPU、服务器、按角色划分的交换机、线缆。</translation>
    </message>
    <message>
        <source>Design:    %1</source>
        <translation>设计：   %1</translation>
    </message>
    <message>
        <source>Transport: %1</source>
        <translation>传输：   %1</translation>
    </message>
    <message>
        <source>GPUs:      %1 in %2 servers</source>
        <translation>GPU：    %1 个，分布于 %2 台服务器</translation>
    </message>
    <message>
        <source>Switches:  %1 leaf, %2 spine, %3 core</source>
        <translation>交换机： 叶 %1，脊 %2，核心 %3</translation>
    </message>
    <message>
        <source>Cables:    %1 (%2 server-leaf, %3 leaf-spine, %4 spine-core, %5 other)</source>
        <translation>线缆：   %1（服务器-叶 %2，叶-脊 %3，脊-核心 %4，其他 %5）</translation>
    </message>
    <message>
        <source>Summarise a design (counts of GPUs, switches, cables).</source>
        <translation>汇总设计（GPU、交换机、线缆数量）。</translation>
    </message>
    <message>
        <source>Render a plot of the design to PNG, SVG or PDF (no display needed).</source>
        <translation>将设计的图表渲染为 PNG、SVG 或 PDF（无需显示器）。</translation>
    </message>
    <message>
        <source>busbw (bus bandwidth vs message size), scaling or cost.</source>
        <translation>busbw（总线带宽与消息大小的关系）、scaling（扩展性）或 cost（成本）。</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>KIND</translation>
    </message>
    <message>
        <source>Output file: .png, .svg or .pdf.</source>
        <translation>输出文件：.png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <source>Width in pixels (default 960).</source>
        <translation>宽度（像素，默认 960）。</translation>
    </message>
    <message>
        <source>PX</source>
        <translation>PX</translation>
    </message>
    <message>
        <source>Height in pixels (default 600).</source>
        <translation>高度（像素，默认 600）。</translation>
    </message>
    <message>
        <source>Cost plot: include the GPU servers.</source>
        <translation>成本图：包含 GPU 服务器。</translation>
    </message>
    <message>
        <source>Give --kind busbw|scaling|cost and -o OUT.png|.svg|.pdf.</source>
        <translation>请指定 --kind busbw|scaling|cost 和 -o OUT.png|.svg|.pdf。</translation>
    </message>
    <message>
        <source>Unknown plot kind &apos;%1&apos;: use busbw, scaling or cost.</source>
        <translation>未知的图表类型“%1”：请使用 busbw、scaling 或 cost。</translation>
    </message>
    <message>
        <source>Cannot tell the format of %1: use .png, .svg or .pdf.</source>
        <translation>无法识别 %1 的格式：请使用 .png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <source>Render a plot (busbw, scaling, cost) to PNG, SVG or PDF.</source>
        <translation>将图表（busbw、scaling、cost）渲染为 PNG、SVG 或 PDF。</translation>
    </message>
    <message>
        <source>Write the PDF design report: summary, findings, key figures, plots, BOM.</source>
        <translation>生成 PDF 设计报告：摘要、检查结果、关键指标、图表、物料清单。</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>要写入的 PDF 文件。</translation>
    </message>
    <message>
        <source>Give the report&apos;s file name with -o report.pdf.</source>
        <translation>请用 -o report.pdf 指定报告的文件名。</translation>
    </message>
    <message>
        <source>The report is a PDF: name it .pdf (got %1).</source>
        <translation>报告为 PDF 格式：文件名须以 .pdf 结尾（实际为 %1）。</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>已写入 %1（%n 页）</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the PDF design report.</source>
        <translation>生成 PDF 设计报告。</translation>
    </message>
    <message>
        <source>Sweep one collective over message sizes 8 B to 16 GiB (powers of two), or with --scaling over GPU counts from one server to the whole design.</source>
        <translation>对一种集合通信在 8 B 到 16 GiB 的消息大小（2 的幂）上扫描，或使用 --scaling 在从一台服务器到整个设计的 GPU 数量上扫描。</translation>
    </message>
    <message>
        <source>Sweep GPU counts at one size instead of sizes.</source>
        <translation>在固定消息大小下扫描 GPU 数量，而非扫描消息大小。</translation>
    </message>
    <message>
        <source>Message size for --scaling (default 1GiB).</source>
        <translation>--scaling 使用的消息大小（默认 1GiB）。</translation>
    </message>
    <message>
        <source>Print CSV (the default).</source>
        <translation>输出 CSV（默认）。</translation>
    </message>
    <message>
        <source>Print JSON instead of CSV.</source>
        <translation>输出 JSON 而非 CSV。</translation>
    </message>
    <message>
        <source>Sweep a collective over message sizes or GPU counts (CSV).</source>
        <translation>在消息大小或 GPU 数量上扫描集合通信（CSV）。</translation>
    </message>
    <message>
        <source>--%1 needs a number from %2 to %3, not &apos;%4&apos;.</source>
        <translation>--%1 需要 %2 到 %3 之间的数字，而不是“%4”。</translation>
    </message>
    <message>
        <source>--%1 needs a whole number.</source>
        <translation>--%1 需要一个整数。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Tensor-parallel degree, inside one server.</source>
        <translation>张量并行度（限于单台服务器内）。</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree.</source>
        <translation>流水线并行度。</translation>
    </message>
    <message>
        <source>Global batch in tokens.</source>
        <translation>全局批大小（token 数）。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Tokens to train, for the time to train (e.g. 2e12).</source>
        <translation>训练 token 总数，用于计算训练时长（例如 2e12）。</translation>
    </message>
    <message>
        <source>Bytes per gradient element: 2 (bf16) or 4 (fp32).</source>
        <translation>每个梯度元素的字节数：2（bf16）或 4（fp32）。</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Cannot estimate the training step: %1</source>
        <translation>无法估算训练步：%1</translation>
    </message>
    <message>
        <source>Time to train: %1 days (%2 steps)</source>
        <translation>训练时长： %1 天（%2 步）</translation>
    </message>
    <message>
        <source>Estimate a training step: compute, communication, scaling.</source>
        <translation>估算训练步：计算、通信、扩展性。</translation>
    </message>
    <message>
        <source>Check that a design file is valid.</source>
        <translation>检查设计文件是否有效。</translation>
    </message>
    <message>
        <source>The .spinel design to check.</source>
        <translation>要检查的 .spinel 设计文件。</translation>
    </message>
    <message>
        <source>%1: valid (%2 devices, %3 links)</source>
        <translation>%1：有效（%2 台设备，%3 条链路）</translation>
    </message>
    <message>
        <source>Check a design file; exit 1 if invalid.</source>
        <translation>检查设计文件；无效时退出状态为 1。</translation>
    </message>
    <message>
        <source>allreduce, reducescatter, allgather, broadcast, reduce, alltoall or sendrecv.</source>
        <translation>allreduce、reducescatter、allgather、broadcast、reduce、alltoall 或 sendrecv。</translation>
    </message>
    <message>
        <source>OP</source>
        <translation>OP</translation>
    </message>
    <message>
        <source>Use the first N GPUs in rail order (default: all).</source>
        <translation>按轨道顺序使用前 N 个 GPU（默认：全部）。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>--op must be one of allreduce, reducescatter, allgather, broadcast, reduce, alltoall, sendrecv.</source>
        <translation>--op 必须是 allreduce、reducescatter、allgather、broadcast、reduce、alltoall、sendrecv 之一。</translation>
    </message>
    <message>
        <source>--gpus needs a whole number of at least 1.</source>
        <translation>--gpus 需要不小于 1 的整数。</translation>
    </message>
    <message>
        <source>--protocol must be LL, LL128 or Simple.</source>
        <translation>--protocol 必须是 LL、LL128 或 Simple。</translation>
    </message>
    <message>
        <source>Usage: spinel-cli COMMAND [options] [arguments]</source>
        <translation>用法：spinel-cli 命令 [选项] [参数]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Run &apos;spinel-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>运行“spinel-cli 命令 --help”查看某个命令的选项。</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.</source>
        <translation>未知命令“%1”。</translation>
    </message>
    <message>
        <source>scene build, 16,384 GPUs (showDesign)</source>
        <translation>场景构建，16,384 个 GPU（showDesign）</translation>
    </message>
    <message>
        <source>build into an empty scene %1 ms, first event-loop turn %2 ms, clear %3 ms</source>
        <translation>构建到空场景 %1 ms，首次事件循环 %2 ms，清空 %3 ms</translation>
    </message>
    <message>
        <source>%L1 devices, %L2 links, %L3 server blocks</source>
        <translation>%L1 台设备，%L2 条链路，%L3 个服务器块</translation>
    </message>
    <message>
        <source>full view: zoom %1, servers %2</source>
        <translation>全视图：缩放 %1，服务器%2</translation>
    </message>
    <message>
        <source>as blocks</source>
        <translation>显示为块</translation>
    </message>
    <message>
        <source>individually</source>
        <translation>逐个显示</translation>
    </message>
    <message>
        <source>frame, full view, panning</source>
        <translation>帧，全视图，平移时</translation>
    </message>
    <message>
        <source>frame, full view, after a zoom step</source>
        <translation>帧，全视图，缩放一步后</translation>
    </message>
    <message>
        <source>switch links redrawn on a worker thread after a zoom step: %1 ms (the UI thread does not wait)</source>
        <translation>缩放一步后在工作线程中重绘交换机链路：%1 ms（界面线程无需等待）</translation>
    </message>
    <message>
        <source>switch level of detail (both ways)</source>
        <translation>切换细节级别（双向）</translation>
    </message>
    <message>
        <source>frame, full view, every item drawn</source>
        <translation>帧，全视图，绘制每个图元</translation>
    </message>
    <message>
        <source>zoomed view: zoom %1, servers %2</source>
        <translation>放大视图：缩放 %1，服务器%2</translation>
    </message>
    <message>
        <source>frame, zoomed in (100 %)</source>
        <translation>帧，放大（100 %）</translation>
    </message>
    <message>
        <source>middle view: zoom %1</source>
        <translation>中间视图：缩放 %1</translation>
    </message>
    <message>
        <source>frame, zoomed to a few units</source>
        <translation>帧，缩放到几个单元</translation>
    </message>
    <message>
        <source>open: load file + scene + fit + first frame</source>
        <translation>打开：加载文件 + 场景 + 适配 + 首帧</translation>
    </message>
    <message>
        <source>Canvas scene build, frame paint and open time on the 16,384-GPU design.</source>
        <translation>在 16,384 GPU 设计上测量画布场景构建、帧绘制和打开时间。</translation>
    </message>
    <message>
        <source>move all 3,328 devices, scene following (auto-layout, undo)</source>
        <translation>移动全部 3,328 台设备，场景随之更新（自动布局、撤销）</translation>
    </message>
    <message>
        <source>Model parameters, every expert included, e.g. 70e9 (default: the design&apos;s training settings, as for every option below).</source>
        <translation>模型参数（含全部专家），例如 70e9（默认：设计的训练设置，以下各选项同理）。</translation>
    </message>
    <message>
        <source>Parameters each token uses (mixture of experts; 0: from --experts and --top-k).</source>
        <translation>每个 token 使用的参数（混合专家；0：由 --experts 和 --top-k 推出）。</translation>
    </message>
    <message>
        <source>Data-parallel degree (default: GPUs / (tp x pp x cp)).</source>
        <translation>数据并行度（默认：GPU 数 / (tp x pp x cp)）。</translation>
    </message>
    <message>
        <source>Context-parallel degree (the sequence split across GPUs).</source>
        <translation>上下文并行度（序列在 GPU 间切分）。</translation>
    </message>
    <message>
        <source>Expert-parallel degree (experts spread over this many data-parallel ranks).</source>
        <translation>专家并行度（专家分布在这么多数据并行 rank 上）。</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per GPU (interleaved 1F1B).</source>
        <translation>每个 GPU 的虚拟流水线阶段数（交错 1F1B）。</translation>
    </message>
    <message>
        <source>Sequences per micro-batch.</source>
        <translation>每个微批次的序列数。</translation>
    </message>
    <message>
        <source>Tokens per sequence.</source>
        <translation>每个序列的 token 数。</translation>
    </message>
    <message>
        <source>Transformer layers (0: from --params).</source>
        <translation>Transformer 层数（0：由 --params 推出）。</translation>
    </message>
    <message>
        <source>Hidden size (0: from --params).</source>
        <translation>隐藏维度（0：由 --params 推出）。</translation>
    </message>
    <message>
        <source>Experts per MoE layer (1: a dense model).</source>
        <translation>每个 MoE 层的专家数（1：稠密模型）。</translation>
    </message>
    <message>
        <source>Experts each token is routed to.</source>
        <translation>每个 token 路由到的专家数。</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Activation recomputation: none, selective or full.</source>
        <translation>激活重计算：none、selective 或 full。</translation>
    </message>
    <message>
        <source>MODE</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>ZeRO stage 0-3 (0: all-reduce of gradients).</source>
        <translation>ZeRO 阶段 0-3（0：梯度 all-reduce）。</translation>
    </message>
    <message>
        <source>Share of peak FLOP/s the matmuls reach, 0..1 (MFU is a result).</source>
        <translation>矩阵乘法达到的峰值 FLOP/s 比例，0..1（MFU 是结果）。</translation>
    </message>
    <message>
        <source>Old name of --kernel-efficiency.</source>
        <translation>--kernel-efficiency 的旧名称。</translation>
    </message>
    <message>
        <source>Share of every kind of communication hidden behind compute, 0..1.</source>
        <translation>每类通信被计算掩盖的比例，0..1。</translation>
    </message>
    <message>
        <source>Share of tensor-parallel communication hidden, 0..1.</source>
        <translation>张量并行通信被掩盖的比例，0..1。</translation>
    </message>
    <message>
        <source>Share of context-parallel communication hidden, 0..1.</source>
        <translation>上下文并行通信被掩盖的比例，0..1。</translation>
    </message>
    <message>
        <source>Share of expert-parallel all-to-alls hidden, 0..1.</source>
        <translation>专家并行 all-to-all 被掩盖的比例，0..1。</translation>
    </message>
    <message>
        <source>Share of pipeline sends hidden, 0..1.</source>
        <translation>流水线发送被掩盖的比例，0..1。</translation>
    </message>
    <message>
        <source>Share of the gradient sync hidden behind the backward pass, 0..1.</source>
        <translation>梯度同步被反向传播掩盖的比例，0..1。</translation>
    </message>
    <message>
        <source>Old form of --zero 1.</source>
        <translation>--zero 1 的旧形式。</translation>
    </message>
    <message>
        <source>--recompute needs none, selective or full, not &apos;%1&apos;.</source>
        <translation>--recompute 需要 none、selective 或 full，而不是“%1”。</translation>
    </message>
    <message>
        <source>Give --kernel-efficiency or its old name --mfu, not both.</source>
        <translation>请给出 --kernel-efficiency 或其旧名称 --mfu，不要同时给出。</translation>
    </message>
    <message>
        <source>Parallelism:   dp %1 x tp %2 x pp %3 x cp %4 = %5 GPUs, ep %6, %7 virtual stages (%8 layers, hidden %9)</source>
        <translation>并行方式：  dp %1 x tp %2 x pp %3 x cp %4 = %5 个 GPU，ep %6，%7 个虚拟阶段（%8 层，隐藏维度 %9）</translation>
    </message>
    <message>
        <source>Compute:       %1 s per step + %2 s pipeline bubble (%3 micro-batches)</source>
        <translation>计算：      每步 %1 秒 + %2 秒流水线气泡（%3 个微批次）</translation>
    </message>
    <message>
        <source>Exposed:       %1 s tensor parallel, %2 s context parallel, %3 s expert parallel, %4 s pipeline, %5 s data parallel (of %6 s communication)</source>
        <translation>暴露：      张量并行 %1 秒，上下文并行 %2 秒，专家并行 %3 秒，流水线 %4 秒，数据并行 %5 秒（共 %6 秒通信）</translation>
    </message>
    <message>
        <source>Step:          %1 s; MFU %2%, hardware FLOPs %3% of peak, scaling efficiency %4%</source>
        <translation>步骤：      %1 秒；MFU %2%，硬件 FLOPs 为峰值的 %3%，扩展效率 %4%</translation>
    </message>
    <message>
        <source>Estimate a training step on a design: compute, pipeline bubble, each kind of communication, step time, MFU and time to train.</source>
        <translation>估算设计上的一个训练步：计算、流水线气泡、各类通信、步时、MFU 和训练时长。</translation>
    </message>
    <message>
        <source>predict every measured row (%1 rows)</source>
        <translation>预测每一行实测数据（%1 行）</translation>
    </message>
    <message>
        <source>Predictions against published nccl-tests results.</source>
        <translation>与已发布的 nccl-tests 结果对比的预测。</translation>
    </message>
    <message>
        <source>The output file name is empty; name a file, or - for standard output.</source>
        <translation>输出文件名为空；请指定文件，或用 - 表示标准输出。</translation>
    </message>
    <message>
        <source>Cannot write %1: out of memory</source>
        <translation>无法写入 %1：内存不足</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>NCCL&apos;s own choice: %1 (%2)</source>
        <translation>NCCL 自己的选择：%1（%2）</translation>
    </message>
    <message>
        <source>Upper bound: %1</source>
        <translation>上界：%1</translation>
    </message>
    <message>
        <source>Note:       %1</source>
        <translation>说明：     %1</translation>
    </message>
    <message>
        <source>--width and --height must be whole numbers of pixels, from 200 × 150 to 10000 × 10000.</source>
        <translation>--width 和 --height 必须是整数像素，范围 200 × 150 到 10000 × 10000。</translation>
    </message>
    <message>
        <source>tp %1 x pp %2 = %3 GPUs per model replica, more than the design&apos;s %4 GPUs.</source>
        <translation>tp %1 x pp %2 = 每个模型副本 %3 个 GPU，多于设计中的 %4 个 GPU。</translation>
    </message>
    <message>
        <source>auto (what NCCL would run), ring, tree, nvls, nvlstree, innetwork (CollNet Direct), innetwork-chain, pat, pairwise or hierarchical (not NCCL; to compare).</source>
        <translation>auto（NCCL 会选择的算法）、ring、tree、nvls、nvlstree、innetwork（CollNet Direct）、innetwork-chain、pat、pairwise 或 hierarchical（非 NCCL 算法，用于对比）。</translation>
    </message>
    <message>
        <source>Force LL, LL128 or Simple (default: NCCL&apos;s choice).</source>
        <translation>强制使用 LL、LL128 或 Simple（默认：NCCL 的选择）。</translation>
    </message>
    <message>
        <source>NCCL_MIN_NCHANNELS: run at least N channels (default: NCCL&apos;s own count).</source>
        <translation>NCCL_MIN_NCHANNELS：至少使用 N 个通道（默认：NCCL 自己的数量）。</translation>
    </message>
    <message>
        <source>--algorithm must be one of auto, ring, tree, nvls, nvlstree, innetwork, innetwork-chain, pat, pairwise, hierarchical.</source>
        <translation>--algorithm 必须是 auto、ring、tree、nvls、nvlstree、innetwork、innetwork-chain、pat、pairwise、hierarchical 之一。</translation>
    </message>
    <message>
        <source>--channels must be a whole number from 1 to 64 (NCCL&apos;s MAXCHANNELS).</source>
        <translation>--channels 必须是 1 到 64 的整数（NCCL 的 MAXCHANNELS）。</translation>
    </message>
    <message>
        <source>%1: out of memory; the input is too large for this machine.</source>
        <translation>%1：内存不足；输入对这台机器来说太大。</translation>
    </message>
    <message>
        <source>editing: delete left devices behind</source>
        <translation>editing：删除后仍有设备残留</translation>
    </message>
    <message>
        <source>editing: undo did not restore the design</source>
        <translation>editing：撤销未能恢复设计</translation>
    </message>
    <message>
        <source>%L1 devices, %L2 links</source>
        <translation>%L1 台设备，%L2 条链路</translation>
    </message>
    <message>
        <source>select all</source>
        <translation>全选</translation>
    </message>
    <message>
        <source>delete everything (one undo command)</source>
        <translation>全部删除（一条撤销命令）</translation>
    </message>
    <message>
        <source>undo the delete</source>
        <translation>撤销删除</translation>
    </message>
    <message>
        <source>redo the delete</source>
        <translation>重做删除</translation>
    </message>
    <message>
        <source>Select all, delete, undo and redo in the main window on the 16,384-GPU design.</source>
        <translation>在 16,384 GPU 的设计上，于主窗口中全选、删除、撤销和重做。</translation>
    </message>
    <message>
        <source>Topology exports of the 16,384-GPU design.</source>
        <translation>16,384 GPU 设计的拓扑导出。</translation>
    </message>
    <message>
        <source>%1 GPUs: %2</source>
        <translation>%1 个 GPU：%2</translation>
    </message>
    <message>
        <source>Every stage on 16k, 131k and 1M GPUs: wall, CPU, peak memory and growth.</source>
        <translation>在 16k、131k 和 1M 个 GPU 上的每个阶段：实际耗时、CPU 时间、峰值内存和增长。</translation>
    </message>
    <message>
        <source>Explain the number: its latency and bandwidth terms, the bottleneck, and what would change it (the model re-run on modified copies of the design).</source>
        <translation>解释该数值：其延迟项和带宽项、瓶颈，以及哪些改动会影响它（在修改后的设计副本上重新运行模型）。</translation>
    </message>
    <message>
        <source>ibnetdiscover&apos;s node-name map (GUID to name).</source>
        <translation>ibnetdiscover 的节点名称映射（GUID 到名称）。</translation>
    </message>
    <message>
        <source>MAP</source>
        <translation>MAP</translation>
    </message>
    <message>
        <source>Do not compare link speeds (a simulator reports its own).</source>
        <translation>不比较链路速率（模拟器会报告自己的速率）。</translation>
    </message>
    <message>
        <source>CSV output.</source>
        <translation>CSV 输出。</translation>
    </message>
    <message>
        <source>The fabric as built.</source>
        <translation>实际搭建的网络架构。</translation>
    </message>
    <message>
        <source>missing  %1 — %2</source>
        <translation>缺失  %1 — %2</translation>
    </message>
    <message>
        <source>extra    %1 — %2</source>
        <translation>多余  %1 — %2</translation>
    </message>
    <message>
        <source>miswired %1 goes to %2, the design has %3</source>
        <translation>接错  %1 连到了 %2，设计中为 %3</translation>
    </message>
    <message>
        <source>speed    %1 — %2 runs at %3 Gb/s, the design has %4 Gb/s</source>
        <translation>速率  %1 — %2 运行于 %3 Gb/s，设计中为 %4 Gb/s</translation>
    </message>
    <message>
        <source>The fabric matches the design: %1 cables.</source>
        <translation>网络架构与设计一致：%1 根线缆。</translation>
    </message>
    <message>
        <source>Export the fabric for another program. Formats: %1.
netbox and astra-sim write a folder; ibsim and ibnetdiscover also write OUT.node-name-map.</source>
        <translation>导出网络架构供其他程序使用。格式：%1。
netbox 和 astra-sim 输出一个文件夹；ibsim 和 ibnetdiscover 还会输出 OUT.node-name-map。</translation>
    </message>
    <message>
        <source>The format (default: from the extension of OUT).</source>
        <translation>格式（默认：根据 OUT 的扩展名确定）。</translation>
    </message>
    <message>
        <source>The file or folder to write.</source>
        <translation>要写入的文件或文件夹。</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>OUT</translation>
    </message>
    <message>
        <source>dot: do not put each tier on one rank.</source>
        <translation>dot：不将每个层级放在同一 rank 上。</translation>
    </message>
    <message>
        <source>Name the output with -o OUT.</source>
        <translation>请用 -o OUT 指定输出。</translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;; choose one of %2.</source>
        <translation>未知格式“%1”；请从 %2 中选择。</translation>
    </message>
    <message>
        <source>Cannot tell the format from &quot;%1&quot;; add --format (one of %2).</source>
        <translation>无法从“%1”识别格式；请添加 --format（%2 之一）。</translation>
    </message>
    <message>
        <source>The %1 format writes a folder; name it with -o.</source>
        <translation>%1 格式输出一个文件夹；请用 -o 指定。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Export the fabric for Slurm, InfiniBand tools, graph tools, containerlab, NetBox, installers or ASTRA-sim.</source>
        <translation>导出网络架构，供 Slurm、InfiniBand 工具、图工具、containerlab、NetBox、安装人员或 ASTRA-sim 使用。</translation>
    </message>
    <message>
        <source>(%1 steps, %2 checks)</source>
        <translation>（%1 个步骤，%2 项检查）</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>步骤 %1：%2</translation>
    </message>
    <message>
        <source>  Question: %1</source>
        <translation>  问题：%1</translation>
    </message>
    <message>
        <source>  Hint: %1</source>
        <translation>  提示：%1</translation>
    </message>
    <message>
        <source>  Answer: %1</source>
        <translation>  答案：%1</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>Show or check the lessons (resources/lessons, or --dir).</source>
        <translation>显示或检查课程（resources/lessons 或 --dir）。</translation>
    </message>
    <message>
        <source>List the lessons.</source>
        <translation>列出课程。</translation>
    </message>
    <message>
        <source>Run every check of the lesson (of every lesson without ID) against the model; exit 1 if one fails.</source>
        <translation>针对模型运行该课程的所有检查（未指定 ID 时运行所有课程的检查）；任一检查失败时退出状态为 1。</translation>
    </message>
    <message>
        <source>Read lessons from this folder instead of the built-in ones.</source>
        <translation>从此文件夹读取课程，而非使用内置课程。</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>en, de or zh_CN (default: en).</source>
        <translation>en、de 或 zh_CN（默认：en）。</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>A lesson id, or a lesson file (.json).</source>
        <translation>课程 ID 或课程文件（.json）。</translation>
    </message>
    <message>
        <source>No lesson &quot;%1&quot;; spinel-cli lesson --list shows them.</source>
        <translation>没有课程“%1”；spinel-cli lesson --list 可列出所有课程。</translation>
    </message>
    <message>
        <source>Show or check the lessons (claims checked by the model).</source>
        <translation>显示或检查课程（由模型验证其中的论断）。</translation>
    </message>
    <message>
        <source>Build: %1, Qt %2 (running on Qt %3)</source>
        <translation>构建：%1，Qt %2（运行于 Qt %3）</translation>
    </message>
    <message>
        <source>schedule, ring all-reduce 1 GiB, %1</source>
        <translation>调度，ring all-reduce 1 GiB，%1</translation>
    </message>
    <message>
        <source>%1: no schedule: %2</source>
        <translation>%1：无调度：%2</translation>
    </message>
    <message>
        <source>%1: %L2 steps shown for %L3, %L4 transfers</source>
        <translation>%1：显示 %L2 步（代表 %L3 步），%L4 次传输</translation>
    </message>
    <message>
        <source>canvas frame without the animation, %1</source>
        <translation>不含动画的画布帧，%1</translation>
    </message>
    <message>
        <source>animation frame, %1</source>
        <translation>动画帧，%1</translation>
    </message>
    <message>
        <source>4-server example</source>
        <translation>4 台服务器示例</translation>
    </message>
    <message>
        <source>16,384 GPUs</source>
        <translation>16,384 个 GPU</translation>
    </message>
    <message>
        <source>Collective schedule and animation frame times (example, 16,384 GPUs).</source>
        <translation>集合通信调度和动画帧耗时（示例、16,384 个 GPU）。</translation>
    </message>
    <message>
        <source>Width in pixels (default 1280).</source>
        <translation>宽度（像素，默认 1280）。</translation>
    </message>
    <message>
        <source>Height in pixels (default 800).</source>
        <translation>高度（像素，默认 800）。</translation>
    </message>
    <message>
        <source>Merge steps beyond this many (default 64).</source>
        <translation>步数超过此值时合并步骤（默认 64）。</translation>
    </message>
    <message>
        <source>Give --bytes SIZE, e.g. 1GiB.</source>
        <translation>请指定 --bytes SIZE，例如 1GiB。</translation>
    </message>
    <message>
        <source>--max-steps must be a whole number from 1 to 10000.</source>
        <translation>--max-steps 必须是 1 到 10000 之间的整数。</translation>
    </message>
    <message>
        <source>Cannot animate: %1</source>
        <translation>无法生成动画：%1</translation>
    </message>
    <message>
        <source>%1 frames written to %2: %3</source>
        <translation>已将 %1 帧写入 %2：%3</translation>
    </message>
    <message>
        <source>As-built import of a 2,000-switch ibnetdiscover dump.</source>
        <translation>从包含 2,000 台交换机的 ibnetdiscover 转储导入实际搭建的网络架构。</translation>
    </message>
    <message>
        <source>note: %1: %2</source>
        <translation>注：%1：%2</translation>
    </message>
    <message>
        <source>Play a collective on the drawn fabric step by step and write one PNG per step, or an animated GIF or SVG (no display needed).</source>
        <translation>在所绘制的网络架构上逐步播放集合通信，每步写出一个 PNG，或写出动画 GIF 或 SVG（无需显示器）。</translation>
    </message>
    <message>
        <source>Output: a directory for step-0001.png, …, or FILE.gif or FILE.svg (animated, one frame per step).</source>
        <translation>输出：存放 step-0001.png、… 的目录，或 FILE.gif 或 FILE.svg（动画，每步一帧）。</translation>
    </message>
    <message>
        <source>DIR|FILE</source>
        <translation>DIR|FILE</translation>
    </message>
    <message>
        <source>Give -o DIR (numbered PNGs) or -o FILE.gif or FILE.svg (animated).</source>
        <translation>请指定 -o DIR（编号的 PNG）或 -o FILE.gif 或 FILE.svg（动画）。</translation>
    </message>
    <message>
        <source>Play a collective on the fabric: PNGs per step, GIF or SVG.</source>
        <translation>在网络架构上播放集合通信：每步一个 PNG、GIF 或 SVG。</translation>
    </message>
    <message>
        <source>Compare the design&apos;s cables with the fabric as built (ibnetdiscover text or LLDP tables).
Exit 0: they match; 1: they differ; 2: bad input.</source>
        <translation>将设计中的线缆与实际搭建的网络架构（ibnetdiscover 文本或 LLDP 表）进行比较。
退出状态 0：一致；1：不一致；2：输入无效。</translation>
    </message>
    <message>
        <source>The as-built format: ibnetdiscover, or lldp (lldpcli -f json0 show neighbors; a file or a folder of NAME.json, one per switch).</source>
        <translation>实际搭建数据的格式：ibnetdiscover 或 lldp（lldpcli -f json0 show neighbors；一个文件，或包含 NAME.json 的文件夹，每台交换机一个）。</translation>
    </message>
    <message>
        <source>Unknown as-built format &quot;%1&quot;; choose ibnetdiscover or lldp.</source>
        <translation>未知的实际搭建数据格式“%1”；请选择 ibnetdiscover 或 lldp。</translation>
    </message>
    <message>
        <source>Compare a design with the fabric as built (ibnetdiscover, LLDP).</source>
        <translation>将设计与实际搭建的网络架构进行比较（ibnetdiscover、LLDP）。</translation>
    </message>
    <message>
        <source>Generate a fabric from a template (fat-tree, leaf-spine, rail-optimized, torus, nvl72).</source>
        <translation>从模板生成网络架构（fat-tree、leaf-spine、rail-optimized、torus、nvl72）。</translation>
    </message>
    <message>
        <source>Make a design from the fabric as built (ibnetdiscover text, LLDP tables from lldpcli -f json0 show neighbors: a file or a folder of NAME.json, one per switch) or from a GraphML drawing.</source>
        <translation>根据实际搭建的网络架构（ibnetdiscover 文本，或来自 lldpcli -f json0 show neighbors 的 LLDP 表：一个文件，或包含 NAME.json 的文件夹，每台交换机一个）或 GraphML 图创建设计。</translation>
    </message>
    <message>
        <source>ibnetdiscover, lldp or graphml (default: from IN: a folder or .json is lldp, .graphml graphml, .ibnd ibnetdiscover).</source>
        <translation>ibnetdiscover、lldp 或 graphml（默认根据 IN 判断：文件夹或 .json 为 lldp，.graphml 为 graphml，.ibnd 为 ibnetdiscover）。</translation>
    </message>
    <message>
        <source>The .spinel design to write.</source>
        <translation>要写入的 .spinel 设计文件。</translation>
    </message>
    <message>
        <source>The as-built file or folder, or the GraphML file.</source>
        <translation>实际搭建数据的文件或文件夹，或 GraphML 文件。</translation>
    </message>
    <message>
        <source>Unknown import format &quot;%1&quot;; choose ibnetdiscover, lldp or graphml.</source>
        <translation>未知的导入格式“%1”；请选择 ibnetdiscover、lldp 或 graphml。</translation>
    </message>
    <message>
        <source>Cannot tell the format of &quot;%1&quot;; add --format ibnetdiscover, lldp or graphml.</source>
        <translation>无法识别“%1”的格式；请添加 --format ibnetdiscover、lldp 或 graphml。</translation>
    </message>
    <message>
        <source>%1: the imported design is not valid at %2: %3</source>
        <translation>%1：导入的设计在 %2 处无效：%3</translation>
    </message>
    <message>
        <source>Imported %1 switches, %2 servers and %3 cables into %4.</source>
        <translation>已将 %1 台交换机、%2 台服务器和 %3 根线缆导入 %4。</translation>
    </message>
    <message>
        <source>Make a design from ibnetdiscover, LLDP tables or GraphML.</source>
        <translation>根据 ibnetdiscover、LLDP 表或 GraphML 创建设计。</translation>
    </message>
    <message>
        <source>NVLink:    %1 domains (each rack partition, each server outside a rack)</source>
        <translation>NVLink： %1 个域（每个机架分区、每台机架外的服务器各为一个域）</translation>
    </message>
    <message numerus="yes">
        <source>; %n NVLink domain(s)</source>
        <translation>
            <numerusform>；%n 个 NVLink 域</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n rack(s)</source>
        <translation>
            <numerusform>，共 %n 个机架</numerusform>
        </translation>
    </message>
    <message>
        <source>animation overlay paint only, %1</source>
        <translation>仅绘制动画叠加层，%1</translation>
    </message>
    <message>
        <source>runlist: the columns, comma-separated (%1), or a preset (default, p2p).</source>
        <translation>runlist：列，以逗号分隔（%1），或一个预设（default、p2p）。</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <source>runlist: a column preset: default, or p2p (NVIDIA cable validation&apos;s P2P sheet).</source>
        <translation>runlist：列预设：default 或 p2p（NVIDIA 线缆验证的 P2P 表）。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>--columns and --preset apply to the runlist format only.</source>
        <translation>--columns 和 --preset 仅适用于 runlist 格式。</translation>
    </message>
    <message>
        <source>Give either --columns or --preset, not both.</source>
        <translation>请指定 --columns 或 --preset 之一，不要同时指定。</translation>
    </message>
    <message>
        <source>Unknown run-list preset &quot;%1&quot;; choose default or p2p.</source>
        <translation>未知的敷设清单预设“%1”；请选择 default 或 p2p。</translation>
    </message>
    <message>
        <source>--columns: %1</source>
        <translation>--columns：%1</translation>
    </message>
    <message>
        <source>editing-scale: needs a QApplication (bench is a drawing command); skipped</source>
        <translation>editing-scale：需要 QApplication（bench 是绘图命令）；已跳过</translation>
    </message>
    <message>
        <source>editing-scale: cannot generate the design: %1</source>
        <translation>editing-scale：无法生成设计：%1</translation>
    </message>
    <message>
        <source>%L1 racks: %L2 devices, %L3 links, %L4 domains</source>
        <translation>%L1 个机架：%L2 台设备，%L3 条链路，%L4 个域</translation>
    </message>
    <message>
        <source>editing-scale: %1</source>
        <translation>editing-scale：%1</translation>
    </message>
    <message>
        <source>editing-scale: the tray was not deleted</source>
        <translation>editing-scale：托盘未被删除</translation>
    </message>
    <message>
        <source>open: load + canvas + first event-loop turn</source>
        <translation>打开：加载 + 画布 + 首次事件循环</translation>
    </message>
    <message>
        <source>open: longest event-loop turn until the checks and plots are in</source>
        <translation>打开：检查和图表完成前最长的一次事件循环</translation>
    </message>
    <message>
        <source>set a rack&apos;s NVLink partition</source>
        <translation>设置机架的 NVLink 分区</translation>
    </message>
    <message>
        <source>  then the longest event-loop turn until results are in</source>
        <translation>  随后在结果完成前最长的一次事件循环</translation>
    </message>
    <message>
        <source>delete one tray</source>
        <translation>删除一个托盘</translation>
    </message>
    <message>
        <source>undo while a worker copies the design</source>
        <translation>在工作线程复制设计时撤销</translation>
    </message>
    <message>
        <source>close the window (exit)</source>
        <translation>关闭窗口（退出）</translation>
    </message>
    <message>
        <source>(for comparison) copy the design on the UI thread</source>
        <translation>（用于对比）在 UI 线程上复制设计</translation>
    </message>
    <message>
        <source>(for comparison) delete the canvas&apos;s items one by one</source>
        <translation>（用于对比）逐个删除画布上的图元</translation>
    </message>
    <message>
        <source>Open, small edits and exit in the main window on 1,800 GB300 NVL72 racks.</source>
        <translation>在 1,800 个 GB300 NVL72 机架的设计上，于主窗口中打开、进行小幅编辑并退出。</translation>
    </message>
    <message>
        <source>%1: needs a QApplication (bench is a drawing command); skipped</source>
        <extracomment>%1 the bench section (canvas, editing, animation)</extracomment>
        <translation>%1：需要 QApplication（bench 是绘图命令）；已跳过</translation>
    </message>
    <message>
        <source>%1: longest turn until the canvas is done</source>
        <translation>%1：画布完成前最长的一次事件循环</translation>
    </message>
    <message>
        <source>%1: until the canvas is done (slices, progress)</source>
        <translation>%1：直至画布完成（分片、进度）</translation>
    </message>
    <message>
        <source>editing: undo did not restore the canvas</source>
        <translation>editing：撤销未能恢复画布</translation>
    </message>
    <message>
        <source>animation frame without the frame cache, %1</source>
        <translation>不使用帧缓存的动画帧，%1</translation>
    </message>
    <message>
        <source>frame cache rebuilt (after a zoom, scroll or resize), %1</source>
        <translation>帧缓存重建（缩放、滚动或调整大小后），%1</translation>
    </message>
    <message>
        <source>%1: slowest frame %2 ms: %3</source>
        <translation>%1：最慢帧 %2 ms：%3</translation>
    </message>
    <message>
        <source>under the goal</source>
        <translation>低于目标</translation>
    </message>
    <message>
        <source>OVER the goal</source>
        <translation>超出目标</translation>
    </message>
    <message>
        <source>%1: the frame cache was not used</source>
        <translation>%1：未使用帧缓存</translation>
    </message>
    <message>
        <source>%1: %2 of %3 step changes drawn ahead on a worker</source>
        <translation>%1：%3 次步骤切换中有 %2 次已在工作线程中预先绘制</translation>
    </message>
    <message>
        <source>editing: undo did not select what it restored</source>
        <translation>editing：撤销未选中其恢复的内容</translation>
    </message>
    <message>
        <source>%1 of %2 bytes on %3 GPUs (%4)</source>
        <translation>%1，%2 字节，%3 个 GPU（%4）</translation>
    </message>
    <message>
        <source>Assumed:    %1</source>
        <translation>假定：%1</translation>
    </message>
    <message>
        <source>Memory: glibc&apos;s allocator tuned as the GUI runs it (huge pages, freed memory kept).</source>
        <translation>内存：glibc 分配器已按图形界面的方式调优（大页，释放的内存保留）。</translation>
    </message>
    <message>
        <source>Memory: glibc&apos;s allocator with its defaults, not as the GUI runs it.</source>
        <translation>内存：glibc 分配器使用默认设置，与图形界面的运行方式不同。</translation>
    </message>
    <message>
        <source>Auto-Layout by tier (every device moves)</source>
        <translation>按层级自动布局（每个设备都移动）</translation>
    </message>
    <message>
        <source>undo the Auto-Layout</source>
        <translation>撤销自动布局</translation>
    </message>
    <message>
        <source>a frame of the whole canvas at full view</source>
        <translation>全局视图下整个画布的一帧</translation>
    </message>
    <message>
        <source>switch to the switches drawn as boxes (both ways)</source>
        <translation>切换为以方块绘制交换机（双向）</translation>
    </message>
</context>
<context>
    <name>DeviceItem</name>
    <message>
        <source>Leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>%1 × %2 GPU</source>
        <translation>%1 × %2 GPU</translation>
    </message>
    <message>
        <source>GPU server</source>
        <translation>GPU 服务器</translation>
    </message>
    <message>
        <source>%1 · %2 × %3</source>
        <translation>%1 · %2 × %3</translation>
    </message>
    <message>
        <source>%1 switch</source>
        <translation>%1交换机</translation>
    </message>
    <message>
        <source>Group: %1</source>
        <translation>分组：%1</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>ID：%1</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>All-reduce</source>
        <translation>All-reduce</translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation>Reduce-scatter</translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation>All-gather</translation>
    </message>
    <message>
        <source>Broadcast</source>
        <translation>Broadcast</translation>
    </message>
    <message>
        <source>Reduce</source>
        <translation>Reduce</translation>
    </message>
    <message>
        <source>All-to-all</source>
        <translation>All-to-all</translation>
    </message>
    <message>
        <source>Send/receive</source>
        <translation>Send/receive</translation>
    </message>
    <message>
        <source>Copper (DAC)</source>
        <translation>铜缆 (DAC)</translation>
    </message>
    <message>
        <source>Active optical (AOC)</source>
        <translation>有源光缆 (AOC)</translation>
    </message>
    <message>
        <source>Multimode fibre</source>
        <translation>多模光纤</translation>
    </message>
    <message>
        <source>Single-mode fibre</source>
        <translation>单模光纤</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <source>TCP</source>
        <translation>TCP</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Optics</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机架</translation>
    </message>
    <message>
        <source>Trays / servers</source>
        <translation>托盘 / 服务器</translation>
    </message>
</context>
<context>
    <name>ExplainText</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>nothing (one GPU)</source>
        <translation>无（单个 GPU）</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>NVLink SHARP (NVLS)</source>
        <translation>NVLink SHARP (NVLS)</translation>
    </message>
    <message>
        <source>NIC %1G</source>
        <translation>NIC %1G</translation>
    </message>
    <message>
        <source>server link %1G (NIC %2G)</source>
        <translation>服务器链路 %1G（NIC %2G）</translation>
    </message>
    <message>
        <source>leaf uplinks at %1:1</source>
        <translation>叶交换机上行链路（%1:1）</translation>
    </message>
    <message>
        <source>spine uplinks at %1:1</source>
        <translation>脊交换机上行链路（%1:1）</translation>
    </message>
    <message>
        <source>NCCL&apos;s bandwidth cap for the protocol</source>
        <translation>NCCL 对该协议的带宽上限</translation>
    </message>
    <message>
        <source>start-up latency of the algorithm (NCCL&apos;s base)</source>
        <translation>算法的启动延迟（NCCL 的基础值）</translation>
    </message>
    <message>
        <source>%1 ranks × %2 each</source>
        <translation>%1 个 rank × 每个 %2</translation>
    </message>
    <message>
        <source>NCCL&apos;s ring plateau for large multi-server all-reduces: the rest × %1</source>
        <translation>NCCL 在多服务器大规模 all-reduce 时的 ring 平台值：其余部分 × %1</translation>
    </message>
    <message>
        <source>rest of the latency model</source>
        <translation>延迟模型的其余部分</translation>
    </message>
    <message>
        <source>%1 each GPU moves ÷ %2 GB/s</source>
        <translation>每个 GPU 传输的 %1 ÷ %2 GB/s</translation>
    </message>
    <message>
        <source>%1 each server sends through its NICs ÷ %2 GB/s</source>
        <translation>每台服务器经其 NIC 发送的 %1 ÷ %2 GB/s</translation>
    </message>
    <message>
        <source>Latency (α) = %1 = %2</source>
        <translation>延迟 (α) = %1 = %2</translation>
    </message>
    <message>
        <source>Bandwidth (β) = 0 (nothing crosses a link)</source>
        <translation>带宽 (β) = 0（没有数据经过链路）</translation>
    </message>
    <message>
        <source>Bandwidth (β) = %1 = %2</source>
        <translation>带宽 (β) = %1 = %2</translation>
    </message>
    <message>
        <source>Rate: %1 GB/s line rate × %2 %3 payload share × %4 left by the uplinks × %5 NCCL protocol share = %6 GB/s</source>
        <translation>速率：%1 GB/s 线速 × %2 %3 有效载荷占比 × %4 上行链路剩余比例 × %5 NCCL 协议占比 = %6 GB/s</translation>
    </message>
    <message>
        <source>Rate: %1 GB/s usable NVLink per GPU × %2 (NCCL protocol share%3) = %4 GB/s</source>
        <translation>速率：每 GPU 可用 NVLink %1 GB/s × %2（NCCL 协议占比%3）= %4 GB/s</translation>
    </message>
    <message>
        <source>, NVLS efficiency</source>
        <translation>、NVLS 效率</translation>
    </message>
    <message>
        <source>Rate: NCCL&apos;s cap for this protocol and channel count, %1 GB/s</source>
        <translation>速率：NCCL 对该协议和通道数的上限，%1 GB/s</translation>
    </message>
    <message>
        <source>Bottleneck: %1</source>
        <translation>瓶颈：%1</translation>
    </message>
    <message>
        <source> (of the bandwidth term: %1)</source>
        <translation>（带宽项：%1）</translation>
    </message>
    <message>
        <source> at %1</source>
        <translation> 位于 %1</translation>
    </message>
    <message>
        <source>, links %1</source>
        <translation>，链路 %1</translation>
    </message>
    <message>
        <source>NICs at %1G instead of %2G</source>
        <translation>NIC 为 %1G 而非 %2G</translation>
    </message>
    <message>
        <source>every NIC and network link twice as fast</source>
        <translation>所有 NIC 和网络链路速率翻倍</translation>
    </message>
    <message>
        <source>1:1 instead of %1:1</source>
        <translation>1:1 而非 %1:1</translation>
    </message>
    <message>
        <source>2:1 instead of 1:1 (uplinks halved)</source>
        <translation>2:1 而非 1:1（上行链路减半）</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>%1 而非 %2</translation>
    </message>
    <message>
        <source>%1: cannot time (%2)</source>
        <translation>%1：无法估算耗时（%2）</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>无变化</translation>
    </message>
    <message>
        <source>%1 % faster</source>
        <translation>快 %1%</translation>
    </message>
    <message>
        <source>%1 % slower</source>
        <translation>慢 %1%</translation>
    </message>
    <message>
        <source>%1: %2 (%3), bottleneck %4</source>
        <translation>%1：%2（%3），瓶颈 %4</translation>
    </message>
    <message>
        <source>Cannot explain: %1</source>
        <translation>无法解释：%1</translation>
    </message>
    <message>
        <source>Time = latency + bandwidth = %1 + %2</source>
        <translation>耗时 = 延迟 + 带宽 = %1 + %2</translation>
    </message>
    <message>
        <source>One GPU: nothing crosses a link.</source>
        <translation>单个 GPU：没有数据经过链路。</translation>
    </message>
    <message>
        <source>What would change it:</source>
        <translation>哪些改动会影响它：</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) inside the NVLink domain × %1 per NVLink hop</source>
        <translation>
            <numerusform>NVLink 域内 %n 步 × 每个 NVLink 跳 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n network step(s) × %1 of NCCL software per step</source>
        <translation>
            <numerusform>%n 个网络步骤 × 每步 %1 NCCL 软件开销</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n network step(s) × %1 on the wire (transport stack, two NICs, switch hops, cable)</source>
        <translation>
            <numerusform>%n 个网络步骤 × 线路上 %1（传输栈、两个网卡、交换机跳数、线缆）</numerusform>
        </translation>
    </message>
    <message>
        <source>of which %1 filling the NVLS chunk pipeline: the first chunks cross the switch&apos;s stages before data streams</source>
        <translation>其中 %1 用于填充 NVLS 数据块流水线：在数据持续流动之前，最初的数据块需先经过交换机的各级</translation>
    </message>
    <message>
        <source>hidden behind the transfer: the ring&apos;s steps stream, each one&apos;s hops overlap the previous one&apos;s bytes</source>
        <translation>被传输掩盖：ring 的各步以流水方式进行，每一步的跳与上一步的字节传输重叠</translation>
    </message>
    <message>
        <source>of which %1 filling the tree&apos;s chunk pipeline: the first chunks climb the chain of GPUs and the tree of servers before data streams</source>
        <translation>其中 %1 用于填充 tree 的数据块流水线：在数据持续流动之前，最初的数据块需先沿 GPU 链和服务器树逐级上行</translation>
    </message>
    <message>
        <source>Why %1: %2 of %3 on %4 GPUs (%5), %6 (%7)</source>
        <translation>为何是 %1：%2，%3，%4 个 GPU（%5），%6（%7）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln server(s)</source>
        <translation>
            <numerusform>%Ln 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>Assumed: %1</source>
        <translation>假定：%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln NVLink domain(s) of %L1 servers</source>
        <translation>
            <numerusform>%Ln 个 NVLink 域，共 %L1 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>NCCL&apos;s proxy threads posting every step&apos;s network sends and receives, beyond the steps&apos; hops and bytes (about 1 µs a post, for each channel a GPU&apos;s proxy serves)</source>
        <translation>NCCL 代理线程在每一步提交网络发送和接收操作，超出各步跳数与字节所需的时间（每次提交约 1 µs，GPU 的代理所服务的每个通道都要提交）</translation>
    </message>
</context>
<context>
    <name>FindingBadgeItem</name>
    <message>
        <source>1 finding</source>
        <translation>1 条检查结果</translation>
    </message>
    <message>
        <source>%1 findings</source>
        <translation>%1 条检查结果</translation>
    </message>
    <message>
        <source>… and %1 more (see the Findings panel)</source>
        <translation>… 还有 %1 条（见“检查结果”面板）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Latency (small messages)</source>
        <translation>延迟（小消息）</translation>
    </message>
    <message>
        <source>NVLink inside the server</source>
        <translation>服务器内的 NVLink</translation>
    </message>
    <message>
        <source>NVLink SHARP in the NVSwitch</source>
        <translation>NVSwitch 中的 NVLink SHARP</translation>
    </message>
    <message>
        <source>The servers&apos; NICs</source>
        <translation>服务器的 NIC</translation>
    </message>
    <message>
        <source>A server link slower than its NIC</source>
        <translation>比其 NIC 慢的服务器链路</translation>
    </message>
    <message>
        <source>Oversubscribed leaf uplinks</source>
        <translation>超额订阅的叶交换机上行链路</translation>
    </message>
    <message>
        <source>Oversubscribed spine uplinks</source>
        <translation>超额订阅的脊交换机上行链路</translation>
    </message>
    <message>
        <source>NCCL&apos;s protocol cap</source>
        <translation>NCCL 的协议上限</translation>
    </message>
    <message>
        <source>Nothing (a single GPU)</source>
        <translation>无（单个 GPU）</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>环形 (Ring)</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>树形 (Tree)</translation>
    </message>
    <message>
        <source>Hierarchical (NVLink, rail, NVLink)</source>
        <translation>分层（NVLink、轨道、NVLink）</translation>
    </message>
    <message>
        <source>NVLink SHARP</source>
        <translation>NVLink SHARP</translation>
    </message>
    <message>
        <source>NVLink SHARP + tree</source>
        <translation>NVLink SHARP + 树形 (Tree)</translation>
    </message>
    <message>
        <source>In-network reduction</source>
        <translation>网内归约</translation>
    </message>
    <message>
        <source>In-network reduction (chain)</source>
        <translation>网内归约（链式）</translation>
    </message>
    <message>
        <source>PAT</source>
        <translation>PAT</translation>
    </message>
    <message>
        <source>Pairwise</source>
        <translation>成对交换 (Pairwise)</translation>
    </message>
    <message>
        <source>Start Lesson</source>
        <translation>开始课程</translation>
    </message>
    <message>
        <source>Open the lesson&apos;s design as a new, untitled design and go to its first step</source>
        <translation>将课程的设计作为新的未命名设计打开，并转到第一步</translation>
    </message>
    <message>
        <source>Open Lesson File…</source>
        <translation>打开课程文件…</translation>
    </message>
    <message>
        <source>A lesson of your own (docs/lessons.md describes the format)</source>
        <translation>您自己的课程（docs/lessons.md 描述了其格式）</translation>
    </message>
    <message>
        <source>Your prediction</source>
        <translation>您的预测</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Compare your prediction with the model</source>
        <translation>将您的预测与模型进行比较</translation>
    </message>
    <message>
        <source>Show Answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Check My Design</source>
        <translation>检查我的设计</translation>
    </message>
    <message>
        <source>Run this step&apos;s claims on the design as you have changed it</source>
        <translation>在您修改后的设计上运行此步骤的论断</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>至多 %1</translation>
    </message>
    <message>
        <source>× (ratio)</source>
        <translation>×（比率）</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>(0 to 1)</source>
        <translation>（0 至 1）</translation>
    </message>
    <message>
        <source>: 1</source>
        <translation>: 1</translation>
    </message>
    <message>
        <source>(count)</source>
        <translation>（数量）</translation>
    </message>
</context>
<context>
    <name>LinkColouring</name>
    <message>
        <source>1:1 or better (non-blocking)</source>
        <translation>1:1 或更优（无阻塞）</translation>
    </message>
    <message>
        <source>Up to 2:1</source>
        <translation>不超过 2:1</translation>
    </message>
    <message>
        <source>Up to 3:1</source>
        <translation>不超过 3:1</translation>
    </message>
    <message>
        <source>Over 3:1</source>
        <translation>超过 3:1</translation>
    </message>
    <message>
        <source>Server links, top tier</source>
        <translation>服务器链路、顶层链路</translation>
    </message>
    <message>
        <source>95 % or more (saturated)</source>
        <translation>95% 及以上（饱和）</translation>
    </message>
    <message>
        <source>75–95 %</source>
        <translation>75–95%</translation>
    </message>
    <message>
        <source>50–75 %</source>
        <translation>50–75%</translation>
    </message>
    <message>
        <source>25–50 %</source>
        <translation>25–50%</translation>
    </message>
    <message>
        <source>Under 25 %</source>
        <translation>低于 25%</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: stays inside one server</source>
        <translation>%1：仅在单台服务器内</translation>
    </message>
    <message>
        <source>%1 (%2): busbw %L3 GB/s, bound by %4</source>
        <translation>%1（%2）：busbw %L3 GB/s，受限于 %4</translation>
    </message>
</context>
<context>
    <name>LinkItem</name>
    <message>
        <source>copper (DAC)</source>
        <translation>铜缆 (DAC)</translation>
    </message>
    <message>
        <source>active optical cable (AOC)</source>
        <translation>有源光缆 (AOC)</translation>
    </message>
    <message>
        <source>multimode fibre</source>
        <translation>多模光纤</translation>
    </message>
    <message>
        <source>single-mode fibre</source>
        <translation>单模光纤</translation>
    </message>
    <message>
        <source>%1 Tb/s</source>
        <translation>%1 Tb/s</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>%1 cables × %2 = %3</source>
        <translation>%1 根线缆 × %2 = %3</translation>
    </message>
    <message>
        <source>1 cable, %1</source>
        <translation>1 根线缆，%1</translation>
    </message>
    <message>
        <source>Medium: %1</source>
        <translation>介质：%1</translation>
    </message>
    <message>
        <source>Length: %1 m</source>
        <translation>长度：%1 米</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>ID：%1</translation>
    </message>
</context>
<context>
    <name>MessageText</name>
    <message numerus="yes">
        <source>%Ln devices (%1, ...)</source>
        <extracomment>Several disconnected devices; %Ln how many, %1 the first one&apos;s id</extracomment>
        <translation>
            <numerusform>%Ln 台设备（%1, ...）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 needs %Ln ports but %2 has %3 (%4 over)</source>
        <extracomment>%1 switch id, %Ln ports needed, %2 switch model, %3 ports it has, %4 ports over</extracomment>
        <translation>
            <numerusform>%1 需要 %Ln 个端口，但 %2 只有 %3 个（超出 %4 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2 of %3, beyond its %4 reach at %5</source>
        <extracomment>%1 link id, %2 length, %3 medium, %4 the medium&apos;s reach, %5 link speed</extracomment>
        <translation>%1 为 %2 的%3，超出其在 %5 下 %4 的传输距离</translation>
    </message>
    <message>
        <source> (copper reaches %1 at %2)</source>
        <extracomment>%1 the reach of copper at half the speed, %2 that speed</extracomment>
        <translation>（铜缆在 %2 下可达 %1）</translation>
    </message>
    <message>
        <source>domain %1 is split into partitions of %2 GPUs, which do not divide its %3 GPUs into whole trays</source>
        <extracomment>%1 NVLink domain id, %2 GPUs per partition, %3 GPUs in the domain</extracomment>
        <translation>域 %1 被划分为每个 %2 个 GPU 的分区，无法将其 %3 个 GPU 按整托盘划分</translation>
    </message>
    <message>
        <source>not through the fabric. Each cable takes one NIC on both servers and counts for connectivity, but collective and training timing leave direct links out (they route server traffic through switches only)</source>
        <translation>不经过网络架构。每条线缆在两台服务器上各占用一个 NIC，并计入连通性，但集合通信和训练耗时不考虑直连链路（它们只经由交换机路由服务器流量）</translation>
    </message>
    <message>
        <source>a bundle of NICs</source>
        <translation>一组 NIC</translation>
    </message>
    <message>
        <source>NIC %1</source>
        <translation>NIC %1</translation>
    </message>
    <message>
        <source>%1 (%2) goes to %3, the leaf of rail %4</source>
        <extracomment>%1 &quot;NIC 2&quot;, %2 link id, %3 leaf id, %4 the leaf&apos;s rail number</extracomment>
        <translation>%1（%2）连接到 %3，即轨道 %4 的叶交换机</translation>
    </message>
    <message>
        <source>%1; it has no breakout mode for slower links</source>
        <extracomment>%1 the sentence saying a switch has too few ports</extracomment>
        <translation>%1；它没有用于较低速链路的分线（breakout）模式</translation>
    </message>
    <message numerus="yes">
        <source>%Ln %1 switches use every port: no free port to grow or to replace a failed cable</source>
        <extracomment>%Ln switches, %1 their tier (leaf, spine, core)</extracomment>
        <translation>
            <numerusform>%Ln 台%1交换机的端口已全部用完：没有空闲端口用于扩展或替换故障线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 port %2 is used by both %3 and %4</source>
        <extracomment>%1 device id, %2 port number, %3 and %4 link ids</extracomment>
        <translation>%1 的端口 %2 同时被 %3 和 %4 使用</translation>
    </message>
    <message>
        <source>%1 runs at %2, faster than the %3 ports of %4 (%5)</source>
        <extracomment>%1 link id, %2 its speed, %3 the switch&apos;s port speed, %4 switch id, %5 switch model</extracomment>
        <translation>%1 以 %2 运行，快于 %4（%5）的 %3 端口</translation>
    </message>
    <message>
        <source>%1 runs at %2, faster than the %3 NICs of %4</source>
        <extracomment>%1 link id, %2 its speed, %3 the server&apos;s NIC speed, %4 server id</extracomment>
        <translation>%1 以 %2 运行，快于 %4 的 %3 NIC</translation>
    </message>
    <message numerus="yes">
        <source>%Ln NICs of %1 run at %2 (slower link or port): %3 of injection bandwidth lost</source>
        <extracomment>%Ln NICs, %1 their speed, %2 the speed they run at, %3 the bandwidth lost</extracomment>
        <translation>
            <numerusform>%Ln 个 %1 NIC 以 %2 运行（链路或端口较慢）：损失 %3 的注入带宽</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln cables but only %2 NICs; add NICs (nic_count) or remove cables</source>
        <extracomment>%1 server id, %Ln cables, %2 NICs</extracomment>
        <translation>
            <numerusform>%1 有 %Ln 条线缆，但只有 %2 个 NIC；请添加 NIC（nic_count）或移除线缆</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln NICs but %2 cables: %3 NICs (%4) unused</source>
        <extracomment>%1 server id, %Ln NICs, %2 cables, %3 unused NICs, %4 their bandwidth</extracomment>
        <translation>
            <numerusform>%1 有 %Ln 个 NIC，但只有 %2 条线缆：%3 个 NIC（%4）未使用</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cables %2 straight to %3: a direct-attach link, %4</source>
        <extracomment>%1 link id, %2 and %3 server ids, %4 the explanation that follows</extracomment>
        <translation>%1 将 %2 直接连接到 %3：直连链路，%4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln links cable servers straight to each other (%1, ...): direct-attach links, %2</source>
        <extracomment>%Ln links, %1 the first link&apos;s id, %2 the explanation that follows</extracomment>
        <translation>
            <numerusform>%Ln 条链路将服务器直接互连（%1, ...）：直连链路，%2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the catalog has no %2 part for %3</source>
        <extracomment>%1 link id, %2 medium, %3 speed</extracomment>
        <translation>%1：产品目录中没有适用于 %3 的 %2 部件</translation>
    </message>
    <message>
        <source>%1; %2 reaches %3</source>
        <extracomment>%1 the sentence saying a cable is too long, %2 a medium that reaches, %3 its reach</extracomment>
        <translation>%1；%2 可达 %3</translation>
    </message>
    <message>
        <source>%1 is %2 oversubscribed (%3 down, %4 up), above the design&apos;s %5 target</source>
        <extracomment>%1 switch id, %2 its ratio, %3 downlink rate, %4 uplink rate, %5 the design&apos;s target ratio</extracomment>
        <translation>%1 的超额订阅比为 %2（下行 %3，上行 %4），高于设计目标 %5</translation>
    </message>
    <message>
        <source>The %1 tier is %2 oversubscribed, above the design&apos;s %3 target</source>
        <extracomment>%1 tier (leaf, spine), %2 its ratio, %3 the design&apos;s target ratio</extracomment>
        <translation>%1层的超额订阅比为 %2，高于设计目标 %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %Ln GPUs cannot reach the rest of the fabric</source>
        <extracomment>%1 a device id or &quot;3 devices (leaf-1, …)&quot;, %Ln GPUs</extracomment>
        <translation>
            <numerusform>包含 %Ln 个 GPU 的 %1 无法到达网络架构的其余部分</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not connected to the fabric&apos;s GPUs</source>
        <extracomment>%1 a device id or &quot;3 devices (leaf-1, …)&quot;</extracomment>
        <translation>%1 未连接到网络架构的 GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1 is a single point of failure: %Ln GPUs lose the fabric if it fails</source>
        <extracomment>%1 device id, %Ln GPUs</extracomment>
        <translation>
            <numerusform>%1 是单点故障：若其发生故障，%Ln 个 GPU 将与网络架构断开</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is a single cable with no alternative path: %Ln GPUs lose the fabric if it fails</source>
        <extracomment>%1 link id, %Ln GPUs</extracomment>
        <translation>
            <numerusform>%1 是没有备用路径的单条线缆：若其发生故障，%Ln 个 GPU 将与网络架构断开</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln cables are on another rail&apos;s leaf: %2. Same-rail traffic from this server needs a spine hop; re-assign its NICs to rails to fix</source>
        <extracomment>%1 server id, %Ln cables, %2 which cables go where</extracomment>
        <translation>
            <numerusform>%1：%Ln 条线缆连接在其他轨道的叶交换机上：%2。此服务器的同轨道流量需要经过一跳脊交换机；请将其 NIC 重新分配到对应轨道以修复</numerusform>
        </translation>
    </message>
    <message>
        <source>rack %1 (%2) takes %3 compute trays; %4 is a %5</source>
        <extracomment>%1 rack id, %2 rack model, %3 tray model it takes, %4 tray id, %5 that tray&apos;s model</extracomment>
        <translation>机架 %1（%2）容纳 %3 计算托盘；%4 是 %5</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %Ln more trays of another model)</source>
        <extracomment>%1 the sentence before, %Ln more trays of another model</extracomment>
        <translation>
            <numerusform>%1（另有 %Ln 个其他型号的托盘）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rack %1 (%2) has %3 of its %4 compute trays: %Ln %5 trays are missing (%6 GPUs)</source>
        <extracomment>%1 rack id, %2 rack model, %3 trays present, %4 trays it takes, %Ln trays missing, %5 tray model, %6 GPUs missing</extracomment>
        <translation>
            <numerusform>机架 %1（%2）有 %3 个（共 %4 个）计算托盘：缺少 %Ln 个 %5 托盘（%6 个 GPU）</numerusform>
        </translation>
    </message>
    <message>
        <source>rack %1 (%2) holds %3 compute trays, not %4</source>
        <extracomment>%1 rack id, %2 rack model, %3 trays it holds, %4 trays placed</extracomment>
        <translation>机架 %1（%2）可容纳 %3 个计算托盘，而非 %4 个</translation>
    </message>
    <message>
        <source>%1; %2 supports %3</source>
        <extracomment>%1 the sentence before, %2 rack model, %3 partition sizes (&quot;8, 36 or 72&quot;)</extracomment>
        <translation>%1；%2 支持 %3</translation>
    </message>
    <message numerus="yes">
        <source>tray %1 has %Ln scale-out NICs for its %2 GPUs; the NVL72 reference designs give each GPU its own NIC</source>
        <extracomment>%1 tray id, %Ln NICs, %2 GPUs</extracomment>
        <translation>
            <numerusform>托盘 %1 为其 %2 个 GPU 配有 %Ln 个横向扩展 NIC；NVL72 参考设计为每个 GPU 配备独立的 NIC</numerusform>
        </translation>
    </message>
    <message>
        <source>(no rack)</source>
        <translation>（无机架）</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <extracomment>The end of a list of names cut short: %1 the names listed, %Ln how many more there are
----------
%1 the racks named, %Ln racks not named</extracomment>
        <translation>
            <numerusform>%1 及另外 %Ln 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trays of domain %1 are in %Ln racks (%2): NVLink runs over the rack&apos;s copper spine (%3) and does not leave the rack</source>
        <extracomment>%1 domain id, %Ln racks, %2 their names, %3 the copper spine&apos;s reach</extracomment>
        <translation>
            <numerusform>域 %1 的托盘分布在 %Ln 个机架中（%2）：NVLink 通过机架的铜缆背板（%3）运行，不会离开机架</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln on the plane of %1</source>
        <extracomment>%Ln cables, %1 the plane&apos;s name (its first switch)</extracomment>
        <translation>
            <numerusform>%1 所在平面上 %Ln 条</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more planes</source>
        <extracomment>%1 the planes listed, %Ln planes not listed</extracomment>
        <translation>
            <numerusform>%1 及另外 %Ln 个平面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>domain %1 spreads its %2 scale-out cables unevenly over %Ln planes: %3</source>
        <extracomment>%1 domain id, %2 cables, %Ln planes, %3 cables per plane</extracomment>
        <translation>
            <numerusform>域 %1 的 %2 条横向扩展线缆在 %Ln 个平面上分布不均：%3</numerusform>
        </translation>
    </message>
    <message>
        <source>The hop count was not computed: too many distinct servers for an exact search</source>
        <translation>未计算跳数：不同服务器过多，无法进行精确搜索</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more &apos;%1&apos; findings not listed</source>
        <extracomment>%Ln findings, %1 their code (untranslated, e.g. port-budget)</extracomment>
        <translation>
            <numerusform>另有 %Ln 条“%1”检查结果未列出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cables have no length; typical lengths were assumed (DAC %1, AOC %2, multimode %3, single-mode %4)</source>
        <extracomment>%Ln cables; %1–%4 the lengths assumed for copper, AOC, multimode and single-mode</extracomment>
        <translation>
            <numerusform>%Ln 条线缆没有长度；已假定典型长度（DAC %1，AOC %2，多模 %3，单模 %4）</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 Tb/s</source>
        <extracomment>%L1 a rate in terabits per second</extracomment>
        <translation>%L1 Tb/s</translation>
    </message>
    <message>
        <source>%L1 Gb/s</source>
        <extracomment>%L1 a rate in gigabits per second</extracomment>
        <translation>%L1 Gb/s</translation>
    </message>
    <message>
        <source>%L1:1</source>
        <extracomment>An oversubscription ratio such as 2.5:1; %L1 the first number</extracomment>
        <translation>%L1:1</translation>
    </message>
    <message>
        <source>%L1 m</source>
        <extracomment>A length; %L1 the number of metres</extracomment>
        <translation>%L1 m</translation>
    </message>
    <message>
        <source>&quot;%1&quot;</source>
        <extracomment>An object id quoted in a sentence (use your language&apos;s quotation marks)</extracomment>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>The last two of a list of alternatives: &quot;a, b or c&quot;
----------
%1 and %2 the nearest GPU counts that fit</extracomment>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>copper (DAC)</source>
        <translation>铜缆（DAC）</translation>
    </message>
    <message>
        <source>active optical (AOC)</source>
        <translation>有源光缆（AOC）</translation>
    </message>
    <message>
        <source>multimode fibre</source>
        <translation>多模光纤</translation>
    </message>
    <message>
        <source>single-mode fibre</source>
        <translation>单模光纤</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>transceiver</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>机架</translation>
    </message>
    <message>
        <source>%1: %2=%3: %4</source>
        <extracomment>A refused template parameter: %1 template, %2 key, %3 the value typed, %4 why it was refused</extracomment>
        <translation>%1：%2=%3：%4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A refused template: %1 template name, %2 why</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;; it takes %2</source>
        <extracomment>%1 the key typed, %2 the keys the template takes</extracomment>
        <translation>未知的键“%1”；可用的键为 %2</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>应为整数</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <extracomment>%1 and %2 the smallest and largest whole numbers allowed
----------
A canvas position&apos;s limits
----------
%1 and %2 the smallest and largest value allowed</extracomment>
        <translation>必须介于 %1 和 %2 之间</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为 true 或 false</translation>
    </message>
    <message>
        <source>no such catalog entry</source>
        <translation>没有此产品目录条目</translation>
    </message>
    <message>
        <source>no such catalog entry; did you mean %1?</source>
        <extracomment>%1 catalog ids close to the one typed (&quot;a or b&quot;)</extracomment>
        <translation>没有此产品目录条目；您是否指的是 %1？</translation>
    </message>
    <message>
        <source>is a %1, not a %2</source>
        <extracomment>%1 what the catalog entry is (switch, server, NIC), %2 what the key needs</extracomment>
        <translation>是%1，而不是%2</translation>
    </message>
    <message>
        <source>%1 is %2 characters long; the limit is %3</source>
        <extracomment>%1 the key (name), %2 characters typed, %3 the limit</extracomment>
        <translation>%1 长度为 %2 个字符；上限为 %3</translation>
    </message>
    <message>
        <source>its default NIC &apos;%1&apos; is not in the catalog; set nic=</source>
        <extracomment>%1 the server&apos;s default NIC (a catalog id); nic= is a key and stays as is</extracomment>
        <translation>其默认 NIC“%1”不在产品目录中；请设置 nic=</translation>
    </message>
    <message>
        <source>has no default NICs; set nics-per-server=</source>
        <extracomment>nics-per-server= is a key and stays as is</extracomment>
        <translation>没有默认 NIC；请设置 nics-per-server=</translation>
    </message>
    <message>
        <source>expected infiniband, roce or tcp</source>
        <extracomment>infiniband, roce and tcp are values of the file format and stay as they are
----------
infiniband, roce and tcp are the values the key takes and stay as they are</extracomment>
        <translation>应为 infiniband、roce 或 tcp</translation>
    </message>
    <message>
        <source>unknown template &apos;%1&apos;; available: %2</source>
        <extracomment>%1 the template name typed, %2 the templates there are</extracomment>
        <translation>未知的模板“%1”；可用模板：%2</translation>
    </message>
    <message>
        <source>the design would break a limit at %1: %2</source>
        <extracomment>%1 where in the design file (a JSON path), %2 the file check&apos;s own explanation</extracomment>
        <translation>设计将在 %1 处超出限制：%2</translation>
    </message>
    <message>
        <source>%1 GPUs in %2 servers is more than one design holds (at most %3 GPUs and %4 servers); split the cluster into several designs</source>
        <extracomment>%1 GPUs, %2 servers asked for; %3 and %4 the most one design holds</extracomment>
        <translation>%2 台服务器中的 %1 个 GPU 超出了单个设计的容量（最多 %3 个 GPU 和 %4 台服务器）；请将集群拆分为多个设计</translation>
    </message>
    <message>
        <source>%1 has %2 ports at %3: a rail leaf of %4 servers at %5 needs %6 ports; use at most %7 servers per SU, more oversubscription or a larger switch</source>
        <extracomment>%1 switch model, %2 its ports, %3 link speed, %4 servers per rail leaf, %5 oversubscription, %6 ports needed, %7 servers that fit</extracomment>
        <translation>%1 有 %2 个 %3 端口：在 %5 下，容纳 %4 台服务器的轨道叶交换机需要 %6 个端口；请每个 SU 最多使用 %7 台服务器、提高超额订阅比或使用更大的交换机</translation>
    </message>
    <message>
        <source>%1 has too few ports for any server at %2</source>
        <extracomment>%1 switch model, %2 oversubscription ratio</extracomment>
        <translation>%1 的端口不足以在 %2 下连接任何服务器</translation>
    </message>
    <message>
        <source>a 3-tier fabric needs a pod&apos;s spines to reach all %1 rail leaves of a scalable unit with half of their %2 ports; use fewer NICs per plane (planes=) or a larger switch</source>
        <extracomment>%1 rail leaves per scalable unit, %2 switch ports; planes= is a key and stays as is</extracomment>
        <translation>三层网络架构需要 pod 的脊交换机以其 %2 个端口的一半连接可扩展单元的全部 %1 台轨道叶交换机；请减少每个平面的 NIC 数（planes=）或使用更大的交换机</translation>
    </message>
    <message>
        <source>%1 has %2 ports: a %3-tier fabric at %4 holds at most %5 endpoints (%6 requested); use tiers=3 or a larger switch</source>
        <extracomment>%1 switch model, %2 its ports, %3 tiers, %4 oversubscription, %5 endpoints it holds, %6 endpoints asked for; tiers=3 is a key</extracomment>
        <translation>%1 有 %2 个端口：在 %4 下，%3 层网络架构最多容纳 %5 个端点（请求 %6 个）；请使用 tiers=3 或更大的交换机</translation>
    </message>
    <message>
        <source>%1 has %2 ports: a %3-tier fabric at %4 holds at most %5 endpoints (%6 requested); use a larger switch, more oversubscription or planes</source>
        <extracomment>%1 switch model, %2 its ports, %3 tiers, %4 oversubscription, %5 endpoints it holds, %6 endpoints asked for</extracomment>
        <translation>%1 有 %2 个端口：在 %4 下，%3 层网络架构最多容纳 %5 个端点（请求 %6 个）；请使用更大的交换机、提高超额订阅比或使用多平面</translation>
    </message>
    <message>
        <source>%1 must be even (half of each switch&apos;s ports go down, half up); use %2 or %3</source>
        <extracomment>%1 &quot;k=5&quot; as typed, %2 and %3 the even values either side (&quot;k=4&quot;, &quot;k=6&quot;)</extracomment>
        <translation>%1 必须为偶数（每台交换机一半端口下行、一半上行）；请使用 %2 或 %3</translation>
    </message>
    <message>
        <source>%1 is more than the %2 ports of %3 at %4; use k ≤ %5 (%6 endpoints) or a larger switch</source>
        <extracomment>%1 &quot;k=72&quot;, %2 switch ports, %3 switch model, %4 link speed, %5 the largest k, %6 the endpoints it gives</extracomment>
        <translation>%1 超过了 %3 在 %4 下的 %2 个端口；请使用 k ≤ %5（%6 个端点）或更大的交换机</translation>
    </message>
    <message>
        <source>%1 gives %2 endpoints, fewer than the %3 NICs of one server; use a larger k or nics-per-server=</source>
        <extracomment>%1 &quot;k=2&quot;, %2 endpoints, %3 NICs of one server; nics-per-server= is a key</extracomment>
        <translation>%1 提供 %2 个端点，少于一台服务器的 %3 个 NIC；请使用更大的 k 或 nics-per-server=</translation>
    </message>
    <message>
        <source>give servers or gpus, not both</source>
        <extracomment>servers and gpus are keys and stay as they are</extracomment>
        <translation>请指定 servers 或 gpus 之一，不要同时指定</translation>
    </message>
    <message>
        <source>%1 is not a multiple of the %2 GPUs of a %3 server; use %4</source>
        <extracomment>%1 &quot;gpus=100&quot;, %2 GPUs per server, %3 server model, %4 the counts that fit</extracomment>
        <translation>%1 不是 %3 服务器 %2 个 GPU 的倍数；请使用 %4</translation>
    </message>
    <message>
        <source>expected auto, 2 or 3</source>
        <extracomment>auto, 2 and 3 are the values the key takes</extracomment>
        <translation>应为 auto、2 或 3</translation>
    </message>
    <message>
        <source>%1 does not divide the %2 NICs per server evenly</source>
        <extracomment>%1 &quot;planes=3&quot;, %2 NICs per server</extracomment>
        <translation>%1 无法均分每台服务器的 %2 个 NIC</translation>
    </message>
    <message>
        <source>not a rack in the catalog; racks: %1</source>
        <extracomment>%1 the racks in the catalog (ids)</extracomment>
        <translation>不是产品目录中的机架；机架：%1</translation>
    </message>
    <message>
        <source>its compute tray &apos;%1&apos; is not a server in the catalog</source>
        <extracomment>%1 the rack&apos;s compute tray (a catalog id)</extracomment>
        <translation>其计算托盘“%1”不是产品目录中的服务器</translation>
    </message>
    <message>
        <source>not a NIC in the catalog</source>
        <translation>不是产品目录中的 NIC</translation>
    </message>
    <message>
        <source>%1 splits each NIC of a tray into two halves; set nic= to the catalog NIC of one half (e.g. cx8-2x400g for ConnectX-8 as 2 x 400G)</source>
        <extracomment>%1 &quot;planes=2&quot;; nic= is a key, cx8-2x400g a catalog id</extracomment>
        <translation>%1 将托盘的每个 NIC 拆分为两半；请将 nic= 设置为其中一半对应的目录 NIC（例如 cx8-2x400g 表示拆分为 2 x 400G 的 ConnectX-8）</translation>
    </message>
    <message>
        <source>%1: %2 supports NVLink partitions of %3 GPUs</source>
        <extracomment>%1 &quot;partition=12&quot;, %2 rack model, %3 the partition sizes it supports</extracomment>
        <translation>%1：%2 支持 %3 个 GPU 的 NVLink 分区</translation>
    </message>
    <message>
        <source>the compute tray %1 has no scale-out NICs</source>
        <extracomment>%1 the compute tray (a catalog id)</extracomment>
        <translation>计算托盘 %1 没有横向扩展 NIC</translation>
    </message>
    <message>
        <source>%1 has %2 ports at %3: a rail leaf cannot hold the %4 trays of one rack at %5; use a larger switch or more oversubscription</source>
        <extracomment>%1 switch model, %2 its ports, %3 link speed, %4 trays per rack, %5 oversubscription</extracomment>
        <translation>%1 有 %2 个 %3 端口：在 %5 下，轨道叶交换机无法容纳一个机架的 %4 个托盘；请使用更大的交换机或提高超额订阅比</translation>
    </message>
    <message>
        <source>expected sizes separated by x, e.g. 4x4x4</source>
        <extracomment>4x4x4 is an example value and stays as is</extracomment>
        <translation>应为以 x 分隔的尺寸，例如 4x4x4</translation>
    </message>
    <message>
        <source>dimension %1 is 0; every dimension needs at least 1 server</source>
        <extracomment>%1 which dimension (1, 2, …)</extracomment>
        <translation>维度 %1 为 0；每个维度至少需要 1 台服务器</translation>
    </message>
    <message>
        <source>more than %1 servers</source>
        <extracomment>%1 the most servers a torus may have</extracomment>
        <translation>超过 %1 台服务器</translation>
    </message>
    <message numerus="yes">
        <source>at most %Ln dimensions</source>
        <extracomment>%Ln the most dimensions</extracomment>
        <translation>
            <numerusform>最多 %Ln 个维度</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cables per server is more than %2 NICs; use fewer links-per-neighbor or dimensions</source>
        <extracomment>%1 cables per server, %2 the most NICs a server has; links-per-neighbor is a key</extracomment>
        <translation>每台服务器 %1 条线缆，多于 %2 个 NIC；请减少 links-per-neighbor 或维度</translation>
    </message>
    <message>
        <source>dims=%1 with links-per-neighbor=%2 wires %3 cables per server; set %4=%3 or leave it out</source>
        <extracomment>%1 the dims typed, %2 links per neighbour, %3 cables per server, %4 the key to set (nics-per-server); dims= and links-per-neighbor= are keys</extracomment>
        <translation>dims=%1 且 links-per-neighbor=%2 时每台服务器布线 %3 条；请设置 %4=%3 或将其省略</translation>
    </message>
    <message>
        <source>%1 lays out wider than the canvas allows (%2 &gt; %3); spread the servers over more dimensions</source>
        <extracomment>%1 &quot;dims=…&quot; as typed, %2 how far the layout reaches, %3 the canvas limit</extracomment>
        <translation>%1 的布局宽度超出画布允许范围（%2 &gt; %3）；请将服务器分布到更多维度上</translation>
    </message>
    <message numerus="yes">
        <source>%Ln ports</source>
        <extracomment>The ports a device showed; %Ln how many</extracomment>
        <translation>
            <numerusform>%Ln 个端口</numerusform>
        </translation>
    </message>
    <message>
        <source>ports not reported</source>
        <translation>未报告端口</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <extracomment>%1 the ports a device showed, %2 the fastest speed on them</extracomment>
        <translation>%1，速率 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A device and what it showed: %1 its name, %2 its ports and speed
----------
A catalog model: %1 its id, %2 its name</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s) of unknown type cabled to servers are taken as generic switches: %1</source>
        <extracomment>%Ln devices, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln 台连接到服务器的未知类型设备被视为通用交换机：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s) of unknown type are taken as generic servers: %1</source>
        <extracomment>%Ln devices, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln 台未知类型的设备被视为通用服务器：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fabric names no models: %Ln device(s) fit %1 by ports and speed: %2</source>
        <extracomment>%Ln devices, %1 the catalog model chosen, %2 the devices with their ports and speed</extracomment>
        <translation>
            <numerusform>网络架构未注明型号：%Ln 台设备按端口和速率与 %1 匹配：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No catalog model fits %Ln device(s); they use the nearest, %1, as a generic stand-in: %2</source>
        <extracomment>%Ln devices, %1 the catalog model used, %2 the devices with their ports and speed</extracomment>
        <translation>
            <numerusform>没有产品目录型号与 %Ln 台设备匹配；它们使用最接近的型号 %1 作为通用替代：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s) report no speed; they take the switch model&apos;s port speed</source>
        <translation>
            <numerusform>%Ln 条线缆未报告速率；采用交换机型号的端口速率</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln switch(es) reach no server and are drawn as leaves: %1</source>
        <extracomment>%Ln switches, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln 台交换机未连接到任何服务器，按叶交换机绘制：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) have no kind; taken from their names: %1</source>
        <extracomment>GraphML nodes: %Ln how many, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln 个节点没有类别；已根据其名称推断：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) of unknown type are taken as generic switches (cabled to servers) or servers: %1</source>
        <extracomment>GraphML nodes: %Ln how many, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln 个未知类型的节点被视为通用交换机（连接到服务器时）或服务器：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) name no catalog model; they use %1, the nearest by cables and speed: %2</source>
        <extracomment>GraphML nodes: %Ln how many, %1 the catalog model used, %2 their names</extracomment>
        <translation>
            <numerusform>%Ln 个节点未注明产品目录型号；它们使用按线缆和速率最接近的 %1：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln edge(s) have no speed; they take the switch model&apos;s port speed</source>
        <translation>
            <numerusform>%Ln 条边没有速率；采用交换机型号的端口速率</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) have no position; the design is laid out by tier</source>
        <translation>
            <numerusform>%Ln 个节点没有位置；设计按层级布局</numerusform>
        </translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>binary data</source>
        <translation>二进制数据</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>unknown language; use %1</source>
        <extracomment>%1 the language codes a lesson text can have</extracomment>
        <translation>未知的语言；请使用 %1</translation>
    </message>
    <message>
        <source>missing: every text needs English</source>
        <translation>缺失：每段文本都需要英文版本</translation>
    </message>
    <message>
        <source>expected a string or a number, got %1</source>
        <extracomment>%1 the JSON type found (an object, an array, ...)</extracomment>
        <translation>应为字符串或数字，实际为：%1</translation>
    </message>
    <message>
        <source>give either &quot;path&quot; (a .spinel file) or &quot;generate&quot; (a template recipe)</source>
        <extracomment>&quot;path&quot; and &quot;generate&quot; are JSON keys and stay as they are</extracomment>
        <translation>请指定 &quot;path&quot;（.spinel 文件）或 &quot;generate&quot;（模板配方）之一</translation>
    </message>
    <message>
        <source>&quot;set&quot; changes generator keys: the design (or the variant) must be generated</source>
        <extracomment>&quot;set&quot; is a JSON key and stays as it is</extracomment>
        <translation>&quot;set&quot; 会修改生成器的键：设计（或变体）必须由生成器生成</translation>
    </message>
    <message>
        <source>expected leaf, spine or core</source>
        <extracomment>leaf, spine and core are values of the file format and stay as they are</extracomment>
        <translation>应为 leaf、spine 或 core</translation>
    </message>
    <message>
        <source>no variant %1 in this lesson</source>
        <extracomment>%1 the variant named</extracomment>
        <translation>此课程中没有变体 %1</translation>
    </message>
    <message>
        <source>no variant %1</source>
        <extracomment>%1 the variant named</extracomment>
        <translation>没有变体 %1</translation>
    </message>
    <message>
        <source>give exactly one of &quot;collective&quot;, &quot;training&quot;, &quot;design&quot; or &quot;transfer&quot;</source>
        <extracomment>the quoted words are JSON keys and stay as they are</extracomment>
        <translation>请在 &quot;collective&quot;、&quot;training&quot;、&quot;design&quot; 和 &quot;transfer&quot; 中恰好指定一个</translation>
    </message>
    <message>
        <source>unknown collective; use allreduce, allgather, alltoall, ...</source>
        <extracomment>allreduce, allgather and alltoall are values of the file format and stay as they are</extracomment>
        <translation>未知的集合通信；请使用 allreduce、allgather、alltoall 等</translation>
    </message>
    <message>
        <source>unknown algorithm %1</source>
        <extracomment>%1 the algorithm named</extracomment>
        <translation>未知的算法 %1</translation>
    </message>
    <message>
        <source>expected LL, LL128 or Simple</source>
        <extracomment>LL, LL128 and Simple are NCCL&apos;s protocol names and stay as they are</extracomment>
        <translation>应为 LL、LL128 或 Simple</translation>
    </message>
    <message>
        <source>unknown key; use %1</source>
        <extracomment>%1 the keys a training query takes</extracomment>
        <translation>未知的键；请使用 %1</translation>
    </message>
    <message>
        <source>unknown metric %1; use %2</source>
        <extracomment>%1 the metric named, %2 the metrics the query gives</extracomment>
        <translation>未知的指标 %1；请使用 %2</translation>
    </message>
    <message>
        <source>a %1 value is a name: compare it with &quot;equals&quot; only</source>
        <extracomment>%1 a metric whose value is a name (bottleneck, algorithm); &quot;equals&quot; is a JSON key</extracomment>
        <translation>%1 的值是名称：只能用 &quot;equals&quot; 进行比较</translation>
    </message>
    <message>
        <source>a number needs &quot;min&quot;, &quot;max&quot; or both</source>
        <extracomment>&quot;min&quot; and &quot;max&quot; are JSON keys and stay as they are</extracomment>
        <translation>数字需要 &quot;min&quot;、&quot;max&quot; 或两者</translation>
    </message>
    <message>
        <source>divide by a number, not a name</source>
        <translation>请除以数字，而不是名称</translation>
    </message>
    <message>
        <source>larger than &quot;max&quot;</source>
        <extracomment>&quot;max&quot; is a JSON key and stays as it is</extracomment>
        <translation>大于 &quot;max&quot;</translation>
    </message>
    <message>
        <source>expected &quot;spinel-lesson&quot;; this is not a Spinel lesson</source>
        <extracomment>&quot;spinel-lesson&quot; is the format name in the file and stays as it is</extracomment>
        <translation>应为 &quot;spinel-lesson&quot;；这不是 Spinel 课程</translation>
    </message>
    <message>
        <source>use lower-case letters, digits and hyphens</source>
        <translation>请使用小写字母、数字和连字符</translation>
    </message>
    <message>
        <source>a lesson needs at least one step</source>
        <translation>课程至少需要一个步骤</translation>
    </message>
    <message>
        <source>missing: a question needs its answer</source>
        <translation>缺失：问题需要答案</translation>
    </message>
    <message>
        <source>duplicate check id %1</source>
        <extracomment>%1 the check id used twice</extracomment>
        <translation>重复的检查 ID %1</translation>
    </message>
    <message>
        <source>cannot read the lesson folder: %1</source>
        <extracomment>%1 the system&apos;s reason</extracomment>
        <translation>无法读取课程文件夹：%1</translation>
    </message>
    <message>
        <source>the id %1 is also used by %2</source>
        <extracomment>%1 the lesson id, %2 the other lesson file</extracomment>
        <translation>ID %1 也被 %2 使用</translation>
    </message>
    <message>
        <source>; did you mean %1?</source>
        <extracomment>Appended to &quot;unknown catalog id …&quot;; %1 the catalog&apos;s closest ids (&quot;a&quot;, &quot;b&quot; or &quot;c&quot;)</extracomment>
        <translation>；您是否指的是 %1？</translation>
    </message>
    <message>
        <source>this is a Spinel catalog, not a design; pass it with --catalog</source>
        <extracomment>--catalog is a command-line option and stays as it is</extracomment>
        <translation>这是 Spinel 产品目录，而不是设计；请通过 --catalog 传入</translation>
    </message>
    <message>
        <source>expected &quot;spinel-design&quot;; this is not a Spinel design</source>
        <extracomment>&quot;spinel-design&quot; is the file&apos;s format key and stays as it is</extracomment>
        <translation>应为 &quot;spinel-design&quot;；这不是 Spinel 设计</translation>
    </message>
    <message>
        <source>missing; this is not a Spinel design</source>
        <translation>缺失；这不是 Spinel 设计</translation>
    </message>
    <message>
        <source>the file has version %1, newer than this Spinel reads (%2); update Spinel</source>
        <extracomment>%1 the file&apos;s format version, %2 the newest this Spinel reads</extracomment>
        <translation>文件版本为 %1，高于此 Spinel 可读取的版本（%2）；请更新 Spinel</translation>
    </message>
    <message>
        <source>no migration from version %1</source>
        <extracomment>%1 a file format version</extracomment>
        <translation>无法从版本 %1 迁移</translation>
    </message>
    <message>
        <source>must be between 1 and 64 (1 means 1:1, non-blocking)</source>
        <translation>必须介于 1 和 64 之间（1 表示 1:1，无阻塞）</translation>
    </message>
    <message>
        <source>a price must be between 0 and %1 USD</source>
        <translation>价格必须介于 0 和 %1 USD 之间</translation>
    </message>
    <message>
        <source>give kernel_efficiency only (mfu is its old name)</source>
        <extracomment>kernel_efficiency and mfu are keys of the file format and stay as they are</extracomment>
        <translation>请只指定 kernel_efficiency（mfu 是其旧名称）</translation>
    </message>
    <message>
        <source>give zero_stage only (sharded is its old form)</source>
        <extracomment>zero_stage and sharded are keys of the file format and stay as they are</extracomment>
        <translation>请只指定 zero_stage（sharded 是其旧形式）</translation>
    </message>
    <message>
        <source>%1 exceeds the %2 experts</source>
        <extracomment>A mixture-of-experts setting: %1 experts per token (top_k), %2 the experts in all</extracomment>
        <translation>%1 超过了专家总数 %2</translation>
    </message>
    <message>
        <source>unknown catalog id %1%2</source>
        <extracomment>%1 the catalog id in the file, %2 suggestions (may be empty)</extracomment>
        <translation>未知的产品目录 ID %1%2</translation>
    </message>
    <message>
        <source>unknown NIC %1%2</source>
        <extracomment>%1 the NIC&apos;s catalog id in the file, %2 suggestions (may be empty)</extracomment>
        <translation>未知的 NIC %1%2</translation>
    </message>
    <message>
        <source>%1 is a %2, not a %3</source>
        <extracomment>%1 a catalog id, %2 what the catalog says it is (a NIC), %3 what the object needs (a switch)</extracomment>
        <translation>%1 是%2，而不是%3</translation>
    </message>
    <message>
        <source>only servers have NICs</source>
        <translation>只有服务器才有 NIC</translation>
    </message>
    <message>
        <source>only switches have a role</source>
        <translation>只有交换机才有角色</translation>
    </message>
    <message>
        <source>must be greater than 0 and at most 3200 Gb/s</source>
        <translation>必须大于 0 且不超过 3200 Gb/s</translation>
    </message>
    <message>
        <source>a link speed must be greater than 0 Gb/s</source>
        <translation>链路速率必须大于 0 Gb/s</translation>
    </message>
    <message>
        <source>a link bundle needs at least 1 cable</source>
        <translation>链路束至少需要 1 条线缆</translation>
    </message>
    <message>
        <source>the design has more than %1 cables in all</source>
        <extracomment>%1 the most cables a design can have</extracomment>
        <translation>设计中的线缆总数超过 %1 条</translation>
    </message>
    <message>
        <source>must be greater than 0 and at most 100 km</source>
        <translation>必须大于 0 且不超过 100 km</translation>
    </message>
    <message>
        <source>a cable length must be greater than 0 m</source>
        <translation>线缆长度必须大于 0 m</translation>
    </message>
    <message>
        <source>no device %1</source>
        <extracomment>%1 a device id</extracomment>
        <translation>没有设备 %1</translation>
    </message>
    <message>
        <source>a link cannot connect %1 to itself</source>
        <extracomment>%1 a device id</extracomment>
        <translation>链路不能将 %1 连接到其自身</translation>
    </message>
    <message>
        <source>%1 servers; a domain holds at most %2</source>
        <extracomment>An NVLink domain: %1 its servers, %2 the most it can hold</extracomment>
        <translation>%1 台服务器；一个域最多容纳 %2 台</translation>
    </message>
    <message>
        <source>%1 is a switch; a domain holds servers (compute trays)</source>
        <extracomment>%1 a device id</extracomment>
        <translation>%1 是交换机；域中只能包含服务器（计算托盘）</translation>
    </message>
    <message>
        <source>server %1 is already in domain %2 (%3)</source>
        <extracomment>%1 a server id, %2 the domain&apos;s id, %3 where that domain is in the file (a JSON path)</extracomment>
        <translation>服务器 %1 已在域 %2 中（%3）</translation>
    </message>
    <message>
        <source>GPUs per NVLink partition must be between 0 and %1 (0: the whole domain is one partition)</source>
        <extracomment>%1 the most GPUs an NVLink partition can have</extracomment>
        <translation>每个 NVLink 分区的 GPU 数必须介于 0 和 %1 之间（0：整个域为一个分区）</translation>
    </message>
    <message>
        <source>a scenario needs a name</source>
        <translation>场景需要名称</translation>
    </message>
    <message>
        <source>%1 scenarios; a design keeps at most %2</source>
        <extracomment>Pinned Compare scenarios: %1 in the file, %2 the most a design keeps</extracomment>
        <translation>%1 个场景；一个设计最多保存 %2 个</translation>
    </message>
    <message>
        <source>text longer than the limit of %1</source>
        <extracomment>%1 the most characters allowed</extracomment>
        <translation>文本超过 %1 个字符的上限</translation>
    </message>
    <message>
        <source>must be a finite number from 0 to %1</source>
        <extracomment>%1 the largest number allowed, as the file writes it</extracomment>
        <translation>必须是 0 到 %1 之间的有限数</translation>
    </message>
    <message>
        <source>this is a Spinel design, not a catalog</source>
        <translation>这是 Spinel 设计，而不是产品目录</translation>
    </message>
    <message>
        <source>expected &quot;spinel-catalog&quot;, found %1</source>
        <extracomment>&quot;spinel-catalog&quot; is the file&apos;s format key and stays as it is; %1 the format the file names</extracomment>
        <translation>应为 &quot;spinel-catalog&quot;，实际为 %1</translation>
    </message>
    <message>
        <source>catalog version %1 is newer than this Spinel reads (%2); update Spinel</source>
        <extracomment>%1 the catalog file&apos;s format version, %2 the newest this Spinel reads</extracomment>
        <translation>产品目录版本 %1 高于此 Spinel 可读取的版本（%2）；请更新 Spinel</translation>
    </message>
    <message>
        <source>breakout carries more bandwidth than the switch has ports for</source>
        <translation>分线（breakout）承载的带宽超出交换机端口所能提供的带宽</translation>
    </message>
    <message>
        <source>a NIC needs at least one protocol</source>
        <translation>NIC 至少需要一种协议</translation>
    </message>
    <message>
        <source>needs &quot;adapter&quot;: the catalog NIC these ports are part of</source>
        <extracomment>&quot;adapter&quot; is a key of the catalog format and stays as it is</extracomment>
        <translation>需要 &quot;adapter&quot;：这些端口所属的产品目录 NIC</translation>
    </message>
    <message>
        <source>a partition is a whole number of GPUs from 1 to %1</source>
        <extracomment>%1 the GPUs of the rack</extracomment>
        <translation>分区的 GPU 数必须是 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>a %1 entry cannot have %2 data</source>
        <extracomment>%1 the entry&apos;s kind (a switch), %2 another kind&apos;s data key, as written in files</extracomment>
        <translation>%1 条目不能包含 %2 数据</translation>
    </message>
    <message>
        <source>no server %1 in the catalog</source>
        <extracomment>%1 a server&apos;s catalog id</extracomment>
        <translation>产品目录中没有服务器 %1</translation>
    </message>
    <message>
        <source>no NIC %1 in the catalog that is an adapter of its own</source>
        <extracomment>%1 a NIC&apos;s catalog id</extracomment>
        <translation>产品目录中没有作为独立适配器的 NIC %1</translation>
    </message>
    <message>
        <source>no NIC %1 in the catalog</source>
        <extracomment>%1 a NIC&apos;s catalog id</extracomment>
        <translation>产品目录中没有 NIC %1</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <extracomment>Where in a file: %1 the line, %2 the column</extracomment>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>the limit on this machine is %1 MiB (a third of its memory)</source>
        <extracomment>%1 a size in MiB: a third of this computer&apos;s memory, below the fixed limit</extracomment>
        <translation>本机的上限为 %1 MiB（其内存的三分之一）</translation>
    </message>
    <message>
        <source>the limit is %1 MiB</source>
        <extracomment>%1 a size in MiB</extracomment>
        <translation>上限为 %1 MiB</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>GPU generation</source>
        <translation>GPU 代次</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是文件夹，而不是文件</translation>
    </message>
    <message>
        <source>the file is %1 MiB; %2</source>
        <extracomment>%1 the file&apos;s size in MiB, %2 the limit (&quot;the limit is 256 MiB&quot;)</extracomment>
        <translation>文件大小为 %1 MiB；%2</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB; %2</source>
        <extracomment>%1 a size in MiB, %2 the limit (&quot;the limit is 256 MiB&quot;)</extracomment>
        <translation>文件大于 %1 MiB；%2</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <extracomment>%1 the system&apos;s reason (in English)</extracomment>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>not a text file: binary data at byte %1</source>
        <extracomment>%1 a byte offset in the file</extracomment>
        <translation>不是文本文件：字节 %1 处有二进制数据</translation>
    </message>
    <message>
        <source>not a text file: binary data at %1</source>
        <extracomment>%1 where: &quot;line 3, column 7&quot;</extracomment>
        <translation>不是文本文件：%1处有二进制数据</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels at %2</source>
        <extracomment>%1 the number of levels allowed, %2 where: &quot;line 3, column 7&quot;</extracomment>
        <translation>%2处嵌套深度超过 %1 层</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>unexpected end of the file (truncated?) at %1</source>
        <extracomment>%1 where: &quot;line 3, column 7&quot;</extracomment>
        <translation>%1处文件意外结束（是否被截断？）</translation>
    </message>
    <message>
        <source>invalid JSON at %1: %2</source>
        <extracomment>%1 where: &quot;line 3, column 7&quot;; %2 the JSON parser&apos;s reason (in English)</extracomment>
        <translation>%1处 JSON 无效：%2</translation>
    </message>
    <message>
        <source>a number in the file is too large to represent</source>
        <translation>文件中的某个数字过大，无法表示</translation>
    </message>
    <message>
        <source>cannot read the JSON: %1</source>
        <extracomment>%1 the JSON parser&apos;s reason (in English)</extracomment>
        <translation>无法读取 JSON：%1</translation>
    </message>
    <message>
        <source>the key is given twice in one object</source>
        <translation>同一对象中该键出现了两次</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>%1 what the file should have there (&quot;a number&quot;), %2 what it has (&quot;a string&quot;)</extracomment>
        <translation>应为%1，实际为%2</translation>
    </message>
    <message>
        <source>unknown key; expected one of: %1</source>
        <extracomment>%1 the JSON keys allowed there, as written in files</extracomment>
        <translation>未知的键；应为以下之一：%1</translation>
    </message>
    <message>
        <source>missing</source>
        <extracomment>A required key is not in the file</extracomment>
        <translation>缺失</translation>
    </message>
    <message>
        <source>text of %1 characters is longer than the limit of %2</source>
        <extracomment>%1 the text&apos;s length, %2 the most characters allowed</extracomment>
        <translation>文本长度为 %1 个字符，超过上限 %2</translation>
    </message>
    <message>
        <source>number is not finite</source>
        <translation>数字不是有限值</translation>
    </message>
    <message>
        <source>%1 is out of range; allowed %2 to %3</source>
        <extracomment>%1 the number in the file, %2 and %3 the smallest and largest allowed</extracomment>
        <translation>%1 超出范围；允许 %2 到 %3</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <extracomment>%1 the number in the file</extracomment>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <source>unknown %1 %2; expected %3</source>
        <extracomment>%1 what the value names (a protocol, a medium...), %2 the value in the file, %3 the values allowed</extracomment>
        <translation>未知的%1 %2；应为 %3</translation>
    </message>
    <message>
        <source>an id cannot be empty</source>
        <translation>ID 不能为空</translation>
    </message>
    <message>
        <source>duplicate id %1 (first used by %2)</source>
        <extracomment>%1 the id, %2 where in the file it was first used (a JSON path such as devices[3])</extracomment>
        <translation>重复的 ID %1（首次使用于 %2）</translation>
    </message>
    <message>
        <source>no switch or NIC %1 in the catalog</source>
        <extracomment>%1 the catalog id a transceiver&apos;s &quot;hosts&quot; names</extracomment>
        <translation>产品目录中没有交换机或 NIC %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 cables of %Ln links (%2) have no matching part in the catalog (speed, reach or the devices&apos; ports) and are not priced</source>
        <extracomment>%1 cables, %Ln links they belong to, %2 those links&apos; ids</extracomment>
        <translation>
            <numerusform>%Ln 条链路（%2）的 %1 条线缆在产品目录中没有匹配的部件（速率、传输距离或设备端口），未计价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cables of %Ln links (%2) are longer than any catalog part of their medium reaches at their speed; they are listed as that part (see the cable-reach check)</source>
        <extracomment>%1 cables, %Ln links they belong to, %2 those links&apos; ids</extracomment>
        <translation>
            <numerusform>%Ln 条链路（%2）的 %1 条线缆的长度超过了其介质在该速率下任何目录部件的传输距离；它们按该部件列出（参见线缆传输距离检查）</numerusform>
        </translation>
    </message>
    <message>
        <source>the racks must hold equal shares of the %1 compute trays</source>
        <extracomment>A rack-scale system spread over several racks; %1 its compute trays</extracomment>
        <translation>各机架必须平均分担 %1 个计算托盘</translation>
    </message>
    <message numerus="yes">
        <source>the trays of domain %1 are in %Ln racks (%2): its NVLink cabling joins %3 neighbouring racks and reaches no further</source>
        <extracomment>%1 domain id, %Ln racks, %2 their names, %3 how many neighbouring racks its NVLink cabling joins (NVL36x2: 2)</extracomment>
        <translation>
            <numerusform>域 %1 的托盘分布在 %Ln 个机架中（%2）：其 NVLink 线缆只连接 %3 个相邻机架，无法延伸更远</numerusform>
        </translation>
    </message>
    <message>
        <source>a tree on exactly two servers sends each byte over the network once: an upper bound that runs reach only with NCCL_ALGO=Tree; NCCL&apos;s own choice here is %1</source>
        <extracomment>%1 the algorithm NCCL would choose (Ring, NVLS...)</extracomment>
        <translation>恰好两台服务器上的树只经网络发送每个字节一次：这是上限，实际运行仅在 NCCL_ALGO=Tree 时才能达到；NCCL 在此自己的选择是 %1</translation>
    </message>
    <message>
        <source>hierarchical is not an NCCL algorithm (Horovod-style): a comparison, not what NCCL runs</source>
        <translation>分层不是 NCCL 算法（Horovod 风格）：仅作比较，并非 NCCL 实际运行的算法</translation>
    </message>
    <message>
        <source>in-network reduction runs as NCCL CollNet: it needs NCCL&apos;s SHARP plugin and NCCL_COLLNET_ENABLE=1</source>
        <translation>网内归约以 NCCL CollNet 运行：需要 NCCL 的 SHARP 插件和 NCCL_COLLNET_ENABLE=1</translation>
    </message>
    <message>
        <source>forced; NCCL&apos;s own choice here is %1/%2</source>
        <extracomment>%1 algorithm and %2 protocol NCCL would choose (Ring/LL128)</extracomment>
        <translation>强制；NCCL 在此自己的选择是 %1/%2</translation>
    </message>
    <message>
        <source>NCCL&apos;s tuner does not see the %1 uplinks at %2; NCCL_ALGO=%3 would take %4% less here</source>
        <extracomment>%1 leaf or spine, %2 an oversubscription ratio (2:1), %3 an NCCL algorithm, %4 whole percent</extracomment>
        <translation>NCCL 的调优器看不到 %2 的%1上行链路；在此使用 NCCL_ALGO=%3 可少用 %4% 的时间</translation>
    </message>
    <message>
        <source>switch %1: model %2 is not in the catalog, its latency taken as 0</source>
        <extracomment>%1 a switch id, %2 a catalog model id</extracomment>
        <translation>交换机 %1：型号 %2 不在目录中，其延迟按 0 计</translation>
    </message>
    <message>
        <source>server %1: model %2 is not in the catalog or has no GPUs, so it takes no part in collectives</source>
        <extracomment>%1 a server id, %2 a catalog model id</extracomment>
        <translation>服务器 %1：型号 %2 不在目录中或没有 GPU，因此不参与集合通信</translation>
    </message>
    <message>
        <source>server model %1: its GPU generation is not in the catalog, so NCCL&apos;s Hopper constants are used</source>
        <extracomment>%1 a catalog model id</extracomment>
        <translation>服务器型号 %1：目录中没有其 GPU 代际，因此使用 NCCL 的 Hopper 常数</translation>
    </message>
    <message>
        <source>NCCL pipelines the chain in chunks: all its links carry data at once; the steps show the order.</source>
        <translation>NCCL 以分块流水线方式执行该链：其所有链路同时传输数据；各步骤只表示顺序。</translation>
    </message>
    <message>
        <source>The tree runs between servers; inside each the GPUs form a chain over NVLink.</source>
        <translation>树在服务器之间运行；每台服务器内部的 GPU 通过 NVLink 组成一条链。</translation>
    </message>
    <message>
        <source>Shown as a ring: %1 has no step view.</source>
        <extracomment>%1 an NCCL algorithm (nvls, pat...)</extracomment>
        <translation>以环形显示：%1 没有分步视图。</translation>
    </message>
    <message>
        <source>Shown packed: the first GPUs in rail order.</source>
        <translation>紧凑显示：按 rail 顺序的前若干个 GPU。</translation>
    </message>
    <message numerus="yes">
        <source>server %1 (%2, a single server in version 1 files) became rack domain %1 of %3 compute trays %4 … %5; %Ln link end(s) moved to the trays</source>
        <extracomment>A note on opening an older file. %1 the server&apos;s id, %2 its catalog model (gb200-nvl72), %3 the number of compute trays, %4 and %5 the first and last tray&apos;s ids, %n the number of link ends moved</extracomment>
        <translation>
            <numerusform>服务器 %1（%2，在版本 1 文件中为单台服务器）已变为机架域 %1，包含 %3 个计算托盘 %4 … %5；%Ln 个链路端点已移到各托盘</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlotFormat</name>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
</context>
<context>
    <name>RackItem</name>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <source>%1 · %L2 GPUs</source>
        <translation>%1 · %L2 个 GPU</translation>
    </message>
    <message>
        <source> · %L1 × NVL%2</source>
        <translation> · %L1 × NVL%2</translation>
    </message>
    <message>
        <source>NVLink switch tray %1</source>
        <translation>NVLink 交换托盘 %1</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>the file could not be written in full</source>
        <translation>文件未能完整写入</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>SceneExporter</name>
    <message>
        <source>The design is empty: nothing to export.</source>
        <translation>设计为空：没有可导出的内容。</translation>
    </message>
</context>
<context>
    <name>ScheduleCaption</name>
    <message>
        <source>reduce-scatter</source>
        <translation>reduce-scatter</translation>
    </message>
    <message>
        <source>all-gather</source>
        <translation>all-gather</translation>
    </message>
    <message>
        <source>tree: up (reduce)</source>
        <translation>tree：向上（reduce）</translation>
    </message>
    <message>
        <source>tree: down (broadcast)</source>
        <translation>tree：向下（broadcast）</translation>
    </message>
    <message>
        <source>pairwise exchange</source>
        <translation>成对交换</translation>
    </message>
    <message>
        <source>send/recv</source>
        <translation>send/recv</translation>
    </message>
    <message>
        <source>broadcast chain</source>
        <translation>broadcast 链</translation>
    </message>
    <message>
        <source>reduce chain</source>
        <translation>reduce 链</translation>
    </message>
    <message>
        <source>NVLink SHARP: reduce in the NVSwitch</source>
        <translation>NVLink SHARP：在 NVSwitch 中归约</translation>
    </message>
    <message>
        <source>NVLink SHARP: multicast</source>
        <translation>NVLink SHARP：多播</translation>
    </message>
    <message>
        <source>NVLink: gather to the NIC GPUs</source>
        <translation>NVLink：汇聚到连接 NIC 的 GPU</translation>
    </message>
    <message>
        <source>NVLink: scatter from the NIC GPUs</source>
        <translation>NVLink：从连接 NIC 的 GPU 分发</translation>
    </message>
    <message>
        <source>in-network: reduce in the switch</source>
        <translation>网内：在交换机中归约</translation>
    </message>
    <message>
        <source>in-network: result multicast down</source>
        <translation>网内：结果向下多播</translation>
    </message>
    <message>
        <source>NVLink phase: reduce-scatter</source>
        <translation>NVLink 阶段：reduce-scatter</translation>
    </message>
    <message>
        <source>rail phase: reduce-scatter</source>
        <translation>轨道阶段：reduce-scatter</translation>
    </message>
    <message>
        <source>rail phase: all-gather</source>
        <translation>轨道阶段：all-gather</translation>
    </message>
    <message>
        <source>NVLink phase: all-gather</source>
        <translation>NVLink 阶段：all-gather</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3 · %4 of %5 ms · %6 moved</source>
        <translation>第 %1 步，共 %2 步 · %3 · %4 / %5 ms · 已传输 %6</translation>
    </message>
    <message>
        <source> · bottleneck: link %1 (%2)</source>
        <translation> · 瓶颈：链路 %1（%2）</translation>
    </message>
    <message>
        <source> · NVLink only</source>
        <translation> · 仅 NVLink</translation>
    </message>
    <message numerus="yes">
        <source> · stands for %n step(s)</source>
        <translation>
            <numerusform> · 代表 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n 台服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 of %3 on %4 GPUs (%5): %6, %7 ms</source>
        <translation>%1 %2（%3），%4 个 GPU（%5）：%6，%7 ms</translation>
    </message>
</context>
<context>
    <name>ServerBlockItem</name>
    <message>
        <source>%L1 × %2 · %L3 GPUs</source>
        <translation>%L1 × %2 · %L3 个 GPU</translation>
    </message>
    <message>
        <source>%L1 servers · %L2 GPUs</source>
        <translation>%L1 台服务器 · %L2 个 GPU</translation>
    </message>
</context>
<context>
    <name>SeverityIcons</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>TemplateText</name>
    <message>
        <source>k-ary fat-tree (Al-Fares et al. 2008): k pods, (k/2)^2 cores, k^3/4 endpoints, 1:1.</source>
        <translation>k 元胖树（Al-Fares 等，2008）：k 个 Pod、(k/2)^2 台核心交换机、k^3/4 个端点，1:1。</translation>
    </message>
    <message>
        <source>Leaf-spine Clos fabric: leaves, the fewest spines that keep the oversubscription, and a core tier when two tiers no longer fit.</source>
        <translation>Leaf-Spine Clos 网络：Leaf 交换机、满足超额订阅比所需的最少 Spine，两层不够时再加核心层。</translation>
    </message>
    <message>
        <source>NVIDIA DGX SuperPOD-style scalable units: one leaf per rail per SU, spines, and a core tier once two tiers no longer fit.</source>
        <translation>NVIDIA DGX SuperPOD 式可扩展单元：每个 SU 每条轨道一台 Leaf、Spine，两层不够时再加核心层。</translation>
    </message>
    <message>
        <source>Direct-connect torus: every server linked to its neighbours in each dimension, with wrap-around.</source>
        <translation>直连环面（Torus）：每台服务器在每个维度上与相邻服务器相连，首尾环绕。</translation>
    </message>
    <message>
        <source>NVL72 racks (GB200/GB300): one NVLink domain of 18 compute trays per rack, scalable units of 8 racks (576 GPUs) on a rail-optimized scale-out fabric per plane, as in NVIDIA&apos;s DGX SuperPOD with DGX GB200/GB300.</source>
        <translation>NVL72 机架（GB200/GB300）：每个机架一个由 18 个计算托盘组成的 NVLink 域，每 8 个机架（576 个 GPU）为一个可扩展单元，每个平面接入轨道优化的横向扩展网络，与 NVIDIA 采用 DGX GB200/GB300 的 DGX SuperPOD 相同。</translation>
    </message>
    <message>
        <source>Design name (default: the template&apos;s name).</source>
        <translation>设计名称（默认：模板名称）。</translation>
    </message>
    <message>
        <source>Switch ports used per switch; even, at most the switch&apos;s ports.</source>
        <translation>每台交换机使用的端口数；须为偶数，不超过交换机端口数。</translation>
    </message>
    <message>
        <source>infiniband, roce or tcp (default: InfiniBand on InfiniBand switches, else RoCE).</source>
        <translation>infiniband、roce 或 tcp（默认：InfiniBand 交换机上为 InfiniBand，否则为 RoCE）。</translation>
    </message>
    <message>
        <source>infiniband, roce or tcp (default: InfiniBand on InfiniBand switches, else RoCE = Spectrum-X).</source>
        <translation>infiniband、roce 或 tcp（默认：InfiniBand 交换机上为 InfiniBand，否则为 RoCE = Spectrum-X）。</translation>
    </message>
    <message>
        <source>Server model (catalog id).</source>
        <translation>服务器型号（目录 ID）。</translation>
    </message>
    <message>
        <source>NIC model (default: the server&apos;s own).</source>
        <translation>网卡型号（默认：服务器自带的型号）。</translation>
    </message>
    <message>
        <source>Scale-out NIC per port (default: the tray&apos;s own; planes=2 with ConnectX-8: cx8-2x400g).</source>
        <translation>每个端口的横向扩展网卡（默认：托盘自带的；planes=2 且为 ConnectX-8 时：cx8-2x400g）。</translation>
    </message>
    <message>
        <source>NICs per server (default: the server&apos;s own).</source>
        <translation>每台服务器的网卡数（默认：服务器自带的数量）。</translation>
    </message>
    <message>
        <source>NICs per server (default: one per cable, 2 per dimension × links-per-neighbor).</source>
        <translation>每台服务器的网卡数（默认：每根线缆一块，每个维度 2 × links-per-neighbor）。</translation>
    </message>
    <message>
        <source>Switch model for every tier (catalog id).</source>
        <translation>各层的交换机型号（目录 ID）。</translation>
    </message>
    <message>
        <source>Scale-out switch for every tier (q3400 InfiniBand; qm9700 as in the DGX SuperPOD with GB200; sn5600 for Spectrum-X Ethernet).</source>
        <translation>各层的横向扩展交换机（q3400 为 InfiniBand；qm9700 与采用 GB200 的 DGX SuperPOD 相同；sn5600 为 Spectrum-X 以太网）。</translation>
    </message>
    <message>
        <source>Number of servers (or give gpus).</source>
        <translation>服务器数量（或给出 gpus）。</translation>
    </message>
    <message>
        <source>Number of GPUs, a multiple of the server&apos;s GPUs (instead of servers).</source>
        <translation>GPU 数量，须为单台服务器 GPU 数的整数倍（代替 servers）。</translation>
    </message>
    <message>
        <source>Leaf downlink:uplink ratio (1 = non-blocking).</source>
        <translation>Leaf 下行:上行比（1 = 无阻塞）。</translation>
    </message>
    <message>
        <source>Leaf downlink:uplink ratio (1 = non-blocking, 2 = 2:1, ...).</source>
        <translation>Leaf 下行:上行比（1 = 无阻塞，2 = 2:1，……）。</translation>
    </message>
    <message>
        <source>auto, 2 or 3 (auto: 2 while leaf-spine fits, else 3).</source>
        <translation>auto、2 或 3（auto：Leaf-Spine 够用时为 2，否则为 3）。</translation>
    </message>
    <message>
        <source>true: NIC r of each server goes to the rail-r leaf of its group; false: NICs fill leaves in order.</source>
        <translation>true：每台服务器的第 r 块网卡接到其组内第 r 条轨道的 Leaf；false：网卡按顺序填满各 Leaf。</translation>
    </message>
    <message>
        <source>Independent switch planes; each server&apos;s NICs are split evenly between them.</source>
        <translation>相互独立的交换平面；每台服务器的网卡平均分配到各平面。</translation>
    </message>
    <message>
        <source>Scale-out planes: 1, or 2 with each NIC&apos;s port split into one half per plane.</source>
        <translation>横向扩展平面：1，或 2（每块网卡的端口一分为二，每个平面各一半）。</translation>
    </message>
    <message>
        <source>Scalable units.</source>
        <translation>可扩展单元（SU）数。</translation>
    </message>
    <message>
        <source>Servers in each scalable unit.</source>
        <translation>每个可扩展单元中的服务器数。</translation>
    </message>
    <message>
        <source>Servers per dimension, e.g. 4x4x4 (1 to 6 dimensions).</source>
        <translation>每个维度的服务器数，例如 4x4x4（1 到 6 维）。</translation>
    </message>
    <message>
        <source>Speed of each link (default: the NIC&apos;s).</source>
        <translation>每条链路的速率（默认：网卡的速率）。</translation>
    </message>
    <message>
        <source>Parallel cables to each neighbour.</source>
        <translation>到每个相邻节点的并行线缆数。</translation>
    </message>
    <message>
        <source>NVLink domains of 72 GPUs: NVL72 racks, or NVL36x2 pairs of racks.</source>
        <translation>72 个 GPU 的 NVLink 域：NVL72 机架，或 NVL36x2 机架对。</translation>
    </message>
    <message>
        <source>Rack model (catalog rack: gb200-nvl72, gb300-nvl72 or gb200-nvl36x2).</source>
        <translation>机架型号（目录机架：gb200-nvl72、gb300-nvl72 或 gb200-nvl36x2）。</translation>
    </message>
    <message>
        <source>Racks in a scalable unit (NVIDIA&apos;s SuperPOD: 8 = 576 GPUs).</source>
        <translation>每个可扩展单元的机架数（NVIDIA SuperPOD：8 = 576 个 GPU）。</translation>
    </message>
    <message>
        <source>GPUs per NVLink partition: 72 (the whole rack), 36 or 8.</source>
        <translation>每个 NVLink 分区的 GPU 数：72（整个机架）、36 或 8。</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Change Design Settings</source>
        <translation>更改设计设置</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message numerus="yes">
        <source>Add %n Device(s)</source>
        <translation>
            <numerusform>添加 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Align %n Device(s)</source>
        <translation>
            <numerusform>对齐 %n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <source>Auto-Layout by Tier</source>
        <translation>按层级自动布局</translation>
    </message>
    <message numerus="yes">
        <source>Connect %n Link(s)</source>
        <translation>
            <numerusform>连接 %n 条链路</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Distribute %n Device(s) Horizontally</source>
        <translation>
            <numerusform>水平分布 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Distribute %n Device(s) Vertically</source>
        <translation>
            <numerusform>垂直分布 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n Device(s)</source>
        <translation>
            <numerusform>移动 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Device(s)</source>
        <translation>
            <numerusform>粘贴 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n Device(s)</source>
        <translation>
            <numerusform>创建 %n 台设备的副本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Link(s)</source>
        <translation>
            <numerusform>删除 %n 条链路</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Device(s)</source>
        <translation>
            <numerusform>删除 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rename %n Device(s)</source>
        <translation>
            <numerusform>重命名 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Model of %n Device(s)</source>
        <translation>
            <numerusform>更改 %n 台设备的型号</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Role of %n Switch(es)</source>
        <translation>
            <numerusform>更改 %n 台交换机的角色</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Group of %n Device(s)</source>
        <translation>
            <numerusform>更改 %n 台设备的分组</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change NIC Model of %n Server(s)</source>
        <translation>
            <numerusform>更改 %n 台服务器的 NIC 型号</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change NIC Count of %n Server(s)</source>
        <translation>
            <numerusform>更改 %n 台服务器的 NIC 数量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Speed of %n Link(s)</source>
        <translation>
            <numerusform>更改 %n 条链路的速率</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Cable Count of %n Link(s)</source>
        <translation>
            <numerusform>更改 %n 条链路的线缆数量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Medium of %n Link(s)</source>
        <translation>
            <numerusform>更改 %n 条链路的介质</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Length of %n Link(s)</source>
        <translation>
            <numerusform>更改 %n 条链路的长度</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Price of %1</source>
        <translation>设置 %1 的价格</translation>
    </message>
    <message>
        <source>Reset Price of %1</source>
        <translation>重置 %1 的价格</translation>
    </message>
    <message>
        <source>Change Training Settings</source>
        <translation>更改训练设置</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>剪切</translation>
    </message>
    <message numerus="yes">
        <source>Assign NICs to Rails on %n Link(s)</source>
        <translation>
            <numerusform>将 %n 条链路上的 NIC 分配到轨道</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tray %2</source>
        <translation>%1 托盘 %2</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>机架 %1</translation>
    </message>
    <message>
        <source>Add %1 Rack</source>
        <translation>添加 %1 机架</translation>
    </message>
    <message numerus="yes">
        <source>Group %n Server(s) Into NVLink Domain</source>
        <translation>
            <numerusform>将 %n 台服务器编组为 NVLink 域</numerusform>
        </translation>
    </message>
    <message>
        <source>NVLink domain %1</source>
        <translation>NVLink 域 %1</translation>
    </message>
    <message>
        <source>Rename NVLink Domain to %1</source>
        <translation>将 NVLink 域重命名为 %1</translation>
    </message>
    <message>
        <source>Partition NVLink Domain into NVL%1</source>
        <translation>将 NVLink 域划分为 NVL%1 分区</translation>
    </message>
    <message>
        <source>Join NVLink Partitions</source>
        <translation>合并 NVLink 分区</translation>
    </message>
    <message>
        <source>Ungroup %1</source>
        <translation>解散 %1</translation>
    </message>
    <message numerus="yes">
        <source>Ungroup %n NVLink Domain(s)</source>
        <translation>
            <numerusform>解散 %n 个 NVLink 域</numerusform>
        </translation>
    </message>
    <message>
        <source>Pin Scenario “%1”</source>
        <translation>固定场景“%1”</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>重命名场景</translation>
    </message>
    <message>
        <source>Remove Scenario “%1”</source>
        <translation>移除场景“%1”</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>No translation for language &quot;%1&quot;; using English.</source>
        <translation>没有语言“%1”的翻译；将使用英语。</translation>
    </message>
    <message>
        <source>Design AI-training network fabrics.</source>
        <translation>设计 AI 训练网络架构。</translation>
    </message>
    <message>
        <source>Render the window with FILE (or the built-in example) at %1 × %2 to a PNG file and exit.</source>
        <translation>将加载了 FILE（或内置示例）的窗口以 %1 × %2 渲染为 PNG 文件，然后退出。</translation>
    </message>
    <message>
        <source>out.png</source>
        <translation>out.png</translation>
    </message>
    <message>
        <source>User interface language, e.g. de or zh_CN.</source>
        <translation>界面语言，例如 de 或 zh_CN。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Design file to open.</source>
        <translation>要打开的设计文件。</translation>
    </message>
    <message>
        <source>Only one design can be opened at a time.</source>
        <translation>一次只能打开一个设计。</translation>
    </message>
    <message>
        <source>Display version and build information.</source>
        <translation>显示版本和构建信息。</translation>
    </message>
    <message>
        <source>Open in presentation mode (F5): full screen, the collective animated beside the plot.</source>
        <translation>以演示模式打开（F5）：全屏，在图表旁以动画展示集合通信。</translation>
    </message>
    <message>
        <source>No lesson &quot;%1&quot;; spinel-cli lesson --list shows them.</source>
        <translation>没有课程“%1”；spinel-cli lesson --list 会列出所有课程。</translation>
    </message>
    <message>
        <source>Open the Lessons panel and start the lesson ID (its design replaces FILE).</source>
        <translation>打开课程面板并开始课程 ID（其设计将替换 FILE）。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
</context>
<context>
    <name>spinel</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>Devices or whole groups of GPUs cannot reach the rest of the fabric.</source>
        <translation>设备或整组 GPU 无法连通网络架构的其余部分。</translation>
    </message>
    <message>
        <source>Cable the listed devices to the fabric, or delete them.</source>
        <translation>将列出的设备接入网络架构，或删除它们。</translation>
    </message>
    <message>
        <source>One device or one single cable carries all traffic of some GPUs: if it fails, they lose the fabric.</source>
        <translation>某些 GPU 的全部流量都经过同一台设备或同一根线缆：一旦它发生故障，这些 GPU 将与网络架构断开。</translation>
    </message>
    <message>
        <source>Add a second uplink or a redundant switch; right-click ▸ Fail shows what is lost.</source>
        <translation>添加第二条上行链路或冗余交换机；右键 ▸“模拟…故障”可查看会失去什么。</translation>
    </message>
    <message>
        <source>A link runs faster than a port or NIC at its end, or NICs run slower than they could (injection bandwidth lost).</source>
        <translation>链路速率高于其某一端的端口或 NIC，或 NIC 的运行速率低于其能力（损失注入带宽）。</translation>
    </message>
    <message>
        <source>Set the link&apos;s speed to the ports&apos; rate (Properties), or change the NIC or switch model.</source>
        <translation>将链路速率设为端口速率（属性），或更换 NIC 或交换机型号。</translation>
    </message>
    <message>
        <source>A server has more cables than NICs, or NICs with no cable.</source>
        <translation>服务器的线缆多于 NIC，或有 NIC 未接线缆。</translation>
    </message>
    <message>
        <source>Change the server&apos;s NIC count (Properties) or add or remove cables.</source>
        <translation>更改服务器的 NIC 数量（属性），或添加、删除线缆。</translation>
    </message>
    <message>
        <source>A link is longer than its medium reaches at its speed, or the catalog has no cable for that medium and speed.</source>
        <translation>链路长度超出其介质在该速率下的传输距离，或目录中没有该介质和速率的线缆。</translation>
    </message>
    <message>
        <source>Choose a medium that reaches (AOC, multimode, single-mode) or shorten the link.</source>
        <translation>选择传输距离足够的介质（AOC、多模、单模），或缩短链路。</translation>
    </message>
    <message>
        <source>A switch or a tier has more bandwidth down than up, above the design&apos;s target ratio.</source>
        <translation>交换机或层级的下行带宽多于上行带宽，超出了设计的目标比例。</translation>
    </message>
    <message>
        <source>Add uplinks or spines, or raise the target in Design ▸ Design Settings.</source>
        <translation>添加上行链路或脊交换机，或在“设计 ▸ 设计设置”中提高目标值。</translation>
    </message>
    <message>
        <source>A switch needs more ports than its model has, or uses every port (no spare to grow or replace a cable).</source>
        <translation>交换机所需端口数超过其型号的端口数，或已用尽所有端口（没有余量用于扩展或更换线缆）。</translation>
    </message>
    <message>
        <source>Use a larger switch model, split the load over more switches, or remove cables.</source>
        <translation>使用更大的交换机型号，将负载分散到更多交换机，或移除线缆。</translation>
    </message>
    <message>
        <source>Two links were pinned to the same port of a device.</source>
        <translation>两条链路被固定到了同一设备的同一端口。</translation>
    </message>
    <message>
        <source>Move one link to a free port, or let Spinel assign ports (clear the pinned port).</source>
        <translation>将其中一条链路移到空闲端口，或让 Spinel 分配端口（清除固定的端口）。</translation>
    </message>
    <message>
        <source>A leaf meant for one rail (NIC index) also carries cables from other NICs: same-rail traffic between those servers needs a spine hop.</source>
        <translation>本应只服务一条轨道（NIC 编号）的叶交换机还连接了其他 NIC 的线缆：这些服务器之间的同轨流量需要经过脊交换机多跳一次。</translation>
    </message>
    <message>
        <source>Re-cable the listed links so each leaf carries one rail (Connect Servers to Leaves wires rail-aligned).</source>
        <translation>重新连接列出的链路，使每台叶交换机只承载一条轨道（“将服务器连接到叶交换机”会按轨道对齐接线）。</translation>
    </message>
    <message>
        <source>The hop count was not computed exactly (too many distinct servers).</source>
        <translation>跳数未精确计算（不同的服务器过多）。</translation>
    </message>
    <message>
        <source>Nothing to fix: the other checks still ran.</source>
        <translation>无需修复：其他检查仍已照常运行。</translation>
    </message>
    <message>
        <source>More findings of one code than the list shows.</source>
        <translation>某一代码的检查结果多于列表中显示的条数。</translation>
    </message>
    <message>
        <source>Fix the listed ones first; the count says how many more there are.</source>
        <translation>先修复列出的问题；计数表示还有多少条。</translation>
    </message>
    <message>
        <source>A finding of the rules checks.</source>
        <translation>规则检查得出的一条检查结果。</translation>
    </message>
    <message>
        <source>Read its message; select it to see the objects involved.</source>
        <translation>请阅读其消息；选中它可查看涉及的对象。</translation>
    </message>
    <message>
        <source>A rack-scale NVLink domain (NVL72) lacks compute trays, has too many, or holds trays of another model.</source>
        <translation>机架级 NVLink 域（NVL72）缺少计算托盘、托盘过多，或包含其他型号的托盘。</translation>
    </message>
    <message>
        <source>Add the missing trays to the rack (or remove the extra ones); use the rack&apos;s own compute tray model.</source>
        <translation>向机架添加缺少的托盘（或移除多余的托盘）；请使用该机架自身的计算托盘型号。</translation>
    </message>
    <message>
        <source>An NVLink domain is split into partitions the NVLink switches cannot make: not a size the rack supports, or not whole trays.</source>
        <translation>NVLink 域被划分成 NVLink 交换机无法实现的分区：分区大小不受机架支持，或不是由整个托盘组成。</translation>
    </message>
    <message>
        <source>Choose a partition size the rack lists (NVL72: 72, 36 or 8 GPUs) in the domain&apos;s properties.</source>
        <translation>在域的属性中选择机架所列的分区大小（NVL72：72、36 或 8 个 GPU）。</translation>
    </message>
    <message>
        <source>A compute tray has fewer scale-out NICs than GPUs; the NVL72 reference designs give each GPU its own NIC.</source>
        <translation>计算托盘的横向扩展 NIC 少于 GPU；NVL72 参考设计为每个 GPU 配备独立的 NIC。</translation>
    </message>
    <message>
        <source>Raise the tray&apos;s NIC count (Properties) to its GPU count, or accept less scale-out bandwidth per GPU.</source>
        <translation>将托盘的 NIC 数量（属性）提高到其 GPU 数量，或接受每 GPU 较低的横向扩展带宽。</translation>
    </message>
    <message>
        <source>The scale-out fabric has several planes (separate switch networks) and a domain puts more cables on some than on others.</source>
        <translation>横向扩展网络架构有多个平面（相互独立的交换网络），而某个域连到部分平面的线缆多于其他平面。</translation>
    </message>
    <message>
        <source>Cable each domain&apos;s NICs evenly over the planes (as many ports on each).</source>
        <translation>将每个域的 NIC 均匀地连接到各平面（每个平面的端口数相同）。</translation>
    </message>
    <message>
        <source>The trays of one NVLink domain are in more racks than its NVLink cabling joins: one rack&apos;s copper spine (NVL72), or two neighbouring racks cabled switch tray to switch tray (NVL36x2).</source>
        <translation>一个 NVLink 域的托盘所在的机架数超过其 NVLink 线缆所能连接的范围：单个机架的铜缆背板（NVL72），或两个相邻机架、交换托盘之间直接布线（NVL36x2）。</translation>
    </message>
    <message>
        <source>Put the domain&apos;s trays in its rack (group), or in its two racks for NVL36x2, or split it into domains of one rack each.</source>
        <translation>将该域的托盘放入其所属机架（分组）中，NVL36x2 则放入其两个机架中，或将其拆分为每个机架一个域。</translation>
    </message>
</context>
<context>
    <name>spinel::AnalysisController</name>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>New from &amp;Template…</source>
        <translation>从模板新建(&amp;T)…</translation>
    </message>
    <message>
        <source>Start a design from a fat-tree, leaf-spine, rail-optimized or torus template</source>
        <translation>从胖树、叶脊、轨道优化或环面模板开始设计</translation>
    </message>
    <message>
        <source>&amp;Restore Failed Objects</source>
        <translation>恢复故障对象(&amp;R)</translation>
    </message>
    <message>
        <source>End the what-if: bring every failed device and link back</source>
        <translation>结束假设分析：恢复所有故障的设备和链路</translation>
    </message>
    <message>
        <source>&amp;Colour Links By</source>
        <translation>链路着色依据(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>介质(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Oversubscription</source>
        <translation>超额订阅比(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Load under Collective</source>
        <translation>集合通信负载(&amp;L)</translation>
    </message>
    <message>
        <source>Co&amp;llective</source>
        <translation>集合通信(&amp;L)</translation>
    </message>
    <message>
        <source>Message &amp;Size</source>
        <translation>消息大小(&amp;S)</translation>
    </message>
    <message>
        <source>Links: uplink oversubscription</source>
        <translation>链路：上行超额订阅比</translation>
    </message>
    <message>
        <source>Downlink : uplink bandwidth of the switch below</source>
        <translation>下层交换机的下行 : 上行带宽</translation>
    </message>
    <message>
        <source>%1, %2: computing…</source>
        <translation>%1，%2：正在计算…</translation>
    </message>
    <message>
        <source>Links: load under a collective</source>
        <translation>链路：集合通信下的负载</translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation>无法运行检查：%1</translation>
    </message>
    <message>
        <source>What-if: these are the findings with the failed objects removed.</source>
        <translation>假设分析：以下为移除故障对象后的检查结果。</translation>
    </message>
    <message>
        <source>Restore This Device</source>
        <translation>恢复此设备</translation>
    </message>
    <message>
        <source>Restore This Link</source>
        <translation>恢复此链路</translation>
    </message>
    <message>
        <source>Fail This Device</source>
        <translation>模拟此设备故障</translation>
    </message>
    <message>
        <source>Fail This Link</source>
        <translation>模拟此链路故障</translation>
    </message>
    <message>
        <source>Fail Selected (%L1)</source>
        <translation>模拟所选对象故障（%L1）</translation>
    </message>
</context>
<context>
    <name>spinel::AnimationDock</name>
    <message>
        <source>All-reduce</source>
        <translation>All-reduce</translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation>Reduce-scatter</translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation>All-gather</translation>
    </message>
    <message>
        <source>All-to-all</source>
        <translation>All-to-all</translation>
    </message>
    <message>
        <source>Broadcast</source>
        <translation>Broadcast</translation>
    </message>
    <message>
        <source>Send/receive</source>
        <translation>Send/receive</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>操作：</translation>
    </message>
    <message>
        <source>Message size as nccl-tests counts it: 8, 64 KiB, 1 GiB, 1e9</source>
        <translation>按 nccl-tests 口径计算的消息大小：8、64 KiB、1 GiB、1e9</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU 数量：</translation>
    </message>
    <message>
        <source>Auto (what NCCL picks)</source>
        <translation>自动（由 NCCL 选择）</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>环形 (Ring)</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>树形 (Tree)</translation>
    </message>
    <message>
        <source>Hierarchical (NVLink, rail, NVLink)</source>
        <translation>分层（NVLink、轨道、NVLink）</translation>
    </message>
    <message>
        <source>NVLink SHARP</source>
        <translation>NVLink SHARP</translation>
    </message>
    <message>
        <source>NVLink SHARP + tree</source>
        <translation>NVLink SHARP + 树形 (Tree)</translation>
    </message>
    <message>
        <source>In-network reduction</source>
        <translation>网内归约</translation>
    </message>
    <message>
        <source>PAT</source>
        <translation>PAT</translation>
    </message>
    <message>
        <source>Pairwise</source>
        <translation>成对交换 (Pairwise)</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation>算法：</translation>
    </message>
    <message>
        <source>Animate</source>
        <translation>生成动画</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>The collective&apos;s time in the model: drag to scrub</source>
        <translation>集合通信在模型中的时间：拖动以定位</translation>
    </message>
    <message>
        <source>Pick a collective and press Animate.</source>
        <translation>请选择一种集合通信，然后点击“生成动画”。</translation>
    </message>
    <message>
        <source>Animate Collective</source>
        <translation>集合通信动画</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Cannot animate: %1</source>
        <translation>无法生成动画：%1</translation>
    </message>
    <message>
        <source>The size &quot;%1&quot; is not a number of bytes (e.g. 1 GiB).</source>
        <translation>大小“%1”不是有效的字节数（例如 1 GiB）。</translation>
    </message>
    <message>
        <source>Working out the schedule…</source>
        <translation>正在计算调度…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Save the animation for slides: a PNG per step, an animated GIF or an animated SVG</source>
        <translation>保存动画以用于幻灯片：每步一个 PNG、动画 GIF 或动画 SVG</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>动画 GIF (*.gif)</translation>
    </message>
    <message>
        <source>Animated SVG (*.svg)</source>
        <translation>动画 SVG (*.svg)</translation>
    </message>
    <message>
        <source>Animated &amp;GIF…</source>
        <translation>动画 GIF(&amp;G)…</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Animated &amp;SVG…</source>
        <translation>动画 SVG(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;PNG Sequence…</source>
        <translation>PNG 序列(&amp;P)…</translation>
    </message>
    <message>
        <source>Folder for step-0001.png, …</source>
        <translation>存放 step-0001.png、… 的文件夹</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) written to %1</source>
        <translation>
            <numerusform>已将 %n 帧写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Exporting the animation…</source>
        <translation>正在导出动画…</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>导出已取消；未写入任何内容。</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>spinel::AnimationExportJob</name>
    <message>
        <source>An export is already running.</source>
        <translation>已有导出正在进行。</translation>
    </message>
</context>
<context>
    <name>spinel::AsBuiltActions</name>
    <message>
        <source>ibnetdiscover dumps (*.ibnd *.txt *.topo *.out)</source>
        <translation>ibnetdiscover 转储 (*.ibnd *.txt *.topo *.out)</translation>
    </message>
    <message>
        <source>LLDP tables, lldpcli -f json0, one per switch (*.json)</source>
        <translation>LLDP 表，lldpcli -f json0，每台交换机一个 (*.json)</translation>
    </message>
    <message>
        <source>GraphML drawings (*.graphml *.xml)</source>
        <translation>GraphML 图 (*.graphml *.xml)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Compare with As-&amp;Built…</source>
        <translation>与实际搭建比较(&amp;B)…</translation>
    </message>
    <message>
        <source>As-Built Differences</source>
        <translation>与实际搭建的差异</translation>
    </message>
    <message>
        <source>Open a fabric as built (ibnetdiscover, LLDP) or a GraphML drawing as a new design</source>
        <translation>将实际搭建的网络架构（ibnetdiscover、LLDP）或 GraphML 图作为新设计打开</translation>
    </message>
    <message>
        <source>List the cables that differ between the design and the fabric as built</source>
        <translation>列出设计与实际搭建的网络架构之间存在差异的线缆</translation>
    </message>
    <message>
        <source>Import Fabric</source>
        <translation>导入网络架构</translation>
    </message>
    <message>
        <source>Compare with As-Built</source>
        <translation>与实际搭建比较</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <source>The file could not be imported. The current design is unchanged.</source>
        <translation>无法导入该文件。当前设计保持不变。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1: %n device(s), %2 link(s).</source>
        <translation>
            <numerusform>已导入 %1：%n 台设备，%2 条链路。</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported with guesses</source>
        <translation>已导入（含推测）</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) had to be guessed while importing; check them in the design.</source>
        <translation>
            <numerusform>导入时有 %n 项内容需要推测；请在设计中检查。</numerusform>
        </translation>
    </message>
    <message>
        <source>Comparing with %1…</source>
        <translation>正在与 %1 比较…</translation>
    </message>
</context>
<context>
    <name>spinel::AsBuiltDiffWidget</name>
    <message>
        <source>Missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>多余</translation>
    </message>
    <message>
        <source>Miswired</source>
        <translation>接错</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>%1 — %2 is not cabled</source>
        <translation>%1 — %2 未连接线缆</translation>
    </message>
    <message>
        <source>%1 — %2 is not in the design</source>
        <translation>%1 — %2 不在设计中</translation>
    </message>
    <message>
        <source>%1 goes to %2; the design has %3</source>
        <translation>%1 连到了 %2；设计中为 %3</translation>
    </message>
    <message>
        <source>%1 — %2 runs at %3 Gb/s; the design has %4 Gb/s</source>
        <translation>%1 — %2 运行于 %3 Gb/s；设计中为 %4 Gb/s</translation>
    </message>
    <message>
        <source>Compare the design with the fabric as built: File ▸ Compare with As-Built…</source>
        <translation>将设计与实际搭建的网络架构比较：文件 ▸ 与实际搭建比较…</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message numerus="yes">
        <source>The fabric as built (%1) matches the design: %n cable(s).</source>
        <translation>
            <numerusform>实际搭建的网络架构（%1）与设计一致：%n 根线缆。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) between the design and the fabric as built (%1). Click one to select it.</source>
        <translation>
            <numerusform>设计与实际搭建的网络架构（%1）之间有 %n 处差异。点击某一项即可选中。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read the fabric as built (%1): %2</source>
        <translation>无法读取实际搭建的网络架构（%1）：%2</translation>
    </message>
</context>
<context>
    <name>spinel::AsBuiltLegend</name>
    <message>
        <source>Missing cable (%1)</source>
        <translation>缺少的线缆（%1）</translation>
    </message>
    <message>
        <source>Extra cable (%1)</source>
        <translation>多余的线缆（%1）</translation>
    </message>
    <message>
        <source>Miswired, thin line to where it goes (%1)</source>
        <translation>接错，细线指向实际连接处（%1）</translation>
    </message>
    <message>
        <source>Speed mismatch (%1)</source>
        <translation>速率不匹配（%1）</translation>
    </message>
    <message>
        <source>As built vs design</source>
        <translation>实际部署与设计对比</translation>
    </message>
</context>
<context>
    <name>spinel::AsBuiltMarkItem</name>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>missing: %1</source>
        <translation>缺失：%1</translation>
    </message>
    <message>
        <source>extra: %1</source>
        <translation>多余：%1</translation>
    </message>
    <message>
        <source>miswired: %1, goes to %2</source>
        <translation>接错：%1，实际连到 %2</translation>
    </message>
    <message>
        <source>speed: %1 at %2 Gb/s, designed %3 Gb/s</source>
        <translation>速率：%1 为 %2 Gb/s，设计为 %3 Gb/s</translation>
    </message>
</context>
<context>
    <name>spinel::Autosave</name>
    <message>
        <source>Cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>Cannot lock %1</source>
        <translation>无法锁定 %1</translation>
    </message>
</context>
<context>
    <name>spinel::BusBandwidthPlot</name>
    <message>
        <source>Message size (bytes)</source>
        <translation>消息大小（字节）</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s, decimal)</source>
        <translation>总线带宽（GB/s，十进制）</translation>
    </message>
    <message>
        <source>Bus bandwidth vs message size</source>
        <translation>总线带宽与消息大小</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 on %L3 GPUs&lt;br&gt;busbw %4 · algbw %5 · %6&lt;br&gt;algorithm %7, protocol %8 (NCCL&apos;s choice)&lt;br&gt;limited by %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，%2，%L3 个 GPU&lt;br&gt;busbw %4 · algbw %5 · %6&lt;br&gt;算法 %7，协议 %8（NCCL 的选择）&lt;br&gt;受限于 %9</translation>
    </message>
    <message>
        <source>No GPUs in the design</source>
        <translation>设计中没有 GPU</translation>
    </message>
    <message>
        <source>No bus bandwidth: no collective could be timed on this fabric</source>
        <translation>无总线带宽：无法在此网络架构上估算任何集合通信的耗时</translation>
    </message>
    <message>
        <source>No bus bandwidth: %1</source>
        <translation>无总线带宽：%1</translation>
    </message>
    <message>
        <source>Scale-out ceiling (NIC per GPU): %1 · %2G NICs</source>
        <translation>横向扩展上限（每 GPU 的 NIC）：%1 · %2G NIC</translation>
    </message>
    <message>
        <source>NVLink per GPU (usable): %1 ↑ off scale · NVLS can exceed it</source>
        <translation>每 GPU 的 NVLink（可用）：%1 ↑ 超出刻度 · NVLS 可超过此值</translation>
    </message>
    <message>
        <source>NVLink per GPU (usable): %1 · NVLS can exceed it</source>
        <translation>每 GPU 的 NVLink（可用）：%1 · NVLS 可超过此值</translation>
    </message>
    <message>
        <source>&lt;b&gt;NVLink per GPU&lt;/b&gt;: the usable NVLink bandwidth of one GPU in its NVLink domain. It is not a ceiling for every algorithm: with NVLink SHARP (NVLS) the NVSwitch does the reduction, each GPU sends its data once instead of twice, so NVLS all-reduce bus bandwidth can exceed it.</source>
        <translation>&lt;b&gt;每 GPU 的 NVLink&lt;/b&gt;：一个 GPU 在其 NVLink 域中的可用 NVLink 带宽。它并非所有算法的上限：使用 NVLink SHARP（NVLS）时由 NVSwitch 执行归约，每个 GPU 只发送一次数据而非两次，因此 NVLS all-reduce 的总线带宽可以超过此值。</translation>
    </message>
</context>
<context>
    <name>spinel::CanvasEditor</name>
    <message>
        <source>Server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message>
        <source>%1 node %2</source>
        <translation>%1 节点 %2</translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation>叶 %1</translation>
    </message>
    <message>
        <source>Spine %1</source>
        <translation>脊 %1</translation>
    </message>
    <message>
        <source>Core %1</source>
        <translation>核心 %1</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n device(s)</source>
        <translation>
            <numerusform>已复制 %n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to paste</source>
        <translation>没有可粘贴的内容</translation>
    </message>
    <message>
        <source>Select servers and leaf switches to connect them</source>
        <translation>请选择要连接的服务器和叶交换机</translation>
    </message>
    <message>
        <source>Nothing to connect: every NIC of the selected servers is already cabled</source>
        <translation>无需连接：所选服务器的每个 NIC 均已接线</translation>
    </message>
    <message numerus="yes">
        <source>Added %n cable(s)</source>
        <translation>
            <numerusform>已添加 %n 根线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two or more servers to group them into an NVLink domain</source>
        <translation>选择两台或更多服务器，将其编组为 NVLink 域</translation>
    </message>
</context>
<context>
    <name>spinel::CanvasLegend</name>
    <message>
        <source>Wider: more bandwidth</source>
        <translation>越宽：带宽越大</translation>
    </message>
    <message>
        <source>Click to fold or unfold the key</source>
        <translation>单击以折叠或展开图例</translation>
    </message>
    <message>
        <source>Links ▸</source>
        <translation>链路 ▸</translation>
    </message>
    <message>
        <source>Links ▾</source>
        <translation>链路 ▾</translation>
    </message>
</context>
<context>
    <name>spinel::CatalogDialog</name>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Transceiver</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Reset to Catalog Price</source>
        <translation>恢复为目录价格</translation>
    </message>
    <message>
        <source>Catalog and Prices</source>
        <translation>产品目录与价格</translation>
    </message>
    <message>
        <source>Filter by part, name or source</source>
        <translation>按部件、名称或来源筛选</translation>
    </message>
    <message>
        <source>Double-click a price in the “Design price” column to set this design&apos;s own price (undoable). Overridden prices are shown in bold.</source>
        <translation>双击“设计价格”列中的价格，可为本设计设置专属价格（可撤销）。被覆盖的价格以粗体显示。</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Catalog price (USD)</source>
        <translation>目录价格（USD）</translation>
    </message>
    <message>
        <source>Design price (USD)</source>
        <translation>设计价格（USD）</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>This design&apos;s price; the catalog says %1 (%2, %3)</source>
        <translation>本设计的价格；目录价格为 %1（%2，%3）</translation>
    </message>
    <message>
        <source>The catalog price; double-click to set this design&apos;s own</source>
        <translation>目录价格；双击可为本设计设置专属价格</translation>
    </message>
    <message>
        <source>NVLink rack</source>
        <translation>NVLink 机架</translation>
    </message>
</context>
<context>
    <name>spinel::CheckedSpinBox</name>
    <message>
        <source>Enter a number from %1 to %2</source>
        <translation>请输入 %1 到 %2 之间的数字</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 不是整数</translation>
    </message>
    <message>
        <source>%1 is below the minimum, %2</source>
        <translation>%1 低于最小值 %2</translation>
    </message>
    <message>
        <source>%1 is above the maximum, %2</source>
        <translation>%1 高于最大值 %2</translation>
    </message>
</context>
<context>
    <name>spinel::ConnectDialog</name>
    <message>
        <source>&amp;Rail-aligned: NIC r of every server to leaf r</source>
        <translation>按轨道对齐(&amp;R)：每台服务器的 NIC r 连接到叶交换机 r</translation>
    </message>
    <message>
        <source>R&amp;ound-robin: each next NIC to the next leaf</source>
        <translation>轮询(&amp;O)：每个后续 NIC 连接到下一台叶交换机</translation>
    </message>
    <message>
        <source>Connect Servers to Leaves</source>
        <translation>将服务器连接到叶交换机</translation>
    </message>
    <message numerus="yes">
        <source>Wire %n selected server(s)</source>
        <translation>
            <numerusform>将所选的 %n 台服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n selected leaf switch(es).</source>
        <translation>
            <numerusform>连接到所选的 %n 台叶交换机。</numerusform>
        </translation>
    </message>
    <message>
        <source>The usual wiring for GPU clusters: GPUs of the same index share a leaf, so most collective traffic stays one hop away.</source>
        <translation>GPU 集群的常用接线方式：编号相同的 GPU 共享一台叶交换机，因此大部分集合通信流量只需一跳。</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message numerus="yes">
        <source>Up to %n cable(s); NICs that are already cabled are skipped.</source>
        <translation>
            <numerusform>最多 %n 根线缆；已接线的 NIC 将被跳过。</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewer leaves than NICs: the rails wrap around to the first leaves.</source>
        <translation>叶交换机少于 NIC：轨道将循环回到最前面的叶交换机。</translation>
    </message>
</context>
<context>
    <name>spinel::CostPlot</name>
    <message>
        <source>Cost (USD)</source>
        <translation>成本（USD）</translation>
    </message>
    <message>
        <source>Power (kW)</source>
        <translation>功耗（kW）</translation>
    </message>
    <message>
        <source>Cost and power by category, with servers</source>
        <translation>按类别的成本与功耗（含服务器）</translation>
    </message>
    <message>
        <source>Network cost and power by category</source>
        <translation>按类别的网络成本与功耗</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>With servers: %1 · %2 per GPU · %3 · %L4 GPUs</source>
        <translation>含服务器：%1 · 每 GPU %2 · %3 · %L4 个 GPU</translation>
    </message>
    <message>
        <source>Network: %1 · %2 per GPU · %3 · %L4 GPUs</source>
        <translation>网络：%1 · 每 GPU %2 · %3 · %L4 个 GPU</translation>
    </message>
    <message>
        <source>Nothing to cost: the design has no devices</source>
        <translation>无可计算的成本：设计中没有设备</translation>
    </message>
    <message>
        <source>No network parts to cost: add switches and links</source>
        <translation>没有可计算成本的网络部件：请添加交换机和链路</translation>
    </message>
    <message>
        <source>No cost: the catalog has no prices for these parts</source>
        <translation>无成本：目录中没有这些部件的价格</translation>
    </message>
    <message>
        <source>in server
price</source>
        <translation>含在服务器
价格中</translation>
    </message>
    <message>
        <source>Scale-up (NVLink domains)
%1</source>
        <translation>纵向扩展（NVLink 域）
%1</translation>
    </message>
    <message>
        <source>Scale-out (network)
%1</source>
        <translation>横向扩展（网络）
%1</translation>
    </message>
</context>
<context>
    <name>spinel::DesignSettingsDialog</name>
    <message>
        <source>Design Settings</source>
        <translation>设计设置</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>What this fabric is for, its constraints, its sources</source>
        <translation>此网络架构的用途、约束条件和资料来源</translation>
    </message>
    <message>
        <source>The protocol the timing model assumes: per-message overheads and NCCL&apos;s choices differ</source>
        <translation>耗时模型所假定的协议：每条消息的开销和 NCCL 的选择因协议而异</translation>
    </message>
    <message>
        <source>:1</source>
        <translation>:1</translation>
    </message>
    <message>
        <source>Down to up bandwidth a switch may have before the checks warn; 1:1 is non-blocking</source>
        <translation>交换机下行与上行带宽之比超过此值时检查会发出警告；1:1 为无阻塞</translation>
    </message>
    <message>
        <source>Switches reduce in the network (SHARP)</source>
        <translation>交换机执行网内归约 (SHARP)</translation>
    </message>
    <message>
        <source>Time all-reduce with NCCL&apos;s CollNet on switches that can reduce. On a cluster this needs NCCL&apos;s SHARP plugin and NCCL_COLLNET_ENABLE=1.</source>
        <translation>在支持归约的交换机上用 NCCL 的 CollNet 计算 all-reduce 时间。在集群上这需要 NCCL 的 SHARP 插件和 NCCL_COLLNET_ENABLE=1。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>描述：</translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation>传输：</translation>
    </message>
    <message>
        <source>Target oversubscription:</source>
        <translation>目标超额订阅比：</translation>
    </message>
</context>
<context>
    <name>spinel::Document</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <extracomment>%1 the file, %2 where in the design and what is wrong</extracomment>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Cannot save %1: the design was changed while it was being saved</source>
        <translation>无法保存 %1：保存过程中设计被修改</translation>
    </message>
    <message>
        <source>Saving was cancelled: %1 is as it was.</source>
        <translation>已取消保存：%1 保持原样。</translation>
    </message>
</context>
<context>
    <name>spinel::DomainPropertiesBox</name>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <source>GPUs per NVLink partition: GPUs in different partitions talk over the scale-out NICs</source>
        <translation>每个 NVLink 分区的 GPU 数：不同分区中的 GPU 通过横向扩展 NIC 通信</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Rack:</source>
        <translation>机架：</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>分区：</translation>
    </message>
    <message>
        <source>Compute trays:</source>
        <translation>计算托盘：</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU 数量：</translation>
    </message>
    <message>
        <source>NVLink per GPU:</source>
        <translation>每 GPU NVLink：</translation>
    </message>
    <message>
        <source>NVLink domains:</source>
        <translation>NVLink 域：</translation>
    </message>
    <message>
        <source>Custom group</source>
        <translation>自定义分组</translation>
    </message>
    <message>
        <source>%L1 of %L2</source>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>%L1 GB/s per direction</source>
        <translation>每方向 %L1 GB/s</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Whole domain</source>
        <translation>整个域</translation>
    </message>
    <message>
        <source>NVL%1</source>
        <translation>NVL%1</translation>
    </message>
    <message>
        <source>1 × %L1 GPUs</source>
        <translation>1 × %L1 个 GPU</translation>
    </message>
    <message>
        <source>%L1 × %L2 GPUs</source>
        <translation>%L1 × %L2 个 GPU</translation>
    </message>
    <message>
        <source>%L1 partitions</source>
        <translation>%L1 个分区</translation>
    </message>
</context>
<context>
    <name>spinel::ExplainWidget</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>The collective to explain, on every GPU of the design, as NCCL would run it</source>
        <translation>要解释的集合通信：在设计的所有 GPU 上，按 NCCL 的方式运行</translation>
    </message>
    <message>
        <source>Message size (nccl-tests definition)</source>
        <translation>消息大小（nccl-tests 定义）</translation>
    </message>
    <message>
        <source>updating…</source>
        <translation>正在更新…</translation>
    </message>
</context>
<context>
    <name>spinel::ExportActions</name>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Canvas…</source>
        <translation>画布(&amp;C)…</translation>
    </message>
    <message>
        <source>canvas</source>
        <translation>画布</translation>
    </message>
    <message>
        <source>&amp;Bus Bandwidth Plot…</source>
        <translation>总线带宽图(&amp;B)…</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>&amp;Scaling Plot…</source>
        <translation>扩展性图(&amp;S)…</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>C&amp;ost Plot…</source>
        <translation>成本图(&amp;O)…</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Scenario C&amp;omparison…</source>
        <translation>场景对比(&amp;M)…</translation>
    </message>
    <message>
        <source>scenarios</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Bill of Materials (&amp;CSV)…</source>
        <translation>物料清单 (&amp;CSV)…</translation>
    </message>
    <message>
        <source>Export Bill of Materials</source>
        <translation>导出物料清单</translation>
    </message>
    <message>
        <source>bom</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Bill of Materials (&amp;JSON)…</source>
        <translation>物料清单 (&amp;JSON)…</translation>
    </message>
    <message>
        <source>Cabling &amp;Plan (CSV)…</source>
        <translation>布线计划 (CSV)(&amp;P)…</translation>
    </message>
    <message>
        <source>Export Cabling Plan</source>
        <translation>导出布线计划</translation>
    </message>
    <message>
        <source>cabling</source>
        <translation>布线计划</translation>
    </message>
    <message>
        <source>Design &amp;Report (PDF)…</source>
        <translation>设计报告 (PDF)(&amp;R)…</translation>
    </message>
    <message>
        <source>Export Design Report</source>
        <translation>导出设计报告</translation>
    </message>
    <message>
        <source>report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>The plots are still being computed; try again.</source>
        <translation>图表仍在计算中，请稍后重试。</translation>
    </message>
    <message>
        <source>not enough memory for the cabling plan</source>
        <translation>内存不足，无法生成布线计划</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出 %1</translation>
    </message>
    <message>
        <source>&amp;Topology…</source>
        <translation>拓扑(&amp;T)…</translation>
    </message>
</context>
<context>
    <name>spinel::FigureWriter</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot tell the format of %1: use .png, .svg or .pdf.</source>
        <translation>无法识别 %1 的格式：请使用 .png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <source>Nothing to export: the figure is empty.</source>
        <translation>没有可导出的内容：图表为空。</translation>
    </message>
    <message>
        <source>Exported from Spinel</source>
        <translation>由 Spinel 导出</translation>
    </message>
    <message>
        <source>Spinel</source>
        <translation>Spinel</translation>
    </message>
    <message>
        <source>cannot encode the PNG image</source>
        <translation>无法编码 PNG 图像</translation>
    </message>
</context>
<context>
    <name>spinel::FindBar</name>
    <message>
        <source>Find device by name…</source>
        <translation>按名称查找设备…</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>关闭 (Esc)</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
</context>
<context>
    <name>spinel::FindingsDock</name>
    <message>
        <source>%1 %L2</source>
        <translation>%1 %L2</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 个错误</translation>
    </message>
    <message>
        <source>%L1 errors</source>
        <translation>%L1 个错误</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 个警告</translation>
    </message>
    <message>
        <source>%L1 warnings</source>
        <translation>%L1 个警告</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>检查结果（%1）</translation>
    </message>
</context>
<context>
    <name>spinel::FindingsModel</name>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <translation>%1
（%2）</translation>
    </message>
</context>
<context>
    <name>spinel::HelpMenu</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Finding Codes</source>
        <translation>检查结果代码(&amp;F)</translation>
    </message>
    <message>
        <source>The user guide is missing from this build.</source>
        <translation>此构建中缺少用户指南。</translation>
    </message>
    <message>
        <source>| Action | Shortcut |</source>
        <translation>| 操作 | 快捷键 |</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Every finding has a code; `spinel-cli validate` prints the same codes.</source>
        <translation>每条检查结果都有一个代码；`spinel-cli validate` 会输出相同的代码。</translation>
    </message>
    <message>
        <source>| Code | Meaning | What to do |</source>
        <translation>| 代码 | 含义 | 处理方法 |</translation>
    </message>
    <message>
        <source>Spinel User Guide</source>
        <translation>Spinel 用户指南</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Finding Codes</source>
        <translation>检查结果代码</translation>
    </message>
</context>
<context>
    <name>spinel::LessonPanel</name>
    <message>
        <source>&amp;Lessons…</source>
        <translation>课程(&amp;L)…</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Guided lessons on the model: predict, compare, change the design</source>
        <translation>基于模型的引导式课程：预测、比较、修改设计</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Spinel lessons (*.json)</source>
        <translation>Spinel 课程 (*.json)</translation>
    </message>
    <message>
        <source>No lesson &quot;%1&quot;.</source>
        <translation>没有课程“%1”。</translation>
    </message>
    <message>
        <source>Cannot make the lesson&apos;s design: %1</source>
        <translation>无法创建课程的设计：%1</translation>
    </message>
    <message>
        <source>Pick a lesson and press Start Lesson. Each lesson opens its own design; you predict, the model answers.</source>
        <translation>请选择一门课程，然后点击“开始课程”。每门课程都会打开自己的设计；您来预测，模型来作答。</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Type a number first.</source>
        <translation>请先输入一个数字。</translation>
    </message>
    <message>
        <source>Asking the model…</source>
        <translation>正在询问模型…</translation>
    </message>
    <message numerus="yes">
        <source>Your design meets all %n claim(s) of this step.</source>
        <translation>
            <numerusform>您的设计满足本步骤的全部 %n 条论断。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n claim(s) hold on your design.</source>
        <translation>
            <numerusform>%n 条论断中有 %1 条在您的设计上成立。</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot answer: %1</source>
        <translation>模型无法作答：%1</translation>
    </message>
    <message>
        <source>Right! The model gives %1; the lesson accepts %2.</source>
        <translation>正确！模型给出 %1；课程接受 %2。</translation>
    </message>
    <message>
        <source>Not quite: the model gives %1; the lesson accepts %2.</source>
        <translation>不太对：模型给出 %1；课程接受 %2。</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3</source>
        <translation>%1 · 第 %2 步，共 %3 步</translation>
    </message>
</context>
<context>
    <name>spinel::MainWindow</name>
    <message>
        <source>Spinel designs (*.spinel)</source>
        <translation>Spinel 设计 (*.spinel)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open design</source>
        <translation>无法打开设计</translation>
    </message>
    <message>
        <source>The design could not be opened. The current design is unchanged.</source>
        <translation>无法打开该设计。当前设计保持不变。</translation>
    </message>
    <message>
        <source>Open Design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <source>Save Design As</source>
        <translation>设计另存为</translation>
    </message>
    <message>
        <source>Cannot save design</source>
        <translation>无法保存设计</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to “%1” before closing?</source>
        <translation>关闭前是否保存对“%1”的更改？</translation>
    </message>
    <message>
        <source>Your changes will be lost if you don&apos;t save them.</source>
        <translation>如果不保存，您的更改将会丢失。</translation>
    </message>
    <message>
        <source>User catalog ignored</source>
        <translation>已忽略用户产品目录</translation>
    </message>
    <message>
        <source>Your catalog could not be read, so only the built-in catalog is used.

%1</source>
        <translation>无法读取您的产品目录，因此仅使用内置目录。

%1</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Start an empty design</source>
        <translation>新建空白设计</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a design file</source>
        <translation>打开设计文件</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the design</source>
        <translation>保存设计</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the design under a new name</source>
        <translation>以新名称保存设计</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Fit to Design</source>
        <translation>适应设计(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;About Spinel</source>
        <translation>关于 Spinel(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>设计(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>%1[*] — Spinel</source>
        <translation>%1[*] — Spinel</translation>
    </message>
    <message>
        <source>GPUs: %L1</source>
        <translation>GPU：%L1</translation>
    </message>
    <message>
        <source>Servers: %L1</source>
        <translation>服务器：%L1</translation>
    </message>
    <message>
        <source>Switches: %L1 (leaf %L2, spine %L3, core %L4)</source>
        <translation>交换机：%L1（叶 %L2，脊 %L3，核心 %L4）</translation>
    </message>
    <message>
        <source>Cables: %L1</source>
        <translation>线缆：%L1</translation>
    </message>
    <message>
        <source>%L1 %</source>
        <translation>%L1 %</translation>
    </message>
    <message>
        <source>About Spinel</source>
        <translation>关于 Spinel</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>设备库</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>&lt;opened design&gt;</source>
        <translation>&lt;已打开的设计&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>Co&amp;nnect Servers to Leaves…</source>
        <translation>将服务器连接到叶交换机(&amp;N)…</translation>
    </message>
    <message>
        <source>Cable the selected servers to the selected leaf switches, rail-aligned or round-robin</source>
        <translation>将所选服务器接线到所选叶交换机，按轨道对齐或轮询</translation>
    </message>
    <message>
        <source>Auto-&amp;Layout by Tier</source>
        <translation>按层级自动布局(&amp;L)</translation>
    </message>
    <message>
        <source>Arrange core, spine and leaf switches in rows and servers under their leaves</source>
        <translation>将核心、脊和叶交换机按行排列，服务器置于各自的叶交换机下方</translation>
    </message>
    <message>
        <source>&amp;Find Device…</source>
        <translation>查找设备(&amp;F)…</translation>
    </message>
    <message>
        <source>Align &amp;Left</source>
        <translation>左对齐(&amp;L)</translation>
    </message>
    <message>
        <source>Align &amp;Centres Horizontally</source>
        <translation>水平居中对齐(&amp;C)</translation>
    </message>
    <message>
        <source>Align &amp;Right</source>
        <translation>右对齐(&amp;R)</translation>
    </message>
    <message>
        <source>Align &amp;Top</source>
        <translation>顶端对齐(&amp;T)</translation>
    </message>
    <message>
        <source>Align Centres &amp;Vertically</source>
        <translation>垂直居中对齐(&amp;V)</translation>
    </message>
    <message>
        <source>Align &amp;Bottom</source>
        <translation>底端对齐(&amp;B)</translation>
    </message>
    <message>
        <source>Distribute &amp;Horizontally</source>
        <translation>水平分布(&amp;H)</translation>
    </message>
    <message>
        <source>Distribute V&amp;ertically</source>
        <translation>垂直分布(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>选择(&amp;S)</translation>
    </message>
    <message>
        <source>Select and move (V)</source>
        <translation>选择和移动 (V)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>Connect: drag from one device to another (C)</source>
        <translation>连接：从一台设备拖动到另一台设备 (C)</translation>
    </message>
    <message>
        <source>S&amp;nap to Grid</source>
        <translation>吸附到网格(&amp;N)</translation>
    </message>
    <message>
        <source>Snap moved and placed devices to the grid</source>
        <translation>将移动和放置的设备吸附到网格</translation>
    </message>
    <message>
        <source>A&amp;rrange</source>
        <translation>排列(&amp;R)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Arrange</source>
        <translation>排列</translation>
    </message>
    <message>
        <source>&amp;Training Settings…</source>
        <translation>训练设置(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Pin as Scenario</source>
        <translation>固定为场景(&amp;P)</translation>
    </message>
    <message>
        <source>Keep the design&apos;s key figures to compare with later versions</source>
        <translation>保存设计的关键指标，以便与后续版本比较</translation>
    </message>
    <message>
        <source>The design had no device positions, so it was laid out by tier (%1 to undo).</source>
        <translation>该设计没有设备位置，因此已按层级自动布局（按 %1 撤销）。</translation>
    </message>
    <message>
        <source>&amp;In-Network Reduction (SHARP)</source>
        <translation>网内归约 (SHARP)(&amp;I)</translation>
    </message>
    <message>
        <source>Time all-reduce with NCCL&apos;s CollNet on switches that reduce (SHARP). On a cluster this needs NCCL&apos;s SHARP plugin and NCCL_COLLNET_ENABLE=1; NCCL does not use it otherwise.</source>
        <translation>在支持归约的交换机上用 NCCL 的 CollNet（SHARP）计算 all-reduce 时间。在集群上这需要 NCCL 的 SHARP 插件和 NCCL_COLLNET_ENABLE=1；否则 NCCL 不会使用它。</translation>
    </message>
    <message>
        <source>Select &amp;Connected</source>
        <translation>选择相连对象(&amp;C)</translation>
    </message>
    <message>
        <source>Add the links of the selected devices and the devices at their other ends</source>
        <translation>将所选设备的链路及链路另一端的设备加入选择</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>属性(&amp;R)</translation>
    </message>
    <message>
        <source>Show &amp;Ports…</source>
        <translation>显示端口(&amp;P)…</translation>
    </message>
    <message>
        <source>an untitled design</source>
        <translation>未命名的设计</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Spinel did not close properly. Unsaved changes to %1 from %2 were kept.</source>
        <translation>Spinel 未正常关闭。%1 在 %2 的未保存更改已保留。</translation>
    </message>
    <message>
        <source>Restore them? Discard deletes them; Later keeps them for the next start.</source>
        <translation>是否恢复这些更改？“丢弃”会删除它们；“稍后”会保留到下次启动。</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <source>Restored the unsaved changes to %1.</source>
        <translation>已恢复 %1 的未保存更改。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Spinel %1&lt;/h3&gt;&lt;p&gt;Design AI-training network fabrics: place switches and GPU servers, connect them, check the fabric and see what it costs and how fast collectives run on it.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Spinel %1&lt;/h3&gt;&lt;p&gt;设计 AI 训练网络架构：放置交换机和 GPU 服务器并将其连接，检查网络架构，查看其成本以及集合通信在其上的运行速度。&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;根据 GNU 通用公共许可证第 3 版或更高版本授权。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Build: %1, Qt %2 (running on Qt %3)</source>
        <translation>构建：%1，Qt %2（运行于 Qt %3）</translation>
    </message>
    <message>
        <source>Why This Number</source>
        <translation>为何是这个数值</translation>
    </message>
    <message>
        <source>&amp;Design Settings…</source>
        <translation>设计设置(&amp;D)…</translation>
    </message>
    <message>
        <source>Name, description, transport, target oversubscription, in-network reduction</source>
        <translation>名称、描述、传输、目标超额订阅比、网内归约</translation>
    </message>
    <message>
        <source>&amp;Group Into NVLink Domain</source>
        <translation>编组为 NVLink 域(&amp;G)</translation>
    </message>
    <message>
        <source>Make the selected servers one NVLink (scale-up) domain, like the trays of a rack</source>
        <translation>将所选服务器组成一个 NVLink（纵向扩展）域，如同机架中的托盘</translation>
    </message>
    <message>
        <source>U&amp;ngroup NVLink Domain</source>
        <translation>解散 NVLink 域(&amp;N)</translation>
    </message>
    <message>
        <source>Dissolve the selected NVLink domains: their servers stay</source>
        <translation>解散所选的 NVLink 域：其中的服务器保留</translation>
    </message>
    <message>
        <source>Updating canvas %p%</source>
        <translation>正在更新画布 %p%</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>……另有 %n 条。</numerusform>
        </translation>
    </message>
    <message>
        <source>Older design file</source>
        <translation>旧版设计文件</translation>
    </message>
    <message>
        <source>“%1” was written by an older Spinel and was upgraded as it opened. Saving writes it in the current format.</source>
        <translation>“%1”由旧版 Spinel 写入，已在打开时升级。保存时将以当前格式写入。</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>正在保存 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>正在保存</translation>
    </message>
    <message>
        <source>Saving %1… %2 written</source>
        <extracomment>%1 a file name, %2 an amount such as &quot;64 MiB&quot;</extracomment>
        <translation>正在保存 %1… 已写入 %2</translation>
    </message>
</context>
<context>
    <name>spinel::NodeNameMapDialog</name>
    <message>
        <source>Node-Name Map</source>
        <translation>节点名称映射</translation>
    </message>
    <message>
        <source>Host and switch names for %1 come from a node-name map (GUID &quot;name&quot; lines, as for ibnetdiscover --node-name-map). Leave it empty to use the names in the dump.</source>
        <translation>%1 的主机和交换机名称来自节点名称映射（GUID &quot;名称&quot; 形式的行，与 ibnetdiscover --node-name-map 相同）。留空则使用转储中的名称。</translation>
    </message>
    <message>
        <source>No map: the names in the dump</source>
        <translation>无映射：使用转储中的名称</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>映射(&amp;M)：</translation>
    </message>
    <message>
        <source>Choose a Node-Name Map</source>
        <translation>选择节点名称映射</translation>
    </message>
    <message>
        <source>Node-name maps (*.node-name-map *.map *.txt);;All files (*)</source>
        <translation>节点名称映射 (*.node-name-map *.map *.txt);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>spinel::OverviewWidget</name>
    <message>
        <source>Click or drag to move the canvas</source>
        <translation>单击或拖动以移动画布</translation>
    </message>
    <message>
        <source>Empty design</source>
        <translation>空设计</translation>
    </message>
</context>
<context>
    <name>spinel::PaletteWidget</name>
    <message>
        <source>%1 ports × %2 Gb/s</source>
        <translation>%1 个端口 × %2 Gb/s</translation>
    </message>
    <message>
        <source>or %1 × %2 Gb/s (breakout)</source>
        <translation>或 %1 × %2 Gb/s（拆分）</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Drag onto the canvas, or double-click to place</source>
        <translation>拖到画布上，或双击放置</translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation>GPU 服务器</translation>
    </message>
    <message>
        <source>%1 GPUs in one NVLink domain, %2 GB/s NVLink per GPU</source>
        <translation>一个 NVLink 域内 %1 个 GPU，每 GPU NVLink %2 GB/s</translation>
    </message>
    <message>
        <source>%1 × %2, %3 NVLink switch trays</source>
        <translation>%1 × %2，%3 个 NVLink 交换托盘</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机架</translation>
    </message>
</context>
<context>
    <name>spinel::PlotDocks</name>
    <message>
        <source>Training Settings…</source>
        <translation>训练设置…</translation>
    </message>
    <message>
        <source>Include servers</source>
        <translation>包含服务器</translation>
    </message>
    <message>
        <source>Servers cost far more than the network; leave them out to compare fabrics</source>
        <translation>服务器成本远高于网络；比较网络架构时请将其排除</translation>
    </message>
    <message>
        <source>Bus Bandwidth</source>
        <translation>总线带宽</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Training not estimated: %1</source>
        <translation>未估算训练：%1</translation>
    </message>
    <message>
        <source>%1G %2</source>
        <translation>%1G %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2 · %L3 GPUs</source>
        <translation>%1 · %2 · %L3 个 GPU</translation>
    </message>
    <message>
        <source>%L1 GPUs: step %2 = compute %3 + bubble %4 + exposed communication %5; MFU %6, time to train %7</source>
        <translation>%L1 个 GPU：步时 %2 = 计算 %3 + 气泡 %4 + 暴露通信 %5；MFU %6，训练时长 %7</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>What-if: without %1</source>
        <translation>假设分析：去除 %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
</context>
<context>
    <name>spinel::PlotWidget</name>
    <message>
        <source>updating…</source>
        <translation>正在更新…</translation>
    </message>
    <message>
        <source>Export Plot…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>spinel::PortsDialog</name>
    <message>
        <source>Ports of %1</source>
        <translation>%1 的端口</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%L1 Gb/s</source>
        <translation>%L1 Gb/s</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n link(s)</source>
        <translation>
            <numerusform>%1（%2）：%n 条链路</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with %n cable(s).</source>
        <translation>
            <numerusform>共 %n 根线缆。</numerusform>
        </translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>轨道</translation>
    </message>
    <message>
        <source>Peer</source>
        <translation>对端</translation>
    </message>
    <message>
        <source>Peer NIC / port</source>
        <translation>对端 NIC / 端口</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>NIC %1 is cabled to a leaf of rail %2: not rail-aligned</source>
        <translation>NIC %1 连接到轨道 %2 的叶交换机：未按轨道对齐</translation>
    </message>
    <message>
        <source>NICs not pinned are taken in the order the cables were drawn, as the analysis does; the rail is the one the leaf at the other end carries.</source>
        <translation>未固定的 NIC 与分析一致，按线缆绘制顺序分配；轨道为另一端叶交换机所承载的轨道。</translation>
    </message>
    <message>
        <source>“auto”: the port is not pinned; Spinel assigns ports in link order.</source>
        <translation>“自动”：端口未固定；Spinel 按链路顺序分配端口。</translation>
    </message>
</context>
<context>
    <name>spinel::PresentationMode</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with the animation and the plot side by side; Esc leaves</source>
        <translation>全屏并排显示动画和图表；按 Esc 退出</translation>
    </message>
</context>
<context>
    <name>spinel::PriceCatalog</name>
    <message>
        <source>&amp;Catalog and Prices…</source>
        <translation>产品目录与价格(&amp;C)…</translation>
    </message>
    <message>
        <source>See every part&apos;s price, source and power; set this design&apos;s own prices</source>
        <translation>查看每个部件的价格、来源和功耗；为本设计设置专属价格</translation>
    </message>
</context>
<context>
    <name>spinel::PropertiesWidget</name>
    <message>
        <source>Mixed</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>Select devices or links on the canvas to edit them.</source>
        <translation>在画布上选择设备或链路以进行编辑。</translation>
    </message>
    <message>
        <source>Rack or scalable unit; auto-layout keeps a group&apos;s devices together</source>
        <translation>机架或可扩展单元（SU）；自动布局会将同组设备放在一起</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>型号：</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>角色：</translation>
    </message>
    <message>
        <source>Group:</source>
        <translation>分组：</translation>
    </message>
    <message>
        <source>NIC model:</source>
        <translation>NIC 型号：</translation>
    </message>
    <message>
        <source>NICs:</source>
        <translation>NIC 数量：</translation>
    </message>
    <message>
        <source> m</source>
        <translation> 米</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速率：</translation>
    </message>
    <message>
        <source>Cables:</source>
        <translation>线缆数：</translation>
    </message>
    <message>
        <source>Medium:</source>
        <translation>介质：</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>长度：</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message numerus="yes">
        <source>%n devices</source>
        <translation>
            <numerusform>%n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <source>Select only switches or only servers to change the model</source>
        <translation>仅选择交换机或仅选择服务器时才能更改型号</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>默认（%1）</translation>
    </message>
    <message>
        <source>Model default</source>
        <translation>型号默认值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n 条链路</numerusform>
        </translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>The line rate of each cable: one of the standard Ethernet and InfiniBand rates</source>
        <translation>每根线缆的线速：标准以太网和 InfiniBand 速率之一</translation>
    </message>
    <message>
        <source>Parallel cables between the two devices, 1 to %L1</source>
        <translation>两台设备之间的并行线缆数，1 到 %L1</translation>
    </message>
    <message>
        <source>%L1 Gb/s</source>
        <translation>%L1 Gb/s</translation>
    </message>
    <message>
        <source>%L1 Gb/s (non-standard)</source>
        <translation>%L1 Gb/s（非标准）</translation>
    </message>
    <message>
        <source>The NIC (server) or port (switch) each end uses, as the analysis assigns them: pinned, else in the order the cables were drawn</source>
        <translation>每端使用的 NIC（服务器）或端口（交换机），按分析的分配方式：已固定的使用固定值，否则按线缆绘制顺序</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 NIC %2</source>
        <translation>%1 NIC %2</translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation>%1 端口 %2</translation>
    </message>
    <message>
        <source>(rail %1)</source>
        <translation>（轨道 %1）</translation>
    </message>
    <message>
        <source>%1, %2 and %3 selected. A change below applies to all of them.</source>
        <translation>已选择 %1、%2 和 %3。下方的更改将应用于所有这些对象。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln server(s)</source>
        <translation>
            <numerusform>%Ln 台服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln switch(es)</source>
        <translation>
            <numerusform>%Ln 台交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln 条链路</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>清除菜单(&amp;C)</translation>
    </message>
</context>
<context>
    <name>spinel::ReportWriter</name>
    <message>
        <source>Spinel</source>
        <translation>Spinel</translation>
    </message>
    <message>
        <source>Design report: %1</source>
        <translation>设计报告：%1</translation>
    </message>
    <message>
        <source>Spinel design report · %1</source>
        <translation>Spinel 设计报告 · %1</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>Untitled design</source>
        <translation>未命名设计</translation>
    </message>
    <message>
        <source>Design report generated by Spinel on %1%2</source>
        <translation>Spinel 于 %1%2 生成的设计报告</translation>
    </message>
    <message>
        <source> from %1</source>
        <translation> 根据 %1</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>GPUs / servers</source>
        <translation>GPU / 服务器</translation>
    </message>
    <message>
        <source>%L1 GPUs in %L2 servers (%L3 NICs)</source>
        <translation>%L1 个 GPU，分布于 %L2 台服务器（%L3 个 NIC）</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>%L1: %L2 leaf, %L3 spine, %L4 core</source>
        <translation>%L1：叶 %L2，脊 %L3，核心 %L4</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>%L1: %L2 server–leaf, %L3 leaf–spine, %L4 spine–core, %L5 other</source>
        <translation>%L1：服务器–叶 %L2，叶–脊 %L3，脊–核心 %L4，其他 %L5</translation>
    </message>
    <message>
        <source>%1 %2 (%L3 of %L4 ports)</source>
        <translation>%1 %2（%L3/%L4 个端口）</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>超额订阅比</translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation>对分带宽</translation>
    </message>
    <message>
        <source>%L1 Tb/s of %L2 Tb/s non-blocking (%3, %4)</source>
        <translation>%L1 Tb/s，无阻塞时为 %L2 Tb/s（%3，%4）</translation>
    </message>
    <message>
        <source>Diameter</source>
        <translation>直径</translation>
    </message>
    <message>
        <source>%1 hops</source>
        <translation>%1 跳</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Connectivity</source>
        <translation>连通性</translation>
    </message>
    <message>
        <source>one connected fabric</source>
        <translation>单一连通的网络架构</translation>
    </message>
    <message>
        <source>%1 separate parts; %L2 GPUs cut off</source>
        <translation>%1 个互不连通的部分；%L2 个 GPU 被隔离</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>关键指标</translation>
    </message>
    <message>
        <source>All-reduce busbw at 1 GiB</source>
        <translation>All-reduce busbw（1 GiB）</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Training workload</source>
        <translation>训练负载</translation>
    </message>
    <message>
        <source>Training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>%1 for %L2 B tokens (%L3 tokens/s)</source>
        <translation>%1，共 %L2 B token（%L3 token/s）</translation>
    </message>
    <message>
        <source>not estimated: %1</source>
        <translation>未估算：%1</translation>
    </message>
    <message>
        <source>Network cost</source>
        <translation>网络成本</translation>
    </message>
    <message>
        <source>%1 (%2 per GPU), %3</source>
        <translation>%1（每 GPU %2），%3</translation>
    </message>
    <message>
        <source>With servers</source>
        <translation>含服务器</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Findings: %L1 errors, %L2 warnings, %L3 notes</source>
        <translation>检查结果：%L1 个错误，%L2 个警告，%L3 条提示</translation>
    </message>
    <message>
        <source>No findings: the rules checks pass.</source>
        <translation>无检查结果：规则检查全部通过。</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>… and %L1 more; run “spinel-cli analyze” for the full list.</source>
        <translation>… 还有 %L1 条；运行“spinel-cli analyze”查看完整列表。</translation>
    </message>
    <message>
        <source>Collective performance</source>
        <translation>集合通信性能</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>Cost and power</source>
        <translation>成本与功耗</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>每 GPU %1</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>总价</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Prices are list or street prices from the catalog with this design&apos;s overrides; each line&apos;s source and date are in the BOM export (spinel-cli bom --csv).</source>
        <translation>价格为产品目录中的标价或市场价，并已应用本设计的自定义价格；每行的来源和日期见物料清单导出（spinel-cli bom --csv）。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>… and %L1 more notes.</source>
        <translation>… 还有 %L1 条注释。</translation>
    </message>
    <message>
        <source>%L1 B parameters, %2 M tokens per step in sequences of %L3, micro-batch %4; kernel efficiency %5; tensor × pipeline × context %6 × %7 × %8</source>
        <translation>%L1 B 参数，每步 %2 M token，序列长度 %L3，微批次 %4；内核效率 %5；张量 × 流水线 × 上下文 %6 × %7 × %8</translation>
    </message>
    <message>
        <source>, %1 virtual stages</source>
        <translation>，%1 个虚拟阶段</translation>
    </message>
    <message>
        <source>, %1 experts (top-%2) over %3 GPUs</source>
        <translation>，%1 个专家（top-%2），分布于 %3 个 GPU</translation>
    </message>
    <message>
        <source>, selective recomputation</source>
        <translation>，选择性重计算</translation>
    </message>
    <message>
        <source>, full recomputation</source>
        <translation>，完全重计算</translation>
    </message>
    <message>
        <source>, ZeRO stage %1</source>
        <translation>，ZeRO 阶段 %1</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>pipeline</source>
        <translation>流水线</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2（共 %3）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1: compute %2, pipeline bubble %3, exposed communication %4</source>
        <translation>%1：计算 %2，流水线气泡 %3，暴露通信 %4</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>暴露通信</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>MFU %1 (hardware FLOPs %2), scaling efficiency %3</source>
        <translation>MFU %1（硬件 FLOPs %2），扩展效率 %3</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source> (%L1 included in the server price)</source>
        <translation>（其中 %L1 个含在服务器价格中）</translation>
    </message>
</context>
<context>
    <name>spinel::RunListColumnPicker</name>
    <message>
        <source>Spinel run list (parts, lengths, labels)</source>
        <translation>Spinel 敷设清单（部件、长度、标签）</translation>
    </message>
    <message>
        <source>NVIDIA cable validation (P2P)</source>
        <translation>NVIDIA 线缆验证（P2P）</translation>
    </message>
    <message>
        <source>Custom columns</source>
        <translation>自定义列</translation>
    </message>
    <message>
        <source>P2P: the column set of NVIDIA UFM Cable Validation Tool&apos;s P2P sheet</source>
        <translation>P2P：NVIDIA UFM Cable Validation Tool 的 P2P 表所用的列集</translation>
    </message>
    <message>
        <source>Check the columns to write; drag to change their order</source>
        <translation>勾选要写入的列；拖动以调整顺序</translation>
    </message>
    <message>
        <source>Cable label: A device/port - Z device/port</source>
        <translation>线缆标签：A 端设备/端口 - Z 端设备/端口</translation>
    </message>
    <message>
        <source>A end (the lower tier): device name</source>
        <translation>A 端（较低层级）：设备名称</translation>
    </message>
    <message>
        <source>A end: Host or Switch</source>
        <translation>A 端：Host 或 Switch</translation>
    </message>
    <message>
        <source>A end: rack (the device&apos;s group)</source>
        <translation>A 端：机架（设备所属的组）</translation>
    </message>
    <message>
        <source>A end: rack unit (blank: designs have no rack elevations)</source>
        <translation>A 端：机架单元（空白：设计中没有机架立面图）</translation>
    </message>
    <message>
        <source>A end: port number (servers: NIC number)</source>
        <translation>A 端：端口号（服务器：NIC 编号）</translation>
    </message>
    <message>
        <source>Z end: device name</source>
        <translation>Z 端：设备名称</translation>
    </message>
    <message>
        <source>Z end: Host or Switch</source>
        <translation>Z 端：Host 或 Switch</translation>
    </message>
    <message>
        <source>Z end: rack (the device&apos;s group)</source>
        <translation>Z 端：机架（设备所属的组）</translation>
    </message>
    <message>
        <source>Z end: rack unit (blank: designs have no rack elevations)</source>
        <translation>Z 端：机架单元（空白：设计中没有机架立面图）</translation>
    </message>
    <message>
        <source>Z end: port number</source>
        <translation>Z 端：端口号</translation>
    </message>
    <message>
        <source>Speed in Gb/s</source>
        <translation>速率，单位 Gb/s</translation>
    </message>
    <message>
        <source>Medium: dac, aoc, multimode or singlemode</source>
        <translation>介质：dac、aoc、multimode 或 singlemode</translation>
    </message>
    <message>
        <source>Cable part (catalog id)</source>
        <translation>线缆部件（产品目录 ID）</translation>
    </message>
    <message>
        <source>Transceiver part, one per end</source>
        <translation>光模块部件，每端一个</translation>
    </message>
    <message>
        <source>Length in metres</source>
        <translation>长度，单位为米</translation>
    </message>
    <message>
        <source>Whether a typical length was assumed</source>
        <translation>是否假定了典型长度</translation>
    </message>
    <message>
        <source>The design&apos;s link</source>
        <translation>设计中的链路</translation>
    </message>
</context>
<context>
    <name>spinel::ScalingPlot</name>
    <message>
        <source>GPUs (first servers in rail order)</source>
        <translation>GPU 数量（按轨道顺序取前若干台服务器）</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>单步时间（s）</translation>
    </message>
    <message>
        <source>Scaling efficiency (%)</source>
        <translation>扩展效率（%）</translation>
    </message>
    <message>
        <source>Scaling of the training step</source>
        <translation>训练步的扩展性</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>Ideal (compute only)</source>
        <translation>理想值（仅计算）</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>No GPUs in the design</source>
        <translation>设计中没有 GPU</translation>
    </message>
    <message>
        <source>No scaling curve: %1</source>
        <translation>无扩展性曲线：%1</translation>
    </message>
    <message>
        <source>Compute + pipeline bubble</source>
        <translation>计算 + 流水线气泡</translation>
    </message>
    <message>
        <source>No scaling curve: no GPU count fits the training settings</source>
        <translation>无扩展性曲线：没有符合训练设置的 GPU 数量</translation>
    </message>
</context>
<context>
    <name>spinel::ScenarioChart</name>
    <message>
        <source>Time to train ↓</source>
        <translation>训练时长 ↓</translation>
    </message>
    <message>
        <source>All-reduce busbw
at 1 GiB ↑</source>
        <translation>All-reduce busbw
（1 GiB）↑</translation>
    </message>
    <message>
        <source>Network cost ↓</source>
        <translation>网络成本 ↓</translation>
    </message>
    <message>
        <source>Network cost
per GPU ↓</source>
        <translation>每 GPU
网络成本 ↓</translation>
    </message>
    <message>
        <source>Network power ↓</source>
        <translation>网络功耗 ↓</translation>
    </message>
    <message>
        <source>Share of the largest scenario (%)</source>
        <translation>占最大场景的比例（%）</translation>
    </message>
    <message>
        <source>Scenario comparison</source>
        <translation>场景对比</translation>
    </message>
</context>
<context>
    <name>spinel::ScenarioCompareWidget</name>
    <message>
        <source>Pin as Scenario</source>
        <translation>固定为场景</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Keep the current design&apos;s key figures as a named scenario to compare against</source>
        <translation>将当前设计的关键指标保存为命名场景，以供比较</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>All-reduce busbw at 1 GiB</source>
        <translation>All-reduce busbw（1 GiB）</translation>
    </message>
    <message>
        <source>Network cost</source>
        <translation>网络成本</translation>
    </message>
    <message>
        <source>Network cost per GPU</source>
        <translation>每 GPU 网络成本</translation>
    </message>
    <message>
        <source>Network power</source>
        <translation>网络功耗</translation>
    </message>
    <message>
        <source>Cost with servers</source>
        <translation>含服务器成本</translation>
    </message>
    <message>
        <source>Power with servers</source>
        <translation>含服务器功耗</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>重命名场景</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
</context>
<context>
    <name>spinel::TemplateDialog</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Bisection</source>
        <translation>对分带宽</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>超额订阅比</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Network cost</source>
        <translation>网络成本</translation>
    </message>
    <message>
        <source>Network power</source>
        <translation>网络功耗</translation>
    </message>
    <message>
        <source>%L1 Tb/s</source>
        <translation>%L1 Tb/s</translation>
    </message>
    <message>
        <source>%L1 Gb/s</source>
        <translation>%L1 Gb/s</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>New from Template</source>
        <translation>从模板新建</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation>模板(&amp;T)：</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>%L1</source>
        <translation>%L1</translation>
    </message>
    <message>
        <source>%L1 (%L2 NICs)</source>
        <translation>%L1（%L2 个 NIC）</translation>
    </message>
    <message>
        <source>%L1 leaf</source>
        <translation>叶 %L1</translation>
    </message>
    <message>
        <source>%L1 spine</source>
        <translation>脊 %L1</translation>
    </message>
    <message>
        <source>%L1 core</source>
        <translation>核心 %L1</translation>
    </message>
    <message>
        <source>none (direct links)</source>
        <translation>无（直连）</translation>
    </message>
    <message>
        <source>%L1: %2</source>
        <translation>%L1：%2</translation>
    </message>
    <message>
        <source>%L1 server–leaf</source>
        <translation>服务器–叶 %L1</translation>
    </message>
    <message>
        <source>%L1 leaf–spine</source>
        <translation>叶–脊 %L1</translation>
    </message>
    <message>
        <source>%L1 spine–core</source>
        <translation>脊–核心 %L1</translation>
    </message>
    <message>
        <source>%L1 other</source>
        <translation>其他 %L1</translation>
    </message>
    <message>
        <source>%1 (%L2 % of full)</source>
        <translation>%1（满对分带宽的 %L2%）</translation>
    </message>
    <message>
        <source>%1 %L2:1</source>
        <translation>%1 %L2:1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%L1 errors, %L2 warnings</source>
        <translation>%L1 个错误，%L2 个警告</translation>
    </message>
    <message>
        <source>no errors or warnings</source>
        <translation>无错误或警告</translation>
    </message>
    <message>
        <source>%1 · %2 per GPU</source>
        <translation>%1 · 每 GPU %2</translation>
    </message>
    <message>
        <source>%L1 kW</source>
        <translation>%L1 kW</translation>
    </message>
    <message>
        <source>Design name</source>
        <translation>设计名称</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>Server model</source>
        <translation>服务器型号</translation>
    </message>
    <message>
        <source>NIC model</source>
        <translation>NIC 型号</translation>
    </message>
    <message>
        <source>NICs per server</source>
        <translation>每台服务器 NIC 数</translation>
    </message>
    <message>
        <source>Switch model</source>
        <translation>交换机型号</translation>
    </message>
    <message>
        <source>Ports per switch (k)</source>
        <translation>每台交换机端口数 (k)</translation>
    </message>
    <message>
        <source>Switch tiers</source>
        <translation>交换机层级</translation>
    </message>
    <message>
        <source>Rail-aligned</source>
        <translation>按轨道对齐</translation>
    </message>
    <message>
        <source>Switch planes</source>
        <translation>交换平面</translation>
    </message>
    <message>
        <source>Scalable units</source>
        <translation>可扩展单元（SU）</translation>
    </message>
    <message>
        <source>Servers per unit</source>
        <translation>每单元服务器数</translation>
    </message>
    <message>
        <source>Dimensions</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>Link speed (Gb/s)</source>
        <translation>链路速率（Gb/s）</translation>
    </message>
    <message>
        <source>Cables per neighbour</source>
        <translation>每个邻居的线缆数</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>%1 (spinel-cli generate: %2)</source>
        <translation>%1（spinel-cli generate：%2）</translation>
    </message>
    <message>
        <source>NVL72 racks</source>
        <translation>NVL72 机架</translation>
    </message>
    <message>
        <source>Rack model</source>
        <translation>机架型号</translation>
    </message>
    <message>
        <source>Racks per unit</source>
        <translation>每单元机架数</translation>
    </message>
    <message>
        <source>NVLink partition (GPUs)</source>
        <translation>NVLink 分区（GPU 数）</translation>
    </message>
</context>
<context>
    <name>spinel::TopologyExport</name>
    <message>
        <source>Slurm topology.conf (topology/tree)</source>
        <translation>Slurm topology.conf（topology/tree）</translation>
    </message>
    <message>
        <source>Slurm topology.yaml (tree and block)</source>
        <translation>Slurm topology.yaml（tree 和 block）</translation>
    </message>
    <message>
        <source>ibsim net file</source>
        <translation>ibsim 网络文件</translation>
    </message>
    <message>
        <source>ibnetdiscover topology</source>
        <translation>ibnetdiscover 拓扑</translation>
    </message>
    <message>
        <source>GraphML</source>
        <translation>GraphML</translation>
    </message>
    <message>
        <source>Graphviz DOT with ports</source>
        <translation>带端口的 Graphviz DOT</translation>
    </message>
    <message>
        <source>containerlab topology</source>
        <translation>containerlab 拓扑</translation>
    </message>
    <message>
        <source>NetBox bulk-import CSVs (folder)</source>
        <translation>NetBox 批量导入 CSV（文件夹）</translation>
    </message>
    <message>
        <source>Cabling run list (CSV)</source>
        <translation>线缆敷设清单（CSV）</translation>
    </message>
    <message>
        <source>ASTRA-sim inputs (folder)</source>
        <translation>ASTRA-sim 输入文件（文件夹）</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <source>not enough memory for the export</source>
        <translation>内存不足，无法导出</translation>
    </message>
</context>
<context>
    <name>spinel::TopologyExportDialog</name>
    <message>
        <source>Export Topology</source>
        <translation>导出拓扑</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Save to:</source>
        <translation>保存到(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Export Topology to Folder</source>
        <translation>将拓扑导出到文件夹</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>列(&amp;C)：</translation>
    </message>
</context>
<context>
    <name>spinel::TrainingSettingsDialog</name>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source> M</source>
        <translation> M</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Training Settings</source>
        <translation>训练设置</translation>
    </message>
    <message>
        <source>bf16 (2 bytes)</source>
        <translation>bf16（2 字节）</translation>
    </message>
    <message>
        <source>fp32 (4 bytes)</source>
        <translation>fp32（4 字节）</translation>
    </message>
    <message>
        <source>Gradients:</source>
        <translation>梯度：</translation>
    </message>
    <message>
        <source>Tensor parallel:</source>
        <translation>张量并行：</translation>
    </message>
    <message>
        <source>Pipeline parallel:</source>
        <translation>流水线并行：</translation>
    </message>
    <message>
        <source>Tokens per step:</source>
        <translation>每步 token 数：</translation>
    </message>
    <message>
        <source>Tokens to train:</source>
        <translation>训练 token 总数：</translation>
    </message>
    <message>
        <source>GPUs per tensor-parallel group; must divide the GPUs of a server</source>
        <translation>每个张量并行组的 GPU 数；必须能整除单台服务器的 GPU 数</translation>
    </message>
    <message>
        <source>The workload this fabric is sized for. Data parallelism is what remains of the GPUs after tensor × pipeline × context parallelism. MFU is a result: compute runs at the kernel efficiency, and the pipeline bubble and exposed communication lower it.</source>
        <translation>此网络所针对的训练负载。数据并行度为 GPU 数除以张量 × 流水线 × 上下文并行后的余量。MFU 是结果：计算以内核效率运行，流水线气泡和暴露的通信会降低它。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Batch and compute</source>
        <translation>批次与计算</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>并行方式</translation>
    </message>
    <message>
        <source>Communication hidden behind compute</source>
        <translation>被计算掩盖的通信</translation>
    </message>
    <message>
        <source>All parameters, every expert included</source>
        <translation>全部参数（含全部专家）</translation>
    </message>
    <message>
        <source>Parameters each token uses (mixture of experts); 0 derives them from the experts and top-k</source>
        <translation>每个 token 使用的参数（混合专家）；0 表示由专家数和 top-k 推出</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>推出</translation>
    </message>
    <message>
        <source>Transformer layers; 0 derives them from the parameters</source>
        <translation>Transformer 层数；0 表示由参数量推出</translation>
    </message>
    <message>
        <source>Hidden size; 0 derives it from the parameters</source>
        <translation>隐藏维度；0 表示由参数量推出</translation>
    </message>
    <message>
        <source>Experts per layer; 1 is a dense model</source>
        <translation>每层专家数；1 为稠密模型</translation>
    </message>
    <message>
        <source>Experts each token is routed to; the all-to-all volume grows with it</source>
        <translation>每个 token 路由到的专家数；all-to-all 数据量随之增长</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>Active parameters:</source>
        <translation>激活参数：</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>层数：</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>隐藏维度：</translation>
    </message>
    <message>
        <source>Experts:</source>
        <translation>专家数：</translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation>Top-k：</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>流水线阶段数</translation>
    </message>
    <message>
        <source>Model chunks per GPU (interleaved 1F1B): the bubble shrinks to (p − 1) / (v · m) while pipeline sends grow v times</source>
        <translation>每个 GPU 的模型块数（交错 1F1B）：气泡缩小为 (p − 1) / (v · m)，流水线发送增加 v 倍</translation>
    </message>
    <message>
        <source>GPUs sharing one sequence (ring attention); must divide the sequence length</source>
        <translation>共享一个序列的 GPU 数（环形注意力）；必须整除序列长度</translation>
    </message>
    <message>
        <source>GPUs the experts are spread over; must divide the experts and data × context parallel</source>
        <translation>专家分布的 GPU 数；必须整除专家数以及数据 × 上下文并行度</translation>
    </message>
    <message>
        <source>0: all-reduce gradients</source>
        <translation>0：梯度 all-reduce</translation>
    </message>
    <message>
        <source>1: shard optimizer state</source>
        <translation>1：切分优化器状态</translation>
    </message>
    <message>
        <source>2: shard gradients too</source>
        <translation>2：同时切分梯度</translation>
    </message>
    <message>
        <source>3: shard parameters too</source>
        <translation>3：同时切分参数</translation>
    </message>
    <message>
        <source>ZeRO / FSDP: stages 1–2 reduce-scatter gradients and all-gather parameters once per step; stage 3 gathers parameters for every micro-batch&apos;s forward and backward pass</source>
        <translation>ZeRO / FSDP：阶段 1–2 每步对梯度做 reduce-scatter、对参数做 all-gather；阶段 3 在每个微批次的前向和反向传播前收集参数</translation>
    </message>
    <message>
        <source>Virtual stages:</source>
        <translation>虚拟阶段：</translation>
    </message>
    <message>
        <source>Context parallel:</source>
        <translation>上下文并行：</translation>
    </message>
    <message>
        <source>Expert parallel:</source>
        <translation>专家并行：</translation>
    </message>
    <message>
        <source>ZeRO stage:</source>
        <translation>ZeRO 阶段：</translation>
    </message>
    <message>
        <source>Global batch in tokens</source>
        <translation>以 token 计的全局批次</translation>
    </message>
    <message>
        <source>Tokens per sequence; attention FLOPs grow with it</source>
        <translation>每个序列的 token 数；注意力 FLOPs 随之增长</translation>
    </message>
    <message>
        <source>Sequences per micro-batch</source>
        <translation>每个微批次的序列数</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Selective (attention)</source>
        <translation>选择性（注意力）</translation>
    </message>
    <message>
        <source>Full (one more forward pass)</source>
        <translation>完全（多一次前向传播）</translation>
    </message>
    <message>
        <source>Activation recomputation: selective re-runs the attention core, full re-runs every layer&apos;s forward pass and its tensor-parallel all-reduces</source>
        <translation>激活重计算：选择性重算注意力核心，完全重算每层的前向传播及其张量并行 all-reduce</translation>
    </message>
    <message>
        <source>Share of peak FLOP/s the matmuls reach; MFU is computed from it</source>
        <translation>矩阵乘法达到的峰值 FLOP/s 比例；MFU 由此计算</translation>
    </message>
    <message>
        <source>Tokens to train, for the time to train</source>
        <translation>要训练的 token 数，用于训练时长</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>序列长度：</translation>
    </message>
    <message>
        <source>Micro-batch size:</source>
        <translation>微批次大小：</translation>
    </message>
    <message>
        <source>Recomputation:</source>
        <translation>重计算：</translation>
    </message>
    <message>
        <source>Kernel efficiency:</source>
        <translation>内核效率：</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces sit on every layer&apos;s critical path: usually 0</source>
        <translation>张量并行 all-reduce 位于每层的关键路径上：通常为 0</translation>
    </message>
    <message>
        <source>Ring attention sends the next K, V block while computing this one</source>
        <translation>环形注意力在计算当前块时发送下一个 K、V 块</translation>
    </message>
    <message>
        <source>Dispatch and combine all-to-alls; schedules like DualPipe hide them all</source>
        <translation>分发与合并 all-to-all；DualPipe 之类的调度可将其完全掩盖</translation>
    </message>
    <message>
        <source>Activations sent between stages</source>
        <translation>阶段之间发送的激活</translation>
    </message>
    <message>
        <source>Gradient sync hidden behind the backward pass (at most its length)</source>
        <translation>被反向传播掩盖的梯度同步（至多为其时长）</translation>
    </message>
    <message>
        <source>Pipeline:</source>
        <translation>流水线：</translation>
    </message>
    <message>
        <source>Data parallel:</source>
        <translation>数据并行：</translation>
    </message>
    <message>
        <source>no tokens</source>
        <translation>无 token</translation>
    </message>
    <message>
        <source>= %L1·10%2 tokens</source>
        <translation>= %L1·10%2 个 token</translation>
    </message>
    <message>
        <source> T</source>
        <translation> T</translation>
    </message>
</context>
<context>
    <name>spinel::WhatIfBanner</name>
    <message>
        <source>%1 and %L2 more</source>
        <translation>%1 等另外 %L2 个</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Bring the failed devices and links back</source>
        <translation>恢复故障的设备和链路</translation>
    </message>
    <message>
        <source>%L1 Tb/s</source>
        <translation>%L1 Tb/s</translation>
    </message>
    <message>
        <source>%L1 Gb/s</source>
        <translation>%L1 Gb/s</translation>
    </message>
    <message>
        <source>no uplinks</source>
        <translation>无上行链路</translation>
    </message>
    <message>
        <source>%L1:1</source>
        <translation>%L1:1</translation>
    </message>
    <message>
        <source>Bisection %1 → %2</source>
        <translation>对分带宽 %1 → %2</translation>
    </message>
    <message>
        <source>(−%1, −%L2 %)</source>
        <translation>（−%1，−%L2%）</translation>
    </message>
    <message>
        <source>(unchanged)</source>
        <translation>（不变）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%L1 GPUs cut off&lt;/b&gt;</source>
        <translation>&lt;b&gt;%L1 个 GPU 被隔离&lt;/b&gt;</translation>
    </message>
    <message>
        <source>no GPUs cut off</source>
        <translation>无 GPU 被隔离</translation>
    </message>
    <message>
        <source>oversubscription unchanged</source>
        <translation>超额订阅比不变</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>oversubscription up on %L1 switches: %2</source>
        <translation>%L1 台交换机的超额订阅比上升：%2</translation>
    </message>
    <message>
        <source>oversubscription up: %1</source>
        <translation>超额订阅比上升：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;What-if:&lt;/b&gt; %1 failed</source>
        <translation>&lt;b&gt;假设分析：&lt;/b&gt;%1 故障</translation>
    </message>
</context>
<context>
    <name>spinel::plotformat</name>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>$%1 M</source>
        <translation>$%1 M</translation>
    </message>
    <message>
        <source>$%1 k</source>
        <translation>$%1 k</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>%1 MW</source>
        <translation>%1 MW</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>$%L1 M</source>
        <translation>$%L1 M</translation>
    </message>
    <message>
        <source>$%L1 k</source>
        <translation>$%L1 k</translation>
    </message>
    <message>
        <source>$%L1</source>
        <translation>$%L1</translation>
    </message>
</context>
</TS>
