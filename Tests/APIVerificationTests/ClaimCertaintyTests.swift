import Foundation
import SpecModel
import Testing

@testable import APIVerification
@testable import SpecParser

/// A finding only when the document certainly claims it: each fragment kind and each way of resolving a claim's
/// subject, with a page that agrees (or claims nothing) and one that drifts. The code and the pages are our own.
@Suite struct ClaimCertaintyTests {
    static let code = """
        public final class Chime {
            public init(tone: String, volume: Double = 0.5, repeats: Bool = false) {}
            public func ring(after delay: Double = 0, loud: Bool = true) {}
            public var pitch: Double = 440
            public var label: String? = nil
            public var muted: Bool = false
        }
        public typealias ChimeAlias = Chime
        public typealias ChimeText = Substring
        extension String {
            public init(chime: Chime, verbose: Bool = false) { self = "" }
            public var chimeName: String { "" }
        }
        public struct Bell {
            public init() {}
        }
        extension Bell {
            public func chimed(count: Int = 1, echo: Bool = false) -> Bell { self }
        }
        public protocol Ringing {}
        extension Ringing {
            public func ringAll(times: Int) {}
        }
        public struct Gong: Ringing {}
        open class Tower {
            public init() {}
            public func toll() {}
        }
        public final class Belfry: Tower {}
        public enum RingStyle { case soft, loud, long }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Chimes", sources: ["Chime.swift": code])

    static func findings(_ page: String, named name: String = "Chime.md") throws -> [String] {
        let result = try DocShapeTests.verify(page, named: name, against: try #require(Self.graphs), module: "Chimes")
        return result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    static func notes(_ page: String, named name: String = "Chime.md") throws -> [String] {
        let result = try DocShapeTests.verify(page, named: name, against: try #require(Self.graphs), module: "Chimes")
        return result.coverage.notCompared.map(\.message)
    }

    // MARK: Defaults a signature claims

    @Test func aSignatureThatWritesNoDefaultClaimsNone() throws {
        let page = """
            # Chime

            ```swift
            public init(tone: String, volume: Double, repeats: Bool)
            ```
            """
        #expect(try Self.findings(page).isEmpty)
    }

    @Test func aSignatureThatWritesOneDefaultClaimsTheOthersRequired() throws {
        let page = """
            # Chime

            ```swift
            public init(tone: String, volume: Double = 0.5, repeats: Bool)
            ```
            """
        #expect(
            try Self.findings(page) == ["4: parameter 'repeats' is required in the document, but the code gives it the default 'false'"]
        )
    }

    @Test func aCallWithTypesClaimsRequiredOnlyWhenItWritesSomeDefault() throws {
        let bare = "# Bells\n\n```swift\nBell().chimed(count: Int, echo: Bool)\n```\n"
        #expect(try Self.findings(bare).isEmpty)
        let one = bare.replacingOccurrences(of: "count: Int,", with: "count: Int = 1,")
        #expect(
            try Self.findings(one).map {
                $0.hasSuffix("parameter 'echo' is required in the document, but the code gives it the default 'false'")
            } == [true]
        )
    }

    @Test func aDocCommentStatesTheDefaultsABareSignatureLeavesOut() throws {
        let page = """
            # Chime

            ```swift
            /// Rings.
            /// - Parameters:
            ///   - delay: Seconds before it rings. Default is ``0``.
            ///   - loud: Whether it is loud. Default is ``false``.
            public func ring(after delay: Double, loud: Bool)
            ```
            """
        #expect(try Self.findings(page) == ["8: default of parameter 'loud' differs: the document has 'false', the code has 'true'"])
        #expect(try Self.findings(page.replacingOccurrences(of: "``false``", with: "``true``")).isEmpty)
    }

    @Test func docCommentDefaultsAreReadFromTheCommentAboveTheDeclaration() {
        let code = """
            /// - Parameters:
            ///   - tone: What it plays.
            ///   - volume: How loud. Defaults to `0.5`.
            init(tone: String, volume: Double)
            """
        #expect(DocCommentDefaults.read(code, above: 3).map { "\($0.name)=\($0.value)" } == ["volume=0.5"])
        #expect(DocCommentDefaults.read("init(tone: String)", above: 0).isEmpty)
    }

    // MARK: Symbol links

    @Test func aSpanBetweenThreeBackticksIsNoSymbolLink() throws {
        let page = """
            # Setup

            * Add ```pod 'Chimes'``` to your ```Podfile```
            * Add ```Chimes.framework``` to the project
            """
        #expect(try Self.findings(page).isEmpty)
        #expect(try Self.findings("# Setup\n\nSee ``Chyme``.\n").count == 1)
    }

    @Test func aLinkNamesMembersATypeGetsFromItsProtocolsAndSuperclass() throws {
        let page = """
            # Gongs

            - ``Gong/ringAll(times:)``
            - ``Belfry/toll()``
            """
        #expect(try Self.findings(page).isEmpty)
        #expect(try Self.findings(page.replacingOccurrences(of: "Belfry/toll()", with: "Belfry/peal()")).count == 1)
        #expect(try Self.findings(page.replacingOccurrences(of: "Gong/ringAll", with: "Bell/ringAll")).count == 1)
    }

    // MARK: Extension pages

    @Test func anExtensionPageOfAnotherModulesTypeIsComparedWithTheExtension() throws {
        let page = """
            **EXTENSION**

            # `String`

            ## Methods
            ### `init(chime:verbose:)`

            ```swift
            public init(chime: Chime, verbose: Bool = false)
            ```
            """
        #expect(try Self.findings(page).isEmpty)
        let drifted = page.replacingOccurrences(of: "verbose: Bool = false", with: "verbose: Bool = true")
        #expect(try Self.findings(drifted) == ["9: default of parameter 'verbose' differs: the document has 'true', the code has 'false'"])
    }

    @Test func anAliasOfTheModulesOwnTypeHasThatTypesMembers() throws {
        let page = """
            **EXTENSION**

            # `ChimeAlias`

            ## Methods
            ### `ring(after:loud:)`

            ```swift
            public func ring(after delay: Double = 0, loud: Bool = false)
            ```
            """
        #expect(try Self.findings(page) == ["9: default of parameter 'loud' differs: the document has 'false', the code has 'true'"])
    }

    @Test func aTypealiasOfAnotherModulesTypeIsNotComparedAndSaysWhy() throws {
        let page = """
            **EXTENSION**

            # `ChimeText`

            ## Methods
            ### `init(sound:)`

            ```swift
            convenience init(sound: String)
            ```
            """
        #expect(try Self.findings(page).isEmpty)
        #expect(try Self.notes(page).contains { $0.contains("is a typealias") })
    }

    // MARK: Lists under a sentence naming a modifier

    @Test func aListAfterASentenceNamingAModifierListsItsParameters() throws {
        let page = """
            # Bell

            Use the `.chimed` view modifier:

            - `count`: how many times, default is 1.
            - `echo`: default is `false`.
            """
        #expect(try Self.findings(page).isEmpty)
        let drifted = page.replacingOccurrences(of: "default is 1.", with: "default is 2.")
        #expect(try Self.findings(drifted) == ["5: default of parameter 'count' differs: the document has '2', the code has '1'"])
    }

    @Test func aListUnderAModifierTheModuleLacksIsNotCompared() throws {
        let page = """
            # Bell

            Use the `.tolled` view modifier:

            - `count`: how many times, default is 1.
            - `echo`: default is `false`.
            """
        #expect(try Self.findings(page).isEmpty)
        #expect(try Self.notes(page).contains { $0.contains("'tolled'") })
    }

    // MARK: A "Parameters" table after usage code

    static let calleeTable = """
        # Bell

        ```swift
        Bell()
            .chimed(count: 3)
        ```

        ### Parameters

        | parameter | type | default |
        | --------- | ---- | ------- |
        | count     | Int  | 1       |
        | echo      | Bool | false   |
        """

    @Test func aParametersTableAfterUsageCodeIsTheCalledFunctions() throws {
        #expect(try Self.findings(Self.calleeTable).isEmpty)
        let drifted = Self.calleeTable.replacingOccurrences(of: "| echo      | Bool | false   |", with: "| echo      | Bool | true    |")
        #expect(try Self.findings(drifted) == ["13: default of parameter 'echo' differs: the document has 'true', the code has 'false'"])
    }

    @Test func aParametersTableAfterCodeCallingNothingOfTheModuleIsNotCompared() throws {
        let page = Self.calleeTable.replacingOccurrences(of: ".chimed(count: 3)", with: ".padding(3)")
            .replacingOccurrences(of: "Bell()", with: "Text(\"x\")")
        #expect(try Self.findings(page).isEmpty)
        #expect(try Self.notes(page).contains { $0.contains("its subject is not certain") })
    }

    @Test func aParametersListAfterUsageCodeIsTheCalledFunctions() throws {
        let page = """
            # Bells

            ```swift
            Bell().chimed(count: 3, echo: true)
            ```
            #### Parameters
            - count: How many times. Defaults to 1.
            - echo: Whether it echoes. Defaults to no echo.
            """
        // A default stated in words is prose, not a value: not compared.
        #expect(try Self.findings(page).isEmpty)
        let drifted = page.replacingOccurrences(of: "Defaults to 1.", with: "Defaults to 2.")
            .replacingOccurrences(of: "- echo:", with: "- loud: Whether it is loud.\n- echo:")
        #expect(
            try Self.findings(drifted) == [
                "7: default of parameter 'count' differs: the document has '2', the code has '1'",
                "8: parameter 'loud' is documented but the code's 'Bell.chimed(count:echo:)' has no such parameter",
            ]
        )
    }

    // MARK: Enumeration cases in code

    @Test func linesEachNamingTheEnumerationAreItsCases() throws {
        let page = "# Styles\n\nAvailable styles:\n```swift\nRingStyle.soft,\nRingStyle.loud,\nRingStyle.long\n```\n"
        #expect(try Self.findings(page).isEmpty)
        let shorter = page.replacingOccurrences(of: "RingStyle.loud,\n", with: "")
        #expect(
            try Self.findings(shorter) == ["5: enumeration 'RingStyle' has the case 'loud' in the code, which the document does not list"]
        )
        // Lines naming two types are no enumeration's list.
        #expect(try Self.findings(page.replacingOccurrences(of: "RingStyle.long", with: "Tower.long")).isEmpty)
    }

    @Test func anAnonymousEnumBlockWithCommentsBetweenItsCases() throws {
        let page = """
            # Styles

            The `RingStyle` cases:

            ```swift
            enum {
                /// Quiet.
                .soft,

                /// Not quiet.
                .loud,
                .long
            }
            ```
            """
        #expect(try Self.findings(page).isEmpty)
        #expect(try Self.findings(page.replacingOccurrences(of: ".long", with: ".longer")).count == 2)
    }

    // MARK: Placeholder assignments

    static let placeholders = """
        # Customising

        Set its public properties:

        ```swift
        pitch = <#Double#>
        muted = <#Bool#> // silent
        label = <#String?#>;
        ```
        """

    @Test func placeholderAssignmentsAreThePropertiesOfTheTypeHoldingThemAll() throws {
        #expect(try Self.findings(Self.placeholders).isEmpty)
        let drifted = Self.placeholders.replacingOccurrences(of: "<#Double#>", with: "<#Float#>")
        #expect(
            try Self.findings(drifted) == [
                "6: type of parameter 'pitch' differs: the document has 'Float', the code's property 'Chime.pitch' has 'Double'"
            ]
        )
    }

    @Test func placeholderAssignmentsNoTypeHoldsAreNotCompared() throws {
        let page = Self.placeholders.replacingOccurrences(of: "muted = <#Bool#>", with: "tempo = <#Int#>")
            .replacingOccurrences(of: "label = <#String?#>;", with: "volume = <#Double#>")
        #expect(try Self.findings(page).isEmpty)
        #expect(try Self.notes(page).contains { $0.contains("names no public type") })
    }

    // MARK: Option paragraphs

    @Test func optionParagraphsUnderAHeadingNamingTheTypeAreItsProperties() throws {
        let page = """
            # Chime

            ### Options

            `pitch: Double` -> The pitch in hertz.

            `label: String?` -> What it shows.

            `muted: Bool` -> Whether it is silent. Default is `false`.
            """
        #expect(try Self.findings(page).isEmpty)
        let drifted = page.replacingOccurrences(of: "`label: String?`", with: "`label: String`")
            .replacingOccurrences(of: "`muted: Bool`", with: "`silenced: Bool`")
        #expect(
            try Self.findings(drifted) == [
                "7: type of parameter 'label' differs: the document has 'String', the code's property 'Chime.label' has 'String?'",
                "9: 'silenced' is documented but is neither a public property of 'Chime' nor a parameter of 'Chime.init(tone:volume:repeats:)'",
            ]
        )
    }

    @Test func optionParagraphsMostOfWhichTheTypeLacksAreNotCompared() throws {
        let page = """
            # Chime

            ### Options

            `pitch: Double` -> The pitch in hertz.

            `ringTone: String` -> The sound.

            `fadeOut: Double` -> Seconds.
            """
        #expect(try Self.findings(page).isEmpty)
        #expect(try Self.notes(page).filter { $0.contains("may be another type's") }.count == 2)
    }

    // MARK: Method paragraphs

    static let methods = """
        # Chime

        ### Methods

        `ring()` -> Rings it; `after` and `loud` are optional.

        `chimed()` -> A copy that has rung.
        """

    @Test func methodParagraphsClaimTheNamesNotHowTheyAreCalled() throws {
        // `ring(after:loud:)` takes parameters the paragraph does not write: the empty parentheses only name it.
        #expect(try Self.findings(Self.methods).isEmpty)
        #expect(
            try Self.findings(Self.methods.replacingOccurrences(of: "`chimed()`", with: "`echoed()`")) == [
                "7: 'echoed' is documented but module 'Chimes' has no public function of that name"
            ]
        )
    }

    @Test func oneMethodParagraphAloneOrAMethodInProseClaimsNothing() throws {
        // One term may name a platform method in passing; a run of them is a list of the library's methods.
        let alone = """
            # Chime

            `layoutSubviews()` -> Call `setNeedsLayout()` after changing the pitch.
            """
        #expect(try Self.findings(alone).isEmpty)
        let prose = Self.methods.replacingOccurrences(of: "`chimed()` -> A copy", with: "Call `chimed()` for a copy")
        #expect(try Self.findings(prose.replacingOccurrences(of: "`ring()`", with: "`peal()`")).isEmpty)
    }

    @Test func aListOfMethodItemsClaimsTheNamesLikeParagraphs() throws {
        let list = """
            # Chime

            ### Methods

            - `ring()`: rings it; `after` and `loud` are optional.
            - `chimed()`: a copy that has rung.
            """
        #expect(try Self.findings(list).isEmpty)
        #expect(
            try Self.findings(list.replacingOccurrences(of: "`chimed()`", with: "`echoed()`")) == [
                "6: 'echoed' is documented but module 'Chimes' has no public function of that name"
            ]
        )
        // An item that is no method's term makes the list something else: it claims nothing.
        let mixed = list.replacingOccurrences(of: "`chimed()`", with: "`echoed()`") + "\n- Call it from the main thread."
        #expect(try Self.findings(mixed).isEmpty)
    }
}
