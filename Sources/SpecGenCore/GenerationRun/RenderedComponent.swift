import Foundation
import SpecEmitters
import SpecModel

/// What a `generate` keeps of one component once the pipeline ran it: its record, what the guideline check reads of
/// it, and its files. Made in the component's own task, so its documents, IR and plan go as soon as it is rendered.
struct RenderedComponent: Sendable {
    /// Its record, without the guideline check's findings (that check needs every component: `ComponentRecord.of`).
    var record: ComponentRecord
    /// What the guideline check reads of its component; nil when it has none.
    var guideline: GuidelineContradictions.Facts?
    /// The files it produces, in registry order: their bytes in `store` when it has one, else in memory.
    var files: [PlannedFile]

    /// What a run keeps of `result`; its files' bytes go to `store` (when given), so the run does not hold them.
    init(_ result: ComponentResult, outputs: OutputRegistry, store: RenderedFileStore?) {
        record = ComponentRecord(result, outputs: outputs)
        guideline = result.component.map(GuidelineContradictions.Facts.init)
        files = zip(result.files, record.files).map { file, recorded in
            let data = Data(file.contents.utf8)
            guard let store, let slot = store.append(data) else {
                return PlannedFile(path: file.path, owner: result.owner, bytes: .contents(data))
            }
            return PlannedFile(path: file.path, owner: result.owner, bytes: .stored(store, slot, hash: recorded.hash))
        }
    }
}
