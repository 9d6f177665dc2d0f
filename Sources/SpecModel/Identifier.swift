extension String {
    /// The word split where its case changes: `insertSnackbarView` → insert, Snackbar, View; `MDCSnackbar` →
    /// MDC, Snackbar. Type names and the reader's naming conventions both read names this way.
    public var camelCaseHumps: [String] {
        let characters = Array(self)
        var humps: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if !current.isEmpty, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let lowerToUpper = !previous.isUppercase && previous.isLetter && character.isUppercase
                let acronymEnds = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                if lowerToUpper || acronymEnds {
                    humps.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { humps.append(current) }
        return humps
    }

    /// `"snackbar stack"` → `"SnackbarStack"`: words of letters and digits, each capitalised.
    public var upperCamelCased: String {
        split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }
}

extension StringProtocol {
    /// A plain Swift identifier: a letter or `_`, then letters, digits and `_` (`lifetime`, `_tint`, `edge2`).
    /// The one test every reader of names uses, so a name counts as one everywhere or nowhere.
    public var isPlainIdentifier: Bool {
        guard let first, first.isLetter || first == "_" else { return false }
        return allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
