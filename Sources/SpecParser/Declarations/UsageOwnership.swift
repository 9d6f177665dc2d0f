import Foundation

/// Which types and variables in usage code are the component's own, decided once: a type whose name holds the
/// component's name (`MDCChipView`, `ChipGroup` for "Chips") or that the document's prose names, unless it is
/// a platform type (`UIView`, `Text`, `VStack`) or one the example declares for itself (`ContentView`).
struct UsageOwnership {
    let componentWords: [String]
    /// Capitalised words the document's prose uses (`MDCAlertController` in "Class: MDCAlertController").
    let proseNames: Set<String>
    let declaredTypes: Set<String>
    /// Types a heading names as the subject of its section's settings (`ToastHost props`): their calls, JSX elements
    /// included, show the API the section documents.
    let headingSubjects: Set<String>

    init(component: String, proseNames: Set<String>, declaredTypes: Set<String>, headingSubjects: Set<String> = []) {
        // "NPM React Tooltips", "Flutter Stack Toast": leading words naming the framework or registry a library is
        // for are not the component's name, which its types (`<Tooltip>`, `StackToastConfig`) spell without them.
        var words = Self.words(component).map(Self.singular)
        while words.count > 1, let first = words.first, Self.frameworkWords.contains(first) { words.removeFirst() }
        componentWords = words
        self.proseNames = proseNames
        self.declaredTypes = declaredTypes
        self.headingSubjects = headingSubjects
    }

    /// The type a heading names as the owner of the settings below it: one upper-camel name of two words or more followed
    /// by a word for a list of settings (`ToastHost props`, "PillView attributes"); nil for any other heading ("Usage
    /// options": a one-word name is as likely a plain word).
    static func headingSubject(_ heading: String) -> String? {
        let words = heading.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`*_")) }
        guard words.count == 2, SettingWords.contains(words[1], as: .settingList),
            let first = words[0].first, first.isUppercase, words[0].allSatisfy({ $0.isLetter || $0.isNumber }),
            Self.words(words[0]).count >= 2, !isPlatformType(words[0])
        else { return nil }
        return words[0]
    }

    /// Whether calls of `type` show the component's API.
    func isOwn(_ type: String) -> Bool {
        guard !declaredTypes.contains(type), !Self.hasFrameworkPrefix(type) else { return false }
        if namesComponent(type) || startsWithComponentTail(type) || holdsSettingsOfComponentKind(type) { return true }
        return proseNames.contains(type) && !Self.platformNames.contains(type)
    }

    /// Whether `call` shows the component's API, the one decision of whose a call is: a JSX element only when its tag
    /// names the component (pages place providers and layout around it); any other call when its type is the
    /// component's own. A call the code's own types make is never the component's.
    func owns(_ call: UsageCalls.Call, isJSX: Bool) -> Bool {
        guard !declaredTypes.contains(call.type) else { return false }
        if headingSubjects.contains(call.type) { return true }
        return isJSX ? namesComponent(call.type) : isOwn(call.type)
    }

    /// Whether the name's words hold the component's words in order (`tabBar` for "Tabs").
    func namesComponent(_ name: String) -> Bool {
        let words = Self.words(name).map(Self.singular)
        guard !componentWords.isEmpty, words.count >= componentWords.count else { return false }
        if (0...(words.count - componentWords.count)).contains(where: {
            Array(words[$0..<($0 + componentWords.count)]) == componentWords
        }) {
            return true
        }
        // `BottomSheet` for "bottomsheet", `SnackBar` for "Snackbar": the same letters, split into words or not.
        let joined = componentWords.joined()
        guard joined.count > 3 else { return false }
        for start in words.indices {
            var letters = ""
            for word in words[start...] {
                letters += word
                if Self.singular(letters) == joined { return true }
                if letters.count >= joined.count + 1 { break }
            }
        }
        return false
    }

    /// Whether `type` is a value type named for the component (`EasyToastStyle`, `ChipMaskType`): the component's
    /// name, or one of its own types' (`ownTypes`), followed by a word for a kind of setting. A field of such a type
    /// is a setting, not the component itself.
    func isCompanionValueType(_ type: String, ownTypes: [String]) -> Bool {
        guard let last = Self.words(type).last.map(Self.singular), SettingWords.contains(last, as: .settingType),
            !componentWords.contains(last)
        else { return false }
        return namesComponent(type) || ownTypes.contains { type.count > $0.count && type.hasPrefix($0) }
    }

    /// Whether the type's name starts with the component's last words, as Compose names a component's variants
    /// (`SwitchLabelled`, `BottomSheetScaffold` for "Spark BottomSheet", `TagFilled` for "Tags").
    func startsWithComponentTail(_ type: String) -> Bool {
        let words = Self.words(type).map(Self.singular)
        guard words.count >= 2, !Self.isPlatformType(type) else { return false }
        return componentWords.indices.contains { start in
            let tail = Array(componentWords[start...])
            return tail.count < componentWords.count && tail.last.map({ $0.count > 2 }) == true
                && Array(words.prefix(tail.count)) == tail
        }
    }

    /// Whether `type` is an object of settings named for the component's kind, its head noun, rather than its whole
    /// name (`FadeToastConfig` on a page about "Stack Toast"): a page sets such an object up for the component's family.
    func holdsSettingsOfComponentKind(_ type: String) -> Bool {
        let words = Self.words(type)
        guard words.count >= 2, let last = words.last, SettingWords.contains(last, as: .settingsHolder), !Self.isPlatformType(type)
        else { return false }
        return sharesHeadNoun(words.dropLast().joined(separator: " "))
    }

    /// Whether the name holds the component's last word, its head noun (`headerView` for "Flexible Header").
    func sharesHeadNoun(_ name: String) -> Bool {
        guard let head = componentWords.last, head.count > 2 else { return false }
        return Self.words(name).map(Self.singular).contains(head)
    }

    /// `MDCChipView` → mdc, chip, view; `tabBar` → tab, bar; `Lib-SwiftUI Calendar` → lib, swift, ui, calendar.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            // A capital starts a word after a lower-case letter, or ends an acronym before a lower-case one (`MDCChip`).
            if character.isUppercase, !current.isEmpty,
                previous?.isLowercase == true || previous?.isNumber == true || (previous?.isUppercase == true && next?.isLowercase == true)
            {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    static func singular(_ word: String) -> String {
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        return word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }

    /// Frameworks and registries a library's title names before the component (`React Native Toast`).
    private static let frameworkWords: Set<String> = [
        "npm", "react", "native", "vue", "angular", "ng", "svelte", "flutter", "swiftui", "uikit", "jetpack", "compose",
        "ios", "android", "js",
    ]

    /// Apple's types (two- or three-letter framework prefixes) and the standard library's and SwiftUI's names.
    static func isPlatformType(_ type: String) -> Bool {
        platformNames.contains(type) || hasFrameworkPrefix(type)
    }

    /// Whether `type` is the platform's in code of `language`: SwiftUI's names that no other platform uses (`Alert`,
    /// `Sheet`) are a library's own types in Java, Kotlin, Dart or JavaScript code.
    static func isPlatformType(_ type: String, in language: CodeLanguage) -> Bool {
        if language != .swift, language != .objectiveC, swiftUIOnlyNames.contains(type) { return false }
        return isPlatformType(type)
    }

    /// SwiftUI's names that Compose, Android, Flutter and the web do not give a type of their own.
    private static let swiftUIOnlyNames: Set<String> = [
        "Alert", "Sheet", "Toggle", "Picker", "Menu", "Label", "Section", "Form", "Group", "GroupBox", "Stepper", "ProgressView",
    ]

    /// `UITabBarItem`, `CGRect`: a type of Apple's frameworks, whatever words it holds.
    static func hasFrameworkPrefix(_ type: String) -> Bool {
        for prefix in ["UI", "NS", "CG", "CA", "CL", "MK", "AV", "WK", "SK", "CF", "CT", "PH", "UN"] where type.hasPrefix(prefix) {
            let rest = type.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { return true }
        }
        return false
    }

    private static let platformNames: Set<String> = [
        "Text", "Image", "Label", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
        "GridRow", "ScrollView", "ScrollViewReader", "List", "ForEach", "Section", "Form", "Group", "GroupBox", "Spacer",
        "Divider", "Color", "Font", "NavigationView", "NavigationStack", "NavigationSplitView", "NavigationLink",
        "GeometryReader", "Binding", "State", "Toggle", "Picker", "DatePicker", "Stepper", "TextField", "SecureField",
        "TextEditor", "ProgressView", "Menu", "Link", "ShareLink", "TabView", "Circle", "Rectangle", "RoundedRectangle",
        "Capsule", "Ellipse", "Path", "AnyView", "EmptyView", "LinearGradient", "RadialGradient", "AngularGradient",
        "EdgeInsets", "Animation", "Edge", "Alignment", "String", "Int", "Double", "Float", "Bool", "Date", "URL", "UUID",
        "Array", "Set", "Dictionary", "Optional", "Result", "Data", "IndexPath", "DispatchQueue", "Task", "Calendar",
        "DateComponents", "TimeInterval", "Locale", "Bundle", "NotificationCenter", "Timer", "AttributedString",
        "LocalizedStringKey", "ObservableObject", "Published", "StateObject", "ObservedObject", "EnvironmentObject",
        "Environment", "ViewBuilder", "Button", "Slider", "Sheet", "Alert", "ContentView", "PreviewProvider", "App",
        "WindowGroup", "Scene", "CGFloat", "Character", "Range", "ClosedRange", "Error", "Void", "Any", "AnyObject", "Self",
        // Jetpack Compose's and Android's own: a sample lays the component out in them, passes them, or runs in them.
        "Row", "Column", "Box", "BoxWithConstraints", "FlowRow", "FlowColumn", "LazyColumn", "LazyRow", "LazyVerticalGrid",
        "LazyHorizontalGrid", "Scaffold", "Surface", "Modifier", "MaterialTheme", "Icon", "IconButton", "Arrangement",
        "Role", "Dp", "TextStyle", "AnnotatedString", "LaunchedEffect", "CompositionLocalProvider", "Canvas", "Preview",
        "Composable", "Unit", "Long", "Char", "Pair", "Triple", "Intent", "Context", "View", "ViewGroup", "TextView",
        "LayoutInflater", "LinearLayout", "FrameLayout", "RecyclerView", "Handler", "Looper", "Log", "R", "SnackbarHost",
        "SnackbarHostState", "CoroutineScope", "AlertDialog", "Dialog", "PopupWindow", "PopupMenu", "NotificationCompat",
        "PendingIntent", "ObjectAnimator", "ValueAnimator", "Typeface", "ContextCompat", "Uri", "MutableState", "Shape",
        "RoundedCornerShape", "CircleShape",
        "PaddingValues", "KeyboardOptions", "KeyboardActions", "ImageVector", "Painter", "Icons", "LocalContext",
        "LocalContentColor", "Container", "Center", "Padding", "SizedBox", "BuildContext",
        "Navigator", "MaterialApp", "Theme", "TextButton", "ElevatedButton", "OutlinedButton", "FilledTonalButton", "JSON",
        "Object", "Promise", "Math", "Number", "Boolean", "React", "Fragment", "Map", "HashMap",
        // The web's and React Native's own objects a sample calls with an options object (`StyleSheet.create({ … })`).
        "StyleSheet", "Animated", "Easing", "Dimensions", "Platform", "Vue", "Intl", "IntersectionObserver", "ResizeObserver",
        "MutationObserver", "Reflect", "Proxy", "CustomEvent", "Event", "URLSearchParams", "FormData", "Headers", "Request",
        "Response", "WebSocket", "Blob", "File",
        // Flutter's and Dart's own values a sample passes or waits on.
        "Duration", "Future", "Colors", "BorderRadius", "BoxDecoration", "Offset", "Size", "Curves",
    ]
}
