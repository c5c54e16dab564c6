import DumpImport
import PresentationModel
import PresentationScenarios
import Testing

/// R18.3: a `_printHierarchy` dump of a SwiftUI sheet shown from a hosting controller in a
/// navigation stack imports the presented hosting controller as a plain controller of
/// its class, under the presenter UIKit resolved.
@Suite("SwiftUI hosting controllers in a dump")
struct SwiftUIHostingDumpTests {
    static let dump = """
        <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
           | <ListController 0x3>, state: disappeared, view: (view not loaded)
           | <_TtGC7SwiftUI19UIHostingControllerV5MyApp10DetailView_ 0x4>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewV5MyApp10DetailView_ 0x5>
           + <_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_ 0x6>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_ 0x7>, presented with: <_UISheetPresentationController 0x8>
        """

    @Test("R18.3 the presented hosting controller is a plain controller with its class, presented by the navigation controller")
    func r18_3() throws {
        let dump = try read(Self.dump)
        let run = ScenarioRun(dump.scenario)
        let h = run.hierarchy
        let sheet: ControllerID = "PresentationHostingController"
        #expect(h.className(of: sheet) == "_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_")
        #expect(h.kind(of: sheet) == .plain)
        #expect(h.presentingViewController(of: sheet) == "UINavigationController")
        #expect(h.presentationStyle(of: sheet) == .pageSheet)
        #expect(h.isOnScreen("UIHostingController") && !h.isOnScreen("ListController"))
        // A sheet from the pushed hosting controller resolves to the navigation
        // controller (R18.1), so the rules agree with what the dump shows.
        let comparison = DumpComparison(dump, run: run)
        #expect(comparison.findings.isEmpty)
    }

    /// A SwiftUI app's dump: a root host, a TabView of two tab hosts, a NavigationStack in
    /// the first, and a sheet the root host presents.
    static let app = """
        <_TtGC7SwiftUI19UIHostingControllerV7Example11ContentView_ 0x10>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewV7Example11ContentView_: 0x11>
           | <SwiftUI.UIKitTabBarController 0x12>, state: appeared, view: <UILayoutContainerView: 0x13>
           |    | <_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_ 0x14>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewVVS_7TabItem8RootView_: 0x15>
           |    |    | <SwiftUI.UIKitNavigationController 0x16>, state: appeared, view: <UILayoutContainerView: 0x17>
           |    |    |    | <_TtGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_ 0x18>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_: 0x19>
           |    | <_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_ 0x1a>, state: disappeared, view: (view not loaded)
           + <_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_ 0x1b>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_: 0x1c>, presented with: <_UIPageSheetPresentationController 0x1d>
        """

    @Test(
        "R19.6 R24.6 a SwiftUI app's dump reads into the same vocabulary, SwiftUI's classes by their kinds: the root host holds the tab bar, each tab a host, the stack a host, and the root host presents the sheet"
    )
    func swiftUIApp() throws {
        let dump = try read(Self.app)
        let run = ScenarioRun(dump.scenario)
        let h = run.hierarchy
        let root = try #require(h.rootViewController(ofWindow: h.windows.first?.id ?? ""))
        #expect(h.kind(of: root) == .plain)
        let tabBar = try #require(h.children(of: root).first)
        #expect(h.className(of: tabBar) == "SwiftUI.UIKitTabBarController" && h.kind(of: tabBar) == .tabBar)
        let tabs = h.children(of: tabBar)
        #expect(tabs.count == 2 && tabs.allSatisfy { h.kind(of: $0) == .plain })
        let stack = try #require(h.children(of: tabs[0]).first)
        #expect(h.className(of: stack) == "SwiftUI.UIKitNavigationController" && h.kind(of: stack) == .navigation)
        #expect(h.children(of: stack).count == 1)
        let sheet = try #require(h.presentedViewController(of: root))
        #expect(h.kind(of: sheet) == .plain)
        #expect(h.presentationStyle(of: sheet) == .pageSheet)
        // The rules put a sheet of any host not presented on the root host (R20.1).
        #expect(DumpComparison(dump, run: run).findings.isEmpty)
    }
}
