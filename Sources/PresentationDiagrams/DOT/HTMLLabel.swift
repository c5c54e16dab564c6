/// An HTML-like label (Graphviz's `<...>` labels): a table of rows of cells. Every text goes
/// through ``DOTEscaping/html(_:)``.
public struct HTMLLabel: Hashable, Sendable {
    public var rows: [[Cell]]
    public var tableAttributes: [String: String]

    public init(rows: [[Cell]], tableAttributes: [String: String] = ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "0", "CELLPADDING": "1"]) {
        self.rows = rows
        self.tableAttributes = tableAttributes
    }

    /// A cell: runs of text, each with its own font.
    public struct Cell: Hashable, Sendable {
        public var runs: [Run]
        public var align: String?

        public init(_ runs: [Run], align: String? = nil) {
            self.runs = runs
            self.align = align
        }
    }

    public struct Run: Hashable, Sendable {
        public var text: String
        public var bold: Bool
        public var italic: Bool
        public var pointSize: Double?
        public var color: String?

        public init(_ text: String, bold: Bool = false, italic: Bool = false, pointSize: Double? = nil, color: String? = nil) {
            self.text = text
            self.bold = bold
            self.italic = italic
            self.pointSize = pointSize
            self.color = color
        }
    }

    var markup: String {
        let table = tableAttributes.keys.sorted().map { "\($0)=\"\(DOTEscaping.html(tableAttributes[$0] ?? ""))\"" }
        var output = "<TABLE " + table.joined(separator: " ") + ">"
        for row in rows {
            output += "<TR>"
            for cell in row {
                output += cell.align.map { "<TD ALIGN=\"\(DOTEscaping.html($0))\">" } ?? "<TD>"
                for run in cell.runs { output += run.markup }
                output += "</TD>"
            }
            output += "</TR>"
        }
        return output + "</TABLE>"
    }
}

extension HTMLLabel.Run {
    var markup: String {
        // Graphviz refuses an empty <B></B> or <FONT></FONT>: an empty run is a space.
        var text = DOTEscaping.html(text)
        if text.isEmpty { text = "&#160;" }
        if bold { text = "<B>\(text)</B>" }
        if italic { text = "<I>\(text)</I>" }
        var font: [String] = []
        if let pointSize { font.append("POINT-SIZE=\"\(DOTNumber.text(pointSize))\"") }
        if let color { font.append("COLOR=\"\(DOTEscaping.html(color))\"") }
        return font.isEmpty ? text : "<FONT \(font.joined(separator: " "))>\(text)</FONT>"
    }
}
