import SpecModel

/// A literal a usage call passes (`banner.hide(after: "soon")`): when every overload that takes the call's labels gives
/// that argument a scalar type the literal cannot be (`TimeInterval`), the call does not compile, whatever the example
/// means. The test is the one an assignment's literal gets (`LiteralKind.fits`).
extension ComponentVerification {
    /// Reports each literal argument that no overload taking the call's labels accepts.
    mutating func verifyLiteralValues(
        _ call: UsageCall,
        accepting: [(target: CallTarget, match: CallMatch)],
        document: String
    ) {
        guard !accepting.isEmpty else { return }
        for (position, argument) in call.arguments.enumerated() where argument.reading == .value {
            guard let literal = LiteralKind(argument.text.trimmingWhitespaces()) else { continue }
            // The scalar type each overload gives the argument; an overload whose type is no scalar (a generic, another
            // module's type that a literal may initialise) could take it, so the argument claims nothing.
            let types = accepting.map { candidate -> String? in
                guard let index = candidate.match.parameterOfArgument[position], candidate.target.parameters.indices.contains(index)
                else { return nil }
                return candidate.target.parameters[index].type.trimmingWhitespaces()
            }
            guard types.allSatisfy({ $0.flatMap(literal.fits(codeType:)) == false }), let code = types.first ?? nil else { continue }
            let name = "'\(argument.label == "_" ? "#\(position + 1)" : argument.label)'"
            let (target, match) = accepting[0]
            let parameter = match.parameterOfArgument[position].flatMap {
                target.parameters.indices.contains($0) ? target.parameters[$0].name : nil
            }
            finding(
                Claim(.type, of: target.symbol.qualifiedName, parameter ?? name),
                "type of parameter \(name) differs: the call passes \(literal.rawValue) '\(argument.text.trimmingWhitespaces())',"
                    + " the code has '\(code)'",
                at: SourceLocation(file: document, line: argument.line, column: max(argument.column, 1)),
                notes: codeNotes(accepting[0].target.symbol, "the code declares `\(accepting[0].target.symbol.declaration)`")
            )
        }
    }
}
