<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>Wrote %1 (%n page)</numerusform>
            <numerusform>Wrote %1 (%n pages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n NVLink domain(s)</source>
        <translation>
            <numerusform>; %n NVLink domain</numerusform>
            <numerusform>; %n NVLink domains</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n rack(s)</source>
        <translation>
            <numerusform> in %n rack</numerusform>
            <numerusform> in %n racks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplainText</name>
    <message numerus="yes">
        <source>%n step(s) inside the NVLink domain × %1 per NVLink hop</source>
        <translation>
            <numerusform>%n step inside the NVLink domain × %1 per NVLink hop</numerusform>
            <numerusform>%n steps inside the NVLink domain × %1 per NVLink hop</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n network step(s) × %1 of NCCL software per step</source>
        <translation>
            <numerusform>%n network step × %1 of NCCL software per step</numerusform>
            <numerusform>%n network steps × %1 of NCCL software per step</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n network step(s) × %1 on the wire (transport stack, two NICs, switch hops, cable)</source>
        <translation>
            <numerusform>%n network step × %1 on the wire (transport stack, two NICs, switch hops, cable)</numerusform>
            <numerusform>%n network steps × %1 on the wire (transport stack, two NICs, switch hops, cable)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln server(s)</source>
        <translation>
            <numerusform>%Ln server</numerusform>
            <numerusform>%Ln servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln NVLink domain(s) of %L1 servers</source>
        <translation>
            <numerusform>%Ln NVLink domain of %L1 servers</numerusform>
            <numerusform>%Ln NVLink domains of %L1 servers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageText</name>
    <message numerus="yes">
        <source>%Ln devices (%1, ...)</source>
        <extracomment>Several disconnected devices; %Ln how many, %1 the first one&apos;s id</extracomment>
        <translation>
            <numerusform>%Ln device (%1)</numerusform>
            <numerusform>%Ln devices (%1, ...)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 needs %Ln ports but %2 has %3 (%4 over)</source>
        <extracomment>%1 switch id, %Ln ports needed, %2 switch model, %3 ports it has, %4 ports over</extracomment>
        <translation>
            <numerusform>%1 needs %Ln port but %2 has %3 (%4 over)</numerusform>
            <numerusform>%1 needs %Ln ports but %2 has %3 (%4 over)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln %1 switches use every port: no free port to grow or to replace a failed cable</source>
        <extracomment>%Ln switches, %1 their tier (leaf, spine, core)</extracomment>
        <translation>
            <numerusform>%Ln %1 switch uses every port: no free port to grow or to replace a failed cable</numerusform>
            <numerusform>%Ln %1 switches use every port: no free port to grow or to replace a failed cable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln NICs of %1 run at %2 (slower link or port): %3 of injection bandwidth lost</source>
        <extracomment>%Ln NICs, %1 their speed, %2 the speed they run at, %3 the bandwidth lost</extracomment>
        <translation>
            <numerusform>%Ln NIC of %1 runs at %2 (slower link or port): %3 of injection bandwidth lost</numerusform>
            <numerusform>%Ln NICs of %1 run at %2 (slower link or port): %3 of injection bandwidth lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln cables but only %2 NICs; add NICs (nic_count) or remove cables</source>
        <extracomment>%1 server id, %Ln cables, %2 NICs</extracomment>
        <translation>
            <numerusform>%1 has %Ln cable but only %2 NICs; add NICs (nic_count) or remove cables</numerusform>
            <numerusform>%1 has %Ln cables but only %2 NICs; add NICs (nic_count) or remove cables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln NICs but %2 cables: %3 NICs (%4) unused</source>
        <extracomment>%1 server id, %Ln NICs, %2 cables, %3 unused NICs, %4 their bandwidth</extracomment>
        <translation>
            <numerusform>%1 has %Ln NIC but %2 cables: %3 NICs (%4) unused</numerusform>
            <numerusform>%1 has %Ln NICs but %2 cables: %3 NICs (%4) unused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln links cable servers straight to each other (%1, ...): direct-attach links, %2</source>
        <extracomment>%Ln links, %1 the first link&apos;s id, %2 the explanation that follows</extracomment>
        <translation>
            <numerusform>%Ln link cables servers straight to each other (%1): a direct-attach link, %2</numerusform>
            <numerusform>%Ln links cable servers straight to each other (%1, ...): direct-attach links, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with %Ln GPUs cannot reach the rest of the fabric</source>
        <extracomment>%1 a device id or &quot;3 devices (leaf-1, …)&quot;, %Ln GPUs</extracomment>
        <translation>
            <numerusform>%1 with %Ln GPU cannot reach the rest of the fabric</numerusform>
            <numerusform>%1 with %Ln GPUs cannot reach the rest of the fabric</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is a single point of failure: %Ln GPUs lose the fabric if it fails</source>
        <extracomment>%1 device id, %Ln GPUs</extracomment>
        <translation>
            <numerusform>%1 is a single point of failure: %Ln GPU loses the fabric if it fails</numerusform>
            <numerusform>%1 is a single point of failure: %Ln GPUs lose the fabric if it fails</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is a single cable with no alternative path: %Ln GPUs lose the fabric if it fails</source>
        <extracomment>%1 link id, %Ln GPUs</extracomment>
        <translation>
            <numerusform>%1 is a single cable with no alternative path: %Ln GPU loses the fabric if it fails</numerusform>
            <numerusform>%1 is a single cable with no alternative path: %Ln GPUs lose the fabric if it fails</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln cables are on another rail&apos;s leaf: %2. Same-rail traffic from this server needs a spine hop; re-assign its NICs to rails to fix</source>
        <extracomment>%1 server id, %Ln cables, %2 which cables go where</extracomment>
        <translation>
            <numerusform>%1: %Ln cable is on another rail&apos;s leaf: %2. Same-rail traffic from this server needs a spine hop; re-assign its NICs to rails to fix</numerusform>
            <numerusform>%1: %Ln cables are on another rail&apos;s leaf: %2. Same-rail traffic from this server needs a spine hop; re-assign its NICs to rails to fix</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %Ln more trays of another model)</source>
        <extracomment>%1 the sentence before, %Ln more trays of another model</extracomment>
        <translation>
            <numerusform>%1 (and %Ln more tray of another model)</numerusform>
            <numerusform>%1 (and %Ln more trays of another model)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rack %1 (%2) has %3 of its %4 compute trays: %Ln %5 trays are missing (%6 GPUs)</source>
        <extracomment>%1 rack id, %2 rack model, %3 trays present, %4 trays it takes, %Ln trays missing, %5 tray model, %6 GPUs missing</extracomment>
        <translation>
            <numerusform>rack %1 (%2) has %3 of its %4 compute trays: %Ln %5 tray is missing (%6 GPUs)</numerusform>
            <numerusform>rack %1 (%2) has %3 of its %4 compute trays: %Ln %5 trays are missing (%6 GPUs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tray %1 has %Ln scale-out NICs for its %2 GPUs; the NVL72 reference designs give each GPU its own NIC</source>
        <extracomment>%1 tray id, %Ln NICs, %2 GPUs</extracomment>
        <translation>
            <numerusform>tray %1 has %Ln scale-out NIC for its %2 GPUs; the NVL72 reference designs give each GPU its own NIC</numerusform>
            <numerusform>tray %1 has %Ln scale-out NICs for its %2 GPUs; the NVL72 reference designs give each GPU its own NIC</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <extracomment>The end of a list of names cut short: %1 the names listed, %Ln how many more there are
----------
%1 the racks named, %Ln racks not named</extracomment>
        <translation>
            <numerusform>%1 and %Ln more</numerusform>
            <numerusform>%1 and %Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trays of domain %1 are in %Ln racks (%2): NVLink runs over the rack&apos;s copper spine (%3) and does not leave the rack</source>
        <extracomment>%1 domain id, %Ln racks, %2 their names, %3 the copper spine&apos;s reach</extracomment>
        <translation>
            <numerusform>the trays of domain %1 are in %Ln rack (%2): NVLink runs over the rack&apos;s copper spine (%3) and does not leave the rack</numerusform>
            <numerusform>the trays of domain %1 are in %Ln racks (%2): NVLink runs over the rack&apos;s copper spine (%3) and does not leave the rack</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln on the plane of %1</source>
        <extracomment>%Ln cables, %1 the plane&apos;s name (its first switch)</extracomment>
        <translation>
            <numerusform>%Ln on the plane of %1</numerusform>
            <numerusform>%Ln on the plane of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more planes</source>
        <extracomment>%1 the planes listed, %Ln planes not listed</extracomment>
        <translation>
            <numerusform>%1 and %Ln more plane</numerusform>
            <numerusform>%1 and %Ln more planes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>domain %1 spreads its %2 scale-out cables unevenly over %Ln planes: %3</source>
        <extracomment>%1 domain id, %2 cables, %Ln planes, %3 cables per plane</extracomment>
        <translation>
            <numerusform>domain %1 spreads its %2 scale-out cables unevenly over %Ln plane: %3</numerusform>
            <numerusform>domain %1 spreads its %2 scale-out cables unevenly over %Ln planes: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more &apos;%1&apos; findings not listed</source>
        <extracomment>%Ln findings, %1 their code (untranslated, e.g. port-budget)</extracomment>
        <translation>
            <numerusform>%Ln more &apos;%1&apos; finding not listed</numerusform>
            <numerusform>%Ln more &apos;%1&apos; findings not listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cables have no length; typical lengths were assumed (DAC %1, AOC %2, multimode %3, single-mode %4)</source>
        <extracomment>%Ln cables; %1–%4 the lengths assumed for copper, AOC, multimode and single-mode</extracomment>
        <translation>
            <numerusform>%Ln cable has no length; typical lengths were assumed (DAC %1, AOC %2, multimode %3, single-mode %4)</numerusform>
            <numerusform>%Ln cables have no length; typical lengths were assumed (DAC %1, AOC %2, multimode %3, single-mode %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %Ln dimensions</source>
        <extracomment>%Ln the most dimensions</extracomment>
        <translation>
            <numerusform>at most %Ln dimension</numerusform>
            <numerusform>at most %Ln dimensions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln ports</source>
        <extracomment>The ports a device showed; %Ln how many</extracomment>
        <translation>
            <numerusform>%Ln port</numerusform>
            <numerusform>%Ln ports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s) of unknown type cabled to servers are taken as generic switches: %1</source>
        <extracomment>%Ln devices, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln device of unknown type cabled to servers is taken as a generic switch: %1</numerusform>
            <numerusform>%Ln devices of unknown type cabled to servers are taken as generic switches: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s) of unknown type are taken as generic servers: %1</source>
        <extracomment>%Ln devices, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln device of unknown type is taken as a generic server: %1</numerusform>
            <numerusform>%Ln devices of unknown type are taken as generic servers: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fabric names no models: %Ln device(s) fit %1 by ports and speed: %2</source>
        <extracomment>%Ln devices, %1 the catalog model chosen, %2 the devices with their ports and speed</extracomment>
        <translation>
            <numerusform>The fabric names no models: %Ln device fits %1 by ports and speed: %2</numerusform>
            <numerusform>The fabric names no models: %Ln devices fit %1 by ports and speed: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No catalog model fits %Ln device(s); they use the nearest, %1, as a generic stand-in: %2</source>
        <extracomment>%Ln devices, %1 the catalog model used, %2 the devices with their ports and speed</extracomment>
        <translation>
            <numerusform>No catalog model fits %Ln device; it uses the nearest, %1, as a generic stand-in: %2</numerusform>
            <numerusform>No catalog model fits %Ln devices; they use the nearest, %1, as a generic stand-in: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s) report no speed; they take the switch model&apos;s port speed</source>
        <translation>
            <numerusform>%Ln cable reports no speed; it takes the switch model&apos;s port speed</numerusform>
            <numerusform>%Ln cables report no speed; they take the switch model&apos;s port speed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln switch(es) reach no server and are drawn as leaves: %1</source>
        <extracomment>%Ln switches, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln switch reaches no server and is drawn as a leaf: %1</numerusform>
            <numerusform>%Ln switches reach no server and are drawn as leaves: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) have no kind; taken from their names: %1</source>
        <extracomment>GraphML nodes: %Ln how many, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln node has no kind; taken from its name: %1</numerusform>
            <numerusform>%Ln nodes have no kind; taken from their names: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) of unknown type are taken as generic switches (cabled to servers) or servers: %1</source>
        <extracomment>GraphML nodes: %Ln how many, %1 their names</extracomment>
        <translation>
            <numerusform>%Ln node of unknown type is taken as a generic switch (cabled to servers) or server: %1</numerusform>
            <numerusform>%Ln nodes of unknown type are taken as generic switches (cabled to servers) or servers: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) name no catalog model; they use %1, the nearest by cables and speed: %2</source>
        <extracomment>GraphML nodes: %Ln how many, %1 the catalog model used, %2 their names</extracomment>
        <translation>
            <numerusform>%Ln node names no catalog model; it uses %1, the nearest by cables and speed: %2</numerusform>
            <numerusform>%Ln nodes name no catalog model; they use %1, the nearest by cables and speed: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln edge(s) have no speed; they take the switch model&apos;s port speed</source>
        <translation>
            <numerusform>%Ln edge has no speed; it takes the switch model&apos;s port speed</numerusform>
            <numerusform>%Ln edges have no speed; they take the switch model&apos;s port speed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) have no position; the design is laid out by tier</source>
        <translation>
            <numerusform>%Ln node has no position; the design is laid out by tier</numerusform>
            <numerusform>%Ln nodes have no position; the design is laid out by tier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cables of %Ln links (%2) have no matching part in the catalog (speed, reach or the devices&apos; ports) and are not priced</source>
        <extracomment>%1 cables, %Ln links they belong to, %2 those links&apos; ids</extracomment>
        <translation>
            <numerusform>%1 cables of %Ln link (%2) have no matching part in the catalog (speed, reach or the devices&apos; ports) and are not priced</numerusform>
            <numerusform>%1 cables of %Ln links (%2) have no matching part in the catalog (speed, reach or the devices&apos; ports) and are not priced</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cables of %Ln links (%2) are longer than any catalog part of their medium reaches at their speed; they are listed as that part (see the cable-reach check)</source>
        <extracomment>%1 cables, %Ln links they belong to, %2 those links&apos; ids</extracomment>
        <translation>
            <numerusform>%1 cables of %Ln link (%2) are longer than any catalog part of their medium reaches at their speed; they are listed as that part (see the cable-reach check)</numerusform>
            <numerusform>%1 cables of %Ln links (%2) are longer than any catalog part of their medium reaches at their speed; they are listed as that part (see the cable-reach check)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trays of domain %1 are in %Ln racks (%2): its NVLink cabling joins %3 neighbouring racks and reaches no further</source>
        <extracomment>%1 domain id, %Ln racks, %2 their names, %3 how many neighbouring racks its NVLink cabling joins (NVL36x2: 2)</extracomment>
        <translation>
            <numerusform>the trays of domain %1 are in %Ln rack (%2): its NVLink cabling joins %3 neighbouring racks and reaches no further</numerusform>
            <numerusform>the trays of domain %1 are in %Ln racks (%2): its NVLink cabling joins %3 neighbouring racks and reaches no further</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>server %1 (%2, a single server in version 1 files) became rack domain %1 of %3 compute trays %4 … %5; %Ln link end(s) moved to the trays</source>
        <extracomment>A note on opening an older file. %1 the server&apos;s id, %2 its catalog model (gb200-nvl72), %3 the number of compute trays, %4 and %5 the first and last tray&apos;s ids, %n the number of link ends moved</extracomment>
        <translation>
            <numerusform>server %1 (%2, a single server in version 1 files) became rack domain %1 of %3 compute trays %4 … %5; %Ln link end moved to the trays</numerusform>
            <numerusform>server %1 (%2, a single server in version 1 files) became rack domain %1 of %3 compute trays %4 … %5; %Ln link ends moved to the trays</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScheduleCaption</name>
    <message numerus="yes">
        <source> · stands for %n step(s)</source>
        <translation>
            <numerusform> · stands for %n step</numerusform>
            <numerusform> · stands for %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message numerus="yes">
        <source>Add %n Device(s)</source>
        <translation>
            <numerusform>Add %n Device</numerusform>
            <numerusform>Add %n Devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Align %n Device(s)</source>
        <translation>
            <numerusform>Align %n Device</numerusform>
            <numerusform>Align %n Devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connect %n Link(s)</source>
        <translation>
            <numerusform>Connect %n Link</numerusform>
            <numerusform>Connect %n Links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Distribute %n Device(s) Horizontally</source>
        <translation>
            <numerusform>Distribute %n Device Horizontally</numerusform>
            <numerusform>Distribute %n Devices Horizontally</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Distribute %n Device(s) Vertically</source>
        <translation>
            <numerusform>Distribute %n Device Vertically</numerusform>
            <numerusform>Distribute %n Devices Vertically</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n Device(s)</source>
        <translation>
            <numerusform>Move %n Device</numerusform>
            <numerusform>Move %n Devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Device(s)</source>
        <translation>
            <numerusform>Paste %n Device</numerusform>
            <numerusform>Paste %n Devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n Device(s)</source>
        <translation>
            <numerusform>Duplicate %n Device</numerusform>
            <numerusform>Duplicate %n Devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Link(s)</source>
        <translation>
            <numerusform>Delete %n Link</numerusform>
            <numerusform>Delete %n Links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Device(s)</source>
        <translation>
            <numerusform>Delete %n Device</numerusform>
            <numerusform>Delete %n Devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rename %n Device(s)</source>
        <translation>
            <numerusform>Rename %n Device</numerusform>
            <numerusform>Rename %n Devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Model of %n Device(s)</source>
        <translation>
            <numerusform>Change Model of %n Device</numerusform>
            <numerusform>Change Model of %n Devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Role of %n Switch(es)</source>
        <translation>
            <numerusform>Change Role of %n Switch</numerusform>
            <numerusform>Change Role of %n Switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Group of %n Device(s)</source>
        <translation>
            <numerusform>Change Group of %n Device</numerusform>
            <numerusform>Change Group of %n Devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change NIC Model of %n Server(s)</source>
        <translation>
            <numerusform>Change NIC Model of %n Server</numerusform>
            <numerusform>Change NIC Model of %n Servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change NIC Count of %n Server(s)</source>
        <translation>
            <numerusform>Change NIC Count of %n Server</numerusform>
            <numerusform>Change NIC Count of %n Servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Speed of %n Link(s)</source>
        <translation>
            <numerusform>Change Speed of %n Link</numerusform>
            <numerusform>Change Speed of %n Links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Cable Count of %n Link(s)</source>
        <translation>
            <numerusform>Change Cable Count of %n Link</numerusform>
            <numerusform>Change Cable Count of %n Links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Medium of %n Link(s)</source>
        <translation>
            <numerusform>Change Medium of %n Link</numerusform>
            <numerusform>Change Medium of %n Links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Length of %n Link(s)</source>
        <translation>
            <numerusform>Change Length of %n Link</numerusform>
            <numerusform>Change Length of %n Links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Assign NICs to Rails on %n Link(s)</source>
        <translation>
            <numerusform>Assign NICs to Rails on %n Link</numerusform>
            <numerusform>Assign NICs to Rails on %n Links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group %n Server(s) Into NVLink Domain</source>
        <translation>
            <numerusform>Group %n Server Into NVLink Domain</numerusform>
            <numerusform>Group %n Servers Into NVLink Domain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ungroup %n NVLink Domain(s)</source>
        <translation>
            <numerusform>Ungroup %n NVLink Domain</numerusform>
            <numerusform>Ungroup %n NVLink Domains</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::AnimationDock</name>
    <message numerus="yes">
        <source>%n frame(s) written to %1</source>
        <translation>
            <numerusform>%n frame written to %1</numerusform>
            <numerusform>%n frames written to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::AsBuiltActions</name>
    <message numerus="yes">
        <source>Imported %1: %n device(s), %2 link(s).</source>
        <translation>
            <numerusform>Imported %1: %n device, %2 links.</numerusform>
            <numerusform>Imported %1: %n devices, %2 links.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) had to be guessed while importing; check them in the design.</source>
        <translation>
            <numerusform>%n thing had to be guessed while importing; check it in the design.</numerusform>
            <numerusform>%n things had to be guessed while importing; check them in the design.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::AsBuiltDiffWidget</name>
    <message numerus="yes">
        <source>The fabric as built (%1) matches the design: %n cable(s).</source>
        <translation>
            <numerusform>The fabric as built (%1) matches the design: %n cable.</numerusform>
            <numerusform>The fabric as built (%1) matches the design: %n cables.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) between the design and the fabric as built (%1). Click one to select it.</source>
        <translation>
            <numerusform>%n difference between the design and the fabric as built (%1). Click it to select it.</numerusform>
            <numerusform>%n differences between the design and the fabric as built (%1). Click one to select it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::CanvasEditor</name>
    <message numerus="yes">
        <source>Copied %n device(s)</source>
        <translation>
            <numerusform>Copied %n device</numerusform>
            <numerusform>Copied %n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n cable(s)</source>
        <translation>
            <numerusform>Added %n cable</numerusform>
            <numerusform>Added %n cables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::ConnectDialog</name>
    <message numerus="yes">
        <source>Wire %n selected server(s)</source>
        <translation>
            <numerusform>Wire %n selected server</numerusform>
            <numerusform>Wire %n selected servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n selected leaf switch(es).</source>
        <translation>
            <numerusform>to %n selected leaf switch.</numerusform>
            <numerusform>to %n selected leaf switches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n cable(s); NICs that are already cabled are skipped.</source>
        <translation>
            <numerusform>Up to %n cable; NICs that are already cabled are skipped.</numerusform>
            <numerusform>Up to %n cables; NICs that are already cabled are skipped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::LessonPanel</name>
    <message numerus="yes">
        <source>Your design meets all %n claim(s) of this step.</source>
        <translation>
            <numerusform>Your design meets the %n claim of this step.</numerusform>
            <numerusform>Your design meets all %n claims of this step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n claim(s) hold on your design.</source>
        <translation>
            <numerusform>%1 of %n claim holds on your design.</numerusform>
            <numerusform>%1 of %n claims hold on your design.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::MainWindow</name>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::PlotDocks</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::PortsDialog</name>
    <message numerus="yes">
        <source>%1 (%2): %n link(s)</source>
        <translation>
            <numerusform>%1 (%2): %n link</numerusform>
            <numerusform>%1 (%2): %n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with %n cable(s).</source>
        <translation>
            <numerusform>with %n cable.</numerusform>
            <numerusform>with %n cables.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spinel::PropertiesWidget</name>
    <message numerus="yes">
        <source>%n devices</source>
        <translation>
            <numerusform>%n device</numerusform>
            <numerusform>%n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln server(s)</source>
        <translation>
            <numerusform>%Ln server</numerusform>
            <numerusform>%Ln servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln switch(es)</source>
        <translation>
            <numerusform>%Ln switch</numerusform>
            <numerusform>%Ln switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln link</numerusform>
            <numerusform>%Ln links</numerusform>
        </translation>
    </message>
</context>
</TS>
