/// Choices about the generated code that are the user's to make, passed to every output kind.
public struct OutputSettings: Sendable, Hashable {
    /// The module the samples (and anything else outside the models' module) import to reach the models.
    public var modelsModule: String
    /// The access level of generated declarations.
    public var accessModifier: AccessModifier
    /// A prefix for every generated Swift type name.
    public var typePrefix: String
    /// The isolation of conformance suites and harness protocols.
    public var isolation: SuiteIsolation
    /// What models and schemas do with unknown keys and enumeration values.
    public var contract: ContractPolicy
    /// The package of generated Kotlin files (`kotlinPackage` in specgen.yml).
    public var kotlinPackage: String = OutputSettings.defaultKotlinPackage

    /// The Kotlin package when none is configured.
    public static let defaultKotlinPackage = "specgen.components"

    /// Creates settings; the defaults are what this repository's package uses.
    public init(
        modelsModule: String = "ComponentModels",
        accessModifier: AccessModifier = .public,
        typePrefix: String = "",
        isolation: SuiteIsolation = .mainActor,
        contract: ContractPolicy = ContractPolicy()
    ) {
        self.modelsModule = modelsModule
        self.accessModifier = accessModifier
        self.typePrefix = typePrefix
        self.isolation = isolation
        self.contract = contract
    }
}

/// The access level of generated declarations.
public enum AccessModifier: String, Sendable, Hashable, CaseIterable {
    case `public`
    case `package`
    case `internal`

    /// What starts a declaration: `public `, `package `, or nothing (internal is Swift's default).
    public var declarationPrefix: String { self == .internal ? "" : rawValue + " " }
}

/// Where conformance suites and harness protocols run.
public enum SuiteIsolation: String, Sendable, Hashable, CaseIterable {
    /// On the main actor, as UIKit views and SwiftUI view models are.
    case mainActor
    /// Anywhere: for headless presentation logic.
    case nonisolated
}
