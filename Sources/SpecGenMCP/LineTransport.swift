import Foundation
import Logging
import MCP
import Synchronization

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
    /// The ids of requests read and not yet answered: the server ends only when none is left.
    private let unanswered = Mutex(Set<String>())

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
            LineReader.read(
                from: FileHandle.standardInput,
                limit: limit,
                yield: { message in
                    // Counted before the server sees it, so `drain()` can never miss a request still being read.
                    let ids = JSONRPCIDs.requests(in: message)
                    if !ids.isEmpty { self.unanswered.withLock { $0.formUnion(ids) } }
                    continuation.yield(message)
                }
            ) {
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
        let ids = JSONRPCIDs.answers(in: data)
        if !ids.isEmpty { unanswered.withLock { $0.subtract(ids) } }
    }

    /// Returns once every request read has been answered (at most a minute): the SDK answers each in a task of its
    /// own, which ending the process when the input ends would drop.
    nonisolated func drain() async {
        var waited = 0
        while !unanswered.withLock(\.isEmpty), waited < 60_000 {
            try? await Task.sleep(for: .milliseconds(5))
            waited += 5
        }
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> { messages }
}

/// The ids of the JSON-RPC requests (a method and an id) or answers (an id and no method) a message holds; a batch
/// gives each member's. A line that is no JSON holds none (the SDK answers it under an id of its own making).
enum JSONRPCIDs {
    static func requests(in message: Data) -> [String] { members(of: message).filter { $0["method"] != nil }.compactMap(id) }

    static func answers(in message: Data) -> [String] { members(of: message).filter { $0["method"] == nil }.compactMap(id) }

    private static func members(of message: Data) -> [[String: Any]] {
        switch try? JSONSerialization.jsonObject(with: message) {
        case let object as [String: Any]: [object]
        case let batch as [Any]: batch.compactMap { $0 as? [String: Any] }
        default: []
        }
    }

    /// `1` and `"1"` are different ids.
    private static func id(_ object: [String: Any]) -> String? {
        switch object["id"] {
        case let text as String: "s" + text
        case let number as NSNumber: "n" + number.stringValue
        default: nil
        }
    }
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
