import SpecModel
import SpecParser

/// Properties a document's code sets through a variable it binds (`let toast = Toast()` … `toast.duration = 3`): the
/// property must be one of the bound type's. A variable bound to another library's type is not this module's to check;
/// one bound to several types, or also to a value whose type the code does not spell, is not compared.
extension ComponentVerification {
    mutating func verify(_ assignment: DocumentedAssignment, in searched: [CodeModule], at place: SourceLocation) {
        if let callee = assignment.closureCallee {
            verifyThroughClosure(assignment, callee: callee, in: searched, at: place)
            return
        }
        if assignment.owners.count == 1, let path = assignment.owners.first,
            let member = path.split(separator: ".").last.map(String.init), member.first?.isLowercase == true
        {
            verifyThroughStaticMember(
                assignment,
                typePath: String(path.dropLast(member.count + 1)),
                member: member,
                in: searched,
                at: place
            )
            return
        }
        guard !assignment.owners.isEmpty else {
            // Nothing names the variable's type: it may be this library's or another's, so the claim is only counted.
            let binding =
                assignment.hasUntypedBinding
                ? "binds '\(assignment.variable)' only to values whose type it does not spell"
                : "does not bind '\(assignment.variable)'"
            uncompared(
                "'\(assignment.variable).\(assignment.property) = …': the document's code \(binding), so which type's property it"
                    + " sets is unsure; not compared",
                at: place
            )
            return
        }
        let resolved = assignment.owners.map { MemberOwner.resolve($0, in: searched) }
        let ours = resolved.filter { if case .none = $0 { false } else { true } }
        guard !ours.isEmpty else { return }
        let written = "'\(assignment.variable).\(assignment.property) = …'"
        guard assignment.owners.count == 1, !assignment.hasUntypedBinding else {
            let types = assignment.owners.map { "'\($0)'" }.joined(separator: ", ")
            let untyped = assignment.hasUntypedBinding ? " and to a value whose type it does not spell" : ""
            uncompared(
                "\(written): the document binds '\(assignment.variable)' to \(types)\(untyped), so which type's property it"
                    + " sets is unsure; not compared",
                at: place
            )
            return
        }
        switch ours[0] {
        case .type(let module, let type):
            // `Style()` may name `Toast.Style` or `Banner.Style`: only a name that picks one type is certain.
            let components = assignment.owners[0].split(separator: ".").map(String.init)
            let candidates = searched.flatMap { $0.types(endingWith: components) }
            let named = candidates.filter { $0.kind != "typealias" }
            if named.count > 1, !candidates.contains(where: { $0.path == components }) {
                uncompared(
                    "\(written): '\(assignment.owners[0])' names several public types"
                        + " (\(named.map { "'\($0.qualifiedName)'" }.joined(separator: ", "))); not compared",
                    at: place
                )
                return
            }
            verifyProperty(assignment, of: type, in: module, at: place)
        case .alias(_, let alias):
            uncompared(MemberOwner.aliasReason(alias, member: "property '\(assignment.property)' (\(written))"), at: place)
        case .extended(let module, let path):
            if module.members(of: path).contains(where: { Self.isProperty($0, named: assignment.property) }) {
                coverage.symbols += 1
            } else {
                uncompared(
                    "\(written): '\(assignment.owners[0])' is another module's type, whose own properties are not in the symbol"
                        + " graphs read; not compared",
                    at: place
                )
            }
        case .none:
            return
        }
    }

    /// `Notice.shared.lifetime = 4`: the property is one of the static member's type, which the code declares
    /// (`static let shared: Notice`). Another library's type claims nothing; a member whose type the graphs do not give
    /// is "not compared".
    private mutating func verifyThroughStaticMember(
        _ assignment: DocumentedAssignment,
        typePath: String,
        member: String,
        in searched: [CodeModule],
        at place: SourceLocation
    ) {
        guard case .type(let module, let type) = MemberOwner.resolve(typePath, in: searched) else { return }
        let written = "'\(assignment.variable).\(assignment.property) = …'"
        let declared: CodeSymbol
        switch Self.staticMember(member, of: type, in: module) {
        case .declared(let symbol):
            coverage.symbols += 1
            declared = symbol
        case .absent(let unseen):
            reportAbsent(
                member,
                .staticMember,
                of: type,
                unseen: unseen,
                subject: written,
                use: "sets '\(assignment.property)' through it",
                at: place
            )
            return
        }
        guard !declared.isCallable, var memberType = PropertyType.of(declared) else {
            uncompared(
                "\(written): the symbol graphs give no type for '\(type.qualifiedName).\(member)' (`\(declared.declaration)`);"
                    + " not compared",
                at: place
            )
            return
        }
        while memberType.hasSuffix("?") || memberType.hasSuffix("!") { memberType.removeLast() }
        if memberType == "Self" { memberType = type.qualifiedName }
        // A type spelled with a lower-case last name would read as another static member's path again.
        guard memberType.split(separator: ".").last?.first?.isUppercase == true else { return }
        var through = assignment
        through.owners = [memberType]
        verify(through, in: [module], at: place)
    }

    private mutating func verifyProperty(
        _ assignment: DocumentedAssignment,
        of type: CodeSymbol,
        in module: CodeModule,
        at place: SourceLocation
    ) {
        coverage.symbols += 1
        let near: String?
        switch lookUpProperty(assignment.property, of: type, in: module) {
        case .found(let properties):
            let property = properties[0]
            if assignment.through.isEmpty {
                verifyValue(assignment, of: property, on: type, in: module, at: place)
            } else {
                verifyMember(after: property, of: type, assignment, in: module, at: place)
            }
            return
        case .mayInherit(let supertypes):
            uncompared(
                "'\(assignment.variable).\(assignment.property) = …': "
                    + Self.mayInheritReason(assignment.property, of: type, from: supertypes) + "; not compared",
                at: place
            )
            return
        case .missing(let nearName):
            near = nearName
        }
        let owner = type.qualifiedName
        let suggestion = near.map { " (did you mean '\($0)'?)" } ?? ""
        let subject =
            assignment.variable == assignment.owners[0]
            ? "on the type itself"
            : "through '\(assignment.variable)', which its code binds to '\(assignment.owners[0])'"
        finding(
            Claim(.symbol, of: type.qualifiedName, assignment.property),
            "'\(owner).\(assignment.property)' is documented but '\(owner)' has no public property of that name\(suggestion):"
                + " the document sets it \(subject)",
            at: place,
            notes: codeNotes(type, "'\(owner)' is declared here")
        )
    }

    /// `style.background.tint = …`: the next member is one of the type the code declares for the property reached so
    /// far. A property whose type the graphs do not give, or of another module's type, claims nothing further.
    private mutating func verifyMember(
        after property: CodeSymbol,
        of owner: CodeSymbol,
        _ assignment: DocumentedAssignment,
        in module: CodeModule,
        at place: SourceLocation
    ) {
        guard var type = PropertyType.of(property), let next = assignment.through.first else { return }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type == "Self" { type = owner.qualifiedName }
        // A generic, a tuple or a function type names no one type whose members the next name could be checked against.
        guard type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
            type.split(separator: ".").last?.first?.isUppercase == true,
            case .type = MemberOwner.resolve(type, in: [module])
        else { return }
        var reached = assignment
        reached.variable = "\(assignment.variable).\(assignment.property)"
        reached.property = next
        reached.through = Array(assignment.through.dropFirst())
        reached.owners = [type]
        reached.hasUntypedBinding = false
        reached.closureCallee = nil
        verify(reached, in: [module], at: place)
    }

    /// A case written as the value (`toast.style = .dark`) must be a case or static member of the property's type, when
    /// that is an enumeration of the module. `.none` and `.some` are an optional's own. A literal (`toast.sticky = 3`)
    /// must be one the property's type takes, when that type is a scalar the literal can be weighed against.
    private mutating func verifyValue(
        _ assignment: DocumentedAssignment,
        of property: CodeSymbol,
        on owner: CodeSymbol,
        in module: CodeModule,
        at place: SourceLocation
    ) {
        if let value = assignment.value, let literal = LiteralKind(value) {
            verifyLiteral(literal, assignment, of: property, on: owner, at: place)
            return
        }
        guard let value = assignment.value, value.hasPrefix("."), value.count > 1 else { return }
        let name = String(value.dropFirst())
        guard name.first?.isLowercase == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name != "none", name != "some",
            var type = PropertyType.of(property)
        else { return }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        guard case .type(let owner, let enumeration) = MemberOwner.resolve(type, in: [module]), enumeration.kind == "enum" else { return }
        let members = owner.members(of: enumeration.path)
        guard !members.contains(where: { $0.baseName == name }) else { return }
        let cases = members.filter { $0.kind == "enum.case" }.map(\.baseName)
        finding(
            Claim(.enumerationCase, of: enumeration.qualifiedName, name),
            "case '\(name)' of enumeration '\(enumeration.qualifiedName)' is documented but not in the code: the document sets"
                + " '\(assignment.variable).\(assignment.property) = \(value)'",
            at: place,
            notes: codeNotes(enumeration, "the code declares `\(enumeration.declaration)` with cases \(cases.joined(separator: ", "))")
        )
    }

    /// `toast.sticky = 3` where the code declares `var sticky: Bool`: a literal the property's scalar type does not take
    /// (the same test a call's literal argument gets) is a type drift. Any other type, or a value that is not plainly a
    /// literal, claims nothing.
    private mutating func verifyLiteral(
        _ literal: LiteralKind,
        _ assignment: DocumentedAssignment,
        of property: CodeSymbol,
        on owner: CodeSymbol,
        at place: SourceLocation
    ) {
        guard let type = PropertyType.of(property), literal.fits(codeType: type) == false, let value = assignment.value else { return }
        finding(
            Claim(.type, of: owner.qualifiedName, property.baseName),
            "type of parameter '\(assignment.property)' differs: the document sets it to \(literal.rawValue) '\(value)'"
                + " ('\(assignment.variable).\(assignment.property) = \(value)'), the code's property '\(property.qualifiedName)'"
                + " has '\(type)'",
            at: place,
            notes: codeNotes(property, "the code declares `\(property.declaration)`")
        )
    }

    /// The paths of `type`'s supertypes declared in `module`, and the names of those of other modules, transitively.
    static func supertypes(of type: CodeSymbol, in module: CodeModule) -> (own: [[String]], foreign: [String]) {
        var queue = module.supertypes[type.preciseIdentifier] ?? []
        var seen: Set<String> = []
        var own: [[String]] = []
        var foreign: [String] = []
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard seen.insert(name).inserted else { continue }
            if let parent = module.symbols.first(where: { $0.isType && $0.path.joined(separator: ".") == name }) {
                own.append(parent.path)
                queue += module.supertypes[parent.preciseIdentifier] ?? []
            } else {
                foreign.append(name)
            }
        }
        return (own, foreign.sorted())
    }

    /// Whether `a` and `b` differ by letter case only, or by one letter added, removed or changed.
    static func isOneEditAway(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.lowercased()), Array(b.lowercased()))
        guard x != y || a != b, abs(x.count - y.count) <= 1, min(x.count, y.count) >= 4 else { return false }
        if x == y { return true }
        var (i, j, edits) = (0, 0, 0)
        while i < x.count || j < y.count {
            if i < x.count, j < y.count, x[i] == y[j] {
                i += 1
                j += 1
                continue
            }
            edits += 1
            if edits > 1 { return false }
            if x.count > y.count { i += 1 } else if y.count > x.count { j += 1 } else { (i, j) = (i + 1, j + 1) }
        }
        return true
    }

    private static func isProperty(_ symbol: CodeSymbol, named name: String) -> Bool {
        symbol.baseName == name && !symbol.isCallable && !symbol.isType
    }
}
