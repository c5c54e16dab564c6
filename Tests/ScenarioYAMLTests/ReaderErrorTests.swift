import PresentationReports
import PresentationScenarios
@testable import ScenarioYAML
import PresentationModel
import Testing

/// Every kind of error of the scenario reader, each with its exact place, message and
/// suggestion (the scenario format: "Unknown keys are an error (with the file, line and
/// column, and the nearest known key as a suggestion)").
///
/// The YAML of each test is an inline literal: its first line is line 1, and columns count
/// from 1 at the literal's left margin (the closing `"""`).
@Suite("Reader errors")
struct ReaderErrorTests {
    // MARK: - Helpers

    /// The error reading `text` throws; records an issue if it reads without one.
    private func readError(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioError? {
        do {
            let scenario = try ScenarioReader.read(text, file: "test.yaml")
            Issue.record("expected a reading error, but the scenario '\(scenario.name)' was read", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// Reads `text`, expects an error at `line`:`column` with exactly `message` and
    /// `suggestion`, and checks the compiler-style line built from them.
    private func expectError(
        _ text: String, line: Int, column: Int, _ message: String, suggestion: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let error = readError(text, sourceLocation: sourceLocation) else { return }
        #expect(error.location.file == "test.yaml", sourceLocation: sourceLocation)
        #expect(error.location.line == line, "line", sourceLocation: sourceLocation)
        #expect(error.location.column == column, "column", sourceLocation: sourceLocation)
        #expect(error.message == message, sourceLocation: sourceLocation)
        #expect(error.suggestion == suggestion, sourceLocation: sourceLocation)
        let didYouMean = suggestion.map { ["test.yaml:\(line):\(column): note: did you mean '\($0)'?"] } ?? []
        #expect(
            Array(error.lines.prefix(1 + didYouMean.count)) == ["test.yaml:\(line):\(column): error: \(message)"] + didYouMean,
            sourceLocation: sourceLocation)
    }

    private func read(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Scenario? {
        do {
            return try ScenarioReader.read(text, file: "test.yaml")
        } catch {
            Issue.record("unexpected reading error: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    // MARK: - The file as a whole

    @Test("a YAML syntax error is located where the parser stopped")
    func yamlSyntaxError() {
        expectError(
            """
            window: A
              bad: x
            """,
            line: 2, column: 6, "the file is not valid YAML: mapping values are not allowed in this context")
    }

    @Test("an unclosed flow sequence is located at the token that cannot continue it")
    func yamlUnclosedFlowSequence() {
        expectError(
            """
            window: [A
            name: x
            """,
            line: 2, column: 5, "the file is not valid YAML: did not find expected ',' or ']'")
    }

    @Test("an empty file, or one with only comments, is an error at 1:1")
    func emptyFile() {
        expectError("", line: 1, column: 1, "the file is empty; expected a mapping with a 'window' or 'windows'")
        expectError(
            """
            # nothing here yet

            """,
            line: 1, column: 1, "the file is empty; expected a mapping with a 'window' or 'windows'")
    }

    @Test("a top level that is not a mapping")
    func topLevelNotMapping() {
        expectError(
            """
            - A
            - B
            """,
            line: 1, column: 1, "expected a mapping for a scenario, found a list")
        expectError("just a title", line: 1, column: 1, "expected a mapping for a scenario, found the value 'just a title'")
    }

    // MARK: - Aliases

    /// Ten aliases of ten aliases …, nine levels deep: a billion nodes once expanded
    /// (it would hang `check` and `render`). Refused at the alias that makes the aliases
    /// repeat more than 100,000 nodes: the seventh `*d` of `e` (12,330 nodes repeated before
    /// line 5, then 11,111 for each `*d`).
    @Test("an alias bomb is refused at the alias that crosses 100,000 repeated nodes", .timeLimit(.minutes(1)))
    func aliasBomb() {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "window: *i\n"
        expectError(text, line: 5, column: 36, "aliases repeat more than 100000 nodes of this file (the limit, against alias bombs)")
    }

    /// A scenario's keys are plain words; an alias as a key (`? *a`, `{*a : 1}`) is refused
    /// at the alias, whatever it stands for.
    @Test("an alias used as a mapping key is refused at the alias", .timeLimit(.minutes(1)))
    func aliasKey() {
        let message =
            "an alias cannot be a mapping key: scenario keys are plain words"
        expectError("a: &a [x, x, x]\nb: &b [*a, *a]\nmap:\n  ? *b\n  : x\n", line: 4, column: 5, message)
        expectError("window: a\nm: {*x : 1}\n", line: 2, column: 5, message)
        // An asterisk in quoted text or a comment is not a key.
        expectError(
            "title: \"*a: b\" # *c: d\nwindow: *y\n", line: 2, column: 9, "the file is not valid YAML: found undefined alias")
    }

    @Test("aliases that repeat a few nodes are read as if the nodes were written out")
    func aliasesRead() throws {
        let scenario = read(
            """
            window: &root root
            expect:
              - rootViewController(main): *root
            """)
        #expect(scenario?.expectations.count == 1)
    }

    /// The limit counts the nodes aliases repeat, not the nodes of the file: 120,000 written
    /// nodes are read, up to the unknown key that holds them.
    @Test("a file of more than 100,000 nodes without aliases is not taken for an alias bomb")
    func manyNodesWithoutAliases() {
        let text = "window: root\nextra: [" + Array(repeating: "0", count: 120_000).joined(separator: ", ") + "]\n"
        expectError(text, line: 2, column: 1, "unknown key 'extra'")
    }

    // MARK: - Unknown keys

    @Test("an unknown top-level key, with the nearest key suggested")
    func unknownTopLevelKey() {
        expectError(
            """
            name: Typo
            devcie: ipad
            window: A
            """,
            line: 2, column: 1, "unknown key 'devcie'", suggestion: "device")
    }

    @Test("an unknown top-level key with nothing near it has no suggestion")
    func unknownTopLevelKeyWithoutSuggestion() {
        expectError(
            """
            window: A
            colourScheme: dark
            """,
            line: 2, column: 1, "unknown key 'colourScheme'")
    }

    @Test("a misspelt 'window' is reported as an unknown key, not only as a missing window")
    func misspeltWindow() {
        // Unknown keys are an error with the nearest known key as a suggestion.
        // The reader checks for 'window' before it looks at unknown keys, so the typo itself
        // is never named.
        let error = readError(
            """
            name: Typo
            windw: A
            """)
        #expect(
            error?.description == """
                test.yaml:2:1: error: unknown key 'windw'
                test.yaml:2:1: note: did you mean 'window'?
                test.yaml:2:1: note: valid keys here: name, description, device, horizontalSizeClass, verticalSizeClass, ios, options, window, windows, controllers, steps, expect
                """)
    }

    @Test("an unknown key inside a controller node")
    func unknownKeyInNode() {
        expectError(
            """
            window:
              navigation: nav
              stack:
                - controller: A
                  titel: List
            """,
            line: 5, column: 7, "unknown key 'titel'", suggestion: "title")
    }

    @Test("a kind's own key on the wrong kind is unknown")
    func keyOfAnotherKind() {
        // `stack` belongs to `navigation`; a tab bar has `tabs`, too far from `stack` to suggest.
        expectError(
            """
            window:
              tabBar: tabs
              stack: [A, B]
            """,
            line: 3, column: 3, "unknown key 'stack'")
    }

    @Test("an unknown key inside a step")
    func unknownKeyInStep() {
        expectError(
            """
            window: A
            controllers: [B]
            steps:
              - present: { from: A, controller: B }
                expectEror: nope
            """,
            line: 5, column: 5, "unknown key 'expectEror'", suggestion: "expectError")
    }

    @Test("an unknown key among a step's arguments")
    func unknownKeyInStepArguments() {
        expectError(
            """
            window: A
            controllers: [B]
            steps:
              - present:
                  from: A
                  controller: B
                  stlye: formSheet
            """,
            line: 7, column: 7, "unknown key 'stlye'", suggestion: "style")
    }

    @Test("an unknown key inside a node declared by a step")
    func unknownKeyInStepNode() {
        expectError(
            """
            window: A
            steps:
              - present:
                  from: A
                  controller:
                    controller: B
                    clas: DetailViewController
            """,
            line: 7, column: 9, "unknown key 'clas'", suggestion: "class")
    }

    @Test("an unknown option")
    func unknownOption() {
        expectError(
            """
            window: A
            options:
              adaptsContextStylesInCompactWidht: true
            """,
            line: 3, column: 3, "unknown key 'adaptsContextStylesInCompactWidht'",
            suggestion: "adaptsContextStylesInCompactWidth")
    }

    // MARK: - Duplicates

    @Test("a duplicate key in a mapping")
    func duplicateKey() {
        let text = """
            window:
              controller: A
              title: First
              title: Second
            """
        guard let error = readError(text) else { return }
        #expect(error.message.hasPrefix("the key 'title' appears twice in this mapping"))
        #expect(error.location.file == "test.yaml")
        // The second 'title' (4:3) is the error, as a compiler reports a redefinition; the
        // reader's own conversion says so with "(first at 3:3)", but Yams finds the duplicate
        // first and its error names the first occurrence only.
        #expect(error.description == "test.yaml:4:3: error: the key 'title' appears twice in this mapping (first at 3:3)")
    }

    @Test("a duplicate id names the first declaration's line:col")
    func duplicateID() {
        expectError(
            """
            window:
              navigation: nav
              stack:
                - list
                - list
            """,
            line: 5, column: 7, "the id 'list' is already declared at 4:7")
    }

    @Test("an id declared again by a step's new node is a duplicate")
    func duplicateIDInStep() {
        expectError(
            """
            window:
              navigation: nav
              stack: [A]
            steps:
              - push:
                  onto: nav
                  controller:
                    controller: A
            """,
            line: 8, column: 21, "the id 'A' is already declared at 3:11")
    }

    @Test("an id that collides with a derived id is a duplicate")
    func duplicateDerivedID() {
        expectError(
            """
            window:
              tabBar: tabs
              tabs: [A, B]
            controllers:
              - tabs/more
            """,
            line: 5, column: 5, "the id 'tabs/more' is already declared at 2:11")
    }

    @Test("two windows with the same id")
    func duplicateWindowID() {
        expectError(
            """
            windows:
              - id: phone
                root: A
              - id: phone
                root: B
            """,
            line: 4, column: 5, "the window id 'phone' is used twice")
    }

    // MARK: - Unknown ids

    @Test("an unknown id in a step, with the nearest declared id suggested")
    func unknownIDInStep() {
        expectError(
            """
            window:
              navigation: nav
              stack: [items]
            steps:
              - dismiss: itme
            """,
            line: 5, column: 14, "no controller has the id 'itme'", suggestion: "items")
    }

    @Test("a plain string as a step's controller is a reference, never a declaration")
    func stepStringIsReference() {
        expectError(
            """
            window: root
            steps:
              - present: { from: root, controller: detailViewController }
            """,
            line: 3, column: 40, "no controller has the id 'detailViewController'")
    }

    @Test("an unknown id as an expectation's subject, with the nearest declared id suggested")
    func unknownIDInExpectationSubject() {
        expectError(
            """
            window:
              navigation: nav
              stack: [items]
            expect:
              - parent(itemz): nav
            """,
            line: 5, column: 5, "no controller has the id 'itemz'", suggestion: "items")
    }

    @Test("an unknown id as an expectation's value")
    func unknownIDInExpectationValue() {
        expectError(
            """
            window:
              navigation: nav
              stack: [items]
            expect:
              - parent(items): nva
            """,
            line: 5, column: 20, "no controller has the id 'nva'", suggestion: "nav")
    }

    @Test("an unknown id inside an expectation's list")
    func unknownIDInExpectationList() {
        expectError(
            """
            window:
              navigation: nav
              stack: [first, second]
            expect:
              - viewControllers(nav): [first, secnd]
            """,
            line: 5, column: 35, "no controller has the id 'secnd'", suggestion: "second")
    }

    @Test("an unknown window id in rootViewController(...)")
    func unknownWindowID() {
        // The single `window` is named "main" (the scenario does not name it).
        expectError(
            """
            window: A
            expect:
              - rootViewController(mian): A
            """,
            line: 3, column: 5, "no window has the id 'mian'", suggestion: "main")
        expectError(
            """
            windows:
              - id: phone
                root: A
              - id: external
                root: B
            expect:
              - rootViewController(phnoe): A
            """,
            line: 7, column: 5, "no window has the id 'phnoe'", suggestion: "phone")
    }

    @Test("a controller id is not a window id")
    func controllerIDIsNotWindowID() {
        expectError(
            """
            window: A
            expect:
              - rootViewController(A): A
            """,
            line: 3, column: 5, "no window has the id 'A'")
    }

    // MARK: - Derived ids

    @Test("SPLIT/primary and the other columns of a column-style split are ids")
    func derivedSplitIDs() {
        // On an iPad the split view is expanded, so each column keeps its own wrapper.
        let scenario = read(
            """
            device: ipad
            window:
              split: S
              style: tripleColumn
              primary: P
              supplementary: M
              secondary: D
            expect:
              - parent(P): S/primary
              - parent(M): S/supplementary
              - navigationController(D): S/secondary
              - splitViewController(S/primary): S
            """)
        #expect(
            scenario?.expectations.map(\.value.description) == [
                "parent(P): S/primary", "parent(M): S/supplementary", "navigationController(D): S/secondary",
                "splitViewController(S/primary): S",
            ])
        if let scenario { #expect(ScenarioRun(scenario).checks.filter { !$0.passed }.map(\.summary) == []) }
    }

    @Test("TAB/more is an id, as a subject, a value and in a step")
    func derivedMoreID() {
        let scenario = read(
            """
            window:
              tabBar: T
              tabs: [A, B, C, D, E, F]
            steps:
              - expect:
                  - parent(T/more): T
            expect:
              - tabBarController(T/more): T
            """)
        #expect(scenario?.steps.count == 1)
        #expect(scenario?.expectations.first?.value.subject == .controller("T/more"))
        if let scenario { #expect(ScenarioRun(scenario).checks.filter { !$0.passed }.map(\.summary) == []) }
    }

    @Test("a classic split view has no derived column ids")
    func classicSplitHasNoDerivedIDs() {
        expectError(
            """
            window:
              split: S
              primary: P
              secondary: D
            expect:
              - parent(P): S/primary
            """,
            line: 6, column: 16, "no controller has the id 'S/primary'")
    }

    // MARK: - Wrong types

    @Test("a string where a bool is expected")
    func stringForBool() {
        expectError(
            """
            window:
              controller: A
              definesPresentationContext: "true"
            """,
            line: 3, column: 31, "expected true or false for definesPresentationContext, found the value 'true'")
        // YAML 1.2 has no 'yes'.
        expectError(
            """
            window:
              controller: A
              definesPresentationContext: yes
            """,
            line: 3, column: 31, "expected true or false for definesPresentationContext, found the value 'yes'")
    }

    @Test("a mapping where a list is expected")
    func mappingForList() {
        expectError(
            """
            window:
              navigation: nav
              stack:
                controller: A
            """,
            line: 4, column: 5, "expected a list for the stack, found a mapping")
    }

    @Test("a scalar where the steps' list is expected")
    func scalarForStepList() {
        expectError(
            """
            window: A
            steps: dismiss
            """,
            line: 2, column: 8, "expected a list for the steps, found the value 'dismiss'")
    }

    @Test("a non-integer ios")
    func nonIntegerIOS() {
        expectError(
            """
            ios: 17.5
            window: A
            """,
            line: 1, column: 6, "expected a whole number for the iOS version, found the value '17.5'")
        expectError(
            """
            ios: seventeen
            window: A
            """,
            line: 1, column: 6, "expected a whole number for the iOS version, found the value 'seventeen'")
    }

    @Test("an ios that is no iOS version")
    func iosOutOfRange() {
        expectError(
            """
            window: A
            ios: 1700
            """,
            line: 2, column: 6, "expected an iOS version such as 12, 17 or 18, found 1700")
    }

    @Test("a mapping where an id is expected in a step")
    func mappingForID() {
        expectError(
            """
            window: A
            steps:
              - dismiss: { controller: A }
            """,
            line: 3, column: 14, "expected the id of the controller to dismiss, found a mapping")
    }

    // MARK: - Nodes

    @Test("two kind keys in one node are reported at the second")
    func twoKindKeys() {
        expectError(
            """
            window:
              controller: A
              navigation: nav
            """,
            line: 3, column: 3,
            "a controller node has exactly one kind key, but this one has 'controller' and 'navigation'")
    }

    @Test("a node with no kind key")
    func noKindKey() {
        expectError(
            """
            window:
              title: Orphan
              class: MyViewController
            """,
            line: 2, column: 3,
            "a controller node needs one kind key (controller, navigation, tabBar, split, page, alert) whose value is its id")
    }

    @Test("a node whose kind key is misspelt gets the kind key suggested")
    func misspeltKindKey() {
        expectError(
            """
            window:
              navigation: nav
              stack:
                - contoller: A
                  title: List
            """,
            line: 4, column: 7,
            "a controller node needs one kind key (controller, navigation, tabBar, split, page, alert) whose value is its id",
            suggestion: "controller")
    }

    @Test("an unknown presentation style, with the nearest suggested")
    func unknownPresentationStyle() {
        let styles = "automatic, fullScreen, overFullScreen, pageSheet, formSheet, popover, currentContext, overCurrentContext, custom"
        expectError(
            """
            window: A
            controllers: [B]
            steps:
              - present:
                  from: A
                  controller: B
                  style: formsheet
            """,
            line: 7, column: 14, "'formsheet' is not a presentation style; expected one of \(styles)",
            suggestion: "formSheet")
        expectError(
            """
            window:
              controller: A
              modalPresentationStyle: overCurrentContxt
            """,
            line: 3, column: 27, "'overCurrentContxt' is not a presentation style; expected one of \(styles)",
            suggestion: "overCurrentContext")
    }

    @Test("a classic split view with a supplementary column")
    func classicSplitWithSupplementary() {
        expectError(
            """
            window:
              split: S
              primary: P
              supplementary: M
              secondary: D
            """,
            line: 4, column: 18,
            "a classic split view has no supplementary column; set 'style: tripleColumn'")
    }

    @Test("a doubleColumn split view with a supplementary column")
    func doubleColumnSplitWithSupplementary() {
        expectError(
            """
            window:
              split: S
              style: doubleColumn
              primary: P
              supplementary: M
              secondary: D
            """,
            line: 5, column: 18,
            "a doubleColumn split view has no supplementary column; use 'style: tripleColumn'")
    }

    // MARK: - Steps

    @Test("a step with two step keys is reported at the second")
    func twoStepKeys() {
        expectError(
            """
            window:
              navigation: nav
              stack: [A, B]
            steps:
              - pop: nav
                popToRoot: nav
            """,
            line: 6, column: 5, "a step does one thing, but this one has 'pop' and 'popToRoot'")
    }

    @Test("an unknown step, with the nearest step suggested")
    func unknownStep() {
        expectError(
            """
            window: A
            steps:
              - dimiss: A
            """,
            line: 3, column: 5,
            "a step needs one of present, dismiss, userDismiss, activateSearch, deactivateSearch, push, pop, popToRoot, popTo, setViewControllers, select, show, showDetail, showColumn, hideColumn, addChild, removeFromParent, setRoot, set, traits, expect, observePresentation, dismissEnvironment, dropModifier",
            suggestion: "dismiss")
    }

    @Test("shouldPresentInFullscreen without style: custom")
    func shouldPresentInFullscreenWithoutCustom() {
        expectError(
            """
            window: A
            controllers: [B]
            steps:
              - present:
                  from: A
                  controller: B
                  shouldPresentInFullscreen: false
            """,
            line: 7, column: 34, "shouldPresentInFullscreen applies to 'style: custom' only")
        expectError(
            """
            window: A
            controllers: [B]
            steps:
              - present:
                  from: A
                  controller: B
                  style: formSheet
                  shouldPresentInFullscreen: false
            """,
            line: 8, column: 34, "shouldPresentInFullscreen applies to 'style: custom' only")
    }

    @Test("shouldPresentInFullscreen with style: custom is read")
    func shouldPresentInFullscreenWithCustom() {
        let scenario = read(
            """
            window: A
            controllers: [B]
            steps:
              - present:
                  from: A
                  controller: B
                  style: custom
                  shouldPresentInFullscreen: false
            """)
        guard case .perform(let operations)? = scenario?.steps.first?.value.action,
            case .present(_, _, let request)? = operations.last
        else {
            Issue.record("expected a present step")
            return
        }
        #expect(request.style == .custom)
        #expect(request.shouldPresentInFullscreen == false)
    }

    @Test("an expect step cannot expect a diagnostic")
    func expectStepWithExpectError() {
        expectError(
            """
            window: A
            steps:
              - expect:
                  - parent(A): nil
                expectError: anything
            """,
            line: 3, column: 5, "an expect step produces no diagnostic to expect")
    }

    // MARK: - Expectations

    @Test("an unknown relation, with the nearest relation suggested")
    func unknownRelation() {
        expectError(
            """
            window: A
            expect:
              - parnet(A): nil
            """,
            line: 3, column: 5, "unknown relation 'parnet'", suggestion: "parent")
        expectError(
            """
            window: A
            expect:
              - presentingViewControler(A): nil
            """,
            line: 3, column: 5, "unknown relation 'presentingViewControler'", suggestion: "presentingViewController")
    }

    @Test("a malformed expectation key")
    func malformedExpectationKey() {
        expectError(
            """
            window: A
            expect:
              - parent: A
            """,
            line: 3, column: 5,
            "expected 'relation(id)', such as 'presentingViewController(detail)', found 'parent'")
        expectError(
            """
            window: A
            expect:
              - parent(A: nil
            """,
            line: 3, column: 5,
            "expected 'relation(id)', such as 'presentingViewController(detail)', found 'parent(A'")
        expectError(
            """
            window: A
            expect:
              - parent(): nil
            """,
            line: 3, column: 5, "the relation 'parent' needs an id between the parentheses")
    }

    @Test("an expectation with two entries")
    func expectationWithTwoEntries() {
        expectError(
            """
            window: A
            expect:
              - parent(A): nil
                children(A): []
            """,
            line: 3, column: 5, "an expectation is one entry 'relation(id): value', such as 'parent(detail): nav'")
    }

    @Test("an expectation value of the wrong type")
    func expectationValueOfWrongType() {
        expectError(
            """
            window: A
            expect:
              - isOnScreen(A): "yes"
            """,
            line: 3, column: 20, "expected true or false for isOnScreen, found the value 'yes'")
        expectError(
            """
            window: A
            expect:
              - children(A): A
            """,
            line: 3, column: 18, "expected a list for children (a list of ids), found the value 'A'")
    }

    // MARK: - Windows

    @Test("both window and windows")
    func bothWindowAndWindows() {
        expectError(
            """
            window: A
            windows:
              - id: second
                root: B
            """,
            line: 2, column: 1, "a scenario has either 'window' or 'windows', not both")
    }

    @Test("neither window nor windows")
    func neitherWindowNorWindows() {
        expectError(
            """
            name: Nothing to show
            steps: []
            """,
            line: 1, column: 1, "a scenario needs a 'window' (or 'windows') with the root view controller")
    }

    @Test("a window entry without a root")
    func windowWithoutRoot() {
        expectError(
            """
            windows:
              - id: phone
            """,
            line: 2, column: 5, "a window needs the key 'root'")
    }

    // MARK: - JSON

    @Test("a JSON scenario is read as YAML")
    func jsonScenario() {
        let scenario = read(
            """
            {
              "name": "JSON",
              "device": "ipad",
              "ios": 13,
              "window": {"navigation": "nav", "stack": [{"controller": "list", "definesPresentationContext": true}]},
              "steps": [
                {"present": {"from": "list", "style": "currentContext", "controller": {"controller": "detail"}}}
              ],
              "expect": [
                {"presentingViewController(detail)": "list"},
                {"presentedViewController(nav)": null},
                {"viewControllers(nav)": ["list"]},
                {"isOnScreen(detail)": true}
              ]
            }
            """)
        guard let scenario else { return }
        #expect(scenario.name == "JSON")
        #expect(scenario.environment.horizontalSizeClass == .regular)
        #expect(scenario.environment.iosVersion == 13)
        #expect(scenario.windows.map(\.value.id) == ["main"])
        #expect(scenario.steps.count == 1)
        #expect(
            scenario.expectations.map(\.value.description) == [
                "presentingViewController(detail): list", "presentedViewController(nav): nil",
                "viewControllers(nav): [list]", "isOnScreen(detail): true",
            ])
        #expect(scenario.expectations.map(\.location.line) == [10, 11, 12, 13])
        let run = ScenarioRun(scenario)
        #expect(run.checks.filter { !$0.passed }.map(\.summary) == [])
        #expect(run.checks.count == 4)
    }

    @Test("a JSON syntax error is located")
    func jsonSyntaxError() {
        expectError(
            """
            {"window": "A",
             "steps": [}
            """,
            line: 2, column: 12, "the file is not valid YAML: did not find expected node content")
    }

    @Test("an unknown key in JSON is located and suggested")
    func jsonUnknownKey() {
        expectError(
            """
            {
              "window": "A",
              "expcet": []
            }
            """,
            line: 3, column: 3, "unknown key 'expcet'", suggestion: "expect")
    }
}
