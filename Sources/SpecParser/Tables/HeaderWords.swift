/// The words a parameter table's header uses for its columns, in the languages design systems publish in:
/// English, Chinese (simplified and traditional), Japanese, Korean, German, Spanish, French, Portuguese,
/// Italian and Russian. A header is compared by its letters only, ignoring case, spaces and markup.
///
/// Beyond the plain words, two shapes are read:
/// - a qualifier before the word: the language or kind of the API (`Dart attribute`, `XML attribute`,
///   `Swift property`), or, in Chinese and Japanese, the thing described (参数名称, 参数类型, 属性默认值);
/// - a name word followed by "name" (`Property name`, `Attribute name`);
/// - one word naming the part of the API the table covers before the name word (`Drawing attribute`).
enum HeaderWords {
    /// The column a header names; nil when it is none of them.
    static func column(forHeader header: String) -> ParameterTable.Column? {
        let key = String(header.lowercased().filter { $0.isLetter })
        if let column = words[key] { return column }
        // `Dart attribute`, `XML attribute`, `Kotlin type`.
        for qualifier in qualifiers where key.hasPrefix(qualifier) && key.count > qualifier.count {
            if let column = words[String(key.dropFirst(qualifier.count))] { return column }
        }
        // 参数名称, 参数类型, 参数默认值, 参数描述: "parameter" before each column's word.
        for subject in subjects where key.hasPrefix(subject) && key.count > subject.count {
            if let column = words[String(key.dropFirst(subject.count))] { return column }
        }
        // `Property name`, `Option name`.
        if key.hasSuffix("name"), words[String(key.dropLast(4))] == .name { return .name }
        // `Drawing attribute`, `Layout properties`: the part of the API a table covers, then the word for its rows.
        let parts = header.lowercased().split { !$0.isLetter }
        if parts.count == 2, sectionNameWords.contains(String(parts[1])), !otherSurfaceWords.contains(String(parts[0])) {
            return .name
        }
        return nil
    }

    /// The words that, after one word naming a part of the API, title a name column. "parameters" and "arguments"
    /// are not among them: after a method's name they list what it receives.
    private static let sectionNameWords: Set<String> = [
        "attribute", "attributes", "property", "properties", "prop", "props", "option", "options", "setting", "settings",
    ]

    /// Words naming something other than the component's settings: its style sheet (`CSS properties`), its slots,
    /// events and methods, its theme tokens.
    private static let otherSurfaceWords: Set<String> = [
        "css", "scss", "less", "style", "styles", "slot", "slots", "event", "events", "method", "methods", "theme",
        "token", "tokens", "aria", "accessibility", "custom",
    ]

    /// A column titled "parameters" or "arguments" after the name column is what an event or method
    /// receives (`名称 | 参数 | 描述`), so such a table lists events or methods, not parameters.
    static func isArgumentsHeader(_ header: String) -> Bool {
        argumentWords.contains(String(header.lowercased().filter { $0.isLetter }))
    }

    private static let argumentWords: Set<String> = [
        "parameters", "params", "arguments", "args", "参数", "參數", "引数", "引数名", "parameter", "argument",
    ]

    /// The language or kind of API a name column's title may start with.
    private static let qualifiers = [
        "dart", "xml", "swift", "kotlin", "java", "javascript", "typescript", "js", "ts", "html", "vue", "react",
        "flutter", "compose", "android", "ios", "objc", "objectivec", "component", "widget", "view", "config",
        "configuration",
    ]

    /// The thing a CJK header describes before naming the column (参数名称: parameter + name).
    private static let subjects = ["参数", "參數", "属性", "屬性", "引数", "选项", "配置项", "字段", "プロパティ", "パラメータ"]

    private static let words: [String: ParameterTable.Column] = {
        var table: [String: ParameterTable.Column] = [:]
        let groups: [(ParameterTable.Column, [String])] = [
            (
                .name,
                [
                    // English
                    "name", "names", "parameter", "parameters", "param", "params", "property", "properties", "prop",
                    "props", "attribute", "attributes", "argument", "arguments", "option", "options", "propertyname",
                    "parametername", "propname", "attributename", "optionname", "field", "fields", "key", "setting",
                    "input", "inputs", "fieldname", "keyname", "settings", "declaration",
                    // Chinese
                    "参数", "属性", "名称", "名", "参数名", "属性名", "选项", "字段", "配置项", "參數", "屬性", "名稱", "參數名",
                    "屬性名", "選項",
                    // Japanese
                    "引数", "プロパティ", "プロパティ名", "パラメータ", "パラメーター", "名前", "オプション", "属性名",
                    // Korean
                    "이름", "속성", "매개변수", "프로퍼티", "옵션", "파라미터",
                    // German
                    "eigenschaft", "eigenschaften", "attribut", "parametername", "optionen",
                    // Spanish, Portuguese, Italian
                    "nombre", "propiedad", "propiedades", "parámetro", "parámetros", "atributo", "atributos", "opción",
                    "opciones", "nome", "propriedade", "propriedades", "parâmetro", "parâmetros", "opção", "opções",
                    "proprietà", "parametro", "parametri",
                    // French
                    "nom", "propriété", "propriétés", "paramètre", "paramètres", "attribut", "attributs",
                    // Russian
                    "имя", "название", "параметр", "параметры", "свойство", "свойства", "атрибут",
                ]
            ),
            (
                .type,
                [
                    "type", "types", "datatype", "valuetype", "typedefault", "类型", "数据类型", "類型", "型別", "型",
                    "タイプ", "データ型", "타입", "유형", "형식", "typ", "datentyp", "tipo", "tipodedato", "tipodedados",
                    "тип",
                ]
            ),
            (
                .defaultValue,
                [
                    "default", "defaults", "defaultvalue", "defaultvalues", "defaultsto", "默认值", "默认", "缺省值", "預設值",
                    "默認值", "預設", "デフォルト", "デフォルト値", "初期値", "既定値", "기본값", "standardwert", "standard",
                    "vorgabe", "vorgabewert", "defaultwert", "valorpredeterminado", "predeterminado", "valorpordefecto",
                    "pordefecto", "valorpadrão", "padrão", "valorpredefinido", "predefinido", "valorepredefinito",
                    "predefinito", "valeurpardéfaut", "pardéfaut", "défaut", "valeurdéfaut", "поумолчанию",
                    "значениепоумолчанию",
                ]
            ),
            (
                .description,
                [
                    "description", "descriptions", "desc", "details", "whatdoesitdo", "explanation", "说明", "描述", "备注",
                    "介绍", "含义", "作用", "說明", "描述", "備註", "説明", "概要", "설명", "beschreibung", "erklärung",
                    "erläuterung", "descripción", "descrição", "descrizione", "описание",
                ]
            ),
            (
                .required,
                [
                    "required", "isrequired", "必填", "是否必填", "必选", "必传", "必须", "是否必须", "必須", "필수",
                    "erforderlich", "pflicht", "pflichtfeld", "requerido", "obligatorio", "obrigatório", "requis",
                    "obligatoire", "obbligatorio", "обязательный", "обязательно",
                ]
            ),
        ]
        for (column, list) in groups {
            for word in list where table[word] == nil { table[word] = column }
        }
        return table
    }()
}
