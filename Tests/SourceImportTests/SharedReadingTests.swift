import Foundation
@testable import SourceImport
import Testing
import PresentationModel
import VCGraphTestSupport

/// Files read on several threads give the answers of files read one after another.
@Suite("Code: reading on several threads")
struct SharedReadingTests {
    @Test("each element is transformed once, and the results keep the elements' order")
    func mapKeepsOrder() {
        let elements = Array(0..<1_000)
        #expect(LargeStack.map(elements) { $0 * 2 } == elements.map { $0 * 2 })
        #expect(LargeStack.map([7]) { $0 + 1 } == [8])
        #expect(LargeStack.map([Int]()) { $0 }.isEmpty)
    }

    @Test("each element is moved to the thread that transforms it, and freed there once transformed")
    func mapFreesElementsWhereTransformed() {
        /// Which thread freed each element, by the element's number.
        final class Threads: @unchecked Sendable {
            private let lock = NSLock()
            private var byElement: [Int: pthread_t] = [:]
            func record(_ element: Int) { lock.withLock { byElement[element] = pthread_self() } }
            func thread(of element: Int) -> pthread_t? { lock.withLock { byElement[element] } }
        }
        final class Element: @unchecked Sendable {
            let number: Int
            let freed: Threads
            init(_ number: Int, freed: Threads) { (self.number, self.freed) = (number, freed) }
            deinit { freed.record(number) }
        }
        let freed = Threads()
        let transformedOn = LargeStack.map((0..<64).map { Element($0, freed: freed) }) { element in (element.number, pthread_self()) }
        #expect(transformedOn.map(\.0) == Array(0..<64))
        for (number, thread) in transformedOn {
            #expect(freed.thread(of: number).map { pthread_equal($0, thread) != 0 } == true)
        }
    }

    @Test("paths moved, not copied: a list reversed and appended by moving keeps its elements and their order")
    func arraysMoveInOrder() {
        var list = ["a", "b", "c", "d"]
        list.reverseByMoving()
        #expect(list == ["d", "c", "b", "a"])
        var joined: [String] = []
        joined.appendByMoving(["1", "2"])
        joined.appendByMoving(["3"])
        joined.appendByMoving([])
        #expect(joined == ["1", "2", "3"])
        var taken: [String] = []
        list.reverseByMoving()
        while let element = list.popLast() { taken.append(element) }
        #expect(taken == ["d", "c", "b", "a"])
    }

    @Test("each thread has the large stack: a recursion as deep as the reader allows runs on any of them")
    func mapRunsOnLargeStacks() {
        func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
        // About 100 MB of stack at this depth: far past a secondary thread's default.
        #expect(LargeStack.map([400_000, 400_000, 400_000]) { depth($0) } == [400_000, 400_000, 400_000])
    }

    @Test("R25.1 a class's members are joined in file order: its extension in an earlier file, then its declaration and another extension")
    func declarationsJoinInFileOrder() {
        let sources = [
            SwiftSource(
                path: "A.swift", text: "extension InboxViewController {\n    func first() { present(UIViewController(), animated: true) }\n}\n"),
            SwiftSource(
                path: "B.swift",
                text: "final class InboxViewController: UIViewController {\n    func second() { present(UIViewController(), animated: true) }\n}\n"),
            SwiftSource(
                path: "C.swift", text: "extension InboxViewController {\n    func third() { present(UIViewController(), animated: true) }\n}\n"),
        ]
        let read = sources.map { FileDeclarations(ParsedSource($0)) }
        let index = ClassIndex(read)
        #expect(index.classes["InboxViewController"]?.methods.map(\.name) == ["first", "second", "third"])
        #expect(index.classes["InboxViewController"]?.superclass == "UIViewController")
        #expect(index.classes["InboxViewController"]?.location.file == "B.swift")
        #expect(index.kind(of: "InboxViewController") == .plain)
    }

    /// A tab bar of `count` navigation controllers, each root's `open()` presenting a sheet
    /// whose `warn()` presents an alert, and whose `push()` pushes with no navigation
    /// controller (a finding on each path).
    static func tabs(_ count: Int) -> [SwiftSource] {
        let roots = (0..<count).map { "UINavigationController(rootViewController: Root\($0)ViewController())" }
        let launch = "let tabs = UITabBarController()\ntabs.viewControllers = [\(roots.joined(separator: ", "))]\nwindow?.rootViewController = tabs"
        return [SwiftSource(path: "SceneDelegate.swift", text: SwiftApp.sceneDelegate(launching: launch))]
            + (0..<count).map { number in
                SwiftSource(
                    path: "Tab\(number).swift",
                    text: """
                        final class Root\(number)ViewController: UIViewController {
                            func open() { present(Sheet\(number)ViewController(), animated: true) }
                        }
                        final class Sheet\(number)ViewController: UIViewController {
                            func warn() { present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true) }
                            func push() { navigationController?.pushViewController(UIViewController(), animated: true) }
                        }
                        """)
            }
    }

    @Test("R27.1 the flows of the classes placed so far, read side by side, answer in the order placed, and frames are kept in that order")
    func flowsSideBySide() throws {
        let count = 40
        let report = CodeReport(Self.tabs(count), frames: 50)
        let presents = report.operations.filter { $0.form == "present" && $0.flow.hasPrefix("Root") }
        #expect(presents.map(\.flow) == (0..<count).map { "Root\($0)ViewController.open()" })
        #expect(presents.allSatisfy { $0.certainty == .assumed })
        // The sheets are placed by the roots' flows, and read in the next wave, in that order.
        let alerts = report.operations.filter { $0.form == "present" && $0.flow.hasPrefix("Sheet") }
        #expect(alerts.map(\.flow) == (0..<count).map { "Sheet\($0)ViewController.warn()" })
        #expect(report.placements.map(\.className) == (0..<count).map { "Root\($0)ViewController" } + (0..<count).map { "Sheet\($0)ViewController" })
        // 40 sheets, then the first 10 alerts; the other 30 alerts are counted.
        #expect(report.frames.count == 50 && report.framesLeftOut == 30)
        #expect(report.frames.map(\.operation.flow) == presents.map(\.flow) + alerts.prefix(10).map(\.flow))
        let frame = try #require(report.frames.last)
        #expect(
            frame.run.hierarchy.className(of: frame.run.hierarchy.presentedViewController(of: "sheet9ViewController") ?? "") == "UIAlertController")
        #expect(report.findings.filter { $0.id == "push-without-navigation" }.count == count)
    }
}
