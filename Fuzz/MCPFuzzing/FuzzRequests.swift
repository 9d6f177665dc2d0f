import Foundation
import MCP
import SpecEmitters
import SpecGenCore
import SpecGenMCP

/// Feeds arbitrary bytes to the MCP server's tools, as a JSON-RPC `tools/call` message and as each tool's text
/// argument, and traps when an answer breaks the server's promises: a tool that throws anything but a protocol error,
/// an answer without its short text, or a successful answer without structured content.
public enum FuzzRequests {
    /// Two small components of our own, one with Swift and Kotlin APIs and an enumeration, read in memory.
    private static let catalog: ComponentCatalog = {
        let outputs: OutputRegistry
        do {
            outputs = OutputRegistry(templates: try TemplateLibrary.defaults())
        } catch {
            fatalError("the built-in templates do not parse: \(error)")
        }
        let documents = [
            (
                "pill.md",
                """
                # Pill

                A pill shows a short status word.

                ```swift
                public init(text: String, tone: PillTone = .neutral, isBold: Bool = false)

                public enum PillTone { case neutral, positive, negative }
                ```

                ```kotlin
                @Composable
                fun Pill(text: String, tone: PillTone = PillTone.Neutral, onClick: () -> Unit)
                ```

                ## Behavior

                - The pill is dismissed when the user swipes it away.
                """
            ),
            ("dot.md", "# Dot\n\nA dot marks something new.\n\n```swift\npublic init(count: Int)\n```\n"),
        ]
        let results = documents.map { name, text in
            Pipeline.run(SpecSource(path: name, sourceName: "specs/\(name)", bytes: Data(text.utf8)), outputs: outputs)
        }
        return ComponentCatalog(results: results)
    }()

    /// Runs one input through every tool.
    public static func run(_ bytes: [UInt8]) {
        if let message = try? JSONDecoder().decode([String: Value].self, from: Data(bytes)),
            let parameters = message["params"]?.objectValue, let name = parameters["name"]?.stringValue
        {
            check(name, parameters["arguments"]?.objectValue ?? [:])
        }
        let text = Value.string(String(decoding: bytes, as: UTF8.self))
        check("get_component", ["name": text])
        check("find_behaviour", ["query": text])
        check("check_usage", ["code": text, "language": "swift"])
        check("check_usage", ["code": text, "language": "kotlin"])
        check("list_components", ["unexpected": text])
    }

    private static func check(_ name: String, _ arguments: [String: Value]) {
        do {
            let result = try ToolCalls.call(name, arguments: arguments, catalog: catalog)
            precondition(!result.content.isEmpty, "\(name) answered without a text")
            precondition(result.isError == true || result.structuredContent != nil, "\(name) answered without structured content")
        } catch is MCPError {
            // A protocol error (an unknown tool) is an answer.
        } catch {
            preconditionFailure("\(name) threw \(error)")
        }
    }
}
