/// "at the bottom, 16 pt above the navigation bar, at most 600 pt wide": where the component sits.
public struct PlacementRule: RuleValue {
    public static let kind = "placement"

    /// The screen edge it sits at.
    public var edge: Edge?
    /// Distance from the edge or the bars, in points.
    public var offset: Double?
    /// Side margin, in points.
    public var margin: Double?
    /// Maximum width, in points.
    public var maxWidth: Double?
    /// Horizontal alignment.
    public var alignment: Alignment?

    /// Creates the rule.
    public init(edge: Edge? = nil, offset: Double? = nil, margin: Double? = nil, maxWidth: Double? = nil, alignment: Alignment? = nil) {
        self.edge = edge
        self.offset = offset
        self.margin = margin
        self.maxWidth = maxWidth
        self.alignment = alignment
    }

    /// Whether the rule says anything at all.
    public var isEmpty: Bool { edge == nil && offset == nil && margin == nil && maxWidth == nil && alignment == nil }

    /// A vertical screen edge.
    public enum Edge: String, Codable, Sendable, Hashable {
        case top
        case bottom
    }

    /// A horizontal alignment (left is leading, right is trailing).
    public enum Alignment: String, Codable, Sendable, Hashable {
        case center
        case leading
        case trailing
    }
}
