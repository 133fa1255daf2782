@testable import KataCommand
@testable import SwiftReader

extension ReaderCase {
    /// Where statements end: `#if` branches, switch cases, capture lists, attributes, comments and layouts.
    static let statements: [ReaderCase] = [
        ReaderCase(
            name: "#if with code in each branch",
            source: """
                #if DEBUG
                let level = 2
                #elseif TESTING
                let level = 1
                #else
                let level = 0
                #endif
                """,
            kinds: [0: .directive, 6: .directive, 12: .directive, 17: .directive],
            statements: [
                "#if DEBUG", "let level = 2", "#elseif TESTING", "let level = 1", "#else", "let level = 0", "#endif",
            ],
            canonical: [
                "#if DEBUG", "let level = 2", "#elseif TESTING", "let level = 1", "#else", "let level = 0", "#endif",
            ]),
        ReaderCase(
            name: "#if in a function body, a return ending a branch",
            source: """
                func level() -> Int {
                    #if os(macOS)
                        return
                    #else
                        return 1
                    #endif
                }
                """,
            statements: ["func level() -> Int { … }", "#if os(macOS)", "return", "#else", "return 1", "#endif"],
            canonical: [
                "func level() -> Int {", "    #if os(macOS)", "    return", "    #else", "    return 1", "    #endif",
                "}",
            ]),
        ReaderCase(
            name: "#if around a member with an attribute on its own line",
            source: """
                struct Screen {
                    #if canImport(UIKit)
                    @MainActor
                    var view: UIView?
                    #endif
                    var title = "Home"
                }
                """,
            statements: [
                "struct Screen { … }", "#if canImport(UIKit)", "@MainActor var view: UIView?", "#endif",
                #"var title = "Home""#,
            ],
            canonical: [
                "struct Screen {", "    #if canImport(UIKit)", "    @MainActor var view: UIView?", "    #endif",
                #"    var title = """#, "}",
            ]),
        ReaderCase(
            name: "#if with compiler and language versions",
            source: "#if compiler(>=6.0) && swift(<7) && !targetEnvironment(simulator)",
            tokens: [
                "#if", "compiler", "(", ">=", "6.0", ")", "&&", "swift", "(", "<", "7", ")", "&&", "!",
                "targetEnvironment", "(", "simulator", ")",
            ],
            kinds: [0: .directive, 3: .op, 4: .number, 9: .op]),
        ReaderCase(
            name: "#if in a switch case, before the case's return",
            source: """
                switch step {
                case 1:
                    #if DEBUG
                    log(step)
                    #endif
                    return
                case 2:
                    break
                default:
                    return
                }
                """,
            statements: [
                "switch step { … }", "case 1:", "#if DEBUG", "log(step)", "#endif", "return", "case 2:", "break",
                "default:", "return",
            ]),
        ReaderCase(
            name: "A switch with where, fallthrough, and a return right before each case",
            source: """
                switch value {
                case let x where x > 9:
                    fallthrough
                case 1...9:
                    return
                case 0:
                    return
                default:
                    break
                }
                """,
            statements: [
                "switch value { … }", "case let x where x > 9:", "fallthrough", "case 1...9:", "return", "case 0:",
                "return", "default:", "break",
            ],
            canonical: [
                "switch value {", "    case let x where x > 9:", "    fallthrough", "    case 1...9:", "    return",
                "    case 0:", "    return", "    default:", "    break", "}",
            ]),
        ReaderCase(
            name: "A case and its return on one line, the next case after it",
            source: """
                switch mode {
                case .on: return
                case .off: count += 1
                }
                """,
            statements: ["switch mode { … }", "case .on:", "return", "case .off:", "count += 1"]),
        ReaderCase(
            name: "A return whose value stands on the next line",
            source: """
                func total() -> Int {
                    return
                        price * count
                }
                """,
            statements: ["func total() -> Int { … }", "return price * count"],
            canonical: ["func total() -> Int {", "    return price * count", "}"]),
        ReaderCase(
            name: "A capture list and a signature open a closure",
            source: """
                let handler = { [weak self, count] (value: Int) -> Int in
                    value + count
                }
                """,
            statements: ["let handler = { … }", "[weak self, count] (value: Int) -> Int in", "value + count"]),
        ReaderCase(
            name: "A capture list in a closure on one line",
            source: "items.forEach { [unowned self] item in self.use(item) }",
            statements: ["items.forEach { … }", "[unowned self] item in", "self.use(item)"]),
        ReaderCase(
            name: "Attributes on lines of their own",
            source: """
                @MainActor
                @available(iOS 15, *)
                final class Screen {}
                """,
            kinds: [0: .attribute, 1: .attribute],
            statements: ["@MainActor @available(iOS 15, *) final class Screen {}"],
            canonical: ["@MainActor @available(iOS 15, *) final class Screen {}"]),
        ReaderCase(
            name: "An attribute with a string on its own line before a function",
            source: """
                @Test("Loading twice hits the network once")
                func cachesLoadedUsers() async throws {}
                """,
            statements: [#"@Test("Loading twice hits the network once") func cachesLoadedUsers() async throws {}"#],
            canonical: [#"@Test("") func cachesLoadedUsers() async throws {}"#]),
        ReaderCase(
            name: "Comments holding code are no code",
            source: """
                // let broken = "
                /* { /* nested } */ still ( */
                let kept = 1 /* ) */
                """,
            tokens: ["let", "kept", "=", "1"], lines: [3, 3, 3, 3],
            comments: [#"// let broken = ""#, "/* { /* nested } */ still ( */", "/* ) */"],
            statements: ["let kept = 1"]),
        ReaderCase(
            name: "Doc comments holding code are no code",
            source: """
                /// Use it as:
                /// ```
                /// let open = "{"
                /// ```
                func start() {}
                """,
            tokens: ["func", "start", "(", ")", "{", "}"], lines: [5, 5, 5, 5, 5, 5],
            comments: ["/// Use it as:", "/// ```", #"/// let open = "{""#, "/// ```"],
            canonical: ["func start() {}"]),
        ReaderCase(
            name: "A block doc comment holding a closing brace",
            source: """
                /** Closes the `}` it finds. */
                func close() {}
                """,
            tokens: ["func", "close", "(", ")", "{", "}"], comments: ["/** Closes the `}` it finds. */"]),
        ReaderCase(
            name: "else on a line of its own goes on with the if",
            source: """
                if ready {
                    start()
                }
                else {
                    wait()
                }
                """,
            statements: ["if ready { … } else { … }", "start()", "wait()"]),
        ReaderCase(
            name: "catch clauses with patterns go on with the do",
            source: """
                do {
                    try load()
                } catch let error as URLError where error.code == .timedOut {
                    retry()
                } catch {
                    fail()
                }
                """,
            statements: [
                "do { … } catch let error as URLError where error.code == .timedOut { … } catch { … }", "try load()",
                "retry()", "fail()",
            ]),
        ReaderCase(
            name: "A chain goes on on lines that open with a dot",
            source: #"""
                let names = people
                    .filter { $0.active }
                    .map(\.name)
                """#,
            statements: [#"let names = people .filter { … } .map(\.name)"#, "$0.active"],
            canonical: ["let names = people.filter {", "    $0.active", #"}.map(\.name)"#]),
        ReaderCase(
            name: "A line that ends on an operator goes on",
            source: """
                let sum = first +
                    second
                """,
            statements: ["let sum = first + second"], canonical: ["let sum = first + second"]),
        ReaderCase(
            name: "Semicolons end statements on one line",
            source: "start(); stop(); let done = true",
            statements: ["start()", "stop()", "let done = true"]),
        ReaderCase(
            name: "A closure's parameters on its opening line",
            source: """
                let double = { value in
                    value * 2
                }
                """,
            statements: ["let double = { … }", "value in", "value * 2"]),
        ReaderCase(
            name: "Accessors are statements with bodies",
            source: """
                var count: Int {
                    get { stored }
                    set { stored = newValue }
                }
                """,
            statements: ["var count: Int { … }", "get { … }", "stored", "set { … }", "stored = newValue"]),
        ReaderCase(
            name: "A for loop with a tuple pattern and where",
            source: "for (index, item) in items.enumerated() where item > 0 { use(index) }",
            statements: ["for (index, item) in items.enumerated() where item > 0 { … }", "use(index)"]),
        ReaderCase(
            name: "Directives in a condition and a call",
            source: "if #available(iOS 15, *) { run(#selector(tap)) }",
            tokens: [
                "if", "#available", "(", "iOS", "15", ",", "*", ")", "{", "run", "(", "#selector", "(", "tap", ")", ")",
                "}",
            ],
            kinds: [1: .directive, 6: .op, 11: .directive],
            statements: ["if #available(iOS 15, *) { … }", "run(#selector(tap))"]),
    ]
}
