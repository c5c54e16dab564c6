import Foundation
import Testing

/// `_printHierarchy` dumps as first-class inputs: a folder of them is read as a folder of
/// scenario files is.
@Suite("Folders of dumps")
struct DumpFolderTests {
    static let dump = """
        <UINavigationController 0x7f8a1c00a000>, state: appeared, view: <UILayoutContainerView 0x7f8a1b40c2a0>
           | <ListViewController 0x7f8a1b50d4b0>, state: appeared, view: <UITableView 0x7f8a1c01e000>

        """

    @Test("check FOLDER reads its dumps (.txt, .hierarchy) beside its scenario files, and leaves out a .txt that is not a dump")
    func folderOfDumps() throws {
        let folder = try temporaryFolder()
        try Data(Self.dump.utf8).write(to: folder.appendingPathComponent("list.txt"))
        try Data(Self.dump.utf8).write(to: folder.appendingPathComponent("again.hierarchy"))
        try Data("Notes on these dumps.\n".utf8).write(to: folder.appendingPathComponent("README.txt"))
        try Data("name: one\nwindow:\n  controller: home\nsteps:\n  - expect:\n      - isOnScreen(home): true\n".utf8)
            .write(to: folder.appendingPathComponent("one.yaml"))
        let result = try vcgraph(["check", folder.path, "-v"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("list.txt") && result.stdout.contains("again.hierarchy") && result.stdout.contains("one.yaml"))
        #expect(!result.stdout.contains("README") && !result.stderr.contains("README"))
        let empty = try temporaryFolder()
        try Data("Notes.\n".utf8).write(to: empty.appendingPathComponent("README.txt"))
        let none = try vcgraph(["check", empty.path])
        #expect(none.status == 2)
        #expect(none.stderr.contains("the folder has no scenario files or dumps (.yaml, .yml, .json, .txt or .hierarchy)"))
    }
}
