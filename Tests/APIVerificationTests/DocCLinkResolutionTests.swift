import Testing

@testable import APIVerification

/// DocC's rules for symbol links, one at a time, against a small module of our own (an invented chime library): scope,
/// kind, hash and type-signature disambiguation, members from protocols, and other modules' types extended.
@Suite struct DocCLinkResolutionTests {
    static func symbol(_ path: [String], _ kind: String, _ id: String, _ fragments: [CodeFragment] = []) -> CodeSymbol {
        CodeSymbol(module: "ChimeKit", path: path, kind: kind, fragments: fragments, preciseIdentifier: id, location: nil, isPublic: true)
    }

    /// `func ring(_ times: T)`, or `func NAME(_ times: T) -> R`.
    static func ring(_ type: String, name: String = "ring", returning result: String? = nil) -> [CodeFragment] {
        [
            CodeFragment(kind: "keyword", spelling: "func"), CodeFragment(kind: "text", spelling: " "),
            CodeFragment(kind: "identifier", spelling: name), CodeFragment(kind: "text", spelling: "("),
            CodeFragment(kind: "externalParam", spelling: "_"), CodeFragment(kind: "text", spelling: " "),
            CodeFragment(kind: "internalParam", spelling: "times"), CodeFragment(kind: "text", spelling: ": "),
            CodeFragment(kind: "typeIdentifier", spelling: type), CodeFragment(kind: "text", spelling: ")"),
        ] + (result.map { [CodeFragment(kind: "text", spelling: " -> "), CodeFragment(kind: "typeIdentifier", spelling: $0)] } ?? [])
    }

    static let module = CodeModule(
        name: "ChimeKit",
        symbols: [
            symbol(["Chime"], "struct", "s:9ChimeKit5ChimeV"),
            symbol(["Chime", "ring(_:)"], "method", "s:9ChimeKit5ChimeV4ringyySiF", ring("Int")),
            symbol(["Chime", "ring(_:)"], "method", "s:9ChimeKit5ChimeV4ringyySSF", ring("String")),
            // One overload only: `func peal(_ times: Int) -> Bool`.
            symbol(["Chime", "peal(_:)"], "method", "s:9ChimeKit5ChimeV4pealySbSiF", ring("Int", name: "peal", returning: "Bool")),
            symbol(["Chime", "Tone"], "enum", "s:9ChimeKit5ChimeV4ToneO"),
            symbol(["Chime", "Tone", "soft"], "enum.case", "s:9ChimeKit5ChimeV4ToneO4softyA2EmF"),
            symbol(["Chime", "tone"], "property", "s:9ChimeKit5ChimeV4toneAC4ToneOvp"),
            symbol(["Bell"], "class", "s:9ChimeKit4BellC"),
            symbol(["Ringing"], "protocol", "s:9ChimeKit7RingingP"),
            symbol(["Ringing", "mute()"], "method", "s:9ChimeKit7RingingPAAE4muteyyF"),
            // A member the module adds to another module's protocol (its extension graph): no symbol for `Sequence`.
            symbol(["Sequence", "chimed()"], "method", "s:ST9ChimeKitE6chimedyyF"),
        ],
        supertypes: ["s:9ChimeKit4BellC": ["Ringing"]],
        extendedModules: ["Swift"]
    )

    static func resolve(_ link: String, on page: [String]? = nil) -> ScopedSymbolLink.Resolution {
        ScopedSymbolLink.resolve(link.split(separator: "/").map(String.init), scope: page, in: module)
    }

    @Test func aPagesLinksAreRelativeToItsSymbolThenItsParentsThenTheModule() {
        #expect(Self.resolve("ring(_:)", on: ["Chime"]) == .resolved)
        #expect(Self.resolve("Tone/soft", on: ["Chime", "ring(_:)"]) == .resolved)
        #expect(Self.resolve("Chime/Tone", on: ["Bell"]) == .resolved)
        // Bell has no `Tone`, and none above it does: DocC would not find it from Bell's page.
        #expect(Self.resolve("Tone", on: ["Bell"]) == .unresolved)
        #expect(Self.resolve("Tone/loud", on: ["Chime"]) == .unresolved)
    }

    @Test func pathsAreCaseSensitive() {
        #expect(Self.resolve("Chime/tone") == .resolved)
        #expect(Self.resolve("Chime/Tone") == .resolved)
        #expect(Self.resolve("Chime/TONE") == .unresolved)
    }

    @Test func aKindDisambiguationMustBeTheSymbolsKind() throws {
        #expect(Self.resolve("Chime/Tone-enum") == .resolved)
        #expect(Self.resolve("Chime/Tone-swift.enum/soft-swift.enum.case") == .resolved)
        #expect(Self.resolve("Chime/tone-property") == .resolved)
        guard case .otherKind(let wanted, let found) = Self.resolve("Chime/Tone-struct") else {
            Issue.record("a struct link to an enumeration resolved")
            return
        }
        #expect(wanted == "struct")
        #expect(found.kind == "enum")
        // A container's kind counts too.
        guard case .otherKind = Self.resolve("Chime-class/ring(_:)") else {
            Issue.record("a class link to a struct resolved")
            return
        }
    }

    @Test func aHashDisambiguationNamesOneOverloadAndAnUnknownHashIsUnsure() {
        let intOverload = DocCLinkComponent.stableHash("s:9ChimeKit5ChimeV4ringyySiF")
        #expect(Self.resolve("Chime/ring(_:)-\(intOverload)") == .resolved)
        #expect(Self.resolve("Chime/ring(_:)-method-\(intOverload)") == .resolved)
        // Identifiers spell their types' modules: a graph built elsewhere may hash otherwise, so this is no finding.
        guard case .unsure = Self.resolve("Chime/ring(_:)-zz9zz") else {
            Issue.record("an unknown hash was not unsure")
            return
        }
        // A hash on a name the code lacks is still a missing symbol.
        #expect(Self.resolve("Chime/toll(_:)-\(intOverload)") == .unresolved)
    }

    @Test func aTypeSignatureDisambiguationIsComparedWithTheParameterAndResultTypes() {
        #expect(Self.resolve("Chime/ring(_:)-(Int)") == .resolved)
        #expect(Self.resolve("Chime/ring(_:)-(String)") == .resolved)
        #expect(Self.resolve("Chime/ring(_:)-(_)") == .resolved)
        #expect(Self.resolve("Chime/ring(_:)->()") == .resolved)
        guard case .unsure = Self.resolve("Chime/ring(_:)-(Bool)") else {
            Issue.record("a signature no overload has was not unsure")
            return
        }
        guard case .unsure = Self.resolve("Chime/ring(_:)-(Int,_)") else {
            Issue.record("a signature of two parameters was not unsure")
            return
        }
    }

    /// With one symbol of the name, a signature that plainly names other types names nothing the code has: DocC would not
    /// resolve it. A written type this reading may spell otherwise (a generic, a closure) stays unsure.
    @Test func aSignatureTheOnlyOverloadDoesNotHaveIsADrift() {
        #expect(Self.resolve("Chime/peal(_:)-(Int)->Bool") == .resolved)
        guard case .signatureDiffers(let parameter, let written, let code, _) = Self.resolve("Chime/peal(_:)-(String)") else {
            Issue.record("a parameter type the only overload lacks was not a difference")
            return
        }
        #expect(parameter == 0 && written == "String" && code == "Int")
        guard case .signatureDiffers(nil, "Int", "Bool", _) = Self.resolve("Chime/peal(_:)->Int") else {
            Issue.record("a result type the only overload lacks was not a difference")
            return
        }
        guard case .unsure = Self.resolve("Chime/peal(_:)-(Array<Int>)") else {
            Issue.record("a generic spelling was not unsure")
            return
        }
        guard case .unsure = Self.resolve("Chime/peal(_:)-(Int,Int)") else {
            Issue.record("a signature of another length was not unsure")
            return
        }
    }

    @Test func membersComeFromProtocolsAndExtendedModulesNameTheirTypes() {
        #expect(Self.resolve("Bell/mute()") == .resolved)
        #expect(Self.resolve("mute()", on: ["Bell"]) == .resolved)
        #expect(Self.resolve("Bell/unmute()") == .unresolved)
        #expect(Self.resolve("Swift/Sequence/chimed()") == .resolved)
        #expect(Self.resolve("Swift/Sequence/rung()") == .unresolved)
        #expect(Self.resolve("Elsewhere/Sequence/chimed()") == .unresolved)
    }

    @Test func componentsAreSplitAsDocCSplitsThem() {
        let method = DocCLinkComponent("ring(_:)-swift.method")
        #expect(method.name == "ring(_:)")
        #expect(method.disambiguation == .kindAndHash(kind: "method", hash: nil))
        let both = DocCLinkComponent("Tone-enum-a1b2c")
        #expect(both.name == "Tone")
        #expect(both.disambiguation == .kindAndHash(kind: "enum", hash: "a1b2c"))
        let signature = DocCLinkComponent("ring(_:_:)-(Int,_)->Bool")
        #expect(signature.name == "ring(_:_:)")
        #expect(signature.disambiguation == .signature(parameters: ["Int", "_"], results: ["Bool"]))
        // A function type's arrow closes no bracket: the comma after it still separates two parameters.
        let closure = DocCLinkComponent("ring(_:_:)-((Int) -> Void, String)")
        #expect(closure.disambiguation == .signature(parameters: ["(Int)->Void", "String"], results: nil))
        // An operator's name holds a dash of its own; only what follows its label list disambiguates.
        let minus = DocCLinkComponent("-(_:_:)")
        #expect(minus.name == "-(_:_:)")
        #expect(minus.disambiguation == nil)
        // A dash followed by neither a kind, a hash nor a signature is part of no disambiguation.
        #expect(DocCLinkComponent("Tone-Has-Words").disambiguation == nil)
        #expect(DocCLinkComponent("Chime").disambiguation == nil)
    }

    @Test func theHashIsFNV1FoldedToTwentyFourBitsInBase36() {
        // Worked out by hand from the algorithm DocC documents for its hashes.
        #expect(DocCLinkComponent.stableHash("s:9ChimeKit5ChimeV") == "1znud")
        #expect(DocCLinkComponent.stableHash("s:9ChimeKit5ChimeV4ring2atySd_tF") == "46jrc")
        #expect(DocCLinkComponent.stableHash("s:9ChimeKit5ChimeV4ring2atySd_tF") != DocCLinkComponent.stableHash("s:9ChimeKit5ChimeV"))
    }

    /// A bell rope: a collection of our own, conforming to a standard-library protocol, with one generic method.
    static let ropes = CodeModule(
        name: "ChimeKit",
        symbols: [
            symbol(["Rope"], "struct", "s:9ChimeKit4RopeV"),
            symbol(["Rope", "knot(at:)"], "method", "s:9ChimeKit4RopeV4knot2atySi_tF"),
            symbol(
                ["Rope", "tie(_:)"],
                "method",
                "s:9ChimeKit4RopeV3tieyyxSTRzlF",
                [
                    CodeFragment(kind: "keyword", spelling: "func"), CodeFragment(kind: "text", spelling: " "),
                    CodeFragment(kind: "identifier", spelling: "tie"), CodeFragment(kind: "text", spelling: "<"),
                    CodeFragment(kind: "genericParameter", spelling: "S"), CodeFragment(kind: "text", spelling: ">("),
                    CodeFragment(kind: "externalParam", spelling: "_"), CodeFragment(kind: "text", spelling: " "),
                    CodeFragment(kind: "internalParam", spelling: "strands"), CodeFragment(kind: "text", spelling: ": "),
                    CodeFragment(kind: "typeIdentifier", spelling: "S"), CodeFragment(kind: "text", spelling: ")"),
                ]
            ),
        ],
        supertypes: ["s:9ChimeKit4RopeV": ["BidirectionalCollection"]]
    )

    @Test func aStandardLibraryProtocolsMembersAreNotComparedWithoutSynthesizedMembers() {
        let resolve = { (link: String) in ScopedSymbolLink.resolve([link], scope: ["Rope"], in: Self.ropes) }
        // `popLast()` is the collection protocol's: a graph without synthesized members cannot say.
        guard case .unsure = resolve("popLast()") else {
            Issue.record("an inherited standard-library member was a finding")
            return
        }
        // One letter from the type's own `knot(at:)`: a renamed member, a finding.
        #expect(resolve("knob(at:)") == .unresolved)
        // A name no standard-library protocol gives: the type's own, and missing.
        #expect(resolve("braid(with:)") == .unresolved)
        #expect(resolve("init(strands:)") == .unresolved)
        // A graph that has synthesized members would hold it: its absence is certain.
        var synthesized = Self.ropes
        synthesized.symbols.append(
            Self.symbol(["Rope", "first"], "property", "s:SlsE5first7ElementQzSgvp::SYNTHESIZED::s:9ChimeKit4RopeV")
        )
        #expect(ScopedSymbolLink.resolve(["popLast()"], scope: ["Rope"], in: synthesized) == .unresolved)
    }

    @Test func aGenericParameterTakesTheTypeDocCSpellsByItsConstraint() {
        #expect(ScopedSymbolLink.resolve(["Rope", "tie(_:)-(Sequence<Int>)"], scope: nil, in: Self.ropes) == .resolved)
        #expect(ScopedSymbolLink.resolve(["Rope", "tie(_:)-(_,_)"], scope: nil, in: Self.ropes) != .resolved)
    }
}
