/// A rectangle in points, origin top left (a `CGRect` in UIKit).
public struct NoticeRect: Sendable, Equatable {
    public var x, y, width, height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}

/// The label a notice shows its message in (a `UILabel`): it wraps at its width and stops at `numberOfLines`.
@MainActor public final class NoticeLabel {
    /// The text.
    public var text = ""
    /// The most lines it shows; the last is truncated with `…`.
    public var numberOfLines = 0
    /// Characters that fit on a line: body text in a phone-width label.
    public var charactersPerLine = 44

    /// The lines as laid out (what `UILabel` draws).
    public var renderedLines: [String] {
        var lines: [String] = []
        for word in text.split(separator: " ") {
            if let last = lines.last, last.count + 1 + word.count <= charactersPerLine {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(String(word.prefix(charactersPerLine)))
            }
        }
        guard numberOfLines > 0, lines.count > numberOfLines else { return lines }
        var kept = Array(lines.prefix(numberOfLines))
        kept[numberOfLines - 1] = String(kept[numberOfLines - 1].prefix(charactersPerLine - 1)) + "…"
        return kept
    }
}

/// One notice on screen (a `UIView` subclass): a label, an optional action button, a close button.
@MainActor public final class NoticeView {
    /// The message label.
    public let label = NoticeLabel()
    /// Whether it has an action button.
    public let hasAction: Bool
    /// Hidden while it waits out an appearance delay.
    public var isHidden = false
    /// Its frame in the window.
    public var frame = NoticeRect(x: 0, y: 0, width: 0, height: 0)
    /// The variant's raw value, when it was shown as one.
    public internal(set) var variant: String?
    /// The accessibility identifiers of the subviews it shows (its parts, `snackbar.dismissIcon`).
    public internal(set) var partIdentifiers: Set<String> = []
    /// The dismiss timer, while one runs.
    var timer: NoticeTimer?
    /// What is left of the dismiss delay while the timer is paused.
    var remaining: Duration?

    /// The message.
    public var message: String { label.text }

    init(message: String, hasAction: Bool, numberOfLines: Int) {
        self.hasAction = hasAction
        label.text = message
        label.numberOfLines = numberOfLines
    }
}
