import Foundation
import PresentationFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A folder named on the command line stands for the files under it with the extensions the
/// command reads, at any depth, in sorted order.
@Suite("Input folders")
struct InputPathsTests {
    @Test("a folder's files at any depth, hidden folders' too; not a hidden file, not through a link to a folder; a pipe skipped with a note")
    func folderWalk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vcgraph-inputs-\(UUID().uuidString)").path
        let outside = root + "-outside"
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        for folder in [root + "/sub/deeper", root + "/.hidden", outside] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for file in [
            root + "/a.swift", root + "/sub/deeper/b.swift", root + "/.hidden/c.swift", root + "/.d.swift", root + "/notes.md",
            outside + "/o.swift",
        ] {
            #expect(FileManager.default.createFile(atPath: file, contents: Data("import UIKit\n".utf8)))
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: root + "/linked.swift", withDestinationPath: outside + "/o.swift")
        #expect(mkfifo(root + "/pipe.swift", 0o600) == 0)
        var notes: [String] = []
        let files = try InputPaths.expand([root], extensions: ["swift"], naming: "Swift files", notes: &notes)
        #expect(
            files == [root + "/.hidden/c.swift", root + "/a.swift", root + "/linked.swift", root + "/sub/deeper/b.swift"])
        #expect(notes == ["vcgraph: note: \(root)/pipe.swift: skipped, as it is not a regular file (a pipe, a socket or a device)"])
    }
}
