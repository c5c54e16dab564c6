/// A height a sheet can rest at (`UISheetPresentationController.Detent`, R14.2), smallest
/// first.
///
/// Detents are visual: no detent changes a link, a parent or what is on screen (R14.2), and
/// at or below the largest undimmed detent the presenter stays interactive but is still
/// presenting (R14.3). The model keeps them so that a scenario says what the app sets.
public enum SheetDetent: String, Hashable, Sendable, CaseIterable, Comparable {
    case medium
    case large

    public static func < (lhs: SheetDetent, rhs: SheetDetent) -> Bool { lhs == .medium && rhs == .large }
}
