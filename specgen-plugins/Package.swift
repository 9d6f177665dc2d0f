// swift-tools-version: 6.1
import PackageDescription

// specgen's plugins over a prebuilt specgen: a package using them builds only its own code. The plugins are the
// source package's (Plugins/ here links to ../Plugins; a release copies them in), and `context.tool(named:
// "specgen")` finds the executable of the artifact bundle below, made by scripts/make-artifactbundle.sh.
//
// Where the bundle comes from, decided here and nowhere else:
// - in this repository, and for a vendored bundle: the folder `specgen.artifactbundle` beside this manifest
//   (`scripts/make-artifactbundle.sh specgen-plugins`);
// - in a release of the plugins package (scripts/make-plugins-release.sh): the release's zip, by URL and checksum.
let specgen: Target = .binaryTarget(name: "specgen", path: "specgen.artifactbundle")

let package = Package(
    name: "specgen-plugins",
    platforms: [.macOS(.v15)],
    products: [
        .plugin(name: "SpecGenPlugin", targets: ["SpecGenPlugin"]),
        .plugin(name: "GenerateComponentCode", targets: ["GenerateComponentCode"]),
        .plugin(name: "CheckComponentCode", targets: ["CheckComponentCode"]),
        .plugin(name: "VerifyComponentAPI", targets: ["VerifyComponentAPI"]),
    ],
    targets: [
        specgen,
        .plugin(name: "SpecGenPlugin", capability: .buildTool(), dependencies: ["specgen"]),
        .plugin(
            name: "GenerateComponentCode",
            capability: .command(
                intent: .custom(
                    verb: "generate-component-code",
                    description: "Regenerate the checked-in generated code (specs/ → generated/, or a target's specgen.yml)."
                ),
                permissions: [.writeToPackageDirectory(reason: "specgen writes the generated Swift, schemas and tests into generated/.")]
            ),
            dependencies: ["specgen"]
        ),
        .plugin(
            name: "CheckComponentCode",
            capability: .command(
                intent: .custom(
                    verb: "check-component-code",
                    description: "Fail, with a diff, when the checked-in generated code is stale; writes nothing."
                )
            ),
            dependencies: ["specgen"]
        ),
        .plugin(
            name: "VerifyComponentAPI",
            capability: .command(
                intent: .custom(
                    verb: "verify-component-api",
                    description: "Check the component code's public API (its symbol graph) against what the specs document."
                )
            ),
            dependencies: ["specgen"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
