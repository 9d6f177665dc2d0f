import Foundation
import TestSupport

/// Debian's Chromium, run headless: loads a page from disk and returns the DOM it built and the console messages it
/// logged. scripts/setup-debian.sh installs it; where there is none, tests that need it are skipped.
struct HeadlessBrowser {
    /// What a page rendered to.
    struct Rendering {
        /// The serialised DOM after loading.
        var dom: String
        /// Console messages (any level) and Content-Security-Policy violations the browser logged.
        var consoleMessages: [String]
    }

    /// The browser's executable.
    let executable: URL

    /// The first Chromium on PATH, if any.
    static let installed: HeadlessBrowser? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return HeadlessBrowser(executable: candidate) }
            }
        }
        return nil
    }()

    /// Why browser tests are skipped.
    static let absence = "skipped: no chromium on PATH (scripts/setup-debian.sh installs Debian's chromium package)"

    /// Loads `page` headless at `width` × `height` CSS pixels and writes a PNG screenshot of it to `image`; returns
    /// whether the browser wrote one.
    func screenshot(_ page: URL, width: Int, height: Int, to image: URL) throws -> Bool {
        _ = try run(page, ["--window-size=\(width),\(height)", "--hide-scrollbars", "--screenshot=\(image.path)"])
        return ((try? Data(contentsOf: image)) ?? Data()).starts(with: [0x89, 0x50, 0x4E, 0x47])
    }

    /// Loads `page` headless (its own profile, so runs never share one) and returns what it rendered.
    func render(_ page: URL) throws -> Rendering {
        try run(page, ["--dump-dom"])
    }

    /// Renders every page, one browser per core at a time (each launch is mostly the browser starting, so a
    /// report's pages one after another made this suite the test run's long tail); results are in `pages`' order.
    func render(_ pages: [URL]) throws -> [Rendering] {
        let results = Results(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            results.set(index, Result { try render(pages[index]) })
        }
        return try results.all.map { try $0.get() }
    }

    /// The renderings of `render(_:)`, filled from several threads.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result<Rendering, any Error>]

        init(count: Int) { results = Array(repeating: .failure(CancellationError()), count: count) }

        func set(_ index: Int, _ result: Result<Rendering, any Error>) { lock.withLock { results[index] = result } }

        var all: [Result<Rendering, any Error>] { lock.withLock { results } }
    }

    private func run(_ page: URL, _ options: [String]) throws -> Rendering {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
                "--enable-logging=stderr", "--v=0",
            ] + options + [page.absoluteString]
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // A hung browser must not hang the tests: stop it after a minute.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = stderr.fileHandleForReading.drainToEnd() }
        reader.start()
        let outputData = stdout.fileHandleForReading.drainToEnd()
        process.waitUntilExit()
        watchdog.cancel()
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        let log = String(decoding: errorData, as: UTF8.self)
        let console = log.split(separator: "\n").filter { $0.contains(":CONSOLE") || $0.contains("Content Security Policy") }
        return Rendering(dom: String(decoding: outputData, as: UTF8.self), consoleMessages: console.map(String.init))
    }
}
