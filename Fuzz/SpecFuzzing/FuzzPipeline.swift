import Foundation
import SpecEmitters
import SpecGenCore
import SpecModel

/// Feeds arbitrary bytes through the pipeline every command uses (Markdown, parser, planners, every output kind)
/// and traps when an invariant breaks, so a fuzzer reports it as a crash: a diagnostic without a place, a
/// schema that is not JSON, or an output without its final newline.
public enum FuzzPipeline {
    private static let outputs: OutputRegistry = {
        do {
            return OutputRegistry(templates: try TemplateLibrary.defaults())
        } catch {
            fatalError("the built-in templates do not parse: \(error)")
        }
    }()

    /// Runs one input end to end and returns the component it parsed (with errors or not).
    @discardableResult
    public static func run(_ bytes: [UInt8]) -> ComponentSpec {
        let result = Pipeline.run(SpecSource(path: "fuzz.md", sourceName: "specs/fuzz.md", bytes: Data(bytes)), outputs: outputs)
        for diagnostic in result.diagnostics {
            precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "diagnostic without a place: \(diagnostic)")
        }
        let files = result.files + Pipeline.sharedFiles(for: [result], specsName: "specs", outputs: outputs)
        for file in files {
            precondition(file.contents.hasSuffix("\n"), "\(file.path) does not end with a newline")
            if file.path.hasSuffix(".json") {
                precondition((try? JSONSerialization.jsonObject(with: Data(file.contents.utf8))) != nil, "\(file.path) is not JSON")
            }
        }
        return result.component ?? ComponentSpec(name: "", source: "fuzz.md")
    }
}
