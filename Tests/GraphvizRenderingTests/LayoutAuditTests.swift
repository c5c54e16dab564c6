import Foundation
import GraphvizRendering
import PresentationDOT
import PresentationDiagrams
import DumpImport
import PresentationScenarios
import StoryboardDiagrams
import StoryboardImport
import Testing
import VCGraphTestSupport

/// Collisions counted on what Graphviz drew (``LayoutAudit``), with its real text widths:
/// none on any sample (a storyboard's flow map included) or storyboard fixture's flow map,
/// nor on any of the corpus's dumps and storyboards when the corpus is there.
@Suite("Layout audit")
struct LayoutAuditTests {
    static func audit(_ diagram: HierarchyDiagram) async throws -> [String] {
        try await audit(diagram.graph)
    }

    static func audit(_ graph: DOTGraph) async throws -> [String] {
        let json = try await GraphvizRenderer.shared.render(graph, formats: [.json]).outputs[0].data
        return try LayoutAudit(json: json).findings
    }

    /// The flow map of a storyboard file, as `vcgraph render` draws it.
    static func flowMap(_ file: URL) throws -> SegueFlowMap {
        let storyboard = try StoryboardReader.read(Array(try Data(contentsOf: file)), file: file.lastPathComponent)
        return SegueFlowMap(SegueReport(StoryboardCatalog([storyboard]), devices: [.iphone, .ipad], iosVersion: 17), title: storyboard.name)
    }

    /// The storyboards of `samples/` and the tests' fixtures.
    static let storyboardFixtures: [URL] = ["samples", "Tests/StoryboardImportTests/Fixtures"].flatMap { path in
        let folder = Repository.url(path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        // The fixtures a reader refuses have no map.
        return names.filter { $0.hasSuffix(".storyboard") }.sorted().map { folder.appendingPathComponent($0) }
            .filter { (try? flowMap($0)) != nil }
    }

    @Test("no sample or fixture storyboard's flow map has a collision", arguments: storyboardFixtures)
    func storyboardFixture(_ file: URL) async throws {
        let findings = try await Self.audit(try Self.flowMap(file).graph)
        #expect(findings.isEmpty, "\(findings)")
    }

    /// The files of one of the corpus's folders (``Repository/corpus``) whose names end in
    /// `suffix`, sorted; none when this machine has no corpus.
    static func corpusFiles(in folder: String, endingWith suffix: String) -> [URL] {
        guard let folder = Repository.corpus?.appendingPathComponent(folder),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder.appendingPathComponent($0) }
    }

    static let corpusStoryboards = corpusFiles(in: "storyboards", endingWith: ".storyboard")

    @Test(
        "no corpus storyboard's flow map has a collision",
        .enabled(if: !corpusStoryboards.isEmpty, "skipped: no storyboard corpus beside the repository"), arguments: corpusStoryboards)
    func corpusStoryboard(_ file: URL) async throws {
        let findings = try await Self.audit(try Self.flowMap(file).graph)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test("the audit finds a label on a box, an edge through a box and an edge along a cluster's border")
    func auditFinds() async throws {
        let dot = """
            digraph g { layout=nop2
              subgraph cluster_x { bb="0,0,200,100"; a [pos="50,50", width=1, height=0.5]; }
              b [pos="50,200", width=1, height=0.5]
              c [pos="150,200", width=1, height=0.5]
              b -> c [label="over the box", lp="150,200", pos="e,150,180 50,182 60,182 140,182 150,182"]
              a -> b [pos="e,90,100 1,30 1,60 1,80 1,100"]
              b -> c [pos="e,300,200 0,100 100,100 200,100 300,100"]
              c -> b [pos="e,50,182 50,0 50,60 50,120 50,182"]
            }
            """
        let json = try await GraphvizRenderer.shared.render(dot: dot, format: .json, engine: .pinned)
        let findings = try LayoutAudit(json: json).findings
        #expect(findings.contains("label of edge b -> c overlaps box c"))
        #expect(findings.contains("edge c -> b passes through box a"))
        #expect(findings.contains { $0.hasPrefix("edge a -> b runs") && $0.hasSuffix("along cluster_x's left border") })
        #expect(findings.contains { $0.hasPrefix("edge b -> c runs") && $0.hasSuffix("along cluster_x's top border") })
    }

    @Test("no sample's drawing has a label on a label or a box, an edge through a box, or an edge along a border", arguments: Samples.names)
    func samples(_ name: String) async throws {
        let run = ScenarioRun(try Samples.read(name))
        let findings = try await Self.audit(HierarchyDiagram(run.hierarchy, options: .init(title: run.scenario.name)))
        #expect(findings.isEmpty, "\(findings)")
    }

    static let corpusDumps = corpusFiles(in: "dumps", endingWith: ".txt")

    @Test(
        "no corpus dump's drawing has a collision",
        .enabled(if: !corpusDumps.isEmpty, "skipped: no dump corpus beside the repository"), arguments: corpusDumps)
    func corpusDump(_ file: URL) async throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let dump = try DumpReader.read(text, file: file.lastPathComponent, kinds: KindRules())
        let run = ScenarioRun(dump.scenario)
        let options = HierarchyDiagram.Options(title: run.scenario.name, environmentSources: run.scenario.environmentSources)
        let findings = try await Self.audit(HierarchyDiagram(run.hierarchy, options: options))
        #expect(findings.isEmpty, "\(findings)")
    }
}
