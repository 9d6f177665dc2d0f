/// A behaviour the parser recognised in a statement, with its values; turned into an executable check.
///
/// One flat shape for every kind: only the fields a kind uses are set, so the JSON stays small.
public struct Rule: Codable, Sendable, Hashable {
    /// What kind of behaviour it is.
    public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
        case autoDismiss
        case dismissGestures
        case maxVisible
        case persistent
        case placement
        case announce
        case maxLines
    }

    /// A way to dismiss a component.
    public enum Gesture: String, Codable, Sendable, Hashable, CaseIterable, Comparable {
        case tapClose
        case tapAnywhere
        case tapAction
        case swipe
        case swipeLeft
        case swipeRight
        case swipeUp
        case swipeDown

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// What happens to components beyond the visible limit.
    public enum Overflow: String, Codable, Sendable, Hashable {
        /// The next one waits until the current one is dismissed.
        case queue
        /// The oldest visible one is removed.
        case evictOldest
    }

    /// The kind.
    public var kind: Kind
    /// autoDismiss: seconds on screen.
    public var seconds: Double?
    /// autoDismiss: the condition under which this timing applies ("it has an action and VoiceOver is on").
    public var condition: String?
    /// dismissGestures: the gestures, in a fixed order.
    public var gestures: [Gesture]?
    /// maxVisible: how many may be visible at once.
    public var count: Int?
    /// maxVisible: the parameter that sets the count (`limit`).
    public var parameter: String?
    /// maxVisible: what happens to the overflow.
    public var overflow: Overflow?
    /// persistent: what ends it ("the condition its text describes changes").
    public var until: String?
    /// placement: `top` or `bottom`.
    public var edge: String?
    /// placement: distance from the edge or the bars, in points.
    public var offset: Double?
    /// placement: side margin, in points.
    public var margin: Double?
    /// placement: maximum width, in points.
    public var maxWidth: Double?
    /// placement: `center`, `leading` or `trailing`.
    public var alignment: String?
    /// announce: whether focus moves to the component (false: announced without moving focus).
    public var movesFocus: Bool?
    /// maxLines: the line limit.
    public var lines: Int?
    /// The statement text the rule was recognised in.
    public var matchedText: String
    /// Line of the statement.
    public var line: Int
    /// Column of the statement.
    public var column: Int

    /// Creates a rule of `kind`; set the kind's fields afterwards.
    public init(kind: Kind, matchedText: String, line: Int, column: Int) {
        self.kind = kind
        self.matchedText = matchedText
        self.line = line
        self.column = column
    }
}
