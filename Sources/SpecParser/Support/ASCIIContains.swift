import Foundation

extension String {
    /// Whether `other` occurs in the text, as Foundation's `contains(_:)` answers (which every call with a `String`
    /// reached before, through `NSString` on Linux: a twentieth of the reading): when both are ASCII, no character
    /// is canonically equivalent to another and none combines with the next, so the bytes are compared
    /// (`ASCIIWords.contains`); otherwise, and for an empty `other` (never found), Foundation answers.
    @inline(__always)
    func contains(_ other: String) -> Bool {
        ASCIIWords.contains(self, other) ?? (range(of: other) != nil)
    }
}
