import SpecModel

extension AppearanceDelayRule: CheckableRule {
    /// Not yet visible just before the delay, visible just after.
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule> {
        guard seconds > 0, seconds <= 86_400 else { return .failure(UncheckableRule("appearanceDelay without a usable duration")) }
        let total = Int((seconds * 1000).rounded())
        let margin = max(1, min(100, total / 10))
        return .success([
            [
                .present(message: "A", hasAction: false),
                .advance(milliseconds: total - margin),
                .expect(.visible("A", false), failure: "not yet visible \(margin) ms before \(seconds.durationText)"),
                .advance(milliseconds: 2 * margin),
                .expect(.visible("A", true), failure: "visible \(margin) ms after \(seconds.durationText)"),
            ]
        ])
    }
}
