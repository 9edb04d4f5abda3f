/// The release version of the package, printed by `tactile --version`.
///
/// The one place the number is written in code; `CHANGELOG.md` (its first
/// version heading), the README's `Package.swift` lines and the documentation
/// catalogs repeat it, and the test `versionAgreesEverywhere` checks they agree.
package enum TactileVersion {
    /// The version, `MAJOR.MINOR.PATCH`.
    package static let current = "0.2.0"
}
