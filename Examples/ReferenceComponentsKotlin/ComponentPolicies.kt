package specgen.reference

import kotlin.time.Duration
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.Duration.Companion.seconds
import specgen.components.BannerBehavior
import specgen.components.SnackbarBehavior
import specgen.components.SnackbarStackBehavior
import specgen.components.ToastBehavior

// The components, each a policy built from the values their specs document (the generated `…Behavior` objects of
// the Kotlin models), so the implementation cannot drift from the specs' numbers.

/** The snackbar: one at a time, queued; gone after 7 s; X, swipe left/right/down; bottom, 16 dp, ≤ 600 dp. */
fun snackbarPolicy(
    dismissAfter: Duration = SnackbarBehavior.autoDismissDelay,
    maximumVisible: Int = SnackbarBehavior.maximumVisibleCount.toInt(),
    dismissGestures: Set<Gesture> = setOf(Gesture.TAP_CLOSE, Gesture.SWIPE_LEFT, Gesture.SWIPE_RIGHT, Gesture.SWIPE_DOWN),
    shownParts: Set<String> = setOf("snackbar.container", "snackbar.message", "snackbar.dismissIcon"),
) = PresentationPolicy(
    maximumVisible = maximumVisible,
    overflow = PresentationPolicy.Overflow.QUEUE,
    dismissDelay = { _, _ -> dismissAfter },
    dismissGestures = dismissGestures,
    placement = Placement(
        Placement.Edge.BOTTOM,
        SnackbarBehavior.edgeOffset,
        SnackbarBehavior.horizontalMargin,
        SnackbarBehavior.maximumWidth,
    ),
    maximumMessageLines = 2,
    parts = shownParts,
)

/** The snackbar stack: two visible, oldest evicted; 4 s, or 10 s with an action while a screen reader runs. */
fun snackbarStackPolicy(overflow: PresentationPolicy.Overflow = PresentationPolicy.Overflow.EVICT_OLDEST) = PresentationPolicy(
    maximumVisible = SnackbarStackBehavior.maximumVisibleCount.toInt(),
    overflow = overflow,
    dismissDelay = { hasAction, screenReader ->
        if (hasAction && screenReader) SnackbarStackBehavior.conditionalAutoDismissDelay else SnackbarStackBehavior.autoDismissDelay
    },
    dismissGestures = setOf(Gesture.TAP_ANYWHERE, Gesture.TAP_ACTION),
    placement = Placement(Placement.Edge.BOTTOM, 8.0, 16.0, null),
    maximumMessageLines = 2,
)

/** The banner: persistent unless a dismiss timer is set; closed with its close button; two lines; its message text shown. */
fun bannerPolicy(
    dismissAfter: Duration? = null,
    showsMessageText: Boolean = true,
    maximumMessageLines: Int = BannerBehavior.maximumMessageLines.toInt(),
) = PresentationPolicy(
    maximumVisible = 1,
    overflow = PresentationPolicy.Overflow.QUEUE,
    dismissDelay = { _, _ -> dismissAfter },
    dismissGestures = setOf(Gesture.TAP_CLOSE),
    placement = Placement(Placement.Edge.TOP, 0.0, 16.0, null),
    maximumMessageLines = maximumMessageLines,
    parts = if (showsMessageText) setOf("banner.messageText") else emptySet(),
)

/** The toast: gone after 5 s (an error toast after 8 s) unless hovered or focused; close button and Escape. */
fun toastPolicy(
    pausingWhile: Set<PresentationPolicy.TimerPause> = setOf(PresentationPolicy.TimerPause.HOVER, PresentationPolicy.TimerPause.FOCUS),
    dismissesOnEscape: Boolean = true,
    errorDismissAfter: Duration = ToastBehavior.errorAutoDismissDelay,
) = PresentationPolicy(
    maximumVisible = 3,
    overflow = PresentationPolicy.Overflow.QUEUE,
    dismissDelay = { _, _ -> ToastBehavior.autoDismissDelay },
    dismissGestures = setOf(Gesture.TAP_CLOSE),
    placement = Placement(Placement.Edge.TOP, 16.0, 16.0, 400.0),
    maximumMessageLines = 3,
    timerPauses = pausingWhile,
    dismissesOnEscape = dismissesOnEscape,
    variantDismissDelays = mapOf("error" to errorDismissAfter),
)

/** The tooltip: appears once the pointer has rested 500 ms; Escape hides it; it hides itself after `hidingAfter`. */
fun tooltipPolicy(appearingAfter: Duration = 500.milliseconds, hidingAfter: Duration? = 8.seconds) = PresentationPolicy(
    maximumVisible = 1,
    overflow = PresentationPolicy.Overflow.EVICT_OLDEST,
    dismissDelay = { _, _ -> hidingAfter },
    dismissGestures = emptySet(),
    placement = Placement(Placement.Edge.TOP, 0.0, 8.0, 280.0, height = 24.0),
    maximumMessageLines = 2,
    appearanceDelay = appearingAfter,
    dismissesOnEscape = true,
)
