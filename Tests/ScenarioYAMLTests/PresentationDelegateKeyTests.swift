import PresentationModel
import PresentationScenarios
import ScenarioYAML
import Testing

/// `presentationDelegate: true | false | [methods] | { implements, shouldDismiss }`: the
/// methods an app's presentation delegate implements decide what UIKit calls and how the
/// presentation adapts (R13.1, R14.6); an alert presenting as an alert refuses any (R11.5).
@Suite("presentationDelegate's methods in scenarios")
struct PresentationDelegateKeyTests {
    private func run(_ yaml: String) throws -> ScenarioRun { ScenarioRun(try ScenarioReader.read(yaml, file: "d.yaml")) }

    @Test("R13.1 a delegate with only presentationControllerDidAttemptToDismiss keeps the default adaptation and hears only that")
    func onlyDidAttempt() throws {
        let yaml = """
            device: iphone
            window:
              navigation: nav
              stack: [list]
            controllers:
              - controller: picker
                popoverAnchor: sourceView
                isModalInPresentation: true
                presentationDelegate: [presentationControllerDidAttemptToDismiss]
            steps:
              - present: { from: list, controller: picker, style: popover }
              - expect:
                  - presentationStyle(picker): formSheet
                  - delegateEvents(picker): []
              - userDismiss: picker
                expectWarning: "modal in presentation"
            expect:
              - delegateEvents(picker): [presentationControllerDidAttemptToDismiss]
            """
        let run = try run(yaml)
        #expect(run.passed, "\(run.checks.filter { !$0.passed })")
    }

    @Test("R13.1 the trait-less method adapts only in compact width")
    func traitless() throws {
        let yaml = """
            device: ipad
            window:
              navigation: nav
              stack: [list]
            controllers:
              - controller: picker
                popoverAnchor: sourceView
                adaptivePresentationStyle: fullScreen
                presentationDelegate: [adaptivePresentationStyle(for:), willPresentWithAdaptiveStyle]
            steps:
              - present: { from: list, controller: picker, style: popover }
              - expect:
                  - presentationStyle(picker): popover
              - traits: { horizontalSizeClass: compact }
            expect:
              - presentationStyle(picker): fullScreen
              - delegateEvents(picker): [willPresentWithAdaptiveStyle(none), "adaptivePresentationStyle(for:)", willPresentWithAdaptiveStyle(fullScreen)]
            """
        let run = try run(yaml)
        #expect(run.passed, "\(run.checks.filter { !$0.passed })")
    }

    @Test("R14.6 without ShouldDismiss the swipe dismisses; with one that returns false, DidAttempt follows")
    func shouldDismiss() throws {
        let yaml = """
            device: iphone
            window:
              navigation: nav
              stack: [list]
            controllers:
              - controller: notes
                presentationDelegate: [presentationControllerDidDismiss]
              - controller: editor
                presentationDelegate:
                  implements: [presentationControllerShouldDismiss, presentationControllerDidAttemptToDismiss]
                  shouldDismiss: false
            steps:
              - present: { from: list, controller: notes, style: pageSheet }
              - userDismiss: notes
              - present: { from: list, controller: editor, style: pageSheet }
              - userDismiss: editor
                expectWarning: "presentationControllerShouldDismiss(_:) returns false"
            expect:
              - delegateEvents(notes): [presentationControllerDidDismiss]
              - delegateEvents(editor): [presentationControllerShouldDismiss, presentationControllerDidAttemptToDismiss]
              - presentingViewController(editor): nav
            """
        let run = try run(yaml)
        #expect(run.passed, "\(run.checks.filter { !$0.passed })")
    }

    @Test("R11.5 a set step giving an alert a delegate raises UIKit's exception, before present and while it is up")
    func alertSetStep() throws {
        let yaml = """
            device: iphone
            window:
              navigation: nav
              stack: [list]
            controllers:
              - alert: confirm
            steps:
              - set: { controller: confirm, presentationDelegate: true }
                expectError: "must not have its delegate modified"
              - present: { from: list, controller: confirm }
              - set: { controller: confirm, presentationDelegate: [presentationControllerDidDismiss] }
                expectError: "must not have its delegate modified"
            expect:
              - presentingViewController(confirm): nav
            """
        let run = try run(yaml)
        #expect(run.passed, "\(run.checks.filter { !$0.passed })")
    }

    @Test("R11.5 an alert declared with a delegate raises at its declaration, located there")
    func alertDeclared() throws {
        let yaml = """
            device: iphone
            window:
              navigation: nav
              stack: [list]
            controllers:
              - alert: confirm
                presentationDelegate: true
            steps:
              - present: { from: list, controller: confirm }
            expect:
              - presentingViewController(confirm): nav
            """
        let run = try run(yaml)
        let failed = run.checks.filter { !$0.passed }
        #expect(failed.count == 1)
        #expect("\(failed)".contains("must not have its delegate modified"))
        #expect("\(failed)".contains("d.yaml:6"))
    }

    @Test("an unknown method is an error at the item, with the nearest name; the bare adaptivePresentationStyle names both")
    func unknownMethod() {
        for (list, expected) in [
            ("[presentationControllerDidAttemptToDismis]", "did you mean 'presentationControllerDidAttemptToDismiss'"),
            ("[adaptivePresentationStyle]", "names two methods"),
        ] {
            let yaml = "window:\n  controller: a\n  presentationDelegate: \(list)\n"
            #expect {
                try ScenarioReader.read(yaml, file: "m.yaml")
            } throws: { error in
                "\(error)".contains("m.yaml:3:26") && "\(error)".contains(expected)
            }
        }
    }

    @Test("an adaptive answer needs the method that returns it")
    func answerNeedsMethod() {
        for key in ["adaptivePresentationStyle: none", "adaptiveWrapper: navigation"] {
            let yaml = "window:\n  controller: a\n  presentationDelegate: [presentationControllerDidDismiss]\n  \(key)\n"
            #expect {
                try ScenarioReader.read(yaml, file: "a.yaml")
            } throws: { error in
                "\(error)".contains("a.yaml:4:3") && "\(error)".contains("does not implement")
            }
        }
    }

    @Test("every form writes back as it was read")
    func roundTrip() throws {
        let forms = [
            "true", "[presentationControllerWillDismiss, \"adaptivePresentationStyle(for:traitCollection:)\"]",
            "{ implements: [presentationControllerShouldDismiss], shouldDismiss: false }", "{ shouldDismiss: false }",
        ]
        let expected: [PresentationDelegate] = [
            .all, .implementing([.willDismiss, .adaptivePresentationStyleForTraits]), .implementing([.shouldDismiss], shouldDismiss: false),
            .implementing(Set(DelegateMethod.allCases), shouldDismiss: false),
        ]
        for (form, delegate) in zip(forms, expected) {
            let yaml = "window:\n  controller: a\ncontrollers:\n  - controller: s\n    presentationDelegate: \(form)\n"
            let scenario = try ScenarioReader.read(yaml, file: "d.yaml")
            let written = try ScenarioWriter.yaml(for: scenario)
            let again = try ScenarioReader.read(written, file: "w.yaml")
            #expect(ScenarioRun(again).hierarchy.attributes(of: "s")?.presentationDelegate == delegate, "\(written)")
        }
    }
}
