/// The commented `specgen.yml` that `specgen init` writes: every key, its default, and what it does.
public enum StarterConfiguration {
    /// The file's text.
    public static let text = """
        # specgen.yml: how specgen generates code from your component specs.
        # Command-line flags override these values; relative paths are relative to this file.
        # Reference: docs/specgen-config.schema.json in the specgen repository.

        # The folder searched recursively for *.md and *.mdx component specs.
        specs: specs

        # The folder generated files go to (Swift/, Schemas/, Samples/, Tests/, specgen-manifest.json).
        output: generated

        # Which outputs to generate: models, schemas, samples, suites, support.
        outputs: [models, schemas, samples, suites, support]

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

        # Make every inference the reader makes (a heading guessed from a plain line, a default taken from prose) an error.
        strict: false

        # specgen verify-api: where the documented APIs are implemented (docs/verify-api.md).
        # verifyAPI:
        #   module: DesignSystem                  # the module to look in when a document names none
        #   modules:
        #     UIComponentsPlugin: DesignSystem    # a module a document names → the module that implements it

        """
}
