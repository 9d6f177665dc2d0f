extension String {
    /// The string without surrounding white space.
    var trimmed: String { trimming(where: Self.isWhitespace) }

    /// The string without surrounding white space and the markup a name is often wrapped in (`` ` ``, `*`, `_`).
    var trimmedName: String { trimming { Self.isWhitespace($0) || "`*_".unicodeScalars.contains($0) } }

    /// The string without surrounding scalars for which `isTrimmed` holds.
    func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        // Most text has nothing to trim: it is returned as it is, not copied.
        guard let head = scalars.first, let tail = scalars.last else { return "" }
        if !isTrimmed(head), !isTrimmed(tail) { return self }
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Unicode white space; ASCII is told without a property look-up (tab to carriage return, and the space).
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
}
