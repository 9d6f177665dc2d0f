import SpecEmitters

/// Which output kinds a build plan runs, for which target and languages, and the file each writes: decided here so
/// `build-plan`, its help and its tests agree.
///
/// A library gets models (and, with Kotlin, the contract its Kotlin models go through); a test target gets
/// conformance suites and their support. Schemas and samples are not build outputs: they are `generate`'s.
public enum BuildPlanKinds {
    /// One kind of file a build command writes: the `emit` kind, what the build log calls it, the file name's
    /// suffix after the component's stem (or the whole name, for a file per target) and the file's language.
    public struct Kind: Sendable, Equatable {
        public var kind: String
        public var label: String
        public var suffix: String
        public var language: OutputLanguage
    }

    /// The kinds written once per component.
    public static func perComponent(target: BuildPlan.TargetKind, languages: Set<OutputLanguage>) -> [Kind] {
        let all: [Kind] =
            switch target {
            case .library:
                [
                    Kind(kind: "models", label: "models", suffix: "+Generated.swift", language: .swift),
                    Kind(kind: "kotlin-models", label: "Kotlin models", suffix: "+Generated.kt", language: .kotlin),
                ]
            case .tests:
                [
                    Kind(kind: "suites", label: "conformance suite", suffix: "+ConformanceTests.swift", language: .swift),
                    Kind(kind: "kotlin-suites", label: "Kotlin conformance suite", suffix: "+ConformanceTest.kt", language: .kotlin),
                ]
            }
        return all.filter { languages.contains($0.language) }
    }

    /// The kinds written once per target, each to the file its `suffix` names.
    public static func perTarget(target: BuildPlan.TargetKind, languages: Set<OutputLanguage>) -> [Kind] {
        let all: [Kind] =
            switch target {
            case .library:
                [Kind(kind: "kotlin-contract", label: "Kotlin contract", suffix: "SpecgenContract+Generated.kt", language: .kotlin)]
            case .tests:
                [
                    Kind(kind: "support", label: "conformance support", suffix: "ConformanceSupport+Generated.swift", language: .swift),
                    Kind(
                        kind: "kotlin-support",
                        label: "Kotlin conformance support",
                        suffix: "ConformanceSupport+Generated.kt",
                        language: .kotlin
                    ),
                ]
            }
        return all.filter { languages.contains($0.language) }
    }
}
