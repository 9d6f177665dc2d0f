import Foundation

/// Diagnostic paths as CI systems want them: relative to the working directory (the checkout) when inside it.
enum DiagnosticPaths {
    /// `path` relative to `workingDirectory` when it lies below it; otherwise as given (absolute paths stay absolute).
    static func relative(_ path: String, to workingDirectory: String) -> String {
        var trimmed = path
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        guard trimmed.hasPrefix("/") else { return trimmed }
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return trimmed.hasPrefix(base) ? String(trimmed.dropFirst(base.count)) : trimmed
    }

    /// A URI reference for `path` (already made relative): percent-encoded, `file://` for absolute paths.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/!$&'()*+,;=:@")
        // Only ASCII letters and digits stay as they are; everything else is encoded byte by byte.
        let encoded = path.unicodeScalars.map { scalar -> String in
            if scalar.isASCII, allowed.contains(scalar) { return String(scalar) }
            return String(scalar).utf8.map { String(format: "%%%02X", $0) }.joined()
        }.joined()
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
