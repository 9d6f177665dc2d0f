// swift-tools-version: 6.0
import PackageDescription

// A design-system package as a team would write it: its component specs live in its targets, and
// specgen's build tool plugin generates the models (library) and conformance suites (tests) at build time.
let package = Package(
    name: "DesignSystem",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DesignSystem", targets: ["DesignSystem"])
    ],
    dependencies: [
        .package(name: "specgen", path: "../..")
    ],
    targets: [
        .target(
            name: "DesignSystem",
            plugins: [.plugin(name: "SpecGenPlugin", package: "specgen")]
        ),
        .testTarget(
            name: "DesignSystemTests",
            dependencies: ["DesignSystem"],
            plugins: [.plugin(name: "SpecGenPlugin", package: "specgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
