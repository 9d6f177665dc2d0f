import SpecModel

extension PersistentRule: CheckableRule {
    /// Still visible an hour later.
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule> {
        .success([
            [
                .present(message: "A", hasAction: false),
                .advance(milliseconds: 3_600_000),
                .expect(.visible("A", true), failure: "still visible an hour later"),
            ]
        ])
    }
}
