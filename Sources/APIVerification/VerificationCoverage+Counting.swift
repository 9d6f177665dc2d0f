import SpecModel

extension VerificationCoverage {
    /// Counts one compared API.
    mutating func count(_ api: APIDeclaration) {
        apis += 1
        parameters += api.parameters.count
        defaults += api.parameters.filter { $0.defaultValue != nil }.count
    }
}
