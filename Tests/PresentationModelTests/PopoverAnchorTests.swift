import PresentationModel
import Testing

/// R11.6 (S56): a popover needs a `sourceView`, `sourceItem` or `barButtonItem`; without one
/// UIKit raises when the presentation stays a popover, and only then.
@Suite("popover anchors (R11.6)", .checkingInvariants)
struct PopoverAnchorTests {
    static func base(_ device: Device) -> Hierarchy {
        declare(Environment(device: device)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("P")
        }
    }

    @Test("R11.6 an unanchored popover in regular width is UIKit's exception and presents nothing")
    func unanchoredPopoverOnIPad() {
        var h = Self.base(.ipad)
        let result = h.present("P", from: "A", .init(style: .popover, hasPopoverAnchor: false))
        expectDiagnostic(
            result, .error,
            "UIPopoverPresentationController (<UIPopoverPresentationController: P>) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        )
        #expect(h.presentingViewController(of: "P") == nil)
    }

    @Test("R11.6 an unanchored popover that adapts in compact width needs no anchor")
    func unanchoredPopoverOnIPhone() {
        var h = Self.base(.iphone)
        expectClean(h.present("P", from: "A", .init(style: .popover, hasPopoverAnchor: false)))
        #expect(h.presentingViewController(of: "P") == "N")
    }

    @Test("R11.6 an anchored popover in regular width is presented by the family root (R3.1)")
    func anchoredPopoverOnIPad() {
        var h = Self.base(.ipad)
        expectClean(h.present("P", from: "A", .init(style: .popover)))
        #expect(h.presentationStyle(of: "P") == .popover)
        #expect(h.presentingViewController(of: "P") == "N")
    }
}
