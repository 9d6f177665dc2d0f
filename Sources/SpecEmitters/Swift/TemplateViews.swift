// Views answer each template key with a typed value (`TemplateView`): compiled templates ask by case, and Mustache,
// for templates the compiled renderer does not take, asks through the same answers by name. Reflecting views with
// `Mirror` once made rendering the dominant cost (77% of generating a spec with 100,000 parameters).
// A misspelt key renders as nothing, which the golden tests would show.

extension HeaderView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? { key == .source ? .of(source) : nil }
}

extension SwiftModelFileView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .header: .of(header)
        case .access: .of(access)
        case .behavior: .of(behavior)
        case .componentEnumerations: .of(componentEnumerations)
        case .enumerations: .of(enumerations)
        case .records: .of(records)
        case .models: .of(models)
        case .hasDurations: .of(hasDurations)
        case .importsFoundation: .of(importsFoundation)
        case .contractSupport: .of(contractSupport)
        default: nil
        }
    }
}

extension BehaviorView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .name: .of(self.name)
        case .constants: .of(constants)
        default: nil
        }
    }
}

extension ConstantView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .declaration: .of(declaration)
        default: nil
        }
    }
}

extension EnumerationView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .name: .of(self.name)
        case .cases: .of(cases)
        case .hasFallback: .of(hasFallback)
        case .fallbackCase: .of(fallbackCase)
        case .knownCases: .of(knownCases)
        case .allCases: .of(allCases)
        default: nil
        }
    }
}

extension KnownCaseView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: .of(self.name)
        case .rawValue: .of(rawValue)
        default: nil
        }
    }
}

extension RecordView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .name: .of(self.name)
        case .properties: .of(properties)
        case .hasProperties: .of(hasProperties)
        case .rejectsUnknownKeys: .of(rejectsUnknownKeys)
        default: nil
        }
    }
}

extension ModelView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .name: .of(self.name)
        case .properties: .of(properties)
        case .hasProperties: .of(hasProperties)
        case .rejectsUnknownKeys: .of(rejectsUnknownKeys)
        default: nil
        }
    }
}

extension PropertyView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .name: .of(self.name)
        case .type: .of(type)
        case .initParameter: .of(initParameter)
        case .isLast: .of(isLast)
        case .decodeStatement: .of(decodeStatement)
        case .encodeStatement: .of(encodeStatement)
        case .codingKey: .of(codingKey)
        default: nil
        }
    }
}

extension ModelSamplesView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .header: .of(header)
        case .access: .of(access)
        case .modelsModule: .of(modelsModule)
        case .samples: .of(samples)
        default: nil
        }
    }
}

extension SampleView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .schema: .of(schema)
        case .name: .of(self.name)
        case .type: .of(type)
        case .arguments: .of(arguments)
        case .hasArguments: .of(hasArguments)
        default: nil
        }
    }
}

extension ArgumentView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .text: .of(text)
        case .isLast: .of(isLast)
        default: nil
        }
    }
}

extension ConformanceSuiteView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .header: .of(header)
        case .component: .of(component)
        case .harnessName: .of(harnessName)
        case .factoryName: .of(factoryName)
        case .factoryDeclaration: .of(factoryDeclaration)
        case .factoryMessageLiteral: .of(factoryMessageLiteral)
        case .isMainActor: .of(isMainActor)
        case .conformanceName: .of(conformanceName)
        case .testsName: .of(testsName)
        case .suiteNameLiteral: .of(suiteNameLiteral)
        case .requirements: .of(requirements)
        case .checks: .of(checks)
        case .hasChecks: .of(hasChecks)
        case .tests: .of(tests)
        default: nil
        }
    }
}

extension RequirementView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .declaration: .of(declaration)
        default: nil
        }
    }
}

extension CheckView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .functionName: .of(functionName)
        case .idLiteral: .of(idLiteral)
        case .locationLiteral: .of(locationLiteral)
        case .body: .of(body)
        case .separator: .of(separator)
        default: nil
        }
    }
}

extension TestView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .functionName: .of(functionName)
        case .displayNameLiteral: .of(displayNameLiteral)
        case .isExecutable: .of(isExecutable)
        case .reasonLines: .of(reasonLines)
        case .isLast: .of(isLast)
        default: nil
        }
    }
}
