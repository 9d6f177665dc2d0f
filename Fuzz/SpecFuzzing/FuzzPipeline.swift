import Foundation
import SpecEmitters
import SpecMarkdown
import SpecModel
import SpecParser

/// Feeds arbitrary bytes through every stage (Markdown, parser, planners, every emitter) and traps when an
/// invariant breaks, so a fuzzer reports it as a crash: a schema that is not JSON, or an output without
/// its final newline.
public enum FuzzPipeline {
    private static let templates: TemplateLibrary = {
        do {
            return try TemplateLibrary.defaults()
        } catch {
            fatalError("the built-in templates do not parse: \(error)")
        }
    }()

    /// Runs one input end to end and returns the component it parsed.
    @discardableResult
    public static func run(_ bytes: [UInt8]) -> ComponentSpec {
        let result = SpecParser.parse(bytes: bytes, source: "fuzz.md")
        for diagnostic in result.diagnostics {
            precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "diagnostic without a place: \(diagnostic)")
        }
        let plan = ComponentPlanner.plan(result.spec)
        var files = JSONSchemaEmitter().emit(plan, sourceName: "specs/fuzz.md")
        if let swift = SwiftModelEmitter(templates: templates).emit(plan, sourceName: "specs/fuzz.md") { files.append(swift) }
        let suite = ConformancePlanner.plan(result.spec, sourceName: "specs/fuzz.md")
        if let tests = ConformanceSuiteEmitter(templates: templates).emit(suite, sourceName: "specs/fuzz.md") { files.append(tests) }
        files.append(ModelSampleEmitter(templates: templates).emit([plan], sourceName: "specs/"))
        for file in files {
            precondition(file.contents.hasSuffix("\n"), "\(file.path) does not end with a newline")
            if file.path.hasSuffix(".json") {
                precondition((try? JSONSerialization.jsonObject(with: Data(file.contents.utf8))) != nil, "\(file.path) is not JSON")
            }
        }
        return result.spec
    }
}
