import ArgumentParser
import SpecEmitters
import SpecGenCore

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

    @Option(help: "The module the generated samples import to reach the models.")
    var modelsModule = OutputSettings().modelsModule

    func validate() throws {
        for (option, path) in [("--specs", specs), ("--output", output)] + (templates.map { [("--templates", $0)] } ?? []) {
            if let problem = PathArgument.problem(with: path, option: option) { throw ValidationError(problem) }
        }
    }

    var options: GenerationOptions {
        GenerationOptions(
            specsDirectory: specs,
            outputDirectory: output,
            templatesDirectory: templates,
            settings: OutputSettings(modelsModule: modelsModule)
        )
    }
}
