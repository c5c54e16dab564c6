/// Trait changes: the horizontal size class (the scenario's `traits` step).
extension Hierarchy {
    /// Changes the horizontal size class: split views collapse or expand (R7.2, R7.6), tab
    /// bars re-fit their tabs (R6.3), and presentations adapt their effective style (§5)
    /// while keeping their presenter (R4.2).
    @discardableResult
    public mutating func setHorizontalSizeClass(_ sizeClass: SizeClass) -> StepResult {
        apply(.setSizeClasses(horizontal: sizeClass, vertical: nil))
    }

    /// Changes the vertical size class (an iPhone turned to landscape is compact): sheets
    /// adapt to `fullScreen` in compact height and back (§5), keeping their presenter (R4.2).
    @discardableResult
    public mutating func setVerticalSizeClass(_ sizeClass: SizeClass) -> StepResult {
        apply(.setSizeClasses(horizontal: nil, vertical: sizeClass))
    }

    /// Either size class or both, in one trait change.
    mutating func performSetSizeClasses(horizontal: SizeClass?, vertical: SizeClass?) -> StepResult {
        if let horizontal {
            environment.horizontalSizeClass = horizontal
            applyHorizontalSizeClass()
        }
        if let vertical { environment.verticalSizeClass = vertical }
        updateAdaptiveWrappers()
        return StepResult()
    }
}
