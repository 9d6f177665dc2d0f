/// A Kotlin or Java fragment that lists a builder's methods as bodiless signatures, one a line
/// (`setTitle(text: String): Pebble`, `public Builder setGravity(int gravity)`): the settings its setters set, each
/// with its parameter's type (`SetterSignatures`) and at the line that first lists it. Every line must be a signature
/// and most of them setters, so a chain of calls passing values (`setTitle("Hi")`) never counts.
enum SetterListing {
    /// One listed setting and the offset of the line that first lists it.
    struct Listed: Equatable {
        var setting: SetterSignatures.Setting
        var offset: Int
    }

    /// The settings `tokens` lists; empty unless the Kotlin or Java fragment is such a listing.
    static func settings(in tokens: UsageTokens) -> [Listed] {
        guard tokens.language == .kotlin || tokens.language == .java else { return [] }
        let code = tokens.code
        var signatures: [MethodSignature] = []
        var offsets: [Int] = []
        var start = 0
        while start < code.bytes.count {
            let end = code.bytes[start...].firstIndex(of: 0x0A) ?? code.bytes.count
            let first = code.skipSpaces(from: start, to: end)
            if first < end {
                guard let signature = MethodSignature(code.text(first..<end)) else { return [] }
                signatures.append(signature)
                offsets.append(first)
            }
            start = end + 1
        }
        guard SetterSignatures.isMostlySetters(signatures) else { return [] }
        return SetterSignatures.settings(signatures).map { Listed(setting: $0, offset: offsets[$0.first]) }
    }
}
