import PresentationModel
import SwiftSyntax

/// How the hosts are named: after the view type their content is.
extension SwiftUITreeReader {

    /// A host's name: the view type its content is, when it is one call of a view type read;
    /// `role` joins it when the content is a stack around that view (`Composer.sheet`), whose
    /// own host takes the view's name.
    func contentName(_ closure: ClosureExprSyntax?, in context: Context, role: String? = nil) -> String {
        contentName(closure.map(ExprSyntax.init), in: context, role: role)
    }

    func contentName(_ expression: ExprSyntax?, in context: Context, role: String? = nil) -> String {
        var throughStack = false
        var current = expression
        while let expression = current {
            if let closure = expression.as(ClosureExprSyntax.self) {
                guard closure.statements.count == 1, let only = closure.statements.first else { break }
                switch only.item {
                case .expr(let inner): current = inner
                case .stmt(let statement): current = statement.as(ExpressionStmtSyntax.self)?.expression
                case .decl: current = nil
                }
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    current = base
                } else if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, index.views[name] != nil {
                    return throughStack ? "\(name).\(role ?? "host")" : name
                } else if ["NavigationStack", "NavigationView"].contains(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text),
                    let closure = Self.closures(of: call).first?.closure
                {
                    // A stack's content names the host that draws it.
                    current = ExprSyntax(closure)
                    throughStack = true
                } else {
                    break
                }
            } else {
                break
            }
        }
        return "\(context.view).content"
    }

    func tabName(_ item: CodeBlockItemSyntax, in context: Context) -> String {
        if case .expr(let expression) = item.item {
            let name = contentName(expression, in: context, role: "tab")
            if !name.hasSuffix(".content") { return name }
        }
        return "\(context.view).tab"
    }
}
