import PresentationModel
import Testing

@Suite("Declaring hierarchies", .checkingInvariants)
struct BuilderTests {
    @Test("R1.7 containers adopt what they are declared with")
    func containersAdoptTheirContents() {
        let h = declare {
            TabBar("tabs") {
                Navigation("nav") {
                    Controller("items")
                    Controller("detail")
                }
                Controller("other") {
                    Controller("child")
                }
            }
        }
        #expect(h.children(of: "tabs") == ["nav", "other"])
        #expect(h.children(of: "nav") == ["items", "detail"])
        #expect(h.parent(of: "child") == "other")
        #expect(h.controllers == ["tabs", "nav", "items", "detail", "other", "child"])
        #expect(h.rootViewController(ofWindow: "main") == "tabs")
    }

    @Test("§1 a duplicate id is refused, with the id named")
    func duplicateIDs() {
        #expect(throws: HierarchyDeclarationError.self) {
            try Hierarchy {
                Navigation("nav") {
                    Controller("a"); Controller("a")
                }
            }
        }
        var h = Hierarchy()
        expectClean(h.addController("a", kind: .plain))
        expectExactDiagnostic(h.addController("a", kind: .plain), .error, "A controller with the id 'a' already exists")
    }

    @Test("R5.3 a navigation controller declared inside a stack gets UIKit's message")
    func navigationInsideStack() throws {
        let error = #expect(throws: HierarchyDeclarationError.self) {
            try Hierarchy {
                Navigation("outer") { Navigation("inner") { Controller("a") } }
            }
        }
        #expect(error?.diagnostics.map(\.message) == ["Pushing a navigation controller is not supported"])
    }
}
