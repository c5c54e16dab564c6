import ArgumentParser
import PresentationFiles
import PresentationModel
import PresentationReports
import PresentationScenarios

/// `vcgraph rules [ID…] [--format text|markdown]`: the rulebook in the terminal.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Print rules of the rulebook that vcgraph's reasons cite, or the list of every rule.",
        discussion: """
            Every reason, diagnostic and finding vcgraph prints cites a rule by its id: R3.1 (a \
            rule), P6 (a precondition of present), U2 (a decision of the model), §5 (a section). \
            With ids, each rule is printed with its sources and an example; without, every id \
            with its title, by chapter. Ids are matched without regard to case. The same text is \
            in the PresentationModel documentation, in the Rulebook articles.

            Examples:
              vcgraph rules R3.1 U2
              vcgraph rules
              vcgraph rules P7 --format markdown
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {

        init?(argument: String) {

            guard let value: Self = choice(argument) else { return nil }

            self = value

        }

        case text, markdown
    }

    @Argument(help: "Rule ids (R3.1, P6, U2, §5); none lists every rule.")
    var ids: [String] = []

    @Option(help: "text or markdown.")
    var format: Format = .text

    func run() throws {
        let rules = try ids.map(Self.rule)
        let text =
            if rules.isEmpty {
                format == .markdown ? Self.markdownList() : Self.textList()
            } else {
                rules.map { format == .markdown ? $0.markdown(links: false) : $0.text }.joined(separator: "\n")
            }
        try OutputWriter.standardOutput.write(text)
    }

    /// The rule an argument names, or status 2 with the nearest id suggested.
    static func rule(_ argument: String) throws -> Rule {
        let id = RuleID(rawValue: argument) ?? RuleID.allCases.first { $0.rawValue.lowercased() == argument.lowercased() }
        if let rule = id?.rule { return rule }
        var message = "error: no rule has the id '\(InputText.escaped(argument))'"
        if let suggestion = nearestName(to: argument, in: RuleID.allCases.map(\.rawValue)) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw InputFailure(line: message + " ('vcgraph rules' lists every id)")
    }

    static func textList() -> String {
        var out = ""
        for chapter in Rulebook.chapters {
            out += (out.isEmpty ? "" : "\n") + "\(chapter.title)\n"
            for rule in chapter.rules {
                out += "  " + rule.id.rawValue.padding(toLength: 6) + " \(rule.title)\n"
            }
        }
        return out
    }

    static func markdownList() -> String {
        var out = "# The rulebook\n"
        for chapter in Rulebook.chapters {
            out += "\n## \(chapter.title)\n\n"
            for rule in chapter.rules { out += "- `\(rule.id)` \(rule.title)\n" }
        }
        return out
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
