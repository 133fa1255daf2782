import Testing

@testable import KataCommand
@testable import KataCore

/// Reading Swift Testing's event stream and the compiler's verdict on a probe.
struct ProbeAndEventStreamSpecs {
    let probe = Probe(
        path: "Probes/SingletonIsGone.swift",
        source: """
            // Probe: the shared instance is gone (README step [remove]).
            // Fails with: [could_not_find_type_member]
            // Fails with: cannot find 'Alpha' in scope
            let alpha = Alpha.shared

            """
    )

    @Test("A probe holds when the compiler fails with one of its errors")
    func probeHolds() {
        let result = probe.result(
            kata: 1,
            compilerOutput:
                "Probes/SingletonIsGone.swift:4:19: error: type 'Alpha' has no member 'shared' [could_not_find_type_member]",
            status: 1)

        #expect(result == SpecResult(kata: 1, id: "Probes/SingletonIsGone.swift", name: probe.rule, kind: .probe))
        #expect(probe.rule == "the shared instance is gone (README step [remove]).")
    }

    @Test("A probe that compiles, or fails otherwise, does not hold")
    func probeFails() {
        #expect(
            probe.result(kata: 1, compilerOutput: "", status: 0).failures == [
                "It still compiles, so the rule does not hold yet: the shared instance is gone (README step [remove])."
            ])
        #expect(
            probe.result(
                kata: 1, compilerOutput: "x.swift:1:1: error: expected expression [expected_expr]", status: 1
            ).failures == [
                "It fails with \"expected expression\", which is not what this rule expects: the shared instance is gone "
                    + "(README step [remove])."
            ])
        #expect(
            probe.result(kata: 1, compilerOutput: "x.swift:4:13: error: cannot find 'Alpha' in scope", status: 1)
                .failures.isEmpty,
            "A wording holds the rule as well as an identity does")
    }

    @Test("An error in a macro's expansion is shown at the place in the learner's file that the compiler notes")
    func errorInAnExpansion() {
        let output = """
            [135/168] Compiling Kata11Specs YourTest.swift
            macro expansion #expect:1:22: error: errors thrown from here are not handled
            `- /work/katas/Kata11-TripService/Tests/YourTest.swift:8:32: note: expanded code originates here
            """

        let failure = BuildFailure.firstError(in: output, root: "/work")

        #expect(
            failure.message
                == "katas/Kata11-TripService/Tests/YourTest.swift:8:32: error: errors thrown from here are not handled (in the expansion of #expect)"
        )
    }

    @Test("An issue that no spec owns is read apart, with its own message")
    func issueOutsideEverySpec() {
        let stream = EventStream.reading(
            #"""
            {"kind":"event","payload":{"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed"},{"symbol":"details","text":"Ran outside its test (README step [trait])"}]},"version":0}
            {"kind":"event","payload":{"issue":{"isKnown":true},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Known"}]},"version":0}
            """#)

        #expect(stream.outsideEverySpec() == ["Ran outside its test (README step [trait])"])
        #expect(stream.results().isEmpty)
    }

    @Test("The event stream gives each spec with its own failure messages, source comments left out")
    func eventStream() {
        let stream = EventStream.reading(
            #"""
            {"kind":"test","payload":{"displayName":"Alpha gets a stand-in","id":"Kata1Specs.AlphaSpecs\/injects()\/AlphaSpecs.swift:3:6","kind":"function","name":"injects()"},"version":0}
            {"kind":"test","payload":{"id":"Kata1Specs.AlphaSpecs","kind":"suite","name":"AlphaSpecs"},"version":0}
            {"kind":"test","payload":{"id":"Kata10Specs.TenSpecs\/ten()\/TenSpecs.swift:3:6","kind":"function","name":"ten()"},"version":0}
            {"kind":"event","payload":{"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: x"},{"symbol":"details","text":"\/\/ 3️⃣ assert"},{"symbol":"details","text":"Still the singleton (README step [inject])"}],"testID":"Kata1Specs.AlphaSpecs\/injects()\/AlphaSpecs.swift:3:6"},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","testID":"Kata1Specs.AlphaSpecs\/injects()\/AlphaSpecs.swift:3:6"},"version":0}
            """#)

        #expect(
            stream.results() == [
                SpecResult(
                    kata: 1, id: "AlphaSpecs/injects()", name: "Alpha gets a stand-in",
                    failures: ["Still the singleton (README step [inject])"]),
                SpecResult(
                    kata: 10, id: "TenSpecs/ten()", name: "ten()",
                    failures: [
                        "The spec did not finish: the test run crashed first, often on an unowned or force-unwrapped reference to something already gone (swift test shows where)"
                    ]),
            ])
    }
}
