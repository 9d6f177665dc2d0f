import SpecModel

/// A method called on a call's result (`Toast(text: "Hi").show()`, `Hud.showOn(view).dismiss()`): the result has the
/// type the call returns (an initializer its type, a function the return type its declaration states), so the method
/// is a member claim on that type. Decided here: which type that is, and what the module has of the method on it.
extension ComponentVerification {
    /// The type a call's result has, as far as the symbol graphs tell.
    enum CallResult {
        /// A type of the module.
        case type(module: CodeModule, type: CodeSymbol)
        /// Another library's call (`Text("Hi")`): its result's members are not in the graphs read.
        case foreign
        /// The module's call, whose result's type the graphs do not tie to one type of the module; why.
        case unknown(String)
    }

    /// What the module has for a method chained on a call of the module's.
    enum ChainedTargets {
        /// The method as declared on the result's type or a supertype: compare with these.
        case narrowed(name: String, [CallTarget])
        /// Reported here (a finding or a note): nothing left to compare.
        case settled
        /// Nothing to say about the receiver: compare by name as for any method.
        case unchanged
    }

    /// The type `callee`'s result has.
    func result(of callee: UsageCall.Callee, in searched: [CodeModule]) -> CallResult {
        switch callee {
        case .initializer(let type):
            switch MemberOwner.resolve(type, in: searched) {
            case .type(let module, let found):
                let components = type.split(separator: ".").map(String.init)
                let namesakes = module.types(endingWith: components).filter { $0.kind != "typealias" }
                guard found.path == components || namesakes.count == 1 else {
                    return .unknown("'\(type)' names \(namesakes.count) types of module '\(module.name)'")
                }
                return .type(module: module, type: found)
            case .alias(let module, let alias):
                return .unknown("'\(alias.qualifiedName)' is a typealias of module '\(module.name)'")
            case .extended, .none:
                return .foreign
            }
        case .member(let owner, let name):
            guard case .type(let module, let type) = MemberOwner.resolve(owner, in: searched) else { return .foreign }
            let members = module.members(of: type.path)
            let declared = members.filter { $0.isPublicFunction(named: name) }.map { CodeSignature(fragments: $0.fragments).returnType }
            // `Presenter.shared()` where the code has `static var shared: Presenter`: the accessor as Objective-C spells
            // it (the call itself is reported on its own); its result is the property's type.
            let accessor = members.filter { $0.isPublic && $0.kind == "type.property" && $0.baseName == name }.map(PropertyType.of)
            return returned(declared.isEmpty ? accessor : declared, of: "'\(owner).\(name)(…)'", selfType: type, in: module)
        case .method(let name):
            let declared = callables(named: name, in: searched).filter { !$0.isCase }
            // A method of an unknown receiver (a modifier, `view.makeHud()`) is typed only when its result is plainly
            // the module's type: an unknown result of a receiver the page never names is no claim to report on.
            guard let module = declared.first?.module,
                case .type(let owner, let type) = returned(
                    declared.map { CodeSignature(fragments: $0.symbol.fragments).returnType },
                    of: "'\(name)(…)'",
                    selfType: nil,
                    in: module
                )
            else { return .foreign }
            return .type(module: owner, type: type)
        case .selfMethod:
            return .foreign
        }
    }

    /// The one module type every declaration returns, given their return types (`Self` standing for `selfType`).
    private func returned(_ returnTypes: [String?], of call: String, selfType: CodeSymbol?, in module: CodeModule) -> CallResult {
        // `Toast?` and `Toast!` chained with `.`: the document claims a member of `Toast` either way.
        let spellings = Set(returnTypes.map { String(($0 ?? "").filter { !"?! ".contains($0) }) })
        guard let spelling = spellings.first, spellings.count == 1, !spelling.isEmpty else {
            return .unknown("the symbol graph states no one return type for \(call)")
        }
        if spelling == "Self", let selfType { return .type(module: module, type: selfType) }
        // `-> Hud.Type` returns the type itself: a method chained on it is the type's (a static one).
        var components = spelling.split(separator: ".").map(String.init)
        if components.count > 1, components.last == "Type" { components.removeLast() }
        let found = module.types(endingWith: components).filter { $0.kind != "typealias" }
        guard let type = found.first, found.count == 1 || type.path == components else {
            return .unknown("\(call) returns '\(spelling)', no one type of module '\(module.name)'")
        }
        return .type(module: module, type: type)
    }

    /// `call` is a method chained on another call's result: the module's declarations of it on that result's type; a
    /// finding when the module has no method of that name and nothing the type inherits from another module may
    /// declare it, else a note; unchanged when the result is another library's or the module has the name elsewhere.
    mutating func chainedTargets(of call: UsageCall, in searched: [CodeModule], at place: SourceLocation) -> ChainedTargets {
        guard let receiver = call.chainedOn, case .method(let method) = call.callee else { return .unchanged }
        let all = callables(named: method, in: searched)
        switch result(of: receiver, in: searched) {
        case .foreign:
            return .unchanged
        case .unknown(let why):
            guard all.isEmpty else { return .unchanged }
            uncompared(
                "'\(method)(…)' is called on the result of \(spelling(receiver)), whose type is not known (\(why)); not compared",
                at: place
            )
            return .settled
        case .type(let module, let type):
            let (own, foreign) = Self.supertypes(of: type, in: module)
            let owners = Set([type.path.joined(separator: ".")] + own.map { $0.joined(separator: ".") } + foreign)
            let onType = all.filter { owners.contains($0.symbol.path.dropLast().joined(separator: ".")) }
            if !onType.isEmpty { return .narrowed(name: "\(type.qualifiedName).\(method)", onType) }
            guard all.isEmpty else { return .unchanged }
            reportAbsent(
                method,
                .method,
                of: type,
                unseen: Self.unseenSupertypes(foreign, calling: method),
                subject: "'\(method)(…)' on the result of \(spelling(receiver))",
                use: "calls it on the result of \(spelling(receiver))",
                at: place
            )
            return .settled
        }
    }

    /// How a report names the call a method is chained on.
    private func spelling(_ callee: UsageCall.Callee) -> String {
        switch callee {
        case .initializer(let type): "'\(type)(…)'"
        case .member(let owner, let name): "'\(owner).\(name)(…)'"
        case .method(let name): "'\(name)(…)'"
        case .selfMethod(let name): "'self.\(name)(…)'"
        }
    }
}
