// swift-tools-version: 6.0
import PackageDescription

// A design-system package as a team would write it: its component specs live in its targets, and
// specgen's build tool plugin generates the models (library) and conformance suites (tests) at build time.
//
// The plugins come from specgen's source package (the default: the build compiles specgen), or, with
// SPECGEN_PLUGINS=binary, from specgen-plugins (the prebuilt specgen of the artifact bundle
// scripts/make-artifactbundle.sh writes there). A team's own package names one of the two, not both.
let binary = Context.environment["SPECGEN_PLUGINS"] == "binary"
let plugins: Package.Dependency = binary ? .package(path: "../../specgen-plugins") : .package(name: "specgen", path: "../..")
let pluginPackage = binary ? "specgen-plugins" : "specgen"

let package = Package(
    name: "DesignSystem",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DesignSystem", targets: ["DesignSystem"])
    ],
    dependencies: [plugins],
    targets: [
        .target(
            name: "DesignSystem",
            plugins: [.plugin(name: "SpecGenPlugin", package: pluginPackage)]
        ),
        .testTarget(
            name: "DesignSystemTests",
            dependencies: ["DesignSystem"],
            plugins: [.plugin(name: "SpecGenPlugin", package: pluginPackage)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
