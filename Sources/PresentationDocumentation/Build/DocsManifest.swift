import Foundation

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
/// gives inside its output (``DocsOutput`` removes only those); an entry whose page name or
/// frames are not of that naming is dropped when it is read.
public struct DocsManifest: Codable, Sendable {
    /// An input's page as built: its index entry, and the frames that have a diagram.
    public struct Built: Codable, Sendable {
        public var entry: DocsIndex.Entry
        public var frames: [Int]
        /// The frames drawn whole beside their view of what is on screen; nil: none.
        public var wholeFrames: [Int]?

        public init(entry: DocsIndex.Entry, frames: [Int], wholeFrames: [Int] = []) {
            self.entry = entry
            self.frames = frames
            self.wholeFrames = wholeFrames.isEmpty ? nil : wholeFrames
        }
    }

    public struct Input: Codable, Sendable {
        public var key: String
        /// The page's name (``DocsLayout/pageNames(for:)``).
        public var name: String
        public var built: Built

        public init(key: String, name: String, built: Built) {
            self.key = key
            self.name = name
            self.built = built
        }
    }

    /// By input path, relative to the pages' folder.
    public var inputs: [String: Input] = [:]
    /// The key (``key(options:)``) the rulebook's articles were written with.
    public var rulebook: String?

    public init() {}

    /// The most frames an entry may name: more than any flow draws (a storyboard's is capped
    /// at 17, a scenario's at its steps), and few enough that a planted entry costs nothing.
    public static let maximumFrames = 100_000

    /// The manifest `bytes` hold, each entry checked (``isValid(_:)``); an empty one when they
    /// are not a manifest (none yet, or unreadable: everything is built).
    public static func decode(_ bytes: [UInt8]) -> DocsManifest {
        guard var manifest = try? JSONDecoder().decode(DocsManifest.self, from: Data(bytes)) else { return DocsManifest() }
        manifest.inputs = manifest.inputs.filter { isValid($0.value) }
        return manifest
    }

    /// Whether an entry names only files of vcgraph's naming: a page name ``DocsLayout``
    /// could have given, and frame numbers from 0, each once, at most ``maximumFrames``.
    public static func isValid(_ input: Input) -> Bool {
        DocsLayout.isPageName(input.name) && input.built.frames.count <= maximumFrames
            && input.built.frames.allSatisfy { (0..<maximumFrames).contains($0) }
            && Set(input.built.frames).count == input.built.frames.count
    }

    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return Array(try encoder.encode(self))
    }
}
