// swift-tools-version: 6.0
import PackageDescription

/// vcgraph's benchmarks, a package of their own so that the tests never build them.
/// Run from the repository root with `make bench` (release mode).
let package = Package(
    name: "vcgraph-benchmarks",
    dependencies: [.package(name: "vcgraph", path: "..")],
    targets: [
        .executableTarget(
            name: "vcgraph-benchmarks",
            dependencies: [.product(name: "PresentationModel", package: "vcgraph")]
        ),
    ]
)
