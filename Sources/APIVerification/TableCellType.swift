// A table's or list's type cell says what kind of value a parameter takes, more loosely than a declaration: it often
// leaves optionality unsaid (`UIView` for `UIView?`) and names an array's element (`Dismissable` for
// `[Toast.Dismissable]`). Such a cell does not contradict the code; a declaration written in code still does.

extension TypeEquivalence {
    /// Whether a type cell `documented` names `code`, or `code` without its optionality or its array brackets.
    func cellNames(_ documented: String, code: String) -> Bool {
        var unwrapped = code.trimmingWhitespaces()
        while unwrapped.hasSuffix("?") || unwrapped.hasSuffix("!") { unwrapped.removeLast() }
        var forms = [unwrapped]
        if unwrapped.hasPrefix("["), unwrapped.hasSuffix("]"), !unwrapped.contains(":") {
            forms.append(String(unwrapped.dropFirst().dropLast()))
        }
        return forms.contains { equivalent(documented: documented, code: $0) == true }
    }
}
