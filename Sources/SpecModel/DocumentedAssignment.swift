/// A property set in a document's code through a variable (`toast.duration = 3`), with the types the document's own
/// code binds that variable to (`let toast = Toast()`, `as! Toast`): the property must be one of that type's.
public struct DocumentedAssignment: Sendable, Hashable {
    /// The variable set through (`toast`).
    public var variable: String
    /// The property set (`duration`).
    public var property: String
    /// The distinct types the document binds the variable to, sorted; one is certain, several are not.
    public var owners: [String]
    /// Whether some binding of the variable spells no type (`let toast = makeToast()`): its type is then unsure.
    public var hasUntypedBinding: Bool
    /// The value set, as written (`.dark`), when the property itself is set; nil otherwise.
    public var value: String?
    /// When the variable is a closure's parameter the document does not type (`configure { style in … }`): the call the
    /// closure is passed to, as written; the code's signature of that call gives the parameter's type.
    public var closureCallee: String? = nil
    /// The parameter's place in that closure's list, 0-based.
    public var closureParameter: Int = 0
    /// The members reached after the property, in order (`toast.style.tint = …` → `tint`): each is one of the type
    /// of the member before it.
    public var through: [String] = []
    /// Where the property's name stands.
    public var line: Int
    /// Column of the same.
    public var column: Int

    /// Creates one.
    public init(
        variable: String,
        property: String,
        owners: [String],
        hasUntypedBinding: Bool,
        line: Int,
        column: Int,
        value: String? = nil,
        through: [String] = []
    ) {
        self.value = value
        self.through = through
        self.variable = variable
        self.property = property
        self.owners = owners
        self.hasUntypedBinding = hasUntypedBinding
        self.line = line
        self.column = column
    }
}
