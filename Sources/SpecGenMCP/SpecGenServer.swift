import Foundation
import MCP

/// The MCP server over stdio: the tools of `ToolCatalog` and the resources of `SpecGenResources`, answered from the
/// project as `generate` reads it. It only reads; a bad request gets an error and the server keeps serving.
public enum SpecGenServer {
    /// Serves `state` on standard input and output until the client closes them.
    public static func run(_ state: ProjectState, version: String) async throws {
        let server = Server(
            name: "specgen",
            version: version,
            instructions: "The design system's component contracts as specgen read them from the documentation:"
                + " list_components, get_component, check_usage for Swift/Kotlin snippets, find_behaviour.",
            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false))
        )
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: ToolCatalog.tools) }
        await server.withMethodHandler(CallTool.self) { parameters in
            try await state.answer(parameters.name, arguments: parameters.arguments ?? [:])
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: SpecGenResources.list(await state.current()))
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            guard let content = try SpecGenResources.read(parameters.uri, in: await state.current()) else {
                throw MCPError.invalidParams("no resource '\(parameters.uri.prefix(200))'; resources/list lists them")
            }
            return ReadResource.Result(contents: [content])
        }
        let transport = LineTransport(limit: RequestLimits.messageBytes)
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
        // The client closed standard input: requests it sent before are answered before the process ends.
        await transport.drain()
    }
}
