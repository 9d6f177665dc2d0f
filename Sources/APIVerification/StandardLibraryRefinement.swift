/// The standard library's protocols and the ones they refine, which a module's graphs never state (they are another
/// module's): a method a module declares on `LazySequenceProtocol` is one a `LazyCollectionProtocol` has.
enum StandardLibraryRefinement {
    /// Each protocol's direct refinements.
    static let refines: [String: [String]] = [
        "Collection": ["Sequence"],
        "BidirectionalCollection": ["Collection"],
        "RandomAccessCollection": ["BidirectionalCollection"],
        "MutableCollection": ["Collection"],
        "RangeReplaceableCollection": ["Collection"],
        "LazySequenceProtocol": ["Sequence"],
        "LazyCollectionProtocol": ["LazySequenceProtocol", "Collection"],
        "StringProtocol": ["BidirectionalCollection"],
        "SetAlgebra": ["Equatable"],
        "Hashable": ["Equatable"],
        "Comparable": ["Equatable"],
        "Strideable": ["Comparable"],
        "BinaryInteger": ["Hashable", "Numeric", "Strideable"],
        "FixedWidthInteger": ["BinaryInteger"],
    ]

    /// `name` and every protocol it refines, nearest first.
    static func lineage(of name: String) -> [String] {
        var found = [name]
        var index = 0
        while index < found.count {
            for parent in refines[found[index]] ?? [] where !found.contains(parent) { found.append(parent) }
            index += 1
        }
        return found
    }
}
