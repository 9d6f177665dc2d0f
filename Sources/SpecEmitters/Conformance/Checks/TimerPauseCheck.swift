import SpecModel

extension TimerPauseRule: CheckableRule {
    /// For each pausing situation, on a fresh harness: still visible well past the component's own timing while it
    /// holds, and gone within that timing once it ends.
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule> {
        guard !during.isEmpty else { return .failure(UncheckableRule("nothing pauses the timer")) }
        guard let seconds = spec.plainAutoDismissSeconds else {
            return .failure(UncheckableRule("the spec states no auto-dismiss timing for the pause to hold back"))
        }
        let total = Int((seconds * 1000).rounded())
        let past = total + max(1, min(1000, total / 2))
        return .success(
            during.compactMap { subject in
                let situation: String
                switch subject {
                case .pointerHovering: situation = "hovered"
                case .keyboardFocused: situation = "focused"
                case .hasAction, .screenReaderRunning: return nil
                }
                return [
                    .present(message: "A", hasAction: false),
                    .arrange(subject, true),
                    .advance(milliseconds: past),
                    .expect(.visible("A", true), failure: "still visible while \(situation), past \(seconds.durationText)"),
                    .arrange(subject, false),
                    .advance(milliseconds: past),
                    .expect(.visible("A", false), failure: "dismissed once no longer \(situation)"),
                ]
            }
        )
    }
}
