import SpecModel

/// A callable as a call is compared with it (`CallMatch`): its parameters with labels, types, whether each is
/// required and, where known, the values it takes. verify-api builds one from the code's symbol graph, `check_usage`
/// from the documented API, so both compare calls the same way.
public struct CallSignature: Sendable, Hashable {
    /// One parameter.
    public struct Parameter: Sendable, Hashable {
        /// The argument label a call passes it with (`_` for none; Kotlin's parameter name).
        public var label: String
        /// The name inside the body (the label when only one name is written).
        public var name: String
        /// The type as written, empty when unknown.
        public var type: String
        /// The default value as written, nil when there is none.
        public var defaultValue: String?
        /// Whether a call must pass it.
        public var isRequired: Bool
        /// The value type literals and cases passed for it are checked against; nil when they are not compared.
        public var valueType: ValueType?
        /// The cases an enumeration-typed parameter takes, when `valueType` names an enumeration the signature knows.
        public var cases: [String]?
        /// The cases' raw values, which a call may write in their place.
        public var rawValues: [String]

        /// Whether it takes any number of arguments (`_ codes: ModeCode...`): the unlabeled arguments after its first are
        /// its too.
        public var isVariadic: Bool { type.trimmingWhitespaces().hasSuffix("...") }

        /// Creates a parameter; without `isRequired`, one without a default is required.
        public init(
            label: String,
            name: String,
            type: String,
            defaultValue: String? = nil,
            isRequired: Bool? = nil,
            valueType: ValueType? = nil,
            cases: [String]? = nil,
            rawValues: [String] = []
        ) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.isRequired = isRequired ?? (defaultValue == nil)
            self.valueType = valueType
            self.cases = cases
            self.rawValues = rawValues
        }
    }

    /// How a call's arguments find their parameters.
    public enum Passing: Sendable, Hashable {
        /// Swift: each label finds the next parameter of that label, in order.
        case labelsInOrder
        /// Kotlin: a named argument finds its parameter anywhere, an unnamed one the next by position.
        case namesOrPositions
    }

    /// The parameters in order.
    public var parameters: [Parameter]
    /// How arguments are passed.
    public var passing: Passing
    /// Whether this is an enumeration case's payload (whose last closure is no trailing closure).
    public var isCase: Bool

    /// Creates a signature.
    public init(parameters: [Parameter], passing: Passing = .labelsInOrder, isCase: Bool = false) {
        self.parameters = parameters
        self.passing = passing
        self.isCase = isCase
    }

    /// Whether the parameter at `index` may be passed as a trailing closure (a Kotlin lambda), outside the call's
    /// parentheses, so a call that leaves it out of them still passes it: a closure in last place, not of a case.
    public func mayTrail(_ index: Int) -> Bool {
        !isCase && index == parameters.count - 1 && parameters[index].type.contains("->")
    }
}
