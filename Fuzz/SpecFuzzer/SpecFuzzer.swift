import Foundation
import SpecFuzzing

#if FUZZING
    /// libFuzzer's driver: runs the fuzzing loop with `callback` as the test function.
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The target `SPECGEN_FUZZ_TARGET` names (libFuzzer owns the command line); read once, before the loop.
    private let target: FuzzTarget = {
        guard let target = FuzzTarget.fromEnvironment(ProcessInfo.processInfo.environment) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("SpecFuzzer: SPECGEN_FUZZ_TARGET must be one of \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    /// SwiftPM links an executable's `main` to `<Target>_main`; defining it hands control to libFuzzer
    /// (scripts/fuzz.sh builds with -sanitize=fuzzer, which links libFuzzer in).
    @_cdecl("SpecFuzzer_main")
    public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        _ = target
        return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
    }

    /// One input, by libFuzzer's own name: a debug build's link takes libFuzzer's `main`, which calls this.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        target.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }
#else
    /// Without the fuzzer: replays the files named on the command line through the target `SPECGEN_FUZZ_TARGET`
    /// names (by default markdown), to reproduce a crash.
    @main
    struct SpecFuzzerReplay {
        static func main() {
            guard let target = FuzzTarget.fromEnvironment(ProcessInfo.processInfo.environment) else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
                FileHandle.standardError.write(Data("SpecFuzzer: SPECGEN_FUZZ_TARGET must be one of \(names)\n".utf8))
                exit(2)
            }
            for path in CommandLine.arguments.dropFirst() {
                target.run(Array(FileManager.default.contents(atPath: path) ?? Data()))
                print("ok: \(path)")
            }
        }
    }
#endif
