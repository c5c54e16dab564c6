/// Trait changes: the horizontal size class (the scenario's `traits` step).
extension Hierarchy {
    /// Changes the horizontal size class: split views collapse or expand (<doc:Rules-SplitView#R7.2>, <doc:Rules-SplitView#R7.6>), tab
    /// bars re-fit their tabs (<doc:Rules-TabBar#R6.3>), and presentations adapt their effective style (<doc:Rules-Styles#§5>)
    /// while keeping their presenter (<doc:Rules-Styles#R4.2>).
    @discardableResult
    public mutating func setHorizontalSizeClass(_ sizeClass: SizeClass) -> StepResult {
        apply(.setSizeClasses(horizontal: sizeClass, vertical: nil))
    }

    /// Changes the vertical size class (an iPhone turned to landscape is compact): sheets
    /// adapt to `fullScreen` in compact height and back (<doc:Rules-Styles#§5>), keeping their presenter (<doc:Rules-Styles#R4.2>).
    @discardableResult
    public mutating func setVerticalSizeClass(_ sizeClass: SizeClass) -> StepResult {
        apply(.setSizeClasses(horizontal: nil, vertical: sizeClass))
    }

    /// Either size class or both, in one trait change.
    mutating func performSetSizeClasses(horizontal: SizeClass?, vertical: SizeClass?) -> StepResult {
        let changes =
            (horizontal.map { $0 != environment.horizontalSizeClass } ?? false) || (vertical.map { $0 != environment.verticalSizeClass } ?? false)
        let delegated = changes ? delegatedPresentations() : []
        if changes { forgetObservedStyles() }
        if let horizontal {
            environment.horizontalSizeClass = horizontal
            applyHorizontalSizeClass()
        }
        if let vertical { environment.verticalSizeClass = vertical }
        updateAdaptiveWrappers()
        logTraitChangeCallbacks(delegated)
        return StepResult()
    }
}
