package specgen.reference

import java.io.File
import kotlin.time.Duration.Companion.seconds
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import specgen.components.BannerConformance
import specgen.components.ConformanceCheck
import specgen.components.SnackbarConformance
import specgen.components.SnackbarStackConformance
import specgen.components.ToastConformance
import specgen.components.ToastSnackbarAndBannerAccessibilityConformance
import specgen.components.TooltipConformance

/**
 * Deliberately wrong implementations: each must fail exactly the generated check for the behaviour it breaks and pass
 * every other, which shows the Kotlin checks test what their statements say. Specs are read from `specs/` below the
 * working folder (the repository), so the expected lines follow the specs.
 */
class MutationTest {
    private fun <H> failing(checks: List<ConformanceCheck<H>>, make: () -> H): List<String> =
        checks.filter { it.fails(make) }.map { it.location }

    /** `specs/x.md:LINE` of the line of `spec` containing `phrase`. */
    private fun place(phrase: String, spec: String): String {
        val lines = File("specs/$spec").readLines()
        val index = lines.indexOfFirst { phrase in it }
        assertTrue("no line of $spec contains “$phrase”", index >= 0)
        return "specs/$spec:${index + 1}"
    }

    @Test fun referenceFailsNoCheck() {
        assertEquals(emptyList<String>(), failing(SnackbarConformance.checks) { ReferenceHarness(snackbarPolicy()) })
        assertEquals(emptyList<String>(), failing(SnackbarStackConformance.checks) { ReferenceHarness(snackbarStackPolicy()) })
        assertEquals(emptyList<String>(), failing(BannerConformance.checks) { ReferenceHarness(bannerPolicy()) })
        assertEquals(emptyList<String>(), failing(ToastConformance.checks) { ReferenceHarness(toastPolicy()) })
        assertEquals(emptyList<String>(), failing(TooltipConformance.checks) { ReferenceHarness(tooltipPolicy()) })
    }

    @Test fun snackbarDismissingAtSixSecondsFailsTheSevenSecondCheck() =
        assertEquals(
            listOf(place("after 7 seconds", "snackbar.md")),
            failing(SnackbarConformance.checks) { ReferenceHarness(snackbarPolicy(dismissAfter = 6.seconds)) },
        )

    @Test fun stackEvictingTheNewestFailsTheOldestIsRemovedCheck() =
        assertEquals(
            listOf(place("the oldest is removed", "snackbar-stack.md")),
            failing(SnackbarStackConformance.checks) { ReferenceHarness(snackbarStackPolicy(PresentationPolicy.Overflow.EVICT_NEWEST)) },
        )

    @Test fun twoSnackbarsAtOnceFailTheOneVisibleCheck() =
        assertEquals(
            listOf(place("Only one snackbar is visible", "snackbar.md")),
            failing(SnackbarConformance.checks) { ReferenceHarness(snackbarPolicy(maximumVisible = 2)) },
        )

    @Test fun ignoringSwipeDownFailsTheGestureCheck() =
        assertEquals(
            listOf(place("left, right or down", "snackbar.md")),
            failing(SnackbarConformance.checks) {
                ReferenceHarness(snackbarPolicy(dismissGestures = setOf(Gesture.TAP_CLOSE, Gesture.SWIPE_LEFT, Gesture.SWIPE_RIGHT)))
            },
        )

    @Test fun hidingTheDismissIconFailsThePartsCheck() =
        assertEquals(
            listOf(place("**Container**", "snackbar.md")),
            failing(SnackbarConformance.checks) { ReferenceHarness(snackbarPolicy(shownParts = setOf("snackbar.container", "snackbar.message"))) },
        )

    @Test fun bannerDismissingItselfFailsThePersistenceCheck() =
        assertEquals(
            listOf(place("until the condition its text describes changes", "banner.md")),
            failing(BannerConformance.checks) { ReferenceHarness(bannerPolicy(dismissAfter = 5.seconds)) },
        )

    @Test fun bannerWrappingToThreeLinesFailsTheTwoLineCheck() =
        assertEquals(
            listOf(place("at most two lines long", "banner.md")),
            failing(BannerConformance.checks) { ReferenceHarness(bannerPolicy(maximumMessageLines = 3)) },
        )

    @Test fun bannerWithoutMessageTextFailsThePartsCheck() =
        assertEquals(
            listOf(place("**Message text**", "banner.md")),
            failing(BannerConformance.checks) { ReferenceHarness(bannerPolicy(showsMessageText = false)) },
        )

    @Test fun toastTimerRunningWhileHoveredFailsThePauseCheck() =
        assertEquals(
            listOf(place("its timer pauses", "toast.md")),
            failing(ToastConformance.checks) { ReferenceHarness(toastPolicy(pausingWhile = setOf(PresentationPolicy.TimerPause.FOCUS))) },
        )

    @Test fun toastIgnoringEscapeFailsTheEscapeCheck() =
        assertEquals(
            listOf(place("Pressing Escape", "toast.md")),
            failing(ToastConformance.checks) { ReferenceHarness(toastPolicy(dismissesOnEscape = false)) },
        )

    @Test fun errorToastKeepingFiveSecondsFailsTheEightSecondCheck() =
        assertEquals(
            listOf(place("An error toast stays for 8 seconds", "toast.md")),
            failing(ToastConformance.checks) { ReferenceHarness(toastPolicy(errorDismissAfter = 5.seconds)) },
        )

    @Test fun tooltipAppearingAtOnceFailsTheDelayCheck() =
        assertEquals(
            listOf(place("appears 500 ms after", "tooltip.md")),
            failing(TooltipConformance.checks) { ReferenceHarness(tooltipPolicy(appearingAfter = 0.seconds)) },
        )

    @Test fun tooltipStayingElevenSecondsFailsTheCeilingCheck() =
        assertEquals(
            listOf(place("within 10 seconds", "tooltip.md")),
            failing(TooltipConformance.checks) { ReferenceHarness(tooltipPolicy(hidingAfter = 11.seconds)) },
        )

    /** The guideline's checks against the snackbar: only its timing rule fails (the contradiction generate warns of). */
    @Test fun theSnackbarFailsOnlyTheGuidelinesTimingRule() =
        assertEquals(
            listOf(place("must not disappear on a timer", "notification-accessibility.md")),
            failing(ToastSnackbarAndBannerAccessibilityConformance.checks) { ReferenceHarness(snackbarPolicy()) },
        )
}
