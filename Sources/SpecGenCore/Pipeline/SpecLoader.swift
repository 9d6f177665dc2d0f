import Foundation
import SpecModel
import SpecParser

/// One spec read and parsed: its IR (nil when the file could not be read) and diagnostics.
public struct LoadedSpec: Sendable {
    /// The path as given.
    public var path: String
    /// The component, when the file could be read.
    public var spec: ComponentSpec?
    /// Everything found wrong, in document order.
    public var diagnostics: [Diagnostic]

    /// Whether this spec has errors (and so produces no output).
    public var hasErrors: Bool { spec == nil || diagnostics.containsErrors }
}

/// Reads and parses specs, each independently and concurrently.
public enum SpecLoader {
    /// Loads every path; the result is sorted by path, whatever order the paths came in.
    public static func load(_ paths: [String], inferences: InferenceReporting = .hidden) async -> [LoadedSpec] {
        let unique = Array(Set(paths)).sorted()
        return await withTaskGroup(of: LoadedSpec.self) { group in
            for path in unique {
                group.addTask { load(path, inferences: inferences) }
            }
            var loaded: [LoadedSpec] = []
            for await spec in group { loaded.append(spec) }
            return loaded.sorted { $0.path < $1.path }
        }
    }

    /// Loads one spec synchronously; `inferences` says whether what the parser inferred is reported.
    public static func load(_ path: String, inferences: InferenceReporting = .hidden, types: [String: ConfiguredType] = [:]) -> LoadedSpec {
        switch SpecFileReader.read(path) {
        case .failure(let diagnostic):
            return LoadedSpec(path: path, spec: nil, diagnostics: [diagnostic])
        case .success(let data):
            return parse(data, path: path, inferences: inferences, types: types)
        }
    }

    /// Parses bytes already in memory as the spec at `path`.
    public static func parse(
        _ data: Data,
        path: String,
        inferences: InferenceReporting = .hidden,
        types: [String: ConfiguredType] = [:]
    ) -> LoadedSpec {
        let result = SpecParser.parse(bytes: data, source: path, inferences: inferences, types: types)
        let diagnostics = result.diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        return LoadedSpec(path: path, spec: result.spec, diagnostics: diagnostics)
    }
}
