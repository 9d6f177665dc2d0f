import SpecModel

/// The calls in a snippet of code (what `check_usage` is handed), read by the one reader of calls (`UsageCallReader`
/// over `UsageTokens`) in the snippet's language, so a Kotlin named argument (`text = "New"`) is read as its label.
public enum SnippetCalls {
    /// Every call in `code`, with lines and columns counted in the snippet (1-based); nil when `fence` names a language
    /// whose calls are not read.
    public static func calls(in code: String, fence: String) -> [UsageCall]? {
        guard let language = CodeLanguage.reading(fence: fence, code: code) else { return nil }
        let text = CodeText(code)
        let tokens = UsageTokens(text, language: language)
        return UsageCallReader.calls(in: tokens).map { found in
            let place = { (offset: Int) -> (line: Int, column: Int) in
                let (line, column) = text.position(of: offset)
                return (line + 1, column)
            }
            let at = place(found.offset)
            return UsageCall(
                callee: found.callee,
                arguments: found.arguments.map { argument in
                    let argumentAt = place(argument.offset)
                    return UsageCall.Argument(
                        label: argument.label ?? "_",
                        line: argumentAt.line,
                        column: argumentAt.column,
                        text: argument.text,
                        reading: argument.reading,
                        defaultValue: argument.defaultValue
                    )
                },
                line: at.line,
                column: at.column
            )
        }
    }
}
