import Foundation
import SpecModel
import SpecParser
import TestSupport
import Testing

@testable import SpecEmitters

/// `<Component>Part` and `<Component>Variant`: a component's anatomy and variants as Swift enumerations.
@Suite struct PartAndVariantEnumerationTests {
    /// The Swift file `generate` writes for `markdown` (nil when it declares nothing).
    private func swift(_ markdown: String, source: String = "specs/notice.md") throws -> String? {
        let spec = SpecParser.parse(bytes: Data(markdown.utf8), source: source).spec
        return SwiftModelEmitter(templates: try TemplateLibrary.defaults()).emit(
            ComponentPlanner.plan(spec),
            sources: SourceNames(path: source, name: source)
        )?.contents
    }

    private let notice = """
        # Notice

        ## Anatomy

        - **Surface**: holds the other parts.
        - **Close button** (optional): dismisses the notice.
        - **Leading icon** (optional): supports the text.

        ## Variants

        - **Calm**: for routine news.
        - **Urgent** (default): for problems that need attention.

        """

    @Test func partsCarryOptionalityAndAStableIdentifier() throws {
        let code = try #require(try swift(notice))
        #expect(code.contains("public enum NoticePart: String, Sendable, Hashable, CaseIterable {"))
        #expect(code.contains("case surface = \"notice.surface\""))
        #expect(code.contains("case closeButton = \"notice.closeButton\""))
        #expect(code.contains("/// Close button (optional): dismisses the notice."))
        #expect(code.contains("public var isOptional: Bool { [Self.closeButton, .leadingIcon].contains(self) }"))
        #expect(code.contains("public var accessibilityIdentifier: String { rawValue }"))
    }

    @Test func variantsWithoutADeclaredEnumerationAreGenerated() throws {
        let code = try #require(try swift(notice))
        #expect(code.contains("public enum NoticeVariant: String, Sendable, Codable, Hashable, CaseIterable {"))
        #expect(code.contains("    case calm\n"))
        #expect(code.contains("public static var defaultVariant: Self { .urgent }"))
    }

    @Test func aDeclaredVariantEnumerationIsNotDoubled() throws {
        let declared =
            notice + """
                ## API

                ```swift
                public init(message: String, style: NoticeStyle = .calm)
                ```

                | Parameter | Type | Default | Description |
                |---|---|---|---|
                | `message` | `String` | — | The text. |
                | `style` | `NoticeStyle` | `.calm` | Which kind of notice. |

                ```swift
                public enum NoticeStyle {
                    case calm
                    case urgent
                }
                ```

                """
        let code = try #require(try swift(declared))
        #expect(!code.contains("enum NoticeVariant"))
        #expect(code.contains("enum NoticePart"))
    }

    @Test func aSpecWithoutAnatomyOrVariantsDeclaresNeither() throws {
        let code = try swift("# Notice\n\n## Behaviors\n\n- It stays until closed.\n") ?? ""
        #expect(!code.contains("Part:"))
        #expect(!code.contains("Variant:"))
    }

    @Test(.enabled(if: SharedFolder.has("seeds"), Comment(rawValue: SharedFolder.absence("seeds"))))
    func theSeedsPartsAndVariants() throws {
        let seeds = SharedFolder.root.appendingPathComponent("seeds")
        let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path)
        func spec(_ prefix: String, as file: String) throws -> ComponentSpec? {
            guard let name = names.first(where: { $0.hasPrefix(prefix) }) else { return nil }
            return SpecParser.parse(bytes: try Data(contentsOf: seeds.appendingPathComponent(name)), source: file).spec
        }
        if let snackbar = try spec("000", as: "specs/snackbar.md") {
            let code = try #require(
                SwiftModelEmitter(templates: try TemplateLibrary.defaults()).emit(
                    ComponentPlanner.plan(snackbar),
                    sources: SourceNames(path: "specs/snackbar.md", name: "specs/snackbar.md")
                )?
                .contents
            )
            #expect(code.contains("enum SnackbarPart"))
            #expect(snackbar.anatomy.count == 4)
            #expect(snackbar.anatomy.filter(\.isOptional).count == 1)
        }
        if let banner = try spec("004", as: "specs/banner.md") {
            let code = try #require(
                SwiftModelEmitter(templates: try TemplateLibrary.defaults()).emit(
                    ComponentPlanner.plan(banner),
                    sources: SourceNames(path: "specs/banner.md", name: "specs/banner.md")
                )?
                .contents
            )
            #expect(code.contains("enum BannerPart"))
            #expect(banner.anatomy.count == 5)
            #expect(banner.anatomy.filter(\.isOptional).count == 4)
            #expect(code.contains("enum BannerVariant"))
            #expect(banner.variants.count == 6)
        }
    }
}
