/// The notes that say a parameter's type was inferred rather than written, built here so the code that finds them
/// again (a usage withdrawing a guess, `--strict` advice) matches what was built.
enum TypeInferenceNote {
    /// What every such note about `parameter` starts with.
    static func prefix(_ parameter: String) -> String {
        "type of '\(parameter)' inferred as"
    }

    /// The marker before the reason of a note that a parameter holds a case's name as a string.
    static let caseNameMarker = "holding a case's name: "

    /// `parameter` is held as a string naming a case of a type the document does not define, `because` says why.
    static func caseName(of parameter: String, because reason: String) -> String {
        prefix(parameter) + " 'String' " + caseNameMarker + reason
    }
}
