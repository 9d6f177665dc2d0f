/// The words behaviour prose uses, by role, shared by the recognisers so each reads the language the same way.
enum Lexicon {
    /// Number words, as counts.
    static let numberWords: [String: Int] = [
        "zero": 0, "one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    ]

    /// Time units, in seconds.
    static let timeUnits: [String: Double] = [
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "ms": 0.001, "msec": 0.001, "millisecond": 0.001,
        "milliseconds": 0.001, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
    ]

    /// Length units, in points: CSS pixels, density-independent pixels and points are the same size; `rem` is 16.
    static let lengthUnits: [String: Double] = [
        "pt": 1, "pts": 1, "point": 1, "points": 1, "dp": 1, "dps": 1, "dip": 1, "px": 1, "pixel": 1, "pixels": 1, "rem": 16,
    ]

    /// Word beginnings that say a component leaves the screen.
    static let leavingPrefixes: [String] = [
        "dismiss", "disappear", "close", "closes", "closed", "closing", "hide", "hides", "hidden", "hiding", "expire", "expires",
        "vanish", "remove", "removed", "removes", "timeout", "timed-out", "auto-dismiss", "auto-hid", "auto-expir", "auto-clos",
        "autoclose", "autohide", "autodismiss",
    ]

    /// Single words that mean leaving on a timer.
    static let autoLeaving: Set<String> = ["fade", "fades", "faded"]

    /// Words that say a component stays on screen (for "stays for 4 seconds", "remains until …").
    static let stayingWords: Set<String> = [
        "stay", "stays", "remain", "remains", "persist", "persists", "visible", "open", "kept", "keep", "display", "displays",
        "displayed", "shown", "show", "active", "up", "lasts", "last", "non-dismissible", "onscreen",
    ]

    /// Words that negate what follows.
    static let negators: Set<String> = ["not", "never", "no", "cannot", "without"]

    /// Words a negation reaches across ("not *be timed to* disappear", "not *automatically* close").
    static let negationTransparent: Set<String> = [
        "be", "been", "being", "get", "automatically", "automatic", "auto", "ever", "timed", "to", "itself", "themselves", "by", "default",
        "on", "their", "its", "own", "always", "immediately", "usually", "normally", "generally", "typically", "necessarily",
    ]

    /// Openers that forbid what the sentence describes ("Prevent dismissal by tap while …").
    static let prohibitionOpeners: Set<String> = ["don't", "avoid", "never", "prevent"]

    /// Verbs that hold something back "from" happening ("prevents it from closing", "keeps it from timing out").
    static let hinderingVerbs: Set<String> = [
        "prevent", "prevents", "prevented", "preventing", "keep", "keeps", "keeping", "stop", "stops", "stopping", "block", "blocks",
        "blocking", "prohibit", "prohibits", "forbid", "forbids",
    ]

    /// Headings (or lead-ins) of a list of things not to do.
    static let prohibitionHeadings: Set<String> = ["don't", "don’t", "do not", "avoid", "dont"]

    /// Pointing verbs: a tap, a click, a press.
    static let tapPrefixes: [String] = ["tap", "click", "press", "double-tap", "touch", "select", "activat"]

    /// Nouns of a close control ("close button", "X", "dismiss icon").
    static let controlNouns: Set<String> = ["button", "icon", "control", "element", "affordance", "link", "x", "glyph"]

    /// Words naming keyboard keys, so "pressing Escape" is not read as a tap.
    static let keyWords: Set<String> = ["escape", "esc", "key", "keyboard", "keys"]

    /// Nouns documents use for a transient message component, so "error toasts" reads as a kind of the component.
    static let componentNouns: Set<String> = [
        "toast", "toasts", "snackbar", "snackbars", "banner", "banners", "notification", "notifications", "notice", "notices",
        "alert", "alerts", "message", "messages", "tooltip", "tooltips", "popup", "popups", "pop-up", "pop-ups", "callout",
        "callouts", "flag", "flags", "note", "notes", "component", "components", "one", "ones",
    ]

    /// Kinds of transient message documents tell apart: one of them named in a document about another is that other one.
    static let distinctComponentNouns = componentNouns.intersection([
        "toast", "toasts", "snackbar", "snackbars", "banner", "banners", "tooltip", "tooltips", "callout", "callouts",
    ])

    /// Heads of a noun phrase that names another component or a region of the page ("The menu opens below …", "The side
    /// panel can be closed …"): what such a sentence says is that thing's behaviour, unless the document is about it.
    static let otherComponentNouns: Set<String> = [
        "menu", "menus", "modal", "modals", "dialog", "dialogs", "drawer", "drawers", "sheet", "sheets",
        "popover", "popovers", "header", "headers", "footer", "footers", "sidebar", "sidebars", "navigation", "tab", "tabs",
        "accordion", "accordions", "carousel", "carousels", "dropdown", "dropdowns", "page", "pages", "form", "forms", "input",
        "inputs", "table", "tables", "card", "cards", "session", "sessions",
    ]

    /// Other components a sentence may send the reader to (not regions of the page, which place the component).
    static let recommendedComponentNouns = otherComponentNouns.intersection([
        "menu", "modal", "dialog", "drawer", "sheet", "popover", "sidebar", "accordion", "carousel", "dropdown",
    ])

    /// A noun's singular ("toasts" → "toast", "boxes" → "box", "progress" stays).
    static func singular(_ word: String) -> String {
        word.hasSuffix("es") && word.count > 4 && ["ches", "shes", "sses", "xes"].contains(where: word.hasSuffix)
            ? String(word.dropLast(2))
            : word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }

    /// A noun as written, with its singular and plural ("toast", "toasts").
    static func numberForms(of word: String) -> Set<String> {
        let one = singular(word)
        let many = ["ch", "sh", "ss", "x"].contains(where: one.hasSuffix) ? one + "es" : one + "s"
        return [word, one, many]
    }

    /// Words that name a kind of message by its intent or severity ("error toasts", "critical banners").
    static let intentWords: Set<String> = [
        "error", "errors", "warning", "warnings", "success", "successful", "info", "informational", "information", "critical",
        "danger", "destructive", "caution", "important", "urgent", "neutral", "positive", "negative", "attention", "severe",
        "failure", "promotional",
    ]

    /// Words for motion: a duration said of one of them is how long an animation runs, not how long it stays.
    static let animationWords: Set<String> = [
        "fade", "fades", "faded", "fading", "fade-in", "fade-out", "slide", "slides", "sliding", "slide-in", "slide-out",
        "animation", "animations", "animated", "animates", "animate", "transition", "transitions", "ease", "easing", "motion",
        "entrance", "exit", "collapse", "collapses", "expand", "expands", "grow", "grows", "shrink", "shrinks",
    ]

    /// Nouns of code that wires up a behaviour: "tap handlers", "the swipe callback", "a keydown listener" name code, not a
    /// gesture made or the component.
    static let codeNouns: Set<String> = [
        "handler", "handlers", "listener", "listeners", "callback", "callbacks", "recognizer", "recognizers", "recogniser",
        "recognisers",
    ]

    /// Prepositions that open a phrase of place, time or means before a sentence's main clause ("On a phone, …", "From a
    /// view controller, …").
    static let frontingPrepositions: Set<String> = [
        "on", "in", "inside", "within", "from", "for", "at", "with", "under", "via", "through", "across", "during", "upon", "after",
        "before",
    ]

    /// Determiners and quantifiers that may open a noun phrase ("the", "each", "its").
    static let determiners: Set<String> = [
        "the", "a", "an", "its", "their", "each", "every", "any", "this", "that", "these", "those", "our", "your", "all",
    ]
}
