import Foundation
import SpecGenCore
import TestSupport
import Testing

/// The public component docs in ../shared/corpus, written by others, go through `generate`: nothing
/// crashes, the docs with parameter tables yield models and schemas, and everything generated type-checks.
@Suite struct CorpusGenerationTests {
    static let corpus = SharedFolder.root.appendingPathComponent("corpus")

    /// A specs folder holding copies of the corpus docs (`.mdx` renamed `.md`), or one of them.
    static func specsFolder(only name: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-corpus-\(UUID().uuidString)/specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: corpus.path) where file.hasSuffix(".md") || file.hasSuffix(".mdx") {
            guard name == nil || name == file else { continue }
            let target = file.hasSuffix(".mdx") ? String(file.dropLast(4)) + ".md" : file
            try FileManager.default.copyItem(at: corpus.appendingPathComponent(file), to: folder.appendingPathComponent(target))
        }
        return folder
    }

    static let documents = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
        .filter { $0.hasSuffix(".md") || $0.hasSuffix(".mdx") }.sorted()

    @Test(.enabled(if: SharedFolder.has("corpus"), Comment(rawValue: SharedFolder.absence("corpus"))), arguments: documents)
    func eachDocumentGeneratesAlone(_ name: String) async throws {
        let generation = await Generator.generate(
            GenerationOptions(specsDirectory: try Self.specsFolder(only: name).path, outputDirectory: "x")
        )
        #expect(generation.components.flatMap(\.documents).count == 1)
        for diagnostic in generation.allDiagnostics {
            #expect(diagnostic.location.line >= 1, "\(diagnostic)")
        }
    }

    @Test(.enabled(if: SharedFolder.has("corpus"), Comment(rawValue: SharedFolder.absence("corpus"))))
    func theWholeCorpusGeneratesCodeThatTypeChecks() async throws {
        let generation = await Generator.generate(GenerationOptions(specsDirectory: try Self.specsFolder().path, outputDirectory: "x"))
        #expect(generation.components.flatMap(\.documents).count == Self.documents.count)
        let schemas = generation.files.filter { $0.file.path.hasPrefix("Schemas/") }
        #expect(schemas.count >= 10, "the corpus's parameter tables should yield models")
        for schema in schemas {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(schema.file.contents.utf8)) }
        }
        let errors = try SwiftTypeChecker.check(generation.files)
        #expect(errors == nil, "\(errors ?? "")")
    }
}
