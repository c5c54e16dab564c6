import PresentationModel
import Testing

/// §17, R13.4: the navigation controller an adaptive delegate wraps the presented
/// controller in (Decision U13).
@Suite("Adaptive navigation wrapper (R13.4)", .checkingInvariants)
struct AdaptiveWrapperTests {
    private func slideOver(delegate: AdaptiveStyle? = nil, options: ModelOptions = ModelOptions()) -> Hierarchy {
        var x = Controller("X").adaptiveWrapper(.navigation).popoverAnchor(.sourceView)
        if let delegate { x = x.adaptivePresentationStyle(delegate) }
        return declare(Environment(device: .ipad, horizontalSizeClass: .compact, options: options)) {
            Navigation("N") { Controller("A") }
        } detached: {
            x
        }
    }

    @Test("R13.4 the delegate returns fullScreen and a wrapper: the wrapper takes X's place in the links")
    func sx8Wrapped() {
        var h = slideOver(delegate: .fullScreen)
        expectClean(h.present("X", from: "A", .init(style: .popover)))
        #expect(h.presentedViewController(of: "N") == "X/adaptive")
        #expect(h.presentingViewController(of: "X/adaptive") == "N")
        #expect(h.parent(of: "X") == "X/adaptive" && h.navigationController(of: "X") == "X/adaptive")
        #expect(h.presentingViewController(of: "X") == "N")
        #expect(h.presentationStyle(of: "X/adaptive") == .fullScreen)
        #expect(h.className(of: "X/adaptive") == "UINavigationController")
        #expect(h.creator(of: "X/adaptive") == "X")
        #expect(!h.isOnScreen("A") && h.isOnScreen("X"))
    }

    @Test("U13 back in regular width X is presented again as a popover and leaves the wrapper; compact again wraps it again")
    func sx8RoundTrip() {
        var h = slideOver()
        expectClean(h.present("X", from: "A", .init(style: .popover)))
        #expect(h.presentedViewController(of: "N") == "X/adaptive")
        #expect(h.presentationStyle(of: "X/adaptive") == .formSheet)
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.presentedViewController(of: "N") == "X")
        #expect(h.presentationStyle(of: "X") == .popover)
        #expect(h.parent(of: "X") == nil)
        #expect(h.presentingViewController(of: "X/adaptive") == nil)
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.presentedViewController(of: "N") == "X/adaptive" && h.parent(of: "X") == "X/adaptive")
        #expect(h.controllers.filter { $0.rawValue.hasPrefix("X/adaptive") } == ["X/adaptive"])
    }

    @Test(
        "U13 (flagged) with adaptiveWrapperKeepsController, X presented again in regular width is still the wrapper's child; compact again wraps it again; its dismissal ends it"
    )
    func u13KeepsController() {
        var h = slideOver(options: ModelOptions(adaptiveWrapperKeepsController: true))
        expectClean(h.present("X", from: "A", .init(style: .popover)))
        expectClean(h.setHorizontalSizeClass(.regular))
        // Presented again, as by default (R13.4)...
        #expect(h.presentedViewController(of: "N") == "X" && h.presentingViewController(of: "X") == "N")
        #expect(h.presentationStyle(of: "X") == .popover)
        #expect(h.presentingViewController(of: "X/adaptive") == nil && h.presentedViewController(of: "X/adaptive") == nil)
        #expect(h.familyRoot(of: "X") == "X" && h.isOnScreen("X") && !h.isOnScreen("X/adaptive"))
        // ... and still listed by the wrapper.
        #expect(h.parent(of: "X") == "X/adaptive" && h.navigationController(of: "X") == "X/adaptive")
        #expect(h.children(of: "X/adaptive") == ["X"] && h.viewControllers(of: "X/adaptive") == ["X"])
        #expect(h.topViewController(of: "X/adaptive") == "X" && h.visibleViewController(of: "X/adaptive") == "X")
        #expect(h.reason(for: .parent, of: "X") == .keptByAdaptiveWrapper(h.named("X"), wrapper: h.named("X/adaptive"), presenter: h.named("N")))
        #expect(h.reason(for: .parent, of: "X").rules == [.r13_4, .u13])
        // Compact again: the same wrapper takes X's place, as by default.
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.presentedViewController(of: "N") == "X/adaptive" && h.parent(of: "X") == "X/adaptive")
        #expect(h.children(of: "X/adaptive") == ["X"])
        // Regular again, then dismissed: the presentation ends and nothing holds X any more.
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.parent(of: "X") == "X/adaptive")
        #expect(h.dismiss("X").removed == ["X"])
        #expect(h.parent(of: "X") == nil && h.children(of: "X/adaptive") == [] && h.navigationController(of: "X") == nil)
        // By default X leaves the wrapper (the sx8RoundTrip test above).
        var standard = slideOver()
        expectClean(standard.present("X", from: "A", .init(style: .popover)))
        expectClean(standard.setHorizontalSizeClass(.regular))
        #expect(standard.parent(of: "X") == nil && standard.children(of: "X/adaptive") == [])
    }

    @Test("R13.3 R13.4 a delegate answering none does not adapt, so no wrapper is shown; dismissing X ends the wrapped presentation")
    func noneAndDismiss() {
        var h = slideOver(delegate: AdaptiveStyle.none)
        expectClean(h.present("X", from: "A", .init(style: .popover)))
        #expect(h.presentedViewController(of: "N") == "X" && h.parent(of: "X") == nil)
        var wrapped = slideOver(delegate: .fullScreen)
        expectClean(wrapped.present("X", from: "A", .init(style: .popover)))
        #expect(wrapped.dismiss("X").removed == ["X/adaptive"])
        #expect(wrapped.presentedViewController(of: "N") == nil && wrapped.isOnScreen("A"))
    }
}
