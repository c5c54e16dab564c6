import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reading an app's Swift sources: `vcgraph segues FOLDER` on a generated app of N and 10N
/// files (UIKit, and SwiftUI), whole process, beside `swiftc -frontend -parse` of the same files, also a whole
/// process, in the same run. The bars: 10N at most 12 times N, and vcgraph at most twice the
/// parser's time at 10N.
enum CodeCases {
    static let all: [BenchmarkCase] = [reading, swiftUIReading, pathological]

    /// Files made to blow the reader up: one action of 10,000 sequential ifs (a path
    /// explosion the path limit bounds), one of 100,000 statements (the statement limit),
    /// 2,000 nested ifs (the parser's nesting limit), and a type of 40 nested `[` (whose
    /// parse time doubles with each: the bracket limit). Each must answer, with its note, in
    /// bounded time; the bar is 30 s for all four, whole processes, beside swiftc -parse.
    static let pathological = BenchmarkCase(name: "code-pathological") {
        let name = "code-pathological"
        guard let vcgraph = vcgraphExecutable() else { return failed(name, "vcgraph executable not built") }
        guard let swiftc else { return failed(name, "swiftc not found on PATH") }
        let root = RenderCases.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let head = """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = HomeViewController()
                }
            }
            final class HomeViewController: UIViewController {
                func act() {

            """
        let bodies = [
            ("branches", String(repeating: "        if Bool.random() { present(UIViewController(), animated: true) }\n", count: 10_000)),
            // A call that presents at its end makes the function a flow, read to its limit.
            (
                "long",
                (0..<100_000).map { "        let v\($0) = UIViewController()\n" }.joined() + "        present(UIViewController(), animated: true)\n"
            ),
            (
                "nested",
                String(repeating: "        if Bool.random() {\n", count: 2_000) + "present(UIViewController(), animated: true)\n"
                    + String(repeating: "}\n", count: 2_000)
            ),
            (
                "brackets",
                "        let t: " + String(repeating: "[3 of ", count: 40) + "Int" + String(repeating: "]", count: 40) + " = []\n"
                    + "        present(UIViewController(), animated: true)\n"
            ),
        ]
        var ours: [(String, Double)] = []
        var parser = 0.0
        for (shape, body) in bodies {
            let folder = "\(root)/\(shape)"
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            write(head + body + "    }\n}\n", to: "\(folder)/App.swift")
            guard let mine = spawn([vcgraph, "segues", folder]), [0, 1].contains(mine.status) else {
                return failed(name, "vcgraph segues failed on \(shape)")
            }
            guard let theirs = spawn([swiftc, "-frontend", "-parse", "\(folder)/App.swift"]) else {
                return failed(name, "swiftc -parse failed on \(shape)")
            }
            ours.append((shape, mine.seconds))
            parser += theirs.seconds
        }
        return BenchmarkResult(
            name: name, controllers: 0, phases: ours.map { ("vcgraph segues, \($0.0), process", $0.1) },
            baseline: ("swiftc -frontend -parse of the same files, processes", parser),
            detail: "each answers with its note (path-limit, nesting-limit); none hangs", limitSeconds: 30)
    }

    /// The files of a tab bar app of `tabs` tabs: a scene delegate that sets a tab bar of
    /// navigation controllers as the window's root, and a file per tab whose root pushes a
    /// detail, which presents an alert and an editor in a navigation controller of its own,
    /// with branches, a guard and a completion on the way.
    static func app(tabs: Int, into folder: String) {
        var launch = """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [

            """
        for t in 0..<tabs { launch += "            UINavigationController(rootViewController: Root\(t)ViewController()),\n" }
        launch += """
                    ]
                    window?.rootViewController = tabs
                }
            }

            """
        write(launch, to: "\(folder)/SceneDelegate.swift")
        for t in 0..<tabs {
            write(
                """
                import UIKit

                /// The root of tab \(t).
                final class Root\(t)ViewController: UITableViewController {
                    private var items: [String] = []

                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        guard indexPath.row < items.count else { return }
                        let detail = Detail\(t)ViewController()
                        if items[indexPath.row].isEmpty {
                            navigationController?.pushViewController(detail, animated: true)
                        } else {
                            show(detail, sender: self)
                        }
                    }
                }

                /// The detail of tab \(t).
                final class Detail\(t)ViewController: UIViewController {
                    func edit() {
                        let editor = Editor\(t)ViewController()
                        let nav = UINavigationController(rootViewController: editor)
                        nav.modalPresentationStyle = .formSheet
                        present(nav, animated: true) {
                            print("presented")
                        }
                    }

                    func warn(_ message: String) {
                        let alert = UIAlertController(title: "Tab \(t)", message: message, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default))
                        present(alert, animated: true)
                    }
                }

                /// The editor of tab \(t).
                final class Editor\(t)ViewController: UIViewController {
                    @objc func done() {
                        dismiss(animated: true)
                    }

                    @objc func more() {
                        navigationController?.pushViewController(UIViewController(), animated: true)
                    }
                }

                """, to: "\(folder)/Tab\(t).swift")
        }
    }

    private static func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// The `.swift` files of `folder`, sorted.
    private static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .map { "\(folder)/\($0)" }
    }

    /// `swiftc`, found beside the `swift` that runs the benchmarks.
    private static let swiftc: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static let reading = readingCase(name: "code-reading", sizes: [50, 500], controllers: { 4 * $0 + 1 }, writing: app)

    /// A SwiftUI app of N and 10N tabs (fewer than UIKit's: the reader follows at most 1,000
    /// presentations and pushes, and as many `dismiss()` calls).
    static let swiftUIReading = readingCase(name: "code-reading-swiftui", sizes: [40, 400], controllers: { 4 * $0 + 2 }, writing: swiftUIApp)

    /// `vcgraph segues` on the app `writing` makes with each of `sizes`, beside the parser.
    private static func readingCase(
        name: String, sizes: [Int], controllers: @escaping @Sendable (Int) -> Int, writing: @escaping @Sendable (Int, String) -> Void
    ) -> BenchmarkCase {
        BenchmarkCase(name: name) {
            guard let vcgraph = vcgraphExecutable() else { return failed(name, "vcgraph executable not built") }
            guard let swiftc else { return failed(name, "swiftc not found on PATH") }
            let root = RenderCases.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: root) }
            var ours: [Double] = []
            var parser: [Double] = []
            var fileCounts: [Int] = []
            for tabs in sizes {
                let folder = "\(root)/app-\(tabs)"
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                writing(tabs, folder)
                guard let mine = StoryboardCases.fastest([vcgraph, "segues", folder], accepting: [0, 1]) else {
                    return failed(name, "vcgraph segues failed on \(tabs) tabs")
                }
                guard let theirs = StoryboardCases.fastest([swiftc, "-frontend", "-parse"] + files(in: folder)) else {
                    return failed(name, "swiftc -frontend -parse failed on \(tabs) tabs")
                }
                ours.append(mine)
                parser.append(theirs)
                fileCounts.append(files(in: folder).count)
            }
            let growth = ours[1] / max(ours[0], 1e-9)
            let ratio = ours[1] / max(parser[1], 1e-9)
            return BenchmarkResult(
                name: name, controllers: controllers(sizes[1]),
                phases: [("vcgraph segues, \(fileCounts[1]) files, process", ours[1])],
                baseline: ("swiftc -frontend -parse of the same files, process", parser[1]),
                detail: String(
                    format: "%d -> %d files: vcgraph %.3f -> %.3f s x%.2f%@, swiftc -parse %.3f -> %.3f s x%.2f; vcgraph / parser at 10N x%.2f%@",
                    fileCounts[0], fileCounts[1], ours[0], ours[1], growth, growth > 12 ? " (OVER 12)" : "", parser[0], parser[1],
                    parser[1] / max(parser[0], 1e-9), ratio, ratio > 2 ? " (OVER 2)" : ""),
                limitSeconds: 2 * parser[1])
        }
    }

    /// A SwiftUI app: a `TabView` of `tabs` stacks, each tab's list linking to a detail that
    /// presents an editor in a sheet; the editor's Done calls `dismiss()` (which dismisses the
    /// sheet), the detail's Back calls it too (which pops the detail).
    static func swiftUIApp(tabs: Int, into folder: String) {
        var app = """
            import SwiftUI

            @main
            struct GeneratedApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {

            """
        for t in 0..<tabs { app += "                NavigationStack { Root\(t)() }.tabItem { Text(\"Tab \(t)\") }\n" }
        app += """
                        }
                    }
                }
            }

            """
        write(app, to: "\(folder)/GeneratedApp.swift")
        for t in 0..<tabs {
            write(
                """
                import SwiftUI

                struct Root\(t): View {
                    var body: some View {
                        List {
                            NavigationLink("Detail") { Detail\(t)() }
                        }
                    }
                }

                struct Detail\(t): View {
                    @Environment(\\.dismiss) private var dismiss
                    @State private var editing = false

                    var body: some View {
                        VStack {
                            Button("Edit") { editing = true }
                            Button("Back") { dismiss() }
                        }
                        .sheet(isPresented: $editing) { Editor\(t)() }
                    }
                }

                struct Editor\(t): View {
                    @Environment(\\.dismiss) private var dismiss

                    var body: some View {
                        Button("Done") { dismiss() }
                    }
                }

                """, to: "\(folder)/Tab\(t).swift")
        }
    }

    private static func failed(_ name: String, _ reason: String) -> BenchmarkResult {
        BenchmarkResult(name: name, controllers: 0, phases: [("FAILED: \(reason)", 0)], baseline: nil, limitSeconds: 0)
    }
}
