import APIVerification
import Foundation
import SpecModel
import Testing

/// The example's component code against specs/: clean as it is, and each kind of drift found at the spec's line
/// with a note at the code.
@Suite struct ExampleDriftTests {
    static let specs = ["specs/snackbar.md", "specs/snackbar-stack.md", "specs/banner.md"]

    @Test func theExampleCodeMatchesItsDocumentation() throws {
        let graphs = try SymbolGraphFixture.graph(module: "DesignSystem", sources: try SymbolGraphFixture.exampleSources())
        let diagnostics = VerificationRun.findings(specs: Self.specs, graphs: graphs)
        #expect(diagnostics.findings.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
        // The Kotlin API is skipped, and says so.
        #expect(diagnostics.contains { $0.severity == .note && $0.description.contains("specs/snackbar.md:70:1: note: Kotlin API") })
    }

    @Test func eachKindOfDriftIsFoundAtTheSpecLineWithANoteAtTheCode() throws {
        var sources = try SymbolGraphFixture.exampleSources()
        let r = SymbolGraphFixture.replacing
        // Snackbar: a documented parameter removed, a label changed, a required parameter given a default.
        var snackbar = try #require(sources["Snackbar.swift"])
        snackbar = try r("        leadingIconAccessibilityLabel: String? = nil,\n", "", snackbar)
        snackbar = try r(
            "self.leadingIconAccessibilityLabel = leadingIconAccessibilityLabel",
            "self.leadingIconAccessibilityLabel = nil",
            snackbar
        )
        snackbar = try r(
            "        message: String,\n        leadingWDIconName",
            "        text message: String,\n        leadingWDIconName",
            snackbar
        )
        snackbar = try r(
            "        featureData: FeatureMetricsData,\n        isPresented",
            "        featureData: FeatureMetricsData = .init(feature: \"\", screen: \"\"),\n        isPresented",
            snackbar
        )
        sources["Snackbar.swift"] = snackbar
        // Stack: a default changed, a function renamed, enumeration cases added and removed.
        var stack = try #require(sources["GlassSnackbarStackView.swift"])
        stack = try r("limit: Swift.Int = 2", "limit: Swift.Int = 3", stack)
        stack = try r("public func insertSnackbarView(", "public func addSnackbarView(", stack)
        stack = try r(
            "        /// In a window of its own, over all other content.\n        case alwaysOnTop\n",
            "        case sheet\n",
            stack
        )
        sources["GlassSnackbarStackView.swift"] = stack
        // Banner: an undocumented parameter, a type changed, a default changed, a documented default removed.
        var banner = try #require(sources["BannerMessage.swift"])
        banner = try r(
            "        onDismiss: (() -> Void)? = nil\n    ) {",
            "        onDismiss: (() -> Void)? = nil,\n        haptics: Bool = false\n    ) {",
            banner
        )
        banner = try r("dismissAfter: Duration? = nil,", "dismissAfter: Double? = nil,", banner)
        banner = try r("self.dismissAfter = dismissAfter", "self.dismissAfter = dismissAfter.map { .seconds($0) }", banner)
        banner = try r("showsCloseButton: Bool = false,", "showsCloseButton: Bool = true,", banner)
        banner = try r("position: BannerPosition = .overlapping,", "position: BannerPosition,", banner)
        sources["BannerMessage.swift"] = banner
        let graphs = try SymbolGraphFixture.graph(module: "DesignSystem", sources: sources)
        let findings = VerificationRun.findings(specs: Self.specs, graphs: graphs).findings

        let expected: [(place: String, message: String)] = [
            ("specs/banner.md:49:1", "parameter 'haptics: Bool' of the code's 'BannerMessage.init("),
            ("specs/banner.md:52:5", "default of parameter 'showsCloseButton' differs: the document has 'false', the code has 'true'"),
            ("specs/banner.md:57:5", "parameter 'position' has the default '.overlapping' in the document, but the code has none"),
            ("specs/banner.md:58:5", "type of parameter 'dismissAfter' differs: the document has 'Duration?', the code has 'Double?'"),
            ("specs/snackbar-stack.md:32:1", "default of parameter 'limit' differs: the document has '2', the code has '3'"),
            ("specs/snackbar-stack.md:41:1", "case 'alwaysOnTop' of enumeration 'PresentationMode' is documented but not in the code"),
            (
                "specs/snackbar-stack.md:41:1",
                "enumeration 'PresentationMode' has the case 'sheet' in the code, which the document does not list"
            ),
            (
                "specs/snackbar-stack.md:52:1",
                "'insertSnackbarView' is documented but module 'DesignSystem' has no public function of that name"
            ),
            ("specs/snackbar.md:47:5", "parameter 'featureData' is required in the document, but the code gives it the default"),
            ("specs/snackbar.md:49:5", "label of parameter 'message' differs: the document has 'message', the code has 'text'"),
            ("specs/snackbar.md:51:5", "parameter 'leadingIconAccessibilityLabel' is documented but the code's 'Snackbar.init("),
        ]
        let printed = findings.map(\.description).sorted()
        #expect(findings.count == expected.count, "\(printed.joined(separator: "\n"))")
        for (place, message) in expected {
            let found = findings.first { $0.location.description.hasPrefix(place) && $0.message.contains(message) }
            #expect(found != nil, "missing \(place): \(message)\nfound:\n\(printed.joined(separator: "\n"))")
            // Every finding but the missing function points at the code's declaration.
            if let found, !message.contains("no public function") {
                #expect(found.notes.contains { $0.location.file.hasSuffix(".swift") && $0.location.line > 0 }, "\(found)")
            }
        }
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test func strictMakesFindingsErrors() throws {
        var sources = try SymbolGraphFixture.exampleSources()
        sources["BannerMessage.swift"] = try SymbolGraphFixture.replacing(
            "showsCloseButton: Bool = false,",
            with: "showsCloseButton: Bool = true,",
            in: try #require(sources["BannerMessage.swift"])
        )
        let graphs = try SymbolGraphFixture.graph(module: "DesignSystem", sources: sources)
        let options = VerificationOptions(strict: true, modules: ["UIComponentsPlugin": "DesignSystem"])
        let findings = VerificationRun.findings(specs: ["specs/banner.md"], graphs: graphs, options: options).findings
        #expect(findings.map(\.severity) == [.error])
        let note = try #require(findings.first?.notes.last)
        #expect(note.location.file.hasSuffix("BannerMessage.swift"))
        #expect(note.message.hasPrefix("the code declares `init(message: String"))
    }
}
