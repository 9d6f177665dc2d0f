import SpecParser

/// One component of a DocC symbol link (`present(text:edge:)-swift.method`, `Edge-enum`, `update(_:)-(Int)`,
/// `init(_:)-3xk9a`), split as DocC splits it: the symbol's name, and what the author added to tell overloads or
/// namesakes apart.
struct DocCLinkComponent: Sendable, Hashable {
    /// What DocC adds after the name, behind a dash.
    enum Disambiguation: Sendable, Hashable {
        /// A symbol kind (`enum.case`, the language prefix `swift.` dropped), a hash of the symbol's identifier, or both.
        case kindAndHash(kind: String?, hash: String?)
        /// Parameter types (`-(Int,_)`, `_` for any) and result types (`->String`, `->(_,_)` for a tuple, `->()` for none).
        case signature(parameters: [String]?, results: [String]?)
    }

    /// The component as written.
    var full: String
    /// The symbol's name, without the disambiguation.
    var name: String
    /// The disambiguation, when one is written.
    var disambiguation: Disambiguation?

    /// Reads one component.
    init(_ text: String) {
        full = text
        name = text
        disambiguation = nil
        guard let split = Self.nameEnd(of: text), split < text.endIndex else { return }
        let rest = text[split...]
        guard rest.first == "-", rest.count > 1 else { return }
        let written = rest.dropFirst()
        if written.first == "(" || written.first == ">" {
            guard let signature = Self.signature(written) else { return }
            name = String(text[..<split])
            disambiguation = signature
            return
        }
        // `kind`, `swift.kind`, `hash`, or `kind-hash` (DocC checks a kind first: `enum` is also a valid hash).
        var kind: String?
        var hash: String?
        if let parsed = Self.kind(written) {
            kind = parsed
        } else if let dash = written.lastIndex(of: "-") {
            guard let parsed = Self.kind(written[..<dash]), Self.isHash(written[written.index(after: dash)...]) else { return }
            kind = parsed
            hash = String(written[written.index(after: dash)...])
        } else if Self.isHash(written) {
            hash = String(written)
        } else {
            return
        }
        name = String(text[..<split])
        disambiguation = .kindAndHash(kind: kind, hash: hash)
    }

    /// The name's end: after the label list of a function (`present(text:)`, an operator's `==(_:_:)`), else at the
    /// first dash (a type, property or case name has none of its own).
    private static func nameEnd(of text: String) -> String.Index? {
        if let open = text.firstIndex(of: "(") {
            // An operator's name may hold a dash (`-(_:_:)`), so the label list is what ends the name.
            return text.endOfParenthesisedGroup(openingAt: open)
        }
        return text.firstIndex(of: "-")
    }

    /// The symbol kinds DocC accepts as a disambiguation (its documentation's table, and the symbol graph's kinds).
    static let knownKinds: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "enum.case", "func", "func.op", "init", "ivar", "macro", "method",
        "module", "namespace", "op", "property", "protocol", "struct", "subscript", "type.method", "type.property",
        "type.subscript", "typealias", "var", "extension", "actor",
    ]

    /// Language prefixes DocC skips in front of a kind (`swift.enum`): they do not disambiguate.
    private static let languagePrefixes = ["swift.", "objc.", "occ.", "c.", "data."]

    private static func kind(_ text: Substring) -> String? {
        if knownKinds.contains(String(text)) { return String(text) }
        for prefix in languagePrefixes where text.hasPrefix(prefix) {
            let rest = String(text.dropFirst(prefix.count))
            if knownKinds.contains(rest) { return rest }
        }
        return nil
    }

    /// DocC's hashes are at most six lower-case letters and digits.
    private static func isHash(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 6 && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }

    /// `(Int,_)`, `(Date,_)->Hourly`, `>String` (the dash already taken), `>(_,_)`.
    private static func signature(_ text: Substring) -> Disambiguation? {
        var rest = text
        var parameters: [String]?
        if rest.first == "(" {
            guard let close = closing(rest) else { return nil }
            parameters = elements(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix("->") else { return nil }
            if rest.hasPrefix("->") { rest = rest.dropFirst() }
        }
        var results: [String]?
        if rest.first == ">" {
            let written = rest.dropFirst()
            guard !written.isEmpty else { return nil }
            if written.first == "(", let close = closing(written), close == written.index(before: written.endIndex) {
                results = elements(written[written.index(after: written.startIndex)..<close])
            } else {
                results = [String(written)]
            }
        }
        return parameters == nil && results == nil ? nil : .signature(parameters: parameters, results: results)
    }

    /// The `)` that closes the `(` at `text`'s start.
    private static func closing(_ text: Substring) -> Substring.Index? {
        text.endOfParenthesisedGroup(openingAt: text.startIndex).map { text.index(before: $0) }
    }

    /// Comma-separated types at the top level (`Int,[String:Int],(Int)->Void`), without spaces.
    static func elements(_ text: Substring) -> [String] {
        guard !text.isEmpty else { return [] }
        return TopLevelText.parts(of: String(text), separators: [","]).map { $0.filter { !$0.isWhitespace } }
    }

    /// DocC's hash of a symbol's precise identifier: FNV-1 (32 bits) folded to 24 bits, in base 36.
    static func stableHash(_ identifier: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in identifier.utf8 {
            hash = hash &* 16_777_619
            hash ^= UInt32(byte)
        }
        return String((hash >> 24) ^ (hash & 0xff_ffff), radix: 36, uppercase: false)
    }
}
