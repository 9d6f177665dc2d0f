import SpecModel

/// The type of a parameter whose document writes none (no type column, no type in the text, no literal
/// default), read the way a person reads such a table: from a default with a unit (`8dp`, `300ms`), from a
/// description that opens like a yes/no question ("Whether …", "Determines if …") or counts ("The number of
/// …", "How long …", "Text of …"), and from naming conventions shared by Swift, Kotlin, Dart and web libraries
/// (`isX`, `showX`, `closeOnX`, `multiline`, `…Width`, `…Count`, `…Delay`, `…Progress`, `title`, `…Label`, `…Id`,
/// `…Url`, `…Mode`, `…Position`).
///
/// Only scalar types are inferred, and colours (text, see `ColourValue`); insets, fonts, styles and anything the
/// description calls a widget, component, view or callback stay runtime. A default that is one bare word
/// (`spring`, `fade`) is one of the parameter's choices, so text; an Android resource (`@string/hint`) is text,
/// or the number or flag its kind says (`@dimen/…`, `@integer/…`, `@bool/…`). Every guess is reported as an inference (a note, or an error
/// under `--strict`), so a team can see it and write the type out.
enum UntypedParameterType {
    /// An inferred type and what it was inferred from.
    struct Guess: Equatable {
        /// The type, spelled as a spec would write it (`Bool`, `Double`, `Duration`).
        var type: String
        /// The evidence, completing "inferred as T from …".
        var evidence: String
    }

    /// `component` is the component's type name: a description's "tip view" on a page about `EasyTipView` names
    /// the component, not a view the parameter holds.
    /// `usage` is the type the page's own usage passes (`ListedUsageType`): it fills what the reading of the row leaves
    /// open, and never overrides it, so a row read the same way reads the same whatever the examples show.
    static func guess(
        name: String,
        description: String,
        defaultValue: String?,
        component: String = "",
        usage: @autoclosure () -> Guess? = nil
    ) -> Guess? {
        readGuess(name: name, description: description, defaultValue: defaultValue, component: component)
            ?? (describesRuntime(description, component: component) ? nil : usage())
    }

    private static func readGuess(name: String, description: String, defaultValue: String?, component: String) -> Guess? {
        if let defaultValue, let unit = unitType(of: defaultValue) ?? ResourceReference.type(of: defaultValue) {
            return Guess(type: unit, evidence: "its default '\(defaultValue)'")
        }
        let lowered = description.lowercased()
        guard !describesRuntime(description, component: component) else { return nil }
        // A colour (by its name, its description, or a colour written as its default or description) is text.
        if ColourValue.isColourName(name.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init) ?? name) {
            return Guess(type: "String", evidence: "its name (a colour)")
        }
        if ColourValue.describesColour(lowered) || ColourValue.isColourLiteral(description) {
            return Guess(type: "String", evidence: "its description (a colour)")
        }
        if let defaultValue, ColourValue.isColourLiteral(defaultValue) {
            return Guess(type: "String", evidence: "its default '\(defaultValue)' (a colour)")
        }
        if let type = descriptionType(lowered) { return Guess(type: type, evidence: "its description") }
        if let type = nameType(name) { return Guess(type: type, evidence: "its name") }
        // `spring`, `clockwise`, `actionSearch`: a default that is one bare word is one of the parameter's choices.
        if let defaultValue, isChoiceWord(defaultValue) { return Guess(type: "String", evidence: "its default '\(defaultValue)'") }
        // `[horizontal, up]`: a list of such words is a set of choices.
        if let defaultValue, isChoiceList(defaultValue) { return Guess(type: "[String]", evidence: "its default '\(defaultValue)'") }
        return nil
    }

    /// "Accepts any widget", "a callback for …": the description says it is not a plain value.
    private static func describesRuntime(_ description: String, component: String) -> Bool {
        let ownWords = Set(component.identifierWords)
        return valueWords(description.lowercased()).contains(where: { runtimeWords.contains($0) && !ownWords.contains($0) })
    }

    /// The words of a description that can say what the value is: every clause's words up to its first preposition of
    /// place or belonging. "The title of the banner view" holds a title; the view it is "of" is where it shows. A
    /// clause of its own ("…, a custom view") still speaks of the value.
    private static func valueWords(_ lowered: String) -> [String] {
        let clauses = lowered.split(whereSeparator: { ",;:.()".contains($0) || $0 == "\u{2014}" })
        return clauses.flatMap { clause in
            SectionVocabulary.words(of: String(clause)).prefix { !ownerPrepositions.contains($0) }
        }
    }

    private static let ownerPrepositions: Set<String> = ["of", "in", "on", "inside", "within", "into", "onto"]

    /// A bracketed list of choice words (`[horizontal, up]`); quoted items are literals, read elsewhere.
    private static func isChoiceList(_ text: String) -> Bool {
        let list = text.trimmed.trimming { $0 == "`" }
        guard list.hasPrefix("["), list.hasSuffix("]") else { return false }
        let items = list.dropFirst().dropLast().split(separator: ",").map { String($0).trimmed }
        return !items.isEmpty && items.allSatisfy(isChoiceWord)
    }

    /// A lower-case identifier (`fade`, `counter-clockwise`, `actionSearch`) that is not a "no value" word.
    private static func isChoiceWord(_ text: String) -> Bool {
        let word = text.trimmed.trimming { $0 == "`" || $0 == "*" || $0 == "_" }
        guard let first = word.first, first.isLowercase, word.count > 1,
            word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        else { return false }
        return !["none", "null", "nil", "undefined", "void", "nothing", "unset", "inherited", "inherit", "default"].contains(word)
    }

    /// `8dp`, `16pt`, `12px` are lengths; `300ms`, `1.5s` durations.
    private static func unitType(of value: String) -> String? {
        let text = value.trimmed.lowercased()
        let number = text.prefix { $0.isNumber || $0 == "." }
        guard !number.isEmpty, Double(number) != nil else { return nil }
        let unit = String(text.dropFirst(number.count)).trimmed
        if DefaultValueParser.lengthUnits.contains(unit) { return "Double" }
        if DefaultValueParser.durationUnits.contains(where: { $0.unit == unit }) { return "Duration" }
        return nil
    }

    private static func descriptionType(_ lowered: String) -> String? {
        let text = String(lowered.drop { !$0.isLetter })
        if booleanOpenings.contains(where: { text.hasPrefix($0) }) { return "Bool" }
        if countOpenings.contains(where: { text.hasPrefix($0) }) { return "Int" }
        if durationOpenings.contains(where: { text.hasPrefix($0) }) { return "Duration" }
        // "Name of the icon to show", "URL of the image": a value that names or locates a thing is text.
        if textOpenings.contains(where: { text.hasPrefix($0) }) { return "String" }
        return nil
    }

    private static func nameType(_ name: String) -> String? {
        // `textView.text`, `android:text`, `app:elevation`: the last part names the value.
        let last = name.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init) ?? name
        let words = last.identifierWords
        guard let first = words.first, let final = words.last else { return nil }
        // `onClose`, `onTap`: event handlers are closures.
        if first == "on", words.count > 1 { return nil }
        if words.count > 1, booleanPrefixes.contains(first) { return "Bool" }
        if words.count > 2, words.dropFirst().dropLast().contains("on") { return "Bool" }  // closeOnClick
        if words.count == 1, final.count > 5, final.hasSuffix("able") || final.hasSuffix("ible") { return "Bool" }
        // `multiline`, `visible`, `persistent`: one adjective names a state the component is in or not.
        if words.count == 1, stateAdjectives.contains(final) { return "Bool" }
        if countWords.contains(final) { return "Int" }
        if lengthWords.contains(final) { return "Double" }
        // `bubbleHInset`, `verticalInset`: an inset along one axis or side is one length; a bare `contentInset` is four.
        if final == "inset", words.count > 1, axisWords.contains(words[words.count - 2]) { return "Double" }
        if durationWords.contains(final) { return "Duration" }
        if textWords.contains(final) { return "String" }
        // `animationType`, `iconContentMode`, `textAlignment`: one of a set of named choices, written as its name.
        if SettingWords.contains(final, as: .namedChoice) { return "String" }
        return nil
    }

    private static let runtimeWords: Set<String> = [
        "widget", "widgets", "component", "components", "view", "views", "node", "nodes", "element", "callback",
        "callbacks", "function", "functions", "handler", "listener", "controller", "builder", "instance", "closure",
        "slot", "template", "renderer", "render", "gradient", "font",
    ]
    private static let booleanOpenings = [
        "whether", "if true", "if set to true", "true if", "true to", "true when", "set to true", "when true",
        "when set to true", "determines if", "determines whether", "indicates if", "indicates whether",
        "controls whether", "specifies whether", "decides whether", "toggles",
    ]
    private static let countOpenings = ["the number of", "number of", "the maximum number", "maximum number", "how many"]
    private static let durationOpenings = ["how long", "the time in", "time in milliseconds", "time in seconds"]
    private static let textOpenings = [
        "name of", "the name of", "identifier of", "the identifier of", "id of", "the id of", "url of", "the url of",
        "path to", "the path to", "path of", "the path of", "key of", "the key of", "text of", "the text of", "text for",
        "the text for", "label of", "the label of", "label for", "the label for", "title of", "the title of",
    ]
    private static let booleanPrefixes: Set<String> = [
        "is", "has", "should", "show", "hide", "enable", "enabled", "disable", "disabled", "allow", "allows", "can",
        "use", "uses", "auto", "needs", "will",
        // Third-person verbs name a flag as `isX` does: `adjustsFontSize`, `showsIcon`, `keepsFocus`.
        "adjusts", "shows", "hides", "enables", "disables", "keeps", "prevents", "ignores", "includes", "animates",
    ]
    private static let countWords: Set<String> = ["count", "lines", "limit", "index", "length"]
    private static let lengthWords: Set<String> = [
        "width", "height", "size", "radius", "opacity", "elevation", "blur", "spacing", "gap", "alpha", "scale",
        "margin", "velocity", "damping", "thickness", "progress", "percent", "percentage", "ratio", "fraction",
    ]
    private static let stateAdjectives: Set<String> = [
        "multiline", "visible", "hidden", "modal", "persistent", "sticky", "animated", "rounded", "outlined", "bordered",
        "centered", "centred", "dense", "compact", "inverted", "loading", "disabled", "enabled",
    ]
    private static let axisWords: Set<String> = [
        "h", "v", "x", "y", "horizontal", "vertical", "top", "bottom", "left", "right", "leading", "trailing",
    ]
    private static let durationWords: Set<String> = ["duration", "delay", "timeout", "interval"]
    private static let textWords: Set<String> = [
        "title", "subtitle", "message", "text", "label", "caption", "placeholder", "description", "heading", "hint",
        "name", "announcement",
        // What identifies or locates a thing, or names a language: text too.
        "id", "identifier", "key", "url", "uri", "href", "link", "src", "locale", "lang", "language", "role",
    ]
}

extension String {
    /// The lower-cased words of a camelCase, snake_case or kebab-case name: `closeOnClick` → close, on, click.
    fileprivate var identifierWords: [String] {
        split(whereSeparator: { !($0.isLetter || $0.isNumber) }).flatMap { String($0).camelCaseHumps }.map { $0.lowercased() }
    }
}
