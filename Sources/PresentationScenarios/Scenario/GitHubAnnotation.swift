/// A finding as a GitHub Actions workflow command, so that a pull request shows it on its
/// line: `::warning file=App/Home.swift,line=12,col=5,title=push-without-navigation::message`.
///
/// The message and the properties are escaped as GitHub reads them (`%`, carriage returns
/// and line breaks in both; `:` and `,` in the properties too), and every other control
/// character is written as data (``InputText``), so no input can start a command of its own.
public enum GitHubAnnotation {
    /// GitHub's levels: `error`, `warning` and `notice`.
    public enum Level: String, Sendable {
        case error, warning, notice

        /// The level of a finding of severity `severity` (`error`, `warning`, or `note`).
        public init(severity: String) {
            self = severity == "error" ? .error : severity == "warning" ? .warning : .notice
        }
    }

    public static func line(_ level: Level, at location: SourceLocation, title: String, message: String) -> String {
        let properties = [
            "file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)", "title=\(property(title))",
        ]
        return "::\(level.rawValue) \(properties.joined(separator: ","))::\(data(message))"
    }

    /// A message: `%`, carriage return and line feed escaped, other controls as data.
    static func data(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            case "\r\n": escaped += "%0D%0A"
            default: escaped += InputText.escaped(String(character))
            }
        }
        return escaped
    }

    /// A property's value: a message's escapes, and `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingColonsAndCommas()
    }
}

extension String {
    fileprivate func replacingColonsAndCommas() -> String {
        var result = ""
        for character in self {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.append(character)
            }
        }
        return result
    }
}
