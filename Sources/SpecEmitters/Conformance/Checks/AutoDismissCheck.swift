import SpecModel

extension AutoDismissRule: CheckableRule {
    /// Still visible just before the delay, gone just after, under the rule's condition.
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule> {
        guard seconds > 0, seconds <= 86_400 else { return .failure(UncheckableRule("autoDismiss without a usable duration")) }
        var steps: [CheckStep] = []
        var hasAction = false
        if let condition {
            guard condition.isSetUpable else {
                return .failure(UncheckableRule("the condition “\(condition.text)” is not one specgen can set up"))
            }
            for (subject, holds) in condition.facts.sorted(by: { $0.key < $1.key }) {
                switch subject {
                case .hasAction: hasAction = holds
                case .screenReaderRunning: steps.append(.arrange(subject, holds))
                case .pointerHovering, .keyboardFocused:
                    return .failure(UncheckableRule("the condition “\(condition.text)” is not one specgen can set up yet"))
                }
            }
        }
        let total = Int((seconds * 1000).rounded())
        let margin = max(1, min(100, total / 10))
        steps += [
            .present(message: "A", hasAction: hasAction),
            .advance(milliseconds: total - margin),
            .expect(.visible("A", true), failure: "still visible \(margin) ms before \(seconds.durationText)"),
            .advance(milliseconds: 2 * margin),
            .expect(.visible("A", false), failure: "dismissed \(margin) ms after \(seconds.durationText)"),
        ]
        return .success([steps])
    }
}
