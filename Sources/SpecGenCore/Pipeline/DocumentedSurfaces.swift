import Foundation
import SpecModel
import SpecParser

/// What each document of the components states in a library's own doc shapes, by path: what `verify-api`, the
/// report and the MCP server compare with the code.
public enum DocumentedSurfaces {
    /// Each document of `specs` read once (a document shared by components is read the first time it is met).
    public static func read(_ specs: [ComponentSpec]) -> [String: DocumentedSurface] {
        var surfaces: [String: DocumentedSurface] = [:]
        for spec in specs {
            for path in spec.documents.isEmpty ? [spec.source] : spec.documents where surfaces[path] == nil {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                surfaces[path] = DocumentedSurfaceReader.read(text, document: path)
            }
        }
        return surfaces
    }
}
