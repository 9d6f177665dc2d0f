/// The banner as specs/banner.md documents it; `BannerVariant`, `BannerPosition` and `BannerIndicator` are the
/// enumerations the build plugin generates from the same document.
public struct BannerMessage {
    /// Its text, at most two lines.
    public var message: String
    /// The icon before the text, if any.
    public var iconName: String?
    /// Whether it offers a close button.
    public var showsCloseButton: Bool
    /// The action button's title; no button when absent.
    public var actionTitle: String?
    /// Runs when the action button is tapped.
    public var action: (() -> Void)?
    /// The indicator track's semantic type; no track when absent.
    public var indicator: BannerIndicator?
    /// Which kind of banner it is.
    public var variant: BannerVariant
    /// Whether it overlaps the content or is embedded in it.
    public var position: BannerPosition
    /// The dismiss timer; persistent when absent.
    public var dismissAfter: Duration?
    /// Runs after it is dismissed.
    public var onDismiss: (() -> Void)?

    /// Creates a banner (`BannerVariant.persistent` is spelt out on purpose; the document writes `.persistent`).
    public init(
        message: String,
        iconName: String? = nil,
        showsCloseButton: Bool = false,
        actionTitle: String? = nil,
        action: (() -> Void)? = nil,
        indicator: BannerIndicator? = nil,
        variant: BannerVariant = BannerVariant.persistent,
        position: BannerPosition = .overlapping,
        dismissAfter: Duration? = nil,
        onDismiss: (() -> Void)? = nil
    ) {
        self.message = message
        self.iconName = iconName
        self.showsCloseButton = showsCloseButton
        self.actionTitle = actionTitle
        self.action = action
        self.indicator = indicator
        self.variant = variant
        self.position = position
        self.dismissAfter = dismissAfter
        self.onDismiss = onDismiss
    }
}
