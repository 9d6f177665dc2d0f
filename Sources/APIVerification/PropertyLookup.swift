/// Whether a type of the module has a public property of a name, decided once for every claim that it does (a property
/// set in code, one a page lists or declares): its own members and its supertypes' in the module count, and a supertype
/// of another module (a class's `UIView`) may declare one the graphs do not hold.
enum PropertyLookup {
    /// The members of that name (a static and an instance property may share it).
    case found([CodeSymbol])
    /// None, certainly; `near` is one of the type's names one letter away, if any.
    case missing(near: String?)
    /// None in the graphs read, but these supertypes of other modules may declare it.
    case mayInherit([String])

    /// Whether the type certainly has no such property.
    var isCertainlyMissing: Bool {
        if case .missing = self { return true }
        return false
    }
}

extension ComponentVerification {
    /// Whether `type` of `module` has a public property `name`. A name one letter away from one of the type's own, or
    /// one no known supertype declares, makes an absence certain even with supertypes of other modules. The graph names
    /// every superclass and conformance of any module, so a class with none is a root Swift class, all of whose members
    /// are in the graph.
    func lookUpProperty(_ name: String, of type: CodeSymbol, in module: CodeModule) -> PropertyLookup {
        let (own, foreign) = Self.supertypes(of: type, in: module)
        let isProperty = { (member: CodeSymbol) in !member.isCallable && !member.isType }
        let ownProperties = module.members(of: type.path).filter(isProperty)
        // The type's own declaration, where it has one, is the property: a protocol of the module it conforms to may
        // declare the same name as a requirement, and that is no second property.
        let itsOwn = ownProperties.filter { $0.baseName == name }
        if !itsOwn.isEmpty { return .found(itsOwn) }
        let properties = ownProperties + (own + foreign.map { [$0] }).flatMap { module.members(of: $0) }.filter(isProperty)
        let declared = properties.filter { $0.baseName == name }
        if !declared.isEmpty { return .found(declared) }
        let uncertain = Self.unseenSupertypes(foreign)
        let near = properties.map(\.baseName).filter { Self.isOneEditAway($0, name) }.sorted().first
        if near == nil, !uncertain.isEmpty, PlatformSupertypeMembers.mayDeclare(name, in: uncertain) { return .mayInherit(uncertain) }
        return .missing(near: near)
    }

    /// The words of a "not compared" note for a property `type` may inherit from `supertypes`.
    static func mayInheritReason(_ name: String, of type: CodeSymbol, from supertypes: [String]) -> String {
        "'\(type.qualifiedName)' has no public property '\(name)', but it may inherit one from a supertype of another module"
            + " (\(supertypes.map { "'\($0)'" }.joined(separator: ", "))), whose members are not in the symbol graphs read"
    }
}
