/// Graphviz refused a graph: the messages it would have printed to standard error.
public struct GraphvizError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Stage: String, Hashable, Sendable {
        case parse, layout, render
    }

    public var stage: Stage
    public var messages: [String]

    public var description: String {
        let detail = messages.isEmpty ? "no message from Graphviz" : messages.joined(separator: "; ")
        return "Graphviz could not \(stage.rawValue) the graph: \(detail)"
    }
}
