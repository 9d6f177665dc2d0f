import APIVerification
import Foundation
import SpecGenCore
import SpecModel

/// Specs verified against a symbol-graph folder, as `specgen verify-api` does it.
enum VerificationRun {
    /// The diagnostics for the specs at `paths` (relative to the repository, so locations read `specs/x.md`).
    static func findings(
        specs paths: [String],
        graphs: URL,
        options: VerificationOptions = VerificationOptions(modules: ["UIComponentsPlugin": "DesignSystem"])
    ) -> [Diagnostic] {
        // Read by absolute path but named as given, so locations read `specs/x.md` (tests run concurrently: no chdir).
        let loaded = paths.map { path in
            let data = FileManager.default.contents(atPath: SymbolGraphFixture.repositoryRoot.appendingPathComponent(path).path) ?? Data()
            return SpecLoader.parse(data, path: path)
        }
        let modules = SymbolGraphReader.read(folders: [graphs.path]).modules
        return APIVerifier.verify(loaded.compactMap(\.spec), against: modules, options: options)
    }

    /// The spec text `text` parsed as `name` and verified.
    static func findings(
        spec text: String,
        named name: String = "spec.md",
        graphs: URL,
        options: VerificationOptions = VerificationOptions()
    )
        -> [Diagnostic]
    {
        let loaded = SpecLoader.parse(Data(text.utf8), path: name)
        let modules = SymbolGraphReader.read(folders: [graphs.path]).modules
        return APIVerifier.verify(loaded.spec.map { [$0] } ?? [], against: modules, options: options)
    }
}

extension Array where Element == Diagnostic {
    /// The warnings and errors, without notes.
    var findings: [Diagnostic] { filter { $0.severity != .note } }
}
