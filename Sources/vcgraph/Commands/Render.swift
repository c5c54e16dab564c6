import ArgumentParser
import Foundation
import GraphvizRendering
import PresentationDiagrams
import PresentationFormats
import PresentationModel

/// `vcgraph render FILE... [-o PATH] [--format F]... [--step N | --every-step]`.
struct Render: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the hierarchy with Graphviz (in process, through libgvc).",
        discussion: """
            Families are clusters, containers are nested clusters, containment edges are solid, \
            presentations dashed (labelled with the effective style), and a dotted edge shows how \
            the presenter was found when present was called on another controller. Controllers \
            not on screen are dimmed.

            Formats: svg, png, pdf, dot (laid out, with positions), json (Graphviz's), source (the \
            DOT vcgraph writes, before layout), mermaid (a flowchart for READMEs on GitHub). The \
            layout is computed once for all formats asked.

            With one file, one format and no --every-step, -o is the output file (default: \
            standard output). Otherwise -o is a folder that receives NAME.FORMAT, or \
            NAME-step-N.FORMAT with --every-step.

            Examples:
              vcgraph render samples/bnr-tab-bar-presents-navigation.yaml -o bnr.svg
              vcgraph render samples/*.yaml --format svg --format png -o out
              vcgraph render samples/presentation-chain.yaml --every-step -o flow
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, png, pdf, dot, json, source, mermaid

        var graphviz: GraphvizFormat? { GraphvizFormat(rawValue: rawValue) }
    }

    @Argument(help: "Scenario files.", completion: .file(extensions: ["yaml", "yml", "json"]))
    var files: [String]

    @Option(name: .shortAndLong, help: "The output file, or a folder (see above).")
    var output: String?

    @Option(help: "An output format (repeatable): svg, png, pdf, dot, json, source, mermaid.")
    var format: [Format] = []

    @Option(help: "Draw the hierarchy after step N (0: as declared).")
    var step: Int?

    @Flag(help: "Draw one diagram per step, to show a flow.")
    var everyStep = false

    @Flag(help: "Leave the legend out.")
    var noLegend = false

    @Option(help: "Graphviz's nslimit, to bound the layout of very large hierarchies.")
    var nslimit: Double?

    @Option(help: "Graphviz's mclimit, to bound crossing minimisation.")
    var mclimit: Double?

    func validate() throws {
        if step != nil, everyStep { throw ValidationError("--step and --every-step cannot be used together") }
        if let step, step < 0 { throw ValidationError("--step takes a step number from 0 on") }
        if (files.count > 1 || everyStep || formats.count > 1), output == nil {
            throw ValidationError("several outputs need -o FOLDER")
        }
    }

    /// The formats asked, or the output file's extension, or SVG.
    var formats: [Format] {
        if !format.isEmpty { return format }
        if let output, let inferred = Format(rawValue: URL(fileURLWithPath: output).pathExtension.lowercased()) { return [inferred] }
        return [.svg]
    }

    func run() async throws {
        let singleFile = files.count == 1 && !everyStep && formats.count == 1
        var invalid = false
        for file in files {
            guard let scenario = try? ScenarioInput.load(file) else {
                invalid = true
                continue
            }
            if let step, step > scenario.steps.count {
                Terminal.error("\(file): error: --step \(step) is past the last step (\(scenario.steps.count))")
                throw ExitStatus.invalidInput
            }
            let run = ScenarioRun(scenario, upTo: step, keepingSnapshots: everyStep)
            let stages: [(suffix: String, hierarchy: Hierarchy)] = everyStep
                ? run.snapshots.enumerated().map { ("-step-\($0.offset)", $0.element) }
                : [("", run.hierarchy)]
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            for stage in stages {
                let diagram = HierarchyDiagram(stage.hierarchy, options: .init(
                    title: scenario.name + (everyStep ? " — \(stage.suffix == "-step-0" ? "as declared" : "after step \(stage.suffix.dropFirst(6))")" : ""),
                    showsLegend: !noLegend, nslimit: nslimit, mclimit: mclimit))
                for (format, bytes) in try await render(diagram) {
                    if singleFile, let output {
                        try OutputFile.write(bytes, to: output)
                    } else if let output {
                        try OutputFile.write(bytes, to: "\(output)/\(name)\(stage.suffix).\(format.rawValue)")
                    } else {
                        FileHandle.standardOutput.write(Data(bytes))
                    }
                }
            }
        }
        if invalid { throw ExitStatus.invalidInput }
    }

    private func render(_ diagram: HierarchyDiagram) async throws -> [(Format, [UInt8])] {
        var outputs: [(Format, [UInt8])] = []
        let laidOut = formats.compactMap(\.graphviz)
        if !laidOut.isEmpty {
            do {
                let rendered = try await GraphvizRenderer.shared.render(diagram.graph, formats: laidOut)
                for warning in rendered.warnings { Terminal.error("warning: Graphviz: \(warning)") }
                for (format, bytes) in rendered.outputs {
                    if let ours = Format(rawValue: format.rawValue) { outputs.append((ours, bytes)) }
                }
            } catch {
                Terminal.error("error: \(error)")
                throw ExitStatus.outputFailed
            }
        }
        if formats.contains(.source) { outputs.append((.source, Array(diagram.dot.utf8))) }
        if formats.contains(.mermaid) { outputs.append((.mermaid, Array(diagram.mermaid.utf8))) }
        return formats.compactMap { format in outputs.first { $0.0 == format } }
    }
}
