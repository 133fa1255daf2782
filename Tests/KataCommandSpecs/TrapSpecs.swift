import Foundation
import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataProof

/// The traps the proof sets in the real singletons: found from the code's structure, so they hold in any layout.
struct TrapSpecs {
    typealias Trap = KataFacts.YourTest.Trap

    let stop = Trap(file: "Sources/Worker.swift", function: "doSomething(", insert: "fatalError(\"real\")")
    let shared = Trap(
        file: "Sources/TokenStore.swift", property: "shared", type: "TokenStore",
        initializer: "{ fatalError(\"real\") }()")

    @Test("Code goes first in a function's body, on lines of its own, whatever the layout of its declaration")
    func insertion() {
        let worker = """
            public class Worker {
              @MainActor
              public func doSomething(
              ) {
                workDone += 1
              }
            }
            """

        #expect(
            stop.set(in: worker)
                == worker.replacingOccurrences(of: ") {\n", with: ") {\nfatalError(\"real\")\n\n"))
    }

    @Test("A stored property's initializer becomes the trap, and gets the type annotation it lacks")
    func property() {
        let plain = "actor TokenStore {\n    static let shared = TokenStore()\n}\n"
        let annotated = """
            actor TokenStore {
              nonisolated(unsafe)
              static var shared: TokenStore =
                .init()  // the app's one store
            }
            """

        #expect(
            shared.set(in: plain)
                == "actor TokenStore {\n    static let shared: TokenStore = { fatalError(\"real\") }()\n}\n")
        #expect(
            shared.set(in: annotated)
                == annotated.replacingOccurrences(of: ".init()", with: "{ fatalError(\"real\") }()"))
    }

    @Test("A property the file no longer declares needs no trap; a function it no longer declares stops the proof")
    func missing() {
        let gone = "actor TokenStore {\n    private var tokens: [String: String] = [:]\n}\n"
        let computed = "actor TokenStore {\n    static var shared: TokenStore { TokenStore() }\n}\n"

        #expect(shared.set(in: gone) == nil)
        #expect(!shared.isDeclared(in: gone))
        #expect(shared.set(in: computed) == nil)
        #expect(shared.isDeclared(in: computed), "declared, but not as the proof expects")
        #expect(stop.set(in: gone) == nil)
        #expect(stop.isDeclared(in: gone))
    }

    @Test("Traps are laid in turn; one whose property is gone is left out, one whose function is gone stops")
    func laid() throws {
        let second = Trap(file: "Sources/Worker.swift", find: "workDone += 1", replace: "workDone += 2")
        let traps = ProofTraps(traps: [stop, second, shared])
        let worker = "class Worker {\n    func doSomething() {\n        workDone += 1\n    }\n}\n"

        #expect(
            try traps.laid(on: worker, of: "Sources/Worker.swift")
                == "class Worker {\n    func doSomething() {\nKataMutant.trap(\"real\")\n\n        workDone += 2\n    }\n}\n"
        )
        #expect(try traps.laid(on: "actor TokenStore {}\n", of: "Sources/TokenStore.swift") == "actor TokenStore {}\n")
        #expect(throws: ProofCopy.Untrappable.self) {
            try traps.laid(on: "class Worker {}\n", of: "Sources/Worker.swift")
        }
    }

    @Test("Traps whose fatalError may as well do nothing are laid so that a run may pass them by")
    func switched() throws {
        let observer = Trap(
            file: "Sources/A.swift", find: "var record = 0",
            replace: "var record = 0 {\n    didSet {\n        guard record > 1 else { return }\n"
                + "        fatalError(\"real\")\n    }\n}")
        let inIf = Trap(file: "Sources/A.swift", function: "f(", insert: "if a {\n    fatalError(\"real\")\n}")
        let traps = ProofTraps(traps: [observer, inIf, shared])

        #expect(traps.switchable)
        #expect(
            try traps.laid(on: "var record = 0\nfunc f() {\n}\n", of: "Sources/A.swift")
                == "var record = 0 {\n    didSet {\n        guard record > 1 else { return }\n"
                + "        KataMutant.trap(\"real\")\n    }\n}\nfunc f() {\nif a {\n    KataMutant.trap(\"real\")\n}\n\n}\n"
        )
        let store = "actor TokenStore {\n    static let shared = TokenStore()\n}\n"
        #expect(
            try traps.laid(on: store, of: "Sources/TokenStore.swift")
                == "actor TokenStore {\n    static let shared: TokenStore = KataMutant.trapped({ fatalError(\"real\") }(),"
                + " else: TokenStore())\n}\n")
    }

    @Test("Code a run may pass by goes first in a body that returns one expression, which then says return")
    func returning() throws {
        let session = Trap(file: "Sources/A.swift", function: "loggedUser(", insert: "fatalError(\"real\")")
        let work = Trap(file: "Sources/B.swift", function: "work(", insert: "fatalError(\"real\")")
        let traps = ProofTraps(traps: [session, work])

        #expect(
            try traps.laid(on: "func loggedUser() -> User? {\n    Self.user\n}\n", of: "Sources/A.swift")
                == "func loggedUser() -> User? {\nKataMutant.trap(\"real\")\n\n    return Self.user\n}\n")
        #expect(
            try traps.laid(on: "func work() -> Void {\n    count += 1\n}\n", of: "Sources/B.swift")
                == "func work() -> Void {\nKataMutant.trap(\"real\")\n\n    count += 1\n}\n")
        #expect(
            try traps.laid(on: "func work() -> Int {\n    if a { 1 } else { 2 }\n}\n", of: "Sources/B.swift")
                == "func work() -> Int {\nKataMutant.trap(\"real\")\n\n    if a { 1 } else { 2 }\n}\n",
            "an if expression cannot follow return here; such a build fails, and the proof lays the traps plainly")
    }

    @Test("A fatalError a run cannot pass by leaves every trap as it is: a getter's body, a guard's else, an if's else")
    func unswitchable() throws {
        let getter = Trap(
            file: "Sources/A.swift", find: "extension A {\n",
            replace: "extension A {\n    static var standard: A { fatalError(\"real\") }\n")
        let guarded = Trap(file: "Sources/A.swift", function: "f(", insert: "guard a else { fatalError(\"real\") }")
        let branches = Trap(
            file: "Sources/A.swift", function: "f(", insert: "if a { print(1) } else { fatalError(\"real\") }")
        let value = Trap(file: "Sources/A.swift", function: "f(", insert: "let x = y ?? fatalError(\"real\")")

        for trap in [getter, guarded, branches, value] {
            #expect(ProofTraps.switched(trap) == nil, "\(trap)")
        }
        let traps = ProofTraps(traps: [stop, getter])
        #expect(!traps.switchable)
        #expect(
            try traps.laid(on: "extension A {\n}\nfunc f() {\n}\n", of: "Sources/A.swift")
                == "extension A {\n    static var standard: A { fatalError(\"real\") }\n}\nfunc f() {\n}\n")
    }

    @Test("A run a trap stopped is told by the message of the trap's fatalError, whatever the place Swift prints")
    func fired() throws {
        let traps = ProofTraps(traps: [stop, shared])
        let crash = { (output: String) in try #require(Crash(in: output, root: URL(fileURLWithPath: "/nowhere"))) }

        #expect(traps.fired(try crash("Kata3/Worker.swift:5: Fatal error: real")))
        #expect(traps.fired(try crash("Fatal error: real")))
        #expect(!traps.fired(try crash("Kata3/ViewController.swift:9: Fatal error: real one")))
        #expect(!traps.fired(try crash("Fatal error: Unexpectedly found nil while unwrapping an Optional value")))
        #expect(!traps.fired(try crash("Kata3/Worker.swift:5: Precondition failed: real")))
    }

    @Test("In a file whose text is fixed, a trap may still replace text it finds")
    func text() {
        let find = Trap(file: "Sources/A.swift", find: "let a = 1\n", replace: "let a = 2\n")

        #expect(find.set(in: "let a = 1\n") == "let a = 2\n")
        #expect(find.set(in: "let b = 1\n") == nil)
    }
}
