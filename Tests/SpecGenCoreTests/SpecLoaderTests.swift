import Foundation
import SpecGenCore
import SpecModel
import Testing

@Suite struct SpecLoaderTests {
    private let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-loader-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    private func write(_ name: String, _ data: Data) throws -> String {
        let url = directory.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    @Test func resultsAreSortedByPathWhateverTheInputOrder() async throws {
        let b = try write("b.md", Data("# B\n".utf8))
        let a = try write("a.md", Data("# A\n".utf8))
        let forward = await SpecLoader.load([a, b]).map(\.spec?.name)
        let backward = await SpecLoader.load([b, a, b]).map(\.spec?.name)
        #expect(forward == ["A", "B"])
        #expect(backward == forward)
    }

    @Test func unreadableInputsAreLocatedErrors() async throws {
        let missing = directory.appendingPathComponent("missing.md").path
        let binary = try write("binary.md", Data([0x23, 0x20, 0x41, 0x00, 0x01]))
        let large = try write("large.md", Data(repeating: 0x61, count: SpecFileReader.maximumSize + 1))
        let loaded = await SpecLoader.load([missing, binary, large, directory.path])
        let messages = Dictionary(uniqueKeysWithValues: loaded.map { ($0.path, $0.diagnostics.first?.description ?? "") })
        #expect(messages[missing] == "\(missing):1:1: error: no such spec file")
        #expect(messages[binary] == "\(binary):1:1: error: the file is binary, not a Markdown spec (NUL byte at offset 3)")
        #expect(messages[large]?.hasSuffix("specs are limited to 4194304 bytes (4 MiB)") == true)
        #expect(messages[directory.path]?.hasSuffix("error: expected a Markdown file but found a directory") == true)
        #expect(loaded.allSatisfy { $0.hasErrors })
    }

    @Test func dumpJSONHasTheDocumentedKeys() async throws {
        let path = repositoryRoot.appendingPathComponent("specs/snackbar.md").path
        let specs = await SpecLoader.load([path]).compactMap(\.spec)
        let json = try JSONSerialization.jsonObject(with: SpecJSON.encode(specs)) as? [[String: Any]]
        let component = try #require(json?.first)
        for key in ["name", "summary", "source", "apis", "anatomy", "variants", "behaviors", "accessibility"] {
            #expect(component[key] != nil, "missing key \(key)")
        }
        let api = try #require((component["apis"] as? [[String: Any]])?.first)
        for key in ["language", "symbol", "parameters"] { #expect(api[key] != nil, "missing key apis[].\(key)") }
        let parameter = try #require((api["parameters"] as? [[String: Any]])?.first)
        for key in ["name", "type", "defaultValue", "isRequired", "isData", "description", "line"] {
            #expect(parameter[key] != nil, "missing key parameters[].\(key)")
        }
        #expect(parameter["defaultValue"] is NSNull)
        let behavior = try #require((component["behaviors"] as? [[String: Any]])?.first)
        for key in ["section", "text", "line"] { #expect(behavior[key] != nil) }
    }
}

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
