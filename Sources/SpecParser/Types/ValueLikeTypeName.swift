/// A type name that says it is a value although the document defines it nowhere: its last word names a category of
/// values (`ButtonSize`, `TextLineHeight`, `CrossAxisAlignment`) and no word of it names an object that behaves
/// (`HostState`, `ToastBuilder`, `ViewStyle`). Such a parameter is a setting a model can store by its case's name;
/// every other undefined name stays runtime, since an object's or a closure's name may end in any word.
enum ValueLikeTypeName {
    /// The value word `name` ends in (`Height` for `TextLineHeight`), or nil when the name is not value-like.
    static func valueWord(of name: String) -> String? {
        // `Toast.Position`, `UIBlurEffect.Style`: a type nested in another is named by its last part. `View.style`,
        // `elementType`: a lower-case part is a member or a keyword of another library's vocabulary, not a type.
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard
            parts.allSatisfy({ part in
                part.first?.isUppercase == true && part.allSatisfy { $0.isLetter || $0.isNumber }
            }), let last = parts.last
        else { return nil }
        let words = camelWords(String(last))
        // `ProgressViewOrientation` is an orientation whatever it belongs to; `ViewStyle` may be a view's style object,
        // while `ActionButtonStyle` is a button's style: the word just before decides whose it is.
        guard let last = words.last, SettingWords.containsCapitalized(last, as: .valueCategory),
            !objectValueWords.contains(last) || !(words.dropLast().last.map(objectWords.contains) ?? false)
        else { return nil }
        return last
    }

    /// The case a default names (`.compact`, `ButtonSize.compact`, `compact`), or nil for anything else (`.fixed(15)`).
    static func caseName(in written: String, of type: String) -> String? {
        // `'compact'`: a table's default written as the string the case is held by.
        var text = Substring(StringLiteralReader.value(of: written.trimmingWhitespaces()) ?? written.trimmingWhitespaces())
        if text.hasPrefix(type + ".") { text = text.dropFirst(type.count + 1) } else if text.hasPrefix(".") { text = text.dropFirst() }
        guard let first = text.first, first.isLetter, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(text)
    }

    /// `CrossAxisAlignment` → Cross, Axis, Alignment; a run of capitals is one word (`EDTSToast` → EDTS, Toast).
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        let characters = Array(name)
        var current = ""
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase && !current.isEmpty
                && (current.last?.isUppercase == false || next?.isLowercase == true)
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Value words that also name objects of several values (`ViewStyle`, `TextStyle`), so an object's word before
    /// them makes the name an object's.
    private static let objectValueWords: Set<String> = ["Style", "Size", "Spacing", "Layout"]

    /// Nouns of objects with behaviour or identity: holders, callbacks, views and their configuration objects.
    private static let objectWords: Set<String> = [
        "View", "Controller", "Delegate", "Listener", "Handler", "Callback", "Action", "Provider", "Builder", "Manager",
        "Context", "State", "Holder", "Source", "Element", "Node", "Component", "Widget", "Config", "Configuration",
        "Options", "Props", "Ref", "Layout", "Group", "Drawable", "Layer", "Window", "Scope", "Host",
    ]
}
