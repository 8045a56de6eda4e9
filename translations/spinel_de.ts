<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>DeviceItem</name>
    <message>
        <location filename="../views/canvas/deviceitem.cpp" line="41"/>
        <source>Leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <location filename="../views/canvas/deviceitem.cpp" line="42"/>
        <source>Spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <location filename="../views/canvas/deviceitem.cpp" line="43"/>
        <source>Core</source>
        <translation>Core</translation>
    </message>
    <message>
        <location filename="../views/canvas/deviceitem.cpp" line="81"/>
        <source>%1 × %2 GPU</source>
        <translation>%1 × %2-GPU</translation>
    </message>
    <message>
        <location filename="../views/canvas/deviceitem.cpp" line="82"/>
        <source>GPU server</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <location filename="../views/canvas/deviceitem.cpp" line="87"/>
        <source>%1 · %2 × %3</source>
        <translation>%1 · %2 × %3</translation>
    </message>
    <message>
        <location filename="../views/canvas/deviceitem.cpp" line="89"/>
        <source>%1 switch</source>
        <translation>%1-Switch</translation>
    </message>
    <message>
        <location filename="../views/canvas/deviceitem.cpp" line="95"/>
        <source>Group: %1</source>
        <translation>Gruppe: %1</translation>
    </message>
    <message>
        <location filename="../views/canvas/deviceitem.cpp" line="96"/>
        <source>id: %1</source>
        <translation>ID: %1</translation>
    </message>
</context>
<context>
    <name>LinkItem</name>
    <message>
        <location filename="../views/canvas/linkitem.cpp" line="33"/>
        <source>copper (DAC)</source>
        <translation>Kupfer (DAC)</translation>
    </message>
    <message>
        <location filename="../views/canvas/linkitem.cpp" line="34"/>
        <source>active optical cable (AOC)</source>
        <translation>aktives optisches Kabel (AOC)</translation>
    </message>
    <message>
        <location filename="../views/canvas/linkitem.cpp" line="35"/>
        <source>multimode fibre</source>
        <translation>Multimode-Faser</translation>
    </message>
    <message>
        <location filename="../views/canvas/linkitem.cpp" line="36"/>
        <source>single-mode fibre</source>
        <translation>Singlemode-Faser</translation>
    </message>
    <message>
        <location filename="../views/canvas/linkitem.cpp" line="43"/>
        <source>%1 Tb/s</source>
        <translation>%1 Tbit/s</translation>
    </message>
    <message>
        <location filename="../views/canvas/linkitem.cpp" line="44"/>
        <source>%1 Gb/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <location filename="../views/canvas/linkitem.cpp" line="103"/>
        <source>%1 cables × %2 = %3</source>
        <translation>%1 Kabel × %2 = %3</translation>
    </message>
    <message>
        <location filename="../views/canvas/linkitem.cpp" line="104"/>
        <source>1 cable, %1</source>
        <translation>1 Kabel, %1</translation>
    </message>
    <message>
        <location filename="../views/canvas/linkitem.cpp" line="105"/>
        <source>Medium: %1</source>
        <translation>Medium: %1</translation>
    </message>
    <message>
        <location filename="../views/canvas/linkitem.cpp" line="106"/>
        <source>Length: %1 m</source>
        <translation>Länge: %1 m</translation>
    </message>
    <message>
        <location filename="../views/canvas/linkitem.cpp" line="107"/>
        <source>id: %1</source>
        <translation>ID: %1</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <location filename="../app/commands/changedesignsettings.cpp" line="17"/>
        <source>Change Design Settings</source>
        <translation>Designeinstellungen ändern</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="66"/>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="86"/>
        <source>No translation for language &quot;%1&quot;; using English.</source>
        <translation>Keine Übersetzung für die Sprache „%1“; Englisch wird verwendet.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="89"/>
        <source>Design AI-training network fabrics.</source>
        <translation>Netzwerk-Fabrics für KI-Training entwerfen.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="93"/>
        <source>Render the window with FILE (or the built-in example) at %1 × %2 to a PNG file and exit.</source>
        <translation>Das Fenster mit FILE (oder dem eingebauten Beispiel) in %1 × %2 als PNG-Datei speichern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="95"/>
        <source>out.png</source>
        <translation>ausgabe.png</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="97"/>
        <source>User interface language, e.g. de or zh_CN.</source>
        <translation>Sprache der Benutzeroberfläche, z. B. de oder zh_CN.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="97"/>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="100"/>
        <source>Design file to open.</source>
        <translation>Zu öffnende Designdatei.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="106"/>
        <source>Only one design can be opened at a time.</source>
        <translation>Es kann nur ein Design gleichzeitig geöffnet werden.</translation>
    </message>
</context>
<context>
    <name>spinel-cli</name>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="181"/>
        <source>Check a fabric and run failure what-ifs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="114"/>
        <source>Measure the speed goals on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bom.cpp" line="70"/>
        <source>Bill of materials as CSV or JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bom.cpp" line="72"/>
        <source>Cabling plan as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="146"/>
        <source>Time one collective on a design (time, algbw, busbw, bottleneck).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="93"/>
        <source>Generate a fabric from a template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_info.cpp" line="52"/>
        <source>Summarise a design (counts of GPUs, switches, cables).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="117"/>
        <source>Sweep a collective over message sizes or GPU counts (CSV).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="59"/>
        <source>Model parameters, e.g. 70e9 (required).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="59"/>
        <location filename="../app/cli/cmd_train.cpp" line="60"/>
        <location filename="../app/cli/cmd_train.cpp" line="61"/>
        <location filename="../app/cli/cmd_train.cpp" line="62"/>
        <location filename="../app/cli/cmd_train.cpp" line="63"/>
        <location filename="../app/cli/cmd_train.cpp" line="66"/>
        <location filename="../app/cli/cmd_train.cpp" line="68"/>
        <location filename="../app/cli/cmd_train.cpp" line="69"/>
        <location filename="../app/cli/cmd_train.cpp" line="70"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="60"/>
        <source>Data-parallel degree (default: GPUs / (tp x pp)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="61"/>
        <source>Tensor-parallel degree, inside one server (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="62"/>
        <source>Pipeline-parallel degree (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="63"/>
        <source>Global batch in tokens (default 4194304).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="64"/>
        <source>Model FLOPs utilisation of compute, 0..1 (default 0.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="64"/>
        <location filename="../app/cli/cmd_train.cpp" line="65"/>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="65"/>
        <source>Fraction of communication hidden behind compute, 0..1 (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="66"/>
        <source>Tokens to train, for the time to train (e.g. 2e12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="67"/>
        <source>Bytes per gradient element: 2 (bf16, default) or 4 (fp32).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="67"/>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="68"/>
        <source>Transformer layers (default: from --params).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="69"/>
        <source>Hidden size (default: from --params).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="70"/>
        <source>Tokens per micro-batch (default 4096).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="154"/>
        <source>Estimate a training step: compute, communication, scaling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_validate.cpp" line="27"/>
        <source>Check a design file; exit 1 if invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/bench_fabric.cpp" line="47"/>
        <source>Fabric generators and rules checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/bench_io.cpp" line="25"/>
        <source>Saving and loading large designs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::CanvasLegend</name>
    <message>
        <location filename="../views/canvas/canvaslegend.cpp" line="33"/>
        <source>Copper (DAC)</source>
        <translation>Kupfer (DAC)</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaslegend.cpp" line="34"/>
        <source>Active optical (AOC)</source>
        <translation>Aktiv optisch (AOC)</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaslegend.cpp" line="35"/>
        <source>Multimode fibre</source>
        <translation>Multimode-Faser</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaslegend.cpp" line="36"/>
        <source>Single-mode fibre</source>
        <translation>Singlemode-Faser</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaslegend.cpp" line="37"/>
        <source>Wider: more bandwidth</source>
        <translation>Breiter: mehr Bandbreite</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaslegend.cpp" line="44"/>
        <location filename="../views/canvas/canvaslegend.cpp" line="72"/>
        <source>Links</source>
        <translation>Verbindungen</translation>
    </message>
</context>
<context>
    <name>spinel::Document</name>
    <message>
        <location filename="../app/document/document.cpp" line="63"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../app/document/document.cpp" line="92"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/document/document.cpp" line="121"/>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>spinel::MainWindow</name>
    <message>
        <location filename="../app/mainwindow/fileactions.cpp" line="20"/>
        <source>Spinel designs (*.spinel)</source>
        <translation>Spinel-Designs (*.spinel)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/fileactions.cpp" line="20"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/fileactions.cpp" line="59"/>
        <source>Cannot open design</source>
        <translation>Design kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/fileactions.cpp" line="60"/>
        <source>The design could not be opened. The current design is unchanged.</source>
        <translation>Das Design konnte nicht geöffnet werden. Das aktuelle Design bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/fileactions.cpp" line="76"/>
        <source>Open Design</source>
        <translation>Design öffnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/fileactions.cpp" line="96"/>
        <source>Save Design As</source>
        <translation>Design speichern unter</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/fileactions.cpp" line="108"/>
        <source>Cannot save design</source>
        <translation>Design kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/fileactions.cpp" line="112"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/fileactions.cpp" line="119"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/fileactions.cpp" line="120"/>
        <source>Save the changes to “%1” before closing?</source>
        <translation>Änderungen an „%1“ vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/fileactions.cpp" line="122"/>
        <source>Your changes will be lost if you don&apos;t save them.</source>
        <translation>Ihre Änderungen gehen verloren, wenn Sie sie nicht speichern.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="41"/>
        <source>User catalog ignored</source>
        <translation>Benutzerkatalog ignoriert</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="42"/>
        <source>Your catalog could not be read, so only the built-in catalog is used.

%1</source>
        <translation>Ihr Katalog konnte nicht gelesen werden, daher wird nur der eingebaute Katalog verwendet.

%1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="69"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="71"/>
        <source>Start an empty design</source>
        <translation>Ein leeres Design beginnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="74"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="76"/>
        <source>Open a design file</source>
        <translation>Eine Designdatei öffnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="79"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="81"/>
        <source>Save the design</source>
        <translation>Das Design speichern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="84"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="86"/>
        <source>Save the design under a new name</source>
        <translation>Das Design unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="89"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="94"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="96"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="99"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="103"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="106"/>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="109"/>
        <source>&amp;Fit to Design</source>
        <translation>An Design &amp;anpassen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="113"/>
        <source>&amp;About Spinel</source>
        <translation>Ü&amp;ber Spinel</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="116"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="127"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="137"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="141"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="148"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="195"/>
        <source>%1[*] — Spinel</source>
        <translation>%1[*] — Spinel</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="203"/>
        <source>GPUs: %L1</source>
        <translation>GPUs: %L1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="203"/>
        <source>Servers: %L1</source>
        <translation>Server: %L1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="204"/>
        <source>Switches: %L1 (leaf %L2, spine %L3, core %L4)</source>
        <translation>Switches: %L1 (Leaf %L2, Spine %L3, Core %L4)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="205"/>
        <source>Cables: %L1</source>
        <translation>Kabel: %L1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="211"/>
        <source>%L1 %</source>
        <translation>%L1 %</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="216"/>
        <source>About Spinel</source>
        <translation>Über Spinel</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/mainwindow.cpp" line="217"/>
        <source>&lt;h3&gt;Spinel %1&lt;/h3&gt;&lt;p&gt;Design AI-training network fabrics: place switches and GPU servers, connect them, check the fabric and see what it costs and how fast collectives run on it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Spinel %1&lt;/h3&gt;&lt;p&gt;Netzwerk-Fabrics für KI-Training entwerfen: Switches und GPU-Server platzieren, verbinden, die Fabric prüfen und sehen, was sie kostet und wie schnell kollektive Operationen darauf laufen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>spinel::RecentFiles</name>
    <message>
        <location filename="../app/mainwindow/recentfiles.cpp" line="21"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../app/mainwindow/recentfiles.cpp" line="82"/>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
</context>
<context>
    <name>spinel::cli</name>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="35"/>
        <source>Merge a user catalog FILE over the built-in one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="36"/>
        <location filename="../app/cli/cmd_bom.cpp" line="38"/>
        <location filename="../app/cli/cmd_bom.cpp" line="61"/>
        <location filename="../app/cli/cmd_generate.cpp" line="34"/>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="55"/>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="67"/>
        <source>Wrong number of arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="78"/>
        <source>Design:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="79"/>
        <source>GPUs:        %1 in %2 servers (%3 NICs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="80"/>
        <source>Switches:    %1 leaf, %2 spine, %3 core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="81"/>
        <source>Cables:      %1 server-leaf, %2 leaf-spine, %3 spine-core, %4 other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="88"/>
        <source>  %1: %2 switches, %3 of %4 ports used, oversubscription %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="95"/>
        <source>Bisection:   %1 Gb/s of %2 Gb/s full (%3%, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="102"/>
        <source>, %1 via %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="103"/>
        <source>Diameter:    %1 hops%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="104"/>
        <source>Cut off:     %1 GPUs outside the main fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="105"/>
        <source>Findings:    %1 errors, %2 warnings, %3 info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="119"/>
        <source>Check a fabric: port budgets, speeds, oversubscription, bisection, connectivity, single points of failure, rails, hops, cable reach. Exit status 1 when there are error findings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="123"/>
        <location filename="../app/cli/cmd_collective.cpp" line="61"/>
        <location filename="../app/cli/cmd_info.cpp" line="15"/>
        <location filename="../app/cli/cmd_train.cpp" line="72"/>
        <source>Print JSON instead of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="124"/>
        <source>Analyse with these devices or links failed (comma-separated, repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="125"/>
        <source>ID[,ID...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="126"/>
        <location filename="../app/cli/cmd_bom.cpp" line="39"/>
        <location filename="../app/cli/cmd_bom.cpp" line="62"/>
        <location filename="../app/cli/cmd_collective.cpp" line="62"/>
        <location filename="../app/cli/cmd_info.cpp" line="16"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="36"/>
        <location filename="../app/cli/cmd_train.cpp" line="73"/>
        <source>The .spinel design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="158"/>
        <source>With %1 failed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="160"/>
        <source>  bisection lost: %1 Gb/s (%2 -&gt; %3 Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="165"/>
        <source>  GPUs cut off:   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="167"/>
        <source>  %1: oversubscription %2 -&gt; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_analyze.cpp" line="171"/>
        <source>  new %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="70"/>
        <source>Measure Spinel&apos;s speed goals on this machine. Progress and figures go to stderr; --json prints the results to stdout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="73"/>
        <source>One run per measurement (a smoke test, not a measurement).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="74"/>
        <source>Print the results as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="75"/>
        <source>List the sections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="76"/>
        <source>Sections to run (default: all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="92"/>
        <source>Unknown bench section &apos;%1&apos;; see --list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bom.cpp" line="33"/>
        <source>Bill of materials: quantities, unit and extended prices, power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bom.cpp" line="35"/>
        <source>CSV output (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bom.cpp" line="36"/>
        <source>JSON output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bom.cpp" line="37"/>
        <source>Include the GPU servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bom.cpp" line="38"/>
        <location filename="../app/cli/cmd_bom.cpp" line="61"/>
        <source>Write to FILE instead of stdout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bom.cpp" line="43"/>
        <source>Choose one of --csv and --json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bom.cpp" line="51"/>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bom.cpp" line="58"/>
        <source>Cabling plan: one row per cable with both ends&apos; device and port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bom.cpp" line="60"/>
        <source>CSV output (the default and only format).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="36"/>
        <source>nothing (one GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="37"/>
        <source>latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="38"/>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="39"/>
        <source>NVLink SHARP (NVLS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="40"/>
        <source>NIC %1G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="41"/>
        <source>server link %1G (NIC %2G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="42"/>
        <source>leaf uplinks at %1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="43"/>
        <source>spine uplinks at %1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="51"/>
        <source>Time one collective (NCCL-style alpha-beta model) on a design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="54"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="28"/>
        <source>allreduce, reducescatter, allgather, broadcast, reduce, alltoall or sendrecv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="54"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="28"/>
        <source>OP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="55"/>
        <source>Message size (nccl-tests definition): 8, 64KiB, 1GiB, 1e9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="56"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="33"/>
        <source>SIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="57"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="29"/>
        <source>Use the first N GPUs in rail order (default: all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="57"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="29"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="59"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="31"/>
        <source>auto, ring, tree, hierarchical, nvls, innetwork or pairwise (default auto).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="59"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="31"/>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="60"/>
        <source>Force LL, LL128 or Simple (default: fastest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="60"/>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="69"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="43"/>
        <source>--op must be one of allreduce, reducescatter, allgather, broadcast, reduce, alltoall, sendrecv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="76"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="67"/>
        <source>--bytes needs a size of zero or more bytes, such as 8, 64KiB, 1GiB or 1e9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="84"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="58"/>
        <source>--gpus needs a whole number of at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="90"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="50"/>
        <source>--algorithm must be one of auto, ring, tree, hierarchical, nvls, innetwork, pairwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="97"/>
        <source>--protocol must be LL, LL128 or Simple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="106"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="77"/>
        <source>--gpus %1 is more than the design&apos;s %2 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="111"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="87"/>
        <source>Cannot time %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="126"/>
        <source>%1 of %2 bytes on %3 GPUs (%4 servers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="132"/>
        <source>Time:       %1 us (latency %2 us + bandwidth %3 us)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="137"/>
        <source>algbw:      %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="138"/>
        <source>busbw:      %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="139"/>
        <source>Algorithm:  %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_collective.cpp" line="141"/>
        <source>Bottleneck: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="31"/>
        <source>Generate a fabric from a template (fat-tree, leaf-spine, rail-optimized, torus).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="33"/>
        <source>Set a template parameter (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="33"/>
        <source>key=value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="34"/>
        <source>Write the design to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="35"/>
        <source>List the templates and their parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="36"/>
        <source>Template name (see --list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="44"/>
        <source>Name a template; see --list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="48"/>
        <source>Say where to write the design with -o FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="55"/>
        <source>--set expects key=value, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="68"/>
        <source>%1: %2 GPUs in %3 servers; %4 leaf, %5 spine, %6 core switches; %7 cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="82"/>
        <source>Generated design is invalid at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_generate.cpp" line="87"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_info.cpp" line="13"/>
        <source>Summarise a design: GPUs, servers, switches by role, cables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_info.cpp" line="38"/>
        <source>Design:    %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_info.cpp" line="39"/>
        <source>Transport: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_info.cpp" line="40"/>
        <source>GPUs:      %1 in %2 servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_info.cpp" line="41"/>
        <source>Switches:  %1 leaf, %2 spine, %3 core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_info.cpp" line="42"/>
        <source>Cables:    %1 (%2 server-leaf, %3 leaf-spine, %4 spine-core, %5 other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="24"/>
        <source>Sweep one collective over message sizes 8 B to 16 GiB (powers of two), or with --scaling over GPU counts from one server to the whole design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="32"/>
        <source>Sweep GPU counts at one size instead of sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="33"/>
        <source>Message size for --scaling (default 1GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="34"/>
        <source>Print CSV (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="35"/>
        <source>Print JSON instead of CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="22"/>
        <source>--%1 needs a number from %2 to %3, not &apos;%4&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="35"/>
        <source>--%1 needs a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="53"/>
        <source>Estimate a training step on a design: compute, communication per kind, step time, scaling efficiency and time to train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="71"/>
        <source>Sharded data parallel (ZeRO/FSDP): reduce-scatter + all-gather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="79"/>
        <source>--params is required (e.g. --params 70e9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="102"/>
        <source>Cannot estimate the training step: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="135"/>
        <source>Parallelism:   dp %1 x tp %2 x pp %3 = %4 GPUs (%5 layers, hidden %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="138"/>
        <source>Compute:       %1 s per step (+ %2 s pipeline bubble)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="140"/>
        <source>Communication: %1 s data parallel, %2 s tensor parallel, %3 s pipeline; %4 s exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="144"/>
        <source>Step:          %1 s; scaling efficiency %2%, GPU utilisation %3% of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train.cpp" line="148"/>
        <source>Time to train: %1 days (%2 steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_validate.cpp" line="11"/>
        <source>Check that a design file is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_validate.cpp" line="13"/>
        <source>The .spinel design to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_validate.cpp" line="19"/>
        <source>%1: valid (%2 devices, %3 links)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spinel::cli::BenchContext</name>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="54"/>
        <source>met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="54"/>
        <source>MISSED</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
