import PresentationScenarios
import PresentationModel

/// Controller nodes: one kind key whose value is the id, the kind's own keys, and the keys
/// every node may carry.
extension ScenarioReader {
    static let kindKeys = ScenarioFormat.kinds.map(\.name)
    static let attributeKeys = ScenarioFormat.attributes.map(\.name)

    /// How deep controller nodes may nest in a file (``Scenario/maximumNesting``, the limit
    /// of every reader). Deeper trees are read by recursion (here and in the YAML parser) and
    /// could exhaust the stack; a hierarchy that deep is built with `addChild` steps instead.
    static let maximumNesting = Scenario.maximumNesting

    /// A controller node: a mapping with one kind key, or inside the tree a plain string,
    /// which declares a new plain controller.
    mutating func readNode(_ value: YAMLValue, inTree: Bool) throws(ScenarioError) -> ControllerSpec {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > ScenarioReader.maximumNesting {
            throw ScenarioError(
                "controller nodes nest deeper than \(ScenarioReader.maximumNesting) levels; build deeper hierarchies with addChild steps",
                at: value.location)
        }
        if case .scalar = value, inTree {
            let id = ControllerID(try value.string("a controller id"))
            try declare(id, at: value.location)
            nodeLocations[id] = value.location
            return ControllerSpec(id: id, kind: .plain)
        }
        var node = try MappingReader(value, what: "a controller node", keys: ScenarioFormat.everyNodeKey)
        let kinds = node.keys.filter(ScenarioReader.kindKeys.contains)
        guard let kindKey = kinds.first else {
            throw ScenarioError(
                "a controller node needs one kind key (\(ScenarioReader.kindKeys.joined(separator: ", "))) whose value is its id",
                at: node.location, suggestion: node.keys.lazy.compactMap { nearestName(to: $0, in: ScenarioReader.kindKeys) }.first)
        }
        if kinds.count > 1 {
            throw ScenarioError(
                "a controller node has exactly one kind key, but this one has '\(kinds[0])' and '\(kinds[1])'",
                at: node.keyLocation(kinds[1]) ?? node.location)
        }
        let idValue = try node.required(kindKey, for: "a controller node")
        let id = ControllerID(try idValue.string("the id of the \(kindKey)"))
        try declare(id, at: idValue.location)
        nodeLocations[id] = node.location
        var spec = ControllerSpec(id: id, kind: .plain)
        do throws(ScenarioError) { spec.attributes = try readAttributes(&node) } catch { try record(error) }
        // R13.4: the wrapper the adaptive delegate returns is created with this id.
        if spec.attributes.adaptiveWrapper != nil { try declare(ControllerID("\(id)/adaptive"), at: idValue.location) }

        switch kindKey {
        case "navigation":
            spec.kind = .navigation
            spec.children = try readNodes(node.optional("stack"), "the stack")
        case "tabBar":
            spec.kind = .tabBar
            spec.children = try readNodes(node.optional("tabs"), "the tabs")
            if let selected = node.optional("selected") {
                spec.selectedTab =
                    selected.isPlainInteger
                    ? .index(try selected.int("the selected tab"))
                    : .controller(try reference(selected, "the selected tab"))
            }
            // R15.2: iOS 18's mode and hidden tab bar, visual only.
            spec.attributes.tabBarMode = try node.optional("mode")?.choice(TabBarMode.self, "tab bar mode")
            spec.attributes.isTabBarHidden = try node.optional("tabBarHidden")?.bool("tabBarHidden")
            try declare(ControllerID("\(id)/more"), at: idValue.location)
            try declare(ControllerID("\(id)/more/list"), at: idValue.location)
        case "split":
            let style = try node.optional("style")?.choice(SplitStyle.self, "split view style") ?? .unspecified
            spec.kind = .split(style)
            for column in SplitColumn.allCases {
                guard let slot = node.optional(column.rawValue) else { continue }
                if !style.isColumnStyle, column != .primary, column != .secondary {
                    let styles = column == .supplementary ? "'style: tripleColumn'" : "'style: doubleColumn' or 'tripleColumn'"
                    throw ScenarioError("a classic split view has no \(column.rawValue) column; set \(styles)", at: slot.location)
                }
                if style == .doubleColumn, column == .supplementary {
                    throw ScenarioError("a doubleColumn split view has no supplementary column; use 'style: tripleColumn'", at: slot.location)
                }
                spec.columns.append(.init(column, try readNode(slot, inTree: true)))
            }
            if style.isColumnStyle {
                for column in [SplitColumn.primary, .supplementary, .secondary] {
                    try declare(ControllerID("\(id)/\(column.rawValue)"), at: idValue.location)
                }
            }
        case "page":
            spec.kind = .page
            spec.children = try readNodes(node.optional("pages"), "the pages")
            let transition = try node.optional("transitionStyle")?.choice(PageSettings.Transition.self, "page transition style")
            let spine = try node.optional("spineLocation")?.choice(PageSettings.Spine.self, "spine location")
            let doubleSided = try node.optional("doubleSided")?.bool("doubleSided")
            if transition != nil || spine != nil || doubleSided != nil {
                spec.attributes.pageSettings = PageSettings(
                    transition: transition ?? .scroll, spine: spine ?? .min, isDoubleSided: doubleSided ?? false)
            }
        case "alert":
            // §15: a UIAlertController, a plain controller that presents in the style it
            // resolves; its private content controllers are not modelled.
            spec.attributes.alertStyle = try node.optional("preferredStyle")?.choice(AlertStyle.self, "alert style") ?? .alert
        default:
            spec.children = try readNodes(node.optional("children"), "the children")
        }
        if let search = node.optional("searchController") { spec.detached.append(try readSearchController(search, host: id)) }
        try finish(node)
        return spec
    }

    /// `searchController: { id, results: NODE, placement: tableHeader | navigationItem }` on
    /// the node that hosts the bar (R12.1), with the search controller's own attribute keys. Its
    /// style and transition start as UIKit's (`custom`, `crossDissolve`, R12.2); the results
    /// node is declared with it and becomes its child when it is first activated (R12.6).
    private mutating func readSearchController(_ value: YAMLValue, host: ControllerID) throws(ScenarioError) -> ControllerSpec {
        var mapping = try MappingReader(value, what: "a search controller", keys: ScenarioFormat.searchController.keyNames)
        let idValue = try mapping.required("id", for: "a search controller")
        let id = ControllerID(try idValue.string("the id of the search controller"))
        try declare(id, at: idValue.location)
        nodeLocations[id] = mapping.location
        let placement = try mapping.optional("placement")?.choice(SearchPlacement.self, "search bar placement") ?? .tableHeader
        let results = try mapping.optional("results").map { (value) throws(ScenarioError) in try readNode(value, inTree: true) }
        var attributes = ControllerAttributes(modalPresentationStyle: .custom, modalTransitionStyle: .crossDissolve)
        attributes = try readAttributeChanges(&mapping).applied(to: attributes)
        attributes.search = SearchSettings(host: host, results: results?.id, placement: placement)
        try finish(mapping)
        return ControllerSpec(id: id, kind: .plain, attributes: attributes, detached: results.map { [$0] } ?? [])
    }

    private mutating func readNodes(_ value: YAMLValue?, _ what: String) throws(ScenarioError) -> [ControllerSpec] {
        guard let value else { return [] }
        let items = try value.sequence(what)
        var specs: [ControllerSpec] = []
        specs.reserveCapacity(items.count)
        for item in items {
            do throws(ScenarioError) { specs.append(try readNode(item, inTree: true)) } catch { try record(error, skipping: item) }
        }
        return specs
    }

    func readAttributes(_ node: inout MappingReader) throws(ScenarioError) -> ControllerAttributes {
        let changes = try readAttributeChanges(&node)
        return changes.applied(to: ControllerAttributes())
    }

    /// Every attribute key of the node, each read on its own: a bad value is reported and
    /// the keys after it are still read (and known). The errors are thrown together, the
    /// first carrying the others.
    func readAttributeChanges(_ node: inout MappingReader) throws(ScenarioError) -> AttributeChanges {
        var errors: [ScenarioError] = []
        func read<T>(_ key: String, _ convert: (YAMLValue) throws(ScenarioError) -> T) -> T? {
            guard let value = node.optional(key) else { return nil }
            do throws(ScenarioError) {
                return try convert(value)
            } catch {
                errors += error.all
                return nil
            }
        }
        let changes = AttributeChanges(
            className: read("class") { (value) throws(ScenarioError) in try value.string("a class name") },
            title: read("title") { (value) throws(ScenarioError) in try value.string("a title") },
            definesPresentationContext: read("definesPresentationContext") { (value) throws(ScenarioError) in
                try value.bool("definesPresentationContext")
            },
            providesPresentationContextTransitionStyle: read("providesPresentationContextTransitionStyle") {
                (value) throws(ScenarioError) in try value.bool("providesPresentationContextTransitionStyle")
            },
            modalPresentationStyle: read("modalPresentationStyle") { (value) throws(ScenarioError) in
                try value.choice(ModalPresentationStyle.self, "presentation style")
            },
            modalTransitionStyle: read("modalTransitionStyle") { (value) throws(ScenarioError) in
                try value.choice(ModalTransitionStyle.self, "transition style")
            },
            adaptivePresentationStyle: read("adaptivePresentationStyle") { (value) throws(ScenarioError) in
                try value.choice(AdaptiveStyle.self, "adaptive presentation style")
            },
            presentationDelegate: read("presentationDelegate", readPresentationDelegate),
            popoverAnchor: read("popoverAnchor") { (value) throws(ScenarioError) in try value.choice(PopoverAnchor.self, "popover anchor") },
            isModalInPresentation: read("isModalInPresentation") { (value) throws(ScenarioError) in try value.bool("isModalInPresentation") },
            prefersEdgeAttachedInCompactHeight: read("prefersEdgeAttachedInCompactHeight") { (value) throws(ScenarioError) in
                try value.bool("prefersEdgeAttachedInCompactHeight")
            },
            adaptiveWrapper: read("adaptiveWrapper") { (value) throws(ScenarioError) in
                try value.choice(AdaptiveWrapper.self, "adaptive wrapper")
            },
            detents: read("detents", readDetents),
            largestUndimmedDetent: read("largestUndimmedDetent") { (value) throws(ScenarioError) in
                try value.choice(SheetDetent.self, "sheet detent")
            })
        if errors.isEmpty {
            do throws(ScenarioError) { try checkDelegateAnswers(changes, in: node) } catch { errors += error.all }
        }
        guard var first = errors.first else { return changes }
        first.others = Array(errors.dropFirst())
        throw first
    }

    /// R14.2: at least one detent, smallest first, each once.
    private func readDetents(_ value: YAMLValue) throws(ScenarioError) -> [SheetDetent] {
        var detents: [SheetDetent] = []
        for item in try value.sequence("the detents") {
            let detent = try item.choice(SheetDetent.self, "sheet detent")
            if let last = detents.last, detent <= last {
                throw ScenarioError(
                    "detents are listed smallest first, each once: '\(detent.rawValue)' follows '\(last.rawValue)'", at: item.location)
            }
            detents.append(detent)
        }
        guard !detents.isEmpty else { throw ScenarioError("a sheet needs at least one detent (UIKit's default is [large])", at: value.location) }
        return detents
    }

    /// A step's controller: an id of one that exists, or a new node (a mapping).
    mutating func readReference(_ value: YAMLValue, _ what: String) throws(ScenarioError) -> ControllerReference {
        if case .mapping = value { return .new(try readNode(value, inTree: false)) }
        return .existing(try reference(value, what))
    }
}

/// A controller a step names: one that exists, or a new one declared in the step.
enum ControllerReference {
    case existing(ControllerID)
    case new(ControllerSpec)

    var id: ControllerID {
        switch self {
        case .existing(let id): id
        case .new(let spec): spec.id
        }
    }
}
