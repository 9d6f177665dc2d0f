// Kotlin views answer each template key with a typed value, as the Swift ones do (`TemplateView`).

extension KotlinModelFileView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .header: .of(header)
        case .package: .of(package)
        case .imports: .of(imports)
        case .hasImports: .of(hasImports)
        case .behavior: .of(behavior)
        case .enumerations: .of(enumerations)
        case .types: .of(types)
        default: nil
        }
    }
}

extension KotlinEnumerationView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .name: .of(self.name)
        case .entries: .of(entries)
        default: nil
        }
    }
}

extension KotlinEntryView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: .of(self.name)
        case .rawValueLiteral: .of(rawValueLiteral)
        case .separator: .of(separator)
        default: nil
        }
    }
}

extension KotlinTypeView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .name: .of(self.name)
        case .ignoresUnknownKeys: .of(ignoresUnknownKeys)
        case .schemaFile: .of(schemaFile)
        case .properties: .of(properties)
        case .hasProperties: .of(!properties.isEmpty)
        default: nil
        }
    }
}

extension KotlinPropertyView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .name: .of(self.name)
        case .type: .of(type)
        case .defaultSuffix: .of(defaultSuffix)
        case .serialName: .of(serialName)
        case .typeName: .of(typeName)
        case .serializer: .of(serializer)
        case .keyLiteral: .of(keyLiteral)
        case .codec: .of(codec)
        default: nil
        }
    }
}

extension KotlinSuiteView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .header: .of(header)
        case .package: .of(package)
        case .component: .of(component)
        case .harnessName: .of(harnessName)
        case .conformanceName: .of(conformanceName)
        case .testsName: .of(testsName)
        case .requirements: .of(requirements)
        case .checks: .of(checks)
        case .tests: .of(tests)
        default: nil
        }
    }
}

extension KotlinTestView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .functionName: .of(functionName)
        case .testName: .of(testName)
        case .isExecutable: .of(isExecutable)
        case .reasonLiteral: .of(reasonLiteral)
        default: nil
        }
    }
}

extension KotlinBehaviorView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .name: .of(self.name)
        case .constants: .of(constants)
        default: nil
        }
    }
}

extension KotlinConstantView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .declaration: .of(declaration)
        default: nil
        }
    }
}
