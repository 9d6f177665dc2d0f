import SpecModel

/// One call compared with one signature, the comparison verify-api and `check_usage` share: which parameter each
/// argument passes, the arguments no parameter takes (and why), the required parameters left out, and the values
/// (literals, enumeration cases) that do not fit their parameter.
public struct CallMatch: Sendable {
    /// One way the call differs from the signature.
    public enum Mismatch: Sendable, Equatable {
        /// The argument is passed without a label where the next parameter, `expected`, has one.
        case missingLabel(argument: Int, expected: Int)
        /// The argument's label is the signature's, but not in this place (out of order, or passed twice).
        case outOfOrder(argument: Int)
        /// No parameter has the argument's label.
        case unknownLabel(argument: Int)
        /// A required parameter the call leaves out.
        case missingArgument(parameter: Int)
        /// `written` is not one of the parameter's cases.
        case unknownCase(argument: Int, parameter: Int, written: String)
        /// A literal of a type the parameter does not take.
        case wrongType(argument: Int, parameter: Int, literal: LiteralKind)
    }

    /// The parameter each argument passes, nil for one no parameter takes.
    public private(set) var parameterOfArgument: [Int?] = []
    /// How many arguments find their parameters before the first that does not.
    public private(set) var matchedCount = 0
    /// Arguments no parameter takes, in argument order.
    public private(set) var labelMismatches: [Mismatch] = []
    /// Required parameters the call leaves out, in parameter order.
    public private(set) var missingArguments: [Mismatch] = []
    /// Values that do not fit, in argument order.
    public private(set) var valueMismatches: [Mismatch] = []

    /// Every mismatch: labels, then parameters left out, then values.
    public var mismatches: [Mismatch] { labelMismatches + missingArguments + valueMismatches }
    /// Whether every argument finds its parameter.
    public var takesLabels: Bool { labelMismatches.isEmpty }
    /// The parameter of each argument, when every argument finds one.
    public var parameterIndices: [Int]? { takesLabels ? parameterOfArgument.compactMap { $0 } : nil }

    /// How many arguments find a parameter, wherever the first that does not stands.
    public var placedCount: Int { parameterOfArgument.count { $0 != nil } }

    /// Whether this signature takes more of the call than `other` does: a longer run of arguments from the start, then
    /// more arguments in all (`Toast(text:, style:)` is nearer `init(title:style:)` than `init(coder:)`).
    public func isCloser(than other: CallMatch) -> Bool {
        (matchedCount, placedCount) > (other.matchedCount, other.placedCount)
    }

    /// Compares `call` with `signature`.
    public init(_ call: UsageCall, _ signature: CallSignature) {
        let parameters = signature.parameters
        var used = Set<Int>()
        var next = 0
        for (position, argument) in call.arguments.enumerated() {
            let index: Int?
            switch signature.passing {
            case .namesOrPositions where argument.label == "_":
                index = parameters.indices.first { $0 >= next && !used.contains($0) }
            case .namesOrPositions:
                index = parameters.firstIndex { $0.label == argument.label }.flatMap { used.contains($0) ? nil : $0 }
            case .labelsInOrder
            where argument.label == "_" && next > 0 && parameters[next - 1].isVariadic
                && parameterOfArgument.last == next - 1:
                // Another value of the variadic parameter the argument before it passed (`applying(.red, .bold)`).
                index = next - 1
            case .labelsInOrder:
                index = parameters.indices.first { $0 >= next && parameters[$0].label == argument.label }
            }
            parameterOfArgument.append(index)
            guard let index else {
                if labelMismatches.isEmpty { matchedCount = position }
                labelMismatches.append(Self.labelMismatch(argument.label, position, next: next, parameters))
                continue
            }
            used.insert(index)
            next = index + 1
        }
        if labelMismatches.isEmpty { matchedCount = call.arguments.count }
        for index in parameters.indices where !used.contains(index) && parameters[index].isRequired {
            if signature.mayTrail(index) { continue }
            missingArguments.append(.missingArgument(parameter: index))
        }
        for (position, index) in parameterOfArgument.enumerated() {
            guard let index, call.arguments[position].reading != .type else { continue }
            if let mismatch = Self.valueMismatch(call.arguments[position].text, position, index, parameters[index]) {
                valueMismatches.append(mismatch)
            }
        }
    }

    /// The parameters a call read as a declaration leaves out, required or not: all but a closure last, which a
    /// declaration-like call may show as a trailing closure outside its parentheses.
    public func declarationOmissions(of signature: CallSignature) -> [Int] {
        let used = Set(parameterOfArgument.compactMap { $0 })
        let parameters = signature.parameters
        return parameters.indices.filter { index in
            guard !used.contains(index) else { return false }
            return !signature.mayTrail(index)
        }
    }

    /// Why no parameter takes an argument: a label left out where the next parameter has one, a label of the
    /// signature in the wrong place, or a label it does not have.
    private static func labelMismatch(_ label: String, _ position: Int, next: Int, _ parameters: [CallSignature.Parameter]) -> Mismatch {
        if label == "_", next < parameters.count, parameters[next].label != "_" {
            return .missingLabel(argument: position, expected: next)
        }
        return parameters.contains { $0.label == label } ? .outOfOrder(argument: position) : .unknownLabel(argument: position)
    }

    /// A case the parameter does not list, or a literal of another type than the parameter's.
    private static func valueMismatch(_ text: String, _ position: Int, _ index: Int, _ parameter: CallSignature.Parameter) -> Mismatch? {
        guard var type = parameter.valueType else { return nil }
        let value = text.trimmingWhitespaces()
        if case .optional(let wrapped) = type {
            if value == "nil" || value == "null" { return nil }
            type = wrapped
        }
        switch type {
        case .enumeration:
            guard let cases = parameter.cases, let written = caseName(value) else { return nil }
            guard !(cases + parameter.rawValues).map(folded).contains(folded(written)) else { return nil }
            return .unknownCase(argument: position, parameter: index, written: written)
        case .scalar(let scalar):
            guard let literal = LiteralKind(value), !literal.fits(scalar) else { return nil }
            return .wrongType(argument: position, parameter: index, literal: literal)
        default:
            return nil
        }
    }

    /// `.top`, `Edge.top`, `SnackbarDuration.Short`, `.custom(3)` → the case's name; nil for anything else.
    static func caseName(_ value: String) -> String? {
        let head = value.firstIndex(of: "(").map { String(value[..<$0]) } ?? value
        let parts = head.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let last = parts.last, last.isPlainIdentifier,
            parts.dropLast().allSatisfy({ $0.isEmpty || $0.isPlainIdentifier })
        else { return nil }
        // `.top` or `Type.top`: a bare `value.member` on a variable also has this shape, so only a leading dot or an
        // uppercase owner counts.
        guard parts[0].isEmpty || parts[parts.count - 2].first?.isUppercase == true else { return nil }
        return last
    }

    /// Case names compared without case and underscores (`SHORT`, `Short`, `short`).
    private static func folded(_ name: String) -> String { name.lowercased().replacingOccurrences(of: "_", with: "") }
}
