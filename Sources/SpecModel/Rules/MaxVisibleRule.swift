/// "Only one snackbar is visible at a time": how many may show at once, and what happens to the rest.
public struct MaxVisibleRule: RuleValue {
    public static let kind = "maxVisible"

    /// The limit: a number, or the parameter that sets it (`limit`).
    public var limit: Limit
    /// What happens to components beyond the limit, if stated.
    public var overflow: Overflow?

    /// Creates the rule.
    public init(limit: Limit, overflow: Overflow? = nil) {
        self.limit = limit
        self.overflow = overflow
    }

    /// A fixed count, a parameter whose value is the count, or a limit the statement names without its value
    /// ("once the limit is reached, new ones are queued").
    public enum Limit: Sendable, Hashable {
        case count(Int)
        case parameter(String)
        case unstated
    }

    /// What happens to components beyond the visible limit.
    public enum Overflow: String, Codable, Sendable, Hashable {
        /// The next one waits until the current one is dismissed.
        case queue
        /// The oldest visible one is removed.
        case evictOldest
    }

    private enum CodingKeys: String, CodingKey {
        case count, parameter, overflow
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch limit {
        case .count(let count): try container.encode(count, forKey: .count)
        case .parameter(let name): try container.encode(name, forKey: .parameter)
        case .unstated: break
        }
        try container.encodeIfPresent(overflow, forKey: .overflow)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .parameter) {
            limit = .parameter(name)
        } else if let count = try container.decodeIfPresent(Int.self, forKey: .count) {
            limit = .count(count)
        } else {
            limit = .unstated
        }
        overflow = try container.decodeIfPresent(Overflow.self, forKey: .overflow)
    }
}
