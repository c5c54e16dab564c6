import ArgumentParser

/// What an input file holds. A file's extension decides where it is unambiguous; otherwise
/// its first line does (`--input` overrides both).
enum InputKind: String, ExpressibleByArgument, CaseIterable {
    /// A scenario file (YAML or JSON).
    case scenario
    /// A `_printHierarchy` dump (`.txt`, or text whose first line is a controller `<…>` or a
    /// `   | ` / `   + ` line).
    case dump

    static func detect(file: String, text: String) -> InputKind {
        let name = file.split(separator: "/").last ?? Substring(file)
        let pathExtension = name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } : nil
        switch pathExtension {
        case "yaml", "yml", "json": return .scenario
        case "txt", "hierarchy": return .dump
        default: break
        }
        // The first line that is not blank and not a debugger prompt.
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).prefix(20) {
            let content = line.drop { $0 == " " || $0 == "`" || $0 == "\"" || $0 == "@" }
            if content.isEmpty || content.hasPrefix("(lldb)") || content.hasPrefix("cy#") { continue }
            return content.hasPrefix("<") || content.hasPrefix("| ") || content.hasPrefix("+ ") ? .dump : .scenario
        }
        return .scenario
    }
}
