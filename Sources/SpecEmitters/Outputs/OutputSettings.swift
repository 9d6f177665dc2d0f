/// Choices about the generated code that are the user's to make, passed to every output kind.
public struct OutputSettings: Sendable, Hashable {
    /// The module the samples (and anything else outside the models' module) import to reach the models.
    public var modelsModule: String

    /// Creates settings; the defaults are what this repository's package uses.
    public init(modelsModule: String = "ComponentModels") {
        self.modelsModule = modelsModule
    }
}
