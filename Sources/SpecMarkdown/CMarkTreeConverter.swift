import CCMarkGFM

/// Runs cmark-gfm and converts its C tree into `Block` values; the only code that sees cmark pointers.
///
/// The conversion walks cmark's iterator with an explicit stack, so input depth never becomes
/// Swift call depth; containers beyond `MarkdownDocument.maximumNestingDepth` are made transparent.
enum CMarkTreeConverter {
    struct Result {
        var blocks: [Block]
        var firstFlattenedPosition: SourcePosition?
    }

    /// Registers the GFM extensions once per process (cmark's own registration is not thread-safe).
    private static let extensionsRegistered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    static func parse(_ text: String) -> Result {
        precondition(extensionsRegistered)
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return Result(blocks: []) }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough"] {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        var text = text
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        guard let document = cmark_parser_finish(parser) else { return Result(blocks: []) }
        defer { cmark_node_free(document) }

        var builder = TreeBuilder(lines: LazySourceLines(text: text))
        guard let iterator = cmark_iter_new(document) else { return Result(blocks: []) }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                builder.enter(CMarkNode(node))
            } else if event == CMARK_EVENT_EXIT {
                builder.exit()
            }
        }
        return Result(blocks: builder.finish(), firstFlattenedPosition: builder.firstFlattenedPosition)
    }
}

/// A read-only view of one cmark node, copying what the builder needs into Swift values.
struct CMarkNode {
    private let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    /// Core and extension nodes alike have a type string; extension nodes have no fixed enum value.
    var typeName: String { String(cString: cmark_node_get_type_string(pointer)) }
    var literal: String { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }
    var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }
    var url: String { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
    var isFenced: Bool {
        var length: Int32 = 0
        var offset: Int32 = 0
        var character: CChar = 0
        return cmark_node_get_fenced(pointer, &length, &offset, &character) != 0
    }

    var range: SourceRange {
        SourceRange(
            start: SourcePosition(
                line: Int(cmark_node_get_start_line(pointer)),
                column: Int(cmark_node_get_start_column(pointer))
            ),
            end: SourcePosition(
                line: Int(cmark_node_get_end_line(pointer)),
                column: Int(cmark_node_get_end_column(pointer))
            )
        )
    }
}
