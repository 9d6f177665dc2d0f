import Foundation
import SpecModel
import SpecParser
import Testing

/// The three specs in specs/ read back with exactly the facts they were written with.
@Suite struct ProjectSpecTests {
    private func load(_ name: String) throws -> ParseResult {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("specs/\(name)"))
        return SpecParser.parse(bytes: data, source: "specs/\(name)")
    }

    private func signature(_ api: APIDeclaration?) -> [String] {
        (api?.parameters ?? []).map { "\($0.name): \($0.type ?? "?")\($0.defaultValue.map { " = \($0)" } ?? "")" }
    }

    @Test func snackbar() throws {
        let result = try load("snackbar.md")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let spec = result.spec
        #expect(spec.name == "Snackbar")
        let swift = try #require(spec.api("Snackbar"))
        #expect(swift.language == .swift)
        #expect(swift.kind == .initializer)
        #expect(swift.module == "UIComponentsPlugin")
        #expect(
            signature(swift) == [
                "featureData: FeatureMetricsData", "isPresented: Binding<Bool>", "message: String",
                "leadingWDIconName: String? = nil", "leadingIconAccessibilityLabel: String? = nil",
                "dismissClosure: @escaping () -> Void = {}", "localizer: LocalizationAdapting",
            ]
        )
        #expect(swift.parameters.filter(\.isData).map(\.name) == ["message", "leadingWDIconName", "leadingIconAccessibilityLabel"])
        let kotlin = try #require(spec.api("SnackBarUiComponent"))
        #expect(kotlin.language == .kotlin)
        #expect(kotlin.attributes == ["@Composable"])
        #expect(
            signature(kotlin) == [
                "hostStateWrapper: SnackbarHostStateWrapper", "modifier: Modifier = Modifier", "message: String",
                "leadingIcon: Painter? = null", "leadingIconContentDescription: String? = null",
            ]
        )
        #expect(spec.anatomy.map(\.name) == ["Container", "Message", "Dismiss icon", "Leading icon"])
        #expect(spec.anatomy.map(\.isOptional) == [false, false, false, true])
        let behaviors = spec.behaviors.map(\.text).joined(separator: "\n")
        for fact in ["after 7 seconds", "X icon", "left, right or down", "Only one snackbar is visible", "16 pt above", "600 pt"] {
            #expect(behaviors.contains(fact), "missing behaviour: \(fact)")
        }
        #expect(spec.behaviors.count == 7)
        #expect(spec.accessibility.count == 2)
        #expect(spec.accessibility[0].text.contains("without moving focus"))
    }

    @Test func snackbarStack() throws {
        let result = try load("snackbar-stack.md")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let spec = result.spec
        #expect(signature(spec.api("GlassSnackbarStackView")) == ["limit: Int = 2", "spacing: CGFloat = 0"])
        let insert = try #require(spec.api("insertSnackbarView"))
        #expect(insert.returnType == "LDSnackbar")
        #expect(
            signature(insert) == [
                "model: LDSnackbar.Model",
                "additionalInsets: LayoutConstrainingInsets = .init(vertical: LDSpacing.space8, horizontal: LDSpacing.space16)",
                "action: (() -> Void)? = nil", "onDismiss: (() -> Void)? = nil", "animated: Bool = true",
            ]
        )
        #expect(spec.enumerations.map(\.cases) == [["inView", "alwaysOnTop"]])
        let behaviors = spec.behaviors.map(\.text).joined(separator: "\n")
        for fact in ["oldest is removed until `limit` remain", "4 seconds", "10 seconds", "outside its action", "performs it"] {
            #expect(behaviors.contains(fact), "missing behaviour: \(fact)")
        }
    }

    @Test func banner() throws {
        let result = try load("banner.md")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let spec = result.spec
        let api = try #require(spec.api("BannerMessage"))
        #expect(api.parameter("message")?.isRequired == true)
        #expect(api.parameter("variant")?.defaultValue == ".persistent")
        #expect(api.parameter("position")?.defaultValue == ".overlapping")
        #expect(api.parameters.filter { !$0.isData }.map(\.name) == ["action", "onDismiss"])
        #expect(spec.enumerations.map(\.name) == ["BannerVariant", "BannerPosition", "BannerIndicator"])
        #expect(spec.variants.map(\.name) == ["Progress", "Persistent", "Error", "Offline", "Sync", "Multi-message"])
        #expect(spec.variants.filter(\.isDefault).map(\.name) == ["Persistent"])
        #expect(spec.anatomy.filter(\.isOptional).count == 4)
        #expect(spec.behaviors.contains { $0.text.contains("stays visible until the condition") })
    }

    // MARK: Recognised rules, as `specgen dump` shows them

    private func rules(_ spec: ComponentSpec) -> [Rule] { (spec.behaviors + spec.accessibility).flatMap(\.rules) }

    @Test func snackbarRules() throws {
        let rules = rules(try load("snackbar.md").spec)
        #expect(rules.compactMap { $0.as(AutoDismissRule.self) }.map(\.seconds) == [7])
        #expect(
            rules.compactMap { $0.as(DismissGesturesRule.self) }.flatMap(\.gestures)
                == [.tapClose, .swipeLeft, .swipeRight, .swipeDown, .tapClose]  // the last: "A close control … is always available"
        )
        let visible = try #require(rules.lazy.compactMap { $0.as(MaxVisibleRule.self) }.first)
        #expect(visible.limit == .count(1))
        #expect(visible.overflow == .queue)
        let placement = rules.compactMap { $0.as(PlacementRule.self) }
        #expect(placement.compactMap(\.edge) == [.bottom])
        #expect(placement.compactMap(\.offset) == [16])
        #expect(placement.compactMap(\.margin) == [16])
        #expect(placement.compactMap(\.maxWidth) == [600])
        #expect(rules.lazy.compactMap { $0.as(AnnounceRule.self) }.first?.movesFocus == false)
    }

    @Test func snackbarStackRules() throws {
        let rules = rules(try load("snackbar-stack.md").spec)
        let visible = try #require(rules.lazy.compactMap { $0.as(MaxVisibleRule.self) }.first)
        #expect(visible.limit == .parameter("limit"))
        #expect(visible.overflow == .evictOldest)
        let timings = rules.compactMap { $0.as(AutoDismissRule.self) }
        #expect(timings.map(\.seconds) == [4, 10])
        #expect(timings.map(\.condition?.text) == [nil, "it has an action and VoiceOver is on"])
        #expect(timings.last?.condition?.facts == [.hasAction: true, .screenReaderRunning: true])
    }

    @Test func bannerRules() throws {
        let rules = rules(try load("banner.md").spec)
        #expect(rules.lazy.compactMap { $0.as(PersistentRule.self) }.first?.until == "the condition its text describes changes")
        #expect(rules.lazy.compactMap { $0.as(MaxLinesRule.self) }.first?.lines == 2)
    }
}
