import PresentationModel
import Testing

/// §18: detents (R14.2) and the largest undimmed detent (R14.3).
@Suite("Sheet detents (R14.2, R14.3)", .checkingInvariants)
struct SheetDetentTests {
    private func sheetOverNavigation(detents: [SheetDetent]?, undimmed: SheetDetent? = nil) -> Hierarchy {
        let sheet = detents.map { Controller("S").detents($0, largestUndimmed: undimmed) } ?? Controller("S").spec
        return declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            sheet
            Controller("B")
            Controller("Y")
        }
    }

    @Test("R14.2 detents are visual: the same links, parents and screen state as a sheet without them")
    func detentsChangeNoLink() {
        var plain = sheetOverNavigation(detents: nil)
        var medium = sheetOverNavigation(detents: [.medium, .large])
        expectClean(plain.present("S", from: "A", .init(style: .pageSheet)))
        expectClean(medium.present("S", from: "A", .init(style: .pageSheet)))
        #expect(medium.attributes(of: "S")?.detents == [.medium, .large])
        for id: ControllerID in ["N", "A", "S"] {
            for relation in Relation.reported {
                #expect(plain.value(of: relation, for: id) == medium.value(of: relation, for: id), "\(relation)(\(id))")
            }
        }
    }

    @Test(
        "R14.3 under an undimmed medium detent the presenter's family stays interactive: a push works and the sheet stays presented by N; a new full-screen presentation is P7"
    )
    func undimmedPresenterStaysInteractive() {
        var h = sheetOverNavigation(detents: [.medium, .large], undimmed: .medium)
        expectClean(h.present("S", from: "A", .init(style: .pageSheet)))
        expectClean(h.push("B", onto: "N"))
        #expect(h.presentingViewController(of: "S") == "N")
        #expect(h.presentedViewController(of: "B") == "S")
        #expect(h.isOnScreen("B") && h.isOnScreen("S"))
        expectExactDiagnostic(
            h.present("Y", from: "B", .init(style: .fullScreen)), .warning,
            "Attempt to present <UIViewController: Y> on <UINavigationController: N> (from <UIViewController: B>) which is already presenting <UIViewController: S>."
        )
        // R14.3: popping the controller that triggered the sheet leaves the sheet up.
        expectClean(h.popToRoot("N"))
        #expect(h.presentingViewController(of: "S") == "N" && h.isOnScreen("S"))
    }
}
