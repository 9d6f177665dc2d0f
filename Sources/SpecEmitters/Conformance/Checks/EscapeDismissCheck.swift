import SpecModel

extension EscapeDismissRule: CheckableRule {
    /// Escape dismisses the component and reports it.
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule> {
        .success([
            [
                .present(message: "A", hasAction: false),
                .pressKey(.escape, message: "A"),
                .expect(.visible("A", false), failure: "Escape dismisses"),
                .expect(.dismissedMessages(["A"]), failure: "Escape reports the dismissal"),
            ]
        ])
    }
}
