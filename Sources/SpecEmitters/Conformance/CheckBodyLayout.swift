/// How a check function's body is laid out in every language: each block of steps starts from a fresh harness; one
/// block stands as it is, several each stand in a scope of their own (Swift's `do { … }`, Kotlin's `run { … }`), so
/// the names a block binds (`harness`, `screen`) do not clash.
enum CheckBodyLayout {
    /// The body of `blocks`, each rendered by `block`; `scope` opens a scope (`do {`), which `}` closes.
    static func lines(_ blocks: [[CheckStep]], scope: String, block: ([CheckStep]) -> [String]) -> [String] {
        let rendered = blocks.map(block)
        guard rendered.count > 1 else { return rendered.first ?? [] }
        return rendered.flatMap { [scope] + $0.map { "    " + $0 } + ["}"] }
    }
}
