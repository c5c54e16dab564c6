import DumpImport
import PresentationModel
import PresentationScenarios
import ScenarioYAML
import Testing

/// Each form of `_printHierarchy` text the reader accepts, with small dumps of its own.
@Suite("Dump variants")
struct VariantTests {
    @Test("'   | ' nests children and '   + ' presented controllers, also nested ('   |    + ')")
    func nesting() throws {
        let dump = try read(
            """
            <UINavigationController 0x1>, state: disappeared, view: <UILayoutContainerView 0x2>
               | <ListController 0x3>, state: disappeared, view: <UITableView 0x4>
               + <DetailController 0x5>, state: appeared, view: <UIView 0x6>, presented with: <_UIFullscreenPresentationController 0x7>
               |    + <AlertController 0x8>, state: appeared, view: <UIView 0x9>, presented with: <_UIAlertControllerAlertPresentationController 0xa>
            """)
        let run = ScenarioRun(dump.scenario)
        let h = run.hierarchy
        #expect(run.diagnostics.isEmpty)
        #expect(h.children(of: "UINavigationController") == ["ListController"])
        #expect(h.presentingViewController(of: "DetailController") == "UINavigationController")
        #expect(h.presentingViewController(of: "AlertController") == "DetailController")
        #expect(h.presentation(of: "AlertController")?.style == .custom)
        #expect(run.passed)
    }

    @Test(
        "each presentation controller class names its style",
        arguments: [
            ("_UIFullscreenPresentationController", ModalPresentationStyle.fullScreen),
            ("_UIOverFullscreenPresentationController", .overFullScreen),
            ("_UIPageSheetPresentationController", .pageSheet),
            ("_UIFormSheetPresentationController", .formSheet),
            ("UIPopoverPresentationController", .popover),
            ("_UICurrentContextPresentationController", .currentContext),
            ("_UIOverCurrentContextPresentationController", .overCurrentContext),
            ("_UIAlertControllerAlertPresentationController", .custom),
            ("MyApp.CardPresentationController", .custom),
            ("formSheet", .formSheet),
        ])
    func presentationControllers(_ className: String, _ style: ModalPresentationStyle) throws {
        let dump = try read(
            """
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <ListController 0x3>, state: appeared, view: <UITableView 0x4>
               + <SheetController 0x5>, state: appeared, view: <UIView 0x6>, presented with: <\(className) 0x7>
            """)
        guard case .perform(let operations) = dump.scenario.steps.first?.value.action,
            case .observePresentation(_, _, _, let observed)? = operations.first
        else {
            Issue.record("no observed presentation")
            return
        }
        #expect(observed == style)
    }

    @Test(
        "R11.2 an alert controller's presentation controller names its style: the alert and compact action-sheet controllers custom, the regular action-sheet controller (a popover controller) popover",
        arguments: [
            ("_UIAlertControllerAlertPresentationController", ModalPresentationStyle.custom),
            ("_UIAlertControllerActionSheetCompactPresentationController", .custom),
            ("_UIAlertControllerActionSheetRegularPresentationController", .popover),
        ])
    func alertPresentationControllers(_ className: String, _ style: ModalPresentationStyle) throws {
        let dump = try read(
            """
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <ListController 0x3>, state: appeared, view: <UITableView 0x4>
               + <UIAlertController 0x5>, state: appeared, view: <_UIAlertControllerView 0x6>, presented with: <\(className) 0x7>
            """)
        let h = ScenarioRun(dump.scenario).hierarchy
        #expect(h.presentation(of: "UIAlertController")?.style == style)
        #expect(h.presentingViewController(of: "UIAlertController") == "UINavigationController")
        #expect(h.isOnScreen("ListController"))
    }

    @Test("addresses, stripped addresses and Swift's 'Module.Class: 0x…' all read; the class is kept as printed")
    func addresses() throws {
        let dump = try read(
            """
            <MyApp.RootController: 0x7fb1>, state: appeared, view: <UIView: 0x7fb2>
               | <UIViewController 0x3>, state: appeared, view: <UIView 0x4>
               | <UIViewController>, state: appeared, view: <UIView>
            """)
        #expect(dump.lines["RootController"]?.className == "MyApp.RootController")
        #expect(dump.lines["RootController"]?.address == "0x7fb1")
        #expect(dump.lines["RootController"]?.printed == "<MyApp.RootController 0x7fb1>")
        #expect(dump.lines["UIViewController"]?.address == "0x3")
        #expect(dump.lines["UIViewController-2"]?.address == nil)
        #expect(ScenarioRun(dump.scenario).hierarchy.className(of: "RootController") == "MyApp.RootController")
    }

    @Test("mangled Swift class names give their class for the id and the kind")
    func mangled() throws {
        let dump = try read(
            """
            <_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_: 0x1>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_: 0x2>
            <_TtC5MyApp25ShellNavigationController: 0x3>, state: appeared, view: <UILayoutContainerView: 0x4>
            """)
        let h = ScenarioRun(dump.scenario).hierarchy
        #expect(h.controllers == ["UIHostingController", "ShellNavigationController"])
        #expect(h.kind(of: "ShellNavigationController") == .navigation)
        #expect(h.className(of: "UIHostingController") == "_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_")
    }

    @Test("view: (view not loaded) with one or two spaces, and 'not in the window' before or after 'presented with:'")
    func viewForms() throws {
        let dump = try read(
            """
            <UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <A 0x3>, state: appeared, view: <UIView 0x4>
               | <B 0x5>, state: disappeared, view: (view not loaded)
               | <C 0x6>, state: disappeared, view:  (view not loaded)
               | <D 0x7>, state: disappeared, view: <UIView 0x8> not in the window
               |    + <E 0x9>, state: disappeared, view: <UIView 0xa> not in the window, presented with: <_UIFullscreenPresentationController 0xb>
               | <F 0xc>, state: disappeared, view: <UIView 0xd>
               |    + <G 0xe>, state: disappeared, view: <UIView 0xf>, presented with: <_UIFullscreenPresentationController 0x10> not in the window
            """)
        #expect(dump.lines["B"]?.view == .notLoaded)
        #expect(dump.lines["C"]?.view == .notLoaded)
        #expect(dump.lines["D"]?.notInWindow == true)
        #expect(dump.lines["E"]?.notInWindow == true)
        #expect(dump.lines["E"]?.presentedWith == "_UIFullscreenPresentationController")
        #expect(dump.lines["G"]?.notInWindow == true)
        #expect(dump.lines["G"]?.presentedWith == "_UIFullscreenPresentationController")
        let run = ScenarioRun(dump.scenario)
        #expect(run.passed)
    }

    @Test("each state reads; appearing counts as on screen and disappearing as off (the end of the transition)")
    func states() throws {
        let dump = try read(
            """
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <A 0x3>, state: disappearing, view: <UIView 0x4>
               | <B 0x5>, state: appearing, view: <UIView 0x6>
            """)
        #expect(dump.lines["A"]?.state == .disappearing)
        #expect(dump.lines["B"]?.state == .appearing)
        #expect(ScenarioRun(dump.scenario).passed)
    }

    @Test("a fragment starting at an indented '+' gets a presenter the dump does not show, in a window")
    func fragment() throws {
        let dump = try read(
            """
               + <LookupController 0x1>, state: appeared, view: <UIView 0x2>, presented with: <_UIOverFullscreenPresentationController 0x3>
               |    | <RemoteController 0x4>, state: appeared, view: <_UISizeTrackingView 0x5>
            """)
        let h = ScenarioRun(dump.scenario).hierarchy
        #expect(dump.addedPresenter == "presenter-not-shown")
        #expect(h.rootViewController(ofWindow: "main") == "presenter-not-shown")
        #expect(h.presentingViewController(of: "RemoteController") == "presenter-not-shown")
        #expect(h.isOnScreen("RemoteController"))
    }

    @Test("a fragment starting at an indented '|' keeps its first line as a root")
    func childFragment() throws {
        let dump = try read(
            """
               |    | <ListController 0x1>, state: appeared, view: <UIView 0x2>
               |    |    | <CellController 0x3>, state: appeared, view: <UIView 0x4>
            """)
        let h = ScenarioRun(dump.scenario).hierarchy
        #expect(h.children(of: "ListController") == ["CellController"])
    }

    @Test("lldb and cycript prompts, blank lines and stray quotes or backticks around the dump are skipped")
    func strays() throws {
        let dump = try read(
            """
            (lldb) expr -l objc -O -- [[UIWindow keyWindow] _printHierarchy]
            cy# [[UIApp keyWindow].rootViewController _printHierarchy].toString()

            @"<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <ListController 0x3>, state: appeared, view: <UITableView 0x4>`
            (lldb)
            """)
        #expect(ScenarioRun(dump.scenario).hierarchy.controllers == ["UINavigationController", "ListController"])
    }

    @Test("several root lines are several windows, in order")
    func windows() throws {
        let dump = try read(
            """
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <ListController 0x3>, state: appeared, view: <UITableView 0x4>
            <UIInputWindowController 0x5>, state: appeared, view: <UIInputSetContainerView 0x6>
            """)
        let h = ScenarioRun(dump.scenario).hierarchy
        #expect(h.windows.map(\.id) == ["main", "window2"])
        #expect(h.rootViewController(ofWindow: "window2") == "UIInputWindowController")
    }

    @Test("vcgraph's own text tree reads back: window names, ids, styles, from:, definesPresentationContext, title")
    func ownTree() throws {
        let dump = try read(
            """
            window main
            <UITabBarController: tabs>, state: disappeared
               | <UINavigationController: nav>, state: disappeared, definesPresentationContext, title: "Items, all"
               |    | <BNRItemsViewController: items>, state: disappeared
               + <UINavigationController: detailNav>, state: appeared, presented with: fullScreen, from: <BNRItemsViewController: items>
            detached
            <UIViewController: spare>, state: disappeared
            """)
        let run = ScenarioRun(dump.scenario)
        let h = run.hierarchy
        #expect(h.presentedFrom("detailNav") == "items")
        #expect(h.presentingViewController(of: "detailNav") == "tabs")
        #expect(h.definesPresentationContext("nav") == true)
        #expect(h.attributes(of: "nav")?.title == "Items, all")
        #expect(h.windows.map(\.id) == ["main"])
        #expect(h.isInWindow("spare") == false)
        #expect(run.passed)
        #expect(DumpComparison(dump, run: run).findings.isEmpty)
    }

    @Test("the tab whose line is on screen is the selected one (R1.5's selectedViewController)")
    func selectedTab() throws {
        let dump = try read(
            """
            <UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <First 0x3>, state: disappeared, view: (view not loaded)
               | <Second 0x4>, state: appeared, view: <UIView 0x5>
            """)
        let run = ScenarioRun(dump.scenario)
        #expect(run.hierarchy.selectedViewController(of: "UITabBarController") == "Second")
        #expect(run.passed)
    }

    @Test("a split view showing two columns was dumped in regular width: it stays expanded (§8)")
    func expandedSplit() throws {
        let dump = try read(
            """
            <UISplitViewController 0x1>, state: appeared, view: <UIView 0x2>
               | <Primary 0x3>, state: appeared, view: <UIView 0x4>
               | <Secondary 0x5>, state: appeared, view: <UIView 0x6>
            """)
        #expect(dump.scenario.environment.horizontalSizeClass == .regular)
        #expect(ScenarioRun(dump.scenario).passed)
    }

    @Test("the reader is linear: a 20,000-line dump reads, as a tab bar of navigation stacks")
    func large() throws {
        var text = "<UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n"
        for tab in 0..<100 {
            text += "   | <UINavigationController 0x\(tab)>, state: \(tab == 0 ? "appeared" : "disappeared"), view: (view not loaded)\n"
            for item in 0..<199 { text += "   |    | <Item\(item) 0x\(item)>, state: disappeared, view: (view not loaded)\n" }
        }
        let dump = try read(text)
        #expect(dump.lines.count == 20_001)
    }
}

/// The scenario file `vcgraph import` writes reads back, whatever the dump's names.
@Suite("Imported scenario files")
struct ImportedScenarioFileTests {
    @Test("an id longer than YAML's 1,024-character simple key is written as an explicit key (found by the fuzzer)")
    func longID() throws {
        let id = String(repeating: "h", count: 1_100) + ", \u{0}\u{10}: x"
        let dump = try read("<A: \(id)>, state: appeared, view: <UIView 0x1>")
        let yaml = try ScenarioWriter.yaml(for: dump.scenario)
        let reread = ScenarioRun(try ScenarioReader.read(yaml, file: "imported.yaml"))
        #expect(reread.hierarchy.controllers == [ControllerID(id)])
        #expect(reread.passed)
    }

    @Test("a tree deeper than scenario files nest (200 levels) is refused by the dump reader at its line, never written to be refused")
    func tooDeep() throws {
        let lines = ["<A: c0>"] + (1...205).map { "[depth \($0)]    | <A: c\($0)>" }
        let error = #expect(throws: DumpError.self) { try read(lines.joined(separator: "\n")) }
        #expect(error?.description.hasPrefix("test.txt:201:18: error: controllers nest deeper than 200 levels") == true)
        let deepest = try read(lines.prefix(200).joined(separator: "\n"))
        #expect(ScenarioRun(try ScenarioReader.read(try ScenarioWriter.yaml(for: deepest.scenario), file: "i.yaml")).passed)
    }

    @Test("spaces around an id are not part of it, as in scenario files (found by the fuzzer)")
    func spacedID() throws {
        let dump = try read("<A:  x  >, state: appeared, view: <UIView 0x1>")
        #expect(dump.lines.keys.map(\.rawValue) == ["x"])
        #expect(ScenarioRun(try ScenarioReader.read(try ScenarioWriter.yaml(for: dump.scenario), file: "i.yaml")).passed)
    }
}
