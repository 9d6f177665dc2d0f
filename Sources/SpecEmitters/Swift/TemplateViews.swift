import Mustache

// Views answer Mustache's key lookups directly: reflecting them with `Mirror` for every key of every
// element made rendering the dominant cost (77% of generating a spec with 100,000 parameters).
// A misspelt key renders as nothing, which the golden tests would show.

extension HeaderView: MustacheParent {
    func child(named name: String) -> Any? { name == "source" ? source : nil }
}

extension SwiftModelFileView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "header": header
        case "access": access
        case "behavior": behavior
        case "componentEnumerations": componentEnumerations
        case "enumerations": enumerations
        case "records": records
        case "models": models
        case "hasDurations": hasDurations
        case "importsFoundation": importsFoundation
        case "contractSupport": contractSupport
        default: nil
        }
    }
}

extension BehaviorView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "constants": constants
        default: nil
        }
    }
}

extension ConstantView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "declaration": declaration
        default: nil
        }
    }
}

extension EnumerationView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "cases": cases
        case "hasFallback": hasFallback
        case "fallbackCase": fallbackCase
        case "knownCases": knownCases
        case "allCases": allCases
        default: nil
        }
    }
}

extension KnownCaseView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "rawValue": rawValue
        default: nil
        }
    }
}

extension RecordView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "properties": properties
        case "hasProperties": hasProperties
        case "rejectsUnknownKeys": rejectsUnknownKeys
        default: nil
        }
    }
}

extension ModelView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "properties": properties
        case "hasProperties": hasProperties
        case "rejectsUnknownKeys": rejectsUnknownKeys
        default: nil
        }
    }
}

extension PropertyView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "type": type
        case "initParameter": initParameter
        case "isLast": isLast
        case "decodeStatement": decodeStatement
        case "encodeStatement": encodeStatement
        case "codingKey": codingKey
        default: nil
        }
    }
}

extension ModelSamplesView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "header": header
        case "access": access
        case "modelsModule": modelsModule
        case "samples": samples
        default: nil
        }
    }
}

extension SampleView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "schema": schema
        case "name": self.name
        case "type": type
        case "arguments": arguments
        case "hasArguments": hasArguments
        default: nil
        }
    }
}

extension ArgumentView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "isLast": isLast
        default: nil
        }
    }
}

extension ConformanceSuiteView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "header": header
        case "component": component
        case "harnessName": harnessName
        case "factoryName": factoryName
        case "factoryDeclaration": factoryDeclaration
        case "factoryMessageLiteral": factoryMessageLiteral
        case "isMainActor": isMainActor
        case "conformanceName": conformanceName
        case "testsName": testsName
        case "suiteNameLiteral": suiteNameLiteral
        case "requirements": requirements
        case "checks": checks
        case "hasChecks": hasChecks
        case "tests": tests
        default: nil
        }
    }
}

extension RequirementView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "declaration": declaration
        default: nil
        }
    }
}

extension CheckView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "functionName": functionName
        case "idLiteral": idLiteral
        case "locationLiteral": locationLiteral
        case "body": body
        case "separator": separator
        default: nil
        }
    }
}

extension TestView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "functionName": functionName
        case "displayNameLiteral": displayNameLiteral
        case "isExecutable": isExecutable
        case "reasonLines": reasonLines
        case "isLast": isLast
        default: nil
        }
    }
}
