import Foundation
import PresentationModel
import StoryboardImport
import PresentationTesting
import Testing
import VCGraphTestSupport

/// The corpus's storyboards (``Repository/corpus``), when the corpus is there.
let corpusFolder: URL? = Repository.corpus?.appendingPathComponent("storyboards")

/// The corpus's storyboards (real apps, libraries and Apple
/// samples): each imports with no error, every transition segue is resolved, and the segue
/// table matches its golden file. Skipped, and said so, when the corpus is absent.
@Suite("Storyboard corpus", .enabled(if: corpusFolder != nil, "skipped: no storyboard corpus beside the repository"))
struct CorpusTests {
    static var folder: URL? { corpusFolder }

    static let files: [String] = {
        guard let folder = corpusFolder else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".storyboard") }.sorted()
    }()

    static let transitionKinds = Set(StoryboardSegue.Kind.allCases.filter(\.isTransition).map(\.rawValue))

    /// The storyboard, read under its file name alone, and its text.
    func read(_ name: String) throws -> (Storyboard, String) {
        let bytes = try Data(contentsOf: try #require(Self.folder).appendingPathComponent(name))
        return (try StoryboardReader.read(Array(bytes), file: name), String(decoding: bytes, as: UTF8.self))
    }

    /// How many `<segue … kind="K">` elements of a transition kind the text holds.
    func transitionCount(in text: String) -> Int {
        var count = 0
        var rest = Substring(text)
        while let start = rest.range(of: "<segue ") {
            let tag = rest[start.upperBound...].prefix { $0 != ">" }
            if let kind = tag.range(of: " kind=\"") {
                let value = tag[kind.upperBound...].prefix { $0 != "\"" }
                if Self.transitionKinds.contains(String(value)) { count += 1 }
            }
            rest = rest[start.upperBound...]
        }
        return count
    }

    @Test("SB6 SB10 every corpus storyboard imports with no error and every transition segue is resolved", arguments: files)
    func importsAndResolves(_ name: String) throws {
        let (storyboard, text) = try read(name)
        #expect(storyboard.warnings.isEmpty, "\(storyboard.warnings.map(\.value))")
        let report = SegueReport(StoryboardCatalog([storyboard]), devices: [.iphone, .ipad], iosVersion: 17)
        #expect(report.rows.count == transitionCount(in: text))
        #expect(report.rows.allSatisfy { $0.resolutions.count == 2 })
    }

    @Test("SB11 SB12 the segue table of every corpus storyboard matches its golden file", arguments: files)
    func goldenTable(_ name: String) throws {
        let (storyboard, _) = try read(name)
        let report = SegueReport(StoryboardCatalog([storyboard]), devices: [.iphone, .ipad], iosVersion: 17)
        expectTextSnapshot(report.text, named: name, as: "txt")
    }

    @Test("SB9 the corpus storyboards given together: references between them are followed")
    func allTogether() throws {
        let storyboards = try Self.files.map { try read($0).0 }
        let report = SegueReport(StoryboardCatalog(storyboards), devices: [.iphone, .ipad], iosVersion: 17)
        #expect(report.rows.count == storyboards.map { $0.segues.filter(\.kind.isTransition).count }.reduce(0, +))
    }
}
