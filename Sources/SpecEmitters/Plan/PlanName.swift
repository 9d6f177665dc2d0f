/// A name as the spec writes it, with the language-neutral spellings file names and every language start from;
/// each language then escapes its own keywords and reserved names.
public struct PlanName: Sendable, Hashable {
    /// The name as written (`snackbar-stack`, `SnackbarStack`, `leading icon`).
    public var text: String

    /// Creates a name.
    public init(_ text: String) {
        self.text = text
    }

    /// Runs of letters and digits (`leading-icon name` → `leading`, `icon`, `name`).
    public var words: [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if Self.isLetter(scalar) || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `SnackbarStack`: an identifier-like name kept as written with its first letter raised, else its words joined.
    public var upperCamel: String {
        isIdentifierLike ? Self.upperFirst(text) : words.map(Self.upperFirst).joined()
    }

    /// `leadingIconName`: an identifier-like name kept as written, else its words joined, the first lowered.
    public var lowerCamel: String {
        if isIdentifierLike { return text }
        guard let first = words.first else { return "" }
        return Self.lowerFirst(first) + words.dropFirst().map(Self.upperFirst).joined()
    }

    /// The name followed by `word` (`Snackbar` + `Configuration`).
    public func appending(_ word: String) -> PlanName {
        PlanName(upperCamel + Self.upperFirst(word))
    }

    /// Whether the text is already one identifier (letters, digits, `_`, not starting with a digit).
    public var isIdentifierLike: Bool {
        guard let first = text.unicodeScalars.first, Self.isLetter(first) || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { Self.isLetter($0) || $0 == "_" || ("0"..."9").contains($0) }
    }

    /// ASCII letters and non-ASCII letters; emoji and symbols do not make names.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || (!scalar.isASCII && scalar.properties.isAlphabetic)
    }

    private static func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
    private static func lowerFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }
}
