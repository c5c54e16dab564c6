import Foundation
import PresentationReports

/// What an incremental documentation build remembers (in ``DocsLayout/manifest``): for each
/// input, a key that changes whenever what its page is made from changes (its bytes, this
/// vcgraph, the options), and what was built from it, so an unchanged input is listed in the
/// index without being read or drawn again. Written after everything else, so a run killed
/// halfway is rebuilt where it stopped.
struct DocsManifest: Codable {
    /// An input's page as built: its index entry and its files.
    struct Built: Codable {
        var entry: FlowIndex.Entry
        var files: [String]
    }

    struct Input: Codable {
        var key: String
        var name: String
        var built: Built
    }

    /// By input path.
    var inputs: [String: Input] = [:]
    /// The key (``key(options:)``) the rulebook's articles were written with.
    var rulebook: String?

    /// The manifest at `path`, or an empty one (none yet, or unreadable: everything is built).
    static func read(_ path: String) -> DocsManifest {
        guard let data = FileManager.default.contents(atPath: path),
            let manifest = try? JSONDecoder().decode(DocsManifest.self, from: data)
        else { return DocsManifest() }
        return manifest
    }

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try OutputFile.update(Array(try encoder.encode(self)), at: path)
    }

    /// The key of an input: FNV-1a over its bytes, this executable (size and modification
    /// time, which change with every build of vcgraph) and the options; nil when unreadable.
    static func key(of file: String, options: String) -> String? {
        guard let bytes = FileManager.default.contents(atPath: file) else { return nil }
        return hash([Array(bytes), Array(executableIdentity.utf8), Array(options.utf8)])
    }

    /// The key of what depends on this executable and the options only.
    static func key(options: String) -> String {
        hash([Array(executableIdentity.utf8), Array(options.utf8)])
    }

    /// FNV-1a over the parts, each ended by a zero byte.
    private static func hash(_ parts: [[UInt8]]) -> String {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for part in parts {
            for byte in part + [0] { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        }
        return String(hash, radix: 16)
    }

    /// This vcgraph, as a key component: the executable's size and modification time.
    private static let executableIdentity: String = {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return "unknown" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }()
}
