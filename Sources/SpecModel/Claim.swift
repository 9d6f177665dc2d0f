/// What a `verify-api` finding asserts, as data: the symbol it is about and what it says of it, decided before any
/// message is written. Two readings of one line that reach the same claim are one finding, and a baseline accepts a
/// finding by its claim; the message only presents it.
public struct Claim: Codable, Hashable, Sendable {
    /// What a finding says of its subject.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// The module the document names is not among those read.
        case module
        /// The documented symbol (type, function, property, member, link target) is not in the code.
        case symbol
        /// The documented parameter (or payload element) is not in the code's.
        case parameter
        /// The code's parameter (or payload element) is not documented.
        case undocumentedParameter = "undocumented-parameter"
        /// A parameter's argument label differs.
        case label
        /// A parameter's (or property's) type differs.
        case type
        /// A callable's return type differs.
        case returnType = "return-type"
        /// A parameter's default differs, or is stated on one side only.
        case defaultValue = "default"
        /// A call passes its arguments in another order than the code declares.
        case argumentOrder = "argument-order"
        /// The documented enumeration case is not in the code.
        case enumerationCase = "case"
        /// The code's enumeration case is not documented.
        case undocumentedCase = "undocumented-case"
    }

    /// What is said.
    public var kind: Kind
    /// The symbol it is said of, as the code names it where the claim was resolved (`Toast.init(title:)`), else as the
    /// document writes it. A member a type lists or sets (a table row, a property, an assignment) is said of that type,
    /// whether the code has it as a property or an initializer's parameter: every reading of it makes one claim.
    public var subject: String
    /// The part of the subject it is about, if any: a parameter, a member or a case name.
    public var part: String?

    /// The claim that `subject` (or its `part`) is or has `kind`.
    public init(_ kind: Kind, of subject: String, _ part: String? = nil) {
        self.kind = kind
        self.subject = subject
        self.part = part
    }
}
