import PresentationModel
import PresentationScenarios
import SourceImport
import Testing
import VCGraphTestSupport

/// The UIKit controllers behind SwiftUI's views (R19), read from an app's sources: their
/// classes by iOS version, which content gets a host, UIKit's lookups on them, and hosting
/// controllers that UIKit code makes (R24.3, R24.4).
@Suite("Code: SwiftUI's controllers (R19, R24)")
struct SwiftUIControllerTests {
    /// An app whose TabView holds a NavigationStack over a list, and a NavigationSplitView.
    static let app: [SwiftSource] = [
        SwiftSource(
            path: "App.swift",
            text: SwiftApp.swiftUIApp("ExampleApp", showing: "RootTabs")
                + """
                struct RootTabs: View {
                    var body: some View {
                        TabView {
                            NavigationStack { Feed() }.tabItem { Text("Feed") }
                            NavigationSplitView { Sidebar() } detail: { Text("Detail") }.tabItem { Text("Mail") }
                        }
                    }
                }
                struct Feed: View {
                    @State var expanded = false
                    var body: some View {
                        ScrollView {
                            VStack {
                                Group { Text("A") }
                                if expanded { Text("B") } else { Text("C") }
                                List { ForEach(0..<3) { row in Text("\\(row)") } }
                            }
                        }
                        .navigationDestination(for: Int.self) { Text("\\($0)") }
                    }
                }
                struct Sidebar: View { var body: some View { List { Text("Inbox") } } }
                """)
    ]

    static func hierarchy(ios: Int) -> Hierarchy {
        CodeReport(app, environment: Environment(device: .iphone, iosVersion: ios)).launch.hierarchy
    }

    @Test(
        "R19.2 R19.7 U17 each SwiftUI container is the UIKit class of its iOS version: tab bar, tab hosts, stack, split view and its columns",
        arguments: [16, 18, 26])
    func containerClasses(ios: Int) throws {
        let h = Self.hierarchy(ios: ios)
        #expect(h.className(of: "RootTabs.TabView") == SwiftUIClasses.tabBar)
        let tabs = h.children(of: "RootTabs.TabView")
        #expect(tabs.count == 2)
        #expect(tabs.allSatisfy { h.className(of: $0) == SwiftUIClasses.tabHost(ios: ios) })
        #expect(SwiftUIClasses.tabHost(ios: ios) == (ios >= 26 ? "SwiftUI.TabHostingController" : "UIHostingController<TabItem.RootView>"))
        #expect(h.className(of: "RootTabs.NavigationStack") == "SwiftUI.UIKitNavigationController")
        #expect(h.kind(of: "RootTabs.NavigationStack") == .navigation)
        let split = try #require(h.controllers.first { h.className(of: $0) == SwiftUIClasses.split })
        #expect(h.kind(of: split) == .split(.doubleColumn))
        #expect(h.children(of: split).allSatisfy { h.className(of: $0) == SwiftUIClasses.splitColumn && h.kind(of: $0) == .navigation })
    }

    @Test(
        "R19.2 R19.7 a NavigationView's navigation controller by version: UIKit's on 13, SplitViewNavigationController on 14, then UIKitNavigationController"
    )
    func navigationByVersion() {
        #expect(SwiftUIClasses.navigation(ios: 13) == "UINavigationController")
        #expect(SwiftUIClasses.navigation(ios: 14) == "SwiftUI.SplitViewNavigationController")
        #expect(SwiftUIClasses.navigation(ios: 15) == "SwiftUI.UIKitNavigationController")
        #expect(SwiftUIClasses.navigation(ios: 18) == "SwiftUI.UIKitNavigationController")
    }

    @Test("R19.3 only a window's, a tab's, a stack's, a column's and a presentation's content gets a host: stacks, lists, groups, branches do not")
    func whichContentGetsAHost() {
        let h = Self.hierarchy(ios: 17)
        // The root host, the tab bar and its two tab hosts, the stack and its root host, the
        // split view, its two columns and their hosts: the scroll view, stacks, group, branch
        // and list of Feed add none.
        let hosts = h.controllers.filter { h.kind(of: $0) == .plain }
        #expect(h.children(of: "RootTabs.NavigationStack") == ["Feed"])
        #expect(h.children(of: "Feed").isEmpty)
        #expect(hosts.count == 6, "\(hosts.map { "\($0): \(h.className(of: $0) ?? "")" })")
    }

    @Test(
        "R19.5 UIKit's rules hold: a stack's host has the stack as its navigation controller and the TabView as its tab bar controller; the root host has neither; the stack and the tab bar define a context"
    )
    func uikitLookups() {
        let h = Self.hierarchy(ios: 17)
        #expect(h.navigationController(of: "Feed") == "RootTabs.NavigationStack")
        #expect(h.tabBarController(of: "Feed") == "RootTabs.TabView")
        #expect(h.navigationController(of: "ExampleApp") == nil)
        #expect(h.tabBarController(of: "ExampleApp") == nil)
        #expect(h.definesPresentationContext("RootTabs.NavigationStack") == true)
        #expect(h.definesPresentationContext("RootTabs.TabView") == true)
    }

    /// A scene delegate whose window's root is a navigation controller holding HomeViewController.
    static let homeInNavigation = SwiftApp.sceneDelegate(
        launching: "window?.rootViewController = UINavigationController(rootViewController: HomeViewController())")

    /// The report of `code` read with ``homeInNavigation``, in one file.
    static func homeApp(_ code: String) -> CodeReport {
        CodeReport([SwiftSource(path: "App.swift", text: homeInNavigation + code)])
    }

    @Test("R24.3 a UIHostingController that UIKit code adds as a child is an ordinary child of that controller")
    func hostEmbeddedByUIKit() throws {
        let report = Self.homeApp(
            """

            final class HomeViewController: UIViewController {
                func embedSummary() {
                    let host = UIHostingController(rootView: Summary())
                    addChild(host)
                    view.addSubview(host.view)
                    host.didMove(toParent: self)
                }
                func showSettings() {
                    navigationController?.pushViewController(UIHostingController(rootView: Settings()), animated: true)
                }
            }
            """)
        let embed = try #require(report.operations.first { $0.flow == "HomeViewController.embedSummary()" })
        #expect(embed.form == "addChild" && embed.certainty == .assumed)
        guard case .addChild(let child, to: let parent)? = embed.operations.last else {
            Issue.record("not an addChild: \(embed.operations)")
            return
        }
        #expect(child == "host" && parent == "homeViewController")
        #expect(!report.findings.contains { $0.id == "addchild-without-didmove" })
        // R24.4: a host UIKit pushes is pushed as any controller: its navigation controller is UIKit's.
        let push = try #require(report.operations.first { $0.flow == "HomeViewController.showSettings()" })
        #expect(push.certainty == .assumed)
        #expect(push.answer?.description == "in navigationController")
    }

    @Test(
        "U22 R24.4 R25.3 a host UIKit code pushed is its view's host: a legacy link there pushes on UIKit's navigation controller, a sheet is presented from there, each resting on where UIKit put the host"
    )
    func hostPlacedByUIKit() throws {
        let report = Self.homeApp(
            """

            final class HomeViewController: UIViewController {
                func showSettings() {
                    let settings = UIHostingController(rootView: Settings())
                    navigationController?.pushViewController(settings, animated: true)
                }
            }
            struct Settings: View {
                @State private var showsAbout = false
                var body: some View {
                    List {
                        NavigationLink(destination: Licenses()) { Text("Licenses") }
                        Button("About") { showsAbout = true }
                    }
                    .sheet(isPresented: $showsAbout) { About() }
                }
            }
            struct Licenses: View { var body: some View { Text("Licenses") } }
            struct About: View { var body: some View { Text("About") } }
            struct Unused: View { var body: some View { Text("?").sheet(isPresented: .constant(true)) { About() } } }
            final class Maker { func make() -> UIViewController { UIHostingController(rootView: Unused()) } }
            """)
        // The class the code reader names the host by says the view it hosts.
        let push = try #require(report.operations.first { $0.flow == "HomeViewController.showSettings()" })
        guard case .push(let pushed, onto: _)? = push.operations.last,
            case .declare(let spec)? = push.operations.first(where: { if case .declare = $0 { true } else { false } })
        else {
            Issue.record("not a push: \(push.operations)")
            return
        }
        #expect(pushed == "settings" && spec.attributes.className == "UIHostingController<Settings>")
        // U22: the link pushes on the navigation controller UIKit put the host in.
        let link = try #require(report.operations.first { $0.form == "NavigationLink" })
        #expect(link.certainty == .assumed && link.answer?.description == "in navigationController", "\(link)")
        #expect(link.assumptions.contains { $0.id == "A1" && $0.text.hasPrefix("Settings's host is on screen as ") })
        #expect(link.receiver == "a view of settings")
        let sheet = try #require(report.operations.first { $0.form == ".sheet" && $0.flow == "Settings.body" })
        #expect(
            sheet.certainty == .assumed && sheet.answer?.description.hasPrefix("presented by navigationController, pageSheet") == true, "\(sheet)")
        // A host no path puts on screen: its sites are unknown, and say why.
        let unused = try #require(report.operations.first { $0.flow == "Unused.body" })
        #expect(unused.certainty == .unknown && unused.reason?.contains("no path of the code read puts it on screen") == true, "\(unused)")
    }

    @Test("R22.4 on iOS 15 a NavigationView's NavigationLink(destination:) pushes a hosting controller on the NavigationView's navigation controller")
    func legacyNavigationView() throws {
        let report = CodeReport(
            [
                SwiftSource(
                    path: "App.swift",
                    text: SwiftApp.swiftUIApp("LegacyApp", showing: "Home")
                        + """
                        struct Home: View {
                            var body: some View {
                                NavigationView {
                                    NavigationLink(destination: Detail()) { Text("Open") }
                                }
                            }
                        }
                        struct Detail: View { var body: some View { Text("Detail") } }
                        """)
            ], environment: Environment(device: .iphone, iosVersion: 15))
        let h = report.launch.hierarchy
        #expect(h.className(of: "Home.NavigationView") == "SwiftUI.UIKitNavigationController")
        let push = try #require(report.operations.first { $0.form == "NavigationLink" })
        #expect(push.certainty == .decided)
        #expect(push.answer?.description == "in Home.NavigationView")
        let pushed = try #require(
            push.operations.compactMap { operation -> ControllerSpec? in
                if case .declare(let spec) = operation { spec } else { nil }
            }.first)
        #expect(pushed.attributes.className == SwiftUIClasses.legacyDestinationHost)
    }

    @Test("R22.5 choosing a TabView tab is a select on its tab bar: the other tab's host stays, off screen")
    func tabSelection() throws {
        var run = CodeReport(Self.app, environment: Environment(device: .iphone, iosVersion: 17)).launch
        let h = run.hierarchy
        let tabs = h.children(of: "RootTabs.TabView")
        #expect(h.isOnScreen(tabs[0]) && !h.isOnScreen(tabs[1]))
        let diagnostics = run.append(
            Located(ScenarioStep(action: .perform([.selectTab(at: 1, of: "RootTabs.TabView")])), at: SourceLocation(file: "t", line: 1, column: 1)))
        #expect(diagnostics.isEmpty)
        #expect(run.hierarchy.isOnScreen(tabs[1]) && !run.hierarchy.isOnScreen(tabs[0]))
        #expect(run.hierarchy.contains(tabs[0]) && run.hierarchy.children(of: tabs[0]) == h.children(of: tabs[0]))
    }

    @Test("R20.7 an inspector read from a view: a sheet of the root host on an iPhone, a column on an iPad that UIKit never sees")
    func inspectorFromSources() throws {
        let sources = [
            SwiftSource(
                path: "App.swift",
                text: SwiftApp.swiftUIApp("InspectApp", showing: "Home")
                    + """
                    struct Home: View {
                        @State var showDetails = false
                        var body: some View {
                            Text("Home").inspector(isPresented: $showDetails) { Details() }
                        }
                    }
                    struct Details: View { var body: some View { Text("D") } }
                    """)
        ]
        let phone = try #require(CodeReport(sources, environment: Environment(device: .iphone, iosVersion: 17)).operations.first)
        #expect(phone.form == ".inspector" && phone.answer?.description == "presented by InspectApp, pageSheet [R20.1]")
        let pad = try #require(CodeReport(sources, environment: Environment(device: .ipad, iosVersion: 17)).operations.first)
        #expect(pad.answer?.description == "not presented: in regular width the inspector is a column of its host [R20.7]")
    }
}
