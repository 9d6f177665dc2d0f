import ArgumentParser
import SpecGenCore

/// The options `generate` and `check` share.
struct GenerationArguments: ParsableArguments {
    @Option(help: "Folder searched recursively for *.md component specs.")
    var specs = "specs"

    @Option(help: "Folder the generated files go to (Swift/, Schemas/, Samples/ and specgen-manifest.json).")
    var output = "generated"

    @Option(help: "Folder of .mustache templates overriding the built-in ones (Header, SwiftModel, ModelSamples).")
    var templates: String?

    var options: GenerationOptions {
        GenerationOptions(specsDirectory: specs, outputDirectory: output, templatesDirectory: templates)
    }
}
