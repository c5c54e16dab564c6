import PresentationModel
import Testing

/// R11.5: an alert presenting as an alert refuses the app's presentation delegate when the
/// app assigns it, before or after `present`, with UIKit's exception; nothing changes.
@Suite("An alert's presentation delegate (R11.5)", .checkingInvariants)
struct AlertDelegateTests {
    static let message = "The presentation controller of an alert controller presenting as an alert must not have its delegate modified"

    private func window(_ alert: ControllerSpec, in environment: Environment = Environment(device: .iphone)) -> Hierarchy {
        declare(environment) {
            Navigation("nav") { Controller("list") }
        } detached: {
            alert
        }
    }

    @Test("R11.5 setting an alert's presentation delegate before presenting raises at that step; it presents as an alert")
    func beforePresenting() {
        var h = window(Alert("alert").spec)
        expectExactDiagnostic(h.apply(.set(AttributeChanges(presentationDelegate: .all), of: "alert")), .error, Self.message)
        #expect(h.attributes(of: "alert")?.presentationDelegate == PresentationDelegate.none)
        expectClean(h.present("alert", from: "list"))
        #expect(h.presentingViewController(of: "alert") == "nav")
    }

    @Test("R11.5 setting it while the alert is up raises; the alert stays")
    func whileUp() {
        var h = window(Alert("alert").spec)
        expectClean(h.present("alert", from: "list"))
        for changes in [
            AttributeChanges(presentationDelegate: .implementing([.didDismiss])), AttributeChanges(adaptivePresentationStyle: .fullScreen),
        ] {
            expectExactDiagnostic(h.apply(.set(changes, of: "alert")), .error, Self.message)
        }
        #expect(h.presentedViewController(of: "nav") == "alert")
        #expect(h.attributes(of: "alert")?.adaptivePresentationStyle == nil)
        #expect(h.delegateEvents(of: "alert") == [])
    }

    @Test("R11.5 an alert declared with a delegate raises at its declaration and is declared without it")
    func declared() {
        var h = window(Controller("other").spec)
        let declared = h.addDeclaration(Alert("alert").presentationDelegate().spec)
        #expect(declared.map(\.controller) == ["alert"])
        #expect(declared.map(\.diagnostic.message) == [Self.message])
        #expect(h.attributes(of: "alert")?.presentationDelegate == PresentationDelegate.none)
        expectClean(h.present("alert", from: "list"))
    }

    @Test("R11.5 R11.11 an iPhone action sheet refuses a delegate before the iOS 26 design and takes one with it; an iPad one takes one")
    func actionSheets() {
        let sheet = Alert("sheet", style: .actionSheet).popoverAnchor(.barButtonItem).spec
        let delegate = AttributeChanges(presentationDelegate: .all)
        var classic = window(sheet, in: Environment(device: .iphone, iosVersion: 26, options: ModelOptions(classicDesign: true)))
        expectExactDiagnostic(classic.apply(.set(delegate, of: "sheet")), .error, Self.message)
        for environment in [Environment(device: .iphone, iosVersion: 26), Environment(device: .ipad)] {
            var h = window(sheet, in: environment)
            expectClean(h.apply(.set(delegate, of: "sheet")))
            expectClean(h.present("sheet", from: "list"))
            #expect(h.presentingViewController(of: "sheet") == "nav")
        }
    }
}
