import PresentationModel
import PresentationTesting
import Testing

/// Strict mode: inside `withStrictDiagnostics` or under the
/// `.strictDiagnostics` trait, a UIKit diagnostic no assertion expected fails the test, as
/// `vcgraph check` fails a step whose diagnostic no `expectError` names.
@Suite("Strict diagnostics")
struct StrictDiagnosticsTests {
    @Test("P4: an unexpected UIKit error fails the strict scope, with the operation and the rule")
    func unexpectedFails() throws {
        var hierarchy = try Homepwner.formSheet()
        expectIssue(
            "Unexpected UIKit error from present: Application tried to present modally a view controller <UINavigationController: detailNav> that is already being presented by <UINavigationController: nav>. (P4)"
        ) {
            withStrictDiagnostics {
                _ = hierarchy.present("detailNav", from: "items", .init(style: .formSheet))
            }
        }
    }

    @Test("P4: a diagnostic that expectDiagnostic expects passes strict mode")
    func expectedPasses() throws {
        var hierarchy = try Homepwner.formSheet()
        withStrictDiagnostics {
            let step = hierarchy.present("detailNav", from: "items", .init(style: .formSheet))
            expectDiagnostic(step, .error, containing: "already being presented")
        }
    }

    @Test("U7 vcgraph's note on a pushed tab bar controller does not fail strict mode")
    func notesPass() throws {
        var hierarchy = try Hierarchy {
            Navigation("nav") { Controller("root") }
        } detached: {
            TabBar("tabs") { Controller("first") }
        }
        withStrictDiagnostics {
            let step = hierarchy.push("tabs", onto: "nav")
            #expect(step.diagnostics.map(\.severity) == [.note])
        }
        #expect(hierarchy.parent(of: "tabs") == "nav")
    }

    @Test("outside strict mode an unchecked diagnostic is not an issue")
    func lenientByDefault() throws {
        var hierarchy = try Homepwner.formSheet()
        hierarchy.present("detailNav", from: "items", .init(style: .formSheet))
    }

    @Test("the trait makes a test strict; expected diagnostics pass", .strictDiagnostics)
    func trait() throws {
        var hierarchy = try Homepwner.formSheet()
        expectDiagnostic(hierarchy.push("ghost", onto: "nav"), .error, containing: "ghost")
    }

    @Test("§1: a mistyped id in an operation suggests the nearest controller")
    func suggestion() throws {
        var hierarchy = try Homepwner.screens()
        let step = hierarchy.push("detial", onto: "nav")
        #expect(step.diagnostics.map(\.message) == ["No controller has the id 'detial'; did you mean 'detail'?"])
    }
}
