/// What one document states about a library's public API in the shapes libraries document themselves with
/// (doc-generator member pages, usage calls, parameter lists, property lists with defaults in prose, DocC symbol
/// links): read for `verify-api`, which compares each item with the code. Knows no Markdown.
public struct DocumentedSurface: Sendable, Hashable {
    /// The document these items come from.
    public var document: String
    /// Declared or listed APIs, each with the type that owns it when the page says.
    public var apis: [DocumentedAPI] = []
    /// Properties declared on their own (`var shared: Navigate` under a type's page).
    public var properties: [DocumentedProperty] = []
    /// Names a sentence calls a property without saying whose ("set the `glow` property"): the module must declare a
    /// property of that name somewhere, or it may be another module's (a note). Their `owner` is empty.
    public var namedProperties: [DocumentedProperty] = []
    /// Calls prose shows in a code span without types (`` `.dismiss()` ``, `` `show(text:edge:)` ``, `` the method
    /// `dismiss` ``): names of functions the module should declare; the `owner` is the type path the span writes, if any.
    public var namedFunctions: [DocumentedProperty] = []
    /// Enumerations: a type page's cases, a code block's `enum`, values listed beside a table row's type.
    public var enumerations: [Enumeration] = []
    /// Enumeration cases documented with a payload (`case icon(_ name: String, tint: Color)`).
    public var payloads: [CasePayload] = []
    /// Calls shown in usage code (`Toast(text: "Saved", edge: .top)`), checked for their argument labels, and APIs
    /// written as calls with types in place of values (`.toast(isShown: Bool)`, `.icon(String)` in prose), whose types
    /// and defaults are compared too.
    public var calls: [UsageCall] = []
    /// DocC symbol links (``` ``Toast/present(text:edge:)`` ```).
    public var links: [SymbolLink] = []
    /// Properties set in code through a variable whose type the document's own code binds (`toast.duration = 3`).
    public var assignments: [DocumentedAssignment] = []
    /// Lists of bold labels under words that may name an enumeration (`- **Pill:** …` under "Notice Styles").
    public var caseLists: [DocumentedCaseList] = []
    /// What the document states as API but could not be read, each with why.
    public var unread: [UnreadAPI] = []
    /// Lines of APIs and enumerations read from interface listings in plain pages: where the spec reader read the
    /// same line (or an enumeration of the same name), its reading stands; elsewhere these are added.
    public var supplementaryLines: Set<Int> = []

    /// Creates an empty surface for `document`.
    public init(document: String) { self.document = document }

    /// Whether nothing was read.
    public var isEmpty: Bool {
        apis.isEmpty && properties.isEmpty && namedProperties.isEmpty && namedFunctions.isEmpty && enumerations.isEmpty && calls.isEmpty
            && links.isEmpty
            && assignments.isEmpty
            && caseLists.isEmpty
    }
}

/// A declared API (or a list of a type's properties) with what the page says about its owner.
public struct DocumentedAPI: Sendable, Hashable {
    /// The API; its `symbol` is qualified by the owner when the page names one (`Toast.present`).
    public var declaration: APIDeclaration
    /// For a list of properties: the names the heading and the sentence before it give, most specific first; the
    /// verifier takes the one that is a public type with the most of the listed names.
    public var subjects: [String] = []
    /// Whether the list is a full account of the subject's initializer (a list that names a parameter the code
    /// lacks then also reports the code's parameters it leaves out).
    public var listsEveryParameter = false
    /// Whether the API was read from a list or table that may name only some of its parameters (`- \`duration\`: …`
    /// under "use the `.toast` modifier"): the parameters it leaves out are no finding, and a name the module has no
    /// function of is not compared.
    public var isPartial = false
    /// Whether only the name is stated (`` `dismiss()` -> Hides the alert. `` in a run of such paragraphs): the page
    /// claims a public function of that name, not how it is called, so the code's parameters are no finding.
    public var namesOnly = false
    /// Whether a doc generator printed the declaration from the code (a member on a type's page): it writes every
    /// default the code has, so a parameter it leaves bare is claimed required even when it writes no default at all.
    public var isPrinted = false
    /// For a parameter table titled only "Parameters" after usage code: what that code calls (`sparkleBurst`,
    /// `Toast`), nearest last. The verifier takes the one callee the module has; with none or several the table is not
    /// compared.
    public var callees: [String] = []
    /// Defaults the parameter list under a declaration states otherwise than the declaration writes them
    /// (`style: Style = .top` above `- style: … Defaults to .bottom`): the page's second claim, at the list's line.
    public var listedDefaults: [Parameter] = []

    /// Creates one.
    public init(
        declaration: APIDeclaration,
        subjects: [String] = [],
        listsEveryParameter: Bool = false,
        isPartial: Bool = false
    ) {
        self.declaration = declaration
        self.subjects = subjects
        self.listsEveryParameter = listsEveryParameter
        self.isPartial = isPartial
    }
}

/// A property a page declares for a type.
public struct DocumentedProperty: Sendable, Hashable {
    /// The owning type as the page names it (`Navigate`, `Navigate.ToastStyle`).
    public var owner: String
    /// The property's name.
    public var name: String
    /// Where it is declared.
    public var line: Int
    /// Column of the same.
    public var column: Int
    /// The type the declaration writes after the name (`var title: String` → `String`); nil when none is written.
    public var type: String?

    /// Creates one.
    public init(owner: String, name: String, line: Int, column: Int, type: String? = nil) {
        self.owner = owner
        self.name = name
        self.line = line
        self.column = column
        self.type = type
    }
}

/// A call in usage code: the callee as written and its arguments' labels.
public struct UsageCall: Sendable, Hashable {
    /// What is called.
    public enum Callee: Sendable, Hashable {
        /// `Toast(…)`, `Toast.Style(…)`: an initializer of that type.
        case initializer(type: String)
        /// `Toast.present(…)`: a method of that type (or of the type of that static property).
        case member(owner: String, name: String)
        /// `banner.show(…)`, `.toast(…)`: a method of an unknown receiver.
        case method(name: String)
        /// `self.showMessage(…)`: a method of the sample's own type (a view controller, a view), so the library's only
        /// where it extends a type it does not declare.
        case selfMethod(name: String)
    }

    /// One argument.
    public struct Argument: Sendable, Hashable {
        /// Its label, `_` for none.
        public var label: String
        /// Where the argument starts.
        public var line: Int
        /// Column of the same.
        public var column: Int
        /// What is passed, as written (`"Saved"`, `Bool`, `() -> ()`), without a default written after a type.
        public var text: String
        /// Whether `text` is a value, a type written in a value's place, or could be either.
        public var reading: ArgumentReading
        /// The default a type written in a value's place is given, in the call (`lifetime: Double = 3`) or in the
        /// prose beside it.
        public var defaultValue: String?

        /// Creates one.
        public init(
            label: String,
            line: Int,
            column: Int,
            text: String = "",
            reading: ArgumentReading = .value,
            defaultValue: String? = nil
        ) {
            self.label = label
            self.line = line
            self.column = column
            self.text = text
            self.reading = reading
            self.defaultValue = defaultValue
        }
    }

    /// How an argument reads: a call shows values (`text: "Saved"`); an API shown as a call writes types in their place
    /// (`isShown: Bool`); some spellings could be either (`style: Default` beside values).
    public enum ArgumentReading: Sendable, Hashable {
        /// A value: the call's label is compared, nothing else.
        case value
        /// A type written where a value goes: its label, type and default are compared.
        case type
        /// Could be a type or a value: only its label is compared, and the coverage says so.
        case unsure
    }

    /// What is called.
    public var callee: Callee
    /// The arguments inside the parentheses, in order (a trailing closure is not one of them).
    public var arguments: [Argument]
    /// Where the call starts.
    public var line: Int
    /// Column of the same.
    public var column: Int

    /// Where a "Parameters" list after an API written with types describes its arguments: that list is the call's, not a
    /// table of some type's properties.
    public var parameterListLine: Int?

    /// The static member a `.member` call reaches its receiver through (`shared` in `Notice.shared.present(…)`), which
    /// the callee leaves out: the owner must declare it too.
    public var staticMember: String?

    /// The call whose result a `.method` call is made on (`Toast(text:)` in `Toast(text: "Hi").show()`): the method is
    /// a member of the type that call returns.
    public var chainedOn: Callee?

    /// Whether the call is an API written as a call, types in place of every value (`.notice(isShown: Bool)`).
    public var isWrittenWithTypes: Bool { !arguments.isEmpty && arguments.allSatisfy { $0.reading == .type } }

    /// Creates one.
    public init(callee: Callee, arguments: [Argument], line: Int, column: Int) {
        self.callee = callee
        self.arguments = arguments
        self.line = line
        self.column = column
    }
}

/// A DocC symbol link: the path written between double backticks, split at `/`.
public struct SymbolLink: Sendable, Hashable {
    /// `["Toast", "present(text:edge:)"]`; an absolute link (`/Kit/Toast`) starts with an empty component.
    public var path: [String]
    /// Where the link stands.
    public var line: Int
    /// Column of the same.
    public var column: Int
    /// In a DocC extension file, the symbol the page documents (`["Notice"]`): the link is resolved relative to it,
    /// then to each symbol above it, then from the module, as DocC resolves it. Empty elsewhere.
    public var scope: [String]

    /// Creates one.
    public init(path: [String], line: Int, column: Int, scope: [String] = []) {
        self.path = path
        self.line = line
        self.column = column
        self.scope = scope
    }
}

/// Something the document states as API that the reader could not read or tie to a symbol.
public struct UnreadAPI: Sendable, Hashable {
    /// What kind of thing went unread, for a consumer that decides by it rather than by the reason's words.
    public enum Kind: Sendable, Hashable {
        /// A table with a type or default column whose first cells are not names (another reader may still read it).
        case tableWithoutNames
        /// A DocC article link (`<doc:GettingStarted>`): a page, not a symbol; counted, never a finding.
        case articleLink
        /// A set of allowed literal values (`1`, `2`, `3`): no symbol graph states one; counted, never a finding.
        case literalValues
        /// Code the paragraph before it presents as replaced (`Instead of:`, `Before:`): an older API shown on purpose;
        /// counted, never a finding.
        case replacedCode
        /// Anything else.
        case other
    }

    /// What it is and why it is not compared.
    public var reason: String
    /// What kind of thing it is.
    public var kind: Kind
    /// Where it stands.
    public var line: Int
    /// Column of the same.
    public var column: Int

    /// Creates one.
    public init(reason: String, kind: Kind = .other, line: Int, column: Int) {
        self.reason = reason
        self.kind = kind
        self.line = line
        self.column = column
    }
}

/// An enumeration case's payload as documented.
public struct CasePayload: Sendable, Hashable {
    /// The enumeration's name as the page gives it.
    public var enumeration: String
    /// The case's name.
    public var name: String
    /// The text between the payload's parentheses (`_ name: String, tint: Color`).
    public var payload: String
    /// Where the case is documented.
    public var line: Int
    /// Column of the same.
    public var column: Int

    /// Creates one.
    public init(enumeration: String, name: String, payload: String, line: Int, column: Int) {
        self.enumeration = enumeration
        self.name = name
        self.payload = payload
        self.line = line
        self.column = column
    }
}
