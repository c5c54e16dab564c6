import PresentationModel
import PresentationTesting
import Testing

/// The diagnostic assertions: they find UIKit's message in what a step produced, and list
/// what it produced when they fail (the documented messages are checked in
/// `DocumentedMessageTests`).
@Suite("Diagnostic assertions")
struct DiagnosticAssertionTests {
    @Test("a clean step passes expectNoDiagnostics; a refused one passes expectDiagnostic")
    func passes() throws {
        var hierarchy = try Homepwner.screens()
        expectNoDiagnostics(hierarchy.present("detailNav", from: "items", .init(style: .formSheet)))
        let step = hierarchy.present("detailNav", from: "items", .init(style: .formSheet))
        let diagnostic = expectDiagnostic(step, .error, containing: "is already being presented")
        #expect(diagnostic?.rule == "P4")
        #expect(diagnostic?.code == .presentingAlreadyPresented)
    }

    @Test("expectDiagnostic lists every diagnostic of the step, whatever its severity")
    func listsAll() throws {
        var hierarchy = try Homepwner.formSheet()
        var step = hierarchy.present("detailNav", from: "items", .init(style: .formSheet))
        step.append(hierarchy.push("ghost", onto: "nav"))
        expectIssue(
            """
            Expected a warning containing "ghost"; the step produced:
              error: Application tried to present modally a view controller <UINavigationController: detailNav> that is already being presented by <UINavigationController: nav>. (P4)
              error: No controller has the id 'ghost' (§1)
            """
        ) {
            expectDiagnostic(step, .warning, containing: "ghost")
        }
    }
}
