import SpecModel

/// Whether a document says its API is the same on every platform ("The API is shared between iOS and Android",
/// "This is a cross-platform API", "Both platforms expose the same parameters"), which lets a Swift API give a Kotlin
/// model as well. Decided here and nowhere else; anything less than a plain statement (negated, restricted by
/// "except" or "only", about something other than the API) is not read as one, so a Swift API stays iOS's alone.
enum SharedAPIStatement {
    /// Marks the Swift APIs of `spec` shared (`APIDeclaration.sharedStatedAt`) when one of `statements`, the document's,
    /// says the API is shared across platforms; returns that statement.
    static func mark(_ spec: inout ComponentSpec, statements: () -> [Statement]) -> Statement? {
        guard spec.apis.contains(where: { $0.language == .swift }), let shared = statements().first(where: { says(in: $0.text) })
        else { return nil }
        for index in spec.apis.indices where spec.apis[index].language == .swift {
            spec.apis[index].sharedStatedAt = shared.line
        }
        return shared
    }

    /// Whether one sentence of `text` says the API is shared across platforms.
    static func says(in text: String) -> Bool {
        guard mayNamePlatforms(text) else { return false }
        // Split as the rule recognisers split statements: hyphens and apostrophes stay inside a word (`cross-platform`,
        // `isn't`), and a sentence ends at `.`, `!` or `?` before a space.
        return RuleText.sentenceWords(of: text).contains { words in
            guard words.contains(where: apiWords.contains) else { return false }
            guard !words.contains(where: restrictingWords.contains) else { return false }
            if words.contains(where: crossPlatformWords.contains) || containsPhrase(words, ["cross", "platform"]) { return true }
            let namesPlatforms =
                containsPhrase(words, ["both", "platforms"]) || containsPhrase(words, ["every", "platform"])
                || containsPhrase(words, ["all", "platforms"]) || containsPhrase(words, ["each", "platform"])
                || (words.contains(where: iosWords.contains) && words.contains(where: androidWords.contains))
            return namesPlatforms && words.contains(where: sameWords.contains)
        }
    }

    /// Words naming an API or what it is made of.
    private static let apiWords: Set<String> = [
        "api", "apis", "interface", "interfaces", "signature", "signatures", "parameters", "properties", "declaration",
        "declarations",
    ]
    /// Words that say an API is written once for every platform.
    private static let crossPlatformWords: Set<String> = [
        "crossplatform", "cross-platform", "multiplatform", "multi-platform", "platform-agnostic", "platform-independent",
    ]
    /// Words that say two platforms' APIs agree.
    private static let sameWords: Set<String> = [
        "same", "identical", "shared", "share", "shares", "common", "mirror", "mirrors", "matches", "match",
    ]
    /// Words that deny or restrict the sharing: what is not the same everywhere is not read as shared.
    private static let restrictingWords: Set<String> = [
        "not", "no", "never", "nor", "isn't", "aren't", "doesn't", "don't", "differ", "differs", "different", "differently",
        "except", "only", "unlike", "but", "although", "however", "whereas", "slightly", "mostly", "partly", "largely",
    ]
    private static let iosWords: Set<String> = ["ios", "swift", "swiftui", "uikit", "apple"]
    private static let androidWords: Set<String> = ["android", "kotlin", "compose", "jetpack"]

    /// A first look, byte by byte: a text without "platform" or an Android word cannot meet `says`, so most statements
    /// are never split into words (every document's statements pass through here).
    private static func mayNamePlatforms(_ text: String) -> Bool {
        var lowered: [UInt8] = []
        lowered.reserveCapacity(text.utf8.count)
        for byte in text.utf8 { lowered.append((65...90).contains(byte) ? byte | 0x20 : byte) }
        return platformNeedles.contains { needle in
            guard lowered.count >= needle.count else { return false }
            return (0...(lowered.count - needle.count)).contains { start in
                lowered[start] == needle[0] && lowered[start..<(start + needle.count)].elementsEqual(needle)
            }
        }
    }
    /// Every sentence `says` accepts holds one of these: "platform(s)" in its cross-platform or both-platforms words,
    /// or an Android word beside an iOS one.
    private static let platformNeedles: [[UInt8]] = (["platform"] + androidWords.sorted()).map { Array($0.utf8) }

    private static func containsPhrase(_ words: [String], _ phrase: [String]) -> Bool {
        guard words.count >= phrase.count else { return false }
        return (0...(words.count - phrase.count)).contains { start in Array(words[start..<(start + phrase.count)]) == phrase }
    }
}
