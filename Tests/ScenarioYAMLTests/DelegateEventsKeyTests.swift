import PresentationModel
import PresentationScenarios
import ScenarioYAML
import Testing

/// The scenario keys of the adaptive delegate: `presentationDelegate` on a node or in `set`,
/// and the relation `delegateEvents(ID)`, a list of calls (R13.1, R14.6).
@Suite("presentationDelegate and delegateEvents in scenarios")
struct DelegateEventsKeyTests {
    @Test("R14.6 a scenario expects the calls of a user's dismissal, by name, after the presentation ended")
    func expectsCalls() throws {
        let yaml = """
            device: iphone
            window:
              navigation: nav
              stack: [list]
            controllers:
              - controller: editor
                presentationDelegate: true
            steps:
              - present: { from: list, controller: editor, style: pageSheet }
              - userDismiss: editor
            expect:
              - delegateEvents(editor): [adaptivePresentationStyle, willPresentWithAdaptiveStyle(none), presentationControllerShouldDismiss, presentationControllerWillDismiss, presentationControllerDidDismiss]
              - delegateEvents(list): []
            """
        let run = ScenarioRun(try ScenarioReader.read(yaml, file: "delegate.yaml"))
        #expect(run.checks.count == 2)
        #expect(run.passed)
    }

    @Test("R13.1 set gives a delegate before a presentation that adapts")
    func setStep() throws {
        let yaml = """
            device: iphone
            window:
              navigation: nav
              stack: [list]
            controllers:
              - controller: picker
                popoverAnchor: sourceView
            steps:
              - set: { controller: picker, presentationDelegate: true }
              - present: { from: list, controller: picker, style: popover }
            expect:
              - delegateEvents(picker): [adaptivePresentationStyle, viewControllerForAdaptivePresentationStyle(formSheet), willPresentWithAdaptiveStyle(formSheet)]
            """
        #expect(ScenarioRun(try ScenarioReader.read(yaml, file: "set.yaml")).passed)
    }

    @Test("an unknown call is an error at the item, listing the names a scenario may write")
    func unknownCall() {
        let yaml = """
            window: a
            expect:
              - delegateEvents(a): [adaptivePresentationStyle, didDismiss]
            """
        #expect {
            try ScenarioReader.read(yaml, file: "calls.yaml")
        } throws: { error in
            let text = "\(error)"
            return text.contains("calls.yaml:3:52") && text.contains("unknown delegate call 'didDismiss'")
                && text.contains("presentationControllerDidDismiss")
        }
    }
}
