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
        // Appended piece by piece into one string: the labels are rebuilt for every frame of a
        // flow, and joining arrays of interpolated pieces made that a tenth of drawing one.
        var output = "<TABLE"
        output.reserveCapacity(128 + rows.reduce(0) { $0 + $1.reduce(0) { $0 + 48 + 64 * $1.runs.count } })
        for name in tableAttributes.keys.sorted() {
            output += " " + name + "=\""
            output += DOTEscaping.html(tableAttributes[name] ?? "")
            output += "\""
        }
        output += ">"
        for row in rows {
            output += "<TR>"
            for cell in row {
                if let align = cell.align {
                    output += "<TD ALIGN=\""
                    output += DOTEscaping.html(align)
                    output += "\">"
                } else {
                    output += "<TD>"
                }
                for run in cell.runs { run.append(to: &output) }
                output += "</TD>"
            }
            output += "</TR>"
        }
        output += "</TABLE>"
        return output
    }
}

extension HTMLLabel.Run {
    /// Appends the run: its text in `<B>`, then `<I>`, then `<FONT>` as it asks.
    func append(to output: inout String) {
        let hasFont = pointSize != nil || color != nil
        if hasFont {
            output += "<FONT"
            if let pointSize {
                output += " POINT-SIZE=\""
                output += DOTNumber.text(pointSize)
                output += "\""
            }
            if let color {
                output += " COLOR=\""
                output += DOTEscaping.html(color)
                output += "\""
            }
            output += ">"
        }
        if italic { output += "<I>" }
        if bold { output += "<B>" }
        // Graphviz refuses an empty <B></B> or <FONT></FONT>: an empty run is a space.
        let text = DOTEscaping.html(text)
        output += text.isEmpty ? "&#160;" : text
        if bold { output += "</B>" }
        if italic { output += "</I>" }
        if hasFont { output += "</FONT>" }
    }
}
