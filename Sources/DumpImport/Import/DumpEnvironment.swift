import PresentationModel
import PresentationScenarios

/// What a dump shows of the environment it was taken in, and the environment chosen from it.
///
/// Only what the dump decides is inferred; the rest is the default (an iPhone, iOS 17):
/// - **The iOS version** lies in a range: `_printHierarchy` exists from iOS 8; a class that
///   exists only from some version raises the floor (``classFloors``); addresses of at most
///   8 hex digits (``hexDigits(of:)``) are a 32-bit process, which iOS ran through iOS 10. The default is kept
///   when the range holds it, else the nearest bound is taken.
/// - **A regular width** (and then an iPad, assumed: a large iPhone in landscape is regular
///   width too): a split view with two columns on screen; or,
///   when the range ends by iOS 12, a popover or sheet whose presenter is on screen, since
///   through iOS 12 both cover their presenter full screen in compact width (from iOS 13 a
///   compact sheet leaves it on screen too, so that case says nothing there).
struct DumpEnvironment {
    var environment: Environment
    var sources: EnvironmentSources

    init(tree: DumpTree, kinds: [ControllerKind], file: String) {
        func location(of node: Int, column: Int? = nil) -> SourceLocation {
            SourceLocation(file: file, line: tree.nodes[node].line.line, column: column ?? tree.nodes[node].line.column)
        }
        var sources = EnvironmentSources()
        var environment = Environment()

        // The era: the highest floor any class shows, and the 32-bit ceiling.
        var floor: (version: Int, inference: EnvironmentInference)?
        for (index, node) in tree.nodes.enumerated() where !node.isAdded {
            for (name, column) in Self.classesNamed(on: node.line) {
                guard let known = Self.floor(of: name), known.version > (floor?.version ?? Self.printHierarchyFloor) else { continue }
                floor = (
                    known.version,
                    EnvironmentInference(
                        reason: "\(name) exists from iOS \(known.version)", range: "iOS \(known.version) or later",
                        location: location(of: index, column: column))
                )
            }
        }
        let addressed = tree.nodes.indices.filter { !tree.nodes[$0].isAdded && tree.nodes[$0].line.address != nil }
        var ceiling: (version: Int, inference: EnvironmentInference)?
        if let first = addressed.first, addressed.allSatisfy({ Self.hexDigits(of: tree.nodes[$0].line.address!) <= 8 }),
            addressed.contains(where: { Self.hexDigits(of: tree.nodes[$0].line.address!) == 8 })
        {
            let low = floor?.version ?? Self.printHierarchyFloor
            ceiling = (
                Self.last32BitVersion,
                EnvironmentInference(
                    reason: "32-bit addresses", range: "iOS \(low)–\(Self.last32BitVersion)", location: location(of: first))
            )
        }
        switch (floor, ceiling) {
        case (let floor?, let ceiling?) where floor.version > ceiling.version:
            // Cues that contradict each other decide nothing.
            break
        case (let floor?, _) where floor.version > environment.iosVersion:
            environment.iosVersion = floor.version
            sources.iosVersion = .inferred(floor.inference)
        case (_, let ceiling?) where ceiling.version < environment.iosVersion:
            environment.iosVersion = ceiling.version
            sources.iosVersion = .inferred(ceiling.inference)
        default:
            break
        }

        // The width.
        var regular: EnvironmentInference?
        for index in tree.nodes.indices {
            guard case .split = kinds[index] else { continue }
            if tree.nodes[index].children.count(where: { tree.nodes[$0].line.observedOnScreen == true }) >= 2 {
                regular = EnvironmentInference(reason: "a split view shows two columns on screen", location: location(of: index))
                break
            }
        }
        if regular == nil, environment.iosVersion <= 12, sources.iosVersion != .default {
            for (index, node) in tree.nodes.enumerated() {
                guard let presenter = node.presenter, !tree.nodes[presenter].isAdded, let shownWith = node.line.presentedWith,
                    tree.nodes[presenter].line.observedOnScreen == true
                else { continue }
                let style = PresentationControllerStyle.style(of: shownWith)
                guard [.popover, .pageSheet, .formSheet].contains(style) else { continue }
                regular = EnvironmentInference(
                    reason: "a \(style.rawValue) leaves its presenter on screen, which through iOS 12 it does only in regular width",
                    location: location(of: index, column: node.line.presentedWithColumn))
                break
            }
        }
        if let regular {
            environment.device = .ipad
            environment.horizontalSizeClass = .regular
            // A large iPhone in landscape is regular width too: the device is the likelier one.
            var device = regular
            device.reason += "; an iPad is assumed, since a large iPhone in landscape is regular width too"
            device.isAssumption = true
            sources.device = .inferred(device)
            sources.horizontalSizeClass = .inferred(regular)
        }
        self.environment = environment
        self.sources = sources
    }

    /// `_printHierarchy` is new in iOS 8.
    static let printHierarchyFloor = 8
    /// iOS 11 dropped 32-bit apps.
    static let last32BitVersion = 10

    /// How many hex digits an address has. A 64-bit process on iOS has no address below
    /// 4 GB (its zero page covers them), so each has 9 or more; a 32-bit process's have at most
    /// 8, its heap's 8. A dump whose addresses all have at most 8 digits, one of them 8, is a
    /// 32-bit process's; short placeholders alone (`0x1` in a hand-written dump) say nothing.
    static func hexDigits(of address: String) -> Int {
        (address.hasPrefix("0x") || address.hasPrefix("0X") ? address.dropFirst(2) : Substring(address)).count
    }

    /// The classes a line names (the controller, its view, its presentation controller), each
    /// with the column of the line where the controller is.
    private static func classesNamed(on line: DumpLine) -> [(String, Int)] {
        var names = [(line.className, line.column)]
        if case .loaded(let view) = line.view { names.append((view, line.column)) }
        if let shownWith = line.presentedWith { names.append((shownWith, line.presentedWithColumn ?? line.column)) }
        return names
    }

    /// The first iOS version a class exists in, when it is one vcgraph knows to be newer than
    /// `_printHierarchy`: UIKit's own classes by name, SwiftUI's by module (SwiftUI is iOS 13+).
    static func floor(of printed: String) -> (version: Int, name: String)? {
        let className = ClassName(printed)
        if let version = classFloors[className.base] { return (version, className.base) }
        let module = className.demangled.split(separator: ".").first.map(String.init)
        if module == "SwiftUI", className.demangled.contains(".") {
            return (swiftUIClassFloors[className.base] ?? 13, className.base)
        }
        return nil
    }

    /// UIKit classes that exist only from a version, by name.
    static let classFloors: [String: Int] = [
        // iOS 14's column-style split view draws its columns in panels.
        "_UISplitViewControllerPanelImplView": 14,
        // iOS 13's card sheets, and their public class from iOS 15.
        "_UISheetPresentationController": 13,
        "UISheetPresentationController": 15,
    ]

    /// SwiftUI classes newer than SwiftUI itself, by the version that introduced each.
    static let swiftUIClassFloors: [String: Int] = [
        "SplitViewNavigationController": 14,
        "UIKitNavigationController": 15,
        "NavigationStackHostingController": 16,
    ]
}
