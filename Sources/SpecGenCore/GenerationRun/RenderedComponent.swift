import SpecEmitters
import SpecModel

/// What a `generate` keeps of one component once the pipeline ran it: its record, what the guideline check reads of
/// it, and its files. Made in the component's own task, so its documents, IR and plan go as soon as it is rendered.
struct RenderedComponent: Sendable {
    /// Its record, without the guideline check's findings (that check needs every component: `ComponentRecord.of`).
    var record: ComponentRecord
    /// What the guideline check reads of its component; nil when it has none.
    var guideline: GuidelineContradictions.Facts?
    /// The files it produces, in registry order.
    var files: [EmittedFile]

    /// What a run keeps of `result`.
    init(_ result: ComponentResult, outputs: OutputRegistry) {
        record = ComponentRecord(result, outputs: outputs, reach: GuidelineContradictions.Reach())
        guideline = result.component.map(GuidelineContradictions.Facts.init)
        files = result.files
    }
}
