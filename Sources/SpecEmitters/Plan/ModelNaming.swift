import SpecModel

/// Names a component's models: `<component-qualified symbol>Configuration` (`ToastShowConfiguration`), and,
/// when two APIs of the spec give the same name, what tells them apart.
enum ModelNaming {
    /// One model name per API, in order, unique within the component (ignoring case, as file systems may)
    /// and different from every name in `taken`.
    ///
    /// Two APIs with one symbol are told apart by what differs between them: their language (a Swift
    /// initializer and a Kotlin composable → `TooltipSwiftConfiguration`, `TooltipKotlinConfiguration`), then
    /// their kind (`…InitializerConfiguration`, `…FunctionConfiguration`); a number only when nothing differs.
    static func names(for apis: [APIDeclaration], component: String, taken: [PlanName] = []) -> [PlanName] {
        let bases = apis.map { QualifiedTypeName.qualified($0.symbol, component: component).upperCamel }
        var qualifiers = Array(repeating: [String](), count: apis.count)
        for group in groups(of: bases.map { $0.lowercased() }) {
            let languages = Set(group.map { apis[$0].language })
            guard languages.count > 1 else { continue }
            for index in group { qualifiers[index] += languageWord(apis[index].language).map { [$0] } ?? [] }
        }
        let qualified = bases.indices.map { (bases[$0] + qualifiers[$0].joined()).lowercased() }
        for group in groups(of: qualified) {
            guard Set(group.map { apis[$0].kind }).count > 1 else { continue }
            for index in group { qualifiers[index].append(kindWord(apis[index].kind)) }
        }
        let names = bases.indices.map { bases[$0] + qualifiers[$0].joined() + "Configuration" }
        return numbered(names, taken: taken.map(\.upperCamel)).map(PlanName.init)
    }

    /// `names` made unique in order, ignoring case, by numbering repeats (`MessageConfiguration2`): the last resort.
    static func numbered(_ names: [String], taken: [String] = []) -> [String] {
        var used = Set(taken.map { $0.lowercased() })
        return names.map { name in
            var candidate = name
            var number = 2
            while !used.insert(candidate.lowercased()).inserted {
                candidate = "\(name)\(number)"
                number += 1
            }
            return candidate
        }
    }

    /// The indices of values that occur more than once, grouped by value, in order of first occurrence.
    private static func groups(of values: [String]) -> [[Int]] {
        var byValue: [String: [Int]] = [:]
        var order: [String] = []
        for (index, value) in values.enumerated() {
            if byValue[value] == nil { order.append(value) }
            byValue[value, default: []].append(index)
        }
        return order.compactMap { byValue[$0] }.filter { $0.count > 1 }
    }

    /// The word a language adds; an API known from a table alone adds none.
    private static func languageWord(_ language: APIDeclaration.Language) -> String? {
        switch language {
        case .swift: "Swift"
        case .kotlin: "Kotlin"
        case .typescript: "TypeScript"
        case .unspecified: nil
        }
    }

    private static func kindWord(_ kind: APIDeclaration.Kind) -> String {
        switch kind {
        case .initializer: "Initializer"
        case .function: "Function"
        case .properties: "Properties"
        }
    }
}
