import CGraphviz

/// The messages Graphviz reports while the renderer works.
///
/// Graphviz calls one global C function for every message (`agseterrf`), so the buffer is
/// global too. Only ``GraphvizRenderer`` touches it, from inside its own serial executor,
/// which is what makes the unchecked access safe.
enum GraphvizMessages {
    nonisolated(unsafe) private static var pending: [String] = []

    static func reset() { pending = [] }

    static func take() -> [String] {
        defer { pending = [] }
        return pending
    }

    static func append(_ message: String) {
        let trimmed = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        if !trimmed.allSatisfy(\.isWhitespace) { pending.append(trimmed) }
    }
}

/// The `agusererrf` Graphviz calls instead of writing to standard error.
let captureGraphvizMessage: agusererrf = { message in
    if let message { GraphvizMessages.append(String(cString: message)) }
    return 0
}
