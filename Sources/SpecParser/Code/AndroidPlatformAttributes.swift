/// The formats Android's own attributes are declared with, for a view that takes one of them without restating it
/// (`<attr name="android:text"/>` in its styleable): `android:textSize` is a dimension as every view's is. Only the
/// attributes views commonly reuse are listed; any other states no format.
enum AndroidPlatformAttributes {
    /// The format of `android:<name>` (`dimension`, `string`, an enumeration's cases); nil for an attribute not listed.
    static func format(of attribute: String) -> (format: String, cases: [String])? {
        guard attribute.hasPrefix("android:") else { return nil }
        let name = String(attribute.dropFirst("android:".count))
        if let cases = enumerations[name] { return ("enum", cases) }
        return formats[name].map { ($0, []) }
    }

    private static let formats: [String: String] = [
        "text": "string", "hint": "string", "contentDescription": "string", "fontFamily": "string",
        "textSize": "dimension", "padding": "dimension", "paddingStart": "dimension", "paddingEnd": "dimension",
        "paddingTop": "dimension", "paddingBottom": "dimension", "paddingHorizontal": "dimension",
        "paddingVertical": "dimension", "minWidth": "dimension", "maxWidth": "dimension", "minHeight": "dimension",
        "maxHeight": "dimension", "drawablePadding": "dimension", "lineSpacingExtra": "dimension", "elevation": "dimension",
        "lineSpacingMultiplier": "float", "letterSpacing": "float", "alpha": "float",
        "textColor": "color", "textColorHint": "color", "tint": "color",
        "maxLines": "integer", "minLines": "integer", "lines": "integer", "gravity": "integer",
        "enabled": "boolean", "textAllCaps": "boolean", "singleLine": "boolean", "clickable": "boolean",
        "drawableStart": "reference|color", "drawableEnd": "reference|color", "drawableTop": "reference|color",
        "drawableBottom": "reference|color", "drawableLeft": "reference|color", "drawableRight": "reference|color",
        "background": "reference|color", "src": "reference|color", "textAppearance": "reference", "icon": "reference",
    ]

    private static let enumerations: [String: [String]] = [
        "textStyle": ["normal", "bold", "italic"],
        "typeface": ["normal", "sans", "serif", "monospace"],
        "ellipsize": ["none", "start", "middle", "end", "marquee"],
        "visibility": ["visible", "invisible", "gone"],
    ]
}
