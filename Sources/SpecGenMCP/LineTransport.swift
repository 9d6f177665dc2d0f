import Foundation
import Logging
import MCP

/// JSON-RPC messages one per line on standard input and output, as the MCP stdio transport carries them, read in
/// linear time and with a limit: a line longer than `limit` bytes is skipped as it arrives (never held whole) and
/// answered with an invalid-request error, so a huge request costs the server nothing. The SDK's own stdio transport
/// rescans its whole buffer for each 4 KB read, which made a 1 MB line take seconds.
actor LineTransport: Transport {
    nonisolated let logger = Logger(label: "specgen.mcp.stdio", factory: { _ in SwiftLogNoOpLogHandler() })
    private let limit: Int
    private let messages: AsyncThrowingStream<Data, Swift.Error>
    private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
    private var isConnected = false

    init(limit: Int) {
        self.limit = limit
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    func connect() async throws {
        guard !isConnected else { return }
        isConnected = true
        let limit = self.limit
        let continuation = self.continuation
        // Blocking reads on a thread of their own: the server's tasks never wait on standard input.
        let reader = Thread { [self] in
            LineReader.read(from: FileHandle.standardInput, limit: limit, yield: { continuation.yield($0) }) {
                let refusal = Data(
                    #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request: a message over \#(limit) bytes is not read"}}"#
                        .utf8
                )
                Task { try? await self.send(refusal) }
            }
            continuation.finish()
        }
        reader.start()
    }

    func disconnect() async {
        isConnected = false
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> { messages }
}

/// Splits a byte stream into lines, each byte looked at once.
enum LineReader {
    /// Reads `handle` to its end, handing each non-empty line of at most `limit` bytes to `yield` and calling
    /// `refuse` once for each longer one.
    static func read(from handle: FileHandle, limit: Int, yield: (Data) -> Void, refuse: () -> Void) {
        var pending: [UInt8] = []
        var skipping = false
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            var start = chunk.startIndex
            while start < chunk.endIndex {
                guard let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                    if !skipping {
                        pending += chunk[start...]
                        if pending.count > limit {
                            skipping = true
                            pending = []
                            refuse()
                        }
                    }
                    break
                }
                if skipping {
                    skipping = false
                } else {
                    pending += chunk[start..<newline]
                    if pending.count > limit {
                        refuse()
                    } else if !pending.isEmpty {
                        yield(Data(pending))
                    }
                }
                pending = []
                start = chunk.index(after: newline)
            }
        }
    }
}
