import PresentationModel
import Testing

/// SwiftUI's presentation modifiers as UIKit sees them (R20.1–R23.3, Decisions U16, U19,
/// U21): each bridge picks a source host and a style and calls UIKit.
@Suite("SwiftUI presentations (R20.1–R23.3)", .checkingInvariants)
struct SwiftUIPresentationTests {
    private static let root = "UIHostingController<ModifiedContent<AnyView, RootModifier>>"
    private static let phc = "PresentationHostingController<AnyView>"
    private static let destination = "NavigationStackHostingController<AnyView>"

    /// A pure SwiftUI app: the root host, a NavigationStack with a list and a detail, and
    /// three hosting controllers to present.
    private func app(_ environment: Environment = Environment(device: .iphone, iosVersion: 17)) -> Hierarchy {
        declare(environment) {
            Controller("root", class: Self.root) {
                Navigation("nav", class: "SwiftUI.UIKitNavigationController") {
                    Controller("list", class: Self.destination)
                    Controller("detail", class: Self.destination)
                }
            }
        } detached: {
            Controller("sheetA", class: Self.phc)
            Controller("sheetB", class: Self.phc)
            Controller("inner", class: Self.phc)
            Controller("pushed", class: Self.destination)
            Alert("about")
            Alert("confirm")
        }
    }

    @Test("R20.1 a sheet of a destination is presented by the root host, the family root; the destination stays on screen")
    func presenterIsFamilyRoot() {
        var h = app()
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "detail", modifier: .sheet)))
        #expect(h.presentingViewController(of: "sheetA") == "root")
        #expect(h.presentedFrom("sheetA") == "detail")
        #expect(h.presentation(of: "sheetA")?.swiftUIModifier == .sheet)
        #expect(h.presentation(of: "sheetA")?.resolution.rule == .familyRoot)
        #expect(h.isOnScreen("detail"))
    }

    @Test("R20.7 an inspector is a sheet of its host in compact width; in regular width a column, and UIKit presents nothing")
    func inspector() {
        var phone = app()
        expectClean(phone.presentSwiftUI(SwiftUIRequest("sheetA", from: "detail", modifier: .inspector)))
        #expect(phone.presentingViewController(of: "sheetA") == "root")
        #expect(phone.presentationStyle(of: "sheetA") == .pageSheet)
        var pad = app(Environment(device: .ipad, iosVersion: 17))
        let result = pad.presentSwiftUI(SwiftUIRequest("sheetA", from: "detail", modifier: .inspector))
        #expect(result.diagnostics.map(\.code) == [.swiftUIInspectorColumn])
        #expect(result.diagnostics.first?.severity == .note)
        #expect(pad.presentation(of: "sheetA") == nil)
    }

    @Test(
        "R23.1 a binding turned false dismisses from the sheet's presenter: the sheet and everything presented above it go; the root host is on screen again"
    )
    func bindingFalse() {
        var h = app()
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "detail", modifier: .sheet)))
        expectClean(h.presentSwiftUI(SwiftUIRequest("inner", from: "sheetA", modifier: .sheet)))
        #expect(h.presentingViewController(of: "inner") == "sheetA")
        // The binding false: SwiftUI calls dismiss on the sheet's presentingViewController.
        expectClean(h.dismiss(h.presentingViewController(of: "sheetA") ?? "root"))
        #expect(h.presentation(of: "sheetA") == nil && h.presentation(of: "inner") == nil)
        #expect(h.isOnScreen("detail"))
    }

    @Test(
        "R20.2 a sheet is a page sheet through iOS 17 and a form sheet from 18; a cover is over full screen; a popover is a form sheet in compact width",
        arguments: [17, 18])
    func styles(_ ios: Int) {
        var h = app(Environment(device: .iphone, iosVersion: ios))
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "detail", modifier: .sheet)))
        #expect(h.presentationStyle(of: "sheetA") == (ios >= 18 ? .formSheet : .pageSheet))
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetB", from: "sheetA", modifier: .fullScreenCover)))
        #expect(h.presentationStyle(of: "sheetB") == .overFullScreen)
        expectClean(h.presentSwiftUI(SwiftUIRequest("inner", from: "sheetB", modifier: .popover)))
        #expect(h.presentationStyle(of: "inner") == .formSheet)
        #expect(h.attributes(of: "inner")?.popoverAnchor == .sourceView)
    }

    @Test("R20.2 a popover stays a popover on an iPad; an alert presents as an alert; a confirmation dialog is an anchored action sheet")
    func popoverAndDialogs() {
        var h = app(Environment(device: .ipad, iosVersion: 17))
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "detail", modifier: .popover)))
        #expect(h.presentationStyle(of: "sheetA") == .popover)
        expectClean(h.presentSwiftUI(SwiftUIRequest("confirm", from: "sheetA", modifier: .confirmationDialog)))
        #expect(h.attributes(of: "confirm")?.alertStyle == .actionSheet)
        #expect(h.attributes(of: "confirm")?.popoverAnchor == .sourceView)
        #expect(h.presentationStyle(of: "confirm") == .popover)
        var alert = app()
        expectClean(alert.presentSwiftUI(SwiftUIRequest("about", from: "list", modifier: .alert)))
        #expect(alert.presentationStyle(of: "about") == .custom)
        #expect(alert.presentingViewController(of: "about") == "root")
    }

    @Test("U16 a full-screen cover keeps its presenter on screen; the option makes it full screen and covers it")
    func coverStyleOption() {
        var h = app()
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "root", modifier: .fullScreenCover)))
        #expect(h.presentationStyle(of: "sheetA") == .overFullScreen)
        #expect(h.isOnScreen("root"))
        var option = app(Environment(device: .iphone, iosVersion: 17, options: ModelOptions(swiftUIFullScreenCoverIsFullScreen: true)))
        expectClean(option.presentSwiftUI(SwiftUIRequest("sheetA", from: "root", modifier: .fullScreenCover)))
        #expect(option.presentationStyle(of: "sheetA") == .fullScreen)
        #expect(!option.isOnScreen("root"))
    }

    @Test("R20.3 a new item replaces the sheet without a warning; the same item, or the same binding again, changes nothing, silently")
    func itemReplacement() {
        var h = app()
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "root", modifier: .sheetItem, item: "1")))
        let same = h.presentSwiftUI(SwiftUIRequest("sheetB", from: "root", modifier: .sheetItem, item: "1"))
        expectClean(same)
        #expect(h.presentingViewController(of: "sheetA") == "root" && h.presentingViewController(of: "sheetB") == nil)
        let replaced = h.presentSwiftUI(SwiftUIRequest("sheetB", from: "root", modifier: .sheetItem, item: "2"))
        expectClean(replaced)
        #expect(replaced.removed == ["sheetA"])
        #expect(h.presentingViewController(of: "sheetA") == nil && h.presentingViewController(of: "sheetB") == "root")
        var again = app()
        expectClean(again.presentSwiftUI(SwiftUIRequest("sheetA", from: "root", modifier: .sheet)))
        expectClean(again.presentSwiftUI(SwiftUIRequest("sheetB", from: "root", modifier: .sheet)))
        #expect(again.presentingViewController(of: "sheetB") == nil)
    }

    @Test(
        "R21.1 a second sheet of one host waits with SwiftUI's warning and is presented once the first is dismissed, by UIKit or by the user"
    )
    func oneSheetPerHost() {
        for dismissal in ["dismiss", "userDismiss", "dropModifier"] {
            var h = app()
            expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "list", modifier: .sheet, binding: "a")))
            let second = h.presentSwiftUI(SwiftUIRequest("sheetB", from: "list", modifier: .sheet, binding: "b"))
            #expect(second.diagnostics.map(\.code) == [.swiftUISingleSheet])
            #expect(second.diagnostics.first?.wording == .swiftUI && second.diagnostics.first?.severity == .warning)
            #expect(second.diagnostics.first?.message.hasPrefix("Currently, only presenting a single sheet is supported.") == true)
            #expect(h.presentingViewController(of: "sheetB") == nil)
            switch dismissal {
            case "dismiss": expectClean(h.dismiss("root"))
            case "userDismiss": expectClean(h.userDismiss("sheetA"))
            default: expectClean(h.dropModifier(presenting: "sheetA"))
            }
            #expect(h.presentingViewController(of: "sheetA") == nil, "\(dismissal)")
            #expect(h.presentingViewController(of: "sheetB") == "root", "\(dismissal)")
            #expect(h.swiftUIPresentations == ["sheetB"], "\(dismissal)")
        }
    }

    @Test("R21.1 sheets of different hosts do not wait for each other: UIKit answers the second with P7 (R21.2)")
    func differentHostsReachUIKit() {
        var h = app()
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "list", modifier: .sheet)))
        let other = h.presentSwiftUI(SwiftUIRequest("sheetB", from: "detail", modifier: .sheet))
        #expect(other.diagnostics.map(\.code) == [.presenterAlreadyPresenting])
        #expect(other.diagnostics.first?.message.contains("(from <\(Self.destination): detail>)") == true)
    }

    @Test("R21.3 a sheet inside a sheet's content is presented by the outer sheet: a chain, both on screen")
    func nestedSheets() {
        var h = app()
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "root", modifier: .sheet)))
        expectClean(h.presentSwiftUI(SwiftUIRequest("inner", from: "sheetA", modifier: .sheet)))
        #expect(h.presentingViewController(of: "inner") == "sheetA")
        #expect(h.isOnScreen("sheetA") && h.isOnScreen("inner"))
    }

    @Test("R21.4 a second alert of one host is not shown, with vcgraph's note since SwiftUI logs nothing; other families reach UIKit")
    func oneDialogPerHost() {
        var h = app()
        expectClean(h.presentSwiftUI(SwiftUIRequest("about", from: "root", modifier: .alert, binding: "about")))
        let second = h.presentSwiftUI(SwiftUIRequest("confirm", from: "root", modifier: .confirmationDialog, binding: "confirm"))
        #expect(second.diagnostics.map(\.code) == [.swiftUIOneAtATime])
        #expect(second.diagnostics.first?.wording == .vcgraph)
        expectClean(h.dismiss("root"))
        #expect(h.presentingViewController(of: "confirm") == nil)
        let sheet = h.presentSwiftUI(SwiftUIRequest("sheetA", from: "root", modifier: .sheet))
        expectClean(sheet)
        let alert = h.presentSwiftUI(SwiftUIRequest("about", from: "root", modifier: .alert))
        #expect(alert.diagnostics.map(\.code) == [.presenterAlreadyPresenting])
    }

    @Test("R21.6 popping or removing the source host ends its presentation at the end of the step; its waiting requests go with it")
    func lifetime() {
        var h = app()
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "detail", modifier: .sheet, binding: "a")))
        _ = h.presentSwiftUI(SwiftUIRequest("sheetB", from: "detail", modifier: .sheet, binding: "b"))
        let pop = h.pop("nav")
        #expect(pop.removed.contains("detail") && pop.removed.contains("sheetA"))
        #expect(h.presentingViewController(of: "sheetA") == nil && h.presentingViewController(of: "sheetB") == nil)
        #expect(h.swiftUIPresentations.isEmpty)
    }

    @Test("U19 with the option, a presentation stays when its source host is popped, as UIKit alone keeps it")
    func lifetimeOption() {
        var h = app(Environment(device: .iphone, iosVersion: 17, options: ModelOptions(swiftUIKeepsPresentationsOfRemovedViews: true)))
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "detail", modifier: .sheet)))
        expectClean(h.pop("nav"))
        #expect(h.presentingViewController(of: "sheetA") == "root")
    }

    @Test("R21.6 dropModifier ends a presentation, forgets a waiting request, and is refused for a controller no modifier presents")
    func dropModifier() {
        var h = app()
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "root", modifier: .sheet, binding: "a")))
        _ = h.presentSwiftUI(SwiftUIRequest("sheetB", from: "root", modifier: .sheet, binding: "b"))
        expectClean(h.dropModifier(presenting: "sheetB"))
        expectClean(h.dropModifier(presenting: "sheetA"))
        #expect(h.presentingViewController(of: "sheetA") == nil && h.presentingViewController(of: "sheetB") == nil)
        let refused = h.dropModifier(presenting: "inner")
        #expect(refused.diagnostics.map(\.code) == [.notSwiftUIPresentation])
        #expect(refused.failed)
    }

    @Test("R21.7 a sheet from a detached host goes to UIKit (P8); an alert waits until its host is in a window")
    func outsideAWindow() {
        var h = app()
        let sheet = h.presentSwiftUI(SwiftUIRequest("sheetA", from: "pushed", modifier: .sheet))
        #expect(sheet.diagnostics.map(\.code) == [.presentingOnDetachedController])
        var alert = app()
        let waiting = alert.presentSwiftUI(SwiftUIRequest("about", from: "pushed", modifier: .alert))
        #expect(waiting.diagnostics.map(\.code) == [.swiftUIWaitsForWindow])
        #expect(waiting.diagnostics.first?.severity == .note)
        #expect(alert.presentingViewController(of: "about") == nil)
        expectClean(alert.push("pushed", onto: "nav"))
        #expect(alert.presentingViewController(of: "about") == "root")
        #expect(alert.presentedFrom("about") == "pushed")
    }

    @Test("R21.8 a request UIKit refused is not asked again when the presenter becomes free")
    func refusalIsNotRetried() {
        var h = app()
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "root", modifier: .sheet)))
        _ = h.presentSwiftUI(SwiftUIRequest("about", from: "root", modifier: .alert))
        expectClean(h.dismiss("root"))
        #expect(h.presentingViewController(of: "about") == nil)
        #expect(h.swiftUIPresentations.isEmpty)
    }

    @Test("R23.3 dismiss() pops a pushed destination, dismisses the presented family at a stack's root, and otherwise does nothing")
    func dismissAction() {
        var h = declare(Environment(device: .iphone, iosVersion: 17)) {
            Controller("root", class: Self.root)
        } detached: {
            Controller("editor", class: Self.phc) {
                Navigation("editorNav", class: "SwiftUI.UIKitNavigationController") { Controller("form", class: Self.destination) }
            }
            Controller("picker", class: Self.destination)
        }
        expectClean(h.presentSwiftUI(SwiftUIRequest("editor", from: "root", modifier: .sheet)))
        expectClean(h.push("picker", onto: "editorNav"))
        let pop = h.dismissEnvironment(in: "picker")
        #expect(pop.removed == ["picker"])
        #expect(h.viewControllers(of: "editorNav") == ["form"])
        #expect(h.presentingViewController(of: "editor") == "root")
        let dismissal = h.dismissEnvironment(in: "form")
        #expect(dismissal.removed == ["editor"])
        #expect(h.presentingViewController(of: "editor") == nil)
        let nothing = h.dismissEnvironment(in: "root")
        #expect(nothing.diagnostics.map(\.code) == [.swiftUIDismissDoesNothing])
        #expect(nothing.diagnostics.first?.severity == .note)
    }

    @Test("U21 of two sheets of one host asked one after the other, the first is shown and the second waits")
    func firstAskedIsShown() {
        var h = app()
        expectClean(h.presentSwiftUI(SwiftUIRequest("sheetA", from: "root", modifier: .sheet, binding: "a")))
        _ = h.presentSwiftUI(SwiftUIRequest("sheetB", from: "root", modifier: .fullScreenCover, binding: "b"))
        #expect(h.presentingViewController(of: "sheetA") == "root")
        #expect(h.presentingViewController(of: "sheetB") == nil)
    }

    @Test("R20.4 a popover with presentationCompactAdaptation(.none) stays a popover on an iPhone (SX22); the presenter does not change")
    func compactAdaptation() {
        var h = declare(Environment(device: .iphone, iosVersion: 17)) {
            Controller("root", class: Self.root)
        } detached: {
            Controller("tip", class: Self.phc).adaptivePresentationStyle(.none)
        }
        expectClean(h.presentSwiftUI(SwiftUIRequest("tip", from: "root", modifier: .popover)))
        #expect(h.presentationStyle(of: "tip") == .popover)
        #expect(h.presentingViewController(of: "tip") == "root")
        #expect(h.isOnScreen("root"))
    }

    @Test("R20.6 U23 interactiveDismissDisabled is isModalInPresentation: the user's swipe does nothing, a dismiss() still works")
    func interactiveDismissDisabled() {
        var h = declare(Environment(device: .iphone, iosVersion: 17)) {
            Controller("root", class: Self.root)
        } detached: {
            Controller("form", class: Self.phc).isModalInPresentation(true)
        }
        expectClean(h.presentSwiftUI(SwiftUIRequest("form", from: "root", modifier: .sheet)))
        let swipe = h.userDismiss("form")
        #expect(swipe.diagnostics.map(\.code) == [.dismissalAttemptRefused])
        #expect(h.presentingViewController(of: "form") == "root")
        expectClean(h.dismissEnvironment(in: "form"))
        #expect(h.presentingViewController(of: "form") == nil)
    }

    @Test("R21.4 the deprecated Alert and the alert modifier are bridges of their own: the second reaches UIKit, which refuses it (P7)")
    func alertFamilies() {
        var h = app()
        expectClean(h.presentSwiftUI(SwiftUIRequest("about", from: "root", modifier: .legacyAlert)))
        let dialog = h.presentSwiftUI(SwiftUIRequest("confirm", from: "root", modifier: .alert))
        #expect(dialog.diagnostics.map(\.code) == [.presenterAlreadyPresenting])
        #expect(SwiftUIModifier.legacyAlert.family != SwiftUIModifier.alert.family)
        #expect(SwiftUIModifier.actionSheet.family != SwiftUIModifier.confirmationDialog.family)
    }

    @Test("U20 with the option, a sheet from a host out of a window waits for it, as an alert does")
    func defersOutOfWindow() {
        var h = app(Environment(device: .iphone, iosVersion: 17, options: ModelOptions(swiftUIDefersOutOfWindow: true)))
        let waiting = h.presentSwiftUI(SwiftUIRequest("sheetA", from: "pushed", modifier: .sheet))
        #expect(waiting.diagnostics.map(\.code) == [.swiftUIWaitsForWindow])
        #expect(h.presentingViewController(of: "sheetA") == nil)
        expectClean(h.push("pushed", onto: "nav"))
        #expect(h.presentingViewController(of: "sheetA") == "root")
    }
}
