import PresentationModel
import Testing

/// `delegateEvents(ID)`: the calls UIKit makes to the app's adaptive presentation delegate,
/// in order, for a controller's latest presentation (R13.1, R13.4, R14.5, R14.6, R11.5).
@Suite("The adaptive delegate's calls (delegateEvents)", .checkingInvariants)
struct DelegateEventsTests {
    private func phone(_ presented: some ControllerNode, environment: Environment = Environment(device: .iphone)) -> Hierarchy {
        declare(environment) {
            Navigation("nav") { Controller("list") }
        } detached: {
            presented.spec
        }
    }

    @Test("R13.1 a sheet that shows as itself: asked for a style, then told none")
    func sheetAsItself() {
        var h = phone(Controller("S").presentationDelegate())
        expectClean(h.present("S", from: "list", .init(style: .pageSheet)))
        #expect(h.delegateEvents(of: "S") == [.adaptivePresentationStyle, .willPresentWithAdaptiveStyle(nil)])
    }

    @Test("R13.1 R13.4 a popover adapting in compact width: asked for the controller to show, told the style it adapts to")
    func popoverAdapts() {
        var h = phone(Controller("P").adaptivePresentationStyle(.fullScreen).popoverAnchor(.sourceView))
        expectClean(h.present("P", from: "list", .init(style: .popover)))
        #expect(
            h.delegateEvents(of: "P") == [
                .adaptivePresentationStyle, .viewControllerForAdaptivePresentationStyle(.fullScreen), .willPresentWithAdaptiveStyle(.fullScreen),
            ])
    }

    @Test("R13.1 a trait change asks again; the delegate hears of a new adaptation only when the style shown changes")
    func traitChange() {
        var h = declare(Environment(device: .ipad, horizontalSizeClass: .compact)) {
            Navigation("nav") { Controller("list") }
        } detached: {
            Controller("P").adaptiveWrapper(.navigation).popoverAnchor(.sourceView)
        }
        expectClean(h.present("P", from: "list", .init(style: .popover)))
        expectClean(h.setHorizontalSizeClass(.regular))
        expectClean(h.setHorizontalSizeClass(.regular))
        expectClean(h.setVerticalSizeClass(.regular))
        #expect(
            h.delegateEvents(of: "P") == [
                .adaptivePresentationStyle, .viewControllerForAdaptivePresentationStyle(.formSheet), .willPresentWithAdaptiveStyle(.formSheet),
                .adaptivePresentationStyle, .willPresentWithAdaptiveStyle(nil),
            ])
    }

    @Test("R14.6 the user's dismissal: asked, told before and after; the log outlives the presentation")
    func userDismissal() {
        var h = phone(Controller("S").presentationDelegate())
        expectClean(h.present("S", from: "list", .init(style: .formSheet)))
        #expect(h.userDismiss("S").removed == ["S"])
        #expect(h.presentingViewController(of: "S") == nil)
        #expect(
            h.delegateEvents(of: "S") == [
                .adaptivePresentationStyle, .willPresentWithAdaptiveStyle(nil), .shouldDismiss, .willDismiss, .didDismiss,
            ])
    }

    @Test("R14.6 a programmatic dismiss tells the delegate nothing; a new presentation starts a new log")
    func programmaticDismissal() {
        var h = phone(Controller("S").presentationDelegate())
        expectClean(h.present("S", from: "list", .init(style: .formSheet)))
        h.dismiss("S")
        #expect(h.delegateEvents(of: "S") == [.adaptivePresentationStyle, .willPresentWithAdaptiveStyle(nil)])
        expectClean(h.present("S", from: "list", .init(style: .fullScreen)))
        #expect(h.delegateEvents(of: "S") == [])
    }

    @Test("R14.5 isModalInPresentation: the attempt is refused and the delegate told of it only")
    func modalInPresentation() {
        var h = phone(Controller("S").presentationDelegate().isModalInPresentation(true))
        expectClean(h.present("S", from: "list", .init(style: .pageSheet)))
        _ = h.userDismiss("S")
        #expect(h.presentingViewController(of: "S") == "nav")
        #expect(h.delegateEvents(of: "S").last == .didAttemptToDismiss)
        #expect(!h.delegateEvents(of: "S").contains(.shouldDismiss))
    }

    @Test("R13.1 a full-screen presentation and a controller with no delegate log nothing")
    func nothingLogged() {
        var h = phone(Controller("F").presentationDelegate())
        expectClean(h.present("F", from: "list", .init(style: .fullScreen)))
        #expect(h.delegateEvents(of: "F") == [])
        var plain = phone(Controller("S"))
        expectClean(plain.present("S", from: "list", .init(style: .pageSheet)))
        _ = plain.userDismiss("S")
        #expect(plain.delegateEvents(of: "S") == [])
    }

    @Test("R11.5 an alert presenting as an alert refuses the app's delegate with UIKit's exception; an iPad action sheet takes one")
    func alertRefusesDelegate() {
        var h = phone(Alert("alert").presentationDelegate())
        expectExactDiagnostic(
            h.present("alert", from: "list"), .error,
            "The presentation controller of an alert controller presenting as an alert must not have its delegate modified")
        #expect(h.presentedViewController(of: "nav") == nil)
        var pad = phone(
            Alert("sheet", style: .actionSheet).presentationDelegate().popoverAnchor(.barButtonItem),
            environment: Environment(device: .ipad))
        expectClean(pad.present("sheet", from: "list"))
        #expect(pad.presentingViewController(of: "sheet") == "nav")
    }
}
