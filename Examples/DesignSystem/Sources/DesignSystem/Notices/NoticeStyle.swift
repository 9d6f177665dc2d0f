/// A gesture on a notice (a gesture recognizer's or a button's event in UIKit).
public enum NoticeGesture: Sendable, Hashable {
    case tapClose, tapAnywhere, tapAction, swipe, swipeLeft, swipeRight, swipeUp, swipeDown
}

/// How a kind of notice behaves and where it sits, from the generated behaviour constants where specs state them.
public struct NoticeStyle: Sendable {
    /// What happens to notices beyond `maximumVisible`.
    public enum Overflow: Sendable {
        /// They wait their turn.
        case queue
        /// The oldest leaves.
        case evictOldest
    }

    public var maximumVisible: Int
    public var overflow: Overflow
    /// The dismiss delay, given an action button and VoiceOver; nil keeps the notice until it is dismissed.
    public var dismissDelay: @Sendable (_ hasAction: Bool, _ isVoiceOverRunning: Bool) -> Duration?
    public var dismissGestures: Set<NoticeGesture>
    /// The screen edge it sits at (`true`: top).
    public var atTop: Bool
    public var edgeOffset: Double
    public var horizontalMargin: Double
    public var maximumWidth: Double?
    public var height: Double = 48
    public var numberOfLines: Int
    public var appearanceDelay: Duration = .zero
    public var pausesWhileHovered = false
    public var pausesWhileFocused = false
    public var escapeDismisses = false
    /// A variant's own dismiss delay, by the variant's raw value (`ToastVariant.error.rawValue`); other variants use
    /// `dismissDelay`.
    public var variantDismissDelays: [String: Duration] = [:]
    /// The accessibility identifiers of the parts each notice shows (`SnackbarPart.dismissIcon.accessibilityIdentifier`).
    public var parts: Set<String> = []

    /// One snackbar at a time, queued; `SnackbarBehavior`'s delay and layout; a container, its message and its X.
    public static let snackbar: NoticeStyle = {
        var style = NoticeStyle(
            maximumVisible: SnackbarBehavior.maximumVisibleCount,
            overflow: .queue,
            dismissDelay: { _, _ in SnackbarBehavior.autoDismissDelay },
            dismissGestures: [.tapClose, .swipeLeft, .swipeRight, .swipeDown],
            atTop: false,
            edgeOffset: SnackbarBehavior.edgeOffset,
            horizontalMargin: SnackbarBehavior.horizontalMargin,
            maximumWidth: SnackbarBehavior.maximumWidth,
            numberOfLines: 2
        )
        style.parts = Set([SnackbarPart.container, .message, .dismissIcon].map(\.accessibilityIdentifier))
        return style
    }()

    /// A stack of `limit` snackbars, the oldest evicted; longer with an action while VoiceOver runs.
    public static let snackbarStack = NoticeStyle(
        maximumVisible: GlassSnackbarStackViewConfiguration().limit,
        overflow: .evictOldest,
        dismissDelay: { hasAction, voiceOver in
            hasAction && voiceOver ? SnackbarStackBehavior.conditionalAutoDismissDelay : SnackbarStackBehavior.autoDismissDelay
        },
        dismissGestures: [.tapAnywhere, .tapAction],
        atTop: false,
        edgeOffset: 8,
        horizontalMargin: 16,
        maximumWidth: nil,
        numberOfLines: 2
    )

    /// A persistent banner at the top, closed with its close button, `BannerBehavior.maximumMessageLines` lines; by
    /// default it shows its message text only (the other parts are optional and off).
    public static let banner: NoticeStyle = {
        var style = NoticeStyle(
            maximumVisible: 1,
            overflow: .queue,
            dismissDelay: { _, _ in BannerMessageConfiguration(message: "").dismissAfter },
            dismissGestures: [.tapClose],
            atTop: true,
            edgeOffset: 0,
            horizontalMargin: 16,
            maximumWidth: nil,
            numberOfLines: BannerBehavior.maximumMessageLines
        )
        style.parts = [BannerPart.messageText.accessibilityIdentifier]
        return style
    }()

    /// A toast: `ToastBehavior`'s delay (an error toast's own), paused while hovered or focused; Escape closes it.
    public static let toast: NoticeStyle = {
        var style = NoticeStyle(
            maximumVisible: 3,
            overflow: .queue,
            dismissDelay: { _, _ in ToastBehavior.autoDismissDelay },
            dismissGestures: [.tapClose],
            atTop: true,
            edgeOffset: 16,
            horizontalMargin: 16,
            maximumWidth: 400,
            numberOfLines: 3
        )
        style.pausesWhileHovered = true
        style.pausesWhileFocused = true
        style.escapeDismisses = true
        style.variantDismissDelays = [ToastVariant.error.rawValue: ToastBehavior.errorAutoDismissDelay]
        return style
    }()

    /// A tooltip: appears once the pointer has rested 500 ms; Escape hides it; it hides itself after 8 s (its spec
    /// allows 10 s at most).
    public static let tooltip: NoticeStyle = {
        var style = NoticeStyle(
            maximumVisible: 1,
            overflow: .evictOldest,
            dismissDelay: { _, _ in .seconds(8) },
            dismissGestures: [],
            atTop: true,
            edgeOffset: 0,
            horizontalMargin: 8,
            maximumWidth: 280,
            numberOfLines: 2
        )
        style.height = 24
        style.appearanceDelay = .milliseconds(500)
        style.escapeDismisses = true
        return style
    }()
}
