import APIVerification
import Foundation
import SpecModel
import Testing

/// What the reader makes of symbol-graph folders: extension graphs merged, unreadable files located.
@Suite struct SymbolGraphReadingTests {
    @Test func aMethodInAnotherModulesTypeIsFoundThroughTheExtensionGraph() throws {
        let code = """
            public struct Host {}
            extension Array {
                public func insertSnackbarView(animated: Bool = false) {}
            }
            """
        let graphs = try SymbolGraphFixture.graph(module: "Stack", sources: ["Stack.swift": code])
        #expect(FileManager.default.fileExists(atPath: graphs.appendingPathComponent("Stack@Swift.symbols.json").path))
        let modules = SymbolGraphReader.read(folders: [graphs.path]).modules
        #expect(modules.map(\.name) == ["Stack"])
        let spec = """
            # Stack

            A pile of snackbars.

            ## API

            ```swift
            public func insertSnackbarView(animated: Bool = true)
            ```

            """
        let findings = VerificationRun.findings(spec: spec, named: "stack.md", graphs: graphs).findings
        #expect(findings.map(\.message) == ["default of parameter 'animated' differs: the document has 'true', the code has 'false'"])
    }

    @Test func anUnreadableGraphIsAnErrorAtItsFileAndTheOthersStillCount() throws {
        let folder = try SymbolGraphFixture.temporaryFolder("broken-graphs")
        try Data("{\"metadata\": 1".utf8).write(to: folder.appendingPathComponent("Broken.symbols.json"))
        let good = try SymbolGraphFixture.graph(module: "Fine", sources: ["Fine.swift": "public struct Fine {}"])
        let result = SymbolGraphReader.read(folders: [folder.path, good.path, folder.appendingPathComponent("missing").path])
        #expect(result.modules.map(\.name) == ["Fine"])
        #expect(result.diagnostics.map(\.severity) == [.error, .error])
        #expect(result.diagnostics.first?.location.file.hasSuffix("Broken.symbols.json") == true)
        #expect(result.diagnostics.last?.message == "no symbol-graph folder here")
    }

    @Test func aModuleReadTwiceIsAWarning() throws {
        let first = try SymbolGraphFixture.graph(module: "Twice", sources: ["A.swift": "public struct A {}"])
        let second = try SymbolGraphFixture.graph(module: "Twice", sources: ["A.swift": "public struct A {}\npublic struct B {}"])
        let result = SymbolGraphReader.read(folders: [first.path, second.path])
        #expect(result.modules.map(\.name) == ["Twice"])
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.message.hasPrefix("module 'Twice' is read a second time (first from ") == true)
        #expect(result.modules.first?.symbols.contains { $0.path == ["B"] } == true)
    }

    @Test func aGraphLinkedFromOutsideItsFolderIsNotReadAndSaidSo() throws {
        let outside = try SymbolGraphFixture.graph(module: "Elsewhere", sources: ["E.swift": "public struct E {}"])
        let inside = try SymbolGraphFixture.graph(module: "Here", sources: ["H.swift": "public struct H {}"])
        let link = inside.appendingPathComponent("Elsewhere.symbols.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside.appendingPathComponent("Elsewhere.symbols.json"))
        let result = SymbolGraphReader.read(folders: [inside.path])
        #expect(result.modules.map(\.name) == ["Here"])
        #expect(result.diagnostics.map(\.message) == ["a link leading outside its symbol-graph folder; not read"])
        #expect(result.diagnostics.first?.location.file == link.path)
    }
}
