extension String {
    /// `"snackbar stack"` → `"SnackbarStack"`: words of letters and digits, each capitalised.
    public var upperCamelCased: String {
        split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }
}
