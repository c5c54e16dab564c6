import PresentationDOT

/// The diagram's palette and fonts, in one place so every mark reads the same way.
enum DiagramStyle {
    static let font = "Helvetica"
    static let ink: DOTColor = "#1d1d1f"
    /// Captions and cluster labels: quieter than ink, still readable.
    static let secondaryInk: DOTColor = "#5c5c61"
    static let dimmedInk: DOTColor = "#9a9a9f"
    static let dimmedLine: DOTColor = "#c7c7cc"
    static let dimmedFill: DOTColor = "#f5f5f7"
    static let fill: DOTColor = "#ffffff"
    static let container: DOTColor = "#a8c1e6"
    static let containerFill: DOTColor = "#f2f6fc"
    static let familyFill: DOTColor = "#fbfbfd"
    static let presentation: DOTColor = "#0a64d6"
    static let contextWalk: DOTColor = "#c25400"
    static let definer: DOTColor = "#b07800"
    static let windowFamily: DOTColor = "#34c759"
    static let presentedFamily: DOTColor = "#0a64d6"
    static let detachedFamily: DOTColor = "#8e8e93"

    /// Font sizes, in points. No text is smaller than ``detailSize``: a diagram shown at a
    /// README's width (880 px) keeps labels of 10 px while it is at most `88 × detailSize`
    /// points wide (``HierarchyDiagram/smallestFontSize``).
    static let titleSize = 18.0
    static let captionSize = 13.0
    static let idSize = 14.0
    static let detailSize = 12.0
    static let clusterLabelSize = 13.0
}
