import SpecModel

/// One step of a conformance check, in no particular language: the Swift emitter (and later others) renders it.
public enum CheckStep: Sendable, Hashable {
    /// Arranges a situation before presenting (a screen reader running, the pointer hovering).
    case arrange(ConditionSubject, Bool)
    /// Presents a component showing `message`, with an action button when `hasAction`.
    case present(message: String, hasAction: Bool)
    /// Presents a component showing `message` as the `variant` its spec lists (by the name the spec gives it).
    case presentVariant(message: String, variant: String)
    /// Presents one component per message, in order, none with an action.
    case presentEach([String])
    /// Moves the implementation's clock forward.
    case advance(milliseconds: Int)
    /// Performs a gesture on the component showing `message`.
    case perform(DismissGesturesRule.Gesture, message: String)
    /// Presses `key` while the component showing `message` is frontmost.
    case pressKey(ConformanceKey, message: String)
    /// Dismisses the component showing `message`, as its caller would.
    case dismiss(message: String)
    /// Lays the component showing `message` out on `screen`; later frame expectations refer to it.
    case layout(message: String, screen: ConformanceScreenKind)
    /// Fails with `failure` (what the spec promises) unless the expectation holds.
    case expect(Expectation, failure: String)
}

/// Something a check observes of the implementation.
public enum Expectation: Sendable, Hashable {
    /// The message is on screen (or not).
    case visible(String, Bool)
    /// Exactly these messages are on screen, oldest first.
    case visibleMessages([String])
    /// Exactly this many messages are on screen.
    case visibleCount(Int)
    /// Exactly these dismissals were reported to the caller.
    case dismissedMessages([String])
    /// Exactly these actions were performed.
    case performedActions([String])
    /// The message was announced to assistive technology.
    case announced(String)
    /// Accessibility focus moved to the message's component (or not).
    case focused(String, Bool)
    /// The laid-out frame's edge sits `offset` points from the bars.
    case frameEdgeOffset(PlacementRule.Edge, Double)
    /// The laid-out frame sits in the half of the screen at `edge`, inside the bars.
    case frameAtEdge(PlacementRule.Edge)
    /// The laid-out frame keeps `margin` points from both sides.
    case frameSideMargins(Double)
    /// The laid-out frame is at most `width` points wide.
    case frameMaxWidth(Double)
    /// The laid-out frame is centred horizontally.
    case frameCentered
    /// The component showing the message renders it in at least one and at most `atMost` lines.
    case renderedLines(String, atMost: Int)
    /// The component showing the message shows every one of these anatomy parts (named as the spec names them).
    case partsVisible(String, parts: [String])
}

/// A keyboard key a check presses.
public enum ConformanceKey: String, Sendable, Hashable {
    /// The Escape key.
    case escape
}

/// A screen size the placement checks lay components out on.
public enum ConformanceScreenKind: String, Sendable, Hashable {
    /// A phone in portrait.
    case phone
    /// A tablet in portrait.
    case tablet
}
