/// What a section is about, found from its heading by synonyms.
enum SectionKind: String, Equatable {
    case anatomy
    case behaviors
    case variants
    case accessibility
    case api

    /// The kind named by the first heading word that is a known synonym, ignoring case and markup.
    init?(heading: String) {
        let words = heading.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard let kind = words.lazy.compactMap({ Self.synonyms[String($0)] }).first else { return nil }
        self = kind
    }

    private static let synonyms: [String: SectionKind] = {
        var table: [String: SectionKind] = [:]
        let groups: [(SectionKind, [String])] = [
            (.anatomy, ["anatomy"]),
            (.behaviors, ["behaviors", "behaviours", "behavior", "behaviour", "interactions", "interaction"]),
            (.variants, ["variants", "variant", "variations", "variation", "types"]),
            (.accessibility, ["accessibility", "a11y"]),
            (.api, ["api", "apis", "methods", "parameters", "properties", "props"]),
        ]
        for (kind, words) in groups {
            for word in words { table[word] = kind }
        }
        return table
    }()
}

/// Words that title the sections of documentation pages, beyond the kinds specgen reads: they tell a
/// section title ("Usage", "When to use") from a name, and a top-level section from a sub-section.
enum SectionVocabulary {
    /// Whether `text` titles a section rather than naming a thing: a section kind or a generic page section.
    static func isSectionTitle(_ text: String) -> Bool {
        SectionKind(heading: text) != nil || isGenericSection(text)
    }

    /// "Usage", "When to use", "Resources", "Content guidelines": sections every documentation page has.
    static func isGenericSection(_ text: String) -> Bool {
        let words = words(of: text)
        guard let first = words.first, words.count <= 6 else { return false }
        if words.count <= 4, words.contains(where: genericWords.contains) { return true }
        // "What's new in 2.7", "What's included": a README's release or feature notes.
        if first == "what's" || first == "whats" || first == "what’s" { return true }
        return first == "when" || first == "how"
    }

    /// "Parameters", "Props", "Arguments", "Parameters of the function", "Initializer parameters": a heading that labels
    /// one declaration's parameter list, alone or with what the list belongs to.
    static func isParameterListTitle(_ text: String) -> Bool {
        let words = words(of: text)
        guard let first = words.first, words.count <= 6 else { return false }
        if words.count <= 2, words.allSatisfy(parameterListWords.contains) { return true }
        // "Parameters of the function", "Arguments for show()": the list's noun, then what it belongs to.
        if parameterListWords.contains(first), words.count > 2, words[1] == "of" || words[1] == "for" { return true }
        // "Function parameters", "Constructor arguments": a declaration's kind, then the list's noun.
        return words.count == 2 && declarationKindWords.contains(first) && parameterListWords.contains(words[1])
    }

    /// "Props", "Options", "Attributes", "Toast properties": a title over a component's inputs, one word of which
    /// names them, whatever else it says. "Configuration", "Settings" and "Customization" do not: a page configures a
    /// component through other objects too (a style, a shared manager), whose settings are not the component's.
    static func namesSettings(_ text: String) -> Bool {
        words(of: text).contains { settingsWords.contains($0) }
    }

    private static let settingsWords: Set<String> = [
        "props", "properties", "options", "parameters", "params", "attributes", "arguments",
    ]

    private static let parameterListWords: Set<String> = [
        "parameters", "parameter", "params", "props", "properties", "arguments", "args",
    ]
    private static let declarationKindWords: Set<String> = [
        "function", "method", "initializer", "initialiser", "init", "constructor", "modifier", "call", "composable",
    ]

    /// "Methods", "Events", "Slots", "CSS variables", "CSS custom properties": sections whose tables
    /// list things other than parameters.
    static func isNonParameterTitle(_ text: String) -> Bool {
        words(of: text).contains { nonParameterWords.contains($0) }
    }

    /// "Methods", "Functions": sections whose tables may be a declared method's parameters.
    static func isMethodTitle(_ text: String) -> Bool {
        words(of: text).contains { ["method", "methods", "function", "functions"].contains($0) }
    }

    /// "Usage", "Example", "Getting started": sections whose code is sample code, not the API.
    static func isSampleTitle(_ text: String) -> Bool {
        let words = words(of: text)
        return words.contains { sampleWords.contains($0) } || (words.first == "getting" && words.contains("started"))
    }

    private static let nonParameterWords: Set<String> = [
        "method", "methods", "event", "events", "slot", "slots", "css", "function", "functions", "emits", "listeners",
        "callbacks", "hooks", "variables", "tokens", "classes", "mixins",
        // Chinese, Japanese and Korean docs title events, methods and slots in their own words.
        "事件", "方法", "插槽", "イベント", "メソッド", "スロット", "이벤트", "메서드", "슬롯",
    ]

    private static let sampleWords: Set<String> = [
        "usage", "example", "examples", "demo", "demos", "installation", "install", "tutorial", "quickstart", "sample",
        "samples",
    ]

    /// "iOS", "Android", "Web": tab labels of multi-platform pages, never a component's name.
    static func isPlatformName(_ text: String) -> Bool {
        let words = words(of: text)
        return !words.isEmpty && words.allSatisfy(platformWords.contains)
    }

    /// Lower-cased words of a title, markup and punctuation dropped.
    static func words(of text: String) -> [String] {
        // ASCII headings (nearly all) are split by their bytes: the same words, without a Unicode look-up per character.
        if let words = ASCIIWords.words(of: text, digits: true, apostrophes: true) { return words }
        return text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "’" }).map(String.init)
    }

    private static let genericWords: Set<String> = [
        "usage", "guidance", "guidelines", "guideline", "overview", "intro", "introduction", "content", "resources",
        "related", "examples", "example", "faq", "installation", "install", "setup", "import", "requirements",
        "references", "reference", "changelog", "license", "credits", "contributing", "specs", "specifications",
        "best", "practices", "principles", "demos", "demo", "description", "summary", "background", "notes",
        "development", "implementation", "customization", "theming", "configuration", "getting", "started", "features",
    ]

    private static let platformWords: Set<String> = [
        "ios", "android", "web", "flutter", "react", "native", "swiftui", "uikit", "compose", "jetpack", "figma",
        "macos", "watchos", "tvos", "design", "code", "and",
    ]
}
