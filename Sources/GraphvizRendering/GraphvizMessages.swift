import CGraphviz

/// The messages Graphviz reports while the renderer works.
///
/// Graphviz calls one global C function for every message (`agseterrf`), so the buffer is
/// global too. Only ``GraphvizRenderer`` touches it, from inside its own serial executor,
/// which is what makes the unchecked access safe.
enum GraphvizMessages {
    nonisolated(unsafe) private static var pending: [String] = []

    static func reset() { pending = [] }

    /// How many messages are pending: whether Graphviz reported something while it did one
    /// thing.
    static var count: Int { pending.count }

    static func take() -> [String] {
        defer { pending = [] }
        return pending
    }

    static func append(_ message: String) {
        var text = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        // Plugins prefix the command's name, which a library has not got.
        if text.hasPrefix("(null): ") { text.removeFirst("(null): ".count) }
        if !text.allSatisfy(\.isWhitespace) { pending.append(text) }
    }
}

/// The `agusererrf` Graphviz calls instead of writing to standard error.
let captureGraphvizMessage: agusererrf = { message in
    if let message { GraphvizMessages.append(String(cString: message)) }
    return 0
}
