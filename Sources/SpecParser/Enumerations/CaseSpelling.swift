import SpecModel

/// How languages spell the same enumeration case: `plain`, `Plain`, `PLAIN`; `alwaysOnTop`, `ALWAYS_ON_TOP`;
/// and raw values such as `top-left`. Two spellings name one case when their words match, whatever the
/// letter case and separators.
enum CaseSpelling {
    /// The case's words without letter case or separators: `ALWAYS_ON_TOP` → `alwaysontop`.
    static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" })
    }

    /// Whether `second` lists the cases of `first` one to one in another spelling: in the same order for a
    /// declaration in code, in any order for a list in prose. A case may also match the first's raw value
    /// (a list of JSON values beside a declaration).
    static func correspond(_ second: [String], to first: Enumeration, ordered: Bool) -> Bool {
        guard second.count == first.cases.count else { return false }
        let matches = { (word: String, index: Int) in
            word == key(first.cases[index]) || (index < first.rawValues.count && word == key(first.rawValues[index]))
        }
        if ordered { return second.indices.allSatisfy { matches(key(second[$0]), $0) } }
        var unmatched = Array(first.cases.indices)
        for word in second.map(key) {
            guard let position = unmatched.firstIndex(where: { matches(word, $0) }) else { return false }
            unmatched.remove(at: position)
        }
        return true
    }
}
