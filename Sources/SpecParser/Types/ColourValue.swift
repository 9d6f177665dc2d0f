import SpecModel

/// Colours are data, decided here once for every spelling: a design system keeps a colour as a token name
/// (`colorPrimary`, `?attr/colorOnSurface`), a hex string (`#323232`) or a named colour (`Colors.red`,
/// `.systemBlue`), and the value travels as JSON text. So a parameter typed with a platform colour type
/// (`Color`, `UIColor`, `Colour`), and an untyped one whose name, description or default says it is a colour,
/// is a `String`. Gradients, styles and fonts are not colours and stay runtime.
enum ColourValue {
    /// The value type every colour has.
    static let valueType = ValueType.scalar(.string)

    /// Platform and library colour types.
    static func isColourType(_ name: String) -> Bool {
        if typeNames.contains(name) { return true }
        // `ResourceColor`, `ThemeColor`, `ColorRes`, `ColorResolvable`: a library's name for one colour, however it is
        // given. `ButtonColors`, `ColorScheme`, `ColorFilter` hold several colours or act on them, and stay runtime.
        let words = ValueLikeTypeName.camelWords(name)
        guard words.count > 1, words.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return false }
        if let last = words.last, last == "Color" || last == "Colour" { return true }
        return (words[0] == "Color" || words[0] == "Colour") && words.dropFirst().allSatisfy(colourFormWords.contains)
    }

    /// Words that, after `Color`, say how one colour is written or looked up (`ColorRes`, `ColorProp`, `ColorHex`).
    private static let colourFormWords: Set<String> = [
        "Res", "Resource", "Prop", "Resolvable", "Value", "String", "Token", "Name", "Int", "Hex", "Like", "Input", "Code",
    ]

    private static let typeNames: Set<String> = [
        "Color", "UIColor", "NSColor", "CGColor", "Colour", "ColorInt", "ColorValue", "ColorToken", "ColorString",
        "HexColor", "MaterialColor", "ColorStateList", "ColorResource", "SwiftUI.Color", "UIKit.UIColor",
        "ui.Color", "CSSColor", "color", "colour",
    ]

    /// `backgroundColor`, `textcolor`, `iconTint`, `barrier_colour`: a name whose last word is a colour word.
    static func isColourName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["color", "colour", "tint", "backgroundtint"].contains { lowered.hasSuffix($0) }
    }

    /// "Color of the icon.", "Fill color of the inner circle.", "The background colour": a description that
    /// opens by naming a colour (at most three words before it).
    static func describesColour(_ description: String) -> Bool {
        let words = description.lowercased().split(whereSeparator: { !$0.isLetter }).prefix(5)
        guard let index = words.firstIndex(where: { $0 == "color" || $0 == "colour" || $0 == "colors" || $0 == "colours" })
        else { return false }
        return index - words.startIndex <= 3 && !words.prefix(upTo: index).contains { runtimeLead.contains(String($0)) }
    }

    private static let runtimeLead: Set<String> = ["style", "styles", "gradient", "font", "function", "callback"]

    /// `#323232`, `rgba(0, 122, 255, 1)`, `Colors.red`, `Color(0xFF00CA71)`, `UIColor.white`, `?attr/colorSurface`,
    /// `@color/primary`: a colour written as a value.
    static func isColourLiteral(_ text: String) -> Bool {
        let text = text.trimmed.trimming { $0 == "`" || $0 == "[" || $0 == "]" }
        if text.hasPrefix("#"), [4, 5, 7, 9].contains(text.count), text.dropFirst().allSatisfy(\.isHexDigit) { return true }
        let lowered = text.lowercased()
        for prefix in ["rgb(", "rgba(", "hsl(", "hsla(", "colors.", "color(", "uicolor.", "color.", "@color/", "?attr/color"]
        where lowered.hasPrefix(prefix) {
            return true
        }
        return false
    }
}
