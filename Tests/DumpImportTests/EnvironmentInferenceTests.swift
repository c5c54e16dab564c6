import DumpImport
import PresentationDiagrams
import PresentationModel
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import Testing

/// What a dump shows of the environment it was taken in, and observed presentations kept as
/// observed.
@Suite("A dump's environment")
struct EnvironmentInferenceTests {
    /// An iPad popover on iOS 8–10: 32-bit addresses, and a popover that leaves its presenter
    /// on screen.
    static let popover32 = """
        <UINavigationController 0x7d025000>, state: appeared, view: <UILayoutContainerView 0x7d025200>
           | <DocumentViewController 0x7d026000>, state: appeared, view: <UIView 0x7e8a1200>
           + <UINavigationController 0x7d1a3600>, state: appeared, view: <UILayoutContainerView 0x7d1a3800>, presented with: <UIPopoverPresentationController 0x7f598c60>
           |    | <OutlineViewController 0x7d1a2e00>, state: appeared, view: <UITableView 0x7e9b4600>
        """

    /// The same with 64-bit addresses: nothing decides the era, so nothing decides the width.
    static let popover64 = popover32.replacingOccurrences(of: "0x7", with: "0x1007")

    @Test("§5 an observed popover stays popover in the default environment, observed and not adapted")
    func observedPopover() throws {
        let dump = try read(Self.popover64)
        #expect(dump.scenario.environment == Environment())
        let run = ScenarioRun(dump.scenario)
        let presentation = try #require(run.hierarchy.presentations.first)
        #expect(run.hierarchy.effectiveStyle(of: presentation) == .popover)
        #expect(run.hierarchy.isOnScreen("DocumentViewController"))
        let explanation = PresentationExplanation(presentation, in: run.hierarchy)
        #expect(explanation.adaptation == nil)
        #expect(explanation.text.contains("in popover (the style UIKit showed it in: observed, not adapted, §5)"))
        #expect(!explanation.text.contains("adapts to"))
        #expect(DumpComparison(dump, run: run).findings.isEmpty)
        #expect(run.passed)
    }

    @Test("§5 R4.2 a traits step after an observed presentation adapts it as any other")
    func traitsAdaptObserved() throws {
        var hierarchy = ScenarioRun(try read(Self.popover64).scenario).hierarchy
        #expect(hierarchy.presentations.first.map(hierarchy.effectiveStyle(of:)) == .popover)
        hierarchy.setHorizontalSizeClass(.regular)
        hierarchy.setHorizontalSizeClass(.compact)
        // iOS 17, compact width: a popover behaves like a form sheet, a card (R13.2).
        #expect(hierarchy.presentations.first.map(hierarchy.effectiveStyle(of:)) == .formSheet)
        #expect(hierarchy.presentingViewController(of: "UINavigationController-2") == "UINavigationController")
    }

    @Test("A13 32-bit addresses infer iOS 10, with the reason in the YAML, caption and JSON")
    func thirtyTwoBit() throws {
        let dump = try read(Self.popover32)
        let scenario = dump.scenario
        #expect(scenario.environment.iosVersion == 10)
        let sources = try #require(scenario.environmentSources)
        guard case .inferred(let inference) = sources.iosVersion else {
            Issue.record("iOS is \(sources.iosVersion), not inferred")
            return
        }
        #expect(inference.reason == "32-bit addresses")
        #expect(inference.range == "iOS 8–10")
        #expect(inference.location.line == 1)
        let yaml = try ScenarioWriter.yaml(for: scenario)
        #expect(yaml.contains("ios: 10  # inferred: 32-bit addresses, iOS 8–10 (line 1)\n"))
        // Read back, the file states iOS 10 itself.
        #expect(try ScenarioReader.read(yaml, file: "imported.yaml").environment.iosVersion == 10)
        let run = ScenarioRun(scenario)
        let caption = HierarchyDiagram(run.hierarchy, options: .init(environmentSources: sources)).dot
        #expect(caption.contains("iPad (assumed), regular width, regular height, iOS 10 (inferred)"))
        let json = JSONReport(run.hierarchy, environmentSources: sources).text
        #expect(json.contains("\"ios\": 10,"))
        #expect(json.contains("\"range\": \"iOS 8–10\",\n        \"reason\": \"32-bit addresses\""))
    }

    @Test("A13 R13.2 on iOS 12 or earlier a popover that leaves its presenter on screen infers an iPad; check finds no disagreement")
    func popoverInfersRegularWidth() throws {
        let dump = try read(Self.popover32)
        #expect(dump.scenario.environment.device == .ipad)
        #expect(dump.scenario.environment.horizontalSizeClass == .regular)
        guard case .inferred(let inference)? = dump.scenario.environmentSources?.device else {
            Issue.record("the device is not inferred")
            return
        }
        #expect(inference.location.line == 3)
        let run = ScenarioRun(dump.scenario)
        #expect(DumpComparison(dump, run: run).findings.isEmpty)
        #expect(run.passed)
    }

    @Test("A13 from iOS 13 a popover over an appeared presenter says nothing of the width: the default stays")
    func popoverAloneDecidesNothing() throws {
        let dump = try read(Self.popover64)
        #expect(dump.scenario.environmentSources == EnvironmentSources())
        #expect(try ScenarioWriter.yaml(for: dump.scenario).contains("device: iphone  # default: nothing in the input decides it\n"))
    }

    @Test("A13 two split columns on screen infer an iPad, with the split view's line")
    func splitColumns() throws {
        let dump = try read(
            """
            <UISplitViewController 0x100a01000>, state: appeared, view: <UILayoutContainerView 0x100a02000>
               | <UINavigationController 0x100a03000>, state: appeared, view: <UILayoutContainerView 0x100a04000>
               | <DetailController 0x100a05000>, state: appeared, view: <UIView 0x100a06000>
            """)
        #expect(dump.scenario.environment.device == .ipad)
        guard case .inferred(let inference)? = dump.scenario.environmentSources?.horizontalSizeClass else {
            Issue.record("the width is not inferred")
            return
        }
        #expect(inference.reason == "a split view shows two columns on screen")
        #expect(inference.location.line == 1)
        #expect(dump.scenario.environmentSources?.iosVersion == .default)
    }

    @Test("A13 a class newer than the default raises the iOS version to its first; one the default covers keeps the default")
    func classFloors() throws {
        let stack = try read(
            """
            <SwiftUI.UIKitNavigationController 0x100a01000>, state: appeared, view: <UILayoutContainerView 0x100a02000>
               | <_TtGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_ 0x100a03000>, state: appeared, view: <UIView 0x100a04000>
            """)
        // iOS 16 at the latest is the floor, and 17 lies above it: the default stays.
        #expect(stack.scenario.environment.iosVersion == 17)
        #expect(stack.scenario.environmentSources?.iosVersion == .default)
        let old = try read(
            """
            <UINavigationController 0x7d025000>, state: appeared, view: <UILayoutContainerView 0x7d025200>
               | <SwiftUI.UIKitNavigationController 0x7d026000>, state: appeared, view: <UILayoutContainerView 0x7e8a1200>
            """)
        // 32-bit (iOS 10 at most) and a class from iOS 15 contradict each other: nothing is inferred.
        #expect(old.scenario.environment.iosVersion == 17)
        #expect(old.scenario.environmentSources?.iosVersion == .default)
    }

    @Test("A13 hand-written placeholder addresses (0x1) say nothing of the era")
    func placeholders() throws {
        let dump = try read(
            """
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <ListController 0x3>, state: appeared, view: <UIView 0x4>
            """)
        #expect(dump.scenario.environment.iosVersion == 17)
        #expect(dump.scenario.environmentSources?.iosVersion == .default)
    }

    @Test("--ios overrides the inference, with a note saying what the dump shows")
    func givenBeatsInference() throws {
        let dump = try DumpReader.read(Self.popover32, file: "test.txt", given: GivenEnvironment(iosVersion: 17))
        #expect(dump.scenario.environment.iosVersion == 17)
        let sources = try #require(dump.scenario.environmentSources)
        guard case .given(let option, let overriding?) = sources.iosVersion else {
            Issue.record("iOS is \(sources.iosVersion)")
            return
        }
        #expect(option == "--ios 17")
        #expect(overriding.reason == "32-bit addresses")
        #expect(sources.overrides.map(\.message) == ["--ios 17 is taken, though the input shows otherwise: 32-bit addresses, iOS 8–10"])
        #expect(sources.overrides.first?.location.line == 1)
        #expect(
            try ScenarioWriter.yaml(for: dump.scenario).contains(
                "ios: 17  # given: --ios 17; the input shows otherwise: 32-bit addresses, iOS 8–10 (line 1)\n"))
        // The observed popover is still a popover, and the dump still agrees with the model.
        let run = ScenarioRun(dump.scenario)
        #expect(DumpComparison(dump, run: run).findings.isEmpty)
    }

    @Test("--device iphone over an inferred iPad brings compact width; one note for both")
    func givenDevice() throws {
        let dump = try DumpReader.read(Self.popover32, file: "test.txt", given: GivenEnvironment(device: .iphone))
        #expect(dump.scenario.environment.device == .iphone)
        #expect(dump.scenario.environment.horizontalSizeClass == .compact)
        #expect(dump.scenario.environmentSources?.overrides.count == 1)
        // Observed as a popover, it stays one: UIKit showed it so.
        let run = ScenarioRun(dump.scenario)
        #expect(run.hierarchy.presentations.first.map(run.hierarchy.effectiveStyle(of:)) == .popover)
        #expect(run.passed)
    }

    @Test("an option that agrees with the dump gets no note")
    func givenAgrees() throws {
        let dump = try DumpReader.read(Self.popover32, file: "test.txt", given: GivenEnvironment(device: .ipad, iosVersion: 10))
        #expect(dump.scenario.environmentSources?.overrides.isEmpty == true)
    }

    @Test("the caption says default for a dump that decides nothing, and nothing for a scenario file")
    func captionDefault() throws {
        let dump = try read(Self.popover64)
        let hierarchy = ScenarioRun(dump.scenario).hierarchy
        let marked = HierarchyDiagram(hierarchy, options: .init(environmentSources: dump.scenario.environmentSources)).dot
        #expect(marked.contains("iPhone (default), compact width, regular height, iOS 17 (default)"))
        #expect(HierarchyDiagram(hierarchy).dot.contains("iPhone, compact width, regular height, iOS 17<"))
    }
}
