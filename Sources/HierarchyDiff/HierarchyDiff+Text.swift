extension HierarchyDiff {
    /// A unified-diff-like listing: `-` for what only A has, `+` for what only B has, then a
    /// summary line.
    public func text(a: String, b: String) -> String {
        var out = "--- \(a)\n+++ \(b)\n"
        for (mark, side) in [("-", onlyInA), ("+", onlyInB)] {
            for controller in side.controllers { out += "\(mark) controller <\(controller)>\n" }
            for link in side.containment { out += "\(mark) <\(link.parent)> | <\(link.child)> (child \(link.position + 1))\n" }
            for link in side.presentations { out += "\(mark) <\(link.presenter)> + <\(link.presented)>, presented with: \(link.style.rawValue)\n" }
        }
        let agreed =
            "\(shared.controllers) controllers, \(shared.containment) containment links and \(shared.presentations) presentation links agree"
        if isEmpty { return out + "no differences: \(agreed)\n" }
        let count = onlyInA.count + onlyInB.count
        return out + "\(count) difference\(count == 1 ? "" : "s"); \(agreed)\n"
    }

    /// The same as one JSON object, keys sorted, for tools.
    public func json(a: String, b: String) -> String {
        func side(_ side: Side) -> String {
            let controllers = side.controllers.map(quoted).joined(separator: ",")
            let containment = side.containment.map {
                "{\"child\":\(quoted($0.child)),\"parent\":\(quoted($0.parent)),\"position\":\($0.position)}"
            }.joined(separator: ",")
            let presentations = side.presentations.map {
                "{\"presented\":\(quoted($0.presented)),\"presenter\":\(quoted($0.presenter)),\"style\":\(quoted($0.style.rawValue))}"
            }.joined(separator: ",")
            return "{\"containment\":[\(containment)],\"controllers\":[\(controllers)],\"presentations\":[\(presentations)]}"
        }
        return "{\"a\":\(quoted(a)),\"b\":\(quoted(b)),\"identical\":\(isEmpty),\"onlyInA\":\(side(onlyInA)),\"onlyInB\":\(side(onlyInB))}\n"
    }

    private func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
