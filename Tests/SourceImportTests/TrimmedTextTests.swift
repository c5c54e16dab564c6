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

    @Test("a quoted node is one line without its comments, and a long one keeps its start and end around an ellipsis")
    func quotedText() {
        let call = """
            Alert(
                key: "alert.settings.set_mail_app"
            )
            """
        let short = Parser.parse(source: call).statements.first!.item
        #expect(short.quotedText == #"Alert( key: "alert.settings.set_mail_app" )"#)
        let commented = Parser.parse(source: "if let a = b, // keep it\n    c > 1 {}").statements.first!.item
        #expect(commented.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)?.conditions.quotedText == "let a = b, c > 1")
        let long = Parser.parse(source: "make { first in\n\tlet value = first.someRatherLongPropertyName\n\treturn value.anotherLongName }")
            .statements.first!.item
        #expect(long.quotedText == "make { first in let value = fi … urn value.anotherLongName }")
        #expect(long.quotedText.count == 60)
    }
}
