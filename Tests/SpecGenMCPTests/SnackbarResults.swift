/// Two of the snackbar's generated tests as `swift test --xunit-output` names them: one passed, one failed.
enum SnackbarResults {
    static let xUnit = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites><testsuite name="run" tests="2" failures="1">
        <testcase classname="AppTests.SnackbarConformanceTests" name="aSnackbarDismissesItselfAfter7_a9f05a3e()" time="0.01" />
        <testcase classname="AppTests.SnackbarConformanceTests" name="tappingTheXIconDismissesThe_cefd7742()" time="0.01">
        <failure message="still shown after the tap"></failure></testcase>
        </testsuite></testsuites>
        """
}
