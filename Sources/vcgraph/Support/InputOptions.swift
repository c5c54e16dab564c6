import ArgumentParser
import StoryboardImport
import DumpImport
import Foundation
import PresentationFiles
import PresentationModel
import PresentationScenarios

/// The options every command that reads inputs shares: what the file is, for dumps which
/// classes are which containers, and the environment (device, iOS version, size classes),
/// which beats what any input says or shows of it.
struct InputOptions: ParsableArguments {
    @Option(help: "What the input is: scenario, storyboard or dump. Default: from the extension, else from the first line.")
    var input: InputKind?

    @Option(
        name: .customLong("kind"),
        help: ArgumentHelp("A dump's class that is a container vcgraph cannot tell by its name (repeatable).", valueName: "CLASS=KIND"))
    var kinds: [String] = []

    @Option(
        name: .customLong("kind-file"),
        help: ArgumentHelp("A file of CLASS = KIND lines ('#' comments) for dumps.", valueName: "FILE"))
    var kindsFile: String?

    @OptionGroup var customSegues: CustomSegueOptions

    @Option(help: "The device: iphone or ipad (a storyboard's, or a dump's over what it shows; a scenario file's over its key).")
    var device: Device?

    @Option(
        help: ArgumentHelp(
            "The iOS version whose behaviour applies (\(StoryboardOptions.iosRange.lowerBound) to \(StoryboardOptions.iosRange.upperBound)), as --device.",
            valueName: "N"))
    var ios: Int?

    @Option(help: "compact or regular: the horizontal size class (default: the device's), as --device.")
    var horizontalSizeClass: SizeClass?

    @Option(help: "compact or regular: the vertical size class (default: regular), as --device.")
    var verticalSizeClass: SizeClass?

    @Option(help: "For Swift sources: the call site whose path is read, as FILE:LINE.")
    var site: String?

    @OptionGroup var places: PlaceOptions

    /// These options as a command line gives them, for a command that passes them on to
    /// another vcgraph (a `docs` worker process, the `document` alias) or keys its output by
    /// them: one place that knows every option, so a new one cannot be forgotten there.
    var arguments: [String] {
        var arguments: [String] = []
        if let input { arguments += ["--input", input.rawValue] }
        for kind in kinds { arguments += ["--kind", kind] }
        if let kindsFile { arguments += ["--kind-file", kindsFile] }
        if let device { arguments += ["--device", device.rawValue] }
        if let ios { arguments += ["--ios", String(ios)] }
        if let horizontalSizeClass { arguments += ["--horizontal-size-class", horizontalSizeClass.rawValue] }
        if let verticalSizeClass { arguments += ["--vertical-size-class", verticalSizeClass.rawValue] }
        if let site { arguments += ["--site", site] }
        return arguments + places.arguments + customSegues.arguments
    }

    func validate() throws {
        if let ios { try StoryboardOptions.validate(ios: ios) }
        if let site, InputReading.site(site) == nil {
            throw ValidationError("--site takes FILE:LINE, the file as the sources name it and a line number; got '\(site)'")
        }
        try PathArguments.validate([], output: kindsFile, option: "--kind-file")
    }

    /// The options as values, or why the class rules cannot be read.
    func reading() throws -> InputReading {
        InputReading(
            kind: input, rules: try InputReading.kindRules(kinds, file: kindsFile),
            environment: GivenEnvironment(
                device: device, iosVersion: ios, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass),
            customSegues: try customSegues.customSegues(), site: site.flatMap(InputReading.site), places: try places.places())
    }
}

extension InputKind: ExpressibleByArgument {
    public init?(argument: String) {
        guard let value: Self = choice(argument) else { return nil }
        self = value
    }
}

extension SizeClass: ExpressibleByArgument {
    public init?(argument: String) {
        guard let value: Self = choice(argument) else { return nil }
        self = value
    }
}
