import SpecModel

/// A case a usage call passes for a parameter (`banner.show(edge: .middle)`): when the parameter's type is an
/// enumeration of the module, the value must be one of its members. The values of a call are the example's, but a case
/// the enumeration lacks does not compile, whatever the example means.
extension ComponentVerification {
    /// What one argument's case value says against one accepting overload.
    private enum CaseReading {
        /// The enumeration has a member of that name (or the value is not a case at all).
        case fits
        /// The parameter's type is the module's enumeration `type`, which has no member of that name.
        case lacking(type: CodeSymbol, cases: [String], module: CodeModule)
        /// The parameter's type is another module's, or an enumeration whose supertypes may add members.
        case unknown
    }

    /// Reports each `.case` argument that no overload taking the call's labels accepts; an argument whose overloads
    /// disagree (one takes another module's type) is a note.
    mutating func verifyCaseValues(
        _ call: UsageCall,
        accepting: [(target: CallTarget, match: CallMatch)],
        document: String
    ) {
        for (position, argument) in call.arguments.enumerated() where argument.reading == .value {
            let value = argument.text.trimmingWhitespaces()
            guard let name = CallMatch.caseName(value), value.hasPrefix("."), name != "none", name != "some" else { continue }
            let readings = accepting.map { candidate in
                reading(name, for: candidate.match.parameterOfArgument[position], of: candidate.target)
            }
            guard !readings.contains(where: { if case .fits = $0 { true } else { false } }) else { continue }
            let at = SourceLocation(file: document, line: argument.line, column: max(argument.column, 1))
            let lacking = readings.compactMap { reading -> (CodeSymbol, [String])? in
                if case .lacking(let type, let cases, _) = reading { return (type, cases) }
                return nil
            }
            guard let (type, cases) = lacking.first else { continue }
            guard lacking.count == readings.count else {
                uncompared(
                    "'\(value)' is not a case of '\(type.qualifiedName)', but another overload of the call takes this argument"
                        + " as a type of another module; not compared",
                    at: at
                )
                continue
            }
            finding(
                "case '\(name)' of enumeration '\(type.qualifiedName)' is documented but not in the code: the call passes"
                    + " '\(value)' for '\(argument.label == "_" ? "its argument \(position + 1)" : argument.label)'",
                at: at,
                notes: codeNotes(type, "the code declares `\(type.declaration)` with cases \(cases.joined(separator: ", "))")
            )
        }
    }

    private func reading(_ name: String, for parameterIndex: Int?, of target: CallTarget) -> CaseReading {
        guard let parameterIndex, target.parameters.indices.contains(parameterIndex) else { return .unknown }
        var type = target.parameters[parameterIndex].type.trimmingWhitespaces()
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
            case .type(let module, let enumeration) = MemberOwner.resolve(type, in: [target.module]), enumeration.kind == "enum"
        else { return .unknown }
        let (own, foreign) = Self.supertypes(of: enumeration, in: module)
        // A protocol of another module may give the enumeration static members through its extensions.
        guard foreign.allSatisfy(Self.addsNoSettableProperty.contains) else { return .unknown }
        let members = ([enumeration.path] + own).flatMap { module.members(of: $0) }
        if members.contains(where: { $0.baseName == name }) { return .fits }
        return .lacking(type: enumeration, cases: members.filter { $0.kind == "enum.case" }.map(\.baseName), module: module)
    }
}
