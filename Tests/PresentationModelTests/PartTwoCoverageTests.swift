import PresentationModel
import Testing

/// Rules of the later chapters (alerts, adaptivity, iOS 18–26, show targeting, SwiftUI)
/// that other suites exercise only in passing: each gets a test that names it.
@Suite("Later chapters' rules named one by one", .checkingInvariants)
struct PartTwoCoverageTests {
    @Test("R11.7 an iPhone action sheet before the iOS 26 design needs no anchor, and is presented by the family root (R11.3)")
    func r11_7() {
        var h = declare(Environment(device: .iphone, iosVersion: 17)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Alert("sheet", style: .actionSheet)
        }
        expectClean(h.present("sheet", from: "A"))
        #expect(h.presentationStyle(of: "sheet") == .custom)
        #expect(h.presentingViewController(of: "sheet") == "N")
    }

    @Test("R11.8 an alert over an alert is refused with P7, naming the family root and what it presents")
    func r11_8() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Alert("first")
            Alert("second")
        }
        expectClean(h.present("first", from: "A"))
        expectExactDiagnostic(
            h.present("second", from: "A"), .warning,
            "Attempt to present <UIAlertController: second> on <UINavigationController: N> (from <UIViewController: A>) which is already presenting <UIAlertController: first>."
        )
        #expect(h.presentedViewController(of: "N") == "first")
    }

    @Test(
        "R11.9 an alert from a controller whose family root is covered by a full-screen presentation is refused with P6; from an unselected tab it goes to the tab bar controller, which is on screen"
    )
    func r11_9() {
        var covered = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("M")
            Alert("alert")
        }
        expectClean(covered.present("M", from: "A", .init(style: .fullScreen)))
        expectExactDiagnostic(
            covered.present("alert", from: "A"), .warning,
            "Attempt to present <UIAlertController: alert> on <UINavigationController: N> (from <UIViewController: A>) whose view is not in the window hierarchy."
        )
        #expect(covered.presentingViewController(of: "alert") == nil)

        // "In an unselected tab" reads as one of R11.9's cases, but an alert resolves to
        // the family root (R11.3): the tab bar controller, whose view is in the window.
        var tabs = declare(Environment(device: .iphone)) {
            TabBar("T") {
                Controller("A")
                Controller("B")
            }
        } detached: {
            Alert("alert")
        }
        expectClean(tabs.present("alert", from: "B"))
        #expect(tabs.presentingViewController(of: "alert") == "T")
    }

    @Test("R13.5 a form sheet does not adapt to full screen in compact width on iOS 13+: the presenter stays on screen")
    func r13_5() {
        var h = declare(Environment(device: .iphone, iosVersion: 17)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("S")
        }
        expectClean(h.present("S", from: "A", .init(style: .formSheet)))
        #expect(h.presentationStyle(of: "S") == .formSheet)
        #expect(h.isOnScreen("A"))
    }

    @Test("R15.1 automatic is a page sheet before iOS 18 and a form sheet from iOS 18 on an iPad; the presenter is the same")
    func r15_1() {
        for (ios, style) in [(17, ModalPresentationStyle.pageSheet), (18, .formSheet)] {
            var h = declare(Environment(device: .ipad, iosVersion: ios)) {
                Navigation("N") { Controller("A") }
            } detached: {
                Controller("S")
            }
            expectClean(h.present("S", from: "A"))
            #expect(h.presentationStyle(of: "S") == style, "iOS \(ios)")
            #expect(h.presentingViewController(of: "S") == "N", "iOS \(ios)")
        }
    }

    @Test("R15.4 on iOS 26 a form sheet's relations are those of iOS 17: the Liquid Glass layer is visual")
    func r15_4() {
        func relations(_ ios: Int) -> [String] {
            var h = declare(Environment(device: .ipad, iosVersion: ios)) {
                Navigation("N") { Controller("A") }
            } detached: {
                Controller("S")
            }
            expectClean(h.present("S", from: "A", .init(style: .formSheet)))
            return ["N", "A", "S"].map { (id: ControllerID) in
                "\(id) \(h.presentingViewController(of: id)?.rawValue ?? "-") \(h.presentedViewController(of: id)?.rawValue ?? "-") \(h.isOnScreen(id))"
            }
        }
        #expect(relations(26) == relations(17))
    }

    @Test("R15.5 each scene's window has its own root: a full-screen presentation in one covers nothing of the other")
    func r15_5() {
        var h = Hierarchy(environment: Environment(device: .ipad, iosVersion: 26))
        h.add(Navigation("mainNav") { Controller("inbox") }.spec)
        h.add(Navigation("auxNav") { Controller("list") }.spec)
        h.add(Controller("player").spec)
        expectClean(h.makeWindow("main", root: "mainNav"))
        expectClean(h.makeWindow("auxiliary", root: "auxNav"))
        expectClean(h.present("player", from: "list", .init(style: .fullScreen)))
        #expect(h.rootViewController(ofWindow: "main") == "mainNav" && h.rootViewController(ofWindow: "auxiliary") == "auxNav")
        #expect(h.presentingViewController(of: "player") == "auxNav")
        #expect(!h.isOnScreen("list") && h.isOnScreen("inbox"))
        #expect(h.presentedViewController(of: "mainNav") == nil)
    }

    @Test("R17.1 show from a controller in a navigation stack pushes: the navigation controller is the target")
    func r17_1() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("X")
        }
        expectClean(h.show("X", from: "A"))
        #expect(h.navigationController(of: "X") == "N")
        #expect(h.presentingViewController(of: "X") == nil)
    }

    @Test("R17.3 Decision U6 keeps its flag: navigationController does not cross a presentation")
    func r17_3() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("M")
        }
        expectClean(h.present("M", from: "A", .init(style: .fullScreen)))
        #expect(h.navigationController(of: "M") == nil)
        #expect(h.presentingViewController(of: "M") == "N")
    }

    @Test("R18.2 a SwiftUI sheet over a sheet gets P7 with the hosting controllers' class names")
    func r18_2() {
        let presentationHost = "_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_"
        var h = declare(Environment(device: .iphone)) {
            Controller("root", class: "_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_")
        } detached: {
            Controller("sheet1", class: presentationHost)
            Controller("sheet2", class: presentationHost)
        }
        expectClean(h.present("sheet1", from: "root"))
        expectExactDiagnostic(
            h.present("sheet2", from: "root"), .warning,
            "Attempt to present <\(presentationHost): sheet2> on <_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_: root> (from <_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_: root>) which is already presenting <\(presentationHost): sheet1>."
        )
    }

    @Test("U15 on iOS 26 a search still presents through the definesPresentationContext walk")
    func u15() {
        for ios in [17, 26] {
            var h = declare(Environment(device: .iphone, iosVersion: ios)) {
                Navigation("N") {
                    Controller("A").definesPresentationContext(true).searchController("SC", placement: .tableHeader, results: Controller("R"))
                }
            }
            expectClean(h.activateSearch("SC"))
            #expect(h.presentingViewController(of: "SC") == "A", "iOS \(ios)")
        }
    }
}
