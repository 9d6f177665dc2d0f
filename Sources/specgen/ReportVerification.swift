import APIVerification
import Foundation
import SpecGenCore
import SpecModel
import SpecReport

/// `specgen report --symbol-graph-dir`: the components the report shows, verified as `verify-api` verifies them, so
/// each page says what was compared with the code, what was not, and what differs.
enum ReportVerification {
    /// What was compared for each of `results`' components against the graphs in `folders`, and the graphs' own
    /// problems (a graph that cannot be read).
    static func coverage(of results: [ComponentResult], graphsIn folders: [String], options: VerificationOptions) -> (
        coverage: [APICoverage], problems: [Diagnostic]
    ) {
        let graphs = SymbolGraphReader.read(folders: folders)
        let specs = results.compactMap(\.component)
        let (findings, counts) = APIVerifier.verify(
            specs,
            surfaces: DocumentedSurfaces.read(specs),
            against: graphs.modules,
            options: options
        )
        // Each finding belongs to the component whose documents it points into.
        var owner: [String: String] = [:]
        for spec in specs {
            for path in spec.documents.isEmpty ? [spec.source] : spec.documents where owner[path] == nil { owner[path] = spec.source }
        }
        let coverage = counts.map { count in
            var shown = APICoverage(count)
            shown.differences = findings.filter { $0.severity != .note && owner[$0.location.file] == count.document }
            return shown
        }
        return (coverage, graphs.diagnostics)
    }
}
