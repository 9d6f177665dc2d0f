/// The values of one rule kind: each kind is one struct holding exactly what it needs.
///
/// A new kind conforms a struct here, lists it in `RuleKinds.all`, and gets a recogniser (SpecParser)
/// and a conformance check (SpecEmitters); tests check that every listed kind has both.
public protocol RuleValue: Codable, Sendable, Hashable {
    /// The kind's name in the IR JSON (`autoDismiss`).
    static var kind: String { get }
}
