import PresentationModel
import PresentationScenarios
import SourceImport
import Testing

/// The environment's `dismiss` read from a view's code (R23.3): it acts on the innermost
/// presentation or push that shows the calling view's host.
@Suite("Code: SwiftUI's dismiss")
struct SwiftUIDismissTests {
    static let app = SwiftSource(
        path: "App.swift",
        text: """
            import SwiftUI
            @main struct NotesApp: App {
                var body: some Scene { WindowGroup { Home() } }
            }
            struct Home: View {
                @State private var composing = false
                var body: some View {
                    NavigationStack {
                        List { NavigationLink(destination: Detail()) { Text("Detail") } }
                            .sheet(isPresented: $composing) { Composer() }
                    }
                }
            }
            struct Detail: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Back") { dismiss() } }
            }
            struct Composer: View {
                @Environment(\\.presentationMode) var mode
                @Environment(\\.dismiss) var close
                let model = Model()
                var body: some View {
                    VStack {
                        Button("Cancel") { mode.wrappedValue.dismiss() }
                        Button("Done") { self.close() }
                        Button("Other") { model.dismiss() }
                    }
                }
            }
            struct Unshown: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Close") { dismiss() } }
            }
            """)

    static func sites(_ report: CodeReport) -> [Int: CodeOperation] {
        Dictionary(report.operations.map { ($0.location.line, $0) }) { first, _ in first }
    }

    @Test("R23.3 dismiss() in a pushed destination pops it, assumed on the push that shows it (A5)")
    func popsADestination() throws {
        let report = CodeReport([Self.app], environment: Environment(device: .iphone, iosVersion: 17))
        let back = try #require(Self.sites(report)[16])
        #expect(back.form == "dismiss()")
        #expect(back.answer?.text == "dismiss() pops Detail, a destination of its stack")
        #expect(back.answer?.rules == [.r23_3])
        #expect(back.certainty == .assumed)
        #expect(back.assumptions.map(\.id) == ["A5"])
        #expect(back.destinationClass == nil, "a dismissal shows no class: the flow map draws no edge for it")
    }

    @Test("R23.3 R23.2 dismiss() and presentationMode's in a sheet's content dismiss the sheet, and SwiftUI runs its onDismiss")
    func dismissesASheet() throws {
        let report = CodeReport([Self.app], environment: Environment(device: .iphone, iosVersion: 17))
        let cancel = try #require(Self.sites(report)[24])
        let done = try #require(Self.sites(report)[25])
        #expect(cancel.form == "presentationMode.dismiss()")
        #expect(done.form == "dismiss()")
        for site in [cancel, done] {
            #expect(site.answer?.text.hasPrefix("dismiss() dismisses Composer, the presentation Composer is in") == true, "\(site)")
            #expect(site.answer?.rules == [.r23_3, .r9_1, .r23_2])
            #expect(site.certainty == .assumed)
        }
    }

    @Test("R23.3 a dismiss that is not the environment's (a model's method) is not read; a view no code shows has no site")
    func onlyTheEnvironmentsDismiss() {
        let report = CodeReport([Self.app], environment: Environment(device: .iphone, iosVersion: 17))
        #expect(Self.sites(report)[26] == nil)
        #expect(!report.operations.contains { $0.location.line == 31 })
    }
}
