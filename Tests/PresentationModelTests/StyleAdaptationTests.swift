import PresentationModel
import Testing

/// §5: effective styles after adaptation, which views a presentation removes, and how a
/// size-class change adapts a presentation while keeping its presenter (R4.2).
@Suite("Styles and adaptation (§5)", .checkingInvariants)
struct StyleAdaptationTests {
    /// W = N1 [A (defines a context)]; X and Y detached.
    static func hierarchy(_ environment: Environment) -> Hierarchy {
        declare(environment) {
            Navigation("N1") { Controller("A").definesPresentationContext(true) }
        } detached: {
            Controller("X")
            Controller("Y")
        }
    }

    static func environment(_ sizeClass: SizeClass, ios: Int = 17, adapts: Bool = false) -> Environment {
        Environment(
            device: .ipad, horizontalSizeClass: sizeClass, iosVersion: ios,
            options: ModelOptions(adaptsContextStylesInCompactWidth: adapts))
    }

    /// One row of the §5 table in one environment: effective style, presenter, whether the
    /// presenter's view stays.
    struct Row: CustomStringConvertible {
        var style: ModalPresentationStyle
        var sizeClass: SizeClass
        var ios: Int
        var effective: ModalPresentationStyle
        var presenter: ControllerID
        var presenterViewKept: Bool

        var description: String { "\(style) \(sizeClass) iOS \(ios)" }
    }

    static func check(_ row: Row, adapts: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        let env = environment(row.sizeClass, ios: row.ios, adapts: adapts)
        #expect(env.effectiveStyle(of: row.style) == row.effective, "\(row)", sourceLocation: sourceLocation)
        var h = hierarchy(env)
        expectClean(h.present("X", from: "A", .init(style: row.style)), sourceLocation: sourceLocation)
        #expect(h.presentingViewController(of: "X") == row.presenter, "\(row)", sourceLocation: sourceLocation)
        #expect(h.presentationStyle(of: "X") == row.effective, "\(row)", sourceLocation: sourceLocation)
        #expect(h.presentation(of: "X")?.style == row.style, "\(row)", sourceLocation: sourceLocation)
        #expect(h.isOnScreen(row.presenter) == row.presenterViewKept, "\(row)", sourceLocation: sourceLocation)
        #expect(h.isOnScreen("X"), "\(row)", sourceLocation: sourceLocation)
        #expect(env.removesPresenterView(row.effective) == !row.presenterViewKept, "\(row)", sourceLocation: sourceLocation)
    }

    // MARK: - The §5 table, row by row

    @Test("§5 fullScreen: R3.1, view removed, as is in every width")
    func fullScreenRow() {
        for size in SizeClass.allCases {
            for ios in [12, 13, 17, 18] {
                Self.check(Row(style: .fullScreen, sizeClass: size, ios: ios, effective: .fullScreen, presenter: "N1", presenterViewKept: false))
            }
        }
    }

    @Test("§5 overFullScreen: R3.1, view kept, as is in every width")
    func overFullScreenRow() {
        for size in SizeClass.allCases {
            for ios in [12, 13, 17, 18] {
                Self.check(
                    Row(style: .overFullScreen, sizeClass: size, ios: ios, effective: .overFullScreen, presenter: "N1", presenterViewKept: true))
            }
        }
    }

    @Test("§5 pageSheet and formSheet: regular as is; compact fullScreen on iOS ≤ 12, a card sheet on iOS 13+")
    func sheetRows() {
        for style in [ModalPresentationStyle.pageSheet, .formSheet] {
            for ios in [12, 13, 17, 18] {
                // In regular width the presenter's view is kept under the sheet.
                Self.check(Row(style: style, sizeClass: .regular, ios: ios, effective: style, presenter: "N1", presenterViewKept: true))
            }
            Self.check(Row(style: style, sizeClass: .compact, ios: 12, effective: .fullScreen, presenter: "N1", presenterViewKept: false))
            for ios in [13, 17, 18] {
                Self.check(Row(style: style, sizeClass: .compact, ios: ios, effective: style, presenter: "N1", presenterViewKept: true))
            }
        }
    }

    @Test("§5 automatic: pageSheet on iOS 13–17, formSheet on 18+, fullScreen on ≤ 12 (R4.1)")
    func automaticRow() {
        for size in SizeClass.allCases {
            Self.check(Row(style: .automatic, sizeClass: size, ios: 12, effective: .fullScreen, presenter: "N1", presenterViewKept: false))
            Self.check(Row(style: .automatic, sizeClass: size, ios: 13, effective: .pageSheet, presenter: "N1", presenterViewKept: true))
            Self.check(Row(style: .automatic, sizeClass: size, ios: 17, effective: .pageSheet, presenter: "N1", presenterViewKept: true))
            Self.check(Row(style: .automatic, sizeClass: size, ios: 18, effective: .formSheet, presenter: "N1", presenterViewKept: true))
        }
    }

    @Test("§5 popover (R13.2, U11): regular as is; compact width a form sheet from iOS 13, full screen through 12")
    func popoverRow() {
        for ios in [12, 13, 17, 18] {
            Self.check(Row(style: .popover, sizeClass: .regular, ios: ios, effective: .popover, presenter: "N1", presenterViewKept: true))
        }
        for ios in [13, 17, 18] {
            Self.check(Row(style: .popover, sizeClass: .compact, ios: ios, effective: .formSheet, presenter: "N1", presenterViewKept: true))
        }
        Self.check(Row(style: .popover, sizeClass: .compact, ios: 12, effective: .fullScreen, presenter: "N1", presenterViewKept: false))
    }

    @Test("U11 option popoverAdaptsToOverFullScreen: the older guide's overFullScreen in compact width")
    func popoverOption() {
        let options = ModelOptions(popoverAdaptsToOverFullScreen: true)
        for ios in [12, 17] {
            let compact = Environment(device: .iphone, iosVersion: ios, options: options)
            #expect(compact.effectiveStyle(of: .popover) == .overFullScreen)
            #expect(Environment(device: .ipad, iosVersion: ios, options: options).effectiveStyle(of: .popover) == .popover)
        }
    }

    @Test("R13.1, R13.3: the adaptive delegate's answer replaces the default, in every size class, for sheets and popovers only")
    func adaptiveDelegate() {
        let compact = Environment(device: .iphone)
        let regular = Environment(device: .ipad)
        // R13.3: none keeps a popover a popover, and a sheet a sheet even in compact height.
        #expect(compact.effectiveStyle(of: .popover, delegate: AdaptiveStyle.none) == .popover)
        #expect(Environment(device: .iphone, verticalSizeClass: .compact).effectiveStyle(of: .formSheet, delegate: AdaptiveStyle.none) == .formSheet)
        // R13.1: asked in regular width too.
        #expect(regular.effectiveStyle(of: .popover, delegate: .fullScreen) == .fullScreen)
        #expect(compact.effectiveStyle(of: .popover, delegate: .overFullScreen) == .overFullScreen)
        #expect(compact.effectiveStyle(of: .automatic, delegate: .fullScreen) == .fullScreen)
        // Never from fullScreen or overFullScreen, nor for a context or custom style.
        #expect(compact.effectiveStyle(of: .overFullScreen, delegate: .formSheet) == .overFullScreen)
        #expect(compact.effectiveStyle(of: .currentContext, delegate: .fullScreen) == .currentContext)
        #expect(compact.effectiveStyle(of: .custom, delegate: .fullScreen) == .custom)
    }

    @Test("popover on iPhone three ways: formSheet on iOS 17, fullScreen on 12, popover with a delegate returning none")
    func sx7() {
        let ways: [(ios: Int, delegate: AdaptiveStyle?, effective: ModalPresentationStyle, navOnScreen: Bool)] = [
            (17, nil, .formSheet, true), (12, nil, .fullScreen, false), (17, AdaptiveStyle.none, .popover, true),
        ]
        for (ios, delegate, effective, navOnScreen) in ways {
            var h = declare(Environment(device: .iphone, iosVersion: ios)) {
                Navigation("N") { Controller("A") }
            } detached: {
                delegate.map { Controller("P").adaptivePresentationStyle($0) } ?? Controller("P").spec
            }
            expectClean(h.present("P", from: "A", .init(style: .popover)))
            #expect(h.presentationStyle(of: "P") == effective, "iOS \(ios)")
            #expect(h.presentingViewController(of: "P") == "N", "iOS \(ios)")
            #expect(h.isOnScreen("N") == navOnScreen, "iOS \(ios)")
        }
    }

    @Test("§5 U3 currentContext: R3.2, view removed; compact width keeps the context by default")
    func currentContextRowDefault() {
        for size in SizeClass.allCases {
            for ios in [12, 17] {
                Self.check(
                    Row(style: .currentContext, sizeClass: size, ios: ios, effective: .currentContext, presenter: "A", presenterViewKept: false))
            }
        }
    }

    @Test("§5 U3 overCurrentContext: R3.2, view kept; compact width keeps the context by default")
    func overCurrentContextRowDefault() {
        for size in SizeClass.allCases {
            for ios in [12, 17] {
                Self.check(
                    Row(
                        style: .overCurrentContext, sizeClass: size, ios: ios, effective: .overCurrentContext, presenter: "A", presenterViewKept: true
                    ))
            }
        }
    }

    @Test("§5 U3 with adaptsContextStylesInCompactWidth: both context styles become fullScreen in compact width only")
    func contextRowsWithOption() {
        for style in [ModalPresentationStyle.currentContext, .overCurrentContext] {
            Self.check(
                Row(style: style, sizeClass: .compact, ios: 17, effective: .fullScreen, presenter: "N1", presenterViewKept: false),
                adapts: true)
            Self.check(
                Row(style: style, sizeClass: .regular, ios: 17, effective: style, presenter: "A", presenterViewKept: style == .overCurrentContext),
                adapts: true)
        }
    }

    @Test("§5 U3 the option is off by default")
    func optionDefaults() {
        #expect(ModelOptions().adaptsContextStylesInCompactWidth == false)
        #expect(Environment().options == ModelOptions())
        #expect(Environment().iosVersion == 17)
    }

    @Test("§5 custom: R3.1 by default (view kept), R3.2 when its controller is not full screen; never adapted")
    func customRow() {
        for size in SizeClass.allCases {
            Self.check(Row(style: .custom, sizeClass: size, ios: 17, effective: .custom, presenter: "N1", presenterViewKept: true))
            var h = Self.hierarchy(Self.environment(size))
            expectClean(h.present("X", from: "A", .init(style: .custom, shouldPresentInFullscreen: false)))
            #expect(h.presentingViewController(of: "X") == "A")
            #expect(h.presentationStyle(of: "X") == .custom)
            #expect(h.isOnScreen("A"))
        }
    }

    // MARK: - R4.1

    @Test("R4.1 the default modalPresentationStyle is shown per iOS version 12 / 13 / 17 / 18")
    func defaultStylePerVersion() {
        #expect(ControllerAttributes().modalPresentationStyle == .automatic)
        let expected: [(Int, ModalPresentationStyle, Bool)] = [
            (12, .fullScreen, false), (13, .pageSheet, true), (17, .pageSheet, true), (18, .formSheet, true),
        ]
        for size in SizeClass.allCases {
            for (ios, effective, kept) in expected {
                var h = Self.hierarchy(Self.environment(size, ios: ios))
                // No style in the request: X's own modalPresentationStyle (unset: fullScreen through iOS 12, else automatic).
                expectClean(h.present("X", from: "A"))
                #expect(h.presentation(of: "X")?.style == (ios <= 12 ? .fullScreen : .automatic), "iOS \(ios) \(size)")
                #expect(h.presentation(of: "X")?.initialEffectiveStyle == effective, "iOS \(ios) \(size)")
                #expect(h.presentationStyle(of: "X") == effective, "iOS \(ios) \(size)")
                #expect(h.presentingViewController(of: "X") == "N1", "iOS \(ios) \(size)")
                #expect(h.isOnScreen("N1") == kept, "iOS \(ios) \(size)")
            }
        }
    }

    @Test("R4.1 unset style reports fullScreen on iOS 12, automatic on 13; a style set is reported as set")
    func reportedDefaultPerVersion() {
        for ios in [8, 12, 13, 17, 18] {
            var h = declare(Environment(device: .iphone, iosVersion: ios)) {
                Navigation("N1") { Controller("A") }
            } detached: {
                Controller("X")
                Controller("S").modalPresentationStyle(.pageSheet)
                Controller("F").modalPresentationStyle(.overFullScreen)
            }
            let unset: ModalPresentationStyle = ios <= 12 ? .fullScreen : .automatic
            #expect(h.value(of: .modalPresentationStyle, for: "X") == .style(unset), "iOS \(ios)")
            #expect(h.value(of: .modalPresentationStyle, for: "S") == .style(.pageSheet), "iOS \(ios)")
            #expect(h.value(of: .modalPresentationStyle, for: "F") == .style(.overFullScreen), "iOS \(ios)")
            #expect(h.reason(for: .modalPresentationStyle, of: "X") == .reportedStyle(h.named("X"), unset, alert: nil))
            // Presented with no style in the request, X presents in the style it reports.
            expectClean(h.present("X", from: "A"))
            #expect(h.presentation(of: "X")?.style == unset, "iOS \(ios)")
            #expect(h.value(of: .modalPresentationStyle, for: "X") == .style(unset), "iOS \(ios)")
        }
    }

    @Test("R4.1 a controller's own modalPresentationStyle is used when the request names none")
    func ownStyleUsed() {
        var h = declare {
            Navigation("N1") { Controller("A").definesPresentationContext(true) }
        } detached: {
            Controller("X").modalPresentationStyle(.overCurrentContext)
        }
        expectClean(h.present("X", from: "A"))
        #expect(h.presentation(of: "X")?.style == .overCurrentContext)
        #expect(h.presentingViewController(of: "X") == "A")
    }

    // MARK: - Compact width

    @Test("compact width: a popover shows as a form sheet, presenter N1, N1's view kept")
    func s19Popover() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N1") { Controller("A") }
        } detached: {
            Controller("P")
        }
        expectClean(h.present("P", from: "A", .init(style: .popover)))
        #expect(h.presentationStyle(of: "P") == .formSheet)
        #expect(h.presentingViewController(of: "P") == "N1")
        #expect(controllersOnScreen(h) == ["N1", "A", "P"])
    }

    @Test("compact width: a form sheet is fullScreen on iOS 12, a sheet on 13–17; F.presenting = N1 in all")
    func s19FormSheet() {
        let cases: [(Int, ModalPresentationStyle, [ControllerID])] = [
            (12, .fullScreen, ["F"]), (13, .formSheet, ["N1", "A", "F"]), (17, .formSheet, ["N1", "A", "F"]),
        ]
        for (ios, effective, visible) in cases {
            var h = declare(Environment(device: .iphone, iosVersion: ios)) {
                Navigation("N1") { Controller("A") }
            } detached: {
                Controller("F")
            }
            expectClean(h.present("F", from: "A", .init(style: .formSheet)))
            #expect(h.presentationStyle(of: "F") == effective, "iOS \(ios)")
            #expect(h.presentingViewController(of: "F") == "N1", "iOS \(ios)")
            #expect(controllersOnScreen(h) == visible, "iOS \(ios)")
        }
    }

    // MARK: - R4.2: size-class changes

    @Test("R4.2 setHorizontalSizeClass adapts a popover's effective style and keeps its presenter")
    func sizeClassChangePopover() throws {
        var h = Self.hierarchy(Self.environment(.regular))
        expectClean(h.present("X", from: "A", .init(style: .popover)))
        #expect(h.presentationStyle(of: "X") == .popover)
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.environment.horizontalSizeClass == .compact)
        #expect(h.presentationStyle(of: "X") == .formSheet)
        let record = try #require(h.presentation(of: "X"))
        #expect(h.effectiveStyle(of: record) == .formSheet)
        #expect(record.initialEffectiveStyle == .popover)
        #expect(record.presenter == "N1")
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.presentationStyle(of: "X") == .popover)
        #expect(h.presentingViewController(of: "X") == "N1")
    }

    @Test("R4.2 U3 with the option, a context presentation becomes fullScreen in compact width but keeps its definer")
    func sizeClassChangeContextWithOption() {
        var h = Self.hierarchy(Self.environment(.regular, adapts: true))
        expectClean(h.present("X", from: "A", .init(style: .overCurrentContext)))
        #expect(controllersOnScreen(h) == ["N1", "A", "X"])
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.presentationStyle(of: "X") == .fullScreen)
        #expect(h.presentingViewController(of: "X") == "A")
        #expect(h.presentationContext(of: "X") == "A")
        #expect(h.presentation(of: "X")?.resolution.rule == .definesPresentationContext)
        #expect(controllersOnScreen(h) == ["N1", "X"])
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.presentationStyle(of: "X") == .overCurrentContext)
        #expect(controllersOnScreen(h) == ["N1", "A", "X"])
    }

    @Test("R4.2 U3 without the option, a size-class change leaves a context presentation as it is")
    func sizeClassChangeContextDefault() {
        var h = Self.hierarchy(Self.environment(.regular))
        expectClean(h.present("X", from: "A", .init(style: .overCurrentContext)))
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.presentationStyle(of: "X") == .overCurrentContext)
        #expect(h.presentingViewController(of: "X") == "A")
        #expect(controllersOnScreen(h) == ["N1", "A", "X"])
    }

    @Test("R4.2 iOS 12: a form sheet becomes fullScreen when the width becomes compact, the presenter's view goes")
    func sizeClassChangeSheetIOS12() {
        var h = Self.hierarchy(Self.environment(.regular, ios: 12))
        expectClean(h.present("X", from: "A", .init(style: .formSheet)))
        #expect(controllersOnScreen(h) == ["N1", "A", "X"])
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.presentationStyle(of: "X") == .fullScreen)
        #expect(h.presentingViewController(of: "X") == "N1")
        #expect(controllersOnScreen(h) == ["X"])
        // Now N1 is covered: a new request from A gets P6, not P7.
        expectExactDiagnostic(
            h.present("Y", from: "A", .init(style: .fullScreen)), .warning,
            "Attempt to present <UIViewController: Y> on <UINavigationController: N1> (from <UIViewController: A>) whose view is not in the window hierarchy."
        )
    }

    // MARK: - R4.3

    @Test("R4.3 a sheet presented from inside a sheet is presented by the inner sheet's family root")
    func sheetsStack() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N1") { Controller("A") }
        } detached: {
            Navigation("S1") { Controller("s1") }
            Navigation("S2") { Controller("s2") }
        }
        expectClean(h.present("S1", from: "A", .init(style: .pageSheet)))
        expectClean(h.present("S2", from: "s1", .init(style: .pageSheet)))
        #expect(h.presentingViewController(of: "S2") == "S1")
        #expect(h.presentingViewController(of: "s2") == "S1")
        #expect(controllersOnScreen(h) == ["N1", "A", "S1", "s1", "S2", "s2"])
    }
}
