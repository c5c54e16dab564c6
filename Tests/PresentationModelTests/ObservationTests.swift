import PresentationModel
import Testing

/// The observed-state input (dumps, live capture): presentations taken as UIKit showed them,
/// then compared with the rules.
@Suite("Observed presentations")
struct ObservationTests {
    static func tabs() throws -> Hierarchy {
        try Hierarchy {
            TabBar("tabs") { Navigation("nav") { Controller("list") } }
        } detached: {
            Controller("sheet")
        }
    }

    @Test("an observed presentation where the rules agree (R3.1: the family root presents full screen) has no disagreement")
    func agreement() throws {
        var h = try Self.tabs()
        #expect(h.apply(.observePresentation("sheet", by: "tabs", from: "list", style: .fullScreen)).diagnostics.isEmpty)
        #expect(h.presentingViewController(of: "sheet") == "tabs")
        #expect(h.presentedViewController(of: "list") == "sheet")
        #expect(h.presentation(of: "sheet")?.resolution.rule == .observed)
        #expect(h.observationDisagreements().isEmpty)
    }

    @Test("a presenter the rules would not choose is kept as observed, and the disagreement names the rule (R3.1)")
    func disagreement() throws {
        var h = try Self.tabs()
        h.apply(.observePresentation("sheet", by: "list", from: nil, style: .fullScreen))
        // Kept as seen: the list presents, whatever the rules say.
        #expect(h.presentingViewController(of: "sheet") == "list")
        let disagreements = h.observationDisagreements()
        #expect(disagreements.map(\.rulesPresenter) == ["tabs"])
        #expect(disagreements.first?.rule == "R3.1")
        #expect(
            disagreements.first?.description == """
                UIKit shows <sheet> presented by <list>; the rules put it on <tabs> (R3.1) — was it presented from \
                another controller, or does a controller define the context?
                """)
    }

    @Test("a context-style observation is replayed through the definesPresentationContext walk (R3.2)")
    func contextWalk() throws {
        var h = try Self.tabs()
        // nav defines the context by its class default (R3.3): the rules put it on nav, not the list.
        h.apply(.observePresentation("sheet", by: "list", from: nil, style: .currentContext))
        #expect(h.observationDisagreements().map(\.rulesPresenter) == ["nav"])
        #expect(h.observationDisagreements().first?.rule == "R3.2")
    }

    @Test("an observation UIKit could never show is refused with UIKit's precondition (P3)")
    func impossible() throws {
        var h = try Self.tabs()
        let result = h.apply(.observePresentation("list", by: "tabs", from: nil, style: .fullScreen))
        #expect(result.failed)
        #expect(result.diagnostics.first?.rule == "P3")
        #expect(h.presentingViewController(of: "list") == nil)
    }
}
