import MCP

/// The tools the server offers, with the input and output schemas their structured answers match.
enum ToolCatalog {
    static let listComponents = "list_components"
    static let getComponent = "get_component"
    static let checkUsage = "check_usage"
    static let findBehaviour = "find_behaviour"

    /// Every tool, read-only.
    static let tools: [Tool] = [
        Tool(
            name: listComponents,
            description: "The design system's documented components: name, summary, documents, platforms, and how many"
                + " parameters and behaviours (asserted by generated tests, pending, disputed) each has.",
            inputSchema: ["type": "object", "properties": [:], "additionalProperties": false],
            annotations: readOnly("List components"),
            outputSchema: object(["components": array(object([:]))], required: ["components"])
        ),
        Tool(
            name: getComponent,
            description: "One component's contract as specgen read and planned it: APIs with signatures, parameters"
                + " (type, default, required, enumeration cases, data or runtime), enumerations, each documented"
                + " behaviour with its reading, state and statement id, and where its documents disagree.",
            inputSchema: object(
                ["name": ["type": "string", "description": "The component's name, as list_components gives it."]],
                required: ["name"]
            ),
            annotations: readOnly("Get a component's contract"),
            outputSchema: object(
                [
                    "name": ["type": "string"], "summary": ["type": "string"], "documents": array(["type": "string"]),
                    "platforms": array(["type": "string"]), "apis": array(object([:])), "parameters": array(object([:])),
                    "enumerations": array(object([:])), "behaviours": array(object([:])), "disagreements": array(object([:])),
                    "schemaResources": array(["type": "string"]), "notIncluded": array(["type": "string"]),
                ],
                required: ["name", "summary", "documents", "apis", "parameters", "behaviours"]
            )
        ),
        Tool(
            name: checkUsage,
            description: "Checks a Swift or Kotlin snippet's calls of documented components against the documented API:"
                + " unknown labels, missing required arguments, enumeration cases the docs do not list, literals of the"
                + " wrong type; each with its line and the documented signature. Calls of anything else are ignored.",
            inputSchema: object(
                [
                    "code": ["type": "string", "description": "The snippet (at most \(RequestLimits.codeBytes) bytes of text)."],
                    "language": ["type": "string", "enum": ["swift", "kotlin"]],
                ],
                required: ["code", "language"]
            ),
            annotations: readOnly("Check component usage"),
            outputSchema: object(
                ["language": ["type": "string"], "checkedCalls": ["type": "integer"], "findings": array(object([:]))],
                required: ["language", "checkedCalls", "findings"]
            )
        ),
        Tool(
            name: findBehaviour,
            description: "Documented behaviours whose words match the query, across components, best first, each with"
                + " its component, sentence, reading and state.",
            inputSchema: object(
                ["query": ["type": "string", "description": "Words to look for, such as 'dismiss swipe'."]],
                required: ["query"]
            ),
            annotations: readOnly("Find documented behaviours"),
            outputSchema: object(
                ["query": ["type": "string"], "matches": array(object([:])), "truncated": ["type": "boolean"]],
                required: ["query", "matches", "truncated"]
            )
        ),
    ]

    private static func readOnly(_ title: String) -> Tool.Annotations {
        Tool.Annotations(title: title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)
    }

    private static func object(_ properties: [String: Value], required: [String] = []) -> Value {
        var schema: [String: Value] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        return .object(schema)
    }

    private static func array(_ items: Value) -> Value { ["type": "array", "items": items] }
}
