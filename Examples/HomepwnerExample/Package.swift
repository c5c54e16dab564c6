// swift-tools-version: 6.0
import PackageDescription

/// Big Nerd Ranch's Homepwner as an app team would model it: a library that declares the
/// app's screens and the flows between them, and tests that pin down who presents whom with
/// vcgraph's PresentationTesting, as an iOS app's test target would.
let package = Package(
    name: "HomepwnerExample",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "HomepwnerScreens", targets: ["HomepwnerScreens"])
    ],
    dependencies: [
        .package(name: "vcgraph", path: "../.."),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "HomepwnerScreens",
            dependencies: [.product(name: "PresentationModel", package: "vcgraph")]
        ),
        .testTarget(
            name: "HomepwnerScreensTests",
            dependencies: [
                "HomepwnerScreens",
                .product(name: "PresentationModel", package: "vcgraph"),
                .product(name: "PresentationTesting", package: "vcgraph"),
                // On Linux, IssueReporting finds Swift Testing and XCTest through this library.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
