import PresentationModel
import PresentationScenarios

/// Which container a class is, from its name: UIKit's containers and the subclasses apps
/// name after them (`MMUINavigationController`, `SwiftUI.UIKitTabBarController`,
/// `MasterSplitViewController`), and the user's overrides for the rest
/// (`--kind MyShell=tabBar`, or a file of such lines).
public struct KindRules: Sendable {
    /// Class name (as printed, demangled, or without module) → kind.
    public private(set) var overrides: [String: ControllerKind] = [:]

    public init() {}

    /// The kind names a rule may give, as the scenario format names them.
    static let kindNames: [String: ControllerKind] = [
        "controller": .plain, "navigation": .navigation, "tabBar": .tabBar, "split": .split(.unspecified), "page": .page,
    ]

    /// Adds `CLASS=KIND`; the error says what was expected.
    public mutating func add(_ rule: String) throws(KindRuleError) {
        let parts = rule.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces }
        guard parts.count == 2, !parts[0].isEmpty else {
            throw KindRuleError("expected CLASS=KIND, such as MyShell=tabBar, not '\(rule)'", column: 1)
        }
        guard let kind = Self.kindNames[parts[1]] else {
            // The column where the kind starts: after the `=` and its spaces.
            let afterEquals = rule.drop { $0 != "=" }.dropFirst()
            let start = afterEquals.drop { $0 == " " || $0 == "\t" }
            throw KindRuleError(
                "expected a kind (\(Self.kindNames.keys.sorted().joined(separator: ", "))), not '\(parts[1])'",
                column: rule.distance(from: rule.startIndex, to: start.startIndex) + 1)
        }
        overrides[parts[0]] = kind
    }

    /// Adds the rules of a small configuration file: one `CLASS = KIND` a line, `#` comments.
    public mutating func add(file text: String, named file: String) throws(DumpError) {
        for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let content = rawLine.prefix { $0 != "#" }
            let indent = content.prefix { $0 == " " || $0 == "\t" }.count
            let rule = String(content.dropFirst(indent))
            guard !rule.trimmingSpaces.isEmpty else { continue }
            do {
                try add(rule)
            } catch {
                throw DumpError(error.message, at: SourceLocation(file: file, line: offset + 1, column: indent + error.column))
            }
        }
    }

    /// The kind of a class: an override for its printed, demangled or plain name, else
    /// UIKit's container it is named after, else a plain controller.
    func kind(of className: ClassName) -> ControllerKind {
        if !overrides.isEmpty {
            for name in [className.printed, className.demangled, className.base] {
                if let kind = overrides[name] { return kind }
            }
        }
        let base = className.base
        if base.hasSuffix("NavigationController") || Self.navigationSubclasses.contains(base) { return .navigation }
        if base.hasSuffix("TabBarController") { return .tabBar }
        if base.hasSuffix("SplitViewController") { return .split(.unspecified) }
        if base.hasSuffix("PageViewController") { return .page }
        return .plain
    }

    /// UIKit's navigation controllers not named after it.
    private static let navigationSubclasses: Set<String> = ["UIImagePickerController", "UIVideoEditorController"]
}

/// A `--kind` rule that cannot be read; `column` is 1-based within the rule.
public struct KindRuleError: Error, Sendable {
    public var message: String
    public var column: Int

    init(_ message: String, column: Int) {
        self.message = message
        self.column = column
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
