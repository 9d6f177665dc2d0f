import SpecModel
import Testing

@testable import SpecParser

/// Pages that show a component's API in Objective-C: property and setter declarations state settings with their
/// types; messages set them or build the component with labelled parts; messages to other classes, the page's own
/// classes and methods that act give no parameter.
@Suite struct ObjectiveCUsageTests {
    private func parse(_ markdown: String) -> ParseResult {
        SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/chime.md", inferences: .notes)
    }

    @Test func declaredPropertiesAndSettersAreSettingsWithTheTypesTheyState() throws {
        let result = parse(
            """
            # Chime

            A short sound with a banner.

            ```objc
            @interface ACMChime : UIView
            @property(nonatomic, copy, nullable) NSString *caption UI_APPEARANCE_SELECTOR;
            @property(nonatomic, assign) NSTimeInterval lingerTime;
            @property(nonatomic, assign, getter=isMuted) BOOL muted;
            @property(nonatomic, copy) void (^onFinish)(BOOL completed);
            - (void)setRepeatCount:(NSInteger)repeatCount;
            + (void)setDefaultAccent:(UIColor *)accent;
            - (void)ringAnimated:(BOOL)animated;
            @end
            ```
            """
        )
        let api = try #require(result.spec.api("ACMChime"))
        #expect(api.parameters.map(\.name) == ["caption", "lingerTime", "muted", "onFinish", "repeatCount", "defaultAccent"])
        #expect(api.parameter("caption")?.type == "String")
        #expect(api.parameter("lingerTime")?.type == "TimeInterval")
        #expect(api.parameter("muted")?.valueType == .optional(.scalar(.bool)))
        #expect(api.parameter("repeatCount")?.type == "Int")
        #expect(api.parameter("defaultAccent")?.type == "UIColor")
        // A block is a callback, never data.
        #expect(api.parameter("onFinish")?.valueType == nil)
    }

    @Test func messagesSetSettingsAndAConstructorsSelectorNamesItsParameters() throws {
        let result = parse(
            """
            # Chime

            A short sound with a banner.

            ```objective-c
            ACMChime *chime = [[ACMChime alloc] initWithCaption:@"Ding" volume:0.5 choices:@"Snooze", @"Stop", nil];
            ACMChime *quiet = [[ACMChime alloc] initWithCaption:nil volume:0.1 choices:nil, nil];
            [chime setRepeatCount:2];
            [ACMChime setDefaultAccent:[UIColor orangeColor]];
            [chime ringAnimated:YES];
            ```
            """
        )
        let api = try #require(result.spec.api("ACMChime"))
        #expect(api.parameters.map(\.name) == ["caption", "volume", "choices", "repeatCount", "defaultAccent"])
        #expect(api.parameter("caption")?.type == "String")
        #expect(api.parameter("volume")?.type == "Double")
        // A list ended by `nil` is the strings it lists.
        #expect(api.parameter("choices")?.type == "[String]")
        #expect(api.parameter("repeatCount")?.valueType == .optional(.scalar(.integer)))
        #expect(api.parameter("defaultAccent")?.type == "UIColor")
    }

    @Test func messagesToOtherClassesAndTheExamplesOwnPropertiesGiveNoParameter() throws {
        let result = parse(
            """
            # Chime

            A short sound with a banner.

            ```objc
            @interface DemoViewController ()
            @property(nonatomic, strong) NSString *draft;
            @end

            @property(nonatomic, strong) ACMChime *chime;
            UIColor *tint = [UIColor colorWithRed:0.1 green:0.2 blue:0.3 alpha:1];
            [self.view setBackgroundColor:tint];
            [NSNotificationCenter.defaultCenter addObserver:self selector:@selector(done) name:@"x" object:nil];
            [self.chime setRepeatCount:3];
            ```
            """
        )
        let api = try #require(result.spec.api("ACMChime"))
        // The view controller's own property, the holder of the chime, the color and the view's background are not its.
        #expect(api.parameters.map(\.name) == ["repeatCount"])
        #expect(result.spec.apis.count == 1)
    }

    @Test func aClassesOwnPresenterTakesTheSettingsItsOtherPartsName() throws {
        let result = parse(
            """
            # Chime

            A short sound with a banner.

            ```objc
            [Chime presentInController:self
                               caption:@"Saved"
                           repeatCount:2
                            dismissable:YES
                             atPosition:2];
            [UIView transitionFromView:oldView toView:newView duration:0.3 options:0 completion:nil];
            ```
            """
        )
        let api = try #require(result.spec.api("Chime"))
        // `atPosition:` names the position.
        #expect(api.parameters.map(\.name) == ["caption", "repeatCount", "dismissable", "position"])
        #expect(api.parameter("repeatCount")?.valueType == .optional(.scalar(.integer)))
        // A platform class's message is not the component's API.
        #expect(result.spec.apis.count == 1)
    }

    @Test func anUntaggedBlockIsReadAsObjectiveCOnlyWhenItsShapeSaysSo() {
        #expect(ObjectiveCCode.looksLikeObjectiveC("@property(nonatomic) BOOL muted;"))
        #expect(ObjectiveCCode.looksLikeObjectiveC("Chime *c = [[Chime alloc] init];"))
        #expect(!ObjectiveCCode.looksLikeObjectiveC("let chime = Chime(caption: \"Ding\")\nchime.ring()"))
        #expect(ObjectiveCTypeSpelling.swiftSpelling("nullable NSString *") == "String")
        #expect(ObjectiveCTypeSpelling.swiftSpelling("CGFloat") == "Double")
        #expect(ObjectiveCTypeSpelling.swiftSpelling("UIColor *") == "UIColor")
    }

    @Test func messagesToTheSharedInstanceSetTheTypesSettingsAndOthersShareNothing() throws {
        let result = parse(
            """
            # Chime

            A short sound with a banner.

            ```objc
            [[ACMChime sharedInstance] setRepeatCount:2];
            [[ACMChime sharedInstance] ringWithCaption:@"Ding" volume:0.5];
            [[NSUserDefaults standardUserDefaults] setInteger:3 forKey:@"rings"];
            [[UIApplication sharedApplication] setIdleTimerDisabled:YES];
            [[DemoHelper sharedHelper] setLastCaption:@"Ding"];
            ```
            """
        )
        let api = try #require(result.spec.api("ACMChime"))
        #expect(Set(api.parameters.map(\.name)) == ["repeatCount", "caption", "volume"])
        // The platform's singletons and the app's own helper are not the component.
        #expect(result.spec.apis.count == 1)
    }

    @Test func aVariableDeclaredWithoutAValueTakesTheSettingsSetOnItLater() throws {
        let result = parse(
            """
            # Chime

            A short sound with a banner.

            ```objc
            ACMChime *chime;
            NSLayoutConstraint *height;
            chime.lingerTime = 2.5;
            height.constant = 40;
            ```
            """
        )
        let api = try #require(result.spec.api("ACMChime"))
        #expect(api.parameters.map(\.name) == ["lingerTime"])
        #expect(api.parameter("lingerTime")?.type == "Double")
        #expect(result.spec.apis.count == 1)
    }

    @Test func anUntaggedBlockOfMessageSendsIsObjectiveC() throws {
        #expect(ObjectiveCCode.looksLikeObjectiveC("[[ACMChime sharedInstance] setRepeatCount:2];"))
        #expect(ObjectiveCCode.looksLikeObjectiveC("[chime setLingerTime:2];"))
        #expect(ObjectiveCCode.looksLikeObjectiveC("[self.view showChime:@\"Ding\" lingerTime:2];"))
        // Swift, Kotlin and a Markdown-like synopsis are not.
        #expect(!ObjectiveCCode.looksLikeObjectiveC("let rows = [[1, 2], [3, 4]]\nChime.show(rows)"))
        #expect(!ObjectiveCCode.looksLikeObjectiveC("val chime = Chime(context); chime.show()"))
        #expect(!ObjectiveCCode.looksLikeObjectiveC("chime [options]"))
        let result = parse(
            """
            # Chime

            A short sound with a banner.

            ```
            [[ACMChime sharedInstance] setLingerTime:2.5];
            ```
            """
        )
        let api = try #require(result.spec.api("ACMChime"))
        #expect(api.parameters.map(\.name) == ["lingerTime"])
    }

    @Test func aClassMethodNamedForWhatItTakesSetsThatSettingAndOneThatActsSetsNothing() throws {
        let result = parse(
            """
            # Chime

            A short sound with a banner.

            ## Styling

            ```
            + (void)captionFont:(UIFont *)font;
            + (void)bannerTint:(UIColor *)tint;
            + (void)show:(NSString *)caption;
            + (void)dismissAfter:(NSTimeInterval)delay;
            - (void)glowColor:(UIColor *)color;
            ```
            """
        )
        let api = try #require(result.spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["captionFont", "bannerTint"])
        #expect(api.parameter("bannerTint")?.type == "UIColor")
    }

    @Test func anUntaggedBlockOfMethodDeclarationsIsObjectiveC() {
        #expect(ObjectiveCCode.looksLikeObjectiveC("+ (void)bannerTint:(UIColor *)tint;"))
        #expect(ObjectiveCCode.looksLikeObjectiveC("- (void)ring;"))
        #expect(ObjectiveCCode.looksLikeObjectiveC("+ (instancetype)chimeWithCaption:(NSString *)caption;"))
        // A list of options written in a plain block is not.
        #expect(!ObjectiveCCode.looksLikeObjectiveC("- (optional) caption: the text shown"))
        #expect(!ObjectiveCCode.looksLikeObjectiveC("- caption: the text shown"))
    }

    @Test func theAppearanceProxySetsTheTypesSettingsAndAValueNamesItsClass() throws {
        let result = parse(
            """
            # ACMChime

            A short sound with a banner.

            ```objc
            [[ACMChime appearance] setBannerTint:UIColor.orangeColor];
            [[UINavigationBar appearance] setBarTintColor:UIColor.blackColor];
            ```
            """
        )
        let api = try #require(result.spec.api("ACMChime"))
        #expect(api.parameters.map(\.name) == ["bannerTint"])
        #expect(api.parameter("bannerTint")?.type == "UIColor")
        #expect(result.spec.apis.count == 1)
    }

    @Test func initializerDeclarationsDeclareTheSettingsTheirPartsNameWithTheirTypes() throws {
        let result = parse(
            """
            # Chime

            A short sound with a banner.

            ```objc
            + (instancetype)chimeWithCaption:(NSString *)caption lingerTime:(NSTimeInterval)lingerTime;
            - (instancetype)initWithCaption:(NSString *)caption onFinish:(void (^)(BOOL finished))onFinish;
            - (instancetype)initWithFrame:(CGRect)frame;
            - (void)ringInView:(UIView *)view;
            ```
            """
        )
        let api = try #require(result.spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["caption", "lingerTime", "onFinish"])
        #expect(api.parameter("caption")?.type == "String")
        #expect(api.parameter("lingerTime")?.type == "TimeInterval")
        // A block is a callback; UIKit's frame and a method that acts declare nothing.
        #expect(api.parameter("onFinish")?.valueType == nil)
    }
}
