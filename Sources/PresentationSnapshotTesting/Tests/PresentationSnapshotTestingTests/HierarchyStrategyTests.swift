import Foundation

#if canImport(Glibc)
    import Glibc
#endif
import PresentationModel
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies: `.tree` and `.dot`, the latter
/// compared by structure so that a restyle passes and a moved edge fails.
@Suite("swift-snapshot-testing strategies")
struct HierarchyStrategyTests {
    /// Homepwner's list in a navigation controller, and its detail screen in its own.
    static func homepwner(style: ModalPresentationStyle = .formSheet, listDefinesContext: Bool = false) throws -> Hierarchy {
        var hierarchy = try Hierarchy(environment: Environment(device: .ipad)) {
            Navigation("nav") { Controller("items", class: "BNRItemsViewController").definesPresentationContext(listDefinesContext) }
        } detached: {
            Navigation("detailNav") { Controller("detail", class: "BNRDetailViewController") }
        }
        hierarchy.present("detailNav", from: "items", .init(style: style))
        return hierarchy
    }

    @Test("assertSnapshot(of:as: .tree) and .dot match their committed files")
    func committed() throws {
        let hierarchy = try Self.homepwner()
        assertSnapshot(of: hierarchy, as: .tree, named: "formSheet")
        assertSnapshot(of: hierarchy, as: .dot, named: "formSheet")
    }

    @Test("a restyled DOT file still matches; a named attribute is compared")
    func restylePasses() throws {
        let dot = try String(contentsOf: Self.snapshot("formSheet.dot"), encoding: .utf8)
        let restyled = dot.replacing(/#[0-9a-f]{6}/) { _ in "#123456" }
            .replacingOccurrences(of: "Helvetica", with: "Menlo")
            .replacingOccurrences(of: "penwidth=\"1.5\"", with: "penwidth=4")
        #expect(restyled != dot)
        // A private folder of its own (mkdtemp), holding the one file written; afterwards that
        // file is unlinked and the folder removed only if it is then empty (rmdir), so nothing
        // else is ever deleted and no link is followed.
        var template = Array((FileManager.default.temporaryDirectory.path + "/vcgraph-strategies-XXXXXX").utf8CString)
        let made = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        let folder = URL(fileURLWithPath: made, isDirectory: true)
        let file = folder.appendingPathComponent("committed.formSheet.dot")
        defer {
            unlink(file.path)
            rmdir(folder.path)
        }
        try Data(restyled.utf8).write(to: file)
        let hierarchy = try Self.homepwner()
        let verify = { (strategy: Snapshotting<Hierarchy, String>) in
            verifySnapshot(of: hierarchy, as: strategy, named: "formSheet", record: .never, snapshotDirectory: folder.path, testName: "committed")
        }
        #expect(verify(.dot) == nil)
        let named = try #require(verify(.dot(attributes: ["penwidth"])))
        #expect(named.contains("penwidth=\"1.5\"]"))
    }

    @Test("a moved presentation edge fails with the structure's diff")
    func movedEdge() throws {
        let moved = try Self.homepwner(style: .currentContext, listDefinesContext: true)
        let message = try #require(
            verifySnapshot(of: moved, as: .dot, named: "formSheet", record: .never, testName: "committed"))
        #expect(message.contains("The DOT diagram differs in its structure:\n\n"))
        #expect(message.contains("-   c0 -> c2\n"))
        #expect(message.contains("+   c1 -> c2\n"))
        #expect(message.contains("(Expected: -, Actual: +)"))
    }

    static func snapshot(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/HierarchyStrategyTests/committed.\(name)")
    }
}
