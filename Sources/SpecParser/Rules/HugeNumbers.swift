/// Numbers in behaviour prose too large to be any count, length or duration ("at most 99999999999999999999
/// toasts", "1e308 seconds"): recognisers ignore them, and the statement gets a warning so the author sees why.
enum HugeNumbers {
    /// The first number in `text` above a billion (digits, grouped digits or exponent notation), as written.
    static func first(in text: String) -> String? {
        var scanner = text.unicodeScalars[...]
        while let start = scanner.firstIndex(where: { ("0"..."9").contains($0) }) {
            var end = start
            var digits = ""
            var sawExponent = false
            for scalar in scanner[start...] {
                if ("0"..."9").contains(scalar) {
                    digits.unicodeScalars.append(scalar)
                } else if scalar == "," || scalar == "." || scalar == "_" {
                    if scalar == "." { digits.append(".") }
                } else if (scalar == "e" || scalar == "E"), !sawExponent {
                    sawExponent = true
                    digits.append("e")
                } else {
                    break
                }
                end = scanner.index(after: end)
            }
            let written = String(String.UnicodeScalarView(scanner[start..<end]))
            if let value = Double(digits.trimmingSuffix("e").trimmingSuffix(".")), !value.isFinite || abs(value) > 1e9 {
                return written.trimmingSuffix(",").trimmingSuffix(".")
            }
            scanner = scanner[end...]
            if scanner.isEmpty { break }
            scanner = scanner.dropFirst()
        }
        return nil
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
