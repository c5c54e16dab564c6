import PresentationModel

/// Where an imported input's environment came from, field by field: a command-line option,
/// what the input shows of it, or the default when nothing decides.
///
/// A scenario file states its environment itself (its keys, else the format's defaults) and
/// has none; a dump has one, which the imported scenario file writes as comments and the
/// outputs show (`iOS 10 (inferred)`).
public struct EnvironmentSources: Hashable, Sendable {
    public var device: EnvironmentSource
    public var horizontalSizeClass: EnvironmentSource
    public var verticalSizeClass: EnvironmentSource
    public var iosVersion: EnvironmentSource

    public init(
        device: EnvironmentSource = .default, horizontalSizeClass: EnvironmentSource = .default,
        verticalSizeClass: EnvironmentSource = .default, iosVersion: EnvironmentSource = .default
    ) {
        self.device = device
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.iosVersion = iosVersion
    }
}

extension Environment {
    /// `iPhone, compact width, regular height, iOS 17`; for an imported input (a dump) the
    /// device and iOS version say how they were decided, when the input did not state them:
    /// `iPad (assumed), regular width, regular height, iOS 10 (inferred)`, `iPhone (default)`.
    /// Every output that names the environment says it so.
    public func caption(sources: EnvironmentSources? = nil) -> String {
        func marked(_ text: String, _ source: EnvironmentSource?) -> String {
            switch source {
            case .default?, .inferred?: "\(text) (\(source!.word))"
            case .given?, nil: text
            }
        }
        return
            "\(marked(device.name, sources?.device)), \(horizontalSizeClass.rawValue) width, \(verticalSizeClass.rawValue) height, "
            + marked("iOS \(iosVersion)", sources?.iosVersion)
    }
}

/// How one value of the environment was decided.
public enum EnvironmentSource: Hashable, Sendable {
    /// Nothing in the input decides it: the scenario format's default (iPhone, iOS 17).
    case `default`
    /// What the input shows, with the reason and where it shows it.
    case inferred(EnvironmentInference)
    /// A command-line option (`--ios 12`), which beats what the input shows: `overriding` is
    /// the inference it replaced, when the input showed something else.
    case given(option: String, overriding: EnvironmentInference?)

    /// `inferred` (`assumed` for a likely value the evidence does not prove), `default` or
    /// `given`: the word a caption or a report shows beside the value.
    public var word: String {
        switch self {
        case .default: "default"
        case .inferred(let inference): inference.isAssumption ? "assumed" : "inferred"
        case .given: "given"
        }
    }
}

/// What an input shows of one value of its environment.
public struct EnvironmentInference: Hashable, Sendable {
    /// Why, in a few words: `32-bit addresses`, `two split-view columns on screen`.
    public var reason: String
    /// What the evidence allows, when it is a range the value was chosen from: `iOS 8–10`.
    public var range: String?
    /// Where the input shows it (the first line that does).
    public var location: SourceLocation
    /// Whether the value is only the likelier one the evidence allows (an iPad, where the
    /// evidence proves a regular width), not one it proves.
    public var isAssumption: Bool

    public init(reason: String, range: String? = nil, location: SourceLocation, isAssumption: Bool = false) {
        self.reason = reason
        self.range = range
        self.location = location
        self.isAssumption = isAssumption
    }

    /// `32-bit addresses, iOS 8–10 (line 1)`.
    public var sentence: String {
        reason + (range.map { ", \($0)" } ?? "") + " (line \(location.line))"
    }
}

/// The environment given on the command line (`--device`, `--ios`, `--horizontal-size-class`,
/// `--vertical-size-class`): each value given beats what the input says or shows.
public struct GivenEnvironment: Hashable, Sendable {
    public var device: Device?
    public var iosVersion: Int?
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?

    public init(device: Device? = nil, iosVersion: Int? = nil, horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil) {
        self.device = device
        self.iosVersion = iosVersion
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    public var isEmpty: Bool { device == nil && iosVersion == nil && horizontalSizeClass == nil && verticalSizeClass == nil }

    /// The values given, set on `environment`, with their sources. A device given without a
    /// width brings its own (an iPad is regular, an iPhone compact).
    public func apply(to environment: inout Environment, sources: inout EnvironmentSources) {
        func given(_ option: String, _ value: String, over source: EnvironmentSource, changes: Bool) -> EnvironmentSource {
            guard case .inferred(let inference) = source, changes else { return .given(option: "\(option) \(value)", overriding: nil) }
            return .given(option: "\(option) \(value)", overriding: inference)
        }
        if let device {
            sources.device = given("--device", device.rawValue, over: sources.device, changes: device != environment.device)
            environment.device = device
            if horizontalSizeClass == nil {
                sources.horizontalSizeClass = given(
                    "--device", device.rawValue, over: sources.horizontalSizeClass,
                    changes: device.horizontalSizeClass != environment.horizontalSizeClass)
                environment.horizontalSizeClass = device.horizontalSizeClass
            }
        }
        if let horizontalSizeClass {
            sources.horizontalSizeClass = given(
                "--horizontal-size-class", horizontalSizeClass.rawValue, over: sources.horizontalSizeClass,
                changes: horizontalSizeClass != environment.horizontalSizeClass)
            environment.horizontalSizeClass = horizontalSizeClass
        }
        if let verticalSizeClass {
            sources.verticalSizeClass = given(
                "--vertical-size-class", verticalSizeClass.rawValue, over: sources.verticalSizeClass,
                changes: verticalSizeClass != environment.verticalSizeClass)
            environment.verticalSizeClass = verticalSizeClass
        }
        if let iosVersion {
            sources.iosVersion = given("--ios", String(iosVersion), over: sources.iosVersion, changes: iosVersion != environment.iosVersion)
            environment.iosVersion = iosVersion
        }
    }
}

extension EnvironmentSources {
    /// vcgraph's notes on the options that beat what the input shows: each at the place the
    /// input shows it, saying what it shows and what is taken instead.
    public var overrides: [(location: SourceLocation, message: String)] {
        var seen = Set<String>()
        return [device, horizontalSizeClass, verticalSizeClass, iosVersion].compactMap { source in
            guard case .given(let option, let inference?) = source, seen.insert(option).inserted else { return nil }
            return (
                inference.location,
                "\(option) is taken, though the input shows otherwise: \(inference.reason)" + (inference.range.map { ", \($0)" } ?? "")
            )
        }
    }
}
