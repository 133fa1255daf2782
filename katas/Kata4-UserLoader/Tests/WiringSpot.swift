@testable import Kata4

// ✏️ Wiring spot: the one test file you edit in this kata (README step 3).

/// Makes the loader under test, handing it `network` and `cache` in place of the shared singletons.
func makeUserLoader(network: NetworkSpy, cache: UserCache) -> UserLoader {
    UserLoader()  // 👈 the stand-ins are not handed in yet, so the shared singletons are used
}
