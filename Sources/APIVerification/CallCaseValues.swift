import SpecModel
import SpecParser

/// A case a usage call passes for a parameter (`banner.show(edge: .middle)`), or in a list for a parameter that takes a
/// list (`options: [.autoHide(true), .position(.top)]`): when the parameter's (or its elements') type is an enumeration of
/// the module, the value must be one of its members. The values of a call are the example's, but a case the enumeration
/// lacks does not compile, whatever the example means.
extension ComponentVerification {
    /// What one argument's case value says against one accepting overload.
    private enum CaseReading {
        /// The enumeration has a member of that name (or the value is not a case at all).
        case fits
        /// The parameter's type is the module's enumeration `type`, which has no member of that name.
        case lacking(type: CodeSymbol, cases: [String], module: CodeModule)
        /// The parameter's type is another module's, or an enumeration whose supertypes may add members.
        case unknown
        /// The parameter's type is a generic parameter constrained to the module's protocol, which has no static member
        /// of that name: a leading-dot value cannot name a type for it.
        case noStaticMember
    }

    /// Reports each `.case` argument that no overload taking the call's labels accepts; an argument whose overloads
    /// disagree (one takes another module's type) is a note.
    mutating func verifyCaseValues(
        _ call: UsageCall,
        accepting: [(target: CallTarget, match: CallMatch)],
        document: String,
        following: ArraySlice<UsageCall> = []
    ) {
        for (position, argument) in call.arguments.enumerated() where argument.reading == .value {
            let text = argument.text.trimmingWhitespaces()
            let elements = Self.listElements(text)
            for value in elements ?? [text] {
                guard let name = CallMatch.caseName(value), value.hasPrefix("."), name != "none", name != "some" else { continue }
                let readings = accepting.map { candidate in
                    reading(name, for: candidate.match.parameterOfArgument[position], of: candidate.target, element: elements != nil)
                }
                guard !readings.contains(where: { if case .fits = $0 { true } else { false } }) else { continue }
                // An element that is a call was read as one, on its own line; the list starts where the argument does.
                let nested = elements == nil ? nil : following.first { $0.callee == .method(name: name) && $0.line >= argument.line }
                let at = SourceLocation(
                    file: document,
                    line: nested?.line ?? argument.line,
                    column: max(nested?.column ?? argument.column, 1)
                )
                report(name, value, readings: readings, argument: argument, position: position, isElement: elements != nil, at: at)
            }
        }
    }

    private mutating func report(
        _ name: String,
        _ value: String,
        readings: [CaseReading],
        argument: UsageCall.Argument,
        position: Int,
        isElement: Bool,
        at: SourceLocation
    ) {
        let lacking = readings.compactMap { reading -> (CodeSymbol, [String])? in
            if case .lacking(let type, let cases, _) = reading { return (type, cases) }
            return nil
        }
        guard let (type, cases) = lacking.first else { return }
        let impossible = readings.filter { if case .noStaticMember = $0 { true } else { false } }.count
        guard lacking.count + impossible == readings.count else {
            uncompared(
                "'\(value)' is not a case of '\(type.qualifiedName)', but another overload of the call takes this argument"
                    + " as a type of another module; not compared",
                at: at
            )
            return
        }
        let parameter = argument.label == "_" ? "its argument \(position + 1)" : argument.label
        finding(
            Claim(.enumerationCase, of: type.qualifiedName, name),
            "case '\(name)' of enumeration '\(type.qualifiedName)' is documented but not in the code: the call passes"
                + " '\(value)' \(isElement ? "in the list for" : "for") '\(parameter)'",
            at: at,
            notes: codeNotes(type, "the code declares `\(type.declaration)` with cases \(cases.joined(separator: ", "))")
        )
    }

    /// The elements of a list literal (`[.fade, .slide(.normal)]`), each trimmed; nil for any other value.
    static func listElements(_ text: String) -> [String]? {
        guard let inner = TopLevelText.enclosed(text, open: "[", close: "]", countingEveryBracket: true) else { return nil }
        let elements = TopLevelText.parts(of: inner, separators: [","])
        // `[key: value]` is a dictionary, not a list.
        guard !elements.contains(where: { TopLevelText.parts(of: $0, separators: [":"]).count > 1 }) else { return nil }
        return elements.filter { !$0.isEmpty }
    }

    /// `element`: the value is one element of a list the parameter takes (`[Option]`, `[Option]?`).
    private func reading(_ name: String, for parameterIndex: Int?, of target: CallTarget, element: Bool = false) -> CaseReading {
        guard let parameterIndex, target.parameters.indices.contains(parameterIndex) else { return .unknown }
        var type = target.parameters[parameterIndex].type.trimmingWhitespaces()
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if element {
            guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return .unknown }
            type = String(type.dropFirst().dropLast()).trimmingWhitespaces()
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        }
        if type == "Bool" || type == "Swift.Bool" {
            // `Bool` has no case and one static member, `random()`: `.below` cannot be an argument it takes.
            return name == "random" ? .unknown : .noStaticMember
        }
        if let constraint = Self.genericConstraint(of: type, in: target.symbol.declaration) {
            // `state: T` where `T : Style`: `.name` resolves only to a static member the protocol's extensions give it.
            guard let constraint, case .type(let module, let owner) = MemberOwner.resolve(constraint, in: [target.module]),
                owner.kind == "protocol"
            else { return .unknown }
            return module.members(of: owner.path).contains { $0.baseName == name } ? .fits : .noStaticMember
        }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
            case .type(let module, let enumeration) = MemberOwner.resolve(type, in: [target.module]), enumeration.kind == "enum"
        else { return .unknown }
        let (own, foreign) = Self.supertypes(of: enumeration, in: module)
        // A protocol of another module may give the enumeration static members through its extensions.
        guard Self.unseenSupertypes(foreign).isEmpty else { return .unknown }
        let members = ([enumeration.path] + own).flatMap { module.members(of: $0) }
        if members.contains(where: { $0.baseName == name }) { return .fits }
        return .lacking(type: enumeration, cases: members.filter { $0.kind == "enum.case" }.map(\.baseName), module: module)
    }

    /// When `type` is a generic parameter `declaration` introduces (`func show<T>(…) where T : Style`, `<T: Style>`):
    /// the one protocol it is constrained to, nil inside when it has none or several; nil when it is no generic parameter.
    static func genericConstraint(of type: String, in declaration: String) -> String?? {
        guard let open = declaration.firstIndex(of: "<"), let paren = declaration.firstIndex(of: "("), open < paren,
            let close = declaration[open..<paren].lastIndex(of: ">")
        else { return nil }
        let parameters = declaration[declaration.index(after: open)..<close].split(separator: ",").map {
            $0.split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespaces() }
        }
        guard let written = parameters.first(where: { $0.first == type }) else { return nil }
        var constraints = written.count > 1 ? [written[1]] : []
        if let clause = declaration.range(of: " where ", options: .backwards) {
            for requirement in declaration[clause.upperBound...].split(separator: ",") {
                let sides = requirement.split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespaces() }
                if sides.count == 2, sides[0] == type { constraints.append(sides[1]) }
            }
        }
        guard constraints.count == 1, !constraints[0].contains("&"), !constraints[0].contains("==") else { return .some(nil) }
        return .some(constraints[0])
    }
}
