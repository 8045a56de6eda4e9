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
</context>
</TS>
