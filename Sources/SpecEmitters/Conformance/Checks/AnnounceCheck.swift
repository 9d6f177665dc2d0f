import SpecModel

extension AnnounceRule: CheckableRule {
    /// Announced when it appears; focus moves to it or stays, as stated.
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule> {
        var steps: [CheckStep] = [
            .present(message: "A", hasAction: false),
            .expect(.announced("A"), failure: "announced when it appears"),
        ]
        if let movesFocus {
            steps.append(.expect(.focused("A", movesFocus), failure: movesFocus ? "focus moves to it" : "focus does not move to it"))
        }
        return .success([steps])
    }
}
