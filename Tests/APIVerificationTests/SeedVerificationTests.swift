import APIVerification
import Foundation
import SpecGenCore
import SpecModel
import TestSupport
import Testing

/// The seed documents as they are, against code written in our own words to match them (Fixtures/): nothing to
/// report; with one change to the code, exactly that change.
@Suite struct SeedVerificationTests {
    private static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The seed whose name starts with `prefix`, or nil (after printing why) when ../shared is absent.
    private static func seed(_ prefix: String) throws -> (name: String, text: String)? {
        guard let folder = SharedFolder.folder("seeds") else {
            print(SharedFolder.absence("seeds"))
            return nil
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(prefix) }.sorted()
        let name = try #require(names.first)
        return ("seeds/\(name)", try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }

    private static func verify(_ seed: (name: String, text: String), module: String, code: String) throws -> [Diagnostic] {
        let graphs = try SymbolGraphFixture.graph(module: module, sources: ["Code.swift": code])
        return VerificationRun.findings(spec: seed.text, named: seed.name, graphs: graphs)
    }

    @Test func seed000SnackbarInitMatchesAndOneChangeIsReported() throws {
        guard let seed = try Self.seed("000_") else { return }
        let code = try Self.fixture("SeedSnackbar.swift")
        let clean = try Self.verify(seed, module: "UIComponentsPlugin", code: code)
        #expect(clean.findings.isEmpty, "\(clean.map(\.description))")
        #expect(clean.contains { $0.severity == .note && $0.message.contains("Kotlin API 'SnackBarUiComponent' is not verified") })

        let changed = try SymbolGraphFixture.replacing(
            "dismissClosure: @escaping () -> Void = {},",
            with: "dismissClosure: @escaping () -> Void = { print(\"dismissed\") },",
            in: code
        )
        let findings = try Self.verify(seed, module: "UIComponentsPlugin", code: changed).findings
        #expect(findings.map(\.location.line) == [52], "\(findings.map(\.description))")
        #expect(findings.first?.message.hasPrefix("default of parameter 'dismissClosure' differs: the document has '{}'") == true)
    }

    @Test func seed002InsertSnackbarViewMatchesAndOneChangeIsReported() throws {
        guard let seed = try Self.seed("002_") else { return }
        let code = try Self.fixture("SeedSnackbarStack.swift")
        let clean = try Self.verify(seed, module: "SnackbarStack", code: code)
        #expect(clean.findings.isEmpty, "\(clean.map(\.description))")

        let changed = try SymbolGraphFixture.replacing("animated: Bool = true", with: "animated: Bool = false", in: code)
        let findings = try Self.verify(seed, module: "SnackbarStack", code: changed).findings
        #expect(findings.map(\.location.line) == [50], "\(findings.map(\.description))")
        #expect(findings.first?.message == "default of parameter 'animated' differs: the document has 'true', the code has 'false'")
        let note = try #require(findings.first?.notes.first)
        #expect(note.location.file.hasSuffix("Code.swift") && note.location.line == 26)

        // The stack's properties list (limit, spacing: defaults in prose) is checked against its initializer too.
        let limit = try SymbolGraphFixture.replacing("init(limit: Int = 2,", with: "init(limit: Int = 4,", in: code)
        let limitFindings = try Self.verify(seed, module: "SnackbarStack", code: limit).findings
        #expect(limitFindings.map(\.location.line) == [20], "\(limitFindings.map(\.description))")
    }
}
