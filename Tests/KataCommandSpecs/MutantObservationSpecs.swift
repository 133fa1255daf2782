import Testing

@testable import KataCore
@testable import KataProof

/// The opt-in change to what an `@Observable` model lets its views observe: a stored property hidden from observation.
struct MutantObservationSpecs {
    @Test("A kata may ask for a stored property of its model marked @ObservationIgnored, in whatever layout")
    func storedPropertyIgnored() {
        let layouts = [
            "@Observable final class Cart {\n    private(set) var items: [String] = []\n}\n",
            "@Observable final class Cart { private(set)\n  var items:[String]=[] }\n",
        ]
        for cart in layouts {
            let ignored = Mutant.all(
                of: cart, file: "Sources/Cart.swift", within: "items", also: [.observationIgnored]
            )
            .filter { $0.kind == .observationIgnored }

            #expect(ignored.map(\.change) == ["with `items` marked `@ObservationIgnored`"])
            #expect(ignored.first?.text(in: cart).contains("@ObservationIgnored private(set)") == true)
            #expect(
                !Mutant.all(of: cart, file: "Sources/Cart.swift", within: "items").contains {
                    $0.kind == .observationIgnored
                }, "only where the kata asks")
        }
    }

    @Test("A property with accessors, a let, or one ignored already is left as it is")
    func othersLeftAlone() {
        let cart = """
            @Observable final class Cart {
                @ObservationIgnored var note = ""
                let prices: Prices
                var count: Int { items.count }
            }
            """
        for name in ["note", "prices", "count"] {
            #expect(
                !Mutant.all(of: cart, file: "Sources/Cart.swift", within: name, also: [.observationIgnored]).contains {
                    $0.kind == .observationIgnored
                }, "\(name)")
        }
    }
}
