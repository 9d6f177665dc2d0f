import Foundation
import Testing

@testable import SpecEmitters

@Suite struct DefaultTemplatesTests {
    @Test func theEmbeddedTemplatesAreTheTemplatesFolder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }
        var onDisk: [String: String] = [:]
        for name in names {
            onDisk[String(name.dropLast(".mustache".count))] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(onDisk == DefaultTemplates.all, "Templates/ changed: run scripts/embed-templates.sh")
        #expect(Set(TemplateLibrary.requiredNames).isSubset(of: Set(onDisk.keys)))
    }

    @Test func aBrokenTemplateIsALocatedError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{{% CONTENT_TYPE: TEXT}}\nline\n{{#models}}\n".utf8).write(to: directory.appendingPathComponent("SwiftModel.mustache"))
        #expect {
            _ = try TemplateLibrary.contentsOf(directory: directory.path)
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix("\(directory.path)/SwiftModel.mustache:")
                && description.contains(": error: the template does not parse")
        }
    }

    @Test func onlyTheNamedTemplatesAndTheirPartialsAreParsed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // The suite template is broken; models do not use it, so a library for models alone loads.
        try Data("{{% CONTENT_TYPE: TEXT}}\n{{#suite}}\n".utf8).write(to: directory.appendingPathComponent("ConformanceSuite.mustache"))
        // A broken partial of the model template is still parsed, since the model template includes it.
        let models = try TemplateLibrary.contentsOf(directory: directory.path, only: ["SwiftModel"])
        #expect(models.library.getTemplate(named: "SwiftModel") != nil)
        #expect(models.library.getTemplate(named: "CodableStruct") != nil, "a partial comes with the template that includes it")
        #expect(models.library.getTemplate(named: "ConformanceSuite") == nil)
        try Data("{{% CONTENT_TYPE: TEXT}}\n{{#fields}}\n".utf8).write(to: directory.appendingPathComponent("CodableStruct.mustache"))
        #expect {
            _ = try TemplateLibrary.contentsOf(directory: directory.path, only: ["SwiftModel"])
        } throws: { error in
            "\(error)".hasPrefix("\(directory.path)/CodableStruct.mustache:")
        }
        #expect(throws: (any Error).self) { _ = try TemplateLibrary.contentsOf(directory: directory.path, only: ["ConformanceSuite"]) }
    }

    @Test func everyTemplateRendersAsText() {
        for (name, text) in DefaultTemplates.all {
            #expect(text.hasPrefix("{{% CONTENT_TYPE: TEXT}}"), "\(name) must switch Mustache to text, or it HTML-escapes")
        }
    }
}
