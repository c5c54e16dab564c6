import Foundation
import Testing

@Suite("vcgraph rules")
struct RulesCommandTests {
    @Test("rules ID prints the rule with its sources and example; ids match in any case")
    func one() throws {
        let output = try vcgraph(["rules", "r3.1", "§5"])
        #expect(output.status == 0)
        #expect(output.stderr == "")
        #expect(output.stdout.hasPrefix("R3.1  A style that is not a context style: the family root presents\n"))
        #expect(output.stdout.contains("\nSources:\n  - Apple's documentation of `present(_:animated:completion:)`"))
        #expect(output.stdout.contains("    - presentingViewController(detail): nav\n"))
        #expect(
            output.stdout.contains(
                "UIKit answers: detail.presentingViewController is nav: a form sheet does not consult definesPresentationContext\n"))
        #expect(output.stdout.contains("\n§5  The style table\n"))
    }

    @Test("rules without ids lists every id by chapter")
    func list() throws {
        let output = try vcgraph(["rules"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.first == "Families and containment")
        #expect(lines.contains("  R3.4   No definer: the family root presents"))
        #expect(lines.contains("  U15    Search placement is unchanged in iOS 26"))
    }

    @Test("rules --format markdown prints the rule as Markdown, links as plain ids")
    func markdown() throws {
        let output = try vcgraph(["rules", "R1.5", "--format", "markdown"])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("## R1.5\n\n**tabBarController is the nearest tab bar ancestor**\n"))
        #expect(output.stdout.contains("parents only (U1)"))
        #expect(!output.stdout.contains("<doc:"))
    }

    @Test("an unknown id exits 2 and suggests the nearest")
    func unknown() throws {
        let output = try vcgraph(["rules", "R3.1", "R31"])
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr == "error: no rule has the id 'R31'; did you mean 'R3.1'? ('vcgraph rules' lists every id)\n")
    }
}
