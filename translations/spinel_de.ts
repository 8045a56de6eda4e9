<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
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
        <translation>Das Verzeichnis %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>AnimationPalette</name>
    <message>
        <source>Animation: link load in this step</source>
        <translation>Animation: Linkauslastung in diesem Schritt</translation>
    </message>
    <message>
        <source>95 % or more of the step (saturated)</source>
        <translation>95 % oder mehr des Schritts (gesättigt)</translation>
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
        <translation>Unter 25 %</translation>
    </message>
    <message>
        <source>Bottleneck of the step (dashed)</source>
        <translation>Engpass des Schritts (gestrichelt)</translation>
    </message>
    <message>
        <source>Chunk in flight</source>
        <translation>Chunk in Übertragung</translation>
    </message>
    <message>
        <source>NVLink: transfer and active domain</source>
        <translation>NVLink: Übertragung und aktive Domäne</translation>
    </message>
    <message>
        <source>Idle link: %1</source>
        <extracomment>A link that carries nothing in the animation&apos;s step, drawn in its cable&apos;s colour.</extracomment>
        <translation>Ungenutzte Verbindung: %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Fabric generators and rules checks.</source>
        <translation>Fabric-Generatoren und Regelprüfungen.</translation>
    </message>
    <message>
        <source>Saving and loading large designs.</source>
        <translation>Speichern und Laden großer Designs.</translation>
    </message>
    <message>
        <source>cannot generate the 16,384-GPU design: %1</source>
        <translation>Das Design mit 16.384 GPUs kann nicht erzeugt werden: %1</translation>
    </message>
    <message>
        <source>copy the 16,384-GPU design (UI thread)</source>
        <translation>Design mit 16.384 GPUs kopieren (UI-Thread)</translation>
    </message>
    <message>
        <source>plot figures: sweeps, scaling, BOMs (worker)</source>
        <translation>Diagrammdaten: Sweeps, Skalierung, Stücklisten (Worker)</translation>
    </message>
    <message>
        <source>Live plot figures on the 16,384-GPU design.</source>
        <translation>Live-Diagrammdaten für das Design mit 16.384 GPUs.</translation>
    </message>
    <message>
        <source>design: %1 GPUs, %2 servers, %3 switches, %4 links; %5 evaluations per pass</source>
        <translation>Design: %1 GPUs, %2 Server, %3 Switches, %4 Verbindungen; %5 Auswertungen pro Durchlauf</translation>
    </message>
    <message>
        <source>build fabric profile (16,384 GPUs)</source>
        <translation>Fabric-Profil erstellen (16.384 GPUs)</translation>
    </message>
    <message>
        <source>7 ops x 32 sizes + GPU-count sweep</source>
        <translation>7 Operationen x 32 Größen + GPU-Anzahl-Sweep</translation>
    </message>
    <message>
        <source>profile + 7 ops x 32 sizes + GPU sweep</source>
        <translation>Profil + 7 Operationen x 32 Größen + GPU-Sweep</translation>
    </message>
    <message>
        <source>Collective timing on the 16,384-GPU rail-optimized design.</source>
        <translation>Zeitmodell kollektiver Operationen auf dem rail-optimierten Design mit 16.384 GPUs.</translation>
    </message>
    <message>
        <source>Merge a user catalog FILE over the built-in one.</source>
        <translation>Einen Benutzerkatalog FILE über den eingebauten Katalog legen.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Siehe „%1 --help“.</translation>
    </message>
    <message>
        <source>Wrong number of arguments.</source>
        <translation>Falsche Anzahl von Argumenten.</translation>
    </message>
    <message>
        <source>Design:      %1</source>
        <translation>Design:      %1</translation>
    </message>
    <message>
        <source>GPUs:        %1 in %2 servers (%3 NICs)</source>
        <translation>GPUs:        %1 in %2 Servern (%3 NICs)</translation>
    </message>
    <message>
        <source>Switches:    %1 leaf, %2 spine, %3 core</source>
        <translation>Switches:    %1 Leaf, %2 Spine, %3 Core</translation>
    </message>
    <message>
        <source>Cables:      %1 server-leaf, %2 leaf-spine, %3 spine-core, %4 other</source>
        <translation>Kabel:       %1 Server-Leaf, %2 Leaf-Spine, %3 Spine-Core, %4 sonstige</translation>
    </message>
    <message>
        <source>  %1: %2 switches, %3 of %4 ports used, oversubscription %5</source>
        <translation>  %1: %2 Switches, %3 von %4 Ports belegt, Überbuchung %5</translation>
    </message>
    <message>
        <source>Bisection:   %1 Gb/s of %2 Gb/s full (%3%, %4)</source>
        <translation>Bisektion:   %1 Gb/s von %2 Gb/s bei voller Bisektion (%3 %, %4)</translation>
    </message>
    <message>
        <source>, %1 via %2</source>
        <translation>, %1 über %2</translation>
    </message>
    <message>
        <source>Diameter:    %1 hops%2</source>
        <translation>Durchmesser: %1 Hops%2</translation>
    </message>
    <message>
        <source>Cut off:     %1 GPUs outside the main fabric</source>
        <translation>Abgetrennt:  %1 GPUs außerhalb der Haupt-Fabric</translation>
    </message>
    <message>
        <source>Findings:    %1 errors, %2 warnings, %3 info</source>
        <translation>Befunde:     %1 Fehler, %2 Warnungen, %3 Info</translation>
    </message>
    <message>
        <source>Check a fabric: port budgets, speeds, oversubscription, bisection, connectivity, single points of failure, rails, hops, cable reach. Exit status 1 when there are error findings.</source>
        <translation>Eine Fabric prüfen: Port-Budgets, Geschwindigkeiten, Überbuchung, Bisektion, Konnektivität, Single Points of Failure, Rails, Hops, Kabelreichweite. Exit-Status 1 bei Befunden der Stufe Fehler.</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>JSON statt Text ausgeben.</translation>
    </message>
    <message>
        <source>Analyse with these devices or links failed (comma-separated, repeatable).</source>
        <translation>Mit diesen ausgefallenen Geräten oder Verbindungen analysieren (kommagetrennt, wiederholbar).</translation>
    </message>
    <message>
        <source>ID[,ID...]</source>
        <translation>ID[,ID...]</translation>
    </message>
    <message>
        <source>The .spinel design.</source>
        <translation>Das .spinel-Design.</translation>
    </message>
    <message>
        <source>With %1 failed:</source>
        <translation>Bei Ausfall von %1:</translation>
    </message>
    <message>
        <source>  bisection lost: %1 Gb/s (%2 -&gt; %3 Gb/s)</source>
        <translation>  Bisektionsverlust: %1 Gb/s (%2 -&gt; %3 Gb/s)</translation>
    </message>
    <message>
        <source>  GPUs cut off:   %1</source>
        <translation>  Abgetrennte GPUs:  %1</translation>
    </message>
    <message>
        <source>  %1: oversubscription %2 -&gt; %3</source>
        <translation>  %1: Überbuchung %2 -&gt; %3</translation>
    </message>
    <message>
        <source>  new %1: %2</source>
        <translation>  neuer Befund %1: %2</translation>
    </message>
    <message>
        <source>Check a fabric and run failure what-ifs.</source>
        <translation>Eine Fabric prüfen und Ausfallszenarien (Was-wäre-wenn) durchspielen.</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <source>MISSED</source>
        <translation>VERFEHLT</translation>
    </message>
    <message>
        <source>Measure Spinel&apos;s speed goals on this machine. Progress and figures go to stderr; --json prints the results to stdout.</source>
        <translation>Die Geschwindigkeitsziele von Spinel auf diesem Rechner messen. Fortschritt und Messwerte gehen an stderr; --json gibt die Ergebnisse auf stdout aus.</translation>
    </message>
    <message>
        <source>One run per measurement (a smoke test, not a measurement).</source>
        <translation>Ein Durchlauf pro Messung (ein Smoke-Test, keine Messung).</translation>
    </message>
    <message>
        <source>Print the results as JSON.</source>
        <translation>Die Ergebnisse als JSON ausgeben.</translation>
    </message>
    <message>
        <source>List the sections.</source>
        <translation>Die Abschnitte auflisten.</translation>
    </message>
    <message>
        <source>Sections to run (default: all).</source>
        <translation>Auszuführende Abschnitte (Standard: alle).</translation>
    </message>
    <message>
        <source>Unknown bench section &apos;%1&apos;; see --list.</source>
        <translation>Unbekannter Bench-Abschnitt „%1“; siehe --list.</translation>
    </message>
    <message>
        <source>Measure the speed goals on this machine.</source>
        <translation>Die Geschwindigkeitsziele auf diesem Rechner messen.</translation>
    </message>
    <message>
        <source>Bill of materials: quantities, unit and extended prices, power.</source>
        <translation>Stückliste: Mengen, Einzel- und Gesamtpreise, Leistungsaufnahme.</translation>
    </message>
    <message>
        <source>CSV output (the default).</source>
        <translation>CSV-Ausgabe (Standard).</translation>
    </message>
    <message>
        <source>JSON output.</source>
        <translation>JSON-Ausgabe.</translation>
    </message>
    <message>
        <source>Include the GPU servers.</source>
        <translation>Die GPU-Server einbeziehen.</translation>
    </message>
    <message>
        <source>Write to FILE instead of stdout.</source>
        <translation>In FILE statt auf stdout schreiben.</translation>
    </message>
    <message>
        <source>Choose one of --csv and --json.</source>
        <translation>Wählen Sie entweder --csv oder --json.</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Cabling plan: one row per cable with both ends&apos; device and port.</source>
        <translation>Verkabelungsplan: eine Zeile pro Kabel mit Gerät und Port beider Enden.</translation>
    </message>
    <message>
        <source>CSV output (the default and only format).</source>
        <translation>CSV-Ausgabe (Standard und einziges Format).</translation>
    </message>
    <message>
        <source>Bill of materials as CSV or JSON.</source>
        <translation>Stückliste als CSV oder JSON.</translation>
    </message>
    <message>
        <source>Cabling plan as CSV.</source>
        <translation>Verkabelungsplan als CSV.</translation>
    </message>
    <message>
        <source>Time one collective (NCCL-style alpha-beta model) on a design.</source>
        <translation>Eine kollektive Operation auf einem Design zeitlich abschätzen (Alpha-Beta-Modell nach NCCL-Art).</translation>
    </message>
    <message>
        <source>Message size (nccl-tests definition): 8, 64KiB, 1GiB, 1e9.</source>
        <translation>Nachrichtengröße (Definition wie nccl-tests): 8, 64KiB, 1GiB, 1e9.</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>SIZE</translation>
    </message>
    <message>
        <source>--bytes needs a size of zero or more bytes, such as 8, 64KiB, 1GiB or 1e9.</source>
        <translation>--bytes erwartet eine Größe von null oder mehr Bytes, etwa 8, 64KiB, 1GiB oder 1e9.</translation>
    </message>
    <message>
        <source>--gpus %1 is more than the design&apos;s %2 GPUs.</source>
        <translation>--gpus %1 ist mehr als die %2 GPUs des Designs.</translation>
    </message>
    <message>
        <source>Cannot time %1: %2</source>
        <translation>%1 kann nicht zeitlich abgeschätzt werden: %2</translation>
    </message>
    <message>
        <source>Time:       %1 us (latency %2 us + bandwidth %3 us)</source>
        <translation>Zeit:        %1 us (Latenz %2 us + Bandbreite %3 us)</translation>
    </message>
    <message>
        <source>algbw:      %1 GB/s</source>
        <translation>algbw:       %1 GB/s</translation>
    </message>
    <message>
        <source>busbw:      %1 GB/s</source>
        <translation>busbw:       %1 GB/s</translation>
    </message>
    <message>
        <source>Algorithm:  %1 (%2)</source>
        <translation>Algorithmus: %1 (%2)</translation>
    </message>
    <message>
        <source>Bottleneck: %1</source>
        <translation>Engpass:     %1</translation>
    </message>
    <message>
        <source>Time one collective on a design (time, algbw, busbw, bottleneck).</source>
        <translation>Eine kollektive Operation auf einem Design abschätzen (Zeit, algbw, busbw, Engpass).</translation>
    </message>
    <message>
        <source>Set a template parameter (repeatable).</source>
        <translation>Einen Vorlagenparameter setzen (wiederholbar).</translation>
    </message>
    <message>
        <source>key=value</source>
        <translation>Schlüssel=Wert</translation>
    </message>
    <message>
        <source>Write the design to FILE.</source>
        <translation>Das Design in FILE schreiben.</translation>
    </message>
    <message>
        <source>List the templates and their parameters.</source>
        <translation>Die Vorlagen und ihre Parameter auflisten.</translation>
    </message>
    <message>
        <source>Template name (see --list).</source>
        <translation>Name der Vorlage (siehe --list).</translation>
    </message>
    <message>
        <source>Name a template; see --list.</source>
        <translation>Geben Sie eine Vorlage an; siehe --list.</translation>
    </message>
    <message>
        <source>Say where to write the design with -o FILE.</source>
        <translation>Geben Sie mit -o FILE an, wohin das Design geschrieben werden soll.</translation>
    </message>
    <message>
        <source>--set expects key=value, not &apos;%1&apos;.</source>
        <translation>--set erwartet Schlüssel=Wert, nicht „%1“.</translation>
    </message>
    <message>
        <source>%1: %2 GPUs in %3 servers; %4 leaf, %5 spine, %6 core switches; %7 cables</source>
        <translation>%1: %2 GPUs in %3 Servern; %4 Leaf-, %5 Spine-, %6 Core-Switches; %7 Kabel</translation>
    </message>
    <message>
        <source>Generated design is invalid at %1: %2</source>
        <translation>Das erzeugte Design ist bei %1 ungültig: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Generate a fabric from a template.</source>
        <translation>Eine Fabric aus einer Vorlage erzeugen.</translation>
    </message>
    <message>
        <source>Summarise a design: GPUs, servers, switches by role, cables.</source>
        <translation>Ein Design zusammenfassen: GPUs, Server, Switches nach Rolle, Kabel.</translation>
    </message>
    <message>
        <source>Design:    %1</source>
        <translation>Design:    %1</translation>
    </message>
    <message>
        <source>Transport: %1</source>
        <translation>Transport: %1</translation>
    </message>
    <message>
        <source>GPUs:      %1 in %2 servers</source>
        <translation>GPUs:      %1 in %2 Servern</translation>
    </message>
    <message>
        <source>Switches:  %1 leaf, %2 spine, %3 core</source>
        <translation>Switches:  %1 Leaf, %2 Spine, %3 Core</translation>
    </message>
    <message>
        <source>Cables:    %1 (%2 server-leaf, %3 leaf-spine, %4 spine-core, %5 other)</source>
        <translation>Kabel:     %1 (%2 Server-Leaf, %3 Leaf-Spine, %4 Spine-Core, %5 sonstige)</translation>
    </message>
    <message>
        <source>Summarise a design (counts of GPUs, switches, cables).</source>
        <translation>Ein Design zusammenfassen (Anzahl GPUs, Switches, Kabel).</translation>
    </message>
    <message>
        <source>Render a plot of the design to PNG, SVG or PDF (no display needed).</source>
        <translation>Ein Diagramm des Designs als PNG, SVG oder PDF ausgeben (ohne Display).</translation>
    </message>
    <message>
        <source>busbw (bus bandwidth vs message size), scaling or cost.</source>
        <translation>busbw (Busbandbreite über Nachrichtengröße), scaling (Skalierung) oder cost (Kosten).</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>KIND</translation>
    </message>
    <message>
        <source>Output file: .png, .svg or .pdf.</source>
        <translation>Ausgabedatei: .png, .svg oder .pdf.</translation>
    </message>
    <message>
        <source>Width in pixels (default 960).</source>
        <translation>Breite in Pixeln (Standard 960).</translation>
    </message>
    <message>
        <source>PX</source>
        <translation>PX</translation>
    </message>
    <message>
        <source>Height in pixels (default 600).</source>
        <translation>Höhe in Pixeln (Standard 600).</translation>
    </message>
    <message>
        <source>Cost plot: include the GPU servers.</source>
        <translation>Kostendiagramm: die GPU-Server einbeziehen.</translation>
    </message>
    <message>
        <source>Give --kind busbw|scaling|cost and -o OUT.png|.svg|.pdf.</source>
        <translation>Geben Sie --kind busbw|scaling|cost und -o OUT.png|.svg|.pdf an.</translation>
    </message>
    <message>
        <source>Unknown plot kind &apos;%1&apos;: use busbw, scaling or cost.</source>
        <translation>Unbekannte Diagrammart „%1“: Verwenden Sie busbw, scaling oder cost.</translation>
    </message>
    <message>
        <source>Cannot tell the format of %1: use .png, .svg or .pdf.</source>
        <translation>Das Format von %1 ist nicht erkennbar: Verwenden Sie .png, .svg oder .pdf.</translation>
    </message>
    <message>
        <source>Render a plot (busbw, scaling, cost) to PNG, SVG or PDF.</source>
        <translation>Ein Diagramm (busbw, scaling, cost) als PNG, SVG oder PDF ausgeben.</translation>
    </message>
    <message>
        <source>Write the PDF design report: summary, findings, key figures, plots, BOM.</source>
        <translation>Den PDF-Designbericht schreiben: Zusammenfassung, Befunde, Kennzahlen, Diagramme, Stückliste.</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>Die zu schreibende PDF-Datei.</translation>
    </message>
    <message>
        <source>Give the report&apos;s file name with -o report.pdf.</source>
        <translation>Geben Sie den Dateinamen des Berichts mit -o bericht.pdf an.</translation>
    </message>
    <message>
        <source>The report is a PDF: name it .pdf (got %1).</source>
        <translation>Der Bericht ist ein PDF: Verwenden Sie die Endung .pdf (angegeben: %1).</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>%1 geschrieben (%n Seite)</numerusform>
            <numerusform>%1 geschrieben (%n Seiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the PDF design report.</source>
        <translation>Den PDF-Designbericht schreiben.</translation>
    </message>
    <message>
        <source>Sweep one collective over message sizes 8 B to 16 GiB (powers of two), or with --scaling over GPU counts from one server to the whole design.</source>
        <translation>Eine kollektive Operation über Nachrichtengrößen von 8 B bis 16 GiB (Zweierpotenzen) durchlaufen, oder mit --scaling über GPU-Anzahlen von einem Server bis zum ganzen Design.</translation>
    </message>
    <message>
        <source>Sweep GPU counts at one size instead of sizes.</source>
        <translation>GPU-Anzahlen bei einer festen Größe statt Größen durchlaufen.</translation>
    </message>
    <message>
        <source>Message size for --scaling (default 1GiB).</source>
        <translation>Nachrichtengröße für --scaling (Standard 1GiB).</translation>
    </message>
    <message>
        <source>Print CSV (the default).</source>
        <translation>CSV ausgeben (Standard).</translation>
    </message>
    <message>
        <source>Print JSON instead of CSV.</source>
        <translation>JSON statt CSV ausgeben.</translation>
    </message>
    <message>
        <source>Sweep a collective over message sizes or GPU counts (CSV).</source>
        <translation>Eine kollektive Operation über Nachrichtengrößen oder GPU-Anzahlen durchlaufen (CSV).</translation>
    </message>
    <message>
        <source>--%1 needs a number from %2 to %3, not &apos;%4&apos;.</source>
        <translation>--%1 erwartet eine Zahl von %2 bis %3, nicht „%4“.</translation>
    </message>
    <message>
        <source>--%1 needs a whole number.</source>
        <translation>--%1 erwartet eine ganze Zahl.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Tensor-parallel degree, inside one server.</source>
        <translation>Grad der Tensor-Parallelität, innerhalb eines Servers.</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree.</source>
        <translation>Grad der Pipeline-Parallelität.</translation>
    </message>
    <message>
        <source>Global batch in tokens.</source>
        <translation>Globale Batchgröße in Token.</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Tokens to train, for the time to train (e.g. 2e12).</source>
        <translation>Zu trainierende Token, für die Trainingsdauer (z. B. 2e12).</translation>
    </message>
    <message>
        <source>Bytes per gradient element: 2 (bf16) or 4 (fp32).</source>
        <translation>Bytes pro Gradientenelement: 2 (bf16) oder 4 (fp32).</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Cannot estimate the training step: %1</source>
        <translation>Der Trainingsschritt kann nicht abgeschätzt werden: %1</translation>
    </message>
    <message>
        <source>Time to train: %1 days (%2 steps)</source>
        <translation>Trainingsdauer: %1 Tage (%2 Schritte)</translation>
    </message>
    <message>
        <source>Estimate a training step: compute, communication, scaling.</source>
        <translation>Einen Trainingsschritt abschätzen: Rechenzeit, Kommunikation, Skalierung.</translation>
    </message>
    <message>
        <source>Check that a design file is valid.</source>
        <translation>Prüfen, ob eine Designdatei gültig ist.</translation>
    </message>
    <message>
        <source>The .spinel design to check.</source>
        <translation>Das zu prüfende .spinel-Design.</translation>
    </message>
    <message>
        <source>%1: valid (%2 devices, %3 links)</source>
        <translation>%1: gültig (%2 Geräte, %3 Verbindungen)</translation>
    </message>
    <message>
        <source>Check a design file; exit 1 if invalid.</source>
        <translation>Eine Designdatei prüfen; Exit-Status 1, wenn ungültig.</translation>
    </message>
    <message>
        <source>allreduce, reducescatter, allgather, broadcast, reduce, alltoall or sendrecv.</source>
        <translation>allreduce, reducescatter, allgather, broadcast, reduce, alltoall oder sendrecv.</translation>
    </message>
    <message>
        <source>OP</source>
        <translation>OP</translation>
    </message>
    <message>
        <source>Use the first N GPUs in rail order (default: all).</source>
        <translation>Die ersten N GPUs in Rail-Reihenfolge verwenden (Standard: alle).</translation>
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
        <translation>--op muss einer der Werte allreduce, reducescatter, allgather, broadcast, reduce, alltoall, sendrecv sein.</translation>
    </message>
    <message>
        <source>--gpus needs a whole number of at least 1.</source>
        <translation>--gpus erwartet eine ganze Zahl von mindestens 1.</translation>
    </message>
    <message>
        <source>--protocol must be LL, LL128 or Simple.</source>
        <translation>--protocol muss LL, LL128 oder Simple sein.</translation>
    </message>
    <message>
        <source>Usage: spinel-cli COMMAND [options] [arguments]</source>
        <translation>Aufruf: spinel-cli BEFEHL [Optionen] [Argumente]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Run &apos;spinel-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>„spinel-cli BEFEHL --help“ zeigt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.</source>
        <translation>Unbekannter Befehl „%1“.</translation>
    </message>
    <message>
        <source>scene build, 16,384 GPUs (showDesign)</source>
        <translation>Szenenaufbau, 16.384 GPUs (showDesign)</translation>
    </message>
    <message>
        <source>build into an empty scene %1 ms, first event-loop turn %2 ms, clear %3 ms</source>
        <translation>Aufbau in leere Szene %1 ms, erste Ereignisschleifen-Runde %2 ms, Leeren %3 ms</translation>
    </message>
    <message>
        <source>%L1 devices, %L2 links, %L3 server blocks</source>
        <translation>%L1 Geräte, %L2 Verbindungen, %L3 Serverblöcke</translation>
    </message>
    <message>
        <source>full view: zoom %1, servers %2</source>
        <translation>Gesamtansicht: Zoom %1, Server %2</translation>
    </message>
    <message>
        <source>as blocks</source>
        <translation>als Blöcke</translation>
    </message>
    <message>
        <source>individually</source>
        <translation>einzeln</translation>
    </message>
    <message>
        <source>frame, full view, panning</source>
        <translation>Bild, Gesamtansicht, beim Verschieben</translation>
    </message>
    <message>
        <source>frame, full view, after a zoom step</source>
        <translation>Bild, Gesamtansicht, nach einem Zoomschritt</translation>
    </message>
    <message>
        <source>switch links redrawn on a worker thread after a zoom step: %1 ms (the UI thread does not wait)</source>
        <translation>Switch-Verbindungen nach einem Zoomschritt in einem Hintergrund-Thread neu gezeichnet: %1 ms (der UI-Thread wartet nicht)</translation>
    </message>
    <message>
        <source>switch level of detail (both ways)</source>
        <translation>Detailstufe wechseln (in beide Richtungen)</translation>
    </message>
    <message>
        <source>frame, full view, every item drawn</source>
        <translation>Bild, Gesamtansicht, jedes Element gezeichnet</translation>
    </message>
    <message>
        <source>zoomed view: zoom %1, servers %2</source>
        <translation>vergrößerte Ansicht: Zoom %1, Server %2</translation>
    </message>
    <message>
        <source>frame, zoomed in (100 %)</source>
        <translation>Bild, vergrößert (100 %)</translation>
    </message>
    <message>
        <source>middle view: zoom %1</source>
        <translation>mittlere Ansicht: Zoom %1</translation>
    </message>
    <message>
        <source>frame, zoomed to a few units</source>
        <translation>Bild, auf einige Einheiten gezoomt</translation>
    </message>
    <message>
        <source>open: load file + scene + fit + first frame</source>
        <translation>Öffnen: Datei laden + Szene + Einpassen + erstes Bild</translation>
    </message>
    <message>
        <source>Canvas scene build, frame paint and open time on the 16,384-GPU design.</source>
        <translation>Aufbau der Zeichenflächen-Szene, Bildzeichnung und Öffnungszeit für das Design mit 16.384 GPUs.</translation>
    </message>
    <message>
        <source>move all 3,328 devices, scene following (auto-layout, undo)</source>
        <translation>alle 3.328 Geräte verschieben, Szene folgt (automatisches Layout, Rückgängig)</translation>
    </message>
    <message>
        <source>Model parameters, every expert included, e.g. 70e9 (default: the design&apos;s training settings, as for every option below).</source>
        <translation>Modellparameter einschließlich aller Experten, z. B. 70e9 (Standard: die Trainingseinstellungen des Designs, wie bei allen folgenden Optionen).</translation>
    </message>
    <message>
        <source>Parameters each token uses (mixture of experts; 0: from --experts and --top-k).</source>
        <translation>Parameter, die jedes Token nutzt (Mixture of Experts; 0: aus --experts und --top-k).</translation>
    </message>
    <message>
        <source>Data-parallel degree (default: GPUs / (tp x pp x cp)).</source>
        <translation>Grad der Datenparallelität (Standard: GPUs / (tp x pp x cp)).</translation>
    </message>
    <message>
        <source>Context-parallel degree (the sequence split across GPUs).</source>
        <translation>Grad der Kontextparallelität (die Sequenz über GPUs aufgeteilt).</translation>
    </message>
    <message>
        <source>Expert-parallel degree (experts spread over this many data-parallel ranks).</source>
        <translation>Grad der Expertenparallelität (Experten über so viele datenparallele Ränge verteilt).</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per GPU (interleaved 1F1B).</source>
        <translation>Virtuelle Pipeline-Stufen pro GPU (verschränktes 1F1B).</translation>
    </message>
    <message>
        <source>Sequences per micro-batch.</source>
        <translation>Sequenzen pro Micro-Batch.</translation>
    </message>
    <message>
        <source>Tokens per sequence.</source>
        <translation>Token pro Sequenz.</translation>
    </message>
    <message>
        <source>Transformer layers (0: from --params).</source>
        <translation>Transformer-Schichten (0: aus --params).</translation>
    </message>
    <message>
        <source>Hidden size (0: from --params).</source>
        <translation>Hidden Size (0: aus --params).</translation>
    </message>
    <message>
        <source>Experts per MoE layer (1: a dense model).</source>
        <translation>Experten pro MoE-Schicht (1: ein dichtes Modell).</translation>
    </message>
    <message>
        <source>Experts each token is routed to.</source>
        <translation>Experten, an die jedes Token geleitet wird.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Activation recomputation: none, selective or full.</source>
        <translation>Neuberechnung der Aktivierungen: none, selective oder full.</translation>
    </message>
    <message>
        <source>MODE</source>
        <translation>MODUS</translation>
    </message>
    <message>
        <source>ZeRO stage 0-3 (0: all-reduce of gradients).</source>
        <translation>ZeRO-Stufe 0-3 (0: All-Reduce der Gradienten).</translation>
    </message>
    <message>
        <source>Share of peak FLOP/s the matmuls reach, 0..1 (MFU is a result).</source>
        <translation>Anteil der Spitzen-FLOP/s, den die Matrixmultiplikationen erreichen, 0..1 (MFU ist ein Ergebnis).</translation>
    </message>
    <message>
        <source>Old name of --kernel-efficiency.</source>
        <translation>Alter Name von --kernel-efficiency.</translation>
    </message>
    <message>
        <source>Share of every kind of communication hidden behind compute, 0..1.</source>
        <translation>Anteil jeder Art von Kommunikation, der hinter Rechenzeit verborgen wird, 0..1.</translation>
    </message>
    <message>
        <source>Share of tensor-parallel communication hidden, 0..1.</source>
        <translation>Verborgener Anteil der Tensor-Parallel-Kommunikation, 0..1.</translation>
    </message>
    <message>
        <source>Share of context-parallel communication hidden, 0..1.</source>
        <translation>Verborgener Anteil der Kontext-Parallel-Kommunikation, 0..1.</translation>
    </message>
    <message>
        <source>Share of expert-parallel all-to-alls hidden, 0..1.</source>
        <translation>Verborgener Anteil der Expert-Parallel-All-to-Alls, 0..1.</translation>
    </message>
    <message>
        <source>Share of pipeline sends hidden, 0..1.</source>
        <translation>Verborgener Anteil der Pipeline-Sendungen, 0..1.</translation>
    </message>
    <message>
        <source>Share of the gradient sync hidden behind the backward pass, 0..1.</source>
        <translation>Anteil der Gradientensynchronisation, der hinter dem Rückwärtsdurchlauf verborgen wird, 0..1.</translation>
    </message>
    <message>
        <source>Old form of --zero 1.</source>
        <translation>Alte Form von --zero 1.</translation>
    </message>
    <message>
        <source>--recompute needs none, selective or full, not &apos;%1&apos;.</source>
        <translation>--recompute erwartet none, selective oder full, nicht „%1“.</translation>
    </message>
    <message>
        <source>Give --kernel-efficiency or its old name --mfu, not both.</source>
        <translation>Geben Sie --kernel-efficiency oder den alten Namen --mfu an, nicht beide.</translation>
    </message>
    <message>
        <source>Parallelism:   dp %1 x tp %2 x pp %3 x cp %4 = %5 GPUs, ep %6, %7 virtual stages (%8 layers, hidden %9)</source>
        <translation>Parallelität:  dp %1 x tp %2 x pp %3 x cp %4 = %5 GPUs, ep %6, %7 virtuelle Stufen (%8 Schichten, Hidden %9)</translation>
    </message>
    <message>
        <source>Compute:       %1 s per step + %2 s pipeline bubble (%3 micro-batches)</source>
        <translation>Rechenzeit:    %1 s pro Schritt + %2 s Pipeline-Blase (%3 Micro-Batches)</translation>
    </message>
    <message>
        <source>Exposed:       %1 s tensor parallel, %2 s context parallel, %3 s expert parallel, %4 s pipeline, %5 s data parallel (of %6 s communication)</source>
        <translation>Sichtbar:      %1 s Tensor-Parallel, %2 s Kontext-Parallel, %3 s Expert-Parallel, %4 s Pipeline, %5 s Datenparallel (von %6 s Kommunikation)</translation>
    </message>
    <message>
        <source>Step:          %1 s; MFU %2%, hardware FLOPs %3% of peak, scaling efficiency %4%</source>
        <translation>Schritt:       %1 s; MFU %2 %, Hardware-FLOPs %3 % der Spitze, Skalierungseffizienz %4 %</translation>
    </message>
    <message>
        <source>Estimate a training step on a design: compute, pipeline bubble, each kind of communication, step time, MFU and time to train.</source>
        <translation>Einen Trainingsschritt auf einem Design abschätzen: Rechenzeit, Pipeline-Blase, jede Art von Kommunikation, Schrittzeit, MFU und Trainingsdauer.</translation>
    </message>
    <message>
        <source>predict every measured row (%1 rows)</source>
        <translation>jede gemessene Zeile vorhersagen (%1 Zeilen)</translation>
    </message>
    <message>
        <source>Predictions against published nccl-tests results.</source>
        <translation>Vorhersagen im Vergleich mit veröffentlichten nccl-tests-Ergebnissen.</translation>
    </message>
    <message>
        <source>The output file name is empty; name a file, or - for standard output.</source>
        <translation>Der Name der Ausgabedatei ist leer; nennen Sie eine Datei oder - für die Standardausgabe.</translation>
    </message>
    <message>
        <source>Cannot write %1: out of memory</source>
        <translation>Kann %1 nicht schreiben: Speicher erschöpft</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>NCCL&apos;s own choice: %1 (%2)</source>
        <translation>NCCLs eigene Wahl: %1 (%2)</translation>
    </message>
    <message>
        <source>Upper bound: %1</source>
        <translation>Obere Schranke: %1</translation>
    </message>
    <message>
        <source>Note:       %1</source>
        <translation>Hinweis:    %1</translation>
    </message>
    <message>
        <source>--width and --height must be whole numbers of pixels, from 200 × 150 to 10000 × 10000.</source>
        <translation>--width und --height müssen ganze Pixelzahlen sein, von 200 × 150 bis 10000 × 10000.</translation>
    </message>
    <message>
        <source>tp %1 x pp %2 = %3 GPUs per model replica, more than the design&apos;s %4 GPUs.</source>
        <translation>tp %1 x pp %2 = %3 GPUs je Modellreplik, mehr als die %4 GPUs des Entwurfs.</translation>
    </message>
    <message>
        <source>auto (what NCCL would run), ring, tree, nvls, nvlstree, innetwork (CollNet Direct), innetwork-chain, pat, pairwise or hierarchical (not NCCL; to compare).</source>
        <translation>auto (was NCCL wählen würde), ring, tree, nvls, nvlstree, innetwork (CollNet Direct), innetwork-chain, pat, pairwise oder hierarchical (nicht NCCL; zum Vergleich).</translation>
    </message>
    <message>
        <source>Force LL, LL128 or Simple (default: NCCL&apos;s choice).</source>
        <translation>LL, LL128 oder Simple erzwingen (Standard: NCCLs Wahl).</translation>
    </message>
    <message>
        <source>NCCL_MIN_NCHANNELS: run at least N channels (default: NCCL&apos;s own count).</source>
        <translation>NCCL_MIN_NCHANNELS: mindestens N Kanäle verwenden (Standard: NCCLs eigene Anzahl).</translation>
    </message>
    <message>
        <source>--algorithm must be one of auto, ring, tree, nvls, nvlstree, innetwork, innetwork-chain, pat, pairwise, hierarchical.</source>
        <translation>--algorithm muss auto, ring, tree, nvls, nvlstree, innetwork, innetwork-chain, pat, pairwise oder hierarchical sein.</translation>
    </message>
    <message>
        <source>--channels must be a whole number from 1 to 64 (NCCL&apos;s MAXCHANNELS).</source>
        <translation>--channels muss eine ganze Zahl von 1 bis 64 sein (NCCLs MAXCHANNELS).</translation>
    </message>
    <message>
        <source>%1: out of memory; the input is too large for this machine.</source>
        <translation>%1: Speicher erschöpft; die Eingabe ist für diesen Rechner zu groß.</translation>
    </message>
    <message>
        <source>editing: delete left devices behind</source>
        <translation>editing: Nach dem Löschen sind noch Geräte übrig</translation>
    </message>
    <message>
        <source>editing: undo did not restore the design</source>
        <translation>editing: Rückgängig hat das Design nicht wiederhergestellt</translation>
    </message>
    <message>
        <source>%L1 devices, %L2 links</source>
        <translation>%L1 Geräte, %L2 Verbindungen</translation>
    </message>
    <message>
        <source>select all</source>
        <translation>alles auswählen</translation>
    </message>
    <message>
        <source>delete everything (one undo command)</source>
        <translation>alles löschen (ein Rückgängig-Befehl)</translation>
    </message>
    <message>
        <source>undo the delete</source>
        <translation>Löschen rückgängig machen</translation>
    </message>
    <message>
        <source>redo the delete</source>
        <translation>Löschen wiederherstellen</translation>
    </message>
    <message>
        <source>Select all, delete, undo and redo in the main window on the 16,384-GPU design.</source>
        <translation>Alles auswählen, Löschen, Rückgängig und Wiederherstellen im Hauptfenster für das Design mit 16.384 GPUs.</translation>
    </message>
    <message>
        <source>Topology exports of the 16,384-GPU design.</source>
        <translation>Topologie-Exporte des Designs mit 16.384 GPUs.</translation>
    </message>
    <message>
        <source>%1 GPUs: %2</source>
        <translation>%1 GPUs: %2</translation>
    </message>
    <message>
        <source>Every stage on 16k, 131k and 1M GPUs: wall, CPU, peak memory and growth.</source>
        <translation>Jede Phase mit 16k, 131k und 1M GPUs: Echtzeit, CPU-Zeit, Spitzenspeicher und Wachstum.</translation>
    </message>
    <message>
        <source>Explain the number: its latency and bandwidth terms, the bottleneck, and what would change it (the model re-run on modified copies of the design).</source>
        <translation>Die Zahl erklären: ihre Latenz- und Bandbreitenterme, den Engpass und was sie ändern würde (das Modell wird auf veränderten Kopien des Designs erneut ausgeführt).</translation>
    </message>
    <message>
        <source>ibnetdiscover&apos;s node-name map (GUID to name).</source>
        <translation>Die Node-Name-Map von ibnetdiscover (GUID zu Name).</translation>
    </message>
    <message>
        <source>MAP</source>
        <translation>MAP</translation>
    </message>
    <message>
        <source>Do not compare link speeds (a simulator reports its own).</source>
        <translation>Verbindungsgeschwindigkeiten nicht vergleichen (ein Simulator meldet eigene).</translation>
    </message>
    <message>
        <source>CSV output.</source>
        <translation>CSV-Ausgabe.</translation>
    </message>
    <message>
        <source>The fabric as built.</source>
        <translation>Die tatsächlich aufgebaute Fabric.</translation>
    </message>
    <message>
        <source>missing  %1 — %2</source>
        <translation>fehlt             %1 — %2</translation>
    </message>
    <message>
        <source>extra    %1 — %2</source>
        <translation>überzählig        %1 — %2</translation>
    </message>
    <message>
        <source>miswired %1 goes to %2, the design has %3</source>
        <translation>falsch verkabelt  %1 führt zu %2, laut Design zu %3</translation>
    </message>
    <message>
        <source>speed    %1 — %2 runs at %3 Gb/s, the design has %4 Gb/s</source>
        <translation>Geschwindigkeit   %1 — %2 läuft mit %3 Gb/s, laut Design mit %4 Gb/s</translation>
    </message>
    <message>
        <source>The fabric matches the design: %1 cables.</source>
        <translation>Die Fabric stimmt mit dem Design überein: %1 Kabel.</translation>
    </message>
    <message>
        <source>Export the fabric for another program. Formats: %1.
netbox and astra-sim write a folder; ibsim and ibnetdiscover also write OUT.node-name-map.</source>
        <translation>Die Fabric für ein anderes Programm exportieren. Formate: %1.
netbox und astra-sim schreiben einen Ordner; ibsim und ibnetdiscover schreiben zusätzlich OUT.node-name-map.</translation>
    </message>
    <message>
        <source>The format (default: from the extension of OUT).</source>
        <translation>Das Format (Standard: aus der Endung von OUT).</translation>
    </message>
    <message>
        <source>The file or folder to write.</source>
        <translation>Die zu schreibende Datei bzw. der zu schreibende Ordner.</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>OUT</translation>
    </message>
    <message>
        <source>dot: do not put each tier on one rank.</source>
        <translation>dot: nicht jede Ebene auf einen gemeinsamen Rang setzen.</translation>
    </message>
    <message>
        <source>Name the output with -o OUT.</source>
        <translation>Geben Sie die Ausgabe mit -o OUT an.</translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;; choose one of %2.</source>
        <translation>Unbekanntes Format „%1“; wählen Sie eines von %2.</translation>
    </message>
    <message>
        <source>Cannot tell the format from &quot;%1&quot;; add --format (one of %2).</source>
        <translation>Das Format ist aus „%1“ nicht erkennbar; geben Sie --format an (eines von %2).</translation>
    </message>
    <message>
        <source>The %1 format writes a folder; name it with -o.</source>
        <translation>Das Format %1 schreibt einen Ordner; geben Sie ihn mit -o an.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Export the fabric for Slurm, InfiniBand tools, graph tools, containerlab, NetBox, installers or ASTRA-sim.</source>
        <translation>Die Fabric für Slurm, InfiniBand-Werkzeuge, Graph-Werkzeuge, containerlab, NetBox, Monteure oder ASTRA-sim exportieren.</translation>
    </message>
    <message>
        <source>(%1 steps, %2 checks)</source>
        <translation>(%1 Schritte, %2 Prüfungen)</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>Annahmen:</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>  Question: %1</source>
        <translation>  Frage: %1</translation>
    </message>
    <message>
        <source>  Hint: %1</source>
        <translation>  Hinweis: %1</translation>
    </message>
    <message>
        <source>  Answer: %1</source>
        <translation>  Antwort: %1</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>NICHT BESTANDEN</translation>
    </message>
    <message>
        <source>Show or check the lessons (resources/lessons, or --dir).</source>
        <translation>Die Lektionen anzeigen oder prüfen (resources/lessons oder --dir).</translation>
    </message>
    <message>
        <source>List the lessons.</source>
        <translation>Die Lektionen auflisten.</translation>
    </message>
    <message>
        <source>Run every check of the lesson (of every lesson without ID) against the model; exit 1 if one fails.</source>
        <translation>Alle Prüfungen der Lektion (ohne ID: aller Lektionen) gegen das Modell ausführen; Exit-Status 1, wenn eine fehlschlägt.</translation>
    </message>
    <message>
        <source>Read lessons from this folder instead of the built-in ones.</source>
        <translation>Lektionen aus diesem Ordner statt der eingebauten lesen.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>en, de or zh_CN (default: en).</source>
        <translation>en, de oder zh_CN (Standard: en).</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>A lesson id, or a lesson file (.json).</source>
        <translation>Eine Lektions-ID oder eine Lektionsdatei (.json).</translation>
    </message>
    <message>
        <source>No lesson &quot;%1&quot;; spinel-cli lesson --list shows them.</source>
        <translation>Keine Lektion „%1“; spinel-cli lesson --list zeigt alle an.</translation>
    </message>
    <message>
        <source>Show or check the lessons (claims checked by the model).</source>
        <translation>Die Lektionen anzeigen oder prüfen (Aussagen vom Modell geprüft).</translation>
    </message>
    <message>
        <source>Build: %1, Qt %2 (running on Qt %3)</source>
        <translation>Build: %1, Qt %2 (läuft unter Qt %3)</translation>
    </message>
    <message>
        <source>schedule, ring all-reduce 1 GiB, %1</source>
        <translation>Ablaufplan, Ring-All-Reduce 1 GiB, %1</translation>
    </message>
    <message>
        <source>%1: no schedule: %2</source>
        <translation>%1: kein Ablaufplan: %2</translation>
    </message>
    <message>
        <source>%1: %L2 steps shown for %L3, %L4 transfers</source>
        <translation>%1: %L2 angezeigte Schritte für %L3, %L4 Übertragungen</translation>
    </message>
    <message>
        <source>canvas frame without the animation, %1</source>
        <translation>Zeichenflächen-Bild ohne Animation, %1</translation>
    </message>
    <message>
        <source>animation frame, %1</source>
        <translation>Animationsbild, %1</translation>
    </message>
    <message>
        <source>4-server example</source>
        <translation>Beispiel mit 4 Servern</translation>
    </message>
    <message>
        <source>16,384 GPUs</source>
        <translation>16.384 GPUs</translation>
    </message>
    <message>
        <source>Collective schedule and animation frame times (example, 16,384 GPUs).</source>
        <translation>Ablaufplan kollektiver Operationen und Zeiten pro Animationsbild (Beispiel, 16.384 GPUs).</translation>
    </message>
    <message>
        <source>Width in pixels (default 1280).</source>
        <translation>Breite in Pixeln (Standard 1280).</translation>
    </message>
    <message>
        <source>Height in pixels (default 800).</source>
        <translation>Höhe in Pixeln (Standard 800).</translation>
    </message>
    <message>
        <source>Merge steps beyond this many (default 64).</source>
        <translation>Schritte oberhalb dieser Anzahl zusammenfassen (Standard 64).</translation>
    </message>
    <message>
        <source>Give --bytes SIZE, e.g. 1GiB.</source>
        <translation>Geben Sie --bytes SIZE an, z. B. 1GiB.</translation>
    </message>
    <message>
        <source>--max-steps must be a whole number from 1 to 10000.</source>
        <translation>--max-steps muss eine ganze Zahl von 1 bis 10000 sein.</translation>
    </message>
    <message>
        <source>Cannot animate: %1</source>
        <translation>Animation nicht möglich: %1</translation>
    </message>
    <message>
        <source>%1 frames written to %2: %3</source>
        <translation>%1 Bilder nach %2 geschrieben: %3</translation>
    </message>
    <message>
        <source>As-built import of a 2,000-switch ibnetdiscover dump.</source>
        <translation>Import des Ist-Zustands aus einem ibnetdiscover-Dump mit 2.000 Switches.</translation>
    </message>
    <message>
        <source>note: %1: %2</source>
        <translation>Hinweis: %1: %2</translation>
    </message>
    <message>
        <source>Play a collective on the drawn fabric step by step and write one PNG per step, or an animated GIF or SVG (no display needed).</source>
        <translation>Eine kollektive Operation Schritt für Schritt auf der gezeichneten Fabric abspielen und ein PNG pro Schritt oder ein animiertes GIF bzw. SVG schreiben (ohne Display).</translation>
    </message>
    <message>
        <source>Output: a directory for step-0001.png, …, or FILE.gif or FILE.svg (animated, one frame per step).</source>
        <translation>Ausgabe: ein Verzeichnis für step-0001.png, … oder FILE.gif bzw. FILE.svg (animiert, ein Bild pro Schritt).</translation>
    </message>
    <message>
        <source>DIR|FILE</source>
        <translation>DIR|FILE</translation>
    </message>
    <message>
        <source>Give -o DIR (numbered PNGs) or -o FILE.gif or FILE.svg (animated).</source>
        <translation>Geben Sie -o DIR (nummerierte PNGs) oder -o FILE.gif bzw. FILE.svg (animiert) an.</translation>
    </message>
    <message>
        <source>Play a collective on the fabric: PNGs per step, GIF or SVG.</source>
        <translation>Eine kollektive Operation auf der Fabric abspielen: PNGs pro Schritt, GIF oder SVG.</translation>
    </message>
    <message>
        <source>Compare the design&apos;s cables with the fabric as built (ibnetdiscover text or LLDP tables).
Exit 0: they match; 1: they differ; 2: bad input.</source>
        <translation>Die Kabel des Designs mit der tatsächlich aufgebauten Fabric vergleichen (ibnetdiscover-Text oder LLDP-Tabellen).
Exit-Status 0: sie stimmen überein; 1: sie weichen ab; 2: ungültige Eingabe.</translation>
    </message>
    <message>
        <source>The as-built format: ibnetdiscover, or lldp (lldpcli -f json0 show neighbors; a file or a folder of NAME.json, one per switch).</source>
        <translation>Das Format des Ist-Zustands: ibnetdiscover oder lldp (lldpcli -f json0 show neighbors; eine Datei oder ein Ordner mit NAME.json, eine pro Switch).</translation>
    </message>
    <message>
        <source>Unknown as-built format &quot;%1&quot;; choose ibnetdiscover or lldp.</source>
        <translation>Unbekanntes Format für den Ist-Zustand „%1“; wählen Sie ibnetdiscover oder lldp.</translation>
    </message>
    <message>
        <source>Compare a design with the fabric as built (ibnetdiscover, LLDP).</source>
        <translation>Ein Design mit der tatsächlich aufgebauten Fabric vergleichen (ibnetdiscover, LLDP).</translation>
    </message>
    <message>
        <source>Generate a fabric from a template (fat-tree, leaf-spine, rail-optimized, torus, nvl72).</source>
        <translation>Eine Fabric aus einer Vorlage erzeugen (fat-tree, leaf-spine, rail-optimized, torus, nvl72).</translation>
    </message>
    <message>
        <source>Make a design from the fabric as built (ibnetdiscover text, LLDP tables from lldpcli -f json0 show neighbors: a file or a folder of NAME.json, one per switch) or from a GraphML drawing.</source>
        <translation>Ein Design aus der tatsächlich aufgebauten Fabric (ibnetdiscover-Text, LLDP-Tabellen von lldpcli -f json0 show neighbors: eine Datei oder ein Ordner mit NAME.json, eine pro Switch) oder aus einer GraphML-Zeichnung erstellen.</translation>
    </message>
    <message>
        <source>ibnetdiscover, lldp or graphml (default: from IN: a folder or .json is lldp, .graphml graphml, .ibnd ibnetdiscover).</source>
        <translation>ibnetdiscover, lldp oder graphml (Standard: nach IN: ein Ordner oder .json ist lldp, .graphml graphml, .ibnd ibnetdiscover).</translation>
    </message>
    <message>
        <source>The .spinel design to write.</source>
        <translation>Das zu schreibende .spinel-Design.</translation>
    </message>
    <message>
        <source>The as-built file or folder, or the GraphML file.</source>
        <translation>Die Datei oder der Ordner mit dem Ist-Zustand oder die GraphML-Datei.</translation>
    </message>
    <message>
        <source>Unknown import format &quot;%1&quot;; choose ibnetdiscover, lldp or graphml.</source>
        <translation>Unbekanntes Importformat „%1“; wählen Sie ibnetdiscover, lldp oder graphml.</translation>
    </message>
    <message>
        <source>Cannot tell the format of &quot;%1&quot;; add --format ibnetdiscover, lldp or graphml.</source>
        <translation>Das Format von „%1“ ist nicht erkennbar; geben Sie --format ibnetdiscover, lldp oder graphml an.</translation>
    </message>
    <message>
        <source>%1: the imported design is not valid at %2: %3</source>
        <translation>%1: Das importierte Design ist bei %2 ungültig: %3</translation>
    </message>
    <message>
        <source>Imported %1 switches, %2 servers and %3 cables into %4.</source>
        <translation>%1 Switches, %2 Server und %3 Kabel nach %4 importiert.</translation>
    </message>
    <message>
        <source>Make a design from ibnetdiscover, LLDP tables or GraphML.</source>
        <translation>Ein Design aus ibnetdiscover, LLDP-Tabellen oder GraphML erstellen.</translation>
    </message>
    <message>
        <source>NVLink:    %1 domains (each rack partition, each server outside a rack)</source>
        <translation>NVLink:    %1 Domänen (jede Rack-Partition, jeder Server außerhalb eines Racks)</translation>
    </message>
    <message numerus="yes">
        <source>; %n NVLink domain(s)</source>
        <translation>
            <numerusform>; %n NVLink-Domäne</numerusform>
            <numerusform>; %n NVLink-Domänen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n rack(s)</source>
        <translation>
            <numerusform> in %n Rack</numerusform>
            <numerusform> in %n Racks</numerusform>
        </translation>
    </message>
    <message>
        <source>animation overlay paint only, %1</source>
        <translation>nur Zeichnen der Animationsüberlagerung, %1</translation>
    </message>
    <message>
        <source>runlist: the columns, comma-separated (%1), or a preset (default, p2p).</source>
        <translation>runlist: die Spalten, durch Kommas getrennt (%1), oder eine Vorgabe (default, p2p).</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <source>runlist: a column preset: default, or p2p (NVIDIA cable validation&apos;s P2P sheet).</source>
        <translation>runlist: eine Spaltenvorgabe: default oder p2p (P2P-Blatt der NVIDIA-Kabelvalidierung).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>--columns and --preset apply to the runlist format only.</source>
        <translation>--columns und --preset gelten nur für das Format runlist.</translation>
    </message>
    <message>
        <source>Give either --columns or --preset, not both.</source>
        <translation>Geben Sie entweder --columns oder --preset an, nicht beides.</translation>
    </message>
    <message>
        <source>Unknown run-list preset &quot;%1&quot;; choose default or p2p.</source>
        <translation>Unbekannte Run-List-Vorgabe „%1“; wählen Sie default oder p2p.</translation>
    </message>
    <message>
        <source>--columns: %1</source>
        <translation>--columns: %1</translation>
    </message>
    <message>
        <source>editing-scale: needs a QApplication (bench is a drawing command); skipped</source>
        <translation>editing-scale: benötigt eine QApplication (bench ist ein Zeichenbefehl); übersprungen</translation>
    </message>
    <message>
        <source>editing-scale: cannot generate the design: %1</source>
        <translation>editing-scale: Das Design kann nicht erzeugt werden: %1</translation>
    </message>
    <message>
        <source>%L1 racks: %L2 devices, %L3 links, %L4 domains</source>
        <translation>%L1 Racks: %L2 Geräte, %L3 Verbindungen, %L4 Domänen</translation>
    </message>
    <message>
        <source>editing-scale: %1</source>
        <translation>editing-scale: %1</translation>
    </message>
    <message>
        <source>editing-scale: the tray was not deleted</source>
        <translation>editing-scale: Das Tray wurde nicht gelöscht</translation>
    </message>
    <message>
        <source>open: load + canvas + first event-loop turn</source>
        <translation>Öffnen: Laden + Zeichenfläche + erste Ereignisschleifen-Runde</translation>
    </message>
    <message>
        <source>open: longest event-loop turn until the checks and plots are in</source>
        <translation>Öffnen: längste Ereignisschleifen-Runde, bis Prüfungen und Diagramme vorliegen</translation>
    </message>
    <message>
        <source>set a rack&apos;s NVLink partition</source>
        <translation>NVLink-Partition eines Racks setzen</translation>
    </message>
    <message>
        <source>  then the longest event-loop turn until results are in</source>
        <translation>  dann die längste Ereignisschleifen-Runde, bis Ergebnisse vorliegen</translation>
    </message>
    <message>
        <source>delete one tray</source>
        <translation>ein Tray löschen</translation>
    </message>
    <message>
        <source>undo while a worker copies the design</source>
        <translation>Rückgängig, während ein Worker das Design kopiert</translation>
    </message>
    <message>
        <source>close the window (exit)</source>
        <translation>Fenster schließen (Beenden)</translation>
    </message>
    <message>
        <source>(for comparison) copy the design on the UI thread</source>
        <translation>(zum Vergleich) Design im UI-Thread kopieren</translation>
    </message>
    <message>
        <source>(for comparison) delete the canvas&apos;s items one by one</source>
        <translation>(zum Vergleich) die Elemente der Zeichenfläche einzeln löschen</translation>
    </message>
    <message>
        <source>Open, small edits and exit in the main window on 1,800 GB300 NVL72 racks.</source>
        <translation>Öffnen, kleine Änderungen und Beenden im Hauptfenster mit 1.800 GB300-NVL72-Racks.</translation>
    </message>
    <message>
        <source>%1: needs a QApplication (bench is a drawing command); skipped</source>
        <extracomment>%1 the bench section (canvas, editing, animation)</extracomment>
        <translation>%1: benötigt eine QApplication (bench ist ein Zeichenbefehl); übersprungen</translation>
    </message>
    <message>
        <source>%1: longest turn until the canvas is done</source>
        <translation>%1: längste Ereignisschleifen-Runde, bis die Zeichenfläche fertig ist</translation>
    </message>
    <message>
        <source>%1: until the canvas is done (slices, progress)</source>
        <translation>%1: bis die Zeichenfläche fertig ist (Abschnitte, Fortschritt)</translation>
    </message>
    <message>
        <source>editing: undo did not restore the canvas</source>
        <translation>editing: Rückgängig hat die Zeichenfläche nicht wiederhergestellt</translation>
    </message>
    <message>
        <source>animation frame without the frame cache, %1</source>
        <translation>Animationsbild ohne den Bild-Cache, %1</translation>
    </message>
    <message>
        <source>frame cache rebuilt (after a zoom, scroll or resize), %1</source>
        <translation>Bild-Cache neu aufgebaut (nach Zoomen, Scrollen oder Größenänderung), %1</translation>
    </message>
    <message>
        <source>%1: slowest frame %2 ms: %3</source>
        <translation>%1: langsamstes Bild %2 ms: %3</translation>
    </message>
    <message>
        <source>under the goal</source>
        <translation>unter dem Ziel</translation>
    </message>
    <message>
        <source>OVER the goal</source>
        <translation>ÜBER dem Ziel</translation>
    </message>
    <message>
        <source>%1: the frame cache was not used</source>
        <translation>%1: Der Bild-Cache wurde nicht verwendet</translation>
    </message>
    <message>
        <source>%1: %2 of %3 step changes drawn ahead on a worker</source>
        <translation>%1: %2 von %3 Schrittwechseln im Voraus in einem Worker gezeichnet</translation>
    </message>
    <message>
        <source>editing: undo did not select what it restored</source>
        <translation>editing: Rückgängig hat das Wiederhergestellte nicht ausgewählt</translation>
    </message>
    <message>
        <source>%1 of %2 bytes on %3 GPUs (%4)</source>
        <translation>%1 mit %2 Bytes auf %3 GPUs (%4)</translation>
    </message>
    <message>
        <source>Assumed:    %1</source>
        <translation>Angenommen: %1</translation>
    </message>
    <message>
        <source>Memory: glibc&apos;s allocator tuned as the GUI runs it (huge pages, freed memory kept).</source>
        <translation>Speicher: glibc-Allokator abgestimmt wie in der GUI (große Seiten, freigegebener Speicher bleibt erhalten).</translation>
    </message>
    <message>
        <source>Memory: glibc&apos;s allocator with its defaults, not as the GUI runs it.</source>
        <translation>Speicher: glibc-Allokator mit seinen Voreinstellungen, nicht wie in der GUI.</translation>
    </message>
    <message>
        <source>Auto-Layout by tier (every device moves)</source>
        <translation>Auto-Layout nach Ebenen (jedes Gerät wird verschoben)</translation>
    </message>
    <message>
        <source>undo the Auto-Layout</source>
        <translation>Auto-Layout rückgängig machen</translation>
    </message>
    <message>
        <source>a frame of the whole canvas at full view</source>
        <translation>ein Bild der ganzen Zeichenfläche in der Gesamtansicht</translation>
    </message>
    <message>
        <source>switch to the switches drawn as boxes (both ways)</source>
        <translation>Umschalten auf Switches als einfache Kästen (in beide Richtungen)</translation>
    </message>
</context>
<context>
    <name>DeviceItem</name>
    <message>
        <source>Leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>%1 × %2 GPU</source>
        <translation>%1 × %2-GPU</translation>
    </message>
    <message>
        <source>GPU server</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <source>%1 · %2 × %3</source>
        <translation>%1 · %2 × %3</translation>
    </message>
    <message>
        <source>%1 switch</source>
        <translation>%1-Switch</translation>
    </message>
    <message>
        <source>Group: %1</source>
        <translation>Gruppe: %1</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>ID: %1</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>All-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation>Reduce-Scatter</translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation>All-Gather</translation>
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
        <translation>All-to-All</translation>
    </message>
    <message>
        <source>Send/receive</source>
        <translation>Send/Receive</translation>
    </message>
    <message>
        <source>Copper (DAC)</source>
        <translation>Kupfer (DAC)</translation>
    </message>
    <message>
        <source>Active optical (AOC)</source>
        <translation>Aktiv optisch (AOC)</translation>
    </message>
    <message>
        <source>Multimode fibre</source>
        <translation>Multimode-Faser</translation>
    </message>
    <message>
        <source>Single-mode fibre</source>
        <translation>Singlemode-Faser</translation>
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
        <translation>Server</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NICs</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Optics</source>
        <translation>Optik</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Trays / servers</source>
        <translation>Trays / Server</translation>
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
        <translation>keiner (eine GPU)</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>Latenz</translation>
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
        <translation>Server-Verbindung %1G (NIC %2G)</translation>
    </message>
    <message>
        <source>leaf uplinks at %1:1</source>
        <translation>Leaf-Uplinks bei %1:1</translation>
    </message>
    <message>
        <source>spine uplinks at %1:1</source>
        <translation>Spine-Uplinks bei %1:1</translation>
    </message>
    <message>
        <source>NCCL&apos;s bandwidth cap for the protocol</source>
        <translation>NCCLs Bandbreitengrenze für das Protokoll</translation>
    </message>
    <message>
        <source>start-up latency of the algorithm (NCCL&apos;s base)</source>
        <translation>Anlauflatenz des Algorithmus (NCCLs Grundwert)</translation>
    </message>
    <message>
        <source>%1 ranks × %2 each</source>
        <translation>%1 Ranks × je %2</translation>
    </message>
    <message>
        <source>NCCL&apos;s ring plateau for large multi-server all-reduces: the rest × %1</source>
        <translation>NCCLs Ring-Plateau für große All-Reduces über mehrere Server: der Rest × %1</translation>
    </message>
    <message>
        <source>rest of the latency model</source>
        <translation>Rest des Latenzmodells</translation>
    </message>
    <message>
        <source>%1 each GPU moves ÷ %2 GB/s</source>
        <translation>%1, die jede GPU überträgt ÷ %2 GB/s</translation>
    </message>
    <message>
        <source>%1 each server sends through its NICs ÷ %2 GB/s</source>
        <translation>%1, die jeder Server über seine NICs sendet ÷ %2 GB/s</translation>
    </message>
    <message>
        <source>Latency (α) = %1 = %2</source>
        <translation>Latenz (α) = %1 = %2</translation>
    </message>
    <message>
        <source>Bandwidth (β) = 0 (nothing crosses a link)</source>
        <translation>Bandbreite (β) = 0 (nichts läuft über eine Verbindung)</translation>
    </message>
    <message>
        <source>Bandwidth (β) = %1 = %2</source>
        <translation>Bandbreite (β) = %1 = %2</translation>
    </message>
    <message>
        <source>Rate: %1 GB/s line rate × %2 %3 payload share × %4 left by the uplinks × %5 NCCL protocol share = %6 GB/s</source>
        <translation>Rate: %1 GB/s Leitungsrate × %2 Nutzdatenanteil von %3 × %4 nach den Uplinks verbleibend × %5 NCCL-Protokollanteil = %6 GB/s</translation>
    </message>
    <message>
        <source>Rate: %1 GB/s usable NVLink per GPU × %2 (NCCL protocol share%3) = %4 GB/s</source>
        <translation>Rate: %1 GB/s nutzbares NVLink pro GPU × %2 (NCCL-Protokollanteil%3) = %4 GB/s</translation>
    </message>
    <message>
        <source>, NVLS efficiency</source>
        <translation>, NVLS-Effizienz</translation>
    </message>
    <message>
        <source>Rate: NCCL&apos;s cap for this protocol and channel count, %1 GB/s</source>
        <translation>Rate: NCCLs Obergrenze für dieses Protokoll und diese Kanalanzahl, %1 GB/s</translation>
    </message>
    <message>
        <source>Bottleneck: %1</source>
        <translation>Engpass: %1</translation>
    </message>
    <message>
        <source> (of the bandwidth term: %1)</source>
        <translation> (beim Bandbreitenterm: %1)</translation>
    </message>
    <message>
        <source> at %1</source>
        <translation> an %1</translation>
    </message>
    <message>
        <source>, links %1</source>
        <translation>, Verbindungen %1</translation>
    </message>
    <message>
        <source>NICs at %1G instead of %2G</source>
        <translation>NICs mit %1G statt %2G</translation>
    </message>
    <message>
        <source>every NIC and network link twice as fast</source>
        <translation>jede NIC und jede Netzwerkverbindung doppelt so schnell</translation>
    </message>
    <message>
        <source>1:1 instead of %1:1</source>
        <translation>1:1 statt %1:1</translation>
    </message>
    <message>
        <source>2:1 instead of 1:1 (uplinks halved)</source>
        <translation>2:1 statt 1:1 (Uplinks halbiert)</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>%1 statt %2</translation>
    </message>
    <message>
        <source>%1: cannot time (%2)</source>
        <translation>%1: nicht abschätzbar (%2)</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <source>%1 % faster</source>
        <translation>%1 % schneller</translation>
    </message>
    <message>
        <source>%1 % slower</source>
        <translation>%1 % langsamer</translation>
    </message>
    <message>
        <source>%1: %2 (%3), bottleneck %4</source>
        <translation>%1: %2 (%3), Engpass %4</translation>
    </message>
    <message>
        <source>Cannot explain: %1</source>
        <translation>Erklärung nicht möglich: %1</translation>
    </message>
    <message>
        <source>Time = latency + bandwidth = %1 + %2</source>
        <translation>Zeit = Latenz + Bandbreite = %1 + %2</translation>
    </message>
    <message>
        <source>One GPU: nothing crosses a link.</source>
        <translation>Eine GPU: Nichts läuft über eine Verbindung.</translation>
    </message>
    <message>
        <source>What would change it:</source>
        <translation>Was sie ändern würde:</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) inside the NVLink domain × %1 per NVLink hop</source>
        <translation>
            <numerusform>%n Schritt innerhalb der NVLink-Domäne × %1 pro NVLink-Hop</numerusform>
            <numerusform>%n Schritte innerhalb der NVLink-Domäne × %1 pro NVLink-Hop</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n network step(s) × %1 of NCCL software per step</source>
        <translation>
            <numerusform>%n Netzwerkschritt × %1 NCCL-Software pro Schritt</numerusform>
            <numerusform>%n Netzwerkschritte × %1 NCCL-Software pro Schritt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n network step(s) × %1 on the wire (transport stack, two NICs, switch hops, cable)</source>
        <translation>
            <numerusform>%n Netzwerkschritt × %1 auf der Leitung (Transport-Stack, zwei NICs, Switch-Hops, Kabel)</numerusform>
            <numerusform>%n Netzwerkschritte × %1 auf der Leitung (Transport-Stack, zwei NICs, Switch-Hops, Kabel)</numerusform>
        </translation>
    </message>
    <message>
        <source>of which %1 filling the NVLS chunk pipeline: the first chunks cross the switch&apos;s stages before data streams</source>
        <translation>davon %1 zum Füllen der NVLS-Chunk-Pipeline: Die ersten Chunks durchlaufen die Stufen des Switches, bevor die Daten fließen</translation>
    </message>
    <message>
        <source>hidden behind the transfer: the ring&apos;s steps stream, each one&apos;s hops overlap the previous one&apos;s bytes</source>
        <translation>hinter der Übertragung verborgen: Die Schritte des Rings laufen im Datenstrom, die Hops jedes Schritts überlappen die Bytes des vorherigen</translation>
    </message>
    <message>
        <source>of which %1 filling the tree&apos;s chunk pipeline: the first chunks climb the chain of GPUs and the tree of servers before data streams</source>
        <translation>davon %1 zum Füllen der Chunk-Pipeline des Trees: Die ersten Chunks steigen die Kette der GPUs und den Baum der Server hinauf, bevor die Daten fließen</translation>
    </message>
    <message>
        <source>Why %1: %2 of %3 on %4 GPUs (%5), %6 (%7)</source>
        <translation>Warum %1: %2 mit %3 auf %4 GPUs (%5), %6 (%7)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln server(s)</source>
        <translation>
            <numerusform>%Ln Server</numerusform>
            <numerusform>%Ln Server</numerusform>
        </translation>
    </message>
    <message>
        <source>Assumed: %1</source>
        <translation>Angenommen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln NVLink domain(s) of %L1 servers</source>
        <translation>
            <numerusform>%Ln NVLink-Domäne aus %L1 Servern</numerusform>
            <numerusform>%Ln NVLink-Domänen aus %L1 Servern</numerusform>
        </translation>
    </message>
    <message>
        <source>NCCL&apos;s proxy threads posting every step&apos;s network sends and receives, beyond the steps&apos; hops and bytes (about 1 µs a post, for each channel a GPU&apos;s proxy serves)</source>
        <translation>Die Proxy-Threads von NCCL, die in jedem Schritt die Sende- und Empfangsaufträge ans Netz geben, über die Hops und Bytes der Schritte hinaus (etwa 1 µs je Auftrag, für jeden Kanal, den der Proxy einer GPU bedient)</translation>
    </message>
</context>
<context>
    <name>FindingBadgeItem</name>
    <message>
        <source>1 finding</source>
        <translation>1 Befund</translation>
    </message>
    <message>
        <source>%1 findings</source>
        <translation>%1 Befunde</translation>
    </message>
    <message>
        <source>… and %1 more (see the Findings panel)</source>
        <translation>… und %1 weitere (siehe Bereich „Befunde“)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Latency (small messages)</source>
        <translation>Latenz (kleine Nachrichten)</translation>
    </message>
    <message>
        <source>NVLink inside the server</source>
        <translation>NVLink innerhalb des Servers</translation>
    </message>
    <message>
        <source>NVLink SHARP in the NVSwitch</source>
        <translation>NVLink SHARP im NVSwitch</translation>
    </message>
    <message>
        <source>The servers&apos; NICs</source>
        <translation>Die NICs der Server</translation>
    </message>
    <message>
        <source>A server link slower than its NIC</source>
        <translation>Eine Server-Verbindung, die langsamer als ihre NIC ist</translation>
    </message>
    <message>
        <source>Oversubscribed leaf uplinks</source>
        <translation>Überbuchte Leaf-Uplinks</translation>
    </message>
    <message>
        <source>Oversubscribed spine uplinks</source>
        <translation>Überbuchte Spine-Uplinks</translation>
    </message>
    <message>
        <source>NCCL&apos;s protocol cap</source>
        <translation>Protokollgrenze von NCCL</translation>
    </message>
    <message>
        <source>Nothing (a single GPU)</source>
        <translation>Nichts (eine einzelne GPU)</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Tree</translation>
    </message>
    <message>
        <source>Hierarchical (NVLink, rail, NVLink)</source>
        <translation>Hierarchisch (NVLink, Rail, NVLink)</translation>
    </message>
    <message>
        <source>NVLink SHARP</source>
        <translation>NVLink SHARP</translation>
    </message>
    <message>
        <source>NVLink SHARP + tree</source>
        <translation>NVLink SHARP + Tree</translation>
    </message>
    <message>
        <source>In-network reduction</source>
        <translation>In-Network-Reduktion</translation>
    </message>
    <message>
        <source>In-network reduction (chain)</source>
        <translation>In-Network-Reduktion (Kette)</translation>
    </message>
    <message>
        <source>PAT</source>
        <translation>PAT</translation>
    </message>
    <message>
        <source>Pairwise</source>
        <translation>Paarweise</translation>
    </message>
    <message>
        <source>Start Lesson</source>
        <translation>Lektion starten</translation>
    </message>
    <message>
        <source>Open the lesson&apos;s design as a new, untitled design and go to its first step</source>
        <translation>Das Design der Lektion als neues, unbenanntes Design öffnen und zum ersten Schritt gehen</translation>
    </message>
    <message>
        <source>Open Lesson File…</source>
        <translation>Lektionsdatei öffnen…</translation>
    </message>
    <message>
        <source>A lesson of your own (docs/lessons.md describes the format)</source>
        <translation>Eine eigene Lektion (docs/lessons.md beschreibt das Format)</translation>
    </message>
    <message>
        <source>Your prediction</source>
        <translation>Ihre Vorhersage</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Compare your prediction with the model</source>
        <translation>Ihre Vorhersage mit dem Modell vergleichen</translation>
    </message>
    <message>
        <source>Show Answer</source>
        <translation>Antwort zeigen</translation>
    </message>
    <message>
        <source>Check My Design</source>
        <translation>Mein Design prüfen</translation>
    </message>
    <message>
        <source>Run this step&apos;s claims on the design as you have changed it</source>
        <translation>Die Aussagen dieses Schritts auf das Design anwenden, wie Sie es geändert haben</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>× (ratio)</source>
        <translation>× (Verhältnis)</translation>
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
        <translation>Tage</translation>
    </message>
    <message>
        <source>(0 to 1)</source>
        <translation>(0 bis 1)</translation>
    </message>
    <message>
        <source>: 1</source>
        <translation>: 1</translation>
    </message>
    <message>
        <source>(count)</source>
        <translation>(Anzahl)</translation>
    </message>
</context>
<context>
    <name>LinkColouring</name>
    <message>
        <source>1:1 or better (non-blocking)</source>
        <translation>1:1 oder besser (nicht blockierend)</translation>
    </message>
    <message>
        <source>Up to 2:1</source>
        <translation>Bis 2:1</translation>
    </message>
    <message>
        <source>Up to 3:1</source>
        <translation>Bis 3:1</translation>
    </message>
    <message>
        <source>Over 3:1</source>
        <translation>Über 3:1</translation>
    </message>
    <message>
        <source>Server links, top tier</source>
        <translation>Server-Verbindungen, oberste Ebene</translation>
    </message>
    <message>
        <source>95 % or more (saturated)</source>
        <translation>95 % oder mehr (ausgelastet)</translation>
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
        <translation>Unter 25 %</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Ungenutzt</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: stays inside one server</source>
        <translation>%1: bleibt innerhalb eines Servers</translation>
    </message>
    <message>
        <source>%1 (%2): busbw %L3 GB/s, bound by %4</source>
        <translation>%1 (%2): busbw %L3 GB/s, begrenzt durch %4</translation>
    </message>
</context>
<context>
    <name>LinkItem</name>
    <message>
        <source>copper (DAC)</source>
        <translation>Kupfer (DAC)</translation>
    </message>
    <message>
        <source>active optical cable (AOC)</source>
        <translation>aktives optisches Kabel (AOC)</translation>
    </message>
    <message>
        <source>multimode fibre</source>
        <translation>Multimode-Faser</translation>
    </message>
    <message>
        <source>single-mode fibre</source>
        <translation>Singlemode-Faser</translation>
    </message>
    <message>
        <source>%1 Tb/s</source>
        <translation>%1 Tbit/s</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>%1 cables × %2 = %3</source>
        <translation>%1 Kabel × %2 = %3</translation>
    </message>
    <message>
        <source>1 cable, %1</source>
        <translation>1 Kabel, %1</translation>
    </message>
    <message>
        <source>Medium: %1</source>
        <translation>Medium: %1</translation>
    </message>
    <message>
        <source>Length: %1 m</source>
        <translation>Länge: %1 m</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>ID: %1</translation>
    </message>
</context>
<context>
    <name>MessageText</name>
    <message numerus="yes">
        <source>%Ln devices (%1, ...)</source>
        <extracomment>Several disconnected devices; %Ln how many, %1 the first one&apos;s id</extracomment>
        <translation>
            <numerusform>%Ln Gerät (%1)</numerusform>
            <numerusform>%Ln Geräte (%1, ...)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 needs %Ln ports but %2 has %3 (%4 over)</source>
        <extracomment>%1 switch id, %Ln ports needed, %2 switch model, %3 ports it has, %4 ports over</extracomment>
        <translation>
            <numerusform>%1 benötigt %Ln Port, aber %2 hat %3 (%4 zu viel)</numerusform>
            <numerusform>%1 benötigt %Ln Ports, aber %2 hat %3 (%4 zu viel)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2 of %3, beyond its %4 reach at %5</source>
        <extracomment>%1 link id, %2 length, %3 medium, %4 the medium&apos;s reach, %5 link speed</extracomment>
        <translation>%1 ist %2 lang (%3), über seiner Reichweite von %4 bei %5</translation>
    </message>
    <message>
        <source> (copper reaches %1 at %2)</source>
        <extracomment>%1 the reach of copper at half the speed, %2 that speed</extracomment>
        <translation> (Kupfer reicht %1 bei %2)</translation>
    </message>
    <message>
        <source>domain %1 is split into partitions of %2 GPUs, which do not divide its %3 GPUs into whole trays</source>
        <extracomment>%1 NVLink domain id, %2 GPUs per partition, %3 GPUs in the domain</extracomment>
        <translation>Domäne %1 ist in Partitionen zu %2 GPUs aufgeteilt, die ihre %3 GPUs nicht in ganze Trays teilen</translation>
    </message>
    <message>
        <source>not through the fabric. Each cable takes one NIC on both servers and counts for connectivity, but collective and training timing leave direct links out (they route server traffic through switches only)</source>
        <translation>nicht über die Fabric. Jedes Kabel belegt auf beiden Servern eine NIC und zählt für die Konnektivität, aber Zeitmodelle für kollektive Operationen und Training lassen direkte Links außen vor (sie führen Serververkehr nur über Switches)</translation>
    </message>
    <message>
        <source>a bundle of NICs</source>
        <translation>ein Bündel von NICs</translation>
    </message>
    <message>
        <source>NIC %1</source>
        <translation>NIC %1</translation>
    </message>
    <message>
        <source>%1 (%2) goes to %3, the leaf of rail %4</source>
        <extracomment>%1 &quot;NIC 2&quot;, %2 link id, %3 leaf id, %4 the leaf&apos;s rail number</extracomment>
        <translation>%1 (%2) führt zu %3, dem Leaf von Rail %4</translation>
    </message>
    <message>
        <source>%1; it has no breakout mode for slower links</source>
        <extracomment>%1 the sentence saying a switch has too few ports</extracomment>
        <translation>%1; er hat keinen Breakout-Modus für langsamere Links</translation>
    </message>
    <message numerus="yes">
        <source>%Ln %1 switches use every port: no free port to grow or to replace a failed cable</source>
        <extracomment>%Ln switches, %1 their tier (leaf, spine, core)</extracomment>
        <translation>
            <numerusform>%Ln %1-Switch belegt alle Ports: kein freier Port zum Erweitern oder zum Ersetzen eines defekten Kabels</numerusform>
            <numerusform>%Ln %1-Switches belegen alle Ports: kein freier Port zum Erweitern oder zum Ersetzen eines defekten Kabels</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 port %2 is used by both %3 and %4</source>
        <extracomment>%1 device id, %2 port number, %3 and %4 link ids</extracomment>
        <translation>%1 Port %2 wird sowohl von %3 als auch von %4 belegt</translation>
    </message>
    <message>
        <source>%1 runs at %2, faster than the %3 ports of %4 (%5)</source>
        <extracomment>%1 link id, %2 its speed, %3 the switch&apos;s port speed, %4 switch id, %5 switch model</extracomment>
        <translation>%1 läuft mit %2, schneller als die %3-Ports von %4 (%5)</translation>
    </message>
    <message>
        <source>%1 runs at %2, faster than the %3 NICs of %4</source>
        <extracomment>%1 link id, %2 its speed, %3 the server&apos;s NIC speed, %4 server id</extracomment>
        <translation>%1 läuft mit %2, schneller als die %3-NICs von %4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln NICs of %1 run at %2 (slower link or port): %3 of injection bandwidth lost</source>
        <extracomment>%Ln NICs, %1 their speed, %2 the speed they run at, %3 the bandwidth lost</extracomment>
        <translation>
            <numerusform>%Ln NIC mit %1 läuft mit %2 (langsamerer Link oder Port): %3 Injektionsbandbreite gehen verloren</numerusform>
            <numerusform>%Ln NICs mit %1 laufen mit %2 (langsamerer Link oder Port): %3 Injektionsbandbreite gehen verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln cables but only %2 NICs; add NICs (nic_count) or remove cables</source>
        <extracomment>%1 server id, %Ln cables, %2 NICs</extracomment>
        <translation>
            <numerusform>%1 hat %Ln Kabel, aber nur %2 NICs; fügen Sie NICs hinzu (nic_count) oder entfernen Sie Kabel</numerusform>
            <numerusform>%1 hat %Ln Kabel, aber nur %2 NICs; fügen Sie NICs hinzu (nic_count) oder entfernen Sie Kabel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln NICs but %2 cables: %3 NICs (%4) unused</source>
        <extracomment>%1 server id, %Ln NICs, %2 cables, %3 unused NICs, %4 their bandwidth</extracomment>
        <translation>
            <numerusform>%1 hat %Ln NIC, aber %2 Kabel: %3 NICs (%4) ungenutzt</numerusform>
            <numerusform>%1 hat %Ln NICs, aber %2 Kabel: %3 NICs (%4) ungenutzt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cables %2 straight to %3: a direct-attach link, %4</source>
        <extracomment>%1 link id, %2 and %3 server ids, %4 the explanation that follows</extracomment>
        <translation>%1 verbindet %2 direkt mit %3: ein Direct-Attach-Link, %4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln links cable servers straight to each other (%1, ...): direct-attach links, %2</source>
        <extracomment>%Ln links, %1 the first link&apos;s id, %2 the explanation that follows</extracomment>
        <translation>
            <numerusform>%Ln Link verbindet Server direkt miteinander (%1): Direct-Attach-Link, %2</numerusform>
            <numerusform>%Ln Links verbinden Server direkt miteinander (%1, ...): Direct-Attach-Links, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the catalog has no %2 part for %3</source>
        <extracomment>%1 link id, %2 medium, %3 speed</extracomment>
        <translation>%1: Der Katalog hat kein %2-Teil für %3</translation>
    </message>
    <message>
        <source>%1; %2 reaches %3</source>
        <extracomment>%1 the sentence saying a cable is too long, %2 a medium that reaches, %3 its reach</extracomment>
        <translation>%1; %2 reicht %3</translation>
    </message>
    <message>
        <source>%1 is %2 oversubscribed (%3 down, %4 up), above the design&apos;s %5 target</source>
        <extracomment>%1 switch id, %2 its ratio, %3 downlink rate, %4 uplink rate, %5 the design&apos;s target ratio</extracomment>
        <translation>%1 ist %2 überbucht (%3 abwärts, %4 aufwärts), über dem Zielwert %5 des Designs</translation>
    </message>
    <message>
        <source>The %1 tier is %2 oversubscribed, above the design&apos;s %3 target</source>
        <extracomment>%1 tier (leaf, spine), %2 its ratio, %3 the design&apos;s target ratio</extracomment>
        <translation>Die %1-Ebene ist %2 überbucht, über dem Zielwert %3 des Designs</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %Ln GPUs cannot reach the rest of the fabric</source>
        <extracomment>%1 a device id or &quot;3 devices (leaf-1, …)&quot;, %Ln GPUs</extracomment>
        <translation>
            <numerusform>%1 mit %Ln GPU erreicht den Rest der Fabric nicht</numerusform>
            <numerusform>%1 mit %Ln GPUs erreicht den Rest der Fabric nicht</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not connected to the fabric&apos;s GPUs</source>
        <extracomment>%1 a device id or &quot;3 devices (leaf-1, …)&quot;</extracomment>
        <translation>%1 ist nicht mit den GPUs der Fabric verbunden</translation>
    </message>
    <message numerus="yes">
        <source>%1 is a single point of failure: %Ln GPUs lose the fabric if it fails</source>
        <extracomment>%1 device id, %Ln GPUs</extracomment>
        <translation>
            <numerusform>%1 ist ein Single Point of Failure: %Ln GPU verliert bei seinem Ausfall die Fabric</numerusform>
            <numerusform>%1 ist ein Single Point of Failure: %Ln GPUs verlieren bei seinem Ausfall die Fabric</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is a single cable with no alternative path: %Ln GPUs lose the fabric if it fails</source>
        <extracomment>%1 link id, %Ln GPUs</extracomment>
        <translation>
            <numerusform>%1 ist ein einzelnes Kabel ohne alternativen Pfad: %Ln GPU verliert bei seinem Ausfall die Fabric</numerusform>
            <numerusform>%1 ist ein einzelnes Kabel ohne alternativen Pfad: %Ln GPUs verlieren bei seinem Ausfall die Fabric</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln cables are on another rail&apos;s leaf: %2. Same-rail traffic from this server needs a spine hop; re-assign its NICs to rails to fix</source>
        <extracomment>%1 server id, %Ln cables, %2 which cables go where</extracomment>
        <translation>
            <numerusform>%1: %Ln Kabel liegt am Leaf einer anderen Rail: %2. Verkehr innerhalb derselben Rail von diesem Server braucht einen Spine-Hop; ordnen Sie seine NICs zur Behebung den Rails neu zu</numerusform>
            <numerusform>%1: %Ln Kabel liegen am Leaf einer anderen Rail: %2. Verkehr innerhalb derselben Rail von diesem Server braucht einen Spine-Hop; ordnen Sie seine NICs zur Behebung den Rails neu zu</numerusform>
        </translation>
    </message>
    <message>
        <source>rack %1 (%2) takes %3 compute trays; %4 is a %5</source>
        <extracomment>%1 rack id, %2 rack model, %3 tray model it takes, %4 tray id, %5 that tray&apos;s model</extracomment>
        <translation>Rack %1 (%2) nimmt %3-Compute-Trays auf; %4 ist ein %5</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %Ln more trays of another model)</source>
        <extracomment>%1 the sentence before, %Ln more trays of another model</extracomment>
        <translation>
            <numerusform>%1 (und %Ln weiteres Tray eines anderen Modells)</numerusform>
            <numerusform>%1 (und %Ln weitere Trays eines anderen Modells)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rack %1 (%2) has %3 of its %4 compute trays: %Ln %5 trays are missing (%6 GPUs)</source>
        <extracomment>%1 rack id, %2 rack model, %3 trays present, %4 trays it takes, %Ln trays missing, %5 tray model, %6 GPUs missing</extracomment>
        <translation>
            <numerusform>Rack %1 (%2) hat %3 seiner %4 Compute-Trays: %Ln %5-Tray fehlt (%6 GPUs)</numerusform>
            <numerusform>Rack %1 (%2) hat %3 seiner %4 Compute-Trays: %Ln %5-Trays fehlen (%6 GPUs)</numerusform>
        </translation>
    </message>
    <message>
        <source>rack %1 (%2) holds %3 compute trays, not %4</source>
        <extracomment>%1 rack id, %2 rack model, %3 trays it holds, %4 trays placed</extracomment>
        <translation>Rack %1 (%2) enthält %3 Compute-Trays, nicht %4</translation>
    </message>
    <message>
        <source>%1; %2 supports %3</source>
        <extracomment>%1 the sentence before, %2 rack model, %3 partition sizes (&quot;8, 36 or 72&quot;)</extracomment>
        <translation>%1; %2 unterstützt %3</translation>
    </message>
    <message numerus="yes">
        <source>tray %1 has %Ln scale-out NICs for its %2 GPUs; the NVL72 reference designs give each GPU its own NIC</source>
        <extracomment>%1 tray id, %Ln NICs, %2 GPUs</extracomment>
        <translation>
            <numerusform>Tray %1 hat %Ln Scale-out-NIC für seine %2 GPUs; die NVL72-Referenzdesigns geben jeder GPU eine eigene NIC</numerusform>
            <numerusform>Tray %1 hat %Ln Scale-out-NICs für seine %2 GPUs; die NVL72-Referenzdesigns geben jeder GPU eine eigene NIC</numerusform>
        </translation>
    </message>
    <message>
        <source>(no rack)</source>
        <translation>(kein Rack)</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <extracomment>The end of a list of names cut short: %1 the names listed, %Ln how many more there are
----------
%1 the racks named, %Ln racks not named</extracomment>
        <translation>
            <numerusform>%1 und %Ln weiteres</numerusform>
            <numerusform>%1 und %Ln weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trays of domain %1 are in %Ln racks (%2): NVLink runs over the rack&apos;s copper spine (%3) and does not leave the rack</source>
        <extracomment>%1 domain id, %Ln racks, %2 their names, %3 the copper spine&apos;s reach</extracomment>
        <translation>
            <numerusform>Die Trays der Domäne %1 stehen in %Ln Rack (%2): NVLink läuft über den Kupfer-Spine des Racks (%3) und verlässt das Rack nicht</numerusform>
            <numerusform>Die Trays der Domäne %1 stehen in %Ln Racks (%2): NVLink läuft über den Kupfer-Spine des Racks (%3) und verlässt das Rack nicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln on the plane of %1</source>
        <extracomment>%Ln cables, %1 the plane&apos;s name (its first switch)</extracomment>
        <translation>
            <numerusform>%Ln auf der Plane von %1</numerusform>
            <numerusform>%Ln auf der Plane von %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more planes</source>
        <extracomment>%1 the planes listed, %Ln planes not listed</extracomment>
        <translation>
            <numerusform>%1 und %Ln weitere Plane</numerusform>
            <numerusform>%1 und %Ln weitere Planes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>domain %1 spreads its %2 scale-out cables unevenly over %Ln planes: %3</source>
        <extracomment>%1 domain id, %2 cables, %Ln planes, %3 cables per plane</extracomment>
        <translation>
            <numerusform>Domäne %1 verteilt ihre %2 Scale-out-Kabel ungleichmäßig auf %Ln Plane: %3</numerusform>
            <numerusform>Domäne %1 verteilt ihre %2 Scale-out-Kabel ungleichmäßig auf %Ln Planes: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>The hop count was not computed: too many distinct servers for an exact search</source>
        <translation>Die Hop-Anzahl wurde nicht berechnet: zu viele verschiedene Server für eine exakte Suche</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more &apos;%1&apos; findings not listed</source>
        <extracomment>%Ln findings, %1 their code (untranslated, e.g. port-budget)</extracomment>
        <translation>
            <numerusform>%Ln weiterer &apos;%1&apos;-Befund nicht aufgeführt</numerusform>
            <numerusform>%Ln weitere &apos;%1&apos;-Befunde nicht aufgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cables have no length; typical lengths were assumed (DAC %1, AOC %2, multimode %3, single-mode %4)</source>
        <extracomment>%Ln cables; %1–%4 the lengths assumed for copper, AOC, multimode and single-mode</extracomment>
        <translation>
            <numerusform>%Ln Kabel hat keine Länge; typische Längen wurden angenommen (DAC %1, AOC %2, Multimode %3, Singlemode %4)</numerusform>
            <numerusform>%Ln Kabel haben keine Länge; typische Längen wurden angenommen (DAC %1, AOC %2, Multimode %3, Singlemode %4)</numerusform>
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
        <translation>„%1“</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>The last two of a list of alternatives: &quot;a, b or c&quot;
----------
%1 and %2 the nearest GPU counts that fit</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>copper (DAC)</source>
        <translation>Kupfer (DAC)</translation>
    </message>
    <message>
        <source>active optical (AOC)</source>
        <translation>aktiv optisch (AOC)</translation>
    </message>
    <message>
        <source>multimode fibre</source>
        <translation>Multimode-Glasfaser</translation>
    </message>
    <message>
        <source>single-mode fibre</source>
        <translation>Singlemode-Glasfaser</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>transceiver</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>%1: %2=%3: %4</source>
        <extracomment>A refused template parameter: %1 template, %2 key, %3 the value typed, %4 why it was refused</extracomment>
        <translation>%1: %2=%3: %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A refused template: %1 template name, %2 why</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;; it takes %2</source>
        <extracomment>%1 the key typed, %2 the keys the template takes</extracomment>
        <translation>unbekannter Schlüssel &apos;%1&apos;; zulässig sind %2</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <extracomment>%1 and %2 the smallest and largest whole numbers allowed
----------
A canvas position&apos;s limits
----------
%1 and %2 the smallest and largest value allowed</extracomment>
        <translation>muss zwischen %1 und %2 liegen</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>no such catalog entry</source>
        <translation>kein solcher Katalogeintrag</translation>
    </message>
    <message>
        <source>no such catalog entry; did you mean %1?</source>
        <extracomment>%1 catalog ids close to the one typed (&quot;a or b&quot;)</extracomment>
        <translation>kein solcher Katalogeintrag; meinten Sie %1?</translation>
    </message>
    <message>
        <source>is a %1, not a %2</source>
        <extracomment>%1 what the catalog entry is (switch, server, NIC), %2 what the key needs</extracomment>
        <translation>ist ein %1, kein %2</translation>
    </message>
    <message>
        <source>%1 is %2 characters long; the limit is %3</source>
        <extracomment>%1 the key (name), %2 characters typed, %3 the limit</extracomment>
        <translation>%1 ist %2 Zeichen lang; die Grenze ist %3</translation>
    </message>
    <message>
        <source>its default NIC &apos;%1&apos; is not in the catalog; set nic=</source>
        <extracomment>%1 the server&apos;s default NIC (a catalog id); nic= is a key and stays as is</extracomment>
        <translation>seine Standard-NIC &apos;%1&apos; ist nicht im Katalog; setzen Sie nic=</translation>
    </message>
    <message>
        <source>has no default NICs; set nics-per-server=</source>
        <extracomment>nics-per-server= is a key and stays as is</extracomment>
        <translation>hat keine Standard-NICs; setzen Sie nics-per-server=</translation>
    </message>
    <message>
        <source>expected infiniband, roce or tcp</source>
        <extracomment>infiniband, roce and tcp are values of the file format and stay as they are
----------
infiniband, roce and tcp are the values the key takes and stay as they are</extracomment>
        <translation>infiniband, roce oder tcp erwartet</translation>
    </message>
    <message>
        <source>unknown template &apos;%1&apos;; available: %2</source>
        <extracomment>%1 the template name typed, %2 the templates there are</extracomment>
        <translation>unbekannte Vorlage &apos;%1&apos;; verfügbar: %2</translation>
    </message>
    <message>
        <source>the design would break a limit at %1: %2</source>
        <extracomment>%1 where in the design file (a JSON path), %2 the file check&apos;s own explanation</extracomment>
        <translation>das Design würde bei %1 eine Grenze überschreiten: %2</translation>
    </message>
    <message>
        <source>%1 GPUs in %2 servers is more than one design holds (at most %3 GPUs and %4 servers); split the cluster into several designs</source>
        <extracomment>%1 GPUs, %2 servers asked for; %3 and %4 the most one design holds</extracomment>
        <translation>%1 GPUs in %2 Servern sind mehr, als ein Design fasst (höchstens %3 GPUs und %4 Server); teilen Sie den Cluster auf mehrere Designs auf</translation>
    </message>
    <message>
        <source>%1 has %2 ports at %3: a rail leaf of %4 servers at %5 needs %6 ports; use at most %7 servers per SU, more oversubscription or a larger switch</source>
        <extracomment>%1 switch model, %2 its ports, %3 link speed, %4 servers per rail leaf, %5 oversubscription, %6 ports needed, %7 servers that fit</extracomment>
        <translation>%1 hat %2 Ports mit %3: Ein Rail-Leaf für %4 Server bei %5 braucht %6 Ports; verwenden Sie höchstens %7 Server pro SU, mehr Überbuchung oder einen größeren Switch</translation>
    </message>
    <message>
        <source>%1 has too few ports for any server at %2</source>
        <extracomment>%1 switch model, %2 oversubscription ratio</extracomment>
        <translation>%1 hat zu wenige Ports für irgendeinen Server bei %2</translation>
    </message>
    <message>
        <source>a 3-tier fabric needs a pod&apos;s spines to reach all %1 rail leaves of a scalable unit with half of their %2 ports; use fewer NICs per plane (planes=) or a larger switch</source>
        <extracomment>%1 rail leaves per scalable unit, %2 switch ports; planes= is a key and stays as is</extracomment>
        <translation>Eine 3-stufige Fabric braucht die Spines eines Pods, um alle %1 Rail-Leafs einer Scalable Unit mit der Hälfte ihrer %2 Ports zu erreichen; verwenden Sie weniger NICs pro Plane (planes=) oder einen größeren Switch</translation>
    </message>
    <message>
        <source>%1 has %2 ports: a %3-tier fabric at %4 holds at most %5 endpoints (%6 requested); use tiers=3 or a larger switch</source>
        <extracomment>%1 switch model, %2 its ports, %3 tiers, %4 oversubscription, %5 endpoints it holds, %6 endpoints asked for; tiers=3 is a key</extracomment>
        <translation>%1 hat %2 Ports: Eine %3-stufige Fabric bei %4 fasst höchstens %5 Endpunkte (%6 angefordert); verwenden Sie tiers=3 oder einen größeren Switch</translation>
    </message>
    <message>
        <source>%1 has %2 ports: a %3-tier fabric at %4 holds at most %5 endpoints (%6 requested); use a larger switch, more oversubscription or planes</source>
        <extracomment>%1 switch model, %2 its ports, %3 tiers, %4 oversubscription, %5 endpoints it holds, %6 endpoints asked for</extracomment>
        <translation>%1 hat %2 Ports: Eine %3-stufige Fabric bei %4 fasst höchstens %5 Endpunkte (%6 angefordert); verwenden Sie einen größeren Switch, mehr Überbuchung oder Planes</translation>
    </message>
    <message>
        <source>%1 must be even (half of each switch&apos;s ports go down, half up); use %2 or %3</source>
        <extracomment>%1 &quot;k=5&quot; as typed, %2 and %3 the even values either side (&quot;k=4&quot;, &quot;k=6&quot;)</extracomment>
        <translation>%1 muss gerade sein (die Hälfte der Ports jedes Switches geht abwärts, die Hälfte aufwärts); verwenden Sie %2 oder %3</translation>
    </message>
    <message>
        <source>%1 is more than the %2 ports of %3 at %4; use k ≤ %5 (%6 endpoints) or a larger switch</source>
        <extracomment>%1 &quot;k=72&quot;, %2 switch ports, %3 switch model, %4 link speed, %5 the largest k, %6 the endpoints it gives</extracomment>
        <translation>%1 ist mehr als die %2 Ports von %3 bei %4; verwenden Sie k ≤ %5 (%6 Endpunkte) oder einen größeren Switch</translation>
    </message>
    <message>
        <source>%1 gives %2 endpoints, fewer than the %3 NICs of one server; use a larger k or nics-per-server=</source>
        <extracomment>%1 &quot;k=2&quot;, %2 endpoints, %3 NICs of one server; nics-per-server= is a key</extracomment>
        <translation>%1 ergibt %2 Endpunkte, weniger als die %3 NICs eines Servers; verwenden Sie ein größeres k oder nics-per-server=</translation>
    </message>
    <message>
        <source>give servers or gpus, not both</source>
        <extracomment>servers and gpus are keys and stay as they are</extracomment>
        <translation>geben Sie servers oder gpus an, nicht beides</translation>
    </message>
    <message>
        <source>%1 is not a multiple of the %2 GPUs of a %3 server; use %4</source>
        <extracomment>%1 &quot;gpus=100&quot;, %2 GPUs per server, %3 server model, %4 the counts that fit</extracomment>
        <translation>%1 ist kein Vielfaches der %2 GPUs eines %3-Servers; verwenden Sie %4</translation>
    </message>
    <message>
        <source>expected auto, 2 or 3</source>
        <extracomment>auto, 2 and 3 are the values the key takes</extracomment>
        <translation>auto, 2 oder 3 erwartet</translation>
    </message>
    <message>
        <source>%1 does not divide the %2 NICs per server evenly</source>
        <extracomment>%1 &quot;planes=3&quot;, %2 NICs per server</extracomment>
        <translation>%1 teilt die %2 NICs pro Server nicht gleichmäßig</translation>
    </message>
    <message>
        <source>not a rack in the catalog; racks: %1</source>
        <extracomment>%1 the racks in the catalog (ids)</extracomment>
        <translation>kein Rack im Katalog; Racks: %1</translation>
    </message>
    <message>
        <source>its compute tray &apos;%1&apos; is not a server in the catalog</source>
        <extracomment>%1 the rack&apos;s compute tray (a catalog id)</extracomment>
        <translation>sein Compute-Tray &apos;%1&apos; ist kein Server im Katalog</translation>
    </message>
    <message>
        <source>not a NIC in the catalog</source>
        <translation>keine NIC im Katalog</translation>
    </message>
    <message>
        <source>%1 splits each NIC of a tray into two halves; set nic= to the catalog NIC of one half (e.g. cx8-2x400g for ConnectX-8 as 2 x 400G)</source>
        <extracomment>%1 &quot;planes=2&quot;; nic= is a key, cx8-2x400g a catalog id</extracomment>
        <translation>%1 teilt jede NIC eines Trays in zwei Hälften; setzen Sie nic= auf die Katalog-NIC einer Hälfte (z. B. cx8-2x400g für ConnectX-8 als 2 x 400G)</translation>
    </message>
    <message>
        <source>%1: %2 supports NVLink partitions of %3 GPUs</source>
        <extracomment>%1 &quot;partition=12&quot;, %2 rack model, %3 the partition sizes it supports</extracomment>
        <translation>%1: %2 unterstützt NVLink-Partitionen zu %3 GPUs</translation>
    </message>
    <message>
        <source>the compute tray %1 has no scale-out NICs</source>
        <extracomment>%1 the compute tray (a catalog id)</extracomment>
        <translation>das Compute-Tray %1 hat keine Scale-out-NICs</translation>
    </message>
    <message>
        <source>%1 has %2 ports at %3: a rail leaf cannot hold the %4 trays of one rack at %5; use a larger switch or more oversubscription</source>
        <extracomment>%1 switch model, %2 its ports, %3 link speed, %4 trays per rack, %5 oversubscription</extracomment>
        <translation>%1 hat %2 Ports mit %3: Ein Rail-Leaf kann die %4 Trays eines Racks bei %5 nicht aufnehmen; verwenden Sie einen größeren Switch oder mehr Überbuchung</translation>
    </message>
    <message>
        <source>expected sizes separated by x, e.g. 4x4x4</source>
        <extracomment>4x4x4 is an example value and stays as is</extracomment>
        <translation>Größen durch x getrennt erwartet, z. B. 4x4x4</translation>
    </message>
    <message>
        <source>dimension %1 is 0; every dimension needs at least 1 server</source>
        <extracomment>%1 which dimension (1, 2, …)</extracomment>
        <translation>Dimension %1 ist 0; jede Dimension braucht mindestens 1 Server</translation>
    </message>
    <message>
        <source>more than %1 servers</source>
        <extracomment>%1 the most servers a torus may have</extracomment>
        <translation>mehr als %1 Server</translation>
    </message>
    <message numerus="yes">
        <source>at most %Ln dimensions</source>
        <extracomment>%Ln the most dimensions</extracomment>
        <translation>
            <numerusform>höchstens %Ln Dimension</numerusform>
            <numerusform>höchstens %Ln Dimensionen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cables per server is more than %2 NICs; use fewer links-per-neighbor or dimensions</source>
        <extracomment>%1 cables per server, %2 the most NICs a server has; links-per-neighbor is a key</extracomment>
        <translation>%1 Kabel pro Server sind mehr als %2 NICs; verwenden Sie weniger links-per-neighbor oder Dimensionen</translation>
    </message>
    <message>
        <source>dims=%1 with links-per-neighbor=%2 wires %3 cables per server; set %4=%3 or leave it out</source>
        <extracomment>%1 the dims typed, %2 links per neighbour, %3 cables per server, %4 the key to set (nics-per-server); dims= and links-per-neighbor= are keys</extracomment>
        <translation>dims=%1 mit links-per-neighbor=%2 verlegt %3 Kabel pro Server; setzen Sie %4=%3 oder lassen Sie es weg</translation>
    </message>
    <message>
        <source>%1 lays out wider than the canvas allows (%2 &gt; %3); spread the servers over more dimensions</source>
        <extracomment>%1 &quot;dims=…&quot; as typed, %2 how far the layout reaches, %3 the canvas limit</extracomment>
        <translation>%1 wird breiter angeordnet, als die Zeichenfläche erlaubt (%2 &gt; %3); verteilen Sie die Server auf mehr Dimensionen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln ports</source>
        <extracomment>The ports a device showed; %Ln how many</extracomment>
        <translation>
            <numerusform>%Ln Port</numerusform>
            <numerusform>%Ln Ports</numerusform>
        </translation>
    </message>
    <message>
        <source>ports not reported</source>
        <translation>Ports nicht gemeldet</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <extracomment>%1 the ports a device showed, %2 the fastest speed on them</extracomment>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A device and what it showed: %1 its name, %2 its ports and speed
----------
A catalog model: %1 its id, %2 its name</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s) of unknown type cabled to servers are taken as generic switches: %1</source>
        <extracomment>%Ln devices, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln Gerät unbekannten Typs, das mit Servern verkabelt ist, wird als generischer Switch behandelt: %1</numerusform>
            <numerusform>%Ln Geräte unbekannten Typs, die mit Servern verkabelt sind, werden als generische Switches behandelt: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s) of unknown type are taken as generic servers: %1</source>
        <extracomment>%Ln devices, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln Gerät unbekannten Typs wird als generischer Server behandelt: %1</numerusform>
            <numerusform>%Ln Geräte unbekannten Typs werden als generische Server behandelt: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fabric names no models: %Ln device(s) fit %1 by ports and speed: %2</source>
        <extracomment>%Ln devices, %1 the catalog model chosen, %2 the devices with their ports and speed</extracomment>
        <translation>
            <numerusform>Die Fabric nennt keine Modelle: %Ln Gerät passt nach Ports und Geschwindigkeit zu %1: %2</numerusform>
            <numerusform>Die Fabric nennt keine Modelle: %Ln Geräte passen nach Ports und Geschwindigkeit zu %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No catalog model fits %Ln device(s); they use the nearest, %1, as a generic stand-in: %2</source>
        <extracomment>%Ln devices, %1 the catalog model used, %2 the devices with their ports and speed</extracomment>
        <translation>
            <numerusform>Kein Katalogmodell passt zu %Ln Gerät; es verwendet das nächstliegende, %1, als generischen Ersatz: %2</numerusform>
            <numerusform>Kein Katalogmodell passt zu %Ln Geräten; sie verwenden das nächstliegende, %1, als generischen Ersatz: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s) report no speed; they take the switch model&apos;s port speed</source>
        <translation>
            <numerusform>%Ln Kabel meldet keine Geschwindigkeit; es übernimmt die Portgeschwindigkeit des Switch-Modells</numerusform>
            <numerusform>%Ln Kabel melden keine Geschwindigkeit; sie übernehmen die Portgeschwindigkeit des Switch-Modells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln switch(es) reach no server and are drawn as leaves: %1</source>
        <extracomment>%Ln switches, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln Switch erreicht keinen Server und wird als Leaf gezeichnet: %1</numerusform>
            <numerusform>%Ln Switches erreichen keinen Server und werden als Leafs gezeichnet: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) have no kind; taken from their names: %1</source>
        <extracomment>GraphML nodes: %Ln how many, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln Knoten hat keine Art; aus seinem Namen abgeleitet: %1</numerusform>
            <numerusform>%Ln Knoten haben keine Art; aus ihren Namen abgeleitet: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) of unknown type are taken as generic switches (cabled to servers) or servers: %1</source>
        <extracomment>GraphML nodes: %Ln how many, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln Knoten unbekannten Typs wird als generischer Switch (mit Servern verkabelt) oder Server behandelt: %1</numerusform>
            <numerusform>%Ln Knoten unbekannten Typs werden als generische Switches (mit Servern verkabelt) oder Server behandelt: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) name no catalog model; they use %1, the nearest by cables and speed: %2</source>
        <extracomment>GraphML nodes: %Ln how many, %1 the catalog model used, %2 their names</extracomment>
        <translation>
            <numerusform>%Ln Knoten nennt kein Katalogmodell; er verwendet %1, das nach Kabeln und Geschwindigkeit nächstliegende: %2</numerusform>
            <numerusform>%Ln Knoten nennen kein Katalogmodell; sie verwenden %1, das nach Kabeln und Geschwindigkeit nächstliegende: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln edge(s) have no speed; they take the switch model&apos;s port speed</source>
        <translation>
            <numerusform>%Ln Kante hat keine Geschwindigkeit; sie übernimmt die Portgeschwindigkeit des Switch-Modells</numerusform>
            <numerusform>%Ln Kanten haben keine Geschwindigkeit; sie übernehmen die Portgeschwindigkeit des Switch-Modells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) have no position; the design is laid out by tier</source>
        <translation>
            <numerusform>%Ln Knoten hat keine Position; das Design wird nach Ebenen angeordnet</numerusform>
            <numerusform>%Ln Knoten haben keine Position; das Design wird nach Ebenen angeordnet</numerusform>
        </translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>binary data</source>
        <translation>Binärdaten</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>unknown language; use %1</source>
        <extracomment>%1 the language codes a lesson text can have</extracomment>
        <translation>unbekannte Sprache; verwenden Sie %1</translation>
    </message>
    <message>
        <source>missing: every text needs English</source>
        <translation>fehlt: Jeder Text braucht eine englische Fassung</translation>
    </message>
    <message>
        <source>expected a string or a number, got %1</source>
        <extracomment>%1 the JSON type found (an object, an array, ...)</extracomment>
        <translation>Zeichenkette oder Zahl erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>give either &quot;path&quot; (a .spinel file) or &quot;generate&quot; (a template recipe)</source>
        <extracomment>&quot;path&quot; and &quot;generate&quot; are JSON keys and stay as they are</extracomment>
        <translation>geben Sie entweder &quot;path&quot; (eine .spinel-Datei) oder &quot;generate&quot; (ein Vorlagenrezept) an</translation>
    </message>
    <message>
        <source>&quot;set&quot; changes generator keys: the design (or the variant) must be generated</source>
        <extracomment>&quot;set&quot; is a JSON key and stays as it is</extracomment>
        <translation>&quot;set&quot; ändert Generatorschlüssel: Das Design (oder die Variante) muss erzeugt werden</translation>
    </message>
    <message>
        <source>expected leaf, spine or core</source>
        <extracomment>leaf, spine and core are values of the file format and stay as they are</extracomment>
        <translation>leaf, spine oder core erwartet</translation>
    </message>
    <message>
        <source>no variant %1 in this lesson</source>
        <extracomment>%1 the variant named</extracomment>
        <translation>keine Variante %1 in dieser Lektion</translation>
    </message>
    <message>
        <source>no variant %1</source>
        <extracomment>%1 the variant named</extracomment>
        <translation>keine Variante %1</translation>
    </message>
    <message>
        <source>give exactly one of &quot;collective&quot;, &quot;training&quot;, &quot;design&quot; or &quot;transfer&quot;</source>
        <extracomment>the quoted words are JSON keys and stay as they are</extracomment>
        <translation>geben Sie genau eines von &quot;collective&quot;, &quot;training&quot;, &quot;design&quot; oder &quot;transfer&quot; an</translation>
    </message>
    <message>
        <source>unknown collective; use allreduce, allgather, alltoall, ...</source>
        <extracomment>allreduce, allgather and alltoall are values of the file format and stay as they are</extracomment>
        <translation>unbekannte kollektive Operation; verwenden Sie allreduce, allgather, alltoall, ...</translation>
    </message>
    <message>
        <source>unknown algorithm %1</source>
        <extracomment>%1 the algorithm named</extracomment>
        <translation>unbekannter Algorithmus %1</translation>
    </message>
    <message>
        <source>expected LL, LL128 or Simple</source>
        <extracomment>LL, LL128 and Simple are NCCL&apos;s protocol names and stay as they are</extracomment>
        <translation>LL, LL128 oder Simple erwartet</translation>
    </message>
    <message>
        <source>unknown key; use %1</source>
        <extracomment>%1 the keys a training query takes</extracomment>
        <translation>unbekannter Schlüssel; verwenden Sie %1</translation>
    </message>
    <message>
        <source>unknown metric %1; use %2</source>
        <extracomment>%1 the metric named, %2 the metrics the query gives</extracomment>
        <translation>unbekannte Metrik %1; verwenden Sie %2</translation>
    </message>
    <message>
        <source>a %1 value is a name: compare it with &quot;equals&quot; only</source>
        <extracomment>%1 a metric whose value is a name (bottleneck, algorithm); &quot;equals&quot; is a JSON key</extracomment>
        <translation>ein %1-Wert ist ein Name: vergleichen Sie ihn nur mit &quot;equals&quot;</translation>
    </message>
    <message>
        <source>a number needs &quot;min&quot;, &quot;max&quot; or both</source>
        <extracomment>&quot;min&quot; and &quot;max&quot; are JSON keys and stay as they are</extracomment>
        <translation>eine Zahl braucht &quot;min&quot;, &quot;max&quot; oder beides</translation>
    </message>
    <message>
        <source>divide by a number, not a name</source>
        <translation>durch eine Zahl teilen, nicht durch einen Namen</translation>
    </message>
    <message>
        <source>larger than &quot;max&quot;</source>
        <extracomment>&quot;max&quot; is a JSON key and stays as it is</extracomment>
        <translation>größer als &quot;max&quot;</translation>
    </message>
    <message>
        <source>expected &quot;spinel-lesson&quot;; this is not a Spinel lesson</source>
        <extracomment>&quot;spinel-lesson&quot; is the format name in the file and stays as it is</extracomment>
        <translation>&quot;spinel-lesson&quot; erwartet; dies ist keine Spinel-Lektion</translation>
    </message>
    <message>
        <source>use lower-case letters, digits and hyphens</source>
        <translation>verwenden Sie Kleinbuchstaben, Ziffern und Bindestriche</translation>
    </message>
    <message>
        <source>a lesson needs at least one step</source>
        <translation>eine Lektion braucht mindestens einen Schritt</translation>
    </message>
    <message>
        <source>missing: a question needs its answer</source>
        <translation>fehlt: Eine Frage braucht ihre Antwort</translation>
    </message>
    <message>
        <source>duplicate check id %1</source>
        <extracomment>%1 the check id used twice</extracomment>
        <translation>doppelte Prüfungs-ID %1</translation>
    </message>
    <message>
        <source>cannot read the lesson folder: %1</source>
        <extracomment>%1 the system&apos;s reason</extracomment>
        <translation>der Lektionsordner kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the id %1 is also used by %2</source>
        <extracomment>%1 the lesson id, %2 the other lesson file</extracomment>
        <translation>die ID %1 wird auch von %2 verwendet</translation>
    </message>
    <message>
        <source>; did you mean %1?</source>
        <extracomment>Appended to &quot;unknown catalog id …&quot;; %1 the catalog&apos;s closest ids (&quot;a&quot;, &quot;b&quot; or &quot;c&quot;)</extracomment>
        <translation>; meinten Sie %1?</translation>
    </message>
    <message>
        <source>this is a Spinel catalog, not a design; pass it with --catalog</source>
        <extracomment>--catalog is a command-line option and stays as it is</extracomment>
        <translation>dies ist ein Spinel-Katalog, kein Design; mit --catalog übergeben</translation>
    </message>
    <message>
        <source>expected &quot;spinel-design&quot;; this is not a Spinel design</source>
        <extracomment>&quot;spinel-design&quot; is the file&apos;s format key and stays as it is</extracomment>
        <translation>&quot;spinel-design&quot; erwartet; dies ist kein Spinel-Design</translation>
    </message>
    <message>
        <source>missing; this is not a Spinel design</source>
        <translation>fehlt; dies ist kein Spinel-Design</translation>
    </message>
    <message>
        <source>the file has version %1, newer than this Spinel reads (%2); update Spinel</source>
        <extracomment>%1 the file&apos;s format version, %2 the newest this Spinel reads</extracomment>
        <translation>die Datei hat Version %1, neuer als die von diesem Spinel lesbare (%2); Spinel aktualisieren</translation>
    </message>
    <message>
        <source>no migration from version %1</source>
        <extracomment>%1 a file format version</extracomment>
        <translation>keine Migration von Version %1</translation>
    </message>
    <message>
        <source>must be between 1 and 64 (1 means 1:1, non-blocking)</source>
        <translation>muss zwischen 1 und 64 liegen (1 bedeutet 1:1, nicht blockierend)</translation>
    </message>
    <message>
        <source>a price must be between 0 and %1 USD</source>
        <translation>ein Preis muss zwischen 0 und %1 USD liegen</translation>
    </message>
    <message>
        <source>give kernel_efficiency only (mfu is its old name)</source>
        <extracomment>kernel_efficiency and mfu are keys of the file format and stay as they are</extracomment>
        <translation>nur kernel_efficiency angeben (mfu ist der alte Name)</translation>
    </message>
    <message>
        <source>give zero_stage only (sharded is its old form)</source>
        <extracomment>zero_stage and sharded are keys of the file format and stay as they are</extracomment>
        <translation>nur zero_stage angeben (sharded ist die alte Form)</translation>
    </message>
    <message>
        <source>%1 exceeds the %2 experts</source>
        <extracomment>A mixture-of-experts setting: %1 experts per token (top_k), %2 the experts in all</extracomment>
        <translation>%1 übersteigt die %2 Experten</translation>
    </message>
    <message>
        <source>unknown catalog id %1%2</source>
        <extracomment>%1 the catalog id in the file, %2 suggestions (may be empty)</extracomment>
        <translation>unbekannte Katalog-ID %1%2</translation>
    </message>
    <message>
        <source>unknown NIC %1%2</source>
        <extracomment>%1 the NIC&apos;s catalog id in the file, %2 suggestions (may be empty)</extracomment>
        <translation>unbekannte NIC %1%2</translation>
    </message>
    <message>
        <source>%1 is a %2, not a %3</source>
        <extracomment>%1 a catalog id, %2 what the catalog says it is (a NIC), %3 what the object needs (a switch)</extracomment>
        <translation>%1 ist ein %2, kein %3</translation>
    </message>
    <message>
        <source>only servers have NICs</source>
        <translation>nur Server haben NICs</translation>
    </message>
    <message>
        <source>only switches have a role</source>
        <translation>nur Switches haben eine Rolle</translation>
    </message>
    <message>
        <source>must be greater than 0 and at most 3200 Gb/s</source>
        <translation>muss größer als 0 und höchstens 3200 Gb/s sein</translation>
    </message>
    <message>
        <source>a link speed must be greater than 0 Gb/s</source>
        <translation>eine Verbindungsgeschwindigkeit muss größer als 0 Gb/s sein</translation>
    </message>
    <message>
        <source>a link bundle needs at least 1 cable</source>
        <translation>ein Verbindungsbündel braucht mindestens 1 Kabel</translation>
    </message>
    <message>
        <source>the design has more than %1 cables in all</source>
        <extracomment>%1 the most cables a design can have</extracomment>
        <translation>das Design hat insgesamt mehr als %1 Kabel</translation>
    </message>
    <message>
        <source>must be greater than 0 and at most 100 km</source>
        <translation>muss größer als 0 und höchstens 100 km sein</translation>
    </message>
    <message>
        <source>a cable length must be greater than 0 m</source>
        <translation>eine Kabellänge muss größer als 0 m sein</translation>
    </message>
    <message>
        <source>no device %1</source>
        <extracomment>%1 a device id</extracomment>
        <translation>kein Gerät %1</translation>
    </message>
    <message>
        <source>a link cannot connect %1 to itself</source>
        <extracomment>%1 a device id</extracomment>
        <translation>eine Verbindung kann %1 nicht mit sich selbst verbinden</translation>
    </message>
    <message>
        <source>%1 servers; a domain holds at most %2</source>
        <extracomment>An NVLink domain: %1 its servers, %2 the most it can hold</extracomment>
        <translation>%1 Server; eine Domäne fasst höchstens %2</translation>
    </message>
    <message>
        <source>%1 is a switch; a domain holds servers (compute trays)</source>
        <extracomment>%1 a device id</extracomment>
        <translation>%1 ist ein Switch; eine Domäne enthält Server (Compute-Trays)</translation>
    </message>
    <message>
        <source>server %1 is already in domain %2 (%3)</source>
        <extracomment>%1 a server id, %2 the domain&apos;s id, %3 where that domain is in the file (a JSON path)</extracomment>
        <translation>Server %1 ist bereits in Domäne %2 (%3)</translation>
    </message>
    <message>
        <source>GPUs per NVLink partition must be between 0 and %1 (0: the whole domain is one partition)</source>
        <extracomment>%1 the most GPUs an NVLink partition can have</extracomment>
        <translation>GPUs pro NVLink-Partition müssen zwischen 0 und %1 liegen (0: die ganze Domäne ist eine Partition)</translation>
    </message>
    <message>
        <source>a scenario needs a name</source>
        <translation>ein Szenario braucht einen Namen</translation>
    </message>
    <message>
        <source>%1 scenarios; a design keeps at most %2</source>
        <extracomment>Pinned Compare scenarios: %1 in the file, %2 the most a design keeps</extracomment>
        <translation>%1 Szenarien; ein Design speichert höchstens %2</translation>
    </message>
    <message>
        <source>text longer than the limit of %1</source>
        <extracomment>%1 the most characters allowed</extracomment>
        <translation>Text länger als die Grenze von %1 Zeichen</translation>
    </message>
    <message>
        <source>must be a finite number from 0 to %1</source>
        <extracomment>%1 the largest number allowed, as the file writes it</extracomment>
        <translation>muss eine endliche Zahl von 0 bis %1 sein</translation>
    </message>
    <message>
        <source>this is a Spinel design, not a catalog</source>
        <translation>dies ist ein Spinel-Design, kein Katalog</translation>
    </message>
    <message>
        <source>expected &quot;spinel-catalog&quot;, found %1</source>
        <extracomment>&quot;spinel-catalog&quot; is the file&apos;s format key and stays as it is; %1 the format the file names</extracomment>
        <translation>&quot;spinel-catalog&quot; erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>catalog version %1 is newer than this Spinel reads (%2); update Spinel</source>
        <extracomment>%1 the catalog file&apos;s format version, %2 the newest this Spinel reads</extracomment>
        <translation>Katalogversion %1 ist neuer als die von diesem Spinel lesbare (%2); Spinel aktualisieren</translation>
    </message>
    <message>
        <source>breakout carries more bandwidth than the switch has ports for</source>
        <translation>der Breakout führt mehr Bandbreite, als die Ports des Switches bieten</translation>
    </message>
    <message>
        <source>a NIC needs at least one protocol</source>
        <translation>eine NIC braucht mindestens ein Protokoll</translation>
    </message>
    <message>
        <source>needs &quot;adapter&quot;: the catalog NIC these ports are part of</source>
        <extracomment>&quot;adapter&quot; is a key of the catalog format and stays as it is</extracomment>
        <translation>benötigt &quot;adapter&quot;: die Katalog-NIC, zu der diese Ports gehören</translation>
    </message>
    <message>
        <source>a partition is a whole number of GPUs from 1 to %1</source>
        <extracomment>%1 the GPUs of the rack</extracomment>
        <translation>eine Partition umfasst eine ganze Zahl von 1 bis %1 GPUs</translation>
    </message>
    <message>
        <source>a %1 entry cannot have %2 data</source>
        <extracomment>%1 the entry&apos;s kind (a switch), %2 another kind&apos;s data key, as written in files</extracomment>
        <translation>ein %1-Eintrag kann keine %2-Daten haben</translation>
    </message>
    <message>
        <source>no server %1 in the catalog</source>
        <extracomment>%1 a server&apos;s catalog id</extracomment>
        <translation>kein Server %1 im Katalog</translation>
    </message>
    <message>
        <source>no NIC %1 in the catalog that is an adapter of its own</source>
        <extracomment>%1 a NIC&apos;s catalog id</extracomment>
        <translation>keine NIC %1 im Katalog, die ein eigenständiger Adapter ist</translation>
    </message>
    <message>
        <source>no NIC %1 in the catalog</source>
        <extracomment>%1 a NIC&apos;s catalog id</extracomment>
        <translation>keine NIC %1 im Katalog</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <extracomment>Where in a file: %1 the line, %2 the column</extracomment>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>the limit on this machine is %1 MiB (a third of its memory)</source>
        <extracomment>%1 a size in MiB: a third of this computer&apos;s memory, below the fixed limit</extracomment>
        <translation>die Grenze auf diesem Rechner ist %1 MiB (ein Drittel seines Speichers)</translation>
    </message>
    <message>
        <source>the limit is %1 MiB</source>
        <extracomment>%1 a size in MiB</extracomment>
        <translation>die Grenze ist %1 MiB</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>GPU generation</source>
        <translation>GPU-Generation</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>the file is %1 MiB; %2</source>
        <extracomment>%1 the file&apos;s size in MiB, %2 the limit (&quot;the limit is 256 MiB&quot;)</extracomment>
        <translation>die Datei hat %1 MiB; %2</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB; %2</source>
        <extracomment>%1 a size in MiB, %2 the limit (&quot;the limit is 256 MiB&quot;)</extracomment>
        <translation>die Datei ist größer als %1 MiB; %2</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <extracomment>%1 the system&apos;s reason (in English)</extracomment>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>not a text file: binary data at byte %1</source>
        <extracomment>%1 a byte offset in the file</extracomment>
        <translation>keine Textdatei: Binärdaten bei Byte %1</translation>
    </message>
    <message>
        <source>not a text file: binary data at %1</source>
        <extracomment>%1 where: &quot;line 3, column 7&quot;</extracomment>
        <translation>keine Textdatei: Binärdaten bei %1</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels at %2</source>
        <extracomment>%1 the number of levels allowed, %2 where: &quot;line 3, column 7&quot;</extracomment>
        <translation>Verschachtelung tiefer als %1 Ebenen bei %2</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>unexpected end of the file (truncated?) at %1</source>
        <extracomment>%1 where: &quot;line 3, column 7&quot;</extracomment>
        <translation>unerwartetes Dateiende (abgeschnitten?) bei %1</translation>
    </message>
    <message>
        <source>invalid JSON at %1: %2</source>
        <extracomment>%1 where: &quot;line 3, column 7&quot;; %2 the JSON parser&apos;s reason (in English)</extracomment>
        <translation>ungültiges JSON bei %1: %2</translation>
    </message>
    <message>
        <source>a number in the file is too large to represent</source>
        <translation>eine Zahl in der Datei ist zu groß für die Darstellung</translation>
    </message>
    <message>
        <source>cannot read the JSON: %1</source>
        <extracomment>%1 the JSON parser&apos;s reason (in English)</extracomment>
        <translation>das JSON kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the key is given twice in one object</source>
        <translation>der Schlüssel kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>%1 what the file should have there (&quot;a number&quot;), %2 what it has (&quot;a string&quot;)</extracomment>
        <translation>%1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <source>unknown key; expected one of: %1</source>
        <extracomment>%1 the JSON keys allowed there, as written in files</extracomment>
        <translation>unbekannter Schlüssel; erwartet wird einer von: %1</translation>
    </message>
    <message>
        <source>missing</source>
        <extracomment>A required key is not in the file</extracomment>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>text of %1 characters is longer than the limit of %2</source>
        <extracomment>%1 the text&apos;s length, %2 the most characters allowed</extracomment>
        <translation>Text mit %1 Zeichen ist länger als die Grenze von %2</translation>
    </message>
    <message>
        <source>number is not finite</source>
        <translation>Zahl ist nicht endlich</translation>
    </message>
    <message>
        <source>%1 is out of range; allowed %2 to %3</source>
        <extracomment>%1 the number in the file, %2 and %3 the smallest and largest allowed</extracomment>
        <translation>%1 liegt außerhalb des Bereichs; zulässig sind %2 bis %3</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <extracomment>%1 the number in the file</extracomment>
        <translation>ganze Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>unknown %1 %2; expected %3</source>
        <extracomment>%1 what the value names (a protocol, a medium...), %2 the value in the file, %3 the values allowed</extracomment>
        <translation>%1 %2 unbekannt; erwartet: %3</translation>
    </message>
    <message>
        <source>an id cannot be empty</source>
        <translation>eine ID darf nicht leer sein</translation>
    </message>
    <message>
        <source>duplicate id %1 (first used by %2)</source>
        <extracomment>%1 the id, %2 where in the file it was first used (a JSON path such as devices[3])</extracomment>
        <translation>doppelte ID %1 (zuerst verwendet bei %2)</translation>
    </message>
    <message>
        <source>no switch or NIC %1 in the catalog</source>
        <extracomment>%1 the catalog id a transceiver&apos;s &quot;hosts&quot; names</extracomment>
        <translation>kein Switch und keine NIC %1 im Katalog</translation>
    </message>
    <message numerus="yes">
        <source>%1 cables of %Ln links (%2) have no matching part in the catalog (speed, reach or the devices&apos; ports) and are not priced</source>
        <extracomment>%1 cables, %Ln links they belong to, %2 those links&apos; ids</extracomment>
        <translation>
            <numerusform>%1 Kabel von %Ln Verbindung (%2) haben kein passendes Teil im Katalog (Geschwindigkeit, Reichweite oder die Ports der Geräte) und sind nicht bepreist</numerusform>
            <numerusform>%1 Kabel von %Ln Verbindungen (%2) haben kein passendes Teil im Katalog (Geschwindigkeit, Reichweite oder die Ports der Geräte) und sind nicht bepreist</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cables of %Ln links (%2) are longer than any catalog part of their medium reaches at their speed; they are listed as that part (see the cable-reach check)</source>
        <extracomment>%1 cables, %Ln links they belong to, %2 those links&apos; ids</extracomment>
        <translation>
            <numerusform>%1 Kabel von %Ln Verbindung (%2) sind länger, als jedes Katalogteil ihres Mediums bei ihrer Geschwindigkeit reicht; sie werden als dieses Teil aufgeführt (siehe die Prüfung der Kabelreichweite)</numerusform>
            <numerusform>%1 Kabel von %Ln Verbindungen (%2) sind länger, als jedes Katalogteil ihres Mediums bei ihrer Geschwindigkeit reicht; sie werden als dieses Teil aufgeführt (siehe die Prüfung der Kabelreichweite)</numerusform>
        </translation>
    </message>
    <message>
        <source>the racks must hold equal shares of the %1 compute trays</source>
        <extracomment>A rack-scale system spread over several racks; %1 its compute trays</extracomment>
        <translation>die Racks müssen gleiche Anteile der %1 Compute-Trays aufnehmen</translation>
    </message>
    <message numerus="yes">
        <source>the trays of domain %1 are in %Ln racks (%2): its NVLink cabling joins %3 neighbouring racks and reaches no further</source>
        <extracomment>%1 domain id, %Ln racks, %2 their names, %3 how many neighbouring racks its NVLink cabling joins (NVL36x2: 2)</extracomment>
        <translation>
            <numerusform>Die Trays der Domäne %1 stehen in %Ln Rack (%2): ihre NVLink-Verkabelung verbindet %3 benachbarte Racks und reicht nicht weiter</numerusform>
            <numerusform>Die Trays der Domäne %1 stehen in %Ln Racks (%2): ihre NVLink-Verkabelung verbindet %3 benachbarte Racks und reicht nicht weiter</numerusform>
        </translation>
    </message>
    <message>
        <source>a tree on exactly two servers sends each byte over the network once: an upper bound that runs reach only with NCCL_ALGO=Tree; NCCL&apos;s own choice here is %1</source>
        <extracomment>%1 the algorithm NCCL would choose (Ring, NVLS...)</extracomment>
        <translation>ein Baum über genau zwei Server schickt jedes Byte nur einmal über das Netz: eine Obergrenze, die echte Läufe nur mit NCCL_ALGO=Tree erreichen; NCCLs eigene Wahl wäre hier %1</translation>
    </message>
    <message>
        <source>hierarchical is not an NCCL algorithm (Horovod-style): a comparison, not what NCCL runs</source>
        <translation>hierarchisch ist kein NCCL-Algorithmus (wie bei Horovod): ein Vergleich, nicht das, was NCCL ausführt</translation>
    </message>
    <message>
        <source>in-network reduction runs as NCCL CollNet: it needs NCCL&apos;s SHARP plugin and NCCL_COLLNET_ENABLE=1</source>
        <translation>Reduktion im Netz läuft als NCCL CollNet: sie braucht NCCLs SHARP-Plugin und NCCL_COLLNET_ENABLE=1</translation>
    </message>
    <message>
        <source>forced; NCCL&apos;s own choice here is %1/%2</source>
        <extracomment>%1 algorithm and %2 protocol NCCL would choose (Ring/LL128)</extracomment>
        <translation>erzwungen; NCCLs eigene Wahl wäre hier %1/%2</translation>
    </message>
    <message>
        <source>NCCL&apos;s tuner does not see the %1 uplinks at %2; NCCL_ALGO=%3 would take %4% less here</source>
        <extracomment>%1 leaf or spine, %2 an oversubscription ratio (2:1), %3 an NCCL algorithm, %4 whole percent</extracomment>
        <translation>NCCLs Tuner sieht die %1-Uplinks bei %2 nicht; mit NCCL_ALGO=%3 ginge es hier %4 % schneller</translation>
    </message>
    <message>
        <source>switch %1: model %2 is not in the catalog, its latency taken as 0</source>
        <extracomment>%1 a switch id, %2 a catalog model id</extracomment>
        <translation>Switch %1: Modell %2 steht nicht im Katalog, seine Latenz wird als 0 angenommen</translation>
    </message>
    <message>
        <source>server %1: model %2 is not in the catalog or has no GPUs, so it takes no part in collectives</source>
        <extracomment>%1 a server id, %2 a catalog model id</extracomment>
        <translation>Server %1: Modell %2 steht nicht im Katalog oder hat keine GPUs und nimmt daher an keiner kollektiven Operation teil</translation>
    </message>
    <message>
        <source>server model %1: its GPU generation is not in the catalog, so NCCL&apos;s Hopper constants are used</source>
        <extracomment>%1 a catalog model id</extracomment>
        <translation>Servermodell %1: Seine GPU-Generation steht nicht im Katalog, daher werden NCCLs Hopper-Konstanten verwendet</translation>
    </message>
    <message>
        <source>NCCL pipelines the chain in chunks: all its links carry data at once; the steps show the order.</source>
        <translation>NCCL arbeitet die Kette in Blöcken im Fließband ab: Alle ihre Links übertragen gleichzeitig; die Schritte zeigen die Reihenfolge.</translation>
    </message>
    <message>
        <source>The tree runs between servers; inside each the GPUs form a chain over NVLink.</source>
        <translation>Der Baum verläuft zwischen den Servern; in jedem bilden die GPUs eine Kette über NVLink.</translation>
    </message>
    <message>
        <source>Shown as a ring: %1 has no step view.</source>
        <extracomment>%1 an NCCL algorithm (nvls, pat...)</extracomment>
        <translation>Als Ring gezeigt: %1 hat keine Schrittansicht.</translation>
    </message>
    <message>
        <source>Shown packed: the first GPUs in rail order.</source>
        <translation>Gepackt gezeigt: die ersten GPUs in Rail-Reihenfolge.</translation>
    </message>
    <message numerus="yes">
        <source>server %1 (%2, a single server in version 1 files) became rack domain %1 of %3 compute trays %4 … %5; %Ln link end(s) moved to the trays</source>
        <extracomment>A note on opening an older file. %1 the server&apos;s id, %2 its catalog model (gb200-nvl72), %3 the number of compute trays, %4 and %5 the first and last tray&apos;s ids, %n the number of link ends moved</extracomment>
        <translation>
            <numerusform>Server %1 (%2, in Dateien der Version 1 ein einzelner Server) wurde zur Rack-Domäne %1 aus %3 Compute-Trays %4 … %5; %Ln Verbindungsende wurde auf die Trays verlegt</numerusform>
            <numerusform>Server %1 (%2, in Dateien der Version 1 ein einzelner Server) wurde zur Rack-Domäne %1 aus %3 Compute-Trays %4 … %5; %Ln Verbindungsenden wurden auf die Trays verlegt</numerusform>
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
        <translation>NVLink-Domäne</translation>
    </message>
    <message>
        <source>%1 · %L2 GPUs</source>
        <translation>%1 · %L2 GPUs</translation>
    </message>
    <message>
        <source> · %L1 × NVL%2</source>
        <translation> · %L1 × NVL%2</translation>
    </message>
    <message>
        <source>NVLink switch tray %1</source>
        <translation>NVLink-Switch-Tray %1</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>the file could not be written in full</source>
        <translation>die Datei konnte nicht vollständig geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>SceneExporter</name>
    <message>
        <source>The design is empty: nothing to export.</source>
        <translation>Das Design ist leer: Es gibt nichts zu exportieren.</translation>
    </message>
</context>
<context>
    <name>ScheduleCaption</name>
    <message>
        <source>reduce-scatter</source>
        <translation>Reduce-Scatter</translation>
    </message>
    <message>
        <source>all-gather</source>
        <translation>All-Gather</translation>
    </message>
    <message>
        <source>tree: up (reduce)</source>
        <translation>Tree: aufwärts (Reduce)</translation>
    </message>
    <message>
        <source>tree: down (broadcast)</source>
        <translation>Tree: abwärts (Broadcast)</translation>
    </message>
    <message>
        <source>pairwise exchange</source>
        <translation>paarweiser Austausch</translation>
    </message>
    <message>
        <source>send/recv</source>
        <translation>Send/Recv</translation>
    </message>
    <message>
        <source>broadcast chain</source>
        <translation>Broadcast-Kette</translation>
    </message>
    <message>
        <source>reduce chain</source>
        <translation>Reduce-Kette</translation>
    </message>
    <message>
        <source>NVLink SHARP: reduce in the NVSwitch</source>
        <translation>NVLink SHARP: Reduktion im NVSwitch</translation>
    </message>
    <message>
        <source>NVLink SHARP: multicast</source>
        <translation>NVLink SHARP: Multicast</translation>
    </message>
    <message>
        <source>NVLink: gather to the NIC GPUs</source>
        <translation>NVLink: Sammeln auf den NIC-GPUs</translation>
    </message>
    <message>
        <source>NVLink: scatter from the NIC GPUs</source>
        <translation>NVLink: Verteilen von den NIC-GPUs</translation>
    </message>
    <message>
        <source>in-network: reduce in the switch</source>
        <translation>In-Network: Reduktion im Switch</translation>
    </message>
    <message>
        <source>in-network: result multicast down</source>
        <translation>In-Network: Ergebnis per Multicast abwärts</translation>
    </message>
    <message>
        <source>NVLink phase: reduce-scatter</source>
        <translation>NVLink-Phase: Reduce-Scatter</translation>
    </message>
    <message>
        <source>rail phase: reduce-scatter</source>
        <translation>Rail-Phase: Reduce-Scatter</translation>
    </message>
    <message>
        <source>rail phase: all-gather</source>
        <translation>Rail-Phase: All-Gather</translation>
    </message>
    <message>
        <source>NVLink phase: all-gather</source>
        <translation>NVLink-Phase: All-Gather</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3 · %4 of %5 ms · %6 moved</source>
        <translation>Schritt %1 von %2 · %3 · %4 von %5 ms · %6 übertragen</translation>
    </message>
    <message>
        <source> · bottleneck: link %1 (%2)</source>
        <translation> · Engpass: Verbindung %1 (%2)</translation>
    </message>
    <message>
        <source> · NVLink only</source>
        <translation> · nur NVLink</translation>
    </message>
    <message numerus="yes">
        <source> · stands for %n step(s)</source>
        <translation>
            <numerusform> · steht für %n Schritt</numerusform>
            <numerusform> · steht für %n Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n Server</numerusform>
            <numerusform>%n Server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 of %3 on %4 GPUs (%5): %6, %7 ms</source>
        <translation>%1 %2 von %3 auf %4 GPUs (%5): %6, %7 ms</translation>
    </message>
</context>
<context>
    <name>ServerBlockItem</name>
    <message>
        <source>%L1 × %2 · %L3 GPUs</source>
        <translation>%L1 × %2 · %L3 GPUs</translation>
    </message>
    <message>
        <source>%L1 servers · %L2 GPUs</source>
        <translation>%L1 Server · %L2 GPUs</translation>
    </message>
</context>
<context>
    <name>SeverityIcons</name>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
</context>
<context>
    <name>TemplateText</name>
    <message>
        <source>k-ary fat-tree (Al-Fares et al. 2008): k pods, (k/2)^2 cores, k^3/4 endpoints, 1:1.</source>
        <translation>k-ärer Fat-Tree (Al-Fares et al. 2008): k Pods, (k/2)^2 Core-Switches, k^3/4 Endpunkte, 1:1.</translation>
    </message>
    <message>
        <source>Leaf-spine Clos fabric: leaves, the fewest spines that keep the oversubscription, and a core tier when two tiers no longer fit.</source>
        <translation>Leaf-Spine-Clos-Fabric: Leaves, so wenige Spines, wie die Überbuchung erlaubt, und eine Core-Ebene, wenn zwei Ebenen nicht mehr reichen.</translation>
    </message>
    <message>
        <source>NVIDIA DGX SuperPOD-style scalable units: one leaf per rail per SU, spines, and a core tier once two tiers no longer fit.</source>
        <translation>Skalierbare Einheiten nach Art des NVIDIA DGX SuperPOD: ein Leaf je Rail und SU, Spines und eine Core-Ebene, sobald zwei Ebenen nicht mehr reichen.</translation>
    </message>
    <message>
        <source>Direct-connect torus: every server linked to its neighbours in each dimension, with wrap-around.</source>
        <translation>Torus mit Direktverbindungen: jeder Server mit seinen Nachbarn in jeder Dimension verbunden, mit Umlauf.</translation>
    </message>
    <message>
        <source>NVL72 racks (GB200/GB300): one NVLink domain of 18 compute trays per rack, scalable units of 8 racks (576 GPUs) on a rail-optimized scale-out fabric per plane, as in NVIDIA&apos;s DGX SuperPOD with DGX GB200/GB300.</source>
        <translation>NVL72-Racks (GB200/GB300): eine NVLink-Domäne aus 18 Compute-Trays je Rack, skalierbare Einheiten aus 8 Racks (576 GPUs) an einer rail-optimierten Scale-out-Fabric je Ebene, wie im NVIDIA DGX SuperPOD mit DGX GB200/GB300.</translation>
    </message>
    <message>
        <source>Design name (default: the template&apos;s name).</source>
        <translation>Name des Designs (Vorgabe: der Name der Vorlage).</translation>
    </message>
    <message>
        <source>Switch ports used per switch; even, at most the switch&apos;s ports.</source>
        <translation>Genutzte Ports je Switch; gerade, höchstens die Ports des Switches.</translation>
    </message>
    <message>
        <source>infiniband, roce or tcp (default: InfiniBand on InfiniBand switches, else RoCE).</source>
        <translation>infiniband, roce oder tcp (Vorgabe: InfiniBand an InfiniBand-Switches, sonst RoCE).</translation>
    </message>
    <message>
        <source>infiniband, roce or tcp (default: InfiniBand on InfiniBand switches, else RoCE = Spectrum-X).</source>
        <translation>infiniband, roce oder tcp (Vorgabe: InfiniBand an InfiniBand-Switches, sonst RoCE = Spectrum-X).</translation>
    </message>
    <message>
        <source>Server model (catalog id).</source>
        <translation>Servermodell (Katalog-ID).</translation>
    </message>
    <message>
        <source>NIC model (default: the server&apos;s own).</source>
        <translation>NIC-Modell (Vorgabe: das des Servers).</translation>
    </message>
    <message>
        <source>Scale-out NIC per port (default: the tray&apos;s own; planes=2 with ConnectX-8: cx8-2x400g).</source>
        <translation>Scale-out-NIC je Port (Vorgabe: die des Trays; planes=2 mit ConnectX-8: cx8-2x400g).</translation>
    </message>
    <message>
        <source>NICs per server (default: the server&apos;s own).</source>
        <translation>NICs je Server (Vorgabe: die Anzahl des Servers).</translation>
    </message>
    <message>
        <source>NICs per server (default: one per cable, 2 per dimension × links-per-neighbor).</source>
        <translation>NICs je Server (Vorgabe: eine je Kabel, 2 je Dimension × links-per-neighbor).</translation>
    </message>
    <message>
        <source>Switch model for every tier (catalog id).</source>
        <translation>Switchmodell für jede Ebene (Katalog-ID).</translation>
    </message>
    <message>
        <source>Scale-out switch for every tier (q3400 InfiniBand; qm9700 as in the DGX SuperPOD with GB200; sn5600 for Spectrum-X Ethernet).</source>
        <translation>Scale-out-Switch für jede Ebene (q3400 InfiniBand; qm9700 wie im DGX SuperPOD mit GB200; sn5600 für Spectrum-X-Ethernet).</translation>
    </message>
    <message>
        <source>Number of servers (or give gpus).</source>
        <translation>Anzahl der Server (oder gpus angeben).</translation>
    </message>
    <message>
        <source>Number of GPUs, a multiple of the server&apos;s GPUs (instead of servers).</source>
        <translation>Anzahl der GPUs, ein Vielfaches der GPUs eines Servers (statt servers).</translation>
    </message>
    <message>
        <source>Leaf downlink:uplink ratio (1 = non-blocking).</source>
        <translation>Verhältnis Downlink:Uplink der Leaves (1 = blockierungsfrei).</translation>
    </message>
    <message>
        <source>Leaf downlink:uplink ratio (1 = non-blocking, 2 = 2:1, ...).</source>
        <translation>Verhältnis Downlink:Uplink der Leaves (1 = blockierungsfrei, 2 = 2:1, …).</translation>
    </message>
    <message>
        <source>auto, 2 or 3 (auto: 2 while leaf-spine fits, else 3).</source>
        <translation>auto, 2 oder 3 (auto: 2, solange Leaf-Spine reicht, sonst 3).</translation>
    </message>
    <message>
        <source>true: NIC r of each server goes to the rail-r leaf of its group; false: NICs fill leaves in order.</source>
        <translation>true: NIC r jedes Servers geht an das Leaf von Rail r seiner Gruppe; false: die NICs füllen die Leaves der Reihe nach.</translation>
    </message>
    <message>
        <source>Independent switch planes; each server&apos;s NICs are split evenly between them.</source>
        <translation>Unabhängige Switch-Ebenen; die NICs jedes Servers werden gleichmäßig auf sie verteilt.</translation>
    </message>
    <message>
        <source>Scale-out planes: 1, or 2 with each NIC&apos;s port split into one half per plane.</source>
        <translation>Scale-out-Ebenen: 1, oder 2, wobei der Port jeder NIC in je eine Hälfte pro Ebene geteilt wird.</translation>
    </message>
    <message>
        <source>Scalable units.</source>
        <translation>Skalierbare Einheiten (SUs).</translation>
    </message>
    <message>
        <source>Servers in each scalable unit.</source>
        <translation>Server in jeder skalierbaren Einheit.</translation>
    </message>
    <message>
        <source>Servers per dimension, e.g. 4x4x4 (1 to 6 dimensions).</source>
        <translation>Server je Dimension, z. B. 4x4x4 (1 bis 6 Dimensionen).</translation>
    </message>
    <message>
        <source>Speed of each link (default: the NIC&apos;s).</source>
        <translation>Geschwindigkeit jeder Verbindung (Vorgabe: die der NIC).</translation>
    </message>
    <message>
        <source>Parallel cables to each neighbour.</source>
        <translation>Parallele Kabel zu jedem Nachbarn.</translation>
    </message>
    <message>
        <source>NVLink domains of 72 GPUs: NVL72 racks, or NVL36x2 pairs of racks.</source>
        <translation>NVLink-Domänen aus 72 GPUs: NVL72-Racks oder NVL36x2-Rackpaare.</translation>
    </message>
    <message>
        <source>Rack model (catalog rack: gb200-nvl72, gb300-nvl72 or gb200-nvl36x2).</source>
        <translation>Rackmodell (Katalog-Rack: gb200-nvl72, gb300-nvl72 oder gb200-nvl36x2).</translation>
    </message>
    <message>
        <source>Racks in a scalable unit (NVIDIA&apos;s SuperPOD: 8 = 576 GPUs).</source>
        <translation>Racks in einer skalierbaren Einheit (NVIDIAs SuperPOD: 8 = 576 GPUs).</translation>
    </message>
    <message>
        <source>GPUs per NVLink partition: 72 (the whole rack), 36 or 8.</source>
        <translation>GPUs je NVLink-Partition: 72 (das ganze Rack), 36 oder 8.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Change Design Settings</source>
        <translation>Designeinstellungen ändern</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Add %n Device(s)</source>
        <translation>
            <numerusform>%n Gerät hinzufügen</numerusform>
            <numerusform>%n Geräte hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Align %n Device(s)</source>
        <translation>
            <numerusform>%n Gerät ausrichten</numerusform>
            <numerusform>%n Geräte ausrichten</numerusform>
        </translation>
    </message>
    <message>
        <source>Auto-Layout by Tier</source>
        <translation>Auto-Layout nach Ebenen</translation>
    </message>
    <message numerus="yes">
        <source>Connect %n Link(s)</source>
        <translation>
            <numerusform>%n Verbindung herstellen</numerusform>
            <numerusform>%n Verbindungen herstellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Distribute %n Device(s) Horizontally</source>
        <translation>
            <numerusform>%n Gerät horizontal verteilen</numerusform>
            <numerusform>%n Geräte horizontal verteilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Distribute %n Device(s) Vertically</source>
        <translation>
            <numerusform>%n Gerät vertikal verteilen</numerusform>
            <numerusform>%n Geräte vertikal verteilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n Device(s)</source>
        <translation>
            <numerusform>%n Gerät verschieben</numerusform>
            <numerusform>%n Geräte verschieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Device(s)</source>
        <translation>
            <numerusform>%n Gerät einfügen</numerusform>
            <numerusform>%n Geräte einfügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n Device(s)</source>
        <translation>
            <numerusform>%n Gerät duplizieren</numerusform>
            <numerusform>%n Geräte duplizieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Link(s)</source>
        <translation>
            <numerusform>%n Verbindung löschen</numerusform>
            <numerusform>%n Verbindungen löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Device(s)</source>
        <translation>
            <numerusform>%n Gerät löschen</numerusform>
            <numerusform>%n Geräte löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rename %n Device(s)</source>
        <translation>
            <numerusform>%n Gerät umbenennen</numerusform>
            <numerusform>%n Geräte umbenennen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Model of %n Device(s)</source>
        <translation>
            <numerusform>Modell von %n Gerät ändern</numerusform>
            <numerusform>Modell von %n Geräten ändern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Role of %n Switch(es)</source>
        <translation>
            <numerusform>Rolle von %n Switch ändern</numerusform>
            <numerusform>Rolle von %n Switches ändern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Group of %n Device(s)</source>
        <translation>
            <numerusform>Gruppe von %n Gerät ändern</numerusform>
            <numerusform>Gruppe von %n Geräten ändern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change NIC Model of %n Server(s)</source>
        <translation>
            <numerusform>NIC-Modell von %n Server ändern</numerusform>
            <numerusform>NIC-Modell von %n Servern ändern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change NIC Count of %n Server(s)</source>
        <translation>
            <numerusform>NIC-Anzahl von %n Server ändern</numerusform>
            <numerusform>NIC-Anzahl von %n Servern ändern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Speed of %n Link(s)</source>
        <translation>
            <numerusform>Geschwindigkeit von %n Verbindung ändern</numerusform>
            <numerusform>Geschwindigkeit von %n Verbindungen ändern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Cable Count of %n Link(s)</source>
        <translation>
            <numerusform>Kabelanzahl von %n Verbindung ändern</numerusform>
            <numerusform>Kabelanzahl von %n Verbindungen ändern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Medium of %n Link(s)</source>
        <translation>
            <numerusform>Medium von %n Verbindung ändern</numerusform>
            <numerusform>Medium von %n Verbindungen ändern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Length of %n Link(s)</source>
        <translation>
            <numerusform>Länge von %n Verbindung ändern</numerusform>
            <numerusform>Länge von %n Verbindungen ändern</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Price of %1</source>
        <translation>Preis von %1 festlegen</translation>
    </message>
    <message>
        <source>Reset Price of %1</source>
        <translation>Preis von %1 zurücksetzen</translation>
    </message>
    <message>
        <source>Change Training Settings</source>
        <translation>Trainingseinstellungen ändern</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message numerus="yes">
        <source>Assign NICs to Rails on %n Link(s)</source>
        <translation>
            <numerusform>NICs auf %n Verbindung den Rails zuordnen</numerusform>
            <numerusform>NICs auf %n Verbindungen den Rails zuordnen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tray %2</source>
        <translation>%1 Tray %2</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message>
        <source>Add %1 Rack</source>
        <translation>%1-Rack hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Group %n Server(s) Into NVLink Domain</source>
        <translation>
            <numerusform>%n Server zu einer NVLink-Domäne gruppieren</numerusform>
            <numerusform>%n Server zu einer NVLink-Domäne gruppieren</numerusform>
        </translation>
    </message>
    <message>
        <source>NVLink domain %1</source>
        <translation>NVLink-Domäne %1</translation>
    </message>
    <message>
        <source>Rename NVLink Domain to %1</source>
        <translation>NVLink-Domäne in %1 umbenennen</translation>
    </message>
    <message>
        <source>Partition NVLink Domain into NVL%1</source>
        <translation>NVLink-Domäne in NVL%1 partitionieren</translation>
    </message>
    <message>
        <source>Join NVLink Partitions</source>
        <translation>NVLink-Partitionen zusammenführen</translation>
    </message>
    <message>
        <source>Ungroup %1</source>
        <translation>%1 auflösen</translation>
    </message>
    <message numerus="yes">
        <source>Ungroup %n NVLink Domain(s)</source>
        <translation>
            <numerusform>%n NVLink-Domäne auflösen</numerusform>
            <numerusform>%n NVLink-Domänen auflösen</numerusform>
        </translation>
    </message>
    <message>
        <source>Pin Scenario “%1”</source>
        <translation>Szenario „%1“ anheften</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>Szenario umbenennen</translation>
    </message>
    <message>
        <source>Remove Scenario “%1”</source>
        <translation>Szenario „%1“ entfernen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>No translation for language &quot;%1&quot;; using English.</source>
        <translation>Keine Übersetzung für die Sprache „%1“; Englisch wird verwendet.</translation>
    </message>
    <message>
        <source>Design AI-training network fabrics.</source>
        <translation>Netzwerk-Fabrics für KI-Training entwerfen.</translation>
    </message>
    <message>
        <source>Render the window with FILE (or the built-in example) at %1 × %2 to a PNG file and exit.</source>
        <translation>Das Fenster mit FILE (oder dem eingebauten Beispiel) in %1 × %2 als PNG-Datei speichern und beenden.</translation>
    </message>
    <message>
        <source>out.png</source>
        <translation>ausgabe.png</translation>
    </message>
    <message>
        <source>User interface language, e.g. de or zh_CN.</source>
        <translation>Sprache der Benutzeroberfläche, z. B. de oder zh_CN.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Design file to open.</source>
        <translation>Zu öffnende Designdatei.</translation>
    </message>
    <message>
        <source>Only one design can be opened at a time.</source>
        <translation>Es kann nur ein Design gleichzeitig geöffnet werden.</translation>
    </message>
    <message>
        <source>Display version and build information.</source>
        <translation>Versions- und Build-Informationen anzeigen.</translation>
    </message>
    <message>
        <source>Open in presentation mode (F5): full screen, the collective animated beside the plot.</source>
        <translation>Im Präsentationsmodus öffnen (F5): Vollbild, die kollektive Operation animiert neben dem Diagramm.</translation>
    </message>
    <message>
        <source>No lesson &quot;%1&quot;; spinel-cli lesson --list shows them.</source>
        <translation>Keine Lektion „%1“; spinel-cli lesson --list zeigt sie an.</translation>
    </message>
    <message>
        <source>Open the Lessons panel and start the lesson ID (its design replaces FILE).</source>
        <translation>Das Lektionen-Panel öffnen und die Lektion ID starten (ihr Design ersetzt FILE).</translation>
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
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>Devices or whole groups of GPUs cannot reach the rest of the fabric.</source>
        <translation>Geräte oder ganze GPU-Gruppen können den Rest der Fabric nicht erreichen.</translation>
    </message>
    <message>
        <source>Cable the listed devices to the fabric, or delete them.</source>
        <translation>Verkabeln Sie die aufgeführten Geräte mit der Fabric oder löschen Sie sie.</translation>
    </message>
    <message>
        <source>One device or one single cable carries all traffic of some GPUs: if it fails, they lose the fabric.</source>
        <translation>Ein einzelnes Gerät oder Kabel trägt den gesamten Verkehr einiger GPUs: Fällt es aus, verlieren diese die Verbindung zur Fabric.</translation>
    </message>
    <message>
        <source>Add a second uplink or a redundant switch; right-click ▸ Fail shows what is lost.</source>
        <translation>Fügen Sie einen zweiten Uplink oder einen redundanten Switch hinzu; Rechtsklick ▸ „Ausfall … simulieren“ zeigt, was verloren geht.</translation>
    </message>
    <message>
        <source>A link runs faster than a port or NIC at its end, or NICs run slower than they could (injection bandwidth lost).</source>
        <translation>Eine Verbindung ist schneller als ein Port oder eine NIC an ihrem Ende, oder NICs laufen langsamer als möglich (Injektionsbandbreite geht verloren).</translation>
    </message>
    <message>
        <source>Set the link&apos;s speed to the ports&apos; rate (Properties), or change the NIC or switch model.</source>
        <translation>Setzen Sie die Geschwindigkeit der Verbindung auf die Rate der Ports (Eigenschaften) oder ändern Sie das NIC- oder Switch-Modell.</translation>
    </message>
    <message>
        <source>A server has more cables than NICs, or NICs with no cable.</source>
        <translation>Ein Server hat mehr Kabel als NICs oder NICs ohne Kabel.</translation>
    </message>
    <message>
        <source>Change the server&apos;s NIC count (Properties) or add or remove cables.</source>
        <translation>Ändern Sie die NIC-Anzahl des Servers (Eigenschaften) oder fügen Sie Kabel hinzu bzw. entfernen Sie welche.</translation>
    </message>
    <message>
        <source>A link is longer than its medium reaches at its speed, or the catalog has no cable for that medium and speed.</source>
        <translation>Eine Verbindung ist länger als die Reichweite ihres Mediums bei ihrer Geschwindigkeit, oder der Katalog enthält kein Kabel für dieses Medium und diese Geschwindigkeit.</translation>
    </message>
    <message>
        <source>Choose a medium that reaches (AOC, multimode, single-mode) or shorten the link.</source>
        <translation>Wählen Sie ein Medium mit ausreichender Reichweite (AOC, Multimode, Singlemode) oder verkürzen Sie die Verbindung.</translation>
    </message>
    <message>
        <source>A switch or a tier has more bandwidth down than up, above the design&apos;s target ratio.</source>
        <translation>Ein Switch oder eine Ebene hat mehr Downlink- als Uplink-Bandbreite, über dem Zielverhältnis des Designs.</translation>
    </message>
    <message>
        <source>Add uplinks or spines, or raise the target in Design ▸ Design Settings.</source>
        <translation>Fügen Sie Uplinks oder Spine-Switches hinzu oder erhöhen Sie den Zielwert unter Design ▸ Designeinstellungen.</translation>
    </message>
    <message>
        <source>A switch needs more ports than its model has, or uses every port (no spare to grow or replace a cable).</source>
        <translation>Ein Switch braucht mehr Ports, als sein Modell hat, oder belegt jeden Port (keine Reserve für Erweiterungen oder den Austausch eines Kabels).</translation>
    </message>
    <message>
        <source>Use a larger switch model, split the load over more switches, or remove cables.</source>
        <translation>Verwenden Sie ein größeres Switch-Modell, verteilen Sie die Last auf mehr Switches oder entfernen Sie Kabel.</translation>
    </message>
    <message>
        <source>Two links were pinned to the same port of a device.</source>
        <translation>Zwei Verbindungen wurden fest demselben Port eines Geräts zugeordnet.</translation>
    </message>
    <message>
        <source>Move one link to a free port, or let Spinel assign ports (clear the pinned port).</source>
        <translation>Legen Sie eine Verbindung auf einen freien Port oder lassen Sie Spinel die Ports zuweisen (feste Port-Zuordnung entfernen).</translation>
    </message>
    <message>
        <source>A leaf meant for one rail (NIC index) also carries cables from other NICs: same-rail traffic between those servers needs a spine hop.</source>
        <translation>Ein Leaf-Switch, der für eine Rail (NIC-Index) gedacht ist, führt auch Kabel anderer NICs: Verkehr innerhalb derselben Rail zwischen diesen Servern braucht einen Hop über einen Spine.</translation>
    </message>
    <message>
        <source>Re-cable the listed links so each leaf carries one rail (Connect Servers to Leaves wires rail-aligned).</source>
        <translation>Verkabeln Sie die aufgeführten Verbindungen neu, sodass jeder Leaf-Switch genau eine Rail führt („Server mit Leaf-Switches verbinden“ verkabelt rail-ausgerichtet).</translation>
    </message>
    <message>
        <source>The hop count was not computed exactly (too many distinct servers).</source>
        <translation>Die Hop-Anzahl wurde nicht exakt berechnet (zu viele verschiedene Server).</translation>
    </message>
    <message>
        <source>Nothing to fix: the other checks still ran.</source>
        <translation>Nichts zu beheben: Die übrigen Prüfungen wurden trotzdem ausgeführt.</translation>
    </message>
    <message>
        <source>More findings of one code than the list shows.</source>
        <translation>Mehr Befunde eines Codes, als die Liste zeigt.</translation>
    </message>
    <message>
        <source>Fix the listed ones first; the count says how many more there are.</source>
        <translation>Beheben Sie zuerst die aufgeführten; die Anzahl gibt an, wie viele es noch gibt.</translation>
    </message>
    <message>
        <source>A finding of the rules checks.</source>
        <translation>Ein Befund der Regelprüfungen.</translation>
    </message>
    <message>
        <source>Read its message; select it to see the objects involved.</source>
        <translation>Lesen Sie die Meldung; wählen Sie den Befund aus, um die beteiligten Objekte zu sehen.</translation>
    </message>
    <message>
        <source>A rack-scale NVLink domain (NVL72) lacks compute trays, has too many, or holds trays of another model.</source>
        <translation>Einer NVLink-Domäne im Rack-Maßstab (NVL72) fehlen Compute-Trays, sie hat zu viele oder sie enthält Trays eines anderen Modells.</translation>
    </message>
    <message>
        <source>Add the missing trays to the rack (or remove the extra ones); use the rack&apos;s own compute tray model.</source>
        <translation>Fügen Sie die fehlenden Trays zum Rack hinzu (oder entfernen Sie die überzähligen); verwenden Sie das Compute-Tray-Modell des Racks.</translation>
    </message>
    <message>
        <source>An NVLink domain is split into partitions the NVLink switches cannot make: not a size the rack supports, or not whole trays.</source>
        <translation>Eine NVLink-Domäne ist in Partitionen aufgeteilt, die die NVLink-Switches nicht bilden können: keine vom Rack unterstützte Größe oder keine ganzen Trays.</translation>
    </message>
    <message>
        <source>Choose a partition size the rack lists (NVL72: 72, 36 or 8 GPUs) in the domain&apos;s properties.</source>
        <translation>Wählen Sie in den Eigenschaften der Domäne eine Partitionsgröße, die das Rack anbietet (NVL72: 72, 36 oder 8 GPUs).</translation>
    </message>
    <message>
        <source>A compute tray has fewer scale-out NICs than GPUs; the NVL72 reference designs give each GPU its own NIC.</source>
        <translation>Ein Compute-Tray hat weniger Scale-out-NICs als GPUs; die NVL72-Referenzdesigns geben jeder GPU eine eigene NIC.</translation>
    </message>
    <message>
        <source>Raise the tray&apos;s NIC count (Properties) to its GPU count, or accept less scale-out bandwidth per GPU.</source>
        <translation>Erhöhen Sie die NIC-Anzahl des Trays (Eigenschaften) auf seine GPU-Anzahl oder akzeptieren Sie weniger Scale-out-Bandbreite pro GPU.</translation>
    </message>
    <message>
        <source>The scale-out fabric has several planes (separate switch networks) and a domain puts more cables on some than on others.</source>
        <translation>Die Scale-out-Fabric hat mehrere Planes (getrennte Switch-Netzwerke), und eine Domäne legt auf einige mehr Kabel als auf andere.</translation>
    </message>
    <message>
        <source>Cable each domain&apos;s NICs evenly over the planes (as many ports on each).</source>
        <translation>Verkabeln Sie die NICs jeder Domäne gleichmäßig über die Planes (gleich viele Ports auf jeder).</translation>
    </message>
    <message>
        <source>The trays of one NVLink domain are in more racks than its NVLink cabling joins: one rack&apos;s copper spine (NVL72), or two neighbouring racks cabled switch tray to switch tray (NVL36x2).</source>
        <translation>Die Trays einer NVLink-Domäne stehen in mehr Racks, als ihre NVLink-Verkabelung verbindet: der Kupfer-Spine eines Racks (NVL72) oder zwei benachbarte Racks, Switch-Tray an Switch-Tray verkabelt (NVL36x2).</translation>
    </message>
    <message>
        <source>Put the domain&apos;s trays in its rack (group), or in its two racks for NVL36x2, or split it into domains of one rack each.</source>
        <translation>Stellen Sie die Trays der Domäne in ihr Rack (Gruppe), bei NVL36x2 in ihre zwei Racks, oder teilen Sie sie in Domänen von je einem Rack auf.</translation>
    </message>
</context>
<context>
    <name>spinel::AnalysisController</name>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>New from &amp;Template…</source>
        <translation>Neu aus &amp;Vorlage…</translation>
    </message>
    <message>
        <source>Start a design from a fat-tree, leaf-spine, rail-optimized or torus template</source>
        <translation>Ein Design aus einer Fat-Tree-, Leaf-Spine-, rail-optimierten oder Torus-Vorlage beginnen</translation>
    </message>
    <message>
        <source>&amp;Restore Failed Objects</source>
        <translation>Ausgefallene Objekte &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>End the what-if: bring every failed device and link back</source>
        <translation>Was-wäre-wenn beenden: alle ausgefallenen Geräte und Verbindungen wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Colour Links By</source>
        <translation>&amp;Verbindungen färben nach</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Medium</translation>
    </message>
    <message>
        <source>&amp;Oversubscription</source>
        <translation>Ü&amp;berbuchung</translation>
    </message>
    <message>
        <source>&amp;Load under Collective</source>
        <translation>&amp;Auslastung durch kollektive Operation</translation>
    </message>
    <message>
        <source>Co&amp;llective</source>
        <translation>&amp;Kollektive Operation</translation>
    </message>
    <message>
        <source>Message &amp;Size</source>
        <translation>&amp;Nachrichtengröße</translation>
    </message>
    <message>
        <source>Links: uplink oversubscription</source>
        <translation>Verbindungen: Uplink-Überbuchung</translation>
    </message>
    <message>
        <source>Downlink : uplink bandwidth of the switch below</source>
        <translation>Downlink- : Uplink-Bandbreite des darunterliegenden Switches</translation>
    </message>
    <message>
        <source>%1, %2: computing…</source>
        <translation>%1, %2: wird berechnet…</translation>
    </message>
    <message>
        <source>Links: load under a collective</source>
        <translation>Verbindungen: Auslastung durch eine kollektive Operation</translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation>Die Prüfungen konnten nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>What-if: these are the findings with the failed objects removed.</source>
        <translation>Was-wäre-wenn: Dies sind die Befunde ohne die ausgefallenen Objekte.</translation>
    </message>
    <message>
        <source>Restore This Device</source>
        <translation>Dieses Gerät wiederherstellen</translation>
    </message>
    <message>
        <source>Restore This Link</source>
        <translation>Diese Verbindung wiederherstellen</translation>
    </message>
    <message>
        <source>Fail This Device</source>
        <translation>Ausfall dieses Geräts simulieren</translation>
    </message>
    <message>
        <source>Fail This Link</source>
        <translation>Ausfall dieser Verbindung simulieren</translation>
    </message>
    <message>
        <source>Fail Selected (%L1)</source>
        <translation>Ausfall der Auswahl simulieren (%L1)</translation>
    </message>
</context>
<context>
    <name>spinel::AnimationDock</name>
    <message>
        <source>All-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation>Reduce-Scatter</translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation>All-Gather</translation>
    </message>
    <message>
        <source>All-to-all</source>
        <translation>All-to-All</translation>
    </message>
    <message>
        <source>Broadcast</source>
        <translation>Broadcast</translation>
    </message>
    <message>
        <source>Send/receive</source>
        <translation>Send/Receive</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>Operation:</translation>
    </message>
    <message>
        <source>Message size as nccl-tests counts it: 8, 64 KiB, 1 GiB, 1e9</source>
        <translation>Nachrichtengröße wie bei nccl-tests gezählt: 8, 64 KiB, 1 GiB, 1e9</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPUs:</translation>
    </message>
    <message>
        <source>Auto (what NCCL picks)</source>
        <translation>Automatisch (Wahl von NCCL)</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Tree</translation>
    </message>
    <message>
        <source>Hierarchical (NVLink, rail, NVLink)</source>
        <translation>Hierarchisch (NVLink, Rail, NVLink)</translation>
    </message>
    <message>
        <source>NVLink SHARP</source>
        <translation>NVLink SHARP</translation>
    </message>
    <message>
        <source>NVLink SHARP + tree</source>
        <translation>NVLink SHARP + Tree</translation>
    </message>
    <message>
        <source>In-network reduction</source>
        <translation>In-Network-Reduktion</translation>
    </message>
    <message>
        <source>PAT</source>
        <translation>PAT</translation>
    </message>
    <message>
        <source>Pairwise</source>
        <translation>Paarweise</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation>Algorithmus:</translation>
    </message>
    <message>
        <source>Animate</source>
        <translation>Animieren</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Wiedergabegeschwindigkeit</translation>
    </message>
    <message>
        <source>The collective&apos;s time in the model: drag to scrub</source>
        <translation>Zeit der kollektiven Operation im Modell: zum Navigieren ziehen</translation>
    </message>
    <message>
        <source>Pick a collective and press Animate.</source>
        <translation>Wählen Sie eine kollektive Operation und klicken Sie auf „Animieren“.</translation>
    </message>
    <message>
        <source>Animate Collective</source>
        <translation>Kollektive Operation animieren</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Cannot animate: %1</source>
        <translation>Animation nicht möglich: %1</translation>
    </message>
    <message>
        <source>The size &quot;%1&quot; is not a number of bytes (e.g. 1 GiB).</source>
        <translation>Die Größe „%1“ ist keine Anzahl von Bytes (z. B. 1 GiB).</translation>
    </message>
    <message>
        <source>Working out the schedule…</source>
        <translation>Ablaufplan wird berechnet…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save the animation for slides: a PNG per step, an animated GIF or an animated SVG</source>
        <translation>Die Animation für Folien speichern: ein PNG pro Schritt, ein animiertes GIF oder ein animiertes SVG</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>Animiertes GIF (*.gif)</translation>
    </message>
    <message>
        <source>Animated SVG (*.svg)</source>
        <translation>Animiertes SVG (*.svg)</translation>
    </message>
    <message>
        <source>Animated &amp;GIF…</source>
        <translation>Animiertes &amp;GIF…</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Animated &amp;SVG…</source>
        <translation>Animiertes &amp;SVG…</translation>
    </message>
    <message>
        <source>&amp;PNG Sequence…</source>
        <translation>&amp;PNG-Sequenz…</translation>
    </message>
    <message>
        <source>Folder for step-0001.png, …</source>
        <translation>Ordner für step-0001.png, …</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) written to %1</source>
        <translation>
            <numerusform>%n Bild nach %1 geschrieben</numerusform>
            <numerusform>%n Bilder nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 wird geschrieben…</translation>
    </message>
    <message>
        <source>Exporting the animation…</source>
        <translation>Animation wird exportiert…</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>Export abgebrochen; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>spinel::AnimationExportJob</name>
    <message>
        <source>An export is already running.</source>
        <translation>Ein Export läuft bereits.</translation>
    </message>
</context>
<context>
    <name>spinel::AsBuiltActions</name>
    <message>
        <source>ibnetdiscover dumps (*.ibnd *.txt *.topo *.out)</source>
        <translation>ibnetdiscover-Dumps (*.ibnd *.txt *.topo *.out)</translation>
    </message>
    <message>
        <source>LLDP tables, lldpcli -f json0, one per switch (*.json)</source>
        <translation>LLDP-Tabellen, lldpcli -f json0, eine pro Switch (*.json)</translation>
    </message>
    <message>
        <source>GraphML drawings (*.graphml *.xml)</source>
        <translation>GraphML-Zeichnungen (*.graphml *.xml)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Compare with As-&amp;Built…</source>
        <translation>Mit &amp;Ist-Zustand vergleichen…</translation>
    </message>
    <message>
        <source>As-Built Differences</source>
        <translation>Abweichungen vom Ist-Zustand</translation>
    </message>
    <message>
        <source>Open a fabric as built (ibnetdiscover, LLDP) or a GraphML drawing as a new design</source>
        <translation>Eine tatsächlich aufgebaute Fabric (ibnetdiscover, LLDP) oder eine GraphML-Zeichnung als neues Design öffnen</translation>
    </message>
    <message>
        <source>List the cables that differ between the design and the fabric as built</source>
        <translation>Die Kabel auflisten, in denen sich das Design und die tatsächlich aufgebaute Fabric unterscheiden</translation>
    </message>
    <message>
        <source>Import Fabric</source>
        <translation>Fabric importieren</translation>
    </message>
    <message>
        <source>Compare with As-Built</source>
        <translation>Mit Ist-Zustand vergleichen</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <source>The file could not be imported. The current design is unchanged.</source>
        <translation>Die Datei konnte nicht importiert werden. Das aktuelle Design bleibt unverändert.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1: %n device(s), %2 link(s).</source>
        <translation>
            <numerusform>%1 importiert: %n Gerät, %2 Verbindungen.</numerusform>
            <numerusform>%1 importiert: %n Geräte, %2 Verbindungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported with guesses</source>
        <translation>Mit Annahmen importiert</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) had to be guessed while importing; check them in the design.</source>
        <translation>
            <numerusform>Beim Import musste %n Angabe geschätzt werden; prüfen Sie sie im Design.</numerusform>
            <numerusform>Beim Import mussten %n Angaben geschätzt werden; prüfen Sie sie im Design.</numerusform>
        </translation>
    </message>
    <message>
        <source>Comparing with %1…</source>
        <translation>Vergleich mit %1…</translation>
    </message>
</context>
<context>
    <name>spinel::AsBuiltDiffWidget</name>
    <message>
        <source>Missing</source>
        <translation>Fehlt</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>Überzählig</translation>
    </message>
    <message>
        <source>Miswired</source>
        <translation>Falsch verkabelt</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>%1 — %2 is not cabled</source>
        <translation>%1 — %2 ist nicht verkabelt</translation>
    </message>
    <message>
        <source>%1 — %2 is not in the design</source>
        <translation>%1 — %2 ist nicht im Design</translation>
    </message>
    <message>
        <source>%1 goes to %2; the design has %3</source>
        <translation>%1 führt zu %2; laut Design zu %3</translation>
    </message>
    <message>
        <source>%1 — %2 runs at %3 Gb/s; the design has %4 Gb/s</source>
        <translation>%1 — %2 läuft mit %3 Gb/s; laut Design mit %4 Gb/s</translation>
    </message>
    <message>
        <source>Compare the design with the fabric as built: File ▸ Compare with As-Built…</source>
        <translation>Vergleichen Sie das Design mit der tatsächlich aufgebauten Fabric: Datei ▸ Mit Ist-Zustand vergleichen…</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message numerus="yes">
        <source>The fabric as built (%1) matches the design: %n cable(s).</source>
        <translation>
            <numerusform>Die tatsächlich aufgebaute Fabric (%1) stimmt mit dem Design überein: %n Kabel.</numerusform>
            <numerusform>Die tatsächlich aufgebaute Fabric (%1) stimmt mit dem Design überein: %n Kabel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) between the design and the fabric as built (%1). Click one to select it.</source>
        <translation>
            <numerusform>%n Abweichung zwischen dem Design und der tatsächlich aufgebauten Fabric (%1). Klicken Sie darauf, um sie auszuwählen.</numerusform>
            <numerusform>%n Abweichungen zwischen dem Design und der tatsächlich aufgebauten Fabric (%1). Klicken Sie auf eine, um sie auszuwählen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read the fabric as built (%1): %2</source>
        <translation>Die tatsächlich aufgebaute Fabric (%1) kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>spinel::AsBuiltLegend</name>
    <message>
        <source>Missing cable (%1)</source>
        <translation>Fehlendes Kabel (%1)</translation>
    </message>
    <message>
        <source>Extra cable (%1)</source>
        <translation>Zusätzliches Kabel (%1)</translation>
    </message>
    <message>
        <source>Miswired, thin line to where it goes (%1)</source>
        <translation>Falsch verkabelt, dünne Linie zum tatsächlichen Ziel (%1)</translation>
    </message>
    <message>
        <source>Speed mismatch (%1)</source>
        <translation>Geschwindigkeitskonflikt (%1)</translation>
    </message>
    <message>
        <source>As built vs design</source>
        <translation>Ist-Zustand vs. Design</translation>
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
        <translation>fehlt: %1</translation>
    </message>
    <message>
        <source>extra: %1</source>
        <translation>zusätzlich: %1</translation>
    </message>
    <message>
        <source>miswired: %1, goes to %2</source>
        <translation>falsch verkabelt: %1, führt zu %2</translation>
    </message>
    <message>
        <source>speed: %1 at %2 Gb/s, designed %3 Gb/s</source>
        <translation>Geschwindigkeit: %1 mit %2 Gb/s, geplant %3 Gb/s</translation>
    </message>
</context>
<context>
    <name>spinel::Autosave</name>
    <message>
        <source>Cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot lock %1</source>
        <translation>%1 kann nicht gesperrt werden</translation>
    </message>
</context>
<context>
    <name>spinel::BusBandwidthPlot</name>
    <message>
        <source>Message size (bytes)</source>
        <translation>Nachrichtengröße (Bytes)</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s, decimal)</source>
        <translation>Busbandbreite (GB/s, dezimal)</translation>
    </message>
    <message>
        <source>Bus bandwidth vs message size</source>
        <translation>Busbandbreite über Nachrichtengröße</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 on %L3 GPUs&lt;br&gt;busbw %4 · algbw %5 · %6&lt;br&gt;algorithm %7, protocol %8 (NCCL&apos;s choice)&lt;br&gt;limited by %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %2 auf %L3 GPUs&lt;br&gt;busbw %4 · algbw %5 · %6&lt;br&gt;Algorithmus %7, Protokoll %8 (NCCLs Wahl)&lt;br&gt;begrenzt durch %9</translation>
    </message>
    <message>
        <source>No GPUs in the design</source>
        <translation>Keine GPUs im Design</translation>
    </message>
    <message>
        <source>No bus bandwidth: no collective could be timed on this fabric</source>
        <translation>Keine Busbandbreite: Auf dieser Fabric konnte keine kollektive Operation zeitlich abgeschätzt werden</translation>
    </message>
    <message>
        <source>No bus bandwidth: %1</source>
        <translation>Keine Busbandbreite: %1</translation>
    </message>
    <message>
        <source>Scale-out ceiling (NIC per GPU): %1 · %2G NICs</source>
        <translation>Scale-out-Obergrenze (NIC pro GPU): %1 · %2G-NICs</translation>
    </message>
    <message>
        <source>NVLink per GPU (usable): %1 ↑ off scale · NVLS can exceed it</source>
        <translation>NVLink pro GPU (nutzbar): %1 ↑ außerhalb der Skala · NVLS kann darüber liegen</translation>
    </message>
    <message>
        <source>NVLink per GPU (usable): %1 · NVLS can exceed it</source>
        <translation>NVLink pro GPU (nutzbar): %1 · NVLS kann darüber liegen</translation>
    </message>
    <message>
        <source>&lt;b&gt;NVLink per GPU&lt;/b&gt;: the usable NVLink bandwidth of one GPU in its NVLink domain. It is not a ceiling for every algorithm: with NVLink SHARP (NVLS) the NVSwitch does the reduction, each GPU sends its data once instead of twice, so NVLS all-reduce bus bandwidth can exceed it.</source>
        <translation>&lt;b&gt;NVLink pro GPU&lt;/b&gt;: die nutzbare NVLink-Bandbreite einer GPU in ihrer NVLink-Domäne. Sie ist keine Obergrenze für jeden Algorithmus: Mit NVLink SHARP (NVLS) übernimmt der NVSwitch die Reduktion, jede GPU sendet ihre Daten einmal statt zweimal, sodass die Busbandbreite von NVLS-All-Reduce darüber liegen kann.</translation>
    </message>
</context>
<context>
    <name>spinel::CanvasEditor</name>
    <message>
        <source>Server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <source>%1 node %2</source>
        <translation>%1-Knoten %2</translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation>Leaf %1</translation>
    </message>
    <message>
        <source>Spine %1</source>
        <translation>Spine %1</translation>
    </message>
    <message>
        <source>Core %1</source>
        <translation>Core %1</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n device(s)</source>
        <translation>
            <numerusform>%n Gerät kopiert</numerusform>
            <numerusform>%n Geräte kopiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to paste</source>
        <translation>Nichts zum Einfügen</translation>
    </message>
    <message>
        <source>Select servers and leaf switches to connect them</source>
        <translation>Wählen Sie Server und Leaf-Switches aus, um sie zu verbinden</translation>
    </message>
    <message>
        <source>Nothing to connect: every NIC of the selected servers is already cabled</source>
        <translation>Nichts zu verbinden: Alle NICs der ausgewählten Server sind bereits verkabelt</translation>
    </message>
    <message numerus="yes">
        <source>Added %n cable(s)</source>
        <translation>
            <numerusform>%n Kabel hinzugefügt</numerusform>
            <numerusform>%n Kabel hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two or more servers to group them into an NVLink domain</source>
        <translation>Wählen Sie zwei oder mehr Server aus, um sie zu einer NVLink-Domäne zu gruppieren</translation>
    </message>
</context>
<context>
    <name>spinel::CanvasLegend</name>
    <message>
        <source>Wider: more bandwidth</source>
        <translation>Breiter: mehr Bandbreite</translation>
    </message>
    <message>
        <source>Click to fold or unfold the key</source>
        <translation>Klicken, um die Legende ein- oder auszuklappen</translation>
    </message>
    <message>
        <source>Links ▸</source>
        <translation>Links ▸</translation>
    </message>
    <message>
        <source>Links ▾</source>
        <translation>Links ▾</translation>
    </message>
</context>
<context>
    <name>spinel::CatalogDialog</name>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Transceiver</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <source>Reset to Catalog Price</source>
        <translation>Auf Katalogpreis zurücksetzen</translation>
    </message>
    <message>
        <source>Catalog and Prices</source>
        <translation>Katalog und Preise</translation>
    </message>
    <message>
        <source>Filter by part, name or source</source>
        <translation>Nach Teil, Name oder Quelle filtern</translation>
    </message>
    <message>
        <source>Double-click a price in the “Design price” column to set this design&apos;s own price (undoable). Overridden prices are shown in bold.</source>
        <translation>Doppelklicken Sie auf einen Preis in der Spalte „Designpreis“, um einen eigenen Preis für dieses Design festzulegen (rückgängig machbar). Überschriebene Preise werden fett dargestellt.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Catalog price (USD)</source>
        <translation>Katalogpreis (USD)</translation>
    </message>
    <message>
        <source>Design price (USD)</source>
        <translation>Designpreis (USD)</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Preisquelle</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Leistungsaufnahme (W)</translation>
    </message>
    <message>
        <source>This design&apos;s price; the catalog says %1 (%2, %3)</source>
        <translation>Preis dieses Designs; laut Katalog %1 (%2, %3)</translation>
    </message>
    <message>
        <source>The catalog price; double-click to set this design&apos;s own</source>
        <translation>Der Katalogpreis; doppelklicken, um einen eigenen Preis für dieses Design festzulegen</translation>
    </message>
    <message>
        <source>NVLink rack</source>
        <translation>NVLink-Rack</translation>
    </message>
</context>
<context>
    <name>spinel::CheckedSpinBox</name>
    <message>
        <source>Enter a number from %1 to %2</source>
        <translation>Geben Sie eine Zahl von %1 bis %2 ein</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 is below the minimum, %2</source>
        <translation>%1 liegt unter dem Minimum von %2</translation>
    </message>
    <message>
        <source>%1 is above the maximum, %2</source>
        <translation>%1 liegt über dem Maximum von %2</translation>
    </message>
</context>
<context>
    <name>spinel::ConnectDialog</name>
    <message>
        <source>&amp;Rail-aligned: NIC r of every server to leaf r</source>
        <translation>&amp;Rail-ausgerichtet: NIC r jedes Servers an Leaf r</translation>
    </message>
    <message>
        <source>R&amp;ound-robin: each next NIC to the next leaf</source>
        <translation>R&amp;ound-Robin: jede weitere NIC an den nächsten Leaf</translation>
    </message>
    <message>
        <source>Connect Servers to Leaves</source>
        <translation>Server mit Leaf-Switches verbinden</translation>
    </message>
    <message numerus="yes">
        <source>Wire %n selected server(s)</source>
        <translation>
            <numerusform>%n ausgewählten Server</numerusform>
            <numerusform>%n ausgewählte Server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n selected leaf switch(es).</source>
        <translation>
            <numerusform>mit %n ausgewählten Leaf-Switch verkabeln.</numerusform>
            <numerusform>mit %n ausgewählten Leaf-Switches verkabeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>The usual wiring for GPU clusters: GPUs of the same index share a leaf, so most collective traffic stays one hop away.</source>
        <translation>Die übliche Verkabelung für GPU-Cluster: GPUs mit demselben Index teilen sich einen Leaf-Switch, sodass der meiste Verkehr kollektiver Operationen nur einen Hop weit geht.</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message numerus="yes">
        <source>Up to %n cable(s); NICs that are already cabled are skipped.</source>
        <translation>
            <numerusform>Bis zu %n Kabel; bereits verkabelte NICs werden übersprungen.</numerusform>
            <numerusform>Bis zu %n Kabel; bereits verkabelte NICs werden übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewer leaves than NICs: the rails wrap around to the first leaves.</source>
        <translation>Weniger Leaf-Switches als NICs: Die Rails beginnen wieder bei den ersten Leaf-Switches.</translation>
    </message>
</context>
<context>
    <name>spinel::CostPlot</name>
    <message>
        <source>Cost (USD)</source>
        <translation>Kosten (USD)</translation>
    </message>
    <message>
        <source>Power (kW)</source>
        <translation>Leistungsaufnahme (kW)</translation>
    </message>
    <message>
        <source>Cost and power by category, with servers</source>
        <translation>Kosten und Leistungsaufnahme nach Kategorie, mit Servern</translation>
    </message>
    <message>
        <source>Network cost and power by category</source>
        <translation>Netzwerkkosten und Leistungsaufnahme nach Kategorie</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>With servers: %1 · %2 per GPU · %3 · %L4 GPUs</source>
        <translation>Mit Servern: %1 · %2 pro GPU · %3 · %L4 GPUs</translation>
    </message>
    <message>
        <source>Network: %1 · %2 per GPU · %3 · %L4 GPUs</source>
        <translation>Netzwerk: %1 · %2 pro GPU · %3 · %L4 GPUs</translation>
    </message>
    <message>
        <source>Nothing to cost: the design has no devices</source>
        <translation>Nichts zu berechnen: Das Design enthält keine Geräte</translation>
    </message>
    <message>
        <source>No network parts to cost: add switches and links</source>
        <translation>Keine Netzwerkteile zu berechnen: Fügen Sie Switches und Verbindungen hinzu</translation>
    </message>
    <message>
        <source>No cost: the catalog has no prices for these parts</source>
        <translation>Keine Kosten: Der Katalog enthält keine Preise für diese Teile</translation>
    </message>
    <message>
        <source>in server
price</source>
        <translation>im Server-
preis</translation>
    </message>
    <message>
        <source>Scale-up (NVLink domains)
%1</source>
        <translation>Scale-up (NVLink-Domänen)
%1</translation>
    </message>
    <message>
        <source>Scale-out (network)
%1</source>
        <translation>Scale-out (Netzwerk)
%1</translation>
    </message>
</context>
<context>
    <name>spinel::DesignSettingsDialog</name>
    <message>
        <source>Design Settings</source>
        <translation>Designeinstellungen</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>What this fabric is for, its constraints, its sources</source>
        <translation>Wofür diese Fabric gedacht ist, ihre Randbedingungen, ihre Quellen</translation>
    </message>
    <message>
        <source>The protocol the timing model assumes: per-message overheads and NCCL&apos;s choices differ</source>
        <translation>Das Protokoll, von dem das Zeitmodell ausgeht: Overheads pro Nachricht und NCCLs Wahl unterscheiden sich</translation>
    </message>
    <message>
        <source>:1</source>
        <translation>:1</translation>
    </message>
    <message>
        <source>Down to up bandwidth a switch may have before the checks warn; 1:1 is non-blocking</source>
        <translation>Verhältnis von Downlink- zu Uplink-Bandbreite, das ein Switch haben darf, bevor die Prüfungen warnen; 1:1 ist nicht blockierend</translation>
    </message>
    <message>
        <source>Switches reduce in the network (SHARP)</source>
        <translation>Switches reduzieren im Netzwerk (SHARP)</translation>
    </message>
    <message>
        <source>Time all-reduce with NCCL&apos;s CollNet on switches that can reduce. On a cluster this needs NCCL&apos;s SHARP plugin and NCCL_COLLNET_ENABLE=1.</source>
        <translation>All-Reduce mit NCCLs CollNet auf Switches berechnen, die reduzieren können. Auf einem Cluster braucht das NCCLs SHARP-Plugin und NCCL_COLLNET_ENABLE=1.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation>Transport:</translation>
    </message>
    <message>
        <source>Target oversubscription:</source>
        <translation>Ziel-Überbuchung:</translation>
    </message>
</context>
<context>
    <name>spinel::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <extracomment>%1 the file, %2 where in the design and what is wrong</extracomment>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: the design was changed while it was being saved</source>
        <translation>%1 kann nicht gespeichert werden: Das Design wurde während des Speicherns geändert</translation>
    </message>
    <message>
        <source>Saving was cancelled: %1 is as it was.</source>
        <translation>Speichern abgebrochen: %1 ist unverändert.</translation>
    </message>
</context>
<context>
    <name>spinel::DomainPropertiesBox</name>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink-Domäne</translation>
    </message>
    <message>
        <source>GPUs per NVLink partition: GPUs in different partitions talk over the scale-out NICs</source>
        <translation>GPUs pro NVLink-Partition: GPUs in verschiedenen Partitionen kommunizieren über die Scale-out-NICs</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Rack:</source>
        <translation>Rack:</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>Partition:</translation>
    </message>
    <message>
        <source>Compute trays:</source>
        <translation>Compute-Trays:</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPUs:</translation>
    </message>
    <message>
        <source>NVLink per GPU:</source>
        <translation>NVLink pro GPU:</translation>
    </message>
    <message>
        <source>NVLink domains:</source>
        <translation>NVLink-Domänen:</translation>
    </message>
    <message>
        <source>Custom group</source>
        <translation>Benutzerdefinierte Gruppe</translation>
    </message>
    <message>
        <source>%L1 of %L2</source>
        <translation>%L1 von %L2</translation>
    </message>
    <message>
        <source>%L1 GB/s per direction</source>
        <translation>%L1 GB/s pro Richtung</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Whole domain</source>
        <translation>Ganze Domäne</translation>
    </message>
    <message>
        <source>NVL%1</source>
        <translation>NVL%1</translation>
    </message>
    <message>
        <source>1 × %L1 GPUs</source>
        <translation>1 × %L1 GPUs</translation>
    </message>
    <message>
        <source>%L1 × %L2 GPUs</source>
        <translation>%L1 × %L2 GPUs</translation>
    </message>
    <message>
        <source>%L1 partitions</source>
        <translation>%L1 Partitionen</translation>
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
        <translation>Die zu erklärende kollektive Operation, auf allen GPUs des Designs, so wie NCCL sie ausführen würde</translation>
    </message>
    <message>
        <source>Message size (nccl-tests definition)</source>
        <translation>Nachrichtengröße (Definition wie nccl-tests)</translation>
    </message>
    <message>
        <source>updating…</source>
        <translation>wird aktualisiert…</translation>
    </message>
</context>
<context>
    <name>spinel::ExportActions</name>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;Canvas…</source>
        <translation>&amp;Zeichenfläche…</translation>
    </message>
    <message>
        <source>canvas</source>
        <translation>zeichenfläche</translation>
    </message>
    <message>
        <source>&amp;Bus Bandwidth Plot…</source>
        <translation>&amp;Busbandbreiten-Diagramm…</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>&amp;Scaling Plot…</source>
        <translation>&amp;Skalierungsdiagramm…</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>skalierung</translation>
    </message>
    <message>
        <source>C&amp;ost Plot…</source>
        <translation>K&amp;ostendiagramm…</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>kosten</translation>
    </message>
    <message>
        <source>Scenario C&amp;omparison…</source>
        <translation>Szenario&amp;vergleich…</translation>
    </message>
    <message>
        <source>scenarios</source>
        <translation>szenarien</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Bill of Materials (&amp;CSV)…</source>
        <translation>Stückliste (&amp;CSV)…</translation>
    </message>
    <message>
        <source>Export Bill of Materials</source>
        <translation>Stückliste exportieren</translation>
    </message>
    <message>
        <source>bom</source>
        <translation>stückliste</translation>
    </message>
    <message>
        <source>Bill of Materials (&amp;JSON)…</source>
        <translation>Stückliste (&amp;JSON)…</translation>
    </message>
    <message>
        <source>Cabling &amp;Plan (CSV)…</source>
        <translation>Verkabelungs&amp;plan (CSV)…</translation>
    </message>
    <message>
        <source>Export Cabling Plan</source>
        <translation>Verkabelungsplan exportieren</translation>
    </message>
    <message>
        <source>cabling</source>
        <translation>verkabelungsplan</translation>
    </message>
    <message>
        <source>Design &amp;Report (PDF)…</source>
        <translation>&amp;Designbericht (PDF)…</translation>
    </message>
    <message>
        <source>Export Design Report</source>
        <translation>Designbericht exportieren</translation>
    </message>
    <message>
        <source>report</source>
        <translation>bericht</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The plots are still being computed; try again.</source>
        <translation>Die Diagramme werden noch berechnet; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>not enough memory for the cabling plan</source>
        <translation>nicht genug Speicher für den Verkabelungsplan</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>&amp;Topology…</source>
        <translation>&amp;Topologie…</translation>
    </message>
</context>
<context>
    <name>spinel::FigureWriter</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot tell the format of %1: use .png, .svg or .pdf.</source>
        <translation>Das Format von %1 ist nicht erkennbar: Verwenden Sie .png, .svg oder .pdf.</translation>
    </message>
    <message>
        <source>Nothing to export: the figure is empty.</source>
        <translation>Nichts zu exportieren: Die Abbildung ist leer.</translation>
    </message>
    <message>
        <source>Exported from Spinel</source>
        <translation>Aus Spinel exportiert</translation>
    </message>
    <message>
        <source>Spinel</source>
        <translation>Spinel</translation>
    </message>
    <message>
        <source>cannot encode the PNG image</source>
        <translation>das PNG-Bild kann nicht kodiert werden</translation>
    </message>
</context>
<context>
    <name>spinel::FindBar</name>
    <message>
        <source>Find device by name…</source>
        <translation>Gerät nach Namen suchen…</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
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
        <translation>1 Fehler</translation>
    </message>
    <message>
        <source>%L1 errors</source>
        <translation>%L1 Fehler</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 Warnung</translation>
    </message>
    <message>
        <source>%L1 warnings</source>
        <translation>%L1 Warnungen</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>Befunde (%1)</translation>
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
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objekte</translation>
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
(%2)</translation>
    </message>
</context>
<context>
    <name>spinel::HelpMenu</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>Benutzer&amp;handbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Finding Codes</source>
        <translation>Befund&amp;codes</translation>
    </message>
    <message>
        <source>The user guide is missing from this build.</source>
        <translation>Das Benutzerhandbuch fehlt in diesem Build.</translation>
    </message>
    <message>
        <source>| Action | Shortcut |</source>
        <translation>| Aktion | Tastenkürzel |</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Every finding has a code; `spinel-cli validate` prints the same codes.</source>
        <translation>Jeder Befund hat einen Code; `spinel-cli validate` gibt dieselben Codes aus.</translation>
    </message>
    <message>
        <source>| Code | Meaning | What to do |</source>
        <translation>| Code | Bedeutung | Abhilfe |</translation>
    </message>
    <message>
        <source>Spinel User Guide</source>
        <translation>Spinel-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Finding Codes</source>
        <translation>Befundcodes</translation>
    </message>
</context>
<context>
    <name>spinel::LessonPanel</name>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lektionen…</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Guided lessons on the model: predict, compare, change the design</source>
        <translation>Geführte Lektionen zum Modell: vorhersagen, vergleichen, das Design ändern</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Spinel lessons (*.json)</source>
        <translation>Spinel-Lektionen (*.json)</translation>
    </message>
    <message>
        <source>No lesson &quot;%1&quot;.</source>
        <translation>Keine Lektion „%1“.</translation>
    </message>
    <message>
        <source>Cannot make the lesson&apos;s design: %1</source>
        <translation>Das Design der Lektion kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>Pick a lesson and press Start Lesson. Each lesson opens its own design; you predict, the model answers.</source>
        <translation>Wählen Sie eine Lektion und klicken Sie auf „Lektion starten“. Jede Lektion öffnet ihr eigenes Design; Sie sagen voraus, das Modell antwortet.</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>Annahmen:</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Type a number first.</source>
        <translation>Geben Sie zuerst eine Zahl ein.</translation>
    </message>
    <message>
        <source>Asking the model…</source>
        <translation>Das Modell wird befragt…</translation>
    </message>
    <message numerus="yes">
        <source>Your design meets all %n claim(s) of this step.</source>
        <translation>
            <numerusform>Ihr Design erfüllt die %n Aussage dieses Schritts.</numerusform>
            <numerusform>Ihr Design erfüllt alle %n Aussagen dieses Schritts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n claim(s) hold on your design.</source>
        <translation>
            <numerusform>%1 von %n Aussage trifft auf Ihr Design zu.</numerusform>
            <numerusform>%1 von %n Aussagen treffen auf Ihr Design zu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot answer: %1</source>
        <translation>Das Modell kann nicht antworten: %1</translation>
    </message>
    <message>
        <source>Right! The model gives %1; the lesson accepts %2.</source>
        <translation>Richtig! Das Modell ergibt %1; die Lektion akzeptiert %2.</translation>
    </message>
    <message>
        <source>Not quite: the model gives %1; the lesson accepts %2.</source>
        <translation>Nicht ganz: Das Modell ergibt %1; die Lektion akzeptiert %2.</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3</source>
        <translation>%1 · Schritt %2 von %3</translation>
    </message>
</context>
<context>
    <name>spinel::MainWindow</name>
    <message>
        <source>Spinel designs (*.spinel)</source>
        <translation>Spinel-Designs (*.spinel)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open design</source>
        <translation>Design kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The design could not be opened. The current design is unchanged.</source>
        <translation>Das Design konnte nicht geöffnet werden. Das aktuelle Design bleibt unverändert.</translation>
    </message>
    <message>
        <source>Open Design</source>
        <translation>Design öffnen</translation>
    </message>
    <message>
        <source>Save Design As</source>
        <translation>Design speichern unter</translation>
    </message>
    <message>
        <source>Cannot save design</source>
        <translation>Design kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to “%1” before closing?</source>
        <translation>Änderungen an „%1“ vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Your changes will be lost if you don&apos;t save them.</source>
        <translation>Ihre Änderungen gehen verloren, wenn Sie sie nicht speichern.</translation>
    </message>
    <message>
        <source>User catalog ignored</source>
        <translation>Benutzerkatalog ignoriert</translation>
    </message>
    <message>
        <source>Your catalog could not be read, so only the built-in catalog is used.

%1</source>
        <translation>Ihr Katalog konnte nicht gelesen werden, daher wird nur der eingebaute Katalog verwendet.

%1</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Start an empty design</source>
        <translation>Ein leeres Design beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a design file</source>
        <translation>Eine Designdatei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the design</source>
        <translation>Das Design speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the design under a new name</source>
        <translation>Das Design unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Fit to Design</source>
        <translation>An Design &amp;anpassen</translation>
    </message>
    <message>
        <source>&amp;About Spinel</source>
        <translation>Ü&amp;ber Spinel</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bereiche</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>D&amp;esign</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>%1[*] — Spinel</source>
        <translation>%1[*] — Spinel</translation>
    </message>
    <message>
        <source>GPUs: %L1</source>
        <translation>GPUs: %L1</translation>
    </message>
    <message>
        <source>Servers: %L1</source>
        <translation>Server: %L1</translation>
    </message>
    <message>
        <source>Switches: %L1 (leaf %L2, spine %L3, core %L4)</source>
        <translation>Switches: %L1 (Leaf %L2, Spine %L3, Core %L4)</translation>
    </message>
    <message>
        <source>Cables: %L1</source>
        <translation>Kabel: %L1</translation>
    </message>
    <message>
        <source>%L1 %</source>
        <translation>%L1 %</translation>
    </message>
    <message>
        <source>About Spinel</source>
        <translation>Über Spinel</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>&lt;opened design&gt;</source>
        <translation>&lt;geöffnetes Design&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Aus&amp;schneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Co&amp;nnect Servers to Leaves…</source>
        <translation>Server mit Leaf-Switches verbi&amp;nden…</translation>
    </message>
    <message>
        <source>Cable the selected servers to the selected leaf switches, rail-aligned or round-robin</source>
        <translation>Die ausgewählten Server mit den ausgewählten Leaf-Switches verkabeln, rail-ausgerichtet oder per Round-Robin</translation>
    </message>
    <message>
        <source>Auto-&amp;Layout by Tier</source>
        <translation>Auto-Layou&amp;t nach Ebenen</translation>
    </message>
    <message>
        <source>Arrange core, spine and leaf switches in rows and servers under their leaves</source>
        <translation>Core-, Spine- und Leaf-Switches in Reihen anordnen, Server unter ihren Leaf-Switches</translation>
    </message>
    <message>
        <source>&amp;Find Device…</source>
        <translation>&amp;Gerät suchen…</translation>
    </message>
    <message>
        <source>Align &amp;Left</source>
        <translation>&amp;Links ausrichten</translation>
    </message>
    <message>
        <source>Align &amp;Centres Horizontally</source>
        <translation>&amp;Horizontal zentrieren</translation>
    </message>
    <message>
        <source>Align &amp;Right</source>
        <translation>&amp;Rechts ausrichten</translation>
    </message>
    <message>
        <source>Align &amp;Top</source>
        <translation>&amp;Oben ausrichten</translation>
    </message>
    <message>
        <source>Align Centres &amp;Vertically</source>
        <translation>&amp;Vertikal zentrieren</translation>
    </message>
    <message>
        <source>Align &amp;Bottom</source>
        <translation>&amp;Unten ausrichten</translation>
    </message>
    <message>
        <source>Distribute &amp;Horizontally</source>
        <translation>Hori&amp;zontal verteilen</translation>
    </message>
    <message>
        <source>Distribute V&amp;ertically</source>
        <translation>Verti&amp;kal verteilen</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>A&amp;uswählen</translation>
    </message>
    <message>
        <source>Select and move (V)</source>
        <translation>Auswählen und verschieben (V)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Connect: drag from one device to another (C)</source>
        <translation>Verbinden: von einem Gerät zu einem anderen ziehen (C)</translation>
    </message>
    <message>
        <source>S&amp;nap to Grid</source>
        <translation>Am &amp;Raster einrasten</translation>
    </message>
    <message>
        <source>Snap moved and placed devices to the grid</source>
        <translation>Verschobene und platzierte Geräte am Raster einrasten</translation>
    </message>
    <message>
        <source>A&amp;rrange</source>
        <translation>An&amp;ordnen</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Arrange</source>
        <translation>Anordnen</translation>
    </message>
    <message>
        <source>&amp;Training Settings…</source>
        <translation>&amp;Trainingseinstellungen…</translation>
    </message>
    <message>
        <source>&amp;Pin as Scenario</source>
        <translation>Als &amp;Szenario anheften</translation>
    </message>
    <message>
        <source>Keep the design&apos;s key figures to compare with later versions</source>
        <translation>Die Kennzahlen des Designs zum Vergleich mit späteren Versionen festhalten</translation>
    </message>
    <message>
        <source>The design had no device positions, so it was laid out by tier (%1 to undo).</source>
        <translation>Das Design hatte keine Gerätepositionen und wurde daher nach Ebenen angeordnet (%1 zum Rückgängigmachen).</translation>
    </message>
    <message>
        <source>&amp;In-Network Reduction (SHARP)</source>
        <translation>&amp;In-Network-Reduktion (SHARP)</translation>
    </message>
    <message>
        <source>Time all-reduce with NCCL&apos;s CollNet on switches that reduce (SHARP). On a cluster this needs NCCL&apos;s SHARP plugin and NCCL_COLLNET_ENABLE=1; NCCL does not use it otherwise.</source>
        <translation>All-Reduce mit NCCLs CollNet auf reduzierenden Switches (SHARP) berechnen. Auf einem Cluster braucht das NCCLs SHARP-Plugin und NCCL_COLLNET_ENABLE=1; sonst verwendet NCCL es nicht.</translation>
    </message>
    <message>
        <source>Select &amp;Connected</source>
        <translation>Ver&amp;bundene auswählen</translation>
    </message>
    <message>
        <source>Add the links of the selected devices and the devices at their other ends</source>
        <translation>Die Verbindungen der ausgewählten Geräte und die Geräte an ihren anderen Enden zur Auswahl hinzufügen</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>&amp;Eigenschaften</translation>
    </message>
    <message>
        <source>Show &amp;Ports…</source>
        <translation>&amp;Ports anzeigen…</translation>
    </message>
    <message>
        <source>an untitled design</source>
        <translation>einem unbenannten Design</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Spinel did not close properly. Unsaved changes to %1 from %2 were kept.</source>
        <translation>Spinel wurde nicht ordnungsgemäß beendet. Ungespeicherte Änderungen an %1 vom %2 wurden aufbewahrt.</translation>
    </message>
    <message>
        <source>Restore them? Discard deletes them; Later keeps them for the next start.</source>
        <translation>Sollen sie wiederhergestellt werden? „Verwerfen“ löscht sie; „Später“ bewahrt sie bis zum nächsten Start auf.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>Restored the unsaved changes to %1.</source>
        <translation>Die ungespeicherten Änderungen an %1 wurden wiederhergestellt.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Spinel %1&lt;/h3&gt;&lt;p&gt;Design AI-training network fabrics: place switches and GPU servers, connect them, check the fabric and see what it costs and how fast collectives run on it.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Spinel %1&lt;/h3&gt;&lt;p&gt;Netzwerk-Fabrics für KI-Training entwerfen: Switches und GPU-Server platzieren, verbinden, die Fabric prüfen und sehen, was sie kostet und wie schnell kollektive Operationen darauf laufen.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Build: %1, Qt %2 (running on Qt %3)</source>
        <translation>Build: %1, Qt %2 (läuft unter Qt %3)</translation>
    </message>
    <message>
        <source>Why This Number</source>
        <translation>Warum diese Zahl</translation>
    </message>
    <message>
        <source>&amp;Design Settings…</source>
        <translation>&amp;Designeinstellungen…</translation>
    </message>
    <message>
        <source>Name, description, transport, target oversubscription, in-network reduction</source>
        <translation>Name, Beschreibung, Transport, Ziel-Überbuchung, In-Network-Reduktion</translation>
    </message>
    <message>
        <source>&amp;Group Into NVLink Domain</source>
        <translation>Zu NVLink-Domäne &amp;gruppieren</translation>
    </message>
    <message>
        <source>Make the selected servers one NVLink (scale-up) domain, like the trays of a rack</source>
        <translation>Die ausgewählten Server zu einer NVLink-Domäne (Scale-up) zusammenfassen, wie die Trays eines Racks</translation>
    </message>
    <message>
        <source>U&amp;ngroup NVLink Domain</source>
        <translation>NVLink-Domäne auf&amp;lösen</translation>
    </message>
    <message>
        <source>Dissolve the selected NVLink domains: their servers stay</source>
        <translation>Die ausgewählten NVLink-Domänen auflösen: ihre Server bleiben erhalten</translation>
    </message>
    <message>
        <source>Updating canvas %p%</source>
        <translation>Zeichenfläche wird aktualisiert %p%</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weiterer.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Older design file</source>
        <translation>Ältere Designdatei</translation>
    </message>
    <message>
        <source>“%1” was written by an older Spinel and was upgraded as it opened. Saving writes it in the current format.</source>
        <translation>„%1“ wurde von einer älteren Spinel-Version geschrieben und beim Öffnen aktualisiert. Beim Speichern wird sie im aktuellen Format geschrieben.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saving %1… %2 written</source>
        <extracomment>%1 a file name, %2 an amount such as &quot;64 MiB&quot;</extracomment>
        <translation>%1 wird gespeichert … %2 geschrieben</translation>
    </message>
</context>
<context>
    <name>spinel::NodeNameMapDialog</name>
    <message>
        <source>Node-Name Map</source>
        <translation>Node-Name-Map</translation>
    </message>
    <message>
        <source>Host and switch names for %1 come from a node-name map (GUID &quot;name&quot; lines, as for ibnetdiscover --node-name-map). Leave it empty to use the names in the dump.</source>
        <translation>Host- und Switch-Namen für %1 stammen aus einer Node-Name-Map (Zeilen der Form GUID &quot;Name&quot;, wie für ibnetdiscover --node-name-map). Lassen Sie das Feld leer, um die Namen im Dump zu verwenden.</translation>
    </message>
    <message>
        <source>No map: the names in the dump</source>
        <translation>Keine Map: die Namen im Dump</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Map:</translation>
    </message>
    <message>
        <source>Choose a Node-Name Map</source>
        <translation>Node-Name-Map auswählen</translation>
    </message>
    <message>
        <source>Node-name maps (*.node-name-map *.map *.txt);;All files (*)</source>
        <translation>Node-Name-Maps (*.node-name-map *.map *.txt);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>spinel::OverviewWidget</name>
    <message>
        <source>Click or drag to move the canvas</source>
        <translation>Klicken oder ziehen, um die Zeichenfläche zu verschieben</translation>
    </message>
    <message>
        <source>Empty design</source>
        <translation>Leeres Design</translation>
    </message>
</context>
<context>
    <name>spinel::PaletteWidget</name>
    <message>
        <source>%1 ports × %2 Gb/s</source>
        <translation>%1 Ports × %2 Gb/s</translation>
    </message>
    <message>
        <source>or %1 × %2 Gb/s (breakout)</source>
        <translation>oder %1 × %2 Gb/s (Breakout)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Drag onto the canvas, or double-click to place</source>
        <translation>Auf die Zeichenfläche ziehen oder zum Platzieren doppelklicken</translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation>Leaf-Switches</translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation>Spine-Switches</translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation>Core-Switches</translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <source>%1 GPUs in one NVLink domain, %2 GB/s NVLink per GPU</source>
        <translation>%1 GPUs in einer NVLink-Domäne, %2 GB/s NVLink pro GPU</translation>
    </message>
    <message>
        <source>%1 × %2, %3 NVLink switch trays</source>
        <translation>%1 × %2, %3 NVLink-Switch-Trays</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
</context>
<context>
    <name>spinel::PlotDocks</name>
    <message>
        <source>Training Settings…</source>
        <translation>Trainingseinstellungen…</translation>
    </message>
    <message>
        <source>Include servers</source>
        <translation>Server einbeziehen</translation>
    </message>
    <message>
        <source>Servers cost far more than the network; leave them out to compare fabrics</source>
        <translation>Server kosten weit mehr als das Netzwerk; lassen Sie sie weg, um Fabrics zu vergleichen</translation>
    </message>
    <message>
        <source>Bus Bandwidth</source>
        <translation>Busbandbreite</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Training not estimated: %1</source>
        <translation>Training nicht abgeschätzt: %1</translation>
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
        <translation>%1 · %2 · %L3 GPUs</translation>
    </message>
    <message>
        <source>%L1 GPUs: step %2 = compute %3 + bubble %4 + exposed communication %5; MFU %6, time to train %7</source>
        <translation>%L1 GPUs: Schritt %2 = Rechenzeit %3 + Blase %4 + sichtbare Kommunikation %5; MFU %6, Trainingsdauer %7</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n weiteres</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>What-if: without %1</source>
        <translation>Was-wäre-wenn: ohne %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
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
        <translation>wird aktualisiert…</translation>
    </message>
    <message>
        <source>Export Plot…</source>
        <translation>Diagramm exportieren…</translation>
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
        <translation>Ports von %1</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
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
            <numerusform>%1 (%2): %n Verbindung</numerusform>
            <numerusform>%1 (%2): %n Verbindungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with %n cable(s).</source>
        <translation>
            <numerusform>mit %n Kabel.</numerusform>
            <numerusform>mit %n Kabeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>Rail</translation>
    </message>
    <message>
        <source>Peer</source>
        <translation>Gegenstelle</translation>
    </message>
    <message>
        <source>Peer NIC / port</source>
        <translation>NIC / Port der Gegenstelle</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>NIC %1 is cabled to a leaf of rail %2: not rail-aligned</source>
        <translation>NIC %1 ist mit einem Leaf von Rail %2 verkabelt: nicht rail-ausgerichtet</translation>
    </message>
    <message>
        <source>NICs not pinned are taken in the order the cables were drawn, as the analysis does; the rail is the one the leaf at the other end carries.</source>
        <translation>Nicht festgelegte NICs werden wie in der Analyse in der Reihenfolge genommen, in der die Kabel gezeichnet wurden; die Rail ist die des Leafs am anderen Ende.</translation>
    </message>
    <message>
        <source>“auto”: the port is not pinned; Spinel assigns ports in link order.</source>
        <translation>„auto“: Der Port ist nicht festgelegt; Spinel weist Ports in Link-Reihenfolge zu.</translation>
    </message>
</context>
<context>
    <name>spinel::PresentationMode</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen with the animation and the plot side by side; Esc leaves</source>
        <translation>Vollbild mit Animation und Diagramm nebeneinander; Esc beendet</translation>
    </message>
</context>
<context>
    <name>spinel::PriceCatalog</name>
    <message>
        <source>&amp;Catalog and Prices…</source>
        <translation>&amp;Katalog und Preise…</translation>
    </message>
    <message>
        <source>See every part&apos;s price, source and power; set this design&apos;s own prices</source>
        <translation>Preis, Quelle und Leistungsaufnahme jedes Teils ansehen; eigene Preise für dieses Design festlegen</translation>
    </message>
</context>
<context>
    <name>spinel::PropertiesWidget</name>
    <message>
        <source>Mixed</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>Select devices or links on the canvas to edit them.</source>
        <translation>Wählen Sie Geräte oder Verbindungen auf der Zeichenfläche aus, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <source>Rack or scalable unit; auto-layout keeps a group&apos;s devices together</source>
        <translation>Rack oder Scalable Unit; das Auto-Layout hält die Geräte einer Gruppe zusammen</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>Rolle:</translation>
    </message>
    <message>
        <source>Group:</source>
        <translation>Gruppe:</translation>
    </message>
    <message>
        <source>NIC model:</source>
        <translation>NIC-Modell:</translation>
    </message>
    <message>
        <source>NICs:</source>
        <translation>NICs:</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Geschwindigkeit:</translation>
    </message>
    <message>
        <source>Cables:</source>
        <translation>Kabel:</translation>
    </message>
    <message>
        <source>Medium:</source>
        <translation>Medium:</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message numerus="yes">
        <source>%n devices</source>
        <translation>
            <numerusform>%n Gerät</numerusform>
            <numerusform>%n Geräte</numerusform>
        </translation>
    </message>
    <message>
        <source>Select only switches or only servers to change the model</source>
        <translation>Wählen Sie nur Switches oder nur Server aus, um das Modell zu ändern</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Standard (%1)</translation>
    </message>
    <message>
        <source>Model default</source>
        <translation>Modellstandard</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n Verbindung</numerusform>
            <numerusform>%n Verbindungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Nicht festgelegt</translation>
    </message>
    <message>
        <source>The line rate of each cable: one of the standard Ethernet and InfiniBand rates</source>
        <translation>Die Leitungsrate jedes Kabels: eine der Standardraten von Ethernet und InfiniBand</translation>
    </message>
    <message>
        <source>Parallel cables between the two devices, 1 to %L1</source>
        <translation>Parallele Kabel zwischen den beiden Geräten, 1 bis %L1</translation>
    </message>
    <message>
        <source>%L1 Gb/s</source>
        <translation>%L1 Gb/s</translation>
    </message>
    <message>
        <source>%L1 Gb/s (non-standard)</source>
        <translation>%L1 Gb/s (kein Standardwert)</translation>
    </message>
    <message>
        <source>The NIC (server) or port (switch) each end uses, as the analysis assigns them: pinned, else in the order the cables were drawn</source>
        <translation>Die NIC (Server) bzw. der Port (Switch), den jedes Ende nutzt, wie die Analyse sie zuweist: festgelegt, sonst in der Reihenfolge, in der die Kabel gezeichnet wurden</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
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
        <translation>%1 Port %2</translation>
    </message>
    <message>
        <source>(rail %1)</source>
        <translation>(Rail %1)</translation>
    </message>
    <message>
        <source>%1, %2 and %3 selected. A change below applies to all of them.</source>
        <translation>%1, %2 und %3 ausgewählt. Eine Änderung unten gilt für alle.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln server(s)</source>
        <translation>
            <numerusform>%Ln Server</numerusform>
            <numerusform>%Ln Server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln switch(es)</source>
        <translation>
            <numerusform>%Ln Switch</numerusform>
            <numerusform>%Ln Switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln Verbindung</numerusform>
            <numerusform>%Ln Verbindungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
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
        <translation>Designbericht: %1</translation>
    </message>
    <message>
        <source>Spinel design report · %1</source>
        <translation>Spinel-Designbericht · %1</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Untitled design</source>
        <translation>Unbenanntes Design</translation>
    </message>
    <message>
        <source>Design report generated by Spinel on %1%2</source>
        <translation>Designbericht, erstellt von Spinel am %1%2</translation>
    </message>
    <message>
        <source> from %1</source>
        <translation> aus %1</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>GPUs / servers</source>
        <translation>GPUs / Server</translation>
    </message>
    <message>
        <source>%L1 GPUs in %L2 servers (%L3 NICs)</source>
        <translation>%L1 GPUs in %L2 Servern (%L3 NICs)</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>%L1: %L2 leaf, %L3 spine, %L4 core</source>
        <translation>%L1: %L2 Leaf, %L3 Spine, %L4 Core</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>%L1: %L2 server–leaf, %L3 leaf–spine, %L4 spine–core, %L5 other</source>
        <translation>%L1: %L2 Server–Leaf, %L3 Leaf–Spine, %L4 Spine–Core, %L5 sonstige</translation>
    </message>
    <message>
        <source>%1 %2 (%L3 of %L4 ports)</source>
        <translation>%1 %2 (%L3 von %L4 Ports)</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Überbuchung</translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation>Bisektionsbandbreite</translation>
    </message>
    <message>
        <source>%L1 Tb/s of %L2 Tb/s non-blocking (%3, %4)</source>
        <translation>%L1 Tb/s von %L2 Tb/s nicht blockierend (%3, %4)</translation>
    </message>
    <message>
        <source>Diameter</source>
        <translation>Durchmesser</translation>
    </message>
    <message>
        <source>%1 hops</source>
        <translation>%1 Hops</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Connectivity</source>
        <translation>Konnektivität</translation>
    </message>
    <message>
        <source>one connected fabric</source>
        <translation>eine zusammenhängende Fabric</translation>
    </message>
    <message>
        <source>%1 separate parts; %L2 GPUs cut off</source>
        <translation>%1 getrennte Teile; %L2 GPUs abgetrennt</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>All-reduce busbw at 1 GiB</source>
        <translation>All-Reduce-busbw bei 1 GiB</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Training workload</source>
        <translation>Trainings-Workload</translation>
    </message>
    <message>
        <source>Training step</source>
        <translation>Trainingsschritt</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <source>%1 for %L2 B tokens (%L3 tokens/s)</source>
        <translation>%1 für %L2 Mrd. Token (%L3 Token/s)</translation>
    </message>
    <message>
        <source>not estimated: %1</source>
        <translation>nicht abgeschätzt: %1</translation>
    </message>
    <message>
        <source>Network cost</source>
        <translation>Netzwerkkosten</translation>
    </message>
    <message>
        <source>%1 (%2 per GPU), %3</source>
        <translation>%1 (%2 pro GPU), %3</translation>
    </message>
    <message>
        <source>With servers</source>
        <translation>Mit Servern</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Findings: %L1 errors, %L2 warnings, %L3 notes</source>
        <translation>Befunde: %L1 Fehler, %L2 Warnungen, %L3 Hinweise</translation>
    </message>
    <message>
        <source>No findings: the rules checks pass.</source>
        <translation>Keine Befunde: Die Regelprüfungen sind bestanden.</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>… and %L1 more; run “spinel-cli analyze” for the full list.</source>
        <translation>… und %L1 weitere; die vollständige Liste liefert „spinel-cli analyze“.</translation>
    </message>
    <message>
        <source>Collective performance</source>
        <translation>Leistung kollektiver Operationen</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Cost and power</source>
        <translation>Kosten und Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Stückliste</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>%1 pro GPU</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einzelpreis</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>Gesamtpreis</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Prices are list or street prices from the catalog with this design&apos;s overrides; each line&apos;s source and date are in the BOM export (spinel-cli bom --csv).</source>
        <translation>Die Preise sind Listen- oder Marktpreise aus dem Katalog mit den Preisanpassungen dieses Designs; Quelle und Datum jeder Position stehen im Stücklisten-Export (spinel-cli bom --csv).</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>… and %L1 more notes.</source>
        <translation>… und %L1 weitere Hinweise.</translation>
    </message>
    <message>
        <source>%L1 B parameters, %2 M tokens per step in sequences of %L3, micro-batch %4; kernel efficiency %5; tensor × pipeline × context %6 × %7 × %8</source>
        <translation>%L1 Mrd. Parameter, %2 Mio. Token pro Schritt in Sequenzen von %L3, Micro-Batch %4; Kernel-Effizienz %5; Tensor × Pipeline × Kontext %6 × %7 × %8</translation>
    </message>
    <message>
        <source>, %1 virtual stages</source>
        <translation>, %1 virtuelle Stufen</translation>
    </message>
    <message>
        <source>, %1 experts (top-%2) over %3 GPUs</source>
        <translation>, %1 Experten (Top-%2) über %3 GPUs</translation>
    </message>
    <message>
        <source>, selective recomputation</source>
        <translation>, selektive Neuberechnung</translation>
    </message>
    <message>
        <source>, full recomputation</source>
        <translation>, vollständige Neuberechnung</translation>
    </message>
    <message>
        <source>, ZeRO stage %1</source>
        <translation>, ZeRO-Stufe %1</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>Tensor-Parallel</translation>
    </message>
    <message>
        <source>context parallel</source>
        <translation>Kontext-Parallel</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>Expert-Parallel</translation>
    </message>
    <message>
        <source>pipeline</source>
        <translation>Pipeline</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>Datenparallel</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: compute %2, pipeline bubble %3, exposed communication %4</source>
        <translation>%1: Rechenzeit %2, Pipeline-Blase %3, sichtbare Kommunikation %4</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>Sichtbare Kommunikation</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>MFU %1 (hardware FLOPs %2), scaling efficiency %3</source>
        <translation>MFU %1 (Hardware-FLOPs %2), Skalierungseffizienz %3</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source> (%L1 included in the server price)</source>
        <translation> (%L1 im Serverpreis enthalten)</translation>
    </message>
</context>
<context>
    <name>spinel::RunListColumnPicker</name>
    <message>
        <source>Spinel run list (parts, lengths, labels)</source>
        <translation>Spinel-Run-List (Teile, Längen, Beschriftungen)</translation>
    </message>
    <message>
        <source>NVIDIA cable validation (P2P)</source>
        <translation>NVIDIA-Kabelvalidierung (P2P)</translation>
    </message>
    <message>
        <source>Custom columns</source>
        <translation>Eigene Spalten</translation>
    </message>
    <message>
        <source>P2P: the column set of NVIDIA UFM Cable Validation Tool&apos;s P2P sheet</source>
        <translation>P2P: der Spaltensatz des P2P-Blatts des NVIDIA UFM Cable Validation Tool</translation>
    </message>
    <message>
        <source>Check the columns to write; drag to change their order</source>
        <translation>Zu schreibende Spalten ankreuzen; zum Ändern der Reihenfolge ziehen</translation>
    </message>
    <message>
        <source>Cable label: A device/port - Z device/port</source>
        <translation>Kabelbeschriftung: A-Gerät/Port - Z-Gerät/Port</translation>
    </message>
    <message>
        <source>A end (the lower tier): device name</source>
        <translation>A-Ende (die untere Ebene): Gerätename</translation>
    </message>
    <message>
        <source>A end: Host or Switch</source>
        <translation>A-Ende: Host oder Switch</translation>
    </message>
    <message>
        <source>A end: rack (the device&apos;s group)</source>
        <translation>A-Ende: Rack (die Gruppe des Geräts)</translation>
    </message>
    <message>
        <source>A end: rack unit (blank: designs have no rack elevations)</source>
        <translation>A-Ende: Höheneinheit (leer: Designs haben keine Rack-Ansichten)</translation>
    </message>
    <message>
        <source>A end: port number (servers: NIC number)</source>
        <translation>A-Ende: Portnummer (Server: NIC-Nummer)</translation>
    </message>
    <message>
        <source>Z end: device name</source>
        <translation>Z-Ende: Gerätename</translation>
    </message>
    <message>
        <source>Z end: Host or Switch</source>
        <translation>Z-Ende: Host oder Switch</translation>
    </message>
    <message>
        <source>Z end: rack (the device&apos;s group)</source>
        <translation>Z-Ende: Rack (die Gruppe des Geräts)</translation>
    </message>
    <message>
        <source>Z end: rack unit (blank: designs have no rack elevations)</source>
        <translation>Z-Ende: Höheneinheit (leer: Designs haben keine Rack-Ansichten)</translation>
    </message>
    <message>
        <source>Z end: port number</source>
        <translation>Z-Ende: Portnummer</translation>
    </message>
    <message>
        <source>Speed in Gb/s</source>
        <translation>Geschwindigkeit in Gb/s</translation>
    </message>
    <message>
        <source>Medium: dac, aoc, multimode or singlemode</source>
        <translation>Medium: dac, aoc, multimode oder singlemode</translation>
    </message>
    <message>
        <source>Cable part (catalog id)</source>
        <translation>Kabelteil (Katalog-ID)</translation>
    </message>
    <message>
        <source>Transceiver part, one per end</source>
        <translation>Transceiver-Teil, eines pro Ende</translation>
    </message>
    <message>
        <source>Length in metres</source>
        <translation>Länge in Metern</translation>
    </message>
    <message>
        <source>Whether a typical length was assumed</source>
        <translation>Ob eine typische Länge angenommen wurde</translation>
    </message>
    <message>
        <source>The design&apos;s link</source>
        <translation>Der Link des Designs</translation>
    </message>
</context>
<context>
    <name>spinel::ScalingPlot</name>
    <message>
        <source>GPUs (first servers in rail order)</source>
        <translation>GPUs (erste Server in Rail-Reihenfolge)</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Schrittzeit (s)</translation>
    </message>
    <message>
        <source>Scaling efficiency (%)</source>
        <translation>Skalierungseffizienz (%)</translation>
    </message>
    <message>
        <source>Scaling of the training step</source>
        <translation>Skalierung des Trainingsschritts</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Ideal (compute only)</source>
        <translation>Ideal (nur Rechenzeit)</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>Skalierungseffizienz</translation>
    </message>
    <message>
        <source>No GPUs in the design</source>
        <translation>Keine GPUs im Design</translation>
    </message>
    <message>
        <source>No scaling curve: %1</source>
        <translation>Keine Skalierungskurve: %1</translation>
    </message>
    <message>
        <source>Compute + pipeline bubble</source>
        <translation>Rechenzeit + Pipeline-Blase</translation>
    </message>
    <message>
        <source>No scaling curve: no GPU count fits the training settings</source>
        <translation>Keine Skalierungskurve: Keine GPU-Anzahl passt zu den Trainingseinstellungen</translation>
    </message>
</context>
<context>
    <name>spinel::ScenarioChart</name>
    <message>
        <source>Time to train ↓</source>
        <translation>Trainingsdauer ↓</translation>
    </message>
    <message>
        <source>All-reduce busbw
at 1 GiB ↑</source>
        <translation>All-Reduce-busbw
bei 1 GiB ↑</translation>
    </message>
    <message>
        <source>Network cost ↓</source>
        <translation>Netzwerkkosten ↓</translation>
    </message>
    <message>
        <source>Network cost
per GPU ↓</source>
        <translation>Netzwerkkosten
pro GPU ↓</translation>
    </message>
    <message>
        <source>Network power ↓</source>
        <translation>Leistungsaufnahme
Netzwerk ↓</translation>
    </message>
    <message>
        <source>Share of the largest scenario (%)</source>
        <translation>Anteil am größten Szenario (%)</translation>
    </message>
    <message>
        <source>Scenario comparison</source>
        <translation>Szenariovergleich</translation>
    </message>
</context>
<context>
    <name>spinel::ScenarioCompareWidget</name>
    <message>
        <source>Pin as Scenario</source>
        <translation>Als Szenario anheften</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Keep the current design&apos;s key figures as a named scenario to compare against</source>
        <translation>Die Kennzahlen des aktuellen Designs als benanntes Szenario zum Vergleich festhalten</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>Skalierungseffizienz</translation>
    </message>
    <message>
        <source>All-reduce busbw at 1 GiB</source>
        <translation>All-Reduce-busbw bei 1 GiB</translation>
    </message>
    <message>
        <source>Network cost</source>
        <translation>Netzwerkkosten</translation>
    </message>
    <message>
        <source>Network cost per GPU</source>
        <translation>Netzwerkkosten pro GPU</translation>
    </message>
    <message>
        <source>Network power</source>
        <translation>Leistungsaufnahme Netzwerk</translation>
    </message>
    <message>
        <source>Cost with servers</source>
        <translation>Kosten mit Servern</translation>
    </message>
    <message>
        <source>Power with servers</source>
        <translation>Leistungsaufnahme mit Servern</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>Szenario umbenennen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
</context>
<context>
    <name>spinel::TemplateDialog</name>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Bisection</source>
        <translation>Bisektion</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Überbuchung</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Network cost</source>
        <translation>Netzwerkkosten</translation>
    </message>
    <message>
        <source>Network power</source>
        <translation>Leistungsaufnahme Netzwerk</translation>
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
        <translation>Leaf</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>New from Template</source>
        <translation>Neu aus Vorlage</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation>&amp;Vorlage:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>%L1</source>
        <translation>%L1</translation>
    </message>
    <message>
        <source>%L1 (%L2 NICs)</source>
        <translation>%L1 (%L2 NICs)</translation>
    </message>
    <message>
        <source>%L1 leaf</source>
        <translation>%L1 Leaf</translation>
    </message>
    <message>
        <source>%L1 spine</source>
        <translation>%L1 Spine</translation>
    </message>
    <message>
        <source>%L1 core</source>
        <translation>%L1 Core</translation>
    </message>
    <message>
        <source>none (direct links)</source>
        <translation>keine (direkte Verbindungen)</translation>
    </message>
    <message>
        <source>%L1: %2</source>
        <translation>%L1: %2</translation>
    </message>
    <message>
        <source>%L1 server–leaf</source>
        <translation>%L1 Server–Leaf</translation>
    </message>
    <message>
        <source>%L1 leaf–spine</source>
        <translation>%L1 Leaf–Spine</translation>
    </message>
    <message>
        <source>%L1 spine–core</source>
        <translation>%L1 Spine–Core</translation>
    </message>
    <message>
        <source>%L1 other</source>
        <translation>%L1 sonstige</translation>
    </message>
    <message>
        <source>%1 (%L2 % of full)</source>
        <translation>%1 (%L2 % des Maximums)</translation>
    </message>
    <message>
        <source>%1 %L2:1</source>
        <translation>%1 %L2:1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%L1 errors, %L2 warnings</source>
        <translation>%L1 Fehler, %L2 Warnungen</translation>
    </message>
    <message>
        <source>no errors or warnings</source>
        <translation>keine Fehler oder Warnungen</translation>
    </message>
    <message>
        <source>%1 · %2 per GPU</source>
        <translation>%1 · %2 pro GPU</translation>
    </message>
    <message>
        <source>%L1 kW</source>
        <translation>%L1 kW</translation>
    </message>
    <message>
        <source>Design name</source>
        <translation>Designname</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Server model</source>
        <translation>Servermodell</translation>
    </message>
    <message>
        <source>NIC model</source>
        <translation>NIC-Modell</translation>
    </message>
    <message>
        <source>NICs per server</source>
        <translation>NICs pro Server</translation>
    </message>
    <message>
        <source>Switch model</source>
        <translation>Switch-Modell</translation>
    </message>
    <message>
        <source>Ports per switch (k)</source>
        <translation>Ports pro Switch (k)</translation>
    </message>
    <message>
        <source>Switch tiers</source>
        <translation>Switch-Ebenen</translation>
    </message>
    <message>
        <source>Rail-aligned</source>
        <translation>Rail-ausgerichtet</translation>
    </message>
    <message>
        <source>Switch planes</source>
        <translation>Switch-Planes</translation>
    </message>
    <message>
        <source>Scalable units</source>
        <translation>Scalable Units</translation>
    </message>
    <message>
        <source>Servers per unit</source>
        <translation>Server pro Unit</translation>
    </message>
    <message>
        <source>Dimensions</source>
        <translation>Dimensionen</translation>
    </message>
    <message>
        <source>Link speed (Gb/s)</source>
        <translation>Verbindungsgeschwindigkeit (Gb/s)</translation>
    </message>
    <message>
        <source>Cables per neighbour</source>
        <translation>Kabel pro Nachbar</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>%1 (spinel-cli generate: %2)</source>
        <translation>%1 (spinel-cli generate: %2)</translation>
    </message>
    <message>
        <source>NVL72 racks</source>
        <translation>NVL72-Racks</translation>
    </message>
    <message>
        <source>Rack model</source>
        <translation>Rack-Modell</translation>
    </message>
    <message>
        <source>Racks per unit</source>
        <translation>Racks pro Unit</translation>
    </message>
    <message>
        <source>NVLink partition (GPUs)</source>
        <translation>NVLink-Partition (GPUs)</translation>
    </message>
</context>
<context>
    <name>spinel::TopologyExport</name>
    <message>
        <source>Slurm topology.conf (topology/tree)</source>
        <translation>Slurm topology.conf (topology/tree)</translation>
    </message>
    <message>
        <source>Slurm topology.yaml (tree and block)</source>
        <translation>Slurm topology.yaml (tree und block)</translation>
    </message>
    <message>
        <source>ibsim net file</source>
        <translation>ibsim-Netzdatei</translation>
    </message>
    <message>
        <source>ibnetdiscover topology</source>
        <translation>ibnetdiscover-Topologie</translation>
    </message>
    <message>
        <source>GraphML</source>
        <translation>GraphML</translation>
    </message>
    <message>
        <source>Graphviz DOT with ports</source>
        <translation>Graphviz DOT mit Ports</translation>
    </message>
    <message>
        <source>containerlab topology</source>
        <translation>containerlab-Topologie</translation>
    </message>
    <message>
        <source>NetBox bulk-import CSVs (folder)</source>
        <translation>NetBox-Massenimport-CSVs (Ordner)</translation>
    </message>
    <message>
        <source>Cabling run list (CSV)</source>
        <translation>Kabelverlegeliste (CSV)</translation>
    </message>
    <message>
        <source>ASTRA-sim inputs (folder)</source>
        <translation>ASTRA-sim-Eingabedateien (Ordner)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>not enough memory for the export</source>
        <translation>nicht genug Speicher für den Export</translation>
    </message>
</context>
<context>
    <name>spinel::TopologyExportDialog</name>
    <message>
        <source>Export Topology</source>
        <translation>Topologie exportieren</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Save to:</source>
        <translation>&amp;Speichern unter:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Export Topology to Folder</source>
        <translation>Topologie in Ordner exportieren</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Spalten:</translation>
    </message>
</context>
<context>
    <name>spinel::TrainingSettingsDialog</name>
    <message>
        <source> B</source>
        <translation> Mrd.</translation>
    </message>
    <message>
        <source> M</source>
        <translation> Mio.</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Training Settings</source>
        <translation>Trainingseinstellungen</translation>
    </message>
    <message>
        <source>bf16 (2 bytes)</source>
        <translation>bf16 (2 Bytes)</translation>
    </message>
    <message>
        <source>fp32 (4 bytes)</source>
        <translation>fp32 (4 Bytes)</translation>
    </message>
    <message>
        <source>Gradients:</source>
        <translation>Gradienten:</translation>
    </message>
    <message>
        <source>Tensor parallel:</source>
        <translation>Tensor-Parallelität:</translation>
    </message>
    <message>
        <source>Pipeline parallel:</source>
        <translation>Pipeline-Parallelität:</translation>
    </message>
    <message>
        <source>Tokens per step:</source>
        <translation>Token pro Schritt:</translation>
    </message>
    <message>
        <source>Tokens to train:</source>
        <translation>Zu trainierende Token:</translation>
    </message>
    <message>
        <source>GPUs per tensor-parallel group; must divide the GPUs of a server</source>
        <translation>GPUs pro Tensor-Parallel-Gruppe; muss die GPU-Anzahl eines Servers teilen</translation>
    </message>
    <message>
        <source>The workload this fabric is sized for. Data parallelism is what remains of the GPUs after tensor × pipeline × context parallelism. MFU is a result: compute runs at the kernel efficiency, and the pipeline bubble and exposed communication lower it.</source>
        <translation>Die Last, für die diese Fabric ausgelegt ist. Datenparallelität ist, was von den GPUs nach Tensor- × Pipeline- × Kontextparallelität übrig bleibt. MFU ist ein Ergebnis: Gerechnet wird mit der Kernel-Effizienz, Pipeline-Blase und sichtbare Kommunikation senken sie.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Batch and compute</source>
        <translation>Batch und Rechenzeit</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <source>Communication hidden behind compute</source>
        <translation>Hinter Rechenzeit verborgene Kommunikation</translation>
    </message>
    <message>
        <source>All parameters, every expert included</source>
        <translation>Alle Parameter einschließlich aller Experten</translation>
    </message>
    <message>
        <source>Parameters each token uses (mixture of experts); 0 derives them from the experts and top-k</source>
        <translation>Parameter, die jedes Token nutzt (Mixture of Experts); 0 leitet sie aus Experten und Top-k ab</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>abgeleitet</translation>
    </message>
    <message>
        <source>Transformer layers; 0 derives them from the parameters</source>
        <translation>Transformer-Schichten; 0 leitet sie aus den Parametern ab</translation>
    </message>
    <message>
        <source>Hidden size; 0 derives it from the parameters</source>
        <translation>Hidden Size; 0 leitet sie aus den Parametern ab</translation>
    </message>
    <message>
        <source>Experts per layer; 1 is a dense model</source>
        <translation>Experten pro Schicht; 1 ist ein dichtes Modell</translation>
    </message>
    <message>
        <source>Experts each token is routed to; the all-to-all volume grows with it</source>
        <translation>Experten, an die jedes Token geleitet wird; das All-to-All-Volumen wächst damit</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>Parameter:</translation>
    </message>
    <message>
        <source>Active parameters:</source>
        <translation>Aktive Parameter:</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Schichten:</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>Hidden Size:</translation>
    </message>
    <message>
        <source>Experts:</source>
        <translation>Experten:</translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation>Top-k:</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Pipeline-Stufen</translation>
    </message>
    <message>
        <source>Model chunks per GPU (interleaved 1F1B): the bubble shrinks to (p − 1) / (v · m) while pipeline sends grow v times</source>
        <translation>Modellteile pro GPU (verschränktes 1F1B): Die Blase schrumpft auf (p − 1) / (v · m), die Pipeline-Sendungen wachsen v-fach</translation>
    </message>
    <message>
        <source>GPUs sharing one sequence (ring attention); must divide the sequence length</source>
        <translation>GPUs, die sich eine Sequenz teilen (Ring Attention); muss die Sequenzlänge teilen</translation>
    </message>
    <message>
        <source>GPUs the experts are spread over; must divide the experts and data × context parallel</source>
        <translation>GPUs, über die die Experten verteilt sind; muss die Experten und Daten- × Kontextparallelität teilen</translation>
    </message>
    <message>
        <source>0: all-reduce gradients</source>
        <translation>0: All-Reduce der Gradienten</translation>
    </message>
    <message>
        <source>1: shard optimizer state</source>
        <translation>1: Optimiererzustand aufteilen</translation>
    </message>
    <message>
        <source>2: shard gradients too</source>
        <translation>2: auch Gradienten aufteilen</translation>
    </message>
    <message>
        <source>3: shard parameters too</source>
        <translation>3: auch Parameter aufteilen</translation>
    </message>
    <message>
        <source>ZeRO / FSDP: stages 1–2 reduce-scatter gradients and all-gather parameters once per step; stage 3 gathers parameters for every micro-batch&apos;s forward and backward pass</source>
        <translation>ZeRO / FSDP: Stufen 1–2 führen einmal pro Schritt Reduce-Scatter der Gradienten und All-Gather der Parameter aus; Stufe 3 sammelt die Parameter für den Vorwärts- und Rückwärtsdurchlauf jedes Micro-Batches</translation>
    </message>
    <message>
        <source>Virtual stages:</source>
        <translation>Virtuelle Stufen:</translation>
    </message>
    <message>
        <source>Context parallel:</source>
        <translation>Kontext-Parallelität:</translation>
    </message>
    <message>
        <source>Expert parallel:</source>
        <translation>Expert-Parallelität:</translation>
    </message>
    <message>
        <source>ZeRO stage:</source>
        <translation>ZeRO-Stufe:</translation>
    </message>
    <message>
        <source>Global batch in tokens</source>
        <translation>Globaler Batch in Token</translation>
    </message>
    <message>
        <source>Tokens per sequence; attention FLOPs grow with it</source>
        <translation>Token pro Sequenz; die Attention-FLOPs wachsen damit</translation>
    </message>
    <message>
        <source>Sequences per micro-batch</source>
        <translation>Sequenzen pro Micro-Batch</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Selective (attention)</source>
        <translation>Selektiv (Attention)</translation>
    </message>
    <message>
        <source>Full (one more forward pass)</source>
        <translation>Vollständig (ein weiterer Vorwärtsdurchlauf)</translation>
    </message>
    <message>
        <source>Activation recomputation: selective re-runs the attention core, full re-runs every layer&apos;s forward pass and its tensor-parallel all-reduces</source>
        <translation>Neuberechnung der Aktivierungen: selektiv rechnet den Attention-Kern neu, vollständig den Vorwärtsdurchlauf jeder Schicht samt ihrer Tensor-Parallel-All-Reduces</translation>
    </message>
    <message>
        <source>Share of peak FLOP/s the matmuls reach; MFU is computed from it</source>
        <translation>Anteil der Spitzen-FLOP/s, den die Matrixmultiplikationen erreichen; daraus wird die MFU berechnet</translation>
    </message>
    <message>
        <source>Tokens to train, for the time to train</source>
        <translation>Zu trainierende Token, für die Trainingsdauer</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>Sequenzlänge:</translation>
    </message>
    <message>
        <source>Micro-batch size:</source>
        <translation>Micro-Batch-Größe:</translation>
    </message>
    <message>
        <source>Recomputation:</source>
        <translation>Neuberechnung:</translation>
    </message>
    <message>
        <source>Kernel efficiency:</source>
        <translation>Kernel-Effizienz:</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces sit on every layer&apos;s critical path: usually 0</source>
        <translation>Tensor-Parallel-All-Reduces liegen auf dem kritischen Pfad jeder Schicht: meist 0</translation>
    </message>
    <message>
        <source>Ring attention sends the next K, V block while computing this one</source>
        <translation>Ring Attention sendet den nächsten K-, V-Block, während der aktuelle berechnet wird</translation>
    </message>
    <message>
        <source>Dispatch and combine all-to-alls; schedules like DualPipe hide them all</source>
        <translation>Dispatch- und Combine-All-to-Alls; Zeitpläne wie DualPipe verbergen sie ganz</translation>
    </message>
    <message>
        <source>Activations sent between stages</source>
        <translation>Zwischen Stufen gesendete Aktivierungen</translation>
    </message>
    <message>
        <source>Gradient sync hidden behind the backward pass (at most its length)</source>
        <translation>Hinter dem Rückwärtsdurchlauf verborgene Gradientensynchronisation (höchstens dessen Dauer)</translation>
    </message>
    <message>
        <source>Pipeline:</source>
        <translation>Pipeline:</translation>
    </message>
    <message>
        <source>Data parallel:</source>
        <translation>Datenparallel:</translation>
    </message>
    <message>
        <source>no tokens</source>
        <translation>keine Tokens</translation>
    </message>
    <message>
        <source>= %L1·10%2 tokens</source>
        <translation>= %L1·10%2 Tokens</translation>
    </message>
    <message>
        <source> T</source>
        <translation> Bio.</translation>
    </message>
</context>
<context>
    <name>spinel::WhatIfBanner</name>
    <message>
        <source>%1 and %L2 more</source>
        <translation>%1 und %L2 weitere</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Bring the failed devices and links back</source>
        <translation>Die ausgefallenen Geräte und Verbindungen wiederherstellen</translation>
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
        <translation>keine Uplinks</translation>
    </message>
    <message>
        <source>%L1:1</source>
        <translation>%L1:1</translation>
    </message>
    <message>
        <source>Bisection %1 → %2</source>
        <translation>Bisektion %1 → %2</translation>
    </message>
    <message>
        <source>(−%1, −%L2 %)</source>
        <translation>(−%1, −%L2 %)</translation>
    </message>
    <message>
        <source>(unchanged)</source>
        <translation>(unverändert)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%L1 GPUs cut off&lt;/b&gt;</source>
        <translation>&lt;b&gt;%L1 GPUs abgetrennt&lt;/b&gt;</translation>
    </message>
    <message>
        <source>no GPUs cut off</source>
        <translation>keine GPUs abgetrennt</translation>
    </message>
    <message>
        <source>oversubscription unchanged</source>
        <translation>Überbuchung unverändert</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>oversubscription up on %L1 switches: %2</source>
        <translation>Überbuchung erhöht auf %L1 Switches: %2</translation>
    </message>
    <message>
        <source>oversubscription up: %1</source>
        <translation>Überbuchung erhöht: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;What-if:&lt;/b&gt; %1 failed</source>
        <translation>&lt;b&gt;Was-wäre-wenn:&lt;/b&gt; %1 ausgefallen</translation>
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
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>$%1 M</source>
        <translation>%1 Mio. $</translation>
    </message>
    <message>
        <source>$%1 k</source>
        <translation>%1 Tsd. $</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
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
        <translation>%1 %</translation>
    </message>
    <message>
        <source>$%L1 M</source>
        <translation>%L1 Mio. $</translation>
    </message>
    <message>
        <source>$%L1 k</source>
        <translation>%L1 Tsd. $</translation>
    </message>
    <message>
        <source>$%L1</source>
        <translation>%L1 $</translation>
    </message>
</context>
</TS>
