import SpecModel

extension MaxLinesRule: CheckableRule {
    /// A message far too long for the limit is presented; the component renders it in at most that many lines.
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule> {
        guard lines > 0, lines <= 20 else { return .failure(UncheckableRule("no usable line count")) }
        let message = Self.message(tooLongFor: lines)
        return .success([
            [
                .present(message: message, hasAction: false),
                .expect(.renderedLines(message, atMost: lines), failure: "a long message is cut to at most \(Plural.count(lines, "line"))"),
            ]
        ])
    }

    /// Two sentences (128 characters) for every allowed line: more than a line of a phone or a tablet holds.
    static func message(tooLongFor lines: Int) -> String {
        let sentence = "This message is far longer than the lines its component allows. "
        return String(String(repeating: sentence, count: 2 * lines).dropLast())
    }
}
