import Foundation
import Testing

@testable import APIVerification

/// On a type's own page, a member's finding stands at the member's own line, even when blank lines come before it in
/// its code block. The code and the pages are our own.
@Suite struct TypePageLineTests {
    static let page = """
        # NoticeKind

        ``` swift
        public enum NoticeKind
        ```

        ## Enumeration Cases

        ``` swift
        case plain

        case icon(_ name: Int, tint: String)
        ```
        """

    @Test func aPayloadAfterABlankLineIsReportedAtItsLine() throws {
        #expect(
            try DocShapeTests.findings(Self.page, named: "NoticeKind.md") == [
                "12: type of parameter '#1' of case 'icon' of 'NoticeKind' differs: the document has 'Int', the code has 'String'"
            ]
        )
    }

    @Test func aPropertyUnderLeadingBlankLinesIsReportedAtItsLine() throws {
        let page = """
            # Notice

            ``` swift
            public final class Notice
            ```

            ## Properties

            ``` swift


            var autoHides: String
            ```
            """
        #expect(
            try DocShapeTests.findings(page) == [
                "12: type of parameter 'autoHides' differs: the document has 'String', the code's property 'Notice.autoHides'"
                    + " has 'Bool'"
            ]
        )
    }
}
