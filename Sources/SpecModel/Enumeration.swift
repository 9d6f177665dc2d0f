/// An enumeration the spec declares, such as a banner's positions.
public struct Enumeration: Codable, Sendable, Hashable {
    /// The type's name as declared.
    public var name: String
    /// The cases in declaration order.
    public var cases: [String]
    /// Each case's raw value (the JSON value): an explicit `= "…"` string, else the case name.
    public var rawValues: [String]
    /// Line of the declaration.
    public var line: Int
    /// Column of the declaration.
    public var column: Int

    /// Creates an enumeration.
    public init(name: String, cases: [String], rawValues: [String]? = nil, line: Int, column: Int) {
        self.name = name
        self.cases = cases
        self.rawValues = rawValues ?? cases
        self.line = line
        self.column = column
    }
}
