import PresentationModel
import PresentationReports
import PresentationScenarios

extension DocsPage {
    /// One frame of a flow made of several runs, as a storyboard's is (each segue fired in
    /// the state its chain of segues reaches): its title, the steps that lead to it narrated,
    /// its diagram, and what UIKit said on the way.
    public struct Frame: Sendable {
        public var title: String
        public var steps: [StepNarration.Line]
        /// The diagram as the page names it; nil when there is none to show.
        public var image: String?
        /// For a flow too large to read whole in a page's column, whose ``image`` shows what is
        /// on screen: the whole hierarchy's diagram, offered beside it.
        public var wholeImage: String?
        public var diagnostics: [LocatedDiagnostic]
        /// What the frame rests on, a line each, printed before its steps (an assumption of
        /// the code reader: `A1: self is on screen as …`).
        public var notes: [String]

        public init(
            title: String, steps: [StepNarration.Line], image: String?, wholeImage: String? = nil, diagnostics: [LocatedDiagnostic],
            notes: [String] = []
        ) {
            self.title = title
            self.wholeImage = wholeImage
            self.steps = steps
            self.image = image
            self.diagnostics = diagnostics
            self.notes = notes
        }
    }

    /// A section of a page after its flow: a heading and its items, each a line of text
    /// from the input, printed as data.
    public struct Section: Sendable {
        public var heading: String
        public var items: [String]

        public init(heading: String, items: [String]) {
            self.heading = heading
            self.items = items
        }
    }

    /// A page of frames that are not the snapshots of one run: a storyboard's launch and the
    /// segues a user can fire, an app's launch and its call sites. It has no checks (such an
    /// input states none) and says so.
    ///
    /// - Parameters:
    ///   - title: The page's title.
    ///   - description: What the flow shows, in a sentence or two.
    ///   - frames: The frames, in order.
    ///   - sections: What follows the flow (an app's findings, the call sites not drawn);
    ///     an empty section is left out.
    ///   - style: DocC article or plain Markdown.
    ///   - drawing: What the diagrams are drawn for and the key to their marks, said once above them.
    public init(
        title: String, description: String, frames: [Frame], sections: [Section] = [], style: Style, rulebook: String? = nil,
        drawing: Drawing? = nil
    ) {
        let links = RuleLinks(style: style, rulebook: rulebook)
        var text = "# \(MarkdownText.escaped(title))\n\n"
        if style == .docc { text += "@Metadata {\n    @PageKind(article)\n}\n\n" }
        text += MarkdownText.escaped(description) + "\n\n"
        let section = style == .docc ? "###" : "##", frameHeading = style == .docc ? "####" : "###"
        if style == .docc { text += "## Overview\n\n" }
        text += "\(section) Flow\n"
        if let drawing { text += "\n" + drawing.text }
        for frame in frames {
            text += "\n\(frameHeading) \(MarkdownText.escaped(frame.title))\n\n"
            for note in frame.notes { text += MarkdownText.escaped(note) + "\n\n" }
            for step in frame.steps { text += "- " + DocsPage.line(step, links: links) + "\n" }
            if !frame.steps.isEmpty { text += "\n" }
            guard let image = frame.image else { continue }
            text += DocsPage.image(image, whole: frame.wholeImage, alt: "\(title), \(frame.title)", style: style)
        }
        for extra in sections where !extra.items.isEmpty {
            text += "\n\(section) \(MarkdownText.escaped(extra.heading))\n\n"
            for item in extra.items { text += "- \(MarkdownText.escaped(item))\n" }
        }
        let said = frames.flatMap { frame in frame.diagnostics.map { (frame.title, $0) } }
        if !said.isEmpty {
            text += "\n\(section) \(DocsPage.saidHeading(said.map(\.1.diagnostic)))\n\n"
            for (place, located) in said {
                text += DocsPage.said(located.diagnostic, at: MarkdownText.escaped(place), links: links)
            }
        }
        text += "\n\(section) Checks\n\nNone: this input states no expectations.\n"
        self.text = text
    }
}
