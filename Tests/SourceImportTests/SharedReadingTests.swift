@testable import SourceImport
import Testing

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
}
