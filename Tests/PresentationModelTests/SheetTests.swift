import PresentationModel
import Testing

/// §18: sheets (R14.1–R14.6).
@Suite("Sheets (R14)", .checkingInvariants)
struct SheetTests {
    @Test(
        "R14.1 a page sheet, a form sheet and automatic are presented by the family root whatever defines a context; the presenter's family stays on screen"
    )
    func familyRootPresents() {
        for (device, ios) in [(Device.iphone, 17), (.ipad, 17), (.ipad, 18), (.ipad, 26)] {
            for style in [ModalPresentationStyle.pageSheet, .formSheet, .automatic] {
                var h = declare(Environment(device: device, iosVersion: ios)) {
                    TabBar("T") {
                        Navigation("N") { Controller("A").definesPresentationContext(true) }
                        Controller("other")
                    }
                } detached: {
                    Controller("S")
                }
                let context = "\(style) on \(device), iOS \(ios)"
                expectClean(h.present("S", from: "A", .init(style: style)))
                #expect(h.presentingViewController(of: "S") == "T", "\(context)")
                #expect(h.presentation(of: "S")?.resolution.rule == .familyRoot, "\(context)")
                #expect(h.presentation(of: "S")?.resolution.contextWalk == [], "\(context)")
                #expect([.pageSheet, .formSheet].contains(h.presentationStyle(of: "S")), "\(context)")
                for id: ControllerID in ["T", "N", "A", "S"] { #expect(h.isOnScreen(id), "\(id): \(context)") }
            }
        }
    }

    @Test("R14.4 nested sheets: the inner sheet is presented by the outer sheet's family root; everything below stays on screen")
    func sx9() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Navigation("SN") { Controller("C") }
            Controller("S2")
        }
        expectClean(h.present("SN", from: "A", .init(style: .pageSheet)))
        expectClean(h.present("S2", from: "C", .init(style: .formSheet)))
        #expect(h.presentingViewController(of: "S2") == "SN")
        #expect(h.presentedViewController(of: "C") == "S2")
        #expect(h.presentedViewController(of: "A") == "SN")
        for id: ControllerID in ["N", "A", "SN", "C", "S2"] { #expect(h.isOnScreen(id), "\(id)") }
    }

    @Test("R14.3 a sheet stays presented by the family root while the stack below changes; a full-screen presentation from it is P7")
    func sx10() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("S")
            Controller("B")
            Controller("Y")
        }
        expectClean(h.present("S", from: "A", .init(style: .pageSheet)))
        expectClean(h.push("B", onto: "N"))
        #expect(h.presentingViewController(of: "S") == "N")
        #expect(h.presentedViewController(of: "B") == "S")
        #expect(h.isOnScreen("B"))
        expectExactDiagnostic(
            h.present("Y", from: "B", .init(style: .fullScreen)), .warning,
            "Attempt to present <UIViewController: Y> on <UINavigationController: N> (from <UIViewController: B>) which is already presenting <UIViewController: S>."
        )
    }

    @Test(
        "R14.6 the user dismisses the topmost sheet: its links clear as in R9.1; on a sheet with another above it UIKit ignores the gesture, which vcgraph's warning says"
    )
    func userDismiss() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("S1")
            Controller("S2")
        }
        expectClean(h.present("S1", from: "A", .init(style: .pageSheet)))
        expectClean(h.present("S2", from: "S1", .init(style: .pageSheet)))
        // UIKit ignores the gesture silently: the warning is vcgraph's, not a UIKit message.
        let below = h.userDismiss("S1")
        expectExactDiagnostic(
            below, .warning,
            "The user's dismissal of <UIViewController: S1> does nothing: <UIViewController: S2> is presented above it, and only the topmost presentation can be dismissed interactively (UIKit ignores the gesture silently)"
        )
        #expect(below.diagnostics.map(\.wording) == [.vcgraph] && below.diagnostics.map(\.rule) == ["R14.6"])
        #expect(below.removed == [] && h.presentedViewController(of: "S1") == "S2")
        #expect(h.userDismiss("S2").removed == ["S2"])
        #expect(h.presentedViewController(of: "S1") == nil)
        #expect(h.presentedViewController(of: "A") == "S1")
        expectExactDiagnostic(h.userDismiss("A"), .error, "The user cannot dismiss <UIViewController: A>: it is not a presented controller")
    }

    @Test("R14.2 in compact height a sheet covers the screen, unless it prefers to stay edge-attached")
    func edgeAttached() {
        let landscape = Environment(device: .iphone, verticalSizeClass: .compact)
        for style in [ModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            #expect(landscape.effectiveStyle(of: style) == .fullScreen, "\(style)")
        }
        #expect(landscape.effectiveStyle(of: .pageSheet, edgeAttachedInCompactHeight: true) == .pageSheet)
        #expect(landscape.effectiveStyle(of: .automatic, edgeAttachedInCompactHeight: true) == .pageSheet)
        #expect(landscape.effectiveStyle(of: .popover, edgeAttachedInCompactHeight: true) == .formSheet)
        #expect(landscape.effectiveStyle(of: .fullScreen, edgeAttachedInCompactHeight: true) == .fullScreen)

        var h = declare(landscape) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("S").prefersEdgeAttachedInCompactHeight(true)
        }
        expectClean(h.present("S", from: "A", .init(style: .pageSheet)))
        #expect(h.presentationStyle(of: "S") == .pageSheet)
        #expect(h.isOnScreen("A"))
    }

    @Test("R14.5 isModalInPresentation: UIKit silently ignores the user's dismissal, which vcgraph's warning says; dismiss(animated:) still works")
    func modalInPresentation() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("S").isModalInPresentation(true)
        }
        expectClean(h.present("S", from: "A", .init(style: .pageSheet)))
        // UIKit ignores the gesture silently and tells only the delegate: the warning is
        // vcgraph's finding about that no-op, not a UIKit message.
        let attempt = h.userDismiss("S")
        expectExactDiagnostic(
            attempt, .warning,
            "The user's dismissal of <UIViewController: S> does nothing: it is modal in presentation, so UIKit ignores the gesture silently and only calls presentationControllerDidAttemptToDismiss(_:)"
        )
        #expect(attempt.diagnostics.map(\.wording) == [.vcgraph] && attempt.diagnostics.map(\.rule) == ["R14.5"])
        #expect(h.presentingViewController(of: "S") == "N")
        #expect(h.dismiss("S").removed == ["S"])
    }
}
