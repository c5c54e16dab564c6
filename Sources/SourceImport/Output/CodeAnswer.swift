import PresentationModel

/// What the model answered at a call site: who presented and in which style, where a
/// controller was pushed, what UIKit refused; and the rules that decided it.
public struct CodeAnswer: Hashable, Sendable, CustomStringConvertible {
    /// The answer in words, without its rules: `presented by tabs, pageSheet`.
    public var text: String
    /// The rules that decided it, the deciding one first.
    public var rules: [RuleID]

    public init(_ text: String, rules: [RuleID] = []) {
        self.text = text
        self.rules = rules
    }

    /// The answer with its rules, as the reports print it: `presented by tabs, pageSheet [R3.1]`.
    public var description: String {
        rules.isEmpty ? text : "\(text) [\(rules.map(\.rawValue).joined(separator: ", "))]"
    }
}
