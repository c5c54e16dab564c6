import PresentationModel
import Testing

/// iOS 26's inspector column (R15.3): a child of the split view controller, hidden until
/// `show(.inspector)`, changing visibility only.
@Suite("The split view's inspector column (R15.3)", .checkingInvariants)
struct InspectorColumnTests {
    func split(_ environment: Environment = Environment(device: .ipad, iosVersion: 26)) -> Hierarchy {
        declare(environment) {
            Split(
                "s", style: .doubleColumn, primary: Navigation("list") { Controller("items") }, secondary: Controller("detail"),
                inspector: Controller("info"))
        }
    }

    @Test("R15.3 the inspector is a child of the split view, unwrapped, and hidden by default")
    func hiddenByDefault() {
        let h = split()
        #expect(h.parent(of: "info") == "s")
        #expect(h.splitViewController(of: "info") == "s")
        #expect(h.navigationController(of: "info") == nil)
        #expect(h.viewController(for: .inspector, of: "s") == "info")
        #expect(!h.isOnScreen("info"))
        // The secondary column is wrapped as R7.5 says; the inspector is not.
        #expect(h.parent(of: "detail") == "s/secondary")
    }

    @Test("R15.3 show(.inspector) shows it and hide(.inspector) hides it; no relation of another controller changes")
    func showAndHide() {
        var h = split()
        let before = Self.state(of: h, ["s", "list", "items", "detail"])
        expectClean(h.setColumn(.inspector, shown: true, of: "s"))
        #expect(h.isOnScreen("info"))
        #expect(h.parent(of: "info") == "s")
        #expect(Self.state(of: h, ["s", "list", "items", "detail"]) == before)
        expectClean(h.setColumn(.inspector, shown: false, of: "s"))
        #expect(!h.isOnScreen("info"))
    }

    @Test("R15.3 a collapsed split view does not show its inspector; expanded again, it shows it as before")
    func collapsed() {
        var h = split()
        expectClean(h.setColumn(.inspector, shown: true, of: "s"))
        h.apply(.setSizeClasses(horizontal: .compact, vertical: nil))
        #expect(!h.isOnScreen("info"))
        #expect(h.parent(of: "info") == "s")
        h.apply(.setSizeClasses(horizontal: .regular, vertical: nil))
        #expect(h.isOnScreen("info"))
    }

    @Test("R7.8 showing or hiding another column changes no relation")
    func otherColumns() {
        var h = split()
        let ids: [ControllerID] = ["s", "list", "items", "detail", "info"]
        let before = Self.state(of: h, ids)
        expectClean(h.setColumn(.primary, shown: false, of: "s"))
        #expect(Self.state(of: h, ids) == before)
    }

    /// Each controller's parent, split view controller and whether it is on screen.
    static func state(of h: Hierarchy, _ ids: [ControllerID]) -> [String] {
        ids.map { "\($0): \(h.parent(of: $0)?.rawValue ?? "-") \(h.splitViewController(of: $0)?.rawValue ?? "-") \(h.isOnScreen($0))" }
    }

    @Test("R15.3 show(.inspector) on a controller that is not a split view is refused")
    func wrongKind() {
        var h = split()
        #expect(h.setColumn(.inspector, shown: true, of: "items").failed)
    }
}
