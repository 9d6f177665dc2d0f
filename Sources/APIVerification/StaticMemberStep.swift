import SpecModel

/// A static member a document reaches a type's instance through (`shared` in `Notice.shared.present(…)` and in
/// `Notice.shared.lifetime = 3`): the type must declare it. Whether it does is decided here for calls and assignments
/// alike, as the compiler resolves the path: on the type, else on a supertype of the module; a supertype of another
/// module may declare it unseen, except UIKit's view and controller classes and `NSObject`, whose only static accessor
/// is the `appearance` proxy.
extension ComponentVerification {
    /// What the code has for a static member a path goes through.
    enum StaticMemberStep {
        /// The type, or a supertype of its module, declares it.
        case declared(CodeSymbol)
        /// Neither declares it; `unseen` names the supertypes of other modules that may (none: it is certainly absent).
        case absent(unseen: [String])
    }

    static func staticMember(_ name: String, of type: CodeSymbol, in module: CodeModule) -> StaticMemberStep {
        let (own, foreign) = supertypes(of: type, in: module)
        for path in [type.path] + own {
            if let declared = module.members(of: path).first(where: { !$0.isType && $0.baseName.filter { $0 != "`" } == name }) {
                return .declared(declared)
            }
        }
        let known = Set(PlatformSupertypeMembers.properties.keys)
        return .absent(unseen: unseenSupertypes(foreign).filter { !known.contains($0) || name == "appearance" })
    }

    /// `Notice.shared.present(…)`: the call's accessor (`UsageCall.staticMember`) against the type the callee names.
    /// Counted when declared; a finding when certainly absent; a note when a supertype of another module may declare it.
    /// Nothing for another module's type (`UIApplication.shared`); a type name several types share is the call's note.
    mutating func verifyStaticMember(of call: UsageCall, in searched: [CodeModule], at place: SourceLocation) {
        guard let member = call.staticMember, case .member(let owner, let method) = call.callee,
            case .type(let module, let type) = MemberOwner.resolve(owner, in: searched), type.kind != "protocol"
        else { return }
        let components = owner.split(separator: ".").map(String.init)
        guard type.path == components || module.types(endingWith: components).filter({ $0.kind != "typealias" }).count == 1 else {
            return
        }
        switch Self.staticMember(member, of: type, in: module) {
        case .declared:
            coverage.symbols += 1
        case .absent(let unseen):
            reportAbsent(
                member,
                .staticMember,
                of: type,
                unseen: unseen,
                subject: "'\(owner).\(member)'",
                use: "calls '\(method)' through it",
                at: place
            )
        }
    }
}
