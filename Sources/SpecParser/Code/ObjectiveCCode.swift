import Foundation

/// What Objective-C code says of an API: `@property` declarations and setter methods (`- (void)setName:(Type)name;`,
/// `+ (void)setDefaultTint:(…)`) declare settings with their types; message sends set them (`[toast setDuration:3]`)
/// or construct the type with labelled parts (`[[Toast alloc] initWithText:@"Hi" duration:3]`).
struct ObjectiveCCode {
    /// A setting declared or set: on a type (`owner`, when the code names it) or on a variable (`receiver`).
    struct Member: Equatable {
        /// The variable the message goes to (`toast`), or the type for a class setter; nil for a declaration.
        var receiver: String?
        /// The type the declaration sits in (`@interface Toast`), or the type a class message goes to.
        var owner: String?
        var name: String
        /// The type a declaration states, spelt as Swift spells it (`NSString *` → `String`).
        var declaredType: String?
        /// The value a send passes; empty for a declaration.
        var value: String
        var offset: Int
    }

    /// A message to a type that constructs it: `[Toast toastWithText:@"Hi" duration:3]`.
    struct Construction: Equatable {
        var type: String
        var arguments: [(label: String, value: String, offset: Int)]
        var offset: Int
        /// Whether the type was read from the selector (`showPebble:`) rather than the receiver: such a call shows
        /// an API only when its type is the component's own.
        var namedBySelector = false
        /// Whether the message went to the type's shared instance (`[[Toast sharedInstance] show:… duration:2]`).
        var viaSharedInstance = false

        static func == (lhs: Construction, rhs: Construction) -> Bool {
            lhs.type == rhs.type && lhs.offset == rhs.offset && lhs.arguments.map(\.label) == rhs.arguments.map(\.label)
        }
    }

    private(set) var members: [Member] = []
    private(set) var constructions: [Construction] = []

    /// Reads the declarations and message sends of one block.
    init(_ tokens: UsageTokens) {
        var interface: String?
        var position = 0
        while let token = tokens[position] {
            defer { position += 1 }
            if tokens.isPunctuation("@", at: position), let keyword = tokens[position + 1], keyword.kind == .name {
                switch keyword.text {
                case "interface", "implementation":
                    interface = tokens[position + 2].flatMap { $0.kind == .name ? $0.text : nil }
                case "end": interface = nil
                case "property":
                    if let member = Self.property(tokens, at: position + 2, owner: interface) { members.append(member) }
                default: break
                }
                continue
            }
            if token.startsLine, token.kind == .punctuation, token.text == "-" || token.text == "+",
                tokens.isPunctuation("(", at: position + 1)
            {
                if let member = Self.setterDeclaration(tokens, at: position + 1, owner: interface) {
                    members.append(member)
                } else {
                    members += Self.initializerDeclaration(tokens, at: position + 1, owner: interface)
                }
                continue
            }
            if token.kind == .punctuation, token.text == "[" { readSend(tokens, at: position) }
        }
    }

    /// Whether untagged code is unmistakably Objective-C: it declares properties or interfaces, or allocates objects.
    static func looksLikeObjectiveC(_ code: String) -> Bool {
        if ["@property", "@interface", "@implementation", " alloc] init", "[[NSBundle"].contains(where: code.contains) { return true }
        // A line opening a method declaration (`- (void)setTitle:(NSString *)title;`, `+ (instancetype)pebble…`).
        if let methodDeclaration,
            methodDeclaration.firstMatch(in: code, range: NSRange(location: 0, length: (code as NSString).length)) != nil
        {
            return true
        }
        // Otherwise its statements end with `;` and one sends a message to a class or an object (`[Toast showWithText:…]`,
        // `[[Toast sharedInstance] setDuration:3]`): no Swift, Kotlin or Dart statement is written so.
        guard code.contains(";"), let messageSend else { return false }
        return messageSend.firstMatch(in: code, range: NSRange(location: 0, length: (code as NSString).length)) != nil
    }

    /// `- (void)name:(`, `+ (instancetype)name;`, at a line's start: no other language opens a line with a sign, a
    /// parenthesised type and a name taking a parenthesised type or ending the statement.
    private static let methodDeclaration = try? NSRegularExpression(
        pattern: #"(?m)^[ \t]*[-+][ \t]*\([A-Za-z_][A-Za-z0-9_ ]*\**[ \t]*\)[ \t]*[a-z][A-Za-z0-9_]*[ \t]*(:[ \t]*\(|;|\{)"#
    )

    /// `[Toast show`, `[[Toast sharedInstance] set`, `[self.toast setDuration:`: a receiver, a space, a selector.
    private static let messageSend = try? NSRegularExpression(pattern: #"\[\[?[A-Za-z_][A-Za-z0-9_.]*[ \t]+[a-z][A-Za-z0-9_]*[ \t]*[\]:]"#)

    /// `@property (nonatomic, copy) NSString *title UI_APPEARANCE_SELECTOR;` from the token after `property`.
    private static func property(_ tokens: UsageTokens, at start: Int, owner: String?) -> Member? {
        var first = start
        if tokens.isPunctuation("(", at: first), let close = tokens.partner[first] { first = close + 1 }
        var end = first
        while let token = tokens[end], !(token.kind == .punctuation && token.text == ";") {
            if end > first, token.startsLine { break }
            end += 1
        }
        // A block property (`void (^completion)(BOOL)`) is a callback: named inside its brackets, runtime by its type.
        if let caret = (first..<end).first(where: { tokens.isPunctuation("^", at: $0) }), let name = tokens[caret + 1], name.kind == .name {
            return Member(owner: owner, name: name.text, declaredType: "() -> Void", value: "", offset: name.offset)
        }
        // Trailing macros (`UI_APPEARANCE_SELECTOR`, `NS_SWIFT_NAME(…)`) follow the name.
        var last = end - 1
        while last > first {
            if tokens.isPunctuation(")", at: last), let open = tokens.partner[last] {
                last = open - 1
                continue
            }
            if let token = tokens[last], token.kind == .name, token.text.count > 1,
                token.text.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber })
            {
                last -= 1
                continue
            }
            break
        }
        guard last > first, let name = tokens[last], name.kind == .name else { return nil }
        let type = ObjectiveCTypeSpelling.swiftSpelling(tokens.text(from: first, through: last - 1))
        guard !type.isEmpty else { return nil }
        return Member(owner: owner, name: name.text, declaredType: type, value: "", offset: name.offset)
    }

    /// `- (void)setName:(Type)name;` and `+ (void)setDefaultTint:(UIColor *)tint;`, from the return type's `(`; a class
    /// method of one part named for what it takes (`+ (void)statusFont:(UIFont *)font;`) sets that setting too, as a
    /// builder's `.statusFont(…)` does, while one that acts (`+ (void)show:(NSString *)status;`) sets nothing.
    private static func setterDeclaration(_ tokens: UsageTokens, at open: Int, owner: String?) -> Member? {
        guard let close = tokens.partner[open], tokens.isName("void", at: open + 1), close == open + 2,
            let selector = tokens[close + 1], selector.kind == .name,
            tokens.isPunctuation(":", at: close + 2), tokens.isPunctuation("(", at: close + 3), let typeClose = tokens.partner[close + 3],
            typeClose > close + 4
        else { return nil }
        let isClassMethod = tokens.isPunctuation("+", at: open - 1)
        guard
            let name = SettingName.ofSetter(selector.text)
                ?? (isClassMethod && Self.takesOnePart(tokens, after: typeClose) ? SettingName.ofBuilderMethod(selector.text) : nil)
        else { return nil }
        let type = ObjectiveCTypeSpelling.swiftSpelling(tokens.text(from: close + 4, through: typeClose - 1))
        return Member(owner: owner, name: name, declaredType: type.contains("^") ? "() -> Void" : type, value: "", offset: selector.offset)
    }

    /// `- (instancetype)initWithText:(NSString *)text lifetime:(NSTimeInterval)lifetime;`, `+ (instancetype)pebbleWithText:…`,
    /// from the return type's `(`: each part declares the setting it names with its type, the first named after `With`.
    /// UIKit's own initializers (`initWithFrame:`, `initWithCoder:`) declare nothing of the component's.
    private static func initializerDeclaration(_ tokens: UsageTokens, at open: Int, owner: String?) -> [Member] {
        guard let close = tokens.partner[open], let returned = tokens[open + 1], returned.kind == .name,
            returned.text == "instancetype" || returned.text == "id" || returned.text == owner,
            let first = tokens[close + 1], first.kind == .name, let with = first.text.range(of: "With"),
            first.text[with.upperBound...].first?.isUppercase == true
        else { return [] }
        var members: [Member] = []
        var part = close + 1
        while let name = tokens[part], name.kind == .name, tokens.isPunctuation(":", at: part + 1), tokens.isPunctuation("(", at: part + 2),
            let typeClose = tokens.partner[part + 2], let parameter = tokens[typeClose + 1], parameter.kind == .name
        {
            let label = part == close + 1 ? String(name.text[with.upperBound...]) : name.text
            let type = ObjectiveCTypeSpelling.swiftSpelling(tokens.text(from: part + 3, through: typeClose - 1))
            members.append(
                Member(
                    owner: owner,
                    name: label.prefix(1).lowercased() + label.dropFirst(),
                    declaredType: type.contains("^") ? "() -> Void" : type,
                    value: "",
                    offset: name.offset
                )
            )
            part = typeClose + 2
        }
        let platformParts: Set<String> = ["frame", "coder", "nibName", "style", "reuseIdentifier"]
        return members.contains { platformParts.contains($0.name) } ? [] : members
    }

    /// Whether the declaration ends after the parameter's name (`…:(UIFont *)font;`): a selector of one part.
    private static func takesOnePart(_ tokens: UsageTokens, after typeClose: Int) -> Bool {
        guard let parameter = tokens[typeClose + 1], parameter.kind == .name else { return false }
        guard let next = tokens[typeClose + 2] else { return true }
        return next.startsLine || (next.kind == .punctuation && (next.text == ";" || next.text == "{"))
    }

    /// `[receiver part:value part:value]` opening at `open`.
    private mutating func readSend(_ tokens: UsageTokens, at open: Int) {
        guard let close = tokens.partner[open] else { return }
        // The receiver: a name, a member path's last name (`self.toast`), or a nested send (`[Toast alloc]`).
        var position = open + 1
        var receiver: String?
        var isType = false
        var viaShared = false
        if tokens.isPunctuation("[", at: position), let inner = tokens.partner[position] {
            if let type = tokens[position + 1], type.kind == .name, type.text.first?.isUppercase == true,
                tokens.isName("alloc", at: position + 2) || tokens.isName("new", at: position + 2), inner == position + 3
            {
                receiver = type.text
                isType = true
            } else if let type = tokens[position + 1], type.kind == .name, type.text.first?.isUppercase == true,
                let accessor = tokens[position + 2], accessor.kind == .name, SharedInstance.isAccessor(accessor.text), inner == position + 3
            {
                // `[[Toast sharedInstance] setDuration:3]`: the type's one instance takes its settings.
                receiver = type.text
                isType = true
                viaShared = true
            }
            position = inner + 1
        } else {
            while let name = tokens[position], name.kind == .name {
                receiver = name.text
                guard tokens.isPunctuation(".", at: position + 1) else { break }
                position += 2
            }
            position += 1
            if let name = receiver { isType = name.first?.isUppercase == true }
        }
        guard let receiver, let first = tokens[position], first.kind == .name, tokens.isPunctuation(":", at: position + 1) else { return }
        // Each part: a name, `:`, and the value up to the next part at this depth.
        var parts: [(name: String, value: String, offset: Int)] = []
        var cursor = position
        while cursor < close, let part = tokens[cursor], part.kind == .name, tokens.isPunctuation(":", at: cursor + 1) {
            var end = cursor + 2
            while end < close {
                if end > cursor + 2, tokens[end]?.kind == .name, tokens.isPunctuation(":", at: end + 1) { break }
                if let skip = tokens.partner[end], skip > end { end = skip }
                end += 1
            }
            guard end > cursor + 2 else { return }
            parts.append((part.text, tokens.text(from: cursor + 2, through: end - 1), part.offset))
            cursor = end
        }
        guard let head = parts.first else { return }
        if let setting = SettingName.ofSetter(head.name) {
            members.append(
                Member(
                    receiver: receiver,
                    owner: isType ? receiver : nil,
                    name: setting,
                    declaredType: nil,
                    value: parts.count == 1 ? head.value : "",
                    offset: head.offset
                )
            )
            return
        }
        let with = head.name.range(of: "With")
        var arguments: [(label: String, value: String, offset: Int)] = []
        if let with {
            let named = head.name[with.upperBound...]
            guard let initial = named.first, initial.isUppercase else { return }
            arguments.append((label: initial.lowercased() + named.dropFirst(), value: head.value, offset: head.offset))
        }
        arguments += parts.dropFirst().map { (label: $0.name, value: $0.value, offset: $0.offset) }
        // A message to a type builds it when its first part says with what (`initWithText:`, `toastWithText:`).
        if isType, with != nil {
            constructions.append(
                Construction(type: receiver, arguments: arguments, offset: tokens[open]?.offset ?? 0, viaSharedInstance: viaShared)
            )
            return
        }
        // A class's own presenter (`[Notice showInController:self title:@"Saved" lifetime:3]`): the class takes the
        // settings its other parts name, whatever its first part says it shows.
        if isType, !arguments.isEmpty {
            // `atPosition:` names the position, as Swift imports it (`at position:`).
            let named = arguments.map { (label: Self.droppingPreposition($0.label), value: $0.value, offset: $0.offset) }
            constructions.append(
                Construction(type: receiver, arguments: named, offset: tokens[open]?.offset ?? 0, viaSharedInstance: viaShared)
            )
            return
        }
        // A message whose first part names what it shows (`[self.view showPebble:@"Hi" lifetime:3]`, a category's
        // method on the host view) is a call of that type, labelled by its other parts; whether the type is the
        // component's own is `UsageOwnership`'s question.
        guard !arguments.isEmpty, let shown = Self.shownType(with.map { String(head.name[..<$0.lowerBound]) } ?? head.name) else { return }
        constructions.append(Construction(type: shown, arguments: arguments, offset: head.offset, namedBySelector: true))
    }

    /// `atPosition` → `position`, `inView` → `view`; other parts as written.
    private static func droppingPreposition(_ part: String) -> String {
        for preposition in ["at", "in", "on", "for", "from", "to", "with", "by"] where part.hasPrefix(preposition) {
            let rest = part.dropFirst(preposition.count)
            guard let first = rest.first, first.isUppercase, rest.count > 1 else { continue }
            return first.lowercased() + rest.dropFirst()
        }
        return part
    }

    /// The type a selector's first part names after its verb: `showPebble` → `Pebble`, `makeToastView` → `ToastView`;
    /// nil when the part is one word (`show`) or starts with a capital.
    private static func shownType(_ part: String) -> String? {
        guard part.first?.isLowercase == true, let capital = part.firstIndex(where: \.isUppercase) else { return nil }
        let type = part[capital...]
        return type.count > 1 ? String(type) : nil
    }
}
