import Foundation

/// Text in a behaviour section that is no statement: a media caption an export kept ("hover to play", "Play
/// video"), a placeholder ("Coming soon…", "TBD"), or an image alone. None says what the component does, so none
/// becomes a pending test or counts in coverage.
enum NonStatement {
    /// Why `text` is no statement (for `--verbose` notes), or nil when it may be one.
    static func reason(_ text: String) -> String? {
        // Read once for both word lists; most paragraphs have too many words for either, which is told first.
        let words = hasMoreThanFiveWords(text) ? nil : words(text)
        if let words, isMediaCaption(words: words) { return "a media caption" }
        if let words, isPlaceholder(words: words) { return "a placeholder" }
        if isImageOnly(text) { return "an image" }
        return nil
    }

    /// The words of `text`, lower case, without punctuation.
    private static func words(_ text: String) -> [String] {
        if let words = ASCIIWords.words(of: text, digits: true, apostrophes: true) { return words }
        return text.lowercased().replacingOccurrences(of: "’", with: "'")
            .split { !$0.isLetter && !$0.isNumber && $0 != "'" }.map(String.init)
    }

    /// Whether `text` certainly has more than five words: six ASCII letters or digits, each right after a space that
    /// follows an ASCII character (or opens the text). Such a space is a character of its own, which parts words, and
    /// such a letter opens a character that is in a word, whatever else the text holds.
    private static func hasMoreThanFiveWords(_ text: String) -> Bool {
        var runs = 0
        var previous: UInt8 = 0x20
        var beforePrevious: UInt8 = 0x20
        for byte in text.utf8 {
            let alphanumeric = (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x30 && byte <= 0x39)
            if alphanumeric && previous == 0x20 && beforePrevious < 0x80 {
                runs += 1
                if runs > 5 { return true }
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// "hover to play", "click to play", "tap to play video", "Play video", "Video", "Animation": what a video or
    /// image player shows, exported with the text.
    static func isMediaCaption(_ text: String) -> Bool {
        !hasMoreThanFiveWords(text) && isMediaCaption(words: words(text))
    }

    private static func isMediaCaption(words: [String]) -> Bool {
        guard !words.isEmpty, words.count <= 4 else { return false }
        let joined = words.joined(separator: " ")
        let captions: Set<String> = [
            "hover to play", "click to play", "tap to play", "press to play", "hover to play video", "click to play video",
            "tap to play video", "play video", "play", "pause", "replay", "video", "animation", "gif", "image", "watch video",
        ]
        return captions.contains(joined)
    }

    /// "Coming soon…", "TBD", "To do", "Work in progress", "More to come", "Content coming soon".
    static func isPlaceholder(_ text: String) -> Bool {
        !hasMoreThanFiveWords(text) && isPlaceholder(words: words(text))
    }

    private static func isPlaceholder(words: [String]) -> Bool {
        guard !words.isEmpty, words.count <= 5 else { return false }
        let joined = words.joined(separator: " ")
        let placeholders: Set<String> = [
            "coming soon", "content coming soon", "more coming soon", "coming later", "tbd", "tba", "todo", "to do", "to be added",
            "to be defined", "to be determined", "work in progress", "wip", "more to come", "under construction", "placeholder",
            "lorem ipsum", "n a", "none yet", "nothing yet",
        ]
        return placeholders.contains(joined)
    }

    /// `![Banner at the top](banner.png)`: an image and nothing else.
    static func isImageOnly(_ text: String) -> Bool {
        // The pattern opens with `![`: other text is told from its first two bytes, without compiling the pattern.
        guard text.utf8.starts(with: "![".utf8) else { return false }
        return text.range(of: #"^(!\[[^\]]*\]\([^)]*\)\s*)+$"#, options: .regularExpression) != nil
    }
}
