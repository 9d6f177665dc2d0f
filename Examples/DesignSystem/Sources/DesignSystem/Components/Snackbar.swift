#if canImport(SwiftUI)
    import SwiftUI  // Binding; Binding.swift stands in for it where SwiftUI is missing.
#endif

/// The snackbar as specs/snackbar.md documents it (its Swift API; the presentation lives in `NoticePresenter`).
public struct Snackbar {
    /// The feature and screen showing it, for metrics.
    public let featureData: FeatureMetricsData
    /// Whether it is on screen.
    public let isPresented: Binding<Bool>
    /// The text it shows.
    public let message: String
    /// The icon before the message, if any.
    public let leadingWDIconName: String?
    /// The icon's accessible label; without one the icon is hidden from assistive technology.
    public let leadingIconAccessibilityLabel: String?
    /// Called once it has been dismissed.
    public let dismissClosure: () -> Void
    /// Localizes its built-in strings.
    public let localizer: any LocalizationAdapting

    /// Creates a snackbar; the spellings differ from the document's on purpose (`Optional<String>`, `() -> ()`),
    /// since verify-api must read them as the same.
    public init(
        featureData: FeatureMetricsData,
        isPresented: Binding<Bool>,
        message: String,
        leadingWDIconName: Optional<String> = nil,
        leadingIconAccessibilityLabel: String? = nil,
        dismissClosure: @escaping () -> () = {},
        localizer: any LocalizationAdapting
    ) {
        self.featureData = featureData
        self.isPresented = isPresented
        self.message = message
        self.leadingWDIconName = leadingWDIconName
        self.leadingIconAccessibilityLabel = leadingIconAccessibilityLabel
        self.dismissClosure = dismissClosure
        self.localizer = localizer
    }
}

/// The feature and screen a component appears on, for metrics.
public struct FeatureMetricsData: Sendable, Hashable {
    /// The feature's name.
    public var feature: String
    /// The screen's identifier.
    public var screen: String

    /// Creates the metrics context.
    public init(feature: String, screen: String) {
        self.feature = feature
        self.screen = screen
    }
}

/// Localizes a component's built-in strings.
public protocol LocalizationAdapting {
    /// The text for `key` in the current language.
    func localized(_ key: String) -> String
}
