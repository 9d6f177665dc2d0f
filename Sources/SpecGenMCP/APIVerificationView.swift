import APIVerification
import Foundation
import SpecGenCore
import SpecModel
import SpecParser

/// verify-api's answer for one component, when the server was given symbol graphs: what was compared with the code,
/// what was not, and what differs, computed as `specgen verify-api` computes it (`APIVerifier` over the components and
/// the documents' own shapes).
struct APIVerificationView: Codable, Sendable, Equatable {
    /// verify-api's line for the component (`Snackbar: 1 API, 3 parameters compared …`).
    var summary: String
    var findings: [Finding]
    /// What could not be compared, and why.
    var notCompared: [String]

    /// One difference between the documents and the code.
    struct Finding: Codable, Sendable, Equatable {
        var message: String
        var document: String
        var line: Int
        /// Where the code declares it, when the graph says.
        var code: String?
    }

    /// Each component's view by its name, for `specs` against the graphs in `folders`, and the graphs' own problems.
    static func verify(_ specs: [ComponentSpec], graphsIn folders: [String], options: VerificationOptions) -> (
        views: [String: APIVerificationView], problems: [String]
    ) {
        let graphs = SymbolGraphReader.read(folders: folders)
        let surfaces = DocumentedSurfaces.read(specs)
        let (findings, coverage) = APIVerifier.verify(specs, surfaces: surfaces, against: graphs.modules, options: options)
        // Each finding belongs to the component whose documents it points into.
        var owner: [String: String] = [:]
        for spec in specs {
            for path in spec.documents.isEmpty ? [spec.source] : spec.documents where owner[path] == nil { owner[path] = spec.name }
        }
        var views: [String: APIVerificationView] = [:]
        for (spec, counts) in zip(specs, coverage) {
            let mine = findings.filter { $0.severity != .note && owner[$0.location.file] == spec.name }
            views[spec.name] = APIVerificationView(
                summary: counts.summary,
                findings: mine.map {
                    Finding(
                        message: $0.message,
                        document: $0.location.file,
                        line: $0.location.line,
                        code: $0.notes.first.map { "\($0.location.file):\($0.location.line)" }
                    )
                },
                notCompared: counts.notCompared.map(\.message)
            )
        }
        return (views, graphs.diagnostics.map(\.description))
    }
}
