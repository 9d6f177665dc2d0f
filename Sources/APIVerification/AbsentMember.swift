import SpecModel

extension ComponentVerification {
    /// What a document reaches on a type that the type does not declare.
    enum AbsentMember {
        /// A method called on the type or on a call's result.
        case method
        /// A static member a path goes through (`shared` in `Notice.shared.present(…)`).
        case staticMember

        /// How a report names it.
        var noun: String {
            switch self {
            case .method: "method"
            case .staticMember: "static member"
            }
        }
    }

    /// `member` is reached on `type` and the module declares it nowhere there: a located note when a supertype of
    /// another module (`unseen`) may declare it, else a finding. `subject` names the use in the note; `use` says in the
    /// finding what the document does ("calls it", "calls 'show' through it").
    mutating func reportAbsent(
        _ member: String,
        _ kind: AbsentMember,
        of type: CodeSymbol,
        unseen: [String],
        subject: String,
        use: String,
        at place: SourceLocation
    ) {
        guard unseen.isEmpty else {
            uncompared(
                "\(subject): '\(type.qualifiedName)' has no public \(kind.noun) '\(member)', but it may inherit one from a"
                    + " supertype of another module (\(unseen.map { "'\($0)'" }.joined(separator: ", "))), whose members are not in"
                    + " the symbol graphs read; not compared",
                at: place
            )
            return
        }
        switch kind {
        case .method: coverage.calls += 1
        case .staticMember: coverage.symbols += 1
        }
        finding(
            Claim(.symbol, of: type.qualifiedName, member),
            "'\(type.qualifiedName).\(member)' is documented but '\(type.qualifiedName)' has no public \(kind.noun) of that name:"
                + " the document \(use)",
            at: place,
            notes: codeNotes(type, "'\(type.qualifiedName)' is declared here")
        )
    }
}
