/// Why a statement's rules are not asserted: another document of its component states the same behaviour with
/// another value, and no person has chosen (or an authoritative document has, against this statement).
public struct Dispute: Codable, Sendable, Hashable {
    /// What this statement says, in a few words (`dismisses itself after 7 s`).
    public var says: String
    /// What the other documents say, and where.
    public var others: [Claim]
    /// Whether an authoritative document's value wins over this statement's.
    public var isOverridden: Bool

    /// One other document's statement of the behaviour.
    public struct Claim: Codable, Sendable, Hashable {
        /// What it says.
        public var says: String
        /// Its document's path.
        public var document: String
        /// Its line.
        public var line: Int
        /// Its column.
        public var column: Int
        /// The parameter whose declared default makes the claim, when it is a default rather than a statement.
        public var parameter: String?

        /// Creates a claim.
        public init(says: String, document: String, line: Int, column: Int, parameter: String? = nil) {
            self.says = says
            self.document = document
            self.line = line
            self.column = column
            self.parameter = parameter
        }
    }

    /// Creates a dispute.
    public init(says: String, others: [Claim], isOverridden: Bool = false) {
        self.says = says
        self.others = others
        self.isOverridden = isOverridden
    }

    /// The reason in a sentence, naming documents with `name` (generated files name them below the specs folder).
    public func reason(naming name: (String) -> String) -> String {
        let places = others.map { "it \($0.says) in \(name($0.document)):\($0.line)" }
        if isOverridden {
            return "overridden by an authoritative document: it \(says) here, but \(places.joined(separator: " and "))"
        }
        let who =
            others.contains { $0.parameter != nil } ? "the prose and a declared default disagree" : "the component's documents disagree"
        return "\(who): it \(says) here, but \(places.joined(separator: " and ")); specgen asserts neither"
    }
}
