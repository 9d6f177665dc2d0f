package specgen.reference

import kotlin.time.Duration

/**
 * Headless presentation logic for snackbars, stacks, banners, toasts and tooltips: which messages are visible, when
 * they appear and leave, and what was announced. Time is an input (`advance`), a virtual clock, so behaviour is exact
 * and testable without coroutines or real waiting.
 */
class Presenter(val policy: PresentationPolicy) {
    private data class Item(
        val message: String,
        val hasAction: Boolean,
        /** The variant's raw value, when it was presented as one. */
        val variant: String?,
        /** When it shows (after the policy's appearance delay). */
        var appearsAt: Duration,
        var deadline: Duration?,
    )

    /** Whether a screen reader runs; read when a message is shown. */
    var isScreenReaderRunning = false

    /** Whether the pointer hovers over the messages; pauses their timers when the policy says so. */
    var isPointerHovering = false

    /** Whether a message has keyboard focus; pauses their timers when the policy says so. */
    var isKeyboardFocused = false

    /** Time since the presenter was created. */
    var now: Duration = Duration.ZERO
        private set

    /** Messages reported as dismissed, in order. */
    val dismissed = mutableListOf<String>()

    /** Messages whose action was performed, in order. */
    val performedActions = mutableListOf<String>()

    /** Text announced to assistive technology, in order. */
    val announcements = mutableListOf<String>()

    private val visible = mutableListOf<Item>()
    private val waiting = mutableListOf<Item>()

    /** The visible messages, oldest first (those still waiting out their appearance delay are not). */
    val visibleMessages: List<String> get() = visible.filter { it.appearsAt <= now }.map { it.message }

    private val isTimerPaused: Boolean
        get() =
            (isPointerHovering && PresentationPolicy.TimerPause.HOVER in policy.timerPauses) ||
                (isKeyboardFocused && PresentationPolicy.TimerPause.FOCUS in policy.timerPauses)

    /** Presents a message (as the variant with raw value `variant`, if given), queueing or evicting per the policy. */
    fun present(message: String, hasAction: Boolean = false, variant: String? = null) {
        val item = Item(message, hasAction, variant, now, null)
        if (visible.size < policy.maximumVisible) return show(item)
        when (policy.overflow) {
            PresentationPolicy.Overflow.QUEUE -> waiting.add(item)
            PresentationPolicy.Overflow.EVICT_OLDEST -> {
                show(item)
                while (visible.size > policy.maximumVisible) remove(0)
            }
            PresentationPolicy.Overflow.EVICT_NEWEST -> dismissed.add(item.message)
        }
    }

    /** Moves time forward, dismissing messages whose time is up in the order their deadlines fall. */
    fun advance(duration: Duration) {
        val target = now + duration
        if (isTimerPaused) visible.forEach { item -> item.deadline = item.deadline?.plus(duration) }
        while (true) {
            val next = visible.withIndex().filter { it.value.deadline != null && it.value.deadline!! <= target }
                .minByOrNull { it.value.deadline!! } ?: break
            now = next.value.deadline!!
            remove(next.index)
        }
        now = target
    }

    /** Performs a gesture on the visible message `message`; dismisses it when the policy allows the gesture. */
    fun perform(gesture: Gesture, message: String) {
        val index = visible.indexOfFirst { it.message == message }
        if (index < 0 || gesture !in policy.dismissGestures) return
        if (gesture == Gesture.TAP_ACTION) {
            if (!visible[index].hasAction) return
            performedActions.add(message)
        }
        remove(index)
    }

    /** Presses Escape on the visible message `message`; dismisses it when the policy says so. */
    fun pressEscape(message: String) {
        val index = visible.indexOfFirst { it.message == message }
        if (policy.dismissesOnEscape && index >= 0) remove(index)
    }

    /** Dismisses `message` as its caller would. */
    fun dismiss(message: String) {
        val index = visible.indexOfFirst { it.message == message }
        if (index >= 0) remove(index) else waiting.removeAll { it.message == message }
    }

    /** The anatomy parts the visible message `message` shows; none when it is not visible. */
    fun visibleParts(message: String): Set<String> = if (message in visibleMessages) policy.parts else emptySet()

    /** The lines `message` renders in: wrapped at the policy's characters per line, cut to its line limit. */
    fun renderedLines(message: String): List<String> =
        TextWrapping.lines(message, policy.charactersPerLine, policy.maximumMessageLines)

    /** Where `message` is laid out on `screen`. */
    fun frame(message: String, screen: ScreenMetrics): Frame = policy.placement.frame(screen)

    private fun show(item: Item) {
        item.appearsAt = now + policy.appearanceDelay
        // A variant with its own timing uses it; every other message the policy's.
        val delay = item.variant?.let { policy.variantDismissDelays[it] } ?: policy.dismissDelay(item.hasAction, isScreenReaderRunning)
        item.deadline = delay?.let { item.appearsAt + it }
        visible.add(item)
        // Announced without moving focus: the person's current work is not interrupted.
        announcements.add(item.message)
    }

    private fun remove(index: Int) {
        dismissed.add(visible.removeAt(index).message)
        while (visible.size < policy.maximumVisible && waiting.isNotEmpty()) show(waiting.removeAt(0))
    }
}
