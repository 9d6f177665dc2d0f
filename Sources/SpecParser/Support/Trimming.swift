extension String {
    /// The string without surrounding white space.
    var trimmed: String { trimming { $0.properties.isWhitespace } }

    /// The string without surrounding white space and the markup a name is often wrapped in (`` ` ``, `*`, `_`).
    var trimmedName: String { trimming { $0.properties.isWhitespace || "`*_".unicodeScalars.contains($0) } }

    /// The string without surrounding scalars for which `isTrimmed` holds.
    func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
