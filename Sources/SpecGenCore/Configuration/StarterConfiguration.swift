import SpecEmitters

/// The commented `specgen.yml` that `specgen init` writes: every key with its default and what it does, the optional
/// ones commented out.
public enum StarterConfiguration {
    /// The file's text with the default language, Swift.
    public static var text: String { text(languages: [.swift]) }

    /// The file's text generating code in `languages`. It lists no outputs, so every output of those languages is
    /// generated, and adding a language to `languages` is enough to get its files.
    public static func text(languages: Set<OutputLanguage>) -> String {
        let chosen = languages.isEmpty ? [OutputLanguage.swift] : languages.sorted()
        let kinds = OutputRegistry.kindNames.filter { kind in OutputLanguage.of(kind: kind).map(chosen.contains) ?? true }
        let kotlinPackage =
            chosen.contains(.kotlin)
            ? "kotlinPackage: \(OutputSettings.defaultKotlinPackage)" : "# kotlinPackage: \(OutputSettings.defaultKotlinPackage)"
        return
            template
            .replacingOccurrences(of: "{languages}", with: chosen.map(\.rawValue).joined(separator: ", "))
            .replacingOccurrences(of: "{outputs}", with: kinds.joined(separator: ", "))
            .replacingOccurrences(of: "{kotlinPackage}", with: kotlinPackage)
    }

    private static let template = """
        # specgen.yml: how specgen generates code from your component specs.
        # Command-line flags override these values; relative paths are relative to this file.
        # Reference: docs/specgen-config.schema.json in the specgen repository.

        # The folder searched recursively for *.md and *.mdx component specs.
        specs: specs

        # The folder generated files go to (Swift/, Kotlin/, Schemas/, Samples/, Tests/, specgen-manifest.json).
        output: generated

        # The languages to generate code in: swift, kotlin. The JSON Schemas belong to every language.
        languages: [{languages}]

        # Which outputs to generate; left out, every output of the languages above.
        # outputs: [{outputs}]

        # The package of generated Kotlin files.
        {kotlinPackage}

        # The access level of generated declarations: public, package or internal.
        accessModifier: public

        # A prefix for every generated Swift type (DS gives DSSnackbarConfiguration); empty for none.
        typePrefix: ""

        # The module the generated samples import to reach the models.
        modelsModule: ComponentModels

        # A folder of .mustache templates overriding the built-in ones (`specgen templates export DIR` writes them).
        # templates: templates

        conformance:
          # Where generated conformance suites and harness protocols run: mainActor (UIKit, SwiftUI) or nonisolated.
          isolation: mainActor

        # The JSON contract the models and schemas share (docs/contract.md in the specgen repository).
        contract:
          # An object key no parameter has: ignore it (an app keeps working when a newer server adds a parameter)
          # or reject the payload (catches misspelt keys).
          unknownKeys: ignore
          # An enumeration value no case has: keep it in a fallback case that encodes it unchanged, or reject the payload.
          unknownEnumCases: fallback

        # Make every inference the reader makes (a heading guessed from a plain line, a default taken from prose) an error,
        # and every element it cannot use (a declaration it cannot parse, a default that does not fit its type).
        strict: false

        # Statements to leave unread, by the id `specgen dump` and the suites show (or its eight-digit hash).
        # ignore: [a-snackbar-dismisses-itself-after-3f2a9c01]

        # Documents whose values win where a component's documents disagree.
        # authoritative: [specs/snackbar-house-style.md]

        # Types the documents name but do not define: an enumeration of these cases, or the data type it stands for.
        # types:
        #   NoticeDismissDelay: { cases: [fast, medium, slow] }
        #   NoticeGap: { as: Double }

        # specgen verify-api: where the documented APIs are implemented (docs/verify-api.md).
        # verifyAPI:
        #   module: DesignSystem                  # the module to look in when a document names none
        #   modules:
        #     UIComponentsPlugin: DesignSystem    # a module a document names → the module that implements it

        # Test results (JUnit/xUnit XML files, or folders of them) that `specgen report` and `specgen mcp` mark each
        # behaviour with; PLATFORM= names the platform. Paths stay inside this folder.
        # testResults: [iOS=test-results/ios.xml]

        # Folders of symbol graphs that `specgen verify-api`, `report` and `mcp` compare the documented APIs with.
        # symbolGraphs: [.build/symbolgraph]

        """
}
