import PresentationModel
import Testing

/// §4 R3.0–R3.11: which controller presents, and the explanation (`resolution`, `contextWalk`)
/// the model records for it.
@Suite("Presenter resolution and definesPresentationContext (§4)", .checkingInvariants)
struct ContextResolutionTests {
    static let fullScreenClassStyles: [ModalPresentationStyle] = [
        .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover, .automatic, .custom,
    ]

    /// W = T [N1 [C [A]], Other]: a plain container inside a navigation inside a tab bar.
    static func nested(
        _ environment: Environment = Environment(device: .ipad),
        a: Bool? = nil, c: Bool? = nil, n1: Bool? = nil, t: Bool? = nil
    ) -> Hierarchy {
        func set(_ spec: ControllerSpec, _ value: Bool?) -> ControllerSpec {
            value.map { spec.definesPresentationContext($0) } ?? spec
        }
        return declare(environment) {
            set(
                TabBar("T") {
                    set(Navigation("N1") { set(Controller("C") { set(Controller("A").spec, a) }.spec, c) }.spec, n1)
                    Controller("Other")
                }.spec, t)
        } detached: {
            Navigation("XN") { Controller("X") }
            Controller("Y")
        }
    }

    // MARK: - R3.0

    @Test("R3.0 U3 the walk uses the effective style: with the option, a context style in compact width goes to the family root")
    func effectiveStyleFirst() throws {
        let options = ModelOptions(adaptsContextStylesInCompactWidth: true)
        var h = Self.nested(Environment(device: .iphone, options: options), a: true)
        expectClean(h.present("XN", from: "A", .init(style: .currentContext)))
        let record = try #require(h.presentation(of: "XN"))
        #expect(record.presenter == "T")
        #expect(record.style == .currentContext)
        #expect(record.initialEffectiveStyle == .fullScreen)
        #expect(record.resolution.rule == .familyRoot)
        #expect(record.resolution.presentationClass == .fullScreen)
        #expect(record.resolution.contextWalk.isEmpty)
    }

    @Test("R3.0 U3 by default a context style in compact width stays a context presentation")
    func effectiveStyleDefaultKeepsContext() throws {
        var h = Self.nested(Environment(device: .iphone), a: true)
        expectClean(h.present("XN", from: "A", .init(style: .currentContext)))
        let record = try #require(h.presentation(of: "XN"))
        #expect(record.presenter == "A")
        #expect(record.initialEffectiveStyle == .currentContext)
        #expect(record.resolution.rule == .definesPresentationContext)
        #expect(record.resolution.presentationClass == .context)
    }

    // MARK: - R3.1

    @Test("R3.1 full-screen class styles go to the source's family root and ignore every definer")
    func fullScreenClassGoesToFamilyRoot() throws {
        for style in Self.fullScreenClassStyles {
            var h = Self.nested(a: true, c: true)
            expectClean(h.present("XN", from: "A", .init(style: style)))
            let record = try #require(h.presentation(of: "XN"))
            #expect(record.presenter == "T", "\(style)")
            #expect(record.resolution.rule == .familyRoot, "\(style)")
            #expect(record.resolution.presentationClass == .fullScreen, "\(style)")
            #expect(record.resolution.contextWalk.isEmpty, "\(style): full-screen styles do not ask")
            #expect(h.presentedViewController(of: "A") == "XN", "\(style)")
        }
    }

    @Test("R3.1 the query agrees: resolvePresenter for the full-screen class")
    func resolvePresenterQueryFullScreen() throws {
        let h = Self.nested(a: true)
        let resolved = try #require(h.resolvePresenter(from: "A", class: .fullScreen))
        #expect(resolved.presenter == "T")
        #expect(resolved.resolution.rule == .familyRoot)
        #expect(h.resolvePresenter(from: "nobody", class: .fullScreen) == nil)
    }

    @Test("R3.1 custom follows its presentation controller: shouldPresentInFullscreen true → family root, false → definer")
    func customStyle() {
        // W = N1 [A], A defines a context.
        var h = declare {
            Navigation("N1") { Controller("A").definesPresentationContext(true) }
        } detached: {
            Controller("X")
        }
        var fullscreen = h
        expectClean(fullscreen.present("X", from: "A", .init(style: .custom, shouldPresentInFullscreen: true)))
        #expect(fullscreen.presentingViewController(of: "X") == "N1")
        #expect(fullscreen.presentation(of: "X")?.resolution.rule == .familyRoot)
        expectClean(h.present("X", from: "A", .init(style: .custom, shouldPresentInFullscreen: false)))
        #expect(h.presentingViewController(of: "X") == "A")
        #expect(h.presentation(of: "X")?.resolution.rule == .definesPresentationContext)
        #expect(h.presentation(of: "X")?.shouldPresentInFullscreen == false)
        #expect(contextWalkSummary(h.presentation(of: "X")) == ["A=true"])
    }

    // MARK: - R3.2

    @Test("R3.2 the walk starts at the source and stops at the first definer; contextWalk lists every controller asked")
    func walkStopsAtFirstDefiner() throws {
        var h = Self.nested()
        expectClean(h.present("XN", from: "A", .init(style: .currentContext)))
        let record = try #require(h.presentation(of: "XN"))
        #expect(record.presenter == "N1")
        #expect(record.resolution.rule == .definesPresentationContext)
        #expect(record.resolution.presentationClass == .context)
        #expect(contextWalkSummary(record) == ["A=false (default)", "C=false (default)", "N1=true (default)"])
    }

    @Test("R3.2 a definer on the source itself is asked first")
    func definerOnSource() {
        var h = Self.nested(a: true)
        expectClean(h.present("XN", from: "A", .init(style: .overCurrentContext)))
        #expect(h.presentingViewController(of: "XN") == "A")
        #expect(contextWalkSummary(h.presentation(of: "XN")) == ["A=true"])
    }

    @Test("R3.2 the query resolvePresenter gives the same walk without presenting")
    func resolvePresenterQueryContext() throws {
        let h = Self.nested(c: true)
        let resolved = try #require(h.resolvePresenter(from: "A", class: .context))
        #expect(resolved.presenter == "C")
        #expect(resolved.resolution.contextWalk.map(\.controller) == ["A", "C"])
        #expect(resolved.resolution.contextWalk.map(\.definesPresentationContext) == [false, true])
        #expect(resolved.resolution.contextWalk.map(\.isClassDefault) == [true, false])
        #expect(h.presentations.isEmpty)
    }

    // MARK: - R3.3

    @Test("R3.3 U8 class defaults: navigation and tab bar define a context; plain, split and page do not")
    func classDefaults() {
        let h = declare {
            TabBar("T") {
                Navigation("N") { Controller("A") }
                Split("S", primary: Controller("P"), secondary: Controller("D"))
                Page("Pg") { Controller("page1") }
            }
        }
        let ids: [ControllerID] = ["T", "N", "A", "S", "P", "D", "Pg", "page1"]
        #expect(ids.map(h.definesPresentationContext) == [true, true, false, false, false, false, false, false])
        #expect(ControllerKind.navigation.definesPresentationContextByDefault)
        #expect(ControllerKind.tabBar.definesPresentationContextByDefault)
        #expect(!ControllerKind.plain.definesPresentationContextByDefault)
        #expect(!ControllerKind.split(.tripleColumn).definesPresentationContextByDefault)
        #expect(!ControllerKind.page.definesPresentationContextByDefault)
        #expect(h.definesPresentationContext("nobody") == nil)
    }

    @Test("R3.3 U8 the walk passes a split view and a page view controller and reaches the tab bar (default true)")
    func walkPassesSplitAndPage() {
        var h = declare {
            TabBar("T") {
                Split("S", primary: Controller("P"), secondary: Controller("D"))
                Page("Pg") { Controller("page1") }
            }
        } detached: {
            Controller("X"); Controller("Y")
        }
        expectClean(h.present("X", from: "D", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "X") == "T")
        #expect(contextWalkSummary(h.presentation(of: "X")) == ["D=false (default)", "S=false (default)", "T=true (default)"])

        var pages = declare {
            TabBar("T", selected: 1) {
                Split("S", primary: Controller("P"), secondary: Controller("D"))
                Page("Pg") { Controller("page1") }
            }
        } detached: {
            Controller("X")
        }
        expectClean(pages.present("X", from: "page1", .init(style: .overCurrentContext)))
        #expect(pages.presentingViewController(of: "X") == "T")
        #expect(contextWalkSummary(pages.presentation(of: "X")) == ["page1=false (default)", "Pg=false (default)", "T=true (default)"])
    }

    @Test("R3.3 an explicit false overrides a navigation controller's default; the walk continues to the tab bar")
    func explicitFalseOverridesDefault() {
        var h = Self.nested(n1: false)
        expectClean(h.present("XN", from: "A", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "XN") == "T")
        #expect(contextWalkSummary(h.presentation(of: "XN")) == ["A=false (default)", "C=false (default)", "N1=false", "T=true (default)"])
    }

    @Test("R3.3 explicit false everywhere: no definer, the family root presents (R3.4)")
    func explicitFalseEverywhere() {
        var h = Self.nested(n1: false, t: false)
        expectClean(h.present("XN", from: "A", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "XN") == "T")
        #expect(h.presentation(of: "XN")?.resolution.rule == .noDefinerFamilyRoot)
        #expect(contextWalkSummary(h.presentation(of: "XN")) == ["A=false (default)", "C=false (default)", "N1=false", "T=false"])
    }

    @Test("R3.3 an explicit true on a split view makes it the definer")
    func explicitTrueOnSplit() {
        var h = declare {
            TabBar("T") { Split("S", primary: Controller("P"), secondary: Controller("D")).definesPresentationContext(true) }
        } detached: {
            Controller("X")
        }
        expectClean(h.present("X", from: "D", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "X") == "S")
        #expect(contextWalkSummary(h.presentation(of: "X")) == ["D=false (default)", "S=true"])
    }

    @Test("R3.3 setAttributes changes later presentations only")
    func setAttributesAffectsLaterPresentations() throws {
        var h = Self.nested()
        expectClean(h.present("XN", from: "A", .init(style: .overCurrentContext)))
        #expect(h.presentingViewController(of: "XN") == "N1")
        var attributes = try #require(h.attributes(of: "C"))
        attributes.definesPresentationContext = true
        expectClean(h.setAttributes(attributes, of: "C"))
        #expect(h.presentingViewController(of: "XN") == "N1")
        #expect(h.resolvePresenter(from: "A", class: .context)?.presenter == "C")
    }

    // MARK: - R3.4

    @Test("R3.4 no definer in a window root family: the window root presents")
    func noDefinerWindowRoot() {
        var h = declare {
            Controller("C") {
                Controller("L"); Controller("R")
            }
        } detached: {
            Controller("X")
        }
        expectClean(h.present("X", from: "L", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "X") == "C")
        #expect(h.presentation(of: "X")?.resolution.rule == .noDefinerFamilyRoot)
        #expect(h.presentation(of: "X")?.resolution.presentationClass == .context)
        #expect(contextWalkSummary(h.presentation(of: "X")) == ["L=false (default)", "C=false (default)"])
    }

    @Test("R3.4 U2 no definer in a presented family: that family's root presents, not the window root")
    func noDefinerPresentedFamily() {
        var h = declare {
            Controller("R0")
        } detached: {
            Controller("PC") { Controller("PL") }
            Controller("Y")
        }
        expectClean(h.present("PC", from: "R0", .init(style: .overFullScreen)))
        expectClean(h.present("Y", from: "PL", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "Y") == "PC")
        #expect(h.presentation(of: "Y")?.resolution.rule == .noDefinerFamilyRoot)
        #expect(contextWalkSummary(h.presentation(of: "Y")) == ["PL=false (default)", "PC=false (default)"])
        #expect(h.presentedViewController(of: "R0") == "PC")
    }

    // MARK: - R3.5 / R3.6

    @Test("R3.5 currentContext covers the definer's view only: the tab bar and navigation bar stay")
    func currentContextCoversDefinerOnly() {
        var h = Self.nested(c: true)
        expectClean(h.present("XN", from: "A", .init(style: .currentContext)))
        #expect(controllersOnScreen(h) == ["T", "N1", "XN", "X"])
    }

    @Test("R3.5 overCurrentContext keeps the definer's view")
    func overCurrentContextKeepsDefinerView() {
        var h = Self.nested(c: true)
        expectClean(h.present("XN", from: "A", .init(style: .overCurrentContext)))
        #expect(controllersOnScreen(h) == ["T", "N1", "C", "A", "XN", "X"])
    }

    @Test("R3.6 links are ordinary: the definer and its descendants report X, its ancestors and siblings nil")
    func contextLinksAreOrdinary() {
        var h = declare {
            TabBar("T") {
                Navigation("N1") {
                    Controller("C") {
                        Controller("A"); Controller("Sibling")
                    }.definesPresentationContext(true)
                }
                Controller("Other")
            }
        } detached: {
            Navigation("XN") { Controller("X") }
        }
        expectClean(h.present("XN", from: "A", .init(style: .currentContext)))
        let family1: [ControllerID] = ["T", "N1", "C", "A", "Sibling", "Other"]
        #expect(family1.map(h.presentedViewController(of:)) == [nil, nil, "XN", "XN", "XN", nil])
        #expect(family1.map(h.presentingViewController(of:)) == [nil, nil, nil, nil, nil, nil])
        #expect(["XN", "X"].map(h.presentingViewController(of:)) == ["C", "C"])
        #expect(h.presentedFrom("XN") == "A")
        #expect(h.presentationContext(of: "XN") == "C")
    }

    // MARK: - R3.7

    @Test("R3.7 several context presentations coexist in one family, one per tab")
    func severalContextPresentationsInOneFamily() {
        var h = declare {
            TabBar("T") {
                Navigation("N1") { Controller("A") }
                Navigation("N2") { Controller("B") }
                Navigation("N3") { Controller("C") }
            }
        } detached: {
            Controller("X"); Controller("Y"); Controller("Z")
        }
        expectClean(h.present("X", from: "A", .init(style: .currentContext)))
        expectClean(h.select(tabAt: 1, of: "T"))
        expectClean(h.present("Y", from: "B", .init(style: .overCurrentContext)))
        expectClean(h.select(tabAt: 2, of: "T"))
        expectClean(h.present("Z", from: "C", .init(style: .currentContext)))
        #expect(h.presentations.map(\.presented) == ["X", "Y", "Z"])
        #expect(h.presentations.map(\.presenter) == ["N1", "N2", "N3"])
        let ids: [ControllerID] = ["T", "N1", "A", "N2", "B", "N3", "C"]
        #expect(ids.map(h.presentedViewController(of:)) == [nil, "X", "X", "Y", "Y", "Z", "Z"])
        #expect(controllersOnScreen(h) == ["T", "Z"])
        expectClean(h.select(tabAt: 1, of: "T"))
        #expect(controllersOnScreen(h) == ["T", "N2", "B", "Y"])
        // The tab bar itself is free to present over everything.
        expectClean(h.add(Controller("Full").spec))
        expectClean(h.present("Full", from: "B", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "Full") == "T")
        #expect(ids.map(h.presentedViewController(of:)) == ["Full", "X", "X", "Y", "Y", "Z", "Z"])
        #expect(controllersOnScreen(h) == ["Full"])
    }

    // MARK: - R3.8

    @Test("R3.8 the chosen definer already presenting: P7, the walk does not continue to the next definer")
    func definerAlreadyPresentingStopsTheWalk() {
        var h = Self.nested(a: true)
        expectClean(h.present("Y", from: "A", .init(style: .overCurrentContext)))
        let result = h.present("XN", from: "A", .init(style: .currentContext))
        expectExactDiagnostic(
            result, .warning,
            "Attempt to present <UINavigationController: XN> on <UIViewController: A> (from <UIViewController: A>) which is already presenting <UIViewController: Y>."
        )
        #expect(h.presentingViewController(of: "XN") == nil)
        #expect(h.presentedViewController(of: "N1") == nil)
    }

    // MARK: - R3.9

    @Test("R3.9 a definer providing its transition style replaces the presented controller's; relationships unchanged")
    func providesTransitionStyle() throws {
        var h = declare {
            Navigation("N1") {
                Controller("A").definesPresentationContext(true)
                    .providesPresentationContextTransitionStyle(true).modalTransitionStyle(.flipHorizontal)
            }
        } detached: {
            Controller("X").modalTransitionStyle(.crossDissolve)
        }
        var plain = h
        expectClean(h.present("X", from: "A", .init(style: .currentContext)))
        let record = try #require(h.presentation(of: "X"))
        #expect(record.transition == .flipHorizontal)
        #expect(record.presenter == "A")

        // Without the flag the presented controller's own transition is used.
        var attributes = try #require(plain.attributes(of: "A"))
        attributes.providesPresentationContextTransitionStyle = false
        plain.setAttributes(attributes, of: "A")
        expectClean(plain.present("X", from: "A", .init(style: .currentContext)))
        #expect(plain.presentation(of: "X")?.transition == .crossDissolve)
        #expect(plain.presentation(of: "X")?.presenter == "A")
    }

    @Test("R3.9 the request's transition is used when no definer provides one, and for full-screen styles")
    func transitionForFullScreenStyles() {
        var h = declare {
            Navigation("N1") {
                Controller("A").definesPresentationContext(true)
                    .providesPresentationContextTransitionStyle(true).modalTransitionStyle(.flipHorizontal)
            }
        } detached: {
            Controller("X"); Controller("Y")
        }
        expectClean(h.present("X", from: "A", .init(style: .overFullScreen, transition: .partialCurl)))
        #expect(h.presentation(of: "X")?.transition == .partialCurl)
        #expect(h.presentation(of: "X")?.presenter == "N1")
        expectClean(h.present("Y", from: "X", .init(style: .fullScreen)))
        #expect(h.presentation(of: "Y")?.transition == .coverVertical)
    }

    // MARK: - R3.10

    @Test("R3.10 a search host without definesPresentationContext: the results go to the navigation controller")
    func searchHostWithoutDefiner() {
        var h = declare {
            TabBar("T") { Navigation("N1") { Controller("Host") } }
        } detached: {
            Controller("Results")
        }
        expectClean(h.present("Results", from: "Host", .init(style: .overCurrentContext)))
        #expect(h.presentingViewController(of: "Results") == "N1")
    }

    @Test("R3.10 a search host with definesPresentationContext keeps the results over itself")
    func searchHostWithDefiner() {
        var h = declare {
            TabBar("T") { Navigation("N1") { Controller("Host").definesPresentationContext(true) } }
        } detached: {
            Controller("Results")
        }
        expectClean(h.present("Results", from: "Host", .init(style: .overCurrentContext)))
        #expect(h.presentingViewController(of: "Results") == "Host")
    }

    @Test("R3.10 a search host in a plain window root family: the window root presents")
    func searchHostWindowRoot() {
        var h = declare {
            Controller("Root") { Controller("Host") }
        } detached: {
            Controller("Results")
        }
        expectClean(h.present("Results", from: "Host", .init(style: .overCurrentContext)))
        #expect(h.presentingViewController(of: "Results") == "Root")
    }

    // MARK: - R3.11

    @Test("R3.11 from inside a context presentation, a full-screen presentation goes to the presented family root")
    func fullScreenFromInsideContextPresentation() {
        var h = Self.nested(a: true)
        expectClean(h.present("XN", from: "A", .init(style: .currentContext)))
        expectClean(h.present("Y", from: "X", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "Y") == "XN")
        #expect(h.presentation(of: "Y")?.resolution.rule == .familyRoot)
        #expect(h.presentedViewController(of: "A") == "XN")
        #expect(h.presentedViewController(of: "X") == "Y")
        #expect(controllersOnScreen(h) == ["T", "N1", "C", "Y"])
    }
}
