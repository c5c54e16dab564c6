import PresentationModel
import Testing

/// §5, the "compact height" column: an iPhone in landscape shows sheets full screen.
@Suite("Compact height (§5)", .checkingInvariants)
struct CompactHeightTests {
    static func homepwner(_ environment: Environment) -> Hierarchy {
        declare(environment) {
            Navigation("nav") { Controller("items") }
        } detached: {
            Navigation("detailNav") { Controller("detail") }
        }
    }

    @Test("§5 pageSheet, formSheet and automatic are fullScreen in compact height, on every iOS version")
    func sheetsAreFullScreen() {
        for ios in [12, 13, 17, 18] {
            for style in [ModalPresentationStyle.pageSheet, .formSheet, .automatic] {
                var h = Self.homepwner(Environment(device: .iphone, verticalSizeClass: .compact, iosVersion: ios))
                expectClean(h.present("detailNav", from: "items", .init(style: style)))
                #expect(h.presentationStyle(of: "detailNav") == .fullScreen, "iOS \(ios), \(style)")
                #expect(h.presentingViewController(of: "detail") == "nav")
                #expect(!h.isOnScreen("items"), "the presenter's view is removed")
            }
        }
    }

    @Test("§5 R4.2 turning the phone adapts a sheet both ways and keeps its presenter")
    func rotation() {
        var h = Self.homepwner(Environment(device: .iphone))
        expectClean(h.present("detailNav", from: "items", .init(style: .formSheet)))
        #expect(h.presentationStyle(of: "detailNav") == .formSheet)
        #expect(h.isOnScreen("items"))
        expectClean(h.setVerticalSizeClass(.compact))
        #expect(h.presentationStyle(of: "detailNav") == .fullScreen)
        #expect(!h.isOnScreen("items"))
        #expect(h.presentingViewController(of: "detailNav") == "nav")
        expectClean(h.setVerticalSizeClass(.regular))
        #expect(h.presentationStyle(of: "detailNav") == .formSheet)
        #expect(h.isOnScreen("items"))
    }

    @Test("§5 context styles and the over styles do not change with the height")
    func othersUnchanged() {
        let environment = Environment(device: .iphone, verticalSizeClass: .compact)
        for style in [ModalPresentationStyle.overFullScreen, .currentContext, .overCurrentContext, .fullScreen] {
            #expect(environment.effectiveStyle(of: style) == style, "\(style)")
        }
    }

    @Test("R13.2 U11: in compact height a popover behaves like a form sheet: full screen from iOS 13, a form sheet through 12")
    func popoverInCompactHeight() {
        #expect(Environment(device: .iphone, verticalSizeClass: .compact).effectiveStyle(of: .popover) == .fullScreen)
        #expect(Environment(device: .ipad, verticalSizeClass: .compact).effectiveStyle(of: .popover) == .fullScreen)
        #expect(Environment(device: .ipad, verticalSizeClass: .compact, iosVersion: 12).effectiveStyle(of: .popover) == .formSheet)
        #expect(Environment(device: .iphone, verticalSizeClass: .compact, iosVersion: 12).effectiveStyle(of: .popover) == .fullScreen)
    }
}
