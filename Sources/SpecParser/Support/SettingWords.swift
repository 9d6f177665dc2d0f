/// The words that say what a setting is, decided in one place: each reading asks for the words of its role, so a
/// word added for one role is weighed against the others here rather than in four lists that drift apart.
enum SettingWords {
    /// What a word says about the name it ends.
    enum Role {
        /// A noun of a category of values a design system's settings are called by (`ToastPosition`, `ChipVariant`):
        /// a type so named holds a value, stored by its case's name.
        case valueCategory
        /// A word that ends the name of a setting chosen among named cases (`animationType`, `textAlignment`).
        case namedChoice
        /// A word for a kind of setting, which makes a type named for the component a value of it (`EasyToastStyle`).
        case settingType
        /// A word for a list of settings a heading introduces (`ToastHost props`, "PillView attributes").
        case settingList
        /// A word that ends the name of an object holding many settings (`StackToastConfig`, `PillOptions`).
        case settingsHolder
    }

    /// Whether `word` (any case) plays `role`.
    static func contains(_ word: String, as role: Role) -> Bool {
        roles[word.lowercased()]?.contains(role) == true
    }

    /// Whether `word` is written capitalised (`Position`, not `POSITION`) and plays `role`: a camel-case name's word.
    static func containsCapitalized(_ word: String, as role: Role) -> Bool {
        guard let first = word.first, first.isUppercase, word.dropFirst().allSatisfy(\.isLowercase) else { return false }
        return contains(word, as: role)
    }

    private static let roles: [String: Set<Role>] = {
        var roles: [String: Set<Role>] = [:]
        func add(_ words: [String], _ role: Role) { for word in words { roles[word, default: []].insert(role) } }
        // Not "shape" nor "theme": Compose's `Shape` draws an outline and a theme is often an object of many values.
        add(
            [
                "style", "kind", "type", "mode", "position", "placement", "alignment", "direction", "size", "variant", "level",
                "priority", "height", "width", "spacing", "gravity", "orientation", "align", "role", "status", "severity",
                "tone", "intent", "density", "emphasis", "edge", "side", "corner", "anchor", "trigger", "visibility",
                "length", "duration", "haptic",
                // Platform enumerations: `SnackBarBehavior`, `FontWeight`, `TextOverflow`, `BoxFit`, `ContentScale`,
                // `NotificationImportance`, `DismissPolicy`, `Brightness`.
                "behavior", "behaviour", "weight", "overflow", "fit", "scale", "appearance", "importance", "policy",
                "brightness", "axis", "animation",
            ],
            .valueCategory
        )
        // Not "style": a style is often an object of several values (`TextStyle`, `ViewStyle`).
        add(
            [
                "type", "mode", "align", "alignment", "position", "placement", "direction", "gravity", "orientation", "variant",
                "edge", "side", "corner",
            ],
            .namedChoice
        )
        add(
            [
                "style", "type", "mode", "position", "placement", "kind", "variant", "size", "shape", "direction", "alignment",
                "animation", "theme", "tone", "level", "priority", "gravity", "orientation", "duration",
            ],
            .settingType
        )
        add(["props", "properties", "options", "attributes", "parameters"], .settingList)
        add(["config", "configuration", "options", "settings", "props", "properties", "attributes"], .settingsHolder)
        return roles
    }()
}
