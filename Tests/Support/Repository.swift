import Foundation

/// Where the tests find the repository's files, from this file's place in it.
public enum Repository {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder by its path from the root.
    public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The corpus of real storyboards and `_printHierarchy` dumps that a machine may keep
    /// beside the repository's folder, or nil when this one has none: corpus tests are then
    /// disabled, and say so.
    public static let corpus: URL? = {
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }()
}
