import SpecModel
import Testing

@testable import SpecParser

/// A Flutter package often exposes one global instance named as its type in lower camel case (`chime.show(…)` for
/// `Chime`): its call passes the component's settings as named arguments. A lower-camel receiver that names another
/// type, or a variable the code binds, gives nothing of the component's.
@Suite struct DartGlobalInstanceTests {
    private func parse(_ code: String) -> ParseResult {
        CodePage.chime.parse(code, language: "dart")
    }

    @Test func theComponentsGlobalInstanceGivesItsNamedArguments() throws {
        let code = """
            chime.show(
              context: context,
              volume: 0.5,
              repeatCount: 2,
              muted: true,
            );
            """
        let api = try #require(parse(code).spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["context", "volume", "repeatCount", "muted"])
        #expect(api.parameter("volume")?.type == "Double")
        #expect(api.parameter("muted")?.valueType == .optional(.scalar(.bool)))
    }

    @Test func anotherGlobalOrAPositionalCallGivesNothing() {
        let code = """
            messenger.show(text: 'Saved', lifetime: 3);
            chime.dismissById(holder.id);
            """
        let result = parse(code)
        #expect(result.spec.apis.isEmpty, "\(result.spec.apis.map(\.symbol))")
    }

    @Test func aFunctionNamedForTheComponentGivesItsNamedArgumentsOnTheContextOrBare() throws {
        let code = """
            context.showChime(volume: 0.5, repeatCount: 2);
            showChime(context, muted: true);
            showSnackBarNotice(context, text: 'Saved');
            context.pushNamed('/home', arguments: 3);
            """
        let result = parse(code)
        let api = try #require(result.spec.api("ShowChime"))
        #expect(api.parameters.map(\.name) == ["volume", "repeatCount", "muted"])
        #expect(api.parameter("volume")?.type == "Double")
        // Another function and the framework's navigation name nothing of the chime's.
        #expect(result.spec.apis.count == 1)
    }

    @Test func flutterPresentingTheComponentGivesNothingOfItsOwn() {
        let markdown = """
            # Modal Bottom Sheet

            A sheet that slides up over the page.

            ```dart
            showModalBottomSheet(context: context, isScrollControlled: true, builder: (context) => const Text('Hi'));
            ```
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/sheet.md", inferences: .notes)
        #expect(result.spec.apis.isEmpty, "\(result.spec.apis.map(\.symbol))")
    }
}
