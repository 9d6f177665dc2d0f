package specgen.reference

import kotlin.time.Duration
import specgen.components.BannerConformanceHarness
import specgen.components.ConformanceGesture
import specgen.components.ConformanceKey
import specgen.components.ConformanceRect
import specgen.components.ConformanceScreen
import specgen.components.SnackbarConformanceHarness
import specgen.components.SnackbarStackConformanceHarness
import specgen.components.ToastConformanceHarness
import specgen.components.ToastSnackbarAndBannerAccessibilityConformanceHarness
import specgen.components.TooltipConformanceHarness

/** Adapts the reference presenter to every generated harness interface (their members share names). */
class ReferenceHarness(policy: PresentationPolicy) :
    SnackbarConformanceHarness,
    SnackbarStackConformanceHarness,
    BannerConformanceHarness,
    ToastConformanceHarness,
    TooltipConformanceHarness,
    ToastSnackbarAndBannerAccessibilityConformanceHarness {
    val presenter = Presenter(policy)

    override fun present(message: String) = presenter.present(message)
    override fun present(message: String, hasAction: Boolean) = presenter.present(message, hasAction = hasAction)
    override fun present(message: String, variant: String) = presenter.present(message, variant = variant)
    override fun visibleParts(message: String): Set<String> = presenter.visibleParts(message)
    override fun advance(duration: Duration) = presenter.advance(duration)
    override val visibleMessages: List<String> get() = presenter.visibleMessages
    override var isScreenReaderRunning: Boolean
        get() = presenter.isScreenReaderRunning
        set(value) {
            presenter.isScreenReaderRunning = value
        }
    override fun perform(gesture: ConformanceGesture, message: String) = presenter.perform(Gesture.valueOf(gesture.name), message)
    override val dismissedMessages: List<String> get() = presenter.dismissed.toList()
    override val performedActions: List<String> get() = presenter.performedActions.toList()
    override fun dismiss(message: String) = presenter.dismiss(message)
    override val announcements: List<String> get() = presenter.announcements.toList()
    override val focusedMessage: String? get() = null
    override fun renderedLines(message: String): List<String> = presenter.renderedLines(message)
    override var isPointerHovering: Boolean
        get() = presenter.isPointerHovering
        set(value) {
            presenter.isPointerHovering = value
        }
    override var isKeyboardFocused: Boolean
        get() = presenter.isKeyboardFocused
        set(value) {
            presenter.isKeyboardFocused = value
        }
    override fun press(key: ConformanceKey, message: String) =
        when (key) {
            ConformanceKey.ESCAPE -> presenter.pressEscape(message)
        }

    override fun frame(message: String, screen: ConformanceScreen): ConformanceRect {
        val frame = presenter.frame(message, ScreenMetrics(screen.width, screen.height, screen.topInset, screen.bottomInset))
        return ConformanceRect(frame.x, frame.y, frame.width, frame.height)
    }
}
