/// "Did you mean …?": the known name closest to a misspelt one, if it is close enough to be a slip.
enum NearestName {
    /// The known name within a small edit distance of `name` (case ignored), the nearest first.
    static func suggestion(for name: String, among known: [String]) -> String? {
        let target = Array(name.lowercased())
        let limit = max(1, min(3, target.count / 3))
        return known.map { (name: $0, distance: distance(target, Array($0.lowercased()))) }
            .filter { $0.distance <= limit }
            .min { ($0.distance, $0.name) < ($1.distance, $1.name) }?.name
    }

    /// Levenshtein distance with two rows.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
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
