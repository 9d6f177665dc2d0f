import SpecModel

extension ComponentVerification {
    /// `method` is called on `type` (through an owner the page names, or on a call's result) and the module declares no
    /// public function of that name: a finding when nothing `type` inherits from another module may declare it, else a
    /// located note. `subject` names the call in the note; `use` says in the finding how the document uses the method.
    mutating func reportAbsentMethod(
        _ method: String,
        of type: CodeSymbol,
        foreignSupertypes foreign: [String],
        subject: String,
        use: String,
        at place: SourceLocation
    ) {
        let unseen = Self.unseenSupertypes(foreign, calling: method)
        guard unseen.isEmpty else {
            uncompared(
                "\(subject): '\(type.qualifiedName)' has no public method '\(method)', but it may inherit one from a supertype"
                    + " of another module (\(unseen.map { "'\($0)'" }.joined(separator: ", "))), whose members are not in the"
                    + " symbol graphs read; not compared",
                at: place
            )
            return
        }
        coverage.calls += 1
        finding(
            Claim(.symbol, of: type.qualifiedName, method),
            "'\(type.qualifiedName).\(method)' is documented but '\(type.qualifiedName)' has no public method of that name:"
                + " the document \(use)",
            at: place,
            notes: codeNotes(type, "'\(type.qualifiedName)' is declared here")
        )
    }
}
