/// What the server accepts in a request's arguments; more is a tool error, not work.
enum RequestLimits {
    /// A JSON-RPC message's size: a snippet at its limit, escaped, fits; a larger message is refused unread.
    static let messageBytes = 1_200_000
    /// A snippet's size: far beyond any snippet an agent checks, far below what would stall the server.
    static let codeBytes = 200_000
    /// A name's or query's size.
    static let textBytes = 1_000

    /// Why `text` is refused (nil when it is accepted): too long, or not text (NUL and other control bytes).
    static func problem(with text: String, limit: Int, argument: String) -> String? {
        if text.utf8.count > limit { return "'\(argument)' has \(text.utf8.count) bytes; at most \(limit) are accepted" }
        if text.unicodeScalars.contains(where: {
            $0.value < 0x20 && !["\n", "\r", "\t"].contains($0) || $0.value == 0x7F || $0 == "\u{FFFD}"
        }) {
            return "'\(argument)' holds control or undecodable bytes; send source text"
        }
        return nil
    }
}
