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
}
