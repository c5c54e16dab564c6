import PresentationModel
import Testing

/// §15: `UIAlertController` (R11.1–R11.11).
@Suite("Alerts and action sheets (R11)", .checkingInvariants)
struct AlertTests {
    @Test(
        "R11.1 an alert reports custom everywhere; an action sheet popover on iPad, custom on iPhone, popover on iPhone with the iOS 26 design (U10)")
    func reportedStyles() {
        for device in Device.allCases {
            for ios in [12, 17, 26] {
                let environment = Environment(device: device, iosVersion: ios)
                #expect(environment.presentationStyle(of: .alert) == .custom)
                let sheet: ModalPresentationStyle = device == .ipad || ios >= 26 ? .popover : .custom
                #expect(environment.presentationStyle(of: .actionSheet) == sheet, "\(device) iOS \(ios)")
            }
        }
        let classic = Environment(device: .iphone, iosVersion: 26, options: ModelOptions(classicDesign: true))
        #expect(classic.presentationStyle(of: .actionSheet) == .custom)
    }

    @Test("R11.1 the style the app sets is silently replaced, and the relation reports UIKit's")
    func styleSetIsIgnored() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Alert("alert").modalPresentationStyle(.fullScreen)
        }
        expectClean(h.present("alert", from: "A", .init(style: .pageSheet)))
        #expect(h.presentationStyle(of: "alert") == .custom)
        #expect(h.value(of: .modalPresentationStyle, for: "alert") == .style(.custom))
        #expect(h.className(of: "alert") == "UIAlertController")
    }

    @Test(
        "R11.3 an alert from a pushed child: the navigation controller presents; every controller of the family reports it; a second alert is refused with P7"
    )
    func sx1() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") {
                Controller("A")
                Controller("B").definesPresentationContext(true)
            }
        } detached: {
            Alert("alert")
            Alert("alert2")
        }
        expectClean(h.present("alert", from: "B"))
        #expect(h.presentingViewController(of: "alert") == "N")
        for id: ControllerID in ["N", "A", "B"] { #expect(h.presentedViewController(of: id) == "alert", "\(id)") }
        #expect(h.parent(of: "alert") == nil && h.navigationController(of: "alert") == nil)
        #expect(h.presentation(of: "alert")?.resolution.rule == .familyRoot)
        #expect(h.isOnScreen("B") && h.isOnScreen("alert"))
        expectExactDiagnostic(
            h.present("alert2", from: "B"), .warning,
            "Attempt to present <UIAlertController: alert2> on <UINavigationController: N> (from <UIViewController: B>) which is already presenting <UIAlertController: alert>."
        )
        expectClean(h.dismiss("alert"))
        #expect(h.presentedViewController(of: "B") == nil)
    }

    @Test(
        "R11.2 an alert's presentation controller is built with the resolved presenter; a compact action sheet's with the source (U9); a regular action sheet's is a popover controller, which needs an anchor"
    )
    func presentationControllers() {
        func hierarchy(_ device: Device, options: ModelOptions = ModelOptions()) -> Hierarchy {
            declare(Environment(device: device, iosVersion: 17, options: options)) {
                Navigation("N") { Controller("A") }
            } detached: {
                Alert("alert")
                Alert("sheet", style: .actionSheet)
            }
        }
        // The alert presentation controller: the resolved presenter, the family root.
        var alert = hierarchy(.iphone)
        expectClean(alert.present("alert", from: "A"))
        #expect(alert.presentingViewController(of: "alert") == "N")
        #expect(alert.presentedFrom("alert") == "A")
        #expect(alert.presentation(of: "alert")?.resolution.rule == .familyRoot)
        #expect(alert.presentationStyle(of: "alert") == .custom)

        // The compact action-sheet controller is built with the source; nothing shows that
        // presentingViewController follows it, so by default the family root presents (U9).
        var compact = hierarchy(.iphone)
        expectClean(compact.present("sheet", from: "A"))
        #expect(compact.presentationStyle(of: "sheet") == .custom)
        #expect(compact.presentingViewController(of: "sheet") == "N")
        var source = hierarchy(.iphone, options: ModelOptions(actionSheetPresenterIsSource: true))
        expectClean(source.present("sheet", from: "A"))
        #expect(source.presentingViewController(of: "sheet") == "A")
        #expect(source.presentation(of: "sheet")?.resolution.rule == .actionSheetSource)

        // The regular action-sheet controller is a popover presentation controller: the style
        // is popover, the presenter the family root (R11.3), and it checks for an anchor (R11.6).
        var regular = hierarchy(.ipad)
        #expect(regular.present("sheet", from: "A").diagnostics.map(\.code) == [.actionSheetWithoutAnchor])
        regular.apply(.set(AttributeChanges(popoverAnchor: .sourceView), of: "sheet"))
        expectClean(regular.present("sheet", from: "A"))
        #expect(regular.presentationStyle(of: "sheet") == .popover)
        #expect(regular.presentingViewController(of: "sheet") == "N")
    }

    @Test(
        "R11.4 nothing under an alert, an action sheet or a popover leaves the screen: the presenter's whole family stays, in either size class and in compact height"
    )
    func presenterStaysOnScreen() {
        let environments = [
            Environment(device: .iphone), Environment(device: .iphone, verticalSizeClass: .compact), Environment(device: .ipad),
            Environment(device: .ipad, horizontalSizeClass: .compact), Environment(device: .iphone, iosVersion: 26),
        ]
        for environment in environments {
            for presented: ControllerID in ["alert", "sheet", "popover"] {
                var h = declare(environment) {
                    TabBar("T") {
                        Navigation("N") {
                            Controller("A")
                            Controller("B")
                        }
                        Controller("other")
                    }
                } detached: {
                    Alert("alert")
                    Alert("sheet", style: .actionSheet).popoverAnchor(.barButtonItem)
                    Controller("popover").popoverAnchor(.sourceView).adaptivePresentationStyle(.none)
                }
                expectClean(h.present(presented, from: "B", .init(style: .popover)))
                let traits = "\(environment.horizontalSizeClass) width, \(environment.verticalSizeClass) height"
                let context = "\(presented), \(environment.device) \(traits), iOS \(environment.iosVersion)"
                #expect(h.presentingViewController(of: presented) == "T", "\(context)")
                for id: ControllerID in ["T", "N", "B", presented] { #expect(h.isOnScreen(id), "\(id): \(context)") }
                // Only what the tab bar and the stack show is on screen, as before.
                #expect(!h.isOnScreen("A") && !h.isOnScreen("other"), "\(context)")
            }
        }
    }

    @Test(
        "R11.10 an action's tap dismisses the alert through its presenter: the links clear as in R9.1, and it is no user dismissal (no delegate calls)"
    )
    func actionTap() {
        for receiver: ControllerID in ["N", "B", "alert"] {
            var h = declare(Environment(device: .iphone)) {
                Navigation("N") {
                    Controller("A")
                    Controller("B")
                }
            } detached: {
                Alert("alert")
            }
            expectClean(h.present("alert", from: "B"))
            // [presentingViewController dismissViewControllerAnimated:…], or the same sent to
            // any controller that reports the alert (R2.1) or to the alert itself (R9.1).
            #expect(h.dismiss(receiver).removed == ["alert"], "dismiss sent to \(receiver)")
            for id: ControllerID in ["N", "A", "B"] { #expect(h.presentedViewController(of: id) == nil, "\(id)") }
            #expect(h.presentingViewController(of: "alert") == nil)
            #expect(h.delegateEvents(of: "alert") == [])
            #expect(h.isOnScreen("B") && !h.isOnScreen("alert"))
        }
    }

    @Test("R11.5 an alert never adapts: compact width and height, and an action sheet popover on a compact iPad")
    func noAdaptation() {
        var h = declare(Environment(device: .ipad)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Alert("sheet", style: .actionSheet).popoverAnchor(.barButtonItem)
        }
        expectClean(h.present("sheet", from: "A"))
        #expect(h.presentationStyle(of: "sheet") == .popover)
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.presentationStyle(of: "sheet") == .popover)
        #expect(Environment(device: .iphone, verticalSizeClass: .compact).effectiveStyle(of: .custom, delegate: AdaptiveStyle.none) == .custom)
    }

    @Test("R11.6 an iPad action sheet with no anchor raises UIKit's exception naming the resolved presenter; with one, the tab bar presents")
    func sx2() {
        func hierarchy(anchor: PopoverAnchor?) -> Hierarchy {
            declare(Environment(device: .ipad)) {
                TabBar("T") { Navigation("N") { Controller("A") } }
            } detached: {
                anchor.map { Alert("sheet", style: .actionSheet).popoverAnchor($0) } ?? Alert("sheet", style: .actionSheet).spec
            }
        }
        var bare = hierarchy(anchor: nil)
        expectExactDiagnostic(
            bare.present("sheet", from: "A"), .error,
            "Your application has presented a UIAlertController (<UIAlertController: sheet>) of style UIAlertControllerStyleActionSheet from UITabBarController (<UITabBarController: T>). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
        )
        #expect(bare.presentedViewController(of: "A") == nil)

        var anchored = hierarchy(anchor: .sourceView)
        expectClean(anchored.present("sheet", from: "A"))
        #expect(anchored.presentationStyle(of: "sheet") == .popover)
        #expect(anchored.presentingViewController(of: "sheet") == "T")
        #expect(anchored.presentedViewController(of: "A") == "sheet")
        #expect(anchored.isOnScreen("A"))
    }

    @Test(
        "R11.11 the iOS 26 design: an iPhone action sheet reports popover, anchored or, with no anchor, centred like an alert with no exception; presenter, links and screen as R11.3 and R11.4"
    )
    func ios26Design() {
        for device in Device.allCases {
            for anchor in [PopoverAnchor.sourceView, .none] {
                var h = declare(Environment(device: device, iosVersion: 26)) {
                    Navigation("N") {
                        Controller("A")
                        Controller("B")
                    }
                } detached: {
                    Alert("sheet", style: .actionSheet).popoverAnchor(anchor)
                }
                let context = "\(device), anchor \(anchor)"
                expectClean(h.present("sheet", from: "B"))
                #expect(h.value(of: .modalPresentationStyle, for: "sheet") == .style(.popover), "\(context)")
                #expect(h.presentationStyle(of: "sheet") == .popover, "\(context)")
                #expect(h.presentingViewController(of: "sheet") == "N", "\(context)")
                #expect(h.presentation(of: "sheet")?.resolution.rule == .familyRoot, "\(context)")
                for id: ControllerID in ["N", "A", "B"] { #expect(h.presentedViewController(of: id) == "sheet", "\(id): \(context)") }
                #expect(h.isOnScreen("B") && h.isOnScreen("sheet"), "\(context)")
            }
        }
        // The classic design (U10's option) keeps the iPhone's bottom card, and the iPad's check.
        let classic = ModelOptions(classicDesign: true)
        var iphone = declare(Environment(device: .iphone, iosVersion: 26, options: classic)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Alert("sheet", style: .actionSheet)
        }
        expectClean(iphone.present("sheet", from: "A"))
        #expect(iphone.presentationStyle(of: "sheet") == .custom)
        var ipad = declare(Environment(device: .ipad, iosVersion: 26, options: classic)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Alert("sheet", style: .actionSheet)
        }
        #expect(ipad.present("sheet", from: "A").diagnostics.map(\.code) == [.actionSheetWithoutAnchor])
    }

    @Test(
        "R11.7 (flagged together) where UIKit swaps an action sheet's popover controller, on an iPad in compact width or under the iOS 26 design, no anchor raises nothing; with actionSheetRequiresAnchor, R11.6's exception"
    )
    func anchorWhereSwapped() {
        func present(_ environment: Environment, anchor: PopoverAnchor? = nil) -> (StepResult, Hierarchy) {
            var h = declare(environment) {
                TabBar("T") { Navigation("N") { Controller("A") } }
            } detached: {
                anchor.map { Alert("sheet", style: .actionSheet).popoverAnchor($0) } ?? Alert("sheet", style: .actionSheet).spec
            }
            return (h.present("sheet", from: "A"), h)
        }
        let flagged = ModelOptions(actionSheetRequiresAnchor: true)
        // Swapped: the compact card (iPad, compact width, before the iOS 26 design) and the
        // alert-style controller (the iOS 26 design, iPhone and iPad).
        let swapped: [(Device, SizeClass?, Int)] = [(.ipad, .compact, 17), (.ipad, nil, 26), (.iphone, nil, 26)]
        for (device, width, ios) in swapped {
            let context = "\(device) \(width?.rawValue ?? "default") width, iOS \(ios)"
            let (result, h) = present(Environment(device: device, horizontalSizeClass: width, iosVersion: ios))
            #expect(result.diagnostics == [], "\(context)")
            #expect(h.presentingViewController(of: "sheet") == "T" && h.presentedViewController(of: "A") == "sheet", "\(context)")
            #expect(h.presentationStyle(of: "sheet") == .popover, "\(context)")
            let strict = Environment(device: device, horizontalSizeClass: width, iosVersion: ios, options: flagged)
            let (raised, refused) = present(strict)
            #expect(raised.diagnostics.map(\.code) == [.actionSheetWithoutAnchor], "\(context)")
            #expect(raised.diagnostics.first?.message.contains("from UITabBarController (<UITabBarController: T>)") == true, "\(context)")
            #expect(refused.presentedViewController(of: "A") == nil, "\(context)")
            let (anchored, _) = present(strict, anchor: .sourceView)
            #expect(anchored.diagnostics == [], "\(context)")
        }
        // Not swapped: the iPhone's card before the iOS 26 design never needs an anchor (R11.7),
        // the iPad's popover in regular width always does (R11.6), whatever the option.
        for options in [ModelOptions(), flagged] {
            #expect(present(Environment(device: .iphone, iosVersion: 17, options: options)).0.diagnostics == [])
            #expect(present(Environment(device: .ipad, iosVersion: 17, options: options)).0.diagnostics.map(\.code) == [.actionSheetWithoutAnchor])
        }
    }

    @Test(
        "U9 a compact action sheet is presented by the family root by default; with actionSheetPresenterIsSource, by the controller present was called on, and only a compact one"
    )
    func u9() {
        func hierarchy(_ options: ModelOptions, device: Device = .iphone, ios: Int = 17) -> Hierarchy {
            declare(Environment(device: device, iosVersion: ios, options: options)) {
                Navigation("N") { Controller("A") }
            } detached: {
                Alert("sheet", style: .actionSheet).popoverAnchor(.sourceView)
                Alert("alert")
            }
        }
        var standard = hierarchy(ModelOptions())
        expectClean(standard.present("sheet", from: "A"))
        #expect(standard.presentingViewController(of: "sheet") == "N")
        #expect(standard.presentation(of: "sheet")?.resolution.rule == .familyRoot)

        let flagged = ModelOptions(actionSheetPresenterIsSource: true)
        var source = hierarchy(flagged)
        expectClean(source.present("sheet", from: "A"))
        #expect(source.presentingViewController(of: "sheet") == "A")
        #expect(source.presentedViewController(of: "N") == nil)
        #expect(source.presentation(of: "sheet")?.resolution.rule == .actionSheetSource)
        #expect(source.presentation(of: "sheet")?.resolution.rule.ruleID == .u9)
        // The option is about the compact action sheet only: an alert, an iPad action sheet (a
        // popover, R11.2) and one under the iOS 26 design (a popover, U10) keep R3.1.
        var alertOnly = hierarchy(flagged)
        expectClean(alertOnly.present("alert", from: "A"))
        #expect(alertOnly.presentingViewController(of: "alert") == "N")
        for (device, ios) in [(Device.ipad, 17), (.iphone, 26)] {
            var popover = hierarchy(flagged, device: device, ios: ios)
            expectClean(popover.present("sheet", from: "A"))
            #expect(popover.presentingViewController(of: "sheet") == "N", "\(device) iOS \(ios)")
        }
    }

    @Test("R11.6 an iPhone action sheet before iOS 26 needs no anchor; any other popover told it has none raises the generic exception")
    func otherPopovers() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Alert("sheet", style: .actionSheet)
            Controller("P").popoverAnchor(.none)
        }
        expectClean(h.present("sheet", from: "A"))
        expectClean(h.dismiss("sheet"))
        var ipad = h
        ipad.apply(.setSizeClasses(horizontal: .regular, vertical: nil))
        expectExactDiagnostic(
            ipad.present("P", from: "A", .init(style: .popover)), .error,
            "UIPopoverPresentationController (<UIPopoverPresentationController: P>) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        )
        // Adapted to a sheet in compact width, the popover controller is not asked for its anchor.
        expectClean(h.present("P", from: "A", .init(style: .popover)))
    }

    @Test(
        "an alert while a sheet is up is refused with P7 naming the navigation controller and the sheet; covered by a full-screen presentation, with P6"
    )
    func sx3() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("S")
            Alert("alert")
        }
        expectClean(h.present("S", from: "A", .init(style: .pageSheet)))
        expectExactDiagnostic(
            h.present("alert", from: "A"), .warning,
            "Attempt to present <UIAlertController: alert> on <UINavigationController: N> (from <UIViewController: A>) which is already presenting <UIViewController: S>."
        )

        var covered = declare(Environment(device: .iphone)) {
            Controller("R")
        } detached: {
            Controller("M")
            Alert("alert")
        }
        expectClean(covered.present("M", from: "R", .init(style: .fullScreen)))
        expectExactDiagnostic(
            covered.present("alert", from: "R"), .warning,
            "Attempt to present <UIAlertController: alert> on <UIViewController: R> (from <UIViewController: R>) whose view is not in the window hierarchy."
        )
    }
}
