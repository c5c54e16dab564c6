import DumpImport
import Foundation
import PresentationDiagrams
import PresentationModel
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import PresentationTesting
import Testing

/// The corpus's real dumps: each reads without an error, agrees with the
/// model, and has golden text, JSON and DOT. Skipped when the corpus is not beside the repository.
@Suite("Corpus dumps", .enabled(if: !corpusDumps.isEmpty, "skipped: no dump corpus beside the repository"))
struct CorpusTests {
    static func load(_ name: String) throws -> (ImportedDump, ScenarioRun) {
        let text = try String(contentsOf: corpusFolder.appendingPathComponent(name), encoding: .utf8)
        let dump = try DumpReader.read(text, file: name, kinds: KindRules())
        return (dump, ScenarioRun(dump.scenario))
    }

    @Test("every corpus dump reads with no error and no diagnostic, and the model agrees with it", arguments: corpusDumps)
    func reads(_ name: String) throws {
        let (dump, run) = try Self.load(name)
        #expect(run.diagnostics.isEmpty)
        #expect(DumpComparison(dump, run: run).findings.isEmpty)
        #expect(run.passed)
    }

    @Test(
        "the text tree, JSON report (with its environment and how it was decided) and diagram of each corpus dump match their golden files",
        arguments: corpusDumps)
    func golden(_ name: String) throws {
        let (dump, run) = try Self.load(name)
        let base = String(name.dropLast(".txt".count))
        expectTextSnapshot(
            AnalysisReport(run).text + "\n" + DumpComparison(dump, run: run).summary(file: name), named: "\(base).tree", as: "txt")
        let sources = run.scenario.environmentSources
        expectTextSnapshot(JSONReport(run.hierarchy, diagnostics: run.diagnostics, environmentSources: sources).text, named: base, as: "json")
        expectTextSnapshot(
            HierarchyDiagram(run.hierarchy, options: .init(title: run.scenario.name, environmentSources: sources)).dot, named: base, as: "dot")
    }

    @Test("the text tree of each corpus dump prints the dump's controllers, nesting, markers and styles", arguments: corpusDumps)
    func roundTrip(_ name: String) throws {
        let text = try String(contentsOf: corpusFolder.appendingPathComponent(name), encoding: .utf8)
        try expectTreeRoundTrip(text)
    }

    @Test("each corpus dump imported as a scenario file reads back to the same hierarchy", arguments: corpusDumps)
    func scenarioFileRoundTrip(_ name: String) throws {
        let (_, run) = try Self.load(name)
        let yaml = try ScenarioWriter.yaml(for: run.scenario)
        let reread = ScenarioRun(try ScenarioReader.read(yaml, file: "imported.yaml"))
        #expect(HierarchyDescription(reread.hierarchy).text == HierarchyDescription(run.hierarchy).text)
        #expect(reread.passed)
        #expect(reread.checks.count == run.checks.count)
    }
}

/// What a tree says of each controller line: its depth, marker, class and presentation style.
struct TreeShape: Equatable, CustomStringConvertible {
    var depth: Int
    var presented: Bool
    var className: String
    var style: String?

    var description: String {
        "\(depth) \(presented ? "+" : "|") \(className)\(style.map { " (\($0))" } ?? "")"
    }
}

/// The shapes of a dump's lines, styles named as vcgraph names them, without a presenter
/// vcgraph added.
func shapes(of dump: ImportedDump, hierarchy: Hierarchy, excluding added: ControllerID? = nil) -> [TreeShape] {
    let lines = dump.lines.filter { $0.key != added }.values.sorted { $0.line < $1.line }
    return lines.map { line in
        let style = hierarchy.presentations.first { dump.lines[$0.presented] == line }.map { hierarchy.effectiveStyle(of: $0).rawValue }
        return TreeShape(depth: line.depth, presented: line.isPresented, className: line.className, style: style)
    }
}

/// The round trip: a dump, read and printed as vcgraph's text tree, and that tree read again,
/// give the same controllers, nesting, `|` / `+` markers and styles.
func expectTreeRoundTrip(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let dump = try DumpReader.read(text, file: "dump.txt", kinds: KindRules())
    let run = ScenarioRun(dump.scenario)
    let tree = HierarchyDescription(run.hierarchy).text
    let reread = try DumpReader.read(tree, file: "tree.txt", kinds: KindRules())
    let rerun = ScenarioRun(reread.scenario)
    // A fragment's presenter, which vcgraph added, is printed; it is not one of the dump's lines.
    let original = shapes(of: dump, hierarchy: run.hierarchy)
    let printed = shapes(of: reread, hierarchy: rerun.hierarchy, excluding: dump.addedPresenter)
    #expect(printed.map(\.description) == original.map(\.description), sourceLocation: sourceLocation)
}
