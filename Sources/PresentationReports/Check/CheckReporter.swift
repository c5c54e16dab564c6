import PresentationJSON
import PresentationModel
import PresentationScenarios

/// The forms `vcgraph check --reporter` prints its results in: the terminal's text, JSON for
/// scripts, JUnit XML for CI test tabs, and GitHub workflow annotations.
/// Every form but JSON shows what the input says as data (``InputText``) before its own
/// escaping; JSON keeps every character as written.
public enum CheckReporter: String, CaseIterable, Sendable {
    case text, json, junit, github

    /// One scenario file's checks, as a reporter sees them.
    public struct File: Sendable {
        public var path: String
        public var checks: [Check]
        /// Why the file could not be read (then it has no checks).
        public var inputError: InputError?

        public init(path: String, checks: [Check], inputError: InputError? = nil) {
            self.path = path
            self.checks = checks
            self.inputError = inputError
        }
    }

    /// The whole output for `files`; `verbose` lists passing checks too (text and GitHub).
    public func render(_ files: [File], verbose: Bool = false) -> String {
        switch self {
        case .text:
            var report = CheckReport()
            for file in files { report.add(file.checks, verbose: verbose) }
            return report.lines.map { $0 + "\n" }.joined() + report.summary + "\n"
        case .json:
            return CheckReporter.json(files)
        case .junit:
            return CheckReporter.junit(files)
        case .github:
            return CheckReporter.github(files)
        }
    }

    /// `{"failed": M, "files": [{"checks": [...], "file": …}], "passed": N}`, keys sorted.
    static func json(_ files: [File]) -> String {
        let all = files.flatMap(\.checks)
        let failed = all.filter { !$0.passed }.count
        return JSONValue.object([
            "passed": .number(all.count - failed),
            "failed": .number(failed),
            "files": .array(
                files.map { file in
                    .object([
                        "file": .string(file.path),
                        "errors": .array(
                            (file.inputError?.all ?? []).map { error in
                                .object([
                                    "line": .number(error.location.line), "column": .number(error.location.column),
                                    "message": .string(error.message),
                                    "notes": .array(error.lines.dropFirst().map { .string(String($0)) }),
                                ])
                            }),
                        "checks": .array(
                            file.checks.map { check in
                                .object([
                                    "line": .number(check.location.line),
                                    "column": .number(check.location.column),
                                    "step": check.step.map(JSONValue.number) ?? .null,
                                    "passed": .bool(check.passed),
                                    "summary": .string(check.summary),
                                    "reason": .string(check.reasonText),
                                    "rule": .string(check.rule),
                                ])
                            }),
                    ])
                }),
        ]).text
    }

    /// One `<testsuite>` per file, one `<testcase>` per check, a `<failure>` with the reason;
    /// a file that cannot be read has a `<testcase>` per input error, each with an `<error>`
    /// at its line (and one more when the reader stopped at its limit), counted in `errors`.
    static func junit(_ files: [File]) -> String {
        let all = files.flatMap(\.checks)
        let failures = all.filter { !$0.passed }.count
        let inputErrors = files.map { junitErrors($0).count }.reduce(0, +)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"vcgraph check\" tests=\"\(all.count + inputErrors)\" failures=\"\(failures)\" errors=\"\(inputErrors)\">\n"
        for file in files {
            let failed = file.checks.filter { !$0.passed }.count
            let errors = junitErrors(file)
            if !errors.isEmpty {
                let path = XMLText.escaped(InputText.escaped(file.path))
                xml += "  <testsuite name=\"\(path)\" tests=\"\(errors.count)\" failures=\"0\" errors=\"\(errors.count)\">\n"
                for error in errors {
                    let name = XMLText.escaped((error.line.map { "\($0):\(error.column ?? 1) " } ?? "") + error.message)
                    let line = error.line.map { " line=\"\($0)\"" } ?? ""
                    xml += "    <testcase name=\"\(name)\" classname=\"\(path)\" file=\"\(path)\"\(line)>\n"
                    let message = XMLText.escaped(error.message), body = XMLText.escaped(error.body)
                    xml += "      <error message=\"\(message)\" type=\"invalid input\">\(body)</error>\n"
                    xml += "    </testcase>\n"
                }
                xml += "  </testsuite>\n"
                continue
            }
            xml +=
                "  <testsuite name=\"\(XMLText.escaped(InputText.escaped(file.path)))\" tests=\"\(file.checks.count)\" failures=\"\(failed)\" errors=\"0\">\n"
            for check in file.checks {
                let name = XMLText.escaped("\(check.location.line):\(check.location.column) \(InputText.escaped(check.summary))")
                let place =
                    "classname=\"\(XMLText.escaped(InputText.escaped(file.path)))\" file=\"\(XMLText.escaped(InputText.escaped(file.path)))\" line=\"\(check.location.line)\""
                guard !check.passed else {
                    xml += "    <testcase name=\"\(name)\" \(place)/>\n"
                    continue
                }
                let rule = check.rule.map { " [\($0)]" } ?? ""
                let message = XMLText.escaped(InputText.escaped(check.summary) + rule)
                let body = XMLText.escaped(
                    (["\(check.location): \(InputText.escaped(check.summary))"] + check.reasonLines.map { InputText.escaped($0) })
                        .joined(separator: "\n"))
                xml += "    <testcase name=\"\(name)\" \(place)>\n"
                xml += "      <failure message=\"\(message)\" type=\"\(XMLText.escaped(check.rule ?? "check"))\">\(body)</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// One input error as JUnit reports it: where, the message, and its lines with their notes.
    private struct JUnitError {
        var line: Int?
        var column: Int?
        var message: String
        var body: String
    }

    /// The file's input errors, each alone, and the reader's "too many errors" when it
    /// stopped early.
    private static func junitErrors(_ file: File) -> [JUnitError] {
        guard let error = file.inputError else { return [] }
        var errors = error.all.map {
            JUnitError(
                line: $0.location.line, column: $0.location.column, message: InputText.escaped($0.message),
                body: $0.lines.joined(separator: "\n"))
        }
        if error.stoppedEarly {
            let message = "too many errors; stopped after \(errors.count)"
            errors.append(JUnitError(message: message, body: "\(InputText.escaped(error.location.file)): error: \(message)"))
        }
        return errors
    }

    /// `::error file=…,line=…,col=…,title=…::message` per input error (and one more when the
    /// reader stopped at its limit) and per failure, which a GitHub workflow turns into an
    /// annotation on the line; then the summary as a notice, unless a file was invalid: its
    /// checks never ran, so a count of them would read as a result (as `text` prints no
    /// summary line then either).
    static func github(_ files: [File]) -> String {
        var text = ""
        var passed = 0, failed = 0
        for file in files {
            for error in file.inputError?.all ?? [] {
                let properties = [
                    "file=" + GitHubCommand.property(InputText.escaped(file.path)), "line=\(error.location.line)", "col=\(error.location.column)",
                    "title=" + GitHubCommand.property("vcgraph: invalid input"),
                ]
                let notes = error.lines.dropFirst().map { $0.replacing("\(error.location): note: ", with: "note: ") }
                text +=
                    "::error \(properties.joined(separator: ","))::\(GitHubCommand.data(([InputText.escaped(error.message)] + notes).joined(separator: "\n")))\n"
            }
            if let error = file.inputError, error.stoppedEarly {
                let properties = [
                    "file=" + GitHubCommand.property(InputText.escaped(file.path)), "title=" + GitHubCommand.property("vcgraph: invalid input"),
                ]
                text += "::error \(properties.joined(separator: ","))::too many errors; stopped after \(error.all.count)\n"
            }
            for check in file.checks {
                guard !check.passed else {
                    passed += 1
                    continue
                }
                failed += 1
                let title = "vcgraph check" + (check.rule.map { " [\($0)]" } ?? "")
                let properties = [
                    "file=" + GitHubCommand.property(InputText.escaped(file.path)), "line=\(check.location.line)", "col=\(check.location.column)",
                    "title=" + GitHubCommand.property(title),
                ]
                let message = ([check.summary] + check.reasonLines).map { InputText.escaped($0) }.joined(separator: "\n")
                text += "::error \(properties.joined(separator: ","))::\(GitHubCommand.data(message))\n"
            }
        }
        guard !files.contains(where: { $0.inputError != nil }) else { return text }
        return text + "::notice title=vcgraph check::\(passed) passed, \(failed) failed\n"
    }
}

/// Escaping for GitHub's workflow commands, as its toolkit escapes: `%`, CR and LF in the
/// message; also `:` and `,` in a property.
enum GitHubCommand {
    static func data(_ text: String) -> String { escaped(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")]) }

    static func property(_ text: String) -> String {
        escaped(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    /// Scalar by scalar: a CRLF is one `Character`, but two escapes.
    private static func escaped(_ text: String, _ table: [(Unicode.Scalar, String)]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = table.first(where: { $0.0 == scalar })?.1 {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Escaping for XML attribute values and text; characters XML 1.0 forbids (controls other
/// than tab, LF and CR) become U+FFFD, so the document stays well-formed whatever a file says.
enum XMLText {
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
