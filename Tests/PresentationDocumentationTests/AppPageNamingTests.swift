import Testing

@testable import PresentationDocumentation

/// An app's page is named after the folder of its Swift sources, and says each place from it.
@Suite("An app's page from Swift sources: its name and its places")
struct AppPageNamingTests {
    let sources = ["App/Sources/Inbox/Inbox.swift", "App/Sources/Settings/Settings.swift", "App/Sources/SceneDelegate.swift"]

    @Test("the page is named after the deepest folder holding every source; App when they share none")
    func name() {
        #expect(DocsBuild.appName(of: sources) == "Sources")
        #expect(DocsBuild.appName(of: ["/a.swift", "/b/c.swift"]) == "App")
    }

    @Test("a place is its file from that folder, so two files of one name in two folders stay apart")
    func places() {
        #expect(DocsBuild.path(of: "App/Sources/Inbox/Inbox.swift", among: sources) == "Inbox/Inbox.swift")
        #expect(DocsBuild.path(of: "App/Sources/SceneDelegate.swift", among: sources) == "SceneDelegate.swift")
        #expect(DocsBuild.path(of: "Elsewhere/Other.swift", among: sources) == "Elsewhere/Other.swift")
    }
}
