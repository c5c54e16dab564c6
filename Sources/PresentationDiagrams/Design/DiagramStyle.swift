/// The diagram's palette and fonts, in one place so every mark reads the same way.
enum DiagramStyle {
    static let font = "Helvetica"
    static let ink: DOTColor = "#1d1d1f"
    static let dimmedInk: DOTColor = "#9a9a9f"
    static let dimmedLine: DOTColor = "#c7c7cc"
    static let dimmedFill: DOTColor = "#f5f5f7"
    static let fill: DOTColor = "#ffffff"
    static let container: DOTColor = "#a8c1e6"
    static let containerFill: DOTColor = "#f2f6fc"
    static let familyFill: DOTColor = "#fbfbfd"
    static let presentation: DOTColor = "#0a64d6"
    static let contextWalk: DOTColor = "#c25400"
    static let definer: DOTColor = "#8a5a00"
    static let windowFamily: DOTColor = "#34c759"
    static let presentedFamily: DOTColor = "#0a64d6"
    static let detachedFamily: DOTColor = "#8e8e93"
}
