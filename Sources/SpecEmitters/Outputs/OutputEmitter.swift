/// One kind of generated output. Every kind is listed once in `OutputRegistry`, and every entry point
/// (`generate`, `check`, `emit`, the build plugin, the fuzzer) renders through the same list.
public protocol OutputEmitter: Sendable {
    /// The kind's name on the command line and in docs (`models`, `schemas`, …).
    var kind: String { get }
    /// What the kind holds, for help text.
    var summary: String { get }
    /// The files one component produces (empty when it has nothing of this kind); `sources` names its documents.
    func files(for component: ComponentPlan, sources: SourceNames) -> [EmittedFile]
    /// What the component contributes to this kind's shared files; nil when the kind has none.
    func sharedPart(for component: ComponentPlan) -> SharedPart?
    /// The files built from every component's part together, in component order (components without a part left
    /// out); `sourceName` names the specs folder (`specs/`).
    func sharedFiles(from parts: [SharedPart], sourceName: String) -> [EmittedFile]
    /// Names the component declares in a namespace all components share (Swift types), for conflict checks.
    func declaredNames(for component: ComponentPlan) -> [String]
}

extension OutputEmitter {
    public func files(for component: ComponentPlan, sources: SourceNames) -> [EmittedFile] { [] }
    public func sharedPart(for component: ComponentPlan) -> SharedPart? { nil }
    public func sharedFiles(from parts: [SharedPart], sourceName: String) -> [EmittedFile] { [] }

    /// The files built from every component together, from the plans' parts; `sourceName` names the specs folder.
    public func sharedFiles(for components: [ComponentPlan], sourceName: String) -> [EmittedFile] {
        sharedFiles(from: components.compactMap { sharedPart(for: $0) }, sourceName: sourceName)
    }
    public func declaredNames(for component: ComponentPlan) -> [String] { [] }
}
