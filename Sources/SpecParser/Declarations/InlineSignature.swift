import SpecMarkdown

/// A paragraph that is one code span holding a declaration (`` `func glow(isOn: Binding<Bool>, tint: Color = .blue)` ``,
/// `` `fun Pill(text: String)` ``): the page writes the signature inline rather than in a block, and states the API as
/// a block would. It is read as an unfenced block standing on the paragraph's line.
enum InlineSignature {
    /// The paragraph as a code block; nil unless its whole content is a code span that opens a declaration.
    static func block(_ paragraph: Paragraph) -> CodeBlock? {
        guard paragraph.content.count == 1, case .code(let text) = paragraph.content[0],
            PlainTextStructure.opensDeclaration(text, next: nil)
        else { return nil }
        let isKotlin = text.split(separator: " ").contains("fun")
        return CodeBlock(info: isKotlin ? "kotlin" : "swift", code: text + "\n", isFenced: false, range: paragraph.range)
    }
}
