import PresentationModel
import Testing

/// §16: `UISearchController` (R12.1–R12.8, U14).
@Suite("Search controllers (R12)", .checkingInvariants)
struct SearchControllerTests {
    /// W = N[A], the bar in A's table header, results R.
    private func searchInNavigation(
        definer: Bool? = nil, placement: SearchPlacement = .tableHeader, options: ModelOptions = ModelOptions()
    ) -> Hierarchy {
        declare(Environment(device: .iphone, options: options)) {
            Navigation("N") {
                Controller("A").definesPresentationContext(definer ?? false)
                    .searchController("SC", placement: placement, results: Controller("R"))
            }
        } detached: {
            Controller("B")
            Alert("alert")
        }
    }

    @Test("R12.2 a search controller reports custom with a cross-dissolve, and is a UISearchController")
    func defaults() {
        let h = searchInNavigation()
        #expect(h.className(of: "SC") == "UISearchController")
        #expect(h.value(of: .modalPresentationStyle, for: "SC") == .style(.custom))
        #expect(h.attributes(of: "SC")?.modalTransitionStyle == .crossDissolve)
        #expect(h.value(of: .isActive, for: "SC") == .bool(false))
    }

    @Test(
        "R12.4 R12.5 no definer: the navigation controller presents the search, which covers its bar; every controller of the family reports it"
    )
    func sx4NoDefiner() {
        var h = searchInNavigation()
        // R12.1: before the first activation the results controller has no parent.
        #expect(h.parent(of: "R") == nil)
        expectClean(h.activateSearch("SC"))
        #expect(h.value(of: .isActive, for: "SC") == .bool(true))
        #expect(h.presentingViewController(of: "SC") == "N")
        #expect(h.presentedViewController(of: "N") == "SC" && h.presentedViewController(of: "A") == "SC")
        #expect(h.presentation(of: "SC")?.requestedFrom == "A")
        #expect(h.presentation(of: "SC")?.resolution.rule == .definesPresentationContext)
        #expect(h.presentationStyle(of: "SC") == .custom)
        #expect(h.parent(of: "R") == "SC" && h.presentingViewController(of: "R") == "N")
        #expect(h.navigationController(of: "R") == nil)
        #expect(h.reason(for: .isActive, of: "SC") == .searchActive(h.named("SC"), presenter: h.named("N"), coveredBar: .navigationBar))
        #expect(h.isOnScreen("A") && h.isOnScreen("SC") && h.isOnScreen("R"))
    }

    @Test(
        "R12.6 the search's presenter is the resolved definer, reported by every controller inside it; the results controller is the search's child, reports that presenter, and has no navigation or split view controller"
    )
    func reportedRelationships() {
        for definer in [false, true] {
            var h = declare(Environment(device: .ipad)) {
                Split(
                    "S",
                    primary: Navigation("N") {
                        Controller("A").definesPresentationContext(definer).searchController("SC", results: Controller("R"))
                    },
                    secondary: Controller("D"))
            }
            expectClean(h.activateSearch("SC"))
            let presenter: ControllerID = definer ? "A" : "N"
            let context = "definer on A: \(definer)"
            #expect(h.presentingViewController(of: "SC") == presenter, "\(context)")
            #expect(h.presentationContext(of: "SC") == presenter, "\(context)")
            #expect(h.presentedViewController(of: "A") == "SC", "\(context)")
            #expect(h.presentedViewController(of: "N") == (definer ? nil : "SC"), "\(context)")
            #expect(h.presentedViewController(of: "S") == nil && h.presentedViewController(of: "D") == nil, "\(context)")
            #expect(h.parent(of: "R") == "SC" && h.children(of: "SC") == ["R"], "\(context)")
            #expect(h.presentingViewController(of: "R") == presenter, "\(context)")
            #expect(h.familyRoot(of: "R") == "SC", "\(context)")
            #expect(h.navigationController(of: "R") == nil && h.splitViewController(of: "R") == nil, "\(context)")
            #expect(h.navigationController(of: "SC") == nil && h.splitViewController(of: "SC") == nil, "\(context)")
        }
    }

    @Test("R12.5 no definer: after a push the search stays on screen over the pushed controller")
    func sx4PushKeepsSearch() {
        var h = searchInNavigation()
        expectClean(h.activateSearch("SC"))
        expectClean(h.push("B", onto: "N"))
        #expect(h.presentingViewController(of: "SC") == "N")
        #expect(h.presentedViewController(of: "B") == "SC")
        #expect(h.isOnScreen("B") && h.isOnScreen("SC"))
    }

    @Test("R12.3 R12.5 A defines the context: A presents the search, which leaves with A's view after a push and stays active")
    func sx4Definer() {
        var h = searchInNavigation(definer: true)
        expectClean(h.activateSearch("SC"))
        #expect(h.presentingViewController(of: "SC") == "A")
        #expect(h.presentedViewController(of: "N") == nil)
        #expect(h.reason(for: .isActive, of: "SC") == .searchActive(h.named("SC"), presenter: h.named("A"), coveredBar: nil))
        expectClean(h.push("B", onto: "N"))
        #expect(!h.isOnScreen("A") && !h.isOnScreen("SC"))
        #expect(h.value(of: .isActive, for: "SC") == .bool(true))
        expectClean(h.pop("N"))
        #expect(h.isOnScreen("SC"))
    }

    @Test("R12.1 deactivation dismisses the search; the results controller stays its child; activating again presents it again")
    func deactivation() {
        var h = searchInNavigation()
        expectClean(h.activateSearch("SC"))
        expectClean(h.activateSearch("SC"))
        let result = h.deactivateSearch("SC")
        #expect(result.diagnostics == [] && result.removed == ["SC"])
        #expect(h.value(of: .isActive, for: "SC") == .bool(false))
        #expect(h.presentedViewController(of: "N") == nil)
        #expect(h.parent(of: "R") == "SC")
        expectClean(h.deactivateSearch("SC"))
        expectClean(h.activateSearch("SC"))
        #expect(h.presentingViewController(of: "SC") == "N")
    }

    @Test("R12.7(a) an alert while searching with no definer hits P7 naming the search controller")
    func sx5NoDefiner() {
        var h = searchInNavigation()
        expectClean(h.activateSearch("SC"))
        expectExactDiagnostic(
            h.present("alert", from: "A"), .warning,
            "Attempt to present <UIAlertController: alert> on <UINavigationController: N> (from <UIViewController: A>) which is already presenting <UISearchController: SC>."
        )
        // The apps' workaround: present from the search controller, the root of its family.
        expectClean(h.present("alert", from: "SC"))
        #expect(h.presentingViewController(of: "alert") == "SC")
    }

    @Test("R12.7(a) with the option searchForwardsPresentations, the active search presents the alert")
    func sx5Option() {
        var h = searchInNavigation(options: ModelOptions(searchForwardsPresentations: true))
        expectClean(h.activateSearch("SC"))
        expectClean(h.present("alert", from: "A"))
        #expect(h.presentingViewController(of: "alert") == "SC")
        #expect(h.presentation(of: "alert")?.requestedFrom == "SC")
    }

    @Test("R12.7(b) with the definer on A, the alert goes to the family root N while A keeps the search")
    func sx5Definer() {
        var h = searchInNavigation(definer: true)
        expectClean(h.activateSearch("SC"))
        expectClean(h.present("alert", from: "A"))
        #expect(h.presentingViewController(of: "alert") == "N")
        #expect(h.presentedViewController(of: "N") == "alert")
        #expect(h.presentingViewController(of: "SC") == "A")
    }

    @Test("R12.7 activating the search while its presenter already presents is P7 naming the search controller")
    func activationWhilePresenting() {
        var h = searchInNavigation()
        expectClean(h.present("B", from: "A", .init(style: .overFullScreen)))
        expectExactDiagnostic(
            h.activateSearch("SC"), .warning,
            "Attempt to present <UISearchController: SC> on <UINavigationController: N> (from <UIViewController: A>) which is already presenting <UIViewController: B>."
        )
        #expect(h.value(of: .isActive, for: "SC") == .bool(false))
        #expect(h.parent(of: "R") == nil)
    }

    @Test("R12.8 navigationItem placement: located at the top, presented by N, with UIKit's [Search] log")
    func sx6() {
        var h = searchInNavigation(placement: .navigationItem)
        expectExactDiagnostic(
            h.activateSearch("SC"), .warning,
            "The topViewController (<UIViewController: A>) of the navigation controller containing the presented search controller (<UISearchController: SC>) must have definesPresentationContext set to YES."
        )
        #expect(h.presentation(of: "SC")?.requestedFrom == "A")
        #expect(h.presentingViewController(of: "SC") == "N")
        var defined = searchInNavigation(definer: true, placement: .navigationItem)
        expectClean(defined.activateSearch("SC"))
        #expect(defined.presentingViewController(of: "SC") == "A")
    }

    @Test("R12.3 a definer inside the located controller replaces it, depth first; class defaults never qualify")
    func depthFirstDefiner() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("T") {
                Controller("A") {
                    Navigation("inner") { Controller("X") }
                    Controller("Y").definesPresentationContext(true)
                }.searchController("SC", results: Controller("R"))
            }
        }
        expectClean(h.activateSearch("SC"))
        #expect(h.presentation(of: "SC")?.requestedFrom == "Y")
        #expect(h.presentingViewController(of: "SC") == "Y")
    }

    @Test("R12.3 a nav or tab bar below the located controller that sets definesPresentationContext does not replace it")
    func containerDefinersNeverQualify() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("T") {
                Controller("A") {
                    Navigation("inner") { Controller("X") }.definesPresentationContext(true)
                    TabBar("tabs") { Controller("Y") }.definesPresentationContext(true)
                }.searchController("SC", results: Controller("R"))
            }
        }
        expectClean(h.activateSearch("SC"))
        #expect(h.presentation(of: "SC")?.requestedFrom == "A")
        #expect(h.presentingViewController(of: "SC") == "T")

        // Passed over, a navigation controller's content that sets it still qualifies.
        var nested = declare(Environment(device: .iphone)) {
            TabBar("T") {
                Controller("A") {
                    Navigation("inner") { Controller("X").definesPresentationContext(true) }.definesPresentationContext(true)
                }.searchController("SC", results: Controller("R"))
            }
        }
        expectClean(nested.activateSearch("SC"))
        #expect(nested.presentation(of: "SC")?.requestedFrom == "X")
        #expect(nested.presentingViewController(of: "SC") == "X")
    }

    @Test(
        "R12.5 (flagged) a container above the host that sets definesPresentationContext presents the search; with searchIgnoresAncestorDefiners it is passed over and the navigation controller presents"
    )
    func ancestorDefiner() {
        func hierarchy(_ options: ModelOptions) -> Hierarchy {
            declare(Environment(device: .iphone, options: options)) {
                Navigation("N") {
                    Controller("C") {
                        Controller("A").searchController("SC", results: Controller("R"))
                    }.definesPresentationContext(true)
                }
            } detached: {
                Controller("X")
            }
        }
        var walk = hierarchy(ModelOptions())
        expectClean(walk.activateSearch("SC"))
        #expect(walk.presentingViewController(of: "SC") == "C")
        #expect(walk.presentation(of: "SC")?.resolution.contextWalk.map(\.controller) == ["A", "C"])

        var flagged = hierarchy(ModelOptions(searchIgnoresAncestorDefiners: true))
        expectClean(flagged.activateSearch("SC"))
        #expect(flagged.presentingViewController(of: "SC") == "N")
        #expect(flagged.presentedViewController(of: "C") == "SC" && flagged.presentedViewController(of: "N") == "SC")
        let answers = flagged.presentation(of: "SC")?.resolution.contextWalk
        #expect(answers?.map(\.controller) == ["A", "C", "N"])
        #expect(answers?.map(\.definesPresentationContext) == [false, false, true])
        #expect(answers?.map(\.isClassDefault) == [true, true, true])
        // The option is about searches: another context presentation from A still stops at C.
        expectClean(flagged.deactivateSearch("SC"))
        expectClean(flagged.present("X", from: "A", .init(style: .currentContext)))
        #expect(flagged.presentingViewController(of: "X") == "C")
    }

    @Test("R12.5 W = T[A] with no navigation controller: the tab bar controller presents and its tab bar is covered")
    func tabBarPresents() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("T") { Controller("A").searchController("SC", results: Controller("R")) }
        }
        expectClean(h.activateSearch("SC"))
        #expect(h.presentingViewController(of: "SC") == "T")
        #expect(h.reason(for: .isActive, of: "SC") == .searchActive(h.named("SC"), presenter: h.named("T"), coveredBar: .tabBar))
    }

    @Test("U14 R12.4 a search in a presented family with no definer: the family root presents")
    func u14() {
        var h = declare(Environment(device: .iphone)) {
            Controller("root")
        } detached: {
            Controller("P") { Controller("A").searchController("SC", results: Controller("R")) }
        }
        expectClean(h.present("P", from: "root", .init(style: .fullScreen)))
        expectClean(h.activateSearch("SC"))
        #expect(h.presentingViewController(of: "SC") == "P")
        #expect(h.presentation(of: "SC")?.resolution.rule == .noDefinerFamilyRoot)
    }

    @Test("R12.2 fullScreen is silently ignored; pageSheet raises UIKit's exception; a form sheet needs its own results controller")
    func styles() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") {
                Controller("A").searchController("SC", results: Controller("R"), style: .fullScreen)
                Controller("B").searchController("SC2", results: Controller("R2"), style: .pageSheet)
                Controller("C").searchController("SC3", style: .formSheet)
            }
        }
        expectExactDiagnostic(
            h.activateSearch("SC2"), .error,
            "UISearchController currently only supports UIModalPresentationCustom, UIModalPresentationPopover and UIModalPresentationFormSheet presentation styles"
        )
        expectExactDiagnostic(
            h.activateSearch("SC3"), .error,
            "Presenting UISearchController in a popover or form sheet while reusing the search origin as the search results destination makes little sense. Initialize UISearchController with a proper search results controller to present as a popover or in a form sheet."
        )
        expectClean(h.activateSearch("SC"))
        #expect(h.presentation(of: "SC")?.style == .custom)
    }

    @Test("R12.2 modalPresentationStyle(SC) stays custom after setting fullScreen")
    func fullScreenAssignmentIgnored() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") {
                Controller("A").searchController("SC", results: Controller("R"), style: .fullScreen)
                Controller("B").searchController("SC2", results: Controller("R2"))
            }
        }
        // Declared or set, the assignment is ignored without a word: the style stays what it was.
        #expect(h.value(of: .modalPresentationStyle, for: "SC") == .style(.custom))
        expectClean(h.apply(.set(AttributeChanges(modalPresentationStyle: .fullScreen), of: "SC2")))
        #expect(h.value(of: .modalPresentationStyle, for: "SC2") == .style(.custom))
        expectClean(h.apply(.set(AttributeChanges(modalPresentationStyle: .popover), of: "SC2")))
        expectClean(h.apply(.set(AttributeChanges(modalPresentationStyle: .fullScreen), of: "SC2")))
        #expect(h.value(of: .modalPresentationStyle, for: "SC2") == .style(.popover))
        expectClean(h.activateSearch("SC"))
        #expect(h.presentation(of: "SC")?.style == .custom)
        #expect(h.value(of: .modalPresentationStyle, for: "SC") == .style(.custom))
        // Any other controller takes fullScreen as set.
        expectClean(h.apply(.set(AttributeChanges(modalPresentationStyle: .fullScreen), of: "A")))
        #expect(h.value(of: .modalPresentationStyle, for: "A") == .style(.fullScreen))
    }

    @Test("R12.1 activating a controller that is not a search controller is refused")
    func notASearch() {
        var h = searchInNavigation()
        #expect(h.activateSearch("A").diagnostics.first?.code == .wrongKind)
        #expect(h.reason(for: .isActive, of: "A") == .notASearchController(h.named("A")))
    }
}
