import PresentationModel
import Testing

/// Part 2 §17, R13.4: the navigation controller an adaptive delegate wraps the presented
/// controller in (SX8, Decision U13).
@Suite("Adaptive navigation wrapper (part 2 R13.4)", .checkingInvariants)
struct AdaptiveWrapperTests {
    private func slideOver(delegate: AdaptiveStyle? = nil) -> Hierarchy {
        var x = Controller("X").adaptiveWrapper(.navigation).popoverAnchor(.sourceView)
        if let delegate { x = x.adaptivePresentationStyle(delegate) }
        return declare(Environment(device: .ipad, horizontalSizeClass: .compact)) {
            Navigation("N") { Controller("A") }
        } detached: {
            x
        }
    }

    @Test("SX8 R13.4 the delegate returns fullScreen and a wrapper: the wrapper takes X's place in the links")
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

    @Test("SX8 U13 back in regular width X is presented again as a popover and leaves the wrapper; compact again wraps it again")
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
