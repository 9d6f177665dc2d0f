extension DefaultValue {
    /// Whether the two defaults are one value: `.integer(7)` ≡ `.number(7)` ≡ `.seconds(7)`, `.enumCase("Top")` ≡
    /// `.enumCase("top")` ≡ `.string("top")`; arrays element by element, records and maps field by field.
    public func isEquivalent(to other: DefaultValue) -> Bool {
        if let a = numericValue, let b = other.numericValue { return NumberEquivalence.same(a, b) }
        switch (self, other) {
        case (.enumCase(let a), .enumCase(let b)), (.enumCase(let a), .string(let b)), (.string(let a), .enumCase(let b)):
            return CaseName.same(a, b)
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isEquivalent(to: $1) }
        case (.record(let a), .record(let b)), (.map(let a), .map(let b)):
            return Self.sameFields(a, b)
        default:
            return self == other
        }
    }

    private var numericValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value), .seconds(let value): value
        default: nil
        }
    }

    /// The same names with equivalent values, in any order (a record's fields are not ordered).
    private static func sameFields(_ a: [FieldValue], _ b: [FieldValue]) -> Bool {
        guard a.count == b.count else { return false }
        return a.allSatisfy { field in b.contains { $0.name == field.name && $0.value.isEquivalent(to: field.value) } }
    }
}
