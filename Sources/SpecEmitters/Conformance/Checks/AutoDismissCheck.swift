import SpecModel

extension AutoDismissRule: CheckableRule {
    /// Still visible just before the delay (the low end of a range), gone just after it (the high end), under the
    /// rule's condition; a stated minimum checks only that it is still there just before it, a stated maximum only
    /// that it is gone just after it.
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule> {
        let longest = maximumSeconds ?? seconds
        guard seconds > 0, longest >= seconds, longest <= 86_400 else {
            return .failure(UncheckableRule("autoDismiss without a usable duration"))
        }
        var steps: [CheckStep] = []
        var arranged: [CheckStep] = []
        var hasAction = false
        var variant: String?
        if let condition, let named = condition.variant {
            // The variant is the whole condition the harness sets up: presented as that variant, nothing else arranged.
            guard condition.facts.isEmpty else {
                return .failure(UncheckableRule("the “\(named)” variant's timing has further conditions (“\(condition.text)”)"))
            }
            guard spec.variants.contains(where: { $0.name == named }) else {
                return .failure(UncheckableRule("the spec's Variants section does not list “\(named)”"))
            }
            variant = named
        } else if let condition {
            guard condition.isSetUpable else {
                return .failure(UncheckableRule("the condition “\(condition.text)” is not one specgen can set up"))
            }
            for (subject, holds) in condition.facts.sorted(by: { $0.key < $1.key }) {
                switch subject {
                case .hasAction: hasAction = holds
                case .screenReaderRunning: steps.append(.arrange(subject, holds))
                // Hovering and focus need a component to hover or focus: arranged once it is presented.
                case .pointerHovering, .keyboardFocused: arranged.append(.arrange(subject, holds))
                }
            }
        }
        let first = Int((seconds * 1000).rounded())
        let last = Int((longest * 1000).rounded())
        let margin = max(1, min(100, first / 10))
        steps += [variant.map { .presentVariant(message: "A", variant: $0) } ?? .present(message: "A", hasAction: hasAction)] + arranged
        // A ceiling ("gone within 10 s") is checked only just after it: leaving earlier keeps the promise.
        if atMost {
            steps += [
                .advance(milliseconds: first + margin),
                .expect(.visible("A", false), failure: "dismissed by \(seconds.durationText) at the latest"),
            ]
            return .success([steps])
        }
        steps += [
            .advance(milliseconds: first - margin),
            .expect(.visible("A", true), failure: "still visible \(margin) ms before \(seconds.durationText)"),
        ]
        if !atLeast {
            steps += [
                .advance(milliseconds: last - first + 2 * margin),
                .expect(.visible("A", false), failure: "dismissed \(margin) ms after \(longest.durationText)"),
            ]
        }
        return .success([steps])
    }
}

extension ComponentSpec {
    /// The timing the component dismisses itself after when nothing special holds, if its spec states one.
    var plainAutoDismissSeconds: Double? {
        (behaviors + accessibility).lazy.flatMap(\.assertedRules).compactMap { $0.as(AutoDismissRule.self) }
            .first {
                $0.condition == nil && $0.maximumSeconds == nil && !$0.atLeast && !$0.atMost && $0.seconds > 0 && $0.seconds <= 86_400
            }?.seconds
    }
}
