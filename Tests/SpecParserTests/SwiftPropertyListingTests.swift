import SpecModel
import Testing

@testable import SpecParser

/// A Swift fragment that is nothing but a list of properties, one a line (`cornerRadius: CGFloat`, or
/// `cornerRadius = <#CGFloat#>` with an Xcode placeholder), declares the component's settings with their types. A
/// fragment where any line is something else (a call, a binding) lists nothing, and neither does a single line.
@Suite struct SwiftPropertyListingTests {
    @Test func aListingOfNamesAndTypesGivesTheSettingsWithTheirTypes() throws {
        let code = """
            // Look
            fillColor: UIColor
            cornerRadius : CGFloat
            showsCloseButton: Bool // hidden unless set
            titleFont: UIFont?
            """
        let api = try #require(CodePage.pebble.parse(code, language: "swift").spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["fillColor", "cornerRadius", "showsCloseButton", "titleFont"])
        #expect(api.parameter("cornerRadius")?.valueType?.isNumber == true)
        #expect(api.parameter("showsCloseButton")?.valueType?.isBool == true)
    }

    @Test func declaredPropertiesWithTypesAndInitialValuesAreTheSettingsAndTheirDefaults() throws {
        let code = """
            public var fillColor: UIColor? = .gray // the pebble's colour
            public var cornerRadius: CGFloat = 12.0
            @objc dynamic var bounces = true
            public var lingerTime = 0.4
            public var captionLabel: UILabel!
            """
        let api = try #require(CodePage.pebble.parse(code, language: "swift").spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["fillColor", "cornerRadius", "bounces", "lingerTime", "captionLabel"])
        #expect(api.parameter("cornerRadius")?.defaultValue == "12.0")
        #expect(api.parameter("bounces")?.valueType?.isBool == true)
        #expect(api.parameter("lingerTime")?.isData == true)
        #expect(api.parameter("captionLabel")?.isData == false)
    }

    @Test func anExamplesStatementsAmongDeclarationsListNothing() {
        let code = """
            public var cornerRadius: CGFloat = 12.0
            let pebble = Pebble()
            pebble.show()
            """
        #expect(CodePage.pebble.parse(code, language: "swift").spec.api("Pebble")?.parameter("cornerRadius") == nil)
    }

    @Test func aTypeWrittenAsAPlaceholderInAngleBracketsIsTheType() throws {
        let code = """
            caption      : <String>
            lingerTime   : <Duration>
            bounces      : <Bool>
            """
        let api = try #require(CodePage.pebble.parse(code, language: "").spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["caption", "lingerTime", "bounces"])
        #expect(api.parameter("bounces")?.valueType?.isBool == true)
    }

    @Test func placeholdersNameTheTypeOfEachSetting() throws {
        let code = """
            fillColor = <#UIColor#>;
            lingerTime = <#TimeInterval#>
            bounces = <#Bool#>
            """
        let api = try #require(CodePage.pebble.parse(code, language: "swift").spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["fillColor", "lingerTime", "bounces"])
        #expect(api.parameter("bounces")?.valueType?.isBool == true)
        let linger = try #require(api.parameter("lingerTime")?.valueType)
        #expect(linger.isNumber || linger.containsDuration)
    }

    @Test func aPlaceholderNamingAPlatformRecordGivesTheComponentsOwnRecord() throws {
        let code = """
            fillColor = <#UIColor#>
            margins = <#UIEdgeInsets#>
            painter = <#PebblePainter#>
            """
        let spec = CodePage.pebble.parse(code, language: "swift").spec
        let api = try #require(spec.api("Pebble"))
        let margins = try #require(api.parameter("margins")?.valueType)
        #expect(margins == .record("PebbleEdgeInsets") || margins == .optional(.record("PebbleEdgeInsets")))
        #expect(spec.records.first { $0.name == "PebbleEdgeInsets" }?.fields.map(\.name) == ["top", "left", "bottom", "right"])
        #expect(!spec.records.contains { $0.name == "UIEdgeInsets" })
        // A type of the library's own that the page never defines stays out of the model.
        #expect(api.parameter("painter")?.valueType == nil)
    }

    @Test func theReaderListsOnlyWholeFragmentsOfPropertyLines() {
        let tokens = { (code: String) in UsageTokens(CodeText(code), language: .swift) }
        #expect(SwiftPropertyListing.properties(in: tokens("fill: UIColor\nradius: CGFloat")).map(\.type) == ["UIColor", "CGFloat"])
        // One line alone, a line that calls, arguments inside a call, Kotlin: no listing.
        #expect(SwiftPropertyListing.properties(in: tokens("fill: UIColor")).isEmpty)
        #expect(SwiftPropertyListing.properties(in: tokens("fill: UIColor\nlet pebble = Pebble()")).isEmpty)
        #expect(SwiftPropertyListing.properties(in: tokens("Pebble(\n  text: \"Saved\",\n  lingerTime: 3\n)")).isEmpty)
        #expect(SwiftPropertyListing.properties(in: tokens("text: \"Saved\"\nlingerTime: 3")).isEmpty)
        let kotlin = UsageTokens(CodeText("fill: Color\nradius: Dp"), language: .kotlin)
        #expect(SwiftPropertyListing.properties(in: kotlin).isEmpty)
    }
}

extension ValueType {
    /// Whether the type is a number, optional or not.
    fileprivate var isNumber: Bool { self == .scalar(.number) || self == .optional(.scalar(.number)) }
    /// Whether the type is a Boolean, optional or not.
    fileprivate var isBool: Bool { self == .scalar(.bool) || self == .optional(.scalar(.bool)) }
}
