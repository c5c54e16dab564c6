import SwiftSyntax

/// What of a call picks the method it calls: its arguments' labels (`_` for none), in order,
/// and how many closures trail it.
struct CallShape: Equatable {
    var labels: [String]
    var trailingClosures: Int

    /// Where a parameter's value comes from in a call.
    enum Argument: Equatable {
        /// The argument at this position in the parentheses.
        case argument(Int)
        /// The trailing closure at this position (the first one, then the labelled ones).
        case trailingClosure(Int)
    }

    init(labels: [String], trailingClosures: Int = 0) {
        self.labels = labels
        self.trailingClosures = trailingClosures
    }

    init(_ call: FunctionCallExprSyntax) {
        labels = call.arguments.map { $0.label?.text ?? "_" }
        trailingClosures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
    }
}

extension FunctionCallExprSyntax {
    /// The trailing closure at `position`: the first, then the labelled ones.
    func trailingClosure(at position: Int) -> ClosureExprSyntax? {
        if position == 0 { return trailingClosure }
        let additional = Array(additionalTrailingClosures)
        return position - 1 < additional.count ? additional[position - 1].closure : nil
    }

    /// The expression a parameter takes, as ``ClassIndex/Method/arguments(for:)`` matched it.
    func expression(for argument: CallShape.Argument) -> ExprSyntax? {
        switch argument {
        case .argument(let position):
            let all = Array(arguments)
            return position < all.count ? all[position].expression : nil
        case .trailingClosure(let position):
            return trailingClosure(at: position).map(ExprSyntax.init)
        }
    }
}
