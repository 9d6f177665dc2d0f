import SpecModel
import Testing

@Suite struct DefaultValueTests {
    private func parameter(_ declaration: String, enums: String = "") throws -> (Parameter?, [Diagnostic]) {
        let result = parse("# W\n\n## API\n\n```swift\n\(enums)\ninit(\(declaration))\n```\n")
        return (result.spec.apis.first?.parameters.first, result.diagnostics)
    }

    @Test(arguments: [
        ("a: Int = 2", DefaultValue.integer(2)),
        ("a: Int = 1_000", .integer(1000)),
        ("a: CGFloat = 0", .number(0)),
        ("a: Double = -4.5", .number(-4.5)),
        ("a: Bool = true", .bool(true)),
        ("a: String = \"Hi \\\"you\\\"\\n\"", .string("Hi \"you\"\n")),
        ("a: String? = nil", .null),
        ("a: Duration = .seconds(7)", .seconds(7)),
        ("a: Duration = .milliseconds(500)", .seconds(0.5)),
        ("a: Duration = Duration(milliseconds: 350)", .seconds(0.35)),
        ("a: Duration = const Duration(seconds: 2, milliseconds: 500)", .seconds(2.5)),
        ("a: Duration = 350.milliseconds", .seconds(0.35)),
        ("a: [Int] = [1, 2]", .array([.integer(1), .integer(2)])),
        ("a: [String] = []", .array([])),
    ])
    func defaultsAreReadForTheirType(_ declaration: String, expected: DefaultValue) throws {
        let (parameter, diagnostics) = try parameter(declaration)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(parameter?.parsedDefault == expected)
    }

    @Test func enumerationDefaultsMustNameACase() throws {
        let enums = "enum Mode { case inView, alwaysOnTop }"
        #expect(try parameter("a: Mode = .inView", enums: enums).0?.parsedDefault == .enumCase("inView"))
        #expect(try parameter("a: Mode = Mode.alwaysOnTop", enums: enums).0?.parsedDefault == .enumCase("alwaysOnTop"))
        let (_, diagnostics) = try parameter("a: Mode = .sideways", enums: enums)
        #expect(
            diagnostics.map(\.message) == [
                "default '.sideways' of parameter 'a' does not fit its type 'Mode': Mode has no case 'sideways'; the default is left out"
            ]
        )
    }

    @Test func aDefaultThatDoesNotFitIsALocatedWarningThatLeavesTheDefaultOut() throws {
        let (parameter, diagnostics) = try parameter("limit: Int = \"two\"")
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(
            warning.message
                == "default '\"two\"' of parameter 'limit' does not fit its type 'Int': expected a whole number; the default is left out"
        )
        #expect(warning.location == SourceLocation(file: "test.md", line: 7, column: 6))
        #expect(parameter?.parsedDefault == nil)
        #expect(parameter?.isData == true)
    }

    @Test func runtimeParametersKeepAnyDefault() throws {
        let (parameter, diagnostics) = try parameter("insets: Insets = .init(top: 1)")
        #expect(diagnostics.isEmpty)
        #expect(parameter?.defaultValue == ".init(top: 1)")
        #expect(parameter?.parsedDefault == nil)
    }
}
