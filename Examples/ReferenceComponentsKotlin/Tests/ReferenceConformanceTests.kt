package specgen.reference

import specgen.components.BannerConformanceTest
import specgen.components.SnackbarConformanceTest
import specgen.components.SnackbarStackConformanceTest
import specgen.components.ToastConformanceTest
import specgen.components.ToastSnackbarAndBannerAccessibilityConformanceTest
import specgen.components.TooltipConformanceTest

// The generated JUnit 4 suites, run against the reference components configured as their specs say.

class SnackbarReferenceTest : SnackbarConformanceTest() {
    override fun makeHarness() = ReferenceHarness(snackbarPolicy())
}

class SnackbarStackReferenceTest : SnackbarStackConformanceTest() {
    override fun makeHarness() = ReferenceHarness(snackbarStackPolicy())
}

class BannerReferenceTest : BannerConformanceTest() {
    override fun makeHarness() = ReferenceHarness(bannerPolicy())
}

class ToastReferenceTest : ToastConformanceTest() {
    override fun makeHarness() = ReferenceHarness(toastPolicy())
}

class TooltipReferenceTest : TooltipConformanceTest() {
    override fun makeHarness() = ReferenceHarness(tooltipPolicy())
}

/** The guideline's suite runs against the component that meets it; `MutationTest` shows the snackbar does not. */
class AccessibilityGuidelineReferenceTest : ToastSnackbarAndBannerAccessibilityConformanceTest() {
    override fun makeHarness() = ReferenceHarness(bannerPolicy())
}
