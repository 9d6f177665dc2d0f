/// A title that names a different component than its file (a heading copied from another page): the document is
/// grouped by its title, and the reader says so at the file, since a component may vanish into another.
enum TitleAndFile {
    /// The warning for a title and a file name that share no word; nil when they agree or the file name says nothing.
    static func mismatch(title name: ComponentName, file: String) -> String? {
        switch name.origin {
        case .heading, .frontMatter: break
        case .declared, .fileName, .fileNameRefiningTitle: return nil
        }
        let fileTitle = ComponentName.fileNameTitle(file)
        guard fileTitle != "Component" else { return nil }
        let titleWords = Set(UsageOwnership.words(name.name).map(UsageOwnership.singular)).subtracting(ignoredWords)
        // `test.md`, `readme.md`, `notes.md`: a file name that says what the file is, not which component.
        let fileWords = Set(UsageOwnership.words(fileTitle).map(UsageOwnership.singular)).subtracting(ignoredWords)
            .subtracting(ComponentName.fileStateWords).subtracting(ComponentName.genericFileWords)
        guard !titleWords.isEmpty, fileWords.contains(where: { $0.count >= 3 }), titleWords.isDisjoint(with: fileWords) else { return nil }
        // `chip.md` titled "Chips" or `actionsheet.md` titled "Action sheet": the same words, differently joined.
        guard titleWords.sorted().joined() != fileWords.sorted().joined(), titleWords.joined() != fileWords.joined() else { return nil }
        let joinedFile = fileWords.sorted().joined()
        if titleWords.contains(where: { joinedFile.contains($0) && $0.count > 3 }) { return nil }
        return TitleAndFileMismatch.messageStart
            + " '\(name.name)' but the file is named '\(fileTitle)': the document is grouped with '\(name.name)' by its title; "
            + "if it documents another component, map the file in specgen.yml (components:) or give it front matter 'component:'"
    }

    private static let ignoredWords: Set<String> = ["the", "a", "an", "of", "and", "for", "component", "view", "ui", "swiftui", "ios"]
}

/// How the warning about a title that names another component than its file begins, so a configured name can retire it.
public enum TitleAndFileMismatch {
    /// The warning's first words.
    public static let messageStart = "the title names"
}
