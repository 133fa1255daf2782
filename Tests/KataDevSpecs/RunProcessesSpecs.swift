import Foundation
import Testing

@testable import KataDev

/// How the fault suite finds what a run left: by the `KATA_RUN_ID` in a process's environment, whatever its parent.
struct RunProcessesSpecs {
    @Test("A process carrying the run's ID is found by it, and no longer once it ended")
    func findsByRunID() throws {
        // 1️⃣ a process with the run's ID in its environment
        let variable = "KATA_RUN_ID=spec-\(UUID().uuidString)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = ["2"]
        process.environment = ["KATA_RUN_ID": String(variable.dropFirst("KATA_RUN_ID=".count))]
        try process.run()

        // 2️⃣ 3️⃣
        var found = RunProcesses.carrying(variable)
        let deadline = Date().addingTimeInterval(10)
        while found.isEmpty && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            found = RunProcesses.carrying(variable)
        }
        process.waitUntilExit()

        #expect(found.count == 1 && found[0].hasPrefix("\(process.processIdentifier) /bin/sleep 2"), "\(found)")
        #expect(RunProcesses.carrying(variable) == [])
    }
}
