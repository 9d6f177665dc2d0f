import Foundation
import SpecModel
import Testing

@testable import SpecEmitters

/// Templates get only the keys their views provide: a misspelt key in an override is an error at its place,
/// and docs/templates.md documents every key.
@Suite struct TemplateContractTests {
    private func override(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-contract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: directory.appendingPathComponent("\(name).mustache"))
        return directory.path
    }

    @Test func aMisspeltKeyInAnOverrideIsAnErrorAtItsLineAndColumn() throws {
        let misspelt = DefaultTemplates.all["CodableStruct", default: ""].replacingOccurrences(
            of: "var {{name}}: {{type}}",
            with: "var {{nmae}}: {{type}}"
        )
        let directory = try override("CodableStruct", misspelt)
        let lines = misspelt.components(separatedBy: "\n")
        let line = (lines.firstIndex { $0.contains("{{nmae}}") } ?? 0) + 1
        let column =
            (lines[line - 1].range(of: "{{nmae}}").map { lines[line - 1].distance(from: lines[line - 1].startIndex, to: $0.lowerBound) }
                ?? 0) + 1
        #expect {
            _ = try TemplateLibrary.contentsOf(directory: directory)
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.location == SourceLocation(file: "\(directory)/CodableStruct.mustache", line: line, column: column)
                && diagnostic.message.contains("uses 'nmae', which its view does not provide")
        }
    }

    @Test func keysResolveThroughEnclosingSectionsAsMustacheDoes() {
        let contract = TemplateContract.all["SwiftModel"]
        let text = "{{#models}}{{#properties}}{{name}} {{header.source}} {{hasDurations}}{{/properties}}{{/models}}{{name}}"
        let problems = contract?.problems(in: text, file: "T.mustache") ?? []
        // `name` at the top level is not a key of the file's view; inside the sections it is the property's.
        #expect(problems.map(\.location.column) == [text.count - "{{name}}".count + 1])
    }

    @Test func theDefaultTemplatesUseOnlyTheirContractsKeys() {
        for (name, text) in DefaultTemplates.all {
            let problems = TemplateContract.all[name]?.problems(in: text, file: name) ?? []
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }

    @Test func everyTemplateHasAContractAndEveryKeyIsDocumented() throws {
        let docs = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("docs/templates.md"),
            encoding: .utf8
        )
        #expect(Set(TemplateLibrary.requiredNames) == Set(DefaultTemplates.all.keys), "every built-in template has a contract")
        func keys(_ shape: [String: TemplateContract.Shape]) -> [String] {
            shape.flatMap { key, value in [key] + keys(value.keys) }
        }
        for contract in TemplateContract.all.values {
            #expect(docs.contains("## \(contract.name)"), "docs/templates.md has no section for \(contract.name)")
            for key in keys(contract.keys) {
                #expect(docs.contains("`\(key)`"), "docs/templates.md does not document \(contract.name)'s key \(key)")
            }
        }
    }
}
