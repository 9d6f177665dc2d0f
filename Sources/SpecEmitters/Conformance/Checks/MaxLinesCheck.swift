import SpecModel

extension MaxLinesRule: CheckableRule {
    /// The implementation's line limit is the spec's.
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule> {
        guard lines > 0 else { return .failure(UncheckableRule("no line count")) }
        return .success([[.expect(.maximumMessageLines(lines), failure: "at most \(lines) lines")]])
    }
}
