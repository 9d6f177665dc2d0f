import SpecModel

/// A statement read without its examples ("for example, at the top on phones", "(e.g. 10 seconds)"), so a rule
/// found only in an example is known as the example's.
enum ExampleAside {
    /// The rule values the statement states outside its example clauses.
    static func rulesWithoutExamples(_ text: RuleText, subject: StatementSubject) -> [any RuleValue] {
        var kept = ""
        // Each kept clause with the punctuation after it, so sentences still end where they did.
        for clause in text.clauses where !clause.isExample {
            let start = text.words[clause.words.lowerBound].range.lowerBound
            let end = clause.words.upperBound < text.words.count ? text.words[clause.words.upperBound].range.lowerBound : text.original.endIndex
            kept += text.original[start..<end]
        }
        let main = RuleText(
            kept,
            section: text.section,
            leadIn: text.leadIn,
            parameterNames: text.parameterNames,
            vocabulary: text.vocabulary
        )
        return RuleRecognizers.all.filter { subject.admits($0.kind, in: main) }.flatMap { $0.recognize(main) }
    }
}
