/// An array of enumeration cases that each carry one value, passed as one argument
/// (`show("Saved", options: [.lifetime(3.0), .tint(.red)])`): each case names a setting and its value gives the
/// setting's type, as a labelled argument would. An array of plain values (`[1, 2]`, `[.red, .blue]`), of cases
/// carrying several values, or naming one case twice is a value like any other and stays one argument.
enum OptionCaseArray {
    /// The settings the array starting at token `open` spells, in order; nil when it is no options array.
    static func settings(at open: Int, in tokens: UsageTokens) -> [UsageCallReader.Argument]? {
        guard tokens.isPunctuation("[", at: open), tokens.partner[open] != nil else { return nil }
        let elements = tokens.arguments(inside: open)
        // One case alone may be a value's own list (`animations: [.slide(.normal)]`); an options array sets several.
        guard elements.count >= 2 else { return nil }
        var settings: [UsageCallReader.Argument] = []
        for element in elements {
            guard element.label == nil, tokens.isPunctuation(".", at: element.first), let name = tokens[element.first + 1],
                name.kind == .name, name.text.first?.isLowercase == true, tokens.isPunctuation("(", at: element.first + 2),
                tokens.partner[element.first + 2] == element.last,
                !settings.contains(where: { $0.label == name.text })
            else { return nil }
            let values = tokens.arguments(inside: element.first + 2)
            guard values.count == 1, let value = values.first, value.label == nil else { return nil }
            settings.append(
                UsageCallReader.Argument(
                    label: name.text,
                    text: tokens.text(from: value.first, through: value.last),
                    reading: .value,
                    offset: name.offset
                )
            )
        }
        return settings
    }
}
