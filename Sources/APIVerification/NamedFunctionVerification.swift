import SpecModel

/// A function prose names in a code span without its types (`` `.dismiss()` ``, `` `show(text:edge:)` ``, `` call
/// `dismiss` ``): the module must declare a public function, method or enumeration case of that name, whatever it
/// takes; none is a located "not compared" note, never a finding: a page names other modules' functions too (a
/// platform's modifier, a delegate's method). A span another reading of the same line claims is left to it.
extension ComponentVerification {
    /// Those of `surface.namedFunctions` no other claim of the same line names, nor the spec reader read.
    static func unclaimedNamedFunctions(of surface: DocumentedSurface, specLines: Set<Int>) -> [DocumentedProperty] {
        var claimed = Set<String>()
        let lastName = { (text: String) -> String in
            let name = text.split(separator: "/").last.map(String.init) ?? text
            return String(name.split(separator: ".").last ?? Substring(name)).prefix { $0 != "(" && $0 != "-" }.description
        }
        for api in surface.apis { claimed.insert("\(api.declaration.line) \(lastName(api.declaration.symbol))") }
        for call in surface.calls {
            switch call.callee {
            case .initializer(let type): claimed.insert("\(call.line) \(lastName(type))")
            case .member(_, let name), .method(let name), .selfMethod(let name): claimed.insert("\(call.line) \(name)")
            }
        }
        for link in surface.links { claimed.insert("\(link.line) \(lastName(link.path.joined(separator: "/")))") }
        for property in surface.properties + surface.namedProperties { claimed.insert("\(property.line) \(property.name)") }
        return surface.namedFunctions.filter { !specLines.contains($0.line) && !claimed.contains("\($0.line) \($0.name)") }
    }

    /// Counted when the module declares a function, method or case of the name (a type of the name for `Toast()`);
    /// else a note that does not fail `--strict`.
    mutating func verifyFunctionNamedInProse(_ named: DocumentedProperty, in searched: [CodeModule], at place: SourceLocation) {
        let name = named.name
        let declared = searched.contains { module in
            module.symbols.contains { symbol in
                symbol.isPublic && symbol.baseName == name && (symbol.isCallable || symbol.kind == "enum.case" || symbol.isType)
            }
        }
        if declared {
            coverage.symbols += 1
            return
        }
        let written = (named.owner.isEmpty ? name : "\(named.owner).\(name)") + "(…)"
        let lacks =
            name.first?.isUppercase == true
            ? "is named as an initializer, but \(describe(searched)) has no public type"
            : "is named as a function, but \(describe(searched)) has no public function, method or enumeration case"
        uncompared("'\(written)' \(lacks) of that name; it may be another module's; not compared", at: place)
    }
}
