import Foundation
import SpecGenCore
import SpecModel
import SpecParser
import TestSupport
import Testing

@testable import SpecEmitters

/// A timing stated for one variant runs with that variant, and every component with an anatomy gets a check that its
/// required parts show.
@Suite struct VariantAndPartsCheckTests {
    private static let notice = """
        # Notice

        ## Anatomy

        - **Surface**: holds the other parts.
        - **Text**: says what happened.
        - **Close button** (optional): dismisses the notice.

        ## Variants

        - **Calm** (default): for routine news.
        - **Urgent**: for problems that need attention.

        ## Behaviors

        - A notice dismisses itself after 4 seconds.
        - An urgent notice stays for 9 seconds.
        """

    /// The generated files for `markdown` as `specs/notice.md`.
    private static func generate(_ markdown: String) async throws -> [OwnedFile] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-variants-\(UUID().uuidString)/specs")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(markdown.utf8).write(to: folder.appendingPathComponent("notice.md"))
        return await Generator.generate(GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused")).files
    }

    private static func suite(_ markdown: String) async throws -> String {
        try #require(try await generate(markdown).first { $0.file.path == "Tests/NoticeConformanceTests.swift" }?.file.contents)
    }

    @Test func aVariantsTimingPresentsThatVariant() async throws {
        let suite = try await Self.suite(Self.notice)
        // The suite names the variant by its raw value, so it needs no import of the models.
        #expect(!suite.contains("import ComponentModels"))
        #expect(suite.contains("func present(message: String, variant: String)"))
        #expect(suite.contains("(`NoticeVariant(rawValue:)`)"))
        #expect(suite.contains("harness.present(message: \"A\", variant: \"urgent\")"))
        #expect(suite.contains("still visible 100 ms before 9 s"))
        #expect(suite.contains("dismissed 100 ms after 9 s"))
        // Executable, not a pending stub.
        #expect(!suite.contains("harnesses cannot present a variant"))
        #expect(!suite.contains(".disabled("))
    }

    @Test func aVariantsDelayIsAConstantNamedForIt() async throws {
        let files = try await Self.generate(Self.notice)
        let models = try #require(files.first { $0.file.path == "Swift/Notice.swift" }?.file.contents)
        #expect(models.contains("public static let autoDismissDelay: Duration = .seconds(4)"))
        #expect(models.contains("public static let urgentAutoDismissDelay: Duration = .seconds(9)"))
    }

    @Test func aDeclaredVariantEnumerationNamesTheVariant() async throws {
        let declared =
            Self.notice + """

                ## API

                ```swift
                public init(message: String, severity: NoticeSeverity = .calm)

                public enum NoticeSeverity {
                    case calm
                    case urgent
                }
                ```
                """
        let suite = try await Self.suite(declared)
        // The spec's own `…Severity` enumeration stands for the variants; no `NoticeVariant` is generated or named.
        #expect(suite.contains("(`NoticeSeverity(rawValue:)`)"))
        #expect(suite.contains("harness.present(message: \"A\", variant: \"urgent\")"))
        #expect(!suite.contains("NoticeVariant"))
    }

    @Test func requiredPartsAreCheckedAndOptionalOnesAreNot() async throws {
        let suite = try await Self.suite(Self.notice)
        #expect(suite.contains("func visibleParts(of message: String) -> Set<String>"))
        #expect(suite.contains("(`NoticePart.rawValue`)"))
        #expect(suite.contains("harness.visibleParts(of: \"A\").isSuperset(of: [\"notice.surface\", \"notice.text\"])"))
        #expect(!suite.contains("notice.closeButton\""))
        #expect(suite.contains("ConformanceCheck(id: \"anatomy-required-parts-are-visible\", location: \"specs/notice.md:5\""))
        #expect(suite.contains("@Test(\"specs/notice.md:5 the anatomy's required parts are visible\")"))
    }

    @Test func aSuiteWithoutVariantRulesOrAnatomyAsksForNeither() async throws {
        let plain = """
            # Notice

            ## Behaviors

            - A notice dismisses itself after 4 seconds.
            """
        let suite = try await Self.suite(plain)
        #expect(!suite.contains("variant:"))
        #expect(!suite.contains("visibleParts"))
        #expect(!suite.contains("import ComponentModels"))
    }

    @Test func anAnatomyOfOnlyOptionalPartsHasNoPartsCheck() async throws {
        let optional = Self.notice.replacingOccurrences(of: "- **Surface**:", with: "- **Surface** (optional):")
            .replacingOccurrences(of: "- **Text**:", with: "- **Text** (optional):")
        let suite = try await Self.suite(optional)
        #expect(!suite.contains("visibleParts"))
        #expect(!suite.contains("requiredPartsAreVisible"))
    }

    @Test func aVariantTheSpecDoesNotListStaysPending() {
        let spec = ComponentSpec(
            name: "Notice",
            source: "specs/notice.md",
            variants: [Variant(name: "Calm", description: "", isDefault: true, line: 3)],
            behaviors: [
                Statement(
                    section: "Behaviors",
                    text: "A loud notice stays for 9 seconds.",
                    line: 5,
                    column: 3,
                    rules: [
                        Rule(
                            AutoDismissRule(seconds: 9, condition: RuleCondition(text: "loud notice", variant: "Loud")),
                            matchedText: "A loud notice stays for 9 seconds.",
                            line: 5,
                            column: 3
                        )
                    ]
                )
            ]
        )
        let plan = ConformancePlanner.plan(spec, sources: SourceNames(path: "specs/notice.md", name: "specs/notice.md"))
        #expect(plan.statements.first?.pendingReason?.contains("does not list “Loud”") == true)
        #expect(!plan.requirements.contains(.presentVariant))
    }

    /// Suites type-check on their own, without the models module: a test target need not import the library's.
    @Test func theSuiteTypeChecksWithoutTheModels() async throws {
        let files = try await Self.generate(Self.notice)
        #expect(try SwiftTypeChecker.check(files) == nil)
    }
}
