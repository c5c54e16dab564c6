/// UISplitViewController's columns, collapse and expansion (§8).
extension Hierarchy {
    /// `setViewController(_:for:)` (column style) or the classic `viewControllers` slots
    /// (`.primary`, `.secondary`) (<doc:Rules-SplitView#R7.1>, <doc:Rules-SplitView#R7.5>).
    ///
    /// In a column style, content that is not a navigation controller is wrapped in one the
    /// split view creates, `SPLIT/column` (<doc:Rules-SplitView#R7.5>), except a tab bar controller in the secondary
    /// column, a controller whose first child is a navigation controller, and anything in the
    /// compact column, which are used as they are. The previous content of the column loses
    /// its parent. Installing the controller the column already has does nothing (<doc:Rules-SplitView#R7.3>).
    @discardableResult
    public mutating func setViewController(
        _ controller: ControllerID, for column: SplitColumn, of splitView: ControllerID
    ) -> StepResult {
        apply(.setColumn(controller, column, of: splitView))
    }

    /// `splitViewController.show(column)` or `hide(column)`. Visibility only
    /// (<doc:Rules-SplitView#R7.8>): in the model, where every column of an expanded split
    /// view is on screen, only the inspector's changes anything: it is hidden until shown
    /// (<doc:Rules-NewerSystems#R15.3>).
    @discardableResult
    public mutating func setColumn(_ column: SplitColumn, shown: Bool, of splitView: ControllerID) -> StepResult {
        apply(.setColumnShown(column, shown, of: splitView))
    }

    mutating func performSetColumnShown(_ column: SplitColumn, _ shown: Bool, of splitView: ControllerID) -> StepResult {
        guard let split = index(of: splitView) else { return .diagnostic(.unknownController(splitView)) }
        guard splits[split] != nil else { return .diagnostic(.wrongKind(describe(split), expected: "a split view controller")) }
        if column == .inspector { self[split: split]?.isInspectorShown = shown }
        return StepResult()
    }

    mutating func performSetColumn(_ controller: ControllerID, for column: SplitColumn, of splitView: ControllerID) -> StepResult {
        guard let split = index(of: splitView) else { return .diagnostic(.unknownController(splitView)) }
        guard let state = splits[split] else {
            return .diagnostic(.wrongKind(describe(split), expected: "a split view controller"))
        }
        guard let vc = index(of: controller) else { return .diagnostic(.unknownController(controller)) }
        guard state.columns.contains(column) || ([.compact, .inspector].contains(column) && state.style.isColumnStyle) else {
            return .diagnostic(.wrongKind(describe(split), expected: "a split view controller with a \(column.rawValue) column"))
        }
        if state.content[column] == vc { return StepResult() }
        let problem = adoptionProblem(vc, into: split) ?? columnProblem(vc, in: column, of: split, style: state.style)
        if let problem, problem.severity != .note { return .diagnostic(problem) }
        var removed: [ControllerID] = []
        // A collapsed split view's primary is about to change, or it gets a compact column,
        // which a collapse shows instead of stacking the columns (R7.6): what the collapse
        // moved onto the primary stack goes back to its column first.
        if state.isCollapsed, column == .primary || column == .compact { restoreCollapsedColumns(split) }
        if let old = splits[split]?.content[column] {
            detachFromParent(old)
            removed.append(id(old))
        }
        detachFromParent(vc)
        install(vc, in: column, of: split)
        return StepResult(diagnostics: problem.map { [$0] } ?? [], removed: removed)
    }

    /// Puts `vc` (already detached) in a column, wrapping it when the column style asks.
    private mutating func install(_ vc: NodeIndex, in column: SplitColumn, of split: NodeIndex) {
        guard var state = splits[split] else { return }
        state.content[column] = vc
        // R15.3: the inspector goes in unwrapped, a child of the split view itself.
        if state.style.isColumnStyle, column != .compact, column != .inspector, needsWrapper(vc, in: column) {
            let wrapper =
                state.wrappers[column] ?? state.spareWrappers.removeValue(forKey: column)
                ?? makeNode(
                    ControllerID("\(id(split).rawValue)/\(column.rawValue)"), kind: .navigation,
                    attributes: ControllerAttributes(), createdBy: split)
            state.wrappers[column] = wrapper
            for old in self[wrapper].children { self[old].parent = nil }
            self[wrapper].children = [vc]
            self[vc].parent = wrapper
        } else if let dropped = state.wrappers.removeValue(forKey: column) {
            self[dropped].parent = nil
            state.spareWrappers[column] = dropped
        }
        self[split: split] = state
        relayoutSplitChildren(split)
        // Collapsed (it may have been created in compact width): the columns are collapsed
        // again, in column order, so a split view declared in compact width, its columns in
        // any order, ends up as the same split view declared in regular width and then
        // collapsed.
        if state.isCollapsed {
            if self[vc].parent == nil { self[vc].parent = split }
            restoreCollapsedColumns(split)
            collapseSplit(split)
        }
    }

    /// R7.5 and R7.9: a split view controller goes in no column. In the column style, a tab
    /// bar controller outside the secondary and compact columns gets vcgraph's note (Apple's
    /// documentation says it can't go there, but UIKit documents no exception or log) and is
    /// installed. The classic style has no such limit: a tab bar as the master is a common
    /// layout (GitHawk's storyboard has one).
    private func columnProblem(_ vc: NodeIndex, in column: SplitColumn, of split: NodeIndex, style: SplitStyle) -> Diagnostic? {
        switch self[vc].kind {
        case .split:
            return .illegalContainment(
                describe(vc), parent: describe(split), reason: "a split view controller cannot be a column of another (\(RuleID.r7_9))")
        case .tabBar:
            guard style.isColumnStyle, column != .secondary && column != .compact else { return nil }
            return .tabBarInColumn(describe(vc), column: column, of: describe(split))
        case .plain, .navigation, .page:
            return nil
        }
    }

    /// R7.5's exceptions to wrapping.
    private func needsWrapper(_ vc: NodeIndex, in column: SplitColumn) -> Bool {
        switch self[vc].kind {
        case .navigation: return false
        case .tabBar: return column != .secondary
        case .plain:
            if let first = self[vc].children.first, self[first].kind.isNavigation,
                column == .primary || column == .secondary
            {
                return false
            }
            return true
        case .split, .page: return true
        }
    }

    /// The split view's children: every installed column, then the compact column's controller.
    mutating func relayoutSplitChildren(_ split: NodeIndex) {
        guard let state = splits[split] else { return }
        var children = state.columns.compactMap { state.installed($0) }
        if let compact = state.content[.compact] { children.append(compact) }
        // R15.3: the inspector is a child of the split view, whether shown or not.
        if let inspector = state.content[.inspector] { children.append(inspector) }
        if state.isCollapsed, !state.style.isColumnStyle, let primary = state.installed(.primary),
            self[primary].kind.isNavigation
        {
            children = [primary]
        }
        for vc in children { self[vc].parent = split }
        self[split].children = children
    }

    // MARK: - Size-class changes

    /// Collapses (compact) or expands (regular) every split view, then re-lays out every tab
    /// bar for its capacity. Presentations adapt by themselves: their effective style is
    /// computed from the size class (§5).
    mutating func applyHorizontalSizeClass() {
        let collapse = environment.horizontalSizeClass == .compact
        for split in splits.keys.sorted() where splits[split]?.isCollapsed != collapse {
            if collapse { collapseSplit(split) } else { expandSplit(split) }
        }
        for bar in tabBars.keys.sorted() { relayoutTabBar(bar) }
    }

    /// The navigation controller a collapse stacks the other columns on: the primary's.
    private func primaryNavigation(of state: SplitState) -> NodeIndex? {
        guard let primary = state.installed(.primary), self[primary].kind.isNavigation else { return nil }
        return primary
    }

    /// R7.2 (classic) and R7.6/R7.7 (column style), Decision U5.
    ///
    /// Classic: a navigation controller as primary pushes the secondary onto its stack (a
    /// secondary that is itself a navigation controller ends up nested, R5.9); any other
    /// primary simply hides the secondary. Column style with a compact column: nothing moves,
    /// the compact column is shown. Without one: the supplementary and secondary columns'
    /// stacks are pushed onto the primary navigation controller, the secondary on top.
    ///
    /// Collapsing an already collapsed split view incorporates only what is not yet
    /// incorporated (a column installed while collapsed).
    private mutating func collapseSplit(_ split: NodeIndex) {
        guard var state = splits[split] else { return }
        state.isCollapsed = true
        if let primaryNav = primaryNavigation(of: state) {
            if state.collapsedMoves.isEmpty { state.primaryStackCount = self[primaryNav].children.count }
            if !state.style.isColumnStyle {
                // A secondary that cannot be pushed (a split view or tab bar controller, R5.3)
                // stays hidden; a navigation controller nests (R5.9).
                if let secondary = state.content[.secondary], self[secondary].parent == split,
                    !self[secondary].kind.isSplit, !self[secondary].kind.isTabBar
                {
                    move(secondary, onto: primaryNav)
                    state.collapsedMoves.append(CollapsedMove(controller: secondary, column: .secondary))
                }
            } else if state.content[.compact] == nil {
                for column in [SplitColumn.supplementary, .secondary] {
                    guard let columnNav = state.installed(column), self[columnNav].kind.isNavigation else { continue }
                    for vc in self[columnNav].children {
                        move(vc, onto: primaryNav)
                        state.collapsedMoves.append(CollapsedMove(controller: vc, column: column))
                    }
                    self[columnNav].children = []
                }
            }
        }
        self[split: split] = state
        relayoutSplitChildren(split)
    }

    /// The reverse of ``collapseSplit(_:)`` (Decision U5): what sits above the primary stack's
    /// pre-collapse height goes back. Classic: the first of those controllers becomes the
    /// secondary again and, when it is a navigation controller, the rest are pushed onto it
    /// (otherwise they stay on the primary stack). Column style: each goes back to the column
    /// it came from; controllers pushed while collapsed go to the secondary column.
    private mutating func expandSplit(_ split: NodeIndex) {
        restoreCollapsedColumns(split)
        self[split: split]?.isCollapsed = false
        relayoutSplitChildren(split)
    }

    /// Puts back what a collapse moved onto the primary navigation stack (see
    /// ``expandSplit(_:)``), without changing whether the split view is collapsed: also used
    /// before a collapsed split view's primary is replaced or taken away, so that nothing is
    /// left behind in a navigation controller the split view no longer has.
    mutating func restoreCollapsedColumns(_ split: NodeIndex) {
        guard var state = splits[split], let primaryNav = primaryNavigation(of: state) else { return }
        let stack = self[primaryNav].children
        let height = min(max(1, state.primaryStackCount), stack.count)
        let above = Array(stack[height...])
        if !state.style.isColumnStyle {
            if let first = above.first {
                self[primaryNav].children = Array(stack[..<height])
                self[first].parent = split
                state.content[.secondary] = first
                if self[first].kind.isNavigation {
                    for vc in above.dropFirst() { move(vc, onto: first) }
                } else {
                    for vc in above.dropFirst() { move(vc, onto: primaryNav) }
                }
            } else if let secondary = state.content[.secondary], self[secondary].parent != nil,
                self[secondary].parent != split
            {
                state.content[.secondary] = nil
            }
        } else if state.content[.compact] == nil || !above.isEmpty {
            self[primaryNav].children = Array(stack[..<height])
            for vc in above {
                let column = state.collapsedMoves.first { $0.controller == vc }?.column ?? .secondary
                if let columnNav = state.installed(column), self[columnNav].kind.isNavigation {
                    move(vc, onto: columnNav)
                } else {
                    move(vc, onto: primaryNav)
                }
            }
        }
        state.collapsedMoves = []
        self[split: split] = state
    }

    /// Moves a controller onto a navigation stack without the push checks: UIKit's own
    /// collapse and expansion do this (it is how a navigation controller gets nested, R5.9).
    private mutating func move(_ vc: NodeIndex, onto nav: NodeIndex) {
        if let parent = self[vc].parent { self[parent].children.removeAll { $0 == vc } }
        self[vc].parent = nav
        self[nav].children.append(vc)
    }
}
