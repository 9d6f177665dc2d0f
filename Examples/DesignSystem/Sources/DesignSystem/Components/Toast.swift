/// The toast as specs/toast.md documents it.
public struct Toast: Sendable, Hashable {
    /// The text it shows.
    public var message: String
    /// Whether its close button is shown.
    public var showsCloseButton: Bool

    /// Creates a toast.
    public init(message: String, showsCloseButton: Bool = true) {
        self.message = message
        self.showsCloseButton = showsCloseButton
    }
}
