import SpecModel

extension ReportComponent {
    /// `components` with what `verify-api` compared for each, matched by the component's documents; a component the
    /// verification has nothing for (none of its documents could be read) says it was not compared.
    public static func applying(_ coverage: [APICoverage], to components: [ReportComponent]) -> [ReportComponent] {
        components.map { component in
            var component = component
            let paths = Set(component.documents.map(\.path))
            component.apiCoverage =
                coverage.first { paths.contains($0.document) }
                ?? APICoverage(
                    VerificationCoverage(component: component.name, document: component.documents.first?.path ?? component.name),
                    summary: "\(component.name): nothing compared (no document of it could be read)"
                )
            return component
        }
    }
}
