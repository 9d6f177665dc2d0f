/// A statement's identity in its suite, derived from its text alone: a readable slug and a short hash, so the
/// test names and check ids survive edits elsewhere in the spec (a paragraph above moves lines, not names).
public struct StatementIdentity: Sendable, Hashable {
    /// The first words of the statement, lowercased ASCII letters and digits (`["a", "snackbar", "dismisses"]`).
    public var words: [String]
    /// FNV-1a (32 bits) of the statement's one-line text, as eight lowercase hex digits.
    public var hash: String
    /// 2, 3, … when the spec states the same text more than once; nil for the first.
    public var occurrence: Int?

    /// The most words the slug keeps.
    public static let slugWords = 6

    /// The identity of `text`, its `occurrence`-th appearance in the spec (1 for the first).
    public init(text: String, occurrence: Int = 1) {
        self.init(cleanText: OneLineText.clean(text), occurrence: occurrence)
    }

    /// The identity of a text `OneLineText.clean` has cleaned already.
    private init(cleanText clean: String, occurrence: Int) {
        words = Self.words(of: clean, limit: Self.slugWords)
        hash = Self.hex(Self.fnv1a(clean))
        self.occurrence = occurrence > 1 ? occurrence : nil
    }

    /// `a-snackbar-dismisses-itself-after-7-3f2a9c01` (with `-2` for a repeated statement): the check id.
    public var slug: String {
        (words.isEmpty ? ["statement"] : words).joined(separator: "-") + "-" + hash + (occurrence.map { "-\($0)" } ?? "")
    }

    /// The identities of `statements` in order, numbering repeated texts. A statement that carries its id (given when
    /// the component's documents were assembled, before any was left unread) keeps that id's number.
    public static func identities(of statements: [Statement]) -> [StatementIdentity] {
        var seen: [String: Int] = [:]
        return statements.map { statement in
            let key = OneLineText.clean(statement.text)
            seen[key, default: 0] += 1
            var identity = StatementIdentity(cleanText: key, occurrence: seen[key] ?? 1)
            if let id = statement.id {
                identity.occurrence = nil
                let base = identity.slug
                if id != base, id.hasPrefix(base + "-"), let number = Int(id.dropFirst(base.count + 1)), number > 1 {
                    identity.occurrence = number
                }
            }
            return identity
        }
    }

    /// FNV-1a over the UTF-8 bytes: deterministic across runs and platforms, unlike `hashValue`.
    public static func fnv1a(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }

    /// The first `limit` runs of ASCII letters and digits, lowercased; apostrophes join (`don't` → `dont`), anything
    /// else splits.
    private static func words(of text: String, limit: Int) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if words.count == limit { return words }
            // ASCII letters and digits by their values: Unicode property look-ups cost more than the rest of the loop.
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty, scalar != "'", scalar != "’" {
                words.append(current.lowercased())
                current = ""
            }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
