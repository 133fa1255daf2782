import Foundation

/// Builds the katas in `folders` (such as `Kata1-ScarySingleton`), runs their specs and probes, and returns the results.
///
/// Throws ``BuildFailure`` when the katas do not build; `progress` receives lines worth showing meanwhile.
package typealias SpecRunner =
    @Sendable (_ root: URL, _ folders: [String], _ progress: (String) -> Void) throws -> [SpecResult]
