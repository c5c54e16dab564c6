import Foundation
import PresentationDiagrams
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import PresentationModel
import Testing
import VCGraphTestSupport

// Bad input never crashes and never hangs, and every error names the file, line and column
// and what was expected.
//
// Deterministic mutation testing: every sample (and a JSON scenario written here) is
// mutated in many fixed ways — truncated, lines deleted, duplicated, indented, dedented,
// swapped, tabs inserted, each scalar replaced by hostile values, turned into JSON-ish
// garbage with a fixed-seed generator — and each mutant must either read, and then run and
// print every report and the diagram, or fail with a ``ScenarioError`` at a place inside the
// mutant. A crash kills the test process: that is the failure signal.
//
// Hand-written hostile scenarios follow: deep nesting, many steps, odd ids, steps that name
// controllers too early or in the wrong state, empty containers, many trait changes.
@Suite("Malformed input")
struct MalformedInputTests {
    // MARK: - Mutation of every sample

    @Test("every mutant of a sample reads, or fails at a place inside the mutant", arguments: MutationCorpus.checked)
    func mutants(_ name: String) throws {
        let original = try #require(MutationCorpus.text(of: name))
        let mutants = Mutator(original).mutants()
        #expect(mutants.count > 200, "\(name) gave only \(mutants.count) mutants")
        var failures: [String] = []
        var read = 0
        for mutant in mutants {
            switch survive(mutant.text, file: "samples/\(name)") {
            case .read: read += 1
            case .rejected: break
            case .badError(let problem): failures.append("\(mutant.label): \(problem)")
            }
        }
        // Both paths must be exercised, or the mutations test nothing.
        #expect(read > 0, "no mutant of \(name) could be read")
        #expect(read < mutants.count, "every mutant of \(name) could be read")
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(mutants.count) mutants of \(name) broke the contract:\n\(failures.prefix(12).joined(separator: "\n"))")
    }

    @Test("the mutation corpus is large and deterministic")
    func corpusSize() throws {
        var total = 0
        for name in MutationCorpus.names {
            let text = try #require(MutationCorpus.text(of: name))
            let first = Mutator(text).mutants()
            let second = Mutator(text).mutants()
            #expect(first.map(\.text) == second.map(\.text), "\(name) mutates differently on a second run")
            total += first.count
        }
        #expect(MutationCorpus.names.count >= 16)
        #expect(total > 10_000, "only \(total) mutants")
        print("MalformedInputTests: \(total) mutants of \(MutationCorpus.names.count) files")
    }

    // MARK: - Hostile scenarios

    /// A tree of custom children `depth` deep, in flow (JSON) style.
    private func flowTree(depth: Int) -> String {
        var text = "window: "
        for level in 0..<depth { text += "{controller: c\(level), children: [" }
        return text + "leaf" + String(repeating: "]}", count: depth) + "\n"
    }

    /// The same in block style: `children:` and its `- ` at the same indentation.
    private func blockTree(depth: Int) -> String {
        var text = "window:\n"
        var indent = "  "
        for level in 0..<depth {
            text += "\(indent)controller: c\(level)\n\(indent)children:\n\(indent)- "
            indent += "  "
            text += level == depth - 1 ? "leaf\n" : "\n"
        }
        return text
    }

    // LibYAML refuses nesting past 1,000 levels (of flow collections, a node here being two,
    // or of block indentation), so a 2,000-deep tree is refused, located, before the reader
    // or the model could recurse that deep.
    @Test("a 2,000-deep tree of children (1,000 in block style) is refused where the nesting limit is reached")
    func deepChildrenRefused() {
        // In block style 1,000 levels (2 MB) are enough to reach the limit, at line 2,996.
        for (style, text) in [("flow", flowTree(depth: 2_000)), ("block", blockTree(depth: 1_000))] {
            switch survive(text, file: "deep-\(style).yaml") {
            case .rejected(let error):
                #expect(error.message.contains("nesting"), "\(style): \(error)")
                #expect(error.location.line == (style == "flow" ? 1 : 2_996), "\(style): \(error)")
            case let other: Issue.record("\(style): \(other)")
            }
        }
    }

    // The reader refuses controller nodes nested deeper than 200 levels (its recursion, and
    // Yams', could otherwise exhaust a small stack: a block-style tree of 898 levels overflowed
    // the 8 MB stack of a debug build). Deeper hierarchies are built with addChild steps.
    @Test("a 200-deep tree of children is read, run and drawn; 201 levels are refused at the node")
    func deepestAcceptedTree() throws {
        for (style, text) in [("flow", flowTree(depth: 199)), ("block", blockTree(depth: 199))] {
            #expect(survive(text, file: "deep-\(style).yaml") == .read, "\(style)")
            let run = ScenarioRun(try ScenarioReader.read(text, file: "deep-\(style).yaml"))
            #expect(run.hierarchy.controllers.count == 200)
            #expect(run.hierarchy.value(of: .family, for: "leaf") == .controller("c0"))
            #expect(run.hierarchy.value(of: .isOnScreen, for: "leaf") == .bool(true))
        }
        for (style, text) in [("flow", flowTree(depth: 499)), ("block", blockTree(depth: 499))] {
            if case .rejected(let error) = survive(text, file: "deep-\(style).yaml") {
                #expect(error.message == "controller nodes nest deeper than 200 levels; build deeper hierarchies with addChild steps")
            } else {
                Issue.record("\(style): 499 levels should be refused")
            }
        }
    }

    @Test("a 500-long chain of presentations runs, and every controller but the last is covered")
    func longPresentationChain() throws {
        var text = "window: c0\ncontrollers:\n"
        for index in 1...500 { text += "  - c\(index)\n" }
        text += "steps:\n"
        for index in 1...500 { text += "  - present: { from: c\(index - 1), controller: c\(index), style: fullScreen }\n" }
        text += "expect:\n  - isOnScreen(c500): true\n  - isOnScreen(c0): false\n  - presentingViewController(c500): c499\n"
        let scenario = try ScenarioReader.read(text, file: "chain.yaml")
        let run = ScenarioRun(scenario)
        #expect(run.diagnostics.isEmpty)
        #expect(run.passed)
        #expect(survive(text, file: "chain.yaml") == .read)
    }

    @Test("a 50,000-step file is read and run")
    func fiftyThousandSteps() throws {
        var text = "window: root\ncontrollers: [modal]\nsteps:\n"
        for _ in 0..<25_000 { text += "  - present: { from: root, controller: modal }\n  - dismiss: modal\n" }
        text += "expect:\n  - presentedViewController(root): nil\n"
        let scenario = try ScenarioReader.read(text, file: "many-steps.yaml")
        #expect(scenario.steps.count == 50_000)
        #expect(scenario.steps.last?.location.line == 50_003)
        let run = ScenarioRun(scenario)
        #expect(run.diagnostics.isEmpty)
        #expect(run.passed)
        _ = JSONReport(run.hierarchy, diagnostics: run.diagnostics).text
        _ = AnalysisReport(run).text
        _ = HierarchyDiagram(run.hierarchy).dot
    }

    @Test("ids with unicode, slashes, quotes, markup and control characters are read, run and drawn")
    func oddIDs() throws {
        let text = #"""
            name: "odd <ids> & \"quotes\""
            window:
              navigation: "nav/😀"
              class: "<b>Nav</b>"
              stack:
                - controller: "a/b/c"
                  title: "<table>\"&'\\</table>"
                - "ünïcødé 名前"
                - "\u202Ertl\u200B"
                - "with\nnewline"
                - "tab\tid"
                - "{}[]|<>;-- \" \\ \\l"
                - "\0nul"
                - ""
                - "   "
                - "nav/😀/more"
            controllers:
              - tabBar: "t/ab"
                tabs: ["x/y", "t/ab/more/list/z"]
            steps:
              - present: { from: "ünïcødé 名前", controller: "t/ab" }
              - select: { tabBar: "t/ab", tab: "t/ab/more/list/z" }
              - present: { from: "x/y", controller: { controller: "ﬁ/ß/İ" } }
                expectError: ""
            expect:
              - navigationController(a/b/c): nav/😀
              - parent(x/y): t/ab
              - "viewControllers(nav/😀)": ["a/b/c", "ünïcødé 名前", "\u202Ertl\u200B", "with\nnewline", "tab\tid", "{}[]|<>;-- \" \\ \\l", "\0nul", "", "   ", "nav/😀/more"]
            """#
        #expect(survive(text, file: "odd/ids 😀.yaml") == .read)
        let run = ScenarioRun(try ScenarioReader.read(text, file: "odd/ids 😀.yaml"))
        #expect(run.hierarchy.controllers.contains(ControllerID("ﬁ/ß/İ")))
        // Only the step's `expectError: ""` fails: presenting from a tab of a presented tab
        // bar controller raises nothing.
        let failed = run.checks.filter { !$0.passed }.map(\.summary)
        #expect(failed == ["expected an error containing ''"], "\(failed)")
        #expect(run.diagnostics.isEmpty)
    }

    @Test("ids that collide with derived ids, or differ only by Unicode normalisation, are located")
    func derivedIDCollisions() {
        let collisions = [
            "window:\n  split: s\n  style: doubleColumn\ncontrollers:\n  - s/primary\n",
            "window:\n  tabBar: t\ncontrollers:\n  - t/more/list\n",
            // "é" precomposed, then decomposed: equal as Swift strings.
            "window:\n  navigation: n\n  stack:\n    - \"\u{E9}\"\n    - \"e\u{301}\"\n",
        ]
        for text in collisions {
            switch survive(text, file: "collide.yaml") {
            case .rejected(let error):
                #expect(error.message.contains("already declared"), "\(error)")
                #expect(error.location.line >= 4, "\(error)")
            case let other:
                Issue.record("expected a duplicate-id error, got \(other) for\n\(text)")
            }
        }
    }

    @Test("a controller named before the step that declares it is an error of the file, at the reference")
    func forwardReferenceIsAReadingError() {
        // The format: "As a step's own argument a plain string is always a reference to a
        // controller that already exists"; an unknown id is invalid input (exit 2). The reader
        // checks references against every declaration of the file, wherever it is, so the
        // file is read and the run reports "No controller has the id 'later'" (exit 1).
        let text = """
            window: root
            steps:
              - present: { from: root, controller: later }
              - present: { from: root, controller: { controller: later } }
            """
        switch survive(text, file: "forward.yaml") {
        case .rejected(let error):
            #expect(error.location.line == 3 && error.location.column == 40, "\(error)")
        case let other:
            Issue.record("expected a reading error at 3:40, got \(other)")
        }
    }

    @Test("dismissing a controller never presented, and one that does not exist yet, leave a diagnostic or nothing")
    func dismissNeverPresented() throws {
        let text = """
            window:
              navigation: nav
              stack: [root]
            controllers: [loose]
            steps:
              - dismiss: loose
              - dismiss: root
              - dismiss: nav
              - dismiss: nav
            expect:
              - presentedViewController(nav): nil
              - isOnScreen(root): true
            """
        let run = ScenarioRun(try ScenarioReader.read(text, file: "dismiss.yaml"))
        #expect(run.hierarchy.presentations.isEmpty)
        let expectationsPassed = run.checks.filter(\.isExpectation).allSatisfy(\.passed)
        #expect(expectationsPassed)
        #expect(survive(text, file: "dismiss.yaml") == .read)
    }

    @Test("select on an empty tab bar: by index, out of range, negative, by a foreign id")
    func selectOnEmptyTabBar() throws {
        let text = """
            window:
              tabBar: tabs
            controllers: [stranger]
            steps:
              - select: { tabBar: tabs, tab: 0 }
              - select: { tabBar: tabs, tab: 5 }
              - select: { tabBar: tabs, tab: -1 }
              - select: { tabBar: tabs, tab: 9223372036854775807 }
              - select: { tabBar: tabs, tab: -9223372036854775808 }
              - select: { tabBar: tabs, tab: stranger }
              - select: { tabBar: tabs, tab: tabs }
              - select: { tabBar: stranger, tab: 0 }
            expect:
              - selectedViewController(tabs): nil
              - viewControllers(tabs): []
            """
        let run = ScenarioRun(try ScenarioReader.read(text, file: "select.yaml"))
        #expect(Set(run.diagnostics.compactMap(\.step)).count >= 4, "\(run.diagnostics.map(\.diagnostic.message))")
        #expect(survive(text, file: "select.yaml") == .read)
        // The initial selection of a declared tab bar, out of range in both directions.
        for selected in ["-1", "3", "9223372036854775807", "-9223372036854775808", "nobody", "tabs"] {
            let declared = "window:\n  tabBar: tabs\n  selected: \(selected)\n  tabs: [a]\ncontrollers: [nobody]\n"
            let outcome = survive(declared, file: "selected.yaml")
            #expect(outcome == .read || selected == "tabs", "selected: \(selected): \(outcome)")
        }
    }

    @Test("setViewControllers with an empty list, on a navigation controller and a tab bar controller")
    func setViewControllersEmpty() throws {
        let text = """
            window:
              tabBar: tabs
              tabs:
                - navigation: nav
                  stack: [root, next]
                - other
            steps:
              - setViewControllers: { navigation: nav, controllers: [] }
              - push: { onto: nav, controller: { controller: pushed } }
              - pop: nav
              - pop: nav
              - popToRoot: nav
              - popTo: { navigation: nav, controller: root }
              - setViewControllers: { tabBar: tabs, controllers: [] }
              - select: { tabBar: tabs, tab: 0 }
              - setViewControllers: { tabBar: tabs, controllers: [nav, other, nav] }
              - setViewControllers: { navigation: nav, controllers: [root, root] }
            """
        #expect(survive(text, file: "empty-lists.yaml") == .read)
        let run = ScenarioRun(try ScenarioReader.read(text, file: "empty-lists.yaml"))
        #expect(!run.diagnostics.isEmpty)
    }

    @Test(
        "a split view with every column missing, in every style, collapsing and expanding",
        arguments: ["", "unspecified", "doubleColumn", "tripleColumn"])
    func splitWithoutColumns(_ style: String) {
        let styleLine = style.isEmpty ? "" : "\n  style: \(style)"
        let text = """
            device: ipad
            window:
              split: split\(styleLine)
            controllers: [detail]
            steps:
              - traits: { horizontalSizeClass: compact }
              - showDetail: { from: split, controller: detail }
              - traits: { horizontalSizeClass: regular }
              - show: { from: split, controller: { controller: shown } }
              - traits: { horizontalSizeClass: compact }
              - push: { from: split, controller: { controller: pushed } }
              - present: { from: split, controller: { controller: sheet }, style: popover }
              - traits: { horizontalSizeClass: regular }
              - removeFromParent: detail
              - addChild: { parent: split, controller: { controller: added } }
            """
        #expect(survive(text, file: "split-\(style).yaml") == .read)
    }

    @Test("traits toggled 1,000 times, with a split view, a popover and a form sheet")
    func traitsToggled() throws {
        var text = """
            device: ipad
            window:
              split: split
              style: tripleColumn
              primary: sidebar
              supplementary: list
              secondary: detail
              compact:
                navigation: compactNav
                stack: [phone]
            controllers: [pop, sheet]
            steps:
              - present: { from: detail, controller: pop, style: popover }
              - present: { from: pop, controller: sheet, style: formSheet }

            """
        for index in 0..<1_000 { text += "  - traits: { horizontalSizeClass: \(index % 2 == 0 ? "compact" : "regular") }\n" }
        text += "expect:\n  - isOnScreen(sheet): true\n  - presentingViewController(sheet): pop\n"
        let run = ScenarioRun(try ScenarioReader.read(text, file: "traits.yaml"))
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics.prefix(3).map(\.diagnostic.message))")
        #expect(survive(text, file: "traits.yaml") == .read)
    }

    @Test("hostile values in every place a number, an id or a style is read")
    func hostileScalars() {
        let values = [
            "-1", "0", "999999999999999999999", "-9223372036854775808", "9223372036854775807", "1e400", ".nan",
            "0x7FFFFFFFFFFFFFFF", "0o777", "+12", "1_000", "true", "~", "[]", "{}", "\"\"", "''", "!!binary aGVsbG8=",
            "&anchor x", "*alias", "!!int 17", "!custom x", "? complex", "|\n  literal", ">-\n  folded",
            "\"\\uD800\"", "\"\\x00\"", "'\u{7F}'", "\"\u{FEFF}\"", "[a, [b, [c]]]", "{a: {b: {c: d}}}",
        ]
        let places = [
            "ios: VALUE\nwindow: root\n",
            "device: VALUE\nwindow: root\n",
            "window: VALUE\n",
            "window:\n  tabBar: t\n  selected: VALUE\n  tabs: [a]\n",
            "window:\n  navigation: VALUE\n",
            "window:\n  controller: root\n  definesPresentationContext: VALUE\n",
            "window:\n  split: s\n  style: VALUE\n",
            "window: root\nsteps:\n  - select: { tabBar: root, tab: VALUE }\n",
            "window: root\nsteps:\n  - present: { from: root, controller: VALUE, style: VALUE }\n",
            "window: root\nsteps:\n  - traits: { horizontalSizeClass: VALUE }\n",
            "window: root\nexpect:\n  - selectedIndex(root): VALUE\n",
            "window: root\nexpect:\n  - VALUE: root\n",
            "window: root\noptions: { adaptsContextStylesInCompactWidth: VALUE }\n",
        ]
        var failures: [String] = []
        for place in places {
            for value in values {
                let text = place.replacingOccurrences(of: "VALUE", with: value)
                if case .badError(let problem) = survive(text, file: "hostile.yaml") { failures.append("\(text.debugDescription): \(problem)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("files that are not scenarios at all: binary, BOMs, other line ends, other encodings' text")
    func notScenarios() {
        let texts = [
            "", "\n", "\u{FEFF}", "\u{FEFF}window: root\n", "\u{FEFF}\u{FEFF}window: root\n", "window: root\r\n", "window: root\r",
            "window: root\u{85}steps: []", "window: root\u{2028}steps: []", "\0", String(repeating: "\0", count: 100),
            "window: root\0", "%YAML 1.2\n---\nwindow: root\n", "%YAML 9.9\n---\nwindow: root\n", "---\nwindow: a\n---\nwindow: b\n",
            "...", "--- |\n  text\n", "- window: root\n", "\"window: root\"", "window: root\n...\ngarbage: [", "{\"window\": \"root\"",
            "[", "{", "]", "}", "\"", "'", "&a [*a]", "a: &a [*a]", "window: &w root\nexpect:\n  - parent(root): *w\n",
            "window: !!str root\n", "window: !!map {controller: root}\n", "window: !!seq [root]\n", "!!null", "? [a]\n: b\n",
            "{[a]: b}", "window: {controller: root, controller: again}\n", "window:\n  controller: root\n  controller: again\n",
            "\t\t\t", "window:\troot\n", "window:\n\tcontroller: root\n", String(repeating: "[", count: 10_000),
            String(repeating: "{a: ", count: 5_000), String(repeating: "- ", count: 5_000) + "x\n",
            String(repeating: "window: root\n", count: 1_000), String(repeating: "x", count: 100_000),
            String(decoding: (0..<256).map { UInt8($0) }, as: UTF8.self),
            String(decoding: [0xFF, 0xFE, 0x77, 0x00, 0x69, 0x00], as: UTF8.self),
        ]
        var failures: [String] = []
        for text in texts {
            if case .badError(let problem) = survive(text, file: "junk.yaml") {
                failures.append("\(String(text.prefix(60)).debugDescription): \(problem)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}

extension MalformedInputTests {
    // MARK: - Known issues

    @Test("a control character is reported where it is, not at 1:1")
    func controlCharacterLocation() {
        // Yams reports LibYAML's reader errors with the byte offset of the character; the
        // reader drops it and points at 1:1.
        for character in ["\u{0}", "\u{7}", "\u{1B}"] {
            let text = "window: root\nsteps:\n  - dismiss: ro\(character)ot\n"
            switch survive(text, file: "control.yaml") {
            case .rejected(let error):
                #expect(error.location.line == 3 && error.location.column == 16, "\(error)")
            case let other:
                Issue.record("expected an error at 3:16, got \(other)")
            }
        }
    }

    @Test("an unknown id longer than 64 characters gets no suggestion: the edit-distance search stays out of long ids")
    func nearestIDSkipsLongIDs() {
        // The "did you mean" search compares the unknown id with declared ids by edit distance,
        // which costs the product of their lengths. Ids longer than a typo's 64 characters are
        // not compared at all, so the error stays located and immediate; a short typo is still
        // suggested.
        for n in [200, 1_600, 64_000] {
            let long = String(repeating: "x", count: n)
            if case .rejected(let error) = survive("window: \(long)y\nsteps:\n  - dismiss: \(long)z\n", file: "long-ids.yaml") {
                #expect(error.location.line == 3 && error.location.column == 14)
                #expect(error.suggestion == nil, "\(n) characters")
            } else {
                Issue.record("expected an unknown id")
            }
        }
        if case .rejected(let error) = survive("window: detail\nsteps:\n  - dismiss: detial\n", file: "typo.yaml") {
            #expect(error.suggestion == "detail")
        } else {
            Issue.record("expected an unknown id")
        }
    }

    @Test("an empty id or class is drawn with a label Graphviz accepts")
    func emptyLabelsInDOT() throws {
        // Graphviz refuses an empty element in an HTML-like label ("syntax error in line 1
        // ... <B></B> ... in label of node c1"); `vcgraph render` prints that as warnings and
        // exits 0. Ids and classes that are empty, or only characters the escaping drops,
        // produce one.
        let texts = [
            "window:\n  navigation: nav\n  stack:\n    - \"\"\n",
            "window:\n  navigation: nav\n  stack:\n    - \"\\a\\e\"\n",
            "window:\n  controller: root\n  class: \"\"\n",
        ]
        for text in texts {
            #expect(survive(text, file: "empty.yaml") == .read)
            let run = ScenarioRun(try ScenarioReader.read(text, file: "empty.yaml"))
            let dot = HierarchyDiagram(run.hierarchy, options: .init(title: run.scenario.name)).dot
            let empty = dot.ranges(of: #/<(B|I|U|FONT[^>]*)></(B|I|U|FONT)>/#).map { String(dot[$0]) }
            #expect(empty.isEmpty, "\(text.debugDescription): \(empty)")
        }
    }

    @Test("NEL, LS and PS are not line breaks in YAML 1.2")
    func yaml11LineBreaks() {
        // the scenario format: files are YAML 1.2, where U+0085, U+2028 and U+2029 are
        // ordinary characters (1.1 made them line breaks, and LibYAML still does). A file
        // whose only "lines" are separated by them is one line to YAML 1.2 and to editors,
        // but is read as many, and errors point at lines the editor does not have.
        for separator in ["\u{85}", "\u{2028}", "\u{2029}"] {
            let text = ["window: root", "steps:", "  - dismiss: nobody"].joined(separator: separator)
            withKnownIssue("BUG (minor): U+0085, U+2028 and U+2029 are read as line breaks (YAML 1.1), so an error names line 3 of a one-line file") {
                if case .rejected(let error) = survive(text, file: "nel.yaml") {
                    #expect(error.location.line == 1, "\(error)")
                } else {
                    Issue.record("expected a one-line file to be refused")
                }
            }
        }
    }
}

// MARK: - Surviving one input

/// What became of one input.
private enum Outcome: Equatable, CustomStringConvertible {
    /// Read, run, and every report and the diagram produced.
    case read
    /// Refused with an error located inside the input.
    case rejected(ScenarioError)
    /// Refused with an error at no sensible place, or with no message; or read, but with a
    /// diagnostic at no sensible place or a JSON report that is not JSON.
    case badError(String)

    var description: String {
        switch self {
        case .read: "read"
        case .rejected(let error): "rejected: \(error)"
        case .badError(let problem): "bad error: \(problem)"
        }
    }
}

/// Reads `text`; when it reads, runs it and produces every output. When it fails, checks
/// that the error is in `file`, on a line of the text (or just past its end), at a column
/// from 1 on, with a message.
private func survive(_ text: String, file: String) -> Outcome {
    let lineCount = lineBreaks(in: text) + 1
    do {
        let scenario = try ScenarioReader.read(text, file: file)
        let run = ScenarioRun(scenario)
        let json = JSONReport(run.hierarchy, diagnostics: run.diagnostics).text
        if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil {
            return .badError("the JSON report is not JSON: \(json.prefix(200))")
        }
        _ = AnalysisReport(run).text
        _ = HierarchyDiagram(run.hierarchy, options: .init(title: scenario.name)).dot
        var report = CheckReport()
        report.add(run, verbose: true)
        for diagnostic in run.diagnostics {
            guard let line = diagnostic.line, let column = diagnostic.column, (1...lineCount + 1).contains(line), column >= 1 else {
                return .badError(
                    "diagnostic '\(diagnostic.diagnostic.message)' at \(String(describing: diagnostic.line)):\(String(describing: diagnostic.column)) of \(lineCount) lines"
                )
            }
        }
        return .read
    } catch {
        if error.location.file != file { return .badError("error names the file '\(error.location.file)': \(error)") }
        if !(1...lineCount + 1).contains(error.location.line) { return .badError("line \(error.location.line) of \(lineCount) lines: \(error)") }
        if error.location.column < 1 { return .badError("column \(error.location.column): \(error)") }
        if error.message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .badError("empty message at \(error.location)") }
        return .rejected(error)
    }
}

/// Line breaks as LibYAML counts them: LF, CR, CRLF, and YAML 1.1's NEL, LS and PS.
private func lineBreaks(in text: String) -> Int {
    var count = 0
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
        if ["\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) || (scalar == "\n" && previous != "\r") { count += 1 }
        previous = scalar
    }
    return count
}

extension Check {
    fileprivate var isExpectation: Bool {
        if case .expectation = kind { return true }
        return false
    }
}

// MARK: - The corpus

/// The samples, and a JSON scenario, by name.
private enum MutationCorpus {
    static let names: [String] = Samples.names + ["inline-spec-example.json"]
    /// The files whose every mutant is read: every one under `make every-sample`; under
    /// `make test` the representative samples but the 59-controller app, whose mutants would
    /// outnumber all the others', and the JSON example.
    static let checked: [String] =
        (Samples.everySample ? Samples.names : Samples.checked.filter { $0 != "large-app.yaml" }) + [
            "inline-spec-example.json"
        ]

    static func text(of name: String) -> String? {
        if name == "inline-spec-example.json" { return specExampleJSON }
        return try? String(contentsOf: Repository.url("samples/\(name)"), encoding: .utf8)
    }

    /// The format's example, as JSON, with a step of each shape.
    static let specExampleJSON = """
        {
          "name": "Homepwner on iPad — the list defines the presentation context",
          "device": "ipad",
          "ios": 17,
          "window": {
            "navigation": "nav",
            "stack": [
              {
                "controller": "items",
                "class": "BNRItemsViewController",
                "definesPresentationContext": true
              }
            ]
          },
          "steps": [
            {
              "present": {
                "from": "items",
                "style": "currentContext",
                "controller": {
                  "navigation": "detailNav",
                  "stack": [{ "controller": "detail", "class": "BNRDetailViewController" }]
                }
              }
            },
            { "traits": { "horizontalSizeClass": "compact" } },
            { "expect": [{ "presentationStyle(detailNav)": "currentContext" }] }
          ],
          "expect": [
            { "presentingViewController(detail)": "items" },
            { "presentedViewController(items)": "detailNav" },
            { "presentationContext(detailNav)": "items" },
            { "navigationController(detail)": "detailNav" },
            { "isOnScreen(nav)": true }
          ]
        }

        """
}

// MARK: - Mutations

/// A fixed-seed generator (SplitMix64), so the garbage is the same on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

private struct Mutant {
    var label: String
    var text: String
}

/// Every mutant of one file, in a fixed order.
private struct Mutator {
    let text: String
    let lines: [String]

    init(_ text: String) {
        self.text = text
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Values a scalar is replaced with.
    static let replacements: [(label: String, value: String)] = [
        ("[]", "[]"), ("{}", "{}"), ("~", "~"), ("-1", "-1"), ("huge", "999999999999999999999"),
        ("10k", String(repeating: "x", count: 10_000)),
        ("escapes", #""q\"uo'te \\back\\slash\nnew\tline\0nul 😀🇫🇷 \u202E""#),
        ("raw", "a\"b\\c\u{0}d😀'"),
    ]

    func mutants() -> [Mutant] {
        var result: [Mutant] = []
        truncations(into: &result)
        lineMutations(into: &result)
        scalarReplacements(into: &result)
        garbage(into: &result)
        return result
    }

    private func joined(_ lines: [String]) -> String { lines.joined(separator: "\n") }

    /// Truncated at every 16th byte, and at and after every line break; a cut
    /// may split a multi-byte character.
    private func truncations(into result: inout [Mutant]) {
        let bytes = Array(text.utf8)
        var offsets = Set(stride(from: 0, to: bytes.count, by: 16))
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            offsets.formUnion([offset, offset + 1].filter { $0 < bytes.count })
        }
        for offset in offsets.sorted() {
            result.append(Mutant(label: "truncated at byte \(offset)", text: String(decoding: bytes[..<offset], as: UTF8.self)))
        }
    }

    private func lineMutations(into result: inout [Mutant]) {
        for index in lines.indices {
            let line = lines[index]
            var deleted = lines
            deleted.remove(at: index)
            result.append(Mutant(label: "line \(index + 1) deleted", text: joined(deleted)))
            var duplicated = lines
            duplicated.insert(line, at: index)
            result.append(Mutant(label: "line \(index + 1) duplicated", text: joined(duplicated)))
            if line.isEmpty { continue }
            var edited = lines
            edited[index] = "  " + line
            result.append(Mutant(label: "line \(index + 1) indented", text: joined(edited)))
            if line.hasPrefix(" ") {
                edited[index] = String(line.dropFirst(line.hasPrefix("  ") ? 2 : 1))
                result.append(Mutant(label: "line \(index + 1) dedented", text: joined(edited)))
            }
            edited[index] = "\t" + line
            result.append(Mutant(label: "tab before line \(index + 1)", text: joined(edited)))
            let indentation = line.prefix { $0 == " " }.count
            if indentation > 0 {
                edited[index] = String(line.prefix(indentation - 1)) + "\t" + line.dropFirst(indentation)
                result.append(Mutant(label: "tab in the indentation of line \(index + 1)", text: joined(edited)))
            }
            if index % 2 == 0, let colon = line.range(of: ": ") {
                edited[index] = line.replacingCharacters(in: colon, with: ":\t")
                result.append(Mutant(label: "tab after the colon of line \(index + 1)", text: joined(edited)))
            }
            if index + 1 < lines.count {
                var swapped = lines
                swapped.swapAt(index, index + 1)
                result.append(Mutant(label: "lines \(index + 1) and \(index + 2) swapped", text: joined(swapped)))
            }
            let far = (index * 7 + 3) % lines.count
            if index % 2 == 0, abs(far - index) > 1 {
                var swapped = lines
                swapped.swapAt(index, far)
                result.append(Mutant(label: "lines \(index + 1) and \(far + 1) swapped", text: joined(swapped)))
            }
        }
    }

    private func scalarReplacements(into result: inout [Mutant]) {
        var spanNumber = 0
        for index in lines.indices {
            for span in Mutator.scalarSpans(in: lines[index]) {
                spanNumber += 1
                for (label, value) in Mutator.replacements {
                    // A 10,000-character value is slow to read in a debug build (the "did you
                    // mean" search is quadratic, see nearestIDIsNotQuadratic): one scalar in 16
                    // gets it.
                    if label == "10k", spanNumber % 16 != 1 { continue }
                    var edited = lines
                    edited[index] = lines[index].replacingCharacters(in: span, with: value)
                    result.append(Mutant(label: "line \(index + 1) '\(lines[index][span].prefix(30))' → \(label)", text: joined(edited)))
                }
            }
        }
    }

    /// The scalars of a line in value position: after `key: `, after `- `, and the items of a
    /// flow collection. Keys are left alone.
    static func scalarSpans(in line: String) -> [Range<String.Index>] {
        var spans: [Range<String.Index>] = []
        var depth = 0
        var i = line.startIndex
        func at(_ index: String.Index, _ text: String) -> Bool { line[index...].hasPrefix(text) }
        while i < line.endIndex {
            let c = line[i]
            if c == " " || c == "," { i = line.index(after: i); continue }
            if c == "[" || c == "{" { depth += 1; i = line.index(after: i); continue }
            if c == "]" || c == "}" { depth -= 1; i = line.index(after: i); continue }
            if c == "#" { break }
            if c == "-", at(i, "- ") || line.index(after: i) == line.endIndex { i = line.index(after: i); continue }
            let start = i
            var end = i
            if c == "\"" || c == "'" {
                var j = line.index(after: i)
                while j < line.endIndex {
                    if line[j] == "\\", c == "\"" { j = line.index(after: j); if j < line.endIndex { j = line.index(after: j) }; continue }
                    if line[j] == c { j = line.index(after: j); break }
                    j = line.index(after: j)
                }
                end = j
            } else {
                var j = i
                while j < line.endIndex {
                    let d = line[j]
                    if depth > 0, ",[]{}".contains(d) { break }
                    if d == ":", line.index(after: j) == line.endIndex || line[line.index(after: j)] == " " { break }
                    if d == " ", at(j, " #") { break }
                    j = line.index(after: j)
                }
                end = j
                while end > start, line[line.index(before: end)] == " " { end = line.index(before: end) }
            }
            // A key is followed by a colon; everything else in value position is a scalar.
            var after = end
            while after < line.endIndex, line[after] == " " { after = line.index(after: after) }
            if after < line.endIndex, line[after] == ":" {
                i = line.index(after: after)
                continue
            }
            if start < end { spans.append(start..<end) }
            i = end > i ? end : line.index(after: i)
        }
        return spans
    }

    /// JSON-ish garbage: structural rewrites, then fixed-seed corruptions with YAML's and
    /// JSON's punctuation.
    private func garbage(into result: inout [Mutant]) {
        let rewrites: [(String, String)] = [
            ("wrapped in braces", "{" + text + "}"),
            ("wrapped in brackets", "[" + text + "]"),
            ("opened as JSON", "{\"window\": " + text),
            ("lines joined by commas", lines.joined(separator: ", ")),
            ("lines quoted", lines.map { "\"\($0)\"," }.joined(separator: "\n")),
            ("colons as JSON", text.replacingOccurrences(of: ": ", with: "\": \"")),
            ("dashes as brackets", text.replacingOccurrences(of: "- ", with: "[")),
            ("CRLF line ends", text.replacingOccurrences(of: "\n", with: "\r\n")),
            ("CR line ends", text.replacingOccurrences(of: "\n", with: "\r")),
            ("NEL line ends", text.replacingOccurrences(of: "\n", with: "\u{85}")),
            ("byte order mark", "\u{FEFF}" + text),
            ("doubled", text + "\n" + text),
            ("two documents", text + "\n---\n" + text),
            ("reversed lines", joined(lines.reversed())),
            ("sorted lines", joined(lines.sorted())),
        ]
        for (label, mutated) in rewrites { result.append(Mutant(label: label, text: mutated)) }

        let punctuation = Array("{}[]\",:'\n -#&*!|>%@`\\\t?\0")
        var generator = SeededGenerator(state: UInt64(truncatingIfNeeded: text.utf8.count) &* 0x1000_0000_01B3)
        let characters = Array(text)
        guard !characters.isEmpty else { return }
        for round in 0..<24 {
            var mutated = characters
            let edits = 1 + round % 5
            for _ in 0..<edits {
                let position = Int.random(in: 0..<mutated.count, using: &generator)
                let replacement = punctuation.randomElement(using: &generator)!
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: mutated[position] = replacement
                case 1: mutated.insert(replacement, at: position)
                default: if mutated.count > 1 { mutated.remove(at: position) }
                }
            }
            result.append(Mutant(label: "garbage round \(round)", text: String(mutated)))
        }
    }
}
