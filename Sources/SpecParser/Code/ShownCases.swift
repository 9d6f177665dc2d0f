/// The cases usage shows for a parameter whose type the document defines nowhere (`position: Position.bottom`,
/// `.style(.compact)`): a value picked from a closed set is data, so they make an enumeration of the cases read,
/// which the reading says is inferred. Values of platform types (`Color.red`, `.zero`) and names that speak of a
/// colour or a font are left alone: their type is not an enumeration of the document's.
struct ShownCases {
    /// The type the code writes before the cases (`Position`), or nil when it writes bare cases (`.compact`).
    var typeName: String?
    /// The cases in order of first appearance.
    var cases: [String]

    /// The cases `evidence` (the values shown for `parameter` in `language`) names, widened by every other case of the
    /// same written type that `code` spells; nil when the values name no case.
    init?(evidence: [String], parameter: String, language: CodeLanguage, code: [String]) {
        // `Bar.Gravity.TOP`, a case of a type nested in another, reads as `Gravity.TOP`.
        let unnested = evidence.map { Self.nestedCase($0, in: language) ?? $0 }
        let qualified = unnested.filter { CodeValueType.isQualifiedCase($0, in: language) }
        if !qualified.isEmpty {
            let types = Set(qualified.compactMap { $0.split(separator: ".").first.map(String.init) })
            // `A.x` and `B.y` for one parameter: two types, so neither is its type.
            guard types.count == 1, let type = types.first else { return nil }
            var cases: [String] = []
            for value in qualified + code.flatMap({ Self.members(of: type, in: $0, nested: true) }) {
                let name = value.hasPrefix(type + ".") ? String(value.dropFirst(type.count + 1)) : value
                if !cases.contains(name) { cases.append(name) }
            }
            self.init(typeName: type, cases: cases)
            return
        }
        if language == .objectiveC {
            guard let read = Self.prefixedConstants(evidence, parameter: parameter, code: code) else { return nil }
            self.init(typeName: read.type, cases: read.cases)
            return
        }
        let words = parameter.lowercased()
        guard !Self.platformValueWords.contains(where: words.hasSuffix) else { return nil }
        var cases: [String] = []
        for value in evidence where ProseOptions.isDotCase(value) {
            let name = String(value.dropFirst())
            if !Self.platformMembers.contains(name), !cases.contains(name) { cases.append(name) }
        }
        guard !cases.isEmpty else { return nil }
        self.init(typeName: nil, cases: cases)
    }

    /// The cases of `type` that `code` spells (`Position.bottom`), for a parameter declared with that type, which the
    /// document defines nowhere and the classifier does not know; nil when the code spells none.
    init?(declaredType type: String, code: [String]) {
        guard type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber }),
            case .undefined = TypeClassifier(enumerations: []).classify(WrittenTypes().reference(type))
        else { return nil }
        var cases: [String] = []
        for value in code.flatMap({ Self.members(of: type, in: $0) }) {
            let name = String(value.dropFirst(type.count + 1))
            if !Self.platformMembers.contains(name), !cases.contains(name) { cases.append(name) }
        }
        guard !cases.isEmpty else { return nil }
        self.init(typeName: type, cases: cases)
    }

    private init(typeName: String?, cases: [String]) {
        self.typeName = typeName
        self.cases = cases
    }

    /// Objective-C spells a case as its type's name and the case's (`ACMChimeToneLoud` of `ACMChimeTone`): the type
    /// ends with the parameter's last word (`tone`), and every constant of the code that starts with it is a case.
    /// An Apple framework's type (`UILayoutConstraintAxisVertical`) is the platform's, not the document's.
    private static func prefixedConstants(_ evidence: [String], parameter: String, code: [String]) -> (type: String, cases: [String])? {
        // `atPosition` → `Position`, `type` → `Type`.
        let last =
            parameter.lastIndex(where: \.isUppercase).map { String(parameter[$0...]) }
            ?? parameter.prefix(1).uppercased() + parameter.dropFirst()
        var type: String?
        for value in evidence where value.first?.isUppercase == true && value.allSatisfy({ $0.isLetter || $0.isNumber }) {
            let characters = Array(value)
            let word = Array(last)
            // The last place the word ends with a capital after it: the type's name ends there, the case's begins.
            guard
                let end = stride(from: characters.count - word.count - 1, through: 1, by: -1).first(where: { index in
                    characters[index..<index + word.count].elementsEqual(word) && characters[index + word.count].isUppercase
                }).map({ $0 + word.count })
            else { continue }
            let candidate = String(characters[..<end])
            guard type == nil || type == candidate else { return nil }
            type = candidate
        }
        guard let type, !UsageOwnership.hasFrameworkPrefix(type) else { return nil }
        var cases: [String] = []
        for text in code {
            var word = ""
            for character in text + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                    continue
                }
                if word.hasPrefix(type), word.count > type.count, word.dropFirst(type.count).first?.isUppercase == true {
                    let name = String(word.dropFirst(type.count))
                    if !cases.contains(name) { cases.append(name) }
                }
                word = ""
            }
        }
        return cases.isEmpty ? nil : (type, cases)
    }

    /// `Outer.Nested.CASE` → `Nested.CASE` in the languages that write cases with their type; nil for other values.
    private static func nestedCase(_ value: String, in language: CodeLanguage) -> String? {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].first?.isUppercase == true, parts[0].allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        let inner = parts[1...].joined(separator: ".")
        return CodeValueType.isQualifiedCase(inner, in: language) ? inner : nil
    }

    /// `type.member` spellings in `code` that read as cases: not a call (`Position.of(…)`) nor a deeper path; with
    /// `nested`, also when the type is written inside another (`Bar.Gravity.TOP`).
    private static func members(of type: String, in code: String, nested: Bool = false) -> [String] {
        var found: [String] = []
        let characters = Array(code)
        let prefix = Array(type + ".")
        var index = 0
        while index + prefix.count < characters.count {
            defer { index += 1 }
            guard characters[index..<index + prefix.count].elementsEqual(prefix) else { continue }
            if index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_" {
                continue
            }
            if index > 0, characters[index - 1] == ".", !nested { continue }
            var end = index + prefix.count
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            guard end > index + prefix.count else { continue }
            if end < characters.count, characters[end] == "(" || characters[end] == "." { continue }
            found.append(String(characters[index..<end]))
        }
        return found
    }

    /// Name endings whose values are platform values (`.red`, `.boldSystemFont`), not cases of the document's own type.
    private static let platformValueWords = ["color", "colour", "tint", "font", "image", "insets", "inset", "frame"]
    /// Static members every platform type has, which name no case.
    private static let platformMembers: Set<String> = ["zero", "infinity", "init", "greatestFiniteMagnitude", "now", "identity"]
}
