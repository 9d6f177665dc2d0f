import SpecModel
import Testing

@Suite struct MergeTests {
    private let fixture = """
        # Snackbar

        ## API

        ```swift
        public init(
            message: String,
            dismissClosure: @escaping () -> Void = {},
            limit: Int = 2,
            onlyInCode: Bool
        )
        ```

        | Name | Type | Default | Description |
        |---|---|---|---|
        | `message` | | — | The text. |
        | `dismissClosure` | | | Called on dismiss. |
        | `limit` | `Int` | 3 | Most shown. |
        | `onlyInTable` | `String` | — | Stale row. |
        """

    @Test func typesComeFromEitherSideAndDescriptionsFromTheTable() throws {
        let api = try #require(parse(fixture).spec.api())
        #expect(api.parameter("message")?.type == "String")
        #expect(api.parameter("message")?.description == "The text.")
        #expect(api.parameter("limit")?.defaultValue == "2")
        #expect(api.parameters.map(\.name) == ["message", "dismissClosure", "limit", "onlyInCode"])
    }

    @Test func aDeclarationDefaultWithAnEmptyCellWarnsAtBothLocations() throws {
        let diagnostics = parse(fixture).diagnostics
        let warning = try #require(diagnostics.first { $0.message.contains("'dismissClosure'") })
        #expect(warning.severity == .warning)
        #expect(warning.message == "parameter 'dismissClosure' has default '{}' in the declaration but none in the parameter table")
        #expect(warning.location == SourceLocation(file: "test.md", line: 8, column: 5))
        #expect(warning.notes.map(\.location) == [SourceLocation(file: "test.md", line: 17, column: 2)])
        #expect(
            warning.description == """
                test.md:8:5: warning: parameter 'dismissClosure' has default '{}' in the declaration but none in the parameter table
                test.md:17:2: note: the table row gives no default
                """
        )
    }

    @Test func differentDefaultsAndOneSidedParametersWarn() throws {
        let messages = parse(fixture).diagnostics.map(\.message)
        #expect(messages.contains("parameter 'limit' defaults to '2' in the declaration but to '3' in the parameter table"))
        #expect(messages.contains("parameter 'onlyInCode' is declared but missing from the parameter table"))
        #expect(messages.contains("parameter 'onlyInTable' is in the parameter table but not in the declaration"))
        #expect(!parse(fixture).diagnostics.containsErrors)
    }

    @Test func aTableAttachesToTheNearestDeclarationInItsSection() throws {
        let spec = parse(
            """
            # X

            ## API

            ### Swift

            ```swift
            init(a: Int)
            ```

            | Name | Description |
            |---|---|
            | `a` | Swift a. |

            ### Kotlin

            | Name | Description |
            |---|---|
            | `a` | Kotlin a. |

            ```kotlin
            fun X(a: Int)
            ```
            """
        ).spec
        #expect(spec.apis.map(\.language) == [.swift, .kotlin])
        #expect(spec.apis.map { $0.parameters[0].description } == ["Swift a.", "Kotlin a."])
    }
}
