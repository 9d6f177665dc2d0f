import ComponentModels

// The three components, each a policy built from the values their specs document (the generated
// `…Behavior` constants and model defaults), so the implementation cannot drift from the specs' numbers.

extension PresentationPolicy {
    /// The snackbar: one at a time, queued; gone after 7 s; X, swipe left/right/down; bottom, 16 pt, ≤ 600 pt.
    public static func snackbar(
        dismissAfter delay: Duration = SnackbarBehavior.autoDismissDelay,
        maximumVisible: Int = SnackbarBehavior.maximumVisibleCount,
        dismissGestures: Set<Gesture> = [.tapClose, .swipeLeft, .swipeRight, .swipeDown],
        shownParts: Set<SnackbarPart> = [.container, .message, .dismissIcon]
    ) -> PresentationPolicy {
        var policy = PresentationPolicy(
            maximumVisible: maximumVisible,
            overflow: .queue,
            dismissDelay: { _, _ in delay },
            dismissGestures: dismissGestures,
            placement: Placement(
                edge: .bottom,
                edgeOffset: SnackbarBehavior.edgeOffset,
                horizontalMargin: SnackbarBehavior.horizontalMargin,
                maximumWidth: SnackbarBehavior.maximumWidth
            ),
            maximumMessageLines: 2
        )
        // Its X is part of every snackbar; the leading icon only when one is configured (none here).
        policy.parts = Set(shownParts.map(\.accessibilityIdentifier))
        return policy
    }

    /// The snackbar stack: `limit` visible, oldest evicted; 4 s, or 10 s with an action while VoiceOver runs.
    public static func snackbarStack(
        configuration: GlassSnackbarStackViewConfiguration = GlassSnackbarStackViewConfiguration(),
        overflow: Overflow = .evictOldest
    ) -> PresentationPolicy {
        PresentationPolicy(
            maximumVisible: configuration.limit,
            overflow: overflow,
            dismissDelay: { hasAction, voiceOver in
                hasAction && voiceOver ? SnackbarStackBehavior.conditionalAutoDismissDelay : SnackbarStackBehavior.autoDismissDelay
            },
            dismissGestures: [.tapAnywhere, .tapAction],
            placement: Placement(edge: .bottom, edgeOffset: 8, horizontalMargin: 16, maximumWidth: nil),
            maximumMessageLines: 2
        )
    }

    /// The banner: persistent unless a dismiss timer is set; closed with its close button; two lines; its message text
    /// always shown, the optional parts as `configuration` asks.
    public static func banner(
        configuration: BannerMessageConfiguration = BannerMessageConfiguration(message: ""),
        showsMessageText: Bool = true
    ) -> PresentationPolicy {
        var policy = PresentationPolicy(
            maximumVisible: 1,
            overflow: .queue,
            dismissDelay: { _, _ in configuration.dismissAfter },
            dismissGestures: [.tapClose],
            placement: Placement(edge: .top, edgeOffset: 0, horizontalMargin: 16, maximumWidth: nil),
            maximumMessageLines: BannerBehavior.maximumMessageLines
        )
        let shown: [(BannerPart, Bool)] = [
            (.messageText, showsMessageText), (.icon, configuration.iconName != nil), (.closeButton, configuration.showsCloseButton),
            (.actionButton, configuration.actionTitle != nil), (.indicatorTrack, configuration.indicator != nil),
        ]
        policy.parts = Set(shown.filter(\.1).map(\.0.accessibilityIdentifier))
        return policy
    }
}

extension PresentationPolicy {
    /// The toast: gone after 5 s (an error toast after 8 s) unless hovered or focused; close button and Escape; top,
    /// trailing.
    public static func toast(
        pausingWhile pauses: Set<TimerPause> = [.hover, .focus],
        dismissesOnEscape: Bool = true,
        errorDismissAfter errorDelay: Duration = ToastBehavior.errorAutoDismissDelay
    ) -> PresentationPolicy {
        var policy = PresentationPolicy(
            maximumVisible: 3,
            overflow: .queue,
            dismissDelay: { _, _ in ToastBehavior.autoDismissDelay },
            dismissGestures: [.tapClose],
            placement: Placement(edge: .top, edgeOffset: 16, horizontalMargin: 16, maximumWidth: 400),
            maximumMessageLines: 3,
            timerPauses: pauses,
            dismissesOnEscape: dismissesOnEscape
        )
        policy.variantDismissDelays = [ToastVariant.error.rawValue: errorDelay]
        return policy
    }

    /// The tooltip: appears once the pointer has rested 500 ms; Escape hides it; it hides itself after `hidingAfter`
    /// (within the 10 s its spec allows).
    public static func tooltip(
        appearingAfter delay: Duration = .milliseconds(500),
        hidingAfter: Duration? = .seconds(8)
    ) -> PresentationPolicy {
        PresentationPolicy(
            maximumVisible: 1,
            overflow: .evictOldest,
            dismissDelay: { _, _ in hidingAfter },
            dismissGestures: [],
            placement: Placement(edge: .top, edgeOffset: 0, horizontalMargin: 8, maximumWidth: 280, height: 24),
            maximumMessageLines: 2,
            appearanceDelay: delay,
            dismissesOnEscape: true
        )
    }
}
