@testable import SourceImport
import SwiftParser
import SwiftSyntax
import Testing

/// The reader's trimmed text of a node is swift-syntax's `trimmedDescription`, without the copy.
@Suite("Code: a node's trimmed text")
struct TrimmedTextTests {
    final class Collector: SyntaxAnyVisitor {
        var nodes: [Syntax] = []
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            nodes.append(node)
            return .visitChildren
        }
    }

    @Test("every node of a file with comments, blank lines, strings and a missing token reads as trimmedDescription does")
    func sameAsTrimmedDescription() {
        let source = """
            // A file's leading comment.
            final class ListViewController: UIViewController {  // trailing
                /// A doc comment.
                @objc func show(_ sender: Any?) {
                    let detail = DetailViewController(title: "é \\(1 + 2) \\"quoted\\"")   /* block */
                    navigationController?
                        .pushViewController(detail, animated: true)
                    present(UIAlertController(title: nil, message: "m", preferredStyle: .alert), animated: true) {
                        print("done")
                    }
                    if let x = y, z { return }
                    let broken = (1 +
                }
            }
            """
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: source))
        #expect(collector.nodes.count > 100)
        for node in collector.nodes {
            #expect(node.trimmedText == node.trimmedDescription, "\(node.kind)")
        }
    }
}
