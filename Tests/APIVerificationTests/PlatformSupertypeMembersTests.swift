import Foundation
import Testing

@testable import APIVerification

/// A property a library's class may inherit from a platform supertype is certain only when every such supertype's
/// members are known and none of them declares it. The code and the pages are our own.
@Suite struct PlatformSupertypeMembersTests {
    @Test func aNameTheViewOrItsAncestorsDeclareMayBeInherited() {
        #expect(PlatformSupertypeMembers.mayDeclare("backgroundColor", in: ["UIView"]))
        #expect(PlatformSupertypeMembers.mayDeclare("inputAccessoryView", in: ["UIView", "NSObjectProtocol"]))
        #expect(PlatformSupertypeMembers.mayDeclare("description", in: ["NSObject"]))
    }

    @Test func accessibilityAndAnchorNamesAreNeverCertain() {
        #expect(PlatformSupertypeMembers.mayDeclare("accessibilityHint", in: ["UIView"]))
        #expect(PlatformSupertypeMembers.mayDeclare("isAccessibilityElement", in: ["NSObject"]))
        #expect(PlatformSupertypeMembers.mayDeclare("centerXAnchor", in: ["UIView"]))
    }

    @Test func aViewControllersOwnAndInheritedPropertiesAreKnown() {
        #expect(PlatformSupertypeMembers.mayDeclare("modalPresentationStyle", in: ["UIViewController"]))
        #expect(PlatformSupertypeMembers.mayDeclare("inputAccessoryView", in: ["UIViewController"]))
        #expect(!PlatformSupertypeMembers.mayDeclare("glowLevel", in: ["UIViewController", "NSObjectProtocol"]))
    }

    @Test func anUnknownSupertypeMayDeclareAnything() {
        #expect(PlatformSupertypeMembers.mayDeclare("glowLevel", in: ["UIView", "SomeKitPanel"]))
        #expect(PlatformSupertypeMembers.mayDeclare("glowLevel", in: ["UIControl"]))
    }

    @Test func aNameNoKnownSupertypeDeclaresIsNotInherited() {
        #expect(!PlatformSupertypeMembers.mayDeclare("glowLevel", in: ["UIView", "NSObjectProtocol"]))
        #expect(!PlatformSupertypeMembers.mayDeclare("dismissOnTap", in: ["UIView", "UITextFieldDelegate"]))
        #expect(!PlatformSupertypeMembers.mayDeclare("tag", in: ["NSObject"]))
    }

    static let code = """
        import Foundation
        open class Lamp: NSObject {
            public var glow: Int = 1
        }
        open class Chore: Operation {
            public var step: Int = 1
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Lamps", sources: ["Lamp.swift": code])

    static func run(_ code: String) throws -> (findings: [String], notes: [String]) {
        let page = "# Lamp\n\nSet it up:\n\n```swift\n\(code)\n```\n"
        let result = try DocShapeTests.verify(page, named: "Lamp.md", against: try #require(Self.graphs), module: "Lamps")
        return (result.diagnostics.findings.map(\.message), result.coverage.notCompared.map(\.message))
    }

    @Test func aPropertyAKnownSuperclassLacksIsAFinding() throws {
        let result = try Self.run("let lamp = Lamp()\nlamp.brightness = 3")
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.hasPrefix("'Lamp.brightness' is documented but 'Lamp' has no public property") == true)
    }

    @Test func aPropertyOfAnUnknownSuperclassIsNotCompared() throws {
        let result = try Self.run("let chore = Chore()\nchore.queuePriority = .high\nchore.stride = 2")
        #expect(result.findings.isEmpty)
        #expect(result.notes.count == 2)
    }
}
