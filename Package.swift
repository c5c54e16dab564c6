// swift-tools-version: 6.0
import PackageDescription

/// vcgraph: UIKit's view-controller relationships, modelled on Linux.
///
/// The layering follows `shared/design/architecture.md`: a pure model that every other
/// target builds on, readers and output generators beside it, and the command-line tool on top.
/// `PresentationModel` depends on nothing but the standard library, so it (and the
/// assertion library built on it) can be added to an iOS test target.
let package = Package(
    name: "vcgraph",
    products: [
        .library(name: "PresentationModel", targets: ["PresentationModel"]),
        .library(name: "PresentationFormats", targets: ["PresentationFormats"]),
        .library(name: "PresentationDiagrams", targets: ["PresentationDiagrams"]),
        .library(name: "GraphvizRendering", targets: ["GraphvizRendering"]),
        .executable(name: "vcgraph", targets: ["vcgraph"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "PresentationModel"),
        .target(
            name: "PresentationFormats",
            dependencies: ["PresentationModel", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "PresentationDiagrams", dependencies: ["PresentationModel"]),
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"])]
        ),
        .target(name: "GraphvizRendering", dependencies: ["PresentationDiagrams", "CGraphviz"]),
        .executableTarget(
            name: "vcgraph",
            dependencies: [
                "PresentationModel",
                "PresentationFormats",
                "PresentationDiagrams",
                "GraphvizRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "PresentationModelTests", dependencies: ["PresentationModel"]),
        .testTarget(name: "PresentationDiagramsTests", dependencies: ["PresentationDiagrams", "PresentationModel"]),
        .testTarget(
            name: "GraphvizRenderingTests",
            dependencies: ["GraphvizRendering", "PresentationDiagrams", "PresentationModel", "PresentationFormats"]
        ),
        .testTarget(
            name: "PresentationFormatsTests",
            dependencies: ["PresentationFormats", "PresentationModel", "PresentationDiagrams"],
            exclude: ["Snapshots"]
        ),
        .testTarget(name: "VCGraphEndToEndTests", dependencies: ["vcgraph"]),
    ]
)
