import PresentationScenarios
import ScenarioYAML
import Testing

/// Errors a person can act on: every error of a file, each with the valid
/// keys at its place, UIKit's names answered with the scenario's, and the nearest declared id,
/// as clang's `error:` and `note:` lines.
@Suite("Actionable reader errors")
struct ActionableErrorTests {
    /// The text of the error reading `text` throws.
    private func errors(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        do {
            _ = try ScenarioReader.read(text, file: "app.yaml")
            Issue.record("expected a reading error", sourceLocation: sourceLocation)
            return ""
        } catch {
            return error.description
        }
    }

    private static let validNodeKeys =
        "class, title, definesPresentationContext, providesPresentationContextTransitionStyle, modalPresentationStyle, modalTransitionStyle, adaptivePresentationStyle, presentationDelegate, popoverAnchor, isModalInPresentation, prefersEdgeAttachedInCompactHeight, adaptiveWrapper, detents, largestUndimmedDetent"

    @Test("every error of a file is reported, in file order, each followed by its notes")
    func everyError() {
        let text = """
            name: Many errors
            devcie: ipad
            window:
              navigation: nav
              viewControllers: [list]
              stack:
                - list
                - controller: detail
                  modalPresentationStyle: fullscren
            controllers:
              - split: split
                master: menu
            steps:
              - present:
                  from: list
                  controller: sheet
                  modalPresentationStyle: formSheet
              - pushViewController: {controller: x, onto: nav}
              - dismiss: detial
            """
        #expect(
            errors(text) == """
                app.yaml:2:1: error: unknown key 'devcie'
                app.yaml:2:1: note: did you mean 'device'?
                app.yaml:2:1: note: valid keys here: name, description, device, horizontalSizeClass, verticalSizeClass, ios, options, window, windows, controllers, steps, expect
                app.yaml:5:3: error: unknown key 'viewControllers'
                app.yaml:5:3: note: did you mean 'stack'?
                app.yaml:5:3: note: UIKit's 'viewControllers' is 'stack' here
                app.yaml:5:3: note: valid keys here: navigation, \(Self.validNodeKeys), stack, searchController
                app.yaml:9:31: error: 'fullscren' is not a presentation style; expected one of automatic, fullScreen, overFullScreen, pageSheet, formSheet, popover, currentContext, overCurrentContext, custom
                app.yaml:9:31: note: did you mean 'fullScreen'?
                app.yaml:12:5: error: unknown key 'master'
                app.yaml:12:5: note: did you mean 'primary'?
                app.yaml:12:5: note: UIKit's 'master' is 'primary' here
                app.yaml:12:5: note: valid keys here: split, \(Self.validNodeKeys), style, primary, supplementary, secondary, compact, inspector, searchController
                app.yaml:16:19: error: no controller has the id 'sheet'
                app.yaml:17:7: error: unknown key 'modalPresentationStyle'
                app.yaml:17:7: note: did you mean 'style'?
                app.yaml:17:7: note: UIKit's 'modalPresentationStyle' is 'style' here
                app.yaml:17:7: note: valid keys here: from, controller, modifier, binding, item, style, transition, animated, shouldPresentInFullscreen
                app.yaml:18:5: error: a step needs one of present, dismiss, userDismiss, activateSearch, deactivateSearch, push, pop, popToRoot, popTo, setViewControllers, select, show, showDetail, showColumn, hideColumn, addChild, removeFromParent, setRoot, set, traits, expect, observePresentation, dismissEnvironment, dropModifier
                app.yaml:18:5: note: did you mean 'push'?
                app.yaml:18:5: note: UIKit's 'pushViewController' is the step 'push'
                app.yaml:19:14: error: no controller has the id 'detial'
                app.yaml:19:14: note: did you mean 'detail'?
                """)
    }

    @Test("a bad window does not hide a misspelt step key")
    func badWindowKeepsReading() {
        let text = errors(
            """
            window:
              tabbar: tabs
              tabs: [a, b]
            controllers: [c]
            steps:
              - present: {from: c, controller: c, stlye: formSheet}
            """)
        #expect(text.hasPrefix("app.yaml:2:3: error: a controller node needs one kind key"), "\(text)")
        #expect(text.contains("app.yaml:2:3: note: did you mean 'tabBar'?"), "\(text)")
        #expect(text.contains("app.yaml:6:39: error: unknown key 'stlye'"), "\(text)")
        #expect(text.contains("app.yaml:6:39: note: did you mean 'style'?"), "\(text)")
    }

    @Test("a bad value leaves later keys known, and a second bad value in the node is reported too")
    func badValueLeavesLaterKeysKnown() {
        let text = errors(
            """
            window:
              controller: home
              modalPresentationStyle: fullscren
              title: Home
              definesPresentationContext: true
              modalTransitionStyle: dissolve
              isModalInPresentation: true
            """)
        #expect(text.hasPrefix("app.yaml:3:27: error: 'fullscren' is not a presentation style"), "\(text)")
        #expect(text.contains("app.yaml:6:25: error: 'dissolve' is not a transition style"), "\(text)")
        #expect(!text.contains("unknown key"), "\(text)")
    }

    @Test("UIKit's viewControllers is a tab bar's tabs and a page view controller's pages")
    func viewControllersByContainer() {
        #expect(errors("window:\n  tabBar: tabs\n  viewControllers: [a]\n").contains("app.yaml:3:3: note: UIKit's 'viewControllers' is 'tabs' here"))
        #expect(errors("window:\n  page: pages\n  viewControllers: [a]\n").contains("app.yaml:3:3: note: UIKit's 'viewControllers' is 'pages' here"))
        #expect(
            errors("rootViewController: a\n").hasPrefix(
                "app.yaml:1:1: error: unknown key 'rootViewController'\napp.yaml:1:1: note: did you mean 'window'?\n"))
        #expect(
            errors("window: a\nsteps:\n  - present: {from: a, controller: b, modalTransitionStyle: crossDissolve}\n")
                .contains("note: UIKit's 'modalTransitionStyle' is 'transition' here"))
    }

    @Test("ids declared beneath an unknown key or in a node or step that failed are not reported again; genuine unknown ids are")
    func noCascade() {
        // The tab bar's tabs are under a misspelt key: nav and list are not declared, and every
        // step or expectation naming them would say so; 'lst' is a typo of its own.
        #expect(
            errors(
                """
                window:
                  tabBar: tabs
                  tabz:
                    - navigation: nav
                      stack: [list]
                steps:
                  - push: {onto: nav, controller: {controller: detail}}
                  - dismiss: lst
                expect:
                  - topViewController(nav): list
                """) == """
                    app.yaml:3:3: error: unknown key 'tabz'
                    app.yaml:3:3: note: did you mean 'tabs'?
                    app.yaml:3:3: note: valid keys here: tabBar, \(Self.validNodeKeys), tabs, selected, mode, tabBarHidden, searchController
                    app.yaml:8:14: error: no controller has the id 'lst'
                    app.yaml:8:14: note: did you mean 'list'?
                    """)
        // A misspelt kind key, a misspelt top-level key and a step that cannot be read: what
        // they declare is set aside; 'ghost', which the failed step only names, is still unknown.
        let text = errors(
            """
            window: root
            controllers:
              - navigaton: other
                stack: [inner]
            controlers: [detail]
            steps:
              - presnt: {from: ghost, controller: {controller: sheet}}
              - present: {from: root, controller: other}
              - dismiss: ghost
            expect:
              - parent(inner): other
              - presentingViewController(sheet): root
              - presentingViewController(detail): root
            """)
        let lines = text.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            lines == [
                "app.yaml:3:5: error: a controller node needs one kind key (controller, navigation, tabBar, split, page, alert) whose value is its id",
                "app.yaml:5:1: error: unknown key 'controlers'",
                "app.yaml:7:5: error: a step needs one of present, dismiss, userDismiss, activateSearch, deactivateSearch, push, pop, popToRoot, popTo, setViewControllers, select, show, showDetail, showColumn, hideColumn, addChild, removeFromParent, setRoot, set, traits, expect, observePresentation, dismissEnvironment, dropModifier",
                "app.yaml:9:14: error: no controller has the id 'ghost'",
            ], "\(text)")
    }

    @Test("an id declared twice has a note at its first declaration")
    func duplicateNote() {
        #expect(
            errors("window:\n  navigation: nav\n  stack: [a, a]\n") == """
                app.yaml:3:14: error: the id 'a' is already declared at 3:11
                app.yaml:3:11: note: 'a' is first declared here
                """)
    }

    @Test("the reader stops after 20 errors and says so")
    func errorLimit() {
        let steps = (1...30).map { "  - dismiss: missing\($0)\n" }.joined()
        let text = errors("window: a\nsteps:\n" + steps)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 21)
        #expect(lines.first == "app.yaml:3:14: error: no controller has the id 'missing1'")
        #expect(lines.last == "app.yaml: error: too many errors; stopped after 20")
    }

    @Test("a file with one error reads as before: the error, then its notes")
    func oneError() throws {
        do {
            _ = try ScenarioReader.read("window: a\nsteps:\n  - dismiss: nowhere\n", file: "app.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.others.isEmpty && !error.stoppedEarly)
            #expect(error.description == "app.yaml:3:14: error: no controller has the id 'nowhere'")
        }
    }
}
