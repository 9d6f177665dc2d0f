import SpecModel

extension DismissGesturesRule: CheckableRule {
    /// Each gesture, on a fresh harness, dismisses the component and reports it (the action one performs it too).
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule> {
        guard !gestures.isEmpty else { return .failure(UncheckableRule("no gesture")) }
        return .success(
            gestures.map { gesture in
                var steps: [CheckStep] = [
                    .present(message: "A", hasAction: gesture == .tapAction),
                    .perform(gesture, message: "A"),
                    .expect(.visible("A", false), failure: "\(gesture.rawValue) dismisses"),
                    .expect(.dismissedMessages(["A"]), failure: "\(gesture.rawValue) reports the dismissal"),
                ]
                if gesture == .tapAction { steps.append(.expect(.performedActions(["A"]), failure: "tapAction performs the action")) }
                return steps
            }
        )
    }
}
