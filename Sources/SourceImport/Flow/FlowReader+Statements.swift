import PresentationModel
import PresentationScenarios
import StoryboardImport
import SwiftSyntax

/// Statements and control flow: each branch a path (R27.2).
extension FlowReader {

    /// `node`'s ``SwiftSyntax/SyntaxProtocol/quotedText``, quoted once a node: a method
    /// followed from many places labels its branches with the same text each time.
    mutating func quoted(_ node: some SyntaxProtocol) -> String {
        if let known = quotedTexts[node.id] { return known }
        let text = node.quotedText
        quotedTexts[node.id] = text
        return text
    }

    mutating func exec(
        _ items: CodeBlockItemListSyntax, _ states: consuming [PathState], _ context: Context, in source: ParsedSource
    ) -> [PathState] {
        for item in items {
            var next: [PathState] = []
            next.reserveCapacity(states.count)
            // Each path taken out of the list, not copied: a path's state retains dozens of
            // buffers, and the statement it runs through writes it.
            states.reverseByMoving()
            while let state = states.popLast() {
                if state.ended {
                    next.append(consume state)
                    continue
                }
                statementsRead += 1
                if statementsRead > statementLimit {
                    if limitedFlows.insert(context.flow).inserted {
                        add(
                            CodeFinding(
                                id: "path-limit", severity: .note, location: source.location(of: item),
                                message:
                                    "\(context.flow) is longer than vcgraph reads (\(statementLimit) statements on its paths): the rest is not read",
                                certainty: .unknown, assumptions: []))
                    }
                    var stopped = consume state
                    stopped.ended = true
                    next.append(stopped)
                    continue
                }
                next.appendByMoving(exec(item.item, consume state, context, in: source))
            }
            states = bounded(consume next, at: item, in: source, context: context)
        }
        return states
    }

    /// `paths` without each one that is the same as an earlier one but for its branches
    /// (``PathState/isSame(as:)``): all it would read on, the earlier one reads, and a call
    /// site's answer is recorded once whatever branches led to it. So the branches of a
    /// helper that change nothing on the path do not multiply the paths after it.
    static func merged(_ paths: consuming [PathState]) -> [PathState] {
        guard paths.count > 1 else { return paths }
        var kept: [PathState] = []
        paths.reverseByMoving()
        while let path = paths.popLast() {
            if !kept.contains(where: { $0.isSame(as: path) }) { kept.append(path) }
        }
        return kept
    }

    /// At most ``pathLimit`` paths; the others are dropped, with a note at `node`.
    mutating func bounded(_ states: consuming [PathState], at node: some SyntaxProtocol, in source: ParsedSource, context: Context) -> [PathState] {
        guard states.count > pathLimit else { return states }
        states.removeSubrange(pathLimit...)
        let location = source.location(of: node)
        // Said once a flow, where it first happens.
        guard limitedFlows.insert(context.flow).inserted else { return states }
        add(
            CodeFinding(
                id: "path-limit", severity: .note, location: location,
                message: "\(context.flow) has more than \(pathLimit) paths here: the others are not read", certainty: .unknown,
                assumptions: []))
        return states
    }

    mutating func exec(
        _ item: CodeBlockItemSyntax.Item, _ state: consuming PathState, _ context: Context, in source: ParsedSource
    ) -> [PathState] {
        switch item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let value = binding.initializer?.value {
                        state.locals[name] = evaluate(value, &state, context, in: source, naming: name)
                    } else {
                        state.locals[name] = .other
                    }
                }
            }
            return [state]
        case .stmt(let statement):
            return exec(statement, consume state, context, in: source)
        case .expr(let expression):
            return exec(expression, consume state, context, in: source)
        }
    }

    mutating func exec(_ statement: StmtSyntax, _ state: consuming PathState, _ context: Context, in source: ParsedSource) -> [PathState] {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return exec(expression.expression, consume state, context, in: source)
        }
        if let value = statement.as(ReturnStmtSyntax.self)?.expression {
            // `return present(…)` performs the call; any other value is what the method returns.
            if let call = value.as(FunctionCallExprSyntax.self), let name = Self.callee(call)?.name, FormScanner.forms.contains(name),
                !name.hasPrefix("instantiate")
            {
                var paths = exec(value, consume state, context, in: source)
                for index in paths.indices { paths[index].ended = true }
                return paths
            }
            state.returned = evaluate(value, &state, context, in: source, naming: nil)
            state.ended = true
            return [state]
        }
        if statement.is(ReturnStmtSyntax.self) || statement.is(ThrowStmtSyntax.self) {
            state.ended = true
            return [state]
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            let condition = quoted(guardStatement.conditions)
            let stepsBefore = state.run.stepsRun
            var failing = copy state
            var passing = consume state
            let decided = bind(guardStatement.conditions, &passing, context, in: source)
            failing.branches.append("guard \(condition) fails")
            passing.branches.append("guard \(condition)")
            var exits = exec(guardStatement.body.statements, [failing], context, in: source)
            for index in exits.indices { exits[index].ended = true }
            switch decided {
            case true?: return [passing]
            case false?: return exits
            case nil:
                // An exit that only leaves adds no path of its own.
                let leavesOnly = exits.allSatisfy { $0.run.stepsRun == stepsBefore }
                return leavesOnly ? [passing] : [passing] + exits
            }
        }
        if let loop = statement.as(ForStmtSyntax.self) {
            // Zero or one pass.
            var once = copy state
            let loopText = "for \(quoted(loop.pattern)) in \(quoted(loop.sequence))"
            once.branches.append("\(loopText), once")
            // The one pass takes the first element of an array the path knows.
            if let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                let sequence = evaluate(loop.sequence, &once, context, in: source, naming: nil)
                if case .list(let elements) = sequence, let first = elements.first { once.locals[name] = first } else { once.locals[name] = .other }
            }
            var skipped = consume state
            skipped.branches.append("\(loopText), no pass")
            var paths = exec(loop.body.statements, [once], context, in: source)
            paths.append(skipped)
            return paths
        }
        if let loop = statement.as(WhileStmtSyntax.self) {
            var once = copy state
            let loopText = "while \(quoted(loop.conditions))"
            once.branches.append("\(loopText), once")
            var skipped = consume state
            skipped.branches.append("\(loopText), no pass")
            var paths = exec(loop.body.statements, [once], context, in: source)
            paths.append(skipped)
            return paths
        }
        if let block = statement.as(DoStmtSyntax.self) {
            return exec(block.body.statements, [consume state], context, in: source)
        }
        return [state]
    }

    /// Binds the optional bindings of `conditions` on `state`: true when they certainly hold,
    /// false when one certainly fails (a lookup that is nil here), nil when the code does not say.
    mutating func bind(
        _ conditions: ConditionElementListSyntax, _ state: inout PathState, _ context: Context, in source: ParsedSource
    ) -> Bool? {
        var decided: Bool? = true
        for element in conditions {
            if let binding = element.condition.as(OptionalBindingConditionSyntax.self) {
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                let value: Value =
                    binding.initializer.map { evaluate($0.value, &state, context, in: source, naming: name) }
                    ?? name.map { state.locals[$0] ?? lookup($0, of: context.selfValue, state, written: $0) } ?? .other
                if case .none = value { return false }
                if case .controller = value {} else if case .fresh = value {} else { decided = nil }
                if let name { state.locals[name] = value }
            } else {
                decided = nil
            }
        }
        return decided
    }

    mutating func exec(_ expression: ExprSyntax, _ state: consuming PathState, _ context: Context, in source: ParsedSource) -> [PathState] {
        if let conditional = expression.as(IfExprSyntax.self) {
            let condition = quoted(conditional.conditions)
            var then = copy state
            then.branches.append("if \(condition)")
            let decided = bind(conditional.conditions, &then, context, in: source)
            var otherwise = consume state
            otherwise.branches.append("if \(condition) is false")
            var paths: [PathState] = []
            if decided != false { paths.appendByMoving(exec(conditional.body.statements, [consume then], context, in: source)) }
            if decided != true {
                switch conditional.elseBody {
                case .ifExpr(let next)?: paths.appendByMoving(exec(ExprSyntax(next), consume otherwise, context, in: source))
                case .codeBlock(let block)?: paths.appendByMoving(exec(block.statements, [consume otherwise], context, in: source))
                case nil: paths.append(otherwise)
                }
            }
            return Self.merged(paths)
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            var paths: [PathState] = []
            for case .switchCase(let switchCase) in choice.cases {
                var branch = copy state
                branch.branches.append("switch \(quoted(choice.subject)): \(quoted(switchCase.label))")
                paths.appendByMoving(exec(switchCase.statements, [branch], context, in: source))
            }
            return paths.isEmpty ? [state] : Self.merged(paths)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let assignment = Array(sequence.elements)[1].as(AssignmentExprSyntax.self)
        {
            _ = assignment
            let parts = Array(sequence.elements)
            assign(parts[0], parts[2], &state, context, in: source)
            return [state]
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return perform(call, consume state, context, in: source)
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return exec(optional.expression, consume state, context, in: source)
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            return exec(unwrapped.expression, consume state, context, in: source)
        }
        if let tryExpression = expression.as(TryExprSyntax.self) {
            return exec(tryExpression.expression, consume state, context, in: source)
        }
        if let awaitExpression = expression.as(AwaitExprSyntax.self) {
            return exec(awaitExpression.expression, consume state, context, in: source)
        }
        _ = evaluate(expression, &state, context, in: source, naming: nil)
        return [state]
    }
}
