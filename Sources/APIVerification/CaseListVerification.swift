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
        guard qualifying.count == 1, let (_, type, missing) = qualifying.first else { return }
        coverage.enumerations += 1
        coverage.cases += list.labels.count
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
}
