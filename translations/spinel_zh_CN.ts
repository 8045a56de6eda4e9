<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Cli</name>
    <message>
        <source>Fabric generators and rules checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving and loading large designs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot generate the 16,384-GPU design: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy the 16,384-GPU design (UI thread)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plot figures: sweeps, scaling, BOMs (worker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live plot figures on the 16,384-GPU design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>design: %1 GPUs, %2 servers, %3 switches, %4 links; %5 evaluations per pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build fabric profile (16,384 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 ops x 32 sizes + GPU-count sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile + 7 ops x 32 sizes + GPU sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective timing on the 16,384-GPU rail-optimized design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge a user catalog FILE over the built-in one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong number of arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs:        %1 in %2 servers (%3 NICs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches:    %1 leaf, %2 spine, %3 core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables:      %1 server-leaf, %2 leaf-spine, %3 spine-core, %4 other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 switches, %3 of %4 ports used, oversubscription %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bisection:   %1 Gb/s of %2 Gb/s full (%3%, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 via %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diameter:    %1 hops%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut off:     %1 GPUs outside the main fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings:    %1 errors, %2 warnings, %3 info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a fabric: port budgets, speeds, oversubscription, bisection, connectivity, single points of failure, rails, hops, cable reach. Exit status 1 when there are error findings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse with these devices or links failed (comma-separated, repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID[,ID...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The .spinel design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 failed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  bisection lost: %1 Gb/s (%2 -&gt; %3 Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  GPUs cut off:   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: oversubscription %2 -&gt; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  new %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a fabric and run failure what-ifs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MISSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure Spinel&apos;s speed goals on this machine. Progress and figures go to stderr; --json prints the results to stdout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One run per measurement (a smoke test, not a measurement).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the results as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the sections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sections to run (default: all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown bench section &apos;%1&apos;; see --list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure the speed goals on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials: quantities, unit and extended prices, power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV output (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include the GPU servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to FILE instead of stdout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of --csv and --json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling plan: one row per cable with both ends&apos; device and port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV output (the default and only format).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials as CSV or JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling plan as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing (one GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink SHARP (NVLS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC %1G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server link %1G (NIC %2G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf uplinks at %1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spine uplinks at %1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time one collective (NCCL-style alpha-beta model) on a design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message size (nccl-tests definition): 8, 64KiB, 1GiB, 1e9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bytes needs a size of zero or more bytes, such as 8, 64KiB, 1GiB or 1e9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpus %1 is more than the design&apos;s %2 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot time %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 bytes on %3 GPUs (%4 servers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time:       %1 us (latency %2 us + bandwidth %3 us)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>algbw:      %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw:      %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm:  %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottleneck: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time one collective on a design (time, algbw, busbw, bottleneck).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate a fabric from a template (fat-tree, leaf-spine, rail-optimized, torus).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a template parameter (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key=value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the design to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the templates and their parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template name (see --list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a template; see --list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say where to write the design with -o FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--set expects key=value, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 GPUs in %3 servers; %4 leaf, %5 spine, %6 core switches; %7 cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated design is invalid at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate a fabric from a template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summarise a design: GPUs, servers, switches by role, cables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design:    %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs:      %1 in %2 servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches:  %1 leaf, %2 spine, %3 core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables:    %1 (%2 server-leaf, %3 leaf-spine, %4 spine-core, %5 other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summarise a design (counts of GPUs, switches, cables).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render a plot of the design to PNG, SVG or PDF (no display needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw (bus bandwidth vs message size), scaling or cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output file: .png, .svg or .pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width in pixels (default 960).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height in pixels (default 600).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost plot: include the GPU servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give --kind busbw|scaling|cost and -o OUT.png|.svg|.pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown plot kind &apos;%1&apos;: use busbw, scaling or cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot tell the format of %1: use .png, .svg or .pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--width and --height must be whole numbers of pixels, at least 200 × 150.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render a plot (busbw, scaling, cost) to PNG, SVG or PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the PDF design report: summary, findings, key figures, plots, BOM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the report&apos;s file name with -o report.pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report is a PDF: name it .pdf (got %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Write the PDF design report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep one collective over message sizes 8 B to 16 GiB (powers of two), or with --scaling over GPU counts from one server to the whole design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep GPU counts at one size instead of sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message size for --scaling (default 1GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print CSV (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON instead of CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep a collective over message sizes or GPU counts (CSV).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 needs a number from %2 to %3, not &apos;%4&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 needs a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate a training step on a design: compute, communication per kind, step time, scaling efficiency and time to train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model parameters, e.g. 70e9 (default: the design&apos;s training settings, as for every option below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel degree (default: GPUs / (tp x pp)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor-parallel degree, inside one server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline-parallel degree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch in tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilisation of compute, 0..1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fraction of communication hidden behind compute, 0..1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens to train, for the time to train (e.g. 2e12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per gradient element: 2 (bf16) or 4 (fp32).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer layers (default: from --params).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size (default: from --params).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per micro-batch (default 4096).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharded data parallel (ZeRO/FSDP): reduce-scatter + all-gather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot estimate the training step: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism:   dp %1 x tp %2 x pp %3 = %4 GPUs (%5 layers, hidden %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute:       %1 s per step (+ %2 s pipeline bubble)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication: %1 s data parallel, %2 s tensor parallel, %3 s pipeline; %4 s exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step:          %1 s; scaling efficiency %2%, GPU utilisation %3% of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to train: %1 days (%2 steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate a training step: compute, communication, scaling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that a design file is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The .spinel design to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: valid (%2 devices, %3 links)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a design file; exit 1 if invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allreduce, reducescatter, allgather, broadcast, reduce, alltoall or sendrecv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the first N GPUs in rail order (default: all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto, ring, tree, hierarchical, nvls, innetwork or pairwise (default auto).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force LL, LL128 or Simple (default: fastest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--op must be one of allreduce, reducescatter, allgather, broadcast, reduce, alltoall, sendrecv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpus needs a whole number of at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--algorithm must be one of auto, ring, tree, hierarchical, nvls, innetwork, pairwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--protocol must be LL, LL128 or Simple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: spinel-cli COMMAND [options] [arguments]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;spinel-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
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
    <name>FindingBadgeItem</name>
    <message>
        <source>1 finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more (see the Findings panel)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LinkColouring</name>
    <message>
        <source>1:1 or better (non-blocking)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to 2:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to 3:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over 3:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server links, top tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95 % or more (saturated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>75–95 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50–75 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>25–50 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under 25 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send/receive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished">%1: %2 {1,?}</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished">%1: %2</translation>
    </message>
    <message>
        <source>%1: stays inside one server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): busbw %L3 GB/s, bound by %4</source>
        <translation type="unfinished"></translation>
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
    <name>PlotFormat</name>
    <message>
        <source>%1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SceneExporter</name>
    <message>
        <source>The design is empty: nothing to export.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeverityIcons</name>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n Device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Align %n Device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Auto-Layout by Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Connect %n Link(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Distribute %n Device(s) Horizontally</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Distribute %n Device(s) Vertically</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n Device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n Device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Link(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rename %n Device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Model of %n Device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Role of %n Switch(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Group of %n Device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change NIC Model of %n Server(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change NIC Count of %n Server(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Speed of %n Link(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Cable Count of %n Link(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Medium of %n Link(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Length of %n Link(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Set Price of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Price of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Training Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design AI-training network fabrics.</source>
        <translation>设计 AI 训练网络架构。</translation>
    </message>
    <message>
        <source>Render the window with FILE (or the built-in example) at %1 × %2 to a PNG file and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language, e.g. de or zh_CN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design file to open.</source>
        <translation>要打开的设计文件。</translation>
    </message>
    <message>
        <source>Only one design can be opened at a time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel</name>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::AnalysisController</name>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from &amp;Template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a design from a fat-tree, leaf-spine, rail-optimized or torus template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore Failed Objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the what-if: bring every failed device and link back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour Links By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load under Collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;llective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message &amp;Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links: uplink oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downlink : uplink bandwidth of the switch below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links: load under a collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if: these are the findings with the failed objects removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore This Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore This Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail This Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail This Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail Selected (%L1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::BusBandwidthPlot</name>
    <message>
        <source>All-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send/recv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message size (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s, decimal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus bandwidth vs message size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC line rate per GPU: %1 (%2G NICs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink per GPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s, decimal) — NVLink %1 off scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 on %L3 GPUs&lt;br&gt;busbw %4 · algbw %5 · %6&lt;br&gt;algorithm %7, protocol %8&lt;br&gt;limited by %9</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::CanvasEditor</name>
    <message>
        <source>Server %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 node %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied %n device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select servers and leaf switches to connect them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to connect: every NIC of the selected servers is already cabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Added %n cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::CanvasLegend</name>
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
        <source>Wider: more bandwidth</source>
        <translation>越宽：带宽越大</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路</translation>
    </message>
</context>
<context>
    <name>spinel::CatalogDialog</name>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to Catalog Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog and Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by part, name or source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a price in the “Design price” column to set this design&apos;s own price (undoable). Overridden prices are shown in bold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog price (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design price (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This design&apos;s price; the catalog says %1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog price; double-click to set this design&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::ConnectDialog</name>
    <message>
        <source>&amp;Rail-aligned: NIC r of every server to leaf r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ound-robin: each next NIC to the next leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect Servers to Leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wire %n selected server(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n selected leaf switch(es).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The usual wiring for GPU clusters: GPUs of the same index share a leaf, so most collective traffic stays one hop away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Up to %n cable(s); NICs that are already cabled are skipped.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Fewer leaves than NICs: the rails wrap around to the first leaves.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::CostPlot</name>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost and power by category, with servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network cost and power by category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With servers: %1 · %2 per GPU · %3 · %L4 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network: %1 · %2 per GPU · %3 · %L4 GPUs</source>
        <translation type="unfinished"></translation>
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
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>spinel::ExportActions</name>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Canvas…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bus Bandwidth Plot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scaling Plot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ost Plot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario C&amp;omparison…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of Materials (&amp;CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Bill of Materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of Materials (&amp;JSON)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling &amp;Plan (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Cabling Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design &amp;Report (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Design Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plots are still being computed; try again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::FigureWriter</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot tell the format of %1: use .png, .svg or .pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export: the figure is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot encode %1 as PNG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported from Spinel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spinel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::FindBar</name>
    <message>
        <source>Find device by name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::FindingsDock</name>
    <message>
        <source>%1 %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::FindingsModel</name>
    <message>
        <source>%1 +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your catalog could not be read, so only the built-in catalog is used.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Start an empty design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a design file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the design under a new name</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation type="unfinished"></translation>
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
        <source>&lt;h3&gt;Spinel %1&lt;/h3&gt;&lt;p&gt;Design AI-training network fabrics: place switches and GPU servers, connect them, check the fabric and see what it costs and how fast collectives run on it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened design&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;nnect Servers to Leaves…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable the selected servers to the selected leaf switches, rail-aligned or round-robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-&amp;Layout by Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrange core, spine and leaf switches in rows and servers under their leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find Device…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Align &amp;Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Align &amp;Centres Horizontally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Align &amp;Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Align &amp;Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Align Centres &amp;Vertically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Align &amp;Bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distribute &amp;Horizontally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distribute V&amp;ertically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select and move (V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect: drag from one device to another (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;nap to Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap moved and placed devices to the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;rrange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Training Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pin as Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the design&apos;s key figures to compare with later versions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::OverviewWidget</name>
    <message>
        <source>Click or drag to move the canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty design</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::PaletteWidget</name>
    <message>
        <source>%1 ports × %2 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or %1 × %2 Gb/s (breakout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag onto the canvas, or double-click to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::PlotDocks</name>
    <message>
        <source>InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers cost far more than the network; leave them out to compare fabrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 GPUs: step %2, %3 efficient, time to train %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training not estimated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1G %2</source>
        <translation type="unfinished">%1: %2 {1G?}</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %L3 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::PlotWidget</name>
    <message>
        <source>updating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Plot…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::PriceCatalog</name>
    <message>
        <source>&amp;Catalog and Prices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See every part&apos;s price, source and power; set this design&apos;s own prices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::PropertiesWidget</name>
    <message>
        <source>Mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select devices or links on the canvas to edit them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack or scalable unit; auto-layout keeps a group&apos;s devices together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation type="unfinished">叶</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation type="unfinished">脊</translation>
    </message>
    <message>
        <source>Core</source>
        <translation type="unfinished">核心</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copper (DAC)</source>
        <translation type="unfinished">铜缆 (DAC)</translation>
    </message>
    <message>
        <source>Active optical (AOC)</source>
        <translation type="unfinished">有源光缆 (AOC)</translation>
    </message>
    <message>
        <source>Multimode fibre</source>
        <translation type="unfinished">多模光纤</translation>
    </message>
    <message>
        <source>Single-mode fibre</source>
        <translation type="unfinished">单模光纤</translation>
    </message>
    <message>
        <source> m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n devices</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Select only switches or only servers to change the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not set</source>
        <translation type="unfinished"></translation>
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
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spinel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spinel design report · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design report generated by Spinel on %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs / servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 GPUs in %L2 servers (%L3 NICs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1: %L2 leaf, %L3 spine, %L4 core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1: %L2 server–leaf, %L3 leaf–spine, %L4 spine–core, %L5 other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%L3 of %L4 ports)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 Tb/s of %L2 Tb/s non-blocking (%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connectivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one connected fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 separate parts; %L2 GPUs cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce busbw at 1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 B parameters, %2 M tokens per step, MFU %3, tensor × pipeline %4 × %5%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, sharded data parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (compute %2, communication %3 of which %4 exposed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (GPU utilisation %2 of peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %L2 B tokens (%L3 tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not estimated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 per GPU), %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished">%1: %2 {1,?}</translation>
    </message>
    <message>
        <source>Findings: %L1 errors, %L2 warnings, %L3 notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No findings: the rules checks pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %L1 more; run “spinel-cli analyze” for the full list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost and power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are list or street prices from the catalog with this design&apos;s overrides; each line&apos;s source and date are in the BOM export (spinel-cli bom --csv).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %L1 more notes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::ScalingPlot</name>
    <message>
        <source>GPUs (first servers in rail order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling of the training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal (compute only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPUs in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scaling curve: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::ScenarioChart</name>
    <message>
        <source>Time to train ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce busbw
at 1 GiB ↑</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network cost ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network cost
per GPU ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network power ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the largest scenario (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario comparison</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::ScenarioCompareWidget</name>
    <message>
        <source>Pin as Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the current design&apos;s key figures as a named scenario to compare against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce busbw at 1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network cost per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost with servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power with servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::TemplateDialog</name>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bisection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 Tb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%L1 M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%L1 k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 (%L2 NICs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (direct links)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 server–leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 leaf–spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 spine–core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%L2 % of full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %L2:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 errors, %L2 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no errors or warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 kW</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::TrainingSettingsDialog</name>
    <message>
        <source> B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharded data parallel (ZeRO / FSDP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bf16 (2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp32 (4 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload this fabric is sized for. Data parallelism is what remains of the GPUs after tensor × pipeline parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model parameters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication overlap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens to train:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per tensor-parallel group; must divide the GPUs of a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilisation of the compute phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of communication hidden behind compute</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::WhatIfBanner</name>
    <message>
        <source>%1 and %L2 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring the failed devices and links back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 Tb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no uplinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bisection %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(−%1, −%L2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unchanged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%L1 GPUs cut off&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPUs cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>oversubscription unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>oversubscription up on %L1 switches: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>oversubscription up: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;What-if:&lt;/b&gt; %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::plotformat</name>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%1 M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%1 k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
