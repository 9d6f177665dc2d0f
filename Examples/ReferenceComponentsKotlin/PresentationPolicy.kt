package specgen.reference

import kotlin.time.Duration

/** How a presenter behaves: every documented behaviour is a value here, so a component is a configuration. */
data class PresentationPolicy(
    /** How many messages may be visible at once. */
    val maximumVisible: Int,
    /** What happens to messages beyond `maximumVisible`. */
    val overflow: Overflow,
    /** How long a message stays, given whether it has an action and a screen reader runs; null means until dismissed. */
    val dismissDelay: (hasAction: Boolean, isScreenReaderRunning: Boolean) -> Duration?,
    /** The gestures that dismiss a message. */
    val dismissGestures: Set<Gesture>,
    /** Where a message is laid out. */
    val placement: Placement,
    /** The most lines a message wraps to. */
    val maximumMessageLines: Int,
    /** How many characters fit on a line (a phone-width label of body text). */
    val charactersPerLine: Int = 44,
    /** How long after being presented a message appears (a tooltip waits for the pointer to rest). */
    val appearanceDelay: Duration = Duration.ZERO,
    /** What stops the dismiss timer while it lasts. */
    val timerPauses: Set<TimerPause> = emptySet(),
    /** Whether the Escape key dismisses the frontmost message. */
    val dismissesOnEscape: Boolean = false,
    /** How long a message of a variant stays, when that variant has its own timing, by the variant's raw value. */
    val variantDismissDelays: Map<String, Duration> = emptyMap(),
    /** The anatomy parts a visible message shows, by identifier (`banner.messageText`). */
    val parts: Set<String> = emptySet(),
) {
    /** What happens to messages beyond `maximumVisible`. */
    enum class Overflow {
        /** They wait and appear one by one as visible ones are dismissed. */
        QUEUE,

        /** The oldest visible one is removed. */
        EVICT_OLDEST,

        /** The newest is dropped (wrong for every spec here; kept for the mutants). */
        EVICT_NEWEST,
    }

    /** A situation that stops the dismiss timer. */
    enum class TimerPause { HOVER, FOCUS }
}

/** A gesture on a presented message. */
enum class Gesture { TAP_CLOSE, TAP_ANYWHERE, TAP_ACTION, SWIPE, SWIPE_LEFT, SWIPE_RIGHT, SWIPE_UP, SWIPE_DOWN }
