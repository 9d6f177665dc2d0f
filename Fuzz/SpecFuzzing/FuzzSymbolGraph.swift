import APIVerification
import Foundation
import SpecGenCore
import SpecModel
import SpecParser

/// Feeds arbitrary bytes to `verify-api` as a module's symbol graph: SymbolKit's decoding, then `APIVerifier`
/// comparing the repository's specs with it (the graph's module taken as the one documents name). Traps when a
/// graph that cannot be read has no error at its file, or a finding has no place.
public enum FuzzSymbolGraph {
    private static let specs = FuzzSpecSet.results.compactMap(\.component)
    private static let surfaces = DocumentedSurfaces.read(specs)

    /// Runs one input; returns whether it was read as a symbol graph.
    @discardableResult
    public static func run(_ bytes: [UInt8]) -> Bool {
        // The reader takes folders (it merges a module's graphs), so the input is written as one.
        let file = FuzzInvariants.write(bytes, named: "Fuzzed.symbols.json", inFolder: "graphs")
        let folder = (file as NSString).deletingLastPathComponent
        let graphs = SymbolGraphReader.read(folders: [folder])
        FuzzInvariants.located(graphs.diagnostics, in: file, "symbol graph")
        // A graph without symbols adds no module; nothing is compared then.
        guard let module = graphs.modules.first else { return false }
        for options in [VerificationOptions(defaultModule: module.name), VerificationOptions(strict: true, defaultModule: module.name)] {
            let (findings, coverage) = APIVerifier.verify(specs, surfaces: surfaces, against: graphs.modules, options: options)
            // Findings are at the specs' lines; their notes at the code's places, which the graph gives.
            FuzzInvariants.located(findings, "symbol graph")
            precondition(coverage.count == specs.count, "verification lost or added a component")
        }
        return true
    }
}
