// The cases of `RuleID` are the headings of the rulebook's articles, declared at build time
// with the rulebook's data (RulebookGenerator); what an id does is here.
extension RuleID: Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        guard let id = RuleID(rawValue: value) else { preconditionFailure("no rule has the id \(value)") }
        self = id
    }

    /// The id as the rulebook writes it: `R3.1`, `P6`, `U2`, `§5`.
    public var description: String { rawValue }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension Sequence<RuleID> {
    /// The ids as a reason cites them: `R6.1, R6.2, R6.3`, a decision named as one
    /// (`R1.5, Decision U1`).
    public var cited: String {
        map { $0.rawValue.hasPrefix("U") ? "Decision \($0.rawValue)" : $0.rawValue }.joined(separator: ", ")
    }
}
