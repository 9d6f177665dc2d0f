import Foundation

/// Text in a behaviour section that is no statement: a media caption an export kept ("hover to play", "Play
/// video"), a placeholder ("Coming soon…", "TBD"), or an image alone. None says what the component does, so none
/// becomes a pending test or counts in coverage.
enum NonStatement {
    /// Why `text` is no statement (for `--verbose` notes), or nil when it may be one.
    static func reason(_ text: String) -> String? {
        if isMediaCaption(text) { return "a media caption" }
        if isPlaceholder(text) { return "a placeholder" }
        if isImageOnly(text) { return "an image" }
        return nil
    }

    /// The words of `text`, lower case, without punctuation.
    private static func words(_ text: String) -> [String] {
        text.lowercased().replacingOccurrences(of: "’", with: "'")
            .split { !$0.isLetter && !$0.isNumber && $0 != "'" }.map(String.init)
    }

    /// "hover to play", "click to play", "tap to play video", "Play video", "Video", "Animation": what a video or
    /// image player shows, exported with the text.
    static func isMediaCaption(_ text: String) -> Bool {
        let words = words(text)
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
        let words = words(text)
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
        text.range(of: #"^(!\[[^\]]*\]\([^)]*\)\s*)+$"#, options: .regularExpression) != nil
    }
}
