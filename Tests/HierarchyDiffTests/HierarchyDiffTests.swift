import HierarchyDiff
import PresentationModel
import Testing

/// Two hierarchies compared by class and order, whatever ids they use.
@Suite("Hierarchy diff")
struct HierarchyDiffTests {
    static func tabs(ids prefix: String, presentFrom source: String? = nil, style: ModalPresentationStyle = .fullScreen) throws -> Hierarchy {
        var h = try Hierarchy {
            TabBar(ControllerID("\(prefix)tabs")) {
                Navigation(ControllerID("\(prefix)nav")) { Controller(ControllerID("\(prefix)list"), class: "ListController") }
            }
        } detached: {
            Controller(ControllerID("\(prefix)detail"), class: "DetailController")
        }
        if let source {
            h.present(ControllerID("\(prefix)detail"), from: ControllerID("\(prefix)\(source)"), Hierarchy.PresentationRequest(style: style))
        }
        return h
    }

    @Test("the same structure under other ids has no difference")
    func sameStructure() throws {
        let diff = HierarchyDiff(try Self.tabs(ids: "a-", presentFrom: "list"), try Self.tabs(ids: "b-", presentFrom: "list"))
        #expect(diff.isEmpty)
        #expect(diff.shared.controllers == 4)
        #expect(diff.shared.containment == 2)
        #expect(diff.shared.presentations == 1)
        #expect(diff.text(a: "a", b: "b").hasSuffix("no differences: 4 controllers, 2 containment links and 1 presentation links agree\n"))
    }

    @Test("a presentation in another style, or by another presenter (R3.1 vs R3.2), is a presentation link that differs")
    func presentationDiffers() throws {
        let diff = HierarchyDiff(
            try Self.tabs(ids: "", presentFrom: "list", style: .fullScreen), try Self.tabs(ids: "", presentFrom: "list", style: .currentContext))
        #expect(diff.onlyInA.presentations.map(\.presenter) == ["UITabBarController"])
        #expect(diff.onlyInB.presentations.map(\.presenter) == ["UINavigationController"])
        #expect(diff.onlyInA.controllers.isEmpty && diff.onlyInB.controllers.isEmpty)
        #expect(diff.text(a: "a", b: "b").contains("- <UITabBarController> + <DetailController>, presented with: fullScreen\n"))
    }

    @Test("a missing controller and its containment link are listed on the side that has them")
    func controllerDiffers() throws {
        var b = try Self.tabs(ids: "")
        b.apply(.declare(ControllerSpec(id: "extra", kind: .plain)))
        b.apply(.addChild("extra", to: "list"))
        let diff = HierarchyDiff(try Self.tabs(ids: ""), b)
        #expect(diff.onlyInA.isEmpty)
        #expect(diff.onlyInB.controllers == ["UIViewController"])
        #expect(diff.onlyInB.containment.map { "\($0.parent) | \($0.child) at \($0.position)" } == ["ListController | UIViewController at 0"])
        #expect(
            diff.json(a: "a", b: "b") == """
                {
                  "a": "a",
                  "b": "b",
                  "identical": false,
                  "onlyInA": {
                    "containment": [],
                    "controllers": [],
                    "presentations": []
                  },
                  "onlyInB": {
                    "containment": [
                      {
                        "child": "UIViewController",
                        "parent": "ListController",
                        "position": 0
                      }
                    ],
                    "controllers": [
                      "UIViewController"
                    ],
                    "presentations": []
                  }
                }

                """)
    }
}
