import ArgumentParser
import SpecEmitters
import SpecGenCore
import SpecParser

/// The options `generate` and `check` share.
struct GenerationArguments: ParsableArguments {
    @Option(help: "Folder searched recursively for *.md component specs.")
    var specs = "specs"

    @Option(help: "Folder the generated files go to (Swift/, Schemas/, Samples/, Tests/ and specgen-manifest.json).")
    var output = "generated"

    @Option(
        help: "Folder of .mustache templates overriding the built-in ones (\(TemplateLibrary.requiredNames.joined(separator: ", ")))."
    )
    var templates: String?

    @OptionGroup var reading: InferenceArguments

    var options: GenerationOptions {
        var options = GenerationOptions(specsDirectory: specs, outputDirectory: output, templatesDirectory: templates)
        options.inferences = reading.reporting
        return options
    }
}

/// `--verbose` and `--strict`: what to say about structure the reader inferred rather than read.
struct InferenceArguments: ParsableArguments {
    @Flag(help: "Print a note for everything inferred rather than read from markup (headings, types, enumerations).")
    var verbose = false

    @Flag(help: "Make every inference an error, for specs that must spell everything out.")
    var strict = false

    var reporting: InferenceReporting { strict ? .errors : verbose ? .notes : .hidden }
}
