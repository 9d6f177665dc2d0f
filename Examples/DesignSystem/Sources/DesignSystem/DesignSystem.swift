/// The design system's components. Their configuration models, enumerations and behaviour constants
/// are generated at build time from the specs in `specs/` (a link to the repository's `specs/`).
public enum DesignSystem {
    /// Snackbar defaults a screen can start from.
    public static func snackbar(message: String) -> SnackbarConfiguration {
        SnackbarConfiguration(message: message)
    }
}
