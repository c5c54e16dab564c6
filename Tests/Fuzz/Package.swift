// swift-tools-version: 6.2
import PackageDescription

/// libFuzzer targets for vcgraph, in a package of their own: they have no `main` (libFuzzer
/// brings it), so the root package's `swift build` and `swift test` must not see them.
///
/// Build and run them with `make fuzz` from the repository's root, which passes
/// `--sanitize=fuzzer --sanitize=address` so that vcgraph's own targets (not only these
/// harnesses) are instrumented for coverage and checked by AddressSanitizer.
let package = Package(
    name: "vcgraph-fuzz",
    platforms: [.macOS(.v10_15)],
    dependencies: [.package(name: "vcgraph", path: "../..")],
    targets: [
        // YAML or JSON text → ScenarioReader → run → diagram DOT and Mermaid.
        .executableTarget(
            name: "FuzzScenarioReader",
            dependencies: [
                .product(name: "PresentationScenarios", package: "vcgraph"),
                .product(name: "ScenarioYAML", package: "vcgraph"),
                .product(name: "PresentationReports", package: "vcgraph"),
                .product(name: "PresentationDiagrams", package: "vcgraph"),
            ],
            swiftSettings: harness
        ),
        // Bytes → StoryboardReader → every segue resolved → report, flow map and import.
        .executableTarget(
            name: "FuzzStoryboardReader",
            dependencies: [
                .product(name: "StoryboardImport", package: "vcgraph"),
                .product(name: "StoryboardDiagrams", package: "vcgraph"),
                .product(name: "ScenarioYAML", package: "vcgraph"),
                .product(name: "PresentationModel", package: "vcgraph"),
            ],
            swiftSettings: harness
        ),
        // `_printHierarchy` text → DumpReader → run, comparison, its scenario file (with the
        // dump's text in its comment) read back with the same checks, and the text report
        // showing the dump's text as data.
        .executableTarget(
            name: "FuzzDumpReader",
            dependencies: [
                .product(name: "DumpImport", package: "vcgraph"),
                .product(name: "PresentationScenarios", package: "vcgraph"),
                .product(name: "PresentationReports", package: "vcgraph"),
                .product(name: "ScenarioYAML", package: "vcgraph"),
            ],
            swiftSettings: harness
        ),
        // Bytes as a documentation build's manifest: every entry kept names only vcgraph's files.
        .executableTarget(
            name: "FuzzDocsManifest",
            dependencies: [.product(name: "PresentationDocumentation", package: "vcgraph")],
            swiftSettings: harness
        ),
        // Random text through DOTEscaping into a small graph, read back by cgraph and drawn.
        .executableTarget(
            name: "FuzzDOTEscaping",
            dependencies: [
                .product(name: "PresentationDOT", package: "vcgraph"),
                .product(name: "PresentationDiagrams", package: "vcgraph"),
                .product(name: "GraphvizRendering", package: "vcgraph"),
            ],
            swiftSettings: harness
        ),
        // Random labels through the Mermaid encoder, checked against Mermaid's line grammar.
        .executableTarget(
            name: "FuzzMermaidEncoder",
            dependencies: [.product(name: "PresentationDiagrams", package: "vcgraph")],
            swiftSettings: harness
        ),
    ]
)

/// The harness defines `LLVMFuzzerTestOneInput` and no entry point of its own.
var harness: [SwiftSetting] { [.unsafeFlags(["-parse-as-library"]), .treatAllWarnings(as: .error)] }
