import Foundation
import SpecEmitters
import SpecGenCore
import SpecModel
import SpecReport

/// The fixed specs the test-result and symbol-graph targets match their input against: the documents of the
/// repository's `specs/`, each read as a component of its own, once per process.
enum FuzzSpecSet {
    /// The repository root: the current folder when it holds `Fuzz/`, else the one this file is in.
    static let root: String = {
        let current = FileManager.default.currentDirectoryPath
        if FileManager.default.fileExists(atPath: (current as NSString).appendingPathComponent("Fuzz")) { return current }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }()

    /// Each document's result. Read synchronously, one at a time: the fuzzer's callback and the tests that replay
    /// inputs cannot wait for tasks (a test blocked on one can hold the only thread the task would run on).
    static let results: [ComponentResult] = {
        let folder = (root as NSString).appendingPathComponent("specs")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        let results = names.map { name in
            Pipeline.run(
                SpecSource(path: (folder as NSString).appendingPathComponent(name), sourceName: "specs/\(name)"),
                outputs: OutputRegistry(emitters: [])
            )
        }
        guard !results.isEmpty, results.allSatisfy({ $0.component != nil }) else { fatalError("the fixed specs of \(folder) do not read") }
        return results
    }()

    /// The components as the report shows them.
    static let components: [ReportComponent] = results.map { result in
        let documents = result.documents.map { loaded in
            ReportDocument(
                path: loaded.path,
                displayName: result.sources.name(of: loaded.path),
                text: try? String(contentsOfFile: loaded.path, encoding: .utf8),
                account: loaded.spec?.account,
                isNotRead: loaded.spec?.isNotRead ?? true
            )
        }
        return ReportComponent(
            name: result.component?.name ?? "",
            documents: documents,
            spec: result.component,
            conformance: result.plan?.conformance,
            diagnostics: result.diagnostics
        )
    }
}
