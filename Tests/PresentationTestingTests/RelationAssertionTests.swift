import PresentationModel
import PresentationTesting
import Testing

/// The relationship assertions: silent when the model agrees, and otherwise failing with the
/// value expected, the value found and the reason (the documented messages are checked in
/// `DocumentedMessageTests`).
@Suite("Relationship assertions")
struct RelationAssertionTests {
    @Test("the Homepwner form sheet: every assertion that should hold, holds")
    func formSheetPasses() throws {
        let hierarchy = try Homepwner.formSheet()
        expectPresentingViewController(of: "detail", is: "nav", in: hierarchy)
        expectPresentedViewController(of: "items", is: "detailNav", in: hierarchy)
        expectPresentationContext(of: "detailNav", is: "nav", in: hierarchy)
        expectPresentationStyle(of: "detailNav", is: .formSheet, in: hierarchy)
        expectParent(of: "items", is: "nav", in: hierarchy)
        expectParent(of: "detailNav", is: nil, in: hierarchy)
        expectNavigationController(of: "detail", is: "detailNav", in: hierarchy)
        expectTabBarController(of: "detail", is: nil, in: hierarchy)
        expectOnScreen("nav", "items", "detailNav", "detail", in: hierarchy)
        expectNotOnScreen("items", in: try Homepwner.currentContext())
    }

    @Test("the general assertion takes every kind of value")
    func generalPasses() throws {
        let hierarchy = try Homepwner.formSheet()
        expectRelation(hierarchy, .presentingViewController, of: "detail", is: .controller("nav"))
        expectRelation(hierarchy, .presentedFrom, of: "detailNav", is: "items")
        expectRelation(hierarchy, .presentedViewController, of: "detail", is: nil)
        expectRelation(hierarchy, .viewControllers, of: "nav", is: ["items"])
        expectRelation(hierarchy, .isOnScreen, of: "items", is: true)
        expectRelation(hierarchy, .presentationStyle, of: "detailNav", is: .formSheet)
        expectRelation(hierarchy, .presentationStyle, of: "items", is: .style(nil))
        expectRelation(hierarchy, .rootViewController, of: "main", is: "nav")
        let tabs = try Homepwner.tabBar()
        expectRelation(tabs, .selectedIndex, of: "tabs", is: 0)
        expectRelation(tabs, .selectedIndex, of: "nav", is: .index(nil))
    }

    @Test("expectRelation fails with expected, actual and the reason for lists and windows")
    func generalFails() throws {
        let hierarchy = try Homepwner.currentContext()
        expectIssue(
            """
            viewControllers(nav): expected [items, detail], actual [items].
            Why: <UINavigationController: nav>'s stack is [items], root first (R5.1)
            """
        ) {
            expectRelation(hierarchy, .viewControllers, of: "nav", is: ["items", "detail"])
        }
        expectIssue(
            """
            rootViewController(second): expected nav, actual nil.
            Why: there is no window 'second' (§1)
            """
        ) {
            expectRelation(hierarchy, .rootViewController, of: "second", is: "nav")
        }
    }

    @Test("delegateEvents: the calls in order, and the reason lists what the delegate heard")
    func delegateEvents() throws {
        var hierarchy = try Hierarchy(environment: Environment(device: .iphone)) {
            Navigation("nav") { Controller("list") }
        } detached: {
            Controller("editor").presentationDelegate()
        }
        hierarchy.present("editor", from: "list", .init(style: .pageSheet))
        hierarchy.userDismiss("editor")
        expectRelation(
            hierarchy, .delegateEvents, of: "editor",
            is: [.adaptivePresentationStyle, .willPresentWithAdaptiveStyle(nil), .shouldDismiss, .willDismiss, .didDismiss])
        expectRelation(hierarchy, .delegateEvents, of: "list", is: .callbacks([]))
        expectIssue(
            """
            delegateEvents(editor): expected [presentationControllerDidAttemptToDismiss], actual [adaptivePresentationStyle, willPresentWithAdaptiveStyle(none), presentationControllerShouldDismiss, presentationControllerWillDismiss, presentationControllerDidDismiss].
            Why: <UIViewController: editor>'s delegate heard, in order: adaptivePresentationStyle, willPresentWithAdaptiveStyle(none), presentationControllerShouldDismiss, presentationControllerWillDismiss, presentationControllerDidDismiss (R13.1, R14.6)
            """
        ) {
            expectRelation(hierarchy, .delegateEvents, of: "editor", is: [.didAttemptToDismiss])
        }
    }

    @Test("an unknown controller fails, even where the model's nil or false would match")
    func unknownController() throws {
        let hierarchy = try Homepwner.formSheet()
        expectIssue("parent(ghost): expected nil, but there is no controller 'ghost'.") {
            expectParent(of: "ghost", is: nil, in: hierarchy)
        }
        expectIssue("isOnScreen(ghost): expected false, but there is no controller 'ghost'.") {
            expectNotOnScreen("ghost", in: hierarchy)
        }
        expectIssue("definesPresentationContext(ghost): expected false, but there is no controller 'ghost'.") {
            expectRelation(hierarchy, .definesPresentationContext, of: "ghost", is: false)
        }
        // A window is asked about by its id: saying there is none is a fair expectation.
        expectRelation(hierarchy, .rootViewController, of: "second", is: nil)
    }

    @Test("a variadic on-screen assertion reports every controller that fails, one issue each")
    func onScreenReportsEach() throws {
        let hierarchy = try Homepwner.currentContext()
        let messages = Messages()
        withKnownIssue {
            expectNotOnScreen("nav", "items", "detail", in: hierarchy)
        } matching: { issue in
            messages.append(issue.comments.map(\.rawValue).joined())
            return true
        }
        #expect(messages.all.map { $0.prefix { $0 != ":" } } == ["isOnScreen(nav)", "isOnScreen(detail)"])
    }
}
