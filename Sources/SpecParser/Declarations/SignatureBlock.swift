import SpecMarkdown
import SpecModel

/// A code block under a sample heading ("Usage", "Example") that holds only signatures: bodiless initializers or
/// composables (`public init(title: String?, message: String?)`). It states the API as a declaration section would;
/// code that calls, assigns or defines bodies stays an example.
enum SignatureBlock {
    /// Whether every declaration the block parses to is a bodiless initializer or composable with parameters, and it
    /// parses without a problem.
    static func isSignatureListing(_ block: CodeBlock) -> Bool {
        let language: APIDeclaration.Language
        switch block.language {
        case "swift": language = .swift
        case "kotlin", "kt": language = .kotlin
        default: return false
        }
        // Only a block that opens with a declaration's words can be a listing; anything else is a sample.
        guard let first = block.code.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) }),
            let word = first.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "\t" }).first,
            ["public", "open", "init", "convenience", "@objc", "@Composable", "fun", "func"].contains(String(word))
        else { return false }
        let (declarations, problems, _) = DeclarationParser.parse(block.code, language: language)
        return problems.isEmpty && !declarations.isEmpty
            && declarations.allSatisfy { declaration in
                // An initializer or a composable (`fun Pill(…)`) builds the component; other functions under "Usage"
                // are a delegate's requirements or the example's own methods.
                (declaration.kind == .initializer || (declaration.kind == .function && declaration.name?.first?.isUppercase == true))
                    && !declaration.hasBody && !declaration.parameters.isEmpty
                    && declaration.enclosingType == nil
                    && !declaration.attributes.contains(where: { ["private", "fileprivate"].contains($0) })
            }
    }
}
