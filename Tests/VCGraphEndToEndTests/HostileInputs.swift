import Foundation

/// Generators of hostile inputs: text that tries to reach the terminal or a page
/// as markup, shapes that once crashed or cost far more than their size, and mutations of
/// valid files. Each generator is deterministic (a seeded generator), so a failing case is
/// the same case on every run and on every machine.
enum HostileInputs {
    /// Texts an input may carry that a terminal, a Markdown page or a YAML comment would
    /// take as something other than text: escape sequences (clearing the screen, setting
    /// the window's title, colours), line breaks of every kind, markup, and a fence's
    /// backticks.
    static let texts = [
        "\u{1B}[2J\u{1B}[H", "\u{1B}]0;pwned\u{07}", "\u{1B}[31mred", "carriage\rreturn", "line\nbreak", "next\u{85}line",
        "line\u{2028}separator", "paragraph\u{2029}separator", "<img src=x onerror=alert(1)>", "```\n<script>x</script>",
        "]]>&amp;", "tab\there", "nul\u{0}byte", "back`tick", "delete\u{7F}char",
    ]

    /// `text` as a YAML double-quoted scalar, every character outside printable ASCII escaped.
    static func yamlQuoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case " "..."~": quoted.unicodeScalars.append(scalar)
            default: quoted += String(format: "\\U%08X", scalar.value)
            }
        }
        return quoted + "\""
    }

    /// A scenario whose name, description, ids and classes are the hostile texts: a
    /// navigation stack of them, one presented over another.
    static func scenario() -> String {
        let ids = texts.enumerated().map { "c\($0.offset)-\($0.element)" }
        var text = "name: \(yamlQuoted("Hostile " + texts.joined()))\n"
        text += "description: \(yamlQuoted(texts.joined(separator: " ")))\n"
        text += "window:\n  navigation: \(yamlQuoted("nav" + texts[0]))\n  stack:\n"
        for id in ids.dropLast() { text += "    - { controller: \(yamlQuoted(id)), class: \(yamlQuoted("Class" + id)) }\n" }
        text += "controllers:\n  - \(yamlQuoted(ids.last!))\n"
        text += "steps:\n  - present: { from: \(yamlQuoted(ids[ids.count - 2])), controller: \(yamlQuoted(ids.last!)), style: formSheet }\n"
        return text
    }

    /// `text` as an XML attribute value: markup escaped, and every character XML 1.0 cannot
    /// hold (C0 controls but tab, line feed and carriage return) left out.
    static func xmlAttribute(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t": escaped += "&#9;"
            case "\u{0}"..."\u{1F}", "\u{7F}": continue
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A storyboard whose identifiers and classes are the hostile texts: a navigation
    /// controller, its root, and a segue of each kind from the root.
    static func storyboard() -> String {
        var scenes = ""
        var segues = ""
        for (index, text) in texts.enumerated() {
            let kind = ["show", "presentation", "popoverPresentation"][index % 3]
            let anchor = kind == "popoverPresentation" ? " popoverAnchorView=\"root-view\"" : ""
            segues += "<segue destination=\"d\(index)\" kind=\"\(kind)\" identifier=\"\(xmlAttribute(text))\" id=\"s\(index)\"\(anchor)/>\n"
            scenes += """
                <scene sceneID="scene-d\(index)"><objects><viewController id="d\(index)" customClass="\(xmlAttribute("Class" + text))" \
                storyboardIdentifier="\(xmlAttribute(text))" sceneMemberID="viewController"><view key="view" id="d\(index)-view"/>\
                </viewController></objects></scene>\n
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
            <scene sceneID="scene-nav"><objects><navigationController id="nav" sceneMemberID="viewController">
            <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="rel"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="scene-root"><objects><viewController id="root" customClass="\(xmlAttribute("Root" + texts[0]))" sceneMemberID="viewController">
            <view key="view" id="root-view"/><connections>
            \(segues)</connections></viewController></objects></scene>
            \(scenes)</scenes>
            </document>

            """
    }

    /// A `_printHierarchy` dump whose class names carry the hostile texts (those a line can
    /// hold: no line break).
    static func dump() -> String {
        let names = texts.filter { !$0.contains("\n") && !$0.contains("\r") }
        var text = "<UINavigationController 0x7f0000000001>, state: appeared, view: <UILayoutContainerView 0x7f0000000002>\n"
        for (index, name) in names.enumerated() {
            text +=
                "   | <Class\(name) 0x7f00000001\(String(format: "%02x", index))>, state: \(index == names.count - 1 ? "appeared" : "disappeared"), view: <UIView 0x7f0000000003>\n"
        }
        return text
    }

    /// A deterministic generator (SplitMix64), so that a mutation is the same on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// `bytes` changed once, as a careless edit or a hostile one would: a line removed,
    /// repeated or moved, a hostile text put in, or the file cut short.
    static func mutated(_ bytes: [UInt8], using generator: inout Generator) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        guard !lines.isEmpty else { return bytes }
        let line = Int.random(in: 0..<lines.count, using: &generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: lines.remove(at: line)
        case 1: lines.insert(lines[line], at: line)
        case 2: lines.swapAt(line, Int.random(in: 0..<lines.count, using: &generator))
        case 3:
            let text = Array(texts.randomElement(using: &generator)!.utf8)
            let column = Int.random(in: 0...lines[line].count, using: &generator)
            lines[line].insert(contentsOf: text, at: column)
        case 4:
            return Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
        default:
            lines[line] = lines[line].map { $0 == UInt8(ascii: " ") && Bool.random(using: &generator) ? UInt8(ascii: "\t") : $0 }
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }
}
