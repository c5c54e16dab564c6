import PresentationModel
import Testing

/// §3 R2.1–R2.5: the presentation link and the two getters that read it, checked for every
/// controller of both families.
@Suite("Presentation links (§3)", .checkingInvariants)
struct PresentationLinkTests {
    /// Family 1 is a tab bar with navigation controllers and custom children; family 2 is a
    /// navigation controller whose stack entries have children of their own.
    static func twoFamilies() -> Hierarchy {
        declare {
            TabBar("T") {
                Navigation("N1") {
                    Controller("Items") { Controller("ItemsChild") }
                }
                Controller("Other") { Controller("OtherChild") }
            }
        } detached: {
            Navigation("N2") {
                Controller("List")
                Controller("Detail") { Controller("DetailChild") { Controller("Deepest") } }
            }
        }
    }

    static let family1: [ControllerID] = ["T", "N1", "Items", "ItemsChild", "Other", "OtherChild"]
    static let family2: [ControllerID] = ["N2", "List", "Detail", "DetailChild", "Deepest"]

    @Test("R2.1 every controller of the presenter's family returns the presented family root")
    func presentedViewControllerForTheWholePresenterFamily() {
        var h = Self.twoFamilies()
        expectClean(h.present("N2", from: "ItemsChild", .init(style: .fullScreen)))
        #expect(h.presentationContext(of: "N2") == "T")
        #expect(Self.family1.map(h.presentedViewController(of:)) == Array(repeating: "N2", count: 6))
        // Nothing in the presented family presents anything.
        #expect(Self.family2.map(h.presentedViewController(of:)) == Array(repeating: nil, count: 5))
    }

    @Test("R2.1 the walk returns the nearest own presented slot, not the family root's")
    func presentedViewControllerNearestSlotWins() {
        var h = declare {
            TabBar("T") {
                Navigation("N1") { Controller("A") { Controller("AChild") }.definesPresentationContext(true) }
                Navigation("N2") { Controller("B") }
            }
        } detached: {
            Controller("X")
            Controller("Y")
        }
        expectClean(h.present("X", from: "AChild", .init(style: .overCurrentContext)))
        expectClean(h.present("Y", from: "N1", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "X") == "A")
        #expect(h.presentingViewController(of: "Y") == "T")
        let ids: [ControllerID] = ["T", "N1", "A", "AChild", "N2", "B", "X", "Y"]
        #expect(ids.map(h.presentedViewController(of:)) == ["Y", "Y", "X", "X", "Y", "Y", nil, nil])
    }

    @Test("R2.2 every controller of the presented family returns the same presenter")
    func presentingViewControllerForTheWholePresentedFamily() {
        var h = Self.twoFamilies()
        expectClean(h.present("N2", from: "Items", .init(style: .fullScreen)))
        #expect(Self.family2.map(h.presentingViewController(of:)) == Array(repeating: "T", count: 5))
        // The presenter's family was not presented: nil everywhere.
        #expect(Self.family1.map(h.presentingViewController(of:)) == Array(repeating: nil, count: 6))
        // R1.1: a presented controller has no parent, and its children are not the presenter's.
        #expect(h.parent(of: "N2") == nil)
        #expect(h.children(of: "T") == ["N1", "Other"])
        #expect(h.familyRoot(of: "Deepest") == "N2")
    }

    @Test("R2.2 in a chain each family reports its own presenter, and its presented family root")
    func chainOfThreeFamilies() {
        var h = Self.twoFamilies()
        h.add(Navigation("N3") { Controller("Z") { Controller("ZChild") } }.spec)
        expectClean(h.present("N2", from: "Items", .init(style: .fullScreen)))
        expectClean(h.present("N3", from: "DetailChild", .init(style: .fullScreen)))
        #expect(h.presentationContext(of: "N3") == "N2")
        #expect(Self.family2.map(h.presentingViewController(of:)) == Array(repeating: "T", count: 5))
        #expect(Self.family2.map(h.presentedViewController(of:)) == Array(repeating: "N3", count: 5))
        let family3: [ControllerID] = ["N3", "Z", "ZChild"]
        #expect(family3.map(h.presentingViewController(of:)) == ["N2", "N2", "N2"])
        #expect(family3.map(h.presentedViewController(of:)) == [nil, nil, nil])
        // Family 1 still sees the root of family 2, not the top of the chain.
        #expect(Self.family1.map(h.presentedViewController(of:)) == Array(repeating: "N2", count: 6))
    }

    @Test("R2.3 the link stores the resolved presenter, and the source still sees what it asked for")
    func linkStoresResolvedPresenter() throws {
        var h = Self.twoFamilies()
        expectClean(h.present("N2", from: "ItemsChild", .init(style: .pageSheet)))
        let record = try #require(h.presentation(of: "N2"))
        #expect(record.presented == "N2")
        #expect(record.requestedFrom == "ItemsChild")
        #expect(record.presenter == "T")
        #expect(record.style == .pageSheet)
        #expect(h.presentingViewController(of: "N2") == "T")
        #expect(h.presentedFrom("N2") == "ItemsChild")
        #expect(h.presentationContext(of: "N2") == "T")
        // The source is a descendant of the presenter, so it reports the presented root too.
        #expect(h.presentedViewController(of: "ItemsChild") == "N2")
        // Only the presented family root carries the record.
        #expect(h.presentation(of: "Detail") == nil)
        #expect(h.presentedFrom("Detail") == nil)
    }

    @Test("R2.3 after a context presentation, the definer's ancestors report nil")
    func resolvedContextPresenterAncestorsReportNil() {
        var h = declare {
            TabBar("T") { Navigation("N1") { Controller("Items") { Controller("Cell") }.definesPresentationContext(true) } }
        } detached: {
            Controller("X")
        }
        expectClean(h.present("X", from: "Cell", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "X") == "Items")
        #expect(h.presentedFrom("X") == "Cell")
        let ids: [ControllerID] = ["T", "N1", "Items", "Cell"]
        #expect(ids.map(h.presentedViewController(of:)) == [nil, nil, "X", "X"])
    }

    @Test("R2.4 one presented controller per presenter; a second request warns (P7) and changes nothing")
    func onePresentedControllerPerPresenter() {
        var h = Self.twoFamilies()
        h.add(Controller("Second").spec)
        expectClean(h.present("N2", from: "Items", .init(style: .overFullScreen)))
        expectExactDiagnostic(
            h.present("Second", from: "Other", .init(style: .fullScreen)), .warning,
            "Attempt to present <UIViewController: Second> on <UITabBarController: T> (from <UIViewController: Other>) which is already presenting <UINavigationController: N2>."
        )
        #expect(h.presentingViewController(of: "Second") == nil)
        #expect(h.presentations.map(\.presented) == ["N2"])
    }

    @Test("R2.4 chains are allowed: a presented controller may present in turn")
    func chainsAreAllowed() {
        var h = declare {
            Controller("A")
        } detached: {
            Controller("B"); Controller("C"); Controller("D")
        }
        expectClean(h.present("B", from: "A", .init(style: .fullScreen)))
        expectClean(h.present("C", from: "B", .init(style: .overFullScreen)))
        expectClean(h.present("D", from: "C", .init(style: .formSheet)))
        #expect(h.presentations.map(\.presented) == ["B", "C", "D"])
        #expect(h.presentations.map(\.presenter) == ["A", "B", "C"])
        let ids: [ControllerID] = ["A", "B", "C", "D"]
        #expect(ids.map(h.presentingViewController(of:)) == [nil, "A", "B", "C"])
        #expect(ids.map(h.presentedViewController(of:)) == ["B", "C", "D", nil])
    }

    @Test("R2.5 the link is in place as soon as present returns")
    func linksAreImmediate() {
        var h = Self.twoFamilies()
        #expect(h.presentedViewController(of: "Items") == nil)
        #expect(h.presentingViewController(of: "Detail") == nil)
        let result = h.present("N2", from: "Items", .init(style: .fullScreen, animated: true))
        #expect(result.diagnostics == [])
        #expect(result.removed == [])
        #expect(h.presentedViewController(of: "Items") == "N2")
        #expect(h.presentingViewController(of: "Detail") == "T")
        #expect(h.presentation(of: "N2")?.animated == true)
    }
}

// MARK: - Helpers shared by the presentation test files

/// Everything observable about a hierarchy, to check that a refused step changed nothing.
struct PresentationSnapshot: Equatable {
    var controllers: [HierarchyAnalysis.ControllerRelations]
    var families: [HierarchyAnalysis.Family]
    var presentations: [Presentation]
    var windows: [String]
    var environment: Environment

    init(_ h: Hierarchy) {
        let analysis = h.analyze()
        controllers = Array(analysis.controllers)
        families = analysis.families
        presentations = analysis.presentations
        windows = h.windows.map { "\($0.id)=\($0.root)" }
        environment = h.environment
    }
}

/// The controllers whose view is in a window, in declaration order.
func controllersOnScreen(_ h: Hierarchy) -> [ControllerID] {
    h.controllers.filter { h.isOnScreen($0) }
}

/// A presentation's context walk, one `id=answer` per controller asked, `(default)` marking
/// a class default (R3.3).
func contextWalkSummary(_ presentation: Presentation?) -> [String] {
    presentation?.resolution.contextWalk.map {
        "\($0.controller)=\($0.definesPresentationContext)\($0.isClassDefault ? " (default)" : "")"
    } ?? ["<not presented>"]
}
