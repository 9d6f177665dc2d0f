// Our own code, written to match what seed 002 documents for the snackbar stack.
import Foundation

/// Several snackbars shown above each other.
public final class GlassSnackbarStackView {
    /// Where the snackbars go.
    public enum PresentationMode {
        /// Inside a view the caller names.
        case inView(AnyObject)
        /// In a window of their own, above everything.
        case alwaysOnTop
    }

    /// How many snackbars show at most (a property too, so a row's default is still read from the initializer).
    public let limit: Int
    /// The gap between snackbars.
    public let spacing: CGFloat

    /// Creates a stack.
    public init(limit: Int = 2, spacing: CGFloat = 0) {
        self.limit = limit
        self.spacing = spacing
    }

    /// Shows a snackbar on top of the stack.
    public func insertSnackbarView(
        model: LDSnackbar.Model,
        additionalInsets: LayoutConstrainingInsets = .init(vertical: LDSpacing.space8, horizontal: LDSpacing.space16),
        action: (() -> Void)? = nil,
        onDismiss: (() -> Void)? = nil,
        animated: Bool = true
    ) -> LDSnackbar {
        LDSnackbar()
    }
}

/// One snackbar.
public final class LDSnackbar {
    /// What it shows.
    public struct Model {}
}

/// Room around a snackbar.
public struct LayoutConstrainingInsets {
    /// Creates insets.
    public init(vertical: CGFloat, horizontal: CGFloat) {}
}

/// Spacing steps.
public enum LDSpacing {
    /// The small step.
    public static let space8: CGFloat = 8
    /// The larger step.
    public static let space16: CGFloat = 16
}
