import Foundation
import SpecGenCore
import SpecModel

/// The project as `generate` reads it (the same options, `Generator.generate`), kept between requests and read again
/// when a spec or the configuration changed on disk.
public actor ProjectState {
    /// The options the server was started with.
    public let options: GenerationOptions
    private var catalog: ComponentCatalog?
    private var fingerprint: ProjectFingerprint?

    /// A state over `options`; nothing is read until the first request.
    public init(options: GenerationOptions) {
        self.options = options
    }

    /// The components as they are on disk now.
    public func current() async -> ComponentCatalog {
        let now = ProjectFingerprint.current(specsDirectory: options.specsDirectory, configuration: options.configurationPath)
        if let catalog, now == fingerprint { return catalog }
        let generation = await Generator.generate(options)
        let catalog = ComponentCatalog(results: generation.components)
        self.catalog = catalog
        fingerprint = now
        return catalog
    }
}
