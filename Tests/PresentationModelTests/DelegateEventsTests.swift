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

    @Test("R13.1 a delegate with only presentationControllerDidAttemptToDismiss keeps the default adaptation and hears only that")
    func onlyDidAttempt() {
        var h = phone(
            Controller("P").presentationDelegate(.implementing([.didAttemptToDismiss])).adaptivePresentationStyle(.none)
                .popoverAnchor(.sourceView).isModalInPresentation(true))
        expectClean(h.present("P", from: "list", .init(style: .popover)))
        // No adaptive-style method: the answer `none` is never asked for; UIKit's default applies.
        #expect(h.presentationStyle(of: "P") == .formSheet)
        #expect(h.delegateEvents(of: "P") == [])
        _ = h.userDismiss("P")
        #expect(h.delegateEvents(of: "P") == [.didAttemptToDismiss])
    }

    @Test("R13.1 the trait-less method adapts only in compact width; the trait method in every size class")
    func traitlessMethod() {
        let traitless = PresentationDelegate.implementing([.adaptivePresentationStyleWithoutTraits, .willPresentWithAdaptiveStyle])
        var pad = declare(Environment(device: .ipad)) {
            Navigation("nav") { Controller("list") }
        } detached: {
            Controller("P").presentationDelegate(traitless).adaptivePresentationStyle(.fullScreen).popoverAnchor(.sourceView)
            Controller("T").presentationDelegate(.implementing([.adaptivePresentationStyleForTraits])).adaptivePresentationStyle(.fullScreen)
                .popoverAnchor(.sourceView)
        }
        expectClean(pad.present("P", from: "list", .init(style: .popover)))
        #expect(pad.presentationStyle(of: "P") == .popover)
        #expect(pad.delegateEvents(of: "P") == [.willPresentWithAdaptiveStyle(nil)])
        expectClean(pad.setHorizontalSizeClass(.compact))
        #expect(pad.presentationStyle(of: "P") == .fullScreen)
        #expect(
            pad.delegateEvents(of: "P") == [
                .willPresentWithAdaptiveStyle(nil), .adaptivePresentationStyleWithoutTraits, .willPresentWithAdaptiveStyle(.fullScreen),
            ])
        pad.dismiss("P")
        expectClean(pad.setHorizontalSizeClass(.regular))
        expectClean(pad.present("T", from: "list", .init(style: .popover)))
        #expect(pad.presentationStyle(of: "T") == .fullScreen)
        #expect(pad.delegateEvents(of: "T") == [.adaptivePresentationStyle])
    }

    @Test("R13.1 the trait-less method's formSheet is not one it may return: the default adaptation applies")
    func traitlessFormSheet() {
        var h = phone(
            Controller("P").presentationDelegate(.implementing([.adaptivePresentationStyleWithoutTraits])).adaptivePresentationStyle(.none)
                .popoverAnchor(.sourceView))
        expectClean(h.present("P", from: "list", .init(style: .popover)))
        #expect(h.presentationStyle(of: "P") == .popover)
        var sheet = phone(
            Controller("P").presentationDelegate(.implementing([.adaptivePresentationStyleWithoutTraits])).adaptivePresentationStyle(.formSheet)
                .popoverAnchor(.sourceView), environment: Environment(device: .iphone, iosVersion: 12))
        expectClean(sheet.present("P", from: "list", .init(style: .popover)))
        #expect(sheet.presentationStyle(of: "P") == .fullScreen)
        #expect(sheet.delegateEvents(of: "P") == [.adaptivePresentationStyleWithoutTraits])
    }

    @Test("R14.6 without ShouldDismiss the swipe dismisses; the delegate hears what it implements")
    func withoutShouldDismiss() {
        var h = phone(Controller("S").presentationDelegate(.implementing([.willDismiss, .didDismiss])))
        expectClean(h.present("S", from: "list", .init(style: .pageSheet)))
        #expect(h.userDismiss("S").removed == ["S"])
        #expect(h.delegateEvents(of: "S") == [.willDismiss, .didDismiss])
    }

    @Test("R14.6 a ShouldDismiss that returns false keeps the sheet, and DidAttempt follows it")
    func shouldDismissFalse() {
        var h = phone(
            Controller("S").presentationDelegate(.implementing([.shouldDismiss, .didAttemptToDismiss, .didDismiss], shouldDismiss: false)))
        expectClean(h.present("S", from: "list", .init(style: .pageSheet)))
        let result = h.userDismiss("S")
        #expect(result.diagnostics.map(\.code) == [.dismissalAttemptRefused] && result.removed.isEmpty)
        #expect(h.presentingViewController(of: "S") == "nav")
        #expect(h.delegateEvents(of: "S") == [.shouldDismiss, .didAttemptToDismiss])
    }

    @Test("R13.4 a wrapper is returned only by a delegate that implements viewControllerForAdaptivePresentationStyle")
    func wrapperNeedsMethod() {
        var h = phone(
            Controller("P").presentationDelegate(.implementing([.adaptivePresentationStyleForTraits])).adaptivePresentationStyle(.fullScreen)
                .adaptiveWrapper(.navigation).popoverAnchor(.sourceView))
        expectClean(h.present("P", from: "list", .init(style: .popover)))
        #expect(h.presentedViewController(of: "nav") == "P")
        #expect(h.delegateEvents(of: "P") == [.adaptivePresentationStyle])
    }
}
