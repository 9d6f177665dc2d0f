/// Suggests the known name a misspelt one was meant to be (`Strng` → `String`, `acessModifier` → `accessModifier`).
public enum DidYouMean {
    /// Type names every spec knows, in the spellings docs use.
    static let scalarNames = [
        "String", "Int", "Bool", "Boolean", "Double", "Float", "Duration", "TimeInterval", "Long", "CGFloat", "string",
        "number", "boolean",
    ]

    /// The closest of `candidates` to `name` within a small edit distance (ignoring case); nil when none is near.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased())
        guard lowered.count >= 3, lowered.count <= 40 else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            let limit = lowered.count <= 5 ? 1 : 2
            if distance <= limit, distance < (best?.distance ?? .max) || (distance == best?.distance && candidate < (best?.name ?? "")) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance over characters.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
