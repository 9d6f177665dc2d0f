import Foundation
import Testing

/// An initializer inside a type the page's code declares for itself (its members have bodies) is that type's, not the
/// library's: the library lacking the type is no finding. An initializer listed on its own is still the library's.
/// Uses `DeclarationTableRowTests`' code (`Kite`, `Wind`); the pages are our own.
@Suite struct ExampleOwnTypeTests {
    @Test func anInitializerOfTheExamplesOwnTypeClaimsNothing() throws {
        let page = """
            # Kite

            ## Custom strings

            Any type that can be read from text can hold a kite's string:

            ```swift
            struct Twine: Hashable {
                var length: Double

                init?(text: String) {
                    self.length = Double(text) ?? 0
                }
            }
            ```
            """
        #expect(try DeclarationTableRowTests.run(page).findings.isEmpty)
    }

    @Test func aListedInitializerIsStillTheLibrarys() throws {
        let page = """
            # Kite

            ## Making one

            ```swift
            init(spool: Double)
            ```
            """
        // A listing without a type around it is the page type's initializer: the stale parameter is reported.
        let found = try DeclarationTableRowTests.run(page).findings
        #expect(found.contains { $0.contains("parameter 'spool' is documented but the code's 'Kite.init(string:wind:)'") })
    }
}
