import Foundation
import SpecModel

/// A SARIF 2.1.0 log of diagnostics: the tool with one rule per `DiagnosticKind`, one result per diagnostic, files
/// relative to the working directory (`%SRCROOT%`), and notes as related locations.
enum SARIFLog {
    /// The schema the log declares (OASIS SARIF 2.1.0, errata 01).
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    private struct Log: Encodable {
        var schema = SARIFLog.schemaURI
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var results: [Result]
    }

    private struct Tool: Encodable {
        var driver: Driver
    }

    private struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [Rule]
    }

    private struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var defaultConfiguration: Configuration
    }

    private struct Configuration: Encodable {
        var level: String
    }

    private struct Message: Encodable {
        var text: String
    }

    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
    }

    private struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    private struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    /// The base every relative path is resolved against.
    private static let sourceRoot = "%SRCROOT%"

    /// The log, pretty-printed with sorted keys and a final newline.
    static func render(_ diagnostics: [Diagnostic], workingDirectory: String, toolVersion: String) -> String {
        let rules = DiagnosticKind.all.map {
            Rule(
                id: $0.id,
                name: $0.name,
                shortDescription: Message(text: $0.summary),
                defaultConfiguration: Configuration(level: "warning")
            )
        }
        let results = diagnostics.map { diagnostic in
            let kind = DiagnosticKind.of(diagnostic)
            let related = diagnostic.notes.enumerated().map { index, note in
                Location(
                    id: index + 1,
                    physicalLocation: physicalLocation(note.location, workingDirectory: workingDirectory),
                    message: Message(text: note.message)
                )
            }
            return Result(
                ruleId: kind.id,
                ruleIndex: DiagnosticKind.all.firstIndex(of: kind) ?? 0,
                level: level(diagnostic.severity),
                message: Message(text: diagnostic.message),
                locations: [Location(physicalLocation: physicalLocation(diagnostic.location, workingDirectory: workingDirectory))],
                relatedLocations: related.isEmpty ? nil : related
            )
        }
        var root = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if !root.hasPrefix("/") { root = "/" + root }
        let log = Log(
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(name: "specgen", version: toolVersion, rules: rules)
                    ),
                    originalUriBaseIds: [sourceRoot: ArtifactLocation(uri: DiagnosticPaths.uri(root))],
                    results: results
                )
            ]
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(log)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func physicalLocation(_ location: SourceLocation, workingDirectory: String) -> PhysicalLocation {
        let path = DiagnosticPaths.relative(location.file, to: workingDirectory)
        let artifact = ArtifactLocation(uri: DiagnosticPaths.uri(path), uriBaseId: path.hasPrefix("/") ? nil : sourceRoot)
        // SARIF lines and columns start at 1; a diagnostic about a whole file (line 0) has no region.
        let region =
            location.line >= 1 ? Region(startLine: location.line, startColumn: location.column >= 1 ? location.column : nil) : nil
        return PhysicalLocation(artifactLocation: artifact, region: region)
    }
}
