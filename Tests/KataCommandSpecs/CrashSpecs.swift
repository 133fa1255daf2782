import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

/// A test run that traps shows why, with the kata's file and line: not only advice on what often makes a run crash.
struct CrashSpecs {
    let root = URL(fileURLWithPath: "/work/katas-repo")

    /// What Swift prints on Linux when a spec's code calls `fatalError("boom")`: its message, then the backtrace.
    let fatalError = """
        ◇ Test "viewDidLoad() asks the injected singleton to do something important, once per load" started.
        Kata1/ViewController.swift:6: Fatal error: boom

        *** Signal 4: Backtracing from 0x7f0a328f9361... done ***

        *** Program crashed: Illegal instruction at 0x00007f0a328f9361 ***

        Thread 1 "oot.default-qos":

          0      0x00007f0a310e65f1 sem_post@@GLIBC_2.34 + 49 in libc.so.6
          1 [ra] 0x0000560bcd036ca7 OtherSpecs.run() + 118 in SingletonKatasPackageTests.xctest at /work/katas-repo/katas/Kata1-ScarySingleton/Tests/OtherSpecs.swift:3:9

        Thread 4 "-qos.overcommit" crashed:

          0                  0x00007f0a328f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
          1 [ra]             0x0000560bcd036ca7 ViewController.viewDidLoad() + 118 in SingletonKatasPackageTests.xctest at /work/katas-repo/katas/Kata1-ScarySingleton/Sources/ViewController.swift:6:9
          2 [ra]             0x0000560bcd03839a ViewControllerSpecs.loadView(of:) + 329 in SingletonKatasPackageTests.xctest at /work/katas-repo/katas/Kata1-ScarySingleton/Tests/ViewControllerSpecs.swift:40:13

        Registers:
        """

    @Test("A fatal error shows its message and the innermost line of the kata's code on the thread that crashed")
    func fatalErrorAndItsPlace() throws {
        let crash = try #require(Crash(in: fatalError, root: root))

        #expect(crash.message == "Fatal error: boom")
        #expect(crash.place == "katas/Kata1-ScarySingleton/Sources/ViewController.swift:6")
        #expect(crash.description == "Fatal error: boom, at katas/Kata1-ScarySingleton/Sources/ViewController.swift:6")
    }

    @Test("A place in a file the tool rewrote is passed over for the next one the learner wrote")
    func rewrittenFile() throws {
        let crash = try #require(
            Crash(in: fatalError, root: root) { !$0.hasSuffix("Sources/ViewController.swift") })

        #expect(crash.place == "katas/Kata1-ScarySingleton/Tests/ViewControllerSpecs.swift:40")
    }

    @Test(
        "Without a backtrace, the place is the file and line Swift printed, found in the kata's folder",
        arguments: [
            (
                "Kata1/Alpha.swift:1: Precondition failed: too small",
                "Precondition failed: too small, at katas/Kata1-Alpha/Sources/Alpha.swift:1"
            ),
            ("Kata2Specs/Spec.swift:1: Assertion failed", "Assertion failed, at katas/Kata2-Beta/Tests/Spec.swift:1"),
            (
                "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
                "Fatal error: Index out of range"
            ),
            (
                "Fatal error: Attempted to read an unowned reference but object 0x5 was already destroyed",
                "Fatal error: Attempted to read an unowned reference but object 0x5 was already destroyed"
            ),
            (
                "*** Program crashed: Bad pointer dereference at 0x0000000000000008 ***",
                "Program crashed: Bad pointer dereference"
            ),
        ])
    func withoutBacktrace(output: String, description: String) throws {
        let fixture = try Fixture()

        #expect(Crash(in: "line before\n\(output)\nline after", root: fixture.root)?.description == description)
    }

    @Test("Output without a trap shows no crash")
    func noCrash() {
        #expect(Crash(in: "Test run started.\nan error: Fatal errors are rare\n", root: root) == nil)
    }

    @Test("A spec that did not finish says what stopped the run, when it crashed")
    func unfinishedSpec() {
        let stream = EventStream.reading(
            #"""
            {"kind":"test","payload":{"id":"Kata1Specs.AlphaSpecs\/injects()\/AlphaSpecs.swift:3:6","kind":"function","name":"injects()"},"version":0}
            """#)
        let crash = Crash(in: fatalError, root: root)

        #expect(
            stream.results(crash: crash).map(\.failures) == [
                [
                    "The spec did not finish: the test run stopped on Fatal error: boom, at katas/Kata1-ScarySingleton/Sources/ViewController.swift:6"
                ]
            ])
    }

    @Test("The real kata, on a Kata 1 whose viewDidLoad() calls fatalError(\"boom\"), shows it with its file and line")
    func realRun() throws {
        let copy = try KataOneCopy(
            changing: "func viewDidLoad() {\n", to: "func viewDidLoad() {\n        fatalError(\"boom\")\n",
            in: "Sources/ViewController.swift")

        let (status, report) = try copy.watch()

        #expect(status == 1)
        #expect(
            report.contains(
                "The spec did not finish: the test run stopped on Fatal error: boom, at katas/Kata1-ScarySingleton/Sources/ViewController.swift:6"
            ), "\(report)")
    }
}
