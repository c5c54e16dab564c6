import PresentationFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing to the terminal: colour only when the output is a terminal and `NO_COLOR` is not
/// set to a non-empty value (no-color.org).
struct Terminal {
    let usesColor: Bool

    static let standardOutput = Terminal(usesColor: isatty(STDOUT_FILENO) == 1 && !noColor)
    static let standardError = Terminal(usesColor: isatty(STDERR_FILENO) == 1 && !noColor)

    /// `NO_COLOR` set to a non-empty value (no-color.org).
    private static var noColor: Bool {
        guard let value = getenv("NO_COLOR") else { return false }
        return value.pointee != 0
    }

    enum Color: String {
        case red = "31", green = "32", yellow = "33", dim = "2", bold = "1"
    }

    func paint(_ text: String, _ color: Color) -> String {
        usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// Writes to standard error, for messages that are not the command's output. A failure
    /// to write there is not reported: there is nowhere left to report it.
    static func error(_ text: String) {
        var line = text
        if !line.hasSuffix("\n") { line += "\n" }
        try? OutputWriter.standardError.write(line)
    }
}
