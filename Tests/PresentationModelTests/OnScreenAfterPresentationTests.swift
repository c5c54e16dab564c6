import PresentationModel
import Testing

/// What is on screen after one presentation, found from what was on screen before it
/// (`onScreen(after:presentationBy:)`), is the full walk's answer whenever it gives one, and
/// it gives none when the presentation removes its presenter's view.
@Suite("On screen after a presentation", .checkingInvariants)
struct OnScreenAfterPresentationTests {
    @Test("a presentation that keeps its presenter's view adds the presented family's shown controllers to what was on screen")
    func keepsPresenterView() {
        let environments = [Environment(device: .iphone, iosVersion: 17), Environment(device: .ipad, iosVersion: 17)]
        let styles: [ModalPresentationStyle] = [.pageSheet, .formSheet, .automatic, .overFullScreen, .popover]
        var answered = 0
        for environment in environments {
            for style in styles {
                var h = declare(environment) {
                    TabBar("T") {
                        Navigation("N") { Controller("A") }
                        Controller("other")
                    }
                } detached: {
                    Navigation("SN") {
                        Controller("S")
                        Controller("S2")
                    }
                }
                let context = "\(style) on \(environment.device)"
                let before = h.onScreen()
                var request = Hierarchy.PresentationRequest(style: style)
                request.animated = true
                let result = h.present("SN", from: "A", request)
                guard !result.failed else { continue }
                let expected = h.onScreenControllers()
                let presenter = h.presentingViewController(of: "SN") ?? "?"
                if let after = h.onScreen(after: before, presentationBy: presenter) {
                    answered += 1
                    #expect(h.controllers(of: after, at: 0..<after.count) == expected, "\(context)")
                    // The top of the presented stack is shown, the one below it is not.
                    #expect(h.contains("S2", in: after) && !h.contains("S", in: after), "\(context)")
                } else {
                    // Only a presentation that removes the presenter's view needs the full walk.
                    #expect(!expected.contains("A"), "\(context): no answer, though the presenter stays on screen")
                }
            }
        }
        #expect(answered >= 6, "the styles that keep the presenter's view are answered")
    }

    @Test("a full-screen presentation removes its presenter's view: no answer from what was on screen before")
    func fullScreen() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("S")
        }
        let before = h.onScreen()
        expectClean(h.present("S", from: "A", .init(style: .fullScreen)))
        #expect(h.onScreen(after: before, presentationBy: "N") == nil)
    }

    @Test("a chain of sheets: each step's answer from the one before is the full walk's")
    func chainOfSheets() {
        var h = declare(Environment(device: .iphone)) {
            Controller("V0")
        } detached: {
            for i in 1...30 { Controller(ControllerID("V\(i)")) }
        }
        var onScreen = h.onScreen()
        for i in 1...30 {
            expectClean(h.present(ControllerID("V\(i)"), from: ControllerID("V\(i - 1)"), .init(style: .pageSheet)))
            let presenter = h.presentingViewController(of: ControllerID("V\(i)")) ?? "?"
            guard let after = h.onScreen(after: onScreen, presentationBy: presenter) else {
                Issue.record("no answer after sheet \(i)")
                return
            }
            #expect(h.controllers(of: after, at: 0..<after.count) == h.onScreenControllers(), "after sheet \(i)")
            onScreen = after
        }
    }
}
