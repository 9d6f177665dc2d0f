import Mustache

// Kotlin views answer Mustache's key lookups directly, as the Swift ones do (reflection is slow).

extension KotlinModelFileView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "header": header
        case "package": package
        case "imports": imports
        case "hasImports": hasImports
        case "behavior": behavior
        case "enumerations": enumerations
        case "types": types
        default: nil
        }
    }
}

extension KotlinEnumerationView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "entries": entries
        default: nil
        }
    }
}

extension KotlinEntryView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "rawValueLiteral": rawValueLiteral
        case "separator": separator
        default: nil
        }
    }
}

extension KotlinTypeView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "ignoresUnknownKeys": ignoresUnknownKeys
        case "schemaFile": schemaFile
        case "properties": properties
        case "hasProperties": !properties.isEmpty
        default: nil
        }
    }
}

extension KotlinPropertyView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "type": type
        case "defaultSuffix": defaultSuffix
        case "serialName": serialName
        case "typeName": typeName
        case "serializer": serializer
        case "keyLiteral": keyLiteral
        case "codec": codec
        default: nil
        }
    }
}

extension KotlinSuiteView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "header": header
        case "package": package
        case "component": component
        case "harnessName": harnessName
        case "conformanceName": conformanceName
        case "testsName": testsName
        case "requirements": requirements
        case "checks": checks
        case "tests": tests
        default: nil
        }
    }
}

extension KotlinTestView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "functionName": functionName
        case "testName": testName
        case "isExecutable": isExecutable
        case "reasonLiteral": reasonLiteral
        default: nil
        }
    }
}

extension KotlinBehaviorView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "constants": constants
        default: nil
        }
    }
}

extension KotlinConstantView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "declaration": declaration
        default: nil
        }
    }
}
