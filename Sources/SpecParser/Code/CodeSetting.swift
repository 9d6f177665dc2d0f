/// A setting one fragment of code names for a component, as each language's scanner reads it (a JSX attribute, an
/// option object's key, a TypeScript props member, a styleable attribute): its name, what the code gives for it, and
/// the byte offset of its name. The scanners differ in how they find settings, never in what they find.
struct CodeSetting: Equatable {
    var name: String
    /// The value as code (a string keeps its quotes); empty where the code declares rather than sets.
    var value: String = ""
    /// The type the code states, as written or in Swift's spelling; nil where it states none.
    var type: String? = nil
    var offset: Int
}

/// A component and the settings one place in the code gives it (an element, a declaration, a call).
struct ComponentSettings: Equatable {
    /// The component's type name as the code writes it (the last name of `Toast.Provider`).
    var component: String
    var settings: [CodeSetting]
    var offset: Int
    /// Whether the type was read from a name that may be anything's (a variable's `queue.push({ … })` → `Queue`): such
    /// settings are the API only of a type the page names as the component's, never of one found for want of one.
    var needsOwnType = false
}
