import Foundation
import SpecModel

/// Replaying a `generate` or `check` from `specgen-cache.json` when nothing it read or wrote has changed.
extension OutputWriter {
    /// What the cached run printed, when its inputs equal `inputs` and the output folder still holds what it left;
    /// nil otherwise (then a full run follows). `exclusive` takes the writer's lock (generate, which also sweeps
    /// temporary files a killed run left, as a full run would); otherwise a shared one (check).
    func replay(_ inputs: RunInputs, exclusive: Bool) -> RunCache? {
        guard case .success(let folder?) = openFolder(creating: false) else { return nil }
        guard folder.lock(exclusive: exclusive, onWait: { onWait(displayPath) }) == nil else { return nil }
        guard let cache = RunCache.read(in: folder), cache.matches(inputs), cache.holds(in: folder) else { return nil }
        if exclusive {
            folder.sweepTemporaryFiles(in: Set(cache.files.keys.flatMap { ManifestPath.ancestors(of: $0) }).union([""]))
        }
        return cache
    }
}
