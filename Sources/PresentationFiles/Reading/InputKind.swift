import DumpImport
import Foundation

/// What an input file holds, which decides the reader that reads it. A file's extension
/// decides where it is unambiguous; otherwise its first line does (`--input` overrides both).
public enum InputKind: String, CaseIterable, Sendable {
    /// A scenario file (YAML or JSON).
    case scenario
    /// An Interface Builder storyboard (XML).
    case storyboard
    /// A `_printHierarchy` dump (`.txt`, or text whose first line is a controller `<…>` or a
    /// `   | ` / `   + ` line).
    case dump

    /// The kind a file's extension names, if it names one.
    public static func byExtension(_ file: String) -> InputKind? {
        switch (file as NSString).pathExtension.lowercased() {
        case "yaml", "yml", "json": .scenario
        case "storyboard": .storyboard
        case "txt", "hierarchy": .dump
        default: nil
        }
    }

    /// The kind of `file` whose text is `text`: by extension, else by the first line the dump
    /// reader would not skip (blank lines, Markdown fences, debugger prompts and commands): XML
    /// is a storyboard; a controller or a tree line is a dump.
    public static func detect(file: String, text: String) -> InputKind {
        if let kind = byExtension(file) { return kind }
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).prefix(20) {
            if DumpReader.skips(line.drop { $0 == "\u{FEFF}" }) { continue }
            let content = line.drop { $0 == " " || $0 == "\t" || $0 == "`" || $0 == "\"" || $0 == "@" || $0 == "\u{FEFF}" }
            if content.isEmpty { continue }
            if content.hasPrefix("<?xml") || content.hasPrefix("<document") { return .storyboard }
            let isTreeLine = ["| ", "+ ", "|\t", "+\t"].contains { content.hasPrefix($0) }
            return content.hasPrefix("<") || isTreeLine ? .dump : .scenario
        }
        return .scenario
    }

    /// The kind of a file on disk, reading its first bytes only when the extension does not say.
    public static func of(path file: String) -> InputKind {
        if let kind = byExtension(file) { return kind }
        guard let handle = FileHandle(forReadingAtPath: file) else { return .scenario }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return detect(file: file, text: String(decoding: head, as: UTF8.self))
    }
}
