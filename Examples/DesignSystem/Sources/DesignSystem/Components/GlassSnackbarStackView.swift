import Foundation

/// The snackbar stack as specs/snackbar-stack.md documents it: several snackbars above each other, at most `limit`.
@MainActor
public final class GlassSnackbarStackView {
    /// Where the stack presents its snackbars.
    public enum PresentationMode: Sendable {
        /// Inside a view the caller provides.
        case inView
        /// In a window of its own, over all other content.
        case alwaysOnTop
    }

    /// The most snackbars shown at once.
    public let limit: Int
    /// Vertical space between stacked snackbars, in points.
    public let spacing: CGFloat
    /// The snackbars on screen, oldest first.
    public private(set) var snackbarViews: [LDSnackbar] = []

    /// Creates a stack; `Swift.Int` and `0.0` are spelt so on purpose (the document writes `Int` and `0`).
    public init(limit: Swift.Int = 2, spacing: CGFloat = 0.0) {
        self.limit = limit
        self.spacing = spacing
    }

    /// Adds a snackbar to the stack, removing the oldest beyond `limit`, and returns it.
    @discardableResult
    public func insertSnackbarView(
        model: LDSnackbar.Model,
        additionalInsets: LayoutConstrainingInsets = .init(
            vertical: LDSpacing.space8,
            horizontal: LDSpacing.space16,
        ),
        action: (() -> Void)? = nil,
        onDismiss: (() -> Void)? = nil,
        animated: Bool = true
    ) -> LDSnackbar {
        let snackbar = LDSnackbar(model: model, insets: additionalInsets, action: action, onDismiss: onDismiss)
        snackbarViews.append(snackbar)
        while snackbarViews.count > limit { snackbarViews.removeFirst() }
        return snackbar
    }
}

/// One snackbar of a stack.
public final class LDSnackbar {
    /// What a snackbar shows.
    public struct Model: Sendable, Hashable {
        /// Its text.
        public var message: String
        /// Its action's title, if it has one.
        public var actionTitle: String?

        /// Creates a model.
        public init(message: String, actionTitle: String? = nil) {
            self.message = message
            self.actionTitle = actionTitle
        }
    }

    /// What it shows.
    public let model: Model
    /// The insets around it.
    public let insets: LayoutConstrainingInsets
    let action: (() -> Void)?
    let onDismiss: (() -> Void)?

    init(model: Model, insets: LayoutConstrainingInsets, action: (() -> Void)?, onDismiss: (() -> Void)?) {
        self.model = model
        self.insets = insets
        self.action = action
        self.onDismiss = onDismiss
    }
}

/// Insets around a component, in points.
public struct LayoutConstrainingInsets: Sendable, Hashable {
    /// Above and below.
    public var vertical: CGFloat
    /// Left and right.
    public var horizontal: CGFloat

    /// Creates insets.
    public init(vertical: CGFloat, horizontal: CGFloat) {
        self.vertical = vertical
        self.horizontal = horizontal
    }
}

/// The spacing scale, in points.
public enum LDSpacing {
    /// 8 pt.
    public static let space8: CGFloat = 8
    /// 16 pt.
    public static let space16: CGFloat = 16
}
