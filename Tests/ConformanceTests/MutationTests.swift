import ComponentModels
import Foundation
import ReferenceComponents
import Testing

/// Deliberately wrong implementations: each must fail exactly the generated check for the behaviour it
/// breaks and pass every other, which shows the checks test what their statements say.
@MainActor @Suite struct MutationTests {
    struct Mutant: CustomTestStringConvertible, Sendable {
        var name: String
        /// The spec and a phrase of the statement whose check must fail.
        var spec: String
        var phrase: String
        /// The failing check ids when the suite runs against the mutant.
        var failingChecks: @MainActor @Sendable () -> [String]

        var testDescription: String { name }
    }

    nonisolated static let mutants: [Mutant] = [
        Mutant(name: "snackbar dismisses at 6 s", spec: "snackbar.md", phrase: "after 7 seconds") {
            failing(SnackbarConformance.checks) { ReferenceHarness(.snackbar(dismissAfter: .seconds(6))) }
        },
        Mutant(name: "stack evicts the newest instead of the oldest", spec: "snackbar-stack.md", phrase: "the oldest is removed") {
            failing(SnackbarStackConformance.checks) { ReferenceHarness(.snackbarStack(overflow: .evictNewest)) }
        },
        Mutant(name: "two snackbars shown at once", spec: "snackbar.md", phrase: "Only one snackbar is visible") {
            failing(SnackbarConformance.checks) { ReferenceHarness(.snackbar(maximumVisible: 2)) }
        },
        Mutant(name: "swipe down ignored", spec: "snackbar.md", phrase: "left, right or down") {
            failing(SnackbarConformance.checks) { ReferenceHarness(.snackbar(dismissGestures: [.tapClose, .swipeLeft, .swipeRight])) }
        },
        Mutant(name: "banner dismisses itself after 5 s", spec: "banner.md", phrase: "until the condition its text describes changes") {
            failing(BannerConformance.checks) {
                ReferenceHarness(.banner(configuration: BannerMessageConfiguration(message: "", dismissAfter: .seconds(5))))
            }
        },
        Mutant(name: "toast timer runs on while hovered", spec: "toast.md", phrase: "its timer pauses") {
            failing(ToastConformance.checks) { ReferenceHarness(.toast(pausingWhile: [.focus])) }
        },
        Mutant(name: "toast ignores Escape", spec: "toast.md", phrase: "Pressing Escape") {
            failing(ToastConformance.checks) { ReferenceHarness(.toast(dismissesOnEscape: false)) }
        },
        Mutant(name: "error toast keeps the plain 5 s", spec: "toast.md", phrase: "An error toast stays for 8 seconds") {
            failing(ToastConformance.checks) { ReferenceHarness(.toast(errorDismissAfter: ToastBehavior.autoDismissDelay)) }
        },
        Mutant(name: "snackbar hides its dismiss icon", spec: "snackbar.md", phrase: "**Container**") {
            failing(SnackbarConformance.checks) { ReferenceHarness(.snackbar(shownParts: [.container, .message])) }
        },
        Mutant(name: "banner shows no message text", spec: "banner.md", phrase: "**Message text**") {
            failing(BannerConformance.checks) { ReferenceHarness(.banner(showsMessageText: false)) }
        },
        Mutant(name: "banner message wraps to three lines", spec: "banner.md", phrase: "at most two lines long") {
            failing(BannerConformance.checks) {
                var policy = PresentationPolicy.banner()
                policy.maximumMessageLines = 3
                return ReferenceHarness(policy)
            }
        },
        Mutant(name: "tooltip appears at once", spec: "tooltip.md", phrase: "appears 500 ms after") {
            failing(TooltipConformance.checks) { ReferenceHarness(.tooltip(appearingAfter: .zero)) }
        },
        Mutant(name: "tooltip stays past its 10 s ceiling", spec: "tooltip.md", phrase: "within 10 seconds") {
            failing(TooltipConformance.checks) { ReferenceHarness(.tooltip(hidingAfter: .seconds(11))) }
        },
    ]

    @Test(arguments: mutants)
    func eachMutantFailsOnlyTheCheckOfWhatItBreaks(_ mutant: Mutant) throws {
        let expected = try "specs/\(mutant.spec):\(Self.line(of: mutant.phrase, in: mutant.spec))"
        #expect(mutant.failingChecks() == [expected])
    }

    @Test func theReferenceImplementationFailsNoCheck() {
        #expect(Self.failing(SnackbarConformance.checks) { ReferenceHarness(.snackbar()) }.isEmpty)
        #expect(Self.failing(SnackbarStackConformance.checks) { ReferenceHarness(.snackbarStack()) }.isEmpty)
        #expect(Self.failing(BannerConformance.checks) { ReferenceHarness(.banner()) }.isEmpty)
        #expect(Self.failing(ToastConformance.checks) { ReferenceHarness(.toast()) }.isEmpty)
        #expect(Self.failing(TooltipConformance.checks) { ReferenceHarness(.tooltip()) }.isEmpty)
    }

    /// The guideline's own checks, run against the snackbar: only its timing rule fails, which is the contradiction
    /// `specgen generate` warns about.
    @Test func theSnackbarFailsOnlyTheGuidelinesTimingRule() throws {
        let failing = Self.failing(ToastSnackbarAndBannerAccessibilityConformance.checks) { ReferenceHarness(.snackbar()) }
        let line = try Self.line(of: "must not disappear on a timer", in: "notification-accessibility.md")
        #expect(failing == ["specs/notification-accessibility.md:\(line)"])
    }

    /// Places (`specs/x.md:LINE`) of the checks that throw when run with harnesses from `make`.
    static func failing<Harness>(_ checks: [ConformanceCheck<Harness>], _ make: () -> Harness) -> [String] {
        checks.filter { check in (try? check.run(make)) == nil }.map(\.location)
    }

    /// The line of the spec that contains `phrase`, so the test follows the spec when lines move.
    static func line(of phrase: String, in spec: String) throws -> Int {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("specs/\(spec)"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(phrase) }.map { $0 + 1 }, "no line of \(spec) contains “\(phrase)”")
    }
}
