/// What usage code does with types: constructor calls with their labelled arguments and modifier chains, and
/// assignments to members of variables, with which type each variable holds. Read across a document's code
/// blocks in order, since later snippets use variables earlier ones made (`slider` in "Set the value").
struct UsageCalls {
    /// One argument as written: its label (nil when unlabelled) and its expression.
    struct Argument: Equatable {
        var label: String?
        var value: String
        var offset: Int
        /// A declared parameter's default (Dart's `this.volume = 0.5`); nil for an argument passed.
        var defaultValue: String? = nil
        /// The type a declared parameter states (`double volume`, or its field's `final double volume;`).
        var declaredType: String? = nil
        /// Whether a block run on the result set it (Kotlin's `.apply { volume = 0.5 }`) rather than the call passing it:
        /// such a setting shows the API of the component's own type only, never of a type found for want of one.
        var setInBlock = false
        /// Whether a declaration states it (a styleable's attribute, an interface's member) rather than a use passing it.
        var declares = false
    }

    /// `Chip("Label", selected: true)`, with the modifiers chained after it (`.chipSize(.small)`).
    struct Call: Equatable {
        var type: String
        var arguments: [Argument]
        var modifiers: [(name: String, arguments: [Argument], offset: Int)]
        var block: Int
        var offset: Int
        /// Whether only the component's own type makes this call its API: a type read from a name that may be
        /// anything's (an Objective-C selector's `showPebble:`), never a library type found for want of one.
        var needsOwnType = false
        /// Whether this is a markup element (`<Pill lifetime={3} />`), which lays a component out as much as it sets it up:
        /// it shows the API of a type the page names as the component's, never of one found for want of one.
        var isElement = false

        static func == (lhs: Call, rhs: Call) -> Bool {
            lhs.type == rhs.type && lhs.arguments == rhs.arguments && lhs.offset == rhs.offset && lhs.block == rhs.block
                && lhs.modifiers.map(\.name) == rhs.modifiers.map(\.name)
        }
    }

    /// `chip.isSelected = true`: a member path set on a variable.
    struct Assignment: Equatable {
        var variable: String
        /// The type the variable holds, when the code says (`let chip = Chip(…)`, `as! Chip`, `chip: Chip`).
        var type: String?
        var member: String
        /// The members after the first (`text` in `chip.titleLabel.text = …`).
        var rest: [String] = []
        /// The value set; empty when the member is used through a call (`banner.leadingButton.setTitle(…)`).
        var value: String
        var block: Int
        var offset: Int
        /// The type a declaration states (Objective-C's `@property (copy) NSString *title;` → `String`).
        var declaredType: String? = nil
        /// Whether this declares the member rather than sets it: with no type named, it is the component's.
        var isDeclaration = false
        /// The default a declaration gives (a JavaScript defaults object's `lifetime: 3000`); nil where it gives none.
        var defaultValue: String? = nil
        /// Whether a declaration's value is one the code gives, as an example, rather than a default (a style's item).
        var showsValue = false
    }

    private(set) var calls: [Call] = []
    private(set) var assignments: [Assignment] = []
    /// Types the examples declare for themselves, and their own functions.
    private(set) var declaredTypes: Set<String> = []
    private(set) var declaredFunctions: Set<String> = []
    /// Types whose Dart constructor the code declares: the component's own, though a `class` declares them.
    private var dartConstructors: Set<String> = []
    /// Variables and the type each holds, as the code says.
    private(set) var variableTypes: [String: String] = [:]

    /// Reads one more code block (its index in the document's reading order is `block`).
    mutating func read(_ tokens: UsageTokens, block: Int) {
        guard tokens.language != .androidXML else {
            readLayout(tokens, block: block)
            return
        }
        guard tokens.language != .javaScript else {
            readJSX(tokens, block: block)
            return
        }
        let example = ExampleCode(tokens)
        declaredTypes.formUnion(example.declaredTypes)
        declaredFunctions.formUnion(example.declaredFunctions)
        let ownSignatures = Self.signatureRanges(tokens)
        // `final Color backgroundColor;` listed on its own: a setting the component declares, with its type.
        let fields = DartFieldDeclarations.fields(in: tokens)
        for field in fields {
            declareListed(field.name, type: Self.dartTypeInSwift(field.type), offset: field.offset, block: block)
        }
        // `cornerRadius: CGFloat` a line, the fragment nothing else: the component's settings, listed with their types.
        let listed = SwiftPropertyListing.properties(in: tokens)
        for property in listed {
            declareListed(property.name, type: property.type, defaultValue: property.defaultValue, offset: property.offset, block: block)
        }
        guard listed.isEmpty else { return }
        // `setCaption(caption: String): Pebble` a line: a builder's setters listed, each setting with its parameter's type.
        let setters = SetterListing.settings(in: tokens)
        for listed in setters {
            declareListed(
                listed.setting.name,
                type: listed.setting.type,
                defaultValue: listed.setting.defaultValue,
                offset: listed.offset,
                block: block
            )
        }
        guard setters.isEmpty else { return }
        let fieldStarts = Set(fields.map(\.position))
        var position = 0
        while let token = tokens[position] {
            defer { position += 1 }
            if let signature = ownSignatures.first(where: { $0.contains(position) }) {
                // A function's own parameter list: its typed names are variables (`sender: MDCSlider`), not calls.
                bindParameters(tokens, in: signature)
                position = signature.upperBound - 1
                continue
            }
            guard token.kind == .name, !fieldStarts.contains(position) else { continue }
            // Kotlin writes `val`; Swift and Kotlin `var`.
            // Dart's `final toast = Toast(…)` binds as `let` does.
            if ["let", "var", "val"].contains(token.text) || (tokens.language == .dart && token.text == "final"),
                let name = tokens[position + 1], name.kind == .name
            {
                bind(name.text, tokens: tokens, after: position + 2)
                partFetched(tokens, after: position + 2, block: block)
                continue
            }
            // Java: `Pebble pebble = Pebble.make(…);`, `private Pebble pebble;`: the variable holds the type written before it.
            // A type's nested builder (`Pebble.Builder b = …`) holds the settings of the type it builds, so `b.setX(…)` sets Pebble's.
            if tokens.language == .java, token.text.first?.isUppercase == true,
                !tokens.isPunctuation(".", at: position - 1) || Self.builtType(tokens, builder: position) != nil,
                let name = tokens[position + 1], name.kind == .name, name.text.first?.isLowercase == true,
                (tokens.isPunctuation("=", at: position + 2) && !tokens.isPunctuation("=", at: position + 3))
                    || tokens.isPunctuation(";", at: position + 2)
            {
                variableTypes[name.text] = Self.builtType(tokens, builder: position) ?? token.text
                position += 1
                continue
            }
            // Objective-C: `MDCChipView *chip = …`.
            // `MDCToast *toast;` declares the variable and `toast.duration = 3;` later sets the toast's setting.
            if token.startsLine, token.text.first?.isUppercase == true, tokens.isPunctuation("*", at: position + 1),
                let name = tokens[position + 2], name.kind == .name,
                tokens.isPunctuation("=", at: position + 3) || tokens.isPunctuation(";", at: position + 3)
            {
                variableTypes[name.text] = token.text
                partFetched(tokens, after: position + 3, block: block)
                position += 2
                continue
            }
            if let first = token.text.first, first.isUppercase, !tokens.isPunctuation(".", at: position - 1),
                !Self.typeKeywords.contains(tokens[position - 1]?.text ?? "")
            {
                var open = position + 1
                if tokens.isPunctuation(".", at: open), tokens.isName("init", at: open + 1) { open += 2 }
                // `Snackbar.make(view, …).setDuration(…)`: a JVM factory call starts a builder chain on its type, and so
                // does the type's own nested `Builder` (`Pebble.Builder(context).setLifetime(…)`); Dart's
                // `Pebble.show(context, lifetime: 3)` passes the type's settings as named arguments.
                if tokens.language.namesSettingsBySetters || tokens.language == .dart, tokens.isPunctuation(".", at: open),
                    let factory = tokens[open + 1], factory.kind == .name,
                    factory.text.first?.isLowercase == true || (tokens.language.namesSettingsBySetters && factory.text == "Builder"),
                    tokens.isPunctuation("(", at: open + 2)
                {
                    open += 2
                }
                // Dart's `Chime({required this.caption, this.volume = 0.5})`: the component's constructor, declared.
                if tokens.language == .dart, tokens.isPunctuation("(", at: open),
                    tokens.isPunctuation("{", at: open + 1) || tokens.isPunctuation("[", at: open + 1),
                    let close = tokens.partner[open], let parameters = Self.dartParameters(tokens, in: open + 1), !parameters.isEmpty
                {
                    calls.append(Call(type: token.text, arguments: parameters, modifiers: [], block: block, offset: token.offset))
                    dartConstructors.insert(token.text)
                    declaredTypes.subtract(dartConstructors)
                    position = close
                    continue
                }
                if let found = UsageCallReader.call(at: open - 1, in: tokens),
                    !Self.isOwnKotlinFunction(tokens, name: position, close: found.close)
                {
                    calls.append(
                        Call(
                            type: token.text,
                            arguments: arguments(Self.expandingOptionArrays(found.arguments, in: tokens))
                                + Self.cascades(tokens, after: found.close)
                                + Self.applied(tokens, after: found.close),
                            modifiers: modifiers(tokens, after: found.close),
                            block: block,
                            offset: token.offset
                        )
                    )
                }
                continue
            }
            // `rememberPillBuilder { setLifetime(3000L) }`: the block builds the settings of the type the function names.
            if tokens.language == .kotlin, !tokens.isPunctuation(".", at: position - 1), let type = Self.builderFunctionType(token.text) {
                var open = position + 1
                if tokens.isPunctuation("(", at: open), let close = tokens.partner[open] { open = close + 1 }
                if tokens.isPunctuation("{", at: open), let close = tokens.partner[open] {
                    let settings = Self.blockSettings(tokens, open: open, close: close)
                    if !settings.isEmpty {
                        calls.append(Call(type: type, arguments: settings, modifiers: [], block: block, offset: token.offset))
                        position = close
                        continue
                    }
                }
            }
            // Dart's `showPebble(context, lifetime: 3)`, or as an extension on the build context `context.showPebble(…)`: a
            // function named for what it shows is that call, its API only when the name holds the component's. Dart's
            // `pebbleKit.show(context: context, lifetime: 3)`: a package's global instance, named as its type is but
            // lower-camel, takes the type's settings as `Pebble.show(…)` does; its API only when that type is the component.
            if tokens.language == .dart,
                let call = Self.namedFunctionCall(tokens, at: position)
                    ?? (variableTypes[token.text] == nil ? Self.globalInstanceCall(tokens, at: position) : nil)
            {
                calls.append(
                    Call(
                        type: call.type,
                        arguments: arguments(call.found.arguments),
                        modifiers: [],
                        block: block,
                        offset: token.offset,
                        needsOwnType: true
                    )
                )
                position = call.found.close
                continue
            }
            // Dart's `toast..duration = 3` sets the variable's settings in a cascade.
            if tokens.language == .dart, token.text.first?.isLowercase == true, tokens.isPunctuation(".", at: position + 1),
                tokens.isPunctuation(".", at: position + 2)
            {
                assign(Self.cascades(tokens, after: position), to: token.text, block: block)
                continue
            }
            // `chip.title = "A"` at the start of a statement (`chip.titleLabel.text = …` sets `titleLabel`'s text).
            guard token.startsLine || tokens.isPunctuation(";", at: position - 1) || tokens.isPunctuation("{", at: position - 1),
                tokens.isPunctuation(".", at: position + 1), let member = tokens[position + 2], member.kind == .name
            else { continue }
            var end = position + 3
            var rest: [String] = []
            while tokens.isPunctuation(".", at: end), let next = tokens[end + 1], next.kind == .name {
                rest.append(next.text)
                end += 2
            }
            guard token.text != "self", token.text != "this" else { continue }
            // Kotlin's `pebble.apply { lifetime = 3000L }` sets the variable's settings inside the block.
            if rest.isEmpty, member.text == "apply", tokens.language == .kotlin, tokens.isPunctuation("{", at: end) {
                assign(Self.applied(tokens, after: position), to: token.text, block: block)
                continue
            }
            // `snackbar.setDuration(3000)`: a JVM setter call sets the setting it names; a builder chained after a
            // call on the variable (`snackbar.make("Hi").maxLines(2).setActionText("Undo")`) sets what its methods name.
            if rest.isEmpty, tokens.language.namesSettingsBySetters, tokens.isPunctuation("(", at: end), let close = tokens.partner[end] {
                var settings: [(name: String, value: String, offset: Int)] = []
                if let setting = SettingName.ofSetter(member.text) {
                    let arguments = UsageCallReader.arguments(inside: end, in: tokens)
                    settings.append((setting, arguments.count == 1 ? arguments[0].text : "", member.offset))
                }
                let chain = modifiers(tokens, after: close)
                for link in chain where !link.arguments.isEmpty {
                    guard let setting = SettingName.ofBuilderMethod(link.name) else { continue }
                    settings.append((setting, link.arguments.count == 1 ? link.arguments[0].value : "", link.offset))
                }
                for setting in settings {
                    assignments.append(
                        Assignment(
                            variable: token.text,
                            type: variableTypes[token.text],
                            member: setting.name,
                            value: setting.value,
                            block: block,
                            offset: setting.offset
                        )
                    )
                }
                if !settings.isEmpty {
                    position = close
                    continue
                }
            }
            if tokens.isPunctuation("(", at: end), rest.count >= 1 {
                // `banner.leadingButton.setTitle(…)`: the first member is the component's, used through its own method.
                assignments.append(
                    Assignment(
                        variable: token.text,
                        type: variableTypes[token.text],
                        member: member.text,
                        value: "",
                        block: block,
                        offset: member.offset
                    )
                )
                continue
            }
            guard tokens.isPunctuation("=", at: end), !tokens.isPunctuation("=", at: end + 1) else { continue }
            let valueEnd = Self.statementEnd(tokens, from: end + 1)
            assignments.append(
                Assignment(
                    variable: token.text,
                    type: variableTypes[token.text],
                    member: member.text,
                    rest: rest,
                    value: valueEnd > end ? tokens.text(from: end + 1, through: valueEnd) : "",
                    block: block,
                    offset: member.offset
                )
            )
        }
        // After the loop, which binds the block's variables (`MDCToast *toast = …`) that messages go to.
        if tokens.language == .objectiveC { readObjectiveC(tokens, block: block) }
    }

    private static let typeKeywords: Set<String> = [
        "struct", "class", "enum", "extension", "protocol", "actor", "func", "as", "is", "import", "typealias", ":", "->",
    ]

    private func arguments(_ read: [UsageCallReader.Argument]) -> [Argument] {
        read.map { Argument(label: $0.label, value: $0.text, offset: $0.offset) }
    }

    /// The arguments with each options array (`options: [.lifetime(3.0), .tint(.red)]`) read as the settings its cases
    /// name; Swift only, where an enumeration's cases carry values so.
    private static func expandingOptionArrays(_ read: [UsageCallReader.Argument], in tokens: UsageTokens) -> [UsageCallReader.Argument] {
        guard tokens.language == .swift, read.contains(where: { $0.text.hasPrefix("[") }) else { return read }
        return read.flatMap { argument -> [UsageCallReader.Argument] in
            guard argument.reading == .value, argument.text.hasPrefix("["),
                let open = tokens.tokens.firstIndex(where: { $0.offset == argument.offset }),
                let settings = OptionCaseArray.settings(at: open, in: tokens)
            else { return [argument] }
            return settings
        }
    }

    /// `Pebble` for the `Builder` of `Pebble.Builder`: the type a nested builder builds; nil for any other name.
    static func builtType(_ tokens: UsageTokens, builder position: Int) -> String? {
        guard tokens[position]?.text == "Builder", tokens.isPunctuation(".", at: position - 1), let outer = tokens[position - 2],
            outer.kind == .name, outer.text.first?.isUppercase == true, !tokens.isPunctuation(".", at: position - 3)
        else { return nil }
        return outer.text
    }

    /// `.name(args)` (or `.name { … }`) chained after `close`, across lines.
    private func modifiers(_ tokens: UsageTokens, after close: Int) -> [(name: String, arguments: [Argument], offset: Int)] {
        var result: [(String, [Argument], Int)] = []
        var position = close + 1
        // A trailing closure (SwiftUI content) belongs to the call.
        if tokens.isPunctuation("{", at: position), let end = tokens.partner[position] { position = end + 1 }
        while tokens.isPunctuation(".", at: position), let name = tokens[position + 1], name.kind == .name {
            var next = position + 2
            var arguments: [Argument] = []
            if tokens.isPunctuation("(", at: next), let end = tokens.partner[next] {
                arguments = self.arguments(UsageCallReader.arguments(inside: next, in: tokens))
                next = end + 1
            }
            if tokens.isPunctuation("{", at: next), let end = tokens.partner[next] { next = end + 1 }
            result.append((name.text, arguments, name.offset))
            position = next
        }
        return result
    }

    /// `let x = T(…)`, `let x: T = …`, `let x = … as! T`: the variable holds a `T`.
    private mutating func bind(_ name: String, tokens: UsageTokens, after position: Int) {
        if tokens.isPunctuation(":", at: position), let type = tokens[position + 1], type.kind == .name {
            variableTypes[name] = type.text
            return
        }
        guard tokens.isPunctuation("=", at: position) else { return }
        let end = Self.statementEnd(tokens, from: position + 1)
        guard end > position else { return }
        if let cast = (position + 1...end).last(where: { tokens.isName("as", at: $0) }), let type = tokens[cast + 2], type.kind == .name {
            variableTypes[name] = type.text
        } else if let first = tokens[position + 1], first.kind == .name, first.text.first?.isUppercase == true,
            tokens.isPunctuation("(", at: position + 2) || tokens.isPunctuation(".", at: position + 2)
        {
            variableTypes[name] = first.text
        }
    }

    /// `let chipView = cell.chipView`: a part of the component fetched to configure it is one of its members.
    private mutating func partFetched(_ tokens: UsageTokens, after position: Int, block: Int) {
        guard tokens.isPunctuation("=", at: position), let variable = tokens[position + 1], variable.kind == .name,
            variable.text.first?.isLowercase == true, tokens.isPunctuation(".", at: position + 2), let member = tokens[position + 3],
            member.kind == .name,
            Self.statementEnd(tokens, from: position + 1) == position + 3 || tokens.isPunctuation(";", at: position + 4)
        else { return }
        assignments.append(
            Assignment(
                variable: variable.text,
                type: variableTypes[variable.text],
                member: member.text,
                value: "",
                block: block,
                offset: member.offset
            )
        )
    }

    private mutating func bindParameters(_ tokens: UsageTokens, in range: Range<Int>) {
        for position in range where tokens.isPunctuation(":", at: position) {
            guard let name = tokens[position - 1], name.kind == .name, let type = tokens[position + 1], type.kind == .name,
                type.text.first?.isUppercase == true
            else { continue }
            variableTypes[name.text] = type.text
        }
    }

    /// The parameter lists of the functions the code declares (`func f(…)`), as token ranges.
    private static func signatureRanges(_ tokens: UsageTokens) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for position in tokens.tokens.indices
        where tokens.isName("func", at: position) || tokens.isName("init", at: position) || tokens.isName("fun", at: position) {
            var open = position + 1
            if tokens[open]?.kind == .name { open += 1 }
            if tokens.isPunctuation("<", at: open) {
                while let token = tokens[open], token.text != "(" { open += 1 }
            }
            guard tokens.isPunctuation("(", at: open), let close = tokens.partner[open] else { continue }
            // `init(` in `Chip.init(…)` is a call, not a declaration.
            if tokens.isName("init", at: position), tokens.isPunctuation(".", at: position - 1) { continue }
            // A Kotlin signature without a body lists the API (read as its call when it is no declaration that parses).
            if tokens.isName("fun", at: position), !isOwnKotlinFunction(tokens, name: open - 1, close: close) { continue }
            ranges.append(open..<(close + 1))
        }
        return ranges
    }

    /// `pebbleKit.show(…)` at the start of a statement, passing named arguments: the call, read as one of the type the
    /// receiver names (`PebbleKit`); nil for a member path (`a.b.show(…)`) or a call without a named argument.
    /// `showPebble(context, lifetime: 3)` or `context.showPebble(lifetime: 3)` from `position`: a call of `ShowPebble`
    /// when the function's name has two words or more and it passes a labelled argument; nil otherwise.
    private static func namedFunctionCall(_ tokens: UsageTokens, at position: Int) -> (type: String, found: UsageCallReader.Found)? {
        var name = position
        if tokens.isName("context", at: position), tokens.isPunctuation(".", at: position + 1) { name = position + 2 }
        guard name == position + 2 || !tokens.isPunctuation(".", at: position - 1), let function = tokens[name],
            function.kind == .name, function.text.first?.isLowercase == true, UsageOwnership.words(function.text).count >= 2,
            tokens.isPunctuation("(", at: name + 1), let found = UsageCallReader.call(at: name, in: tokens),
            found.arguments.contains(where: { $0.label != nil }), !flutterPresenters.contains(function.text)
        else { return nil }
        return (function.text.prefix(1).uppercased() + function.text.dropFirst(), found)
    }

    /// Flutter's own functions that present a route or an overlay (`showModalBottomSheet(context: …, builder: …)`): a
    /// sample calls them around the component, and their arguments are the framework's, not the component's.
    private static let flutterPresenters: Set<String> = [
        "showDialog", "showGeneralDialog", "showCupertinoDialog", "showAdaptiveDialog", "showModalBottomSheet",
        "showCupertinoModalPopup", "showBottomSheet", "showMenu", "showDatePicker", "showTimePicker", "showDateRangePicker",
        "showAboutDialog", "showLicensePage", "showSearch", "showSnackBar",
    ]

    private static func globalInstanceCall(_ tokens: UsageTokens, at position: Int) -> (type: String, found: UsageCallReader.Found)? {
        guard let receiver = tokens[position], let first = receiver.text.first, first.isLowercase,
            receiver.startsLine || tokens.isPunctuation(";", at: position - 1) || tokens.isPunctuation("{", at: position - 1),
            tokens.isPunctuation(".", at: position + 1), let method = tokens[position + 2], method.kind == .name,
            tokens.isPunctuation("(", at: position + 3), let found = UsageCallReader.call(at: position + 2, in: tokens),
            found.arguments.contains(where: { $0.label != nil })
        else { return nil }
        return (first.uppercased() + receiver.text.dropFirst(), found)
    }

    /// Android layout XML: `<com.example.Pill app:cornerRadius="8dp" android:layout_width="…"/>` is a call of `Pill`
    /// whose arguments are the attributes of a namespace other than `android`'s (those every view has).
    private mutating func readLayout(_ tokens: UsageTokens, block: Int) {
        // `<attr name="pillTint" format="color"/>` a line, the fragment nothing else: the component's attributes.
        let listed = AndroidStyleable.listedAttributes(tokens)
        for attribute in listed {
            declareListed(attribute.name, type: attribute.type, offset: attribute.offset, block: block)
        }
        guard listed.isEmpty else { return }
        var position = 0
        while let token = tokens[position] {
            defer { position += 1 }
            guard token.kind == .punctuation, token.text == "<", let first = tokens[position + 1], first.kind == .name else { continue }
            if let styleable = AndroidStyleable(tokens, at: position) {
                // `<declare-styleable name="PillView">`: the view's attributes, declared with their formats.
                append(
                    ComponentSettings(component: styleable.type, settings: styleable.attributes, offset: styleable.offset),
                    block: block,
                    needsOwnType: true,
                    declares: true
                )
                position = styleable.end
                continue
            }
            if let style = AndroidStyleItems(tokens, at: position) {
                // `<style …><item name="pillTint">#fff</item>`: the style's settings, declared with the values it gives.
                declare(style.settings, of: style.owner, block: block, asDefaults: false)
                position = style.end
                continue
            }
            var name = position + 1
            while tokens.isPunctuation(".", at: name + 1), tokens[name + 2]?.kind == .name { name += 2 }
            guard let type = tokens[name], type.text.first?.isUppercase == true else { continue }
            var arguments: [Argument] = []
            var cursor = name + 1
            while let next = tokens[cursor], !(next.kind == .punctuation && [">", "<"].contains(next.text)) {
                if next.kind == .name, tokens.isPunctuation(":", at: cursor + 1), let attribute = tokens[cursor + 2],
                    attribute.kind == .name, tokens.isPunctuation("=", at: cursor + 3), let value = tokens[cursor + 4],
                    value.kind == .string
                {
                    if !["android", "xmlns", "tools"].contains(next.text) {
                        arguments.append(Argument(label: attribute.text, value: value.text, offset: attribute.offset))
                    }
                    cursor += 5
                    continue
                }
                cursor += 1
            }
            calls.append(Call(type: type.text, arguments: arguments, modifiers: [], block: block, offset: type.offset))
            position = cursor - 1
        }
    }

    /// JSX: `<Pill duration={3000} dismissible />` is a call of `Pill` labelled by its attributes; so is a call passing
    /// an option object (`JavaScriptOptionCalls`).
    private mutating func readJSX(_ tokens: UsageTokens, block: Int) {
        let jsx = JSXElements(tokens)
        declaredTypes.formUnion(jsx.declaredNames)
        // `interface PillProps { lifetime?: number }`: the component's settings, declared with their types.
        for declaration in TypeScriptProps(tokens).declarations { append(declaration, block: block, declares: true) }
        // An element without props (`<PillHost />`) passes nothing: it only places the component.
        for element in jsx.elements where !element.settings.isEmpty { append(element, block: block, isElement: true) }
        // `new Pill({ lifetime: 3000 })`, `pill.show({ … })`: an option object's keys are labelled arguments.
        let optionCalls = JavaScriptOptionCalls(tokens)
        for call in optionCalls.calls { append(call, block: block) }
        // `pill({ lifetime?: number })`: the options' reference, declared with their types.
        for call in optionCalls.declarations { append(call, block: block, declares: true) }
        // `const defaults = { lifetime: 3000 }`: the component's settings, declared with their defaults.
        for object in JavaScriptDefaults(tokens).objects {
            declare(object.settings, of: object.owner, block: block, asDefaults: object.statesDefaults)
        }
    }

    /// Settings a block declares for its owner, as declaring assignments: a defaults object's values are defaults, a
    /// style's are values it shows.
    private mutating func declare(_ settings: [CodeSetting], of owner: String?, block: Int, asDefaults: Bool) {
        for setting in settings {
            assignments.append(
                Assignment(
                    variable: owner ?? "",
                    member: setting.name,
                    value: setting.value,
                    block: block,
                    offset: setting.offset,
                    isDeclaration: true,
                    defaultValue: asDefaults ? Self.statedDefault(setting.value) : nil,
                    showsValue: !asDefaults
                )
            )
        }
    }

    /// A defaults object's value as a default: `null` and `undefined` say there is none.
    private static func statedDefault(_ value: String) -> String? {
        ["null", "undefined", ""].contains(value) ? nil : value
    }

    /// What a language's scanner read as a component's settings, as a call of the component labelled by them.
    private mutating func append(
        _ read: ComponentSettings,
        block: Int,
        needsOwnType: Bool = false,
        declares: Bool = false,
        isElement: Bool = false
    ) {
        let arguments = read.settings.map {
            Argument(label: $0.name, value: $0.value, offset: $0.offset, declaredType: $0.type, declares: declares)
        }
        var call = Call(
            type: read.component,
            arguments: arguments,
            modifiers: [],
            block: block,
            offset: read.offset,
            needsOwnType: needsOwnType || read.needsOwnType
        )
        call.isElement = isElement
        calls.append(call)
    }

    /// Objective-C's declarations and message sends: `@property`, setter methods, `[toast setDuration:3]`, and
    /// `[[Toast alloc] initWithText:…]` as a call of `Toast` labelled by its selector's parts.
    private mutating func readObjectiveC(_ tokens: UsageTokens, block: Int) {
        let code = ObjectiveCCode(tokens)
        for member in code.members {
            if member.receiver == nil, let type = member.declaredType, type.first?.isUppercase == true, member.owner == nil {
                // `@property MDCChipView *chipView;` in an example: a variable holding a view, typed.
                variableTypes[member.name] = type
            }
            assignments.append(
                Assignment(
                    variable: member.receiver ?? member.owner ?? "",
                    type: member.owner ?? member.receiver.flatMap { variableTypes[$0] },
                    member: member.name,
                    value: member.value,
                    block: block,
                    offset: member.offset,
                    declaredType: member.declaredType,
                    isDeclaration: member.receiver == nil
                )
            )
        }
        for construction in code.constructions {
            calls.append(
                Call(
                    type: construction.type,
                    arguments: construction.arguments.map { Argument(label: $0.label, value: $0.value, offset: $0.offset) },
                    modifiers: [],
                    block: block,
                    offset: construction.offset,
                    needsOwnType: construction.namedBySelector || construction.viaSharedInstance
                )
            )
        }
    }

    /// The named or optional parameters of a Dart constructor inside the braces opening at `open`, or nil when an
    /// element is not a parameter (the braces hold a map or a block, and this is a call).
    private static func dartParameters(_ tokens: UsageTokens, in open: Int) -> [Argument]? {
        guard let close = tokens.partner[open] else { return nil }
        var fieldTypes: [String: String] = [:]
        for position in tokens.tokens.indices where tokens.isName("final", at: position) {
            // `final double volume;`, `final VoidCallback? onDone;`
            let optional = tokens.isPunctuation("?", at: position + 2) ? 1 : 0
            if let type = tokens[position + 1], type.kind == .name, let name = tokens[position + 2 + optional], name.kind == .name,
                tokens.isPunctuation(";", at: position + 3 + optional)
            {
                fieldTypes[name.text] = type.text
            }
        }
        var result: [Argument] = []
        var start = open + 1
        var position = open + 1
        while position <= close {
            if position == close || tokens.isPunctuation(",", at: position) {
                if start < position {
                    var first = start
                    if tokens.isName("required", at: first) { first += 1 }
                    if tokens.isPunctuation("@", at: first), tokens.isName("required", at: first + 1) { first += 2 }
                    let equals = (first..<position).first { tokens.isPunctuation("=", at: $0) } ?? position
                    guard equals - 1 >= first, let name = tokens[equals - 1], name.kind == .name else { return nil }
                    let defaultValue = equals < position - 1 ? tokens.text(from: equals + 1, through: position - 1) : nil
                    var declared: String?
                    if tokens.isPunctuation(".", at: equals - 2) {
                        // `this.volume` takes its field's type; `super.key` is the framework's.
                        guard tokens.isName("this", at: equals - 3) else {
                            start = position + 1
                            position += 1
                            continue
                        }
                        declared = fieldTypes[name.text]
                    } else if equals - 2 >= first {
                        declared = tokens.text(from: first, through: equals - 2)
                        if name.text == "key" {
                            start = position + 1
                            position += 1
                            continue
                        }
                    } else {
                        return nil
                    }
                    result.append(
                        Argument(
                            label: name.text,
                            value: defaultValue ?? "",
                            offset: name.offset,
                            defaultValue: defaultValue,
                            declaredType: declared.map(dartTypeInSwift)
                        )
                    )
                }
                start = position + 1
            }
            if let skip = tokens.partner[position], skip > position, position != open { position = skip }
            position += 1
        }
        return result
    }

    /// Swift's spelling of a Dart type: `int` → `Int`, `double` → `Double`, `bool` → `Bool`; others as written.
    private static func dartTypeInSwift(_ type: String) -> String {
        let optional = type.hasSuffix("?")
        let bare = optional ? String(type.dropLast()) : type
        let swift = ["int": "Int", "double": "Double", "bool": "Bool", "num": "Double"][bare] ?? bare
        return swift
    }

    /// A setting a listing declares for the component (no variable named), with the type the listing writes.
    private mutating func declareListed(_ name: String, type: String?, defaultValue: String? = nil, offset: Int, block: Int) {
        assignments.append(
            Assignment(
                variable: "",
                member: name,
                value: "",
                block: block,
                offset: offset,
                declaredType: type,
                isDeclaration: true,
                defaultValue: defaultValue
            )
        )
    }

    /// Records settings written inside a variable's cascade or block as assignments to that variable.
    private mutating func assign(_ settings: [Argument], to variable: String, block: Int) {
        for setting in settings {
            assignments.append(
                Assignment(
                    variable: variable,
                    type: variableTypes[variable],
                    member: setting.label ?? "",
                    value: setting.value,
                    block: block,
                    offset: setting.offset
                )
            )
        }
    }

    /// Dart's cascade after `end`: each `..name = value` sets `name`; a cascaded call (`..show()`) acts and is passed over.
    private static func cascades(_ tokens: UsageTokens, after end: Int) -> [Argument] {
        guard tokens.language == .dart else { return [] }
        var result: [Argument] = []
        var position = end + 1
        while tokens.isPunctuation(".", at: position), tokens.isPunctuation(".", at: position + 1), let name = tokens[position + 2],
            name.kind == .name
        {
            var cursor = position + 3
            let assigns = tokens.isPunctuation("=", at: cursor) && !tokens.isPunctuation("=", at: cursor + 1)
            if assigns { cursor += 1 }
            let start = cursor
            // The value (or the call's arguments) runs to the next cascade, the statement's end or the enclosing bracket.
            while let token = tokens[cursor] {
                if token.kind == .punctuation, [";", ",", ")", "]", "}"].contains(token.text) { break }
                if tokens.isPunctuation(".", at: cursor), tokens.isPunctuation(".", at: cursor + 1), cursor > start { break }
                if let close = tokens.partner[cursor], close > cursor { cursor = close }
                cursor += 1
            }
            if assigns, cursor > start {
                result.append(Argument(label: name.text, value: tokens.text(from: start, through: cursor - 1), offset: name.offset))
            }
            position = cursor
        }
        return result
    }

    /// Kotlin's scope block after `end` (`.apply { lifetime = 3000L; caption = "Saved" }`): each `name = value` that
    /// starts a statement in the block sets `name`; nested blocks and calls inside act and are passed over.
    private static func applied(_ tokens: UsageTokens, after end: Int) -> [Argument] {
        guard tokens.language == .kotlin, tokens.isPunctuation(".", at: end + 1), tokens.isName("apply", at: end + 2),
            tokens.isPunctuation("{", at: end + 3), let close = tokens.partner[end + 3]
        else { return [] }
        return blockSettings(tokens, open: end + 3, close: close)
    }

    /// `rememberPillBuilder { setLifetime(3000L) }`, `createPillOptions(context) { … }`: a Kotlin function that builds
    /// a component's settings in its trailing block names that component (`Pill`); nil for any other name.
    static func builderFunctionType(_ name: String) -> String? {
        var stem = Substring(name)
        var marked = false
        for prefix in ["remember", "create", "build", "make"] where stem.hasPrefix(prefix) {
            stem = stem.dropFirst(prefix.count)
            marked = true
            break
        }
        for suffix in ["Builder", "Options", "Config", "Properties"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem = stem.dropLast(suffix.count)
            marked = true
            break
        }
        guard marked, let first = stem.first, first.isUppercase, stem.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        return String(stem)
    }

    /// The settings a Kotlin block sets, one statement each: `lifetime = 3000L` and a setter call `setLifetime(3000L)`.
    private static func blockSettings(_ tokens: UsageTokens, open: Int, close: Int) -> [Argument] {
        var result: [Argument] = []
        var position = open + 1
        while position < close {
            let startsStatement =
                tokens[position]?.startsLine == true || tokens.isPunctuation(";", at: position - 1) || position == open + 1
            if startsStatement, let name = tokens[position], name.kind == .name, let setting = SettingName.ofSetter(name.text),
                tokens.isPunctuation("(", at: position + 1), let end = tokens.partner[position + 1], end < close
            {
                let arguments = UsageCallReader.arguments(inside: position + 1, in: tokens)
                result.append(
                    Argument(
                        label: setting,
                        value: arguments.count == 1 ? arguments[0].text : "",
                        offset: name.offset,
                        setInBlock: true
                    )
                )
                position = end + 1
                continue
            }
            if let name = tokens[position], name.kind == .name,
                name.startsLine || tokens.isPunctuation(";", at: position - 1) || position == open + 1,
                tokens.isPunctuation("=", at: position + 1), !tokens.isPunctuation("=", at: position + 2)
            {
                let last = min(statementEnd(tokens, from: position + 2), close - 1)
                if last >= position + 2 {
                    result.append(
                        Argument(
                            label: name.text,
                            value: tokens.text(from: position + 2, through: last),
                            offset: name.offset,
                            setInBlock: true
                        )
                    )
                }
                position = last + 1
                continue
            }
            if let skip = tokens.partner[position], skip > position { position = skip }
            position += 1
        }
        return result
    }

    /// Whether `fun Name(…) {` at the name's position declares the example's own function: Kotlin's `fun` with a body.
    private static func isOwnKotlinFunction(_ tokens: UsageTokens, name: Int, close: Int) -> Bool {
        guard tokens.isName("fun", at: name - 1) else { return false }
        var after = close + 1
        // `fun Name(…): ReturnType {`
        if tokens.isPunctuation(":", at: after) { after += 2 }
        return tokens.isPunctuation("{", at: after) || tokens.isPunctuation("=", at: after)
    }

    /// The last token of the statement whose expression starts at `start`: the line's end at bracket depth zero.
    static func statementEnd(_ tokens: UsageTokens, from start: Int) -> Int {
        var position = start
        var last = start - 1
        while let token = tokens[position] {
            if position > start, token.startsLine, !(token.kind == .punctuation && [".", "+", "?", ":"].contains(token.text)) { break }
            if token.kind == .punctuation, [";", "}"].contains(token.text) { break }
            last = position
            if let close = tokens.partner[position], close > position { position = close; last = close }
            position += 1
        }
        return last
    }
}
