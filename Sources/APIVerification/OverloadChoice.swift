import SpecModel

/// Picks, among a symbol's overloads, the one whose parameters are closest to the documented ones.
enum OverloadChoice {
    /// The closest candidate: most documented parameters found by label and name, fewest undocumented required
    /// ones left over; ties go to the first in path order, so the choice is the same on every run.
    static func closest(to documented: [Parameter], among candidates: [CodeSymbol]) -> CodeSymbol? {
        let scores = candidates.map { score(documented, $0) }
        guard let best = scores.max(), let index = scores.firstIndex(of: best) else { return nil }
        return candidates[index]
    }

    /// How well `candidate` fits: 2 per parameter whose label matches, 1 per parameter found by name only,
    /// minus 1 per code parameter without a default that the document does not mention.
    static func score(_ documented: [Parameter], _ candidate: CodeSymbol) -> Int {
        let code = CodeSignature(fragments: candidate.fragments).parameters
        var score = 0
        var used = Set<Int>()
        for parameter in documented {
            let label = parameter.label ?? parameter.name
            if let index = code.indices.first(where: { !used.contains($0) && code[$0].label == label && code[$0].name == parameter.name }) {
                score += 3
                used.insert(index)
            } else if let index = code.indices.first(where: { !used.contains($0) && code[$0].label == label && label != "_" }) {
                score += 2
                used.insert(index)
            } else if let index = code.indices.first(where: { !used.contains($0) && code[$0].name == parameter.name }) {
                score += 1
                used.insert(index)
            }
        }
        score -= code.indices.filter { !used.contains($0) && code[$0].defaultValue == nil }.count
        return score
    }
}
