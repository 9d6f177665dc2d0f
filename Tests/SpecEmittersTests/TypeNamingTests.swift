import Foundation
import SpecGenCore
import SpecModel
import Testing

@testable import SpecEmitters

/// Generated type names come from the component and the symbol, so specs that share symbols generate side by
/// side, and two APIs of one spec with the same symbol are told apart by what differs, not by a number.
@Suite struct TypeNamingTests {
    /// A toast and a message spec that both document `show(…)` and a `Placement` enumeration under `## API`.
    private static let toast = """
        # Toast

        A short note near the bottom edge.

        ## API

        ```swift
        public enum Placement: String { case top, bottom }

        public func show(text: String, seconds: Double = 3, placement: Placement = .bottom)
        ```

        | Name | Type | Default | Description |
        | --- | --- | --- | --- |
        | text | String | | The words on the note. |
        | seconds | Double | 3 | Time on screen. |
        | placement | Placement | .bottom | The edge it keeps to. |
        """

    private static let message = """
        # Message

        A line of feedback above the page.

        ## API

        ```swift
        public enum Placement: String { case top, center }

        public func show(text: String, seconds: Double = 2, placement: Placement = .top)
        ```

        | Name | Type | Default | Description |
        | --- | --- | --- | --- |
        | text | String | | The words shown. |
        | seconds | Double | 2 | Time on screen. |
        | placement | Placement | .top | Where it shows up. |
        """

    /// One component documented for both platforms with the same symbol.
    private static let tooltip = """
        # Tooltip

        A label that explains the control it points at.

        ## API

        ```swift
        public init(text: String, maxWidth: Double = 240)
        ```

        ```kotlin
        @Composable
        fun Tooltip(text: String, maxLines: Int = 2)
        ```
        """

    private func generate(_ specs: [String: String]) async throws -> Generation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-names-\(UUID().uuidString)/specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in specs { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return await Generator.generate(GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused"))
    }

    private func contents(_ path: String, in generation: Generation) -> String? {
        generation.files.first { $0.file.path == path }?.file.contents
    }

    @Test func twoComponentsWithTheSameSymbolsBothGenerateUnderTheirOwnNames() async throws {
        let both = try await generate(["toast.md": Self.toast, "message.md": Self.message])
        #expect(!both.hasErrors, "\(both.allDiagnostics)")
        let toast = try #require(contents("Swift/Toast.swift", in: both))
        let message = try #require(contents("Swift/Message.swift", in: both))
        #expect(toast.contains("public struct ToastShowConfiguration"))
        #expect(toast.contains("public enum ToastPlacement: Sendable"))
        #expect(toast.contains("public var placement: ToastPlacement"))
        #expect(message.contains("public struct MessageShowConfiguration"))
        #expect(message.contains("public enum MessagePlacement: Sendable"))
        #expect(contents("Schemas/ToastShowConfiguration.schema.json", in: both) != nil)
        #expect(contents("Schemas/MessageShowConfiguration.schema.json", in: both) != nil)
        let errors = try SwiftTypeChecker.check(both.files)
        #expect(errors == nil, "\(errors ?? "")")

        // The names are decided per spec: the toast alone (as the build plugin runs it) writes the same bytes.
        let alone = try await generate(["toast.md": Self.toast])
        #expect(contents("Swift/Toast.swift", in: alone) == toast)
    }

    @Test func aSwiftInitializerAndAKotlinComposableOfOneSymbolDifferByLanguage() async throws {
        let generation = try await generate(["tooltip.md": Self.tooltip])
        #expect(!generation.hasErrors, "\(generation.allDiagnostics)")
        let schemas = generation.files.map(\.file.path).filter { $0.hasPrefix("Schemas/") }.sorted()
        #expect(schemas == ["Schemas/TooltipKotlinConfiguration.schema.json", "Schemas/TooltipSwiftConfiguration.schema.json"])
        let swift = try #require(contents("Swift/Tooltip.swift", in: generation))
        #expect(swift.contains("public struct TooltipSwiftConfiguration"))
        #expect(swift.contains("public struct TooltipKotlinConfiguration"))
    }

    @Test(arguments: [
        ("Toast", "show", "ToastShow"), ("Toast", "open", "ToastOpen"), ("Toast", "config", "ToastConfig"),
        ("Snackbar", "Snackbar", "Snackbar"), ("Snackbar", "LDSnackbar", "LDSnackbar"),
        ("Snackbar", "SnackBarUiComponent", "SnackBarUiComponent"), ("Snackbars", "MDCSnackbar", "MDCSnackbar"),
        ("fluttertoast", "Fluttertoast.showToast", "FluttertoastShowToast"), ("Message", "$message", "Message"),
        ("Message", "message.config", "MessageConfig"), ("Toast", "this.$toast", "Toast"),
        ("React Native Toast Message", "show(options = {})", "ReactNativeToastMessageShow"),
        ("React Native Toast Message", "Message", "ReactNativeToastMessage"),
        ("Notification Banner", "BannerHaptic", "NotificationBannerHaptic"), ("Tab", "Table", "TabTable"),
        ("Snackbar Stack", "insertSnackbarView", "SnackbarStackInsertSnackbarView"), ("Toast", "()", "Toast"),
        ("ngx-toastr", "Individual Options", "NgxToastrIndividualOptions"), ("<mwc-snackbar>", "MwcSnackbar", "MwcSnackbar"),
    ])
    func aNameCarriesItsComponent(_ component: String, _ symbol: String, expected: String) {
        #expect(QualifiedTypeName.qualified(symbol, component: component).text == expected)
    }

    private func api(_ symbol: String, _ language: APIDeclaration.Language, _ kind: APIDeclaration.Kind) -> APIDeclaration {
        APIDeclaration(language: language, symbol: symbol, kind: kind, line: 1, column: 1)
    }

    @Test func sameSymbolsAreToldApartByLanguageThenKindThenNumber() {
        let names = ModelNaming.names(
            for: [
                api("show", .swift, .function), api("show", .kotlin, .function), api("Toast", .swift, .initializer),
                api("Toast", .swift, .function), api("Options", .unspecified, .properties), api("options", .unspecified, .properties),
            ],
            component: "Toast"
        )
        #expect(
            names.map(\.text) == [
                "ToastShowSwiftConfiguration", "ToastShowKotlinConfiguration", "ToastInitializerConfiguration",
                "ToastFunctionConfiguration", "ToastOptionsConfiguration", "ToastOptionsConfiguration2",
            ]
        )
    }
}
