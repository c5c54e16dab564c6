/// What SwiftUI logs, and vcgraph's findings where it logs nothing.
extension Diagnostic {
    /// <doc:Rules-SwiftUI#R21.1>: a second sheet of one host while its first is presented.
    /// SwiftUI prints the second sentence on a line of its own.
    static func swiftUISingleSheet() -> Diagnostic {
        .warning(
            .swiftUISingleSheet, .r21_1,
            "Currently, only presenting a single sheet is supported. The next sheet will be presented when the currently presented sheet gets dismissed."
        )
    }

    /// <doc:Rules-SwiftUI#R21.4>: a second popover, or alert or dialog, of one host; SwiftUI
    /// logs nothing.
    static func swiftUIOneAtATime(_ controller: String, host: String, family: String) -> Diagnostic {
        .warning(
            .swiftUIOneAtATime, .r21_4,
            "\(controller) is not shown: \(host) already shows a \(family) of its own, and SwiftUI shows one at a time per host (it logs nothing)"
        )
    }

    /// <doc:Rules-SwiftUI#R21.7>: an alert or dialog whose host is not in a window waits.
    static func swiftUIWaitsForWindow(_ controller: String, host: String) -> Diagnostic {
        .note(
            .swiftUIWaitsForWindow, .r21_7,
            "\(controller) waits: \(host) is not in a window, and SwiftUI presents it once its host is in one")
    }

    /// <doc:Rules-SwiftUI#R23.3>, case 4: `dismiss()` where there is nothing to dismiss.
    static func swiftUIDismissDoesNothing(_ host: String) -> Diagnostic {
        .note(
            .swiftUIDismissDoesNothing, .r23_3,
            "dismiss() in a view of \(host) does nothing: the host is neither a pushed destination nor in a presented family")
    }

    /// <doc:Rules-SwiftUI#R20.7>: an inspector in regular width is a column of its host's view.
    static func swiftUIInspectorColumn(_ controller: String, host: String) -> Diagnostic {
        .note(
            .swiftUIInspectorColumn, .r20_7,
            "\(controller) is not presented: in regular width SwiftUI shows the inspector of \(host) as a column of its view, and UIKit presents nothing"
        )
    }

    /// A `dropModifier` step naming a controller no SwiftUI bridge shows or keeps waiting.
    static func notSwiftUIPresentation(_ controller: String) -> Diagnostic {
        .error(
            .notSwiftUIPresentation, .r21_6,
            "No SwiftUI modifier presents \(controller) or waits to: dropModifier names a controller that a step with a modifier presented")
    }
}
