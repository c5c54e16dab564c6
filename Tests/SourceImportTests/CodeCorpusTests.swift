import Foundation
import GraphvizRendering
import PresentationTesting
import SourceDiagrams
import SourceImport
import StoryboardImport
import Testing
import VCGraphTestSupport

/// The fetched code corpus, when this machine has it.
let codeCorpusFolder: URL? = {
    let folder = Repository.url(".corpus/code")
    return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
}()

/// The real apps of the code corpus, read as `vcgraph segues` reads them, with the app's
/// storyboards from the storyboard corpus. The apps' sources are fetched into `.corpus/code`
/// (ignored by git, never committed); without them the suite is skipped, and says so.
@Suite(
    "Code corpus",
    .enabled(if: codeCorpusFolder != nil, "skipped: no code corpus in .corpus/code (fetch the apps of the code corpus there)"))
struct CodeCorpusTests {
    static var folder: URL? { codeCorpusFolder }

    static let apps: [String] = {
        guard let folder else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }()

    /// The app's Swift files, named by their path in the app, and its storyboards from the
    /// storyboard corpus, named as the app names them (`…-Base.lproj-Main.storyboard` is `Main`).
    static func read(_ app: String) throws -> (sources: [SwiftSource], storyboards: StoryboardCatalog?) {
        let root = try #require(folder).appendingPathComponent(app)
        var sources: [SwiftSource] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            sources.append(SwiftSource(path: path, text: String(decoding: data, as: UTF8.self)))
        }
        var storyboards: [Storyboard] = []
        if let corpus = Repository.corpus?.appendingPathComponent("storyboards") {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted() where name.hasPrefix(app + "__") {
                let bytes = try Data(contentsOf: corpus.appendingPathComponent(name))
                let bare = name.split(separator: "-").last.map { String($0.split(separator: "@").first ?? $0) } ?? name
                storyboards.append(try StoryboardReader.read(Array(bytes), file: bare.hasSuffix(".storyboard") ? bare : bare + ".storyboard"))
            }
        }
        return (sources, storyboards.isEmpty ? nil : StoryboardCatalog(storyboards))
    }

    @Test(
        "R25.1 R28.1 R29.1 every app reads to an answer (each applied call site with the model's operations, each unknown one with its reason); its table of call sites and findings matches its golden file",
        arguments: apps)
    func reads(_ app: String) throws {
        let (sources, storyboards) = try Self.read(app)
        let report = CodeReport(sources, storyboards: storyboards)
        let files = Set(sources.map(\.path) + (storyboards?.storyboards.map(\.file) ?? []))
        for operation in report.operations {
            #expect(files.contains(operation.location.file))
            switch operation.certainty {
            case .unknown: #expect(operation.operations.isEmpty && operation.reason != nil)
            case .decided: #expect(operation.assumptions.isEmpty)
            case .assumed: #expect(!operation.assumptions.isEmpty)
            }
        }
        // Places, forms, certainties and finding ids only: no text of the app's own.
        var lines = report.operations.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.form) \($0.certainty.rawValue)" }
        lines += report.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.severity.rawValue) [\($0.id)]" }
        expectTextSnapshot(lines.joined(separator: "\n") + "\n", named: app, as: "txt")
    }

    @Test("every app's flow map is drawn with no label on a label or a box, no edge through a box, no edge along a border", arguments: apps)
    func flowMapAudit(_ app: String) async throws {
        let (sources, storyboards) = try Self.read(app)
        let map = CodeFlowMap(CodeReport(sources, storyboards: storyboards), title: app)
        let json = try await GraphvizRenderer.shared.render(map.graph, formats: [.json]).outputs[0].data
        let findings = try LayoutAudit(json: json).findings
        #expect(findings.isEmpty, "\(findings)")
    }
}
