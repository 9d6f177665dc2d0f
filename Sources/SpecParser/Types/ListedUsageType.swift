import SpecModel

/// The type a listed parameter without one (a table row, a list item, a definition line) takes from the page's own
/// usage of the component: every value the usage passes it is a literal of one type (`"Saved"`, `3000`, `true`), or a
/// case (`Position.top`, `.top`) of one enumeration the document lists. A variable, a closure, a call or two
/// disagreeing literals say nothing. `UntypedParameterType.guess` decides with it, and reports it as an inference.
enum ListedUsageType {
    /// The values a usage passes one setting, and the code that shows the first (`duration: 3000`).
    struct Shown: Equatable, Sendable {
        var values: [String]
        var code: String
    }

    /// The guess a listed parameter without a type takes from `shown`, for `UntypedParameterType.guess` to weigh.
    static func guess(_ shown: Shown?, enumerations: [String: Enumeration]) -> UntypedParameterType.Guess? {
        guard let shown, let type = type(of: shown.values, enumerations: enumerations) else { return nil }
        return UntypedParameterType.Guess(type: type, evidence: "the page's usage `\(shown.code)`")
    }

    /// The type every value agrees on, spelled as a spec writes it; nil unless each value alone says it.
    static func type(of values: [String], enumerations: [String: Enumeration]) -> String? {
        guard !values.isEmpty else { return nil }
        // Each value on its own: `literalType` passes over variables among literals, which here must say nothing.
        let types = values.map { UsageAPI.literalType([$0]) ?? caseType($0, enumerations: enumerations) }
        guard let first = types.first, let found = first, types.allSatisfy({ $0 == found }) else { return nil }
        return found
    }

    /// `Position.top` or `.top`, a case of an enumeration the document lists: that enumeration.
    private static func caseType(_ value: String, enumerations: [String: Enumeration]) -> String? {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let name = parts.last, !name.isEmpty else { return nil }
        let owners = enumerations.values.filter { enumeration in
            (parts[0].isEmpty || parts[0] == enumeration.name) && (enumeration.cases + enumeration.rawValues).contains(name)
        }
        // `.top` of two enumerations names neither for certain.
        guard owners.count == 1 else { return nil }
        return owners[0].name
    }
}
