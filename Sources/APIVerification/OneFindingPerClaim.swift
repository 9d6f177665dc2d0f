import SpecModel

/// Two readings of one line (a listing gathered from the cases a page shows, and the assignment that shows one) may
/// reach the same claim: a person should read it once. Findings at one place whose claim (the message before its first
/// `: `) is the same are one finding, the one that says most.
enum OneFindingPerClaim {
    /// `diagnostics` with each repeated claim kept once, in order; notes are all kept.
    static func kept(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var best: [String: Int] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.severity != .note {
            let key = self.key(diagnostic)
            if let earlier = best[key], diagnostics[earlier].message.count >= diagnostic.message.count { continue }
            best[key] = index
        }
        let kept = Set(best.values)
        return diagnostics.enumerated().filter { $0.element.severity == .note || kept.contains($0.offset) }.map(\.element)
    }

    private static func key(_ diagnostic: Diagnostic) -> String {
        let claim = diagnostic.message.components(separatedBy: ": ").first ?? diagnostic.message
        return "\(diagnostic.location.file):\(diagnostic.location.line):\(claim)"
    }
}
