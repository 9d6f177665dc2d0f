import Foundation
import MCPFuzzing

#if FUZZING
    /// libFuzzer's driver: runs the fuzzing loop with `callback` as the test function.
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// SwiftPM links an executable's `main` to `<Target>_main`; defining it hands control to libFuzzer (build it as
    /// scripts/fuzz.sh builds SpecFuzzer, with `--product MCPFuzzer`: -sanitize=fuzzer links libFuzzer in).
    @_cdecl("MCPFuzzer_main")
    public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
    }

    /// One input, by libFuzzer's own name: a debug build's link takes libFuzzer's `main`, which calls this.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzRequests.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }
#else
    /// Without the fuzzer: replays the files named on the command line, to reproduce a crash.
    @main
    struct MCPFuzzerReplay {
        static func main() {
            for path in CommandLine.arguments.dropFirst() {
                FuzzRequests.run(Array(FileManager.default.contents(atPath: path) ?? Data()))
                print("ok: \(path)")
            }
        }
    }
#endif
