import Testing

@testable import SpecEmitters

/// The compiled renderer must give the bytes the Mustache library gives, for every way a template can be written.
@Suite struct CompiledTemplateTests {
    private static func item(_ name: String, last: Bool, doc: [String] = []) -> TemplateFields {
        TemplateFields(fields: [.name: .of(name), .isLast: .of(last), .doc: .of(doc)])
    }

    /// A view of an invented gauge component: text with characters HTML escapes, lines, a list, an empty list, an
    /// object, flags, and a missing value.
    private static var view: TemplateFields {
        TemplateFields(fields: [
            .name: .of("Gauge <\"dial\"> & 'needle'"),
            .access: .of("public "),
            .doc: .of(["The gauge shows one reading.", "", "It never animates."]),
            .properties: .of([item("minimum", last: false, doc: ["Lowest value."]), item("maximum", last: true)]),
            .cases: .of([TemplateFields]()),
            .members: .of([String]()),
            .header: .of(TemplateFields(fields: [.source: .of("specs/gauge.md"), .name: .of("inner")])),
            .hasProperties: .of(true),
            .hasFallback: .of(false),
        ])
    }

    private static let templates: [String] = [
        "plain {{name}} and {{{name}}} and {{&name}}\n",
        "{{% CONTENT_TYPE: TEXT}}\n{{name}}\n",
        "  {{% CONTENT_TYPE: TEXT }}  \n{{name}}\n",
        "{{#doc}}\n/// {{.}}\n{{/doc}}\n",
        "{{#doc}}/// {{.}}\n{{/doc}}",
        "  {{#properties}}\n  let {{name}}{{^isLast}},{{/isLast}}\n  {{/properties}}\nend\n",
        "{{#properties}}{{name}}: {{#doc}}{{.}}{{/doc}}{{^doc}}none{{/doc}}; {{/properties}}\n",
        "{{#properties}}{{header.source}} {{access}}{{name}}{{/properties}}\n",
        "{{#header}}{{source}} {{name}} {{.name}} {{/header}}{{header.name}}\n",
        "{{^cases}}no cases{{/cases}}|{{#cases}}x{{/cases}}|{{^members}}[{{.}}]{{/members}}\n",
        "{{#hasProperties}}yes{{/hasProperties}}{{^hasFallback}} no fallback{{/hasFallback}} {{hasProperties}}\n",
        "missing: [{{nothing}}] [{{#nothing}}x{{/nothing}}] [{{^nothing}}y{{/nothing}}] [{{header.nothing}}]\n",
        "  {{! a note }}  \nkept\n  {{! mid }} line\n{{name}} {{! after }}\n",
        "\t{{#hasProperties}}\t\n\tinside\n\t{{/hasProperties}}\t\nafter {{#hasProperties}} spaced {{/hasProperties}}\n",
        "windows {{name}}\r\n{{#doc}}\r\n{{.}}\r\n{{/doc}}\r\n",
        "{{#name}}[{{.}}]{{/name}}\n",
        "{{ name }} {{#properties}}{{ name }}{{/ properties }}",
        "{{name}}",
        "a { b {{name}}{ c}\n",
        "{{doc}} {{hasFallback}}\n",
        "top\n  {{> Part}}\n{{> Part}}\n    {{#properties}}\n    {{> Part}}\n    {{/properties}}\n",
        "x {{> Part}} y\n",
    ]

    private static let part = "{{name}}\n{{#doc}}\n- {{.}}\n{{/doc}}\nend of part {{name}}\n"

    @Test("compiled rendering equals Mustache's", arguments: templates.indices)
    func equalsMustache(index: Int) throws {
        let library = try TemplateLibrary(sources: ["Sample": Self.templates[index], "Part": Self.part], origin: "Tests")
        #expect(library.compiled != nil)
        let compiled = library.render(Self.view, template: "Sample")
        let mustache = library.renderedByMustache(Self.view, template: "Sample")
        #expect(compiled == mustache)
    }

    @Test("random templates made of tag fragments render alike in both renderers")
    func randomTemplates() throws {
        let pieces = [
            "{{name}}", "{{{name}}}", "{{& access}}", "{{#doc}}", "{{/doc}}", "{{^doc}}", "{{#properties}}", "{{/properties}}",
            "{{^isLast}}", "{{/isLast}}", "{{#isLast}}", "{{.}}", "{{header.source}}", "{{#header}}", "{{/header}}", "{{> Part}}",
            "{{! note }}", "{{% CONTENT_TYPE: TEXT}}", "{{^cases}}", "{{/cases}}", "{{missing}}", "\n", "\r\n", " ", "  ", "\t",
            "x", "{", "}", "<&>", "'\"",
        ]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var compared = 0
        for _ in 0..<8000 {
            let text = (0..<(1 + next(14))).map { _ in pieces[next(pieces.count)] }.joined()
            guard let library = try? TemplateLibrary(sources: ["Sample": text, "Part": Self.part], origin: "Tests") else { continue }
            guard library.compiled != nil else { continue }
            compared += 1
            let compiled = library.render(Self.view, template: "Sample")
            let mustache = library.renderedByMustache(Self.view, template: "Sample")
            #expect(compiled == mustache, "\(text.debugDescription)")
            if compiled != mustache { return }
        }
        #expect(compared > 600)
    }

    @Test("templates with custom delimiters or inheritance are left to Mustache, with the same output")
    func uncompiledTemplates() throws {
        for text in ["{{=<% %>=}}\n<%name%>\n", "{{<Part}}{{$block}}x{{/block}}{{/Part}}\n", "{{> *name}}\n"] {
            let library = try TemplateLibrary(sources: ["Sample": text, "Part": Self.part], origin: "Tests")
            #expect(library.compiled == nil)
            #expect(library.render(Self.view, template: "Sample") == library.renderedByMustache(Self.view, template: "Sample"))
        }
    }

    @Test("every key of every template contract is a TemplateKey")
    func contractKeys() {
        func keys(_ shapes: [String: TemplateContract.Shape]) -> [String] {
            shapes.flatMap { [$0.key] + keys($0.value.keys) }
        }
        let missing = TemplateContract.all.values.flatMap { keys($0.keys) }.filter { TemplateKey(rawValue: $0) == nil }
        #expect(missing.isEmpty)
    }

    @Test("HTML escaping replaces the five characters and leaves the rest")
    func escaping() {
        #expect(CompiledRenderer.escapingHTML("a<b>&\"'c") == "a&lt;b&gt;&amp;&quot;&#39;c")
        #expect(CompiledRenderer.escapingHTML("plain text") == "plain text")
    }
}

/// A description in key order, so printing a whole view (`{{.}}` on an object) is the same text in both renderers.
extension TemplateFields: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { fields.keys.map(\.rawValue).sorted().joined(separator: ",") }
    public var debugDescription: String { description }
}
