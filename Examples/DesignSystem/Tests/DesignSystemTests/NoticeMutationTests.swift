import DesignSystem
import Foundation
import Testing

/// Deliberately wrong notice styles: each fails exactly the generated check of the statement it breaks, which
/// shows the suites test the `@MainActor` presenter's real behaviour.
@MainActor @Suite struct NoticeMutationTests {
    struct Mutant: CustomTestStringConvertible, Sendable {
        var name: String
        /// The spec and a phrase of the statement whose check must fail.
        var spec: String
        var phrase: String
        var failingChecks: @MainActor @Sendable () -> [String]

        var testDescription: String { name }
    }

    nonisolated static let mutants: [Mutant] = [
        Mutant(name: "snackbar leaves at 6 s", spec: "snackbar.md", phrase: "after 7 seconds") {
            failing(SnackbarConformance.checks, .snackbar) { $0.dismissDelay = { _, _ in .seconds(6) } }
        },
        Mutant(name: "snackbar ignores swipe down", spec: "snackbar.md", phrase: "left, right or down") {
            failing(SnackbarConformance.checks, .snackbar) { $0.dismissGestures.remove(.swipeDown) }
        },
        Mutant(name: "stack queues instead of evicting", spec: "snackbar-stack.md", phrase: "the oldest is removed") {
            failing(SnackbarStackConformance.checks, .snackbarStack) { $0.overflow = .queue }
        },
        Mutant(name: "banner wraps to three lines", spec: "banner.md", phrase: "at most two lines long") {
            failing(BannerConformance.checks, .banner) { $0.numberOfLines = 3 }
        },
        Mutant(name: "toast runs on while hovered", spec: "toast.md", phrase: "its timer pauses") {
            failing(ToastConformance.checks, .toast) { $0.pausesWhileHovered = false }
        },
        Mutant(name: "toast ignores Escape", spec: "toast.md", phrase: "Pressing Escape") {
            failing(ToastConformance.checks, .toast) { $0.escapeDismisses = false }
        },
        Mutant(name: "error toast keeps the plain 5 s", spec: "toast.md", phrase: "An error toast stays for 8 seconds") {
            failing(ToastConformance.checks, .toast) { $0.variantDismissDelays = [:] }
        },
        Mutant(name: "snackbar hides its dismiss icon", spec: "snackbar.md", phrase: "**Container**") {
            failing(SnackbarConformance.checks, .snackbar) { $0.parts.remove(SnackbarPart.dismissIcon.accessibilityIdentifier) }
        },
        Mutant(name: "banner shows no message text", spec: "banner.md", phrase: "**Message text**") {
            failing(BannerConformance.checks, .banner) { $0.parts = [] }
        },
        Mutant(name: "tooltip appears at once", spec: "tooltip.md", phrase: "appears 500 ms after") {
            failing(TooltipConformance.checks, .tooltip) { $0.appearanceDelay = .zero }
        },
        Mutant(name: "tooltip stays past its 10 s ceiling", spec: "tooltip.md", phrase: "within 10 seconds") {
            failing(TooltipConformance.checks, .tooltip) { $0.dismissDelay = { _, _ in .seconds(11) } }
        },
    ]

    @Test(arguments: mutants)
    func eachMutantFailsOnlyTheCheckOfWhatItBreaks(_ mutant: Mutant) throws {
        let expected = try "specs/\(mutant.spec):\(Self.line(of: mutant.phrase, in: mutant.spec))"
        #expect(mutant.failingChecks() == [expected])
    }

    @Test func everyStyleAsDesignedFailsNoCheck() {
        #expect(Self.failing(SnackbarConformance.checks, .snackbar) { _ in }.isEmpty)
        #expect(Self.failing(SnackbarStackConformance.checks, .snackbarStack) { _ in }.isEmpty)
        #expect(Self.failing(BannerConformance.checks, .banner) { _ in }.isEmpty)
        #expect(Self.failing(ToastConformance.checks, .toast) { _ in }.isEmpty)
        #expect(Self.failing(TooltipConformance.checks, .tooltip) { _ in }.isEmpty)
    }

    /// Places of the checks that fail against `style` changed by `mutate`.
    static func failing<Harness>(
        _ checks: [ConformanceCheck<Harness>],
        _ style: NoticeStyle,
        _ mutate: (inout NoticeStyle) -> Void
    ) -> [String] {
        var style = style
        mutate(&style)
        return checks.filter { check in (try? check.run { NoticeHarness(style) as! Harness }) == nil }.map(\.location)
    }

    /// The line of the spec that contains `phrase`, so the test follows the spec when lines move.
    nonisolated static func line(of phrase: String, in spec: String) throws -> Int {
        let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("specs")
        let text = try String(contentsOf: specs.appendingPathComponent(spec), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(phrase) }.map { $0 + 1 }, "no line of \(spec) contains “\(phrase)”")
    }
}
