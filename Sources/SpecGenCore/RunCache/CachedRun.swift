import Foundation
import SpecModel

/// Looking up `specgen-cache.json` for a `generate` or `check`: replaying the recorded run when nothing it read or
/// wrote has changed, or handing the cache on for a run that reuses its unchanged components.
extension OutputWriter {
    /// The cache in the output folder and whether the run it records can be replayed as it is: its inputs equal
    /// `inputs` and the folder still holds what it left. Nil when there is no readable cache. `exclusive` takes the
    /// writer's lock (generate, which also sweeps temporary files a killed run left before a replay, as a full run
    /// would); otherwise a shared one (check).
    func cached(_ inputs: RunInputs, exclusive: Bool) -> (cache: RunCache, replay: Bool)? {
        guard case .success(let folder?) = openFolder(creating: false) else { return nil }
        guard folder.lock(exclusive: exclusive, onWait: { onWait(displayPath) }) == nil else { return nil }
        guard let cache = RunCache.read(in: folder) else { return nil }
        guard cache.matches(inputs), cache.holds(in: folder) else { return (cache, false) }
        if exclusive {
            folder.sweepTemporaryFiles(in: Set(cache.files.keys.flatMap { ManifestPath.ancestors(of: $0) }).union([""]))
        }
        return (cache, true)
    }
}
