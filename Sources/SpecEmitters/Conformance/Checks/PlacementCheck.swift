import SpecModel

extension PlacementRule: CheckableRule {
    /// The frame on a phone (or a tablet, for width limits) against each stated value.
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule> {
        var expectations: [CheckStep] = []
        if let edge, let offset {
            expectations.append(.expect(.frameEdgeOffset(edge, offset), failure: "\(edge.rawValue) edge \(offset) pt from the bars"))
        } else if let edge {
            expectations.append(.expect(.frameAtEdge(edge), failure: "sits at the \(edge.rawValue)"))
        }
        if let margin { expectations.append(.expect(.frameSideMargins(margin), failure: "\(margin) pt side margins")) }
        if let maxWidth { expectations.append(.expect(.frameMaxWidth(maxWidth), failure: "at most \(maxWidth) pt wide")) }
        if alignment == .center { expectations.append(.expect(.frameCentered, failure: "centred horizontally")) }
        guard !expectations.isEmpty else { return .failure(UncheckableRule("no placement value to check")) }
        // Width rules are about large screens ("on iPad"); edge and margin rules about phones.
        let screen: ConformanceScreenKind = maxWidth != nil ? .tablet : .phone
        return .success([[.present(message: "A", hasAction: false), .layout(message: "A", screen: screen)] + expectations])
    }
}
