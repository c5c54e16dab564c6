import PresentationModel
import Testing

/// `analyze()` computes every relation of every controller in one pass; it must agree with
/// the single queries, and both must cope with very deep hierarchies without recursion.
@Suite("Whole-hierarchy analysis", .checkingInvariants)
struct AnalysisTests {
    // MARK: - Agreement with the single queries

    /// One line per controller with every relation, as the single queries compute it.
    static func singleQueries(_ h: Hierarchy) -> [String] {
        h.controllers.map { id in
            let viewControllers = h.viewControllers(of: id).map { "\($0)" } ?? "nil"
            return [
                "\(id)", "kind=\(h.kind(of: id).map(\.name) ?? "?")", "class=\(h.className(of: id) ?? "?")",
                "parent=\(show(h.parent(of: id)))", "children=\(h.children(of: id))", "family=\(show(h.familyRoot(of: id)))",
                "nav=\(show(h.navigationController(of: id)))", "tab=\(show(h.tabBarController(of: id)))",
                "split=\(show(h.splitViewController(of: id)))",
                "presenting=\(show(h.presentingViewController(of: id)))", "presented=\(show(h.presentedViewController(of: id)))",
                "from=\(show(h.presentedFrom(id)))", "context=\(show(h.presentationContext(of: id)))",
                "style=\(h.presentationStyle(of: id).map(\.rawValue) ?? "nil")", "viewControllers=\(viewControllers)",
                "top=\(show(h.topViewController(of: id)))", "visible=\(show(h.visibleViewController(of: id)))",
                "selected=\(show(h.selectedViewController(of: id)))", "onScreen=\(h.isOnScreen(id))",
                "defines=\(h.definesPresentationContext(id).map { "\($0)" } ?? "?")",
                "modal=\(h.attributes(of: id)?.modalPresentationStyle.rawValue ?? "?")",
            ].joined(separator: " ")
        }
    }

    /// The same lines, read from `analyze()`.
    static func analysed(_ analysis: HierarchyAnalysis) -> [String] {
        analysis.controllers.map { r in
            let viewControllers = r[.viewControllers].controllers.map { "\($0)" } ?? "nil"
            return [
                "\(r.id)", "kind=\(r.kind.name)", "class=\(r.className)",
                "parent=\(show(r[.parent].controller))", "children=\(r[.children].controllers ?? [])",
                "family=\(show(r[.family].controller))",
                "nav=\(show(r[.navigationController].controller))", "tab=\(show(r[.tabBarController].controller))",
                "split=\(show(r[.splitViewController].controller))",
                "presenting=\(show(r[.presentingViewController].controller))",
                "presented=\(show(r[.presentedViewController].controller))",
                "from=\(show(r[.presentedFrom].controller))", "context=\(show(r[.presentationContext].controller))",
                "style=\(r[.presentationStyle].style.map(\.rawValue) ?? "nil")", "viewControllers=\(viewControllers)",
                "top=\(show(r[.topViewController].controller))", "visible=\(show(r[.visibleViewController].controller))",
                "selected=\(show(r[.selectedViewController].controller))", "onScreen=\(r[.isOnScreen].bool)",
                "defines=\(r[.definesPresentationContext].bool)", "modal=\(r[.modalPresentationStyle].style?.rawValue ?? "?")",
            ].joined(separator: " ")
        }
    }

    static func show(_ id: ControllerID?) -> String { id.map(\.rawValue) ?? "nil" }

    /// Every relation of every controller, every family and every presentation agree.
    static func expectAgreement(_ h: Hierarchy, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let analysis = h.analyze()
        let single = singleQueries(h)
        let whole = analysed(analysis)
        #expect(whole.count == h.count, "\(label)", sourceLocation: sourceLocation)
        for (expected, actual) in zip(single, whole) where expected != actual {
            Issue.record("\(label): analyze() disagrees\n single:  \(expected)\n analyze: \(actual)", sourceLocation: sourceLocation)
        }
        let roots = h.controllers.filter { h.familyRoot(of: $0) == $0 }
        #expect(analysis.families.map(\.root) == roots, "\(label)", sourceLocation: sourceLocation)
        #expect(
            analysis.families.map(\.members) == roots.map { root in h.controllers.filter { h.familyRoot(of: $0) == root } },
            "\(label)", sourceLocation: sourceLocation)
        #expect(
            analysis.families.map(\.presentedBy) == roots.map { h.presentation(of: $0)?.presenter }, "\(label)",
            sourceLocation: sourceLocation)
        #expect(
            analysis.families.map(\.window) == roots.map { root in h.windows.first { $0.root == root }?.id }, "\(label)",
            sourceLocation: sourceLocation)
        #expect(analysis.presentations == h.presentations, "\(label)", sourceLocation: sourceLocation)
        #expect(
            h.onScreenReasons() == h.controllers.map { h.reason(for: .isOnScreen, of: $0) }, "\(label)",
            sourceLocation: sourceLocation)
        // Every relation of the table, not only those the lines above name.
        for (controller, id) in zip(analysis.controllers, h.controllers) {
            for relation in Relation.allCases where controller[relation] != h.value(of: relation, for: id) {
                Issue.record(
                    "\(label): \(relation)(\(id)) is \(controller[relation]) in analyze(), \(h.value(of: relation, for: id)) alone",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test("analyze() agrees with every query: tabs, pages, context presentations, a presented tab bar, compact width")
    func richTabs() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("T") {
                Navigation("N1") {
                    Controller("A") {
                        Controller("A1"); Controller("A2")
                    }; Controller("B")
                }
                Navigation("N2") { Controller("C").definesPresentationContext(true) }
                Page("Pg") {
                    Controller("page1"); Controller("page2")
                }
            }
        } detached: {
            TabBar("T2") {
                Navigation("M1") { Controller("m") }; Controller("m2")
            }
            Navigation("W") { Controller("w") }
            Controller("X"); Controller("Y"); Controller("Z")
        }
        Self.expectAgreement(h, "declared")
        expectClean(h.present("X", from: "B", .init(style: .currentContext)))
        Self.expectAgreement(h, "X over N1")
        expectClean(h.select(tabAt: 1, of: "T"))
        expectClean(h.present("Y", from: "C", .init(style: .overCurrentContext)))
        Self.expectAgreement(h, "Y over C")
        expectClean(h.select(tabAt: 2, of: "T"))
        expectClean(h.present("T2", from: "page2", .init(style: .fullScreen)))
        expectClean(h.present("W", from: "m", .init(style: .pageSheet)))
        expectClean(h.present("Z", from: "w", .init(style: .overCurrentContext)))
        Self.expectAgreement(h, "chain T ⇒ T2 ⇒ W, Z over W")
        // Spot checks, so that agreement is not agreement on something wrong.
        #expect(h.presentingViewController(of: "W") == "T2")
        #expect(h.presentingViewController(of: "Z") == "W")
        #expect(h.presentingViewController(of: "m2") == "T")
        #expect(controllersOnScreen(h) == ["T2", "M1", "m", "W", "w", "Z"])
        expectClean(h.setHorizontalSizeClass(.regular))
        Self.expectAgreement(h, "regular")
        _ = h.dismiss("m")
        Self.expectAgreement(h, "after dismissing W and Z")
        #expect(h.presentations.map(\.presented) == ["X", "Y", "T2"])
    }

    @Test("analyze() agrees with every query: classic and triple-column split views, collapsing and expanding")
    func richSplits() {
        var h = declare(Environment(device: .ipad)) {
            Split("S", primary: Navigation("NP") { Controller("Master") }, secondary: Navigation("ND") { Controller("Detail") })
        } detached: {
            Split(
                "S3", style: .tripleColumn, primary: Controller("P"), supplementary: Controller("Sup"),
                secondary: Controller("Sec"), compact: Controller("Cmp"))
            Controller("X"); Controller("Y")
        }
        Self.expectAgreement(h, "declared")
        expectClean(h.present("S3", from: "Detail", .init(style: .fullScreen)))
        expectClean(h.present("X", from: "Sec", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "X") == "S3/secondary")
        Self.expectAgreement(h, "regular, two presentations")
        expectClean(h.setHorizontalSizeClass(.compact))
        Self.expectAgreement(h, "collapsed")
        #expect(h.isOnScreen("Cmp"))
        #expect(!h.isOnScreen("X"))
        expectClean(h.present("Y", from: "Cmp", .init(style: .overFullScreen)))
        #expect(h.presentingViewController(of: "Y") == "S3")
        Self.expectAgreement(h, "collapsed, Y over S3")
        expectClean(h.setHorizontalSizeClass(.regular))
        Self.expectAgreement(h, "expanded again")
        #expect(h.isOnScreen("X"))
    }

    @Test("analyze() agrees with every query: a tab in the More navigation controller presents")
    func richMoreNavigation() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("T", selected: 5) {
                for i in 1...7 { Controller(ControllerID("V\(i)")) }
            }
        } detached: {
            Controller("X"); Controller("Y")
        }
        Self.expectAgreement(h, "V6 in More")
        #expect(h.parent(of: "V6") == "T/more")
        expectClean(h.present("X", from: "V6", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "X") == "T/more")
        Self.expectAgreement(h, "X over the More navigation controller")
        expectClean(h.select("T/more", of: "T"))
        Self.expectAgreement(h, "More list selected")
        expectClean(h.present("Y", from: "T/more/list", .init(style: .fullScreen)))
        Self.expectAgreement(h, "Y over T")
    }

    @Test("analyze() agrees with every query: two windows, a detached chain, tabBarControllerCrossesPresentation")
    func richWindowsAndOption() {
        let options = ModelOptions(adaptsContextStylesInCompactWidth: true, tabBarControllerCrossesPresentation: true)
        var h = Hierarchy(environment: Environment(device: .iphone, options: options))
        h.add(
            TabBar("T") {
                Navigation("N") { Controller("A") }; Controller("B")
            }.spec)
        h.add(Controller("R2") { Controller("K") }.spec)
        h.add(Navigation("P") { Controller("p") }.spec)
        h.add(Controller("D").spec)
        h.add(Controller("E").spec)
        h.add(Controller("F").spec)
        expectClean(h.makeWindow("main", root: "T"))
        expectClean(h.makeWindow("side", root: "R2"))
        expectClean(h.present("P", from: "A", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "P") == "T")
        #expect(h.tabBarController(of: "p") == "T")
        _ = h.present("E", from: "D", .init(style: .overFullScreen))
        expectClean(h.present("F", from: "K", .init(style: .formSheet)))
        Self.expectAgreement(h, "two windows")
        #expect(h.analyze().families.map(\.window) == ["main", "side", nil, nil, nil, nil])
    }

    // MARK: - Depth

    static let depth = 100_000

    @Test("a 100,000-deep containment chain can be queried and analysed")
    func deepContainment() throws {
        let n = Self.depth
        var h = Hierarchy(environment: Environment(device: .ipad))
        expectClean(h.addController("nav", kind: .navigation))
        for i in 0..<n { h.addController(ControllerID("c\(i)"), kind: .plain) }
        // Bottom up, so that each addChild's cycle check has nothing above the parent to walk.
        for i in stride(from: n - 1, through: 1, by: -1) {
            let result = h.addChild(ControllerID("c\(i)"), to: ControllerID("c\(i - 1)"))
            if !result.diagnostics.isEmpty { Issue.record("addChild c\(i): \(result.diagnostics)"); return }
        }
        expectClean(h.setViewControllers(["c0"], of: "nav"))
        expectClean(h.makeWindow("main", root: "nav"))
        h.add(Controller("X").spec)

        let deepest = ControllerID("c\(n - 1)")
        #expect(h.parent(of: deepest) == ControllerID("c\(n - 2)"))
        #expect(h.familyRoot(of: deepest) == "nav")
        #expect(h.navigationController(of: deepest) == "nav")
        #expect(h.tabBarController(of: deepest) == nil)
        #expect(h.isOnScreen(deepest))
        #expect(h.isInWindow(deepest))
        #expect(h.resolvePresenter(from: deepest, class: .context)?.presenter == "nav")

        expectClean(h.present("X", from: deepest, .init(style: .currentContext)))
        let record = try #require(h.presentation(of: "X"))
        #expect(record.presenter == "nav")
        #expect(record.resolution.contextWalk.count == n + 1)
        #expect(record.resolution.contextWalk.last?.controller == "nav")
        #expect(h.presentedViewController(of: deepest) == "X")
        #expect(h.presentingViewController(of: "X") == "nav")
        #expect(!h.isOnScreen(deepest))

        let analysis = h.analyze()
        #expect(analysis.controllers.count == n + 2)
        let last = try #require(analysis.controllers.first { $0.id == deepest })
        #expect(last[.family] == .controller("nav"))
        #expect(last[.navigationController] == .controller("nav"))
        #expect(last[.presentedViewController] == .controller("X"))
        #expect(last[.isOnScreen] == .bool(false))
        #expect(analysis.families.map(\.root) == ["nav", "X"])
        #expect(analysis.families.first?.members.count == n + 1)

        #expect(h.dismiss(deepest).removed == ["X"])
        #expect(h.isOnScreen(deepest))
        expectInvariants(h)
    }

    @Test("a 100,000-long presentation chain can be queried, analysed and dismissed")
    func deepPresentationChain() throws {
        let n = Self.depth
        var h = Hierarchy(environment: Environment(device: .ipad))
        for i in 0..<n { h.addController(ControllerID("p\(i)"), kind: .plain) }
        h.addController("extra", kind: .plain)
        // Linked top first while the lower controllers are still detached (each step is P8's
        // warning), so that no step walks the whole chain; then the bottom joins a window.
        for i in stride(from: n - 1, through: 1, by: -1) {
            let result = h.present(ControllerID("p\(i)"), from: ControllerID("p\(i - 1)"), .init(style: .fullScreen))
            if result.diagnostics.map(\.rule) != ["P8"] { Issue.record("present p\(i): \(result.diagnostics)"); return }
        }
        expectClean(h.makeWindow("main", root: "p0"))

        let top = ControllerID("p\(n - 1)")
        #expect(h.presentingViewController(of: top) == ControllerID("p\(n - 2)"))
        #expect(h.presentedViewController(of: "p0") == "p1")
        #expect(h.familyRoot(of: top) == top)
        #expect(h.isInWindow(top))
        #expect(h.isOnScreen(top))
        #expect(!h.isOnScreen(ControllerID("p\(n - 2)")))
        #expect(!h.isOnScreen("p0"))
        #expect(h.presentations.count == n - 1)

        // Presenting from the top walks the whole chain in the precondition checks.
        expectClean(h.present("extra", from: top, .init(style: .overFullScreen)))
        #expect(h.presentingViewController(of: "extra") == top)
        #expect(h.isOnScreen(top))
        expectExactDiagnostic(
            h.present("p0", from: "extra"), .error, "Application tried to present modally an active controller <UIViewController: p0>.")

        let analysis = h.analyze()
        #expect(analysis.controllers.count == n + 1)
        #expect(analysis.families.count == n + 1)
        #expect(analysis.presentations.count == n)
        #expect(analysis.controllers.filter { $0[.isOnScreen].bool }.map(\.id) == [top, "extra"])
        #expect(analysis.controllers[n - 1][.presentingViewController] == .controller(ControllerID("p\(n - 2)")))
        #expect(analysis.controllers[n - 1][.presentedViewController] == .controller("extra"))

        let removed = h.dismiss("p0").removed
        #expect(removed.count == n)
        // Lowest up (R9.2).
        #expect(removed == (1..<n).map { ControllerID("p\($0)") } + ["extra"])
        #expect(h.presentations.isEmpty)
        #expect(h.isOnScreen("p0"))
        expectInvariants(h)
    }
}
