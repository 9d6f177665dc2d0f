/// A gesture made on an instance that lives somewhere else: "Clicking the x on a notification in Notification Center
/// clears it" says how the system's list of past notifications works, not how the component on screen is dismissed.
/// ("Swiping down closes the banner but leaves it in the Message Tray" closes the component first: the surface is only
/// where it goes after, and the reading stands.)
enum OtherSurface {
    /// Surfaces of the platform that keep notifications apart from the one on screen, as word pairs.
    private static let surfaces: [(String, Set<String>)] = [
        ("notification", ["center", "centre", "shade", "drawer", "tray", "panel", "history"]),
        ("action", ["center", "centre"]), ("message", ["tray"]), ("control", ["center", "centre"]),
        ("lock", ["screen"]),
    ]
    /// Words that put a thing inside a surface.
    private static let inside: Set<String> = ["in", "within", "inside", "from", "on"]

    /// Why a dismissal read from `text` waits: a gesture (before any verb of leaving) acts on a thing placed in
    /// another surface. The phrase, or nil.
    static func pendingReason(_ text: RuleText) -> String? {
        for (first, seconds) in surfaces {
            for start in text.indices(of: first) where seconds.contains(text.word(at: start + 1)) {
                let opener = text.word(at: start - 1) == "the" ? start - 2 : start - 1
                guard inside.contains(text.word(at: opener)) else { continue }
                let leaving = text.leavingVerbs.filter { $0 < opener }
                let gesture = (max(0, opener - 8)..<opener).last { index in
                    Lexicon.tapPrefixes.contains { RuleText.hasPrefix(text.word(at: index), $0) }
                        || ["swip", "flick", "drag"].contains { RuleText.hasPrefix(text.word(at: index), $0) }
                }
                guard let gesture, !leaving.contains(where: { $0 > gesture }), text.sentenceOfWord[gesture] == text.sentenceOfWord[start]
                else { continue }
                return
                    "the gesture acts on a notification in another surface (“\(text.text(of: opener..<start + 2))”), not on the component"
            }
        }
        return nil
    }
}
