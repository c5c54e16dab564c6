// swift-tools-version: 6.0
import PackageDescription

/// vcgraph's benchmarks, a package of their own so that the tests never build them.
/// Run from the repository root with `make bench` (release mode).
let package = Package(
    name: "vcgraph-benchmarks",
    dependencies: [
        .package(name: "vcgraph", path: ".."),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "vcgraph-benchmarks",
            dependencies: [
                .product(name: "PresentationModel", package: "vcgraph"),
                .product(name: "PresentationScenarios", package: "vcgraph"),
                .product(name: "ScenarioYAML", package: "vcgraph"),
                .product(name: "DumpImport", package: "vcgraph"),
                .product(name: "PresentationReports", package: "vcgraph"),
                .product(name: "PresentationDOT", package: "vcgraph"),
                .product(name: "PresentationDiagrams", package: "vcgraph"),
                .product(name: "GraphvizRendering", package: "vcgraph"),
                .product(name: "StoryboardImport", package: "vcgraph"),
                .product(name: "Yams", package: "Yams"),
            ]
        )
    ]
)
