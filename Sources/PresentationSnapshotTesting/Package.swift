// swift-tools-version: 6.2
import PackageDescription

/// swift-snapshot-testing strategies for vcgraph's hierarchies (`.tree`, `.dot`), for teams
/// whose tests already use `assertSnapshot`. A package of its own, depending on vcgraph by
/// path, so that vcgraph itself keeps no dependency on swift-snapshot-testing and its build
/// stays out of `make test` (`make snapshot-testing` runs these tests).
let package = Package(
    name: "PresentationSnapshotTesting",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "PresentationSnapshotTesting", targets: ["PresentationSnapshotTesting"])
    ],
    dependencies: [
        .package(name: "vcgraph", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "PresentationSnapshotTesting",
            dependencies: [
                .product(name: "PresentationModel", package: "vcgraph"),
                .product(name: "PresentationTesting", package: "vcgraph"),
                .product(name: "PresentationDiagrams", package: "vcgraph"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "PresentationSnapshotTestingTests",
            dependencies: [
                "PresentationSnapshotTesting",
                .product(name: "PresentationModel", package: "vcgraph"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
