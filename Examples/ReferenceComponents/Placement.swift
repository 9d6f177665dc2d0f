/// A screen's size and the bars at its edges, in points.
public struct ScreenMetrics: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var topInset: Double
    public var bottomInset: Double

    /// Creates metrics.
    public init(width: Double, height: Double, topInset: Double, bottomInset: Double) {
        self.width = width
        self.height = height
        self.topInset = topInset
        self.bottomInset = bottomInset
    }
}

/// A laid-out frame in points, origin top left.
public struct Frame: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
}

/// Where a presenter lays out its message.
public struct Placement: Sendable {
    /// The screen edge the message sits at.
    public enum Edge: Sendable {
        case top
        case bottom
    }

    public var edge: Edge
    /// Distance from the bars at that edge.
    public var edgeOffset: Double
    /// Side margins.
    public var horizontalMargin: Double
    /// Widest the message gets; centred when the screen is wider.
    public var maximumWidth: Double?
    /// The message's height (content-independent here: the layout logic is what is tested).
    public var height: Double

    /// Creates a placement.
    public init(edge: Edge, edgeOffset: Double, horizontalMargin: Double, maximumWidth: Double?, height: Double = 48) {
        self.edge = edge
        self.edgeOffset = edgeOffset
        self.horizontalMargin = horizontalMargin
        self.maximumWidth = maximumWidth
        self.height = height
    }

    /// The message's frame on `screen`: full width less margins, capped and centred, offset from the edge's bars.
    public func frame(on screen: ScreenMetrics) -> Frame {
        let width = min(screen.width - 2 * horizontalMargin, maximumWidth ?? .infinity)
        let x = (screen.width - width) / 2
        let y =
            switch edge {
            case .bottom: screen.height - screen.bottomInset - edgeOffset - height
            case .top: screen.topInset + edgeOffset
            }
        return Frame(x: x, y: y, width: width, height: height)
    }
}
