import PresentationModel
import PresentationReports
import PresentationScenarios

/// A documentation page for one input's flow: its description, a diagram per step with the
/// step narrated in one line, why each presentation went where it went, what UIKit said, and
/// its checks with their results. `vcgraph docs` writes one an input, as a DocC article or as
/// plain Markdown. Every rule id it cites links to the rulebook's entry (``DocsPage/Style/link(_:)``), which
/// the build writes beside the pages. What the input says is page text (``MarkdownText``):
/// shown as data, never read as markup, never closing a code span or fence.
public struct DocsPage: Sendable {
    /// The two kinds of page: a DocC article (with DocC's directives, images named without
    /// their extension so DocC finds their `~dark` variants), or Markdown for any other site.
    public enum Style: String, Sendable, CaseIterable {
        case docc, markdown
    }

    public let text: String

    /// - Parameters:
    ///   - run: The scenario, run with its snapshots kept.
    ///   - images: The diagram of each snapshot (as declared, then after each step), named as
    ///     the page refers to it (without an extension for DocC); nil for a step that changes
    ///     nothing to draw (an `expect:` step), see ``drawsFrame(_:)``.
    ///   - wholeImages: For a flow too large to read whole in a page's column, whose
    ///     `images` show what is on screen: the diagram of each whole hierarchy, offered
    ///     beside it; empty otherwise.
    ///   - style: DocC article or plain Markdown.
    ///   - note: A paragraph under the description: what the input can show (a dump, one state).
    ///
    /// Each step is narrated by ``StepNarration``, the lines `vcgraph analyze --steps` prints.
    ///   - drawing: What the diagrams are drawn for and the key to their marks, said once above them.
    public init(
        _ run: ScenarioRun, images: [String?], wholeImages: [String?] = [], style: Style, rulebook: String? = nil, note: String? = nil,
        drawing: Drawing? = nil
    ) {
        let links = RuleLinks(style: style, rulebook: rulebook)
        let narration = StepNarration(run: run).lines
        let scenario = run.scenario
        let failed = run.checks.filter { !$0.passed }
        var text = "# \(MarkdownText.escaped(scenario.name))\n\n"
        if style == .docc { text += "@Metadata {\n    @PageKind(article)\n}\n\n" }
        let description = scenario.trimmedDescription.map {
            links.linkingCitations(in: MarkdownText.escaped(MarkdownText.joiningLines($0)))
        }
        text += (description ?? "A flow of \(scenario.steps.count) step\(scenario.steps.count == 1 ? "" : "s").") + "\n\n"
        if let note { text += note + "\n\n" }
        if !failed.isEmpty {
            text += (style == .docc ? "> Warning: " : "> **") + DocsPage.failureSummary(failed.count)
            text += (style == .docc ? "" : "**") + " See Checks below.\n\n"
        }
        // DocC wants an article's sections under its Overview.
        let section = style == .docc ? "###" : "##", stepHeading = style == .docc ? "####" : "###"
        if style == .docc { text += "## Overview\n\n" }
        text += "\(section) Flow\n"
        if let drawing { text += "\n" + drawing.text }
        for (index, image) in images.enumerated() {
            let title = index == 0 ? "As declared" : "Step \(index)"
            text += "\n\(stepHeading) \(title)\n\n"
            if index > 0, index <= narration.count { text += DocsPage.line(narration[index - 1], links: links) + "\n\n" }
            guard let image else { continue }
            let alt = "\(scenario.name), \(index == 0 ? "as declared" : "after step \(index)")"
            text += DocsPage.image(image, whole: index < wholeImages.count ? wholeImages[index] : nil, alt: alt, style: style)
        }
        text += "\n\(section) The hierarchy at the end\n\n" + MarkdownText.fenced(HierarchyText.tree(run.hierarchy), info: "text")
        let presentations = run.hierarchy.presentations
        if !presentations.isEmpty {
            text += "\n\(section) Presentations\n"
            for presentation in presentations {
                text += "\n" + links.linkingCitations(in: PresentationExplanation(presentation, in: run.hierarchy).markdown) + "\n"
            }
        }
        if !run.diagnostics.isEmpty {
            text += "\n\(section) \(Self.saidHeading(run.diagnostics.map(\.diagnostic)))\n\n"
            for located in run.diagnostics {
                let place = located.step.map { "step \($0)" } ?? "the declaration"
                text += Self.said(located.diagnostic, at: place, links: links)
            }
        }
        text += "\n\(section) Checks\n\n\(run.checks.count - failed.count) passed, \(failed.count) failed.\n\n"
        for check in run.checks {
            let mark = check.passed ? "✅" : "❌"
            let cited = check.rules.isEmpty ? "" : " (\(check.rules.map(links.link).joined(separator: ", ")))"
            text += "- \(mark) line \(check.location.line): \(MarkdownText.escaped(check.summary))\(cited)\n"
        }
        self.text = text
    }

    /// What a page's diagrams are drawn for, and the key to the marks they use: said once
    /// above the frames, which then carry only their own line.
    public struct Drawing: Sendable {
        public var environment: String?
        public var key: [(sample: String, meaning: String)]

        public init(environment: String?, key: [(sample: String, meaning: String)]) {
            self.environment = environment
            self.key = key
        }

        var text: String {
            var text = environment.map { "Drawn for \(MarkdownText.escaped($0)).\n" } ?? ""
            if !key.isEmpty {
                text += (text.isEmpty ? "" : "\n") + "Key:\n\n"
                for mark in key { text += "- `\(mark.sample)`\(MarkdownText.escaped(mark.meaning))\n" }
            }
            return text
        }
    }

    /// The heading of the diagnostics: what UIKit (and SwiftUI) says, and what vcgraph notes
    /// where neither has words (`Diagnostic.wording`).
    static func saidHeading(_ diagnostics: [Diagnostic]) -> String {
        let speakers = diagnostics.contains { $0.wording == .swiftUI } ? "What UIKit and SwiftUI say" : "What UIKit says"
        return diagnostics.contains { $0.wording == .vcgraph } ? speakers + ", and what vcgraph notes" : speakers
    }

    /// One diagnostic of that list, marked as SwiftUI's, or as vcgraph's words when neither
    /// UIKit nor SwiftUI prints such a text.
    static func said(_ diagnostic: Diagnostic, at place: String, links: RuleLinks) -> String {
        let voice =
            switch diagnostic.wording {
            case .uikit: ""
            case .swiftUI: ", SwiftUI's words"
            case .vcgraph: ", vcgraph's words (UIKit prints no such message)"
            }
        return "- \(diagnostic.severity.rawValue)\(voice) at \(place): \(MarkdownText.code(diagnostic.message)) (\(links.link(diagnostic.rule)))\n"
    }

    /// "`dismiss: player` — player presents pickerSheet, so UIKit dismisses pickerSheet (R9.1)",
    /// the rule ids linked to their rulebook entries.
    static func line(_ step: StepNarration.Line, links: RuleLinks) -> String {
        let cited = step.rules.isEmpty ? "" : " (\(step.rules.map(links.link).joined(separator: ", ")))"
        return "\(MarkdownText.code(step.source)) — \(MarkdownText.escaped(step.sentence))\(cited)"
    }

    /// A frame's diagram in the page's markup; with `whole`, the diagram shows what is on
    /// screen and the whole hierarchy's is offered beside it: a second tab in DocC, a link in
    /// Markdown.
    static func image(_ image: String, whole: String?, alt: String, style: Style) -> String {
        switch (style, whole) {
        case (.docc, nil):
            return "@Image(source: \"\(image)\", alt: \"\(directiveText(alt))\")\n"
        case (.docc, let whole?):
            return """
                @TabNavigator {
                    @Tab("On screen") {
                        @Image(source: "\(image)", alt: "\(directiveText(alt + ", what is on screen"))")
                    }
                    @Tab("The whole hierarchy") {
                        @Image(source: "\(whole)", alt: "\(directiveText(alt + ", the whole hierarchy"))")
                    }
                }

                """
        case (.markdown, nil):
            return "![\(MarkdownText.escaped(alt))](\(image))\n"
        case (.markdown, let whole?):
            return "![\(MarkdownText.escaped(alt + ", what is on screen"))](\(image))\n\n"
                + "The drawing shows what is on screen; [the whole hierarchy](\(whole)) is drawn on its own.\n"
        }
    }

    /// Whether a step's frame is drawn: the declaration's and every step's that may change the
    /// hierarchy, not an `expect:` step's, which would repeat the frame before it.
    public static func drawsFrame(_ step: ScenarioStep?) -> Bool {
        switch step?.action {
        case nil, .perform?: true
        case .expect?: false
        }
    }

    /// "1 check failed." / "3 checks failed."
    public static func failureSummary(_ count: Int) -> String {
        "\(count) check\(count == 1 ? "" : "s") failed."
    }

    /// Text inside a directive's quoted argument, which ends at the first `"` and its line:
    /// shown as data (``InputText``), `"` as `'`, `&`, `<` and `>` as entities.
    static func directiveText(_ text: String) -> String {
        InputText.escaped(text).replacing("\"", with: "'").replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;")
    }
}
