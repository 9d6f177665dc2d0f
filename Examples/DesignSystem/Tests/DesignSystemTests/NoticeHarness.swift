import DesignSystem

/// Drives the design system's `@MainActor` notice presenter for every generated suite: a UIKit test would do the
/// same with a real window, recognizers and `UILabel`s. Because the harness protocols are `@MainActor`, this class
/// conforms as it is, without `assumeIsolated` or `nonisolated` escapes.
final class NoticeHarness: SnackbarConformanceHarness, SnackbarStackConformanceHarness, BannerConformanceHarness,
    ToastConformanceHarness, TooltipConformanceHarness, ToastSnackbarAndBannerAccessibilityConformanceHarness
{
    let clock = ManualClock()
    let presenter: NoticePresenter
    private(set) var dismissedMessages: [String] = []
    private(set) var performedActions: [String] = []
    private(set) var announcements: [String] = []
    var isVoiceOverRunning = false
    var isPointerHovering = false {
        didSet { presenter.setHovered(isPointerHovering) }
    }
    var isKeyboardFocused = false {
        didSet { presenter.setFocused(isKeyboardFocused) }
    }

    init(_ style: NoticeStyle) {
        presenter = NoticePresenter(style: style, clock: clock)
        presenter.onDismiss = { [unowned self] in dismissedMessages.append($0) }
        presenter.onAction = { [unowned self] in performedActions.append($0) }
        presenter.announce = { [unowned self] in announcements.append($0) }
        presenter.isVoiceOverRunning = { [unowned self] in isVoiceOverRunning }
    }

    func present(message: String) { presenter.show(message) }
    func present(message: String, hasAction: Bool) { presenter.show(message, hasAction: hasAction) }
    func present(message: String, variant: String) { presenter.show(message, variant: variant) }
    func visibleParts(of message: String) -> Set<String> { partIdentifiers(of: message) }
    func advance(by duration: Duration) { clock.advance(by: duration) }
    var visibleMessages: [String] { presenter.visibleMessages }
    var focusedMessage: String? { nil }
    func dismiss(message: String) { presenter.dismiss(message) }
    func press(_ key: ConformanceKey, on message: String) {
        switch key {
        case .escape: presenter.pressEscape(on: message)
        }
    }

    /// The accessibility identifiers under the visible notice showing `message` (a UI test queries them the same way).
    private func partIdentifiers(of message: String) -> Set<String> {
        presenter.views.first { $0.message == message && !$0.isHidden }?.partIdentifiers ?? []
    }

    func renderedLines(of message: String) -> [String] {
        presenter.views.first { $0.message == message }?.label.renderedLines ?? []
    }

    func frame(of message: String, on screen: ConformanceScreen) -> ConformanceRect {
        presenter.layout(width: screen.width, height: screen.height, topInset: screen.topInset, bottomInset: screen.bottomInset)
        let frame = presenter.views.first { $0.message == message }?.frame ?? NoticeRect(x: 0, y: 0, width: 0, height: 0)
        return ConformanceRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    func perform(_ gesture: ConformanceGesture, on message: String) {
        let mapped: NoticeGesture =
            switch gesture {
            case .tapClose: .tapClose
            case .tapAnywhere: .tapAnywhere
            case .tapAction: .tapAction
            case .swipe: .swipe
            case .swipeLeft: .swipeLeft
            case .swipeRight: .swipeRight
            case .swipeUp: .swipeUp
            case .swipeDown: .swipeDown
            }
        presenter.handle(mapped, on: message)
    }
}

// The factories the generated suites call (each suite's doc comment names its own).
@MainActor func makeSnackbarConformanceHarness() -> any SnackbarConformanceHarness { NoticeHarness(.snackbar) }
@MainActor func makeSnackbarStackConformanceHarness() -> any SnackbarStackConformanceHarness { NoticeHarness(.snackbarStack) }
@MainActor func makeBannerConformanceHarness() -> any BannerConformanceHarness { NoticeHarness(.banner) }
@MainActor func makeToastConformanceHarness() -> any ToastConformanceHarness { NoticeHarness(.toast) }
@MainActor func makeTooltipConformanceHarness() -> any TooltipConformanceHarness { NoticeHarness(.tooltip) }
// The accessibility guideline's suite runs against the banner, which meets it (a snackbar's timer does not).
@MainActor func makeToastSnackbarAndBannerAccessibilityConformanceHarness() -> any ToastSnackbarAndBannerAccessibilityConformanceHarness {
    NoticeHarness(.banner)
}
