/// Which accessor reaches a type's one shared instance (`[[Toast sharedInstance] setDuration:3]`): a message to it sets
/// the type's settings, as a message to the type does. Decided in one place for every reader of usage code.
enum SharedInstance {
    /// Whether `name` is an accessor of a type's shared instance: `shared`, `sharedInstance`, `sharedManager`, `default`,
    /// `standard`, `current`, `instance`, and UIKit's `appearance` proxy, whose settings are every instance's; not
    /// `defaultConfig`, an object of settings rather than the instance.
    static func isAccessor(_ name: String) -> Bool {
        if ["shared", "default", "standard", "current", "instance", "appearance"].contains(name) { return true }
        return name.hasPrefix("shared") && name.dropFirst(6).first?.isUppercase == true
    }
}
