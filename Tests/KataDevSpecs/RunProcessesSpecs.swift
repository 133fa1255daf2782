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
        process.arguments = ["30"]
        process.environment = ["KATA_RUN_ID": String(variable.dropFirst("KATA_RUN_ID=".count))]
        try process.run()

        // 2️⃣ 3️⃣
        let found = RunProcesses.carrying(variable)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        #expect(found.count == 1 && found[0].hasPrefix("\(process.processIdentifier) /bin/sleep 30"), "\(found)")
        #expect(RunProcesses.carrying(variable) == [])
    }
}
