import Foundation

/// What an input file is, which decides the reader that reads it: by extension, and for
/// other names by the first bytes (a storyboard is XML; a scenario is YAML or JSON).
enum InputKind: Equatable {
    case scenario
    case storyboard

    static func of(_ file: String, firstBytes: ArraySlice<UInt8> = []) -> InputKind {
        switch (file as NSString).pathExtension.lowercased() {
        case "storyboard": return .storyboard
        case "yaml", "yml", "json": return .scenario
        default:
            let text = firstBytes.drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
            return text.starts(with: Array("<".utf8)) ? .storyboard : .scenario
        }
    }

    /// The kind of a file on disk, reading its first bytes only when the extension does not say.
    static func of(path file: String) -> InputKind {
        let byName = of(file)
        guard byName == .scenario, !ScenarioFiles.extensions.contains((file as NSString).pathExtension.lowercased()) else {
            return byName
        }
        guard let handle = FileHandle(forReadingAtPath: file) else { return byName }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 64)) ?? Data()
        return of(file, firstBytes: ArraySlice(head))
    }
}
