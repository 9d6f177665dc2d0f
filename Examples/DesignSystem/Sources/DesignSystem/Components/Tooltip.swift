/// The tooltip as specs/tooltip.md documents it.
public struct Tooltip: Sendable, Hashable {
    /// The explanation it shows.
    public var text: String

    /// Creates a tooltip.
    public init(text: String) {
        self.text = text
    }
}
