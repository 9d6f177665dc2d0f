import Foundation
import MCP

/// The server's resources: each component's contract (`specgen://component/NAME`) and its generated JSON Schemas
/// (`specgen://component/NAME/schema/FILE`). A requested URI is only compared with the URIs listed, never read as
/// a path.
enum SpecGenResources {
    /// The contract's URI.
    static func componentURI(_ name: String) -> String { "specgen://component/\(escaped(name))" }

    /// A schema's URI; `path` is its path in the output folder (`Schemas/Snackbar.schema.json`).
    static func schemaURI(component: String, path: String) -> String {
        "\(componentURI(component))/schema/\(escaped(URL(fileURLWithPath: path).lastPathComponent))"
    }

    /// Every resource of `catalog`.
    static func list(_ catalog: ComponentCatalog) -> [Resource] {
        catalog.entries.flatMap { entry in
            [
                Resource(
                    name: entry.spec.name,
                    uri: componentURI(entry.spec.name),
                    description: "The contract of \(entry.spec.name), as get_component gives it.",
                    mimeType: "application/json"
                )
            ]
                + entry.schemas.map { schema in
                    Resource(
                        name: URL(fileURLWithPath: schema.path).lastPathComponent,
                        uri: schemaURI(component: entry.spec.name, path: schema.path),
                        description: "The JSON Schema specgen generates for \(entry.spec.name).",
                        mimeType: "application/schema+json"
                    )
                }
        }
    }

    /// The contents of the resource `uri`, or nil when `catalog` has none of that URI.
    static func read(_ uri: String, in catalog: ComponentCatalog) throws -> Resource.Content? {
        for entry in catalog.entries {
            if uri == componentURI(entry.spec.name) {
                let text = try JSONText.encode(
                    ComponentContractView(entry, in: catalog)
                )
                return .text(text, uri: uri, mimeType: "application/json")
            }
            if let schema = entry.schemas.first(where: { schemaURI(component: entry.spec.name, path: $0.path) == uri }) {
                return .text(schema.contents, uri: uri, mimeType: "application/schema+json")
            }
        }
        return nil
    }

    private static func escaped(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
