extension ComponentVerification {
    /// The initializers a call of `type` may call: its own, or, for a class that declares none, those of its nearest
    /// superclass of the module that does (Swift gives a subclass without designated initializers all of its
    /// superclass's).
    func inheritedInitializers(of type: CodeSymbol, in module: CodeModule) -> [CodeSymbol] {
        let own = module.members(of: type.path).filter { $0.kind == "init" }
        guard own.isEmpty, type.kind == "class" else { return own }
        for supertype in Self.supertypes(of: type, in: module).own {
            guard module.symbols.contains(where: { $0.path == supertype && $0.kind == "class" }) else { continue }
            let inherited = module.members(of: supertype).filter { $0.kind == "init" }
            if !inherited.isEmpty { return inherited }
        }
        return []
    }
}
