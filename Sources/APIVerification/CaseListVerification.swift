import SpecModel

/// Bold labels of a list read as an enumeration's cases: only when exactly one public enum the words above name has
/// all of them but at most one (and at least two); then each label it lacks is a finding at its item.
extension ComponentVerification {
    mutating func verify(_ list: DocumentedCaseList, in searched: [CodeModule], document: String) {
        var qualifying: [(module: CodeModule, type: CodeSymbol, missing: [DocumentedCaseList.Label])] = []
        var seen: Set<String> = []
        // The enums the words name exactly; failing those, the enums whose names end with them (`Style` for a
        // `NoticeStyle`, the words leaving the prefix out).
        let named = { (name: String, module: CodeModule, exact: Bool) -> [CodeSymbol] in
            exact
                ? module.types(endingWith: [name])
                : module.symbols.filter { $0.isPublic && $0.kind == "enum" && ($0.path.last ?? "").hasSuffix(name) && $0.path.last != name }
        }
        for exact in [true, false] where qualifying.isEmpty {
            for name in list.enumerations where exact || name.count >= 4 {
                for module in searched {
                    for type in named(name, module, exact) where type.kind == "enum" && seen.insert(type.preciseIdentifier).inserted {
                        let cases = module.members(of: type.path).filter { $0.kind == "enum.case" }.map(\.baseName)
                        let missing = list.labels.filter { label in !cases.contains { CaseName.same($0, label.name) } }
                        if list.labels.count - missing.count >= 2, missing.count <= 1 { qualifying.append((module, type, missing)) }
                    }
                }
            }
        }
        if qualifying.isEmpty, let option = list.option {
            // Values listed for an option: the enumeration a member of that name takes or holds (`appearFrom(_:)` takes
            // an `AppearAnimation?`), when the name does not say it.
            for module in searched {
                for type in Self.enumerations(takenBy: option, in: module) where seen.insert(type.preciseIdentifier).inserted {
                    let cases = module.members(of: type.path).filter { $0.kind == "enum.case" }.map(\.baseName)
                    let missing = list.labels.filter { label in !cases.contains { CaseName.same($0, label.name) } }
                    if list.labels.count - missing.count >= 2, missing.count <= 1 { qualifying.append((module, type, missing)) }
                }
            }
        }
        if qualifying.isEmpty, list.isDeclared {
            // Case declarations under words that name no enumeration (`### Enum`): the one whose cases they are.
            for module in searched {
                for type in module.symbols where type.isPublic && type.kind == "enum" {
                    let cases = module.members(of: type.path).filter { $0.kind == "enum.case" }.map(\.baseName)
                    let missing = list.labels.filter { label in !cases.contains { CaseName.same($0, label.name) } }
                    if list.labels.count - missing.count >= 2, missing.count <= (list.labels.count > 2 ? 1 : 0) {
                        qualifying.append((module, type, missing))
                    }
                }
            }
        }
        guard qualifying.count == 1, let (module, type, missing) = qualifying.first else {
            if list.isDeclared {
                let names = list.labels.prefix(4).map { "'\($0.name)'" }.joined(separator: ", ")
                uncompared(
                    "\(list.labels.count) case declarations (\(names)\(list.labels.count > 4 ? ", …" : "")) are not the cases of one"
                        + " enumeration of \(describe(searched)) (\(qualifying.isEmpty ? "none has them all but one" : "several have them"));"
                        + " not compared",
                    at: SourceLocation(file: document, line: list.line, column: 1),
                    failsStrict: true
                )
            }
            return
        }
        coverage.enumerations += 1
        coverage.cases += list.labels.count
        // A case declared with its payload: the payload is compared too.
        for label in list.labels where !missing.contains(label) {
            guard let payload = label.payload else { continue }
            let named = module.members(of: type.path).first { $0.kind == "enum.case" && CaseName.same($0.baseName, label.name) }
            verify(
                CasePayload(
                    enumeration: type.qualifiedName,
                    name: named?.baseName ?? label.name,
                    payload: payload,
                    line: label.line,
                    column: label.column
                ),
                in: [module],
                at: SourceLocation(file: document, line: label.line, column: max(label.column, 1))
            )
        }
        for label in missing {
            finding(
                Claim(.enumerationCase, of: type.qualifiedName, label.name),
                "case '\(label.name)' of enumeration '\(type.qualifiedName)' is documented but not in the code (the list's other"
                    + " labels are its cases)",
                at: SourceLocation(file: document, line: label.line, column: max(label.column, 1)),
                notes: codeNotes(type, "the code declares `\(type.declaration)` here")
            )
        }
    }

    /// The enumerations of `module` that a public member named `option` holds (a property) or takes (a method's one
    /// parameter), optionality aside.
    static func enumerations(takenBy option: String, in module: CodeModule) -> [CodeSymbol] {
        var found: [CodeSymbol] = []
        for member in module.symbols where member.isPublic && member.baseName == option {
            let type: String?
            switch member.kind {
            case "property": type = PropertyType.of(member)
            case "method":
                let parameters = CodeSignature(fragments: member.fragments).parameters
                type = parameters.count == 1 ? parameters[0].type : nil
            default: type = nil
            }
            guard var name = type?.trimmingWhitespaces(), !name.isEmpty else { continue }
            if name.hasSuffix("?") { name.removeLast() }
            if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = String(name.dropFirst(9).dropLast()) }
            let path = name.split(separator: ".").map(String.init)
            found += module.types(endingWith: path).filter { $0.kind == "enum" && !found.contains($0) }
        }
        return found
    }
}
