import PresentationScenarios
import PresentationModel

/// Reads scenario files (YAML 1.2, or JSON) exactly as the scenario format specifies.
///
/// Every error names the file, line and column and what was expected: unknown keys (with
/// the nearest known key), duplicate or unknown ids (with the nearest declared id), wrong
/// types, two kind keys in one node.
public struct ScenarioReader {
    let file: String
    /// Every declared id, where and at which stage, including the ids UIKit derives
    /// (`split/primary`, `tabs/more`): one table, so a declaration hashes its id once.
    var declared: [ControllerID: Declaration] = [:]
    /// Where each declared node starts (its mapping, or its shorthand string).
    var nodeLocations: DeclarationPlaces
    /// Every id a step or expectation names, to check once everything is declared.
    var references: [(id: ControllerID, location: SourceLocation)] = []
    var windowIDs: [String] = []
    /// The depth of the node being read.
    var nesting = 0
    /// The step being read (0 while reading the declaration, steps.count + 1 for the final
    /// expectations): an id must be declared no later than the step that names it.
    var stage = 0
    var referenceStages: [Int] = []
    var windowReferences: [(id: String, location: SourceLocation)] = []
    /// The errors found so far: the reader goes on at the next entry, step or expectation,
    /// so that one run shows every error of a file, up to ``errorLimit``.
    var errors: [ScenarioError] = []
    /// Set once ``errorLimit`` errors are found: the reading stops there.
    var stopped = false
    /// The ids that input skipped after an error may declare (the value of an unknown key, a
    /// node or step that could not be read): naming one is a consequence of that error, so it
    /// is not reported again as an unknown id.
    var unreadIDs: Set<String> = []
    static let errorLimit = 20

    /// Sized for a file of `lines` lines: a declaration takes at least one, so the id tables
    /// never grow (rehashing every id) while a large file is read.
    init(file: String, lines: Int = 0) {
        self.file = file
        declared.reserveCapacity(lines)
        nodeLocations = DeclarationPlaces(file: file, capacity: lines)
    }

    /// Where an id is declared, and at which stage: a million of them are held at once, so
    /// the file is not repeated in each and the numbers take 32 bits (clamped, never trapping).
    struct Declaration {
        var line: Int32
        var column: Int32
        var stage: Int32

        init(_ location: SourceLocation, stage: Int) {
            line = Int32(clamping: location.line)
            column = Int32(clamping: location.column)
            self.stage = Int32(clamping: stage)
        }
    }

    /// Reads a scenario from text; `file` is the name used in locations.
    public static func read(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        var reader = ScenarioReader(file: file, lines: text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
        let scenario: Scenario
        do throws(ScenarioError) {
            scenario = try reader.readScenario(try YAMLValue.parse(text, file: file))
        } catch {
            if reader.stopped { throw error }
            reader.errors += error.all.filter { !reader.errors.contains($0) }
            throw reader.combinedErrors
        }
        if !reader.errors.isEmpty { throw reader.combinedErrors }
        return scenario
    }

    /// Records an error and lets the reading go on, until the limit: then it throws them all.
    mutating func record(_ error: ScenarioError) throws(ScenarioError) {
        if stopped { throw error }
        errors += error.all
        if errors.count >= ScenarioReader.errorLimit {
            stopped = true
            throw combinedErrors
        }
    }

    /// Records an error after which `value` is not read (an entry, node or step that failed):
    /// the ids it may declare are set aside.
    mutating func record(_ error: ScenarioError, skipping value: YAMLValue) throws(ScenarioError) {
        setAside(value)
        try record(error)
    }

    /// Records the keys of a mapping nobody asked for; their values are not read.
    mutating func finish(_ mapping: MappingReader) throws(ScenarioError) {
        guard let error = mapping.unknownKeys() else { return }
        for value in mapping.unknownValues { setAside(value) }
        try record(error)
    }

    /// Adds to ``unreadIDs`` every id `value` may declare, read as a controller tree would be:
    /// a string on its own or in a list (`stack: [list]`), and the value of a kind key, of a
    /// key that is nearly one (`navigaton: nav`) or of `id`. Other scalars (a title, a style,
    /// `from: list`, which names an id rather than declares it) are left out, so that a
    /// genuine unknown id is still reported.
    mutating func setAside(_ value: YAMLValue) {
        var pending: [(value: YAMLValue, declares: Bool)] = [(value, true)]
        while let (value, declares) = pending.popLast() {
            switch value {
            case .scalar(let scalar, _):
                if declares, !(scalar.isPlain && scalar.isNull) { unreadIDs.insert(scalar.text) }
            case .sequence(let items, _):
                pending += items.map { ($0, true) }
            case .mapping(let pairs, _):
                for pair in pairs {
                    let kind =
                        pair.key == "id" || ScenarioReader.kindKeys.contains(pair.key)
                        || nearestName(to: pair.key, in: ScenarioReader.kindKeys) != nil
                    pending.append((pair.value, kind))
                }
            }
        }
    }

    /// The errors in file order, the first carrying the others.
    var combinedErrors: ScenarioError {
        let sorted = errors.enumerated().sorted {
            ($0.element.location.line, $0.element.location.column, $0.offset)
                < ($1.element.location.line, $1.element.location.column, $1.offset)
        }.map(\.element).prefix(ScenarioReader.errorLimit)
        var first = sorted.first!
        first.others = Array(sorted.dropFirst())
        first.stoppedEarly = stopped
        return first
    }

    static let topLevelKeys = ScenarioFormat.scenario.keyNames

    private mutating func readScenario(_ document: YAMLValue) throws(ScenarioError) -> Scenario {
        var top = try MappingReader(document, what: "a scenario", keys: ScenarioFormat.scenario.keyNames)
        // Unknown keys first: a misspelt 'window' is named as such, not as a missing window.
        var keys = top
        keys.allow(ScenarioReader.topLevelKeys)
        try finish(keys)
        let name = try recovering { () throws(ScenarioError) in try top.optional("name")?.string("a name") }
        let description = try recovering { () throws(ScenarioError) in try top.optional("description")?.string("a description") }
        let device = try recovering { () throws(ScenarioError) in try top.optional("device")?.choice(Device.self, "device") }
        let sizeClass =
            try recovering { () throws(ScenarioError) in try top.optional("horizontalSizeClass")?.choice(SizeClass.self, "size class") }
        let verticalSizeClass =
            try recovering { () throws(ScenarioError) in try top.optional("verticalSizeClass")?.choice(SizeClass.self, "size class") }
        let ios = try recovering { () throws(ScenarioError) in try top.optional("ios")?.int("the iOS version") }
        if let ios, let version = top.optional("ios"), !(2...99).contains(ios) {
            try record(ScenarioError("expected an iOS version such as 12, 17 or 18, found \(ios)", at: version.location))
        }
        var options = ModelOptions()
        if let value = top.optional("options") {
            do throws(ScenarioError) { options = try readOptions(value) } catch { try record(error) }
        }

        var windows: [Located<(id: String, root: ControllerSpec)>] = []
        switch (top.optional("window"), top.optional("windows")) {
        case (let window?, nil):
            windowIDs.append("main")
            // A window that cannot be read is recorded; the steps and expectations are still read.
            do throws(ScenarioError) {
                windows.append(Located(("main", try readNode(window, inTree: true)), at: window.location))
            } catch {
                try record(error, skipping: window)
            }
        case (nil, let list?):
            for item in try list.sequence("the windows") {
                do throws(ScenarioError) {
                    var entry = try MappingReader(item, what: "a window", keys: ScenarioFormat.window.keyNames)
                    let id = try entry.required("id", for: "a window").string("a window id")
                    if windowIDs.contains(id) { throw ScenarioError("the window id '\(id)' is used twice", at: item.location) }
                    windowIDs.append(id)
                    let root = try readNode(try entry.required("root", for: "a window"), inTree: true)
                    try finish(entry)
                    windows.append(Located((id, root), at: item.location))
                } catch {
                    try record(error, skipping: item)
                }
            }
        case (.some, .some):
            throw ScenarioError("a scenario has either 'window' or 'windows', not both", at: top.keyLocation("windows") ?? top.location)
        case (nil, nil):
            // A misspelt 'window' is already reported: a missing window would say it twice.
            if let misspelt = errors.first(where: { ["window", "windows"].contains($0.suggestion) }) { throw misspelt }
            throw ScenarioError("a scenario needs a 'window' (or 'windows') with the root view controller", at: top.location)
        }

        var controllers: [Located<ControllerSpec>] = []
        if let list = top.optional("controllers"), !list.isNull {
            for item in try list.sequence("the controllers") {
                do throws(ScenarioError) {
                    controllers.append(Located(try readNode(item, inTree: true), at: item.location))
                } catch {
                    try record(error, skipping: item)
                }
            }
        }
        var steps: [Located<ScenarioStep>] = []
        if let list = top.optional("steps"), !list.isNull {
            for item in try list.sequence("the steps") {
                stage += 1
                do throws(ScenarioError) {
                    steps.append(Located(try readStep(item), at: item.location))
                } catch {
                    try record(error, skipping: item)
                }
            }
        }
        stage += 1
        let expectations =
            try top.optional("expect").flatMap { value throws(ScenarioError) in
                value.isNull ? nil : try readExpectations(value)
            } ?? []
        try checkReferences()

        return Scenario(
            file: file, name: name ?? ScenarioReader.baseName(file), description: description,
            environment: Environment(
                device: device ?? .iphone, horizontalSizeClass: sizeClass, verticalSizeClass: verticalSizeClass ?? .regular,
                iosVersion: ios ?? 17,
                options: options),
            windows: windows, controllers: controllers, steps: steps, expectations: expectations,
            declarations: nodeLocations)
    }

    /// The keys of `options:`, each a flag of ``ModelOptions`` named as the property is: an
    /// added option is one line here.
    static let optionFlags: [(key: String, flag: WritableKeyPath<ModelOptions, Bool> & Sendable)] = [
        ("adaptsContextStylesInCompactWidth", \.adaptsContextStylesInCompactWidth),
        ("tabBarControllerCrossesPresentation", \.tabBarControllerCrossesPresentation),
        ("popoverAdaptsToOverFullScreen", \.popoverAdaptsToOverFullScreen),
        ("classicDesign", \.classicDesign),
        ("searchForwardsPresentations", \.searchForwardsPresentations),
        ("actionSheetPresenterIsSource", \.actionSheetPresenterIsSource),
        ("searchIgnoresAncestorDefiners", \.searchIgnoresAncestorDefiners),
        ("adaptiveWrapperKeepsController", \.adaptiveWrapperKeepsController),
        ("actionSheetRequiresAnchor", \.actionSheetRequiresAnchor),
        ("swiftUIFullScreenCoverIsFullScreen", \.swiftUIFullScreenCoverIsFullScreen),
        ("swiftUIKeepsPresentationsOfRemovedViews", \.swiftUIKeepsPresentationsOfRemovedViews),
        ("swiftUIDefersOutOfWindow", \.swiftUIDefersOutOfWindow),
    ]

    private mutating func readOptions(_ value: YAMLValue) throws(ScenarioError) -> ModelOptions {
        var mapping = try MappingReader(value, what: "the options", keys: ScenarioFormat.options.keyNames)
        var options = ModelOptions()
        for (key, flag) in Self.optionFlags {
            if let value = mapping.optional(key) { options[keyPath: flag] = try value.bool(key) }
        }
        try finish(mapping)
        return options
    }

    // MARK: - Ids

    mutating func declare(_ id: ControllerID, at location: SourceLocation) throws(ScenarioError) {
        if let first = declared.updateValue(Declaration(location, stage: stage), forKey: id) {
            declared[id] = first
            throw ScenarioError(
                "the id '\(id)' is already declared at \(first.line):\(first.column)", at: location,
                notes: [.init("'\(id)' is first declared here", at: SourceLocation(file: file, line: Int(first.line), column: Int(first.column)))])
        }
    }

    mutating func reference(_ value: YAMLValue, _ what: String) throws(ScenarioError) -> ControllerID {
        let id = ControllerID(try value.string(what))
        references.append((id, value.location))
        referenceStages.append(stage)
        return id
    }

    /// Every named id must be declared somewhere in the file.
    private mutating func checkReferences() throws(ScenarioError) {
        for ((id, location), stage) in zip(references, referenceStages) {
            guard let place = declared[id] else {
                // An id declared in input an earlier error skipped is that error's consequence.
                if unreadIDs.contains(id.rawValue) { continue }
                try record(
                    ScenarioError(
                        "no controller has the id '\(id)'", at: location,
                        suggestion: nearestName(to: id.rawValue, in: declared.keys.map(\.rawValue) + unreadIDs.sorted())))
                continue
            }
            if Int(place.stage) > stage {
                try record(
                    ScenarioError(
                        "the controller '\(id)' does not exist yet: a later step declares it, at \(place.line):\(place.column)",
                        at: location))
            }
        }
        for (id, location) in windowReferences where !windowIDs.contains(id) {
            try record(ScenarioError("no window has the id '\(id)'", at: location, suggestion: nearestName(to: id, in: windowIDs)))
        }
    }

    /// The value `read` gives, or nil after recording its error, so reading goes on.
    mutating func recovering<T>(_ read: () throws(ScenarioError) -> T?) throws(ScenarioError) -> T? {
        do throws(ScenarioError) {
            return try read()
        } catch {
            try record(error)
            return nil
        }
    }

    static func baseName(_ file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        if let dot = last.lastIndex(of: "."), dot != last.startIndex { return String(last[..<dot]) }
        return last
    }
}
