import SpecMarkdown

/// "Class name: Snackbar · Module name: UIComponentsPlugin" lines that name what a declaration belongs to.
struct SymbolHints: Equatable {
    var typeName: String?
    var module: String?

    /// Reads `Module: X`, `Module name: X`, `Class/Type/Struct/Component (name): X` from a paragraph.
    init(_ content: [Inline]) {
        let words = content.plainText.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "·" || $0 == "|" })
            .map(String.init)
        var index = 0
        while index < words.count {
            var key = words[index].lowercased()
            var valueIndex = index + 1
            if !key.hasSuffix(":"), valueIndex < words.count, words[valueIndex].lowercased() == "name:" {
                key += ":"
                valueIndex += 1
            }
            if key.hasSuffix(":"), valueIndex < words.count {
                let value = words[valueIndex].trimming {
                    !($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == ".")
                }
                switch key.dropLast() {
                case "module": module = module ?? value
                case "class", "type", "struct", "component": typeName = typeName ?? value
                default: break
                }
            }
            index += 1
        }
    }

    /// Fills what this one lacks from `other`.
    func merged(with other: SymbolHints) -> SymbolHints {
        var merged = self
        merged.typeName = typeName ?? other.typeName
        merged.module = module ?? other.module
        return merged
    }
}
