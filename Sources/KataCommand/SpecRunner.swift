import Foundation

/// Runs every kata's specs and returns the xUnit report of the run; `progress` receives lines worth showing meanwhile.
public typealias SpecRunner = @Sendable (_ root: URL, _ progress: (String) -> Void) throws -> String

/// Runs the specs with `swift test`, in the repository's usual build folder.
public let swiftTestRunner: SpecRunner = { root, progress in
    // Given `name.xml`, `swift test` writes Swift Testing's results to `name-swift-testing.xml`.
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("kata-status-\(UUID().uuidString)").path
    let swiftTestingReport = base + "-swift-testing.xml"
    defer { try? FileManager.default.removeItem(atPath: swiftTestingReport) }
    progress("Building the katas…")
    let solutions = ProcessInfo.processInfo.environment["KATA_SOLUTIONS"] == "1"
    let result = try Subprocess.run(
        ["swift", "test", "--filter", "Kata[0-9]Specs", "--xunit-output", base + ".xml"]
            + (solutions ? ["--scratch-path", ".build-solutions"] : []),
        in: root
    ) { line in
        if line.hasPrefix("[") || line.hasPrefix("Build complete") {
            progress("  " + line)
        } else if line.hasPrefix("◇ Test run started") {
            progress("Running the specs…")
        }
    }
    guard let xml = try? String(contentsOfFile: swiftTestingReport, encoding: .utf8) else {
        let firstError = (result.output + result.errorOutput).split(separator: "\n").first { $0.contains("error:") }
        throw KataError(
            "the katas do not build, so no spec ran; fix this first: "
                + (firstError.map(String.init) ?? "swift test exited with status \(result.status)"),
            status: 1
        )
    }
    return xml
}
