// swift-tools-version: 6.2
import PackageDescription

/// vcgraph: UIKit's view-controller relationships, modelled on Linux.
///
/// The layering: a pure model that every other target builds on, readers and output
/// generators beside it, and the command-line tool on top.
/// `PresentationModel` depends on nothing but the standard library, so it (and the
/// assertion library built on it) can be added to an iOS test target.
let package = Package(
    name: "vcgraph",
    // IssueReporting, which PresentationTesting reports through, requires these, and a
    // package may not target older systems than its dependencies do.
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "PresentationModel", targets: ["PresentationModel"]),
        .library(name: "PresentationScenarios", targets: ["PresentationScenarios"]),
        .library(name: "ScenarioYAML", targets: ["ScenarioYAML"]),
        .library(name: "DumpImport", targets: ["DumpImport"]),
        .library(name: "HierarchyDiff", targets: ["HierarchyDiff"]),
        .library(name: "PresentationReports", targets: ["PresentationReports"]),
        .library(name: "StoryboardImport", targets: ["StoryboardImport"]),
        .library(name: "StoryboardDiagrams", targets: ["StoryboardDiagrams"]),
        .library(name: "SourceImport", targets: ["SourceImport"]),
        .library(name: "PresentationDOT", targets: ["PresentationDOT"]),
        .library(name: "PresentationDiagrams", targets: ["PresentationDiagrams"]),
        .library(name: "GraphvizRendering", targets: ["GraphvizRendering"]),
        .library(name: "PresentationTesting", targets: ["PresentationTesting"]),
        .library(name: "PresentationFiles", targets: ["PresentationFiles"]),
        .library(name: "PresentationDocumentation", targets: ["PresentationDocumentation"]),
        .executable(name: "vcgraph", targets: ["vcgraph"]),
        .plugin(name: "DocumentScenarios", targets: ["DocumentScenarios"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // The rulebook's articles in its DocC catalog are its source: EmbedRulebook reads them
        // into the module as data at build time.
        .target(name: "PresentationModel", plugins: ["EmbedRulebook"]),
        .executableTarget(name: "RulebookGenerator"),
        .plugin(
            name: "EmbedRulebook", capability: .buildTool(), dependencies: ["RulebookGenerator"],
            path: "Sources/EmbedRulebookPlugin"
        ),
        // JSON text in vcgraph's one layout: a document held as a value, and the streaming
        // writer every JSON output goes through.
        .target(name: "PresentationJSON"),
        // The input-neutral scenario every reader produces, its runner and its checks.
        .target(name: "PresentationScenarios", dependencies: ["PresentationModel"]),
        // Scenario files (YAML, and JSON as YAML) into scenarios, with located errors. It reads
        // libYAML's events itself, through the `CYaml` module that the Yams product builds and
        // links, without Yams's node tree.
        .target(
            name: "ScenarioYAML",
            dependencies: ["PresentationScenarios", "PresentationModel", "PresentationJSON", .product(name: "Yams", package: "Yams")]
        ),
        // Interface Builder storyboards into scenarios, and every segue resolved by the model.
        .target(name: "StoryboardImport", dependencies: ["PresentationScenarios", "PresentationJSON", "PresentationModel"]),
        // An app's Swift sources read statically (swift-syntax): the hierarchy built in code
        // and every presentation and push, each with its certainty.
        .target(
            name: "SourceImport",
            dependencies: [
                "PresentationScenarios", "PresentationJSON", "PresentationModel", "PresentationReports", "StoryboardImport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // An app's flow map read from its Swift: classes and the call sites between them, as DOT.
        .target(name: "SourceDiagrams", dependencies: ["SourceImport", "PresentationDOT", "PresentationDiagrams"]),
        // A storyboard's flow map: scenes, containment and every resolved segue, as DOT.
        .target(
            name: "StoryboardDiagrams", dependencies: ["StoryboardImport", "PresentationDiagrams", "PresentationDOT", "PresentationModel"]
        ),
        // `_printHierarchy` dumps into scenarios of observed state, and their comparison with the rules.
        .target(name: "DumpImport", dependencies: ["PresentationScenarios", "PresentationModel"]),
        // Two hierarchies compared by structure: `vcgraph diff`.
        .target(name: "HierarchyDiff", dependencies: ["PresentationModel", "PresentationScenarios", "PresentationJSON"]),
        // Text, Markdown and JSON renderings of the model's data.
        .target(name: "PresentationReports", dependencies: ["PresentationModel", "PresentationScenarios", "PresentationJSON"]),
        // A typed DOT document (graphs, clusters, attributes, HTML-like labels), its one
        // escaper and its deterministic encoder; and what any diagram may show (by
        // InputText's classification of characters).
        .target(name: "PresentationDOT", dependencies: ["PresentationScenarios"]),
        // The diagram design: what a hierarchy's and a flow's diagrams show, drawn as DOT
        // and Mermaid.
        .target(name: "PresentationDiagrams", dependencies: ["PresentationModel", "PresentationScenarios", "PresentationDOT"]),
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"])]
        ),
        .target(name: "GraphvizRendering", dependencies: ["PresentationDOT", "CGraphviz"]),
        // Graphviz's `gvprintdouble`, `make_label` and `free_label`, defined again over
        // GraphvizRendering's faster equivalents, for an executable that exports them (see
        // vcgraph's linker settings) so that the dynamic linker binds Graphviz's calls to them.
        .target(name: "GraphvizInterposition", dependencies: ["GraphvizRendering", "CGraphviz"]),
        // Any input file or folder into scenarios, by kind, with errors as values; and output
        // files written atomically, inside the folder the user named.
        .target(
            name: "PresentationFiles",
            dependencies: ["PresentationScenarios", "ScenarioYAML", "StoryboardImport", "SourceImport", "DumpImport", "PresentationModel"]
        ),
        // Documentation builds: a page per input with its flow drawn step by step, the index,
        // the rulebook's articles, the output's layout and the manifest of incremental builds.
        .target(
            name: "PresentationDocumentation",
            dependencies: [
                "PresentationFiles", "PresentationReports", "PresentationDiagrams", "GraphvizRendering", "StoryboardImport",
                "SourceImport", "PresentationScenarios", "PresentationModel",
            ]
        ),
        // Assertions for an iOS app's test target: no Yams, no Graphviz C library.
        .target(
            name: "PresentationTesting",
            dependencies: [
                "PresentationModel",
                "PresentationReports",
                "PresentationDiagrams",
                // The live capture reads a window as a dump is read (no Yams, no Graphviz).
                "DumpImport",
                "PresentationScenarios",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ]
        ),
        .executableTarget(
            name: "vcgraph",
            dependencies: [
                "PresentationModel",
                "PresentationScenarios",
                "PresentationFiles",
                "PresentationDocumentation",
                "ScenarioYAML",
                "StoryboardImport",
                "SourceImport",
                "SourceDiagrams",
                "StoryboardDiagrams",
                "DumpImport",
                "HierarchyDiff",
                "PresentationReports",
                "PresentationDiagrams",
                "GraphvizRendering",
                "GraphvizInterposition",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Graphviz's number formatting and label making, replaced by GraphvizInterposition's
            // and exported from the executable, so that the dynamic linker binds Graphviz's
            // calls to them.
            linkerSettings: [
                .unsafeFlags(
                    ["gvprintdouble", "make_label", "free_label"].flatMap { ["-Xlinker", "--export-dynamic-symbol=\($0)"] },
                    .when(platforms: [.linux]))
            ]
        ),
        // Documentation builds: folders of flows into a DocC catalog (a target's, with
        // --target) or Markdown pages, a diagram per step.
        .plugin(
            name: "DocumentScenarios",
            capability: .command(
                intent: .custom(verb: "document-scenarios", description: "Write a page per flow, a diagram per step, into a target's DocC catalog"),
                permissions: [.writeToPackageDirectory(reason: "writes the flows' pages and diagrams into the target's catalog or the output folder")]
            ),
            dependencies: ["vcgraph"],
            path: "Sources/DocumentScenariosPlugin"
        ),
        // What the test targets share: the repository's places and the samples.
        .target(
            name: "VCGraphTestSupport",
            dependencies: ["PresentationScenarios", "ScenarioYAML"],
            path: "Tests/Support"
        ),
        .testTarget(name: "PresentationModelTests", dependencies: ["PresentationModel"]),
        .testTarget(name: "RulebookGeneratorTests", dependencies: ["RulebookGenerator"]),
        .testTarget(
            name: "PresentationScenariosTests",
            dependencies: ["PresentationScenarios", "PresentationReports", "ScenarioYAML", "PresentationModel", "VCGraphTestSupport"]
        ),
        .testTarget(
            name: "ScenarioYAMLTests",
            dependencies: [
                "ScenarioYAML", "PresentationScenarios", "PresentationReports", "PresentationDiagrams", "PresentationModel",
                "VCGraphTestSupport",
            ]
        ),
        .testTarget(
            name: "PresentationReportsTests",
            dependencies: [
                "PresentationReports", "PresentationScenarios", "PresentationModel", "PresentationTesting", "VCGraphTestSupport",
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PresentationDiagramsTests",
            dependencies: [
                "PresentationDOT", "PresentationDiagrams", "PresentationModel", "PresentationScenarios", "PresentationTesting",
                "VCGraphTestSupport",
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "GraphvizRenderingTests",
            dependencies: [
                "GraphvizRendering", "PresentationDOT", "PresentationDiagrams", "PresentationModel", "PresentationScenarios",
                "ScenarioYAML", "PresentationReports", "VCGraphTestSupport", "DumpImport", "StoryboardImport", "StoryboardDiagrams",
            ]
        ),
        .testTarget(
            name: "DumpImportTests",
            dependencies: [
                "DumpImport", "PresentationScenarios", "PresentationModel", "PresentationReports", "PresentationDiagrams", "ScenarioYAML",
                "PresentationTesting", "VCGraphTestSupport",
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PresentationDocumentationTests",
            dependencies: [
                "PresentationDocumentation", "PresentationFiles", "PresentationReports", "PresentationScenarios", "PresentationModel",
                "PresentationDiagrams", "ScenarioYAML", "PresentationTesting", "VCGraphTestSupport",
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "PresentationFilesTests", dependencies: ["PresentationFiles"]),
        .testTarget(
            name: "SourceImportTests",
            dependencies: [
                "SourceImport", "SourceDiagrams", "StoryboardImport", "PresentationScenarios", "PresentationModel", "PresentationTesting",
                "GraphvizRendering", "VCGraphTestSupport", .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "HierarchyDiffTests", dependencies: ["HierarchyDiff", "PresentationModel", "PresentationReports"]),
        .testTarget(
            name: "VCGraphEndToEndTests", dependencies: ["vcgraph", "VCGraphTestSupport", "PresentationTesting"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "StoryboardImportTests",
            dependencies: [
                "StoryboardImport", "StoryboardDiagrams", "PresentationScenarios", "PresentationModel", "ScenarioYAML",
                "PresentationTesting", "VCGraphTestSupport",
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            exclude: ["Fixtures", "__Snapshots__"]
        ),
        .testTarget(
            name: "PresentationTestingTests",
            dependencies: [
                "PresentationTesting",
                "PresentationModel",
                "PresentationDiagrams",
                // Links Swift Testing's and XCTest's issue APIs where IssueReporting cannot
                // find them by itself (Linux).
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)

// No warnings from our own targets: a new one fails the build, here and in CI. (SwiftPM
// ignores these settings for packages that depend on vcgraph.)
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
