/// The diagram's palette and fonts, in one place so every mark reads the same way.
enum DiagramStyle {
    static let font = "Helvetica"
    static let ink = "#1d1d1f"
    static let dimmedInk = "#9a9a9f"
    static let dimmedLine = "#c7c7cc"
    static let dimmedFill = "#f5f5f7"
    static let fill = "#ffffff"
    static let container = "#a8c1e6"
    static let containerFill = "#f2f6fc"
    static let familyFill = "#fbfbfd"
    static let presentation = "#0a64d6"
    static let contextWalk = "#c25400"
    static let definer = "#8a5a00"
    static let windowFamily = "#34c759"
    static let presentedFamily = "#0a64d6"
    static let detachedFamily = "#8e8e93"
}
