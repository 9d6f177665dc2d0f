// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "specgen",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "specgen", targets: ["specgen"]),
        // The Model Context Protocol server `specgen mcp` runs; its own product, so the plugins never compile the SDK.
        .executable(name: "specgen-mcp", targets: ["specgen-mcp"]),
        .plugin(name: "SpecGenPlugin", targets: ["SpecGenPlugin"]),
        .plugin(name: "GenerateComponentCode", targets: ["GenerateComponentCode"]),
        .plugin(name: "CheckComponentCode", targets: ["CheckComponentCode"]),
        .plugin(name: "VerifyComponentAPI", targets: ["VerifyComponentAPI"]),
        .library(name: "ReferenceComponents", targets: ["ReferenceComponents"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-symbolkit", from: "1.0.0"),
        // The Model Context Protocol server (`specgen-mcp`) only; no module the `specgen` executable links uses it.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        // The SDK's logging package, named for the server's own transport (`Logger` is in the SDK's `Transport`).
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
    ],
    targets: [
        // cmark-gfm from the system: Debian's packages, or Homebrew's formula (which holds both libraries) on macOS.
        // The pkg-config file gives the header and library folders (Homebrew's are not on the default paths).
        .systemLibrary(
            name: "CCMarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        .target(name: "SpecMarkdown", dependencies: ["CCMarkGFM"]),
        .target(name: "SpecModel"),
        .target(name: "SpecParser", dependencies: ["SpecMarkdown", "SpecModel"]),
        .target(
            name: "SpecEmitters",
            dependencies: ["SpecModel", .product(name: "Mustache", package: "swift-mustache")]
        ),
        .target(
            name: "SpecGenCore",
            dependencies: ["SpecParser", "SpecModel", "SpecEmitters", .product(name: "Yams", package: "Yams")]
        ),
        // The HTML report of what specgen understood (`specgen report`), built from SpecGenCore's generation.
        .target(name: "SpecReport", dependencies: ["SpecGenCore", "SpecEmitters", "SpecModel"]),
        // Documented APIs checked against the compiler's symbol graphs (SymbolKit reads them); only the executable links it.
        .target(
            name: "APIVerification",
            dependencies: ["SpecModel", "SpecParser", .product(name: "SymbolKit", package: "swift-docc-symbolkit")]
        ),
        .executableTarget(
            name: "specgen",
            dependencies: [
                "APIVerification",
                "SpecGenCore",
                "SpecReport",
                "SpecEmitters",
                "SpecModel",
                "SpecParser",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The project's contract served to coding agents over MCP (the SDK is linked here and in `specgen-mcp` only).
        .target(
            name: "SpecGenMCP",
            dependencies: [
                "SpecGenCore", "SpecParser", "SpecModel", "SpecEmitters", "SpecReport", "APIVerification",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "specgen-mcp", dependencies: ["SpecGenMCP", "SpecGenCore", "APIVerification"]),
        .plugin(
            name: "SpecGenPlugin",
            capability: .buildTool(),
            dependencies: ["specgen"]
        ),
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
        // The fuzzing entry, one target per untrusted input kind (scripts/fuzz.sh builds SpecFuzzer with
        // -sanitize=fuzzer; plain builds replay files).
        .target(
            name: "SpecFuzzing",
            dependencies: ["APIVerification", "SpecGenCore", "SpecModel", "SpecEmitters", "SpecParser", "SpecReport"],
            path: "Fuzz/SpecFuzzing"
        ),
        .executableTarget(name: "SpecFuzzer", dependencies: ["SpecFuzzing"], path: "Fuzz/SpecFuzzer"),
        // JSON-RPC bytes into the MCP server's tools (built like SpecFuzzer, with --product MCPFuzzer).
        .target(
            name: "MCPFuzzing",
            dependencies: ["SpecGenMCP", "SpecGenCore", "SpecEmitters", .product(name: "MCP", package: "swift-sdk")],
            path: "Fuzz/MCPFuzzing"
        ),
        .executableTarget(name: "MCPFuzzer", dependencies: ["MCPFuzzing"], path: "Fuzz/MCPFuzzer"),
        // The generated models, compiled so `swift build` proves they compile.
        .target(name: "ComponentModels", path: "generated/Swift"),
        .target(name: "ComponentModelSamples", dependencies: ["ComponentModels"], path: "generated/Samples"),
        .testTarget(
            name: "ComponentModelsTests",
            dependencies: ["ComponentModels", "ComponentModelSamples", "TestSupport"],
            exclude: ["validate_schemas.py"]
        ),
        // Headless presentation logic for the three components, which the generated conformance suites run against.
        .target(name: "ReferenceComponents", dependencies: ["ComponentModels"], path: "Examples/ReferenceComponents"),
        // Generated/ links to generated/Tests, so the suites compile here beside the reference harness.
        .testTarget(name: "ConformanceTests", dependencies: ["ReferenceComponents", "ComponentModels"]),
        .testTarget(
            name: "SpecEmittersTests",
            dependencies: ["SpecEmitters", "SpecGenCore", "SpecModel", "SpecParser", "TestSupport"],
            exclude: ["Fixtures", "Golden", "Hostile"]
        ),
        .testTarget(
            name: "RobustnessTests",
            dependencies: ["SpecFuzzing", "SpecGenCore", "SpecMarkdown", "SpecModel"],
            exclude: ["FuzzRegressions"]
        ),
        // Locates ../shared (third-party documents the tests read and the repository never holds).
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(
            name: "SpecMarkdownTests",
            dependencies: ["SpecMarkdown", "TestSupport"]
        ),
        .testTarget(
            name: "SpecParserTests",
            dependencies: ["SpecParser", "SpecModel", "SpecMarkdown", "TestSupport"]
        ),
        .testTarget(
            name: "SpecGenCoreTests",
            dependencies: ["SpecGenCore", "SpecModel"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "SpecReportTests",
            dependencies: ["SpecReport", "SpecGenCore", "SpecModel", "TestSupport"]
        ),
        // Symbol graphs made with swiftc from small fixture sources, verified against specs; and the CLI end to end.
        .testTarget(
            name: "APIVerificationTests",
            dependencies: ["APIVerification", "SpecGenCore", "SpecModel", "specgen", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        // Drives `specgen-mcp` with the official Python MCP client (Tests/SpecGenMCPTests/mcp_client_check.py).
        .testTarget(
            name: "SpecGenMCPTests",
            dependencies: ["SpecGenMCP", "MCPFuzzing", "specgen-mcp", "specgen", "SpecGenCore", "SpecModel", "TestSupport"],
            exclude: ["mcp_client_check.py", "Fixtures"]
        ),
        // Runs the built `specgen` executable end to end; the dependency makes SwiftPM build it first.
        .testTarget(
            name: "SpecGenCLITests",
            dependencies: ["specgen", "TestSupport"],
            exclude: ["BadSpecs"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
