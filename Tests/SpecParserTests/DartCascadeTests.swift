import SpecModel
import Testing

@testable import SpecParser

/// Dart's cascades (`..name = value`) set the settings of the object they follow, whether it was just built or is held
/// in a variable; a cascaded call acts, and cascades on other objects give the component nothing.
@Suite struct DartCascadeTests {
    @Test func cascadesOnTheComponentSetItsSettingsAndCascadedCallsDoNot() throws {
        let result = SpecParser.parse(
            bytes: Array(
                """
                # Chime

                A short sound with a banner.

                ```dart
                final chime = Chime(caption: 'Ding')
                  ..volume = 0.5
                  ..ring();
                chime..muted = true..repeatCount = 2;
                final picked = <int>[]..add(3);
                Column(children: [Label('a')..maxLines = 1]);
                ```
                """.utf8
            ),
            source: "specs/chime.md",
            inferences: .notes
        )
        let api = try #require(result.spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["caption", "volume", "muted", "repeatCount"])
        #expect(api.parameter("volume")?.type == "Double")
        #expect(api.parameter("muted")?.valueType == .optional(.scalar(.bool)))
        #expect(api.parameter("repeatCount")?.valueType == .optional(.scalar(.integer)))
        // The list and the other widget's cascades are theirs.
        #expect(result.spec.apis.count == 1)
    }
}

/// A Dart widget's constructor declares the component's parameters: `this.name` takes its field's type, a default
/// after `=` is the parameter's default; `super.key` and `key` are the framework's.
@Suite struct DartConstructorTests {
    @Test func aConstructorsNamedParametersAreTheComponentsWithTypesAndDefaults() throws {
        let result = SpecParser.parse(
            bytes: Array(
                """
                # Chime

                A short sound with a banner.

                ```dart
                class Chime extends StatelessWidget {
                  const Chime({
                    super.key,
                    required this.caption,
                    this.volume = 0.5,
                    this.onDone,
                    int repeatCount = 1,
                  });

                  final String caption;
                  final double volume;
                  final VoidCallback? onDone;
                }
                ```
                """.utf8
            ),
            source: "specs/chime.md",
            inferences: .notes
        )
        let api = try #require(result.spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["caption", "volume", "onDone", "repeatCount"])
        #expect(api.parameter("caption")?.type == "String")
        #expect(api.parameter("volume")?.type == "Double" && api.parameter("volume")?.defaultValue == "0.5")
        #expect(api.parameter("repeatCount")?.type == "Int" && api.parameter("repeatCount")?.defaultValue == "1")
        #expect(api.parameter("onDone")?.type == "VoidCallback")
    }

    @Test func aCallPassingAMapIsNoConstructor() {
        let result = SpecParser.parse(
            bytes: Array(
                """
                # Chime

                A short sound with a banner.

                ```dart
                final settings = Settings({'volume': 1});
                ```
                """.utf8
            ),
            source: "specs/chime.md",
            inferences: .notes
        )
        #expect(result.spec.apis.isEmpty)
    }
}

/// A Dart setter chained on the component's own object (`ChimeConfig().setVolume(0.5)`) sets what it names, as a
/// JVM builder's does; a method that acts (`.ring()`) and the setters of another library's object set nothing.
@Suite struct DartSetterChainTests {
    @Test func settersChainedOnTheComponentsConfigSetItsSettings() throws {
        let result = SpecParser.parse(
            bytes: Array(
                """
                # Chime

                A short sound with a banner.

                ```dart
                ChimeConfig()
                  .setVolume(0.5)
                  .setBannerTint(Colors.amber)
                  .setLinger(Duration(seconds: 2))
                  .ring();
                AudioSession().setCategory('ambient');
                ```
                """.utf8
            ),
            source: "specs/chime.md",
            inferences: .notes
        )
        let api = try #require(result.spec.api("ChimeConfig"))
        #expect(api.parameters.map(\.name) == ["volume", "bannerTint", "linger"])
        #expect(api.parameter("volume")?.type == "Double")
        #expect(api.parameter("bannerTint")?.type == "String")
        #expect(api.parameter("linger")?.type == "TimeInterval")
        #expect(result.spec.apis.count == 1)
    }

    @Test func aFlutterWidgetPassedIsContentAndAColourIsData() throws {
        let result = SpecParser.parse(
            bytes: Array(
                """
                # Chime

                A short sound with a banner.

                ```dart
                Chime(
                  caption: const Text('Ding'),
                  leading: Icon(Icons.notifications),
                  tint: Colors.teal,
                  volume: 0.5,
                )
                ```
                """.utf8
            ),
            source: "specs/chime.md",
            inferences: .notes
        )
        let api = try #require(result.spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["caption", "leading", "tint", "volume"])
        #expect(api.parameter("caption")?.valueType == nil)
        #expect(api.parameter("leading")?.valueType == nil)
        #expect(api.parameter("tint")?.type == "String")
    }
}
