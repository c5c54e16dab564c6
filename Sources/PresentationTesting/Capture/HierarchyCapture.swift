import DumpImport
import PresentationModel
import PresentationScenarios

/// A live hierarchy captured into the model: the windows' controllers as they are, each
/// presentation as UIKit shows it, and whether UIKit shows each view, compared with the rules.
///
/// The capture writes what it reads as vcgraph's own `_printHierarchy`-style text and reads
/// that with `DumpImport`, so a capture and a debugger dump are one input: the same ids
/// (class names, numbered from the second of a class), the same observed presentations
/// (`Operation.observePresentation(_:by:from:style:)`) and the same comparison with the
/// rules (`DumpComparison`). Each controller's kind comes from ``CapturableController/captureKind``,
/// never from its name. The walk uses an explicit stack, so deep hierarchies do not recurse.
public struct HierarchyCapture: Sendable {
    /// The captured tree as text, in the form `vcgraph analyze` reads.
    public let text: String
    public let dump: ImportedDump
    /// The model built from the capture, after every observed presentation.
    public let run: ScenarioRun
    /// The captured hierarchy, for the relation assertions (`expectPresentingViewController`, …).
    public var hierarchy: Hierarchy { run.hierarchy }

    /// Captures the windows' hierarchies, in order.
    public init(windows: [any CapturableWindow]) throws {
        try self.init(roots: windows.compactMap(\.captureRootController), file: "capture")
    }

    /// Captures one window's hierarchy.
    public init(_ window: any CapturableWindow) throws {
        try self.init(roots: window.captureRootController.map { [$0] } ?? [], file: "capture")
    }

    /// Captures the hierarchy of a root view controller, as if it were a window's root.
    public init(root: any CapturableController) throws {
        try self.init(roots: [root], file: "capture")
    }

    /// Throws ``CaptureError`` for a window without a root view controller, and a `DumpError`
    /// for what the model cannot hold (a split view controller with more than four children).
    private init(roots: [any CapturableController], file: String) throws {
        guard !roots.isEmpty else { throw CaptureError.noRootViewController }
        var lines: [String] = []
        var rules = KindRules()
        var kindByClass: [String: ControllerKind] = [:]
        for root in roots {
            var pending: [(controller: any CapturableController, depth: Int, presented: Bool)] = [(root, 0, false)]
            while let (controller, depth, presented) = pending.popLast() {
                lines.append(Self.line(controller, depth: depth, presented: presented))
                kindByClass[controller.captureClassName] = controller.captureKind
                // The controller's own presentation: the presented one whose presenter it is
                // (an ancestor's presentation is reported by its children too, R2.1).
                if let shown = controller.capturePresentedController, shown.capturePresentingController === controller {
                    pending.append((shown, depth + 1, true))
                }
                for child in controller.captureChildren.reversed() { pending.append((child, depth + 1, false)) }
            }
        }
        for (className, kind) in kindByClass {
            // A runtime class name has no `=`, so every class gets its rule.
            try? rules.add("\(className)=\(kind.name)")
        }
        text = lines.joined(separator: "\n") + "\n"
        dump = try DumpReader.read(text, file: file, kinds: rules)
        run = ScenarioRun(dump.scenario)
    }

    /// One line in vcgraph's tree form: the class, the state UIKit shows, how it was
    /// presented, whether it defines the context, its title.
    private static func line(_ controller: any CapturableController, depth: Int, presented: Bool) -> String {
        let marker = presented ? "   + " : "   | "
        let prefix =
            depth == 0
            ? ""
            : depth > HierarchyDescription.maximumIndentation
                ? "[depth \(depth)] " + marker : String(repeating: "   | ", count: depth - 1) + marker
        var parts = ["<\(controller.captureClassName)>", "state: \(controller.captureIsViewInWindow ? "appeared" : "disappeared")"]
        if presented { parts.append("presented with: \(controller.capturePresentationStyle.rawValue)") }
        if controller.captureDefinesPresentationContext { parts.append("definesPresentationContext") }
        if let selected = controller.captureSelectedIndex { parts.append("selectedIndex: \(selected)") }
        if let title = controller.captureTitle {
            parts.append("title: \"" + title.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\"")
        }
        return prefix + parts.joined(separator: ", ")
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}

/// Why a window cannot be captured.
public enum CaptureError: Error, Sendable, CustomStringConvertible {
    case noRootViewController

    public var description: String { "the window has no root view controller" }
}
