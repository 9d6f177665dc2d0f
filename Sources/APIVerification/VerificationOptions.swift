/// How documented APIs are verified: which module to look in and how serious a finding is.
public struct VerificationOptions: Sendable, Equatable {
    /// Findings are errors (for CI) instead of warnings.
    public var strict: Bool
    /// A module a document names → the module that implements it (`UIComponentsPlugin: DesignSystem`).
    public var modules: [String: String]
    /// The module to look in when a document names none; nil searches every module read.
    public var defaultModule: String?

    /// Creates options.
    public init(strict: Bool = false, modules: [String: String] = [:], defaultModule: String? = nil) {
        self.strict = strict
        self.modules = modules
        self.defaultModule = defaultModule
    }
}
