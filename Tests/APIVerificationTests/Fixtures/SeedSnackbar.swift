// Our own code, written to match what seed 000 documents for the Swift snackbar (module UIComponentsPlugin).

/// A two-way reference to a flag owned elsewhere (a stand-in for SwiftUI's, which Linux lacks).
public struct Binding<Value> {
    /// Creates a binding.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
}

/// Which feature and screen show a component.
public struct FeatureMetricsData {
    /// Creates the context.
    public init() {}
}

/// Turns keys into text in the reader's language.
public protocol LocalizationAdapting {}

/// A short notice at the bottom of the screen.
public struct Snackbar {
    /// Creates one.
    public init(
        featureData: FeatureMetricsData,
        isPresented: Binding<Bool>,
        message: String,
        leadingWDIconName: String? = nil,
        leadingIconAccessibilityLabel: String? = nil,
        dismissClosure: @escaping () -> Void = {},
        localizer: LocalizationAdapting
    ) {}
}
