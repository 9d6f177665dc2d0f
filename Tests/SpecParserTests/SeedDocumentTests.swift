import Foundation
import SpecModel
import SpecParser
import TestSupport
import Testing

/// The seed documents in `../shared/seeds`, copied as they are into `.md` files of a temporary folder
/// and read like any spec. Their text stays outside the repository; without it the tests are skipped, saying why.
@Suite(.enabled(if: SharedFolder.has("seeds"), Comment(rawValue: SharedFolder.absence("seeds"))))
struct SeedDocumentTests {
    static let seeds = SharedFolder.root.appendingPathComponent("seeds")

    /// Copies seed `prefix` to `file` (a path below a fresh temporary folder) and parses it.
    static func read(_ prefix: String, as file: String) throws -> ParseResult? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []
        guard let name = names.first(where: { $0.hasPrefix(prefix) }) else {
            print("skipped: no seed \(prefix)_* in \(seeds.path)")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-seeds-\(UUID().uuidString)")
        let target = folder.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: seeds.appendingPathComponent(name), to: target)
        defer { try? FileManager.default.removeItem(at: folder) }
        return SpecParser.parse(bytes: try Data(contentsOf: target), source: target.path)
    }

    @Test func plainTextSnackbarPage() throws {
        guard let result = try Self.read("000", as: "snackbar.md") else { return }
        let spec = result.spec
        #expect(spec.name == "Snackbar")
        let swift = try #require(spec.apis.first { $0.language == .swift })
        #expect(swift.parameters.count == 7)
        #expect(swift.parameter("leadingWDIconName")?.defaultValue == "nil")
        #expect(swift.parameter("leadingIconAccessibilityLabel")?.defaultValue == "nil")
        #expect(swift.parameter("dismissClosure")?.defaultValue == "{}")
        let kotlin = try #require(spec.apis.first { $0.language == .kotlin })
        #expect(kotlin.parameters.count == 5)
        #expect(kotlin.parameter("modifier")?.defaultValue == "Modifier")
        #expect(kotlin.parameter("leadingIcon")?.defaultValue == "null")
        #expect(kotlin.parameter("leadingIconContentDescription")?.defaultValue == "null")
        #expect(spec.apis.count == 2, "the comparison table is not an API")
        #expect(spec.anatomy.count == 4)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
    }

    @Test func plainTextSnackbarPageInAnotherFolder() throws {
        guard let result = try Self.read("001", as: "other/snackbar.md") else { return }
        #expect(result.spec.name == "Snackbar")
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        // "Announce it" and "focus doesn't shift" are separate sentences of the Voiceover notes.
        let announce = result.spec.accessibility.flatMap(\.rules).compactMap { $0.as(AnnounceRule.self) }
        #expect(announce.contains { $0.movesFocus == false })
    }

    @Test func readmeOfTheSnackbarStack() throws {
        guard let result = try Self.read("002", as: "snackbar-stack.md") else { return }
        let spec = result.spec
        let insert = try #require(spec.api("insertSnackbarView"))
        #expect(insert.parameters.map(\.name) == ["model", "additionalInsets", "action", "onDismiss", "animated"])
        #expect(insert.parameter("animated")?.defaultValue == "true")
        #expect(insert.parameter("action")?.defaultValue == "nil")
        #expect(insert.returnType == "LDSnackbar")
        #expect(!spec.apis.contains { $0.symbol == "removeOldestSnackbarIfNeeded" }, "a private helper is not API")
        let stack = try #require(spec.api("GlassSnackbarStackView"))
        #expect(stack.parameter("limit")?.defaultValue == "2")
        #expect(stack.parameter("spacing")?.defaultValue == "0")
        let modes = try #require(spec.enumerations.first { $0.name == "PresentationMode" })
        #expect(modes.cases == ["inView", "alwaysOnTop"])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        // Stated in the overview, not a behaviour section: the oldest goes once more than `limit` show.
        let visible = spec.behaviors.flatMap(\.rules).compactMap { $0.as(MaxVisibleRule.self) }
        #expect(visible.contains { $0.limit == .parameter("limit") && $0.overflow == .evictOldest })
    }

    @Test func accessibilityNotesWithFrontMatter() throws {
        guard let result = try Self.read("003", as: "toast-accessibility.md") else { return }
        #expect(!result.spec.name.isEmpty)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
    }

    @Test func plainTextBannerPage() throws {
        guard let result = try Self.read("004", as: "banner.md") else { return }
        let spec = result.spec
        #expect(spec.name.contains("Banner"))
        #expect(spec.anatomy.count == 5)
        #expect(spec.anatomy.filter(\.isOptional).count == 4)
        #expect(spec.variants.count == 6)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        // The default (persistent) variant's description states the banner's behaviour.
        #expect(spec.behaviors.flatMap(\.rules).contains { $0.as(PersistentRule.self) != nil })
    }
}
