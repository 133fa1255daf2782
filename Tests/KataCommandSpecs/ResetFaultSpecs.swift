import Foundation
import Testing

/// `reset` that git stops halfway, on a clone of a scratch repository: the branch is named first, what was not put
/// back is said, and running it again finishes on the same branch.
struct ResetFaultSpecs {
    let fixture: Fixture

    init() throws {
        fixture = try Fixture(git: true)
        try fixture.write("let alpha = Alpha(mine)\n", to: "katas/Kata1-Alpha/Sources/Alpha.swift")
        try fixture.write("let spec = false\n", to: "katas/Kata1-Alpha/Tests/Spec.swift")
    }

    @Test("reset with .git/index.lock held saves the attempt, names the branch, changes no file, and a retry reuses it")
    func lockHeld() throws {
        // 1️⃣ another git holds the index
        let lock = fixture.root.appendingPathComponent(".git/index.lock")
        try Data().write(to: lock)

        // 2️⃣
        let stopped = fixture.kata("reset", "1")

        // 3️⃣
        #expect(stopped.status == 1)
        #expect(stopped.output == "Saved your attempt at kata 1 on branch attempts/kata1-1.\n")
        #expect(stopped.errors.hasPrefix("kata: kata 1 is not reset (git restore failed: "))
        #expect(stopped.errors.contains("index.lock"))
        #expect(stopped.errors.contains("not put back: Sources/Alpha.swift, Tests/Spec.swift;"))
        #expect(
            stopped.errors.hasSuffix(
                "your attempt is safe on branch attempts/kata1-1; once no other git runs, remove .git/index.lock, "
                    + "then finish with: swift run kata reset 1\n"))
        #expect(stopped.errors.split(separator: "\n").count == 1)
        #expect(try fixture.read("katas/Kata1-Alpha/Sources/Alpha.swift") == "let alpha = Alpha(mine)\n")
        #expect(
            try fixture.git("show", "attempts/kata1-1:katas/Kata1-Alpha/Sources/Alpha.swift")
                == "let alpha = Alpha(mine)\n")

        // 4️⃣ the lock is gone: the same command finishes, on the same branch
        try FileManager.default.removeItem(at: lock)
        let finished = fixture.kata("reset", "1")

        #expect(finished.status == 0)
        #expect(finished.output.hasPrefix("Saved your attempt at kata 1 on branch attempts/kata1-1.\n"))
        #expect(try fixture.read("katas/Kata1-Alpha/Sources/Alpha.swift") == "let alpha = AlphaSingleton.shared\n")
        #expect(try fixture.git("branch", "--list", "attempts/*") == "  attempts/kata1-1\n")
    }

    @Test(
        "reset that cannot replace a file says which, and a retry finishes on the same branch, losing nothing",
        .enabled(if: Self.canMakeUnwritable))
    func fileUnwritable() throws {
        let spec = fixture.root.appendingPathComponent("katas/Kata1-Alpha/Tests/Spec.swift")
        try Self.unwritable(spec, true)
        defer { try? Self.unwritable(spec, false) }

        let stopped = fixture.kata("reset", "1")

        #expect(stopped.status == 1)
        #expect(stopped.output == "Saved your attempt at kata 1 on branch attempts/kata1-1.\n")
        #expect(stopped.errors.contains("kata 1 is only partly reset ("), "the other file is put back")
        #expect(stopped.errors.contains("not put back: Tests/Spec.swift;"))
        #expect(stopped.errors.hasSuffix("make those files writable, then finish with: swift run kata reset 1\n"))

        // A file written after the reset stopped is new work: the retry keeps it on the same branch.
        try Self.unwritable(spec, false)
        try fixture.write("let alpha = Alpha(later)\n", to: "katas/Kata1-Alpha/Sources/Alpha.swift")
        let finished = fixture.kata("reset", "1")

        #expect(finished.status == 0)
        #expect(try fixture.read("katas/Kata1-Alpha/Tests/Spec.swift") == Fixture.spec)
        #expect(try fixture.git("branch", "--list", "attempts/*") == "  attempts/kata1-1\n")
        #expect(
            try fixture.git("show", "attempts/kata1-1:katas/Kata1-Alpha/Sources/Alpha.swift")
                == "let alpha = Alpha(later)\n")
        #expect(
            try fixture.git("show", "attempts/kata1-1~1:katas/Kata1-Alpha/Sources/Alpha.swift")
                == "let alpha = Alpha(mine)\n")
    }

    /// Whether this machine lets a spec make a file git cannot replace: `chattr +i` for root, a folder without write
    /// permission for anyone else.
    static let canMakeUnwritable: Bool = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kata-unwritable-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("probe")
        defer {
            try? unwritable(file, false)
            try? FileManager.default.removeItem(at: folder)
        }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            (try? Data().write(to: file)) != nil, (try? unwritable(file, true)) != nil
        else { return false }
        return (try? FileManager.default.removeItem(at: file)) == nil
    }()

    /// Makes `file` one git cannot unlink, or undoes that.
    static func unwritable(_ file: URL, _ on: Bool) throws {
        if getuid() == 0 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["chattr", on ? "+i" : "-i", file.path]
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteNoPermission) }
        } else {
            try FileManager.default.setAttributes(
                [.posixPermissions: on ? 0o555 : 0o755], ofItemAtPath: file.deletingLastPathComponent().path)
        }
    }
}
