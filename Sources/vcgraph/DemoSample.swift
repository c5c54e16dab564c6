import PresentationModel

/// A built-in sample: a declared hierarchy and the steps run on it.
struct DemoSample: Sendable {
    var name: String
    var title: String
    var build: @Sendable () throws -> (Hierarchy, [StepResult])

    func report() throws -> String {
        let (hierarchy, results) = try build()
        var text = "# \(title)\n\n" + HierarchyDescription(hierarchy).text
        for diagnostic in results.flatMap(\.diagnostics) {
            text += "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        }
        for presentation in hierarchy.presentations {
            text += "\n" + PresentationExplanation(presentation, in: hierarchy).description + "\n"
        }
        return text
    }

    static let all: [DemoSample] = [bnrTabBarFamilies, homepwnerFormSheet, homepwnerCurrentContext]

    /// S2: the Big Nerd Ranch's first figure, a tab bar family presenting a navigation family.
    static let bnrTabBarFamilies = DemoSample(
        name: "bnr-tab-bar-families", title: "A tab bar family presents a navigation family (BNR figure 1)"
    ) {
        var h = try Hierarchy {
            TabBar("tabs") {
                Navigation("nav") { Controller("items", class: "BNRItemsViewController") }
                Controller("other")
            }
        } detached: {
            Navigation("detailNav") { Controller("detail", class: "BNRDetailViewController") }
        }
        let result = h.present("detailNav", from: "items", .init(style: .fullScreen))
        return (h, [result])
    }

    /// S3: Homepwner's detail as a form sheet on iPad.
    static let homepwnerFormSheet = DemoSample(
        name: "homepwner-form-sheet", title: "Homepwner: the detail as a form sheet on iPad"
    ) {
        var h = try Hierarchy(environment: Environment(device: .ipad)) {
            Navigation("nav") { Controller("items", class: "BNRItemsViewController") }
        } detached: {
            Navigation("detailNav") { Controller("detail", class: "BNRDetailViewController") }
        }
        let result = h.present("detailNav", from: "items", .init(style: .formSheet))
        return (h, [result])
    }

    /// S4: Homepwner's detail in the current context, the list defining it.
    static let homepwnerCurrentContext = DemoSample(
        name: "homepwner-current-context",
        title: "Homepwner: currentContext, the list defines the presentation context"
    ) {
        var h = try Hierarchy(environment: Environment(device: .ipad)) {
            Navigation("nav") {
                Controller("items", class: "BNRItemsViewController").definesPresentationContext(true)
            }
        } detached: {
            Navigation("detailNav") { Controller("detail", class: "BNRDetailViewController") }
        }
        let result = h.present("detailNav", from: "items", .init(style: .currentContext))
        return (h, [result])
    }
}
