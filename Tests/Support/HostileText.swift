/// Ids and names that try to smuggle terminal escapes, line breaks and markup into an output
///, and the check that an output shows them as data.
public enum HostileText {
    /// The text after each line feed of ``ids``: no output line may start with it.
    public static let injected = "INJECTED"

    /// ESC [2J (clear the screen), ESC ]0;title BEL (set the window title), CR, LF, U+2028,
    /// U+0085, NUL, a tab, HTML, backticks and a CDATA end.
    public static let ids = [
        "clear\u{1B}[2J", "title\u{1B}]0;pwned\u{7}", "cr\rcr", "lf\n\(injected)", "ls\u{2028}ls", "nel\u{85}nel", "nul\u{0}nul",
        "tab\ttab", "<img src=x onerror=alert(1)>", "tick`tick``", "cdata]]>", "fence\n```\n\(injected)<img src=x onerror=alert(1)>",
    ]

    /// `text` as a YAML double-quoted scalar, every character outside printable ASCII escaped.
    public static func yamlQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value >= 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out +=
                    scalar.value <= 0xFFFF
                    ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A scenario whose window root, children, presented controller, title and name are
    /// hostile: every id of ``ids`` appears in it; its one expectation fails, so that
    /// `check` prints it.
    public static var scenario: String {
        let children = ids.dropFirst().dropLast().map { "    - \(yamlQuoted($0))" }.joined(separator: "\n")
        return """
            name: \(yamlQuoted("hostile \u{1B}]0;pwned\u{7} <img src=x onerror=alert(1)>\n\(injected)"))
            description: \(yamlQuoted("a description <img src=x onerror=alert(1)> with `ticks` and \u{1B}[2J"))
            window:
              controller: \(yamlQuoted(ids[0]))
              children:
            \(children)
            controllers:
              - \(yamlQuoted(ids.last!))
            steps:
              - present:
                  from: \(yamlQuoted(ids[0]))
                  controller: \(yamlQuoted(ids.last!))
            expect:
              - \(yamlQuoted("parent(\(ids.last!))")): \(yamlQuoted(ids[0]))

            """
    }

    /// Why `output` does not show its input as data: a control character other than a line
    /// feed, a line break other than a line feed, or a line that starts with what followed a
    /// line feed in an input; nil when it does.
    public static func violation(in output: String) -> String? {
        for scalar in output.unicodeScalars where scalar != "\n" {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                return "a raw U+\(String(scalar.value, radix: 16, uppercase: true))"
            }
        }
        for line in output.split(separator: "\n") where line.hasPrefix(injected) || line.hasPrefix("```\(injected)") {
            return "a line an input started: \(line)"
        }
        return nil
    }
}
