import PresentationDiagrams
import PresentationModel
import PresentationScenarios
import SourceDiagrams
import SourceImport
import Testing
import PresentationTesting
import VCGraphTestSupport

/// Two small apps read end to end: a tab bar app whose inbox presents a composer and whose
/// settings push with no navigation controller (`Fixtures.sx23`), and an error shown from
/// whatever is the window's root (`Fixtures.sx24`).
@Suite("Code: worked scenarios")
struct WorkedScenarioTests {
    @Test("SX23 R26.1 R28.1 the launch builds tabs of inboxNav; compose presents a new navigation controller from tabs, a page sheet, assumed (A1)")
    func sx23Compose() throws {
        let report = CodeReport(Fixtures.sx23)
        #expect(report.launch.hierarchy.rootViewController(ofWindow: "main") == "tabs")
        let inbox = try #require(report.placements.first { $0.className == "InboxViewController" })
        #expect(inbox.description == "the root of inboxNav in tabs")
        let compose = try #require(report.operations.first { $0.flow == "InboxViewController.compose()" && $0.form == "present" })
        #expect(compose.certainty == .assumed)
        #expect(compose.assumptions.map(\.id) == ["A1"])
        #expect(
            compose.assumptions.first?.text
                == "`self` is on screen as the root of inboxNav in tabs (InboxViewController, placed at SceneDelegate.swift:11)")
        #expect(compose.answer?.description == "presented by tabs, pageSheet [R3.1]")
        #expect(compose.location == SourceLocation(file: "Inbox.swift", line: 7, column: 9))
        // The style was written on the composer, not on the navigation controller presented.
        let unused = try #require(report.findings.first { $0.id == "style-on-contained-controller" })
        #expect(unused.location == SourceLocation(file: "Inbox.swift", line: 6, column: 9))
        #expect(unused.message == "the style written on 'editor' is not used: 'navigationController', which contains it, is presented (R26.2)")
    }

    @Test("SX23 R28.1 A2 showContacts pushes onto the navigation controller compose presented: assumed, with A1, A5 and A2")
    func sx23ShowContacts() throws {
        let report = CodeReport(Fixtures.sx23)
        let composer = try #require(report.placements.first { $0.className == "ComposeViewController" })
        #expect(composer.description == "the root of navigationController presented by tabs")
        let push = try #require(report.operations.first { $0.flow == "ComposeViewController.showContacts()" })
        #expect(push.certainty == .assumed)
        #expect(Set(push.assumptions.map(\.id)) == ["A1", "A2", "A5"])
        #expect(push.answer?.description == "in navigationController")
        #expect(push.operations.contains { if case .push(_, onto: "navigationController") = $0 { true } else { false } })
    }

    @Test("SX23 R29.1 openHelp: settings has no navigation controller, so the push does nothing: a finding, no step")
    func sx23OpenHelp() throws {
        let report = CodeReport(Fixtures.sx23)
        let settings = try #require(report.placements.first { $0.className == "SettingsViewController" })
        #expect(settings.description == "presented by tabs")
        let push = try #require(report.operations.first { $0.flow == "SettingsViewController.openHelp()" })
        #expect(push.operations.isEmpty)
        #expect(push.reason == "does nothing: SettingsViewController is not inside a navigation controller there")
        let finding = try #require(report.findings.first { $0.id == "push-without-navigation" })
        #expect(finding.certainty == .assumed)
        #expect(
            finding.message
                == "this push does nothing if SettingsViewController is placed as presented by tabs: it is not inside a navigation controller there (R1.3)"
        )
    }

    @Test("SX24 R25.2 a present from the window's root read at run time: assumed (A3), with a finding")
    func sx24() throws {
        let report = CodeReport(Fixtures.sx24)
        let present = try #require(report.operations.first { $0.flow == "showError(_:)" })
        #expect(present.certainty == .assumed)
        #expect(present.assumptions.map(\.id) == ["A3"])
        #expect(present.assumptions.first?.text == "the window's root is still tabs (set at SceneDelegate.swift:11)")
        #expect(present.answer?.description == "presented by tabs, custom [R3.1]")
        let finding = try #require(report.findings.first { $0.id == "present-from-window-root" })
        #expect(finding.severity == .warning && finding.certainty == .assumed)
    }
}

@Suite("Code: the text report")
struct CodeTextTests {
    @Test("the report says where each class is on screen, each call site clang-style with its certainty and assumptions, the findings and a count")
    func sx23Text() {
        let text = CodeReport(Fixtures.sx23).text
        #expect(text.contains("Inbox.swift:7:9: present (self) in InboxViewController.compose(): presented by tabs, pageSheet [R3.1] — assumed\n"))
        #expect(text.hasSuffix("5 call sites on every path: 1 decided, 4 assumed, 0 unknown; 2 findings\n"))
        expectTextSnapshot(text, named: "sx23", as: "txt")
    }
}

@Suite("Code: the flow map")
struct CodeFlowMapTests {
    @Test("SX23 the app's flow map: a class a box, each call site an edge into the class it shows, assumed ones marked and explained")
    func sx23Map() {
        let dot = CodeFlowMap(CodeReport(Fixtures.sx23), title: "SX23").dot
        #expect(dot.contains("class_InboxViewController -> class_ComposeViewController"))
        #expect(dot.contains("label=\"present ?\\npresented by tabs, pageSheet\""))
        #expect(dot.contains("presented by tabs, pageSheet [R3.1]"), "the tooltip cites the rule")
        #expect(dot.contains("? marks an answer that rests on assumptions"))
        expectTextSnapshot(dot, named: "sx23-flow-map", as: "dot")
    }

    @Test("SX23 an edge carries the rules that decided its answer: in the tooltip, and on the label when asked")
    func sx23Rules() {
        func compose(showingRuleIDs: Bool) -> DiagramContent.Edge? {
            CodeFlowMap(CodeReport(Fixtures.sx23), title: "SX23", showsRuleIDs: showingRuleIDs).diagram.content.edges.first {
                $0.to == "class_ComposeViewController"
            }
        }
        #expect(compose(showingRuleIDs: false)?.rules == [.r3_1])
        #expect(compose(showingRuleIDs: false)?.label == "present ?\npresented by tabs, pageSheet")
        #expect(compose(showingRuleIDs: false)?.tooltip == "present:\npresented by tabs, pageSheet [R3.1]")
        #expect(compose(showingRuleIDs: true)?.label == "present ?\npresented by tabs, pageSheet [R3.1]")
    }

    @Test("SX23 the flow map in Mermaid, which has no tooltips: each assumed edge cites its assumptions, listed under the chart")
    func sx23MermaidMap() {
        let mermaid = CodeFlowMap(CodeReport(Fixtures.sx23), title: "SX23").diagram.mermaid
        #expect(mermaid.contains("present ?<br/>presented by tabs, pageSheet<br/>assumes [1]"))
        #expect(mermaid.contains("? marks an answer that rests on assumptions:<br/>[1] #96;self#96; is on screen"))
        #expect(MermaidGrammar.problems(in: mermaid) == [])
        expectTextSnapshot(mermaid, named: "sx23-flow-map", as: "mmd")
    }
}
