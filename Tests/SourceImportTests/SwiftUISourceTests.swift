import PresentationModel
import PresentationScenarios
import SourceImport
import Testing

/// SwiftUI sources read statically (R25.3): the view tree from the `App`, each modifier's
/// source host (R19.4), and the model's answer for each presentation and push.
@Suite("Code: SwiftUI sources")
struct SwiftUISourceTests {
    /// A tab bar app: a stack whose destination has two sheets, a sheet inside a sheet, an
    /// alert on the TabView, a popover in a list's rows.
    static let app: [SwiftSource] = [
        SwiftSource(
            path: "App.swift",
            text: """
                import SwiftUI
                @main struct ExampleApp: App {
                    var body: some Scene { WindowGroup { RootTabs() } }
                }
                struct RootTabs: View {
                    @State var showAbout = false
                    var body: some View {
                        TabView {
                            NavigationStack { Feed() }.tabItem { Text("Feed") }
                            Settings().tabItem { Text("Settings") }
                        }
                        .alert("About", isPresented: $showAbout) { }
                    }
                }
                """),
        SwiftSource(
            path: "Feed.swift",
            text: """
                import SwiftUI
                struct Feed: View {
                    var body: some View {
                        List { NavigationLink("Post", value: 1) }
                            .navigationDestination(for: Int.self) { Post(id: $0) }
                    }
                }
                struct Post: View {
                    let id: Int
                    @State var compose = false
                    @State var share = false
                    var body: some View {
                        VStack { Button("Reply") { compose = true } }
                            .sheet(isPresented: $compose) { Composer() }
                            .sheet(isPresented: $share) { ShareSheet() }
                    }
                }
                struct Composer: View {
                    @State var emoji = false
                    var body: some View { Text("Compose").sheet(isPresented: $emoji) { EmojiPicker() } }
                }
                struct EmojiPicker: View { var body: some View { Text("E") } }
                struct ShareSheet: View { var body: some View { Text("S") } }
                struct Settings: View {
                    var body: some View {
                        List { ForEach(0..<3) { row in Text("\\(row)").popover(isPresented: .constant(false)) { Text("i") } } }
                    }
                }
                """),
    ]

    private func operation(_ report: CodeReport, _ form: String, line: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> CodeOperation
    {
        try #require(report.operations.first { $0.form == form && $0.location.line == line }, sourceLocation: sourceLocation)
    }

    @Test("R25.3 R19.1 R19.4 U18 the App's window root is its root host; TabView, NavigationStack and each screen are UIKit controllers")
    func launch() {
        let h = CodeReport(Self.app, environment: Environment(device: .iphone, iosVersion: 17)).launch.hierarchy
        #expect(h.rootViewController(ofWindow: "main") == "ExampleApp")
        #expect(h.className(of: "ExampleApp") == SwiftUIClasses.appRoot)
        #expect(h.parent(of: "RootTabs.TabView") == "ExampleApp")
        #expect(h.kind(of: "RootTabs.TabView") == .tabBar)
        #expect(h.className(of: "RootTabs.TabView") == "SwiftUI.UIKitTabBarController")
        let tabs = h.children(of: "RootTabs.TabView")
        #expect(tabs.count == 2)
        #expect(tabs.allSatisfy { h.className(of: $0) == "UIHostingController<TabItem.RootView>" })
        #expect(h.navigationController(of: "Feed") == "RootTabs.NavigationStack")
        #expect(h.className(of: "Feed") == "NavigationStackHostingController<AnyView>")
        #expect(h.tabBarController(of: "Feed") == "RootTabs.TabView")
    }

    @Test("R20.1 R22.1 a destination's sheet is presented by the root host, assumed on the push that shows its host (A5)")
    func sheetOfADestination() throws {
        let report = CodeReport(Self.app, environment: Environment(device: .iphone, iosVersion: 17))
        let push = try operation(report, ".navigationDestination", line: 5)
        #expect(push.certainty == .decided)
        #expect(push.answer?.description == "in RootTabs.NavigationStack")
        let sheet = try operation(report, ".sheet", line: 14)
        #expect(sheet.receiver == "a view of Post")
        #expect(sheet.certainty == .assumed)
        #expect(sheet.assumptions.map(\.id) == ["A5"])
        #expect(sheet.answer?.description == "presented by ExampleApp, pageSheet [R20.1]")
        #expect(sheet.destinationClass == "Composer" && sheet.sourceClass == "Post")
    }

    @Test("R21.3 a sheet inside a sheet's content is presented by that sheet's host")
    func nestedSheet() throws {
        let report = CodeReport(Self.app, environment: Environment(device: .iphone, iosVersion: 18))
        let inner = try operation(report, ".sheet", line: 20)
        #expect(inner.answer?.description == "presented by Composer, formSheet [R20.1]")
        #expect(inner.assumptions.count == 2)
    }

    @Test("R21.1 two sheets of one host are a finding, assumed on both states being settable together (A9)")
    func multipleSheets() throws {
        let report = CodeReport(Self.app)
        let finding = try #require(report.findings.first { $0.id == "swiftui-multiple-sheets" })
        #expect(finding.location.line == 15)
        #expect(finding.certainty == .assumed)
        #expect(finding.assumptions.map(\.id) == ["A9"])
        #expect(finding.message.contains("Currently, only presenting a single sheet is supported."))
    }

    @Test("R21.1 sheets in the two branches of one if cannot be set together: no finding")
    func exclusiveBranches() {
        let source = SwiftSource(
            path: "A.swift",
            text: """
                import SwiftUI
                @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
                struct Home: View {
                    @State var a = false
                    @State var b = false
                    var flag = true
                    var body: some View {
                        if flag { Text("a").sheet(isPresented: $a) { Text("A") } } else { Text("b").sheet(isPresented: $b) { Text("B") } }
                    }
                }
                """)
        let report = CodeReport([source])
        #expect(!report.findings.contains { $0.id == "swiftui-multiple-sheets" })
        #expect(report.operations.map(\.branches) == [["if flag"], ["else (not flag)"]])
    }

    @Test("R21.6 a modifier in a lazy row and a destination in a lazy container are findings")
    func lazyRows() {
        let report = CodeReport(Self.app)
        #expect(report.findings.contains { $0.id == "swiftui-modifier-in-lazy-row" && $0.location.line == 26 })
        let lazyDestination = SwiftSource(
            path: "L.swift",
            text: """
                import SwiftUI
                @main struct L: App { var body: some Scene { WindowGroup { NavigationStack { Rows() } } } }
                struct Rows: View {
                    var body: some View {
                        List { ForEach(0..<3) { n in Text("\\(n)").navigationDestination(for: Int.self) { Text("\\($0)") } } }
                    }
                }
                """)
        let findings = CodeReport([lazyDestination]).findings
        #expect(findings.contains { $0.id == "swiftui-destination-in-lazy-container" && $0.message.hasPrefix("Do not put a navigation destination") })
    }

    @Test("R22.6 a NavigationStack in another stack's content is a finding, and the inner stack's navigation is unknown")
    func nestedStack() throws {
        let source = SwiftSource(
            path: "N.swift",
            text: """
                import SwiftUI
                @main struct N: App { var body: some Scene { WindowGroup { NavigationStack { Outer() } } } }
                struct Outer: View {
                    var body: some View { NavigationStack { Text("x").navigationDestination(for: Int.self) { Text("\\($0)") } } }
                }
                """)
        let report = CodeReport([source])
        #expect(report.findings.contains { $0.id == "swiftui-nested-navigation-stack" && $0.location.line == 4 })
        let push = try #require(report.operations.first { $0.form == ".navigationDestination" })
        #expect(push.certainty == .unknown)
        #expect(push.operations.isEmpty)
    }

    @Test(
        "R22.3 a NavigationSplitView's columns are navigation controllers; collapsed, a destination is pushed onto the primary column; expanded, the column draws it",
        arguments: [Device.iphone, .ipad])
    func splitView(_ device: Device) throws {
        let source = SwiftSource(
            path: "S.swift",
            text: """
                import SwiftUI
                @main struct S: App { var body: some Scene { WindowGroup { Split() } } }
                struct Split: View {
                    var body: some View {
                        NavigationSplitView { Sidebar() } detail: { NavigationStack { Detail() } }
                    }
                }
                struct Sidebar: View { var body: some View { List { Text("a") }.navigationDestination(for: Int.self) { Text("\\($0)") } } }
                struct Detail: View { var body: some View { Text("d").navigationDestination(for: String.self) { Text($0) } } }
                """)
        let report = CodeReport([source], environment: Environment(device: device))
        let h = report.launch.hierarchy
        #expect(h.kind(of: "Split.NavigationSplitView") == .split(.doubleColumn))
        #expect(h.viewController(for: .primary, of: "Split.NavigationSplitView") == "Split.primary")
        #expect(h.viewController(for: .secondary, of: "Split.NavigationSplitView") == "Split.secondary")
        let sidebar = try #require(report.operations.first { $0.location.line == 8 })
        let detail = try #require(report.operations.first { $0.location.line == 9 })
        if device == .iphone {
            #expect(sidebar.answer?.description == "in Split.primary")
            #expect(detail.answer?.description == "in Split.primary")
        } else {
            #expect(sidebar.answer?.description == "drawn in Sidebar, its column's host: an expanded split view makes no UIKit call for it [R22.3]")
            #expect(detail.answer?.description == "in Split.secondary")
        }
    }

    @Test("R19.4 a view used under two hosts gives its modifier a source host per use; uses that answer alike are said once")
    func viewPerUseSite() {
        let source = SwiftSource(
            path: "U.swift",
            text: """
                import SwiftUI
                @main struct U: App { var body: some Scene { WindowGroup { TabView { Card(); Card() } } } }
                struct Card: View {
                    @State var shown = false
                    var body: some View { Text("c").sheet(isPresented: $shown) { Text("s") } }
                }
                """)
        let report = CodeReport([source])
        let h = report.launch.hierarchy
        #expect(h.children(of: "U.TabView") == ["Card", "Card-2"])
        // Used in more places, each instance is named once, numbered in the order used.
        let many = CodeReport([
            SwiftSource(
                path: "U.swift", text: source.text.replacingOccurrences(of: "Card(); Card()", with: "Card(); Card(); Card(); Card(); Card()"))
        ])
        #expect(many.launch.hierarchy.children(of: "U.TabView") == ["Card", "Card-2", "Card-3", "Card-4", "Card-5"])
        // Both uses answer alike, so the report says it once.
        #expect(report.operations.map(\.receiver) == ["a view of Card"])
        #expect(report.operations.first?.answer?.description == "presented by U, pageSheet [R20.1]")
    }

    @Test("a view that draws itself ends in bounded time; a sheet in a NavigationSplitView's column is presented by the root host")
    func boundedAndUnknown() throws {
        let source = SwiftSource(
            path: "R.swift",
            text: """
                import SwiftUI
                @main struct R: App { var body: some Scene { WindowGroup { Tree() } } }
                struct Tree: View {
                    @State var more = false
                    var body: some View { VStack { Tree() }.sheet(isPresented: $more) { Tree() } }
                }
                struct Split: View {
                    @State var s = false
                    var body: some View { NavigationSplitView { Text("a") } detail: { Text("b").sheet(isPresented: $s) { Text("c") } } }
                }
                """)
        let report = CodeReport([source])
        #expect(report.operations.count < 10)
        let split = SwiftSource(
            path: "S.swift", text: source.text.replacingOccurrences(of: "WindowGroup { Tree() }", with: "WindowGroup { Split() }"))
        let sheet = try #require(CodeReport([split]).operations.first { $0.form == ".sheet" })
        #expect(sheet.certainty == .decided)
        #expect(sheet.answer?.description == "presented by R, pageSheet [R20.1]")
    }

    @Test("SX21 R24.1 a representable's controller is a child of the host that draws it, and its UIKit code is read from there")
    func representable() throws {
        let source = SwiftSource(
            path: "A.swift",
            text: """
                import SwiftUI
                import UIKit
                @main struct ScanApp: App { var body: some Scene { WindowGroup { NavigationStack { Home() } } } }
                struct Home: View { var body: some View { VStack { Scanner() } } }
                struct Scanner: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> ScannerViewController { ScannerViewController() }
                    func updateUIViewController(_ controller: ScannerViewController, context: Context) {}
                }
                final class ScannerViewController: UIViewController {
                    func showOverlay() {
                        let overlay = UIViewController()
                        overlay.modalPresentationStyle = .overCurrentContext
                        present(overlay, animated: true)
                    }
                }
                """)
        let report = CodeReport([source])
        let h = report.launch.hierarchy
        #expect(h.parent(of: "ScannerViewController") == "Home")
        #expect(h.navigationController(of: "ScannerViewController") == "ScanApp.NavigationStack")
        #expect(report.placements.first?.description == "a child of Home in ScanApp.NavigationStack")
        let present = try #require(report.operations.first { $0.form == "present" })
        // The walk: the scanner no, its host no, the stack's navigation controller yes (its class's default).
        #expect(present.answer?.description == "presented by ScanApp.NavigationStack, overCurrentContext [R3.2]")
        #expect(present.certainty == .assumed)
    }

    @Test("R21.5 U24 before iOS 14.5 only the last sheet modifier chained on a view presents; from 14.5 both do")
    func chainedSheets() throws {
        let source = SwiftSource(
            path: "C.swift",
            text: """
                import SwiftUI
                @main struct C: App { var body: some Scene { WindowGroup { Home() } } }
                struct Home: View {
                    @State var a = false
                    @State var b = false
                    var body: some View {
                        Text("x")
                            .sheet(isPresented: $a) { Text("A") }
                            .sheet(isPresented: $b) { Text("B") }
                    }
                }
                """)
        let old = CodeReport([source], environment: Environment(device: .iphone, iosVersion: 14))
        let first = try #require(old.operations.first { $0.location.line == 8 })
        #expect(first.reason == "does nothing before iOS 14.5: of the sheet modifiers chained on one view, only the last written presents (R21.5)")
        #expect(first.operations.isEmpty)
        #expect(old.operations.first { $0.location.line == 9 }?.answer?.description == "presented by C, pageSheet [R20.1]")
        #expect(old.findings.contains { $0.id == "swiftui-chained-sheets-ios14" && $0.location.line == 8 })
        let new = CodeReport([source], environment: Environment(device: .iphone, iosVersion: 17))
        #expect(new.operations.allSatisfy { $0.answer?.description == "presented by C, pageSheet [R20.1]" })
        #expect(!new.findings.contains { $0.id == "swiftui-chained-sheets-ios14" })
    }

    @Test("R22.2 a link in a sheet's content with no stack inside the sheet is a finding, and cannot push")
    func linkInSheetWithoutStack() throws {
        let source = SwiftSource(
            path: "L.swift",
            text: """
                import SwiftUI
                @main struct L: App { var body: some Scene { WindowGroup { NavigationStack { Home() } } } }
                struct Home: View {
                    @State var shown = false
                    var body: some View { Text("h").sheet(isPresented: $shown) { Settings() } }
                }
                struct Settings: View { var body: some View { NavigationLink("About", destination: Text("a")) } }
                """)
        let report = CodeReport([source])
        let finding = try #require(report.findings.first { $0.id == "swiftui-link-in-sheet-without-stack" })
        #expect(finding.location.line == 7)
        let link = try #require(report.operations.first { $0.form == "NavigationLink" })
        #expect(link.certainty == .unknown)
        #expect(link.reason == "in a presented view outside any navigation stack, it cannot push (R22.2)")
    }

    @Test(
        "R22.2 a value link whose type no navigationDestination of its stack takes cannot be activated, in SwiftUI's words; one that matches, or whose type the code does not write, is not a finding"
    )
    func valueLinkWithoutDestination() throws {
        let source = SwiftSource(
            path: "V.swift",
            text: """
                import SwiftUI
                @main struct V: App { var body: some Scene { WindowGroup { Home() } } }
                struct Item: Hashable { let name: String }
                struct Home: View {
                    let picked: Item
                    var body: some View {
                        NavigationStack {
                            List {
                                NavigationLink("First", value: 1)
                                NavigationLink("Item", value: Item(name: "a"))
                                NavigationLink("Name", value: "name")
                                NavigationLink("Picked", value: picked)
                            }
                            .navigationDestination(for: Int.self) { number in Text("\\(number)") }
                            .navigationDestination(for: Item.self) { item in Text(item.name) }
                        }
                    }
                }
                """)
        let findings = CodeReport([source]).findings.filter { $0.id == "swiftui-link-without-destination" }
        #expect(findings.map(\.location.line) == [11], "\(findings)")
        let finding = try #require(findings.first)
        #expect(finding.message.hasPrefix("A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination"))
        #expect(finding.certainty == .assumed && finding.assumptions == [.destinationsRead(stack: "Home.NavigationStack")])
        // A destination whose type the code does not write might take any value: nothing is said.
        let open = SwiftSource(path: "V.swift", text: source.text.replacingOccurrences(of: "for: Item.self", with: "for: kind"))
        #expect(!CodeReport([open]).findings.contains { $0.id == "swiftui-link-without-destination" })
    }

    @Test(
        "R20.4 R20.5 R20.6 what a presented view configures is read: a popover whose content asks .presentationCompactAdaptation(.none) stays a popover on an iPhone; detents and interactiveDismissDisabled are the sheet's"
    )
    func presentationConfiguration() throws {
        let source = SwiftSource(
            path: "C.swift",
            text: """
                import SwiftUI
                @main struct C: App { var body: some Scene { WindowGroup { Home() } } }
                struct Home: View {
                    @State var tip = false
                    @State var form = false
                    @State var plain = false
                    var body: some View {
                        VStack {
                            Text("tip").popover(isPresented: $tip) { Tip().presentationCompactAdaptation(.none) }
                            Text("form").sheet(isPresented: $form) { Form() }
                            Text("plain").popover(isPresented: $plain) { Text("plain") }
                        }
                    }
                }
                struct Tip: View { var body: some View { Text("tip") } }
                struct Form: View {
                    var body: some View { Text("form").presentationDetents([.medium, .large]).interactiveDismissDisabled() }
                }
                """)
        let report = CodeReport([source], environment: Environment(device: .iphone, iosVersion: 17))
        let tip = try #require(report.operations.first { $0.location.line == 9 })
        #expect(tip.answer?.description.hasPrefix("presented by ") == true && tip.answer?.description.contains(", popover") == true, "\(tip)")
        let plain = try #require(report.operations.first { $0.location.line == 11 })
        #expect(plain.answer?.description.contains(", formSheet") == true, "\(plain)")
        let form = try #require(report.operations.first { $0.location.line == 10 })
        guard case .declare(let spec)? = form.operations.first else {
            Issue.record("no declaration: \(form.operations)")
            return
        }
        #expect(spec.attributes.detents == [.medium, .large] && spec.attributes.isModalInPresentation == true)
    }

    @Test(
        "R20.7 R12.1 searchable in a NavigationStack is a search controller in its host's navigation item: activating it is a site, presented by the stack, resting on an inference; outside a stack it is SwiftUI's own field"
    )
    func searchable() throws {
        let source = SwiftSource(
            path: "S.swift",
            text: """
                import SwiftUI
                @main struct S: App { var body: some Scene { WindowGroup { Home() } } }
                struct Home: View {
                    @State var query = ""
                    var body: some View {
                        NavigationStack {
                            List { Text("a") }.searchable(text: $query)
                        }
                    }
                }
                struct Inline: View {
                    @State var query = ""
                    var body: some View { List { Text("x") }.searchable(text: $query) }
                }
                """)
        let report = CodeReport([source])
        let sites = report.operations.filter { $0.form == ".searchable" }
        #expect(sites.count == 1)
        let search = try #require(sites.first)
        #expect(search.location.line == 7 && search.certainty == .assumed && search.assumptions == [.swiftUISearchAsUIKit])
        #expect(search.answer?.description.hasPrefix("presented by Home.NavigationStack, custom") == true, "\(search)")
        guard case .activateSearch(let controller)? = search.operations.last else {
            Issue.record("not a search: \(search.operations)")
            return
        }
        #expect(controller == "Home.content.search")
        // UIKit's advice on its own search controllers is not a finding on SwiftUI code.
        #expect(report.findings.isEmpty, "\(report.findings)")
    }

    @Test("R25.3 a UIHostingController(rootView:) that UIKit code makes: its views are read for findings; its sites are unknown")
    func hostingControllerInUIKit() throws {
        let source = SwiftSource(
            path: "H.swift",
            text: """
                import SwiftUI
                import UIKit
                struct Card: View {
                    @State var a = false
                    @State var b = false
                    var body: some View { Text("c").sheet(isPresented: $a) { Text("A") }.fullScreenCover(isPresented: $b) { Text("B") } }
                }
                final class Screen: UIViewController {
                    func show() { present(UIHostingController(rootView: Card()), animated: true) }
                }
                """)
        let report = CodeReport([source])
        let sheet = try #require(report.operations.first { $0.form == ".sheet" })
        #expect(sheet.certainty == .unknown)
        #expect(sheet.reason?.hasPrefix("its hosting controller is made by UIKit code (H.swift:9)") == true)
        #expect(report.findings.contains { $0.id == "swiftui-multiple-sheets" && $0.location.line == 6 })
    }

    @Test("R25.3 an App whose scene is a part declared in an extension, in another file, is read from that part's WindowGroup")
    func sceneInAnExtension() throws {
        let app = SwiftSource(
            path: "App.swift",
            text: """
                import SwiftUI
                @main struct Ice: App { var body: some Scene { appScene } }
                """)
        let scene = SwiftSource(
            path: "App+Scene.swift",
            text: """
                import SwiftUI
                extension Ice {
                    var appScene: some Scene { WindowGroup { Home() } }
                }
                struct Home: View {
                    @State var shown = false
                    var body: some View {
                        Text("h").sheet(isPresented: $shown) { Text("s") }
                    }
                }
                """)
        let report = CodeReport([app, scene])
        let sheet = try #require(report.operations.first { $0.form == ".sheet" })
        #expect(sheet.location == SourceLocation(file: "App+Scene.swift", line: 8, column: 19))
        #expect(sheet.answer?.description == "presented by Ice, pageSheet [R20.1]")
    }

    @Test("views nested in views 64 deep, each ten stacks deep, are read to the end without running out of stack")
    func deepNesting() throws {
        var lines = ["import SwiftUI", "@main struct Deep: App { var body: some Scene { WindowGroup { V0() } } }"]
        for level in 0..<64 {
            var body = level < 63 ? "V\(level + 1)()" : "Text(\"end\").sheet(isPresented: .constant(true)) { Text(\"s\") }"
            for _ in 0..<10 { body = "VStack { \(body) }" }
            lines.append("struct V\(level): View { var body: some View { \(body) } }")
        }
        let report = CodeReport([SwiftSource(path: "Deep.swift", text: lines.joined(separator: "\n"))])
        let sheet = try #require(report.operations.first { $0.form == ".sheet" })
        #expect(sheet.answer?.description == "presented by Deep, pageSheet [R20.1]")
    }

    @Test("a body nested past the Swift parser's limit is said, where it stops, not read in silence")
    func pastTheParsersLimit() throws {
        var body = "Text(\"end\").sheet(isPresented: .constant(true)) { Text(\"s\") }"
        for _ in 0..<40 { body = "VStack { \(body) }" }
        let text =
            "import SwiftUI\n@main struct Deep: App { var body: some Scene { WindowGroup { V() } } }\nstruct V: View { var body: some View { \(body) } }\n"
        let report = CodeReport([SwiftSource(path: "Deep.swift", text: text)])
        let note = try #require(report.findings.first { $0.id == "unparsed" })
        #expect(note.location.line == 3)
        #expect(note.certainty == .unknown)
        #expect(CodeReport(Self.app).findings.allSatisfy { $0.id != "unparsed" })
    }

    @Test("R22.1 a link's unlabeled closure is its destination after a title or before a label: closure, and its label after value:")
    func linkClosures() throws {
        let text = """
            import SwiftUI
            @main struct Links: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Titled") { Titled() }
                            NavigationLink { Labelled() } label: { Text("Labelled") }
                            NavigationLink(value: 1) { Text("Valued") }
                        }
                    }
                }
            }
            struct Titled: View { var body: some View { Text("t") } }
            struct Labelled: View { var body: some View { Text("l") } }
            """
        let report = CodeReport([SwiftSource(path: "Links.swift", text: text)], environment: Environment(device: .iphone, iosVersion: 17))
        let links = report.operations.filter { $0.form == "NavigationLink" }
        #expect(links.map(\.location.line) == [7, 8])
        #expect(links.map(\.destinationClass) == ["Titled", "Labelled"])
        #expect(links.allSatisfy { $0.answer?.description == "in Home.NavigationStack" })
    }
}
