import Foundation
import PresentationReports

/// What an incremental documentation build remembers (in ``DocsLayout/manifest``): for each
/// input, a key that changes whenever what its page is made from changes (its bytes, this
/// vcgraph, the options), and what was built from it, so an unchanged input is listed in the
/// index without being read or drawn again. Written after everything else, so a run killed
/// halfway is rebuilt where it stopped.
///
/// The manifest lives in the output, which a user may commit, share or edit, so it names
/// nothing by a path: inputs by their path relative to the pages' folder, and an input's files
/// by its page name and frames, from which ``DocsLayout/files(of:steps:)`` makes the file
/// names. Whatever a manifest says, a build can only ever remove the files its own naming
/// gives inside its output (``DocsOutput/removeStale(_:)``); an entry whose page name or
/// frames are not of that naming is dropped when it is read.
struct DocsManifest: Codable {
    /// An input's page as built: its index entry, and the frames that have a diagram.
    struct Built: Codable {
        var entry: FlowIndex.Entry
        var frames: [Int]
    }

    struct Input: Codable {
        var key: String
        /// The page's name (``DocsLayout/pageNames(for:)``).
        var name: String
        var built: Built
    }

    /// By input path, relative to the pages' folder (``DocsOutput/manifestPath(of:)``).
    var inputs: [String: Input] = [:]
    /// The key (``key(options:)``) the rulebook's articles were written with.
    var rulebook: String?

    /// The most frames an entry may name: more than any flow draws (a storyboard's is capped
    /// at 17, a scenario's at its steps), and few enough that a planted entry costs nothing.
    static let maximumFrames = 100_000

    /// The manifest `bytes` hold, each entry checked (``isValid(_:)``); an empty one when they
    /// are not a manifest (none yet, or unreadable: everything is built).
    static func decode(_ bytes: [UInt8]) -> DocsManifest {
        guard var manifest = try? JSONDecoder().decode(DocsManifest.self, from: Data(bytes)) else { return DocsManifest() }
        manifest.inputs = manifest.inputs.filter { isValid($0.value) }
        return manifest
    }

    /// Whether an entry names only files of vcgraph's naming: a page name ``DocsLayout``
    /// could have given, and frame numbers from 0, each once, at most ``maximumFrames``.
    static func isValid(_ input: Input) -> Bool {
        DocsLayout.isPageName(input.name) && input.built.frames.count <= maximumFrames
            && input.built.frames.allSatisfy { (0..<maximumFrames).contains($0) }
            && Set(input.built.frames).count == input.built.frames.count
    }

    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return Array(try encoder.encode(self))
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
