import PresentationModel
import PresentationTesting
import Testing

/// Each failure message a doc comment shows is the issue its example reports, word for word:
/// the documented examples run here, in the order their messages appear in the source file.
/// (The snapshot examples, whose messages name `HomepwnerTests`, run in `HomepwnerTests.swift`.)
@Suite("Documented messages")
struct DocumentedMessageTests {
    /// Runs each example and expects exactly the documented message, block for block.
    func check(_ file: String, _ examples: [() -> Void], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let messages = try documentedMessages(in: file)
        #expect(messages.count == examples.count, "\(file) documents \(messages.count) messages", sourceLocation: sourceLocation)
        for (message, example) in zip(messages, examples) {
            expectIssue(message, sourceLocation: sourceLocation) { example() }
        }
    }

    @Test("expectRelation")
    func relation() throws {
        let hierarchy = try Homepwner.currentContext()
        try check(
            "Relations/ExpectRelation.swift",
            [
                { expectRelation(hierarchy, .presentingViewController, of: "detail", is: .controller("nav")) },
                { expectRelation(hierarchy, .isOnScreen, of: "itmes", is: false) },
            ])
    }

    @Test("the presentation assertions")
    func presentation() throws {
        let hierarchy = try Homepwner.currentContext()
        try check(
            "Relations/ExpectPresentation.swift",
            [
                { expectPresentingViewController(of: "detail", is: "nav", in: hierarchy) },
                { expectPresentedViewController(of: "nav", is: "detailNav", in: hierarchy) },
                { expectPresentationContext(of: "detailNav", is: "nav", in: hierarchy) },
                { expectPresentationStyle(of: "detailNav", is: .formSheet, in: hierarchy) },
            ])
    }

    @Test("the containment assertions")
    func containment() throws {
        let hierarchy = try Homepwner.currentContext()
        let tabs = try Homepwner.tabBar()
        try check(
            "Relations/ExpectContainment.swift",
            [
                { expectParent(of: "detailNav", is: "items", in: hierarchy) },
                { expectNavigationController(of: "detailNav", is: "nav", in: hierarchy) },
                { expectTabBarController(of: "detail", is: "tabs", in: tabs) },
            ])
    }

    @Test("the on-screen assertions")
    func onScreen() throws {
        let hierarchy = try Homepwner.currentContext()
        try check(
            "Relations/ExpectOnScreen.swift",
            [
                { expectOnScreen("nav", "items", "detail", in: hierarchy) },
                { expectNotOnScreen("nav", in: hierarchy) },
            ])
    }

    @Test("the diagnostic assertions")
    func diagnostics() throws {
        var hierarchy = try Homepwner.screens()
        let first = hierarchy.present("detailNav", from: "items", .init(style: .formSheet))
        let again = hierarchy.present("detailNav", from: "items", .init(style: .formSheet))
        let active = hierarchy.present("nav", from: "items")
        try check(
            "Diagnostics/ExpectDiagnostic.swift",
            [
                { expectDiagnostic(again, .warning, containing: "already being presented") },
                { expectDiagnostic(first, .error, containing: "already being presented") },
                { expectNoDiagnostics(active) },
            ])
    }

    @Test("the catalog's landing page and getting-started article")
    func catalog() throws {
        var hierarchy = try Homepwner.screens()
        hierarchy.present("detailNav", from: "items", .init(style: .currentContext))
        let definer = try Homepwner.currentContext()
        try check(
            "Documentation.docc/PresentationTesting.md",
            [
                { expectPresentingViewController(of: "detail", is: "nav", in: definer) }
            ])
        try check(
            "Documentation.docc/GettingStarted.md",
            [
                { expectPresentingViewController(of: "detail", is: "items", in: hierarchy) }
            ])
    }
}

@Suite("Documented messages of the live capture")
struct CaptureDocumentedMessageTests {
    @Test("expectUIKitAgreesWithModel")
    func capture() throws {
        let messages = try documentedMessages(in: "Capture/ExpectCapture.swift")
        #expect(messages.count == 1)
        let window = CaptureTests.app(presenter: "list").window
        for message in messages {
            withKnownIssue {
                expectUIKitAgreesWithModel(window)
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix(message) == true
            }
        }
    }
}
