import DesignSystem
import Foundation
import Testing

/// The models the build tool plugin generated are there and carry the specs' defaults and constants.
@Suite struct GeneratedModelTests {
    @Test func modelsCarryTheSpecsDefaults() throws {
        let stack = try JSONDecoder().decode(GlassSnackbarStackViewConfiguration.self, from: Data("{}".utf8))
        #expect(stack.limit == 2)
        #expect(stack.spacing == 0)
        let banner = BannerMessageConfiguration(message: "Offline")
        #expect(banner.variant == .persistent)
        #expect(banner.position == .overlapping)
        #expect(DesignSystem.snackbar(message: "Saved").leadingWDIconName == nil)
    }

    @Test func behaviourConstantsComeFromTheSpecs() {
        #expect(SnackbarBehavior.autoDismissDelay == .seconds(7))
        #expect(SnackbarStackBehavior.conditionalAutoDismissDelay == .seconds(10))
        #expect(BannerBehavior.maximumMessageLines == 2)
    }
}
