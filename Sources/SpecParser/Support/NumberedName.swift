extension Set<String> {
    /// Inserts `base`, or `base2`, `base3`, … when it is taken, and returns the name inserted: two tables'
    /// `placement` unions or option objects become two types instead of one name for both.
    mutating func insertNumbered(_ base: String) -> String {
        var name = base
        var number = 2
        while contains(name) {
            name = "\(base)\(number)"
            number += 1
        }
        insert(name)
        return name
    }
}
