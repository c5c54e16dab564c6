import PresentationModel
import Testing

/// Operations as values: what the scenario runner and the importers hand the model.
@Suite("Operations")
struct OperationTests {
    @Test("a flow of operations gives the hierarchy and diagnostics the methods give")
    func flow() throws {
        let operations: [Operation] = [
            .declare(Navigation("nav") { Controller("list") }.spec),
            .makeWindow("main", root: "nav"),
            .declare(Controller("detail").spec),
            .push("detail", onto: "nav"),
            .declare(Controller("sheet").spec),
            .present("sheet", from: "detail", .init(style: .formSheet)),
            .set(AttributeChanges(title: "Detail"), of: "detail"),
            .setSizeClasses(horizontal: .regular, vertical: nil),
        ]
        var h = Hierarchy()
        for operation in operations { #expect(h.apply(operation).diagnostics.isEmpty) }
        #expect(h.viewControllers(of: "nav") == ["list", "detail"])
        #expect(h.presentingViewController(of: "sheet") == "nav")
        #expect(h.attributes(of: "detail")?.title == "Detail")
        #expect(h.environment.horizontalSizeClass == .regular)
    }

    @Test("a refused operation returns UIKit's diagnostic and changes nothing")
    func refused() throws {
        var h = try Hierarchy { Navigation("nav") { Controller("a") } }
        let result = h.apply(.push("a", onto: "nav"))
        #expect(result.failed)
        #expect(result.diagnostics.first?.message.contains("Pushing the same view controller instance more than once") == true)
        #expect(h.viewControllers(of: "nav") == ["a"])
    }
}
