import ReferenceComponents

/// Adapts the reference presenter to every generated harness protocol (their requirements share names). The
/// protocols are `@MainActor`, so this class is too; the presenter it drives is headless and isolation-free.
final class ReferenceHarness: SnackbarConformanceHarness, SnackbarStackConformanceHarness, BannerConformanceHarness,
    ToastConformanceHarness, TooltipConformanceHarness, ToastSnackbarAndBannerAccessibilityConformanceHarness
{
    let presenter: Presenter

    init(_ policy: PresentationPolicy) {
        presenter = Presenter(policy: policy)
    }

    func present(message: String) { presenter.present(message) }
    func present(message: String, hasAction: Bool) { presenter.present(message, hasAction: hasAction) }
    func present(message: String, variant: String) { presenter.present(message, variant: variant) }
    func visibleParts(of message: String) -> Set<String> { presenter.visibleParts(of: message) }
    func advance(by duration: Duration) { presenter.advance(by: duration) }
    var visibleMessages: [String] { presenter.visibleMessages }
    var isVoiceOverRunning: Bool {
        get { presenter.isVoiceOverRunning }
        set { presenter.isVoiceOverRunning = newValue }
    }
    func perform(_ gesture: ConformanceGesture, on message: String) { presenter.perform(Self.gesture(gesture), on: message) }
    var dismissedMessages: [String] { presenter.dismissed }
    var performedActions: [String] { presenter.performedActions }
    func dismiss(message: String) { presenter.dismiss(message) }
    var announcements: [String] { presenter.announcements }
    var focusedMessage: String? { nil }
    func renderedLines(of message: String) -> [String] { presenter.renderedLines(of: message) }
    var isPointerHovering: Bool {
        get { presenter.isPointerHovering }
        set { presenter.isPointerHovering = newValue }
    }
    var isKeyboardFocused: Bool {
        get { presenter.isKeyboardFocused }
        set { presenter.isKeyboardFocused = newValue }
    }
    func press(_ key: ConformanceKey, on message: String) {
        switch key {
        case .escape: presenter.pressEscape(on: message)
        }
    }

    func frame(of message: String, on screen: ConformanceScreen) -> ConformanceRect {
        let metrics = ScreenMetrics(width: screen.width, height: screen.height, topInset: screen.topInset, bottomInset: screen.bottomInset)
        let frame = presenter.frame(of: message, on: metrics)
        return ConformanceRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    private static func gesture(_ gesture: ConformanceGesture) -> Gesture {
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
    }
}

// The factories the generated suites call: the reference components, configured as their specs say.
@MainActor func makeSnackbarConformanceHarness() -> any SnackbarConformanceHarness { ReferenceHarness(.snackbar()) }
@MainActor func makeSnackbarStackConformanceHarness() -> any SnackbarStackConformanceHarness { ReferenceHarness(.snackbarStack()) }
@MainActor func makeBannerConformanceHarness() -> any BannerConformanceHarness { ReferenceHarness(.banner()) }
@MainActor func makeToastConformanceHarness() -> any ToastConformanceHarness { ReferenceHarness(.toast()) }
@MainActor func makeTooltipConformanceHarness() -> any TooltipConformanceHarness { ReferenceHarness(.tooltip()) }
// The guideline's suite runs against the component that meets it; `MutationTests` shows the snackbar does not.
@MainActor func makeToastSnackbarAndBannerAccessibilityConformanceHarness() -> any ToastSnackbarAndBannerAccessibilityConformanceHarness {
    ReferenceHarness(.banner())
}
