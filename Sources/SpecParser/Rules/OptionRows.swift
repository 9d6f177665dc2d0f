import SpecModel

/// An option row under an API heading (a list item or table row that names an option and describes it: "`autoClose`
/// — closes it automatically. Default `true`.") is read for behaviour only as far as its default goes. A stated
/// default that turns the behaviour on states the rule; no default, or a default that turns it off, states nothing,
/// and the rule waits with the reason: what an author may set is not what the component does.
enum OptionRows {
    /// One option's description as a statement, with the default the row states (its Default column, else its text).
    struct Row {
        var statement: Statement
        var statedDefault: String?
        /// The row's own description, without a Default column appended.
        var description: String
    }

    /// The options of `declarations` that carry a description, as statements under `section`.
    static func rows(of declarations: [APIDeclaration], section: String) -> [Row] {
        declarations.flatMap(\.parameters).compactMap { parameter in
            let description = parameter.description.trimmed
            guard !description.isEmpty else { return nil }
            let inText = defaultInText(description)
            // A Default column the description does not repeat is part of what the row says.
            var text = description
            if let column = parameter.defaultValue, inText == nil, !column.isEmpty { text += " Default `\(column)`." }
            let statement = Statement(section: section, text: text, leadIn: nil, line: parameter.line, column: parameter.column)
            return Row(statement: statement, statedDefault: inText ?? parameter.defaultValue, description: description)
        }
    }

    /// Defaults that leave a behaviour off.
    private static let offValues: Set<String> = ["false", "0", "none", "null", "nil", "undefined", "off", "no", "never", "disabled"]

    /// Words between "default" and its value ("Default is `true`", "defaults to 0", "default value: none").
    private static let beforeValue: Set<String> = ["is", "to", "value", "of", "s", "set"]

    /// Why the rules of an option row wait, or nil when its default turns the behaviour on and the row speaks of the
    /// component.
    static func pendingReason(_ row: Row, vocabulary: RuleVocabulary) -> String? {
        // "Position of the floating action button", "Image displayed centered": a row about a part or a content
        // sets that thing's place, not the component's; the row's description must call the component by one of the
        // document's own names (`ToastPosition` counts), not by a kind noun that is also a common word ("Note that …").
        let words = RuleText.words(of: row.description).map(\.text)
        let namesIt = words.contains { word in
            vocabulary.isOwn(word) || vocabulary.ownNames.contains { $0.count >= 4 && word.count > $0.count && word.contains($0) }
        }
        guard namesIt else { return "an option, not a stated behaviour: the row does not name the component" }
        guard let value = row.statedDefault.map({ $0.trimmedName.lowercased() }), !value.isEmpty
        else { return "an option, not a stated behaviour: the row gives no default" }
        if offValues.contains(value) { return "an option, not a stated behaviour: its default (“\(value)”) leaves it off" }
        return nil
    }

    /// The value after "default" in an option's description ("Default `true`", "defaults to 4000"), if it gives one.
    private static func defaultInText(_ description: String) -> String? {
        let words = RuleText.words(of: description).map(\.text)
        guard var index = words.firstIndex(where: { $0.hasPrefix("default") }) else { return nil }
        index += 1
        while index < words.count, beforeValue.contains(words[index]) { index += 1 }
        return index < words.count ? words[index] : nil
    }
}
