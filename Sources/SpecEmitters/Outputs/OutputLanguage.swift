/// A language specgen generates code in (`languages:` in specgen.yml, `--languages`); JSON Schemas belong to none.
public enum OutputLanguage: String, Sendable, Hashable, CaseIterable, Comparable {
    case swift
    case kotlin

    /// The language an output kind's code is written in; nil for the schemas, which every language shares.
    public static func of(kind: String) -> OutputLanguage? {
        if kind.hasPrefix("kotlin-") { return .kotlin }
        return kind == "schemas" ? nil : .swift
    }

    public static func < (left: OutputLanguage, right: OutputLanguage) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}

extension OutputLanguage {
    /// Whether `text` is a Kotlin package name: identifiers (ASCII letters, digits and `_`, not starting with a digit)
    /// joined by dots.
    public static func isKotlinPackage(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !text.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.unicodeScalars.first, first.isASCII, !("0"..."9").contains(first) else { return false }
                return part.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0))
                }
            }
    }
}
