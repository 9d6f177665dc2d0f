/// The one equivalence of spellings, for text: whether two written values or two written types say the same.
/// `generate` (a declaration against its table, one document against another, prose against a default) and
/// `verify-api` (a document against the code) both decide equality here.
public enum Spellings {
    /// True when `a` and `b` spell one value, false when they spell different ones, nil when either is prose
    /// rather than a value (then there is nothing to compare).
    public static func sameValue(_ a: String, _ b: String, typeName: String? = nil) -> Bool? {
        guard let left = ValueSpelling(a, typeName: typeName), let right = ValueSpelling(b, typeName: typeName) else { return nil }
        return left.isEquivalent(to: right)
    }

    /// True when two types, parsed by `parse`, are one type under `equivalence`; nil when either does not parse.
    public static func sameType(
        _ a: String,
        _ b: String,
        parse: (String) -> TypeReference?,
        equivalence: TypeSpellingEquivalence = TypeSpellingEquivalence()
    ) -> Bool? {
        let strip = { (text: String) in TypeSpellingEquivalence.plain(text.filter { $0 != "`" }) }
        guard let left = parse(strip(a)), let right = parse(strip(b)) else { return nil }
        return equivalence.same(left, right)
    }
}
