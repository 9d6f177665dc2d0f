/// The keys of the Kotlin templates' views (documented in docs/templates.md), joined to `TemplateContract.all`.
enum KotlinTemplateContracts {
    static var all: [TemplateContract] {
        let header: TemplateContract.Shape = .object(["source": .text])
        return [
            TemplateContract(name: "KotlinHeader", keys: ["source": .text]),
            TemplateContract(
                name: "KotlinContract",
                keys: [
                    "header": header, "package": .text, "integerLimit": .text, "secondsLimit": .text, "datePattern": .text,
                    "urlPattern": .text,
                ]
            ),
            TemplateContract(name: "KotlinSupport", keys: ["header": header, "package": .text]),
            TemplateContract(
                name: "KotlinSuite",
                keys: [
                    "header": header, "package": .text, "component": .text, "harnessName": .text, "conformanceName": .text,
                    "testsName": .text, "requirements": .list(["doc": .text, "declaration": .text]),
                    "checks": .list(["doc": .lines, "functionName": .text, "idLiteral": .text, "locationLiteral": .text, "body": .lines]),
                    "tests": .list(["doc": .lines, "functionName": .text, "testName": .text, "isExecutable": .flag, "reasonLiteral": .text]
                    ),
                ]
            ),
            TemplateContract(
                name: "KotlinModel",
                keys: [
                    "header": header, "package": .text, "imports": .lines, "hasImports": .flag,
                    "behavior": .object(["doc": .lines, "name": .text, "constants": .list(["doc": .lines, "declaration": .text])]),
                    "enumerations": .list([
                        "doc": .lines, "name": .text, "entries": .list(["name": .text, "rawValueLiteral": .text, "separator": .text]),
                    ]),
                    "types": .list([
                        "doc": .lines, "name": .text, "ignoresUnknownKeys": .flag, "schemaFile": .text, "hasProperties": .flag,
                        "properties": .list([
                            "doc": .lines, "name": .text, "type": .text, "defaultSuffix": .text, "serialName": .text, "typeName": .text,
                            "serializer": .text,
                            "keyLiteral": .text, "codec": .text,
                        ]),
                    ]),
                ]
            ),
        ]
    }
}

extension KotlinTemplateContracts {
    /// What a Kotlin template renders, for `specgen templates list`; nil for other names.
    static func purpose(of name: String) -> String? {
        switch name {
        case "KotlinHeader": "the first line of every generated Kotlin file (a partial)"
        case "KotlinModel": "Kotlin/Models/<Component>.kt: @Serializable enumerations and data classes"
        case "KotlinContract": "Kotlin/Models/SpecgenContract.kt: the JSON contract the Kotlin models go through"
        case "KotlinSuite": "Kotlin/Suites/<Component>ConformanceTest.kt: harness interface, checks and JUnit 4 tests"
        case "KotlinSupport": "Kotlin/Support/ConformanceSupport.kt: the virtual clock and types every Kotlin suite shares"
        default: nil
        }
    }
}
