import Foundation
import SpecReport

/// Test results of the example design system's suites, as `swift test --xunit-output` wrote them (Swift Testing's
/// half; the package has no XCTest tests) in a real run of the generated suites against Examples/DesignSystem's
/// components (`ExampleSuiteRun`), kept here so the report's tests need no build. Checked by hand: 35 run, 6 skipped
/// (the pending statements' disabled tests), the example's own tests beside them. `mutant` is the same run with the
/// snackbar's swipe down removed from its dismiss gestures: the statement "Swiping the snackbar left, right or
/// down dismisses it." fails with the check's message, and the example's mutation tests notice too.
enum TestResultsFixture {
    static let passingXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="TestResults" errors="0" tests="35" failures="0" skipped="6" time="0.024873777">
            <testcase classname="DesignSystemTests.TooltipConformanceTests" name="aTooltipAppears500MsAfter_dd139a2e()" time="0.021771909" />
            <testcase classname="DesignSystemTests.TooltipConformanceTests" name="aTooltipHidesItselfWithin10_280b22f8()" time="0.019745748" />
            <testcase classname="DesignSystemTests.TooltipConformanceTests" name="pressingEscapeHidesTheTooltip_3f816ae8()" time="0.019804307" />
            <testcase classname="DesignSystemTests.SnackbarStackConformanceTests" name="whenItHasAnActionAnd_cf4a23dd()" time="0.020061326" />
            <testcase classname="DesignSystemTests.SnackbarStackConformanceTests" name="tappingTheActionPerformsItAnd_619dabcb()" time="0.020055446" />
            <testcase classname="DesignSystemTests.SnackbarStackConformanceTests" name="aStackedSnackbarStaysOnScreen_67c1d7cf()" time="0.020046399" />
            <testcase classname="DesignSystemTests.SnackbarStackConformanceTests" name="whenMoreThanLimitSnackbarsAre_0d140e44()" time="0.020060896" />
            <testcase classname="DesignSystemTests.SnackbarStackConformanceTests" name="tappingASnackbarAnywhereOutsideIts_bc29a1c9()" time="0.020049605" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="aSnackbarDismissesItselfAfter7_a9f05a3e()" time="0.009198235" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="swipingTheSnackbarLeftRightOr_ea31441b()" time="0.009192615" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="requiredPartsAreVisible()" time="0.009207372" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="itKeepsA16PtMargin_796719d8()" time="0.009204466" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="whenASnackbarAppearsItIs_a38ea907()" time="0.00919576" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="onIpadItIsAtMost_795570a1()" time="0.00919021" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="onlyOneSnackbarIsVisibleAt_d71288ed()" time="0.009199097" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="tappingTheXIconDismissesThe_cefd7742()" time="0.009196292" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="aSnackbarSitsAtTheBottom_25d7af13()" time="0.009188607" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="aCloseControlWithAnAccessible_a8e941f6()" time="0.009197623" />
            <testcase classname="DesignSystemTests.ToastConformanceTests" name="aToastDismissesItselfAfter5_afedc670()" time="0.019770574" />
            <testcase classname="DesignSystemTests.ToastConformanceTests" name="clickingTheCloseButtonDismissesThe_14db1e98()" time="0.019668103" />
            <testcase classname="DesignSystemTests.ToastConformanceTests" name="anErrorToastStaysFor8_7ab862de()" time="0.019587111" />
            <testcase classname="DesignSystemTests.ToastConformanceTests" name="pressingEscapeDismissesTheToast_35d2e5d3()" time="0.019712586" />
            <testcase classname="DesignSystemTests.ToastConformanceTests" name="whileThePointerRestsOnA_001f3fe9()" time="0.01962922" />
            <testcase classname="DesignSystemTests.ToastConformanceTests" name="aToastIsAnnouncedToAssistive_77299966()" time="0.019744035" />
            <testcase classname="DesignSystemTests.ToastSnackbarAndBannerAccessibilityConformanceTests" name="aNoticeThatIsAlreadyThere_dc0e82a9()" >
              <skipped>pending (specgen does not understand this statement yet): &#8220;A notice that is already there when the screen opens can be reached in the screen reader's swipe order and the keyboard's tab order.&#8221; at specs/notification-accessibility.md:15</skipped>
            </testcase>
            <testcase classname="DesignSystemTests.ToastSnackbarAndBannerAccessibilityConformanceTests" name="aControlToCloseItIs_2aea9b05()" time="0.02070657" />
            <testcase classname="DesignSystemTests.ToastSnackbarAndBannerAccessibilityConformanceTests" name="aNoticeThatAppearsWhileSomeone_0f1bdae6()" time="0.020108665" />
            <testcase classname="DesignSystemTests.ToastSnackbarAndBannerAccessibilityConformanceTests" name="aToastOrSnackbarMustNot_aac0a99b()" time="0.020087555" />
            <testcase classname="DesignSystemTests.ToastSnackbarAndBannerAccessibilityConformanceTests" name="pushNotificationsThatPeopleCanFind_c700ece1()" >
              <skipped>pending (specgen does not understand this statement yet): &#8220;Push notifications that people can find again later, for example in a notification centre, are exempt from the first rule.&#8221; at specs/notification-accessibility.md:16</skipped>
            </testcase>
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="anOverlappingBannerEntersBySliding_26723946()" >
              <skipped>pending (specgen does not understand this statement yet): &#8220;An overlapping banner enters by sliding out beneath the top bar and exits the same way, upwards; by default it lies over part of the content.&#8221; at specs/banner.md:31</skipped>
            </testcase>
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="whileTheContentScrollsTheBanner_aac83272()" >
              <skipped>pending (specgen does not understand this statement yet): &#8220;While the content scrolls, the banner stays attached to the navigation bar.&#8221; at specs/banner.md:33</skipped>
            </testcase>
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="aBannerThatAppearsIsAnnounced_78d978fc()" time="0.020053552" />
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="aBannerStaysVisibleUntilThe_531748a5()" time="0.019397688" />
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="requiredPartsAreVisible()" time="0.019546486" />
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="anEmbeddedBannerSitsBetweenElements_3f88236a()" >
              <skipped>pending (specgen does not understand this statement yet): &#8220;An embedded banner sits between elements and pushes the content below it down instead of covering it.&#8221; at specs/banner.md:32</skipped>
            </testcase>
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="theCloseButtonHasAnAccessible_3329d3d0()" >
              <skipped>pending (specgen does not understand this statement yet): &#8220;The close button has an accessible label that names its purpose.&#8221; at specs/banner.md:42</skipped>
            </testcase>
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="theMessageTextIsAtMost_1e2fe4ab()" time="0.020886597" />
            <testcase classname="DesignSystemTests.NoticeMutationTests" name="eachMutantFailsOnlyTheCheckOfWhatItBreaks(_:)" time="0.018044773" />
            <testcase classname="DesignSystemTests.NoticeMutationTests" name="everyStyleAsDesignedFailsNoCheck()" time="0.009202774" />
            <testcase classname="DesignSystemTests.GeneratedModelTests" name="behaviourConstantsComeFromTheSpecs()" time="0.004811559" />
            <testcase classname="DesignSystemTests.GeneratedModelTests" name="modelsCarryTheSpecsDefaults()" time="0.005009638" />
          </testsuite>
        </testsuites>
        """

    static let mutantXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="TestResults" errors="0" tests="35" failures="4" skipped="6" time="0.134831821">
            <testcase classname="DesignSystemTests.ToastConformanceTests" name="pressingEscapeDismissesTheToast_35d2e5d3()" time="0.106425662" />
            <testcase classname="DesignSystemTests.ToastConformanceTests" name="whileThePointerRestsOnA_001f3fe9()" time="0.106227673" />
            <testcase classname="DesignSystemTests.ToastConformanceTests" name="anErrorToastStaysFor8_7ab862de()" time="0.106180445" />
            <testcase classname="DesignSystemTests.ToastConformanceTests" name="aToastDismissesItselfAfter5_afedc670()" time="0.106368295" />
            <testcase classname="DesignSystemTests.ToastConformanceTests" name="clickingTheCloseButtonDismissesThe_14db1e98()" time="0.106067233" />
            <testcase classname="DesignSystemTests.ToastConformanceTests" name="aToastIsAnnouncedToAssistive_77299966()" time="0.106313903" />
            <testcase classname="DesignSystemTests.GeneratedModelTests" name="modelsCarryTheSpecsDefaults()" time="0.046098215" />
            <testcase classname="DesignSystemTests.GeneratedModelTests" name="behaviourConstantsComeFromTheSpecs()" time="0.046467924" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="whenASnackbarAppearsItIs_a38ea907()" time="0.098082062" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="aSnackbarDismissesItselfAfter7_a9f05a3e()" time="0.098124732" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="itKeepsA16PtMargin_796719d8()" time="0.098308205" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="requiredPartsAreVisible()" time="0.097895294" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="aCloseControlWithAnAccessible_a8e941f6()" time="0.097755603" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="onlyOneSnackbarIsVisibleAt_d71288ed()" time="0.097849789" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="aSnackbarSitsAtTheBottom_25d7af13()" time="0.097649775" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="swipingTheSnackbarLeftRightOr_ea31441b()" time="0.098577527" >
              <failure message="Caught error: specs/snackbar.md:22: swipeDown dismisses; visible: [&quot;A&quot;] (error)" />
            </testcase>
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="tappingTheXIconDismissesThe_cefd7742()" time="0.097516357" />
            <testcase classname="DesignSystemTests.SnackbarConformanceTests" name="onIpadItIsAtMost_795570a1()" time="0.093599648" />
            <testcase classname="DesignSystemTests.TooltipConformanceTests" name="pressingEscapeHidesTheTooltip_3f816ae8()" time="0.122874558" />
            <testcase classname="DesignSystemTests.TooltipConformanceTests" name="aTooltipAppears500MsAfter_dd139a2e()" time="0.123537535" />
            <testcase classname="DesignSystemTests.TooltipConformanceTests" name="aTooltipHidesItselfWithin10_280b22f8()" time="0.123491619" />
            <testcase classname="DesignSystemTests.NoticeMutationTests" name="everyStyleAsDesignedFailsNoCheck()" time="0.105950816" >
              <failure message="Expectation failed: (Self.failing(SnackbarConformance.checks, .snackbar) { _ in } &#8594; [&quot;specs/snackbar.md:22&quot;]).isEmpty &#8594; false (error)" />
            </testcase>
            <testcase classname="DesignSystemTests.NoticeMutationTests" name="eachMutantFailsOnlyTheCheckOfWhatItBreaks(_:)" time="0.09915797" >
              <failure message="Expectation failed: (mutant.failingChecks() &#8594; [&quot;specs/snackbar.md:17&quot;, &quot;specs/snackbar.md:22&quot;]) == ([expected] &#8594; [&quot;specs/snackbar.md:17&quot;]) (error)" />
              <failure message="Expectation failed: (mutant.failingChecks() &#8594; [&quot;specs/snackbar.md:22&quot;, &quot;specs/snackbar.md:8&quot;]) == ([expected] &#8594; [&quot;specs/snackbar.md:8&quot;]) (error)" />
            </testcase>
            <testcase classname="DesignSystemTests.ToastSnackbarAndBannerAccessibilityConformanceTests" name="aNoticeThatAppearsWhileSomeone_0f1bdae6()" time="0.09920051" />
            <testcase classname="DesignSystemTests.ToastSnackbarAndBannerAccessibilityConformanceTests" name="aNoticeThatIsAlreadyThere_dc0e82a9()" >
              <skipped>pending (specgen does not understand this statement yet): &#8220;A notice that is already there when the screen opens can be reached in the screen reader's swipe order and the keyboard's tab order.&#8221; at specs/notification-accessibility.md:15</skipped>
            </testcase>
            <testcase classname="DesignSystemTests.ToastSnackbarAndBannerAccessibilityConformanceTests" name="pushNotificationsThatPeopleCanFind_c700ece1()" >
              <skipped>pending (specgen does not understand this statement yet): &#8220;Push notifications that people can find again later, for example in a notification centre, are exempt from the first rule.&#8221; at specs/notification-accessibility.md:16</skipped>
            </testcase>
            <testcase classname="DesignSystemTests.ToastSnackbarAndBannerAccessibilityConformanceTests" name="aControlToCloseItIs_2aea9b05()" time="0.099031133" />
            <testcase classname="DesignSystemTests.ToastSnackbarAndBannerAccessibilityConformanceTests" name="aToastOrSnackbarMustNot_aac0a99b()" time="0.098554614" />
            <testcase classname="DesignSystemTests.SnackbarStackConformanceTests" name="tappingTheActionPerformsItAnd_619dabcb()" time="0.092798902" />
            <testcase classname="DesignSystemTests.SnackbarStackConformanceTests" name="aStackedSnackbarStaysOnScreen_67c1d7cf()" time="0.093281012" />
            <testcase classname="DesignSystemTests.SnackbarStackConformanceTests" name="tappingASnackbarAnywhereOutsideIts_bc29a1c9()" time="0.093227243" />
            <testcase classname="DesignSystemTests.SnackbarStackConformanceTests" name="whenItHasAnActionAnd_cf4a23dd()" time="0.093114863" />
            <testcase classname="DesignSystemTests.SnackbarStackConformanceTests" name="whenMoreThanLimitSnackbarsAre_0d140e44()" time="0.093013894" />
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="whileTheContentScrollsTheBanner_aac83272()" >
              <skipped>pending (specgen does not understand this statement yet): &#8220;While the content scrolls, the banner stays attached to the navigation bar.&#8221; at specs/banner.md:33</skipped>
            </testcase>
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="theCloseButtonHasAnAccessible_3329d3d0()" >
              <skipped>pending (specgen does not understand this statement yet): &#8220;The close button has an accessible label that names its purpose.&#8221; at specs/banner.md:42</skipped>
            </testcase>
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="anEmbeddedBannerSitsBetweenElements_3f88236a()" >
              <skipped>pending (specgen does not understand this statement yet): &#8220;An embedded banner sits between elements and pushes the content below it down instead of covering it.&#8221; at specs/banner.md:32</skipped>
            </testcase>
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="aBannerStaysVisibleUntilThe_531748a5()" time="0.123396612" />
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="theMessageTextIsAtMost_1e2fe4ab()" time="0.123240681" />
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="anOverlappingBannerEntersBySliding_26723946()" >
              <skipped>pending (specgen does not understand this statement yet): &#8220;An overlapping banner enters by sliding out beneath the top bar and exits the same way, upwards; by default it lies over part of the content.&#8221; at specs/banner.md:31</skipped>
            </testcase>
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="aBannerThatAppearsIsAnnounced_78d978fc()" time="0.123101541" />
            <testcase classname="DesignSystemTests.BannerConformanceTests" name="requiredPartsAreVisible()" time="0.099292681" />
          </testsuite>
        </testsuites>
        """

    static func passing(platform: String) -> TestResultsFile {
        (try? TestResultsFile.parse(Data(passingXML.utf8), path: "passing.xml", platform: platform).get())
            ?? TestResultsFile(path: "passing.xml", platform: platform, cases: [])
    }

    static func mutant(platform: String) -> TestResultsFile {
        (try? TestResultsFile.parse(Data(mutantXML.utf8), path: "mutant.xml", platform: platform).get())
            ?? TestResultsFile(path: "mutant.xml", platform: platform, cases: [])
    }
}
