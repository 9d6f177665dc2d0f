import SpecModel

extension ModelPlan {
    /// The paragraphs every language's model documentation gives: the spec's summary, where the API is declared, and
    /// each runtime parameter left out with its reason; a model with no properties says it has none and why.
    func documentation(summary: String, sources: SourceNames) -> [String] {
        let declared: String =
            switch api.kind {
            case .initializer: "`\(api.symbol).init`"
            case .function: "`\(api.symbol)(…)`"
            case .properties: "the `\(api.symbol)` parameter table"
            }
        let language = api.language == .unspecified ? "" : " (\(api.language.rawValue)\(api.module.map { ", module \($0)" } ?? ""))"
        let place = "\(sources.name(of: api.document)):\(api.line)"
        var paragraphs = [
            summary,
            properties.isEmpty
                ? "The model of \(declared)\(language), from \(place). None of its parameters is data, so it has no "
                    + "properties and its JSON is an object with no keys."
                : "The data parameters of \(declared)\(language), from \(place).",
        ]
        if !omitted.isEmpty {
            paragraphs.append("Runtime parameters are left out because they cannot travel as JSON:")
            paragraphs += omitted.map { "- `\($0.name)`: \($0.runtimeReason ?? "it is not data")." }
        }
        return paragraphs
    }
}
