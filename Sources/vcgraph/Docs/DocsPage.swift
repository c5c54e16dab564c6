import GraphvizRendering
import PresentationDiagrams
import PresentationModel
import PresentationReports
import PresentationScenarios

/// One input's page of a documentation build: its flow run, a diagram a frame drawn on one
/// layout (``FlowDiagram``), light and (for DocC) dark, then the page. The diagrams are
/// written first and the page last, each atomically, so a run killed halfway leaves no page
/// pointing at a missing diagram.
struct DocsPage {
    let file: String
    let name: String
    let layout: DocsLayout

    /// Writes the page, or nil when the input is invalid (its error already printed).
    func build(reading: InputReading) async throws -> DocsManifest.Built? {
        guard let scenario = try? ScenarioInput.load(file, reading: reading).scenario else { return nil }
        let run = ScenarioRun(scenario, keepingSnapshots: true)
        let titles = run.snapshots.indices.map { "\(scenario.name) — \($0 == 0 ? "as declared" : "after step \($0)")" }
        let flow = FlowDiagram(run.snapshots, titles: titles)
        let drawn = run.snapshots.indices.map { FlowPage.drawsFrame($0 == 0 ? nil : scenario.steps[$0 - 1].value) }
        do {
            let positions = try await GraphvizRenderer.shared.positions(of: DOTEncoder().encode(flow.union))
            for (step, frame) in flow.frames.enumerated() where drawn[step] {
                let rendered = try await GraphvizRenderer.shared.render(
                    FlowDiagram.pinned(frame, at: positions), formats: [.svg], engine: .pinned)
                for warning in rendered.warnings { Terminal.error("\(file): warning: Graphviz: \(warning)") }
                let svg = rendered.data(.svg) ?? []
                try OutputFile.write(svg, to: layout.image(name, step: step))
                if layout.style == .docc {
                    try OutputFile.write(
                        Array(DarkVariant.svg(String(decoding: svg, as: UTF8.self)).utf8), to: layout.image(name, step: step, dark: true))
                }
            }
        } catch let error as GraphvizError {
            Terminal.error("\(file): error: \(error)")
            throw ExitStatus.outputFailed
        }
        let images = run.snapshots.indices.map { drawn[$0] ? layout.imageReference(name, step: $0) : nil }
        let page = FlowPage(run, images: images, style: layout.style)
        try OutputFile.write(Array(page.text.utf8), to: layout.page(name))
        let entry = FlowIndex.Entry(
            page: name, title: scenario.name, description: scenario.trimmedDescription,
            failedChecks: run.checks.filter { !$0.passed }.count)
        return DocsManifest.Built(entry: entry, files: layout.files(of: name, steps: run.snapshots.indices.filter { drawn[$0] }))
    }

}
