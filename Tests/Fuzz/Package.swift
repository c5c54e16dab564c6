// swift-tools-version: 6.2
import PackageDescription

/// libFuzzer targets for vcgraph, in a package of their own: each runs libFuzzer's driver on
/// its input function, which the root package's `swift build` and `swift test` must not see.
///
/// Build and run them with `make fuzz` from the repository's root, which passes
/// `--sanitize=address` and libFuzzer's coverage flags so that vcgraph's own targets (not only
/// these harnesses) are instrumented for coverage and checked by AddressSanitizer. The
/// harnesses link libFuzzer's runtime without its `main` and run its driver from their own
/// entry point (`FuzzDriver`): `-sanitize=fuzzer` would give every executable of the build
/// libFuzzer's `main`, the rulebook's build tool among them.
let package = Package(
    name: "vcgraph-fuzz",
    platforms: [.macOS(.v10_15)],
    dependencies: [.package(name: "vcgraph", path: "../..")],
    targets: [
        // libFuzzer's driver, which each harness runs from its own entry point.
        .target(name: "FuzzDriver"),
        // YAML or JSON text → ScenarioReader → run → diagram DOT and Mermaid.
        .executableTarget(
            name: "FuzzScenarioReader",
            dependencies: [
                "FuzzDriver",
                .product(name: "PresentationScenarios", package: "vcgraph"),
                .product(name: "ScenarioYAML", package: "vcgraph"),
                .product(name: "PresentationReports", package: "vcgraph"),
                .product(name: "PresentationDiagrams", package: "vcgraph"),
            ],
            swiftSettings: harness,
            linkerSettings: harnessLinking
        ),
        // Swift text → the source reader → every flow read → text, JSON and annotations.
        .executableTarget(
            name: "FuzzSourceReader",
            dependencies: ["FuzzDriver", .product(name: "SourceImport", package: "vcgraph")],
            swiftSettings: harness,
            linkerSettings: harnessLinking
        ),
        // Bytes → StoryboardReader → every segue resolved → report, flow map and import.
        .executableTarget(
            name: "FuzzStoryboardReader",
            dependencies: [
                "FuzzDriver",
                .product(name: "StoryboardImport", package: "vcgraph"),
                .product(name: "StoryboardDiagrams", package: "vcgraph"),
                .product(name: "ScenarioYAML", package: "vcgraph"),
                .product(name: "PresentationModel", package: "vcgraph"),
            ],
            swiftSettings: harness,
            linkerSettings: harnessLinking
        ),
        // `_printHierarchy` text → DumpReader → run, comparison, its scenario file (with the
        // dump's text in its comment) read back with the same checks, and the text report
        // showing the dump's text as data.
        .executableTarget(
            name: "FuzzDumpReader",
            dependencies: [
                "FuzzDriver",
                .product(name: "DumpImport", package: "vcgraph"),
                .product(name: "PresentationScenarios", package: "vcgraph"),
                .product(name: "PresentationReports", package: "vcgraph"),
                .product(name: "ScenarioYAML", package: "vcgraph"),
            ],
            swiftSettings: harness,
            linkerSettings: harnessLinking
        ),
        // Bytes as a documentation build's manifest: every entry kept names only vcgraph's files.
        .executableTarget(
            name: "FuzzDocsManifest",
            dependencies: [
                "FuzzDriver", .product(name: "PresentationDocumentation", package: "vcgraph"),
            ],
            swiftSettings: harness,
            linkerSettings: harnessLinking
        ),
        // Random text through DOTEscaping into a small graph, read back by cgraph and drawn.
        .executableTarget(
            name: "FuzzDOTEscaping",
            dependencies: [
                "FuzzDriver",
                .product(name: "PresentationDOT", package: "vcgraph"),
                .product(name: "PresentationDiagrams", package: "vcgraph"),
                .product(name: "GraphvizRendering", package: "vcgraph"),
            ],
            swiftSettings: harness,
            linkerSettings: harnessLinking
        ),
        // Random labels through the Mermaid encoder, checked against Mermaid's line grammar.
        .executableTarget(
            name: "FuzzMermaidEncoder",
            dependencies: [
                "FuzzDriver", .product(name: "PresentationDiagrams", package: "vcgraph"),
            ],
            swiftSettings: harness,
            linkerSettings: harnessLinking
        ),
    ]
)

/// A harness defines `LLVMFuzzerTestOneInput` and an `@main` type that runs libFuzzer's
/// driver on it (`FuzzDriver`).
var harness: [SwiftSetting] { [.unsafeFlags(["-parse-as-library"]), .treatAllWarnings(as: .error)] }
/// libFuzzer's runtime without its `main` (`make fuzz` gives the toolchain's folder of clang
/// runtimes with `-L`).
var harnessLinking: [LinkerSetting] { [.linkedLibrary("clang_rt.fuzzer_no_main-x86_64"), .linkedLibrary("stdc++")] }
