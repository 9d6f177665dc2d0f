import SpecModel

@testable import SpecParser

/// Reads one sentence the way the parser reads a behaviour statement, for the prose-reading suites.
enum ProseReading {
    /// The rules recognised in `sentence`, with an optional heading, lead-in and document vocabulary.
    static func rules(
        _ sentence: String,
        section: String = "Behaviors",
        leadIn: String? = nil,
        vocabulary: RuleVocabulary = RuleVocabulary()
    ) -> [Rule] {
        RuleRecognizers.rules(
            in: Statement(section: section, text: sentence, leadIn: leadIn, line: 1, column: 1),
            parameterNames: [],
            vocabulary: vocabulary
        )
    }

    /// The first rule of `kind` recognised in `sentence`.
    static func first<Value: RuleValue>(
        _ kind: Value.Type,
        _ sentence: String,
        section: String = "Behaviors",
        vocabulary: RuleVocabulary = RuleVocabulary()
    ) -> Value? {
        rules(sentence, section: section, vocabulary: vocabulary).lazy.compactMap { $0.as(kind) }.first
    }

    /// The asserted rules of `kind` in `sentence` (those without a pending reason).
    static func asserted<Value: RuleValue>(_ kind: Value.Type, _ sentence: String) -> [Value] {
        rules(sentence).filter { $0.pending == nil }.compactMap { $0.as(kind) }
    }

    /// The pending reasons of the rules of `kind` read in `sentence`.
    static func waiting<Value: RuleValue>(_ kind: Value.Type, _ sentence: String) -> [String] {
        rules(sentence).filter { $0.as(kind) != nil }.compactMap(\.pending)
    }
}
