/// "Swiping left or right dismisses it": the ways a person can dismiss the component.
public struct DismissGesturesRule: RuleValue {
    public static let kind = "dismissGestures"

    /// The gestures, in `Gesture`'s order.
    public var gestures: [Gesture]

    /// Creates the rule; the gestures are put in their fixed order.
    public init(gestures: [Gesture]) {
        self.gestures = Array(Set(gestures)).sorted()
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
}
