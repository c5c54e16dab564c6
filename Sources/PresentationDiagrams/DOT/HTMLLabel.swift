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
        /// `COLSPAN`: how many columns of the table the cell spans.
        public var columnSpan: Int?
        /// A box drawn around the cell, as a sample of a node's marks (a legend's key).
        public var frame: Frame?
        /// A table inside the cell, drawn after its runs: its columns are its own, so a key's
        /// narrow samples are not stretched to the width of a title above them.
        public var table: HTMLLabel?

        public init(_ runs: [Run], align: String? = nil, columnSpan: Int? = nil, frame: Frame? = nil) {
            self.runs = runs
            self.align = align
            self.columnSpan = columnSpan
            self.frame = frame
        }

        /// A cell holding a table.
        public init(table: HTMLLabel, align: String? = nil) {
            self.init([], align: align)
            self.table = table
        }
    }

    /// A cell's border (`BORDER`, `COLOR`, `STYLE`) and fill (`BGCOLOR`).
    public struct Frame: Hashable, Sendable {
        public var width: Int
        public var color: DOTColor
        public var fill: DOTColor?
        public var style: [DOTStyle]

        public init(width: Int, color: DOTColor, fill: DOTColor? = nil, style: [DOTStyle] = [.rounded]) {
            self.width = width
            self.color = color
            self.fill = fill
            self.style = style
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
                output += "<TD" + cell.attributes.map { " \($0.name)=\"\(DOTEscaping.html($0.value))\"" }.joined() + ">"
                for run in cell.runs { output += run.markup }
                if let table = cell.table { output += table.markup }
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

extension HTMLLabel.Cell {
    /// The `<TD>` attributes, in a fixed order.
    var attributes: [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = []
        if let align { attributes.append(("ALIGN", align)) }
        if let columnSpan { attributes.append(("COLSPAN", String(columnSpan))) }
        if let frame {
            attributes.append(("BORDER", String(frame.width)))
            attributes.append(("COLOR", frame.color.text))
            if let fill = frame.fill { attributes.append(("BGCOLOR", fill.text)) }
            if !frame.style.isEmpty { attributes.append(("STYLE", frame.style.map(\.rawValue).joined(separator: ","))) }
        }
        return attributes
    }
}
