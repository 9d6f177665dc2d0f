import SpecModel
import Testing

@testable import SpecParser

/// JVM libraries document a builder as its methods' signatures, in a list or in a code block, and a view's XML
/// attributes as `<attr …/>` items: each setter sets the setting named as users know it, of its parameter's type.
@Suite struct SetterSignatureTests {
    @Test func aListOfJavaSetterSignaturesNamesTheSettingsWithTheirTypes() throws {
        let markdown = """
            # Pebble

            A short message that floats over the page.

            ## Builder methods

            - `Builder(View anchor)`
            - `setDismissible(boolean dismissible)` - closes on an outside tap. Default is `false`
            - `setCornerRadius(@DimenRes int resId)` - corner radius from resources
            - `setCornerRadius(float radius)` - corner radius
            - `setCaption(@StringRes int resId)`
            - `setCaption(String caption)`
            - `setTint(@ColorInt int tint)`
            - `setOnTapListener(OnTapListener listener)`
            - `build()` - makes the pebble

            """
        let api = try #require(parse(markdown).spec.api())
        // The constructor's parameter is the builder's too; `build()` sets nothing.
        #expect(api.parameters.map(\.name) == ["anchor", "dismissible", "cornerRadius", "caption", "tint", "onTapListener"])
        #expect(api.parameter("dismissible")?.valueType == .scalar(.bool))
        #expect(api.parameter("dismissible")?.defaultValue == "false")
        // Overloads are one setting, listed where it first appears, typed by the overload that passes the value itself.
        #expect(api.parameter("cornerRadius")?.line == 9)
        #expect(api.parameter("cornerRadius")?.isData == true)
        #expect(api.parameter("caption")?.type == "String")
        #expect(api.parameter("tint")?.type == "Color")
        #expect(api.parameter("onTapListener")?.isData == false)
    }

    @Test func aListOfMethodsThatMostlyActIsNoSettingList() {
        let markdown = """
            # Pebble

            A short message that floats over the page.

            ## Methods

            - `show()` - shows the pebble
            - `dismiss()` - hides it
            - `isShowing()` - whether it shows
            - `setOnTapListener(OnTapListener listener)`

            """
        #expect(parse(markdown).spec.apis.allSatisfy { $0.parameter("onTapListener") == nil })
    }

    @Test func aListOfAttributeElementsDeclaresTheViewsAttributes() throws {
        let markdown = """
            # Pebble

            A short message that floats over the page.

            ## Attributes

            - `<attr name="pebbleDismissible" format="boolean"/>` - closes on an outside tap. Default is `false`
            - `<attr name="pebbleRadius" format="dimension"/>` - corner radius
            - `<attr name="android:text"/>` - what it says

            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameters.map(\.name) == ["pebbleDismissible", "pebbleRadius", "android:text"])
        #expect(api.parameter("pebbleDismissible")?.valueType == .scalar(.bool))
        #expect(api.parameter("pebbleRadius")?.isData == true)
    }

    @Test func aKotlinBlockOfSetterSignaturesGivesTheBuiltTypesSettings() throws {
        let kotlin = """
            Pebble(context: Context, anchor: View)

            setCaption(@StringRes captionId: Int): Pebble
            setCaption(caption: String): Pebble
            setLifetime(seconds: Double = 4.0): Pebble
            setOnTap(listener: (Pebble) -> Unit): Pebble
            show(): Pebble
            """
        let markdown = """
            # Pebble

            A short message that floats over the page.

            ```kotlin
            \(kotlin)
            ```
            """
        let api = try #require(parse(markdown).spec.api("Pebble"))
        #expect(api.parameter("context")?.isData == false && api.parameter("anchor") != nil)
        #expect(api.parameter("caption")?.type == "String")
        #expect(api.parameter("caption")?.line == 8)
        #expect(api.parameter("lifetime")?.defaultValue == "4.0")
        #expect(api.parameter("onTap")?.isData == false)
        #expect(api.parameter("show") == nil)
    }

    @Test func callsPassingValuesAreNoSignatures() throws {
        #expect(MethodSignature("setCaption(\"Hello\")") == nil)
        #expect(MethodSignature("setLifetime(4)") == nil)
        #expect(MethodSignature("pebble.setCaption(caption)") == nil)
        let kotlin = try #require(MethodSignature("fun setLifetime(seconds: Double = 4.0): Pebble"))
        #expect(kotlin.name == "setLifetime" && kotlin.returnType == "Pebble")
        #expect(kotlin.parameters.first?.defaultValue == "4.0")
        let java = try #require(MethodSignature("public Builder setTint(@ColorInt int tint);"))
        #expect(java.parameters.first == MethodSignature.Parameter(name: "tint", type: "int", annotations: ["ColorInt"], defaultValue: nil))
    }
}
